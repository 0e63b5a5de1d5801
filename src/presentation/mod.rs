//! The session's events in words, above the session: each [`Event`] becomes lines to display
//! (the eye, braille: `V3 (4v)`, `N1-N7`) and one utterance for the voice (the ear: "V3, 4
//! verts", "N1 à N7"), both from Fluent, in the language and notation of whoever reads them.
//!
//! The session never renders: it hands out plain events, and each front end (the REPL, the
//! tests, a server telling each player in their own language) makes a [`Renderer`] for its
//! reader ([`Renderer::for_session`], or [`Renderer::new`] with other settings).
//!
//! Displayed lines stay short for braille displays; spoken text has no symbols a voice would
//! read as noise (plays and counts are worded, not punctuated).
//!
//! Each family of events is worded in a file of its own: the game and its turns (`turn`),
//! the moves and what they did (`moves`), the match and the cube (`matchplay`), the board
//! (`board`), a play and the plays asked about (`plays`), `état` (`status`), the help
//! (`help`), the settings (`settings`), the tutor's advice and `bilan` (`learn`), practice
//! and lessons (`teach`) with their free text (`free_text`), the review of a game
//! (`replay`), refusals (`problems`), and what a front end did (`front`). This file keeps the [`Renderer`] and what they all share.

use crate::i18n::{Arg, Localizer};
use crate::notation::tactile::Vocabulary;
use crate::rules::{Dice, Die, Side};
use crate::session::event::{Event, Player};
use crate::session::{Prompt, Session, Settings, Verbosity};

mod board;
mod free_text;
mod front;
mod help;
mod learn;
mod matchplay;
mod moves;
mod plays;
mod problems;
mod replay;
mod settings;
mod shots;
mod status;
mod teach;
mod turn;

pub use front::{FrontEvent, SettingsFile, SettingsTrouble, Told};

/// The most characters of a routine line at the short level: one pan of a 40-cell braille
/// display (issue 13, defect 9).
pub const PAN: usize = 40;

/// Whether `line` is too long for one pan of the display.
fn too_long(line: &Txt) -> bool {
    line.eye.chars().count() > PAN
}

/// Entries of the board per displayed line: about 60 characters.
const ENTRIES_PER_LINE: usize = 6;

/// `segments` one after the other, a space between, broken into lines of at most [`PAN`]
/// characters between segments; a segment longer than a line is broken between its words.
/// The short level's way to keep a long answer within a pan without cutting a phrase.
fn pack<S: AsRef<str>>(segments: &[S]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let words = segments.iter().flat_map(|segment| {
        let segment = segment.as_ref();
        if segment.chars().count() > PAN {
            segment.split(' ').collect::<Vec<_>>()
        } else {
            vec![segment]
        }
    });
    for word in words.filter(|w| !w.is_empty()) {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > PAN {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` broken after its sentences and clauses (`. `, `; `, `, `) and packed into lines
/// of at most [`PAN`] characters ([`pack`]), one text with a line break between lines.
fn wrap(text: &str) -> String {
    let mut segments = Vec::new();
    let mut rest = text;
    while let Some(at) = [". ", "; ", ", "]
        .iter()
        .filter_map(|mark| rest.find(mark).map(|i| i + mark.len() - 1))
        .min()
    {
        segments.push(&rest[..at]);
        rest = &rest[at + 1..];
    }
    segments.push(rest);
    pack(&segments).join("\n")
}

/// What to show and what to say for one event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// Lines for the screen and the braille display.
    pub display: Vec<String>,
    /// One utterance for the voice; empty when there is nothing to say.
    pub spoken: String,
}

impl Said {
    /// `lines` shown one under the other (a text of several lines shows them all), and said
    /// as one utterance.
    fn of(lines: &[Txt]) -> Said {
        Said {
            display: lines
                .iter()
                .flat_map(|t| t.eye.lines())
                .map(str::to_owned)
                .collect(),
            spoken: lines
                .iter()
                .map(|t| t.ear.replace('\n', " "))
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// A text in its two forms, for the eye and for the ear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Txt {
    eye: String,
    ear: String,
}

impl Txt {
    fn same(text: String) -> Txt {
        Txt {
            eye: text.clone(),
            ear: text,
        }
    }

    /// A file's path: whole for the eye, which may need the folder; its name alone for the
    /// ear (`match.sgf`), since a voice reading out `/home/ana/parties/` is noise (issue 30,
    /// item 9). A path with no name (`..`, `/`) is said as it is.
    fn path(path: &str) -> Txt {
        let name = std::path::Path::new(path)
            .file_name()
            .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned());
        Txt {
            eye: path.to_owned(),
            ear: name,
        }
    }
}

/// A message variable: a number (which also picks plurals), or a text in its two forms.
enum Val {
    Int(i64),
    Text(Txt),
}

impl From<Txt> for Val {
    fn from(t: Txt) -> Val {
        Val::Text(t)
    }
}

impl From<&Txt> for Val {
    fn from(t: &Txt) -> Val {
        Val::Text(t.clone())
    }
}

/// A selector key, the same in every language (`green`, `yes`...).
fn key(word: &str) -> Val {
    Val::Text(Txt::same(word.to_owned()))
}

fn int(n: impl Into<i64>) -> Val {
    Val::Int(n.into())
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::Green => "green",
        Side::Black => "black",
    }
}

/// The sign written before a number: `-` when negative, `+` when positive and asked for.
fn sign(value: i32, signed: bool) -> &'static str {
    match (signed, value < 0) {
        (_, true) => "-",
        (true, false) => "+",
        (false, false) => "",
    }
}

fn yes_no(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

/// Turns events into words in one language and notation.
pub struct Renderer<'a> {
    loc: &'a Localizer,
    vocab: &'a Vocabulary,
    settings: Settings,
}

impl<'a> Renderer<'a> {
    /// A renderer speaking `loc`'s language with `vocab`'s words, writing plays in the
    /// notation of `settings`.
    #[must_use]
    pub fn new(loc: &'a Localizer, vocab: &'a Vocabulary, settings: Settings) -> Renderer<'a> {
        Renderer {
            loc,
            vocab,
            settings,
        }
    }

    /// A renderer speaking `loc`'s language for `session`'s player: its notation, its words,
    /// its verbosity.
    #[must_use]
    pub fn for_session(loc: &'a Localizer, session: &'a Session) -> Renderer<'a> {
        Renderer::new(loc, session.vocabulary(), *session.settings())
    }

    /// Whether the routine lines are the short level's.
    fn short(&self) -> bool {
        self.settings.verbosity == Verbosity::Short
    }

    /// `txt` as the short level shows it: its displayed text broken into lines within a
    /// pan when it is longer ([`wrap`]); the same text said. Other levels keep it whole.
    fn fit(&self, txt: Txt) -> Txt {
        if self.short() && too_long(&txt) {
            Txt {
                eye: wrap(&txt.eye),
                ear: txt.ear,
            }
        } else {
            txt
        }
    }

    /// Whether one person plays, against the computer: the short level does not name their
    /// side, which never changes.
    fn alone(&self) -> Val {
        key(self.alone_key())
    }

    fn alone_key(&self) -> &'static str {
        let humans = Side::ALL
            .iter()
            .filter(|&&s| self.settings.players[s] == Player::Human)
            .count();
        yes_no(humans == 1)
    }

    /// Message `id` with `args`, for the eye and for the ear; the ear uses the `.ear`
    /// attribute `ear_id` when the spoken wording differs (no quoted input, for instance).
    fn msg2(&self, id: &str, ear_id: Option<&str>, args: &[(&str, Val)]) -> Txt {
        let pick = |ear: bool| -> Vec<(&str, Arg<'_>)> {
            args.iter()
                .map(|(name, v)| {
                    let value = match v {
                        Val::Int(n) => Arg::Int(*n),
                        Val::Text(t) if ear => Arg::from(t.ear.as_str()),
                        Val::Text(t) => Arg::from(t.eye.as_str()),
                    };
                    (*name, value)
                })
                .collect()
        };
        Txt {
            eye: self.loc.tr_args(id, &pick(false)),
            ear: self.loc.tr_args(ear_id.unwrap_or(id), &pick(true)),
        }
    }

    fn msg(&self, id: &str, args: &[(&str, Val)]) -> Txt {
        self.msg2(id, None, args)
    }

    fn side(&self, side: Side) -> Txt {
        Txt::same(self.loc.tr(match side {
            Side::Green => "game-side-green",
            Side::Black => "game-side-black",
        }))
    }

    fn dice(&self, dice: Dice) -> Txt {
        let (big, small) = (dice.big().value(), dice.small().value());
        let eye = self
            .loc
            .tr_args("dice-show", &[("high", big.into()), ("low", small.into())]);
        let ear = if dice.is_double() {
            self.loc
                .tr_args("dice-say-double", &[("value", big.into())])
        } else {
            self.loc
                .tr_args("dice-say", &[("high", big.into()), ("low", small.into())])
        };
        Txt { eye, ear }
    }

    /// Dice still to play: `6, 3`.
    fn dice_left(left: &[Die]) -> Txt {
        let values: Vec<String> = left.iter().map(|d| d.value().to_string()).collect();
        Txt::same(values.join(", "))
    }

    /// The prompt: whose turn and the dice, or the question asked.
    #[must_use]
    pub fn prompt(&self, prompt: Prompt) -> String {
        let text = match prompt {
            Prompt::Turn {
                side,
                dice: Some(dice),
            } if self.short() => self.loc.tr_args(
                "repl-prompt-turn-short",
                &[
                    ("side", self.side(side).eye.into()),
                    ("dice", self.dice(dice).eye.into()),
                    ("alone", self.alone_key().into()),
                ],
            ),
            Prompt::Turn {
                side,
                dice: Some(dice),
            } => self.loc.tr_args(
                "repl-prompt-turn",
                &[
                    ("side", self.side(side).eye.into()),
                    ("dice", self.dice(dice).eye.into()),
                ],
            ),
            Prompt::Turn { side, dice: None } => self.loc.tr_args(
                "repl-prompt-turn-free",
                &[("side", self.side(side).eye.into())],
            ),
            Prompt::Naming { side } => self.loc.tr_args(
                "repl-prompt-naming",
                &[("side", self.side(side).eye.into())],
            ),
            Prompt::Choosing { side } => self.loc.tr_args(
                "repl-prompt-choosing",
                &[("side", self.side(side).eye.into())],
            ),
            Prompt::CubeExercise { question } => self
                .loc
                .tr_args("teach-prompt-cube", &[("question", question.key().into())]),
            Prompt::Quit => self.loc.tr("repl-prompt-quit"),
            Prompt::Replace => self.loc.tr("repl-prompt-replace"),
            Prompt::Choice => self.loc.tr("repl-prompt-choice"),
            Prompt::Over => self.loc.tr("repl-prompt-over"),
            Prompt::Replay { number, plays } => self.loc.tr_args(
                "repl-prompt-replay",
                &[
                    ("number", number.unwrap_or(0).into()),
                    ("plays", plays.into()),
                ],
            ),
            other => self.match_prompt(other),
        };
        format!("{text} ")
    }

    /// The words of one event.
    #[must_use]
    pub fn render(&self, event: &Event) -> Said {
        Said::of(&self.lines(event))
    }

    /// The lines of one event, by family in the order of [`Event`]'s variants: each family
    /// is worded by a method of its own, which takes only the events routed to it here.
    fn lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Welcome { .. }
            | Event::OpeningRoll { .. }
            | Event::OpeningTie
            | Event::Starts { .. }
            | Event::GameDrawn
            | Event::GameOver { .. } => self.game_lines(event),
            Event::TurnStarted { .. } | Event::Passed { .. } | Event::Stage(_) => {
                self.turn_lines(event)
            }
            Event::Moved { .. }
            | Event::Played { .. }
            | Event::Forced { .. }
            | Event::Undone { .. } => self.move_lines(event),
            Event::Hit { .. } | Event::Scored { .. } | Event::PostillonArrived { .. } => {
                self.hit_lines(event)
            }
            Event::Match(event) => self.match_lines(event),
            Event::Board { .. }
            | Event::Point { .. }
            | Event::Places { .. }
            | Event::Checkers { .. }
            | Event::Pips { .. } => self.board_lines(event),
            Event::Blots {
                variant,
                side,
                yours,
                pin,
                shots,
            } => self.blots(*variant, *side, *yours, *pin, shots.as_ref()),
            Event::DiceInfo { .. }
            | Event::Plays { .. }
            | Event::Hint { .. }
            | Event::RollHint { .. }
            | Event::AdvisedPlay { .. }
            | Event::Choices { .. }
            | Event::LastPlay { .. }
            | Event::NoLastPlay => self.plays_lines(event),
            Event::Status(status) => vec![self.status(status)],
            Event::Help { asked } => self.help(*asked),
            Event::Rules { variant } => vec![self.rules(*variant)],
            Event::SpeechSet { .. }
            | Event::RateSet { .. }
            | Event::PitchSet { .. }
            | Event::VolumeSet { .. }
            | Event::NotationSet { .. }
            | Event::LanguageSet { .. }
            | Event::VerbositySet { .. }
            | Event::MessageSet { .. }
            | Event::Settings(_)
            | Event::AutoConfirmSet { .. }
            | Event::ForcedSet { .. }
            | Event::TutorSet { .. } => self.settings_lines(event),
            Event::TutorWarning { .. }
            | Event::CubeHint { .. }
            | Event::TutorCubeWarning { .. }
            | Event::Review(_)
            | Event::ReviewAvailable => self.advice_lines(event),
            Event::Teach(event) => self.teach_lines(event),
            Event::Replay(event) => self.replay(event),
            Event::QuitAsked | Event::QuitCancelled | Event::Quit => self.quit_lines(event),
            Event::Error(problem) => vec![self.problem(problem)],
        }
    }

    /// Quitting asked for, cancelled, or done.
    fn quit_lines(&self, event: &Event) -> Vec<Txt> {
        vec![match event {
            Event::QuitAsked => self.msg("quit-ask", &[]),
            Event::QuitCancelled => self.msg("quit-cancelled", &[]),
            Event::Quit => self.msg("quit-done", &[]),
            _ => unreachable!("not about quitting: {event:?}"),
        }]
    }

    /// Thousandths of a point: for the eye a decimal number in the player's language
    /// (`+0,123`); for the ear, in words, points and hundredths ("plus 12 centièmes",
    /// "moins 1 point et 5 centièmes"), which a voice says plainly where "plus 0 virgule
    /// 123" is noise. A signed value is said "plus" or "moins", never "gagne" or "perd":
    /// beside what a play loses to the best, "perd" would name two different things.
    fn thousandths(&self, value: i32, signed: bool) -> Txt {
        let v = value.unsigned_abs();
        let eye = self
            .decimal(sign(value, signed), v / 1000, &format!("{:03}", v % 1000))
            .eye;
        // Rounded to the nearest hundredth (at most 2^31 + 5: no overflow).
        let hundredths = (v + 5) / 10;
        let direction = match (signed, value < 0) {
            (false, _) => "none",
            (true, _) if hundredths == 0 => "zero",
            (true, true) => "minus",
            (true, false) => "plus",
        };
        let ear = self.loc.tr_args(
            "number-say-hundredths",
            &[
                ("sign", direction.into()),
                ("points", (hundredths / 100).into()),
                ("hundredths", (hundredths % 100).into()),
            ],
        );
        Txt { eye, ear }
    }

    /// The computer's budget for each decision, in seconds (`match-thinking-info`): what
    /// `score` says after its level.
    fn thinking_info(&self, budget: crate::ai::budget::Budget) -> Txt {
        let ms = budget.millis();
        let decimals = format!("{:03}", ms % 1000);
        let whole = u32::try_from(ms / 1000).unwrap_or(u32::MAX);
        let seconds = self.decimal("", whole, decimals.trim_end_matches('0'));
        let form = match ms {
            1000 => "one",
            0..2000 => "below-two",
            _ => "other",
        };
        self.msg(
            "match-thinking-info",
            &[("seconds", seconds.into()), ("form", key(form))],
        )
    }

    /// A decimal number: `0,125` for the eye, and for the ear in words around the digits
    /// ("0 virgule 125"), since the voice would take a French decimal comma for a pause.
    /// No decimals, no separator.
    fn decimal(&self, sign: &str, whole: u32, decimals: &str) -> Txt {
        if decimals.is_empty() {
            return Txt::same(format!("{sign}{whole}"));
        }
        let separator = self.loc.tr("number-decimal-separator");
        let whole = whole.to_string();
        Txt {
            eye: format!("{sign}{whole}{separator}{decimals}"),
            ear: self.loc.tr_args(
                "number-say-decimal",
                &[
                    ("sign", sign.into()),
                    ("whole", whole.as_str().into()),
                    ("decimals", decimals.into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    //! What the tests of each family share: a renderer for a game, in a language, with
    //! settings adjusted.

    use super::*;
    use crate::i18n::{Lang, vocabulary};
    use crate::rules::{Position, Variant};
    use crate::session::NewGame as GameConfig;
    use crate::session::event::Problem;

    #[test]
    fn a_long_line_is_broken_after_its_clauses_within_a_pan() {
        let text = "Dernier coup de Noir, dés 6-2 : N4-sortis N2-sortis.";
        assert_eq!(
            wrap(text),
            "Dernier coup de Noir,\ndés 6-2 : N4-sortis N2-sortis."
        );
        let long = "Entrée pour rejouer, bilan pour l'analyse, revoir pour revoir la partie \
                    coup par coup, quitter pour finir.";
        for line in wrap(long).lines() {
            assert!(line.chars().count() <= PAN, "{line}");
        }
        assert_eq!(wrap(long).replace('\n', " "), long);
    }

    /// What the player reads, and hears, when `line` is not understood.
    pub(super) fn unknown(lang: Lang, line: &str) -> Said {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&GameConfig::new(lang, Variant::Backgammon));
        Renderer::new(&loc, &vocab, settings).render(&Event::Error(Problem::Unknown {
            text: line.to_owned(),
        }))
    }

    /// The words of `event` in `lang`, for a game of `variant`.
    pub(super) fn said(lang: Lang, variant: Variant, event: &Event) -> Said {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&GameConfig::new(lang, variant));
        Renderer::new(&loc, &vocab, settings).render(event)
    }

    pub(super) fn position(variant: Variant, text: &str, turn: Side) -> Position {
        crate::notation::position_text::parse(text, variant, turn, &vocabulary(Lang::Fr)).unwrap()
    }

    /// The words of `event` in French backgammon with `adjust`ed settings.
    pub(super) fn said_with(adjust: impl FnOnce(&mut Settings), event: &Event) -> Said {
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let mut settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Backgammon));
        adjust(&mut settings);
        Renderer::new(&loc, &vocab, settings).render(event)
    }
}
