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
//! Then [`THIRD_FEATURES`] more per side (backgammon's geometry only, issue 16, after the
//! features strong programs describe publicly): the chance of being hit twice, the pips lost
//! to hits, the containment by the other side's points and its square, the forward and back
//! anchors in the other side's home board, the rearmost checker, and the spread of the
//! checkers behind their mean (see `third_features`).
//!
//! Then [`FOURTH_FEATURES`] more per side (backgammon's geometry only, issue 35): the rolls
//! it needs, on average, to bear off every checker and to bear off its first, its checkers
//! outside its home board carried to its 6-point first (see `fourth_features`). Only
//! backgammon's race network reads them.
//!
//! A network reads a *prefix* of these inputs: one trained with [`BASE_INPUTS`] inputs
//! ignores the extra features, one with [`FIRST_INPUTS`] the second ones, one with
//! [`SECOND_INPUTS`] the third ones, one with [`THIRD_INPUTS`] the fourth ones (issue 35:
//! the rolls to bear off, see `fourth_features`), so networks of every size keep working.

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
/// The inputs of the networks shipped before the third extra features.
pub const SECOND_INPUTS: usize = FIRST_INPUTS + 2 * SECOND_FEATURES;
/// Third extra features per side: double shots, pip loss to hits, containment (and its
/// square), forward anchor, back anchor, rearmost checker, the spread of the back checkers.
pub const THIRD_FEATURES: usize = 8;
/// The inputs of the networks shipped before the fourth extra features.
pub const THIRD_INPUTS: usize = SECOND_INPUTS + 2 * THIRD_FEATURES;
/// Fourth extra features per side: the rolls it needs to bear off every checker, and to
/// bear off its first.
pub const FOURTH_FEATURES: usize = 2;
/// Every input a network may read.
pub const INPUTS: usize = THIRD_INPUTS + 2 * FOURTH_FEATURES;
/// The input counts a network may be trained on, each a prefix of the next, longest first.
pub const PREFIXES: [usize; 5] = [
    INPUTS,
    THIRD_INPUTS,
    SECOND_INPUTS,
    FIRST_INPUTS,
    BASE_INPUTS,
];

/// The inputs for `pos`, seen by the side that has just moved; only the first `needed`
/// are computed (the rest stay 0).
#[must_use]
pub fn encode_prefix(pos: &Position, needed: usize) -> [f32; INPUTS] {
    let extra = has_extra_features(pos.variant());
    let mover = !pos.turn();
    let sides = [mover, !mover];
    // What each side's blots risk, once for the base's shot chance and the third features.
    let threats = extra.then(|| {
        sides.map(|side| {
            threat(
                pos.checkers(side),
                pos.checkers(!side),
                needed > SECOND_INPUTS,
            )
        })
    });
    let mut x = encode_base(pos, threats.as_ref().map(|t| [t[0].single, t[1].single]));
    if needed > BASE_INPUTS && extra {
        for (k, side) in sides.into_iter().enumerate() {
            let f = &mut x[BASE_INPUTS + k * EXTRA_FEATURES..][..EXTRA_FEATURES];
            extra_features(pos.checkers(side), pos.checkers(!side), f);
        }
    }
    if needed > FIRST_INPUTS && extra {
        for (k, side) in sides.into_iter().enumerate() {
            let f = &mut x[FIRST_INPUTS + k * SECOND_FEATURES..][..SECOND_FEATURES];
            second_features(pos.checkers(side), pos.checkers(!side), f);
        }
    }
    if let Some(threats) = threats.filter(|_| needed > SECOND_INPUTS) {
        for (k, side) in sides.into_iter().enumerate() {
            let f = &mut x[SECOND_INPUTS + k * THIRD_FEATURES..][..THIRD_FEATURES];
            third_features(pos.checkers(side), pos.checkers(!side), &threats[k], f);
        }
    }
    if needed > THIRD_INPUTS && extra {
        for (k, side) in sides.into_iter().enumerate() {
            let f = &mut x[THIRD_INPUTS + k * FOURTH_FEATURES..][..FOURTH_FEATURES];
            fourth_features(pos.checkers(side), f);
        }
    }
    x
}

/// The average number of pips a roll moves, doubles counted four times: 49/6, about 8.17.
const PIPS_PER_ROLL: f32 = 49.0 / 6.0;

/// The fourth extra features of the side with `mine`, into `f`: the rolls it needs, on
/// average, to bear off every checker, and to bear off its first (0 once one is off), each
/// / 10. Its checkers outside its home board are carried to its 6-point first, at
/// [`PIPS_PER_ROLL`]; then the one-sided bear-off database
/// ([`crate::ai::bearoff`]) counts the rolls from there. Why: in a race the winning and
/// gammon chances turn on these counts, which the race network could not learn from the
/// checkers' units to within gnubg 0-ply's accuracy (`super`'s model card). Left at 0 where
/// more than fifteen checkers are on the board (Cloning), which the database does not hold.
fn fourth_features(mine: &Points, f: &mut [f32]) {
    let mut home: crate::ai::bearoff::Home = [0; 6];
    let (mut travel, mut count) = (0u32, 0usize);
    for (p, &n) in mine.iter().enumerate().take(BAR + 1).skip(1) {
        count += usize::from(n);
        if p <= 6 {
            home[p - 1] += n;
        } else {
            home[5] += n;
            travel += u32::from(n) * (p as u32 - 6);
        }
    }
    if count > 15 {
        return;
    }
    let db = crate::ai::bearoff::Database::get();
    let travel = travel as f32 / PIPS_PER_ROLL;
    f[0] = (db.mean_rolls(&home) + travel) / 10.0;
    if mine[OFF] == 0 {
        f[1] = (db.mean_rolls_to_first_off(&home) + travel) / 10.0;
    }
}

/// The third extra features of the side with `mine` against `theirs`, into `f` (the kind
/// of features strong programs describe publicly; these are written from their
/// descriptions, not from anyone's code):
/// - the chance (of 36) that the other side hits two of this side's blots with its next
///   roll;
/// - the pips this side loses to that roll's hits, averaged over the 36 rolls, / 12 (a
///   hit checker's pips go back to 25);
/// - containment: how few rolls let a checker of this side escape the other side's points
///   from the worst of this side's points 15..24 (`1 - min escapes / 36`), and its square;
/// - this side's forward anchor, the lowest of its points 19..24 (the other side's home
///   board) holding two checkers, `(25 - p) / 6` (0 for none); its back anchor, the highest
///   of them, `(p - 18) / 6`;
/// - its rearmost checker / 25 (the bar is 25);
/// - the spread of its checkers behind their mean point: the second moment about the mean
///   of those behind it, / 100.
fn third_features(mine: &Points, theirs: &Points, threat: &Threat, f: &mut [f32]) {
    f[0] = threat.double;
    f[1] = threat.pip_loss / 12.0;
    // The other side's points on this side's numbering, a bit each (point p is bit p).
    let blocked = (1..=24usize)
        .filter(|&p| theirs[25 - p] >= 2)
        .fold(0u32, |b, p| b | 1 << p);
    let least = (15..=24).map(|p| escapes(blocked, p)).min().unwrap_or(36);
    let contain = 1.0 - f32::from(least) / 36.0;
    f[2] = contain;
    f[3] = contain * contain;
    if let Some(p) = (19..=24).find(|&p| mine[p] >= 2) {
        f[4] = (25 - p) as f32 / 6.0;
    }
    if let Some(p) = (19..=24).rev().find(|&p| mine[p] >= 2) {
        f[5] = (p - 18) as f32 / 6.0;
    }
    let rearmost = (1..=BAR).rev().find(|&p| mine[p] > 0).unwrap_or(0);
    f[6] = rearmost as f32 / 25.0;
    let (count, sum) = (1..=BAR).fold((0u32, 0u32), |(c, s), p| {
        (c + u32::from(mine[p]), s + u32::from(mine[p]) * p as u32)
    });
    if count > 0 {
        let mean = sum as f32 / count as f32;
        let spread: f32 = (1..=BAR)
            .filter(|&p| p as f32 > mean)
            .map(|p| f32::from(mine[p]) * (p as f32 - mean) * (p as f32 - mean))
            .sum();
        f[7] = (spread / count as f32 / 100.0).min(3.0);
    }
}

/// The rolls (of 36) with which a checker on `from` passes every point `blocked` holds
/// within the 12 pips in front of it, landing only on open points; 36 if none is held
/// there. `blocked` has bit p for point p.
fn escapes(blocked: u32, from: usize) -> u8 {
    // The 12 points in front, bit k for the point 12 - k pips ahead.
    let front = if from >= 12 {
        (blocked >> (from - 12)) & 0xFFF
    } else {
        (blocked << (12 - from)) & 0xFFF
    };
    escape_table()[front as usize]
}

/// [`escapes`] for each pattern of held points in front (bit k: the point 12 - k pips
/// ahead), computed once.
fn escape_table() -> &'static [u8; 4096] {
    use std::sync::OnceLock;
    static TABLE: OnceLock<[u8; 4096]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [0u8; 4096];
        for (mask, slot) in table.iter_mut().enumerate() {
            let held = |t: usize| t <= 12 && mask & (1 << (12 - t)) != 0;
            let last = (1..=12).rev().find(|&t| held(t)).unwrap_or(0);
            let mut count = 0u8;
            for dice in Dice::all() {
                let out = match dice {
                    Dice::Mixed { big, small } => {
                        let (a, b) = (usize::from(big.value()), usize::from(small.value()));
                        (!held(a) && a > last)
                            || (!held(b) && b > last)
                            || (a + b > last && !held(a + b) && (!held(a) || !held(b)))
                    }
                    Dice::Double(d) => {
                        let d = usize::from(d.value());
                        (1..=4).take_while(|k| !held(k * d)).any(|k| k * d > last)
                    }
                };
                if out {
                    count += dice.weight();
                }
            }
            *slot = count;
        }
        table
    })
}

/// What the other side's next roll does to one side's blots.
#[derive(Clone, Copy, Debug, Default)]
struct Threat {
    /// The chance (of 36) that it hits one of them or more.
    single: f32,
    /// The chance (of 36) that it hits two of them.
    double: f32,
    /// The pips lost to its hits, averaged over the 36 rolls (the worst hit of a roll, or
    /// the two of a double hit).
    pip_loss: f32,
}

/// The 15 rolls of two different dice, bigger die first: a set of them is a bit mask.
const MIXED: [(usize, usize); 15] = {
    let mut rolls = [(0, 0); 15];
    let (mut a, mut k) = (2, 0);
    while a <= 6 {
        let mut b = 1;
        while b < a {
            rolls[k] = (a, b);
            k += 1;
            b += 1;
        }
        a += 1;
    }
    rolls
};

/// For each die `d`, the mixed rolls whose bigger die is `d` (`.0`) and whose smaller die is
/// `d` (`.1`).
const WITH_DIE: [(u16, u16); 7] = {
    let mut sets = [(0, 0); 7];
    let mut k = 0;
    while k < 15 {
        let (a, b) = MIXED[k];
        sets[a].0 |= 1 << k;
        sets[b].1 |= 1 << k;
        k += 1;
    }
    sets
};

/// For each total of two different dice, the mixed rolls that make it.
const WITH_TOTAL: [u16; 12] = {
    let mut sets = [0; 12];
    let mut k = 0;
    while k < 15 {
        let (a, b) = MIXED[k];
        sets[a + b] |= 1 << k;
        k += 1;
    }
    sets
};

/// [`Threat`] of the owner of `theirs` against the blots of `mine`, in backgammon
/// geometry; `full` asks for the double shots and the pip loss too, not only the chance of
/// a hit. The paths of combined moves must be open; the duty to enter from the bar first is
/// left out (a feature, not a rule).
///
/// Each blot's hitting rolls are a bit mask over the 15 mixed rolls (and a loop over the
/// six doubles), so that the hits of a roll on several blots are combined with bit
/// operations: this runs for every position the networks judge.
fn threat(mine: &Points, theirs: &Points, full: bool) -> Threat {
    // The shooter's own numbering: the target's point p is the shooter's q = 25 - p, and a
    // hit there costs the target 25 - p = q pips. Bit s of `shooters` is a shooter on s
    // (the bar is 25); bit q of `open` a point the target does not hold. The blots are
    // listed from the highest q down: the costliest hit first.
    // One blot a point at most: 24, whatever the game's checker count (Crowded's twenty,
    // Cloning's clones).
    let mut blots = [0usize; 24];
    let mut n_blots = 0;
    let mut open = u64::MAX;
    for (p, &n) in mine.iter().enumerate().take(25).skip(1) {
        match n {
            1 => {
                blots[n_blots] = 25 - p;
                n_blots += 1;
            }
            n if n >= 2 => open &= !(1 << (25 - p)),
            _ => {}
        }
    }
    if n_blots == 0 {
        return Threat::default();
    }
    let blots = &blots[..n_blots];
    let shooters = (1..=BAR)
        .filter(|&s| theirs[s] > 0)
        .fold(0u64, |m, s| m | 1 << s);
    let bit = |mask: u64, q: usize| (mask >> q) & 1 != 0;
    // Mixed rolls: per blot, the rolls whose bigger die hits it, whose smaller die does,
    // and all that hit it (the two dice together too, through an open point).
    let mut by_big = [0u16; 24];
    let mut by_small = [0u16; 24];
    let mut hit_by = [0u16; 24];
    // The pips each mixed roll and each double costs at worst.
    let mut loss = [0usize; 15];
    let mut loss_double = [0usize; 7];
    let (mut double_mixed, mut double_doubles) = (0u16, 0u8);
    let mut steps = [[0u8; 7]; 24];
    for (i, &q) in blots.iter().enumerate() {
        let (near, ahead) = (shooters >> q, open >> q);
        // The two dice together hit when their total reaches a shooter and one of them
        // lands on an open point first.
        let (mut with_total, mut with_open_die) = (0u16, 0u16);
        for (d, &(big, small)) in WITH_DIE.iter().enumerate().skip(1) {
            if near >> d & 1 != 0 {
                by_big[i] |= big;
                by_small[i] |= small;
            }
            if ahead >> d & 1 != 0 {
                with_open_die |= big | small;
            }
        }
        for (t, &rolls) in WITH_TOTAL.iter().enumerate().skip(3) {
            if near >> t & 1 != 0 {
                with_total |= rolls;
            }
        }
        hit_by[i] = by_big[i] | by_small[i] | (with_total & with_open_die);
        // Doubles: the fewest of the four moves that reach the blot, through open points.
        for (d, slot) in steps[i].iter_mut().enumerate().skip(1) {
            *slot = (1..=4u8)
                .take_while(|&k| k == 1 || bit(open, q + usize::from(k - 1) * d))
                .find(|&k| bit(shooters, q + usize::from(k) * d))
                .unwrap_or(0);
        }
    }
    let mut covered = 0u16;
    let mut covered_doubles = 0u8;
    for (i, &q) in blots.iter().enumerate() {
        let mut new = hit_by[i] & !covered;
        covered |= hit_by[i];
        while new != 0 {
            loss[new.trailing_zeros() as usize] = q;
            new &= new - 1;
        }
        for d in 1..=6 {
            if steps[i][d] > 0 && covered_doubles >> d & 1 == 0 {
                covered_doubles |= 1 << d;
                loss_double[d] = q;
            }
        }
    }
    if full {
        for (i, &q) in blots.iter().enumerate() {
            for (j, &r) in blots.iter().enumerate().skip(i + 1) {
                // One die each, or one checker hitting q with a die and going on with the
                // other to r, below it.
                let mut pair = (by_big[i] & by_small[j]) | (by_small[i] & by_big[j]);
                if let Some(&(big, small)) = WITH_DIE.get(q - r) {
                    pair |= (by_big[i] & small) | (by_small[i] & big);
                }
                double_mixed |= pair;
                while pair != 0 {
                    let l = &mut loss[pair.trailing_zeros() as usize];
                    *l = (*l).max(q + r);
                    pair &= pair - 1;
                }
                for d in 1..=6 {
                    let (k, m) = (steps[i][d], steps[j][d]);
                    if k > 0 && m > 0 && (k + m <= 4 || (q - r) % d == 0) {
                        double_doubles |= 1 << d;
                        loss_double[d] = loss_double[d].max(q + r);
                    }
                }
            }
        }
    }
    let lost = 2 * loss.iter().sum::<usize>() + loss_double.iter().sum::<usize>();
    Threat {
        single: (2 * covered.count_ones() + covered_doubles.count_ones()) as f32 / 36.0,
        double: (2 * double_mixed.count_ones() + double_doubles.count_ones()) as f32 / 36.0,
        pip_loss: lost as f32 / 36.0,
    }
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
    // Bit p: a checker of this side on p (the bar is 25); a point p the other side holds.
    let (mut occupied, mut blocked) = (0u32, 0u32);
    for (p, &n) in mine.iter().enumerate().take(BAR + 1).skip(1) {
        occupied |= u32::from(n > 0) << p;
    }
    for p in 1..=24 {
        blocked |= u32::from(theirs[25 - p] >= 2) << p;
    }
    // With a die of d, the checkers above d whose landing point, d below, is not held.
    let moves: u32 = (1..=6)
        .map(|d| (occupied & !(blocked << d) & !((2u32 << d) - 1)).count_ones())
        .sum();
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
fn encode_base(pos: &Position, shots: Option<[f32; 2]>) -> [f32; INPUTS] {
    let mut x = [0.0f32; INPUTS];
    let mover = !pos.turn();
    let rules = pos.rules();
    let checkers = f32::from(rules.checkers);
    let sides = [mover, !mover];
    for (k, &side) in sides.iter().enumerate() {
        let mine = pos.checkers(side);
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
        if let Some(shots) = shots {
            f[1] = shots[k];
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
    fn checkers_outside_home_are_carried_to_the_six_point_at_the_average_roll() {
        let db = crate::ai::bearoff::Database::get();
        let mut f = [0.0; FOURTH_FEATURES];
        fourth_features(&board(&[(6, 15)]), &mut f);
        let on_six = [0, 0, 0, 0, 0, 15];
        assert!((f[0] - db.mean_rolls(&on_six) / 10.0).abs() < 1e-6);
        assert!((f[1] - db.mean_rolls_to_first_off(&on_six) / 10.0).abs() < 1e-6);
        // One of them twelve pips further back: twelve pips more to travel first.
        let mut g = [0.0; FOURTH_FEATURES];
        fourth_features(&board(&[(6, 14), (18, 1)]), &mut g);
        let more = 12.0 / PIPS_PER_ROLL / 10.0;
        assert!((g[0] - f[0] - more).abs() < 1e-5, "{f:?} {g:?}");
        assert!((g[1] - f[1] - more).abs() < 1e-5, "{f:?} {g:?}");
    }

    #[test]
    fn a_side_that_has_borne_off_a_checker_needs_no_roll_to_save_the_gammon() {
        let mut mine = board(&[(1, 3), (2, 4)]);
        mine[OFF] = 8;
        let mut f = [0.0; FOURTH_FEATURES];
        fourth_features(&mine, &mut f);
        assert!(f[0] > 0.0);
        assert_eq!(f[1], 0.0);
    }

    #[test]
    fn more_than_fifteen_checkers_on_the_board_leave_the_bear_off_features_at_zero() {
        let mut f = [0.0; FOURTH_FEATURES];
        fourth_features(&board(&[(6, 10), (13, 8)]), &mut f);
        assert_eq!(f, [0.0; FOURTH_FEATURES]);
    }

    #[test]
    fn only_a_network_that_reads_every_input_gets_the_bear_off_features() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let all = encode_prefix(&pos, INPUTS);
        assert!(
            all[THIRD_INPUTS..].iter().all(|&v| v > 0.0),
            "{:?}",
            &all[THIRD_INPUTS..]
        );
        let fewer = encode_prefix(&pos, THIRD_INPUTS);
        assert!(fewer[THIRD_INPUTS..].iter().all(|&v| v == 0.0));
        assert_eq!(all[..THIRD_INPUTS], fewer[..THIRD_INPUTS]);
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
        let p = threat(&mine, &theirs, false).single;
        // 11 sixes + 51 (2) + 42 (2) + 33 (1) + 22 (1) = 17.
        assert!((p - 17.0 / 36.0).abs() < 1e-6, "{p}");
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.green = mine;
        setup.checkers.black = theirs;
        let pos = Position::from_setup(setup).expect("legal setup");
        assert!((encode(&pos)[CHECKER_INPUTS + 1] - p).abs() < 1e-6);
    }

    #[test]
    fn mobility_counts_each_occupied_point_and_die_that_lands_on_a_point_not_held() {
        // Green: one on the bar, one on its 8-point, two on its 2-point. Black holds Green's
        // 7-point (Black's 18) and Green's 22-point (Black's 3).
        let mine = board(&[(BAR, 1), (8, 1), (2, 2)]);
        let theirs = board(&[(18, 2), (3, 2), (10, 1)]);
        let mut f = [0.0; SECOND_FEATURES];
        second_features(&mine, &theirs, &mut f);
        // From the bar every die but the 3 (onto 22); from 8 every die but the 1 (onto
        // 7); from 2 only the 1: 5 + 5 + 1 moves.
        assert!((f[1] - 11.0 / 90.0).abs() < 1e-6, "{}", f[1]);
    }

    #[test]
    fn a_checker_escapes_with_every_roll_when_nothing_is_held_in_front() {
        assert_eq!(escapes(0, 24), 36);
        assert_eq!(escapes(0, 5), 36);
    }

    #[test]
    fn a_full_prime_in_front_lets_nothing_escape() {
        let prime = (18..=23).fold(0u32, |b, p| b | 1 << p);
        assert_eq!(escapes(prime, 24), 0);
        // One pip further back the prime is still whole in front: nothing either.
        let prime = (17..=22).fold(0u32, |b, p| b | 1 << p);
        assert_eq!(escapes(prime, 23), 0);
    }

    #[test]
    fn escapes_agree_with_the_rearmost_checker_feature_behind_a_five_point_prime() {
        // Held 18..22, as in the five-point prime above: 61 only from the 24-point, the
        // eleven rolls with a 6 from the 23-point.
        let prime = (18..=22).fold(0u32, |b, p| b | 1 << p);
        assert_eq!(escapes(prime, 24), 2);
        assert_eq!(escapes(prime, 23), 11);
    }

    #[test]
    fn two_blots_in_line_are_both_hit_by_six_two_and_by_double_twos() {
        // Green's blots on its 10 and 12 points (Black's 15 and 13); Black's shooter on its
        // 21: six and eight pips away. 62 hits the first and goes on to the second; 22 hits
        // both with its four moves. Nothing else hits both.
        let mine = board(&[(10, 1), (12, 1), (1, 13)]);
        let theirs = board(&[(21, 1), (6, 14)]);
        let mut f = [0.0; THIRD_FEATURES];
        third_features(&mine, &theirs, &threat(&mine, &theirs, true), &mut f);
        assert!((f[0] - 3.0 / 36.0).abs() < 1e-6, "{}", f[0]);
        // Pips lost: 15 for the first blot, 13 for the second, 28 for both. The rolls that
        // hit the first (17, among them 62 and 22 that hit both) and 53 and 44 that reach
        // only the second: 28 * 3 + 15 * 14 + 13 * 3 = 333, over 36 rolls.
        assert!((f[1] - 333.0 / 36.0 / 12.0).abs() < 1e-5, "{}", f[1]);
    }

    #[test]
    fn the_start_has_a_back_anchor_on_the_opponents_ace_point() {
        let mine = board(&[(24, 2), (13, 5), (8, 3), (6, 5)]);
        let mut f = [0.0; THIRD_FEATURES];
        third_features(&mine, &mine, &threat(&mine, &mine, true), &mut f);
        assert_eq!(f[0], 0.0);
        assert_eq!(f[1], 0.0);
        assert!((f[4] - 1.0 / 6.0).abs() < 1e-6);
        assert!((f[5] - 1.0).abs() < 1e-6);
        assert!((f[6] - 24.0 / 25.0).abs() < 1e-6);
        assert!(f[7] > 0.0);
    }

    /// The threat counted the slow way, roll by roll and blot by blot, as a player would.
    fn threat_by_hand(mine: &Points, theirs: &Points) -> (u32, u32, u32) {
        let shooter = |s: usize| s <= 25 && theirs[s] > 0;
        let open = |q: usize| q > 24 || mine[25 - q] < 2;
        let blots: Vec<usize> = (1..=24).filter(|&p| mine[p] == 1).map(|p| 25 - p).collect();
        let (mut hits, mut doubles, mut lost) = (0, 0, 0);
        for dice in Dice::all() {
            let w = u32::from(dice.weight());
            let (mut worst, mut two) = (0, 0);
            for (i, &q) in blots.iter().enumerate() {
                let reach = |r: usize| -> Option<usize> {
                    match dice {
                        Dice::Mixed { big, small } => {
                            let (a, b) = (usize::from(big.value()), usize::from(small.value()));
                            let hit = shooter(r + a)
                                || shooter(r + b)
                                || (shooter(r + a + b) && (open(r + a) || open(r + b)));
                            hit.then_some(0)
                        }
                        Dice::Double(d) => {
                            let d = usize::from(d.value());
                            (1..=4).find(|&k| shooter(r + k * d) && (1..k).all(|j| open(r + j * d)))
                        }
                    }
                };
                let Some(k) = reach(q) else { continue };
                worst = worst.max(q);
                for &r in &blots {
                    if r == q {
                        continue;
                    }
                    let both = match dice {
                        Dice::Mixed { big, small } => {
                            let (a, b) = (usize::from(big.value()), usize::from(small.value()));
                            (shooter(q + a) && shooter(r + b))
                                || (shooter(q + b) && shooter(r + a))
                                || (r + b == q && shooter(q + a))
                                || (r + a == q && shooter(q + b))
                        }
                        Dice::Double(d) => {
                            let d = usize::from(d.value());
                            reach(r).is_some_and(|m| k + m <= 4 || q.abs_diff(r) % d == 0)
                        }
                    };
                    if both && i < blots.len() {
                        two = two.max(q + r);
                    }
                }
            }
            if worst > 0 {
                hits += w;
            }
            if two > 0 {
                doubles += w;
            }
            lost += w * worst.max(two) as u32;
        }
        (hits, doubles, lost)
    }

    mod random_boards {
        use super::*;
        use proptest::prelude::*;

        /// Checkers spread over the board, never on a point the other side holds: `spots`
        /// picks each checker's side and point, the first one there taking precedence. A
        /// side may get more than fifteen, as in Crowded or Cloning.
        fn boards(spots: &[(bool, usize)]) -> (Points, Points) {
            let (mut mine, mut theirs) = ([0u8; 26], [0u8; 26]);
            for &(side, p) in spots {
                let (own, other) = if side {
                    (&mut mine, &theirs)
                } else {
                    (&mut theirs, &mine)
                };
                if p == 25 || other[25 - p] == 0 {
                    own[p] += 1;
                }
            }
            (mine, theirs)
        }

        /// A case the property found (a side with sixteen blots overflowed a list of
        /// fifteen), pinned here.
        #[test]
        fn sixteen_blots_are_counted_like_any_other_number() {
            let spots = [
                (false, 24),
                (true, 16),
                (true, 4),
                (true, 5),
                (false, 15),
                (true, 7),
                (true, 6),
                (true, 8),
                (false, 6),
                (true, 3),
                (true, 15),
                (true, 18),
                (true, 2),
                (false, 15),
                (true, 13),
                (false, 6),
                (false, 1),
                (true, 9),
                (true, 20),
                (false, 1),
                (false, 1),
                (false, 1),
                (true, 11),
                (false, 1),
                (false, 1),
                (true, 14),
                (true, 17),
                (false, 1),
                (false, 1),
                (false, 1),
            ];
            let (mine, theirs) = boards(&spots);
            let t = threat(&mine, &theirs, true);
            let (hits, _, _) = threat_by_hand(&mine, &theirs);
            assert!((t.single * 36.0 - hits as f32).abs() < 1e-3);
        }

        proptest! {
            #[test]
            fn the_threat_by_bit_masks_counts_what_a_player_counts_roll_by_roll(
                spots in proptest::collection::vec((any::<bool>(), 1usize..=25), 30),
            ) {
                let (mine, theirs) = boards(&spots);
                let t = threat(&mine, &theirs, true);
                let (hits, doubles, lost) = threat_by_hand(&mine, &theirs);
                prop_assert!((t.single * 36.0 - hits as f32).abs() < 1e-3);
                prop_assert!((t.double * 36.0 - doubles as f32).abs() < 1e-3);
                prop_assert!((t.pip_loss * 36.0 - lost as f32).abs() < 1e-2);
                prop_assert_eq!(threat(&mine, &theirs, false).single, t.single);
            }
        }
    }
}
