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

use crate::rules::score::GameEnd;
use crate::rules::{BySide, Gnubg, Side, Step, Variant};
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
            Action::Beaver { side } => put(&mut lines, *side, " Beavers".into()),
            Action::Drop { side } => put(&mut lines, *side, " Drops".into()),
            // gnubg's .mat has no resignation lines: the game ends with its winner's points.
            Action::Resign { .. } | Action::ResignAnswer { .. } => {}
        }
    }
    let wins = game.end.map(|(end, points)| {
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

/// One checker step as gnubg writes it: `13/7`, `25/21*`, `6/off`.
fn step(s: &Step) -> String {
    let to = if s.to == 0 {
        "off".to_owned()
    } else {
        s.to.to_string()
    };
    format!("{}/{to}{}", s.from, if s.hit { "*" } else { "" })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Position, Variant};

    #[test]
    fn a_game_is_written_in_two_columns_with_the_cube_and_the_result() {
        let start = Position::start(Variant::Backgammon, Side::Black);
        let dice = Dice::from_values(6, 2).unwrap();
        let play = start.legal_plays(dice)[0].clone();
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
}
