//! What the tests that need an outside program share: finding it, and never passing without
//! it where it must be there.
//!
//! Such tests are marked `#[ignore = "needs …"]`, so that a plain `cargo test` lists them as
//! ignored, with the reason, rather than passing them in silence. `scripts/test.sh` runs them
//! (`-- --include-ignored`) with `TABLIER_REQUIRE=gnubg,speechd`: there a missing program is
//! a failure. Run by hand without that variable, a test whose program is missing says so and
//! stops.

use std::path::PathBuf;

/// The environment variable naming, comma-separated, the outside programs the tests must
/// find: `gnubg` (GNU Backgammon), `speechd` (the headless speech-dispatcher of
/// `scripts/test.sh`).
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
             (scripts/setup-debian.sh installs it, scripts/test.sh starts the speech daemon)"
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
#[allow(dead_code)] // Not every test file that shares this module needs gnubg.
pub fn gnubg() -> Option<PathBuf> {
    needed(
        "gnubg",
        ["/usr/games/gnubg", "/usr/bin/gnubg", "/usr/local/bin/gnubg"]
            .iter()
            .map(PathBuf::from)
            .find(|p| p.exists()),
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

/// Runs the `tablier` binary with `args` in plain-line mode, without speech, in French, its
/// saves and settings in `dir` (never the real home), on `input` to its end; its status,
/// standard output and standard error.
#[allow(dead_code)] // Not every test file that shares this module runs the binary.
pub fn run_tablier(dir: &std::path::Path, args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["--parole", "non", "--simple", "--langue", "fr"])
        .args(args)
        .env("TABLIER_DATA_DIR", dir)
        .env("TABLIER_CONFIG_DIR", dir)
        .env_remove("TABLIER_SPEECH_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(input.as_bytes())
        // A program that quits before reading everything closes the pipe: what it read is
        // what it answers.
        .or_else(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Ok(()),
            _ => Err(e),
        })
        .expect("input written");
    let out = child.wait_with_output().expect("the binary ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
