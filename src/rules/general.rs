//! The general legal-play generator: every game of the family described by its
//! [`RuleSet`], written plainly, one checker move at a time (`variants.md` §0).
//!
//! It serves the games the fast search of [`super::generate`] does not (reserve, pins,
//! clones, Fevga's runner and blocks), and checks that search: on every position both can
//! play, they find the same positions (a property test says so).
//!
//! A play is searched as every order of the dice and every source, one step at a time
//! ([`try_step`]); each distinct position is kept with the first way found (the higher die
//! first, sources from the highest point down, as GNU Backgammon lists plays). Then, as in
//! `rules.md` §2 and §3: plays on which the turn may not end are dropped (Jacquet's bouchage,
//! Fevga's rule A; Fevga's rule B unless nothing else is left), then the plays that use the
//! most dice are kept, and of one die of a mixed roll the higher when it can be played.

use std::hash::{Hash, Hasher};

use rustc_hash::FxHashMap as HashMap;

use super::dice::{Dice, Die};
use super::game::{BAR, OFF};
use super::generate::LegalPlay;
use super::moves::{Play, RESERVE, Step};
use super::position::Position;
use super::ruleset::{Contact, DieOrder, Doubles, OneDie, RuleSet, TurnEnd};
use super::side::Side;
use super::stage::Failure;

/// The dice a roll gives to play under `rules`: two for a mixed roll; four of a double, or
/// two where doubles are played once.
#[must_use]
pub fn dice_of(rules: &RuleSet, dice: Dice) -> arrayvec::ArrayVec<Die, 4> {
    let mut list = dice.to_play();
    if dice.is_double() {
        match rules.dice.doubles {
            Doubles::Four => {}
            Doubles::Twice => list.truncate(2),
            Doubles::Once => list.truncate(1),
        }
    }
    list
}

/// Every legal play for the numbers `dice` (in any order), one per resulting position, the
/// opponent then on roll. Empty when none can be played or the game is over.
#[must_use]
pub fn plays(pos: &Position, dice: &[Die]) -> Vec<LegalPlay> {
    if pos.outcome().is_some() {
        return Vec::new();
    }
    rest_of_turn(pos, dice)
}

/// The legal plays for the numbers left of a turn already begun, as [`plays`], but an end
/// the game's own rule reads off the board (Plakoto's mother) does not stop the turn: it is
/// judged once the turn is over (`variants.md` §3.8 item 6). Only a side that has borne off
/// every checker ends it at once.
#[must_use]
pub fn rest_of_turn(pos: &Position, dice: &[Die]) -> Vec<LegalPlay> {
    if borne_off_all(pos) || dice.is_empty() || dice.len() > 4 || !pos.rules().has_dice() {
        return Vec::new();
    }
    if let Some(own) = pos.rules().hooks.plays {
        return own(pos, dice);
    }
    let mut sorted: arrayvec::ArrayVec<Die, 4> = dice.iter().copied().collect();
    let ordered = smaller_first(pos.rules(), dice);
    if ordered {
        sorted.sort();
    } else {
        sorted.sort_by(|a, b| b.cmp(a));
    }
    let mut search = Search {
        dice: &sorted,
        ordered,
        candidates: Vec::new(),
        visited: HashMap::default(),
        steps: Play::new(),
    };
    let all = (1u8 << sorted.len()) - 1;
    search.walk(*pos, all);
    select(pos, dice, search.candidates)
}

/// Whether `dice` must be played the smaller first (`variants.md` C4): a mixed roll, in a
/// game with that rule.
#[must_use]
pub fn smaller_first(rules: &RuleSet, dice: &[Die]) -> bool {
    rules.dice.order == DieOrder::SmallerFirst && dice.len() == 2 && dice[0] != dice[1]
}

/// One search: every end of a play reached, and what was already searched.
///
/// The dice left are a mask over the sorted dice. Equal dice are interchangeable, so a mask
/// always keeps the first ones of a run of equal dice (a die is taken from the end of its
/// run): one mask per multiset of dice left, at most 16 of them.
struct Search<'a> {
    /// The dice of the turn, sorted in the order they are tried.
    dice: &'a [Die],
    /// Whether the dice are played only in their order (the smaller first).
    ordered: bool,
    /// Each distinct position reached (the mover still on roll), with the steps that first
    /// reached it: one per position and number of steps.
    candidates: Vec<(Play, Position)>,
    /// For each position reached, the masks of dice left it was searched with (bit `mask`):
    /// one look-up per position reached, where a set of (position, dice left) and a set of
    /// (position, steps) had made hashing most of the search's time (issue 33).
    visited: HashMap<Visited, u16>,
    /// The steps from the start to the position being searched.
    steps: Play,
}

impl Search<'_> {
    /// Searches every play from `pos` with the dice of mask `left`.
    fn walk(&mut self, pos: Position, left: u8) {
        let searched = self.visited.entry(Visited(pos)).or_insert(0);
        if *searched & (1 << left) != 0 {
            return;
        }
        // Reached before with as many dice left (the other die of a mixed roll): the same
        // number of steps, so not a new end, though its dice are searched.
        let new_end = *searched & SAME_COUNT[left.count_ones() as usize] == 0;
        *searched |= 1 << left;
        if new_end {
            self.candidates.push((self.steps, pos));
        }
        let mut tried: arrayvec::ArrayVec<Die, 4> = arrayvec::ArrayVec::new();
        for i in 0..self.dice.len() {
            let die = self.dice[i];
            if left & (1 << i) == 0 || tried.contains(&die) {
                continue;
            }
            // In order, only the first die left may be played.
            if self.ordered && left.trailing_zeros() as usize != i {
                continue;
            }
            tried.push(die);
            // The last die of this run of equal dice still left.
            let mut last = i;
            while last + 1 < self.dice.len()
                && self.dice[last + 1] == die
                && left & (1 << (last + 1)) != 0
            {
                last += 1;
            }
            let rest = left & !(1 << last);
            for from in sources(&pos) {
                if let Some((step, next)) = step_from(&pos, from, die) {
                    self.steps.push(step);
                    self.walk(next, rest);
                    self.steps.pop();
                }
                if pos.rules().backward
                    && let Some((step, next)) = step_back(&pos, from, die)
                {
                    self.steps.push(step);
                    self.walk(next, rest);
                    self.steps.pop();
                }
            }
        }
    }
}

/// `SAME_COUNT[n]`: the masks of dice left (bit `mask`) that leave `n` dice.
const SAME_COUNT: [u16; 5] = {
    let mut table = [0; 5];
    let mut mask = 0;
    while mask < 16 {
        table[(mask as u8).count_ones() as usize] |= 1 << mask;
        mask += 1;
    }
    table
};

/// A position as a key of [`Search::visited`]: compared whole, hashed by what a step
/// changes (both sides' checkers and pins), eight bytes at a time. The derived hash, field
/// by field and byte by byte, cost more than the rest of the search.
#[derive(PartialEq, Eq)]
struct Visited(Position);

impl Hash for Visited {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let pos = &self.0;
        for points in [&pos.checkers.green, &pos.checkers.black] {
            let word =
                |at: usize| u64::from_le_bytes(points[at..at + 8].try_into().unwrap_or_default());
            state.write_u64(word(0));
            state.write_u64(word(8));
            state.write_u64(word(16));
            state.write_u16(u16::from_le_bytes([points[24], points[25]]));
        }
        state.write_u64(u64::from(pos.pinned.green) << 32 | u64::from(pos.pinned.black));
    }
}

/// The places a checker of the side on roll may leave from, highest first: the bar alone
/// while it holds one; the reserve alone while the entry policy says so; the leading checker
/// alone while there is one (Jacquet's postillon, Fevga's runner).
fn sources(pos: &Position) -> arrayvec::ArrayVec<u8, 27> {
    let me = pos.turn();
    let mine = pos.checkers(me);
    let mut out = arrayvec::ArrayVec::new();
    if mine[BAR] > 0 {
        out.push(BAR as u8);
        return out;
    }
    if pos.reserve(me) > 0 {
        out.push(RESERVE);
        if pos.must_enter_reserve(me) {
            return out;
        }
    }
    if let Some(p) = pos.leader(me) {
        out.push(p);
        return out;
    }
    for p in (1..=24u8).rev() {
        if mine[usize::from(p)] > 0 {
            out.push(p);
        }
    }
    out
}

/// Moves one checker of the side on roll from `from` (25 the bar, [`RESERVE`]) with `die`,
/// if the rules of a single step allow it; the dice-usage rules of the whole turn are not
/// judged here. Written plainly, so that the tests' oracle, built on it, checks the searches.
///
/// A step is judged within a turn: a side that has borne off every checker ends the game at
/// once, but an end read off the board by the game's own rule (Plakoto's mother) waits for the
/// end of the turn (`variants.md` §3.8 item 6), so the rest of the roll is still played.
#[must_use]
pub fn try_step(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    if borne_off_all(pos) || !pos.rules().has_dice() || !sources(pos).contains(&from) {
        return None;
    }
    step_from(pos, from, die)
}

/// Moves one checker of the side on roll backward, from its own `from` towards its own
/// 24-point, with `die`, where the game allows it (À l'arrière, `variants.md` §2.17): never
/// from the bar or the reserve, never past the own 24-point, landing as a forward move does
/// (open, or hitting a lone opposing checker).
#[must_use]
pub fn try_step_backward(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    if !pos.rules().backward || borne_off_all(pos) || !sources(pos).contains(&from) {
        return None;
    }
    step_back(pos, from, die)
}

/// [`try_step_backward`] from a place [`sources`] allows.
fn step_back(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    if !(1..=24).contains(&from) || pos.is_pinned(pos.turn(), from) {
        return None;
    }
    let to = from + die.value();
    if to > 24 {
        return None;
    }
    land(pos, from, to, die)
}

/// [`try_step`] from a place [`sources`] allows, in a game not over: the search's own way,
/// which has already asked both once for the position.
fn step_from(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    match pos.rules().hooks.step {
        Some(step) => step(pos, from, die),
        None => plain_step(pos, from, die),
    }
}

/// The general rule of one step, before any game's own ([`super::ruleset::Hooks::step`]):
/// enter from the bar or the reserve at the track's entry less the die, land where the
/// game's contact and cap allow, bear off when every checker is home; for a game's hook to
/// build on (Ludus adds its forbidden points).
#[must_use]
pub fn plain_step(pos: &Position, from: u8, die: Die) -> Option<(Step, Position)> {
    let rules = pos.rules();
    let me = pos.turn();
    if pos.is_pinned(me, from) {
        return None;
    }
    let pips = die.value();
    let start = if from >= BAR as u8 {
        rules.geometry.entry()
    } else {
        from
    };
    if start > pips {
        return land(pos, from, start - pips, die);
    }
    // Bearing off: every checker home and free, the die exact or (unless the game wants the
    // exact number) the checker the furthest.
    let mine = pos.checkers(me);
    let all_home =
        pos.reserve(me) == 0 && mine[7..=BAR].iter().all(|&n| n == 0) && pos.pinned_mask(me) == 0;
    let furthest = mine[usize::from(start) + 1..=6].iter().all(|&n| n == 0);
    let exact = start == pips;
    let higher_allowed = furthest && !rules.dice.exact_bear_off;
    if !all_home || rules.hooks.blocks_bear_off(pos, me) || (!exact && !higher_allowed) {
        return None;
    }
    let step = Step::new(from, OFF as u8, die);
    Some((step, leave(pos, *pos, from, step.to)))
}

/// A checker of the side on roll taken from `from` to its own point `to` (1..=24), if it
/// may land there: the point open, or a lone opposing checker hit or pinned, the game's cap
/// respected.
fn land(pos: &Position, from: u8, to: u8, die: Die) -> Option<(Step, Position)> {
    let rules = pos.rules();
    let me = pos.turn();
    let mut after = *pos;
    let mut step = Step::new(from, 0, die);
    let theirs_at = rules.geometry.opposite(to);
    let count = pos.count(!me, theirs_at);
    let landing = match rules.contact {
        _ if count == 0 => Landing::Open,
        Contact::Hit if count == 1 => Landing::Hit,
        Contact::Pin if count == 1 && pos.is_pinned(!me, theirs_at) => Landing::Open,
        Contact::Pin if count == 1 && pos.count(me, to) == 0 => Landing::Pin,
        _ => return None,
    };
    if rules.cap.is_some_and(|cap| pos.count(me, to) >= cap) {
        return None;
    }
    step.to = to;
    let theirs = usize::from(theirs_at);
    match landing {
        Landing::Open => {}
        Landing::Hit => {
            step.hit = true;
            after.checkers[!me][theirs] -= 1;
            after.checkers[!me][BAR] += 1;
            if rules.clones && pos.total(me) < u32::from(rules.max_checkers) {
                after.checkers[me][BAR] += 1;
            }
            if rules.hit_loses {
                after.forfeit = Some(me);
            }
        }
        Landing::Pin => {
            step.pin = true;
            after.pinned[!me] |= 1 << theirs_at;
        }
    }
    Some((step, leave(pos, after, from, step.to)))
}

/// `after` with the mover's checker taken from `from` (freeing a checker it pinned) and put
/// on `to`.
fn leave(pos: &Position, mut after: Position, from: u8, to: u8) -> Position {
    let rules = pos.rules();
    let me = pos.turn();
    if from == RESERVE {
        after.reserve[me] -= 1;
    } else {
        after.checkers[me][usize::from(from)] -= 1;
        if after.checkers[me][usize::from(from)] == 0 && from <= 24 {
            // Leaving the last checker on a point frees the checker pinned under it.
            after.pinned[!me] &= !(1 << rules.geometry.opposite(from));
        }
    }
    after.checkers[me][usize::from(to)] += 1;
    if pos.postillon(me) == Some(from) {
        after.postillon[me] = (to > 6).then_some(to);
    }
    after
}

/// Whether a side has borne off every checker: the one end that stops a turn at once.
fn borne_off_all(pos: &Position) -> bool {
    Side::ALL.into_iter().any(|side| pos.finished(side))
}

/// What a checker landing on a point does there.
enum Landing {
    Open,
    Hit,
    Pin,
}

/// Keeps, of the candidate ends, the legal plays (see the module's doc), each with the
/// opponent on roll.
fn select(pos: &Position, dice: &[Die], candidates: Vec<(Play, Position)>) -> Vec<LegalPlay> {
    let rules = pos.rules();
    let me = pos.turn();
    // Each end the turn may stop on, and whether it is allowed outright.
    let mut allowed: Vec<(Play, Position, bool)> = candidates
        .into_iter()
        .filter_map(
            |(play, after)| match rules.hooks.judge_turn_end(&after, me) {
                TurnEnd::Forbidden(_) => None,
                verdict => Some((play, after, verdict == TurnEnd::Allowed)),
            },
        )
        .collect();
    let clean_move = allowed
        .iter()
        .any(|(play, _, clean)| !play.is_empty() && *clean);
    allowed.retain(|(_, _, clean)| *clean || !clean_move);
    if rules.failure == Failure::WholeOrNothing {
        // A game whose stage is played whole or not at all (Pin, `variants.md` §2.13); a
        // play that bears off the last checker is whole, the game being over (decided: else
        // a last checker could never leave, a roll having two dice).
        allowed.retain(|(play, p, _)| play.len() == dice.len() || p.finished(me));
    }
    let most = allowed
        .iter()
        .map(|(play, _, _)| play.len())
        .max()
        .unwrap_or(0);
    if most == 0 {
        return Vec::new();
    }
    allowed.retain(|(play, _, _)| play.len() == most);
    let big = dice.iter().copied().max();
    let mixed = dice.len() == 2 && dice[0] != dice[1];
    if most == 1 && mixed && rules.dice.one_die == OneDie::Higher && !smaller_first(rules, dice) {
        let with_big = |play: &Play| play.steps()[0].die == big;
        if allowed.iter().any(|(play, _, _)| with_big(play)) {
            allowed.retain(|(play, _, _)| with_big(play));
        }
    }
    // The search keeps one end per position and number of steps, and all these use as
    // many steps: no position is listed twice.
    allowed
        .into_iter()
        .map(|(play, after, _)| LegalPlay {
            play,
            after: after.with_turn(!me),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Outcome, Setup, Side, Variant, WinKind};

    /// Plakoto: Green on its 7 and 6 (none left on its start), Black's mother alone on V1.
    fn mother_in_reach() -> Position {
        let mut setup = Setup::empty(Variant::Plakoto, Side::Green);
        setup.checkers.green[7] = 1;
        setup.checkers.green[6] = 14;
        setup.checkers.black[24] = 1;
        setup.checkers.black[12] = 14;
        Position::from_setup(setup).unwrap()
    }

    #[test]
    fn a_mother_pinned_with_the_first_die_leaves_the_rest_of_the_roll_to_play() {
        let pos = mother_in_reach();
        let plays = pos.legal_plays(Dice::from_values(6, 6).unwrap());
        assert_eq!(plays.len(), 1);
        let steps: Vec<(u8, u8)> = plays[0]
            .play
            .steps()
            .iter()
            .map(|s| (s.from, s.to))
            .collect();
        assert_eq!(steps, [(7, 1), (6, 0), (6, 0), (6, 0)]);
        assert_eq!(
            plays[0].after.outcome(),
            Some(Outcome::Won {
                winner: Side::Green,
                kind: WinKind::Mother
            })
        );
    }

    #[test]
    fn a_game_already_decided_on_the_board_has_no_play() {
        let pos = mother_in_reach();
        let (_, pinned) = try_step(&pos, 7, Die::new(6).unwrap()).unwrap();
        assert!(pinned.outcome().is_some());
        assert!(plays(&pinned, &[Die::new(6).unwrap()]).is_empty());
        assert_eq!(rest_of_turn(&pinned, &[Die::new(6).unwrap()]).len(), 1);
    }
}
