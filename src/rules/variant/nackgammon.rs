//! Nackgammon (`variants.md` §3.1): backgammon with four back checkers, two on the 24- and
//! two on the 23-point, taken from the 6- and the 13-point. Only the layout changes.

use crate::rules::ruleset::{Gnubg, Layout, RuleSet};

/// Own 24×2, 23×2, 13×4, 8×3, 6×4 (Green: `N1 (2v), N2 (2v), N12 (4v), V8 (3v), V6 (4v)`).
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)],
        bar: 0,
        reserve: 0,
    },
    // gnubg's `set variation nackgammon`, written `; [Variation "NackGammon"]` in its files.
    gnubg: Gnubg::Variation("NackGammon"),
    // The Jacoby rule in money play, as the game is published.
    jacoby: true,
    ..RuleSet::BACKGAMMON
};
