//! 0-ply decisions per second: `choose_play` (legal plays generated, every resulting
//! position evaluated, the best kept) over the decisions of seeded self-play games, for
//! pubeval in backgammon and the heuristic in Jacquet.
//!
//! Also a cube decision (`lookahead_decision`, by the cube networks, two plies ahead with
//! the cube alive), once per turn of the same backgammon games.
//!
//! `cargo bench --bench evaluator`. The positions are collected once, before timing, by
//! the same evaluator playing both sides, so they are the positions it actually meets.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use tablier::ai::{Evaluator, choose_play, cube, cube_evaluator, default_evaluator};
use tablier::rules::driver;
use tablier::rules::{Conventions, Dice, Die, Position, Variant};

/// Seeded games whose decisions are timed (two when the test command runs the bench once).
fn games() -> u64 {
    common::size(20, 2) as u64
}

/// Every (position, roll) met by `eval` playing itself over [`games`] seeded games, played
/// by the one game driver.
fn decisions(variant: Variant, eval: &dyn Evaluator) -> Vec<(Position, Dice)> {
    let mut out = Vec::new();
    for seed in 0..games() {
        let mut dice_rng = ChaCha8Rng::seed_from_u64(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 1);
        let game = driver::play_game(
            variant,
            Conventions::default(),
            &mut || Die::new(dice_rng.random_range(1..=6)).expect("die"),
            &mut |pos, stage, _, legal, _| {
                let dice = stage.kind.dice().expect("a game with dice");
                let chosen = choose_play(pos, dice, eval, &mut rng).expect("a play");
                legal
                    .iter()
                    .position(|p| p.after == chosen.after)
                    .unwrap_or(0)
            },
        );
        out.extend(
            game.turns
                .iter()
                .filter_map(|(pos, stage, _)| Some((*pos, stage.kind.dice()?))),
        );
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose_play/0-ply");
    // The games with trained networks, and one played by the general heuristic.
    for variant in [Variant::Backgammon, Variant::Jacquet, Variant::Plakoto] {
        let eval = default_evaluator(variant);
        let cases = decisions(variant, eval.as_ref());
        println!(
            "{variant}: {} decisions from {} games",
            cases.len(),
            games()
        );
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        group.throughput(Throughput::Elements(cases.len() as u64));
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                for (pos, dice) in &cases {
                    black_box(choose_play(pos, *dice, eval.as_ref(), &mut rng));
                }
            })
        });
    }
    group.finish();

    // A cube decision looks two plies ahead: timed on the backgammon positions above,
    // before their rolls.
    let mut group = c.benchmark_group("cube_decision");
    group.sample_size(10);
    let eval = default_evaluator(Variant::Backgammon);
    let cases: Vec<Position> = decisions(Variant::Backgammon, eval.as_ref())
        .into_iter()
        .map(|(pos, _)| pos)
        .step_by(10)
        .collect();
    let eval = cube_evaluator(Variant::Backgammon);
    println!("cube_decision: {} positions", cases.len());
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("backgammon", |b| {
        b.iter(|| {
            for pos in &cases {
                black_box(cube::lookahead_decision(
                    pos,
                    eval.as_ref(),
                    cube::Cube::default(),
                    cube::Stakes::Money { jacoby: false },
                ));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
