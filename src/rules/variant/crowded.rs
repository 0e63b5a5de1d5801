//! Crowded Backgammon — Backgammon surpeuplé (`variants.md` §3.4): backgammon's start plus
//! five checkers in the reserve, twenty a side, entering freely as in Race; bearing off
//! needs all twenty home, and a gammon means none of the twenty off.
//!
//! Only a one-line summary of this game was found ("five more pieces in race position"):
//! reading those five as a reserve is the proposal of `variants.md`, and `règles` says so.

use crate::rules::ruleset::{EntryPolicy, Layout, RuleSet};

/// Backgammon's fifteen where they start, five more in the reserve.
pub const RULES: RuleSet = RuleSet {
    checkers: 20,
    max_checkers: 20,
    layout: Layout {
        points: &[(24, 2), (13, 5), (8, 3), (6, 5)],
        bar: 0,
        reserve: 5,
    },
    entry: EntryPolicy::Free,
    ..RuleSet::BACKGAMMON
};
