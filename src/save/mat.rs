//! The Jellyfish `.mat` text format, as GNU Backgammon exports and imports it (`import mat`):
//! a header with the match length, then each game with the score before it and one line per
//! pair of turns, the left column for the first player named (Green, gnubg's player 0).
//!
//! ```text
//!  3 point match
//!
//!  Game 1
//!  Vert : 0                       Noir : 0
//!   1)                             62: 24/18 13/11
//!   2) 66: 13/7* 13/7 7/1* 7/1     33: 25/22 25/22 6/3 6/3
//!  12) 21: 25/24 13/11              Doubles => 2
//!  13)  Drops                       Wins 1 point
//! ```
//!
//! Each checker step is written on its own (`25/21* 21/15`), hits marked `*`, from the
//! mover's side (25 the bar, `off` borne off), as gnubg writes them.

use std::fmt::Write as _;

use super::exchange::{GameBuilder, ImportError, ImportProblem, Match, at};
use crate::rules::score::GameEnd;
use crate::rules::{BySide, Dice, Gnubg, Side, Step, Variant};
use crate::session::history::{Action, GameRecord};

/// Adds `side`'s entry `text`: on the current line when its column is free (Black after
/// Green), else on a new line.
fn put(lines: &mut Vec<Line>, side: Side, text: String) {
    let need_new = match lines.last() {
        None => true,
        Some(line) => match side {
            Side::Green => line.left.is_some() || line.right.is_some(),
            Side::Black => line.right.is_some(),
        },
    };
    if need_new {
        lines.push(Line::default());
    }
    if let Some(line) = lines.last_mut() {
        match side {
            Side::Green => line.left = Some(text),
            Side::Black => line.right = Some(text),
        }
    }
}

/// Width of the left column of a move line.
const COLUMN: usize = 28;

/// One numbered line: Green's entry then Black's.
#[derive(Default)]
struct Line {
    left: Option<String>,
    right: Option<String>,
}

/// The `.mat` text of `games` of `variant`, a match to `length` points (0 for a money
/// session), the two players named `names` (no spaces). A variation gnubg plays is named in
/// its header line, as gnubg writes it (`; [Variation "NackGammon"]`), so that gnubg reads
/// the game it is.
#[must_use]
pub fn write(games: &[GameRecord], variant: Variant, length: u32, names: BySide<&str>) -> String {
    let mut out = String::new();
    if let Gnubg::Variation(name) = variant.rules().gnubg {
        let _ = writeln!(out, "; [Variation \"{name}\"]");
        let _ = writeln!(out);
    }
    let _ = writeln!(out, " {length} point match");
    for game in games {
        let _ = writeln!(out);
        let _ = writeln!(out, " Game {}", game.number);
        let left = format!("{} : {}", names.green, game.score.green);
        let _ = writeln!(out, " {left:<31}{} : {}", names.black, game.score.black);
        write_game(&mut out, game);
    }
    out
}

/// The records of games played by the duel harness ([`crate::ai::duel::duel_games`]), as
/// a money session: each game's score is the points won so far.
#[must_use]
pub fn records_of(games: &[crate::rules::driver::PlayedGame]) -> Vec<GameRecord> {
    let mut score = BySide::<u32>::default();
    let mut records = Vec::with_capacity(games.len());
    for (i, game) in games.iter().enumerate() {
        let Some(&(start, _, _)) = game.turns.first() else {
            continue;
        };
        let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let mut record = GameRecord::new(number, start, score, false);
        for (before, stage, chosen) in &game.turns {
            record.actions.push(Action::Play {
                side: before.turn(),
                dice: stage.kind.dice(),
                before: *before,
                steps: chosen
                    .as_ref()
                    .map(|p| p.play.steps().to_vec())
                    .unwrap_or_default(),
            });
        }
        if let Some(crate::rules::Outcome::Won { winner, kind }) = game.outcome {
            let points = u32::from(kind.points());
            record.end = Some((GameEnd::Won { winner, kind }, points));
            score[winner] += points;
        }
        records.push(record);
    }
    records
}

fn write_game(out: &mut String, game: &GameRecord) {
    let mut lines: Vec<Line> = Vec::new();
    for action in &game.actions {
        match action {
            Action::Play {
                side, dice, steps, ..
            } => {
                let moves: String = steps.iter().map(|s| format!("{} ", step(s))).collect();
                // Only games with dice are exported (the caller checks the rule set).
                if let Some(dice) = dice {
                    put(
                        &mut lines,
                        *side,
                        format!("{}{}: {moves}", dice.big().value(), dice.small().value()),
                    );
                }
            }
            Action::Double { side, value } => {
                put(&mut lines, *side, format!(" Doubles => {value}"))
            }
            Action::Take { side } => put(&mut lines, *side, " Takes".into()),
            // As gnubg writes it: the cube's value after the beaver.
            Action::Beaver { side } => put(
                &mut lines,
                *side,
                format!(" Beavers => {}", 2 * value_before_beaver(game, action)),
            ),
            Action::Drop { side } => put(&mut lines, *side, " Drops".into()),
            // gnubg's .mat has no line for an offer to resign, accepted or refused: a resigned
            // game ends with the winner's points where its play stopped (`Wins 2 points`),
            // which gnubg reads back as the resignation they make.
            Action::Resign { .. } | Action::ResignAnswer { .. } => {}
        }
    }
    let wins = game.end.map(|(end, points)| {
        let points = super::exchange::gnubg_points(game).unwrap_or(points);
        let unit = if points == 1 { "point" } else { "points" };
        (end, format!(" Wins {points} {unit}"))
    });
    let mut wins_line = None;
    if let Some((end, text)) = wins
        && let Some(winner) = end.winner()
    {
        let fits = matches!(end, GameEnd::Dropped { .. })
            && lines.last().is_some_and(|line| match winner {
                Side::Green => line.left.is_none(),
                Side::Black => line.right.is_none(),
            });
        if fits {
            put(&mut lines, winner, text);
        } else {
            wins_line = Some((winner, text));
        }
    }
    for (i, line) in lines.iter().enumerate() {
        let left = line.left.as_deref().unwrap_or("");
        let right = line.right.as_deref().unwrap_or("");
        let text = format!("{:>3}) {left:<COLUMN$}{right}", i + 1);
        let _ = writeln!(out, "{}", text.trim_end());
    }
    if let Some((winner, text)) = wins_line {
        let pad = match winner {
            Side::Green => 5,
            Side::Black => 5 + COLUMN,
        };
        let _ = writeln!(out, "{:pad$}{text}", "");
    }
}

/// The value of the double a beaver answered: the last one offered before it.
fn value_before_beaver(game: &GameRecord, beaver: &Action) -> u32 {
    let at = game
        .actions
        .iter()
        .position(|a| std::ptr::eq(a, beaver))
        .unwrap_or(game.actions.len());
    game.actions[..at]
        .iter()
        .rev()
        .find_map(|a| match a {
            Action::Double { value, .. } => Some(*value),
            _ => None,
        })
        .unwrap_or(2)
}

/// One checker step as gnubg writes it: `13/7`, `25/21*`, `6/off`.
fn step(s: &Step) -> String {
    let to = if s.to == 0 {
        "off".to_owned()
    } else {
        s.to.to_string()
    };
    format!("{}/{to}{}", s.from, if s.hit { "*" } else { "" })
}

/// Where a line's right column starts, at the latest: an entry starting further right is
/// the second player's (gnubg's column is 33 characters in).
const RIGHT_FROM: usize = 20;

/// Whether `text` looks like a `.mat` file: a line naming the match's length.
#[must_use]
pub fn looks_like(text: &str) -> bool {
    text.lines()
        .take(50)
        .any(|l| l.trim_end().ends_with("point match"))
}

/// The variation a `; [Variation "…"]` comment names, as gnubg writes it.
fn variation(comment: &str) -> Option<Result<Variant, String>> {
    let name = comment
        .trim_start_matches(';')
        .trim()
        .strip_prefix("[Variation \"")?
        .strip_suffix("\"]")?;
    Some(
        Variant::ALL
            .iter()
            .copied()
            .find(|v| matches!(v.rules().gnubg, Gnubg::Variation(n) if n == name))
            .ok_or_else(|| name.to_owned()),
    )
}

/// What one column of a numbered line holds.
enum Entry<'a> {
    Roll { dice: Dice, moves: Vec<(u8, u8)> },
    Double,
    Take,
    Beaver,
    Drop,
    Wins { points: u32 },
    Other(&'a str),
}

/// Splits the text after `N)` into its entries, each with the column it starts at.
fn entries(rest: &str) -> Vec<(usize, String)> {
    let starts = |word: &str| {
        matches!(word, "Doubles" | "Takes" | "Beavers" | "Drops" | "Wins")
            || (word.len() == 3
                && word.ends_with(':')
                && word[..2].bytes().all(|b| b.is_ascii_digit()))
    };
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut column = 0;
    for word in rest.split(' ') {
        if !word.is_empty() {
            match out.last_mut() {
                Some((_, entry)) if !starts(word) => {
                    entry.push(' ');
                    entry.push_str(word);
                }
                _ => out.push((column, word.to_owned())),
            }
        }
        column += word.chars().count() + 1;
    }
    out
}

/// One point of a move as gnubg and Jellyfish write it: a number, `bar` or `off`.
fn point(word: &str) -> Option<u8> {
    match word.to_ascii_lowercase().as_str() {
        "bar" => Some(25),
        "off" => Some(0),
        n => n.parse().ok().filter(|&p: &u8| p <= 25),
    }
}

/// The moves of `13/7* 7/1(2) 24/18/15`: each hop a pair, repeated as its count says.
fn moves(words: &[&str]) -> Option<Vec<(u8, u8)>> {
    let mut out = Vec::new();
    for word in words {
        let (path, times) = match word.split_once('(') {
            Some((path, count)) => (path, count.strip_suffix(')')?.parse::<usize>().ok()?),
            None => (*word, 1),
        };
        let points = path
            .split('/')
            .map(|p| point(p.trim_end_matches('*')))
            .collect::<Option<Vec<u8>>>()?;
        if points.len() < 2 || times > 4 {
            return None;
        }
        for _ in 0..times {
            out.extend(points.windows(2).map(|w| (w[0], w[1])));
        }
    }
    (out.len() <= 4).then_some(out)
}

fn entry(text: &str) -> Entry<'_> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["Doubles", ..] => Entry::Double,
        ["Takes", ..] => Entry::Take,
        ["Beavers", ..] => Entry::Beaver,
        ["Drops", ..] => Entry::Drop,
        ["Wins", points, ..] => points
            .parse()
            .map_or(Entry::Other(text), |points| Entry::Wins { points }),
        [roll, rest @ ..] => {
            let digits = roll.as_bytes();
            let dice = Dice::from_values(
                digits[0].wrapping_sub(b'0'),
                digits.get(1).map_or(0, |d| d.wrapping_sub(b'0')),
            );
            match (dice, moves(rest)) {
                (Some(dice), Some(moves)) => Entry::Roll { dice, moves },
                _ => Entry::Other(text),
            }
        }
        [] => Entry::Other(text),
    }
}

/// A roll written without its play where a play was possible: gnubg writes the roll a side
/// made before resigning (`63:`); anything after it but the result is an illegal move.
struct Unplayed {
    line: usize,
    text: String,
}

/// Reads one game: its builder, and a roll left unplayed.
struct GameReading {
    game: GameBuilder,
    unplayed: Option<Unplayed>,
}

impl GameReading {
    fn act(&mut self, side: Side, text: &str, line: usize) -> Result<(), ImportError> {
        let entry = entry(text);
        if !matches!(entry, Entry::Wins { .. })
            && let Some(unplayed) = self.unplayed.take()
        {
            return Err(at(
                unplayed.line,
                ImportProblem::IllegalMove {
                    text: unplayed.text,
                },
            ));
        }
        let game = &mut self.game;
        match entry {
            Entry::Roll { dice, moves } => {
                if moves.is_empty() && !game.must_pass(dice) && game.position().turn() == side {
                    self.unplayed = Some(Unplayed {
                        line,
                        text: text.to_owned(),
                    });
                    return Ok(());
                }
                game.play(side, dice, &moves, line, text)
            }
            Entry::Double => game.double(side, line, text),
            Entry::Take => game.take(side, line, text),
            Entry::Beaver => game.beaver(side, line, text),
            Entry::Drop => game.drop_cube(side, line, text),
            Entry::Wins { points } => {
                self.unplayed = None;
                game.result(side, points, line, text)
            }
            Entry::Other(text) => Err(at(line, ImportProblem::BadLine { text: text.into() })),
        }
    }
}

/// The match of a `.mat` `text` (gnubg's `export match mat`, or tablier's), every move
/// checked.
///
/// # Errors
/// The line and the problem: a line that is no `.mat` line, an illegal move, a cube
/// action or a result out of place, a game tablier does not play.
pub fn read(text: &str) -> Result<Match, ImportError> {
    let mut variant = Variant::Backgammon;
    let mut length = None;
    let mut games = Vec::new();
    let mut current: Option<GameReading> = None;
    // A roll left unplayed ends the file's last game only: saved in the middle of a turn.
    let finish =
        |reading: Option<GameReading>, games: &mut Vec<_>, last: bool| -> Result<(), ImportError> {
            if let Some(reading) = reading {
                if let Some(unplayed) = reading.unplayed.filter(|_| !last) {
                    return Err(at(
                        unplayed.line,
                        ImportProblem::IllegalMove {
                            text: unplayed.text,
                        },
                    ));
                }
                games.extend(reading.game.finish());
            }
            Ok(())
        };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.starts_with(';') {
            if let Some(found) = variation(trimmed) {
                if current.is_some() || !games.is_empty() {
                    return Err(at(
                        line,
                        ImportProblem::BadLine {
                            text: trimmed.into(),
                        },
                    ));
                }
                variant = found.map_err(|name| at(line, ImportProblem::UnknownGame { name }))?;
            }
            continue;
        }
        if let Some(n) = trimmed.strip_suffix("point match") {
            let n: u32 = n
                .trim()
                .parse()
                .ok()
                .filter(|&n| n <= crate::rules::score::MAX_MATCH_LENGTH)
                .ok_or_else(|| {
                    at(
                        line,
                        ImportProblem::BadLine {
                            text: trimmed.into(),
                        },
                    )
                })?;
            if length.replace(n).is_some() {
                return Err(at(
                    line,
                    ImportProblem::BadLine {
                        text: trimmed.into(),
                    },
                ));
            }
            continue;
        }
        if length.is_none() {
            return Err(at(line, ImportProblem::NotAMatch));
        }
        if let Some(number) = trimmed.strip_prefix("Game ") {
            if number.trim().parse::<u32>().is_err() {
                return Err(at(
                    line,
                    ImportProblem::BadLine {
                        text: trimmed.into(),
                    },
                ));
            }
            finish(current.take(), &mut games, false)?;
            current = Some(GameReading {
                game: GameBuilder::new(variant, line),
                unplayed: None,
            });
            continue;
        }
        let Some(reading) = current.as_mut() else {
            return Err(at(
                line,
                ImportProblem::BadLine {
                    text: trimmed.into(),
                },
            ));
        };
        // A numbered line: `N)` then the two columns.
        let numbered = trimmed
            .split_once(')')
            .filter(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        match numbered {
            Some((_, _)) => {
                let close = raw.find(')').unwrap_or(0);
                let rest = &raw[close + 1..];
                for (column, text) in entries(rest) {
                    let side = if column >= RIGHT_FROM {
                        Side::Black
                    } else {
                        Side::Green
                    };
                    reading.act(side, &text, line)?;
                }
            }
            // The score line before the first move, or a result on a line of its own.
            None if trimmed.starts_with("Wins") => {
                let indent = raw.len() - raw.trim_start().len();
                let side = if indent >= RIGHT_FROM + 5 {
                    Side::Black
                } else {
                    Side::Green
                };
                reading.act(side, trimmed, line)?;
            }
            None if trimmed.contains(':') && reading.game.is_new() => {}
            None => {
                return Err(at(
                    line,
                    ImportProblem::BadLine {
                        text: trimmed.into(),
                    },
                ));
            }
        }
    }
    finish(current, &mut games, true)?;
    let Some(length) = length else {
        return Err(at(0, ImportProblem::NotAMatch));
    };
    if games.is_empty() {
        return Err(at(0, ImportProblem::NoGame));
    }
    Ok(Match {
        variant,
        rules: Match::rules_for(length, variant.rules().jacoby),
        games,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Position, Variant, WinKind};

    #[test]
    fn a_game_is_written_in_two_columns_with_the_cube_and_the_result() {
        let start = Position::start(Variant::Backgammon, Side::Black);
        let dice = Dice::from_values(6, 2).unwrap();
        let play = start.legal_plays(dice)[0];
        let mut game = GameRecord::new(1, start, BySide::default(), false);
        game.actions = vec![
            Action::Play {
                side: Side::Black,
                dice: Some(dice),
                before: start,
                steps: play.play.steps().to_vec(),
            },
            Action::Double {
                side: Side::Green,
                value: 2,
            },
            Action::Drop { side: Side::Black },
        ];
        game.end = Some((
            GameEnd::Dropped {
                winner: Side::Green,
            },
            1,
        ));
        let text = write(
            &[game],
            Variant::Backgammon,
            3,
            BySide {
                green: "Vert",
                black: "Noir",
            },
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], " 3 point match");
        assert_eq!(lines[2], " Game 1");
        assert_eq!(lines[3], " Vert : 0                       Noir : 0");
        assert!(lines[4].starts_with("  1)                             62: "));
        assert_eq!(lines[5], "  2)  Doubles => 2                Drops");
        assert_eq!(lines[6], "      Wins 1 point");
    }

    #[test]
    fn a_variation_gnubg_plays_is_named_in_the_header_as_gnubg_writes_it() {
        let start = Position::start(Variant::Nackgammon, Side::Black);
        let game = GameRecord::new(1, start, BySide::default(), false);
        let names = BySide {
            green: "Vert",
            black: "Noir",
        };
        let text = write(std::slice::from_ref(&game), Variant::Nackgammon, 1, names);
        assert!(text.starts_with("; [Variation \"NackGammon\"]\n\n 1 point match"));
        let text = write(&[game], Variant::Backgammon, 1, names);
        assert!(
            text.starts_with(" 1 point match"),
            "the standard game has no line"
        );
    }

    #[test]
    fn a_resigned_gammon_is_written_as_gnubg_writes_it_and_reads_back_as_one() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(3, 1).unwrap();
        let play = start.legal_plays(dice)[0];
        let mut game = GameRecord::new(1, start, BySide::default(), false);
        game.actions = vec![
            Action::Play {
                side: Side::Green,
                dice: Some(dice),
                before: start,
                steps: play.play.steps().to_vec(),
            },
            Action::Double {
                side: Side::Black,
                value: 2,
            },
            Action::Beaver { side: Side::Green },
            Action::Resign {
                side: Side::Black,
                kind: WinKind::Gammon,
            },
            Action::ResignAnswer {
                side: Side::Green,
                accepted: true,
            },
        ];
        // Money play with the Jacoby rule would count it 4; gnubg writes kind times cube.
        game.end = Some((
            GameEnd::Resigned {
                winner: Side::Green,
                kind: WinKind::Gammon,
            },
            8,
        ));
        let names = BySide {
            green: "Vert",
            black: "Noir",
        };
        let text = write(&[game], Variant::Backgammon, 0, names);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[5], "  2)  Beavers => 4");
        assert_eq!(lines[6], "      Wins 8 points");
        let back = read(&text).expect("its own file");
        let actions: Vec<&Action> = back.games[0].actions.iter().map(|(a, _)| a).collect();
        assert!(matches!(
            actions[..],
            [
                Action::Play { .. },
                Action::Double { value: 2, .. },
                Action::Beaver { side: Side::Green },
                Action::Resign {
                    side: Side::Black,
                    kind: WinKind::Gammon
                },
                Action::ResignAnswer { accepted: true, .. }
            ]
        ));
    }

    #[test]
    fn a_line_that_is_no_mat_line_is_refused_with_its_number() {
        let err =
            read(" 1 point match\n\n Game 1\n Vert : 0    Noir : 0\n  1) 31: 8/5 6/5 bonjour\n")
                .expect_err("not a move");
        assert_eq!(err.line, 5);
        assert_eq!(err.problem.key(), "bad-line");
    }
}
