//! The computer's choice of play: `crate::ai`'s default evaluator for the game (pubeval for
//! backgammon, the heuristic for Jacquet), 0-ply.

use rand::SeedableRng;

use crate::ai::{choose_play, default_evaluator};
use crate::rules::{Dice, LegalPlay, Position};

/// The play the computer makes with `dice` from `pos`; `None` when it cannot move.
#[must_use]
pub fn choose(pos: &Position, dice: Dice) -> Option<LegalPlay> {
    let eval = default_evaluator(pos.variant());
    // The chooser takes no noise yet; a fixed stream keeps seeded games replayable when it does.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    choose_play(pos, dice, eval.as_ref(), &mut rng)
}
