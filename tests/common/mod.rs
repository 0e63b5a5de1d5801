//! What the integration tests share: the one way they run the `tablier` binary (and the
//! `entrainer` tool), their scratch folders, and the outside programs some of them need.
//!
//! Tests that need an outside program are marked `#[ignore = "needs …"]`, so that a plain
//! `cargo test` lists them as ignored, with the reason, rather than passing them in silence.
//! `scripts/test.sh` runs them (`-- --include-ignored`) with `TABLIER_REQUIRE=gnubg,speechd`:
//! there a missing program is a failure. Run by hand without that variable, a test whose
//! program is missing says so and stops.

#![allow(dead_code)] // Each test binary uses its own part of this module.

pub mod online;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The environment variable naming, comma-separated, the outside programs the tests must
/// find: `gnubg` (GNU Backgammon), `speechd` (the headless speech-dispatcher of
/// `scripts/test.sh`), `postgres` (its private PostgreSQL server, named by
/// `TABLIER_POSTGRES_URL`), and the tools of the Debian package by their names (`cargo-deb`,
/// `dpkg-deb`, `lintian`, `appstreamcli`, found by [`tool`]).
pub const REQUIRE_VAR: &str = "TABLIER_REQUIRE";

/// Whether the list `require` (as `TABLIER_REQUIRE` holds it) names `dependency`.
fn names(require: Option<&str>, dependency: &str) -> bool {
    require.is_some_and(|list| list.split(',').any(|d| d.trim() == dependency))
}

/// `found`, when it is there; otherwise a failure where `require` names `dependency`, else
/// `None` and a notice on standard error.
fn needed_under<T>(require: Option<&str>, dependency: &str, found: Option<T>) -> Option<T> {
    if found.is_none() {
        assert!(
            !names(require, dependency),
            "{dependency} is required ({REQUIRE_VAR}) but was not found \
             (scripts/setup-debian.sh installs it, scripts/test.sh starts the speech daemon \
             and the PostgreSQL server)"
        );
        eprintln!("skipped: {dependency} was not found and {REQUIRE_VAR} does not require it");
    }
    found
}

/// `found`, when it is there; otherwise a failure where `TABLIER_REQUIRE` names
/// `dependency`, else `None` and a notice on standard error.
pub fn needed<T>(dependency: &str, found: Option<T>) -> Option<T> {
    needed_under(
        std::env::var(REQUIRE_VAR).ok().as_deref(),
        dependency,
        found,
    )
}

/// GNU Backgammon, where `scripts/setup-debian.sh` installs it.
pub fn gnubg() -> Option<PathBuf> {
    needed(
        "gnubg",
        ["/usr/games/gnubg", "/usr/bin/gnubg", "/usr/local/bin/gnubg"]
            .iter()
            .map(PathBuf::from)
            .find(|p| p.exists()),
    )
}

/// The outside program `name` on the `PATH`, or in Cargo's own folder of programs
/// (`~/.cargo/bin`, where `cargo install` puts cargo-deb, often not on the `PATH`).
pub fn tool(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    needed(
        name,
        std::env::split_paths(&path)
            .chain(cargo_home.map(|home| home.join("bin")))
            .map(|dir| dir.join(name))
            .find(|p| p.is_file()),
    )
}

#[test]
fn a_missing_program_fails_only_where_it_is_required() {
    let missing = |require| std::panic::catch_unwind(|| needed_under::<()>(require, "gnubg", None));
    assert!(missing(Some("gnubg,speechd")).is_err());
    assert!(missing(Some(" speechd , gnubg ")).is_err());
    assert!(matches!(missing(Some("speechd")), Ok(None)));
    assert!(matches!(missing(None), Ok(None)));
    assert_eq!(needed_under(Some("gnubg"), "gnubg", Some(3)), Some(3));
}

/// `size`, the default size of a slow seeded test (seeds, games, proptest cases), times
/// `TABLIER_TEST_SCALE` where it is set: the test command keeps such tests quick, and a long
/// hunt runs them bigger (`TABLIER_TEST_SCALE=20 cargo test --release`).
pub fn size(size: u32) -> u32 {
    std::env::var("TABLIER_TEST_SCALE")
        .ok()
        .and_then(|n| n.parse::<u32>().ok())
        .map_or(size, |scale| size.saturating_mul(scale.max(1)))
}

/// A new, empty folder of the test's own under Cargo's scratch folder, named after `name`:
/// two calls never share one, even from tests running side by side in one binary.
pub fn scratch(name: &str) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// One run of a program of the project, set up step by step: its arguments, its input,
/// its folders and its time limit. Its data and settings folders are always a scratch
/// folder (never the real home), and no speech log is kept unless asked for.
pub struct Run {
    command: Command,
    input: Vec<u8>,
    limit: Duration,
}

/// Longer than any test's run: past it the program is killed, and the run says so
/// (status 124, as `timeout` does) rather than hanging the suite.
const DEFAULT_LIMIT: Duration = Duration::from_secs(300);

/// An outside program (`tool`) or a copy of tablier elsewhere with `args`, under the same
/// time limit and in a scratch folder as the project's own programs.
pub fn program(path: &Path, args: &[&str]) -> Run {
    Run::new(&path.to_string_lossy(), args)
}

/// The `tablier` binary with `args` alone: the command line as a script would type it.
pub fn tablier(args: &[&str]) -> Run {
    Run::new(env!("CARGO_BIN_EXE_tablier"), args)
}

/// The `tablier` binary as a player at a terminal would start it in the tests: plain lines
/// (`--simple`), no speech, in French, then `args`.
pub fn player(args: &[&str]) -> Run {
    tablier(&["--parole", "non", "--simple", "--langue", "fr"]).args(args)
}

/// The training tool with `args` (built only with the `entrainer` feature).
#[cfg(feature = "entrainer")]
pub fn entrainer(args: &[&str]) -> Run {
    Run::new(env!("CARGO_BIN_EXE_entrainer"), args)
}

/// What a finished run left: its exit status (124 when it ran past its limit, -1 when a
/// signal ended it), its standard output and its standard error.
#[derive(Debug)]
pub struct Ran {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    /// Whether the program exited with status 0.
    #[must_use]
    pub fn success(&self) -> bool {
        self.status == 0
    }
}

impl Run {
    fn new(program: &str, args: &[&str]) -> Run {
        let mut command = Command::new(program);
        command
            .args(args)
            .env_remove("TABLIER_SPEECH_LOG")
            // Whether a screen reader runs is the test's to say, never the machine's.
            .env("TABLIER_SCREEN_READER", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        Run {
            command,
            input: Vec::new(),
            limit: DEFAULT_LIMIT,
        }
    }

    /// The command to start: in a scratch folder of its own unless the test named its
    /// folders ([`Run::folder`], or the variables themselves).
    fn prepared(mut self) -> (Command, Vec<u8>, Duration) {
        let named = self
            .command
            .get_envs()
            .any(|(key, _)| key == "TABLIER_DATA_DIR" || key == "TABLIER_CONFIG_DIR");
        if !named {
            self = self.folder(&scratch("run"));
        }
        (self.command, self.input, self.limit)
    }

    /// More arguments.
    pub fn args(mut self, args: &[&str]) -> Run {
        self.command.args(args);
        self
    }

    /// Saves and settings in `dir` (created when missing), for tests that read them back
    /// or run the program again on them.
    pub fn folder(mut self, dir: &Path) -> Run {
        let _ = std::fs::create_dir_all(dir);
        self.command
            .env("TABLIER_DATA_DIR", dir)
            .env("TABLIER_CONFIG_DIR", dir);
        self
    }

    /// Started in the folder `dir`.
    pub fn current_dir(mut self, dir: &Path) -> Run {
        self.command.current_dir(dir);
        self
    }

    /// An environment variable.
    pub fn env(mut self, key: &str, value: impl AsRef<std::ffi::OsStr>) -> Run {
        self.command.env(key, value);
        self
    }

    /// Without an environment variable.
    pub fn env_remove(mut self, key: &str) -> Run {
        self.command.env_remove(key);
        self
    }

    /// Without the locale variables: the program's own default language.
    pub fn no_locale(self) -> Run {
        ["LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"]
            .into_iter()
            .fold(self, Run::env_remove)
    }

    /// What is typed in, to its end (then the input closes).
    pub fn input(mut self, input: impl AsRef<[u8]>) -> Run {
        self.input = input.as_ref().to_vec();
        self
    }

    /// Killed after `seconds` (status 124) if it has not ended by then.
    pub fn within(mut self, seconds: u64) -> Run {
        self.limit = Duration::from_secs(seconds);
        self
    }

    /// Nothing typed in and nothing read from standard output, for a program that talks
    /// elsewhere (a port); its standard error is still read.
    pub fn talks_elsewhere(mut self) -> Run {
        self.command.stdin(Stdio::null()).stdout(Stdio::null());
        self
    }

    /// Its output and errors not read, for a test that listens elsewhere (the speech
    /// daemon's log) and types as it goes.
    pub fn unread_output(mut self) -> Run {
        self.command.stdout(Stdio::null()).stderr(Stdio::null());
        self
    }

    /// The program started, its pipes left to the test (to read as it prints, to type as
    /// it waits), for tests that talk with it line by line.
    pub fn spawn(self) -> Child {
        self.prepared().0.spawn().expect("the program starts")
    }

    /// Runs the program on its input to the end, or to its time limit.
    pub fn run(self) -> Ran {
        let (mut command, input, limit) = self.prepared();
        let mut child = command.spawn().expect("the program starts");
        let mut stdin = child.stdin.take().expect("a pipe");
        // Typed from a thread, read from two others: a program that prints much before it
        // reads everything must not block the test, nor one that quits before reading all.
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let reader = |mut pipe: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut bytes = Vec::new();
                let _ = pipe.read_to_end(&mut bytes);
                String::from_utf8_lossy(&bytes).into_owned()
            })
        };
        let stdout = reader(Box::new(child.stdout.take().expect("a pipe")));
        let stderr = reader(Box::new(child.stderr.take().expect("a pipe")));
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("the program's status") {
                break status.code().unwrap_or(-1);
            }
            if started.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                break 124;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let _ = writer.join();
        Ran {
            status,
            stdout: stdout.join().expect("the output is read"),
            stderr: stderr.join().expect("the errors are read"),
        }
    }
}
