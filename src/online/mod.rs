//! `tablier en-ligne ADRESSE`: the client of `tablier serveur` (issue 28), a thin one.
//!
//! The server renders every word in the player's language and sends tagged lines
//! (`docs/protocole.md`, [`crate::net`]): the client prints the `:` lines, says the `~`
//! lines, shows the `?` prompt, reads a password without echo after `*`, and sets the voice
//! on `%`. Its own words are few: connecting, a connection that failed or ended, the offer
//! to try again, a refused line or password.
//!
//! The dialogue is paced: after each line sent, the next is read only once the server's
//! answer has ended with its prompt (or after [`SILENCE_LIMIT`], with an offer to
//! reconnect), so that piped input plays in order. The end of input closes the connection
//! and ends the client (status 0); a server that could not be reached and no retry wanted
//! ends it with status 1.
//!
//! `TABLIER_SPEECH_LOG=path` replaces the voice with a log, as in the local game.

pub mod address;
mod file;
mod keyboard;
mod link;
mod screen;
pub mod secure;

use std::sync::Arc;
use std::time::Duration;

use rustls::{ClientConfig, RootCertStore};

use crate::i18n::{Lang, Localizer};
use crate::net::HELLO;
use crate::repl::input::Line;
use crate::speech::{SpeechMode, open_speaker};

pub use address::{Address, AddressError};
pub use secure::{CaError, Transport};

use keyboard::Keyboard;
use link::{ConnectError, Link};
use screen::{Shared, Waited};

/// How long the server may take to answer a line before the player is told and offered
/// to reconnect.
pub const SILENCE_LIMIT: Duration = Duration::from_secs(20);

/// The client's configuration, checked by the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// The server.
    pub address: Address,
    /// The certificates of `--ca`, the only ones trusted when given.
    pub ca: Option<RootCertStore>,
    /// `--sans-chiffrement`: plain TCP to any host, a password sent even so.
    pub insecure: bool,
    /// Plain standard-input lines, no line editing.
    pub simple: bool,
    /// Whether to speak.
    pub speech: SpeechMode,
    /// A screen reader runs and the client keeps quiet: said in one line at the start.
    pub screen_reader: bool,
}

/// What a conversation came to.
enum Outcome {
    /// The player's input ended: the client ends.
    Quit,
    /// The player asked for a new connection.
    Reconnect,
    /// The connection ended and the player wants no other.
    Stop,
}

/// Runs the client; returns the exit status.
pub fn run(options: &Options, loc: Localizer) -> i32 {
    let log = std::env::var_os(crate::repl::SPEECH_LOG_VAR);
    let speech = if log.is_some() {
        // Speech recorded to a file is speech on, as in the local game.
        SpeechMode::On
    } else {
        options.speech
    };
    let (keyboard, printer) = Keyboard::open(options.simple);
    let (mut speaker, notice) = match log {
        Some(path) => (crate::repl::speech_log::open(path.as_ref()), None),
        None => open_speaker(speech, loc.lang()),
    };
    speaker.set_lang(loc.lang());
    let shared = Arc::new(Shared::new(
        printer,
        speaker,
        speech != SpeechMode::Off,
        loc,
    ));
    if options.screen_reader {
        shared.line(&shared.loc().tr("speech-notice-screen-reader"));
    }
    if let Some(notice) = notice {
        shared.line(&shared.loc().tr(notice.message()));
    }
    let transport = secure::transport(&options.address, options.ca.is_some(), options.insecure);
    let mut client = Client {
        shared,
        keyboard,
        address: options.address.clone(),
        transport,
        insecure: options.insecure,
        tls: None,
    };
    if transport == Transport::Tls {
        let roots = options.ca.clone().unwrap_or_else(secure::system_roots);
        match secure::client_config(roots) {
            Ok(config) => client.tls = Some(config),
            Err(_) => {
                client.cannot_connect(&ConnectError::Tls);
                return 1;
            }
        }
    }
    client.run()
}

/// The client's own half: the player's side of the dialogue.
struct Client {
    shared: Arc<Shared>,
    keyboard: Keyboard,
    address: Address,
    transport: Transport,
    insecure: bool,
    tls: Option<Arc<ClientConfig>>,
}

impl Client {
    fn run(&mut self) -> i32 {
        loop {
            let loc = self.shared.loc();
            self.shared.tell(&loc.tr_args(
                "client-info-connecting",
                &[("address", self.address.to_string().into())],
            ));
            self.shared.reset();
            let on_line = {
                let shared = self.shared.clone();
                move |line: &str| shared.handle(line)
            };
            let on_end = {
                let shared = self.shared.clone();
                move |how| shared.ended(how)
            };
            let link = match Link::connect(&self.address, self.tls.clone(), on_line, on_end) {
                Ok(link) => link,
                Err(error) => {
                    self.cannot_connect(&error);
                    if self.ask("client-ask-retry") {
                        continue;
                    }
                    return 1;
                }
            };
            // A new connection: the player logs in again, no password is kept.
            self.send(&link, HELLO);
            let outcome = self.converse(&link);
            link.close();
            match outcome {
                Outcome::Quit => {
                    self.shared.tell(&self.shared.loc().tr("client-info-end"));
                    return 0;
                }
                Outcome::Reconnect => {}
                Outcome::Stop => return 0,
            }
        }
    }

    /// Says why the server could not be reached.
    fn cannot_connect(&self, error: &ConnectError) {
        let loc = self.shared.loc();
        let reason = match error {
            ConnectError::Refused => loc.tr("client-reason-refused"),
            ConnectError::UnknownHost => loc.tr("client-reason-unknown-host"),
            ConnectError::Timeout => loc.tr("client-reason-timeout"),
            ConnectError::Certificate => loc.tr("client-reason-certificate"),
            ConnectError::Tls => loc.tr("client-reason-tls"),
            ConnectError::Other(words) => {
                loc.tr_args("client-reason-other", &[("error", words.as_str().into())])
            }
        };
        self.shared.tell(&loc.tr_args(
            "client-error-connect",
            &[
                ("address", self.address.to_string().into()),
                ("reason", reason.into()),
            ],
        ));
    }

    /// Sends `line`, its answer then awaited.
    fn send(&self, link: &Link, line: &str) {
        // Before the line leaves: its answer may come back at once.
        self.shared.sending(line);
        link.send(line);
    }

    /// The dialogue on one connection, to its end.
    fn converse(&mut self, link: &Link) -> Outcome {
        loop {
            match self.shared.wait(SILENCE_LIMIT) {
                Waited::Answered => self.write_files(),
                Waited::Ended => return self.offer_reconnect(),
                Waited::Silent => {
                    let loc = self.shared.loc();
                    self.shared.tell(&loc.tr_args(
                        "client-error-silent",
                        &[("seconds", SILENCE_LIMIT.as_secs().into())],
                    ));
                    if self.ask("client-ask-reconnect") {
                        return Outcome::Reconnect;
                    }
                }
            }
            let (prompt, secret) = self.shared.prompt();
            if secret {
                if !secure::may_send_secret(&self.address, self.transport, self.insecure) {
                    let loc = self.shared.loc();
                    self.shared.tell(&loc.tr_args(
                        "client-error-secret-refused",
                        &[("address", self.address.to_string().into())],
                    ));
                    // An empty line in its place: the server answers it, and the dialogue
                    // goes on.
                    self.send(link, "");
                    continue;
                }
                match self.keyboard.secret(&prompt, &self.shared) {
                    Some(password) => {
                        // Not kept as the last line sent: no file is named by a password.
                        self.shared.sending("");
                        link.send(&password);
                    }
                    None => return Outcome::Quit,
                }
                continue;
            }
            match self.keyboard.read(&prompt, &self.shared) {
                Line::Text(line) => {
                    if self.shared.has_ended() {
                        return self.offer_reconnect();
                    }
                    self.send(link, &line);
                }
                Line::End => return Outcome::Quit,
                refused => {
                    if let Some(id) = refused.refusal() {
                        let loc = self.shared.loc();
                        self.shared.tell(
                            &loc.tr_args(id.as_str(), &[("max", crate::net::MAX_LINE.into())]),
                        );
                    }
                }
            }
        }
    }

    /// The connection ended (and the player was told): another, if the player wants one.
    fn offer_reconnect(&mut self) -> Outcome {
        if self.ask("client-ask-reconnect") {
            Outcome::Reconnect
        } else {
            Outcome::Stop
        }
    }

    /// Asks the question `id` until answered yes or no (in either language); the end of
    /// input is no.
    fn ask(&mut self, id: &str) -> bool {
        let question = self.shared.loc().tr(id);
        self.ask_said(std::slice::from_ref(&question), &question)
    }

    /// Asks the question shown as `display` and said as `spoken` until answered yes or no
    /// (in either language); the end of input is no.
    fn ask_said(&mut self, display: &[String], spoken: &str) -> bool {
        let (last, before) = display
            .split_last()
            .map_or(("", &[][..]), |(l, b)| (l.as_str(), b));
        for line in before {
            self.shared.line(line);
        }
        loop {
            let question = last;
            self.shared.speak(spoken, true);
            match self.keyboard.read(&format!("{question} "), &self.shared) {
                Line::Text(answer) => {
                    if let Some(yes) = yes_or_no(&answer) {
                        return yes;
                    }
                }
                Line::End => return false,
                Line::TooLong | Line::NotText => {}
            }
        }
    }
}

/// Whether `answer` says yes or no, in either language, whole or by its first letter.
fn yes_or_no(answer: &str) -> Option<bool> {
    let answer = answer.trim().to_lowercase();
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for (id, yes) in [("cmd-answer-yes", true), ("cmd-answer-no", false)] {
            let word = loc.tr(id).to_lowercase();
            if answer == word || word.chars().next().is_some_and(|c| answer == c.to_string()) {
                return Some(yes);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_and_no_are_understood_in_both_languages_whole_or_by_their_first_letter() {
        for yes in ["oui", "Oui ", "o", "yes", "Y"] {
            assert_eq!(yes_or_no(yes), Some(true), "{yes}");
        }
        for no in ["non", "NO", "n"] {
            assert_eq!(yes_or_no(no), Some(false), "{no}");
        }
        for neither in ["", "peut-être", "ouais"] {
            assert_eq!(yes_or_no(neither), None, "{neither}");
        }
    }
}
