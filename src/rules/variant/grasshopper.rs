//! Grasshopper — Sauterelle (`variants.md` §3.7; [GH1], [GH2], of which only the opening
//! sections were found): no dice. Fourteen checkers each start in the reserve; both sides use
//! one shared track (entered on `N1`–`N6`, left from `V1`–`V6`), cut into four quadrants:
//! A own 24–19, B 18–13, C 12–7, D 6–1. One move a turn, one of:
//! - enter a reserve checker on a vacant point of A (vacant: no checker of either colour);
//! - move a single checker from A, B or C to a vacant point of the next quadrant, crossing no
//!   wall (a wall is two checkers of a side on one point);
//! - build a wall by moving a single checker exactly six points onto an own single, crossing
//!   no wall;
//! - move the top checker of a wall the same ways, jumping walls;
//! - bear off an own wall standing in D: a score.
//!
//! The first side to score twice in a row wins one point (an opposing score in between
//! resets the count); a side with no move passes; if neither can move, the game is drawn. The
//! bear-off, the scoring and the stalemate go beyond the text found: they are the proposals of
//! `variants.md`, and `règles` says so. No cube.

use crate::rules::game::OFF;
use crate::rules::generate::LegalPlay;
use crate::rules::moves::{Play, RESERVE, Step};
use crate::rules::position::{Outcome, Position, WinKind};
use crate::rules::ruleset::{
    Contact, DiceRule, Geometry, Hooks, Layout, Opening, RuleSet, Scoring,
};

/// Fourteen in the reserve, a shared track, two at most on a point, no dice.
pub const RULES: RuleSet = RuleSet {
    checkers: 14,
    max_checkers: 14,
    layout: Layout {
        points: &[],
        bar: 0,
        reserve: 14,
    },
    geometry: Geometry::Shared,
    contact: Contact::Block,
    cap: Some(2),
    dice: DiceRule::NONE,
    opening: Opening::StarterRolls,
    scoring: Scoring::TwoInARow,
    cube: false,
    hooks: Hooks {
        early_end: end,
        moves: Some(moves),
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The side that has scored twice in a row wins; when neither side can move, the game is
/// drawn.
fn end(pos: &Position) -> Option<Outcome> {
    match pos.streak() {
        Some((winner, n)) if n >= 2 => Some(Outcome::Won {
            winner,
            kind: WinKind::Single,
        }),
        _ if moves(pos).is_empty() && moves(&pos.with_turn(!pos.turn())).is_empty() => {
            Some(Outcome::Drawn)
        }
        _ => None,
    }
}

/// The quadrant of an own point: 0 for A (24–19) down to 3 for D (6–1).
fn quadrant(point: u8) -> u8 {
    (24 - point) / 6
}

/// Every move of the side on roll, one per resulting position, the opponent then on roll.
fn moves(pos: &Position) -> Vec<LegalPlay> {
    let me = pos.turn();
    let mine = pos.checkers(me);
    let theirs = pos.checkers(!me);
    // On a shared track an own number is the same place for both sides.
    let vacant = |p: u8| mine[usize::from(p)] == 0 && theirs[usize::from(p)] == 0;
    let wall = |p: u8| mine[usize::from(p)] == 2 || theirs[usize::from(p)] == 2;
    let crosses_wall = |from: u8, to: u8| (to + 1..from).any(wall);
    let mut out = Vec::new();
    let mut push = |steps: &[Step], after: Position| {
        if let Some(play) = Play::from_steps(steps) {
            out.push(LegalPlay {
                play,
                after: after.with_turn(!me),
            });
        }
    };
    let moved = |from: u8, to: u8| {
        let mut after = *pos;
        after.checkers[me][usize::from(from)] -= 1;
        after.checkers[me][usize::from(to)] += 1;
        (
            Step {
                from,
                to,
                die: None,
                hit: false,
                pin: false,
            },
            after,
        )
    };
    if pos.reserve(me) > 0 {
        for to in (19..=24u8).rev().filter(|&p| vacant(p)) {
            let mut after = *pos;
            after.reserve[me] -= 1;
            after.checkers[me][usize::from(to)] += 1;
            let step = Step {
                from: RESERVE,
                to,
                die: None,
                hit: false,
                pin: false,
            };
            push(&[step], after);
        }
    }
    for from in (7..=24u8).rev() {
        let here = mine[usize::from(from)];
        if here == 0 {
            continue;
        }
        // A single may not cross a wall; the top checker of a wall jumps them.
        let jumps = here == 2;
        let next = quadrant(from) + 1;
        for to in (1..from).rev().filter(|&to| quadrant(to) == next) {
            let builds = from - to == 6 && mine[usize::from(to)] == 1;
            if !(vacant(to) || builds) || (!jumps && crosses_wall(from, to)) {
                continue;
            }
            let (step, after) = moved(from, to);
            push(&[step], after);
        }
    }
    for from in (1..=6u8).rev().filter(|&p| mine[usize::from(p)] == 2) {
        let mut after = *pos;
        after.checkers[me][usize::from(from)] = 0;
        after.checkers[me][OFF] += 2;
        after.streak = Some(match pos.streak() {
            Some((side, n)) if side == me => (me, n + 1),
            _ => (me, 1),
        });
        let step = Step {
            from,
            to: OFF as u8,
            die: None,
            hit: false,
            pin: false,
        };
        push(&[step, step], after);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Side, Variant};

    fn position(green: &[(usize, u8)], black: &[(usize, u8)], turn: Side) -> Position {
        let mut setup = Setup::empty(Variant::Grasshopper, turn);
        for (side, list) in [(Side::Green, green), (Side::Black, black)] {
            let mut placed = 0;
            for &(p, n) in list {
                setup.checkers[side][p] = n;
                placed += n;
            }
            setup.reserve[side] = 14 - placed;
        }
        Position::from_setup(setup).unwrap()
    }

    fn targets(pos: &Position) -> Vec<(u8, u8)> {
        pos.legal_moves_without_dice()
            .iter()
            .map(|p| (p.play.steps()[0].from, p.play.steps()[0].to))
            .collect()
    }

    #[test]
    fn a_single_six_points_onto_an_own_single_builds_a_wall() {
        let pos = position(&[(20, 1), (14, 1)], &[], Side::Green);
        let built = pos
            .legal_moves_without_dice()
            .into_iter()
            .find(|p| p.play.steps()[0].from == 20 && p.play.steps()[0].to == 14)
            .expect("20/14 builds a wall");
        assert_eq!(built.after.count(Side::Green, 14), 2);
    }

    #[test]
    fn a_single_may_not_cross_a_wall() {
        // Black's wall on own 17 (shared track: the same place for Green).
        let pos = position(&[(22, 1)], &[(17, 2)], Side::Green);
        let t = targets(&pos);
        assert!(t.contains(&(22, 18)));
        for to in 13..=16 {
            assert!(!t.contains(&(22, to)), "22/{to} crosses the wall");
        }
    }

    #[test]
    fn bearing_off_a_wall_in_the_last_quadrant_scores() {
        let pos = position(&[(3, 2)], &[], Side::Green);
        let score = pos
            .legal_moves_without_dice()
            .into_iter()
            .find(|p| p.play.steps()[0].to == 0)
            .expect("the wall on own 3 is borne off");
        assert_eq!(score.after.count(Side::Green, 0), 2);
        assert_eq!(score.after.streak(), Some((Side::Green, 1)));
    }

    #[test]
    fn two_scores_in_a_row_win() {
        let mut setup = position(&[(3, 2)], &[], Side::Green).to_setup();
        setup.streak = Some((Side::Green, 1));
        let pos = Position::from_setup(setup).unwrap();
        let score = pos
            .legal_moves_without_dice()
            .into_iter()
            .find(|p| p.play.steps()[0].to == 0)
            .unwrap();
        assert_eq!(
            score.after.outcome(),
            Some(Outcome::Won {
                winner: Side::Green,
                kind: WinKind::Single
            })
        );
    }

    #[test]
    fn an_entry_goes_to_a_vacant_point_of_the_first_quadrant() {
        let pos = position(&[], &[(20, 1)], Side::Green);
        let t = targets(&pos);
        let entries: Vec<u8> = t.iter().filter(|m| m.0 == RESERVE).map(|m| m.1).collect();
        assert_eq!(entries, vec![24, 23, 22, 21, 19]);
    }
}
