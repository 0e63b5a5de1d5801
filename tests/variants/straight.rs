//! Straight (`variants.md` §2.18): backgammon's start on one shared track, both sides entering
//! on N1–N6 and bearing off from V1–V6.

use tablier::rules::{Geometry, Position, Side, Variant, WinKind};

use crate::common::{afters, board, brute_force, die, roll};

#[test]
fn green_has_backgammons_start_and_black_its_own_1_12_17_19() {
    let start = Position::start(Variant::Straight, Side::Green);
    assert_eq!(Variant::Straight.rules().geometry, Geometry::Shared);
    for (p, n) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
        assert_eq!(start.count(Side::Green, p), n);
    }
    for (p, n) in [(1, 2), (12, 5), (17, 3), (19, 5)] {
        assert_eq!(start.count(Side::Black, p), n);
    }
}

#[test]
fn t2_the_start_counts_167_pips_for_green_and_208_for_black() {
    let start = Position::start(Variant::Straight, Side::Green);
    assert_eq!(start.pips(Side::Green), 167);
    assert_eq!(start.pips(Side::Black), 208);
}

#[test]
fn t1_a_black_checker_on_the_bar_cannot_enter_with_a_1_on_n1_held_by_green() {
    let mut setup = Position::start(Variant::Straight, Side::Black).to_setup();
    setup.checkers.black[1] = 1;
    setup.checkers.black[25] = 1;
    let pos = Position::from_setup(setup).unwrap();
    assert!(pos.try_step(25, die(1)).is_none());
    assert!(pos.try_step(25, die(2)).is_some());
    for p in afters(&pos, roll(2, 1)) {
        assert_eq!(p.count(Side::Black, 25), 0);
    }
    assert_eq!(afters(&pos, roll(2, 1)), brute_force(&pos, roll(2, 1)));
    assert!(afters(&pos, roll(1, 1)).is_empty(), "1-1: no entry at all");
}

#[test]
fn a_checker_hits_a_lone_opposing_checker_on_the_shared_track() {
    // Green's blot on its own 10, Black 4 points behind it on the same track (its own 14).
    let pos = board(Variant::Straight, Side::Black)
        .green(&[(10, 1), (6, 14)])
        .black(&[(14, 1), (1, 14)])
        .build();
    let (step, after) = pos.try_step(14, die(4)).expect("14/10*");
    assert!(step.hit);
    assert_eq!(after.count(Side::Green, 25), 1);
}

#[test]
fn a_loser_with_a_checker_on_its_own_19_to_24_loses_a_backgammon() {
    let pos = board(Variant::Straight, Side::Black)
        .black(&[(20, 1), (6, 14)])
        .build();
    assert_eq!(
        pos.outcome().and_then(|o| o.won()),
        Some((Side::Green, WinKind::Backgammon))
    );
}
