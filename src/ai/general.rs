//! Hand-written evaluators for every game of the family, built from the rule set alone
//! (`variants.md` §0.4): what counts in a race, what a lone checker risks, what a held point
//! is worth depend on the game's contact, geometry and scoring, never on its name.
//!
//! Two of them:
//! - [`PipSafety`], the plain baseline every game is measured against (`tablier duel --b
//!   securite1`): the race in pips, less a penalty per checker the opponent can hit or pin.
//! - [`RuleHeuristic`], the general evaluator of games without a trained network: the race,
//!   plus what the game's contact makes of the board: direct shots at blots in hitting games,
//!   pins made and suffered and the mother in pinning games, the points blocked in front of
//!   each stack in blocking games, home points held, the reserve, Grasshopper's scores in a
//!   row; and the whole lead reversed where the first to finish loses.
//!
//! As in the Jacquet heuristic, every term is in pips and the net lead becomes a probability
//! the way a race does: about one standard deviation of the dice over the rest of the game
//! gives three chances in four. [`RuleHeuristic`] also estimates gammons where they count
//! (backgammon's scoring) as a second race: the loser's pips to bring every checker home and
//! bear one off, against the winner's pips to finish. [`PipSafety`] does not, so that the
//! baseline stays plain. In hitting games a blot's risk is weighed by the pips it loses when
//! hit (a blot in one's home board loses four times what one in the opponent's does).
//!
//! Measured against `securite1` with the two changes above (`tablier --jeu G duel --a
//! general1 --b securite1 --parties 2000 --graine 7 --fils 1`, ppg ± s.e.): Hyper-Backgammon
//! +0.160 ± 0.031 (before: −0.036 ± 0.013), Nackgammon +0.852 ± 0.021 (before, 400 games:
//! +0.248 ± 0.051); over 400 games (`--parties 400`): Anti-Backgammon +1.308 ± 0.073, Cloning
//! +0.488 ± 0.042, Crowded +0.953 ± 0.049, Race +0.338 ± 0.043 (before: +0.250 ± 0.041).
//! Grasshopper has no dice: a duplicate duel's seed only decides who starts, so its
//! games repeat, and `general1` against `securite1` scores 0.000 ± 0.000: every pair of
//! games splits, one win each. Judged alone (0-ply, as the default level played it until
//! it searched), the heuristic lost both games to `securite1` (`--a general --b securite1
//! --parties 400 --graine 11`: −1.000): the pips lead it to run single checkers deep into
//! the last quadrant, where a single cannot move until another of its side lands exactly
//! six points behind it, so it builds no wall there and never scores twice; nor does it see
//! the opponent's wall that wins with a second score. The levels from `avancé` up now
//! search the game's moves ([`super::no_dice`]), judging the leaves with a heuristic of the
//! game's own ([`super::GrasshopperHeuristic`]), where these numbers are.
//!
//! In the misère games (Anti-Backgammon, À l'envers) the heuristic wins by hitting so as to
//! be hit back; against itself that play sends checkers back and forth until the cap draws
//! the game (74 of 100 demonstrations in each, `scripts/demo-draws.sh anti 100`). Past its
//! patience, 5,000 turns that only the choice of play knows ([`Evaluator::after_turns`]),
//! the side ahead stops hitting: none of 100 drawn in either game, and against `securite1`
//! (`tablier --jeu anti duel --a general --b securite1 --parties 100 --graine 7 --fils 2`)
//! +2.06 ± 0.09 in Anti-Backgammon (without: +2.09 ± 0.09), +0.92 ± 0.04 in À l'envers
//! (unchanged), since nine in ten of those games end before 4,700 turns.

use super::{Evaluation, Evaluator, logistic};
use crate::rules::{BAR, Contact, Geometry, OFF, Position, Side, ruleset::Scoring};

/// Pips the side on roll is worth in a race: about half a roll of average 8.17.
const TEMPO: f32 = 4.0;
/// Pips lost per opposing checker that could hit or pin a blot with one die (11 rolls of 36).
const SHOT: f32 = 6.0;
/// The pips an average blot loses when hit (one on the 9-point), which [`SHOT`] is worth.
const HIT_LOSS_AVERAGE: f32 = 16.0;
/// Pips a held point of one's home table is worth (it blocks and it hits from behind).
const HOME_POINT: f32 = 2.0;
/// Pips a pinned opposing checker is worth to its pinner.
const PIN: f32 = 12.0;
/// Pips worth pinning the opponent's last checker on its start (the mother): a near win,
/// as the pinner wins once its own last checker leaves its start.
const MOTHER: f32 = 80.0;
/// Pip-equivalent of one unit of blocking (points ahead squared, times the stack weight).
const BLOCK_UNIT: f32 = 0.5;
/// Pips per checker borne off, on top of the pips it saved.
const PER_CHECKER_OFF: f32 = 1.0;
/// Pips a first score of Grasshopper's two in a row is worth.
const STREAK: f32 = 30.0;
/// Pips the side bearing off wastes on the way to its last checker, in the gammon race.
const BEAR_OFF_WASTE: f32 = 4.0;
/// Turns (both sides' together, of the 8,000 the cap allows) a misère game lasts before
/// [`RuleHeuristic`] pushes it to end: beyond nine in ten of its games against the baseline
/// in Anti-Backgammon (100 games: median 2,727 turns, nine in ten under 4,691, the longest
/// 6,795).
const PATIENCE: usize = 5_000;
/// Pips each opposing checker on the bar costs the side ahead (with more pips to play, as
/// the last to finish wins) in a misère game that has outlasted [`PATIENCE`].
const OVERDUE_BAR: f32 = 40.0;

/// The spread of a race over `pips` still to play by both sides, as a logistic scale.
fn scale(pips: f32) -> f32 {
    0.9 * pips.sqrt() + 1.0
}

/// The chance as a race: `lead` pips in favour of the side that has just moved.
fn race(pos: &Position, lead: f32) -> Evaluation {
    let total = (pos.pips(Side::Green) + pos.pips(Side::Black)) as f32;
    let lead = match pos.rules().scoring {
        Scoring::Reversed | Scoring::LastOffWins => -lead,
        _ => lead,
    };
    Evaluation {
        win: logistic(lead / scale(total)),
        ..Evaluation::default()
    }
}

/// The pips `side` must still play to save the gammon: every checker home and one borne
/// off; `None` once one is off (nothing left to save).
fn gammon_pips(pos: &Position, side: Side) -> Option<f32> {
    let mine = pos.checkers(side);
    if mine[OFF] > 0 {
        return None;
    }
    let outside: u32 = (7..=BAR)
        .map(|p| (p as u32 - 6) * u32::from(mine[p]))
        .sum::<u32>()
        + 19 * u32::from(pos.reserve(side));
    let nearest_home = (1..=6).find(|&p| mine[p] > 0).unwrap_or(6);
    Some((outside + nearest_home as u32) as f32)
}

/// The chance that `loser` is gammoned: its race to save the gammon against the other
/// side's race to finish, `tempo` pips in favour of the other side.
fn gammon_chance(pos: &Position, loser: Side, tempo: f32) -> f32 {
    let Some(needed) = gammon_pips(pos, loser) else {
        return 0.0;
    };
    let finish = pos.pips(!loser) as f32 + BEAR_OFF_WASTE;
    logistic((needed - finish + tempo) / scale(needed + finish))
}

/// The side that has just moved, and its pip lead once the tempo of the side on roll is
/// counted.
fn pip_lead(pos: &Position) -> (Side, f32) {
    let me = !pos.turn();
    (me, pos.pips(!me) as f32 - pos.pips(me) as f32 - TEMPO)
}

/// How many of `side`'s checkers stand alone where the opponent can hit or pin them, each
/// counted by the opposing checkers within a die's reach (`1..=6` pips behind it on their
/// track), at most two each, times `weigh` of its point.
fn exposure(pos: &Position, side: Side, weigh: impl Fn(u8) -> f32) -> f32 {
    let rules = pos.rules();
    if !matches!(rules.contact, Contact::Hit | Contact::Pin) {
        return 0.0;
    }
    let mine = pos.checkers(side);
    let theirs = pos.checkers(!side);
    let geometry = rules.geometry;
    // Checkers waiting off the board shoot as they enter (Tourne-case enters at will).
    let waiting = theirs[BAR] > 0 || (pos.reserve(!side) > 0 && !pos.must_enter_reserve(!side));
    let mut total = 0.0;
    for p in 1..=geometry.track() {
        if mine[usize::from(p)] != 1 || pos.is_pinned(side, p) || safe(pos, side, p) {
            continue;
        }
        let at = geometry.facing(p);
        let mut shooters = u8::from(waiting && geometry.entry() - at <= 6);
        for d in 1..=6u8 {
            if let Some(&n) = theirs.get(usize::from(at + d))
                && at + d <= 24
                && n > 0
                && !pos.is_pinned(!side, at + d)
            {
                shooters += 1;
            }
        }
        total += f32::from(shooters.min(2)) * weigh(p);
    }
    total
}

/// Whether `side`'s checker on its own `point` cannot be taken there: Tourne-case's goal.
fn safe(pos: &Position, side: Side, point: u8) -> bool {
    pos.rules().geometry == Geometry::Rows && point == 1 && pos.count(side, point) > 0
}

/// What a blot on `point` risks in a hitting game, relative to an average blot: the pips
/// it loses when hit (from its point back to the bar: 25, or 13 on a 12-point track),
/// against the 16 of a blot on 9.
fn hit_loss(entry: u8, point: u8) -> f32 {
    f32::from(entry.saturating_sub(point)) / HIT_LOSS_AVERAGE
}

/// Every blot weighs the same: the baseline's count.
fn flat(_point: u8) -> f32 {
    1.0
}

/// Checkers of `side` pinned (by the opponent), and whether its mother is among them.
fn pins_suffered(pos: &Position, side: Side) -> (u32, bool) {
    let mask = pos.pinned_mask(side);
    let mother = pos.is_pinned(side, 24) && pos.count(side, 24) == 1;
    (mask.count_ones(), mother)
}

/// How much `side` is held up by the opponent's points, in blocking units: for each stack,
/// the opponent's points in the six in front of it, squared, times the stack (2 for two or
/// more checkers, 1 for one), and times `leader_weight` for a postillon still travelling,
/// the only checker its side may move (Jacquet's heuristic weighs it more).
pub(super) fn blocked(pos: &Position, side: Side, leader_weight: f32) -> f32 {
    let geometry = pos.rules().geometry;
    let mine = pos.checkers(side);
    let theirs = pos.checkers(!side);
    let postillon = pos.postillon(side);
    let mut total = 0.0;
    for point in 1..=24u8 {
        let n = mine[usize::from(point)];
        if n == 0 {
            continue;
        }
        let closed = (1..=6u8)
            .filter(|&d| d < point)
            .filter(|&d| theirs[usize::from(geometry.opposite(point - d))] > 0)
            .count() as f32;
        let mut weight = if n >= 2 { 2.0 } else { 1.0 };
        if postillon == Some(point) {
            weight *= leader_weight;
        }
        total += weight * closed * closed;
    }
    total
}

/// The baseline of every game: the race, less a shot penalty per exposed checker.
#[derive(Clone, Copy, Debug, Default)]
pub struct PipSafety;

impl Evaluator for PipSafety {
    fn evaluate(&self, pos: &Position) -> Evaluation {
        let (me, lead) = pip_lead(pos);
        if let Some(outcome) = pos.outcome() {
            return Evaluation::of_outcome(outcome, me);
        }
        let safety = SHOT * (exposure(pos, !me, flat) - exposure(pos, me, flat));
        race(pos, lead + safety)
    }
}

/// The general evaluator described in the module documentation.
///
/// ```
/// use tablier::ai::{Evaluator, RuleHeuristic};
/// use tablier::rules::{Position, Side, Variant};
///
/// // Every game whose two sides start alike starts even (Straight and Le serpent are
/// // handicaps by design).
/// for &variant in Variant::ALL {
///     if variant.rules().black_layout.is_some() {
///         continue;
///     }
///     let e = RuleHeuristic.evaluate(&Position::start(variant, Side::Black));
///     assert!(e.win > 0.3 && e.win < 0.7, "{variant}: {}", e.win);
/// }
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct RuleHeuristic;

impl RuleHeuristic {
    /// Everything but the race, in pips, in favour of `side`; `overdue` once a misère game
    /// has outlasted [`PATIENCE`].
    fn bonuses(pos: &Position, side: Side, overdue: bool) -> f32 {
        let rules = pos.rules();
        let mine = pos.checkers(side);
        let mut bonus = PER_CHECKER_OFF * f32::from(mine[OFF]);
        match rules.contact {
            Contact::Hit => {
                let entry = rules.geometry.entry();
                bonus -= SHOT * exposure(pos, side, |p| hit_loss(entry, p));
                bonus += HOME_POINT * (1..=6).filter(|&p| mine[p] >= 2).count() as f32;
                let misere = matches!(rules.scoring, Scoring::Reversed | Scoring::LastOffWins);
                if overdue && misere && pos.pips(side) > pos.pips(!side) {
                    // Counted for `side` as a pip term, so against it once the misère lead
                    // is reversed: the side ahead no longer hits to be hit back, and the
                    // side behind runs home and finishes.
                    bonus += OVERDUE_BAR * f32::from(pos.checkers(!side)[BAR]);
                }
            }
            Contact::Pin => {
                bonus -= SHOT * exposure(pos, side, flat);
                let (mine_pinned, my_mother) = pins_suffered(pos, side);
                let (theirs_pinned, their_mother) = pins_suffered(pos, !side);
                bonus += PIN * (theirs_pinned as f32 - mine_pinned as f32);
                if their_mother {
                    bonus += MOTHER;
                }
                if my_mother {
                    bonus -= MOTHER;
                }
                bonus += HOME_POINT * (1..=6).filter(|&p| mine[p] >= 2).count() as f32;
            }
            Contact::Block => {
                bonus += BLOCK_UNIT * blocked(pos, !side, 1.0);
            }
        }
        if rules.scoring == Scoring::TwoInARow {
            match pos.streak() {
                Some((s, _)) if s == side => bonus += STREAK,
                _ => {}
            }
        }
        bonus
    }
}

impl Evaluator for RuleHeuristic {
    fn evaluate(&self, pos: &Position) -> Evaluation {
        judge(pos, false)
    }

    /// Once the game has lasted 5,000 turns: the same judgement, except that in a misère
    /// game (Anti-Backgammon, À l'envers) the side ahead stops hitting, so that a game the
    /// heuristic plays against itself ends before the cap draws it.
    fn after_turns(&self, turns: usize) -> Option<Box<dyn Evaluator>> {
        (turns >= PATIENCE).then(|| Box::new(Overdue) as Box<dyn Evaluator>)
    }
}

/// [`RuleHeuristic`] in a game that has outlasted its patience: the same judgement, except
/// that in a misère game (Anti-Backgammon, À l'envers) the side ahead stops hitting.
///
/// The heuristic's strength in these games comes from hitting so as to be hit back (a blot
/// hit is pips to play again, which the last to finish wants); played against itself, the
/// same play sends checkers back and forth for thousands of turns. A position-only term
/// that ends those games also weakens ordinary ones, so the term waits on the game's
/// length, which only the choice of play knows ([`Evaluator::after_turns`]).
#[derive(Clone, Copy, Debug, Default)]
struct Overdue;

impl Evaluator for Overdue {
    fn evaluate(&self, pos: &Position) -> Evaluation {
        judge(pos, true)
    }
}

/// [`RuleHeuristic`]'s evaluation; `overdue` once a game has outlasted [`PATIENCE`].
fn judge(pos: &Position, overdue: bool) -> Evaluation {
    let (me, lead) = pip_lead(pos);
    if let Some(outcome) = pos.outcome() {
        return Evaluation::of_outcome(outcome, me);
    }
    if pos.rules().geometry == Geometry::Cycle {
        return chase(pos, me);
    }
    if pos.rules().stacks {
        // Doublets: two races of phases that never touch, judged exactly.
        return super::piles::evaluate(pos, me);
    }
    let lead =
        lead + RuleHeuristic::bonuses(pos, me, overdue) - RuleHeuristic::bonuses(pos, !me, overdue);
    let mut e = race(pos, lead);
    if pos.rules().scoring == Scoring::Backgammon {
        // The opponent is on roll: the tempo is its own in both races.
        e.win_gammon = gammon_chance(pos, !me, -TEMPO).min(e.win);
        e.lose_gammon = gammon_chance(pos, me, TEMPO).min(1.0 - e.win);
    }
    e
}

/// What a checker left is worth in Catch me, against the opponent's, on the logistic scale.
const CHASE_CHECKER: f32 = 1.0;
/// What a checker within the opponent's reach costs: the side on roll may take it now.
const CHASE_THREAT_NOW: f32 = 0.35;
/// What an opposing checker within reach is worth: it can be taken next turn, if it stays.
const CHASE_THREAT_NEXT: f32 = 0.15;

/// Catch me (`variants.md` §2.14), where pips mean nothing on an endless circuit: the
/// checkers each side has left, less those the opponent can reach (`me` has just moved).
fn chase(pos: &Position, me: Side) -> Evaluation {
    let left = |side: Side| f32::from(pos.checkers(side)[1..=24].iter().sum::<u8>());
    let lead = CHASE_CHECKER * (left(me) - left(!me)) - CHASE_THREAT_NOW * reachable(pos, me)
        + CHASE_THREAT_NEXT * reachable(pos, !me);
    Evaluation {
        win: logistic(lead),
        ..Evaluation::default()
    }
}

/// How many of `side`'s checkers stand 1 to 12 points ahead of an opposing checker on the
/// circuit: within one roll's reach.
fn reachable(pos: &Position, side: Side) -> f32 {
    let geometry = pos.rules().geometry;
    let theirs = pos.checkers(!side);
    (1..=24u8)
        .filter(|&p| pos.count(side, p) > 0)
        .filter(|&p| {
            let at = geometry.opposite(p);
            (1..=24u8).any(|r| {
                let gap = (i16::from(r) - i16::from(at)).rem_euclid(24);
                theirs[usize::from(r)] > 0 && (1..=12).contains(&gap)
            })
        })
        .count() as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    #[test]
    fn a_pinned_mother_weighs_heavily_against_its_side() {
        // Green (just moved) pins Black's last checker on its start; Green still has one
        // checker on its own start, so the game goes on.
        let mut setup = Setup::empty(Variant::Plakoto, Side::Black);
        setup.checkers.green[24] = 1;
        setup.checkers.green[8] = 13;
        setup.checkers.green[1] = 1;
        setup.checkers.black[24] = 1;
        setup.checkers.black[6] = 14;
        setup.pinned.black = 1 << 24;
        let pos = Position::from_setup(setup).unwrap();
        assert!(RuleHeuristic.evaluate(&pos).win > 0.8);
    }

    #[test]
    fn a_side_far_from_home_is_likely_gammoned_and_one_with_a_checker_off_is_not() {
        // Green (just moved) is nearly home and bearing off; Black's fifteen are still in
        // Green's home board (Black's 19..24).
        let mut setup = Setup::empty(Variant::Backgammon, Side::Black);
        setup.checkers.green[1] = 8;
        setup.checkers.green[2] = 7;
        setup.checkers.black[20] = 8;
        setup.checkers.black[21] = 7;
        let far = Position::from_setup(setup).unwrap();
        let e = RuleHeuristic.evaluate(&far);
        assert!(e.win_gammon > 0.9, "{e:?}");
        assert!(e.lose_gammon < 0.01, "{e:?}");
        setup.checkers.black[21] = 6;
        setup.checkers.black[OFF] = 1;
        let saved = Position::from_setup(setup).unwrap();
        assert_eq!(RuleHeuristic.evaluate(&saved).win_gammon, 0.0);
    }

    #[test]
    fn a_blot_risks_more_in_its_home_board_than_far_from_it() {
        // Black (just moved) leaves one blot in reach of a Green checker on the bar; once on
        // its 2-point (hit: 23 pips lost), once on its 20-point (5 pips lost).
        let mut setup = Setup::empty(Variant::Backgammon, Side::Green);
        setup.checkers.green[BAR] = 1;
        setup.checkers.green[6] = 14;
        setup.checkers.black[13] = 14;
        setup.checkers.black[2] = 1;
        let deep = Position::from_setup(setup).unwrap();
        setup.checkers.black[2] = 0;
        setup.checkers.black[20] = 1;
        setup.checkers.black[13] = 14;
        let far = Position::from_setup(setup).unwrap();
        // Same pips either way once the race is put aside: compare the penalties alone.
        let penalty = |pos: &Position| -RuleHeuristic::bonuses(pos, Side::Black, false);
        assert!(
            penalty(&deep) > 2.0 * penalty(&far),
            "{} {}",
            penalty(&deep),
            penalty(&far)
        );
    }

    #[test]
    fn the_heuristic_plays_as_ever_until_a_game_outlasts_its_patience() {
        assert!(RuleHeuristic.after_turns(0).is_none());
        assert!(RuleHeuristic.after_turns(PATIENCE - 1).is_none());
        assert!(RuleHeuristic.after_turns(PATIENCE).is_some());
    }

    #[test]
    fn in_an_overdue_misere_game_the_side_ahead_no_longer_wants_the_opponent_on_the_bar() {
        // Green (just moved) has a few more pips to play than Black (97 to 95), one of
        // whose checkers is on the bar: a hit Green made to be hit back.
        let mut setup = Setup::empty(Variant::Anti, Side::Black);
        setup.checkers.green[6] = 14;
        setup.checkers.green[13] = 1;
        setup.checkers.black[BAR] = 1;
        setup.checkers.black[5] = 14;
        for variant in [Variant::Anti, Variant::Envers] {
            setup.variant = variant;
            let pos = Position::from_setup(setup).unwrap();
            let before = RuleHeuristic.evaluate(&pos).win;
            let overdue = RuleHeuristic.after_turns(PATIENCE).unwrap();
            let after = overdue.evaluate(&pos).win;
            assert!(after < before - 0.1, "{variant}: {before} then {after}");
        }
        // A game whose first to finish wins is played as ever.
        let overdue = RuleHeuristic.after_turns(PATIENCE).unwrap();
        setup.variant = Variant::Backgammon;
        let pos = Position::from_setup(setup).unwrap();
        assert_eq!(overdue.evaluate(&pos), RuleHeuristic.evaluate(&pos));
    }

    #[test]
    fn the_first_to_finish_loses_in_anti_backgammon() {
        let mut setup = Setup::empty(Variant::Anti, Side::Black);
        setup.checkers.green[OFF] = 14;
        setup.checkers.green[1] = 1;
        setup.checkers.black[23] = 15;
        let anti = Position::from_setup(setup).unwrap();
        setup.variant = Variant::Backgammon;
        let normal = Position::from_setup(setup).unwrap();
        assert!(RuleHeuristic.evaluate(&anti).win < 0.2);
        assert!(RuleHeuristic.evaluate(&normal).win > 0.8);
    }
}
