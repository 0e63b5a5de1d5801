//! The CPU time of one legal-play generator over the gnubg fixture, for a machine too busy
//! for wall-clock benchmarks: the time the thread actually ran (Linux's schedstat), not the
//! time it waited for a core.
//!
//! `cargo run --release --example movegen_cpu -- [plays|positions|bkgm] [rounds]` prints the
//! CPU nanoseconds per round (all 2,993 cases) and the plays per CPU second; run under
//! `valgrind --tool=callgrind` with few rounds it also gives instruction counts.

use std::hint::black_box;
use std::time::Instant;

use tablier::notation::position_id;
use tablier::rules::{Dice, Position, Side};

const FIXTURE: &str = include_str!("../tests/data/gnubg-legal-plays.tsv");

/// The nanoseconds this thread has run on a core, where Linux tells; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "positions".to_owned());
    let rounds: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let cases: Vec<(Position, Dice, bkgm::Position<15>, bkgm::Dice)> = FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut cols = line.split('\t');
            let id = cols.next().unwrap_or_default();
            let roll = cols.next().unwrap_or_default().as_bytes();
            let (a, b) = (roll[0] - b'0', roll[1] - b'0');
            (
                position_id::decode(id, Side::Green).expect("fixture decodes"),
                Dice::from_values(a, b).expect("fixture dice"),
                bkgm::codecs::gnuid::decode_position::<15>(id).expect("bkgm decodes"),
                bkgm::Dice::new(usize::from(a), usize::from(b)),
            )
        })
        .collect();
    let plays: usize = cases.iter().map(|c| c.0.positions_after(c.1).len()).sum();

    let mut play_buf = Vec::new();
    let mut pos_buf = Vec::new();
    let mut round = || -> usize {
        let mut total = 0;
        for (ours, dice, theirs, theirs_dice) in black_box(&cases) {
            total += match which.as_str() {
                "plays" => {
                    ours.legal_plays_into(*dice, &mut play_buf);
                    play_buf.len()
                }
                "bkgm" => {
                    bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(*theirs, theirs_dice).len()
                }
                _ => {
                    ours.positions_after_into(*dice, &mut pos_buf);
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
