//! The validated configuration of a game, built once from the raw command line.

use std::str::FromStr;

use crate::i18n::Lang;
use crate::notation::play_input::PlayNotation;
use crate::rules::clock::ClockRules;
use crate::rules::score::MatchRules;
use crate::rules::{Conventions, Variant};
use crate::speech::SpeechMode;

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
            "aucune" | "none" => {}
            _ => return None,
        }
    }
    Some(conventions)
}

/// Everything a game needs to start, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// The language of every word printed or spoken.
    pub lang: Lang,
    /// Backgammon or Jacquet.
    pub variant: Variant,
    /// Who plays Black.
    pub opponent: Opponent,
    /// The computer plays both sides, narrated.
    pub demo: bool,
    /// Seed of the dice, for tests and replays; `None` draws one from the system.
    pub seed: Option<u64>,
    /// Whether to speak.
    pub speech: SpeechMode,
    /// How plays are written and read by default.
    pub notation: PlayNotation,
    /// Plain standard-input lines, no line editing.
    pub simple: bool,
    /// Jacquet's friendly conventions chosen with `--conventions`.
    pub conventions: Conventions,
    /// How well the computer plays, asked for with `--niveau`; `None` when the option is
    /// not given (the default level, or as saved when resuming), so that a level given with
    /// `--reprendre` can be told from one left out.
    pub level: Option<crate::ai::search::Level>,
    /// A single game, a match (`--match N`) or a money session (`--partie-libre`), with the
    /// cube's conventions.
    pub match_rules: MatchRules,
    /// Resume the automatically saved match (`--reprendre`).
    pub resume: bool,
    /// The tournament clock (`--pendule`), its bank per point and delay.
    pub clock: Option<ClockRules>,
    /// The tutor asked for with `--tuteur`; `None` when the option is not given (off, or
    /// as saved when resuming).
    pub tutor: Option<crate::session::tutor::Tutor>,
}

impl GameConfig {
    /// What `tablier` alone starts: `variant` in `lang`, against the computer at its default
    /// level, speech if available, tactile notation, a single game. Tests and the command line
    /// change from there what they need.
    #[must_use]
    pub fn new(lang: Lang, variant: Variant) -> GameConfig {
        GameConfig {
            lang,
            variant,
            opponent: Opponent::Computer,
            demo: false,
            seed: None,
            speech: SpeechMode::Auto,
            notation: PlayNotation::Tactile,
            simple: false,
            conventions: Conventions::default(),
            level: None,
            match_rules: MatchRules::new(crate::rules::score::Format::SingleGame),
            resume: false,
            clock: None,
            tutor: None,
        }
    }
}
