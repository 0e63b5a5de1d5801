//! A turn made of stages (`variants.md` §0.3 calls them steps): a roll may give more than one
//! group of numbers to play, each played under the dice-usage rule on its own, and each game
//! says what follows a stage and what happens when one cannot be completed.
//!
//! Seed 003's games need only [`StageKind::Roll`] (two dice) and [`StageKind::Free`]
//! (Grasshopper's move without dice); the other kinds are the ones seed 002's games play
//! (bottom faces, named doubles, ladders that pass to the opponent, re-rolls, chosen rolls),
//! carried by the same type so that the driver and the turn work per stage already.

use super::dice::{Dice, Die};
use super::side::Side;

/// One stage of a turn: who plays it and what numbers it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stage {
    /// The side that plays it (a ladder can hand a stage to the opponent).
    pub side: Side,
    /// What it gives to play.
    pub kind: StageKind,
}

/// What a stage gives to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StageKind {
    /// The two dice rolled (doubles as the game plays them).
    Roll(Dice),
    /// Four moves of the bottom face of a double just played (Puff, French and Russian games).
    BottomFaces(Die),
    /// The player names a double, then plays four of it (Acey Deucey's and Mexican's 1-2):
    /// the choice comes first, and makes the stage [`StageKind::NamedDouble`].
    NameDouble,
    /// Four moves of a double the player named.
    NamedDouble(Die),
    /// Four moves of the next number of a ladder (Gioul's climbing doubles): `roller` rolled
    /// the double that began it, and his opponent has the next turn once it is over.
    Ladder { die: Die, roller: Side },
    /// A new roll within the same turn (a re-roll after a double, the roller's second
    /// roll in "Deux tours contre le libre choix").
    Reroll(Dice),
    /// The chooser of "Deux tours contre le libre choix" names any roll but a double: the
    /// choice comes first, and makes the stage [`StageKind::Chosen`].
    ChooseRoll,
    /// A roll the player chose.
    Chosen(Dice),
    /// One move of the game's own, without dice (Grasshopper).
    Free,
}

impl StageKind {
    /// The numbers to play, when the stage has dice: the roll's, or four of one number.
    #[must_use]
    pub fn dice(self) -> Option<Dice> {
        match self {
            StageKind::Roll(d) | StageKind::Reroll(d) | StageKind::Chosen(d) => Some(d),
            StageKind::BottomFaces(d)
            | StageKind::NamedDouble(d)
            | StageKind::Ladder { die: d, .. } => Some(Dice::Double(d)),
            StageKind::Free | StageKind::NameDouble | StageKind::ChooseRoll => None,
        }
    }

    /// The dice of a stage that is a roll of the dice, first or again within the turn.
    #[must_use]
    pub fn rolled(self) -> Option<Dice> {
        match self {
            StageKind::Roll(d) | StageKind::Reroll(d) => Some(d),
            _ => None,
        }
    }

    /// Whether the stage waits for the player's roll to be chosen before anything is played.
    #[must_use]
    pub const fn chooses_a_roll(self) -> bool {
        matches!(self, StageKind::ChooseRoll)
    }

    /// Whether the stage waits for a choice (a double to name, a roll to choose).
    #[must_use]
    pub const fn asks(self) -> bool {
        self.names_a_double() || self.chooses_a_roll()
    }

    /// Whether the stage waits for a double to be named before anything is played.
    #[must_use]
    pub const fn names_a_double(self) -> bool {
        matches!(self, StageKind::NameDouble)
    }
}

/// What follows a stage, once played (`variants.md` §0.3): the game's hook says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterStage {
    /// The turn is over: the opponent rolls (every game of seed 003).
    HandOver,
    /// The same side plays another stage (bottom faces after a double, a named double).
    Again(StageKind),
    /// The same side rolls again within its turn (French and Russian doubles).
    RollAgain,
    /// The opponent plays the next stage with its own checkers (Gioul's ladder), then the
    /// turn goes on from there.
    Opponent(StageKind),
    /// A new turn for this side, whoever played the stage (Gioul: after the ladder's 6s,
    /// the roller's opponent rolls, even when he played them himself).
    TurnTo(Side),
}

/// What is played of a stage that cannot be played in full (`variants.md` §0.3, C11); what
/// follows it (the next stage, or nothing more of the turn) is the game's
/// [`AfterStage`] hook's to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// As many of its numbers as can be played; the rest are lost (`rules.md` §2; the
    /// French, Russian, Mexican and Acey Deucey stages too).
    RestLost,
    /// Nothing of it: the roll is played completely or not at all (Pin, `variants.md`
    /// §2.13).
    WholeOrNothing,
}
