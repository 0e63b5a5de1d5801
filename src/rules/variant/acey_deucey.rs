//! Acey Deucey (`variants.md` §2.10; [AD1]–[AD4]): all fifteen checkers start in the reserve
//! and each number may enter one (die d on the own 25 − d) or move a checker on the board,
//! from the first turn; checkers on the bar enter first; bearing off needs all fifteen home.
//!
//! Rolls and doubles as in backgammon, without re-roll, but the **1-2** (the acey-deucey):
//! once its 1 and 2 are played, the player names any double and plays four of it; that
//! completed, he rolls again (a new 1-2 repeats it all). A stage not completed loses the rest
//! of the turn [AD1][AD2].
//!
//! The winner scores **one point per checker** the loser has not borne off, on the board, on
//! the bar or still in the reserve ("sur le plateau" read as every checker not borne off: a
//! checker never entered is further back still) [AD3]. No cube, no gammons.

use super::chains;
use crate::rules::ruleset::{EntryPolicy, Hooks, Layout, RuleSet, Scoring};

/// All in the reserve, free entry, the 1-2's named double and new roll, a point per checker.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 15,
    },
    entry: EntryPolicy::Free,
    scoring: Scoring::PerChecker,
    cube: false,
    hooks: Hooks {
        after_stage: chains::acey_deucey,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
