//! Matches and the cube in the course of a game: the cube before each roll, doubles offered,
//! taken, beavered and dropped, the score between games, the Crawford game, and the match's
//! end (resignations are `resign`'s, what the match's commands tell `match_info`'s). The
//! rules themselves are [`crate::rules::cube`] and [`crate::rules::score`]; this module
//! drives them and says what happened.

use crate::rules::cube::Cube;
use crate::rules::score::{Format, GameEnd, MatchState, NoDouble};
use crate::rules::{BySide, Position, Side, WinKind};

use super::commands::CommandId;
use super::event::{Event, Player, Problem};
use super::files::{FileKind, TranscriptAsk};
use super::handlers::Given;
use super::history::{Action, GameRecord};
use super::snapshot::Snapshot;
use super::{Phase, Session};
use crate::ai::cube_policy;

/// The match the game belongs to, the second of a session's parts (beside the game and the
/// coaching): the score and its rules (Crawford included), the cube of the game in
/// progress, the clock, and every game so far with its result.
pub(super) struct MatchPlay {
    /// The match (or single game, or money session) and its score.
    pub(super) state: MatchState,
    /// The cube of the game in progress.
    pub(super) cube: Cube,
    /// Every game so far, the current one last.
    pub(super) history: Vec<GameRecord>,
    /// The tournament clock, when the match has one.
    pub(super) clock: Option<crate::rules::clock::Clock>,
    /// Whether `pause` stopped the clock for the next line.
    pub(super) clock_paused: bool,
    /// The revision at which the clock last started a turn.
    pub(super) clock_rev: u64,
    /// The match finished before this one, kept until the player quits.
    pub(super) earlier: Option<super::earlier::Earlier>,
    /// The games that left the record of a money session (`kept`).
    pub(super) dropped: super::kept::Dropped,
}

impl MatchPlay {
    /// A match in `state`, no game played yet, the cube in the middle, no clock.
    pub(super) fn new(state: MatchState) -> MatchPlay {
        MatchPlay {
            state,
            cube: Cube::CENTRED,
            history: Vec::new(),
            clock: None,
            clock_paused: false,
            clock_rev: 0,
            earlier: None,
            dropped: super::kept::Dropped::default(),
        }
    }

    /// Adds `action` to the current game's record.
    pub(super) fn record(&mut self, action: Action) {
        if let Some(game) = self.history.last_mut() {
            game.actions.push(action);
        }
    }

    /// Opens a new game's record from `start`, at the current score.
    pub(super) fn open_record(&mut self, start: Position) {
        let number = self.state.games() + 1;
        self.history.push(GameRecord::new(
            number,
            start,
            self.state.score(),
            self.state.is_crawford_game(),
        ));
    }
    /// The announcement of a game of a match (nothing for a single game).
    pub(super) fn announce_game(&self, out: &mut Vec<Event>) {
        if self.state.rules().format == Format::SingleGame {
            return;
        }
        let number = self.state.games() + 1;
        let post_crawford =
            self.state.is_post_crawford() && self.history.last().is_some_and(|g| g.crawford);
        out.push(Event::Match(MatchEvent::NewGame {
            number,
            score: self.state.score(),
            length: self.state.rules().length(),
            crawford: self.state.is_crawford_game(),
            post_crawford,
        }));
    }

    pub(super) fn take(&mut self, taker: Side, beaver: bool, out: &mut Vec<Event>) {
        if beaver {
            self.cube = self.cube.beavered_by(taker);
            self.record(Action::Beaver { side: taker });
            out.push(Event::Match(MatchEvent::Beavered {
                side: taker,
                value: self.cube.value(),
            }));
        } else {
            self.cube = self.cube.taken_by(taker);
            self.record(Action::Take { side: taker });
            out.push(Event::Match(MatchEvent::DoubleTaken {
                side: taker,
                value: self.cube.value(),
            }));
        }
    }
}

/// Something about the match, the cube or the files of the match, to tell the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchEvent {
    /// A game of a match or money session begins.
    NewGame {
        number: u32,
        score: BySide<u32>,
        length: Option<u32>,
        /// This is the Crawford game: no cube.
        crawford: bool,
        /// The first game after the Crawford game: the cube is back.
        post_crawford: bool,
    },
    /// `side`, a human, is on roll and may double: roll or double?
    RollOrDouble { side: Side, value: u32 },
    /// `side` offers the cube at `value`; refusing would give it `drop_cost` points and
    /// leave the score at `score_if_dropped`.
    DoubleOffered {
        side: Side,
        player: Player,
        value: u32,
        drop_cost: u32,
        score_if_dropped: BySide<u32>,
    },
    /// `side` took: it owns the cube at `value`.
    DoubleTaken { side: Side, value: u32 },
    /// `side` took and redoubled at once to `value`, keeping the cube.
    Beavered { side: Side, value: u32 },
    /// `side` refused the double: `winner` wins `points`.
    DoubleDropped {
        side: Side,
        winner: Side,
        points: u32,
    },
    /// `side` offers to resign `kind`, worth `points` with the cube.
    ResignOffered {
        side: Side,
        kind: WinKind,
        points: u32,
    },
    /// `side` accepted the resignation and wins `points`.
    ResignAccepted {
        side: Side,
        kind: WinKind,
        points: u32,
    },
    /// `side`'s clock ran out: `winner` wins the match, `points` added.
    TimeForfeit {
        side: Side,
        winner: Side,
        points: u32,
    },
    /// Where the clocks stand: the banks, the delay left to the side thinking now.
    ClockInfo {
        bank_ms: BySide<u64>,
        delay: Option<(Side, u64)>,
    },
    /// `side`'s bank went below a threshold: `left_ms` is left.
    ClockWarning { side: Side, left_ms: u64 },
    /// `side`'s bank is empty: its next line loses the match.
    TimeUp { side: Side },
    /// The clock stops until the next line.
    ClockPaused,
    /// There is no clock in this match.
    NoClock,
    /// `side` refused the resignation: play goes on.
    ResignRefused { side: Side },
    /// `side` asked to resign `kind`, worth `points`: yes or no?
    ResignConfirm {
        side: Side,
        kind: WinKind,
        points: u32,
    },
    /// The player said no to resigning: the game goes on.
    ResignKept,
    /// The game or match is over and a person plays: what may follow.
    WhatNext,
    /// A new match began after one finished, which stays at hand (`précédent`).
    EarlierKept,
    /// A money session's oldest finished game left its record, the first time: only the
    /// last `kept` finished games stay (`kept`), the score is whole.
    OlderGamesDropped { kept: u32 },
    /// The score after a game, the match going on.
    Score {
        score: BySide<u32>,
        length: Option<u32>,
        /// The next game is the Crawford game.
        crawford_next: bool,
    },
    /// The match is won.
    MatchOver {
        winner: Side,
        score: BySide<u32>,
        length: u32,
    },
    /// The cube, and whether `side` may double now (and why not).
    CubeInfo {
        cube: Cube,
        side: Option<Side>,
        may: Result<(), NoDouble>,
    },
    /// `videau` where the match is played without the cube: a single game, or a game
    /// without one (`game` true: Jacquet, Plakoto…). Said alone, so that no cube value is
    /// told of a game that has none.
    NoCube { game: bool },
    /// The score now, and where the match stands.
    ScoreInfo {
        score: BySide<u32>,
        length: Option<u32>,
        /// A single game: no match score to tell.
        single: bool,
        game: u32,
        crawford: bool,
        post_crawford: bool,
        /// The computer's level when it plays a side: `score` is where a player checks how
        /// the game stands, the level chosen (or resumed) included.
        level: Option<crate::ai::search::Level>,
        /// The computer's budget for each decision, as set (`--reflexion`) or its level's,
        /// before a tournament clock lowers it.
        thinking: crate::ai::budget::Budget,
    },
    /// The plays and cube actions of the game so far; `last`: only the last so many were
    /// asked for (`historique 2`).
    History {
        record: GameRecord,
        last: Option<usize>,
    },
    /// gnubg's Position ID and Match ID of the current position.
    Ids {
        position_id: String,
        match_id: String,
    },
    /// Asks the front end to write the match to `path` (a save or a `.mat` export); the
    /// match finished before this one when `earlier` (`exporter précédent`).
    WriteFile {
        kind: FileKind,
        path: String,
        earlier: bool,
    },
    /// `exporter` in a game GNU Backgammon does not play: nothing is written to `path`.
    NoExport { path: String },
    /// Asks the front end to load the save `path` in place of this match.
    LoadFile { path: String },
    /// Asks the front end to import the match of GNU Backgammon's file `path` (`.sgf` or
    /// `.mat`) in place of this match.
    ImportFile { path: String },
    /// The match (or the `single` game) was resumed from its automatic save.
    Resumed { single: bool },
    /// Asks the front end to start, stop or tell the transcript of the session
    /// (`transcription`).
    Transcript(TranscriptAsk),
    /// Asks the front end for the matches set aside (`parties`).
    ListSetAside,
    /// The file `path`, which a request would write, exists and was not written by
    /// tablier in this session: replace it, yes or no?
    ReplaceAsked { path: String },
    /// The player said no: `path` is left as it was, and nothing is written.
    ReplaceDeclined { path: String },
    /// The player said yes: the front end carries out `request`, the file it names
    /// replaced. Front ends only: never told to a reader.
    ReplaceConfirmed { request: Box<MatchEvent> },
    /// Asks the front end to load the match set aside under `number` (`charger 2`).
    LoadSetAside { number: usize },
}

/// Why a match command was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchProblem {
    /// A double is not possible now, and why.
    CannotDouble(NoDouble),
    /// A double is possible only before rolling, on one's own turn.
    NotBeforeRoll,
    /// A play or a move before the dice are rolled.
    RollFirst,
    /// A double or a resignation waits for an answer.
    AnswerFirst,
    /// No double or resignation to answer.
    NothingToAnswer,
    /// Beavers are off, or not money play.
    NoBeaver,
    /// A resignation is possible only on one's own turn, during a game.
    CannotResign,
    /// The kind of resignation typed is not one of this game.
    BadResignation,
    /// The game is over: Enter starts the next one.
    BetweenGames,
    /// Jacquet has no gnubg IDs.
    NoIdsForGame,
    /// `sauver`, `charger`, `exporter` and `importer` need a file name: the command typed.
    FileNameNeeded { command: CommandId },
}

/// What a line answers to a pending double or resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reply {
    Accept,
    Refuse,
    Beaver,
}

impl Session {
    /// The match now.
    #[must_use]
    pub fn match_state(&self) -> &MatchState {
        &self.matchplay.state
    }

    /// The cube now.
    #[must_use]
    pub fn cube(&self) -> Cube {
        self.matchplay.cube
    }

    /// Every game of the match so far, the current one last.
    #[must_use]
    pub fn history(&self) -> &[GameRecord] {
        &self.matchplay.history
    }

    /// Bumped whenever the match reaches a new resting point (a confirmed turn, a cube
    /// action, a game's end): the front end saves when it changes.
    #[must_use]
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Waits for a human in `phase`: a resting point worth saving.
    pub(super) fn wait(&mut self, phase: Phase) {
        self.game.phase = phase;
        self.revision += 1;
    }

    /// A resting point inside an answer (a confirmed play before the computer's turn): the
    /// revision moves on and the front end's hook, if any, gets the match as it stands.
    pub(super) fn rest(&mut self) {
        self.revision += 1;
        if self.rest_hook.is_some()
            && let Some(snapshot) = self.snapshot()
            && let Some(hook) = self.rest_hook.as_mut()
        {
            hook(snapshot);
        }
    }

    /// Tells `hook` of every resting point reached inside an answer, with the match as it
    /// stands then: the front end saves it, so that a process killed while the computer
    /// thinks loses no confirmed play. (Resting points where a human is asked are seen
    /// after the answer, through [`Session::revision`].)
    pub fn set_rest_hook(&mut self, hook: Box<dyn FnMut(Snapshot) + Send>) {
        self.rest_hook = Some(hook);
    }

    /// The cube before `side` rolls: a human who may double is asked (`true`: stop and wait);
    /// the computer doubles when its rule says so. `true` also when a drop ended the game.
    pub(super) fn cube_before_roll(&mut self, side: Side, out: &mut Vec<Event>) -> bool {
        if self
            .matchplay
            .state
            .may_double(side, self.matchplay.cube)
            .is_err()
        {
            return false;
        }
        match self.settings.players[side] {
            Player::Human => {
                out.push(Event::Match(MatchEvent::RollOrDouble {
                    side,
                    value: self.matchplay.cube.offered(),
                }));
                self.wait(Phase::BeforeRoll);
                true
            }
            Player::Computer => {
                let at = self.cube_position();
                let (state, cube) = (self.matchplay.state, self.matchplay.cube);
                let (offers, verdict) = {
                    let _watch = self.thinking_budget(side).start();
                    cube_policy::offers_double_judged(&at, &state, cube)
                };
                if let Some(verdict) = verdict {
                    // `bilan` judges this turn by the same verdict: kept, not searched again.
                    self.coaching
                        .judgements
                        .keep_verdict(&at, &state, cube, verdict);
                }
                offers && self.offer_double(side, out)
            }
        }
    }

    /// `side` offers the cube; the computer answers at once, a human is asked. `true` when
    /// the flow must stop (a human to answer, or the game dropped).
    fn offer_double(&mut self, side: Side, out: &mut Vec<Event>) -> bool {
        let value = self.matchplay.cube.offered();
        let drop_cost = self
            .matchplay
            .state
            .points(GameEnd::Dropped { winner: side }, self.matchplay.cube);
        let mut score_if_dropped = self.matchplay.state.score();
        score_if_dropped[side] += drop_cost;
        out.push(Event::Match(MatchEvent::DoubleOffered {
            side,
            player: self.settings.players[side],
            value,
            drop_cost,
            score_if_dropped,
        }));
        self.matchplay.record(Action::Double { side, value });
        let taker = !side;
        match self.settings.players[taker] {
            Player::Human => {
                self.wait(Phase::Doubled { by: side });
                true
            }
            Player::Computer => {
                let at = self.cube_position();
                let (state, cube) = (self.matchplay.state, self.matchplay.cube);
                let (answer, verdict) = {
                    let _watch = self.thinking_budget(taker).start();
                    cube_policy::answer_double_judged(&at, &state, cube)
                };
                self.coaching
                    .judgements
                    .keep_verdict(&at, &state, cube, verdict);
                if answer.take {
                    self.matchplay.take(taker, answer.beaver, out);
                    false
                } else {
                    self.drop_double(taker, out);
                    true
                }
            }
        }
    }

    fn drop_double(&mut self, dropper: Side, out: &mut Vec<Event>) {
        self.matchplay.record(Action::Drop { side: dropper });
        self.end_game(GameEnd::Dropped { winner: !dropper }, out);
    }

    /// Ends the game: its points to the match, the result told, then the score and the next
    /// game, or the end of the match.
    pub(super) fn end_game(&mut self, end: GameEnd, out: &mut Vec<Event>) {
        let points = self.matchplay.state.points(end, self.matchplay.cube);
        out.push(match end {
            GameEnd::Drawn => Event::GameDrawn,
            GameEnd::Won { winner, kind } => Event::GameOver {
                winner,
                kind,
                points,
            },
            GameEnd::Dropped { winner } => Event::Match(MatchEvent::DoubleDropped {
                side: !winner,
                winner,
                points,
            }),
            GameEnd::Resigned { winner, kind } => Event::Match(MatchEvent::ResignAccepted {
                side: winner,
                kind,
                points,
            }),
            GameEnd::TimeForfeit { winner } => Event::Match(MatchEvent::TimeForfeit {
                side: !winner,
                winner,
                points,
            }),
        });
        let humans = Side::ALL
            .iter()
            .any(|&s| self.settings.players[s] == Player::Human);
        match end.winner() {
            Some(winner) => self.matchplay.state.record(winner, points),
            None => self.matchplay.state.record_draw(),
        }
        let forfeit = matches!(end, GameEnd::TimeForfeit { .. });
        let over = self.matchplay.state.is_over() || forfeit;
        // At the end of the match the review is offered with what may follow, once.
        if humans && !over {
            out.push(Event::ReviewAvailable);
        }
        if let Some(game) = self.matchplay.history.last_mut() {
            game.end = Some((end, points));
        }
        self.keep_recent_games(out);
        let format = self.matchplay.state.rules().format;
        if over {
            if let (Format::Match(length), Some(winner)) = (format, self.matchplay.state.winner()) {
                out.push(Event::Match(MatchEvent::MatchOver {
                    winner,
                    score: self.matchplay.state.score(),
                    length,
                }));
            }
            if humans {
                // The program stays: another game, the review, or leaving, as the player says.
                out.push(Event::Match(MatchEvent::WhatNext));
            }
            self.wait(Phase::Over);
        } else {
            out.push(Event::Match(MatchEvent::Score {
                score: self.matchplay.state.score(),
                length: self.matchplay.state.rules().length(),
                crawford_next: self.matchplay.state.is_crawford_game(),
            }));
            self.wait(Phase::BetweenGames);
        }
    }

    /// The next game of the match: the cube back in the middle, a new opening roll.
    fn next_game(&mut self, out: &mut Vec<Event>) {
        self.begin_game(out);
    }

    /// Rolls for the human on roll who chose not to double.
    fn roll_now(&mut self, out: &mut Vec<Event>) {
        let dice = &mut self.dice;
        let rolled = crate::rules::driver::roll(&mut || dice.throw());
        if self.game.rolls_early() {
            // Lancer prématuré: the side asked rolls its next roll, and the mover plays.
            let side = self.cube_side();
            self.game.early[side] = Some(rolled);
            out.push(Event::Stage(super::StageNote::EarlyRoll {
                side,
                dice: rolled,
            }));
            self.play_from(None, out);
        } else {
            self.play_from(Some(rolled), out);
        }
    }

    /// The side whose moment for the cube it is before a roll: the side on roll, or, where
    /// rolls are made early, its opponent, who rolls next during this turn.
    pub(super) fn cube_side(&self) -> Side {
        let on_roll = self.game.position.turn();
        if self.game.rolls_early() {
            !on_roll
        } else {
            on_roll
        }
    }

    /// The position a cube decision is judged on, the doubler on roll: the position now, or,
    /// where rolls are made early, the one after the mover's best play of its known roll.
    pub(super) fn cube_position(&self) -> crate::rules::Position {
        let on_roll = self.game.position.turn();
        match self.game.early[on_roll] {
            Some(dice) if self.game.rolls_early() => {
                let stage = crate::rules::Stage {
                    side: on_roll,
                    kind: crate::rules::StageKind::Roll(dice),
                };
                super::opponent::choose(
                    &self.game.position,
                    stage,
                    self.game.early[!on_roll],
                    self.settings.level,
                    self.turns_played(),
                    self.thinking_budget(on_roll),
                )
                .map_or(self.game.position.with_turn(!on_roll), |p| p.after)
            }
            _ => self.game.position,
        }
    }

    /// The side that may act now in a game (on roll, before or after rolling).
    pub(super) fn acting_side(&self) -> Option<Side> {
        match &self.game.phase {
            Phase::BeforeRoll => Some(self.cube_side()),
            Phase::Human(turn) => Some(turn.start().turn()),
            _ => None,
        }
    }

    /// Enter alone before rolling rolls, between games starts the next one; `true` when it
    /// did something.
    pub(super) fn match_empty_line(&mut self, out: &mut Vec<Event>) -> bool {
        match self.game.phase {
            Phase::BeforeRoll => {
                if !self.tutor_holds_cube(super::cube_advice::CubeAction::NoDouble, out) {
                    self.roll_now(out);
                }
            }
            Phase::BetweenGames => self.next_game(out),
            Phase::Over => self.new_match(out),
            _ => return false,
        }
        true
    }

    /// Enter once the game or the match is over: a new one under the same rules, its clock
    /// wound again, its dice a stream of their own (a save explains every die from its
    /// match's record); the one finished is kept behind it (`précédent`), its judgements
    /// too (they are by position and roll).
    fn new_match(&mut self, out: &mut Vec<Event>) {
        let finished = std::mem::take(&mut self.matchplay.history);
        self.keep_earlier(finished, out);
        self.matchplay.dropped = super::kept::Dropped::default();
        let rules = *self.matchplay.state.rules();
        self.matchplay.state = MatchState::new(rules);
        self.dice.new_match();
        self.coaching.tutor_warned = None;
        if let Some(clock) = &self.matchplay.clock {
            let rules = clock.rules();
            self.set_clock(rules);
        }
        self.begin_game(out);
    }

    /// A yes or no while a double or a resignation waits for an answer; `true` when the line
    /// was such an answer.
    pub(super) fn match_yes_no(&mut self, yes: bool, out: &mut Vec<Event>) -> bool {
        if !matches!(
            self.game.phase,
            Phase::Doubled { .. } | Phase::Resigning { .. }
        ) {
            return false;
        }
        self.reply(if yes { Reply::Accept } else { Reply::Refuse }, out);
        true
    }

    /// Answers the double or resignation that waits.
    pub(super) fn reply(&mut self, reply: Reply, out: &mut Vec<Event>) {
        if matches!(self.game.phase, Phase::Doubled { .. }) {
            let action = match reply {
                Reply::Accept => Some(super::cube_advice::CubeAction::Take),
                Reply::Beaver if self.matchplay.state.beavers_allowed(self.matchplay.cube) => {
                    Some(super::cube_advice::CubeAction::Take)
                }
                Reply::Beaver => None,
                Reply::Refuse => Some(super::cube_advice::CubeAction::Drop),
            };
            if action.is_some_and(|a| self.tutor_holds_cube(a, out)) {
                return;
            }
        }
        match std::mem::replace(&mut self.game.phase, Phase::NotStarted) {
            Phase::Doubled { by } => match reply {
                Reply::Accept => {
                    self.matchplay.take(!by, false, out);
                    self.play_from(None, out);
                }
                Reply::Beaver if self.matchplay.state.beavers_allowed(self.matchplay.cube) => {
                    self.matchplay.take(!by, true, out);
                    self.play_from(None, out);
                }
                Reply::Beaver => {
                    self.game.phase = Phase::Doubled { by };
                    out.push(Event::Error(Problem::Match(MatchProblem::NoBeaver)));
                }
                Reply::Refuse => self.drop_double(!by, out),
            },
            Phase::Resigning { by, kind, back } => match reply {
                Reply::Accept => {
                    self.matchplay.record(Action::ResignAnswer {
                        side: !by,
                        accepted: true,
                    });
                    self.end_game(GameEnd::Resigned { winner: !by, kind }, out);
                }
                Reply::Refuse => {
                    self.matchplay.record(Action::ResignAnswer {
                        side: !by,
                        accepted: false,
                    });
                    out.push(Event::Match(MatchEvent::ResignRefused { side: !by }));
                    if self.settings.players[by] == Player::Computer {
                        // The computer offered before its roll: it plays on.
                        self.play_from(None, out);
                    } else {
                        self.wait(*back);
                    }
                }
                Reply::Beaver => {
                    self.game.phase = Phase::Resigning { by, kind, back };
                    out.push(Event::Error(Problem::Match(MatchProblem::NoBeaver)));
                }
            },
            other => {
                self.game.phase = other;
                out.push(Event::Error(Problem::Match(MatchProblem::NothingToAnswer)));
            }
        }
    }

    /// `doubler`: offers the cube before rolling, or says why not.
    pub(super) fn double_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        let side = self.cube_side();
        let problem = match self.game.phase {
            Phase::BeforeRoll => match self.matchplay.state.may_double(side, self.matchplay.cube) {
                Ok(()) => None,
                Err(why) => Some(MatchProblem::CannotDouble(why)),
            },
            Phase::Human(_) => Some(
                match self.matchplay.state.may_double(side, self.matchplay.cube) {
                    Ok(()) => MatchProblem::NotBeforeRoll,
                    Err(why) => MatchProblem::CannotDouble(why),
                },
            ),
            Phase::Doubled { .. } | Phase::Resigning { .. } => Some(MatchProblem::AnswerFirst),
            Phase::BetweenGames => Some(MatchProblem::BetweenGames),
            _ => {
                out.push(Event::Error(self.not_playing()));
                return;
            }
        };
        if let Some(problem) = problem {
            out.push(Event::Error(Problem::Match(problem)));
            return;
        }
        if self.tutor_holds_cube(super::cube_advice::CubeAction::Double, out) {
            return;
        }
        if !self.offer_double(side, out) {
            self.play_from(None, out);
        }
    }

    /// `lancer`: rolls before the turn, or starts the next game.
    pub(super) fn roll_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        if !self.match_empty_line(out) {
            let problem = match self.game.phase {
                Phase::Human(_) => Problem::Match(MatchProblem::NotBeforeRoll),
                _ => self
                    .game
                    .phase_problem()
                    .unwrap_or_else(|| self.not_playing()),
            };
            out.push(Event::Error(problem));
        }
    }
}
