//! Backgammon (`rules.md` §2): opposite directions, lone checkers are hit.

use super::game::{BAR, Game, OFF, Points, Variant};
use super::position::{Setup, WinKind};
use super::side::{BySide, Side};

/// The rules of backgammon, as hooks for the generic generator.
#[derive(Clone, Copy, Debug)]
pub struct Backgammon;

impl Game for Backgammon {
    const VARIANT: Variant = Variant::Backgammon;
    const HITS: bool = true;

    /// The sides mirror each other: my 24-point is the opponent's 1-point.
    #[inline]
    fn opposite(point: u8) -> u8 {
        25 - point
    }

    /// Two on the 24-point, five on the 13, three on the 8, five on the 6, for each side
    /// (Green: `N1 (2v), N12 (5v), V8 (3v), V6 (5v)`).
    fn starting_setup(turn: Side) -> Setup {
        let mut points = [0u8; 26];
        points[24] = 2;
        points[13] = 5;
        points[8] = 3;
        points[6] = 5;
        Setup {
            variant: Variant::Backgammon,
            checkers: BySide::new_with(|_| points),
            postillon: BySide::default(),
            turn,
        }
    }

    /// Gammon when the loser has borne off none; backgammon when, besides, a checker of the
    /// loser is on the bar or in the winner's home table. Seed 004 would also count a backgammon
    /// after some were borne off: `rules.md` §2 follows seeds 000/002/003 and does not.
    fn win_kind(loser: &Points) -> WinKind {
        if loser[OFF] > 0 {
            WinKind::Single
        } else if loser[BAR] > 0 || loser[19..=24].iter().any(|&n| n > 0) {
            WinKind::Backgammon
        } else {
            WinKind::Gammon
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_points_of_the_two_sides_mirror_each_other() {
        assert_eq!(Backgammon::opposite(1), 24);
        assert_eq!(Backgammon::opposite(13), 12);
    }

    #[test]
    fn a_loser_who_bore_off_one_checker_loses_a_single_game() {
        let mut loser = [0u8; 26];
        loser[OFF] = 1;
        loser[24] = 14;
        assert_eq!(Backgammon::win_kind(&loser), WinKind::Single);
    }

    #[test]
    fn a_loser_who_bore_off_none_loses_a_gammon() {
        let mut loser = [0u8; 26];
        loser[6] = 15;
        assert_eq!(Backgammon::win_kind(&loser), WinKind::Gammon);
    }

    #[test]
    fn a_loser_with_none_off_and_a_checker_in_the_winners_home_loses_a_backgammon() {
        let mut loser = [0u8; 26];
        loser[6] = 14;
        loser[19] = 1;
        assert_eq!(Backgammon::win_kind(&loser), WinKind::Backgammon);
    }

    #[test]
    fn a_loser_with_none_off_and_a_checker_on_the_bar_loses_a_backgammon() {
        let mut loser = [0u8; 26];
        loser[6] = 14;
        loser[BAR] = 1;
        assert_eq!(Backgammon::win_kind(&loser), WinKind::Backgammon);
    }
}
