//! Notations: each reads and writes one textual form of positions or plays.
