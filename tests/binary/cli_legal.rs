//! `tablier legal` from the outside: plays and results, batch mode, and bad input of every
//! kind answered in the user's language with exit status 2, never a panic.

use crate::common::{self, Ran};

/// `tablier` with `args`, `stdin` typed in, in a French locale.
fn tablier(args: &[&str], stdin: &str) -> Ran {
    common::tablier(args)
        .env("LANG", "fr_FR.UTF-8")
        .input(stdin)
        .run()
}

fn stdout(out: &Ran) -> String {
    out.stdout.clone()
}

fn stderr(out: &Ran) -> String {
    out.stderr.clone()
}

#[test]
fn the_opening_three_one_has_sixteen_plays_in_byte_order() {
    let out = tablier(&["legal", "--id", "4HPwATDgc/ABMA", "--dice", "31"], "");
    assert!(out.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 16);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"8/5 6/5\tsGfwATDgc/ABMA"));
}

#[test]
fn a_position_text_gives_tactile_plays_and_position_texts() {
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "jacquet",
            "--position",
            "V6 (2v), V5 (3v), V4 (1n), V3 (), V2 (4v), V1 (1n), N3 (13n)",
            "--trait",
            "vert",
            "--des",
            "43",
        ],
        "",
    );
    assert!(out.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "V6-V2 V5-V2\tN3 (13n), V6 (1v), V5 (2v), V4 (1n), V2 (6v), V1 (1n)\n\
         V6-V3 V6-V2\tN3 (13n), V5 (3v), V4 (1n), V3 (1v), V2 (5v), V1 (1n)\n"
    );
}

#[test]
fn the_batch_answers_every_line_even_the_bad_ones() {
    let input = "4HPwATDgc/ABMA\t31\nnonsense\n/9oBAIAAAAAAAA\t55\n4HPwATDgc/ABMA\t07\n\nzzzzzzzzzzzzzz\t31\n";
    let out = tablier(&["legal", "--batch"], input);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(lines[0].starts_with("13/10 6/5=0HPiATDgc/ABMA;"));
    assert!(lines[1].starts_with("Ligne illisible"));
    assert_eq!(lines[2], "1/off=AAAA/rUDAAAAAA");
    assert!(lines[3].starts_with("Dés invalides"));
    assert!(lines[4].starts_with("Ligne illisible"));
    assert!(lines[5].starts_with("Position ID invalide"));
    assert_eq!(out.status, 2);
}

#[test]
fn a_position_with_no_legal_play_prints_nothing() {
    // From the gnubg fixture: a checker on the bar and both entry points closed.
    let out = tablier(&["legal", "--id", "LOfgIDDgc8oBUA", "--dice", "63"], "");
    assert!(out.success());
    assert_eq!(stdout(&out), "");
    let batch = tablier(&["legal", "--batch"], "LOfgIDDgc8oBUA\t63\n");
    assert_eq!(stdout(&batch), "\n");
}

#[test]
fn bad_input_is_refused_in_the_users_language_with_status_two() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["legal", "--id", "nonsense", "--des", "31"],
            "Position ID invalide",
        ),
        (
            &["legal", "--id", "4HPwATDgc/ABMA", "--des", "07"],
            "Dés invalides",
        ),
        (
            &["legal", "--id", "4HPwATDgc/ABMA", "--des", "7"],
            "Dés invalides",
        ),
        (
            &[
                "legal",
                "--position",
                "V13 (1v)",
                "--trait",
                "vert",
                "--des",
                "31",
            ],
            "les cases vont de 1 à 12",
        ),
        (
            &[
                "legal",
                "--position",
                "V3 (1v1n)",
                "--trait",
                "vert",
                "--des",
                "31",
            ],
            "deux couleurs se séparent par une virgule",
        ),
        (
            &[
                "legal",
                "--position",
                "V3 (2v), V3 (1v)",
                "--trait",
                "vert",
                "--des",
                "31",
            ],
            "donnée deux fois",
        ),
        (
            &[
                "legal",
                "--position",
                "V3 (15v), V2 (1v)",
                "--trait",
                "vert",
                "--des",
                "31",
            ],
            "plus de 15 pions",
        ),
        (
            &[
                "legal",
                "--position",
                "V3 (1v)",
                "--trait",
                "bleu",
                "--des",
                "31",
            ],
            "Camp inconnu",
        ),
        (
            &[
                "legal",
                "--jeu",
                "dames",
                "--id",
                "4HPwATDgc/ABMA",
                "--des",
                "31",
            ],
            "Jeu inconnu",
        ),
        (&["legal", "--id", "4HPwATDgc/ABMA"], "Il manque l'option"),
        (&["--graine", "abc"], "Graine invalide"),
        (&["--parole", "peut-être"], "Réglage de parole inconnu"),
        (&["--inconnue"], "Option inconnue"),
        (
            &["--lang", "en", "legal", "--id", "x", "--dice", "31"],
            "Invalid Position ID",
        ),
        (&["--lang", "tlh"], "Langue inconnue"),
    ];
    for (args, expected) in cases {
        let out = tablier(args, "");
        assert_eq!(out.status, 2, "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(!stderr(&out).contains("panicked"), "{args:?}");
    }
}

/// The first line `tablier` writes on standard error for `args`, and its status.
fn refusal(args: &[&str]) -> (String, Option<i32>) {
    let out = tablier(args, "");
    let text = stderr(&out);
    (
        text.lines().next().unwrap_or("").to_owned(),
        Some(out.status),
    )
}

#[test]
fn command_line_mistakes_are_told_with_the_word_at_fault() {
    for (args, said) in [
        (&["foo"][..], "Commande inconnue : foo"),
        (
            &["--pendule", "--pendule"][..],
            "L'option --pendule est donnée deux fois : une seule suffit.",
        ),
        (
            &["--graine", "-1"][..],
            "Graine invalide : « -1 ». Il faut un nombre entier positif.",
        ),
        (
            &["--match", "-3"][..],
            "Longueur de match invalide : « -3 ». Il faut un nombre de 1 à 9999.",
        ),
        (
            &["--jacoby"][..],
            "--jacoby ne vaut qu'en partie libre : ajoutez --partie-libre.",
        ),
        (
            &["--match", "3", "--castors"][..],
            "--castors ne vaut qu'en partie libre : ajoutez --partie-libre.",
        ),
        (
            &["--langue", "en", "--jacoby"][..],
            "--jacoby applies only to money play: add --money.",
        ),
    ] {
        assert_eq!(refusal(args), (said.to_owned(), Some(2)), "{args:?}");
    }
}

#[test]
fn the_duel_help_says_its_defaults_in_the_users_language() {
    let out = tablier(&["duel", "--aide"], "");
    assert!(out.success());
    let help = stdout(&out);
    assert!(!help.contains("[default"), "{help}");
    assert!(!help.contains("[alias"), "{help}");
    assert!(!help.contains("<SEED>"), "{help}");
    assert!(
        help.contains("Graine des dés. Aussi : --seed. (par défaut : 1)"),
        "{help}"
    );
    let out = tablier(&["--langue", "en", "duel", "--help"], "");
    let help = stdout(&out);
    assert!(help.contains("(default: 1)"), "{help}");
    assert!(!help.contains("[default"), "{help}");
}

/// `tablier legal` for a game of the family, standard notation, French position texts:
/// the output lines.
fn family(game: &str, position: &str, side: &str, dice: Option<&str>) -> Vec<String> {
    let mut args = vec![
        "legal",
        "--jeu",
        game,
        "--notation",
        "standard",
        "--position",
        position,
        "--trait",
        side,
    ];
    if let Some(dice) = dice {
        args.extend(["--des", dice]);
    }
    let out = tablier(&args, "");
    assert!(out.success(), "{game}: {}", stderr(&out));
    stdout(&out).lines().map(str::to_owned).collect()
}

/// The plays of the output lines.
fn plays(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .map(|l| l.split('\t').next().unwrap_or(""))
        .collect()
}

#[test]
fn plakoto_a_pinned_checker_cannot_move_and_its_point_is_closed_to_its_side() {
    // variants.md §3.8 T2: Green pinned on V5 (under a black checker).
    let position = "V5 (1v, 1n), V7 (1v), N1 (13v), V1 (14n)";
    let green = family("plakoto", position, "vert", Some("21"));
    let green = plays(&green);
    assert!(!green.is_empty());
    // V5 is Green's own 5, V7 its own 7.
    for play in &green {
        assert!(!play.contains("5/"), "the pinned checker moved: {play}");
        assert!(
            !play.contains("/5"),
            "Green landed on its pinned point: {play}"
        );
    }
    // Black may add checkers there: V3 is Black's own 22, V5 its own 20.
    let black = family(
        "plakoto",
        "V5 (1v, 1n), V3 (1n), N1 (14v), V1 (13n)",
        "noir",
        Some("21"),
    );
    assert!(
        black.iter().any(
            |l| l.split('\t').next().is_some_and(|p| p.contains("22/20"))
                && l.contains("V5 (1v, 2n)")
        ),
        "{black:?}"
    );
}

#[test]
fn plakoto_a_play_that_pins_writes_the_pin_bottom_up() {
    let lines = family(
        "plakoto",
        "V6 (1n), V8 (2v), N1 (13v), V1 (14n)",
        "vert",
        Some("21"),
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("8/6*") && l.contains("V6 (1n, 1v)")),
        "{lines:?}"
    );
}

#[test]
fn race_reserve_checkers_enter_freely_and_bar_checkers_first() {
    // variants.md §3.3 T1: reserve 10, own 13×3 and 8×2, 6-1 → 13/7 8/7 is legal.
    let t1 = family(
        "course",
        "réserve (10v, 15n), N12 (3v), V8 (2v)",
        "vert",
        Some("61"),
    );
    assert!(plays(&t1).contains(&"13/7 8/7"), "{t1:?}");
    assert!(plays(&t1).iter().any(|p| p.starts_with("in/")), "{t1:?}");
    // T2: reserve 9 and one on the bar → the bar checker enters first.
    let t2 = family(
        "course",
        "réserve (9v, 14n), N12 (3v), V8 (2v), barre (1v), V1 (1n)",
        "vert",
        Some("61"),
    );
    assert!(!t2.is_empty());
    for play in plays(&t2) {
        assert!(play.starts_with("bar/"), "{play}");
    }
}

#[test]
fn crowded_entry_is_free_but_not_onto_a_closed_point() {
    // variants.md §3.4 T2: the start, 6-4.
    let start = "N12 (5v), N8 (3n), N6 (5n), N1 (2v), V12 (5n), V8 (3v), V6 (5v), V1 (2n), \
                 réserve (5v, 5n)";
    let lines = family("surpeuple", start, "vert", Some("64"));
    let plays = plays(&lines);
    assert!(plays.contains(&"in/21 24/18"), "{plays:?}");
    assert!(plays.contains(&"24/18 13/9"), "{plays:?}");
    assert!(!plays.iter().any(|p| p.contains("in/19")), "{plays:?}");
}

#[test]
fn fevga_the_runner_moves_alone() {
    // variants.md §3.9 T1 and T2: the start, 6-5 then 6-6.
    let start = "N12 (15v), V12 (15n)";
    assert_eq!(
        plays(&family("fevga", start, "vert", Some("65"))),
        ["24/13"]
    );
    assert_eq!(
        plays(&family("fevga", start, "vert", Some("66"))),
        ["24/18"]
    );
}

#[test]
fn hypergammon_has_three_checkers_a_side() {
    // variants.md §3.5 T1: the start, 6-5 → 24/13 among the plays.
    let start = "N3 (1v), N2 (1v), N1 (1v), V1 (1n), V2 (1n), V3 (1n)";
    let lines = family("hypergammon", start, "vert", Some("65"));
    assert!(plays(&lines).contains(&"24/13"), "{lines:?}");
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "hyper",
            "--position",
            "N1 (4v), V1 (3n)",
            "--trait",
            "vert",
            "--des",
            "65",
        ],
        "",
    );
    assert_eq!(out.status, 2);
    assert!(stderr(&out).contains("plus de 3 pions"), "{}", stderr(&out));
}

#[test]
fn cloning_a_hit_puts_a_clone_on_the_hitters_bar() {
    // variants.md §3.6 T1: a black blot on V7, Green 6-3: 13/7* then the clone enters.
    let position = "N12 (5v), N8 (3n), N6 (5n), N1 (2v), V12 (4n), V8 (3v), V7 (1n), V6 (5v), \
                    V1 (2n)";
    let lines = family("clonage", position, "vert", Some("63"));
    let entered = lines
        .iter()
        .find(|l| l.starts_with("bar/22 13/7*\t"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    // Sixteen green checkers now: the clone stands on N3, Green's own 22.
    assert!(entered.contains("N3 (1v)"), "{entered}");
    assert!(entered.contains("barre (1n)"), "{entered}");
}

#[test]
fn grasshopper_lists_its_moves_without_dice() {
    // variants.md §3.7 T1: singles on own 20 and 14 → 20/14 builds a wall.
    let t1 = family(
        "sauterelle",
        "N5 (1v), N11 (1v), réserve (12v, 14n)",
        "vert",
        None,
    );
    assert!(
        t1.iter()
            .any(|l| l.starts_with("20/14\t") && l.contains("N11 (2v)")),
        "{t1:?}"
    );
    // T2: Black wall on own 17 (N8); Green's single on own 22 may go to 18, not 13–16.
    let t2 = family(
        "sauterelle",
        "N8 (2n), N3 (1v), réserve (13v, 12n)",
        "vert",
        None,
    );
    let t2 = plays(&t2);
    assert!(t2.contains(&"22/18"), "{t2:?}");
    for to in 13..=16 {
        assert!(!t2.contains(&format!("22/{to}").as_str()), "{t2:?}");
    }
    // T3: a wall on own 3 borne off scores.
    let t3 = family("sauterelle", "V3 (2v), réserve (12v, 14n)", "vert", None);
    assert!(
        t3.iter()
            .any(|l| l.starts_with("3/off\t") && l.ends_with("marques (1v)")),
        "{t3:?}"
    );
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "sauterelle",
            "--position",
            "réserve (14v, 14n)",
            "--trait",
            "vert",
            "--des",
            "61",
        ],
        "",
    );
    assert_eq!(out.status, 2);
    assert!(stderr(&out).contains("sans dés"), "{}", stderr(&out));
}

#[test]
fn the_tactile_notation_writes_entries_from_the_reserve() {
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "course",
            "--position",
            "réserve (15v, 15n)",
            "--trait",
            "vert",
            "--des",
            "61",
        ],
        "",
    );
    assert!(out.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("réserve-N1 réserve-N6\tN6 (1v), N1 (1v), réserve (13v, 15n)"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn tourne_case_lists_a_play_by_its_legal_steps_in_order() {
    // N4 may neither pass N3 nor land on it: N3 goes home first, then N4 follows.
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "tourne-case",
            "--position",
            "N4 (1n), N3 (1n), N1 (1n), V11 (1v), V6 (1v), V1 (1v)",
            "--trait",
            "noir",
            "--des",
            "21",
        ],
        "",
    );
    assert!(out.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "N3-N1 N4-N3\tN3 (1n), N1 (2n), V11 (1v), V6 (1v), V1 (1v)\n"
    );
}

#[test]
fn an_unknown_game_lists_every_known_one() {
    let out = tablier(
        &["legal", "--jeu", "échecs", "--id", "x", "--des", "31"],
        "",
    );
    assert_eq!(out.status, 2);
    let err = stderr(&out);
    for game in [
        "backgammon",
        "jacquet",
        "plakoto",
        "course",
        "sauterelle",
        "clonage",
    ] {
        assert!(err.contains(game), "{game}: {err}");
    }
}

#[test]
fn a_rule_the_text_breaks_is_told_with_its_entry() {
    // A reserve in backgammon, a pin in backgammon.
    for (position, expected) in [
        ("réserve (1v), N1 (14v), V1 (15n)", "en réserve"),
        ("V5 (1n, 2v), N1 (13v), V1 (14n)", "épinglé en V5"),
    ] {
        let out = tablier(
            &[
                "legal",
                "--position",
                position,
                "--trait",
                "vert",
                "--des",
                "31",
            ],
            "",
        );
        assert_eq!(out.status, 2, "{position}");
        assert!(
            stderr(&out).contains(expected),
            "{position}: {}",
            stderr(&out)
        );
    }
}

#[test]
fn a_hyper_backgammon_position_id_lists_its_plays_with_three_checkers_a_side() {
    // gnubg's Position ID of the Hyper-Backgammon start (`set variation
    // 3-chequer-hypergammon`), 5-2 to play: each play moves the three back checkers 7 pips.
    let out = tablier(
        &[
            "legal",
            "--jeu",
            "hypergammon",
            "--id",
            "AACgAgAAKgAAAA",
            "--des",
            "52",
        ],
        "",
    );
    assert!(out.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let plays: Vec<&str> = text.lines().filter_map(|l| l.split('\t').next()).collect();
    assert!(plays.contains(&"23/18 22/20"), "{plays:?}");
    assert!(plays.contains(&"24/17"), "{plays:?}");
    // Played as backgammon, the same ID would say twelve checkers a side were borne off.
    let out = tablier(&["legal", "--id", "AACgAgAAKgAAAA", "--des", "52"], "");
    assert!(out.success());
}

#[test]
fn jeu_aide_lists_every_game_in_one_line_each_in_the_users_language() {
    for (args, lang) in [
        (&["--jeu", "aide"][..], "fr"),
        (&["--game", "help", "--lang", "en"][..], "en"),
    ] {
        let out = tablier(args, "");
        assert!(out.success(), "{}", stderr(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), tablier::rules::Variant::ALL.len(), "{text}");
        for (line, variant) in lines.iter().zip(tablier::rules::Variant::ALL) {
            assert!(line.starts_with(variant.name()), "{line}");
            assert!(line.chars().count() < 100, "{line}");
        }
        let puff = lines.iter().find(|l| l.starts_with("puff")).expect("puff");
        match lang {
            "fr" => assert!(puff.contains("petit dé d'abord"), "{puff}"),
            _ => assert!(puff.contains("smaller die first"), "{puff}"),
        }
    }
}

#[test]
fn a_mexican_1_2_lists_no_play_and_its_named_double_is_asked_as_its_own_dice() {
    // variants.md §0.5: the 1-2 is never played; `--des 44` lists the named 4s.
    let start = "N1 (2v), N12 (5v), V8 (3v), V6 (5v), V1 (2n), V12 (5n), N8 (3n), N6 (5n)";
    let base = [
        "legal",
        "--jeu",
        "mexicain",
        "--position",
        start,
        "--trait",
        "vert",
    ];
    let out = tablier(&[&base[..], &["--des", "21"]].concat(), "");
    assert!(out.success());
    assert_eq!(stdout(&out), "");
    let out = tablier(&[&base[..], &["--des", "44"]].concat(), "");
    assert!(stdout(&out).lines().count() > 1);
}

#[test]
fn doublets_lists_one_play_written_as_the_points_it_acts_on() {
    // variants.md §0.5 and §2.15 T1: 3-6 at the start unstacks V3 and V6; a double acts once;
    // a roll with nothing to do lists nothing.
    let start = "V6 (2v), V5 (2v), V4 (2v), V3 (2v), V2 (2v), V1 (2v), N1 (2n), N2 (2n), \
                 N3 (2n), N4 (2n), N5 (2n), N6 (2n), piles (V1 V2 V3 V4 V5 V6, N1 N2 N3 N4 N5 N6), \
                 phase (1v, 1n)";
    let base = [
        "legal",
        "--jeu",
        "doublets",
        "--position",
        start,
        "--trait",
        "vert",
    ];
    let out = tablier(&[&base[..], &["--des", "63"]].concat(), "");
    assert!(out.success(), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(plays(&lines), ["V3 V6"]);
    assert!(
        lines[0].ends_with("piles (V1 V2 V4 V5, N1 N2 N3 N4 N5 N6), phase (1v, 1n)"),
        "{}",
        lines[0]
    );
    let out = tablier(&[&base[..], &["--des", "55"]].concat(), "");
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(plays(&lines), ["V5"]);
    let standard = family("doublets", start, "noir", Some("21"));
    assert_eq!(plays(&standard), ["1 2"]);
}

#[test]
fn legal_answers_for_every_game_from_its_start() {
    use tablier::notation::position_text;
    use tablier::rules::{Position, Side, Variant};
    let vocab = tablier::i18n::vocabulary(tablier::i18n::Lang::Fr);
    for &variant in Variant::ALL {
        let text = position_text::format(&Position::start(variant, Side::Green), &vocab);
        let mut args = vec![
            "legal",
            "--jeu",
            variant.name(),
            "--position",
            &text,
            "--trait",
            "vert",
        ];
        if variant.rules().has_dice() {
            args.extend(["--des", "31"]);
        }
        let out = tablier(&args, "");
        assert!(out.success(), "{variant}: {}", stderr(&out));
        assert!(!stdout(&out).is_empty(), "{variant} from {text}: no play");
        for line in stdout(&out).lines() {
            assert_eq!(line.split('\t').count(), 2, "{variant}: {line}");
        }
    }
}
