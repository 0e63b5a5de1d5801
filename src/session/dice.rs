//! Where the dice come from: a seeded generator for play, tests and replays (`--graine`), or
//! a fixed list for tests that need a given roll.

use std::collections::VecDeque;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rules::Die;

/// A source of die throws.
pub trait DiceSource: Send {
    /// One die.
    fn throw(&mut self) -> Die;
}

/// Dice from a seeded ChaCha generator: the same seed gives the same game on every machine
/// (ChaCha's stream is specified, unlike `StdRng`'s).
#[derive(Clone, Debug)]
pub struct SeededDice {
    rng: ChaCha8Rng,
}

impl SeededDice {
    /// The dice of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SeededDice {
        SeededDice {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Dice seeded from the system, for a game nobody needs to replay.
    #[must_use]
    pub fn from_entropy() -> SeededDice {
        SeededDice::new(rand::rng().random())
    }
}

impl DiceSource for SeededDice {
    fn throw(&mut self) -> Die {
        let value = self.rng.random_range(1..=6u8);
        Die::new(value).unwrap_or(Die::ALL[0])
    }
}

/// Dice given in advance, for tests; after the list, ones.
#[derive(Clone, Debug, Default)]
pub struct ScriptedDice {
    throws: VecDeque<Die>,
}

impl ScriptedDice {
    /// The throws `values` in order (values outside 1..=6 are skipped).
    #[must_use]
    pub fn new(values: &[u8]) -> ScriptedDice {
        ScriptedDice {
            throws: values.iter().filter_map(|&v| Die::new(v)).collect(),
        }
    }
}

impl DiceSource for ScriptedDice {
    fn throw(&mut self) -> Die {
        self.throws.pop_front().unwrap_or(Die::ALL[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_seed_gives_one_sequence() {
        let mut a = SeededDice::new(7);
        let mut b = SeededDice::new(7);
        let a: Vec<Die> = (0..50).map(|_| a.throw()).collect();
        let b: Vec<Die> = (0..50).map(|_| b.throw()).collect();
        assert_eq!(a, b);
        assert!(a.iter().any(|d| d.value() == 6) && a.iter().any(|d| d.value() == 1));
    }
}
