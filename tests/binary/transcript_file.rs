//! `--transcription FICHIER` and `transcription FICHIER` write what the terminal showed,
//! line for line: a learner reads the lesson again on a braille display from that file.

use std::fs;
use std::path::Path;

use crate::common::{self, scratch};

/// The game in `dir` with `args`, `input` typed: its status, output and errors.
fn run_tablier(dir: &Path, args: &[&str], input: &str) -> (i32, String, String) {
    let ran = common::player(args).folder(dir).input(input).run();
    (ran.status, ran.stdout, ran.stderr)
}

#[test]
fn the_transcript_from_the_start_is_exactly_what_was_printed() {
    let dir = scratch("transcript-start");
    let file = dir.join("lecon.txt");
    let (status, out, _) = run_tablier(
        &dir,
        &[
            "--graine",
            "3",
            "--transcription",
            file.to_str().expect("UTF-8"),
        ],
        "pips\nplateau\ncase V6\nV8-V4 V6-V5\n",
    );
    assert_eq!(status, 0);
    let written = fs::read_to_string(&file).expect("the transcript");
    // The last prompt, left unanswered at the end of input, loses its trailing space.
    let shown: String = out.lines().map(|l| format!("{}\n", l.trim_end())).collect();
    assert_eq!(written, shown);
    assert!(written.contains("Pips : Vert 167, Noir 162."));
    assert!(!written.contains('\u{1b}'));
}

#[test]
fn a_transcript_asked_for_late_holds_the_lines_before_it() {
    let dir = scratch("transcript-late");
    let file = dir.join("t.txt");
    let path = file.to_str().expect("UTF-8");
    let (status, out, _) = run_tablier(
        &dir,
        &["--graine", "3"],
        &format!("pips\ntranscription {path}\nplateau\ntranscription non\npips\n"),
    );
    assert_eq!(status, 0);
    let written = fs::read_to_string(&file).expect("the transcript");
    // Everything up to the line that stopped it, that line included.
    let end = out
        .find("transcription non\n")
        .map(|at| at + "transcription non\n".len())
        .expect("the stop is echoed");
    assert_eq!(written, out[..end]);
    assert!(out[end..].contains("Transcription arrêtée"));
}

#[test]
fn a_transcript_that_cannot_be_written_is_refused_and_the_game_goes_on() {
    let dir = scratch("transcript-refused");
    let (status, out, _) = run_tablier(
        &dir,
        &["--graine", "3"],
        &format!("transcription {}\npips\n", dir.display()),
    );
    assert_eq!(status, 0);
    assert!(out.contains("c'est un dossier ; donnez un nom de fichier. La partie continue."));
    assert!(out.contains("Pips : Vert 167, Noir 162."));
}
