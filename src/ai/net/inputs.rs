//! What the network sees of a position: TD-Gammon's units per point and side, plus a few
//! hand-made features.
//!
//! Everything is written for the side that has just moved (the *mover*, `!pos.turn()`),
//! first the mover's block and then the opponent's, each side on its own numbering
//! ([`Position::checkers`]). A fully connected net does not care how the opponent's points
//! line up with the mover's, so one layout serves backgammon (opposite directions) and
//! Jacquet (same direction) alike.
//!
//! Per side, [`SIDE_INPUTS`] units:
//! - for each point 1..=24, four units for `n` checkers: `n >= 1`, `n >= 2`, `n >= 3`, and
//!   `(n - 3) / 2` beyond three (Tesauro's encoding);
//! - the bar, `n / 2`; the checkers off, `n / 15`;
//! - the pip count / 200; the chance that the other side hits one of this side's blots
//!   with its next roll (backgammon); home-board points held / 6; the longest run of held
//!   points / 6 (a prime, or a Jacquet barrier); whether the postillon still travels, and
//!   where / 24 (Jacquet).
//!
//! A point is *held* with two checkers in backgammon and one in Jacquet, where a lone
//! checker already blocks.

use crate::rules::{BAR, Dice, OFF, Points, Position, Variant};

/// Units for one side's checkers (24 points × 4, bar, off).
const CHECKER_INPUTS: usize = 24 * 4 + 2;
/// Hand-made features per side.
const FEATURES: usize = 6;
/// Units per side.
pub const SIDE_INPUTS: usize = CHECKER_INPUTS + FEATURES;
/// Inputs of the network: the mover's side, then the opponent's.
pub const INPUTS: usize = 2 * SIDE_INPUTS;

/// The inputs for `pos`, seen by the side that has just moved.
#[must_use]
pub fn encode(pos: &Position) -> [f32; INPUTS] {
    let mut x = [0.0f32; INPUTS];
    let mover = !pos.turn();
    let variant = pos.variant();
    let sides = [mover, !mover];
    for (k, &side) in sides.iter().enumerate() {
        let mine = pos.checkers(side);
        let theirs = pos.checkers(!side);
        let block = &mut x[k * SIDE_INPUTS..(k + 1) * SIDE_INPUTS];
        for p in 1..=24usize {
            let n = mine[p];
            if n == 0 {
                continue;
            }
            let u = &mut block[4 * (p - 1)..4 * p];
            u[0] = 1.0;
            if n >= 2 {
                u[1] = 1.0;
            }
            if n >= 3 {
                u[2] = 1.0;
            }
            if n > 3 {
                u[3] = f32::from(n - 3) / 2.0;
            }
        }
        block[96] = f32::from(mine[BAR]) / 2.0;
        block[97] = f32::from(mine[OFF]) / 15.0;
        let f = &mut block[CHECKER_INPUTS..];
        f[0] = pos.pips(side) as f32 / 200.0;
        if variant.hits() {
            f[1] = shot_chance(mine, theirs);
        }
        let held = |n: u8| if variant.hits() { n >= 2 } else { n >= 1 };
        f[2] = (1..=6).filter(|&p| held(mine[p])).count() as f32 / 6.0;
        f[3] = longest_run(mine, held) as f32 / 6.0;
        if variant == Variant::Jacquet
            && let Some(p) = pos.postillon(side)
        {
            f[4] = 1.0;
            f[5] = f32::from(p) / 24.0;
        }
    }
    x
}

/// The longest run of consecutive held points among 1..=24.
fn longest_run(mine: &Points, held: impl Fn(u8) -> bool) -> u32 {
    let (mut best, mut run) = (0, 0);
    for &n in &mine[1..=24] {
        if held(n) {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best
}

/// The chance (rolls out of 36) that the owner of `theirs` hits a blot of `mine` with its
/// next roll, in backgammon geometry. Blocked intermediate points are respected; the duty
/// to enter from the bar first is not (a feature, not a rule).
fn shot_chance(mine: &Points, theirs: &Points) -> f32 {
    // The shooter's own numbering: the target's point p is the shooter's 25 - p.
    let mut blots = [0u8; 15];
    let mut n_blots = 0;
    let mut blocked = [false; 26];
    for (p, &n) in mine.iter().enumerate().take(25).skip(1) {
        let q = 25 - p;
        match n {
            1 => {
                blots[n_blots] = q as u8;
                n_blots += 1;
            }
            n if n >= 2 => blocked[q] = true,
            _ => {}
        }
    }
    if n_blots == 0 {
        return 0.0;
    }
    let shooter = |s: usize| s <= 25 && theirs[s] > 0;
    let open = |q: usize| q > 25 || !blocked[q];
    let mut hits = 0u32;
    for dice in Dice::all() {
        let hit = blots[..n_blots].iter().any(|&q| {
            let q = usize::from(q);
            match dice {
                Dice::Mixed { big, small } => {
                    let (a, b) = (usize::from(big.value()), usize::from(small.value()));
                    shooter(q + a)
                        || shooter(q + b)
                        || (shooter(q + a + b) && (open(q + a) || open(q + b)))
                }
                Dice::Double(d) => {
                    let d = usize::from(d.value());
                    (1..=4).any(|k| shooter(q + k * d) && (1..k).all(|j| open(q + j * d)))
                }
            }
        });
        if hit {
            hits += u32::from(dice.weight());
        }
    }
    hits as f32 / 36.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Side};

    fn board(list: &[(usize, u8)]) -> Points {
        let mut b = [0u8; 26];
        for &(p, n) in list {
            b[p] = n;
        }
        b
    }

    #[test]
    fn the_start_has_no_blots_to_hit() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let x = encode(&pos);
        assert_eq!(x[CHECKER_INPUTS + 1], 0.0);
        assert_eq!(x[SIDE_INPUTS + CHECKER_INPUTS + 1], 0.0);
        // Five checkers on the 6-point: units 1, 1, 1 and (5 - 3) / 2.
        assert_eq!(&x[20..24], &[1.0, 1.0, 1.0, 1.0]);
    }

    #[test]
    fn a_blot_six_pips_in_front_of_a_shooter_is_hit_by_seventeen_rolls() {
        // Green's blot on its 10-point (Black's 15); Black's checker on its own 21-point:
        // six pips away. Any 6, plus 51, 42, 33, 22 (nothing blocks the way).
        let mine = board(&[(10, 1), (1, 14)]);
        let theirs = board(&[(21, 1), (6, 14)]);
        let p = shot_chance(&mine, &theirs);
        // 11 sixes + 51 (2) + 42 (2) + 33 (1) + 22 (1) = 17.
        assert!((p - 17.0 / 36.0).abs() < 1e-6, "{p}");
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.green = mine;
        setup.checkers.black = theirs;
        let pos = Position::from_setup(setup).expect("legal setup");
        assert!((encode(&pos)[CHECKER_INPUTS + 1] - p).abs() < 1e-6);
    }
}
