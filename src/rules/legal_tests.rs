//! The rules of `rules.md` §2 as sentences, each checked on a small position.

use super::*;

/// A backgammon position, Green on roll: `green` and `black` list (own point, checkers);
/// checkers not listed are borne off.
pub(super) fn bg(green: &[(usize, u8)], black: &[(usize, u8)]) -> Position {
    let mut checkers = BySide::<Points>::default();
    for (side, list) in [(Side::Green, green), (Side::Black, black)] {
        for &(p, n) in list {
            checkers[side][p] += n;
        }
        checkers[side][OFF] = 15 - checkers[side].iter().sum::<u8>();
    }
    Position::from_setup(Setup {
        checkers,
        ..Setup::empty(Variant::Backgammon, Side::Green)
    })
    .expect("test positions are legal")
}

fn roll(a: u8, b: u8) -> Dice {
    Dice::from_values(a, b).expect("test dice")
}

/// Each legal play as its (from, to) steps, sorted, for readable assertions.
fn plays(pos: &Position, dice: Dice) -> Vec<Vec<(u8, u8)>> {
    let mut out: Vec<Vec<(u8, u8)>> = pos
        .legal_plays(dice)
        .iter()
        .map(|p| {
            let mut steps: Vec<(u8, u8)> = p.play.steps().iter().map(|s| (s.from, s.to)).collect();
            steps.sort_unstable();
            steps.reverse();
            steps
        })
        .collect();
    out.sort();
    out
}

#[test]
fn a_checker_on_the_bar_enters_before_any_other_checker_moves() {
    let pos = bg(&[(BAR, 1), (6, 14)], &[(6, 15)]);
    for play in pos.legal_plays(roll(3, 1)) {
        assert_eq!(play.play.steps()[0].from, BAR as u8);
    }
}

#[test]
fn a_die_enters_on_the_opponents_point_of_that_number() {
    let pos = bg(
        &[(BAR, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (24, 5)],
    );
    // Only the 6 enters (on the opponent's 6-point, Green's own 19); then the 1 moves on.
    assert_eq!(
        plays(&pos, roll(6, 1)),
        vec![vec![(25, 19), (6, 5)], vec![(25, 19), (19, 18)]]
    );
}

#[test]
fn a_checker_that_cannot_enter_loses_the_rest_of_the_roll() {
    let pos = bg(
        &[(BAR, 2), (6, 13)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (24, 5)],
    );
    // The 6 enters one checker; the second cannot enter with the 1, so nothing else moves.
    assert_eq!(plays(&pos, roll(6, 1)), vec![vec![(25, 19)]]);
    // Closed out: no legal play at all, the turn passes.
    let closed = bg(
        &[(BAR, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 5)],
    );
    assert!(closed.legal_plays(roll(6, 5)).is_empty());
}

#[test]
fn two_opposing_checkers_close_a_point() {
    // Black's own 19 is Green's 6: two black checkers there close it to Green's 8 with a 2.
    let pos = bg(&[(8, 15)], &[(19, 2), (1, 13)]);
    assert!(
        plays(&pos, roll(2, 2)).is_empty()
            || plays(&pos, roll(2, 2))
                .iter()
                .all(|p| p.iter().all(|&(_, to)| to != 6))
    );
    assert!(
        plays(&pos, roll(2, 1))
            .iter()
            .all(|p| p.iter().all(|&(_, to)| to != 6))
    );
}

#[test]
fn a_lone_opposing_checker_is_hit_and_goes_to_the_bar() {
    let pos = bg(&[(8, 15)], &[(19, 1), (1, 14)]);
    let hit = pos
        .legal_plays(roll(2, 1))
        .into_iter()
        .find(|p| p.play.steps().iter().any(|s| s.to == 6))
        .expect("8/6 is legal");
    assert!(hit.play.hits());
    assert_eq!(hit.after.count(Side::Black, BAR as u8), 1);
    assert_eq!(hit.after.count(Side::Black, 19), 0);
}

#[test]
fn a_checker_playing_both_dice_must_touch_down_on_an_open_point() {
    // 13 to 7 with 4-2 passes 9 or 11, both closed (Black's 16 and 14).
    let pos = bg(&[(13, 1), (6, 14)], &[(16, 2), (14, 2), (1, 11)]);
    let ps = plays(&pos, roll(4, 2));
    assert!(!ps.is_empty());
    assert!(
        ps.iter().all(|p| p.iter().all(|&(from, _)| from != 13)),
        "{ps:?}"
    );
}

#[test]
fn a_double_is_played_four_times() {
    let pos = Position::start(Variant::Backgammon, Side::Green);
    assert!(
        pos.legal_plays(roll(3, 3))
            .iter()
            .all(|p| p.play.len() == 4)
    );
}

#[test]
fn both_dice_must_be_played_when_they_can_be() {
    // 12/6 is closed, 12/7 alone would be playable, but 12/7/1 plays both dice: it is the only play.
    let pos = bg(&[(12, 1)], &[(19, 2), (1, 13)]);
    assert_eq!(plays(&pos, roll(6, 5)), vec![vec![(12, 7), (7, 1)]]);
}

#[test]
fn when_only_one_die_can_be_played_the_higher_one_must_be() {
    // 13/7 and 13/10 are open, 4 (Black's 21) is closed: either die alone, never both.
    let pos = bg(&[(13, 1)], &[(21, 2), (1, 13)]);
    assert_eq!(plays(&pos, roll(6, 3)), vec![vec![(13, 7)]]);
}

#[test]
fn when_only_the_lower_die_can_be_played_it_is_played() {
    // 13/7 is closed (Black's 18), 13/10 open, then 10/4 closed (Black's 21).
    let pos = bg(&[(13, 1)], &[(18, 2), (21, 2), (1, 11)]);
    assert_eq!(plays(&pos, roll(6, 3)), vec![vec![(13, 10)]]);
}

#[test]
fn bearing_off_needs_every_checker_home() {
    let pos = bg(&[(7, 1), (3, 14)], &[(24, 15)]);
    assert!(plays(&pos, roll(3, 1)).iter().all(|p| {
        p.iter()
            .all(|&(_, to)| to != 0 || p.contains(&(7, 6)) || p.contains(&(7, 4)))
    }));
    // With 6-5 the 7 cannot come home and bear off the same turn before it is home.
    assert!(
        plays(&pos, roll(6, 5))
            .iter()
            .any(|p| p.contains(&(7, 1)) || p.contains(&(7, 2)))
    );
}

#[test]
fn a_die_higher_than_the_furthest_checker_bears_off_from_the_furthest_point() {
    let pos = bg(&[(3, 1), (2, 1)], &[(24, 15)]);
    assert_eq!(plays(&pos, roll(6, 5)), vec![vec![(3, 0), (2, 0)]]);
}

#[test]
fn a_die_higher_than_its_point_must_move_inside_while_a_further_checker_remains() {
    // 4 and 2 on the board, roll 5-1... a 3 cannot bear off the 2 while the 4 remains: it moves 4/1.
    let pos = bg(&[(4, 1), (2, 1)], &[(24, 15)]);
    let ps = plays(&pos, roll(3, 3));
    assert!(ps.iter().all(|p| p[0] == (4, 1)), "{ps:?}");
}

#[test]
fn bearing_off_is_not_compulsory() {
    // 1-1 could bear off the checker on 1; moving inside instead is just as legal.
    let pos = bg(&[(6, 2), (1, 1)], &[(12, 15)]);
    let ps = plays(&pos, roll(1, 1));
    assert!(
        ps.iter().any(|p| p.iter().all(|&(_, to)| to != 0)),
        "a play moving inside exists: {ps:?}"
    );
}

#[test]
fn a_checker_hit_during_the_bear_off_comes_home_before_bearing_off_resumes() {
    let pos = bg(&[(BAR, 1), (2, 5)], &[(24, 15)]);
    for p in plays(&pos, roll(6, 5)) {
        assert!(p.iter().all(|&(_, to)| to != 0), "{p:?}");
    }
}

#[test]
fn a_side_with_no_legal_play_passes() {
    let pos = bg(
        &[(BAR, 2), (6, 13)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 5)],
    );
    assert!(pos.legal_plays(roll(4, 4)).is_empty());
}

#[test]
fn each_resulting_position_is_listed_once() {
    let pos = Position::start(Variant::Backgammon, Side::Green);
    for dice in Dice::all() {
        let list = pos.legal_plays(dice);
        let mut afters: Vec<_> = list.iter().map(|p| p.after).collect();
        let n = afters.len();
        afters.sort_by_key(|p| format!("{p:?}"));
        afters.dedup();
        assert_eq!(afters.len(), n, "{dice}");
    }
}

#[test]
fn a_finished_game_has_no_legal_play() {
    let pos = bg(&[], &[(6, 15)]);
    assert!(pos.legal_plays(roll(6, 5)).is_empty());
    assert_eq!(pos.outcome().and_then(|o| o.winner()), Some(Side::Green));
}

#[test]
fn the_opening_six_one_makes_the_bar_point() {
    let pos = Position::start(Variant::Backgammon, Side::Green);
    let ps = plays(&pos, roll(6, 1));
    assert!(ps.contains(&vec![(13, 7), (8, 7)]));
}
