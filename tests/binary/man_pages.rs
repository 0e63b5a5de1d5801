//! The manual pages (`man 6 tablier`, French and English) name every option that
//! `tablier --aide` describes, so that they do not fall behind the program.

use crate::common;

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
