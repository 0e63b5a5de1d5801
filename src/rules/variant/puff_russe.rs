//! Russian Puff (`variants.md` §2.4; [RU2]): Puff, but once two checkers have entered each
//! number may enter a checker from the reserve or move one on the board, even within the
//! same roll (bar checkers still first). Doubles, bottom faces, the smaller die first and the
//! cube as in Puff ("comme d'habitude").

use super::puff;
use crate::rules::ruleset::{EntryPolicy, RuleSet};

/// Puff, free to enter or move after two have entered.
pub const RULES: RuleSet = RuleSet {
    entry: EntryPolicy::FreeAfter(2),
    ..puff::RULES
};
