//! Old Britain (`variants.md` §2.12): five checkers of a side on a point at most, after any
//! single die's move (landings, touch-downs, entries); both dice when possible, else either.

use tablier::rules::{MoveError, Position, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll};

#[test]
fn t1_a_2_from_v8_onto_five_on_v6_is_refused() {
    let pos = board(Variant::OldBritain, Side::Green)
        .green(&[(6, 5), (8, 1), (4, 5), (3, 4)])
        .black(&[(6, 5), (7, 5), (8, 5)])
        .build();
    assert!(pos.try_step(8, crate::common::die(2)).is_none());
    let mut turn = Turn::new(pos, roll(2, 1));
    assert_eq!(
        turn.move_checker(8, 6),
        Err(MoveError::Full { point: 6, cap: 5 })
    );
    // A touch-down on the full point is refused too: 8/5 goes by 7, not by 6.
    let via_7 = moved(&pos, &[(8, 7), (7, 5)]);
    assert!(
        afters(&pos, roll(2, 1))
            .iter()
            .all(|p| p.count(Side::Green, 6) <= 5)
    );
    assert!(afters(&pos, roll(2, 1)).contains(&via_7));
    let steps = turn.move_checker(8, 5).expect("8/7/5");
    assert_eq!(steps[0].to, 7);
}

#[test]
fn an_entry_onto_a_point_holding_five_of_ones_own_is_refused() {
    let pos = board(Variant::OldBritain, Side::Green)
        .green(&[(25, 1), (20, 5), (6, 5), (5, 4)])
        .black(&[(6, 5), (7, 5), (8, 5)])
        .build();
    assert!(pos.try_step(25, crate::common::die(5)).is_none());
    assert!(pos.try_step(25, crate::common::die(4)).is_some());
}

fn t2() -> Position {
    // Green N12 (1v) = own 13; V1 (5v), V2 (5v), V4 (4v). Black V3 (2n) = its own 22.
    board(Variant::OldBritain, Side::Green)
        .green(&[(13, 1), (1, 5), (2, 5), (4, 4)])
        .black(&[(22, 2), (6, 5), (7, 5), (8, 3)])
        .build()
}

#[test]
fn t2_when_only_one_die_of_6_4_can_be_played_either_may_be() {
    let pos = t2();
    let six = moved(&pos, &[(13, 7)]);
    let four = moved(&pos, &[(13, 9)]);
    let found = afters(&pos, roll(6, 4));
    assert_eq!(found.len(), 2);
    assert!(found.contains(&six) && found.contains(&four));
    assert_eq!(found, brute_force(&pos, roll(6, 4)));
    // Backgammon keeps the higher die: 13/7 only.
    let mut setup = pos.to_setup();
    setup.variant = Variant::Backgammon;
    let bg = Position::from_setup(setup).unwrap();
    let found = afters(&bg, roll(6, 4));
    assert_eq!(found.len(), 1);
}

#[test]
fn both_dice_must_still_be_used_when_they_can_be() {
    let start = Position::start(Variant::OldBritain, Side::Green);
    for p in start.legal_plays(roll(3, 1)) {
        assert_eq!(p.play.len(), 2);
    }
    assert!(!Variant::OldBritain.rules().cube);
}

#[test]
fn a_sixth_checker_on_a_point_is_not_a_position_of_the_game() {
    let mut setup = board(Variant::OldBritain, Side::Green)
        .green(&[(6, 6), (5, 9)])
        .black(&[(6, 15)])
        .setup();
    assert!(Position::from_setup(setup).is_err());
    setup.variant = Variant::Backgammon;
    assert!(Position::from_setup(setup).is_ok());
}
