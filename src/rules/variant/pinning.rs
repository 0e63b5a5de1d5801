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
///
/// Asked at every [`Position::outcome`] of a position where both sides have a pinned
/// checker, so at every leaf of the computer's look-ahead in these games: the cheap answers
/// come first. No die moves a checker: frozen. A die that moves one, where a failed roll loses
/// only its rest: not frozen. A roll played whole or not at all (Pin): a mixed roll is whole
/// as soon as one of its dice moves a checker and the other then moves one (two steps found
/// with at most 2 × 6 × 26 tries, where the generator searched all 21 rolls); only when no
/// mixed roll can be played whole are the doubles generated, those whose die moves a checker.
/// The answer is the full one's (`the_quick_answer_is_that_of_every_roll_generated`).
fn frozen(pos: &Position) -> bool {
    let movable: arrayvec::ArrayVec<Die, 6> = Die::ALL
        .into_iter()
        .filter(|&die| (0..=RESERVE).any(|from| pos.try_step(from, die).is_some()))
        .collect();
    if movable.is_empty() {
        return true;
    }
    if pos.rules().failure == Failure::RestLost {
        // A die that moves a checker is a play of its double.
        return false;
    }
    // A roll played whole or not at all (Pin): a single step may not be enough.
    if whole_mixed_roll(pos, &movable) {
        return false;
    }
    movable.into_iter().all(|die| {
        let double = Dice::new(die, die);
        general::rest_of_turn(pos, &general::dice_of(pos.rules(), double)).is_empty()
    })
}

/// Whether some mixed roll can be played whole from `pos`: a die of `movable` moves a
/// checker, and another die then moves one (the smaller first where the game says so).
fn whole_mixed_roll(pos: &Position, movable: &[Die]) -> bool {
    let first_die = |first: Die, second: Die| {
        !general::smaller_first(pos.rules(), &[first, second]) || first < second
    };
    movable.iter().any(|&first| {
        (0..=RESERVE).any(|from| {
            pos.try_step(from, first).is_some_and(|(_, next)| {
                Die::ALL.into_iter().any(|second| {
                    second != first
                        && first_die(first, second)
                        && (0..=RESERVE).any(|from| next.try_step(from, second).is_some())
                })
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::Setup;
    use crate::rules::variant::Variant;
    use rand::{Rng, SeedableRng};

    /// The answer before the quick tests: every roll's plays generated.
    fn frozen_by_every_roll(pos: &Position) -> bool {
        let steps = Die::ALL
            .into_iter()
            .any(|die| (0..=RESERVE).any(|from| pos.try_step(from, die).is_some()));
        if !steps {
            return true;
        }
        if pos.rules().failure == Failure::RestLost {
            return false;
        }
        Dice::all()
            .into_iter()
            .all(|dice| general::rest_of_turn(pos, &general::dice_of(pos.rules(), dice)).is_empty())
    }

    /// A random position of `variant` with each side's straggler pinned in the other's
    /// home, the other checkers on the first `spread` points of their own side; `None`
    /// where the setup is not a position.
    fn straggled(variant: Variant, rng: &mut impl Rng, spread: u8) -> Option<Position> {
        let mut setup = Setup::start(variant, Side::ALL[rng.random_range(0..2)]);
        for side in Side::ALL {
            setup.checkers[side] = [0; 26];
        }
        let stragglers = [rng.random_range(19..=24u8), rng.random_range(19..=24u8)];
        for (side, straggler) in Side::ALL.into_iter().zip(stragglers) {
            let other = if side == Side::ALL[0] {
                stragglers[1]
            } else {
                stragglers[0]
            };
            setup.checkers[side][usize::from(straggler)] = 1;
            setup.pinned[side] = 1 << straggler;
            // The pinner of the other's straggler, then the rest anywhere in reach.
            setup.checkers[side][usize::from(25 - other)] += 1;
            for _ in 2..variant.rules().checkers {
                setup.checkers[side][rng.random_range(1..=usize::from(spread))] += 1;
            }
        }
        Position::from_setup(setup).ok()
    }

    #[test]
    fn the_quick_answer_is_that_of_every_roll_generated() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(33);
        let (mut compared, mut frozen_seen, mut drawn) = (0, 0, 0);
        for variant in [Variant::Pin, Variant::Tapa, Variant::Plakoto] {
            // Positions of random games, and random stragglers pinned on both sides.
            let mut positions = Vec::new();
            for _ in 0..20 {
                let mut pos = Position::start(variant, Side::ALL[rng.random_range(0..2)]);
                for _ in 0..200 {
                    if pos.outcome().is_some() {
                        break;
                    }
                    positions.push(pos);
                    let dice = Dice::all()[rng.random_range(0..21)];
                    let plays = pos.legal_plays(dice);
                    pos = match plays.len() {
                        0 => pos.with_turn(!pos.turn()),
                        n => plays[rng.random_range(0..n)].after,
                    };
                }
            }
            for _ in 0..3000 {
                let spread = rng.random_range(1..=12);
                positions.extend(straggled(variant, &mut rng, spread));
            }
            for pos in positions {
                for side in Side::ALL {
                    let turned = pos.with_turn(side);
                    let full = frozen_by_every_roll(&turned);
                    assert_eq!(frozen(&turned), full, "{variant} {turned:?}");
                    compared += 1;
                    frozen_seen += usize::from(full);
                }
                drawn += usize::from(deadlock(&pos).is_some());
            }
        }
        assert!(
            compared > 10_000 && frozen_seen > 50 && drawn > 5,
            "{compared} {frozen_seen} {drawn}"
        );
    }
}
