//! The manual pages (`man 6 tablier`, French and English) name every option that
//! `tablier --aide` describes and every game of [`Variant::ALL`], so that they do not fall
//! behind the program, and show, as the README does, the commands that exchange matches with
//! GNU Backgammon.

use crate::common;

use tablier::i18n::{Lang, Localizer};
use tablier::rules::Variant;

/// The long options the help of `tablier` lists in `lang`.
fn options(lang: &str) -> Vec<String> {
    let out = common::tablier(&["--langue", lang, "--aide"]).run();
    assert!(out.success());
    let help = out.stdout;
    let mut found: Vec<String> = help
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(str::to_owned)
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn each_manual_page_names_every_option_of_the_help() {
    for lang in ["fr", "en"] {
        let path = format!("{}/man/{lang}/man6/tablier.6", env!("CARGO_MANIFEST_DIR"));
        let page = std::fs::read_to_string(&path).expect("the manual page");
        // roff writes a hyphen as `\-`.
        let page = page.replace("\\-", "-");
        let options = options(lang);
        assert!(options.len() > 20, "{options:?}");
        for option in options {
            assert!(page.contains(&option), "{path} does not name {option}");
        }
        assert!(
            page.starts_with(".\\\"") && page.contains(".TH TABLIER 6"),
            "{path}"
        );
    }
}

/// The words of the paragraph that describes `--jeu` in a manual page, hyphens as typed.
fn game_words(page: &str) -> Vec<String> {
    let page = page.replace("\\-", "-");
    let start = page.find(".BR --jeu").expect("the paragraph of --jeu");
    let rest = &page[start..];
    let end = rest.find("\n.TP").unwrap_or(rest.len());
    rest[..end]
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map(str::to_owned)
        .collect()
}

#[test]
fn each_manual_page_names_every_game_under_its_game_option() {
    for lang in ["fr", "en"] {
        let path = format!("{}/man/{lang}/man6/tablier.6", env!("CARGO_MANIFEST_DIR"));
        let page = std::fs::read_to_string(&path).expect("the manual page");
        let words = game_words(&page);
        for &v in Variant::ALL {
            assert!(
                words.iter().any(|w| w == v.name()),
                "{path} does not name the game {v} under --jeu"
            );
        }
    }
}

/// The words of `lang` for importing and exporting a match, as the program reads them.
fn exchange_words(lang: Lang) -> [String; 2] {
    let localizer = Localizer::new(lang);
    ["cmd-word-import", "cmd-word-export"].map(|id| localizer.tr(id))
}

/// Whether `text` shows `word` given a file whose name ends with `kind` (`` `importer
/// partie.sgf` ``).
fn shows_with_file(text: &str, word: &str, kind: &str) -> bool {
    text.split(&format!("`{word} ")).skip(1).any(|after| {
        after
            .split('`')
            .next()
            .is_some_and(|file| file.ends_with(kind))
    })
}

#[test]
fn each_manual_page_and_the_readme_show_importing_and_exporting_both_kinds_of_file() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).expect("the README");
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::En, "en")] {
        let path = format!("{root}/man/{code}/man6/tablier.6");
        let page = std::fs::read_to_string(&path).expect("the manual page");
        for word in exchange_words(lang) {
            // The command and its two kinds of file as a paragraph's title, then an example.
            assert!(
                page.lines()
                    .any(|l| l.starts_with(&format!("\\fB{word}\\fR"))
                        && l.contains(".sgf")
                        && l.contains(".mat")),
                "{path} does not show {word} with a .sgf or a .mat file"
            );
            assert!(
                page.contains(&format!(".BR \"{word} ")),
                "{path} gives no example of {word}"
            );
            for kind in [".sgf", ".mat"] {
                assert!(
                    shows_with_file(&readme, &word, kind),
                    "README.md does not show {word} with a {kind} file"
                );
            }
        }
    }
}
