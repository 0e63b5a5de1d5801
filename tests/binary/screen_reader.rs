//! A screen reader at work (issue 31): tablier leaves it the voice and reads plain lines,
//! unless its own voice is asked for.

use crate::common;

#[test]
fn with_a_screen_reader_tablier_says_so_once_and_keeps_its_own_voice_quiet() {
    let data = common::scratch("screen-reader-quiet");
    let ran = common::tablier(&["--langue", "fr", "--graine", "3"])
        .folder(&data)
        .env("TABLIER_SCREEN_READER", "1")
        .input("réglages\n")
        .run();
    let first = ran.stdout.lines().next().unwrap_or_default();
    assert_eq!(
        first, "Lecteur d'écran détecté : tablier ne parle pas lui-même ; parole oui pour sa voix.",
        "{}",
        ran.stdout
    );
    assert_eq!(ran.stdout.matches("Lecteur d'écran détecté").count(), 1);
    assert!(ran.stdout.contains("Parole coupée."), "{}", ran.stdout);
}

#[test]
fn with_a_screen_reader_its_own_voice_asked_for_is_used_and_nothing_is_said_of_it() {
    let data = common::scratch("screen-reader-voice");
    let spoken = data.join("spoken.txt");
    let ran = common::tablier(&["--langue", "fr", "--graine", "3", "--parole", "oui"])
        .folder(&data)
        .env("TABLIER_SCREEN_READER", "1")
        .env("TABLIER_SPEECH_LOG", &spoken)
        .input("réglages\n")
        .run();
    assert!(!ran.stdout.contains("Lecteur d'écran"), "{}", ran.stdout);
    assert!(ran.stdout.contains("Parole activée."), "{}", ran.stdout);
}
