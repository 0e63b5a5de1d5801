//! How well networks choose their plays, judged by an independent evaluator (issue 35).
//!
//! The equity error against gnubg's judgements ([`super::supervised::mean_error`]) fell
//! several times while the play against gnubg 0-ply did not follow (`super`'s model card):
//! a network may miss every position of a roll by the same amount and still choose the
//! right play, or miss two plays by little in opposite directions and choose the wrong one.
//! What a duel measures is the choice. So:
//!
//! - [`decisions`] plays self-play games at 0-ply and keeps, now and then, a roll with a
//!   choice: every distinct position its plays lead to;
//! - an independent evaluator judges every one of those positions (`scripts/gnubg-label.sh`,
//!   GNU Backgammon's `eval` at 1-ply: its figures, never its code);
//! - [`loss`] reports, for a way of choosing (a network's, or another evaluator's figures:
//!   gnubg 0-ply's), the equity the chosen play gives up against the judge's best, on
//!   average, for the decisions in contact and in the race apart.
//!
//! Thousands of decisions take seconds to score, where a duel that tells two networks apart
//! takes an hour.

use std::collections::HashMap;
use std::fmt::Write as _;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{NetEvaluator, NetKind};
use crate::ai::{Evaluator, duel};
use crate::notation::position_id;
use crate::rules::driver::{self, Course};
use crate::rules::{Conventions, Position, Variant};

/// Turns after which a game is given up.
const MAX_PLIES: usize = 2_000;

/// The chance that a roll with a choice is kept: one in four, so that a few thousand
/// decisions come from many games rather than from a few games' every roll.
const KEEP: f32 = 0.25;

/// The chance that a self-play game plays one of the four best plays at random instead of
/// the best, so that the positions spread beyond the network's own habits.
const EXPLORE: f32 = 0.2;

/// One roll with a choice: every distinct position its plays lead to (the opponent on roll).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Whether any of the positions is judged by the contact network: the decision is one
    /// of contact; else it is one of the race.
    pub contact: bool,
    /// The positions, at least two.
    pub plays: Vec<Position>,
}

/// Up to `count` decisions of self-play games of `variant` played by `eval` at 0-ply,
/// seeded by `seed`: rolls with at least two distinct plays, one at least judged by a
/// network (not all by the exact bear-off database).
#[must_use]
pub fn decisions(variant: Variant, eval: &NetEvaluator, count: usize, seed: u64) -> Vec<Decision> {
    let mut found = Vec::with_capacity(count);
    let mut afters = Vec::new();
    let mut game = 0u64;
    while found.len() < count {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game);
        let mut choice_rng = ChaCha8Rng::seed_from_u64(seed ^ game.rotate_left(24));
        game += 1;
        let mut throw = || duel::throw(&mut rng);
        let (mut course, _) = Course::start(variant, Conventions::default(), &mut throw);
        let mut plies = 0;
        while let Some(stage) = course.next_stage(&mut throw) {
            plies += 1;
            if plies > MAX_PLIES || found.len() >= count {
                break;
            }
            let pos = *course.position();
            driver::afters_into(&pos, stage, &mut afters);
            // Distinct positions, in an order that does not depend on the generator's.
            afters.sort_by_key(position_id::encode);
            afters.dedup();
            let after = if afters.is_empty() {
                pos.with_turn(!pos.turn())
            } else {
                let mut ranked: Vec<(f32, Position)> = afters
                    .iter()
                    .map(|p| (eval.evaluate(p).equity(), *p))
                    .collect();
                ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                let judged = ranked.iter().any(|(_, p)| eval.exact(p).is_none());
                if ranked.len() >= 2 && judged && choice_rng.random::<f32>() < KEEP {
                    found.push(Decision {
                        contact: ranked
                            .iter()
                            .any(|(_, p)| eval.kind_of(p) == NetKind::Contact),
                        plays: ranked.iter().map(|(_, p)| *p).collect(),
                    });
                }
                let pick = if choice_rng.random::<f32>() < EXPLORE {
                    choice_rng.random_range(0..ranked.len().min(4))
                } else {
                    0
                };
                ranked[pick].1
            };
            let complete = !afters.is_empty() && driver::complete_to(&pos, stage, &after);
            course.advance_stage(stage, after, complete);
        }
    }
    found
}

/// `decisions` as text: for each, a line `# contact` or `# course`, then one gnubg
/// Position ID a line, the side on roll first (as `scripts/gnubg-label.sh` reads them, once
/// the `#` lines are left out).
#[must_use]
pub fn write_decisions(decisions: &[Decision]) -> String {
    let mut text = String::new();
    for d in decisions {
        let _ = writeln!(text, "# {}", if d.contact { "contact" } else { "course" });
        for p in &d.plays {
            let _ = writeln!(text, "{}", position_id::encode(p));
        }
    }
    text
}

/// The decisions [`write_decisions`] wrote, each position read with Green on roll, as
/// [`super::supervised::read_labels`] reads the judge's (the colours do not matter to the
/// networks), so that a position and its judgement meet.
///
/// # Errors
/// A line that is neither a decision's header nor a Position ID of `variant`, a position
/// before any header, or a decision of fewer than two positions, with its line number.
pub fn read_decisions(variant: Variant, text: &str) -> Result<Vec<Decision>, String> {
    let mut out: Vec<Decision> = Vec::new();
    let close = |out: &[Decision], n: usize| match out.last() {
        Some(d) if d.plays.len() < 2 => {
            Err(format!("line {n}: a decision of fewer than two plays"))
        }
        _ => Ok(()),
    };
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(kind) = line.strip_prefix('#') {
            close(&out, i + 1)?;
            let contact = match kind.trim() {
                "contact" => true,
                "course" => false,
                _ => return Err(format!("line {}: neither contact nor course", i + 1)),
            };
            out.push(Decision {
                contact,
                plays: Vec::new(),
            });
            continue;
        }
        let pos = position_id::decode_for(variant, line, crate::rules::Side::Green)
            .map_err(|_| format!("line {}: not a Position ID", i + 1))?;
        out.last_mut()
            .ok_or_else(|| format!("line {}: a position before any decision", i + 1))?
            .plays
            .push(pos);
    }
    close(&out, text.lines().count())?;
    Ok(out)
}

/// What a way of choosing gives up, on average, against the judge, for one kind of
/// decision.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Loss {
    /// Decisions scored (those whose every play the judge and the chooser judged).
    pub decisions: usize,
    /// The mean equity given up: the judge's best play's equity less the chosen one's.
    pub mean: f64,
    /// The share of decisions where the chosen play gives up more than 0.001.
    pub wrong: f64,
}

/// [`Loss`] over the contact decisions and over the race ones, for the plays `choose`
/// picks (an index into a decision's plays; `None`: it cannot judge them all, and the
/// decision is left out), against the equities `judge` gives the positions (for the side
/// that has just moved; a decision with a position it does not judge is left out).
pub fn loss(
    decisions: &[Decision],
    judge: &HashMap<Position, f32>,
    mut choose: impl FnMut(&[Position]) -> Option<usize>,
) -> [Loss; 2] {
    let mut sums = [(0usize, 0.0f64, 0usize); 2];
    for d in decisions {
        let Some(values) = d
            .plays
            .iter()
            .map(|p| judge.get(p).copied())
            .collect::<Option<Vec<f32>>>()
        else {
            continue;
        };
        let Some(chosen) = choose(&d.plays).filter(|&i| i < values.len()) else {
            continue;
        };
        let best = values.iter().copied().fold(f32::MIN, f32::max);
        let given_up = f64::from(best - values[chosen]);
        let s = &mut sums[usize::from(!d.contact)];
        s.0 += 1;
        s.1 += given_up;
        s.2 += usize::from(given_up > 0.001);
    }
    sums.map(|(n, total, wrong)| Loss {
        decisions: n,
        mean: if n == 0 { 0.0 } else { total / n as f64 },
        wrong: if n == 0 { 0.0 } else { wrong as f64 / n as f64 },
    })
}

/// The play with the highest equity in `values` (ties: the first), or `None` if any play is
/// missing from it: the choice of an evaluator whose figures are written down.
#[must_use]
pub fn best_by(values: &HashMap<Position, f32>, plays: &[Position]) -> Option<usize> {
    first_best(plays.iter().map(|p| values.get(p).copied()))
}

/// The play `eval` chooses at 0-ply among `plays` (ties: the first), ranking them as the
/// computer does ([`Evaluator::rank`]: the exact database's equity where it judges, else
/// the networks').
#[must_use]
pub fn best_by_network(eval: &NetEvaluator, plays: &[Position]) -> Option<usize> {
    first_best(plays.iter().map(|p| Some(eval.evaluate(p).equity())))
}

/// The index of the highest of `values` (ties: the first), or `None` if any is missing or
/// there is none.
fn first_best(values: impl Iterator<Item = Option<f32>>) -> Option<usize> {
    let mut best: Option<(usize, f32)> = None;
    for (i, v) in values.enumerate() {
        let v = v?;
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    best.map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embedded() -> &'static NetEvaluator {
        NetEvaluator::embedded(Variant::Backgammon).expect("the backgammon networks are shipped")
    }

    #[test]
    fn each_decision_holds_distinct_plays_and_the_same_seed_gives_the_same_ones() {
        let found = decisions(Variant::Backgammon, embedded(), 40, 3);
        assert_eq!(found.len(), 40);
        for d in &found {
            assert!(d.plays.len() >= 2);
            let distinct: std::collections::HashSet<_> = d.plays.iter().collect();
            assert_eq!(distinct.len(), d.plays.len());
        }
        assert!(found.iter().any(|d| d.contact));
        assert_eq!(found, decisions(Variant::Backgammon, embedded(), 40, 3));
    }

    #[test]
    fn decisions_read_back_what_was_written() {
        let found = decisions(Variant::Backgammon, embedded(), 10, 4);
        let text = write_decisions(&found);
        let read = read_decisions(Variant::Backgammon, &text).expect("reads");
        assert_eq!(write_decisions(&read), text);
        // Read as the labels are, the side on roll Green: the network judges them alike.
        for (a, b) in found.iter().zip(&read) {
            assert_eq!(
                best_by_network(embedded(), &a.plays),
                best_by_network(embedded(), &b.plays)
            );
        }
    }

    #[test]
    fn a_bad_decisions_file_is_refused_with_its_line() {
        let id = position_id::encode(&Position::start(
            Variant::Backgammon,
            crate::rules::Side::Green,
        ));
        let err = read_decisions(Variant::Backgammon, &format!("{id}\n")).unwrap_err();
        assert!(err.starts_with("line 1:"), "{err}");
        let err = read_decisions(Variant::Backgammon, &format!("# contact\n{id}\n")).unwrap_err();
        assert!(err.contains("fewer than two"), "{err}");
        let err = read_decisions(
            Variant::Backgammon,
            &format!("# contact\n{id}\nnot an id\n"),
        )
        .unwrap_err();
        assert!(err.starts_with("line 3:"), "{err}");
        let err = read_decisions(Variant::Backgammon, "# milieu\n").unwrap_err();
        assert!(err.contains("neither"), "{err}");
    }

    #[test]
    fn choosing_the_judges_best_gives_up_nothing_and_its_worst_gives_up_the_difference() {
        let found = decisions(Variant::Backgammon, embedded(), 30, 5);
        // A judge: the networks' own figures.
        let judge: HashMap<Position, f32> = found
            .iter()
            .flat_map(|d| d.plays.iter())
            .map(|p| (*p, embedded().evaluate(p).equity()))
            .collect();
        let [contact, race] = loss(&found, &judge, |plays| best_by(&judge, plays));
        assert_eq!(contact.decisions + race.decisions, found.len());
        assert_eq!((contact.mean, contact.wrong), (0.0, 0.0));
        assert_eq!(race.mean, 0.0);
        // The worst play gives up the spread of each decision.
        let spread: f64 = found
            .iter()
            .filter(|d| d.contact)
            .map(|d| {
                let v: Vec<f32> = d.plays.iter().map(|p| judge[p]).collect();
                let max = v.iter().copied().fold(f32::MIN, f32::max);
                let min = v.iter().copied().fold(f32::MAX, f32::min);
                f64::from(max - min)
            })
            .sum::<f64>()
            / contact.decisions as f64;
        let worst = |plays: &[Position]| {
            (0..plays.len()).min_by(|&a, &b| judge[&plays[a]].total_cmp(&judge[&plays[b]]))
        };
        let [contact, _] = loss(&found, &judge, worst);
        assert!((contact.mean - spread).abs() < 1e-6, "{contact:?} {spread}");
        assert!(contact.wrong > 0.5);
        // The network chooses as its own figures do.
        let [by_net, _] = loss(&found, &judge, |plays| best_by_network(embedded(), plays));
        assert_eq!(by_net.mean, 0.0);
    }

    #[test]
    fn a_decision_with_a_play_the_judge_did_not_judge_is_left_out() {
        let found = decisions(Variant::Backgammon, embedded(), 5, 6);
        let mut judge: HashMap<Position, f32> = found
            .iter()
            .flat_map(|d| d.plays.iter())
            .map(|p| (*p, 0.0))
            .collect();
        judge.remove(&found[0].plays[1]);
        let [contact, race] = loss(&found, &judge, |_| Some(0));
        assert_eq!(contact.decisions + race.decisions, found.len() - 1);
        assert_eq!(best_by(&judge, &found[0].plays), None);
    }
}
