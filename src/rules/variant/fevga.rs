//! Fevga (`variants.md` §3.9; [FV1], [FV2]): fifteen checkers each on the own 24-point,
//! both sides turning the same way and starting diagonally across (Green on N12, Black on
//! V12, as in Jacquet). A single checker closes its point; nothing is hit.
//!
//! - **The runner**: until a side's first checker has passed its own 12-point (the
//!   opponent's start), no other checker of that side moves; re-checked after each die, so
//!   the numbers left once it has passed move any checker. In a typed position with more
//!   than one checker out and none past, the one furthest along is the runner (a decision).
//! - **Rule A**: a play may not end with all six of the mover's own 19–24 held by itself.
//! - **Rule B**: a side may not end its turn holding six points in a row along the
//!   opponent's route with every opposing checker still on the board behind them, unless no
//!   other non-empty play breaks neither rule (the empty play does not count as one).
//!
//! Both block rules judge complete plays before the dice-usage rule, as Jacquet's bouchage
//! does (`rules.md` §3). Results are `rules.md` values, the backgammon test reading the
//! winner's home in the loser's numbering; a cube in cube matches.

use crate::rules::game::OFF;
use crate::rules::position::Position;
use crate::rules::ruleset::{Contact, Geometry, Hooks, Layout, RuleBreak, RuleSet, TurnEnd};
use crate::rules::side::Side;

/// All fifteen on the own 24-point; same direction; one checker blocks; the runner first.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 15)],
        bar: 0,
        reserve: 0,
    },
    geometry: Geometry::Same,
    contact: Contact::Block,
    hooks: Hooks {
        leader: Some(runner),
        turn_end: Some(blocks),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The runner's point while it alone may move: no checker of `side` has passed its own
/// 12-point yet, and one has left the start (while all are on the start, any of them goes).
///
/// In play only one checker is ever out before it passes; a typed position may have more.
/// Then the runner is the one furthest along, "the first checker" of [FV1] (`variants.md` is
/// silent: a player would push on the checker that is ahead).
fn runner(pos: &Position, side: Side) -> Option<u8> {
    let mine = pos.checkers(side);
    let passed = mine[OFF] > 0 || mine[1..=11].iter().any(|&n| n > 0);
    if passed {
        return None;
    }
    (12..=23u8).find(|&p| mine[usize::from(p)] > 0)
}

/// Rules A and B, judged on where the mover's checkers stand at the end of its play.
fn blocks(after: &Position, mover: Side) -> TurnEnd {
    let mine = after.checkers(mover);
    if mine[19..=24].iter().all(|&n| n > 0) {
        return TurnEnd::Forbidden(RuleBreak::FirstQuarterFull);
    }
    if primes_everyone(after, mover) {
        return TurnEnd::LastResort(RuleBreak::PrimeBeforeAll);
    }
    TurnEnd::Allowed
}

/// Whether `mover` holds six points in a row along the opponent's route with every opposing
/// checker still on the board behind them (yet to pass them).
fn primes_everyone(pos: &Position, mover: Side) -> bool {
    let geometry = pos.rules().geometry;
    let theirs = pos.checkers(!mover);
    // Read along the opponent's own numbering: `held[r]` when the mover holds its point r.
    let held = |r: u8| pos.count(mover, geometry.opposite(r)) > 0;
    let mut run = 0u8;
    for r in 1..=24u8 {
        run = if held(r) { run + 1 } else { 0 };
        if run >= 6 {
            // The prime covers the opponent's r-5..=r: behind it is above r.
            let low = r - 5;
            let ahead_or_inside = theirs[1..usize::from(low)].iter().any(|&n| n > 0);
            let behind = theirs[usize::from(r) + 1..=24].iter().any(|&n| n > 0);
            if behind && !ahead_or_inside {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    #[test]
    fn with_two_checkers_out_and_none_past_the_one_furthest_along_runs() {
        let mut setup = Setup::empty(Variant::Fevga, Side::Green);
        setup.checkers.green[24] = 13;
        setup.checkers.green[20] = 1;
        setup.checkers.green[15] = 1;
        setup.checkers.black[24] = 15;
        let pos = Position::from_setup(setup).unwrap();
        assert_eq!(runner(&pos, Side::Green), Some(15));
        assert_eq!(runner(&pos, Side::Black), None, "all still on the start");
    }

    #[test]
    fn once_a_checker_has_passed_the_own_12_point_any_checker_moves() {
        let mut setup = Setup::empty(Variant::Fevga, Side::Green);
        setup.checkers.green[24] = 14;
        setup.checkers.green[11] = 1;
        setup.checkers.black[24] = 15;
        let pos = Position::from_setup(setup).unwrap();
        assert_eq!(runner(&pos, Side::Green), None);
    }
}
