//! Anti-Backgammon (`variants.md` §3.2): backgammon whose goal is reversed; the first side to
//! bear off all loses, and the other wins the `rules.md` value judged on its own checkers.

use tablier::rules::{Dice, Outcome, Position, Setup, Side, Variant, WinKind};

use crate::common::{afters, board, brute_force, moved, roll, won};

#[test]
fn t1_green_finishes_first_and_black_with_none_off_and_a_checker_on_v2_wins_3() {
    // V2 is Green's own 2, Black's own 23.
    let pos = board(Variant::Anti, Side::Black)
        .black(&[(23, 1), (6, 14)])
        .build();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Won {
            winner: Side::Black,
            kind: WinKind::Backgammon
        })
    );
}

#[test]
fn t2_green_finishes_first_and_black_with_5_off_wins_1() {
    let pos = board(Variant::Anti, Side::Black)
        .black(&[(6, 10)])
        .off(Side::Black, 5)
        .build();
    assert_eq!(won(&pos), Some((Side::Black, 1)));
}

#[test]
fn the_winner_left_behind_with_none_off_and_none_in_the_losers_home_wins_a_gammon() {
    let pos = board(Variant::Anti, Side::Green).green(&[(12, 15)]).build();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Gammon
        })
    );
}

#[test]
fn the_winners_checker_on_the_bar_makes_it_a_backgammon() {
    let pos = board(Variant::Anti, Side::Green)
        .green(&[(25, 1), (12, 14)])
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 3)));
}

#[test]
fn the_result_is_judged_on_the_winners_checkers_not_the_losers() {
    // Black finishes; Green, the winner, bore off one: a single, whatever Black did.
    let pos = board(Variant::Anti, Side::Green)
        .green(&[(20, 14)])
        .off(Side::Green, 1)
        .build();
    assert_eq!(won(&pos), Some((Side::Green, 1)));
    // The same board in backgammon: Black, who finished, wins.
    let mut setup = pos.to_setup();
    setup.variant = Variant::Backgammon;
    let bg = Position::from_setup(setup).unwrap();
    assert_eq!(won(&bg), Some((Side::Black, 1)));
}

#[test]
fn bearing_off_the_last_checker_loses_the_game() {
    let pos = board(Variant::Anti, Side::Green)
        .green(&[(1, 1)])
        .black(&[(13, 15)])
        .build();
    let after = moved(&pos, &[(1, 0)]);
    assert!(afters(&pos, roll(2, 1)).contains(&after));
    assert_eq!(won(&after), Some((Side::Black, 2)));
}

#[test]
fn the_moves_are_backgammons() {
    let start = Position::start(Variant::Anti, Side::Green);
    let bg = Position::start(Variant::Backgammon, Side::Green);
    let as_backgammon = |p: Position| {
        let mut s: Setup = p.to_setup();
        s.variant = Variant::Backgammon;
        Position::from_setup(s).unwrap()
    };
    for dice in Dice::all() {
        let anti: std::collections::HashSet<Position> = afters(&start, dice)
            .into_iter()
            .map(as_backgammon)
            .collect();
        assert_eq!(anti, afters(&bg, dice), "{dice}");
        assert_eq!(afters(&start, dice), brute_force(&start, dice), "{dice}");
    }
}

#[test]
fn anti_backgammon_has_the_cube() {
    assert!(Variant::Anti.rules().cube);
}
