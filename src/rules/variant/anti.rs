//! Anti-Backgammon (`variants.md` §3.2): backgammon whose goal is reversed. The first side to
//! bear off all its checkers loses; the other wins single, gammon or backgammon judged on its
//! own checkers (none borne off: 2; and also one on the bar or in the finisher's home: 3),
//! times the cube. BrainKing's page was not available: this is the forum reading [ANTI].

use crate::rules::ruleset::{RuleSet, Scoring};

/// Backgammon's start, moves and cube, the result reversed.
pub const RULES: RuleSet = RuleSet {
    scoring: Scoring::Reversed,
    ..RuleSet::BACKGAMMON
};
