//! Mexican backgammon (`variants.md` §2.11; [MX]): the backgammon start, but
//! - a mixed roll is played the **smaller die first**; if it cannot be played, the whole turn
//!   is lost (then the larger, if it can be);
//! - no point may hold more than **five** of a side's checkers (bar entries included);
//! - a **double** completed gives a new roll;
//! - the **1-2** ("mexicain") is never played: the player names any double and plays four
//!   of it; completed, it too gives a new roll ([MX] plays the 1 and 2 first; the seed
//!   forbids it and wins);
//! - a checker is borne off only with the **exact** number;
//! - one point a game, no gammons, no cube.

use super::chains;
use crate::rules::ruleset::{DiceRule, DieOrder, Hooks, RuleSet, Scoring};

/// Smaller die first, cap 5, named double on 1-2, re-roll after doubles, exact bear-off.
pub const RULES: RuleSet = RuleSet {
    cap: Some(5),
    dice: DiceRule {
        order: DieOrder::SmallerFirst,
        exact_bear_off: true,
        ..DiceRule::BACKGAMMON
    },
    scoring: Scoring::Single,
    cube: false,
    hooks: Hooks {
        after_stage: chains::mexican,
        roll: chains::mexican_roll,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
