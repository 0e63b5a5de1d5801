//! A hand-written evaluator for Grasshopper (Sauterelle, `variants.md` §3.7), the leaves of
//! the search without dice ([`super::no_dice`]).
//!
//! The general heuristic judges Grasshopper by the race in pips, which this game does not
//! run: the pips lead it to send single checkers deep into the last quadrant, where a single
//! can never move again until another of its side lands on it from exactly six points
//! behind. What wins is two scores in a row, and a score is a wall standing in the last
//! quadrant. So each side is judged by its walls (worth more the nearer they stand to the
//! last quadrant, where each is a score ready), by its singles in the last quadrant that a
//! partner six points behind can make a wall of in one move (worth little without one),
//! by its other singles a little by quadrant, and by a score already made that a second
//! would make a win. The difference, less a tempo for the side on roll, becomes a
//! probability by the logistic curve.
//!
//! Measured with the search at the default level's effort, from 50 openings of 4 to 12
//! random moves, each played twice with the seats swapped (100 games each: `cargo test
//! --lib from_random_openings -- --ignored`): against `securite1` it won every game
//! (+1.000), where the general heuristic at the same leaves scored +0.650; against the
//! search with the general heuristic at its leaves, +0.930.

use super::{Evaluation, Evaluator, logistic};
use crate::rules::{Position, Side};

/// What a wall is worth in each quadrant, A (own 24–19) to D (own 6–1, a score ready).
const WALL: [f32; 4] = [0.35, 0.45, 0.6, 1.0];
/// What a single is worth in each quadrant A to C (in D, see below).
const SINGLE: [f32; 3] = [0.1, 0.15, 0.2];
/// A single in the last quadrant with a checker of its side six points behind, free to
/// join it: a wall, a score ready, in one move.
const SINGLE_PAIRED: f32 = 0.55;
/// A single in the last quadrant without one: stuck until a partner comes.
const SINGLE_STUCK: f32 = 0.05;
/// A first score, which a second in a row makes a win.
const STREAK: f32 = 1.0;
/// What being on roll is worth.
const TEMPO: f32 = 0.3;
/// How sharply a lead becomes a probability.
const SLOPE: f32 = 2.0;

/// The quadrant of an own point: 0 for A (24–19) down to 3 for D (6–1).
fn quadrant(point: usize) -> usize {
    (24 - point) / 6
}

/// What `side` has towards its two scores in a row.
fn strength(pos: &Position, side: Side) -> f32 {
    let mine = pos.checkers(side);
    let theirs = pos.checkers(!side);
    let wall = |p: usize| mine[p] == 2 || theirs[p] == 2;
    let mut total = 0.0;
    for point in 1..=24usize {
        let q = quadrant(point);
        total += match mine[point] {
            2 => WALL[q],
            1 if q == 3 => {
                // The partner six points behind: a wall's top jumps walls, a single may not.
                let behind = point + 6;
                let free =
                    mine[behind] == 2 || (mine[behind] == 1 && !(point + 1..behind).any(wall));
                if free { SINGLE_PAIRED } else { SINGLE_STUCK }
            }
            1 => SINGLE[q],
            _ => 0.0,
        };
    }
    if pos.streak().is_some_and(|(scorer, _)| scorer == side) {
        total += STREAK;
    }
    total
}

/// The evaluator described in the module documentation.
///
/// ```
/// use tablier::ai::{Evaluator, GrasshopperHeuristic};
/// use tablier::rules::{Position, Side, Variant};
///
/// let e = GrasshopperHeuristic.evaluate(&Position::start(Variant::Grasshopper, Side::Black));
/// assert!(e.win > 0.3 && e.win < 0.7);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct GrasshopperHeuristic;

impl Evaluator for GrasshopperHeuristic {
    fn evaluate(&self, pos: &Position) -> Evaluation {
        let me = !pos.turn();
        if let Some(outcome) = pos.outcome() {
            return Evaluation::of_outcome(outcome, me);
        }
        let lead = strength(pos, me) - strength(pos, !me) - TEMPO;
        Evaluation {
            win: logistic(SLOPE * lead),
            ..Evaluation::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{OFF, Setup, Variant};

    /// Green's checkers on its own points, Black's fourteen in the reserve, Black on roll.
    fn green_with(points: &[(usize, u8)]) -> Position {
        let mut setup = Setup::empty(Variant::Grasshopper, Side::Black);
        let mut placed = 0;
        for &(p, n) in points {
            setup.checkers.green[p] = n;
            placed += n;
        }
        setup.reserve.green = 14 - placed;
        setup.reserve.black = 14;
        Position::from_setup(setup).expect("a Grasshopper position")
    }

    fn win(pos: &Position) -> f32 {
        GrasshopperHeuristic.evaluate(pos).win
    }

    #[test]
    fn a_wall_is_worth_more_the_nearer_it_stands_to_its_score() {
        assert!(win(&green_with(&[(3, 2)])) > win(&green_with(&[(9, 2)])));
        assert!(win(&green_with(&[(9, 2)])) > win(&green_with(&[(21, 2)])));
    }

    #[test]
    fn a_single_in_the_last_quadrant_is_worth_little_without_a_partner_six_points_behind() {
        let paired = green_with(&[(3, 1), (9, 1)]);
        let stuck = green_with(&[(3, 1), (10, 1)]);
        assert!(win(&paired) > win(&stuck) + 0.05);
        // A wall between them: the single behind may not cross it.
        let mut setup = paired.to_setup();
        setup.checkers.black[6] = 2;
        setup.reserve.black = 12;
        let walled = Position::from_setup(setup).unwrap();
        assert!(win(&walled) < win(&paired));
    }

    #[test]
    fn a_first_score_counts_towards_the_second() {
        let mut setup = green_with(&[(3, 2)]).to_setup();
        let before = win(&Position::from_setup(setup).unwrap());
        setup.checkers.green[OFF] = 2;
        setup.reserve.green -= 2;
        setup.streak = Some((Side::Green, 1));
        assert!(win(&Position::from_setup(setup).unwrap()) > before);
    }
}
