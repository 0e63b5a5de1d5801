//! An exact one-sided bear-off database for backgammon: for every way of placing up to 15
//! checkers on the six home points (54,264 of them), the distribution of the number of
//! rolls needed to bear them all off, playing each roll to finish soonest on average — and
//! the distribution of rolls needed to bear off the *first* checker, for saving gammons.
//!
//! It is computed at first use (58 to 82 ms of CPU in a release build on the busy 2-core
//! development machine, 0.36 s before issue 33) and kept in memory. Two such
//! one-sided distributions give the chances of a pure bear-off (both sides home, no
//! contact left): the side on roll wins when it needs no more rolls than the other.
//! Treating the two sides as independent is gnubg's one-sided approximation; it is exact
//! for the rolls each side needs, and very close for the winning chances.

use std::sync::OnceLock;

use arrayvec::ArrayVec;

use super::Evaluation;
use crate::rules::ruleset::Scoring;
use crate::rules::{Geometry, OFF, Points, Position, Side, Variant};

/// Home points.
const POINTS: usize = 6;
/// Checkers a side has.
const CHECKERS: usize = 15;
/// Positions in the database: `C(15 + 6, 6)`.
pub const POSITIONS: usize = 54_264;
/// Rolls kept in a distribution; anything longer is counted in the last entry.
pub const MAX_ROLLS: usize = 32;

/// One side's home board: `c[p - 1]` checkers on point `p` (1..=6).
pub type Home = [u8; POINTS];

/// The database: for each position, the distributions of rolls to bear off all checkers
/// and to bear off one, and their means.
pub struct Database {
    /// For each board's [`index`], the place of its entries in the lists below, which keep
    /// the boards in the order they were computed (see [`solve`]).
    ranks: Vec<u32>,
    all: Vec<[f32; MAX_ROLLS]>,
    first: Vec<[f32; MAX_ROLLS]>,
    mean_all: Vec<f32>,
    mean_first: Vec<f32>,
}

/// `C(n, k)` for the small numbers of the index.
const fn choose(n: usize, k: usize) -> usize {
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// `RANK[p][budget][n]`: what `n` checkers on point `p + 1` add to a board's index when
/// `budget` checkers are left for points `p + 1` and below (see [`index`]). A table, because
/// building the database asks for millions of indices: computing the binomials each time
/// was most of its cost.
const RANK: [[[u32; CHECKERS + 1]; CHECKERS + 1]; POINTS] = {
    let mut table = [[[0; CHECKERS + 1]; CHECKERS + 1]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut budget = 0;
        while budget <= CHECKERS {
            let mut n = 1;
            while n <= budget {
                table[p][budget][n] =
                    table[p][budget][n - 1] + choose(budget - (n - 1) + p, p) as u32;
                n += 1;
            }
            budget += 1;
        }
        p += 1;
    }
    table
};

/// The index of a home board among the [`POSITIONS`]: compositions ranked from the 6-point
/// down, each value of a point counting the boards with a smaller value there.
#[must_use]
pub fn index(home: &Home) -> usize {
    let mut rank = 0;
    let mut budget = CHECKERS;
    for p in (0..POINTS).rev() {
        let n = usize::from(home[p]);
        rank += RANK[p][budget][n] as usize;
        budget -= n;
    }
    rank
}

/// The home board of `side` in `pos`, if every checker of it is home or off.
#[must_use]
pub fn home_of(points: &Points) -> Option<Home> {
    if points[7..].iter().any(|&n| n > 0) {
        return None;
    }
    let mut home = [0; POINTS];
    home.copy_from_slice(&points[1..=POINTS]);
    Some(home)
}

/// The indices of the boards a single die `d` can lead to from `home` (empty when nothing
/// is left), lowest point first.
fn single_moves(home: &Home, d: usize) -> ArrayVec<u32, POINTS> {
    let mut out = ArrayVec::new();
    let highest = (0..POINTS).rev().find(|&p| home[p] > 0);
    let Some(highest) = highest else { return out };
    for p in 0..POINTS {
        if home[p] == 0 {
            continue;
        }
        let point = p + 1;
        let mut next = *home;
        next[p] -= 1;
        if point > d {
            next[point - d - 1] += 1;
        } else if point < d && p != highest {
            continue;
        }
        out.push(index(&next) as u32);
    }
    out
}

fn all_boards() -> Vec<Home> {
    let mut boards = Vec::with_capacity(POSITIONS);
    let mut home = [0u8; POINTS];
    fn fill(p: usize, left: u8, home: &mut Home, out: &mut Vec<Home>) {
        if p == POINTS {
            out.push(*home);
            return;
        }
        for v in 0..=left {
            home[p] = v;
            fill(p + 1, left - v, home, out);
        }
        home[p] = 0;
    }
    fill(0, CHECKERS as u8, &mut home, &mut boards);
    boards
}

/// The distributions for one goal, `done(board)` saying it is reached, and their means,
/// for the `boards` in their order: fewest pips first, so that every board a roll leads to
/// comes before (`ranks[i]`: the place of the board of index `i` in that order).
///
/// Kept in this order, a board's distribution is read back from the boards a few pips below
/// it, near in memory: read by index, all over the database, the reads had made most of the
/// building's time. A distribution is read only where it is not zero (its `span`): adding the
/// zeros would not change one bit of the sums.
fn solve(
    boards: &[Home],
    ranks: &[u32],
    done: impl Fn(&Home) -> bool,
) -> (Vec<[f32; MAX_ROLLS]>, Vec<f32>) {
    let mut dist = vec![[0.0f32; MAX_ROLLS]; POSITIONS];
    let mut mean = vec![0.0f32; POSITIONS];
    // The entries of each distribution that may not be zero.
    let mut span = vec![(0u8, 0u8); POSITIONS];
    // best[i][d][k]: the board reached from board i by k + 1 moves of die d + 1 that
    // finishes soonest on average (for doubles and the second die of a mixed roll), with
    // that average: a board's choices side by side, as the rolls read them together.
    let mut best = vec![[[Choice::default(); 3]; POINTS]; POSITIONS];
    for (i, board) in boards.iter().enumerate() {
        if done(board) {
            // Nothing to play for any more: every continuation stays done.
            best[i] = [[Choice {
                board: i as u32,
                mean: 0.0,
            }; 3]; POINTS];
            dist[i][0] = 1.0;
            span[i] = (0, 1);
            continue;
        }
        // The boards one move of each die leads to, found once for all the rolls below
        // (a board not done always has one: its highest checker moves or bears off).
        let moves: [ArrayVec<u32, POINTS>; POINTS] = std::array::from_fn(|d| {
            single_moves(board, d + 1)
                .into_iter()
                .map(|j| ranks[j as usize])
                .collect()
        });
        for d in 0..POINTS {
            for k in 0..3 {
                let mut choice = Choice {
                    board: i as u32,
                    mean: f32::INFINITY,
                };
                for &j in &moves[d] {
                    let j = j as usize;
                    let reached = if k == 0 {
                        Choice {
                            board: j as u32,
                            mean: mean[j],
                        }
                    } else {
                        best[j][d][k - 1]
                    };
                    if reached.mean < choice.mean {
                        choice = reached;
                    }
                }
                best[i][d][k] = choice;
            }
        }
        let mut acc = [0.0f32; MAX_ROLLS];
        let mut total_mean = 0.0;
        for d1 in 0..POINTS {
            for d2 in 0..=d1 {
                let (reached, weight) = if d1 == d2 {
                    // Four moves: one, then the best three from there.
                    let r = moves[d1]
                        .iter()
                        .map(|&j| best[j as usize][d1][2])
                        .min_by(|a, b| a.mean.total_cmp(&b.mean))
                        .map_or(i, |c| c.board as usize);
                    (r, 1.0)
                } else {
                    let mut r = i;
                    let mut r_mean = f32::INFINITY;
                    for (first, second) in [(d1, d2), (d2, d1)] {
                        for &j in &moves[first] {
                            let c = best[j as usize][second][0];
                            if c.mean < r_mean {
                                r_mean = c.mean;
                                r = c.board as usize;
                            }
                        }
                    }
                    (r, 2.0)
                };
                let w = weight / 36.0;
                total_mean += w * mean[reached];
                // One more roll: each entry moves one place up, the last one keeps its own.
                let from = &dist[reached];
                let (lo, hi) = (usize::from(span[reached].0), usize::from(span[reached].1));
                for t in lo..hi.min(MAX_ROLLS - 1) {
                    acc[t + 1] += w * from[t];
                }
                if hi == MAX_ROLLS {
                    acc[MAX_ROLLS - 1] += w * from[MAX_ROLLS - 1];
                }
            }
        }
        let lo = acc.iter().position(|&x| x != 0.0).unwrap_or(0);
        let hi = acc.iter().rposition(|&x| x != 0.0).map_or(lo, |t| t + 1);
        span[i] = (lo as u8, hi as u8);
        dist[i] = acc;
        mean[i] = 1.0 + total_mean;
    }
    (dist, mean)
}

/// A board chosen to play to, with its average number of rolls.
#[derive(Clone, Copy, Default)]
struct Choice {
    board: u32,
    mean: f32,
}

impl Database {
    fn build() -> Database {
        let pips = |b: &Home| -> u32 {
            b.iter()
                .enumerate()
                .map(|(p, &n)| (p as u32 + 1) * u32::from(n))
                .sum()
        };
        // Fewest pips first, boards of equal pips by index.
        let mut keyed: Vec<(u32, u32, Home)> = all_boards()
            .into_iter()
            .map(|b| (pips(&b), index(&b) as u32, b))
            .collect();
        debug_assert_eq!(keyed.len(), POSITIONS);
        keyed.sort_unstable();
        let mut ranks = vec![0u32; POSITIONS];
        for (rank, &(_, i, _)) in keyed.iter().enumerate() {
            ranks[i as usize] = rank as u32;
        }
        let boards: Vec<Home> = keyed.into_iter().map(|(_, _, b)| b).collect();
        let (all, mean_all) = solve(&boards, &ranks, |b| b.iter().all(|&n| n == 0));
        let (first, mean_first) = solve(&boards, &ranks, |b| {
            b.iter().map(|&n| usize::from(n)).sum::<usize>() < CHECKERS
        });
        Database {
            ranks,
            all,
            first,
            mean_all,
            mean_first,
        }
    }

    /// The place of `home`'s entries in the database.
    fn rank(&self, home: &Home) -> usize {
        self.ranks[index(home)] as usize
    }

    /// The database, computed at first use.
    pub fn get() -> &'static Database {
        static DB: OnceLock<Database> = OnceLock::new();
        DB.get_or_init(Database::build)
    }

    /// The chance of each number of rolls (index) to bear off every checker of `home`.
    #[must_use]
    pub fn rolls_to_finish(&self, home: &Home) -> &[f32; MAX_ROLLS] {
        &self.all[self.rank(home)]
    }

    /// The average number of rolls to bear off every checker of `home`.
    #[must_use]
    pub fn mean_rolls(&self, home: &Home) -> f32 {
        self.mean_all[self.rank(home)]
    }

    /// The chance of each number of rolls to bear off a first checker from `home`, when
    /// all 15 are still on the board (0 rolls otherwise).
    #[must_use]
    pub fn rolls_to_first_off(&self, home: &Home) -> &[f32; MAX_ROLLS] {
        &self.first[self.rank(home)]
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
            for &x in self.rolls_to_finish(&home) {
                eat(x);
            }
            for &x in self.rolls_to_first_off(&home) {
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

    /// The average number of rolls to bear off a first checker.
    #[must_use]
    pub fn mean_rolls_to_first_off(&self, home: &Home) -> f32 {
        self.mean_first[self.rank(home)]
    }
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
    let win = chance_less(my_rolls, their_rolls);
    let win_gammon = if theirs_points[OFF] == 0 {
        chance_less(my_rolls, db.rolls_to_first_off(&theirs))
    } else {
        0.0
    };
    // They win if they need no more rolls than I do: not (mine < their first off).
    let lose_gammon = if mine_points[OFF] == 0 {
        1.0 - chance_less(db.rolls_to_first_off(&mine), their_rolls)
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
        let boards = all_boards();
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
