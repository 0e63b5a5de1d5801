//! Positions: an unvalidated [`Setup`] with public fields, and a [`Position`] that can only be
//! built through [`Position::from_setup`], so every `Position` obeys `rules.md`.

use super::game::{BAR, Conventions, OFF, Points, Variant};
use super::side::{BySide, Side};

/// A position as typed, decoded or loaded, not yet checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Which game's rules and geometry apply.
    pub variant: Variant,
    /// Each side's checkers by its own point number (see [`Points`]).
    pub checkers: BySide<Points>,
    /// Where a side's postillon stands while it still travels (Jacquet); `None` once it has
    /// reached its inner table, and always in games without one.
    pub postillon: BySide<Option<u8>>,
    /// The side on roll.
    pub turn: Side,
}

impl Setup {
    /// The starting position of `variant`, `turn` to play first.
    #[must_use]
    pub fn start(variant: Variant, turn: Side) -> Setup {
        variant.starting_setup(turn)
    }
}

/// Why a [`Setup`] is not a position of its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A side has more or fewer checkers than the game has (borne-off ones included).
    #[error("{side:?} has {found} checkers, the game has {expected}")]
    CheckerCount {
        side: Side,
        found: u32,
        expected: u8,
    },
    /// Both sides have checkers on one point: Green's own number for it.
    #[error("both sides on Green's point {green_point}")]
    SharedPoint { green_point: u8 },
    /// A checker on the bar in a game without hitting.
    #[error("{side:?} has a checker on the bar, which this game has not")]
    BarInGameWithoutHits { side: Side },
    /// A postillon is said to travel where its side has no checker, or inside its inner table.
    #[error("{side:?}'s postillon cannot be on point {point}")]
    Postillon { side: Side, point: u8 },
    /// A postillon in a game that has none.
    #[error("this game has no postillon")]
    PostillonInGameWithout,
    /// Both sides have borne off every checker.
    #[error("both sides have borne off every checker")]
    BothFinished,
}

/// How a game was won, with the points it is worth before the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// Backgammon and Jacquet: 1 point.
    Single,
    /// Backgammon: the loser bore off none, 2 points.
    Gammon,
    /// Backgammon: a gammon with a loser's checker on the bar or in the winner's home, 3 points.
    Backgammon,
    /// Jacquet: none borne off, none left on the winner's side, 2 points.
    Double,
    /// Jacquet: none borne off, some in the winner's inner table, 3 points.
    Triple,
    /// Jacquet: none borne off, some in the winner's outer table, 4 points.
    Quadruple,
}

impl WinKind {
    /// Every result, smallest first.
    pub const ALL: [WinKind; 6] = [
        WinKind::Single,
        WinKind::Gammon,
        WinKind::Backgammon,
        WinKind::Double,
        WinKind::Triple,
        WinKind::Quadruple,
    ];

    /// The result's word in save files and message selectors (not shown to players).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinKind::Single => "single",
            WinKind::Gammon => "gammon",
            WinKind::Backgammon => "backgammon",
            WinKind::Double => "double",
            WinKind::Triple => "triple",
            WinKind::Quadruple => "quadruple",
        }
    }

    /// The result named `name` (see [`WinKind::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<WinKind> {
        WinKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The points this result is worth, cube aside.
    #[must_use]
    pub const fn points(self) -> u8 {
        match self {
            WinKind::Single => 1,
            WinKind::Gammon | WinKind::Double => 2,
            WinKind::Backgammon | WinKind::Triple => 3,
            WinKind::Quadruple => 4,
        }
    }
}

/// The end of a game: who won, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Side,
    pub kind: WinKind,
}

/// A legal position of a game, with the side on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) checkers: BySide<Points>,
    pub(crate) postillon: BySide<Option<u8>>,
    pub(crate) turn: Side,
    pub(crate) conventions: Conventions,
}

impl Position {
    /// The starting position of `variant`, `turn` to play first.
    #[must_use]
    pub fn start(variant: Variant, turn: Side) -> Position {
        let setup = Setup::start(variant, turn);
        Position {
            variant: setup.variant,
            checkers: setup.checkers,
            postillon: setup.postillon,
            turn: setup.turn,
            conventions: Conventions::default(),
        }
    }

    /// Checks a setup against its game: 15 checkers a side (borne off included), no point
    /// held by both sides, no bar in a game without hitting, postillons where they can be.
    ///
    /// # Errors
    /// The first rule the setup breaks.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let variant = setup.variant;
        let expected = 15u8;
        for side in Side::ALL {
            let found: u32 = setup.checkers[side].iter().map(|&n| u32::from(n)).sum();
            if found != u32::from(expected) {
                return Err(PositionError::CheckerCount {
                    side,
                    found,
                    expected,
                });
            }
            if !variant.hits() && setup.checkers[side][BAR] > 0 {
                return Err(PositionError::BarInGameWithoutHits { side });
            }
        }
        for green_point in 1..=24u8 {
            let black_point = variant.opposite(green_point);
            if setup.checkers.green[usize::from(green_point)] > 0
                && setup.checkers.black[usize::from(black_point)] > 0
            {
                return Err(PositionError::SharedPoint { green_point });
            }
        }
        for side in Side::ALL {
            if let Some(point) = setup.postillon[side] {
                if variant != Variant::Jacquet {
                    return Err(PositionError::PostillonInGameWithout);
                }
                if !(7..=24).contains(&point) || setup.checkers[side][usize::from(point)] == 0 {
                    return Err(PositionError::Postillon { side, point });
                }
            }
        }
        if Side::ALL
            .iter()
            .all(|&s| setup.checkers[s][OFF] == expected)
        {
            return Err(PositionError::BothFinished);
        }
        Ok(Position {
            variant,
            checkers: setup.checkers,
            postillon: setup.postillon,
            turn: setup.turn,
            conventions: Conventions::default(),
        })
    }

    /// The unchecked form of this position, to edit and check again.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            checkers: self.checkers,
            postillon: self.postillon,
            turn: self.turn,
        }
    }

    /// The same position played under `conventions` (Jacquet's friendly conventions).
    #[must_use]
    pub fn with_conventions(mut self, conventions: Conventions) -> Position {
        self.conventions = conventions;
        self
    }

    /// The friendly conventions this position is played under.
    #[must_use]
    pub fn conventions(&self) -> Conventions {
        self.conventions
    }

    /// The game this position belongs to.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side on roll.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The same position with the other side on roll (a pass, or the hand-over after a play).
    #[must_use]
    pub fn with_turn(mut self, turn: Side) -> Position {
        self.turn = turn;
        self
    }

    /// `side`'s checkers by its own point number.
    #[must_use]
    pub fn checkers(&self, side: Side) -> &Points {
        &self.checkers[side]
    }

    /// How many of `side`'s checkers stand on its own `point` (0 off, 25 bar).
    #[must_use]
    pub fn count(&self, side: Side, point: u8) -> u8 {
        self.checkers[side]
            .get(usize::from(point))
            .copied()
            .unwrap_or(0)
    }

    /// Where `side`'s postillon stands while it still travels.
    #[must_use]
    pub fn postillon(&self, side: Side) -> Option<u8> {
        self.postillon[side]
    }

    /// The pip count: how far `side`'s checkers still have to go (bar = 25).
    #[must_use]
    pub fn pips(&self, side: Side) -> u32 {
        self.checkers[side]
            .iter()
            .enumerate()
            .map(|(p, &n)| p as u32 * u32::from(n))
            .sum()
    }

    /// The side holding Green's point `green_point` (1..=24), and how many checkers it has there.
    #[must_use]
    pub fn occupant(&self, green_point: u8) -> Option<(Side, u8)> {
        let green = self.count(Side::Green, green_point);
        let black = self.count(Side::Black, self.variant.opposite(green_point));
        if green > 0 {
            Some((Side::Green, green))
        } else if black > 0 {
            Some((Side::Black, black))
        } else {
            None
        }
    }

    /// The winner and how, once a side has borne off every checker.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let winner = Side::ALL
            .into_iter()
            .find(|&s| self.checkers[s][OFF] == 15)?;
        let loser = &self.checkers[!winner];
        let kind = match self.variant {
            Variant::Backgammon => {
                <super::backgammon::Backgammon as super::game::Game>::win_kind(loser)
            }
            Variant::Jacquet => <super::jacquet::Jacquet as super::game::Game>::win_kind(loser),
        };
        Some(Outcome { winner, kind })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backgammon_start_is_a_legal_position() {
        let setup = Setup::start(Variant::Backgammon, Side::Green);
        assert_eq!(
            Position::from_setup(setup),
            Ok(Position::start(Variant::Backgammon, Side::Green))
        );
    }

    #[test]
    fn the_jacquet_start_is_a_legal_position() {
        let setup = Setup::start(Variant::Jacquet, Side::Black);
        assert!(Position::from_setup(setup).is_ok());
    }

    #[test]
    fn each_side_has_fifteen_checkers_at_the_start() {
        for variant in Variant::ALL {
            let pos = Position::start(variant, Side::Green);
            for side in Side::ALL {
                assert_eq!(
                    pos.checkers(side)
                        .iter()
                        .map(|&n| u32::from(n))
                        .sum::<u32>(),
                    15
                );
            }
        }
    }

    #[test]
    fn a_sixteenth_checker_is_refused() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green[6] += 1;
        assert!(matches!(
            Position::from_setup(setup),
            Err(PositionError::CheckerCount {
                side: Side::Green,
                found: 16,
                ..
            })
        ));
    }

    #[test]
    fn one_point_cannot_hold_both_sides() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        // Black's 6-point is Green's 19-point.
        setup.checkers.green[6] -= 1;
        setup.checkers.green[19] += 1;
        assert_eq!(
            Position::from_setup(setup),
            Err(PositionError::SharedPoint { green_point: 19 })
        );
    }

    #[test]
    fn jacquet_has_no_bar() {
        let mut setup = Setup::start(Variant::Jacquet, Side::Green);
        setup.checkers.green[24] -= 1;
        setup.checkers.green[BAR] += 1;
        assert!(Position::from_setup(setup).is_err());
    }

    #[test]
    fn the_start_has_167_pips_a_side() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        assert_eq!(pos.pips(Side::Green), 167);
        assert_eq!(pos.pips(Side::Black), 167);
    }
}
