//! Eureka (`variants.md` §2.1): every checker starts in its own home, three each on the own
//! 1-, 2- and 3-points and two each on the 4-, 5- and 6-points; only backgammon's bear-off.

use tablier::rules::{Position, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll, won};

#[test]
fn each_side_starts_with_three_on_its_1_2_3_points_and_two_on_its_4_5_6_points() {
    let start = Position::start(Variant::Eureka, Side::Green);
    for side in Side::ALL {
        let counts: Vec<u8> = (1..=6).map(|p| start.count(side, p)).collect();
        assert_eq!(counts, [3, 3, 3, 2, 2, 2]);
    }
    assert!(!Variant::Eureka.rules().cube, "the cube is off by default");
}

#[test]
fn t1_from_the_start_6_6_bears_two_off_from_v6_then_two_from_v5() {
    let start = Position::start(Variant::Eureka, Side::Green);
    let after = moved(&start, &[(6, 0), (6, 0), (5, 0), (5, 0)]);
    let found = afters(&start, roll(6, 6));
    assert_eq!(found.len(), 1);
    assert!(found.contains(&after));
    assert_eq!(15 - after.count(Side::Green, 0), 11, "11 remain");
    assert_eq!(found, brute_force(&start, roll(6, 6)));
}

#[test]
fn t2_with_one_on_5_and_one_on_1_a_4_3_plays_5_2_2_off_or_5_1_1_off() {
    let pos = board(Variant::Eureka, Side::Green)
        .green(&[(5, 1), (1, 1)])
        .black(&[(6, 15)])
        .build();
    let a = moved(&pos, &[(5, 2), (2, 0)]);
    let b = moved(&pos, &[(5, 1), (1, 0)]);
    let found = afters(&pos, roll(4, 3));
    assert!(found.contains(&a) && found.contains(&b));
    // 1/off with the 3 first is refused: a checker stands higher, on 5.
    let mut turn = Turn::new(pos, roll(4, 3));
    assert!(turn.move_checker(1, 0).is_err());
    assert!(turn.move_checker(5, 2).is_ok());
    assert!(turn.move_checker(2, 0).is_ok());
}

#[test]
fn a_loser_with_none_off_loses_a_gammon() {
    let pos = board(Variant::Eureka, Side::Black)
        .black(&[(6, 5), (5, 5), (4, 5)])
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 2)));
}
