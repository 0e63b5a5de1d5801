//! Cloning Backgammon — Backgammon de clonage (`variants.md` §3.6): backgammon, plus each hit
//! puts a new checker of the hitter's colour on the hitter's own bar at once; it must enter
//! (bar rule) before his other moves, with the rest of the roll. The supply is unlimited, and
//! bearing off needs every own checker home, clones included.
//!
//! Only a one-line summary was found (Jos Boudestein's game: "each hit puts an extra piece on
//! the hitter's own bar"): whose bar and when are the proposals of `variants.md`, and
//! `règles` says so.
//!
//! **The supply is not unlimited here**, against `variants.md`'s proposal: a side has at most
//! 30 checkers (a second set's fifteen), and a hit beyond makes no clone. Decided as players
//! with a real board would, and because unlimited clones let a game grow without end:
//! random play measured it, 256 checkers a side and no end in 3,000 turns.

use crate::rules::ruleset::RuleSet;

/// Backgammon, with clones; the general generator (a hit changes the hitter's bar).
pub const RULES: RuleSet = RuleSet {
    clones: true,
    max_checkers: 30,
    ..RuleSet::BACKGAMMON
};
