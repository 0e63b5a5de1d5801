//! The computer opponent: evaluators of positions, and the choice of a play from them.
//!
//! Built on [`crate::rules`] only; no text here. An [`Evaluator`] judges a position from the
//! point of view of the side that has just moved — the position a [`LegalPlay::after`] holds,
//! with the opponent on roll — so that choosing a play is "evaluate every `after`, keep the
//! best" ([`choose_play`], 0-ply), and the levels above look further ahead ([`search`]).
//!
//! The evaluators: the trained networks shipped for eight games ([`net`], whose
//! documentation is the model card), read by [`default_evaluator`], and the cube networks
//! behind backgammon's cube decisions ([`cube_evaluator`], [`cube`]); the general
//! [`RuleHeuristic`] for every game without a network, and the [`PipSafety`] baseline it is
//! measured against; hand-written [`JacquetHeuristic`] and [`GrasshopperHeuristic`] (the
//! leaves of Grasshopper's search without dice, [`no_dice`]); Tesauro's [`PubEval`] for
//! backgammon, a public benchmark of known, modest strength; and GNU Backgammon itself, as an
//! outside player for duels ([`gnubg`]). The bear-off database ([`bearoff`]) answers exactly
//! where it knows the position.

pub mod bearoff;
pub mod budget;
pub mod cube;
pub mod cube_policy;
pub mod duel;
mod general;
pub mod gnubg;
mod grasshopper;
mod jacquet;
pub mod judge;
pub mod net;
pub mod no_dice;
mod piles;
mod pubeval;
mod pubeval_weights;
pub mod search;

#[cfg(test)]
mod selfplay_tests;

pub use general::{PipSafety, RuleHeuristic};
pub use grasshopper::GrasshopperHeuristic;
pub use jacquet::JacquetHeuristic;
pub use pubeval::PubEval;
pub(crate) use pubeval::is_race;

use crate::rules::{Dice, LegalPlay, Outcome, Position, Side, Variant};

/// Cubeless chances of the side that has just moved, each a probability in `0.0..=1.0`.
///
/// The gammon fields include the backgammons, as gnubg counts them, so that
/// `win_backgammon <= win_gammon <= win` and likewise for the losses. In Jacquet a "gammon" is
/// a double game or more, and a "backgammon" a triple or more (both are worth at least what
/// the backgammon results are worth, which is all a cubeless equity needs).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Evaluation {
    /// Chance to win the game, gammons included.
    pub win: f32,
    /// Chance to win a gammon or more.
    pub win_gammon: f32,
    /// Chance to win a backgammon.
    pub win_backgammon: f32,
    /// Chance to lose a gammon or more.
    pub lose_gammon: f32,
    /// Chance to lose a backgammon.
    pub lose_backgammon: f32,
}

impl Evaluation {
    /// Cubeless money equity, in points per game: `2w - 1 + wg - lg + wbg - lbg`.
    ///
    /// A single counts once, a gammon's second point comes from the gammon fields and a
    /// backgammon's third from the backgammon fields, since each field includes the next.
    ///
    /// ```
    /// use tablier::ai::Evaluation;
    /// let even = Evaluation { win: 0.5, ..Evaluation::default() };
    /// assert_eq!(even.equity(), 0.0);
    /// ```
    #[must_use]
    pub fn equity(&self) -> f32 {
        2.0 * self.win - 1.0 + self.win_gammon - self.lose_gammon + self.win_backgammon
            - self.lose_backgammon
    }

    /// The same chances with every win and loss counted single: what a game is worth when
    /// gammons do not count (the Jacoby rule with the cube in the middle).
    ///
    /// ```
    /// use tablier::ai::Evaluation;
    /// let e = Evaluation { win: 0.6, win_gammon: 0.2, lose_gammon: 0.1, ..Evaluation::default() };
    /// assert!((e.without_gammons().equity() - 0.2).abs() < 1e-6);
    /// ```
    #[must_use]
    pub fn without_gammons(&self) -> Evaluation {
        Evaluation {
            win: self.win,
            ..Evaluation::default()
        }
    }

    /// The same game seen by the other side: its wins are these losses and its losses
    /// these wins.
    ///
    /// ```
    /// use tablier::ai::Evaluation;
    /// let e = Evaluation { win: 0.7, win_gammon: 0.2, lose_gammon: 0.05, ..Evaluation::default() };
    /// assert!((e.turned().equity() + e.equity()).abs() < 1e-6);
    /// assert_eq!(e.turned().turned(), e);
    /// ```
    #[must_use]
    pub fn turned(&self) -> Evaluation {
        Evaluation {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// Adds `weight` times `other`, chance by chance: the step of a weighted average of
    /// evaluations (over rolls, or over depths).
    pub fn add_weighted(&mut self, weight: f32, other: &Evaluation) {
        self.win += weight * other.win;
        self.win_gammon += weight * other.win_gammon;
        self.win_backgammon += weight * other.win_backgammon;
        self.lose_gammon += weight * other.lose_gammon;
        self.lose_backgammon += weight * other.lose_backgammon;
    }

    /// The certain evaluation of a finished game, for the side `me`.
    ///
    /// Evaluators answer this themselves for finished positions rather than ask their
    /// features about a board with no checkers left to judge.
    #[must_use]
    pub fn of_outcome(outcome: Outcome, me: Side) -> Evaluation {
        let Outcome::Won { winner, kind } = outcome else {
            // A draw is worth nothing to either side: an even chance, no gammons.
            return Evaluation {
                win: 0.5,
                ..Evaluation::default()
            };
        };
        let (gammon, backgammon) = match kind.gammon_like() {
            (true, true) => (1.0, 1.0),
            (true, false) => (1.0, 0.0),
            _ => (0.0, 0.0),
        };
        if winner == me {
            Evaluation {
                win: 1.0,
                win_gammon: gammon,
                win_backgammon: backgammon,
                ..Evaluation::default()
            }
        } else {
            Evaluation {
                lose_gammon: gammon,
                lose_backgammon: backgammon,
                ..Evaluation::default()
            }
        }
    }
}

/// Judges positions for the computer opponent.
///
/// One required method. `Send + Sync` so that one evaluator can serve a game running on
/// another thread (speech and input stay responsive while the computer thinks).
pub trait Evaluator: Send + Sync {
    /// The chances of the side that has just moved (`!pos.turn()`), as in [`LegalPlay::after`].
    fn evaluate(&self, pos: &Position) -> Evaluation;

    /// The number [`choose_play`] ranks the play from `before` to `after` by; higher is better
    /// for the side that moved.
    ///
    /// Provided as the equity of [`Evaluator::evaluate`]. An evaluator that has only a score
    /// overrides it with that score, so that the ranking is the score's own even where its
    /// mapping to probabilities saturates; it also gets to see `before`, which pubeval needs to
    /// choose its weights.
    fn rank(&self, before: &Position, after: &Position) -> f32 {
        let _ = before;
        self.evaluate(after).equity()
    }

    /// [`Evaluator::rank`] of each of `afters`, positions the side on roll in `before` may
    /// play to, into `ranks` (emptied first), in their order.
    ///
    /// Provided as one [`Evaluator::rank`] each. The look-ahead ranks every play of every
    /// roll from one position so, a few checkers apart from it and from one another: the
    /// networks override it to judge each from what they share ([`net::NetEvaluator`]).
    fn rank_all(&self, before: &Position, afters: &[Position], ranks: &mut Vec<f32>) {
        ranks.clear();
        ranks.extend(afters.iter().map(|after| self.rank(before, after)));
    }

    /// A cheap evaluator that a deep look-ahead may rank each roll's replies with first, so
    /// that this one judges only the best few of each (GNU Backgammon's "pruning"):
    /// `None`, the provided answer, where every reply is judged by this one.
    fn pruner(&self) -> Option<&dyn Evaluator> {
        None
    }

    /// This evaluator for a game that has already lasted `turns` turns (both sides',
    /// passes included), where it plays a long game differently; `None`, the provided
    /// answer, where it judges the position alone.
    ///
    /// A position does not say how long its game has lasted, and a hand-written evaluator
    /// can play well and still loop: in Anti-Backgammon two sides that both court hits
    /// hit each other back and forth until the cap on the game's length draws it. The
    /// computer's choice of play asks for this evaluator at each decision, so that a game
    /// of ordinary length is played as before and only one that drags on is pushed to end
    /// ([`RuleHeuristic`]'s patience).
    fn after_turns(&self, turns: usize) -> Option<Box<dyn Evaluator>> {
        let _ = turns;
        None
    }
}

/// The legal play for `dice` whose resulting position `eval` ranks best (0-ply), the first
/// one listed among equals so that a seeded game always replays the same; `None` when the
/// side on roll cannot move (the turn passes) or the game is over.
///
/// `rng` is unused for now: it is where noise (weaker levels of play) will come from, and
/// taking it already keeps callers from changing when that arrives.
///
/// ```
/// use rand::SeedableRng;
/// use tablier::ai::{choose_play, default_evaluator};
/// use tablier::rules::{Dice, Position, Side, Variant};
///
/// let start = Position::start(Variant::Backgammon, Side::Green);
/// let eval = default_evaluator(Variant::Backgammon);
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let dice = Dice::from_values(3, 1).unwrap();
/// let chosen = choose_play(&start, dice, eval.as_ref(), &mut rng).unwrap();
/// assert_eq!(chosen.after.checkers(Side::Green)[5], 2); // 8/5 6/5
/// ```
pub fn choose_play<R: rand::Rng + ?Sized>(
    pos: &Position,
    dice: Dice,
    eval: &dyn Evaluator,
    _rng: &mut R,
) -> Option<LegalPlay> {
    let mut best: Option<(f32, LegalPlay)> = None;
    for candidate in pos.legal_plays(dice) {
        let score = eval.rank(pos, &candidate.after);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, candidate));
        }
    }
    best.map(|(_, play)| play)
}

/// The evaluator the program plays `variant` with: the trained networks shipped with the
/// program ([`net::NetEvaluator::embedded`]: backgammon, Jacquet, Plakoto, Fevga, Gioul, Tourne-case,
/// Hyper-Backgammon, Nackgammon), which beat pubeval in backgammon, the hand-written heuristic in
/// Jacquet, and both the pip-and-safety baseline and [`RuleHeuristic`] at 1-ply in the
/// others (`tablier duel` measures them; the model card is [`net`]'s documentation).
///
/// ```
/// use tablier::ai::default_evaluator;
/// use tablier::rules::{Position, Side, Variant};
///
/// let eval = default_evaluator(Variant::Jacquet);
/// let e = eval.evaluate(&Position::start(Variant::Jacquet, Side::Black));
/// assert!((0.0..=1.0).contains(&e.win));
/// ```
///
/// A game without a trained network is played with the general [`RuleHeuristic`], except
/// Grasshopper, whose search judges its leaves with [`GrasshopperHeuristic`].
#[must_use]
pub fn default_evaluator(variant: Variant) -> Box<dyn Evaluator> {
    match net::NetEvaluator::embedded(variant) {
        Some(nets) => Box::new(net::Embedded(nets)),
        None if variant == Variant::Grasshopper => Box::new(GrasshopperHeuristic),
        None => Box::new(RuleHeuristic),
    }
}

/// The evaluator `variant`'s cube decisions read ([`cube::lookahead_decision`]): its cube networks
/// where it has them ([`net::NetEvaluator::embedded_cube`]), on the positions they learnt
/// ([`net::CubeNetworks`]), otherwise the same as its play ([`default_evaluator`]).
#[must_use]
pub fn cube_evaluator(variant: Variant) -> Box<dyn Evaluator> {
    match (
        net::NetEvaluator::embedded(variant),
        net::NetEvaluator::embedded_cube(variant),
    ) {
        (Some(play), Some(cube)) => Box::new(net::CubeNetworks { play, cube }),
        _ => default_evaluator(variant),
    }
}

/// `1 / (1 + e^-x)`: how the evaluators turn a score into a probability.
fn logistic(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::WinKind;

    #[test]
    fn backgammon_s_cube_decisions_read_their_own_networks_other_games_those_of_play() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        assert_ne!(
            cube_evaluator(Variant::Backgammon).evaluate(&pos),
            default_evaluator(Variant::Backgammon).evaluate(&pos)
        );
        for variant in [Variant::Nackgammon, Variant::Jacquet, Variant::Plakoto] {
            let pos = Position::start(variant, Side::Green);
            assert_eq!(
                cube_evaluator(variant).evaluate(&pos),
                default_evaluator(variant).evaluate(&pos),
                "{variant}"
            );
        }
    }

    #[test]
    fn a_sure_single_win_is_worth_one_point() {
        let e = Evaluation {
            win: 1.0,
            ..Evaluation::default()
        };
        assert_eq!(e.equity(), 1.0);
    }

    #[test]
    fn a_sure_backgammon_loss_costs_three_points() {
        let e = Evaluation {
            lose_gammon: 1.0,
            lose_backgammon: 1.0,
            ..Evaluation::default()
        };
        assert_eq!(e.equity(), -3.0);
    }

    #[test]
    fn a_jacquet_quadruple_counts_as_a_backgammon_for_the_winner() {
        let outcome = Outcome::Won {
            winner: Side::Black,
            kind: WinKind::Quadruple,
        };
        assert_eq!(Evaluation::of_outcome(outcome, Side::Black).equity(), 3.0);
        assert_eq!(Evaluation::of_outcome(outcome, Side::Green).equity(), -3.0);
    }

    #[test]
    fn no_play_is_chosen_when_the_roll_cannot_be_played() {
        use crate::rules::Setup;
        use rand::SeedableRng;
        // Green on the bar against a closed board: nothing enters.
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = [0; 26];
        setup.checkers.green[25] = 1;
        setup.checkers.green[6] = 14;
        setup.checkers.black = [0; 26];
        for p in 1..=6 {
            setup.checkers.black[p] = 2;
        }
        setup.checkers.black[13] = 3;
        let pos = Position::from_setup(setup).expect("legal setup");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        let dice = Dice::from_values(6, 5).expect("dice");
        assert!(choose_play(&pos, dice, &PubEval, &mut rng).is_none());
    }
}
