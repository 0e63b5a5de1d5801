//! The game and its turns in words: the welcome, the opening roll and who starts, each turn
//! and what follows its stages, a turn passed, and how the game ended.

use crate::rules::{Dice, Side, Variant, WinKind};
use crate::session::event::{Event, Player, StageNote};

use super::{Renderer, Txt, Val, int, key};

impl Renderer<'_> {
    /// The game's beginning and end: the welcome, the opening roll, who starts, who won.
    pub(super) fn game_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Welcome {
                variant,
                green,
                black,
            } => self.welcome(*variant, *green, *black),
            Event::OpeningRoll { green, black } => vec![self.msg(
                "game-opening-roll",
                &[("green", int(green.value())), ("black", int(black.value()))],
            )],
            Event::OpeningTie => vec![self.msg("game-opening-tie", &[])],
            Event::Starts { side, dice } => vec![self.starts(*side, *dice)],
            Event::GameDrawn => vec![self.msg("game-drawn", &[])],
            Event::GameOver {
                winner,
                kind,
                points,
            } => vec![self.game_over(*winner, *kind, *points)],
            _ => unreachable!("not the game's beginning or end: {event:?}"),
        }
    }

    /// A turn begins, passes, or goes on to its next stage.
    pub(super) fn turn_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::TurnStarted {
                side,
                dice,
                player,
                bar,
            } => self.turn_started(*side, *dice, *player, *bar),
            Event::Passed { side, dice } => vec![self.passed(*side, *dice)],
            Event::Stage(note) => vec![self.stage_note(*note)],
            _ => unreachable!("not a turn's beginning or stage: {event:?}"),
        }
    }

    /// The game, and who plays it: a person against the computer, two people, or a demo.
    fn welcome(&self, variant: Variant, green: Player, black: Player) -> Vec<Txt> {
        let game = Txt::same(self.loc.tr(format!("game-name-{}", variant.name())));
        let id = match (green, black) {
            (Player::Computer, Player::Computer) => "game-welcome-demo",
            (Player::Human, Player::Human) => "game-welcome-humans",
            _ => "game-welcome-computer",
        };
        let mut lines = vec![self.msg(id, &[("game", game.into())])];
        if green == Player::Human || black == Player::Human {
            lines.push(self.msg("game-welcome-help", &[]));
        }
        lines
    }

    /// Who starts, with the opening dice it plays.
    fn starts(&self, side: Side, dice: Option<Dice>) -> Txt {
        match dice {
            Some(dice) => self.msg(
                "game-opening-starts",
                &[
                    ("side", self.side(side).into()),
                    ("dice", self.dice(dice).into()),
                ],
            ),
            // The starter rolls afresh (Jacquet), or moves without dice (Grasshopper).
            None => self.msg(
                if self.settings.variant.rules().has_dice() {
                    "game-opening-starts-roll"
                } else {
                    "game-opening-starts-free"
                },
                &[("side", self.side(side).into())],
            ),
        }
    }

    /// A person's turn, with its dice and its checkers on the bar; the computer's roll is
    /// told with its play.
    fn turn_started(&self, side: Side, dice: Option<Dice>, player: Player, bar: u8) -> Vec<Txt> {
        match (player, dice) {
            (Player::Human, Some(dice)) if self.short() => vec![self.msg(
                "game-turn-short",
                &[
                    ("side", self.side(side).into()),
                    ("alone", self.alone()),
                    ("dice", self.dice(dice).into()),
                    ("bar", int(bar)),
                ],
            )],
            (Player::Human, Some(dice)) => vec![self.msg(
                "game-turn-human",
                &[
                    ("side", self.side(side).into()),
                    ("dice", self.dice(dice).into()),
                    ("bar", int(bar)),
                ],
            )],
            (Player::Human, None) => {
                vec![self.msg("game-turn-human-free", &[("side", self.side(side).into())])]
            }
            // The computer's roll is told with its play, in one line.
            (Player::Computer, _) => Vec::new(),
        }
    }

    /// `side` cannot move: its turn passes.
    fn passed(&self, side: Side, dice: Option<Dice>) -> Txt {
        let human = self.settings.players[side] == Player::Human;
        match dice {
            Some(dice) if self.short() => self.msg(
                if human {
                    "game-pass-human-short"
                } else {
                    "game-pass-computer-short"
                },
                &[
                    ("side", self.side(side).into()),
                    ("dice", self.dice(dice).into()),
                ],
            ),
            Some(dice) => self.msg(
                if human {
                    "game-pass-human"
                } else {
                    "game-pass-computer"
                },
                &[
                    ("side", self.side(side).into()),
                    ("dice", self.dice(dice).into()),
                ],
            ),
            None => self.msg(
                if human {
                    "game-pass-human-free"
                } else {
                    "game-pass-computer-free"
                },
                &[("side", self.side(side).into())],
            ),
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

    /// The winner, how it won and the points; Pin's pip score says how it was counted: the
    /// pips and the multiplier.
    fn game_over(&self, winner: Side, kind: WinKind, points: u32) -> Txt {
        let (pips, times) = match kind {
            WinKind::Pips { pips, times } => (pips, times),
            _ => (0, 1),
        };
        self.msg(
            "game-over",
            &[
                ("side", self.side(winner).into()),
                ("kind", key(kind.name())),
                ("points", int(points)),
                ("pips", int(pips)),
                ("times", int(times)),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::said_with;
    use super::*;
    use crate::i18n::{Lang, Localizer, vocabulary};
    use crate::session::{NewGame as GameConfig, Prompt, Settings, Verbosity};

    #[test]
    fn the_opening_dice_are_told_once() {
        let starts = Event::Starts {
            side: Side::Green,
            dice: Dice::from_values(4, 3),
        };
        assert_eq!(said_with(|_| {}, &starts).spoken, "Vert commence.");
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
}
