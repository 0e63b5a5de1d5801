//! Real speech through the `tts` crate (speech-dispatcher on Linux).

use std::time::Duration;

use super::threaded::{Engine, EngineFailure, ThreadedSpeaker, Timing};
#[cfg(not(target_os = "linux"))]
use super::voice::best_voice;
use super::{OpenError, Rate, Speaker, Volume};
use crate::i18n::Lang;

/// A [`Speaker`] talking through the system's speech service.
///
/// Starting it waits at most the given time; after that, nothing it does waits on the
/// service: utterances are queued for a thread of its own and dropped if the service falls
/// behind or stops answering (see [`Speaker::is_live`]). The voice is chosen for the
/// language on that thread too, as listing voices can take seconds.
pub struct TtsSpeaker(ThreadedSpeaker);

impl TtsSpeaker {
    /// Connects to the speech service, then speaks `lang`. The game waits only a moment:
    /// a service still starting is given `timeout` in all behind it, and the speaker is not
    /// live if it has not started by then (its thread is left behind, never joined).
    ///
    /// # Errors
    ///
    /// [`OpenError::Unavailable`] if there is no service.
    pub fn open(lang: Lang, timeout: Duration) -> Result<TtsSpeaker, OpenError> {
        ThreadedSpeaker::open(
            || {
                #[cfg(target_os = "linux")]
                return SpdEngine::open();
                #[cfg(not(target_os = "linux"))]
                return tts::Tts::default()
                    .map(TtsEngine::new)
                    .map_err(|error| error.to_string());
            },
            lang,
            Timing {
                open: timeout,
                ..Timing::DEFAULT
            },
        )
        .map(TtsSpeaker)
    }
}

impl Speaker for TtsSpeaker {
    fn speak(&mut self, text: &str, interrupt: bool) {
        self.0.speak(text, interrupt);
    }

    fn stop(&mut self) {
        self.0.stop();
    }

    fn set_lang(&mut self, lang: Lang) {
        self.0.set_lang(lang);
    }

    fn set_rate(&mut self, rate: Rate) {
        self.0.set_rate(rate);
    }

    fn set_pitch(&mut self, pitch: Rate) {
        self.0.set_pitch(pitch);
    }

    fn set_volume(&mut self, volume: Volume) {
        self.0.set_volume(volume);
    }

    fn is_live(&self) -> bool {
        self.0.is_live()
    }

    fn started(&self) -> bool {
        self.0.started()
    }
}

/// speech-dispatcher spoken to directly: each utterance in the connection's language, set
/// with SSIP's `SET self LANGUAGE` whenever the game's language changes, so that the daemon
/// picks a voice of that language itself (no voice list to read).
#[cfg(target_os = "linux")]
struct SpdEngine {
    connection: speech_dispatcher::Connection,
}

#[cfg(target_os = "linux")]
impl SpdEngine {
    /// Connects to the daemon at `SPEECHD_ADDRESS`, or the user's own.
    fn open() -> Result<SpdEngine, String> {
        let name = env!("CARGO_PKG_NAME");
        speech_dispatcher::Connection::open(name, "main", name, speech_dispatcher::Mode::Threaded)
            .map(|connection| SpdEngine { connection })
            .map_err(|error| format!("{error:?}"))
    }
}

#[cfg(target_os = "linux")]
impl Engine for SpdEngine {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), EngineFailure> {
        if interrupt {
            self.connection.cancel().map_err(|_| EngineFailure)?;
        }
        // The library cannot send a NUL byte (it would panic building a C string): a line
        // typed with one is said without it.
        let text = text.replace('\0', "");
        self.connection
            .say(speech_dispatcher::Priority::Text, text)
            .map(drop)
            .ok_or(EngineFailure)
    }

    fn stop(&mut self) -> Result<(), EngineFailure> {
        self.connection.cancel().map_err(|_| EngineFailure)
    }

    fn set_rate(&mut self, rate: Rate) -> Result<(), EngineFailure> {
        // SSIP's rate goes from -100 to 100, 0 the voice's own.
        let value = rate.scale(-100.0, 0.0, 100.0).round() as i32;
        self.connection
            .set_voice_rate(value)
            .map_err(|_| EngineFailure)
    }

    fn set_pitch(&mut self, pitch: Rate) -> Result<(), EngineFailure> {
        // SSIP's pitch goes from -100 to 100, 0 the voice's own.
        let value = pitch.scale(-100.0, 0.0, 100.0).round() as i32;
        self.connection
            .set_voice_pitch(value)
            .map_err(|_| EngineFailure)
    }

    fn set_volume(&mut self, volume: Volume) -> Result<(), EngineFailure> {
        // SSIP's volume goes from -100 to 100, the loudest its default.
        let value = volume.scale(-100.0, 100.0).round() as i32;
        self.connection.set_volume(value).map_err(|_| EngineFailure)
    }

    fn set_lang(&mut self, lang: Lang) {
        // A language the daemon refuses leaves the current one: still speech.
        let _ = self.connection.set_language(lang.code());
    }

    fn quick_lang(&self) -> bool {
        true
    }
}

#[cfg(not(target_os = "linux"))]
struct TtsEngine {
    tts: tts::Tts,
    /// Listed once: with espeak-ng that is some 13,000 voices and seconds of work.
    voices: Option<Vec<tts::Voice>>,
}

#[cfg(not(target_os = "linux"))]
impl TtsEngine {
    fn new(tts: tts::Tts) -> TtsEngine {
        TtsEngine { tts, voices: None }
    }
}

#[cfg(not(target_os = "linux"))]
fn checked<T>(result: Result<T, tts::Error>) -> Result<(), EngineFailure> {
    result.map(drop).map_err(|_| EngineFailure)
}

#[cfg(not(target_os = "linux"))]
impl Engine for TtsEngine {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), EngineFailure> {
        checked(self.tts.speak(text, interrupt))
    }

    fn stop(&mut self) -> Result<(), EngineFailure> {
        if self.tts.supported_features().stop {
            checked(self.tts.stop())
        } else {
            Ok(())
        }
    }

    fn set_rate(&mut self, rate: Rate) -> Result<(), EngineFailure> {
        if !self.tts.supported_features().rate {
            return Ok(());
        }
        let tts = &mut self.tts;
        let value = rate.scale(tts.min_rate(), tts.normal_rate(), tts.max_rate());
        checked(tts.set_rate(value))
    }

    fn set_pitch(&mut self, pitch: Rate) -> Result<(), EngineFailure> {
        if !self.tts.supported_features().pitch {
            return Ok(());
        }
        let tts = &mut self.tts;
        let value = pitch.scale(tts.min_pitch(), tts.normal_pitch(), tts.max_pitch());
        checked(tts.set_pitch(value))
    }

    fn set_volume(&mut self, volume: Volume) -> Result<(), EngineFailure> {
        if !self.tts.supported_features().volume {
            return Ok(());
        }
        let tts = &mut self.tts;
        let value = volume.scale(tts.min_volume(), tts.max_volume());
        checked(tts.set_volume(value))
    }

    /// `tts` cannot set speech-dispatcher's language, only its voice: so pick a voice that
    /// speaks `lang`. (Never call `Tts::voice()`: the speech-dispatcher backend panics.)
    fn set_lang(&mut self, lang: Lang) {
        if !self.tts.supported_features().voice {
            return;
        }
        let tts = &self.tts;
        let voices = self
            .voices
            .get_or_insert_with(|| tts.voices().unwrap_or_default());
        let names: Vec<(String, String)> = voices
            .iter()
            .map(|voice| (voice.name(), voice.language().as_str().to_owned()))
            .collect();
        let best = best_voice(
            lang,
            names
                .iter()
                .map(|(name, tag)| (name.as_str(), tag.as_str())),
        );
        if let Some(voice) = best.and_then(|index| voices.get(index)) {
            // A voice that cannot be set leaves the current one: still speech.
            let _ = self.tts.set_voice(voice);
        }
    }
}
