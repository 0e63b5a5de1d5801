//! The command table: one line per command, naming its words (French and English, each with
//! a short form, all in Fluent) and its help. `aide`/`help` is generated from it, and the
//! words of both languages are understood whatever the language of the game.

use crate::i18n::{Lang, Localizer, MsgId};
use crate::msg;

/// What a command does; the session dispatches on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandId {
    Help,
    Board,
    Point,
    Places,
    Checkers,
    Pips,
    Status,
    Last,
    Dice,
    Plays,
    Hint,
    Undo,
    Confirm,
    Auto,
    Forced,
    Repeat,
    Rules,
    Speech,
    Rate,
    Pitch,
    Volume,
    Notation,
    Language,
    Verbosity,
    Settings,
    Roll,
    Double,
    Accept,
    Refuse,
    Beaver,
    Cube,
    Score,
    Resign,
    History,
    Review,
    Replay,
    Next,
    Previous,
    GoTo,
    Mistakes,
    End,
    Tutor,
    Id,
    Save,
    Games,
    Load,
    Export,
    Import,
    Transcript,
    Time,
    Pause,
    Quit,
    Practice,
    Lesson,
    Position,
    Turn,
    Computer,
}

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

/// Every command, in the order `aide` lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        id: CommandId::Help,
        word: msg!("cmd-word-help"),
        short: msg!("cmd-word-help.short"),
        help: msg!("cmd-help-help"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Board,
        word: msg!("cmd-word-board"),
        short: msg!("cmd-word-board.short"),
        help: msg!("cmd-help-board"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Point,
        word: msg!("cmd-word-point"),
        short: msg!("cmd-word-point.short"),
        help: msg!("cmd-help-point"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Places,
        word: msg!("cmd-word-places"),
        short: msg!("cmd-word-places.short"),
        help: msg!("cmd-help-places"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Checkers,
        word: msg!("cmd-word-checkers"),
        short: msg!("cmd-word-checkers.short"),
        help: msg!("cmd-help-checkers"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Pips,
        word: msg!("cmd-word-pips"),
        short: msg!("cmd-word-pips.short"),
        help: msg!("cmd-help-pips"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Status,
        word: msg!("cmd-word-status"),
        short: msg!("cmd-word-status.short"),
        help: msg!("cmd-help-status"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Last,
        word: msg!("cmd-word-last"),
        short: msg!("cmd-word-last.short"),
        help: msg!("cmd-help-last"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Dice,
        word: msg!("cmd-word-dice"),
        short: msg!("cmd-word-dice.short"),
        help: msg!("cmd-help-dice"),
        topic: Topic::Play,
    },
    Command {
        id: CommandId::Plays,
        word: msg!("cmd-word-plays"),
        short: msg!("cmd-word-plays.short"),
        help: msg!("cmd-help-plays"),
        topic: Topic::Play,
    },
    Command {
        id: CommandId::Hint,
        word: msg!("cmd-word-hint"),
        short: msg!("cmd-word-hint.short"),
        help: msg!("cmd-help-hint"),
        topic: Topic::Learn,
    },
    Command {
        id: CommandId::Undo,
        word: msg!("cmd-word-undo"),
        short: msg!("cmd-word-undo.short"),
        help: msg!("cmd-help-undo"),
        topic: Topic::Play,
    },
    Command {
        id: CommandId::Confirm,
        word: msg!("cmd-word-confirm"),
        short: msg!("cmd-word-confirm.short"),
        help: msg!("cmd-help-confirm"),
        topic: Topic::Play,
    },
    Command {
        id: CommandId::Auto,
        word: msg!("cmd-word-auto"),
        short: msg!("cmd-word-auto.short"),
        help: msg!("cmd-help-auto"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Forced,
        word: msg!("cmd-word-forced"),
        short: msg!("cmd-word-forced.short"),
        help: msg!("cmd-help-forced"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Repeat,
        word: msg!("cmd-word-repeat"),
        short: msg!("cmd-word-repeat.short"),
        help: msg!("cmd-help-repeat"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Rules,
        word: msg!("cmd-word-rules"),
        short: msg!("cmd-word-rules.short"),
        help: msg!("cmd-help-rules"),
        topic: Topic::Learn,
    },
    Command {
        id: CommandId::Speech,
        word: msg!("cmd-word-speech"),
        short: msg!("cmd-word-speech.short"),
        help: msg!("cmd-help-speech"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Rate,
        word: msg!("cmd-word-rate"),
        short: msg!("cmd-word-rate.short"),
        help: msg!("cmd-help-rate"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Pitch,
        word: msg!("cmd-word-pitch"),
        short: msg!("cmd-word-pitch.short"),
        help: msg!("cmd-help-pitch"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Volume,
        word: msg!("cmd-word-volume"),
        short: msg!("cmd-word-volume.short"),
        help: msg!("cmd-help-volume"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Notation,
        word: msg!("cmd-word-notation"),
        short: msg!("cmd-word-notation.short"),
        help: msg!("cmd-help-notation"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Language,
        word: msg!("cmd-word-language"),
        short: msg!("cmd-word-language.short"),
        help: msg!("cmd-help-language"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Verbosity,
        word: msg!("cmd-word-verbosity"),
        short: msg!("cmd-word-verbosity.short"),
        help: msg!("cmd-help-verbosity"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Settings,
        word: msg!("cmd-word-settings"),
        short: msg!("cmd-word-settings.short"),
        help: msg!("cmd-help-settings"),
        topic: Topic::Settings,
    },
    Command {
        id: CommandId::Roll,
        word: msg!("cmd-word-roll"),
        short: msg!("cmd-word-roll.short"),
        help: msg!("cmd-help-roll"),
        topic: Topic::Play,
    },
    Command {
        id: CommandId::Double,
        word: msg!("cmd-word-double"),
        short: msg!("cmd-word-double.short"),
        help: msg!("cmd-help-double"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Accept,
        word: msg!("cmd-word-accept"),
        short: msg!("cmd-word-accept.short"),
        help: msg!("cmd-help-accept"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Refuse,
        word: msg!("cmd-word-refuse"),
        short: msg!("cmd-word-refuse.short"),
        help: msg!("cmd-help-refuse"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Beaver,
        word: msg!("cmd-word-beaver"),
        short: msg!("cmd-word-beaver.short"),
        help: msg!("cmd-help-beaver"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Cube,
        word: msg!("cmd-word-cube"),
        short: msg!("cmd-word-cube.short"),
        help: msg!("cmd-help-cube"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Score,
        word: msg!("cmd-word-score"),
        short: msg!("cmd-word-score.short"),
        help: msg!("cmd-help-score"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Resign,
        word: msg!("cmd-word-resign"),
        short: msg!("cmd-word-resign.short"),
        help: msg!("cmd-help-resign"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::History,
        word: msg!("cmd-word-history"),
        short: msg!("cmd-word-history.short"),
        help: msg!("cmd-help-history"),
        topic: Topic::Look,
    },
    Command {
        id: CommandId::Review,
        word: msg!("cmd-word-review"),
        short: msg!("cmd-word-review.short"),
        help: msg!("cmd-help-review"),
        topic: Topic::Learn,
    },
    Command {
        id: CommandId::Replay,
        word: msg!("cmd-word-replay"),
        short: msg!("cmd-word-replay.short"),
        help: msg!("cmd-help-replay"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::Next,
        word: msg!("cmd-word-next"),
        short: msg!("cmd-word-next.short"),
        help: msg!("cmd-help-next"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::Previous,
        word: msg!("cmd-word-previous"),
        short: msg!("cmd-word-previous.short"),
        help: msg!("cmd-help-previous"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::GoTo,
        word: msg!("cmd-word-go-to"),
        short: msg!("cmd-word-go-to.short"),
        help: msg!("cmd-help-go-to"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::Mistakes,
        word: msg!("cmd-word-mistakes"),
        short: msg!("cmd-word-mistakes.short"),
        help: msg!("cmd-help-mistakes"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::End,
        word: msg!("cmd-word-end"),
        short: msg!("cmd-word-end.short"),
        help: msg!("cmd-help-end"),
        topic: Topic::Replay,
    },
    Command {
        id: CommandId::Tutor,
        word: msg!("cmd-word-tutor"),
        short: msg!("cmd-word-tutor.short"),
        help: msg!("cmd-help-tutor"),
        topic: Topic::Learn,
    },
    Command {
        id: CommandId::Id,
        word: msg!("cmd-word-id"),
        short: msg!("cmd-word-id.short"),
        help: msg!("cmd-help-id"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Save,
        word: msg!("cmd-word-save"),
        short: msg!("cmd-word-save.short"),
        help: msg!("cmd-help-save"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Games,
        word: msg!("cmd-word-games"),
        short: msg!("cmd-word-games.short"),
        help: msg!("cmd-help-games"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Load,
        word: msg!("cmd-word-load"),
        short: msg!("cmd-word-load.short"),
        help: msg!("cmd-help-load"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Export,
        word: msg!("cmd-word-export"),
        short: msg!("cmd-word-export.short"),
        help: msg!("cmd-help-export"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Import,
        word: msg!("cmd-word-import"),
        short: msg!("cmd-word-import.short"),
        help: msg!("cmd-help-import"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Transcript,
        word: msg!("cmd-word-transcription"),
        short: msg!("cmd-word-transcription.short"),
        help: msg!("cmd-help-transcription"),
        topic: Topic::Files,
    },
    Command {
        id: CommandId::Time,
        word: msg!("cmd-word-time"),
        short: msg!("cmd-word-time.short"),
        help: msg!("cmd-help-time"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Pause,
        word: msg!("cmd-word-pause"),
        short: msg!("cmd-word-pause.short"),
        help: msg!("cmd-help-pause"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Quit,
        word: msg!("cmd-word-quit"),
        short: msg!("cmd-word-quit.short"),
        help: msg!("cmd-help-quit"),
        topic: Topic::Match,
    },
    Command {
        id: CommandId::Practice,
        word: msg!("cmd-word-practice"),
        short: msg!("cmd-word-practice.short"),
        help: msg!("cmd-help-practice"),
        topic: Topic::Teach,
    },
    Command {
        id: CommandId::Lesson,
        word: msg!("cmd-word-lesson"),
        short: msg!("cmd-word-lesson.short"),
        help: msg!("cmd-help-lesson"),
        topic: Topic::Teach,
    },
    Command {
        id: CommandId::Position,
        word: msg!("cmd-word-position"),
        short: msg!("cmd-word-position.short"),
        help: msg!("cmd-help-position"),
        topic: Topic::Teach,
    },
    Command {
        id: CommandId::Turn,
        word: msg!("cmd-word-turn"),
        short: msg!("cmd-word-turn.short"),
        help: msg!("cmd-help-turn"),
        topic: Topic::Teach,
    },
    Command {
        id: CommandId::Computer,
        word: msg!("cmd-word-computer"),
        short: msg!("cmd-word-computer.short"),
        help: msg!("cmd-help-computer"),
        topic: Topic::Teach,
    },
];

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
