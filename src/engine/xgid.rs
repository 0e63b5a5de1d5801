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
//!
//! [`write()`] writes a [`Request`] back, the side that acts at the bottom, for GNU Backgammon
//! to judge the same decision at the same score (`scripts/gnubg-cube.sh`).

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
    let pos = &request.position;
    let me = pos.turn();
    let (bottom, top) = (pos.checkers(me), pos.checkers(!me));
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
    let power = |value: u32| value.max(1).trailing_zeros();
    let owner = match request.cube.owner {
        CubeOwner::Centered => "0",
        CubeOwner::Owned(side) if side == me => "1",
        CubeOwner::Owned(_) => "-1",
    };
    let dice = match request.decision {
        Decision::DoubleOrRoll => "00".to_owned(),
        Decision::TakeOrDrop => "D".to_owned(),
        Decision::Play(d) => format!("{}{}", d.big().value(), d.small().value()),
    };
    let (mine, theirs, rules, length) = match request.stakes {
        Stakes::Money { jacoby } => (0, 0, u32::from(jacoby), 0),
        Stakes::Match {
            length,
            score,
            crawford,
        } => (score[me], score[!me], u32::from(crawford), length),
    };
    format!(
        "XGID={board}:{}:{owner}:1:{dice}:{mine}:{theirs}:{rules}:{length}:{}",
        power(request.cube.value),
        power(request.max_cube.unwrap_or(1024)),
    )
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};

    /// A backgammon position drawn from `seed`: each side's 15 checkers spread over a few of
    /// its points, the bar and off, the side on roll the mover.
    fn random_position(seed: u64) -> crate::rules::Position {
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
            if let Ok(pos) = position_for_mover(sides[0], sides[1]) {
                return pos;
            }
        }
    }

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
