//! Checker moves and plays: what narration, undo and notation need to know of a turn.

use super::dice::Die;

/// Where a checker entering from the reserve comes from, in a [`Step`] (`variants.md` §0.3):
/// past the bar, as the reserve is not a place on the board.
pub const RESERVE: u8 = 26;

/// One checker moved by one die, in the mover's own numbering (26 the reserve, 25 the bar,
/// 0 borne off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Where the checker left from (25: entering from the bar; [`RESERVE`]: from the reserve).
    pub from: u8,
    /// Where it stopped (0: borne off).
    pub to: u8,
    /// The die it used; a bear-off from below the die's point uses more than the distance.
    /// `None` for a move made without dice (Grasshopper's jumps).
    pub die: Option<Die>,
    /// Whether it hit a lone opposing checker, which went to the bar.
    pub hit: bool,
    /// Whether it pinned a lone opposing checker under itself (Plakoto).
    pub pin: bool,
}

impl Step {
    /// A move by `die` from `from` to `to`, touching no opposing checker.
    #[must_use]
    pub const fn new(from: u8, to: u8, die: Die) -> Step {
        Step {
            from,
            to,
            die: Some(die),
            hit: false,
            pin: false,
        }
    }
}

/// The checker moves of one turn, in the order they were made (at most four).
///
/// A fixed array and a length rather than a growable list: the generator builds one play
/// per legal result, tens of millions a second, and a plain copy of its four slots is the
/// cheapest way. Slots past the length mean nothing: equality, hashing and `Debug` look
/// at the steps made only.
#[derive(Clone, Copy)]
pub struct Play {
    steps: [Step; 4],
    len: u8,
}

/// What fills the unused slots of a new [`Play`].
const NO_STEP: Step = Step {
    from: 0,
    to: 0,
    die: None,
    hit: false,
    pin: false,
};

impl Default for Play {
    fn default() -> Play {
        Play {
            steps: [NO_STEP; 4],
            len: 0,
        }
    }
}

impl PartialEq for Play {
    fn eq(&self, other: &Play) -> bool {
        self.steps() == other.steps()
    }
}

impl Eq for Play {}

impl std::hash::Hash for Play {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.steps().hash(state);
    }
}

impl std::fmt::Debug for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Play")
            .field("steps", &self.steps())
            .finish()
    }
}

impl Play {
    /// The empty play: the turn passes without a move.
    #[must_use]
    pub fn new() -> Play {
        Play::default()
    }

    /// The play made of these steps, in order; `None` for more than four.
    #[must_use]
    #[inline]
    pub fn from_steps(steps: &[Step]) -> Option<Play> {
        let mut play = Play::default();
        play.steps.get_mut(..steps.len())?.copy_from_slice(steps);
        play.len = steps.len() as u8;
        Some(play)
    }

    /// Sets how many steps the play has (at most four), whatever the slots hold: the
    /// generator's way, which fills the slots as it searches.
    #[inline(always)]
    pub(crate) fn set_len(&mut self, len: usize) {
        self.len = len.min(4) as u8;
    }

    /// Sets step number `i` (below four) of a play of at least `i + 1` steps.
    #[inline(always)]
    pub(crate) fn set_step(&mut self, i: usize, step: Step) {
        self.steps[i] = step;
    }

    /// The steps, in the order they were made.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// How many dice the play uses.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the play moves nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a step at the end; `false` when four are already there.
    pub fn push(&mut self, step: Step) -> bool {
        match self.steps.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = step;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// Removes and returns the last step (undo).
    pub fn pop(&mut self) -> Option<Step> {
        self.len = self.len.checked_sub(1)?;
        Some(self.steps[usize::from(self.len)])
    }

    /// Whether any step hits.
    #[must_use]
    pub fn hits(&self) -> bool {
        self.steps().iter().any(|s| s.hit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};

    fn step(from: u8, to: u8) -> Step {
        Step::new(from, to, Die::new(from - to).unwrap())
    }

    fn hash(play: &Play) -> u64 {
        let mut h = DefaultHasher::new();
        play.hash(&mut h);
        h.finish()
    }

    #[test]
    fn a_play_is_its_steps_whatever_its_unused_slots_hold() {
        let a = Play::from_steps(&[step(8, 5), step(6, 5)]).unwrap();
        // The same two steps, with two stale ones behind them, as the generator leaves.
        let mut b = Play::from_steps(&[step(8, 5), step(6, 5), step(13, 7), step(7, 1)]).unwrap();
        b.set_len(2);
        assert_eq!(a, b);
        assert_eq!(hash(&a), hash(&b));
        assert_eq!(b.steps(), [step(8, 5), step(6, 5)]);
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }

    #[test]
    fn push_and_pop_keep_four_steps_at_most() {
        let mut play = Play::new();
        assert!(play.is_empty());
        for _ in 0..4 {
            assert!(play.push(step(6, 3)));
        }
        assert!(!play.push(step(6, 3)), "a fifth step");
        assert_eq!(play.len(), 4);
        assert_eq!(play.pop(), Some(step(6, 3)));
        assert_eq!(play.len(), 3);
        assert!(Play::from_steps(&[step(6, 3); 5]).is_none());
        let mut empty = Play::new();
        assert_eq!(empty.pop(), None);
    }
}
