//! The online protocol's words on the wire (`docs/protocole.md`), shared by the server and
//! its client: how long a line may be, the greeting that asks for the tablier client's
//! extension, and the sign that says what each line of that extension is.
//!
//! Plain line clients (`nc`, telnet) never see a sign: the extension is only sent to a
//! client that asked for it with [`HELLO`].

pub mod file;

/// The longest line either side reads, in bytes, its end not counted: far beyond any
/// command or play, short enough that no line costs time or memory to answer.
pub const MAX_LINE: usize = 4096;

/// The first line of a tablier client, asking for tagged lines.
pub const HELLO: &str = "#tablier 1";

/// A line that asks the server to answer [`PONG`] once everything before it is answered:
/// a client knows then that it has read all that the server had to tell it (and that the
/// server still answers). The answer is one line, untagged, and no prompt.
pub const PING: &str = "#ping";

/// The answer to [`PING`].
pub const PONG: &str = "#pong";

/// What a tagged line is, in the tablier client's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tag {
    /// A line for the eye: the screen and the braille display.
    Display,
    /// One utterance for the ear.
    Speech,
    /// The prompt to show before the line being typed.
    Prompt,
    /// The prompt of a password: the next line is read without echo.
    Secret,
    /// A setting of the voice (`parole oui`, `debit 20`, `hauteur -10`, `volume 80`,
    /// `langue en`).
    Voice,
    /// A line of a file sent to be written on the client's machine: its announcement
    /// (length and name), then each of its lines ([`mod@file`]).
    File,
}

impl Tag {
    /// Every tag.
    pub const ALL: [Tag; 6] = [
        Tag::Display,
        Tag::Speech,
        Tag::Prompt,
        Tag::Secret,
        Tag::Voice,
        Tag::File,
    ];

    /// The sign that starts a line of this kind.
    #[must_use]
    pub const fn sign(self) -> char {
        match self {
            Tag::Display => ':',
            Tag::Speech => '~',
            Tag::Prompt => '?',
            Tag::Secret => '*',
            Tag::Voice => '%',
            Tag::File => '&',
        }
    }

    /// `text` as a line of this kind, without its end.
    #[must_use]
    pub fn line(self, text: &str) -> String {
        let mut line = String::with_capacity(text.len() + 1);
        line.push(self.sign());
        line.push_str(text);
        line
    }

    /// The kind of a tagged `line` and its text; `None` for a line without a known sign.
    #[must_use]
    pub fn parse(line: &str) -> Option<(Tag, &str)> {
        let sign = line.chars().next()?;
        let tag = Tag::ALL.into_iter().find(|t| t.sign() == sign)?;
        Some((tag, &line[sign.len_utf8()..]))
    }
}

/// A setting of the voice sent to the tablier client (`%debit 20`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoiceSetting {
    /// Speech on or off.
    Speech(bool),
    /// Speaking rate, -100 to 100.
    Rate(i8),
    /// Pitch, -100 to 100.
    Pitch(i8),
    /// Loudness, 0 to 100.
    Volume(u8),
    /// The language of the voice.
    Lang(crate::i18n::Lang),
}

impl VoiceSetting {
    /// The setting as the text of a [`Tag::Voice`] line.
    #[must_use]
    pub fn text(self) -> String {
        match self {
            VoiceSetting::Speech(on) => format!("parole {}", if on { "oui" } else { "non" }),
            VoiceSetting::Rate(n) => format!("debit {n}"),
            VoiceSetting::Pitch(n) => format!("hauteur {n}"),
            VoiceSetting::Volume(n) => format!("volume {n}"),
            VoiceSetting::Lang(lang) => format!("langue {}", lang.code()),
        }
    }

    /// The setting a [`Tag::Voice`] line's text carries; `None` for one not understood
    /// (a newer server's), which the client leaves alone.
    #[must_use]
    pub fn parse(text: &str) -> Option<VoiceSetting> {
        let (key, value) = text.split_once(' ')?;
        match key {
            "parole" => match value {
                "oui" => Some(VoiceSetting::Speech(true)),
                "non" => Some(VoiceSetting::Speech(false)),
                _ => None,
            },
            "debit" => value
                .parse()
                .ok()
                .filter(|n: &i8| (-100..=100).contains(n))
                .map(VoiceSetting::Rate),
            "hauteur" => value
                .parse()
                .ok()
                .filter(|n: &i8| (-100..=100).contains(n))
                .map(VoiceSetting::Pitch),
            "volume" => value
                .parse()
                .ok()
                .filter(|n: &u8| *n <= 100)
                .map(VoiceSetting::Volume),
            "langue" => crate::i18n::Lang::ALL
                .into_iter()
                .find(|l| l.code() == value)
                .map(VoiceSetting::Lang),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tagged_line_reads_back_as_its_tag_and_text() {
        for tag in Tag::ALL {
            let line = tag.line("V3, 4 verts");
            assert_eq!(Tag::parse(&line), Some((tag, "V3, 4 verts")));
        }
    }

    #[test]
    fn a_line_without_a_known_sign_is_not_tagged() {
        assert_eq!(Tag::parse("Bienvenue"), None);
        assert_eq!(Tag::parse(""), None);
    }

    #[test]
    fn every_voice_setting_reads_back_and_odd_ones_are_left_alone() {
        for setting in [
            VoiceSetting::Speech(true),
            VoiceSetting::Speech(false),
            VoiceSetting::Rate(-20),
            VoiceSetting::Pitch(10),
            VoiceSetting::Volume(80),
            VoiceSetting::Lang(crate::i18n::Lang::En),
        ] {
            assert_eq!(VoiceSetting::parse(&setting.text()), Some(setting));
        }
        for odd in [
            "debit 300",
            "volume -1",
            "couleur bleue",
            "parole peut-être",
            "volume",
        ] {
            assert_eq!(VoiceSetting::parse(odd), None, "{odd}");
        }
    }
}
