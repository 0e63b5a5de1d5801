//! Backgammon Race — Course de backgammon (`variants.md` §3.3): all fifteen checkers start
//! in the reserve and enter when their owner wishes (die d on own 25−d, as from the bar);
//! hit checkers on the bar enter first. No cube unless a cube match is chosen; reserve
//! checkers count as on the bar for the backgammon test (§0.3).

use crate::rules::ruleset::{EntryPolicy, Layout, RuleSet};

/// Fifteen in the reserve, free entry, backgammon otherwise; no cube by default [RACE].
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 15,
    },
    entry: EntryPolicy::Free,
    cube: false,
    ..RuleSet::BACKGAMMON
};
