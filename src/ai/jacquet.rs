//! A hand-written evaluator for Jacquet (`rules.md` §3), until a trained one exists.
//!
//! Everything is measured in pips, the race's own unit, and the net lead is turned into a
//! probability the way a race is: a lead worth about one standard deviation of the dice over
//! the rest of the game gives about three chances in four. The terms, for each side, counted
//! in favour of that side and then netted:
//!
//! - **Race**: the pip counts, less half a roll (4 pips) for the side on roll's tempo.
//! - **Blocking**: Jacquet has no hitting, and a single checker closes a point, so the only
//!   fight is over space. For each of the opponent's stacks, the points held in the six in
//!   front of it are counted; the count is squared (one closed point is dodged, four of six
//!   stop most rolls), weighted by the stack (a talon of many checkers loses more than a
//!   lone runner), and tripled in front of a postillon still travelling, since until it
//!   arrives it is the only checker its side may move.
//! - **Postillon home**: a side whose postillon has reached its inner table may move any
//!   checker, so it wastes fewer rolls: a bonus of half a roll.
//! - **Borne off**: one pip per checker off, on top of the pips it saved, so that bearing
//!   off is preferred to shuffling inside the table when the race is equal.
//!
//! Doubles (the loser has none off) are estimated as a race between the winner's whole pip
//! count and the pips the loser needs to bring every checker home and one off; triples and
//! quadruples are not estimated (the backgammon fields stay 0).

use super::{Evaluation, Evaluator, logistic};
use crate::rules::{OFF, Position, Side};

/// Pips the side on roll is worth in a race: about half a roll of average 8.17.
const TEMPO: f32 = 4.0;
/// Bonus for a postillon that has reached its inner table.
const POSTILLON_HOME: f32 = 4.0;
/// Bonus per checker borne off.
const PER_CHECKER_OFF: f32 = 1.0;
/// How many times more blocking a travelling postillon is worth than blocking a checker.
const POSTILLON_BLOCK: f32 = 3.0;
/// Pip-equivalent of one unit of blocking (points ahead squared, times the stack weight).
const BLOCK_UNIT: f32 = 0.5;

/// The Jacquet heuristic described in the module documentation.
///
/// ```
/// use tablier::ai::{Evaluator, JacquetHeuristic};
/// use tablier::rules::{Position, Side, Variant};
///
/// // Black on roll: Green has just "moved" in this symmetric start and has lost the tempo.
/// let e = JacquetHeuristic.evaluate(&Position::start(Variant::Jacquet, Side::Black));
/// assert!(e.win < 0.5 && e.win > 0.4);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct JacquetHeuristic;

impl JacquetHeuristic {
    /// Pips the loser of a double would still need to save it: every checker home, then
    /// about half a roll to bear one off; 0 once one is off.
    fn pips_to_save_double(pos: &Position, side: Side) -> f32 {
        let mine = pos.checkers(side);
        if mine[OFF] > 0 {
            return 0.0;
        }
        let outside: u32 = (7..=24u8)
            .map(|p| u32::from(p - 6) * u32::from(mine[usize::from(p)]))
            .sum();
        outside as f32 + TEMPO
    }

    /// The spread of a race over `pips` still to play by both sides, as a logistic scale.
    fn scale(pips: f32) -> f32 {
        0.9 * pips.sqrt() + 1.0
    }

    /// Everything but the race, in pips, in favour of `side`.
    fn bonuses(pos: &Position, side: Side) -> f32 {
        let home = if pos.postillon(side).is_none() {
            POSTILLON_HOME
        } else {
            0.0
        };
        home + PER_CHECKER_OFF * f32::from(pos.checkers(side)[OFF])
            + BLOCK_UNIT * super::general::blocked(pos, !side, POSTILLON_BLOCK)
    }
}

impl Evaluator for JacquetHeuristic {
    fn evaluate(&self, pos: &Position) -> Evaluation {
        let me = !pos.turn();
        if let Some(outcome) = pos.outcome() {
            return Evaluation::of_outcome(outcome, me);
        }
        let my_pips = pos.pips(me) as f32;
        let their_pips = pos.pips(!me) as f32;
        let lead = their_pips - my_pips - TEMPO + Self::bonuses(pos, me) - Self::bonuses(pos, !me);
        let win = logistic(lead / Self::scale(my_pips + their_pips));

        // A double: I finish before the opponent brings one checker off, or the reverse.
        let their_save = Self::pips_to_save_double(pos, !me);
        let my_save = Self::pips_to_save_double(pos, me);
        let win_double = if their_save > 0.0 {
            logistic((their_save - my_pips - TEMPO) / Self::scale(their_save + my_pips))
        } else {
            0.0
        };
        let lose_double = if my_save > 0.0 {
            logistic((my_save - their_pips + TEMPO) / Self::scale(my_save + their_pips))
        } else {
            0.0
        };
        Evaluation {
            win,
            win_gammon: win_double.min(win),
            lose_gammon: lose_double.min(1.0 - win),
            ..Evaluation::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    fn jacquet(green: &[(usize, u8)], black: &[(usize, u8)], turn: Side) -> Position {
        let mut setup = Setup::start(Variant::Jacquet, turn);
        setup.postillon = Default::default();
        for (side, list) in [(Side::Green, green), (Side::Black, black)] {
            setup.checkers[side] = [0; 26];
            for &(p, n) in list {
                setup.checkers[side][p] = n;
            }
        }
        Position::from_setup(setup).expect("legal setup")
    }

    #[test]
    fn the_side_ahead_in_the_race_is_the_favourite() {
        // Green (just moved) has 60 pips to go, Black 90.
        let pos = jacquet(&[(4, 15)], &[(6, 15)], Side::Black);
        let e = JacquetHeuristic.evaluate(&pos);
        assert!(e.win > 0.8, "{e:?}");
    }

    #[test]
    fn closing_points_in_front_of_the_opponents_talon_is_worth_something() {
        // Black's talon stands on its 21-point (Green's 9). Green, with the same pips, either
        // holds its 8..=5-points (Black's 20..=17, in front of the talon) or stands where
        // neither side is in the other's way.
        let spread = jacquet(&[(8, 4), (7, 4), (6, 4), (5, 3)], &[(21, 15)], Side::Black);
        let apart = jacquet(
            &[(20, 1), (16, 4), (2, 5), (1, 5)],
            &[(21, 15)],
            Side::Black,
        );
        assert_eq!(spread.pips(Side::Green), apart.pips(Side::Green));
        let h = JacquetHeuristic;
        assert!(h.evaluate(&spread).equity() > h.evaluate(&apart).equity());
    }

    #[test]
    fn far_ahead_with_the_opponent_far_from_home_threatens_a_double() {
        let pos = jacquet(&[(OFF, 10), (1, 5)], &[(20, 15)], Side::Black);
        let e = JacquetHeuristic.evaluate(&pos);
        assert!(e.win_gammon > 0.9 && e.win_gammon <= e.win, "{e:?}");
    }

    #[test]
    fn probabilities_stay_consistent_at_the_start() {
        let e = JacquetHeuristic.evaluate(&Position::start(Variant::Jacquet, Side::Green));
        assert!(e.win_gammon <= e.win && e.lose_gammon <= 1.0 - e.win);
        assert_eq!(e.win_backgammon, 0.0);
    }
}
