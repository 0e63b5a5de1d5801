//! Legal-play generation over the gnubg fixture's 2,993 positions and rolls, in plays per
//! second, with the `bkgm` crate's generator timed on the same cases in the same run.
//!
//! `cargo bench --bench movegen`. Each engine is checked to find the same number of
//! distinct plays per case before anything is timed, so both do the same work.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

use tablier::notation::position_id;
use tablier::rules::{Dice, LegalPlay, Position, Side};

const FIXTURE: &str = include_str!("../tests/data/gnubg-legal-plays.tsv");

struct Case {
    ours: Position,
    dice: Dice,
    theirs: bkgm::Position<15>,
    theirs_dice: bkgm::Dice,
}

fn cases() -> Vec<Case> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut cols = line.split('\t');
            let id = cols.next().unwrap_or_default();
            let roll = cols.next().unwrap_or_default().as_bytes();
            let (a, b) = (roll[0] - b'0', roll[1] - b'0');
            Case {
                ours: position_id::decode(id, Side::Green).expect("fixture decodes"),
                dice: Dice::from_values(a, b).expect("fixture dice"),
                theirs: bkgm::codecs::gnuid::decode_position::<15>(id).expect("bkgm decodes"),
                theirs_dice: bkgm::Dice::new(usize::from(a), usize::from(b)),
            }
        })
        .collect()
}

fn tablier_all(cases: &[Case], buf: &mut Vec<LegalPlay>) -> usize {
    let mut total = 0;
    for c in cases {
        c.ours.legal_plays_into(c.dice, buf);
        total += buf.len();
    }
    total
}

fn bkgm_all(cases: &[Case]) -> usize {
    cases
        .iter()
        .map(|c| {
            bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(c.theirs, &c.theirs_dice).len()
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let cases = cases();
    let mut buf = Vec::new();
    let ours = tablier_all(&cases, &mut buf);
    let theirs = bkgm_all(&cases);
    println!(
        "{} cases: tablier {ours} plays, bkgm {theirs} positions",
        cases.len()
    );

    let mut group = c.benchmark_group("legal_plays/gnubg_fixture");
    group.throughput(Throughput::Elements(ours as u64));
    group.bench_function("tablier", |b| {
        b.iter(|| black_box(tablier_all(black_box(&cases), &mut buf)))
    });
    group.throughput(Throughput::Elements(theirs as u64));
    group.bench_function("bkgm", |b| {
        b.iter(|| black_box(bkgm_all(black_box(&cases))))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
