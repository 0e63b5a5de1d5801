//! Acey Deucey (`variants.md` §2.10): all fifteen in the reserve, free entry from the first
//! turn, the 1-2 followed by a named double and a new roll, a point per checker left.

use tablier::rules::driver::{follow, plays};
use tablier::rules::stage::AfterStage;
use tablier::rules::{Position, RESERVE, Side, Stage, StageKind, Variant, WinKind};

use crate::common::{afters, board, die, moved, roll, won};

fn stage(kind: StageKind) -> Stage {
    Stage {
        side: Side::Green,
        kind,
    }
}

#[test]
fn t1_the_1_2_enters_then_a_named_double_is_played_then_a_new_roll() {
    let start = Position::start(Variant::AceyDeucey, Side::Green);
    let ad = stage(StageKind::Roll(roll(2, 1)));
    let entered = moved(&start, &[(RESERVE, 24), (RESERVE, 23)]);
    assert!(afters(&start, roll(2, 1)).contains(&entered));
    let (next, pos, queued) = follow(&start, ad, entered, true);
    assert_eq!(next, AfterStage::Again(StageKind::NameDouble));
    assert_eq!(pos.turn(), Side::Green);
    assert_eq!(queued.map(|s| s.kind), Some(StageKind::NameDouble));
    let sixes = stage(StageKind::NamedDouble(die(6)));
    let named = moved(&pos, &[(RESERVE, 19), (RESERVE, 19), (24, 18), (23, 17)]);
    let legal = plays(&pos, sixes);
    assert!(legal.iter().any(|p| p.after == named));
    let (next, after, _) = follow(&pos, sixes, named, true);
    assert_eq!(next, AfterStage::RollAgain);
    assert_eq!(after.turn(), Side::Green, "Green rolls again");
}

#[test]
fn each_number_may_enter_or_move_from_the_first_turn() {
    let pos = board(Variant::AceyDeucey, Side::Green)
        .green(&[(24, 1)])
        .reserve(Side::Green, 14)
        .reserve(Side::Black, 15)
        .build();
    let plays = afters(&pos, roll(5, 3));
    for expected in [
        &[(RESERVE, 20), (RESERVE, 22)][..],
        &[(RESERVE, 20), (24, 21)],
        &[(24, 19), (19, 16)],
    ] {
        assert!(plays.contains(&moved(&pos, expected)), "{expected:?}");
    }
}

#[test]
fn t2_a_1_2_that_cannot_be_played_gives_no_double_and_no_new_roll() {
    // Green has a checker on the bar; Black holds N1 and N2.
    let pos = board(Variant::AceyDeucey, Side::Green)
        .green(&[(25, 1)])
        .reserve(Side::Green, 14)
        .black(&[(1, 2), (2, 2)])
        .reserve(Side::Black, 11)
        .build();
    let ad = stage(StageKind::Roll(roll(2, 1)));
    assert!(plays(&pos, ad).is_empty());
    let (next, after, queued) = follow(&pos, ad, pos.with_turn(Side::Black), false);
    assert_eq!((next, queued), (AfterStage::HandOver, None));
    assert_eq!(after.turn(), Side::Black);
}

#[test]
fn t3_the_winner_scores_a_point_for_each_checker_the_loser_has_not_borne_off() {
    let pos = board(Variant::AceyDeucey, Side::Green)
        .green(&[(1, 1)])
        .black(&[(20, 5), (10, 4)])
        .reserve(Side::Black, 2)
        .off(Side::Black, 4)
        .build();
    let end = afters(&pos, roll(2, 1)).into_iter().next().expect("1/off");
    assert_eq!(won(&end), Some((Side::Green, 11)));
    assert!(matches!(
        end.outcome(),
        Some(tablier::rules::Outcome::Won {
            kind: WinKind::Checkers { count: 11 },
            ..
        })
    ));
    assert!(!Variant::AceyDeucey.rules().cube);
}
