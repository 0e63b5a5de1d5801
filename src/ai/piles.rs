//! The computer's judgement of a Doublets position (`variants.md` §2.15): exact, since the
//! game is two races that never touch, each a chain of phases driven by the dice alone.
//!
//! For every state of one side (its phase and standing piles) the chance to be done within
//! `t` of its turns is worked out once, a double's rolls again counted inside the turn. The
//! side that has just moved wins when it needs fewer turns than the side on roll.

use std::sync::OnceLock;

use super::Evaluation;
use crate::rules::variant::doublets::{after_roll, done};
use crate::rules::{Dice, Die, Position, Side, Stacks};

/// Turns looked ahead; a side needs about twenty-five, and the chance to need more than
/// this is far below the evaluator's precision.
const HORIZON: usize = 160;

/// The index of a side's state: phase 1..=3 and the piles, 64 masks each.
fn index(stacks: Stacks) -> usize {
    usize::from(stacks.phase().saturating_sub(1)) * 64 + usize::from(stacks.piles())
}

/// Every state, by index (`None` for those no side can be in).
fn states() -> Vec<Option<Stacks>> {
    (0..192)
        .map(|i| {
            let stacks = Stacks::new((i / 64 + 1) as u8, (i % 64) as u8)?;
            let phase = stacks.phase();
            let valid = match phase {
                1 => stacks.piles() != 0,
                2 => stacks.piles() != 0b11_1111,
                _ => true,
            };
            valid.then_some(stacks)
        })
        .collect()
}

/// Where one turn from each state leads: `(state, chance)` pairs.
fn turn_steps(states: &[Option<Stacks>]) -> Vec<Vec<(usize, f64)>> {
    let mut memo: Vec<Option<Vec<(usize, f64)>>> = vec![None; states.len()];
    (0..states.len())
        .map(|i| match states[i] {
            Some(s) => one_turn(s, &mut memo),
            None => Vec::new(),
        })
        .collect()
}

/// The states one turn from `stacks` ends in, with their chances: a roll, and after a double
/// (not finishing) the turn goes on from where it led. A double that changes nothing rolls
/// again from the same state, which is summed up as a geometric series.
fn one_turn(stacks: Stacks, memo: &mut [Option<Vec<(usize, f64)>>]) -> Vec<(usize, f64)> {
    if let Some(known) = &memo[index(stacks)] {
        return known.clone();
    }
    let mut out: Vec<(usize, f64)> = Vec::new();
    let add = |out: &mut Vec<(usize, f64)>, at: usize, p: f64| match out
        .iter_mut()
        .find(|(i, _)| *i == at)
    {
        Some((_, q)) => *q += p,
        None => out.push((at, p)),
    };
    let mut idle = 0.0;
    for a in Die::ALL {
        for b in Die::ALL {
            let dice = Dice::new(a, b);
            let p = 1.0 / 36.0;
            let (next, _) = after_roll(stacks, &dice.to_play());
            if dice.is_double() && !done(next) {
                if next == stacks {
                    idle += p;
                } else {
                    for (at, q) in one_turn(next, memo) {
                        add(&mut out, at, p * q);
                    }
                }
            } else {
                add(&mut out, index(next), p);
            }
        }
    }
    for (_, q) in &mut out {
        *q /= 1.0 - idle;
    }
    memo[index(stacks)] = Some(out.clone());
    out
}

/// For each state, the chance to be done within `t` turns, `t` in `0..=HORIZON`.
fn done_within() -> &'static Vec<Vec<f64>> {
    static TABLE: OnceLock<Vec<Vec<f64>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let states = states();
        let steps = turn_steps(&states);
        let mut by_turns = vec![vec![0.0; states.len()]; HORIZON + 1];
        for (i, s) in states.iter().enumerate() {
            if s.is_some_and(done) {
                by_turns[0][i] = 1.0;
            }
        }
        for t in 1..=HORIZON {
            for i in 0..states.len() {
                by_turns[t][i] = if states[i].is_some_and(done) {
                    1.0
                } else {
                    steps[i].iter().map(|&(j, p)| p * by_turns[t - 1][j]).sum()
                };
            }
        }
        // By state first: one side's whole distribution together.
        (0..states.len())
            .map(|i| by_turns.iter().map(|row| row[i]).collect())
            .collect()
    })
}

/// Exact chances for `me`, who has just moved, the other side on roll: `me` wins when the
/// side on roll needs more turns than `me` does.
#[must_use]
pub fn evaluate(pos: &Position, me: Side) -> Evaluation {
    let table = done_within();
    let mine = &table[index(pos.stacks(me))];
    let theirs = &table[index(pos.stacks(!me))];
    // P(me done in exactly t) × P(they not done within t).
    let win: f64 = (1..=HORIZON)
        .map(|t| (mine[t] - mine[t - 1]) * (1.0 - theirs[t]))
        .sum();
    Evaluation {
        win: win.clamp(0.0, 1.0) as f32,
        ..Evaluation::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn every_side_is_done_within_the_horizon_all_but_surely() {
        let table = done_within();
        let start = Stacks::new(1, 0b11_1111).unwrap();
        assert!(table[index(start)][HORIZON] > 0.999_999);
    }

    #[test]
    fn the_start_favours_the_side_on_roll_and_a_side_ahead_wins_more() {
        let start = Position::start(Variant::Doublets, Side::Black);
        // Green has "just moved": Black, on roll, is a little ahead.
        let even = evaluate(&start, Side::Green).win;
        assert!(even < 0.5 && even > 0.4, "{even}");
        let mut setup = start.to_setup();
        setup.stacks.green = Stacks::new(2, 0).unwrap();
        let ahead = Position::from_setup(setup).unwrap();
        assert!(evaluate(&ahead, Side::Green).win > even + 0.2);
    }
}
