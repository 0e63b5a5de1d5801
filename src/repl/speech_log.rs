//! A speaker that appends what it would say to a file: how transcript tests hear the game.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;

use crate::i18n::Lang;
use crate::speech::{Rate, SilentSpeaker, Speaker, Volume, for_ear};

/// Writes each utterance, cleaned as a voice would get it, on its own line.
struct SpeechLog {
    file: File,
}

/// The log at `path` (appended to), or silence if it cannot be opened.
pub fn open(path: &Path) -> Box<dyn Speaker> {
    match OpenOptions::new().create(true).append(true).open(path) {
        Ok(file) => Box::new(SpeechLog { file }),
        Err(_) => Box::new(SilentSpeaker),
    }
}

impl Speaker for SpeechLog {
    fn speak(&mut self, text: &str, _interrupt: bool) {
        let text = for_ear(text);
        if !text.is_empty() {
            let _ = writeln!(self.file, "{text}");
        }
    }

    fn set_lang(&mut self, _lang: Lang) {}

    fn set_rate(&mut self, _rate: Rate) {}

    fn set_pitch(&mut self, _pitch: Rate) {}

    fn set_volume(&mut self, _volume: Volume) {}

    fn is_live(&self) -> bool {
        true
    }
}
