//! À l'arrière (`variants.md` §2.17): each die moves a checker forward or backward; backward
//! stops at the own 24-point, may hit, never goes to the bar; entering and bearing off are
//! forward only; a game still running after 500 turns a side is drawn.

use tablier::rules::driver::Course;
use tablier::rules::{Outcome, Position, Side, Turn, Variant};

use crate::common::{afters, board, brute_force, die, moved, roll};

#[test]
fn t1_a_backward_5_from_n12_hits_the_blot_on_n7() {
    // Green own 13 (N12); Black's blot on Green's own 18 (N7), Black's own 7.
    let pos = board(Variant::Arriere, Side::Green)
        .green(&[(13, 1), (6, 14)])
        .black(&[(7, 1), (6, 14)])
        .build();
    let (step, after) = pos.try_step_backward(13, die(5)).expect("13/18*");
    assert!(step.hit && step.to == 18);
    assert_eq!(after.count(Side::Black, 25), 1);
    let mut turn = Turn::new(pos, roll(5, 2));
    let steps = turn.move_checker(13, 18).expect("13/18* typed");
    assert!(steps[0].hit);
    assert!(turn.move_checker(18, 16).is_ok());
    let done = turn.finish().expect("a whole play").after;
    assert!(afters(&pos, roll(5, 2)).contains(&done));
}

#[test]
fn t2_a_2_from_own_23_cannot_go_to_25_but_goes_to_21() {
    let pos = board(Variant::Arriere, Side::Green)
        .green(&[(23, 1), (6, 14)])
        .black(&[(6, 15)])
        .build();
    assert!(pos.try_step_backward(23, die(2)).is_none());
    assert!(pos.try_step(23, die(2)).is_some());
    assert!(
        pos.try_step_backward(23, die(1)).is_some(),
        "23/24 is backward"
    );
    let mut turn = Turn::new(pos, roll(2, 1));
    assert!(turn.move_checker(23, 25).is_err());
}

#[test]
fn entering_is_forward_only() {
    let pos = board(Variant::Arriere, Side::Green)
        .green(&[(25, 1), (6, 14)])
        .black(&[(6, 15)])
        .build();
    for d in 1..=6 {
        assert!(pos.try_step_backward(25, die(d)).is_none());
    }
    assert!(
        afters(&pos, roll(3, 1))
            .iter()
            .all(|p| p.count(Side::Green, 25) == 0)
    );
}

#[test]
fn a_checker_moved_back_out_of_the_home_table_stops_the_bear_off_until_it_is_home() {
    let pos = board(Variant::Arriere, Side::Green)
        .green(&[(6, 1), (1, 14)])
        .black(&[(6, 15)])
        .build();
    let (_, out) = pos.try_step_backward(6, die(3)).expect("6/9");
    assert!(
        out.try_step(1, die(1)).is_none(),
        "9 is outside the home table"
    );
}

#[test]
fn backward_moves_join_the_plays_and_the_brute_force_agrees() {
    let start = Position::start(Variant::Arriere, Side::Green);
    for dice in [roll(6, 5), roll(3, 1), roll(2, 2)] {
        let found = afters(&start, dice);
        assert_eq!(found, brute_force(&start, dice), "{dice:?}");
        let mut setup = start.to_setup();
        setup.variant = Variant::Backgammon;
        let bg = Position::from_setup(setup).unwrap();
        assert!(found.len() > afters(&bg, dice).len(), "{dice:?}");
    }
    // 13/18: backward from N12 to N7 with a 5 in the start position.
    assert!(afters(&start, roll(5, 2)).contains(&moved(&start, &[(13, 18), (18, 16)])));
}

#[test]
fn a_game_still_running_after_500_turns_a_side_is_drawn() {
    let rules = Variant::Arriere.rules();
    assert!(!rules.capped(999));
    assert!(rules.capped(1000));
    let mut course = Course::resume(Position::start(Variant::Arriere, Side::Green));
    for _ in 0..1000 {
        let pos = *course.position();
        course.advance(pos.with_turn(!pos.turn()));
    }
    assert_eq!(course.outcome(), Some(Outcome::Drawn));
    assert!(rules.cube);
}
