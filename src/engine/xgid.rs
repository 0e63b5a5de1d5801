//! eXtreme Gammon's position id (XGID), read the way GNU Backgammon reads it.
//!
//! `XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10` is ten fields split by colons:
//!
//! 1. the checkers, 26 characters seen from the *bottom* player: the top player's bar, the
//!    bottom player's points 1 to 24, the bottom player's bar; `A`–`P` are 1 to 16 of the
//!    bottom player's checkers, `a`–`p` the top player's, `-` none;
//! 2. the cube as a power of two (`0` is 1, `1` is 2 …);
//! 3. who owns it: `1` the bottom player, `-1` the top one, `0` nobody;
//! 4. the side on turn: `1` bottom, `-1` top;
//! 5. the dice: `00` not yet rolled (double or roll), two digits once rolled, `D` the side on
//!    turn has doubled and its opponent must take or drop, `B`/`R` a beaver or raccoon;
//! 6. and 7. the bottom and top players' scores;
//! 8. in a match `1` for the Crawford game; in a money game the Jacoby rule (`1`) plus
//!    beavers (`2`);
//! 9. the match length, `0` for money;
//! 10. the highest cube, as a power of two (optional: some writers leave it out).
//!
//! The reading of `D` is gnubg's (`SetXGID`): the turn field names the doubler, its
//! opponent answers.

use super::{Decision, Field, MOVER, Request, RequestError, Stakes, position_for_mover};
use crate::ai::cube::{Cube, CubeOwner};
use crate::rules::{BAR, BySide, Dice, Points};

/// Whether `line` looks like an XGID (with or without its `XGID=`), to choose the reader.
#[must_use]
pub fn looks_like(line: &str) -> bool {
    let line = line.trim();
    line.get(..5)
        .is_some_and(|p| p.eq_ignore_ascii_case("xgid="))
        || line.split(':').next().is_some_and(|p| p.len() == 26)
}

/// Reads an XGID.
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
/// A [`RequestError`] naming the field at fault, or why the checkers are not a position.
pub fn parse(line: &str) -> Result<Request, RequestError> {
    let line = line.trim();
    let body = match line.get(..5) {
        Some(prefix) if prefix.eq_ignore_ascii_case("xgid=") => &line[5..],
        _ => line,
    };
    let fields: Vec<&str> = body.split(':').collect();
    if !(9..=10).contains(&fields.len()) {
        return Err(RequestError::FieldCount {
            expected: 10,
            found: fields.len(),
        });
    }
    let (bottom, top) = checkers(fields[0])?;
    let cube_power = number(fields[1], Field::Cube, 0..=12)?;
    let owner = signed(fields[2], Field::CubeOwner, true)?;
    let turn = signed(fields[3], Field::Turn, false)?;
    let score_bottom = number(fields[5], Field::Score, 0..=999)?;
    let score_top = number(fields[6], Field::Score, 0..=999)?;
    let rules = number(fields[7], Field::Rules, 0..=3)?;
    let length = number(fields[8], Field::MatchLength, 0..=999)?;
    let max_cube = match fields.get(9) {
        Some(f) => Some(1u32 << number(f, Field::MaxCube, 0..=12)?),
        None => None,
    };

    // The side on turn plays as MOVER; `bottom_moves` says which player that is.
    let bottom_moves = turn == 1;
    let (mine, theirs) = if bottom_moves {
        (bottom, top)
    } else {
        (top, bottom)
    };
    let position = position_for_mover(mine, theirs)?;
    let decision = match fields[4] {
        "00" | "0" => Decision::DoubleOrRoll,
        "D" | "d" => Decision::TakeOrDrop,
        "B" | "b" | "R" | "r" => return Err(RequestError::Beaver),
        d => Decision::Play(dice(d).ok_or_else(|| RequestError::field(Field::Dice, d))?),
    };
    let side_of = |player: i8| {
        if (player == 1) == bottom_moves {
            MOVER
        } else {
            !MOVER
        }
    };
    let cube = Cube {
        value: 1 << cube_power,
        owner: match owner {
            0 => CubeOwner::Centered,
            p => CubeOwner::Owned(side_of(p)),
        },
    };
    let stakes = if length == 0 {
        Stakes::Money {
            jacoby: rules & 1 == 1,
        }
    } else {
        if score_bottom >= length || score_top >= length {
            return Err(RequestError::field(Field::Score, fields[5]));
        }
        let mut score = BySide::new_with(|_| 0);
        score[side_of(1)] = score_bottom;
        score[side_of(-1)] = score_top;
        Stakes::Match {
            length,
            score,
            crawford: rules & 1 == 1,
        }
    };
    Ok(Request {
        position,
        decision,
        cube,
        max_cube,
        stakes,
    })
}

/// The 26 characters of checkers: the bottom and the top players' checkers, each by its
/// own point numbers.
fn checkers(field: &str) -> Result<(Points, Points), RequestError> {
    let bad = || RequestError::field(Field::Checkers, field);
    let chars: Vec<char> = field.chars().collect();
    if chars.len() != 26 {
        return Err(bad());
    }
    let mut bottom: Points = [0; 26];
    let mut top: Points = [0; 26];
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '-' => {}
            'A'..='P' if i != 0 => {
                // Index 25 is the bottom player's bar, its point 25 too.
                bottom[i] = c as u8 - b'A' + 1;
            }
            'a'..='p' if i != 25 => {
                // The top player's own number for the bottom player's point i; index 0,
                // its bar, becomes 25.
                top[if i == 0 { BAR } else { 25 - i }] = c as u8 - b'a' + 1;
            }
            _ => return Err(bad()),
        }
    }
    Ok((bottom, top))
}

/// A number in `range`, or the field's error.
fn number(
    field: &str,
    name: Field,
    range: std::ops::RangeInclusive<u32>,
) -> Result<u32, RequestError> {
    field
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| RequestError::field(name, field))
}

/// `1` or `-1`, and `0` where `zero` allows it.
fn signed(field: &str, name: Field, zero: bool) -> Result<i8, RequestError> {
    match field.trim() {
        "1" | "+1" => Ok(1),
        "-1" => Ok(-1),
        "0" if zero => Ok(0),
        _ => Err(RequestError::field(name, field)),
    }
}

/// Two digits from 1 to 6.
fn dice(field: &str) -> Option<Dice> {
    let mut digits = field.chars().map(|c| c.to_digit(10));
    match (digits.next(), digits.next(), digits.next()) {
        (Some(Some(a)), Some(Some(b)), None) => Dice::from_values(a as u8, b as u8),
        _ => None,
    }
}
