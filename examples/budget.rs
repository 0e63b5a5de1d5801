//! The computer's thinking time, decision by decision (issue 33, item 1): whole games of every
//! game of the family, with dice or without, at every level, each decision timed in processor
//! time as the program makes it (`session::opponent::choose` within the level's budget, and,
//! in the games with a cube, the computer's cube decision before each roll); per game and
//! level, the decisions, their mean and longest time, and the longest as a share of the
//! budget. A decision longer than 1.5 times its budget is reported, and the run then fails.
//! What the process builds once at its first use (the bear-off database, the networks) is
//! timed apart, before the games.
//!
//! `cargo run --release --example budget -- [--rapide] [--parties N] [--jeux a,b]
//! [--niveaux a,b] [--graine N]`: `--rapide` plays one game per game and level (the default
//! is three); `--jeux` and `--niveaux` keep those named (French or English names). A bench,
//! not a test: its times are this machine's.

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tablier::ai::budget::{Budget, thread_cpu_now};
use tablier::ai::cube_policy;
use tablier::ai::search::Level;
use tablier::rules::cube::Cube;
use tablier::rules::score::{Format, MatchRules, MatchState};
use tablier::rules::{Conventions, Die, Variant, driver};
use tablier::session::opponent;

/// The times of one game and level.
#[derive(Default)]
struct Times {
    decisions: usize,
    total: Duration,
    longest: Duration,
    /// The longest time as a share of its budget.
    worst_share: f64,
}

impl Times {
    fn add(&mut self, spent: Duration, budget: Budget) {
        self.decisions += 1;
        self.total += spent;
        self.longest = self.longest.max(spent);
        let share = spent.as_secs_f64() / budget.duration().as_secs_f64().max(1e-9);
        self.worst_share = self.worst_share.max(share);
    }
}

/// The options read from the command line.
struct Options {
    games: u64,
    variants: Vec<Variant>,
    levels: Vec<Level>,
    seed: u64,
}

fn options() -> Options {
    let mut options = Options {
        games: 3,
        variants: Variant::ALL.to_vec(),
        levels: Level::ALL.to_vec(),
        seed: 33,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match arg.as_str() {
            "--rapide" | "--quick" => options.games = 1,
            "--parties" | "--games" => options.games = value().parse().expect("a number"),
            "--graine" | "--seed" => options.seed = value().parse().expect("a number"),
            "--jeux" | "--games-of" => {
                options.variants = value()
                    .split(',')
                    .map(|v| v.parse().expect("a game's name"))
                    .collect();
            }
            "--niveaux" | "--levels" => {
                options.levels = value()
                    .split(',')
                    .map(|l| l.parse().expect("a level"))
                    .collect();
            }
            other => panic!("unknown option {other}"),
        }
    }
    options
}

/// Plays `games` whole games of `variant` with the computer on both sides at `level`,
/// timing its plays and its cube decisions.
fn play(variant: Variant, level: Level, games: u64, seed: u64) -> Times {
    let budget = Budget::of_level(level);
    let money = MatchState::new(MatchRules::new(Format::Money));
    let mut times = Times::default();
    for game in 0..games {
        let mut dice = ChaCha8Rng::seed_from_u64(seed ^ game.wrapping_mul(0x9E37_79B9));
        driver::play_game(
            variant,
            Conventions::default(),
            &mut || Die::ALL[dice.random_range(0..6)],
            &mut |pos, stage, known, legal, turns| {
                if variant.rules().cube && stage.kind.dice().is_some() {
                    let start = thread_cpu_now();
                    let _watch = budget.start();
                    std::hint::black_box(cube_policy::offers_double(pos, &money, Cube::default()));
                    times.add(thread_cpu_now() - start, budget);
                }
                let start = thread_cpu_now();
                let chosen = opponent::choose(pos, stage, known, level, turns, budget);
                times.add(thread_cpu_now() - start, budget);
                chosen
                    .and_then(|c| legal.iter().position(|p| p.after == c.after))
                    .unwrap_or(0)
            },
        );
    }
    times
}

/// What the process reads or builds at its first use, whatever the decision that asks: the
/// bear-off database (built into the program since issue 33, item 4: nothing left to build)
/// and every game's networks. Timed apart and reported, so that the table times the
/// decisions themselves.
fn first_uses() {
    let start = thread_cpu_now();
    std::hint::black_box(tablier::ai::bearoff::Database::get());
    let bearoff = thread_cpu_now() - start;
    let start = thread_cpu_now();
    for &variant in Variant::ALL {
        std::hint::black_box(tablier::ai::default_evaluator(variant));
        std::hint::black_box(tablier::ai::cube_evaluator(variant));
    }
    let nets = thread_cpu_now() - start;
    println!(
        "first use, not counted below: the bear-off database {:.0} ms, the networks {:.0} ms",
        bearoff.as_secs_f64() * 1000.0,
        nets.as_secs_f64() * 1000.0
    );
}

fn main() {
    let options = options();
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average before: {}", load.trim());
    first_uses();
    println!(
        "{:<22} {:<13} {:>9} {:>9} {:>9} {:>8}",
        "game", "level", "decisions", "mean ms", "max ms", "max/budget"
    );
    let (mut worst, mut over, mut decisions) = ((0.0, String::new()), Vec::new(), 0);
    for &variant in &options.variants {
        for &level in &options.levels {
            let times = play(variant, level, options.games, options.seed);
            let mean = times.total.as_secs_f64() * 1000.0 / times.decisions.max(1) as f64;
            println!(
                "{:<22} {:<13} {:>9} {:>9.2} {:>9.1} {:>8.2}",
                variant.to_string(),
                level.id_fr(),
                times.decisions,
                mean,
                times.longest.as_secs_f64() * 1000.0,
                times.worst_share,
            );
            decisions += times.decisions;
            if times.worst_share > worst.0 {
                worst = (times.worst_share, format!("{variant} {level}"));
            }
            if times.worst_share > 1.5 {
                over.push(format!("{variant} {level}"));
            }
        }
    }
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average after: {}", load.trim());
    println!(
        "{decisions} decisions; the longest {:.2} times its budget ({}); above 1.5 times: {}",
        worst.0,
        worst.1,
        if over.is_empty() {
            "none".to_owned()
        } else {
            over.join(", ")
        }
    );
    if !over.is_empty() {
        std::process::exit(1);
    }
}
