//! Refusals in words: something typed that is not understood, a play that does not read as
//! one, a move the rules refuse (the rule it breaks, points named for the mover), a command
//! refused where it cannot be used. What was typed is quoted cut to its first characters
//! (`excerpt`), for the eye only: the ear never hears a pasted line read out.

use crate::i18n::excerpt;
use crate::notation::play_input::PlayInputError;
use crate::notation::tactile::Label;
use crate::rules::{BlockingRule, MoveError, RuleBreak, Side, Variant};
use crate::session::CommandId;
use crate::session::commands::command;
use crate::session::event::Problem;

use super::{Renderer, Txt, int, key, side_key, yes_no};

impl Renderer<'_> {
    /// Something typed was refused; nothing changed.
    pub(super) fn problem(&self, problem: &Problem) -> Txt {
        match problem {
            Problem::Unknown { text } => {
                let (quoted, cut) = excerpt(text);
                self.msg2(
                    "error-unknown",
                    Some("error-unknown.ear"),
                    &[
                        ("text", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                    ],
                )
            }
            Problem::Syntax { error, text } => self.syntax(error, text),
            Problem::Illegal {
                side,
                variant,
                error,
            } => self.illegal(*side, *variant, error),
            Problem::NoSuchPlay { number, count } => {
                let (quoted, cut) = excerpt(number);
                self.msg2(
                    "error-no-such-play",
                    Some("error-no-such-play.ear"),
                    &[
                        ("number", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                        ("count", int(*count as i64)),
                    ],
                )
            }
            Problem::NothingToUndo => self.msg("error-nothing-to-undo", &[]),
            Problem::NoMorePlays => self.msg("error-no-more-plays", &[]),
            Problem::Incomplete { left } => self.msg(
                "error-incomplete",
                &[("left", Self::dice_left(left).into())],
            ),
            Problem::BadArgument { command: id, text } => self.bad_argument(*id, text),
            Problem::BadThreshold { text } => {
                let (quoted, cut) = excerpt(text);
                self.msg2(
                    "error-tutor-threshold",
                    Some("error-tutor-threshold.ear"),
                    &[
                        ("text", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                    ],
                )
            }
            Problem::NotYourTurn => self.msg("error-not-your-turn", &[]),
            Problem::Replay(problem) => self.replay_problem(problem),
            Problem::GameIsOver => self.msg("error-game-over", &[]),
            Problem::NothingToRepeat => self.msg("error-nothing-to-repeat", &[]),
            Problem::NameADouble => self.msg2("stage-name-bad", Some("stage-name-bad.ear"), &[]),
            Problem::ChooseARoll { double } => self.msg2(
                "stage-choose-bad",
                Some("stage-choose-bad.ear"),
                &[("double", key(yes_no(*double)))],
            ),
            Problem::Match(problem) => self.match_problem(*problem),
            Problem::Teach(problem) => self.teach_problem(problem),
        }
    }

    /// A line that looked like a play but does not read as one (`text`, as typed).
    fn syntax(&self, error: &PlayInputError, text: &str) -> Txt {
        match error {
            // A move backward is read well enough: it is refused as such, not as unreadable.
            PlayInputError::NotForward { .. } => self.msg("error-backward", &[]),
            // The word not known is named, with the words the notation knows.
            PlayInputError::UnknownWord { at } => {
                let word: String = text
                    .get(*at..)
                    .unwrap_or_default()
                    .chars()
                    .take_while(|c| c.is_alphanumeric())
                    .collect();
                let (quoted, cut) = excerpt(&word);
                self.msg2(
                    "error-unknown-word",
                    Some("error-unknown-word.ear"),
                    &[
                        ("word", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                        ("bar", Txt::same(self.vocab.bar.clone()).into()),
                        ("off", Txt::same(self.vocab.off.clone()).into()),
                    ],
                )
            }
            _ => {
                let why = Txt::same(self.loc.tr(input_error_id(error)));
                self.msg("error-syntax", &[("why", why.into())])
            }
        }
    }

    /// A command given what it cannot take (`text`), with what it wants.
    fn bad_argument(&self, id: CommandId, text: &str) -> Txt {
        let c = command(id);
        // Nothing after the command: say what it wants, not an empty quote.
        if text.trim().is_empty() {
            return self.msg(
                "error-missing-argument",
                &[
                    ("word", Txt::same(self.loc.tr(c.word)).into()),
                    ("help", Txt::same(self.loc.tr(c.help)).into()),
                ],
            );
        }
        let (quoted, cut) = excerpt(text);
        self.msg2(
            "error-bad-argument",
            Some("error-bad-argument.ear"),
            &[
                ("text", Txt::same(quoted.to_owned()).into()),
                ("cut", key(yes_no(cut))),
                ("word", Txt::same(self.loc.tr(c.word)).into()),
                ("help", Txt::same(self.loc.tr(c.help)).into()),
            ],
        )
    }

    /// The rule a refused move breaks, points named for the mover.
    fn illegal(&self, side: Side, variant: Variant, error: &MoveError) -> Txt {
        let label = |p: u8| Txt::same(Label::of_point(variant, side, p).to_text(self.vocab));
        match error {
            MoveError::NoChecker { point } => self.msg(
                "move-error-no-checker",
                &[
                    ("point", label(*point).into()),
                    ("side", key(side_key(side))),
                ],
            ),
            MoveError::MustEnterFirst => self.msg("move-error-enter-first", &[]),
            MoveError::PostillonFirst { point } => self.msg(
                "move-error-postillon-first",
                &[("point", label(*point).into())],
            ),
            MoveError::NoDieFor { distance } => {
                self.msg("move-error-no-die", &[("distance", int(*distance))])
            }
            MoveError::Closed { point, count } => self.msg(
                "move-error-closed",
                &[
                    ("point", label(*point).into()),
                    ("count", int(*count)),
                    ("side", key(side_key(!side))),
                ],
            ),
            MoveError::NotAllHome => self.msg("move-error-not-all-home", &[]),
            MoveError::FurtherCheckerFirst { point } => self.msg(
                "move-error-further-first",
                &[("point", label(*point).into())],
            ),
            MoveError::BearOffBlocked { point } => self.msg(
                "move-error-bear-off-blocked",
                &[
                    ("point", label(*point).into()),
                    ("side", key(side_key(!side))),
                ],
            ),
            MoveError::NoDiceLeft => self.msg("move-error-no-dice-left", &[]),
            MoveError::TooManyMoves => self.msg("move-error-too-many-moves", &[]),
            MoveError::MustUseMoreDice { dice } => {
                self.msg("move-error-more-dice", &[("dice", int(*dice as i64))])
            }
            MoveError::MustUseHigherDie { die } => {
                self.msg("move-error-higher-die", &[("die", int(die.value()))])
            }
            MoveError::SmallerFirst { die } => {
                self.msg("move-error-smaller-first", &[("die", int(die.value()))])
            }
            MoveError::ExactBearOff { point } => self.msg(
                "move-error-exact-bear-off",
                &[("point", label(*point).into())],
            ),
            MoveError::Blocking { rule } => self.msg(
                "move-error-blocking",
                &[
                    ("rule", key(blocking_key(*rule))),
                    ("side", key(side_key(!side))),
                    ("first", label(1).into()),
                    ("sixth", label(6).into()),
                ],
            ),
            MoveError::Ambiguous { .. } => self.msg("move-error-ambiguous", &[]),
            MoveError::RunnerFirst { point } => self.msg(
                "move-error-runner-first",
                &[("point", label(*point).into())],
            ),
            MoveError::ReserveFirst => self.msg("move-error-reserve-first", &[]),
            MoveError::Pinned { point } => {
                self.msg("move-error-pinned", &[("point", label(*point).into())])
            }
            MoveError::OwnChecker { point } => {
                self.msg("move-error-own-checker", &[("point", label(*point).into())])
            }
            MoveError::Full { point, cap } => self.msg(
                "move-error-full",
                &[("point", label(*point).into()), ("cap", int(*cap))],
            ),
            MoveError::TurnEnd { rule } => {
                self.msg("move-error-turn-end", &[("rule", key(turn_end_key(*rule)))])
            }
            MoveError::NotAMove => self.msg("move-error-not-a-move", &[]),
            MoveError::NothingOn { point } => {
                self.msg("move-error-nothing-on", &[("point", label(*point).into())])
            }
        }
    }
}

/// The selector of a blocking rule in the messages.
fn blocking_key(rule: BlockingRule) -> &'static str {
    match rule {
        BlockingRule::PostillonRoute => "route",
        BlockingRule::FiveFromStart { double: false } => "start",
        BlockingRule::FiveFromStart { double: true } => "double",
        BlockingRule::SixInARow => "six",
    }
}

/// The selector of a rule a turn must not end breaking, in the messages.
fn turn_end_key(rule: RuleBreak) -> &'static str {
    match rule {
        RuleBreak::FirstQuarterFull => "quarter",
        RuleBreak::PrimeBeforeAll => "prime",
        RuleBreak::Blocking(_) => "blocking",
    }
}

/// The message explaining why a typed text is not a play.
fn input_error_id(error: &PlayInputError) -> &'static str {
    match error {
        PlayInputError::Empty => "input-error-empty",
        PlayInputError::UnexpectedChar { .. } => "input-error-unexpected-char",
        PlayInputError::UnknownWord { .. } => "input-error-unknown-word",
        PlayInputError::Label { .. } => "input-error-label",
        PlayInputError::BadNumber { .. } => "input-error-bad-number",
        PlayInputError::NumberOutOfRange { .. } => "input-error-number-range",
        PlayInputError::WrongNotation { .. } => "input-error-wrong-notation",
        PlayInputError::MissingDestination { .. } => "input-error-missing-destination",
        PlayInputError::DanglingSeparator { .. } => "input-error-dangling-separator",
        PlayInputError::MisplacedStar { .. } => "input-error-misplaced-star",
        PlayInputError::BadRepeat { .. } => "input-error-bad-repeat",
        PlayInputError::StartsOff { .. } => "input-error-starts-off",
        PlayInputError::EndsOnBar { .. } => "input-error-ends-on-bar",
        PlayInputError::EndsInReserve { .. } => "input-error-ends-in-reserve",
        PlayInputError::NotForward { .. } => "input-error-not-forward",
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{said_with, unknown};
    use super::*;
    use crate::i18n::{Lang, Localizer, QUOTED_MAX, vocabulary};
    use crate::presentation::Renderer;
    use crate::rules::Variant;
    use crate::session::event::Event;
    use crate::session::{NewGame as GameConfig, Settings};

    #[test]
    fn a_move_backward_is_refused_as_backward_not_as_unreadable() {
        let error = crate::notation::play_input::PlayInputError::NotForward {
            at: 0,
            from: 2,
            to: 3,
        };
        let said = said_with(
            |_| {},
            &Event::Error(Problem::Syntax {
                error,
                text: "V2-V3".into(),
            }),
        );
        assert!(said.spoken.contains("en arrière"), "{}", said.spoken);
        assert!(!said.spoken.contains("illisible"), "{}", said.spoken);
    }

    #[test]
    fn an_unknown_word_in_a_play_is_named_with_the_word_for_off() {
        let error = crate::notation::play_input::PlayInputError::UnknownWord { at: 3 };
        let said = said_with(
            |_| {},
            &Event::Error(Problem::Syntax {
                error,
                text: "V3-dehors".into(),
            }),
        );
        assert_eq!(
            said.display,
            [
                "Coup illisible : « dehors » n'est ni une case, ni barre, ni sortis. Pour sortir un pion : V3-sortis."
            ]
        );
        assert!(said.spoken.contains("V3 tiret sortis"), "{}", said.spoken);
    }

    #[test]
    fn a_command_typed_without_what_it_needs_says_what_it_needs() {
        let said = said_with(
            |_| {},
            &Event::Error(Problem::BadArgument {
                command: crate::session::CommandId::Point,
                text: String::new(),
            }),
        );
        assert_eq!(
            said.display,
            [
                "case attend une précision : une case, par exemple case V3 ; V3 seul suffit ; \
                 en notation standard, case 13, vue de votre côté."
            ]
        );
        assert!(!said.spoken.contains("incompris"), "{}", said.spoken);
    }

    #[test]
    fn a_short_line_not_understood_is_quoted_whole() {
        let said = unknown(Lang::Fr, "bonjour");
        assert_eq!(
            said.display,
            ["Je ne comprends pas « bonjour ». Tapez aide."]
        );
        let exactly = "x".repeat(QUOTED_MAX);
        let said = unknown(Lang::En, &exactly);
        assert_eq!(
            said.display,
            [format!("I do not understand “{exactly}”. Type help.")]
        );
    }

    #[test]
    fn a_play_number_too_long_is_quoted_cut_like_other_echoes() {
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Backgammon));
        let renderer = Renderer::new(&loc, &vocab, settings);
        let number = "9".repeat(192_000);
        let said = renderer.render(&Event::Error(Problem::NoSuchPlay { number, count: 3 }));
        assert_eq!(
            said.display,
            [format!(
                "Pas de coup numéro {}… : tapez un numéro de 1 à 3.",
                "9".repeat(QUOTED_MAX)
            )]
        );
        let said = renderer.render(&Event::Error(Problem::NoSuchPlay {
            number: "12".into(),
            count: 0,
        }));
        assert_eq!(
            said.display,
            ["Pas de coup numéro 12 : aucun coup n'est possible."]
        );
    }

    #[test]
    fn a_long_paste_is_quoted_up_to_thirty_characters_and_an_ellipsis() {
        let line: String = "abcdefghij".repeat(20);
        assert_eq!(line.chars().count(), 200);
        let said = unknown(Lang::Fr, &line);
        assert_eq!(
            said.display,
            [format!(
                "Je ne comprends pas « {}… ». Tapez aide.",
                &line[..30]
            )]
        );
        let said = unknown(Lang::En, &line);
        assert_eq!(
            said.display,
            [format!(
                "I do not understand “{}…”. Type help.",
                &line[..30]
            )]
        );
        assert!(!said.spoken.contains("abc"), "the ear never hears the line");
    }

    #[test]
    fn a_long_setting_or_threshold_is_quoted_cut_too() {
        let loc = Localizer::new(Lang::En);
        let vocab = vocabulary(Lang::En);
        let settings = Settings::from_config(&GameConfig::new(Lang::En, Variant::Backgammon));
        let paste: String = "0123456789".repeat(10);
        for problem in [
            Problem::BadArgument {
                command: crate::session::CommandId::Auto,
                text: paste.clone(),
            },
            Problem::BadThreshold {
                text: paste.clone(),
            },
        ] {
            let said = Renderer::new(&loc, &vocab, settings).render(&Event::Error(problem));
            let text = said.display.join("\n");
            assert!(text.contains(&format!("{}…", &paste[..30])), "{text}");
            assert!(!text.contains(&paste[..31]), "{text}");
        }
    }

    #[test]
    fn the_cut_counts_accented_letters_as_one_character() {
        // Byte 30 falls inside an `é`: a cut by bytes would panic, or keep 15 letters.
        let line = format!("a{}", "é".repeat(100));
        let (quoted, cut) = excerpt(&line);
        assert!(cut);
        assert_eq!(quoted, format!("a{}", "é".repeat(29)));
        let said = unknown(Lang::Fr, &line);
        assert_eq!(
            said.display,
            [format!("Je ne comprends pas « {quoted}… ». Tapez aide.")]
        );
        // The thirtieth character, accented, is kept whole; the thirty-first goes.
        let line = format!("{}à{}", "x".repeat(29), "ç".repeat(5));
        assert_eq!(
            excerpt(&line),
            (format!("{}à", "x".repeat(29)).as_str(), true)
        );
        // A line of exactly thirty characters, accents included, is not cut.
        let line = "é".repeat(QUOTED_MAX);
        assert_eq!(excerpt(&line), (line.as_str(), false));
    }

    #[test]
    fn a_megabyte_line_typed_gets_a_message_of_a_few_dozen_characters_cut_between_words() {
        let line = "jouer le coup ".repeat(75_000);
        assert!(line.len() > 1_000_000);
        for lang in [Lang::Fr, Lang::En] {
            let said = unknown(lang, &line);
            let shown = said.display.join("\n");
            assert!(shown.chars().count() < 200, "{shown}");
            assert!(shown.contains("jouer le coup jouer le coup…"), "{shown}");
            assert!(said.spoken.chars().count() < 200, "{}", said.spoken);
        }
    }

    #[test]
    fn spaces_at_the_cut_do_not_part_the_ellipsis_from_the_text() {
        let line = format!("{} {}", "m".repeat(29), "n".repeat(40));
        assert_eq!(excerpt(&line), ("m".repeat(29).as_str(), true));
    }
}
