//! Training on better targets than self-play alone (issue 16): positions met in self-play
//! are written out, an independent evaluator judges them (GNU Backgammon's `eval`, through
//! its command line, by `scripts/gnubg-label.sh`: its outputs are figures to learn from,
//! never its code or weights), and the networks are then trained on those judgements as a
//! supervised regression, epoch after epoch, with a part of the positions held out to see
//! whether the networks generalise.
//!
//! - [`sample`] plays self-play games at 0-ply with the given evaluator, now and then
//!   choosing a play at random among the best few so that the positions spread beyond the
//!   networks' own habits, and keeps each position a network would judge (no finished game,
//!   no pure bear-off, which the exact database judges), once each.
//! - [`read_labels`] reads the judged positions: a gnubg Position ID, the side on roll first,
//!   and gnubg's five chances for that side (win, gammon, backgammon, lose gammon, lose
//!   backgammon), tab-separated. The networks judge a position for the side that has just
//!   moved, so the chances are turned round.
//! - [`fit`] trains the contact and race networks on them (cross-entropy on each output,
//!   weighted as its [`Schedule`] says, the gradient step of
//!   [`super::network::Net::learn_weighted`]), and [`mean_error`] measures a network's mean
//!   absolute error of cubeless equity on a set.

use std::collections::HashSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::network::{Activations, Adam};
use super::train::equity;
use super::{NetEvaluator, NetKind, OUTPUTS, flip, inputs};
use crate::ai::gnubg::Gnubg;
use crate::ai::pubeval::PubEval;
use crate::ai::{Evaluator, duel};
use crate::notation::position_id;
use crate::rules::driver::{self, Course};
use crate::rules::{Conventions, Position, Side, Stage, Variant};

/// Turns after which a sampling game is given up.
const MAX_PLIES: usize = 2_000;

/// Who plays one side of each sampling game (Green in even games, Black in odd ones)
/// instead of the networks.
#[derive(Clone, Copy, Default)]
pub enum Opponent<'a> {
    /// Nobody: the networks play both sides (self-play).
    #[default]
    Itself,
    /// pubeval's choice: the lopsided games a much weaker player makes, gammons and
    /// blitzes, which self-play between equals seldom reaches.
    Pubeval,
    /// GNU Backgammon's choice at 0-ply (backgammon only): the positions a stronger player
    /// leads the networks into. Why (issue 35): gnubg 2-ply's analysis of duels against
    /// gnubg 0-ply (`scripts/gnubg-errors.sh`) found the networks furthest behind where one
    /// side attacks a checker on the bar or bears in against checkers left back. Taught
    /// gnubg 1-ply's judgements of such positions, they played no better (the model card in
    /// [`super`]).
    Gnubg(&'a Gnubg),
}

impl std::fmt::Debug for Opponent<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Opponent::Itself => "Itself",
            Opponent::Pubeval => "Pubeval",
            Opponent::Gnubg(_) => "Gnubg",
        })
    }
}

/// How a sampling game chooses its plays.
#[derive(Clone, Copy, Debug)]
pub struct Sampling<'a> {
    /// The chance of a play drawn among the best [`Sampling::among`] rather than the best.
    pub explore: f32,
    /// How many of the best plays a drawn play comes from.
    pub among: usize,
    /// How many of the best plays of each roll are kept, the one played among them: the
    /// positions a decision chooses between, which are what a network must rank right.
    pub candidates: usize,
    /// Who plays the other side, if not the networks.
    pub opponent: Opponent<'a>,
}

impl Default for Sampling<'_> {
    fn default() -> Self {
        Sampling {
            explore: 0.1,
            among: 4,
            candidates: 1,
            opponent: Opponent::Itself,
        }
    }
}

/// Up to `count` distinct positions from self-play games of `variant` played by `eval`,
/// seeded by `seed`, in the order met: each one a position after a play, the opponent on
/// roll, that a network would judge.
#[must_use]
pub fn sample(
    variant: Variant,
    eval: &NetEvaluator,
    count: usize,
    seed: u64,
    how: Sampling<'_>,
) -> Vec<Position> {
    let mut seen: HashSet<Position> = HashSet::with_capacity(count);
    let mut found = Vec::with_capacity(count);
    let mut scratch = Vec::new();
    let mut afters = Vec::new();
    let mut game = 0u64;
    while found.len() < count {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0xA076_1D64_78BD_642F) ^ game);
        game += 1;
        let mut choice_rng = ChaCha8Rng::seed_from_u64(seed ^ game.rotate_left(32));
        let mut throw = || duel::throw(&mut rng);
        let (mut course, _) = Course::start(variant, Conventions::default(), &mut throw);
        // The side the opponent plays in this game, if any.
        let other_side = (!matches!(how.opponent, Opponent::Itself)).then_some(if game % 2 == 0 {
            Side::Green
        } else {
            Side::Black
        });
        let mut plies = 0;
        while let Some(stage) = course.next_stage(&mut throw) {
            plies += 1;
            if plies > MAX_PLIES {
                break;
            }
            let pos = *course.position();
            driver::afters_into(&pos, stage, &mut afters);
            let after = if afters.is_empty() {
                pos.with_turn(!pos.turn())
            } else if Some(pos.turn()) == other_side {
                opponent_play(how.opponent, &pos, stage, &afters, &mut choice_rng)
            } else {
                let mut ranked: Vec<(f32, Position)> = afters
                    .iter()
                    .map(|p| {
                        let value = match eval.exact(p) {
                            Some(e) => e.equity(),
                            None => equity(&eval.outputs_with(p, &mut scratch)),
                        };
                        (value, *p)
                    })
                    .collect();
                ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                let pick = if choice_rng.random::<f32>() < how.explore {
                    choice_rng.random_range(0..ranked.len().min(how.among.max(1)))
                } else {
                    0
                };
                for (_, other) in ranked.iter().take(how.candidates).skip(1) {
                    if eval.exact(other).is_none() && seen.insert(*other) {
                        found.push(*other);
                    }
                }
                ranked[pick].1
            };
            if eval.exact(&after).is_none() && seen.insert(after) {
                found.push(after);
            }
            if found.len() >= count {
                found.truncate(count);
                break;
            }
            let complete = !afters.is_empty() && driver::complete_to(&pos, stage, &after);
            course.advance_stage(stage, after, complete);
        }
    }
    found
}

/// The opponent's choice among `afters`, the positions the plays of `stage` lead to (not
/// empty): pubeval's best, or gnubg's play of the roll as the duel asks it
/// ([`duel::Player::Gnubg`]; the first legal play where gnubg fails, as a duel plays on; a
/// stage without dice is left to pubeval's ranking).
fn opponent_play(
    opponent: Opponent,
    pos: &Position,
    stage: Stage,
    afters: &[Position],
    rng: &mut ChaCha8Rng,
) -> Position {
    if let (Opponent::Gnubg(gnubg), Some(dice)) = (opponent, stage.kind.dice()) {
        if let Some(play) = duel::Player::Gnubg(gnubg).choose(pos, dice, None, rng) {
            return play.after;
        }
    }
    afters
        .iter()
        .map(|p| (PubEval.rank(pos, p), *p))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(afters[0], |(_, p)| p)
}

/// One judged position: the position (the side that has just moved judged) and its five
/// chances for that side.
pub type Labelled = (Position, [f32; OUTPUTS]);

/// The lines of `text` (as [`read_labels`] reads them) whose side on roll is the favourite
/// (wins at least half the time) and whose cubeless money equity lies in `min..=max`: where
/// cube decisions are made, for the networks the cube decisions read
/// ([`super::NetEvaluator::embedded_cube`]). The equity is reckoned in `f64` from the figures
/// as written, win twice less one, plus the gammons and backgammons won, less those lost, in
/// that order, so that a filter by any other tool reckoning alike keeps the same lines. A line
/// that does not read is kept, for [`read_labels`] to report.
#[must_use]
pub fn within_window(text: &str, min: f64, max: f64) -> String {
    let keep = |line: &str| {
        let c: Vec<f64> = line
            .split_whitespace()
            .skip(1)
            .map_while(|f| f.parse().ok())
            .collect();
        let [w, wg, wb, lg, lb] = c[..] else {
            return true;
        };
        let equity = 2.0 * w - 1.0 + wg - lg + wb - lb;
        w >= 0.5 && (min..=max).contains(&equity)
    };
    let mut out = String::new();
    for line in text.lines().filter(|l| keep(l)) {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Reads `text`, lines of a Position ID and gnubg's five chances for the side on roll,
/// tab- or space-separated; blank lines and `#` comments skipped.
///
/// # Errors
/// The first line that does not read, with its number.
pub fn read_labels(variant: Variant, text: &str) -> Result<Vec<Labelled>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |why: &str| format!("line {}: {why}", i + 1);
        let mut fields = line.split_whitespace();
        let id = fields.next().ok_or_else(|| bad("empty"))?;
        // The Position ID puts the side on roll first; which colour it is does not matter to
        // the networks, which see the position from the side that has just moved.
        let on_roll = position_id::decode_for(variant, id, crate::rules::Side::Green)
            .map_err(|e| bad(&format!("{e:?}")))?;
        let mut chances = [0.0f32; OUTPUTS];
        for c in &mut chances {
            *c = fields
                .next()
                .ok_or_else(|| bad("five chances expected"))?
                .parse()
                .map_err(|_| bad("a chance that is not a number"))?;
            if !(0.0..=1.0).contains(c) {
                return Err(bad("a chance outside 0 to 1"));
            }
        }
        out.push((on_roll, flip(&chances)));
    }
    Ok(out)
}

/// The chances of the side on roll in `on_roll` one ply ahead, by `eval`'s networks
/// ([`crate::ai::cube::chances_one_ply_ahead`]), in the order of a label: win, win gammon,
/// win backgammon, lose gammon, lose backgammon, for the side on roll.
///
/// These are the networks' own look-ahead, a better judge than the networks themselves:
/// trained towards them (`entrainer juger`, then `apprendre`), the networks learn part of
/// what the look-ahead sees at 0-ply's cost. GNU Backgammon's 2-ply judgements did not do
/// this as well: they differ from its 0-ply ones by less than the networks' own error,
/// whereas these differ from the networks by their whole look-ahead.
#[must_use]
pub fn one_ply_chances(on_roll: &Position, eval: &NetEvaluator) -> [f32; OUTPUTS] {
    super::to_outputs(&crate::ai::cube::chances_one_ply_ahead(on_roll, eval))
}

/// The mean absolute error of cubeless equity of `eval`'s networks over `set`.
#[must_use]
pub fn mean_error(eval: &NetEvaluator, set: &[Labelled]) -> f32 {
    if set.is_empty() {
        return 0.0;
    }
    let mut scratch = Vec::new();
    let total: f32 = set
        .iter()
        .map(|(pos, target)| (equity(&eval.outputs_with(pos, &mut scratch)) - equity(target)).abs())
        .sum();
    total / set.len() as f32
}

/// [`mean_error`] of the contact network's positions and of the race network's, with how
/// many of each `set` holds.
#[must_use]
pub fn mean_error_by_kind(eval: &NetEvaluator, set: &[Labelled]) -> [(usize, f32); 2] {
    let (contact, race): (Vec<Labelled>, Vec<Labelled>) = set
        .iter()
        .partition(|(pos, _)| eval.kind_of(pos) == NetKind::Contact);
    [
        (contact.len(), mean_error(eval, &contact)),
        (race.len(), mean_error(eval, &race)),
    ]
}

/// How [`fit`] learns.
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    /// Passes over the positions, shuffled each time.
    pub epochs: usize,
    /// The learning rate of the first pass; it decreases linearly to a tenth.
    pub alpha: f32,
    /// The seed of the shuffles.
    pub seed: u64,
    /// How much the error of the winning chances counts against that of the backgammons
    /// (1: alike). A cube decision turns on the winning chances most, then on the gammons:
    /// fed GNU Backgammon's winning chances and the networks' gammons, the cube decisions
    /// agree with gnubg's on 97.7 % of the fresh money set's; fed the reverse, 95.2 %, the
    /// networks' own 94.3 % (`entrainer videau --chances`). So the cube networks weigh them
    /// more (`apprendre --poids-victoire`, `--poids-gammon`).
    pub win_weight: f32,
    /// How much the error of the gammon chances (won and lost) counts against that of the
    /// backgammons.
    pub gammon_weight: f32,
    /// Positions per step of [`Adam`], `alpha` being its step size; 0: a plain gradient step
    /// after each position, of size `alpha` (the trainer's first way).
    pub batch: usize,
}

/// Trains `eval`'s networks on `train` as `schedule` says, the positions shuffled at each
/// epoch (seeded); after each epoch `report` hears the epoch and the mean equity error on
/// `held_out`.
pub fn fit(
    eval: &mut NetEvaluator,
    train: &mut [Labelled],
    held_out: &[Labelled],
    schedule: Schedule,
    report: &mut dyn FnMut(usize, f32),
) {
    let Schedule {
        epochs,
        alpha,
        seed,
        win_weight,
        gammon_weight,
        batch,
    } = schedule;
    // In the order of the outputs: win, win gammon, win backgammon, lose gammon, lose
    // backgammon.
    let weights = [win_weight, gammon_weight, 1.0, gammon_weight, 1.0];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut act = Activations::default();
    let mut grad = Vec::new();
    // One optimizer for each network, made when its first position comes.
    let mut adams: [Option<Adam>; 2] = [None, None];
    for epoch in 0..epochs {
        // Fisher–Yates with the seeded generator.
        for i in (1..train.len()).rev() {
            let j = rng.random_range(0..=i);
            train.swap(i, j);
        }
        let rate = alpha * (1.0 - 0.9 * epoch as f32 / epochs.max(1) as f32);
        for (pos, target) in train.iter() {
            let kind: NetKind = eval.kind_of(pos);
            let net = eval.net_mut(kind);
            let n = net.inputs();
            let x = inputs::encode_prefix(pos, n);
            net.forward_keep(&x[..n], &mut act);
            if batch == 0 {
                net.learn_weighted(&x[..n], &act, target, rate, &weights, &mut grad);
                continue;
            }
            let adam = adams[kind as usize].get_or_insert_with(|| Adam::new(net));
            adam.add(net, &x[..n], &act, target, &weights);
            if adam.pending() == batch {
                adam.step(net, rate);
            }
        }
        for kind in [NetKind::Contact, NetKind::Race] {
            if let Some(adam) = adams[kind as usize].as_mut() {
                adam.step(eval.net_mut(kind), rate);
            }
        }
        report(epoch + 1, mean_error(eval, held_out));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embedded() -> NetEvaluator {
        NetEvaluator::embedded(Variant::Backgammon)
            .cloned()
            .expect("the backgammon networks are shipped")
    }

    #[test]
    fn the_cube_window_keeps_the_favourites_whose_equity_lies_within_it() {
        let text = "\
            a\t0.700\t0.200\t0.010\t0.050\t0.000\n\
            b\t0.600\t0.000\t0.000\t0.000\t0.000\n\
            c\t0.950\t0.600\t0.100\t0.000\t0.000\n\
            d\t0.450\t0.300\t0.000\t0.000\t0.000\n\
            e\t0.300\t0.000\t0.000\t0.100\t0.000\n\
            f\tnot a number\n";
        // a: 0.56; b: 0.2; c: 1.6, too good; d: 0.2 but the underdog; e: −0.5.
        assert_eq!(
            within_window(text, 0.15, 1.35),
            "a\t0.700\t0.200\t0.010\t0.050\t0.000\n\
             b\t0.600\t0.000\t0.000\t0.000\t0.000\n\
             f\tnot a number\n"
        );
        assert_eq!(
            within_window(text, 0.22, 1.15),
            "a\t0.700\t0.200\t0.010\t0.050\t0.000\nf\tnot a number\n"
        );
    }

    #[test]
    fn sampled_positions_are_distinct_and_each_one_a_network_judges() {
        let eval = embedded();
        let positions = sample(Variant::Backgammon, &eval, 300, 1, Sampling::default());
        assert_eq!(positions.len(), 300);
        let distinct: HashSet<_> = positions.iter().collect();
        assert_eq!(distinct.len(), 300);
        assert!(positions.iter().all(|p| eval.exact(p).is_none()));
        // Seeded: the same positions again.
        assert_eq!(
            positions,
            sample(Variant::Backgammon, &eval, 300, 1, Sampling::default())
        );
    }

    #[test]
    fn games_against_pubeval_reach_other_positions_the_same_for_a_seed() {
        let eval = embedded();
        let how = Sampling {
            opponent: Opponent::Pubeval,
            ..Sampling::default()
        };
        let lopsided = sample(Variant::Backgammon, &eval, 300, 1, how);
        assert_eq!(lopsided, sample(Variant::Backgammon, &eval, 300, 1, how));
        let even = sample(Variant::Backgammon, &eval, 300, 1, Sampling::default());
        assert_ne!(lopsided, even);
        assert!(lopsided.iter().all(|p| eval.exact(p).is_none()));
    }

    #[test]
    fn judged_one_ply_ahead_a_position_is_worth_what_the_1_ply_search_finds() {
        let eval = embedded();
        for pos in sample(Variant::Backgammon, &eval, 40, 5, Sampling::default()) {
            // `pos` was reached by a play; the opponent is on roll, and `equity_at` at 1-ply
            // averages that opponent's best answers, for the side that has just moved.
            let ahead = one_ply_chances(&pos, &eval);
            let searched = crate::ai::search::equity_at(&pos, &eval, 1);
            assert!(
                (equity(&ahead) + searched).abs() < 1e-4,
                "{ahead:?} against {searched}"
            );
            assert!(ahead[1] <= ahead[0] && ahead[3] <= 1.0 - ahead[0] + 1e-6);
        }
    }

    #[test]
    fn a_label_is_turned_round_for_the_side_that_has_just_moved() {
        let start = Position::start(Variant::Backgammon, crate::rules::Side::Green);
        let id = position_id::encode(&start);
        let text = format!("# gnubg 2-ply\n{id}\t0.6\t0.2\t0.01\t0.1\t0.005\n");
        let labels = read_labels(Variant::Backgammon, &text).expect("reads");
        assert_eq!(labels.len(), 1);
        let (pos, chances) = labels[0];
        assert_eq!(pos.checkers(pos.turn()), start.checkers(start.turn()));
        assert!((chances[0] - 0.4).abs() < 1e-6);
        assert_eq!(&chances[1..], &[0.1, 0.005, 0.2, 0.01]);
    }

    #[test]
    fn a_bad_label_line_is_refused_with_its_number() {
        let err = read_labels(Variant::Backgammon, "\n4HPwATDgc/ABMA 0.5 0.1\n").unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
        let err = read_labels(Variant::Backgammon, "4HPwATDgc/ABMA 0.5 0.1 0 0 7\n").unwrap_err();
        assert!(err.contains("outside"), "{err}");
    }

    #[test]
    fn training_on_labels_brings_the_networks_towards_them() {
        for (batch, alpha) in [(0, 0.05), (16, 0.003)] {
            let eval0 = embedded();
            let positions = sample(Variant::Backgammon, &eval0, 200, 3, Sampling::default());
            // Targets the networks do not give: each position's chances pushed to a sure win.
            let mut set: Vec<Labelled> = positions
                .iter()
                .map(|p| (*p, [0.9, 0.3, 0.02, 0.05, 0.0]))
                .collect();
            let mut eval = eval0.clone();
            let before = mean_error(&eval, &set);
            let held = set.clone();
            let mut last = f32::MAX;
            let schedule = Schedule {
                epochs: 3,
                alpha,
                seed: 1,
                win_weight: 1.0,
                gammon_weight: 1.0,
                batch,
            };
            fit(&mut eval, &mut set, &held, schedule, &mut |_, e| last = e);
            assert!(last < before / 2.0, "batch {batch}: {before} -> {last}");
        }
    }
}
