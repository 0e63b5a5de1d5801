//! What differs between games: geometry as data, rules as hooks.
//!
//! The legal-play generator in [`super::generate`] is written once, generic over [`Game`];
//! each game supplies its geometry and the few places where it differs from backgammon
//! (`rules.md` §1 for the geometry, §4 for what later variants will ask of these hooks).

use std::fmt;
use std::str::FromStr;

use super::position::{Setup, WinKind};
use super::side::{BySide, Side};

/// Index of the bar in a side's own numbering.
pub const BAR: usize = 25;
/// Index of the borne-off checkers in a side's own numbering.
pub const OFF: usize = 0;

/// A side's checkers by its own point number: `[OFF]` borne off, `[1..=24]` on the board by
/// distance to its bear-off, `[BAR]` on the bar.
pub type Points = [u8; 26];

/// The games the engine knows, for choosing one at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Backgammon: the two sides move in opposite directions and hit lone checkers.
    Backgammon,
    /// Jacquet, the tactile edition's game: same direction, no hitting, a postillon.
    Jacquet,
}

impl Variant {
    /// Every game, in the order menus list them.
    pub const ALL: [Variant; 2] = [Variant::Backgammon, Variant::Jacquet];

    /// The word used on command lines and in save files.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Backgammon => "backgammon",
            Variant::Jacquet => "jacquet",
        }
    }

    /// The opponent's own number for the point that `side`'s numbering calls `point` (1..=24).
    #[must_use]
    pub fn opposite(self, point: u8) -> u8 {
        match self {
            Variant::Backgammon => super::backgammon::Backgammon::opposite(point),
            Variant::Jacquet => super::jacquet::Jacquet::opposite(point),
        }
    }

    /// The position every game of this variant starts from, `turn` to play first.
    #[must_use]
    pub fn starting_setup(self, turn: Side) -> Setup {
        match self {
            Variant::Backgammon => super::backgammon::Backgammon::starting_setup(turn),
            Variant::Jacquet => super::jacquet::Jacquet::starting_setup(turn),
        }
    }

    /// Whether a lone opposing checker is hit (backgammon) rather than blocking (Jacquet).
    #[must_use]
    pub const fn hits(self) -> bool {
        match self {
            Variant::Backgammon => super::backgammon::Backgammon::HITS,
            Variant::Jacquet => super::jacquet::Jacquet::HITS,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is not a game the engine knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game")]
pub struct UnknownVariant;

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(UnknownVariant)
    }
}

/// Friendly conventions of Jacquet (seed 001, "Conventions particulières"; `rules.md` §3),
/// each a setting, all off by default. Other games ignore them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Conventions {
    /// No side may ever end a turn holding six points in a row.
    pub no_six_block: bool,
    /// "Double bouchage": five points in a row from one's start need checkers on both the
    /// first and the sixth point of one's inner table (V1 and V6 for Green), not V1 alone.
    pub double_bouchage: bool,
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
    /// The run-time name of this game.
    const VARIANT: Variant;
    /// Whether a lone opposing checker can be hit.
    const HITS: bool;
    /// Checkers per side.
    const CHECKERS: u8 = 15;
    /// Whether [`Game::turn_end_allowed`] must be asked about every candidate play.
    const CHECKS_TURN_END: bool = false;

    /// The opponent's own number for the mover's point `point` (1..=24): the same place on the board.
    fn opposite(point: u8) -> u8;

    /// The starting layout, `turn` to play first.
    fn starting_setup(turn: Side) -> Setup;

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

    /// How `winner`, who has borne off all its checkers, wins against `loser_checkers`.
    fn win_kind(loser_checkers: &Points) -> WinKind;

    /// The checkers and postillons of a start where every checker of a side stands on one point.
    #[doc(hidden)]
    fn stacked_start(turn: Side, point: u8, postillon: bool) -> Setup {
        let mut checkers = BySide::<Points>::default();
        for side in Side::ALL {
            checkers[side][usize::from(point)] = Self::CHECKERS;
        }
        Setup {
            variant: Self::VARIANT,
            checkers,
            postillon: BySide::new_with(|_| postillon.then_some(point)),
            turn,
        }
    }
}
