//! A tablier server started for a test (`tablier serveur` on `127.0.0.1`, a port the system
//! chooses, a store in a scratch folder, seeded dice), and players who talk to it over TCP
//! as a line client or as the tablier client does (`#tablier 1`).
//!
//! Every line a player sends is followed by `#ping`: the server answers `#pong` once it has
//! answered all before it, so a player reads exactly what the server told them, never
//! waiting on a clock (`docs/protocole.md` §5).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::Duration;

/// A server, killed when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
    /// The store, as `--base` names it: a file, or a PostgreSQL URL.
    pub base: String,
    seed: u64,
    /// TLS: the certificate and key files.
    tls: Option<(PathBuf, PathBuf)>,
    /// The name given with `--instance`, if one was.
    instance: Option<String>,
    /// Variables set for the server.
    envs: Vec<(String, String)>,
    /// The file whose number of seconds the server adds to its clock.
    pub clock_shift: PathBuf,
    /// What the server printed at its start.
    pub started: Vec<String>,
}

impl Server {
    /// A server in French whose store is in `dir`, its tables' dice seeded from `seed`.
    pub fn start(dir: &Path, seed: u64) -> Server {
        Server::start_with(dir, seed, None)
    }

    /// A server speaking TLS with the certificate chain and key in `tls`.
    pub fn start_with(dir: &Path, seed: u64, tls: Option<(PathBuf, PathBuf)>) -> Server {
        let base = dir.join("serveur.db").to_string_lossy().into_owned();
        Server::start_on(base, seed, tls)
    }

    /// A server whose store is `base`, as `--base` takes it: a file, or a PostgreSQL URL.
    pub fn start_on(base: String, seed: u64, tls: Option<(PathBuf, PathBuf)>) -> Server {
        Server::start_as(base, seed, tls, None, Vec::new())
    }

    /// A server named `instance` (`--instance`), when given, among those sharing the store
    /// `base`, with the variables `envs` set.
    pub fn start_as(
        base: String,
        seed: u64,
        tls: Option<(PathBuf, PathBuf)>,
        instance: Option<&str>,
        envs: Vec<(String, String)>,
    ) -> Server {
        let instance = instance.map(str::to_owned);
        // The file of the clock's shift, the server's own.
        static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let clock_shift =
            std::env::temp_dir().join(format!("tablier-decalage-{}-{n}", std::process::id()));
        let _ = std::fs::remove_file(&clock_shift);
        let (child, port, started) = spawn(
            &base,
            seed,
            tls.as_ref(),
            &clock_shift,
            instance.as_deref(),
            &envs,
        );
        Server {
            child,
            port,
            base,
            seed,
            tls,
            instance,
            envs,
            clock_shift,
            started,
        }
    }

    /// Kills the server at once (SIGKILL on Unix: nothing is flushed, nothing closed).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Starts the server again on the same store, on a new port.
    pub fn restart(&mut self) {
        self.kill();
        let (child, port, started) = spawn(
            &self.base,
            self.seed,
            self.tls.as_ref(),
            &self.clock_shift,
            self.instance.as_deref(),
            &self.envs,
        );
        self.child = child;
        self.port = port;
        self.started = started;
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A player connected to the server; `tagged`: as the tablier client.
    pub fn player(&self, tagged: bool) -> Player {
        Player::connect(self.port, tagged)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

impl Server {
    /// Moves the server's clock `seconds` ahead of the real one.
    pub fn shift_clock(&self, seconds: u64) {
        std::fs::write(&self.clock_shift, seconds.to_string()).expect("the clock's file");
    }
}

fn spawn(
    base: &str,
    seed: u64,
    tls: Option<&(PathBuf, PathBuf)>,
    clock_shift: &Path,
    instance: Option<&str>,
    envs: &[(String, String)],
) -> (Child, u16, Vec<String>) {
    let seed = seed.to_string();
    let base = base.to_owned();
    let mut args = vec![
        "serveur".to_owned(),
        "--langue".to_owned(),
        "fr".to_owned(),
        "--adresse".to_owned(),
        "127.0.0.1:0".to_owned(),
        "--base".to_owned(),
        base,
        "--graine".to_owned(),
        seed,
    ];
    if let Some((cert, key)) = tls {
        args.push("--certificat".to_owned());
        args.push(cert.to_string_lossy().into_owned());
        args.push("--cle".to_owned());
        args.push(key.to_string_lossy().into_owned());
    }
    if let Some(instance) = instance {
        args.push("--instance".to_owned());
        args.push(instance.to_owned());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut command = super::tablier(&args);
    command = command.env("TABLIER_DECALAGE_HORLOGE", clock_shift);
    for (name, value) in envs {
        command = command.env(name, value);
    }
    let mut child = command.spawn();
    let stdout = child.stdout.take().expect("a pipe");
    let mut lines = BufReader::new(stdout).lines();
    let mut started = Vec::new();
    let port = loop {
        let line = lines
            .next()
            .and_then(Result::ok)
            .unwrap_or_else(|| panic!("the server stopped before listening: {started:?}"));
        started.push(line.clone());
        if let Some(at) = line.find("127.0.0.1:") {
            let digits: String = line[at + 10..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            break digits.parse().expect("a port");
        }
    };
    // What the server prints later is not read: it must never block on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    (child, port, started)
}

/// One player's connection, and everything they sent and were told.
pub struct Player {
    reader: BufReader<TcpStream>,
    /// The player's transcript: `> LINE` for each line sent, then each line received.
    pub seen: Vec<String>,
    /// The last prompt the player was given.
    pub prompt: String,
    tagged: bool,
}

impl Player {
    fn connect(port: u16, tagged: bool) -> Player {
        let stream = TcpStream::connect(("127.0.0.1", port)).expect("the server answers");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("a timeout");
        let mut player = Player {
            reader: BufReader::new(stream),
            seen: Vec::new(),
            prompt: String::new(),
            tagged: false,
        };
        if tagged {
            player.tagged = true;
            player.write(crate::common::online::HELLO);
        }
        player.sync();
        player
    }

    fn write(&mut self, line: &str) {
        let stream = self.reader.get_mut();
        stream
            .write_all(format!("{line}\n").as_bytes())
            .expect("the server reads");
    }

    /// Sends `line` and reads the whole answer, and anything told before it.
    pub fn says(&mut self, line: &str) -> Vec<String> {
        self.seen.push(format!("> {line}"));
        self.write(line);
        self.sync()
    }

    /// Sends a secret (a password): not written in the transcript.
    pub fn secret(&mut self, line: &str) -> Vec<String> {
        self.seen.push("> ****".to_owned());
        self.write(line);
        self.sync()
    }

    /// Sends raw bytes, then reads what the server answered.
    pub fn bytes(&mut self, bytes: &[u8]) -> Vec<String> {
        self.reader
            .get_mut()
            .write_all(bytes)
            .expect("the server reads");
        self.sync()
    }

    /// Reads what the server told the player since, up to the answer of `#ping`.
    pub fn sync(&mut self) -> Vec<String> {
        self.write(PING);
        let mut got = Vec::new();
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) => panic!("the server closed the connection; it said {got:?}"),
                Ok(_) => {}
                Err(e) => panic!("no answer: {e}; it said {got:?}"),
            }
            let line = line.trim_end_matches(['\r', '\n']).to_owned();
            if line == PONG {
                break;
            }
            if let Some(prompt) = line.strip_prefix('?') {
                self.prompt = prompt.trim_end().to_owned();
            } else if !self.tagged && line.ends_with('>') {
                self.prompt = line.clone();
            }
            self.seen.push(line.clone());
            got.push(line);
        }
        got
    }

    /// Reads until the server closes the connection: what it said last.
    pub fn until_closed(&mut self) -> Vec<String> {
        let mut got = Vec::new();
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return got,
                Ok(_) => got.push(line.trim_end().to_owned()),
            }
        }
    }

    /// Registers `name` with `password`, answering both password prompts.
    pub fn register(&mut self, word: &str, name: &str, password: &str) -> Vec<String> {
        self.says(&format!("{word} {name}"));
        self.secret(password);
        self.secret(password)
    }

    /// Logs `name` in with `password`.
    pub fn login(&mut self, word: &str, name: &str, password: &str) -> Vec<String> {
        self.says(&format!("{word} {name}"));
        self.secret(password)
    }

    /// The transcript, one line each.
    pub fn transcript(&self) -> String {
        let mut text = self.seen.join("\n");
        text.push('\n');
        text
    }
}

pub const HELLO: &str = "#tablier 1";
pub const PING: &str = "#ping";
pub const PONG: &str = "#pong";

impl Player {
    /// The connection itself, to write what no client would.
    pub fn stream(&mut self) -> &mut TcpStream {
        self.reader.get_mut()
    }
}

/// A new, empty database of the test's own on the PostgreSQL server of
/// `TABLIER_POSTGRES_URL` (`scripts/test.sh` starts one), dropped when dropped; `None`
/// where there is no server and none is required ([`super::needed`]).
pub struct PostgresDatabase {
    /// The server's URL the database was created from.
    admin: String,
    name: String,
    /// The database's own URL, for `--base`.
    pub url: String,
}

impl PostgresDatabase {
    pub fn new(what: &str) -> Option<PostgresDatabase> {
        let admin = super::needed(
            "postgres",
            std::env::var("TABLIER_POSTGRES_URL")
                .ok()
                .filter(|url| !url.is_empty()),
        )?;
        let name = format!("tablier_{what}_{}", std::process::id());
        psql(&admin, &format!("CREATE DATABASE {name}"));
        let (scheme, rest) = admin.split_once("://").expect("a URL");
        let authority = &rest[..rest.find(['/', '?']).unwrap_or(rest.len())];
        let url = format!("{scheme}://{authority}/{name}");
        Some(PostgresDatabase { admin, name, url })
    }
}

impl Drop for PostgresDatabase {
    fn drop(&mut self) {
        let drop = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        let _ = Command::new("psql")
            .args(["-q", "-X", "-d", &self.admin, "-c", &drop])
            .status();
    }
}

/// Runs `sql` with `psql` on the server at `url`, which must accept it.
fn psql(url: &str, sql: &str) {
    let status = Command::new("psql")
        .args(["-q", "-X", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql])
        .status()
        .expect("psql runs (scripts/setup-debian.sh installs PostgreSQL)");
    assert!(status.success(), "psql refused {sql}");
}
