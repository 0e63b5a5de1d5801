//! The server under load, and killed under load (issue 29): the real `tablier serveur`,
//! many players on loopback playing random legal games at a human pace, the reply to each
//! play measured; with `--coupures K`, the server killed with `kill -9` K times during the
//! load and every live table checked after each restart.
//!
//! ```text
//! cargo build --release && cargo run --release --example charge -- --clients 1000 --parties 500
//! cargo run --release --example charge -- --clients 40 --coupures 50 --pense 20-200
//! ```
//!
//! Options: `--clients N` (connections), `--parties N` (tables at once, two players each;
//! the other clients wait in the lobby and look at `tables` now and then), `--duree S`
//! (seconds measured), `--pense MIN-MAX` (a player's think time, ms), `--graine N`,
//! `--serveur FILE` (the binary; `target/release/tablier`), `--adresse HOST:PORT` (a server
//! already running: no memory nor CPU read), `--montee N` (logins at once while players
//! arrive), `--coupures K`; `--dossier DIR` (the store's folder), `--pleins K` (the disk
//! filled K times during the load, `--panne S` seconds each), `--seules K` with `--seule CMD`
//! and `--reparation CMD` (the disk turned read-only K times by a shell command, made
//! writable again by another while the server is down): `scripts/store-faults.sh` mounts the
//! small file systems for them (root).
//!
//! A player is the tests' simple player made random: at their turn they ask `coups` and send
//! one of the numbered plays, then `valider`; they roll with an empty line, double now and
//! then, take most doubles, name or choose a roll when asked. Every line is followed by
//! `#ping`: the reply time of a line is from its sending to the `#pong` after its answer.
//! The tables play the games of the family in turn (backgammon matches with the cube too).
//!
//! With `--coupures`, after each acknowledged action both players read `plateau`, `état`,
//! `score`, `videau` and their prompt; after a restart they log in again and must read the
//! same. A kill that falls between an action and its reading is told apart: that table is
//! not compared this time (the action may or may not have been kept, both are right).
//!
//! Measured on the 2-core development machine, 30 or 60 s each, other builds running beside
//! it (load average 6 to 9), the first tables opened before the measure:
//!
//! ```text
//! cargo run --release --example charge -- --clients 600 --duree 30
//!   play        8316 replies   p50    2.26 ms   p99   31.96 ms   max    78.95 ms
//!   277 plays/s; server: resident 50 MB (195 MB while players registered), CPU 17 % of one core
//! cargo run --release --example charge -- --clients 1000 --parties 500 --duree 60
//!   play       22775 replies   p50   15.40 ms   p99  890.63 ms   max  1011.58 ms
//!   380 plays/s; server: resident 64 MB (208 MB while players registered), CPU 24 % of one core
//! cargo run --release --example charge -- --clients 40 --pense 20-200 --coupures 50 --jeux …
//!   kill -9: 50; tables read again identical 926, kills between an action and its reading 74,
//!   mismatches 0
//! ```
//!
//! With `--pleins` or `--seules`, a line answered with the store's message (it cannot write,
//! perhaps a full disk) is counted as refused, and both players read the table again: it
//! must be as after the last acknowledged action; the table plays on once the disk can
//! write, and every table is checked after a `kill -9` and a restart. Measured the same
//! way, the test build:
//!
//! ```text
//! TABLIER_FAULTS_PROFILE=debug scripts/store-faults.sh   (--clients 40 --pense 20-200 --panne 3)
//! 1. a tmpfs of 16 MiB, --pleins 5: 277, 64, 23, 241, 226 lines refused while full
//!   lines refused by the store, told to the player: 832 (told it may have kept them: 0);
//!   actions refused then both players reading the table unchanged 832, changed 0; actions
//!   played after a refusal 100
//!   kill -9: 5; tables read again identical 97, kills between an action and its reading
//!   3, mismatches 0
//! 2. ext4 of 16 MiB on a loop device, errors=remount-ro, --seules 3 (an ext4 error
//!    triggered: read-only at once, open files and all): 266, 286, 272 lines refused
//!   lines refused: 824 (told it may have kept them: 824); unchanged 823, changed 0;
//!   played after a refusal 60
//!   after a restart, tables whose last line the store may have kept: found as before it
//!   58, found otherwise 2 (the refused line's write reached the disk, its sync failed)
//!   kill -9: 3; mismatches 0
//! ```
//!
//! `mount -o remount,ro` is refused under load ("mount point is busy": Linux does not
//! remount read-only a file system with files open for writing); a server started on a
//! store remounted read-only stops with "attempt to write a readonly database".
//!
//! Up to about 600 players the p99 held under 50 ms; beyond, looks waited as long as plays:
//! the hub was one task, and it waited for each action's commit (`synchronous = FULL`, a
//! few ms of `fsync` on this disk) before the next line of anyone.
//!
//! Since the actions are committed in groups (the hub's writer, `hub::commits`: all that
//! arrive while a commit is in flight go in the next transaction, and the hub waits for
//! none), the same machine, other builds running beside it (load average 10 to 14; `fsync`
//! of 4 KiB here: p50 7.5 ms, p99 20 ms), with the binaries as built by `cargo build
//! --release --bins --example charge`:
//!
//! ```text
//! --clients 600 --duree 60               p50  2.59 ms  p99  24.69 ms  max  80.41 ms   275 plays/s  37 MB
//! --clients 800 --duree 60               p50  3.59 ms  p99  36.63 ms  max  94.90 ms   366 plays/s  45 MB
//! --clients 1000 --parties 500 --duree 60
//!                            first run   p50  4.18 ms  p99 162.21 ms  max 376.22 ms   455 plays/s  52 MB
//!                            second run  p50  5.05 ms  p99  45.81 ms  max 133.51 ms   457 plays/s  51 MB
//! --clients 1500 --parties 750 --duree 60
//!                                        p50  2.55 ms  p99  32.95 ms  max  74.63 ms   687 plays/s  70 MB
//! --clients 2000 --parties 1000 --duree 60
//!                                        p50  7.80 ms  p99  63.95 ms  max 137.70 ms   908 plays/s  87 MB
//! --clients 2500 --parties 1250 --duree 60
//!                                        p50 22.93 ms  p99 493.73 ms  max 965.74 ms  1052 plays/s 107 MB
//! ```
//!
//! (resident memory at most while measured; the server's CPU 17 % to 47 % of one core.)
//! Later, the load average down to 4 to 6, one after the other on the same machine:
//!
//! ```text
//! --clients 1000 --parties 500 --duree 60
//!   one commit at a time   p50 10.31 ms  p99 848.54 ms  max 956.65 ms   356 plays/s  51 MB
//!   group commits          p50  2.52 ms  p99  13.54 ms  max  27.98 ms   459 plays/s  52 MB
//!   (a run with group commits ten minutes before, load 4.6 to 5.6:
//!                          p50  2.27 ms  p99  55.40 ms  max 171.46 ms   458 plays/s  52 MB)
//! ```
//!
//! Then on the same machine with nothing else running (load average 1.3 to 3.5, this driver
//! beside the server), all merged (group commits, `--instance`, the kept warning, `exporter`):
//!
//! ```text
//! --clients 1000 --parties 500 --duree 60   p50   1.14 ms  p99   8.42 ms  max 131.85 ms   460 plays/s   52 MB  37 %
//! --clients 2000 --parties 1000 --duree 60  p50   1.44 ms  p99   9.47 ms  max  35.58 ms   917 plays/s   88 MB  69 %
//! --clients 3000 --parties 1500 --duree 60  p50   2.13 ms  p99  16.37 ms  max  52.15 ms  1375 plays/s  124 MB  95 %
//! --clients 4000 --parties 2000 --duree 60  p50   3.28 ms  p99  22.94 ms  max  57.73 ms  1826 plays/s  160 MB 109 %
//! --clients 6000 --parties 3000 --duree 60  p50 271.07 ms  p99 600.65 ms  max 726.89 ms  1867 plays/s  226 MB 134 %
//! ```
//!
//! (the last column: the server's CPU, in shares of one core.) About 4,000 players hold;
//! at 6,000 the plays per second stop growing at about 1,870 and every line waits: the hub,
//! one task, has a core to itself and no more.
//!
//! On this shared machine the p99 holds under 50 ms to about 1,500 players, and runs vary
//! with the builds beside it. At 2,500 the looks (`coups`, never committed) wait as long as the
//! plays: what limits is then the hub itself, one task, which still waits for the store
//! when a table is created, seated or closed and a result kept (a few `fsync`s at each
//! match's end), and renders every line for every player, on a machine whose other builds
//! take most of both cores (which of these weighs most was not measured).
//!
//! `--jeux arriere` shows the player dropped when `coups` lists a double's plays (more lines
//! than a client's queue).

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::Parser;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::{Mutex, Semaphore, watch};

/// The options (see the module's documentation).
#[derive(Parser, Clone, Debug)]
struct Options {
    #[arg(long, default_value_t = 10)]
    clients: usize,
    /// Tables at once; half the clients when not given.
    #[arg(long)]
    parties: Option<usize>,
    #[arg(long, default_value_t = 30)]
    duree: u64,
    #[arg(long, default_value = "200-2000", value_parser = pace)]
    pense: (u64, u64),
    #[arg(long, default_value_t = 1)]
    graine: u64,
    #[arg(long, default_value = "target/release/tablier")]
    serveur: PathBuf,
    #[arg(long)]
    adresse: Option<SocketAddr>,
    #[arg(long, default_value_t = 8)]
    montee: usize,
    #[arg(long, default_value_t = 0)]
    coupures: usize,
    /// Only these games (`jacquet,plakoto`), each a `--jeu` of `créer`.
    #[arg(long, value_delimiter = ',')]
    jeux: Vec<String>,
    /// The folder of the server's store (a scratch folder when not given): for `--pleins`,
    /// a small file system of its own (`scripts/store-faults.sh` mounts a tmpfs).
    #[arg(long)]
    dossier: Option<PathBuf>,
    /// Times the store's disk is filled during the load (a file written in `--dossier`
    /// until the disk refuses), kept full `--panne` seconds, emptied, then the server
    /// killed and every table checked as with `--coupures`.
    #[arg(long, default_value_t = 0)]
    pleins: usize,
    /// Seconds a fault lasts.
    #[arg(long, default_value_t = 3)]
    panne: u64,
    /// Times the store's disk turns read-only during the load, by the shell command
    /// `--seule` (`scripts/store-faults.sh`: an ext4 error on a file system mounted
    /// `errors=remount-ro`), kept so `--panne` seconds; then the server killed, the shell
    /// command `--reparation` run (the disk writable again), the server started and every
    /// table checked as with `--coupures`.
    #[arg(long, default_value_t = 0)]
    seules: usize,
    #[arg(long)]
    seule: Option<String>,
    #[arg(long)]
    reparation: Option<String>,
}

fn pace(text: &str) -> Result<(u64, u64), String> {
    let (low, high) = text.split_once('-').ok_or("MIN-MAX, in ms")?;
    let low: u64 = low.parse().map_err(|_| "MIN-MAX, in ms")?;
    let high: u64 = high.parse().map_err(|_| "MIN-MAX, in ms")?;
    if low > high {
        return Err("MIN is above MAX".to_owned());
    }
    Ok((low, high))
}

const PASSWORD: &str = "motdepasse";
/// How long a line may wait for its answer before the player calls the server gone.
const PATIENCE: Duration = Duration::from_secs(60);

/// Lines sent to the server by all players (the `#ping` after each not counted).
static LINES: AtomicUsize = AtomicUsize::new(0);

/// One connection, and the last prompt it was given.
struct Client {
    conn: BufReader<TcpStream>,
    prompt: String,
}

impl Client {
    async fn connect(address: SocketAddr) -> std::io::Result<Client> {
        let mut tries = 0;
        let stream = loop {
            match TcpStream::connect(address).await {
                Ok(stream) => break stream,
                Err(e) if tries >= 20 => return Err(e),
                Err(_) => {
                    tries += 1;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        };
        stream.set_nodelay(true)?;
        let mut client = Client {
            conn: BufReader::new(stream),
            prompt: String::new(),
        };
        client.says("#tablier 1").await?;
        Ok(client)
    }

    /// Sends `line` and `#ping`, and reads up to the `#pong`: the lines to display.
    async fn says(&mut self, line: &str) -> std::io::Result<Vec<String>> {
        LINES.fetch_add(1, Ordering::Relaxed);
        self.send(&format!("{line}\n#ping\n")).await
    }

    /// `#ping` alone: what the server told since.
    async fn sync(&mut self) -> std::io::Result<Vec<String>> {
        self.send("#ping\n").await
    }

    async fn send(&mut self, text: &str) -> std::io::Result<Vec<String>> {
        self.conn.get_mut().write_all(text.as_bytes()).await?;
        tokio::time::timeout(PATIENCE, self.read_to_pong())
            .await
            .unwrap_or_else(|_| Err(std::io::ErrorKind::TimedOut.into()))
    }

    async fn read_to_pong(&mut self) -> std::io::Result<Vec<String>> {
        let mut shown = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if self.conn.read_line(&mut line).await? == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line == "#pong" {
                return Ok(shown);
            }
            if let Some(prompt) = line.strip_prefix('?') {
                prompt.trim_end().clone_into(&mut self.prompt);
            } else if let Some(text) = line.strip_prefix(':') {
                shown.push(text.to_owned());
            }
        }
    }

    /// `inscription NAME` (the password twice) or `connexion NAME`: whether it let them in.
    async fn enter(&mut self, word: &str, name: &str) -> std::io::Result<bool> {
        self.says(&format!("{word} {name}")).await?;
        self.says(PASSWORD).await?;
        if word == "inscription" {
            self.says(PASSWORD).await?;
        }
        Ok(!self.prompt.is_empty() && self.prompt != ">")
    }
}

/// Where a pair of players is: in the lobby, at a table that waits, at a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Lobby,
    Waiting(u64),
    Playing(u64),
}

/// What a table's players measured and found.
#[derive(Default)]
struct Report {
    /// Reply times in µs: actions (plays, confirmations, rolls, cube), looks (`coups`),
    /// the lobby (`créer`, `rejoindre`, `tables`).
    play: Vec<u32>,
    look: Vec<u32>,
    lobby: Vec<u32>,
    games: usize,
    /// The games that ended, by their options.
    ended: BTreeMap<String, usize>,
    stuck: Vec<String>,
    errors: Vec<String>,
    /// After a restart: tables read again identical; kills that fell between an action
    /// and its reading; states found otherwise.
    same: usize,
    in_flight: usize,
    mismatches: Vec<String>,
    /// Lines refused by a store that could not write, told so (`--pleins`); of the
    /// actions among them, those after which both players read the table as before, and
    /// those after which they did not; actions accepted after a refusal at the same table.
    refused: usize,
    refused_same: usize,
    refused_changed: Vec<String>,
    played_after_refusal: usize,
    /// Of the refused lines, those the store said it may have kept; after a restart, the
    /// tables found as before such a line, and those found otherwise (with it, presumably).
    unsure: usize,
    unsure_not_kept: usize,
    unsure_kept: usize,
}

impl Report {
    fn merge(&mut self, other: Report) {
        self.play.extend(other.play);
        self.look.extend(other.look);
        self.lobby.extend(other.lobby);
        self.games += other.games;
        for (game, count) in other.ended {
            *self.ended.entry(game).or_default() += count;
        }
        self.stuck.extend(other.stuck);
        self.errors.extend(other.errors);
        self.same += other.same;
        self.in_flight += other.in_flight;
        self.mismatches.extend(other.mismatches);
        self.refused += other.refused;
        self.refused_same += other.refused_same;
        self.refused_changed.extend(other.refused_changed);
        self.played_after_refusal += other.played_after_refusal;
        self.unsure += other.unsure;
        self.unsure_not_kept += other.unsure_not_kept;
        self.unsure_kept += other.unsure_kept;
    }
}

/// What every player shares: the options, the server's address (and how many times it was
/// started), and the moments of the run.
struct Shared {
    options: Options,
    server: watch::Receiver<(u64, SocketAddr)>,
    logins: Semaphore,
    /// Set once everyone is seated: from then on the reply times count.
    measuring: std::sync::OnceLock<Instant>,
    stop: std::sync::atomic::AtomicBool,
    ready: tokio::sync::Barrier,
    /// Tables back after the latest restart.
    back: AtomicUsize,
    /// The kills so far: counted before each.
    kills: AtomicUsize,
}

impl Shared {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    fn fault_mode(&self) -> bool {
        self.options.coupures > 0 || self.options.pleins > 0 || self.options.seules > 0
    }
}

/// The games the tables play, in their `créer` options.
fn games(only: &[String]) -> Vec<String> {
    if !only.is_empty() {
        return only.iter().map(|game| format!("--jeu {game}")).collect();
    }
    let mut games = vec![
        "--match 3".to_owned(),
        "--match 5".to_owned(),
        "--match 1".to_owned(),
        String::new(),
    ];
    games.extend(
        tablier::rules::Variant::ALL
            .iter()
            .map(|v| format!("--jeu {}", v.name())),
    );
    games
}

/// Two players at one table after another.
struct Pair {
    names: [String; 2],
    seats: Vec<Client>,
    rng: ChaCha8Rng,
    epoch: u64,
    phase: Phase,
    game: String,
    last: [String; 2],
    /// Both players' reading after the last acknowledged action (with `--coupures`).
    kept: Option<Vec<Vec<String>>>,
    /// A line that changes the table was sent, and its reading is not complete.
    pending: bool,
    /// Lines in a row with the same prompts.
    idle: usize,
    /// Whether the store refused this table's last action.
    refused: bool,
    /// Whether the store said it may have kept the action it refused (it failed while
    /// writing): then the table is not compared after the next restart.
    unsure: bool,
    /// The kills counted when the players last connected.
    kills: usize,
    report: Report,
    shared: Arc<Shared>,
}

impl Pair {
    fn new(k: usize, shared: Arc<Shared>) -> Pair {
        let tag = shared.options.graine;
        Pair {
            names: [format!("g{tag}t{k}a"), format!("g{tag}t{k}b")],
            seats: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(tag.wrapping_mul(1_000_003).wrapping_add(k as u64)),
            epoch: 0,
            phase: Phase::Lobby,
            game: String::new(),
            last: [String::new(), String::new()],
            kept: None,
            pending: false,
            idle: 0,
            refused: false,
            unsure: false,
            kills: 0,
            report: Report::default(),
            shared,
        }
    }

    fn measured(&self) -> bool {
        self.shared.measuring.get().is_some()
    }

    /// Sends `line` from seat `i`, its reply time kept in `into` once measuring.
    async fn timed(&mut self, i: usize, line: &str, into: Kind) -> std::io::Result<Vec<String>> {
        let start = Instant::now();
        let told = self.seats[i].says(line).await?;
        if self.measured() {
            let micros = u32::try_from(start.elapsed().as_micros()).unwrap_or(u32::MAX);
            match into {
                Kind::Play => self.report.play.push(micros),
                Kind::Look => self.report.look.push(micros),
                Kind::Lobby => self.report.lobby.push(micros),
            }
        }
        Ok(told)
    }

    /// Both players connected and in: registered the first time, logged in after.
    async fn connect(&mut self, first: bool) -> std::io::Result<()> {
        self.kills = self.shared.kills.load(Ordering::SeqCst);
        let (epoch, address) = *self.shared.server.borrow();
        self.epoch = epoch;
        self.seats.clear();
        for i in 0..2 {
            let mut client = Client::connect(address).await?;
            let _permit = self.shared.logins.acquire().await;
            let word = if first { "inscription" } else { "connexion" };
            if !client.enter(word, &self.names[i]).await? {
                return Err(std::io::Error::other(format!(
                    "{} not let in: {}",
                    self.names[i], client.prompt
                )));
            }
            self.seats.push(client);
        }
        // What the second's arrival told the first.
        self.seats[0].sync().await?;
        Ok(())
    }

    /// About to send a line that changes the table: it is in flight until read again,
    /// unless the server was killed before it left.
    fn changing(&mut self) -> std::io::Result<()> {
        if self.shared.kills.load(Ordering::SeqCst) != self.kills {
            return Err(std::io::ErrorKind::ConnectionAborted.into());
        }
        self.pending = true;
        Ok(())
    }

    async fn think(&mut self) {
        let (low, high) = self.shared.options.pense;
        let pause = self.rng.random_range(low..=high);
        tokio::time::sleep(Duration::from_millis(pause)).await;
    }

    /// One step: a table opened, joined, or a line played.
    async fn step(&mut self) -> std::io::Result<()> {
        match self.phase {
            Phase::Lobby => {
                self.game = games(&self.shared.options.jeux)
                    .choose(&mut self.rng)
                    .cloned()
                    .unwrap_or_default();
                self.changing()?;
                let create = format!("créer {}", self.game);
                let told = self.timed(0, create.trim_end(), Kind::Lobby).await?;
                if self.refused_by_store(&told) {
                    self.pending = false;
                    self.think().await;
                    return Ok(());
                }
                let id = table_number(&self.seats[0].prompt).ok_or_else(|| {
                    std::io::Error::other(format!("no table opened: {}", self.seats[0].prompt))
                })?;
                self.phase = Phase::Waiting(id);
                self.pending = false;
                Ok(())
            }
            Phase::Waiting(id) => {
                self.changing()?;
                let told = self
                    .timed(1, &format!("rejoindre {id}"), Kind::Lobby)
                    .await?;
                self.seats[0].sync().await?;
                if self.refused_by_store(&told) {
                    self.pending = false;
                    self.think().await;
                    return Ok(());
                }
                self.phase = Phase::Playing(id);
                self.last = [String::new(), String::new()];
                self.acknowledged().await
            }
            Phase::Playing(_) => self.play().await,
        }
    }

    /// The seat whose prompt names its side.
    fn actor(&self) -> Option<usize> {
        ["Vert", "Noir"].iter().enumerate().find_map(|(i, side)| {
            let prompt = &self.seats[i].prompt;
            (prompt.starts_with(&format!("{side},")) || prompt.starts_with(&format!("{side} ")))
                .then_some(i)
        })
    }

    async fn play(&mut self) -> std::io::Result<()> {
        let before = [self.seats[0].prompt.clone(), self.seats[1].prompt.clone()];
        let Some(actor) = self.actor() else {
            if let Some(i) = (0..2).find(|&i| self.seats[i].prompt.contains("partie suivante")) {
                self.think().await;
                self.changing()?;
                let told = self.timed(i, "", Kind::Play).await?;
                let heard = self.seats[1 - i].sync().await?;
                if self.refused_by_store(&told) {
                    return self.unchanged().await;
                }
                return self.after(&told, &heard).await;
            }
            return self.stalled(&before).await;
        };
        self.think().await;
        let line = self.choice(actor).await?;
        self.changing()?;
        let told = self.timed(actor, &line, Kind::Play).await?;
        let heard = self.seats[1 - actor].sync().await?;
        if self.refused_by_store(&told) {
            return self.unchanged().await;
        }
        self.last[actor] = line;
        if before == [self.seats[0].prompt.clone(), self.seats[1].prompt.clone()] {
            self.idle += 1;
            if self.idle > 40 {
                return self.stalled(&before).await;
            }
        } else {
            self.idle = 0;
        }
        self.after(&told, &heard).await
    }

    /// After an acknowledged action: the table closed, or read again (`--coupures`).
    async fn after(&mut self, told: &[String], heard: &[String]) -> std::io::Result<()> {
        if closed(told) || closed(heard) {
            self.report.games += 1;
            *self.report.ended.entry(self.game.clone()).or_default() += 1;
            self.phase = Phase::Lobby;
            self.kept = None;
            self.pending = false;
            return Ok(());
        }
        self.acknowledged().await
    }

    /// Whether `told` says the store could not write (a full or read-only disk): counted.
    fn refused_by_store(&mut self, told: &[String]) -> bool {
        let unsure = told
            .iter()
            .any(|l| l.contains("a échoué pendant cette écriture"));
        let refused = unsure
            || told
                .iter()
                .any(|l| l.contains("ne peut pas écrire dans sa base"));
        if unsure {
            self.report.unsure += 1;
            self.unsure = true;
        }
        if refused {
            REFUSED.fetch_add(1, Ordering::Relaxed);
            self.report.refused += 1;
            self.refused = true;
        }
        refused
    }

    /// After an action the store refused: both players must read the table as after the
    /// last acknowledged one.
    async fn unchanged(&mut self) -> std::io::Result<()> {
        let reading = self.reading().await?;
        match &self.kept {
            Some(kept) if *kept == reading => self.report.refused_same += 1,
            Some(kept) => self.report.refused_changed.push(format!(
                "table of {} ({:?}): before {kept:?}\nafter a refusal {reading:?}",
                self.names[0], self.game
            )),
            None => {}
        }
        // What the store may have kept is compared with nothing after a restart.
        self.pending = self.unsure;
        self.think().await;
        Ok(())
    }

    async fn acknowledged(&mut self) -> std::io::Result<()> {
        if std::mem::take(&mut self.refused) {
            self.report.played_after_refusal += 1;
        }
        self.unsure = false;
        if self.shared.fault_mode() {
            self.kept = Some(self.reading().await?);
        }
        self.pending = false;
        Ok(())
    }

    /// No one can act, or the same prompts came back too long: the players leave the table.
    async fn stalled(&mut self, prompts: &[String; 2]) -> std::io::Result<()> {
        self.report
            .stuck
            .push(format!("{:?} at {prompts:?}", self.game));
        self.changing()?;
        for i in 0..2 {
            self.seats[i].says("quitter la table").await?;
        }
        self.seats[0].sync().await?;
        self.phase = Phase::Lobby;
        self.kept = None;
        self.idle = 0;
        self.pending = false;
        Ok(())
    }

    /// The line seat `i` plays at its prompt.
    async fn choice(&mut self, i: usize) -> std::io::Result<String> {
        let prompt = self.seats[i].prompt.clone();
        let last = self.last[i].clone();
        let line = if prompt.contains("quel doublet") {
            self.rng.random_range(1..=6).to_string()
        } else if prompt.contains("quel lancer") {
            let (a, b) = (self.rng.random_range(1..=6), self.rng.random_range(1..=6));
            format!("{}-{}", a.max(b), a.min(b))
        } else if prompt.contains("Entrée pour lancer") {
            if prompt.contains("doubler") && last != "doubler" && self.rng.random_bool(0.05) {
                "doubler".to_owned()
            } else {
                String::new()
            }
        } else if prompt.contains("accepter ou refuser") {
            if self.rng.random_bool(0.85) {
                "accepter"
            } else {
                "refuser"
            }
            .to_owned()
        } else if prompt.contains("oui ou non") {
            "non".to_owned()
        } else if prompt.starts_with("Numéro") {
            "1".to_owned()
        } else if last.parse::<usize>().is_ok() {
            "valider".to_owned()
        } else {
            let plays = self.timed(i, "coups", Kind::Look).await?;
            let count = plays.iter().filter(|l| numbered(l)).count();
            if count == 0 {
                "valider".to_owned()
            } else {
                self.rng.random_range(1..=count).to_string()
            }
        };
        Ok(line)
    }

    /// What both players read of the game now, and their prompts.
    async fn reading(&mut self) -> std::io::Result<Vec<Vec<String>>> {
        let mut both = Vec::new();
        for seat in &mut self.seats {
            let mut seen = Vec::new();
            for look in ["plateau", "état", "score", "videau"] {
                seen.extend(seat.says(look).await?);
            }
            seen.push(format!("? {}", seat.prompt));
            both.push(seen);
        }
        Ok(both)
    }

    /// The server was killed: wait for the next one, log in again, and check the table is
    /// as the players last saw it acknowledged.
    async fn recover(&mut self) {
        let mut server = self.shared.server.clone();
        loop {
            if self.shared.stopped() {
                return;
            }
            if server.borrow_and_update().0 <= self.epoch {
                let _ = tokio::time::timeout(Duration::from_secs(1), server.changed()).await;
                continue;
            }
            if self.connect(false).await.is_err() {
                continue;
            }
            match self.check().await {
                Ok(()) => {
                    self.shared.back.fetch_add(1, Ordering::Relaxed);
                    return;
                }
                Err(_) => continue,
            }
        }
    }

    /// After a restart: the phase the prompts show, and the reading, against what was kept.
    async fn check(&mut self) -> std::io::Result<()> {
        let prompt = self.seats[0].prompt.clone();
        let now = if prompt.starts_with("salon") {
            Phase::Lobby
        } else if let Some(id) = table_number(&prompt) {
            Phase::Waiting(id)
        } else {
            match self.phase {
                Phase::Waiting(id) | Phase::Playing(id) => Phase::Playing(id),
                Phase::Lobby => Phase::Playing(0),
            }
        };
        if self.pending && !self.unsure {
            self.report.in_flight += 1;
        } else if !self.pending && now != self.phase {
            self.report.mismatches.push(format!(
                "table of {}: {:?} before the kill, {now:?} after ({:?})",
                self.names[0], self.phase, self.game
            ));
        }
        self.phase = now;
        if let Phase::Playing(_) = now {
            let reading = self.reading().await?;
            if self.pending
                && self.unsure
                && let Some(kept) = &self.kept
            {
                if *kept == reading {
                    self.report.unsure_not_kept += 1;
                } else {
                    self.report.unsure_kept += 1;
                }
            } else if !self.pending
                && let Some(kept) = &self.kept
            {
                if *kept == reading {
                    self.report.same += 1;
                } else {
                    self.report.mismatches.push(format!(
                        "table of {} ({:?}): before {kept:?}\nafter {reading:?}",
                        self.names[0], self.game
                    ));
                }
            }
            self.kept = Some(reading);
        }
        self.pending = false;
        self.unsure = false;
        self.last = [String::new(), String::new()];
        Ok(())
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Play,
    Look,
    Lobby,
}

/// `table 12, en attente >`: 12.
fn table_number(prompt: &str) -> Option<u64> {
    let rest = prompt.strip_prefix("table ")?;
    rest.split(',').next()?.trim().parse().ok()
}

/// `12 : V8-V5 V6-V2`: one of the plays `coups` lists.
fn numbered(line: &str) -> bool {
    line.split_once(" : ")
        .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether `lines` tell that the table closed at the end of its game.
fn closed(lines: &[String]) -> bool {
    lines
        .iter()
        .any(|l| l.contains("la table") && l.contains("ferme"))
}

/// A pair's whole run.
async fn pair(k: usize, shared: Arc<Shared>) -> Report {
    let mut pair = Pair::new(k, Arc::clone(&shared));
    // In, and at a first table, before the measure.
    let seated = async {
        pair.connect(true).await?;
        pair.step().await?;
        pair.step().await
    }
    .await;
    if let Err(e) = seated {
        pair.report.errors.push(format!("{}: {e}", pair.names[0]));
        shared.ready.wait().await;
        return pair.report;
    }
    shared.ready.wait().await;
    while !shared.stopped() {
        if let Err(e) = pair.step().await {
            if shared.stopped() {
                break;
            }
            if shared.fault_mode() {
                if e.kind() == std::io::ErrorKind::Other {
                    pair.report
                        .errors
                        .push(format!("{} ({:?}): {e}", pair.names[0], pair.game));
                }
                pair.recover().await;
            } else {
                let last = pair.last.clone();
                pair.report.errors.push(format!(
                    "{} ({:?}): {e}, after {last:?} at {:?}",
                    pair.names[0], pair.game, pair.seats[0].prompt
                ));
                break;
            }
        }
    }
    pair.report
}

/// A member who stays in the lobby and looks at the tables now and then.
async fn idler(k: usize, shared: Arc<Shared>) -> Report {
    let mut report = Report::default();
    let mut rng = ChaCha8Rng::seed_from_u64(k as u64);
    let address = shared.server.borrow().1;
    let client = async {
        let mut client = Client::connect(address).await?;
        let _permit = shared.logins.acquire().await;
        let name = format!("g{}l{k}", shared.options.graine);
        client.enter("inscription", &name).await?;
        Ok::<_, std::io::Error>(client)
    }
    .await;
    shared.ready.wait().await;
    let Ok(mut client) = client else {
        report.errors.push(format!("idler {k} could not enter"));
        return report;
    };
    let (low, high) = shared.options.pense;
    while !shared.stopped() {
        let pause = rng.random_range(low..=high) * 10;
        tokio::time::sleep(Duration::from_millis(pause)).await;
        let start = Instant::now();
        if client.says("tables").await.is_err() {
            break;
        }
        if shared.measuring.get().is_some() {
            report
                .lobby
                .push(u32::try_from(start.elapsed().as_micros()).unwrap_or(u32::MAX));
        }
    }
    report
}

/// The server started by the driver: the binary, its store, its process.
struct Server {
    binary: PathBuf,
    base: PathBuf,
    seed: u64,
    child: Option<std::process::Child>,
    pid: Arc<AtomicU32>,
    /// What the server wrote on its error output when it stopped before listening.
    said: String,
}

impl Server {
    /// Starts it on the same store; its address, once it listens.
    fn start(&mut self) -> std::io::Result<SocketAddr> {
        use std::io::BufRead;
        let mut child = std::process::Command::new(&self.binary)
            .args(["serveur", "--langue", "fr", "--adresse", "127.0.0.1:0"])
            .arg("--base")
            .arg(&self.base)
            .args(["--graine", &self.seed.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdout = child.stdout.take().expect("a pipe");
        let mut stderr = child.stderr.take().expect("a pipe");
        self.pid.store(child.id(), Ordering::Relaxed);
        self.child = Some(child);
        let mut lines = std::io::BufReader::new(stdout).lines();
        let address = loop {
            let Some(Ok(line)) = lines.next() else {
                use std::io::Read;
                self.said.clear();
                let _ = stderr.read_to_string(&mut self.said);
                return Err(std::io::Error::other("the server stopped before listening"));
            };
            if let Some(at) = line.find("127.0.0.1:") {
                let address: String = line[at..]
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ':')
                    .collect();
                break address.parse().map_err(std::io::Error::other)?;
            }
        };
        std::thread::spawn(move || for _ in lines {});
        std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
        Ok(address)
    }

    /// What the server wrote on its error output when it last stopped before listening.
    fn said(&self) -> &str {
        self.said.trim()
    }

    /// `kill -9`, and waited for.
    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Lines the store refused, told by the players as they come (`--pleins`).
static REFUSED: AtomicUsize = AtomicUsize::new(0);

/// `kill -9` of the server, started again on the same store; every pair back (logged in
/// and its table checked) before this returns, or a minute at most. With `repair`: that
/// shell command run between the kill and the start, what it said noted in `faults`.
/// Whether the server runs again.
async fn killed_and_back(
    server: &mut Server,
    set_server: &watch::Sender<(u64, SocketAddr)>,
    shared: &Shared,
    parties: usize,
    repair: Option<(&str, &mut Vec<String>)>,
) -> bool {
    shared.back.store(0, Ordering::Relaxed);
    shared.kills.fetch_add(1, Ordering::SeqCst);
    server.kill();
    if let Some((command, faults)) = repair {
        faults.push(format!("repaired, server stopped: {}", shell(command)));
    }
    let address = match server.start() {
        Ok(address) => address,
        Err(e) => {
            eprintln!(
                "charge: the server did not start again: {e}: {}",
                server.said()
            );
            return false;
        }
    };
    set_server.send_modify(|(epoch, at)| {
        *epoch += 1;
        *at = address;
    });
    let waited = Instant::now();
    while shared.back.load(Ordering::Relaxed) < parties
        && waited.elapsed() < Duration::from_secs(60)
    {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    true
}

/// Writes `filler` until its disk refuses: the bytes written.
fn fill(filler: &std::path::Path) -> u64 {
    use std::io::Write;
    let Ok(mut file) = std::fs::File::create(filler) else {
        return 0;
    };
    let block = vec![0u8; 64 * 1024];
    let mut written = 0u64;
    loop {
        match file.write(&block) {
            Ok(0) | Err(_) => break,
            Ok(n) => written += n as u64,
        }
    }
    let _ = file.sync_all();
    written
}

/// `command` run by `sh -c`: `done`, or its status and what it said.
fn shell(command: &str) -> String {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(command)
        .output();
    match out {
        Ok(out) if out.status.success() => "done".to_owned(),
        Ok(out) => format!(
            "{}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ),
        Err(e) => e.to_string(),
    }
}

/// A process's resident memory in kB (`VmRSS`).
fn resident(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A process's CPU time so far (user and system), in clock ticks.
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's name, which is in parentheses.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some(user + system)
}

/// The `per`-thousandth of sorted `values`, in ms.
fn quantile(values: &[u32], per: usize) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let at = (values.len() * per / 1000).min(values.len() - 1);
    f64::from(values[at]) / 1000.0
}

fn line_of(name: &str, values: &mut [u32]) {
    values.sort_unstable();
    println!(
        "  {name:<8} {:>7} replies   p50 {:>7.2} ms   p99 {:>7.2} ms   max {:>8.2} ms",
        values.len(),
        quantile(values, 500),
        quantile(values, 990),
        values.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
    );
}

#[tokio::main]
async fn main() {
    let mut options = Options::parse();
    let parties = options
        .parties
        .unwrap_or(options.clients / 2)
        .min(options.clients / 2);
    options.parties = Some(parties);
    let idlers = options.clients - 2 * parties;
    let folder = std::env::temp_dir().join(format!("tablier-charge-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    let binary = if options.serveur.is_relative() {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&options.serveur)
    } else {
        options.serveur.clone()
    };
    let pid = Arc::new(AtomicU32::new(0));
    let mut server = Server {
        binary,
        base: options
            .dossier
            .as_ref()
            .unwrap_or(&folder)
            .join("serveur.db"),
        seed: options.graine,
        child: None,
        pid: Arc::clone(&pid),
        said: String::new(),
    };
    let address = match options.adresse {
        Some(address) => address,
        None => server.start().unwrap_or_else(|e| {
            eprintln!("charge: {}: {e}", server.binary.display());
            std::process::exit(1);
        }),
    };
    let (set_server, watched) = watch::channel((1, address));
    let shared = Arc::new(Shared {
        options: options.clone(),
        server: watched,
        logins: Semaphore::new(options.montee.max(1)),
        measuring: std::sync::OnceLock::new(),
        stop: std::sync::atomic::AtomicBool::new(false),
        ready: tokio::sync::Barrier::new(parties + idlers + 1),
        back: AtomicUsize::new(0),
        kills: AtomicUsize::new(0),
    });
    println!(
        "charge: {} clients, {parties} tables, {idlers} in the lobby, think {}-{} ms, server {address}",
        options.clients, options.pense.0, options.pense.1
    );
    let arrival = Instant::now();
    let peak_arrival = Arc::new(Mutex::new(0u64));
    let watcher = {
        let (pid, peak) = (Arc::clone(&pid), Arc::clone(&peak_arrival));
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            let mut steady = 0u64;
            while !shared.stopped() {
                if let Some(kb) = resident(pid.load(Ordering::Relaxed)) {
                    if shared.measuring.get().is_some() {
                        steady = steady.max(kb);
                    } else {
                        let mut peak = peak.lock().await;
                        *peak = (*peak).max(kb);
                    }
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            steady
        })
    };
    let mut tasks = tokio::task::JoinSet::new();
    for k in 0..parties {
        tasks.spawn(pair(k, Arc::clone(&shared)));
    }
    for k in 0..idlers {
        tasks.spawn(idler(k, Arc::clone(&shared)));
    }
    shared.ready.wait().await;
    let seated = arrival.elapsed();
    let start = Instant::now();
    let _ = shared.measuring.set(start);
    let server_pid = pid.load(Ordering::Relaxed).to_string();
    let server_cpu = cpu_ticks(&server_pid);
    let own_cpu = cpu_ticks("self");
    let lines_before = LINES.load(Ordering::Relaxed);
    println!(
        "charge: everyone in and seated in {:.1} s; measuring",
        seated.as_secs_f64()
    );
    let mut kills = 0;
    let mut faults = Vec::new();
    if options.coupures > 0 || options.pleins > 0 || options.seules > 0 {
        let mut rng = ChaCha8Rng::seed_from_u64(options.graine);
        for _ in 0..options.coupures {
            let (low, high) = (options.pense.1, options.pense.1 * 10);
            tokio::time::sleep(Duration::from_millis(rng.random_range(low..=high))).await;
            if !killed_and_back(&mut server, &set_server, &shared, parties, None).await {
                break;
            }
            kills += 1;
            if kills % 10 == 0 {
                println!("charge: {kills} kills");
            }
        }
        let dossier = options.dossier.clone().unwrap_or_else(|| folder.clone());
        for n in 0..options.pleins {
            let (low, high) = (options.pense.1, options.pense.1 * 10);
            tokio::time::sleep(Duration::from_millis(rng.random_range(low..=high))).await;
            let filler = dossier.join("remplissage");
            let filled = fill(&filler);
            let refused_before = REFUSED.load(Ordering::Relaxed);
            tokio::time::sleep(Duration::from_secs(options.panne)).await;
            let _ = std::fs::remove_file(&filler);
            faults.push(format!(
                "full disk {}: {} KiB written to fill it, {} lines refused while full",
                n + 1,
                filled / 1024,
                REFUSED.load(Ordering::Relaxed) - refused_before
            ));
            // Room again: the players play on, then the server is killed and every table
            // checked.
            tokio::time::sleep(Duration::from_secs(1)).await;
            if !killed_and_back(&mut server, &set_server, &shared, parties, None).await {
                break;
            }
            kills += 1;
        }
        for n in 0..options.seules {
            let (low, high) = (options.pense.1, options.pense.1 * 10);
            tokio::time::sleep(Duration::from_millis(rng.random_range(low..=high))).await;
            let refused_before = REFUSED.load(Ordering::Relaxed);
            let made = shell(options.seule.as_deref().unwrap_or("false"));
            tokio::time::sleep(Duration::from_secs(options.panne)).await;
            faults.push(format!(
                "read-only disk {}: {made}, {} lines refused while read-only",
                n + 1,
                REFUSED.load(Ordering::Relaxed) - refused_before
            ));
            let repair = options.reparation.as_deref().unwrap_or("true");
            if !killed_and_back(
                &mut server,
                &set_server,
                &shared,
                parties,
                Some((repair, &mut faults)),
            )
            .await
            {
                break;
            }
            kills += 1;
        }
    } else {
        tokio::time::sleep(Duration::from_secs(options.duree)).await;
    }
    let window = start.elapsed().as_secs_f64();
    let lines = LINES.load(Ordering::Relaxed) - lines_before;
    let server_cpu = server_cpu.zip(cpu_ticks(&server_pid));
    let own_cpu = own_cpu.zip(cpu_ticks("self"));
    shared.stop.store(true, Ordering::Relaxed);
    let steady = watcher.await.unwrap_or(0);
    let mut report = Report::default();
    while let Some(done) = tasks.join_next().await {
        if let Ok(done) = done {
            report.merge(done);
        }
    }
    let ticks = 100.0; // USER_HZ on Linux
    println!("charge: {window:.1} s measured");
    line_of("play", &mut report.play);
    line_of("coups", &mut report.look);
    line_of("lobby", &mut report.lobby);
    println!(
        "  {:.0} plays/s, {:.0} lines/s (each with its #ping); {} games ended",
        report.play.len() as f64 / window,
        lines as f64 / window,
        report.games
    );
    if options.adresse.is_none() {
        println!(
            "  server: resident {} MB at most while measured, {} MB at most while players arrived",
            steady / 1024,
            *peak_arrival.lock().await / 1024
        );
        if let Some((before, after)) = server_cpu {
            println!(
                "  server CPU {:.0} % of one core",
                (after - before) as f64 / ticks / window * 100.0
            );
        }
    }
    if let Some((before, after)) = own_cpu {
        println!(
            "  this driver's CPU {:.0} % of one core",
            (after - before) as f64 / ticks / window * 100.0
        );
    }
    if options.pleins > 0 || options.seules > 0 {
        for fault in &faults {
            println!("  {fault}");
        }
        println!(
            "  lines refused by the store, told to the player: {} (told it may have kept them: {}); actions refused then both players reading the table unchanged {}, changed {}; actions played after a refusal {}",
            report.refused,
            report.unsure,
            report.refused_same,
            report.refused_changed.len(),
            report.played_after_refusal
        );
        if report.unsure > 0 {
            println!(
                "  after a restart, tables whose last line the store may have kept: found as before it {}, found otherwise {}",
                report.unsure_not_kept, report.unsure_kept
            );
        }
        for changed in report.refused_changed.iter().take(5) {
            println!("  CHANGED {changed}");
        }
    }
    if options.coupures > 0 || options.pleins > 0 || options.seules > 0 {
        println!(
            "  kill -9: {kills}; tables read again identical {}, kills between an action and its reading {}, mismatches {}",
            report.same,
            report.in_flight,
            report.mismatches.len()
        );
        for mismatch in report.mismatches.iter().take(5) {
            println!("  MISMATCH {mismatch}");
        }
    }
    for stuck in report.stuck.iter().take(5) {
        println!("  stuck: {stuck}");
    }
    for error in report.errors.iter().take(5) {
        println!("  error: {error}");
    }
    if report.errors.len() > 5 {
        println!("  … {} errors in all", report.errors.len());
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
