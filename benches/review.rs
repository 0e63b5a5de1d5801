//! `bilan` on a 60-play record, judged from scratch (no judgement kept from an earlier
//! `bilan` or from the tutor): what a player waits for the first time they ask.
//!
//! `cargo bench --bench review`. The record is the computer at its intermediate level (which
//! makes mistakes) playing both sides with seeded dice, new games following until 60
//! plays are recorded, for each game variant.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use tablier::ai::search::Level;
use tablier::rules::driver::Course;
use tablier::rules::score::{Format, MatchRules};
use tablier::rules::{BySide, Conventions, Die, Variant};
use tablier::session::history::{Action, GameRecord};
use tablier::session::opponent;
use tablier::session::review::{Judgements, review};

/// Plays in the record, both sides counted (ten when the test command runs the bench once).
fn plays() -> usize {
    common::size(60, 10)
}

/// Games of [`plays`] plays in all.
fn record(variant: Variant) -> Vec<GameRecord> {
    let mut rng = ChaCha8Rng::seed_from_u64(60);
    let mut throw = move || Die::new(rng.random_range(1..=6)).expect("die");
    let mut games = Vec::new();
    let (mut course, _) = Course::start(variant, Conventions::default(), &mut throw);
    let mut game = GameRecord::new(1, *course.position(), BySide::default(), false);
    for _ in 0..plays() {
        let stage = match course.next_stage(&mut throw) {
            Some(stage) => stage,
            None => {
                let number = game.number + 1;
                games.push(game);
                course = Course::start(variant, Conventions::default(), &mut throw).0;
                game = GameRecord::new(number, *course.position(), BySide::default(), false);
                course.next_stage(&mut throw).expect("a new game")
            }
        };
        let pos = *course.position();
        let chosen = opponent::choose(&pos, stage, Level::Intermediate, game.turns());
        game.actions.push(Action::Play {
            side: pos.turn(),
            dice: stage.kind.dice(),
            before: pos,
            steps: chosen
                .as_ref()
                .map(|p| p.play.steps().to_vec())
                .unwrap_or_default(),
        });
        course.advance(chosen.map_or_else(|| pos.with_turn(!pos.turn()), |p| p.after));
    }
    games.push(game);
    games
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("bilan/60-plays");
    group.sample_size(10);
    for variant in [Variant::Backgammon, Variant::Jacquet] {
        let games = record(variant);
        // Money play, the cube in the game where it has one: its decisions judged too.
        let rules = MatchRules::new(Format::Money);
        let once = review(&games, &rules, &mut Judgements::default());
        println!(
            "{variant}: {} games, decisions green {} black {}",
            games.len(),
            once.sides.green.decisions,
            once.sides.black.decisions
        );
        group.bench_function(variant.name(), |b| {
            b.iter(|| black_box(review(&games, &rules, &mut Judgements::default())));
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
