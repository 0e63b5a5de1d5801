//! The manual pages (`man 6 tablier`, French and English) name every option that
//! `tablier --aide` describes, so that they do not fall behind the program.

use std::process::Command;

/// The long options the help of `tablier` lists in `lang`.
fn options(lang: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["--langue", lang, "--aide"])
        .output()
        .expect("the binary runs");
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout).into_owned();
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
