//! Dice and rolls: a die can never read 0 or 7, and a roll is either mixed or a double.
//!
//! `rules.md` §2: a die moves one checker that many points; doubles are played four times.

use std::fmt;

/// One die, 1 to 6. The only constructor checks the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Die(u8);

impl Die {
    /// All six faces, lowest first.
    pub const ALL: [Die; 6] = [Die(1), Die(2), Die(3), Die(4), Die(5), Die(6)];

    /// The die showing `value`, or `None` outside 1..=6.
    #[must_use]
    pub const fn new(value: u8) -> Option<Die> {
        if value >= 1 && value <= 6 {
            Some(Die(value))
        } else {
            None
        }
    }

    /// The face value, 1 to 6.
    #[must_use]
    pub const fn value(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The two dice of one roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dice {
    /// Two different faces, kept in order so that "the higher die" is a field.
    Mixed { big: Die, small: Die },
    /// Both dice the same: played four times.
    Double(Die),
}

impl Dice {
    /// The roll made of these two dice, in either order.
    #[must_use]
    pub const fn new(a: Die, b: Die) -> Dice {
        if a.0 == b.0 {
            Dice::Double(a)
        } else if a.0 > b.0 {
            Dice::Mixed { big: a, small: b }
        } else {
            Dice::Mixed { big: b, small: a }
        }
    }

    /// The roll for two face values, `None` if either is not 1..=6.
    #[must_use]
    pub const fn from_values(a: u8, b: u8) -> Option<Dice> {
        match (Die::new(a), Die::new(b)) {
            (Some(a), Some(b)) => Some(Dice::new(a, b)),
            _ => None,
        }
    }

    /// Whether both dice show the same face.
    #[must_use]
    pub const fn is_double(self) -> bool {
        matches!(self, Dice::Double(_))
    }

    /// The higher die (either die of a double).
    #[must_use]
    pub const fn big(self) -> Die {
        match self {
            Dice::Mixed { big, .. } => big,
            Dice::Double(d) => d,
        }
    }

    /// The lower die (either die of a double).
    #[must_use]
    pub const fn small(self) -> Die {
        match self {
            Dice::Mixed { small, .. } => small,
            Dice::Double(d) => d,
        }
    }

    /// The dice to play, in the order they may be used: two for a mixed roll, four for a double.
    #[must_use]
    pub fn to_play(self) -> arrayvec::ArrayVec<Die, 4> {
        let mut dice = arrayvec::ArrayVec::new();
        match self {
            Dice::Mixed { big, small } => {
                dice.push(big);
                dice.push(small);
            }
            Dice::Double(d) => {
                for _ in 0..4 {
                    dice.push(d);
                }
            }
        }
        dice
    }

    /// How many times in 36 this roll comes up: 2 for a mixed roll, 1 for a double.
    #[must_use]
    pub const fn weight(self) -> u8 {
        match self {
            Dice::Mixed { .. } => 2,
            Dice::Double(_) => 1,
        }
    }

    /// The 21 distinct rolls: the 6 doubles, then the 15 mixed rolls.
    #[must_use]
    pub fn all() -> [Dice; 21] {
        let mut rolls = [Dice::Double(Die(1)); 21];
        let mut i = 0;
        for d in Die::ALL {
            rolls[i] = Dice::Double(d);
            i += 1;
        }
        for big in 2..=6u8 {
            for small in 1..big {
                rolls[i] = Dice::Mixed {
                    big: Die(big),
                    small: Die(small),
                };
                i += 1;
            }
        }
        rolls
    }
}

/// Written higher die first, as gnubg writes rolls: `63`, `55`.
impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.big(), self.small())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_reads_one_to_six_only() {
        assert!(Die::new(0).is_none());
        assert!(Die::new(7).is_none());
        assert_eq!(Die::new(6).map(Die::value), Some(6));
    }

    #[test]
    fn the_twenty_one_rolls_weigh_thirty_six_in_all() {
        let rolls = Dice::all();
        let total: u32 = rolls.iter().map(|r| u32::from(r.weight())).sum();
        assert_eq!(total, 36);
        let mut distinct = rolls.to_vec();
        distinct.dedup();
        assert_eq!(distinct.len(), 21);
    }

    #[test]
    fn a_double_is_played_four_times() {
        let roll = Dice::from_values(3, 3).unwrap();
        assert_eq!(roll.to_play().len(), 4);
        assert_eq!(Dice::from_values(2, 5).unwrap().to_play().len(), 2);
    }

    #[test]
    fn a_mixed_roll_knows_its_higher_die() {
        let roll = Dice::from_values(2, 5).unwrap();
        assert_eq!(roll.big().value(), 5);
        assert_eq!(roll.small().value(), 2);
        assert_eq!(roll.to_string(), "52");
    }
}
