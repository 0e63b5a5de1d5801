//! The files the server sends to be written on this machine (`exporter N f.sgf`,
//! `docs/protocole.md` §5): received whole by [`crate::net::file::Receiver`], then written
//! here once the server's answer has ended, as the local `exporter` writes — atomically
//! ([`crate::save::write_atomic`]), never over a file that exists without asking with the
//! local game's question, and told in the local game's words with the path written.
//!
//! Only a name the player typed is written: a file is taken only when the last line sent
//! ends with its name, so that a server cannot write where the player did not ask.

use std::path::Path;

use crate::net::file::Received;
use crate::presentation::{FrontEvent, Renderer, Said};
use crate::rules::Variant;
use crate::save;
use crate::session::{Event, FileKind, MatchEvent, NewGame, Settings};

use super::Client;

/// The kind a name asks for: SGF for `.sgf`, else `.mat` (the server sends no other).
fn kind_of(name: &str) -> FileKind {
    let sgf = Path::new(name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf"));
    if sgf { FileKind::Sgf } else { FileKind::Mat }
}

/// Whether the player's last line `sent` asked for a file named `name`.
fn asked_for(sent: &str, name: &str) -> bool {
    !name.trim().is_empty() && sent.trim_end().ends_with(name.trim_end())
}

impl Client {
    /// Writes the files received with the last answer.
    pub(super) fn write_files(&mut self) {
        for file in self.shared.take_files() {
            self.write_file(&file);
        }
    }

    fn write_file(&mut self, file: &Received) {
        let loc = self.shared.loc();
        if !asked_for(&self.shared.last_sent(), &file.name) {
            let text = loc.tr_args(
                "client-error-file-unasked",
                &[("name", file.name.as_str().into())],
            );
            return self.shared.tell(&text);
        }
        let path = Path::new(&file.name);
        let exists = std::fs::metadata(path).is_ok_and(|m| m.is_file());
        if exists {
            let asked = self.said(&Event::Match(MatchEvent::ReplaceAsked {
                path: file.name.clone(),
            }));
            if !self.ask_said(&asked.display, &asked.spoken) {
                let declined = self.said(&Event::Match(MatchEvent::ReplaceDeclined {
                    path: file.name.clone(),
                }));
                return self.show(&declined);
            }
        }
        let told = match save::write_atomic(path, &file.text) {
            Ok(()) => FrontEvent::FileWritten {
                kind: kind_of(&file.name),
                // Where it is, whole: the player may have typed a name alone.
                path: std::fs::canonicalize(path)
                    .map_or_else(|_| file.name.clone(), |p| p.display().to_string()),
            },
            Err(why) => FrontEvent::FileFailed {
                path: file.name.clone(),
                why,
            },
        };
        let said = self.front(&told);
        self.show(&said);
    }

    /// A session's event in the client's words, as the local game tells it.
    fn said(&self, event: &Event) -> Said {
        let loc = self.shared.loc();
        let vocab = crate::i18n::vocabulary(loc.lang());
        Renderer::new(&loc, &vocab, settings(&loc)).render(event)
    }

    /// What the front end did, as the local game tells it.
    fn front(&self, event: &FrontEvent) -> Said {
        let loc = self.shared.loc();
        let vocab = crate::i18n::vocabulary(loc.lang());
        Renderer::new(&loc, &vocab, settings(&loc)).front(event)
    }

    fn show(&self, said: &Said) {
        for line in &said.display {
            self.shared.line(line);
        }
        if !said.spoken.is_empty() {
            self.shared.speak(&said.spoken, true);
        }
    }
}

/// The local game's settings in the client's language: how its messages are worded.
fn settings(loc: &crate::i18n::Localizer) -> Settings {
    Settings::from_config(&NewGame::new(loc.lang(), Variant::Backgammon))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_only_under_a_name_the_player_typed_last() {
        assert!(asked_for("exporter 1 match.sgf", "match.sgf"));
        assert!(asked_for("export 2 mon match.mat  ", "mon match.mat"));
        assert!(!asked_for("exporter 1 match.sgf", "/home/anne/.profile"));
        assert!(!asked_for("répéter", "match.sgf"));
        assert!(!asked_for("exporter 1 x", " "));
    }

    #[test]
    fn the_kind_told_follows_the_names_extension() {
        assert_eq!(kind_of("a.SGF"), FileKind::Sgf);
        assert_eq!(kind_of("a.mat"), FileKind::Mat);
    }
}
