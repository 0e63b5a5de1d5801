//! Lancer prématuré, the early roll (`variants.md` §2.21): backgammon, but each side rolls
//! its next roll during the other side's turn, before that side moves, so that the mover
//! always knows the opponent's next roll. After the opening roll the second player rolls at
//! once. The cube: a side may double only just before rolling its own dice, that is during
//! the opponent's turn, before the opponent moves (kept literally, §2.21 item 6); a double
//! seen after that roll is refused.

use crate::rules::ruleset::{DiceOrigin, DiceRule, RuleSet};

/// Backgammon with each roll known one turn early.
pub const RULES: RuleSet = RuleSet {
    dice: DiceRule {
        origin: DiceOrigin::Early,
        ..DiceRule::BACKGAMMON
    },
    ..RuleSet::BACKGAMMON
};
