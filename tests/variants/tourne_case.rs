//! Tourne-case — Backgammon français 2 (`variants.md` §2.9): three checkers each in the
//! reserve, each side on its own row (step `k` is own `13 − k`: Green `V(13 − k)`, Black
//! `N(13 − k)`), doubles once, no landing on nor passing an own checker (the goal excepted),
//! capture on the facing point, the goal (step 12, own 1) reached exactly; three on the goal
//! win.

use tablier::notation::play_input::{PlayNotation, Segment, parse_play};
use tablier::notation::tactile::Vocabulary;
use tablier::notation::{gnubg_play, position_text};
use tablier::rules::{BAR, MoveError, Outcome, Position, RESERVE, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, brute_force, die, roll, typed};

fn vocab() -> Vocabulary {
    Vocabulary::new("barre", "sortis", "réserve", "marques")
}

/// The own point of step `k`.
fn at(k: u8) -> u8 {
    13 - k
}

#[test]
fn each_side_starts_with_three_in_the_reserve_and_there_is_no_cube() {
    let start = Position::start(Variant::TourneCase, Side::Green);
    assert_eq!(position_text::format(&start, &vocab()), "réserve (3v, 3n)");
    assert!(!Variant::TourneCase.rules().cube);
}

/// T1: Green on step 3 (`V10`), two in the reserve; Black all in the reserve.
fn t1() -> Position {
    board(Variant::TourneCase, Side::Green)
        .green(&[(at(3), 1)])
        .reserve(Side::Green, 2)
        .reserve(Side::Black, 3)
        .build()
}

#[test]
fn t1_a_5_2_enters_on_step_2_and_plays_3_8_or_plays_3_10() {
    let pos = t1();
    let enter_and_move = board(Variant::TourneCase, Side::Black)
        .green(&[(at(2), 1), (at(8), 1)])
        .reserve(Side::Green, 1)
        .reserve(Side::Black, 3)
        .build();
    let run = board(Variant::TourneCase, Side::Black)
        .green(&[(at(10), 1)])
        .reserve(Side::Green, 2)
        .reserve(Side::Black, 3)
        .build();
    assert_eq!(afters(&pos, roll(5, 2)), [enter_and_move, run].into());
    assert_eq!(brute_force(&pos, roll(5, 2)), [enter_and_move, run].into());
    let written: std::collections::BTreeSet<String> = pos
        .legal_plays(roll(5, 2))
        .iter()
        .map(|p| gnubg_play::format_for(&p.play, Variant::TourneCase))
        .collect();
    // Written in the order made, each move legal when it comes (the checker on step 3
    // moves first; entering first would be legal too here, not everywhere).
    assert_eq!(written, ["3/10".to_owned(), "3/8 in/2".to_owned()].into());
}

#[test]
fn t1_in_5_is_never_legal_it_passes_the_checker_on_step_3() {
    assert!(t1().try_step(RESERVE, die(5)).is_none());
    let mut turn = Turn::new(t1(), roll(5, 2));
    assert_eq!(
        turn.move_checker(RESERVE, at(5)),
        Err(MoveError::OwnChecker { point: at(3) })
    );
}

#[test]
fn t2_landing_on_v6_captures_the_black_checker_on_n6_facing_it() {
    // Green on V8 (step 5) plays a 2 to V6 (step 7); Black stands on N6, its step 7.
    let pos = board(Variant::TourneCase, Side::Green)
        .green(&[(8, 1)])
        .reserve(Side::Green, 2)
        .black(&[(6, 1)])
        .reserve(Side::Black, 2)
        .build();
    let (step, after) = pos.try_step(8, die(2)).expect("V6 is open");
    assert!(step.hit);
    assert_eq!(after.count(Side::Black, 6), 0);
    assert_eq!(after.count(Side::Black, BAR as u8), 1);
    assert_eq!(
        position_text::format(&after, &vocab()),
        "V6 (1v), barre (1n), réserve (2v, 2n)"
    );
}

#[test]
fn a_touch_down_captures_too() {
    // 8/6*/3: the checker touches down on V6 with the 2, capturing, then plays the 3.
    let pos = board(Variant::TourneCase, Side::Green)
        .green(&[(8, 1)])
        .reserve(Side::Green, 2)
        .black(&[(6, 1)])
        .reserve(Side::Black, 2)
        .build();
    let through = typed(&pos, roll(3, 2), &[(8, 6), (6, 3)]);
    assert_eq!(through.count(Side::Black, BAR as u8), 1);
    assert_eq!(through.count(Side::Green, 3), 1);
}

#[test]
fn a_captured_checker_re_enters_before_its_owner_moves_anything_else() {
    let pos = board(Variant::TourneCase, Side::Black)
        .black(&[(25, 1), (9, 1)])
        .reserve(Side::Black, 1)
        .reserve(Side::Green, 3)
        .build();
    for play in pos.legal_plays(roll(2, 1)) {
        assert_eq!(play.play.steps()[0].from, BAR as u8, "{play:?}");
    }
    assert!(pos.try_step(9, die(1)).is_none());
    assert!(pos.try_step(RESERVE, die(1)).is_none());
}

#[test]
fn checkers_on_the_goal_are_safe() {
    let pos = board(Variant::TourneCase, Side::Green)
        .green(&[(3, 1)])
        .reserve(Side::Green, 2)
        .black(&[(1, 1)])
        .reserve(Side::Black, 2)
        .build();
    let (step, after) = pos.try_step(3, die(2)).expect("the goal");
    assert!(!step.hit);
    assert_eq!(after.count(Side::Black, 1), 1);
}

/// T3: Green on step 10 (`V3`) and two on the goal (`V1`); Black all in the reserve.
fn t3() -> Position {
    board(Variant::TourneCase, Side::Green)
        .green(&[(at(10), 1), (at(12), 2)])
        .reserve(Side::Black, 3)
        .build()
}

#[test]
fn t3_a_4_1_plays_10_11_and_the_4_is_lost() {
    let pos = t3();
    let after = board(Variant::TourneCase, Side::Black)
        .green(&[(at(11), 1), (at(12), 2)])
        .reserve(Side::Black, 3)
        .build();
    assert_eq!(afters(&pos, roll(4, 1)), [after].into());
    assert_eq!(brute_force(&pos, roll(4, 1)), [after].into());
}

#[test]
fn t3_a_1_1_plays_10_12_and_green_wins() {
    let pos = t3();
    let plays = pos.legal_plays(roll(1, 1));
    assert_eq!(plays.len(), 1);
    assert_eq!(plays[0].play.len(), 2, "a double is played once: two moves");
    assert_eq!(
        gnubg_play::format_for(&plays[0].play, Variant::TourneCase),
        "10/12"
    );
    assert_eq!(
        plays[0].after.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Single
        })
    );
}

#[test]
fn the_standard_notation_of_rows_counts_steps_from_the_outer_end() {
    let read = parse_play(
        "in/2 3/8",
        PlayNotation::Standard,
        Variant::TourneCase,
        Side::Green,
        &vocab(),
    );
    assert_eq!(
        read,
        Ok(vec![
            Segment {
                from: RESERVE,
                to: at(2)
            },
            Segment {
                from: at(3),
                to: at(8)
            }
        ])
    );
}

#[test]
fn a_checker_on_the_other_row_is_refused() {
    // N8 is not on Green's row.
    assert!(
        position_text::parse(
            "N8 (1v), réserve (2v, 3n)",
            Variant::TourneCase,
            Side::Green,
            &vocab()
        )
        .is_err()
    );
}
