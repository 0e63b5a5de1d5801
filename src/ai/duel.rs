//! `tablier duel`: two players face each other over many games with duplicate dice — each
//! dice sequence is played twice, the players swapping seats — which cancels most of the
//! luck and leaves the difference in play. Reported: points per game of the first player
//! with its standard error (over the independent pairs), its win rate, and the gammon and
//! backgammon rates of each side.

use crate::i18n::Localizer;
use std::path::PathBuf;

use clap::Args;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::net::NetEvaluator;
use super::search::{self, Level};
use super::{Evaluator, JacquetHeuristic, PipSafety, PubEval, RuleHeuristic, choose_play};
use crate::rules::driver;
use crate::rules::{Conventions, Dice, Die, LegalPlay, Position, Side, Stage, Variant};

/// Who chooses the plays of one seat.
#[derive(Clone, Copy)]
pub enum Player<'a> {
    /// A legal play drawn at random.
    Random,
    /// The best play by [`Evaluator::rank`] (pubeval's own ranking, or a 0-ply equity).
    Rank(&'a dyn Evaluator),
    /// The best play by the evaluator's equity at 0-ply.
    ZeroPly(&'a dyn Evaluator),
    /// The best play at 1-ply (the opponent's replies averaged over its 21 rolls).
    OnePly(&'a dyn Evaluator),
    /// A level of play with its evaluator.
    Level(Level, &'a dyn Evaluator),
    /// GNU Backgammon, through its command line (backgammon only).
    Gnubg(&'a super::gnubg::Gnubg),
}

/// A legal play drawn at random, `None` when there is none: the weakest benchmark player.
pub fn random_play<R: Rng + ?Sized>(pos: &Position, dice: Dice, rng: &mut R) -> Option<LegalPlay> {
    let mut plays = pos.legal_plays(dice);
    if plays.is_empty() {
        None
    } else {
        let i = rng.random_range(0..plays.len());
        Some(plays.swap_remove(i))
    }
}

impl Player<'_> {
    /// The evaluator this player judges positions with, if it has one of its own.
    fn evaluator(&self) -> Option<&dyn Evaluator> {
        match *self {
            Player::Rank(e) | Player::ZeroPly(e) | Player::OnePly(e) | Player::Level(_, e) => {
                Some(e)
            }
            Player::Random | Player::Gnubg(_) => None,
        }
    }

    /// This player with `eval` in place of its evaluator.
    fn with_evaluator<'b>(&self, eval: &'b dyn Evaluator) -> Player<'b>
    where
        Self: 'b,
    {
        match *self {
            Player::Rank(_) => Player::Rank(eval),
            Player::ZeroPly(_) => Player::ZeroPly(eval),
            Player::OnePly(_) => Player::OnePly(eval),
            Player::Level(level, _) => Player::Level(level, eval),
            other => other,
        }
    }

    /// The processor time this player has spent outside tablier's process: gnubg's, where
    /// it can be read; nothing for tablier's own players.
    fn time_elsewhere(&self) -> Option<std::time::Duration> {
        match self {
            Player::Gnubg(gnubg) => gnubg.processor_time(),
            _ => Some(std::time::Duration::ZERO),
        }
    }

    /// This player's play for `dice`, `None` when it cannot move. `known_next`: the
    /// opponent's next roll, where the game lets the mover know it (Lancer prématuré),
    /// which the players that look ahead use: the 1-ply ones (`securite1`, `general1`, as
    /// a player would) and the levels fort and expert ([`search::choose`]).
    pub fn choose(
        &self,
        pos: &Position,
        dice: Dice,
        known_next: Option<Dice>,
        rng: &mut ChaCha8Rng,
    ) -> Option<LegalPlay> {
        match *self {
            Player::Random => random_play(pos, dice, rng),
            Player::Rank(eval) => choose_play(pos, dice, eval, rng),
            Player::ZeroPly(eval) => {
                let mut best: Option<(f32, LegalPlay)> = None;
                for p in pos.legal_plays(dice) {
                    let e = eval.evaluate(&p.after).equity();
                    if best.as_ref().is_none_or(|(b, _)| e > *b) {
                        best = Some((e, p));
                    }
                }
                best.map(|(_, p)| p)
            }
            Player::OnePly(eval) => search::ranked_plays_knowing(pos, dice, known_next, eval, 1)
                .into_iter()
                .next()
                .map(|(p, _)| p),
            Player::Level(level, eval) => {
                let _watch = super::budget::Budget::of_level(level).start();
                search::choose(pos, dice, known_next, eval, level, rng)
            }
            Player::Gnubg(gnubg) => {
                let mut legal = pos.legal_plays(dice);
                if legal.is_empty() {
                    return None;
                }
                let i = gnubg.pick(pos, dice, &legal);
                Some(legal.swap_remove(i))
            }
        }
    }
}

/// The player a game's networks are measured against: pubeval where the game plays
/// backgammon's moves and goal with fifteen checkers, the Jacquet heuristic at 1-ply where a
/// postillon leads, and the pip-and-safety baseline at 1-ply everywhere else.
#[must_use]
pub fn benchmark(variant: Variant) -> Player<'static> {
    let rules = variant.rules();
    if rules.postillon {
        Player::OnePly(&JacquetHeuristic)
    } else if variant.fast() == Some(crate::rules::ruleset::FastPath::Backgammon)
        && rules.checkers == 15
        && rules.scoring == crate::rules::ruleset::Scoring::Backgammon
    {
        Player::Rank(&PubEval)
    } else {
        Player::OnePly(&PipSafety)
    }
}

/// One die thrown from `rng`.
pub fn throw<R: Rng + ?Sized>(rng: &mut R) -> Die {
    Die::ALL[rng.random_range(0..6)]
}

impl Player<'_> {
    /// This player's choice among the legal plays `legal` of `stage` (not empty), the
    /// opponent's next roll being `known_next` where the mover knows it, in a game that has
    /// lasted `turns` turns (its evaluator may play a long game differently:
    /// [`Evaluator::after_turns`]): its index.
    pub fn pick(
        &self,
        pos: &Position,
        stage: Stage,
        known_next: Option<Dice>,
        legal: &[LegalPlay],
        turns: usize,
        rng: &mut ChaCha8Rng,
    ) -> usize {
        let longer = self.evaluator().and_then(|e| e.after_turns(turns));
        if let Some(eval) = &longer {
            return self
                .with_evaluator(eval.as_ref())
                .pick_now(pos, stage, known_next, legal, rng);
        }
        self.pick_now(pos, stage, known_next, legal, rng)
    }

    /// [`Player::pick`] with this player's evaluator as it is.
    fn pick_now(
        &self,
        pos: &Position,
        stage: Stage,
        known_next: Option<Dice>,
        legal: &[LegalPlay],
        rng: &mut ChaCha8Rng,
    ) -> usize {
        // A double to name is chosen as the best of every double's plays, as a move
        // without dice is: the plays say which double they play.
        if let (Player::Gnubg(gnubg), Some(dice)) = (self, stage.kind.dice()) {
            return gnubg.pick(pos, dice, legal);
        }
        let chosen = match stage.kind.dice() {
            Some(dice) => self.choose(pos, dice, known_next, rng),
            None => self.choose_without_dice(pos, legal, rng),
        };
        chosen
            .and_then(|c| legal.iter().position(|p| p.after == c.after))
            .unwrap_or(0)
    }

    /// This player's play for `dice`, or its move without dice where `dice` is `None`: the
    /// decision [`measure_speed`] times.
    fn decide(
        &self,
        pos: &Position,
        dice: Option<Dice>,
        rng: &mut ChaCha8Rng,
    ) -> Option<LegalPlay> {
        match dice {
            Some(dice) => self.choose(pos, dice, None, rng),
            None => self.choose_without_dice(pos, &pos.legal_moves_without_dice(), rng),
        }
    }

    /// A move of a game without dice, or a play of a double still to name: random for
    /// [`Player::Random`]; at a level that searches a game without dice, the move of that
    /// search ([`super::no_dice`]); else the best by the evaluator at the player's depth
    /// (0-ply, or 1-ply looking at the opponent's best answer).
    fn choose_without_dice(
        &self,
        pos: &Position,
        legal: &[LegalPlay],
        rng: &mut ChaCha8Rng,
    ) -> Option<LegalPlay> {
        let (eval, depth) = match *self {
            Player::Random => return legal.get(rng.random_range(0..legal.len())).cloned(),
            Player::Rank(e) | Player::ZeroPly(e) => (e, 0),
            Player::OnePly(e) => (e, 1),
            Player::Level(level, e) => {
                let _watch = super::budget::Budget::of_level(level).start();
                return search::choose_without_dice(pos, legal, e, level);
            }
            Player::Gnubg(_) => return legal.first().cloned(),
        };
        search::best_without_dice(legal, eval, depth).cloned()
    }
}

/// Plays one game from the start of `variant`, the dice drawn from `dice_seed`; the points
/// Green wins (negative when Black wins), 0 if it did not end.
pub fn play_game(
    variant: Variant,
    green: &Player,
    black: &Player,
    dice_seed: u64,
    choice_seed: u64,
) -> i32 {
    let game = played_game(variant, green, black, dice_seed, choice_seed);
    game.outcome.map_or(0, |o| o.points_for(Side::Green))
}

/// The game [`play_game`] plays, whole.
fn played_game(
    variant: Variant,
    green: &Player,
    black: &Player,
    dice_seed: u64,
    choice_seed: u64,
) -> driver::PlayedGame {
    let mut dice_rng = ChaCha8Rng::seed_from_u64(dice_seed);
    let mut choice_rng = ChaCha8Rng::seed_from_u64(choice_seed);
    driver::play_game(
        variant,
        Conventions::default(),
        &mut || throw(&mut dice_rng),
        &mut |pos, stage, known, legal, turns| {
            let player = if pos.turn() == Side::Green {
                green
            } else {
                black
            };
            player.pick(pos, stage, known, legal, turns, &mut choice_rng)
        },
    )
}

/// The results of a duel, for the first player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DuelStats {
    pub games: u64,
    /// Points won minus points lost by the first player.
    pub points: i64,
    /// Sum of the squares of each pair's points (for the standard error).
    pair_square_sum: f64,
    pub pairs: u64,
    pub wins: u64,
    /// Games the first player won with a gammon or more (2 points or more).
    pub gammons_won: u64,
    pub gammons_lost: u64,
    /// Games won or lost by 3 points or more.
    pub backgammons_won: u64,
    pub backgammons_lost: u64,
    /// Games stopped without a result.
    pub unfinished: u64,
}

impl DuelStats {
    fn add_game(&mut self, points_for_a: i32) {
        self.games += 1;
        self.points += i64::from(points_for_a);
        match points_for_a {
            0 => self.unfinished += 1,
            p if p > 0 => {
                self.wins += 1;
                self.gammons_won += u64::from(p >= 2);
                self.backgammons_won += u64::from(p >= 3);
            }
            p => {
                self.gammons_lost += u64::from(p <= -2);
                self.backgammons_lost += u64::from(p <= -3);
            }
        }
    }

    fn add_pair(&mut self, first: i32, second: i32) {
        self.add_game(first);
        self.add_game(second);
        self.pairs += 1;
        let pair = f64::from(first + second) / 2.0;
        self.pair_square_sum += pair * pair;
    }

    fn merge(&mut self, other: &DuelStats) {
        self.games += other.games;
        self.points += other.points;
        self.pair_square_sum += other.pair_square_sum;
        self.pairs += other.pairs;
        self.wins += other.wins;
        self.gammons_won += other.gammons_won;
        self.gammons_lost += other.gammons_lost;
        self.backgammons_won += other.backgammons_won;
        self.backgammons_lost += other.backgammons_lost;
        self.unfinished += other.unfinished;
    }

    /// Points per game of the first player.
    #[must_use]
    pub fn ppg(&self) -> f64 {
        self.points as f64 / self.games.max(1) as f64
    }

    /// The standard error of [`DuelStats::ppg`], from the spread of the pairs' averages.
    #[must_use]
    pub fn standard_error(&self) -> f64 {
        if self.pairs < 2 {
            return f64::NAN;
        }
        let n = self.pairs as f64;
        let mean = self.points as f64 / 2.0 / n;
        let var = (self.pair_square_sum / n - mean * mean) * n / (n - 1.0);
        (var / n).sqrt()
    }

    /// The first player's share of the games won.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }

    /// One line: ppg ± s.e., wins, gammons and backgammons each way.
    #[must_use]
    pub fn summary(&self) -> String {
        let g = self.games.max(1) as f64;
        format!(
            "{} parties | ppg {:+.3} ± {:.3} | gagnées {:.1} % | gammons {:.1} % / {:.1} % | backgammons {:.1} % / {:.1} %",
            self.games,
            self.ppg(),
            self.standard_error(),
            100.0 * self.win_rate(),
            100.0 * self.gammons_won as f64 / g,
            100.0 * self.gammons_lost as f64 / g,
            100.0 * self.backgammons_won as f64 / g,
            100.0 * self.backgammons_lost as f64 / g,
        )
    }
}

/// The dice seed of pair `i` of a duel seeded `seed`.
fn pair_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Plays pairs `from..to` of a duel.
fn duel_range(
    variant: Variant,
    a: &Player,
    b: &Player,
    seed: u64,
    range: std::ops::Range<u64>,
) -> DuelStats {
    let mut stats = DuelStats::default();
    for i in range {
        let dice_seed = pair_seed(seed, i);
        let first = play_game(variant, a, b, dice_seed, dice_seed ^ 1);
        let second = -play_game(variant, b, a, dice_seed, dice_seed ^ 2);
        stats.add_pair(first, second);
    }
    stats
}

/// `games` games (rounded up to pairs) between `a` and `b`, on one thread.
#[must_use]
pub fn duel(variant: Variant, a: &Player, b: &Player, games: u64, seed: u64) -> DuelStats {
    duel_range(variant, a, b, seed, 0..games.div_ceil(2))
}

/// The same duel spread over `threads` threads (the results do not depend on how many).
#[must_use]
pub fn duel_threads(
    variant: Variant,
    a: &Player,
    b: &Player,
    games: u64,
    seed: u64,
    threads: usize,
) -> DuelStats {
    let pairs = games.div_ceil(2);
    let threads = threads.max(1) as u64;
    let chunk = pairs.div_ceil(threads);
    let mut total = DuelStats::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * chunk).min(pairs)..((t + 1) * chunk).min(pairs);
                scope.spawn(move || duel_range(variant, a, b, seed, range))
            })
            .collect();
        for h in handles {
            total.merge(&h.join().expect("duel thread"));
        }
    });
    total
}

/// The options of `tablier duel`.
#[derive(Args, Debug, Clone)]
pub struct DuelArgs {
    /// The first player: a level (débutant, intermédiaire, avancé, fort, expert, or in
    /// English), `net0` / `net1` / `net2` (the network at that depth), `pubeval`,
    /// `heuristique` (Jacquet, 0-ply), `heuristique1` (1-ply), `securite` / `safety` (the
    /// pip-and-safety baseline of every game, 0-ply), `securite1` (1-ply), `general` (the
    /// rule-driven heuristic, 0-ply), `general1` (1-ply), `hasard` / `random`.
    #[arg(long = "a", value_name = "JOUEUR", default_value = "avancé")]
    pub a: String,
    /// The second player, as for `--a`.
    #[arg(long = "b", value_name = "JOUEUR", default_value = "pubeval")]
    pub b: String,
    /// Number of games (played in pairs with the same dice, seats swapped).
    #[arg(long = "parties", visible_alias = "games", default_value_t = 1000)]
    pub games: u64,
    /// Seed of the dice.
    #[arg(long = "graine", visible_alias = "seed", default_value_t = 1)]
    pub seed: u64,
    /// Threads to play on.
    #[arg(long = "fils", visible_alias = "threads", default_value_t = 1)]
    pub threads: usize,
    /// A folder of networks written by `entrainer`, played instead of the embedded ones.
    #[arg(long = "poids", visible_alias = "weights", value_name = "DOSSIER")]
    pub weights: Option<PathBuf>,
    /// Instead of a duel, time both players' decisions on the same positions of seeded
    /// games (gnubg's processes included): 0-ply decisions per second, and each player's
    /// decision time at its level.
    #[arg(long = "vitesse", visible_alias = "speed")]
    pub speed: bool,
    /// After the duel, write its first games (the first player playing Green, at most
    /// 100) to this `.mat` file, for GNU Backgammon to analyse
    /// (`scripts/gnubg-analyse.sh`).
    #[arg(long = "mat", value_name = "FICHIER")]
    pub mat: Option<PathBuf>,
    /// The game, set by the command line from its global `--jeu` (backgammon by default).
    #[arg(skip)]
    pub variant: Option<Variant>,
}

/// A player named on the command line, with what it needs.
enum Spec {
    Random,
    PubEval,
    Heuristic(u8),
    Safety(u8),
    General(u8),
    Net(u8),
    Level(Level),
    /// GNU Backgammon at this many plies.
    Gnubg(u8),
}

fn parse_spec(s: &str) -> Option<Spec> {
    let t = s.trim().to_lowercase();
    Some(match t.as_str() {
        "hasard" | "random" => Spec::Random,
        "pubeval" => Spec::PubEval,
        "heuristique" | "heuristic" | "heuristique0" | "heuristic0" => Spec::Heuristic(0),
        "heuristique1" | "heuristic1" => Spec::Heuristic(1),
        "securite" | "sécurité" | "safety" | "securite0" | "safety0" => Spec::Safety(0),
        "securite1" | "sécurité1" | "safety1" => Spec::Safety(1),
        "general" | "général" | "general0" => Spec::General(0),
        "general1" | "général1" => Spec::General(1),
        "net0" | "reseau0" => Spec::Net(0),
        "net1" | "reseau1" => Spec::Net(1),
        "net2" | "reseau2" => Spec::Net(2),
        "gnubg" | "gnubg0" => Spec::Gnubg(0),
        "gnubg1" => Spec::Gnubg(1),
        "gnubg2" => Spec::Gnubg(2),
        _ => Spec::Level(t.parse().ok()?),
    })
}

fn player<'a>(spec: &Spec, net: &'a dyn Evaluator, gnubg: &'a [super::gnubg::Gnubg]) -> Player<'a> {
    match *spec {
        Spec::Gnubg(plies) => Player::Gnubg(&gnubg[usize::from(plies)]),
        Spec::Random => Player::Random,
        Spec::PubEval => Player::Rank(&PubEval),
        Spec::Heuristic(0) => Player::ZeroPly(&JacquetHeuristic),
        Spec::Heuristic(_) => Player::OnePly(&JacquetHeuristic),
        Spec::Safety(0) => Player::ZeroPly(&PipSafety),
        Spec::Safety(_) => Player::OnePly(&PipSafety),
        Spec::General(0) => Player::ZeroPly(&RuleHeuristic),
        Spec::General(_) => Player::OnePly(&RuleHeuristic),
        Spec::Net(0) => Player::ZeroPly(net),
        Spec::Net(1) => Player::OnePly(net),
        Spec::Net(_) => Player::Level(Level::Expert, net),
        // The simple level is its fixed heuristic, whatever networks are played.
        Spec::Level(Level::Simple) => Player::Level(Level::Simple, &RuleHeuristic),
        Spec::Level(level) => Player::Level(level, net),
    }
}

/// `tablier duel`: plays the duel and prints its results; the exit status.
#[must_use]
pub fn duel_main(args: DuelArgs, loc: &Localizer) -> i32 {
    let variant = args.variant.unwrap_or(Variant::Backgammon);
    let (Some(a), Some(b)) = (parse_spec(&args.a), parse_spec(&args.b)) else {
        eprintln!(
            "{}",
            loc.tr_args(
                "duel-error-player",
                &[("a", args.a.as_str().into()), ("b", args.b.as_str().into())]
            )
        );
        return 2;
    };
    let net: Box<dyn Evaluator> = match &args.weights {
        Some(dir) => match NetEvaluator::from_dir(variant, dir) {
            Ok(n) => Box::new(n),
            Err(e) => {
                let dir = dir.display().to_string();
                eprintln!(
                    "{}",
                    loc.tr_args(
                        "duel-error-weights",
                        &[("dir", dir.into()), ("error", e.to_string().into())]
                    )
                );
                return 1;
            }
        },
        None => super::default_evaluator(variant),
    };
    let wants_gnubg = matches!(a, Spec::Gnubg(_)) || matches!(b, Spec::Gnubg(_));
    let program = super::gnubg::Gnubg::installed();
    if wants_gnubg && (program.is_none() || variant != Variant::Backgammon) {
        let key = if program.is_none() {
            "duel-error-no-gnubg"
        } else {
            "duel-error-gnubg-game"
        };
        eprintln!("{}", loc.tr(key));
        return 1;
    }
    let program = program.unwrap_or_default();
    let gnubg: Vec<super::gnubg::Gnubg> = (0..3)
        .map(|plies| super::gnubg::Gnubg::new(&program, plies))
        .collect();
    let (pa, pb) = (
        player(&a, net.as_ref(), &gnubg),
        player(&b, net.as_ref(), &gnubg),
    );
    if args.speed {
        let speed = measure_speed(variant, net.as_ref(), &[&pa, &pb], args.seed);
        println!(
            "{}",
            loc.tr_args(
                "duel-speed",
                &[
                    ("game", variant.name().into()),
                    ("positions", speed.positions.into()),
                    ("rate", format!("{:.0}", speed.zero_ply_per_second).into()),
                ]
            )
        );
        for (name, times) in [&args.a, &args.b].into_iter().zip(&speed.players) {
            let line = match times {
                Some(times) => loc.tr_args(
                    "duel-speed-player",
                    &[
                        ("player", name.as_str().into()),
                        ("mean", milliseconds(times.mean, loc).into()),
                        ("p99", milliseconds(times.p99, loc).into()),
                        ("max", milliseconds(times.max, loc).into()),
                        ("count", times.decisions.into()),
                    ],
                ),
                None => loc.tr_args("duel-speed-unread", &[("player", name.as_str().into())]),
            };
            println!("{line}");
        }
        return 0;
    }
    let start = std::time::Instant::now();
    let stats = duel_threads(variant, &pa, &pb, args.games, args.seed, args.threads);
    if let Some(failure) = gnubg.iter().find_map(super::gnubg::Gnubg::failure) {
        eprintln!(
            "{}",
            loc.tr_args("duel-error-gnubg", &[("error", failure.to_string().into())])
        );
        return 1;
    }
    let g = stats.games.max(1) as f64;
    let percent = |n: u64| format!("{:.1}", 100.0 * n as f64 / g);
    println!(
        "{}",
        loc.tr_args(
            "duel-result",
            &[
                ("game", variant.name().into()),
                ("a", args.a.as_str().into()),
                ("b", args.b.as_str().into()),
                ("games", stats.games.into()),
                ("ppg", format!("{:+.4}", stats.ppg()).into()),
                ("se", format!("{:.4}", stats.standard_error()).into()),
                ("wins", format!("{:.1}", 100.0 * stats.win_rate()).into()),
                ("gammons-won", percent(stats.gammons_won).into()),
                ("gammons-lost", percent(stats.gammons_lost).into()),
                ("backgammons-won", percent(stats.backgammons_won).into()),
                ("backgammons-lost", percent(stats.backgammons_lost).into()),
                (
                    "seconds",
                    format!("{:.1}", start.elapsed().as_secs_f64()).into()
                ),
            ]
        )
    );
    0
}

/// The first game of each of the first `count` pairs of the duel `args` names (the first
/// player Green), played again exactly as in the duel, for a record of them; with the
/// players' names. Only games played by gnubg or the networks: those whose players parse.
///
/// # Errors
/// A player that does not parse, networks that cannot be read, gnubg failing.
pub fn duel_games(args: &DuelArgs, count: u64) -> Result<Vec<driver::PlayedGame>, String> {
    let variant = args.variant.unwrap_or(Variant::Backgammon);
    let (Some(a), Some(b)) = (parse_spec(&args.a), parse_spec(&args.b)) else {
        return Err(format!("{} / {}", args.a, args.b));
    };
    let net: Box<dyn Evaluator> = match &args.weights {
        Some(dir) => Box::new(NetEvaluator::from_dir(variant, dir)?),
        None => super::default_evaluator(variant),
    };
    let program = super::gnubg::Gnubg::installed().unwrap_or_default();
    let gnubg: Vec<super::gnubg::Gnubg> = (0..3)
        .map(|plies| super::gnubg::Gnubg::new(&program, plies))
        .collect();
    let (pa, pb) = (
        player(&a, net.as_ref(), &gnubg),
        player(&b, net.as_ref(), &gnubg),
    );
    let pairs = args.games.div_ceil(2).min(count);
    let games = (0..pairs)
        .map(|i| {
            let dice_seed = pair_seed(args.seed, i);
            played_game(variant, &pa, &pb, dice_seed, dice_seed ^ 1)
        })
        .collect();
    match gnubg.iter().find_map(super::gnubg::Gnubg::failure) {
        Some(failure) => Err(failure.to_string()),
        None => Ok(games),
    }
}

/// `seconds` in milliseconds with three significant digits and the language's decimal
/// separator (`0,0421` in French): a fast decision is never written "0.000".
fn milliseconds(seconds: f64, loc: &Localizer) -> String {
    let ms = seconds * 1000.0;
    let decimals = if ms > 0.0 {
        // 3 significant digits: 123, 12.3, 1.23, 0.123, 0.0123…, at most 6 decimals.
        (2 - ms.log10().floor() as i32).clamp(0, 6) as usize
    } else {
        0
    };
    format!("{ms:.decimals$}").replace('.', &loc.tr("number-decimal-separator"))
}

/// The processor time this process has used, all its threads together: what a decision
/// costs, whatever else the machine does (the wall clock follows the load). Counted to the
/// nanosecond on Linux; elsewhere without such a clock, the wall clock. The benches read it
/// too.
#[must_use]
pub fn cpu_now() -> std::time::Duration {
    super::budget::process_cpu_now()
}

/// Decision times, in processor time, from [`measure_speed`].
#[derive(Clone, Debug)]
pub struct Speed {
    pub positions: usize,
    pub zero_ply_per_second: f64,
    /// Each player's decisions, in the order given, over the same positions; `None` where
    /// a player's time cannot be read (gnubg's, away from Linux).
    pub players: Vec<Option<DecisionTimes>>,
}

/// One player's decision times, in seconds of processor time.
#[derive(Clone, Debug)]
pub struct DecisionTimes {
    pub decisions: usize,
    pub mean: f64,
    pub p99: f64,
    pub max: f64,
}

/// How many of the seeded games' positions [`measure_speed`] times each player on: enough
/// for a 99th percentile that is not the maximum.
const TIMED_DECISIONS: usize = 200;

/// Times 0-ply decisions by `eval` over every position of 20 seeded self-play games, then
/// each of `players`' decisions over the same 200 of those positions (one
/// in every few), so that two players are compared on the same positions in one run. A
/// player's time is the processor time of tablier's process and, for gnubg, of gnubg's
/// own processes; each player decides once before the timing, so that starting gnubg is
/// not charged to a decision.
///
/// In a game without dice the 0-ply player's games would all be one game (only who starts
/// differs): its 20 games are played by random moves instead, each seeded, and the
/// positions timed are those with a choice of two moves or more.
pub fn measure_speed(
    variant: Variant,
    eval: &dyn Evaluator,
    players: &[&Player],
    seed: u64,
) -> Speed {
    let zero = Player::ZeroPly(eval);
    let has_dice = variant.rules().has_dice();
    let selfplay = if has_dice { zero } else { Player::Random };
    let mut cases = Vec::new();
    for g in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(pair_seed(seed, g));
        let mut dice_rng = ChaCha8Rng::seed_from_u64(pair_seed(seed, g) ^ 1);
        let game = driver::play_game(
            variant,
            Conventions::default(),
            &mut || throw(&mut dice_rng),
            &mut |pos, stage, known, legal, turns| {
                selfplay.pick(pos, stage, known, legal, turns, &mut rng)
            },
        );
        for (pos, stage, _) in game.turns {
            let dice = stage.kind.dice();
            let timed = match dice {
                Some(_) => true,
                None => !has_dice && pos.legal_moves_without_dice().len() > 1,
            };
            if timed && cases.len() < 100_000 {
                cases.push((pos, dice));
            }
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = cpu_now();
    let mut rounds = 0;
    while rounds == 0 || (cpu_now() - start).as_secs_f64() < 2.0 {
        for (pos, dice) in &cases {
            std::hint::black_box(zero.decide(pos, *dice, &mut rng));
        }
        rounds += 1;
    }
    let spent = (cpu_now() - start).as_secs_f64().max(f64::MIN_POSITIVE);
    let zero_ply_per_second = (rounds * cases.len()) as f64 / spent;
    let step = (cases.len() / TIMED_DECISIONS).max(1);
    let timed: Vec<_> = cases.iter().step_by(step).take(TIMED_DECISIONS).collect();
    let players = players
        .iter()
        .map(|player| decision_times(player, &timed, seed))
        .collect();
    Speed {
        positions: cases.len(),
        zero_ply_per_second,
        players,
    }
}

/// `player`'s processor time on each of `cases`, after one decision untimed; `None` where
/// part of it cannot be read.
fn decision_times(
    player: &Player,
    cases: &[&(Position, Option<Dice>)],
    seed: u64,
) -> Option<DecisionTimes> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if let Some((pos, dice)) = cases.first() {
        std::hint::black_box(player.decide(pos, *dice, &mut rng));
    }
    let mut times = Vec::with_capacity(cases.len());
    for (pos, dice) in cases {
        let (ours, theirs) = (cpu_now(), player.time_elsewhere()?);
        std::hint::black_box(player.decide(pos, *dice, &mut rng));
        let spent = (cpu_now() - ours) + player.time_elsewhere()?.saturating_sub(theirs);
        times.push(spent.as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len().max(1));
        times.get(i - 1).copied().unwrap_or(0.0)
    };
    Some(DecisionTimes {
        decisions: times.len(),
        mean: times.iter().sum::<f64>() / times.len().max(1) as f64,
        p99: at(0.99),
        max: at(1.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_time_is_written_in_milliseconds_to_three_digits_the_language_s_way() {
        let fr = Localizer::new(crate::i18n::Lang::Fr);
        let en = Localizer::new(crate::i18n::Lang::En);
        assert_eq!(milliseconds(0.000_042_13, &fr), "0,0421");
        assert_eq!(milliseconds(0.000_042_13, &en), "0.0421");
        assert_eq!(milliseconds(0.172_4, &fr), "172");
        assert_eq!(milliseconds(0.001_5, &fr), "1,50");
        assert_eq!(milliseconds(0.0, &fr), "0");
    }

    #[test]
    fn the_processor_time_goes_forward_with_work() {
        let before = cpu_now();
        let mut x = 0u64;
        for i in 0..2_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        assert!(cpu_now() > before, "{x}");
    }

    #[test]
    fn a_player_against_itself_scores_zero_with_duplicate_dice() {
        let p = Player::Rank(&PubEval);
        let stats = duel(Variant::Backgammon, &p, &p, 20, 7);
        assert_eq!(stats.games, 20);
        assert_eq!(stats.points, 0);
    }

    #[test]
    fn pubeval_beats_random_plays() {
        let stats = duel(
            Variant::Backgammon,
            &Player::Rank(&PubEval),
            &Player::Random,
            40,
            3,
        );
        assert!(stats.ppg() > 0.5, "{}", stats.summary());
    }

    #[test]
    fn the_general_heuristic_against_itself_ends_a_misere_game_that_drags_on() {
        // Without its patience the heuristic hits back and forth in these games until the
        // cap draws them (8,000 turns); with it, it races home once a game outlasts it.
        let general = Player::ZeroPly(&RuleHeuristic);
        for (variant, seed) in [(Variant::Anti, 1), (Variant::Envers, 1)] {
            let game = played_game(variant, &general, &general, seed, seed ^ 1);
            assert!(
                matches!(game.outcome, Some(crate::rules::Outcome::Won { .. })),
                "{variant}: {:?} after {} turns",
                game.outcome,
                game.turns.len()
            );
            assert!(game.turns.len() < 7_000, "{variant}: {}", game.turns.len());
        }
    }

    #[test]
    fn the_duel_does_not_depend_on_the_number_of_threads() {
        let (a, b) = (Player::Rank(&PubEval), Player::Random);
        let one = duel(Variant::Jacquet, &a, &b, 8, 5);
        let two = duel_threads(Variant::Jacquet, &a, &b, 8, 5, 2);
        assert_eq!(one, two);
    }
}
