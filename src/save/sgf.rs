//! GNU Backgammon's SGF (`FF[4] GM[6]`), as gnubg 1.07 writes it with `save match` and
//! reads it with `load match`: one game tree per game, its root naming the match
//! (`MI[length:3][game:0][ws:0][bs:0]`), the players (`PW` player 0, `PB` player 1), the
//! rules (`RU[Crawford:CrawfordGame]`, `RU[Jacoby]`, `RU[Nackgammon]`) and the result
//! (`RE[W+2]`, `RE[B+4R]` for a resignation); then one node per action:
//!
//! ```text
//! ;B[21lnab]      Black rolled 2-1 and played l→n, a→b (pairs of points)
//! ;W[double]      White doubled; ;B[take] or ;B[drop] answers
//! ;B[double]      answering a double with a double: a beaver (money play)
//! ```
//!
//! Points are letters in player 0's numbering from 0 (`a` is its 1-point, `x` its 24):
//! player 0's point p is letter p − 1, player 1's point p is letter 24 − p; `y` is the bar
//! and `z` off, for both. Each pair is one die's step. gnubg writes no node for a
//! resignation, offered or refused: only the result's `R` says the game was resigned, and
//! its points give the kind (times the cube).
//!
//! Green is gnubg's player 0 (`W`), Black its player 1 (`B`), as in the `.mat` export and
//! the Match ID. Found by asking gnubg itself (`save match` of games played by commands and
//! by gnubg against itself); none of its code is used.

use std::fmt::Write as _;

use super::exchange::{GameBuilder, ImportError, ImportProblem, Match, at};
use crate::rules::score::{GameEnd, MatchRules};
use crate::rules::{BySide, Dice, Side, Step, Variant};
use crate::session::history::{Action, GameRecord};

/// The program named in `AP`.
const APPLICATION: &str = concat!("tablier:", env!("CARGO_PKG_VERSION"));

/// How deep game trees may nest: gnubg writes none inside a game; variations of variations
/// beyond this are not a match file.
const MAX_DEPTH: usize = 64;

/// The name of `variant` in gnubg's `RU` property, `None` for its standard game.
fn rule_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Nackgammon => Some("Nackgammon"),
        Variant::Hypergammon => Some("Hypergammon3"),
        _ => None,
    }
}

/// The game named `name` in an `RU` property; `Err` with the name for one gnubg plays and
/// tablier does not.
fn variant_named(name: &str) -> Result<Option<Variant>, String> {
    match name {
        "Nackgammon" => Ok(Some(Variant::Nackgammon)),
        "Hypergammon3" => Ok(Some(Variant::Hypergammon)),
        "Hypergammon1" | "Hypergammon2" => Err(name.to_owned()),
        // Crawford, CrawfordGame, Jacoby, and any rule gnubg may add: not a game.
        _ => Ok(None),
    }
}

/// `text` as an SGF value: `]` and `\` escaped.
fn escaped(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

fn letter_of(side: Side, point: u8) -> char {
    let index = match (point, side) {
        (25, _) => 24,
        (0, _) => 25,
        (p, Side::Green) => p - 1,
        (p, Side::Black) => 24 - p,
    };
    char::from(b'a' + index)
}

fn point_of(side: Side, letter: u8) -> Option<u8> {
    let index = letter.checked_sub(b'a')?;
    Some(match (index, side) {
        (24, _) => 25,
        (25, _) => 0,
        (i, Side::Green) if i < 24 => i + 1,
        (i, Side::Black) if i < 24 => 24 - i,
        _ => return None,
    })
}

fn colour(side: Side) -> char {
    match side {
        Side::Green => 'W',
        Side::Black => 'B',
    }
}

/// The SGF text of `games` of `variant` under `rules`, the players named `names`. Only
/// games gnubg plays are written (the caller checks the rule set).
#[must_use]
pub fn write(
    games: &[GameRecord],
    variant: Variant,
    rules: &MatchRules,
    names: BySide<&str>,
) -> String {
    let mut out = String::new();
    let length = rules.length().unwrap_or(0);
    for (i, game) in games.iter().enumerate() {
        let _ = write!(
            out,
            "(;FF[4]GM[6]CA[UTF-8]AP[{}]MI[length:{length}][game:{i}][ws:{}][bs:{}]PW[{}]PB[{}]",
            escaped(APPLICATION),
            game.score.green,
            game.score.black,
            escaped(names.green),
            escaped(names.black),
        );
        let mut rule = Vec::new();
        if length > 1 {
            rule.push("Crawford");
            if game.crawford {
                rule.push("CrawfordGame");
            }
        }
        if rules.is_money() && rules.jacoby {
            rule.push("Jacoby");
        }
        rule.extend(rule_name(variant));
        if !rule.is_empty() {
            let _ = write!(out, "RU[{}]", rule.join(":"));
        }
        if let Some((end, _)) = game.end
            && let Some(winner) = end.winner()
            && let Some(points) = super::exchange::gnubg_points(game)
        {
            let resigned = if matches!(end, GameEnd::Resigned { .. }) {
                "R"
            } else {
                ""
            };
            let _ = write!(out, "RE[{}+{points}{resigned}]", colour(winner));
        }
        out.push('\n');
        let mut doubler = None;
        for action in &game.actions {
            match action {
                Action::Play {
                    side, dice, steps, ..
                } => {
                    if let Some(dice) = dice {
                        let _ = writeln!(out, ";{}[{}]", colour(*side), play(*side, *dice, steps));
                    }
                }
                Action::Double { side, .. } => {
                    doubler = Some(*side);
                    let _ = writeln!(out, ";{}[double]", colour(*side));
                }
                Action::Take { side } => {
                    let _ = writeln!(out, ";{}[take]", colour(*side));
                }
                // gnubg's beaver is a redouble that its doubler then takes.
                Action::Beaver { side } => {
                    let _ = writeln!(out, ";{}[double]", colour(*side));
                    let _ = writeln!(out, ";{}[take]", colour(doubler.unwrap_or(!*side)));
                }
                Action::Drop { side } => {
                    let _ = writeln!(out, ";{}[drop]", colour(*side));
                }
                // gnubg writes no node for a resignation: `RE` tells it.
                Action::Resign { .. } | Action::ResignAnswer { .. } => {}
            }
        }
        out.push_str(")\n");
    }
    out
}

/// A play's value: the dice, higher first, then each step as two letters.
fn play(side: Side, dice: Dice, steps: &[Step]) -> String {
    let mut text = format!("{}{}", dice.big().value(), dice.small().value());
    for step in steps {
        text.push(letter_of(side, step.from));
        text.push(letter_of(side, step.to));
    }
    text
}

/// One property: its name, its values (unescaped) and the line it starts on.
#[derive(Debug)]
struct Property {
    name: String,
    values: Vec<String>,
    line: usize,
}

/// One node: its properties.
type Node = Vec<Property>;

/// Reads SGF text: the main line of each game tree at the top (a variation's first branch).
///
/// Hand-written, not the `sgf-parse` crate (4.2.8, tried on the gnubg fixtures, issue 31):
/// that crate reads all four and keeps gnubg's own properties (`MI`, `GS`, `A`, `DA`, `MR`,
/// `DI`), but
/// - its errors and nodes carry no position, so "line 3: `B` broken off" and "line 3:
///   illegal move `B[42qaaa]`" would lose their line and property;
/// - it stores a game's nodes as a chain of children and walks it recursively: a file of a
///   million empty nodes (`;`, one byte each, far below `MAX_FILE_BYTES`) overflows the stack
///   and aborts the program (100,000 already do unoptimised), where this reader keeps
///   the main line flat and bounds the nesting of trees by `MAX_DEPTH`;
/// - its lexer, which holds the positions, is private.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    line: usize,
}

impl Reader<'_> {
    fn error(&self, problem: ImportProblem) -> ImportError {
        at(self.line, problem)
    }

    fn skip_space(&mut self) {
        while let Some(&b) = self.bytes.get(self.at) {
            if b == b'\n' {
                self.line += 1;
            } else if !b.is_ascii_whitespace() {
                break;
            }
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.bytes.get(self.at).copied()
    }

    /// The game trees of the collection, each its main line of nodes.
    fn collection(&mut self) -> Result<Vec<(usize, Vec<Node>)>, ImportError> {
        let mut games = Vec::new();
        while let Some(b) = self.peek() {
            if b != b'(' {
                return Err(self.error(ImportProblem::Syntax));
            }
            let line = self.line;
            games.push((line, self.tree(0)?));
        }
        Ok(games)
    }

    /// `( nodes trees )`: the nodes, then the first tree's main line; other trees are
    /// variations, read and left.
    fn tree(&mut self, depth: usize) -> Result<Vec<Node>, ImportError> {
        if depth > MAX_DEPTH {
            return Err(self.error(ImportProblem::Syntax));
        }
        self.at += 1;
        let mut nodes = Vec::new();
        while self.peek() == Some(b';') {
            self.at += 1;
            nodes.push(self.node()?);
        }
        let mut first = true;
        loop {
            match self.peek() {
                Some(b'(') => {
                    let branch = self.tree(depth + 1)?;
                    if first {
                        nodes.extend(branch);
                        first = false;
                    }
                }
                Some(b')') => {
                    self.at += 1;
                    return Ok(nodes);
                }
                _ => return Err(self.error(ImportProblem::Syntax)),
            }
        }
    }

    fn node(&mut self) -> Result<Node, ImportError> {
        let mut node = Vec::new();
        while let Some(b) = self.peek() {
            if !b.is_ascii_alphabetic() {
                break;
            }
            let line = self.line;
            let start = self.at;
            while self.bytes.get(self.at).is_some_and(u8::is_ascii_alphabetic) {
                self.at += 1;
            }
            let name = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
            let mut values = Vec::new();
            while self.peek() == Some(b'[') {
                self.at += 1;
                values.push(self.value(&name)?);
            }
            if values.is_empty() {
                return Err(self.error(ImportProblem::Property { name }));
            }
            node.push(Property { name, values, line });
        }
        Ok(node)
    }

    /// A value after its `[`, to its unescaped `]`.
    fn value(&mut self, name: &str) -> Result<String, ImportError> {
        let mut value = Vec::new();
        loop {
            let Some(&b) = self.bytes.get(self.at) else {
                return Err(self.error(ImportProblem::Property { name: name.into() }));
            };
            self.at += 1;
            match b {
                b']' => break,
                b'\\' => {
                    if let Some(&next) = self.bytes.get(self.at) {
                        self.at += 1;
                        if next == b'\n' {
                            self.line += 1;
                        } else {
                            value.push(next);
                        }
                    }
                }
                b'\n' => {
                    self.line += 1;
                    value.push(b);
                }
                _ => value.push(b),
            }
        }
        Ok(String::from_utf8_lossy(&value).into_owned())
    }
}

/// Whether `text` looks like an SGF file (its first sign a game tree).
#[must_use]
pub fn looks_like(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('(')
}

/// The match of gnubg's SGF `text`, every move checked.
///
/// # Errors
/// The line and the problem: malformed text, a property that cannot be read, a game
/// tablier does not play, an illegal move, a cube action or a result out of place.
pub fn read(text: &str) -> Result<Match, ImportError> {
    let mut reader = Reader {
        // A byte-order mark, as some editors write, is no part of the game.
        bytes: text.trim_start_matches('\u{feff}').as_bytes(),
        at: 0,
        line: 1,
    };
    let trees = reader.collection()?;
    let mut found: Option<Match> = None;
    for (line, nodes) in trees {
        let Some(root) = nodes.first() else {
            return Err(at(line, ImportProblem::Syntax));
        };
        let mut length = 0;
        let mut variant = Variant::Backgammon;
        let mut jacoby = false;
        let mut result = None;
        for property in root {
            let bad = || {
                at(
                    property.line,
                    ImportProblem::Property {
                        name: property.name.clone(),
                    },
                )
            };
            let value = property.values[0].trim();
            match property.name.as_str() {
                "GM" if value != "6" => return Err(at(property.line, ImportProblem::NotAMatch)),
                "MI" => {
                    for item in &property.values {
                        if let Some(n) = item.strip_prefix("length:") {
                            length = n.trim().parse().map_err(|_| bad())?;
                        }
                    }
                }
                "RU" => {
                    for rule in value.split(':') {
                        jacoby |= rule == "Jacoby";
                        if let Some(v) = variant_named(rule).map_err(|name| {
                            at(property.line, ImportProblem::UnknownGame { name })
                        })? {
                            variant = v;
                        }
                    }
                }
                "RE" => result = Some((value.to_owned(), property.line)),
                "AE" | "AB" | "AW" => return Err(bad()),
                _ => {}
            }
        }
        if length > crate::rules::score::MAX_MATCH_LENGTH {
            return Err(at(line, ImportProblem::Property { name: "MI".into() }));
        }
        let imported = found.get_or_insert_with(|| Match {
            variant,
            rules: Match::rules_for(length, jacoby),
            games: Vec::new(),
        });
        if imported.variant != variant {
            return Err(at(line, ImportProblem::Property { name: "RU".into() }));
        }
        let mut game = GameBuilder::new(variant, line);
        for node in &nodes[1..] {
            for property in node {
                let side = match property.name.as_str() {
                    "W" => Side::Green,
                    "B" => Side::Black,
                    "AE" | "AB" | "AW" => {
                        return Err(at(
                            property.line,
                            ImportProblem::Property {
                                name: property.name.clone(),
                            },
                        ));
                    }
                    // Analysis, comments, dice set before a move (`PL`, `DI`): not actions.
                    _ => continue,
                };
                let value = property.values[0].trim();
                let text = format!("{}[{value}]", property.name);
                action(&mut game, side, value, property.line, &text)?;
            }
        }
        if let Some((value, line)) = result {
            let text = format!("RE[{value}]");
            let bad = || at(line, ImportProblem::Result { text: text.clone() });
            let (winner, rest) = match value.split_at_checked(2) {
                Some(("W+", rest)) => (Side::Green, rest),
                Some(("B+", rest)) => (Side::Black, rest),
                _ => return Err(bad()),
            };
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let points: u32 = digits.parse().map_err(|_| bad())?;
            game.result(winner, points, line, &text)?;
        }
        if let Some(game) = game.finish() {
            imported.games.push(game);
        }
    }
    match found {
        Some(imported) if !imported.games.is_empty() => Ok(imported),
        _ => Err(at(0, ImportProblem::NoGame)),
    }
}

/// One `W` or `B` node's action.
fn action(
    game: &mut GameBuilder,
    side: Side,
    value: &str,
    line: usize,
    text: &str,
) -> Result<(), ImportError> {
    match value {
        "double" => game.double(side, line, text),
        "take" => game.take(side, line, text),
        "drop" => game.drop_cube(side, line, text),
        _ => {
            let bytes = value.as_bytes();
            let illegal = || at(line, ImportProblem::IllegalMove { text: text.into() });
            if bytes.len() < 2 || bytes.len() % 2 != 0 || bytes.len() > 2 + 8 {
                return Err(illegal());
            }
            let dice = Dice::from_values(bytes[0].wrapping_sub(b'0'), bytes[1].wrapping_sub(b'0'))
                .ok_or_else(illegal)?;
            let moves = bytes[2..]
                .chunks(2)
                .map(|pair| Some((point_of(side, pair[0])?, point_of(side, pair[1])?)))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(illegal)?;
            game.play(side, dice, &moves, line, text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    #[test]
    fn each_sides_points_are_letters_of_player_zeros_numbering() {
        assert_eq!(letter_of(Side::Green, 13), 'm');
        assert_eq!(letter_of(Side::Black, 13), 'l');
        assert_eq!(letter_of(Side::Black, 24), 'a');
        assert_eq!(letter_of(Side::Green, 25), 'y');
        assert_eq!(letter_of(Side::Black, 0), 'z');
        for side in Side::ALL {
            for point in 0..=25 {
                assert_eq!(point_of(side, letter_of(side, point) as u8), Some(point));
            }
        }
        assert_eq!(point_of(Side::Green, b'{'), None);
    }

    #[test]
    fn a_game_gnubg_wrote_reads_with_its_analysis_and_its_resignation() {
        let text = "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:0][game:0][ws:0][bs:0]\
            PW[gnubg]PB[root]RU[Jacoby]RE[W+4R]GS[M:0 0 2 1]\n\
            ;W[31hefe]A[0][hefe E ver 3 0.5]\n;B[double]\n;W[double]\n;B[take]\n\
            ;B[42qusu]\n;W[65xrrm]MR[]\n;PL[B]DI[63])\n";
        let imported = read(text).expect("gnubg's own file");
        assert!(imported.rules.is_money() && imported.rules.jacoby);
        let game = &imported.games[0];
        let kinds: Vec<&str> = game
            .actions
            .iter()
            .map(|(a, _)| match a {
                Action::Play { .. } => "play",
                Action::Double { .. } => "double",
                Action::Beaver { .. } => "beaver",
                Action::Resign { .. } => "resign",
                Action::ResignAnswer { .. } => "accept",
                _ => "other",
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "play", "double", "beaver", "play", "play", "resign", "accept"
            ]
        );
        assert_eq!(game.actions[5].1, 1, "the result's line: the root node's");
    }

    #[test]
    fn a_value_broken_off_names_its_property_and_line() {
        let err = read("(;FF[4]GM[6]MI[length:1]\n;W[31hefe]\n;B[42qu").expect_err("cut");
        assert_eq!(err.line, 3);
        assert_eq!(err.problem, ImportProblem::Property { name: "B".into() });
        let err = read("(;FF[4]GM[6]\n;W[31hefe]\n").expect_err("no closing");
        assert_eq!(err.problem, ImportProblem::Syntax);
    }

    #[test]
    fn a_million_empty_nodes_are_read_without_deep_recursion() {
        let text = format!("(;FF[4]GM[6]MI[length:1]{})", ";".repeat(1_000_000));
        let err = read(&text).expect_err("no move");
        assert_eq!(err.problem, ImportProblem::NoGame);
        let text = format!("(;FF[4]GM[6]{}", "(;".repeat(1_000_000));
        assert_eq!(
            read(&text).expect_err("too deep").problem,
            ImportProblem::Syntax
        );
    }

    #[test]
    fn an_illegal_move_names_its_node() {
        let err = read("(;FF[4]GM[6]MI[length:1]\n;W[31hefe]\n;B[42qaaa])").expect_err("illegal");
        assert_eq!(err.line, 3);
        assert_eq!(
            err.problem,
            ImportProblem::IllegalMove {
                text: "B[42qaaa]".into()
            }
        );
    }

    #[test]
    fn a_variation_is_read_past_and_the_main_line_kept() {
        let text = "\u{feff}(;FF[4]GM[6]MI[length:1]\n;W[31hefe]\n(;B[42qusu]C[main \\] line])\n(;B[61qwrw]))";
        let imported = read(text).expect("a game with a variation");
        let game = &imported.games[0];
        assert_eq!(game.actions.len(), 2);
        assert!(matches!(
            &game.actions[1].0,
            Action::Play { steps, .. } if steps.iter().all(|s| s.to == 4)
        ));
    }

    #[test]
    fn one_and_two_checker_hypergammon_are_games_tablier_does_not_play() {
        let err = read("(;FF[4]GM[6]RU[Hypergammon2]\n;W[31hefe])").expect_err("unknown");
        assert_eq!(
            err.problem,
            ImportProblem::UnknownGame {
                name: "Hypergammon2".into()
            }
        );
    }

    #[test]
    fn a_written_game_reads_back_to_the_same_actions() {
        let start = Position::start(Variant::Nackgammon, Side::Black);
        let dice = Dice::from_values(6, 2).expect("dice");
        let legal = start.legal_plays(dice)[0];
        let mut game = GameRecord::new(1, start, BySide::default(), false);
        game.actions = vec![
            Action::Play {
                side: Side::Black,
                dice: Some(dice),
                before: start,
                steps: legal.play.steps().to_vec(),
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
        let rules = Match::rules_for(3, false);
        let names = BySide {
            green: "Vert]",
            black: "Noir",
        };
        let text = write(&[game.clone()], Variant::Nackgammon, &rules, names);
        assert!(
            text.contains("MI[length:3][game:0][ws:0][bs:0]PW[Vert\\]]PB[Noir]"),
            "{text}"
        );
        assert!(text.contains("RU[Crawford:Nackgammon]RE[W+1]"), "{text}");
        let back = read(&text).expect("its own file");
        assert_eq!(back.variant, Variant::Nackgammon);
        let actions: Vec<Action> = back.games[0]
            .actions
            .iter()
            .map(|(a, _)| a.clone())
            .collect();
        assert_eq!(actions, game.actions);
    }
}
