//! Where the dice come from: a seeded generator for play, tests and replays (`--graine`), or
//! a fixed list for tests that need a given roll.

use std::collections::VecDeque;

use rand::{Rng, RngCore, SeedableRng};
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

    /// Turns to the dice of a new match. A save records one match and the dice it drew
    /// (seed and count), and resuming refuses more dice than that match's record explains:
    /// a seeded source therefore starts each match on a stream of its own, whose seed it
    /// draws from the stream it leaves (the same `--graine` still gives the same session).
    /// A source that cannot be resumed goes on as it is.
    fn new_match(&mut self) {}
}

/// A seeded source's seed, how many dice it has thrown, and where its generator stands
/// (in 32-bit words of ChaCha's stream: one or two per die).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceState {
    pub seed: u64,
    pub drawn: u64,
    pub word: u64,
}

impl DiceState {
    /// Whether `word` is a place the generator can reach in `drawn` throws: each die takes
    /// one 32-bit word, or two when the first would bias the throw.
    #[must_use]
    pub fn is_consistent(&self) -> bool {
        self.drawn <= self.word && self.word <= self.drawn.saturating_mul(2)
    }
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
    /// The generator is set at `state.word` at once, whatever the number of throws.
    #[must_use]
    pub fn resume(state: DiceState) -> SeededDice {
        let mut dice = SeededDice::new(state.seed);
        dice.rng.set_word_pos(u128::from(state.word));
        dice.drawn = state.drawn;
        dice
    }

    /// The dice of `seed` after `drawn` throws, thrown one by one: for saves written
    /// before the generator's place was saved. Takes time in proportion to `drawn`: the
    /// caller bounds it.
    #[must_use]
    pub fn replayed(seed: u64, drawn: u64) -> SeededDice {
        let mut dice = SeededDice::new(seed);
        for _ in 0..drawn {
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
            // A place no game reaches (2^64 words) is never written.
            word: u64::try_from(self.rng.get_word_pos()).unwrap_or(u64::MAX),
        })
    }

    fn new_match(&mut self) {
        *self = SeededDice::new(self.rng.next_u64());
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
    fn dice_resume_at_once_however_many_were_thrown() {
        // 2^63 throws would take centuries one by one.
        let state = DiceState {
            seed: 3,
            drawn: 1 << 63,
            word: 3 << 62,
        };
        assert!(state.is_consistent());
        let started = std::time::Instant::now();
        let mut dice = SeededDice::resume(state);
        dice.throw();
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        let after = dice.state().expect("seeded");
        assert_eq!(after.drawn, (1 << 63) + 1);
        assert!(after.word > state.word);
    }

    #[test]
    fn a_place_in_the_stream_that_the_throws_cannot_reach_is_inconsistent() {
        let mut dice = SeededDice::new(5);
        for _ in 0..1000 {
            dice.throw();
            assert!(dice.state().expect("seeded").is_consistent());
        }
        for (drawn, word) in [(10, 9), (10, 21), (0, 1), (u64::MAX, 0)] {
            let state = DiceState {
                seed: 5,
                drawn,
                word,
            };
            assert!(!state.is_consistent(), "{state:?}");
        }
    }

    #[test]
    fn dice_replayed_throw_by_throw_are_the_dice_resumed_at_their_place() {
        let mut a = SeededDice::new(13);
        for _ in 0..33 {
            a.throw();
        }
        let mut b = SeededDice::replayed(13, 33);
        let mut c = SeededDice::resume(a.state().expect("seeded"));
        assert_eq!(b.state(), a.state());
        for _ in 0..40 {
            let die = a.throw();
            assert_eq!(b.throw(), die);
            assert_eq!(c.throw(), die);
        }
    }

    #[test]
    fn a_new_match_starts_its_own_stream_with_no_die_drawn() {
        let mut a = SeededDice::new(7);
        let mut b = SeededDice::new(7);
        for _ in 0..300 {
            a.throw();
            b.throw();
        }
        a.new_match();
        b.new_match();
        let state = a.state().expect("seeded");
        assert_eq!((state.drawn, state.word), (0, 0));
        assert_ne!(state.seed, 7);
        // The same session's seed gives the same new match.
        assert_eq!(a.state(), b.state());
        let mut c = SeededDice::new(state.seed);
        for _ in 0..20 {
            let die = a.throw();
            assert_eq!(b.throw(), die);
            assert_eq!(c.throw(), die);
        }
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
