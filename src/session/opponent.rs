//! The computer's choice of play: `crate::ai`'s evaluator for the game (the trained network),
//! searched at the level chosen with `--niveau`.

use rand::SeedableRng;

use crate::ai::default_evaluator;
use crate::ai::search::{self, Level};
use crate::rules::{Dice, LegalPlay, Position, Side};

/// The play the computer makes with `dice` from `pos` at `level`; `None` when it cannot move.
#[must_use]
pub fn choose(pos: &Position, dice: Dice, level: Level) -> Option<LegalPlay> {
    let eval = default_evaluator(pos.variant());
    // The noise of the lower levels comes from a stream seeded by the position, so that a
    // seeded game replays identically.
    let seed = u64::from(pos.pips(Side::Green)) << 16 | u64::from(pos.pips(Side::Black));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    search::choose(pos, dice, eval.as_ref(), level, &mut rng)
}
