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
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// The points (0..=25) holding a checker.
#[inline(always)]
fn occupied(points: &Points) -> u32 {
    let mut mask = 0;
    for (p, &n) in points.iter().enumerate() {
        mask |= u32::from(n > 0) << p;
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

/// One search: what the opponent's checkers allow, fixed for the turn; the mover's checkers,
/// changed in place move by move and put back; and the list it fills.
///
/// A result is written as the position before the turn with the moves made on it, never as
/// a copy of the board the search changes byte by byte: reading back freshly written bytes as
/// a block stalls the processor, which had made copying boards the main cost.
struct Reach<'a, G, T> {
    /// Points 1..=24 where the mover may land or touch down.
    open: u32,
    /// Points where landing hits a lone opposing checker.
    blots: u32,
    /// Whether the opponent's checkers let the mover bear off once all its checkers are home:
    /// asked once, as the only games that forbid it ([`Game::bear_off_blocked`]) do not hit.
    may_bear_off: bool,
    me: Side,
    /// The position before the turn, the opponent on roll: each result is this, changed.
    template: Position,
    mine: Points,
    /// Points 1..=25 holding a checker of the mover.
    occupied: u32,
    /// The mover's checkers on 7..=25: bearing off waits until there are none.
    outside: u8,
    /// Points where a lone opposing checker was hit this turn (it is on the bar now).
    hits: u32,
    postillon: Option<u8>,
    /// The moves made so far, as (from, to).
    moves: [(u8, u8); 4],
    /// The same with their dice and hits, kept only for entries that list them.
    steps: [Step; 4],
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
        // Only the points the opponent holds can be other than open.
        debug_assert_eq!(G::landing(0), Landing::Open, "an empty point is open");
        // Every point in turn, without a branch: which opposing points are taken was as
        // hard to predict as it was to test.
        let (mut open, mut blots) = (BOARD, 0);
        for (q, &count) in theirs.iter().enumerate().take(25).skip(1) {
            let p = bit(usize::from(G::opposite(q as u8)));
            let landing = G::landing(count);
            blots |= p * u32::from(landing == Landing::Hit);
            open &= !(p * u32::from(landing == Landing::Closed));
        }
        debug_assert!(
            !G::HITS || !G::bear_off_blocked(theirs),
            "see `may_bear_off`"
        );
        let mine = pos.checkers[me];
        let occupied = occupied(&mine) & !bit(OFF);
        Reach {
            open,
            blots,
            may_bear_off: !G::bear_off_blocked(theirs),
            me,
            template: pos.with_turn(!me),
            mine,
            occupied,
            outside: mine[7..=BAR].iter().sum(),
            hits: 0,
            postillon: pos.postillon[me],
            moves: [(0, 0); 4],
            steps: [Step::new(0, 0, Die::ALL[0]); 4],
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
        let mut sources = if self.mine[BAR] > 0 {
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

    /// Moves a checker from `from` with `die`, which [`Reach::movable`] allowed, as move
    /// number `depth`; a lone opposing checker where it lands is hit.
    #[inline(always)]
    fn apply(&mut self, depth: usize, from: usize, die: Die) -> Undo {
        let to = from.saturating_sub(usize::from(die.value()));
        let undo = Undo {
            from,
            to,
            occupied: self.occupied,
            outside: self.outside,
            hits: self.hits,
            postillon: self.postillon,
        };
        self.moves[depth] = (from as u8, to as u8);
        if T::STEPS {
            self.steps[depth] = Step {
                from: from as u8,
                to: to as u8,
                die: Some(die),
                hit: bit(to) & self.blots & !self.hits != 0,
                pin: false,
            };
        }
        self.mine[from] -= 1;
        if self.mine[from] == 0 {
            self.occupied &= !bit(from);
        }
        self.mine[to] += 1;
        self.occupied |= bit(to) & !bit(OFF);
        if from > 6 && to <= 6 {
            self.outside -= 1;
        }
        self.hits |= bit(to) & self.blots;
        if self.postillon.is_some() {
            self.postillon = (to > 6).then_some(to as u8);
        }
        undo
    }

    #[inline(always)]
    fn undo(&mut self, undo: Undo) {
        self.mine[undo.to] -= 1;
        self.mine[undo.from] += 1;
        self.occupied = undo.occupied;
        self.outside = undo.outside;
        self.hits = undo.hits;
        self.postillon = undo.postillon;
    }

    /// Adds the entry for the first `n` moves, whatever the game says of ending the turn there.
    #[inline(always)]
    fn list(&mut self, n: usize) {
        let me = self.me;
        self.out.push(T::listed(self.template, self.steps, n));
        let last = self.out.len() - 1;
        let after = self.out[last].after_mut();
        let mine = &mut after.checkers[me];
        for &(from, to) in &self.moves[..n] {
            mine[usize::from(from)] -= 1;
            mine[usize::from(to)] += 1;
        }
        if self.hits != 0 {
            let theirs = &mut after.checkers[!me];
            let mut hits = self.hits;
            while hits != 0 {
                let p = hits.trailing_zeros() as u8;
                hits &= hits - 1;
                theirs[usize::from(G::opposite(p))] -= 1;
                theirs[BAR] += 1;
            }
        }
        after.postillon[me] = self.postillon;
    }

    /// Adds the entry for the first `n` moves, unless the game forbids ending the turn there;
    /// returns whether it did.
    #[inline(always)]
    fn push(&mut self, n: usize) -> bool {
        self.list(n);
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

    /// Adds the entry for the first `depth` moves and a last one from `from` with `die`,
    /// which [`Reach::movable`] allowed; returns whether it did, as [`Reach::push`].
    ///
    /// The last move of a play is never applied to the search's checkers: the entry is the
    /// position before the turn with the moves replayed on it, so only the move, its hit and
    /// the postillon are written, and put back. Most moves searched are last moves, and
    /// applying and taking back each was a good part of the search's time (issue 33).
    #[inline(always)]
    fn push_last(&mut self, depth: usize, from: usize, die: Die) -> bool {
        let to = from.saturating_sub(usize::from(die.value()));
        let hit = bit(to) & self.blots & !self.hits;
        self.moves[depth] = (from as u8, to as u8);
        let (hits, postillon) = (self.hits, self.postillon);
        self.hits |= hit;
        if postillon.is_some() {
            self.postillon = (to > 6).then_some(to as u8);
        }
        let pushed = self.push(depth + 1);
        if T::STEPS
            && pushed
            && let Some(entry) = self.out.last_mut()
        {
            // Written into the entry, never into `steps` first: the entry copies `steps`
            // whole, and reading back a step just written there, byte by byte, stalled the
            // processor at every play.
            entry.set_step(
                depth,
                Step {
                    from: from as u8,
                    to: to as u8,
                    die: Some(die),
                    hit: hit != 0,
                    pin: false,
                },
            );
        }
        self.hits = hits;
        self.postillon = postillon;
        pushed
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
                    let undo = self.apply(1, b, big);
                    if self.push(2) {
                        let (last, before) = self.out.split_last().expect("just pushed");
                        if before[..listed].iter().any(|e| e.after() == last.after()) {
                            self.out.pop();
                        }
                    }
                    self.undo(undo);
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

/// What the search lists for each result: the play with its position, or the position alone.
trait Entry {
    /// Whether the entry needs each move's die and hit.
    const STEPS: bool;
    /// The entry for the play made of the first `n` of `steps`, whose position is
    /// `before`, still to be changed.
    fn listed(before: Position, steps: [Step; 4], n: usize) -> Self;
    fn after(&self) -> &Position;
    fn after_mut(&mut self) -> &mut Position;
    /// Sets the entry's step number `i` (the entry lists its steps).
    fn set_step(&mut self, i: usize, step: Step);
}

impl Entry for Position {
    const STEPS: bool = false;
    #[inline(always)]
    fn listed(before: Position, _: [Step; 4], _: usize) -> Self {
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
}

impl Entry for LegalPlay {
    const STEPS: bool = true;
    #[inline(always)]
    fn listed(before: Position, steps: [Step; 4], n: usize) -> Self {
        LegalPlay {
            play: Play::from_first(steps, n),
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
}
