//! Old Britain — Old English Backgammon (`variants.md` §2.12; [OE1], [OE2]): backgammon with
//! two changes. No point may hold more than five of one side's checkers after any single
//! die's move: landings, the touch-downs of a checker that plays several dice, and entries
//! from the bar all count, so a point holding five is closed to its owner. And when both
//! dice cannot be played, either die may be (no higher-die rule); both must still be used
//! when they can, as the seed keeps. No cube; `rules.md` values.

use crate::rules::ruleset::{DiceRule, OneDie, RuleSet};

/// Backgammon's start (five on the 13- and 6-points, at the cap already), cap 5, either die.
pub const RULES: RuleSet = RuleSet {
    cap: Some(5),
    dice: DiceRule {
        one_die: OneDie::Either,
        ..DiceRule::BACKGAMMON
    },
    cube: false,
    ..RuleSet::BACKGAMMON
};
