//! The CPU time of one legal-play generator over the gnubg fixture, for a machine too busy
//! for wall-clock benchmarks: the time the thread actually ran (Linux's schedstat), not the
//! time it waited for a core.
//!
//! `cargo run --release --example movegen_cpu -- [plays|positions|general|bkgm] [rounds]`
//! (`general`: the general generator that serves most games of the family) prints the
//! CPU nanoseconds per round (all 2,993 cases) and the plays per CPU second; run under
//! `valgrind --tool=callgrind` with few rounds it also gives instruction counts.

use std::hint::black_box;
use std::time::Instant;

#[path = "../benches/common/fixture.rs"]
mod fixture;

/// The nanoseconds this thread has run on a core, where Linux tells; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
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

    let mut play_buf = Vec::new();
    let mut pos_buf = Vec::new();
    let mut round = || -> usize {
        let mut total = 0;
        for c in black_box(&cases) {
            total += match which.as_str() {
                "plays" => {
                    c.ours.legal_plays_into(c.dice, &mut play_buf);
                    play_buf.len()
                }
                "general" => c.ours.legal_plays_general(c.dice).len(),
                "bkgm" => {
                    bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(c.theirs, &c.theirs_dice)
                        .len()
                }
                _ => {
                    c.ours.positions_after_into(c.dice, &mut pos_buf);
                    pos_buf.len()
                }
            };
        }
        total
    };
    round();
    let (cpu0, wall0) = (cpu_ns(), Instant::now());
    for _ in 0..rounds {
        black_box(round());
    }
    let wall = wall0.elapsed().as_nanos() as f64;
    let cpu = cpu_ns().zip(cpu0).map_or(wall, |(b, a)| (b - a) as f64);
    let per_round = cpu / f64::from(rounds);
    println!(
        "{which}: {per_round:.0} CPU ns per round, {:.2} M plays per CPU second (wall {:.0} ns per round)",
        plays as f64 / per_round * 1e3,
        wall / f64::from(rounds)
    );
}
