//! Backgammon Race (`variants.md` §3.3): every checker starts in the reserve and enters when
//! its owner wishes; a hit checker on the bar enters first; reserve checkers count as on the
//! bar for the backgammon test.

use tablier::rules::{MoveError, Position, RESERVE, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, brute_force, moved, roll, typed, won};

#[test]
fn every_checker_starts_in_the_reserve() {
    let start = Position::start(Variant::Race, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.reserve(side), 15);
        assert!((0..=25).all(|p| start.count(side, p) == 0));
    }
    assert!(
        !Variant::Race.rules().cube,
        "no cube unless a cube match is chosen"
    );
}

#[test]
fn at_the_start_each_number_enters_a_checker_on_own_25_minus_the_die() {
    let start = Position::start(Variant::Race, Side::Green);
    // Two entries, or one checker entering and moving on.
    let expected = [
        moved(&start, &[(RESERVE, 19), (RESERVE, 24)]),
        moved(&start, &[(RESERVE, 19), (19, 18)]),
    ];
    assert_eq!(afters(&start, roll(6, 1)), expected.into());
}

/// Green: reserve 10, own 13×3 and own 8×2; Black all in the reserve.
fn t1() -> Position {
    board(Variant::Race, Side::Green)
        .green(&[(13, 3), (8, 2)])
        .reserve(Side::Green, 10)
        .reserve(Side::Black, 15)
        .build()
}

#[test]
fn t1_with_checkers_in_the_reserve_13_7_8_7_is_legal() {
    let pos = t1();
    let plays = afters(&pos, roll(6, 1));
    assert!(plays.contains(&moved(&pos, &[(13, 7), (8, 7)])));
    assert_eq!(
        typed(&pos, roll(6, 1), &[(13, 7), (8, 7)]),
        moved(&pos, &[(13, 7), (8, 7)])
    );
}

#[test]
fn entering_is_free_each_die_enters_or_moves() {
    let pos = t1();
    let plays = afters(&pos, roll(6, 1));
    for expected in [
        &[(RESERVE, 19), (RESERVE, 24)][..],
        &[(RESERVE, 19), (8, 7)],
        &[(13, 7), (RESERVE, 24)],
        &[(RESERVE, 19), (19, 18)],
    ] {
        assert!(plays.contains(&moved(&pos, expected)), "{expected:?}");
    }
    assert_eq!(plays, brute_force(&pos, roll(6, 1)));
}

/// T1 with one of the reserve's checkers hit and on the bar, and a black blot on V7.
fn t2() -> Position {
    board(Variant::Race, Side::Green)
        .green(&[(25, 1), (13, 3), (8, 2)])
        .reserve(Side::Green, 9)
        .black(&[(18, 1)])
        .reserve(Side::Black, 14)
        .build()
}

#[test]
fn t2_a_checker_on_the_bar_enters_before_the_reserve_and_the_board() {
    let pos = t2();
    let plays = pos.legal_plays(roll(6, 1));
    assert!(!plays.is_empty());
    for p in &plays {
        let first = p.play.steps()[0];
        assert_eq!(first.from, 25, "{p:?}");
        assert!([19, 24].contains(&first.to), "{p:?}");
    }
    assert!(afters(&pos, roll(6, 1)).contains(&moved(&pos, &[(25, 19), (RESERVE, 24)])));
    assert!(afters(&pos, roll(6, 1)).contains(&moved(&pos, &[(25, 24), (13, 7)])));
}

#[test]
fn t2_typed_the_reserve_and_the_board_wait_for_the_bar() {
    let mut turn = Turn::new(t2(), roll(6, 1));
    assert_eq!(
        turn.move_checker(RESERVE, 19),
        Err(MoveError::MustEnterFirst)
    );
    assert_eq!(turn.move_checker(13, 7), Err(MoveError::MustEnterFirst));
    assert!(turn.move_checker(25, 24).is_ok());
    assert!(turn.move_checker(RESERVE, 19).is_ok());
    assert!(turn.is_complete());
}

#[test]
fn a_checker_entering_from_the_reserve_hits_a_blot() {
    // Black's blot on its own 6 is Green's own 19, where a 6 enters.
    let pos = board(Variant::Race, Side::Green)
        .reserve(Side::Green, 15)
        .black(&[(6, 1)])
        .reserve(Side::Black, 14)
        .build();
    let after = moved(&pos, &[(RESERVE, 19), (RESERVE, 24)]);
    assert_eq!(after.count(Side::Black, 25), 1);
    assert!(afters(&pos, roll(6, 1)).contains(&after));
    let plays = pos.legal_plays(roll(6, 1));
    assert!(plays.iter().any(|p| p.play.hits()));
}

#[test]
fn no_checker_bears_off_while_one_waits_in_the_reserve() {
    let pos = board(Variant::Race, Side::Green)
        .green(&[(6, 7), (5, 7)])
        .reserve(Side::Green, 1)
        .black(&[(13, 15)])
        .build();
    for dice in tablier::rules::Dice::all() {
        for p in pos.legal_plays(dice) {
            assert!(p.play.steps().iter().all(|s| s.to != 0), "{dice} {p:?}");
        }
    }
    let mut turn = Turn::new(pos, roll(6, 5));
    assert_eq!(turn.move_checker(6, 0), Err(MoveError::NotAllHome));
}

#[test]
fn a_loser_with_checkers_still_in_the_reserve_loses_a_backgammon() {
    let pos = board(Variant::Race, Side::Black)
        .green(&[(20, 10)])
        .reserve(Side::Green, 5)
        .build();
    assert_eq!(
        pos.outcome().and_then(|o| o.won()),
        Some((Side::Black, WinKind::Backgammon))
    );
}

#[test]
fn a_loser_with_none_off_all_entered_and_none_in_the_winners_home_loses_a_gammon() {
    let pos = board(Variant::Race, Side::Black).green(&[(12, 15)]).build();
    assert_eq!(won(&pos), Some((Side::Black, 2)));
    let pos = board(Variant::Race, Side::Black)
        .green(&[(12, 14)])
        .off(Side::Green, 1)
        .build();
    assert_eq!(won(&pos), Some((Side::Black, 1)));
}
