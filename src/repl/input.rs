//! Reading the player's lines: rustyline at a terminal, plain lines otherwise.
//!
//! A line is never trusted to be short or to be text: one longer than [`MAX_LINE`] bytes is
//! skipped to its end and refused, one that is not UTF-8 (a terminal writing Latin-1) is
//! refused too, and the game goes on with the next line.

use std::io::{BufRead, IsTerminal, Write};

use rustyline::error::ReadlineError;
use rustyline::{Config, DefaultEditor};

use crate::i18n::Localizer;

/// The longest line read, in bytes: far beyond any command, play, position or file name
/// (4,096 is the longest path), short enough that no line costs time to answer.
pub const MAX_LINE: usize = 4096;

/// What the player typed.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, without its end.
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes: skipped whole.
    TooLong,
    /// A line that is not UTF-8 text.
    NotText,
    /// The end of input.
    End,
}

impl Line {
    /// The message id that refuses this line, if it is refused.
    #[must_use]
    pub fn refusal(&self) -> Option<crate::i18n::MsgId> {
        match self {
            Line::TooLong => Some(crate::msg!("repl-error-too-long")),
            Line::NotText => Some(crate::msg!("repl-error-not-text")),
            Line::Text(_) | Line::End => None,
        }
    }
}

/// A source of lines.
pub enum Input {
    /// Line editing with history.
    Editor(Box<DefaultEditor>),
    /// Plain lines from standard input; `echo` repeats each after the prompt (piped input).
    Plain { echo: bool },
}

impl Input {
    /// The editor when standard input is a terminal and plain lines were not asked for.
    pub fn open(simple: bool) -> Input {
        let terminal = std::io::stdin().is_terminal();
        if terminal && !simple {
            let config = Config::builder().auto_add_history(true).build();
            if let Ok(editor) = DefaultEditor::with_config(config) {
                return Input::Editor(Box::new(editor));
            }
        }
        Input::Plain { echo: !terminal }
    }

    /// The next line. Ctrl-C asks to quit (with confirmation).
    pub fn read(&mut self, prompt: &str, loc: &Localizer) -> Line {
        match self {
            Input::Editor(editor) => match editor.readline(prompt) {
                Ok(line) if line.len() > MAX_LINE => Line::TooLong,
                Ok(line) => Line::Text(line),
                Err(ReadlineError::Interrupted) => Line::Text(loc.tr("cmd-word-quit")),
                Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                    Line::NotText
                }
                Err(_) => Line::End,
            },
            Input::Plain { echo } => {
                let mut stdout = std::io::stdout();
                // A closed terminal is no reason to stop reading: the game ends at the end of
                // input.
                write!(stdout, "{prompt}").ok();
                stdout.flush().ok();
                let line = read_line(&mut std::io::stdin().lock(), MAX_LINE);
                match &line {
                    Line::Text(text) if *echo => writeln!(stdout, "{text}"),
                    Line::Text(_) => Ok(()),
                    _ => writeln!(stdout),
                }
                .ok();
                line
            }
        }
    }
}

/// Reads one line of at most `max` bytes from `reader`, never holding more than `max`
/// bytes of it: a longer line is read to its end and dropped.
pub fn read_line(reader: &mut impl BufRead, max: usize) -> Line {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, ended) = match chunk.iter().position(|&b| b == b'\n') {
            Some(at) => (&chunk[..at], Some(at + 1)),
            None => (chunk, None),
        };
        if !too_long {
            if bytes.len() + part.len() > max {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(part);
            }
        }
        let used = ended.unwrap_or(chunk.len());
        reader.consume(used);
        if ended.is_some() {
            break;
        }
    }
    if !any {
        return Line::End;
    }
    if too_long {
        return Line::TooLong;
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotText,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Line> {
        let mut reader = std::io::BufReader::with_capacity(16, input);
        let mut out = Vec::new();
        loop {
            let line = read_line(&mut reader, max);
            if line == Line::End {
                return out;
            }
            out.push(line);
        }
    }

    #[test]
    fn a_line_that_is_not_utf8_is_refused_and_the_next_ones_are_read() {
        assert_eq!(
            lines(b"pips\nd\xe9s\nplateau\n", MAX_LINE),
            [
                Line::Text("pips".into()),
                Line::NotText,
                Line::Text("plateau".into())
            ]
        );
    }

    #[test]
    fn a_line_too_long_is_skipped_whole_and_the_next_ones_are_read() {
        let long = "V1-V3 ".repeat(100);
        let input = format!("pips\n{long}\r\nplateau\r\nfin");
        assert_eq!(
            lines(input.as_bytes(), 100),
            [
                Line::Text("pips".into()),
                Line::TooLong,
                Line::Text("plateau".into()),
                Line::Text("fin".into())
            ]
        );
        let exactly = "x".repeat(100);
        assert_eq!(
            lines(format!("{exactly}\n").as_bytes(), 100),
            [Line::Text(exactly)]
        );
    }

    #[test]
    fn an_empty_line_is_a_line_and_no_input_is_the_end() {
        assert_eq!(
            lines(b"\n\n", 10),
            [Line::Text(String::new()), Line::Text(String::new())]
        );
        assert_eq!(lines(b"", 10), []);
    }
}
