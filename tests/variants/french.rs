//! French backgammon 1 and Russian backgammon (`variants.md` §2.6, §2.7): all fifteen in the
//! reserve; a double gives its faces, its bottom faces and a new roll, in French whatever
//! was completed, in Russian each only after a completed stage.

use tablier::rules::driver::{follow, plays};
use tablier::rules::stage::AfterStage;
use tablier::rules::{Position, RESERVE, Side, Stage, StageKind, Variant, WinKind};

use crate::common::{afters, board, die, moved, roll};

/// `variants.md` §2.6 T1: Green own 10, own 9 and 13 on own 1; Black holds V3 and V4.
/// The labels are the same on the shared track (Black's own 3 and 4 there).
fn t1(variant: Variant) -> Position {
    let black = |green_point: u8| variant.rules().geometry.opposite(green_point);
    board(variant, Side::Green)
        .green(&[(10, 1), (9, 1), (1, 13)])
        .black(&[(black(3), 2), (black(4), 2), (black(20), 11)])
        .build()
}

fn stage(kind: StageKind) -> Stage {
    Stage {
        side: Side::Green,
        kind,
    }
}

#[test]
fn french_t1_a_double_without_a_move_still_gives_its_bottom_faces_then_a_new_roll() {
    let pos = t1(Variant::French);
    let sixes = stage(StageKind::Roll(roll(6, 6)));
    assert!(plays(&pos, sixes).is_empty(), "10/4 and 9/3 are closed");
    let (next, pos, queued) = follow(&pos, sixes, pos.with_turn(Side::Black), false);
    assert_eq!(next, AfterStage::Again(StageKind::BottomFaces(die(1))));
    let ones = queued.expect("the bottom faces");
    let play = plays(&pos, ones);
    assert!(
        play.iter()
            .any(|p| p.after == moved(&pos, &[(10, 9), (9, 8), (8, 7), (7, 6)]))
    );
    let (next, pos, queued) = follow(&pos, ones, play[0].after, true);
    assert_eq!(next, AfterStage::RollAgain);
    assert_eq!(pos.turn(), Side::Green, "Green rolls again");
    assert_eq!(queued, None);
}

#[test]
fn french_t1_in_puff_or_russian_the_same_roll_plays_nothing_more() {
    for variant in [Variant::Puff, Variant::Russian] {
        let pos = t1(variant);
        let sixes = stage(StageKind::Roll(roll(6, 6)));
        assert!(plays(&pos, sixes).is_empty(), "{variant}");
        let (next, after, _) = follow(&pos, sixes, pos.with_turn(Side::Black), false);
        assert_eq!(next, AfterStage::HandOver, "{variant}");
        assert_eq!(after.turn(), Side::Black);
    }
}

#[test]
fn french_t2_the_last_entry_frees_the_other_die() {
    let pos = board(Variant::French, Side::Green)
        .reserve(Side::Green, 1)
        .green(&[(6, 14)])
        .black(&[(6, 15)])
        .build();
    let expected = [
        moved(&pos, &[(RESERVE, 20), (20, 17)]),
        moved(&pos, &[(RESERVE, 20), (6, 3)]),
        moved(&pos, &[(RESERVE, 22), (6, 1)]),
    ];
    assert_eq!(afters(&pos, roll(5, 3)), expected.into());
}

#[test]
fn russian_t2_after_two_entries_board_checkers_may_move_without_entering() {
    let pos = board(Variant::Russian, Side::Green)
        .reserve(Side::Green, 13)
        .green(&[(24, 1), (22, 1)])
        .black(&[(6, 15)])
        .build();
    assert!(afters(&pos, roll(4, 1)).contains(&moved(&pos, &[(24, 20), (22, 21)])));
}

#[test]
fn russian_a_completed_double_and_its_faces_give_a_new_roll() {
    let pos = board(Variant::Russian, Side::Green)
        .green(&[(20, 4), (13, 11)])
        .black(&[(6, 15)])
        .build();
    let twos = stage(StageKind::Roll(roll(2, 2)));
    let play = plays(&pos, twos).into_iter().next().expect("four 2s");
    let (next, pos, queued) = follow(&pos, twos, play.after, true);
    assert_eq!(next, AfterStage::Again(StageKind::BottomFaces(die(5))));
    let fives = queued.expect("the bottom faces");
    let play = plays(&pos, fives).into_iter().next().expect("four 5s");
    assert_eq!(play.play.len(), 4);
    let (next, pos, _) = follow(&pos, fives, play.after, true);
    assert_eq!(next, AfterStage::RollAgain);
    assert_eq!(pos.turn(), Side::Green);
    assert!(!Variant::Russian.rules().cube);
}

#[test]
fn russian_backgammon_is_judged_on_the_shared_track() {
    // Green bears off its last checker; Black has none off and one on its own 20 (N5).
    let pos = board(Variant::Russian, Side::Green)
        .green(&[(1, 1)])
        .black(&[(20, 1), (10, 14)])
        .off(Side::Black, 0)
        .build();
    let after = afters(&pos, roll(2, 1));
    let end = after.iter().next().expect("a play").outcome();
    assert!(
        matches!(
            end,
            Some(tablier::rules::Outcome::Won {
                winner: Side::Green,
                kind: WinKind::Backgammon
            })
        ),
        "{end:?}"
    );
}
