//! Gioul, Turkish backgammon (`variants.md` §2.8; [GI][GI2]): all fifteen start on the own
//! 24-point (Green on `N1`, Black on `V1`), moving as in backgammon, but nothing is ever
//! hit: **one** opposing checker closes a point (for landing and for touching down). Primes
//! are allowed.
//!
//! A **double** opens a ladder: four of its number, then four of each higher number up to
//! the 6s. The roller plays the stages while he completes them; the first he cannot complete
//! (its rest lost) hands the *next* number to his opponent, who plays it with his own
//! checkers, and so on back and forth. After the 6s, or a failed stage of 6s, the roller's
//! opponent rolls his turn (the seed's example; [GI]). The mother-checker rules some pages
//! give are not adopted: nothing can be pinned in Gioul.
//!
//! One point a game, two if the loser has borne off none; no cube.

use super::chains;
use crate::rules::ruleset::{Contact, Hooks, Layout, RuleSet, Scoring};

/// Fifteen on the own 24-point, one checker blocks, climbing doubles.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 15)],
        bar: 0,
        reserve: 0,
    },
    contact: Contact::Block,
    scoring: Scoring::NoBackgammon,
    cube: false,
    hooks: Hooks {
        after_stage: chains::gioul,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
