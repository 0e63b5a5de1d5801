//! What differs between games: geometry as data, rules as hooks.
//!
//! The fast legal-play generator in [`super::generate`] is written once, generic over
//! [`Game`]; the games it serves (backgammon's moves, Jacquet's) supply their geometry and the
//! few places where they differ. Every other game is described by its
//! [`RuleSet`](super::ruleset::RuleSet) and played by the general generator.

/// Index of the bar in a side's own numbering.
pub const BAR: usize = 25;
/// Index of the borne-off checkers in a side's own numbering.
pub const OFF: usize = 0;

/// A side's checkers by its own point number: `[OFF]` borne off, `[1..=24]` on the board by
/// distance to its bear-off, `[BAR]` on the bar.
pub type Points = [u8; 26];

/// The settings a game is played under, carried by its positions: the friendly conventions
/// of Jacquet (seed 001, "Conventions particulières"; `rules.md` §3), and which side
/// chooses its rolls in "Deux tours contre le libre choix". All off by default; each game
/// reads only its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Conventions {
    /// No side may ever end a turn holding six points in a row.
    pub no_six_block: bool,
    /// "Double bouchage": five points in a row from one's start need checkers on both the
    /// first and the sixth point of one's inner table (V1 and V6 for Green), not V1 alone.
    pub double_bouchage: bool,
    /// "Deux tours contre le libre choix" (`variants.md` §2.24): Black chooses its rolls and
    /// Green rolls twice, instead of the other way round.
    pub black_chooses: bool,
}

/// How a point holding `count` opposing checkers receives a checker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// The checker may stop or touch down there.
    Open,
    /// The checker stops there and sends the lone opposing checker to the bar.
    Hit,
    /// The point is closed.
    Closed,
}

/// One game's rules, as seen by the generic legal-play generator.
///
/// Geometry is data (`opposite`, the start), behaviour is hooks with backgammon's answer as default.
pub trait Game {
    /// Whether a lone opposing checker can be hit.
    const HITS: bool;
    /// Whether [`Game::turn_end_allowed`] must be asked about every candidate play.
    const CHECKS_TURN_END: bool = false;

    /// The opponent's own number for the mover's point `point` (1..=24): the same place on the board.
    fn opposite(point: u8) -> u8;

    /// [`Game::opposite`] for a set of points: bit `p` of `points` (1..=24) becomes bit
    /// `opposite(p)`; bits 0 and 25 are dropped. A game overrides it with a shift where its
    /// geometry allows, as the generator asks it for every position.
    #[inline]
    fn opposite_points(points: u32) -> u32 {
        (1..=24u8)
            .filter(|&p| points & 1 << p != 0)
            .fold(0, |mask, p| mask | 1 << Self::opposite(p))
    }

    /// How a point with `count` opposing checkers receives one of the mover's checkers.
    #[inline]
    fn landing(count: u8) -> Landing {
        match count {
            0 => Landing::Open,
            1 if Self::HITS => Landing::Hit,
            _ => Landing::Closed,
        }
    }

    /// Whether something on the board, besides having every checker home, forbids bearing off.
    /// The generator asks once per turn, before it: no game that blocks bearing off hits, so
    /// nothing during the turn changes the answer (a game that did both would need more).
    #[inline]
    fn bear_off_blocked(_theirs: &Points) -> bool {
        false
    }

    /// Whether the mover may end its turn with this position (checked after every candidate
    /// play), under the friendly `conventions` the players chose.
    #[inline]
    fn turn_end_allowed(
        _mine: &Points,
        _theirs: &Points,
        _their_postillon: Option<u8>,
        _conventions: Conventions,
    ) -> bool {
        true
    }
}
