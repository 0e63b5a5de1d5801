//! The UBGI dialogue (Universal Backgammon Interface, draft 0.01), one line in, one or a
//! few lines out, as UCI does for chess:
//!
//! | the UI sends | the engine answers |
//! |---|---|
//! | `ubgi` | `id name …`, `id author …`, `id version …`, then `readyok` |
//! | `isready` | `readyok` |
//! | an XGID (`XGID=…`, or the bare ten fields) | the decision |
//! | a FIBS `board:…` line | the decision |
//! | `newgame`, `stop` | nothing: each position line is complete in itself |
//! | `quit` | nothing, and the engine exits |
//!
//! A decision is a play as from/to pairs in the mover's own numbering (`13/10 10/7`, 25 the
//! bar, 0 off; an empty line when the roll cannot be played), or `double`, `roll`, `take`,
//! `drop`. A line the engine cannot answer gets `sorry` on standard output, so that a UI
//! waiting for one line per position never hangs, and the reason on standard error in the
//! user's language.

use std::io::{self, BufRead, Write};

use super::{Request, RequestError, decide, fibs, xgid};
use crate::ai::Evaluator;
use crate::ai::search::Level;
use crate::i18n::{Localizer, excerpt};
use crate::rules::Variant;

/// What one input line asks for.
#[derive(Debug, PartialEq)]
enum Line {
    Hello,
    IsReady,
    Quit,
    /// A command with nothing to answer.
    Ignored,
    Position(Result<Request, RequestError>),
    Unknown,
}

fn read_line(line: &str, writer: fibs::Writer) -> Line {
    // gnubg's external player ends each board with a NUL, which then starts the next line.
    let line = line.trim_matches(|c: char| c.is_whitespace() || c.is_control());
    let word = line.split_whitespace().next().unwrap_or_default();
    match word.to_ascii_lowercase().as_str() {
        "" => Line::Ignored,
        "ubgi" => Line::Hello,
        "isready" => Line::IsReady,
        "quit" => Line::Quit,
        "newgame" | "ubginewgame" | "stop" => Line::Ignored,
        _ if fibs::looks_like(line) => Line::Position(fibs::parse_with(line, writer)),
        _ if xgid::looks_like(line) => Line::Position(xgid::parse(line)),
        _ => Line::Unknown,
    }
}

/// How the engine plays and reads.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// The depth of its search (never its noise).
    pub level: Level,
    /// Who writes the FIBS lines, for the fields whose meaning differs.
    pub fibs_writer: fibs::Writer,
    /// The game the positions belong to: backgammon, or a variation GNU Backgammon plays
    /// (Nackgammon, Hyper-Backgammon), which neither XGID nor FIBS lines name.
    pub variant: Variant,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            level: Level::default(),
            fibs_writer: fibs::Writer::default(),
            variant: Variant::Backgammon,
        }
    }
}

/// Runs the dialogue until `quit` or the end of `input`, answering on `out` and telling
/// why a line was refused on `err`. The network is loaded on the first position, so that
/// `ubgi` is answered at once.
///
/// # Errors
/// Only a failure to write an answer (the UI went away).
pub fn serve(
    input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
    loc: &Localizer,
    settings: Settings,
) -> io::Result<()> {
    let mut eval: Option<Box<dyn Evaluator>> = None;
    for line in input.split(b'\n') {
        // A line that is not UTF-8 is read with its bad bytes replaced, so that it is
        // refused (`sorry`) like any other line the engine cannot read; a failed read ends.
        let Ok(bytes) = line else { break };
        let line = String::from_utf8_lossy(&bytes);
        match read_line(&line, settings.fibs_writer) {
            Line::Hello => {
                writeln!(out, "id name {}", env!("CARGO_PKG_NAME"))?;
                writeln!(out, "id author {}", env!("CARGO_PKG_AUTHORS"))?;
                writeln!(out, "id version {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(out, "readyok")?;
            }
            Line::IsReady => writeln!(out, "readyok")?,
            Line::Quit => break,
            Line::Ignored => {}
            Line::Position(Ok(request)) => match request.in_game(settings.variant) {
                Ok(request) => {
                    let eval =
                        eval.get_or_insert_with(|| settings.level.evaluator(settings.variant));
                    writeln!(
                        out,
                        "{}",
                        decide(&request, eval.as_ref(), settings.level).to_ubgi()
                    )?;
                }
                Err(e) => {
                    writeln!(out, "sorry")?;
                    writeln!(err, "{}", super::error_message(&e, loc))?;
                }
            },
            Line::Position(Err(e)) => {
                writeln!(out, "sorry")?;
                writeln!(err, "{}", super::error_message(&e, loc))?;
            }
            Line::Unknown => {
                writeln!(out, "sorry")?;
                let (quoted, cut) = excerpt(line.trim());
                let cut = if cut { "yes" } else { "no" };
                writeln!(
                    err,
                    "{}",
                    loc.tr_args(
                        "engine-error-unknown",
                        &[("line", quoted.into()), ("cut", cut.into())]
                    )
                )?;
            }
        }
        out.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn session(input: &str) -> (String, String) {
        let loc = Localizer::new(Lang::En);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let settings = Settings {
            level: Level::Advanced,
            ..Settings::default()
        };
        serve(input.as_bytes(), &mut out, &mut err, &loc, settings).unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn ubgi_is_answered_with_the_engine_s_identity_then_readyok() {
        let (out, err) = session("ubgi\nisready\nquit\n");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "id name tablier");
        assert!(lines[1].starts_with("id author "));
        assert!(lines[2].starts_with("id version "));
        assert_eq!(&lines[3..], ["readyok", "readyok"]);
        assert_eq!(err, "");
    }

    #[test]
    fn control_characters_around_a_line_are_not_part_of_it() {
        let (out, err) = session("\0isready\0\r\n");
        assert_eq!((out.as_str(), err.as_str()), ("readyok\n", ""));
    }

    #[test]
    fn a_line_that_is_not_utf8_gets_sorry_too() {
        let loc = Localizer::new(Lang::En);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let input: &[u8] = b"isready\n\xff\xfe board\nisready\n";
        serve(input, &mut out, &mut err, &loc, Settings::default()).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "readyok\nsorry\nreadyok\n");
    }

    #[test]
    fn nothing_is_read_after_quit() {
        let (out, _) = session("quit\nisready\n");
        assert_eq!(out, "");
    }

    #[test]
    fn every_line_it_cannot_answer_gets_sorry_and_a_reason() {
        let (out, err) = session("bonjour\nXGID=abc:0:0:1:52:0:0:0:0:10\nboard:x:y:1\n");
        assert_eq!(out, "sorry\nsorry\nsorry\n");
        assert_eq!(err.lines().count(), 3, "{err}");
        assert!(err.contains("bonjour"), "{err}");
    }

    #[test]
    fn a_long_unknown_line_is_quoted_cut() {
        let long = "x".repeat(200);
        let (_, err) = session(&format!("{long}\n"));
        assert!(err.contains(&format!("{}…", "x".repeat(30))), "{err}");
        assert!(!err.contains(&"x".repeat(31)), "{err}");
    }

    #[test]
    fn the_opening_31_is_played_by_making_the_5_point() {
        let (out, err) = session("XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10\n");
        assert_eq!(err, "");
        let mut steps: Vec<&str> = out.trim().split(' ').collect();
        steps.sort_unstable();
        assert_eq!(steps, ["6/5", "8/5"]);
    }

    #[test]
    fn a_roll_that_cannot_be_played_is_answered_with_an_empty_line() {
        // The top player, on turn, has a checker on the bar against a closed board.
        let closed = "XGID=aBBBBBBC-----------bbbbcc-:0:0:-1:66:0:0:0:0:10";
        let (out, err) = session(&format!("{closed}\n"));
        assert_eq!(err, "");
        assert_eq!(out, "\n");
    }
}
