//! What the session and its front ends say about files: which file a command writes, why
//! one could not be read or written, why an imported match was refused, the matches set
//! aside, and what `transcription` asks. Plain data, shared by the session's requests
//! ([`super::MatchEvent::WriteFile`] and the others), the front ends that carry them out
//! (`repl`, `save`), and the words that tell them (`presentation`).

use crate::rules::{BySide, Variant};

/// What `transcription` asks of the front end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptAsk {
    /// `transcription FICHIER`: write everything printed to `path`, what came before too.
    Start { path: String },
    /// `transcription non`: stop writing it.
    Stop,
    /// `transcription` alone: where it goes.
    Where,
}

/// One match set aside, as `parties` tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAsideGame {
    /// Its number in the list, from 1 (the newest).
    pub number: usize,
    /// How long ago it was set aside, in seconds.
    pub age_secs: u64,
    /// Its game; `None` when the file can no longer be read.
    pub variant: Option<Variant>,
    /// The match's length; `None` for a single game or money play.
    pub length: Option<u32>,
    /// Whether it is a single game.
    pub single: bool,
    pub score: BySide<u32>,
    /// Each side's pip count where the game stands: two games set aside at the same
    /// moment, at the same score, still read apart.
    pub pips: BySide<u32>,
}

/// Which file a command writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A tablier save, to resume later.
    Save,
    /// A Jellyfish `.mat` match for other programs.
    Mat,
    /// GNU Backgammon's SGF match.
    Sgf,
}

/// Why a file could not be read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// No such file.
    NotFound,
    /// Not allowed.
    Denied,
    /// Another input/output error.
    Io,
    /// Not a tablier save (another program's file, or not JSON at all).
    Foreign,
    /// A save of a later version of tablier.
    Version,
    /// A tablier save, but damaged: it does not read back to a legal match.
    Damaged,
    /// Jacquet has no `.mat` form.
    NoMatForGame,
    /// The disk (or the user's quota) is full.
    DiskFull,
    /// The file system is mounted read-only.
    ReadOnly,
    /// A folder, where a file was expected.
    Folder,
    /// Not a regular file (a pipe, a device, a socket): never opened, as it could block or
    /// never end.
    Special,
    /// Larger than any save (`save::MAX_FILE_BYTES`): not read.
    TooLarge,
    /// A name no file can have: a NUL byte, or too long.
    BadName,
    /// A symbolic link whose target's folder does not exist: never followed into creating
    /// it.
    DanglingLink,
    /// A save whose checksum does not match its text: changed since tablier wrote it.
    Edited,
    /// A save of version 1, without a checksum: it cannot be told from one edited and
    /// written as version 1 again, so it is not played.
    Unchecked,
}

impl FileProblem {
    /// The selector word of this problem in the messages that tell it.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            FileProblem::NotFound => "not-found",
            FileProblem::Denied => "denied",
            FileProblem::Io => "io",
            FileProblem::Foreign => "foreign",
            FileProblem::Version => "version",
            FileProblem::Damaged => "damaged",
            FileProblem::NoMatForGame => "jacquet",
            FileProblem::DiskFull => "disk-full",
            FileProblem::ReadOnly => "read-only",
            FileProblem::Folder => "folder",
            FileProblem::Special => "special",
            FileProblem::TooLarge => "too-large",
            FileProblem::BadName => "bad-name",
            FileProblem::DanglingLink => "dangling-link",
            FileProblem::Edited => "edited",
            FileProblem::Unchecked => "unchecked",
        }
    }
}

/// Why a file could not be imported, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The line of the file, from 1; 0 when the problem is the whole file.
    pub line: usize,
    pub problem: ImportProblem,
}

/// What is wrong in an imported file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportProblem {
    /// The file could not be read at all.
    File(FileProblem),
    /// Neither an SGF game of backgammon nor a `.mat` match.
    NotAMatch,
    /// An SGF file broken off or malformed (an unclosed value or game).
    Syntax,
    /// The value of SGF property `name` cannot be read.
    Property { name: String },
    /// A game gnubg plays that tablier does not (one- and two-checker Hypergammon), by the
    /// name the file gives it.
    UnknownGame { name: String },
    /// A line of a `.mat` file that is not one of its lines.
    BadLine { text: String },
    /// A move that is not legal in the position it is played from, as written.
    IllegalMove { text: String },
    /// A side plays, doubles or answers when it is not its moment.
    OutOfTurn { text: String },
    /// A cube action out of place (a take without a double, a double where none may be).
    Cube { text: String },
    /// A result the game's record does not give (a win while both still play, points
    /// that are no resignation).
    Result { text: String },
    /// The file holds no game.
    NoGame,
    /// Game `number` (from 1) stops with no result (no win, no resignation, no drop) before
    /// the next game of the file begins.
    Unfinished { number: String },
    /// Bytes that are no text (UTF-8), from this line on.
    NotText,
    /// An action the match's rules refuse where it stands (replayed as a save is): a
    /// double where none may be (the Crawford game, a cube owned by the other side), a
    /// resignation out of place, a game after the match's end.
    Refused,
}

impl ImportProblem {
    /// The selector word of this problem in the message that tells it.
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            ImportProblem::File(_) => "file",
            ImportProblem::NotAMatch => "not-a-match",
            ImportProblem::Syntax => "syntax",
            ImportProblem::Property { .. } => "property",
            ImportProblem::UnknownGame { .. } => "unknown-game",
            ImportProblem::BadLine { .. } => "bad-line",
            ImportProblem::IllegalMove { .. } => "illegal-move",
            ImportProblem::OutOfTurn { .. } => "out-of-turn",
            ImportProblem::Cube { .. } => "cube",
            ImportProblem::Result { .. } => "result",
            ImportProblem::NoGame => "no-game",
            ImportProblem::Unfinished { .. } => "unfinished",
            ImportProblem::NotText => "not-text",
            ImportProblem::Refused => "refused",
        }
    }

    /// The text the problem is about (a move, a property, a line), empty when none.
    #[must_use]
    pub fn text(&self) -> &str {
        match self {
            ImportProblem::Property { name: text }
            | ImportProblem::UnknownGame { name: text }
            | ImportProblem::BadLine { text }
            | ImportProblem::IllegalMove { text }
            | ImportProblem::OutOfTurn { text }
            | ImportProblem::Cube { text }
            | ImportProblem::Result { text }
            | ImportProblem::Unfinished { number: text } => text,
            _ => "",
        }
    }
}
