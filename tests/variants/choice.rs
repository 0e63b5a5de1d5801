//! "Deux tours contre le libre choix" (`variants.md` §2.24): the chooser names any roll but
//! a double; the roller rolls and plays twice a turn; the opening only decides who starts.

use tablier::rules::driver::{Course, choosable_rolls, chooses, plays, stage_complete};
use tablier::rules::stage::AfterStage;
use tablier::rules::{Conventions, Die, Position, Side, Stage, StageKind, Variant};

use crate::common::roll;

/// A course whose dice come from `faces`, in order.
fn course(faces: &[u8], conventions: Conventions) -> (Course, impl FnMut() -> Die + '_) {
    let mut i = 0;
    let mut throw = move || {
        let d = Die::new(faces[i % faces.len()]).expect("a face");
        i += 1;
        d
    };
    let (course, opening) = Course::start(Variant::Choice, conventions, &mut throw);
    assert_eq!(
        opening.dice, None,
        "the opening roll only decides who starts"
    );
    (course, throw)
}

#[test]
fn t1_the_chooser_may_name_any_roll_but_a_double() {
    let rolls: Vec<_> = choosable_rolls().collect();
    assert_eq!(rolls.len(), 15);
    assert!(rolls.contains(&roll(6, 5)));
    assert!(!rolls.iter().any(|d| d.is_double()));
    let start = Position::start(Variant::Choice, Side::Green);
    assert!(
        chooses(&start),
        "Green chooses unless the players say Black"
    );
    let stage = Stage {
        side: Side::Green,
        kind: StageKind::ChooseRoll,
    };
    let all = plays(&start, stage);
    let six_five = start.legal_plays(roll(6, 5));
    assert!(
        six_five
            .iter()
            .all(|p| all.iter().any(|q| q.after == p.after))
    );
    assert!(
        !start
            .legal_plays(roll(4, 4))
            .iter()
            .all(|p| all.iter().any(|q| q.after == p.after)),
        "some plays of 4-4 are no chosen roll's"
    );
}

#[test]
fn t2_the_roller_plays_a_3_3_then_rolls_and_plays_a_4_4() {
    // Opening: Green 2, Black 6: Black (the roller) starts, then rolls 3-3 and 4-4.
    let (mut course, mut throw) = course(&[2, 6, 3, 3, 4, 4], Conventions::default());
    let first = course.next_stage(&mut throw).expect("a stage");
    assert_eq!(first.side, Side::Black);
    assert_eq!(first.kind, StageKind::Roll(roll(3, 3)));
    let pos = *course.position();
    let play = plays(&pos, first).into_iter().next().expect("four 3s");
    assert_eq!(play.play.len(), 4);
    let next = course.advance_stage(first, play.after, true);
    assert_eq!(next, AfterStage::RollAgain);
    let second = course.next_stage(&mut throw).expect("the second roll");
    assert_eq!(second.side, Side::Black);
    assert_eq!(second.kind, StageKind::Reroll(roll(4, 4)));
    let pos = *course.position();
    let play = plays(&pos, second).into_iter().next().expect("four 4s");
    let complete = stage_complete(&pos, second, Some(&play));
    assert_eq!(
        course.advance_stage(second, play.after, complete),
        AfterStage::HandOver
    );
    let choice = course.next_stage(&mut throw).expect("Green's turn");
    assert_eq!(choice.side, Side::Green);
    assert_eq!(choice.kind, StageKind::ChooseRoll);
}

#[test]
fn the_players_may_make_black_the_chooser() {
    let conventions = Conventions {
        black_chooses: true,
        ..Conventions::default()
    };
    let (mut course, mut throw) = course(&[2, 6, 3, 1], conventions);
    let first = course.next_stage(&mut throw).expect("a stage");
    assert_eq!(
        (first.side, first.kind),
        (Side::Black, StageKind::ChooseRoll)
    );
}

#[test]
fn a_game_of_two_rolls_against_choice_ends() {
    let (mut course, mut throw) = course(&[3, 1, 6, 4, 2, 5, 5, 5, 1, 2], Conventions::default());
    let mut stages = 0;
    while let Some(stage) = course.next_stage(&mut throw) {
        let pos = *course.position();
        let legal = plays(&pos, stage);
        let play = legal.first();
        let complete = stage_complete(&pos, stage, play);
        let after = play.map_or(pos.with_turn(!stage.side), |p| p.after);
        course.advance_stage(stage, after, complete);
        stages += 1;
    }
    assert!(course.outcome().is_some(), "after {stages} stages");
}
