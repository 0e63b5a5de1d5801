//! Ludus Lumbadorum (`variants.md` §2.16): fifteen each on the own 12-point of a half board
//! (HALF: Green's own 1..=6 are `V6`..`V1`, 7..=12 are `N1`..`N6`; my own `p` is the
//! opponent's `13 − p`), doubles played once, backgammon's hitting and bearing off, the bar
//! entering with `d` on own `13 − d`, never two own checkers on own 8, 9 or 10, and nothing
//! added to the own 12-point while an own checker stands there.

use tablier::notation::position_text;
use tablier::notation::tactile::{Label, Vocabulary};
use tablier::rules::{BAR, MoveError, Position, PositionError, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, brute_force, die, moved, roll, typed};

fn vocab() -> Vocabulary {
    Vocabulary::new("barre", "sortis", "réserve", "marques")
}

#[test]
fn each_side_starts_with_fifteen_on_its_12_point_green_on_n6_black_on_v6() {
    let start = Position::start(Variant::Ludus, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.count(side, 12), 15);
    }
    assert_eq!(
        position_text::format(&start, &vocab()),
        "N6 (15v), V6 (15n)"
    );
}

#[test]
fn the_half_board_labels_each_sides_points_as_variants_md_says() {
    let label = |side, p| Label::of_point(Variant::Ludus, side, p).to_text(&vocab());
    assert_eq!(label(Side::Green, 1), "V6");
    assert_eq!(label(Side::Green, 6), "V1");
    assert_eq!(label(Side::Green, 7), "N1");
    assert_eq!(label(Side::Green, 12), "N6");
    assert_eq!(label(Side::Black, 1), "N6");
    assert_eq!(label(Side::Black, 7), "V1");
    assert_eq!(label(Side::Black, 12), "V6");
    // My own p is the opponent's own 13 − p: the same label.
    for p in 1..=12 {
        assert_eq!(label(Side::Green, p), label(Side::Black, 13 - p));
    }
}

#[test]
fn a_checker_on_a_point_past_the_half_board_is_refused() {
    let read = position_text::parse(
        "V7 (1v), N6 (14v), V6 (15n)",
        Variant::Ludus,
        Side::Green,
        &vocab(),
    );
    assert!(matches!(
        read,
        Err(position_text::PositionTextError::Illegal(
            PositionError::OffTrack {
                side: Side::Green,
                point: 13
            }
        ))
    ));
}

#[test]
fn t1_from_the_start_4_4_plays_only_12_4_through_the_own_8() {
    let start = Position::start(Variant::Ludus, Side::Green);
    let through = moved(&start, &[(12, 8), (8, 4)]);
    assert_eq!(afters(&start, roll(4, 4)), [through].into());
    assert_eq!(brute_force(&start, roll(4, 4)), [through].into());
    assert_eq!(typed(&start, roll(4, 4), &[(12, 4)]), through);
    let mut turn = Turn::new(start, roll(4, 4));
    turn.move_checker(12, 8).expect("one on the own 8");
    assert_eq!(
        turn.move_checker(12, 8),
        Err(MoveError::OwnChecker { point: 8 })
    );
    assert!(
        start
            .try_step(12, die(4))
            .and_then(|(_, p)| p.try_step(12, die(4)))
            .is_none(),
        "12/8 12/8 would hold the own 8 twice"
    );
}

/// T2: Green barre (1v), N6 (14v); Black V6 (13n), N3 (2n) (Black's own 12 and 4).
fn t2() -> tablier::rules::Position {
    board(Variant::Ludus, Side::Green)
        .green(&[(25, 1), (12, 14)])
        .black(&[(12, 13), (4, 2)])
        .build()
}

#[test]
fn t2_the_1_cannot_enter_on_the_own_12_while_green_stands_there() {
    let pos = t2();
    assert!(pos.try_step(BAR as u8, die(1)).is_none());
    let expected = [
        moved(&pos, &[(25, 7), (7, 6)]),
        moved(&pos, &[(25, 7), (12, 11)]),
    ];
    assert_eq!(afters(&pos, roll(6, 1)), expected.into());
    assert_eq!(brute_force(&pos, roll(6, 1)), expected.into());
    assert_eq!(typed(&pos, roll(6, 1), &[(25, 7), (12, 11)]), expected[1]);
}

#[test]
fn the_bar_enters_with_the_die_on_the_own_13_less_the_die() {
    let pos = t2();
    let (step, _) = pos.try_step(BAR as u8, die(3)).expect("own 10 is open");
    assert_eq!(step.to, 10);
}

#[test]
fn a_lone_checker_is_hit_on_the_half_board() {
    // Black's lone checker on its own 5 is Green's own 8 (N2).
    let pos = board(Variant::Ludus, Side::Green)
        .green(&[(12, 15)])
        .black(&[(12, 14), (5, 1)])
        .build();
    let hit = moved(&pos, &[(12, 8), (12, 10)]);
    assert_eq!(hit.count(Side::Black, BAR as u8), 1);
    assert!(afters(&pos, roll(4, 2)).contains(&hit));
}

#[test]
fn a_checker_may_not_come_back_to_the_own_12_point_while_one_stands_there() {
    // Green's own 12 holds one; a checker on the bar cannot enter with a 1.
    let pos = board(Variant::Ludus, Side::Green)
        .green(&[(25, 1), (12, 1), (3, 13)])
        .black(&[(12, 15)])
        .build();
    assert!(pos.try_step(BAR as u8, die(1)).is_none());
    let empty = board(Variant::Ludus, Side::Green)
        .green(&[(25, 1), (3, 14)])
        .black(&[(12, 15)])
        .build();
    assert!(empty.try_step(BAR as u8, die(1)).is_some());
}

#[test]
fn bearing_off_is_backgammons_from_the_own_1_to_6() {
    let pos = board(Variant::Ludus, Side::Green)
        .green(&[(6, 1), (2, 1)])
        .black(&[(12, 15)])
        .build();
    let off = moved(&pos, &[(6, 0), (2, 0)]);
    assert!(afters(&pos, roll(6, 2)).contains(&off));
    // Black bore none off and stands on its start, Green's home: a backgammon.
    assert_eq!(
        off.outcome().and_then(|o| o.won()),
        Some((Side::Green, WinKind::Backgammon))
    );
    let not_home = board(Variant::Ludus, Side::Green)
        .green(&[(7, 1), (2, 1)])
        .black(&[(12, 15)])
        .build();
    assert!(not_home.try_step(2, die(2)).is_none(), "own 7 is not home");
}

#[test]
fn a_loser_with_none_off_and_none_in_the_winners_home_loses_a_gammon() {
    let pos = board(Variant::Ludus, Side::Black)
        .green(&[(0, 15)])
        .black(&[(6, 15)])
        .build();
    assert_eq!(
        pos.outcome().and_then(|o| o.won()),
        Some((Side::Green, WinKind::Gammon))
    );
}
