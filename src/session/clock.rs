//! The tournament clock in the course of a match: the thinking time of the human who must
//! act is charged to its clock (the delay of its turn first, then its bank), warnings at
//! set thresholds, the match lost on time, `temps` and `pause`. Time comes in from the front
//! end with each line ([`Session::handle_timed`]); the computer's time is never charged, but
//! its budget for each decision is lowered to a share of what its clock holds
//! ([`Session::thinking_budget`]).

use crate::ai::budget::Budget;
use crate::rules::Side;
use crate::rules::clock::{Charged, Clock, ClockRules, WARNINGS_MS};
use crate::rules::score::GameEnd;

use super::event::{Event, Player};
use super::matchplay::MatchEvent;
use super::{Phase, Session};

impl Session {
    /// Plays with a tournament clock of `rules` (set before `start`), its banks sized for
    /// the match.
    pub fn set_clock(&mut self, rules: ClockRules) {
        let points = self.matchplay.state.rules().length().unwrap_or(1);
        self.matchplay.clock = Some(Clock::new(rules, points));
    }

    /// The clock, when the match has one.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.matchplay.clock.as_ref()
    }

    /// Puts back a saved clock.
    pub(super) fn restore_clock(&mut self, clock: Option<Clock>) {
        self.matchplay.clock = clock;
        self.matchplay.clock_rev = self.revision;
    }

    /// The longest the computer playing `side` may think over one decision: the setting
    /// (`--reflexion`), else its level's ([`super::Settings::thinking_budget`]), lowered by a tournament
    /// clock to a share of the time `side` has left, its turn's delay and its bank
    /// ([`Budget::within_clock`]).
    #[must_use]
    pub fn thinking_budget(&self, side: Side) -> Budget {
        let budget = self.settings.thinking_budget();
        match &self.matchplay.clock {
            Some(clock) => budget.within_clock(clock.delay_left(side) + clock.bank(side)),
            None => budget,
        }
    }

    /// The human whose clock runs now: the one who must act.
    fn thinking(&self) -> Option<Side> {
        let side = match &self.game.phase {
            Phase::BeforeRoll => self.cube_side(),
            Phase::Human(turn) => turn.start().turn(),
            Phase::Doubled { by } | Phase::Resigning { by, .. } => !*by,
            _ => return None,
        };
        (self.settings.players[side] == Player::Human).then_some(side)
    }

    /// Answers `line`, typed after `elapsed_ms` of thinking: the time is charged first (a
    /// line typed after the bank ran out loses the match and is not played).
    pub fn handle_timed(&mut self, line: &str, elapsed_ms: u64) -> Vec<Event> {
        let mut before = Vec::new();
        let paused = std::mem::take(&mut self.matchplay.clock_paused);
        if let (Some(side), false) = (self.thinking(), paused)
            && let Some(clock) = self.matchplay.clock.as_mut()
        {
            match clock.charge(side, elapsed_ms) {
                Charged::Quiet => {}
                Charged::Warning { left_ms, .. } => {
                    before.push(Event::Match(MatchEvent::ClockWarning { side, left_ms }));
                }
                Charged::Flagged => {
                    self.pending = super::Pending::Nothing;
                    self.end_game(GameEnd::TimeForfeit { winner: !side }, &mut before);
                    return self.remember(before);
                }
            }
        }
        let mut out = self.handle(line);
        self.clock_turns();
        if !before.is_empty() {
            before.append(&mut out);
            out = before;
            self.last.clone_from(&out);
        }
        out
    }

    /// A new resting point is a new turn on the clock: the delay is whole again.
    pub(super) fn clock_turns(&mut self) {
        if self.matchplay.clock_rev == self.revision {
            return;
        }
        self.matchplay.clock_rev = self.revision;
        if let (Some(side), Some(clock)) = (self.thinking(), self.matchplay.clock.as_mut()) {
            clock.new_turn(side);
        }
    }

    /// What to tell while the player who must act thinks, and when, in milliseconds from
    /// now: a warning at each threshold its bank will pass, and the moment it is empty.
    /// For the front end's timer; empty without a clock, while paused, or with no human to
    /// act.
    #[must_use]
    pub fn clock_alarms(&self) -> Vec<(u64, Event)> {
        let (Some(side), Some(clock), false) = (
            self.thinking(),
            &self.matchplay.clock,
            self.matchplay.clock_paused,
        ) else {
            return Vec::new();
        };
        let (delay, bank) = (clock.delay_left(side), clock.bank(side));
        let mut alarms: Vec<(u64, Event)> = WARNINGS_MS
            .iter()
            .filter(|&&t| t < bank)
            .map(|&t| {
                (
                    delay + bank - t,
                    Event::Match(MatchEvent::ClockWarning { side, left_ms: t }),
                )
            })
            .collect();
        alarms.push((delay + bank, Event::Match(MatchEvent::TimeUp { side })));
        alarms
    }

    /// `temps`: both banks, and the delay left to the side thinking.
    pub(super) fn time_info(&self) -> Event {
        match &self.matchplay.clock {
            None => Event::Match(MatchEvent::NoClock),
            Some(clock) => Event::Match(MatchEvent::ClockInfo {
                bank_ms: crate::rules::BySide {
                    green: clock.bank(Side::Green),
                    black: clock.bank(Side::Black),
                },
                delay: self.thinking().map(|s| (s, clock.delay_left(s))),
            }),
        }
    }

    /// `pause`: the clock stops until the next line.
    pub(super) fn pause(&mut self) -> Event {
        if self.matchplay.clock.is_none() {
            return Event::Match(MatchEvent::NoClock);
        }
        self.matchplay.clock_paused = true;
        Event::Match(MatchEvent::ClockPaused)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::score::{Format, MatchRules};
    use crate::rules::{BySide, Position, Variant};
    use crate::session::{ScriptedDice, Settings};

    fn humans() -> Session {
        let mut settings = Settings::from_config(&crate::session::NewGame {
            speech: false,
            match_rules: MatchRules::new(Format::Match(1)),
            ..crate::session::NewGame::new(crate::i18n::Lang::Fr, Variant::Backgammon)
        });
        settings.players = BySide {
            green: Player::Human,
            black: Player::Human,
        };
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(&[6, 5, 4, 3, 2, 1])),
            Position::start(Variant::Backgammon, Side::Green),
        );
        session.set_match_rules(MatchRules::new(Format::Match(1)));
        session.set_clock(ClockRules {
            per_point_ms: 60_000,
            delay_ms: 10_000,
        });
        session.start();
        session.clock_turns();
        session
    }

    #[test]
    fn thinking_within_the_delay_costs_nothing_and_beyond_it_the_bank_pays() {
        let mut s = humans();
        s.handle_timed("pips", 9_000);
        assert_eq!(s.clock().unwrap().bank(Side::Green), 60_000);
        s.handle_timed("pips", 6_000);
        assert_eq!(s.clock().unwrap().bank(Side::Green), 55_000);
        assert_eq!(s.clock().unwrap().bank(Side::Black), 60_000);
    }

    #[test]
    fn a_tournament_clock_lowers_the_computers_thinking_time_to_a_share_of_its_time_left() {
        let mut s = humans();
        // 10 s of delay and 60 s of bank: a fortieth is 1.75 s, above the level's 0.2 s.
        assert_eq!(s.thinking_budget(Side::Black), Budget::from_millis(200));
        s.settings.thinking = Some(Budget::from_millis(5_000));
        assert_eq!(s.thinking_budget(Side::Black), Budget::from_millis(1_750));
        s.set_clock(ClockRules {
            per_point_ms: 2_000,
            delay_ms: 0,
        });
        assert_eq!(s.thinking_budget(Side::Black), Budget::from_millis(50));
    }

    #[test]
    fn a_pause_stops_the_clock_for_the_next_line() {
        let mut s = humans();
        s.handle_timed("pause", 0);
        s.handle_timed("pips", 600_000);
        assert_eq!(s.clock().unwrap().bank(Side::Green), 60_000);
        assert!(!s.is_finished());
    }

    #[test]
    fn a_bank_run_out_loses_the_match() {
        let mut s = humans();
        let events = s.handle_timed("pips", 71_000);
        assert_eq!(s.prompt(), crate::session::Prompt::MatchOver);
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Match(MatchEvent::TimeForfeit {
                side: Side::Green,
                ..
            })
        )));
        assert_eq!(s.match_state().winner(), Some(Side::Black));
    }

    #[test]
    fn the_alarms_come_at_each_threshold_after_the_delay_and_when_the_bank_is_empty() {
        let s = humans();
        let at: Vec<u64> = s.clock_alarms().iter().map(|(ms, _)| *ms).collect();
        // 10 s of delay, then 60 s of bank: below 30 s after 40 s, below 10 s after 60 s.
        assert_eq!(at, vec![40_000, 60_000, 70_000]);
        assert!(matches!(
            s.clock_alarms().last(),
            Some((_, Event::Match(MatchEvent::TimeUp { side: Side::Green })))
        ));
    }

    #[test]
    fn a_warning_is_given_below_thirty_seconds() {
        let mut s = humans();
        let events = s.handle_timed("pips", 45_000);
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Match(MatchEvent::ClockWarning {
                side: Side::Green,
                left_ms: 25_000
            })
        )));
    }
}
