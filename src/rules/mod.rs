//! The rules engine: positions, dice, plays and their legality, for every game of the family.
//!
//! No I/O and no text here; notations, narration and the computer opponent build on it.
//! The rules followed are those of `shared/docs/rules.md` and `shared/docs/variants.md`, which
//! cite the French seeds. Each game is a [`RuleSet`] in [`variant`]; the fast search of
//! [`generate`] serves the games of backgammon's and Jacquet's moves, [`general`] all of them.

pub mod clock;
pub mod cube;
pub mod dice;
pub mod driver;
pub mod game;
pub mod general;
pub mod generate;
pub mod moves;
pub mod position;
pub mod ruleset;
pub mod score;
pub mod shots;
pub mod side;
pub mod stage;
pub mod turn;
pub mod variant;

pub use dice::{Dice, Die};
pub use game::{BAR, Conventions, Game, OFF, Points};
pub use generate::LegalPlay;
pub use moves::{Play, RESERVE, Step};
pub use position::{Outcome, Position, PositionError, Setup, Stacks, WinKind};
pub use ruleset::{Contact, Geometry, Gnubg, RuleBreak, RuleSet};
pub use shots::{Blot, Shots};
pub use side::{BySide, Side};
pub use stage::{Stage, StageKind};
pub use turn::{MoveError, Turn};
pub use variant::jacquet::BlockingRule;
pub use variant::{UnknownVariant, Variant};
pub use variant::{backgammon, jacquet};

#[cfg(test)]
pub(crate) mod legal_tests;
