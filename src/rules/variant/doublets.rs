//! Doublets — Doublets / Ofanfelling (`variants.md` §2.15; \[DB1\]): twelve checkers a side,
//! two stacked on each of its own points 1..=6 (Green `V1`–`V6`, Black `N1`–`N6`). Nothing
//! moves: each die names a point, and acts there by the phase its side is in:
//!
//! 1. unstack the pile standing on each rolled point;
//! 2. restack the pile on each rolled point;
//! 3. bear off the pile (both checkers) of each rolled point.
//!
//! A double acts once (the point once), then the side rolls again. A die that cannot act
//! (its point already done in this phase) is lost. A roll acts in the phase its side is in
//! when it is rolled: a die left once that phase is complete is lost, and the next phase
//! starts with the next roll. The first side with twelve off wins one point; no cube.
//!
//! The position keeps each side's phase and standing piles ([`Stacks`]): the board alone
//! cannot tell the start (phase 1, every pile standing) from the end of the restacking
//! (phase 3, every pile standing). A phase completed is written as the next one at once
//! (phase 1 with every pile down is phase 2 with none restacked), so that one state has one
//! text.
//!
//! A play is one step per die that acts, `from` the point: to the same point for an unstack
//! or a restack, to 0 (off) for a pile borne off, which takes both its checkers. Plays list
//! their steps by increasing point (`V3 V6`); the player may type them in any order, since
//! the result never depends on it (no die ever acts in the next phase).
//!
//! Decisions where variants.md is silent: a double gives its roll again even when its point
//! has nothing left to do (the roll again is the double's, as the seed says "doublet …
//! relancer" without condition); the roll again acts in the phase the side is in by then,
//! the next one if the double completed a phase (it is the next roll); the opening dice are
//! played by the starter, as every game of the family (`variants.md` §0.3); a side that has
//! borne off its twelve checkers ends the game at once, even in the middle of a double's
//! rolls again.

use crate::rules::dice::Die;
use crate::rules::game::{OFF, Points};
use crate::rules::generate::LegalPlay;
use crate::rules::moves::{Play, Step};
use crate::rules::position::{Position, Stacks};
use crate::rules::ruleset::{Contact, DiceRule, Doubles, Hooks, Layout, RuleSet, Scoring};
use crate::rules::stage::AfterStage;

/// Every pile standing: own points 1..=6.
const ALL_PILES: u8 = 0b11_1111;

/// Twelve a side, two on each own 1..=6, stacked; no movement; one point; no cube.
pub const RULES: RuleSet = RuleSet {
    checkers: 12,
    max_checkers: 12,
    layout: Layout {
        points: &[(6, 2), (5, 2), (4, 2), (3, 2), (2, 2), (1, 2)],
        bar: 0,
        reserve: 0,
    },
    // Nothing moves, so nothing is hit: no bar.
    contact: Contact::Block,
    cap: Some(2),
    dice: DiceRule {
        doubles: Doubles::Once,
        ..DiceRule::BACKGAMMON
    },
    scoring: Scoring::Single,
    cube: false,
    stacks: true,
    hooks: Hooks {
        after_stage: |_, stage, _, _| match stage.kind.dice() {
            Some(dice) if dice.is_double() => AfterStage::RollAgain,
            _ => AfterStage::HandOver,
        },
        plays: Some(plays),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The phases, as [`Stacks::phase`] numbers them.
pub const UNSTACK: u8 = 1;
/// The second phase: restack.
pub const RESTACK: u8 = 2;
/// The third phase: bear off.
pub const BEAR_OFF: u8 = 3;

/// Whether a side's checkers agree with its phase and piles: nothing past own 6; in the
/// first two phases two checkers on each own 1..=6 and none off, with some pile left to
/// unstack (phase 1) or to restack (phase 2); in the third, each own 1..=6 holds its pile,
/// standing, or nothing (borne off).
#[must_use]
pub fn fits(points: &Points, stacks: Stacks) -> bool {
    if points[7..].iter().any(|&n| n > 0) {
        return false;
    }
    let own = |p: u8| points[usize::from(p)];
    match stacks.phase() {
        UNSTACK | RESTACK => {
            let done = if stacks.phase() == UNSTACK {
                0
            } else {
                ALL_PILES
            };
            points[OFF] == 0 && (1..=6).all(|p| own(p) == 2) && stacks.piles() != done
        }
        BEAR_OFF => (1..=6).all(|p| {
            let n = own(p);
            (n == 0 && !stacks.stands(p)) || (n == 2 && stacks.stands(p))
        }),
        _ => false,
    }
}

/// What the die naming own `point` does to a side in `stacks`: its stacks after, or `None`
/// when the point has nothing left to do in this phase. A pile that completes the phase
/// moves the side on to the next.
#[must_use]
pub fn advance(stacks: Stacks, point: u8) -> Option<Stacks> {
    let standing = stacks.stands(point);
    match stacks.phase() {
        UNSTACK if standing => {
            let next = stacks.with_pile(point, false);
            Some(if next.piles() == 0 {
                next.next_phase(0)
            } else {
                next
            })
        }
        RESTACK if !standing => {
            let next = stacks.with_pile(point, true);
            let done = next.piles() == ALL_PILES;
            Some(if done {
                next.next_phase(ALL_PILES)
            } else {
                next
            })
        }
        BEAR_OFF if standing => Some(stacks.with_pile(point, false)),
        _ => None,
    }
}

/// Whether a side in `stacks` has borne every pile off.
#[must_use]
pub fn done(stacks: Stacks) -> bool {
    stacks.phase() == BEAR_OFF && stacks.piles() == 0
}

/// A side's stacks after a roll of `dice` (two, or one of a double): each die by increasing
/// point, in the phase the side was in when it rolled, the dice left once that phase is
/// complete lost; and the steps of the dice that acted.
#[must_use]
pub fn after_roll(stacks: Stacks, dice: &[Die]) -> (Stacks, arrayvec::ArrayVec<Die, 2>) {
    let mut dice: arrayvec::ArrayVec<Die, 4> = dice.iter().copied().collect();
    dice.sort();
    let mut now = stacks;
    let mut acted: arrayvec::ArrayVec<Die, 2> = arrayvec::ArrayVec::new();
    for (i, &die) in dice.iter().enumerate() {
        // A double acts once: its point once.
        let again = i > 0 && dice[i - 1] == die;
        if again || now.phase() != stacks.phase() || done(now) {
            break;
        }
        if let Some(next) = advance(now, die.value()) {
            now = next;
            let _ = acted.try_push(die);
        }
    }
    (now, acted)
}

/// What a die does on its point in `pos`, for the side on roll: the step and the position
/// after it (the same side on roll), or `None` when the point has nothing left to do in this
/// phase ([`advance`]). A pile borne off takes both its checkers.
#[must_use]
pub fn act(pos: &Position, die: Die) -> Option<(Step, Position)> {
    let me = pos.turn();
    let point = die.value();
    let stacks = pos.stacks(me);
    let next = advance(stacks, point)?;
    let mut after = *pos;
    let to = if stacks.phase() == BEAR_OFF {
        let points = &mut after.checkers[me];
        points[usize::from(point)] -= 2;
        points[OFF] += 2;
        OFF as u8
    } else {
        point
    };
    after.stacks[me] = next;
    Some((Step::new(point, to, die), after))
}

/// `pos` after `step`, a step of a Doublets play (the same side on roll); `pos` unchanged
/// for a step that does nothing there.
#[must_use]
pub fn apply(pos: &Position, step: &Step) -> Position {
    step.die
        .and_then(|die| act(pos, die))
        .map_or(*pos, |(_, after)| after)
}

/// The play of the side on roll with `dice` (two, or one of a double), by [`after_roll`]:
/// one play at most (the result never depends on the order), none when no die acts.
fn plays(pos: &Position, dice: &[Die]) -> Vec<LegalPlay> {
    let me = pos.turn();
    let (_, acted) = after_roll(pos.stacks(me), dice);
    let mut now = *pos;
    let mut steps = Vec::new();
    for die in acted {
        if let Some((step, after)) = act(&now, die) {
            steps.push(step);
            now = after;
        }
    }
    Play::from_steps(&steps)
        .filter(|play| !play.is_empty())
        .map(|play| LegalPlay {
            play,
            after: now.with_turn(!me),
        })
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Side, Variant};

    fn die(n: u8) -> Die {
        Die::new(n).unwrap()
    }

    #[test]
    fn the_start_has_every_pile_standing_in_the_first_phase() {
        let start = Position::start(Variant::Doublets, Side::Green);
        for side in Side::ALL {
            assert_eq!(start.stacks(side).phase(), UNSTACK);
            assert_eq!(start.stacks(side).piles(), ALL_PILES);
            assert_eq!(start.total(side), 12);
        }
    }

    #[test]
    fn unstacking_the_last_pile_starts_the_restacking() {
        let mut pos = Position::start(Variant::Doublets, Side::Green);
        for n in 1..=5 {
            pos = act(&pos, die(n)).unwrap().1;
        }
        assert_eq!(pos.stacks(Side::Green).phase(), UNSTACK);
        let (step, pos) = act(&pos, die(6)).unwrap();
        assert_eq!((step.from, step.to), (6, 6));
        assert_eq!(pos.stacks(Side::Green).phase(), RESTACK);
        assert_eq!(pos.stacks(Side::Green).piles(), 0);
        assert!(act(&pos, die(6)).is_some(), "the 6 restacks now");
    }

    #[test]
    fn a_double_acts_on_its_point_once() {
        let start = Position::start(Variant::Doublets, Side::Green);
        let plays = start.legal_plays(Dice::Double(die(5)));
        assert_eq!(plays.len(), 1);
        assert_eq!(plays[0].play.len(), 1);
    }
}
