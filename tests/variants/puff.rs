//! Puff and its three forms (`variants.md` §2.2–§2.5): all fifteen in the reserve, the
//! smaller die first (the turn lost when it cannot be played), doubles followed by their
//! bottom faces when complete; the long forms on a shared track, the Russian forms free to
//! enter or move once two have entered.

use tablier::rules::driver::{follow, plays};
use tablier::rules::stage::AfterStage;
use tablier::rules::{MoveError, Position, RESERVE, Side, Stage, StageKind, Turn, Variant};

use crate::common::{afters, board, die, moved, roll};

#[test]
fn puff_t1_at_the_start_a_4_2_enters_two_checkers_the_2_first() {
    let start = Position::start(Variant::Puff, Side::Green);
    assert_eq!(start.reserve(Side::Green), 15);
    assert_eq!(
        afters(&start, roll(4, 2)),
        [moved(&start, &[(RESERVE, 23), (RESERVE, 21)])].into()
    );
}

#[test]
fn puff_t2_when_the_smaller_die_cannot_enter_the_turn_is_lost() {
    // Black holds N2 (its own 2) and V6 (its own 19).
    let pos = board(Variant::Puff, Side::Green)
        .reserve(Side::Green, 15)
        .black(&[(2, 2), (19, 13)])
        .build();
    assert!(
        afters(&pos, roll(5, 2)).is_empty(),
        "the 2 comes first and N2 is closed; backgammon would enter the 5 on N5"
    );
    assert!(!afters(&pos, roll(5, 2)).is_empty() || Turn::new(pos, roll(5, 2)).must_pass());
}

#[test]
fn puff_t3_a_double_that_cannot_be_played_gives_no_bottom_faces() {
    // Green own 20 alone and 14 on own 1; Black holds Green's own 17 (its own 8).
    let pos = board(Variant::Puff, Side::Green)
        .green(&[(20, 1), (1, 14)])
        .black(&[(8, 2), (6, 13)])
        .build();
    let sixes = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(3, 3)),
    };
    assert!(plays(&pos, sixes).is_empty());
    let (next, after, queued) = follow(&pos, sixes, pos.with_turn(Side::Black), false);
    assert_eq!(next, AfterStage::HandOver);
    assert_eq!(after.turn(), Side::Black);
    assert_eq!(queued, None);
}

#[test]
fn in_puff_a_completed_double_is_followed_by_four_of_its_bottom_face() {
    let pos = board(Variant::Puff, Side::Green)
        .green(&[(20, 3), (13, 12)])
        .black(&[(6, 15)])
        .build();
    let stage = Stage {
        side: Side::Green,
        kind: StageKind::Roll(roll(6, 6)),
    };
    let play = plays(&pos, stage).into_iter().next().expect("four 6s");
    assert_eq!(play.play.len(), 4);
    let (next, after, queued) = follow(&pos, stage, play.after, true);
    assert_eq!(next, AfterStage::Again(StageKind::BottomFaces(die(1))));
    assert_eq!(after.turn(), Side::Green, "the same side plays the faces");
    let faces = queued.expect("a stage follows");
    assert_eq!(faces.kind.dice(), Some(roll(1, 1)));
    let then = plays(&after, faces).into_iter().next().expect("four 1s");
    let (last, end, _) = follow(&after, faces, then.after, true);
    assert_eq!(last, AfterStage::HandOver, "no re-roll in Puff");
    assert_eq!(end.turn(), Side::Black);
}

#[test]
fn in_puff_typing_the_larger_die_first_is_refused_by_the_rule() {
    let start = Position::start(Variant::Puff, Side::Green);
    let mut turn = Turn::new(start, roll(5, 3));
    assert_eq!(
        turn.move_checker(RESERVE, 20),
        Err(MoveError::SmallerFirst { die: die(3) })
    );
    assert!(turn.move_checker(RESERVE, 22).is_ok());
    assert!(turn.move_checker(RESERVE, 20).is_ok());
    assert!(turn.finish().is_some());
}

#[test]
fn long_puff_t1_the_larger_die_is_lost_when_it_cannot_enter() {
    let pos = board(Variant::PuffLong, Side::Green)
        .reserve(Side::Green, 15)
        .black(&[(22, 2)])
        .reserve(Side::Black, 13)
        .build();
    assert_eq!(
        afters(&pos, roll(3, 1)),
        [moved(&pos, &[(RESERVE, 24)])].into(),
        "the 1 enters on N1; the 3 cannot enter on N3, and nothing else may move"
    );
}

#[test]
fn long_puff_t2_a_hit_checker_enters_first_and_no_checker_bears_off_while_it_travels() {
    let pos = board(Variant::PuffLong, Side::Green)
        .green(&[(1, 4), (2, 4), (3, 3), (4, 3), (25, 1)])
        .black(&[(5, 8), (6, 7)])
        .build();
    assert_eq!(
        afters(&pos, roll(6, 5)),
        [moved(&pos, &[(25, 20), (20, 14)])].into()
    );
}

#[test]
fn long_puff_shares_one_track_for_both_sides() {
    let start = Position::start(Variant::PuffLong, Side::Black);
    let after = afters(&start, roll(2, 1));
    // Black enters on N1 and N2 too: its own 24 and 23, the same places as Green's.
    assert_eq!(
        after,
        [moved(&start, &[(RESERVE, 24), (RESERVE, 23)])].into()
    );
}

#[test]
fn russian_puff_t1_the_first_two_numbers_must_enter() {
    let start = Position::start(Variant::PuffRusse, Side::Green);
    assert_eq!(
        afters(&start, roll(5, 3)),
        [moved(&start, &[(RESERVE, 22), (RESERVE, 20)])].into()
    );
}

#[test]
fn russian_puff_t2_after_two_entries_a_number_may_move_but_the_smaller_comes_first() {
    // Green N3 (own 22) and N12 (own 13) twice, 12 in the reserve; Black holds N5 and N6.
    let pos = board(Variant::PuffRusse, Side::Green)
        .green(&[(22, 1), (13, 2)])
        .reserve(Side::Green, 12)
        .black(&[(5, 2), (6, 13)])
        .build();
    let plays = afters(&pos, roll(4, 2));
    assert!(plays.contains(&moved(&pos, &[(RESERVE, 23), (22, 18)])));
    assert!(
        !plays
            .iter()
            .any(|p| p.count(Side::Green, 16) == 1 && p.count(Side::Green, 22) == 0),
        "22/16 would play the 4 first: the 2 first lands on the closed N5"
    );
    let mut turn = Turn::new(pos, roll(4, 2));
    assert_eq!(
        turn.move_checker(22, 16),
        Err(MoveError::SmallerFirst { die: die(2) })
    );
}

#[test]
fn russian_long_puff_t1_the_1_before_the_2_decides_which_hits_are_legal() {
    // Black: 3 in the reserve, one on its own 20 (N5); Green's blot on own 18 (N7).
    let pos = board(Variant::PuffRusseLong, Side::Black)
        .reserve(Side::Black, 3)
        .black(&[(20, 1), (6, 11)])
        .green(&[(18, 1), (3, 14)])
        .build();
    let plays = afters(&pos, roll(2, 1));
    assert!(plays.contains(&moved(&pos, &[(RESERVE, 24), (20, 18)])));
    assert!(plays.contains(&moved(&pos, &[(20, 19), (19, 17)])));
    assert!(
        !plays.contains(&moved(&pos, &[(20, 18), (18, 17)])),
        "20/18*/17 plays the 2 first"
    );
}

#[test]
fn russian_long_puff_t2_no_4_enters_so_no_3s_either() {
    let pos = board(Variant::PuffRusseLong, Side::Green)
        .reserve(Side::Green, 15)
        .black(&[(21, 4), (22, 4)])
        .reserve(Side::Black, 7)
        .build();
    assert!(afters(&pos, roll(4, 4)).is_empty());
}
