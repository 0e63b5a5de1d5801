//! The CPU time of the legal-play generators over the gnubg fixture, for a machine too busy
//! for wall-clock benchmarks: the time the thread actually ran (Linux's schedstat), not the
//! time it waited for a core.
//!
//! `cargo run --release --example movegen_cpu -- [plays|positions|general|bkgm|paired] [rounds]`
//! (`general`: the general generator that serves most games of the family) prints the
//! CPU nanoseconds per round (all 2,993 cases) and the plays per CPU second. `paired` times
//! `plays`, `positions` and `bkgm` in turn, round after round, in one process, so that the
//! machine's load falls on all three alike, and prints how many times faster than `bkgm`
//! each of tablier's is. Run under `valgrind --tool=callgrind` with few rounds it also gives
//! instruction counts.
//!
//! `paired 2000` on the development machine, two cores shared with a load of 3 to 10: the
//! plays with their moves 1.51× to 1.57× as fast as `bkgm`, the positions alone 1.60× to
//! 1.71× (1.15× to 1.29× and 1.37× to 1.45× before the search made its moves on the entry
//! it copies, issue 33).

use std::hint::black_box;
use std::time::Instant;

#[path = "../benches/common/fixture.rs"]
mod fixture;

use fixture::Case;
use tablier::rules::{LegalPlay, Position};

/// The nanoseconds this thread has run on a core, where Linux tells; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// One generator with its reused buffers.
struct Generator {
    which: String,
    plays: Vec<LegalPlay>,
    positions: Vec<Position>,
}

impl Generator {
    fn new(which: &str) -> Generator {
        Generator {
            which: which.to_owned(),
            plays: Vec::new(),
            positions: Vec::new(),
        }
    }

    /// One round: every case once; the number of plays found.
    fn round(&mut self, cases: &[Case]) -> usize {
        let mut total = 0;
        for c in black_box(cases) {
            total += match self.which.as_str() {
                "plays" => {
                    c.ours.legal_plays_into(c.dice, &mut self.plays);
                    self.plays.len()
                }
                "general" => c.ours.legal_plays_general(c.dice).len(),
                "bkgm" => {
                    bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(c.theirs, &c.theirs_dice)
                        .len()
                }
                _ => {
                    c.ours.positions_after_into(c.dice, &mut self.positions);
                    self.positions.len()
                }
            };
        }
        total
    }
}

/// The CPU and wall nanoseconds of one round of `generator`.
fn timed(generator: &mut Generator, cases: &[Case]) -> (f64, f64) {
    let (cpu0, wall0) = (cpu_ns(), Instant::now());
    black_box(generator.round(cases));
    let wall = wall0.elapsed().as_nanos() as f64;
    let cpu = cpu_ns().zip(cpu0).map_or(wall, |(b, a)| (b - a) as f64);
    (cpu, wall)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "positions".to_owned());
    let rounds: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let cases = fixture::cases();
    let plays: usize = cases
        .iter()
        .map(|c| c.ours.positions_after(c.dice).len())
        .sum();
    let names: Vec<&str> = if which == "paired" {
        vec!["plays", "positions", "bkgm"]
    } else {
        vec![which.as_str()]
    };
    let mut generators: Vec<Generator> = names.iter().map(|n| Generator::new(n)).collect();
    let mut totals = vec![(0.0, 0.0); generators.len()];
    for g in &mut generators {
        g.round(&cases);
    }
    for _ in 0..rounds {
        for (g, total) in generators.iter_mut().zip(&mut totals) {
            let (cpu, wall) = timed(g, &cases);
            total.0 += cpu;
            total.1 += wall;
        }
    }
    let per_round: Vec<f64> = totals
        .iter()
        .map(|(cpu, _)| cpu / f64::from(rounds))
        .collect();
    for ((name, cpu), (_, wall)) in names.iter().zip(&per_round).zip(&totals) {
        println!(
            "{name}: {cpu:.0} CPU ns per round, {:.2} M plays per CPU second (wall {:.0} ns per round)",
            plays as f64 / cpu * 1e3,
            wall / f64::from(rounds)
        );
    }
    if let [plays, positions, bkgm] = per_round[..] {
        println!(
            "against bkgm: plays {:.2}× as fast, positions {:.2}× as fast",
            bkgm / plays,
            bkgm / positions
        );
    }
}
