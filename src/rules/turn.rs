//! A turn in progress: checkers moved one at a time, each move checked at once against the
//! whole turn's legal plays, undone at will, and confirmed only when it forms a legal play
//! (seeds 000, 001, 002: the player may try before "picking up the dice").

use super::dice::{Dice, Die};
use super::game::{BAR, OFF};
use super::generate::LegalPlay;
use super::jacquet::BlockingRule;
use super::moves::{Play, RESERVE, Step};
use super::position::Position;
use super::ruleset::{Contact, Geometry, RuleBreak, TurnEnd};
use super::side::Side;
use super::stage::{Stage, StageKind};

/// Why a checker move is refused; points are in the mover's own numbering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The mover has no checker on that point.
    NoChecker { point: u8 },
    /// A checker on the bar must enter before any other moves.
    MustEnterFirst,
    /// Jacquet: the postillon, on `point`, moves alone until it reaches the inner table.
    PostillonFirst { point: u8 },
    /// Fevga: the runner, on `point`, moves alone until it has passed the own 12-point.
    RunnerFirst { point: u8 },
    /// Every checker of the reserve must enter before any other moves (Puff, French 1).
    ReserveFirst,
    /// The checker on `point` is pinned under an opposing checker and cannot move.
    Pinned { point: u8 },
    /// The point already holds as many of the mover's checkers as the game allows.
    Full { point: u8, cap: u8 },
    /// No die left, alone or added up, covers that distance.
    NoDieFor { distance: u8 },
    /// The game keeps the checker from landing on or passing its own checker on `point`
    /// (Ludus's points that take one checker, Tourne-case's order on its row).
    OwnChecker { point: u8 },
    /// The checker would land or touch down on a point the opponent holds.
    Closed { point: u8, count: u8 },
    /// Bearing off needs every checker in the home table.
    NotAllHome,
    /// A die higher than the point bears off only the furthest checker, here on `point`.
    FurtherCheckerFirst { point: u8 },
    /// Jacquet: an opposing checker stands on `point`, where borne-off checkers go.
    BearOffBlocked { point: u8 },
    /// Every die of the roll has been played.
    NoDiceLeft,
    /// A play typed whole moves more checkers than the roll allows (nothing of it is made).
    TooManyMoves,
    /// This move would leave dice unplayed that can be played another way.
    MustUseMoreDice { dice: usize },
    /// Only one die can be played, and it must be the higher one.
    MustUseHigherDie { die: Die },
    /// The smaller die, `die`, is played first (Puff, Mexican: `variants.md` C4).
    SmallerFirst { die: Die },
    /// A checker is borne off only by the exact number (Mexican); `point` is where it stands.
    ExactBearOff { point: u8 },
    /// Jacquet: the turn would end with a forbidden block (bouchage), breaking `rule`.
    Blocking { rule: BlockingRule },
    /// The turn would end on a position the game forbids (Fevga's rules A and B).
    TurnEnd { rule: RuleBreak },
    /// In a game without dice, no move goes from there to there.
    NotAMove,
    /// The move can be made in several ways with different results: say which.
    Ambiguous { choices: Vec<Vec<Step>> },
    /// No die left acts on `point` in the side's phase (Doublets: its pile is already done,
    /// or no die names it).
    NothingOn { point: u8 },
}

/// One side's turn with one roll, from its start to a complete legal play.
#[derive(Clone, Debug)]
pub struct Turn {
    start: Position,
    stage: Stage,
    legal: Vec<LegalPlay>,
    /// How many dice every legal play uses.
    required: usize,
    steps: Vec<Step>,
    /// The position after each step, the start first.
    positions: Vec<Position>,
    /// How many steps each checker move took, for undo.
    moves: Vec<usize>,
}

impl Turn {
    /// The turn of the side on roll in `start`, with `dice`.
    #[must_use]
    pub fn new(start: Position, dice: Dice) -> Turn {
        Turn::for_stage(
            start,
            Stage {
                side: start.turn(),
                kind: StageKind::Roll(dice),
            },
        )
    }

    /// The stage `stage` of the turn of the side on roll in `start`.
    #[must_use]
    pub fn for_stage(start: Position, stage: Stage) -> Turn {
        let legal = super::driver::plays(&start, stage);
        let required = legal.first().map_or(0, |p| p.play.len());
        Turn {
            start,
            stage,
            legal,
            required,
            steps: Vec::new(),
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The position the turn started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position now, the mover still on roll.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.start)
    }

    /// The stage being played.
    #[must_use]
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The roll; `None` for a move without dice.
    #[must_use]
    pub fn dice(&self) -> Option<Dice> {
        self.stage.kind.dice()
    }

    /// The dice not played yet, higher first.
    #[must_use]
    pub fn dice_left(&self) -> Vec<Die> {
        let Some(dice) = self.dice() else {
            return Vec::new();
        };
        // A game with its own plays may move a sum without naming a die (Catch me).
        if self.start.rules().hooks.plays.is_some() && self.steps.len() >= self.required {
            return Vec::new();
        }
        let mut left: Vec<Die> = super::general::dice_of(self.start.rules(), dice).to_vec();
        for step in &self.steps {
            if let Some(i) = left.iter().position(|&d| Some(d) == step.die) {
                left.remove(i);
            }
        }
        left
    }

    /// The checker moves made so far.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Every legal play of the whole turn, from its start.
    #[must_use]
    pub fn legal_plays(&self) -> &[LegalPlay] {
        &self.legal
    }

    /// How many dice a legal play uses this turn.
    #[must_use]
    pub fn required_dice(&self) -> usize {
        self.required
    }

    /// Whether the side cannot move at all: the turn passes.
    #[must_use]
    pub fn must_pass(&self) -> bool {
        self.legal.is_empty()
    }

    /// Whether the moves so far make a whole legal play.
    ///
    /// Without dice a play is one move, whatever its steps: a Grasshopper wall borne off
    /// takes two checkers where an entry takes one, so the steps of the first legal play
    /// say nothing of the others'.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        let whole = match self.dice() {
            Some(_) => self.steps.len() == self.required,
            None => !self.steps.is_empty(),
        };
        whole && self.matching_legal(self.position()).is_some()
    }

    /// The complete play and the position after it (the opponent on roll); a pass when no
    /// play exists; `None` while the turn is unfinished.
    #[must_use]
    pub fn finish(&self) -> Option<LegalPlay> {
        if self.must_pass() {
            return Some(LegalPlay {
                play: Play::new(),
                after: self.start.with_turn(!self.start.turn()),
            });
        }
        if !self.is_complete() {
            return None;
        }
        let legal = self.matching_legal(self.position())?;
        if self.start.rules().stacks {
            // Doublets' steps may be typed in any order: the play is kept in its own.
            return Some(*legal);
        }
        Some(LegalPlay {
            play: Play::from_steps(&self.steps)?,
            after: legal.after,
        })
    }

    /// The legal play ending in `pos` (the mover on roll), if any.
    fn matching_legal(&self, pos: &Position) -> Option<&LegalPlay> {
        let handed_over = pos.with_turn(!pos.turn());
        self.legal.iter().find(|p| p.after == handed_over)
    }

    /// Whether `pos`, reached after `used` dice, can still end in a legal play.
    fn completable(&self, pos: &Position, used: usize, left: &[Die]) -> bool {
        if used > self.required {
            return false;
        }
        if used == self.required {
            return self.matching_legal(pos).is_some();
        }
        pos.legal_plays_for_dice(left).iter().any(|p| {
            used + p.play.len() == self.required && self.legal.iter().any(|l| l.after == p.after)
        })
    }

    /// Every way to take one checker from `from` to `to` with the dice left: each a list of
    /// steps and the position after them (`Err` with the first reason met when there is none).
    ///
    /// Where the smaller die must be played first (`variants.md` C4), the first move of the
    /// turn starts with it; a move that could be made only with the larger first is refused
    /// with that rule.
    fn routes(&self, from: u8, to: u8) -> Result<Vec<(Vec<Step>, Position)>, MoveError> {
        let left = self.dice_left();
        let smaller = (self.steps.is_empty()
            && super::general::smaller_first(self.start.rules(), &left))
        .then(|| left.iter().copied().min())
        .flatten();
        match (self.routes_in_order(from, to, smaller), smaller) {
            (Err(e), Some(die)) => match self.routes_in_order(from, to, None) {
                Ok(_) => Err(MoveError::SmallerFirst { die }),
                Err(_) => Err(e),
            },
            (routes, _) => routes,
        }
    }

    /// [`Turn::routes`], the dice in any order, or starting with `first`.
    fn routes_in_order(
        &self,
        from: u8,
        to: u8,
        first: Option<Die>,
    ) -> Result<Vec<(Vec<Step>, Position)>, MoveError> {
        let left = self.dice_left();
        let entry = self.start.rules().geometry.entry();
        let mut routes = Vec::new();
        let mut reason = None;
        let mut orders: Vec<Vec<Die>> = Vec::new();
        permutations(
            &left,
            &mut Vec::new(),
            &mut vec![false; left.len()],
            &mut orders,
        );
        for order in orders {
            if first.is_some_and(|die| order.first() != Some(&die)) {
                continue;
            }
            let mut pos = *self.position();
            let mut at = from;
            let mut steps = Vec::new();
            // Up the mover's numbering is backward, where the game allows it (À l'arrière).
            let backward =
                self.start.rules().backward && (1..=24).contains(&from) && to > from && to <= 24;
            for &die in &order {
                // A route never passes its target: that would be another move.
                let base = if at >= BAR as u8 { entry } else { at };
                let step = if backward {
                    if at + die.value() > to {
                        break;
                    }
                    pos.try_step_backward(at, die)
                } else {
                    if to != OFF as u8 && base.saturating_sub(die.value()) < to {
                        break;
                    }
                    pos.try_step(at, die)
                };
                let Some((step, next)) = step else {
                    reason.get_or_insert_with(|| {
                        if backward {
                            why_not_backward(&pos, at, die)
                        } else {
                            self.why_not(&pos, at, die)
                        }
                    });
                    break;
                };
                steps.push(step);
                pos = next;
                at = step.to;
                if at == to {
                    break;
                }
            }
            if at == to
                && !steps.is_empty()
                && !routes
                    .iter()
                    .any(|(s, _): &(Vec<Step>, Position)| *s == steps)
            {
                routes.push((steps, pos));
            }
        }
        if routes.is_empty() {
            let base = if from >= BAR as u8 { entry } else { from };
            let distance = if self.start.rules().backward {
                base.abs_diff(to)
            } else {
                base.saturating_sub(to)
            };
            return Err(reason.unwrap_or(MoveError::NoDieFor { distance }));
        }
        Ok(routes)
    }

    /// Why the checker on `from` cannot move with `die` in `pos`.
    fn why_not(&self, pos: &Position, from: u8, die: Die) -> MoveError {
        if let Err(e) = source_allowed(pos, from) {
            return e;
        }
        let me = pos.turn();
        let mine = pos.checkers(me);
        let rules = pos.rules();
        let d = die.value();
        let start = if from >= BAR as u8 {
            rules.geometry.entry()
        } else {
            from
        };
        if start > d {
            let to = start - d;
            // A game's own step rule refusing what the general rule allows: an own checker
            // on the landing point, or on the way on a row.
            if rules.hooks.step.is_some()
                && let Some(point) = (to..start).rev().find(|&p| {
                    pos.count(me, p) > 0 && (p == to || rules.geometry == Geometry::Rows)
                })
                && super::general::plain_step(pos, from, die).is_some()
            {
                return MoveError::OwnChecker { point };
            }
            if let Some(cap) = rules.cap
                && pos.count(me, to) >= cap
            {
                return MoveError::Full { point: to, cap };
            }
            let count = pos.count(!me, rules.geometry.opposite(to));
            return MoveError::Closed { point: to, count };
        }
        if mine[7..=BAR].iter().any(|&n| n > 0) || pos.reserve(me) > 0 {
            return MoveError::NotAllHome;
        }
        if let Some(point) = (1..=24u8).find(|&p| pos.is_pinned(me, p)) {
            return MoveError::Pinned { point };
        }
        if rules.hooks.blocks_bear_off(pos, me) {
            return MoveError::BearOffBlocked { point: 12 };
        }
        if rules.dice.exact_bear_off {
            return MoveError::ExactBearOff { point: from };
        }
        let furthest = (1..=6u8)
            .rev()
            .find(|&p| mine[usize::from(p)] > 0)
            .unwrap_or(from);
        MoveError::FurtherCheckerFirst { point: furthest }
    }

    /// Moves one checker from `from` to `to` (the mover's numbering: 25 the bar, 0 off),
    /// using one die or several in a row; all or nothing.
    ///
    /// # Errors
    /// The rule the move breaks; the turn is then unchanged.
    pub fn move_checker(&mut self, from: u8, to: u8) -> Result<Vec<Step>, MoveError> {
        if self.dice().is_none() {
            return self.move_without_dice(from, to);
        }
        if self.start.rules().stacks && from == to {
            return self.act_on(from);
        }
        if self.start.rules().hooks.plays.is_some() {
            return self.move_along_plays(from, to);
        }
        let left = self.dice_left();
        if left.is_empty() || self.steps.len() >= self.required {
            return Err(MoveError::NoDiceLeft);
        }
        source_allowed(self.position(), from)?;
        let routes = self.routes(from, to)?;
        let mut good: Vec<(Vec<Step>, Position)> = Vec::new();
        for (steps, pos) in &routes {
            let used = self.steps.len() + steps.len();
            let mut rest = left.clone();
            for s in steps {
                if let Some(i) = rest.iter().position(|&d| Some(d) == s.die) {
                    rest.remove(i);
                }
            }
            if self.completable(pos, used, &rest) {
                good.push((steps.clone(), *pos));
            }
        }
        // Routes to one same position differ only in the dice they leave: keep the one that
        // uses fewer dice, then lower ones.
        good.sort_by_key(|(steps, _)| {
            (
                steps.len(),
                steps
                    .iter()
                    .map(|s| s.die.map_or(0, Die::value))
                    .sum::<u8>(),
            )
        });
        let mut distinct: Vec<(Vec<Step>, Position)> = Vec::new();
        for (steps, pos) in good {
            if !distinct.iter().any(|(_, p)| *p == pos) {
                distinct.push((steps, pos));
            }
        }
        match distinct.len() {
            0 => Err(self.turn_rule_broken(&routes)),
            1 => {
                let (steps, pos) = distinct.remove(0);
                self.push(&steps, pos);
                Ok(steps)
            }
            _ => Err(MoveError::Ambiguous {
                choices: distinct.into_iter().map(|(s, _)| s).collect(),
            }),
        }
    }

    /// The dice-usage (or blocking) rule that every route of a move breaks.
    fn turn_rule_broken(&self, routes: &[(Vec<Step>, Position)]) -> MoveError {
        if self.required == 1
            && let Some(Dice::Mixed { big, .. }) = self.dice()
            && routes
                .iter()
                .all(|(s, _)| s.iter().all(|st| st.die != Some(big)))
        {
            return MoveError::MustUseHigherDie { die: big };
        }
        let me = self.start.turn();
        let hooks = &self.start.rules().hooks;
        let rule = routes
            .iter()
            .find_map(|(_, pos)| match hooks.judge_turn_end(pos, me) {
                TurnEnd::Allowed => None,
                TurnEnd::Forbidden(rule) | TurnEnd::LastResort(rule) => Some(rule),
            });
        match rule {
            Some(RuleBreak::Blocking(rule)) => return MoveError::Blocking { rule },
            Some(rule) => return MoveError::TurnEnd { rule },
            None => {}
        }
        MoveError::MustUseMoreDice {
            dice: self.required,
        }
    }

    fn push(&mut self, steps: &[Step], after: Position) {
        let mut pos = *self.position();
        for (i, step) in steps.iter().enumerate() {
            if i + 1 == steps.len() {
                pos = after;
            } else if let Some(next) = pos.redo_step(step) {
                pos = next;
            }
            self.steps.push(*step);
            self.positions.push(pos);
        }
        self.moves.push(steps.len());
    }

    /// Several checker moves, atomically: all are made, or none.
    ///
    /// # Errors
    /// The rule the first refused move breaks; the turn is then unchanged.
    pub fn play_segments(&mut self, segments: &[(u8, u8)]) -> Result<Vec<Step>, MoveError> {
        let saved = self.clone();
        let mut all = Vec::new();
        for &(from, to) in segments {
            match self.move_checker(from, to) {
                Ok(steps) => all.extend(steps),
                Err(e) => {
                    *self = saved;
                    // The dice ran out inside the play typed, not before it.
                    let longer = e == MoveError::NoDiceLeft && !all.is_empty();
                    return Err(if longer { MoveError::TooManyMoves } else { e });
                }
            }
        }
        Ok(all)
    }

    /// A whole play as written, atomically: its moves in the order given; when that order is
    /// refused, in the first other order that plays them all (a play is written by
    /// decreasing source point, and where a leading checker must move first, Jacquet's
    /// postillon, it is played in another order); else, before any move of the turn, the
    /// one legal play of more moves that takes the mover's checkers from and to the same
    /// places (two checkers' hops written as one, `10/3*` for `10/8 8/3*`). No more than
    /// [`Turn::MOST_REORDERED`] moves are reordered.
    ///
    /// # Errors
    /// The rule the order given breaks when none of these plays; the turn is then unchanged.
    pub fn play_as_written(&mut self, segments: &[(u8, u8)]) -> Result<Vec<Step>, MoveError> {
        let error = match self.play_segments(segments) {
            Ok(steps) => return Ok(steps),
            Err(error) => error,
        };
        if segments.len() <= Self::MOST_REORDERED {
            let mut order: Vec<usize> = (0..segments.len()).collect();
            // Every order after the one given, in lexicographic order of the indices.
            while next_permutation(&mut order) {
                let reordered: Vec<(u8, u8)> = order.iter().map(|&i| segments[i]).collect();
                if let Ok(steps) = self.play_segments(&reordered) {
                    return Ok(steps);
                }
            }
        }
        if !self.steps.is_empty() || self.dice().is_none() {
            return Err(error);
        }
        let me = self.start.turn();
        let moved = moved_by(&self.start, me, segments);
        let mut same = self.legal.iter().enumerate().filter(|(_, p)| {
            p.play.steps().len() > segments.len() && moved_by(&p.after, me, &[]) == moved
        });
        match (same.next(), same.next()) {
            (Some((index, _)), None) => {
                self.play_legal(index)?;
                Ok(self.steps.clone())
            }
            _ => Err(error),
        }
    }

    /// The most moves of one play that [`Turn::play_as_written`] reorders (24
    /// orders of four).
    pub const MOST_REORDERED: usize = 4;

    /// Replaces the moves made so far with the legal play number `index` of [`Turn::legal_plays`].
    ///
    /// # Errors
    /// [`MoveError::NoDiceLeft`] when there is no such play.
    pub fn play_legal(&mut self, index: usize) -> Result<(), MoveError> {
        let play = *self.legal.get(index).ok_or(MoveError::NoDiceLeft)?;
        self.reset();
        let mut pos = self.start;
        let steps = play.play.steps();
        for (i, step) in steps.iter().enumerate() {
            pos = match step.die {
                _ if i + 1 == steps.len() => play.after.with_turn(self.start.turn()),
                _ if self.start.rules().hooks.plays.is_some() => own_step(&pos, step),
                Some(_) => pos.redo_step(step).ok_or(MoveError::NoDiceLeft)?,
                None => pos,
            };
            self.steps.push(*step);
            self.positions.push(pos);
            self.moves.push(1);
        }
        Ok(())
    }

    /// A move in a game without dice: the legal move that takes a checker from `from` to
    /// `to` (bearing off a wall takes both its checkers), made whole.
    fn move_without_dice(&mut self, from: u8, to: u8) -> Result<Vec<Step>, MoveError> {
        if !self.steps.is_empty() {
            return Err(MoveError::NoDiceLeft);
        }
        let index = self
            .legal
            .iter()
            .position(|p| {
                p.play
                    .steps()
                    .first()
                    .is_some_and(|s| s.from == from && s.to == to)
            })
            .ok_or(MoveError::NotAMove)?;
        let play = self.legal[index];
        let steps = play.play.steps().to_vec();
        for (i, step) in steps.iter().enumerate() {
            self.steps.push(*step);
            self.positions.push(if i + 1 == steps.len() {
                play.after.with_turn(self.start.turn())
            } else {
                self.start
            });
        }
        self.moves.push(steps.len());
        Ok(steps)
    }

    /// A move in a game with its own plays (Catch me): the next steps of the legal plays that
    /// begin with the moves made so far and take a checker from `from` to `to`, one step or
    /// a chain of them (a corner jump and the landing after it typed as one move).
    fn move_along_plays(&mut self, from: u8, to: u8) -> Result<Vec<Step>, MoveError> {
        let done = self.steps.len();
        if done >= self.required {
            return Err(MoveError::NoDiceLeft);
        }
        let mut found: Vec<(Vec<Step>, Option<Position>)> = Vec::new();
        for legal in &self.legal {
            let steps = legal.play.steps();
            if steps.len() <= done || steps[..done] != self.steps[..] || steps[done].from != from {
                continue;
            }
            let mut end = done;
            while steps[end].to != to
                && end + 1 < steps.len()
                && steps[end + 1].from == steps[end].to
            {
                end += 1;
            }
            if steps[end].to != to {
                continue;
            }
            let part = steps[done..=end].to_vec();
            let last = (end + 1 == steps.len()).then_some(legal.after);
            if !found.iter().any(|(p, _)| *p == part) {
                found.push((part, last));
            }
        }
        match found.len() {
            0 => Err(MoveError::NotAMove),
            1 => {
                let (part, last) = found.remove(0);
                let mover = self.start.turn();
                let mut pos = *self.position();
                for (i, step) in part.iter().enumerate() {
                    pos = match last {
                        Some(after) if i + 1 == part.len() => after.with_turn(mover),
                        _ => own_step(&pos, step),
                    };
                    self.steps.push(*step);
                    self.positions.push(pos);
                }
                self.moves.push(part.len());
                Ok(part)
            }
            _ => Err(MoveError::Ambiguous {
                choices: found.into_iter().map(|(p, _)| p).collect(),
            }),
        }
    }

    /// A point named alone in Doublets (`variants.md` §2.15): the step of the legal play that
    /// acts on `point` among those not made yet, whatever the order the dice are typed in.
    fn act_on(&mut self, point: u8) -> Result<Vec<Step>, MoveError> {
        if self.steps.len() >= self.required {
            return Err(MoveError::NoDiceLeft);
        }
        let step = self
            .legal
            .iter()
            .find_map(|legal| {
                let mut left = legal.play.steps().to_vec();
                for made in &self.steps {
                    let i = left.iter().position(|s| s == made)?;
                    left.remove(i);
                }
                left.into_iter().find(|s| s.from == point)
            })
            .ok_or(MoveError::NothingOn { point })?;
        let pos = own_step(self.position(), &step);
        self.steps.push(step);
        self.positions.push(pos);
        self.moves.push(1);
        Ok(vec![step])
    }

    /// Takes back the last checker move (all the dice it used), returning its steps.
    pub fn undo(&mut self) -> Option<Vec<Step>> {
        let n = self.moves.pop()?;
        let keep = self.steps.len() - n;
        let undone = self.steps.split_off(keep);
        self.positions.truncate(keep + 1);
        Some(undone)
    }

    /// Takes back every move of the turn.
    pub fn reset(&mut self) {
        self.steps.clear();
        self.positions.truncate(1);
        self.moves.clear();
    }
}

/// `pos` after `step` in a game with its own plays: a Doublets step by its phase, else
/// [`moved_off_the_game`].
fn own_step(pos: &Position, step: &Step) -> Position {
    if pos.rules().stacks {
        super::variant::doublets::apply(pos, step)
    } else {
        moved_off_the_game(pos, step)
    }
}

/// `pos` after `step` in a game with its own plays (Catch me): one checker from `step.from`
/// to `step.to`; an opposing checker it landed on (`step.hit`) leaves the game.
fn moved_off_the_game(pos: &Position, step: &Step) -> Position {
    let me = pos.turn();
    let mut after = *pos;
    after.checkers[me][usize::from(step.from)] -= 1;
    after.checkers[me][usize::from(step.to)] += 1;
    if step.hit {
        let theirs = usize::from(pos.rules().geometry.opposite(step.to));
        after.checkers[!me][theirs] -= 1;
        after.checkers[!me][OFF] += 1;
    }
    after
}

/// Why the checker on `from` cannot move backward with `die` in `pos` (À l'arrière): it may
/// not leave, or the point it would reach is held.
fn why_not_backward(pos: &Position, from: u8, die: Die) -> MoveError {
    if let Err(e) = source_allowed(pos, from) {
        return e;
    }
    let to = from + die.value();
    let count = pos.count(!pos.turn(), pos.rules().geometry.opposite(to));
    MoveError::Closed { point: to, count }
}

/// Whether a checker of the side on roll may leave `from` at all: one is there, and neither
/// the bar, the reserve, a leading checker nor a pin holds it back.
fn source_allowed(pos: &Position, from: u8) -> Result<(), MoveError> {
    let me = pos.turn();
    let rules = pos.rules();
    let mine = pos.checkers(me);
    let present = match from {
        RESERVE => pos.reserve(me) > 0,
        0 => false,
        p if usize::from(p) <= BAR => mine[usize::from(p)] > 0,
        _ => false,
    };
    if !present {
        return Err(MoveError::NoChecker { point: from });
    }
    if mine[BAR] > 0 && usize::from(from) != BAR {
        return Err(MoveError::MustEnterFirst);
    }
    // A checker on the bar enters first, before the reserve (Puff-long): the generator's
    // order.
    if from != RESERVE && usize::from(from) != BAR && pos.must_enter_reserve(me) {
        return Err(MoveError::ReserveFirst);
    }
    if from != RESERVE
        && let Some(p) = pos.leader(me)
        && p != from
    {
        return Err(if pos.postillon(me).is_some() {
            MoveError::PostillonFirst { point: p }
        } else {
            MoveError::RunnerFirst { point: p }
        });
    }
    if rules.contact == Contact::Pin && pos.is_pinned(me, from) {
        return Err(MoveError::Pinned { point: from });
    }
    Ok(())
}

/// Every ordering of every non-empty selection of `dice` (at most 4, so at most 64).
fn permutations(
    dice: &[Die],
    current: &mut Vec<Die>,
    used: &mut Vec<bool>,
    out: &mut Vec<Vec<Die>>,
) {
    if !current.is_empty() && !out.contains(current) {
        out.push(current.clone());
    }
    for i in 0..dice.len() {
        if !used[i] {
            used[i] = true;
            current.push(dice[i]);
            permutations(dice, current, used, out);
            current.pop();
            used[i] = false;
        }
    }
}

/// `side`'s checkers on the board and on the bar, and in the reserve, once `segments` moved
/// them from `pos`, one checker each (a checker entering from an empty bar is a clone made
/// by a hit earlier in the play, Cloning: a checker more).
fn moved_by(pos: &Position, side: Side, segments: &[(u8, u8)]) -> ([u8; 26], u8) {
    let mut board = *pos.checkers(side);
    let mut reserve = pos.reserve(side);
    for &(from, to) in segments {
        if from == RESERVE {
            reserve = reserve.saturating_sub(1);
        } else if let Some(here) = board.get_mut(usize::from(from)) {
            *here = here.saturating_sub(1);
        }
        if let Some(there) = board.get_mut(usize::from(to)) {
            *there += 1;
        }
    }
    (board, reserve)
}

/// Puts `order` in the next order of its elements, lexicographically; `false` when it was
/// the last one (decreasing), which it then stays.
fn next_permutation(order: &mut [usize]) -> bool {
    let Some(pivot) = (1..order.len()).rev().find(|&i| order[i - 1] < order[i]) else {
        return false;
    };
    let swap = (pivot..order.len())
        .rev()
        .find(|&j| order[j] > order[pivot - 1])
        .expect("the element at the pivot is greater");
    order.swap(pivot - 1, swap);
    order[pivot..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Side, Variant};

    fn start() -> Position {
        Position::start(Variant::Backgammon, Side::Green)
    }

    fn roll(a: u8, b: u8) -> Dice {
        Dice::from_values(a, b).unwrap()
    }

    #[test]
    fn a_whole_legal_play_completes_the_turn() {
        let mut turn = Turn::new(start(), roll(3, 1));
        assert!(turn.move_checker(8, 5).is_ok());
        assert!(!turn.is_complete());
        assert!(turn.move_checker(6, 5).is_ok());
        assert!(turn.is_complete());
        let done = turn.finish().unwrap();
        assert_eq!(done.after.turn(), Side::Black);
    }

    #[test]
    fn a_wall_borne_off_without_dice_completes_the_turn() {
        // Grasshopper: the first legal move is an entry (one step); bearing the wall off
        // on own 3 takes two.
        let mut setup = crate::rules::Setup::empty(Variant::Grasshopper, Side::Green);
        setup.checkers.green[3] = 2;
        setup.reserve.green = 12;
        setup.reserve.black = 14;
        let pos = Position::from_setup(setup).unwrap();
        let stage = Stage {
            side: Side::Green,
            kind: StageKind::Free,
        };
        let mut turn = Turn::for_stage(pos, stage);
        assert_eq!(turn.move_checker(3, 0).map(|s| s.len()), Ok(2));
        assert!(turn.is_complete());
        assert_eq!(
            turn.finish().unwrap().after.streak(),
            Some((Side::Green, 1))
        );
    }

    #[test]
    fn one_checker_may_play_both_dice_in_one_move() {
        let mut turn = Turn::new(start(), roll(6, 5));
        let steps = turn.move_checker(24, 13).unwrap();
        assert_eq!(steps.len(), 2);
        assert!(turn.is_complete());
    }

    #[test]
    fn undo_takes_back_the_whole_checker_move() {
        let mut turn = Turn::new(start(), roll(6, 5));
        turn.move_checker(24, 13).unwrap();
        assert_eq!(turn.undo().map(|s| s.len()), Some(2));
        assert_eq!(turn.position(), &start());
        assert_eq!(turn.dice_left().len(), 2);
    }

    #[test]
    fn a_closed_point_is_refused_with_its_count() {
        let mut turn = Turn::new(start(), roll(5, 2));
        // 6/1 with the 5 lands on Black's 24-point: two black checkers.
        assert_eq!(
            turn.move_checker(6, 1),
            Err(MoveError::Closed { point: 1, count: 2 })
        );
        assert_eq!(turn.position(), &start());
    }

    #[test]
    fn a_distance_no_die_covers_is_refused() {
        let mut turn = Turn::new(start(), roll(5, 2));
        assert_eq!(
            turn.move_checker(13, 9),
            Err(MoveError::NoDieFor { distance: 4 })
        );
    }

    #[test]
    fn a_point_without_a_checker_is_refused() {
        let mut turn = Turn::new(start(), roll(5, 2));
        assert_eq!(
            turn.move_checker(12, 7),
            Err(MoveError::NoChecker { point: 12 })
        );
    }

    use crate::rules::legal_tests::bg as position;

    #[test]
    fn a_checker_on_the_bar_must_enter_first() {
        let pos = position(&[(BAR, 1), (13, 14)], &[(1, 15)]);
        let mut turn = Turn::new(pos, roll(3, 1));
        assert_eq!(turn.move_checker(13, 10), Err(MoveError::MustEnterFirst));
        assert!(turn.move_checker(25, 22).is_ok());
    }

    #[test]
    fn a_move_that_leaves_a_playable_die_unplayed_is_refused() {
        // 9/4 with the 5 leaves the 6 unplayable (12/6 closed), while 12/7 9/3 plays both.
        let pos = position(&[(12, 1), (9, 1)], &[(19, 2), (1, 13)]);
        let mut turn = Turn::new(pos, roll(6, 5));
        assert!(turn.legal_plays().iter().all(|p| p.play.len() == 2));
        assert_eq!(
            turn.move_checker(9, 4),
            Err(MoveError::MustUseMoreDice { dice: 2 })
        );
    }

    #[test]
    fn with_one_playable_die_the_lower_is_refused() {
        let pos = position(&[(13, 1)], &[(21, 2), (1, 13)]);
        let mut turn = Turn::new(pos, roll(6, 3));
        assert_eq!(
            turn.move_checker(13, 10),
            Err(MoveError::MustUseHigherDie {
                die: Die::new(6).unwrap()
            })
        );
        assert!(turn.move_checker(13, 7).is_ok());
        assert!(turn.is_complete());
    }

    #[test]
    fn a_pass_finishes_at_once() {
        let pos = position(
            &[(BAR, 2), (6, 13)],
            &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 5)],
        );
        let turn = Turn::new(pos, roll(4, 4));
        assert!(turn.must_pass());
        assert!(turn.finish().is_some_and(|p| p.play.is_empty()));
    }

    #[test]
    fn playing_a_listed_play_completes_the_turn() {
        let mut turn = Turn::new(start(), roll(4, 4));
        for i in 0..turn.legal_plays().len() {
            turn.play_legal(i).unwrap();
            assert!(turn.is_complete());
            assert_eq!(turn.finish().unwrap().after, turn.legal_plays()[i].after);
        }
    }

    #[test]
    fn a_play_longer_than_the_roll_is_refused_as_such_and_nothing_is_made() {
        let mut turn = Turn::new(start(), roll(6, 4));
        assert_eq!(
            turn.play_segments(&[(24, 18), (24, 20), (13, 9)]),
            Err(MoveError::TooManyMoves)
        );
        assert!(turn.steps().is_empty());
    }

    #[test]
    fn segments_are_all_played_or_none() {
        let mut turn = Turn::new(start(), roll(3, 1));
        assert!(turn.play_segments(&[(8, 5), (12, 11)]).is_err());
        assert!(turn.steps().is_empty());
        assert!(turn.play_segments(&[(8, 5), (6, 5)]).is_ok());
    }

    #[test]
    fn a_grasshopper_wall_borne_off_in_two_steps_completes_the_turn() {
        let mut setup = crate::rules::Setup::empty(Variant::Grasshopper, Side::Green);
        setup.checkers.green[3] = 2;
        setup.reserve.green = 12;
        setup.reserve.black = 14;
        let pos = Position::from_setup(setup).unwrap();
        let mut turn = Turn::for_stage(
            pos,
            Stage {
                side: Side::Green,
                kind: StageKind::Free,
            },
        );
        assert_eq!(turn.move_checker(3, 0).map(|s| s.len()), Ok(2));
        assert!(turn.is_complete());
        assert_eq!(turn.finish().unwrap().after.count(Side::Green, 0), 2);
        let mut entry = turn.clone();
        entry.reset();
        assert!(!entry.is_complete());
        entry.move_checker(RESERVE, 24).unwrap();
        assert!(entry.is_complete());
    }

    #[test]
    fn every_legal_play_can_be_typed_move_by_move() {
        for dice in Dice::all() {
            let turn = Turn::new(start(), dice);
            for legal in turn.legal_plays() {
                let mut t = turn.clone();
                for step in legal.play.steps() {
                    t.move_checker(step.from, step.to)
                        .unwrap_or_else(|e| panic!("{dice} {legal:?}: {e:?}"));
                }
                assert!(t.is_complete(), "{dice} {legal:?}");
            }
        }
    }
}
