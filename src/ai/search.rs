//! Looking ahead, and the levels of play built on it.
//!
//! Depths are counted as GNU Backgammon counts them: **0-ply** judges the position each
//! play leads to; **1-ply** averages, over the opponent's 21 rolls, the position after the
//! opponent's best reply (chosen at 0-ply); **2-ply** does the same with the opponent's
//! replies judged at 1-ply. Deeper looks only at the plays a shallower look ranks near the
//! top (the *move filter*), which is what keeps a 2-ply decision well under a second.
//!
//! Levels, from beginner to expert, add noise to the equities at the bottom (so that the
//! computer makes the kind of mistakes a weaker player makes: close plays confused, big
//! blunders rare) and search deeper at the top.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use super::pubeval::is_race;
use super::{Evaluator, budget};
use crate::rules::{Dice, LegalPlay, Position};

/// How many plays, at most, a 1-ply look keeps from the 0-ply ranking, and a 2-ply look
/// from the 1-ply one.
const FILTER_KEEP: usize = 5;
const FILTER_KEEP_2: usize = 3;
/// Plays further than this (in equity) behind the best at the shallower depth are dropped.
const FILTER_MARGIN: f32 = 0.16;
/// For the opponent's replies inside a 2-ply look: the best of each roll alone, as gnubg's
/// 2-ply judges it (three, before: 2.5 times the work, for the same play in 395 decisions
/// of 400 — a scratch program over seeded self-play positions).
const INNER_KEEP: usize = 1;
const INNER_MARGIN: f32 = 0.10;
/// At the innermost ply of a 2-ply look, how many of each roll's replies the networks
/// judge, of those the cheap pruner ranks first: eight keep the same play as the networks
/// judging every reply in 393 decisions of 400. gnubg's 2-ply analysis of the expert's play
/// (`tablier duel --a expert --b gnubg --parties 80 --graine 41 --fils 2 --mat F`, then
/// `scripts/gnubg-analyse.sh F`): 1.8 mEMG per unforced move over 874 moves with eight
/// (gnubg 0-ply 3.2 in the same games), 2.2 over 910 before the pruning (gnubg 4.3), and
/// 3.7 over 914 with three kept of three replies a roll (gnubg 3.6): three were too few.
const PRUNE_KEEP: usize = 8;

/// The move `level` makes from `pos` without dice, among `legal`: in a game without dice the
/// levels that search follow its lines move by move ([`super::no_dice`]); a double to name
/// (every double's plays, each saying which double it plays), or a move without dice at the
/// levels that do not search, the best of `legal` looking at the answer from the levels up
/// ([`best_without_dice`]). The computer's play and the duel's both choose so.
#[must_use]
pub fn choose_without_dice(
    pos: &Position,
    legal: &[LegalPlay],
    eval: &dyn Evaluator,
    level: Level,
) -> Option<LegalPlay> {
    if let (false, Some(effort)) = (
        pos.rules().has_dice(),
        super::no_dice::Effort::of_level(level),
    ) {
        return super::no_dice::best_move(pos, eval, effort);
    }
    best_without_dice(legal, eval, level.depth().min(1)).cloned()
}

/// The best of `legal`, the moves of a game without dice, by their equity at `depth`
/// (1: the opponent's best answer to each is looked at).
#[must_use]
pub fn best_without_dice<'a>(
    legal: &'a [LegalPlay],
    eval: &dyn Evaluator,
    depth: u8,
) -> Option<&'a LegalPlay> {
    let first_best = |equities: &[f32]| {
        let mut best: Option<(f32, &LegalPlay)> = None;
        for (p, &e) in legal.iter().zip(equities) {
            if best.is_none_or(|(b, _)| e > b) {
                best = Some((e, p));
            }
        }
        best.map(|(_, p)| p)
    };
    // Deepened while the decision's budget lasts ([`budget`]): the 0-ply look always
    // completed, a deeper one kept only if it ends in time.
    let mut equities: Vec<f32> = legal.iter().map(|p| equity_at(&p.after, eval, 0)).collect();
    for d in 1..=depth {
        match deeper_equities(legal.iter().map(|p| &p.after), None, eval, d, Replies::All) {
            Some(deeper) => equities = deeper,
            None => break,
        }
    }
    first_best(&equities)
}

/// The equities at `depth` of the positions `afters`, in their order, the roll of the side
/// on roll in each being `known` where the game lets the mover know it ([`equity_at_knowing`]);
/// `None` where the decision's budget ran out before the last was judged
/// ([`budget::expired`]): a look cut short, whose numbers are thrown away rather than mixed
/// with a shallower look's. `replies`: at one ply, whether each roll's replies are all
/// judged or only those a cheap pruner ranks first ([`Replies`]).
fn deeper_equities<'a>(
    afters: impl Iterator<Item = &'a Position>,
    known: Option<Dice>,
    eval: &dyn Evaluator,
    depth: u8,
    replies: Replies,
) -> Option<Vec<f32>> {
    let mut equities = Vec::new();
    for after in afters {
        if budget::expired() {
            return None;
        }
        let equity = if replies == Replies::Pruned && depth == 1 && known.is_none() {
            one_ply_pruned(after, eval)
        } else {
            equity_at_knowing(after, known, eval, depth)
        };
        equities.push(equity);
    }
    (!budget::expired()).then_some(equities)
}

/// Which of the opponent's replies a one-ply look judges with the networks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Replies {
    /// Every reply to every roll: fort's look, the advice's, and the expert's first ply.
    All,
    /// Of each roll's replies, the best [`PRUNE_KEEP`] by the evaluator's cheap pruner
    /// (pubeval in backgammon), as at the innermost ply of a 2-ply look: the default level's
    /// look in backgammon ([`Level::prunes_replies_in`]). Contact positions only; where there is no pruner
    /// or the sides have passed each other, every reply.
    Pruned,
}

/// The equity of `after` for the side that has just moved, judged at `depth` (0, 1 or 2).
#[must_use]
pub fn equity_at(after: &Position, eval: &dyn Evaluator, depth: u8) -> f32 {
    equity_at_knowing(after, None, eval, depth)
}

/// `known`, a roll said to be known one turn early, where the game of `pos` makes its
/// rolls so (Lancer prématuré, `variants.md` §2.21); `None` in any other game.
fn made_early(pos: &Position, known: Option<Dice>) -> Option<Dice> {
    known.filter(|_| pos.rules().dice.rolls_early())
}

/// Whether the mover in `pos` knows the opponent's next roll: made early (`known_next`, in
/// Lancer prématuré) or fixed for the whole game (Lancer fixe). One roll's replies then cost
/// a twenty-first of a ply, so that even the level that stops at its play looks at them,
/// and the first deeper look takes every play.
fn opponent_roll_known(pos: &Position, known_next: Option<Dice>) -> bool {
    made_early(pos, known_next).is_some() || pos.fixed_roll().is_some()
}

/// The roll the side on roll in `after` plays next, where it is known before it moves: the
/// game's fixed roll (Lancer fixe), or `known` in a game whose rolls are made one turn early
/// ([`made_early`]).
fn known_roll(after: &Position, known: Option<Dice>) -> Option<Dice> {
    after.fixed_roll().or(made_early(after, known))
}

/// [`equity_at`], the roll of the side on roll in `after` being `known` in a game whose
/// rolls are made one turn early: its replies to that roll alone are looked at, weight 36
/// of 36, where other games average over the 21 rolls. Only the first ply's roll is known;
/// deeper plies average as usual. (The opponent, choosing its reply, will know the mover's
/// next roll too; the reply is picked by its rank alone, the look-ahead keeping one reply a
/// roll, so that knowledge would change nothing here.) In any other game `known` is ignored:
/// the judge of a play by a mover who knew the roll ([`crate::ai::judge`]) asks as [`hint`]
/// ranks.
#[must_use]
pub fn equity_at_knowing(
    after: &Position,
    known: Option<Dice>,
    eval: &dyn Evaluator,
    depth: u8,
) -> f32 {
    if depth > 0 && budget::expired() {
        // The decision's budget is spent: the look that asked is thrown away ([`budget`]).
        return 0.0;
    }
    if depth == 0 || after.outcome().is_some() {
        return eval.evaluate(after).equity();
    }
    if !after.rules().has_dice() {
        // No chance between the moves: the opponent answers with its best move.
        let replies = after.legal_moves_without_dice();
        if replies.is_empty() {
            return -equity_at(&after.with_turn(!after.turn()), eval, depth - 1);
        }
        return -replies
            .iter()
            .map(|r| equity_at(&r.after, eval, depth - 1))
            .fold(f32::NEG_INFINITY, f32::max);
    }
    // Where the roll is fixed (Lancer fixe) or made early (Lancer prématuré) the
    // opponent's roll is known: weight 36 of 36.
    let all = Dice::all();
    let one: [Dice; 1];
    let known = known_roll(after, known);
    let rolls: &[Dice] = match known {
        Some(dice) => {
            one = [dice];
            &one
        }
        None => &all,
    };
    let weight = |dice: Dice| {
        if known.is_some() {
            36.0
        } else {
            f32::from(dice.weight())
        }
    };
    if depth == 1 {
        // The best of each roll's replies, all ranked at once.
        return -best_replies(after, &RanksByRoll::new(after, rolls, eval), eval, weight) / 36.0;
    }
    // The opponent's replies are judged by where they lead, all ranked at once from `after`
    // as at one ply; the best few of each roll are then looked at one ply shallower.
    let mut total = 0.0;
    let mut best: Vec<(f32, &Position)> = Vec::new();
    let ranked = RanksByRoll::new(after, rolls, eval);
    for (dice, replies, ranks) in ranked.rolls() {
        if budget::expired() {
            // Spent: the rolls left are not looked at, the look being thrown away.
            return 0.0;
        }
        let reply = if replies.is_empty() {
            // The opponent cannot move: the same board with the mover on roll, which a
            // look one ply shallower judges for the opponent.
            let passed = after.with_turn(!after.turn());
            equity_at(&passed, eval, depth - 1)
        } else {
            best.clear();
            best.extend(ranks.iter().copied().zip(replies));
            filter(&mut best, INNER_KEEP, INNER_MARGIN);
            best.iter()
                .map(|(_, p)| {
                    if depth == 2 {
                        one_ply_pruned(p, eval)
                    } else {
                        equity_at(p, eval, depth - 1)
                    }
                })
                .fold(f32::NEG_INFINITY, f32::max)
        };
        total += weight(dice) * reply;
    }
    -total / 36.0
}

/// [`equity_at`] one ply deep from `after`, each roll's replies narrowed to the best
/// [`PRUNE_KEEP`] by `eval`'s pruner in contact ([`pruned_one_ply`]); every reply judged
/// where there is no pruner or the sides have passed each other. The innermost ply of a
/// 2-ply look, and the default level's look in backgammon ([`Replies::Pruned`]).
fn one_ply_pruned(after: &Position, eval: &dyn Evaluator) -> f32 {
    match eval.pruner() {
        Some(pruner) if !is_race(after) => pruned_one_ply(after, eval, pruner, PRUNE_KEEP),
        _ => equity_at(after, eval, 1),
    }
}

/// [`equity_at`] one ply deep from `after`, where `pruner` first ranks each roll's replies
/// and `eval` judges only the best `keep` of each: the innermost ply of a 2-ply look, as
/// strong programs prune it. Contact positions only: a race's plays are few, and pubeval's
/// race weights rank them less well.
///
/// Measured on 400 positions of seeded self-play (a scratch program, the machine loaded),
/// against the 2-ply as it was (three replies a roll, none pruned): with one reply a roll
/// and eight kept by the pruner, the same play in 393, the others worse by less than 0.0001
/// of a point on average by that 2-ply's own equities (0.005 at worst), at 24 ms a decision
/// instead of 87; with three kept, 379 and 19 ms.
fn pruned_one_ply(
    after: &Position,
    eval: &dyn Evaluator,
    pruner: &dyn Evaluator,
    keep: usize,
) -> f32 {
    if budget::expired() {
        // The decision's budget is spent: the look that asked is thrown away ([`budget`]).
        return 0.0;
    }
    let ranked = RanksByRoll::pruned(after, &Dice::all(), eval, pruner, keep);
    -best_replies(after, &ranked, eval, |dice| f32::from(dice.weight())) / 36.0
}

/// The sum over `ranked`'s rolls of the opponent's best reply to `after`, each roll
/// weighted by `weight`: a roll that cannot be played leaves the same board with the mover
/// on roll, judged for the opponent.
fn best_replies(
    after: &Position,
    ranked: &RanksByRoll,
    eval: &dyn Evaluator,
    weight: impl Fn(Dice) -> f32,
) -> f32 {
    ranked.rolls().fold(0.0, |total, (dice, _, ranks)| {
        let reply = if ranks.is_empty() {
            equity_at(&after.with_turn(!after.turn()), eval, 0)
        } else {
            ranks.iter().copied().fold(f32::NEG_INFINITY, f32::max)
        };
        total + weight(dice) * reply
    })
}

/// The plays of each of some rolls from one position, all ranked by one
/// [`Evaluator::rank_all`]: every roll's plays leave the same position, which the networks
/// judge each of them from (the look-aheads of [`equity_at`] and of the cube's chances).
pub(crate) struct RanksByRoll {
    /// The positions the plays lead to, roll after roll.
    positions: Vec<Position>,
    /// Their ranks, in the same order.
    ranks: Vec<f32>,
    /// Each roll, and where its positions end.
    ends: Vec<(Dice, usize)>,
}

impl RanksByRoll {
    /// The plays of each of `rolls` from `pos`, ranked by `eval`.
    pub(crate) fn new(pos: &Position, rolls: &[Dice], eval: &dyn Evaluator) -> RanksByRoll {
        RanksByRoll::pruned(pos, rolls, eval, eval, usize::MAX)
    }

    /// [`RanksByRoll::new`], keeping of each roll's plays only the best `keep` by `pruner`
    /// (all of them where there are no more).
    fn pruned(
        pos: &Position,
        rolls: &[Dice],
        eval: &dyn Evaluator,
        pruner: &dyn Evaluator,
        keep: usize,
    ) -> RanksByRoll {
        let keep = keep.max(1);
        // Only where each roll leads matters, not how: the positions-only generator.
        let (mut positions, mut afters) = (Vec::new(), Vec::new());
        let (mut scores, mut order) = (Vec::new(), Vec::new());
        let mut ends = Vec::with_capacity(rolls.len());
        for &dice in rolls {
            pos.positions_after_into(dice, &mut afters);
            if afters.len() <= keep {
                positions.extend_from_slice(&afters);
            } else {
                pruner.rank_all(pos, &afters, &mut scores);
                order.clear();
                order.extend(0..afters.len());
                order.select_nth_unstable_by(keep - 1, |&a, &b| scores[b].total_cmp(&scores[a]));
                positions.extend(order[..keep].iter().map(|&i| afters[i]));
            }
            ends.push((dice, positions.len()));
        }
        let mut ranks = Vec::new();
        eval.rank_all(pos, &positions, &mut ranks);
        RanksByRoll {
            positions,
            ranks,
            ends,
        }
    }

    /// Each roll with the positions its plays lead to and their ranks: none for a roll that
    /// cannot be played.
    pub(crate) fn rolls(&self) -> impl Iterator<Item = (Dice, &[Position], &[f32])> {
        let starts = std::iter::once(0).chain(self.ends.iter().map(|&(_, end)| end));
        self.ends.iter().zip(starts).map(|(&(dice, end), start)| {
            (dice, &self.positions[start..end], &self.ranks[start..end])
        })
    }
}

/// Sorts `scored` best first and keeps the best `keep` within `margin` of the first.
fn filter<T>(scored: &mut Vec<(f32, T)>, keep: usize, margin: f32) {
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let best = scored.first().map_or(0.0, |s| s.0);
    let kept = scored
        .iter()
        .take(keep)
        .take_while(|s| s.0 >= best - margin)
        .count()
        .max(1);
    scored.truncate(kept);
}

/// Every legal play for `dice` with its equity, best first: all judged at 0-ply, then the
/// best few again at each depth up to `depth`, which decides their order; plays the
/// filter dropped keep their shallower equity and follow.
#[must_use]
pub fn ranked_plays(
    pos: &Position,
    dice: Dice,
    eval: &dyn Evaluator,
    depth: u8,
) -> Vec<(LegalPlay, f32)> {
    ranked_plays_keeping(pos, dice, eval, depth, 1)
}

/// [`ranked_plays`] by a mover who knows the opponent's next roll, `known_next`, in a game
/// whose rolls are made one turn early (Lancer prématuré): each play is judged by the
/// opponent's replies to that roll alone, and, that look costing a twenty-first of one
/// over every roll, every play is looked at one ply deep. In any other game `known_next`
/// is ignored: the ranking is [`ranked_plays`]'s.
///
/// Against avancé, which looks no further than its play and is unchanged
/// (`tablier --jeu lancer-premature duel --a fort --b avancé --parties 4000 --fils 2
/// --graine 36`): fort +0.631 points a game (standard error 0.016) where it averaged over
/// the 21 rolls +0.113 (0.017); securite1 +0.070 (0.018) where it scored −0.527 (0.015);
/// expert, over 400 games (`--graine 35`), +1.050 (0.050) where it scored +0.313 (0.056).
#[must_use]
pub fn ranked_plays_knowing(
    pos: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    eval: &dyn Evaluator,
    depth: u8,
) -> Vec<(LegalPlay, f32)> {
    ranked_and_searched(pos, dice, known_next, eval, depth, 1, Replies::All).0
}

/// [`ranked_plays`], looking deeper at no fewer than `at_least` plays (where there are
/// that many), so that the first `at_least` are compared at the same depth.
#[must_use]
pub fn ranked_plays_keeping(
    pos: &Position,
    dice: Dice,
    eval: &dyn Evaluator,
    depth: u8,
    at_least: usize,
) -> Vec<(LegalPlay, f32)> {
    ranked_and_searched(pos, dice, None, eval, depth, at_least, Replies::All).0
}

/// [`ranked_plays_keeping`], the opponent's next roll being `known_next` where the game
/// lets the mover know it ([`ranked_plays_knowing`]), and how many of the first plays were
/// searched at `depth` itself (every play at 0-ply): their equities are those
/// [`equity_at`] gives at that depth, which a judge of one of them need not search again.
/// `replies`: which replies a one-ply look judges ([`Replies`]).
fn ranked_and_searched(
    pos: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    eval: &dyn Evaluator,
    depth: u8,
    at_least: usize,
    replies: Replies,
) -> (Vec<(LegalPlay, f32)>, usize) {
    // The opponent's roll made early, where the mover knows it ([`opponent_roll_known`]).
    let known = made_early(pos, known_next);
    let one_roll = opponent_roll_known(pos, known_next);
    // At 0-ply an evaluator ranks by its own score (pubeval's raw one); deeper looks
    // compare equities, so the filter must see equities too.
    let mut scored: Vec<(f32, LegalPlay)> = pos
        .legal_plays(dice)
        .into_iter()
        .map(|p| {
            let e = if depth == 0 {
                eval.rank(pos, &p.after)
            } else {
                eval.evaluate(&p.after).equity()
            };
            (e, p)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut searched = scored.len();
    // Each depth in turn while the decision's budget lasts ([`budget`]); a depth cut short
    // changes nothing, and the ranking is the deepest completed one's.
    for d in 1..=depth {
        let best = scored.first().map_or(0.0, |s| s.0);
        let (keep, margin) = match d {
            1 if one_roll => (usize::MAX, f32::INFINITY),
            1 => (FILTER_KEEP, FILTER_MARGIN),
            _ => (FILTER_KEEP_2, FILTER_MARGIN),
        };
        let deeper = scored
            .iter()
            .take(keep)
            .take_while(|s| s.0 >= best - margin)
            .count()
            .max(at_least)
            .min(scored.len());
        let afters = scored[..deeper].iter().map(|s| &s.1.after);
        let Some(equities) = deeper_equities(afters, known, eval, d, replies) else {
            // None of the first plays was searched at `depth` itself.
            searched = 0;
            break;
        };
        for (s, e) in scored[..deeper].iter_mut().zip(equities) {
            s.0 = e;
        }
        scored[..deeper].sort_by(|a, b| b.0.total_cmp(&a.0));
        searched = deeper;
    }
    let ranked = scored.into_iter().map(|(e, p)| (p, e)).collect();
    (ranked, searched)
}

/// A level of play, weakest first; the computer plays `Advanced` unless told otherwise:
/// the network at 0-ply in most games, one ply ahead in backgammon and À l'arrière
/// ([`Level::depth_in`]); a few milliseconds a decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Simple: the rule-driven heuristic at 0-ply, without noise. Hand-written, never
    /// retrained: a fixed, plain opponent (the golden transcripts play it, so that they test
    /// the interface rather than the latest networks).
    Simple,
    /// Débutant: 0-ply with much noise; plays sensibly, misjudges often.
    Beginner,
    /// Intermédiaire: 0-ply with a little noise.
    Intermediate,
    /// Avancé: 0-ply, the network alone; one ply ahead in backgammon (each roll's replies
    /// narrowed by pubeval, the cheap pruner) and in À l'arrière ([`Level::depth_in`]).
    #[default]
    Advanced,
    /// Fort: 1-ply.
    Strong,
    /// Expert: 2-ply with a move filter.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Simple,
        Level::Beginner,
        Level::Intermediate,
        Level::Advanced,
        Level::Strong,
        Level::Expert,
    ];

    /// The French identifier, used on the command line (`--niveau`).
    #[must_use]
    pub const fn id_fr(self) -> &'static str {
        match self {
            Level::Simple => "simple",
            Level::Beginner => "débutant",
            Level::Intermediate => "intermédiaire",
            Level::Advanced => "avancé",
            Level::Strong => "fort",
            Level::Expert => "expert",
        }
    }

    /// The English identifier, accepted as well.
    #[must_use]
    pub const fn id_en(self) -> &'static str {
        match self {
            Level::Simple => "simple",
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// How deep this level looks.
    #[must_use]
    pub const fn depth(self) -> u8 {
        match self {
            Level::Simple | Level::Beginner | Level::Intermediate | Level::Advanced => 0,
            Level::Strong => 1,
            Level::Expert => 2,
        }
    }

    /// How deep this level looks in `variant`: [`Level::depth`], except for the default
    /// level in two games, where it looks one ply ahead:
    /// - À l'arrière, as fort does. That game has no network (its self-play does not end:
    ///   `ai::net`'s model card), and the general heuristic alone barely beats the
    ///   pip-and-safety baseline (+0.08 a game) where one ply ahead it wins by almost a
    ///   point (+0.98), at about 5 ms a decision (46 ms at most, `duel --a fort
    ///   --vitesse`), far inside the default level's budget: a player who keeps the default
    ///   level meets a real opponent there too.
    /// - Backgammon, judging of each roll's replies only the eight that pubeval ranks first
    ///   ([`Level::prunes_replies_in`]), where fort judges them all. The networks alone
    ///   stay behind GNU Backgammon's 0-ply (about −0.035 a game, issue 35), which five
    ///   rounds of training did not close (`ai::net`'s model card); one ply ahead the
    ///   default level's gap to it falls from 0.035 to about 0.011 a game (gnubg 2-ply's
    ///   analysis, the model card), at 1.6 ms a decision, far inside its budget.
    #[must_use]
    pub fn depth_in(self, variant: crate::rules::Variant) -> u8 {
        match (self, variant) {
            (
                Level::Advanced,
                crate::rules::Variant::Arriere | crate::rules::Variant::Backgammon,
            ) => 1,
            _ => self.depth(),
        }
    }

    /// Whether this level's one-ply look in `variant` judges, of each roll's replies, only
    /// the best few by the evaluator's cheap pruner (as the expert's innermost ply does):
    /// the default level in backgammon, so that its look costs a fraction of fort's, which
    /// judges every reply and stays the stronger.
    #[must_use]
    pub fn prunes_replies_in(self, variant: crate::rules::Variant) -> bool {
        self == Level::Advanced && variant == crate::rules::Variant::Backgammon
    }

    /// The evaluator this level plays `variant` with: the program's own (trained networks,
    /// or the general heuristic where a game has none), or the hand-written heuristic alone
    /// for [`Level::Simple`].
    #[must_use]
    pub fn evaluator(self, variant: crate::rules::Variant) -> Box<dyn Evaluator> {
        match self {
            Level::Simple => Box::new(super::RuleHeuristic),
            _ => super::default_evaluator(variant),
        }
    }

    /// The standard deviation of the noise added to each play's equity.
    #[must_use]
    pub const fn noise(self) -> f32 {
        match self {
            Level::Beginner => 0.30,
            Level::Intermediate => 0.08,
            _ => 0.0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id_fr())
    }
}

/// The text is not a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level")]
pub struct UnknownLevel;

impl FromStr for Level {
    type Err = UnknownLevel;

    /// French or English, any case, with or without accents.
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let plain = |t: &str| -> String {
            t.trim()
                .to_lowercase()
                .chars()
                .map(|c| match c {
                    'é' | 'è' | 'ê' => 'e',
                    c => c,
                })
                .collect()
        };
        let wanted = plain(s);
        Level::ALL
            .into_iter()
            .find(|l| plain(l.id_fr()) == wanted || l.id_en() == wanted)
            .ok_or(UnknownLevel)
    }
}

/// A standard normal number (Box–Muller).
fn gaussian<R: Rng + ?Sized>(rng: &mut R) -> f32 {
    let u1: f32 = rng.random_range(f32::EPSILON..1.0);
    let u2: f32 = rng.random();
    (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
}

/// The play `level` makes with `dice`: the best by its search, after its noise; `None`
/// when the roll cannot be played. `known_next`: the opponent's next roll, where the game
/// lets the mover know it (Lancer prématuré), which the levels without noise use
/// ([`ranked_plays_knowing`]): fort and expert on their first ply, avancé in a look of its
/// own at that roll's replies; débutant and intermédiaire, whose noise is their weakness,
/// stay at their play.
pub fn choose<R: Rng + ?Sized>(
    pos: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    eval: &dyn Evaluator,
    level: Level,
    rng: &mut R,
) -> Option<LegalPlay> {
    let noise = level.noise();
    if noise == 0.0 {
        // Knowing the opponent's next roll, even the level that stops at its play (avancé,
        // the default) looks at the replies to that roll ([`opponent_roll_known`]).
        let depth = if opponent_roll_known(pos, known_next) {
            level.depth().max(1)
        } else {
            level.depth_in(pos.variant())
        };
        let replies = if level.prunes_replies_in(pos.variant()) {
            Replies::Pruned
        } else {
            Replies::All
        };
        return ranked_and_searched(pos, dice, known_next, eval, depth, 1, replies)
            .0
            .into_iter()
            .next()
            .map(|(p, _)| p);
    }
    let mut best: Option<(f32, LegalPlay)> = None;
    for p in pos.legal_plays(dice) {
        let e = eval.rank(pos, &p.after) + noise * gaussian(rng);
        if best.as_ref().is_none_or(|(b, _)| e > *b) {
            best = Some((e, p));
        }
    }
    best.map(|(_, p)| p)
}

/// The level `conseil` searches at, whatever the computer's own: one roll ahead ("fort").
/// The tutor and `bilan` judge with it too, so that all three agree.
pub const HINT_LEVEL: Level = Level::Strong;

/// How many plays, at the top of a hint, are always searched at the hint's depth: those
/// `conseil` reads out, whose equities therefore compare.
pub const HINT_SAME_DEPTH: usize = 3;

/// The plays `level` would consider for a hint, best first, with their equities (for the
/// side on roll, after the play), searched as deep as the level looks (at least 1-ply)
/// but without noise, by `eval`.
#[must_use]
pub fn hint_with(
    pos: &Position,
    dice: Dice,
    eval: &dyn Evaluator,
    level: Level,
) -> Vec<(LegalPlay, f32)> {
    ranked_plays_keeping(pos, dice, eval, level.depth().max(1), HINT_SAME_DEPTH)
}

/// [`hint_with`], and how many of its first plays were searched at the hint's depth: the
/// judge of a play among them reads its equity there ([`crate::ai::judge`]). `known_next`:
/// the opponent's next roll where the game shows it to the mover (Lancer prématuré), looked
/// at as [`hint`] looks at it, so that the judge and `conseil` rank the same way.
#[must_use]
pub fn hint_searched(
    pos: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    eval: &dyn Evaluator,
    level: Level,
) -> (Vec<(LegalPlay, f32)>, usize) {
    let depth = level.depth().max(1);
    ranked_and_searched(
        pos,
        dice,
        known_next,
        eval,
        depth,
        HINT_SAME_DEPTH,
        Replies::All,
    )
}

/// [`hint_with`] the program's own evaluator for the game of `pos`: what `conseil` reads.
///
/// ```
/// use tablier::ai::search::{Level, hint};
/// use tablier::rules::{Dice, Position, Side, Variant};
///
/// let start = Position::start(Variant::Backgammon, Side::Green);
/// let plays = hint(&start, Dice::from_values(3, 1).unwrap(), None, Level::Strong);
/// assert_eq!(plays.len(), start.legal_plays(Dice::from_values(3, 1).unwrap()).len());
/// assert!(plays[0].1 >= plays[1].1 && plays[1].1 >= plays[2].1);
/// ```
///
/// `known_next` is the opponent's next roll where the game shows it to the player
/// (Lancer prématuré): the advice then looks at the replies to that roll alone, as the
/// computer does ([`ranked_plays_knowing`]).
#[must_use]
pub fn hint(
    pos: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    level: Level,
) -> Vec<(LegalPlay, f32)> {
    let eval = super::default_evaluator(pos.variant());
    let depth = level.depth().max(1);
    ranked_and_searched(
        pos,
        dice,
        known_next,
        eval.as_ref(),
        depth,
        HINT_SAME_DEPTH,
        Replies::All,
    )
    .0
}

/// What `conseil` reads in a game without dice: every move with its equity, best first,
/// each searched as the computer at `level` searches its own moves ([`super::no_dice`]);
/// at a level that does not search, each looked at with the opponent's best answer.
#[must_use]
pub fn hint_without_dice(pos: &Position, level: Level) -> Vec<(LegalPlay, f32)> {
    let eval = super::default_evaluator(pos.variant());
    if let Some(effort) = super::no_dice::Effort::of_level(level) {
        return super::no_dice::ranked_moves(pos, eval.as_ref(), effort);
    }
    let depth = level.depth().clamp(1, 2);
    let mut ranked: Vec<(LegalPlay, f32)> = pos
        .legal_moves_without_dice()
        .into_iter()
        .map(|p| {
            let e = equity_at(&p.after, eval.as_ref(), depth);
            (p, e)
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::PubEval;
    use crate::rules::{Side, Variant};
    use rand::SeedableRng;

    #[test]
    fn levels_read_in_french_and_english() {
        assert_eq!("débutant".parse(), Ok(Level::Beginner));
        assert_eq!("Debutant".parse(), Ok(Level::Beginner));
        assert_eq!("strong".parse(), Ok(Level::Strong));
        assert_eq!("expert".parse(), Ok(Level::Expert));
        assert!("grand maître".parse::<Level>().is_err());
    }

    #[test]
    fn a_one_ply_look_at_the_jacquet_start_is_close_to_even() {
        let pos = Position::start(Variant::Jacquet, Side::Green);
        let e = equity_at(&pos, &crate::ai::JacquetHeuristic, 1);
        assert!(e.is_finite() && e.abs() < 1.0);
    }

    /// A middle-game position of seeded play, with contact, and the side on roll to move.
    fn middle_game() -> Position {
        let mut pos = Position::start(Variant::Backgammon, Side::Green);
        for (a, b) in [(6, 4), (5, 3), (6, 2), (4, 4), (3, 1), (6, 5)] {
            let dice = Dice::from_values(a, b).expect("dice");
            pos = ranked_plays(&pos, dice, &PubEval, 0)[0].0.after;
        }
        assert!(!is_race(&pos));
        pos
    }

    #[test]
    fn a_pruned_ply_that_keeps_every_reply_is_the_full_ply() {
        let eval = crate::ai::default_evaluator(Variant::Backgammon);
        let pos = middle_game();
        let full = equity_at(&pos, eval.as_ref(), 1);
        let kept_all = pruned_one_ply(&pos, eval.as_ref(), &PubEval, usize::MAX);
        assert!((full - kept_all).abs() < 1e-6, "{full} {kept_all}");
    }

    #[test]
    fn a_pruned_ply_judges_each_roll_by_its_best_kept_reply_only() {
        let eval = crate::ai::default_evaluator(Variant::Backgammon);
        let pos = middle_game();
        let full = equity_at(&pos, eval.as_ref(), 1);
        // Fewer replies kept can only miss the opponent's best: the mover's equity is as
        // good or better, and close to the full look when the pruner ranks well.
        let one = pruned_one_ply(&pos, eval.as_ref(), &PubEval, 1);
        let three = pruned_one_ply(&pos, eval.as_ref(), &PubEval, 3);
        assert!(
            one >= three - 1e-6 && three >= full - 1e-6,
            "{one} {three} {full}"
        );
        assert!(three - full < 0.05, "{three} {full}");
    }

    #[test]
    fn backgammon_s_networks_prune_with_pubeval_and_other_games_do_not() {
        assert!(
            crate::ai::default_evaluator(Variant::Backgammon)
                .pruner()
                .is_some()
        );
        assert!(
            crate::ai::default_evaluator(Variant::Plakoto)
                .pruner()
                .is_none()
        );
        assert!(crate::ai::RuleHeuristic.pruner().is_none());
    }

    /// An evaluator whose decision's budget runs out at its `after`-th evaluation: a
    /// deadline that falls at a known point of a search.
    struct Expiring<'a> {
        inner: &'a dyn Evaluator,
        calls: std::sync::atomic::AtomicUsize,
        after: usize,
    }

    impl<'a> Expiring<'a> {
        fn new(inner: &'a dyn Evaluator, after: usize) -> Expiring<'a> {
            Expiring {
                inner,
                calls: std::sync::atomic::AtomicUsize::new(0),
                after,
            }
        }

        fn calls(&self) -> usize {
            self.calls.load(std::sync::atomic::Ordering::Relaxed)
        }
    }

    impl Evaluator for Expiring<'_> {
        fn evaluate(&self, pos: &Position) -> crate::ai::Evaluation {
            let calls = self
                .calls
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
                + 1;
            if calls == self.after {
                budget::expire_now();
            }
            self.inner.evaluate(pos)
        }
    }

    #[test]
    fn the_search_returns_the_deepest_completed_ranking_when_the_deadline_falls() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(6, 4).expect("dice");
        // How many evaluations the 0-ply and 1-ply looks take together.
        let counting = Expiring::new(&PubEval, usize::MAX);
        let one_ply = ranked_plays(&pos, dice, &counting, 1);
        let two_ply = ranked_plays(&pos, dice, &counting, 2);
        assert_ne!(
            one_ply[0].1, two_ply[0].1,
            "the 2-ply look changes the numbers"
        );
        // The deadline falls at the 2-ply look's first evaluation, or halfway through it.
        let first = Expiring::new(&PubEval, usize::MAX);
        let _ = ranked_plays(&pos, dice, &first, 1);
        let one_ply_calls = first.calls();
        let two_ply_calls = counting.calls() - one_ply_calls;
        for after in [one_ply_calls + 1, one_ply_calls + two_ply_calls / 2] {
            let _watch = budget::Budget::from_millis(budget::MAX_MS).start();
            let cut = Expiring::new(&PubEval, after);
            assert_eq!(ranked_plays(&pos, dice, &cut, 2), one_ply, "{after}");
        }
        // And at the 1-ply look's first: the 0-ply ranking, by equities.
        let _watch = budget::Budget::from_millis(budget::MAX_MS).start();
        let zero_ply_calls = pos.legal_plays(dice).len();
        let cut = Expiring::new(&PubEval, zero_ply_calls + 1);
        let ranked = ranked_plays(&pos, dice, &cut, 2);
        let mut by_equity: Vec<f32> = pos
            .legal_plays(dice)
            .iter()
            .map(|p| PubEval.evaluate(&p.after).equity())
            .collect();
        by_equity.sort_by(|a, b| b.total_cmp(a));
        assert_eq!(ranked.iter().map(|r| r.1).collect::<Vec<_>>(), by_equity);
    }

    #[test]
    fn a_zero_budget_still_returns_a_legal_play_the_zero_ply_best() {
        let eval = crate::ai::default_evaluator(Variant::Backgammon);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        for (variant, a, b) in [(Variant::Backgammon, 6, 4), (Variant::Backgammon, 2, 1)] {
            let pos = Position::start(variant, Side::Green);
            let dice = Dice::from_values(a, b).expect("dice");
            let legal = pos.legal_plays(dice);
            let best = legal
                .iter()
                .map(|p| eval.evaluate(&p.after).equity())
                .fold(f32::NEG_INFINITY, f32::max);
            for level in [Level::Strong, Level::Expert] {
                let _watch = budget::Budget::ZERO.start();
                let chosen =
                    choose(&pos, dice, None, eval.as_ref(), level, &mut rng).expect("a play");
                assert!(legal.iter().any(|p| p.after == chosen.after));
                assert_eq!(eval.evaluate(&chosen.after).equity(), best, "{level}");
            }
        }
        // Without dice: the best move at 0-ply, the answers not looked at.
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let legal = pos.legal_plays(Dice::from_values(5, 3).expect("dice"));
        let best = legal
            .iter()
            .map(|p| eval.evaluate(&p.after).equity())
            .fold(f32::NEG_INFINITY, f32::max);
        let _watch = budget::Budget::ZERO.start();
        let chosen = best_without_dice(&legal, eval.as_ref(), 1).expect("a move");
        assert_eq!(eval.evaluate(&chosen.after).equity(), best);
    }

    /// Lancer prématuré, Green to play 6-1: Green's runner on its 18 point, its fourteen
    /// others on its 6, 5 and 4 points; Black's anchor on Green's 1 point, its others home.
    /// The runner stops on Green's 12 point, eleven pips from the anchor, where only 6-5
    /// hits, or runs on to the 11 point, where only 6-4 hits (the anchor's 3, 4 and 5 fall
    /// on Green's points): nearly as safe on average (the networks, one ply ahead, run on;
    /// two plies ahead, they stop), but not against a known 6-4 or 6-5.
    pub(crate) fn runner_to_bring_home() -> (Position, Dice) {
        let mut setup = crate::rules::Setup::empty(Variant::Early, Side::Green);
        setup.checkers.green[18] = 1;
        setup.checkers.green[6] = 5;
        setup.checkers.green[5] = 4;
        setup.checkers.green[4] = 5;
        setup.checkers.black[24] = 2;
        setup.checkers.black[6] = 5;
        setup.checkers.black[5] = 5;
        setup.checkers.black[4] = 3;
        let pos = Position::from_setup(setup).expect("a legal position");
        (pos, Dice::from_values(6, 1).expect("dice"))
    }

    /// Whether one of Black's plays of `dice` from `after` hits a Green checker.
    fn hit_by(after: &Position, dice: Dice) -> bool {
        after
            .legal_plays(dice)
            .iter()
            .any(|reply| reply.after.count(Side::Green, crate::rules::BAR as u8) > 0)
    }

    #[test]
    fn knowing_the_opponent_s_next_roll_the_computer_leaves_no_blot_that_roll_hits() {
        let (pos, dice) = runner_to_bring_home();
        let rolls = [(6, 5), (6, 4)].map(|(a, b)| Dice::from_values(a, b).expect("dice"));
        let eval = Level::Strong.evaluator(Variant::Early);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        for level in [Level::Strong, Level::Expert] {
            let blind = choose(&pos, dice, None, eval.as_ref(), level, &mut rng).expect("a play");
            // Not knowing the roll, it stops on the 12 point or runs on to the 11: the roll
            // that hits it there is the one it is then told.
            let known = rolls
                .into_iter()
                .find(|&roll| hit_by(&blind.after, roll))
                .expect("a blot that 6-5 or 6-4 hits");
            let knowing =
                choose(&pos, dice, Some(known), eval.as_ref(), level, &mut rng).expect("a play");
            assert!(!hit_by(&knowing.after, known), "{level}: {knowing:?}");
            assert_ne!(knowing.after, blind.after, "{level}");
        }
    }

    #[test]
    fn in_lancer_fixe_the_default_level_plays_best_against_the_fixed_roll_s_replies() {
        let eval = Level::Advanced.evaluator(Variant::LancerFixe);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        let mut looked = 0;
        for (a, b) in [(6, 4), (5, 3), (6, 2), (3, 1), (6, 5), (2, 1), (5, 4)] {
            let dice = Dice::from_values(a, b).expect("dice");
            let mut pos = Position::start(Variant::LancerFixe, Side::Green).with_fixed_roll(dice);
            for _ in 0..12 {
                let ranked = ranked_plays(&pos, dice, eval.as_ref(), 1);
                let Some((best, _)) = ranked.first() else {
                    break;
                };
                let chosen = choose(&pos, dice, None, eval.as_ref(), Level::Advanced, &mut rng)
                    .expect("a play");
                assert_eq!(
                    equity_at(&chosen.after, eval.as_ref(), 1),
                    equity_at(&best.after, eval.as_ref(), 1),
                    "{a}-{b}: {pos:?}"
                );
                looked += 1;
                pos = best.after;
            }
        }
        assert!(looked > 50);
    }

    /// A roll drawn from `rng` and the play the default level makes with it from `pos`;
    /// `None`, the turn passing, where the roll cannot be played.
    fn default_level_play(
        pos: &mut Position,
        eval: &dyn Evaluator,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Option<(Dice, LegalPlay)> {
        let dice =
            Dice::from_values(rng.random_range(1..=6), rng.random_range(1..=6)).expect("dice");
        let play = choose(pos, dice, None, eval, Level::Advanced, rng);
        if play.is_none() {
            *pos = pos.with_turn(!pos.turn());
        }
        play.map(|p| (dice, p))
    }

    #[test]
    fn in_a_l_arriere_the_default_level_plays_as_fort_looking_one_ply_ahead() {
        let eval = Level::Advanced.evaluator(Variant::Arriere);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut pos = Position::start(Variant::Arriere, Side::Green);
        let (mut looked, mut unlike_0_ply) = (0, 0);
        while looked < 40 {
            let Some((dice, advanced)) = default_level_play(&mut pos, eval.as_ref(), &mut rng)
            else {
                continue;
            };
            let strong =
                choose(&pos, dice, None, eval.as_ref(), Level::Strong, &mut rng).expect("a play");
            assert_eq!(
                equity_at(&advanced.after, eval.as_ref(), 1),
                equity_at(&strong.after, eval.as_ref(), 1),
                "{dice:?}: {pos:?}"
            );
            let at_0_ply = &ranked_plays(&pos, dice, eval.as_ref(), 0)[0].0;
            if equity_at(&at_0_ply.after, eval.as_ref(), 1)
                != equity_at(&advanced.after, eval.as_ref(), 1)
            {
                unlike_0_ply += 1;
            }
            looked += 1;
            pos = advanced.after;
        }
        assert!(unlike_0_ply > 0, "one ply ahead never chose otherwise");
        assert_eq!(Level::Advanced.depth_in(Variant::Nackgammon), 0);
    }

    #[test]
    fn in_backgammon_the_default_level_looks_one_ply_ahead_at_the_replies_the_pruner_keeps() {
        let eval = Level::Advanced.evaluator(Variant::Backgammon);
        assert!(
            eval.pruner().is_some(),
            "backgammon's networks have a pruner"
        );
        // One ply ahead, each roll's replies narrowed by the pruner in contact.
        let one_ply = |after: &Position| one_ply_pruned(after, eval.as_ref());
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut pos = Position::start(Variant::Backgammon, Side::Green);
        let (mut looked, mut unlike_0_ply, mut unlike_every_reply) = (0, 0, 0);
        while looked < 60 {
            if pos.outcome().is_some() {
                pos = Position::start(Variant::Backgammon, Side::Green);
            }
            let Some((dice, advanced)) = default_level_play(&mut pos, eval.as_ref(), &mut rng)
            else {
                continue;
            };
            // The plays the move filter keeps at 0-ply, and the best of them one ply ahead.
            let at_0_ply = ranked_plays(&pos, dice, eval.as_ref(), 0);
            let best_0 = at_0_ply[0].1;
            let best = at_0_ply
                .iter()
                .take(FILTER_KEEP)
                .take_while(|(_, e)| *e >= best_0 - FILTER_MARGIN)
                .map(|(p, _)| one_ply(&p.after))
                .fold(f32::NEG_INFINITY, f32::max);
            assert_eq!(one_ply(&advanced.after), best, "{dice:?}: {pos:?}");
            if at_0_ply[0].0.after != advanced.after {
                unlike_0_ply += 1;
            }
            if !is_race(&advanced.after)
                && one_ply(&advanced.after) != equity_at(&advanced.after, eval.as_ref(), 1)
            {
                unlike_every_reply += 1;
            }
            looked += 1;
            pos = advanced.after;
        }
        assert!(unlike_0_ply > 0, "one ply ahead never chose otherwise");
        assert!(unlike_every_reply > 0, "the pruner never left a reply out");
        assert_eq!(Level::Advanced.depth_in(Variant::Backgammon), 1);
        assert!(!Level::Strong.prunes_replies_in(Variant::Backgammon));
    }

    #[test]
    fn the_default_level_and_the_advice_use_the_known_roll_too() {
        let (pos, dice) = runner_to_bring_home();
        let six_four = Dice::from_values(6, 4).expect("dice");
        let eval = Level::Advanced.evaluator(Variant::Early);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        let knowing = choose(
            &pos,
            dice,
            Some(six_four),
            eval.as_ref(),
            Level::Advanced,
            &mut rng,
        )
        .expect("a play");
        assert!(!hit_by(&knowing.after, six_four), "{knowing:?}");
        let advised = &hint(&pos, dice, Some(six_four), HINT_LEVEL)[0].0;
        assert!(!hit_by(&advised.after, six_four), "{advised:?}");
        let blind = &hint(&pos, dice, None, HINT_LEVEL)[0].0;
        assert!(hit_by(&blind.after, six_four), "{blind:?}");
    }

    #[test]
    fn a_known_roll_is_never_used_in_a_game_whose_rolls_are_not_known_early() {
        let pos = middle_game();
        let dice = Dice::from_values(4, 2).expect("dice");
        let mut fixed = Position::start(Variant::LancerFixe, Side::Green).with_fixed_roll(dice);
        fixed = ranked_plays(&fixed, dice, &PubEval, 0)[0].0.after;
        for pos in [pos, fixed] {
            for depth in [1, 2] {
                let plain = ranked_plays(&pos, dice, &PubEval, depth);
                for known in Dice::all() {
                    let knowing = ranked_plays_knowing(&pos, dice, Some(known), &PubEval, depth);
                    assert_eq!(knowing, plain, "{} {known:?} {depth}", pos.variant());
                }
            }
        }
    }

    #[test]
    fn ranked_plays_are_sorted_best_first() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(6, 2).expect("dice");
        let ranked = ranked_plays(&pos, dice, &PubEval, 0);
        assert_eq!(ranked.len(), pos.legal_plays(dice).len());
        assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1));
    }

    #[test]
    fn conseil_in_grasshopper_reads_the_computer_s_search() {
        let pos = crate::ai::no_dice::tests::black_scores_next_unless_walled_off();
        let ranked = hint_without_dice(&pos, HINT_LEVEL);
        assert_eq!(ranked.len(), pos.legal_moves_without_dice().len());
        let first = ranked[0].0.play.steps()[0];
        assert_eq!((first.from, first.to), (11, 5));
        assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1));
    }
}
