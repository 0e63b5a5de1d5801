//! À l'envers — Backgammon to lose, Misère (`variants.md` §2.22; [MIS1], [MIS2]): backgammon
//! whose goal is reversed. When one side has borne off all its checkers, the other wins one
//! point times the cube, with no gammons [MIS2]. (Anti-Backgammon, §3.2, is the same game
//! counted with gammons judged on the winner's checkers.)

use crate::rules::ruleset::{RuleSet, Scoring};

/// Backgammon's start, moves and cube; the last to finish wins a single game.
///
/// The same cap on a game's length as Anti-Backgammon (4,000 turns a side, then a draw),
/// for the same reason: two players who both want to finish last court hits without end
/// (`variants.md` is silent; §2.17 proposes such a cap).
pub const RULES: RuleSet = RuleSet {
    scoring: Scoring::LastOffWins,
    turn_cap: Some(4000),
    ..RuleSet::BACKGAMMON
};
