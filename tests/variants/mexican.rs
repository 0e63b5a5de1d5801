//! Mexican backgammon (`variants.md` §2.11): the smaller die first or the turn is lost, five
//! checkers a point at most, a named double instead of the 1-2, a new roll after a completed
//! double, bearing off only with the exact number, one point a game.

use tablier::rules::driver::{follow, next_stage, plays};
use tablier::rules::stage::AfterStage;
use tablier::rules::{MoveError, Position, Side, Stage, StageKind, Turn, Variant};

use crate::common::{afters, board, die, roll, won};

#[test]
fn mexican_t1_when_the_smaller_die_cannot_be_played_the_whole_turn_is_lost() {
    // Green V9(5) V6(5) V4(4) V2(1); Black holds V3 and V1.
    let pos = board(Variant::Mexican, Side::Green)
        .green(&[(9, 5), (6, 5), (4, 4), (2, 1)])
        .black(&[(22, 2), (24, 2)])
        .build();
    assert!(
        afters(&pos, roll(5, 3)).is_empty(),
        "no 3: 9/6 would make six, 6/3 and 4/1 are closed; backgammon would play 9/4"
    );
}

#[test]
fn mexican_t2_the_1_2_names_a_double_and_a_completed_one_rolls_again() {
    let start = Position::start(Variant::Mexican, Side::Green);
    let stage = next_stage(&start, Some(roll(2, 1)), &mut || die(1));
    assert_eq!(
        stage.kind,
        StageKind::NameDouble,
        "the 1 and 2 are never played"
    );
    let fours = Stage {
        side: Side::Green,
        kind: StageKind::NamedDouble(die(4)),
    };
    let play = plays(&start, fours).into_iter().next().expect("four 4s");
    assert_eq!(play.play.len(), 4);
    let (next, pos, _) = follow(&start, fours, play.after, true);
    assert_eq!(next, AfterStage::RollAgain);
    assert_eq!(pos.turn(), Side::Green);
    // The computer names by playing: every double's plays are offered.
    let named = plays(&start, stage);
    assert!(named.iter().any(|p| p.after == play.after));
}

#[test]
fn mexican_t3_a_checker_bears_off_only_with_the_exact_number() {
    let pos = board(Variant::Mexican, Side::Green)
        .green(&[(3, 2)])
        .black(&[(6, 5), (7, 5), (8, 5)])
        .build();
    assert!(
        afters(&pos, roll(6, 5)).is_empty(),
        "V3(2v) with 6-5: no play"
    );
    // With 3-1 the 1 comes first: 3/2, then the 3 bears off the other exactly.
    assert_eq!(afters(&pos, roll(3, 1)).len(), 1);
    // Own 6 and own 3, 4-4: 6/2, and no 4 bears off from 3 or 2.
    let pos = board(Variant::Mexican, Side::Green)
        .green(&[(6, 1), (3, 1)])
        .black(&[(6, 5), (7, 5), (8, 5)])
        .build();
    assert_eq!(afters(&pos, roll(4, 4)).len(), 1);
    let mut turn = Turn::new(pos, roll(4, 4));
    assert_eq!(
        turn.move_checker(3, 0),
        Err(MoveError::ExactBearOff { point: 3 })
    );
}

#[test]
fn no_point_holds_more_than_five_of_a_side() {
    let start = Position::start(Variant::Mexican, Side::Green);
    // The 6-point holds five: 8/6 and 11/6 are closed to Green.
    for after in afters(&start, roll(5, 2)) {
        assert!(after.count(Side::Green, 6) <= 5);
    }
    let mut turn = Turn::new(start, roll(5, 2));
    assert!(matches!(
        turn.move_checker(8, 6),
        Err(MoveError::Full { point: 6, cap: 5 })
    ));
}

#[test]
fn a_completed_rolled_double_gives_a_new_roll_and_a_win_counts_one_point() {
    let pos = board(Variant::Mexican, Side::Green)
        .green(&[(1, 1)])
        .black(&[(20, 5), (19, 5), (18, 5)])
        .off(Side::Black, 0)
        .build();
    let stage = next_stage(&pos, Some(roll(2, 1)), &mut || die(1));
    assert_eq!(
        stage.kind,
        StageKind::NameDouble,
        "the 1-2 is never played as such"
    );
    let ones = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(1, 1)),
    };
    let end = plays(&pos, ones).into_iter().next().expect("1/off");
    assert_eq!(won(&end.after), Some((Side::Green, 1)), "no gammons");
    assert!(!Variant::Mexican.rules().cube);
}
