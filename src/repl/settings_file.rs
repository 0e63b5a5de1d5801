//! The player's settings kept from one session to the next: a small plain-text file in the
//! user's configuration folder (`$XDG_CONFIG_HOME/tablier/config.toml`, else
//! `~/.config/tablier/config.toml`, through the `directories` crate; `TABLIER_CONFIG_DIR`
//! replaces the folder, so that tests never read the real one).
//!
//! The file is TOML (read and written through the `toml` crate) that a person can read and
//! edit: one `key = value` a line, `#` comments, words in quotes, numbers and `true`/`false`
//! bare. It holds the
//! language, speech and its rate, the notation, the verbosity and its kinds of message, the
//! computer's level and automatic confirmation. `réglages sauver` writes it (atomically);
//! the command line's options win over it. A file that does not read whole is ignored,
//! said in words at the start, and never overwritten unseen: saving sets it aside first.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;
use toml::Spanned;

use crate::ai::search::Level;
use crate::i18n::Lang;
use crate::notation::play_input::PlayNotation;
use crate::presentation::{FrontEvent, SettingsFile, SettingsTrouble as Trouble, Told};
use crate::save;
use crate::session::{
    Event, FileProblem, Messages, NewGame, Session, Settings, SettingsNote, Verbosity,
};

/// The environment variable that replaces the user's configuration folder.
pub const CONFIG_DIR_VAR: &str = "TABLIER_CONFIG_DIR";
/// The file's name in the folder.
pub const FILE_NAME: &str = "config.toml";
/// The name a file that could not be read is given before a new one is written.
pub const SET_ASIDE_NAME: &str = "config-illisible.toml";
/// The most a settings file may weigh: a few hundred bytes are written; anything far larger
/// is not this program's file.
const MAX_BYTES: usize = 64 * 1024;

/// What the file holds; `None` for a setting it does not name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stored {
    pub lang: Option<Lang>,
    pub speech: Option<bool>,
    pub rate: Option<i8>,
    pub pitch: Option<i8>,
    pub volume: Option<u8>,
    pub notation: Option<PlayNotation>,
    pub verbosity: Option<Verbosity>,
    pub echo: Option<bool>,
    pub pips: Option<bool>,
    pub level: Option<Level>,
    pub auto_confirm: Option<bool>,
    pub forced_auto: Option<bool>,
}

/// The folder of the settings file: `TABLIER_CONFIG_DIR` (when not empty), else the user's
/// configuration folder.
#[must_use]
pub fn dir() -> Option<PathBuf> {
    save::folder_named_by(CONFIG_DIR_VAR).or_else(|| {
        directories::ProjectDirs::from("", "", "tablier").map(|d| d.config_dir().to_path_buf())
    })
}

/// The settings file's path.
#[must_use]
pub fn path() -> Option<PathBuf> {
    dir().map(|d| d.join(FILE_NAME))
}

/// Removes the temporary files that saving the settings left in processes killed while
/// writing, as the automatic save's are (see [`save::remove_stale_temp_files`]: never those
/// of a process still running). Returns how many were removed.
pub fn remove_stale_temp_files() -> usize {
    path().map_or(0, |path| save::remove_stale_temp_files(&path))
}

/// The settings in the file; none when there is no file.
///
/// # Errors
/// Why the file, which is there, cannot be read: it is then ignored whole.
pub fn load() -> Result<Stored, Trouble> {
    match path() {
        Some(path) => load_from(&path),
        None => Ok(Stored::default()),
    }
}

fn load_from(path: &Path) -> Result<Stored, Trouble> {
    match save::read_bytes(path) {
        Err(FileProblem::NotFound) => Ok(Stored::default()),
        Err(why) => Err(Trouble::File(why)),
        Ok(bytes) if bytes.len() > MAX_BYTES => Err(Trouble::File(FileProblem::TooLarge)),
        Ok(bytes) => {
            // A byte-order mark, as some editors write, is no part of the settings.
            let bytes = bytes.strip_prefix(BYTE_ORDER_MARK).unwrap_or(&bytes);
            let text =
                std::str::from_utf8(bytes).map_err(|_| Trouble::File(FileProblem::Foreign))?;
            parse(text)
        }
    }
}

/// The byte-order mark some editors put at the start of a UTF-8 file.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

/// Reads the file's text, through the `toml` crate: a syntax error is told by its line, as
/// are a setting this program does not know and a value it cannot take.
///
/// # Errors
/// The first line that is not a known setting with a value it can take (any line that is
/// not TOML before them all).
pub fn parse(text: &str) -> Result<Stored, Trouble> {
    // A byte's line, from the spans `toml` gives (counted in bytes, never slicing the text).
    let line_at = |at: usize| {
        let before = text.as_bytes().get(..at).unwrap_or(text.as_bytes());
        before.iter().filter(|&&b| b == b'\n').count() + 1
    };
    let table: BTreeMap<Spanned<String>, Spanned<toml::Value>> =
        toml::from_str(text).map_err(|e| Trouble::Syntax {
            line: e.span().map_or(1, |span| line_at(span.start)),
        })?;
    // The settings in the order they are written, so that the first bad one is told.
    let mut entries: Vec<_> = table.into_iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    let mut stored = Stored::default();
    for (key, value) in entries {
        let bad = Trouble::BadValue {
            line: line_at(value.span().start),
        };
        let value = value.get_ref();
        match key.get_ref().as_str() {
            "lang" => stored.lang = Some(parsed(value).ok_or(bad)?),
            "speech" => stored.speech = Some(value.as_bool().ok_or(bad)?),
            "rate" => stored.rate = Some(percent(value).ok_or(bad)?),
            "pitch" => stored.pitch = Some(percent(value).ok_or(bad)?),
            "volume" => {
                let volume = percent(value).and_then(|v| u8::try_from(v).ok());
                stored.volume = Some(volume.ok_or(bad)?);
            }
            "notation" => stored.notation = Some(parsed(value).ok_or(bad)?),
            "verbosity" => {
                let level = Verbosity::ALL
                    .into_iter()
                    .find(|v| value.as_str() == Some(v.key()));
                stored.verbosity = Some(level.ok_or(bad)?);
            }
            "echo" => stored.echo = Some(value.as_bool().ok_or(bad)?),
            "pips" => stored.pips = Some(value.as_bool().ok_or(bad)?),
            "level" => stored.level = Some(parsed(value).ok_or(bad)?),
            "auto_confirm" => stored.auto_confirm = Some(value.as_bool().ok_or(bad)?),
            "forced_auto" => stored.forced_auto = Some(value.as_bool().ok_or(bad)?),
            _ => {
                return Err(Trouble::UnknownKey {
                    line: line_at(key.span().start),
                });
            }
        }
    }
    Ok(stored)
}

/// A word read as a `T` (a language, a notation, a level); a number or a switch is no word.
fn parsed<T: std::str::FromStr>(value: &toml::Value) -> Option<T> {
    value.as_str()?.parse().ok()
}

/// A whole number from -100 to 100.
fn percent(value: &toml::Value) -> Option<i8> {
    let n = value.as_integer().filter(|n| (-100..=100).contains(n))?;
    i8::try_from(n).ok()
}

/// The file as written: the settings in this order, words in quotes; those unsaid left out.
#[derive(Serialize)]
struct Written<'a> {
    lang: Option<&'a str>,
    speech: Option<bool>,
    rate: Option<i8>,
    pitch: Option<i8>,
    volume: Option<u8>,
    notation: Option<&'a str>,
    verbosity: Option<&'a str>,
    echo: Option<bool>,
    pips: Option<bool>,
    level: Option<&'a str>,
    auto_confirm: Option<bool>,
    forced_auto: Option<bool>,
}

impl Stored {
    /// Every setting the file keeps, as they are in `settings`.
    #[must_use]
    pub fn of(settings: &Settings) -> Stored {
        Stored {
            lang: Some(settings.lang),
            speech: Some(settings.speech),
            rate: Some(settings.rate),
            pitch: Some(settings.pitch),
            volume: Some(settings.volume),
            notation: Some(settings.notation),
            verbosity: Some(settings.verbosity),
            echo: Some(settings.messages.echo),
            pips: Some(settings.messages.pips),
            level: Some(settings.level),
            auto_confirm: Some(settings.auto_confirm),
            forced_auto: Some(settings.forced_auto),
        }
    }

    /// `config` with the settings of the file, where the command line left them unsaid
    /// (`given`: the options it gave).
    pub fn apply(&self, config: &mut NewGame, given: Given) {
        if !given.notation
            && let Some(notation) = self.notation
        {
            config.notation = notation;
        }
        if !given.speech
            && let Some(speech) = self.speech
        {
            config.speech = speech;
        }
        config.level = config.level.or(self.level);
        config.verbosity = config.verbosity.or(self.verbosity);
        let defaults = Messages::default();
        config.messages = Some(Messages {
            echo: self.echo.unwrap_or(defaults.echo),
            pips: self.pips.unwrap_or(defaults.pips),
        });
        config.rate = self.rate.or(config.rate);
        config.pitch = self.pitch.or(config.pitch);
        config.volume = self.volume.or(config.volume);
        config.auto_confirm = self.auto_confirm.or(config.auto_confirm);
        config.forced_auto = self.forced_auto.or(config.forced_auto);
    }

    /// The file's text: every setting it holds, one a line, after a comment saying how it
    /// is written.
    #[must_use]
    pub fn to_text(&self) -> String {
        let written = Written {
            lang: self.lang.map(Lang::code),
            speech: self.speech,
            rate: self.rate,
            pitch: self.pitch,
            volume: self.volume,
            notation: self.notation.map(|notation| match notation {
                PlayNotation::Tactile => "tactile",
                PlayNotation::Standard => "standard",
            }),
            verbosity: self.verbosity.map(Verbosity::key),
            echo: self.echo,
            pips: self.pips,
            level: self.level.map(Level::id_en),
            auto_confirm: self.auto_confirm,
            forced_auto: self.forced_auto,
        };
        let header =
            "# tablier: settings kept between sessions (`settings save` / `réglages sauver`).\n";
        // Words, numbers and switches in a flat table: nothing `toml` could refuse.
        header.to_string() + &toml::to_string(&written).unwrap_or_default()
    }
}

/// The options the command line gave, which the file does not change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub notation: bool,
    pub speech: bool,
}

/// Writes `stored` to the settings file, atomically; a file there that does not read as
/// settings (bad lines, not UTF-8, too large) is first set aside under [`SET_ASIDE_NAME`]
/// or that name numbered (`Ok(true)` then), never written over unseen.
///
/// # Errors
/// Why it could not be written (or the bad file set aside).
pub fn save(stored: &Stored) -> Result<bool, FileProblem> {
    let Some(path) = path() else {
        return Err(FileProblem::NotFound);
    };
    save_to(&path, stored)
}

fn save_to(path: &Path, stored: &Stored) -> Result<bool, FileProblem> {
    let set_aside = match load_from(path) {
        Ok(_) => false,
        // Not a file that can be read (a folder, a special file…): left as it is. A file
        // that is not UTF-8, or far too large for settings, is a file, but not of settings.
        Err(Trouble::File(why)) if !matches!(why, FileProblem::Foreign | FileProblem::TooLarge) => {
            return Err(why);
        }
        Err(_) => {
            set_aside(path)?;
            true
        }
    };
    save::write_atomic(path, &stored.to_text())?;
    Ok(set_aside)
}

/// Renames the unreadable settings file at `path` beside it, under [`SET_ASIDE_NAME`], or
/// that name numbered (`config-illisible-2.toml`…) when files set aside earlier hold it:
/// none is ever written over. Returns the new path.
fn set_aside(path: &Path) -> Result<PathBuf, FileProblem> {
    let (stem, extension) = SET_ASIDE_NAME
        .rsplit_once('.')
        .unwrap_or((SET_ASIDE_NAME, "toml"));
    save::rename_to_free_name(path, |n| match n {
        0 => path.with_file_name(SET_ASIDE_NAME),
        n => path.with_file_name(format!("{stem}-{}.{extension}", n + 1)),
    })
}

/// Carries out `réglages sauver` among `events`: each request is followed by what came of
/// it.
#[must_use]
pub fn carry_out(session: &Session, told: Vec<Told>) -> Vec<Told> {
    let mut out = Vec::with_capacity(told.len());
    for told in told {
        let asked = told == Told::Session(Event::Settings(SettingsNote::SaveAsked));
        out.push(told);
        if asked {
            out.push(Told::Front(FrontEvent::Settings(
                match save(&Stored::of(session.settings())) {
                    Ok(set_aside) => SettingsFile::Saved { set_aside },
                    Err(why) => SettingsFile::NotSaved { why },
                },
            )));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tablier-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn settings_written_read_back_the_same() {
        let mut settings =
            Settings::from_config(&NewGame::new(Lang::En, crate::rules::Variant::Backgammon));
        settings.verbosity = Verbosity::Short;
        settings.messages.pips = true;
        settings.rate = -30;
        settings.pitch = 25;
        settings.volume = 70;
        settings.level = Level::Expert;
        settings.notation = PlayNotation::Standard;
        settings.forced_auto = true;
        let stored = Stored::of(&settings);
        assert_eq!(parse(&stored.to_text()), Ok(stored));
    }

    #[test]
    fn a_file_naming_a_few_settings_leaves_the_others_unsaid() {
        let text = "# mine\n\nlang = \"fr\"  # French\nverbosity = \"short\"\necho = false\n";
        let stored = parse(text).unwrap();
        assert_eq!(stored.lang, Some(Lang::Fr));
        assert_eq!(stored.verbosity, Some(Verbosity::Short));
        assert_eq!(stored.echo, Some(false));
        assert_eq!(stored.rate, None);
    }

    #[test]
    fn a_bad_line_is_named_by_its_number_and_why() {
        assert_eq!(
            parse("lang = \"fr\"\nrate\n"),
            Err(Trouble::Syntax { line: 2 })
        );
        assert_eq!(
            parse("colour = \"red\""),
            Err(Trouble::UnknownKey { line: 1 })
        );
        assert_eq!(parse("rate = 300"), Err(Trouble::BadValue { line: 1 }));
        assert_eq!(parse("lang = \"xx\""), Err(Trouble::BadValue { line: 1 }));
        assert_eq!(parse("echo = \"yes\""), Err(Trouble::BadValue { line: 1 }));
        assert_eq!(parse("lang = fr"), Err(Trouble::Syntax { line: 1 }));
        // A foreign file: JSON, a save for instance.
        assert_eq!(
            parse("{\"format\": \"tablier-save\"}"),
            Err(Trouble::Syntax { line: 1 })
        );
    }

    #[test]
    fn the_first_bad_setting_is_told_by_its_line_whatever_the_order_of_the_keys() {
        // Read as a table, the keys come back sorted: the line told is still the first.
        assert_eq!(
            parse("# mine\nzzz = 1\nlang = \"xx\"\naaa = 2\n"),
            Err(Trouble::UnknownKey { line: 2 })
        );
        assert_eq!(
            parse("lang = \"fr\"\n\n\nvolume = -5\ncolour = 1\n"),
            Err(Trouble::BadValue { line: 4 })
        );
        // A section is a key this program does not know; a setting named twice is no TOML.
        assert_eq!(
            parse("lang = \"fr\"\n[table]\n"),
            Err(Trouble::UnknownKey { line: 2 })
        );
        assert_eq!(
            parse("echo = true\necho = false\n"),
            Err(Trouble::Syntax { line: 2 })
        );
        assert_eq!(parse("rate"), Err(Trouble::Syntax { line: 1 }));
        assert_eq!(
            parse("echo = true\nlang = \"fr\nrate = 1\n"),
            Err(Trouble::Syntax { line: 2 })
        );
        assert_eq!(
            parse("echo = true\nrate =\n\n"),
            Err(Trouble::Syntax { line: 2 })
        );
        assert_eq!(parse("rate = 1.5\n"), Err(Trouble::BadValue { line: 1 }));
    }

    #[test]
    fn any_toml_spelling_of_a_value_is_read() {
        let stored = parse("lang = 'en'\nlevel = \"exp\\u0065rt\"\nrate = +10\n").unwrap();
        assert_eq!(stored.lang, Some(Lang::En));
        assert_eq!(stored.level, Some(Level::Expert));
        assert_eq!(stored.rate, Some(10));
    }

    #[test]
    fn the_file_written_is_a_comment_then_one_setting_a_line() {
        let stored = Stored {
            lang: Some(Lang::Fr),
            rate: Some(-30),
            verbosity: Some(Verbosity::Short),
            echo: Some(false),
            ..Stored::default()
        };
        assert_eq!(
            stored.to_text(),
            "# tablier: settings kept between sessions (`settings save` / `réglages sauver`).\n\
             lang = \"fr\"\nrate = -30\nverbosity = \"short\"\necho = false\n"
        );
    }

    #[test]
    fn the_command_line_wins_over_the_file() {
        let stored =
            parse("notation = \"standard\"\nlevel = \"expert\"\nspeech = false\n").unwrap();
        let mut config = NewGame::new(Lang::Fr, crate::rules::Variant::Backgammon);
        config.level = Some(Level::Beginner);
        stored.apply(
            &mut config,
            Given {
                notation: true,
                speech: false,
            },
        );
        assert_eq!(config.notation, PlayNotation::Tactile);
        assert_eq!(config.level, Some(Level::Beginner));
        assert!(!config.speech);
    }

    #[test]
    fn no_file_is_no_settings_and_a_bad_one_is_set_aside_before_saving() {
        let dir = folder("aside");
        let path = dir.join(FILE_NAME);
        assert_eq!(load_from(&path), Ok(Stored::default()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "not settings at all").unwrap();
        assert_eq!(load_from(&path), Err(Trouble::Syntax { line: 1 }));
        let stored = Stored {
            verbosity: Some(Verbosity::Detailed),
            ..Stored::default()
        };
        assert_eq!(save_to(&path, &stored), Ok(true));
        assert_eq!(
            std::fs::read_to_string(dir.join(SET_ASIDE_NAME)).unwrap(),
            "not settings at all"
        );
        assert_eq!(load_from(&path), Ok(stored));
        // A good file is written over: nothing to set aside.
        assert_eq!(save_to(&path, &stored), Ok(false));
        // A folder where the file should be is refused, not read.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir_all(&path).unwrap();
        assert_eq!(load_from(&path), Err(Trouble::File(FileProblem::Folder)));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_not_utf8_or_too_large_is_set_aside_and_replaced() {
        let dir = folder("bad-bytes");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        let stored = Stored {
            echo: Some(false),
            ..Stored::default()
        };
        let large = "# a comment\n".repeat(MAX_BYTES / 10);
        for bad in [b"lang = \"fr\xff\"\n".to_vec(), large.into_bytes()] {
            std::fs::write(&path, &bad).unwrap();
            assert!(matches!(
                load_from(&path),
                Err(Trouble::File(FileProblem::Foreign | FileProblem::TooLarge))
            ));
            assert_eq!(save_to(&path, &stored), Ok(true));
            assert_eq!(std::fs::read(dir.join(SET_ASIDE_NAME)).unwrap(), bad);
            assert_eq!(load_from(&path), Ok(stored));
            std::fs::remove_file(dir.join(SET_ASIDE_NAME)).unwrap();
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_second_bad_file_set_aside_never_overwrites_the_first() {
        let dir = folder("aside-twice");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        for (n, text) in ["first = 1", "second = 2", "third = 3"]
            .into_iter()
            .enumerate()
        {
            std::fs::write(&path, text).unwrap();
            assert_eq!(save_to(&path, &Stored::default()), Ok(true));
            let aside = match n {
                0 => SET_ASIDE_NAME.to_string(),
                n => format!("config-illisible-{}.toml", n + 1),
            };
            assert_eq!(std::fs::read_to_string(dir.join(aside)).unwrap(), text);
        }
        assert_eq!(
            std::fs::read_to_string(dir.join(SET_ASIDE_NAME)).unwrap(),
            "first = 1"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_starting_with_a_byte_order_mark_is_read() {
        let dir = folder("bom");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        std::fs::write(&path, "\u{feff}lang = \"fr\"\necho = false\n").unwrap();
        let stored = load_from(&path).unwrap();
        assert_eq!(stored.lang, Some(Lang::Fr));
        assert_eq!(stored.echo, Some(false));
        // And saving writes over it: nothing to set aside.
        assert_eq!(save_to(&path, &stored), Ok(false));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
