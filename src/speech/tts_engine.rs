//! Real speech: speech-dispatcher over SSIP on Linux ([`super::dispatcher`]), the `tts`
//! crate on the other systems.

use std::time::Duration;

#[cfg(not(target_os = "linux"))]
use super::threaded::{Engine, EngineFailure};
use super::threaded::{ThreadedSpeaker, Timing};
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
        let timing = Timing {
            open: timeout,
            ..Timing::DEFAULT
        };
        #[cfg(target_os = "linux")]
        {
            use super::dispatcher::{Address, SsipEngine};
            // An answer that takes longer than a quick call may is no answer.
            let reply = Timing::DEFAULT.stall;
            let speaker = match Address::from_env().map_err(OpenError::Unavailable)? {
                Address::Unix { path, spawn } => ThreadedSpeaker::open(
                    move || SsipEngine::unix(&path, spawn, reply, timeout),
                    lang,
                    timing,
                ),
                Address::Inet { host, port } => ThreadedSpeaker::open(
                    move || SsipEngine::inet(&host, port, reply),
                    lang,
                    timing,
                ),
            };
            speaker.map(TtsSpeaker)
        }
        #[cfg(not(target_os = "linux"))]
        ThreadedSpeaker::open(
            || {
                tts::Tts::default()
                    .map(TtsEngine::new)
                    .map_err(|error| error.to_string())
            },
            lang,
            timing,
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
    fn set_lang(&mut self, lang: Lang) -> Result<(), EngineFailure> {
        if !self.tts.supported_features().voice {
            return Ok(());
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
        Ok(())
    }
}
