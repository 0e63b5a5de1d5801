//! Speech output, behind the small [`Speaker`] trait.
//!
//! The game never waits for a voice: `TtsSpeaker` talks to speech-dispatcher from its own
//! thread, and falls silent rather than block when the daemon is missing, slow or stuck
//! (a stuck daemon is a real case on Debian, see `shared/docs/speech.md`). [`open_speaker`]
//! turns the user's [`SpeechMode`] into a speaker and, when speech was wanted but cannot be
//! had, one [`Notice`] for the caller to show.
//!
//! Tests use [`RecordingSpeaker`] to read what would have been said.

mod ear;
pub mod screen_reader;
// The machinery of real speech, tested whether or not the `speech` feature is on.
#[cfg(any(feature = "speech", test))]
mod threaded;
// speech-dispatcher's protocol, on Linux.
#[cfg(all(feature = "speech", target_os = "linux"))]
mod dispatcher;
#[cfg(feature = "speech")]
mod tts_engine;
#[cfg(any(all(feature = "speech", not(target_os = "linux")), test))]
mod voice;

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use crate::i18n::{Lang, MsgId};
use crate::msg;

pub use ear::for_ear;
#[cfg(feature = "speech")]
pub use tts_engine::TtsSpeaker;

/// Something that can say text aloud, or pretend to.
///
/// Every method returns at once: implementations queue or drop, they never block the caller.
pub trait Speaker: Send {
    /// Says `text`. With `interrupt`, first silences whatever is being said or waiting, so
    /// that the answer to a key press is heard at once.
    fn speak(&mut self, text: &str, interrupt: bool);

    /// Silences whatever is being said or waiting.
    fn stop(&mut self) {
        self.speak("", true);
    }

    /// Switches to a voice for `lang`, for the utterances that follow.
    fn set_lang(&mut self, lang: Lang);

    /// Sets the speaking rate for the utterances that follow.
    fn set_rate(&mut self, rate: Rate);

    /// Sets the voice's pitch for the utterances that follow, on the rate's scale: -100
    /// (lowest) through 0 (the voice's own) to 100 (highest).
    fn set_pitch(&mut self, pitch: Rate);

    /// Sets the volume for the utterances that follow.
    fn set_volume(&mut self, volume: Volume);

    /// Whether utterances reach a voice: false for the silent speaker, and for a real one
    /// whose backend failed or stopped answering (the caller may then show
    /// [`Notice::Lost`] once).
    fn is_live(&self) -> bool;

    /// Whether the backend ever started: a speaker not live that never started is a voice
    /// that did not answer at all ([`Notice::Timeout`]), not one lost on the way.
    fn started(&self) -> bool {
        true
    }
}

/// Speaking rate, from -100 (slowest) through 0 (the voice's normal rate) to 100 (fastest).
///
/// Blind players often listen much faster than the default, hence the full range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Rate(i8);

impl Rate {
    /// The voice's own rate.
    pub const NORMAL: Rate = Rate(0);
    /// The slowest rate.
    pub const SLOWEST: Rate = Rate(-100);
    /// The fastest rate.
    pub const FASTEST: Rate = Rate(100);

    /// The rate `percent` of the way from normal to fastest (or, if negative, to slowest),
    /// clamped to -100..=100.
    ///
    /// ```
    /// use tablier::speech::Rate;
    /// assert_eq!(Rate::new(250), Rate::FASTEST);
    /// assert_eq!(Rate::new(-30).percent(), -30);
    /// ```
    pub fn new(percent: i32) -> Rate {
        let clamped = percent.clamp(-100, 100);
        Rate(i8::try_from(clamped).unwrap_or_default())
    }

    /// The rate as given to [`Rate::new`].
    pub fn percent(self) -> i8 {
        self.0
    }

    /// This rate on a backend's scale, given its slowest, normal and fastest values.
    pub fn scale(self, min: f32, normal: f32, max: f32) -> f32 {
        let fraction = f32::from(self.0) / 100.0;
        if fraction >= 0.0 {
            normal + fraction * (max - normal)
        } else {
            normal + fraction * (normal - min)
        }
    }
}

/// Loudness, from 0 (silent) to 100 (the loudest, speech-dispatcher's default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Volume(u8);

impl Volume {
    /// The loudest, which speech-dispatcher uses unless told otherwise.
    pub const LOUDEST: Volume = Volume(100);

    /// The volume `percent` of the loudest, clamped to 0..=100.
    ///
    /// ```
    /// use tablier::speech::Volume;
    /// assert_eq!(Volume::new(150), Volume::LOUDEST);
    /// assert_eq!(Volume::new(-5).percent(), 0);
    /// ```
    pub fn new(percent: i32) -> Volume {
        Volume(u8::try_from(percent.clamp(0, 100)).unwrap_or(100))
    }

    /// The volume as given to [`Volume::new`].
    pub fn percent(self) -> u8 {
        self.0
    }

    /// This volume on a backend's scale from `min` to `max`.
    pub fn scale(self, min: f32, max: f32) -> f32 {
        min + f32::from(self.0) / 100.0 * (max - min)
    }
}

impl Default for Volume {
    fn default() -> Volume {
        Volume::LOUDEST
    }
}

/// Whether to use speech, as the user asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SpeechMode {
    /// Speak if a voice is available, else text only, with a notice.
    #[default]
    Auto,
    /// Speak; waits a little longer than `Auto` for the voice to start, and gives a notice on
    /// failure like `Auto` does.
    On,
    /// Text only; speech-dispatcher is never contacted.
    Off,
}

impl SpeechMode {
    /// How long to wait for the backend to start: long enough for speech-dispatcher to
    /// spawn, short enough that a hung daemon costs the player about a second.
    fn open_timeout(self) -> Duration {
        match self {
            SpeechMode::On => Duration::from_secs(3),
            SpeechMode::Auto | SpeechMode::Off => Duration::from_secs(1),
        }
    }
}

impl fmt::Display for SpeechMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SpeechMode::Auto => "auto",
            SpeechMode::On => "on",
            SpeechMode::Off => "off",
        })
    }
}

/// A string that names no speech mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown speech mode {0:?}")]
pub struct ParseSpeechModeError(pub String);

impl FromStr for SpeechMode {
    type Err = ParseSpeechModeError;

    /// Accepts `auto`, `on`/`oui`/`yes` and `off`/`non`/`no`, in any case.
    ///
    /// ```
    /// use tablier::speech::SpeechMode;
    /// assert_eq!("Oui".parse(), Ok(SpeechMode::On));
    /// assert_eq!("no".parse(), Ok(SpeechMode::Off));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_lowercase().as_str() {
            "auto" => Ok(SpeechMode::Auto),
            "on" | "oui" | "yes" => Ok(SpeechMode::On),
            "off" | "non" | "no" => Ok(SpeechMode::Off),
            _ => Err(ParseSpeechModeError(s.to_owned())),
        }
    }
}

/// Why no speaker could be started.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    /// The backend refused: no speech-dispatcher, no connection, no thread.
    #[error("speech backend unavailable: {0}")]
    Unavailable(String),
}

/// Something the player should be told about speech, as a message to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notice {
    /// No speech backend could be reached (or this build has no speech).
    Unavailable,
    /// The backend did not answer in time at start-up (shown when a speaker that never
    /// started is found not live).
    Timeout,
    /// Speech worked, then stopped answering; shown by callers that watch
    /// [`Speaker::is_live`].
    Lost,
}

impl Notice {
    /// The message to show.
    pub const fn message(self) -> MsgId {
        match self {
            Notice::Unavailable => msg!("speech-notice-unavailable"),
            Notice::Timeout => msg!("speech-notice-timeout"),
            Notice::Lost => msg!("speech-notice-lost"),
        }
    }
}

impl From<&OpenError> for Notice {
    fn from(error: &OpenError) -> Notice {
        match error {
            OpenError::Unavailable(_) => Notice::Unavailable,
        }
    }
}

/// The speaker the user asked for, or the silent one with a notice saying why.
///
/// `Off` never touches speech-dispatcher. `Auto` and `On` start `TtsSpeaker`, waiting at
/// most about a second (three for `On`); if it fails or hangs, the caller gets a
/// [`SilentSpeaker`] and one notice to show.
pub fn open_speaker(mode: SpeechMode, lang: Lang) -> (Box<dyn Speaker>, Option<Notice>) {
    match mode {
        SpeechMode::Off => (Box::new(SilentSpeaker), None),
        SpeechMode::Auto | SpeechMode::On => open_voice(lang, mode.open_timeout()),
    }
}

#[cfg(feature = "speech")]
fn open_voice(lang: Lang, timeout: Duration) -> (Box<dyn Speaker>, Option<Notice>) {
    match TtsSpeaker::open(lang, timeout) {
        Ok(speaker) => (Box::new(speaker), None),
        Err(error) => (Box::new(SilentSpeaker), Some(Notice::from(&error))),
    }
}

#[cfg(not(feature = "speech"))]
fn open_voice(_lang: Lang, _timeout: Duration) -> (Box<dyn Speaker>, Option<Notice>) {
    (Box::new(SilentSpeaker), Some(Notice::Unavailable))
}

/// A speaker that says nothing: text-only play, and the fallback when speech fails.
#[derive(Clone, Copy, Debug, Default)]
pub struct SilentSpeaker;

impl Speaker for SilentSpeaker {
    fn speak(&mut self, _text: &str, _interrupt: bool) {}

    fn set_lang(&mut self, _lang: Lang) {}

    fn set_rate(&mut self, _rate: Rate) {}

    fn set_pitch(&mut self, _pitch: Rate) {}

    fn set_volume(&mut self, _volume: Volume) {}

    fn is_live(&self) -> bool {
        false
    }
}

/// The utterances of a [`RecordingSpeaker`], readable while the speaker is in use elsewhere
/// (for instance boxed inside a session under test).
#[derive(Clone, Debug, Default)]
pub struct Transcript(Arc<Mutex<Vec<String>>>);

impl Transcript {
    /// Everything said so far.
    pub fn lines(&self) -> Vec<String> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Everything said since the last `take`, emptying the record.
    pub fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }

    fn push(&self, line: String) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(line);
    }
}

/// A speaker that writes down what a voice would have received, for tests.
///
/// It records text after [`for_ear`], exactly as `TtsSpeaker` would send it, and skips
/// utterances that clean up to nothing (as the real one does).
///
/// ```
/// use tablier::speech::{RecordingSpeaker, Speaker};
/// let mut speaker = RecordingSpeaker::new();
/// let transcript = speaker.transcript();
/// speaker.speak("Blanc (X) joue.", false);
/// assert_eq!(transcript.lines(), ["Blanc, X, joue."]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct RecordingSpeaker {
    transcript: Transcript,
    lang: Lang,
    rate: Rate,
    pitch: Rate,
    volume: Volume,
}

impl RecordingSpeaker {
    /// A speaker with an empty transcript.
    pub fn new() -> RecordingSpeaker {
        RecordingSpeaker::default()
    }

    /// A handle on the transcript, shared with the speaker.
    pub fn transcript(&self) -> Transcript {
        self.transcript.clone()
    }

    /// The language last set.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The rate last set.
    pub fn rate(&self) -> Rate {
        self.rate
    }

    /// The pitch last set.
    pub fn pitch(&self) -> Rate {
        self.pitch
    }

    /// The volume last set.
    pub fn volume(&self) -> Volume {
        self.volume
    }
}

impl Speaker for RecordingSpeaker {
    fn speak(&mut self, text: &str, _interrupt: bool) {
        let text = for_ear(text);
        if !text.is_empty() {
            self.transcript.push(text);
        }
    }

    fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn set_rate(&mut self, rate: Rate) {
        self.rate = rate;
    }

    fn set_pitch(&mut self, pitch: Rate) {
        self.pitch = pitch;
    }

    fn set_volume(&mut self, volume: Volume) {
        self.volume = volume;
    }

    fn is_live(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speech_modes_parse_in_french_and_english() {
        for (input, mode) in [
            ("auto", SpeechMode::Auto),
            ("AUTO", SpeechMode::Auto),
            ("oui", SpeechMode::On),
            ("yes", SpeechMode::On),
            ("on", SpeechMode::On),
            ("Non", SpeechMode::Off),
            ("no", SpeechMode::Off),
            ("off", SpeechMode::Off),
        ] {
            assert_eq!(input.parse(), Ok(mode), "{input:?}");
        }
        assert!("peut-être".parse::<SpeechMode>().is_err());
        for mode in [SpeechMode::Auto, SpeechMode::On, SpeechMode::Off] {
            assert_eq!(mode.to_string().parse(), Ok(mode));
        }
    }

    #[test]
    fn off_gives_silence_and_no_notice() {
        let (speaker, notice) = open_speaker(SpeechMode::Off, Lang::Fr);
        assert!(!speaker.is_live());
        assert_eq!(notice, None);
    }

    #[test]
    fn each_failure_has_its_notice() {
        assert_eq!(
            Notice::from(&OpenError::Unavailable(String::new())),
            Notice::Unavailable
        );
        assert_eq!(
            Notice::Unavailable.message().as_str(),
            "speech-notice-unavailable"
        );
    }

    #[test]
    fn the_recorder_keeps_what_the_ear_gets() {
        let mut speaker = RecordingSpeaker::new();
        let transcript = speaker.transcript();
        let mut boxed: Box<dyn Speaker> = Box::new(speaker.clone());
        boxed.speak("Noir joue *6-6*", false);
        boxed.speak("   ", true);
        boxed.stop();
        speaker.speak("Fin.", true);
        assert_eq!(transcript.lines(), ["Noir joue 6-6", "Fin."]);
        assert_eq!(transcript.take().len(), 2);
        assert!(transcript.lines().is_empty());
        speaker.set_lang(Lang::En);
        speaker.set_rate(Rate::new(40));
        assert_eq!((speaker.lang(), speaker.rate().percent()), (Lang::En, 40));
        assert_eq!(speaker.volume(), Volume::LOUDEST);
        speaker.set_pitch(Rate::new(-20));
        speaker.set_volume(Volume::new(60));
        assert_eq!(speaker.pitch().percent(), -20);
        assert_eq!(speaker.volume().percent(), 60);
        assert!(speaker.is_live());
    }

    #[test]
    fn silence_is_not_live() {
        let mut speaker = SilentSpeaker;
        speaker.speak("rien", false);
        speaker.set_lang(Lang::En);
        speaker.set_rate(Rate::FASTEST);
        assert!(!speaker.is_live());
    }

    #[test]
    fn rates_map_onto_backend_scales() {
        // speech-dispatcher: -100..=100, normal 0.
        assert_eq!(Rate::new(50).scale(-100.0, 0.0, 100.0), 50.0);
        // Volumes: speech-dispatcher's -100..=100, the loudest its default.
        assert_eq!(Volume::LOUDEST.scale(-100.0, 100.0), 100.0);
        assert_eq!(Volume::new(25).scale(-100.0, 100.0), -50.0);
        // A backend with an off-centre normal rate.
        assert_eq!(Rate::NORMAL.scale(0.1, 1.0, 10.0), 1.0);
        assert_eq!(Rate::FASTEST.scale(0.1, 1.0, 10.0), 10.0);
        assert!((Rate::SLOWEST.scale(0.1, 1.0, 10.0) - 0.1).abs() < 1e-6);
        assert_eq!(Rate::new(-1000), Rate::SLOWEST);
    }
}
