//! Tapa (Тапа, "bottle cap"), the third game of the Bulgarian and Macedonian tavla set after
//! Tabla and Gyulbara ([TP1] Wikipedia "Tapa (game)", [TP2] vogclub's rules, [TP3]
//! backgammonmoments' account of Bulgarian play; `variants.md` has no section for it).
//!
//! Plakoto (§3.8) without its mother: fifteen checkers each on the own 24-point, moving in
//! opposite directions with backgammon's dice; a lone checker landed on is **pinned** under
//! the lander, not hit: it cannot move until the pinner leaves, and the point is closed to
//! its owner meanwhile; two opposing checkers also close a point. Bearing off needs all
//! fifteen home and none pinned [TP1]. A pinned checker on its owner's start point is
//! pinned like any other: nothing ends the game but bearing off all.
//!
//! **Scoring**: one point, two when the loser has borne off none; no backgammon and no cube
//! ([TP3]: in Bulgaria gammons count, backgammons do not, and nobody doubles).
//!
//! **Deadlock**: [TP2] draws the game when neither player has a legal move. Read as the
//! pinning games' shared rule ([`pinning::deadlock`]): a draw once neither side can play any
//! roll again, not when a roll merely cannot be played this turn (that turn passes, as in
//! backgammon).
//!
//! The opening is `rules.md`'s, as for every game (`variants.md` §0.3): [TP1]'s "the winner
//! of the previous game starts" belongs to the tavla match, which the engine does not play.

use super::pinning;
use crate::rules::ruleset::{Contact, Hooks, Layout, RuleSet, Scoring};

/// All fifteen on the own 24-point; pinning; single and double games; no cube; the
/// deadlock draw.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 15)],
        bar: 0,
        reserve: 0,
    },
    contact: Contact::Pin,
    scoring: Scoring::NoBackgammon,
    cube: false,
    hooks: Hooks {
        early_end: pinning::deadlock,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
