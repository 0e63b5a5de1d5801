//! The server's database: its members, and every table with the record of what was played
//! there, so that a server stopped dead and started again rebuilds each live table exactly
//! (`docs/protocole.md`, §4). The one module that holds SQL: the rest of the server asks in
//! Rust and gets Rust back.
//!
//! Two backends behind the same statements: SQLite (one file, bundled, nothing to install)
//! and PostgreSQL (a server that several tablier processes share, `docs/protocole.md` §6).
//! Every statement is written once and is portable (`$1` placeholders, `BIGINT`, `TEXT`,
//! `BOOLEAN`, `RETURNING`, `ON CONFLICT … DO NOTHING`); `on_pool!` compiles it once for
//! each backend's own pool, so that each keeps its native types and options (sqlx's `Any`
//! pool would read SQLite's `BOOLEAN` as an error and lose the write-ahead log's options).
//! What must differ — the id columns, the list of tables, the locks — is in `Backend`.
//! Statements are checked by the tests, on both backends, not at build time (`sqlx::query`,
//! not the `query!` macros), so that building needs no database.
//!
//! An action is acknowledged to its player only once [`Store::append_action`] (or
//! [`Store::append_actions`], for the actions of several tables at once) has returned: the
//! store has committed it first (SQLite: write-ahead log, `synchronous = FULL`;
//! PostgreSQL: its default, `synchronous_commit = on`), so that an acknowledged action
//! survives `kill -9` and a power cut. The actions that arrive together are committed in
//! one transaction: one wait for the disk for them all (the hub's writer, `hub::commits`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sqlx::Connection;
use sqlx::error::ErrorKind;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::accounts::name_key;
use super::rating::Rating;
use super::table::MatchResult;

/// A member's number in the store.
pub type MemberId = i64;

/// A table's number in the store, the one players type (`rejoindre 3`): counted up from 1.
pub type TableId = i64;

/// The version of the schema this build writes and reads. A store written by a newer
/// tablier is refused rather than misread; an older one is brought up to it
/// (the migrations below) when it opens.
pub const SCHEMA_VERSION: i64 = 2;

/// What brings a store of each older version to the next, in both backends' words: a store
/// of version `n` runs the statements of `n`, then of `n + 1`… up to [`SCHEMA_VERSION`], in
/// the transaction that opens it.
///
/// Version 2 (issue 29): `warned`, the place in the record of the move whose player was
/// warned that less than a day is left (a correspondence table), so that a restart never
/// warns twice; `host`, the server process that holds the live table (`--instance`), so
/// that processes sharing a store each take up only their own.
const MIGRATIONS: &[(i64, &str)] = &[(
    1,
    "ALTER TABLE game_tables ADD COLUMN warned BIGINT;
     ALTER TABLE game_tables ADD COLUMN host TEXT;",
)];

/// How long a statement waits for another connection's write before giving up: long beyond
/// any of our writes, short enough that a store locked by another program is reported.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Connections to the store: SQLite writes one at a time anyway; a few let reads (a login,
/// the list of tables) go on beside a write. Each process sharing a PostgreSQL store holds
/// as many.
const MAX_CONNECTIONS: u32 = 4;

/// How long opening a PostgreSQL store waits for its server: a server that does not answer
/// is reported rather than waited for.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// The schema, in both backends' words but for its id columns, written `{id}`
/// ([`Backend::id_column`]): counted up from 1, never reused, as nothing is ever deleted.
/// Closed tables stay, with their record, for the export of finished games (issue 29).
const SCHEMA: &str = "
CREATE TABLE schema_version (
    version BIGINT NOT NULL
);
CREATE TABLE members (
    {id},
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    lang TEXT NOT NULL
);
CREATE TABLE game_tables (
    {id},
    owner BIGINT NOT NULL REFERENCES members (id),
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    private BOOLEAN NOT NULL,
    green BIGINT REFERENCES members (id),
    black BIGINT REFERENCES members (id),
    closed TEXT,
    warned BIGINT,
    host TEXT
);
CREATE TABLE invitations (
    {id},
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    member BIGINT NOT NULL REFERENCES members (id),
    UNIQUE (table_id, member)
);
CREATE TABLE actions (
    table_id BIGINT NOT NULL REFERENCES game_tables (id),
    seq BIGINT NOT NULL,
    member BIGINT NOT NULL REFERENCES members (id),
    line TEXT NOT NULL,
    thought_ms BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE results (
    table_id BIGINT PRIMARY KEY REFERENCES game_tables (id),
    game TEXT NOT NULL,
    length BIGINT NOT NULL,
    green BIGINT NOT NULL REFERENCES members (id),
    black BIGINT NOT NULL REFERENCES members (id),
    winner TEXT NOT NULL,
    score_green BIGINT NOT NULL,
    score_black BIGINT NOT NULL,
    rated BOOLEAN NOT NULL,
    forfeit BOOLEAN NOT NULL,
    games TEXT NOT NULL
);
CREATE TABLE ratings (
    member BIGINT PRIMARY KEY REFERENCES members (id),
    rating DOUBLE PRECISION NOT NULL,
    experience BIGINT NOT NULL
);
";

/// Where a store is: what `tablier serveur --base` names.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file, created with its schema if missing. Its folder must exist.
    File(PathBuf),
    /// A PostgreSQL database, by its URL (`postgres://user@host:port/database`): the
    /// database must exist; its schema is created if it has no tables.
    Postgres(String),
}

impl Location {
    /// A `postgres://` or `postgresql://` URL names a PostgreSQL database; anything else is
    /// a file's path.
    pub fn parse(text: &str) -> Location {
        if ["postgres://", "postgresql://"]
            .iter()
            .any(|scheme| text.starts_with(scheme))
        {
            Location::Postgres(text.to_owned())
        } else {
            Location::File(PathBuf::from(text))
        }
    }

    /// The folder a first start creates: a file's; none for a server's database.
    pub fn folder(&self) -> Option<&Path> {
        match self {
            Location::File(path) => path.parent().filter(|f| !f.as_os_str().is_empty()),
            Location::Postgres(_) => None,
        }
    }
}

/// The location as the server prints it and errors name it: a URL's password is hidden,
/// since what is printed goes to logs.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

/// Written as shown, for the same reason: no password in a `{:?}`.
impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Location({self})")
    }
}

/// `url` with its password, if it has one (`user:password@`, or `password=` among its
/// parameters), replaced by `***`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:***@{host}"),
            None => authority.to_owned(),
        },
        None => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let parameters: Vec<&str> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some(("password", _)) => "password=***",
                    _ => pair,
                })
                .collect();
            format!("{path}?{}", parameters.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

/// What differs between the backends, beyond the pools: everything else is shared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// An id column counted up from 1: SQLite's 64-bit row number, PostgreSQL's identity.
    fn id_column(self) -> &'static str {
        match self {
            Backend::Sqlite => "id INTEGER PRIMARY KEY",
            Backend::Postgres => "id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
        }
    }

    /// The schema in this backend's words.
    fn schema(self) -> String {
        SCHEMA.replace("{id}", self.id_column())
    }

    /// The names of the tables already in the store, as `TEXT`.
    fn table_names(self) -> &'static str {
        match self {
            Backend::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table'",
            Backend::Postgres => {
                "SELECT tablename::text FROM pg_catalog.pg_tables \
                 WHERE schemaname = current_schema()"
            }
        }
    }

    /// How the transaction that prepares the store begins: on SQLite, holding the file's
    /// write lock at once, so that a second connection preparing the same file waits for
    /// the first rather than fail to raise its read lock to a write.
    fn preparing_begin(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }

    /// The first statement of the transaction that prepares the store, where one is needed:
    /// several processes opening the same new PostgreSQL store at once create its schema
    /// one after the other (the others then find it), rather than fail.
    fn preparing_lock(self) -> Option<&'static str> {
        match self {
            Backend::Sqlite => None,
            // A number of our own, as the transaction-wide advisory locks take: "tabl".
            Backend::Postgres => Some("SELECT pg_advisory_xact_lock(1952539244)"),
        }
    }

    /// The first statement of a transaction that reads several tables and needs them to
    /// agree: PostgreSQL's default isolation gives each statement its own snapshot; SQLite's
    /// read transactions see one snapshot already.
    fn one_snapshot(self) -> Option<&'static str> {
        match self {
            Backend::Sqlite => None,
            Backend::Postgres => Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"),
        }
    }
}

/// The store's connections, to one backend.
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Pool {
    fn backend(&self) -> Backend {
        match self {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }
}

/// `$body` run with `$pool` bound to the store's own pool, whichever its backend: written
/// once, compiled once per backend, so that sqlx's types stay each backend's own and no
/// statement is written twice. `$body` must have the same type on both.
macro_rules! on_pool {
    ($store_pool:expr, |$pool:ident| $body:expr) => {
        match $store_pool {
            Pool::Sqlite($pool) => $body,
            Pool::Postgres($pool) => $body,
        }
    };
}

/// A row of `members`: id, name, hash, lang.
type MemberRow = (MemberId, String, String, String);

/// A row of `game_tables`: id, owner, options, seed, private, green, black, warned, host.
type TableRow = (
    TableId,
    MemberId,
    String,
    i64,
    bool,
    Option<MemberId>,
    Option<MemberId>,
    Option<i64>,
    Option<String>,
);

/// An action added to a live table's record (`$1` the table, then seq, member, line,
/// thought_ms, at_ms); nothing is added to a closed or missing table.
const APPEND_ACTION: &str = "INSERT INTO actions (table_id, seq, member, line, thought_ms, at_ms) \
     SELECT $1, $2, $3, $4, $5, $6 \
     WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL)";

/// A row of `actions`: table_id, seq, member, line, thought_ms, at_ms.
type ActionRow = (TableId, i64, MemberId, String, i64, i64);

/// Why the store could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A member already has this name, compared without case.
    #[error("the name is already taken")]
    NameTaken,
    /// No table has this number, or it is closed.
    #[error("there is no live table {0}")]
    NoLiveTable(TableId),
    /// No member has this number.
    #[error("there is no member {0}")]
    NoSuchMember(MemberId),
    /// A table has two seats, 0 (Green) and 1 (Black).
    #[error("a table has seats 0 and 1, not {0}")]
    NoSuchSeat(usize),
    /// The table's record already holds an action at this place.
    #[error("table {table} already has action {seq}")]
    SeqTaken { table: TableId, seq: i64 },
    /// The file or database is not a tablier store: not SQLite at all, or another
    /// program's database.
    #[error("{path} is not a tablier store: {why}")]
    NotAStore { path: String, why: String },
    /// The store was written by a newer tablier, whose schema this one cannot read.
    #[error(
        "{path} was written by a newer tablier (store version {found}; this one reads version {SCHEMA_VERSION})"
    )]
    NewerVersion { path: String, found: i64 },
    /// The store cannot be reached or written: a missing or read-only folder, a disk that
    /// fails, a file locked too long by another program… A write refused so may yet be
    /// found in the store later: its bytes may have reached the disk before the error
    /// (a failed sync), and a restart reads them.
    #[error("the store is unavailable: {why}")]
    Unavailable { why: String },
    /// The disk is full (SQLite's `SQLITE_FULL`, PostgreSQL's `disk_full`): the write was
    /// undone whole, nothing of it kept.
    #[error("the store's disk is full: {why}")]
    Full { why: String },
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        /// SQLite's primary code for a full disk, and PostgreSQL's SQLSTATE.
        const SQLITE_FULL: u32 = 13;
        const PG_DISK_FULL: &str = "53100";
        let full = match &error {
            sqlx::Error::Database(database) => {
                let code = database.code().unwrap_or_default();
                if database
                    .try_downcast_ref::<sqlx::sqlite::SqliteError>()
                    .is_some()
                {
                    // SQLite's extended codes keep the primary one in their low byte.
                    code.parse::<u32>().is_ok_and(|c| c & 0xff == SQLITE_FULL)
                } else {
                    code == PG_DISK_FULL
                }
            }
            _ => false,
        };
        let why = error.to_string();
        if full {
            StoreError::Full { why }
        } else {
            StoreError::Unavailable { why }
        }
    }
}

/// The kind of a database's refusal (a unique key, a foreign key…), if it is one.
fn refusal(error: &sqlx::Error) -> Option<ErrorKind> {
    match error {
        sqlx::Error::Database(database) => Some(database.kind()),
        _ => None,
    }
}

/// A member as the store keeps them.
///
/// No `Debug` derived: it would print the password's hash into logs, where it has no
/// business (the hash is not the password, but it is what a guesser works on).
#[derive(Clone, PartialEq, Eq)]
pub struct Member {
    pub id: MemberId,
    /// The name as registered, with its case: the one shown to others.
    pub name: String,
    /// The password, hashed ([`super::accounts::hash_password`]).
    pub hash: String,
    /// The language of the member's answers: `fr` or `en`.
    pub lang: String,
}

impl std::fmt::Debug for Member {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Member")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// A table being created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTable {
    pub owner: MemberId,
    /// The words typed after `créer`, read again at a restart to set the table up as it was.
    pub options: String,
    /// The seed of the table's dice: with the record, it replays the game exactly.
    pub seed: u64,
    /// Whether only invited members may sit.
    pub private: bool,
}

/// One accepted line of a table's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    /// Its place in the table's record, counted by the server.
    pub seq: i64,
    /// Who typed it.
    pub member: MemberId,
    /// The line as the game accepted it.
    pub line: String,
    /// How long its player thought before it, for the clock and the export.
    pub thought_ms: u64,
    /// When it was made, in milliseconds since the epoch by the server's clock: the days
    /// of a correspondence move count from the last one.
    pub at_ms: u64,
}

/// A table as the store gives it back: all a restarted server needs to rebuild it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredTable {
    pub id: TableId,
    pub owner: MemberId,
    pub options: String,
    pub seed: u64,
    pub private: bool,
    /// Who sits where: index 0 is Green, 1 is Black.
    pub seats: [Option<MemberId>; 2],
    /// The invited members, in the order they were invited.
    pub invited: Vec<MemberId>,
    /// The record, in `seq` order.
    pub actions: Vec<StoredAction>,
    /// The place in the record of the move whose player was warned that less than a day is
    /// left ([`Store::warn_once`]): the warning stands for that move only.
    pub warned: Option<i64>,
    /// The server process holding the table (`--instance`); `None` for a table written
    /// before version 2 of the store, or by a store opened with no instance.
    pub host: Option<String>,
}

/// A row of `results` as `stats` reads it: the game, Green's member, the winner's letter,
/// the games' letters.
type ResultRow = (String, MemberId, String, String);

/// What a member has played, and what the server has seen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    pub rating: Rating,
    /// Matches played and won, by game, in the order first played.
    pub by_game: Vec<(String, u64, u64)>,
    /// Games won with Green, with Black.
    pub won_green: u64,
    pub won_black: u64,
    /// The whole server's games won by Green, by Black, and drawn.
    pub server: (u64, u64, u64),
}

/// How a table ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableEnd {
    /// Its match or game was played out.
    Finished,
    /// Its players left it before the end.
    Abandoned,
}

impl TableEnd {
    /// The word the store keeps.
    fn word(self) -> &'static str {
        match self {
            TableEnd::Finished => "finished",
            TableEnd::Abandoned => "abandoned",
        }
    }
}

/// A `u64` kept in a `BIGINT`, which is signed: its 64 bits as they are (values past
/// `i64::MAX` read as negative in the database), read back into the same `u64`. Seeds and
/// durations are never compared nor summed by SQL, so only the bits matter.
fn u64_bits(value: u64) -> i64 {
    value as i64
}

/// The `u64` whose bits [`u64_bits`] kept.
fn from_bits(value: i64) -> u64 {
    value as u64
}

/// The store: a pool of connections to its file or its database.
pub struct Store {
    pool: Pool,
    /// The server process this store writes for ([`Store::with_host`]): the host of the
    /// tables it creates.
    host: Option<String>,
    /// The transactions that wrote actions, counted: how many waits for the disk.
    action_commits: AtomicU64,
}

impl Store {
    /// The store at `location`, its schema created if it has none: a SQLite file, created
    /// if missing, in write-ahead log mode with `synchronous = FULL` (each commit reaches
    /// the disk before it returns); or a PostgreSQL database, which must exist, and may be
    /// shared by several processes.
    ///
    /// A file that is not SQLite, another program's database, or a store written by a newer
    /// tablier is refused with [`StoreError::NotAStore`] or [`StoreError::NewerVersion`],
    /// never altered.
    pub async fn open(location: &Location) -> Result<Store, StoreError> {
        let shown = location.to_string();
        let pool = match location {
            Location::File(path) => Pool::Sqlite(open_file(path, &shown).await?),
            Location::Postgres(url) => Pool::Postgres(open_server(url, &shown).await?),
        };
        let store = Store {
            pool,
            host: None,
            action_commits: AtomicU64::new(0),
        };
        let prepared = store.prepare(&shown).await;
        if let Err(error) = prepared {
            store.close().await;
            return Err(error);
        }
        Ok(store)
    }

    /// Creates the schema in a new store; checks the version of an existing one. In one
    /// transaction, so that a store is either empty or whole.
    async fn prepare(&self, shown: &str) -> Result<(), StoreError> {
        let backend = self.pool.backend();
        on_pool!(&self.pool, |pool| {
            let mut tx = pool
                .begin_with(backend.preparing_begin())
                .await
                .map_err(|error| opening_error(shown, error))?;
            if let Some(lock) = backend.preparing_lock() {
                sqlx::query(lock).execute(&mut *tx).await?;
            }
            let names: Vec<String> = sqlx::query_scalar(backend.table_names())
                .fetch_all(&mut *tx)
                .await
                .map_err(|error| opening_error(shown, error))?;
            if names.is_empty() {
                sqlx::raw_sql(&backend.schema()).execute(&mut *tx).await?;
                sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                    .bind(SCHEMA_VERSION)
                    .execute(&mut *tx)
                    .await?;
            } else if !names.iter().any(|name| name == "schema_version") {
                return Err(StoreError::NotAStore {
                    path: shown.to_owned(),
                    why: "it is another program's database".to_owned(),
                });
            } else {
                let found: Option<i64> =
                    sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
                        .fetch_one(&mut *tx)
                        .await?;
                let mut version = check_version(shown, found)?;
                while let Some((_, statements)) = MIGRATIONS.iter().find(|(v, _)| *v == version) {
                    sqlx::raw_sql(statements).execute(&mut *tx).await?;
                    version += 1;
                }
                if found != Some(version) {
                    sqlx::query("UPDATE schema_version SET version = $1")
                        .bind(version)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Closes the connections, once every statement under way has finished: what the server
    /// does before it exits, so that SQLite's write-ahead log is folded into the file.
    pub async fn close(self) {
        on_pool!(&self.pool, |pool| pool.close().await);
    }

    /// A new member, with the password already hashed; [`StoreError::NameTaken`] when a
    /// member's name differs from `name` only by case.
    pub async fn register(
        &self,
        name: &str,
        hash: &str,
        lang: &str,
    ) -> Result<MemberId, StoreError> {
        on_pool!(&self.pool, |pool| {
            sqlx::query_scalar::<_, MemberId>(
                "INSERT INTO members (name, name_key, hash, lang) VALUES ($1, $2, $3, $4) \
                 RETURNING id",
            )
            .bind(name)
            .bind(name_key(name))
            .bind(hash)
            .bind(lang)
            .fetch_one(pool)
            .await
        })
        .map_err(|error| match refusal(&error) {
            Some(ErrorKind::UniqueViolation) => StoreError::NameTaken,
            _ => error.into(),
        })
    }

    /// The member called `name`, whatever its case.
    pub async fn member(&self, name: &str) -> Result<Option<Member>, StoreError> {
        let row: Option<MemberRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as("SELECT id, name, hash, lang FROM members WHERE name_key = $1")
                .bind(name_key(name))
                .fetch_optional(pool)
                .await
        })?;
        Ok(row.map(member_of))
    }

    /// The member numbered `id`.
    pub async fn member_by_id(&self, id: MemberId) -> Result<Option<Member>, StoreError> {
        let row: Option<MemberRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as("SELECT id, name, hash, lang FROM members WHERE id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await
        })?;
        Ok(row.map(member_of))
    }

    /// The language of `member`'s answers, from now on.
    pub async fn set_lang(&self, member: MemberId, lang: &str) -> Result<(), StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query("UPDATE members SET lang = $2 WHERE id = $1")
                .bind(member)
                .bind(lang)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })?;
        if changed == 0 {
            return Err(StoreError::NoSuchMember(member));
        }
        Ok(())
    }

    /// A new table, live, with empty seats: its number, above every table's before it.
    /// (PostgreSQL may skip a number after a refused creation; SQLite does not.)
    pub async fn create_table(&self, table: &NewTable) -> Result<TableId, StoreError> {
        on_pool!(&self.pool, |pool| {
            sqlx::query_scalar::<_, TableId>(
                "INSERT INTO game_tables (owner, options, seed, private, host) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
            )
            .bind(table.owner)
            .bind(&table.options)
            .bind(u64_bits(table.seed))
            .bind(table.private)
            .bind(self.host.as_deref())
            .fetch_one(pool)
            .await
        })
        .map_err(|error| member_refused(error, table.owner))
    }

    /// `member` sits in `seat` (0 Green, 1 Black) of a live table; `None` empties the seat.
    pub async fn seat(
        &self,
        table: TableId,
        seat: usize,
        member: Option<MemberId>,
    ) -> Result<(), StoreError> {
        // One statement per seat: a column's name cannot be a parameter.
        const SEATS: [&str; 2] = [
            "UPDATE game_tables SET green = $2 WHERE id = $1 AND closed IS NULL",
            "UPDATE game_tables SET black = $2 WHERE id = $1 AND closed IS NULL",
        ];
        let statement = SEATS.get(seat).ok_or(StoreError::NoSuchSeat(seat))?;
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query(statement)
                .bind(table)
                .bind(member)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .map_err(|error| member_refused(error, member.unwrap_or_default()))?;
        if changed == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// `member` is invited to a live table; inviting them again changes nothing.
    pub async fn invite(&self, table: TableId, member: MemberId) -> Result<(), StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query(
                "INSERT INTO invitations (table_id, member) SELECT $1, $2 \
                 WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL) \
                 ON CONFLICT (table_id, member) DO NOTHING",
            )
            .bind(table)
            .bind(member)
            .execute(pool)
            .await
            .map(|done| done.rows_affected())
        })
        .map_err(|error| member_refused(error, member))?;
        if changed == 0 && !self.is_live(table).await? {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// Whether `table` exists and is not closed.
    async fn is_live(&self, table: TableId) -> Result<bool, StoreError> {
        let found = on_pool!(&self.pool, |pool| {
            sqlx::query("SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL")
                .bind(table)
                .fetch_optional(pool)
                .await
                .map(|row| row.is_some())
        })?;
        Ok(found)
    }

    /// `action` added to the record of a live table, committed when this returns `Ok`: only
    /// then may the server acknowledge it. An action at a `seq` the record already holds is
    /// refused ([`StoreError::SeqTaken`]), and the one there is kept — also when two
    /// processes sharing a PostgreSQL store write it at once.
    pub async fn append_action(
        &self,
        table: TableId,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query(APPEND_ACTION)
                .bind(table)
                .bind(action.seq)
                .bind(action.member)
                .bind(&action.line)
                .bind(u64_bits(action.thought_ms))
                .bind(u64_bits(action.at_ms))
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })
        .map_err(|error| match refusal(&error) {
            Some(ErrorKind::UniqueViolation) => StoreError::SeqTaken {
                table,
                seq: action.seq,
            },
            _ => member_refused(error, action.member),
        })?;
        self.action_commits.fetch_add(1, Ordering::Relaxed);
        if changed == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// The actions of `batch`, each added to its table's record as by
    /// [`Store::append_action`], in ONE transaction: one commit, one wait for the disk, for
    /// them all. Each has its own answer, in the batch's order: an action refused (a closed
    /// table, a place already taken, a store that cannot write) is refused alone, and the
    /// others are kept — when the transaction meets an error, it is undone and each action
    /// written again on its own, so that only the refused ones fail.
    pub async fn append_actions(
        &self,
        batch: &[(TableId, StoredAction)],
    ) -> Vec<Result<(), StoreError>> {
        if let [(table, action)] = batch {
            return vec![self.append_action(*table, action).await];
        }
        if let Ok(answers) = self.append_together(batch).await {
            return answers;
        }
        let mut answers = Vec::with_capacity(batch.len());
        for (table, action) in batch {
            answers.push(self.append_action(*table, action).await);
        }
        answers
    }

    /// The actions of `batch` in one transaction, each answered; an error undoes them all.
    async fn append_together(
        &self,
        batch: &[(TableId, StoredAction)],
    ) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            let mut changed = Vec::with_capacity(batch.len());
            for (table, action) in batch {
                let done = sqlx::query(APPEND_ACTION)
                    .bind(table)
                    .bind(action.seq)
                    .bind(action.member)
                    .bind(&action.line)
                    .bind(u64_bits(action.thought_ms))
                    .bind(u64_bits(action.at_ms))
                    .execute(&mut *tx)
                    .await?;
                changed.push(done.rows_affected());
            }
            tx.commit().await?;
            changed
        });
        self.action_commits.fetch_add(1, Ordering::Relaxed);
        Ok(batch
            .iter()
            .zip(changed)
            .map(|(&(table, _), changed)| {
                if changed == 0 {
                    Err(StoreError::NoLiveTable(table))
                } else {
                    Ok(())
                }
            })
            .collect())
    }

    /// How many transactions have written actions since the store was opened: fewer than
    /// the actions when they were committed together.
    #[must_use]
    pub fn action_commits(&self) -> u64 {
        self.action_commits.load(Ordering::Relaxed)
    }

    /// A live table closed: it is no longer rebuilt at a restart, and nothing more is written
    /// to it. Its record stays in the store, for the export of games (issue 29).
    pub async fn close_table(&self, table: TableId, end: TableEnd) -> Result<(), StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query("UPDATE game_tables SET closed = $2 WHERE id = $1 AND closed IS NULL")
                .bind(table)
                .bind(end.word())
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })?;
        if changed == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// Every table not closed, by number, with its seats, invitations and record: what a
    /// restarted server rebuilds. Read in one transaction and one snapshot, so that the
    /// three parts agree.
    pub async fn live_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        self.read_tables(None, None).await
    }

    /// The live table numbered `table`, as [`Store::live_tables`] gives it: what a process
    /// reads again when another process sharing the store may have written to it.
    pub async fn live_table(&self, table: TableId) -> Result<Option<StoredTable>, StoreError> {
        Ok(self.read_tables(Some(table), None).await?.pop())
    }

    /// The live tables where `member` sits, as [`Store::live_tables`] gives them.
    pub async fn member_tables(&self, member: MemberId) -> Result<Vec<StoredTable>, StoreError> {
        self.read_tables(None, Some(member)).await
    }

    /// The live tables, all of them or only `table`, or only those where `member` sits.
    async fn read_tables(
        &self,
        table: Option<TableId>,
        member: Option<MemberId>,
    ) -> Result<Vec<StoredTable>, StoreError> {
        const WHICH: &str = "t.closed IS NULL AND ($1 IS NULL OR t.id = $1) \
             AND ($2 IS NULL OR t.green = $2 OR t.black = $2)";
        let backend = self.pool.backend();
        let (tables, invitations, actions) = on_pool!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            if let Some(snapshot) = backend.one_snapshot() {
                sqlx::query(snapshot).execute(&mut *tx).await?;
            }
            let tables: Vec<TableRow> = sqlx::query_as(&format!(
                "SELECT t.id, t.owner, t.options, t.seed, t.private, t.green, t.black, \
                 t.warned, t.host FROM game_tables t WHERE {WHICH} ORDER BY t.id"
            ))
            .bind(table)
            .bind(member)
            .fetch_all(&mut *tx)
            .await?;
            let invitations: Vec<(TableId, MemberId)> = sqlx::query_as(&format!(
                "SELECT i.table_id, i.member FROM invitations i \
                 JOIN game_tables t ON t.id = i.table_id \
                 WHERE {WHICH} ORDER BY i.table_id, i.id"
            ))
            .bind(table)
            .bind(member)
            .fetch_all(&mut *tx)
            .await?;
            let actions: Vec<ActionRow> = sqlx::query_as(&format!(
                "SELECT a.table_id, a.seq, a.member, a.line, a.thought_ms, a.at_ms \
                 FROM actions a \
                 JOIN game_tables t ON t.id = a.table_id \
                 WHERE {WHICH} ORDER BY a.table_id, a.seq"
            ))
            .bind(table)
            .bind(member)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            (tables, invitations, actions)
        });
        Ok(tables_of(tables, invitations, actions))
    }

    /// The server process this store writes for, if it was named.
    #[must_use]
    pub fn host(&self) -> Option<&str> {
        self.host.as_deref()
    }

    /// The store writing for the server process named `host` (`tablier serveur
    /// --instance`): the tables it creates are held by it.
    #[must_use]
    pub fn with_host(mut self, host: &str) -> Store {
        self.host = Some(host.to_owned());
        self
    }

    /// The live tables that no process holds (written before version 2 of the store)
    /// become this store's host's, so that the first process to start after the upgrade
    /// takes them up, and only it; how many.
    pub async fn claim_unhosted(&self) -> Result<u64, StoreError> {
        let Some(host) = self.host.as_deref() else {
            return Ok(0);
        };
        let claimed = on_pool!(&self.pool, |pool| {
            sqlx::query("UPDATE game_tables SET host = $1 WHERE host IS NULL AND closed IS NULL")
                .bind(host)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })?;
        Ok(claimed)
    }

    /// Notes that the player of the move at place `seq` of `table`'s record (0: before the
    /// first) was warned that less than a day is left: `true` when this call is the one
    /// that noted it; `false` when that move was noted already (by this process before a
    /// restart, or by another sharing the store) or is no longer the last one (another
    /// process has added to the record). The warning stands for that move only: the next
    /// move has another place, so nothing needs to be reset.
    pub async fn warn_once(&self, table: TableId, seq: i64) -> Result<bool, StoreError> {
        let changed = on_pool!(&self.pool, |pool| {
            sqlx::query(
                "UPDATE game_tables SET warned = $2 \
                 WHERE id = $1 AND closed IS NULL AND (warned IS NULL OR warned <> $2) \
                 AND NOT EXISTS (SELECT 1 FROM actions WHERE table_id = $1 AND seq > $2)",
            )
            .bind(table)
            .bind(seq)
            .execute(pool)
            .await
            .map(|done| done.rows_affected())
        })?;
        Ok(changed > 0)
    }

    /// A member's rating and experience; a newcomer's when they have played no rated match.
    pub async fn rating(&self, member: MemberId) -> Result<Rating, StoreError> {
        let row: Option<(f64, i64)> = on_pool!(&self.pool, |pool| {
            sqlx::query_as("SELECT rating, experience FROM ratings WHERE member = $1")
                .bind(member)
                .fetch_optional(pool)
                .await
        })?;
        Ok(
            row.map_or_else(Rating::default, |(rating, experience)| Rating {
                rating,
                experience: from_bits(experience),
            }),
        )
    }

    /// A finished match and, for a rated one, both players' new ratings, kept together: a
    /// rating never moves without the result that moved it.
    pub async fn record_result(
        &self,
        result: &MatchResult,
        ratings: Option<[(MemberId, Rating); 2]>,
    ) -> Result<(), StoreError> {
        let side = |side: Option<crate::rules::Side>| match side {
            Some(crate::rules::Side::Green) => "g",
            Some(crate::rules::Side::Black) => "b",
            None => "d",
        };
        let games: String = result.games.iter().map(|&g| side(g)).collect();
        let winner = side(result.winner);
        on_pool!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO results (table_id, game, length, green, black, winner, \
                 score_green, score_black, rated, forfeit, games) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            )
            .bind(result.table)
            .bind(&result.game)
            .bind(i64::from(result.length))
            .bind(result.players.green)
            .bind(result.players.black)
            .bind(winner)
            .bind(i64::from(result.score.green))
            .bind(i64::from(result.score.black))
            .bind(result.rated)
            .bind(result.forfeit)
            .bind(&games)
            .execute(&mut *tx)
            .await?;
            for (member, rating) in ratings.into_iter().flatten() {
                sqlx::query(
                    "INSERT INTO ratings (member, rating, experience) VALUES ($1, $2, $3) \
                     ON CONFLICT (member) DO UPDATE SET rating = $2, experience = $3",
                )
                .bind(member)
                .bind(rating.rating)
                .bind(u64_bits(rating.experience))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// What `member` has played: matches played and won by game, games won with each
    /// colour; and the whole server's games won by each colour, as seed 003's page counts.
    pub async fn stats(&self, member: MemberId) -> Result<Stats, StoreError> {
        let (rows, all): (Vec<ResultRow>, Vec<(String,)>) = on_pool!(&self.pool, |pool| {
            let rows = sqlx::query_as(
                "SELECT game, green, winner, games FROM results \
                     WHERE green = $1 OR black = $1 ORDER BY table_id",
            )
            .bind(member)
            .fetch_all(pool)
            .await?;
            let all = sqlx::query_as("SELECT games FROM results")
                .fetch_all(pool)
                .await?;
            Ok::<_, sqlx::Error>((rows, all))
        })?;
        let mut stats = Stats::default();
        for (game, green, winner, games) in rows {
            let mine = if green == member { "g" } else { "b" };
            let won = u64::from(winner == mine);
            match stats.by_game.iter_mut().find(|(g, _, _)| *g == game) {
                Some(entry) => {
                    entry.1 += 1;
                    entry.2 += won;
                }
                None => stats.by_game.push((game, 1, won)),
            }
            for letter in games.chars() {
                match (letter, mine) {
                    ('g', "g") => stats.won_green += 1,
                    ('b', "b") => stats.won_black += 1,
                    _ => {}
                }
            }
        }
        for letter in all.iter().flat_map(|(g,)| g.chars()) {
            match letter {
                'g' => stats.server.0 += 1,
                'b' => stats.server.1 += 1,
                _ => stats.server.2 += 1,
            }
        }
        stats.rating = self.rating(member).await?;
        Ok(stats)
    }
}

/// The variable naming a file that holds a number of pages, for the tests of a full disk
/// (`docs/protocole.md` §4): while the file holds a number, each connection to a SQLite
/// store is limited to that many pages (`PRAGMA max_page_count`; never fewer than the store
/// has), so that a write that needs one more page fails as on a full disk (`SQLITE_FULL`);
/// when the file is gone or empty, the limit is lifted. It does nothing else.
pub const PAGE_LIMIT_VAR: &str = "TABLIER_BASE_PAGES_MAX";

/// SQLite's largest number of pages, the limit once lifted.
const MOST_PAGES: u64 = 4_294_967_294;

/// The SQLite file at `path` (`shown` in errors), created if missing.
async fn open_file(path: &Path, shown: &str) -> Result<SqlitePool, StoreError> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(BUSY_TIMEOUT)
        .foreign_keys(true);
    let mut pool = SqlitePoolOptions::new().max_connections(MAX_CONNECTIONS);
    if let Some(limit) = std::env::var_os(PAGE_LIMIT_VAR).filter(|v| !v.is_empty()) {
        let limit = std::sync::Arc::new(PathBuf::from(limit));
        let on_connect = std::sync::Arc::clone(&limit);
        pool = pool
            .after_connect(move |connection, _| {
                let limit = std::sync::Arc::clone(&on_connect);
                Box::pin(async move { limit_pages(connection, &limit).await })
            })
            .before_acquire(move |connection, _| {
                let limit = std::sync::Arc::clone(&limit);
                Box::pin(async move { limit_pages(connection, &limit).await.map(|()| true) })
            });
    }
    pool.connect_with(options)
        .await
        .map_err(|error| opening_error(shown, error))
}

/// `connection` limited to the number of pages that the file `limit` holds, or no longer
/// limited when it holds none ([`PAGE_LIMIT_VAR`]).
async fn limit_pages(
    connection: &mut sqlx::SqliteConnection,
    limit: &Path,
) -> Result<(), sqlx::Error> {
    let pages = std::fs::read_to_string(limit)
        .ok()
        .and_then(|text| text.trim().parse::<u64>().ok())
        .unwrap_or(MOST_PAGES);
    sqlx::query(&format!("PRAGMA max_page_count = {pages}"))
        .execute(connection)
        .await?;
    Ok(())
}

/// The PostgreSQL database at `url` (`shown` in errors).
async fn open_server(url: &str, shown: &str) -> Result<PgPool, StoreError> {
    let options: PgConnectOptions = url.parse().map_err(|error| opening_error(shown, error))?;
    // One connection first, so that a server that refuses or is missing is reported at
    // once: the pool would try again and again until its timeout.
    let probe = PgConnection::connect_with(&options)
        .await
        .map_err(|error| opening_error(shown, error))?;
    let _ = probe.close().await;
    PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(CONNECT_TIMEOUT)
        .connect_with(options)
        .await
        .map_err(|error| opening_error(shown, error))
}

/// The version a store says it has, accepted if it is this build's or one that
/// [`MIGRATIONS`] brings up to it.
fn check_version(shown: &str, found: Option<i64>) -> Result<i64, StoreError> {
    match found {
        Some(version) if (1..=SCHEMA_VERSION).contains(&version) => Ok(version),
        Some(found) if found > SCHEMA_VERSION => Err(StoreError::NewerVersion {
            path: shown.to_owned(),
            found,
        }),
        _ => Err(StoreError::NotAStore {
            path: shown.to_owned(),
            why: "its schema version is missing or unknown".to_owned(),
        }),
    }
}

/// A member read from a row of `members`.
fn member_of((id, name, hash, lang): MemberRow) -> Member {
    Member {
        id,
        name,
        hash,
        lang,
    }
}

/// The live tables from their rows, each with its invitations and record, in the rows'
/// order.
fn tables_of(
    tables: Vec<TableRow>,
    invitations: Vec<(TableId, MemberId)>,
    actions: Vec<ActionRow>,
) -> Vec<StoredTable> {
    let mut tables: Vec<StoredTable> = tables
        .into_iter()
        .map(
            |(id, owner, options, seed, private, green, black, warned, host)| StoredTable {
                id,
                owner,
                options,
                seed: from_bits(seed),
                private,
                seats: [green, black],
                invited: Vec::new(),
                actions: Vec::new(),
                warned,
                host,
            },
        )
        .collect();
    let at: HashMap<TableId, usize> = tables
        .iter()
        .enumerate()
        .map(|(index, table)| (table.id, index))
        .collect();
    for (table, member) in invitations {
        if let Some(&index) = at.get(&table) {
            tables[index].invited.push(member);
        }
    }
    for (table, seq, member, line, thought_ms, at_ms) in actions {
        if let Some(&index) = at.get(&table) {
            tables[index].actions.push(StoredAction {
                seq,
                member,
                line,
                thought_ms: from_bits(thought_ms),
                at_ms: from_bits(at_ms),
            });
        }
    }
    tables
}

/// A write refused for naming a member the store does not hold, said so; any other error
/// as it is.
fn member_refused(error: sqlx::Error, member: MemberId) -> StoreError {
    match refusal(&error) {
        Some(ErrorKind::ForeignKeyViolation) => StoreError::NoSuchMember(member),
        _ => error.into(),
    }
}

/// An error met while opening the store at `shown`: SQLite's "not a database" (code 26,
/// `SQLITE_NOTADB`) said as such, anything else as unavailable, with the location.
fn opening_error(shown: &str, error: sqlx::Error) -> StoreError {
    const SQLITE_NOTADB: &str = "26";
    match &error {
        sqlx::Error::Database(database) if database.code().as_deref() == Some(SQLITE_NOTADB) => {
            StoreError::NotAStore {
                path: shown.to_owned(),
                why: database.message().to_owned(),
            }
        }
        _ => StoreError::Unavailable {
            why: format!("{shown}: {error}"),
        },
    }
}

// The finished matches listed and rebuilt for export: after `on_pool!`, which it uses.
mod export;
pub use export::StoredMatch;

#[cfg(test)]
mod tests {
    //! Each test is written once and run on both backends: on SQLite always
    //! (`tests::sqlite::…`), on PostgreSQL (`tests::postgres::…`) when a server is named by
    //! `TABLIER_POSTGRES_URL` — `#[ignore]`d otherwise, and required, never skipped, under
    //! `TABLIER_REQUIRE=postgres`, as `scripts/test.sh` runs them. Each test has its own
    //! file or its own database, removed when it ends, so that they run in parallel.

    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The variable naming the PostgreSQL server of the tests: the URL of a database that
    /// its user may create databases from (`postgres://tablier@127.0.0.1:5432/postgres`).
    const POSTGRES_VAR: &str = "TABLIER_POSTGRES_URL";

    /// The backend a test runs on.
    #[derive(Clone, Copy, Debug)]
    enum Kind {
        Sqlite,
        Postgres,
    }

    /// The URL of the tests' PostgreSQL server; a failure where `TABLIER_REQUIRE` names
    /// `postgres` and there is none, else `None` and a notice.
    fn postgres_url() -> Option<String> {
        let url = std::env::var(POSTGRES_VAR)
            .ok()
            .filter(|url| !url.is_empty());
        if url.is_none() {
            let required = std::env::var("TABLIER_REQUIRE")
                .is_ok_and(|list| list.split(',').any(|d| d.trim() == "postgres"));
            assert!(
                !required,
                "postgres is required (TABLIER_REQUIRE) but {POSTGRES_VAR} is not set \
                 (scripts/test.sh starts a server and sets it)"
            );
            eprintln!(
                "skipped: {POSTGRES_VAR} is not set and TABLIER_REQUIRE does not require postgres"
            );
        }
        url
    }

    /// `url` naming the database `database` on the same server, as the same user.
    fn with_database(url: &str, database: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL");
        let authority = &rest[..rest.find(['/', '?']).unwrap_or(rest.len())];
        format!("{scheme}://{authority}/{database}")
    }

    /// A fresh place for a store: a path in the temporary folder, its files removed when
    /// dropped; or a new database on the tests' server, dropped when dropped.
    struct Scratch {
        location: Location,
        /// The server's URL the database was created from, to drop it.
        admin: Option<(String, String)>,
    }

    impl Scratch {
        /// A fresh place on `kind`, named after `what`.
        async fn on(kind: Kind, what: &str) -> Scratch {
            static COUNT: AtomicUsize = AtomicUsize::new(0);
            let n = COUNT.fetch_add(1, Ordering::Relaxed);
            match kind {
                Kind::Sqlite => Scratch::file(what),
                Kind::Postgres => {
                    let admin = postgres_url().expect("the test was not skipped");
                    let name =
                        format!("tablier_{}_{n}_{}", std::process::id(), what).replace('-', "_");
                    let mut connection = sqlx::PgConnection::connect(&admin)
                        .await
                        .expect("the tests' PostgreSQL server answers");
                    sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
                        .execute(&mut connection)
                        .await
                        .expect("a test database is created");
                    connection.close().await.unwrap();
                    Scratch {
                        location: Location::Postgres(with_database(&admin, &name)),
                        admin: Some((admin, name)),
                    }
                }
            }
        }

        /// A fresh path in the temporary folder, for what only a file can show.
        fn file(what: &str) -> Scratch {
            static COUNT: AtomicUsize = AtomicUsize::new(0);
            let n = COUNT.fetch_add(1, Ordering::Relaxed);
            let name = format!("tablier-store-{}-{n}-{what}", std::process::id());
            Scratch {
                location: Location::File(std::env::temp_dir().join(name)),
                admin: None,
            }
        }

        /// The file's path, for the tests that only a file can run.
        fn path(&self) -> &Path {
            match &self.location {
                Location::File(path) => path,
                Location::Postgres(_) => panic!("not a file"),
            }
        }

        /// Runs `sql` on the store as another program would, behind the store's back.
        async fn behind(&self, sql: &str) {
            match &self.location {
                Location::File(path) => {
                    let options = SqliteConnectOptions::new()
                        .filename(path)
                        .create_if_missing(true);
                    let pool = SqlitePool::connect_with(options).await.unwrap();
                    sqlx::raw_sql(sql).execute(&pool).await.unwrap();
                    pool.close().await;
                }
                Location::Postgres(url) => {
                    let mut connection = sqlx::PgConnection::connect(url).await.unwrap();
                    sqlx::raw_sql(sql).execute(&mut connection).await.unwrap();
                    connection.close().await.unwrap();
                }
            }
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            match (&self.location, self.admin.take()) {
                (Location::Postgres(_), Some((admin, name))) => {
                    // Drop runs outside async code: a thread of its own, with its own
                    // runtime, drops the database, connections still open included.
                    let dropped = std::thread::spawn(move || {
                        tokio::runtime::Builder::new_current_thread()
                            .enable_all()
                            .build()
                            .unwrap()
                            .block_on(async {
                                let mut connection =
                                    sqlx::PgConnection::connect(&admin).await.ok()?;
                                let drop = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                                sqlx::raw_sql(&drop).execute(&mut connection).await.ok()?;
                                connection.close().await.ok()
                            })
                    });
                    let _ = dropped.join();
                }
                (Location::File(path), _) if path.is_dir() => {
                    let _ = std::fs::remove_dir_all(path);
                }
                (Location::File(path), _) => {
                    for suffix in ["", "-wal", "-shm", "-journal"] {
                        let mut file = path.clone().into_os_string();
                        file.push(suffix);
                        let _ = std::fs::remove_file(file);
                    }
                }
                (Location::Postgres(_), None) => {}
            }
        }
    }

    async fn open(scratch: &Scratch) -> Store {
        Store::open(&scratch.location)
            .await
            .expect("the store opens")
    }

    /// Each test named here, an `async fn (Kind)`, run on SQLite (`sqlite::name`) and on
    /// PostgreSQL (`postgres::name`, ignored in a plain `cargo test`).
    macro_rules! on_both_backends {
        ($($name:ident),* $(,)?) => {
            mod sqlite {
                $(
                    #[tokio::test]
                    async fn $name() {
                        super::$name(super::Kind::Sqlite).await;
                    }
                )*
            }
            mod postgres {
                $(
                    #[tokio::test]
                    #[ignore = "needs a PostgreSQL server (TABLIER_POSTGRES_URL)"]
                    async fn $name() {
                        if super::postgres_url().is_some() {
                            super::$name(super::Kind::Postgres).await;
                        }
                    }
                )*
            }
        };
    }

    on_both_backends!(
        a_registered_member_is_found_whatever_the_case_of_the_name,
        a_name_taken_in_another_case_is_refused,
        a_member_language_is_kept,
        tables_are_numbered_from_one,
        live_tables_come_back_exactly_after_a_restart,
        a_closed_table_is_not_live_and_takes_nothing_more,
        a_seed_keeps_all_its_64_bits,
        a_result_and_the_ratings_it_moved_are_kept_together_and_counted,
        a_member_s_matches_are_listed_latest_first_and_each_read_back_with_its_record,
        an_action_at_a_place_already_taken_is_refused_and_the_first_kept,
        actions_of_many_tables_arriving_together_are_one_commit,
        an_action_refused_in_a_batch_is_refused_alone_and_the_others_kept,
        a_seat_or_member_that_does_not_exist_is_refused,
        another_program_database_is_refused,
        a_store_from_a_newer_tablier_is_refused,
        a_version_1_store_is_brought_up_to_date_and_keeps_its_tables,
        a_warning_is_noted_once_per_move_and_never_for_a_move_already_followed,
        a_table_is_held_by_the_process_that_created_it_and_unheld_ones_by_the_first_to_claim,
        a_table_or_a_member_tables_are_read_alone,
    );

    const HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";

    /// A public table of `owner`, seed 1, no options.
    async fn one_table(store: &Store, owner: MemberId) -> TableId {
        store
            .create_table(&NewTable {
                owner,
                options: String::new(),
                seed: 1,
                private: false,
            })
            .await
            .unwrap()
    }

    async fn a_registered_member_is_found_whatever_the_case_of_the_name(kind: Kind) {
        let scratch = Scratch::on(kind, "find").await;
        let store = open(&scratch).await;
        let id = store.register("Éloïse", HASH, "fr").await.unwrap();
        let found = store.member("éLOÏSE").await.unwrap().expect("found");
        assert_eq!(found.id, id);
        assert_eq!(found.name, "Éloïse", "the name as registered");
        assert_eq!(found.hash, HASH);
        assert_eq!(found.lang, "fr");
        assert_eq!(store.member_by_id(id).await.unwrap(), Some(found));
        assert_eq!(store.member("Anne").await.unwrap(), None);
        assert_eq!(store.member_by_id(id + 1).await.unwrap(), None);
        store.close().await;
    }

    async fn a_name_taken_in_another_case_is_refused(kind: Kind) {
        let scratch = Scratch::on(kind, "taken").await;
        let store = open(&scratch).await;
        store.register("Anne", HASH, "fr").await.unwrap();
        let again = store.register("aNNE", HASH, "en").await;
        assert!(matches!(again, Err(StoreError::NameTaken)), "{again:?}");
        assert_eq!(store.member("anne").await.unwrap().unwrap().lang, "fr");
        store.close().await;
    }

    async fn a_member_language_is_kept(kind: Kind) {
        let scratch = Scratch::on(kind, "lang").await;
        let store = open(&scratch).await;
        let id = store.register("Anne", HASH, "fr").await.unwrap();
        store.set_lang(id, "en").await.unwrap();
        assert_eq!(store.member_by_id(id).await.unwrap().unwrap().lang, "en");
        let missing = store.set_lang(id + 1, "en").await;
        assert!(
            matches!(missing, Err(StoreError::NoSuchMember(_))),
            "{missing:?}"
        );
        store.close().await;
    }

    async fn tables_are_numbered_from_one(kind: Kind) {
        let scratch = Scratch::on(kind, "numbers").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = |seed| NewTable {
            owner: anne,
            options: String::new(),
            seed,
            private: false,
        };
        assert_eq!(store.create_table(&table(1)).await.unwrap(), 1);
        assert_eq!(store.create_table(&table(2)).await.unwrap(), 2);
        store.close().await;
    }

    async fn live_tables_come_back_exactly_after_a_restart(kind: Kind) {
        let scratch = Scratch::on(kind, "restart").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let bruno = store.register("Bruno", HASH, "en").await.unwrap();
        let chloe = store.register("Chloé", HASH, "fr").await.unwrap();
        let first = store
            .create_table(&NewTable {
                owner: anne,
                options: "--match 5 privée".to_owned(),
                seed: 42,
                private: true,
            })
            .await
            .unwrap();
        let second = store
            .create_table(&NewTable {
                owner: bruno,
                options: "--jeu jacquet".to_owned(),
                seed: 7,
                private: false,
            })
            .await
            .unwrap();
        store.seat(first, 0, Some(anne)).await.unwrap();
        store.seat(first, 1, Some(bruno)).await.unwrap();
        store.seat(second, 1, Some(bruno)).await.unwrap();
        store.invite(first, chloe).await.unwrap();
        store.invite(first, bruno).await.unwrap();
        store.invite(first, chloe).await.unwrap();
        let actions: Vec<StoredAction> = [(anne, "lancer", 1200), (anne, "24/18 13/9", 5400)]
            .into_iter()
            .chain([(bruno, "doubler", 0)])
            .enumerate()
            .map(|(seq, (member, line, thought_ms))| StoredAction {
                seq: seq as i64 + 1,
                member,
                line: line.to_owned(),
                thought_ms,
                at_ms: 1_700_000_000_000 + thought_ms,
            })
            .collect();
        for action in &actions {
            store.append_action(first, action).await.unwrap();
        }
        store
            .append_action(
                second,
                &StoredAction {
                    seq: 1,
                    member: bruno,
                    line: "dire bonjour".to_owned(),
                    thought_ms: 3,
                    at_ms: 1_700_000_000_000,
                },
            )
            .await
            .unwrap();
        store.seat(second, 1, None).await.unwrap();
        let before = store.live_tables().await.unwrap();
        drop(store);

        let store = open(&scratch).await;
        let after = store.live_tables().await.unwrap();
        assert_eq!(after, before);
        assert_eq!(
            after[0],
            StoredTable {
                id: first,
                owner: anne,
                options: "--match 5 privée".to_owned(),
                seed: 42,
                private: true,
                seats: [Some(anne), Some(bruno)],
                invited: vec![chloe, bruno],
                actions,
                warned: None,
                host: None,
            }
        );
        assert_eq!(after[1].id, second);
        assert_eq!(after[1].seats, [None, None]);
        assert!(after[1].invited.is_empty());
        assert_eq!(after[1].actions.len(), 1);
        assert_eq!(after.len(), 2);
        assert_eq!(store.member("chloé").await.unwrap().unwrap().id, chloe);
        store.close().await;
    }

    async fn a_closed_table_is_not_live_and_takes_nothing_more(kind: Kind) {
        let scratch = Scratch::on(kind, "closed").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let new = NewTable {
            owner: anne,
            options: String::new(),
            seed: 1,
            private: false,
        };
        let finished = store.create_table(&new).await.unwrap();
        let abandoned = store.create_table(&new).await.unwrap();
        let live = store.create_table(&new).await.unwrap();
        store
            .close_table(finished, TableEnd::Finished)
            .await
            .unwrap();
        store
            .close_table(abandoned, TableEnd::Abandoned)
            .await
            .unwrap();
        let ids: Vec<TableId> = store
            .live_tables()
            .await
            .unwrap()
            .iter()
            .map(|t| t.id)
            .collect();
        assert_eq!(ids, [live]);
        let action = StoredAction {
            seq: 1,
            member: anne,
            line: "lancer".to_owned(),
            thought_ms: 0,
            at_ms: 1_700_000_000_000,
        };
        for refused in [
            store.append_action(finished, &action).await,
            store.seat(finished, 0, Some(anne)).await,
            store.invite(finished, anne).await,
            store.close_table(finished, TableEnd::Abandoned).await,
            store.append_action(99, &action).await,
        ] {
            assert!(
                matches!(refused, Err(StoreError::NoLiveTable(_))),
                "{refused:?}"
            );
        }
        store.close().await;
    }

    async fn a_seed_keeps_all_its_64_bits(kind: Kind) {
        let scratch = Scratch::on(kind, "seed").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        for seed in [0, 1, i64::MAX as u64, i64::MAX as u64 + 1, u64::MAX] {
            let id = store
                .create_table(&NewTable {
                    owner: anne,
                    options: String::new(),
                    seed,
                    private: false,
                })
                .await
                .unwrap();
            let action = StoredAction {
                seq: 1,
                member: anne,
                line: "lancer".to_owned(),
                thought_ms: seed,
                at_ms: u64::MAX,
            };
            store.append_action(id, &action).await.unwrap();
            let live = store.live_tables().await.unwrap();
            let table = live.iter().find(|t| t.id == id).unwrap();
            assert_eq!(table.seed, seed);
            assert_eq!(table.actions[0].thought_ms, seed);
        }
        store.close().await;
    }

    async fn a_result_and_the_ratings_it_moved_are_kept_together_and_counted(kind: Kind) {
        use crate::rules::{BySide, Side};
        let scratch = Scratch::on(kind, "results").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let bob = store.register("Bob", HASH, "en").await.unwrap();
        let table = one_table(&store, anne).await;
        assert_eq!(store.rating(anne).await.unwrap(), Rating::default());
        let result = MatchResult {
            table,
            game: "backgammon".to_owned(),
            length: 3,
            players: BySide {
                green: anne,
                black: bob,
            },
            winner: Some(Side::Green),
            score: BySide { green: 3, black: 1 },
            games: vec![Some(Side::Green), Some(Side::Black), Some(Side::Green)],
            rated: true,
            forfeit: false,
        };
        let moved = Rating {
            rating: 1510.0,
            experience: 3,
        };
        store
            .record_result(&result, Some([(anne, moved), (bob, Rating::default())]))
            .await
            .unwrap();
        assert_eq!(store.rating(anne).await.unwrap(), moved);
        let stats = store.stats(anne).await.unwrap();
        assert_eq!(stats.by_game, [("backgammon".to_owned(), 1, 1)]);
        assert_eq!((stats.won_green, stats.won_black), (2, 0));
        assert_eq!(stats.server, (2, 1, 0));
        let bobs = store.stats(bob).await.unwrap();
        assert_eq!(bobs.by_game, [("backgammon".to_owned(), 1, 0)]);
        assert_eq!((bobs.won_green, bobs.won_black), (0, 1));
        // The same table's result twice is refused, and nothing moves.
        assert!(store.record_result(&result, None).await.is_err());
        assert_eq!(store.rating(anne).await.unwrap(), moved);
        store.close().await;
    }

    async fn a_member_s_matches_are_listed_latest_first_and_each_read_back_with_its_record(
        kind: Kind,
    ) {
        use crate::rules::{BySide, Side};
        let scratch = Scratch::on(kind, "matches").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let bob = store.register("Bob", HASH, "en").await.unwrap();
        let carl = store.register("Carl", HASH, "fr").await.unwrap();
        let mut tables = Vec::new();
        for (k, black) in [bob, carl].into_iter().enumerate() {
            let table = one_table(&store, anne).await;
            store.seat(table, 0, Some(anne)).await.unwrap();
            store.seat(table, 1, Some(black)).await.unwrap();
            let action = StoredAction {
                seq: 1,
                member: anne,
                line: String::new(),
                thought_ms: 7,
                at_ms: 1_700_000_000_000 + k as u64,
            };
            store.append_action(table, &action).await.unwrap();
            store.close_table(table, TableEnd::Finished).await.unwrap();
            let result = MatchResult {
                table,
                game: "backgammon".to_owned(),
                length: 1,
                players: BySide { green: anne, black },
                winner: Some(Side::Black),
                score: BySide { green: 0, black: 1 },
                games: vec![Some(Side::Black)],
                rated: false,
                forfeit: k == 1,
            };
            store.record_result(&result, None).await.unwrap();
            tables.push(table);
        }
        let annes = store.matches_of(anne, 20).await.unwrap();
        let listed: Vec<_> = annes
            .iter()
            .map(|m| (m.table, m.names[1].as_str()))
            .collect();
        assert_eq!(listed, [(tables[1], "Carl"), (tables[0], "Bob")]);
        assert!(annes[0].forfeit && !annes[1].forfeit);
        assert_eq!(annes[1].score, [0, 1]);
        assert_eq!(annes[1].ended_ms, Some(1_700_000_000_000));
        assert_eq!(store.matches_of(anne, 1).await.unwrap().len(), 1);
        let bobs = store.matches_of(bob, 20).await.unwrap();
        assert_eq!(bobs.len(), 1);
        let (found, table) = store.stored_match(tables[0]).await.unwrap().unwrap();
        assert_eq!((found.players, found.length), ([anne, bob], 1));
        assert_eq!(table.actions.len(), 1);
        assert_eq!(table.actions[0].thought_ms, 7);
        assert_eq!(table.seats, [Some(anne), Some(bob)]);
        assert!(store.stored_match(tables[1] + 100).await.unwrap().is_none());
        store.close().await;
    }

    async fn an_action_at_a_place_already_taken_is_refused_and_the_first_kept(kind: Kind) {
        let scratch = Scratch::on(kind, "seq").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = one_table(&store, anne).await;
        let first = StoredAction {
            seq: 1,
            member: anne,
            line: "lancer".to_owned(),
            thought_ms: 10,
            at_ms: 1_700_000_000_000,
        };
        store.append_action(table, &first).await.unwrap();
        let second = StoredAction {
            line: "doubler".to_owned(),
            ..first.clone()
        };
        let again = store.append_action(table, &second).await;
        assert!(
            matches!(again, Err(StoreError::SeqTaken { table: t, seq: 1 }) if t == table),
            "{again:?}"
        );
        assert_eq!(store.live_tables().await.unwrap()[0].actions, [first]);
        store.close().await;
    }

    /// Action `seq` of `member`: `lancer`.
    fn an_action(member: MemberId, seq: i64) -> StoredAction {
        StoredAction {
            seq,
            member,
            line: "lancer".to_owned(),
            thought_ms: 10,
            at_ms: 1_700_000_000_000,
        }
    }

    async fn actions_of_many_tables_arriving_together_are_one_commit(kind: Kind) {
        let scratch = Scratch::on(kind, "batch").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let mut batch = Vec::new();
        for _ in 0..5 {
            let table = one_table(&store, anne).await;
            batch.push((table, an_action(anne, 1)));
        }
        let before = store.action_commits();
        let answers = store.append_actions(&batch).await;
        assert!(answers.iter().all(Result::is_ok), "{answers:?}");
        assert_eq!(store.action_commits(), before + 1);
        let live = store.live_tables().await.unwrap();
        for ((table, action), kept) in batch.iter().zip(&live) {
            assert_eq!(kept.id, *table);
            assert_eq!(kept.actions, std::slice::from_ref(action));
        }
        store.close().await;
    }

    async fn an_action_refused_in_a_batch_is_refused_alone_and_the_others_kept(kind: Kind) {
        let scratch = Scratch::on(kind, "batch-refused").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let (first, taken, closed, last) = (
            one_table(&store, anne).await,
            one_table(&store, anne).await,
            one_table(&store, anne).await,
            one_table(&store, anne).await,
        );
        let there = StoredAction {
            line: "doubler".to_owned(),
            ..an_action(anne, 1)
        };
        store.append_action(taken, &there).await.unwrap();
        store
            .close_table(closed, TableEnd::Abandoned)
            .await
            .unwrap();
        let batch = [
            (first, an_action(anne, 1)),
            (taken, an_action(anne, 1)),
            (closed, an_action(anne, 1)),
            (last, an_action(anne, 1)),
        ];
        let answers = store.append_actions(&batch).await;
        assert!(answers[0].is_ok(), "{answers:?}");
        assert!(
            matches!(answers[1], Err(StoreError::SeqTaken { table: t, seq: 1 }) if t == taken),
            "{answers:?}"
        );
        assert!(
            matches!(answers[2], Err(StoreError::NoLiveTable(t)) if t == closed),
            "{answers:?}"
        );
        assert!(answers[3].is_ok(), "{answers:?}");
        let live = store.live_tables().await.unwrap();
        let actions = |id: TableId| {
            live.iter()
                .find(|t| t.id == id)
                .map(|t| t.actions.clone())
                .unwrap()
        };
        assert_eq!(actions(first), [an_action(anne, 1)]);
        assert_eq!(actions(taken), [there]);
        assert_eq!(actions(last), [an_action(anne, 1)]);
        store.close().await;
    }

    async fn a_seat_or_member_that_does_not_exist_is_refused(kind: Kind) {
        let scratch = Scratch::on(kind, "unknown").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = one_table(&store, anne).await;
        let seat = store.seat(table, 2, Some(anne)).await;
        assert!(matches!(seat, Err(StoreError::NoSuchSeat(2))), "{seat:?}");
        let stranger = anne + 100;
        for refused in [
            store.seat(table, 0, Some(stranger)).await,
            store.invite(table, stranger).await,
        ] {
            assert!(
                matches!(refused, Err(StoreError::NoSuchMember(_))),
                "{refused:?}"
            );
        }
        let owner = store
            .create_table(&NewTable {
                owner: stranger,
                options: String::new(),
                seed: 1,
                private: false,
            })
            .await;
        assert!(
            matches!(owner, Err(StoreError::NoSuchMember(_))),
            "{owner:?}"
        );
        store.close().await;
    }

    #[tokio::test]
    async fn a_full_disk_is_told_apart_from_a_store_that_fails_otherwise() {
        let mut connection = sqlx::SqliteConnection::connect("sqlite::memory:")
            .await
            .unwrap();
        sqlx::raw_sql("CREATE TABLE t (b BLOB); PRAGMA max_page_count = 2;")
            .execute(&mut connection)
            .await
            .unwrap();
        let full = sqlx::query("INSERT INTO t VALUES (zeroblob(100000))")
            .execute(&mut connection)
            .await
            .unwrap_err();
        let full = StoreError::from(full);
        assert!(matches!(full, StoreError::Full { .. }), "{full:?}");
        let other = sqlx::query("INSERT INTO missing VALUES (1)")
            .execute(&mut connection)
            .await
            .unwrap_err();
        let other = StoreError::from(other);
        assert!(matches!(other, StoreError::Unavailable { .. }), "{other:?}");
    }

    #[tokio::test]
    async fn a_file_that_is_not_sqlite_is_refused_and_left_as_it_was() {
        let scratch = Scratch::file("garbage");
        let garbage = b"this is not a database, only some bytes \x00\x01\x02".repeat(100);
        std::fs::write(scratch.path(), &garbage).unwrap();
        let opened = Store::open(&scratch.location).await;
        assert!(
            matches!(opened, Err(StoreError::NotAStore { .. })),
            "{:?}",
            opened.err()
        );
        assert_eq!(std::fs::read(scratch.path()).unwrap(), garbage);
    }

    async fn another_program_database_is_refused(kind: Kind) {
        let scratch = Scratch::on(kind, "other").await;
        scratch.behind("CREATE TABLE notes (text TEXT)").await;
        let opened = Store::open(&scratch.location).await;
        assert!(
            matches!(opened, Err(StoreError::NotAStore { .. })),
            "{:?}",
            opened.err()
        );
    }

    async fn a_store_from_a_newer_tablier_is_refused(kind: Kind) {
        let scratch = Scratch::on(kind, "newer").await;
        open(&scratch).await.close().await;
        let newer = format!("UPDATE schema_version SET version = {}", SCHEMA_VERSION + 1);
        scratch.behind(&newer).await;
        let opened = Store::open(&scratch.location).await;
        assert!(
            matches!(opened, Err(StoreError::NewerVersion { found, .. }) if found == SCHEMA_VERSION + 1),
            "{:?}",
            opened.err()
        );
    }

    async fn a_version_1_store_is_brought_up_to_date_and_keeps_its_tables(kind: Kind) {
        let scratch = Scratch::on(kind, "version-1").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = one_table(&store, anne).await;
        store.close().await;
        scratch
            .behind(
                "ALTER TABLE game_tables DROP COLUMN warned; \
                 ALTER TABLE game_tables DROP COLUMN host; \
                 UPDATE schema_version SET version = 1",
            )
            .await;
        let store = open(&scratch).await;
        let live = store.live_tables().await.unwrap();
        assert_eq!(live.len(), 1);
        assert_eq!(
            (live[0].id, live[0].warned, live[0].host.as_deref()),
            (table, None, None)
        );
        assert!(store.warn_once(table, 0).await.unwrap());
        store.close().await;
        // Opened again, it is at this build's version, and stays so.
        let store = open(&scratch).await;
        store.close().await;
        let version = match &scratch.location {
            Location::File(path) => {
                let pool = SqlitePool::connect_with(SqliteConnectOptions::new().filename(path))
                    .await
                    .unwrap();
                let found: i64 = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
                    .fetch_one(&pool)
                    .await
                    .unwrap();
                pool.close().await;
                found
            }
            Location::Postgres(url) => {
                let mut connection = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
                    .fetch_one(&mut connection)
                    .await
                    .unwrap()
            }
        };
        assert_eq!(version, SCHEMA_VERSION);
    }

    async fn a_warning_is_noted_once_per_move_and_never_for_a_move_already_followed(kind: Kind) {
        let scratch = Scratch::on(kind, "warned").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = one_table(&store, anne).await;
        assert!(
            store.warn_once(table, 0).await.unwrap(),
            "the first warning"
        );
        assert!(!store.warn_once(table, 0).await.unwrap(), "never twice");
        let action = StoredAction {
            seq: 1,
            member: anne,
            line: "lancer".to_owned(),
            thought_ms: 0,
            at_ms: 1_700_000_000_000,
        };
        store.append_action(table, &action).await.unwrap();
        assert_eq!(store.live_tables().await.unwrap()[0].warned, Some(0));
        // A process that has not seen the move made warns for a move already followed:
        // refused.
        assert!(!store.warn_once(table, 0).await.unwrap());
        assert!(
            store.warn_once(table, 1).await.unwrap(),
            "the next move's own"
        );
        drop(store);
        let store = open(&scratch).await;
        assert_eq!(store.live_tables().await.unwrap()[0].warned, Some(1));
        assert!(
            !store.warn_once(table, 1).await.unwrap(),
            "kept across a restart"
        );
        store.close().await;
    }

    async fn a_table_is_held_by_the_process_that_created_it_and_unheld_ones_by_the_first_to_claim(
        kind: Kind,
    ) {
        let scratch = Scratch::on(kind, "hosts").await;
        let plain = open(&scratch).await;
        let anne = plain.register("Anne", HASH, "fr").await.unwrap();
        let unheld = one_table(&plain, anne).await;
        plain.close().await;
        let north = open(&scratch).await.with_host("nord");
        let south = open(&scratch).await.with_host("sud");
        let norths = one_table(&north, anne).await;
        assert_eq!(south.claim_unhosted().await.unwrap(), 1);
        assert_eq!(north.claim_unhosted().await.unwrap(), 0, "claimed once");
        let hosts: Vec<(TableId, Option<String>)> = north
            .live_tables()
            .await
            .unwrap()
            .into_iter()
            .map(|t| (t.id, t.host))
            .collect();
        assert_eq!(
            hosts,
            [
                (unheld, Some("sud".to_owned())),
                (norths, Some("nord".to_owned()))
            ]
        );
        north.close().await;
        south.close().await;
    }

    async fn a_table_or_a_member_tables_are_read_alone(kind: Kind) {
        let scratch = Scratch::on(kind, "alone").await;
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let bob = store.register("Bob", HASH, "en").await.unwrap();
        let first = one_table(&store, anne).await;
        let second = one_table(&store, bob).await;
        store.seat(first, 0, Some(anne)).await.unwrap();
        store.seat(second, 1, Some(bob)).await.unwrap();
        store.invite(second, anne).await.unwrap();
        let action = StoredAction {
            seq: 1,
            member: bob,
            line: "lancer".to_owned(),
            thought_ms: 0,
            at_ms: 1_700_000_000_000,
        };
        store.append_action(second, &action).await.unwrap();
        let all = store.live_tables().await.unwrap();
        assert_eq!(
            store.live_table(second).await.unwrap().as_ref(),
            Some(&all[1])
        );
        assert_eq!(store.member_tables(anne).await.unwrap(), [all[0].clone()]);
        assert_eq!(store.member_tables(bob).await.unwrap(), [all[1].clone()]);
        store.close_table(second, TableEnd::Finished).await.unwrap();
        assert_eq!(store.live_table(second).await.unwrap(), None);
        store.close().await;
    }

    /// What sharing a PostgreSQL store needs: servers started together on a new database
    /// create its schema once, and each sees what the other writes. (A SQLite file belongs
    /// to one server: two opening a new file at the same instant may find it locked.)
    #[tokio::test]
    #[ignore = "needs a PostgreSQL server (TABLIER_POSTGRES_URL)"]
    async fn two_servers_opening_a_new_postgres_store_at_once_share_one_schema() {
        if postgres_url().is_none() {
            return;
        }
        let scratch = Scratch::on(Kind::Postgres, "together").await;
        let (first, second) = tokio::join!(open(&scratch), open(&scratch));
        let anne = first.register("Anne", HASH, "fr").await.unwrap();
        assert_eq!(second.member("anne").await.unwrap().unwrap().id, anne);
        let taken = second.register("ANNE", HASH, "en").await;
        assert!(matches!(taken, Err(StoreError::NameTaken)), "{taken:?}");
        let table = one_table(&second, anne).await;
        assert_eq!(first.live_tables().await.unwrap()[0].id, table);
        first.close().await;
        second.close().await;
    }

    #[tokio::test]
    async fn a_store_under_a_missing_folder_or_a_file_is_unavailable() {
        let scratch = Scratch::file("missing");
        let inside = Location::File(scratch.path().join("store.db"));
        let opened = Store::open(&inside).await;
        assert!(
            matches!(opened, Err(StoreError::Unavailable { .. })),
            "{:?}",
            opened.err()
        );
        std::fs::write(scratch.path(), b"a file").unwrap();
        let opened = Store::open(&inside).await;
        assert!(
            matches!(opened, Err(StoreError::Unavailable { .. })),
            "{:?}",
            opened.err()
        );
    }

    #[tokio::test]
    async fn a_postgres_server_that_does_not_answer_is_unavailable() {
        // Port 1 (tcpmux) has no PostgreSQL on a test machine: refused at once.
        let nowhere = Location::parse("postgres://tablier:secret@127.0.0.1:1/tablier");
        let opened = Store::open(&nowhere).await;
        match opened {
            Err(StoreError::Unavailable { why }) => {
                assert!(why.contains("127.0.0.1:1"), "{why}");
                assert!(!why.contains("secret"), "no password in errors: {why}");
            }
            other => panic!("{:?}", other.err()),
        }
    }

    #[test]
    fn a_postgres_url_names_a_server_and_anything_else_a_file() {
        for url in [
            "postgres://a@h/db",
            "postgresql://a@h:5432/db?sslmode=disable",
        ] {
            assert_eq!(Location::parse(url), Location::Postgres(url.to_owned()));
            assert_eq!(Location::parse(url).folder(), None);
        }
        let file = Location::parse("data/serveur.db");
        assert_eq!(file, Location::File(PathBuf::from("data/serveur.db")));
        assert_eq!(file.folder(), Some(Path::new("data")));
        assert_eq!(Location::parse("serveur.db").folder(), None);
    }

    #[test]
    fn a_postgres_url_is_shown_without_its_password() {
        let shown = |url: &str| Location::parse(url).to_string();
        assert_eq!(
            shown("postgres://anne:s3cr:t@127.0.0.1:5432/tablier"),
            "postgres://anne:***@127.0.0.1:5432/tablier"
        );
        assert_eq!(
            shown("postgres://anne@127.0.0.1/tablier?sslmode=disable&password=x"),
            "postgres://anne@127.0.0.1/tablier?sslmode=disable&password=***"
        );
        assert_eq!(shown("postgres://h/db"), "postgres://h/db");
        assert!(!format!("{:?}", Location::parse("postgres://a:pw@h/db")).contains("pw"));
    }

    #[cfg(unix)]
    #[tokio::test]
    async fn a_store_in_a_read_only_folder_is_unavailable() {
        use std::os::unix::fs::PermissionsExt;
        let scratch = Scratch::file("read-only");
        std::fs::create_dir(scratch.path()).unwrap();
        std::fs::set_permissions(scratch.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
        // The superuser writes anyway: then the store opens, and only the absence of a
        // panic is checked.
        let privileged = std::fs::write(scratch.path().join("probe"), b"").is_ok();
        let opened = Store::open(&Location::File(scratch.path().join("store.db"))).await;
        if !privileged {
            assert!(
                matches!(opened, Err(StoreError::Unavailable { .. })),
                "{:?}",
                opened.err()
            );
        }
        if let Ok(store) = opened {
            store.close().await;
        }
        std::fs::set_permissions(scratch.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}
