//! Pin — Pin Game (`variants.md` §2.13; [PIN], [PIN2]): fifteen checkers each, thirteen on
//! the own 24-point, one on the 17 and one on the 15 (Green `N1 (13v), N8 (1v), N10 (1v)`),
//! moving in opposite directions as in backgammon; a lone checker landed on is **pinned**
//! under the lander until he leaves, as in Plakoto. A point is closed to the mover when it
//! holds two or more opposing checkers, or an opposing checker pinning one of his; his own
//! stack or pinner is open to him. Bearing off needs all fifteen home and none pinned.
//!
//! The roll is played **completely or not at all**: both dice, or all four of a double, else
//! the turn is lost. The winner scores the loser's pip count (pinned checkers included),
//! doubled when the loser bore off none, tripled when also one of its checkers is in the
//! winner's home; no cube.

use crate::rules::ruleset::{Contact, Layout, RuleSet, Scoring};
use crate::rules::stage::Failure;

/// Own 24 ×13, 17 ×1, 15 ×1; pinning; all or nothing; pip scoring; no cube.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 13), (17, 1), (15, 1)],
        bar: 0,
        reserve: 0,
    },
    contact: Contact::Pin,
    failure: Failure::TurnLost,
    scoring: Scoring::Pips,
    cube: false,
    fast: None,
    ..RuleSet::BACKGAMMON
};
