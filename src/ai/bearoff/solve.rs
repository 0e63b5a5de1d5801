//! The solver of the bear-off database: every home board's distributions of rolls, computed
//! from the boards each roll leads to. The build script runs it (`build.rs` includes this file
//! and [`super::board`]'s) and writes what it finds into the program; the library compiles it
//! only for its tests, which check that the numbers written are the numbers it finds. The
//! standard library only, as a build script has no other.

use super::board::{CHECKERS, Home, MAX_ROLLS, POINTS, POSITIONS, index};

/// The database as solved, each list by board [`index`]: the distributions of rolls to bear
/// off every checker and to bear off a first one, and their means.
pub struct Solved {
    /// The chance of each number of rolls to bear off every checker.
    pub all: Vec<[f32; MAX_ROLLS]>,
    /// The chance of each number of rolls to bear off a first checker.
    pub first: Vec<[f32; MAX_ROLLS]>,
    /// The average number of rolls to bear off every checker.
    pub mean_all: Vec<f32>,
    /// The average number of rolls to bear off a first checker.
    pub mean_first: Vec<f32>,
}

/// Solves the database: 58 to 82 ms of CPU optimized (a release build on the busy 2-core
/// development machine, 0.36 s before issue 33), 0.8 s in the build script, which cargo
/// compiles unoptimized.
#[must_use]
pub fn solve() -> Solved {
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
    let (all, mean_all) = solve_goal(&boards, &ranks, |b| b.iter().all(|&n| n == 0));
    let (first, mean_first) = solve_goal(&boards, &ranks, |b| {
        b.iter().map(|&n| usize::from(n)).sum::<usize>() < CHECKERS
    });
    // Back from the order of solving to the order of the index.
    let by_index = |ranked: &[[f32; MAX_ROLLS]]| -> Vec<[f32; MAX_ROLLS]> {
        ranks.iter().map(|&r| ranked[r as usize]).collect()
    };
    let means_by_index =
        |ranked: &[f32]| -> Vec<f32> { ranks.iter().map(|&r| ranked[r as usize]).collect() };
    Solved {
        all: by_index(&all),
        first: by_index(&first),
        mean_all: means_by_index(&mean_all),
        mean_first: means_by_index(&mean_first),
    }
}

/// Every home board of up to 15 checkers.
#[must_use]
pub fn all_boards() -> Vec<Home> {
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

/// The boards one die leads to: one at most for each point a checker leaves.
#[derive(Clone, Copy, Default)]
struct Moves {
    boards: [u32; POINTS],
    len: usize,
}

impl Moves {
    fn push(&mut self, board: u32) {
        self.boards[self.len] = board;
        self.len += 1;
    }

    fn as_slice(&self) -> &[u32] {
        &self.boards[..self.len]
    }
}

/// The indices of the boards a single die `d` can lead to from `home` (none when nothing
/// is left), lowest point first.
fn single_moves(home: &Home, d: usize) -> Moves {
    let mut out = Moves::default();
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

/// The distributions for one goal, `done(board)` saying it is reached, and their means,
/// for the `boards` in their order: fewest pips first, so that every board a roll leads to
/// comes before (`ranks[i]`: the place of the board of index `i` in that order).
///
/// Kept in this order, a board's distribution is read back from the boards a few pips below
/// it, near in memory: read by index, all over the database, the reads had made most of the
/// solving's time. A distribution is read only where it is not zero (its `span`): adding the
/// zeros would not change one bit of the sums.
fn solve_goal(
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
        let moves: [Moves; POINTS] = std::array::from_fn(|d| {
            let mut ranked = Moves::default();
            for &j in single_moves(board, d + 1).as_slice() {
                ranked.push(ranks[j as usize]);
            }
            ranked
        });
        for d in 0..POINTS {
            for k in 0..3 {
                let mut choice = Choice {
                    board: i as u32,
                    mean: f32::INFINITY,
                };
                for &j in moves[d].as_slice() {
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
                        .as_slice()
                        .iter()
                        .map(|&j| best[j as usize][d1][2])
                        .min_by(|a, b| a.mean.total_cmp(&b.mean))
                        .map_or(i, |c| c.board as usize);
                    (r, 1.0)
                } else {
                    let mut r = i;
                    let mut r_mean = f32::INFINITY;
                    for (first, second) in [(d1, d2), (d2, d1)] {
                        for &j in moves[first].as_slice() {
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
