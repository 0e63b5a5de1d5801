//! Pin (`variants.md` §2.13): thirteen on the own 24-point, one on the 17 and one on the 15;
//! a lone checker landed on is pinned; the roll is played whole or not at all; the winner
//! scores the loser's pips, doubled when it bore off none, tripled when one of its checkers
//! is also in the winner's home.

use tablier::rules::{Outcome, Position, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, brute_force, die, moved, roll, won};

#[test]
fn green_starts_with_13_on_n1_one_on_n8_one_on_n10_and_black_likewise() {
    let start = Position::start(Variant::Pin, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.count(side, 24), 13);
        assert_eq!(start.count(side, 17), 1);
        assert_eq!(start.count(side, 15), 1);
    }
    assert!(!Variant::Pin.rules().cube);
}

#[test]
fn t1_from_the_start_6_1_plays_15_9_8_and_pins_blacks_v8() {
    let start = Position::start(Variant::Pin, Side::Green);
    let after = moved(&start, &[(15, 9), (9, 8)]);
    // Black's own 17 is Green's 8 (V8).
    assert!(after.is_pinned(Side::Black, 17));
    assert!(afters(&start, roll(6, 1)).contains(&after));
    let mut turn = Turn::new(start, roll(6, 1));
    turn.move_checker(15, 8).expect("15/9/8");
    assert_eq!(turn.finish().unwrap().after, after);
    // Black may neither move it nor land on V8.
    for d in 1..=6 {
        assert!(after.try_step(17, die(d)).is_none());
    }
    for dice in tablier::rules::Dice::all() {
        for p in after.legal_plays(dice) {
            assert_eq!(p.after.count(Side::Black, 17), 1, "{dice:?}");
        }
    }
}

#[test]
fn t2_a_6_6_of_which_only_two_6s_fit_is_not_played_at_all() {
    // Green N1 (14v), N6 (1v); Black N7 (2n) = its own 7, V1 (13n) = its own 24.
    let pos = board(Variant::Pin, Side::Green)
        .green(&[(24, 14), (19, 1)])
        .black(&[(7, 2), (24, 13)])
        .build();
    assert!(afters(&pos, roll(6, 6)).is_empty());
    assert!(brute_force(&pos, roll(6, 6)).is_empty());
    let turn = Turn::new(pos, roll(6, 6));
    assert!(turn.must_pass());
    // In Plakoto, where the rest of a roll is lost, the two 6s are played.
    let mut setup = pos.to_setup();
    setup.variant = Variant::Plakoto;
    let plakoto = Position::from_setup(setup).unwrap();
    assert_eq!(afters(&plakoto, roll(6, 6)).len(), 1);
}

#[test]
fn t3_black_with_12_off_and_checkers_on_its_3_and_twice_its_1_loses_5_points() {
    let pos = board(Variant::Pin, Side::Black)
        .black(&[(3, 1), (1, 2)])
        .build();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Pips { pips: 5, times: 1 }
        })
    );
    assert_eq!(won(&pos), Some((Side::Green, 5)));
}

#[test]
fn a_loser_with_none_off_pays_its_pips_twice() {
    let pos = board(Variant::Pin, Side::Black)
        .black(&[(3, 1), (1, 14)])
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 2 * 17)));
}

#[test]
fn a_loser_with_none_off_and_a_checker_in_the_winners_home_pays_three_times_pinned_ones_included() {
    // Black's own 20 is Green's 5, in Green's home; Green's last checker pins it... then
    // leaves: here Black's checker stands there alone.
    let pos = board(Variant::Pin, Side::Black)
        .black(&[(20, 1), (1, 14)])
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 3 * 34)));
}

#[test]
fn a_side_with_a_pinned_checker_cannot_bear_off() {
    // Green all home, its checker on 3 pinned under Black's (Black's own 22).
    let pos = board(Variant::Pin, Side::Green)
        .green(&[(3, 1), (1, 14)])
        .black(&[(22, 1), (12, 14)])
        .pin(Side::Green, 3)
        .build();
    assert!(pos.try_step(1, die(1)).is_none());
    assert!(afters(&pos, roll(2, 1)).is_empty());
}

#[test]
fn bearing_off_the_last_checker_with_one_die_of_two_is_a_whole_play() {
    let pos = board(Variant::Pin, Side::Green)
        .green(&[(2, 1)])
        .black(&[(12, 15)])
        .build();
    let after = moved(&pos, &[(2, 0)]);
    assert_eq!(afters(&pos, roll(6, 5)), [after].into_iter().collect());
    assert_eq!(won(&after), Some((Side::Green, 2 * 12 * 15)));
}

#[test]
fn each_straggler_pinned_under_the_others_home_checkers_is_a_draw() {
    // Green: 13 on its 1, one on its 2, one on its 24 pinned under Black's 11 on its 1.
    let pos = board(Variant::Pin, Side::Green)
        .green(&[(1, 13), (2, 1), (24, 1)])
        .black(&[(1, 11), (2, 3), (24, 1)])
        .pin(Side::Green, 24)
        .pin(Side::Black, 24)
        .build();
    assert_eq!(pos.outcome(), Some(Outcome::Drawn));
    // Freed, Black's straggler could go home: no draw.
    let free = board(Variant::Pin, Side::Green)
        .green(&[(1, 13), (2, 2)])
        .black(&[(1, 11), (2, 3), (24, 1)])
        .pin(Side::Black, 24)
        .build();
    assert_eq!(free.outcome(), None);
}
