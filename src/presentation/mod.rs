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

use crate::i18n::{Arg, Localizer, excerpt};
use crate::notation::gnubg_play;
use crate::notation::play_input::{PlayInputError, PlayNotation, format_tactile};
use crate::notation::tactile::{Counted, Label, Stack, Vocabulary};
use crate::rules::{
    BAR, BlockingRule, Dice, Die, MoveError, OFF, Play, Position, RESERVE, RuleBreak, Side, Step,
    Variant, WinKind, variant::doublets,
};

use crate::session::commands::{COMMANDS, HelpAsked, Topic, command};
use crate::session::event::{Event, Player, Problem, SettingsNote, SettingsTrouble, StageNote};
use crate::session::status::{Stage, Status};
use crate::session::{Prompt, Session, Settings, Verbosity};

mod front;
mod learn;
mod matchplay;

pub use front::{FrontEvent, Told};
mod replay;
mod teach;

/// The most characters of a routine line at the short level: one pan of a 40-cell braille
/// display (issue 13, defect 9).
pub const PAN: usize = 40;

/// Whether `line` is too long for one pan of the display.
fn too_long(line: &Txt) -> bool {
    line.eye.chars().count() > PAN
}

/// Entries of the board per displayed line: about 60 characters.
const ENTRIES_PER_LINE: usize = 6;

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

    /// `lines`, then both pip counts after `steps` from `before`, when asked for.
    fn then_pips(&self, mut lines: Vec<Txt>, before: &Position, steps: &[Step]) -> Vec<Txt> {
        if self.settings.messages.pips
            && let Some(after) = before.after_steps(steps)
        {
            lines.push(self.msg(
                "board-pips",
                &[
                    ("green", int(after.pips(Side::Green))),
                    ("black", int(after.pips(Side::Black))),
                ],
            ));
        }
        lines
    }

    /// Whether the routine lines are the short level's.
    fn short(&self) -> bool {
        self.settings.verbosity == Verbosity::Short
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

    /// A place in the notation in use: `N7` or `18`, the bar and off by their word.
    fn place(&self, variant: Variant, side: Side, point: u8) -> String {
        let label = Label::of_point(variant, side, point);
        match (self.settings.notation, label) {
            (PlayNotation::Standard, Label::Point(_)) => point.to_string(),
            _ => label.to_text(self.vocab),
        }
    }

    /// A play made by `side` from `before`: written in the notation in use, and worded.
    fn play(&self, side: Side, before: &Position, steps: &[Step]) -> Txt {
        let variant = before.variant();
        let play = Play::from_steps(steps).unwrap_or_default();
        let eye = match self.settings.notation {
            PlayNotation::Tactile => format_tactile(&play, variant, side, self.vocab),
            PlayNotation::Standard => gnubg_play::format_for(&play, variant),
        };
        if before.rules().stacks {
            return self.stacks_play(side, before, steps, eye);
        }
        // On a circuit (Catch me) each landing is told in the order made, the last
        // checker's corner jump (the move of a lone checker without a die) as such.
        let circuit = before.rules().geometry == crate::rules::Geometry::Cycle;
        if circuit {
            let lone = before.checkers(side)[1..=24].iter().sum::<u8>() == 1;
            let parts: Vec<String> = steps
                .iter()
                .map(|step| {
                    let from = self.place(variant, side, step.from);
                    let to = self.place(variant, side, step.to);
                    let id = match (lone && step.die.is_none(), step.hit) {
                        (true, false) => "play-say-jump",
                        (true, true) => "play-say-jump-capture",
                        (false, true) => "play-say-hop-capture",
                        (false, false) => "play-say-hop",
                    };
                    self.loc.tr_args(
                        id,
                        &[("from", from.as_str().into()), ("to", to.as_str().into())],
                    )
                })
                .collect();
            return Txt {
                eye,
                ear: parts.join(", "),
            };
        }
        let parts: Vec<String> = checker_paths(steps)
            .iter()
            .map(|path| {
                let mut said = self.place(variant, side, path[0].0);
                for &(point, touch) in &path[1..] {
                    let to = self.place(variant, side, point);
                    said = self.loc.tr_args(
                        match touch {
                            // Borne off is said as such ("V2, sorti"), not as a place.
                            _ if usize::from(point) == OFF => "play-say-hop-off",
                            Touch::None => "play-say-hop",
                            Touch::Hit => "play-say-hop-hit",
                            Touch::Pin => "play-say-hop-pin",
                        },
                        &[("from", said.as_str().into()), ("to", to.as_str().into())],
                    );
                }
                said
            })
            .collect();
        Txt {
            eye,
            ear: parts.join(", "),
        }
    }

    /// A Doublets play (`variants.md` §2.15), written as the points acted on (`eye`), said as
    /// what each die did there (unstacked, restacked, pile borne off); a phase completed says
    /// which one begins, on the screen too.
    fn stacks_play(&self, side: Side, before: &Position, steps: &[Step], eye: String) -> Txt {
        let variant = before.variant();
        let mut pos = before.with_turn(side);
        let mut said = Vec::new();
        for step in steps {
            let id = match pos.stacks(side).phase() {
                doublets::UNSTACK => "play-say-unstack",
                doublets::RESTACK => "play-say-restack",
                _ => "play-say-pile-off",
            };
            let point = self.place(variant, side, step.from);
            said.push(self.loc.tr_args(id, &[("point", point.as_str().into())]));
            pos = doublets::apply(&pos, step);
        }
        let mut txt = Txt {
            eye,
            ear: said.join(", "),
        };
        let phase = pos.stacks(side).phase();
        if phase != before.stacks(side).phase() {
            let begins = self.msg("play-phase-begins", &[("phase", int(phase))]);
            txt.eye = format!("{}, {}", txt.eye, begins.eye);
            txt.ear = format!("{}, {}", txt.ear, begins.ear);
        }
        txt
    }

    /// One side's checkers on its own `point` in Doublets, said with its pile standing or not
    /// (`V3 (2v) en pile`, "V3, 2 verts, en pile").
    fn pile(&self, pos: &Position, side: Side, point: u8, said: Txt) -> Txt {
        let standing = key(yes_no(pos.stacks(side).stands(point)));
        self.msg2(
            "board-pile",
            Some("board-pile.ear"),
            &[("entry", said.into()), ("standing", standing)],
        )
    }

    /// What stands on `label`: `V3 (4v)` and "V3, 4 verts"; the bar, off and the reserve
    /// list each side; a point holding both colours says who is pinned under whom.
    fn counted(&self, pos: &Position, label: Label) -> Txt {
        let variant = pos.variant();
        let mut stacks: Vec<Stack> = Side::ALL
            .into_iter()
            .filter_map(|side| {
                let own = label.point_of(variant, side);
                let count = count_at(pos, side, label);
                (count > 0).then(|| Stack {
                    side,
                    count,
                    postillon: pos.postillon(side) == Some(own),
                })
            })
            .collect();
        if stacks.is_empty() {
            let name = Txt::same(self.place_name(pos, label));
            return self.msg("board-point-empty", &[("label", name.into())]);
        }
        if let [under, over] = stacks.as_mut_slice()
            && label.is_point()
        {
            // Bottom up, as the position text writes it: the pinned checker first.
            if pos.is_pinned(over.side, label.point_of(variant, over.side)) {
                std::mem::swap(under, over);
            }
            let (under, over) = (*under, *over);
            let entry = Counted {
                label,
                stacks: vec![under, over],
            }
            .to_text(self.vocab);
            return self.msg2(
                "board-pinned",
                Some("board-pinned.ear"),
                &[
                    ("entry", Txt::same(entry).into()),
                    ("label", Txt::same(label.to_text(self.vocab)).into()),
                    ("pinned", key(side_key(under.side))),
                    ("side", key(side_key(over.side))),
                    ("count", int(over.count)),
                ],
            );
        }
        let texts: Vec<Txt> = stacks
            .iter()
            .map(|&s| {
                let said = self.stack(pos, label, s, false);
                let own = label.point_of(variant, s.side);
                if pos.rules().stacks && label.is_point() {
                    self.pile(pos, s.side, own, said)
                } else {
                    said
                }
            })
            .collect();
        Txt {
            eye: texts
                .iter()
                .map(|t| t.eye.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            ear: texts
                .iter()
                .map(|t| t.ear.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// One side's checkers on `label`: `V3 (4v)` and "V3, 4 verts"; a pinned checker says
    /// so (`V5 (1n) épinglé`, "V5, 1 noir, épinglé").
    fn stack(&self, pos: &Position, label: Label, stack: Stack, pinned: bool) -> Txt {
        if self.settings.notation == PlayNotation::Standard && label.is_point() {
            // `13 : 5 verts`, the number from the viewer's side, for the eye and the ear.
            return self.msg(
                "board-std-count",
                &[
                    ("label", Txt::same(self.place_name(pos, label)).into()),
                    ("count", int(stack.count)),
                    ("side", key(side_key(stack.side))),
                    ("postillon", key(yes_no(stack.postillon))),
                    ("pinned", key(yes_no(pinned))),
                ],
            );
        }
        let entry = Counted {
            label,
            stacks: vec![stack],
        }
        .to_text(self.vocab);
        let eye = if pinned {
            self.loc
                .tr_args("board-show-pinned", &[("entry", entry.as_str().into())])
        } else {
            entry
        };
        let ear = self.loc.tr_args(
            "board-say-count",
            &[
                ("label", label.to_text(self.vocab).into()),
                ("count", stack.count.into()),
                ("side", side_key(stack.side).into()),
                ("postillon", yes_no(stack.postillon).into()),
                ("pinned", yes_no(pinned).into()),
            ],
        );
        Txt { eye, ear }
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
            Prompt::Quit => self.loc.tr("repl-prompt-quit"),
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

    fn lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Welcome {
                variant,
                green,
                black,
            } => {
                let game = Txt::same(self.loc.tr(format!("game-name-{}", variant.name())));
                let id = match (green, black) {
                    (Player::Computer, Player::Computer) => "game-welcome-demo",
                    (Player::Human, Player::Human) => "game-welcome-humans",
                    _ => "game-welcome-computer",
                };
                let mut lines = vec![self.msg(id, &[("game", game.into())])];
                if *green == Player::Human || *black == Player::Human {
                    lines.push(self.msg("game-welcome-help", &[]));
                }
                lines
            }
            Event::OpeningRoll { green, black } => vec![self.msg(
                "game-opening-roll",
                &[("green", int(green.value())), ("black", int(black.value()))],
            )],
            Event::OpeningTie => vec![self.msg("game-opening-tie", &[])],
            Event::Starts { side, dice } => vec![match dice {
                Some(dice) => self.msg(
                    "game-opening-starts",
                    &[
                        ("side", self.side(*side).into()),
                        ("dice", self.dice(*dice).into()),
                    ],
                ),
                // The starter rolls afresh (Jacquet), or moves without dice (Grasshopper).
                None => self.msg(
                    if self.settings.variant.rules().has_dice() {
                        "game-opening-starts-roll"
                    } else {
                        "game-opening-starts-free"
                    },
                    &[("side", self.side(*side).into())],
                ),
            }],
            Event::TurnStarted {
                side,
                dice,
                player,
                bar,
            } => match (player, dice) {
                (Player::Human, Some(dice)) if self.short() => vec![self.msg(
                    "game-turn-short",
                    &[
                        ("side", self.side(*side).into()),
                        ("alone", self.alone()),
                        ("dice", self.dice(*dice).into()),
                        ("bar", int(*bar)),
                    ],
                )],
                (Player::Human, Some(dice)) => vec![self.msg(
                    "game-turn-human",
                    &[
                        ("side", self.side(*side).into()),
                        ("dice", self.dice(*dice).into()),
                        ("bar", int(*bar)),
                    ],
                )],
                (Player::Human, None) => {
                    vec![self.msg("game-turn-human-free", &[("side", self.side(*side).into())])]
                }
                // The computer's roll is told with its play, in one line.
                (Player::Computer, _) => Vec::new(),
            },
            Event::Stage(note) => vec![self.stage_note(*note)],
            Event::Passed { side, dice } => {
                let human = self.settings.players[*side] == Player::Human;
                vec![match dice {
                    Some(dice) if self.short() => self.msg(
                        if human {
                            "game-pass-human-short"
                        } else {
                            "game-pass-computer-short"
                        },
                        &[
                            ("side", self.side(*side).into()),
                            ("dice", self.dice(*dice).into()),
                        ],
                    ),
                    Some(dice) => self.msg(
                        if human {
                            "game-pass-human"
                        } else {
                            "game-pass-computer"
                        },
                        &[
                            ("side", self.side(*side).into()),
                            ("dice", self.dice(*dice).into()),
                        ],
                    ),
                    None => self.msg(
                        if human {
                            "game-pass-human-free"
                        } else {
                            "game-pass-computer-free"
                        },
                        &[("side", self.side(*side).into())],
                    ),
                }]
            }
            Event::Moved {
                side,
                before,
                steps,
                dice_left,
                complete,
            } => {
                // Without the echo, only what is left to play: the player knows what was
                // typed.
                let id = match (self.settings.messages.echo, *complete, self.short()) {
                    (true, true, false) => "game-moved-complete",
                    (true, true, true) => "game-moved-complete-short",
                    (true, false, false) => "game-moved",
                    (true, false, true) => "game-moved-short",
                    (false, true, false) => "game-moved-complete-quiet",
                    (false, true, true) => "game-moved-complete-quiet-short",
                    (false, false, false) => "game-moved-quiet",
                    (false, false, true) => "game-moved-quiet-short",
                };
                let play = self.play(*side, before, steps);
                let left = Val::from(Self::dice_left(dice_left));
                let line = self.msg(id, &[("play", (&play).into()), ("left", left)]);
                if self.short() && self.settings.messages.echo && too_long(&line) {
                    // A long play (a double's four moves) on its own line, then what is
                    // left, each within a pan.
                    let rest = if *complete {
                        "game-moved-complete-quiet-short"
                    } else {
                        "game-moved-quiet-short"
                    };
                    let left = Val::from(Self::dice_left(dice_left));
                    vec![play, self.msg(rest, &[("left", left)])]
                } else {
                    vec![line]
                }
            }
            Event::Hit {
                victim,
                point,
                addressed,
                clone,
                facing,
                removed,
            } => {
                // The play's own line already says a hit on its landing point ("N7 à N11 en
                // frappant", `N11*`), and the victim's next turn says its checker is on the
                // bar: such a hit is told once. A capture the play's line does not show (on
                // the facing point, Tourne-case; a checker removed from the game, Catch me) is
                // told on its own line; so is a person's hit when their moves are not echoed;
                // the detailed level tells every hit again.
                let unechoed = !self.settings.messages.echo
                    && self.settings.players[!*victim] == Player::Human;
                let mut lines = Vec::new();
                if self.settings.verbosity == Verbosity::Detailed || *facing || *removed || unechoed
                {
                    let point = Txt::same(point.to_text(self.vocab));
                    let facing = key(if *facing { "yes" } else { "no" });
                    let removed = key(if *removed { "yes" } else { "no" });
                    lines.push(if self.short() {
                        self.msg(
                            "game-hit-short",
                            &[
                                ("point", point.into()),
                                ("facing", facing),
                                ("removed", removed),
                            ],
                        )
                    } else if *addressed {
                        self.msg(
                            "game-hit-you",
                            &[
                                ("point", point.into()),
                                ("facing", facing),
                                ("removed", removed),
                            ],
                        )
                    } else {
                        self.msg(
                            "game-hit-side",
                            &[
                                ("point", point.into()),
                                ("side", key(side_key(*victim))),
                                ("facing", facing),
                                ("removed", removed),
                            ],
                        )
                    });
                }
                if *clone {
                    lines.push(self.msg("game-clone", &[("side", key(side_key(!*victim)))]));
                }
                lines
            }
            Event::Scored {
                side,
                point,
                in_a_row,
            } => vec![self.msg(
                "game-scored",
                &[
                    ("side", self.side(*side).into()),
                    ("point", Txt::same(point.to_text(self.vocab)).into()),
                    ("count", int(*in_a_row)),
                ],
            )],
            Event::PostillonArrived { side, point } => {
                let point = Txt::same(point.to_text(self.vocab));
                vec![self.msg2(
                    "jacquet-postillon-arrived",
                    Some("jacquet-postillon-arrived.ear"),
                    &[("point", point.into()), ("side", key(side_key(*side)))],
                )]
            }
            Event::Played {
                side,
                player,
                dice,
                before,
                steps,
            } => {
                let play = self.play(*side, before, steps);
                let short = self.short();
                let echo = self.settings.messages.echo;
                let lines = match player {
                    // Typed and told checker by checker, then confirmed: not told again. A
                    // play confirmed as it was typed (`auto`) was not told yet, unless the
                    // player asked for no echo of their moves.
                    Player::Human if !self.settings.auto_confirm => vec![self.msg(
                        if short {
                            "game-played-confirmed-short"
                        } else {
                            "game-played-confirmed"
                        },
                        &[],
                    )],
                    Player::Human if !echo => vec![self.msg("game-played-quiet", &[])],
                    Player::Human
                        if short
                            && too_long(&self.msg(
                                "game-played-human-short",
                                &[
                                    ("side", self.side(*side).into()),
                                    ("alone", self.alone()),
                                    ("play", (&play).into()),
                                ],
                            )) =>
                    {
                        vec![play, self.msg("game-played-quiet", &[])]
                    }
                    Player::Human => vec![self.msg(
                        if short {
                            "game-played-human-short"
                        } else {
                            "game-played-human"
                        },
                        &[
                            ("side", self.side(*side).into()),
                            ("alone", self.alone()),
                            ("play", play.into()),
                        ],
                    )],
                    Player::Computer => vec![match dice {
                        Some(dice)
                            if short
                                && too_long(&self.msg(
                                    "game-played-computer-short",
                                    &[
                                        ("side", self.side(*side).into()),
                                        ("dice", self.dice(*dice).into()),
                                        ("play", (&play).into()),
                                    ],
                                )) =>
                        {
                            // The side and the roll, then the long play on a line of its own.
                            return self.then_pips(
                                vec![
                                    self.msg2(
                                        "game-played-computer-head-short",
                                        Some("game-played-computer-head-short.ear"),
                                        &[
                                            ("side", self.side(*side).into()),
                                            ("dice", self.dice(*dice).into()),
                                        ],
                                    ),
                                    play,
                                ],
                                before,
                                steps,
                            );
                        }
                        Some(dice) if short => self.msg2(
                            "game-played-computer-short",
                            Some("game-played-computer-short.ear"),
                            &[
                                ("side", self.side(*side).into()),
                                ("dice", self.dice(*dice).into()),
                                ("play", play.into()),
                            ],
                        ),
                        Some(dice) => self.msg(
                            "game-played-computer",
                            &[
                                ("side", self.side(*side).into()),
                                ("dice", self.dice(*dice).into()),
                                ("play", play.into()),
                            ],
                        ),
                        None => self.msg(
                            "game-played-computer-free",
                            &[("side", self.side(*side).into()), ("play", play.into())],
                        ),
                    }],
                };
                self.then_pips(lines, before, steps)
            }
            Event::Forced {
                side,
                dice,
                before,
                steps,
            } => {
                let play = self.play(*side, before, steps);
                let line = self.msg(
                    if self.short() {
                        "game-forced-short"
                    } else {
                        "game-forced"
                    },
                    &[
                        ("side", self.side(*side).into()),
                        ("alone", self.alone()),
                        ("dice", dice.map_or(Txt::default(), |d| self.dice(d)).into()),
                        ("play", (&play).into()),
                    ],
                );
                let lines = if self.short() && too_long(&line) {
                    vec![self.msg("game-forced-head-short", &[]), play]
                } else {
                    vec![line]
                };
                self.then_pips(lines, before, steps)
            }
            Event::Undone {
                side,
                before,
                steps,
                dice_left,
            } => vec![self.msg(
                if self.short() {
                    "game-undone-short"
                } else {
                    "game-undone"
                },
                &[
                    ("play", self.play(*side, before, steps).into()),
                    ("left", Self::dice_left(dice_left).into()),
                ],
            )],
            Event::GameOver {
                winner,
                kind,
                points,
            } => {
                // Pin's pip score says how it was counted: the pips and the multiplier.
                let (pips, times) = match *kind {
                    WinKind::Pips { pips, times } => (pips, times),
                    _ => (0, 1),
                };
                vec![self.msg(
                    "game-over",
                    &[
                        ("side", self.side(*winner).into()),
                        ("kind", key(kind.name())),
                        ("points", int(*points)),
                        ("pips", int(pips)),
                        ("times", int(times)),
                    ],
                )]
            }
            Event::GameDrawn => vec![self.msg("game-drawn", &[])],
            Event::Board { position } => self.board(position),
            Event::Point { position, label } => vec![self.counted(position, *label)],
            Event::Places { position, labels } => self.places(position, labels),
            Event::Checkers { position, side } => self.side_lines(position, *side),
            Event::Pips { green, black } => vec![self.msg(
                "board-pips",
                &[("green", int(*green)), ("black", int(*black))],
            )],
            Event::DiceInfo {
                side,
                dice,
                left,
                complete,
            } => {
                let Some(dice) = dice else {
                    return vec![self.msg("dice-info-free", &[("side", self.side(*side).into())])];
                };
                let args = [
                    ("side", Val::from(self.side(*side))),
                    ("dice", self.dice(*dice).into()),
                    ("left", Self::dice_left(left).into()),
                ];
                let id = match (*complete, self.short()) {
                    (true, false) => "dice-info-complete",
                    (true, true) => "dice-info-complete-short",
                    (false, false) => "dice-info",
                    (false, true) => "dice-info-short",
                };
                vec![self.msg(id, &args)]
            }
            Event::Plays {
                side,
                start,
                plays,
                from,
                total,
            } => {
                let mut lines = vec![match from {
                    None => self.msg("plays-title", &[("count", int(plays.len() as i64))]),
                    Some(label) => self.msg(
                        "plays-title-from",
                        &[
                            ("count", int(plays.len() as i64)),
                            ("total", int(*total as i64)),
                            ("point", Txt::same(label.to_text(self.vocab)).into()),
                        ],
                    ),
                }];
                lines.extend(self.numbered(*side, start, plays.iter().map(|(n, p)| (*n, p))));
                lines
            }
            Event::Hint { side, start, plays } => {
                let best = plays.first().map_or(0, |(_, e)| *e);
                let mut lines = vec![self.msg("hint-title", &[("count", int(plays.len() as i64))])];
                for (i, (steps, equity)) in plays.iter().enumerate() {
                    lines.push(self.msg2(
                        "hint-line",
                        Some("hint-line.ear"),
                        &[
                            ("number", int(i as i64 + 1)),
                            ("play", self.play(*side, start, steps).into()),
                            ("equity", self.thousandths(*equity, true).into()),
                            ("loss", self.thousandths(best - equity, false).into()),
                            ("lost", int(i64::from(best - equity))),
                            // Under half a hundredth behind: "as good", to the ear.
                            ("close", key(yes_no(best - equity < 5))),
                        ],
                    ));
                }
                lines
            }
            Event::Choices {
                side,
                before,
                choices,
            } => {
                let mut lines = vec![self.msg("plays-choices", &[])];
                let numbered = choices.iter().enumerate().map(|(i, p)| (i + 1, p));
                lines.extend(self.numbered(*side, before, numbered));
                lines
            }
            Event::Help { asked } => self.help(*asked),
            Event::Status(status) => vec![self.status(status)],
            Event::LastPlay {
                side,
                dice,
                before,
                steps,
            } => {
                let play = self.play(*side, before, steps);
                let args = |dice: Dice| {
                    [
                        ("side", Val::from(self.side(*side))),
                        ("dice", self.dice(dice).into()),
                        ("play", play.clone().into()),
                    ]
                };
                vec![match dice {
                    Some(dice) if steps.is_empty() => self.msg("last-play-pass", &args(*dice)),
                    Some(dice) => self.msg("last-play", &args(*dice)),
                    None => self.msg(
                        "last-play-free",
                        &[("side", self.side(*side).into()), ("play", play.into())],
                    ),
                }]
            }
            Event::NoLastPlay => vec![self.msg("last-play-none", &[])],
            Event::Rules { variant } => vec![self.msg(&format!("rules-{}", variant.name()), &[])],
            Event::SpeechSet { on } => {
                vec![self.msg("settings-speech", &[("on", key(yes_no(*on)))])]
            }
            Event::RateSet { percent } => {
                vec![self.msg("settings-rate", &[("rate", int(*percent))])]
            }
            Event::PitchSet { percent } => {
                vec![self.msg("settings-pitch", &[("pitch", int(*percent))])]
            }
            Event::VolumeSet { percent } => {
                vec![self.msg("settings-volume", &[("volume", int(*percent))])]
            }
            Event::NotationSet { notation } => vec![self.msg2(
                "settings-notation",
                Some("settings-notation.ear"),
                &[(
                    "notation",
                    key(match notation {
                        PlayNotation::Tactile => "tactile",
                        PlayNotation::Standard => "standard",
                    }),
                )],
            )],
            Event::LanguageSet { lang } => {
                let name = Txt::same(self.loc.tr(lang.name_id()));
                vec![self.msg("settings-language", &[("name", name.into())])]
            }
            Event::VerbositySet { level, messages } => {
                vec![self.msg(
                    "settings-verbosity",
                    &[
                        ("level", key(level.key())),
                        ("echo", key(yes_no(messages.echo))),
                        ("pips", key(yes_no(messages.pips))),
                    ],
                )]
            }
            Event::Settings(note) => self.settings_note(*note),
            Event::MessageSet { kind, on } => vec![self.msg(
                "settings-message",
                &[("kind", key(kind.key())), ("on", key(yes_no(*on)))],
            )],
            Event::ForcedSet { on } => {
                vec![self.msg("settings-forced", &[("on", key(yes_no(*on)))])]
            }
            Event::AutoConfirmSet { on } => {
                vec![self.msg("settings-auto", &[("on", key(yes_no(*on)))])]
            }
            Event::TutorSet { tutor } => self.tutor_setting(*tutor),
            Event::TutorWarning {
                side,
                start,
                played,
                best,
                loss,
            } => self.tutor_warning(*side, start, played, best, *loss),
            Event::CubeHint {
                side,
                advice,
                verdict,
                answering,
            } => self.cube_hint(*side, *advice, verdict, *answering),
            Event::TutorCubeWarning {
                action,
                better,
                loss,
                ..
            } => self.tutor_cube_warning(*action, *better, *loss),
            Event::Review(review) => self.review(review),
            Event::ReviewAvailable => vec![self.msg("review-available", &[])],
            Event::Teach(event) => self.teach_lines(event),
            Event::Replay(event) => self.replay(event),
            Event::QuitAsked => vec![self.msg("quit-ask", &[])],
            Event::QuitCancelled => vec![self.msg("quit-cancelled", &[])],
            Event::Quit => vec![self.msg("quit-done", &[])],
            Event::Match(event) => self.match_lines(event),
            Event::Error(problem) => vec![self.problem(problem)],
        }
    }

    /// `réglages`: each setting the file keeps, one a line, in the words the commands that
    /// change them use; what became of the file.
    fn settings_note(&self, note: SettingsNote) -> Vec<Txt> {
        match note {
            SettingsNote::Listed { settings } => {
                let name = Txt::same(self.loc.tr(settings.lang.name_id()));
                let notation = match settings.notation {
                    PlayNotation::Tactile => "tactile",
                    PlayNotation::Standard => "standard",
                };
                vec![
                    self.msg("settings-list-title", &[]),
                    self.msg("settings-language", &[("name", name.into())]),
                    self.msg("settings-speech", &[("on", key(yes_no(settings.speech)))]),
                    self.msg("settings-rate", &[("rate", int(settings.rate))]),
                    self.msg("settings-pitch", &[("pitch", int(settings.pitch))]),
                    self.msg("settings-volume", &[("volume", int(settings.volume))]),
                    self.msg2(
                        "settings-notation",
                        Some("settings-notation.ear"),
                        &[("notation", key(notation))],
                    ),
                    self.msg(
                        "settings-verbosity",
                        &[
                            ("level", key(settings.verbosity.key())),
                            ("echo", key(yes_no(settings.messages.echo))),
                            ("pips", key(yes_no(settings.messages.pips))),
                        ],
                    ),
                    self.msg(
                        "match-level-info",
                        &[("level", key(settings.level.id_en()))],
                    ),
                    self.msg(
                        "settings-auto",
                        &[("on", key(yes_no(settings.auto_confirm)))],
                    ),
                    self.msg(
                        "settings-forced",
                        &[("on", key(yes_no(settings.forced_auto)))],
                    ),
                ]
            }
            // Carried out by the front end, which tells how it went.
            SettingsNote::SaveAsked => Vec::new(),
            SettingsNote::KeepHint => vec![self.msg("settings-keep-hint", &[])],
            SettingsNote::Saved { set_aside } => {
                vec![self.msg("settings-file-saved", &[("aside", key(yes_no(set_aside)))])]
            }
            SettingsNote::NotSaved { why } => {
                vec![self.msg("settings-file-not-saved", &[("why", key(why.key()))])]
            }
            SettingsNote::Ignored { trouble } => {
                let (why, line) = match trouble {
                    SettingsTrouble::File(why) => (why.key(), 0),
                    SettingsTrouble::Syntax { line } => ("syntax", line),
                    SettingsTrouble::UnknownKey { line } => ("unknown-key", line),
                    SettingsTrouble::BadValue { line } => ("bad-value", line),
                };
                vec![self.msg(
                    "settings-file-ignored",
                    &[("why", key(why)), ("line", int(line as i64))],
                )]
            }
        }
    }

    /// `état` in one line: each piece that applies, in a fixed order, so that the ear finds
    /// each where it expects it.
    fn status(&self, status: &Status) -> Txt {
        let mut pieces = vec![match &status.turn {
            None => self.msg("status-over", &[]),
            Some((side, stage)) => {
                let side = Val::from(self.side(*side));
                match stage {
                    Stage::ToRoll => self.msg("status-turn-roll", &[("side", side)]),
                    Stage::ToAnswer => self.msg("status-turn-answer", &[("side", side)]),
                    Stage::ToPlay { dice: None, .. } => {
                        self.msg("status-turn-free", &[("side", side)])
                    }
                    Stage::ToPlay { left, .. } if left.is_empty() => {
                        self.msg("status-turn-complete", &[("side", side)])
                    }
                    Stage::ToPlay {
                        dice: Some(dice),
                        left,
                    } => self.msg(
                        "status-turn-play",
                        &[
                            ("side", side),
                            ("dice", self.dice(*dice).into()),
                            ("left", Self::dice_left(left).into()),
                            ("whole", key(yes_no(left.len() == dice.to_play().len()))),
                        ],
                    ),
                }
            }
        }];
        for side in Side::ALL {
            if status.bar[side] > 0 {
                pieces.push(self.msg(
                    "status-bar",
                    &[
                        ("side", key(side_key(side))),
                        ("count", int(status.bar[side])),
                    ],
                ));
            }
        }
        if let Some((value, owner)) = status.cube {
            pieces.push(match owner {
                None => self.msg("status-cube-centred", &[("value", int(value))]),
                Some(owner) => self.msg(
                    "status-cube-owned",
                    &[("value", int(value)), ("side", self.side(owner).into())],
                ),
            });
        }
        if let Some((score, length)) = status.score {
            pieces.push(self.msg(
                "status-score",
                &[
                    ("green", int(score.green)),
                    ("black", int(score.black)),
                    ("length", int(length.unwrap_or(0))),
                ],
            ));
        }
        pieces.push(self.msg(
            "status-pips",
            &[
                ("green", int(status.pips.green)),
                ("black", int(status.pips.black)),
            ],
        ));
        if let Some(banks) = status.clock {
            pieces.push(self.msg(
                "status-clock",
                &[
                    ("green", self.duration(banks.green).into()),
                    ("black", self.duration(banks.black).into()),
                ],
            ));
        }
        let separator = self.loc.tr("status-separator");
        let join =
            |part: fn(&Txt) -> &str| pieces.iter().map(part).collect::<Vec<_>>().join(&separator);
        let mut line = Txt {
            eye: join(|t| t.eye.as_str()),
            ear: join(|t| t.ear.as_str()),
        };
        line.eye.push('.');
        line.ear.push('.');
        line
    }

    /// `aide`: the topics in a few lines; `aide TOPIC`: its commands (and how to type a
    /// play, under `jouer`); `aide tout`: every command.
    fn help(&self, asked: HelpAsked) -> Vec<Txt> {
        let topic = match asked {
            HelpAsked::Topics => {
                let mut lines = vec![self.msg("help-topics-title", &[])];
                lines.extend(Topic::ALL.iter().map(|t| {
                    self.msg(
                        "help-topic-line",
                        &[
                            ("topic", Txt::same(self.loc.tr(t.word())).into()),
                            ("about", Txt::same(self.loc.tr(t.about())).into()),
                        ],
                    )
                }));
                lines.push(self.msg("help-topics-end", &[]));
                return lines;
            }
            HelpAsked::Topic(topic) => Some(topic),
            HelpAsked::All => None,
        };
        let mut lines = vec![match topic {
            Some(t) => self.msg(
                "help-topic-title",
                &[("topic", Txt::same(self.loc.tr(t.word())).into())],
            ),
            None => self.msg("help-title", &[]),
        }];
        for c in COMMANDS
            .iter()
            .filter(|c| topic.is_none_or(|t| c.topic == t))
        {
            let (word, short) = (self.loc.tr(c.word), self.loc.tr(c.short));
            // A short form that is the word itself (`id`) or a sign (`?`) is not read out.
            let spoken = short != word && short.chars().all(char::is_alphabetic);
            lines.push(self.msg2(
                "help-line",
                Some("help-line.ear"),
                &[
                    ("word", Txt::same(word).into()),
                    ("short", Txt::same(short).into()),
                    ("spoken", key(yes_no(spoken))),
                    ("text", Txt::same(self.loc.tr(c.help)).into()),
                ],
            ));
        }
        if topic.is_none_or(|t| t == Topic::Play) {
            lines.push(self.msg2("help-play", Some("help-play.ear"), &[]));
        }
        lines
    }

    /// Thousandths of a point: for the eye a decimal number in the player's language
    /// (`+0,123`); for the ear, in words and hundredths ("gagne 12 centièmes", "perd 38
    /// centièmes"), which a voice says plainly where "plus 0 virgule 123" is noise.
    fn thousandths(&self, value: i32, signed: bool) -> Txt {
        let v = value.unsigned_abs();
        let eye = self
            .decimal(sign(value, signed), v / 1000, &format!("{:03}", v % 1000))
            .eye;
        let direction = match (signed, value < 0) {
            (false, _) => "none",
            (true, true) => "minus",
            (true, false) => "plus",
        };
        let ear = self.loc.tr_args(
            "number-say-hundredths",
            &[
                ("sign", direction.into()),
                // Rounded to the nearest hundredth (at most 2^31 + 5: no overflow).
                ("hundredths", ((v + 5) / 10).into()),
            ],
        );
        Txt { eye, ear }
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

    /// Plays under their numbers, one per line.
    fn numbered<'p>(
        &self,
        side: Side,
        start: &Position,
        plays: impl Iterator<Item = (usize, &'p Vec<Step>)>,
    ) -> Vec<Txt> {
        plays
            .map(|(number, steps)| {
                self.msg2(
                    "plays-line",
                    Some("plays-line.ear"),
                    &[
                        ("number", int(number as i64)),
                        ("play", self.play(side, start, steps).into()),
                    ],
                )
            })
            .collect()
    }

    /// The board by side (Green then Black), each side from its furthest checker to its
    /// nearest, then its borne-off checkers.
    fn board(&self, pos: &Position) -> Vec<Txt> {
        let mut lines = Vec::new();
        for side in Side::ALL {
            lines.extend(self.side_lines(pos, side));
        }
        if let Some((side, n)) = pos.streak() {
            lines.push(self.msg(
                "board-streak",
                &[("side", self.side(side).into()), ("count", int(n))],
            ));
        }
        lines
    }

    /// One side's checkers: a heading with its pips, then each place it holds, furthest
    /// first (`pions noirs`, and each half of `plateau`).
    fn side_lines(&self, pos: &Position, side: Side) -> Vec<Txt> {
        let variant = pos.variant();
        let mut lines = Vec::new();
        {
            let heading = self.msg(
                "board-side",
                &[
                    ("side", self.side(side).into()),
                    ("pips", int(pos.pips(side))),
                ],
            );
            // The reserve first: furthest from home, as the bar.
            let entries: Vec<Txt> = std::iter::once(RESERVE)
                .chain((OFF as u8..=BAR as u8).rev())
                .filter(|&p| count_at(pos, side, Label::of_point(variant, side, p)) > 0)
                .map(|p| {
                    let label = Label::of_point(variant, side, p);
                    let stack = Stack {
                        side,
                        count: count_at(pos, side, label),
                        postillon: pos.postillon(side) == Some(p),
                    };
                    let said = self.stack(pos, label, stack, pos.is_pinned(side, p));
                    if pos.rules().stacks && label.is_point() {
                        self.pile(pos, side, p, said)
                    } else {
                        said
                    }
                })
                .collect();
            let said: Vec<&str> = entries.iter().map(|t| t.ear.as_str()).collect();
            let ear = self.loc.tr_args(
                "board-say-side",
                &[
                    ("heading", heading.ear.as_str().into()),
                    (
                        "points",
                        said.join(&self.loc.tr("board-say-separator")).into(),
                    ),
                ],
            );
            lines.push(Txt {
                eye: heading.eye,
                ear: String::new(),
            });
            for chunk in entries.chunks(ENTRIES_PER_LINE) {
                let eye: Vec<&str> = chunk.iter().map(|t| t.eye.as_str()).collect();
                lines.push(Txt {
                    eye: eye.join(", "),
                    ear: String::new(),
                });
            }
            if let Some(last) = lines.last_mut() {
                last.ear = ear;
            }
            if pos.rules().stacks {
                let phase = pos.stacks(side).phase();
                lines.push(self.msg(
                    "board-phase",
                    &[("side", self.side(side).into()), ("phase", int(phase))],
                ));
            }
        }
        lines
    }

    /// Several places (`cases 1 6`, `cases jan intérieur`), each as `case` tells it, a few
    /// to a displayed line and in one utterance.
    fn places(&self, pos: &Position, labels: &[Label]) -> Vec<Txt> {
        let entries: Vec<Txt> = labels.iter().map(|&l| self.counted(pos, l)).collect();
        let trim = |t: &str| t.trim_end_matches('.').to_owned();
        let mut lines: Vec<Txt> = entries
            .chunks(ENTRIES_PER_LINE)
            .map(|chunk| Txt {
                eye: chunk
                    .iter()
                    .map(|t| trim(&t.eye))
                    .collect::<Vec<_>>()
                    .join(", "),
                ear: String::new(),
            })
            .collect();
        let said: Vec<String> = entries.iter().map(|t| trim(&t.ear)).collect();
        if let Some(last) = lines.last_mut() {
            last.ear = format!("{}.", said.join(&self.loc.tr("board-say-separator")));
        }
        lines
    }

    /// The side whose numbering the standard notation's points follow on the board (Pontes'
    /// F3: from the player's side): the side on roll where a person plays it, else the
    /// person who plays, else Green.
    fn viewer(&self, turn: Side) -> Side {
        self.settings.viewer(turn)
    }

    /// A place's name on the board in the notation in use: `V3` (tactile), or `13`,
    /// numbered from the viewer's side (standard); the bar, off and the reserve by their
    /// words.
    fn place_name(&self, pos: &Position, label: Label) -> String {
        match (self.settings.notation, label) {
            (PlayNotation::Standard, Label::Point(_)) => label
                .point_of(pos.variant(), self.viewer(pos.turn()))
                .to_string(),
            _ => label.to_text(self.vocab),
        }
    }

    fn problem(&self, problem: &Problem) -> Txt {
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
            // A move backward is read well enough: it is refused as such, not as unreadable.
            Problem::Syntax {
                error: PlayInputError::NotForward { .. },
                ..
            } => self.msg("error-backward", &[]),
            // The word not known is named, with the words the notation knows.
            Problem::Syntax {
                error: PlayInputError::UnknownWord { at },
                text,
            } => {
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
            Problem::Syntax { error, .. } => {
                let why = Txt::same(self.loc.tr(input_error_id(error)));
                self.msg("error-syntax", &[("why", why.into())])
            }
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
            Problem::Incomplete { left } => self.msg(
                "error-incomplete",
                &[("left", Self::dice_left(left).into())],
            ),
            // Nothing after the command: say what it wants, not an empty quote.
            Problem::BadArgument { command: id, text } if text.trim().is_empty() => {
                let c = command(*id);
                self.msg(
                    "error-missing-argument",
                    &[
                        ("word", Txt::same(self.loc.tr(c.word)).into()),
                        ("help", Txt::same(self.loc.tr(c.help)).into()),
                    ],
                )
            }
            Problem::BadArgument { command: id, text } => {
                let c = command(*id);
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

    /// What follows a stage of a turn: the bottom faces, a new roll, a ladder's next
    /// number, a double to name or named.
    fn stage_note(&self, note: StageNote) -> Txt {
        let side = |s: Side| -> Val { self.side(s).into() };
        match note {
            StageNote::BottomFaces { die, .. } => {
                self.msg("stage-bottom-faces", &[("die", int(die.value()))])
            }
            StageNote::RollAgain { side: s } => self.msg("stage-roll-again", &[("side", side(s))]),
            StageNote::Ladder {
                side: s,
                die,
                passes,
            } => self.msg(
                if passes {
                    "stage-ladder-passes"
                } else {
                    "stage-ladder-same"
                },
                &[("side", side(s)), ("die", int(die.value()))],
            ),
            StageNote::NameDouble { side: s, rolled } => match rolled {
                Some(dice) => self.msg2(
                    "stage-name-rolled",
                    Some("stage-name-rolled.ear"),
                    &[("side", side(s)), ("dice", self.dice(dice).into())],
                ),
                None => self.msg2("stage-name-prompt", Some("stage-name-prompt.ear"), &[]),
            },
            StageNote::EarlyRoll { side: s, dice } => self.msg(
                "stage-early-roll",
                &[("side", side(s)), ("dice", self.dice(dice).into())],
            ),
            StageNote::ChooseRoll { side: s } => self.msg2(
                "stage-choose-prompt",
                Some("stage-choose-prompt.ear"),
                &[("side", side(s))],
            ),
            StageNote::Chose { side: s, dice } => self.msg(
                "stage-chose",
                &[("side", side(s)), ("dice", self.dice(dice).into())],
            ),
            StageNote::Named {
                side: s,
                die,
                rolled,
            } => match rolled {
                Some(dice) => self.msg(
                    "stage-named-rolled",
                    &[
                        ("side", side(s)),
                        ("dice", self.dice(dice).into()),
                        ("die", int(die.value())),
                    ],
                ),
                None => self.msg(
                    "stage-named",
                    &[("side", side(s)), ("die", int(die.value()))],
                ),
            },
        }
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
                    (
                        "rule",
                        key(match rule {
                            BlockingRule::PostillonRoute => "route",
                            BlockingRule::FiveFromStart { double: false } => "start",
                            BlockingRule::FiveFromStart { double: true } => "double",
                            BlockingRule::SixInARow => "six",
                        }),
                    ),
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
            MoveError::TurnEnd { rule } => self.msg(
                "move-error-turn-end",
                &[(
                    "rule",
                    key(match rule {
                        RuleBreak::FirstQuarterFull => "quarter",
                        RuleBreak::PrimeBeforeAll => "prime",
                        RuleBreak::Blocking(_) => "blocking",
                    }),
                )],
            ),
            MoveError::NotAMove => self.msg("move-error-not-a-move", &[]),
            MoveError::NothingOn { point } => {
                self.msg("move-error-nothing-on", &[("point", label(*point).into())])
            }
        }
    }
}

/// How many of `side`'s checkers are on `label`: a point, the bar, off, or the reserve.
fn count_at(pos: &Position, side: Side, label: Label) -> u8 {
    match label {
        Label::Reserve => pos.reserve(side),
        _ => pos.count(side, label.point_of(pos.variant(), side)),
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

/// What a checker did to a lone opposing checker where it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Touch {
    None,
    Hit,
    Pin,
}

impl Touch {
    fn of(step: &Step) -> Touch {
        if step.hit {
            Touch::Hit
        } else if step.pin {
            Touch::Pin
        } else {
            Touch::None
        }
    }
}

/// The path of each checker in a play, for the ear: the points it went through, each with
/// whether it hit or pinned there. Hops of one checker are joined, furthest checker first; a
/// move without dice that takes two checkers alike (a wall borne off) is told once.
fn checker_paths(steps: &[Step]) -> Vec<Vec<(u8, Touch)>> {
    let mut sorted: Vec<Step> = Vec::new();
    for &step in steps {
        if !(step.die.is_none() && sorted.contains(&step)) {
            sorted.push(step);
        }
    }
    sorted.sort_by(|a, b| {
        gnubg_play::source_rank(b.from)
            .cmp(&gnubg_play::source_rank(a.from))
            .then(b.to.cmp(&a.to))
    });
    let mut paths: Vec<Vec<(u8, Touch)>> = Vec::new();
    let mut used = vec![false; sorted.len()];
    for i in 0..sorted.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        let mut path = vec![
            (sorted[i].from, Touch::None),
            (sorted[i].to, Touch::of(&sorted[i])),
        ];
        while let Some(j) = path
            .last()
            .and_then(|&(end, _)| (0..sorted.len()).find(|&j| !used[j] && sorted[j].from == end))
        {
            used[j] = true;
            if let Some(last) = path.last_mut()
                && last.1 == Touch::None
            {
                // Passing through without hitting or pinning: the checker simply goes on.
                *last = (sorted[j].to, Touch::of(&sorted[j]));
            } else {
                path.push((sorted[j].to, Touch::of(&sorted[j])));
            }
        }
        paths.push(path);
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, QUOTED_MAX, vocabulary};
    use crate::session::NewGame as GameConfig;

    /// What the player reads, and hears, when `line` is not understood.
    fn unknown(lang: Lang, line: &str) -> Said {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&GameConfig::new(lang, Variant::Backgammon));
        Renderer::new(&loc, &vocab, settings).render(&Event::Error(Problem::Unknown {
            text: line.to_owned(),
        }))
    }

    /// The words of `event` in `lang`, for a game of `variant`.
    fn said(lang: Lang, variant: Variant, event: &Event) -> Said {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&GameConfig::new(lang, variant));
        Renderer::new(&loc, &vocab, settings).render(event)
    }

    fn position(variant: Variant, text: &str, turn: Side) -> Position {
        crate::notation::position_text::parse(text, variant, turn, &vocabulary(Lang::Fr)).unwrap()
    }

    #[test]
    fn a_forced_play_is_told_with_its_dice_and_its_play() {
        let mut session = crate::session::forced_six_five(false);
        let events = session.handle("forcés oui");
        let loc = Localizer::new(Lang::Fr);
        let forced = events
            .iter()
            .find(|e| matches!(e, Event::Forced { .. }))
            .map(|e| Renderer::for_session(&loc, &session).render(e))
            .expect("the forced play");
        assert_eq!(forced.display, ["Coup forcé, dés 6-5 : V6-V1 V6-sortis."]);
        assert_eq!(
            forced.spoken,
            "Coup forcé, dés 6 et 5 : V6 à V1, V6, sorti."
        );
    }

    #[test]
    fn the_board_tells_the_reserve_first() {
        let pos = position(Variant::Race, "réserve (9v, 15n), N12 (6v)", Side::Green);
        let fr = said(Lang::Fr, Variant::Race, &Event::Board { position: pos });
        assert!(
            fr.display.contains(&"réserve (9v), N12 (6v)".to_owned()),
            "{fr:?}"
        );
        assert!(
            fr.spoken.contains("réserve, 9 verts ; N12, 6 verts"),
            "{}",
            fr.spoken
        );
        assert!(fr.spoken.contains("réserve, 15 noirs"), "{}", fr.spoken);
        let en = said(Lang::En, Variant::Race, &Event::Board { position: pos });
        assert!(en.spoken.contains("reserve, 9 green"), "{}", en.spoken);
        let point = said(
            Lang::Fr,
            Variant::Race,
            &Event::Point {
                position: pos,
                label: Label::Reserve,
            },
        );
        assert_eq!(point.display, ["réserve (9v), réserve (15n)"]);
        assert_eq!(point.spoken, "réserve, 9 verts, réserve, 15 noirs");
    }

    #[test]
    fn a_pinned_checker_is_told_for_the_eye_and_the_ear() {
        let pos = position(
            Variant::Plakoto,
            "V5 (1n, 2v), N1 (13v), V1 (14n)",
            Side::Green,
        );
        let label = Label::of_point(Variant::Plakoto, Side::Green, 5);
        let fr = said(
            Lang::Fr,
            Variant::Plakoto,
            &Event::Point {
                position: pos,
                label,
            },
        );
        assert_eq!(fr.display, ["V5 (1n, 2v) : noir épinglé"]);
        assert_eq!(fr.spoken, "Un pion noir épinglé sous 2 verts en V5");
        let en = said(
            Lang::En,
            Variant::Plakoto,
            &Event::Point {
                position: pos,
                label,
            },
        );
        assert_eq!(en.display, ["V5 (1n, 2v): black pinned"]);
        assert_eq!(en.spoken, "One black checker pinned under 2 green on V5");
        let board = said(Lang::Fr, Variant::Plakoto, &Event::Board { position: pos });
        assert!(
            board.display.iter().any(|l| l.contains("V5 (1n) épinglé")),
            "{board:?}"
        );
        assert!(
            board.spoken.contains("V5, 1 noir, épinglé"),
            "{}",
            board.spoken
        );
    }

    #[test]
    fn a_play_that_pins_says_so_once() {
        let before = position(
            Variant::Plakoto,
            "V6 (1n), V8 (2v), N1 (13v), V1 (14n)",
            Side::Green,
        );
        let legal = before.legal_plays(Dice::from_values(2, 1).unwrap());
        let pinning = legal
            .iter()
            .find(|p| p.play.steps().iter().any(|s| s.pin) && p.play.len() == 2)
            .unwrap();
        let event = Event::Played {
            side: Side::Green,
            player: crate::session::Player::Computer,
            dice: Dice::from_values(2, 1),
            before,
            steps: pinning.play.steps().to_vec(),
        };
        let fr = said(Lang::Fr, Variant::Plakoto, &event);
        assert_eq!(
            fr.spoken.matches("en épinglant").count(),
            1,
            "{}",
            fr.spoken
        );
        assert!(fr.display[0].contains('*'), "{:?}", fr.display);
        assert!(!fr.spoken.contains('*'));
        let en = said(Lang::En, Variant::Plakoto, &event);
        assert_eq!(en.spoken.matches("pinning").count(), 1, "{}", en.spoken);
    }

    #[test]
    fn a_capture_on_the_facing_point_is_told_with_the_victims_point() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::TourneCase, Side::Black, 9),
            addressed: false,
            clone: false,
            facing: true,
            removed: false,
        };
        let fr = said(Lang::Fr, Variant::TourneCase, &hit);
        assert_eq!(
            fr.display,
            ["Prise en face ! Le pion noir de N9 est sur la barre."]
        );
        let en = said(Lang::En, Variant::TourneCase, &hit);
        assert_eq!(
            en.display,
            ["Taken on the facing point! The black checker on N9 is on the bar."]
        );
    }

    #[test]
    fn a_clone_and_a_score_are_told() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::Cloning, Side::Green, 7),
            addressed: false,
            clone: true,
            facing: false,
            removed: false,
        };
        let fr = said(Lang::Fr, Variant::Cloning, &hit);
        assert_eq!(fr.display, ["Clone : un pion vert de plus, sur la barre."]);
        let en = said(Lang::En, Variant::Cloning, &hit);
        assert_eq!(en.display, ["Clone: one more green checker, on the bar."]);
        let scored = |in_a_row| Event::Scored {
            side: Side::Green,
            point: Label::of_point(Variant::Grasshopper, Side::Green, 3),
            in_a_row,
        };
        let fr = said(Lang::Fr, Variant::Grasshopper, &scored(1));
        assert_eq!(fr.display, ["Vert marque : mur de V3 sorti."]);
        let fr = said(Lang::Fr, Variant::Grasshopper, &scored(2));
        assert_eq!(fr.display, ["Vert marque encore : mur de V3 sorti."]);
        let en = said(Lang::En, Variant::Grasshopper, &scored(1));
        assert_eq!(en.display, ["Green scores: wall off V3."]);
        for line in fr.display.iter().chain(&en.display) {
            assert!(line.chars().count() <= 40, "{line}");
        }
    }

    /// The words of `event` in French backgammon with `adjust`ed settings.
    fn said_with(adjust: impl FnOnce(&mut Settings), event: &Event) -> Said {
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let mut settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Backgammon));
        adjust(&mut settings);
        Renderer::new(&loc, &vocab, settings).render(event)
    }

    #[test]
    fn a_hit_is_told_by_the_play_alone_except_in_detail() {
        let hit = Event::Hit {
            victim: Side::Green,
            point: Label::of_point(Variant::Backgammon, Side::Green, 20),
            addressed: true,
            clone: false,
            facing: false,
            removed: false,
        };
        assert_eq!(said_with(|_| {}, &hit), Said::default());
        let detailed = said_with(|s| s.verbosity = Verbosity::Detailed, &hit);
        assert_eq!(
            detailed.display,
            ["Frappe ! Votre pion de N5 est sur la barre."]
        );
    }

    #[test]
    fn a_play_told_as_typed_is_not_told_again_when_confirmed() {
        let before = Position::start(Variant::Backgammon, Side::Green);
        let played = Event::Played {
            side: Side::Green,
            player: Player::Human,
            dice: Dice::from_values(6, 5),
            before,
            steps: before.legal_plays(Dice::from_values(6, 5).unwrap())[0]
                .play
                .steps()
                .to_vec(),
        };
        let confirmed = said_with(|_| {}, &played);
        assert_eq!(confirmed.display, ["Coup validé."]);
        assert_eq!(confirmed.spoken, "Coup validé.");
        // Confirmed as typed, it was not told yet: it is told now, once.
        let auto = said_with(|s| s.auto_confirm = true, &played);
        assert!(
            auto.spoken.starts_with("Vert joue N1 à "),
            "{}",
            auto.spoken
        );
    }

    #[test]
    fn the_turn_of_a_player_with_a_checker_on_the_bar_says_so() {
        let turn = |bar| Event::TurnStarted {
            side: Side::Green,
            dice: Dice::from_values(4, 2),
            player: Player::Human,
            bar,
        };
        assert_eq!(
            said_with(|_| {}, &turn(0)).spoken,
            "Vert, à vous : dés 4 et 2."
        );
        assert_eq!(
            said_with(|_| {}, &turn(1)).spoken,
            "Vert, à vous : dés 4 et 2, un pion sur la barre."
        );
        assert_eq!(
            said_with(|_| {}, &turn(2)).display,
            ["Vert, à vous : dés 4-2, 2 pions sur la barre."]
        );
    }

    #[test]
    fn the_short_level_names_no_side_where_one_person_plays_and_keeps_within_a_pan() {
        let turn = |bar| Event::TurnStarted {
            side: Side::Green,
            dice: Dice::from_values(4, 2),
            player: Player::Human,
            bar,
        };
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        let said = said_with(short, &turn(0));
        assert_eq!(said.display, ["À vous : 4-2."]);
        assert_eq!(said.spoken, "À vous : 4 et 2.");
        let two = |s: &mut Settings| {
            s.verbosity = Verbosity::Short;
            s.players.black = Player::Human;
        };
        assert_eq!(
            said_with(two, &turn(2)).display,
            ["Vert : 4-2, 2 sur la barre."]
        );
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let mut settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Backgammon));
        settings.verbosity = Verbosity::Short;
        let prompt = Prompt::Turn {
            side: Side::Green,
            dice: Dice::from_values(4, 2),
        };
        assert_eq!(
            Renderer::new(&loc, &vocab, settings).prompt(prompt),
            "4-2 > "
        );
    }

    /// Green's moves of `dice` from the start: the first legal play's first `count` steps.
    fn moved(dice: (u8, u8), count: usize, complete: bool) -> Event {
        let before = Position::start(Variant::Backgammon, Side::Green);
        let steps = before.legal_plays(Dice::from_values(dice.0, dice.1).unwrap())[0]
            .play
            .steps()[..count]
            .to_vec();
        Event::Moved {
            side: Side::Green,
            before,
            steps,
            dice_left: Vec::new(),
            complete,
        }
    }

    #[test]
    fn a_move_is_echoed_in_short_and_not_at_all_without_the_echo() {
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        let said = said_with(short, &moved((6, 5), 2, true));
        assert_eq!(said.display.len(), 1, "{said:?}");
        assert!(said.display[0].ends_with(" : complet."), "{said:?}");
        let quiet = said_with(|s| s.messages.echo = false, &moved((6, 5), 2, true));
        assert_eq!(quiet.display, ["Coup complet : Entrée valide."]);
        let both = |s: &mut Settings| {
            s.verbosity = Verbosity::Short;
            s.messages.echo = false;
        };
        assert_eq!(
            said_with(both, &moved((6, 5), 2, true)).display,
            ["Complet."]
        );
    }

    #[test]
    fn a_long_play_at_the_short_level_goes_on_a_line_of_its_own() {
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        // Four checkers borne off with a double: the play, then the word that it is
        // complete.
        let before = position(Variant::Backgammon, "V6 (15v), N6 (15n)", Side::Green);
        let steps = before.legal_plays(Dice::from_values(6, 6).unwrap())[0]
            .play
            .steps()
            .to_vec();
        let bear_off = Event::Moved {
            side: Side::Green,
            before,
            steps,
            dice_left: Vec::new(),
            complete: true,
        };
        let said = said_with(short, &bear_off);
        assert_eq!(said.display.len(), 2, "{said:?}");
        assert_eq!(said.display[1], "Complet.");
        for line in &said.display {
            assert!(line.chars().count() <= PAN, "{line}");
        }
    }

    #[test]
    fn without_the_echo_a_persons_hit_is_told_on_its_own_line() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::Backgammon, Side::Green, 20),
            addressed: false,
            clone: false,
            facing: false,
            removed: false,
        };
        assert_eq!(said_with(|_| {}, &hit), Said::default());
        let quiet = |s: &mut Settings| {
            s.verbosity = Verbosity::Short;
            s.messages.echo = false;
        };
        assert_eq!(said_with(quiet, &hit).display, ["Frappe en N5."]);
    }

    #[test]
    fn the_pips_follow_each_play_when_asked_for() {
        let before = Position::start(Variant::Backgammon, Side::Black);
        let dice = Dice::from_values(6, 5).unwrap();
        let play = before.legal_plays(dice)[0].play.steps().to_vec();
        let played = Event::Played {
            side: Side::Black,
            player: Player::Computer,
            dice: Some(dice),
            before,
            steps: play,
        };
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        let said = said_with(short, &played);
        assert!(said.display[0].starts_with("Noir 6-5 : "), "{said:?}");
        assert!(said.spoken.starts_with("Noir, 6 et 5 : "), "{said:?}");
        assert_eq!(said.display.len(), 1);
        let pips = |s: &mut Settings| s.messages.pips = true;
        let said = said_with(pips, &played);
        assert_eq!(said.display[1], "Pips : Vert 167, Noir 156.");
    }

    #[test]
    fn in_standard_notation_the_board_numbers_points_from_the_players_side() {
        let standard = |s: &mut Settings| s.notation = PlayNotation::Standard;
        let board = Event::Board {
            position: Position::start(Variant::Backgammon, Side::Green),
        };
        let said = said_with(standard, &board);
        assert_eq!(
            said.display,
            [
                "Vert, 167 pips :",
                "24 : 2 verts, 13 : 5 verts, 8 : 3 verts, 6 : 5 verts",
                "Noir, 167 pips :",
                "1 : 2 noirs, 12 : 5 noirs, 17 : 3 noirs, 19 : 5 noirs",
            ]
        );
        // Black on roll, a second person: from Black's side.
        let two = |s: &mut Settings| {
            s.notation = PlayNotation::Standard;
            s.players.black = Player::Human;
        };
        let point = Event::Point {
            position: Position::start(Variant::Backgammon, Side::Black),
            label: Label::of_point(Variant::Backgammon, Side::Black, 13),
        };
        assert_eq!(said_with(two, &point).display, ["13 : 5 noirs"]);
        // In the tactile notation, as ever.
        assert_eq!(said_with(|_| {}, &point).display, ["V12 (5n)"]);
    }

    #[test]
    fn several_places_are_told_a_few_to_a_line_and_in_one_utterance() {
        let position = Position::start(Variant::Backgammon, Side::Green);
        let labels = (1..=6)
            .map(|p| Label::of_point(Variant::Backgammon, Side::Green, p))
            .collect();
        let said = said_with(|_| {}, &Event::Places { position, labels });
        assert_eq!(
            said.display,
            ["V1 (2n), V2 : vide, V3 : vide, V4 : vide, V5 : vide, V6 (5v)"]
        );
        assert_eq!(
            said.spoken,
            "V1, 2 noirs ; V2 : vide ; V3 : vide ; V4 : vide ; V5 : vide ; V6, 5 verts."
        );
    }

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
    fn equities_are_spoken_in_hundredths_won_or_lost_and_shown_as_numbers() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let plays = start.legal_plays(Dice::from_values(6, 5).unwrap());
        let hint = Event::Hint {
            side: Side::Green,
            start,
            plays: vec![
                (plays[0].play.steps().to_vec(), 85),
                (plays[1].play.steps().to_vec(), -380),
            ],
        };
        let said = said_with(|_| {}, &hint);
        assert!(
            said.spoken.contains("gagne 9 centièmes."),
            "{}",
            said.spoken
        );
        assert!(
            said.spoken
                .contains("perd 38 centièmes, 47 centièmes de moins que le meilleur."),
            "{}",
            said.spoken
        );
        assert!(!said.spoken.contains("virgule"), "{}", said.spoken);
        assert!(
            said.display[1].ends_with("équité +0,085."),
            "{:?}",
            said.display
        );
        assert!(
            said.display[2].contains("équité -0,380, perd 0,465"),
            "{:?}",
            said.display
        );
    }

    #[test]
    fn a_retry_is_told_as_the_best_or_as_worse_than_the_best_in_both_languages() {
        use crate::session::ReplayEvent;
        let before = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(6, 5).unwrap();
        let run = before.legal_plays(dice).remove(0).play.steps().to_vec();
        let retried = |tried_loss, made_loss| {
            Event::Replay(ReplayEvent::Retried {
                side: Side::Green,
                before,
                tried: run.clone(),
                tried_loss,
                made_loss,
                same: false,
            })
        };
        let fr = |event: &Event| said(Lang::Fr, Variant::Backgammon, event).display.join(" ");
        let en = |event: &Event| said(Lang::En, Variant::Backgammon, event).display.join(" ");
        let best = retried(0, 250);
        assert!(
            fr(&best).contains("le meilleur coup ! Le coup joué perdait 0,250"),
            "{}",
            fr(&best)
        );
        assert!(
            en(&best).contains("the best move! The move played lost 0.250"),
            "{}",
            en(&best)
        );
        let better = retried(100, 250);
        assert!(
            fr(&better)
                .contains("mieux que le coup joué de 0,150, mais perd 0,100 contre le meilleur"),
            "{}",
            fr(&better)
        );
        let worse = retried(300, 250);
        assert!(
            fr(&worse)
                .contains("moins bon que le coup joué de 0,050, perd 0,300 contre le meilleur"),
            "{}",
            fr(&worse)
        );
        assert!(
            en(&worse)
                .contains("worse than the move played by 0.050, loses 0.300 against the best"),
            "{}",
            en(&worse)
        );
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
    fn the_ids_are_spelled_for_the_ear_in_groups_of_four() {
        let said = said_with(
            |_| {},
            &Event::Match(crate::session::MatchEvent::Ids {
                position_id: "4PPg/+A".into(),
                match_id: "cAg".into(),
            }),
        );
        assert_eq!(said.display, ["Position ID : 4PPg/+A. Match ID : cAg."]);
        assert_eq!(
            said.spoken,
            "Position ID : 4, P majuscule, P majuscule, g ; barre oblique, plus, A majuscule. \
             Match ID : c, A majuscule, g."
        );
    }

    #[test]
    fn the_status_is_one_line_of_the_pieces_that_apply() {
        use crate::rules::BySide;
        use crate::session::status::{Stage, Status};
        let status = Status {
            turn: Some((
                Side::Green,
                Stage::ToPlay {
                    dice: Dice::from_values(4, 2),
                    left: vec![Die::new(2).unwrap()],
                },
            )),
            bar: BySide { green: 0, black: 2 },
            cube: Some((2, Some(Side::Black))),
            score: Some((BySide { green: 1, black: 3 }, Some(5))),
            pips: BySide {
                green: 120,
                black: 131,
            },
            clock: None,
        };
        let said = said_with(|_| {}, &Event::Status(status));
        assert_eq!(
            said.display,
            [
                "Vert à jouer 4-2, reste 2 ; 2 noirs sur la barre ; videau 2 chez Noir ; \
              score 1 à 3, en 5 ; pips Vert 120, Noir 131."
            ]
        );
        assert!(
            said.spoken.starts_with("Vert à jouer 4 et 2, reste 2 ;"),
            "{}",
            said.spoken
        );
    }

    #[test]
    fn the_opening_dice_are_told_once() {
        let starts = Event::Starts {
            side: Side::Green,
            dice: Dice::from_values(4, 3),
        };
        assert_eq!(said_with(|_| {}, &starts).spoken, "Vert commence.");
    }

    #[test]
    fn the_board_tells_the_run_of_scores() {
        let pos = position(
            Variant::Grasshopper,
            "V3 (2v), réserve (10v, 14n), sortis (2v), marques (1v)",
            Side::Black,
        );
        let fr = said(
            Lang::Fr,
            Variant::Grasshopper,
            &Event::Board { position: pos },
        );
        assert!(
            fr.display
                .contains(&"Dernière marque : Vert, 1 de suite.".to_owned()),
            "{fr:?}"
        );
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
    fn spaces_at_the_cut_do_not_part_the_ellipsis_from_the_text() {
        let line = format!("{} {}", "m".repeat(29), "n".repeat(40));
        assert_eq!(excerpt(&line), ("m".repeat(29).as_str(), true));
    }
}
