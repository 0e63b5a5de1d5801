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
use tablier::rules::driver;
use tablier::rules::{Conventions, Dice, Die, Position, Variant};

/// Seeded games whose decisions are timed.
const GAMES: u64 = 20;

/// Every (position, roll) met by `eval` playing itself over [`GAMES`] seeded games, played
/// by the one game driver.
fn decisions(variant: Variant, eval: &dyn Evaluator) -> Vec<(Position, Dice)> {
    let mut out = Vec::new();
    for seed in 0..GAMES {
        let mut dice_rng = ChaCha8Rng::seed_from_u64(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 1);
        let game = driver::play_game(
            variant,
            Conventions::default(),
            &mut || Die::new(dice_rng.random_range(1..=6)).expect("die"),
            &mut |pos, stage, legal| {
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
