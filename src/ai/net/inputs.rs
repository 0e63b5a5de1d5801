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
//!
//! After both sides' blocks come [`EXTRA_FEATURES`] more per side (backgammon only; zero in
//! Jacquet), the mover's then the opponent's: the chance of staying on the bar against
//! the other side's home board; the chance that this side's rearmost checker escapes past
//! the other side's points in the 12 pips in front of it; blots (up to 6) / 6; anchors
//! held in the other side's home board / 6; checkers back (in that board or on the bar)
//! / 15; the longest run of the other side's points in front of the rearmost checker / 6.
//!
//! The games of seed 003 need nothing more (`variants.md` §3): Race's and Crowded's reserve
//! is its unit and 25 pips a checker in the pip count; a Plakoto pin is both sides on one
//! point, which no other position allows, and the pinned count narrows who is under where a
//! lone checker pins a lone checker (the mother, on the own 24-point, cannot be mistaken);
//! Fevga's runner is on the board (no checker yet below the own 12-point nor off). Changing
//! these units would retrain every shipped network of the game concerned.
//!
//! Then [`SECOND_FEATURES`] more per side (backgammon's geometry only, issue 16): the pips
//! its checkers must still travel to pass the other side's rearmost checker / 100 (0 once
//! contact is broken), its mobility (the checker-and-die moves open to it / 90), and its
//! timing (the pips of its checkers outside its home board / 100).
//!
//! A network reads a *prefix* of these inputs: one trained with [`BASE_INPUTS`] inputs
//! ignores the extra features, one with [`FIRST_INPUTS`] the second ones, so networks of
//! every size keep working.

use crate::rules::{BAR, Contact, Dice, Geometry, OFF, Points, Position, Variant};

/// Whether `variant`'s networks may read the extra features, which are written for games
/// that hit in opposite directions (escapes, anchors, shots on backgammon's geometry).
#[must_use]
pub fn has_extra_features(variant: Variant) -> bool {
    let rules = variant.rules();
    rules.contact == Contact::Hit && rules.geometry == Geometry::Opposite
}

/// Units for one side's checkers (24 points × 4, bar, off).
const CHECKER_INPUTS: usize = 24 * 4 + 2;
/// Hand-made features per side.
const FEATURES: usize = 6;
/// Units per side.
pub const SIDE_INPUTS: usize = CHECKER_INPUTS + FEATURES;
/// Inputs of the first networks: the mover's side, then the opponent's.
pub const BASE_INPUTS: usize = 2 * SIDE_INPUTS;
/// Extra features per side after the base inputs.
pub const EXTRA_FEATURES: usize = 6;
/// The inputs of the networks shipped before the second extra features.
pub const FIRST_INPUTS: usize = BASE_INPUTS + 2 * EXTRA_FEATURES;
/// Second extra features per side: pips to break contact, mobility, timing.
pub const SECOND_FEATURES: usize = 3;
/// Every input a network may read.
pub const INPUTS: usize = FIRST_INPUTS + 2 * SECOND_FEATURES;

/// The inputs for `pos`, seen by the side that has just moved; only the first `needed`
/// are computed (the rest stay 0).
#[must_use]
pub fn encode_prefix(pos: &Position, needed: usize) -> [f32; INPUTS] {
    let mut x = encode_base(pos);
    if needed > BASE_INPUTS && has_extra_features(pos.variant()) {
        let mover = !pos.turn();
        for (k, side) in [mover, !mover].into_iter().enumerate() {
            let f = &mut x[BASE_INPUTS + k * EXTRA_FEATURES..][..EXTRA_FEATURES];
            extra_features(pos.checkers(side), pos.checkers(!side), f);
        }
    }
    if needed > FIRST_INPUTS && has_extra_features(pos.variant()) {
        let mover = !pos.turn();
        for (k, side) in [mover, !mover].into_iter().enumerate() {
            let f = &mut x[FIRST_INPUTS + k * SECOND_FEATURES..][..SECOND_FEATURES];
            second_features(pos.checkers(side), pos.checkers(!side), f);
        }
    }
    x
}

/// The second extra features of the side with `mine` against `theirs`, into `f`: the pips
/// its checkers still have to travel to pass the other side's rearmost checker (contact is
/// broken at 0) / 100; its mobility, the (checker, die) moves open to it / 90; its timing,
/// the pips of its checkers outside its home board / 100.
fn second_features(mine: &Points, theirs: &Points, f: &mut [f32]) {
    // The other side's rearmost checker, on this side's numbering: its point q is our 25 - q.
    let their_rearmost = (1..=BAR).rev().find(|&q| theirs[q] > 0).unwrap_or(0);
    let meet = 25usize.saturating_sub(their_rearmost);
    let to_pass: usize = mine
        .iter()
        .enumerate()
        .skip(meet + 1)
        .map(|(p, &n)| usize::from(n) * (p - meet))
        .sum();
    f[0] = (to_pass as f32 / 100.0).min(3.0);
    let blocked = |p: usize| (1..=24).contains(&p) && theirs[25 - p] >= 2;
    let mut moves = 0u32;
    for d in 1..=6usize {
        for (p, &n) in mine.iter().enumerate().skip(1) {
            if n > 0 && p > d && !blocked(p - d) {
                moves += 1;
            }
        }
    }
    f[1] = moves as f32 / 90.0;
    let outside: usize = (7..=BAR).map(|p| usize::from(mine[p]) * (p - 6)).sum();
    f[2] = (outside as f32 / 100.0).min(3.0);
}

/// Every input for `pos`, seen by the side that has just moved.
#[must_use]
pub fn encode(pos: &Position) -> [f32; INPUTS] {
    encode_prefix(pos, INPUTS)
}

/// The base inputs (both sides' blocks).
fn encode_base(pos: &Position) -> [f32; INPUTS] {
    let mut x = [0.0f32; INPUTS];
    let mover = !pos.turn();
    let rules = pos.rules();
    let shots = has_extra_features(pos.variant());
    let checkers = f32::from(rules.checkers);
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
        block[97] = f32::from(mine[OFF]) / checkers;
        let f = &mut block[CHECKER_INPUTS..];
        f[0] = pos.pips(side) as f32 / 200.0;
        if shots {
            f[1] = shot_chance(mine, theirs);
        }
        let held = |n: u8| match rules.contact {
            Contact::Block => n >= 1,
            Contact::Hit | Contact::Pin => n >= 2,
        };
        f[2] = (1..=6).filter(|&p| held(mine[p])).count() as f32 / 6.0;
        f[3] = longest_run(mine, held) as f32 / 6.0;
        // The last two units carry what the game adds to the board: where a postillon still
        // travels; else the checkers waiting in the reserve and those pinned.
        if let Some(p) = pos.postillon(side) {
            f[4] = 1.0;
            f[5] = f32::from(p) / 24.0;
        } else {
            f[4] = f32::from(pos.reserve(side)) / checkers;
            f[5] = pos.pinned_mask(side).count_ones() as f32 / 3.0;
        }
    }
    x
}

/// The extra backgammon features of the side with `mine` against `theirs` (see the module
/// documentation), into `f`.
fn extra_features(mine: &Points, theirs: &Points, f: &mut [f32]) {
    // The other side's made points, on this side's numbering: its point q is our 25 - q.
    let mut blocked = [false; 26];
    for (q, &n) in theirs.iter().enumerate().take(25).skip(1) {
        if n >= 2 {
            blocked[25 - q] = true;
        }
    }
    let closed_home = (19..=24).filter(|&p| blocked[p]).count() as f32;
    f[0] = (closed_home / 6.0) * (closed_home / 6.0);
    let rearmost = (1..=BAR).rev().find(|&p| mine[p] > 0).unwrap_or(0);
    if rearmost > 0 {
        let front = rearmost.saturating_sub(12).max(1)..rearmost;
        let lowest = front.clone().find(|&p| blocked[p]);
        f[1] = match lowest {
            None => 1.0,
            Some(lowest) => escape_chance(rearmost, lowest, &blocked),
        };
        let mut run = 0;
        let mut best = 0;
        for p in front.rev() {
            if blocked[p] {
                run += 1;
                best = best.max(run);
            } else {
                run = 0;
            }
        }
        f[5] = best as f32 / 6.0;
    }
    let blots = mine[1..=24].iter().filter(|&&n| n == 1).count().min(6);
    f[2] = blots as f32 / 6.0;
    f[3] = (19..=24).filter(|&p| mine[p] >= 2).count() as f32 / 6.0;
    let back: u32 = (19..=BAR).map(|p| u32::from(mine[p])).sum();
    f[4] = back as f32 / 15.0;
}

/// The chance (rolls out of 36) that a checker on `from` lands below `lowest`, the last
/// blocked point in front of it, moving only through open points.
fn escape_chance(from: usize, lowest: usize, blocked: &[bool; 26]) -> f32 {
    let open = |p: usize| p >= 1 && !blocked[p];
    let escapes = |p: usize| p < lowest;
    let mut count = 0u32;
    for dice in Dice::all() {
        let ok = match dice {
            Dice::Mixed { big, small } => {
                let (a, b) = (usize::from(big.value()), usize::from(small.value()));
                let one = |d: usize| from > d && open(from - d);
                (one(a) && escapes(from - a))
                    || (one(b) && escapes(from - b))
                    || (from > a + b
                        && escapes(from - a - b)
                        && open(from - a - b)
                        && (one(a) || one(b)))
            }
            Dice::Double(d) => {
                let d = usize::from(d.value());
                let mut p = from;
                let mut ok = false;
                for _ in 0..4 {
                    if p <= d || !open(p - d) {
                        break;
                    }
                    p -= d;
                    if escapes(p) {
                        ok = true;
                        break;
                    }
                }
                ok
            }
        };
        if ok {
            count += u32::from(dice.weight());
        }
    }
    count as f32 / 36.0
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
    fn a_back_checker_behind_a_five_point_prime_escapes_only_with_a_six() {
        // Green's checker on its 24-point; Black holds Green's 18..22 (Black's 3..7).
        let mine = board(&[(24, 1), (6, 14)]);
        let theirs = board(&[(3, 2), (4, 2), (5, 2), (6, 2), (7, 2), (24, 5)]);
        let mut f = [0.0; EXTRA_FEATURES];
        extra_features(&mine, &theirs, &mut f);
        // Escaping means landing on 17 or lower. Every die but the 1 lands on the prime;
        // only 61 gets out, through the 23-point.
        assert!((f[1] - 2.0 / 36.0).abs() < 1e-6, "{}", f[1]);
        assert!((f[5] - 5.0 / 6.0).abs() < 1e-6);
        // From the 23-point a 6 lands on 17: the 11 rolls with a 6, and nothing else.
        let mine = board(&[(23, 1), (6, 14)]);
        extra_features(&mine, &theirs, &mut f);
        assert!((f[1] - 11.0 / 36.0).abs() < 1e-6, "{}", f[1]);
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
