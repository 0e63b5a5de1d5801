//! The computer's choice of play: `crate::ai`'s evaluator for the game (the trained network),
//! searched at the level chosen with `--niveau`, within its budget (`--reflexion`).

use rand::SeedableRng;

use crate::ai::budget::Budget;
use crate::ai::search::{self, Level};
use crate::rules::{Dice, LegalPlay, Position, Side, Stage};

/// The play the computer makes in `stage` from `pos` at `level`, in a game that has lasted
/// `turns` turns (an evaluator may play a long game differently:
/// [`crate::ai::Evaluator::after_turns`]), searching no longer than `budget`
/// ([`crate::ai::budget`]); `None` when it cannot move. `known_next`: the opponent's next
/// roll, where the game lets the mover know it (Lancer prématuré), which the levels that
/// look ahead judge each play by ([`search::choose`]).
#[must_use]
pub fn choose(
    pos: &Position,
    stage: Stage,
    known_next: Option<Dice>,
    level: Level,
    turns: usize,
    budget: Budget,
) -> Option<LegalPlay> {
    let _watch = budget.start();
    let eval = level.evaluator(pos.variant());
    let eval = eval.after_turns(turns).unwrap_or(eval);
    let Some(dice) = stage.kind.dice() else {
        let legal = crate::rules::driver::plays(pos, stage);
        return search::choose_without_dice(pos, &legal, eval.as_ref(), level);
    };
    // The noise of the lower levels comes from a stream seeded by the position, so that a
    // seeded game replays identically.
    let seed = u64::from(pos.pips(Side::Green)) << 16 | u64::from(pos.pips(Side::Black));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    search::choose(pos, dice, known_next, eval.as_ref(), level, &mut rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::StageKind;

    #[test]
    fn in_grasshopper_the_default_level_walls_off_the_opponent_s_winning_wall() {
        let pos = crate::ai::no_dice::tests::black_scores_next_unless_walled_off();
        let stage = Stage {
            side: Side::Green,
            kind: StageKind::Free,
        };
        let chosen = choose(
            &pos,
            stage,
            None,
            Level::Advanced,
            0,
            Budget::from_millis(60_000),
        )
        .expect("a move");
        let step = chosen.play.steps()[0];
        assert_eq!((step.from, step.to), (11, 5));
    }
}
