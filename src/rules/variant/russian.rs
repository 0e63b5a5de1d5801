//! Russian backgammon (`variants.md` §2.7; [RU][RU2][RU3]): all fifteen in the reserve, one
//! shared track (both enter on `N1`–`N6` and bear off from `V1`–`V6`), and once two checkers
//! have entered each number may enter or move ([RU2], as Russian Puff).
//!
//! A double d-d: four d; only if complete, four of its bottom face; only if that is
//! complete, a new roll [RU2]. A stage not completed loses the rest of the turn ("on ne peut
//! plus profiter du tour restant"). Values as in backgammon with the shared track's
//! backgammon test (§0.3); no cube.

use super::chains;
use crate::rules::ruleset::{EntryPolicy, Geometry, Hooks, Layout, RuleSet};

/// Shared track, free after two; doubles: faces, bottom faces, roll again, each if complete.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 15,
    },
    geometry: Geometry::Shared,
    entry: EntryPolicy::FreeAfter(2),
    cube: false,
    hooks: Hooks {
        after_stage: chains::russian,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
