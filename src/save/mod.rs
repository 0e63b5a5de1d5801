//! Saved matches: a plain, versioned JSON file that a person can read, written atomically
//! (a temporary file in the same folder, then a rename), in the user's data folder
//! (`$XDG_DATA_HOME/tablier` on Linux, through the `directories` crate) or in
//! `TABLIER_DATA_DIR` when set (tests never touch the real home).
//!
//! The file names its format (`"format": "tablier-save"`) and its version; a file of
//! another program, of a later version, or one whose record does not replay to a legal
//! match is refused with a reason, and never overwritten: [`set_aside`] renames it first.

mod format;
pub mod mat;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::session::snapshot::Snapshot;
use crate::session::{FileProblem, Session};

pub use format::{FORMAT, VERSION};

/// The environment variable that replaces the user's data folder.
pub const DATA_DIR_VAR: &str = "TABLIER_DATA_DIR";
/// The automatic save's file name in the data folder.
pub const AUTOSAVE: &str = "partie-en-cours.json";

/// The folder saves go to: `TABLIER_DATA_DIR`, else the user's data folder.
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "tablier").map(|d| d.data_dir().to_path_buf())
}

/// The automatic save's path.
#[must_use]
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join(AUTOSAVE))
}

/// The text of a save of `snapshot`.
#[must_use]
pub fn to_text(snapshot: &Snapshot) -> String {
    format::to_text(snapshot)
}

/// Reads a save's text back into a session, checking the whole record.
///
/// # Errors
/// [`FileProblem::Foreign`] for text that is not a tablier save, [`FileProblem::Version`]
/// for a later version, [`FileProblem::Damaged`] for a save that does not replay.
pub fn from_text(text: &str) -> Result<Session, FileProblem> {
    let snapshot = format::from_text(text)?;
    Session::restore(snapshot).map_err(|_| FileProblem::Damaged)
}

/// Writes `text` to `path` atomically: a temporary file beside it, flushed to disk, then
/// renamed over it. The folder is created if needed.
///
/// # Errors
/// The I/O problem, as a [`FileProblem`].
pub fn write_atomic(path: &Path, text: &str) -> Result<(), FileProblem> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(io_problem)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(io_problem(e));
    }
    Ok(())
}

/// Saves `session` to `path`; `Ok(false)` when there is nothing to save yet.
///
/// # Errors
/// The I/O problem.
pub fn save(session: &Session, path: &Path) -> Result<bool, FileProblem> {
    match session.snapshot() {
        Some(snapshot) => write_atomic(path, &to_text(&snapshot)).map(|()| true),
        None => Ok(false),
    }
}

/// Loads the save at `path`.
///
/// # Errors
/// Why it cannot be read or resumed.
pub fn load(path: &Path) -> Result<Session, FileProblem> {
    let text = fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => FileProblem::Foreign,
        _ => io_problem(e),
    })?;
    from_text(&text)
}

/// What the automatic save holds.
pub enum Found {
    /// No file.
    Nothing,
    /// A finished match: nothing to resume, free to overwrite.
    Finished,
    /// A match to resume.
    Unfinished(Box<Session>),
    /// A file that cannot be resumed, and why: never overwritten without a word.
    Unreadable(FileProblem),
}

/// Looks at the save at `path`.
#[must_use]
pub fn inspect(path: &Path) -> Found {
    if !path.exists() {
        return Found::Nothing;
    }
    match load(path) {
        Ok(session) if session.is_finished() => Found::Finished,
        Ok(session) => Found::Unfinished(Box::new(session)),
        Err(problem) => Found::Unreadable(problem),
    }
}

/// Renames `path` out of the way, beside it, with the time in its name: an unfinished or
/// unreadable save is kept rather than overwritten. Returns the new path.
///
/// # Errors
/// The I/O problem.
pub fn set_aside(path: &Path, prefix: &str) -> Result<PathBuf, FileProblem> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut target = dir.join(format!("{prefix}-{secs}.json"));
    let mut n = 1;
    while target.exists() {
        target = dir.join(format!("{prefix}-{secs}-{n}.json"));
        n += 1;
    }
    fs::rename(path, &target).map_err(io_problem)?;
    Ok(target)
}

fn io_problem(e: std::io::Error) -> FileProblem {
    match e.kind() {
        std::io::ErrorKind::NotFound => FileProblem::NotFound,
        std::io::ErrorKind::PermissionDenied => FileProblem::Denied,
        _ => FileProblem::Io,
    }
}
