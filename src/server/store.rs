//! The server's database: its members, and every table with the record of what was played
//! there, so that a server stopped dead and started again rebuilds each live table exactly
//! (`docs/protocole.md`, §4). The one module that holds SQL: the rest of the server asks in
//! Rust and gets Rust back.
//!
//! SQLite now (one file, bundled, nothing to install), PostgreSQL next behind the same
//! statements: every statement here is portable (`$1` placeholders, `BIGINT`, `TEXT`,
//! `BOOLEAN`, `RETURNING`, `ON CONFLICT … DO NOTHING`), and only [`Store::open`] and the
//! schema it creates are SQLite's own. Statements are checked by the tests, not at build
//! time (`sqlx::query`, not the `query!` macros), so that building needs no database.
//!
//! An action is acknowledged to its player only once [`Store::append_action`] has returned:
//! the store commits it to disk first (write-ahead log, `synchronous = FULL`), so that an
//! acknowledged action survives `kill -9` and a power cut.

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use sqlx::error::ErrorKind;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use sqlx::{Row, Sqlite, Transaction};

use super::accounts::name_key;
use super::rating::Rating;
use super::table::MatchResult;

/// A member's number in the store.
pub type MemberId = i64;

/// A table's number in the store, the one players type (`rejoindre 3`): counted up from 1.
pub type TableId = i64;

/// The version of the schema this build writes and reads. A store written by a newer
/// tablier is refused rather than misread.
pub const SCHEMA_VERSION: i64 = 1;

/// How long a statement waits for another connection's write before giving up: long beyond
/// any of our writes, short enough that a store locked by another program is reported.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Connections to the file: SQLite writes one at a time anyway; a few let reads (a login,
/// the list of tables) go on beside a write.
const MAX_CONNECTIONS: u32 = 4;

/// The schema, in SQLite's words: `INTEGER PRIMARY KEY` is SQLite's 64-bit row number,
/// counted up from 1 (PostgreSQL will say `BIGINT GENERATED ALWAYS AS IDENTITY`). Nothing is
/// ever deleted, so numbers are never reused. Closed tables stay, with their record, for the
/// export of finished games (issue 29).
const SQLITE_SCHEMA: &str = "
CREATE TABLE schema_version (
    version BIGINT NOT NULL
);
CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    lang TEXT NOT NULL
);
CREATE TABLE game_tables (
    id INTEGER PRIMARY KEY,
    owner BIGINT NOT NULL REFERENCES members (id),
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    private BOOLEAN NOT NULL,
    green BIGINT REFERENCES members (id),
    black BIGINT REFERENCES members (id),
    closed TEXT
);
CREATE TABLE invitations (
    id INTEGER PRIMARY KEY,
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
    /// The file is not a tablier store: not SQLite at all, or another program's database.
    #[error("{path} is not a tablier store: {why}")]
    NotAStore { path: String, why: String },
    /// The file was written by a newer tablier, whose schema this one cannot read.
    #[error(
        "{path} was written by a newer tablier (store version {found}; this one reads version {SCHEMA_VERSION})"
    )]
    NewerVersion { path: String, found: i64 },
    /// The store cannot be reached or written: a missing or read-only folder, a full disk,
    /// a file locked too long by another program…
    #[error("the store is unavailable: {why}")]
    Unavailable { why: String },
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        StoreError::Unavailable {
            why: error.to_string(),
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
}

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

/// The store: a pool of connections to its file.
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// The store in the file at `path`, created with its schema if missing. Its folder must
    /// exist. Write-ahead log, and `synchronous = FULL`: each commit reaches the disk before
    /// it returns.
    ///
    /// A file that is not SQLite, another program's database, or a store written by a newer
    /// tablier is refused with [`StoreError::NotAStore`] or [`StoreError::NewerVersion`],
    /// never altered.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        let shown = path.display().to_string();
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(MAX_CONNECTIONS)
            .connect_with(options)
            .await
            .map_err(|error| opening_error(&shown, error))?;
        let store = Store { pool };
        let prepared = store.prepare(&shown).await;
        if let Err(error) = prepared {
            store.close().await;
            return Err(error);
        }
        Ok(store)
    }

    /// Creates the schema in a new file; checks the version of an existing one. In one
    /// transaction, so that a file is either empty or a whole store.
    async fn prepare(&self, shown: &str) -> Result<(), StoreError> {
        let mut tx = self
            .pool
            .begin()
            .await
            .map_err(|error| opening_error(shown, error))?;
        let names: Vec<String> =
            sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
                .fetch_all(&mut *tx)
                .await
                .map_err(|error| opening_error(shown, error))?;
        if names.is_empty() {
            sqlx::raw_sql(SQLITE_SCHEMA).execute(&mut *tx).await?;
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
            let found: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
                .fetch_one(&mut *tx)
                .await?;
            match found {
                Some(SCHEMA_VERSION) => {}
                Some(found) if found > SCHEMA_VERSION => {
                    return Err(StoreError::NewerVersion {
                        path: shown.to_owned(),
                        found,
                    });
                }
                _ => {
                    return Err(StoreError::NotAStore {
                        path: shown.to_owned(),
                        why: "its schema version is missing or unknown".to_owned(),
                    });
                }
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Closes the connections, once every statement under way has finished: what the server
    /// does before it exits, so that the write-ahead log is folded into the file.
    pub async fn close(self) {
        self.pool.close().await;
    }

    /// A new member, with the password already hashed; [`StoreError::NameTaken`] when a
    /// member's name differs from `name` only by case.
    pub async fn register(
        &self,
        name: &str,
        hash: &str,
        lang: &str,
    ) -> Result<MemberId, StoreError> {
        sqlx::query_scalar(
            "INSERT INTO members (name, name_key, hash, lang) VALUES ($1, $2, $3, $4) \
             RETURNING id",
        )
        .bind(name)
        .bind(name_key(name))
        .bind(hash)
        .bind(lang)
        .fetch_one(&self.pool)
        .await
        .map_err(|error| match refusal(&error) {
            Some(ErrorKind::UniqueViolation) => StoreError::NameTaken,
            _ => error.into(),
        })
    }

    /// The member called `name`, whatever its case.
    pub async fn member(&self, name: &str) -> Result<Option<Member>, StoreError> {
        let row = sqlx::query("SELECT id, name, hash, lang FROM members WHERE name_key = $1")
            .bind(name_key(name))
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| member_of(&row)).transpose()
    }

    /// The member numbered `id`.
    pub async fn member_by_id(&self, id: MemberId) -> Result<Option<Member>, StoreError> {
        let row = sqlx::query("SELECT id, name, hash, lang FROM members WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| member_of(&row)).transpose()
    }

    /// The language of `member`'s answers, from now on.
    pub async fn set_lang(&self, member: MemberId, lang: &str) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE members SET lang = $2 WHERE id = $1")
            .bind(member)
            .bind(lang)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoSuchMember(member));
        }
        Ok(())
    }

    /// A new table, live, with empty seats: its number, one more than the last table's.
    pub async fn create_table(&self, table: &NewTable) -> Result<TableId, StoreError> {
        sqlx::query_scalar(
            "INSERT INTO game_tables (owner, options, seed, private) VALUES ($1, $2, $3, $4) \
             RETURNING id",
        )
        .bind(table.owner)
        .bind(&table.options)
        .bind(u64_bits(table.seed))
        .bind(table.private)
        .fetch_one(&self.pool)
        .await
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
        let done = sqlx::query(statement)
            .bind(table)
            .bind(member)
            .execute(&self.pool)
            .await
            .map_err(|error| member_refused(error, member.unwrap_or_default()))?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// `member` is invited to a live table; inviting them again changes nothing.
    pub async fn invite(&self, table: TableId, member: MemberId) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO invitations (table_id, member) SELECT $1, $2 \
             WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL) \
             ON CONFLICT (table_id, member) DO NOTHING",
        )
        .bind(table)
        .bind(member)
        .execute(&self.pool)
        .await
        .map_err(|error| member_refused(error, member))?;
        if done.rows_affected() == 0 && !self.is_live(table).await? {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// Whether `table` exists and is not closed.
    async fn is_live(&self, table: TableId) -> Result<bool, StoreError> {
        let found = sqlx::query("SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL")
            .bind(table)
            .fetch_optional(&self.pool)
            .await?;
        Ok(found.is_some())
    }

    /// `action` added to the record of a live table, committed to disk when this returns
    /// `Ok`: only then may the server acknowledge it. An action at a `seq` the record
    /// already holds is refused ([`StoreError::SeqTaken`]), and the one there is kept.
    pub async fn append_action(
        &self,
        table: TableId,
        action: &StoredAction,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO actions (table_id, seq, member, line, thought_ms) \
             SELECT $1, $2, $3, $4, $5 \
             WHERE EXISTS (SELECT 1 FROM game_tables WHERE id = $1 AND closed IS NULL)",
        )
        .bind(table)
        .bind(action.seq)
        .bind(action.member)
        .bind(&action.line)
        .bind(u64_bits(action.thought_ms))
        .execute(&self.pool)
        .await
        .map_err(|error| match refusal(&error) {
            Some(ErrorKind::UniqueViolation) => StoreError::SeqTaken {
                table,
                seq: action.seq,
            },
            _ => member_refused(error, action.member),
        })?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// A live table closed: it is no longer rebuilt at a restart, and nothing more is written
    /// to it. Its record stays in the store, for the export of games (issue 29).
    pub async fn close_table(&self, table: TableId, end: TableEnd) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE game_tables SET closed = $2 WHERE id = $1 AND closed IS NULL")
                .bind(table)
                .bind(end.word())
                .execute(&self.pool)
                .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NoLiveTable(table));
        }
        Ok(())
    }

    /// Every table not closed, by number, with its seats, invitations and record: what a
    /// restarted server rebuilds. Read in one transaction, so that the three parts agree.
    pub async fn live_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let mut tx: Transaction<'_, Sqlite> = self.pool.begin().await?;
        let mut tables: Vec<StoredTable> = sqlx::query(
            "SELECT id, owner, options, seed, private, green, black FROM game_tables \
             WHERE closed IS NULL ORDER BY id",
        )
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(table_of)
        .collect::<Result<_, _>>()?;
        let at: HashMap<TableId, usize> = tables
            .iter()
            .enumerate()
            .map(|(index, table)| (table.id, index))
            .collect();
        let invitations = sqlx::query(
            "SELECT i.table_id, i.member FROM invitations i \
             JOIN game_tables t ON t.id = i.table_id \
             WHERE t.closed IS NULL ORDER BY i.table_id, i.id",
        )
        .fetch_all(&mut *tx)
        .await?;
        for row in &invitations {
            let table: TableId = row.try_get("table_id")?;
            if let Some(&index) = at.get(&table) {
                tables[index].invited.push(row.try_get("member")?);
            }
        }
        let actions = sqlx::query(
            "SELECT a.table_id, a.seq, a.member, a.line, a.thought_ms FROM actions a \
             JOIN game_tables t ON t.id = a.table_id \
             WHERE t.closed IS NULL ORDER BY a.table_id, a.seq",
        )
        .fetch_all(&mut *tx)
        .await?;
        for row in &actions {
            let table: TableId = row.try_get("table_id")?;
            if let Some(&index) = at.get(&table) {
                tables[index].actions.push(StoredAction {
                    seq: row.try_get("seq")?,
                    member: row.try_get("member")?,
                    line: row.try_get("line")?,
                    thought_ms: from_bits(row.try_get("thought_ms")?),
                });
            }
        }
        tx.commit().await?;
        Ok(tables)
    }

    /// A member's rating and experience; a newcomer's when they have played no rated match.
    pub async fn rating(&self, member: MemberId) -> Result<Rating, StoreError> {
        let row = sqlx::query("SELECT rating, experience FROM ratings WHERE member = $1")
            .bind(member)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => Rating {
                rating: row.try_get("rating")?,
                experience: from_bits(row.try_get("experience")?),
            },
            None => Rating::default(),
        })
    }

    /// A finished match and, for a rated one, both players' new ratings, kept together: a
    /// rating never moves without the result that moved it.
    pub async fn record_result(
        &self,
        result: &MatchResult,
        ratings: Option<[(MemberId, Rating); 2]>,
    ) -> Result<(), StoreError> {
        let mut tx: Transaction<'_, Sqlite> = self.pool.begin().await?;
        let side = |side: Option<crate::rules::Side>| match side {
            Some(crate::rules::Side::Green) => "g",
            Some(crate::rules::Side::Black) => "b",
            None => "d",
        };
        let games: String = result.games.iter().map(|&g| side(g)).collect();
        sqlx::query(
            "INSERT INTO results (table_id, game, length, green, black, winner, score_green, \
             score_black, rated, forfeit, games) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(result.table)
        .bind(&result.game)
        .bind(i64::from(result.length))
        .bind(result.players.green)
        .bind(result.players.black)
        .bind(side(result.winner))
        .bind(i64::from(result.score.green))
        .bind(i64::from(result.score.black))
        .bind(result.rated)
        .bind(result.forfeit)
        .bind(games)
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
        tx.commit().await?;
        Ok(())
    }

    /// What `member` has played: matches played and won by game, games won with each
    /// colour; and the whole server's games won by each colour, as seed 003's page counts.
    pub async fn stats(&self, member: MemberId) -> Result<Stats, StoreError> {
        let rows = sqlx::query(
            "SELECT game, green, black, winner, games FROM results \
             WHERE green = $1 OR black = $1 ORDER BY table_id",
        )
        .bind(member)
        .fetch_all(&self.pool)
        .await?;
        let mut stats = Stats::default();
        for row in &rows {
            let game: String = row.try_get("game")?;
            let green: MemberId = row.try_get("green")?;
            let winner: String = row.try_get("winner")?;
            let games: String = row.try_get("games")?;
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
        let all: Vec<String> = sqlx::query_scalar("SELECT games FROM results")
            .fetch_all(&self.pool)
            .await?;
        for letter in all.iter().flat_map(|g| g.chars()) {
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

/// A member read from a row of `members`.
fn member_of(row: &SqliteRow) -> Result<Member, StoreError> {
    Ok(Member {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        hash: row.try_get("hash")?,
        lang: row.try_get("lang")?,
    })
}

/// A table read from a row of `game_tables`, without its invitations and record yet.
fn table_of(row: &SqliteRow) -> Result<StoredTable, StoreError> {
    Ok(StoredTable {
        id: row.try_get("id")?,
        owner: row.try_get("owner")?,
        options: row.try_get("options")?,
        seed: from_bits(row.try_get("seed")?),
        private: row.try_get("private")?,
        seats: [row.try_get("green")?, row.try_get("black")?],
        invited: Vec::new(),
        actions: Vec::new(),
    })
}

/// A write refused for naming a member the store does not hold, said so; any other error
/// as it is.
fn member_refused(error: sqlx::Error, member: MemberId) -> StoreError {
    match refusal(&error) {
        Some(ErrorKind::ForeignKeyViolation) => StoreError::NoSuchMember(member),
        _ => error.into(),
    }
}

/// An error met while opening the file at `shown`: SQLite's "not a database" (code 26,
/// `SQLITE_NOTADB`) said as such, anything else as unavailable, with the path.
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A fresh path in the temporary folder, its files removed when dropped.
    struct Scratch {
        path: PathBuf,
    }

    impl Scratch {
        fn new(what: &str) -> Scratch {
            static COUNT: AtomicUsize = AtomicUsize::new(0);
            let n = COUNT.fetch_add(1, Ordering::Relaxed);
            let name = format!("tablier-store-{}-{n}-{what}", std::process::id());
            let path = std::env::temp_dir().join(name);
            Scratch { path }
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            if self.path.is_dir() {
                let _ = std::fs::remove_dir_all(&self.path);
            } else {
                for suffix in ["", "-wal", "-shm", "-journal"] {
                    let mut file = self.path.clone().into_os_string();
                    file.push(suffix);
                    let _ = std::fs::remove_file(file);
                }
            }
        }
    }

    async fn open(scratch: &Scratch) -> Store {
        Store::open(&scratch.path).await.expect("the store opens")
    }

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

    #[tokio::test]
    async fn a_registered_member_is_found_whatever_the_case_of_the_name() {
        let scratch = Scratch::new("find");
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

    #[tokio::test]
    async fn a_name_taken_in_another_case_is_refused() {
        let scratch = Scratch::new("taken");
        let store = open(&scratch).await;
        store.register("Anne", HASH, "fr").await.unwrap();
        let again = store.register("aNNE", HASH, "en").await;
        assert!(matches!(again, Err(StoreError::NameTaken)), "{again:?}");
        assert_eq!(store.member("anne").await.unwrap().unwrap().lang, "fr");
        store.close().await;
    }

    #[tokio::test]
    async fn a_member_language_is_kept() {
        let scratch = Scratch::new("lang");
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

    #[tokio::test]
    async fn tables_are_numbered_from_one() {
        let scratch = Scratch::new("numbers");
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

    #[tokio::test]
    async fn live_tables_come_back_exactly_after_a_restart() {
        let scratch = Scratch::new("restart");
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

    #[tokio::test]
    async fn a_closed_table_is_not_live_and_takes_nothing_more() {
        let scratch = Scratch::new("closed");
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

    #[tokio::test]
    async fn a_seed_keeps_all_its_64_bits() {
        let scratch = Scratch::new("seed");
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
            };
            store.append_action(id, &action).await.unwrap();
            let live = store.live_tables().await.unwrap();
            let table = live.iter().find(|t| t.id == id).unwrap();
            assert_eq!(table.seed, seed);
            assert_eq!(table.actions[0].thought_ms, seed);
        }
        store.close().await;
    }

    #[tokio::test]
    async fn a_result_and_the_ratings_it_moved_are_kept_together_and_counted() {
        use crate::rules::{BySide, Side};
        let scratch = Scratch::new("results");
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

    #[tokio::test]
    async fn an_action_at_a_place_already_taken_is_refused_and_the_first_kept() {
        let scratch = Scratch::new("seq");
        let store = open(&scratch).await;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let table = one_table(&store, anne).await;
        let first = StoredAction {
            seq: 1,
            member: anne,
            line: "lancer".to_owned(),
            thought_ms: 10,
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

    #[tokio::test]
    async fn a_seat_or_member_that_does_not_exist_is_refused() {
        let scratch = Scratch::new("unknown");
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
    async fn a_file_that_is_not_sqlite_is_refused_and_left_as_it_was() {
        let scratch = Scratch::new("garbage");
        let garbage = b"this is not a database, only some bytes \x00\x01\x02".repeat(100);
        std::fs::write(&scratch.path, &garbage).unwrap();
        let opened = Store::open(&scratch.path).await;
        assert!(
            matches!(opened, Err(StoreError::NotAStore { .. })),
            "{:?}",
            opened.err()
        );
        assert_eq!(std::fs::read(&scratch.path).unwrap(), garbage);
    }

    #[tokio::test]
    async fn another_program_database_is_refused() {
        let scratch = Scratch::new("other");
        let options = SqliteConnectOptions::new()
            .filename(&scratch.path)
            .create_if_missing(true);
        let pool = SqlitePool::connect_with(options).await.unwrap();
        sqlx::query("CREATE TABLE notes (text TEXT)")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        let opened = Store::open(&scratch.path).await;
        assert!(
            matches!(opened, Err(StoreError::NotAStore { .. })),
            "{:?}",
            opened.err()
        );
    }

    #[tokio::test]
    async fn a_store_from_a_newer_tablier_is_refused() {
        let scratch = Scratch::new("newer");
        open(&scratch).await.close().await;
        let pool = SqlitePool::connect_with(SqliteConnectOptions::new().filename(&scratch.path))
            .await
            .unwrap();
        sqlx::query("UPDATE schema_version SET version = $1")
            .bind(SCHEMA_VERSION + 1)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        let opened = Store::open(&scratch.path).await;
        assert!(
            matches!(opened, Err(StoreError::NewerVersion { found: 2, .. })),
            "{:?}",
            opened.err()
        );
    }

    #[tokio::test]
    async fn a_store_under_a_missing_folder_or_a_file_is_unavailable() {
        let scratch = Scratch::new("missing");
        let opened = Store::open(&scratch.path.join("store.db")).await;
        assert!(
            matches!(opened, Err(StoreError::Unavailable { .. })),
            "{:?}",
            opened.err()
        );
        std::fs::write(&scratch.path, b"a file").unwrap();
        let opened = Store::open(&scratch.path.join("store.db")).await;
        assert!(
            matches!(opened, Err(StoreError::Unavailable { .. })),
            "{:?}",
            opened.err()
        );
    }

    #[cfg(unix)]
    #[tokio::test]
    async fn a_store_in_a_read_only_folder_is_unavailable() {
        use std::os::unix::fs::PermissionsExt;
        let scratch = Scratch::new("read-only");
        std::fs::create_dir(&scratch.path).unwrap();
        std::fs::set_permissions(&scratch.path, std::fs::Permissions::from_mode(0o555)).unwrap();
        // The superuser writes anyway: then the store opens, and only the absence of a
        // panic is checked.
        let privileged = std::fs::write(scratch.path.join("probe"), b"").is_ok();
        let opened = Store::open(&scratch.path.join("store.db")).await;
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
        std::fs::set_permissions(&scratch.path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}
