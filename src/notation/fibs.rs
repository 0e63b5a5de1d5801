//! The FIBS `board:` line (the "rawboard" of the First Internet Backgammon Server's client
//! protocol), read the way GNU Backgammon's external player reads it.
//!
//! The line is 53 fields split by colons, every one seen by "you", the player the server
//! talks to, who need not be the side on turn:
//!
//! | fields | meaning |
//! |---|---|
//! | 0 | `board` |
//! | 1, 2 | your name, your opponent's |
//! | 3 | match length (`9999`: an unlimited match, read as money play) |
//! | 4, 5 | your score, your opponent's |
//! | 6–31 | the board, indices 0 to 25: checkers of colour `O` positive, of `X` negative; 0 and 25 are the bars |
//! | 32 | turn: the colour on turn (`1` O, `-1` X, `0` the game is over) |
//! | 33–36 | your two dice, your opponent's two (`0 0` before the roll) |
//! | 37 | the cube |
//! | 38, 39 | whether you may double, whether your opponent may |
//! | 40 | whether a double was just offered |
//! | 41 | your colour (`1` O, `-1` X) |
//! | 42 | your direction (`-1` from 24 down to 1, `1` from 1 up to 24) |
//! | 43, 44 | your home and your bar (0 or 25) |
//! | 45–48 | checkers borne off and on the bar, yours then your opponent's |
//! | 49–52 | can move, forced move, no-Crawford flag, post-Crawford flag (FIBS's "did Crawford" and "redoubles") |
//!
//! The reading is GNU Backgammon's (`ProcessFIBSBoardInfo`), so that a line means to
//! tablier what it means to gnubg:
//!
//! - the side on turn owns the checkers of the turn's sign; its own point `p` is board index
//!   `p` when it moves downwards and `25 − p` when it moves upwards, and its bar is the end
//!   its checkers enter from;
//! - a double is on offer when field 40 says so, or when neither side may double (FIBS
//!   clears both flags after a double); the turn stays with the doubler, the value's side
//!   on turn, and its opponent must answer (GNU Backgammon's external player writes the
//!   scores its own way: see [`Writer::GnubgExternal`]);
//! - the cube belongs to the only side allowed to double, and is in the middle otherwise;
//! - the last two fields are "no Crawford rule" and "post-Crawford" flags: in a match with
//!   one side 1-away and both clear, this is the Crawford game;
//! - the dice are those of the side on turn, or the other pair when only that is filled.
//!
//! [`parse`] reads the line into a [`Board`], a plain value in the rules' terms: the
//! position with the side on turn as Green, its roll, the cube and the score.

use crate::rules::{BAR, BySide, Dice, Points, Position, PositionError, Side};

/// Who wrote the line: the scores' meaning differs between writers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Writer {
    /// FIBS's definition: the scores are yours, then your opponent's, "you" being the side
    /// of your colour on the board.
    #[default]
    Fibs,
    /// As GNU Backgammon 1.07's external player writes its lines: the scores are player
    /// 0's then player 1's, while the board's positive checkers are player 1's; with a
    /// double on offer, "you" is player 1 throughout, as FIBS has it.
    GnubgExternal,
}

/// What the side on turn has before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Roll {
    /// No dice yet: it may double or roll.
    NotRolled,
    /// It has rolled these dice.
    Rolled(Dice),
    /// It has doubled, and its opponent must take or drop.
    Doubled,
}

/// A board line, read as GNU Backgammon reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The checkers, the side on turn to move and playing Green (the doubler, while its
    /// double waits for an answer).
    pub position: Position,
    /// What the side on turn has before it.
    pub roll: Roll,
    /// The cube's value: 1, 2, 4 … 4096.
    pub cube: u32,
    /// Who owns the cube, `None` in the middle.
    pub cube_owner: Option<Side>,
    /// Each side's score.
    pub score: BySide<u32>,
    /// The match length, 0 for money play (FIBS's 0, or its unlimited match).
    pub length: u32,
    /// In a match, whether this is the Crawford game.
    pub crawford: bool,
}

/// The fields of a board line, for saying which one is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    MatchLength,
    Score,
    Board,
    Turn,
    Dice,
    Cube,
    MayDouble,
    WasDoubled,
    Colour,
    Direction,
    Crawford,
}

/// Why a line is not a board GNU Backgammon reads: which field, or why its checkers are not
/// a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FibsError {
    /// The line has not its 53 fields.
    #[error("expected {expected} fields, found {found}")]
    FieldCount { expected: usize, found: usize },
    /// One field is not what the format allows: the field and its text.
    #[error("bad field {field:?}: {value}")]
    Field { field: Field, value: String },
    /// The checkers do not make a backgammon position.
    #[error("not a position: {0}")]
    Position(#[from] PositionError),
    /// The game is over (nobody on turn, or the checkers show a finished game).
    #[error("the game is over")]
    GameOver,
}

impl FibsError {
    fn field(field: Field, value: &str) -> FibsError {
        FibsError::Field {
            field,
            value: value.to_owned(),
        }
    }
}

/// The number of colon-separated fields of a `board:` line.
const FIELDS: usize = 53;

/// FIBS's match length for a game without a length.
const UNLIMITED: u32 = 9999;

/// Whether `line` looks like a FIBS board, to choose the reader.
#[must_use]
pub fn looks_like(line: &str) -> bool {
    line.trim_start()
        .get(..6)
        .is_some_and(|p| p.eq_ignore_ascii_case("board:"))
}

/// Reads a FIBS `board:` line.
///
/// ```
/// use tablier::notation::fibs::{self, Roll};
/// use tablier::rules::Dice;
///
/// // As gnubg writes it: a 7-point match, "you" (X) on roll with 51 at the start.
/// let start = "board:root:gnubg:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:\
///              2:0:1:5:1:5:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
/// let b = fibs::parse(start).unwrap();
/// assert_eq!(b.roll, Roll::Rolled(Dice::from_values(5, 1).unwrap()));
/// assert_eq!(b.position.pips(b.position.turn()), 167);
/// assert_eq!((b.length, b.crawford), (7, false));
/// ```
///
/// # Errors
/// A [`FibsError`] naming the field at fault, or why the checkers are not a position.
pub fn parse(line: &str) -> Result<Board, FibsError> {
    parse_with(line, Writer::Fibs)
}

/// Reads a FIBS `board:` line as `writer` writes it.
///
/// # Errors
/// A [`FibsError`] naming the field at fault, or why the checkers are not a position.
pub fn parse_with(line: &str, writer: Writer) -> Result<Board, FibsError> {
    let fields: Vec<&str> = line.trim().split(':').map(str::trim).collect();
    if fields.len() != FIELDS {
        return Err(FibsError::FieldCount {
            expected: FIELDS,
            found: fields.len(),
        });
    }
    let int = |i: usize, name: Field, range: std::ops::RangeInclusive<i32>| {
        fields[i]
            .parse::<i32>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| FibsError::field(name, fields[i]))
    };
    let length = int(3, Field::MatchLength, 0..=i32::MAX)?.unsigned_abs();
    let mut score_you = int(4, Field::Score, 0..=i32::MAX)?.unsigned_abs();
    let mut score_opp = int(5, Field::Score, 0..=i32::MAX)?.unsigned_abs();
    let mut board = [0i32; 26];
    for (i, cell) in board.iter_mut().enumerate() {
        *cell = int(6 + i, Field::Board, -15..=15)?;
    }
    let turn = int(32, Field::Turn, -1..=1)?;
    let cube_value = int(37, Field::Cube, 1..=4096)?.unsigned_abs();
    if !cube_value.is_power_of_two() {
        return Err(FibsError::field(Field::Cube, fields[37]));
    }
    let may_you = int(38, Field::MayDouble, 0..=1)? == 1;
    let may_opp = int(39, Field::MayDouble, 0..=1)? == 1;
    // gnubg writes -1 or 1 here, FIBS 1: any non-zero value is a double on offer.
    let was_doubled = int(40, Field::WasDoubled, -1..=1)? != 0;
    let colour = nonzero(int(41, Field::Colour, -1..=1)?, Field::Colour, fields[41])?;
    let direction = nonzero(
        int(42, Field::Direction, -1..=1)?,
        Field::Direction,
        fields[42],
    )?;
    let crawford_flags = [
        int(51, Field::Crawford, 0..=3)?,
        int(52, Field::Crawford, 0..=3)?,
    ];
    if writer == Writer::GnubgExternal && !was_doubled {
        std::mem::swap(&mut score_you, &mut score_opp);
    }
    if turn == 0 {
        return Err(FibsError::GameOver);
    }

    // The side on turn owns the checkers of the turn's sign and moves in its own direction.
    let you_on_turn = turn == colour;
    let on_turn_direction = if you_on_turn { direction } else { -direction };
    let index = |own_point: usize| {
        if on_turn_direction < 0 {
            own_point
        } else {
            25 - own_point
        }
    };
    let count = |n: i32| u8::try_from(n.unsigned_abs()).unwrap_or(u8::MAX);
    let mut on_turn: Points = [0; 26];
    let mut other: Points = [0; 26];
    for point in 1..=24 {
        let n = board[index(point)];
        if n.signum() == turn {
            on_turn[point] = count(n);
        } else if n != 0 {
            other[25 - point] = count(n);
        }
    }
    // Writers do not agree on the bars' signs: each end is one side's bar, whatever the sign.
    on_turn[BAR] = count(board[index(25)]);
    other[BAR] = count(board[index(0)]);

    // A double on offer: the turn stays with the doubler, whose opponent must answer, and
    // the side on turn (Green) is the doubler (gnubg's reader judges the take for the other
    // side of the side on turn, measured). gnubg also reads "neither side may double" as a double
    // on offer, since FIBS then clears both flags (in the Crawford game it sets both).
    let doubled = was_doubled || (!may_you && !may_opp);
    let position = super::position_for_mover(on_turn, other)?;
    if position.outcome().is_some() {
        return Err(FibsError::GameOver);
    }

    let roll = if doubled {
        Roll::Doubled
    } else {
        // The dice of the side on turn; some writers fill only the other pair.
        let (own, rest) = if you_on_turn { (33, 35) } else { (35, 33) };
        let first = if int(own, Field::Dice, 0..=6)? != 0 {
            own
        } else {
            rest
        };
        let (a, b) = (
            int(first, Field::Dice, 0..=6)?,
            int(first + 1, Field::Dice, 0..=6)?,
        );
        match (a, b) {
            (0, 0) => Roll::NotRolled,
            _ => Roll::Rolled(
                u8::try_from(a)
                    .ok()
                    .zip(u8::try_from(b).ok())
                    .and_then(|(a, b)| Dice::from_values(a, b))
                    .ok_or_else(|| FibsError::field(Field::Dice, fields[first]))?,
            ),
        }
    };
    let (may_mover, may_other) = if you_on_turn {
        (may_you, may_opp)
    } else {
        (may_opp, may_you)
    };
    let cube_owner = match (may_mover, may_other) {
        (true, false) => Some(Side::Green),
        (false, true) => Some(Side::Black),
        _ => None,
    };
    let money = length == UNLIMITED || length == 0;
    if !money && (score_you >= length || score_opp >= length) {
        return Err(FibsError::field(Field::Score, fields[4]));
    }
    let you = if you_on_turn {
        Side::Green
    } else {
        Side::Black
    };
    let mut score = BySide::new_with(|_| 0);
    score[you] = score_you;
    score[!you] = score_opp;
    // The last two fields are FIBS's "no Crawford rule" and "post-Crawford" flags (gnubg
    // writes 1 in both once the Crawford game is past): with one side 1-away and both clear,
    // this is the Crawford game.
    let one_away = score_you + 1 == length || score_opp + 1 == length;
    Ok(Board {
        position,
        roll,
        cube: cube_value,
        cube_owner,
        score,
        length: if money { 0 } else { length },
        crawford: !money && one_away && crawford_flags == [0, 0],
    })
}

/// `value` unless it is 0, which the field `name` does not allow.
fn nonzero(value: i32, name: Field, field: &str) -> Result<i32, FibsError> {
    if value == 0 {
        Err(FibsError::field(name, field))
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// gnubg's board for the opening position in a 7-point match, "you" (O, 1) at 2 and your
    /// opponent at 4, with `turn` on turn and its 31 rolled.
    fn opening(turn: &str) -> String {
        format!(
            "board:root:gnubg:7:2:4:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:\
             {turn}:3:1:3:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1"
        )
    }

    #[test]
    fn the_side_on_turn_plays_green_and_keeps_its_own_score() {
        let yours = parse(&opening("1")).unwrap();
        assert_eq!(yours.roll, Roll::Rolled(Dice::from_values(3, 1).unwrap()));
        assert_eq!((yours.score[Side::Green], yours.score[Side::Black]), (2, 4));
        let theirs = parse(&opening("-1")).unwrap();
        assert_eq!(theirs.position.turn(), Side::Green);
        assert_eq!(
            (theirs.score[Side::Green], theirs.score[Side::Black]),
            (4, 2)
        );
        assert_eq!(
            (theirs.length, theirs.cube, theirs.cube_owner),
            (7, 1, None)
        );
    }

    #[test]
    fn an_unlimited_match_is_read_as_money_play() {
        let line = opening("1").replacen(":7:", ":9999:", 1);
        let board = parse(&line).unwrap();
        assert_eq!((board.length, board.crawford), (0, false));
    }
}
