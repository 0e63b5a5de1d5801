//! Speech reaches a real speech-dispatcher.
//!
//! `scripts/test.sh` starts a headless daemon (`scripts/speechd-headless.sh`) whose recorder
//! module appends each utterance as `LANG<TAB>TEXT` to the file named by
//! `TABLIER_SPOKEN_FILE`, and points `SPEECHD_ADDRESS` at it. A plain `cargo test` lists the
//! test as ignored, so that it never talks to a desktop daemon; `scripts/test.sh` runs it with
//! `TABLIER_REQUIRE=speechd`, where a missing daemon is a failure.
#![cfg(feature = "speech")]

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tablier::i18n::Lang;
use tablier::speech::{Speaker, TtsSpeaker, for_ear};

/// Waits up to thirty seconds for `text` to be recorded, returning the line's language
/// column. It returns as soon as the line is there; the long bound is for a loaded machine,
/// where the daemon once took more than ten seconds to pass an utterance to its recorder.
fn wait_for_utterance(file: &Path, text: &str) -> Option<String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        let recorded = std::fs::read_to_string(file).unwrap_or_default();
        let found = recorded.lines().find_map(|line| {
            let (lang, said) = line.split_once('\t')?;
            (said == text).then(|| lang.to_owned())
        });
        if found.is_some() {
            return found;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

#[test]
#[ignore = "needs the headless speech daemon that scripts/test.sh starts"]
fn sentences_reach_the_daemon_in_both_languages() {
    let Some(file) = common::needed("speechd", std::env::var_os("TABLIER_SPOKEN_FILE")) else {
        return;
    };
    let file = Path::new(&file);
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros());
    let mut speaker = TtsSpeaker::open(Lang::Fr, Duration::from_secs(5))
        .expect("speech-dispatcher answers at SPEECHD_ADDRESS");
    assert!(speaker.is_live());

    let french = format!("Essai {stamp} : l'ordinateur joue, les dés donnent six et trois.");
    speaker.speak(&french, false);
    let lang = wait_for_utterance(file, &for_ear(&french));
    // The daemon must read French with a French voice: the utterance carries its language.
    assert_eq!(
        lang.as_deref(),
        Some("fr"),
        "{french:?} in {}",
        file.display()
    );

    // Switching language sets the connection's language on the real daemon.
    speaker.set_lang(Lang::En);
    let english = format!("Test {stamp}: the computer rolls six and three.");
    speaker.speak(&english, true);
    let lang = wait_for_utterance(file, &for_ear(&english));
    assert_eq!(
        lang.as_deref(),
        Some("en"),
        "{english:?} in {}",
        file.display()
    );
    assert!(speaker.is_live());
}

#[test]
#[ignore = "needs the headless speech daemon that scripts/test.sh starts"]
fn a_french_game_is_spoken_in_french_until_the_player_switches_to_english() {
    use std::io::Write as _;

    let Some(file) = common::needed("speechd", std::env::var_os("TABLIER_SPOKEN_FILE")) else {
        return;
    };
    let file = Path::new(&file);
    let mut child = common::tablier(&[
        "--parole", "oui", "--langue", "fr", "--graine", "2", "--simple",
    ])
    .unread_output()
    .spawn();
    let mut stdin = child.stdin.take().expect("a pipe");
    // A player takes time to type: each answer is heard before the next line comes.
    for line in ["pips", "langue en", "pips"] {
        std::thread::sleep(Duration::from_millis(800));
        writeln!(stdin, "{line}").expect("written");
    }
    std::thread::sleep(Duration::from_millis(800));
    drop(stdin);
    child.wait().expect("the binary ends");
    assert_eq!(
        wait_for_utterance(file, "Pips : Vert 167, Noir 159.").as_deref(),
        Some("fr")
    );
    assert_eq!(
        wait_for_utterance(file, "Pips: Green 167, Black 159.").as_deref(),
        Some("en")
    );
}
