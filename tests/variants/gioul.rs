//! Gioul (`variants.md` §2.8): one opposing checker closes a point, nothing is hit, and a
//! double climbs a ladder of numbers handed to the opponent at the first stage not completed.

use tablier::rules::driver::{Course, follow, plays};
use tablier::rules::stage::AfterStage;
use tablier::rules::{Position, Side, Stage, StageKind, Turn, Variant};

use crate::common::{afters, board, die, moved, roll, won};

#[test]
fn every_checker_starts_on_the_opponents_1_point() {
    let start = Position::start(Variant::Gioul, Side::Green);
    assert_eq!(start.count(Side::Green, 24), 15);
    assert_eq!(start.count(Side::Black, 24), 15);
    assert!(!Variant::Gioul.rules().cube);
}

#[test]
fn gioul_t1_a_single_opposing_checker_closes_a_point_for_landing_and_touching_down() {
    // Black's lone checker on Green's own 13 (N12, its own 12); Green's on own 18 (N7).
    let pos = board(Variant::Gioul, Side::Green)
        .green(&[(18, 1), (6, 14)])
        .black(&[(12, 1), (24, 14)])
        .build();
    let plays = afters(&pos, roll(6, 5));
    assert!(
        !plays.iter().any(|p| p.count(Side::Green, 13) > 0),
        "18/13 lands on the lone black checker"
    );
    let via_12 = moved(&pos, &[(18, 12), (12, 7)]);
    assert!(plays.contains(&via_12));
    let mut turn = Turn::new(pos, roll(6, 5));
    let steps = turn.move_checker(18, 7).expect("18/7 through own 12");
    assert_eq!(
        steps[0].to, 12,
        "the 6 first: the 5 first touches down on own 13"
    );
    assert_eq!(turn.finish().map(|p| p.after), Some(via_12));
}

#[test]
fn gioul_t2_a_double_nobody_can_play_passes_the_next_number_to_the_opponent() {
    // Green 15 on N1; Black 14 on V1 and one on N6 (Green's own 19).
    let pos = board(Variant::Gioul, Side::Green)
        .green(&[(24, 15)])
        .black(&[(24, 14), (6, 1)])
        .build();
    let fives = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(5, 5)),
    };
    assert!(plays(&pos, fives).is_empty(), "every 5 lands on N6");
    let (next, pos, queued) = follow(&pos, fives, pos.with_turn(Side::Black), false);
    let sixes = StageKind::Ladder {
        die: die(6),
        roller: Side::Green,
    };
    assert_eq!(next, AfterStage::Opponent(sixes));
    assert_eq!(pos.turn(), Side::Black);
    let stage = queued.expect("Black plays the 6s");
    assert_eq!(stage.side, Side::Black);
    let black = plays(&pos, stage);
    let four = moved(&pos, &[(24, 18), (24, 18), (24, 18), (24, 18)]);
    assert!(black.iter().any(|p| p.after == four));
    let (next, pos, queued) = follow(&pos, stage, four, true);
    assert_eq!(
        next,
        AfterStage::TurnTo(Side::Black),
        "then Black rolls his turn"
    );
    assert_eq!(pos.turn(), Side::Black);
    assert_eq!(queued, None);
}

#[test]
fn a_completed_ladder_climbs_to_the_6s_with_the_roller() {
    let pos = Position::start(Variant::Gioul, Side::Green);
    let mut stage = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(4, 4)),
    };
    let mut pos = pos;
    let mut seen = Vec::new();
    loop {
        let play = plays(&pos, stage).into_iter().next().expect("a play");
        let complete = play.play.len() == 4;
        let (next, after, queued) = follow(&pos, stage, play.after, complete);
        seen.push((stage.side, stage.kind.dice()));
        pos = after;
        match (next, queued) {
            (_, Some(q)) => stage = q,
            (AfterStage::TurnTo(side), None) => {
                assert_eq!(side, Side::Black);
                break;
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(
        seen,
        [
            (Side::Green, Some(roll(4, 4))),
            (Side::Green, Some(roll(5, 5))),
            (Side::Green, Some(roll(6, 6)))
        ]
    );
}

#[test]
fn the_loser_with_none_borne_off_pays_two_points_never_three() {
    // Green bears off its last; Black has none off, one still in Green's home (V5).
    let pos = board(Variant::Gioul, Side::Green)
        .green(&[(1, 1)])
        .black(&[(20, 1), (10, 14)])
        .off(Side::Black, 0)
        .build();
    let after = afters(&pos, roll(2, 1));
    let end = after.iter().next().expect("a play");
    assert_eq!(won(end), Some((Side::Green, 2)));
    let single = board(Variant::Gioul, Side::Green)
        .green(&[(1, 1)])
        .black(&[(10, 14)])
        .build();
    let after = afters(&single, roll(2, 1));
    assert_eq!(
        won(after.iter().next().expect("a play")),
        Some((Side::Green, 1))
    );
}

#[test]
fn a_course_of_gioul_hands_the_ladder_back_and_forth_and_ends() {
    let mut faces = [3u8, 1, 5, 5, 2, 2, 6, 4, 1, 1].into_iter().cycle();
    let mut throw = || tablier::rules::Die::new(faces.next().unwrap()).unwrap();
    let (mut course, _) = Course::start(
        Variant::Gioul,
        tablier::rules::Conventions::default(),
        &mut throw,
    );
    let mut ladders = 0;
    while let Some(stage) = course.next_stage(&mut throw) {
        if matches!(stage.kind, StageKind::Ladder { .. }) {
            ladders += 1;
        }
        let legal = plays(course.position(), stage);
        let complete = legal.first().is_some_and(|p| {
            tablier::rules::driver::stage_complete(course.position(), stage, Some(p))
        });
        let after = legal
            .first()
            .map_or(course.position().with_turn(!stage.side), |p| p.after);
        course.advance_stage(stage, after, complete);
    }
    assert!(course.outcome().is_some());
    assert!(ladders > 0);
}
