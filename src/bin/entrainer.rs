//! `entrainer`: trains tablier's networks by self-play (TD(λ)), for backgammon or Jacquet.
//! Built only with the `entrainer` feature, so that `cargo install tablier` installs the game
//! alone.
//!
//! ```text
//! cargo run --release --features entrainer --bin entrainer -- --jeu backgammon --parties 400000 --graine 1
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
//! `entrainer decisions` and `entrainer choix` measure it faster: the equity its choices
//! give up against gnubg's judgements of every play of a few thousand rolls
//! (`tablier::ai::net::choices`).

use std::collections::HashMap;
use std::io::Write as _;
use std::path::PathBuf;

use clap::Parser;
use tablier::ai::duel::{DuelArgs, duel_main};
use tablier::ai::gnubg::Gnubg;
use tablier::ai::net::network::Net;
use tablier::ai::net::train::{TrainConfig, Trainer};
use tablier::ai::net::{NetEvaluator, NetKind, choices, save_dir, supervised};
use tablier::rules::Variant;

#[path = "entrainer/videau.rs"]
mod videau;

#[derive(Parser, Debug)]
#[command(name = "entrainer", about = "Self-play training of tablier's networks")]
struct Args {
    /// Any game of the family (`tablier --jeu aide` lists them).
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

/// `entrainer echantillons --jeu J --nombre N --graine S --sortie FICHIER [--poids DOSSIER]`:
/// writes N distinct positions met in self-play (by the shipped networks, or those of
/// DOSSIER), one gnubg Position ID a line, the side on roll first, for an independent
/// evaluator to judge (`scripts/gnubg-label.sh`).
#[derive(Parser, Debug)]
#[command(name = "entrainer echantillons")]
struct SampleCommand {
    #[arg(long = "jeu", visible_alias = "game", default_value = "backgammon")]
    game: String,
    #[command(flatten)]
    draw: Draw,
    /// The chance of a play drawn among the best few (`--parmi`) rather than the best.
    #[arg(long = "exploration", default_value_t = 0.1)]
    explore: f32,
    /// How many of the best plays a drawn play comes from: more spreads the positions
    /// further, towards the lopsided games a weaker player makes.
    #[arg(long = "parmi", visible_alias = "among", default_value_t = 4)]
    among: usize,
    /// One side of each game plays pubeval's choices: positions of lopsided games.
    #[arg(long = "contre-pubeval", visible_alias = "against-pubeval")]
    against_pubeval: bool,
    /// One side of each game plays GNU Backgammon's choices at 0-ply (backgammon, gnubg
    /// installed): the positions a stronger player leads the networks into.
    #[arg(
        long = "contre-gnubg",
        visible_alias = "against-gnubg",
        conflicts_with = "against_pubeval"
    )]
    against_gnubg: bool,
    /// How many of the best plays of each roll are written (the one played among them).
    #[arg(long = "candidats", visible_alias = "candidates", default_value_t = 1)]
    candidates: usize,
}

/// `entrainer apprendre --jeu J --donnees FICHIER... --dossier DOSSIER [--depart DOSSIER]
/// [--caches H] [--epoques E] [--alpha A] [--graine S] [--fenetre MIN MAX]
/// [--poids-victoire W] [--poids-gammon G] [--elargir course|contact] [--lot N] [--grossir
/// H]`: trains networks on judged positions (lines of a Position ID and five chances for the
/// side on roll), from the networks of `--depart` (`integres`: the shipped ones; without it,
/// new ones of H hidden units), and saves them in DOSSIER; one position in twenty is held
/// out to measure the error after each epoch. With `--fenetre MIN MAX`, only the positions where the side
/// on roll is the favourite and its cubeless equity lies between MIN and MAX are read: the
/// cube networks' window (`ai::cube`). With `--poids-victoire W` and `--poids-gammon G`,
/// the error of the winning chances counts W times, and that of the gammons G times, that
/// of the backgammons. With `--lot N`, Adam steps after every N positions; with `--grossir
/// H`, the contact network first gets H hidden units.
#[derive(Parser, Debug)]
#[command(name = "entrainer apprendre")]
struct FitCommand {
    #[arg(long = "jeu", visible_alias = "game", default_value = "backgammon")]
    game: String,
    #[arg(long = "donnees", visible_alias = "data", num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    #[arg(long = "dossier", visible_alias = "dir")]
    dir: PathBuf,
    #[arg(long = "depart", visible_alias = "from")]
    from: Option<PathBuf>,
    #[arg(long = "caches", visible_alias = "hidden", default_value_t = 128)]
    hidden: usize,
    #[arg(long = "epoques", visible_alias = "epochs", default_value_t = 10)]
    epochs: usize,
    #[arg(long, default_value_t = 0.01)]
    alpha: f32,
    #[arg(long = "graine", visible_alias = "seed", default_value_t = 1)]
    seed: u64,
    /// Learn only the positions whose side on roll wins at least half the time and whose
    /// cubeless equity (money, from the five chances as written) lies in `MIN MAX`.
    #[arg(long = "fenetre", visible_alias = "window", num_args = 2, value_names = ["MIN", "MAX"])]
    window: Option<Vec<f64>>,
    /// How much the error of the winning chances counts against that of each other output
    /// (`supervised::Schedule::win_weight`).
    #[arg(
        long = "poids-victoire",
        visible_alias = "win-weight",
        default_value_t = 1.0
    )]
    win_weight: f32,
    /// How much the error of the gammon chances counts against that of the backgammons
    /// (`supervised::Schedule::gammon_weight`).
    #[arg(
        long = "poids-gammon",
        visible_alias = "gammon-weight",
        default_value_t = 1.0
    )]
    gammon_weight: f32,
    /// Networks of `--depart` given every input (`inputs::INPUTS`) before they learn, the
    /// new ones weighing nothing: `course` the race network, `contact` the contact one.
    #[arg(long = "elargir", visible_alias = "widen", num_args = 1.., value_parser = ["course", "contact"])]
    widen: Vec<String>,
    /// Positions per Adam step, `--alpha` then being Adam's step size (0.001 is usual);
    /// 0: a plain gradient step after each position (`supervised::Schedule::batch`).
    #[arg(long = "lot", visible_alias = "batch", default_value_t = 0)]
    batch: usize,
    /// The contact network of `--depart` given this many hidden units before it learns, the
    /// new ones weighing nothing towards the outputs.
    #[arg(long = "grossir", visible_alias = "grow")]
    grow: Option<usize>,
}

/// `entrainer videau --donnees FICHIER`: how often the computer's cube decisions (double or
/// not, take or pass) agree with GNU Backgammon's on positions it judged
/// (`scripts/gnubg-cube.sh`: a Position ID, money play with the cube centred, or an XGID at
/// its own score and cube; then gnubg's no double, double/take and double/pass equities for
/// the side on roll), money and match apart, the match by length.
#[derive(Parser, Debug)]
#[command(name = "entrainer videau")]
struct CubeCommand {
    #[arg(long = "donnees", visible_alias = "data")]
    data: PathBuf,
    /// A no-double position counts as a cube decision when gnubg's double is within this
    /// much of its no double (money points, or EMG in a match).
    #[arg(long = "serre", visible_alias = "close", default_value_t = 0.1)]
    close: f32,
    /// gnubg's own cubeless chances of the same positions (`scripts/gnubg-label.sh`, 0 ply,
    /// by Position ID): the computer's cube model is then fed gnubg's chances instead of its
    /// networks', which tells the model's disagreements from the networks'. An XGID line
    /// finds the chances of its checkers.
    #[arg(long = "chances")]
    chances: Option<PathBuf>,
    /// Cube networks to judge with instead of the shipped ones (folders `apprendre` wrote;
    /// several: a committee whose chances are averaged), to measure a candidate's cube
    /// agreement before it is embedded.
    #[arg(long = "poids", visible_alias = "weights", num_args = 1.., conflicts_with = "chances")]
    weights: Vec<PathBuf>,
}

/// `entrainer scores --positions FICHIER --graine S --sortie FICHIER [--argent P]`: gives
/// each position of FICHIER (Position IDs, as `entrainer echantillons` writes them) a match
/// state drawn at random (see `videau::draw_request` for the spread) and writes it as an
/// XGID, a cube decision of the side on roll, for `scripts/gnubg-cube.sh`.
#[derive(Parser, Debug)]
#[command(name = "entrainer scores")]
struct ScoresCommand {
    #[arg(long = "positions")]
    positions: PathBuf,
    #[arg(long = "graine", visible_alias = "seed", default_value_t = 1)]
    seed: u64,
    #[arg(long = "sortie", visible_alias = "out")]
    out: PathBuf,
    /// The share of money lines (no Jacoby rule; the cube centred or the side on roll's).
    #[arg(long = "argent", visible_alias = "money", default_value_t = 0.2)]
    money: f64,
}

fn scores(cmd: ScoresCommand) -> Result<(), String> {
    use rand::SeedableRng;
    use std::fmt::Write as _;
    if !(0.0..=1.0).contains(&cmd.money) {
        return Err(format!(
            "--argent {} is not a share between 0 and 1",
            cmd.money
        ));
    }
    let text = std::fs::read_to_string(&cmd.positions)
        .map_err(|e| format!("{}: {e}", cmd.positions.display()))?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(cmd.seed);
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        let id = line.trim();
        if id.is_empty() || id.starts_with('#') {
            continue;
        }
        let pos = tablier::notation::position_id::decode(id, tablier::rules::Side::Green)
            .map_err(|e| format!("{}: line {}: {e}", cmd.positions.display(), i + 1))?;
        let request = videau::draw_request(pos, cmd.money, &mut rng);
        let _ = writeln!(out, "{}", tablier::engine::xgid::write(&request));
    }
    std::fs::write(&cmd.out, out).map_err(|e| format!("{}: {e}", cmd.out.display()))
}

fn cube(cmd: CubeCommand) -> Result<(), String> {
    let text =
        std::fs::read_to_string(&cmd.data).map_err(|e| format!("{}: {e}", cmd.data.display()))?;
    let given: std::collections::HashMap<String, tablier::ai::Evaluation> = match &cmd.chances {
        None => std::collections::HashMap::new(),
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                let mut c = [0.0f32; 5];
                for (k, v) in c.iter_mut().enumerate() {
                    *v = f.get(k + 1)?.parse().ok()?;
                }
                let e = tablier::ai::Evaluation {
                    win: c[0],
                    win_gammon: c[1],
                    win_backgammon: c[2],
                    lose_gammon: c[3],
                    lose_backgammon: c[4],
                };
                Some(((*f.first()?).to_owned(), e))
            })
            .collect(),
    };
    let nets = cmd
        .weights
        .iter()
        .map(|dir| NetEvaluator::from_dir(Variant::Backgammon, dir))
        .collect::<Result<Vec<_>, _>>()?;
    // Candidate cube networks judge as the shipped ones do: where the favourite is on roll,
    // a committee's members alike.
    let judge = if nets.is_empty() {
        None
    } else {
        Some(tablier::ai::net::CubeNetworks {
            play: NetEvaluator::embedded(Variant::Backgammon)
                .ok_or("no shipped backgammon networks")?,
            cube: &nets,
        })
    };
    let mut report = videau::Report::default();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let judged = videau::read_judged(line)
            .map_err(|e| format!("{}: line {}: {e}", cmd.data.display(), i + 1))?;
        let ours = match given.get(&judged.id) {
            Some(e) => videau::ours(&judged, Some(e)),
            None if cmd.chances.is_some() => continue,
            None => match &judge {
                Some(judge) => videau::ours_by(&judged, judge),
                None => videau::ours(&judged, None),
            },
        };
        report.add(&judged, ours, cmd.close);
    }
    print!("{}", report.text(cmd.close));
    Ok(())
}

fn parse_game(game: &str) -> Result<Variant, String> {
    game.parse::<Variant>()
        .map_err(|_| format!("unknown game {game}"))
}

/// The networks to start from: those of `dir`, or the shipped ones (no folder, or the word
/// `integres` for one, as every command's `--poids` and `apprendre --depart` take it).
fn networks(variant: Variant, dir: Option<&PathBuf>) -> Result<NetEvaluator, String> {
    match dir {
        Some(dir) if dir.as_os_str() != "integres" => NetEvaluator::from_dir(variant, dir),
        _ => NetEvaluator::embedded(variant)
            .cloned()
            .ok_or_else(|| format!("no shipped networks for {variant}")),
    }
}

fn sample(cmd: SampleCommand) -> Result<(), String> {
    use std::fmt::Write as _;
    let variant = parse_game(&cmd.game)?;
    let eval = networks(variant, cmd.draw.weights.as_ref())?;
    let gnubg = if cmd.against_gnubg {
        if variant != Variant::Backgammon {
            return Err(format!(
                "--contre-gnubg: gnubg plays backgammon only, not {variant}"
            ));
        }
        let program = Gnubg::installed()
            .ok_or("--contre-gnubg: gnubg is not installed (scripts/setup-debian.sh)")?;
        Some(Gnubg::new(&program, 0))
    } else {
        None
    };
    let opponent = match &gnubg {
        Some(gnubg) => supervised::Opponent::Gnubg(gnubg),
        None if cmd.against_pubeval => supervised::Opponent::Pubeval,
        None => supervised::Opponent::Itself,
    };
    let how = supervised::Sampling {
        explore: cmd.explore,
        candidates: cmd.candidates.max(1),
        among: cmd.among.max(1),
        opponent,
    };
    let positions = supervised::sample(variant, &eval, cmd.draw.count, cmd.draw.seed, how);
    if let Some(failure) = gnubg.as_ref().and_then(Gnubg::failure) {
        return Err(format!("--contre-gnubg: {failure}"));
    }
    let mut text = String::new();
    for pos in &positions {
        let _ = writeln!(text, "{}", tablier::notation::position_id::encode(pos));
    }
    std::fs::write(&cmd.draw.out, text).map_err(|e| format!("{}: {e}", cmd.draw.out.display()))
}

fn fit(cmd: FitCommand) -> Result<(), String> {
    let variant = parse_game(&cmd.game)?;
    let mut eval = match &cmd.from {
        // A folder's networks, or the shipped ones (`integres`), to fine-tune.
        Some(dir) => networks(variant, Some(dir))?,
        None => {
            use rand::SeedableRng;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(cmd.seed ^ 0x5EED_0000);
            let n = if tablier::ai::net::inputs::has_extra_features(variant) {
                tablier::ai::net::inputs::INPUTS
            } else {
                tablier::ai::net::inputs::BASE_INPUTS
            };
            let contact = Net::random(n, cmd.hidden, &mut rng);
            let race = tablier::ai::net::has_race_net(variant)
                .then(|| Net::random(n, cmd.hidden, &mut rng));
            NetEvaluator::new(variant, contact, race)
        }
    };
    for which in &cmd.widen {
        let kind = if which == "course" {
            NetKind::Race
        } else {
            NetKind::Contact
        };
        let wide = eval
            .net(kind)
            .widened(tablier::ai::net::inputs::INPUTS)
            .ok_or("a network with more inputs than the program reads")?;
        *eval.net_mut(kind) = wide;
    }
    if let Some(hidden) = cmd.grow {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(cmd.seed);
        let grown = eval
            .net(NetKind::Contact)
            .grown(hidden, &mut rng)
            .ok_or("a network with more hidden units than --grossir")?;
        *eval.net_mut(NetKind::Contact) = grown;
    }
    // One position in twenty of each file held out, always the same ones, so that a file's
    // held-out error reads the same whatever files are learnt beside it.
    // `held_ends[k]` is where file k's held-out positions end in `held`.
    let (mut train, mut held, mut held_ends) = (Vec::new(), Vec::new(), Vec::new());
    for path in &cmd.data {
        let mut text =
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if let Some(&[min, max]) = cmd.window.as_deref() {
            text = supervised::within_window(&text, min, max);
        }
        let labels = supervised::read_labels(variant, &text)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        for (i, label) in labels.into_iter().enumerate() {
            if i % 20 == 0 {
                held.push(label);
            } else {
                train.push(label);
            }
        }
        held_ends.push(held.len());
    }
    println!(
        "{} positions to learn, {} held out; error before: {:.4}",
        train.len(),
        held.len(),
        supervised::mean_error(&eval, &held)
    );
    let started = std::time::Instant::now();
    supervised::fit(
        &mut eval,
        &mut train,
        &held,
        supervised::Schedule {
            epochs: cmd.epochs,
            alpha: cmd.alpha,
            seed: cmd.seed,
            win_weight: cmd.win_weight,
            gammon_weight: cmd.gammon_weight,
            batch: cmd.batch,
        },
        &mut |epoch, error| {
            println!(
                "epoch {epoch}: held-out equity error {error:.4} ({:.0} s)",
                started.elapsed().as_secs_f32()
            );
            let _ = std::io::stdout().flush();
        },
    );
    let [(contact, contact_error), (race, race_error)] =
        supervised::mean_error_by_kind(&eval, &held);
    println!(
        "held out: {contact} contact positions, error {contact_error:.4}; {race} race positions, error {race_error:.4}"
    );
    if cmd.data.len() > 1 {
        let starts = std::iter::once(0).chain(held_ends.iter().copied());
        for ((path, start), end) in cmd.data.iter().zip(starts).zip(&held_ends) {
            println!(
                "held out of {}: error {:.4}",
                path.display(),
                supervised::mean_error(&eval, &held[start..*end])
            );
        }
    }
    // Learnt positions judged as the held-out ones: a much smaller error would say the
    // networks learn the positions by heart rather than the game.
    let some = &train[..train.len().min(held.len())];
    println!(
        "{} learnt positions: error {:.4}",
        some.len(),
        supervised::mean_error(&eval, some)
    );
    save_dir(&eval, &cmd.dir).map_err(|e| e.to_string())
}

/// `entrainer juger --positions FICHIER --sortie FICHIER [--poids DOSSIER] [--fils N]`:
/// judges each position (Position IDs, as `entrainer echantillons` writes them) one ply
/// ahead with the networks (`supervised::one_ply_chances`), and writes the same lines as
/// `scripts/gnubg-label.sh`, for `apprendre` to train the networks towards their own
/// look-ahead.
#[derive(Parser, Debug)]
#[command(name = "entrainer juger")]
struct JudgeCommand {
    #[arg(long = "positions")]
    positions: PathBuf,
    #[arg(long = "sortie", visible_alias = "out")]
    out: PathBuf,
    /// The networks that judge (a folder `apprendre` wrote; the shipped ones without it).
    #[arg(long = "poids", visible_alias = "weights")]
    weights: Option<PathBuf>,
    /// Threads, each judging its share of the positions.
    #[arg(long = "fils", visible_alias = "threads", default_value_t = 2)]
    threads: usize,
}

fn judge(cmd: JudgeCommand) -> Result<(), String> {
    use std::fmt::Write as _;
    let variant = Variant::Backgammon;
    let eval = networks(variant, cmd.weights.as_ref())?;
    let text = std::fs::read_to_string(&cmd.positions)
        .map_err(|e| format!("{}: {e}", cmd.positions.display()))?;
    let mut positions = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let id = line.trim();
        if id.is_empty() || id.starts_with('#') {
            continue;
        }
        let pos =
            tablier::notation::position_id::decode_for(variant, id, tablier::rules::Side::Green)
                .map_err(|e| format!("{}: line {}: {e:?}", cmd.positions.display(), i + 1))?;
        positions.push((id, pos));
    }
    let share = positions.len().div_ceil(cmd.threads.max(1)).max(1);
    let parts: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = positions
            .chunks(share)
            .map(|part| {
                let eval = &eval;
                scope.spawn(move || {
                    let mut out = String::new();
                    for (id, pos) in part {
                        let c = supervised::one_ply_chances(pos, eval);
                        let _ = writeln!(
                            out,
                            "{id}\t{:.4}\t{:.4}\t{:.4}\t{:.4}\t{:.4}",
                            c[0], c[1], c[2], c[3], c[4]
                        );
                    }
                    out
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_default())
            .collect()
    });
    std::fs::write(&cmd.out, parts.concat()).map_err(|e| format!("{}: {e}", cmd.out.display()))
}

/// `entrainer decisions --nombre N --sortie FICHIER [--graine S] [--poids DOSSIER]`: writes
/// N rolls with a choice met in self-play at 0-ply (by the shipped networks, or those of
/// DOSSIER), each a line `# contact` or `# course` followed by the Position ID of every
/// distinct position its plays lead to (`ai::net::choices`). `grep -v '^#' FICHIER | sort -u`
/// gives the positions for `scripts/gnubg-label.sh` to judge.
#[derive(Parser, Debug)]
#[command(name = "entrainer decisions")]
struct DecisionsCommand {
    #[command(flatten)]
    draw: Draw,
}

/// How many positions or decisions a sampling command draws, from which seed, where it
/// writes them, and which networks play the games (the shipped ones without `--poids`).
#[derive(clap::Args, Debug)]
struct Draw {
    #[arg(long = "nombre", visible_alias = "count")]
    count: usize,
    #[arg(long = "graine", visible_alias = "seed", default_value_t = 1)]
    seed: u64,
    #[arg(long = "sortie", visible_alias = "out")]
    out: PathBuf,
    #[arg(long = "poids", visible_alias = "weights")]
    weights: Option<PathBuf>,
}

fn write_decisions(cmd: DecisionsCommand) -> Result<(), String> {
    let variant = Variant::Backgammon;
    let eval = networks(variant, cmd.draw.weights.as_ref())?;
    let found = choices::decisions(variant, &eval, cmd.draw.count, cmd.draw.seed);
    std::fs::write(&cmd.draw.out, choices::write_decisions(&found))
        .map_err(|e| format!("{}: {e}", cmd.draw.out.display()))
}

/// `entrainer choix --decisions FICHIER --juge FICHIER [--reference FICHIER] [--poids
/// DOSSIER...]`: for the decisions `entrainer decisions` wrote and the judge's figures for
/// their positions (as `scripts/gnubg-label.sh` writes them: gnubg 1-ply's, say), how much
/// equity the plays chosen give up against the judge's best, on average, in contact and in
/// the race: first by the figures of `--reference` (gnubg 0-ply's, say), then by each
/// folder's networks (`integres`: the shipped ones; the shipped ones without any).
#[derive(Parser, Debug)]
#[command(name = "entrainer choix")]
struct ChoicesCommand {
    #[arg(long = "decisions")]
    decisions: PathBuf,
    #[arg(long = "juge", visible_alias = "judge")]
    judge: PathBuf,
    #[arg(long = "reference")]
    reference: Option<PathBuf>,
    #[arg(long = "poids", visible_alias = "weights", num_args = 1..)]
    weights: Vec<PathBuf>,
}

fn score_choices(cmd: ChoicesCommand) -> Result<(), String> {
    let variant = Variant::Backgammon;
    let read = |path: &PathBuf| {
        std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
    };
    let figures = |path: &PathBuf| -> Result<HashMap<tablier::rules::Position, f32>, String> {
        let labels = supervised::read_labels(variant, &read(path)?)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(labels
            .iter()
            .map(|(pos, chances)| (*pos, tablier::ai::net::train::equity(chances)))
            .collect())
    };
    let decisions = choices::read_decisions(variant, &read(&cmd.decisions)?)
        .map_err(|e| format!("{}: {e}", cmd.decisions.display()))?;
    let judge = figures(&cmd.judge)?;
    let report = |name: &str, [contact, race]: [choices::Loss; 2]| {
        println!(
            "{name}: contact {:.5} ({} decisions, {:.1} % over 0.001); race {:.5} ({}, {:.1} %)",
            contact.mean,
            contact.decisions,
            100.0 * contact.wrong,
            race.mean,
            race.decisions,
            100.0 * race.wrong
        );
    };
    if let Some(path) = &cmd.reference {
        let reference = figures(path)?;
        report(
            &path.display().to_string(),
            choices::loss(&decisions, &judge, |plays| {
                choices::best_by(&reference, plays)
            }),
        );
    }
    let shipped = [PathBuf::from("integres")];
    let folders = if cmd.weights.is_empty() {
        &shipped[..]
    } else {
        &cmd.weights[..]
    };
    for dir in folders {
        let eval = networks(variant, Some(dir))?;
        report(
            &dir.display().to_string(),
            choices::loss(&decisions, &judge, |plays| {
                choices::best_by_network(&eval, plays)
            }),
        );
    }
    Ok(())
}

fn main() {
    for (word, run) in [
        (
            "echantillons",
            (|| sample(SampleCommand::parse_from(std::env::args().skip(1))))
                as fn() -> Result<(), String>,
        ),
        ("apprendre", || {
            fit(FitCommand::parse_from(std::env::args().skip(1)))
        }),
        ("videau", || {
            cube(CubeCommand::parse_from(std::env::args().skip(1)))
        }),
        ("scores", || {
            scores(ScoresCommand::parse_from(std::env::args().skip(1)))
        }),
        ("juger", || {
            judge(JudgeCommand::parse_from(std::env::args().skip(1)))
        }),
        ("decisions", || {
            write_decisions(DecisionsCommand::parse_from(std::env::args().skip(1)))
        }),
        ("choix", || {
            score_choices(ChoicesCommand::parse_from(std::env::args().skip(1)))
        }),
    ] {
        if std::env::args().nth(1).as_deref() == Some(word) {
            if let Err(e) = run() {
                eprintln!("entrainer: {e}");
                std::process::exit(1);
            }
            return;
        }
    }
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
