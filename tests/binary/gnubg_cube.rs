//! The cube-agreement chain with the real GNU Backgammon (issue 16, item 6): self-play
//! positions (`entrainer echantillons`) given match states (`entrainer scores`), judged by
//! gnubg (`scripts/gnubg-cube.sh`), then measured (`entrainer videau`), which refuses any
//! line gnubg judged at another position, score, cube or turn than the line's own: so every
//! XGID tablier writes is checked read by gnubg as meant.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn entrainer(args: &[&str]) -> String {
    let out = common::entrainer(args).run();
    assert!(out.success(), "entrainer {args:?}: {}", out.stderr);
    out.stdout
}

fn judge(positions: &Path, judged: &Path) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/gnubg-cube.sh");
    let out = Command::new("bash")
        .arg(script)
        .args([positions, judged])
        .args(["0", "4"])
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "gnubg-cube.sh: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The number before " positions" on the report line of `set`.
fn count(report: &str, set: &str) -> usize {
    report
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{set}: ")))
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no line for {set} in:\n{report}"))
}

fn path(dir: &Path, name: &str) -> PathBuf {
    dir.join(name)
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn gnubg_judges_every_written_match_state_as_meant_and_position_ids_in_money() {
    if common::gnubg().is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("tablier-gnubg-cube-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let (ids, xgids, mixed, judged) = (
        path(&dir, "ids"),
        path(&dir, "xgids"),
        path(&dir, "mixed"),
        path(&dir, "judged"),
    );
    let s = |p: &PathBuf| p.to_str().expect("a UTF-8 path").to_owned();
    entrainer(&[
        "echantillons",
        "--nombre",
        "30",
        "--graine",
        "5",
        "--sortie",
        &s(&ids),
    ]);
    entrainer(&[
        "scores",
        "--positions",
        &s(&ids),
        "--graine",
        "5",
        "--sortie",
        &s(&xgids),
    ]);
    // Each Position ID after a match line: gnubg must judge it in money play, cube centred,
    // not at the score the line before left.
    let ids_text = std::fs::read_to_string(&ids).expect("the IDs");
    let xgids_text = std::fs::read_to_string(&xgids).expect("the XGIDs");
    let mut lines = String::new();
    for (id, xgid) in ids_text.lines().zip(xgids_text.lines()) {
        lines.push_str(&format!("{xgid}\n{id}\n"));
    }
    std::fs::write(&mixed, lines).expect("the mixed file");
    judge(&mixed, &judged);
    let report = entrainer(&["videau", "--donnees", &s(&judged)]);
    let matches = count(&report, "match (equities in EMG)");
    assert!(matches > 15, "most drawn states are matches:\n{report}");
    assert_eq!(count(&report, "money") + matches, 60, "{report}");
    let by_length: usize = [3, 5, 7, 9, 11]
        .iter()
        .filter(|n| report.contains(&format!("match to {n}: ")))
        .map(|n| count(&report, &format!("match to {n}")))
        .sum();
    assert_eq!(by_length, matches, "{report}");
    let _ = std::fs::remove_dir_all(&dir);
}
