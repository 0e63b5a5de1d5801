//! Legal-play generation, written once for every game (`rules.md` §2 "Dice usage", §3): the
//! plays with the positions they lead to, or the positions alone (all the computer opponent
//! needs of a roll), found by one search.
//!
//! The plays come one per resulting position, each the first way to reach it in GNU
//! Backgammon's order (the higher die first, sources from the highest point down), so that
//! notations agree with gnubg's. The mover's checkers are one byte per point plus a mask of
//! occupied points; what the opponent's checkers allow (where the mover may land, where it
//! hits) is worked out once per turn as masks, so that the sources a die can move from are one
//! shift and one `and`. Repeats are never looked up: the search visits each resulting position
//! once, by these facts about a mixed roll, whose two moves are "the higher die from `b`" and
//! "the lower die from `a`":
//! - the position depends only on `(b, a)`, whichever die went first;
//! - two pairs lead to the same position only when one checker plays both dice, by either
//!   intermediate point, touching down on no lone opposing checker (`(x, x-big)` and
//!   `(x-small, x)`), or when two checkers bear off each with either die;
//! - without a postillon leading, a pair the lower die can start is one the higher die can
//!   start too exactly when the higher die's move from `b` is legal before the turn (it is not
//!   when the lower die enters from the bar, brings the last checker home, empties the
//!   highest point, or puts a checker on `b`); and when the lower die starts by bearing off,
//!   the higher die bears off after it, two bear-offs the other order made too.
//!
//! Doubles move checkers in non-increasing order of source point (the next source is free
//! again after a checker enters from the bar or the postillon moves), which visits every set
//! of sources once, and two different sets never lead to one position. While a postillon leads (the start of a Jacquet
//! game) a mixed roll compares its second order with the short list the first one made.
//!
//! A play is kept if, in Jacquet, the turn may end on it, and if it uses as many dice as any
//! other such play (and, for one die of a mixed roll, the higher die when it can).

use super::dice::{Dice, Die};
use super::game::{BAR, Game, Landing, OFF, Points};
use super::general;
use super::moves::{Play, Step};
use super::position::Position;
use super::ruleset::FastPath;
use super::side::Side;
use super::variant::backgammon::Backgammon;
use super::variant::jacquet::Jacquet;

/// A legal play and the position it leads to, the opponent then on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalPlay {
    /// The checker moves, in an order in which they can be made.
    pub play: Play,
    /// The position after the play, with the opponent on roll.
    pub after: Position,
}

impl Position {
    /// Every legal play for `dice`, one per distinct resulting position; empty when the side
    /// on roll cannot move (the turn passes) or the game is over.
    #[must_use]
    pub fn legal_plays(&self, dice: Dice) -> Vec<LegalPlay> {
        let mut out = Vec::new();
        self.legal_plays_into(dice, &mut out);
        out
    }

    /// [`Position::legal_plays`] into a reused buffer, for hot loops.
    pub fn legal_plays_into(&self, dice: Dice, out: &mut Vec<LegalPlay>) {
        match self.variant.fast() {
            Some(FastPath::Backgammon) => generate::<Backgammon, _>(self, dice, out),
            Some(FastPath::Jacquet) => generate::<Jacquet, _>(self, dice, out),
            None => *out = general::plays(self, &general::dice_of(self.rules(), dice)),
        }
    }

    /// The position after each legal play for `dice`, the opponent on roll: the `after` of
    /// [`Position::legal_plays`], in the same order, without the moves, which makes it the
    /// faster of the two. Empty when the side on roll cannot move or the game is over.
    ///
    /// ```
    /// use tablier::rules::{Dice, Position, Side, Variant};
    ///
    /// let start = Position::start(Variant::Backgammon, Side::Green);
    /// let dice = Dice::from_values(3, 1).unwrap();
    /// let afters: Vec<Position> = start.legal_plays(dice).iter().map(|p| p.after).collect();
    /// assert_eq!(start.positions_after(dice), afters);
    /// ```
    #[must_use]
    pub fn positions_after(&self, dice: Dice) -> Vec<Position> {
        let mut out = Vec::new();
        self.positions_after_into(dice, &mut out);
        out
    }

    /// [`Position::positions_after`] into a reused buffer, for hot loops.
    pub fn positions_after_into(&self, dice: Dice, out: &mut Vec<Position>) {
        match self.variant.fast() {
            Some(FastPath::Backgammon) => generate::<Backgammon, _>(self, dice, out),
            Some(FastPath::Jacquet) => generate::<Jacquet, _>(self, dice, out),
            None => {
                out.clear();
                let dice = general::dice_of(self.rules(), dice);
                out.extend(general::plays(self, &dice).into_iter().map(|p| p.after));
            }
        }
    }

    /// The legal plays for what is left of a roll: one die, two different dice, or two to four
    /// equal dice (as when part of a turn has been played). Empty for any other list. An end
    /// decided on the board within the turn (Plakoto's mother) is judged when the turn is
    /// over, so it does not stop these plays.
    #[must_use]
    pub fn legal_plays_for_dice(&self, dice: &[Die]) -> Vec<LegalPlay> {
        let mut out = Vec::new();
        match self.variant.fast() {
            Some(FastPath::Backgammon) => generate_for_dice::<Backgammon>(self, dice, &mut out),
            Some(FastPath::Jacquet) => generate_for_dice::<Jacquet>(self, dice, &mut out),
            None => out = general::rest_of_turn(self, dice),
        }
        out
    }

    /// Every legal play by the general generator, whatever the game: the reference the fast
    /// search is checked against.
    #[must_use]
    pub fn legal_plays_general(&self, dice: Dice) -> Vec<LegalPlay> {
        general::plays(self, &general::dice_of(self.rules(), dice))
    }

    /// The position these steps lead to, one after the other, the opponent then on roll:
    /// each step by its die, or a move without dice as its whole legal move (a
    /// Grasshopper wall borne off is two steps). `None` when a step cannot be made.
    #[must_use]
    pub fn after_steps(&self, steps: &[Step]) -> Option<Position> {
        if self.rules().hooks.plays.is_some() {
            // A game with its own plays (Catch me): the play of some roll with these steps.
            return Dice::all()
                .into_iter()
                .flat_map(|dice| self.legal_plays(dice))
                .find(|p| p.play.steps() == steps)
                .map(|p| p.after);
        }
        if steps.first().is_some_and(|s| s.die.is_none()) {
            return self
                .legal_moves_without_dice()
                .into_iter()
                .find(|p| p.play.steps() == steps)
                .map(|p| p.after);
        }
        let mut pos = *self;
        for step in steps {
            pos = pos.try_step(step.from, step.die?)?.1;
        }
        Some(pos.with_turn(!self.turn))
    }

    /// Every legal move of a game played without dice (Grasshopper), one per resulting
    /// position; empty in a game with dice, or when the side on roll cannot move.
    #[must_use]
    pub fn legal_moves_without_dice(&self) -> Vec<LegalPlay> {
        match self.rules().hooks.moves {
            Some(moves) if self.outcome().is_none() => moves(self),
            _ => Vec::new(),
        }
    }

    /// Moves one checker of the side on roll from `from` with `die`, if the rules of a single
    /// step allow it (the dice-usage rules of the whole turn are not judged here).
    #[must_use]
    pub fn try_step(&self, from: u8, die: Die) -> Option<(Step, Position)> {
        general::try_step(self, from, die)
    }

    /// Moves one checker of the side on roll backward from `from` with `die`, in a game that
    /// allows it (À l'arrière); `None` elsewhere.
    #[must_use]
    pub fn try_step_backward(&self, from: u8, die: Die) -> Option<(Step, Position)> {
        general::try_step_backward(self, from, die)
    }

    /// Makes `step` again from this position: forward, or backward where it goes up the
    /// mover's numbering (À l'arrière).
    #[must_use]
    pub fn redo_step(&self, step: &Step) -> Option<Position> {
        let die = step.die?;
        let found = if step.to > step.from {
            self.try_step_backward(step.from, die)
        } else {
            self.try_step(step.from, die)
        };
        found.map(|(_, after)| after)
    }
}

/// The search behind [`Position::legal_plays`] and [`Position::positions_after`].
fn generate<G: Game, T: Entry>(pos: &Position, dice: Dice, out: &mut Vec<T>) {
    out.clear();
    if pos.outcome().is_some() {
        return;
    }
    let mut reach = Reach::<G, T>::new(pos, out);
    match dice {
        Dice::Mixed { big, small } => reach.mixed(big, small),
        Dice::Double(d) => {
            reach.double(d, 0, 24);
        }
    }
}

fn generate_for_dice<G: Game>(pos: &Position, dice: &[Die], out: &mut Vec<LegalPlay>) {
    out.clear();
    if pos.outcome().is_some() || dice.is_empty() || dice.len() > 4 {
        return;
    }
    let all_equal = dice.iter().all(|&d| d == dice[0]);
    match (dice, all_equal) {
        ([a, b], false) => generate::<G, _>(pos, Dice::new(*a, *b), out),
        (_, true) => {
            let mut reach = Reach::<G, LegalPlay>::new(pos, out);
            reach.dice = dice.len();
            reach.double(dice[0], 0, 24);
        }
        _ => {}
    }
}

/// The mask of point `p`.
#[inline(always)]
const fn bit(p: usize) -> u32 {
    1 << p
}

/// Points 1..=6, the mover's home table.
const HOME: u32 = 0b111_1110;
/// Points 1..=24, the board.
const BOARD: u32 = 0x1FF_FFFE;

/// The points (0..=25) holding at least `n` checkers (1 to 127), eight points at a time:
/// adding `128 - n` to a count sets its high bit exactly when the count reaches `n`, and
/// counts below 128 carry nothing into their neighbours.
#[inline(always)]
fn holding(points: &Points, n: u8) -> u32 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut mask = 0;
    for first in (0..points.len()).step_by(8) {
        let mut word = [0; 8];
        let end = points.len().min(first + 8);
        word[..end - first].copy_from_slice(&points[first..end]);
        let high = (u64::from_le_bytes(word) + ONES * u64::from(128 - n)) & ONES << 7;
        // The eight high bits, gathered into the top byte by one multiplication.
        let byte = (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        mask |= (byte as u32) << first;
    }
    mask
}

/// The set bits of a mask, highest first: the order in which the plays are found.
struct Highest(u32);

impl Iterator for Highest {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let p = 31 - self.0.leading_zeros() as usize;
        self.0 &= !bit(p);
        Some(p)
    }
}

/// What a move changed besides the checker counts, to put back.
#[derive(Clone, Copy)]
struct Undo {
    from: usize,
    to: usize,
    occupied: u32,
    outside: u8,
    hits: u32,
    postillon: Option<u8>,
}

/// One search: what the opponent's checkers allow, fixed for the turn; the entry of the
/// moves made so far, changed in place move by move and put back; and the list it fills.
///
/// Each result is a copy of that entry with its last move written in: the search's board is
/// the entry's own, so a result is one block copy and a few bytes stored, never a board
/// rebuilt move by move. The last move's counts are read from the entry before the copy and
/// stored after it, never changed in the copy: changing bytes just copied as a block stalls
/// the processor until the copy is written.
struct Reach<'a, G, T> {
    /// Points 1..=24 where the mover may land or touch down.
    open: u32,
    /// Points where landing hits a lone opposing checker.
    blots: u32,
    /// Whether the opponent's checkers let the mover bear off once all its checkers are home:
    /// asked once, as the only games that forbid it ([`Game::bear_off_blocked`]) do not hit.
    may_bear_off: bool,
    me: Side,
    /// The position before the turn with the moves so far made on it, the opponent on roll,
    /// and (for plays) those moves.
    made: T,
    /// Points 1..=25 holding a checker of the mover.
    occupied: u32,
    /// The mover's checkers on 7..=25: bearing off waits until there are none.
    outside: u8,
    /// Points where a lone opposing checker was hit this turn (it is on the bar now).
    hits: u32,
    postillon: Option<u8>,
    /// How many dice a double may play: four, or fewer when part of the turn is played.
    dice: usize,
    /// How many dice the entries of a double in `out` use: the most any allowed play uses.
    best: usize,
    out: &'a mut Vec<T>,
    game: std::marker::PhantomData<G>,
}

impl<'a, G: Game, T: Entry> Reach<'a, G, T> {
    fn new(pos: &Position, out: &'a mut Vec<T>) -> Self {
        let me = pos.turn;
        let theirs = &pos.checkers[!me];
        // A point's landing by its count, the counts taken as masks: every count from two
        // up receives a checker as two does.
        debug_assert_eq!(G::landing(0), Landing::Open, "an empty point is open");
        debug_assert!((3..=30).all(|n| G::landing(n) == G::landing(2)));
        let (one, two) = (holding(theirs, 1), holding(theirs, 2));
        let by_landing = |landing| {
            let lone = if G::landing(1) == landing {
                one & !two
            } else {
                0
            };
            let held = if G::landing(2) == landing { two } else { 0 };
            G::opposite_points(lone | held)
        };
        debug_assert!(
            !G::HITS || !G::bear_off_blocked(theirs),
            "see `may_bear_off`"
        );
        let mine = &pos.checkers[me];
        Reach {
            open: BOARD & !by_landing(Landing::Closed),
            blots: by_landing(Landing::Hit),
            may_bear_off: !G::bear_off_blocked(theirs),
            me,
            made: T::before(pos.with_turn(!me)),
            occupied: holding(mine, 1) & !bit(OFF),
            outside: mine[7..=BAR].iter().sum(),
            hits: 0,
            postillon: pos.postillon[me],
            dice: 4,
            best: 0,
            out,
            game: std::marker::PhantomData,
        }
    }

    /// The points a die of `pips` can move a checker from, none above `max_from` unless it
    /// is on the bar: the bar alone while a checker is there, the postillon alone while it
    /// leads; a checker bears off with the exact die, or from the highest point with a
    /// higher one.
    #[inline(always)]
    fn movable(&self, pips: u8, max_from: usize) -> u32 {
        let mut sources = if self.occupied & bit(BAR) != 0 {
            bit(BAR)
        } else {
            self.occupied & (bit(max_from + 1) - 2)
        };
        if let Some(p) = self.postillon {
            sources &= bit(usize::from(p));
        }
        let pips = usize::from(pips);
        let mut movable = (self.open << pips) & sources;
        let home = self.occupied & HOME;
        if self.outside == 0 && self.may_bear_off && home != 0 {
            let highest = 31 - home.leading_zeros() as usize;
            movable |= sources
                & if highest <= pips {
                    bit(highest)
                } else {
                    home & bit(pips)
                };
        }
        movable
    }

    /// The move from `from` with `die`, which [`Reach::movable`] allowed: where it stops,
    /// and the point where it hits (as a mask, empty if it does not).
    #[inline(always)]
    fn move_to(&self, from: usize, die: Die) -> (usize, u32) {
        let to = from.saturating_sub(usize::from(die.value()));
        (to, bit(to) & self.blots & !self.hits)
    }

    /// Makes the move from `from` with `die`, which [`Reach::movable`] allowed, as move
    /// number `depth`; a lone opposing checker where it lands is hit.
    #[inline(always)]
    fn apply(&mut self, depth: usize, from: usize, die: Die) -> Undo {
        let (to, hit) = self.move_to(from, die);
        let undo = Undo {
            from,
            to,
            occupied: self.occupied,
            outside: self.outside,
            hits: self.hits,
            postillon: self.postillon,
        };
        let me = self.me;
        let after = self.made.after_mut();
        let mine = &mut after.checkers[me];
        mine[from] -= 1;
        if mine[from] == 0 {
            self.occupied &= !bit(from);
        }
        mine[to] += 1;
        if hit != 0 {
            let theirs = &mut after.checkers[!me];
            theirs[usize::from(G::opposite(to as u8))] -= 1;
            theirs[BAR] += 1;
        }
        self.occupied |= bit(to) & !bit(OFF);
        if from > 6 && to <= 6 {
            self.outside -= 1;
        }
        self.hits |= hit;
        if self.postillon.is_some() {
            self.postillon = (to > 6).then_some(to as u8);
        }
        if T::STEPS {
            self.made.set_step(depth, step(from, to, die, hit));
        }
        undo
    }

    #[inline(always)]
    fn undo(&mut self, undo: Undo) {
        let me = self.me;
        let after = self.made.after_mut();
        after.checkers[me][undo.to] -= 1;
        after.checkers[me][undo.from] += 1;
        if self.hits != undo.hits {
            let theirs = &mut after.checkers[!me];
            theirs[usize::from(G::opposite(undo.to as u8))] += 1;
            theirs[BAR] -= 1;
        }
        self.occupied = undo.occupied;
        self.outside = undo.outside;
        self.hits = undo.hits;
        self.postillon = undo.postillon;
    }

    /// Adds the entry of the moves made, `n` of them, unless the game forbids ending the
    /// turn there; returns whether it did.
    #[inline(always)]
    fn push(&mut self, n: usize) -> bool {
        self.copy_made();
        let entry = self.out.last_mut().expect("just pushed");
        entry.after_mut().postillon[self.me] = self.postillon;
        entry.set_len(n);
        self.allowed()
    }

    /// Adds a copy of the entry of the moves made.
    #[inline(always)]
    fn copy_made(&mut self) {
        // Copied straight from the search into the list: `push` would take the entry by
        // value, which in the recursion of doubles went through the stack, written there in
        // overlapping pieces and read back across two of them, a stall at every entry.
        self.out.extend_from_slice(std::slice::from_ref(&self.made));
    }

    /// Whether the game lets the turn end on the last entry; drops it if not.
    #[inline(always)]
    fn allowed(&mut self) -> bool {
        if G::CHECKS_TURN_END {
            let me = self.me;
            let after = self.out.last().expect("just listed").after();
            if !G::turn_end_allowed(
                &after.checkers[me],
                &after.checkers[!me],
                after.postillon[!me],
                after.conventions,
            ) {
                self.out.pop();
                return false;
            }
        }
        true
    }

    /// Adds the entry of the `depth` moves made and a last one from `from` with `die`,
    /// which [`Reach::movable`] allowed; returns whether it did, as [`Reach::push`].
    ///
    /// The last move of a play is never made on the search's entry: most moves searched are
    /// last moves, and making and taking back each was a good part of the search's time
    /// (issue 33). Its counts are worked out from the entry and stored into the copy.
    #[inline(always)]
    fn push_last(&mut self, depth: usize, from: usize, die: Die) -> bool {
        let (to, hit) = self.move_to(from, die);
        let me = self.me;
        let before = self.made.after();
        let (from_count, to_count) = (before.checkers[me][from] - 1, before.checkers[me][to] + 1);
        let struck = usize::from(G::opposite(to as u8));
        let theirs = &before.checkers[!me];
        let (struck_count, bar_count) = (theirs[struck].wrapping_sub(1), theirs[BAR] + 1);
        let postillon = self.postillon.and_then(|_| (to > 6).then_some(to as u8));
        self.copy_made();
        let entry = self.out.last_mut().expect("just pushed");
        let after = entry.after_mut();
        after.checkers[me][from] = from_count;
        after.checkers[me][to] = to_count;
        if hit != 0 {
            after.checkers[!me][struck] = struck_count;
            after.checkers[!me][BAR] = bar_count;
        }
        after.postillon[me] = postillon;
        entry.set_len(depth + 1);
        if T::STEPS {
            entry.set_step(depth, step(from, to, die, hit));
        }
        self.allowed()
    }

    /// A mixed roll: both dice, the higher first then the lower first; else the higher die
    /// alone; else the lower alone.
    fn mixed(&mut self, big: Die, small: Die) {
        let (b_pips, s_pips) = (usize::from(big.value()), usize::from(small.value()));
        let big_first = self.movable(big.value(), 24);
        let small_first = self.movable(small.value(), 24);
        // The points `x` whose checker played the higher die and then the lower one from
        // where it stopped (`x-big`), the route `(x-small, x)` may repeat.
        let mut routes = 0u32;
        for b in Highest(big_first) {
            let undo = self.apply(0, b, big);
            for a in Highest(self.movable(small.value(), 24)) {
                // 8/5 5/3 and 6/3 8/6 (6 held, 3-2) are one position unless 8/5 hit on 5.
                if a == b + s_pips && routes & bit(a) != 0 && self.blots & bit(a - b_pips) == 0 {
                    continue;
                }
                if a + b_pips == b {
                    routes |= bit(b);
                }
                self.push_last(1, a, small);
            }
            self.undo(undo);
        }
        if self.postillon.is_some() {
            // The postillon moves first whichever die it takes, so the other order may
            // repeat anything: compare with the (short) list.
            let listed = self.out.len();
            for a in Highest(small_first) {
                let undo = self.apply(0, a, small);
                for b in Highest(self.movable(big.value(), 24)) {
                    if self.push_last(1, b, big) {
                        let (last, before) = self.out.split_last().expect("just pushed");
                        if before[..listed].iter().any(|e| e.after() == last.after()) {
                            self.out.pop();
                        }
                    }
                }
                self.undo(undo);
            }
        } else {
            for a in Highest(small_first) {
                if a <= s_pips {
                    // The lower die bears off from `a`: the higher die then bears off from
                    // no higher, and the other order made the same two bear-offs.
                    break;
                }
                let undo = self.apply(0, a, small);
                // Sources the higher die had before the turn: the other order played them.
                for b in Highest(self.movable(big.value(), 24) & !big_first) {
                    if b + s_pips == a
                        && routes & bit(a) != 0
                        && self.blots & (bit(a - b_pips) | bit(b)) == 0
                    {
                        continue;
                    }
                    self.push_last(1, b, big);
                }
                self.undo(undo);
            }
        }
        if self.out.is_empty() {
            for b in Highest(big_first) {
                self.push_last(0, b, big);
            }
        }
        if self.out.is_empty() {
            for a in Highest(small_first) {
                self.push_last(0, a, small);
            }
        }
    }

    /// Drops every entry but the last, which uses `dice` dice, more than they did.
    fn keep_only_last(&mut self, dice: usize) {
        let last = self.out.pop().expect("just pushed");
        self.out.clear();
        self.out.push(last);
        self.best = dice;
    }

    /// A double, die number `depth` onwards, from sources no higher than `max_from`; keeps
    /// the positions that use the most dice. Returns whether this die could be played.
    fn double(&mut self, die: Die, depth: usize, max_from: usize) -> bool {
        if depth == self.dice {
            return false;
        }
        let sources = self.movable(die.value(), max_from);
        if depth + 1 == self.dice {
            // The last die: nothing can follow, and no shorter play is kept beside these.
            for from in Highest(sources) {
                if self.push_last(depth, from, die) && depth + 1 > self.best {
                    self.keep_only_last(depth + 1);
                }
            }
            return sources != 0;
        }
        let mut played = false;
        for from in Highest(sources) {
            // After entering, or once the postillon stops leading, any checker may follow.
            let next_max = if from == BAR || self.postillon.is_some() {
                24
            } else {
                from
            };
            let undo = self.apply(depth, from, die);
            let continued = self.double(die, depth + 1, next_max);
            if (G::CHECKS_TURN_END || !continued)
                && depth + 1 >= self.best
                && self.push(depth + 1)
                && depth + 1 > self.best
            {
                self.keep_only_last(depth + 1);
            }
            self.undo(undo);
            played = true;
        }
        played
    }
}

/// The step from `from` to `to` with `die`, hitting where `hit` (a mask) is not empty.
#[inline(always)]
fn step(from: usize, to: usize, die: Die, hit: u32) -> Step {
    Step {
        from: from as u8,
        to: to as u8,
        die: Some(die),
        hit: hit != 0,
        pin: false,
    }
}

/// What the search lists for each result: the play with its position, or the position alone.
trait Entry: Copy {
    /// Whether the entry lists each move with its die and hit.
    const STEPS: bool;
    /// The entry of no move yet from `before`, the opponent on roll.
    fn before(before: Position) -> Self;
    fn after(&self) -> &Position;
    fn after_mut(&mut self) -> &mut Position;
    /// Sets the entry's step number `i`, if it lists its steps.
    fn set_step(&mut self, i: usize, step: Step);
    /// Sets how many steps the entry's play has, if it lists them.
    fn set_len(&mut self, n: usize);
}

impl Entry for Position {
    const STEPS: bool = false;
    #[inline(always)]
    fn before(before: Position) -> Self {
        before
    }
    #[inline(always)]
    fn after(&self) -> &Position {
        self
    }
    #[inline(always)]
    fn after_mut(&mut self) -> &mut Position {
        self
    }
    #[inline(always)]
    fn set_step(&mut self, _: usize, _: Step) {}
    #[inline(always)]
    fn set_len(&mut self, _: usize) {}
}

impl Entry for LegalPlay {
    const STEPS: bool = true;
    #[inline(always)]
    fn before(before: Position) -> Self {
        LegalPlay {
            play: Play::new(),
            after: before,
        }
    }
    #[inline(always)]
    fn after(&self) -> &Position {
        &self.after
    }
    #[inline(always)]
    fn after_mut(&mut self) -> &mut Position {
        &mut self.after
    }
    #[inline(always)]
    fn set_step(&mut self, i: usize, step: Step) {
        self.play.set_step(i, step);
    }
    #[inline(always)]
    fn set_len(&mut self, n: usize) {
        self.play.set_len(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mask_of_points_holding_n_checkers_agrees_with_the_counts() {
        let mut points: Points = [0; 26];
        for (p, n) in points.iter_mut().enumerate() {
            *n = ((p * 7 + 3) % 17) as u8;
        }
        points[25] = 15;
        for n in 1..=16 {
            let expected = (0..26)
                .filter(|&p| points[p] >= n)
                .fold(0, |m, p| m | bit(p));
            assert_eq!(holding(&points, n), expected, "at least {n}");
        }
    }

    #[test]
    fn the_opposite_of_a_set_of_points_is_the_set_of_their_opposites() {
        fn check<G: Game>() {
            for p in 1..=24u8 {
                let one = bit(usize::from(p));
                assert_eq!(G::opposite_points(one), bit(usize::from(G::opposite(p))));
            }
            assert_eq!(G::opposite_points(bit(0) | bit(BAR)), 0);
            assert_eq!(G::opposite_points(BOARD), BOARD);
        }
        check::<Backgammon>();
        check::<Jacquet>();
    }
}
