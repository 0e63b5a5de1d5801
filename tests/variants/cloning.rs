//! Cloning Backgammon (`variants.md` §3.6): each hit puts a new checker of the hitter's colour
//! on the hitter's own bar at once, which enters (bar rule) before his other moves, with the
//! rest of the roll; bearing off needs every own checker home, clones included. A side has
//! at most 30 checkers (`src/rules/variant/cloning.rs`).

use tablier::rules::{Dice, MoveError, Position, PositionError, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll, typed};

const BAR: u8 = 25;

/// Backgammon's start, one black checker moved from its 13 to its 18 (Green's V7), and
/// Black's `extra` points.
fn start_with_blot_on_v7(extra: &[(u8, u8)]) -> Position {
    let mut black = vec![(24, 2), (18, 1), (8, 3), (6, 5)];
    let placed: u8 = extra.iter().map(|&(_, n)| n).sum();
    black.push((13, 4 - placed));
    black.extend_from_slice(extra);
    board(Variant::Cloning, Side::Green)
        .green(&[(24, 2), (13, 5), (8, 3), (6, 5)])
        .black(&black)
        .build()
}

#[test]
fn t1_13_7_hits_a_clone_goes_to_greens_bar_and_the_3_enters_it_bar_22() {
    let pos = start_with_blot_on_v7(&[]);
    let after = moved(&pos, &[(13, 7), (BAR, 22)]);
    assert_eq!(after.total(Side::Green), 16);
    assert_eq!(after.count(Side::Green, 22), 1);
    assert_eq!(after.count(Side::Black, BAR), 1);
    let plays = pos.legal_plays(roll(6, 3));
    assert!(plays.iter().any(|p| p.after == after));
    for p in &plays {
        let steps = p.play.steps();
        if steps[0].hit {
            assert_eq!((steps[1].from, steps[1].to), (BAR, 22), "{p:?}");
        }
    }
    assert_eq!(afters(&pos, roll(6, 3)), brute_force(&pos, roll(6, 3)));
}

#[test]
fn t1_typed_after_13_7_the_3_must_enter_the_clone() {
    let pos = start_with_blot_on_v7(&[]);
    let mut turn = Turn::new(pos, roll(6, 3));
    turn.move_checker(13, 7).unwrap();
    assert_eq!(turn.position().count(Side::Green, BAR), 1);
    assert_eq!(turn.move_checker(8, 5), Err(MoveError::MustEnterFirst));
    turn.move_checker(BAR, 22).unwrap();
    assert_eq!(
        turn.finish().unwrap().after,
        moved(&pos, &[(13, 7), (BAR, 22)])
    );
}

#[test]
fn t1_with_n3_closed_13_7_hits_only_after_the_3_and_the_clone_enters_next_turn() {
    // Black's two on its own 3 close Green's 22, where the clone would enter with the 3.
    let pos = start_with_blot_on_v7(&[(3, 2)]);
    let plays = pos.legal_plays(roll(6, 3));
    assert!(
        plays.iter().all(|p| p.play.len() == 2),
        "both dice are playable"
    );
    for p in &plays {
        let steps = p.play.steps();
        assert!(
            !steps[0].hit || steps[0].die == Some(crate::common::die(3)),
            "{p:?}"
        );
    }
    let after = moved(&pos, &[(8, 5), (13, 7)]);
    assert_eq!(
        after.count(Side::Green, BAR),
        1,
        "the clone waits on the bar"
    );
    assert!(plays.iter().any(|p| p.after == after));
    let mut turn = Turn::new(pos, roll(6, 3));
    assert_eq!(
        turn.move_checker(13, 7),
        Err(MoveError::MustUseMoreDice { dice: 2 })
    );
    assert_eq!(typed(&pos, roll(6, 3), &[(8, 5), (13, 7)]), after);
    assert_eq!(afters(&pos, roll(6, 3)), brute_force(&pos, roll(6, 3)));
}

/// Backgammon's start with Black's blots on V9 and V5 (its own 16 and 20).
fn t2() -> Position {
    board(Variant::Cloning, Side::Green)
        .green(&[(24, 2), (13, 5), (8, 3), (6, 5)])
        .black(&[(24, 2), (20, 1), (16, 1), (13, 3), (8, 3), (6, 5)])
        .build()
}

#[test]
fn t2_with_4_4_13_9_9_5_is_illegal_the_next_4_after_a_hit_enters_the_clone() {
    let pos = t2();
    let plays = pos.legal_plays(roll(4, 4));
    assert!(!plays.is_empty());
    for p in &plays {
        for pair in p.play.steps().windows(2) {
            if pair[0].hit {
                assert_eq!((pair[1].from, pair[1].to), (BAR, 21), "{p:?}");
            }
        }
    }
    let both = moved(&pos, &[(13, 9), (BAR, 21), (9, 5), (BAR, 21)]);
    assert_eq!(both.total(Side::Green), 17);
    assert!(plays.iter().any(|p| p.after == both));
    assert_eq!(afters(&pos, roll(4, 4)), brute_force(&pos, roll(4, 4)));
}

#[test]
fn t2_typed_9_5_after_13_9_is_refused_the_clone_enters_first() {
    let mut turn = Turn::new(t2(), roll(4, 4));
    turn.move_checker(13, 9).unwrap();
    assert_eq!(turn.move_checker(9, 5), Err(MoveError::MustEnterFirst));
    let mut whole = Turn::new(t2(), roll(4, 4));
    assert_eq!(whole.move_checker(13, 5), Err(MoveError::MustEnterFirst));
}

#[test]
fn a_hit_made_entering_from_the_bar_clones_too_and_the_hit_side_gets_nothing() {
    // Green on the bar; a black blot on its own 6, Green's 19.
    let pos = board(Variant::Cloning, Side::Green)
        .green(&[(BAR, 1), (6, 14)])
        .black(&[(6, 1), (12, 14)])
        .build();
    let after = moved(&pos, &[(BAR, 19), (BAR, 24)]);
    assert_eq!(after.total(Side::Green), 16);
    assert_eq!(after.total(Side::Black), 15);
    assert!(afters(&pos, roll(6, 1)).contains(&after));
}

#[test]
fn a_side_with_thirty_checkers_makes_no_clone() {
    let pos = board(Variant::Cloning, Side::Green)
        .green(&[(13, 1), (6, 14)])
        .off(Side::Green, 15)
        .black(&[(18, 1), (9, 14)])
        .build();
    assert_eq!(pos.total(Side::Green), 30);
    let after = moved(&pos, &[(13, 7), (6, 5)]);
    assert_eq!(after.count(Side::Green, BAR), 0);
    assert_eq!(after.total(Side::Green), 30);
    assert!(afters(&pos, roll(6, 1)).contains(&after));
}

#[test]
fn a_count_between_fifteen_and_thirty_is_a_position_and_thirty_one_is_not() {
    let ok = board(Variant::Cloning, Side::Green)
        .green(&[(6, 20)])
        .off(Side::Green, 2)
        .black(&[(6, 15)])
        .setup();
    assert!(Position::from_setup(ok).is_ok());
    let mut too_many = ok;
    too_many.checkers.green[0] = 11;
    assert!(matches!(
        Position::from_setup(too_many),
        Err(PositionError::CheckerCount { found: 31, .. })
    ));
}

#[test]
fn bearing_off_waits_for_every_clone_to_come_home() {
    let pos = board(Variant::Cloning, Side::Green)
        .green(&[(BAR, 1), (6, 8), (5, 7)])
        .black(&[(1, 2), (2, 2), (12, 11)])
        .build();
    for dice in Dice::all() {
        for p in pos.legal_plays(dice) {
            assert_eq!(p.play.steps()[0].from, BAR, "{dice} {p:?}");
            assert!(p.play.steps().iter().all(|s| s.to != 0), "{dice} {p:?}");
        }
    }
}
