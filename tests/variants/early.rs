//! Lancer prématuré (`variants.md` §2.21): each side rolls its next roll during the other's
//! turn, before that side moves; after the opening roll the second player rolls at once.

use tablier::rules::driver::{Course, plays};
use tablier::rules::{Conventions, Die, Side, StageKind, Variant};

use crate::common::roll;

#[test]
fn t1_the_mover_knows_the_opponents_next_roll_before_moving() {
    // Opening: Green 5, Black 3: Green plays 5-3; Black rolls 6-6 at once; Green moves
    // knowing it; then Black plays the 6-6 while Green rolls 2-1.
    let faces = [5u8, 3, 6, 6, 2, 1];
    let mut i = 0;
    let mut throw = move || {
        let d = Die::new(faces[i % faces.len()]).expect("a face");
        i += 1;
        d
    };
    let (mut course, opening) = Course::start(Variant::Early, Conventions::default(), &mut throw);
    assert_eq!(opening.starter, Side::Green);
    let first = course.next_stage(&mut throw).expect("Green's turn");
    assert_eq!(first.kind, StageKind::Roll(roll(5, 3)));
    assert_eq!(
        course.known_next(),
        Some(roll(6, 6)),
        "Black rolled at once"
    );
    let pos = *course.position();
    let play = plays(&pos, first).into_iter().next().expect("a play");
    course.advance_stage(first, play.after, true);
    let second = course.next_stage(&mut throw).expect("Black's turn");
    assert_eq!(
        (second.side, second.kind),
        (Side::Black, StageKind::Roll(roll(6, 6)))
    );
    assert_eq!(
        course.known_next(),
        Some(roll(2, 1)),
        "Green's next, rolled before Black moves"
    );
}
