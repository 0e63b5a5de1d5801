//! `tablier duel` from the outside: a short duel reports points per game in the user's
//! language, and an unknown player is refused with status 2.

use std::process::Command;

use crate::common;

#[test]
fn a_short_duel_reports_points_per_game() {
    let out = common::tablier(&[
        "--langue",
        "fr",
        "duel",
        "--parties",
        "4",
        "--a",
        "hasard",
        "--b",
        "pubeval",
    ])
    .run();
    assert!(out.success());
    let text = out.stdout.as_str();
    assert!(text.contains("hasard contre pubeval, 4 parties."), "{text}");
    assert!(text.contains("Points par partie : "), "{text}");
}

#[test]
fn an_unknown_player_is_refused() {
    let out = common::tablier(&["--lang", "en", "duel", "--a", "nobody"]).run();
    assert_eq!(out.status, 2);
    assert!(out.stderr.as_str().contains("Unknown player"));
}

/// Issue 16: the duel drives the installed GNU Backgammon, each of its plays matched against
/// tablier's legal plays; gnubg playing itself through the harness scores exactly zero with
/// duplicate dice, and the random player loses to it heavily.
#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn gnubg_plays_through_the_duel_harness_every_play_checked() {
    if common::gnubg().is_none() {
        return;
    }
    let duel = |a: &str, b: &str| {
        let out = common::tablier(&[
            "--langue",
            "en",
            "duel",
            "--parties",
            "6",
            "--graine",
            "5",
            "--a",
            a,
            "--b",
            b,
        ])
        .run();
        let text = out.stdout.clone();
        assert!(out.success(), "{text}{}", out.stderr.as_str());
        text
    };
    let same = duel("gnubg", "gnubg0");
    assert!(same.contains("Points per game: +0.0000"), "{same}");
    let random = duel("random", "gnubg");
    let ppg: f64 = random
        .split("Points per game: ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|n| n.trim().parse().ok())
        .expect("a result");
    assert!(ppg < -0.5, "{random}");
}

#[test]
fn gnubg_is_offered_for_backgammon_only() {
    let out = common::tablier(&["--lang", "en", "--jeu", "jacquet", "duel", "--b", "gnubg"]).run();
    assert_eq!(out.status, 1);
    let err = out.stderr.as_str();
    assert!(
        err.contains("backgammon only") || err.contains("not installed"),
        "{err}"
    );
}

/// A duel of `games` games between `a` and gnubg 0-ply on the dice of `seed`, its first games
/// written to a `.mat` in a scratch folder named `name`: the file.
fn duel_to_mat(name: &str, a: &str, games: &str, seed: &str) -> std::path::PathBuf {
    let mat = common::scratch(name).join("duel.mat");
    let out = common::tablier(&[
        "--langue",
        "en",
        "duel",
        "--parties",
        games,
        "--graine",
        seed,
        "--a",
        a,
        "--b",
        "gnubg",
    ])
    .args(&["--mat", mat.to_str().expect("UTF-8")])
    .run();
    assert!(out.success(), "{}", out.stderr.as_str());
    mat
}

/// What the script `scripts/NAME` prints with `args`, once it has succeeded.
fn script_says(name: &str, args: &[&str]) -> String {
    let script = format!("{}/scripts/{name}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("bash")
        .arg(script)
        .args(args)
        .output()
        .expect("the script runs");
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    said
}

/// Issue 16: a duel's games go to a `.mat` that GNU Backgammon imports and analyses; the
/// script prints each player's checker-play error rate.
#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn a_duel_written_as_mat_is_analysed_by_gnubg() {
    if common::gnubg().is_none() {
        return;
    }
    let mat = duel_to_mat("duel-mat", "net0", "2", "1");
    let text = std::fs::read_to_string(&mat).expect("the .mat");
    assert!(text.starts_with(" 0 point match"), "{text}");
    let said = script_says("gnubg-analyse.sh", &[mat.to_str().expect("UTF-8"), "0"]);
    assert!(
        said.contains("net0: ") && said.contains("gnubg: "),
        "{said}"
    );
    assert!(said.contains("mEMG per move"), "{said}");
}

/// Issue 35: the errors of a duel's plays, by kind of position, as gnubg judges them. Judged
/// at its own depth, gnubg 0-ply's plays give up nothing, and every kind has its row.
#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn gnubg_0_ply_judged_at_0_ply_gives_up_nothing_and_the_other_player_is_told_by_kind() {
    if common::gnubg().is_none() {
        return;
    }
    let mat = duel_to_mat("duel-errors", "pubeval", "4", "3");
    let said = script_says("gnubg-errors.sh", &["0", mat.to_str().expect("UTF-8")]);
    assert!(
        said.contains("gnubg: 0.0000 ± 0.0000 given up a game (2 games)"),
        "{said}"
    );
    let given_up: f64 = said
        .lines()
        .find_map(|l| l.strip_prefix("pubeval: "))
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no line for pubeval in:\n{said}"));
    assert!(given_up > 0.0, "{said}");
    assert_eq!(
        said.lines().filter(|l| l.contains(" | ")).count(),
        11,
        "{said}"
    );
}
