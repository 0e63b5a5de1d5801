//! What a player asks for between plays: `état`, the whole state in one line, and `dernier`,
//! the opponent's last play again (issue 13: what a daily player expects).

use crate::rules::{BAR, BySide, Dice, Die, Side};

use super::event::Event;
use super::history::Action;
use super::{Phase, Session};

/// Everything `état` tells, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Whose turn it is and what is asked of that side; `None` once the game is over.
    pub turn: Option<(Side, Stage)>,
    /// Each side's checkers on the bar.
    pub bar: BySide<u8>,
    /// The cube's value and owner, when the game is played with one.
    pub cube: Option<(u32, Option<Side>)>,
    /// The score and the match's length, in a match or money session.
    pub score: Option<(BySide<u32>, Option<u32>)>,
    pub pips: BySide<u32>,
    /// Each side's time left, with a tournament clock.
    pub clock: Option<BySide<u64>>,
}

/// Where the side on roll is in its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// To roll, or to double.
    ToRoll,
    /// To play `dice`, `left` still to play (`None`: a game without dice).
    ToPlay { dice: Option<Dice>, left: Vec<Die> },
    /// To answer a double or a resignation.
    ToAnswer,
}

impl Session {
    /// `état`: whose turn, the dice left, the bar, the cube, the score, the pips, the clock.
    pub(super) fn status(&self) -> Event {
        let position = self.position();
        let turn = match &self.game.phase {
            Phase::BeforeRoll => Some((self.cube_side(), Stage::ToRoll)),
            // A double to name or a roll to choose: the question comes before any dice.
            Phase::ComputerToRoll | Phase::Naming | Phase::Choosing => {
                Some((self.game.position.turn(), Stage::ToRoll))
            }
            Phase::Human(turn) => Some((
                turn.start().turn(),
                Stage::ToPlay {
                    dice: turn.dice(),
                    left: turn.dice_left(),
                },
            )),
            Phase::Doubled { by } | Phase::Resigning { by, .. } => Some((!*by, Stage::ToAnswer)),
            Phase::NotStarted | Phase::BetweenGames | Phase::Over | Phase::Quit => None,
        };
        let rules = self.matchplay.state.rules();
        let single = rules.format == crate::rules::score::Format::SingleGame;
        Event::Status(Status {
            turn,
            bar: BySide::new_with(|side| position.count(side, BAR as u8)),
            cube: rules
                .cube
                .then(|| (self.matchplay.cube.value(), self.matchplay.cube.owner())),
            score: (!single).then(|| (self.matchplay.state.score(), rules.length())),
            pips: BySide::new_with(|side| position.pips(side)),
            clock: self
                .matchplay
                .clock
                .as_ref()
                .map(|clock| BySide::new_with(|side| clock.bank(side))),
        })
    }

    /// `dernier`: the last play of the side not on roll in the game in progress (the
    /// opponent's, on one's own turn), told again.
    pub(super) fn last_play(&self) -> Event {
        let on_roll = self.position().turn();
        let plays = self
            .matchplay
            .history
            .last()
            .map(|game| game.actions.as_slice())
            .unwrap_or_default()
            .iter()
            .rev()
            .filter_map(|action| match action {
                Action::Play {
                    side,
                    dice,
                    before,
                    steps,
                } => Some((*side, *dice, *before, steps.clone())),
                _ => None,
            });
        let mut plays = plays.peekable();
        // On a turn, the other side's; otherwise (between games) the last one made.
        let wanted = match &self.game.phase {
            Phase::Human(_) | Phase::BeforeRoll | Phase::Doubled { .. } => Some(!on_roll),
            _ => None,
        };
        let found = plays.find(|(side, ..)| wanted.is_none_or(|w| *side == w));
        match found {
            Some((side, dice, before, steps)) => Event::LastPlay {
                side,
                dice,
                before,
                steps,
            },
            None => Event::NoLastPlay,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::opening_six_five;

    #[test]
    fn the_status_tells_the_turn_the_dice_left_and_the_pips() {
        let mut session = opening_six_five(|_| {});
        session.handle("N1-N7");
        let Event::Status(status) = session.status() else {
            panic!()
        };
        assert_eq!(
            status.turn,
            Some((
                Side::Green,
                Stage::ToPlay {
                    dice: Dice::from_values(6, 5),
                    left: vec![Die::new(5).unwrap()],
                }
            ))
        );
        let position = session.position();
        assert_eq!(status.pips, BySide::new_with(|side| position.pips(side)));
        assert_eq!(status.bar, BySide::new_with(|_| 0));
        // A single game: no cube, no score.
        assert_eq!((status.cube, status.score), (None, None));
    }

    #[test]
    fn the_last_play_is_the_opponents_on_ones_turn() {
        let mut session = opening_six_five(|s| s.auto_confirm = true);
        assert_eq!(session.last_play(), Event::NoLastPlay);
        session.handle("24/13");
        // The computer has played; Green is on roll again: its last play is Black's.
        let Event::LastPlay { side, steps, .. } = session.last_play() else {
            panic!("{:?}", session.last_play())
        };
        assert_eq!(side, Side::Black);
        assert!(!steps.is_empty());
    }
}
