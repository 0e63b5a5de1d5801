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

use rustc_hash::FxHashSet as HashSet;

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
    let mut search = Search {
        candidates: Vec::new(),
        found: HashSet::default(),
        seen: HashSet::default(),
    };
    let mut sorted: arrayvec::ArrayVec<Die, 4> = dice.iter().copied().collect();
    let ordered = smaller_first(pos.rules(), dice);
    if ordered {
        sorted.sort();
    } else {
        sorted.sort_by(|a, b| b.cmp(a));
    }
    search.walk(*pos, &sorted, ordered, &mut Vec::new());
    select(pos, dice, search.candidates)
}

/// Whether `dice` must be played the smaller first (`variants.md` C4): a mixed roll, in a
/// game with that rule.
#[must_use]
pub fn smaller_first(rules: &RuleSet, dice: &[Die]) -> bool {
    rules.dice.order == DieOrder::SmallerFirst && dice.len() == 2 && dice[0] != dice[1]
}

/// Every end of a play reached, and what was already searched.
struct Search {
    /// Each distinct position reached (the mover still on roll), with the steps that first
    /// reached it.
    candidates: Vec<(Vec<Step>, Position)>,
    /// The candidates' positions with the number of steps that reached them.
    found: HashSet<(Position, usize)>,
    /// The (position, dice left) pairs already searched from.
    seen: HashSet<(Position, arrayvec::ArrayVec<Die, 4>)>,
}

impl Search {
    /// Searches every play from `pos` with the dice `left`; `ordered`: only in the order
    /// given (the smaller die first).
    fn walk(&mut self, pos: Position, left: &[Die], ordered: bool, steps: &mut Vec<Step>) {
        let key: arrayvec::ArrayVec<Die, 4> = left.iter().copied().collect();
        if !self.seen.insert((pos, key)) {
            return;
        }
        if self.found.insert((pos, steps.len())) {
            self.candidates.push((steps.clone(), pos));
        }
        let mut tried: arrayvec::ArrayVec<Die, 4> = arrayvec::ArrayVec::new();
        for (i, &die) in left.iter().enumerate() {
            if tried.contains(&die) || (ordered && i > 0) {
                continue;
            }
            tried.push(die);
            let mut rest: arrayvec::ArrayVec<Die, 4> = left.iter().copied().collect();
            rest.remove(i);
            for from in sources(&pos) {
                if let Some((step, next)) = step_from(&pos, from, die) {
                    steps.push(step);
                    self.walk(next, &rest, ordered, steps);
                    steps.pop();
                }
                if pos.rules().backward
                    && let Some((step, next)) = step_back(&pos, from, die)
                {
                    steps.push(step);
                    self.walk(next, &rest, ordered, steps);
                    steps.pop();
                }
            }
        }
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
fn select(pos: &Position, dice: &[Die], candidates: Vec<(Vec<Step>, Position)>) -> Vec<LegalPlay> {
    let rules = pos.rules();
    let me = pos.turn();
    let judged: Vec<(Vec<Step>, Position, TurnEnd)> = candidates
        .into_iter()
        .map(|(steps, after)| {
            let verdict = rules.hooks.judge_turn_end(&after, me);
            (steps, after, verdict)
        })
        .filter(|(_, _, v)| !matches!(v, TurnEnd::Forbidden(_)))
        .collect();
    let clean_move = judged
        .iter()
        .any(|(s, _, v)| !s.is_empty() && *v == TurnEnd::Allowed);
    let allowed: Vec<(Vec<Step>, Position)> = judged
        .into_iter()
        .filter(|(_, _, v)| *v == TurnEnd::Allowed || !clean_move)
        .map(|(s, p, _)| (s, p))
        .collect();
    let mut allowed = allowed;
    if rules.failure == Failure::WholeOrNothing {
        // A game whose stage is played whole or not at all (Pin, `variants.md` §2.13); a
        // play that bears off the last checker is whole, the game being over (decided: else
        // a last checker could never leave, a roll having two dice).
        allowed.retain(|(s, p)| s.len() == dice.len() || p.finished(me));
    }
    let most = allowed.iter().map(|(s, _)| s.len()).max().unwrap_or(0);
    if most == 0 {
        return Vec::new();
    }
    let mut kept: Vec<(Vec<Step>, Position)> = allowed
        .into_iter()
        .filter(|(s, _)| s.len() == most)
        .collect();
    let big = dice.iter().copied().max();
    let mixed = dice.len() == 2 && dice[0] != dice[1];
    if most == 1 && mixed && rules.dice.one_die == OneDie::Higher && !smaller_first(rules, dice) {
        let with_big = |s: &[Step]| s[0].die == big;
        if kept.iter().any(|(s, _)| with_big(s)) {
            kept.retain(|(s, _)| with_big(s));
        }
    }
    let mut seen = HashSet::default();
    kept.into_iter()
        .filter(|(_, p)| seen.insert(*p))
        .filter_map(|(steps, after)| {
            Some(LegalPlay {
                play: Play::from_steps(&steps)?,
                after: after.with_turn(!me),
            })
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
