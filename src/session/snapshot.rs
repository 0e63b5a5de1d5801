//! The whole match as plain data, to save it and to resume it: settings, the match's rules,
//! the dice (seed and throws drawn), every game's plays and cube actions, and what the
//! players were asked last. Resuming replays the record and checks every step of it, so that
//! a damaged save is refused rather than played.
//!
//! The turn in progress is kept from its start: moves made and not confirmed are not saved.

use crate::rules::clock::Clock;
use crate::rules::cube::Cube;
use crate::rules::score::{Crawford, Format, GameEnd, MatchRules, MatchState};
use crate::rules::{Dice, Die, Outcome, Position, Side, Stage, StageKind, Turn, WinKind};

use super::dice::{DiceSource, DiceState, SeededDice};
use super::event::Event;
use super::history::{Action, GameRecord};
use super::kept::Dropped;
use super::matchplay::MatchEvent;
use super::{NextStage, Phase, Session, Settings};

/// What the players were asked when the match was saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The side on roll may double: roll or double?
    BeforeRoll,
    /// The side on roll rolled `dice` and is to play them (`None`: a move without dice);
    /// `named`: the double it named (Mexican's 1-2), which `dés` tells as named.
    Turn { dice: Option<Dice>, named: bool },
    /// `by` offered the cube; the other side answers.
    Doubled { by: Side },
    /// `by` offered to resign `kind`; the other side answers. On a refusal play goes back
    /// to the roll (`None`) or to the turn with `dice`.
    Resigning {
        by: Side,
        kind: WinKind,
        dice: Option<Dice>,
    },
    /// A human's play is confirmed and the computer is to roll.
    ComputerToRoll,
    /// The side on roll (a human) names a double to play (Acey Deucey's, Mexican's 1-2).
    Naming,
    /// The side on roll (a human) chooses its roll ("Deux tours contre le libre choix").
    Choosing,
    /// A game is over, the match goes on.
    BetweenGames,
    /// The match (or the single game) is over.
    Over,
}

/// A match at rest, as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub settings: Settings,
    pub rules: MatchRules,
    /// The dice, when they can be resumed.
    pub dice: Option<DiceState>,
    /// Every game kept, the current one last (each play's `before` is checked on resume):
    /// every game of the match, or a money session's last ones (`kept`).
    pub games: Vec<GameRecord>,
    /// The games of a money session that left its record before `games`.
    pub dropped: super::kept::Dropped,
    pub waiting: Waiting,
    /// The score, the cube and the position, as the session had them: checked against the
    /// replayed record.
    pub score: crate::rules::BySide<u32>,
    pub cube: Cube,
    pub position: Position,
    /// The tournament clock, when the match has one.
    pub clock: Option<Clock>,
    /// Each side's next roll already made (Lancer prématuré).
    pub early: crate::rules::BySide<Option<Dice>>,
}

/// Why a snapshot does not make a match: the save is damaged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("damaged match record: {0}")]
pub struct RestoreError(pub &'static str);

/// Where the replay of an imported match stopped: the game and its action, from 0 (the
/// number of its actions when the game itself is refused at its end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportRejected {
    pub game: usize,
    pub action: usize,
    /// Whether the game stops with no result before the next one begins: then the game
    /// is refused as unfinished, not one of its actions.
    pub unfinished: bool,
}

impl Session {
    /// What a resumed match says first: the welcome, that it is resumed, the score, and the
    /// turn waiting.
    pub fn resume_events(&mut self) -> Vec<Event> {
        let mut out = vec![
            Event::Welcome {
                variant: self.settings.variant,
                green: self.settings.players.green,
                black: self.settings.players.black,
            },
            Event::Match(MatchEvent::Resumed {
                single: self.matchplay.state.rules().format == Format::SingleGame,
            }),
        ];
        if self.matchplay.state.rules().format != Format::SingleGame {
            out.push(self.score_info());
        }
        if self.matchplay.cube.is_turned() {
            out.push(self.cube_info());
        }
        if matches!(self.game.phase, Phase::BeforeRoll) {
            out.push(Event::Match(MatchEvent::RollOrDouble {
                side: self.cube_side(),
                value: self.matchplay.cube.offered(),
            }));
        }
        if matches!(self.game.phase, Phase::ComputerToRoll) {
            // Killed while the computer thought: it plays now.
            self.play_from(None, &mut out);
        }
        if let Phase::Human(turn) = &self.game.phase {
            out.push(Event::TurnStarted {
                side: turn.start().turn(),
                bar: turn
                    .start()
                    .count(turn.start().turn(), crate::rules::BAR as u8),
                dice: turn.dice(),
                player: super::Player::Human,
            });
        }
        self.remember(out)
    }

    /// Switches speech on or off (a resumed match takes `--parole` from the command line).
    pub fn set_speech(&mut self, on: bool) {
        self.settings.speech = on;
    }

    /// Sets the computer's level (a resumed match takes `--niveau` from the command line
    /// when it is given there: the player asked for it now, after the save was made).
    pub fn set_level(&mut self, level: crate::ai::search::Level) {
        self.settings.level = level;
    }

    /// Sets the computer's budget for each decision (`--reflexion`; `None`: its level's).
    pub fn set_thinking(&mut self, thinking: Option<crate::ai::budget::Budget>) {
        self.settings.thinking = thinking;
    }

    /// Takes from `personal` how much is said, the kinds of message told and the voice's
    /// pitch and volume, forced plays played or not: the player's, not the match's, so they are not saved with it; a
    /// resumed or loaded match keeps the player's own.
    pub fn keep_personal(&mut self, personal: &super::Settings) {
        self.settings.verbosity = personal.verbosity;
        self.settings.messages = personal.messages;
        self.settings.pitch = personal.pitch;
        self.settings.volume = personal.volume;
        self.settings.forced_auto = personal.forced_auto;
    }

    /// The match now, from its last resting point; `None` before it starts or after quitting.
    #[must_use]
    pub fn snapshot(&self) -> Option<Snapshot> {
        // A practice board is no match to resume (issue 14).
        if self.coaching.practice {
            return None;
        }
        let waiting = match &self.game.phase {
            Phase::NotStarted | Phase::Quit => return None,
            Phase::BeforeRoll => Waiting::BeforeRoll,
            Phase::Human(turn) => Waiting::Turn {
                dice: turn.dice(),
                named: matches!(turn.stage().kind, StageKind::NamedDouble(_)),
            },
            Phase::Doubled { by } => Waiting::Doubled { by: *by },
            Phase::Resigning { by, kind, back } => Waiting::Resigning {
                by: *by,
                kind: *kind,
                dice: match back.as_ref() {
                    Phase::Human(turn) => turn.dice(),
                    _ => None,
                },
            },
            Phase::ComputerToRoll => Waiting::ComputerToRoll,
            Phase::Naming => Waiting::Naming,
            Phase::Choosing => Waiting::Choosing,
            Phase::BetweenGames => Waiting::BetweenGames,
            Phase::Over => Waiting::Over,
        };
        Some(Snapshot {
            settings: self.settings,
            rules: *self.matchplay.state.rules(),
            dice: self.dice.state(),
            games: self.matchplay.history.clone(),
            dropped: self.matchplay.dropped,
            waiting,
            score: self.matchplay.state.score(),
            cube: self.matchplay.cube,
            position: self.game.position,
            clock: self.matchplay.clock,
            early: self.game.early,
        })
    }

    /// The session of a saved match, after replaying and checking its whole record.
    ///
    /// # Errors
    /// [`RestoreError`] when the record is not a legal match or disagrees with the saved
    /// score, cube, position or question.
    pub fn restore(snapshot: Snapshot) -> Result<Session, RestoreError> {
        let dice: Box<dyn DiceSource> = match snapshot.dice {
            Some(state) => Box::new(SeededDice::resume(state)),
            None => Box::new(SeededDice::from_entropy()),
        };
        let mut session = Session::with_dice(snapshot.settings, dice);
        session.set_match_rules(snapshot.rules);
        if snapshot.games.is_empty() {
            return Err(RestoreError("no game"));
        }
        session.skip_dropped(snapshot.dropped, &snapshot.games[0])?;
        let count = snapshot.games.len();
        let mut in_progress = None;
        for (i, game) in snapshot.games.iter().enumerate() {
            let last = i + 1 == count;
            let replayed = session.replay(game)?;
            if game.end.is_none() {
                if !last {
                    return Err(RestoreError("an unfinished game before the last"));
                }
                in_progress = Some(replayed);
            }
        }
        let forfeit = matches!(
            session.matchplay.history.last().and_then(|g| g.end),
            Some((GameEnd::TimeForfeit { .. }, _))
        );
        let over = session.matchplay.state.is_over() || forfeit;
        let phase = match (snapshot.waiting, in_progress) {
            (Waiting::BetweenGames, None) if !over => Phase::BetweenGames,
            (Waiting::Over, None) if over => Phase::Over,
            (waiting, Some(pending)) => session.waiting_phase(waiting, pending)?,
            _ => return Err(RestoreError("the question asked does not match the record")),
        };
        if session.matchplay.state.score() != snapshot.score
            || session.matchplay.cube != snapshot.cube
            || session.game.position != snapshot.position
        {
            return Err(RestoreError(
                "score, cube or position differ from the record",
            ));
        }
        session.game.phase = phase;
        session.game.resumed = true;
        session.restore_clock(snapshot.clock);
        if !session.game.rolls_early() && snapshot.early != crate::rules::BySide::default() {
            return Err(RestoreError("an early roll in a game without them"));
        }
        session.game.early = snapshot.early;
        Ok(session)
    }

    /// The session of a match imported from another program's file (`save::exchange`):
    /// each game of `games` (its start and its actions) replayed and checked as a save's
    /// record is, its number, score, Crawford flag and end taken from the replay rather than
    /// from the file. The match waits where its record stops: the next turn of an
    /// unfinished game (played by [`Session::resume_events`], which rolls), its double to
    /// answer, or between games, or over.
    ///
    /// # Errors
    /// [`ImportRejected`]: the game and the action (from 0) the replay refused.
    pub fn imported(
        settings: Settings,
        rules: MatchRules,
        games: &[(Position, Vec<Action>)],
    ) -> Result<Session, ImportRejected> {
        let mut session = Session::with_dice(settings, Box::new(SeededDice::from_entropy()));
        session.set_match_rules(rules);
        let count = games.len();
        for (g, (start, actions)) in games.iter().enumerate() {
            let refused = |action: usize| ImportRejected {
                game: g,
                action,
                unfinished: false,
            };
            if session.matchplay.state.is_over()
                || start.variant() != session.settings.variant
                || start.outcome().is_some()
            {
                return Err(refused(0));
            }
            session.matchplay.cube = Cube::CENTRED;
            session.game.next = NextStage::Turn;
            session.game.position = *start;
            let ms = &session.matchplay.state;
            let mut record =
                GameRecord::new(ms.games() + 1, *start, ms.score(), ms.is_crawford_game());
            let mut previous: Option<Action> = None;
            let mut ended: Option<GameEnd> = None;
            for (i, action) in actions.iter().enumerate() {
                if ended.is_some() {
                    return Err(refused(i));
                }
                let turns = record.turns();
                let action = session
                    .replay_action(action, previous.as_ref(), turns, &mut ended)
                    .map_err(|_| refused(i))?;
                record.actions.push(action.clone());
                previous = Some(action);
            }
            session.matchplay.history.push(record);
            match ended {
                Some(end) => {
                    let points = session.matchplay.state.points(end, session.matchplay.cube);
                    match end.winner() {
                        Some(winner) => session.matchplay.state.record(winner, points),
                        None => session.matchplay.state.record_draw(),
                    }
                    if let Some(last) = session.matchplay.history.last_mut() {
                        last.end = Some((end, points));
                    }
                }
                None if g + 1 < count => {
                    return Err(ImportRejected {
                        unfinished: true,
                        ..refused(actions.len())
                    });
                }
                None => {}
            }
        }
        let Some(last) = session.matchplay.history.last() else {
            return Err(ImportRejected {
                game: 0,
                action: 0,
                unfinished: false,
            });
        };
        session.game.phase = if last.end.is_some() {
            if session.matchplay.state.is_over() {
                Phase::Over
            } else {
                Phase::BetweenGames
            }
        } else {
            match last.actions.last() {
                Some(Action::Double { side: by, .. })
                    if session.settings.players[!*by] == super::Player::Human =>
                {
                    Phase::Doubled { by: *by }
                }
                Some(Action::Double { .. }) => {
                    // The computer would answer a double at once: it is withdrawn, and the
                    // doubler is on roll again, free to offer it.
                    if let Some(game) = session.matchplay.history.last_mut() {
                        game.actions.pop();
                    }
                    Phase::ComputerToRoll
                }
                // A new turn: `resume_events` rolls for whoever is on roll.
                _ => Phase::ComputerToRoll,
            }
        };
        session.game.resumed = true;
        Ok(session)
    }

    /// Sets the match where the first game kept begins, when a money session's first games
    /// left its record: as many games played, at the score that game started from. Only a
    /// money session leaves games out, and only games before the one that comes next.
    fn skip_dropped(&mut self, dropped: Dropped, first: &GameRecord) -> Result<(), RestoreError> {
        if dropped == Dropped::default() {
            return Ok(());
        }
        let rules = *self.matchplay.state.rules();
        if !rules.is_money()
            || dropped.games == 0
            || first.number != dropped.games.saturating_add(1)
        {
            return Err(RestoreError(
                "games left out of a record that keeps them all",
            ));
        }
        self.matchplay.state = MatchState::at(rules, first.score, Crawford::Before, dropped.games)
            .ok_or(RestoreError("the score before the first game kept"))?;
        self.matchplay.dropped = dropped;
        Ok(())
    }

    /// Replays one game's record on the match, checking every action; returns the last
    /// action of an unfinished game (what is pending).
    fn replay(&mut self, game: &GameRecord) -> Result<Option<Action>, RestoreError> {
        let ms = &self.matchplay.state;
        if game.number != ms.games() + 1
            || game.score != ms.score()
            || game.crawford != ms.is_crawford_game()
        {
            return Err(RestoreError("a game's number, score or Crawford flag"));
        }
        if game.start.variant() != self.settings.variant || game.start.outcome().is_some() {
            return Err(RestoreError("a game's start"));
        }
        self.matchplay.cube = Cube::CENTRED;
        self.game.next = NextStage::Turn;
        self.game.position = game.start;
        let mut record = GameRecord::new(game.number, game.start, game.score, game.crawford);
        let mut previous: Option<Action> = None;
        let mut ended: Option<GameEnd> = None;
        for action in &game.actions {
            if ended.is_some() {
                return Err(RestoreError("an action after the end of a game"));
            }
            let turns = record.turns();
            let action = self.replay_action(action, previous.as_ref(), turns, &mut ended)?;
            record.actions.push(action.clone());
            previous = Some(action);
        }
        self.matchplay.history.push(record);
        let forfeit = matches!(game.end, Some((GameEnd::TimeForfeit { .. }, _)));
        match (game.end, ended) {
            (None, None) => Ok(previous),
            (Some((end, points)), found) if found == Some(end) || (forfeit && found.is_none()) => {
                if self.matchplay.state.points(end, self.matchplay.cube) != points {
                    return Err(RestoreError("a game's points"));
                }
                match end.winner() {
                    Some(winner) => self.matchplay.state.record(winner, points),
                    None => self.matchplay.state.record_draw(),
                }
                if let Some(last) = self.matchplay.history.last_mut() {
                    last.end = Some((end, points));
                }
                Ok(None)
            }
            _ => Err(RestoreError("a game's end")),
        }
    }

    /// Checks and applies one action.
    fn replay_action(
        &mut self,
        action: &Action,
        previous: Option<&Action>,
        turns: usize,
        ended: &mut Option<GameEnd>,
    ) -> Result<Action, RestoreError> {
        let on_roll = self.game.position.turn();
        let answering = |p: Option<&Action>| match p {
            Some(Action::Double { side, .. }) => Some(*side),
            _ => None,
        };
        match action {
            Action::Play {
                side, dice, steps, ..
            } => {
                if *side != on_roll
                    || matches!(
                        previous,
                        Some(Action::Double { .. } | Action::Resign { .. })
                    )
                {
                    return Err(RestoreError("a play out of turn"));
                }
                let before = self.game.position;
                let stage = self.replayed_stage(*dice)?;
                let (after, steps) = replay_play(&before, *dice, steps)?;
                let complete = crate::rules::driver::played_in_full(&before, stage, steps.len());
                self.advance(&before, stage, after, complete);
                // This play is the record's next turn: the game's cap counts it too.
                let capped = after.rules().capped(turns + 1).then_some(Outcome::Drawn);
                if let Some(outcome) = after.outcome().or(capped) {
                    *ended = Some(match outcome {
                        Outcome::Won { winner, kind } => GameEnd::Won { winner, kind },
                        Outcome::Drawn => GameEnd::Drawn,
                    });
                }
                Ok(Action::Play {
                    side: *side,
                    dice: *dice,
                    before,
                    steps,
                })
            }
            Action::Double { side, value } => {
                if *side != self.cube_side()
                    || self
                        .matchplay
                        .state
                        .may_double(*side, self.matchplay.cube)
                        .is_err()
                    || *value != self.matchplay.cube.offered()
                    || matches!(previous, Some(Action::Double { .. }))
                {
                    return Err(RestoreError("a double"));
                }
                Ok(action.clone())
            }
            Action::Take { side } | Action::Beaver { side } => {
                if answering(previous) != Some(!*side) {
                    return Err(RestoreError("a take without a double"));
                }
                self.matchplay.cube = if matches!(action, Action::Beaver { .. }) {
                    if !self.matchplay.state.beavers_allowed(self.matchplay.cube) {
                        return Err(RestoreError("a beaver"));
                    }
                    self.matchplay.cube.beavered_by(*side)
                } else {
                    self.matchplay.cube.taken_by(*side)
                };
                Ok(action.clone())
            }
            Action::Drop { side } => {
                if answering(previous) != Some(!*side) {
                    return Err(RestoreError("a drop without a double"));
                }
                *ended = Some(GameEnd::Dropped { winner: !*side });
                Ok(action.clone())
            }
            Action::Resign { side, .. } => {
                // Before a roll, the side whose moment it is may resign too (Lancer
                // prématuré: the mover's opponent).
                if *side != on_roll && *side != self.cube_side() {
                    return Err(RestoreError("a resignation out of turn"));
                }
                Ok(action.clone())
            }
            Action::ResignAnswer { side, accepted } => {
                let Some(Action::Resign { side: by, kind }) = previous else {
                    return Err(RestoreError("an answer without a resignation"));
                };
                if *by != !*side {
                    return Err(RestoreError("a resignation answered by its own side"));
                }
                if *accepted {
                    *ended = Some(GameEnd::Resigned {
                        winner: *side,
                        kind: *kind,
                    });
                }
                Ok(action.clone())
            }
        }
    }

    /// The stage a recorded play of `dice` played: the one the last stage left queued (a
    /// named double's dice name it), or a roll.
    fn replayed_stage(&mut self, dice: Option<Dice>) -> Result<Stage, RestoreError> {
        let next = std::mem::take(&mut self.game.next);
        // A recorded play of a named double plays as a roll of it: the same moves.
        self.stage_of(next, dice, false)
    }

    /// The stage the side on roll plays with `dice` when `next` is what it plays next: the
    /// stage queued (a named double's dice name it), a roll again, a chosen roll, or a roll;
    /// what a record's play was, and what a saved turn waits in.
    fn stage_of(
        &self,
        next: NextStage,
        dice: Option<Dice>,
        named: bool,
    ) -> Result<Stage, RestoreError> {
        let side = self.game.position.turn();
        let has_dice = self.game.position.rules().has_dice();
        let kind = match (next, dice) {
            // A double named in place of a roll (Mexican's 1-2), the turn's first roll or a
            // roll again after a double played whole: told as named.
            (NextStage::Turn | NextStage::RollAgain, Some(Dice::Double(die))) if named => {
                StageKind::NamedDouble(die)
            }
            (NextStage::Queued(stage), Some(Dice::Double(die))) if stage.kind.names_a_double() => {
                StageKind::NamedDouble(die)
            }
            (NextStage::Queued(stage), _) if stage.kind.dice() == dice => stage.kind,
            (NextStage::Queued(_), _) => return Err(RestoreError("a stage with other dice")),
            (NextStage::RollAgain, Some(dice)) if has_dice => {
                crate::rules::driver::roll_kind(&self.game.position, dice, true)
            }
            (_, Some(dice)) if crate::rules::driver::chooses(&self.game.position) => {
                if dice.is_double() {
                    return Err(RestoreError("a double chosen"));
                }
                StageKind::Chosen(dice)
            }
            (_, Some(dice)) if has_dice => StageKind::Roll(dice),
            (_, None) if !has_dice => StageKind::Free,
            _ => return Err(RestoreError("dice that the game does not have")),
        };
        Ok(Stage { side, kind })
    }

    /// Whether the side on roll is to name a double: queued after Acey Deucey's 1-2, or
    /// given by a roll that names one (Mexican's 1-2, rolled and not recorded).
    fn naming_due(&self) -> bool {
        match self.game.next {
            NextStage::Queued(stage) => stage.kind.names_a_double(),
            _ => {
                let roll = self.game.position.rules().hooks.roll;
                Die::ALL
                    .iter()
                    .flat_map(|&a| Die::ALL.map(|b| Dice::new(a, b)))
                    .any(|d| roll(d).names_a_double())
            }
        }
    }

    /// The phase a resumed unfinished game waits in, checked against its last action.
    fn waiting_phase(&self, waiting: Waiting, last: Option<Action>) -> Result<Phase, RestoreError> {
        let side = self.game.position.turn();
        // The side whose moment for the cube it is (Lancer prématuré: the mover's opponent).
        let doubler = self.cube_side();
        let human = |s: Side| self.settings.players[s] == super::Player::Human;
        let doubled = matches!(last, Some(Action::Double { side: by, .. }) if by == doubler);
        let resigned =
            matches!(last, Some(Action::Resign { side: by, .. }) if by == side || by == doubler);
        let has_dice = self.game.position.rules().has_dice();
        let queued = match self.game.next {
            NextStage::Queued(stage) => Some(stage.kind),
            _ => None,
        };
        let turn_phase = |dice: Option<Dice>, named: bool| {
            let stage = self.stage_of(self.game.next, dice, named)?;
            let turn = Turn::for_stage(self.game.position, stage);
            if turn.must_pass() || !human(side) {
                Err(RestoreError("a turn that cannot wait for a player"))
            } else {
                Ok(Phase::Human(turn))
            }
        };
        match waiting {
            Waiting::BeforeRoll
                if human(doubler)
                    && !doubled
                    && !resigned
                    && self
                        .matchplay
                        .state
                        .may_double(doubler, self.matchplay.cube)
                        .is_ok() =>
            {
                Ok(Phase::BeforeRoll)
            }
            Waiting::Turn { dice, named } if !doubled && !resigned => {
                turn_phase(dice, named && self.naming_due())
            }
            Waiting::ComputerToRoll if !doubled && !resigned && !human(side) => {
                Ok(Phase::ComputerToRoll)
            }
            Waiting::Naming if !doubled && !resigned && human(side) && self.naming_due() => {
                Ok(Phase::Naming)
            }
            Waiting::Choosing
                if !doubled
                    && !resigned
                    && human(side)
                    && self.game.next == NextStage::Turn
                    && crate::rules::driver::chooses(&self.game.position) =>
            {
                Ok(Phase::Choosing)
            }
            Waiting::Doubled { by } if by == doubler && doubled && human(!by) => {
                Ok(Phase::Doubled { by })
            }
            Waiting::Resigning { by, kind, dice }
                if (by == side || by == doubler)
                    && human(!by)
                    && matches!(last, Some(Action::Resign { kind: k, .. }) if k == kind) =>
            {
                let back = match dice {
                    Some(dice) => turn_phase(Some(dice), false)?,
                    None if queued == Some(StageKind::NameDouble) => Phase::Naming,
                    None if crate::rules::driver::chooses(&self.game.position) => Phase::Choosing,
                    // Without dice there is no moment before the roll: back to the move.
                    None if !has_dice => turn_phase(None, false)?,
                    None => Phase::BeforeRoll,
                };
                Ok(Phase::Resigning {
                    by,
                    kind,
                    back: Box::new(back),
                })
            }
            _ => Err(RestoreError("the question asked does not match the record")),
        }
    }
}

/// Replays the steps `steps` (from, die) of a play with `dice` from `before`: the position
/// after it (the opponent on roll) and the steps with their hits, if it is a legal play.
fn replay_play(
    before: &Position,
    dice: Option<Dice>,
    steps: &[crate::rules::Step],
) -> Result<(Position, Vec<crate::rules::Step>), RestoreError> {
    let has_dice = before.rules().has_dice();
    let kind = match dice {
        Some(dice) if has_dice => StageKind::Roll(dice),
        None if !has_dice => StageKind::Free,
        _ => return Err(RestoreError("dice that the game does not have")),
    };
    let turn = Turn::for_stage(
        *before,
        Stage {
            side: before.turn(),
            kind,
        },
    );
    if dice.is_none() || before.rules().hooks.plays.is_some() {
        // A move without dice, or a play of a game with its own plays (Catch me), is one of
        // the legal plays, whole.
        if steps.is_empty() && turn.must_pass() {
            return Ok((before.with_turn(!before.turn()), Vec::new()));
        }
        return turn
            .legal_plays()
            .iter()
            .find(|p| {
                p.play.steps().len() == steps.len()
                    && p.play
                        .steps()
                        .iter()
                        .zip(steps)
                        .all(|(a, b)| (a.from, a.to, a.die) == (b.from, b.to, b.die))
            })
            .map(|p| (p.after, p.play.steps().to_vec()))
            .ok_or(RestoreError("an illegal move"));
    }
    let Some(dice) = dice else {
        // A move without dice is one of the legal moves, whole.
        return turn
            .legal_plays()
            .iter()
            .find(|p| p.play.steps() == steps)
            .map(|p| (p.after, steps.to_vec()))
            .ok_or(RestoreError("an illegal move"));
    };
    if steps.is_empty() {
        return if turn.must_pass() {
            Ok((before.with_turn(!before.turn()), Vec::new()))
        } else {
            Err(RestoreError("a pass with a legal play"))
        };
    }
    let mut pos = *before;
    let mut made = Vec::with_capacity(steps.len());
    let mut left: Vec<Die> = crate::rules::general::dice_of(before.rules(), dice).to_vec();
    for step in steps {
        let Some(i) = left.iter().position(|&d| Some(d) == step.die) else {
            return Err(RestoreError("a die not rolled"));
        };
        let die = left.remove(i);
        // À l'arrière's backward steps go up the mover's numbering (`variants.md` §2.17).
        let backward = pos.rules().backward && step.from <= 24 && step.to > step.from;
        let done = if backward {
            pos.try_step_backward(step.from, die)
        } else {
            pos.try_step(step.from, die)
        };
        let Some((done, next)) = done else {
            return Err(RestoreError("an illegal checker move"));
        };
        if done.to != step.to {
            return Err(RestoreError("a checker move to the wrong point"));
        }
        made.push(done);
        pos = next;
    }
    let after = pos.with_turn(!before.turn());
    if turn.legal_plays().iter().any(|p| p.after == after) {
        Ok((after, made))
    } else {
        Err(RestoreError("an illegal play"))
    }
}
