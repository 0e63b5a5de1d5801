//! Checker moves and plays: what narration, undo and notation need to know of a turn.

use arrayvec::ArrayVec;

use super::dice::Die;

/// One checker moved by one die, in the mover's own numbering (25 the bar, 0 borne off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Where the checker left from (25: entering from the bar).
    pub from: u8,
    /// Where it stopped (0: borne off).
    pub to: u8,
    /// The die it used; a bear-off from below the die's point uses more than the distance.
    pub die: Die,
    /// Whether it hit a lone opposing checker, which went to the bar.
    pub hit: bool,
}

/// The checker moves of one turn, in the order they were made (at most four).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Play {
    steps: ArrayVec<Step, 4>,
}

impl Play {
    /// The empty play: the turn passes without a move.
    #[must_use]
    pub fn new() -> Play {
        Play::default()
    }

    /// The play made of these steps, in order; `None` for more than four.
    #[must_use]
    pub fn from_steps(steps: &[Step]) -> Option<Play> {
        let steps = ArrayVec::try_from(steps).ok()?;
        Some(Play { steps })
    }

    /// The steps, in the order they were made.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// How many dice the play uses.
    #[must_use]
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the play moves nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Adds a step at the end; `false` when four are already there.
    pub fn push(&mut self, step: Step) -> bool {
        self.steps.try_push(step).is_ok()
    }

    /// Removes and returns the last step (undo).
    pub fn pop(&mut self) -> Option<Step> {
        self.steps.pop()
    }

    /// Whether any step hits.
    #[must_use]
    pub fn hits(&self) -> bool {
        self.steps.iter().any(|s| s.hit)
    }
}
