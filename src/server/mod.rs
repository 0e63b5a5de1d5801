//! The online server (`tablier serveur`, issue 28): members, a lobby and tables, over TCP or
//! TLS, for the tablier client and any line client (`docs/protocole.md`).
//!
//! The server alone rolls the dice and judges every action, through the same session as the
//! local game; each player reads it in their own language and notation. The store (a SQLite
//! file, or a PostgreSQL database that several server processes share) keeps the members and
//! the record of every table, each action written before it is acknowledged, so that a
//! server killed at any moment comes back with every table as it was.
//!
//! Its parts: the words ([`words`]), each reader's own settings and lines ([`reader`]), the
//! bytes of a connection ([`wire`]), a connection before its member logs in
//! ([`connection`]), the lobby and the tables ([`hub`], [`table`]), members' names and
//! passwords ([`accounts`]), and the store ([`store`]).

pub mod accounts;
pub mod connection;
pub mod hub;
pub mod rating;
pub mod reader;
pub mod store;
pub mod table;
pub mod wire;
pub mod words;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::mpsc;

use crate::i18n::{Arg, Localizer};

pub use hub::TableReader;

/// How the server is started.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where to listen (`127.0.0.1:4321`; port 0: one the system chooses, printed).
    pub address: String,
    /// Where the store is: a SQLite file, or a PostgreSQL database.
    pub base: store::Location,
    /// The certificate chain and private key files, for TLS.
    pub tls: Option<(PathBuf, PathBuf)>,
    /// The seed of the tables' dice (tests); drawn by the system otherwise.
    pub seed: Option<u64>,
    /// The reading of `créer`'s words.
    pub read_table: TableReader,
    /// The name of this server process among those sharing its store (`--instance`): the
    /// live tables it creates are held by it, and at a start it takes up only those
    /// ([`default_instance`] when not given).
    pub instance: Option<String>,
}

/// The name of a server process not given one: the machine's name and the address as
/// given (`--adresse`), `machine@127.0.0.1:4321` — the same at each restart of the same
/// server, different for two servers on one machine unless both let the system choose
/// their port (`:0`), which must then be named.
#[must_use]
pub fn default_instance(address: &str) -> String {
    format!("{}@{address}", machine_name())
}

/// The machine's name, as the system gives it; `tablier` if it gives none.
fn machine_name() -> String {
    #[cfg(unix)]
    {
        let mut buffer = [0u8; 256];
        // SAFETY: the buffer is valid for its length; `gethostname` writes at most that
        // many bytes.
        let done = unsafe { libc::gethostname(buffer.as_mut_ptr().cast(), buffer.len()) };
        if done == 0 {
            let end = buffer.iter().position(|&b| b == 0).unwrap_or(buffer.len());
            let name = String::from_utf8_lossy(&buffer[..end]).into_owned();
            if !name.is_empty() {
                return name;
            }
        }
    }
    #[cfg(not(unix))]
    if let Some(name) = std::env::var_os("COMPUTERNAME").filter(|n| !n.is_empty()) {
        return name.to_string_lossy().into_owned();
    }
    "tablier".to_owned()
}

/// The depth of the hub's inbox: connections wait (and read no more) when it is full.
const INBOX: usize = 4096;

/// Runs the server until it is killed; the exit status when it cannot start.
pub fn run(config: &ServerConfig, loc: &Localizer) -> i32 {
    return_large_blocks_at_once();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => return cannot_start(loc, &e.to_string()),
    };
    runtime.block_on(serve(config, loc))
}

/// Each password hash takes 19 MiB (Argon2's default memory) and gives it back. The C
/// allocator's default raises its threshold for `mmap` to the size of a large block freed,
/// so that the next hashes take their blocks from its heaps, which it keeps: 2 GB resident
/// after 1,000 players logged in, 5 GB after 300 registered 32 at a time (issue 29,
/// `examples/charge.rs`). A fixed threshold (glibc's first one, 128 KiB) keeps each large
/// block apart, returned to the system when freed.
fn return_large_blocks_at_once() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets a parameter of the allocator; called before the runtime
    // starts its threads, and with a valid parameter and value.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}

fn cannot_start(loc: &Localizer, why: &str) -> i32 {
    eprintln!(
        "{}",
        loc.tr_args("srv-cannot-start", &[("why", why.into())])
    );
    1
}

async fn serve(config: &ServerConfig, loc: &Localizer) -> i32 {
    let acceptor = match &config.tls {
        Some((cert, key)) => match wire::tls_acceptor(cert, key) {
            Ok(acceptor) => Some(acceptor),
            Err(e) => return cannot_start(loc, &e.to_string()),
        },
        None => None,
    };
    if let Some(folder) = config.base.folder() {
        // The data folder of a first start; the store's own error says what else is wrong.
        let _ = std::fs::create_dir_all(folder);
    }
    let instance = config
        .instance
        .clone()
        .unwrap_or_else(|| default_instance(&config.address));
    let store = match store::Store::open(&config.base).await {
        Ok(store) => store.with_host(&instance),
        Err(e) => return cannot_start(loc, &e.to_string()),
    };
    if let Err(e) = store.claim_unhosted().await {
        return cannot_start(loc, &e.to_string());
    }
    let stored = match store.live_tables().await {
        Ok(stored) => stored,
        Err(e) => return cannot_start(loc, &e.to_string()),
    };
    let listener = match TcpListener::bind(&config.address).await {
        Ok(listener) => listener,
        Err(e) => return cannot_start(loc, &format!("{}: {e}", config.address)),
    };
    let (hub_tx, hub_rx) = mpsc::channel(INBOX);
    let shared = Arc::new(connection::Shared {
        words: words::Words::new(),
        store,
        throttle: std::sync::Mutex::new(accounts::LoginThrottle::default()),
        hub: hub_tx,
        hashing: tokio::sync::Semaphore::new(connection::hashing_at_once()),
    });
    let mut hub = hub::Hub::new(Arc::clone(&shared), config.read_table, config.seed);
    let (restored, failed) = hub.restore(stored).await;
    for (id, why) in failed {
        eprintln!(
            "{}",
            loc.tr_args(
                "srv-table-unreadable",
                &[("id", Arg::Int(id)), ("why", why.as_str().into())]
            )
        );
    }
    let address: SocketAddr = match listener.local_addr() {
        Ok(address) => address,
        Err(e) => return cannot_start(loc, &e.to_string()),
    };
    let restored = i64::try_from(restored).unwrap_or(i64::MAX);
    println!(
        "{}",
        loc.tr_args("srv-tables-restored", &[("count", Arg::Int(restored))])
    );
    let listening = if acceptor.is_some() {
        "srv-listening-tls"
    } else {
        "srv-listening"
    };
    println!(
        "{}",
        loc.tr_args(
            listening,
            &[
                ("address", address.to_string().as_str().into()),
                ("base", config.base.to_string().as_str().into()),
            ],
        )
    );
    tokio::spawn(hub.run(hub_rx));
    let mut next: connection::ConnId = 0;
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            // Out of descriptors, for instance: the next accept may succeed.
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            continue;
        };
        let _ = stream.set_nodelay(true);
        next += 1;
        let id = next;
        let shared = Arc::clone(&shared);
        match &acceptor {
            Some(acceptor) => {
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    // A handshake that fails or stalls is that client's problem alone.
                    let handshake = tokio::time::timeout(
                        std::time::Duration::from_secs(10),
                        acceptor.accept(stream),
                    )
                    .await;
                    if let Ok(Ok(tls)) = handshake {
                        connection::serve(tls, id, shared).await;
                    }
                });
            }
            None => {
                tokio::spawn(connection::serve(stream, id, shared));
            }
        }
    }
}
