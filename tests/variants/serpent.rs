//! Le serpent (`variants.md` §2.23): Green has two checkers each on N1, N2 and N3 and nine on
//! the bar, which enter before anything else; Black has backgammon's start.

use tablier::rules::{Position, Side, Variant};

use crate::common::{afters, brute_force, moved, roll};

#[test]
fn green_the_snake_has_six_back_and_nine_on_the_bar_and_black_backgammons_start() {
    let start = Position::start(Variant::Serpent, Side::Green);
    for p in [24, 23, 22] {
        assert_eq!(start.count(Side::Green, p), 2);
    }
    assert_eq!(start.count(Side::Green, 25), 9);
    for (p, n) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
        assert_eq!(start.count(Side::Black, p), n);
    }
}

#[test]
fn t1_green_6_5_enters_on_20_and_loses_the_6() {
    let start = Position::start(Variant::Serpent, Side::Green);
    let found = afters(&start, roll(6, 5));
    assert_eq!(found.len(), 1);
    assert!(found.contains(&moved(&start, &[(25, 20)])));
    assert_eq!(found, brute_force(&start, roll(6, 5)));
}

#[test]
fn t2_green_5_4_enters_on_20_and_21_and_the_board_checkers_stay() {
    let start = Position::start(Variant::Serpent, Side::Green);
    let found = afters(&start, roll(5, 4));
    assert_eq!(found.len(), 1);
    assert!(found.contains(&moved(&start, &[(25, 20), (25, 21)])));
    assert_eq!(found, brute_force(&start, roll(5, 4)));
}
