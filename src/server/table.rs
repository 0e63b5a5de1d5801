//! One table: its seats and invitations, and once two players sit, the game — a
//! [`Session`] that the server alone feeds. Every action accepted is a line of the table's
//! record in the store, with the thinking time it was charged: the same seed and the same
//! lines give the same game, so a restarted server rebuilds each table by replaying them.

use std::time::{Duration, Instant};

use crate::rules::{BySide, Side};
use crate::session::{Event, MatchEvent, NewGame, Player, Session};

use super::store::{MemberId, StoredAction, TableId};

/// A table of the server.
pub struct Table {
    pub id: TableId,
    pub owner: MemberId,
    /// The words typed after `créer`, from which the game is made again at a restart.
    pub options: String,
    pub seed: u64,
    /// Whether only the invited may sit or watch (a class).
    pub private: bool,
    /// A teaching table (`entraînement`): unrated; advice (`conseil`) and the tutor allowed.
    pub teaching: bool,
    /// Who watches, now (watching is not kept: a watcher back after a restart watches again).
    pub watchers: Vec<MemberId>,
    /// Whether the players asked for quiet: watchers then talk among themselves.
    pub quiet: bool,
    /// A correspondence table's days for each move.
    pub correspondence: Option<u32>,
    /// When the player to act began to think, in milliseconds since the epoch: a
    /// correspondence move's days count from it.
    pub turn_began_ms: u64,
    /// Whether the player to act was warned that less than a day is left.
    pub warned: bool,
    /// Green's and Black's players.
    pub seats: BySide<Option<MemberId>>,
    pub invited: Vec<MemberId>,
    /// The game's configuration (two people, the table's seed).
    pub config: NewGame,
    /// The game, once both seats are taken.
    pub game: Option<Session>,
    /// The last action's number in the record.
    seq: i64,
    /// When the player to act began to think.
    since: Instant,
    /// The clock's warnings and its fall still to come, when the table has a clock.
    alarms: Vec<(Instant, Event)>,
}

impl Table {
    /// A table waiting for its second player, `owner` at Green.
    #[must_use]
    pub fn new(id: TableId, owner: MemberId, options: String, seed: u64, config: NewGame) -> Table {
        let mut config = config;
        config.players = BySide::new_with(|_| Player::Human);
        config.seed = Some(seed);
        Table {
            id,
            owner,
            options,
            seed,
            private: false,
            teaching: false,
            watchers: Vec::new(),
            quiet: false,
            correspondence: None,
            turn_began_ms: 0,
            warned: false,
            seats: BySide {
                green: Some(owner),
                black: None,
            },
            invited: Vec::new(),
            config,
            game: None,
            seq: 0,
            since: Instant::now(),
            alarms: Vec::new(),
        }
    }

    /// The side `member` plays here.
    #[must_use]
    pub fn side_of(&self, member: MemberId) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|&side| self.seats[side] == Some(member))
    }

    /// When the player to act loses a correspondence game by letting its days run out.
    #[must_use]
    pub fn deadline_ms(&self) -> u64 {
        let days = u64::from(self.correspondence.unwrap_or(u32::MAX / 2));
        self.turn_began_ms
            .saturating_add(days.saturating_mul(24 * 3600 * 1000))
    }

    /// A new turn began at `now_ms`: its days count from there, no warning given yet.
    pub fn began(&mut self, now_ms: u64) {
        self.turn_began_ms = now_ms;
        self.warned = false;
    }

    /// Everyone at the table who is told what happens: the players, then the watchers.
    #[must_use]
    pub fn audience(&self) -> Vec<MemberId> {
        Side::ALL
            .iter()
            .filter_map(|&s| self.seats[s])
            .chain(self.watchers.iter().copied())
            .collect()
    }

    /// Whether both seats are taken.
    #[must_use]
    pub fn is_full(&self) -> bool {
        Side::ALL.iter().all(|&s| self.seats[s].is_some())
    }

    /// The game starts: both seats are taken. Its opening is told to both.
    pub fn start(&mut self) -> Vec<Event> {
        let mut session = Session::new(&self.config);
        let events = session.start();
        self.game = Some(session);
        self.rest(Instant::now());
        events
    }

    /// Plays the record again, after a restart: the game as it was at its last action.
    pub fn replay(&mut self, actions: &[StoredAction]) {
        if self.game.is_none() {
            self.start();
        }
        if let Some(game) = self.game.as_mut() {
            for action in actions {
                let _ = game.handle_timed(&action.line, action.thought_ms);
                self.seq = action.seq;
            }
        }
        if let Some(last) = actions.last() {
            self.began(last.at_ms);
        }
        self.rest(Instant::now());
    }

    /// The record's line for `line` typed by `member` now (`at_ms` by the server's clock):
    /// its number and the thinking time it is charged. Nothing changes until it is
    /// [`Table::apply`]ed, after the store kept it.
    #[must_use]
    pub fn action(&self, member: MemberId, line: &str, now: Instant, at_ms: u64) -> StoredAction {
        let thought = now.saturating_duration_since(self.since);
        StoredAction {
            seq: self.seq + 1,
            member,
            line: line.to_owned(),
            thought_ms: u64::try_from(thought.as_millis()).unwrap_or(u64::MAX),
            at_ms,
        }
    }

    /// Plays an action the store has kept; its events.
    pub fn apply(&mut self, action: &StoredAction, now: Instant) -> Vec<Event> {
        self.seq = action.seq;
        self.began(action.at_ms);
        let events = match self.game.as_mut() {
            Some(game) => game.handle_timed(&action.line, action.thought_ms),
            None => Vec::new(),
        };
        self.rest(now);
        events
    }

    /// A resting point: the next player begins to think now; the clock's alarms are set.
    fn rest(&mut self, now: Instant) {
        self.since = now;
        self.alarms = self
            .game
            .as_ref()
            .map(|game| {
                game.clock_alarms()
                    .into_iter()
                    .map(|(ms, event)| (now + Duration::from_millis(ms), event))
                    .collect()
            })
            .unwrap_or_default();
    }

    /// The clock's warnings due by `now`, to tell; and, when the bank of the player to act
    /// ran out, the action that ends the match on time (an empty line charged past the
    /// bank, which the session flags before reading it).
    pub fn due(&mut self, now: Instant, now_ms: u64) -> (Vec<Event>, Option<StoredAction>) {
        let mut warnings = Vec::new();
        let mut fallen = None;
        let due: Vec<(Instant, Event)> = self
            .alarms
            .iter()
            .filter(|(at, _)| *at <= now)
            .cloned()
            .collect();
        self.alarms.retain(|(at, _)| *at > now);
        for (at, event) in due {
            match event {
                Event::Match(MatchEvent::TimeUp { side }) => {
                    let member = self.seats[side].unwrap_or(self.owner);
                    let mut action = self.action(member, "", now, now_ms);
                    // Past the fall, whatever the timer's lateness: never a line read.
                    let past = at.saturating_duration_since(self.since) + Duration::from_secs(1);
                    let past = u64::try_from(past.as_millis()).unwrap_or(u64::MAX);
                    action.thought_ms = action.thought_ms.max(past);
                    fallen = Some(action);
                }
                warning => warnings.push(warning),
            }
        }
        (warnings, fallen)
    }

    /// The number of the last action in the record.
    #[must_use]
    pub fn seq(&self) -> i64 {
        self.seq
    }
}

/// How a table's match ended, for the record and the ratings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    pub table: TableId,
    /// The game's word (`backgammon`, `jacquet`…).
    pub game: String,
    /// The match's length in points; 0 for a single game or a money session.
    pub length: u32,
    pub players: BySide<MemberId>,
    /// Who won the match; `None` for a drawn single game.
    pub winner: Option<Side>,
    pub score: BySide<u32>,
    /// The winner of each game, in order (`None`: a draw).
    pub games: Vec<Option<Side>>,
    /// Whether it counts for the ratings: a backgammon match at a table that is not for
    /// teaching.
    pub rated: bool,
    /// Whether a player left the match unfinished (it is lost for them).
    pub forfeit: bool,
}

impl Table {
    /// The result of the match at this table, once both seats are taken: as it ended, or,
    /// with `leaver`, lost by the player who left it.
    #[must_use]
    pub fn result(&self, leaver: Option<MemberId>) -> Option<MatchResult> {
        let game = self.game.as_ref()?;
        let players = BySide {
            green: self.seats.green?,
            black: self.seats.black?,
        };
        let state = game.match_state();
        let games: Vec<Option<Side>> = game
            .history()
            .iter()
            .filter_map(|g| g.end.map(|(end, _)| end.winner()))
            .collect();
        let left = leaver.and_then(|m| self.side_of(m));
        let winner = match left {
            Some(side) => Some(!side),
            None => state.winner().or_else(|| games.last().copied().flatten()),
        };
        let length = match state.rules().format {
            crate::rules::score::Format::Match(points) => points,
            _ => 0,
        };
        Some(MatchResult {
            table: self.id,
            game: self.config.variant.name().to_owned(),
            length,
            players,
            winner,
            score: state.score(),
            games,
            rated: !self.teaching
                && length > 0
                && self.config.variant == crate::rules::Variant::Backgammon,
            forfeit: left.is_some(),
        })
    }
}

/// Whether `event`, answering the player who acted, is theirs alone: a refusal, the
/// checkers moved one by one before the play is confirmed (which may still be undone), a
/// question put to them, the advice and the tutor's warnings of a teaching table. The other player hears the play once it is confirmed.
#[must_use]
pub fn for_the_actor_only(event: &Event) -> bool {
    matches!(
        event,
        Event::Error(_)
            | Event::Moved { .. }
            | Event::Undone { .. }
            | Event::Hit { .. }
            | Event::Scored { .. }
            | Event::PostillonArrived { .. }
            | Event::Choices { .. }
            | Event::AdvisedPlay { .. }
            | Event::DiceInfo { .. }
            | Event::Plays { .. }
            | Event::Hint { .. }
            | Event::RollHint { .. }
            | Event::CubeHint { .. }
            | Event::TutorWarning { .. }
            | Event::TutorCubeWarning { .. }
            | Event::TutorSet { .. }
            | Event::Match(MatchEvent::ResignConfirm { .. } | MatchEvent::ResignKept)
    )
}

/// `event` as the other player hears it: a play confirmed is told whole, as the play of an
/// opponent, never as "confirmed".
#[must_use]
pub fn for_the_opponent(event: &Event) -> Event {
    match event {
        Event::Played {
            side,
            dice,
            before,
            steps,
            ..
        } => Event::Played {
            side: *side,
            player: Player::Computer,
            dice: *dice,
            before: *before,
            steps: steps.clone(),
        },
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Variant;

    fn table() -> Table {
        let mut table = Table::new(
            1,
            10,
            String::new(),
            7,
            NewGame::new(Lang::Fr, Variant::Backgammon),
        );
        table.seats.black = Some(20);
        table.start();
        table
    }

    #[test]
    fn the_same_seed_and_the_same_lines_give_the_same_game() {
        let mut first = table();
        let now = Instant::now();
        let mut record = Vec::new();
        for _ in 0..40 {
            let game = first.game.as_ref().expect("a game");
            let Some(side) = game.to_act() else { break };
            let member = first.seats[side].expect("seated");
            // The first legal play, confirmed; or Enter, to roll.
            let lines: &[&str] = match game.prompt() {
                crate::session::Prompt::Turn { .. } => &["1", "valider"],
                _ => &[""],
            };
            for line in lines {
                let action = first.action(member, line, now, 0);
                first.apply(&action, now);
                record.push(action);
            }
        }
        let mut second = Table::new(1, 10, String::new(), 7, first.config.clone());
        second.seats.black = Some(20);
        second.replay(&record);
        let (a, b) = (first.game.as_ref().unwrap(), second.game.as_ref().unwrap());
        assert_eq!(a.position(), b.position());
        assert_eq!(a.prompt(), b.prompt());
        assert_eq!(second.seq(), first.seq());
    }

    #[test]
    fn the_opponent_hears_a_confirmed_play_whole_and_never_the_moves_before_it() {
        let mut table = table();
        let now = Instant::now();
        let side = table
            .game
            .as_ref()
            .and_then(Session::to_act)
            .expect("a side on roll");
        let member = table.seats[side].expect("seated");
        // The first legal play, told move by move to its player alone.
        let action = table.action(member, "1", now, 0);
        let events = table.apply(&action, now);
        assert!(events.iter().any(for_the_actor_only), "{events:?}");
        let action = table.action(member, "valider", now, 0);
        let events = table.apply(&action, now);
        let played = events
            .iter()
            .find(|e| matches!(e, Event::Played { .. }))
            .expect("the play confirmed");
        assert!(!for_the_actor_only(played));
        assert!(matches!(
            for_the_opponent(played),
            Event::Played {
                player: Player::Computer,
                ..
            }
        ));
    }
}
