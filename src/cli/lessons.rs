//! `tablier --lecon` alone: the lessons shipped with tablier, each by the name that opens it
//! and its title, so that a player finds them without knowing where they were installed.

use std::io::Write;

use crate::i18n::{Localizer, excerpt_within};
use crate::repl::shipped;
use crate::session::lesson::{LessonWords, read_title};

/// The most characters of a title the list shows, as a lesson's start shows it.
const TITLE_MAX: usize = 80;

/// Prints the shipped lessons in `loc`'s language, its own first; status 1 when there are
/// none (the lessons of a package are missing), told on standard error.
pub(super) fn list(loc: &Localizer) -> i32 {
    let lessons = shipped::folder()
        .map(|folder| shipped::list(&folder, loc.lang()))
        .unwrap_or_default();
    if lessons.is_empty() {
        let folder = shipped::installed_folder().map_or_else(
            || shipped::INSTALLED.to_owned(),
            |f| f.display().to_string(),
        );
        super::tell(&loc.tr_args("cli-lessons-none", &[("folder", folder.into())]));
        return 1;
    }
    let words = LessonWords::new();
    let mut lines = vec![loc.tr("cli-lessons-heading")];
    for lesson in &lessons {
        let title = crate::save::read_text(&lesson.path)
            .ok()
            .and_then(|text| read_title(&text, &words))
            .map_or_else(
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
    let mut out = std::io::stdout().lock();
    for line in lines {
        // A reader that closed the pipe early (`| head`) is no error worth a word.
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    0
}
