//! Anti-Backgammon (`variants.md` §3.2): backgammon whose goal is reversed. The first side to
//! bear off all its checkers loses; the other wins single, gammon or backgammon judged on its
//! own checkers (none borne off: 2; and also one on the bar or in the finisher's home: 3),
//! times the cube. BrainKing's page was not available: this is the forum reading [ANTI].
//!
//! **A cap on the length of a game, decided here** (variants.md is silent): a side that
//! wants to finish last courts hits, and two such players hit each other for thousands of
//! turns (measured: computer demonstrations of 7,000 to 10,000+ turns). As variants.md
//! §2.17 proposes for À l'arrière, a game still running after a cap of turns by each side
//! is drawn: 4,000 here, far beyond any game people play, so that it ends the endless ones
//! only (a cap of 500 drew nearly every computer game, hiding which side played better).

use crate::rules::ruleset::{RuleSet, Scoring};

/// Backgammon's start, moves and cube, the result reversed.
pub const RULES: RuleSet = RuleSet {
    scoring: Scoring::Reversed,
    turn_cap: Some(4000),
    ..RuleSet::BACKGAMMON
};
