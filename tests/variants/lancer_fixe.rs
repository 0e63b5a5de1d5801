//! Lancer fixe (`variants.md` §2.19): the opening roll is every turn's roll for both sides;
//! when neither side can play it any more, the game is drawn.

use tablier::rules::driver::{self, Course};
use tablier::rules::{Conventions, Die, Outcome, Position, Side, StageKind, Variant};

use crate::common::{board, roll};

#[test]
fn t1_after_an_opening_green_5_black_3_every_turn_of_both_is_5_3() {
    // The opening throws, then dice that would give other rolls if they were thrown.
    let mut faces = [5u8, 3, 6, 6, 1, 1, 2, 4].into_iter().cycle();
    let mut throw = || Die::new(faces.next().unwrap()).unwrap();
    let (mut course, opening) =
        Course::start(Variant::LancerFixe, Conventions::default(), &mut throw);
    assert_eq!(opening.starter, Side::Green);
    assert_eq!(course.position().fixed_roll(), Some(roll(5, 3)));
    let mut sides = Vec::new();
    for _ in 0..12 {
        let Some(stage) = course.next_stage(&mut throw) else {
            break;
        };
        assert_eq!(stage.kind, StageKind::Roll(roll(5, 3)));
        sides.push(stage.side);
        let plays = driver::plays(course.position(), stage);
        let after = plays
            .first()
            .map_or(course.position().with_turn(!stage.side), |p| p.after);
        course.advance(after);
    }
    assert_eq!(sides[0], Side::Green);
    assert_eq!(sides[1], Side::Black);
}

#[test]
fn t2_when_neither_side_can_play_the_roll_the_game_is_drawn_for_0_points() {
    // Both on the bar, each side's entry points for 5 and 3 held by the other.
    let pos = board(Variant::LancerFixe, Side::Green)
        .green(&[(25, 1), (5, 2), (3, 2), (6, 10)])
        .black(&[(25, 1), (5, 2), (3, 2), (6, 10)])
        .build();
    assert_eq!(pos.outcome(), None, "no fixed roll yet");
    let fixed = pos.with_fixed_roll(roll(5, 3));
    assert_eq!(fixed.outcome(), Some(Outcome::Drawn));
    assert_eq!(fixed.outcome().unwrap().points(), 0);
    // With a roll one side can play, the game goes on.
    assert_eq!(pos.with_fixed_roll(roll(6, 4)).outcome(), None);
}

#[test]
fn a_fixed_roll_is_kept_only_by_a_game_that_fixes_it() {
    let start = Position::start(Variant::Backgammon, Side::Green);
    assert_eq!(start.with_fixed_roll(roll(5, 3)).fixed_roll(), None);
}
