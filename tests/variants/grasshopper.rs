//! Grasshopper (`variants.md` §3.7): no dice; fourteen checkers each start in the reserve; one
//! shared track cut into quadrants A (own 24–19), B (18–13), C (12–7), D (6–1); one move a
//! turn: an entry on a vacant point of A, a single's jump to a vacant point of the next
//! quadrant crossing no wall, a wall built by a single's move of exactly six onto an own
//! single, the top checker of a wall moving the same ways over walls, or an own wall in D
//! borne off (a score). Two scores in a row win; neither side able to move is a draw.

use std::collections::BTreeSet;

use tablier::rules::{
    Dice, MoveError, Outcome, Position, RESERVE, Side, Stage, StageKind, Turn, Variant, WinKind,
};

use crate::common::{board, jumps};

/// A Grasshopper position; each side's checkers not placed wait in the reserve.
fn position(green: &[(u8, u8)], black: &[(u8, u8)], turn: Side) -> Position {
    let placed = |list: &[(u8, u8)]| list.iter().map(|&(_, n)| n).sum::<u8>();
    board(Variant::Grasshopper, turn)
        .green(green)
        .black(black)
        .reserve(Side::Green, 14 - placed(green))
        .reserve(Side::Black, 14 - placed(black))
        .build()
}

/// The one-step moves of the side on roll as `(from, to)`.
fn single_jumps(pos: &Position) -> BTreeSet<(u8, u8)> {
    jumps(pos)
        .into_iter()
        .filter(|j| j.len() == 1)
        .map(|j| j[0])
        .collect()
}

/// The targets of the moves from `from`.
fn targets(pos: &Position, from: u8) -> BTreeSet<u8> {
    single_jumps(pos)
        .into_iter()
        .filter(|&(f, _)| f == from)
        .map(|(_, t)| t)
        .collect()
}

fn free_turn(pos: Position) -> Turn {
    Turn::for_stage(
        pos,
        Stage {
            side: pos.turn(),
            kind: StageKind::Free,
        },
    )
}

#[test]
fn every_checker_starts_in_the_reserve_and_no_dice_are_played() {
    let start = Position::start(Variant::Grasshopper, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.reserve(side), 14);
    }
    assert!(!Variant::Grasshopper.rules().has_dice());
    assert!(!Variant::Grasshopper.rules().cube);
    for dice in Dice::all() {
        assert!(start.legal_plays(dice).is_empty(), "{dice}");
    }
}

#[test]
fn each_sides_first_move_is_an_entry_the_second_player_on_another_point_of_a() {
    let start = Position::start(Variant::Grasshopper, Side::Green);
    let first: BTreeSet<(u8, u8)> = (19..=24).map(|p| (RESERVE, p)).collect();
    assert_eq!(single_jumps(&start), first);
    let entered = start
        .legal_moves_without_dice()
        .into_iter()
        .find(|p| p.play.steps()[0].to == 22)
        .unwrap()
        .after;
    assert_eq!(entered.turn(), Side::Black);
    let second: BTreeSet<(u8, u8)> = [24, 23, 21, 20, 19].map(|p| (RESERVE, p)).into();
    assert_eq!(single_jumps(&entered), second);
    let mut turn = free_turn(start);
    turn.move_checker(RESERVE, 22).unwrap();
    assert_eq!(turn.finish().unwrap().after, entered);
    let mut black = free_turn(entered);
    assert_eq!(black.move_checker(RESERVE, 22), Err(MoveError::NotAMove));
}

#[test]
fn t1_20_14_onto_an_own_single_six_points_on_builds_a_wall() {
    let pos = position(&[(20, 1), (14, 1)], &[], Side::Green);
    assert!(targets(&pos, 20).contains(&14));
    let mut turn = free_turn(pos);
    turn.move_checker(20, 14).unwrap();
    let after = turn.finish().unwrap().after;
    assert_eq!(after.count(Side::Green, 14), 2);
    assert_eq!(after.count(Side::Green, 20), 0);
    assert_eq!(after.turn(), Side::Black);
}

#[test]
fn a_single_moves_to_any_vacant_point_of_the_next_quadrant_but_onto_an_own_single_only_by_six() {
    let pos = position(&[(20, 1), (15, 1)], &[(13, 1)], Side::Green);
    // From A (20) to B (18–13): 15 is Green's single five away, 13 Black's.
    assert_eq!(targets(&pos, 20), [18, 17, 16, 14].into());
    // From B (15) to C (12–7).
    assert_eq!(targets(&pos, 15), (7..=12).collect());
}

#[test]
fn t2_a_single_on_22_stops_before_blacks_wall_on_17() {
    let pos = position(&[(22, 1)], &[(17, 2)], Side::Green);
    assert_eq!(targets(&pos, 22), [18].into());
    let mut turn = free_turn(pos);
    assert_eq!(turn.move_checker(22, 16), Err(MoveError::NotAMove));
    assert!(turn.move_checker(22, 18).is_ok());
}

#[test]
fn a_single_may_not_cross_its_own_wall_either() {
    let pos = position(&[(23, 1), (20, 2)], &[], Side::Green);
    assert!(targets(&pos, 23).is_empty());
}

#[test]
fn the_top_checker_of_a_wall_jumps_walls() {
    let pos = position(&[(22, 2)], &[(17, 2)], Side::Green);
    assert_eq!(targets(&pos, 22), [18, 16, 15, 14, 13].into());
}

#[test]
fn an_entry_is_a_placement_and_crosses_nothing() {
    // Black's walls on 24 and 23 stand before 22, 21 and 20.
    let pos = position(&[], &[(24, 2), (23, 2)], Side::Green);
    assert_eq!(targets(&pos, RESERVE), [22, 21, 20, 19].into());
}

#[test]
fn a_wall_holds_two_checkers_at_most() {
    let pos = position(&[(20, 1), (14, 2)], &[], Side::Green);
    assert!(!targets(&pos, 20).contains(&14));
}

#[test]
fn a_single_in_the_last_quadrant_cannot_move_and_a_wall_elsewhere_is_not_borne_off() {
    let pos = position(&[(4, 1), (9, 2)], &[(20, 1)], Side::Green);
    assert!(targets(&pos, 4).is_empty());
    assert!(jumps(&pos).iter().all(|j| j.iter().all(|&(_, to)| to != 0)));
}

#[test]
fn t3_bearing_off_a_wall_standing_on_own_3_scores() {
    let pos = position(&[(3, 2)], &[(20, 1)], Side::Green);
    let mut turn = free_turn(pos);
    let steps = turn.move_checker(3, 0).unwrap();
    assert_eq!(steps.len(), 2, "both checkers of the wall go off");
    let after = turn.finish().unwrap().after;
    assert_eq!(after.count(Side::Green, 0), 2);
    assert_eq!(after.streak(), Some((Side::Green, 1)));
    assert_eq!(after.outcome(), None);
}

#[test]
fn two_scores_in_a_row_win_one_point() {
    let pos = board(Variant::Grasshopper, Side::Green)
        .green(&[(3, 2)])
        .reserve(Side::Green, 10)
        .black(&[(20, 1)])
        .reserve(Side::Black, 13)
        .streak(Side::Green, 1)
        .build();
    let mut turn = free_turn(pos);
    turn.move_checker(3, 0).unwrap();
    let after = turn.finish().unwrap().after;
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Single
        })
    );
    assert_eq!(after.outcome().unwrap().points(), 1);
}

#[test]
fn an_opposing_score_in_between_resets_the_count() {
    let pos = board(Variant::Grasshopper, Side::Green)
        .green(&[(3, 2)])
        .reserve(Side::Green, 10)
        .black(&[(20, 1)])
        .reserve(Side::Black, 11)
        .streak(Side::Black, 1)
        .build();
    let mut turn = free_turn(pos);
    turn.move_checker(3, 0).unwrap();
    let after = turn.finish().unwrap().after;
    assert_eq!(after.streak(), Some((Side::Green, 1)));
    assert_eq!(after.outcome(), None);
}

#[test]
fn a_move_that_scores_nothing_keeps_the_count() {
    let pos = board(Variant::Grasshopper, Side::Green)
        .green(&[(20, 1)])
        .reserve(Side::Green, 11)
        .black(&[(19, 1)])
        .reserve(Side::Black, 13)
        .streak(Side::Green, 1)
        .build();
    for p in pos.legal_moves_without_dice() {
        assert_eq!(p.after.streak(), Some((Side::Green, 1)), "{p:?}");
    }
}

#[test]
fn a_side_with_no_move_passes() {
    // Green: a single on its 3 and the rest borne off; Black can still move.
    let pos = board(Variant::Grasshopper, Side::Green)
        .green(&[(3, 1)])
        .black(&[(20, 1)])
        .build();
    assert!(pos.legal_moves_without_dice().is_empty());
    assert_eq!(pos.outcome(), None);
    let turn = free_turn(pos);
    assert!(turn.must_pass());
    let pass = turn.finish().unwrap();
    assert!(pass.play.is_empty());
    assert_eq!(pass.after, pos.with_turn(Side::Black));
}

#[test]
fn when_neither_side_can_move_the_game_is_drawn() {
    let pos = board(Variant::Grasshopper, Side::Green)
        .green(&[(3, 1)])
        .black(&[(2, 1), (12, 2)])
        .build();
    // Black's wall on 12 can still move its top checker: not a draw yet.
    assert_eq!(pos.outcome(), None);
    let stuck = board(Variant::Grasshopper, Side::Green)
        .green(&[(3, 1)])
        .black(&[(2, 1), (5, 1)])
        .build();
    assert_eq!(stuck.outcome(), Some(Outcome::Drawn));
    assert_eq!(stuck.outcome().unwrap().points(), 0);
}
