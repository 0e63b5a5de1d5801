//! A speech daemon that stops answering never holds up the game, and the player is told
//! once (issue 32, item 10): a stopped daemon as a killed one.
//!
//! The daemon is a fake: a Unix socket in a scratch folder, given to tablier through
//! `SPEECHD_ADDRESS` as speech-dispatcher's own clients read it, that answers SSIP as the
//! daemon does until it stops (a stopped process: the connection stays open, no answer
//! comes) or dies (the connection closes). A killed daemon fails the call that reaches it; a
//! stopped one only once its answer is given up, while the player may be thinking: the
//! notice must come then too.
#![cfg(all(feature = "speech", target_os = "linux"))]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixListener;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What the fake daemon does.
#[derive(Clone, Copy)]
enum Daemon {
    /// Accepts the connection and never answers: stopped before the game started.
    Stopped,
    /// Answers the greeting and the settings, then stops answering at the first words.
    StopsAtSpeech,
    /// Answers the greeting and the settings, then dies at the first words.
    DiesAtSpeech,
}

/// Starts the fake daemon; the value of `SPEECHD_ADDRESS` that reaches it.
fn fake_daemon(name: &str, daemon: Daemon) -> String {
    let path = common::scratch(name).join("s.sock");
    let listener = UnixListener::bind(&path).expect("the fake daemon listens");
    std::thread::spawn(move || {
        let Ok((stream, _)) = listener.accept() else {
            return;
        };
        let mut out = stream.try_clone().expect("a second handle");
        let mut answering = !matches!(daemon, Daemon::Stopped);
        let mut in_data = false;
        // Read to the end, so that the game's writes never wait on a full socket.
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { return };
            if line == "SPEAK" {
                match daemon {
                    Daemon::DiesAtSpeech => return,
                    Daemon::StopsAtSpeech => answering = false,
                    Daemon::Stopped => {}
                }
            }
            if !answering || (in_data && line != ".") {
                continue;
            }
            let answer = ssip_answer(&line, in_data);
            in_data = line == "SPEAK";
            let _ = write!(out, "{answer}\r\n");
        }
    });
    format!("unix_socket:{}", path.display())
}

/// The daemon's answer to a request (or, after `SPEAK`, to the end of the text).
fn ssip_answer(line: &str, in_data: bool) -> &'static str {
    if in_data {
        return "225-1\r\n225 OK MESSAGE QUEUED";
    }
    [
        ("SPEAK", "230 OK RECEIVING DATA"),
        ("CANCEL", "213 OK CANCELED"),
        ("CLIENT_NAME", "208 OK CLIENT NAME SET"),
        ("PRIORITY", "202 OK PRIORITY SET"),
        ("LANGUAGE", "201 OK LANGUAGE SET"),
        ("RATE", "203 OK RATE SET"),
        ("PITCH", "204 OK PITCH SET"),
        ("VOLUME", "218 OK VOLUME SET"),
        ("NOTIFICATION", "220 OK NOTIFICATION SET"),
    ]
    .into_iter()
    .find(|(request, _)| line.contains(request))
    .map_or("300 ERR INTERNAL", |(_, answer)| answer)
}

/// What a game against a fake daemon printed.
struct Game {
    /// Printed before the input closed, while the player thought.
    thinking: String,
    /// Printed in all.
    stdout: String,
    /// How long the game took to end once the input closed.
    ended: Duration,
}

/// A game with speech against `daemon`: one line typed, then, while the player thinks a
/// little longer than the daemon's answer is waited for, nothing; then the input closes.
fn play_against(name: &str, daemon: Daemon) -> Game {
    let address = fake_daemon(name, daemon);
    let mut child = common::tablier(&[
        "--parole", "oui", "--langue", "fr", "--graine", "2", "--simple",
    ])
    .env("SPEECHD_ADDRESS", address)
    .spawn();
    let mut stdin = child.stdin.take().expect("a pipe");
    let (lines_tx, lines) = mpsc::channel();
    let stdout = BufReader::new(child.stdout.take().expect("a pipe"));
    std::thread::spawn(move || {
        for line in stdout.lines().map_while(Result::ok) {
            let _ = lines_tx.send(line);
        }
    });
    let mut stderr = child.stderr.take().expect("a pipe");
    std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
    writeln!(stdin, "pips").expect("written");
    let thinking = Instant::now() + Duration::from_secs(3);
    let mut printed = Vec::new();
    while let Some(left) = thinking.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) => printed.push(line),
            Err(_) => break,
        }
    }
    let thinking = printed.join("\n");
    drop(stdin);
    let closed = Instant::now();
    while child.try_wait().expect("its status").is_none() {
        if closed.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let ended = closed.elapsed();
    let _ = child.wait();
    printed.extend(lines.iter());
    Game {
        thinking,
        stdout: printed.join("\n"),
        ended,
    }
}

/// Checks that `game` answered the line it was given, told `notice` once, while the player
/// thought, and ended at once when the input closed.
fn told_once_in_time(game: &Game, notice: &str) {
    let Game {
        thinking,
        stdout,
        ended,
    } = game;
    assert_eq!(stdout.matches("Pips : ").count(), 1, "{stdout}");
    assert_eq!(speech_notices(stdout), [notice], "{stdout}");
    assert!(
        thinking.contains(notice),
        "not told while the player thought:\n{thinking}"
    );
    assert!(
        *ended < Duration::from_secs(2),
        "ended {ended:?} after the input"
    );
}

/// The lines that speak of the voice.
fn speech_notices(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|line| line.contains("synthèse vocale"))
        .collect()
}

#[test]
fn a_daemon_that_never_answers_costs_the_game_no_time_and_is_told_once() {
    let game = play_against("speechd-stopped", Daemon::Stopped);
    told_once_in_time(&game, "La synthèse vocale ne répond pas : affichage seul.");
}

#[test]
fn a_daemon_stopped_mid_game_is_told_once_in_the_words_for_a_killed_one() {
    for daemon in [Daemon::StopsAtSpeech, Daemon::DiesAtSpeech] {
        let game = play_against("speechd-stops", daemon);
        told_once_in_time(&game, "La synthèse vocale ne répond plus : affichage seul.");
    }
}
