//! What the client shares between the thread that reads the server and the one that reads
//! the player: the screen (one writer at a time, a line kept whole), the voice, the
//! client's own words, and the pace of the dialogue (the last prompt, whether the server's
//! answer has ended, whether the connection has).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::i18n::Localizer;
use crate::net::file::{Received, Receiver, Trouble};
use crate::net::{Tag, VoiceSetting};
use crate::speech::{Rate, Speaker, Volume};

use super::link::Ending;

/// Where lines are printed.
pub enum Printer {
    /// Standard output, the prompt printed by the client itself.
    Plain,
    /// rustyline's printer, which prints above the line being typed and draws it again.
    Editor(Box<dyn rustyline::ExternalPrinter + Send>),
}

/// The voice, and whether it speaks.
struct Voice {
    speaker: Box<dyn Speaker>,
    on: bool,
}

/// Where the dialogue stands.
#[derive(Default)]
struct Pace {
    /// The last prompt the server sent.
    prompt: String,
    /// Whether that prompt asks for a password.
    secret: bool,
    /// Whether the server's answer to the last line sent has ended (its prompt came).
    answered: bool,
    /// How the connection ended, once it has.
    ended: Option<Ending>,
}

/// What waiting for the server's answer came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waited {
    /// The answer ended with its prompt.
    Answered,
    /// The connection ended.
    Ended,
    /// Nothing within the limit.
    Silent,
}

/// The client's shared half.
pub struct Shared {
    out: Mutex<Printer>,
    voice: Mutex<Voice>,
    pace: Mutex<Pace>,
    changed: Condvar,
    /// Whether the next utterance cuts off what is being said: the first after a line sent.
    interrupt: AtomicBool,
    loc: Mutex<Localizer>,
    files: Mutex<Files>,
}

/// The files the server sends to be written here (`docs/protocole.md` §5).
#[derive(Default)]
struct Files {
    receiver: Receiver,
    /// Those received whole, to be written once the answer has ended.
    received: Vec<Received>,
    /// The last line the player sent: a file is written only under a name it ends with.
    last_sent: String,
}

/// The value behind a lock, even one a panicking thread left: a line printed twice is
/// better than a client stuck.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Shared {
    /// The shared half, printing with `printer`, speaking with `speaker` when `speech_on`.
    pub fn new(
        printer: Printer,
        speaker: Box<dyn Speaker>,
        speech_on: bool,
        loc: Localizer,
    ) -> Shared {
        Shared {
            out: Mutex::new(printer),
            voice: Mutex::new(Voice {
                speaker,
                on: speech_on,
            }),
            pace: Mutex::new(Pace::default()),
            changed: Condvar::new(),
            interrupt: AtomicBool::new(true),
            loc: Mutex::new(loc),
            files: Mutex::new(Files::default()),
        }
    }

    /// The client's words, in its language of the moment.
    pub fn loc(&self) -> Localizer {
        lock(&self.loc).clone()
    }

    /// Prints `text` as one line, whole, between the other lines.
    pub fn line(&self, text: &str) {
        match &mut *lock(&self.out) {
            Printer::Plain => {
                // A closed terminal is no reason to stop: the end of input ends the client.
                let mut stdout = std::io::stdout().lock();
                let _ = writeln!(stdout, "{text}");
                let _ = stdout.flush();
            }
            Printer::Editor(printer) => {
                let _ = printer.print(format!("{text}\n"));
            }
        }
    }

    /// Writes on standard output with `f`, holding the screen so that no server line
    /// comes in the middle: the prompt of plain mode, and the echo of the line read.
    pub fn write(&self, f: impl FnOnce(&mut std::io::StdoutLock<'_>) -> std::io::Result<()>) {
        let _screen = lock(&self.out);
        let mut stdout = std::io::stdout().lock();
        // A closed terminal is no reason to stop: the end of input ends the client.
        let _ = f(&mut stdout);
        let _ = stdout.flush();
    }

    /// Says `text`, when speech is on; `interrupt` cuts off what is being said.
    pub fn speak(&self, text: &str, interrupt: bool) {
        let mut voice = lock(&self.voice);
        if voice.on {
            voice.speaker.speak(text, interrupt);
        }
    }

    /// Prints and says one of the client's own messages.
    pub fn tell(&self, text: &str) {
        self.line(text);
        self.speak(text, true);
    }

    /// Handles one line from the server.
    pub fn handle(&self, line: &str) {
        let tagged = Tag::parse(line);
        if let Some((Tag::File, text)) = tagged {
            let got = lock(&self.files).receiver.file_line(text);
            match got {
                Some(Ok(file)) => lock(&self.files).received.push(file),
                Some(Err(trouble)) => self.file_refused(trouble),
                None => {}
            }
            return;
        }
        let cut = lock(&self.files).receiver.other_line();
        if let Some(trouble) = cut {
            self.file_refused(trouble);
        }
        match tagged {
            // A line before the extension began (the greeting), or from a server that
            // refused it: shown as it is.
            None => self.line(line),
            Some((Tag::Display, text)) => self.line(text),
            Some((Tag::Speech, text)) => {
                let interrupt = self.interrupt.swap(false, Ordering::SeqCst);
                self.speak(text, interrupt);
            }
            Some((Tag::Prompt, text)) => self.prompted(text, false),
            Some((Tag::Secret, text)) => self.prompted(text, true),
            Some((Tag::Voice, text)) => {
                if let Some(setting) = VoiceSetting::parse(text) {
                    self.set_voice(setting);
                }
            }
            Some((Tag::File, _)) => {}
        }
    }

    /// A file the server sent was refused: said at once; nothing of it is kept.
    fn file_refused(&self, trouble: Trouble) {
        let loc = self.loc();
        let text = match trouble {
            Trouble::Malformed => loc.tr("client-error-file-malformed"),
            Trouble::TooLarge => loc.tr("client-error-file-too-large"),
        };
        self.tell(&text);
    }

    /// The files received whole since the last call.
    pub fn take_files(&self) -> Vec<Received> {
        std::mem::take(&mut lock(&self.files).received)
    }

    /// The last line the player sent.
    pub fn last_sent(&self) -> String {
        lock(&self.files).last_sent.clone()
    }

    fn set_voice(&self, setting: VoiceSetting) {
        let mut voice = lock(&self.voice);
        match setting {
            VoiceSetting::Speech(on) => {
                if !on {
                    voice.speaker.stop();
                }
                voice.on = on;
            }
            VoiceSetting::Rate(n) => voice.speaker.set_rate(Rate::new(i32::from(n))),
            VoiceSetting::Pitch(n) => voice.speaker.set_pitch(Rate::new(i32::from(n))),
            VoiceSetting::Volume(n) => voice.speaker.set_volume(Volume::new(i32::from(n))),
            VoiceSetting::Lang(lang) => {
                voice.speaker.set_lang(lang);
                // The player's language: the client's own few words follow it.
                lock(&self.loc).set_lang(lang);
            }
        }
    }

    fn prompted(&self, text: &str, secret: bool) {
        let mut pace = lock(&self.pace);
        pace.prompt = text.to_owned();
        pace.secret = secret;
        pace.answered = true;
        self.changed.notify_all();
    }

    /// The connection ended: says so at once, and wakes whoever waits.
    pub fn ended(&self, how: Ending) {
        let id = match how {
            Ending::Closed => "client-info-closed",
            Ending::Lost => "client-info-lost",
        };
        self.tell(&self.loc().tr(id));
        lock(&self.pace).ended = Some(how);
        self.changed.notify_all();
    }

    /// A new connection: no prompt yet, nothing ended.
    pub fn reset(&self) {
        *lock(&self.pace) = Pace::default();
    }

    /// A line is about to be sent: its answer is awaited, and its first utterance will cut
    /// off what is being said.
    pub fn sending(&self, line: &str) {
        line.clone_into(&mut lock(&self.files).last_sent);
        lock(&self.pace).answered = false;
        self.interrupt.store(true, Ordering::SeqCst);
    }

    /// The last prompt, and whether it asks for a password.
    pub fn prompt(&self) -> (String, bool) {
        let pace = lock(&self.pace);
        (pace.prompt.clone(), pace.secret)
    }

    /// Whether the connection has ended.
    pub fn has_ended(&self) -> bool {
        lock(&self.pace).ended.is_some()
    }

    /// Waits at most `limit` for the server's answer to end.
    pub fn wait(&self, limit: Duration) -> Waited {
        let deadline = Instant::now() + limit;
        let mut pace = lock(&self.pace);
        loop {
            if pace.ended.is_some() {
                return Waited::Ended;
            }
            if pace.answered {
                return Waited::Answered;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Waited::Silent;
            }
            pace = self
                .changed
                .wait_timeout(pace, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use std::sync::Arc;

    /// Each utterance heard, with whether it cut off what was being said.
    type Utterances = Arc<Mutex<Vec<(String, bool)>>>;

    /// Keeps each utterance with whether it cut off what was being said.
    struct Heard(Utterances);

    impl Speaker for Heard {
        fn speak(&mut self, text: &str, interrupt: bool) {
            lock(&self.0).push((text.to_owned(), interrupt));
        }
        fn set_lang(&mut self, lang: Lang) {
            self.speak(&format!("lang {lang}"), false);
        }
        fn set_rate(&mut self, rate: Rate) {
            self.speak(&format!("rate {}", rate.percent()), false);
        }
        fn set_pitch(&mut self, _pitch: Rate) {}
        fn set_volume(&mut self, _volume: Volume) {}
        fn is_live(&self) -> bool {
            true
        }
    }

    fn shared() -> (Shared, Utterances) {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let shared = Shared::new(
            Printer::Plain,
            Box::new(Heard(heard.clone())),
            true,
            Localizer::new(Lang::Fr),
        );
        (shared, heard)
    }

    #[test]
    fn the_first_utterance_after_a_line_sent_interrupts_and_the_next_ones_queue() {
        let (shared, heard) = shared();
        shared.sending("");
        shared.handle("~un");
        shared.handle("~deux");
        shared.sending("");
        shared.handle("~trois");
        assert_eq!(
            *lock(&heard),
            [
                ("un".to_owned(), true),
                ("deux".to_owned(), false),
                ("trois".to_owned(), true)
            ]
        );
    }

    #[test]
    fn voice_settings_reach_the_voice_and_speech_off_silences_it() {
        let (shared, heard) = shared();
        shared.handle("%debit 40");
        shared.handle("%langue en");
        shared.handle("%couleur bleue");
        shared.handle("%parole non");
        shared.handle("~rien");
        shared.handle("%parole oui");
        shared.handle("~enfin");
        let heard: Vec<String> = lock(&heard).iter().map(|h| h.0.clone()).collect();
        assert_eq!(heard, ["rate 40", "lang en", "", "enfin"]);
        assert_eq!(shared.loc().lang(), Lang::En);
    }

    #[test]
    fn the_answer_ends_with_its_prompt_and_a_secret_prompt_is_marked() {
        let (shared, _) = shared();
        shared.sending("");
        assert_eq!(shared.wait(Duration::from_millis(10)), Waited::Silent);
        shared.handle("*Mot de passe : ");
        assert_eq!(shared.wait(Duration::from_millis(10)), Waited::Answered);
        assert_eq!(shared.prompt(), ("Mot de passe : ".to_owned(), true));
        shared.sending("");
        shared.handle("?> ");
        assert_eq!(shared.prompt(), ("> ".to_owned(), false));
    }

    #[test]
    fn an_ended_connection_wakes_the_wait_at_once() {
        let (shared, _) = shared();
        let shared = Arc::new(shared);
        shared.sending("");
        let other = shared.clone();
        let waiter = std::thread::spawn(move || other.wait(Duration::from_secs(30)));
        std::thread::sleep(Duration::from_millis(20));
        shared.ended(Ending::Lost);
        assert_eq!(waiter.join().unwrap(), Waited::Ended);
    }
}
