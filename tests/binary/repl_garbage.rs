//! Whatever the player types, the session never panics, answers a refused line with a
//! localized error, and leaves the position as it was.

use proptest::prelude::*;

use tablier::i18n::{Lang, Localizer};
use tablier::presentation::Renderer;
use tablier::rules::BySide;
use tablier::rules::Variant;
use tablier::session::{Event, Session};
use tablier::session::{NewGame, Player};

fn session(seed: u64, lang: Lang, variant: Variant) -> Session {
    let config = NewGame {
        players: BySide {
            green: Player::Human,
            black: Player::Human,
        },
        seed: Some(seed),
        speech: false,
        ..NewGame::new(lang, variant)
    };
    let mut session = Session::new(&NewGame {
        seed: Some(seed),
        ..config.clone()
    });
    session.start();
    session
}

/// Lines that cannot be a command, a play or a point: something unreadable in them.
fn garbage() -> impl Strategy<Value = String> {
    prop_oneof![
        // Any text with a character no command or play uses.
        ("\\PC{0,20}", "[§¤°µ¶☃€\u{1F600}\u{0301}]", "\\PC{0,20}")
            .prop_map(|(a, b, c)| format!("{a}{b}{c}")),
        // Numbers no list reaches.
        "[1-9][0-9]{6,40}",
        // Half moves and broken labels.
        "[NVnv][0-9]{0,3}[-/]",
        "[-/][NVnv]?[0-9]{1,3}",
        "[NVnv](1[3-9]|[2-9][0-9]|0)[-/ ][NVnv][0-9]{1,2}",
        "(2[6-9]|[3-9][0-9]|[1-9][0-9]{2,5})/[0-9]{1,3}",
    ]
}

/// Any line at all, valid or not.
fn anything() -> impl Strategy<Value = String> {
    prop_oneof![
        garbage(),
        "\\PC{0,30}",
        "[NVnv][0-9]{1,2}([-/ ][NVnv][0-9]{1,2}){0,4}",
        "([0-9]{1,2}/[0-9]{1,2} ?){1,4}",
        "(coups|annuler|valider|dés|pips|plateau|aide|auto|q|non|oui|undo|done|moves)",
        "[0-9]{1,3}",
    ]
}

fn has_error(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Error(_)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::common::size(64)))]

    #[test]
    fn garbage_is_refused_with_a_message_and_changes_nothing(
        seed in 0u64..1000,
        fr in any::<bool>(),
        lines in proptest::collection::vec(garbage(), 1..8),
    ) {
        let lang = if fr { Lang::Fr } else { Lang::En };
        let mut s = session(seed, lang, Variant::Backgammon);
        let loc = Localizer::new(lang);
        for line in &lines {
            let (before, steps) = (s.position(), s.steps().to_vec());
            let events = s.handle(line);
            prop_assert!(has_error(&events), "{line:?} gave {events:?}");
            prop_assert_eq!(s.position(), before);
            prop_assert_eq!(s.steps(), &steps[..]);
            for event in &events {
                let said = Renderer::for_session(&loc, &s).render(event);
                prop_assert!(!said.display.is_empty());
                for text in said.display.iter().chain([&said.spoken]) {
                    prop_assert!(!text.contains("⟦missing"), "{}", text);
                }
            }
        }
    }

    #[test]
    fn any_line_leaves_the_position_unchanged_when_refused(
        seed in 0u64..1000,
        game in 0..Variant::ALL.len(),
        lines in proptest::collection::vec(anything(), 1..30),
    ) {
        let variant = Variant::ALL[game];
        let mut s = session(seed, Lang::Fr, variant);
        let loc = Localizer::new(Lang::Fr);
        for line in &lines {
            let (before, steps) = (s.position(), s.steps().to_vec());
            let events = s.handle(line);
            prop_assert!(!events.is_empty(), "{line:?} gave no answer");
            if has_error(&events) {
                prop_assert_eq!(s.position(), before, "{:?}", line);
                prop_assert_eq!(s.steps(), &steps[..]);
            }
            for event in &events {
                let said = Renderer::for_session(&loc, &s).render(event);
                for text in said.display.iter().chain([&said.spoken]) {
                    prop_assert!(!text.contains("⟦missing"), "{}", text);
                }
            }
        }
    }
}

/// The binary, a new game in a folder of its own, on `input`: its status and output.
fn play_bytes(input: &[u8]) -> (i32, String) {
    let ran = crate::common::tablier(&["--parole", "non", "--graine", "1", "--langue", "fr"])
        .input(input)
        .within(60)
        .run();
    (ran.status, ran.stdout)
}

#[test]
fn a_line_that_is_not_utf8_is_refused_in_words_and_the_game_goes_on() {
    let (status, out) = play_bytes(b"pips\nd\xe9s\nplateau\n");
    assert_eq!(status, 0, "{out}");
    let refused = out
        .find("Ligne illisible : ce n'est pas du texte UTF-8. Rien n'a changé.")
        .unwrap_or_else(|| panic!("not refused:\n{out}"));
    let board = out
        .find("> plateau")
        .unwrap_or_else(|| panic!("ended:\n{out}"));
    assert!(refused < board, "{out}");
    assert!(out.contains("Vert, 167 pips"), "{out}");
}

#[test]
fn a_line_too_long_is_refused_in_words_at_once_and_the_game_goes_on() {
    // 1.2 MB of moves: once over a minute to answer.
    let mut input = "V1-V3 ".repeat(200_000).into_bytes();
    input.extend_from_slice(b"\npips\n");
    let started = std::time::Instant::now();
    let (status, out) = play_bytes(&input);
    assert_eq!(status, 0, "{}", &out[..out.len().min(2000)]);
    assert!(
        out.contains("Ligne trop longue (plus de 4096 octets) : elle est ignorée."),
        "{out}"
    );
    assert!(out.contains("Pips : Vert 167, Noir 167."), "{out}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}
