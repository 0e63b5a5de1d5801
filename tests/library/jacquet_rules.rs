//! Jacquet's rules (`rules.md` §3, seed 001) as sentences, on positions written in the
//! tactile edition's own text form, including the seed's two worked bear-off examples.

use std::collections::BTreeSet;

use tablier::i18n::{Lang, vocabulary};
use tablier::notation::position_text;
use tablier::rules::{Conventions, Dice, Position, Side, Variant, WinKind};

fn jacquet(text: &str, turn: Side) -> Position {
    position_text::parse(text, Variant::Jacquet, turn, &vocabulary(Lang::Fr))
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn roll(a: u8, b: u8) -> Dice {
    Dice::from_values(a, b).expect("dice")
}

/// Each legal play's resulting position, as text.
fn results(pos: &Position, dice: Dice) -> BTreeSet<String> {
    let vocab = vocabulary(Lang::Fr);
    pos.legal_plays(dice)
        .iter()
        .map(|p| position_text::format(&p.after, &vocab))
        .collect()
}

#[test]
fn all_fifteen_start_on_the_far_point_of_the_opponents_outer_table() {
    let start = Position::start(Variant::Jacquet, Side::Green);
    let text = position_text::format(&start, &vocabulary(Lang::Fr));
    assert_eq!(text, "N12 (15v*), V12 (15n*)");
}

#[test]
fn the_postillon_moves_alone_until_it_reaches_the_inner_table() {
    let start = Position::start(Variant::Jacquet, Side::Green);
    for play in start.legal_plays(roll(4, 3)) {
        assert!(
            play.play
                .steps()
                .iter()
                .all(|s| s.from == 24 || s.from == 24 - 3 || s.from == 24 - 4)
        );
        assert_eq!(play.after.count(Side::Green, 24), 14);
    }
}

#[test]
fn dice_left_when_the_postillon_arrives_may_move_any_checker() {
    // Green's postillon on V9 (its 9-point) arrives on V6 with the 3; the 5 may then move the talon.
    let pos = jacquet("N12 (14v), V9 (1v*), N1 (15n)", Side::Green);
    let all = results(&pos, roll(5, 3));
    assert!(
        all.contains("N1 (15n), N7 (1v), N12 (13v), V6 (1v)"),
        "{all:?}"
    );
}

#[test]
fn a_single_opposing_checker_blocks_a_point() {
    // Green on N12 with the postillon; a lone black checker on N9 (Green's 21) blocks the 3.
    let pos = jacquet("N12 (15v*), N9 (1n), V12 (14n)", Side::Green);
    for play in pos.legal_plays(roll(3, 3)) {
        assert!(play.play.steps().iter().all(|s| s.to != 21), "{play:?}");
    }
    assert!(pos.legal_plays(roll(3, 3)).is_empty());
}

#[test]
fn with_six_three_the_seed_allows_bearing_off_v5_and_v3_or_v5_to_v2_and_v4_off() {
    let pos = jacquet(
        "V1 (4v), V2 (3v), V3 (1v), V4 (2v), V5 (1v), V7 (3n), N3 (12n)",
        Side::Green,
    );
    let all = results(&pos, roll(6, 3));
    assert!(
        all.contains("N3 (12n), V7 (3n), V4 (2v), V2 (3v), V1 (4v)"),
        "{all:?}"
    );
    assert!(
        all.contains("N3 (12n), V7 (3n), V4 (1v), V3 (1v), V2 (4v), V1 (4v)"),
        "{all:?}"
    );
}

#[test]
fn with_four_three_no_checker_leaves_v2_while_v5_and_v6_hold_checkers() {
    let pos = jacquet(
        "V6 (2v), V5 (3v), V4 (1n), V3 (), V2 (4v), V1 (1n), N3 (13n)",
        Side::Green,
    );
    let plays = pos.legal_plays(roll(4, 3));
    assert!(
        plays
            .iter()
            .all(|p| p.after.count(Side::Green, 0) == pos.count(Side::Green, 0))
    );
    let all = results(&pos, roll(4, 3));
    assert!(
        all.contains("N3 (13n), V5 (3v), V4 (1n), V3 (1v), V2 (5v), V1 (1n)"),
        "{all:?}"
    );
}

#[test]
fn no_checker_is_borne_off_while_an_opposing_checker_stands_on_the_far_point() {
    let pos = jacquet("V12 (1n), V2 (15v), N3 (14n)", Side::Green);
    for play in pos.legal_plays(roll(2, 2)) {
        assert_eq!(play.after.count(Side::Green, 0), 0);
    }
}

#[test]
fn no_side_may_hold_six_points_in_a_row_in_front_of_a_travelling_postillon() {
    // Green holds N1..N5 (its 13..17); Black's postillon still travels from V12.
    // Adding N6 (Green's 18) with a checker from N8 would make six in a row on its route.
    let pos = jacquet(
        "N1 (1v), N2 (1v), N3 (1v), N4 (1v), N5 (1v), N8 (1v), N12 (9v), V12 (15n*)",
        Side::Green,
    );
    let six = |t: &String| {
        [
            "N1 (1v)", "N2 (1v)", "N3 (1v)", "N4 (1v)", "N5 (1v)", "N6 (1v)",
        ]
        .iter()
        .all(|l| t.contains(l))
    };
    let all = results(&pos, roll(2, 1));
    assert!(!all.is_empty());
    assert!(all.iter().all(|t| !six(t)), "{all:?}");
    // Once Black's postillon has arrived (no star), the same six points are allowed.
    let arrived = jacquet(
        "N1 (1v), N2 (1v), N3 (1v), N4 (1v), N5 (1v), N8 (1v), N12 (9v), V12 (14n), V3 (1n)",
        Side::Green,
    );
    assert!(results(&arrived, roll(2, 1)).iter().any(six));
}

/// Whether a position text shows Green holding N12, N11, N10, N9 and N8.
fn holds_five_from_start(text: &str) -> bool {
    ["N12 (", "N11 (", "N10 (", "N9 (", "N8 ("]
        .iter()
        .all(|l| text.contains(l))
}

#[test]
fn five_points_in_a_row_from_the_start_need_a_checker_on_v1() {
    // Green holds N12..N9; N12-N8 with a 4 would make five in a row from its start.
    let without = jacquet(
        "N12 (8v), N11 (1v), N10 (1v), N9 (1v), V3 (4v), N1 (15n)",
        Side::Green,
    );
    let all = results(&without, roll(4, 4));
    assert!(all.iter().all(|t| !holds_five_from_start(t)), "{all:?}");
    let with = jacquet(
        "N12 (8v), N11 (1v), N10 (1v), N9 (1v), V3 (3v), V1 (1v), N1 (15n)",
        Side::Green,
    );
    let all = results(&with, roll(4, 4));
    assert!(all.iter().any(|t| holds_five_from_start(t)), "{all:?}");
}

#[test]
fn the_loser_with_checkers_in_the_winners_outer_table_loses_a_quadruple() {
    let pos = jacquet("V8 (1n), N3 (14n)", Side::Black);
    let outcome = pos.outcome().expect("green has borne off all");
    assert_eq!(outcome.won(), Some((Side::Green, WinKind::Quadruple)));
}

#[test]
fn the_loser_with_checkers_in_the_winners_inner_table_only_loses_a_triple() {
    let pos = jacquet("V3 (1n), N3 (14n)", Side::Black);
    assert_eq!(
        pos.outcome().and_then(|o| o.won()).map(|(_, kind)| kind),
        Some(WinKind::Triple)
    );
}

#[test]
fn the_loser_with_none_off_and_none_on_the_winners_side_loses_a_double() {
    let pos = jacquet("N3 (15n)", Side::Black);
    assert_eq!(
        pos.outcome().and_then(|o| o.won()).map(|(_, kind)| kind),
        Some(WinKind::Double)
    );
}

#[test]
fn the_loser_who_bore_one_off_loses_a_simple_game() {
    let pos = jacquet("N3 (14n)", Side::Black);
    assert_eq!(
        pos.outcome().and_then(|o| o.won()).map(|(_, kind)| kind),
        Some(WinKind::Single)
    );
}

#[test]
fn the_six_block_convention_forbids_six_points_in_a_row_anywhere() {
    let pos = jacquet(
        "N1 (1v), N2 (1v), N3 (1v), N4 (1v), N5 (1v), N8 (1v), N12 (9v), V12 (14n), V3 (1n)",
        Side::Green,
    );
    let six = |t: &String| {
        [
            "N1 (1v)", "N2 (1v)", "N3 (1v)", "N4 (1v)", "N5 (1v)", "N6 (1v)",
        ]
        .iter()
        .all(|l| t.contains(l))
    };
    assert!(results(&pos, roll(2, 1)).iter().any(six));
    let strict = pos.with_conventions(Conventions {
        no_six_block: true,
        ..Conventions::default()
    });
    let all = results(&strict, roll(2, 1));
    assert!(!all.is_empty());
    assert!(!all.iter().any(six), "{all:?}");
}

#[test]
fn double_bouchage_needs_checkers_on_both_v1_and_v6() {
    let double = Conventions {
        double_bouchage: true,
        ..Conventions::default()
    };
    let only_v1 = jacquet(
        "N12 (8v), N11 (1v), N10 (1v), N9 (1v), V3 (3v), V1 (1v), N1 (15n)",
        Side::Green,
    )
    .with_conventions(double);
    let all = results(&only_v1, roll(4, 4));
    assert!(all.iter().all(|t| !holds_five_from_start(t)), "{all:?}");
    let both = jacquet(
        "N12 (8v), N11 (1v), N10 (1v), N9 (1v), V6 (1v), V3 (2v), V1 (1v), N1 (15n)",
        Side::Green,
    )
    .with_conventions(double);
    assert!(
        results(&both, roll(4, 4))
            .iter()
            .any(|t| holds_five_from_start(t))
    );
}

#[test]
fn a_double_whose_last_die_could_only_close_six_points_in_a_row_plays_three_dice() {
    // Black: N10/N4 with a 6 would fill N1..N6; the other 6s can only play V5/N11/N5 and N11/N5.
    let pos = jacquet(
        "N1 (6n), N2 (1n), N3 (2n), N5 (2n), N6 (1n), N10 (1n), N11 (1n), V5 (1n), \
         V1 (7v), V3 (3v), V4 (2v), V6 (3v)",
        Side::Black,
    );
    assert!(
        pos.legal_plays(roll(6, 6))
            .iter()
            .all(|p| p.play.len() == 4)
    );
    let strict = pos.with_conventions(Conventions {
        no_six_block: true,
        ..Conventions::default()
    });
    let plays = strict.legal_plays(roll(6, 6));
    assert_eq!(plays.len(), 1, "{plays:?}");
    assert_eq!(plays[0].play.len(), 3);
    assert_eq!(plays[0].after.count(Side::Black, 4), 0);
    assert_eq!(strict.positions_after(roll(6, 6)), vec![plays[0].after]);
}
