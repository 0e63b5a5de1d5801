//! The lessons shipped with tablier (issue 31, item 2): `tablier --lecon` alone lists them,
//! and a bare name opens one, from the command line or during a game; an installed program
//! reads the lessons installed beside it, never the repository it was built from.

use std::path::{Path, PathBuf};

use crate::common;

use tablier::i18n::{Lang, Localizer};
use tablier::session::lesson::{LessonWords, read_title};

/// A shipped lesson of the repository: its language, name and title.
pub struct Lesson {
    pub lang: Lang,
    pub name: String,
    pub title: String,
}

/// The repository's own folder of shipped lessons.
pub fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
}

/// Every lesson of the repository's `lessons/<language>/<name>.txt`.
pub fn repository_lessons() -> Vec<Lesson> {
    let words = LessonWords::new();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for entry in std::fs::read_dir(folder().join(lang.code())).expect("the lessons") {
            let path = entry.expect("an entry").path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
            let text = std::fs::read_to_string(&path).expect("a lesson");
            found.push(Lesson {
                lang,
                name: name.to_owned(),
                title: read_title(&text, &words).expect("a title"),
            });
        }
    }
    assert!(found.len() >= 3, "the shipped lessons: {}", found.len());
    found
}

/// The line of `tablier --lecon`, shown in `shown`, for the lesson `name` of `lang`.
pub fn list_line(shown: Lang, name: &str, title: &str, lang: Lang) -> String {
    let loc = Localizer::new(shown);
    loc.tr_args(
        "cli-lessons-line",
        &[
            ("name", name.into()),
            ("title", title.into()),
            ("other", if lang == shown { "no" } else { "yes" }.into()),
            ("language", loc.tr(lang.name_id()).into()),
        ],
    )
}

#[test]
fn the_lesson_option_alone_lists_every_shipped_lesson_the_language_own_first() {
    let lessons = repository_lessons();
    for shown in Lang::ALL {
        let out = common::tablier(&["--langue", shown.code(), "--lecon"]).run();
        assert!(out.success(), "{out:?}");
        let lines: Vec<&str> = out.stdout.lines().collect();
        let loc = Localizer::new(shown);
        assert_eq!(lines.first(), Some(&&*loc.tr("cli-lessons-heading")));
        assert_eq!(lines.last(), Some(&&*loc.tr("cli-lessons-how")));
        assert_eq!(lines.len(), lessons.len() + 2, "{out:?}");
        let at = |lesson: &Lesson| {
            let line = list_line(shown, &lesson.name, &lesson.title, lesson.lang);
            lines
                .iter()
                .position(|l| *l == line)
                .unwrap_or_else(|| panic!("{line:?} is not listed: {out:?}"))
        };
        let last_own = lessons.iter().filter(|l| l.lang == shown).map(at).max();
        let first_other = lessons.iter().filter(|l| l.lang != shown).map(at).min();
        if let (Some(own), Some(other)) = (last_own, first_other) {
            assert!(own < other, "{out:?}");
        }
    }
}

#[test]
fn a_shipped_lesson_opens_by_its_name_from_the_command_line_or_during_a_game() {
    for lesson in repository_lessons() {
        let out = common::player(&["--lecon", &lesson.name]).run();
        assert!(out.success(), "{}: {out:?}", lesson.name);
        assert!(
            out.stdout.contains(&lesson.title),
            "{}: {out:?}",
            lesson.name
        );
    }
    // Typed as a command, capitals and accents aside.
    let lesson = repository_lessons()
        .into_iter()
        .find(|l| l.name == "ouvertures")
        .expect("the lesson ouvertures");
    let typed = common::player(&[]).input("leçon OUVERTURES\n").run();
    assert!(typed.success(), "{typed:?}");
    assert!(typed.stdout.contains(&lesson.title), "{typed:?}");
}

#[test]
fn a_name_that_is_no_shipped_lesson_nor_a_file_is_refused_by_that_name() {
    let out = common::player(&["--lecon", "aucune-lecon-de-ce-nom"]).run();
    assert_eq!(out.status, 2, "{out:?}");
    assert!(out.stderr.contains("aucune-lecon-de-ce-nom"), "{out:?}");
    let typed = common::player(&[])
        .input("leçon aucune-lecon-de-ce-nom\n")
        .run();
    assert!(typed.success(), "{typed:?}");
    assert!(typed.stdout.contains("aucune-lecon-de-ce-nom"), "{typed:?}");
}

#[test]
fn an_installed_program_lists_and_opens_the_lessons_installed_beside_it() {
    let prefix = common::scratch("prefix");
    std::fs::create_dir_all(prefix.join("bin")).expect("a bin folder");
    let tablier = prefix.join("bin/tablier");
    std::fs::copy(env!("CARGO_BIN_EXE_tablier"), &tablier).expect("a copy of the program");
    let lessons = prefix.join("share/tablier/lessons/fr");
    std::fs::create_dir_all(&lessons).expect("a lessons folder");
    std::fs::copy(
        folder().join("fr/ouvertures.txt"),
        lessons.join("installee.txt"),
    )
    .expect("an installed lesson");
    let title = repository_lessons()
        .into_iter()
        .find(|l| l.name == "ouvertures")
        .expect("the lesson ouvertures")
        .title;

    let listed = common::program(&tablier, &["--langue", "fr", "--lecon"]).run();
    assert!(listed.success(), "{listed:?}");
    let line = list_line(Lang::Fr, "installee", &title, Lang::Fr);
    let lines: Vec<&str> = listed.stdout.lines().collect();
    // The heading, the one lesson installed, how to open it: none of the repository's.
    assert_eq!(lines.len(), 3, "{listed:?}");
    assert_eq!(lines[1], line, "{listed:?}");

    let opened = common::program(
        &tablier,
        &[
            "--parole",
            "non",
            "--simple",
            "--langue",
            "fr",
            "--lecon",
            "installee",
        ],
    )
    .run();
    assert!(opened.success(), "{opened:?}");
    assert!(opened.stdout.contains(&title), "{opened:?}");
    let refused = common::program(
        &tablier,
        &[
            "--parole", "non", "--simple", "--langue", "fr", "--lecon", "sortie",
        ],
    )
    .run();
    assert_eq!(
        refused.status, 2,
        "the repository's lessons are not read: {refused:?}"
    );
}
