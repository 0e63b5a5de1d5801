//! tablier: backgammon and Jacquet for blind and low-vision players.
//!
//! Layers, each depending only on those above it: [`rules`] (the engine, no text),
//! [`notation`] (reading and writing positions and plays), then the text, speech and
//! command-line layers.

pub mod ai;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod notation;
pub mod repl;
pub mod rules;
pub mod save;
pub mod session;
pub mod speech;
