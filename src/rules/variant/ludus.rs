//! Ludus Lumbadorum — Ludus Lumbardorum (`variants.md` §2.16; [LL]): backgammon played on
//! one half of the board. Each side's track is 12 points (HALF, `variants.md` §0.2): Green's
//! own 1..=6 are `V6`..`V1`, its 7..=12 are `N1`..`N6`; Black's mirror them, so my own `p` is
//! the opponent's `13 − p`. All fifteen start on the own 12-point (Green `N6`, Black `V6`),
//! the sides moving in opposite directions.
//!
//! - Doubles are played once: two moves of the number (§0.3).
//! - Hitting, the bar and bearing off are backgammon's; the bar enters with `d` on own
//!   `13 − d`; bearing off from own 1..=6 once all fifteen are there.
//! - A side may never have two checkers on its own 8, 9 or 10 (the opponent's 5, 4, 3:
//!   Green's `N2`–`N4`), judged after each die, touch-downs and entries included.
//! - No checker may be added to the own 12-point while another own checker stands there
//!   (the fifteen of the start may stay together; a checker entering with a 1, or coming
//!   back, needs it empty).
//! - `rules.md` values, the winner's home read in the loser's numbering; cube as backgammon.
//!
//! Decision (§2.16 item 6): the seed's "cases adverses 3, 4 et 5" are the opponent's own
//! numbers. Decision where variants.md is silent: a typed position already holding two on
//! an own 8–10 is read (the rule forbids adding to them, as a cap does) rather than refused.

use crate::rules::dice::Die;
use crate::rules::general::plain_step;
use crate::rules::moves::Step;
use crate::rules::position::Position;
use crate::rules::ruleset::{DiceRule, Doubles, Geometry, Hooks, Layout, RuleSet};

/// The start point, each side's own 12.
const START: u8 = 12;

/// Fifteen on the own 12-point of a half board; doubles once; the forbidden points.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(START, 15)],
        bar: 0,
        reserve: 0,
    },
    geometry: Geometry::Half,
    dice: DiceRule {
        doubles: Doubles::Twice,
        ..DiceRule::BACKGAMMON
    },
    hooks: Hooks {
        step: Some(step),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// Whether `side` may not add a checker to its own `point`: one of its own already stands
/// on its 8, 9, 10 or 12.
fn closed_to_own(pos: &Position, point: u8) -> bool {
    matches!(point, 8..=10 | START) && pos.count(pos.turn(), point) > 0
}

/// The general step, unless it lands on an own point the rules keep to one checker.
fn step(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    let (step, after) = plain_step(pos, from, die)?;
    (!closed_to_own(pos, step.to)).then_some((step, after))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Setup, Side, Variant};

    #[test]
    fn a_second_checker_may_not_stop_on_the_own_nine_point() {
        let mut setup = Setup::empty(Variant::Ludus, Side::Green);
        setup.checkers.green[12] = 14;
        setup.checkers.green[9] = 1;
        setup.checkers.black[12] = 15;
        let pos = Position::from_setup(setup).unwrap();
        assert!(pos.try_step(12, Die::new(3).unwrap()).is_none());
        assert!(pos.try_step(12, Die::new(2).unwrap()).is_some());
    }

    #[test]
    fn a_double_gives_two_moves() {
        let pos = Position::start(Variant::Ludus, Side::Green);
        let plays = pos.legal_plays(Dice::from_values(2, 2).unwrap());
        assert!(plays.iter().all(|p| p.play.len() == 2));
    }
}
