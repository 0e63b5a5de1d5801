//! Golden transcripts: whole sessions, in French and English, compared line by line with
//! what is printed (`*.out`) and what the voice is given (`*.spoken`).
//!
//! Two kinds:
//! - the real binary, a script (`*.in`) piped into it with a seed, speech recorded through
//!   `TABLIER_SPEECH_LOG`;
//! - the session core started from a given position (rules that need one: the higher die,
//!   both dice, a pass), rendered the way the binary renders it.
//!
//! The expected files are the specification: after a deliberate change, regenerate them
//! with `TABLIER_BLESS=1 cargo test --test binary transcripts`, then read the diff.

use std::fs;
use std::path::PathBuf;

use crate::common;

use tablier::i18n::{Lang, Localizer, vocabulary};
use tablier::notation::position_text;
use tablier::presentation::Renderer;
use tablier::rules::{BySide, Side, Variant};
use tablier::session::NewGame;
use tablier::session::{Player, ScriptedDice, Session, Settings};
use tablier::speech::for_ear;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts")
}

fn blessing() -> bool {
    std::env::var_os("TABLIER_BLESS").is_some_and(|v| v == "1")
}

/// Compares `actual` with the file `name`, or writes it when blessing.
pub(crate) fn check(name: &str, actual: &str) {
    let path = dir().join(name);
    if blessing() {
        fs::write(&path, actual).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
        return;
    }
    let expected = fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "reading {}: {e} (run TABLIER_BLESS=1 cargo test --test binary transcripts)",
            path.display()
        )
    });
    if expected == actual {
        return;
    }
    let (mut e, mut a) = (expected.lines(), actual.lines());
    for line in 1.. {
        match (e.next(), a.next()) {
            (None, None) => break,
            (x, y) if x == y => {}
            (x, y) => panic!("{name}, line {line}:\nexpected: {x:?}\n  actual: {y:?}"),
        }
    }
    panic!("{name}: the files differ in line endings");
}

/// Pipes `name.in` (or nothing) into the binary with `args`; checks `name.out` and
/// `name.spoken`.
fn run_binary(name: &str, args: &[&str]) {
    let script = fs::read_to_string(dir().join(format!("{name}.in"))).unwrap_or_default();
    // Saves go to a folder of this test's own, never to the real home.
    let data = common::scratch(name);
    let log = data.join("spoken.log");
    let output = common::tablier(args)
        .env("TABLIER_SPEECH_LOG", &log)
        .input(script)
        .run();
    let stderr = &output.stderr;
    assert!(output.success(), "{name}: {:?} {stderr}", output.status);
    assert!(stderr.is_empty(), "{name}: nothing on stderr, got {stderr}");
    let stdout = output.stdout;
    for line in stdout.lines() {
        assert!(
            !line.contains('\u{1b}'),
            "{name}: no terminal codes: {line:?}"
        );
        assert!(
            !line.contains("⟦missing"),
            "{name}: a message is missing: {line}"
        );
    }
    check(&format!("{name}.out"), &stdout);
    check(
        &format!("{name}.spoken"),
        &fs::read_to_string(&log).unwrap_or_default(),
    );
}

fn args<'a>(lang: &'a str, seed: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "--graine", seed, "--parole", "non", "--simple", "--langue", lang,
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn a_french_game_against_the_computer() {
    run_binary("fr-game", &args("fr", "1", &[]));
}

#[test]
fn a_french_game_at_the_short_level_with_kinds_of_message_turned_off_and_on() {
    run_binary(
        "fr-short",
        &args("fr", "1", &["--niveau", "simple", "--verbosite", "courte"]),
    );
}

#[test]
fn an_english_game_at_the_short_level() {
    run_binary(
        "en-short",
        &args("en", "3", &["--niveau", "simple", "--verbosity", "short"]),
    );
}

// The games against the computer play its fixed `simple` level, so that they test the
// interface and not the latest networks; the French game alone plays the shipped networks
// (and the tutor's judgements are theirs too): retraining changes those goldens only.

#[test]
fn an_english_game_against_the_computer() {
    run_binary("en-game", &args("en", "1", &["--level", "simple"]));
}

#[test]
fn two_players_at_one_keyboard_in_standard_notation() {
    run_binary(
        "fr-humans",
        &args(
            "fr",
            "5",
            &["--adversaire", "humain", "--notation", "standard"],
        ),
    );
}

#[test]
fn a_french_match_with_a_double_a_take_a_redouble_a_drop_and_the_crawford_game() {
    run_binary(
        "fr-match",
        &args("fr", "5", &["--match", "3", "--adversaire", "humain"]),
    );
}

#[test]
fn an_english_match_with_the_cube_resignations_and_post_crawford() {
    run_binary(
        "en-match",
        &args("en", "5", &["--match", "3", "--opponent", "human"]),
    );
}

#[test]
fn a_french_demonstration_game_to_the_end() {
    run_binary(
        "fr-demo",
        &args("fr", "9", &["--demo", "--niveau", "simple"]),
    );
}

#[test]
fn a_french_game_of_jacquet_with_the_postillon_rule() {
    run_binary(
        "fr-jacquet",
        &args("fr", "3", &["--jeu", "jacquet", "--niveau", "simple"]),
    );
}

#[test]
fn an_english_demonstration_of_jacquet_to_the_end() {
    run_binary(
        "en-demo-jacquet",
        &args(
            "en",
            "3",
            &["--demo", "--jeu", "jacquet", "--level", "simple"],
        ),
    );
}

#[test]
fn a_french_tutor_holds_back_a_blunder_until_it_is_typed_again_then_bilan() {
    run_binary("fr-tutor", &args("fr", "1", &[]));
}

#[test]
fn an_english_tutor_from_the_command_line_judges_each_play_afresh_then_review() {
    run_binary("en-tutor", &args("en", "1", &["--tutor", "0.1"]));
}

/// One scenario played on the session core from a given position, rendered as the binary
/// renders it; returns the printed and spoken text.
fn scenario(lang: Lang, position: &str, dice: &[u8], lines: &[&str]) -> (String, String) {
    let config = NewGame::new(lang, Variant::Backgammon);
    scenario_of(config, position, dice, lines)
}

/// [`scenario`] for the game and players of `config`.
fn scenario_of(config: NewGame, position: &str, dice: &[u8], lines: &[&str]) -> (String, String) {
    let (lang, variant) = (config.lang, config.variant);
    let vocab = vocabulary(lang);
    let pos = position_text::parse(position, variant, Side::Green, &vocab)
        .unwrap_or_else(|e| panic!("{position}: {e:?}"));
    let mut session = Session::at_position(
        Settings::from_config(&config),
        Box::new(ScriptedDice::new(dice)),
        pos,
    );
    let loc = Localizer::new(lang);
    let (mut shown, mut spoken) = (String::new(), String::new());
    let tell = |session: &Session,
                events: &[tablier::session::Event],
                shown: &mut String,
                spoken: &mut String| {
        for event in events {
            let said = Renderer::for_session(&loc, session).render(event);
            for line in said.display {
                shown.push_str(&line);
                shown.push('\n');
            }
            let ear = for_ear(&said.spoken);
            if !ear.is_empty() {
                spoken.push_str(&ear);
                spoken.push('\n');
            }
        }
    };
    let events = session.start();
    tell(&session, &events, &mut shown, &mut spoken);
    for line in lines {
        let prompt = Renderer::for_session(&loc, &session).prompt(session.prompt());
        let before = session.position();
        let events = session.handle(line);
        if events
            .iter()
            .any(|e| matches!(e, tablier::session::Event::Error(_)))
        {
            assert_eq!(session.position(), before, "a refused line changes nothing");
        }
        shown.push_str(&format!("{prompt}{line}\n"));
        tell(&session, &events, &mut shown, &mut spoken);
    }
    (shown, spoken)
}

/// Green's last checker on N1 behind a Black point on N12: a 6-5 can be played one die at
/// a time, not both.
const ONE_DIE: &str = "N1 (1v), N11 (13n), N12 (2n), V5 (2v), V4 (3v), V3 (3v), V2 (3v), V1 (3v)";
/// Black holds N7: 6-1 played as V2-V1 first would leave the 6 unplayable.
const BOTH_DICE: &str = "N1 (1v), N7 (2n), N11 (13n), V5 (2v), V4 (3v), V3 (3v), V2 (3v), V1 (3v)";
/// A black blot on N7: N1-N12 with 6-5 may hit on the way or not, so the program asks.
const TWO_WAYS: &str = "N1 (1v), N7 (1n), N11 (14n), V5 (2v), V4 (3v), V3 (3v), V2 (3v), V1 (3v)";
/// Green on the bar against a closed board: no move at all.
const CLOSED: &str = "N6 (2n), N5 (2n), N4 (2n), N3 (2n), N2 (2n), N1 (2n), N8 (3n), \
                      V6 (14v), barre (1v)";

fn scenarios(lang: Lang, name: &str) {
    let cases: [(&str, &[u8], &[&str]); 4] = [
        (ONE_DIE, &[6, 5, 1, 2], &["N1-N6", "dés", "N1-N7", ""]),
        (
            BOTH_DICE,
            &[6, 1, 1, 2],
            &[
                "V2-V1", "N1-N2", "N2-N8", "annuler", "annuler", "annuler", "coups", "1", "",
            ],
        ),
        (TWO_WAYS, &[6, 5, 1, 2], &["N1-N12", "3", "1", ""]),
        (CLOSED, &[5, 3, 2, 1], &["plateau"]),
    ];
    let (mut shown, mut spoken) = (String::new(), String::new());
    for (position, dice, lines) in cases {
        let (s, p) = scenario(lang, position, dice, lines);
        shown.push_str(&s);
        shown.push('\n');
        spoken.push_str(&p);
        spoken.push('\n');
    }
    check(&format!("{name}.out"), &shown);
    check(&format!("{name}.spoken"), &spoken);
}

#[test]
fn french_rules_that_need_a_given_position() {
    scenarios(Lang::Fr, "fr-positions");
}

#[test]
fn english_rules_that_need_a_given_position() {
    scenarios(Lang::En, "en-positions");
}

/// A game of the family between two people at one keyboard, from `position` (Green on roll),
/// in `lang`: each scenario's printed and spoken text, checked against `name`.
fn family(lang: Lang, variant: Variant, name: &str, cases: &[(&str, &[u8], &[&str])]) {
    let (mut shown, mut spoken) = (String::new(), String::new());
    for &(position, dice, lines) in cases {
        let config = NewGame {
            players: BySide::new_with(|_| Player::Human),
            ..NewGame::new(lang, variant)
        };
        let (s, p) = scenario_of(config, position, dice, lines);
        shown.push_str(&s);
        shown.push('\n');
        spoken.push_str(&p);
        spoken.push('\n');
    }
    check(&format!("{name}.out"), &shown);
    check(&format!("{name}.spoken"), &spoken);
}

#[test]
fn a_french_game_of_plakoto_pins_a_checker_that_then_cannot_move() {
    // variants.md 3.8: Green pins the black checker on V7; Black may not move it.
    family(
        Lang::Fr,
        Variant::Plakoto,
        "fr-plakoto",
        &[(
            "N1 (13v), V10 (1v), V6 (1v), V1 (14n), V7 (1n)",
            &[3, 1, 5, 2],
            &[
                "V10-V7",
                "case V7",
                "V6-V5",
                "",
                "V7-V12",
                "règles",
                "V1-V6 V1-V3",
                "",
                "plateau",
            ],
        )],
    );
}

#[test]
fn a_french_game_of_fevga_runs_its_first_checker_alone() {
    // variants.md 3.9 T1 and T2: the runner moves alone; Black's 6-6 plays one 6.
    family(
        Lang::Fr,
        Variant::Fevga,
        "fr-fevga",
        &[(
            "N12 (15v), V12 (15n)",
            &[6, 5, 6, 6],
            &["N12-N6", "N12-N7", "N6-N1", "", "coups", "1", "", "plateau"],
        )],
    );
}

#[test]
fn an_english_game_of_race_enters_its_checkers_from_the_reserve() {
    // variants.md 3.3: every checker starts in the reserve and enters freely.
    family(
        Lang::En,
        Variant::Race,
        "en-race",
        &[(
            "reserve (15v, 15n)",
            &[6, 1, 4, 3],
            &["reserve-N6", "board", "in/24", "", "moves", "1", "", "pips"],
        )],
    );
}

#[test]
fn an_english_game_of_grasshopper_is_played_without_dice() {
    // variants.md 3.7: entries on vacant points of the first quadrant, one move a turn.
    family(
        Lang::En,
        Variant::Grasshopper,
        "en-grasshopper",
        &[(
            "reserve (14v, 14n)",
            &[1],
            &[
                "dice",
                "reserve-N3",
                "",
                "reserve-N3",
                "reserve-N4",
                "",
                "board",
                "rules",
            ],
        )],
    );
}

#[test]
fn a_french_game_of_pin_pins_plays_whole_rolls_and_scores_the_losers_pips() {
    // variants.md 2.13 T1, T2 and T3: 15/9/8 pins Black's V8; a 6-6 of which only two 6s fit
    // is not played; the winner scores the loser's pips.
    family(
        Lang::Fr,
        Variant::Pin,
        "fr-pin",
        &[
            (
                "N1 (13v), N8 (1v), N10 (1v), V1 (13n), V8 (1n), V10 (1n)",
                &[6, 1, 5, 2],
                &[
                    "N10-V8",
                    "case V8",
                    "",
                    "V8-V10",
                    "règles",
                    "V1-V6 V1-V3",
                    "",
                    "plateau",
                ],
            ),
            (
                "N1 (14v), N6 (1v), N7 (2n), V1 (13n)",
                &[6, 6, 2, 1],
                &["plateau"],
            ),
            ("V2 (1v), N3 (1n), N1 (2n)", &[6, 5], &["V2-sortis", ""]),
        ],
    );
}

#[test]
fn an_english_game_of_backward_moves_a_checker_back_to_hit() {
    // variants.md 2.17 T1 and T2: N12 back to N7 hits; N2 cannot go back past N1.
    family(
        Lang::En,
        Variant::Arriere,
        "en-arriere",
        &[(
            "N12 (1v), N2 (1v), V6 (13v), N7 (1n), N6 (14n)",
            &[5, 2, 6, 4],
            &["N2-bar", "N12-N7", "board", "N7-N9", "", "rules"],
        )],
    );
}

#[test]
fn a_french_game_of_tourne_case_captures_on_the_facing_point() {
    // variants.md 2.9 T2: Green lands on V6 while Black stands on N6, facing it; the captured
    // checker re-enters first and captures in turn.
    family(
        Lang::Fr,
        Variant::TourneCase,
        "fr-tourne-case",
        &[(
            "V8 (1v), N6 (1n), réserve (2v, 2n)",
            &[2, 1, 4, 3],
            &[
                "V8-V6",
                "réserve-V12",
                "",
                "réserve-N9",
                "barre-N10",
                "N10-N6",
                "",
                "plateau",
                "règles",
            ],
        )],
    );
}

#[test]
fn an_english_game_of_catch_me_jumps_corners_and_takes_checkers_out() {
    // variants.md 2.14 T2: the last checker jumps to the corner, then a 6-1 lands on own 1,
    // taking a checker out of the game, and on own 24; Black's last checker jumps in turn.
    family(
        Lang::En,
        Variant::CatchMe,
        "en-catch-me",
        &[(
            "V10 (1v), V1 (1n), V3 (1n)",
            &[6, 1, 5, 2],
            &[
                "moves", "V10-V7", "V7-V1", "V1-N1", "", "V3-V6", "", "board", "rules",
            ],
        )],
    );
}

#[test]
fn a_french_game_of_gioul_hands_the_ladder_to_the_other_side() {
    // variants.md 2.8 T2: Green's 5-5 cannot be played (N6 is closed by one checker), so
    // Black takes over the ladder with four 6s, then rolls his own turn.
    family(
        Lang::Fr,
        Variant::Gioul,
        "fr-gioul",
        &[(
            "N1 (15v), V1 (14n), N6 (1n)",
            &[5, 5, 3, 1],
            &[
                "dés",
                "V1-V7 V1-V7 V1-V7 V1-V7",
                "",
                "dés",
                "coups",
                "1",
                "",
                "règles",
            ],
        )],
    );
}

#[test]
fn an_english_game_of_puff_plays_the_bottom_faces_and_the_smaller_die_first() {
    // variants.md 2.2: a completed double is followed by its bottom faces; the smaller
    // die comes first.
    family(
        Lang::En,
        Variant::Puff,
        "en-puff",
        &[(
            "reserve (15v, 15n)",
            &[6, 6, 4, 2],
            &[
                "in/19(4)",
                "",
                "dice",
                "in/24(4)",
                "",
                "reserve-V4",
                "reserve-V2 reserve-V4",
                "",
                "board",
            ],
        )],
    );
}

#[test]
fn an_english_game_of_mexican_backgammon_names_a_double_for_the_1_2() {
    // variants.md 2.11 T2: the 1-2 is never played; the player names a double, plays it
    // and rolls again; the smaller die comes first.
    family(
        Lang::En,
        Variant::Mexican,
        "en-mexican",
        &[(
            "N1 (2v), N12 (5v), V8 (3v), V6 (5v), V1 (2n), V12 (5n), N8 (3n), N6 (5n)",
            &[2, 1, 5, 3],
            &[
                "dice",
                "7",
                "double 4",
                "N12-V9(2) V8-V4(2)",
                "",
                "N12-V8",
                "V8-V5 N12-V8",
                "",
            ],
        )],
    );
}

#[test]
fn a_french_game_of_doublets_unstacks_restacks_and_bears_off_by_naming_points() {
    // variants.md 2.15 T1, T2 and T3: 3-6 unstacks V3 and V6 (typed in any order); a double
    // acts once and rolls again; later 3-4 acts on V4 only; all restacked, 2-1 bears off
    // four checkers.
    const START: &str = "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), \
        N1 (2n), N2 (2n), N3 (2n), N4 (2n), N5 (2n), N6 (2n), \
        piles (V1 V2 V3 V4 V5 V6, N1 N2 N3 N4 N5 N6), phase (1v, 1n)";
    const RESTACKED: &str = "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), \
        N1 (2n), N2 (2n), N3 (2n), N4 (2n), N5 (2n), N6 (2n), \
        piles (V1 V2 V3 V4 V5 V6, N1 N2 N4 N6), phase (3v, 2n)";
    family(
        Lang::Fr,
        Variant::Doublets,
        "fr-doublets",
        &[
            (
                START,
                &[3, 6, 5, 5, 2, 1, 3, 4, 2, 4],
                &[
                    "V6 V3", "", "N5", "", "N1 N2", "", "V3", "V4", "", "N4", "", "case V3",
                    "plateau",
                ],
            ),
            (
                RESTACKED,
                &[2, 1, 5, 3, 4, 3],
                &["V2 V1", "", "N3 N5", "", "plateau"],
            ),
        ],
    );
}

#[test]
fn a_french_game_of_acey_deucey_names_a_double_after_the_1_2_and_rolls_again() {
    // variants.md 2.10 T1: the 1-2 enters two checkers, the player names 6-6 and plays it,
    // then rolls again.
    family(
        Lang::Fr,
        Variant::AceyDeucey,
        "fr-acey-deucey",
        &[(
            "réserve (15v, 15n)",
            &[2, 1, 4, 3, 6, 5],
            &[
                "réserve-N1 réserve-N2",
                "",
                "dés",
                "doublet 6",
                "réserve-N6 réserve-N6 N1-N7 N2-N8",
                "",
                "coups",
                "1",
                "",
                "plateau",
                "règles",
            ],
        )],
    );
}

#[test]
fn a_french_practice_board_sets_a_position_a_roll_and_the_side() {
    run_binary("fr-practice", &args("fr", "1", &["--entrainement"]));
}

#[test]
fn a_french_lesson_from_the_shipped_file_answered_wrong_skipped_and_right() {
    let lesson = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/fr/ouvertures.txt");
    run_binary("fr-lesson", &args("fr", "1", &["--lecon", lesson]));
}

/// The backgammon start, as text: Green (a person) on roll.
const START: &str = "N1 (2v), N6 (5n), N8 (3n), N12 (5v), V12 (5n), V8 (3v), V6 (5v), V1 (2n)";

/// Issue 14, item 3: a short game played (an opening blunder, the computer's answer, a
/// resignation), then gone over play by play, its error found and tried again, and left.
fn replayed(lang: Lang, name: &str, lines: &[&str]) {
    let (shown, spoken) = scenario(lang, START, &[6, 5, 1, 2, 3, 4], lines);
    check(&format!("{name}.out"), &shown);
    check(&format!("{name}.spoken"), &spoken);
}

#[test]
fn a_french_game_is_reviewed_and_its_error_tried_again() {
    replayed(
        Lang::Fr,
        "fr-revoir",
        &[
            "V8-V3 V8-V2",
            "",
            "abandonner gammon",
            "oui",
            "revoir",
            "aide",
            "suivant",
            "plateau",
            "case V3",
            "",
            "",
            "",
            "suivant",
            "erreurs",
            "N12-V8 N12-V7",
            "N1-N12",
            "conseil",
            "lancer",
            "fin",
            "pips",
        ],
    );
}

#[test]
fn an_english_game_is_replayed_and_its_mistake_tried_again() {
    replayed(
        Lang::En,
        "en-replay",
        &[
            "8/3 8/2",
            "",
            "resign gammon",
            "yes",
            "replay",
            "next",
            "previous",
            "point 8",
            "mistakes",
            "13/7 13/8",
            "24/13",
            "end",
        ],
    );
}
