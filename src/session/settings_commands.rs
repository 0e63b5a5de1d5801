//! The commands that change a setting (`parole`, `vitesse`, `hauteur`, `volume`,
//! `notation`, `langue`, `verbosité`, `réglages`, `auto`, `forcés`, `tuteur`), as the table
//! of [`super::commands`] names them: each says what it set, for the player to hear it.

use crate::i18n::{Lang, vocabulary};
use crate::notation::play_input::PlayNotation;

use super::Session;
use super::commands::CommandId;
use super::event::{Event, SettingsNote};
use super::handlers::Given;

impl Session {
    /// Speaks and reads `lang` from now on: its words for the board and the plays too.
    pub fn set_lang(&mut self, lang: Lang) {
        self.settings.lang = lang;
        self.vocab = vocabulary(lang);
    }

    pub(super) fn forced_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.on_off(given.rest, self.settings.forced_auto) {
            Some(on) => {
                self.settings.forced_auto = on;
                out.push(Event::ForcedSet { on });
            }
            None => out.push(given.bad()),
        }
    }

    pub(super) fn auto_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.on_off(given.rest, self.settings.auto_confirm) {
            Some(on) => {
                self.settings.auto_confirm = on;
                out.push(Event::AutoConfirmSet { on });
                self.after_move(out);
            }
            None => out.push(given.bad()),
        }
    }

    pub(super) fn speech_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.on_off(given.rest, self.settings.speech) {
            Some(on) => {
                self.settings.speech = on;
                out.push(Event::SpeechSet { on });
                undo_hint(given, out);
            }
            None => out.push(given.bad()),
        }
    }

    pub(super) fn rate_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match percent(given.rest, -100..=100).and_then(|p| i8::try_from(p).ok()) {
            Some(percent) => {
                self.settings.rate = percent;
                out.push(Event::RateSet { percent });
            }
            None => out.push(given.bad()),
        }
    }

    pub(super) fn pitch_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match percent(given.rest, -100..=100).and_then(|p| i8::try_from(p).ok()) {
            Some(percent) => {
                self.settings.pitch = percent;
                out.push(Event::PitchSet { percent });
            }
            None => out.push(given.bad()),
        }
    }

    pub(super) fn volume_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match percent(given.rest, 0..=100).and_then(|p| u8::try_from(p).ok()) {
            Some(percent) => {
                self.settings.volume = percent;
                out.push(Event::VolumeSet { percent });
            }
            None => out.push(given.bad()),
        }
    }

    /// `notation standard`; alone, the other notation.
    pub(super) fn notation_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let notation = if given.rest.is_empty() {
            Ok(match self.settings.notation {
                PlayNotation::Tactile => PlayNotation::Standard,
                PlayNotation::Standard => PlayNotation::Tactile,
            })
        } else {
            given.rest.parse::<PlayNotation>()
        };
        match notation {
            Ok(notation) => {
                self.settings.notation = notation;
                out.push(Event::NotationSet { notation });
                undo_hint(given, out);
            }
            Err(_) => out.push(given.bad()),
        }
    }

    /// `langue en`; alone, the other language.
    pub(super) fn language_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let lang = if given.rest.is_empty() {
            Ok(match self.settings.lang {
                Lang::Fr => Lang::En,
                Lang::En => Lang::Fr,
            })
        } else {
            given.rest.parse::<Lang>()
        };
        match lang {
            Ok(lang) => {
                self.set_lang(lang);
                out.push(Event::LanguageSet { lang });
                undo_hint(given, out);
            }
            Err(_) => out.push(given.bad()),
        }
    }

    /// `réglages` lists what the settings file keeps; `réglages sauver` asks the front end
    /// to write it.
    pub(super) fn settings_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        if given.rest.is_empty() {
            out.push(Event::Settings(SettingsNote::Listed {
                settings: self.settings,
            }));
        } else if self.lexicon.command(given.rest) == Some(CommandId::Save) {
            out.push(Event::Settings(SettingsNote::SaveAsked));
        } else {
            out.push(given.bad());
        }
    }
}

/// A percentage typed for a setting, within `range`.
fn percent(text: &str, range: std::ops::RangeInclusive<i32>) -> Option<i32> {
    text.parse::<i32>().ok().filter(|p| range.contains(p))
}

/// After a setting switched by its word alone (`la`, `notation`, `parole`): how to switch
/// it back, the same word again.
fn undo_hint(given: Given<'_>, out: &mut Vec<Event>) {
    if given.rest.is_empty() {
        out.push(Event::Settings(SettingsNote::UndoHint {
            command: given.id,
        }));
    }
}

#[cfg(test)]
mod tests {
    use crate::session::{Event, opening_six_five};

    #[test]
    fn a_big_setting_switched_by_its_word_alone_says_how_to_switch_it_back() {
        use crate::session::{CommandId, SettingsNote};
        let mut session = opening_six_five(|_| {});
        for (line, id) in [
            ("la", CommandId::Language),
            ("notation", CommandId::Notation),
            ("parole", CommandId::Speech),
        ] {
            let events = session.handle(line);
            assert!(
                events.contains(&Event::Settings(SettingsNote::UndoHint { command: id })),
                "{line}: {events:?}"
            );
        }
        // A value named is no surprise: nothing to undo.
        for line in ["langue fr", "notation tactile", "parole oui"] {
            let events = session.handle(line);
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, Event::Settings(SettingsNote::UndoHint { .. }))),
                "{line}: {events:?}"
            );
        }
    }

    #[test]
    fn the_verbosity_is_set_by_its_word_in_either_language() {
        use crate::session::{Messages, Verbosity};
        let mut session = opening_six_five(|_| {});
        assert_eq!(
            session.handle("verbosité"),
            [Event::VerbositySet {
                level: Verbosity::Normal,
                messages: Messages::default(),
            }]
        );
        session.handle("verbosite DETAILLEE");
        assert_eq!(session.settings().verbosity, Verbosity::Detailed);
        session.handle("verbosity short");
        assert_eq!(session.settings().verbosity, Verbosity::Short);
        session.handle("vb courte");
        assert_eq!(session.settings().verbosity, Verbosity::Short);
        session.handle("verbosity normal");
        assert_eq!(session.settings().verbosity, Verbosity::Normal);
        let refused = session.handle("verbosité bavarde");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
        assert_eq!(session.settings().verbosity, Verbosity::Normal);
    }
    #[test]
    fn a_kind_of_message_is_turned_off_and_on_by_its_word() {
        use crate::session::MessageKind;
        let mut session = opening_six_five(|_| {});
        // The first change of a kept setting says how to keep it.
        assert_eq!(
            session.handle("verbosité écho non"),
            [
                Event::MessageSet {
                    kind: MessageKind::Echo,
                    on: false
                },
                Event::Settings(crate::session::event::SettingsNote::KeepHint)
            ]
        );
        assert!(!session.settings().messages.echo);
        session.handle("verbosity PIPS on");
        assert!(session.settings().messages.pips);
        // The word alone switches it over.
        session.handle("verbosité echo");
        assert!(session.settings().messages.echo);
        for wrong in ["verbosité écho peut-être", "verbosité couleurs oui"] {
            let refused = session.handle(wrong);
            assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
        }
        assert!(session.settings().messages.echo && session.settings().messages.pips);
    }
    #[test]
    fn settings_are_listed_and_saving_them_is_asked_of_the_front_end() {
        use crate::session::SettingsNote;
        let mut session = opening_six_five(|s| s.rate = 40);
        let events = session.handle("réglages");
        assert!(
            matches!(
                events[..],
                [Event::Settings(SettingsNote::Listed { settings })] if settings.rate == 40
            ),
            "{events:?}"
        );
        for line in ["réglages sauver", "settings save", "rgl sv"] {
            assert_eq!(
                session.handle(line),
                [Event::Settings(SettingsNote::SaveAsked)],
                "{line}"
            );
        }
        let refused = session.handle("réglages effacer");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
    }
    #[test]
    fn pitch_and_volume_take_a_number_in_their_range_and_nothing_else() {
        let mut session = opening_six_five(|_| {});
        assert_eq!(
            session.handle("hauteur -30"),
            [
                Event::PitchSet { percent: -30 },
                Event::Settings(crate::session::event::SettingsNote::KeepHint)
            ]
        );
        assert_eq!(
            session.handle("pitch 100"),
            [Event::PitchSet { percent: 100 }]
        );
        assert_eq!(
            session.handle("volume 0"),
            [Event::VolumeSet { percent: 0 }]
        );
        for wrong in [
            "hauteur",
            "hauteur 101",
            "pitch haut",
            "volume -1",
            "volume 1000000000000",
        ] {
            let refused = session.handle(wrong);
            assert!(
                matches!(refused[..], [Event::Error(_)]),
                "{wrong}: {refused:?}"
            );
        }
        assert_eq!(
            (session.settings().pitch, session.settings().volume),
            (100, 0)
        );
    }
}
