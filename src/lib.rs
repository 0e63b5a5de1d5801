//! tablier: backgammon, Jacquet and the other games of the family, for blind and low-vision
//! players.
//!
//! Layers, each using only those before it (`tests/library/layers.rs` fails otherwise):
//! [`rules`] (the engine, no text) → [`notation`] (reading and writing positions and plays)
//! → [`i18n`] (every word, from Fluent) → [`ai`] and [`speech`] (the computer's judgement;
//! the voice) → [`engine`] (UBGI, for other programs) → [`session`] (the game, the match and
//! the coaching, as plain events, no I/O) → [`presentation`] (events in words, for each
//! reader in their own language) → [`save`] (files) → [`net`] (the online protocol's words)
//! → [`repl`] (the terminal) → [`online`] (the client of a tablier server) → [`cli`] (the
//! command line).

pub mod ai;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod net;
pub mod notation;
pub mod online;
pub mod presentation;
pub mod repl;
pub mod rules;
pub mod save;
pub mod server;
pub mod session;
pub mod speech;

/// `size`, the default size of a slow seeded test (seeds, turns, games), times
/// `TABLIER_TEST_SCALE` where it is set: the test command keeps such tests quick, and a long
/// hunt runs them bigger (`TABLIER_TEST_SCALE=20 cargo test --release`). The integration
/// tests read the same variable (`tests/common`).
#[cfg(test)]
pub(crate) fn test_size(size: usize) -> usize {
    std::env::var("TABLIER_TEST_SCALE")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .map_or(size, |scale| size.saturating_mul(scale.max(1)))
}
