//! A fuzzing harness run by the test command: every reader of outside text is fed text that
//! is arbitrary, or a valid text damaged at random (bytes replaced, cut, repeated, inserted),
//! and must answer without panicking; what it accepts must be sound.
//!
//! The readers: typed lines into a session of every game, position texts of every game,
//! plays typed in both notations, the UBGI engine's XGID and FIBS lines, and save files. Each
//! property runs `CASES` cases (`PROPTEST_CASES` overrides), so a run of the test command
//! feeds `6 × CASES` inputs; a longer hunt is `PROPTEST_CASES=100000 cargo test --release
//! --test library fuzz`.

use proptest::prelude::*;

use tablier::engine::{fibs, xgid};
use tablier::i18n::{Lang, vocabulary};
use tablier::notation::play_input::{PlayNotation, parse_play};
use tablier::notation::position_text;
use tablier::rules::{BySide, Side, Variant};
use tablier::save;
use tablier::session::{NewGame, Player, Session};

/// Cases per property in the test command's run.
const CASES: u32 = 256;

/// `text` damaged by `edits`: each replaces, deletes, repeats or inserts at a place.
fn damaged(text: &str, edits: &[(u8, usize, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(kind, at, c) in edits {
        if chars.is_empty() {
            chars.push(c);
            continue;
        }
        let at = at % chars.len();
        match kind % 4 {
            0 => chars[at] = c,
            1 => {
                chars.remove(at);
            }
            2 => {
                let piece: Vec<char> = chars[at..].iter().take(8).copied().collect();
                for (i, p) in piece.into_iter().enumerate() {
                    chars.insert(at + i, p);
                }
            }
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

fn edits() -> impl Strategy<Value = Vec<(u8, usize, char)>> {
    prop::collection::vec((any::<u8>(), any::<usize>(), any::<char>()), 1..6)
}

/// Characters the readers care about, and any other.
fn noisy_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,60}",
        "[VNvn0-9 /*(),:;.\\-=barreoffsticnéèBbXxGID]{0,60}",
    ]
}

/// A save of a game of `variant` a few turns in, the plays listed first typed each turn.
fn a_save(variant: Variant, seed: u64) -> String {
    let mut session = Session::new(&NewGame {
        players: BySide::new_with(|_| Player::Human),
        seed: Some(seed),
        speech: false,
        ..NewGame::new(Lang::Fr, variant)
    });
    session.start();
    for _ in 0..6 {
        session.handle("1");
        session.handle("");
    }
    save::to_text(&session.snapshot().expect("a game under way"))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(CASES),
        ..ProptestConfig::default()
    })]

    #[test]
    fn any_position_text_of_any_game_is_read_or_refused_and_what_is_read_is_written_back(
        game in 0..Variant::ALL.len(),
        text in noisy_text(),
        damage in edits(),
        lang in prop_oneof![Just(Lang::Fr), Just(Lang::En)],
    ) {
        let variant = Variant::ALL[game];
        let vocab = vocabulary(lang);
        let start = position_text::format(
            &tablier::rules::Position::start(variant, Side::Green),
            &vocab,
        );
        for candidate in [text, damaged(&start, &damage)] {
            if let Ok(pos) = position_text::parse(&candidate, variant, Side::Green, &vocab) {
                let again = position_text::format(&pos, &vocab);
                prop_assert_eq!(
                    position_text::parse(&again, variant, Side::Green, &vocab),
                    Ok(pos),
                    "{}", candidate
                );
            }
        }
    }

    #[test]
    fn any_typed_play_of_any_game_is_read_or_refused(
        game in 0..Variant::ALL.len(),
        text in noisy_text(),
        standard in any::<bool>(),
    ) {
        let notation = if standard { PlayNotation::Standard } else { PlayNotation::Tactile };
        let _ = parse_play(&text, notation, Variant::ALL[game], Side::Black, &vocabulary(Lang::Fr));
    }

    #[test]
    fn any_engine_line_is_answered_or_refused_and_what_is_read_has_its_checkers(
        text in noisy_text(),
        damage in edits(),
    ) {
        let xgid_line = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
        let fibs_line = "board:root:gnubg:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:\
                         5:2:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
        prop_assert!(fibs::parse(fibs_line).is_ok() && xgid::parse(xgid_line).is_ok());
        for line in [text.clone(), damaged(xgid_line, &damage), damaged(fibs_line, &damage)] {
            for request in [xgid::parse(&line), fibs::parse(&line)].into_iter().flatten() {
                for side in Side::ALL {
                    prop_assert_eq!(request.position.total(side), 15, "{}", line);
                }
            }
        }
    }

    #[test]
    fn any_damaged_save_of_any_game_is_refused_or_round_trips_to_the_same_text(
        game in 0..Variant::ALL.len(),
        seed in 0u64..50,
        damage in edits(),
    ) {
        // A damaged save that is still accepted is a match: written again, it reads back,
        // and writing what was read gives the same text, byte for byte.
        let text = damaged(&a_save(Variant::ALL[game], seed), &damage);
        if let Ok(session) = save::from_text(&text)
            && let Some(snapshot) = session.snapshot()
        {
            let again = save::to_text(&snapshot);
            let read = save::from_text(&again);
            prop_assert!(read.is_ok(), "{:?} for {}", read.err(), text);
            let third = read.ok().and_then(|s| s.snapshot()).map(|s| save::to_text(&s));
            prop_assert_eq!(third.as_deref(), Some(again.as_str()), "{}", text);
        }
    }

    #[test]
    fn any_text_given_as_a_save_is_refused_without_panic(text in "\\PC{0,200}") {
        let _ = save::from_text(&text);
    }

    #[test]
    fn any_lines_typed_into_any_game_never_panic(
        game in 0..Variant::ALL.len(),
        seed in 0u64..1000,
        lines in prop::collection::vec(noisy_text(), 1..20),
    ) {
        let mut session = Session::new(&NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(seed),
            speech: false,
            ..NewGame::new(Lang::En, Variant::ALL[game])
        });
        session.start();
        for line in &lines {
            let _ = session.handle(line);
        }
    }
}
