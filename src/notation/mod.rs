//! Notations: each reads and writes one textual form of positions or plays.
pub mod gnubg_play;
pub mod match_id;
pub mod play_input;
pub mod position_id;
pub mod position_text;
pub mod tactile;
