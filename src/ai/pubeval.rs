//! Tesauro's pubeval (1993): a linear move-ranking function for backgammon, published as a
//! benchmark opponent. It "makes lots of obvious mistakes, but provides a decent level of
//! play" — the point is a known, reproducible strength, not a strong one.
//!
//! The input encoding is written here from the description in Tesauro's `pubeval.c`; the
//! weights are his published data ([`super::pubeval_weights`]).
//!
//! Orientation. Pubeval's board is the mover's ("computer's") view: `pos[1..=24]` its points
//! by its own numbering (it moves from 24 down to 1) with its checkers positive and the
//! opponent's negative, `pos[25]` its bar, `pos[0]` the opponent's bar (negative), `pos[26]`
//! its checkers off. That is our own numbering of [`Position::checkers`] for the side that
//! has just moved, with an opponent's checker on its own point `q` standing on the mover's
//! `opposite(q)`. Pubeval scores the board *after* the move, for the side that made it — as
//! an [`super::Evaluator`] does — but picks its weights (race or contact) from the board
//! *before* the move, which is why it overrides [`super::Evaluator::rank`].

use super::pubeval_weights::{CONTACT, RACE};
use super::{Evaluation, Evaluator, logistic};
use crate::rules::{BAR, OFF, Points, Position, Side};

/// Tesauro's public evaluation function, for backgammon.
///
/// [`Evaluator::evaluate`] maps its score `s` to `win = 1 / (1 + e^-s)` with no gammons:
/// pubeval was trained to rank plays, not to estimate chances, so this is only a monotone
/// reading of the score (a higher score, a higher `win`), not a calibrated probability.
/// [`choose_play`](super::choose_play) ranks by the raw score itself.
///
/// ```
/// use tablier::ai::{Evaluator, PubEval};
/// use tablier::rules::{Position, Side, Variant};
///
/// let e = PubEval.evaluate(&Position::start(Variant::Backgammon, Side::Green));
/// assert!(e.win > 0.0 && e.win < 1.0 && e.win_gammon == 0.0);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct PubEval;

/// The score pubeval gives a move that bears off the last checker: "best possible move".
const WINNING_SCORE: f32 = 99_999_999.0;

impl PubEval {
    /// Pubeval's score of `after` for the side that has just moved, with the race weights if
    /// `race` (which pubeval asks the caller to judge on the position before the move).
    #[must_use]
    pub fn score(after: &Position, race: bool) -> f32 {
        let mover = !after.turn();
        let mine = after.checkers(mover);
        if after.finished(mover) {
            return WINNING_SCORE;
        }
        let weights = if race { &RACE } else { &CONTACT };
        let theirs = after.checkers(!mover);
        let variant = after.variant();
        let mut score = 0.0;
        for point in 1..=24u8 {
            // Pubeval lists the mover's points from 24 down to 1, five inputs each.
            let w = &weights[5 * usize::from(24 - point)..][..5];
            let own = mine[usize::from(point)];
            let opposing = theirs[usize::from(variant.opposite(point))];
            if opposing == 1 {
                score += w[0];
            }
            match own {
                0 => {}
                1 => score += w[1],
                n => {
                    score += w[2];
                    if n == 3 {
                        score += w[3];
                    }
                    if n >= 4 {
                        score += w[4] * f32::from(n - 3) / 2.0;
                    }
                }
            }
        }
        score += weights[120] * f32::from(theirs[BAR]) / 2.0;
        score += weights[121] * f32::from(mine[OFF]) / 15.0;
        score
    }
}

/// Whether no checker of either side still has an opposing checker ahead of it: the sides
/// have passed each other (backgammon geometry), and only the dice decide.
#[must_use]
pub(crate) fn is_race(pos: &Position) -> bool {
    let rules = pos.rules();
    let parts = rules.contact == crate::rules::Contact::Hit
        && rules.geometry == crate::rules::Geometry::Opposite;
    // Checkers still to enter, or clones still to come, keep contact possible.
    if !parts || rules.clones || Side::ALL.iter().any(|&s| pos.reserve(s) > 0) {
        return false;
    }
    let furthest = |points: &Points| (1..=BAR).rev().find(|&p| points[p] > 0).unwrap_or(0);
    let green = furthest(pos.checkers(Side::Green));
    let black = furthest(pos.checkers(Side::Black));
    // Green's point p is Black's 25 - p: they have passed each other when Green's rearmost
    // checker is in front of Black's rearmost one.
    green + black < 25
}

impl Evaluator for PubEval {
    /// Judges race or contact on `pos` itself, having no earlier position to look at.
    fn evaluate(&self, pos: &Position) -> Evaluation {
        if let Some(outcome) = pos.outcome() {
            return Evaluation::of_outcome(outcome, !pos.turn());
        }
        Evaluation {
            win: logistic(Self::score(pos, is_race(pos))),
            ..Evaluation::default()
        }
    }

    fn rank(&self, before: &Position, after: &Position) -> f32 {
        Self::score(after, is_race(before))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::choose_play;
    use crate::rules::{Dice, Setup, Variant};
    use rand::SeedableRng;

    fn best_after(pos: &Position, a: u8, b: u8) -> Points {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let dice = Dice::from_values(a, b).expect("dice");
        let chosen = choose_play(pos, dice, &PubEval, &mut rng).expect("a legal play");
        *chosen.after.checkers(pos.turn())
    }

    fn start_with(points: &[(usize, u8)]) -> Points {
        let mut expected = [0u8; 26];
        for &(p, n) in points {
            expected[p] = n;
        }
        expected
    }

    #[test]
    fn with_an_opening_three_one_pubeval_makes_its_five_point() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let expected = start_with(&[(24, 2), (13, 5), (8, 2), (6, 4), (5, 2)]);
        assert_eq!(best_after(&start, 3, 1), expected);
    }

    #[test]
    fn with_an_opening_six_one_pubeval_makes_its_bar_point() {
        let start = Position::start(Variant::Backgammon, Side::Black);
        let expected = start_with(&[(24, 2), (13, 4), (8, 2), (7, 2), (6, 5)]);
        assert_eq!(best_after(&start, 6, 1), expected);
    }

    #[test]
    fn bearing_off_the_last_checker_outranks_everything() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = start_with(&[(OFF, 14), (1, 1)]);
        setup.checkers.black = start_with(&[(6, 15)]);
        let before = Position::from_setup(setup).expect("legal setup");
        let after = &before.legal_plays(Dice::from_values(2, 1).expect("dice"))[0].after;
        assert_eq!(PubEval.rank(&before, after), WINNING_SCORE);
        // Black has borne off none: a gammon.
        assert_eq!(PubEval.evaluate(after).equity(), 2.0);
    }

    #[test]
    fn the_starting_position_is_contact_and_a_passed_position_is_a_race() {
        assert!(!is_race(&Position::start(Variant::Backgammon, Side::Green)));
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = start_with(&[(6, 10), (12, 5)]);
        // Black's 12-point is Green's 13: Black's rearmost checkers are past Green's.
        setup.checkers.black = start_with(&[(6, 10), (12, 5)]);
        assert!(is_race(&Position::from_setup(setup).expect("legal setup")));
        // Black's 14-point is Green's 11: those checkers still have Green's to pass.
        setup.checkers.black = start_with(&[(6, 10), (14, 5)]);
        assert!(!is_race(&Position::from_setup(setup).expect("legal setup")));
    }

    #[test]
    fn an_opposing_blot_is_read_on_the_movers_own_numbering() {
        // Black's blot on its own 20-point stands on Green's 5-point: pubeval's contact
        // weights read it in the block of Green's 5-point.
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.green = start_with(&[(6, 15)]);
        setup.checkers.black = start_with(&[(20, 1), (6, 14)]);
        let with_blot = Position::from_setup(setup).expect("legal setup");
        setup.checkers.black = start_with(&[(6, 15)]);
        // Pubeval reads the opponent's checkers only as blots (and on the bar), so the blot
        // is the one input that differs between the two.
        let without = Position::from_setup(setup).expect("legal setup");
        let diff = PubEval::score(&with_blot, false) - PubEval::score(&without, false);
        let block = 5 * (24 - 5);
        assert!((diff - CONTACT[block]).abs() < 1e-4);
    }
}
