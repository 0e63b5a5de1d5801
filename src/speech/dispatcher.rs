//! speech-dispatcher spoken to over its own text protocol, SSIP, with `ssip-client`: pure
//! Rust, so building needs neither libspeechd nor libclang.
//!
//! Each utterance carries the connection's language (`SET self LANGUAGE`), so the daemon
//! picks a voice of that language itself. Every answer is awaited at most a reply time (the
//! socket's read timeout): a daemon that accepts and then never answers, a stopped one, makes
//! the call fail instead of hanging the speech thread, and the speaker goes silent once, as
//! for a killed one. Writes are small and follow an answered request, so they fit in the
//! socket's buffer and do not wait either; the speech thread's watch covers the rest.

use std::io::{self, Read, Write};
use std::os::unix::io::AsRawFd;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ssip_client::client::Client;
use ssip_client::{
    ClientError, ClientName, ClientResult, ClientScope, MessageScope, OK_CANCELED, OK_LANGUAGE_SET,
    OK_PITCH_SET, OK_PRIORITY_SET, OK_RATE_SET, OK_VOLUME_SET, Priority, fifo, tcp,
};

use super::threaded::{Engine, EngineFailure};
use super::{Rate, Volume};
use crate::i18n::Lang;

/// The variable that speech-dispatcher's own clients read for the daemon's address.
const ADDRESS_VAR: &str = "SPEECHD_ADDRESS";

/// speech-dispatcher's port when `inet_socket` names none.
const DEFAULT_PORT: u16 = 6560;

/// Where the daemon listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Address {
    /// A Unix socket. `spawn`: the default socket, where the daemon is started if missing,
    /// as libspeechd does; a socket someone named is theirs, and never gets a daemon of ours.
    Unix { path: PathBuf, spawn: bool },
    /// A TCP port.
    Inet { host: String, port: u16 },
}

impl Address {
    /// The address `SPEECHD_ADDRESS` gives, else the user's default socket.
    ///
    /// # Errors
    ///
    /// The variable's text, when it names no address.
    pub(crate) fn from_env() -> Result<Address, String> {
        match std::env::var_os(ADDRESS_VAR) {
            None => Ok(Address::default_unix()),
            Some(value) => {
                let text = value
                    .to_str()
                    .ok_or_else(|| format!("{ADDRESS_VAR}={value:?}"))?;
                Address::parse(text).ok_or_else(|| format!("{ADDRESS_VAR}={text:?}"))
            }
        }
    }

    /// Reads speech-dispatcher's address syntax: `unix_socket[:PATH]` or
    /// `inet_socket[:HOST[:PORT]]`; empty for the default.
    fn parse(text: &str) -> Option<Address> {
        let text = text.trim();
        let (method, rest) = text.split_once(':').unwrap_or((text, ""));
        match method {
            "" if rest.is_empty() => Some(Address::default_unix()),
            "unix_socket" if rest.is_empty() => Some(Address::default_unix()),
            "unix_socket" => Some(Address::Unix {
                path: PathBuf::from(rest),
                spawn: false,
            }),
            "inet_socket" => {
                let (host, port) = match rest.rsplit_once(':') {
                    Some((host, port)) => (host, port.parse().ok()?),
                    None => (rest, DEFAULT_PORT),
                };
                let host = if host.is_empty() { "127.0.0.1" } else { host };
                Some(Address::Inet {
                    host: host.to_owned(),
                    port,
                })
            }
            _ => None,
        }
    }

    /// The socket speech-dispatcher makes for the user: in the runtime folder, else in the
    /// cache folder (libspeechd's own fallback).
    fn default_unix() -> Address {
        let base = directories::BaseDirs::new();
        let folder = base
            .as_ref()
            .and_then(|dirs| dirs.runtime_dir().map(Path::to_path_buf))
            .or_else(|| base.as_ref().map(|dirs| dirs.cache_dir().to_path_buf()))
            .unwrap_or_else(std::env::temp_dir);
        Address::Unix {
            path: folder.join("speech-dispatcher").join("speechd.sock"),
            spawn: true,
        }
    }
}

/// A connection to speech-dispatcher, on a Unix socket or a TCP port.
pub(crate) struct SsipEngine<S: Read + Write + AsRawFd> {
    client: Client<S>,
}

impl SsipEngine<UnixStream> {
    /// Connects to the daemon's socket at `path`; when `spawn`, starts the daemon if it is
    /// not there and waits at most `start` for it. No answer is awaited longer than `reply`.
    pub(crate) fn unix(
        path: &Path,
        spawn: bool,
        reply: Duration,
        start: Duration,
    ) -> Result<Self, String> {
        let connect = || fifo::Builder::new().path(path).timeout(reply).build();
        let client = match connect() {
            Err(error) if spawn && is_absent(&error) => {
                spawn_daemon(path).map_err(|_| error.to_string())?;
                retry(connect, start)
            }
            connected => connected,
        }
        .map_err(|error| format!("{}: {error}", path.display()))?;
        SsipEngine::start(client)
    }
}

impl SsipEngine<std::net::TcpStream> {
    /// Connects to the daemon's TCP port; no answer is awaited longer than `reply`.
    pub(crate) fn inet(host: &str, port: u16, reply: Duration) -> Result<Self, String> {
        let client = tcp::Builder::new((host, port))
            .and_then(|mut builder| builder.timeout(reply).build())
            .map_err(|error| format!("{host}:{port}: {error}"))?;
        SsipEngine::start(client)
    }
}

/// Whether connecting failed because no daemon listens there (yet).
fn is_absent(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::ConnectionRefused
    )
}

/// Starts speech-dispatcher on `path` as libspeechd would (`--spawn`: unless the user's
/// settings forbid it). The daemon detaches itself; its socket comes a moment later.
fn spawn_daemon(path: &Path) -> io::Result<()> {
    let status = Command::new("speech-dispatcher")
        .args([
            "--spawn",
            "--communication-method",
            "unix_socket",
            "--socket-path",
        ])
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()?;
    if status.success() {
        Ok(())
    } else {
        Err(io::Error::other(status.to_string()))
    }
}

/// Calls `connect` until it succeeds or `within` has passed.
fn retry<T>(connect: impl Fn() -> io::Result<T>, within: Duration) -> io::Result<T> {
    let deadline = Instant::now() + within;
    loop {
        match connect() {
            Err(error) if is_absent(&error) && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(50));
            }
            result => return result,
        }
    }
}

impl<S: Read + Write + AsRawFd> SsipEngine<S> {
    /// Names the connection (as libspeechd did: `tablier:tablier:main`) and gives its
    /// utterances the priority of plain text, which a new one may interrupt.
    fn start(mut client: Client<S>) -> Result<Self, String> {
        let name = env!("CARGO_PKG_NAME");
        client
            .set_client_name(ClientName::with_component(name, name, "main"))
            .and_then(Client::check_client_name_set)
            .and_then(|client| client.set_priority(Priority::Text))
            .and_then(|client| client.check_status(OK_PRIORITY_SET))
            .map_err(|error| error.to_string())?;
        Ok(SsipEngine { client })
    }

    /// Cancels what this connection is saying or has queued.
    fn cancel(&mut self) -> ClientResult<()> {
        self.client
            .cancel(MessageScope::Last)?
            .check_status(OK_CANCELED)
            .map(drop)
    }
}

/// Any error, even the daemon's refusal, leaves the speaker silent: after a timeout the
/// answers would no longer match the questions.
fn checked<T>(result: ClientResult<T>) -> Result<(), EngineFailure> {
    result.map(drop).map_err(|_| EngineFailure)
}

/// A value from -100 to 100 on SSIP's scale.
fn ssip_value(value: f32) -> i8 {
    // Clamped first, so the cast cannot wrap.
    value.round().clamp(-100.0, 100.0) as i8
}

/// `text` as the data lines of SSIP's `SPEAK`: the protocol ends the data at a line holding
/// a single dot, so a line that begins with a dot has it doubled (the daemon takes one
/// away); carriage returns and NUL bytes, which the protocol cannot carry, are left out.
fn data_lines(text: &str) -> Vec<String> {
    text.split('\n')
        .map(|line| {
            let line: String = line.chars().filter(|c| !matches!(c, '\r' | '\0')).collect();
            if line.starts_with('.') {
                format!(".{line}")
            } else {
                line
            }
        })
        .collect()
}

impl<S: Read + Write + AsRawFd> Engine for SsipEngine<S> {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), EngineFailure> {
        if interrupt {
            checked(self.cancel())?;
        }
        checked(
            self.client
                .speak()
                .and_then(Client::check_receiving_data)
                .and_then(|client| client.send_lines(&data_lines(text)))
                .and_then(Client::receive_message_id),
        )
    }

    fn stop(&mut self) -> Result<(), EngineFailure> {
        checked(self.cancel())
    }

    fn set_rate(&mut self, rate: Rate) -> Result<(), EngineFailure> {
        // SSIP's rate goes from -100 to 100, 0 the voice's own.
        let value = ssip_value(rate.scale(-100.0, 0.0, 100.0));
        checked(
            self.client
                .set_rate(ClientScope::Current, value)
                .and_then(|client| client.check_status(OK_RATE_SET)),
        )
    }

    fn set_pitch(&mut self, pitch: Rate) -> Result<(), EngineFailure> {
        // SSIP's pitch goes from -100 to 100, 0 the voice's own.
        let value = ssip_value(pitch.scale(-100.0, 0.0, 100.0));
        checked(
            self.client
                .set_pitch(ClientScope::Current, value)
                .and_then(|client| client.check_status(OK_PITCH_SET)),
        )
    }

    fn set_volume(&mut self, volume: Volume) -> Result<(), EngineFailure> {
        // SSIP's volume goes from -100 to 100, the loudest its default.
        let value = ssip_value(volume.scale(-100.0, 100.0));
        checked(
            self.client
                .set_volume(ClientScope::Current, value)
                .and_then(|client| client.check_status(OK_VOLUME_SET)),
        )
    }

    fn set_lang(&mut self, lang: Lang) -> Result<(), EngineFailure> {
        let answer = self
            .client
            .set_language(ClientScope::Current, lang.code())
            .and_then(|client| client.check_status(OK_LANGUAGE_SET));
        match answer {
            // A language the daemon refuses leaves the current one: still speech.
            Ok(_) | Err(ClientError::Ssip(_) | ClientError::UnexpectedStatus(_)) => Ok(()),
            Err(_) => Err(EngineFailure),
        }
    }

    fn quick_lang(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader};
    use std::os::unix::net::UnixListener;
    use std::sync::mpsc;
    use std::thread;

    #[test]
    fn an_address_is_read_as_speech_dispatcher_writes_it() {
        assert_eq!(
            Address::parse("unix_socket:/tmp/s/speechd.sock"),
            Some(Address::Unix {
                path: PathBuf::from("/tmp/s/speechd.sock"),
                spawn: false
            })
        );
        assert_eq!(
            Address::parse("inet_socket:192.168.1.5:7000"),
            Some(Address::Inet {
                host: "192.168.1.5".to_owned(),
                port: 7000
            })
        );
        assert_eq!(
            Address::parse("inet_socket:localhost"),
            Some(Address::Inet {
                host: "localhost".to_owned(),
                port: DEFAULT_PORT
            })
        );
        assert_eq!(
            Address::parse("inet_socket"),
            Some(Address::Inet {
                host: "127.0.0.1".to_owned(),
                port: DEFAULT_PORT
            })
        );
        for default in ["", "unix_socket"] {
            assert!(
                matches!(
                    Address::parse(default),
                    Some(Address::Unix { spawn: true, .. })
                ),
                "{default:?}"
            );
        }
    }

    #[test]
    fn an_address_of_no_known_kind_is_refused() {
        for text in [
            "dbus:x",
            "inet_socket:host:port",
            "inet_socket:h:99999",
            "nimporte",
        ] {
            assert_eq!(Address::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_line_that_begins_with_a_dot_is_sent_with_it_doubled() {
        assert_eq!(data_lines("Blanc joue."), ["Blanc joue."]);
        assert_eq!(data_lines("un\r\n.\n..deux\0"), ["un", "..", "...deux"]);
    }

    /// How a fake daemon behaves.
    #[derive(Clone, Copy)]
    enum Daemon {
        /// Accepts, reads, never answers: a stopped daemon.
        Stopped,
        /// Answers everything until asked to speak, then stops answering.
        StopsAtSpeech,
        /// Answers everything.
        Answering,
    }

    /// A fake daemon on a socket in a scratch folder; the lines it received come through
    /// the returned channel.
    fn fake_daemon(name: &str, daemon: Daemon) -> (PathBuf, mpsc::Receiver<String>) {
        let dir = std::env::temp_dir().join(format!("tablier-ssip-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("speechd.sock");
        let listener = UnixListener::bind(&path).expect("the fake daemon listens");
        let (heard_tx, heard) = mpsc::channel();
        thread::spawn(move || {
            let Ok((stream, _)) = listener.accept() else {
                return;
            };
            let mut out = stream.try_clone().expect("a second handle");
            let mut answering = !matches!(daemon, Daemon::Stopped);
            let mut in_data = false;
            for line in BufReader::new(stream).lines() {
                let Ok(line) = line else { return };
                let _ = heard_tx.send(line.clone());
                if line == "SPEAK" && matches!(daemon, Daemon::StopsAtSpeech) {
                    answering = false;
                }
                if !answering {
                    continue;
                }
                let answer = if in_data {
                    if line != "." {
                        continue;
                    }
                    in_data = false;
                    "225-7\r\n225 OK MESSAGE QUEUED"
                } else if line == "SPEAK" {
                    in_data = true;
                    "230 OK RECEIVING DATA"
                } else if line.starts_with("CANCEL") {
                    "213 OK CANCELED"
                } else {
                    let code = [
                        ("CLIENT_NAME", 208),
                        ("PRIORITY", 202),
                        ("LANGUAGE", 201),
                        ("RATE", 203),
                        ("PITCH", 204),
                        ("VOLUME", 218),
                    ]
                    .into_iter()
                    .find(|(key, _)| line.contains(key))
                    .map_or(300, |(_, code)| code);
                    let _ = write!(out, "{code} OK\r\n");
                    continue;
                };
                let _ = write!(out, "{answer}\r\n");
            }
        });
        (path, heard)
    }

    const REPLY: Duration = Duration::from_millis(300);

    #[test]
    fn settings_and_speech_reach_the_daemon_as_ssip_commands() {
        let (path, heard) = fake_daemon("commands", Daemon::Answering);
        let mut engine =
            SsipEngine::unix(&path, false, REPLY, REPLY).expect("the fake daemon answers");
        engine.set_lang(Lang::En).expect("set");
        engine.set_rate(Rate::new(40)).expect("set");
        engine.set_pitch(Rate::new(-20)).expect("set");
        engine.set_volume(Volume::new(25)).expect("set");
        engine.speak("Noir joue.\n.", true).expect("said");
        engine.stop().expect("stopped");
        drop(engine);
        let lines: Vec<String> = heard.iter().collect();
        assert_eq!(
            lines,
            [
                "SET self CLIENT_NAME tablier:tablier:main",
                "SET self PRIORITY text",
                "SET self LANGUAGE en",
                "SET self RATE 40",
                "SET self PITCH -20",
                "SET self VOLUME -50",
                "CANCEL self",
                "SPEAK",
                "Noir joue.",
                "..",
                ".",
                "CANCEL self",
            ]
        );
    }

    #[test]
    fn a_daemon_that_accepts_and_never_answers_fails_the_start_in_the_reply_time() {
        let (path, _heard) = fake_daemon("never", Daemon::Stopped);
        let started = Instant::now();
        let engine = SsipEngine::unix(&path, false, REPLY, REPLY);
        assert!(engine.is_err());
        assert!(started.elapsed() < REPLY * 5, "{:?}", started.elapsed());
    }

    #[test]
    fn a_daemon_that_stops_answering_fails_the_next_words_in_the_reply_time() {
        let (path, _heard) = fake_daemon("stops", Daemon::StopsAtSpeech);
        let mut engine =
            SsipEngine::unix(&path, false, REPLY, REPLY).expect("the fake daemon answers");
        engine
            .set_lang(Lang::Fr)
            .expect("answered before it stopped");
        let started = Instant::now();
        assert!(engine.speak("Blanc joue.", false).is_err());
        assert!(started.elapsed() < REPLY * 5, "{:?}", started.elapsed());
        // The answers no longer match the questions: nothing more is tried as if in order.
        assert!(engine.set_lang(Lang::En).is_err());
    }

    #[test]
    fn a_named_socket_with_no_daemon_is_refused_at_once_and_none_is_started() {
        let dir = std::env::temp_dir().join(format!("tablier-ssip-none-{}", std::process::id()));
        let started = Instant::now();
        let engine = SsipEngine::unix(&dir.join("speechd.sock"), false, REPLY, REPLY);
        assert!(engine.is_err());
        assert!(started.elapsed() < REPLY);
    }
}
