//! Seed 002's games on the half board, on rows and on the circuit are saved mid-game and
//! resumed the same: the geometry's points, the reserve, captured checkers on the bar or out
//! of the game, and the plays of Catch me's own generator all read back.

use tablier::rules::{BySide, Variant};
use tablier::save;
use tablier::session::{NewGame, Player, Session};

#[test]
fn a_game_of_ludus_tourne_case_catch_me_or_doublets_saves_and_resumes_the_same() {
    for variant in [
        Variant::Ludus,
        Variant::TourneCase,
        Variant::CatchMe,
        Variant::Doublets,
    ] {
        for seed in 0..6u64 {
            let mut session = Session::new(&NewGame {
                players: BySide::new_with(|_| Player::Human),
                seed: Some(seed),
                speech: false,
                ..NewGame::new(tablier::i18n::Lang::Fr, variant)
            });
            session.start();
            for _ in 0..12 {
                session.handle("1");
                session.handle("");
                if session.is_finished() {
                    break;
                }
            }
            let Some(snapshot) = session.snapshot() else {
                continue;
            };
            let text = save::to_text(&snapshot);
            let copy = save::from_text(&text)
                .unwrap_or_else(|e| panic!("{variant} seed {seed}: {e:?} in\n{text}"));
            let again = save::to_text(&copy.snapshot().expect("a resumed game"));
            assert_eq!(again, text, "{variant} seed {seed}");
        }
    }
}
