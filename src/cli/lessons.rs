//! `tablier --lecon` alone: the lessons shipped with tablier, each by the name that opens it
//! and its title, so that a player finds them without knowing where they were installed.

use std::io::Write;
use std::path::Path;

use crate::i18n::{Localizer, excerpt_within};
use crate::repl::shipped;
use crate::session::lesson::LessonWords;

/// The most characters of a title the list shows, as a lesson's start shows it.
const TITLE_MAX: usize = 80;

/// Prints the shipped lessons in `loc`'s language, its own first; status 1 when there are
/// none (the lessons of a package are missing), told on standard error.
pub(super) fn list(loc: &Localizer) -> i32 {
    match lines(loc, shipped::folder().as_deref()) {
        Ok(lines) => {
            let mut out = std::io::stdout().lock();
            for line in lines {
                // A reader that closed the pipe early (`| head`) is no error worth a word.
                if writeln!(out, "{line}").is_err() {
                    break;
                }
            }
            0
        }
        Err(none) => {
            super::tell(&none);
            1
        }
    }
}

/// The lines that list the lessons of `folder`, or why there are none: where an installed
/// tablier looks for them.
fn lines(loc: &Localizer, folder: Option<&Path>) -> Result<Vec<String>, String> {
    let lessons = folder
        .map(|folder| shipped::list(folder, loc.lang()))
        .unwrap_or_default();
    if lessons.is_empty() {
        let folder = shipped::installed_folder().map_or_else(
            || shipped::INSTALLED.to_owned(),
            |f| f.display().to_string(),
        );
        return Err(loc.tr_args("cli-lessons-none", &[("folder", folder.into())]));
    }
    let words = LessonWords::new();
    let mut lines = vec![loc.tr("cli-lessons-heading")];
    for lesson in &lessons {
        let title = lesson.title(&words).map_or_else(
            || loc.tr("cli-lessons-untitled"),
            |title| match excerpt_within(&title, TITLE_MAX) {
                (whole, false) => whole.to_owned(),
                (kept, true) => loc.tr_args("quote-cut", &[("text", kept.into())]),
            },
        );
        let other = lesson.lang != loc.lang();
        lines.push(loc.tr_args(
            "cli-lessons-line",
            &[
                ("name", lesson.name.as_str().into()),
                ("title", title.into()),
                ("other", if other { "yes" } else { "no" }.into()),
                ("language", loc.tr(lesson.lang.name_id()).into()),
            ],
        ));
    }
    lines.push(loc.tr("cli-lessons-how"));
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn no_lesson_found_says_where_an_installed_tablier_looks() {
        let loc = Localizer::new(Lang::Fr);
        let empty = std::env::temp_dir().join(format!("tablier-no-lessons-{}", std::process::id()));
        std::fs::create_dir_all(&empty).unwrap();
        for folder in [None, Some(empty.as_path())] {
            let none = lines(&loc, folder).expect_err("no lesson");
            assert!(none.contains(shipped::INSTALLED), "{none}");
            assert!(!none.contains('⟦'), "{none}");
        }
        std::fs::remove_dir_all(empty).unwrap();
    }

    #[test]
    fn a_lesson_without_a_title_or_with_a_long_one_is_still_listed_shortly() {
        let dir = std::env::temp_dir().join(format!("tablier-titles-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("en")).unwrap();
        std::fs::write(dir.join("en/none.txt"), "exercise 1\n").unwrap();
        let long = "word ".repeat(40);
        std::fs::write(dir.join("en/long.txt"), format!("title: {long}\n")).unwrap();
        let loc = Localizer::new(Lang::En);
        let lines = lines(&loc, Some(&dir)).expect("two lessons");
        assert_eq!(lines.len(), 4, "{lines:?}");
        let line = |name: &str, title: String| {
            loc.tr_args(
                "cli-lessons-line",
                &[
                    ("name", name.into()),
                    ("title", title.into()),
                    ("other", "no".into()),
                    ("language", loc.tr(Lang::En.name_id()).into()),
                ],
            )
        };
        let cut = loc.tr_args(
            "quote-cut",
            &[("text", long[..TITLE_MAX].trim_end().into())],
        );
        assert_eq!(lines[1], line("long", cut));
        assert_eq!(lines[2], line("none", loc.tr("cli-lessons-untitled")));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
