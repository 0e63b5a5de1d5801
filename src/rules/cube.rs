//! The doubling cube (videau): its value, who may turn it, and what a game is worth with it
//! (`rules.md` §2 "Cube", seeds 000, 002, 003).
//!
//! Plain rules, no text. Whether a double is allowed by the *match* (Crawford, a side one
//! point from victory, a dead cube) is [`super::score::MatchState::may_double`]'s business;
//! this module knows only the cube itself.
//!
//! ```
//! use tablier::rules::cube::Cube;
//! use tablier::rules::Side;
//!
//! let cube = Cube::CENTRED;
//! assert!(cube.may_turn(Side::Green) && cube.may_turn(Side::Black));
//! let taken = cube.taken_by(Side::Black);
//! assert_eq!((taken.value(), taken.owner()), (2, Some(Side::Black)));
//! assert!(!taken.may_turn(Side::Green));
//! ```

use super::side::Side;

/// The highest value of the real cube (seed 002 allows more in theory: it is a setting).
pub const DEFAULT_CUBE_CAP: u32 = 64;

/// The cube: its value and who owns it (`None` while it is in the middle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    value: u32,
    owner: Option<Side>,
}

impl Default for Cube {
    fn default() -> Cube {
        Cube::CENTRED
    }
}

impl Cube {
    /// The cube at the start of every game: in the middle, worth 1 (the face shows 64).
    pub const CENTRED: Cube = Cube {
        value: 1,
        owner: None,
    };

    /// A cube of `value` (a power of two from 1) owned by `owner`; `None` for any other value,
    /// or for a cube of 1 that someone owns.
    #[must_use]
    pub fn new(value: u32, owner: Option<Side>) -> Option<Cube> {
        let ok = value.is_power_of_two() && (value > 1 || owner.is_none());
        ok.then_some(Cube { value, owner })
    }

    /// What the game is worth now, before gammons.
    #[must_use]
    pub const fn value(self) -> u32 {
        self.value
    }

    /// Who owns the cube; `None` while it is in the middle.
    #[must_use]
    pub const fn owner(self) -> Option<Side> {
        self.owner
    }

    /// Whether the cube has been turned in this game (the Jacoby rule asks).
    #[must_use]
    pub const fn is_turned(self) -> bool {
        self.value > 1
    }

    /// Whether `side` holds the cube, or it is in the middle: only then may `side` double.
    #[must_use]
    pub fn may_turn(self, side: Side) -> bool {
        self.owner.is_none_or(|owner| owner == side)
    }

    /// The value a double offers: twice the current one.
    #[must_use]
    pub const fn offered(self) -> u32 {
        self.value.saturating_mul(2)
    }

    /// Whether doubling would pass `cap`.
    #[must_use]
    pub const fn at_cap(self, cap: u32) -> bool {
        self.offered() > cap
    }

    /// The cube after `taker` accepted a double: twice the value, and `taker` owns it.
    #[must_use]
    pub fn taken_by(self, taker: Side) -> Cube {
        Cube {
            value: self.offered(),
            owner: Some(taker),
        }
    }

    /// The cube after `taker` beavered (money play): the taker takes and at once doubles
    /// again, keeping the cube: four times the value before the double.
    #[must_use]
    pub fn beavered_by(self, taker: Side) -> Cube {
        Cube {
            value: self.offered().saturating_mul(2),
            owner: Some(taker),
        }
    }

    /// The points of a dropped double: the value before the double, gammons aside
    /// (seed 000: refusing the cube at 4 loses 2).
    #[must_use]
    pub const fn dropped_points(self) -> u32 {
        self.value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_starts_with_the_cube_in_the_middle_at_one() {
        assert_eq!(Cube::default(), Cube::CENTRED);
        assert_eq!(Cube::CENTRED.value(), 1);
        assert_eq!(Cube::CENTRED.owner(), None);
        assert!(!Cube::CENTRED.is_turned());
    }

    #[test]
    fn either_side_may_double_a_centred_cube() {
        for side in Side::ALL {
            assert!(Cube::CENTRED.may_turn(side));
        }
    }

    #[test]
    fn the_taker_owns_the_cube_and_only_the_owner_may_redouble() {
        let cube = Cube::CENTRED.taken_by(Side::Green);
        assert_eq!(cube.value(), 2);
        assert!(cube.may_turn(Side::Green));
        assert!(!cube.may_turn(Side::Black));
        let redoubled = cube.taken_by(Side::Black);
        assert_eq!(redoubled.value(), 4);
        assert!(redoubled.may_turn(Side::Black) && !redoubled.may_turn(Side::Green));
    }

    #[test]
    fn a_drop_scores_the_value_before_the_double() {
        assert_eq!(Cube::CENTRED.dropped_points(), 1);
        let at_two = Cube::CENTRED.taken_by(Side::Black);
        assert_eq!(at_two.dropped_points(), 2);
    }

    #[test]
    fn the_cube_stops_at_its_cap() {
        let at_64 = Cube::new(64, Some(Side::Green)).unwrap();
        assert!(at_64.at_cap(DEFAULT_CUBE_CAP));
        assert!(
            !Cube::new(32, Some(Side::Green))
                .unwrap()
                .at_cap(DEFAULT_CUBE_CAP)
        );
        assert!(!at_64.at_cap(1024));
    }

    #[test]
    fn a_beaver_doubles_again_and_the_beaverer_keeps_the_cube() {
        let cube = Cube::CENTRED.beavered_by(Side::Black);
        assert_eq!((cube.value(), cube.owner()), (4, Some(Side::Black)));
    }

    #[test]
    fn a_cube_value_is_a_power_of_two_and_a_cube_of_one_has_no_owner() {
        assert!(Cube::new(3, None).is_none());
        assert!(Cube::new(0, None).is_none());
        assert!(Cube::new(1, Some(Side::Green)).is_none());
        assert!(Cube::new(8, Some(Side::Black)).is_some());
    }
}
