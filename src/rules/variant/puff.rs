//! Puff (`variants.md` §2.2; German Puff [PUFF1][PUFF2]): no starting position, all fifteen
//! checkers wait in the reserve and enter into the opponent's inner table (die d on the own
//! 25 − d), every one of them before any board move, one die per entering checker.
//!
//! The **smaller die first**: a mixed roll is played the smaller number first; if it cannot
//! be played, the turn is lost, even when the larger could be (C4). A **double** is played
//! four times, then, only if all four were played, four times its **bottom face** (7 − d);
//! no re-roll (the seed's own rule; the German custom of playing the first double twice is
//! not adopted). Otherwise backgammon: hitting, bar first, bearing off, values, cube.

use super::chains;
use crate::rules::ruleset::{DiceRule, DieOrder, EntryPolicy, Hooks, Layout, RuleSet};

/// Fifteen in the reserve, entered all first; smaller die first; bottom faces.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 15,
    },
    entry: EntryPolicy::AllFirst,
    dice: DiceRule {
        order: DieOrder::SmallerFirst,
        ..DiceRule::BACKGAMMON
    },
    hooks: Hooks {
        after_stage: chains::puff,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
