//! Long Puff (`variants.md` §2.3): Puff on a shared track. Both sides enter on `N1`–`N6`,
//! travel the same way and bear off from `V1`–`V6`, so their checkers meet on every point;
//! a hit checker re-enters on `N1`–`N6` like any entry and must come home again before
//! bearing off resumes (§2.3 item 6). The backgammon test is the shared track's (§0.3).

use super::puff;
use crate::rules::ruleset::{Geometry, RuleSet};

/// Puff, on one track for both.
pub const RULES: RuleSet = RuleSet {
    geometry: Geometry::Shared,
    ..puff::RULES
};
