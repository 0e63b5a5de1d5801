//! Fevga (`variants.md` §3.9): fifteen each on the own 24-point, both sides turning the same
//! way (Green on N12, Black on V12); a single checker closes its point; until a side's first
//! checker has passed its own 12-point no other checker moves, re-checked after each die;
//! rule A: no play ends with all six of own 19–24 held; rule B: no turn ends holding six points
//! in a row before every opposing checker, unless no other non-empty play breaks neither.

use tablier::rules::{Dice, MoveError, Position, RuleBreak, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, moved, roll, typed, won};

#[test]
fn each_side_starts_with_fifteen_on_its_24_point_diagonally_across() {
    let start = Position::start(Variant::Fevga, Side::Green);
    for side in Side::ALL {
        assert_eq!(start.count(side, 24), 15);
    }
    // Green's 24 is Black's 12: the sides turn the same way.
    assert_eq!(Variant::Fevga.opposite(24), 12);
    assert_eq!(Variant::Fevga.opposite(12), 24);
}

#[test]
fn t1_at_the_start_6_5_moves_one_checker_24_13() {
    let start = Position::start(Variant::Fevga, Side::Green);
    let run = moved(&start, &[(24, 18), (18, 13)]);
    assert_eq!(afters(&start, roll(6, 5)), [run].into());
    assert_eq!(typed(&start, roll(6, 5), &[(24, 13)]), run);
}

#[test]
fn t2_at_the_start_6_6_plays_24_18_only_v12_being_closed_and_no_other_checker_free() {
    let start = Position::start(Variant::Fevga, Side::Green);
    assert_eq!(
        afters(&start, roll(6, 6)),
        [moved(&start, &[(24, 18)])].into()
    );
    let mut turn = Turn::new(start, roll(6, 6));
    turn.move_checker(24, 18).unwrap();
    assert!(turn.is_complete());
    assert_eq!(
        turn.clone().move_checker(24, 18),
        Err(MoveError::NoDiceLeft),
        "the other 6s are lost"
    );
}

/// Green's runner on its 14, the rest on its start; Black all on its start (Green's 12).
fn runner_on_14() -> Position {
    board(Variant::Fevga, Side::Green)
        .green(&[(24, 14), (14, 1)])
        .black(&[(24, 15)])
        .build()
}

#[test]
fn the_runner_moves_alone_until_it_passes_the_own_12_point_rechecked_after_each_die() {
    let pos = runner_on_14();
    let expected = [
        moved(&pos, &[(14, 11), (24, 22)]),
        moved(&pos, &[(14, 11), (11, 9)]),
    ];
    assert_eq!(afters(&pos, roll(3, 2)), expected.into());
    assert_eq!(brute_force(&pos, roll(3, 2)), expected.into());
}

#[test]
fn typed_another_checker_before_the_runner_has_passed_is_refused() {
    let mut turn = Turn::new(runner_on_14(), roll(3, 2));
    assert_eq!(
        turn.move_checker(24, 22),
        Err(MoveError::RunnerFirst { point: 14 })
    );
    turn.move_checker(14, 11).unwrap();
    turn.move_checker(24, 22).unwrap();
    assert!(turn.is_complete());
}

#[test]
fn a_single_opposing_checker_closes_its_point_for_landing_and_touching_down() {
    // Black's singles on its 24 and its 1: Green's 12 and 13.
    let pos = board(Variant::Fevga, Side::Green)
        .green(&[(14, 1), (3, 14)])
        .black(&[(24, 1), (1, 1), (5, 13)])
        .build();
    for p in pos.legal_plays(roll(2, 1)) {
        assert!(p.play.steps().iter().all(|s| s.from != 14), "{p:?}");
        assert!(!p.play.hits());
    }
    let mut turn = Turn::new(pos, roll(2, 1));
    assert!(matches!(
        turn.move_checker(14, 11),
        Err(MoveError::Closed { count: 1, .. })
    ));
}

/// Runner gone (three on Green's 3); Green holds its 24 (eight), 23, 22, 21 and 20.
fn t3() -> Position {
    board(Variant::Fevga, Side::Green)
        .green(&[(24, 8), (23, 1), (22, 1), (21, 1), (20, 1), (3, 3)])
        .black(&[(24, 15)])
        .build()
}

#[test]
fn t3_no_play_ends_with_all_six_of_own_19_to_24_held() {
    let pos = t3();
    for dice in Dice::all() {
        let plays = afters(&pos, dice);
        for after in &plays {
            assert!(
                (19..=24).any(|p| after.count(Side::Green, p) == 0),
                "{dice}: {after:?}"
            );
        }
        assert_eq!(plays, brute_force(&pos, dice), "{dice}");
    }
    let plays = afters(&pos, roll(5, 1));
    assert!(!plays.contains(&moved(&pos, &[(24, 19), (24, 23)])));
    assert!(plays.contains(&moved(&pos, &[(24, 19), (20, 19)])));
}

#[test]
fn t3_typed_24_19_then_24_23_is_refused_for_rule_a() {
    let mut turn = Turn::new(t3(), roll(5, 1));
    turn.move_checker(24, 19).unwrap();
    assert_eq!(
        turn.move_checker(24, 23),
        Err(MoveError::TurnEnd {
            rule: RuleBreak::FirstQuarterFull
        })
    );
    assert!(turn.move_checker(20, 19).is_ok());
    assert!(turn.is_complete());
}

/// Green holds its 13–17 (Black's 1–5) with two each; one on its start, four home (the
/// runner gone); `extra` more of Green's. Black's fifteen are on its 19–24 (Green's 7–12),
/// every one behind those points.
fn prime_ready(extra: &[(u8, u8)]) -> Position {
    let home = 4 - extra.iter().map(|&(_, n)| n).sum::<u8>();
    board(Variant::Fevga, Side::Green)
        .green(&[
            (24, 1),
            (17, 2),
            (16, 2),
            (15, 2),
            (14, 2),
            (13, 2),
            (1, home),
        ])
        .green(extra)
        .black(&[(24, 10), (23, 1), (22, 1), (21, 1), (20, 1), (19, 1)])
        .build()
}

#[test]
fn rule_b_a_prime_before_every_opposing_checker_is_allowed_when_no_other_play_exists() {
    // 6-6: 24/18 completes Green's 13–18, Black's 1–6, and nothing else moves.
    let pos = prime_ready(&[]);
    let prime = moved(&pos, &[(24, 18)]);
    assert_eq!(afters(&pos, roll(6, 6)), [prime].into());
    assert_eq!(brute_force(&pos, roll(6, 6)), [prime].into());
}

#[test]
fn rule_b_a_prime_before_every_opposing_checker_gives_way_to_any_other_non_empty_play() {
    // One more checker on Green's 22: 22/16 breaks no rule, so 24/18 is not allowed, even
    // with 22/16 beside it (the block rules filter plays before the dice-usage rule).
    let pos = prime_ready(&[(22, 1)]);
    assert_eq!(afters(&pos, roll(6, 6)), [moved(&pos, &[(22, 16)])].into());
    assert_eq!(
        brute_force(&pos, roll(6, 6)),
        [moved(&pos, &[(22, 16)])].into()
    );
    let mut turn = Turn::new(pos, roll(6, 6));
    assert_eq!(
        turn.move_checker(24, 18),
        Err(MoveError::TurnEnd {
            rule: RuleBreak::PrimeBeforeAll
        })
    );
}

#[test]
fn rule_b_a_prime_with_an_opposing_checker_already_past_it_is_allowed() {
    // Green's 14–18 plus 24/19 make six in a row, Black's 2–7.
    let behind_all = board(Variant::Fevga, Side::Green)
        .green(&[(24, 1), (18, 2), (17, 2), (16, 2), (15, 2), (14, 2), (1, 4)])
        .black(&[(24, 10), (23, 1), (22, 1), (21, 1), (20, 1), (19, 1)])
        .build();
    let prime = moved(&behind_all, &[(24, 19), (15, 14)]);
    assert!(!afters(&behind_all, roll(5, 1)).contains(&prime));
    // With one black checker on its 1 (Green's 13), ahead of those points, it is allowed.
    let one_ahead = board(Variant::Fevga, Side::Green)
        .green(&[(24, 1), (18, 2), (17, 2), (16, 2), (15, 2), (14, 2), (1, 4)])
        .black(&[(24, 9), (23, 1), (22, 1), (21, 1), (20, 1), (19, 1), (1, 1)])
        .build();
    let prime = moved(&one_ahead, &[(24, 19), (15, 14)]);
    assert!(afters(&one_ahead, roll(5, 1)).contains(&prime));
    for pos in [behind_all, one_ahead] {
        assert_eq!(afters(&pos, roll(5, 1)), brute_force(&pos, roll(5, 1)));
    }
}

#[test]
fn the_backgammon_test_reads_the_winners_home_in_the_losers_numbering() {
    // Green has finished; Black, none off, has a checker on Green's 3 (Black's 15).
    let in_home = board(Variant::Fevga, Side::Black)
        .black(&[(15, 1), (5, 14)])
        .build();
    assert_eq!(won(&in_home), Some((Side::Green, 3)));
    // On Black's own 3 (Green's 15), outside Green's home: a gammon.
    let outside = board(Variant::Fevga, Side::Black)
        .black(&[(3, 1), (5, 14)])
        .build();
    assert_eq!(won(&outside), Some((Side::Green, 2)));
}
