//! Seed 001's convention: Jacquet matches of 3 or 5 games in which only games won count.

use crate::common;

fn demo(args: &[&str]) -> String {
    common::tablier(args).run().stdout
}

#[test]
fn a_match_of_three_games_ends_when_a_side_has_won_two_whatever_the_results() {
    let text = demo(&[
        "--jeu",
        "jacquet",
        "--manches",
        "3",
        "--demo",
        "--graine",
        "5",
        "--parole",
        "non",
        "--simple",
        "--langue",
        "fr",
    ]);
    assert!(
        text.contains("Rencontre en 3 parties, seules comptent les parties gagnées."),
        "{text}"
    );
    // Every game is worth one, however it was won.
    for line in text.lines().filter(|l| l.contains(" gagne une partie")) {
        assert!(line.ends_with(": 1 point."), "{line}");
    }
    let last = text
        .lines()
        .rev()
        .find(|l| l.contains("gagne le match"))
        .expect("the match ends");
    assert!(
        last.contains(" 2, ") || last.ends_with(" 2, rencontre en 3 parties."),
        "{last}"
    );
}

#[test]
fn the_games_won_convention_belongs_to_jacquet() {
    let out = common::tablier(&["--manches", "3", "--langue", "en"]).run();
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains("Jacquet convention"));
}
