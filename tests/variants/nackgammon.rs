//! Nackgammon (`variants.md` §3.1): backgammon with four back checkers.

use tablier::rules::{MoveError, Position, Side, Turn, Variant};

use crate::common::{afters, brute_force, moved, roll};

#[test]
fn each_side_starts_with_two_on_its_24_and_23_four_on_its_13_three_on_its_8_and_four_on_its_6() {
    let start = Position::start(Variant::Nackgammon, Side::Green);
    for side in Side::ALL {
        let layout: Vec<(u8, u8)> = (1..=25u8)
            .filter(|&p| start.count(side, p) > 0)
            .map(|p| (p, start.count(side, p)))
            .collect();
        assert_eq!(layout, [(6, 4), (8, 3), (13, 4), (23, 2), (24, 2)]);
        assert_eq!(start.reserve(side), 0);
    }
}

#[test]
fn t1_the_start_counts_194_pips_a_side() {
    let start = Position::start(Variant::Nackgammon, Side::Green);
    assert_eq!(start.pips(Side::Green), 194);
    assert_eq!(start.pips(Side::Black), 194);
}

#[test]
fn t2_at_the_start_black_cannot_play_6_2_with_a_4_as_greens_checkers_hold_n2() {
    let start = Position::start(Variant::Nackgammon, Side::Black);
    let dice = roll(4, 4);
    let plays = start.legal_plays(dice);
    assert!(!plays.is_empty());
    for p in &plays {
        assert!(
            p.play.steps().iter().all(|s| !(s.from == 6 && s.to == 2)),
            "{p:?}"
        );
    }
    let mut turn = Turn::new(start, dice);
    assert_eq!(
        turn.move_checker(6, 2),
        Err(MoveError::Closed { point: 2, count: 2 })
    );
}

#[test]
fn in_backgammon_the_same_6_2_is_open() {
    let start = Position::start(Variant::Backgammon, Side::Black);
    let after = moved(&start, &[(6, 2), (6, 2), (6, 2), (6, 2)]);
    assert!(afters(&start, roll(4, 4)).contains(&after));
}

#[test]
fn the_moves_are_backgammons_the_fast_search_agreeing_with_the_brute_force() {
    let start = Position::start(Variant::Nackgammon, Side::Green);
    for dice in tablier::rules::Dice::all() {
        assert_eq!(afters(&start, dice), brute_force(&start, dice), "{dice}");
        assert_eq!(
            afters(&start, dice),
            start
                .legal_plays_general(dice)
                .into_iter()
                .map(|p| p.after)
                .collect(),
            "{dice}"
        );
    }
}

#[test]
fn the_results_are_backgammons_with_the_cube() {
    let rules = Variant::Nackgammon.rules();
    assert!(rules.cube);
    let pos = crate::common::board(Variant::Nackgammon, Side::Black)
        .black(&[(6, 14), (19, 1)])
        .build();
    assert_eq!(crate::common::won(&pos), Some((Side::Green, 3)));
}
