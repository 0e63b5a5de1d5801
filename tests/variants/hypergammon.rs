//! Hyper-Backgammon (`variants.md` §3.5): three checkers a side on the 24-, 23- and 22-points;
//! backgammon otherwise, with the Jacoby rule in money play.

use tablier::rules::cube::Cube;
use tablier::rules::score::{Format, GameEnd, MatchRules, MatchState};
use tablier::rules::{Dice, Outcome, Position, Side, Variant, WinKind};

use crate::common::{afters, board, brute_force, moved, roll, typed};

#[test]
fn each_side_starts_with_one_checker_on_its_24_23_and_22() {
    let start = Position::start(Variant::Hypergammon, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.total(side), 3);
        for p in [24, 23, 22] {
            assert_eq!(start.count(side, p), 1);
        }
    }
}

#[test]
fn t1_at_the_start_6_5_runs_a_back_checker_24_13() {
    let start = Position::start(Variant::Hypergammon, Side::Green);
    let after = moved(&start, &[(24, 18), (18, 13)]);
    assert!(afters(&start, roll(6, 5)).contains(&after));
    assert_eq!(typed(&start, roll(6, 5), &[(24, 13)]), after);
}

#[test]
fn the_fast_search_agrees_with_the_brute_force_from_the_start() {
    let start = Position::start(Variant::Hypergammon, Side::Green);
    for dice in Dice::all() {
        assert_eq!(afters(&start, dice), brute_force(&start, dice), "{dice}");
    }
}

#[test]
fn bearing_off_waits_until_all_three_are_home() {
    let pos = board(Variant::Hypergammon, Side::Green)
        .green(&[(7, 1), (2, 2)])
        .black(&[(12, 3)])
        .build();
    // 6-1: the 1 brings the last checker home, then the 6 bears off from the 6-point; the 6
    // cannot bear off from the 2-point while the checker on 7 is out.
    let plays = afters(&pos, roll(6, 1));
    assert!(plays.contains(&moved(&pos, &[(7, 6), (6, 0)])));
    assert!(!plays.contains(&moved(&pos, &[(2, 0), (7, 6)])));
    assert_eq!(plays, brute_force(&pos, roll(6, 1)));
    let home = board(Variant::Hypergammon, Side::Green)
        .green(&[(6, 1), (2, 2)])
        .black(&[(12, 3)])
        .build();
    assert!(afters(&home, roll(6, 2)).contains(&moved(&home, &[(6, 0), (2, 0)])));
}

fn t2() -> Position {
    // Green has borne off all three; Black none, one on V3 (Black's own 22).
    board(Variant::Hypergammon, Side::Black)
        .black(&[(22, 1), (12, 2)])
        .build()
}

#[test]
fn t2_green_finishes_with_blacks_checker_on_v3_and_none_off_a_backgammon() {
    assert_eq!(
        t2().outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Backgammon
        })
    );
}

#[test]
fn t2_under_jacoby_the_backgammon_counts_3_in_money_play_only_once_the_cube_is_turned() {
    let Some(Outcome::Won { winner, kind }) = t2().outcome() else {
        panic!("the game is over");
    };
    let end = GameEnd::Won { winner, kind };
    let mut rules = MatchRules::new(Format::Money);
    rules.jacoby = true;
    let money = MatchState::new(rules);
    assert_eq!(money.points(end, Cube::CENTRED), 1);
    let turned = Cube::CENTRED.taken_by(Side::Black);
    assert_eq!(money.points(end, turned), 3 * turned.value());
    let mut matched = MatchRules::new(Format::Match(7));
    matched.jacoby = true;
    assert_eq!(MatchState::new(matched).points(end, Cube::CENTRED), 3);
}
