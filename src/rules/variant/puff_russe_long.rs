//! Russian Long Puff (`variants.md` §2.5): Russian Puff's free entry after two, on Long
//! Puff's shared track.

use super::puff_russe;
use crate::rules::ruleset::{Geometry, RuleSet};

/// Russian Puff on one track for both.
pub const RULES: RuleSet = RuleSet {
    geometry: Geometry::Shared,
    ..puff_russe::RULES
};
