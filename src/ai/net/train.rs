//! Self-play training by TD(λ): the networks play both sides greedily at 0-ply, and after
//! each game every position they moved to is pulled towards its λ-return — the outcome and
//! the later evaluations of the game, mixed by λ (the offline, forward view of TD(λ), which
//! lets a game's updates be plain sparse gradient steps instead of eligibility traces over
//! every weight).
//!
//! Seeded and resumable: game `g` rolls its dice from `seed` and `g` alone, and the trainer
//! saves its networks and the number of games played into its folder every so often,
//! going on from there when started again.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::network::{Activations, Net};
use super::{NetEvaluator, OUTPUTS, flip, inputs, save_dir, to_outputs};
use crate::ai::duel::{self, DuelStats, Player};
use crate::rules::driver::{self, Course};
use crate::rules::{Conventions, Dice, Position, Side, Stage, StageKind, Variant};

/// Turns after which a self-play game is abandoned (and not learnt from).
const MAX_PLIES: usize = 3_000;

/// What the trainer does; defaults are the settings the embedded networks were trained with.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub variant: Variant,
    /// Games to reach (counting those of an earlier run resumed from `dir`).
    pub games: u64,
    pub seed: u64,
    /// Hidden units of a network made from scratch.
    pub hidden: usize,
    /// Learning rate at the start.
    pub alpha: f32,
    /// Games after which the learning rate has halved (down to a tenth of `alpha`).
    pub alpha_half_life: u64,
    pub lambda: f32,
    /// Folder of checkpoints: the networks and `etat.txt`.
    pub dir: PathBuf,
    /// Games between checkpoints.
    pub checkpoint_every: u64,
    /// Games between benchmarks (0: none).
    pub bench_every: u64,
    /// Games of each benchmark (duplicate pairs: an even number).
    pub bench_games: u64,
    /// Games of refinement to reach after the TD games: every position of a 0-ply
    /// self-play game pulled towards its 1-ply evaluation.
    pub refine_games: u64,
    /// Learning rate of the refinement.
    pub refine_alpha: f32,
}

impl TrainConfig {
    /// The learning rate after `games` games.
    #[must_use]
    pub fn alpha_at(&self, games: u64) -> f32 {
        let halvings = games as f32 / self.alpha_half_life.max(1) as f32;
        (self.alpha * 0.5f32.powf(halvings)).max(self.alpha / 10.0)
    }
}

/// One position a game went through, for learning.
struct Step {
    after: Position,
    /// Its evaluation when the game was played, for the side that had just moved.
    value: [f32; OUTPUTS],
    /// Whether the networks judge it (not a finished game or an exact bear-off).
    learn: bool,
    /// The side that moved: the next stage may be its own again (a double's bottom faces,
    /// French doubles' second roll, Deux tours' roller), and then its value is not flipped.
    mover: Side,
}

/// The trainer's state: the networks being trained and scratch room.
pub struct Trainer {
    pub config: TrainConfig,
    pub eval: NetEvaluator,
    pub games: u64,
    /// Refinement games played.
    pub refined: u64,
    /// Scratch room for the positions a roll leads to: only they are judged, never moves.
    afters: Vec<Position>,
    scratch: Vec<f32>,
    act: Activations,
    grad: Vec<f32>,
    steps: Vec<Step>,
}

fn state_path(dir: &Path) -> PathBuf {
    dir.join("etat.txt")
}

impl Trainer {
    /// A trainer resumed from `config.dir` if it holds a checkpoint, else from scratch.
    ///
    /// # Errors
    /// A checkpoint that cannot be read.
    pub fn new(config: TrainConfig) -> Result<Trainer, String> {
        let mut refined = 0;
        let (eval, games) = match std::fs::read_to_string(state_path(&config.dir)) {
            Ok(text) => {
                let count = |key: &str| {
                    text.lines()
                        .find_map(|l| l.strip_prefix(key))
                        .and_then(|n| n.trim().parse::<u64>().ok())
                };
                let games = count("parties ").ok_or("etat.txt: no games count")?;
                refined = count("affinees ").unwrap_or(0);
                (NetEvaluator::from_dir(config.variant, &config.dir)?, games)
            }
            Err(_) => {
                let mut rng = ChaCha8Rng::seed_from_u64(config.seed ^ 0x5EED_0000);
                // The extra features are those of games that hit in opposite directions.
                let n = if inputs::has_extra_features(config.variant) {
                    inputs::INPUTS
                } else {
                    inputs::BASE_INPUTS
                };
                let contact = Net::random(n, config.hidden, &mut rng);
                let race = super::has_race_net(config.variant)
                    .then(|| Net::random(n, config.hidden, &mut rng));
                (NetEvaluator::new(config.variant, contact, race), 0)
            }
        };
        Ok(Trainer {
            config,
            eval,
            games,
            refined,
            afters: Vec::new(),
            scratch: Vec::new(),
            act: Activations::default(),
            grad: Vec::new(),
            steps: Vec::new(),
        })
    }

    /// Saves the networks and the games count into the folder. The hidden units written are
    /// the networks' own: a trainer resumed from a checkpoint keeps its networks whatever
    /// `--caches` says.
    ///
    /// # Errors
    /// A file that cannot be written.
    pub fn checkpoint(&self) -> std::io::Result<()> {
        save_dir(&self.eval, &self.config.dir)?;
        let c = &self.config;
        let hidden = self.eval.net(super::NetKind::Contact).hidden();
        let mut text = String::new();
        let _ = writeln!(text, "parties {}", self.games);
        let _ = writeln!(text, "affinees {}", self.refined);
        let _ = writeln!(
            text,
            "jeu {}\ngraine {}\ncaches {}\nalpha {}\ndemi_vie {}\nlambda {}",
            c.variant, c.seed, hidden, c.alpha, c.alpha_half_life, c.lambda
        );
        let tmp = c.dir.join("etat.txt.tmp");
        std::fs::write(&tmp, text)?;
        std::fs::rename(tmp, state_path(&c.dir))
    }

    /// The evaluation of `pos` for the side that has just moved, and whether a network
    /// gave it.
    fn value(&mut self, pos: &Position) -> ([f32; OUTPUTS], bool) {
        match self.eval.exact(pos) {
            Some(e) => (to_outputs(&e), false),
            None => (self.eval.outputs_with(pos, &mut self.scratch), true),
        }
    }

    /// Plays game number `g` against itself and learns from it; the number of plies, or
    /// `None` if it was abandoned.
    pub fn play_and_learn(&mut self, g: u64) -> Option<usize> {
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.config.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ g);
        let mut throw = || duel::throw(&mut rng);
        let (mut course, _) =
            Course::start(self.config.variant, Conventions::default(), &mut throw);
        self.steps.clear();
        while let Some(stage) = course.next_stage(&mut throw) {
            if self.steps.len() > MAX_PLIES {
                return None;
            }
            let pos = *course.position();
            let mut afters = std::mem::take(&mut self.afters);
            driver::afters_into(&pos, stage, &mut afters);
            let mover = stage.side;
            let step = if afters.is_empty() {
                let after = pos.with_turn(!pos.turn());
                let (value, learn) = self.value(&after);
                Step {
                    after,
                    value,
                    learn,
                    mover,
                }
            } else {
                let mut best: Option<Step> = None;
                let mut best_eq = f32::NEG_INFINITY;
                for p in &afters {
                    let (value, learn) = self.value(p);
                    let eq = equity(&value);
                    if eq > best_eq {
                        best_eq = eq;
                        best = Some(Step {
                            after: *p,
                            value,
                            learn,
                            mover,
                        });
                    }
                }
                best.expect("a play")
            };
            let complete = !afters.is_empty() && driver::complete_to(&pos, stage, &step.after);
            self.afters = afters;
            course.advance_stage(stage, step.after, complete);
            self.steps.push(step);
        }
        course.outcome()?;
        self.learn_game();
        Some(self.steps.len())
    }

    /// Pulls each position of the last game towards its λ-return.
    fn learn_game(&mut self) {
        let lambda = self.config.lambda;
        let alpha = self.config.alpha_at(self.games);
        let steps = std::mem::take(&mut self.steps);
        let Some(last) = steps.last() else { return };
        // The return of the last position is its (exact) value.
        let mut ret = last.value;
        for t in (0..steps.len() - 1).rev() {
            let step = &steps[t];
            ret = return_before(&steps[t + 1], &ret, lambda, step.mover);
            if !step.learn {
                continue;
            }
            let kind = self.eval.kind_of(&step.after);
            let net = self.eval.net_mut(kind);
            let n = net.inputs();
            let x = inputs::encode_prefix(&step.after, n);
            net.forward_keep(&x[..n], &mut self.act);
            net.learn(&x[..n], &self.act, &ret, alpha, &mut self.grad);
        }
        self.steps = steps;
    }

    /// The 1-ply evaluation of `after` for the side that has just moved: the opponent's
    /// best reply (at 0-ply) to each of its 21 rolls, averaged.
    fn one_ply(&mut self, after: &Position) -> [f32; OUTPUTS] {
        let mut acc = [0.0f32; OUTPUTS];
        let mut afters = std::mem::take(&mut self.afters);
        // The opponent's 21 rolls with their weights, or its one move without dice: on the
        // stack, as this runs for every position refined.
        let side = after.turn();
        let mut stages: arrayvec::ArrayVec<(Stage, f32), 21> = arrayvec::ArrayVec::new();
        if after.rules().has_dice() {
            for d in Dice::all() {
                let kind = StageKind::Roll(d);
                stages.push((Stage { side, kind }, f32::from(d.weight()) / 36.0));
            }
        } else {
            let kind = StageKind::Free;
            stages.push((Stage { side, kind }, 1.0));
        }
        for (stage, w) in stages {
            driver::afters_into(after, stage, &mut afters);
            let reply = if afters.is_empty() {
                self.value(&after.with_turn(!after.turn())).0
            } else {
                let mut best = [0.0; OUTPUTS];
                let mut best_eq = f32::NEG_INFINITY;
                for p in &afters {
                    let v = self.value(p).0;
                    let eq = equity(&v);
                    if eq > best_eq {
                        best_eq = eq;
                        best = v;
                    }
                }
                best
            };
            for (a, r) in acc.iter_mut().zip(flip(&reply)) {
                *a += w * r;
            }
        }
        self.afters = afters;
        acc
    }

    /// Refinement game number `r`: a 0-ply self-play game whose every position judged by
    /// a network is pulled, as it is reached, towards its 1-ply evaluation. The plies.
    pub fn refine_game(&mut self, r: u64) -> usize {
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.config.seed.wrapping_mul(0xD1B5_4A32_D192_ED03) ^ r);
        let mut throw = || duel::throw(&mut rng);
        let (mut course, _) =
            Course::start(self.config.variant, Conventions::default(), &mut throw);
        let mut plies = 0;
        while plies < MAX_PLIES {
            let Some(stage) = course.next_stage(&mut throw) else {
                break;
            };
            let pos = *course.position();
            let mut afters = std::mem::take(&mut self.afters);
            driver::afters_into(&pos, stage, &mut afters);
            let after = if afters.is_empty() {
                pos.with_turn(!pos.turn())
            } else {
                let mut best = afters[0];
                let mut best_eq = f32::NEG_INFINITY;
                for p in &afters {
                    let eq = equity(&self.value(p).0);
                    if eq > best_eq {
                        best_eq = eq;
                        best = *p;
                    }
                }
                best
            };
            let complete = !afters.is_empty() && driver::complete_to(&pos, stage, &after);
            self.afters = afters;
            if self.eval.exact(&after).is_none() {
                let target = self.one_ply(&after);
                let kind = self.eval.kind_of(&after);
                let net = self.eval.net_mut(kind);
                let n = net.inputs();
                let x = inputs::encode_prefix(&after, n);
                net.forward_keep(&x[..n], &mut self.act);
                net.learn(
                    &x[..n],
                    &self.act,
                    &target,
                    self.config.refine_alpha,
                    &mut self.grad,
                );
            }
            course.advance_stage(stage, after, complete);
            plies += 1;
        }
        plies
    }

    /// Trains up to `config.games`, printing progress and benchmarks through `log`.
    ///
    /// # Errors
    /// A checkpoint that cannot be written.
    pub fn run(&mut self, log: &mut dyn FnMut(&str)) -> std::io::Result<()> {
        let start = Instant::now();
        let mut window_plies = 0usize;
        let mut window_games = 0u64;
        let mut window_start = Instant::now();
        let first_game = self.games;
        while self.games < self.config.games {
            if let Some(plies) = self.play_and_learn(self.games) {
                window_plies += plies;
            }
            window_games += 1;
            self.games += 1;
            let g = self.games;
            if g % 1_000 == 0 {
                let secs = window_start.elapsed().as_secs_f64();
                log(&format!(
                    "parties {g} | alpha {:.4} | {:.0} parties/s | {:.1} coups/partie | {:.0} s",
                    self.config.alpha_at(g),
                    window_games as f64 / secs,
                    window_plies as f64 / window_games as f64,
                    start.elapsed().as_secs_f64()
                ));
                window_plies = 0;
                window_games = 0;
                window_start = Instant::now();
            }
            if g % self.config.checkpoint_every == 0 || g == self.config.games {
                self.checkpoint()?;
            }
            if self.config.bench_every > 0 && g % self.config.bench_every == 0 {
                let stats = self.benchmark(g);
                log(&format!("banc {g}: {}", stats.summary()));
                let dir = self.config.dir.join(format!("banc_{g}"));
                let _ = save_dir(&self.eval, &dir);
            }
        }
        let first_refined = self.refined;
        let mut window_start = Instant::now();
        let mut window_plies = 0;
        while self.refined < self.config.refine_games {
            window_plies += self.refine_game(self.refined);
            self.refined += 1;
            let r = self.refined;
            if r % 100 == 0 {
                let secs = window_start.elapsed().as_secs_f64();
                log(&format!(
                    "affinage {r} | {:.1} parties/s | {:.0} positions/s | {:.0} s",
                    100.0 / secs,
                    window_plies as f64 / secs,
                    start.elapsed().as_secs_f64()
                ));
                window_start = Instant::now();
                window_plies = 0;
            }
            if r % (self.config.checkpoint_every / 20).max(1) == 0 || r == self.config.refine_games
            {
                self.checkpoint()?;
            }
            let every = (self.config.bench_every / 20).max(1);
            if self.config.bench_every > 0 && r % every == 0 {
                let stats = self.benchmark(self.games);
                log(&format!("banc affinage {r}: {}", stats.summary()));
                let _ = save_dir(&self.eval, &self.config.dir.join(format!("affinage_{r}")));
            }
        }
        log(&format!(
            "fini: {} parties, {} d'affinage, en {:.0} s",
            self.games - first_game,
            self.refined - first_refined,
            start.elapsed().as_secs_f64()
        ));
        Ok(())
    }

    /// The networks at 0-ply against the benchmark (pubeval, or the Jacquet heuristic at
    /// 1-ply), over the same seeded duplicate games each time.
    pub fn benchmark(&self, _g: u64) -> DuelStats {
        let net = Player::ZeroPly(&self.eval);
        let other = duel::benchmark(self.config.variant);
        duel::duel(
            self.config.variant,
            &net,
            &other,
            self.config.bench_games,
            12_345,
        )
    }
}

/// The λ-return of the position moved to before `next`, from `next`'s own return: `next`'s
/// value when the game was played mixed with that return by λ, seen by `mover`, the side
/// that moved to the earlier position. Both are judged for their own mover, so the mix is
/// turned round when the other side made the next move, and kept as it is when `mover`
/// made it too (a double's bottom faces, a second roll within the turn).
fn return_before(
    next: &Step,
    next_return: &[f32; OUTPUTS],
    lambda: f32,
    mover: Side,
) -> [f32; OUTPUTS] {
    let mut mixed = [0.0; OUTPUTS];
    for k in 0..OUTPUTS {
        mixed[k] = (1.0 - lambda) * next.value[k] + lambda * next_return[k];
    }
    if next.mover == mover {
        mixed
    } else {
        flip(&mixed)
    }
}

/// Cubeless money equity of five outputs.
#[inline]
#[must_use]
pub fn equity(o: &[f32; OUTPUTS]) -> f32 {
    2.0 * o[0] - 1.0 + o[1] - o[3] + o[2] - o[4]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(value: [f32; OUTPUTS], mover: Side) -> Step {
        Step {
            after: Position::start(Variant::Backgammon, Side::Green),
            value,
            learn: true,
            mover,
        }
    }

    #[test]
    fn a_move_the_other_side_makes_next_passes_its_return_back_turned_round() {
        let next = step([0.8, 0.2, 0.0, 0.1, 0.0], Side::Black);
        let back = return_before(&next, &[0.6, 0.2, 0.0, 0.1, 0.0], 0.5, Side::Green);
        let want = flip(&[0.7, 0.2, 0.0, 0.1, 0.0]);
        for k in 0..OUTPUTS {
            assert!((back[k] - want[k]).abs() < 1e-6, "{back:?} {want:?}");
        }
    }

    #[test]
    fn a_move_the_same_side_makes_next_passes_its_return_back_as_it_is() {
        let next = step([0.8, 0.2, 0.0, 0.1, 0.0], Side::Green);
        let back = return_before(&next, &[0.6, 0.2, 0.0, 0.1, 0.0], 0.5, Side::Green);
        let want = [0.7, 0.2, 0.0, 0.1, 0.0];
        for k in 0..OUTPUTS {
            assert!((back[k] - want[k]).abs() < 1e-6, "{back:?} {want:?}");
        }
    }

    fn small_config(variant: Variant, hidden: usize, dir: PathBuf) -> TrainConfig {
        TrainConfig {
            variant,
            games: 4,
            seed: 3,
            hidden,
            alpha: 0.05,
            alpha_half_life: 1_000,
            lambda: 0.7,
            dir,
            checkpoint_every: 1_000,
            bench_every: 0,
            bench_games: 0,
            refine_games: 0,
            refine_alpha: 0.01,
        }
    }

    #[test]
    fn a_resumed_trainer_records_its_networks_hidden_units_not_the_command_line_s() {
        let dir = std::env::temp_dir().join(format!("tablier-train-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let first = Trainer::new(small_config(Variant::Plakoto, 8, dir.clone()))
            .expect("a trainer from scratch");
        first.checkpoint().expect("a checkpoint");
        let resumed = Trainer::new(small_config(Variant::Plakoto, 16, dir.clone()))
            .expect("a trainer resumed");
        resumed.checkpoint().expect("a second checkpoint");
        let state = std::fs::read_to_string(state_path(&dir)).expect("etat.txt");
        std::fs::remove_dir_all(&dir).expect("the scratch folder removed");
        assert!(state.lines().any(|l| l == "caches 8"), "{state}");
    }

    #[test]
    fn self_play_in_french_backgammon_rolls_again_after_a_double_as_the_game_does() {
        let dir = std::env::temp_dir().join(format!("tablier-train-{}", std::process::id()));
        let config = small_config(Variant::French, 8, dir);
        let mut trainer = Trainer::new(config).expect("a trainer from scratch");
        let mut twice = 0;
        for g in 0..4 {
            if trainer.play_and_learn(g).is_some() {
                twice += trainer
                    .steps
                    .windows(2)
                    .filter(|w| w[0].mover == w[1].mover)
                    .count();
            }
        }
        assert!(twice > 0, "no side ever moved twice in a row in four games");
    }
}
