//! Hyper-Backgammon (`variants.md` §3.5): three checkers a side, on the 24-, 23- and
//! 22-points; otherwise backgammon (bearing off once all three are home).

use crate::rules::ruleset::{Gnubg, Layout, RuleSet};

/// One checker on each of own 24, 23, 22 (Green: `N1 (1v), N2 (1v), N3 (1v)`).
pub const RULES: RuleSet = RuleSet {
    checkers: 3,
    max_checkers: 3,
    layout: Layout {
        points: &[(24, 1), (23, 1), (22, 1)],
        bar: 0,
        reserve: 0,
    },
    // gnubg's `set variation 3-chequer-hypergammon`, `; [Variation "HyperGammon (3)"]`.
    gnubg: Gnubg::Variation("HyperGammon (3)"),
    // The Jacoby rule in money play, as the game is published.
    jacoby: true,
    ..RuleSet::BACKGAMMON
};
