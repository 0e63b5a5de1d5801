//! `tablier legal` from the outside: plays and results, batch mode, and bad input of every
//! kind answered in the user's language with exit status 2, never a panic.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn tablier(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .env("LANG", "fr_FR.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_opening_three_one_has_sixteen_plays_in_byte_order() {
    let out = tablier(&["legal", "--id", "4HPwATDgc/ABMA", "--dice", "31"], "");
    assert!(out.status.success());
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
    assert!(out.status.success(), "{}", stderr(&out));
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
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_position_with_no_legal_play_prints_nothing() {
    // From the gnubg fixture: a checker on the bar and both entry points closed.
    let out = tablier(&["legal", "--id", "LOfgIDDgc8oBUA", "--dice", "63"], "");
    assert!(out.status.success());
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
            "une case ne porte qu'une couleur",
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
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
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
        out.status.code(),
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
    assert!(out.status.success());
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
