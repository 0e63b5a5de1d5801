//! What the files of GNU Backgammon (`.sgf`, and `.mat` as gnubg and tablier write it) read
//! into: the games of a match, each checked move by move against the rules engine while
//! it is read, so that a bad file is refused with the line and the problem, never played.
//!
//! The readers of both formats build a [`Match`] through [`GameBuilder`], which turns
//! gnubg's moves (pairs of points, no dice per step) into tablier's steps: the play is the
//! legal play that leaves the board as the pairs do. The session then replays the record
//! as it replays a save ([`crate::session::Session::imported`]), which checks the cube and
//! the resignations, so that an imported match is exactly a loaded one.

use crate::rules::score::GameEnd;
use crate::rules::score::{Format, MatchRules};
use crate::rules::{Dice, Points, Position, Side, Stage, StageKind, Turn, Variant, WinKind};
pub use crate::session::files::{ImportError, ImportProblem};
use crate::session::history::{Action, GameRecord};

/// The points gnubg writes for `game`'s end: those the game gave, except for a resignation,
/// which gnubg counts as its kind times the cube whatever the Jacoby rule (and reads back
/// so: the kind is the points over the cube).
#[must_use]
pub fn gnubg_points(game: &GameRecord) -> Option<u32> {
    let (end, points) = game.end?;
    let GameEnd::Resigned { kind, .. } = end else {
        return Some(points);
    };
    let mut cube = 1;
    let mut offered = 2;
    for action in &game.actions {
        match action {
            Action::Double { value, .. } => offered = *value,
            Action::Take { .. } => cube = offered,
            Action::Beaver { .. } => cube = offered * 2,
            _ => {}
        }
    }
    let times = match kind {
        WinKind::Gammon => 2,
        WinKind::Backgammon => 3,
        _ => 1,
    };
    Some(times * cube)
}

/// An error at `line`.
pub(crate) fn at(line: usize, problem: ImportProblem) -> ImportError {
    ImportError { line, problem }
}

/// One imported game: its start, and each action with the line it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub start: Position,
    pub actions: Vec<(Action, usize)>,
    /// The line of the game's first line (its header), for a problem of the whole game.
    pub line: usize,
}

/// An imported match: its game, its rules and its games in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub variant: Variant,
    pub rules: MatchRules,
    pub games: Vec<Game>,
}

impl Match {
    /// The rules of a match to `length` points (0: money play), gnubg's as it reads its files.
    #[must_use]
    pub fn rules_for(length: u32, jacoby: bool) -> MatchRules {
        let mut rules = MatchRules::new(if length == 0 {
            Format::Money
        } else {
            Format::Match(length)
        });
        rules.jacoby = jacoby && length == 0;
        // gnubg allows beavers in money play unless told otherwise.
        rules.beavers = length == 0;
        rules
    }
}

/// Reads one game's actions in order, keeping the position and the cube, checking each
/// play against the rules engine.
pub struct GameBuilder {
    variant: Variant,
    line: usize,
    start: Option<Position>,
    position: Position,
    /// The cube's value and who may double next (`None`: either).
    cube: u32,
    /// The double waiting for an answer: its doubler.
    doubled: Option<Side>,
    /// The last answer was a beaver: gnubg's doubler then takes the cube it gave back.
    beavered: Option<Side>,
    dropped: bool,
    actions: Vec<(Action, usize)>,
}

impl GameBuilder {
    /// A game of `variant` whose header is at `line`.
    #[must_use]
    pub fn new(variant: Variant, line: usize) -> GameBuilder {
        GameBuilder {
            variant,
            line,
            start: None,
            position: Position::start(variant, Side::Green),
            cube: 1,
            doubled: None,
            beavered: None,
            dropped: false,
            actions: Vec::new(),
        }
    }

    /// Whether the game is over on the board or by a drop.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.dropped || self.position.outcome().is_some()
    }

    /// Whether nothing was played yet: no side has started.
    #[must_use]
    pub fn is_new(&self) -> bool {
        self.start.is_none()
    }

    /// The position now, the side on roll to play.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether `side` has no legal play with `dice` where it stands.
    #[must_use]
    pub fn must_pass(&self, dice: Dice) -> bool {
        self.turn(dice).must_pass()
    }

    /// The first action of a game says who starts it.
    fn begin(&mut self, side: Side) {
        if self.start.is_none() {
            self.position = Position::start(self.variant, side);
            self.start = Some(self.position);
        }
    }

    fn turn(&self, dice: Dice) -> Turn {
        Turn::for_stage(
            self.position,
            Stage {
                side: self.position.turn(),
                kind: StageKind::Roll(dice),
            },
        )
    }

    /// `side` played `moves` (pairs of its own points, 25 the bar, 0 off) with `dice`.
    ///
    /// # Errors
    /// Out of turn, or not a legal play, naming `text` at `line`.
    pub fn play(
        &mut self,
        side: Side,
        dice: Dice,
        moves: &[(u8, u8)],
        line: usize,
        text: &str,
    ) -> Result<(), ImportError> {
        self.begin(side);
        if side != self.position.turn() || self.doubled.is_some() || self.is_over() {
            return Err(at(line, ImportProblem::OutOfTurn { text: text.into() }));
        }
        self.beavered = None;
        let illegal = || at(line, ImportProblem::IllegalMove { text: text.into() });
        let turn = self.turn(dice);
        let (after, steps) = if moves.is_empty() {
            if !turn.must_pass() {
                return Err(illegal());
            }
            (self.position.with_turn(!side), Vec::new())
        } else {
            let board = moved(&self.position, moves).ok_or_else(illegal)?;
            let play = turn
                .legal_plays()
                .iter()
                .find(|p| {
                    (*p.after.checkers(side), *p.after.checkers(!side)) == board
                        && !p.play.steps().is_empty()
                })
                .ok_or_else(illegal)?;
            (play.after, play.play.steps().to_vec())
        };
        self.actions.push((
            Action::Play {
                side,
                dice: Some(dice),
                before: self.position,
                steps,
            },
            line,
        ));
        self.position = after;
        Ok(())
    }

    /// `side` doubled.
    ///
    /// # Errors
    /// A double out of place.
    pub fn double(&mut self, side: Side, line: usize, text: &str) -> Result<(), ImportError> {
        self.begin(side);
        if self.is_over() {
            return Err(at(line, ImportProblem::OutOfTurn { text: text.into() }));
        }
        if let Some(doubler) = self.doubled {
            // Doubled back at once by the side doubled: gnubg's beaver.
            if doubler == side {
                return Err(at(line, ImportProblem::Cube { text: text.into() }));
            }
            self.doubled = None;
            self.cube *= 4;
            self.beavered = Some(doubler);
            self.actions.push((Action::Beaver { side }, line));
            return Ok(());
        }
        self.beavered = None;
        self.doubled = Some(side);
        self.actions.push((
            Action::Double {
                side,
                value: self.cube * 2,
            },
            line,
        ));
        Ok(())
    }

    /// `side` beavered (the `.mat` word): as a double answering a double.
    ///
    /// # Errors
    /// A beaver without a double to answer.
    pub fn beaver(&mut self, side: Side, line: usize, text: &str) -> Result<(), ImportError> {
        if self.doubled != Some(!side) {
            return Err(at(line, ImportProblem::Cube { text: text.into() }));
        }
        self.double(side, line, text)
    }

    /// `side` took.
    ///
    /// # Errors
    /// A take without a double.
    pub fn take(&mut self, side: Side, line: usize, text: &str) -> Result<(), ImportError> {
        if self.beavered == Some(side) {
            // gnubg's doubler takes the beavered cube: tablier's beaver needs no answer.
            self.beavered = None;
            return Ok(());
        }
        if self.doubled != Some(!side) {
            return Err(at(line, ImportProblem::Cube { text: text.into() }));
        }
        self.doubled = None;
        self.cube *= 2;
        self.actions.push((Action::Take { side }, line));
        Ok(())
    }

    /// `side` dropped: the game is over.
    ///
    /// # Errors
    /// A drop without a double.
    pub fn drop_cube(&mut self, side: Side, line: usize, text: &str) -> Result<(), ImportError> {
        if self.doubled != Some(!side) {
            return Err(at(line, ImportProblem::Cube { text: text.into() }));
        }
        self.doubled = None;
        self.dropped = true;
        self.actions.push((Action::Drop { side }, line));
        Ok(())
    }

    /// The game's result as the file gives it: `winner` won `points`. A game not over on
    /// the board nor by a drop was resigned: of the kind the points make at the cube's
    /// value (gnubg counts a resignation's kind times the cube, Jacoby aside).
    ///
    /// # Errors
    /// A result the record does not give.
    pub fn result(
        &mut self,
        winner: Side,
        points: u32,
        line: usize,
        text: &str,
    ) -> Result<(), ImportError> {
        let bad = || at(line, ImportProblem::Result { text: text.into() });
        if let Some(outcome) = self.position.outcome() {
            return match outcome {
                crate::rules::Outcome::Won { winner: w, .. } if w == winner => Ok(()),
                _ => Err(bad()),
            };
        }
        if self.dropped {
            return match self.actions.last() {
                Some((Action::Drop { side }, _)) if *side == !winner => Ok(()),
                _ => Err(bad()),
            };
        }
        if self.start.is_none() {
            return Err(bad());
        }
        let kind = match points.checked_div(self.cube) {
            Some(1) => WinKind::Single,
            Some(2) => WinKind::Gammon,
            Some(3) => WinKind::Backgammon,
            _ => return Err(bad()),
        };
        if self.doubled.is_some() {
            return Err(bad());
        }
        self.actions.push((
            Action::Resign {
                side: !winner,
                kind,
            },
            line,
        ));
        self.actions.push((
            Action::ResignAnswer {
                side: winner,
                accepted: true,
            },
            line,
        ));
        Ok(())
    }

    /// The game read, `None` when it holds no action (a game announced, not begun).
    #[must_use]
    pub fn finish(self) -> Option<Game> {
        Some(Game {
            start: self.start?,
            actions: self.actions,
            line: self.line,
        })
    }
}

/// Both sides' checkers after the mover makes `moves` as written, each landing on a lone
/// opposing checker hitting it; `None` when a move starts where the mover has none.
fn moved(position: &Position, moves: &[(u8, u8)]) -> Option<(Points, Points)> {
    let side = position.turn();
    let mut mine = *position.checkers(side);
    let mut theirs = *position.checkers(!side);
    for &(from, to) in moves {
        let (from, to) = (usize::from(from), usize::from(to));
        if from > 25 || to > 25 || mine[from] == 0 {
            return None;
        }
        mine[from] -= 1;
        mine[to] += 1;
        if (1..=24).contains(&to) && theirs[25 - to] == 1 {
            theirs[25 - to] = 0;
            theirs[25] += 1;
        }
    }
    Some((mine, theirs))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dice(a: u8, b: u8) -> Dice {
        Dice::from_values(a, b).expect("dice")
    }

    #[test]
    fn a_play_written_as_pairs_of_points_is_the_legal_play_it_makes() {
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        game.play(Side::Black, dice(2, 1), &[(13, 11), (24, 23)], 2, "21")
            .expect("legal");
        let Some((Action::Play { steps, .. }, 2)) = game.actions.first() else {
            panic!("a play");
        };
        assert_eq!(steps.len(), 2);
        assert_eq!(game.position().turn(), Side::Green);
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_line_and_text() {
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        let err = game
            .play(
                Side::Green,
                dice(6, 5),
                &[(13, 7), (13, 7)],
                4,
                "65: 13/7 13/7",
            )
            .expect_err("illegal");
        assert_eq!(err.line, 4);
        assert_eq!(
            err.problem,
            ImportProblem::IllegalMove {
                text: "65: 13/7 13/7".into()
            }
        );
    }

    #[test]
    fn a_side_playing_twice_in_a_row_plays_out_of_turn() {
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        game.play(Side::Green, dice(3, 1), &[(8, 5), (6, 5)], 2, "31")
            .expect("legal");
        let err = game
            .play(Side::Green, dice(3, 1), &[(8, 5), (6, 5)], 3, "31")
            .expect_err("twice");
        assert_eq!(err.problem.key(), "out-of-turn");
    }

    #[test]
    fn a_double_answered_by_a_double_is_a_beaver_and_the_doublers_take_is_implied() {
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        game.play(Side::Green, dice(3, 1), &[(8, 5), (6, 5)], 2, "31")
            .expect("legal");
        game.double(Side::Black, 3, "double").expect("a double");
        game.double(Side::Black, 4, "double")
            .expect_err("the doubler cannot double again");
        game.double(Side::Green, 4, "double").expect("a beaver");
        game.take(Side::Black, 5, "take")
            .expect("the doubler's take");
        let kinds: Vec<&Action> = game.actions.iter().map(|(a, _)| a).collect();
        assert!(matches!(
            kinds[..],
            [
                Action::Play { .. },
                Action::Double { value: 2, .. },
                Action::Beaver { side: Side::Green }
            ]
        ));
        assert_eq!(game.cube, 4);
    }

    #[test]
    fn points_won_before_the_end_are_a_resignation_of_the_kind_they_make() {
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        game.play(Side::Green, dice(3, 1), &[(8, 5), (6, 5)], 2, "31")
            .expect("legal");
        game.result(Side::Black, 2, 3, "B+2R").expect("a gammon");
        assert!(matches!(
            game.actions.last(),
            Some((
                Action::ResignAnswer {
                    side: Side::Black,
                    accepted: true
                },
                3
            ))
        ));
        assert!(matches!(
            game.actions[1].0,
            Action::Resign {
                side: Side::Green,
                kind: WinKind::Gammon
            }
        ));
        let mut game = GameBuilder::new(Variant::Backgammon, 1);
        game.play(Side::Green, dice(3, 1), &[(8, 5), (6, 5)], 2, "31")
            .expect("legal");
        assert_eq!(
            game.result(Side::Black, 5, 3, "B+5")
                .map_err(|e| e.problem.key()),
            Err("result")
        );
    }
}
