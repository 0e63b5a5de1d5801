//! Lancer fixe — Fixed roll (`variants.md` §2.19): the opening roll (two different dice,
//! `rules.md`) is every turn's roll, for both sides, for the whole game; no die is ever
//! thrown again. Moves, values and cube are backgammon's.
//!
//! The roll is kept in the position ([`Position::fixed_roll`]) from the opening on, so that
//! the driver plays it instead of rolling, a saved game resumes with it, and the computer's
//! look-ahead knows the opponent's roll.
//!
//! **Draw**: when both sides pass in succession the position can never change again, and
//! the game is drawn (0 points). Decided: the draw is read off the position as soon as
//! neither side can move with the fixed roll, which is when those two passes are forced —
//! the players are spared typing them.

use crate::rules::dice::Dice;
use crate::rules::position::{Outcome, Position};
use crate::rules::ruleset::{DiceOrigin, DiceRule, Hooks, RuleSet};
use crate::rules::side::Side;
use crate::rules::{Die, RESERVE};

/// Backgammon with the opening roll fixed.
pub const RULES: RuleSet = RuleSet {
    dice: DiceRule {
        origin: DiceOrigin::Fixed,
        ..DiceRule::BACKGAMMON
    },
    hooks: Hooks {
        early_end: dead,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// A draw once neither side can move with the fixed roll.
fn dead(pos: &Position) -> Option<Outcome> {
    let dice = pos.fixed_roll()?;
    if Side::ALL.into_iter().any(|side| pos.finished(side)) {
        return None;
    }
    let stuck = Side::ALL
        .into_iter()
        .all(|side| !can_move(&pos.with_turn(side), dice));
    stuck.then_some(Outcome::Drawn)
}

/// Whether the side on roll can play a die of `dice`: then a legal play exists.
fn can_move(pos: &Position, dice: Dice) -> bool {
    let dice: [Die; 2] = [dice.big(), dice.small()];
    dice.into_iter()
        .any(|die| (0..=RESERVE).any(|from| pos.try_step(from, die).is_some()))
}
