//! XGID lines as engine requests: [`crate::notation::xgid`] reads and writes the line, and
//! this module turns its value into a [`Request`] and back.
//!
//! A request is written with its side on roll at the bottom. A pending beaver or raccoon
//! (`B`, `R`) is refused ([`RequestError::Beaver`]), in a money game as in a match (where
//! the notation refuses it); a request carries no beaver rule, so none is written.

pub use crate::notation::xgid::looks_like;

use super::{Decision, Field, Request, RequestError, Stakes};
use crate::ai::cube::{Cube, CubeOwner};
use crate::notation::xgid::{self, Roll, Xgid, XgidError};
use crate::rules::BySide;

/// Reads an XGID as a request.
///
/// ```
/// use tablier::engine::{Decision, xgid};
/// use tablier::rules::Dice;
///
/// let r = xgid::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10").unwrap();
/// assert_eq!(r.decision, Decision::Play(Dice::from_values(5, 2).unwrap()));
/// assert_eq!(r.position.pips(r.position.turn()), 167);
/// ```
///
/// # Errors
/// A [`RequestError`] naming the field at fault, or why the checkers are not a position,
/// or a pending beaver.
pub fn parse(line: &str) -> Result<Request, RequestError> {
    Request::try_from(xgid::parse(line)?)
}

/// Writes `request` as an XGID, `XGID=` first: the side on roll (the one that rolled, may
/// double, or has doubled) at the bottom and on turn, so that [`parse`] reads the same
/// request back.
///
/// A request without a highest cube is written with `10` (1024, eXtreme Gammon's usual
/// value): GNU Backgammon refuses an XGID of nine fields. A money game's rules field holds
/// the Jacoby rule only, never beavers, which a [`Request`] does not carry.
///
/// ```
/// use tablier::engine::xgid;
///
/// let line = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:3:0:7:10";
/// assert_eq!(xgid::write(&xgid::parse(line).unwrap()), line);
/// ```
#[must_use]
pub fn write(request: &Request) -> String {
    xgid::write(&Xgid::from(request))
}

impl From<XgidError> for RequestError {
    fn from(error: XgidError) -> RequestError {
        match error {
            XgidError::FieldCount { expected, found } => {
                RequestError::FieldCount { expected, found }
            }
            XgidError::Field { field, value } => RequestError::field(
                match field {
                    xgid::Field::Checkers => Field::Checkers,
                    xgid::Field::Cube => Field::Cube,
                    xgid::Field::CubeOwner => Field::CubeOwner,
                    xgid::Field::Turn => Field::Turn,
                    xgid::Field::Dice => Field::Dice,
                    xgid::Field::Score => Field::Score,
                    xgid::Field::Rules => Field::Rules,
                    xgid::Field::MatchLength => Field::MatchLength,
                    xgid::Field::MaxCube => Field::MaxCube,
                },
                &value,
            ),
            XgidError::Position(e) => RequestError::Position(e),
            XgidError::GameOver => RequestError::GameOver,
            XgidError::BeaverInMatch => RequestError::Beaver,
        }
    }
}

impl TryFrom<Xgid> for Request {
    type Error = RequestError;

    /// The decision of the XGID's side on turn, which stays the request's side on roll.
    ///
    /// # Errors
    /// [`RequestError::Beaver`] for a pending beaver or raccoon.
    fn try_from(xgid: Xgid) -> Result<Request, RequestError> {
        let decision = match xgid.roll {
            Roll::NotRolled => Decision::DoubleOrRoll,
            Roll::Doubled => Decision::TakeOrDrop,
            Roll::Rolled(dice) => Decision::Play(dice),
            Roll::Beavered | Roll::Raccooned => return Err(RequestError::Beaver),
        };
        let stakes = if xgid.length == 0 {
            Stakes::Money {
                jacoby: xgid.jacoby,
            }
        } else {
            Stakes::Match {
                length: xgid.length,
                score: xgid.score,
                crawford: xgid.crawford,
            }
        };
        Ok(Request {
            position: xgid.position,
            decision,
            cube: Cube {
                value: xgid.cube,
                owner: xgid
                    .cube_owner
                    .map_or(CubeOwner::Centered, CubeOwner::Owned),
            },
            max_cube: xgid.max_cube,
            stakes,
        })
    }
}

impl From<&Request> for Xgid {
    /// The request with its side on roll at the bottom; a money game's scores are 0, and it
    /// allows no beavers.
    fn from(request: &Request) -> Xgid {
        let (score, length, crawford, jacoby) = match request.stakes {
            Stakes::Money { jacoby } => (BySide::new_with(|_| 0), 0, false, jacoby),
            Stakes::Match {
                length,
                score,
                crawford,
            } => (score, length, crawford, false),
        };
        Xgid {
            position: request.position,
            bottom: request.position.turn(),
            roll: match request.decision {
                Decision::DoubleOrRoll => Roll::NotRolled,
                Decision::TakeOrDrop => Roll::Doubled,
                Decision::Play(dice) => Roll::Rolled(dice),
            },
            cube: request.cube.value,
            cube_owner: match request.cube.owner {
                CubeOwner::Centered => None,
                CubeOwner::Owned(side) => Some(side),
            },
            score,
            length,
            crawford,
            jacoby,
            beavers: false,
            max_cube: request.max_cube,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MOVER;
    use crate::rules::{Dice, Side};
    use proptest::prelude::*;

    use crate::notation::xgid::tests::random_position;

    fn stakes() -> impl Strategy<Value = Stakes> {
        prop_oneof![
            any::<bool>().prop_map(|jacoby| Stakes::Money { jacoby }),
            (1u32..26, any::<u32>(), any::<u32>(), any::<bool>()).prop_map(
                |(length, a, b, crawford)| {
                    let mut score = BySide::new_with(|_| 0);
                    score[MOVER] = a % length;
                    score[!MOVER] = b % length;
                    Stakes::Match {
                        length,
                        score,
                        crawford,
                    }
                }
            ),
        ]
    }

    fn decision() -> impl Strategy<Value = Decision> {
        prop_oneof![
            Just(Decision::DoubleOrRoll),
            Just(Decision::TakeOrDrop),
            (1u8..=6, 1u8..=6).prop_map(|(a, b)| Decision::Play(Dice::from_values(a, b).unwrap())),
        ]
    }

    fn cube() -> impl Strategy<Value = Cube> {
        (0u32..=12, 0u8..3).prop_map(|(power, owner)| Cube {
            value: 1 << power,
            owner: match owner {
                0 => CubeOwner::Centered,
                1 => CubeOwner::Owned(MOVER),
                _ => CubeOwner::Owned(!MOVER),
            },
        })
    }

    proptest! {
        #[test]
        fn every_request_is_read_back_as_written(
            seed in any::<u64>(),
            stakes in stakes(),
            decision in decision(),
            cube in cube(),
            max_power in 0u32..=12,
        ) {
            let request = Request {
                position: random_position(seed),
                decision,
                cube,
                max_cube: Some(1 << max_power),
                stakes,
            };
            let line = write(&request);
            prop_assert_eq!(parse(&line), Ok(request), "{}", line);
        }
    }

    fn opening_at(stakes: Stakes, cube: Cube) -> Request {
        let mut request = parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10").unwrap();
        request.stakes = stakes;
        request.cube = cube;
        request
    }

    #[test]
    fn the_side_on_roll_is_written_at_the_bottom_with_its_own_score_and_cube() {
        let mut score = BySide::new_with(|_| 0);
        score[MOVER] = 2;
        score[!MOVER] = 3;
        let stakes = Stakes::Match {
            length: 7,
            score,
            crawford: false,
        };
        let cube = Cube {
            value: 2,
            owner: CubeOwner::Owned(MOVER),
        };
        assert_eq!(
            write(&opening_at(stakes, cube)),
            "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:3:0:7:10"
        );
        let theirs = Cube {
            value: 4,
            owner: CubeOwner::Owned(!MOVER),
        };
        assert_eq!(
            write(&opening_at(Stakes::Money { jacoby: true }, theirs)),
            "XGID=-b----E-C---eE---c-e----B-:2:-1:1:00:0:0:1:0:10"
        );
    }

    #[test]
    fn a_position_with_black_on_roll_is_written_from_black_s_side() {
        // The same checkers with the other colour on roll read the same from the bottom.
        let green = random_position(7);
        let mut setup = green.to_setup();
        setup.checkers = BySide {
            green: *green.checkers(Side::Black),
            black: *green.checkers(Side::Green),
        };
        setup.turn = Side::Black;
        let black = crate::rules::Position::from_setup(setup).unwrap();
        let at = |position| Request {
            position,
            decision: Decision::DoubleOrRoll,
            cube: Cube::default(),
            max_cube: None,
            stakes: Stakes::Money { jacoby: false },
        };
        assert_eq!(write(&at(black)), write(&at(green)));
    }

    #[test]
    fn a_request_without_a_highest_cube_is_written_with_the_usual_1024() {
        let mut request = opening_at(Stakes::Money { jacoby: false }, Cube::default());
        request.max_cube = None;
        let line = write(&request);
        assert!(line.ends_with(":0:0:0:0:10"), "{line}");
        assert_eq!(parse(&line).unwrap().max_cube, Some(1024));
    }
}
