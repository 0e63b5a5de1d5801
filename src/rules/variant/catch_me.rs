//! Catch me — Chasing the Girls (`variants.md` §2.14; [CG]): six checkers a side on an
//! endless circuit (CYCLE, `variants.md` §0.2: backgammon's numbering, and after own 1 comes
//! own 24 again). Green starts on `N1`–`N6` (own 24..=19), Black on `V1`–`V6`; the sides turn
//! in opposite directions.
//!
//! - A roll without a double moves nothing unless a 1 or a 6 shows; then one checker moves
//!   the sum. A double gives four moves of its number, any checkers, and the player rolls
//!   again.
//! - At most one checker on a point. Landing on an opposing checker removes it from the
//!   game. Landing on an own checker goes on to the next point ahead that is empty or holds
//!   an opposing checker (capturing it). Points on the way do not matter.
//! - A side's last checker runs from corner to corner (own 1, 6, 7, 12, 13, 18, 19, 24): off
//!   a corner, it first jumps to the next corner ahead at the start of its owner's turn,
//!   capturing there; then a 1 takes it one corner on, a 6 two corners, each die a separate
//!   landing, other faces nothing (so 1-1 is two corners, 6-6 four), and a double still
//!   gives a roll again. A lone checker already on a corner does not jump: the position
//!   alone tells the state.
//! - A side with no checker left loses: one point; no cube.
//!
//! Decisions of variants.md kept: doubles are four moves; the seed's "on peut relancer" is
//! taken as a roll again after every double (the engine has no way to decline it; moving is
//! compulsory, and a player declines only in a rare position where any move hurts, so the
//! simpler rule is chosen, a decision where variants.md leaves the choice to the player); the
//! jump happens at the owner's next turn, listed as the play's first move (no die), even with
//! a roll that then moves nothing. [CG]'s immunity between two enemies is not adopted.

use std::collections::HashSet;

use crate::rules::dice::Die;
use crate::rules::game::OFF;
use crate::rules::generate::LegalPlay;
use crate::rules::moves::{Play, Step};
use crate::rules::position::{Outcome, Position, WinKind};
use crate::rules::ruleset::{Contact, Geometry, Hooks, Layout, RuleSet, Scoring};
use crate::rules::side::Side;
use crate::rules::stage::AfterStage;

/// The corners, own numbers, in the order a checker meets them.
pub const CORNERS: [u8; 8] = [24, 19, 18, 13, 12, 7, 6, 1];

/// Six a side on its own 24..=19, one a point; an endless circuit; no cube.
pub const RULES: RuleSet = RuleSet {
    checkers: 6,
    max_checkers: 6,
    layout: Layout {
        points: &[(24, 1), (23, 1), (22, 1), (21, 1), (20, 1), (19, 1)],
        bar: 0,
        reserve: 0,
    },
    geometry: Geometry::Cycle,
    // Nothing goes to a bar: a checker landed on leaves the game (the plays below).
    contact: Contact::Block,
    cap: Some(1),
    scoring: Scoring::Single,
    cube: false,
    hooks: Hooks {
        early_end: none_left,
        after_stage: |_, stage, _, _| match stage.kind.dice() {
            Some(dice) if dice.is_double() => AfterStage::RollAgain,
            _ => AfterStage::HandOver,
        },
        plays: Some(plays),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// Whether an own point is a corner.
#[must_use]
pub fn is_corner(point: u8) -> bool {
    CORNERS.contains(&point)
}

/// The own point `k` points ahead of `point` on the circuit.
#[must_use]
pub fn ahead(point: u8, k: u8) -> u8 {
    let zero_based = (i16::from(point) - 1 - i16::from(k)).rem_euclid(24);
    zero_based as u8 + 1
}

/// The next corner ahead of `point` (never `point` itself).
#[must_use]
pub fn next_corner(point: u8) -> u8 {
    let mut at = ahead(point, 1);
    while !is_corner(at) {
        at = ahead(at, 1);
    }
    at
}

/// The side with no checker left loses.
fn none_left(pos: &Position) -> Option<Outcome> {
    Side::ALL
        .into_iter()
        .find(|&side| on_board(pos, side) == 0)
        .map(|loser| Outcome::Won {
            winner: !loser,
            kind: WinKind::Single,
        })
}

/// How many checkers `side` still has in play.
fn on_board(pos: &Position, side: Side) -> u8 {
    pos.checkers(side)[1..=24].iter().sum()
}

/// The checker of the side on roll on `from` lands aiming at `target`: on an own checker it
/// goes on to the next point ahead that is empty or opposing; an opposing checker where it
/// stops leaves the game.
fn land(pos: &Position, from: u8, target: u8, die: Option<Die>) -> (Step, Position) {
    let me = pos.turn();
    let mut after = *pos;
    after.checkers[me][usize::from(from)] -= 1;
    let mut to = target;
    while after.checkers[me][usize::from(to)] > 0 {
        to = ahead(to, 1);
    }
    let theirs = usize::from(Geometry::Cycle.opposite(to));
    let hit = after.checkers[!me][theirs] > 0;
    if hit {
        after.checkers[!me][theirs] -= 1;
        after.checkers[!me][OFF] += 1;
    }
    after.checkers[me][usize::from(to)] += 1;
    let step = Step {
        from,
        to,
        die,
        hit,
        pin: false,
    };
    (step, after)
}

/// Every play of the side on roll with `dice` (two dice, or four of a double), one per
/// resulting position, the opponent then on roll.
fn plays(pos: &Position, dice: &[Die]) -> Vec<LegalPlay> {
    let me = pos.turn();
    let (Some(&a), Some(&b)) = (dice.first(), dice.get(1)) else {
        return Vec::new();
    };
    let double = a == b;
    let mut found: Vec<(Vec<Step>, Position)> = Vec::new();
    let mut seen = HashSet::new();
    let mut keep = |steps: Vec<Step>, after: Position| {
        if !steps.is_empty() && seen.insert(after) {
            found.push((steps, after));
        }
    };
    let points: Vec<u8> = (1..=24u8).rev().filter(|&p| pos.count(me, p) > 0).collect();
    match points[..] {
        [] => {}
        [alone] => {
            let (mut start, mut at, mut jump) = (*pos, alone, Vec::new());
            if !is_corner(alone) {
                let (step, after) = land(pos, alone, next_corner(alone), None);
                jump.push(step);
                start = after;
                at = step.to;
            }
            let mut orders = vec![[a, b]];
            if !double {
                orders.push([b, a]);
            }
            for order in orders {
                let (mut steps, mut now, mut from) = (jump.clone(), start, at);
                for die in order {
                    let corners = match die.value() {
                        1 => 1,
                        6 => 2,
                        _ => continue,
                    };
                    if none_left(&now).is_some() {
                        break;
                    }
                    let mut target = from;
                    for _ in 0..corners {
                        target = next_corner(target);
                    }
                    let (step, after) = land(&now, from, target, Some(die));
                    steps.push(step);
                    now = after;
                    from = step.to;
                }
                keep(steps, now);
            }
        }
        _ if double => {
            let mut steps = Vec::new();
            four_moves(pos, a, dice.len(), &mut steps, &mut keep);
        }
        _ if [a, b].iter().any(|d| matches!(d.value(), 1 | 6)) => {
            let sum = a.value() + b.value();
            for &from in &points {
                let (step, after) = land(pos, from, ahead(from, sum), None);
                keep(vec![step], after);
            }
        }
        _ => {}
    }
    found
        .into_iter()
        .filter_map(|(steps, after)| {
            Some(LegalPlay {
                play: Play::from_steps(&steps)?,
                after: after.with_turn(!me),
            })
        })
        .collect()
}

/// Every way to play `left` more moves of `die`, any checkers, after `steps`; a play stops
/// early when the opponent has nothing left.
fn four_moves(
    pos: &Position,
    die: Die,
    left: usize,
    steps: &mut Vec<Step>,
    keep: &mut impl FnMut(Vec<Step>, Position),
) {
    if left == 0 || none_left(pos).is_some() {
        keep(steps.clone(), *pos);
        return;
    }
    let me = pos.turn();
    for from in (1..=24u8).rev().filter(|&p| pos.count(me, p) > 0) {
        let (step, after) = land(pos, from, ahead(from, die.value()), Some(die));
        steps.push(step);
        four_moves(&after, die, left - 1, steps, keep);
        steps.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_circuit_goes_on_from_the_own_1_to_the_own_24() {
        assert_eq!(ahead(1, 1), 24);
        assert_eq!(ahead(3, 5), 22);
        assert_eq!(next_corner(10), 7);
        assert_eq!(next_corner(1), 24);
        assert_eq!(next_corner(24), 19);
    }
}
