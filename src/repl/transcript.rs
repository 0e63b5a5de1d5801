//! `transcription FICHIER` (`--transcription FICHIER`): everything the session printed, in
//! plain UTF-8 lines, so that a learner can read a lesson or a game again on a braille
//! display. The speech log is not that file: spoken text is written for the ear, the
//! transcript is what the eye and the braille display were given, the prompts and the lines
//! typed after them included, as they appeared.
//!
//! The lines printed before the transcript was asked for are kept (up to [`MAX_KEPT`] bytes,
//! the oldest dropped first), so that `transcription` typed at the end of a lesson still
//! writes the whole lesson. Each line is written and flushed as it is printed: a session
//! that ends badly leaves every line printed before.

use std::collections::VecDeque;
use std::fs::File;
use std::io::Write;
use std::path::Path;

use crate::presentation::{FrontEvent, Told};
use crate::session::{Event, FileProblem, MatchEvent, TranscriptAsk};

/// How many bytes of printed lines are kept for a transcript started later: many hours of
/// play.
pub const MAX_KEPT: usize = 8 * 1024 * 1024;

/// The printed lines, and the file they go to once asked for.
#[derive(Default)]
pub struct Transcript {
    kept: VecDeque<String>,
    kept_bytes: usize,
    file: Option<(String, File)>,
}

impl Transcript {
    /// Notes the printed `line`: kept, and written to the transcript if one is open. A write
    /// that fails stops the transcript; the problem is returned, to be told at once.
    pub fn record(&mut self, line: &str) -> Option<FrontEvent> {
        let line = plain(line);
        let failed = match &mut self.file {
            Some((path, file)) => writeln!(file, "{line}")
                .and_then(|()| file.flush())
                .err()
                .map(|e| (path.clone(), crate::save::io_problem(e))),
            None => None,
        };
        self.keep(line);
        failed.map(|(path, why)| {
            self.file = None;
            FrontEvent::TranscriptFailed {
                path,
                why,
                midway: true,
            }
        })
    }

    fn keep(&mut self, line: String) {
        self.kept_bytes += line.len() + 1;
        self.kept.push_back(line);
        while self.kept_bytes > MAX_KEPT {
            match self.kept.pop_front() {
                Some(old) => self.kept_bytes -= old.len() + 1,
                None => break,
            }
        }
    }

    /// Starts the transcript in `path`: the lines kept so far, then every line printed.
    ///
    /// # Errors
    /// Why `path` cannot be written; the transcript open before, if any, goes on.
    pub fn start(&mut self, path: &str) -> Result<(), FileProblem> {
        let mut file = crate::save::create_log(Path::new(path))?;
        let mut text = String::with_capacity(self.kept_bytes);
        for line in &self.kept {
            text.push_str(line);
            text.push('\n');
        }
        file.write_all(text.as_bytes())
            .and_then(|()| file.flush())
            .map_err(crate::save::io_problem)?;
        self.file = Some((path.to_owned(), file));
        Ok(())
    }

    /// Writes `lines`, the words that tell the transcript started, before they are printed:
    /// kept and written when they can be; else the transcript is closed, nothing kept, and
    /// the problem returned, so that the start is told as failed and nothing else.
    ///
    /// # Errors
    /// Why the transcript's file cannot be written.
    pub fn record_start(&mut self, lines: &[String]) -> Result<(), FileProblem> {
        if let Some((_, file)) = &mut self.file {
            let mut text = String::new();
            for line in lines {
                text.push_str(&plain(line));
                text.push('\n');
            }
            if let Err(e) = file.write_all(text.as_bytes()).and_then(|()| file.flush()) {
                self.file = None;
                return Err(crate::save::io_problem(e));
            }
        }
        for line in lines {
            self.keep(plain(line));
        }
        Ok(())
    }

    /// The lines kept for a transcript started later.
    #[cfg(all(test, target_os = "linux"))]
    pub fn kept(&self) -> Vec<String> {
        self.kept.iter().cloned().collect()
    }

    /// A transcript already writing to `file` (a test's full disk, Linux's `/dev/full`).
    #[cfg(all(test, target_os = "linux"))]
    pub fn writing_to(path: &str, file: File) -> Transcript {
        Transcript {
            file: Some((path.to_owned(), file)),
            ..Transcript::default()
        }
    }

    /// Carries out the transcript requests among `events`, each followed by what came of it.
    pub fn carry_out(&mut self, told: Vec<Told>) -> Vec<Told> {
        let mut out = Vec::with_capacity(told.len());
        for told in told {
            let answer = match &told {
                Told::Session(Event::Match(MatchEvent::Transcript(ask))) => Some(self.answer(ask)),
                _ => None,
            };
            out.push(told);
            out.extend(answer.map(Told::Front));
        }
        out
    }

    fn answer(&mut self, ask: &TranscriptAsk) -> FrontEvent {
        match ask {
            TranscriptAsk::Start { path } => match self.start(path) {
                Ok(()) => FrontEvent::TranscriptStarted { path: path.clone() },
                Err(why) => FrontEvent::TranscriptFailed {
                    path: path.clone(),
                    why,
                    midway: false,
                },
            },
            TranscriptAsk::Stop => match self.file.take() {
                Some((path, _)) => FrontEvent::TranscriptStopped { path },
                None => FrontEvent::TranscriptState { path: None },
            },
            TranscriptAsk::Where => FrontEvent::TranscriptState {
                path: self.file.as_ref().map(|(path, _)| path.clone()),
            },
        }
    }
}

/// `line` as plain text: no control characters (an escape sequence would reach a braille
/// display as noise), tabs kept.
fn plain(line: &str) -> String {
    line.chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tablier-transcript-{name}-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn a_transcript_started_late_holds_what_was_printed_before_and_after() {
        let dir = scratch("late");
        let path = dir.join("lecon.txt");
        let mut transcript = Transcript::default();
        transcript.record("Bienvenue.");
        transcript.record("> plateau");
        transcript
            .start(path.to_str().expect("UTF-8"))
            .expect("written");
        transcript.record("Vert : V6 (5v)");
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(text, "Bienvenue.\n> plateau\nVert : V6 (5v)\n");
    }

    #[test]
    fn escape_sequences_never_reach_the_transcript() {
        let dir = scratch("plain");
        let path = dir.join("t.txt");
        let mut transcript = Transcript::default();
        transcript
            .start(path.to_str().expect("UTF-8"))
            .expect("written");
        transcript.record("\u{1b}[1mDés\u{1b}[0m : 6-3\r");
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(text, "[1mDés[0m : 6-3\n");
        assert!(!text.contains('\u{1b}'));
    }

    #[test]
    fn a_folder_is_refused_and_nothing_is_started() {
        let dir = scratch("folder");
        let mut transcript = Transcript::default();
        let events = transcript.carry_out(vec![Told::Session(Event::Match(
            MatchEvent::Transcript(TranscriptAsk::Start {
                path: dir.to_str().expect("UTF-8").to_owned(),
            }),
        ))]);
        assert!(matches!(
            events.last(),
            Some(Told::Front(FrontEvent::TranscriptFailed {
                why: FileProblem::Folder,
                ..
            }))
        ));
        let state = transcript.carry_out(vec![Told::Session(Event::Match(
            MatchEvent::Transcript(TranscriptAsk::Where),
        ))]);
        assert_eq!(
            state.last(),
            Some(&Told::Front(FrontEvent::TranscriptState { path: None }))
        );
    }

    #[test]
    fn only_the_newest_lines_are_kept_beyond_the_bound() {
        let mut transcript = Transcript::default();
        let line = "x".repeat(1023);
        for _ in 0..(MAX_KEPT / 1024 + 10) {
            transcript.record(&line);
        }
        assert!(transcript.kept_bytes <= MAX_KEPT);
        assert_eq!(transcript.kept.len(), MAX_KEPT / 1024);
    }

    #[test]
    fn stopping_closes_the_file_and_says_where_it_was() {
        let dir = scratch("stop");
        let path = dir.join("t.txt");
        let path = path.to_str().expect("UTF-8").to_owned();
        let mut transcript = Transcript::default();
        transcript.start(&path).expect("written");
        let events = transcript.carry_out(vec![Told::Session(Event::Match(
            MatchEvent::Transcript(TranscriptAsk::Stop),
        ))]);
        assert_eq!(
            events.last(),
            Some(&Told::Front(FrontEvent::TranscriptStopped { path }))
        );
        transcript.record("after");
        assert!(transcript.file.is_none());
    }
}
