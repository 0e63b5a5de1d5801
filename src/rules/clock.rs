//! The tournament clock (seed 000, `rules.md` §2 "Match and clock"): each player has a bank
//! of time, 2 minutes per match point by default, and at the start of each of its turns a
//! delay (12 seconds by default) that is used first and not taken from the bank. A player
//! whose bank runs out loses the match.
//!
//! Time is given in, in milliseconds: the clock reads no watch of its own, so that it runs
//! the same in tests.
//!
//! ```
//! use tablier::rules::clock::{Clock, ClockRules};
//! use tablier::rules::Side;
//!
//! let mut clock = Clock::new(ClockRules::default(), 5);
//! assert_eq!(clock.bank(Side::Green), 10 * 60_000);
//! clock.charge(Side::Green, 20_000); // 12 s of delay, then 8 s from the bank
//! assert_eq!(clock.bank(Side::Green), 10 * 60_000 - 8_000);
//! ```

use super::side::{BySide, Side};

/// The clock's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockRules {
    /// Bank per match point, in milliseconds (2 minutes by default).
    pub per_point_ms: u64,
    /// Delay at the start of each turn, in milliseconds (12 seconds by default).
    pub delay_ms: u64,
}

/// The longest time per match point (600 minutes).
pub const MAX_PER_POINT_MS: u64 = 600 * 60_000;
/// The longest delay per turn (an hour).
pub const MAX_DELAY_MS: u64 = 3_600_000;

impl ClockRules {
    /// A clock of `per_point_ms` a match point and `delay_ms` a turn, if both can be played:
    /// at least a millisecond a point, at most [`MAX_PER_POINT_MS`], and a delay of at most
    /// [`MAX_DELAY_MS`]. The command line and the saves read their clocks through here.
    #[must_use]
    pub fn new(per_point_ms: u64, delay_ms: u64) -> Option<ClockRules> {
        ((1..=MAX_PER_POINT_MS).contains(&per_point_ms) && delay_ms <= MAX_DELAY_MS).then_some(
            ClockRules {
                per_point_ms,
                delay_ms,
            },
        )
    }
}

impl Default for ClockRules {
    fn default() -> ClockRules {
        ClockRules {
            per_point_ms: 2 * 60_000,
            delay_ms: 12_000,
        }
    }
}

/// Bank thresholds at which a player is warned, in milliseconds, highest first.
pub const WARNINGS_MS: [u64; 5] = [300_000, 120_000, 60_000, 30_000, 10_000];

/// What charging time did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charged {
    /// Nothing to tell.
    Quiet,
    /// The bank went below this threshold (one of [`WARNINGS_MS`]).
    Warning { left_ms: u64, threshold_ms: u64 },
    /// The bank is empty: the player loses on time.
    Flagged,
}

/// Both players' banks and the delay left in the current turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    rules: ClockRules,
    bank: BySide<u64>,
    /// The side whose turn the delay belongs to, and what is left of it.
    delay: Option<(Side, u64)>,
}

impl Clock {
    /// A clock for a match of `points` points (at least 1).
    #[must_use]
    pub fn new(rules: ClockRules, points: u32) -> Clock {
        let bank = rules.per_point_ms.saturating_mul(u64::from(points.max(1)));
        Clock {
            rules,
            bank: BySide {
                green: bank,
                black: bank,
            },
            delay: None,
        }
    }

    /// A clock with given banks, for resumed matches.
    #[must_use]
    pub fn with_banks(rules: ClockRules, bank: BySide<u64>) -> Clock {
        Clock {
            rules,
            bank,
            delay: None,
        }
    }

    /// The settings.
    #[must_use]
    pub fn rules(&self) -> ClockRules {
        self.rules
    }

    /// What is left in `side`'s bank.
    #[must_use]
    pub fn bank(&self, side: Side) -> u64 {
        self.bank[side]
    }

    /// The delay left to `side` in its current turn (the whole delay if its turn has not
    /// started on the clock yet).
    #[must_use]
    pub fn delay_left(&self, side: Side) -> u64 {
        match self.delay {
            Some((s, left)) if s == side => left,
            _ => self.rules.delay_ms,
        }
    }

    /// A new turn for `side`: its delay is whole again.
    pub fn new_turn(&mut self, side: Side) {
        self.delay = Some((side, self.rules.delay_ms));
    }

    /// Charges `ms` of thinking to `side`: the delay of its turn first, then its bank.
    pub fn charge(&mut self, side: Side, ms: u64) -> Charged {
        let delay = self.delay_left(side);
        let from_delay = ms.min(delay);
        self.delay = Some((side, delay - from_delay));
        let from_bank = ms - from_delay;
        if from_bank == 0 {
            return Charged::Quiet;
        }
        let before = self.bank[side];
        let after = before.saturating_sub(from_bank);
        self.bank[side] = after;
        if after == 0 {
            return Charged::Flagged;
        }
        match WARNINGS_MS
            .iter()
            .rev()
            .find(|&&t| after < t && before >= t)
        {
            Some(&threshold_ms) => Charged::Warning {
                left_ms: after,
                threshold_ms,
            },
            None => Charged::Quiet,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_player_gets_two_minutes_per_match_point() {
        let clock = Clock::new(ClockRules::default(), 9);
        assert_eq!(clock.bank(Side::Green), 18 * 60_000);
        assert_eq!(clock.bank(Side::Black), 18 * 60_000);
    }

    #[test]
    fn a_turn_played_within_the_delay_costs_nothing() {
        let mut clock = Clock::new(ClockRules::default(), 3);
        clock.new_turn(Side::Green);
        assert_eq!(clock.charge(Side::Green, 11_000), Charged::Quiet);
        assert_eq!(clock.bank(Side::Green), 6 * 60_000);
        // The delay is per turn: one second is left of it, then the bank pays.
        clock.charge(Side::Green, 3_000);
        assert_eq!(clock.bank(Side::Green), 6 * 60_000 - 2_000);
        clock.new_turn(Side::Green);
        clock.charge(Side::Green, 12_000);
        assert_eq!(clock.bank(Side::Green), 6 * 60_000 - 2_000);
    }

    #[test]
    fn a_warning_is_given_when_the_bank_passes_a_threshold() {
        let rules = ClockRules {
            per_point_ms: 70_000,
            delay_ms: 0,
        };
        let mut clock = Clock::new(rules, 1);
        assert_eq!(
            clock.charge(Side::Black, 15_000),
            Charged::Warning {
                left_ms: 55_000,
                threshold_ms: 60_000
            }
        );
        assert_eq!(clock.charge(Side::Black, 1_000), Charged::Quiet);
    }

    #[test]
    fn an_empty_bank_loses_on_time() {
        let rules = ClockRules {
            per_point_ms: 5_000,
            delay_ms: 1_000,
        };
        let mut clock = Clock::new(rules, 1);
        clock.new_turn(Side::Green);
        assert_eq!(clock.charge(Side::Green, 7_000), Charged::Flagged);
        assert_eq!(clock.bank(Side::Green), 0);
    }

    #[test]
    fn the_settings_can_give_more_time() {
        let rules = ClockRules {
            per_point_ms: 5 * 60_000,
            delay_ms: 30_000,
        };
        let clock = Clock::new(rules, 5);
        assert_eq!(clock.bank(Side::Green), 25 * 60_000);
        assert_eq!(clock.delay_left(Side::Green), 30_000);
    }
}
