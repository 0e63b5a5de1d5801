//! An exact one-sided bear-off database for backgammon: for every way of placing up to 15
//! checkers on the six home points (54,264 of them), the distribution of the number of
//! rolls needed to bear them all off, playing each roll to finish soonest on average — and
//! the distribution of rolls needed to bear off the *first* checker, for saving gammons.
//!
//! It is solved when the program is built (`build.rs` runs its solver, `bearoff/solve.rs`:
//! 0.8 s of CPU, unoptimized as cargo builds build scripts) and embedded in it, each
//! distribution as the few entries that are not zero: nothing is computed at run time, and
//! the first bear-off decision of a process costs no more than any other (issue 33, item 4;
//! `examples/bearoff_first.rs`: 44 to 476 µs of CPU on the busy 2-core development machine,
//! where building the database at first use made it 52 to 58 ms). Two such one-sided distributions give the chances of a pure
//! bear-off (both sides home, no contact left): the side on roll wins when it needs no more
//! rolls than the other. Treating the two sides as independent is gnubg's one-sided
//! approximation; it is exact for the rolls each side needs, and very close for the winning
//! chances.

mod board;

pub use board::{Home, MAX_ROLLS, POSITIONS, index};

use super::Evaluation;
use crate::rules::ruleset::Scoring;
use crate::rules::{Geometry, OFF, Points, Position, Side, Variant};

use board::{CHECKERS, POINTS};

/// The database, as the build script wrote it and the program embeds it: for each position,
/// the distributions of rolls to bear off all checkers and to bear off one, and their means.
///
/// Its bytes, little-endian: first, for each board by [`index`], where its record starts (a
/// `u32`, counted from the first byte); then the records, board by index. A record is four
/// bytes — the first entry kept and the number of entries kept of the distribution of rolls
/// to bear off every checker, then the same for a first checker — then the two means and the
/// entries kept of the two distributions, `f32`s written as their bits. Every entry not kept
/// is zero: 3.9 MB where the whole distributions would take 14.
///
/// Every lookup is a `const fn` that reads a few of these bytes, and nothing else: it cannot
/// build or decode the database first (a constant expression can neither allocate nor call
/// the solver, which the library compiles only for its tests), and a test evaluates one at
/// compile time.
pub struct Database {
    bytes: &'static [u8],
}

/// The database built into the program.
static EMBEDDED: Database = Database {
    bytes: include_bytes!(concat!(env!("OUT_DIR"), "/bearoff.bin")),
};

/// The little-endian `u32` at `at`.
const fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The `f32` whose bits are at `at`.
const fn f32_at(bytes: &[u8], at: usize) -> f32 {
    f32::from_bits(u32_at(bytes, at))
}

/// Bytes of a record before its first `f32`.
const HEADER: usize = 4;

impl Database {
    /// The database, embedded in the program: nothing to build.
    #[must_use]
    pub const fn get() -> &'static Database {
        &EMBEDDED
    }

    /// Where `home`'s record starts.
    const fn record(&self, home: &Home) -> usize {
        u32_at(self.bytes, 4 * index(home)) as usize
    }

    /// The distribution kept at the record `at`: `which` 0 for all off, 1 for first off.
    const fn distribution(&self, at: usize, which: usize) -> [f32; MAX_ROLLS] {
        let bytes = self.bytes;
        let lo = bytes[at + 2 * which] as usize;
        let len = bytes[at + 2 * which + 1] as usize;
        // After the means, and after the entries of the first distribution for the second.
        let mut from = at + HEADER + 2 * 4;
        if which == 1 {
            from += 4 * bytes[at + 1] as usize;
        }
        let mut dist = [0.0; MAX_ROLLS];
        let mut t = 0;
        while t < len {
            dist[lo + t] = f32_at(self.bytes, from + 4 * t);
            t += 1;
        }
        dist
    }

    /// The chance of each number of rolls (index) to bear off every checker of `home`.
    #[must_use]
    pub const fn rolls_to_finish(&self, home: &Home) -> [f32; MAX_ROLLS] {
        self.distribution(self.record(home), 0)
    }

    /// The average number of rolls to bear off every checker of `home`.
    #[must_use]
    pub const fn mean_rolls(&self, home: &Home) -> f32 {
        f32_at(self.bytes, self.record(home) + HEADER)
    }

    /// The chance of each number of rolls to bear off a first checker from `home`, when
    /// all 15 are still on the board (0 rolls otherwise).
    #[must_use]
    pub const fn rolls_to_first_off(&self, home: &Home) -> [f32; MAX_ROLLS] {
        self.distribution(self.record(home), 1)
    }

    /// The average number of rolls to bear off a first checker.
    #[must_use]
    pub const fn mean_rolls_to_first_off(&self, home: &Home) -> f32 {
        f32_at(self.bytes, self.record(home) + HEADER + 4)
    }

    /// FNV-1a over the bits of every number of the database, board by board (every home
    /// board of up to 15 checkers, counted up from the 1-point): one number that changes if
    /// any entry does, for checking that a faster way to build it builds the same.
    #[must_use]
    pub fn fingerprint(&self) -> u64 {
        let mut hash = 0xcbf2_9ce4_8422_2325_u64;
        let mut eat = |x: f32| {
            for byte in x.to_bits().to_le_bytes() {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        };
        let mut home: Home = [0; POINTS];
        loop {
            for x in self.rolls_to_finish(&home) {
                eat(x);
            }
            for x in self.rolls_to_first_off(&home) {
                eat(x);
            }
            eat(self.mean_rolls(&home));
            eat(self.mean_rolls_to_first_off(&home));
            // The next board: count up from the 1-point, at most 15 checkers in all.
            let mut p = 0;
            loop {
                if p == POINTS {
                    return hash;
                }
                home[p] += 1;
                if home.iter().map(|&n| usize::from(n)).sum::<usize>() <= CHECKERS {
                    break;
                }
                home[p] = 0;
                p += 1;
            }
        }
    }
}

/// The home board of the side whose checkers are `points` (counted by its own point
/// numbers), if every one of them is home or off.
#[must_use]
pub fn home_of(points: &Points) -> Option<Home> {
    if points[7..].iter().any(|&n| n > 0) {
        return None;
    }
    let mut home = [0; POINTS];
    home.copy_from_slice(&points[1..=POINTS]);
    Some(home)
}

/// `P(a < b)` for two independent numbers of rolls with these distributions.
fn chance_less(a: &[f32; MAX_ROLLS], b: &[f32; MAX_ROLLS]) -> f32 {
    let mut b_greater = 1.0; // P(b > t), updated as t grows
    let mut sum = 0.0;
    for t in 0..MAX_ROLLS {
        b_greater -= b[t];
        sum += a[t] * b_greater.max(0.0);
    }
    sum
}

/// Whether the database judges `variant`'s bear-offs: fifteen checkers that never grow,
/// backgammon's scoring and geometry.
#[must_use]
pub fn covers(variant: Variant) -> bool {
    let rules = variant.rules();
    rules.checkers == 15
        && !rules.clones
        && rules.scoring == Scoring::Backgammon
        && rules.geometry == Geometry::Opposite
}

/// The chances of a pure backgammon bear-off for the side that has just moved, or `None`
/// if `pos` is not one (a checker outside a home board, a checker on the bar, another game).
#[must_use]
pub fn evaluate(pos: &Position) -> Option<Evaluation> {
    if !covers(pos.variant()) {
        return None;
    }
    let me: Side = !pos.turn();
    let mine_points = pos.checkers(me);
    let theirs_points = pos.checkers(!me);
    let mine = home_of(mine_points)?;
    let theirs = home_of(theirs_points)?;
    let db = Database::get();
    // They roll first: I win if I need fewer rolls than they do.
    let my_rolls = db.rolls_to_finish(&mine);
    let their_rolls = db.rolls_to_finish(&theirs);
    let win = chance_less(&my_rolls, &their_rolls);
    let win_gammon = if theirs_points[OFF] == 0 {
        chance_less(&my_rolls, &db.rolls_to_first_off(&theirs))
    } else {
        0.0
    };
    // They win if they need no more rolls than I do: not (mine < their first off).
    let lose_gammon = if mine_points[OFF] == 0 {
        1.0 - chance_less(&db.rolls_to_first_off(&mine), &their_rolls)
    } else {
        0.0
    };
    Some(Evaluation {
        win,
        win_gammon: win_gammon.min(win),
        win_backgammon: 0.0,
        lose_gammon: lose_gammon.min(1.0 - win),
        lose_backgammon: 0.0,
    })
}

#[cfg(test)]
mod solve;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    fn home(list: &[(usize, u8)]) -> Home {
        let mut h = [0; POINTS];
        for &(p, n) in list {
            h[p - 1] = n;
        }
        h
    }

    #[test]
    fn the_index_numbers_every_board_once() {
        let boards = solve::all_boards();
        assert_eq!(boards.len(), POSITIONS);
        let mut seen = vec![false; POSITIONS];
        for b in &boards {
            let i = index(b);
            assert!(!seen[i]);
            seen[i] = true;
        }
        assert_eq!(index(&[0; POINTS]), 0);
    }

    #[test]
    fn the_database_holds_the_numbers_it_held_when_built_slowly() {
        // The fingerprint of the database as built before its building was made six times
        // faster (issue 33): the same numbers, bit for bit.
        assert_eq!(Database::get().fingerprint(), 0xfba1_6320_92ad_e47b);
    }

    #[test]
    fn the_embedded_database_holds_the_numbers_the_solver_finds_bit_for_bit() {
        let solved = solve::solve();
        let db = Database::get();
        let bits = |dist: &[f32; MAX_ROLLS]| dist.map(f32::to_bits);
        for board in solve::all_boards() {
            let i = index(&board);
            assert_eq!(bits(&db.rolls_to_finish(&board)), bits(&solved.all[i]));
            assert_eq!(bits(&db.rolls_to_first_off(&board)), bits(&solved.first[i]));
            assert_eq!(
                db.mean_rolls(&board).to_bits(),
                solved.mean_all[i].to_bits()
            );
            assert_eq!(
                db.mean_rolls_to_first_off(&board).to_bits(),
                solved.mean_first[i].to_bits()
            );
        }
    }

    #[test]
    fn a_lookup_is_a_constant_expression_so_the_first_one_builds_nothing() {
        // The compiler evaluates these: a lookup that solved or decoded the database first
        // (allocating, calling the solver) would not compile.
        const ONE_ON_THE_SIX_POINT: [f32; MAX_ROLLS] =
            Database::get().rolls_to_finish(&[0, 0, 0, 0, 0, 1]);
        const FIFTEEN_ON_THE_ONE_POINT: f32 =
            Database::get().mean_rolls_to_first_off(&[15, 0, 0, 0, 0, 0]);
        assert!((ONE_ON_THE_SIX_POINT[1] - 27.0 / 36.0).abs() < 1e-6);
        assert_eq!(FIFTEEN_ON_THE_ONE_POINT, 1.0);
    }

    #[test]
    fn one_checker_on_the_one_point_is_off_in_one_roll() {
        let db = Database::get();
        let d = db.rolls_to_finish(&home(&[(1, 1)]));
        assert!((d[1] - 1.0).abs() < 1e-5);
        assert!((db.mean_rolls(&home(&[(1, 1)])) - 1.0).abs() < 1e-5);
        assert_eq!(db.mean_rolls(&[0; POINTS]), 0.0);
    }

    #[test]
    fn two_checkers_on_the_six_point_need_one_roll_only_with_double_threes_or_better() {
        // 33, 44, 55, 66 bear both off in one roll: 4/36. Any other roll leaves at most
        // pips that one more roll clears? Not always: 21 leaves 6-point and 4-point... the
        // mean is exactly 1 + P(not one roll) * (mean of the rest), checked below as a range.
        let db = Database::get();
        let d = db.rolls_to_finish(&home(&[(6, 2)]));
        assert!((d[1] - 4.0 / 36.0).abs() < 1e-6, "{}", d[1]);
        let total: f32 = d.iter().sum();
        assert!((total - 1.0).abs() < 1e-5);
    }

    #[test]
    fn a_checker_on_the_six_point_needs_one_roll_with_a_six_or_five_one_or_more() {
        // One checker on the 6-point: off in one roll unless the two dice sum to less than
        // 6 without a double reaching it: 21, 31, 41, 32 (8 rolls) fail; 11 moves 4 pips
        // and fails; 22 moves 8 and succeeds. So 36 - 8 - 1 = 27 rolls finish.
        let db = Database::get();
        let d = db.rolls_to_finish(&home(&[(6, 1)]));
        assert!((d[1] - 27.0 / 36.0).abs() < 1e-6, "{}", d[1]);
        assert!((d[2] - 9.0 / 36.0).abs() < 1e-6, "{}", d[2]);
    }

    #[test]
    fn fifteen_checkers_need_a_first_roll_to_take_one_off_from_the_one_point() {
        let db = Database::get();
        let d = db.rolls_to_first_off(&home(&[(1, 15)]));
        assert!((d[1] - 1.0).abs() < 1e-5);
        let d = db.rolls_to_first_off(&home(&[(1, 14)]));
        assert_eq!(d[0], 1.0);
    }

    #[test]
    fn the_side_on_roll_with_one_checker_on_the_one_point_always_wins() {
        // Black just moved and has one checker left; Green is on roll with one too: Green
        // bears off first.
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = [0; 26];
        setup.checkers.green[OFF] = 14;
        setup.checkers.green[1] = 1;
        setup.checkers.black = setup.checkers.green;
        let pos = Position::from_setup(setup).expect("legal setup");
        let e = evaluate(&pos).expect("a bear-off");
        assert_eq!(e.win, 0.0);
        assert_eq!(e.equity(), -1.0);
    }
}
