//! How long the computer may think over one decision (issue 33, item 1): a [`Budget`] of
//! processor time, and the [`Watch`] that holds a decision to it.
//!
//! Each decision of the computer — a play, a move without dice, a cube action — is made
//! under a watch started with its budget. The searches deepen while the budget lasts
//! ([`crate::ai::search`]): the 0-ply ranking is always completed, whatever the budget; then
//! each deeper look ranks its plays only if it ends before the deadline, and the choice is
//! that of the deepest look completed, never a ranking mixing depths. The deadline is read
//! inside the look-ahead at each position judged one ply or more ahead (for a 2-ply look,
//! each candidate's each roll's each reply kept), so that a look cut short is abandoned
//! within a small part of its cost; the cube's look-ahead reads it at each roll and falls
//! back to the chances now.
//!
//! **Processor time, of the deciding thread.** Not the wall clock, which follows what else
//! the machine does; not the whole process's time either, which a server's other games or
//! the voice's thread would spend. On systems without such a clock, the wall clock.
//!
//! **Why the decisions stay the same from one machine to the next, where tests look.** A
//! budget cuts only the looks deeper than 0-ply: the levels that look no further (`simple`,
//! which the golden transcripts play, `débutant`, `intermédiaire`, `avancé`) decide the
//! same whatever their budget and whatever the machine. (In À l'arrière `avancé` looks one
//! ply ahead, as `fort` ([`Level::depth_in`]): about 5 ms a decision and 46 ms at most, far
//! inside its 0.2 s, so it too replays the same outside a tight tournament clock. So does it
//! in backgammon, judging only the replies a cheap pruner ranks first: 1.6 ms a decision
//! on average and 15 ms at most, `duel --a avancé --b fort --vitesse`.) `fort`
//! looks one ply ahead, which costs backgammon about 10 to 20 ms a decision and the slowest
//! games of the family a few tens: its budget, half a second, is kept far above that, so
//! that a seeded game or duel at `fort` replays the same on any machine of ordinary speed.
//! Only `expert` can meet its budget in ordinary play (its 2-ply look costs backgammon
//! about 0.2 s on average and up to 0.8 s), and there a decision may differ with the
//! machine's speed, as a strong program's does under a clock. The decisions outside a watch
//! — hints, `bilan`, the training tool — are never cut.

use std::cell::Cell;
use std::time::Duration;

use super::search::Level;

/// The longest the computer may think over one decision, in processor time.
///
/// ```
/// use tablier::ai::budget::Budget;
/// use tablier::ai::search::Level;
///
/// assert_eq!(Budget::of_level(Level::Expert).millis(), 1000);
/// assert_eq!(Budget::of_level(Level::Advanced).millis(), 200);
/// // A tournament clock with 20 s left in all: no more than a fortieth of it.
/// assert_eq!(Budget::of_level(Level::Expert).within_clock(20_000).millis(), 500);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Budget(Duration);

/// The longest budget a setting may give: a minute.
pub const MAX_MS: u64 = 60_000;

/// The share of a tournament clock's time left that one decision may spend: a fortieth, so
/// that a player who had spent as much on every decision would still have most of a long
/// game's worth ahead.
const CLOCK_SHARE: u64 = 40;

impl Budget {
    /// No time at all: the 0-ply ranking only.
    pub const ZERO: Budget = Budget(Duration::ZERO);

    /// A budget of `ms` milliseconds, at most [`MAX_MS`].
    #[must_use]
    pub fn from_millis(ms: u64) -> Budget {
        Budget(Duration::from_millis(ms.min(MAX_MS)))
    }

    /// The budget of each decision at `level` unless a setting says otherwise: 0.2 s from
    /// `simple` to the default level, `avancé` (which looks one ply ahead in À l'arrière and
    /// backgammon alone, at a few milliseconds a decision), 0.5 s for `fort` (1-ply: about twenty times what backgammon's 1-ply decisions cost,
    /// so that the clock never decides them; see the module's documentation), 1 s for
    /// `expert`.
    #[must_use]
    pub const fn of_level(level: Level) -> Budget {
        let ms = match level {
            Level::Simple | Level::Beginner | Level::Intermediate | Level::Advanced => 200,
            Level::Strong => 500,
            Level::Expert => 1000,
        };
        Budget(Duration::from_millis(ms))
    }

    /// This budget under a tournament clock that leaves the computer `left_ms` (its turn's
    /// delay and its bank together): no more than a fortieth of that.
    #[must_use]
    pub fn within_clock(self, left_ms: u64) -> Budget {
        self.min(Budget(Duration::from_millis(left_ms / CLOCK_SHARE)))
    }

    /// The budget in milliseconds.
    #[must_use]
    pub fn millis(self) -> u64 {
        u64::try_from(self.0.as_millis()).unwrap_or(u64::MAX)
    }

    /// The budget as a duration.
    #[must_use]
    pub const fn duration(self) -> Duration {
        self.0
    }

    /// Starts the watch of one decision made on this thread, until it is dropped.
    pub fn start(self) -> Watch {
        Watch::start(self)
    }
}

thread_local! {
    /// The processor time of this thread at which the decision under watch must stop.
    static DEADLINE: Cell<Option<Duration>> = const { Cell::new(None) };
}

/// The watch over one decision: while it lives, the searches on this thread stop deepening
/// once its budget is spent ([`expired`]). Dropped, the watch before it (if any) is back.
#[derive(Debug)]
#[must_use]
pub struct Watch {
    previous: Option<Duration>,
}

impl Watch {
    /// A watch of `budget` from now.
    pub fn start(budget: Budget) -> Watch {
        let deadline = thread_cpu_now().saturating_add(budget.0);
        Watch {
            previous: DEADLINE.replace(Some(deadline)),
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        DEADLINE.set(self.previous);
    }
}

/// Whether the decision under watch on this thread has spent its budget; never outside a
/// watch (without reading any clock). Once true, true until the watch ends.
#[must_use]
pub fn expired() -> bool {
    DEADLINE
        .get()
        .is_some_and(|deadline| thread_cpu_now() >= deadline)
}

/// Ends the budget of the decision under watch on this thread now: the tests' deadline,
/// falling at a known point of a search.
#[cfg(test)]
pub(crate) fn expire_now() {
    if DEADLINE.get().is_some() {
        DEADLINE.set(Some(Duration::ZERO));
    }
}

/// The processor time this thread has used: what a decision made on it costs, whatever the
/// machine's other work. Counted to the nanosecond on Unix; elsewhere, the wall clock.
#[must_use]
pub fn thread_cpu_now() -> Duration {
    #[cfg(unix)]
    if let Some(now) = clock_now(libc::CLOCK_THREAD_CPUTIME_ID) {
        return now;
    }
    wall_since_start()
}

/// The processor time this process has used, all its threads; the same clocks as
/// [`thread_cpu_now`].
#[must_use]
pub fn process_cpu_now() -> Duration {
    #[cfg(unix)]
    if let Some(now) = clock_now(libc::CLOCK_PROCESS_CPUTIME_ID) {
        return now;
    }
    wall_since_start()
}

/// The time of Unix clock `clock`, where it can be read.
#[cfg(unix)]
fn clock_now(clock: libc::clockid_t) -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` only writes the structure it is given.
    let read = unsafe { libc::clock_gettime(clock, &mut now) };
    (read == 0).then(|| {
        Duration::new(
            u64::try_from(now.tv_sec).unwrap_or(0),
            u32::try_from(now.tv_nsec).unwrap_or(0),
        )
    })
}

/// The wall clock since the first call: the processor clocks' stand-in where there are none.
fn wall_since_start() -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expert_thinks_a_second_the_default_level_a_fifth_and_strong_half_a_second() {
        assert_eq!(Budget::of_level(Level::Expert), Budget::from_millis(1000));
        assert_eq!(Budget::of_level(Level::default()), Budget::from_millis(200));
        assert_eq!(Budget::of_level(Level::Strong), Budget::from_millis(500));
        assert_eq!(Budget::of_level(Level::Simple), Budget::from_millis(200));
    }

    #[test]
    fn a_tournament_clock_lowers_the_budget_to_a_fortieth_of_the_time_left_never_raises_it() {
        let expert = Budget::of_level(Level::Expert);
        assert_eq!(expert.within_clock(12_000 + 600_000), expert);
        assert_eq!(expert.within_clock(8_000).millis(), 200);
        assert_eq!(expert.within_clock(0), Budget::ZERO);
    }

    #[test]
    fn a_setting_cannot_ask_for_more_than_a_minute() {
        assert_eq!(Budget::from_millis(10_000_000).millis(), MAX_MS);
    }

    #[test]
    fn a_spent_budget_expires_only_while_its_watch_lives() {
        assert!(!expired());
        {
            let _watch = Budget::ZERO.start();
            assert!(expired());
            {
                let _inner = Budget::from_millis(MAX_MS).start();
                assert!(!expired());
            }
            assert!(expired());
        }
        assert!(!expired());
    }
}
