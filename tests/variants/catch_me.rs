//! Catch me (`variants.md` §2.14): six each on own 24..=19 of an endless circuit; without a
//! double nothing moves unless a 1 or a 6 shows, then one checker moves the sum; a double
//! gives four moves and a roll again; one checker a point; a checker landed on leaves the
//! game; landing on an own checker goes on to the next empty or opposing point; the last
//! checker jumps from corner to corner; a side with no checker left loses.

use std::collections::BTreeSet;

use tablier::notation::gnubg_play;
use tablier::notation::play_input::{PlayNotation, parse_play};
use tablier::notation::tactile::Vocabulary;
use tablier::rules::driver::{Course, play_game};
use tablier::rules::stage::{Stage, StageKind};
use tablier::rules::{Conventions, Die, OFF, Outcome, Position, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, roll, seeded_throw};

fn vocab() -> Vocabulary {
    Vocabulary::new("barre", "sortis", "réserve", "marques")
}

/// The plays of `dice`, written in the standard notation.
fn written(pos: &Position, a: u8, b: u8) -> BTreeSet<String> {
    pos.legal_plays(roll(a, b))
        .iter()
        .map(|p| gnubg_play::format_for(&p.play, Variant::CatchMe))
        .collect()
}

#[test]
fn each_side_starts_with_one_checker_on_each_of_its_own_24_to_19() {
    let start = Position::start(Variant::CatchMe, Side::Green);
    for side in Side::ALL {
        for p in 19..=24 {
            assert_eq!(start.count(side, p), 1);
        }
    }
    assert!(!Variant::CatchMe.rules().cube);
}

/// T1: Green on own 24 and own 15; Black on N11 (Green's own 14) and two far away.
fn t1() -> Position {
    board(Variant::CatchMe, Side::Green)
        .green(&[(24, 1), (15, 1)])
        .black(&[(11, 1), (24, 1), (23, 1)])
        .build()
}

#[test]
fn t1_a_6_3_moves_24_past_the_own_checker_on_15_onto_14_taking_black_or_plays_15_6() {
    let pos = t1();
    assert_eq!(
        written(&pos, 6, 3),
        ["15/6".to_owned(), "24/14*".to_owned()].into()
    );
    let taken = pos
        .legal_plays(roll(6, 3))
        .into_iter()
        .find(|p| p.play.steps()[0].from == 24)
        .expect("24 moves");
    assert_eq!(taken.after.count(Side::Black, 11), 0);
    assert_eq!(
        taken.after.count(Side::Black, OFF as u8),
        4,
        "removed, not on a bar"
    );
    assert_eq!(taken.after.count(Side::Green, 14), 1);
}

#[test]
fn t1_a_5_3_moves_nothing() {
    assert!(t1().legal_plays(roll(5, 3)).is_empty());
}

#[test]
fn a_double_gives_four_moves_of_its_number() {
    let start = Position::start(Variant::CatchMe, Side::Green);
    for play in start.legal_plays(roll(2, 2)) {
        assert_eq!(play.play.len(), 4);
    }
}

#[test]
fn no_point_ever_holds_two_checkers() {
    let start = Position::start(Variant::CatchMe, Side::Green);
    for dice in tablier::rules::Dice::all() {
        for after in afters(&start, dice) {
            for side in Side::ALL {
                assert!((1..=24).all(|p| after.count(side, p) <= 1), "{after:?}");
            }
        }
    }
}

/// T2: Green's last checker on own 10; Black far away on own 24 (Green's own 1) and 22.
fn t2() -> Position {
    board(Variant::CatchMe, Side::Green)
        .green(&[(10, 1)])
        .black(&[(24, 1), (22, 1)])
        .build()
}

#[test]
fn t2_the_last_checker_jumps_to_the_corner_then_a_6_1_lands_on_6_then_24_or_on_1_then_24() {
    let pos = t2();
    assert_eq!(
        written(&pos, 6, 1),
        ["10/7 7/1* 1/24".to_owned(), "10/7 7/6 6/24".to_owned()].into()
    );
    for play in pos.legal_plays(roll(6, 1)) {
        assert_eq!(play.after.count(Side::Green, 24), 1);
        assert_eq!(play.play.steps()[0].die, None, "the jump uses no die");
    }
}

#[test]
fn the_last_checker_moves_nothing_with_other_faces_but_still_jumps() {
    let pos = t2();
    assert_eq!(written(&pos, 5, 3), ["10/7".to_owned()].into());
    // 6-3: two corners for the 6, nothing for the 3.
    assert_eq!(written(&pos, 6, 3), ["10/7 7/1*".to_owned()].into());
}

#[test]
fn a_last_checker_on_a_corner_does_not_jump_and_6_6_takes_it_four_corners() {
    let pos = board(Variant::CatchMe, Side::Green)
        .green(&[(7, 1)])
        .black(&[(23, 1), (22, 1)])
        .build();
    assert_eq!(written(&pos, 6, 6), ["7/1 1/19".to_owned()].into());
    assert_eq!(written(&pos, 1, 1), ["7/6 6/1".to_owned()].into());
}

#[test]
fn a_side_with_no_checker_left_loses() {
    // Green's lone checker on own 10 jumps to 7 and takes Black's last checker there (its
    // own 18): the game is over, the dice are not played.
    let pos = board(Variant::CatchMe, Side::Green)
        .green(&[(10, 1)])
        .black(&[(18, 1)])
        .build();
    let plays = pos.legal_plays(roll(6, 1));
    assert_eq!(plays.len(), 1);
    let win = &plays[0];
    assert_eq!(win.play.len(), 1, "the jump alone");
    assert_eq!(
        win.after.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Single
        })
    );
}

#[test]
fn after_a_double_the_same_side_rolls_again() {
    let mut course = Course::resume(Position::start(Variant::CatchMe, Side::Green));
    let stage = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(3, 3)),
    };
    let play = course.position().legal_plays(roll(3, 3))[0];
    course.advance_stage(stage, play.after, true);
    assert_eq!(course.position().turn(), Side::Green);
    let mut three = || Die::new(3).unwrap();
    let next = course.next_stage(&mut three).expect("the game goes on");
    assert_eq!(next.side, Side::Green);
    let stage = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(6, 3)),
    };
    let play = course.position().legal_plays(roll(6, 3))[0];
    course.advance_stage(stage, play.after, true);
    assert_eq!(course.position().turn(), Side::Black);
}

#[test]
fn whole_games_end_with_a_side_emptied() {
    for seed in 0..20u64 {
        let mut throw = seeded_throw(seed);
        let game = play_game(
            Variant::CatchMe,
            Conventions::default(),
            &mut throw,
            &mut |_, _, _, legal, _| legal.len() / 2,
        );
        let outcome = game.outcome.expect("the game ends");
        let loser = !outcome.winner().expect("no draw");
        let last = game.turns.last().and_then(|t| t.2).expect("a last play");
        assert_eq!(last.after.checkers(loser)[1..=24].iter().sum::<u8>(), 0);
    }
}

#[test]
fn a_play_is_typed_one_landing_at_a_time_and_wraps_past_the_own_1() {
    let pos = board(Variant::CatchMe, Side::Green)
        .green(&[(3, 1), (20, 1)])
        .black(&[(20, 1), (19, 1)])
        .build();
    // 6-1 moves one checker 7: own 3 aims at own 20, which Green holds: on to own 19.
    let segments = parse_play(
        "3/19",
        PlayNotation::Standard,
        Variant::CatchMe,
        Side::Green,
        &vocab(),
    )
    .expect("a wrap is forward on a circuit");
    let mut turn = Turn::new(pos, roll(6, 1));
    for s in &segments {
        turn.move_checker(s.from, s.to).expect("3/19 is a play");
    }
    let done = turn.finish().expect("a complete play");
    assert!(
        pos.legal_plays(roll(6, 1))
            .iter()
            .any(|p| p.after == done.after)
    );
}
