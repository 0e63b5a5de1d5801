//! Eureka — Eureika (`variants.md` §2.1; [E1], [E2]): the children's game that teaches the
//! bear-off. Every checker starts in its own home, three each on the own 1-, 2- and
//! 3-points and two each on the 4-, 5- and 6-points; there is no movement phase and no
//! contact, only `rules.md`'s bear-off (a die matching an empty point, while a checker
//! stands higher, moves a checker inside). The first with fifteen off wins, at `rules.md`'s
//! values (a loser with none off is gammoned; no checker can ever be in the winner's home).
//!
//! **Cube**: the seed makes it optional ("si on le souhaite"); the engine has no per-game
//! cube setting, so the default of §2.1 item 6, off, is the rule here.

use crate::rules::ruleset::{Layout, RuleSet};

/// Own 1, 2, 3 ×3 and 4, 5, 6 ×2 (Green `V1 (3v) … V6 (2v)`); backgammon's moves, which
/// the fast generator plays (no contact is possible); no cube.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(6, 2), (5, 2), (4, 2), (3, 3), (2, 3), (1, 3)],
        bar: 0,
        reserve: 0,
    },
    cube: false,
    ..RuleSet::BACKGAMMON
};
