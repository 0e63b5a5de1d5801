//! A screen reader at work (NVDA, JAWS, Narrator on Windows): tablier then leaves the voice
//! to it (issue 31, item 1). Two voices reading the same lines at once cannot be followed,
//! and a line editor that redraws the line at each key makes a screen reader read it again
//! and again.
//!
//! What to do is decided by [`start`], a plain function tested on every platform; only
//! reading whether a screen reader runs ([`running`]) is Windows code (its
//! `SPI_GETSCREENREADER` flag, which screen readers set while they run). Elsewhere none is
//! detected. `TABLIER_SCREEN_READER=1` (or `0`) says it in place of the system, for tests
//! and for a reader the system does not flag.

use super::SpeechMode;

/// The environment variable that says whether a screen reader runs, in place of the
/// system.
pub const ENV: &str = "TABLIER_SCREEN_READER";

/// How the game starts, given what runs beside it and what the player asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    /// tablier's own voice.
    pub speech: SpeechMode,
    /// Plain lines, without line editing.
    pub simple: bool,
    /// Whether to say, in one line at the start, that a screen reader was found and
    /// tablier does not speak itself.
    pub notice: bool,
}

/// How the game starts: with a screen reader (`screen_reader`), tablier keeps quiet unless
/// its voice was asked for (`speech_chosen`: `--parole oui`, or speech kept on in the
/// settings), and reads plain lines unless line editing was asked for (`editing`).
/// Without one, everything stays as asked.
#[must_use]
pub fn start(
    screen_reader: bool,
    speech: SpeechMode,
    speech_chosen: bool,
    simple: bool,
    editing: bool,
) -> Start {
    if !screen_reader {
        return Start {
            speech,
            simple,
            notice: false,
        };
    }
    let quiet = speech == SpeechMode::Auto && !speech_chosen;
    Start {
        speech: if quiet { SpeechMode::Off } else { speech },
        simple: simple || !editing,
        notice: quiet,
    }
}

/// Whether a screen reader runs: [`ENV`] when it is set to `1` or `0`, else the system's
/// flag (Windows), else none.
#[must_use]
pub fn running() -> bool {
    match std::env::var(ENV).as_deref() {
        Ok("1") => true,
        Ok("0") => false,
        _ => system_flag(),
    }
}

/// Windows' flag, which a screen reader sets while it runs.
#[cfg(windows)]
fn system_flag() -> bool {
    use windows_sys::Win32::UI::WindowsAndMessaging::{SPI_GETSCREENREADER, SystemParametersInfoW};
    let mut on: i32 = 0;
    // SAFETY: SPI_GETSCREENREADER writes one BOOL (an i32) to the pointer given, which
    // points to `on`, alive for the call.
    let read = unsafe {
        SystemParametersInfoW(
            SPI_GETSCREENREADER,
            0,
            std::ptr::from_mut(&mut on).cast(),
            0,
        )
    };
    read != 0 && on != 0
}

/// No such flag elsewhere: Orca and the others read the terminal by its accessibility tree,
/// and the player chooses tablier's voice with `--parole`.
#[cfg(not(windows))]
fn system_flag() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_a_screen_reader_tablier_keeps_quiet_and_reads_plain_lines_unless_asked() {
        assert_eq!(
            start(true, SpeechMode::Auto, false, false, false),
            Start {
                speech: SpeechMode::Off,
                simple: true,
                notice: true
            }
        );
        // Its voice asked for, on the command line or kept in the settings: it speaks.
        for (speech, chosen) in [(SpeechMode::On, true), (SpeechMode::Auto, true)] {
            let start = start(true, speech, chosen, false, false);
            assert_eq!(start.speech, speech);
            assert!(!start.notice);
        }
        // Line editing asked for: given.
        assert!(!start(true, SpeechMode::Auto, false, false, true).simple);
        // Speech turned off: off, and nothing to tell.
        let off = start(true, SpeechMode::Off, true, false, false);
        assert_eq!((off.speech, off.notice), (SpeechMode::Off, false));
    }

    #[test]
    fn without_a_screen_reader_everything_stays_as_asked() {
        for speech in [SpeechMode::Auto, SpeechMode::On, SpeechMode::Off] {
            for simple in [false, true] {
                assert_eq!(
                    start(false, speech, false, simple, false),
                    Start {
                        speech,
                        simple,
                        notice: false
                    }
                );
            }
        }
    }
}
