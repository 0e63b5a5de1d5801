//! Tapa (`src/rules/variant/tapa.rs`; not in `variants.md`): fifteen each on the own
//! 24-point, opposite directions; a lone checker landed on is pinned under the lander until
//! he leaves, and its point is closed to its owner meanwhile; no hitting; no mother (a
//! checker pinned on its start is pinned like any other); bearing off needs all fifteen home
//! and none pinned; one point, two when the loser bore off none, never three; no cube; a
//! position where neither side can ever move again is drawn.

use tablier::rules::{Dice, MoveError, Outcome, Position, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll, typed, won};

#[test]
fn each_side_starts_with_all_fifteen_on_its_24_point_and_there_is_no_cube() {
    let start = Position::start(Variant::Tapa, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.count(side, 24), 15);
    }
    assert!(!Variant::Tapa.rules().cube);
}

#[test]
fn landing_on_a_lone_opposing_checker_pins_it_and_never_hits() {
    let pos = board(Variant::Tapa, Side::Green)
        .green(&[(8, 1), (13, 14)])
        .black(&[(20, 1), (9, 14)])
        .build();
    let pinned = moved(&pos, &[(8, 5), (13, 12)]);
    assert!(pinned.is_pinned(Side::Black, 20));
    assert_eq!(pinned.count(Side::Black, 20), 1);
    assert_eq!(pinned.count(Side::Black, 25), 0, "Tapa has no bar");
    assert!(afters(&pos, roll(3, 1)).contains(&pinned));
    assert_eq!(typed(&pos, roll(3, 1), &[(8, 5), (13, 12)]), pinned);
    for dice in Dice::all() {
        for p in pos.legal_plays(dice) {
            assert!(p.play.steps().iter().all(|s| !s.hit), "{dice} {p:?}");
            assert_eq!(p.after.count(Side::Black, 25), 0, "{dice} {p:?}");
        }
        assert_eq!(afters(&pos, dice), brute_force(&pos, dice), "{dice}");
    }
}

/// Green's checker on V5 (its own 5) pinned under a black one (Black's own 20).
fn pinned_on_v5(turn: Side) -> Position {
    board(Variant::Tapa, turn)
        .green(&[(5, 1), (8, 1), (13, 13)])
        .black(&[(20, 1), (23, 1), (9, 13)])
        .pin(Side::Green, 5)
        .build()
}

#[test]
fn a_pinned_checker_cannot_move_and_its_owner_cannot_land_there() {
    let pos = pinned_on_v5(Side::Green);
    for dice in Dice::all() {
        for p in pos.legal_plays(dice) {
            for s in p.play.steps() {
                assert!(s.from != 5 && s.to != 5, "{dice} {p:?}");
            }
        }
    }
    let mut turn = Turn::new(pos, roll(3, 1));
    assert_eq!(turn.move_checker(5, 4), Err(MoveError::Pinned { point: 5 }));
    assert_eq!(
        turn.move_checker(8, 5),
        Err(MoveError::Closed { point: 5, count: 1 })
    );
}

#[test]
fn a_pinned_checker_is_freed_when_its_pinner_leaves() {
    let pos = pinned_on_v5(Side::Black);
    let left = moved(&pos, &[(20, 14), (9, 8)]);
    assert!(!left.is_pinned(Side::Green, 5));
    assert!(afters(&pos, roll(6, 1)).contains(&left));
}

#[test]
fn pinning_the_last_checker_on_the_opponents_start_wins_nothing() {
    // Plakoto's mother: Green, none left on N1, pins Black's last checker on V1 (its 24).
    let pos = board(Variant::Tapa, Side::Green)
        .green(&[(7, 1), (10, 14)])
        .black(&[(24, 1), (12, 14)])
        .build();
    let after = moved(&pos, &[(7, 1), (10, 7)]);
    assert!(after.is_pinned(Side::Black, 24));
    assert!(afters(&pos, roll(6, 3)).contains(&after));
    assert_eq!(after.outcome(), None);
    assert!(!after.legal_plays(roll(6, 5)).is_empty(), "play goes on");
    // The same play in Plakoto wins at once.
    let mut setup = after.to_setup();
    setup.variant = Variant::Plakoto;
    let plakoto = Position::from_setup(setup).unwrap();
    assert_eq!(won(&plakoto), Some((Side::Green, 3)));
}

#[test]
fn both_checkers_pinned_on_their_starts_while_others_can_move_is_no_draw() {
    // Plakoto's two mothers: a draw there, nothing here while checkers can still move.
    let pos = board(Variant::Tapa, Side::Green)
        .green(&[(24, 1), (1, 1), (10, 13)])
        .black(&[(24, 1), (1, 1), (12, 13)])
        .pin(Side::Green, 24)
        .pin(Side::Black, 24)
        .build();
    assert_eq!(pos.outcome(), None);
}

/// Each side's straggler pinned on its own 24-point under the other's home checkers, all on
/// their 1-point, where they can only bear off, which the pinned straggler forbids; Green
/// keeps one checker on its 2 when `green_on_2`.
fn stragglers_pinned(green_on_2: bool) -> Position {
    let green: &[(u8, u8)] = if green_on_2 {
        &[(24, 1), (1, 13), (2, 1)]
    } else {
        &[(24, 1), (1, 14)]
    };
    board(Variant::Tapa, Side::Green)
        .green(green)
        .black(&[(24, 1), (1, 14)])
        .pin(Side::Green, 24)
        .pin(Side::Black, 24)
        .build()
}

#[test]
fn a_position_neither_side_can_ever_change_is_a_draw() {
    let pos = stragglers_pinned(false);
    assert_eq!(pos.outcome(), Some(Outcome::Drawn));
    assert_eq!(pos.outcome().unwrap().points(), 0);
    for dice in Dice::all() {
        assert!(pos.legal_plays(dice).is_empty(), "{dice}");
    }
}

#[test]
fn a_side_that_cannot_move_while_the_other_can_only_passes() {
    // Black is frozen, but Green can still play a 1 (2/1): no draw yet.
    let pos = stragglers_pinned(true);
    assert_eq!(pos.outcome(), None);
    assert!(pos.legal_plays(roll(6, 5)).is_empty(), "6-5 passes");
    let last = moved(&pos, &[(2, 1)]);
    assert!(afters(&pos, roll(6, 1)).contains(&last));
    assert_eq!(last.outcome(), Some(Outcome::Drawn));
}

#[test]
fn bearing_off_is_refused_while_a_checker_of_ones_own_is_pinned() {
    let pos = board(Variant::Tapa, Side::Green)
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
fn bearing_off_all_first_wins_one_point_two_if_the_loser_bore_off_none_never_three() {
    let one_off = board(Variant::Tapa, Side::Black)
        .black(&[(22, 1), (12, 13)])
        .off(Side::Black, 1)
        .build();
    assert_eq!(won(&one_off), Some((Side::Green, 1)));
    let none_off = board(Variant::Tapa, Side::Black).black(&[(12, 15)]).build();
    assert_eq!(won(&none_off), Some((Side::Green, 2)));
    // A checker left in the winner's home would be a backgammon elsewhere: still 2.
    let in_home = board(Variant::Tapa, Side::Black)
        .black(&[(22, 1), (12, 14)])
        .build();
    assert_eq!(won(&in_home), Some((Side::Green, 2)));
}
