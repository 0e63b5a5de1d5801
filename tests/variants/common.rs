//! What every game's tests share: positions built straight from a [`Setup`] (each side's own
//! point numbers, the reserve, pins), rolls, the sets of positions a roll leads to, a test-side
//! model of checker moves to write the expected positions with, and a brute-force generator
//! written on [`Position::try_step`] alone, the oracle the generators are checked against.

#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap, HashSet};

use tablier::rules::variant::Doubles;
use tablier::rules::{
    BAR, Contact, Dice, Die, OFF, Outcome, Position, RESERVE, Setup, Side, Turn, Variant,
};

/// A position under construction, every side's checkers in its own numbering.
pub struct Board {
    setup: Setup,
    off_given: [bool; 2],
}

/// An empty board of `variant`, `turn` on roll; checkers not placed are borne off.
pub fn board(variant: Variant, turn: Side) -> Board {
    Board {
        setup: Setup::empty(variant, turn),
        off_given: [false; 2],
    }
}

impl Board {
    /// Places `side`'s checkers: `(own point, count)`, 25 the bar.
    pub fn with(mut self, side: Side, points: &[(u8, u8)]) -> Board {
        for &(p, n) in points {
            self.setup.checkers[side][usize::from(p)] += n;
        }
        self
    }

    /// Green's checkers, `(own point, count)`.
    pub fn green(self, points: &[(u8, u8)]) -> Board {
        self.with(Side::Green, points)
    }

    /// Black's checkers, `(own point, count)`.
    pub fn black(self, points: &[(u8, u8)]) -> Board {
        self.with(Side::Black, points)
    }

    /// `side` has `n` checkers in the reserve.
    pub fn reserve(mut self, side: Side, n: u8) -> Board {
        self.setup.reserve[side] = n;
        self
    }

    /// `side` has exactly `n` checkers borne off (a game whose count grows: Cloning).
    pub fn off(mut self, side: Side, n: u8) -> Board {
        self.setup.checkers[side][OFF] = n;
        self.off_given[side.index()] = true;
        self
    }

    /// `side`'s single checker on its own `point` is pinned under the opponent's.
    pub fn pin(mut self, side: Side, point: u8) -> Board {
        self.setup.pinned[side] |= 1 << point;
        self
    }

    /// The last side to score and how many times in a row (Grasshopper).
    pub fn streak(mut self, side: Side, n: u8) -> Board {
        self.setup.streak = Some((side, n));
        self
    }

    /// The setup, the checkers not placed borne off.
    pub fn setup(mut self) -> Setup {
        let count = self.setup.variant.rules().checkers;
        for side in Side::ALL {
            if self.off_given[side.index()] {
                continue;
            }
            let placed: u32 = self.setup.checkers[side]
                .iter()
                .map(|&n| u32::from(n))
                .sum::<u32>()
                + u32::from(self.setup.reserve[side]);
            let missing = u32::from(count).saturating_sub(placed);
            self.setup.checkers[side][OFF] += u8::try_from(missing).expect("a side's count");
        }
        self.setup
    }

    /// The position; panics (a test's mistake) when the setup is not legal.
    pub fn build(self) -> Position {
        let setup = self.setup();
        Position::from_setup(setup).unwrap_or_else(|e| panic!("{e}: {setup:?}"))
    }
}

/// The roll `a`-`b`.
pub fn roll(a: u8, b: u8) -> Dice {
    Dice::from_values(a, b).expect("a roll")
}

/// The die `d`.
pub fn die(d: u8) -> Die {
    Die::new(d).expect("a die")
}

/// Dice thrown by a small seeded generator (a linear congruence), for whole games that
/// must replay the same.
pub fn seeded_throw(seed: u64) -> impl FnMut() -> Die {
    let mut state = seed * 7 + 1;
    move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        die(((state >> 33) % 6) as u8 + 1)
    }
}

/// The positions the legal plays of `dice` lead to, the opponent on roll.
pub fn afters(pos: &Position, dice: Dice) -> HashSet<Position> {
    pos.legal_plays(dice).into_iter().map(|p| p.after).collect()
}

/// `pos` after the side on roll moves its checkers along `moves` (`(from, to)` in its own
/// numbering, [`RESERVE`] and 25 the bar as sources, 0 off), with no legality judged: the
/// test's own model of a move, to write expected positions with. A checker landing on a lone
/// opposing one hits it (clone included in Cloning) or pins it, as the game's contact says;
/// leaving a point frees the checker pinned under it. The opponent is then on roll.
pub fn moved(pos: &Position, moves: &[(u8, u8)]) -> Position {
    let mut s = pos.to_setup();
    let me = s.turn;
    let rules = s.variant.rules();
    for &(from, to) in moves {
        let total: u32 =
            s.checkers[me].iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(s.reserve[me]);
        if from == RESERVE {
            s.reserve[me] -= 1;
        } else {
            s.checkers[me][usize::from(from)] -= 1;
            if (1..=24).contains(&from) && s.checkers[me][usize::from(from)] == 0 {
                s.pinned[!me] &= !(1 << rules.geometry.opposite(from));
            }
        }
        if (1..=24).contains(&to) {
            let theirs = rules.geometry.opposite(to);
            let lone = s.checkers[!me][usize::from(theirs)] == 1;
            let already_pinned = s.pinned[!me] & (1 << theirs) != 0;
            match rules.contact {
                Contact::Hit if lone => {
                    s.checkers[!me][usize::from(theirs)] = 0;
                    s.checkers[!me][BAR] += 1;
                    if rules.clones && total < u32::from(rules.max_checkers) {
                        s.checkers[me][BAR] += 1;
                    }
                }
                Contact::Pin if lone && !already_pinned && s.checkers[me][usize::from(to)] == 0 => {
                    s.pinned[!me] |= 1 << theirs;
                }
                _ => {}
            }
        }
        s.checkers[me][usize::from(to)] += 1;
    }
    s.turn = !me;
    Position::from_setup(s).unwrap_or_else(|e| panic!("{e}: {moves:?} from {pos:?}"))
}

/// The position after typing `moves` one checker at a time in a [`Turn`] with `dice`, each
/// move accepted, the play complete.
pub fn typed(pos: &Position, dice: Dice, moves: &[(u8, u8)]) -> Position {
    let mut turn = Turn::new(*pos, dice);
    for &(from, to) in moves {
        turn.move_checker(from, to)
            .unwrap_or_else(|e| panic!("{from}/{to} refused: {e:?}"));
    }
    turn.finish().expect("a complete play").after
}

/// The dice a roll gives: two, or four of a double.
pub fn dice_list(dice: Dice) -> Vec<Die> {
    if dice.is_double() {
        vec![dice.big(); 4]
    } else {
        vec![dice.big(), dice.small()]
    }
}

/// Whether the turn may end on `after` for `mover`, as far as the test knows: Fevga's rule A
/// (all six of own 19–24 held) forbids it outright; rule B (six points in a row along the
/// opponent's route, every opposing checker on the board behind them) only leaves it as a
/// last resort. Written here from `variants.md` §3.9, apart from the engine's hooks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    Allowed,
    Forbidden,
    LastResort,
}

/// The test's own reading of Fevga's two block rules; every other game of seed 003 allows any
/// end of turn.
pub fn turn_end(after: &Position, mover: Side) -> End {
    if after.variant() != Variant::Fevga {
        return End::Allowed;
    }
    if (19..=24).all(|p| after.count(mover, p) > 0) {
        return End::Forbidden;
    }
    // Along the opponent's own numbering r = 24 (its start) down to 1: a run of six points
    // the mover holds, with opposing checkers above it and none below it.
    let geometry = after.rules().geometry;
    let theirs = |r: u8| after.count(!mover, r);
    for low in 1..=19u8 {
        let prime = (low..low + 6).all(|r| after.count(mover, geometry.opposite(r)) > 0);
        if !prime {
            continue;
        }
        let behind: u32 = (low + 6..=24).map(|r| u32::from(theirs(r))).sum();
        let ahead: u32 = (1..low).map(|r| u32::from(theirs(r))).sum();
        if behind > 0 && ahead == 0 {
            return End::LastResort;
        }
    }
    End::Allowed
}

/// Every legal play's resulting position (the opponent on roll), found by brute force on
/// [`Position::try_step`] alone: every order of the dice, every source, every prefix kept;
/// then the end-of-turn rules, the most dice, and the higher die of two when only one is
/// played.
pub fn brute_force(pos: &Position, dice: Dice) -> HashSet<Position> {
    let mut out = HashSet::new();
    if pos.outcome().is_some() {
        return out;
    }
    let me = pos.turn();
    // (position reached, dice used, whether the first die used was the higher).
    let mut reached: HashSet<(Position, usize, bool)> = HashSet::new();
    let mut seen: HashSet<(Position, Vec<Die>, bool)> = HashSet::new();
    let mut list = dice_list(dice);
    if dice.is_double() && pos.rules().dice.doubles == Doubles::Twice {
        // Doubles played once: two moves of the number (`variants.md` §0.3).
        list.truncate(2);
    }
    explore(pos, &list, 0, None, dice.big(), &mut seen, &mut reached);
    let judged: Vec<(Position, usize, bool, End)> = reached
        .into_iter()
        .map(|(p, n, big)| (p, n, big, turn_end(&p, me)))
        .filter(|t| t.3 != End::Forbidden)
        .collect();
    let clean = judged.iter().any(|t| t.1 > 0 && t.3 == End::Allowed);
    let allowed: Vec<(Position, usize, bool)> = judged
        .into_iter()
        .filter(|t| t.3 == End::Allowed || !clean)
        .map(|t| (t.0, t.1, t.2))
        .collect();
    let most = allowed.iter().map(|t| t.1).max().unwrap_or(0);
    // Pin (`variants.md` §2.13): the whole roll or nothing.
    let whole = pos.variant() == Variant::Pin;
    if most == 0 || (whole && most < dice_list(dice).len()) {
        return out;
    }
    let mut kept: Vec<(Position, usize, bool)> =
        allowed.into_iter().filter(|t| t.1 == most).collect();
    // Old Britain (§2.12): either die when only one can be played.
    let either = pos.variant() == Variant::OldBritain;
    if most == 1 && !dice.is_double() && !either && kept.iter().any(|t| t.2) {
        kept.retain(|t| t.2);
    }
    out.extend(kept.into_iter().map(|t| t.0.with_turn(!me)));
    out
}

fn explore(
    pos: &Position,
    left: &[Die],
    used: usize,
    first_big: Option<bool>,
    big: Die,
    seen: &mut HashSet<(Position, Vec<Die>, bool)>,
    reached: &mut HashSet<(Position, usize, bool)>,
) {
    let flag = first_big.unwrap_or(false);
    if !seen.insert((*pos, left.to_vec(), flag)) {
        return;
    }
    reached.insert((*pos, used, flag));
    for i in 0..left.len() {
        if left[..i].contains(&left[i]) {
            continue;
        }
        let mut rest = left.to_vec();
        let d = rest.remove(i);
        for from in 0..=RESERVE {
            // À l'arrière (§2.17): every die backward too.
            let steps = [pos.try_step(from, d), pos.try_step_backward(from, d)];
            for (_, next) in steps.into_iter().flatten() {
                let first = first_big.or(Some(d == big));
                explore(&next, &rest, used + 1, first, big, seen, reached);
            }
        }
    }
}

/// Perft-style counts from `start`: for each depth 1..=`depth`, the number of paths (each of
/// the 21 rolls once, every legal play; a pass, or a roll after the end, counts as one) and
/// the number of distinct positions reached, found by `children`.
pub fn counts(
    start: &Position,
    depth: usize,
    children: &dyn Fn(&Position, Dice) -> Vec<Position>,
) -> Vec<(u64, usize)> {
    let mut level: HashMap<Position, u64> = HashMap::from([(*start, 1)]);
    let mut out = Vec::new();
    for _ in 0..depth {
        let mut next: HashMap<Position, u64> = HashMap::new();
        let mut paths = 0u64;
        for (pos, &ways) in &level {
            if pos.outcome().is_some() {
                // A finished game stays where it is: one path.
                *next.entry(*pos).or_default() += ways;
                paths += ways;
                continue;
            }
            for dice in Dice::all() {
                let mut after = children(pos, dice);
                if after.is_empty() {
                    after.push(pos.with_turn(!pos.turn()));
                }
                for p in after {
                    *next.entry(p).or_default() += ways;
                    paths += ways;
                }
            }
        }
        out.push((paths, next.len()));
        level = next;
    }
    out
}

/// The `(from, to)` of each step of every legal play of a game without dice.
pub fn jumps(pos: &Position) -> BTreeSet<Vec<(u8, u8)>> {
    pos.legal_moves_without_dice()
        .iter()
        .map(|p| p.play.steps().iter().map(|s| (s.from, s.to)).collect())
        .collect()
}

/// The winner and the points of a finished game, `None` for a draw.
pub fn won(pos: &Position) -> Option<(Side, u16)> {
    match pos.outcome().expect("the game is over") {
        Outcome::Won { winner, kind } => Some((winner, kind.points())),
        Outcome::Drawn => None,
    }
}
