//! `tablier duel` from the outside: a short duel reports points per game in the user's
//! language, and an unknown player is refused with status 2.

use std::process::Command;

#[test]
fn a_short_duel_reports_points_per_game() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args([
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
        .output()
        .expect("the binary runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("hasard contre pubeval, 4 parties."), "{text}");
    assert!(text.contains("Points par partie : "), "{text}");
}

#[test]
fn an_unknown_player_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["--lang", "en", "duel", "--a", "nobody"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Unknown player"));
}
