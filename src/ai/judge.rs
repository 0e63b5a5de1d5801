//! How much a play loses against the best one, judged by the very search `conseil` reads
//! ([`search::hint`] at [`search::HINT_LEVEL`]): the tutor warns with it before a costly play
//! is made, and `bilan` adds it up over the games. One judge for the three, so that what
//! the tutor says a play loses is what `conseil` listed and what `bilan` counts.
//!
//! Equities are in thousandths of a point, rounded as `conseil` shows them, so that a loss
//! is the difference of two numbers the player has heard.
//!
//! Where the game lets the mover know the opponent's next roll (Lancer prématuré), the
//! judge is told that roll, as `conseil` is, and ranks the plays by the replies to it.

use super::search::{self, HINT_LEVEL};
use crate::rules::{Dice, LegalPlay, Position};

/// A play beside the best one for the same roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The best play by the search, first in `conseil`'s list.
    pub best: LegalPlay,
    /// Its equity, in thousandths of a point, for the side that played.
    pub best_equity: i32,
    /// The equity of the play judged, in thousandths of a point.
    pub played_equity: i32,
}

impl Judgement {
    /// What the play loses against the best, in thousandths of a point: never below zero
    /// (a play the shallow filter passed over may prove as good once looked at as deeply).
    #[must_use]
    pub fn loss(&self) -> i32 {
        (self.best_equity - self.played_equity).max(0)
    }
}

/// Equity in thousandths of a point, rounded as `conseil` shows it.
#[must_use]
pub fn thousandths(equity: f32) -> i32 {
    (equity * 1000.0).round() as i32
}

/// Whether `dice` from `before` leave a choice: more than one resulting position. Only
/// those plays are decisions worth judging.
#[must_use]
pub fn is_decision(before: &Position, dice: Dice) -> bool {
    before.legal_plays(dice).len() > 1
}

/// The play from `before` with `dice` that leads to `after` (the opponent on roll), beside
/// the best one; `None` when the roll left no choice or `after` is not a legal result.
/// `known_next`: the opponent's next roll, where the game let the mover know it when it
/// played (Lancer prématuré); ignored in any other game, as [`search::hint`] ignores it.
///
/// The played position is judged as deeply as the best one even when the search's filter
/// passed over it, so that the two equities compare.
///
/// ```
/// use tablier::ai::judge::judge;
/// use tablier::rules::{Dice, Position, Side, Variant};
///
/// let start = Position::start(Variant::Backgammon, Side::Green);
/// let dice = Dice::from_values(3, 1).unwrap();
/// let plays = start.legal_plays(dice);
/// let worst = plays.last().unwrap();
/// let judged = judge(&start, dice, None, &worst.after).unwrap();
/// assert!(judged.loss() >= 0);
/// assert!(judge(&start, dice, None, &judged.best.after).unwrap().loss() == 0);
/// ```
#[must_use]
pub fn judge(
    before: &Position,
    dice: Dice,
    known_next: Option<Dice>,
    after: &Position,
) -> Option<Judgement> {
    let legal = before.legal_plays(dice);
    if legal.len() < 2 || !legal.iter().any(|p| p.after == *after) {
        return None;
    }
    let eval = super::default_evaluator(before.variant());
    let (ranked, searched) =
        search::hint_searched(before, dice, known_next, eval.as_ref(), HINT_LEVEL);
    let (best, best_equity) = *ranked.first()?;
    // The first plays of the ranking were all searched at the hint's depth; further down,
    // a play holds only its shallow equity, so it is looked at again.
    let played = match ranked[..searched].iter().find(|(p, _)| p.after == *after) {
        Some((_, equity)) => *equity,
        None => {
            let depth = HINT_LEVEL.depth().max(1);
            search::equity_at_knowing(after, known_next, eval.as_ref(), depth)
        }
    };
    Some(Judgement {
        best,
        best_equity: thousandths(best_equity),
        played_equity: thousandths(played),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Side, Variant};

    fn dice(a: u8, b: u8) -> Dice {
        Dice::from_values(a, b).expect("dice")
    }

    #[test]
    fn the_best_play_loses_nothing() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let best = search::hint(&start, dice(3, 1), None, HINT_LEVEL)[0].0;
        let judged = judge(&start, dice(3, 1), None, &best.after).expect("a decision");
        assert_eq!(judged.loss(), 0);
        assert_eq!(judged.best, best);
    }

    #[test]
    fn in_lancer_premature_the_judge_ranks_by_the_replies_to_the_known_roll() {
        // The runner to bring home of `search`'s tests: the known 6-4 changes the best play.
        let (pos, roll) = search::tests::runner_to_bring_home();
        let known = Some(dice(6, 4));
        let advised = search::hint(&pos, roll, known, HINT_LEVEL)[0].0;
        let blind = search::hint(&pos, roll, None, HINT_LEVEL)[0].0;
        assert_ne!(
            advised.after, blind.after,
            "the known roll changes the best play"
        );
        let judged = judge(&pos, roll, known, &advised.after).expect("a decision");
        assert_eq!((judged.best, judged.loss()), (advised, 0));
        let judged = judge(&pos, roll, known, &blind.after).expect("a decision");
        assert_eq!(judged.best, advised);
        assert!(judged.loss() > 0, "{judged:?}");
        // Not told the roll, the judge ranks as in backgammon.
        let judged = judge(&pos, roll, None, &blind.after).expect("a decision");
        assert_eq!((judged.best, judged.loss()), (blind, 0));
    }

    #[test]
    fn a_known_roll_changes_no_judgement_in_a_game_whose_rolls_are_not_made_early() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        for play in start.legal_plays(dice(6, 2)).iter().take(3) {
            assert_eq!(
                judge(&start, dice(6, 2), Some(dice(6, 5)), &play.after),
                judge(&start, dice(6, 2), None, &play.after)
            );
        }
    }

    #[test]
    fn a_play_not_legal_for_the_roll_is_not_judged() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let other = &start.legal_plays(dice(6, 5))[0];
        assert_eq!(judge(&start, dice(3, 1), None, &other.after), None);
    }

    #[test]
    fn a_play_searched_as_deep_as_the_best_loses_what_its_deep_equity_says() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let eval = crate::ai::default_evaluator(Variant::Backgammon);
        for (a, b) in [(6, 2), (4, 3), (5, 4), (2, 1)] {
            let (ranked, searched) =
                search::hint_searched(&start, dice(a, b), None, eval.as_ref(), HINT_LEVEL);
            assert!(searched >= search::HINT_SAME_DEPTH.min(ranked.len()));
            for (play, _) in &ranked[..searched] {
                let judged = judge(&start, dice(a, b), None, &play.after).expect("a decision");
                let deep = search::equity_at(&play.after, eval.as_ref(), 1);
                assert_eq!(judged.played_equity, thousandths(deep));
            }
        }
    }

    #[test]
    fn a_loss_agrees_with_the_hint_list() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let ranked = search::hint(&start, dice(6, 2), None, HINT_LEVEL);
        for (play, equity) in ranked.iter().take(search::HINT_SAME_DEPTH) {
            let judged = judge(&start, dice(6, 2), None, &play.after).expect("a decision");
            assert_eq!(
                judged.loss(),
                thousandths(ranked[0].1) - thousandths(*equity)
            );
        }
    }
}
