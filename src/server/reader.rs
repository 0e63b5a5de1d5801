//! Each connected reader's own: the language, the notation and verbosity, the voice, and
//! whether their client takes the tagged lines of the tablier client (`docs/protocole.md`
//! §5) or plain text. A game's events are rendered for each reader here, so that two
//! players at one table each read it in their own words.

use crate::i18n::Lang;
use crate::net::{Tag, VoiceSetting};
use crate::notation::play_input::PlayNotation;
use crate::presentation::Said;
use crate::rules::Variant;
use crate::session::{Messages, NewGame, Settings, Verbosity};

/// The settings that are a reader's own, whatever the game they read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Personal {
    pub lang: Lang,
    pub notation: PlayNotation,
    pub verbosity: Verbosity,
    pub messages: Messages,
    pub speech: bool,
    pub rate: i8,
    pub pitch: i8,
    pub volume: u8,
}

impl Personal {
    /// A new reader's settings in `lang`: the local game's defaults.
    #[must_use]
    pub fn new(lang: Lang) -> Personal {
        let mut personal = Personal::default_of(&Settings::from_config(&NewGame::new(
            lang,
            Variant::Backgammon,
        )));
        personal.speech = true;
        personal
    }

    fn default_of(settings: &Settings) -> Personal {
        Personal {
            lang: settings.lang,
            notation: settings.notation,
            verbosity: settings.verbosity,
            messages: settings.messages,
            speech: settings.speech,
            rate: settings.rate,
            pitch: settings.pitch,
            volume: settings.volume,
        }
    }

    /// The game's settings as this reader reads them.
    #[must_use]
    pub fn over(&self, game: &Settings) -> Settings {
        Settings {
            lang: self.lang,
            notation: self.notation,
            verbosity: self.verbosity,
            messages: self.messages,
            speech: self.speech,
            rate: self.rate,
            pitch: self.pitch,
            volume: self.volume,
            ..*game
        }
    }

    /// Keeps what of `settings` is the reader's own.
    pub fn take(&mut self, settings: &Settings) {
        *self = Personal::default_of(settings);
    }
}

/// One reader: their settings, their client's kind, and what they were last told.
#[derive(Clone, Debug)]
pub struct Reader {
    pub personal: Personal,
    /// Whether the client asked for tagged lines (`#tablier 1`).
    pub tagged: bool,
    /// The last prompt sent: a plain client gets the prompt only when it changes.
    last_prompt: Option<String>,
    /// The lines of the last answer, for `répéter`.
    pub last: Vec<String>,
}

impl Reader {
    /// A reader in `lang`.
    #[must_use]
    pub fn new(lang: Lang, tagged: bool) -> Reader {
        Reader {
            personal: Personal::new(lang),
            tagged,
            last_prompt: None,
            last: Vec::new(),
        }
    }

    /// The reader's language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.personal.lang
    }

    /// An event's words: its lines for the eye, then its utterance for the ear (tagged
    /// clients only, and only while the reader's speech is on).
    pub fn said(&self, said: &Said, out: &mut Vec<String>) {
        for line in &said.display {
            out.push(self.tag(Tag::Display, line));
        }
        if self.tagged && self.personal.speech && !said.spoken.is_empty() {
            out.push(Tag::Speech.line(&said.spoken));
        }
    }

    /// A message of the server's own, the same for the eye and the ear.
    pub fn text(&self, text: &str, out: &mut Vec<String>) {
        let said = Said {
            display: text.lines().map(str::to_owned).collect(),
            spoken: text.replace('\n', " "),
        };
        self.said(&said, out);
    }

    /// The prompt: always for a tagged client, which shows it before the line being typed;
    /// for a plain one, as a line, only when it changed.
    pub fn prompt(&mut self, prompt: &str, out: &mut Vec<String>) {
        let prompt = prompt.trim_end();
        if self.tagged {
            out.push(Tag::Prompt.line(&format!("{prompt} ")));
        } else if self.last_prompt.as_deref() != Some(prompt) {
            out.push(prompt.to_owned());
        }
        self.last_prompt = Some(prompt.to_owned());
    }

    /// The prompt of a password, whose answer is read without echo by the tablier client.
    pub fn secret(&mut self, prompt: &str, out: &mut Vec<String>) {
        out.push(self.tag(Tag::Secret, prompt));
        self.last_prompt = None;
    }

    /// A setting of the client's voice: tagged clients only.
    pub fn voice(&self, setting: VoiceSetting, out: &mut Vec<String>) {
        if self.tagged {
            out.push(Tag::Voice.line(&setting.text()));
        }
    }

    fn tag(&self, tag: Tag, text: &str) -> String {
        if self.tagged {
            tag.line(text)
        } else {
            text.to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said() -> Said {
        Said {
            display: vec!["V3 (4v)".to_owned()],
            spoken: "V3, 4 verts".to_owned(),
        }
    }

    #[test]
    fn a_plain_client_gets_the_lines_for_the_eye_only_and_untagged() {
        let reader = Reader::new(Lang::Fr, false);
        let mut out = Vec::new();
        reader.said(&said(), &mut out);
        assert_eq!(out, ["V3 (4v)"]);
    }

    #[test]
    fn a_tablier_client_gets_the_eye_and_the_ear_each_tagged() {
        let mut reader = Reader::new(Lang::Fr, true);
        let mut out = Vec::new();
        reader.said(&said(), &mut out);
        assert_eq!(out, [":V3 (4v)", "~V3, 4 verts"]);
        reader.personal.speech = false;
        out.clear();
        reader.said(&said(), &mut out);
        assert_eq!(out, [":V3 (4v)"], "no speech once the reader turned it off");
    }

    #[test]
    fn a_plain_client_gets_the_prompt_only_when_it_changes() {
        let mut reader = Reader::new(Lang::Fr, false);
        let mut out = Vec::new();
        reader.prompt("salon > ", &mut out);
        reader.prompt("salon > ", &mut out);
        reader.prompt("Vert 6-5 > ", &mut out);
        assert_eq!(out, ["salon >", "Vert 6-5 >"]);
        let mut tagged = Reader::new(Lang::Fr, true);
        out.clear();
        tagged.prompt("salon > ", &mut out);
        tagged.prompt("salon > ", &mut out);
        assert_eq!(out, ["?salon > ", "?salon > "]);
    }

    #[test]
    fn the_game_is_read_in_the_readers_own_language_and_notation() {
        let game = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Jacquet));
        let mut personal = Personal::new(Lang::En);
        personal.notation = PlayNotation::Standard;
        let mine = personal.over(&game);
        assert_eq!(mine.lang, Lang::En);
        assert_eq!(mine.notation, PlayNotation::Standard);
        assert_eq!(mine.variant, Variant::Jacquet);
    }
}
