//! The rules engine: positions, dice, plays and their legality, for every game.
//!
//! No I/O and no text here; notations, narration and the computer opponent build on it.
//! The rules followed are those of `shared/docs/rules.md`, which cites the French seeds.

pub mod backgammon;
pub mod clock;
pub mod cube;
pub mod dice;
pub mod game;
pub mod generate;
pub mod jacquet;
pub mod moves;
pub mod position;
pub mod score;
pub mod side;
pub mod turn;

pub use dice::{Dice, Die};
pub use game::{BAR, Conventions, Game, OFF, Points, Variant};
pub use generate::LegalPlay;
pub use jacquet::BlockingRule;
pub use moves::{Play, Step};
pub use position::{Outcome, Position, PositionError, Setup, WinKind};
pub use side::{BySide, Side};
pub use turn::{MoveError, Turn};

#[cfg(test)]
pub(crate) mod legal_tests;
