//! Every case of `tests/data/gnubg-legal-plays.tsv` (GNU Backgammon 1.07's legal plays for
//! 2,993 positions and rolls) must come out of tablier identically: the same set of
//! resulting positions, and each play written the same way; and the positions-only
//! generator must find the same positions, each once.

use tablier::notation::{gnubg_play, position_id};
use tablier::rules::{Dice, Side};

const FIXTURE: &str = include_str!("../data/gnubg-legal-plays.tsv");

fn cases() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    FIXTURE.lines().filter(|l| !l.starts_with('#')).map(|line| {
        let mut cols = line.split('\t');
        let id = cols.next().unwrap_or_default();
        let dice = cols.next().unwrap_or_default();
        let plays = cols.next().unwrap_or_default();
        (id, dice, plays)
    })
}

fn ours(id: &str, dice: &str) -> Vec<String> {
    let pos = position_id::decode(id, Side::Green).expect("fixture positions decode");
    let d: Vec<u8> = dice.bytes().map(|b| b - b'0').collect();
    let dice = Dice::from_values(d[0], d[1]).expect("fixture dice are dice");
    let mut plays: Vec<String> = pos
        .legal_plays(dice)
        .iter()
        .map(|p| {
            format!(
                "{}={}",
                gnubg_play::format(&p.play),
                position_id::encode(&p.after)
            )
        })
        .collect();
    plays.sort();
    plays
}

#[test]
fn the_fixture_has_all_its_cases() {
    assert_eq!(cases().count(), 2993);
    assert_eq!(cases().filter(|c| c.2.is_empty()).count(), 162);
}

#[test]
fn every_resulting_position_agrees_with_gnubg() {
    let mut failures = Vec::new();
    for (id, dice, plays) in cases() {
        let theirs: std::collections::BTreeSet<&str> = plays
            .split(';')
            .filter(|p| !p.is_empty())
            .filter_map(|p| p.split('=').nth(1))
            .collect();
        let mine = ours(id, dice);
        let mine: std::collections::BTreeSet<&str> =
            mine.iter().filter_map(|p| p.split('=').nth(1)).collect();
        if theirs != mine {
            failures.push(format!(
                "{id} {dice}: gnubg {theirs:?}\n   tablier {mine:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_play_is_written_as_gnubg_writes_it() {
    let mut failures = Vec::new();
    for (id, dice, plays) in cases() {
        let mine = ours(id, dice).join(";");
        if mine != plays {
            failures.push(format!(
                "{id} {dice}:\n   gnubg   {plays}\n   tablier {mine}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_position_after_a_roll_agrees_with_gnubg() {
    let mut failures = Vec::new();
    for (id, dice, plays) in cases() {
        let theirs: std::collections::BTreeSet<String> = plays
            .split(';')
            .filter(|p| !p.is_empty())
            .filter_map(|p| p.split('=').nth(1))
            .map(str::to_owned)
            .collect();
        let pos = position_id::decode(id, Side::Green).expect("fixture positions decode");
        let d: Vec<u8> = dice.bytes().map(|b| b - b'0').collect();
        let dice = Dice::from_values(d[0], d[1]).expect("fixture dice are dice");
        let mine: Vec<String> = pos
            .positions_after(dice)
            .iter()
            .map(position_id::encode)
            .collect();
        let distinct: std::collections::BTreeSet<String> = mine.iter().cloned().collect();
        if distinct != theirs || distinct.len() != mine.len() {
            failures.push(format!(
                "{id} {dice:?}: gnubg {theirs:?}\n   tablier {mine:?}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
