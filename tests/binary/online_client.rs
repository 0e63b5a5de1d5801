//! `tablier en-ligne`, the client of a tablier server, run as a player would run it against
//! small fake servers started here on a port the system chooses: what it sends, in which
//! order, what it prints and says, and what it does when the connection fails or ends.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use crate::common;

/// The client in French, plain lines, no voice, to `address`, then `args`.
fn client(address: &str, args: &[&str]) -> common::Run {
    common::tablier(&[
        "en-ligne", address, "--simple", "--parole", "non", "--langue", "fr",
    ])
    .args(args)
    .within(60)
}

/// One connection of a fake server, read line by line.
struct Conn<S: Read + Write> {
    reader: BufReader<S>,
}

impl<S: Read + Write> Conn<S> {
    /// The client's next line, without its end; `None` once it closed.
    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim_end_matches(['\r', '\n']).to_owned()),
        }
    }

    /// Sends the server's `lines`, each ended.
    fn send(&mut self, lines: &[&str]) {
        let stream = self.reader.get_mut();
        for line in lines {
            stream
                .write_all(format!("{line}\n").as_bytes())
                .expect("sent");
        }
        stream.flush().expect("sent");
    }

    /// Reads to the client's end, its lines.
    fn rest(&mut self) -> Vec<String> {
        std::iter::from_fn(|| self.line()).collect()
    }
}

impl Conn<TcpStream> {
    fn plain(stream: TcpStream) -> Conn<TcpStream> {
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .expect("a timeout");
        Conn {
            reader: BufReader::new(stream),
        }
    }

    /// Fails if the client sends anything within `time`: it must wait for the prompt.
    fn quiet_for(&mut self, time: Duration) {
        assert!(self.reader.buffer().is_empty(), "a line before the prompt");
        self.reader.get_ref().set_read_timeout(Some(time)).unwrap();
        let mut byte = [0u8; 1];
        match self.reader.get_mut().peek(&mut byte) {
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            other => panic!("the client sent before the server's prompt: {other:?}"),
        }
        self.reader
            .get_ref()
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
    }
}

/// A fake server on `127.0.0.1`: its port, and its thread, which runs `script` on the
/// listener and returns what it saw.
fn fake_server<T: Send + 'static>(
    script: impl FnOnce(TcpListener) -> T + Send + 'static,
) -> (u16, JoinHandle<T>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("an address").port();
    (port, std::thread::spawn(move || script(listener)))
}

fn accept(listener: &TcpListener) -> Conn<TcpStream> {
    Conn::plain(listener.accept().expect("a client").0)
}

#[test]
fn the_client_greets_first_prints_display_lines_and_says_speech_lines() {
    let (port, server) = fake_server(|listener| {
        let mut conn = accept(&listener);
        let hello = conn.line();
        conn.send(&[":Bienvenue sur tablier.", "~Bienvenue.", "%debit 30", "?> "]);
        let asked = conn.line();
        conn.send(&[":Anne, au salon.", "~Anne, au salon.", "?> "]);
        (hello, asked, conn.rest())
    });
    let dir = common::scratch("online-speech");
    let log = dir.join("speech.log");
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .env("TABLIER_SPEECH_LOG", &log)
        .input("qui\n")
        .run();
    let (hello, asked, rest) = server.join().expect("the server");
    assert_eq!(hello.as_deref(), Some("#tablier 1"));
    assert_eq!(asked.as_deref(), Some("qui"));
    assert!(rest.is_empty(), "{rest:?}");
    assert_eq!(ran.status, 0, "{ran:?}");
    let out = &ran.stdout;
    assert!(out.contains("Connexion à 127.0.0.1:"), "{out}");
    assert!(
        out.contains("Bienvenue sur tablier.\n> qui\nAnne, au salon.\n"),
        "{out}"
    );
    assert!(!out.contains("~") && !out.contains("%debit"), "{out}");
    let spoken = std::fs::read_to_string(&log).expect("the speech log");
    assert!(spoken.contains("Bienvenue.\n"), "{spoken}");
    assert!(spoken.contains("Anne, au salon.\n"), "{spoken}");
}

#[test]
fn the_client_sends_its_next_line_only_after_the_servers_prompt() {
    let (port, server) = fake_server(|listener| {
        let mut conn = accept(&listener);
        let mut seen = vec![conn.line()];
        conn.quiet_for(Duration::from_millis(300));
        conn.send(&[":Bonjour.", "?> "]);
        for n in 1..=3 {
            seen.push(conn.line());
            // The answer takes its time, in several lines; the prompt ends it.
            conn.send(&[&format!(":réponse {n}")]);
            conn.quiet_for(Duration::from_millis(300));
            conn.send(&[":fin de la réponse", "?> "]);
        }
        seen.extend(conn.rest().into_iter().map(Some));
        seen
    });
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .input("un\ndeux\ntrois\n")
        .run();
    let seen = server.join().expect("the server");
    assert_eq!(
        seen,
        ["#tablier 1", "un", "deux", "trois"].map(|s| Some(s.to_owned()))
    );
    assert_eq!(ran.status, 0, "{ran:?}");
    assert!(
        ran.stdout
            .contains("> un\nréponse 1\nfin de la réponse\n> deux\nréponse 2\n"),
        "{}",
        ran.stdout
    );
}

#[test]
fn a_password_prompt_sends_the_next_line_and_never_prints_it() {
    let (port, server) = fake_server(|listener| {
        let mut conn = accept(&listener);
        let mut seen = vec![conn.line()];
        conn.send(&["?> "]);
        seen.push(conn.line());
        conn.send(&["*Mot de passe : "]);
        seen.push(conn.line());
        conn.send(&[":Bonjour, anne.", "?> "]);
        seen.extend(conn.rest().into_iter().map(Some));
        seen
    });
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .input("connexion anne\ns3cret-Mot\n")
        .run();
    let seen = server.join().expect("the server");
    assert_eq!(
        seen,
        ["#tablier 1", "connexion anne", "s3cret-Mot"].map(|s| Some(s.to_owned()))
    );
    assert_eq!(ran.status, 0, "{ran:?}");
    assert!(
        ran.stdout.contains("Mot de passe : \nBonjour, anne."),
        "{}",
        ran.stdout
    );
    assert!(!ran.stdout.contains("s3cret"), "{}", ran.stdout);
    assert!(!ran.stderr.contains("s3cret"), "{}", ran.stderr);
}

/// A self-signed certificate for `localhost` and `127.0.0.1`: its PEM file in a scratch
/// folder, and a TLS server configuration that presents it.
fn self_signed() -> (std::path::PathBuf, Arc<rustls::ServerConfig>) {
    let certified =
        rcgen::generate_simple_self_signed(vec!["localhost".to_owned(), "127.0.0.1".to_owned()])
            .expect("a certificate");
    let path = common::scratch("online-tls").join("serveur.pem");
    std::fs::write(&path, certified.cert.pem()).expect("written");
    let key = rustls::pki_types::PrivateKeyDer::Pkcs8(certified.key_pair.serialize_der().into());
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![certified.cert.der().clone()], key)
        .expect("a server configuration");
    (path, Arc::new(config))
}

/// A TLS server's first connection: what the client sent first, or `None` when the
/// handshake failed.
fn tls_server(config: Arc<rustls::ServerConfig>) -> (u16, JoinHandle<Option<String>>) {
    fake_server(move |listener| {
        let (tcp, _) = listener.accept().expect("a client");
        tcp.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        let tls = rustls::ServerConnection::new(config).expect("a TLS connection");
        let mut conn = Conn {
            reader: BufReader::new(rustls::StreamOwned::new(tls, tcp)),
        };
        let hello = conn.line()?;
        conn.send(&[":Connexion chiffrée.", "?> "]);
        conn.rest();
        Some(hello)
    })
}

#[test]
fn a_server_with_a_self_signed_certificate_is_trusted_with_its_certificate_given() {
    let (pem, config) = self_signed();
    let (port, server) = tls_server(config);
    let ran = client(
        &format!("127.0.0.1:{port}"),
        &["--ca", pem.to_str().expect("a path")],
    )
    .run();
    assert_eq!(
        server.join().expect("the server").as_deref(),
        Some("#tablier 1")
    );
    assert_eq!(ran.status, 0, "{ran:?}");
    assert!(ran.stdout.contains("Connexion chiffrée."), "{}", ran.stdout);
}

#[test]
fn a_self_signed_certificate_not_given_is_refused_with_the_reason_in_words() {
    let (_, config) = self_signed();
    let (port, server) = tls_server(config);
    // 0.0.0.0 reaches this machine without naming it: a remote host for the client, which
    // then encrypts and trusts only the system's certificates.
    let ran = client(&format!("0.0.0.0:{port}"), &[]).input("non\n").run();
    assert_eq!(server.join().expect("the server"), None);
    assert_eq!(ran.status, 1, "{ran:?}");
    assert!(
        ran.stdout.contains(&format!(
            "Impossible de se connecter à 0.0.0.0:{port} : le certificat du serveur n'est pas reconnu"
        )),
        "{}",
        ran.stdout
    );
    assert!(
        ran.stdout.contains("Réessayer ? (oui/non) non"),
        "{}",
        ran.stdout
    );
}

#[test]
fn a_server_that_closes_mid_game_is_offered_a_reconnection_which_greets_again() {
    let (port, server) = fake_server(|listener| {
        let mut first = accept(&listener);
        let mut seen = vec![first.line()];
        first.send(&["?> "]);
        seen.push(first.line());
        drop(first);
        let mut second = accept(&listener);
        seen.push(second.line());
        second.send(&[":De retour.", "?> "]);
        seen.extend(second.rest().into_iter().map(Some));
        seen
    });
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .input("plateau\noui\n")
        .run();
    let seen = server.join().expect("the server");
    assert_eq!(
        seen,
        ["#tablier 1", "plateau", "#tablier 1"].map(|s| Some(s.to_owned()))
    );
    assert_eq!(ran.status, 0, "{ran:?}");
    assert!(
        ran.stdout
            .contains("Le serveur a fermé la connexion.\nSe reconnecter ? (oui/non) oui\n"),
        "{}",
        ran.stdout
    );
    assert!(ran.stdout.contains("De retour."), "{}", ran.stdout);
}

#[test]
fn a_refused_port_is_told_and_no_retry_ends_the_client() {
    let port = {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        listener.local_addr().expect("an address").port()
    };
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .input("non\n")
        .run();
    assert_eq!(ran.status, 1, "{ran:?}");
    assert!(
        ran.stdout.contains(&format!(
            "Impossible de se connecter à 127.0.0.1:{port} : rien n'écoute sur ce port"
        )),
        "{}",
        ran.stdout
    );
    assert!(
        ran.stdout.contains("Réessayer ? (oui/non) non\n"),
        "{}",
        ran.stdout
    );
}

#[test]
fn an_address_not_understood_is_refused_in_words_before_connecting() {
    let ran = client("jeu org", &[]).run();
    assert_eq!(ran.status, 2, "{ran:?}");
    assert!(
        ran.stderr.contains("Adresse de serveur incomprise"),
        "{}",
        ran.stderr
    );
}

#[test]
fn a_malformed_too_large_or_unasked_file_block_is_refused_and_nothing_is_written() {
    let (port, server) = fake_server(|listener| {
        let mut conn = accept(&listener);
        let mut asked = vec![conn.line()];
        conn.send(&[":Bienvenue.", "?> "]);
        // Cut short by another line.
        asked.push(conn.line());
        conn.send(&["&100 a.sgf", "&(;FF[4]", ":Suite.", "?> "]);
        // Longer than it announced.
        asked.push(conn.line());
        conn.send(&["&5 b.mat", "&trop long", "&encore", "?> "]);
        // Larger than a client takes.
        asked.push(conn.line());
        conn.send(&["&2000000 c.mat", "&x", "?> "]);
        // Not the name the player typed.
        asked.push(conn.line());
        conn.send(&["&3 ../evil.mat", "&ab", "?> "]);
        // A good one, written whole.
        asked.push(conn.line());
        conn.send(&["&7 e.mat", "&ab", "&", "&cd", "?> "]);
        (asked, conn.rest())
    });
    let dir = common::scratch("online-file-block");
    let ran = client(&format!("127.0.0.1:{port}"), &[])
        .current_dir(&dir)
        .input("exporter 1 a.sgf\nexporter 1 b.mat\nexporter 1 c.mat\nexporter 1 d.mat\nexporter 1 e.mat\n")
        .run();
    let (asked, _) = server.join().expect("the server");
    assert_eq!(asked.len(), 6, "{asked:?}");
    assert_eq!(ran.status, 0, "{ran:?}");
    let out = &ran.stdout;
    assert_eq!(
        out.matches("Le serveur a envoyé un fichier mal formé ou incomplet : rien n'est écrit.")
            .count(),
        2,
        "{out}"
    );
    assert!(out.contains("Suite."), "{out}");
    assert!(out.contains("plus d'un mégaoctet"), "{out}");
    assert!(
        out.contains("un fichier nommé ../evil.mat que vous n'avez pas demandé"),
        "{out}"
    );
    assert!(!out.contains("trop long") && !out.contains('&'), "{out}");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    assert_eq!(names, ["e.mat"], "{out}");
    assert_eq!(
        std::fs::read_to_string(dir.join("e.mat")).unwrap(),
        "ab\n\ncd\n"
    );
    assert!(!dir.join("../evil.mat").exists());
}
