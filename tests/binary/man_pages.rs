//! The manual pages (`man 6 tablier`, French and English) name every option that
//! `tablier --aide` describes and every game of [`Variant::ALL`], so that they do not fall
//! behind the program.

use crate::common;

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
