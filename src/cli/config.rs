//! The words of the command line that build a game's configuration: who plays Black, and
//! Jacquet's conventions. The configuration itself is the session's
//! ([`crate::session::NewGame`]) and the front end's ([`crate::repl::Options`]).

use std::str::FromStr;

use crate::rules::Conventions;

/// Who plays Black (the player is always Green, except in a demonstration).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The computer plays Black.
    Computer,
    /// A second person plays Black at the same keyboard.
    Human,
}

/// The word typed is neither `ordinateur`/`computer` nor `humain`/`human`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown opponent")]
pub struct UnknownOpponent;

impl FromStr for Opponent {
    type Err = UnknownOpponent;
    fn from_str(s: &str) -> Result<Opponent, UnknownOpponent> {
        match s.trim().to_lowercase().as_str() {
            "ordinateur" | "computer" | "ordi" | "cpu" => Ok(Opponent::Computer),
            "humain" | "human" | "personne" | "person" => Ok(Opponent::Human),
            _ => Err(UnknownOpponent),
        }
    }
}

/// Reads `--conventions`: a comma-separated list of `six` (no six-point block anywhere) and
/// `double` (double bouchage), in either language; `None` for a word it does not know.
#[must_use]
pub fn parse_conventions(text: &str) -> Option<Conventions> {
    let mut conventions = Conventions::default();
    for word in text.split([',', ' ', '+']).filter(|w| !w.is_empty()) {
        match word.to_lowercase().as_str() {
            "six" | "6" | "barrage" | "sans-six" | "no-six" => conventions.no_six_block = true,
            "double" | "double-bouchage" | "double-block" => conventions.double_bouchage = true,
            // Deux tours contre le libre choix: Black names its rolls, Green rolls twice.
            "noir-choisit" | "black-chooses" => conventions.black_chooses = true,
            "aucune" | "none" => {}
            _ => return None,
        }
    }
    Some(conventions)
}
