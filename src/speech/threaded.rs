//! A speaker whose backend lives on its own thread, so that the game never waits for it.
//!
//! The backend is created on that thread and never leaves it. Starting waits a bounded time;
//! a backend that hangs while starting is abandoned with its thread (never joined, as a hung
//! speech-dispatcher never returns). Utterances go through a short queue that the caller's
//! side edits: an interruption clears the speech waiting in it, and when the backend falls
//! behind the oldest speech is dropped, so the newest words are the ones that get said.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::{OpenError, Rate, Speaker, Volume, for_ear};
use crate::i18n::Lang;

/// The backend did not do what was asked; the speaker goes silent for good.
#[derive(Debug)]
pub(crate) struct EngineFailure;

/// What a speech backend must do, called from the speaker's own thread only.
pub(crate) trait Engine {
    /// Queues `text` in the backend; with `interrupt`, silences it first.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), EngineFailure>;
    /// Silences the backend.
    fn stop(&mut self) -> Result<(), EngineFailure>;
    /// Sets the speaking rate.
    fn set_rate(&mut self, rate: Rate) -> Result<(), EngineFailure>;
    /// Sets the voice's pitch.
    fn set_pitch(&mut self, pitch: Rate) -> Result<(), EngineFailure>;
    /// Sets the volume.
    fn set_volume(&mut self, volume: Volume) -> Result<(), EngineFailure>;
    /// Picks a voice for `lang`, keeping the current one if none fits (that is no
    /// failure); fails only when the backend stopped answering. May take seconds.
    fn set_lang(&mut self, lang: Lang) -> Result<(), EngineFailure>;
    /// Whether setting the language is as quick as speaking (speech-dispatcher's own
    /// `SET self LANGUAGE`): then it is set before the first words, which are heard in their
    /// language, rather than after a moment of quiet.
    fn quick_lang(&self) -> bool {
        false
    }
}

/// How long to wait for things, shortened in tests.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Timing {
    /// For the backend to start, after which the speaker counts as not live.
    pub open: Duration,
    /// Waited for the backend at the start, before the game goes on anyway: a service that
    /// answers at once (or is missing) is known by then, one that hangs is left to start, or
    /// fail, behind the game, which never waits for it (issue 15, D9).
    pub quick: Duration,
    /// For one quick backend call (speak, stop, rate), after which the speaker counts as
    /// not live.
    pub stall: Duration,
    /// For a voice lookup, likewise: espeak-ng lists 13,000 voices, twice per switch.
    pub lookup: Duration,
    /// Of quiet before the (slow) first voice lookup, so that the opening words are not
    /// held back by it: they are said in the backend's default voice instead.
    pub idle: Duration,
    /// For queued speech to reach the backend when the speaker is dropped.
    pub drain: Duration,
}

impl Timing {
    pub(crate) const DEFAULT: Timing = Timing {
        open: Duration::from_secs(1),
        quick: Duration::from_millis(200),
        stall: Duration::from_secs(2),
        lookup: Duration::from_secs(15),
        idle: Duration::from_millis(300),
        drain: Duration::from_millis(500),
    };
}

/// Commands waiting for the backend; beyond this, the oldest speech is dropped.
const QUEUE: usize = 64;

enum Command {
    Speak(String, bool),
    Stop,
    Lang(Lang),
    Rate(Rate),
    Pitch(Rate),
    Volume(Volume),
}

impl Command {
    /// Whether this command makes the speech queued before it pointless.
    fn interrupts(&self) -> bool {
        matches!(self, Command::Speak(_, true) | Command::Stop)
    }

    fn is_speech(&self) -> bool {
        matches!(self, Command::Speak(..) | Command::Stop)
    }

    /// Whether this command sets the voice (rate, pitch, volume): only the latest of each
    /// kind matters.
    fn is_tuning(&self) -> bool {
        matches!(
            self,
            Command::Rate(_) | Command::Pitch(_) | Command::Volume(_)
        )
    }
}

/// The commands between the caller and the backend thread. Either side holds the lock only
/// to add or take a command, never during a backend call, so adding never waits long.
#[derive(Default)]
struct Queue {
    state: Mutex<QueueState>,
    ready: Condvar,
}

#[derive(Default)]
struct QueueState {
    commands: VecDeque<Command>,
    /// The speaker was dropped: finish what is queued, then stop.
    closed: bool,
}

/// What the backend thread should do next.
enum Next {
    Run(Command),
    /// Nothing came for a while: time for the slow voice lookup.
    Idle,
    Close,
}

impl Queue {
    fn lock(&self) -> MutexGuard<'_, QueueState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn push(&self, command: Command) {
        let mut state = self.lock();
        if state.closed {
            return;
        }
        if command.interrupts() {
            state.commands.retain(|queued| !queued.is_speech());
        }
        // Only the latest rate, pitch or volume matters (a key held down to speed up sends
        // many).
        if command.is_tuning() {
            let kind = std::mem::discriminant(&command);
            state
                .commands
                .retain(|queued| std::mem::discriminant(queued) != kind);
        }
        if state.commands.len() >= QUEUE {
            let oldest = state
                .commands
                .iter()
                .position(Command::is_speech)
                .unwrap_or(0);
            state.commands.remove(oldest);
        }
        state.commands.push_back(command);
        drop(state);
        self.ready.notify_one();
    }

    fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_one();
    }

    /// Waits for the next command; with `idle`, for at most that long.
    fn next(&self, idle: Option<Duration>) -> Next {
        let mut state = self.lock();
        loop {
            if let Some(command) = state.commands.pop_front() {
                return Next::Run(command);
            }
            if state.closed {
                return Next::Close;
            }
            match idle {
                None => {
                    state = self
                        .ready
                        .wait(state)
                        .unwrap_or_else(PoisonError::into_inner)
                }
                Some(idle) => {
                    let (guard, wait) = self
                        .ready
                        .wait_timeout(state, idle)
                        .unwrap_or_else(PoisonError::into_inner);
                    state = guard;
                    if wait.timed_out() && state.commands.is_empty() && !state.closed {
                        return Next::Idle;
                    }
                }
            }
        }
    }
}

/// What the caller's side knows of the backend thread, without asking it.
struct Health {
    failed: AtomicBool,
    /// Whether the backend has started.
    started: AtomicBool,
    /// Milliseconds since `epoch` by which the current backend call should have returned,
    /// 0 when none runs.
    busy_until: AtomicU64,
    epoch: Instant,
}

impl Health {
    fn new() -> Health {
        Health {
            failed: AtomicBool::new(false),
            started: AtomicBool::new(false),
            busy_until: AtomicU64::new(0),
            epoch: Instant::now(),
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Runs a backend call that should return within `allowed`, so that a hang shows in
    /// `is_live`.
    fn watch<T>(&self, allowed: Duration, call: impl FnOnce() -> T) -> T {
        let allowed = u64::try_from(allowed.as_millis()).unwrap_or(u64::MAX);
        let until = self.now().saturating_add(allowed).max(1);
        self.busy_until.store(until, Ordering::Relaxed);
        let result = call();
        self.busy_until.store(0, Ordering::Relaxed);
        result
    }

    fn is_live(&self) -> bool {
        if self.failed.load(Ordering::Relaxed) {
            return false;
        }
        let until = self.busy_until.load(Ordering::Relaxed);
        until == 0 || self.now() < until
    }
}

/// A [`Speaker`] driving an [`Engine`] on a thread of its own.
pub(crate) struct ThreadedSpeaker {
    queue: Arc<Queue>,
    health: Arc<Health>,
    /// Disconnects when the thread ends.
    finished: Receiver<()>,
    timing: Timing,
}

impl ThreadedSpeaker {
    /// Starts the backend made by `init` on a new thread, speaking `lang`; waits at most
    /// `timing.quick` for it. A backend still starting then is given `timing.open` in all,
    /// behind the game: what is said meanwhile waits in the queue, and a backend that has
    /// not started in time, or fails, makes the speaker not live.
    pub(crate) fn open<E, F>(init: F, lang: Lang, timing: Timing) -> Result<Self, OpenError>
    where
        E: Engine,
        F: FnOnce() -> Result<E, String> + Send + 'static,
    {
        let (ready_tx, ready_rx) = mpsc::sync_channel::<Result<(), String>>(1);
        let (finished_tx, finished) = mpsc::channel::<()>();
        let queue = Arc::new(Queue::default());
        let health = Arc::new(Health::new());
        let worker_queue = Arc::clone(&queue);
        let worker_health = Arc::clone(&health);
        thread::Builder::new()
            .name("tablier-speech".to_owned())
            .spawn(move || {
                let _finished = finished_tx;
                // Watched: a start that takes longer than `open` makes the speaker not live.
                match worker_health.watch(timing.open, init) {
                    Ok(engine) => {
                        worker_health.started.store(true, Ordering::Relaxed);
                        let _ = ready_tx.send(Ok(()));
                        run(engine, lang, &worker_queue, &worker_health, timing);
                    }
                    Err(error) => {
                        let _ = ready_tx.send(Err(error));
                    }
                }
                // However the thread ends, nothing will be said any more.
                worker_health.failed.store(true, Ordering::Relaxed);
            })
            .map_err(|error| OpenError::Unavailable(error.to_string()))?;
        let speaker = ThreadedSpeaker {
            queue,
            health,
            finished,
            timing,
        };
        match ready_rx.recv_timeout(timing.quick.min(timing.open)) {
            // Started, or still starting: the game goes on, speech joins when it can.
            Ok(Ok(())) | Err(RecvTimeoutError::Timeout) => Ok(speaker),
            Ok(Err(error)) => Err(OpenError::Unavailable(error)),
            Err(RecvTimeoutError::Disconnected) => Err(OpenError::Unavailable(
                "speech thread ended while starting".to_owned(),
            )),
        }
    }

    /// Queues `command`; never waits for the backend.
    fn send(&mut self, command: Command) {
        self.queue.push(command);
    }
}

impl Speaker for ThreadedSpeaker {
    fn speak(&mut self, text: &str, interrupt: bool) {
        if !self.is_live() {
            return;
        }
        let text = for_ear(text);
        if !text.is_empty() {
            self.send(Command::Speak(text, interrupt));
        } else if interrupt {
            self.send(Command::Stop);
        }
    }

    fn stop(&mut self) {
        if self.is_live() {
            self.send(Command::Stop);
        }
    }

    fn set_lang(&mut self, lang: Lang) {
        self.send(Command::Lang(lang));
    }

    fn set_rate(&mut self, rate: Rate) {
        self.send(Command::Rate(rate));
    }

    fn set_pitch(&mut self, pitch: Rate) {
        self.send(Command::Pitch(pitch));
    }

    fn set_volume(&mut self, volume: Volume) {
        self.send(Command::Volume(volume));
    }

    fn started(&self) -> bool {
        self.health.started.load(Ordering::Relaxed)
    }

    fn is_live(&self) -> bool {
        self.health.is_live()
    }
}

impl Drop for ThreadedSpeaker {
    /// Lets the last words reach the backend (a goodbye said just before exit), waiting
    /// at most `timing.drain`, and not at all for a backend that stopped answering.
    fn drop(&mut self) {
        self.queue.close();
        if self.is_live() {
            let _ = self.finished.recv_timeout(self.timing.drain);
        }
    }
}

/// The backend thread: applies commands in order until the speaker is dropped or the
/// backend fails.
fn run<E: Engine>(mut engine: E, lang: Lang, queue: &Queue, health: &Health, timing: Timing) {
    // The language whose voice is set, and the one wanted.
    let mut voiced: Option<Lang> = None;
    let mut wanted = lang;
    if engine.quick_lang() {
        if health
            .watch(timing.stall, || engine.set_lang(wanted))
            .is_err()
        {
            return;
        }
        voiced = Some(wanted);
    }
    loop {
        let idle = (voiced != Some(wanted)).then_some(timing.idle);
        let result = match queue.next(idle) {
            Next::Close => return,
            Next::Idle => {
                voiced = Some(wanted);
                health.watch(timing.lookup, || engine.set_lang(wanted))
            }
            Next::Run(Command::Speak(text, interrupt)) => {
                health.watch(timing.stall, || engine.speak(&text, interrupt))
            }
            Next::Run(Command::Stop) => health.watch(timing.stall, || engine.stop()),
            Next::Run(Command::Rate(rate)) => health.watch(timing.stall, || engine.set_rate(rate)),
            Next::Run(Command::Pitch(pitch)) => {
                health.watch(timing.stall, || engine.set_pitch(pitch))
            }
            Next::Run(Command::Volume(volume)) => {
                health.watch(timing.stall, || engine.set_volume(volume))
            }
            Next::Run(Command::Lang(lang)) => {
                // In order: what follows a language switch is said in the new language.
                wanted = lang;
                if voiced == Some(lang) {
                    Ok(())
                } else {
                    voiced = Some(lang);
                    health.watch(timing.lookup, || engine.set_lang(lang))
                }
            }
        };
        if result.is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The calls an engine received.
    #[derive(Clone, Default)]
    struct Calls(Arc<Mutex<Vec<String>>>);

    impl Calls {
        fn push(&self, call: String) {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(call);
        }

        fn get(&self) -> Vec<String> {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clone()
        }
    }

    /// How a fake backend misbehaves.
    enum Behaviour {
        Normal,
        /// Each speak, once recorded, waits for one message here: a slow or hung backend.
        Gated(Receiver<()>),
        /// Each speak fails.
        Failing,
        /// Voice lookups never return.
        HangingLookup,
        /// Setting the language is quick (speech-dispatcher's own language).
        QuickLang,
        /// Setting the language is quick, and fails: the daemon stopped answering.
        LangFails,
    }

    /// An engine that records its calls and can be made to hang or fail.
    struct Fake {
        calls: Calls,
        behaviour: Behaviour,
    }

    impl Engine for Fake {
        fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), EngineFailure> {
            self.calls
                .push(format!("speak {text}{}", if interrupt { " !" } else { "" }));
            match &self.behaviour {
                Behaviour::Gated(gate) => {
                    let _ = gate.recv();
                    Ok(())
                }
                Behaviour::Failing => Err(EngineFailure),
                Behaviour::Normal
                | Behaviour::HangingLookup
                | Behaviour::QuickLang
                | Behaviour::LangFails => Ok(()),
            }
        }

        fn stop(&mut self) -> Result<(), EngineFailure> {
            self.calls.push("stop".to_owned());
            Ok(())
        }

        fn set_rate(&mut self, rate: Rate) -> Result<(), EngineFailure> {
            self.calls.push(format!("rate {}", rate.percent()));
            Ok(())
        }

        fn set_pitch(&mut self, pitch: Rate) -> Result<(), EngineFailure> {
            self.calls.push(format!("pitch {}", pitch.percent()));
            Ok(())
        }

        fn set_volume(&mut self, volume: Volume) -> Result<(), EngineFailure> {
            self.calls.push(format!("volume {}", volume.percent()));
            Ok(())
        }

        fn set_lang(&mut self, lang: Lang) -> Result<(), EngineFailure> {
            self.calls.push(format!("lang {lang}"));
            match self.behaviour {
                Behaviour::HangingLookup => {
                    thread::sleep(Duration::from_secs(3600));
                    Ok(())
                }
                Behaviour::LangFails => Err(EngineFailure),
                _ => Ok(()),
            }
        }

        fn quick_lang(&self) -> bool {
            matches!(self.behaviour, Behaviour::QuickLang | Behaviour::LangFails)
        }
    }

    const FAST: Timing = Timing {
        open: Duration::from_millis(500),
        quick: Duration::from_millis(500),
        stall: Duration::from_millis(100),
        lookup: Duration::from_millis(100),
        idle: Duration::from_millis(20),
        drain: Duration::from_secs(5),
    };

    fn open_fake(behaviour: Behaviour, timing: Timing) -> (ThreadedSpeaker, Calls) {
        let calls = Calls::default();
        let engine_calls = calls.clone();
        let speaker = ThreadedSpeaker::open(
            move || {
                Ok(Fake {
                    calls: engine_calls,
                    behaviour,
                })
            },
            Lang::Fr,
            timing,
        )
        .expect("the fake engine starts");
        (speaker, calls)
    }

    fn wait_until(mut condition: impl FnMut() -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if condition() {
                return true;
            }
            thread::sleep(Duration::from_millis(5));
        }
        false
    }

    #[test]
    fn the_default_timing_keeps_the_game_responsive() {
        let timing = Timing::DEFAULT;
        assert!(timing.open <= Duration::from_secs(1));
        assert!(timing.drain <= Duration::from_secs(1));
        assert!(timing.idle < timing.stall);
        assert!(timing.stall < timing.lookup);
    }

    #[test]
    fn a_backend_that_hangs_while_starting_lets_the_game_go_on_then_is_given_up() {
        let started = Instant::now();
        let speaker = ThreadedSpeaker::open(
            || -> Result<Fake, String> {
                thread::sleep(Duration::from_secs(3600));
                Err(String::new())
            },
            Lang::Fr,
            Timing {
                open: Duration::from_millis(300),
                quick: Duration::from_millis(50),
                ..FAST
            },
        )
        .expect("the game goes on while the backend starts");
        // The prompt comes first: the opener waited only a moment.
        assert!(started.elapsed() < Duration::from_millis(250));
        assert!(speaker.is_live(), "still starting");
        assert!(!speaker.started());
        assert!(wait_until(|| !speaker.is_live()), "given up after `open`");
        assert!(!speaker.started(), "told as a voice that never answered");
    }

    #[test]
    fn a_backend_that_refuses_is_unavailable() {
        let result = ThreadedSpeaker::open(
            || -> Result<Fake, String> { Err("no daemon".to_owned()) },
            Lang::Fr,
            Timing {
                open: Duration::from_secs(60),
                quick: Duration::from_secs(60),
                ..FAST
            },
        );
        assert_eq!(
            result.err(),
            Some(OpenError::Unavailable("no daemon".to_owned()))
        );
    }

    #[test]
    fn a_backend_that_panics_while_starting_is_unavailable() {
        // The kind of error is checked, not the speed: the panic's backtrace can take
        // seconds on a loaded machine, and would lose a race against a short open timeout.
        let result = ThreadedSpeaker::open(
            || -> Result<Fake, String> { panic!("boom") },
            Lang::Fr,
            Timing {
                open: Duration::from_secs(60),
                quick: Duration::from_secs(60),
                ..FAST
            },
        );
        assert!(matches!(result, Err(OpenError::Unavailable(_))));
    }

    #[test]
    fn utterances_arrive_in_order_and_cleaned() {
        let (mut speaker, calls) = open_fake(Behaviour::Normal, FAST);
        speaker.speak("Blanc (X) joue.", false);
        speaker.set_rate(Rate::new(30));
        speaker.speak("***", false);
        speaker.speak("Noir joue.", false);
        assert!(speaker.is_live());
        drop(speaker);
        let spoken: Vec<_> = calls
            .get()
            .into_iter()
            .filter(|c| !c.starts_with("lang"))
            .collect();
        assert_eq!(
            spoken,
            ["speak Blanc, X, joue.", "rate 30", "speak Noir joue."]
        );
    }

    #[test]
    fn the_first_voice_lookup_waits_for_quiet() {
        let (mut speaker, calls) = open_fake(
            Behaviour::Normal,
            Timing {
                idle: Duration::from_secs(1),
                ..FAST
            },
        );
        speaker.speak("Bienvenue.", false);
        assert!(
            wait_until(|| calls.get() == ["speak Bienvenue.", "lang fr"]),
            "{:?}",
            calls.get()
        );
    }

    #[test]
    fn a_quick_language_is_set_before_the_first_words() {
        let (mut speaker, calls) = open_fake(
            Behaviour::QuickLang,
            Timing {
                idle: Duration::from_secs(1),
                ..FAST
            },
        );
        speaker.speak("Bienvenue.", false);
        assert!(
            wait_until(|| calls.get() == ["lang fr", "speak Bienvenue."]),
            "{:?}",
            calls.get()
        );
    }

    #[test]
    fn a_language_switch_applies_to_what_follows() {
        let (mut speaker, calls) = open_fake(Behaviour::Normal, FAST);
        assert!(wait_until(|| calls.get() == ["lang fr"]));
        speaker.set_lang(Lang::En);
        speaker.speak("Hello.", false);
        speaker.set_lang(Lang::En);
        drop(speaker);
        assert_eq!(calls.get(), ["lang fr", "lang en", "speak Hello."]);
    }

    #[test]
    fn an_interruption_drops_what_was_waiting() {
        let (gate_tx, gate) = mpsc::channel();
        let (mut speaker, calls) = open_fake(
            Behaviour::Gated(gate),
            Timing {
                stall: Duration::from_secs(60),
                ..FAST
            },
        );
        speaker.speak("un", false);
        assert!(wait_until(|| calls.get().contains(&"speak un".to_owned())));
        speaker.speak("deux", false);
        speaker.speak("trois", false);
        speaker.stop();
        speaker.speak("quatre", false);
        speaker.speak("cinq", true);
        speaker.speak("six", false);
        for _ in 0..3 {
            gate_tx.send(()).unwrap();
        }
        drop(speaker);
        let spoken: Vec<_> = calls
            .get()
            .into_iter()
            .filter(|c| !c.starts_with("lang"))
            .collect();
        assert_eq!(spoken, ["speak un", "speak cinq !", "speak six"]);
    }

    #[test]
    fn only_the_latest_rate_pitch_and_volume_waiting_are_set() {
        let (gate_tx, gate) = mpsc::channel();
        let (mut speaker, calls) = open_fake(
            Behaviour::Gated(gate),
            Timing {
                stall: Duration::from_secs(60),
                ..FAST
            },
        );
        speaker.speak("un", false);
        assert!(wait_until(|| calls.get().contains(&"speak un".to_owned())));
        // While the backend is busy: each kind set twice, the latest of each kept, in the
        // order of the last settings made.
        speaker.set_pitch(Rate::new(10));
        speaker.set_volume(Volume::new(50));
        speaker.set_rate(Rate::new(20));
        speaker.set_pitch(Rate::new(-40));
        speaker.set_volume(Volume::new(80));
        speaker.speak("deux", false);
        for _ in 0..2 {
            gate_tx.send(()).unwrap();
        }
        drop(speaker);
        let calls: Vec<_> = calls
            .get()
            .into_iter()
            .filter(|c| !c.starts_with("lang"))
            .collect();
        assert_eq!(
            calls,
            [
                "speak un",
                "rate 20",
                "pitch -40",
                "volume 80",
                "speak deux"
            ]
        );
    }

    #[test]
    fn a_hung_backend_never_blocks_the_game() {
        // The gate's sender is kept and never used: the first speak hangs for good.
        let (_gate_tx, gate) = mpsc::channel();
        let (mut speaker, _calls) = open_fake(Behaviour::Gated(gate), FAST);
        let started = Instant::now();
        for n in 0..10 * QUEUE {
            speaker.speak(&format!("coup {n}"), n % 7 == 0);
            speaker.set_rate(Rate::NORMAL);
        }
        assert!(started.elapsed() < Duration::from_secs(1));
        assert!(wait_until(|| !speaker.is_live()));
        let started = Instant::now();
        drop(speaker);
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "dropping waited for a hung backend"
        );
    }

    #[test]
    fn when_the_backend_falls_behind_the_newest_words_are_kept() {
        let (gate_tx, gate) = mpsc::channel();
        let (mut speaker, calls) = open_fake(
            Behaviour::Gated(gate),
            Timing {
                stall: Duration::from_secs(60),
                ..FAST
            },
        );
        speaker.speak("premier", false);
        assert!(wait_until(|| calls
            .get()
            .contains(&"speak premier".to_owned())));
        for n in 0..10 * QUEUE {
            speaker.speak(&format!("coup {n}"), false);
        }
        for _ in 0..=QUEUE {
            gate_tx.send(()).unwrap();
        }
        drop(speaker);
        let spoken: Vec<_> = calls
            .get()
            .into_iter()
            .filter(|c| c.starts_with("speak"))
            .collect();
        assert_eq!(spoken.len(), 1 + QUEUE);
        assert_eq!(spoken[1], format!("speak coup {}", 9 * QUEUE));
        assert_eq!(spoken[QUEUE], format!("speak coup {}", 10 * QUEUE - 1));
    }

    #[test]
    fn a_voice_lookup_that_never_returns_is_noticed() {
        let (speaker, calls) = open_fake(Behaviour::HangingLookup, FAST);
        assert!(wait_until(|| calls.get() == ["lang fr"]));
        assert!(wait_until(|| !speaker.is_live()));
        let started = Instant::now();
        drop(speaker);
        assert!(started.elapsed() < Duration::from_secs(1));
    }

    #[test]
    fn a_failing_backend_goes_silent() {
        let (mut speaker, calls) = open_fake(Behaviour::Failing, FAST);
        speaker.speak("un", false);
        assert!(wait_until(|| !speaker.is_live()));
        speaker.speak("deux", false);
        drop(speaker);
        assert!(!calls.get().contains(&"speak deux".to_owned()));
    }

    #[test]
    fn a_language_that_cannot_be_set_for_want_of_an_answer_goes_silent() {
        let (mut speaker, calls) = open_fake(Behaviour::LangFails, FAST);
        assert!(wait_until(|| !speaker.is_live()));
        assert!(
            speaker.started(),
            "told as a voice lost, not one that never answered"
        );
        speaker.speak("un", false);
        drop(speaker);
        assert_eq!(calls.get(), ["lang fr"]);
    }
}
