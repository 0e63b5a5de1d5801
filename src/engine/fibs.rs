//! FIBS `board:` lines as engine requests: [`crate::notation::fibs`] reads the line the way
//! GNU Backgammon's external player reads it, and this module turns its value into a
//! [`Request`].

pub use crate::notation::fibs::{Writer, looks_like};

use super::{Decision, Field, Request, RequestError, Stakes};
use crate::ai::cube::{Cube, CubeOwner};
use crate::notation::fibs::{self, Board, FibsError, Roll};

/// Reads a FIBS `board:` line as a request.
///
/// ```
/// use tablier::engine::{Decision, fibs};
/// use tablier::rules::Dice;
///
/// // As gnubg writes it: a 7-point match, "you" (X) on roll with 51 at the start.
/// let start = "board:root:gnubg:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:\
///              2:0:1:5:1:5:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
/// let r = fibs::parse(start).unwrap();
/// assert_eq!(r.decision, Decision::Play(Dice::from_values(5, 1).unwrap()));
/// assert_eq!(r.position.pips(r.position.turn()), 167);
/// ```
///
/// # Errors
/// A [`RequestError`] naming the field at fault, or why the checkers are not a position.
pub fn parse(line: &str) -> Result<Request, RequestError> {
    parse_with(line, Writer::Fibs)
}

/// Reads a FIBS `board:` line as `writer` writes it, as a request.
///
/// # Errors
/// A [`RequestError`] naming the field at fault, or why the checkers are not a position.
pub fn parse_with(line: &str, writer: Writer) -> Result<Request, RequestError> {
    Ok(Request::from(fibs::parse_with(line, writer)?))
}

impl From<FibsError> for RequestError {
    fn from(error: FibsError) -> RequestError {
        match error {
            FibsError::FieldCount { expected, found } => {
                RequestError::FieldCount { expected, found }
            }
            FibsError::Field { field, value } => RequestError::field(
                match field {
                    fibs::Field::MatchLength => Field::MatchLength,
                    fibs::Field::Score => Field::Score,
                    fibs::Field::Board => Field::Board,
                    fibs::Field::Turn => Field::Turn,
                    fibs::Field::Dice => Field::Dice,
                    fibs::Field::Cube => Field::Cube,
                    fibs::Field::MayDouble => Field::MayDouble,
                    fibs::Field::WasDoubled => Field::WasDoubled,
                    fibs::Field::Colour => Field::Colour,
                    fibs::Field::Direction => Field::Direction,
                    fibs::Field::Crawford => Field::Crawford,
                },
                &value,
            ),
            FibsError::Position(e) => RequestError::Position(e),
            FibsError::GameOver => RequestError::GameOver,
        }
    }
}

impl From<Board> for Request {
    /// The decision of the board's side on turn, which stays the request's side on roll; a
    /// board sets no highest cube, and money play has no Jacoby rule.
    fn from(board: Board) -> Request {
        Request {
            position: board.position,
            decision: match board.roll {
                Roll::NotRolled => Decision::DoubleOrRoll,
                Roll::Doubled => Decision::TakeOrDrop,
                Roll::Rolled(dice) => Decision::Play(dice),
            },
            cube: Cube {
                value: board.cube,
                owner: board
                    .cube_owner
                    .map_or(CubeOwner::Centered, CubeOwner::Owned),
            },
            max_cube: None,
            stakes: if board.length == 0 {
                Stakes::Money { jacoby: false }
            } else {
                Stakes::Match {
                    length: board.length,
                    score: board.score,
                    crawford: board.crawford,
                }
            },
        }
    }
}
