//! What a session is made of, chosen before it starts: the game, who plays, the level, the
//! tutor, the match and its clock, the conventions, the language, the notation, the dice's
//! seed, and whether to speak.
//!
//! The command line builds a [`NewGame`] (so do tests); the session owns it from then on and
//! knows nothing of options or flags. What only the front end needs (plain input, the speech
//! back end, resuming) is the REPL's own (`repl::Options`).

use crate::ai::search::Level;
use crate::i18n::Lang;
use crate::notation::play_input::PlayNotation;
use crate::rules::clock::ClockRules;
use crate::rules::score::{Format, MatchRules};
use crate::rules::{BySide, Conventions, Variant};

use super::event::Player;
use super::tutor::Tutor;

/// The configuration of a new session.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// The language of every word printed or spoken.
    pub lang: Lang,
    /// The game played.
    pub variant: Variant,
    /// Who plays each side: Green is the player, Black the computer or a second person;
    /// both the computer in a demonstration.
    pub players: BySide<Player>,
    /// Seed of the dice, for tests and replays; `None` draws one from the system.
    pub seed: Option<u64>,
    /// Whether spoken text is sent to the voice at the start.
    pub speech: bool,
    /// How plays are written (both notations are always read).
    pub notation: PlayNotation,
    /// Jacquet's friendly conventions.
    pub conventions: Conventions,
    /// How well the computer plays; `None` for the default level (or, on resuming, as saved).
    pub level: Option<Level>,
    /// The longest the computer thinks over one decision (`--reflexion`); `None` for its
    /// level's ([`crate::ai::budget::Budget::of_level`]).
    pub thinking: Option<crate::ai::budget::Budget>,
    /// A single game, a match or a money session, with the cube's conventions.
    pub match_rules: MatchRules,
    /// The tournament clock, if any.
    pub clock: Option<ClockRules>,
    /// The tutor; `None` when not asked for (off, or as saved on resuming).
    pub tutor: Option<Tutor>,
    /// How much is said; `None` for the normal level.
    pub verbosity: Option<super::Verbosity>,
    /// The kinds of message on and off; `None` for the defaults.
    pub messages: Option<super::Messages>,
    /// The speaking rate, -100 to 100; `None` for the voice's own.
    pub rate: Option<i8>,
    /// Whether a complete play is confirmed at once; `None` for no.
    pub auto_confirm: Option<bool>,
    /// Whether forced plays are played for the player; `None` for no.
    pub forced_auto: Option<bool>,
    /// The voice's pitch, -100 to 100; `None` for the voice's own.
    pub pitch: Option<i8>,
    /// The volume, 0 to 100; `None` for the loudest, speech-dispatcher's default.
    pub volume: Option<u8>,
}

impl NewGame {
    /// A single game of `variant` in `lang` against the computer at its default level,
    /// speaking, in the tactile notation: what `tablier` alone starts, changed from there.
    #[must_use]
    pub fn new(lang: Lang, variant: Variant) -> NewGame {
        NewGame {
            lang,
            variant,
            players: BySide {
                green: Player::Human,
                black: Player::Computer,
            },
            seed: None,
            speech: true,
            notation: PlayNotation::Tactile,
            conventions: Conventions::default(),
            level: None,
            thinking: None,
            match_rules: MatchRules::new(Format::SingleGame),
            clock: None,
            tutor: None,
            verbosity: None,
            messages: None,
            rate: None,
            auto_confirm: None,
            pitch: None,
            volume: None,
            forced_auto: None,
        }
    }

    /// Whether the computer plays both sides.
    #[must_use]
    pub fn is_demo(&self) -> bool {
        self.players.green == Player::Computer && self.players.black == Player::Computer
    }
}
