//! `entrainer`: trains tablier's networks by self-play (TD(λ)), for backgammon or Jacquet.
//!
//! ```text
//! cargo run --release --bin entrainer -- --jeu backgammon --parties 400000 --graine 1
//! ```
//!
//! Checkpoints go to `target/entrainer/<jeu>/` (or `--dossier`); running the same command
//! again goes on from the last one. Every `--banc-tous` games the networks play a duplicate
//! benchmark at 0-ply against pubeval (backgammon) or the 1-ply heuristic (Jacquet), and
//! the networks of that moment are kept in `banc_<parties>/`. To ship a network, copy its
//! `.bin` files into `src/ai/net/`.
//!
//! `entrainer duel [--jeu J] --a A --b B --parties N [--poids DOSSIER] [--vitesse]` runs the
//! duel harness of `tablier duel` (see `tablier::ai::duel`), to measure a checkpoint.

use std::io::Write as _;
use std::path::PathBuf;

use clap::Parser;
use tablier::ai::duel::{DuelArgs, duel_main};
use tablier::ai::net::train::{TrainConfig, Trainer};
use tablier::ai::net::{NetEvaluator, save_dir};
use tablier::rules::Variant;

#[derive(Parser, Debug)]
#[command(name = "entrainer", about = "Self-play training of tablier's networks")]
struct Args {
    /// backgammon or jacquet.
    #[arg(long = "jeu", visible_alias = "game", default_value = "backgammon")]
    game: String,
    /// Games to reach, counting those already played in the folder.
    #[arg(long = "parties", visible_alias = "games", default_value_t = 400_000)]
    games: u64,
    #[arg(long = "graine", visible_alias = "seed", default_value_t = 1)]
    seed: u64,
    /// Hidden units (for networks started from scratch).
    #[arg(long = "caches", visible_alias = "hidden", default_value_t = 128)]
    hidden: usize,
    #[arg(long, default_value_t = 0.1)]
    alpha: f32,
    /// Games over which the learning rate halves (it stops at a tenth).
    #[arg(
        long = "demi-vie",
        visible_alias = "half-life",
        default_value_t = 150_000
    )]
    half_life: u64,
    #[arg(long, default_value_t = 0.7)]
    lambda: f32,
    /// Checkpoint folder (default `target/entrainer/<jeu>`).
    #[arg(long = "dossier", visible_alias = "dir")]
    dir: Option<PathBuf>,
    #[arg(
        long = "sauve-tous",
        visible_alias = "checkpoint-every",
        default_value_t = 5_000
    )]
    checkpoint_every: u64,
    #[arg(
        long = "banc-tous",
        visible_alias = "bench-every",
        default_value_t = 20_000
    )]
    bench_every: u64,
    #[arg(
        long = "banc-parties",
        visible_alias = "bench-games",
        default_value_t = 2_000
    )]
    bench_games: u64,
    /// Refinement games after the TD games: each position pulled towards its 1-ply value.
    #[arg(long = "affiner", visible_alias = "refine", default_value_t = 0)]
    refine_games: u64,
    #[arg(
        long = "alpha-affinage",
        visible_alias = "refine-alpha",
        default_value_t = 0.01
    )]
    refine_alpha: f32,
}

/// `entrainer duel`: the duel harness, with the game chosen here.
#[derive(Parser, Debug)]
#[command(name = "entrainer duel")]
struct DuelCommand {
    #[arg(long = "jeu", visible_alias = "game", default_value = "backgammon")]
    game: String,
    #[command(flatten)]
    duel: DuelArgs,
}

/// `entrainer moyenne --jeu J --sortie DOSSIER DOSSIER1 DOSSIER2 ...`: averages the
/// networks of several checkpoints of one run, weight by weight.
#[derive(Parser, Debug)]
#[command(name = "entrainer moyenne")]
struct AverageCommand {
    #[arg(long = "jeu", visible_alias = "game", default_value = "backgammon")]
    game: String,
    #[arg(long = "sortie", visible_alias = "out")]
    out: PathBuf,
    dirs: Vec<PathBuf>,
}

fn average(cmd: AverageCommand) -> Result<(), String> {
    let variant = cmd
        .game
        .parse::<Variant>()
        .map_err(|_| format!("unknown game {}", cmd.game))?;
    let evals = cmd
        .dirs
        .iter()
        .map(|d| NetEvaluator::from_dir(variant, d))
        .collect::<Result<Vec<_>, _>>()?;
    let avg = tablier::ai::net::average(&evals)?;
    save_dir(&avg, &cmd.out).map_err(|e| e.to_string())
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("moyenne") {
        let cmd = AverageCommand::parse_from(std::env::args().skip(1));
        if let Err(e) = average(cmd) {
            eprintln!("entrainer: {e}");
            std::process::exit(1);
        }
        return;
    }
    if std::env::args().nth(1).as_deref() == Some("duel") {
        let cmd = DuelCommand::parse_from(std::env::args().skip(1));
        let Ok(variant) = cmd.game.parse::<Variant>() else {
            eprintln!("entrainer: unknown game {}", cmd.game);
            std::process::exit(2);
        };
        let mut args = cmd.duel;
        args.variant = Some(variant);
        let loc = tablier::i18n::Localizer::new(tablier::i18n::Lang::negotiate(None));
        std::process::exit(duel_main(args, &loc));
    }
    let args = Args::parse();
    let Ok(variant) = args.game.parse::<Variant>() else {
        eprintln!("entrainer: unknown game {}", args.game);
        std::process::exit(2);
    };
    let dir = args
        .dir
        .unwrap_or_else(|| PathBuf::from("target/entrainer").join(variant.name()));
    let config = TrainConfig {
        variant,
        games: args.games,
        seed: args.seed,
        hidden: args.hidden,
        alpha: args.alpha,
        alpha_half_life: args.half_life,
        lambda: args.lambda,
        dir,
        checkpoint_every: args.checkpoint_every.max(1),
        bench_every: args.bench_every,
        bench_games: args.bench_games,
        refine_games: args.refine_games,
        refine_alpha: args.refine_alpha,
    };
    println!("{config:?}");
    let mut trainer = match Trainer::new(config) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("entrainer: {e}");
            std::process::exit(1);
        }
    };
    println!("reprise à {} parties", trainer.games);
    let mut log = |line: &str| {
        println!("{line}");
        let _ = std::io::stdout().flush();
    };
    if let Err(e) = trainer.run(&mut log) {
        eprintln!("entrainer: {e}");
        std::process::exit(1);
    }
}
