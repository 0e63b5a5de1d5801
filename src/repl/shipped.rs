//! The lessons that come with tablier (`lessons/<language>/<name>.txt` in the repository):
//! opened by their bare name (`leçon ouvertures`, `tablier --lecon ouvertures`) and listed
//! (`tablier --lecon` alone), so that a player never needs to know where a package put them.
//!
//! An installed tablier finds them beside its program, in `../share/tablier/lessons` from
//! the folder that holds it: `/usr/games/tablier` reads `/usr/share/tablier/lessons`, and the
//! same holds under `/usr/local` or any other prefix, with no path written into the program.
//! A build in a clone has no such folder and finds the repository's own `lessons/`, as long
//! as that folder is still there.

use std::fs;
use std::path::{Path, PathBuf};

use crate::i18n::Lang;
use crate::session::commands::fold;
use crate::session::lesson::{LessonWords, read_title};

/// Where the lessons lie in an installed tree, under its prefix: the folder above the
/// program's (`/usr` for `/usr/games/tablier` and `/usr/bin/tablier` alike).
pub const INSTALLED: &str = "share/tablier/lessons";

/// The most entries read from one language's folder: far more than ever ship, and a bound
/// on a folder that something else filled.
pub const MAX_ENTRIES: usize = 1_000;

/// The most bytes read from a lesson's file for its title, in the list of lessons: many
/// times a title and the comments above it, and a bound on a file of any size.
pub const TITLE_BYTES: u64 = 16 * 1024;

/// One shipped lesson: its name (the file's, without `.txt`), its language (its folder's)
/// and its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shipped {
    pub name: String,
    pub lang: Lang,
    pub path: PathBuf,
}

impl Shipped {
    /// The lesson's title, read from the first [`TITLE_BYTES`] of its file (a title comes
    /// before the exercises); none when the file cannot be read or gives none there.
    #[must_use]
    pub fn title(&self, words: &LessonWords) -> Option<String> {
        use std::io::Read;
        let mut head = Vec::new();
        fs::File::open(&self.path)
            .ok()?
            .take(TITLE_BYTES)
            .read_to_end(&mut head)
            .ok()?;
        read_title(&String::from_utf8_lossy(&head), words)
    }
}

/// The folder of the shipped lessons: beside the running program when it is installed, else
/// the clone's; none when neither is there.
#[must_use]
pub fn folder() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok();
    folder_from(exe.as_deref(), Path::new(env!("CARGO_MANIFEST_DIR")))
}

/// Where the running program, installed, would find the lessons (told when none are found).
#[must_use]
pub fn installed_folder() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.join(INSTALLED))
}

/// The folder of the lessons for the program at `exe`, built in the clone at `clone`: the
/// installed one first, so that a package never reads the folder it was built from.
fn folder_from(exe: Option<&Path>, clone: &Path) -> Option<PathBuf> {
    // The path of the running program has its links resolved: the prefix is the real one.
    let installed = exe
        .and_then(Path::parent)
        .and_then(Path::parent)
        .map(|prefix| prefix.join(INSTALLED));
    installed
        .into_iter()
        .chain(std::iter::once(clone.join("lessons")))
        .find(|f| f.is_dir())
}

/// Every lesson in `folder`, those of `first` before the other languages', each language's
/// by name. Only files named `*.txt` count; at most [`MAX_ENTRIES`] entries are read from a
/// language's folder.
#[must_use]
pub fn list(folder: &Path, first: Lang) -> Vec<Shipped> {
    let mut langs = Lang::ALL.to_vec();
    langs.sort_by_key(|&l| l != first);
    let mut out = Vec::new();
    for lang in langs {
        let Ok(entries) = fs::read_dir(folder.join(lang.code())) else {
            continue;
        };
        let mut found: Vec<Shipped> = entries
            .take(MAX_ENTRIES)
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt") && p.is_file())
            .filter_map(|path| {
                let name = path.file_stem()?.to_str()?.to_owned();
                Some(Shipped { name, lang, path })
            })
            .collect();
        found.sort_by(|a, b| a.name.cmp(&b.name));
        out.extend(found);
    }
    out
}

/// The lesson file that `given` names: the file itself where there is one (a path always
/// works), else the shipped lesson of that bare name, accents and capitals aside, in `lang`
/// first; else `given` as it is, for the reading to refuse with its reason.
#[must_use]
pub fn resolve(given: &Path, lang: Lang) -> PathBuf {
    resolve_in(given, lang, folder().as_deref())
}

fn resolve_in(given: &Path, lang: Lang, folder: Option<&Path>) -> PathBuf {
    if given.is_file() {
        return given.to_path_buf();
    }
    let (Some(name), Some(folder)) = (bare_name(given), folder) else {
        return given.to_path_buf();
    };
    let name = fold(name);
    list(folder, lang)
        .into_iter()
        .find(|s| fold(&s.name) == name)
        .map_or_else(|| given.to_path_buf(), |s| s.path)
}

/// The name `given` is, when it is a bare name (`ouvertures`, or `ouvertures.txt`) rather
/// than a path into some folder.
fn bare_name(given: &Path) -> Option<&str> {
    let text = given.to_str()?.trim();
    let name = text.strip_suffix(".txt").unwrap_or(text);
    let bare = !name.is_empty() && !name.contains(['/', '\\']) && name != "." && name != "..";
    bare.then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch tree: `<dir>/bin/tablier` and `<dir>/share/tablier/lessons/{fr,en}`, with
    /// the lessons `files` (`fr/ouvertures.txt`…).
    fn installed(name: &str, files: &[&str]) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tablier-shipped-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("bin")).unwrap();
        fs::write(dir.join("bin/tablier"), "").unwrap();
        for file in files {
            let path = dir.join("share/tablier/lessons").join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, "titre: t").unwrap();
        }
        dir
    }

    #[test]
    fn an_installed_program_reads_the_lessons_beside_it_not_the_clone() {
        let dir = installed("beside", &["fr/a.txt"]);
        let clone = Path::new(env!("CARGO_MANIFEST_DIR"));
        let found = folder_from(Some(&dir.join("bin/tablier")), clone).unwrap();
        assert_eq!(found, dir.join("share/tablier/lessons"));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_build_in_a_clone_reads_the_repository_lessons_while_they_are_there() {
        let clone = Path::new(env!("CARGO_MANIFEST_DIR"));
        let exe = clone.join("target/nowhere/tablier");
        assert_eq!(folder_from(Some(&exe), clone), Some(clone.join("lessons")));
        assert_eq!(folder_from(Some(&exe), &clone.join("no-such-clone")), None);
    }

    #[test]
    fn the_lessons_of_the_language_come_first_each_language_by_name() {
        let dir = installed(
            "order",
            &["fr/b.txt", "fr/a.txt", "en/c.txt", "fr/notes.md"],
        );
        let folder = dir.join("share/tablier/lessons");
        let names = |lang| -> Vec<(String, Lang)> {
            list(&folder, lang)
                .into_iter()
                .map(|s| (s.name, s.lang))
                .collect()
        };
        let (a, b, c) = ("a".to_owned(), "b".to_owned(), "c".to_owned());
        assert_eq!(
            names(Lang::Fr),
            [
                (a.clone(), Lang::Fr),
                (b.clone(), Lang::Fr),
                (c.clone(), Lang::En)
            ]
        );
        assert_eq!(
            names(Lang::En),
            [(c, Lang::En), (a, Lang::Fr), (b, Lang::Fr)]
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_title_is_read_from_the_head_of_the_file_alone() {
        let dir = installed("title", &[]);
        let path = dir.join("long.txt");
        let comments = "# un commentaire\n".repeat(2 * TITLE_BYTES as usize / 16);
        fs::write(&path, format!("titre: Au début\n{comments}")).unwrap();
        let words = LessonWords::new();
        let lesson = |path: &Path| Shipped {
            name: "long".into(),
            lang: Lang::Fr,
            path: path.to_path_buf(),
        };
        assert_eq!(lesson(&path).title(&words), Some("Au début".into()));
        fs::write(&path, format!("{comments}titre: Trop loin\n")).unwrap();
        assert_eq!(lesson(&path).title(&words), None);
        assert_eq!(lesson(&dir.join("absent.txt")).title(&words), None);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_bare_name_opens_the_shipped_lesson_of_that_name_accents_and_capitals_aside() {
        let dir = installed("name", &["fr/leçon.txt", "en/leçon.txt", "en/other.txt"]);
        let folder = dir.join("share/tablier/lessons");
        let resolve = |given: &str, lang| resolve_in(Path::new(given), lang, Some(&folder));
        assert_eq!(resolve("LECON", Lang::Fr), folder.join("fr/leçon.txt"));
        assert_eq!(resolve("leçon.txt", Lang::En), folder.join("en/leçon.txt"));
        assert_eq!(resolve("other", Lang::Fr), folder.join("en/other.txt"));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_path_or_an_unknown_name_is_kept_as_given_for_the_reading_to_judge() {
        let dir = installed("path", &["fr/ouvertures.txt"]);
        let folder = dir.join("share/tablier/lessons");
        let resolve = |given: &Path| resolve_in(given, Lang::Fr, Some(&folder));
        // A file of that name wins over the shipped lesson.
        let own = dir.join("bin/tablier");
        assert_eq!(resolve(&own), own);
        for given in ["inconnue", "fr/ouvertures", "../ouvertures", "", ".."] {
            assert_eq!(resolve(Path::new(given)), Path::new(given), "{given}");
        }
        assert_eq!(
            resolve_in(Path::new("ouvertures"), Lang::Fr, None),
            Path::new("ouvertures")
        );
        fs::remove_dir_all(dir).unwrap();
    }
}
