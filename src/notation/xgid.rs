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
//!    turn has doubled and its opponent must take or drop, `B`/`R` a beaver or raccoon
//!    (in a money game: a match has no beavers);
//! 6. and 7. the bottom and top players' scores;
//! 8. in a match `1` for the Crawford game; in a money game the Jacoby rule (`1`) plus
//!    beavers (`2`);
//! 9. the match length, `0` for money;
//! 10. the highest cube, as a power of two (optional: some writers leave it out).
//!
//! The reading of `D` is gnubg's (`SetXGID`): the turn field names the doubler, its
//! opponent answers.
//!
//! [`parse`] reads the line into an [`Xgid`], a plain value in the rules' terms (the
//! checkers as a backgammon [`Position`], the players as the position's sides); [`write()`]
//! writes one back, always with its ten fields. What a program does with the value (the
//! engine answers its decision, a lesson asks it) is the program's business.

use crate::rules::{BAR, BySide, Dice, Points, Position, PositionError, Side};

/// What the side on turn has before it (the dice field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Roll {
    /// `00` (or `0`): it has not rolled, and may double or roll.
    NotRolled,
    /// Two digits: it has rolled these dice.
    Rolled(Dice),
    /// `D`: it has doubled, and its opponent must take or drop.
    Doubled,
    /// `B`: its opponent has doubled and it has beavered (money games only).
    Beavered,
    /// `R`: a raccoon after a beaver (money games only).
    Raccooned,
}

/// An XGID, read: the position with the side on turn to move, its roll, the cube and the
/// score.
///
/// The XGID's players are the position's sides: [`parse`] gives the side on turn Green and
/// its opponent Black, and [`bottom`](Xgid::bottom) says which of them the line shows at the
/// bottom (its player `1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xgid {
    /// The checkers, the side on turn to move (the one that has rolled, may double, or has
    /// doubled).
    pub position: Position,
    /// The side shown at the bottom (the XGID's player `1`), the other at the top.
    pub bottom: Side,
    /// What the side on turn has before it.
    pub roll: Roll,
    /// The cube's value: 1, 2, 4 … 4096.
    pub cube: u32,
    /// Who owns the cube, `None` in the middle.
    pub cube_owner: Option<Side>,
    /// Each side's score.
    pub score: BySide<u32>,
    /// The match length, 0 for a money game.
    pub length: u32,
    /// In a match, whether this is the Crawford game.
    pub crawford: bool,
    /// In a money game, whether the Jacoby rule is on.
    pub jacoby: bool,
    /// In a money game, whether beavers are allowed.
    pub beavers: bool,
    /// The highest value the cube may reach, `None` where the line leaves it out.
    pub max_cube: Option<u32>,
}

/// The fields of an XGID, for saying which one is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Checkers,
    Cube,
    CubeOwner,
    Turn,
    Dice,
    Score,
    Rules,
    MatchLength,
    MaxCube,
}

/// Why a line is not an XGID: which field, or why its checkers are not a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum XgidError {
    /// The line has neither nine nor ten fields.
    #[error("expected {expected} fields, found {found}")]
    FieldCount { expected: usize, found: usize },
    /// One field is not what the format allows: the field and its text.
    #[error("bad field {field:?}: {value}")]
    Field { field: Field, value: String },
    /// The checkers do not make a backgammon position.
    #[error("not a position: {0}")]
    Position(#[from] PositionError),
    /// The checkers show a finished game: nobody is on turn.
    #[error("the game is over")]
    GameOver,
    /// A beaver or raccoon pending in a match, which has no beavers.
    #[error("a beaver in a match")]
    BeaverInMatch,
}

impl XgidError {
    fn field(field: Field, value: &str) -> XgidError {
        XgidError::Field {
            field,
            value: value.to_owned(),
        }
    }
}

/// Whether `line` looks like an XGID (with or without its `XGID=`), to choose the reader.
///
/// ```
/// use tablier::notation::xgid;
///
/// assert!(xgid::looks_like("xgid=anything"));
/// assert!(xgid::looks_like("-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10"));
/// assert!(!xgid::looks_like("4HPwATDgc/ABMA"));
/// ```
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
/// use tablier::notation::xgid::{self, Roll};
/// use tablier::rules::{Dice, Side};
///
/// let x = xgid::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10").unwrap();
/// assert_eq!(x.roll, Roll::Rolled(Dice::from_values(5, 2).unwrap()));
/// assert_eq!(x.position.pips(x.position.turn()), 167);
/// assert_eq!((x.bottom, x.jacoby, x.beavers), (Side::Green, true, true));
/// ```
///
/// # Errors
/// An [`XgidError`] naming the field at fault, or why the checkers are not a position.
pub fn parse(line: &str) -> Result<Xgid, XgidError> {
    let line = line.trim();
    let body = match line.get(..5) {
        Some(prefix) if prefix.eq_ignore_ascii_case("xgid=") => &line[5..],
        _ => line,
    };
    let fields: Vec<&str> = body.split(':').collect();
    if !(9..=10).contains(&fields.len()) {
        return Err(XgidError::FieldCount {
            expected: 10,
            found: fields.len(),
        });
    }
    let (bottom_points, top_points) = checkers(fields[0])?;
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

    // The side on turn plays Green; `bottom` says which player that is.
    let bottom = if turn == 1 { Side::Green } else { Side::Black };
    let (mine, theirs) = if bottom == Side::Green {
        (bottom_points, top_points)
    } else {
        (top_points, bottom_points)
    };
    let position = super::position_for_mover(mine, theirs)?;
    if position.outcome().is_some() {
        return Err(XgidError::GameOver);
    }
    let money = length == 0;
    let roll = match fields[4] {
        "00" | "0" => Roll::NotRolled,
        "D" | "d" => Roll::Doubled,
        "B" | "b" | "R" | "r" if !money => return Err(XgidError::BeaverInMatch),
        "B" | "b" => Roll::Beavered,
        "R" | "r" => Roll::Raccooned,
        d => Roll::Rolled(dice(d).ok_or_else(|| XgidError::field(Field::Dice, d))?),
    };
    let side_of = |player: i8| if player == 1 { bottom } else { !bottom };
    if !money && (score_bottom >= length || score_top >= length) {
        return Err(XgidError::field(Field::Score, fields[5]));
    }
    let mut score = BySide::new_with(|_| 0);
    score[side_of(1)] = score_bottom;
    score[side_of(-1)] = score_top;
    Ok(Xgid {
        position,
        bottom,
        roll,
        cube: 1 << cube_power,
        cube_owner: (owner != 0).then(|| side_of(owner)),
        score,
        length,
        crawford: !money && rules & 1 == 1,
        jacoby: money && rules & 1 == 1,
        beavers: money && rules & 2 == 2,
        max_cube,
    })
}

/// Writes `xgid`, `XGID=` first, so that [`parse`] reads the same value back (the side on
/// turn as Green).
///
/// A value without a highest cube is written with `10` (1024, eXtreme Gammon's usual value):
/// GNU Backgammon refuses an XGID of nine fields. The rules field holds the Crawford game in
/// a match, the Jacoby rule and beavers in a money game.
///
/// ```
/// use tablier::notation::xgid;
///
/// let line = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:3:0:7:10";
/// assert_eq!(xgid::write(&xgid::parse(line).unwrap()), line);
/// ```
#[must_use]
pub fn write(xgid: &Xgid) -> String {
    let pos = &xgid.position;
    let (bottom, top) = (pos.checkers(xgid.bottom), pos.checkers(!xgid.bottom));
    let letter = |base: u8, n: u8| char::from(base + n - 1);
    let mut board = String::with_capacity(26);
    // The top player's bar, as the top player's own point 25.
    board.push(if top[BAR] > 0 {
        letter(b'a', top[BAR])
    } else {
        '-'
    });
    for point in 1..=24 {
        board.push(match (bottom[point], top[25 - point]) {
            (n, _) if n > 0 => letter(b'A', n),
            (_, n) if n > 0 => letter(b'a', n),
            _ => '-',
        });
    }
    board.push(if bottom[BAR] > 0 {
        letter(b'A', bottom[BAR])
    } else {
        '-'
    });
    let player = |side: Side| if side == xgid.bottom { "1" } else { "-1" };
    let power = |value: u32| value.max(1).trailing_zeros();
    let dice = match xgid.roll {
        Roll::NotRolled => "00".to_owned(),
        Roll::Doubled => "D".to_owned(),
        Roll::Beavered => "B".to_owned(),
        Roll::Raccooned => "R".to_owned(),
        Roll::Rolled(d) => format!("{}{}", d.big().value(), d.small().value()),
    };
    let rules = if xgid.length == 0 {
        u32::from(xgid.jacoby) + 2 * u32::from(xgid.beavers)
    } else {
        u32::from(xgid.crawford)
    };
    format!(
        "XGID={board}:{}:{}:{}:{dice}:{}:{}:{rules}:{}:{}",
        power(xgid.cube),
        xgid.cube_owner.map_or("0", player),
        player(pos.turn()),
        xgid.score[xgid.bottom],
        xgid.score[!xgid.bottom],
        xgid.length,
        power(xgid.max_cube.unwrap_or(1024)),
    )
}

/// The 26 characters of checkers: the bottom and the top players' checkers, each by its
/// own point numbers.
fn checkers(field: &str) -> Result<(Points, Points), XgidError> {
    let bad = || XgidError::field(Field::Checkers, field);
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
) -> Result<u32, XgidError> {
    field
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| XgidError::field(name, field))
}

/// `1` or `-1`, and `0` where `zero` allows it.
fn signed(field: &str, name: Field, zero: bool) -> Result<i8, XgidError> {
    match field.trim() {
        "1" | "+1" => Ok(1),
        "-1" => Ok(-1),
        "0" if zero => Ok(0),
        _ => Err(XgidError::field(name, field)),
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    /// A backgammon position drawn from `seed`, Green on turn: each side's 15 checkers
    /// spread over a few of its points, the bar and off.
    pub(crate) fn random_position(seed: u64) -> Position {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        loop {
            let mut sides: [Points; 2] = [[0; 26]; 2];
            for points in &mut sides {
                let places: Vec<usize> = (0..rng.random_range(1..=8))
                    .map(|_| rng.random_range(0..=BAR))
                    .collect();
                for _ in 0..15 {
                    points[places[rng.random_range(0..places.len())]] += 1;
                }
            }
            match crate::notation::position_for_mover(sides[0], sides[1]) {
                Ok(pos) if pos.outcome().is_none() => return pos,
                _ => {}
            }
        }
    }

    fn roll() -> impl Strategy<Value = Roll> {
        prop_oneof![
            Just(Roll::NotRolled),
            Just(Roll::Doubled),
            Just(Roll::Beavered),
            Just(Roll::Raccooned),
            (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::Rolled(Dice::from_values(a, b).unwrap())),
        ]
    }

    fn side() -> impl Strategy<Value = Side> {
        prop_oneof![Just(Side::Green), Just(Side::Black)]
    }

    prop_compose! {
        /// Any value an XGID can hold, the side on turn Green as [`parse`] gives it.
        fn any_xgid()(
            seed in any::<u64>(),
            bottom in side(),
            roll in roll(),
            cube_power in 0u32..=12,
            owner in prop::option::of(side()),
            length in prop_oneof![Just(0u32), 1u32..=999],
            scores in (0u32..=999, 0u32..=999),
            rules in (any::<bool>(), any::<bool>()),
            max_power in 0u32..=12,
        ) -> Xgid {
            let money = length == 0;
            let within = |s: u32| if money { s } else { s % length };
            let beaver = matches!(roll, Roll::Beavered | Roll::Raccooned);
            Xgid {
                position: random_position(seed),
                bottom,
                roll: if beaver && !money { Roll::Doubled } else { roll },
                cube: 1 << cube_power,
                cube_owner: owner,
                score: BySide { green: within(scores.0), black: within(scores.1) },
                length,
                crawford: !money && rules.0,
                jacoby: money && rules.0,
                beavers: money && rules.1,
                max_cube: Some(1 << max_power),
            }
        }
    }

    proptest! {
        #[test]
        fn every_xgid_is_read_back_as_written(xgid in any_xgid()) {
            let line = write(&xgid);
            prop_assert_eq!(parse(&line), Ok(xgid), "{}", line);
        }
    }

    #[test]
    fn the_top_player_on_turn_plays_green_and_keeps_its_own_score_and_cube() {
        let x = parse("-b----E-C---eE---c-e----B-:1:-1:-1:00:3:1:0:5:10").unwrap();
        assert_eq!(x.bottom, Side::Black);
        assert_eq!(x.position.turn(), Side::Green);
        assert_eq!(x.cube_owner, Some(Side::Green));
        assert_eq!((x.score[Side::Black], x.score[Side::Green]), (3, 1));
        assert_eq!(
            write(&x),
            "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:00:3:1:0:5:10"
        );
    }

    #[test]
    fn a_pending_beaver_or_raccoon_is_read_in_a_money_game_and_refused_in_a_match() {
        let line = |dice: &str, length: u32| {
            format!("-b----E-C---eE---c-e----B-:1:-1:1:{dice}:0:0:2:{length}:10")
        };
        assert_eq!(parse(&line("B", 0)).unwrap().roll, Roll::Beavered);
        assert_eq!(parse(&line("r", 0)).unwrap().roll, Roll::Raccooned);
        assert_eq!(parse(&line("B", 7)), Err(XgidError::BeaverInMatch));
    }

    #[test]
    fn a_score_at_the_match_length_names_the_bottom_score_field() {
        assert_eq!(
            parse("-b----E-C---eE---c-e----B-:0:0:1:00:2:7:0:7:10"),
            Err(XgidError::Field {
                field: Field::Score,
                value: "2".to_owned()
            })
        );
    }

    #[test]
    fn a_line_without_its_highest_cube_is_written_with_the_usual_1024() {
        let mut x = parse("-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0").unwrap();
        assert_eq!(x.max_cube, None);
        let line = write(&x);
        assert!(line.ends_with(":0:0:0:0:10"), "{line}");
        x.max_cube = Some(1024);
        assert_eq!(parse(&line), Ok(x));
    }
}
