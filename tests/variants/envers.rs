//! À l'envers (`variants.md` §2.22): the last side to bear off all its checkers wins one
//! point times the cube, without gammons.

use tablier::rules::{Outcome, Side, Variant, WinKind};

use crate::common::{afters, board, moved, roll, won};

#[test]
fn t1_green_bearing_off_its_15th_checker_gives_black_1_point() {
    let pos = board(Variant::Envers, Side::Green)
        .green(&[(1, 1)])
        .black(&[(6, 10)])
        .build();
    let after = moved(&pos, &[(1, 0)]);
    assert!(afters(&pos, roll(2, 1)).contains(&after));
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Side::Black,
            kind: WinKind::LastOff
        })
    );
    assert_eq!(won(&after), Some((Side::Black, 1)));
}

#[test]
fn t2_with_black_having_none_off_it_is_still_1_point() {
    let pos = board(Variant::Envers, Side::Black)
        .black(&[(24, 2), (13, 13)])
        .build();
    assert_eq!(won(&pos), Some((Side::Black, 1)));
    assert!(Variant::Envers.rules().cube);
}
