//! Crowded Backgammon (`variants.md` §3.4): backgammon's start plus five checkers in the
//! reserve, twenty a side, entering freely; bearing off needs all twenty home.

use tablier::rules::{Dice, MoveError, Position, PositionError, RESERVE, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll, won};

#[test]
fn each_side_has_backgammons_fifteen_and_five_in_the_reserve() {
    let start = Position::start(Variant::Crowded, Side::Green);
    let bg = Position::start(Variant::Backgammon, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.reserve(side), 5);
        assert_eq!(start.total(side), 20);
        assert!((0..=25).all(|p| start.count(side, p) == bg.count(side, p)));
    }
}

#[test]
fn a_twenty_first_checker_is_refused() {
    let mut setup = Position::start(Variant::Crowded, Side::Green).to_setup();
    setup.checkers.green[6] += 1;
    assert!(matches!(
        Position::from_setup(setup),
        Err(PositionError::CheckerCount { found: 21, .. })
    ));
}

/// Green: fifteen on V1–V6, five in the reserve; Black far away.
fn t1() -> Position {
    board(Variant::Crowded, Side::Green)
        .green(&[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (1, 2)])
        .reserve(Side::Green, 5)
        .black(&[(12, 20)])
        .build()
}

#[test]
fn t1_with_five_in_the_reserve_no_checker_bears_off_and_every_die_enters_or_moves() {
    let pos = t1();
    for dice in Dice::all() {
        let plays = pos.legal_plays(dice);
        assert!(!plays.is_empty(), "{dice}");
        for p in &plays {
            assert_eq!(p.play.len(), dice.to_play().len(), "{dice} {p:?}");
            assert!(p.play.steps().iter().all(|s| s.to != 0), "{dice} {p:?}");
        }
        assert_eq!(afters(&pos, dice), brute_force(&pos, dice), "{dice}");
    }
    let mut turn = Turn::new(pos, roll(6, 5));
    assert_eq!(turn.move_checker(6, 0), Err(MoveError::NotAllHome));
}

#[test]
fn with_all_twenty_home_a_checker_bears_off() {
    let pos = board(Variant::Crowded, Side::Green)
        .green(&[(6, 5), (5, 5), (4, 5), (3, 5)])
        .black(&[(6, 20)])
        .build();
    assert!(afters(&pos, roll(6, 5)).contains(&moved(&pos, &[(6, 0), (5, 0)])));
}

#[test]
fn t2_at_the_start_6_4_may_enter_or_not() {
    let start = Position::start(Variant::Crowded, Side::Green);
    let plays = afters(&start, roll(6, 4));
    assert!(plays.contains(&moved(&start, &[(RESERVE, 21), (24, 18)])));
    assert!(plays.contains(&moved(&start, &[(24, 18), (13, 9)])));
    assert_eq!(plays, brute_force(&start, roll(6, 4)));
}

#[test]
fn t2_at_the_start_no_checker_enters_on_n6_blacks_6_point() {
    let start = Position::start(Variant::Crowded, Side::Green);
    for p in start.legal_plays(roll(6, 4)) {
        assert!(
            p.play
                .steps()
                .iter()
                .all(|s| !(s.from == RESERVE && s.to == 19)),
            "{p:?}"
        );
    }
    let mut turn = Turn::new(start, roll(6, 4));
    assert_eq!(
        turn.move_checker(RESERVE, 19),
        Err(MoveError::Closed {
            point: 19,
            count: 5
        })
    );
}

#[test]
fn a_gammon_means_none_of_the_twenty_off_and_the_reserve_counts_as_the_bar() {
    let none_off = board(Variant::Crowded, Side::Black)
        .green(&[(12, 20)])
        .build();
    assert_eq!(won(&none_off), Some((Side::Black, 2)));
    let reserve = board(Variant::Crowded, Side::Black)
        .green(&[(12, 19)])
        .reserve(Side::Green, 1)
        .build();
    assert_eq!(won(&reserve), Some((Side::Black, 3)));
    let one_off = board(Variant::Crowded, Side::Black)
        .green(&[(12, 19)])
        .off(Side::Green, 1)
        .build();
    assert_eq!(won(&one_off), Some((Side::Black, 1)));
    assert!(Variant::Crowded.rules().cube);
}
