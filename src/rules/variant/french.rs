//! French backgammon 1 (`variants.md` §2.6; [FR][FR2]): all fifteen start in the reserve and
//! enter by the dice, every one before any board move (after the last entry the numbers
//! left move freely). Mixed rolls as in backgammon (the higher-die rule included).
//!
//! A **double** d-d gives three stages: four d, then four of its bottom face (7 − d), then a
//! new roll within the same turn (a new double repeats all). A stage that cannot be played
//! in full is left (the rest of its numbers lost) and the next stage still follows; the
//! faces apply while entering too (the seed makes no exception). Cube and values as in
//! backgammon (the seed withholds the cube only from the Russian game).

use super::chains;
use crate::rules::ruleset::{EntryPolicy, Hooks, Layout, RuleSet};

/// All in the reserve, entered first; doubles: faces, bottom faces, roll again.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 15,
    },
    entry: EntryPolicy::AllFirst,
    hooks: Hooks {
        after_stage: chains::french,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
