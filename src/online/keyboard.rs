//! The player's lines: rustyline at a terminal (server lines printed above the line being
//! typed), plain lines otherwise; and a password, read without echo.
//!
//! In plain mode the prompt is printed, and when the input is not a terminal the line read
//! is echoed after it, as in the local game, so that a transcript reads like the session;
//! never a password.

use std::io::{IsTerminal, Write};

use rustyline::error::ReadlineError;
use rustyline::{Config, DefaultEditor};

use crate::net::MAX_LINE;
use crate::repl::input::{Line, read_line};

use super::screen::{Printer, Shared};

/// A source of lines.
pub enum Keyboard {
    /// Line editing with history.
    Editor(Box<DefaultEditor>),
    /// Plain lines from standard input; `echo` repeats each after the prompt (piped input).
    Plain { echo: bool },
}

impl Keyboard {
    /// The editor when standard input is a terminal and plain lines were not asked for,
    /// with the printer that goes with it.
    pub fn open(simple: bool) -> (Keyboard, Printer) {
        let terminal = std::io::stdin().is_terminal();
        if terminal && !simple {
            let config = Config::builder().auto_add_history(true).build();
            if let Ok(mut editor) = DefaultEditor::with_config(config)
                && let Ok(printer) = editor.create_external_printer()
            {
                return (
                    Keyboard::Editor(Box::new(editor)),
                    Printer::Editor(Box::new(printer)),
                );
            }
        }
        (Keyboard::Plain { echo: !terminal }, Printer::Plain)
    }

    /// The next line, after `prompt`. Ctrl-C and Ctrl-D end the input.
    pub fn read(&mut self, prompt: &str, shared: &Shared) -> Line {
        match self {
            Keyboard::Editor(editor) => match editor.readline(prompt) {
                Ok(line) if line.len() > MAX_LINE => Line::TooLong,
                Ok(line) => Line::Text(line),
                Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                    Line::NotText
                }
                Err(_) => Line::End,
            },
            Keyboard::Plain { echo } => {
                shared.write(|out| write!(out, "{prompt}"));
                // Read without holding the screen: lines that arrive meanwhile are printed
                // as they come.
                let line = read_line(&mut std::io::stdin().lock(), MAX_LINE);
                match &line {
                    Line::Text(text) if *echo => shared.write(|out| writeln!(out, "{text}")),
                    Line::Text(_) => {}
                    _ => shared.write(|out| writeln!(out)),
                }
                line
            }
        }
    }

    /// A password, after `prompt`, never shown: from the terminal with its echo off, else
    /// the next line of standard input. `None` at the end of input.
    pub fn secret(&mut self, prompt: &str, shared: &Shared) -> Option<String> {
        shared.write(|out| write!(out, "{prompt}"));
        let read = if std::io::stdin().is_terminal() {
            // rpassword ends the line itself: the Enter key's newline, not what was typed.
            rpassword::read_password().ok()
        } else {
            let line = read_line(&mut std::io::stdin().lock(), MAX_LINE);
            // The end of the prompt's line, and nothing of what was typed.
            shared.write(|out| writeln!(out));
            match line {
                Line::Text(text) => Some(text),
                Line::End => None,
                // Not sent: the server then answers an empty line, and asks again.
                Line::TooLong | Line::NotText => Some(String::new()),
            }
        };
        read.map(|text| {
            if text.len() > MAX_LINE {
                String::new()
            } else {
                text
            }
        })
    }
}
