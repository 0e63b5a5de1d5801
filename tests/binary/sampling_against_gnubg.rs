//! `entrainer echantillons --contre-gnubg` (issue 35): positions of games where one side
//! plays GNU Backgammon's choices, for the networks to learn the positions a stronger player
//! leads them into.

use std::collections::HashSet;

use crate::common;

fn sample(seed: &str, against_gnubg: bool) -> Vec<String> {
    let dir = common::scratch("sampling-against-gnubg");
    let out_file = dir.join(format!("{seed}-{against_gnubg}.txt"));
    let out_path = out_file.to_str().expect("a UTF-8 path");
    let mut args = vec![
        "echantillons",
        "--nombre",
        "200",
        "--graine",
        seed,
        "--candidats",
        "3",
        "--sortie",
        out_path,
    ];
    if against_gnubg {
        args.push("--contre-gnubg");
    }
    let out = common::entrainer(&args).run();
    assert!(out.success(), "entrainer {args:?}: {}", out.stderr);
    std::fs::read_to_string(&out_file)
        .expect("the positions written")
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn games_against_gnubg_give_distinct_positions_the_same_for_a_seed_and_not_self_play_s() {
    if common::gnubg().is_none() {
        return;
    }
    let against = sample("7", true);
    assert_eq!(against.len(), 200);
    assert_eq!(against.iter().collect::<HashSet<_>>().len(), 200);
    // gnubg at 0-ply plays the same roll the same way: the seed decides the games.
    assert_eq!(against, sample("7", true));
    assert_ne!(against, sample("7", false));
}

#[test]
fn sampling_against_gnubg_is_refused_outside_backgammon_and_beside_pubeval() {
    let out = common::entrainer(&[
        "echantillons",
        "--jeu",
        "plakoto",
        "--nombre",
        "5",
        "--contre-gnubg",
        "--sortie",
        "/dev/null",
    ])
    .run();
    assert!(!out.success());
    let err = out.stderr.as_str();
    assert!(
        err.contains("backgammon only") || err.contains("not installed"),
        "{err}"
    );
    let out = common::entrainer(&[
        "echantillons",
        "--nombre",
        "5",
        "--contre-gnubg",
        "--contre-pubeval",
        "--sortie",
        "/dev/null",
    ])
    .run();
    assert!(!out.success());
    assert!(
        out.stderr.as_str().contains("cannot be used with"),
        "{}",
        out.stderr
    );
}
