//! The game REPL: reads lines, hands them to the [`Session`], prints what it answers and
//! sends the spoken form to the voice.
//!
//! Line editing (rustyline, with history) when standard input is a terminal and `--simple`
//! is not given; plain lines otherwise, so that piped input plays identically. In plain mode
//! the prompt is printed, and when the input is not a terminal the line read is echoed after
//! it, so that a transcript reads like the session it records. The end of input ends the
//! game cleanly (status 0).
//!
//! `TABLIER_SPEECH_LOG=path` (for tests) replaces the voice with a log: speech is on
//! (whatever `--parole` says: the real voice is never contacted), and every utterance, as the
//! voice would receive it, is appended to `path`, one per line. The `parole` command still
//! switches it off and on.

mod clock_watch;
mod files;
pub mod input;
mod replacing;
pub mod settings_file;
pub mod shipped;
pub mod speech_log;
mod transcript;
mod voice_watch;

use std::ffi::OsString;
use std::io::Write;

use crate::i18n::{Lang, Localizer};
use crate::presentation::{FrontEvent, Renderer, Said, Told};
use crate::session::NewGame;
use crate::session::{Event, Session, Settings};
use crate::speech::{Rate, Speaker, SpeechMode, Volume, open_speaker};

use input::Input;

/// The environment variable naming the speech log file.
pub const SPEECH_LOG_VAR: &str = "TABLIER_SPEECH_LOG";

/// What only the front end needs to know, beside the session's own [`NewGame`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Plain standard-input lines, no line editing.
    pub simple: bool,
    /// Whether to speak: always, never, or when a voice is found.
    pub speech: SpeechMode,
    /// Resume the automatically saved match instead of starting one.
    pub resume: bool,
    /// Why the settings file could not be read, to be told at the start.
    pub settings_trouble: Option<crate::presentation::SettingsTrouble>,
    /// Where to write the transcript of the session (`--transcription`), from the start.
    pub transcript: Option<String>,
    /// A practice board rather than a game (`--entrainement`).
    pub practice: bool,
    /// The language asked for on this command line (`--langue`), which wins over the one
    /// a resumed match was saved with, as `--parole` does.
    pub lang_asked: Option<Lang>,
    /// A screen reader runs and tablier keeps quiet: said in one line at the start.
    pub screen_reader: bool,
}

/// A lesson file to run (`--lecon FILE`), beside the options.
pub type LessonPath = Option<std::path::PathBuf>;

/// Plays a game with `config`, the front end set by `options`; returns the exit status.
pub fn run(config: &NewGame, options: &Options, loc: Localizer) -> i32 {
    run_with(config, options, &None, loc)
}

/// Plays a game, a practice board or a lesson (`lesson`); returns the exit status. A lesson
/// file that cannot be read, or is refused, is told on standard error (the line and the
/// problem) and nothing starts: status 2.
pub fn run_with(config: &NewGame, options: &Options, lesson: &LessonPath, loc: Localizer) -> i32 {
    let log = std::env::var_os(SPEECH_LOG_VAR);
    let mut options = options.clone();
    let mut config = config.clone();
    if log.is_some() {
        // Speech recorded to a file is speech on, whatever the command line said.
        options.speech = SpeechMode::On;
        config.speech = true;
    }
    let demo = config.is_demo();
    let (mut session, mut autosave, events, config) = if options.resume {
        match files::resume(&loc) {
            Ok((mut session, autosave)) => {
                // `--parole` given now wins over the saved setting.
                match options.speech {
                    SpeechMode::On => session.set_speech(true),
                    SpeechMode::Off => session.set_speech(false),
                    SpeechMode::Auto => {}
                }
                // So does `--tuteur`.
                if let Some(tutor) = config.tutor {
                    session.set_tutor(tutor);
                }
                // And `--niveau`, and `--langue`.
                if let Some(level) = config.level {
                    session.set_level(level);
                }
                // And `--reflexion`, which no save keeps.
                session.set_thinking(config.thinking);
                if let Some(lang) = options.lang_asked {
                    session.set_lang(lang);
                }
                // How much is said, and the voice's pitch and volume, are the player's,
                // never saved with the match.
                session.keep_personal(&Settings::from_config(&config));
                let events: Vec<Told> = session
                    .resume_events()
                    .into_iter()
                    .map(Told::Session)
                    .collect();
                let config = files::resumed_config(&config, &session);
                (session, autosave, events, config)
            }
            Err((refused, status)) => {
                refuse(&refused, &config, &options, log.as_deref());
                return status;
            }
        }
    } else if options.practice || lesson.is_some() {
        let mut session = Session::new(&config);
        let mut events: Vec<Told> = session
            .start_practice(false)
            .into_iter()
            .map(Told::Session)
            .collect();
        if let Some(path) = lesson {
            match files::read_lesson(&session, path) {
                Ok(lesson) => {
                    events = session
                        .begin_lesson(lesson)
                        .into_iter()
                        .map(Told::Session)
                        .collect();
                }
                Err(why) => {
                    let mut loc = loc;
                    loc.set_lang(config.lang);
                    let refused = Event::Teach(crate::session::teach::TeachEvent::LessonRefused {
                        path: path.display().to_string(),
                        why,
                    });
                    let refused = Renderer::for_session(&loc, &session).render(&refused);
                    refuse(&refused, &config, &options, log.as_deref());
                    return 2;
                }
            }
        }
        // A practice board is never saved: no automatic save, none set aside.
        let autosave = files::Autosave::for_new_match(true, &mut Vec::new());
        (session, autosave, events, config)
    } else {
        let mut events = Vec::new();
        let autosave = files::Autosave::for_new_match(demo, &mut events);
        let mut session = Session::new(&config);
        if demo {
            // Told turn by turn, as it is played: a demonstration is listened to.
            session.play_stepwise();
        }
        let mut start = session.start();
        // The welcome first, then what became of an earlier save.
        if !start.is_empty() {
            events.insert(0, start.remove(0).into());
        }
        events.extend(start.into_iter().map(Told::Session));
        (session, autosave, events, config)
    };
    let config = &config;
    let mut screen = Screen::open(config.lang, options.speech, loc, log);
    if options.screen_reader {
        // Before the welcome: why no voice but the screen reader's is heard.
        let text = screen.loc.tr("speech-notice-screen-reader");
        screen.line(&text);
    }
    autosave.watch(&mut session);
    let mut events = events;
    if let Some(trouble) = options.settings_trouble {
        // After the welcome: the game is on, with the defaults.
        let at = events.len().min(1);
        events.insert(
            at,
            FrontEvent::Settings(crate::presentation::SettingsFile::Ignored { trouble }).into(),
        );
    }
    // The voice as the player set it, where it is not the voice's own.
    let settings = *session.settings();
    if settings.rate != 0 {
        screen.voice(|v| v.set_rate(Rate::new(i32::from(settings.rate))));
    }
    if settings.pitch != 0 {
        screen.voice(|v| v.set_pitch(Rate::new(i32::from(settings.pitch))));
    }
    if settings.volume != Volume::LOUDEST.percent() {
        screen.voice(|v| v.set_volume(Volume::new(i32::from(settings.volume))));
    }
    events.extend(autosave.keep(&session).map(Told::Front));
    let mut replacing = replacing::Replacing::default();
    if let Some(path) = &options.transcript {
        let start = Event::Match(crate::session::MatchEvent::Transcript(
            crate::session::TranscriptAsk::Start { path: path.clone() },
        ));
        let asked = replacing.hold_back(&mut session, vec![start]);
        let told = screen
            .transcript
            .carry_out(asked.into_iter().map(Told::Session).collect());
        replacing.note_written(&told);
        events.extend(told);
    }
    screen.show(&session, &events);
    if demo {
        loop {
            let told: Vec<Told> = session.play_next().into_iter().map(Told::Session).collect();
            if told.is_empty() {
                break;
            }
            screen.show_queued(&session, &told);
            screen.flush();
        }
    } else {
        let mut input = Input::open(options.simple);
        while !session.is_finished() {
            let prompt = Renderer::for_session(&screen.loc, &session).prompt(session.prompt());
            let asked = std::time::Instant::now();
            let alarms = clock_watch::alarms(&session, |e| {
                Renderer::for_session(&screen.loc, &session).render(e)
            });
            let watch =
                clock_watch::Watch::start(alarms, &screen.speaker, session.settings().speech);
            let voice_watch = screen.watch_voice();
            let read = input.read(&prompt, &screen.loc);
            // Warnings already told while the player thought are not told again.
            let told = watch.is_some_and(clock_watch::Watch::stop);
            screen.voice_watched(voice_watch);
            let line = match read {
                input::Line::Text(line) => {
                    screen.record(&format!("{prompt}{line}"));
                    line
                }
                input::Line::End => {
                    screen.record(prompt.trim_end());
                    let goodbye = screen.loc.tr("repl-info-end");
                    screen.line(&goodbye);
                    if session.settings().speech {
                        screen.voice(|v| v.speak(&goodbye, false));
                    }
                    break;
                }
                refused => {
                    screen.record(prompt.trim_end());
                    // Refused in words, like any unreadable line; nothing changes.
                    if let Some(id) = refused.refusal() {
                        let text = screen
                            .loc
                            .tr_args(id.as_str(), &[("max", input::MAX_LINE.into())]);
                        screen.tell(&session, &text);
                    }
                    continue;
                }
            };
            let thought = u64::try_from(asked.elapsed().as_millis()).unwrap_or(u64::MAX);
            // A line that takes a moment (the first `erreurs` of a review) says so first.
            if let Some(notice) = session.notice_before(&line) {
                screen.show(&session, &[notice.into()]);
            }
            let mut events = session.handle_timed(&line, thought);
            if told {
                events.retain(|e| {
                    !matches!(
                        e,
                        Event::Match(crate::session::MatchEvent::ClockWarning { .. })
                    )
                });
            }
            let events = replacing.hold_back(&mut session, events);
            let events = files::carry_out(&mut session, events, &screen.loc, &mut autosave);
            let mut events = screen.transcript.carry_out(events);
            replacing.note_written(&events);
            screen.voice_asked(&mut session, &mut events, |lang| {
                open_speaker(SpeechMode::On, lang).0
            });
            let mut events = settings_file::carry_out(&session, events);
            events.extend(autosave.keep(&session).map(Told::Front));
            screen.show(&session, &events);
        }
    }
    if let Some(farewell) = autosave.farewell() {
        // After the goodbye, which it must not cut short.
        screen.show_queued(&session, &[farewell.into()]);
    }
    screen.flush();
    0
}

/// Tells what stops the game before it starts (a lesson refused, no match to resume): printed
/// on standard error, and said when speech is on, as every line of a game is heard (issue
/// 30, item 9). A voice that cannot be found is not told: the error is what matters here.
fn refuse(refused: &Said, config: &NewGame, options: &Options, log: Option<&std::ffi::OsStr>) {
    eprintln!("{}", refused.display.join("\n"));
    if !config.speech || refused.spoken.is_empty() {
        return;
    }
    let mut speaker = match log {
        Some(path) => speech_log::open(path.as_ref()),
        None => open_speaker(options.speech, config.lang).0,
    };
    speaker.set_lang(config.lang);
    speaker.speak(&refused.spoken, true);
    // Dropping the voice lets these last words through before the program ends.
}

/// Where answers go: the terminal, and the voice.
struct Screen {
    loc: Localizer,
    speaker: clock_watch::SharedSpeaker,
    out: std::io::Stdout,
    /// Whether the voice was found dead and the player told so.
    voice_lost: bool,
    /// Everything printed, for `transcription`.
    transcript: transcript::Transcript,
    /// A transcript that could not be written: told after the lines being printed.
    transcript_failed: Option<FrontEvent>,
}

impl Screen {
    fn open(lang: Lang, speech: SpeechMode, mut loc: Localizer, log: Option<OsString>) -> Screen {
        loc.set_lang(lang);
        let (mut speaker, notice) = match log {
            Some(path) => (speech_log::open(path.as_ref()), None),
            None => open_speaker(speech, lang),
        };
        speaker.set_lang(lang);
        // A voice never started (speech off, or unavailable and already told) is not lost later.
        let voice_lost = !speaker.is_live();
        let mut screen = Screen {
            loc,
            speaker: std::sync::Arc::new(std::sync::Mutex::new(speaker)),
            out: std::io::stdout(),
            voice_lost,
            transcript: transcript::Transcript::default(),
            transcript_failed: None,
        };
        if let Some(notice) = notice {
            let text = screen.loc.tr(notice.message());
            screen.line(&text);
        }
        screen
    }

    /// Prints `text` and says it, when speech is on: a refusal made before the session
    /// sees the line.
    fn tell(&mut self, session: &Session, text: &str) {
        self.line(text);
        if session.settings().speech {
            self.voice(|v| v.speak(text, true));
        }
        self.flush();
    }

    /// Runs `f` on the voice (shared with the clock's timer).
    fn voice(&self, f: impl FnOnce(&mut Box<dyn Speaker>)) {
        if let Ok(mut voice) = self.speaker.lock() {
            f(&mut voice);
        }
    }

    fn line(&mut self, text: &str) {
        // A closed terminal is no reason to stop the game from ending cleanly.
        let _ = writeln!(self.out, "{text}");
        self.record(text);
    }

    /// Notes a line that appeared on the terminal for the transcript.
    fn record(&mut self, text: &str) {
        if let Some(failed) = self.transcript.record(text) {
            self.transcript_failed = Some(failed);
        }
    }

    fn flush(&mut self) {
        let _ = self.out.flush();
    }

    /// `parole oui` where no voice speaks (speech off at launch, or no voice then): a voice
    /// is started now with `open`. Where none answers, speech stays off and the player is
    /// told that no voice is available, rather than "Parole activée" with nothing to hear.
    fn voice_asked(
        &mut self,
        session: &mut Session,
        told: &mut Vec<Told>,
        open: impl FnOnce(Lang) -> Box<dyn Speaker>,
    ) {
        let asked = told
            .iter()
            .position(|t| matches!(t, Told::Session(Event::SpeechSet { on: true })));
        let Some(at) = asked else {
            return;
        };
        let mut live = false;
        self.voice(|v| live = v.is_live());
        if live {
            return;
        }
        let mut speaker = open(self.loc.lang());
        if speaker.is_live() {
            let settings = *session.settings();
            speaker.set_rate(Rate::new(i32::from(settings.rate)));
            speaker.set_pitch(Rate::new(i32::from(settings.pitch)));
            speaker.set_volume(Volume::new(i32::from(settings.volume)));
            self.voice(|v| *v = speaker);
            self.voice_lost = false;
        } else {
            session.set_speech(false);
            told[at] = FrontEvent::NoVoice.into();
            // Nothing changed: there is no setting to keep for next time, nor to switch back.
            told.retain(|t| {
                !matches!(
                    t,
                    Told::Session(Event::Settings(
                        crate::session::SettingsNote::KeepHint
                            | crate::session::SettingsNote::UndoHint { .. }
                    ))
                )
            });
        }
    }

    /// Prints `events` and says them; the first utterance interrupts whatever was being said,
    /// so that the answer to a key press is heard at once.
    fn show(&mut self, session: &Session, told: &[Told]) {
        self.say(session, told, true);
    }

    /// Prints `events` and says them after whatever is being said: the last words before
    /// the program ends, which would otherwise cut off the goodbye just said.
    fn show_queued(&mut self, session: &Session, told: &[Told]) {
        self.say(session, told, false);
    }

    /// Prints `events` and says them, the first utterance interrupting what is being said
    /// when `interrupt` is true.
    fn say(&mut self, session: &Session, told: &[Told], mut interrupt: bool) {
        for told in told {
            let Told::Session(event) = told else {
                self.speak(session, told, &mut interrupt);
                continue;
            };
            match event {
                Event::LanguageSet { lang } => {
                    self.loc.set_lang(*lang);
                    self.voice(|v| v.set_lang(*lang));
                }
                Event::RateSet { percent } => {
                    self.voice(|v| v.set_rate(Rate::new(i32::from(*percent))));
                }
                Event::PitchSet { percent } => {
                    self.voice(|v| v.set_pitch(Rate::new(i32::from(*percent))));
                }
                Event::VolumeSet { percent } => {
                    self.voice(|v| v.set_volume(Volume::new(i32::from(*percent))));
                }
                _ => {}
            }
            self.speak(session, told, &mut interrupt);
        }
        self.notice_lost_voice();
        if let Some(failed) = self.transcript_failed.take() {
            self.say(session, &[failed.into()], false);
        }
        self.flush();
    }

    /// Prints `told` and says it, cutting off what is being said where `interrupt` is still
    /// true (then no longer).
    fn speak(&mut self, session: &Session, told: &Told, interrupt: &mut bool) {
        let mut said = Renderer::for_session(&self.loc, session).told(told);
        if let Told::Front(FrontEvent::TranscriptStarted { path }) = told {
            // Said only once its own line is in the file: on a full disk the transcript is
            // told as not started, never as started and then failed (issue 32, item 9).
            if let Err(why) = self.transcript.record_start(&said.display) {
                let failed = FrontEvent::TranscriptFailed {
                    path: path.clone(),
                    why,
                    midway: false,
                };
                said = Renderer::for_session(&self.loc, session).told(&failed.into());
                for line in &said.display {
                    self.line(line);
                }
            } else {
                for line in &said.display {
                    let _ = writeln!(self.out, "{line}");
                }
            }
        } else {
            for line in &said.display {
                self.line(line);
            }
        }
        if session.settings().speech && !said.spoken.is_empty() {
            let now = *interrupt;
            self.voice(|v| v.speak(&said.spoken, now));
            *interrupt = false;
        }
    }

    /// Watches the voice while the player thinks ([`voice_watch`]), unless it is already
    /// known not to speak.
    fn watch_voice(&self) -> Option<voice_watch::Watch> {
        if self.voice_lost {
            return None;
        }
        let text = |notice: crate::speech::Notice| self.loc.tr(notice.message());
        Some(voice_watch::Watch::start(
            &self.speaker,
            text,
            std::io::stdout(),
        ))
    }

    /// Ends the watch of the voice: a notice it printed is in the transcript, and not
    /// told again.
    fn voice_watched(&mut self, watch: Option<voice_watch::Watch>) {
        if let Some(text) = watch.and_then(voice_watch::Watch::stop) {
            self.voice_lost = true;
            self.record(&text);
        }
    }

    /// Says once, in text, that a voice which stopped answering mid-game is given up: the
    /// speech thread drops what it cannot say, so the game goes on in text alone.
    fn notice_lost_voice(&mut self) {
        if self.voice_lost {
            return;
        }
        let (mut live, mut started) = (true, true);
        self.voice(|v| (live, started) = (v.is_live(), v.started()));
        if !live {
            self.voice_lost = true;
            // A voice that never answered is told as such, not as one lost mid-game.
            let notice = if started {
                crate::speech::Notice::Lost
            } else {
                crate::speech::Notice::Timeout
            };
            let text = self.loc.tr(notice.message());
            self.line(&text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BySide, Variant};
    use crate::session::Player;
    use std::sync::{Arc, Mutex};

    /// Keeps each utterance with whether it cut off what was being said.
    struct Heard(Arc<Mutex<Vec<(String, bool)>>>);

    impl Speaker for Heard {
        fn speak(&mut self, text: &str, interrupt: bool) {
            if let Ok(mut heard) = self.0.lock() {
                heard.push((text.to_owned(), interrupt));
            }
        }
        fn set_lang(&mut self, _lang: Lang) {}
        fn set_rate(&mut self, _rate: Rate) {}
        fn set_pitch(&mut self, pitch: Rate) {
            self.speak(&format!("pitch {}", pitch.percent()), false);
        }
        fn set_volume(&mut self, volume: Volume) {
            self.speak(&format!("volume {}", volume.percent()), false);
        }
        fn is_live(&self) -> bool {
            true
        }
    }

    #[test]
    fn pitch_and_volume_set_in_the_game_reach_the_voice() {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let speaker: Box<dyn Speaker> = Box::new(Heard(heard.clone()));
        let mut screen = Screen {
            loc: Localizer::new(Lang::Fr),
            speaker: Arc::new(Mutex::new(speaker)),
            out: std::io::stdout(),
            voice_lost: true,
            transcript: transcript::Transcript::default(),
            transcript_failed: None,
        };
        let mut session = Session::new(&NewGame {
            seed: Some(1),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        for line in ["hauteur -20", "volume 60"] {
            let told: Vec<Told> = session
                .handle(line)
                .into_iter()
                .map(Told::Session)
                .collect();
            screen.show(&session, &told);
        }
        let heard: Vec<String> = heard.lock().unwrap().iter().map(|h| h.0.clone()).collect();
        assert_eq!(
            heard,
            [
                "pitch -20",
                "Hauteur de la voix : -20.",
                "Pour le garder la prochaine fois : réglages sauver.",
                "volume 60",
                "Volume : 60."
            ]
        );
    }

    #[test]
    fn the_goodbye_is_not_cut_off_by_the_words_said_after_it() {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let speaker: Box<dyn Speaker> = Box::new(Heard(heard.clone()));
        let mut screen = Screen {
            loc: Localizer::new(Lang::Fr),
            speaker: Arc::new(Mutex::new(speaker)),
            out: std::io::stdout(),
            voice_lost: true,
            transcript: transcript::Transcript::default(),
            transcript_failed: None,
        };
        let session = Session::new(&NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(1),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        screen.show(&session, &[Event::Quit.into()]);
        screen.show_queued(
            &session,
            &[FrontEvent::SavedForLater { single: true }.into()],
        );
        let heard = heard.lock().unwrap().clone();
        assert_eq!(heard[0], ("Au revoir.".to_owned(), true));
        assert!(heard[1].0.starts_with("La partie est sauvée"), "{heard:?}");
        assert!(!heard[1].1, "the goodbye is heard whole");
    }

    /// A screen whose voice is the silent one: speech was off at launch, or no voice
    /// answered then.
    fn silent_screen() -> Screen {
        Screen {
            loc: Localizer::new(Lang::Fr),
            speaker: Arc::new(Mutex::new(Box::new(crate::speech::SilentSpeaker))),
            out: std::io::stdout(),
            voice_lost: true,
            transcript: transcript::Transcript::default(),
            transcript_failed: None,
        }
    }

    fn speech_off_session() -> Session {
        let mut session = Session::new(&NewGame {
            seed: Some(1),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.set_speech(false);
        session.start();
        session
    }

    #[test]
    fn speech_asked_with_no_voice_to_start_stays_off_and_says_no_voice_is_available() {
        let mut screen = silent_screen();
        let mut session = speech_off_session();
        let mut told: Vec<Told> = session
            .handle("parole oui")
            .into_iter()
            .map(Told::Session)
            .collect();
        screen.voice_asked(&mut session, &mut told, |_| {
            Box::new(crate::speech::SilentSpeaker)
        });
        assert!(!session.settings().speech);
        assert_eq!(told, [Told::Front(FrontEvent::NoVoice)]);
        let said = Renderer::for_session(&screen.loc, &session).told(&told[0]);
        assert!(
            said.display[0].starts_with("Aucune voix n'est disponible"),
            "{said:?}"
        );
    }

    #[test]
    fn speech_asked_where_no_voice_spoke_starts_one_and_it_is_heard() {
        let mut screen = silent_screen();
        let mut session = speech_off_session();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let mut told: Vec<Told> = session
            .handle("parole oui")
            .into_iter()
            .map(Told::Session)
            .collect();
        let voice = heard.clone();
        screen.voice_asked(&mut session, &mut told, move |_| Box::new(Heard(voice)));
        assert!(session.settings().speech);
        screen.show(&session, &told);
        let heard = heard.lock().unwrap().clone();
        assert!(
            heard.iter().any(|(text, _)| text == "Parole activée."),
            "{heard:?}"
        );
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn a_transcript_that_cannot_write_its_first_line_is_told_as_not_started() {
        // Linux's full device: every write fails as on a full disk.
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let mut screen = silent_screen();
        screen.transcript = transcript::Transcript::writing_to("notes.txt", full);
        let session = speech_off_session();
        let mut interrupt = false;
        let started = FrontEvent::TranscriptStarted {
            path: "notes.txt".to_owned(),
        };
        screen.speak(&session, &started.into(), &mut interrupt);
        assert!(screen.transcript_failed.is_none());
        let kept = screen.transcript.kept();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(kept[0].contains("notes.txt"), "{kept:?}");
        assert!(kept[0].contains("impossible : disque plein"), "{kept:?}");
    }
}
