//! Doublets (`variants.md` §2.15): twelve each, two stacked on each own 1..=6; nothing moves;
//! each die names a point, unstacked in phase 1, restacked in phase 2, its pile (two
//! checkers) borne off in phase 3; a double acts once and rolls again; an unusable die is
//! lost, and so is a die left once a phase is complete; the first with twelve off wins one
//! point; no cube.

use tablier::notation::play_input::{PlayNotation, format_tactile, parse_play};
use tablier::notation::position_text::{self, PositionTextError};
use tablier::notation::tactile::Vocabulary;
use tablier::rules::driver::{Course, play_game};
use tablier::rules::stage::{Stage, StageKind};
use tablier::rules::{
    Conventions, Die, MoveError, OFF, Outcome, Position, PositionError, Side, Stacks, Turn,
    Variant, WinKind,
};

use crate::common::{roll, seeded_throw};

fn vocab() -> Vocabulary {
    Vocabulary::new("barre", "sortis", "réserve", "marques").with_stack_words("piles", "phase")
}

fn read(text: &str, turn: Side) -> Position {
    position_text::parse(text, Variant::Doublets, turn, &vocab())
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// Every checker of both sides on its own 1..=6, with these piles and phases.
fn on_board(piles: &str, phases: &str) -> Position {
    read(
        &format!(
            "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), N1 (2n), N2 (2n), N3 (2n), \
             N4 (2n), N5 (2n), N6 (2n), {piles}phase ({phases})"
        ),
        Side::Green,
    )
}

/// The one play of `a`-`b`, written, with the position after it; `None` for a pass.
fn the_play(pos: &Position, a: u8, b: u8) -> Option<(String, Position)> {
    let plays = pos.legal_plays(roll(a, b));
    assert!(plays.len() <= 1, "one play at most: {plays:?}");
    plays.first().map(|p| {
        (
            format_tactile(&p.play, Variant::Doublets, pos.turn(), &vocab()),
            p.after,
        )
    })
}

fn written(pos: &Position) -> String {
    position_text::format(pos, &vocab())
}

#[test]
fn each_side_starts_with_two_stacked_on_each_of_its_own_1_to_6_in_the_first_phase() {
    let start = Position::start(Variant::Doublets, Side::Green);
    for side in Side::ALL {
        for p in 1..=6 {
            assert_eq!(start.count(side, p), 2);
            assert!(start.stacks(side).stands(p));
        }
        assert_eq!(start.stacks(side).phase(), 1);
    }
    assert_eq!(
        written(&start),
        "N6 (2n), N5 (2n), N4 (2n), N3 (2n), N2 (2n), N1 (2n), V6 (2v), V5 (2v), V4 (2v), \
         V3 (2v), V2 (2v), V1 (2v), piles (V1 V2 V3 V4 V5 V6, N1 N2 N3 N4 N5 N6), phase (1v, 1n)"
    );
    assert!(!Variant::Doublets.rules().cube);
}

#[test]
fn t1_a_3_6_at_the_start_unstacks_the_piles_on_3_and_6() {
    let start = Position::start(Variant::Doublets, Side::Green);
    let (play, after) = the_play(&start, 3, 6).expect("both dice act");
    assert_eq!(play, "V3 V6");
    assert!(!after.stacks(Side::Green).stands(3));
    assert!(!after.stacks(Side::Green).stands(6));
    assert_eq!(after.stacks(Side::Green).piles(), 0b01_1011);
    assert_eq!(after.count(Side::Green, 3), 2, "nothing moves");
    assert_eq!(after.turn(), Side::Black);
}

#[test]
fn t1_later_a_3_4_acts_only_on_4_the_3_already_unstacked_is_lost() {
    let start = Position::start(Variant::Doublets, Side::Green);
    let (_, after) = the_play(&start, 3, 6).unwrap();
    let later = after.with_turn(Side::Green);
    let (play, _) = the_play(&later, 3, 4).expect("the 4 acts");
    assert_eq!(play, "V4");
}

#[test]
fn t2_a_5_5_unstacks_5_once_and_rolls_again() {
    let start = Position::start(Variant::Doublets, Side::Green);
    let (play, after) = the_play(&start, 5, 5).expect("the 5 acts");
    assert_eq!(play, "V5");
    let mut course = Course::resume(start);
    let stage = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(5, 5)),
    };
    course.advance_stage(stage, after, true);
    assert_eq!(course.position().turn(), Side::Green, "a roll again");
    let mut two = || Die::new(2).unwrap();
    let next = course.next_stage(&mut two).expect("the game goes on");
    assert_eq!(next.side, Side::Green);
}

#[test]
fn t3_all_restacked_a_2_1_bears_four_checkers_off() {
    let pos = on_board("piles (V1 V2 V3 V4 V5 V6, N1), ", "3v, 1n");
    let (play, after) = the_play(&pos, 2, 1).expect("both piles go");
    assert_eq!(play, "V1 V2");
    assert_eq!(after.count(Side::Green, OFF as u8), 4);
    assert_eq!(after.count(Side::Green, 1), 0);
    assert_eq!(after.count(Side::Green, 2), 0);
    assert_eq!(
        written(&after),
        "N6 (2n), N5 (2n), N4 (2n), N3 (2n), N2 (2n), N1 (2n), V6 (2v), V5 (2v), V4 (2v), \
         V3 (2v), piles (V3 V4 V5 V6, N1), phase (3v, 1n)"
    );
}

#[test]
fn a_die_left_once_the_phase_is_complete_is_lost() {
    // Only V3 left to unstack: 3-6 unstacks it, completing phase 1; the 6 does not restack.
    let pos = on_board("piles (V3, N1), ", "1v, 1n");
    let (play, after) = the_play(&pos, 6, 3).expect("the 3 acts");
    assert_eq!(play, "V3");
    assert_eq!(after.stacks(Side::Green).phase(), 2);
    assert_eq!(
        after.stacks(Side::Green).piles(),
        0,
        "nothing restacked yet"
    );
    // The next roll restacks.
    let (play, after) = the_play(&after.with_turn(Side::Green), 6, 3).expect("restacked");
    assert_eq!(play, "V3 V6");
    assert_eq!(after.stacks(Side::Green).phase(), 2);
}

#[test]
fn restacking_the_last_pile_starts_the_bear_off_with_the_next_roll() {
    let pos = on_board("piles (V1 V2 V3 V4 V5, N1), ", "2v, 1n");
    let (play, after) = the_play(&pos, 1, 6).expect("the 6 restacks");
    assert_eq!(play, "V6", "the 1 is already restacked: lost");
    assert_eq!(after.stacks(Side::Green).phase(), 3);
    assert_eq!(after.count(Side::Green, OFF as u8), 0);
    assert_eq!(after.count(Side::Green, 6), 2);
}

#[test]
fn a_roll_whose_points_have_nothing_to_do_passes() {
    let pos = on_board("piles (V1 V2, N1), ", "1v, 1n");
    assert_eq!(the_play(&pos, 5, 3), None);
    assert_eq!(the_play(&pos, 4, 4), None);
}

#[test]
fn the_first_side_with_twelve_off_wins_one_point() {
    let pos = read(
        "V2 (2v), N1 (2n), piles (V2, N1), phase (3v, 3n)",
        Side::Green,
    );
    assert_eq!(pos.count(Side::Green, OFF as u8), 10);
    let (_, after) = the_play(&pos, 2, 5).expect("the last pile goes");
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Side::Green,
            kind: WinKind::Single
        })
    );
}

#[test]
fn a_play_is_typed_as_the_points_it_acts_on_in_either_order() {
    let start = Position::start(Variant::Doublets, Side::Green);
    let segments = parse_play(
        "V6 V3",
        PlayNotation::Tactile,
        Variant::Doublets,
        Side::Green,
        &vocab(),
    )
    .expect("two points");
    let mut turn = Turn::new(start, roll(3, 6));
    for s in &segments {
        assert_eq!(s.from, s.to, "a point alone");
        turn.move_checker(s.from, s.to).expect("each die acts");
    }
    let done = turn.finish().expect("a complete play");
    let (play, after) = the_play(&start, 3, 6).unwrap();
    assert_eq!(done.after, after);
    assert_eq!(
        format_tactile(&done.play, Variant::Doublets, Side::Green, &vocab()),
        play,
        "kept in its own order"
    );
}

#[test]
fn a_point_with_nothing_to_do_is_refused_by_name() {
    let pos = on_board("piles (V1 V2 V4 V5, N1), ", "1v, 1n");
    let mut turn = Turn::new(pos, roll(3, 4));
    assert_eq!(
        turn.move_checker(3, 3),
        Err(MoveError::NothingOn { point: 3 })
    );
    assert_eq!(turn.move_checker(4, 4).map(|s| s.len()), Ok(1));
    assert!(turn.is_complete());
    assert_eq!(turn.move_checker(4, 4), Err(MoveError::NoDiceLeft));
}

#[test]
fn piles_and_phases_read_back_as_written_and_the_english_words_are_read() {
    let text = "N6 (2n), N5 (2n), N4 (2n), N3 (2n), N2 (2n), N1 (2n), V6 (2v), V5 (2v), \
                V4 (2v), V3 (2v), V2 (2v), V1 (2v), piles (V1 V4, N2), phase (1v, 2n)";
    let pos = read(text, Side::Black);
    assert_eq!(written(&pos), text);
    let english =
        Vocabulary::new("bar", "off", "reserve", "scores").with_stack_words("stacks", "phase");
    let both = vocab().also_reading(&english);
    let again = position_text::parse(
        &text.replace("piles", "stacks"),
        Variant::Doublets,
        Side::Black,
        &both,
    );
    assert_eq!(again, Ok(pos));
}

#[test]
fn a_phase_or_piles_that_do_not_fit_the_checkers_are_refused() {
    let parse = |text: &str| position_text::parse(text, Variant::Doublets, Side::Green, &vocab());
    let all = "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), N1 (2n), N2 (2n), \
               N3 (2n), N4 (2n), N5 (2n), N6 (2n)";
    // Phase 1 with every pile down is phase 2: one state, one text.
    assert_eq!(
        parse(&format!("{all}, phase (1v, 1n), piles (N1)")),
        Err(PositionTextError::Illegal(PositionError::Stacks {
            side: Side::Green
        }))
    );
    // Borne-off checkers before phase 3.
    assert!(matches!(
        parse("V6 (2v), N1 (2n), phase (1v, 3n), piles (V6, N1)"),
        Err(PositionTextError::Illegal(PositionError::Stacks { .. }))
    ));
    assert!(matches!(
        parse(&format!("{all}, phase (4v, 1n)")),
        Err(PositionTextError::Phase { .. })
    ));
    assert!(matches!(
        parse(&format!("{all}, piles (V7), phase (1v, 1n)")),
        Err(PositionTextError::Piles { .. })
    ));
    assert!(matches!(
        position_text::parse(
            "V6 (15v), V1 (15n), phase (1v, 1n)",
            Variant::Backgammon,
            Side::Green,
            &vocab()
        ),
        Err(PositionTextError::Phase { entry: 2 })
    ));
    assert_eq!(Stacks::new(4, 0), None, "a fourth phase does not exist");
}

#[test]
fn without_a_phase_entry_the_phase_is_read_off_the_board() {
    let pos = read("V6 (2v), V5 (2v), N1 (2n), piles (V5 V6, N1)", Side::Green);
    assert_eq!(pos.stacks(Side::Green).phase(), 3, "borne off");
    let start = read(
        "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), N1 (2n), N2 (2n), N3 (2n), \
         N4 (2n), N5 (2n), N6 (2n), piles (V1 V2 V3 V4 V5 V6)",
        Side::Green,
    );
    assert_eq!(start.stacks(Side::Green).phase(), 1, "a pile standing");
    assert_eq!(start.stacks(Side::Black).phase(), 2, "every pile down");
}

#[test]
fn whole_games_end_with_a_side_that_bore_off_twelve() {
    for seed in 0..20u64 {
        let mut throw = seeded_throw(seed);
        let game = play_game(
            Variant::Doublets,
            Conventions::default(),
            &mut throw,
            &mut |_, _, _, legal, _| legal.len() - 1,
        );
        let outcome = game.outcome.expect("the game ends");
        let winner = outcome.winner().expect("no draw");
        assert_eq!(outcome.points(), 1);
        let last = game.turns.last().and_then(|t| t.2).expect("a last play");
        assert_eq!(last.after.count(winner, OFF as u8), 12);
        assert!(last.after.count(!winner, OFF as u8) < 12);
    }
}
