//! Notations: each reads and writes one textual form of positions or plays.
pub mod fibs;
pub mod gnubg_play;
pub mod match_id;
pub mod play_input;
pub mod position_id;
pub mod position_text;
pub mod tactile;
pub mod xgid;

use crate::rules::{BAR, BySide, OFF, Points, Position, PositionError, Setup, Side, Variant};

/// Builds the backgammon position of a line that gives each side's checkers seen from the
/// side on turn: `mine` and `theirs` by their owners' own point numbers (bar at 25); what is
/// not on the board is borne off. The side on turn plays Green.
pub(crate) fn position_for_mover(
    mut mine: Points,
    mut theirs: Points,
) -> Result<Position, PositionError> {
    for points in [&mut mine, &mut theirs] {
        let on_board: u32 = points[1..=BAR].iter().map(|&n| u32::from(n)).sum();
        // More than 15 on the board leaves none off, and `from_setup` refuses the count.
        points[OFF] = u8::try_from(15 - on_board.min(15)).unwrap_or(0);
    }
    let setup = Setup {
        checkers: BySide {
            green: mine,
            black: theirs,
        },
        ..Setup::empty(Variant::Backgammon, Side::Green)
    };
    Position::from_setup(setup)
}
