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
    steps: [Step; 4],
    best_dice: usize,
    best_pips: u32,
    seen: Seen,
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
            steps: [Step {
                from: 0,
                to: 0,
                die,
                hit: false,
            }; 4],
            best_dice: 0,
            best_pips: 0,
            seen: {
                let mut seen = SEEN.take();
                seen.clear();
                seen
            },
            out,
            game: PhantomData,
        }
    }

    fn run(&mut self, dice: [Die; 4], n_dice: usize) {
        self.dice = dice;
        self.n_dice = n_dice;
        self.search(0, 24);
    }

    /// Whether the checker(s) on `from` may move: while a postillon travels, it alone moves.
    #[inline]
    fn movable(&self, from: usize) -> bool {
        self.postillon.is_none_or(|p| usize::from(p) == from)
    }

    /// Where a checker on `from` lands with a die of `pips`, and whether it hits; `None` when
    /// the destination is closed or the checker may not bear off.
    #[inline]
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

    #[inline]
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

    #[inline]
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
        let double = self.n_dice == 4;
        let sources = if self.mine[BAR] > 0 {
            BAR..=BAR
        } else {
            1..=max_from
        };
        let mut used = false;
        for from in sources.rev() {
            if self.mine[from] == 0 || !self.movable(from) {
                continue;
            }
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
    /// after the lower one only repeats a play the first order made: two different checkers,
    /// neither bearing off (which the other could have allowed), and no postillon leading
    /// (which forbids the first order's move). Skipping these halves the work of a mixed roll.
    #[inline]
    fn repeats_first_order(&self, depth: usize, from: usize, to: usize) -> bool {
        let first = self.steps[0];
        self.second_order
            && depth == 1
            && from != usize::from(first.to)
            && first.to != OFF as u8
            && to != OFF
            && self.origin.postillon[self.origin.turn].is_none()
    }

    /// Records the first `n` steps as a candidate play.
    fn save(&mut self, n: usize) {
        if G::CHECKS_TURN_END && !G::turn_end_allowed(&self.mine, &self.theirs, self.their_postillon)
        {
            return;
        }
        let pips: u32 = self.steps[..n].iter().map(|s| u32::from(s.die.value())).sum();
        if n < self.best_dice || pips < self.best_pips {
            return;
        }
        if n > self.best_dice || pips > self.best_pips {
            self.out.clear();
            self.seen.clear();
            self.best_dice = n;
            self.best_pips = pips;
        }
        let key = key(&self.mine, &self.theirs, self.postillon);
        let me = self.origin.turn;
        let (mine, theirs, postillon) = (&self.mine, &self.theirs, self.postillon);
        let out = &*self.out;
        let is_repeat = |i: usize| {
            let after = &out[i].after;
            after.checkers[me] == *mine
                && after.checkers[!me] == *theirs
                && after.postillon[me] == postillon
        };
        if !self.seen.insert(key, out.len(), is_repeat) {
            return;
        }
        let mut after = self.origin;
        after.checkers[me] = self.mine;
        after.checkers[!me] = self.theirs;
        after.postillon[me] = self.postillon;
        after.turn = !me;
        self.out.push(LegalPlay {
            play: Play::from_steps(&self.steps[..n]).unwrap_or_default(),
            after,
        });
    }
}

impl<G> Drop for Search<'_, G> {
    fn drop(&mut self) {
        SEEN.set(std::mem::take(&mut self.seen));
    }
}

thread_local! {
    /// The table of one thread's searches, kept between calls so a search allocates nothing.
    static SEEN: std::cell::Cell<Seen> = std::cell::Cell::new(Seen::default());
}

/// The resulting positions found so far: an open-addressing table of digests pointing into
/// the output, emptied in O(1) by moving to a new generation.
#[derive(Default)]
struct Seen {
    generation: u32,
    /// Per slot: the generation that filled it, and the output index it points to.
    slots: Vec<(u32, u32)>,
    keys: Vec<u64>,
    len: usize,
}

impl Seen {
    const INITIAL_SLOTS: usize = 1024;

    fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.iter_mut().for_each(|s| s.0 = 0);
            self.generation = 1;
        }
        self.keys.clear();
        self.len = 0;
    }

    /// Adds the position with digest `key`, to be stored at output index `index`, unless
    /// `is_repeat` says an entry with the same digest is that very position.
    fn insert(&mut self, key: u64, index: usize, is_repeat: impl Fn(usize) -> bool) -> bool {
        if self.slots.is_empty() {
            self.slots = vec![(0, 0); Self::INITIAL_SLOTS];
            self.generation = 1;
        }
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut slot = Self::home(key, mask);
        loop {
            let (generation, i) = self.slots[slot];
            if generation != self.generation {
                self.slots[slot] = (self.generation, index as u32);
                self.keys.push(key);
                self.len += 1;
                return true;
            }
            if self.keys[i as usize] == key && is_repeat(i as usize) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// The first slot to try: the digest's high bits, which its multiplications mix best.
    fn home(key: u64, mask: usize) -> usize {
        ((key ^ (key >> 29)) >> 16) as usize & mask
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        self.slots = vec![(0, 0); size];
        self.generation = 1;
        let mask = size - 1;
        for (i, &key) in self.keys.iter().enumerate() {
            let mut slot = Self::home(key, mask);
            while self.slots[slot].0 == 1 {
                slot = (slot + 1) & mask;
            }
            self.slots[slot] = (1, i as u32);
        }
    }
}

/// A 64-bit digest of a resulting position, to find repeats quickly (equal digests are then
/// compared in full, so a collision never loses a play).
#[inline]
fn key(mine: &Points, theirs: &Points, postillon: Option<u8>) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = u64::from(postillon.unwrap_or(0));
    for chunk in [mine, theirs] {
        let (a, rest) = chunk.split_at(8);
        let (b, rest) = rest.split_at(8);
        let (c, d) = rest.split_at(8);
        for word in [
            u64::from_le_bytes(a.try_into().unwrap_or_default()),
            u64::from_le_bytes(b.try_into().unwrap_or_default()),
            u64::from_le_bytes(c.try_into().unwrap_or_default()),
            u64::from(u16::from_le_bytes(d.try_into().unwrap_or_default())),
        ] {
            h = (h.rotate_left(5) ^ word).wrapping_mul(K);
        }
    }
    h
}
