//! The settings in words: each one changed or asked for, in the words of the command that
//! changes it (`vitesse 40`); `réglages`, the settings kept between sessions, and what
//! became of their file.

use crate::i18n::Lang;
use crate::notation::play_input::PlayNotation;
use crate::session::event::{Event, SettingsNote};
use crate::session::{Messages, Settings, Verbosity};

use super::front::{SettingsFile, SettingsTrouble};
use super::{Renderer, Txt, int, key, yes_no};

impl Renderer<'_> {
    /// A setting changed or asked for, or the settings kept between sessions.
    pub(super) fn settings_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::SpeechSet { on } => {
                vec![self.msg("settings-speech", &[("on", key(yes_no(*on)))])]
            }
            Event::RateSet { percent } => {
                vec![self.msg("settings-rate", &[("rate", int(*percent))])]
            }
            Event::PitchSet { percent } => {
                vec![self.msg("settings-pitch", &[("pitch", int(*percent))])]
            }
            Event::VolumeSet { percent } => {
                vec![self.msg("settings-volume", &[("volume", int(*percent))])]
            }
            Event::NotationSet { notation } => vec![self.notation_set(*notation)],
            Event::LanguageSet { lang } => vec![self.language_set(*lang)],
            Event::VerbositySet { level, messages } => {
                vec![self.verbosity_set(*level, *messages)]
            }
            Event::MessageSet { kind, on } => vec![self.msg(
                "settings-message",
                &[("kind", key(kind.key())), ("on", key(yes_no(*on)))],
            )],
            Event::Settings(note) => self.settings_note(*note),
            Event::AutoConfirmSet { on } => {
                vec![self.msg("settings-auto", &[("on", key(yes_no(*on)))])]
            }
            Event::ForcedSet { on } => {
                vec![self.msg("settings-forced", &[("on", key(yes_no(*on)))])]
            }
            Event::TutorSet { tutor } => self.tutor_setting(*tutor),
            _ => unreachable!("not a setting: {event:?}"),
        }
    }

    /// The notation in which plays are written and read.
    fn notation_set(&self, notation: PlayNotation) -> Txt {
        let notation = match notation {
            PlayNotation::Tactile => "tactile",
            PlayNotation::Standard => "standard",
        };
        self.msg2(
            "settings-notation",
            Some("settings-notation.ear"),
            &[("notation", key(notation))],
        )
    }

    /// The language, by its name in itself.
    fn language_set(&self, lang: Lang) -> Txt {
        let name = Txt::same(self.loc.tr(lang.name_id()));
        self.msg("settings-language", &[("name", name.into())])
    }

    /// How much is said, with the kinds of message on and off.
    fn verbosity_set(&self, level: Verbosity, messages: Messages) -> Txt {
        self.msg(
            "settings-verbosity",
            &[
                ("level", key(level.key())),
                ("echo", key(yes_no(messages.echo))),
                ("pips", key(yes_no(messages.pips))),
            ],
        )
    }

    /// `réglages`: each setting the file keeps, one a line, in the words the commands that
    /// change them use; what became of the file.
    fn settings_note(&self, note: SettingsNote) -> Vec<Txt> {
        match note {
            SettingsNote::Listed { settings } => self.settings_list(&settings),
            // Carried out by the front end, which tells how it went.
            SettingsNote::SaveAsked => Vec::new(),
            SettingsNote::KeepHint => vec![self.msg("settings-keep-hint", &[])],
            SettingsNote::UndoHint { command: id } => vec![self.msg(
                "settings-undo-hint",
                &[(
                    "command",
                    Txt::same(self.loc.tr(crate::session::commands::command(id).word)).into(),
                )],
            )],
        }
    }

    /// What became of the settings file.
    pub(super) fn settings_file(&self, file: SettingsFile) -> Vec<Txt> {
        match file {
            SettingsFile::Saved { set_aside } => {
                vec![self.msg("settings-file-saved", &[("aside", key(yes_no(set_aside)))])]
            }
            SettingsFile::NotSaved { why } => {
                vec![self.msg("settings-file-not-saved", &[("why", key(why.key()))])]
            }
            SettingsFile::Ignored { trouble } => {
                let (why, line) = match trouble {
                    SettingsTrouble::File(why) => (why.key(), 0),
                    SettingsTrouble::Syntax { line } => ("syntax", line),
                    SettingsTrouble::UnknownKey { line } => ("unknown-key", line),
                    SettingsTrouble::BadValue { line } => ("bad-value", line),
                };
                vec![self.msg(
                    "settings-file-ignored",
                    &[("why", key(why)), ("line", int(line as i64))],
                )]
            }
        }
    }

    /// Each setting the file keeps, one a line, as the command that changes it tells it.
    fn settings_list(&self, settings: &Settings) -> Vec<Txt> {
        vec![
            self.msg("settings-list-title", &[]),
            self.language_set(settings.lang),
            self.msg("settings-speech", &[("on", key(yes_no(settings.speech)))]),
            self.msg("settings-rate", &[("rate", int(settings.rate))]),
            self.msg("settings-pitch", &[("pitch", int(settings.pitch))]),
            self.msg("settings-volume", &[("volume", int(settings.volume))]),
            self.notation_set(settings.notation),
            self.verbosity_set(settings.verbosity, settings.messages),
            self.msg(
                "match-level-info",
                &[("level", key(settings.level.id_en()))],
            ),
            self.msg(
                "settings-auto",
                &[("on", key(yes_no(settings.auto_confirm)))],
            ),
            self.msg(
                "settings-forced",
                &[("on", key(yes_no(settings.forced_auto)))],
            ),
        ]
    }
}
