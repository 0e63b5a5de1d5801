//! `bilan` on a 60-play record, judged from scratch (no judgement kept from an earlier
//! `bilan` or from the tutor): what a player waits for the first time they ask. And `bilan`
//! at the end of a 7-point match, the first time (from scratch) and asked again (the
//! judgements kept): the second must cost almost nothing. And the first `bilan` where the
//! computer's own cube decisions left their verdicts, as a session keeps them.
//!
//! `cargo bench --bench review`. The record is the computer at its intermediate level (which
//! makes mistakes) playing both sides with seeded dice, new games following until 60
//! plays are recorded, for each game variant; the match is the same computer playing a
//! whole 7-point backgammon match, doubling, taking and dropping as it does against a
//! player. The processor time of one first `bilan` of the match is printed too: the
//! judgements are spread over the cores, so the time waited is not the work done.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

use tablier::ai::cube_policy::{answer_double_judged, offers_double_judged};
use tablier::ai::duel::cpu_now;
use tablier::ai::search::Level;
use tablier::rules::cube::Cube;
use tablier::rules::driver::Course;
use tablier::rules::score::{Format, GameEnd, MatchRules, MatchState};
use tablier::rules::{BySide, Conventions, Die, Outcome, Variant};
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
        play_stage(&mut course, stage, &mut game);
    }
    games.push(game);
    games
}

/// The computer's play of `stage` where `course` stands, recorded in `game` and made.
fn play_stage(course: &mut Course, stage: tablier::rules::Stage, game: &mut GameRecord) {
    let pos = *course.position();
    let side = pos.turn();
    let level = Level::Intermediate;
    let budget = tablier::ai::budget::Budget::of_level(level);
    let known = course.known_next();
    let chosen = opponent::choose(&pos, stage, known, level, game.turns(), budget);
    game.actions.push(Action::Play {
        side,
        dice: stage.kind.dice(),
        before: pos,
        steps: chosen
            .as_ref()
            .map(|p| p.play.steps().to_vec())
            .unwrap_or_default(),
    });
    course.advance(chosen.map_or_else(|| pos.with_turn(!side), |p| p.after));
}

/// A 7-point match (3 points when the test command runs the bench once).
fn match_rules() -> MatchRules {
    let length = u32::try_from(common::size(7, 3)).expect("a short match");
    MatchRules::new(Format::Match(length))
}

/// A whole 7-point backgammon match, the computer at its intermediate level on both sides,
/// the cube offered, taken and dropped as the computer decides; and the cube verdicts its
/// decisions were made from, kept as a session keeps them.
fn whole_match() -> (Vec<GameRecord>, Judgements) {
    let mut kept = Judgements::default();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut throw = move || Die::new(rng.random_range(1..=6)).expect("die");
    let variant = Variant::Backgammon;
    let mut state = MatchState::new(match_rules());
    let mut games = Vec::new();
    while !state.is_over() {
        let (mut course, _) = Course::start(variant, Conventions::default(), &mut throw);
        let number = state.games() + 1;
        let mut game = GameRecord::new(
            number,
            *course.position(),
            state.score(),
            state.is_crawford_game(),
        );
        let mut cube = Cube::CENTRED;
        let mut started = false;
        let end = loop {
            let pos = *course.position();
            let side = pos.turn();
            // The opening roll is no cube decision.
            let offers = started && state.may_double(side, cube).is_ok() && {
                let (offers, verdict) = offers_double_judged(&pos, &state, cube);
                if let Some(verdict) = verdict {
                    kept.keep_verdict(&pos, &state, cube, verdict);
                }
                offers
            };
            if offers {
                game.actions.push(Action::Double {
                    side,
                    value: cube.offered(),
                });
                let (answer, verdict) = answer_double_judged(&pos, &state, cube);
                kept.keep_verdict(&pos, &state, cube, verdict);
                if !answer.take {
                    game.actions.push(Action::Drop { side: !side });
                    break GameEnd::Dropped { winner: side };
                }
                game.actions.push(Action::Take { side: !side });
                cube = cube.taken_by(!side);
            }
            let Some(stage) = course.next_stage(&mut throw) else {
                break match course.outcome() {
                    Some(Outcome::Won { winner, kind }) => GameEnd::Won { winner, kind },
                    _ => GameEnd::Drawn,
                };
            };
            started = true;
            play_stage(&mut course, stage, &mut game);
        };
        let points = state.points(end, cube);
        game.end = Some((end, points));
        match end.winner() {
            Some(winner) => state.record(winner, points),
            None => state.record_draw(),
        }
        games.push(game);
    }
    (games, kept)
}

fn bench_match(c: &mut Criterion) {
    let (games, kept) = whole_match();
    let rules = match_rules();
    let plays = games
        .iter()
        .flat_map(|g| &g.actions)
        .filter(|a| matches!(a, Action::Play { .. }))
        .count();
    let mut known = Judgements::default();
    let (cpu, wall) = (cpu_now(), std::time::Instant::now());
    let once = review(&games, &rules, None, &mut known);
    let (first_cpu, first_wall) = (cpu_now() - cpu, wall.elapsed());
    let (cpu, wall) = (cpu_now(), std::time::Instant::now());
    let again = review(&games, &rules, None, &mut known);
    let (second_cpu, second_wall) = (cpu_now() - cpu, wall.elapsed());
    assert_eq!(once, again, "a second bilan tells what the first told");
    let mut after_play = kept.clone();
    let (cpu, wall) = (cpu_now(), std::time::Instant::now());
    let played = review(&games, &rules, None, &mut after_play);
    let (kept_cpu, kept_wall) = (cpu_now() - cpu, wall.elapsed());
    assert_eq!(once, played, "the verdicts kept are those bilan finds");
    println!(
        "7-point match: {} games, {plays} plays, decisions green {} black {}, cube decisions \
         green {} black {}; first bilan {first_cpu:.2?} of processor time \
         ({first_wall:.2?} waited), second {second_cpu:.2?} ({second_wall:.2?}); first \
         with the computer's cube verdicts kept {kept_cpu:.2?} ({kept_wall:.2?})",
        games.len(),
        once.sides.green.decisions,
        once.sides.black.decisions,
        once.sides.green.cube_decisions,
        once.sides.black.cube_decisions,
    );
    let mut group = c.benchmark_group("bilan/7-point-match");
    group.sample_size(10);
    group.bench_function("first", |b| {
        b.iter(|| black_box(review(&games, &rules, None, &mut Judgements::default())));
    });
    group.bench_function("first-computer-verdicts-kept", |b| {
        b.iter(|| black_box(review(&games, &rules, None, &mut kept.clone())));
    });
    group.bench_function("again", |b| {
        b.iter(|| black_box(review(&games, &rules, None, &mut known)));
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("bilan/60-plays");
    group.sample_size(10);
    for variant in [Variant::Backgammon, Variant::Jacquet] {
        let games = record(variant);
        // Money play, the cube in the game where it has one: its decisions judged too.
        let rules = MatchRules::new(Format::Money);
        let once = review(&games, &rules, None, &mut Judgements::default());
        println!(
            "{variant}: {} games, decisions green {} black {}",
            games.len(),
            once.sides.green.decisions,
            once.sides.black.decisions
        );
        group.bench_function(variant.name(), |b| {
            b.iter(|| black_box(review(&games, &rules, None, &mut Judgements::default())));
        });
    }
    group.finish();
}

criterion_group!(benches, bench, bench_match);
criterion_main!(benches);
