//! Solves the bear-off database once, at build time, and writes it where the program embeds
//! it (`$OUT_DIR/bearoff.bin`, read by `src/ai/bearoff.rs`): the first bear-off decision of a
//! process then costs no more than any other (issue 33, item 4).
//!
//! The solver is the library's own (`src/ai/bearoff/solve.rs`, with the boards' numbering of
//! `src/ai/bearoff/board.rs`), compiled here too: one solver, and the library's tests check
//! that the numbers embedded are the numbers it finds, bit for bit.

use std::path::PathBuf;

#[path = "src/ai/bearoff/board.rs"]
mod board;
#[path = "src/ai/bearoff/solve.rs"]
mod solve;

use board::MAX_ROLLS;

/// The part of `dist` that is not zero, as `(first entry, entries)`: outside it every entry is
/// `0.0`, bit for bit.
fn window(dist: &[f32; MAX_ROLLS]) -> (usize, usize) {
    let lo = dist.iter().position(|x| x.to_bits() != 0).unwrap_or(0);
    let hi = dist
        .iter()
        .rposition(|x| x.to_bits() != 0)
        .map_or(lo, |t| t + 1);
    (lo, hi - lo)
}

/// The database in the layout `Database` reads (see its documentation in
/// `src/ai/bearoff.rs`): a table of each board's record, then the records, board by index.
fn encode(solved: &solve::Solved) -> Vec<u8> {
    let table = board::POSITIONS * 4;
    let mut offsets = Vec::with_capacity(table);
    let mut records = Vec::new();
    for i in 0..board::POSITIONS {
        let at = u32::try_from(table + records.len()).expect("a database under 4 GiB");
        offsets.extend_from_slice(&at.to_le_bytes());
        let (all, first) = (&solved.all[i], &solved.first[i]);
        let (all_lo, all_len) = window(all);
        let (first_lo, first_len) = window(first);
        for n in [all_lo, all_len, first_lo, first_len] {
            records.push(u8::try_from(n).expect("a window of at most 32 rolls"));
        }
        let values = [solved.mean_all[i], solved.mean_first[i]]
            .into_iter()
            .chain(all[all_lo..all_lo + all_len].iter().copied())
            .chain(first[first_lo..first_lo + first_len].iter().copied());
        for x in values {
            records.extend_from_slice(&x.to_bits().to_le_bytes());
        }
    }
    offsets.extend_from_slice(&records);
    offsets
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/ai/bearoff/board.rs");
    println!("cargo::rerun-if-changed=src/ai/bearoff/solve.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let bytes = encode(&solve::solve());
    std::fs::write(out.join("bearoff.bin"), bytes).expect("the bear-off database written");
}
