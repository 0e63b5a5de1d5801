//! Reading the player's lines: rustyline at a terminal, plain lines otherwise.

use std::io::{BufRead, IsTerminal, Write};

use rustyline::error::ReadlineError;
use rustyline::{Config, DefaultEditor};

use crate::i18n::Localizer;

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

    /// The next line, `None` at the end of input. Ctrl-C asks to quit (with confirmation).
    pub fn read(&mut self, prompt: &str, loc: &Localizer) -> Option<String> {
        match self {
            Input::Editor(editor) => match editor.readline(prompt) {
                Ok(line) => Some(line),
                Err(ReadlineError::Interrupted) => Some(loc.tr("cmd-word-quit")),
                Err(_) => None,
            },
            Input::Plain { echo } => {
                let mut stdout = std::io::stdout();
                let _ = write!(stdout, "{prompt}");
                let _ = stdout.flush();
                let mut line = String::new();
                match std::io::stdin().lock().read_line(&mut line) {
                    Ok(0) | Err(_) => {
                        let _ = writeln!(stdout);
                        None
                    }
                    Ok(_) => {
                        let line = line.trim_end_matches(['\n', '\r']).to_owned();
                        if *echo {
                            let _ = writeln!(stdout, "{line}");
                        }
                        Some(line)
                    }
                }
            }
        }
    }
}
