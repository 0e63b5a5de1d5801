//! Straight (`variants.md` §2.18): backgammon's start, but both sides move the same way on
//! one shared track (SHARED, §0.2): both enter on `N1`–`N6` and bear off from `V1`–`V6`, past
//! the seed's point 24 as the seed says of Black. Green's checkers stand where backgammon
//! puts them (`N1 (2v), N12 (5v), V8 (3v), V6 (5v)`); Black's stand on the same board
//! points as in backgammon, which on the shared track are its own 1 (×2), 12 (×5), 17 (×3)
//! and 19 (×5) (`V1 (2n), V12 (5n), N8 (3n), N6 (5n)`): 208 pips against Green's 167, "plus
//! difficile pour le joueur noir".
//!
//! Backgammon's hitting and dice; `rules.md` values with the SHARED backgammon test (§0.3:
//! a loser's checker on the bar or on its own 19–24); cube. The return game with colours
//! swapped, which the seed suggests, is the players' to start (`--jeu straight` again with
//! the seats exchanged): the engine has no setting for it.

use crate::rules::ruleset::{Geometry, Layout, RuleSet};

/// Backgammon's start on a shared track, each side in its own numbering.
pub const RULES: RuleSet = RuleSet {
    black_layout: Some(Layout {
        points: &[(19, 5), (17, 3), (12, 5), (1, 2)],
        bar: 0,
        reserve: 0,
    }),
    geometry: Geometry::Shared,
    ..RuleSet::BACKGAMMON
};
