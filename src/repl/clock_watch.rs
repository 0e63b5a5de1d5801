//! The clock's warnings while a player thinks: a timer thread prints and says each alarm
//! the session scheduled ([`Session::clock_alarms`]) when its time comes, unless the
//! player answers first.

use std::io::Write;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::presentation::Said;
use crate::session::Session;
use crate::speech::Speaker;

/// A running timer; [`Watch::stop`] cancels what has not fired.
pub struct Watch {
    cancel: mpsc::Sender<()>,
    thread: JoinHandle<bool>,
}

/// The voice, shared with the timer thread.
pub type SharedSpeaker = Arc<Mutex<Box<dyn Speaker>>>;

impl Watch {
    /// Starts the timer for `alarms` (milliseconds from now, and what to show and say);
    /// `None` when there is nothing to watch.
    pub fn start(alarms: Vec<(u64, Said)>, speaker: &SharedSpeaker, speak: bool) -> Option<Watch> {
        if alarms.is_empty() {
            return None;
        }
        let (cancel, stop) = mpsc::channel::<()>();
        let speaker = Arc::clone(speaker);
        let started = Instant::now();
        let thread = std::thread::spawn(move || {
            let mut fired = false;
            for (at, said) in alarms {
                let due = started + Duration::from_millis(at);
                let wait = due.saturating_duration_since(Instant::now());
                match stop.recv_timeout(wait) {
                    Err(RecvTimeoutError::Timeout) => {
                        fired = true;
                        let mut out = std::io::stdout();
                        for line in &said.display {
                            let _ = writeln!(out, "\n{line}");
                        }
                        let _ = out.flush();
                        if speak
                            && !said.spoken.is_empty()
                            && let Ok(mut voice) = speaker.lock()
                        {
                            voice.speak(&said.spoken, true);
                        }
                    }
                    _ => return fired,
                }
            }
            fired
        });
        Some(Watch { cancel, thread })
    }

    /// Stops the timer; whether any alarm was told.
    pub fn stop(self) -> bool {
        let _ = self.cancel.send(());
        self.thread.join().unwrap_or(false)
    }
}

/// The alarms of `session` now, in words.
pub fn alarms(
    session: &Session,
    render: impl Fn(&crate::session::Event) -> Said,
) -> Vec<(u64, Said)> {
    session
        .clock_alarms()
        .iter()
        .map(|(at, event)| (*at, render(event)))
        .collect()
}
