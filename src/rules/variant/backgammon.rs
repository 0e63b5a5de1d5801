//! Backgammon (`rules.md` §2): opposite directions, lone checkers are hit.

use crate::rules::game::{Game, Points};
use crate::rules::ruleset::{Gnubg, RuleSet};

/// Two on the 24-point, five on the 13, three on the 8, five on the 6, for each side
/// (Green: `N1 (2v), N12 (5v), V8 (3v), V6 (5v)`); everything else is the base rule set,
/// GNU Backgammon's standard game.
pub const RULES: RuleSet = RuleSet {
    gnubg: Gnubg::Standard,
    ..RuleSet::BACKGAMMON
};

/// The geometry and contact of the games that play backgammon's moves (backgammon,
/// Nackgammon, Hyper-Backgammon, Anti-Backgammon), for the fast generator.
#[derive(Clone, Copy, Debug)]
pub struct Backgammon;

impl Game for Backgammon {
    const HITS: bool = true;

    /// The sides mirror each other: my 24-point is the opponent's 1-point.
    #[inline]
    fn opposite(point: u8) -> u8 {
        25 - point
    }

    /// Bit `p` becomes bit `25 - p`: the mask reversed.
    #[inline]
    fn opposite_points(points: u32) -> u32 {
        (points.reverse_bits() >> 6) & 0x1FF_FFFE
    }

    #[inline]
    fn bear_off_blocked(_theirs: &Points) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Side, Variant, WinKind};

    #[test]
    fn the_points_of_the_two_sides_mirror_each_other() {
        assert_eq!(Backgammon::opposite(1), 24);
        assert_eq!(Backgammon::opposite(13), 12);
    }

    fn won(loser: &[(usize, u8)]) -> WinKind {
        let mut setup = crate::rules::Setup::empty(Variant::Backgammon, Side::Black);
        setup.checkers.green[0] = 15;
        for &(p, n) in loser {
            setup.checkers.black[p] = n;
        }
        let pos = Position::from_setup(setup).unwrap();
        pos.outcome().and_then(|o| o.won()).unwrap().1
    }

    #[test]
    fn a_loser_who_bore_off_one_checker_loses_a_single_game() {
        assert_eq!(won(&[(0, 1), (24, 14)]), WinKind::Single);
    }

    #[test]
    fn a_loser_who_bore_off_none_loses_a_gammon() {
        assert_eq!(won(&[(6, 15)]), WinKind::Gammon);
    }

    #[test]
    fn a_loser_with_none_off_and_a_checker_in_the_winners_home_loses_a_backgammon() {
        assert_eq!(won(&[(6, 14), (19, 1)]), WinKind::Backgammon);
    }

    #[test]
    fn a_loser_with_none_off_and_a_checker_on_the_bar_loses_a_backgammon() {
        assert_eq!(won(&[(6, 14), (25, 1)]), WinKind::Backgammon);
    }
}
