//! GNU Backgammon as a duel opponent (`tablier duel --b gnubg`, issue 16): the installed
//! `gnubg` is driven through its documented command line (`set board`, `set dice`,
//! `hint`), one process per duel thread, and plays each roll the dice of the duel give it.
//! Its play is read in its own notation and matched against tablier's legal plays: a play
//! that matches none stops the duel, so every play gnubg makes is checked legal by tablier's
//! generator (whose plays agree with gnubg's own on the fixture of
//! `tests/library/gnubg_fixture.rs`).
//!
//! gnubg evaluates cubeless (money, no cube in a duel) at the depth asked for: `gnubg` or
//! `gnubg0` is its 0-ply, `gnubg1` and `gnubg2` deeper. Backgammon only: gnubg's variations
//! would need their own settings, and the duel measures backgammon's evaluator.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

use crate::notation::{gnubg_play, position_id};
use crate::rules::{Dice, LegalPlay, Position};

/// The line gnubg answers `set threads 1` with: sent after each request, it marks the end
/// of the answer.
const SENTINEL: &str = "The number of threads has been set to 1.";

/// Why gnubg could not give a play.
#[derive(Debug)]
pub enum GnubgError {
    /// The program could not be started or stopped answering.
    Io(std::io::Error),
    /// Its answer held no play where one was due.
    NoAnswer { position: String, dice: String },
    /// It played something that is none of the legal plays.
    Illegal {
        position: String,
        dice: String,
        play: String,
    },
}

impl std::fmt::Display for GnubgError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GnubgError::Io(e) => write!(f, "gnubg: {e}"),
            GnubgError::NoAnswer { position, dice } => {
                write!(f, "gnubg gave no play for {position} {dice}")
            }
            GnubgError::Illegal {
                position,
                dice,
                play,
            } => write!(
                f,
                "gnubg played {play} for {position} {dice}: not a legal play"
            ),
        }
    }
}

/// One running gnubg.
struct Process {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Process {
    fn start(program: &str, plies: u8) -> std::io::Result<Process> {
        let mut child = Command::new(program)
            .args(["-t", "-q"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child.stdin.take().ok_or(std::io::ErrorKind::BrokenPipe)?;
        let output = BufReader::new(child.stdout.take().ok_or(std::io::ErrorKind::BrokenPipe)?);
        let mut process = Process {
            child,
            input,
            output,
        };
        process.ask(&[
            "set player 0 human".to_owned(),
            "set player 1 human".to_owned(),
            format!("set evaluation chequerplay evaluation plies {plies}"),
            "set evaluation chequerplay evaluation cubeful off".to_owned(),
            "new session".to_owned(),
        ])?;
        Ok(process)
    }

    /// Sends `commands`, then the sentinel; the lines answered before it.
    fn ask(&mut self, commands: &[String]) -> std::io::Result<Vec<String>> {
        for c in commands {
            writeln!(self.input, "{c}")?;
        }
        writeln!(self.input, "set threads 1")?;
        self.input.flush()?;
        let mut lines = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line)? == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            let text = line.trim_end();
            if text == SENTINEL {
                return Ok(lines);
            }
            lines.push(text.to_owned());
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// gnubg as a player: processes started as the duel's threads need them.
pub struct Gnubg {
    program: String,
    plies: u8,
    idle: Mutex<Vec<Process>>,
    /// The first failure, which voids the duel.
    failed: Mutex<Option<GnubgError>>,
}

impl Gnubg {
    /// A player for the gnubg at `program`, evaluating at `plies`.
    #[must_use]
    pub fn new(program: &str, plies: u8) -> Gnubg {
        Gnubg {
            program: program.to_owned(),
            plies,
            idle: Mutex::new(Vec::new()),
            failed: Mutex::new(None),
        }
    }

    /// gnubg's play as [`Gnubg::choose`] gives it, a failure kept (the first one) and the
    /// first legal play made in its place: the duel plays on, and is void.
    pub fn pick(&self, pos: &Position, dice: Dice, legal: &[LegalPlay]) -> usize {
        match self.choose(pos, dice, legal) {
            Ok(i) => i,
            Err(e) => {
                if let Ok(mut failed) = self.failed.lock() {
                    failed.get_or_insert(e);
                }
                0
            }
        }
    }

    /// The processor time gnubg's processes have used so far, all their threads, where
    /// Linux tells it (`/proc/PID/task/*/schedstat`, to the nanosecond); `None` elsewhere.
    /// Read between decisions, when every process is idle: `duel --vitesse` charges gnubg
    /// its own work, which tablier's clock of its own process would never see.
    #[must_use]
    pub fn processor_time(&self) -> Option<std::time::Duration> {
        let idle = self.idle.lock().ok()?;
        let mut total = std::time::Duration::ZERO;
        for process in idle.iter() {
            total += process_time(process.child.id())?;
        }
        Some(total)
    }

    /// The first failure, if gnubg failed to give a legal play.
    pub fn failure(&self) -> Option<GnubgError> {
        self.failed.lock().ok().and_then(|mut f| f.take())
    }

    /// The installed gnubg, where `scripts/setup-debian.sh` puts it.
    #[must_use]
    pub fn installed() -> Option<String> {
        ["/usr/games/gnubg", "/usr/bin/gnubg", "/usr/local/bin/gnubg"]
            .into_iter()
            .find(|p| std::path::Path::new(p).exists())
            .map(str::to_owned)
    }

    /// gnubg's play of `dice` from `pos` (backgammon), as one of `legal`: its index.
    ///
    /// # Errors
    /// gnubg not answering, or answering a play that is not legal.
    pub fn choose(
        &self,
        pos: &Position,
        dice: Dice,
        legal: &[LegalPlay],
    ) -> Result<usize, GnubgError> {
        if legal.len() <= 1 {
            return Ok(0);
        }
        let taken = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let mut process = match taken {
            Some(p) => p,
            None => Process::start(&self.program, self.plies).map_err(GnubgError::Io)?,
        };
        let id = position_id::encode(pos);
        let (a, b) = (dice.big().value(), dice.small().value());
        let answer = process
            .ask(&[
                format!("set board {id}"),
                format!("set dice {a} {b}"),
                "hint 1".to_owned(),
            ])
            .map_err(GnubgError::Io)?;
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(process);
        }
        let dice_text = format!("{a}{b}");
        let play = answer
            .iter()
            .find_map(|l| best_play_line(l))
            .ok_or_else(|| GnubgError::NoAnswer {
                position: id.clone(),
                dice: dice_text.clone(),
            })?;
        legal
            .iter()
            .position(|p| gnubg_play::format(&p.play) == play)
            .ok_or(GnubgError::Illegal {
                position: id,
                dice: dice_text,
                play,
            })
    }
}

/// The processor time of every thread of process `pid`, from Linux's scheduler statistics
/// (the first number of each `schedstat`: nanoseconds on a core).
#[cfg(target_os = "linux")]
fn process_time(pid: u32) -> Option<std::time::Duration> {
    let mut nanos: u64 = 0;
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).ok()? {
        let stat = std::fs::read_to_string(task.ok()?.path().join("schedstat")).ok()?;
        nanos += stat.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(std::time::Duration::from_nanos(nanos))
}

#[cfg(not(target_os = "linux"))]
fn process_time(_pid: u32) -> Option<std::time::Duration> {
    None
}

/// The play of the first line of gnubg's `hint` (`    1. Cubeless 0-ply    8/5 6/5    Eq.: …`).
fn best_play_line(line: &str) -> Option<String> {
    let rest = line.trim_start().strip_prefix("1.")?;
    let after_ply = rest.split_once("-ply")?.1;
    let play = after_ply.split(" Eq.").next()?.trim();
    (!play.is_empty()).then(|| play.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_play_is_read_from_gnubg_s_hint_line() {
        assert_eq!(
            best_play_line("    1. Cubeless 0-ply    8/5 6/5                      Eq.: +0.200")
                .as_deref(),
            Some("8/5 6/5")
        );
        assert_eq!(
            best_play_line("    1. Cubeful 2-ply     13/7(4)   Eq.: +0.203").as_deref(),
            Some("13/7(4)")
        );
        assert_eq!(best_play_line("       0.551 0.174 0.013 - 0.449"), None);
        assert_eq!(
            best_play_line("    2. Cubeless 0-ply    24/21 6/5  Eq.: +0.1"),
            None
        );
    }
}
