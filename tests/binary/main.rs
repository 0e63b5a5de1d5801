//! tablier from the outside: the real binary run as a player, a script or another program
//! would run it (`legal`, `moteur`, `duel`, the game on piped lines, its files, its speech),
//! through the one runner of `common`.

#[path = "../common/mod.rs"]
mod common;

mod cli_legal;
mod debian_package;
mod duel_cli;
// It runs the training tool, built only with its feature (`--features entrainer`).
#[cfg(feature = "entrainer")]
mod gnubg_cube;
mod jacquet_match;
mod man_pages;
mod match_files;
mod moteur;
mod online_client;
mod online_server;
mod repl_garbage;
// It runs the training tool too.
#[cfg(feature = "entrainer")]
mod sampling_against_gnubg;
mod screen_reader;
mod settings_file;
mod shipped_lessons;
mod speech_daemon;
mod speech_stopped_daemon;
mod transcript_file;
mod transcripts;
