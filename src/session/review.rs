//! `bilan`: how well each side played in the games so far, the one in progress included.
//!
//! Every play of the record where the roll left a choice is judged as the tutor judges it
//! ([`crate::ai::judge`], the search `conseil` reads): what it lost against the best play.
//! Summed per side, that gives GNU Backgammon's *error rate* (equity lost per decision, told
//! in thousandths of a point), the doubtful and bad plays, and the three worst, for the
//! learner to look at again.
//!
//! Cube decisions are judged with the verdict `conseil` gives at a cube decision
//! ([`crate::ai::cube_policy::cube_verdict`]), money play per cube 1, matches in equivalent-to-money
//! points, with the same lines for doubtful and bad: each double, take, beaver and drop, and
//! each turn where the side on roll could double and did not, when that was close (doubling
//! within [`CLOSE_CUBE`] of not doubling) or a mistake. Counting every quiet turn would dilute
//! the error rate with decisions nobody would call decisions; GNU Backgammon, too, counts
//! only the close ones. Games whose rolls are made early (Lancer prématuré) are left out: the
//! moment of their cube is not the side on roll's.
//!
//! Where the game lets the mover know the opponent's next roll (Lancer prématuré), each play
//! is judged knowing the roll its mover knew: the opponent's roll that followed it in the
//! record ([`known_next`]), as the tutor and `conseil` were told it then.
//!
//! Judgements are kept by position, roll and known roll ([`Judgements`]), so that asking
//! again, or after the tutor judged a play, costs nothing.

use std::collections::HashMap;

use crate::ai::judge::{Judgement, judge};
use crate::rules::cube::Cube;
use crate::rules::score::{Crawford, Format, MatchRules, MatchState};
use crate::rules::{BySide, Dice, Position, Side, Step};

use super::cube_advice::CubeAction;
use super::history::{Action, GameRecord};
use crate::ai::cube_policy::CubeVerdict;

/// A play that loses more than this (thousandths of a point) is doubtful; GNU Backgammon's
/// line.
pub const DOUBTFUL: i32 = 40;
/// A play that loses more than this is bad.
pub const BAD: i32 = 80;
/// How many of its worst plays each side is shown.
pub const WORST_SHOWN: usize = 3;
/// How many of its worst cube actions each side is shown.
pub const WORST_CUBE_SHOWN: usize = 2;
/// A turn without a double counts as a cube decision when doubling was worth at least the
/// equity of not doubling less this (thousandths).
pub const CLOSE_CUBE: i32 = 250;

/// One cube action judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeMistake {
    /// The game's number in the match, from 1.
    pub game: u32,
    /// The number of the play the action came before, from 1 (as `historique` counts).
    pub number: u32,
    pub side: Side,
    /// What was done.
    pub action: CubeAction,
    /// What should have been done.
    pub better: CubeAction,
    /// What the action lost, in thousandths.
    pub loss: i32,
}

/// One play that lost equity, to look at again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The game's number in the match, from 1.
    pub game: u32,
    /// The play's number in its game, from 1, both sides' plays counted (as `historique`
    /// lists them).
    pub number: u32,
    pub side: Side,
    pub dice: Dice,
    /// The position the play was made from.
    pub before: Position,
    pub played: Vec<Step>,
    /// The best play by the search.
    pub best: Vec<Step>,
    /// What the play lost, in thousandths of a point.
    pub loss: i32,
}

/// One side's account.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideReview {
    /// Plays where the roll left a choice.
    pub decisions: u32,
    /// Equity lost over them, in thousandths of a point.
    pub lost: i32,
    /// Plays losing more than [`DOUBTFUL`], up to [`BAD`].
    pub doubtful: u32,
    /// Plays losing more than [`BAD`].
    pub bad: u32,
    /// The worst plays that lost anything, worst first, at most [`WORST_SHOWN`].
    pub worst: Vec<Mistake>,
    /// Cube decisions judged.
    pub cube_decisions: u32,
    /// Equity lost over them, in thousandths.
    pub cube_lost: i32,
    /// Cube actions losing more than [`DOUBTFUL`], up to [`BAD`].
    pub cube_doubtful: u32,
    /// Cube actions losing more than [`BAD`].
    pub cube_bad: u32,
    /// The worst cube actions that lost anything, worst first, at most
    /// [`WORST_CUBE_SHOWN`].
    pub worst_cube: Vec<CubeMistake>,
}

impl SideReview {
    /// Equity lost per decision, in tenths of a thousandth of a point (123 is 12.3
    /// thousandths); `None` without a decision.
    #[must_use]
    pub fn error_rate(&self) -> Option<i32> {
        let decisions = i64::from(self.decisions);
        (decisions > 0).then(|| {
            let tenths = (i64::from(self.lost) * 10 + decisions / 2) / decisions;
            i32::try_from(tenths).unwrap_or(i32::MAX)
        })
    }

    /// Equity lost per cube decision, in tenths of a thousandth; `None` without one.
    #[must_use]
    pub fn cube_error_rate(&self) -> Option<i32> {
        let decisions = i64::from(self.cube_decisions);
        (decisions > 0).then(|| {
            let tenths = (i64::from(self.cube_lost) * 10 + decisions / 2) / decisions;
            i32::try_from(tenths).unwrap_or(i32::MAX)
        })
    }

    /// Counts one judged cube action.
    fn add_cube(&mut self, mistake: CubeMistake) {
        self.cube_decisions += 1;
        self.cube_lost += mistake.loss;
        if mistake.loss > BAD {
            self.cube_bad += 1;
        } else if mistake.loss > DOUBTFUL {
            self.cube_doubtful += 1;
        }
        if mistake.loss > 0 {
            let at = self.worst_cube.partition_point(|m| m.loss >= mistake.loss);
            if at < WORST_CUBE_SHOWN {
                self.worst_cube.insert(at, mistake);
                self.worst_cube.truncate(WORST_CUBE_SHOWN);
            }
        }
    }

    /// Counts one judged play.
    fn add(&mut self, mistake: Mistake) {
        self.decisions += 1;
        self.lost += mistake.loss;
        if mistake.loss > BAD {
            self.bad += 1;
        } else if mistake.loss > DOUBTFUL {
            self.doubtful += 1;
        }
        if mistake.loss > 0 {
            // Worst first; among equals, the earlier play first.
            let at = self.worst.partition_point(|m| m.loss >= mistake.loss);
            if at < WORST_SHOWN {
                self.worst.insert(at, mistake);
                self.worst.truncate(WORST_SHOWN);
            }
        }
    }
}

/// Both sides' accounts over some games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    /// How many games were looked at.
    pub games: u32,
    pub sides: BySide<SideReview>,
    /// Whether those games held cube actions that could not be judged (a game whose rolls
    /// are made early).
    pub cube_left_out: bool,
}

/// A play to judge: the position, the roll, the opponent's next roll where the mover knew it
/// ([`known_next`]), and the position played to.
type Play = (Position, Dice, Option<Dice>, Position);

/// A cube decision to judge: the position of the side on roll, the match as it stands and
/// the cube.
type CubeDecision = (Position, MatchState, Cube);

/// Judgements already made: of plays, by the position, the roll, the known roll and the
/// position played to; of cube decisions, by the position, the match and the cube.
#[derive(Clone, Debug, Default)]
pub struct Judgements {
    known: HashMap<Play, Option<Judgement>>,
    verdicts: HashMap<CubeDecision, CubeVerdict>,
    /// How many searches were made (plays and cube decisions): what a second `bilan` must
    /// leave as it was.
    searches: usize,
}

impl Judgements {
    /// The judgement of the play from `before` with `dice` to `after`, the opponent's next
    /// roll being `known_next` where the mover knew it ([`judge`]), made once.
    pub fn judge(
        &mut self,
        before: &Position,
        dice: Dice,
        known_next: Option<Dice>,
        after: &Position,
    ) -> Option<Judgement> {
        let searches = &mut self.searches;
        self.known
            .entry((*before, dice, known_next, *after))
            .or_insert_with(|| {
                *searches += 1;
                judge(before, dice, known_next, after)
            })
            .clone()
    }

    /// The cube verdict of the side on roll in `pos`, the match at `state` and the cube at
    /// `cube`, made once.
    pub fn cube_verdict(&mut self, pos: &Position, state: &MatchState, cube: Cube) -> CubeVerdict {
        let searches = &mut self.searches;
        *self
            .verdicts
            .entry((*pos, *state, cube))
            .or_insert_with(|| {
                *searches += 1;
                crate::ai::cube_policy::cube_verdict(pos, state, cube)
            })
    }

    /// Keeps `verdict`, the cube verdict of the side on roll in `pos` at `state` with `cube`
    /// that the computer's own cube decision was made from
    /// ([`crate::ai::cube_policy::offers_double_judged`]), so that `bilan` does not search
    /// it again.
    pub fn keep_verdict(
        &mut self,
        pos: &Position,
        state: &MatchState,
        cube: Cube,
        verdict: CubeVerdict,
    ) {
        self.verdicts.insert((*pos, *state, cube), verdict);
    }

    /// How many searches these judgements have made so far, plays and cube decisions.
    #[must_use]
    pub fn searches(&self) -> usize {
        self.searches
    }

    /// Whether every play of `game` with a choice is judged already: `erreurs` then answers
    /// at once, and nothing need be said of a wait. `waiting`: as for [`mistakes`].
    #[must_use]
    pub fn knows_all(&self, game: &GameRecord, waiting: Option<Dice>) -> bool {
        plays_of(std::slice::from_ref(game), waiting)
            .iter()
            .all(|play| self.known.contains_key(play))
    }

    /// Judges those of `plays` not judged yet, spread over the processor's cores: each
    /// judgement is a search of its own, and a long match holds hundreds.
    fn judge_all(&mut self, plays: &[Play]) {
        let missing = missing(plays, |play| self.known.contains_key(play));
        self.searches += missing.len();
        self.known
            .extend(spread(&missing, |&(b, d, k, a)| judge(&b, d, k, &a)));
    }

    /// Judges those of `decisions` not judged yet, spread over the cores as plays are.
    fn judge_all_cubes(&mut self, decisions: &[CubeDecision]) {
        let missing = missing(decisions, |d| self.verdicts.contains_key(d));
        self.searches += missing.len();
        self.verdicts.extend(spread(&missing, |(pos, state, cube)| {
            crate::ai::cube_policy::cube_verdict(pos, state, *cube)
        }));
    }
}

/// Those of `all` that `known` does not hold, each once.
fn missing<T: Copy + PartialEq>(all: &[T], known: impl Fn(&T) -> bool) -> Vec<T> {
    let mut missing: Vec<T> = Vec::new();
    for item in all {
        if !known(item) && !missing.contains(item) {
            missing.push(*item);
        }
    }
    missing
}

/// Each of `items` with what `work` makes of it, the items spread over the processor's
/// cores. A worker that failed leaves its items out: they are worked one by one when asked
/// for afterwards.
fn spread<T: Copy + Send + Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<(T, R)> {
    if items.is_empty() {
        return Vec::new();
    }
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    let chunk = items.len().div_ceil(workers);
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|item| (*item, work(item)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().ok())
            .flatten()
            .collect()
    })
}

/// Reviews `games`, played under `rules`, with the search, reusing and filling `known`;
/// cube actions with the computer's cube verdict, kept in `known` too: asking again costs
/// no search. `waiting`: in a game whose rolls are made early, the last of `games` being in
/// progress, the roll its side on roll plays now or next ([`known_next`]).
pub fn review(
    games: &[GameRecord],
    rules: &MatchRules,
    waiting: Option<Dice>,
    known: &mut Judgements,
) -> Review {
    known.judge_all(&plays_of(games, waiting));
    known.judge_all_cubes(&cube_decisions_of(games, rules));
    // The two judges are called one after the other, never one inside the other.
    let known = std::cell::RefCell::new(known);
    review_with(
        games,
        rules,
        waiting,
        |before, dice, known_next, after| known.borrow_mut().judge(before, dice, known_next, after),
        |pos, state, cube| known.borrow_mut().cube_verdict(pos, state, cube),
    )
}

/// The cube decisions of `games` that a review judges: the walk through the games with a
/// stand-in verdict, which changes nothing of where the walk goes (the cube and the match
/// follow the actions recorded, not the verdicts).
fn cube_decisions_of(games: &[GameRecord], rules: &MatchRules) -> Vec<CubeDecision> {
    let mut decisions = Vec::new();
    review_with(
        games,
        rules,
        None,
        |_, _, _, _| None,
        |pos, state, cube| {
            decisions.push((*pos, *state, cube));
            CubeVerdict {
                no_double: 0,
                double_take: 0,
                double_pass: 0,
            }
        },
    );
    decisions
}

/// The plays of `games` to judge: those with dice that moved a checker. `waiting`: the
/// roll waiting to be played in the last of `games` ([`known_next`]).
fn plays_of(games: &[GameRecord], waiting: Option<Dice>) -> Vec<Play> {
    let count = games.len();
    games
        .iter()
        .enumerate()
        .flat_map(|(n, game)| {
            let waiting = waiting.filter(|_| n + 1 == count);
            game.actions
                .iter()
                .enumerate()
                .map(move |(i, a)| (game, waiting, i, a))
        })
        .filter_map(|(game, waiting, i, action)| match action {
            Action::Play {
                dice,
                before,
                steps,
                ..
            } => {
                // Plays without dice are not judged: the judge weighs a roll's plays.
                let dice = (*dice)?;
                let known = known_next(game, i, waiting);
                played_to(before, steps).map(|after| (*before, dice, known, after))
            }
            _ => None,
        })
        .collect()
}

/// The opponent's next roll that the mover of the play at `game.actions[at]` knew, in a game
/// whose rolls are made one turn early (Lancer prématuré, `variants.md` §2.21): the roll of
/// the opponent's play that follows it in the record (a pass included), whatever cube
/// actions come between. The first play of a game is no exception: after the opening roll
/// the second player rolls at once.
///
/// Where no play follows, in a game still in progress, the roll is `waiting`: the roll its
/// side on roll plays now, or has made and will play next, which the session holds.
///
/// `None` in any other game, and where the game ended before the opponent played (by the
/// last play, a dropped double or a resignation): its roll was made but never recorded, and
/// such a play is judged as in backgammon.
#[must_use]
pub fn known_next(game: &GameRecord, at: usize, waiting: Option<Dice>) -> Option<Dice> {
    if !game.start.rules().dice.rolls_early() {
        return None;
    }
    let Some(Action::Play { side: mover, .. }) = game.actions.get(at) else {
        return None;
    };
    let next = game.actions.get(at + 1..)?.iter().find_map(|a| match a {
        Action::Play { side, dice, .. } => Some((*side, *dice)),
        _ => None,
    });
    match next {
        Some((side, dice)) if side != *mover => dice,
        Some(_) => None,
        None if game.end.is_none() => waiting,
        None => None,
    }
}

/// The plays of `sides` in `game` that lost more than [`DOUBTFUL`], in the order played:
/// the doubtful and bad plays `bilan` counts, for `revoir`'s `erreurs` to go through.
/// `waiting`: where `game` is in progress, the roll waiting to be played ([`known_next`]).
pub fn mistakes(
    game: &GameRecord,
    sides: &[Side],
    waiting: Option<Dice>,
    known: &mut Judgements,
) -> Vec<Mistake> {
    known.judge_all(&plays_of(std::slice::from_ref(game), waiting));
    mistakes_with(game, sides, waiting, |before, dice, known_next, after| {
        known.judge(before, dice, known_next, after)
    })
}

/// [`mistakes`], each play judged by `judge`.
pub fn mistakes_with(
    game: &GameRecord,
    sides: &[Side],
    waiting: Option<Dice>,
    mut judge: impl FnMut(&Position, Dice, Option<Dice>, &Position) -> Option<Judgement>,
) -> Vec<Mistake> {
    judged_plays(game, waiting, &mut judge)
        .into_iter()
        .filter(|m| sides.contains(&m.side) && m.loss > DOUBTFUL)
        .collect()
}

/// Every play of `game` where the roll left a choice, judged, in the order played, each
/// knowing the roll its mover knew ([`known_next`], `waiting` where the game is in progress).
fn judged_plays(
    game: &GameRecord,
    waiting: Option<Dice>,
    judge: &mut impl FnMut(&Position, Dice, Option<Dice>, &Position) -> Option<Judgement>,
) -> Vec<Mistake> {
    let mut plays = Vec::new();
    let mut number = 0;
    for (at, action) in game.actions.iter().enumerate() {
        let Action::Play {
            side,
            dice,
            before,
            steps,
        } = action
        else {
            continue;
        };
        number += 1;
        let Some(after) = played_to(before, steps) else {
            continue;
        };
        let Some(dice) = *dice else {
            continue;
        };
        let Some(judged) = judge(before, dice, known_next(game, at, waiting), &after) else {
            continue;
        };
        plays.push(Mistake {
            game: game.number,
            number,
            side: *side,
            dice,
            before: *before,
            played: steps.clone(),
            best: judged.best.play.steps().to_vec(),
            loss: judged.loss(),
        });
    }
    plays
}

/// The match as it stood before `game`, under `rules`; `None` if the record's score cannot
/// be one of them.
fn state_before(game: &GameRecord, rules: &MatchRules) -> Option<MatchState> {
    let crawford = match rules.format {
        _ if game.crawford => Crawford::ThisGame,
        Format::Match(n) if Side::ALL.iter().any(|&s| game.score[s] + 1 >= n) => Crawford::After,
        _ => Crawford::Before,
    };
    MatchState::at(*rules, game.score, crawford, game.number.saturating_sub(1))
}

/// The cube decisions of one game, as they are replayed.
struct CubeWalk {
    state: MatchState,
    cube: Cube,
    /// The position now, the side to act on roll.
    now: Position,
    /// The double waiting for its answer: the doubler and the verdict.
    offered: Option<(Side, CubeVerdict)>,
    /// The side that doubled this turn, whose play is no new cube decision.
    doubled: Option<Side>,
    /// Whether a play has been made: the opening roll is no cube decision.
    started: bool,
}

/// Reviews `games` played under `rules`, each play judged by `judge` (the search, or a
/// stand-in for tests) and each cube decision by `cube_judge`; `waiting` as for [`review`].
pub fn review_with(
    games: &[GameRecord],
    rules: &MatchRules,
    waiting: Option<Dice>,
    mut judge: impl FnMut(&Position, Dice, Option<Dice>, &Position) -> Option<Judgement>,
    mut cube_judge: impl FnMut(&Position, &MatchState, Cube) -> CubeVerdict,
) -> Review {
    let mut review = Review {
        games: u32::try_from(games.len()).unwrap_or(u32::MAX),
        ..Review::default()
    };
    for (n, game) in games.iter().enumerate() {
        let waiting = waiting.filter(|_| n + 1 == games.len());
        let early = game.start.rules().dice.rolls_early();
        let mut walk = state_before(game, rules)
            .filter(|state| state.rules().cube && !early)
            .map(|state| CubeWalk {
                state,
                cube: Cube::CENTRED,
                now: game.start,
                offered: None,
                doubled: None,
                started: false,
            });
        let mut number = 0;
        for (i, action) in game.actions.iter().enumerate() {
            let Action::Play {
                side,
                before,
                steps,
                ..
            } = action
            else {
                let is_cube = matches!(
                    action,
                    Action::Double { .. }
                        | Action::Take { .. }
                        | Action::Beaver { .. }
                        | Action::Drop { .. }
                );
                match &mut walk {
                    Some(walk) if is_cube => {
                        let next = game.actions[i + 1..].iter().find_map(|a| match a {
                            Action::Play { before, .. } => Some(*before),
                            _ => None,
                        });
                        if let Some(judged) = walk.cube_action(action, next, &mut cube_judge) {
                            review.sides[judged.side].add_cube(CubeMistake {
                                game: game.number,
                                number: number + 1,
                                ..judged
                            });
                        }
                    }
                    _ => review.cube_left_out |= is_cube,
                }
                continue;
            };
            number += 1;
            if let Some(walk) = &mut walk {
                if let Some(judged) = walk.play(*side, before, steps, &mut cube_judge) {
                    review.sides[*side].add_cube(CubeMistake {
                        game: game.number,
                        number,
                        ..judged
                    });
                }
            }
        }
        for mistake in judged_plays(game, waiting, &mut judge) {
            review.sides[mistake.side].add(mistake);
        }
    }
    review
}

impl CubeWalk {
    /// `side` plays `steps` from `before`: first, if it could have doubled and did not, the
    /// no-double decision, when close or a mistake.
    fn play(
        &mut self,
        side: Side,
        before: &Position,
        steps: &[Step],
        cube_judge: &mut impl FnMut(&Position, &MatchState, Cube) -> CubeVerdict,
    ) -> Option<CubeMistake> {
        let judged = if self.started
            && self.doubled != Some(side)
            && self.state.may_double(side, self.cube).is_ok()
        {
            let verdict = cube_judge(before, &self.state, self.cube);
            let doubled = verdict.double_take.min(verdict.double_pass);
            let loss = CubeAction::NoDouble.loss(&verdict);
            (loss > 0 || doubled > verdict.no_double - CLOSE_CUBE)
                .then(|| judged(side, CubeAction::NoDouble, loss))
        } else {
            None
        };
        self.started = true;
        self.doubled = None;
        self.now = played_to(before, steps).unwrap_or_else(|| before.with_turn(!side));
        judged
    }

    /// A cube action: the double judged on the doubler's position (`next`, the position of
    /// the play that follows, or the position now after a drop), the answer on the same.
    fn cube_action(
        &mut self,
        action: &Action,
        next: Option<Position>,
        cube_judge: &mut impl FnMut(&Position, &MatchState, Cube) -> CubeVerdict,
    ) -> Option<CubeMistake> {
        match *action {
            Action::Double { side, .. } => {
                let at = next
                    .filter(|p| p.turn() == side)
                    .unwrap_or_else(|| self.now.with_turn(side));
                let verdict = cube_judge(&at, &self.state, self.cube);
                self.offered = Some((side, verdict));
                Some(judged(
                    side,
                    CubeAction::Double,
                    CubeAction::Double.loss(&verdict),
                ))
            }
            Action::Take { side } | Action::Beaver { side } => {
                let (doubler, verdict) = self.offered.take()?;
                self.cube = if matches!(action, Action::Beaver { .. }) {
                    self.cube.beavered_by(side)
                } else {
                    self.cube.taken_by(side)
                };
                self.doubled = Some(doubler);
                Some(judged(
                    side,
                    CubeAction::Take,
                    CubeAction::Take.loss(&verdict),
                ))
            }
            Action::Drop { side } => {
                let (_, verdict) = self.offered.take()?;
                Some(judged(
                    side,
                    CubeAction::Drop,
                    CubeAction::Drop.loss(&verdict),
                ))
            }
            _ => None,
        }
    }
}

/// A cube action of `side` judged to lose `loss`; its game and number are filled in by the
/// caller.
fn judged(side: Side, action: CubeAction, loss: i32) -> CubeMistake {
    CubeMistake {
        game: 0,
        number: 0,
        side,
        action,
        better: if loss > 0 { action.other() } else { action },
        loss,
    }
}

/// The position `steps` lead to from `before`, the opponent on roll; `None` for a pass or
/// steps that do not replay (a record is checked when loaded, so only a pass).
fn played_to(before: &Position, steps: &[Step]) -> Option<Position> {
    if steps.is_empty() {
        return None;
    }
    before.after_steps(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::HINT_LEVEL;
    use crate::rules::{LegalPlay, Variant};

    fn dice(a: u8, b: u8) -> Dice {
        Dice::from_values(a, b).expect("dice")
    }

    /// A game where each side plays the listed rolls from the start, always the first legal
    /// play, with a stand-in judge that charges each play the loss listed for its roll.
    fn game_of(rolls: &[(u8, u8)]) -> GameRecord {
        let mut pos = Position::start(Variant::Backgammon, Side::Green);
        let mut record = GameRecord::new(1, pos, BySide::default(), false);
        for &(a, b) in rolls {
            let play = pos.legal_plays(dice(a, b)).remove(0);
            record.actions.push(Action::Play {
                side: pos.turn(),
                dice: Some(dice(a, b)),
                before: pos,
                steps: play.play.steps().to_vec(),
            });
            pos = play.after;
        }
        record
    }

    fn charging(
        losses: &[((u8, u8), i32)],
    ) -> impl FnMut(&Position, Dice, Option<Dice>, &Position) -> Option<Judgement> {
        move |before, d, _, _| {
            let loss = losses.iter().find(|(r, _)| dice(r.0, r.1) == d)?.1;
            let best: LegalPlay = before.legal_plays(d).remove(0);
            Some(Judgement {
                best,
                best_equity: 100,
                played_equity: 100 - loss,
            })
        }
    }

    #[test]
    fn each_side_sums_its_own_losses_and_counts_its_decisions() {
        // Green plays 3-1, 6-5, 4-2; Black plays 5-2, 6-4.
        let game = game_of(&[(3, 1), (5, 2), (6, 5), (6, 4), (4, 2)]);
        let losses = [
            ((3, 1), 0),
            ((5, 2), 45),
            ((6, 5), 120),
            ((6, 4), 80),
            ((4, 2), 30),
        ];
        let review = review_with(&[game], &money(), None, charging(&losses), quiet);
        let green = &review.sides.green;
        assert_eq!((green.decisions, green.lost), (3, 150));
        assert_eq!((green.doubtful, green.bad), (0, 1));
        assert_eq!(green.error_rate(), Some(500));
        let black = &review.sides.black;
        assert_eq!((black.decisions, black.lost), (2, 125));
        // 80 is the bad line itself: doubtful, not bad.
        assert_eq!((black.doubtful, black.bad), (2, 0));
        assert_eq!(black.error_rate(), Some(625));
        assert!(!review.cube_left_out);
    }

    #[test]
    fn the_worst_plays_come_worst_first_with_their_numbers_and_only_losses_count() {
        let game = game_of(&[(3, 1), (5, 2), (6, 5), (6, 4), (4, 2), (2, 1), (5, 3)]);
        let losses = [
            ((3, 1), 10),
            ((6, 5), 90),
            ((4, 2), 0),
            ((5, 3), 90),
            ((5, 2), 0),
            ((6, 4), 0),
            ((2, 1), 0),
        ];
        let review = review_with(&[game], &money(), None, charging(&losses), quiet);
        let worst: Vec<(u32, i32)> = review
            .sides
            .green
            .worst
            .iter()
            .map(|m| (m.number, m.loss))
            .collect();
        assert_eq!(worst, vec![(3, 90), (7, 90), (1, 10)]);
        assert!(review.sides.black.worst.is_empty());
        assert_eq!(review.sides.black.error_rate(), Some(0));
    }

    /// Money play: the cube in play.
    fn money() -> MatchRules {
        MatchRules::new(Format::Money)
    }

    /// A cube verdict where not doubling is clearly right: no cube decision to count.
    fn quiet(_: &Position, _: &MatchState, _: Cube) -> CubeVerdict {
        CubeVerdict {
            no_double: 0,
            double_take: -500,
            double_pass: 1000,
        }
    }

    #[test]
    fn plays_without_a_choice_are_not_decisions() {
        let game = game_of(&[(3, 1), (5, 2)]);
        // No judgement: as for a roll with a single legal play.
        let review = review_with(&[game], &money(), None, |_, _, _, _| None, quiet);
        assert_eq!(review.sides.green.decisions, 0);
        assert_eq!(review.sides.green.error_rate(), None);
        assert_eq!(review.sides.green.cube_decisions, 0);
        assert!(!review.cube_left_out);
    }

    #[test]
    fn a_wrong_double_and_a_right_take_are_judged_against_the_verdict() {
        let mut game = game_of(&[(3, 1), (5, 2), (6, 4)]);
        // Black doubles before its first roll after the opening, Green takes.
        game.actions.insert(
            1,
            Action::Double {
                side: Side::Black,
                value: 2,
            },
        );
        game.actions.insert(2, Action::Take { side: Side::Green });
        let mut judged_at = Vec::new();
        let review = review_with(
            &[game],
            &money(),
            None,
            |_, _, _, _| None,
            |pos, _, cube| {
                judged_at.push((pos.turn(), cube.value()));
                quiet(pos, &MatchState::new(money()), cube)
            },
        );
        let black = &review.sides.black;
        assert_eq!(
            (black.cube_decisions, black.cube_lost, black.cube_bad),
            (1, 500, 1)
        );
        assert_eq!(
            black.worst_cube,
            [CubeMistake {
                game: 1,
                number: 2,
                side: Side::Black,
                action: CubeAction::Double,
                better: CubeAction::NoDouble,
                loss: 500,
            }]
        );
        let green = &review.sides.green;
        assert_eq!((green.cube_decisions, green.cube_lost), (1, 0));
        assert!(green.worst_cube.is_empty());
        // The double judged on Black's position, the cube centred; Green's next turn, the
        // cube now Green's at 2, is a quiet decision: judged, not counted.
        assert_eq!(judged_at, [(Side::Black, 1), (Side::Green, 2)]);
    }

    #[test]
    fn a_turn_where_doubling_was_right_counts_as_a_missed_double() {
        let game = game_of(&[(3, 1), (5, 2), (6, 4)]);
        let review = review_with(
            &[game],
            &money(),
            None,
            |_, _, _, _| None,
            |_, _, _| CubeVerdict {
                no_double: 600,
                double_take: 800,
                double_pass: 1000,
            },
        );
        // Black's 5-2 and Green's 6-4 were each a double missed; the opening roll was not.
        for side in Side::ALL {
            let account = &review.sides[side];
            assert_eq!(
                (account.cube_decisions, account.cube_lost),
                (1, 200),
                "{side:?}"
            );
            assert_eq!(account.worst_cube[0].action, CubeAction::NoDouble);
            assert_eq!(account.worst_cube[0].better, CubeAction::Double);
        }
        assert_eq!(review.sides.black.cube_error_rate(), Some(2000));
    }

    #[test]
    fn the_crawford_game_has_no_cube_decision() {
        let mut game = game_of(&[(3, 1), (5, 2), (6, 4)]);
        game.score = BySide { green: 2, black: 0 };
        game.crawford = true;
        let review = review_with(
            &[game],
            &MatchRules::new(Format::Match(3)),
            None,
            |_, _, _, _| None,
            |_, _, _| panic!("no cube decision in the Crawford game"),
        );
        assert_eq!(review.sides.black.cube_decisions, 0);
    }

    #[test]
    fn a_second_review_makes_no_search_and_tells_what_the_first_told() {
        // Green doubles on its second turn and Black takes: plays, a double, a take and
        // turns without a double, each judged once.
        let mut game = game_of(&[(3, 1), (5, 2), (6, 4), (4, 2)]);
        game.actions.insert(
            2,
            Action::Double {
                side: Side::Green,
                value: 2,
            },
        );
        game.actions.insert(3, Action::Take { side: Side::Black });
        let games = [game];
        let mut known = Judgements::default();
        let first = review(&games, &money(), None, &mut known);
        let searches = known.searches();
        assert!(searches > 0);
        assert!(!known.verdicts.is_empty(), "the cube verdicts are kept");
        let again = review(&games, &money(), None, &mut known);
        assert_eq!(again, first);
        assert_eq!(known.searches(), searches, "nothing judged anew");
        // What is kept is what the judges say.
        let fresh = review_with(
            &games,
            &money(),
            None,
            judge,
            crate::ai::cube_policy::cube_verdict,
        );
        assert_eq!(fresh, first);
    }

    /// Lancer prématuré from the judge's test position: Green plays `green` with 6-1 and,
    /// when `black` is given, Black answers 6-4 with the first of its plays.
    fn lancer_premature_game(green: &LegalPlay, black: bool) -> GameRecord {
        let (pos, roll) = crate::ai::search::tests::runner_to_bring_home();
        let mut game = GameRecord::new(1, pos, BySide::default(), false);
        game.actions.push(Action::Play {
            side: Side::Green,
            dice: Some(roll),
            before: pos,
            steps: green.play.steps().to_vec(),
        });
        if black {
            let reply = green.after.legal_plays(dice(6, 4)).remove(0);
            game.actions.push(Action::Play {
                side: Side::Black,
                dice: Some(dice(6, 4)),
                before: green.after,
                steps: reply.play.steps().to_vec(),
            });
        }
        game
    }

    #[test]
    fn the_roll_a_play_was_made_knowing_is_the_opponent_s_next_in_the_record() {
        let (pos, roll) = crate::ai::search::tests::runner_to_bring_home();
        let first = pos.legal_plays(roll).remove(0);
        let mut game = lancer_premature_game(&first, true);
        // A double and a take between the two plays change nothing.
        game.actions.insert(
            1,
            Action::Double {
                side: Side::Green,
                value: 2,
            },
        );
        game.actions.insert(2, Action::Take { side: Side::Black });
        assert_eq!(known_next(&game, 0, None), Some(dice(6, 4)));
        // Black's play is the last: the game in progress waits for Green's roll.
        assert_eq!(known_next(&game, 3, None), None);
        assert_eq!(known_next(&game, 3, Some(dice(2, 1))), Some(dice(2, 1)));
        assert_eq!(known_next(&game, 1, Some(dice(2, 1))), None, "a double");
        // Over, the game holds no roll made after its last play.
        let winner = Side::Black;
        game.end = Some((crate::rules::score::GameEnd::Dropped { winner }, 2));
        assert_eq!(known_next(&game, 3, Some(dice(2, 1))), None);
        assert_eq!(known_next(&game, 0, None), Some(dice(6, 4)));
        // In backgammon no roll is known.
        let backgammon = game_of(&[(3, 1), (5, 2)]);
        assert_eq!(known_next(&backgammon, 0, None), None);
        assert_eq!(known_next(&backgammon, 1, Some(dice(2, 1))), None);
    }

    #[test]
    fn in_lancer_premature_bilan_judges_each_play_with_the_roll_the_mover_knew() {
        let (pos, roll) = crate::ai::search::tests::runner_to_bring_home();
        let six_four = Some(dice(6, 4));
        let advised = crate::ai::search::hint(&pos, roll, six_four, HINT_LEVEL)[0].0;
        let blind = crate::ai::search::hint(&pos, roll, None, HINT_LEVEL)[0].0;
        assert_ne!(advised.after, blind.after);
        let loss = judge(&pos, roll, six_four, &blind.after)
            .expect("a decision")
            .loss();
        assert!(loss > 0);
        let green = |games: &[GameRecord], waiting| {
            review(games, &money(), waiting, &mut Judgements::default())
                .sides
                .green
        };
        // The play over every roll loses what the known 6-4 makes it lose.
        let account = green(&[lancer_premature_game(&blind, true)], None);
        assert_eq!((account.decisions, account.lost), (1, loss));
        assert_eq!(account.worst[0].best, advised.play.steps().to_vec());
        let account = green(&[lancer_premature_game(&advised, true)], None);
        assert_eq!((account.decisions, account.lost), (1, 0));
        // The game in progress, Black's 6-4 not played yet: the roll waiting is the one.
        let account = green(&[lancer_premature_game(&blind, false)], six_four);
        assert_eq!((account.decisions, account.lost), (1, loss));
        let mistakes = mistakes(
            &lancer_premature_game(&blind, false),
            &[Side::Green],
            six_four,
            &mut Judgements::default(),
        );
        assert_eq!(mistakes.iter().map(|m| m.loss).collect::<Vec<_>>(), [loss]);
    }

    #[test]
    fn in_lancer_premature_bilan_and_a_review_s_conseil_judge_the_last_play_with_the_roll_on_the_board()
     {
        use crate::session::event::Player;
        use crate::session::{Event, NewGame, ScriptedDice, Session, Settings};
        let (pos, roll) = crate::ai::search::tests::runner_to_bring_home();
        let six_four = Some(dice(6, 4));
        let blind = crate::ai::search::hint(&pos, roll, None, HINT_LEVEL)[0].0;
        let lang = crate::i18n::Lang::Fr;
        let mut settings = Settings::from_config(&NewGame::new(lang, Variant::Early));
        settings.players = BySide {
            green: Player::Human,
            black: Player::Human,
        };
        // Black's 6-4 is made first, during Green's turn; then Green's 6-1.
        let scripted = ScriptedDice::new(&[6, 4, 6, 1, 3, 1, 4, 2]);
        let mut session = Session::at_position(settings, Box::new(scripted), pos);
        let _ = session.start();
        let typed = crate::notation::gnubg_play::format_for(&blind.play, Variant::Early);
        session.handle(&typed);
        session.handle("");
        assert_eq!(
            session.game.waiting_roll(),
            six_four,
            "Black's roll, unplayed"
        );
        let events = session.handle("bilan");
        let Some(Event::Review(review)) = events.first() else {
            panic!("{events:?}")
        };
        let loss = judge(&pos, roll, six_four, &blind.after).map(|j| j.loss());
        assert_eq!(Some(review.sides.green.lost), loss, "{review:?}");
        assert_eq!(review.sides.green.decisions, 1);
        // `conseil` at that play during `revoir` advises knowing the same roll.
        let advised = crate::ai::search::hint(&pos, roll, six_four, HINT_LEVEL)[0].0;
        session.handle("revoir");
        let events = session.handle("conseil");
        let first = events.iter().find_map(|e| match e {
            Event::Hint { plays, .. } => plays.first().map(|(steps, _)| steps.clone()),
            _ => None,
        });
        assert_eq!(first, Some(advised.play.steps().to_vec()), "{events:?}");
    }

    #[test]
    fn the_search_finds_a_known_blunder_in_a_real_record() {
        // Green opens 6-5 with 8/3 8/2, two blots at home, rather than running 24/13;
        // Black answers 3-1 with the search's own choice, which loses nothing.
        let start = Position::start(Variant::Backgammon, Side::Green);
        let find = |pos: &Position, roll: Dice, moves: &[(u8, u8)]| -> LegalPlay {
            pos.legal_plays(roll)
                .into_iter()
                .find(|p| {
                    let mut made: Vec<(u8, u8)> =
                        p.play.steps().iter().map(|s| (s.from, s.to)).collect();
                    made.sort_unstable();
                    made == moves
                })
                .expect("a legal play")
        };
        let blunder = find(&start, dice(6, 5), &[(8, 2), (8, 3)]);
        let book = crate::ai::search::hint(&blunder.after, dice(3, 1), None, HINT_LEVEL)
            .remove(0)
            .0;
        let mut game = GameRecord::new(1, start, BySide::default(), false);
        for (side, roll, before, play) in [
            (Side::Green, dice(6, 5), start, &blunder),
            (Side::Black, dice(3, 1), blunder.after, &book),
        ] {
            game.actions.push(Action::Play {
                side,
                dice: Some(roll),
                before,
                steps: play.play.steps().to_vec(),
            });
        }
        let review = review(&[game], &money(), None, &mut Judgements::default());
        let green = &review.sides.green;
        assert_eq!((green.decisions, green.bad), (1, 1));
        assert!(green.lost > 200, "{}", green.lost);
        let worst = &green.worst[0];
        assert_eq!((worst.game, worst.number, worst.loss), (1, 1, green.lost));
        let run: Vec<(u8, u8)> = worst.best.iter().map(|s| (s.from, s.to)).collect();
        assert_eq!(run, [(24, 18), (18, 13)]);
        let black = &review.sides.black;
        assert_eq!((black.decisions, black.lost), (1, 0));
        assert!(black.worst.is_empty());
    }
}
