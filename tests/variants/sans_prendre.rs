//! Sans prendre (`variants.md` §2.20): a side whose confirmed turn hit loses the game, one
//! point times the cube; a forced hit is still played.

use tablier::rules::cube::Cube;
use tablier::rules::score::{Format, GameEnd, MatchRules, MatchState};
use tablier::rules::{Outcome, Position, Side, Turn, Variant, WinKind};

use crate::common::{afters, board, brute_force, roll};

/// Green on the bar; Black two each on N1–N5 (its own 1–5) and one on N6.
fn t1() -> Position {
    board(Variant::SansPrendre, Side::Green)
        .green(&[(25, 1), (13, 14)])
        .black(&[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 1), (13, 4)])
        .build()
}

#[test]
fn t1_a_forced_bar_19_hit_with_6_6_loses_green_the_game() {
    let pos = t1();
    let found = afters(&pos, roll(6, 6));
    assert!(!found.is_empty());
    assert_eq!(found, brute_force(&pos, roll(6, 6)));
    for after in &found {
        assert_eq!(after.count(Side::Black, 25), 1, "bar/19* is forced");
        assert_eq!(
            after.outcome(),
            Some(Outcome::Won {
                winner: Side::Black,
                kind: WinKind::Hit
            })
        );
    }
    // Within the turn, the rest of the roll is still played, and undo is allowed.
    let mut turn = Turn::new(pos, roll(6, 6));
    turn.move_checker(25, 19).expect("bar/19*");
    turn.undo().expect("undo before confirming");
    turn.move_checker(25, 19).expect("bar/19* again");
    assert!(turn.move_checker(13, 7).is_ok());
}

#[test]
fn t1_the_loss_is_one_point_times_the_cube() {
    let m = MatchState::new(MatchRules::new(Format::Money));
    let end = GameEnd::Won {
        winner: Side::Black,
        kind: WinKind::Hit,
    };
    assert_eq!(m.points(end, Cube::CENTRED), 1);
    assert_eq!(m.points(end, Cube::CENTRED.taken_by(Side::Black)), 2);
}

#[test]
fn t2_a_roll_played_without_hitting_goes_on() {
    let start = Position::start(Variant::SansPrendre, Side::Green);
    for after in afters(&start, roll(3, 1)) {
        assert_eq!(after.outcome(), None);
    }
}

#[test]
fn a_hit_the_player_chooses_loses_too_and_the_other_plays_do_not() {
    // Black's blot on Green's own 5 (its own 20): 8/5* with a 3 hits.
    let pos = board(Variant::SansPrendre, Side::Green)
        .green(&[(8, 2), (6, 13)])
        .black(&[(20, 1), (1, 14)])
        .build();
    let found = afters(&pos, roll(3, 1));
    assert!(found.iter().any(|p| p.outcome().is_some()));
    assert!(found.iter().any(|p| p.outcome().is_none()));
    // In backgammon the same hit only sends the checker to the bar.
    let mut setup = pos.to_setup();
    setup.variant = Variant::Backgammon;
    let bg = Position::from_setup(setup).unwrap();
    assert!(
        afters(&bg, roll(3, 1))
            .iter()
            .all(|p| p.outcome().is_none())
    );
}
