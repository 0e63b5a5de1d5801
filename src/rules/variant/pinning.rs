//! What the pinning games share (`variants.md` C3: Pin, Plakoto, Tapa): an end that the
//! board alone decides when nothing can ever move again. Pins themselves are data
//! ([`crate::rules::ruleset::Contact::Pin`]), played by the general generator.
//!
//! **Deadlock** (decided for Pin, §2.13, where the seed is silent; attested for Tapa, where
//! "the game can be a draw when each player has no legal moves"): each side's straggler
//! pinned under the other's home checkers, which cannot leave since their own straggler is
//! pinned in turn, so that neither side can bear off nor play any roll, and the position can
//! never change. The game is then drawn (0 points), as Lancer fixe's frozen position (§2.19).
//! A game uses it as its `Hooks::early_end`, alone or after its own end (Plakoto's mother).

use crate::rules::dice::{Dice, Die};
use crate::rules::general;
use crate::rules::moves::RESERVE;
use crate::rules::position::{Outcome, Position};
use crate::rules::side::Side;
use crate::rules::stage::Failure;

/// A draw once neither side can play any roll, whoever is on roll: the position can never
/// change again.
///
/// Only positions where both sides have a pinned checker can be frozen, in these games of
/// opposite directions without a cap: a side with none pinned that cannot move is not all
/// home (it could bear off), so its furthest checker faces six points in a row each held by
/// two or more opposing checkers, and the opponent can always play 1-1 inside them. Other
/// positions are left at once, which keeps the hook cheap where it is asked (every
/// [`Position::outcome`]).
#[must_use]
pub fn deadlock(pos: &Position) -> Option<Outcome> {
    if Side::ALL
        .into_iter()
        .any(|side| pos.pinned_mask(side) == 0 || pos.finished(side))
    {
        return None;
    }
    Side::ALL
        .into_iter()
        .all(|side| frozen(&pos.with_turn(side)))
        .then_some(Outcome::Drawn)
}

/// Whether the side on roll can play no roll at all.
fn frozen(pos: &Position) -> bool {
    let steps = Die::ALL
        .into_iter()
        .any(|die| (0..=RESERVE).any(|from| pos.try_step(from, die).is_some()));
    if !steps {
        return true;
    }
    if pos.rules().failure == Failure::RestLost {
        // A die that moves a checker is a play of its double.
        return false;
    }
    // A roll played whole or not at all (Pin): a single step may not be enough.
    Dice::all()
        .into_iter()
        .all(|dice| general::rest_of_turn(pos, &general::dice_of(pos.rules(), dice)).is_empty())
}
