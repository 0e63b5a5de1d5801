//! The command table: one line per command, naming its words (French and English, each with
//! a short form, all in Fluent) and its help. `aide`/`help` is generated from it, and the
//! words of both languages are understood whatever the language of the game.

use crate::i18n::{Lang, Localizer, MsgId};
use crate::msg;

use super::Session;
use super::handlers::Handler;

/// One line of the table.
#[derive(Clone, Copy, Debug)]
pub struct Command {
    pub id: CommandId,
    /// The full word; its `.short` attribute is the short form.
    pub word: MsgId,
    pub short: MsgId,
    /// One line of help.
    pub help: MsgId,
    /// The topic of `aide` it is told under.
    pub topic: Topic,
    /// What it does in the game.
    pub(super) game: Handler,
    /// What it does while a game is reviewed (`revoir`).
    pub(super) review: InReview,
}

/// What a command does while a game is reviewed: the game waits meanwhile.
#[derive(Clone, Copy, Debug)]
pub(super) enum InReview {
    /// As in the game: the board's commands (on the reviewed position), the settings.
    Same,
    /// The review's own: stepping through it, its hint, its help.
    Own(Handler),
    /// Refused: it would act on the game that waits.
    Refused,
}

/// The review's behaviour of a table line: `same`, `refused`, or the handler of its own.
macro_rules! in_review {
    (same) => {
        InReview::Same
    };
    (refused) => {
        InReview::Refused
    };
    ($handler:ident) => {
        InReview::Own(Session::$handler)
    };
}

/// The table, from one line per command: its id, the key of its Fluent ids (`cmd-word-KEY`
/// and its `.short` attribute, `cmd-help-KEY`), its topic in `aide`, what the game does with
/// it, and what a review does. Makes [`CommandId`] and [`COMMANDS`], in this order, the order
/// `aide` lists them.
macro_rules! commands {
    ($($id:ident $key:literal $topic:ident $game:ident $review:ident;)*) => {
        /// What a command does; the session dispatches on it.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CommandId {
            $($id,)*
        }

        /// Every command, in the order `aide` lists them.
        pub const COMMANDS: &[Command] = &[$(Command {
            id: CommandId::$id,
            word: MsgId::new(concat!("cmd-word-", $key)),
            short: MsgId::new(concat!("cmd-word-", $key, ".short")),
            help: MsgId::new(concat!("cmd-help-", $key)),
            topic: Topic::$topic,
            game: Session::$game,
            review: in_review!($review),
        },)*];
    };
}

commands! {
    //        key              topic     the game                   a review
    Help      "help"           Look      help_command               replay_help_command;
    Board     "board"          Look      board_command              same;
    Point     "point"          Look      point_command              same;
    Places    "places"         Look      places_command             same;
    Checkers  "checkers"       Look      checkers_command           same;
    Pips      "pips"           Look      pips_command               same;
    Status    "status"         Look      status_command             refused;
    Last      "last"           Look      last_command               refused;
    Dice      "dice"           Play      dice_command               refused;
    Plays     "plays"          Play      plays_command              refused;
    More      "more"           Play      more_command               refused;
    Hint      "hint"           Learn     hint_command               replay_hint;
    Blots     "blots"          Learn     blots_command              same;
    Undo      "undo"           Play      undo_command               refused;
    Confirm   "confirm"        Play      confirm_command            refused;
    Auto      "auto"           Settings  auto_command               refused;
    Forced    "forced"         Settings  forced_command             refused;
    Repeat    "repeat"         Look      repeat_command             same;
    Rules     "rules"          Learn     rules_command              same;
    Speech    "speech"         Settings  speech_command             same;
    Rate      "rate"           Settings  rate_command               same;
    Pitch     "pitch"          Settings  pitch_command              same;
    Volume    "volume"         Settings  volume_command             same;
    Notation  "notation"       Settings  notation_command           same;
    Language  "language"       Settings  language_command           same;
    Verbosity "verbosity"      Settings  verbosity_command          same;
    Settings  "settings"       Settings  settings_command           same;
    Roll      "roll"           Play      roll_command               refused;
    Double    "double"         Match     double_command             refused;
    Accept    "accept"         Match     accept_command             refused;
    Refuse    "refuse"         Match     refuse_command             refused;
    Beaver    "beaver"         Match     beaver_command             refused;
    Cube      "cube"           Match     cube_command               same;
    Score     "score"          Match     score_command              same;
    Resign    "resign"         Match     resign_command             refused;
    History   "history"        Look      history_command            same;
    Review    "review"         Learn     review_command             same;
    Replay    "replay"         Replay    replay_command             same;
    Next      "next"           Replay    next_command               replay_next_command;
    Previous  "previous"       Replay    review_step_command        replay_previous;
    GoTo      "go-to"          Replay    review_step_command        replay_go_to;
    Mistakes  "mistakes"       Replay    review_step_command        replay_mistakes;
    End       "end"            Replay    review_step_command        replay_end_command;
    Tutor     "tutor"          Learn     tutor_command              same;
    Id        "id"             Files     id_command                 refused;
    Save      "save"           Files     save_command               same;
    Games     "games"          Files     games_command              same;
    Load      "load"           Files     load_command               refused;
    Export    "export"         Files     export_command             same;
    Import    "import"         Files     import_command             same;
    Transcript "transcription" Files     transcript_command         same;
    Time      "time"           Match     time_command               same;
    Pause     "pause"          Match     pause_command              refused;
    Quit      "quit"           Match     quit_command               same;
    Practice  "practice"       Teach     teach_command              same;
    Lesson    "lesson"         Teach     teach_command              same;
    Position  "position"       Teach     teach_command              same;
    Turn      "turn"           Teach     teach_command              same;
    Computer  "computer"       Teach     teach_command              same;
}

/// The topics of `aide`: `aide` alone names them, `aide jouer` tells one, `aide tout` all.
/// Each command is told under one topic, so that no topic is long to hear.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Typing a play, the dice, undoing and confirming.
    Play,
    /// The board, points, pips, the record: what is there.
    Look,
    /// The cube, the score, resigning, the clock, quitting.
    Match,
    /// Saves, games set aside, exports.
    Files,
    /// Speech, rate, notation, language, confirmation.
    Settings,
    /// Rules, hints, the review, the tutor.
    Learn,
    /// Practice and lessons (issue 14).
    Teach,
    /// Going back over a game: `revoir` and its steps.
    Replay,
}

impl Topic {
    /// Every topic, in the order `aide` names them.
    pub const ALL: [Topic; 8] = [
        Topic::Play,
        Topic::Look,
        Topic::Match,
        Topic::Files,
        Topic::Settings,
        Topic::Learn,
        Topic::Teach,
        Topic::Replay,
    ];

    /// The topic's word (`jouer`) in Fluent.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Topic::Play => "help-topic-play",
            Topic::Look => "help-topic-look",
            Topic::Match => "help-topic-match",
            Topic::Files => "help-topic-files",
            Topic::Settings => "help-topic-settings",
            Topic::Learn => "help-topic-learn",
            Topic::Teach => "help-topic-teach",
            Topic::Replay => "help-topic-replay",
        }
    }

    /// What the topic holds, in a few words, in Fluent.
    #[must_use]
    pub const fn about(self) -> &'static str {
        match self {
            Topic::Play => "help-about-play",
            Topic::Look => "help-about-look",
            Topic::Match => "help-about-match",
            Topic::Files => "help-about-files",
            Topic::Settings => "help-about-settings",
            Topic::Learn => "help-about-learn",
            Topic::Teach => "help-about-teach",
            Topic::Replay => "help-about-replay",
        }
    }
}

/// What `aide` was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpAsked {
    /// `aide` alone: the topics.
    Topics,
    /// `aide jouer`: one topic.
    Topic(Topic),
    /// `aide tout`: every command.
    All,
}

/// What a command reaches where several people share one game (a table online, issue 28).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// It only looks at the game: anyone there may ask at any time, and the answer is
    /// theirs alone.
    Look,
    /// It acts in the game: only the player who must act may.
    Act,
    /// It sets what is its reader's own (the notation, the language, the voice).
    Personal,
    /// It belongs to one keyboard: files, coaching, the review, lessons, quitting.
    Local,
}

impl Command {
    /// What the command reaches at a shared table.
    #[must_use]
    pub const fn reach(&self) -> Reach {
        use CommandId as C;
        match self.id {
            C::Help
            | C::Board
            | C::Point
            | C::Places
            | C::Checkers
            | C::Pips
            | C::Blots
            | C::Status
            | C::Last
            | C::Dice
            | C::Plays
            | C::More
            | C::Rules
            | C::Cube
            | C::Score
            | C::History
            | C::Time
            | C::Id => Reach::Look,
            C::Undo
            | C::Confirm
            | C::Roll
            | C::Double
            | C::Accept
            | C::Refuse
            | C::Beaver
            | C::Resign => Reach::Act,
            C::Speech
            | C::Rate
            | C::Pitch
            | C::Volume
            | C::Notation
            | C::Language
            | C::Verbosity
            | C::Repeat
            | C::Settings => Reach::Personal,
            C::Hint
            | C::Auto
            | C::Forced
            | C::Tutor
            | C::Save
            | C::Games
            | C::Load
            | C::Export
            | C::Import
            | C::Transcript
            | C::Pause
            | C::Quit
            | C::Practice
            | C::Lesson
            | C::Position
            | C::Turn
            | C::Computer
            | C::Review
            | C::Replay
            | C::Next
            | C::Previous
            | C::GoTo
            | C::Mistakes
            | C::End => Reach::Local,
        }
    }
}

/// The table line of `id`.
#[must_use]
pub fn command(id: CommandId) -> &'static Command {
    COMMANDS.iter().find(|c| c.id == id).unwrap_or(&COMMANDS[0])
}

/// Yes and no, in every language, for confirmations and on/off settings.
const YES: [MsgId; 2] = [msg!("cmd-answer-yes"), msg!("cmd-answer-yes.short")];
const NO: [MsgId; 2] = [msg!("cmd-answer-no"), msg!("cmd-answer-no.short")];
/// The words that switch a setting, beside yes and no (`auto on`, `tuteur off`): they answer
/// no question, so that a stray `on` never takes a double or quits.
const ON: [MsgId; 1] = [msg!("cmd-answer-on")];
const OFF: [MsgId; 1] = [msg!("cmd-answer-off")];

/// A word typed for an on/off setting or a confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
}

/// The words of every command and answer in every language, folded for matching; built once
/// per session from the catalogues.
#[derive(Clone, Debug)]
pub struct Lexicon {
    commands: Vec<(CommandId, Vec<String>)>,
    yes: Vec<String>,
    no: Vec<String>,
    on: Vec<String>,
    off: Vec<String>,
    topics: Vec<(Topic, Vec<String>)>,
    all: Vec<String>,
    levels: Vec<(super::Verbosity, Vec<String>)>,
    kinds: Vec<(super::MessageKind, Vec<String>)>,
    regions: Vec<(Region, Vec<String>)>,
    colours: Vec<(crate::rules::Side, Vec<String>)>,
    mine: Vec<String>,
    /// The word for the other side (`adversaire`), after `blots`.
    opponent: Vec<String>,
    /// The word for the start position (`départ`), in `position` and lesson files.
    start: Vec<String>,
    /// The answers to a cube question beside yes and no (`pas de double`, `prendre`).
    cube_words: Vec<(CubeWord, Vec<String>)>,
}

/// An answer to a cube question in a lesson: double or take, or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeWord {
    Yes,
    No,
}

/// The words that answer a cube question, in Fluent, with their `.other` attribute.
const CUBE_WORDS: [(CubeWord, &str); 4] = [
    (CubeWord::Yes, "lesson-answer-double"),
    (CubeWord::No, "lesson-answer-no-double"),
    (CubeWord::Yes, "lesson-answer-take"),
    (CubeWord::No, "lesson-answer-pass"),
];

/// A part of the board named in words (`cases jan intérieur`), from the viewer's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Region {
    /// Points 1 to 6.
    Home,
    /// Points 7 to 12.
    Outer,
}

impl Region {
    pub const ALL: [Region; 2] = [Region::Home, Region::Outer];

    /// The region's words in Fluent.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Region::Home => "region-home",
            Region::Outer => "region-outer",
        }
    }

    /// Its points, numbered from the viewer's side.
    #[must_use]
    pub const fn points(self) -> std::ops::RangeInclusive<u8> {
        match self {
            Region::Home => 1..=6,
            Region::Outer => 7..=12,
        }
    }
}

impl Lexicon {
    /// Reads the words from `loc`'s catalogues, in every language.
    #[must_use]
    pub fn new(loc: &Localizer) -> Lexicon {
        let mut loc = loc.clone();
        let mut commands: Vec<(CommandId, Vec<String>)> =
            COMMANDS.iter().map(|c| (c.id, Vec::new())).collect();
        let mut yes = Vec::new();
        let mut no = Vec::new();
        let mut on = Vec::new();
        let mut off = Vec::new();
        let mut topics: Vec<(Topic, Vec<String>)> =
            Topic::ALL.iter().map(|&t| (t, Vec::new())).collect();
        let mut all = Vec::new();
        let mut levels: Vec<(super::Verbosity, Vec<String>)> = super::Verbosity::ALL
            .iter()
            .map(|&v| (v, Vec::new()))
            .collect();
        let mut kinds: Vec<(super::MessageKind, Vec<String>)> = super::MessageKind::ALL
            .iter()
            .map(|&k| (k, Vec::new()))
            .collect();
        let mut regions: Vec<(Region, Vec<String>)> =
            Region::ALL.iter().map(|&r| (r, Vec::new())).collect();
        let mut colours: Vec<(crate::rules::Side, Vec<String>)> = crate::rules::Side::ALL
            .iter()
            .map(|&s| (s, Vec::new()))
            .collect();
        let mut mine = Vec::new();
        let mut opponent = Vec::new();
        let mut start = Vec::new();
        let mut cube_words: Vec<(CubeWord, Vec<String>)> =
            CUBE_WORDS.iter().map(|&(w, _)| (w, Vec::new())).collect();
        for lang in Lang::ALL {
            loc.set_lang(lang);
            start.push(fold(&loc.tr("lesson-start")));
            for ((_, id), (_, words)) in CUBE_WORDS.iter().zip(cube_words.iter_mut()) {
                words.push(fold(&loc.tr(id)));
                words.push(fold(&loc.tr(format!("{id}.other"))));
            }
            for (region, words) in &mut regions {
                words.push(fold(&loc.tr(region.word())));
            }
            for (side, words) in &mut colours {
                let (one, many) = match side {
                    crate::rules::Side::Green => {
                        (msg!("colour-word-green"), msg!("colour-word-green.plural"))
                    }
                    crate::rules::Side::Black => {
                        (msg!("colour-word-black"), msg!("colour-word-black.plural"))
                    }
                };
                words.push(fold(&loc.tr(one)));
                words.push(fold(&loc.tr(many)));
            }
            mine.push(fold(&loc.tr("cmd-phrase-mine")));
            opponent.push(fold(&loc.tr("cmd-phrase-opponent")));
            for (command, (_, words)) in COMMANDS.iter().zip(commands.iter_mut()) {
                words.push(fold(&loc.tr(command.word)));
                words.push(fold(&loc.tr(command.short)));
            }
            yes.extend(YES.iter().map(|id| fold(&loc.tr(id))));
            no.extend(NO.iter().map(|id| fold(&loc.tr(id))));
            on.extend(ON.iter().map(|id| fold(&loc.tr(id))));
            off.extend(OFF.iter().map(|id| fold(&loc.tr(id))));
            for (topic, words) in &mut topics {
                words.push(fold(&loc.tr(topic.word())));
            }
            all.push(fold(&loc.tr("help-topic-all")));
            for (level, words) in &mut levels {
                words.push(fold(&loc.tr(level.word())));
            }
            for (kind, words) in &mut kinds {
                words.push(fold(&loc.tr(kind.word())));
            }
        }
        Lexicon {
            commands,
            yes,
            no,
            on,
            off,
            topics,
            all,
            levels,
            kinds,
            regions,
            colours,
            mine,
            opponent,
            start,
            cube_words,
        }
    }

    /// Whether `text` is the word for the start position (`départ`, `start`).
    #[must_use]
    pub fn is_start(&self, text: &str) -> bool {
        self.start.contains(&fold(text))
    }

    /// The answer to a cube question `line` gives (`pas de double`, `take`), in any
    /// language; spaces between its words as typed.
    #[must_use]
    pub fn cube_word(&self, line: &str) -> Option<CubeWord> {
        let words = fold(&line.split_whitespace().collect::<Vec<_>>().join(" "));
        self.cube_words
            .iter()
            .find(|(_, names)| names.contains(&words))
            .map(|(word, _)| *word)
    }

    /// The region `text` names (`jan intérieur`, `home board`), in any language; spaces
    /// between its words as typed.
    #[must_use]
    pub fn region(&self, text: &str) -> Option<Region> {
        let words = fold(&text.split_whitespace().collect::<Vec<_>>().join(" "));
        self.regions
            .iter()
            .find(|(_, names)| names.contains(&words))
            .map(|(region, _)| *region)
    }

    /// The side whose colour `word` names (`noirs`, `vert`, `black`), in any language.
    #[must_use]
    pub fn colour(&self, word: &str) -> Option<crate::rules::Side> {
        let word = fold(word);
        self.colours
            .iter()
            .find(|(_, names)| names.contains(&word))
            .map(|(side, _)| *side)
    }

    /// Whether `line` is `mes pions` (`my checkers`), in any language.
    #[must_use]
    pub fn is_mine(&self, line: &str) -> bool {
        let words = fold(&line.split_whitespace().collect::<Vec<_>>().join(" "));
        self.mine.contains(&words)
    }

    /// Whether `word` names the other side (`adversaire`, `opponent`), in any language.
    #[must_use]
    pub fn is_opponent(&self, word: &str) -> bool {
        self.opponent.contains(&fold(word))
    }

    /// The kind of message `word` names (`écho`, `pips`), in any language.
    #[must_use]
    pub fn message_kind(&self, word: &str) -> Option<super::MessageKind> {
        let word = fold(word);
        self.kinds
            .iter()
            .find(|(_, words)| words.contains(&word))
            .map(|(kind, _)| *kind)
    }

    /// The verbosity level `word` names, in any language.
    #[must_use]
    pub fn verbosity(&self, word: &str) -> Option<super::Verbosity> {
        let word = fold(word);
        self.levels
            .iter()
            .find(|(_, words)| words.contains(&word))
            .map(|(level, _)| *level)
    }

    /// What `aide` followed by `text` asks for, in any language; `None` for no topic.
    #[must_use]
    pub fn help(&self, text: &str) -> Option<HelpAsked> {
        let word = fold(text);
        if word.is_empty() {
            return Some(HelpAsked::Topics);
        }
        if self.all.contains(&word) {
            return Some(HelpAsked::All);
        }
        self.topics
            .iter()
            .find(|(_, words)| words.contains(&word))
            .map(|(topic, _)| HelpAsked::Topic(*topic))
    }

    /// The command `word` names, in any language, case and accents aside.
    #[must_use]
    pub fn command(&self, word: &str) -> Option<CommandId> {
        let word = fold(word);
        self.commands
            .iter()
            .find(|(_, words)| words.contains(&word))
            .map(|(id, _)| *id)
    }

    /// Whether `word` says yes or no, in any language.
    #[must_use]
    pub fn answer(&self, word: &str) -> Option<Answer> {
        let word = fold(word);
        if self.yes.contains(&word) {
            Some(Answer::Yes)
        } else if self.no.contains(&word) {
            Some(Answer::No)
        } else {
            None
        }
    }

    /// Whether `word` switches a setting on or off: yes and no, or on and off, in any
    /// language.
    #[must_use]
    pub fn switch(&self, word: &str) -> Option<Answer> {
        let folded = fold(word);
        if self.on.contains(&folded) {
            Some(Answer::Yes)
        } else if self.off.contains(&folded) {
            Some(Answer::No)
        } else {
            self.answer(word)
        }
    }
}

/// Lower case without accents, so that `des`, `Dés` and `DÉS` all read as `dés`: accents are
/// slow to type on many keyboards and braille displays.
#[must_use]
pub fn fold(word: &str) -> String {
    word.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_of_the_table_has_its_word_short_form_and_help_in_both_languages() {
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            for command in COMMANDS {
                for id in [command.word, command.short, command.help] {
                    assert!(loc.has(id), "{} is missing in {}", id.as_str(), lang.code());
                }
            }
        }
    }

    #[test]
    fn a_review_refuses_what_would_act_on_the_game_and_steps_through_its_own() {
        let refused = |id| matches!(command(id).review, InReview::Refused);
        let own = |id| matches!(command(id).review, InReview::Own(_));
        for id in [
            CommandId::Confirm,
            CommandId::Roll,
            CommandId::Double,
            CommandId::Load,
        ] {
            assert!(refused(id), "{id:?}");
        }
        for id in [
            CommandId::Next,
            CommandId::End,
            CommandId::Hint,
            CommandId::Help,
        ] {
            assert!(own(id), "{id:?}");
        }
        assert!(matches!(command(CommandId::Board).review, InReview::Same));
    }

    #[test]
    fn every_word_and_short_form_names_one_command_only() {
        let lexicon = Lexicon::new(&Localizer::new(Lang::Fr));
        for (id, words) in &lexicon.commands {
            for word in words {
                assert!(!word.is_empty(), "{id:?}");
                assert_eq!(lexicon.command(word), Some(*id), "{word}");
            }
        }
    }

    #[test]
    fn french_and_english_words_are_both_understood() {
        let lexicon = Lexicon::new(&Localizer::new(Lang::En));
        assert_eq!(lexicon.command("plateau"), Some(CommandId::Board));
        assert_eq!(lexicon.command("board"), Some(CommandId::Board));
        assert_eq!(lexicon.command("DES"), Some(CommandId::Dice));
        assert_eq!(lexicon.answer("oui"), Some(Answer::Yes));
        assert_eq!(lexicon.answer("no"), Some(Answer::No));
    }

    #[test]
    fn help_topics_are_read_in_either_language_and_every_command_has_one() {
        let lexicon = Lexicon::new(&Localizer::new(Lang::Fr));
        assert_eq!(lexicon.help(""), Some(HelpAsked::Topics));
        assert_eq!(lexicon.help("jouer"), Some(HelpAsked::Topic(Topic::Play)));
        assert_eq!(lexicon.help("PLAY"), Some(HelpAsked::Topic(Topic::Play)));
        assert_eq!(
            lexicon.help("réglages"),
            Some(HelpAsked::Topic(Topic::Settings))
        );
        assert_eq!(lexicon.help("tout"), Some(HelpAsked::All));
        assert_eq!(lexicon.help("zut"), None);
        // No topic is long to hear: at most ten commands under one.
        for topic in Topic::ALL {
            let count = COMMANDS.iter().filter(|c| c.topic == topic).count();
            assert!((1..=10).contains(&count), "{topic:?}: {count}");
        }
    }

    #[test]
    fn on_and_off_switch_settings_but_answer_no_question() {
        let lexicon = Lexicon::new(&Localizer::new(Lang::Fr));
        assert_eq!(lexicon.switch("on"), Some(Answer::Yes));
        assert_eq!(lexicon.switch("OFF"), Some(Answer::No));
        assert_eq!(lexicon.switch("oui"), Some(Answer::Yes));
        assert_eq!(lexicon.answer("on"), None);
    }
}
