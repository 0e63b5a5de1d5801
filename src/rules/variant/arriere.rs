//! À l'arrière — Backward (`variants.md` §2.17; [CB]): backgammon in which each die may move
//! a checker forward or backward, chosen die by die. A backward move goes up the mover's own
//! numbering, stops at its own 24-point at most (never to the bar), may hit a lone checker
//! as a forward move does ([CB]), and may take a checker out of the home table again (bearing
//! off waits until all are home). Entering from the bar and bearing off are forward only.
//! The dice-usage rules (as many dice as possible, the higher of two) apply to the enlarged
//! set of moves. `rules.md` values; cube.
//!
//! **Draw**: play can go on without end; as §2.17 proposes, a game still running after 500
//! turns by each side is drawn.

use crate::rules::ruleset::RuleSet;

/// Backgammon with backward moves and the 500-turn cap.
pub const RULES: RuleSet = RuleSet {
    backward: true,
    turn_cap: Some(500),
    ..RuleSet::BACKGAMMON
};
