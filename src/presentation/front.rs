//! What a front end tells its reader besides the session's events: what came of the
//! session's requests (a file written, loaded or imported, the transcript, the matches set
//! aside) and what it did on its own (the automatic save). Plain data like the events, told
//! in order with them ([`Told`]) and in words by the same [`Renderer`] (messages in
//! `match.ftl`): the session never builds these, each front end does.

use crate::session::Event;
use crate::session::files::{FileKind, FileProblem, ImportError, ImportProblem, SetAsideGame};

use super::{Renderer, Said, Txt, int, key, yes_no};

/// What a front end did, to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrontEvent {
    /// The front end imported `games` games from `path`: the match goes on from its end
    /// (`over`: it is over, to read back).
    Imported {
        path: String,
        games: usize,
        over: bool,
    },
    /// `path` could not be imported: the line and the problem; nothing changed.
    ImportFailed { path: String, error: ImportError },
    /// The front end wrote `path`.
    FileWritten { kind: FileKind, path: String },
    /// The front end loaded `path`: the match (or the `single` game) goes on from there.
    FileLoaded { path: String, single: bool },
    /// Reading or writing `path` failed.
    FileFailed { path: String, why: FileProblem },
    /// The session ends with the match (or the `single` game) unfinished: it is saved,
    /// `--reprendre` resumes it.
    SavedForLater { single: bool },
    /// The automatic save to `path` failed, for `why`: the player is told at once, and where
    /// else the match can be saved.
    AutosaveFailed { path: String, why: FileProblem },
    /// The automatic save to `path` works again after a failure.
    AutosaveWorks { path: String },
    /// The session ends while the automatic save fails: `--reprendre` would not find the
    /// match as it stands.
    NotSavedForLater { why: FileProblem },
    /// The automatic save held an unfinished match (or the `single` game; or, `readable`
    /// false, a file that is not a save that can be resumed): it was kept under another
    /// name, beside it. Told in words: a path is no routine thing to hear (`parties` lists
    /// what was set aside).
    SetAside { readable: bool, single: bool },
    /// Another match was to be loaded or imported, and the match in play could not be set
    /// aside beside the automatic save `path`, for `why`: nothing was loaded, the match in
    /// play goes on.
    InPlayNotSetAside { path: String, why: FileProblem },
    /// Speech was asked for and no voice answers: it stays off.
    NoVoice,
    /// Everything printed so far, and from now on, goes to `path`.
    TranscriptStarted { path: String },
    /// The transcript to `path` is closed.
    TranscriptStopped { path: String },
    /// Where the transcript goes: `None` when none is written.
    TranscriptState { path: Option<String> },
    /// The transcript to `path` could not be written, for `why`; `midway`: it had been
    /// written until now, and stops there (else it could not be started). The game goes on.
    TranscriptFailed {
        path: String,
        why: FileProblem,
        midway: bool,
    },
    /// The matches set aside, newest first, numbered from 1.
    SetAsideList { games: Vec<SetAsideGame> },
    /// The front end loaded the match set aside under `number`: it goes on from there.
    SetAsideLoaded { number: usize },
    /// No match is set aside under `number`; `count` are.
    NoSuchSetAside { number: usize, count: usize },
    /// The match set aside under `number` could not be loaded.
    SetAsideFailed { number: usize, why: FileProblem },
    /// What became of the settings file.
    Settings(SettingsFile),
}

/// What became of the settings file (`réglages sauver`, or the file read at the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsFile {
    /// The file is written; `set_aside`: a file there that could not be read was kept
    /// aside under another name first.
    Saved { set_aside: bool },
    /// The file could not be written.
    NotSaved { why: FileProblem },
    /// The file at the start could not be read: it is ignored, the defaults hold.
    Ignored { trouble: SettingsTrouble },
}

/// Why the settings file was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsTrouble {
    /// The file itself: a folder, a special file, too large, not text, not allowed…
    File(FileProblem),
    /// Line `line` is not `key = value`.
    Syntax { line: usize },
    /// Line `line` names no setting.
    UnknownKey { line: usize },
    /// Line `line` gives a value its setting cannot take.
    BadValue { line: usize },
}

/// One thing told to the reader, in the order it happened: an event of the session, or one
/// of its front end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    Session(Event),
    Front(FrontEvent),
}

impl From<Event> for Told {
    fn from(event: Event) -> Told {
        Told::Session(event)
    }
}

impl From<FrontEvent> for Told {
    fn from(event: FrontEvent) -> Told {
        Told::Front(event)
    }
}

fn file_key(kind: FileKind) -> &'static str {
    match kind {
        FileKind::Save => "save",
        FileKind::Mat => "mat",
        FileKind::Sgf => "sgf",
    }
}

impl Renderer<'_> {
    /// What to show and what to say for `told`.
    #[must_use]
    pub fn told(&self, told: &Told) -> Said {
        match told {
            Told::Session(event) => self.render(event),
            Told::Front(event) => self.front(event),
        }
    }

    /// What to show and what to say for what the front end did.
    #[must_use]
    pub fn front(&self, event: &FrontEvent) -> Said {
        Said::of(&self.front_lines(event))
    }

    /// What the front end did, by family: the files, the saves, the transcript, the matches
    /// set aside. Each family's method takes only the events routed to it here.
    fn front_lines(&self, event: &FrontEvent) -> Vec<Txt> {
        match event {
            FrontEvent::Imported { .. }
            | FrontEvent::ImportFailed { .. }
            | FrontEvent::FileWritten { .. }
            | FrontEvent::FileLoaded { .. }
            | FrontEvent::FileFailed { .. } => self.file_lines(event),
            FrontEvent::SavedForLater { .. }
            | FrontEvent::AutosaveFailed { .. }
            | FrontEvent::AutosaveWorks { .. }
            | FrontEvent::NotSavedForLater { .. }
            | FrontEvent::SetAside { .. } => self.save_lines(event),
            FrontEvent::TranscriptStarted { .. }
            | FrontEvent::TranscriptStopped { .. }
            | FrontEvent::TranscriptState { .. }
            | FrontEvent::TranscriptFailed { .. } => self.transcript_lines(event),
            FrontEvent::SetAsideList { .. }
            | FrontEvent::SetAsideLoaded { .. }
            | FrontEvent::NoSuchSetAside { .. }
            | FrontEvent::SetAsideFailed { .. }
            | FrontEvent::InPlayNotSetAside { .. } => self.set_aside_lines(event),
            FrontEvent::Settings(file) => self.settings_file(*file),
            FrontEvent::NoVoice => vec![self.msg("settings-speech-no-voice", &[])],
        }
    }

    /// A file imported, written or loaded, or not.
    fn file_lines(&self, event: &FrontEvent) -> Vec<Txt> {
        match event {
            FrontEvent::Imported { path, games, over } => vec![self.msg(
                "import-done",
                &[
                    ("path", Txt::path(path).into()),
                    ("games", int(*games as i64)),
                    ("over", key(if *over { "yes" } else { "no" })),
                ],
            )],
            FrontEvent::ImportFailed { path, error } => vec![self.import_failed(path, error)],
            FrontEvent::FileWritten { kind, path } => vec![self.msg(
                "match-file-written",
                &[
                    ("kind", key(file_key(*kind))),
                    ("path", Txt::path(path).into()),
                ],
            )],
            FrontEvent::FileLoaded { path, single } => vec![self.msg(
                "match-file-loaded",
                &[
                    ("path", Txt::path(path).into()),
                    ("single", key(yes_no(*single))),
                ],
            )],
            FrontEvent::FileFailed { path, why } => vec![self.msg(
                "match-file-failed",
                &[("path", Txt::path(path).into()), ("why", key(why.key()))],
            )],
            _ => unreachable!("not about the files: {event:?}"),
        }
    }

    /// The match saved for later, or not; the automatic save failing, working again, or
    /// setting aside what it found.
    fn save_lines(&self, event: &FrontEvent) -> Vec<Txt> {
        match event {
            // The eye reads the option to type; the ear hears it in words (issue 30, item 9).
            FrontEvent::SavedForLater { single } => vec![self.msg2(
                "match-saved-for-later",
                Some("match-saved-for-later.ear"),
                &[("single", key(yes_no(*single)))],
            )],
            FrontEvent::AutosaveFailed { path, why } => vec![self.msg(
                "match-autosave-failed",
                &[("path", Txt::path(path).into()), ("why", key(why.key()))],
            )],
            FrontEvent::AutosaveWorks { path } => {
                vec![self.msg("match-autosave-works", &[("path", Txt::path(path).into())])]
            }
            FrontEvent::NotSavedForLater { why } => {
                vec![self.msg2(
                    "match-not-saved-for-later",
                    Some("match-not-saved-for-later.ear"),
                    &[("why", key(why.key()))],
                )]
            }
            FrontEvent::SetAside { readable, single } => vec![self.msg(
                if *readable {
                    "match-set-aside"
                } else {
                    "match-set-aside-unreadable"
                },
                &[("single", key(yes_no(*single)))],
            )],
            _ => unreachable!("not about the saves: {event:?}"),
        }
    }

    /// The transcript started, stopped, asked for, or failing.
    fn transcript_lines(&self, event: &FrontEvent) -> Vec<Txt> {
        match event {
            FrontEvent::TranscriptStarted { path } => vec![self.msg(
                "match-transcript-started",
                &[("path", Txt::path(path).into())],
            )],
            FrontEvent::TranscriptStopped { path } => vec![self.msg(
                "match-transcript-stopped",
                &[("path", Txt::path(path).into())],
            )],
            FrontEvent::TranscriptState { path: Some(path) } => vec![self.msg(
                "match-transcript-where",
                &[("path", Txt::path(path).into())],
            )],
            FrontEvent::TranscriptState { path: None } => {
                vec![self.msg("match-transcript-none", &[])]
            }
            FrontEvent::TranscriptFailed { path, why, midway } => vec![self.msg(
                "match-transcript-failed",
                &[
                    ("path", Txt::path(path).into()),
                    ("why", key(why.key())),
                    ("midway", key(if *midway { "yes" } else { "no" })),
                ],
            )],
            _ => unreachable!("not about the transcript: {event:?}"),
        }
    }

    /// The matches set aside: the list, one loaded, or not.
    fn set_aside_lines(&self, event: &FrontEvent) -> Vec<Txt> {
        match event {
            FrontEvent::SetAsideList { games } => {
                let mut lines =
                    vec![self.msg("match-games-title", &[("count", int(games.len() as i64))])];
                lines.extend(games.iter().map(|game| self.set_aside_game(game)));
                lines
            }
            FrontEvent::SetAsideLoaded { number } => {
                vec![self.msg("match-games-loaded", &[("number", int(*number as i64))])]
            }
            FrontEvent::NoSuchSetAside { number, count } => vec![self.msg(
                "match-games-none-such",
                &[
                    ("number", int(*number as i64)),
                    ("count", int(*count as i64)),
                ],
            )],
            FrontEvent::SetAsideFailed { number, why } => vec![self.msg(
                "match-games-failed",
                &[("number", int(*number as i64)), ("why", key(why.key()))],
            )],
            FrontEvent::InPlayNotSetAside { path, why } => vec![self.msg(
                "match-in-play-not-set-aside",
                &[("path", Txt::path(path).into()), ("why", key(why.key()))],
            )],
            _ => unreachable!("not about the matches set aside: {event:?}"),
        }
    }

    /// Why an import failed: the file's own problem as for any file, else the line (when
    /// there is one), the problem and the text it is about.
    fn import_failed(&self, path: &str, error: &ImportError) -> Txt {
        let path = Txt::path(path);
        if let ImportProblem::File(why) = error.problem {
            return self.msg(
                "match-file-failed",
                &[("path", path.into()), ("why", key(why.key()))],
            );
        }
        self.msg(
            "import-failed",
            &[
                ("path", path.into()),
                ("line", int(error.line as i64)),
                ("why", key(error.problem.key())),
                (
                    "text",
                    Txt::same(self.loc.quote(error.problem.text())).into(),
                ),
            ],
        )
    }

    /// One line of `parties`: its number, its game and score, and how long ago it was set
    /// aside (a relative time: no time zone to get wrong).
    fn set_aside_game(&self, game: &SetAsideGame) -> Txt {
        let Some(variant) = game.variant else {
            return self.msg(
                "match-games-unreadable",
                &[("number", int(game.number as i64))],
            );
        };
        let minutes = game.age_secs / 60;
        let (unit, count) = match minutes {
            0..60 => ("minutes", minutes),
            60..1440 => ("hours", minutes / 60),
            _ => ("days", minutes / 1440),
        };
        let name = Txt::same(self.loc.tr(format!("game-name-{}", variant.name())));
        self.msg(
            "match-games-line",
            &[
                ("number", int(game.number as i64)),
                ("game", name.into()),
                ("single", key(yes_no(game.single))),
                ("length", int(game.length.unwrap_or(0))),
                ("green", int(game.score.green)),
                ("black", int(game.score.black)),
                ("green-pips", int(game.pips.green)),
                ("black-pips", int(game.pips.black)),
                ("unit", key(unit)),
                ("ago", int(i64::try_from(count).unwrap_or(i64::MAX))),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localizer, vocabulary};
    use crate::rules::{BySide, Variant};
    use crate::session::{NewGame, Settings};

    /// What the reader sees and hears of `event` in `lang`.
    fn told(lang: Lang, event: FrontEvent) -> Said {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&NewGame::new(lang, Variant::Backgammon));
        Renderer::new(&loc, &vocab, settings).front(&event)
    }

    #[test]
    fn a_save_too_large_to_read_back_is_told_as_such_and_not_sent_elsewhere() {
        for (lang, size, elsewhere, not_saved) in [
            (Lang::Fr, "16 Mo", "ailleurs", "trop grosse"),
            (Lang::En, "16 MB", "elsewhere", "too large"),
        ] {
            let failed = told(
                lang,
                FrontEvent::AutosaveFailed {
                    path: "/tmp/x/partie-en-cours.json".to_owned(),
                    why: FileProblem::TooLarge,
                },
            );
            let line = failed.display.join(" ");
            // Saving elsewhere would be as large: the advice is not given.
            assert!(line.contains(size) && !line.contains(elsewhere), "{line}");
            let at_the_end = told(
                lang,
                FrontEvent::NotSavedForLater {
                    why: FileProblem::TooLarge,
                },
            );
            assert!(
                at_the_end.display.join(" ").contains(not_saved),
                "{at_the_end:?}"
            );
            assert!(at_the_end.spoken.contains(not_saved), "{at_the_end:?}");
            // Any other failure still says where else to save.
            let full = told(
                lang,
                FrontEvent::AutosaveFailed {
                    path: "/tmp/x/partie-en-cours.json".to_owned(),
                    why: FileProblem::DiskFull,
                },
            );
            assert!(full.display.join(" ").contains(elsewhere), "{full:?}");
        }
    }

    #[test]
    fn a_file_is_shown_with_its_folders_and_said_by_its_name_alone() {
        let path = "/home/ana/zq7/match.sgf".to_owned();
        let events = [
            FrontEvent::FileWritten {
                kind: FileKind::Sgf,
                path: path.clone(),
            },
            FrontEvent::FileWritten {
                kind: FileKind::Save,
                path: path.clone(),
            },
            FrontEvent::FileLoaded {
                path: path.clone(),
                single: false,
            },
            FrontEvent::FileFailed {
                path: path.clone(),
                why: FileProblem::NotFound,
            },
            FrontEvent::Imported {
                path: path.clone(),
                games: 2,
                over: false,
            },
            FrontEvent::TranscriptStarted { path: path.clone() },
            FrontEvent::TranscriptStopped { path: path.clone() },
            FrontEvent::TranscriptState {
                path: Some(path.clone()),
            },
            FrontEvent::AutosaveWorks { path: path.clone() },
        ];
        for lang in [Lang::Fr, Lang::En] {
            for event in &events {
                let said = told(lang, event.clone());
                assert!(said.display.join(" ").contains(&path), "{said:?}");
                assert!(said.spoken.contains("match.sgf"), "{said:?}");
                assert!(!said.spoken.contains('/'), "{said:?}");
                assert!(!said.spoken.contains("zq7"), "{said:?}");
            }
        }
    }

    #[test]
    fn an_import_error_quotes_a_megabyte_line_in_a_few_dozen_characters() {
        let text = "36: 24/18 13/10 ".repeat(65_000);
        assert!(text.len() > 1_000_000);
        for lang in [Lang::Fr, Lang::En] {
            let said = told(
                lang,
                FrontEvent::ImportFailed {
                    path: "match.mat".to_owned(),
                    error: ImportError {
                        line: 12,
                        problem: ImportProblem::BadLine { text: text.clone() },
                    },
                },
            );
            let shown = said.display.join("\n");
            assert!(shown.chars().count() < 200, "{shown}");
            assert!(shown.contains("36: 24/18 13/10 36: 24/18…"), "{shown}");
            assert!(said.spoken.chars().count() < 200, "{}", said.spoken);
        }
    }

    #[test]
    fn the_resume_option_is_shown_at_quit_and_said_in_words() {
        for lang in [Lang::Fr, Lang::En] {
            for event in [
                FrontEvent::SavedForLater { single: true },
                FrontEvent::SavedForLater { single: false },
                FrontEvent::NotSavedForLater {
                    why: FileProblem::DiskFull,
                },
            ] {
                let said = told(lang, event);
                assert!(said.display.join(" ").contains("tablier --"), "{said:?}");
                assert!(!said.spoken.contains("--"), "{said:?}");
                assert!(!said.spoken.contains("tablier"), "{said:?}");
                let option = if lang == Lang::Fr {
                    "l'option reprendre"
                } else {
                    "the resume option"
                };
                assert!(said.spoken.contains(option), "{said:?}");
            }
        }
    }

    #[test]
    fn two_games_set_aside_at_the_same_moment_and_score_read_apart_by_their_pips() {
        let game = |number: usize, green: u32| SetAsideGame {
            number,
            age_secs: 5,
            variant: Some(Variant::Backgammon),
            length: None,
            single: true,
            score: BySide::default(),
            pips: BySide { green, black: 167 },
        };
        let list = || FrontEvent::SetAsideList {
            games: vec![game(1, 140), game(2, 167)],
        };
        let fr = told(Lang::Fr, list()).display;
        assert_eq!(
            fr[1..],
            [
                "1 : backgammon, partie seule, pips Vert 140, Noir 167, à l'instant.",
                "2 : backgammon, partie seule, pips Vert 167, Noir 167, à l'instant."
            ]
        );
        let en = told(Lang::En, list()).display;
        assert_eq!(
            en[1],
            "1: backgammon, single game, pips Green 140, Black 167, just now."
        );
    }
}
