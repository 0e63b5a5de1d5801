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
//! winner's home; no cube. A play that bears off the last checker is whole, the game being
//! over (decided: a last checker could otherwise never leave).
//!
//! **Deadlock** (decided; the seed is silent): when each side's straggler is pinned under
//! the other's home checkers, neither can ever bear off nor play a whole roll, and the
//! position never changes; it is then a draw, as Lancer fixe's frozen position (§2.19). The
//! rule is the pinning games' shared [`pinning::deadlock`].

use super::pinning;
use crate::rules::ruleset::{Contact, Hooks, Layout, RuleSet, Scoring};
use crate::rules::stage::Failure;

/// Own 24 ×13, 17 ×1, 15 ×1; pinning; all or nothing; pip scoring; no cube; the deadlock
/// draw.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 13), (17, 1), (15, 1)],
        bar: 0,
        reserve: 0,
    },
    contact: Contact::Pin,
    failure: Failure::WholeOrNothing,
    scoring: Scoring::Pips,
    cube: false,
    hooks: Hooks {
        early_end: pinning::deadlock,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
