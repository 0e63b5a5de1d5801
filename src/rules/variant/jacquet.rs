//! Jacquet, the game of the tactile (RNIB) edition (`rules.md` §3, seed 001).
//!
//! Both sides turn the same way, a single checker already blocks, and a postillon leads.

use crate::rules::game::{Conventions, Game, Points};
use crate::rules::position::Position;
use crate::rules::ruleset::{
    Contact, Geometry, Hooks, Layout, Opening, RuleBreak, RuleSet, Scoring, TurnEnd,
};
use crate::rules::side::Side;

/// Fifteen on the opponent's outer extreme point, the postillon among them; same direction,
/// one checker blocks, no cube, Jacquet's scoring; the opening roll only says who starts
/// (`rules.md` §3: the starter then rolls two new dice).
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(START_POINT, 15)],
        bar: 0,
        reserve: 0,
    },
    geometry: Geometry::Same,
    contact: Contact::Block,
    opening: Opening::StarterRolls,
    scoring: Scoring::Jacquet,
    cube: false,
    postillon: true,
    hooks: Hooks {
        turn_end: Some(|after, mover| {
            match Jacquet::broken_rule(
                after.checkers(mover),
                after.postillon(!mover),
                after.conventions(),
            ) {
                None => TurnEnd::Allowed,
                Some(rule) => TurnEnd::Forbidden(RuleBreak::Blocking(rule)),
            }
        }),
        bear_off_blocked: Some(|pos: &Position, side: Side| {
            <Jacquet as Game>::bear_off_blocked(pos.checkers(!side))
        }),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The rules of Jacquet, as hooks for the fast generator.
#[derive(Clone, Copy, Debug)]
pub struct Jacquet;

/// The starting point of each side in its own numbering (Green's N12, Black's V12).
pub const START_POINT: u8 = 24;

/// The bouchage rule a position breaks (`rules.md` §3), for telling the player which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockingRule {
    /// More than 5 points in a row on the route of an opposing postillon still travelling.
    PostillonRoute,
    /// 5 points in a row from one's start without a checker on one's first inner point
    /// (and, with the double bouchage convention, on the sixth).
    FiveFromStart { double: bool },
    /// Six points in a row, under the convention that forbids any.
    SixInARow,
}

impl Jacquet {
    /// The first bouchage rule that `mine` breaks, if any.
    #[must_use]
    pub fn broken_rule(
        mine: &Points,
        their_postillon: Option<u8>,
        conventions: Conventions,
    ) -> Option<BlockingRule> {
        if let Some(p) = their_postillon
            && Self::blocks_postillon(mine, p)
        {
            return Some(BlockingRule::PostillonRoute);
        }
        if conventions.no_six_block && Self::holds_six_in_a_row(mine) {
            return Some(BlockingRule::SixInARow);
        }
        let anchored = mine[1] > 0 && (!conventions.double_bouchage || mine[6] > 0);
        (Self::holds_five_from_start(mine) && !anchored).then_some(BlockingRule::FiveFromStart {
            double: conventions.double_bouchage,
        })
    }

    /// Whether the mover's points, read along the route an opposing postillon still has to
    /// travel (its own points `postillon - 1` down to 1), hold more than 5 in a row
    /// (`rules.md` §3, bouchage rule 1).
    fn blocks_postillon(mine: &Points, postillon: u8) -> bool {
        let mut run = 0;
        for theirs in (1..postillon).rev() {
            if mine[usize::from(Self::opposite(theirs))] > 0 {
                run += 1;
                if run > 5 {
                    return true;
                }
            } else {
                run = 0;
            }
        }
        false
    }

    /// Whether the mover holds six points in a row anywhere on its route.
    fn holds_six_in_a_row(mine: &Points) -> bool {
        mine[1..=24].windows(6).any(|w| w.iter().all(|&n| n > 0))
    }

    /// Whether the mover holds 5 or more points in a row from its own starting point
    /// (Green: N12, N11, N10, N9, N8) — bouchage rule 2.
    fn holds_five_from_start(mine: &Points) -> bool {
        (20..=24).all(|p| mine[p] > 0)
    }
}

impl Game for Jacquet {
    const HITS: bool = false;
    const CHECKS_TURN_END: bool = true;

    /// Both sides turn the same way: my 1-point (V1 for Green) is the opponent's 13-point.
    #[inline]
    fn opposite(point: u8) -> u8 {
        if point <= 12 { point + 12 } else { point - 12 }
    }

    /// Points 1..=12 move up twelve, points 13..=24 down twelve.
    #[inline]
    fn opposite_points(points: u32) -> u32 {
        const LOW: u32 = 0x1FFE;
        (points & LOW) << 12 | (points >> 12) & LOW
    }

    /// Borne-off checkers go onto one's own far extreme point (Green V12, its own 12-point):
    /// impossible while an opposing checker stands there.
    #[inline]
    fn bear_off_blocked(theirs: &Points) -> bool {
        theirs[usize::from(Self::opposite(12))] > 0
    }

    /// The bouchage rules, judged on where checkers stand once the turn is over, with the
    /// conventions the players chose.
    fn turn_end_allowed(
        mine: &Points,
        _theirs: &Points,
        their_postillon: Option<u8>,
        conventions: Conventions,
    ) -> bool {
        Self::broken_rule(mine, their_postillon, conventions).is_none()
    }
}
