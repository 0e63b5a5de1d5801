//! Legal-play generation over the gnubg fixture's 2,993 positions and rolls, in plays per
//! second, with the `bkgm` crate's generator timed on the same cases in the same run.
//!
//! `cargo bench --bench movegen`. Three generators: `tablier/plays` (the plays with their
//! moves, [`Position::legal_plays_into`]), `tablier/positions` (the resulting positions only,
//! [`Position::positions_after_into`], what bkgm's `legal_positions_with` gives) and `bkgm`.
//! Before anything is timed, each is checked to find the same distinct positions per case
//! (bkgm lists the unchanged position where the roll cannot be played, which counts as none),
//! so all do the same work; the throughput of all three is the fixture's number of legal
//! plays, so that their figures compare directly. `tablier/general` times the general
//! generator (every game's rules, written plainly) on the same cases; the `family` group
//! times each game with dice on positions of its own games.

use std::collections::HashSet;
use std::hint::black_box;

use bkgm::State;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

use tablier::rules::driver;
use tablier::rules::{Conventions, Dice, Die, LegalPlay, Position, Variant};

mod common;
#[path = "common/fixture.rs"]
mod fixture;

use fixture::{Case, cases};

fn plays_all(cases: &[Case], buf: &mut Vec<LegalPlay>) -> usize {
    let mut total = 0;
    for c in cases {
        c.ours.legal_plays_into(c.dice, buf);
        total += buf.len();
    }
    total
}

fn positions_all(cases: &[Case], buf: &mut Vec<Position>) -> usize {
    let mut total = 0;
    for c in cases {
        c.ours.positions_after_into(c.dice, buf);
        total += buf.len();
    }
    total
}

fn bkgm_one(c: &Case) -> Vec<bkgm::Position<15>> {
    bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(c.theirs, &c.theirs_dice)
}

fn bkgm_all(cases: &[Case]) -> usize {
    cases.iter().map(|c| bkgm_one(c).len()).sum()
}

/// The fixture's number of legal plays, after checking that the three generators find the
/// same number of distinct positions in every case, and list none twice (bkgm aside).
fn checked_play_count(cases: &[Case]) -> usize {
    let mut plays = Vec::new();
    let mut positions = Vec::new();
    let mut total = 0;
    for (i, c) in cases.iter().enumerate() {
        c.ours.legal_plays_into(c.dice, &mut plays);
        c.ours.positions_after_into(c.dice, &mut positions);
        let distinct: HashSet<Position> = positions.iter().copied().collect();
        let theirs = bkgm_one(c);
        let unchanged = theirs.len() == 1 && theirs[0] == c.theirs.flip();
        let theirs_distinct = if unchanged {
            0
        } else {
            theirs.iter().collect::<HashSet<_>>().len()
        };
        assert!(
            plays.len() == positions.len()
                && distinct.len() == positions.len()
                && theirs_distinct == positions.len(),
            "case {i}: {} plays, {} positions ({} distinct), bkgm {} distinct",
            plays.len(),
            positions.len(),
            distinct.len(),
            theirs_distinct
        );
        total += positions.len();
    }
    total
}

fn bench(c: &mut Criterion) {
    let cases = cases();
    let plays = checked_play_count(&cases);
    println!(
        "{} cases, {plays} legal plays (bkgm lists {} positions)",
        cases.len(),
        bkgm_all(&cases)
    );

    let mut group = c.benchmark_group("legal_plays/gnubg_fixture");
    group.throughput(Throughput::Elements(plays as u64));
    let mut buf = Vec::new();
    group.bench_function("tablier/plays", |b| {
        b.iter(|| black_box(plays_all(black_box(&cases), &mut buf)))
    });
    let mut buf = Vec::new();
    group.bench_function("tablier/positions", |b| {
        b.iter(|| black_box(positions_all(black_box(&cases), &mut buf)))
    });
    group.bench_function("bkgm", |b| {
        b.iter(|| black_box(bkgm_all(black_box(&cases))))
    });
    // The general generator on the same cases: what a game without the fast search pays.
    group.sample_size(10);
    group.bench_function("tablier/general", |b| {
        b.iter(|| black_box(general_all(black_box(&cases))))
    });
    group.finish();

    // Each game of the family on positions of its own random games, all 21 rolls.
    let mut group = c.benchmark_group("legal_plays/family");
    group.sample_size(10);
    for &variant in Variant::ALL {
        if !variant.rules().has_dice() {
            continue;
        }
        let positions = family_positions(variant);
        let count: usize = positions
            .iter()
            .map(|p| {
                Dice::all()
                    .iter()
                    .map(|&d| p.legal_plays(d).len())
                    .sum::<usize>()
            })
            .sum();
        group.throughput(Throughput::Elements(count as u64));
        let mut buf = Vec::new();
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                let mut total = 0;
                for p in &positions {
                    for d in Dice::all() {
                        p.legal_plays_into(d, &mut buf);
                        total += buf.len();
                    }
                }
                black_box(total)
            })
        });
    }
    group.finish();
}

fn general_all(cases: &[Case]) -> usize {
    cases
        .iter()
        .map(|c| c.ours.legal_plays_general(c.dice).len())
        .sum()
}

/// 200 positions met in seeded random games of `variant`, by the one game driver (20 when
/// the test command runs the bench once).
fn family_positions(variant: Variant) -> Vec<Position> {
    let wanted = common::size(200, 20);
    let mut faces = (0u64..).map(|i| ((i * 7 + i / 3) % 6) as u8 + 1);
    let mut choices = (0usize..).map(|i| i * 31 + 7);
    let mut out = Vec::new();
    while out.len() < wanted {
        let game = driver::play_game(
            variant,
            Conventions::default(),
            &mut || Die::new(faces.next().unwrap_or(1)).unwrap_or(Die::ALL[0]),
            &mut |_, _, _, legal, _| choices.next().unwrap_or(0) % legal.len(),
        );
        out.extend(
            game.turns
                .iter()
                .map(|(p, _, _)| *p)
                .take(wanted - out.len()),
        );
    }
    out
}

criterion_group!(benches, bench);
criterion_main!(benches);
