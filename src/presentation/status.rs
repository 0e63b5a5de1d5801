//! `état` in words: the whole state of the game in one line, each piece that applies in a
//! fixed order, so that the ear finds each where it expects it (messages in `game.ftl`).

use crate::rules::Side;
use crate::session::status::{Stage, Status};

use super::{Renderer, Txt, Val, int, key, pack, side_key, too_long, yes_no};

impl Renderer<'_> {
    /// `état` in one line: whose turn and what it waits for, the checkers on the bar, the
    /// cube, the score, the pips, the clocks.
    pub(super) fn status(&self, status: &Status) -> Txt {
        let mut pieces = vec![self.status_turn(status.turn.as_ref())];
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
        if self.short() && too_long(&line) {
            // Within a pan: the pieces a few to a line, none cut.
            let mut shown: Vec<String> = pieces
                .iter()
                .map(|t| format!("{}{}", t.eye, separator.trim_end()))
                .collect();
            if let Some(last) = shown.last_mut() {
                last.truncate(last.len() - separator.trim_end().len());
                last.push('.');
            }
            line.eye = pack(&shown).join("\n");
        }
        line
    }

    /// The first piece of `état`: whose turn and what it waits for, or the game over.
    fn status_turn(&self, turn: Option<&(Side, Stage)>) -> Txt {
        let Some((side, stage)) = turn else {
            return self.msg("status-over", &[]);
        };
        let side = Val::from(self.side(*side));
        match stage {
            Stage::ToRoll => self.msg("status-turn-roll", &[("side", side)]),
            Stage::ToAnswer => self.msg("status-turn-answer", &[("side", side)]),
            Stage::ToPlay { dice: None, .. } => self.msg("status-turn-free", &[("side", side)]),
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
}

#[cfg(test)]
mod tests {
    use super::super::tests::said_with;
    use super::*;
    use crate::rules::{Dice, Die};
    use crate::session::Event;

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
}
