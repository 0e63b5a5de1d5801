//! The server's reply, over loopback, as a client waits for it: the real `tablier serveur`
//! on a port the system chooses and a store in a scratch folder, two players at a table.
//!
//! `cargo bench --bench server`. Side by side:
//! - `ping`, the floor: a line through the connection and the hub, nothing else;
//! - `look`, `pips` at the table: the session asked and its answer rendered;
//! - `action`, a line of the player on roll (a move the dice do not allow): like every action
//!   line, written to the store (SQLite, synchronous) before it is judged and answered.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use criterion::{Criterion, criterion_group, criterion_main};

struct Client {
    reader: BufReader<TcpStream>,
}

impl Client {
    fn connect(port: u16) -> Client {
        let stream = TcpStream::connect(("127.0.0.1", port)).expect("the server answers");
        stream.set_nodelay(true).expect("no delay");
        let mut client = Client {
            reader: BufReader::new(stream),
        };
        client.ask("#tablier 1");
        client
    }

    /// `#ping` alone, and its answer.
    fn ping(&mut self) {
        let stream = self.reader.get_mut();
        stream.write_all(b"#ping\n").expect("sent");
        let mut got = String::new();
        while got.trim_end() != "#pong" {
            got.clear();
            assert!(self.reader.read_line(&mut got).expect("read") > 0, "closed");
        }
    }

    /// Sends `line`, then reads up to the answer of `#ping`: the whole answer. Returns its
    /// prompt.
    fn ask(&mut self, line: &str) -> String {
        let stream = self.reader.get_mut();
        stream
            .write_all(format!("{line}\n#ping\n").as_bytes())
            .expect("sent");
        let mut prompt = String::new();
        loop {
            let mut got = String::new();
            assert!(self.reader.read_line(&mut got).expect("read") > 0, "closed");
            let got = got.trim_end();
            if got == "#pong" {
                return prompt;
            }
            if let Some(p) = got.strip_prefix('?') {
                prompt = p.to_owned();
            }
        }
    }
}

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start() -> (Server, u16, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("tablier-bench-server-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args([
            "serveur",
            "--langue",
            "fr",
            "--adresse",
            "127.0.0.1:0",
            "--graine",
            "1",
            "--base",
        ])
        .arg(dir.join("serveur.db"))
        .env("TABLIER_DATA_DIR", &dir)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut lines = BufReader::new(child.stdout.take().expect("a pipe")).lines();
    let port = loop {
        let line = lines.next().expect("a line").expect("text");
        if let Some(at) = line.find("127.0.0.1:") {
            let digits: String = line[at + 10..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            break digits.parse().expect("a port");
        }
    };
    std::thread::spawn(move || for _ in lines {});
    (Server(child), port, dir)
}

fn bench(c: &mut Criterion) {
    let (server, port, dir) = start();
    let mut anne = Client::connect(port);
    anne.ask("inscription Anne");
    anne.ask("secret1");
    anne.ask("secret1");
    let mut bob = Client::connect(port);
    bob.ask("inscription Bob");
    bob.ask("secret2");
    bob.ask("secret2");
    anne.ask("créer --match 5");
    bob.ask("rejoindre 1");
    let prompt = anne.ask("pips");
    // The player on roll: the one whose prompt names their side.
    let mover = if prompt.starts_with("Vert") {
        &mut anne
    } else {
        &mut bob
    };
    let mut group = c.benchmark_group("server");
    group.sample_size(common::size(100, 10));
    group.bench_function("ping", |b| {
        b.iter(|| mover.ping());
    });
    group.bench_function("look", |b| b.iter(|| mover.ask("pips")));
    group.bench_function("action", |b| b.iter(|| mover.ask("V12-V1")));
    group.finish();
    drop(server);
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
