//! Legal-play generation, written once for every game (`rules.md` §2 "Dice usage", §3).
//!
//! A depth-first search plays the dice one at a time on a scratch board, in both orders
//! for a mixed roll. Doubles move checkers in non-increasing order of source point, which
//! visits every distinct set of moves once. Each finished sequence is kept only if it uses
//! as many dice (and, for one die of a mixed roll, as many pips: the higher die) as the best
//! found so far, and only once per resulting position. The first sequence found for a
//! position is the one kept, in the same order as GNU Backgammon, so notations agree with it.

use std::marker::PhantomData;

use super::backgammon::Backgammon;
use super::dice::{Dice, Die};
use super::game::{BAR, Game, Landing, OFF, Points, Variant};
use super::jacquet::Jacquet;
use super::moves::{Play, Step};
use super::position::Position;
use super::side::{BySide, Side};

/// A legal play and the position it leads to, the opponent then on roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalPlay {
    /// The checker moves, in an order in which they can be made.
    pub play: Play,
    /// The position after the play, with the opponent on roll.
    pub after: Position,
}

impl Position {
    /// Every legal play for `dice`, one per distinct resulting position; empty when the
    /// side on roll cannot move (the turn passes) or the game is over.
    #[must_use]
    pub fn legal_plays(&self, dice: Dice) -> Vec<LegalPlay> {
        let mut out = Vec::new();
        self.legal_plays_into(dice, &mut out);
        out
    }

    /// [`Position::legal_plays`] into a reused buffer, for hot loops.
    pub fn legal_plays_into(&self, dice: Dice, out: &mut Vec<LegalPlay>) {
        match self.variant {
            Variant::Backgammon => generate::<Backgammon>(self, dice, out),
            Variant::Jacquet => generate::<Jacquet>(self, dice, out),
        }
    }

    /// The legal plays for what is left of a roll: one die, two different dice, or two to four
    /// equal dice (as when part of a turn has been played). Empty for any other list.
    #[must_use]
    pub fn legal_plays_for_dice(&self, dice: &[Die]) -> Vec<LegalPlay> {
        let mut out = Vec::new();
        match self.variant {
            Variant::Backgammon => generate_for_dice::<Backgammon>(self, dice, &mut out),
            Variant::Jacquet => generate_for_dice::<Jacquet>(self, dice, &mut out),
        }
        out
    }

    /// Moves one checker of the side on roll from `from` with `die`, if the rules of a single
    /// step allow it (the dice-usage rules of the whole turn are not judged here).
    #[must_use]
    pub fn try_step(&self, from: u8, die: Die) -> Option<(Step, Position)> {
        match self.variant {
            Variant::Backgammon => try_step::<Backgammon>(self, from, die),
            Variant::Jacquet => try_step::<Jacquet>(self, from, die),
        }
    }
}

/// The generic generator behind [`Position::legal_plays`].
pub fn generate<G: Game>(pos: &Position, dice: Dice, out: &mut Vec<LegalPlay>) {
    out.clear();
    if pos.outcome().is_some() {
        return;
    }
    let mut search = Search::<G>::new(pos, out);
    match dice {
        Dice::Mixed { big, small } => {
            search.run([big, small, big, small], 2);
            search.second_order = true;
            search.run([small, big, small, big], 2);
        }
        Dice::Double(d) => search.run([d; 4], 4),
    }
}

fn generate_for_dice<G: Game>(pos: &Position, dice: &[Die], out: &mut Vec<LegalPlay>) {
    out.clear();
    if pos.outcome().is_some() || dice.is_empty() || dice.len() > 4 {
        return;
    }
    let all_equal = dice.iter().all(|&d| d == dice[0]);
    match (dice, all_equal) {
        ([a, b], false) => generate::<G>(pos, Dice::new(*a, *b), out),
        (_, true) => {
            let mut search = Search::<G>::new(pos, out);
            search.run([dice[0]; 4], dice.len());
        }
        _ => {}
    }
}

fn try_step<G: Game>(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    if pos.outcome().is_some() || from == 0 || from > 25 {
        return None;
    }
    let mut scratch = Vec::new();
    let mut search = Search::<G>::new(pos, &mut scratch);
    let from = usize::from(from);
    if search.mine[from] == 0 || (search.mine[BAR] > 0 && from != BAR) || !search.movable(from) {
        return None;
    }
    let (to, hit) = search.destination(from, die.value())?;
    search.apply(from, to, hit);
    let step = Step {
        from: from as u8,
        to: to as u8,
        die,
        hit,
    };
    let mut after = *pos;
    after.checkers[pos.turn] = search.mine;
    after.checkers[!pos.turn] = search.theirs;
    after.postillon[pos.turn] = search.postillon;
    Some((step, after))
}

/// The scratch state of one search.
struct Search<'a, G> {
    origin: Position,
    mine: Points,
    theirs: Points,
    postillon: Option<u8>,
    their_postillon: Option<u8>,
    dice: [Die; 4],
    n_dice: usize,
    /// Set for the second order of a mixed roll (lower die first).
    second_order: bool,
    /// The mover's checkers outside its home table (bar included): none, and it may bear off.
    outside: u8,
    /// The digests of the plays in `out`, to find repeats.
    seen: Seen,
    steps: [Step; 4],
    best_dice: usize,
    best_pips: u32,
    out: &'a mut Vec<LegalPlay>,
    game: PhantomData<G>,
}

impl<'a, G: Game> Search<'a, G> {
    fn new(pos: &Position, out: &'a mut Vec<LegalPlay>) -> Self {
        let me = pos.turn;
        let die = Die::ALL[0];
        Search {
            origin: *pos,
            mine: pos.checkers[me],
            theirs: pos.checkers[!me],
            postillon: pos.postillon[me],
            their_postillon: pos.postillon[!me],
            dice: [die; 4],
            n_dice: 0,
            second_order: false,
            outside: pos.checkers[me][7..=BAR].iter().sum(),
            seen: {
                let mut seen = SEEN.take();
                seen.clear();
                seen
            },
            steps: [Step {
                from: 0,
                to: 0,
                die,
                hit: false,
            }; 4],
            best_dice: 0,
            best_pips: 0,
            out,
            game: PhantomData,
        }
    }

    fn run(&mut self, dice: [Die; 4], n_dice: usize) {
        self.dice = dice;
        self.n_dice = n_dice;
        self.search(0, 24);
    }

    /// The mover's occupied points 1..=25 as bits.
    #[inline(always)]
    fn occupied(&self) -> u32 {
        let mut bits = 0u32;
        for (p, &n) in self.mine.iter().enumerate().skip(1) {
            bits |= u32::from(n > 0) << p;
        }
        bits
    }

    /// Whether the checker(s) on `from` may move: while a postillon travels, it alone moves.
    #[inline(always)]
    fn movable(&self, from: usize) -> bool {
        self.postillon.is_none_or(|p| usize::from(p) == from)
    }

    /// Where a checker on `from` lands with a die of `pips`, and whether it hits; `None` when
    /// the destination is closed or the checker may not bear off.
    #[inline(always)]
    fn destination(&self, from: usize, pips: u8) -> Option<(usize, bool)> {
        let pips = usize::from(pips);
        if from > pips {
            let to = from - pips;
            let theirs = self.theirs[usize::from(G::opposite(to as u8))];
            return match G::landing(theirs) {
                Landing::Open => Some((to, false)),
                Landing::Hit => Some((to, true)),
                Landing::Closed => None,
            };
        }
        // Bearing off: every checker home, the die exact or the checker the furthest one.
        if self.outside > 0 || G::bear_off_blocked(&self.theirs) {
            return None;
        }
        (from == pips || self.mine[from + 1..=6].iter().all(|&n| n == 0)).then_some((OFF, false))
    }

    #[inline(always)]
    fn apply(&mut self, from: usize, to: usize, hit: bool) {
        self.mine[from] -= 1;
        self.mine[to] += 1;
        if from > 6 && to <= 6 {
            self.outside -= 1;
        }
        if hit {
            let there = usize::from(G::opposite(to as u8));
            self.theirs[there] -= 1;
            self.theirs[BAR] += 1;
        }
        if self.postillon.is_some() {
            self.postillon = (to > 6).then_some(to as u8);
        }
    }

    #[inline(always)]
    fn undo(&mut self, from: usize, to: usize, hit: bool, postillon: Option<u8>) {
        self.mine[from] += 1;
        self.mine[to] -= 1;
        if from > 6 && to <= 6 {
            self.outside += 1;
        }
        if hit {
            let there = usize::from(G::opposite(to as u8));
            self.theirs[there] += 1;
            self.theirs[BAR] -= 1;
        }
        self.postillon = postillon;
    }

    /// Plays die number `depth` every way it can be played; returns whether it could be.
    fn search(&mut self, depth: usize, max_from: usize) -> bool {
        if depth == self.n_dice {
            return false;
        }
        let die = self.dice[depth];
        let pips = die.value();
        let double = self.n_dice > 1 && self.dice[0] == self.dice[1];
        // The occupied points this die may move from, as bits: the bar alone while a checker
        // is there, the postillon alone while it leads, else any point up to `max_from`.
        let mut sources = if self.mine[BAR] > 0 {
            1 << BAR
        } else {
            self.occupied() & ((2u32 << max_from) - 2)
        };
        if let Some(p) = self.postillon {
            sources &= 1 << p;
        }
        let mut used = false;
        while sources != 0 {
            let from = 31 - sources.leading_zeros() as usize;
            sources &= !(1 << from);
            let Some((to, hit)) = self.destination(from, pips) else {
                continue;
            };
            if self.repeats_first_order(depth, from, to) {
                used = true;
                continue;
            }
            let postillon = self.postillon;
            self.apply(from, to, hit);
            self.steps[depth] = Step {
                from: from as u8,
                to: to as u8,
                die,
                hit,
            };
            // After entering from the bar, or once a postillon stops leading, any checker may
            // follow; otherwise a double keeps to non-increasing sources.
            let next_max = if !double || from == BAR || postillon.is_some() {
                24
            } else {
                from
            };
            let continued = self.search(depth + 1, next_max);
            if G::CHECKS_TURN_END || !continued {
                self.save(depth + 1);
            }
            self.undo(from, to, hit, postillon);
            used = true;
        }
        used
    }

    /// Whether, in the second order of a mixed roll, moving `from`→`to` with the higher die
    /// after the lower one only repeats a play the first order made, which then needs no search
    /// and no lookup. Three cases, none with a postillon leading (it forbids reordering):
    /// - two different checkers, none entering from the bar (which must come first) and
    ///   neither bearing off (which the other could have allowed);
    /// - two checkers entering from the bar;
    /// - one checker, hitting nowhere, whose first-order route (higher die first) touches
    ///   down on an empty point, and which does not bear off.
    #[inline(always)]
    fn repeats_first_order(&self, depth: usize, from: usize, to: usize) -> bool {
        if !self.second_order || depth != 1 || self.origin.postillon[self.origin.turn].is_some() {
            return false;
        }
        let first = self.steps[0];
        let (first_from, first_to) = (usize::from(first.from), usize::from(first.to));
        if from != first_to {
            return (first_from != BAR && first_to != OFF && to != OFF)
                || (first_from == BAR && from == BAR);
        }
        let big = usize::from(self.dice[1].value());
        !first.hit
            && to != OFF
            && first_from > big
            && self.theirs[usize::from(G::opposite((first_from - big) as u8))] == 0
    }

    /// Records the first `n` steps as a candidate play.
    fn save(&mut self, n: usize) {
        if G::CHECKS_TURN_END
            && !G::turn_end_allowed(
                &self.mine,
                &self.theirs,
                self.their_postillon,
                self.origin.conventions,
            )
        {
            return;
        }
        let pips: u32 = self.steps[..n]
            .iter()
            .map(|s| u32::from(s.die.value()))
            .sum();
        if n < self.best_dice || pips < self.best_pips {
            return;
        }
        if n > self.best_dice || pips > self.best_pips {
            self.out.clear();
            self.seen.clear();
            self.best_dice = n;
            self.best_pips = pips;
        }
        let me = self.origin.turn;
        let (mine, theirs, postillon) = (&self.mine, &self.theirs, self.postillon);
        let out = &*self.out;
        let repeats = |i: usize| {
            let p = &out[i];
            p.after.checkers[me] == *mine
                && p.after.checkers[!me] == *theirs
                && p.after.postillon[me] == postillon
        };
        // Two sequences reach one position only when one checker's moves link up (8/5 5/3 is
        // also 6/3 8/6 when 6 was held): a step ends where another starts. Plays without such
        // a link change 2n distinct points and can equal only one another, which the first
        // order of a mixed roll and a double played by non-increasing sources never produce
        // twice. So only linked plays go through the table; unlinked ones of the second order
        // (entering, bearing off) are compared with the list; debug builds check the rest.
        let steps = &self.steps[..n];
        let linked = steps
            .iter()
            .any(|a| a.to != OFF as u8 && steps.iter().any(|b| b.from == a.to));
        if G::CHECKS_TURN_END || linked {
            let digest = digest(mine, theirs, postillon);
            if !self.seen.insert_new(digest, out.len(), repeats) {
                return;
            }
        } else if self.second_order {
            if (0..out.len()).any(repeats) {
                return;
            }
        } else {
            debug_assert!(
                !(0..out.len()).any(repeats),
                "an unlinked play repeats a position: {steps:?}"
            );
        }
        let (green, black) = match me {
            Side::Green => (self.mine, self.theirs),
            Side::Black => (self.theirs, self.mine),
        };
        let mut postillon = self.origin.postillon;
        postillon[me] = self.postillon;
        self.out.push(LegalPlay {
            play: Play::from_steps(&self.steps[..n]).unwrap_or_default(),
            after: Position {
                variant: G::VARIANT,
                checkers: BySide { green, black },
                postillon,
                turn: !me,
                conventions: self.origin.conventions,
            },
        });
    }
}

impl<G> Drop for Search<'_, G> {
    fn drop(&mut self) {
        SEEN.set(std::mem::take(&mut self.seen));
    }
}

thread_local! {
    /// Each thread's table of digests, kept between searches so that a search allocates nothing.
    static SEEN: std::cell::Cell<Seen> = std::cell::Cell::new(Seen::default());
}

/// The digests of the plays found so far: an open-addressing table from digest to index in
/// the output, emptied in O(1) by moving to a new generation.
#[derive(Default)]
struct Seen {
    generation: u32,
    /// Per slot: the generation that filled it, the output index, the digest.
    slots: Vec<(u32, u32, u64)>,
    len: usize,
}

impl Seen {
    const INITIAL_SLOTS: usize = 512;

    fn clear(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![(0, 0, 0); Self::INITIAL_SLOTS];
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.iter_mut().for_each(|s| s.0 = 0);
            self.generation = 1;
        }
        self.len = 0;
    }

    /// Records `digest` for output index `index`, in one probe, unless an entry with the same
    /// digest is, as `is_repeat` confirms, the same position: then returns `false`.
    fn insert_new(&mut self, digest: u64, index: usize, is_repeat: impl Fn(usize) -> bool) -> bool {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut slot = digest as usize & mask;
        loop {
            let (generation, i, d) = self.slots[slot];
            if generation != self.generation {
                self.slots[slot] = (self.generation, index as u32, digest);
                self.len += 1;
                return true;
            }
            if d == digest && is_repeat(i as usize) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        let generation = self.generation;
        self.slots = vec![(0, 0, 0); old.len() * 2];
        self.generation = 1;
        self.len = 0;
        for (g, i, d) in old {
            if g == generation {
                self.insert_new(d, i as usize, |_| false);
            }
        }
    }
}

/// A 64-bit digest of a resulting position, to find repeats quickly (equal digests are then
/// compared in full, so a collision never loses a play).
#[inline]
fn digest(mine: &Points, theirs: &Points, postillon: Option<u8>) -> u64 {
    #[inline]
    fn word(points: &Points, at: usize) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&points[at..at + 8]);
        u64::from_le_bytes(bytes)
    }
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let tail = u64::from(mine[24])
        | u64::from(mine[25]) << 8
        | u64::from(theirs[24]) << 16
        | u64::from(theirs[25]) << 24
        | u64::from(postillon.unwrap_or(0)) << 32;
    let words = [
        word(mine, 0),
        word(mine, 8),
        word(mine, 16),
        word(theirs, 0),
        word(theirs, 8),
        word(theirs, 16),
    ];
    let mut h = tail;
    for w in words {
        h = (h ^ w).wrapping_mul(K).rotate_left(29);
    }
    h ^ (h >> 32)
}
