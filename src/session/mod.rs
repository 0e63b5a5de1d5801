//! The game session: the core of the REPL, with no I/O.
//!
//! [`Session::start`] and [`Session::handle`] take the player's lines and return
//! [`Event`]s, plain data that the presentation layer above it (`presentation::Renderer`)
//! turns into displayed text (the eye, braille) and spoken text (the ear), for each reader in
//! their own language. Dice come from a [`DiceSource`], seeded by `--graine`. Everything here
//! runs in tests without a terminal.
//!
//! The state is plain data (settings, the position, the turn in progress, what is pending),
//! so that saving a game can serialize it later.

mod clock;
mod coaching;
pub mod commands;
pub mod config;
pub mod cube_advice;
pub mod dice;
mod earlier;
pub mod event;
pub mod files;
mod flow;
mod forced;
mod game;
mod handlers;
pub mod history;
mod input;
mod jacquet;
pub mod kept;
pub mod lesson;
mod match_info;
pub mod matchplay;
pub mod opponent;
pub mod replay;
mod resign;
mod retry;
pub mod review;
mod settings_commands;
mod shared;
pub mod snapshot;
pub mod status;
pub mod teach;
pub mod tutor;
mod typed;

use crate::i18n::{Lang, Localizer, vocabulary};
use crate::notation::play_input::PlayNotation;
use crate::notation::tactile::Vocabulary;
use crate::rules::score::{Format, GameEnd, MatchRules, MatchState};
use crate::rules::{BySide, Conventions, Dice, Position, Side, Step, Variant, WinKind};

pub use commands::{COMMANDS, Command, CommandId, HelpAsked, Reach, Topic};
pub use config::NewGame;
pub use dice::{DiceSource, DiceState, ScriptedDice, SeededDice};
pub use event::{Event, Player, Problem, SettingsNote, StageNote};
pub use files::{FileKind, FileProblem, ImportError, ImportProblem, SetAsideGame, TranscriptAsk};
use game::{NextStage, Phase};
pub use matchplay::{MatchEvent, MatchProblem};
pub use replay::{ReplayEvent, ReplayProblem};

/// The settings a player can change during the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The language of every word.
    pub lang: Lang,
    /// The game.
    pub variant: Variant,
    /// How plays are written (both notations are always read).
    pub notation: PlayNotation,
    /// Who plays each side.
    pub players: BySide<Player>,
    /// Whether a complete play is confirmed at once, without `valider`.
    pub auto_confirm: bool,
    /// Whether a turn that allows one play only is played for the player (`forcés`).
    pub forced_auto: bool,
    /// Whether spoken text is sent to the voice.
    pub speech: bool,
    /// Speaking rate, -100 to 100.
    pub rate: i8,
    /// The voice's pitch, -100 to 100, 0 the voice's own (`hauteur`).
    pub pitch: i8,
    /// Loudness, 0 to 100, 100 the loudest and speech-dispatcher's default (`volume`).
    pub volume: u8,
    /// Jacquet's friendly conventions (rules.md §3).
    pub conventions: Conventions,
    /// Jacquet's convention of counting games won only: the score is told in games.
    pub games_won_only: bool,
    /// How well the computer plays (`--niveau`).
    pub level: crate::ai::search::Level,
    /// The longest the computer thinks over one decision (`--reflexion`); `None` for its
    /// level's. A tournament clock lowers it ([`Session::thinking_budget`]).
    pub thinking: Option<crate::ai::budget::Budget>,
    /// Whether plays losing much are held back before they are made (`tuteur`).
    pub tutor: tutor::Tutor,
    /// How much is said of what happens (`verbosité`).
    pub verbosity: Verbosity,
    /// The kinds of message turned on or off (`verbosité écho non`).
    pub messages: Messages,
}

/// How much the game says (`verbosité`): each thing once at the normal level; the detailed
/// level adds the lines the normal one leaves out as said already (a hit on its own line);
/// the short level keeps the routine lines (the turn, a play, the dice, a confirmation)
/// within 40 characters, one pan of a braille display, and leaves out what did not change
/// (the side's name where one person plays, the word "dice").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Verbosity {
    Short,
    #[default]
    Normal,
    Detailed,
}

impl Verbosity {
    /// Every level, shortest first.
    pub const ALL: [Verbosity; 3] = [Verbosity::Short, Verbosity::Normal, Verbosity::Detailed];

    /// The selector key of the level in messages, the same in every language, and its
    /// word in the settings file and on the command line (`--verbosite short`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Verbosity::Short => "short",
            Verbosity::Normal => "normal",
            Verbosity::Detailed => "detailed",
        }
    }

    /// The level's word (`normale`) in Fluent.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Verbosity::Short => "verbosity-word-short",
            Verbosity::Normal => "verbosity-word-normal",
            Verbosity::Detailed => "verbosity-word-detailed",
        }
    }
}

/// The kinds of message a player may turn on or off whatever the level (`verbosité écho
/// non`, `verbosité pips oui`): few, each one a line that a daily player may find noise or
/// miss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Messages {
    /// The echo of one's own moves as typed (`N1-N5, reste 3`): without it, only what is
    /// left to play is told (and a hit, which the echo would have shown).
    pub echo: bool,
    /// Both pip counts after each play, the computer's and one's own.
    pub pips: bool,
}

impl Default for Messages {
    fn default() -> Messages {
        Messages {
            echo: true,
            pips: false,
        }
    }
}

/// One kind of message of [`Messages`], as `verbosité` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageKind {
    Echo,
    Pips,
}

impl MessageKind {
    /// Every kind, in the order `verbosité` tells them.
    pub const ALL: [MessageKind; 2] = [MessageKind::Echo, MessageKind::Pips];

    /// The kind's word (`écho`) in Fluent.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            MessageKind::Echo => "verbosity-kind-echo",
            MessageKind::Pips => "verbosity-kind-pips",
        }
    }

    /// The kind's key in the settings file, the same in every language.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            MessageKind::Echo => "echo",
            MessageKind::Pips => "pips",
        }
    }
}

impl Messages {
    /// Whether `kind` is told.
    #[must_use]
    pub const fn get(self, kind: MessageKind) -> bool {
        match kind {
            MessageKind::Echo => self.echo,
            MessageKind::Pips => self.pips,
        }
    }

    /// Tells `kind`, or not.
    pub fn set(&mut self, kind: MessageKind, on: bool) {
        match kind {
            MessageKind::Echo => self.echo = on,
            MessageKind::Pips => self.pips = on,
        }
    }
}

impl Settings {
    /// The computer's budget for each decision: the setting (`--reflexion`), else its
    /// level's ([`crate::ai::budget::Budget::of_level`]), before a tournament clock lowers it
    /// ([`Session::thinking_budget`]).
    #[must_use]
    pub fn thinking_budget(&self) -> crate::ai::budget::Budget {
        self.thinking
            .unwrap_or(crate::ai::budget::Budget::of_level(self.level))
    }

    /// The side whose numbering the standard notation's points follow, on the board and in
    /// what is typed: the side on roll `turn` where a person plays it, else the person who
    /// plays, else Green.
    #[must_use]
    pub fn viewer(&self, turn: Side) -> Side {
        let human = |s: Side| self.players[s] == Player::Human;
        if human(turn) {
            turn
        } else if human(!turn) {
            !turn
        } else {
            Side::Green
        }
    }

    /// The settings a new session starts with.
    #[must_use]
    pub fn from_config(config: &NewGame) -> Settings {
        Settings {
            lang: config.lang,
            variant: config.variant,
            notation: config.notation,
            players: config.players,
            auto_confirm: config.auto_confirm.unwrap_or(false),
            forced_auto: config.forced_auto.unwrap_or(false),
            speech: config.speech,
            rate: config.rate.unwrap_or(0),
            pitch: config.pitch.unwrap_or(0),
            volume: config.volume.unwrap_or(100),
            conventions: config.conventions,
            games_won_only: config.match_rules.games_won_only,
            level: config.level.unwrap_or_default(),
            thinking: config.thinking,
            tutor: config.tutor.unwrap_or_default(),
            verbosity: config.verbosity.unwrap_or_default(),
            messages: config.messages.unwrap_or_default(),
        }
    }
}

/// What the next line may answer.
#[derive(Clone, Debug, Default)]
enum Pending {
    #[default]
    Nothing,
    /// `quitter` was typed: yes or no?
    Quit,
    /// A request would write over a file that exists: yes or no?
    Replace { request: MatchEvent, path: String },
    /// `abandonner` was typed: resign `kind`, yes or no? Nothing is offered until the
    /// player says yes: a resignation ends a game, and one stray line must not.
    Resign { kind: WinKind },
    /// A typed move was ambiguous: the segments already read before it, the ways to make
    /// it, and the segments typed after it.
    Choice {
        before: Vec<(u8, u8)>,
        choices: Vec<Vec<Step>>,
        after: Vec<(u8, u8)>,
    },
}

/// What the prompt shows: whose turn, and the dice, or what is being asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// `side` to play `dice`.
    Turn { side: Side, dice: Option<Dice> },
    /// `side` on roll may double: roll or double?
    BeforeRoll { side: Side },
    /// `side` names a double to play.
    Naming { side: Side },
    /// `side` chooses the roll to play.
    Choosing { side: Side },
    /// `side` is offered the cube at `value`: take or drop?
    Doubled { side: Side, value: u32 },
    /// A lesson's cube question: double or no double, or take or pass.
    CubeExercise { question: lesson::Question },
    /// `side` is offered a resignation of `kind`: accept or refuse?
    Resigning { side: Side, kind: WinKind },
    /// Enter starts the next game.
    NextGame,
    /// The match is over: read it back, save or export it, quit.
    MatchOver,
    /// Waiting for yes or no to quitting.
    Quit,
    /// Waiting for yes or no to replacing a file.
    Replace,
    /// Waiting for yes or no to resigning.
    Resign,
    /// Waiting for the number of a choice.
    Choice,
    /// A game is reviewed (`revoir`): at play `number` of `plays`, or elsewhere (a cube
    /// action, the end) when `None`.
    Replay { number: Option<u32>, plays: u32 },
    /// The game is over.
    Over,
}

/// A session at the keyboard (or at a table): the player's settings and words, the game in
/// play, the match it belongs to, and the coaching around it, each its own part.
pub struct Session {
    settings: Settings,
    dice: Box<dyn DiceSource>,
    lexicon: commands::Lexicon,
    vocab: Vocabulary,
    /// What the next line may answer.
    pending: Pending,
    /// The events of the last answer, for `répéter`.
    last: Vec<Event>,
    /// Bumped at every resting point, for saving.
    revision: u64,
    /// Told of every resting point inside a line's answer (the front end saves there).
    rest_hook: Option<Box<dyn FnMut(snapshot::Snapshot) + Send>>,
    /// Whether the player was told, after changing a setting, how to keep it.
    keep_hint_given: bool,
    /// The computer's turns are played one per answer ([`Session::play_next`]), so that a
    /// demonstration is told as it is played.
    stepwise: bool,
    /// The game in play: the position, the turn, what comes next.
    game: game::Game,
    /// The match: its score, the cube, the clock, the games so far.
    matchplay: matchplay::MatchPlay,
    /// The coaching: the tutor's warnings, the judgements, practice, lessons, the review.
    coaching: coaching::Coaching,
}

impl Session {
    /// A session for `config`, with dice from its seed (from the system when `None`).
    #[must_use]
    pub fn new(config: &NewGame) -> Session {
        let dice: Box<dyn DiceSource> = match config.seed {
            Some(seed) => Box::new(SeededDice::new(seed)),
            None => Box::new(SeededDice::from_entropy()),
        };
        let mut session = Session::with_dice(Settings::from_config(config), dice);
        session.set_match_rules(config.match_rules);
        if let Some(rules) = config.clock {
            session.set_clock(rules);
        }
        session
    }

    /// Plays under `rules` (set before `start`); a game without a cube (Jacquet, Plakoto,
    /// Race…) plays its matches without one.
    pub fn set_match_rules(&mut self, mut rules: MatchRules) {
        if !self.settings.variant.rules().cube {
            rules.cube = false;
        }
        self.settings.games_won_only = rules.games_won_only;
        self.matchplay.state = MatchState::new(rules);
    }

    /// A session with these settings and dice.
    #[must_use]
    pub fn with_dice(settings: Settings, dice: Box<dyn DiceSource>) -> Session {
        let loc = Localizer::new(settings.lang);
        Session {
            settings,
            dice,
            lexicon: commands::Lexicon::new(&loc),
            vocab: vocabulary(settings.lang),
            pending: Pending::Nothing,
            last: Vec::new(),
            revision: 0,
            rest_hook: None,
            keep_hint_given: false,
            stepwise: false,
            game: game::Game::new(
                Position::start(settings.variant, Side::Green)
                    .with_conventions(settings.conventions),
            ),
            matchplay: matchplay::MatchPlay::new(MatchState::new(MatchRules::new(
                Format::SingleGame,
            ))),
            coaching: coaching::Coaching::default(),
        }
    }

    /// A session that starts from `position`, the side on roll rolling first (no opening
    /// roll): for tests of given positions, and later for resumed games.
    #[must_use]
    pub fn at_position(
        settings: Settings,
        dice: Box<dyn DiceSource>,
        position: Position,
    ) -> Session {
        let mut session = Session::with_dice(settings, dice);
        session.game.position = position;
        session.game.resumed = true;
        session
    }

    /// The settings now.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The notation's words in the current language, for renderers.
    #[must_use]
    pub fn vocabulary(&self) -> &Vocabulary {
        &self.vocab
    }

    /// The position now, with the moves of the turn in progress.
    #[must_use]
    pub fn position(&self) -> Position {
        self.game.now()
    }

    /// The checker moves made so far in the turn in progress.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        self.game.steps()
    }

    /// How the last game ended, once it has, and the points it gave.
    #[must_use]
    pub fn last_end(&self) -> Option<(GameEnd, u32)> {
        self.matchplay.history.last().and_then(|game| game.end)
    }

    /// Whether the session is over (game finished or quit): the front end stops reading.
    /// A finished match or money session waits for `quitter`, so that the players may
    /// still read it back, save it or export it.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        // Where a person plays, the end of a game or match waits for what follows (another,
        // the review, quitting); a demonstration ends with its last game.
        let humans = Side::ALL
            .iter()
            .any(|&s| self.settings.players[s] == Player::Human);
        match self.game.phase {
            Phase::Quit => true,
            Phase::Over => !humans,
            _ => false,
        }
    }

    /// Whether the game, or the match, has been played to its end (the player may still be
    /// reading it back): such a match is never offered again as one to resume.
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.game.phase, Phase::Over)
    }

    /// What the prompt should say.
    #[must_use]
    pub fn prompt(&self) -> Prompt {
        if let (Pending::Nothing, Some(question)) = (&self.pending, self.cube_exercise()) {
            return Prompt::CubeExercise { question };
        }
        match (&self.pending, &self.game.phase) {
            (Pending::Quit, _) => Prompt::Quit,
            (Pending::Replace { .. }, _) => Prompt::Replace,
            (Pending::Resign { .. }, _) => Prompt::Resign,
            (Pending::Choice { .. }, _) => Prompt::Choice,
            _ if self.coaching.going_over.is_some() => {
                let (number, plays) = self.replay_place().unwrap_or((None, 0));
                Prompt::Replay { number, plays }
            }
            (_, Phase::Human(turn)) => Prompt::Turn {
                side: turn.position().turn(),
                dice: turn.dice(),
            },
            (_, Phase::Naming) => Prompt::Naming {
                side: self.game.position.turn(),
            },
            (_, Phase::Choosing) => Prompt::Choosing {
                side: self.game.position.turn(),
            },
            (_, Phase::BeforeRoll) => Prompt::BeforeRoll {
                side: self.cube_side(),
            },
            (_, Phase::Doubled { by }) => Prompt::Doubled {
                side: !*by,
                value: self.matchplay.cube.offered(),
            },
            (_, Phase::Resigning { by, kind, .. }) => Prompt::Resigning {
                side: !*by,
                kind: *kind,
            },
            (_, Phase::BetweenGames) => Prompt::NextGame,
            (_, Phase::Over) if self.matchplay.state.rules().format != Format::SingleGame => {
                Prompt::MatchOver
            }
            _ => Prompt::Over,
        }
    }

    /// Keeps `events` for `répéter` and hands them over.
    fn remember(&mut self, events: Vec<Event>) -> Vec<Event> {
        self.last.clone_from(&events);
        events
    }
}

/// A French backgammon session at the start, Green (a human) to play 6-5, its settings
/// adjusted by `adjust`: the opening that the session's unit tests play from.
#[cfg(test)]
pub(crate) fn opening_six_five(adjust: impl FnOnce(&mut Settings)) -> Session {
    let mut settings =
        Settings::from_config(&NewGame::new(crate::i18n::Lang::Fr, Variant::Backgammon));
    adjust(&mut settings);
    let mut session = Session::at_position(
        settings,
        Box::new(ScriptedDice::new(&[6, 5, 1, 2, 3, 4])),
        Position::start(Variant::Backgammon, Side::Green),
    );
    let _ = session.start();
    session
}

/// Green (a person) to play 6-5 with one checker on N1 and one on V12 (its 13-point), forced
/// plays played for the player or not (`on`): 6-5 can be played only one way from here,
/// Black's points blocked as they are.
#[cfg(test)]
pub(crate) fn forced_six_five(on: bool) -> Session {
    let mut settings = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon));
    settings.forced_auto = on;
    let text = "V6 (14v), V1 (1v), N1 (2n), N2 (2n), N3 (2n), N4 (2n), N5 (2n), N6 (5n)";
    let pos = crate::notation::position_text::parse(
        text,
        Variant::Backgammon,
        Side::Green,
        &vocabulary(Lang::Fr),
    )
    .expect("a legal position");
    let mut session = Session::at_position(
        settings,
        Box::new(ScriptedDice::new(&[6, 5, 6, 5, 2, 1])),
        pos,
    );
    let _ = session.start();
    session
}
