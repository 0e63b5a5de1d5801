//! Saved matches: a plain, versioned JSON file that a person can read, written atomically
//! (a temporary file in the same folder, then a rename), in the user's data folder
//! (`$XDG_DATA_HOME/tablier` on Linux, through the `directories` crate) or in
//! `TABLIER_DATA_DIR` when set and not empty (tests never touch the real home).
//!
//! The file names its format (`"format": "tablier-save"`) and its version; a file of
//! another program, of a later version, or one whose record does not replay to a legal
//! match is refused with a reason, and never overwritten: [`set_aside`] renames it first.

pub mod exchange;
mod format;
pub mod mat;
pub mod sgf;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::session::snapshot::Snapshot;
use crate::session::{FileKind, FileProblem, Session, Settings};

use exchange::{ImportError, ImportProblem};

pub use format::{FORMAT, VERSION, seal};

/// The environment variable that replaces the user's data folder.
pub const DATA_DIR_VAR: &str = "TABLIER_DATA_DIR";
/// The automatic save's file name in the data folder.
pub const AUTOSAVE: &str = "partie-en-cours.json";

/// The folder saves go to: `TABLIER_DATA_DIR` (when not empty), else the user's data
/// folder.
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    folder_named_by(DATA_DIR_VAR).or_else(|| {
        directories::ProjectDirs::from("", "", "tablier").map(|d| d.data_dir().to_path_buf())
    })
}

/// The folder the environment variable `var` names: none when it is unset or empty (an
/// empty one is unset, never the current folder).
#[must_use]
pub fn folder_named_by(var: &str) -> Option<PathBuf> {
    folder_of_value(std::env::var_os(var))
}

/// The folder a variable's value names: none for no value or an empty one.
fn folder_of_value(value: Option<std::ffi::OsString>) -> Option<PathBuf> {
    value.filter(|v| !v.is_empty()).map(PathBuf::from)
}

/// The automatic save's path.
#[must_use]
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join(AUTOSAVE))
}

/// The name's start of an unfinished match set aside by a new one (see [`set_aside`]).
pub const SET_ASIDE: &str = "partie-interrompue";
/// The name's start of an automatic save that could not be read, set aside.
pub const UNREADABLE: &str = "sauvegarde-illisible";

/// The unfinished matches set aside in `dir`, newest first, each with the time it was set
/// aside (seconds since 1970, read from its name): `parties` numbers them in this order,
/// so that `charger 1` always takes up the latest.
#[must_use]
pub fn set_aside_games(dir: &Path) -> Vec<(PathBuf, u64)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut games: Vec<(PathBuf, u64, u32)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let (secs, n) = set_aside_stamp(&name)?;
            Some((entry.path(), secs, n))
        })
        .collect();
    games.sort_by_key(|g| std::cmp::Reverse((g.1, g.2)));
    games
        .into_iter()
        .map(|(path, secs, _)| (path, secs))
        .collect()
}

/// The time and the rank within that second in a set-aside name
/// (`partie-interrompue-SECS.json` or `partie-interrompue-SECS-N.json`).
fn set_aside_stamp(name: &str) -> Option<(u64, u32)> {
    let rest = name.strip_prefix(SET_ASIDE)?.strip_prefix('-')?;
    let rest = rest.strip_suffix(".json")?;
    let (secs, n) = match rest.split_once('-') {
        Some((secs, n)) => (secs, n.parse().ok()?),
        None => (rest, 0),
    };
    Some((secs.parse().ok()?, n))
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

/// The most a save (or any file the player names) may weigh: larger files are refused
/// unread, so that no file, `/dev/zero` included, makes the program grow without bound.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The longest name one folder entry may have, and the longest path, in bytes (Linux's
/// `NAME_MAX` and `PATH_MAX`).
const NAME_MAX: usize = 255;
const PATH_MAX: usize = 4095;

/// Refuses a name no file can have, before the system answers it with a bare I/O error.
fn check_name(path: &Path) -> Result<(), FileProblem> {
    let bytes = path.as_os_str().as_encoded_bytes();
    let too_long = bytes.len() > PATH_MAX
        || path
            .components()
            .any(|c| c.as_os_str().as_encoded_bytes().len() > NAME_MAX);
    if bytes.is_empty() || bytes.contains(&0) || too_long {
        return Err(FileProblem::BadName);
    }
    Ok(())
}

/// Refuses anything but a regular file, by what `meta` says it is.
fn check_kind(meta: &fs::Metadata) -> Result<(), FileProblem> {
    if meta.is_dir() {
        Err(FileProblem::Folder)
    } else if !meta.is_file() {
        Err(FileProblem::Special)
    } else if meta.len() > MAX_FILE_BYTES {
        Err(FileProblem::TooLarge)
    } else {
        Ok(())
    }
}

/// Reads the text of the file at `path`: a regular file only (a pipe could block for ever,
/// a device never end), of at most [`MAX_FILE_BYTES`].
///
/// # Errors
/// Why it cannot be read: [`FileProblem::Special`], [`FileProblem::Folder`],
/// [`FileProblem::TooLarge`], [`FileProblem::BadName`], [`FileProblem::Foreign`] for text
/// that is not UTF-8, or the I/O problem.
pub fn read_text(path: &Path) -> Result<String, FileProblem> {
    String::from_utf8(read_bytes(path)?).map_err(|_| FileProblem::Foreign)
}

/// Reads the bytes of the file at `path`, as [`read_text`] does, without asking for text.
///
/// # Errors
/// As [`read_text`], except for text that is not UTF-8.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, FileProblem> {
    use std::io::Read;
    check_name(path)?;
    // Looked at before opening: opening a pipe waits for a writer.
    check_kind(&fs::metadata(path).map_err(io_problem)?)?;
    let mut options = fs::OpenOptions::new();
    options.read(true);
    // And opened without waiting, in case it was swapped for a pipe in between.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path).map_err(io_problem)?;
    check_kind(&file.metadata().map_err(io_problem)?)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_problem)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileProblem::TooLarge);
    }
    Ok(bytes)
}

/// The text of `session`'s match (the `earlier` one, finished before this one, when asked)
/// for GNU Backgammon: SGF for [`FileKind::Sgf`], a `.mat` file for [`FileKind::Mat`], the
/// players named `names`; `None` for [`FileKind::Save`], which is not an export. What
/// `exporter` writes, locally and from the server.
#[must_use]
pub fn exported_text(
    session: &Session,
    kind: FileKind,
    earlier: bool,
    names: crate::rules::BySide<&str>,
) -> Option<String> {
    let (games, rules) = session.exported(earlier);
    let variant = session.settings().variant;
    match kind {
        FileKind::Save => None,
        FileKind::Mat => Some(mat::write(
            games,
            variant,
            rules.length().unwrap_or(0),
            names,
        )),
        FileKind::Sgf => Some(sgf::write(games, variant, rules, names)),
    }
}

/// Imports the match of GNU Backgammon's file at `path` (`.sgf`, or `.mat` as gnubg or
/// tablier writes it), played on under `settings` (the game, the conventions and the match
/// rules are the file's): see [`import_text`].
///
/// # Errors
/// Why it cannot be read, or the line and the problem.
pub fn import(path: &Path, settings: &Settings) -> Result<Session, ImportError> {
    let bytes = read_bytes(path).map_err(|why| exchange::at(0, ImportProblem::File(why)))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        exchange::at(line, ImportProblem::NotText)
    })?;
    import_text(&text, settings)
}

/// The session of the match in `text`, an SGF or a `.mat` file, read and checked move by
/// move, then replayed as a save is: positioned at its end, ready to go on when its last
/// game is unfinished.
///
/// # Errors
/// The line and the problem.
pub fn import_text(text: &str, settings: &Settings) -> Result<Session, ImportError> {
    let imported = if sgf::looks_like(text) {
        sgf::read(text)?
    } else if mat::looks_like(text) {
        mat::read(text)?
    } else {
        return Err(exchange::at(0, ImportProblem::NotAMatch));
    };
    let mut settings = *settings;
    settings.variant = imported.variant;
    settings.conventions = crate::rules::Conventions::default();
    let games: Vec<_> = imported
        .games
        .iter()
        .map(|g| (g.start, g.actions.iter().map(|(a, _)| a.clone()).collect()))
        .collect();
    Session::imported(settings, imported.rules, &games).map_err(|refused| {
        if refused.unfinished {
            // Told where the next game begins, the game named by its number.
            let next = imported.games.get(refused.game + 1);
            let number = (refused.game + 1).to_string();
            return exchange::at(
                next.map_or(0, |g| g.line),
                ImportProblem::Unfinished { number },
            );
        }
        let game = &imported.games[refused.game];
        let line = game
            .actions
            .get(refused.action)
            .map_or(game.line, |(_, line)| *line);
        exchange::at(line, ImportProblem::Refused)
    })
}

/// The file a write to `path` lands in: `path` itself, or the file its symbolic links lead
/// to, so that a link (an automatic save kept on another disk) stays a link.
fn link_target(path: &Path) -> Result<PathBuf, FileProblem> {
    let mut target = path.to_path_buf();
    // As many links as the system follows (Linux's `MAXSYMLINKS`).
    for _ in 0..40 {
        match fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let next = fs::read_link(&target).map_err(io_problem)?;
                target = match target.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(target),
        }
    }
    Err(FileProblem::Special)
}

/// The temporary file [`write_atomic`] writes `name` through, in the same folder.
fn temp_name(name: &str, pid: u32) -> String {
    format!(".{name}.{pid}.tmp")
}

/// Writes `text` to `path` atomically: a temporary file beside it, flushed to disk, renamed
/// over it, and the folder flushed too so that the rename itself survives a power cut. The
/// folder `path` names is created if needed. A symbolic link is written through, never
/// replaced, and never followed into creating a folder: a link whose target's folder does
/// not exist is refused ([`FileProblem::DanglingLink`]), as is a folder or a special file in
/// the way.
///
/// # Errors
/// The I/O problem, as a [`FileProblem`] (a full disk and a read-only one are told apart).
pub fn write_atomic(path: &Path, text: &str) -> Result<(), FileProblem> {
    check_name(path)?;
    let named = path;
    let path = link_target(named)?;
    match fs::metadata(&path) {
        Ok(meta) if meta.is_dir() => return Err(FileProblem::Folder),
        Ok(meta) if !meta.is_file() => return Err(FileProblem::Special),
        _ => {}
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if path != named {
        // A link leads anywhere: no folder is ever created where it points.
        if !dir.is_dir() {
            return Err(FileProblem::DanglingLink);
        }
    } else {
        fs::create_dir_all(dir).map_err(|e| match e.kind() {
            // A file where the folder should be: there is no such folder.
            std::io::ErrorKind::AlreadyExists => FileProblem::NotFound,
            _ => io_problem(e),
        })?;
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(temp_name(&name, std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, &path)
    })();
    if let Err(e) = written {
        // The write's error is the one to tell; a temporary file that cannot be removed
        // either is removed at the next start (`remove_stale_temp_files`).
        fs::remove_file(&tmp).ok();
        return Err(io_problem(e));
    }
    sync_dir(dir)
}

/// Opens `path` for a text written line by line as it comes (the session's transcript):
/// created, or emptied if it exists. Not written atomically: a transcript cut short by a
/// crash keeps every line written before it, which is what the reader wants. A folder or a
/// special file in the way is refused, as for saves, and a name no file can have.
///
/// # Errors
/// The I/O problem, as a [`FileProblem`].
pub fn create_log(path: &Path) -> Result<fs::File, FileProblem> {
    check_name(path)?;
    let path = link_target(path)?;
    match fs::metadata(&path) {
        Ok(meta) if meta.is_dir() => return Err(FileProblem::Folder),
        Ok(meta) if !meta.is_file() => return Err(FileProblem::Special),
        _ => {}
    }
    fs::File::create(&path).map_err(io_problem)
}

/// Flushes the folder `dir`, so that a rename in it is on disk.
fn sync_dir(dir: &Path) -> Result<(), FileProblem> {
    #[cfg(unix)]
    {
        let synced = fs::File::open(dir).and_then(|d| d.sync_all());
        match synced {
            // Some file systems cannot flush a folder: nothing more can be done there.
            Err(e) if e.kind() == std::io::ErrorKind::InvalidInput => Ok(()),
            Err(e) => Err(io_problem(e)),
            Ok(()) => Ok(()),
        }
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

/// Removes the temporary files that [`write_atomic`] left beside `path` in processes killed
/// while writing: those of processes that no longer run, or, where that cannot be told (no
/// `/proc`: Windows, macOS), those older than [`STALE_AFTER`], never another running
/// tablier's file being written. Returns how many were removed.
pub fn remove_stale_temp_files(path: &Path) -> usize {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return 0;
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let own = std::process::id();
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        let Some(pid) = file_name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        let age = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|at| at.elapsed().ok());
        if pid != own && is_stale(process_runs(pid), age) && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// How old a temporary file must be to be called stale where it cannot be told whether its
/// process runs: a write lasts milliseconds, so a file ten minutes old was cut short.
pub const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(600);

/// Whether a temporary file is stale: its process no longer runs (`runs`, where that can be
/// told), or it is older than [`STALE_AFTER`] (`age`; unknown, that says nothing): no write
/// lasts that long, even where the process number was given again to another program.
fn is_stale(runs: Option<bool>, age: Option<std::time::Duration>) -> bool {
    runs == Some(false) || age.is_some_and(|age| age >= STALE_AFTER)
}

/// Whether process `pid` still runs (and may be writing its temporary file); `None` where
/// that cannot be told without `/proc`.
fn process_runs(pid: u32) -> Option<bool> {
    cfg!(target_os = "linux").then(|| Path::new("/proc").join(pid.to_string()).exists())
}

/// The text of a save of `snapshot`, when it weighs at most `limit` bytes.
///
/// # Errors
/// [`FileProblem::TooLarge`] for a longer text.
fn text_within(snapshot: &Snapshot, limit: u64) -> Result<String, FileProblem> {
    let text = to_text(snapshot);
    if text.len() as u64 > limit {
        return Err(FileProblem::TooLarge);
    }
    Ok(text)
}

/// Writes a save of `snapshot` to `path`, atomically, unless it would weigh more than
/// `limit` bytes: then nothing is written and the file there stays as it was.
///
/// # Errors
/// [`FileProblem::TooLarge`], or the I/O problem.
pub fn write_save_within(path: &Path, snapshot: &Snapshot, limit: u64) -> Result<(), FileProblem> {
    write_atomic(path, &text_within(snapshot, limit)?)
}

/// Writes a save of `snapshot` to `path`, atomically: never one larger than a save may be
/// read ([`MAX_FILE_BYTES`]), which `--reprendre` would refuse; the file there is kept
/// instead, and the player told why.
///
/// # Errors
/// [`FileProblem::TooLarge`], or the I/O problem.
pub fn write_save(path: &Path, snapshot: &Snapshot) -> Result<(), FileProblem> {
    write_save_within(path, snapshot, MAX_FILE_BYTES)
}

/// Saves `session` to `path`; `Ok(false)` when there is nothing to save yet.
///
/// # Errors
/// [`FileProblem::TooLarge`] for a save larger than one that is read, or the I/O problem.
pub fn save(session: &Session, path: &Path) -> Result<bool, FileProblem> {
    match session.snapshot() {
        Some(snapshot) => write_save(path, &snapshot).map(|()| true),
        None => Ok(false),
    }
}

/// Loads the save at `path`.
///
/// # Errors
/// Why it cannot be read or resumed.
pub fn load(path: &Path) -> Result<Session, FileProblem> {
    from_text(&read_text(path)?)
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
    // A link to nothing is something: it is never written over without a word.
    if fs::symlink_metadata(path).is_err() {
        return Found::Nothing;
    }
    match load(path) {
        // A match played to its end waits for the player's next word, but is over.
        Ok(session) if session.is_over() || session.is_finished() => Found::Finished,
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
    rename_to_free_name(path, |n| match n {
        0 => dir.join(format!("{prefix}-{secs}.json")),
        n => dir.join(format!("{prefix}-{secs}-{n}.json")),
    })
}

/// Moves `path` to the first of `name(0)`, `name(1)`… that nothing holds, not even a link
/// to nothing, so that a file set aside never replaces another; the name it took.
///
/// # Errors
/// The I/O problem of the rename.
pub fn rename_to_free_name(
    path: &Path,
    name: impl Fn(u32) -> PathBuf,
) -> Result<PathBuf, FileProblem> {
    let target = (0..)
        .map(name)
        .find(|candidate| fs::symlink_metadata(candidate).is_err())
        .unwrap_or_else(|| path.to_path_buf());
    fs::rename(path, &target).map_err(io_problem)?;
    Ok(target)
}

/// The [`FileProblem`] an I/O error is told as.
#[must_use]
pub fn io_problem(e: std::io::Error) -> FileProblem {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound | ErrorKind::NotADirectory => FileProblem::NotFound,
        ErrorKind::PermissionDenied => FileProblem::Denied,
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => FileProblem::DiskFull,
        ErrorKind::ReadOnlyFilesystem => FileProblem::ReadOnly,
        ErrorKind::IsADirectory => FileProblem::Folder,
        ErrorKind::FileTooLarge => FileProblem::TooLarge,
        ErrorKind::InvalidInput => FileProblem::BadName,
        _ => FileProblem::Io,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty folder of its own for the test `name`.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tablier-save-{name}-{}", std::process::id()));
        fs::remove_dir_all(&dir).ok();
        fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn a_double_named_in_place_of_a_roll_is_told_as_named_after_a_resume() {
        use crate::i18n::Lang;
        use crate::rules::Variant;
        use crate::session::event::StageNote;
        use crate::session::{Event, NewGame, Player, Session};
        // Seed 8: Green opens Mexican with 2-1 and names a double.
        let mut session = Session::new(&NewGame {
            players: crate::rules::BySide::new_with(|_| Player::Human),
            seed: Some(8),
            ..NewGame::new(Lang::Fr, Variant::Mexican)
        });
        session.start();
        session.handle("1");
        let named = |events: &[Event]| {
            events.iter().any(
                |e| matches!(e, Event::Stage(StageNote::Named { die, .. }) if die.value() == 1),
            )
        };
        assert!(named(&session.handle("dés")), "named before the save");
        let text = to_text(&session.snapshot().expect("a match at rest"));
        assert!(text.contains("\"named\""), "{text}");
        let mut resumed = from_text(&text).expect("the save reads back");
        resumed.resume_events();
        assert!(named(&resumed.handle("dés")), "named after the resume");
    }

    #[test]
    fn a_save_larger_than_a_save_may_be_read_is_not_written_and_the_file_there_stays() {
        use crate::i18n::Lang;
        use crate::rules::{Side, Variant};
        use crate::session::history::Action;
        use crate::session::{NewGame, Player};
        let dir = scratch("too-large-to-write");
        let path = dir.join(AUTOSAVE);
        fs::write(&path, "the save before").expect("written");
        let mut session = Session::new(&NewGame {
            players: crate::rules::BySide::new_with(|_| Player::Human),
            seed: Some(2),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        let snapshot = session.snapshot().expect("a game under way");
        // At the limit it is written; a byte more, and nothing is.
        let size = to_text(&snapshot).len() as u64;
        assert_eq!(
            write_save_within(&path, &snapshot, size - 1),
            Err(FileProblem::TooLarge)
        );
        assert_eq!(fs::read_to_string(&path).expect("read"), "the save before");
        assert_eq!(write_save_within(&path, &snapshot, size), Ok(()));
        assert_eq!(load(&path).map(|s| s.position()), Ok(session.position()));
        // A record longer than any save read back, at the real limit.
        let mut huge = snapshot.clone();
        let take = Action::Take { side: Side::Green };
        huge.games[0]
            .actions
            .extend(std::iter::repeat_n(take, 300_000));
        assert!(to_text(&huge).len() as u64 > MAX_FILE_BYTES);
        let before = fs::read_to_string(&path).expect("read");
        assert_eq!(write_save(&path, &huge), Err(FileProblem::TooLarge));
        assert_eq!(fs::read_to_string(&path).expect("read"), before);
        // Nothing else in the folder: no temporary file either.
        assert_eq!(fs::read_dir(&dir).expect("listed").count(), 1);
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_temporary_file_is_stale_when_its_process_is_gone_or_else_when_it_is_old() {
        use std::time::Duration;
        let young = Some(Duration::from_secs(5));
        let old = Some(STALE_AFTER);
        // A process gone leaves its file stale at once; one running is writing it, unless
        // the file is too old for any write (its number given again to another program).
        assert!(is_stale(Some(false), young));
        assert!(!is_stale(Some(true), young));
        assert!(is_stale(Some(true), old));
        // Without `/proc`: another running tablier's file, being written, is young.
        assert!(!is_stale(None, young));
        assert!(is_stale(None, old));
        assert!(!is_stale(None, None));
    }

    #[test]
    fn an_imported_unfinished_game_goes_on_from_its_last_move() {
        use crate::i18n::Lang;
        use crate::rules::{Side, Variant};
        use crate::session::{NewGame, Player, Prompt};
        let settings = Settings::from_config(&NewGame {
            players: crate::rules::BySide::new_with(|_| Player::Human),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        let text = "(;FF[4]GM[6]MI[length:5][game:0][ws:0][bs:0]\n;W[31hefe]\n;B[42qusu])";
        let mut session = import_text(text, &settings).expect("an unfinished game");
        session.resume_events();
        assert!(!session.is_over());
        assert_eq!(session.history()[0].turns(), 2);
        // Green is on roll, with the cube in the middle: roll or double.
        assert_eq!(session.prompt(), Prompt::BeforeRoll { side: Side::Green });
        // A double waiting for its answer waits for it still.
        let text = "(;FF[4]GM[6]MI[length:5]\n;W[31hefe]\n;B[42qusu]\n;W[double])";
        let mut session = import_text(text, &settings).expect("a double to answer");
        session.resume_events();
        assert_eq!(
            session.prompt(),
            Prompt::Doubled {
                side: Side::Black,
                value: 2
            }
        );
        // A double in the Crawford game is refused on its line.
        let text = "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]RE[B+2R]\n;W[31hefe]\n;B[42qusu])\n\
            (;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:2]RU[Crawford:CrawfordGame]\n;W[31hefe]\n;B[double])";
        let err = import_text(text, &settings)
            .map(|_| ())
            .expect_err("a Crawford double");
        assert_eq!((err.line, err.problem), (6, ImportProblem::Refused));
        // A game left unfinished before another is refused as unfinished, named by its
        // number, where the next game begins.
        let text = "(;FF[4]GM[6]MI[length:3]\n;W[31hefe])\n(;FF[4]GM[6]MI[length:3]\n;W[31hefe])";
        let err = import_text(text, &settings)
            .map(|_| ())
            .expect_err("unfinished");
        assert_eq!(
            (err.line, err.problem),
            (
                3,
                ImportProblem::Unfinished {
                    number: "1".to_owned()
                }
            )
        );
    }

    #[test]
    fn games_set_aside_are_numbered_newest_first_and_other_files_are_not_games() {
        let dir = scratch("aside");
        for name in [
            "partie-interrompue-100.json",
            "partie-interrompue-300.json",
            "partie-interrompue-300-1.json",
            "partie-interrompue-200.json",
            "sauvegarde-illisible-400.json",
            "partie-interrompue-x.json",
            AUTOSAVE,
        ] {
            fs::write(dir.join(name), "{}").expect("written");
        }
        let listed: Vec<(String, u64)> = set_aside_games(&dir)
            .into_iter()
            .map(|(p, secs)| (p.file_name().unwrap().to_string_lossy().into_owned(), secs))
            .collect();
        assert_eq!(
            listed,
            [
                ("partie-interrompue-300-1.json".to_owned(), 300),
                ("partie-interrompue-300.json".to_owned(), 300),
                ("partie-interrompue-200.json".to_owned(), 200),
                ("partie-interrompue-100.json".to_owned(), 100),
            ]
        );
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_pipe_is_refused_by_name_without_waiting_for_a_writer() {
        let dir = scratch("fifo");
        let fifo = dir.join(AUTOSAVE);
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        // Reading it would wait for ever for a writer: it is refused at once.
        assert_eq!(load(&fifo).map(|_| ()), Err(FileProblem::Special));
        assert!(matches!(
            inspect(&fifo),
            Found::Unreadable(FileProblem::Special)
        ));
        assert_eq!(write_atomic(&fifo, "{}"), Err(FileProblem::Special));
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn devices_are_refused_without_being_read() {
        for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
            assert_eq!(
                read_text(Path::new(device)),
                Err(FileProblem::Special),
                "{device}"
            );
        }
    }

    #[test]
    fn a_folder_is_refused_as_a_folder() {
        let dir = scratch("folder");
        assert_eq!(read_text(Path::new(".")), Err(FileProblem::Folder));
        assert_eq!(write_atomic(&dir, "{}"), Err(FileProblem::Folder));
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_file_larger_than_any_save_is_not_read() {
        let dir = scratch("large");
        let big = dir.join("big.json");
        let file = fs::File::create(&big).expect("created");
        file.set_len(MAX_FILE_BYTES + 1).expect("a sparse file");
        assert_eq!(read_text(&big), Err(FileProblem::TooLarge));
        file.set_len(MAX_FILE_BYTES).expect("cut to the limit");
        assert_eq!(read_text(&big).map(|t| t.len() as u64), Ok(MAX_FILE_BYTES));
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn names_no_file_can_have_are_told_as_such() {
        let long = "x".repeat(NAME_MAX + 1);
        for name in ["a\0b.json", long.as_str(), ""] {
            assert_eq!(read_text(Path::new(name)), Err(FileProblem::BadName));
            assert_eq!(
                write_atomic(Path::new(name), "{}"),
                Err(FileProblem::BadName)
            );
        }
    }

    // Links made as Unix makes them; Windows needs rights to make one.
    #[cfg(unix)]
    #[test]
    fn a_save_that_is_a_link_is_written_through_the_link() {
        let dir = scratch("link");
        let target = dir.join("elsewhere.json");
        fs::write(&target, "old").expect("written");
        let link = dir.join(AUTOSAVE);
        std::os::unix::fs::symlink("elsewhere.json", &link).expect("a link");
        write_atomic(&link, "new").expect("saved");
        assert!(
            fs::symlink_metadata(&link)
                .expect("there")
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&target).expect("read"), "new");
        fs::remove_dir_all(&dir).ok();
    }

    // Links made as Unix makes them; Windows needs rights to make one.
    #[cfg(unix)]
    #[test]
    fn a_link_to_a_missing_folder_is_refused_and_no_folder_is_created() {
        let dir = scratch("dangling");
        let nowhere = dir.join("nowhere");
        let link = dir.join(AUTOSAVE);
        std::os::unix::fs::symlink(nowhere.join("deeper/x.json"), &link).expect("a link");
        assert_eq!(write_atomic(&link, "{}"), Err(FileProblem::DanglingLink));
        assert!(!nowhere.exists());
        assert!(fs::symlink_metadata(&link).expect("there").is_symlink());
        // A link to a missing file in a folder that is there is written through.
        std::os::unix::fs::symlink("elsewhere.json", dir.join("b.json")).expect("a link");
        write_atomic(&dir.join("b.json"), "{}").expect("saved");
        assert_eq!(
            fs::read_to_string(dir.join("elsewhere.json")).unwrap(),
            "{}"
        );
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_save_in_a_folder_that_cannot_exist_fails_with_a_reason() {
        let dir = scratch("notdir");
        let file = dir.join("file");
        fs::write(&file, "").expect("written");
        assert_eq!(
            write_atomic(&file.join(AUTOSAVE), "{}"),
            Err(FileProblem::NotFound)
        );
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn an_empty_folder_variable_names_no_folder() {
        assert_eq!(folder_of_value(None), None);
        assert_eq!(folder_of_value(Some("".into())), None);
        assert_eq!(
            folder_of_value(Some("/tmp/t".into())),
            Some(PathBuf::from("/tmp/t"))
        );
    }

    #[test]
    fn temporary_files_of_dead_processes_are_removed_and_others_kept() {
        let dir = scratch("stale");
        let save = dir.join(AUTOSAVE);
        // No process has this number (Linux's highest is 4,194,304).
        let dead = dir.join(temp_name(AUTOSAVE, 999_999_999));
        let live = dir.join(temp_name(AUTOSAVE, std::process::id()));
        let other = dir.join(".autre.json.999999999.tmp");
        for file in [&dead, &live, &other] {
            fs::write(file, "{").expect("written");
        }
        assert_eq!(remove_stale_temp_files(&save), 1);
        assert!(!dead.exists());
        assert!(live.exists() && other.exists());
        fs::remove_dir_all(&dir).ok();
    }
}
