//! Never a file replaced without asking (issue 32, item 1): `sauver F`, `exporter F`,
//! `transcription F` and `--transcription F` write over `F` only when tablier wrote it itself
//! in this session, or when the player said yes to replacing it.
//!
//! The front end knows which files exist and which it wrote; the session asks the question
//! ([`Session::ask_before_replacing`]) and gives the request back, confirmed, on yes. A folder
//! or a special file is never replaced at all: the writers refuse them
//! ([`crate::save::write_atomic`], [`crate::save::create_log`]).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::presentation::{FrontEvent, Told};
use crate::session::{Event, MatchEvent, Session, TranscriptAsk};

/// The files written in this session, which are replaced again without asking.
#[derive(Debug, Default)]
pub struct Replacing {
    written: HashSet<PathBuf>,
}

impl Replacing {
    /// The requests of `events` that may go ahead: one that would write over a file that
    /// exists, and that this session did not write, is held back and the player asked
    /// instead; one the player confirmed comes back as the request itself.
    pub fn hold_back(&mut self, session: &mut Session, events: Vec<Event>) -> Vec<Event> {
        let mut out = Vec::with_capacity(events.len());
        for event in events {
            match event {
                Event::Match(MatchEvent::ReplaceConfirmed { request }) => {
                    if let Some(path) = written_by(&request) {
                        self.remember(Path::new(path));
                    }
                    out.push(Event::Match(*request));
                }
                Event::Match(request) => match written_by(&request) {
                    Some(path) if self.asks(Path::new(path)) => {
                        let path = path.to_owned();
                        out.push(session.ask_before_replacing(request, path));
                    }
                    _ => out.push(Event::Match(request)),
                },
                event => out.push(event),
            }
        }
        out
    }

    /// Notes the files that `told` says were written, so that they are replaced again
    /// without asking (a transcript restarted, a save made twice).
    pub fn note_written(&mut self, told: &[Told]) {
        for told in told {
            if let Told::Front(
                FrontEvent::FileWritten { path, .. } | FrontEvent::TranscriptStarted { path },
            ) = told
            {
                self.remember(Path::new(path));
            }
        }
    }

    /// Whether writing to `path` must be asked first: a regular file is there, and this
    /// session did not write it. A folder or a special file is left to the writer, which
    /// refuses it in words.
    fn asks(&self, path: &Path) -> bool {
        let Ok(meta) = std::fs::metadata(path) else {
            return false;
        };
        meta.is_file() && !self.written.contains(&identity(path))
    }

    fn remember(&mut self, path: &Path) {
        self.written.insert(identity(path));
    }
}

/// The file a request writes, if it writes one.
fn written_by(request: &MatchEvent) -> Option<&str> {
    match request {
        MatchEvent::WriteFile { path, .. }
        | MatchEvent::Transcript(TranscriptAsk::Start { path }) => Some(path),
        _ => None,
    }
}

/// One name for a file however it was written (`./a.sgf`, `a.sgf`, through a link): its
/// canonical path where it exists.
fn identity(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Variant;
    use crate::session::{FileKind, NewGame};

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tablier-replacing-{name}-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    fn session() -> Session {
        let mut session = Session::new(&NewGame {
            seed: Some(1),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        session
    }

    fn save_to(path: &Path) -> Event {
        Event::Match(MatchEvent::WriteFile {
            kind: FileKind::Save,
            path: path.display().to_string(),
            earlier: false,
        })
    }

    #[test]
    fn a_file_that_exists_is_replaced_only_after_the_player_says_yes() {
        let dir = scratch("yes");
        let lesson = dir.join("lecon.txt");
        std::fs::write(&lesson, "une leçon").unwrap();
        let mut replacing = Replacing::default();
        let mut session = session();
        let held = replacing.hold_back(&mut session, vec![save_to(&lesson)]);
        assert!(
            matches!(&held[..], [Event::Match(MatchEvent::ReplaceAsked { .. })]),
            "{held:?}"
        );
        let answered = session.handle("oui");
        let released = replacing.hold_back(&mut session, answered);
        assert_eq!(released, [save_to(&lesson)]);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn no_or_another_command_keeps_the_file_and_the_command_is_carried_out() {
        let dir = scratch("no");
        let lesson = dir.join("lecon.txt");
        std::fs::write(&lesson, "une leçon").unwrap();
        let mut replacing = Replacing::default();
        for answer in ["non", "pips"] {
            let mut session = session();
            let _ = replacing.hold_back(&mut session, vec![save_to(&lesson)]);
            let answered = session.handle(answer);
            let released = replacing.hold_back(&mut session, answered);
            assert!(
                matches!(
                    &released[0],
                    Event::Match(MatchEvent::ReplaceDeclined { .. })
                ),
                "{answer}: {released:?}"
            );
            assert!(
                !released
                    .iter()
                    .any(|e| matches!(e, Event::Match(MatchEvent::WriteFile { .. }))),
                "{answer}: {released:?}"
            );
            // `pips` was a command: it is answered too.
            assert_eq!(released.len() > 1, answer == "pips", "{released:?}");
        }
        assert_eq!(std::fs::read_to_string(&lesson).unwrap(), "une leçon");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_new_file_or_one_written_in_this_session_is_written_without_asking() {
        let dir = scratch("new");
        let file = dir.join("match.json");
        let mut replacing = Replacing::default();
        let mut session = session();
        assert_eq!(
            replacing.hold_back(&mut session, vec![save_to(&file)]),
            [save_to(&file)]
        );
        std::fs::write(&file, "{}").unwrap();
        replacing.note_written(&[Told::Front(FrontEvent::FileWritten {
            kind: FileKind::Save,
            path: file.display().to_string(),
        })]);
        // Named another way, it is the same file.
        let again = dir.join(".").join("match.json");
        assert_eq!(
            replacing.hold_back(&mut session, vec![save_to(&again)]),
            [save_to(&again)]
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_transcript_over_an_existing_file_is_asked_too() {
        let dir = scratch("transcript");
        let file = dir.join("notes.txt");
        std::fs::write(&file, "mes notes").unwrap();
        let mut replacing = Replacing::default();
        let mut session = session();
        let start = Event::Match(MatchEvent::Transcript(TranscriptAsk::Start {
            path: file.display().to_string(),
        }));
        let held = replacing.hold_back(&mut session, vec![start]);
        assert!(
            matches!(&held[..], [Event::Match(MatchEvent::ReplaceAsked { .. })]),
            "{held:?}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
