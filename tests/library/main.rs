//! The library through its public API: the rules' invariants and perft counts, gnubg's
//! legal plays and files, Jacquet, whole matches played through sessions, the locales, the
//! manifest, the line lengths, and bad input of every kind.

#[path = "../common/mod.rs"]
mod common;

mod fuzz;
mod gnubg_exchange;
mod gnubg_fixture;
mod jacquet_rules;
mod layers;
mod line_lengths;
mod locales;
mod manifest;
mod match_play;
mod perft;
mod rules_properties;
mod save_properties;
