//! A voice that stops answering while the player thinks is told then, not at the next
//! answer (issue 32, item 10).
//!
//! A killed speech daemon fails the very call that reaches it, so the next answer tells it;
//! a stopped one fails only when its answer is given up, seconds later: by then the player
//! may be waiting in silence, or gone. So while the game waits for a line, a thread looks at
//! the voice a few times a second and prints the notice as soon as it is not live.

use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::Duration;

use super::clock_watch::SharedSpeaker;
use crate::speech::Notice;

/// How often the voice is looked at: a notice comes at most this late.
const LOOK: Duration = Duration::from_millis(100);

/// A running watch; [`Watch::stop`] ends it.
pub struct Watch {
    cancel: mpsc::Sender<()>,
    thread: JoinHandle<Option<String>>,
}

impl Watch {
    /// Watches `speaker`; when it stops being live, prints on `out` the notice that `text`
    /// gives (translated beforehand: a voice lost, or one that never answered), once.
    pub fn start(
        speaker: &SharedSpeaker,
        text: impl Fn(Notice) -> String,
        mut out: impl Write + Send + 'static,
    ) -> Watch {
        let lost = text(Notice::Lost);
        let timeout = text(Notice::Timeout);
        let speaker = Arc::clone(speaker);
        let (cancel, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            loop {
                match stopped.recv_timeout(LOOK) {
                    Err(RecvTimeoutError::Timeout) => {}
                    _ => return None,
                }
                let Ok(voice) = speaker.lock() else {
                    return None;
                };
                if voice.is_live() {
                    continue;
                }
                let text = if voice.started() { lost } else { timeout };
                drop(voice);
                let _ = writeln!(out, "\n{text}");
                let _ = out.flush();
                return Some(text);
            }
        });
        Watch { cancel, thread }
    }

    /// Ends the watch; the notice it printed, if any.
    pub fn stop(self) -> Option<String> {
        let _ = self.cancel.send(());
        self.thread.join().unwrap_or(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Rate, Speaker, Volume};
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Instant;

    /// A voice whose liveness the test sets.
    struct Switch(Arc<AtomicBool>);

    impl Speaker for Switch {
        fn speak(&mut self, _text: &str, _interrupt: bool) {}
        fn set_lang(&mut self, _lang: crate::i18n::Lang) {}
        fn set_rate(&mut self, _rate: Rate) {}
        fn set_pitch(&mut self, _pitch: Rate) {}
        fn set_volume(&mut self, _volume: Volume) {}
        fn is_live(&self) -> bool {
            self.0.load(Ordering::Relaxed)
        }
    }

    /// What the watch printed.
    #[derive(Clone, Default)]
    struct Printed(Arc<Mutex<Vec<u8>>>);

    impl Printed {
        fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().expect("not poisoned")).into_owned()
        }
    }

    impl Write for Printed {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .expect("not poisoned")
                .extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Each notice as its message id.
    fn id(notice: Notice) -> String {
        notice.message().as_str().to_owned()
    }

    fn watched() -> (Arc<AtomicBool>, SharedSpeaker) {
        let live = Arc::new(AtomicBool::new(true));
        let speaker: SharedSpeaker = Arc::new(Mutex::new(Box::new(Switch(Arc::clone(&live)))));
        (live, speaker)
    }

    #[test]
    fn a_voice_that_stops_while_the_player_thinks_is_told_then() {
        let (live, speaker) = watched();
        let printed = Printed::default();
        let watch = Watch::start(&speaker, id, printed.clone());
        std::thread::sleep(LOOK * 2);
        assert!(printed.text().is_empty());
        live.store(false, Ordering::Relaxed);
        let started = Instant::now();
        while !watch.thread.is_finished() && started.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(started.elapsed() < LOOK * 10, "{:?}", started.elapsed());
        assert_eq!(watch.stop().as_deref(), Some("speech-notice-lost"));
        assert_eq!(printed.text(), "\nspeech-notice-lost\n");
    }

    #[test]
    fn a_voice_that_keeps_answering_is_not_told() {
        let (_live, speaker) = watched();
        let printed = Printed::default();
        let watch = Watch::start(&speaker, id, printed.clone());
        std::thread::sleep(LOOK * 2);
        assert_eq!(watch.stop(), None);
        assert!(printed.text().is_empty());
    }
}
