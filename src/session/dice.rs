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

    /// Where the source stands, so that a saved game goes on with the same dice; `None`
    /// for a source that cannot be resumed.
    fn state(&self) -> Option<DiceState> {
        None
    }
}

/// A seeded source's seed and how many dice it has thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceState {
    pub seed: u64,
    pub drawn: u64,
}

/// Dice from a seeded ChaCha generator: the same seed gives the same game on every machine
/// (ChaCha's stream is specified, unlike `StdRng`'s).
#[derive(Clone, Debug)]
pub struct SeededDice {
    rng: ChaCha8Rng,
    seed: u64,
    drawn: u64,
}

impl SeededDice {
    /// The dice of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SeededDice {
        SeededDice {
            rng: ChaCha8Rng::seed_from_u64(seed),
            seed,
            drawn: 0,
        }
    }

    /// The dice of `state.seed` after `state.drawn` throws: a saved game's dice, going on.
    #[must_use]
    pub fn resume(state: DiceState) -> SeededDice {
        let mut dice = SeededDice::new(state.seed);
        for _ in 0..state.drawn {
            dice.throw();
        }
        dice
    }

    /// Dice seeded from the system, for a game nobody needs to replay.
    #[must_use]
    pub fn from_entropy() -> SeededDice {
        SeededDice::new(rand::rng().random())
    }
}

impl DiceSource for SeededDice {
    fn throw(&mut self) -> Die {
        self.drawn += 1;
        let value = self.rng.random_range(1..=6u8);
        Die::new(value).unwrap_or(Die::ALL[0])
    }

    fn state(&self) -> Option<DiceState> {
        Some(DiceState {
            seed: self.seed,
            drawn: self.drawn,
        })
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

    #[test]
    fn resumed_dice_go_on_where_they_stopped() {
        let mut a = SeededDice::new(11);
        let first: Vec<Die> = (0..17).map(|_| a.throw()).collect();
        let mut b = SeededDice::resume(a.state().expect("seeded"));
        let mut c = SeededDice::new(11);
        let again: Vec<Die> = (0..17).map(|_| c.throw()).collect();
        assert_eq!(first, again);
        for _ in 0..40 {
            assert_eq!(b.throw(), c.throw());
        }
    }
}
