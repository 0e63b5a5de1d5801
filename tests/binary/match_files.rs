//! Games are never lost: the match saved after every resting point survives a killed
//! process and resumes exactly (same position, cube, score, history and dice); damaged or
//! foreign save files are refused with a reason and never overwritten; an exported `.mat`
//! reads back in GNU Backgammon with the same plays, cube actions and score.
//!
//! Every test runs the real binary with its own `TABLIER_DATA_DIR`, never the real home.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::common;

use tablier::ai::search::Level;
use tablier::i18n::Lang;
use tablier::rules::BySide;
use tablier::rules::Variant;
use tablier::rules::score::{Format, MatchRules};
use tablier::save::{self, AUTOSAVE};
use tablier::session::tutor::Tutor;
use tablier::session::{FileProblem, Session};
use tablier::session::{NewGame, Player};

fn data_dir(name: &str) -> PathBuf {
    common::scratch(&format!("match-files-{name}"))
}

/// Runs the binary on `input` to the end, its saves in `data`; its status, standard output
/// and error.
fn run(data: &Path, args: &[&str], input: &str) -> (i32, String, String) {
    run_within(data, args, input.as_bytes(), 300)
}

/// Runs the binary on `input` and kills it, with no chance to tidy up, as soon as it
/// prints a line starting with `sentinel`.
fn kill_at(data: &Path, args: &[&str], input: &str, sentinel: &str) {
    let mut child = common::player(args).folder(data).spawn();
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input.as_bytes()).expect("input written");
    let stdout = child.stdout.take().expect("a pipe");
    let (tx, rx) = mpsc::channel();
    let sentinel = sentinel.to_owned();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if line.starts_with(&sentinel) {
                let _ = tx.send(());
            }
        }
    });
    rx.recv_timeout(Duration::from_secs(30))
        .expect("the game reaches the sentinel");
    child.kill().expect("the process is killed");
    let _ = child.wait();
    drop(stdin);
}

/// What follows the last line that echoes `command` after a prompt.
fn after_last(output: &str, command: &str) -> String {
    let lines: Vec<&str> = output.lines().collect();
    let start = lines
        .iter()
        .rposition(|l| l.ends_with(&format!("> {command}")))
        .unwrap_or_else(|| panic!("no {command} in:\n{output}"));
    lines[start + 1..].join("\n")
}

/// Two players at one keyboard, a 3-point match: a double and a take, a redouble and a
/// drop, then the Crawford game under way.
const MATCH: &[&str] = &["--graine", "5", "--match", "3", "--adversaire", "humain"];
const PART_A: &str = "1\n\ndoubler\naccepter\n1\n\n";
const PART_B: &str = "doubler\nrefuser\n\n1\n\n1\n\n2\n\n";
const CHECK: &str = "historique\nscore\nvideau\nid\n";

#[test]
fn a_match_killed_mid_game_resumes_with_nothing_lost() {
    // The match played at one go.
    let whole = data_dir("whole");
    let (status, straight, _) = run(&whole, MATCH, &format!("{PART_A}{PART_B}{CHECK}"));
    assert_eq!(status, 0);

    // The same match, the process killed after part A, then resumed for part B.
    let data = data_dir("killed");
    kill_at(&data, MATCH, &format!("{PART_A}score\n"), "Partie 1. Score");
    assert!(data.join(AUTOSAVE).exists(), "the match was saved");

    let (status, resumed, stderr) = run(&data, &["--reprendre"], &format!("{PART_B}{CHECK}"));
    assert_eq!(status, 0, "{stderr}");
    assert!(resumed.contains("Match repris là où il s'était arrêté."));
    assert_eq!(
        after_last(&resumed, "historique"),
        after_last(&straight, "historique"),
        "the resumed match ends where the uninterrupted one does"
    );
    // The last game's history, score, cube and IDs are all there.
    let tail = after_last(&resumed, "historique");
    assert!(tail.contains("Partie 2"), "{tail}");
    assert!(tail.contains("Position ID"), "{tail}");
}

#[test]
fn the_saved_file_is_versioned_readable_json() {
    let data = data_dir("readable");
    let (status, _, _) = run(&data, MATCH, PART_A);
    assert_eq!(status, 0);
    let text = fs::read_to_string(data.join(AUTOSAVE)).expect("the autosave");
    assert!(text.starts_with("{\n  \"format\": \"tablier-save\",\n  \"version\": 3,"));
    assert!(text.contains("\"action\": \"double\""));
    assert!(text.contains("\"seed\": 5"));
}

fn config() -> NewGame {
    NewGame {
        players: BySide {
            green: Player::Human,
            black: Player::Human,
        },
        seed: Some(5),
        speech: false,
        match_rules: MatchRules::new(Format::Match(3)),
        ..NewGame::new(Lang::Fr, Variant::Backgammon)
    }
}

/// A save of a match with a double taken, in the middle of a game.
fn good_save() -> String {
    let mut session = Session::new(&NewGame {
        seed: Some(5),
        ..config()
    });
    session.start();
    for line in PART_A.lines() {
        session.handle(line);
    }
    save::to_text(&session.snapshot().expect("a match under way"))
}

/// Why `text` is refused, once sealed (its checksum computed anew, as someone editing it
/// with care would): every field is checked whatever the checksum says.
fn refused(text: &str) -> FileProblem {
    match save::from_text(&save::seal(text)) {
        Ok(_) => panic!("accepted a bad save:\n{text}"),
        Err(problem) => problem,
    }
}

#[test]
fn a_good_save_reads_back_to_the_same_match() {
    let text = good_save();
    let session = save::from_text(&text).expect("a good save");
    assert_eq!(session.cube().value(), 2);
    assert_eq!(
        save::to_text(&session.snapshot().expect("resumed")),
        text,
        "saving a resumed match gives the same file"
    );
}

#[test]
fn the_tutor_is_saved_with_the_match_and_saves_without_it_read_as_off() {
    let old = good_save();
    assert!(!old.contains("tutor"), "off, the tutor writes nothing");
    let session = save::from_text(&old).expect("a save made before the tutor");
    assert_eq!(session.settings().tutor, Tutor::Off);

    let tutored = NewGame {
        tutor: Some(Tutor::On("0,05".parse().expect("a threshold"))),
        ..config()
    };
    let mut session = Session::new(&NewGame {
        seed: Some(5),
        ..tutored.clone()
    });
    session.start();
    for line in PART_A.lines() {
        session.handle(line);
    }
    let text = save::to_text(&session.snapshot().expect("a match under way"));
    assert!(text.contains("\"tutor\": 0.05"), "{text}");
    let resumed = save::from_text(&text).expect("a save with the tutor");
    assert_eq!(resumed.settings().tutor, tutored.tutor.expect("on"));
    for bad in ["0.0", "5.0", "-1.0"] {
        let text = text.replacen("\"tutor\": 0.05", &format!("\"tutor\": {bad}"), 1);
        assert_eq!(refused(&text), FileProblem::Damaged, "{bad}");
    }
}

#[test]
fn the_computers_thinking_time_is_told_after_its_level_its_levels_unless_asked_for() {
    let data = data_dir("thinking");
    let (status, out, stderr) = run(&data, &["--graine", "1", "--niveau", "expert"], "score\n");
    assert_eq!(status, 0, "{stderr}");
    assert!(
        after_last(&out, "score").contains("Il réfléchit au plus 1 seconde par décision."),
        "{out}"
    );
    let (status, out, stderr) = run(&data, &["--graine", "1", "--reflexion", "0,5"], "score\n");
    assert_eq!(status, 0, "{stderr}");
    assert!(
        after_last(&out, "score").contains("Il réfléchit au plus 0,5 seconde par décision."),
        "{out}"
    );
    let (status, _, stderr) = run(&data, &["--reflexion", "beaucoup"], "");
    assert_ne!(status, 0);
    assert!(
        stderr.contains("Temps de réflexion invalide : « beaucoup »"),
        "{stderr}"
    );
}

#[test]
fn the_computers_level_comes_back_with_the_game_unless_another_is_asked_for() {
    let data = data_dir("level");
    let expert = "L'ordinateur joue au niveau expert.";
    kill_at(
        &data,
        &["--graine", "1", "--niveau", "expert"],
        "score\n",
        expert,
    );
    let saved = save::load(&data.join(AUTOSAVE)).expect("the game was saved");
    assert_eq!(saved.settings().level, Level::Expert);

    let (status, resumed, stderr) = run(&data, &["--reprendre"], "score\n");
    assert_eq!(status, 0, "{stderr}");
    assert!(after_last(&resumed, "score").contains(expert), "{resumed}");

    // `--niveau` given with `--reprendre` wins, as `--tuteur` does.
    let (status, resumed, stderr) = run(&data, &["--reprendre", "--niveau", "débutant"], "score\n");
    assert_eq!(status, 0, "{stderr}");
    assert!(
        after_last(&resumed, "score").contains("L'ordinateur joue au niveau débutant."),
        "{resumed}"
    );
}

#[test]
fn files_that_are_not_tablier_saves_are_foreign() {
    for text in [
        "",
        "\u{0}\u{1}\u{2}binary",
        "not json at all",
        "[1, 2, 3]",
        "{}",
        "{\"format\": \"gnubg\", \"version\": 1}",
        " 3 point match\n\n Game 1\n",
        "{\"format\": \"tablier-save\"}",
    ] {
        assert_eq!(refused(text), FileProblem::Foreign, "{text:?}");
    }
}

#[test]
fn a_save_from_a_later_version_says_so() {
    let text = good_save().replacen("\"version\": 3,", "\"version\": 99,", 1);
    assert_eq!(refused(&text), FileProblem::Version);
}

#[test]
fn damaged_saves_of_many_kinds_are_refused() {
    let good = good_save();
    let cases: Vec<(&str, String)> = vec![
        ("cut in the middle", good[..good.len() / 2].to_owned()),
        ("last byte lost", good[..good.len() - 3].to_owned()),
        (
            "a field renamed",
            good.replacen("\"waiting\"", "\"wainting\"", 1),
        ),
        (
            "an unknown field",
            good.replacen("\"score\":", "\"bonus\": 3,\n  \"score\":", 1),
        ),
        (
            "the score changed",
            good.replacen(
                "\"score\": [0, 0],\n  \"cube\"",
                "\"score\": [2, 0],\n  \"cube\"",
                1,
            ),
        ),
        (
            "the cube changed",
            good.replacen(
                "\"value\": 2,\n    \"owner\"",
                "\"value\": 4,\n    \"owner\"",
                1,
            ),
        ),
        (
            "the cube's owner changed",
            good.replacen("\"owner\": \"black\"", "\"owner\": \"green\"", 1),
        ),
        (
            "an unknown side",
            good.replacen("\"side\": \"green\"", "\"side\": \"blue\"", 1),
        ),
        (
            "a die of seven",
            good.replacen("\"dice\": [5, 2]", "\"dice\": [7, 2]", 1),
        ),
        (
            "other dice than those played",
            good.replacen("\"dice\": [5, 2]", "\"dice\": [6, 2]", 1),
        ),
        (
            "an illegal checker move",
            good.replacen("[13, 8, 5]", "[13, 9, 5]", 1),
        ),
        (
            "a checker too many",
            good.replacen(
                "\"green\": [0, 0, 0, 0, 0, 0, 5",
                "\"green\": [0, 0, 0, 0, 0, 0, 6",
                1,
            ),
        ),
        (
            "a take without a double",
            good.replacen("\"action\": \"double\"", "\"action\": \"take\"", 1),
        ),
        (
            "a game number skipped",
            good.replacen("\"number\": 1", "\"number\": 2", 1),
        ),
        (
            "a question that does not match",
            good.replacen(
                "\"state\": \"before_roll\"",
                "\"state\": \"between_games\"",
                1,
            ),
        ),
        (
            "an unknown question",
            good.replacen("before_roll", "after_lunch", 1),
        ),
        (
            "a match of no points",
            good.replacen("\"length\": 3", "\"length\": 0", 1),
        ),
        (
            "a cube cap that is no power of two",
            good.replacen("\"cube_cap\": 64", "\"cube_cap\": 63", 1),
        ),
        (
            "an unknown game",
            good.replacen("\"backgammon\"", "\"tric-trac\"", 1),
        ),
        ("no games at all", {
            let at = good.find("\"games\": [").expect("games");
            format!("{}\"games\": []\n}}\n", &good[..at])
        }),
    ];
    for (what, text) in cases {
        assert_ne!(text, good, "{what}: the damage must change the file");
        let problem = refused(&text);
        assert!(
            matches!(problem, FileProblem::Damaged | FileProblem::Foreign),
            "{what}: {problem:?}"
        );
    }
}

#[test]
fn resuming_a_damaged_save_explains_and_leaves_the_file_alone() {
    let data = data_dir("damaged");
    let damaged = save::seal(&good_save().replacen("[13, 8, 5]", "[13, 9, 5]", 1));
    fs::write(data.join(AUTOSAVE), &damaged).expect("written");
    let (status, stdout, stderr) = run(&data, &["--reprendre"], "");
    assert_eq!(status, 1, "{stdout}");
    assert!(stderr.contains("sauvegarde abîmée"), "{stderr}");
    assert_eq!(fs::read_to_string(data.join(AUTOSAVE)).unwrap(), damaged);
}

/// The value of the dice's `field` (`drawn`, `word`) in `save`.
fn dice_field(save: &str, field: &str) -> String {
    let key = format!("\"{field}\": ");
    let at = save.find("\"dice\": {").expect("dice")
        + save[save.find("\"dice\": {").expect("dice")..]
            .find(&key)
            .expect("the field")
        + key.len();
    save[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

/// `save` with the dice's `drawn` and `word` replaced.
fn with_dice(save: &str, drawn: &str, word: &str) -> String {
    let (old_drawn, old_word) = (dice_field(save, "drawn"), dice_field(save, "word"));
    save.replacen(
        &format!("\"drawn\": {old_drawn},\n    \"word\": {old_word}\n"),
        &format!("\"drawn\": {drawn},\n    \"word\": {word}\n"),
        1,
    )
}

/// The edits that once resumed: each beyond what the options or the game allow.
fn out_of_bounds_edits(good: &str) -> Vec<(&'static str, String)> {
    let clocked = {
        let config = NewGame {
            clock: Some(tablier::rules::clock::ClockRules::default()),
            ..config()
        };
        let mut session = Session::new(&config);
        session.start();
        save::to_text(&session.snapshot().expect("a match under way"))
    };
    let bank = clocked
        .split("\"bank_ms\": [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("the banks")
        .to_owned();
    vec![
        (
            "a match of 9,999,999 points",
            good.replacen("\"length\": 3", "\"length\": 9999999", 1),
        ),
        (
            "a cube cap of 2^31",
            good.replacen("\"cube_cap\": 64", "\"cube_cap\": 2147483648", 1),
        ),
        (
            "a speech rate beyond the command's",
            good.replacen("\"rate\": 0", "\"rate\": 127", 1),
        ),
        (
            "more dice drawn than any game draws",
            with_dice(good, "18446744073709551615", "18446744073709551615"),
        ),
        (
            "a generator place the throws cannot reach",
            with_dice(good, &dice_field(good, "drawn"), "0"),
        ),
        (
            "a clock of no time",
            clocked.replacen(&format!("\"bank_ms\": [{bank}]"), "\"bank_ms\": [0, 0]", 1),
        ),
        (
            "a clock with more time than the match gives",
            clocked.replacen(
                &format!("\"bank_ms\": [{bank}]"),
                "\"bank_ms\": [99999999999, 1]",
                1,
            ),
        ),
    ]
}

#[test]
fn values_beyond_the_options_bounds_are_refused_even_with_a_good_checksum() {
    let good = good_save();
    for (what, text) in out_of_bounds_edits(&good) {
        assert_ne!(text, good, "{what}: the edit must change the file");
        assert_eq!(refused(&text), FileProblem::Damaged, "{what}:\n{text}");
    }
}

#[test]
fn any_edit_to_a_save_is_refused_as_an_edit() {
    let good = good_save();
    assert!(good.contains("\"checksum\": \"fnv1a64:"), "{good}");
    let mut edits = out_of_bounds_edits(&good);
    edits.extend([
        (
            "the seed changed, so that the dice to come differ",
            good.replacen("\"seed\": 5", "\"seed\": 6", 1),
        ),
        (
            "the match changed to money",
            good.replacen("\"kind\": \"match\"", "\"kind\": \"money\"", 1)
                .replacen("\"length\": 3", "\"length\": null", 1),
        ),
        (
            "a space added",
            good.replacen("\"score\": [", "\"score\":  [", 1),
        ),
    ]);
    for (what, text) in edits {
        if what.contains("clock") {
            // Written from another match: its own checksum holds until it is edited.
            continue;
        }
        assert_ne!(text, good, "{what}");
        match save::from_text(&text) {
            Err(FileProblem::Edited) => {}
            other => panic!("{what}: {:?}", other.map(|_| ())),
        }
    }
}

#[test]
fn an_edited_save_is_refused_in_words_and_left_alone() {
    let data = data_dir("edited");
    let edited = good_save().replacen("\"length\": 3", "\"length\": 5", 1);
    fs::write(data.join(AUTOSAVE), &edited).expect("written");
    let (status, stdout, stderr) = run(&data, &["--reprendre"], "");
    assert_eq!(status, 1, "{stdout}");
    assert!(
        stderr.contains("sauvegarde modifiée hors de tablier"),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(data.join(AUTOSAVE)).unwrap(), edited);
}

#[test]
fn a_save_of_version_two_still_resumes_as_it_was_written() {
    // Version 3 only added the games a money session leaves out: a save of version 2 is
    // one of version 3 that left none out.
    let good = good_save();
    let old = save::seal(&good.replacen("\"version\": 3,", "\"version\": 2,", 1));
    assert_ne!(old, good);
    let mut resumed = save::from_text(&old).expect("a save of version 2");
    let mut fresh = save::from_text(&good).expect("the same save, of version 3");
    assert_eq!(resumed.resume_events(), fresh.resume_events());
    for line in ["", "1", "", "1", ""] {
        assert_eq!(resumed.handle(line), fresh.handle(line), "{line:?}");
    }
}

#[test]
fn a_save_of_version_one_without_checksum_is_refused_as_unchecked() {
    let good = good_save();
    let at = good.rfind(",\n  \"checksum\"").expect("a checksum");
    let old = format!("{}\n}}\n", &good[..at]).replacen("\"version\": 3,", "\"version\": 1,", 1);
    // Saves of version 1 had no place in the generator's stream either.
    let field = ",\n    \"word\": ";
    let at = old.find(field).expect("the word");
    let end = at + field.len() + old[at + field.len()..].find('\n').expect("its line");
    let old = format!("{}{}", &old[..at], &old[end..]);
    assert!(!old.contains("word") && !old.contains("checksum"), "{old}");
    // Without a checksum an edit cannot be told from the original: an edited version 2
    // written back as version 1 would pass, so version 1 is not played at all.
    assert_eq!(refused(&old), FileProblem::Unchecked);
}

#[test]
fn resuming_with_no_save_says_so() {
    let data = data_dir("none");
    let (status, _, stderr) = run(&data, &["--reprendre"], "");
    assert_eq!(status, 1);
    assert!(stderr.contains("Aucun match sauvegardé"), "{stderr}");
}

/// Issue 30, item 9: what stops the game before it starts, a save that cannot be resumed or
/// a lesson refused, is heard as well as printed when speech is on; the file by its name.
#[test]
fn an_error_before_the_game_starts_is_heard_too() {
    let data = data_dir("heard");
    let log = data.join("parole.log");
    let heard = |args: &[&str]| {
        let _ = fs::remove_file(&log);
        let ran = common::player(args)
            .folder(&data)
            .env("TABLIER_SPEECH_LOG", &log)
            .run();
        let spoken = fs::read_to_string(&log).unwrap_or_default();
        (ran, spoken)
    };
    fs::write(data.join(AUTOSAVE), "{ pas une sauvegarde").expect("written");
    let (ran, spoken) = heard(&["--reprendre"]);
    assert_eq!(ran.status, 1, "{ran:?}");
    assert!(ran.stderr.contains("Impossible de reprendre"), "{ran:?}");
    assert!(ran.stderr.contains(&data.display().to_string()), "{ran:?}");
    assert!(spoken.starts_with("Impossible de reprendre"), "{spoken}");
    assert!(spoken.contains(AUTOSAVE), "{spoken}");
    assert!(!spoken.contains('/'), "said by its name alone: {spoken}");
    let lesson = data.join("inconnue.txt");
    let (ran, spoken) = heard(&["--lecon", &lesson.display().to_string()]);
    assert_eq!(ran.status, 2, "{ran:?}");
    assert!(ran.stderr.contains("inconnue.txt"), "{ran:?}");
    assert!(spoken.contains("inconnue.txt"), "{spoken}");
    assert!(!spoken.contains('/'), "said by its name alone: {spoken}");
}

/// Issue 30, item 11: a single game resumed or loaded is told as a game, never as a match.
#[test]
fn a_single_game_resumed_or_loaded_is_told_as_a_game() {
    let data = data_dir("single");
    let file = data.join("seule.json");
    let file = file.to_str().expect("UTF-8");
    let (_, saved, _) = run(
        &data,
        &["--graine", "5"],
        &format!("sauver {file}\nquitter\noui\n"),
    );
    assert!(saved.contains("La partie est sauvée"), "{saved}");
    let (_, resumed, _) = run(&data, &["--reprendre"], "quitter\noui\n");
    assert!(
        resumed.contains("Partie reprise là où elle s'était arrêtée."),
        "{resumed}"
    );
    assert!(!resumed.contains("Match repris"), "{resumed}");
    let (_, loaded, _) = run(
        &data,
        &["--graine", "6"],
        &format!("charger {file}\nquitter\noui\n"),
    );
    assert!(
        loaded.contains(&format!("Partie reprise depuis {file}.")),
        "{loaded}"
    );
    assert!(!loaded.contains("Match repris"), "{loaded}");
}

/// Issue 30, item 11: `--langue` given now wins over the language the match was saved
/// with, as `--parole` does; without it the match speaks its own.
#[test]
fn the_language_asked_on_resuming_wins_over_the_saved_one() {
    let data = data_dir("language");
    let tablier = |args: &[&str], input: &str| {
        common::tablier(&["--parole", "non", "--simple", "--graine", "5"])
            .args(args)
            .folder(&data)
            .input(input)
            .run()
    };
    let first = tablier(&["--langue", "en"], "quit\nyes\n");
    assert!(
        first.stdout.contains("The game is saved"),
        "{}",
        first.stdout
    );
    let resumed = tablier(&["--reprendre", "--langue", "fr"], "pips\nquitter\noui\n");
    assert!(resumed.stdout.contains("Pips : Vert"), "{}", resumed.stdout);
    assert!(resumed.stdout.contains("Au revoir."), "{}", resumed.stdout);
    // Asked for that run alone: the match, saved in English, speaks English again.
    let again = tablier(&["--reprendre"], "pips\nquit\nyes\n");
    assert!(again.stdout.contains("Pips: Green"), "{}", again.stdout);
}

#[test]
fn a_new_match_keeps_an_earlier_unfinished_or_unreadable_save() {
    let data = data_dir("kept");
    fs::write(data.join(AUTOSAVE), "garbage, not a save").expect("written");
    let (status, stdout, _) = run(&data, MATCH, "");
    assert_eq!(status, 0);
    assert!(
        stdout.contains("La sauvegarde précédente est illisible"),
        "{stdout}"
    );
    let kept: Vec<String> = fs::read_dir(&data)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.starts_with("sauvegarde-illisible-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        fs::read_to_string(data.join(&kept[0])).unwrap(),
        "garbage, not a save"
    );
    // That new match is now unfinished: the next one keeps it too, and says so in words.
    let (_, stdout, _) = run(&data, MATCH, "");
    assert!(
        stdout.contains("Un match inachevé a été mis de côté ; tapez parties pour la liste."),
        "{stdout}"
    );
    assert!(!stdout.contains(&data.display().to_string()), "{stdout}");
}

#[test]
fn a_game_played_to_its_end_is_never_set_aside_as_unfinished() {
    let data = data_dir("ended");
    let single = &["--graine", "5", "--adversaire", "humain"];
    let (status, stdout, _) = run(&data, single, "abandonner\noui\naccepter\n");
    assert_eq!(status, 0);
    assert!(stdout.contains("accepte l'abandon"), "{stdout}");
    let (_, stdout, _) = run(&data, single, "parties\n");
    assert!(!stdout.contains("mise de côté ;"), "{stdout}");
    assert!(stdout.contains("Aucune partie mise de côté."), "{stdout}");
}

#[test]
fn games_set_aside_are_listed_by_number_and_loaded_by_number() {
    let data = data_dir("numbered");
    // A 3-point match left after a cube turn, then a single game started in its place.
    let (_, _, _) = run(&data, MATCH, PART_A);
    let single = &["--graine", "5", "--adversaire", "humain"];
    let (_, stdout, _) = run(
        &data,
        single,
        "parties\ncharger 2\ncharger 1\nvideau\nparties\ncharger\n",
    );
    assert!(!stdout.contains(&data.display().to_string()), "{stdout}");
    let listed = after_last(&stdout, "parties");
    assert!(
        stdout.contains("Une partie mise de côté ; charger 1 la reprend :\n1 : backgammon, match en 3 points, Vert 0, Noir 0, pips Vert 159, Noir 160, à l'instant."),
        "{stdout}"
    );
    assert!(
        stdout
            .contains("Pas de partie numéro 2 : une seule est mise de côté, charger 1 la reprend."),
        "{stdout}"
    );
    // Loaded by its number: the cube turned in it is there, and the single game in progress
    // is set aside in its turn, never lost.
    assert!(stdout.contains("Partie 1 de la liste reprise."), "{stdout}");
    assert!(
        stdout.contains("Une partie inachevée a été mise de côté ; tapez parties pour la liste."),
        "{stdout}"
    );
    assert!(stdout.contains("Videau à 2, chez Noir."), "{stdout}");
    assert!(listed.starts_with("Une partie mise de côté"), "{listed}");
    assert!(
        listed.contains("1 : backgammon, partie seule, pips Vert 167, Noir 167, à l'instant."),
        "{listed}"
    );
    assert!(stdout.contains("ou charger 1 pour la première"), "{stdout}");
}

#[test]
fn a_named_save_loads_back() {
    let data = data_dir("named");
    let file = data.join("mon-match.json");
    let path = file.display().to_string();
    let (status, stdout, _) = run(
        &data,
        MATCH,
        &format!("{PART_A}sauver {path}\ncharger {path}\nvideau\ncharger {path}.absent\n"),
    );
    assert_eq!(status, 0);
    assert!(
        stdout.contains(&format!("Match sauvé dans {path}.")),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("Match repris depuis {path}.")),
        "{stdout}"
    );
    assert!(stdout.contains("Videau à 2, chez Noir."), "{stdout}");
    assert!(stdout.contains("absent : introuvable."), "{stdout}");
}

/// Runs the binary on `input` as [`run`] does, killed after `seconds` (status 124) if it
/// hangs.
fn run_within(data: &Path, args: &[&str], input: &[u8], seconds: u64) -> (i32, String, String) {
    let ran = common::player(args)
        .folder(data)
        .input(input)
        .within(seconds)
        .run();
    (ran.status, ran.stdout, ran.stderr)
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
}

#[test]
fn a_pipe_in_place_of_the_save_is_refused_at_once_and_kept_aside() {
    let data = data_dir("fifo");
    mkfifo(&data.join(AUTOSAVE));
    let (status, _, stderr) = run_within(&data, &["--reprendre"], b"", 20);
    assert_eq!(status, 1, "{stderr}");
    assert!(
        stderr.contains("ce n'est pas un fichier ordinaire"),
        "{stderr}"
    );
    let (status, stdout, _) = run_within(&data, MATCH, b"", 20);
    assert_eq!(status, 0, "{stdout}");
    assert!(
        stdout.contains("La sauvegarde précédente est illisible"),
        "{stdout}"
    );
}

#[test]
fn loading_special_files_and_impossible_names_says_what_is_wrong() {
    let data = data_dir("special");
    let fifo = data.join("tube.json");
    mkfifo(&fifo);
    let long = "x".repeat(300);
    let input = format!(
        "charger /dev/zero\ncharger /dev/urandom\ncharger {}\ncharger .\ncharger {long}\ncharger a\u{0}b\n",
        fifo.display()
    );
    let (status, stdout, _) = run_within(&data, MATCH, input.as_bytes(), 20);
    assert_eq!(status, 0, "{stdout}");
    assert!(
        stdout.contains("Fichier /dev/zero : ce n'est pas un fichier ordinaire"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Fichier /dev/urandom : ce n'est pas un fichier ordinaire"),
        "{stdout}"
    );
    assert!(
        stdout.contains("tube.json : ce n'est pas un fichier ordinaire"),
        "{stdout}"
    );
    assert!(stdout.contains("Fichier . : c'est un dossier"), "{stdout}");
    assert_eq!(stdout.matches("nom impossible").count(), 2, "{stdout}");
    assert!(!stdout.contains("entrée-sortie"), "{stdout}");
}

#[test]
fn a_save_that_fails_is_told_at_once_with_where_else_to_save() {
    let data = data_dir("blocked");
    // A file where the data folder should be: no save can be written.
    let blocked = data.join("data");
    fs::write(&blocked, "").expect("written");
    let elsewhere = data.join("ailleurs.json");
    let (status, stdout, _) = run_within(
        &blocked,
        MATCH,
        format!("{PART_A}sauver {}\n", elsewhere.display()).as_bytes(),
        20,
    );
    assert_eq!(status, 0, "{stdout}");
    let told = stdout
        .find("La partie n'a pas pu être sauvée dans")
        .unwrap_or_else(|| panic!("not told:\n{stdout}"));
    assert!(
        told < stdout.find("> 1").expect("the first play"),
        "told before the first answer:\n{stdout}"
    );
    assert!(stdout.contains("tapez sauver suivi d'un fichier ailleurs"));
    assert_eq!(
        stdout.matches("n'a pas pu être sauvée").count(),
        1,
        "told once:\n{stdout}"
    );
    assert!(elsewhere.is_file(), "saved elsewhere:\n{stdout}");
    assert!(!stdout.contains("Le match est sauvé"), "{stdout}");
    assert!(
        stdout.contains("la dernière position n'est pas sauvée"),
        "{stdout}"
    );
}

/// The plays and cube actions of a `.mat` file, each play's steps sorted, line by line;
/// and the score lines.
fn mat_moves(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with(';') || line.is_empty() {
            continue;
        }
        let body = match line.split_once(") ") {
            Some((n, rest)) if n.trim().parse::<u32>().is_ok() => rest,
            _ => line,
        };
        // Split into entries: a dice entry "52: a b", or a cube/result word.
        let mut entry: Vec<String> = Vec::new();
        let flush = |entry: &mut Vec<String>, out: &mut Vec<String>| {
            if !entry.is_empty() {
                let head = entry.remove(0);
                entry.sort();
                out.push(format!("{head} {}", entry.join(" ")).trim().to_owned());
                entry.clear();
            }
        };
        for word in body.split_whitespace() {
            let starts_entry = word.ends_with(':') && word.len() == 3
                || ["Doubles", "Takes", "Drops", "Wins", "Game", "Beavers"].contains(&word);
            if starts_entry {
                flush(&mut entry, &mut out);
            }
            entry.push(word.to_owned());
        }
        flush(&mut entry, &mut out);
    }
    out
}

/// The match exported to `.mat` in `data`: the file's path and text.
fn exported(data: &Path) -> (PathBuf, String) {
    let mat = data.join("match.mat");
    let (status, stdout, _) = run(
        data,
        MATCH,
        &format!("{PART_A}{PART_B}exporter {}\n", mat.display()),
    );
    assert_eq!(status, 0);
    assert!(stdout.contains("Match exporté dans"), "{stdout}");
    let ours = fs::read_to_string(&mat).expect("the export");
    assert!(mat_moves(&ours).len() >= 12, "{:?}", mat_moves(&ours));
    assert!(ours.contains("Doubles => 2") && ours.contains("Takes"));
    assert!(ours.contains("Doubles => 4") && ours.contains("Drops"));
    (mat, ours)
}

#[test]
fn an_exported_match_writes_every_play_and_cube_action() {
    exported(&data_dir("export"));
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn an_exported_match_reads_back_in_gnu_backgammon() {
    let Some(gnubg) = common::gnubg() else {
        return;
    };
    let data = data_dir("gnubg");
    let (mat, ours) = exported(&data);
    let theirs = through_gnubg(&gnubg, &data, &mat);
    assert_eq!(
        mat_moves(&theirs),
        mat_moves(&ours),
        "gnubg:\n{theirs}\nours:\n{ours}"
    );
    assert!(
        theirs.contains("Vert : 0") && theirs.contains("Noir : 2"),
        "{theirs}"
    );
}

/// A 3-point match of `game` between two people typing the first listed play each turn,
/// exported mid-match to `.mat` in `data`: the file's path and text.
fn exported_game(game: &str, data: &Path) -> (PathBuf, String) {
    let mat = data.join(format!("{game}.mat"));
    let turns: String = "\ncoups\n1\n\n".repeat(30);
    let (status, stdout, _) = run(
        data,
        &[
            "--jeu",
            game,
            "--graine",
            "4",
            "--match",
            "3",
            "--adversaire",
            "humain",
        ],
        &format!("{turns}exporter {}\nquitter\noui\n", mat.display()),
    );
    assert_eq!(status, 0);
    assert!(stdout.contains("Match exporté dans"), "{stdout}");
    let ours = fs::read_to_string(&mat).expect("the export");
    assert!(mat_moves(&ours).len() >= 20, "{ours}");
    (mat, ours)
}

/// Has gnubg import `mat` and export it again; the text it writes.
fn through_gnubg(gnubg: &Path, data: &Path, mat: &Path) -> String {
    let back = data.join("back.mat");
    let script = data.join("import.cmd");
    fs::write(
        &script,
        format!(
            "import mat {}\nexport match mat {}\n",
            mat.display(),
            back.display()
        ),
    )
    .expect("written");
    let out = Command::new(gnubg)
        .args(["-t", "-q", "-c"])
        .arg(&script)
        .stdin(Stdio::null())
        .output()
        .expect("gnubg runs");
    fs::read_to_string(&back).unwrap_or_else(|_| {
        panic!(
            "gnubg wrote nothing back: {}",
            String::from_utf8_lossy(&out.stdout)
        )
    })
}

#[test]
fn a_nackgammon_or_hyper_backgammon_match_is_exported_with_its_variation() {
    for (game, variation) in [
        ("nackgammon", "NackGammon"),
        ("hypergammon", "HyperGammon (3)"),
    ] {
        let (_, ours) = exported_game(game, &data_dir(&format!("export-{game}")));
        assert!(
            ours.starts_with(&format!("; [Variation \"{variation}\"]")),
            "{ours}"
        );
    }
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn nackgammon_and_hyper_backgammon_matches_read_back_in_gnu_backgammon_as_their_game() {
    let Some(gnubg) = common::gnubg() else {
        return;
    };
    for (game, variation) in [
        ("nackgammon", "NackGammon"),
        ("hypergammon", "HyperGammon (3)"),
    ] {
        let data = data_dir(&format!("gnubg-{game}"));
        let (mat, ours) = exported_game(game, &data);
        let theirs = through_gnubg(&gnubg, &data, &mat);
        // gnubg replays every move on its own board of the game: a move its variation's
        // start could not make would stop the import there.
        assert!(
            theirs.contains(&format!("; [Variation \"{variation}\"]")),
            "{theirs}"
        );
        // gnubg 1.07 writes a bear-off as `/0` in its Hyper-Backgammon files (`/off`
        // elsewhere, as tablier always writes it): the same move.
        let theirs_moves: Vec<String> = mat_moves(&theirs)
            .into_iter()
            .map(|m| m.replace("/0", "/off"))
            .collect();
        assert_eq!(
            theirs_moves,
            mat_moves(&ours),
            "gnubg:\n{theirs}\nours:\n{ours}"
        );
    }
}

/// A GNU Backgammon file in `tests/data/gnubg/`.
fn gnubg_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gnubg")
        .join(name)
}

#[test]
fn a_bad_file_to_import_names_its_line_and_leaves_the_match_as_it_was() {
    let data = data_dir("import-bad");
    let mat = fs::read_to_string(gnubg_fixture("match3.mat")).expect("the fixture");
    let bad = data.join("illegal.mat");
    fs::write(&bad, mat.replacen("13/11 24/23", "13/11 24/20", 1)).expect("written");
    let garbage = data.join("garbage.sgf");
    fs::write(&garbage, b"(;FF[4]\n\xff\xfe\x00").expect("written");
    let input = format!(
        "score\nimporter {}\nimporter {}\nscore\n",
        bad.display(),
        garbage.display()
    );
    let (_, stdout, stderr) = run(&data, MATCH, &input);
    assert!(stderr.is_empty(), "{stderr}");
    assert!(
        stdout.contains("ligne 7 : coup illégal : 21: 13/11 24/20. Rien n'a changé."),
        "{stdout}"
    );
    assert!(
        stdout.contains("ligne 2 : ce n'est pas du texte. Rien n'a changé."),
        "{stdout}"
    );
    // The match in progress is the same before and after: a 3-point match at 0-0.
    let scores: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("Partie 1. Score"))
        .collect();
    assert!(
        scores.len() >= 2 && scores.windows(2).all(|w| w[0] == w[1]),
        "{stdout}"
    );
}

#[test]
fn an_imported_gnubg_match_is_set_in_place_of_the_one_in_progress_which_is_kept() {
    let data = data_dir("import-good");
    let sgf = gnubg_fixture("match5.sgf");
    let input = format!("importer {}\nscore\nhistorique 1\nparties\n", sgf.display());
    let (_, stdout, stderr) = run(&data, MATCH, &input);
    assert!(stderr.is_empty(), "{stderr}");
    assert!(stdout.contains("Match importé depuis"), "{stdout}");
    assert!(stdout.contains("Le match est fini"), "{stdout}");
    // The match that was in progress is set aside, to be taken up again.
    assert!(stdout.contains("Une partie mise de côté"), "{stdout}");
}

#[test]
fn a_file_that_exists_is_replaced_only_when_the_player_says_yes() {
    let data = data_dir("replace");
    let lesson = data.join("lecon.txt");
    std::fs::write(&lesson, "# ma leçon\n").unwrap();
    let path = lesson.display().to_string();
    let (status, stdout, _) = run(
        &data,
        MATCH,
        &format!("exporter {path}\nnon\ntranscription {path}\npips\nsauver {path}\noui\n"),
    );
    assert_eq!(status, 0);
    assert_eq!(
        stdout
            .matches("existe déjà. Le remplacer ? Tapez oui ou non.")
            .count(),
        3,
        "{stdout}"
    );
    assert!(
        stdout.contains("n'est pas remplacé : rien n'est écrit."),
        "{stdout}"
    );
    // The command typed in place of an answer is carried out too.
    assert!(
        after_last(&stdout, "pips").contains("Pips : Vert 167"),
        "{stdout}"
    );
    assert!(stdout.contains(&format!("sauvé dans {path}")), "{stdout}");
    let replaced = std::fs::read_to_string(&lesson).unwrap();
    assert!(!replaced.starts_with("# ma leçon"), "{replaced}");
}

#[test]
fn an_import_that_cannot_set_the_game_in_play_aside_blames_the_data_folder_not_the_file() {
    let data = data_dir("import-stuck");
    // The data folder's place is taken by a file: nothing can be written there.
    let blocked = data.join("a-file");
    std::fs::write(&blocked, "").unwrap();
    let import = gnubg_fixture("match3.mat");
    let ran = common::player(MATCH)
        .folder(&data)
        .env("TABLIER_DATA_DIR", blocked.join("data"))
        .input(format!("importer {}\nscore\n", import.display()))
        .within(60)
        .run();
    assert!(
        ran.stdout
            .contains("Rien n'est chargé : la partie en cours n'a pas pu être mise de côté"),
        "{}",
        ran.stdout
    );
    assert!(!ran.stdout.contains("Fichier "), "{}", ran.stdout);
    // The match in play goes on, at its score.
    assert!(ran.stdout.contains("Vert 0, Noir 0"), "{}", ran.stdout);
}
