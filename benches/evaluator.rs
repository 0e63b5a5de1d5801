//! 0-ply decisions per second: `choose_play` (legal plays generated, every resulting
//! position evaluated, the best kept) over the decisions of seeded self-play games, for
//! pubeval in backgammon and the heuristic in Jacquet.
//!
//! `cargo bench --bench evaluator`. The positions are collected once, before timing, by
//! the same evaluator playing both sides, so they are the positions it actually meets.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use tablier::ai::{Evaluator, choose_play, default_evaluator};
use tablier::rules::{Dice, Position, Side, Variant};

/// Seeded games whose decisions are timed.
const GAMES: u64 = 20;

/// Every (position, roll) met by `eval` playing itself over [`GAMES`] seeded games.
fn decisions(variant: Variant, eval: &dyn Evaluator) -> Vec<(Position, Dice)> {
    let mut out = Vec::new();
    for seed in 0..GAMES {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let first = if seed % 2 == 0 {
            Side::Green
        } else {
            Side::Black
        };
        let mut pos = Position::start(variant, first);
        while pos.outcome().is_none() {
            let dice =
                Dice::from_values(rng.random_range(1..=6), rng.random_range(1..=6)).expect("dice");
            out.push((pos, dice));
            pos = match choose_play(&pos, dice, eval, &mut rng) {
                Some(play) => play.after,
                None => pos.with_turn(!pos.turn()),
            };
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose_play/0-ply");
    for variant in Variant::ALL {
        let eval = default_evaluator(variant);
        let cases = decisions(variant, eval.as_ref());
        println!("{variant}: {} decisions from {GAMES} games", cases.len());
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
}

criterion_group!(benches, bench);
criterion_main!(benches);
