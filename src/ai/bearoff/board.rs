//! The numbering of the home boards, shared by the database's lookups and by its solver,
//! which the build script runs (`build.rs` includes this file and `solve.rs`): the
//! standard library only, and `const`, so that a lookup can be a constant expression.

/// Home points.
pub const POINTS: usize = 6;
/// Checkers a side has.
pub const CHECKERS: usize = 15;
/// Positions in the database: `C(15 + 6, 6)`.
pub const POSITIONS: usize = 54_264;
/// Rolls kept in a distribution; anything longer is counted in the last entry.
pub const MAX_ROLLS: usize = 32;

/// One side's home board: `c[p - 1]` checkers on point `p` (1..=6).
pub type Home = [u8; POINTS];

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
/// solving the database asks for millions of indices: computing the binomials each time
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
pub const fn index(home: &Home) -> usize {
    let mut rank = 0;
    let mut budget = CHECKERS;
    let mut p = POINTS;
    while p > 0 {
        p -= 1;
        let n = home[p] as usize;
        rank += RANK[p][budget][n] as usize;
        budget -= n;
    }
    rank
}
