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
