//! Plakoto (`variants.md` §3.8): fifteen each on the own 24-point, opposite directions; a lone
//! checker landed on is pinned under the lander until he leaves, and its point is closed to
//! its owner meanwhile; the mother (a side's last checker on its start) pinned there while
//! the pinner has left its own start wins at once, worth 3, both mothers pinned is a draw,
//! checked at the end of each turn; bearing off needs all fifteen home and none pinned.

use tablier::rules::{
    Dice, MoveError, Outcome, Position, PositionError, Side, Turn, Variant, WinKind,
};

use crate::common::{afters, board, brute_force, moved, roll, typed, won};

#[test]
fn each_side_starts_with_all_fifteen_on_its_24_point_and_there_is_no_cube() {
    let start = Position::start(Variant::Plakoto, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.count(side, 24), 15);
    }
    assert!(!Variant::Plakoto.rules().cube);
}

/// Green has left its start (none on N1); Black's mother alone on V1, its own 24.
fn t1() -> Position {
    board(Variant::Plakoto, Side::Green)
        .green(&[(7, 1), (10, 14)])
        .black(&[(24, 1), (12, 14)])
        .build()
}

#[test]
fn t1_landing_on_blacks_mother_on_v1_with_none_left_on_n1_wins_3() {
    let pos = t1();
    let after = moved(&pos, &[(7, 1), (10, 7)]);
    assert!(after.is_pinned(Side::Black, 24));
    assert!(afters(&pos, roll(6, 3)).contains(&after));
    assert_eq!(typed(&pos, roll(6, 3), &[(7, 1), (10, 7)]), after);
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Mother
        })
    );
    assert_eq!(won(&after), Some((Side::Green, 3)));
    assert!(after.legal_plays(roll(6, 5)).is_empty(), "the game is over");
}

#[test]
fn a_mother_pinned_while_the_pinner_still_has_a_checker_on_its_start_wins_nothing_yet() {
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(24, 1), (7, 1), (10, 13)])
        .black(&[(24, 1), (12, 14)])
        .build();
    let after = moved(&pos, &[(7, 1), (10, 7)]);
    assert!(afters(&pos, roll(6, 3)).contains(&after));
    assert_eq!(after.outcome(), None);
    // Once that checker leaves the start, the pin wins.
    let left = moved(&after.with_turn(Side::Green), &[(24, 18), (18, 15)]);
    assert_eq!(won(&left), Some((Side::Green, 3)));
}

#[test]
fn a_mother_pinned_with_the_first_die_leaves_the_rest_of_the_roll_to_play() {
    // 6-6: 7/1 pins the mother and brings Green home; three 6s then bear off. The mother is
    // judged at the end of the turn, so the whole roll is played.
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(7, 1), (6, 14)])
        .black(&[(24, 1), (12, 14)])
        .build();
    let whole = moved(&pos, &[(7, 1), (6, 0), (6, 0), (6, 0)]);
    assert_eq!(afters(&pos, roll(6, 6)), [whole].into());
    assert_eq!(brute_force(&pos, roll(6, 6)), [whole].into());
    assert_eq!(
        typed(&pos, roll(6, 6), &[(7, 1), (6, 0), (6, 0), (6, 0)]),
        whole
    );
    assert_eq!(won(&whole), Some((Side::Green, 3)));
}

#[test]
fn a_pinner_that_leaves_the_mother_within_the_turn_wins_nothing() {
    // 6-1 with 6/5 closed: 7/1 pins the mother, then the 1 can only bear that checker off,
    // freeing her; 7/6 6/off reaches the same position.
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(7, 1), (6, 14)])
        .black(&[(24, 1), (20, 2), (12, 12)])
        .build();
    let freed = moved(&pos, &[(7, 6), (6, 0)]);
    assert_eq!(afters(&pos, roll(6, 1)), [freed].into());
    assert_eq!(freed.outcome(), None);
}

#[test]
fn both_mothers_pinned_is_a_draw() {
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(24, 1), (1, 1), (10, 13)])
        .black(&[(24, 1), (1, 1), (12, 13)])
        .pin(Side::Green, 24)
        .pin(Side::Black, 24)
        .build();
    assert_eq!(pos.outcome(), Some(Outcome::Drawn));
    assert_eq!(pos.outcome().unwrap().points(), 0);
}

/// Green's checker on V5 (its own 5) pinned under a black one (Black's own 20).
fn t2(turn: Side) -> Position {
    board(Variant::Plakoto, turn)
        .green(&[(5, 1), (8, 1), (13, 13)])
        .black(&[(20, 1), (23, 1), (9, 13)])
        .pin(Side::Green, 5)
        .build()
}

#[test]
fn t2_a_pinned_checker_cannot_move_and_its_owner_cannot_land_or_touch_down_there() {
    let pos = t2(Side::Green);
    for dice in Dice::all() {
        for p in pos.legal_plays(dice) {
            for s in p.play.steps() {
                assert!(s.from != 5 && s.to != 5, "{dice} {p:?}");
            }
        }
        assert_eq!(afters(&pos, dice), brute_force(&pos, dice), "{dice}");
    }
    let mut turn = Turn::new(pos, roll(3, 1));
    assert_eq!(turn.move_checker(5, 4), Err(MoveError::Pinned { point: 5 }));
    assert_eq!(
        turn.move_checker(8, 5),
        Err(MoveError::Closed { point: 5, count: 1 })
    );
}

#[test]
fn t2_the_pinner_may_add_checkers_on_top() {
    let pos = t2(Side::Black);
    let after = moved(&pos, &[(23, 20), (9, 8)]);
    assert!(after.is_pinned(Side::Green, 5));
    assert_eq!(after.count(Side::Black, 20), 2);
    assert!(afters(&pos, roll(3, 1)).contains(&after));
}

#[test]
fn a_pinned_checker_is_freed_when_its_last_pinner_leaves() {
    let pos = t2(Side::Black);
    let left = moved(&pos, &[(20, 14), (9, 8)]);
    assert!(!left.is_pinned(Side::Green, 5));
    assert!(afters(&pos, roll(6, 1)).contains(&left));
    // With two on top, one leaving keeps the pin.
    let stacked = moved(&pos, &[(23, 20), (20, 19)]);
    assert!(stacked.is_pinned(Side::Green, 5));
    assert!(afters(&pos, roll(3, 1)).contains(&stacked));
}

#[test]
fn landing_on_a_lone_opposing_checker_pins_it_instead_of_hitting() {
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(8, 1), (13, 14)])
        .black(&[(20, 1), (9, 14)])
        .build();
    let plays = pos.legal_plays(roll(3, 1));
    let pin = plays
        .iter()
        .find(|p| p.play.steps().iter().any(|s| s.from == 8 && s.to == 5))
        .expect("8/5 pins");
    assert!(pin.play.steps().iter().any(|s| s.pin && !s.hit));
    assert!(pin.after.is_pinned(Side::Black, 20));
    assert_eq!(pin.after.count(Side::Black, 25), 0, "Plakoto has no bar");
    assert_eq!(pin.after.count(Side::Black, 20), 1);
}

#[test]
fn two_opposing_checkers_close_a_point() {
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(8, 1), (13, 14)])
        .black(&[(20, 2), (9, 13)])
        .build();
    let mut turn = Turn::new(pos, roll(3, 1));
    assert_eq!(
        turn.move_checker(8, 5),
        Err(MoveError::Closed { point: 5, count: 2 })
    );
}

#[test]
fn bearing_off_is_refused_while_a_checker_of_ones_own_is_pinned() {
    let pos = board(Variant::Plakoto, Side::Green)
        .green(&[(5, 1), (6, 13), (2, 1)])
        .black(&[(20, 1), (12, 14)])
        .pin(Side::Green, 5)
        .build();
    for dice in Dice::all() {
        for p in pos.legal_plays(dice) {
            assert!(p.play.steps().iter().all(|s| s.to != 0), "{dice} {p:?}");
        }
    }
    let mut turn = Turn::new(pos, roll(2, 1));
    assert_eq!(turn.move_checker(2, 0), Err(MoveError::Pinned { point: 5 }));
}

#[test]
fn a_pin_needs_an_opposing_checker_on_top() {
    let setup = board(Variant::Plakoto, Side::Green)
        .green(&[(5, 1), (6, 14)])
        .black(&[(12, 15)])
        .pin(Side::Green, 5)
        .setup();
    assert!(matches!(
        Position::from_setup(setup),
        Err(PositionError::Pin { .. })
    ));
}

#[test]
fn bearing_off_all_first_wins_the_rules_md_values() {
    // Black bore off none: a gammon; and a checker in Green's home: a backgammon.
    let pos = board(Variant::Plakoto, Side::Black)
        .black(&[(12, 15)])
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 2)));
    let in_home = board(Variant::Plakoto, Side::Black)
        .black(&[(22, 1), (12, 14)])
        .build();
    assert_eq!(won(&in_home), Some((Side::Green, 3)));
    let one_off = board(Variant::Plakoto, Side::Black)
        .black(&[(22, 1), (12, 13)])
        .off(Side::Black, 1)
        .build();
    assert_eq!(won(&one_off), Some((Side::Green, 1)));
}
