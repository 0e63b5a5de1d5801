//! Tourne-case — Backgammon français 2 (`variants.md` §2.9; [TC1]–[TC4]): three checkers a
//! side, each side on its own row only (ROWS, `variants.md` §0.2). Step `k` = 1..=12 from the
//! row's outer end is Green's `V(13 − k)`, Black's `N(13 − k)`, the engine's own point
//! `13 − k`; step 12 (own 1, `V1` / `N1`) is the goal corner, where checkers pile up.
//!
//! - All three start in the reserve and enter when their owner wishes: die `d` on step `d`.
//! - Two dice, doubles once (two moves), as many dice as possible, the higher die if only
//!   one; the rest is lost.
//! - A checker may not land on a point holding an own checker (the goal excepted), nor pass
//!   an own checker, entering included: the checkers keep their order.
//! - Landing on step `k`, a touch-down of a checker playing both dice included, captures the
//!   opposing checker on its step `k`, the facing point (`Vj` faces `Nj`): it goes to the bar
//!   and re-enters as from the reserve before its owner moves anything else.
//! - The goal is reached exactly; checkers there are safe and move no more.
//! - The first with three on the goal wins one point; no cube.
//!
//! Decisions of variants.md kept: both dice must be played when possible (the seed), not the
//! published "lower die only"; goal checkers cannot be captured [TC3]; no double win.
//! Decision where variants.md is silent: a checker on the bar enters by the same rule as from
//! the reserve, so it may not pass an own checker on the row either.

use crate::rules::dice::Die;
use crate::rules::game::BAR;
use crate::rules::moves::{RESERVE, Step};
use crate::rules::position::{Outcome, Position, WinKind};
use crate::rules::ruleset::{DiceRule, Doubles, Geometry, Hooks, Layout, RuleSet, Scoring};
use crate::rules::side::Side;

/// The goal corner, each side's own 1 (step 12).
pub const GOAL: u8 = 1;

/// Three a side in the reserve, each on its own row; doubles once; capture on the facing
/// point; exact goal.
pub const RULES: RuleSet = RuleSet {
    checkers: 3,
    max_checkers: 3,
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 3,
    },
    geometry: Geometry::Rows,
    dice: DiceRule {
        doubles: Doubles::Twice,
        ..DiceRule::BACKGAMMON
    },
    scoring: Scoring::Single,
    cube: false,
    hooks: Hooks {
        step: Some(step),
        early_end: three_home,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// One checker moved by one die along its own row.
fn step(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    let me = pos.turn();
    let entering = from == RESERVE || usize::from(from) == BAR;
    let start = if entering {
        Geometry::Rows.entry()
    } else {
        from
    };
    if from == GOAL || start <= die.value() {
        return None;
    }
    let to = start - die.value();
    let mine = pos.checkers(me);
    let passes = (to + 1..start).any(|p| mine[usize::from(p)] > 0);
    if passes || (to != GOAL && mine[usize::from(to)] > 0) {
        return None;
    }
    let mut after = *pos;
    let mut step = Step::new(from, to, die);
    if from == RESERVE {
        after.reserve[me] -= 1;
    } else {
        after.checkers[me][usize::from(from)] -= 1;
    }
    after.checkers[me][usize::from(to)] += 1;
    // The facing point carries the same own number on the other row.
    if to != GOAL && pos.count(!me, to) > 0 {
        step.hit = true;
        after.checkers[!me][usize::from(to)] -= 1;
        after.checkers[!me][BAR] += 1;
    }
    Some((step, after))
}

/// The first side with three checkers on its goal wins one point.
fn three_home(pos: &Position) -> Option<Outcome> {
    Side::ALL
        .into_iter()
        .find(|&side| pos.count(side, GOAL) >= 3)
        .map(|winner| Outcome::Won {
            winner,
            kind: WinKind::Single,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    #[test]
    fn a_checker_may_not_pass_an_own_checker() {
        let mut setup = Setup::empty(Variant::TourneCase, Side::Green);
        setup.checkers.green[10] = 1;
        setup.reserve.green = 2;
        setup.reserve.black = 3;
        let pos = Position::from_setup(setup).unwrap();
        assert!(pos.try_step(RESERVE, Die::new(5).unwrap()).is_none());
        assert!(pos.try_step(RESERVE, Die::new(2).unwrap()).is_some());
        assert!(pos.try_step(RESERVE, Die::new(3).unwrap()).is_none());
    }

    #[test]
    fn the_goal_is_reached_exactly() {
        let mut setup = Setup::empty(Variant::TourneCase, Side::Green);
        setup.checkers.green[3] = 1;
        setup.checkers.green[GOAL as usize] = 2;
        setup.reserve.black = 3;
        let pos = Position::from_setup(setup).unwrap();
        assert!(pos.try_step(3, Die::new(4).unwrap()).is_none());
        assert_eq!(pos.try_step(3, Die::new(2).unwrap()).unwrap().0.to, GOAL);
    }
}
