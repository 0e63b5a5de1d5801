//! Plakoto (`variants.md` §3.8; [PL1]–[PL5]): fifteen checkers each on the own 24-point,
//! moving in opposite directions as in backgammon, but a lone checker is **pinned** by an
//! opposing checker that lands on it, not hit: it cannot move until the pinner leaves, and the
//! point is closed to its owner meanwhile. Bearing off needs all fifteen home and none pinned.
//!
//! The **mother**: if a side's last checker on its start point is pinned there while the
//! pinner's side has no checker left on its own start point, the pinner wins at once, worth a
//! backgammon (3 points, [PL3]); both mothers pinned is a draw [PL1][PL2]. Checked on the
//! position, so at the end of each turn (covers "his own mother is still threatened").
//! Otherwise `rules.md` values (BrainKing lists no change); no cube [PL1].
//!
//! **Deadlock** (decided; `variants.md` is silent): a position where neither side can ever
//! move again, each straggler pinned under the other's home checkers, is drawn by the pinning
//! games' shared rule ([`pinning::deadlock`]), as in Pin and Tapa; both mothers pinned is the
//! usual case of it, drawn by the mother rule first. Without it such a game would pass turns
//! for ever.

use super::pinning;
use crate::rules::position::{Outcome, Position, WinKind};
use crate::rules::ruleset::{Contact, Hooks, Layout, RuleSet};
use crate::rules::side::Side;

/// The start point, in each side's own numbering.
const START: u8 = 24;

/// All fifteen on the own 24-point; pinning; the mother, then the deadlock draw; no cube.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(START, 15)],
        bar: 0,
        reserve: 0,
    },
    contact: Contact::Pin,
    cube: false,
    hooks: Hooks {
        early_end: |pos| mother(pos).or_else(|| pinning::deadlock(pos)),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The mother rule: a win for the side that pinned the other's last checker on its start
/// while having left its own start, a draw when both mothers are pinned.
fn mother(pos: &Position) -> Option<Outcome> {
    let pinned_mother = |side: Side| pos.count(side, START) == 1 && pos.is_pinned(side, START);
    match (pinned_mother(Side::Green), pinned_mother(Side::Black)) {
        (true, true) => Some(Outcome::Drawn),
        (false, true) if pos.count(Side::Green, START) == 0 => Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Mother,
        }),
        (true, false) if pos.count(Side::Black, START) == 0 => Some(Outcome::Won {
            winner: Side::Black,
            kind: WinKind::Mother,
        }),
        _ => None,
    }
}
