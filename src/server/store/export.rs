//! The finished matches as `matchs` lists them and `exporter N` rebuilds them: each stored
//! result with its players' names and the time of its last action, and the table it was
//! played at, whole, with its record (issue 29, item 3).

use super::{
    ActionRow, MemberId, Pool, Store, StoreError, StoredTable, TableId, TableRow, tables_of,
};

/// A finished (or abandoned) match as the store keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredMatch {
    /// The number of the table it was played at: the number `exporter` takes.
    pub table: TableId,
    /// The game's word (`backgammon`, `jacquet`…).
    pub game: String,
    /// Its length in points; 0 for a single game.
    pub length: u32,
    /// Green's and Black's members, and their names.
    pub players: [MemberId; 2],
    pub names: [String; 2],
    /// The winner: `g`, `b`, or `d` for a drawn single game.
    pub winner: String,
    /// Green's and Black's points.
    pub score: [u32; 2],
    /// Whether a player left it unfinished.
    pub forfeit: bool,
    /// When its last action was made, in milliseconds since the epoch; `None` when it had
    /// none.
    pub ended_ms: Option<u64>,
}

/// A row of the matches' query.
type MatchRow = (
    TableId,
    String,
    i64,
    MemberId,
    MemberId,
    String,
    String,
    String,
    i64,
    i64,
    bool,
    Option<i64>,
);

/// The columns of [`MatchRow`], from `results r` and the players `g` and `b`.
const MATCH_COLUMNS: &str = "SELECT r.table_id, r.game, r.length, r.green, r.black, g.name, \
     b.name, r.winner, r.score_green, r.score_black, r.forfeit, \
     (SELECT MAX(a.at_ms) FROM actions a WHERE a.table_id = r.table_id) \
     FROM results r JOIN members g ON g.id = r.green JOIN members b ON b.id = r.black";

fn match_of(row: MatchRow) -> StoredMatch {
    let (table, game, length, green, black, green_name, black_name, winner, sg, sb, forfeit, at) =
        row;
    let points = |n: i64| u32::try_from(n).unwrap_or(0);
    StoredMatch {
        table,
        game,
        length: points(length),
        players: [green, black],
        names: [green_name, black_name],
        winner,
        score: [points(sg), points(sb)],
        forfeit,
        ended_ms: at.map(super::from_bits),
    }
}

impl Store {
    /// The last `limit` matches `member` played, the latest first.
    pub async fn matches_of(
        &self,
        member: MemberId,
        limit: u32,
    ) -> Result<Vec<StoredMatch>, StoreError> {
        let statement = format!(
            "{MATCH_COLUMNS} WHERE r.green = $1 OR r.black = $1 ORDER BY r.table_id DESC LIMIT $2"
        );
        let rows: Vec<MatchRow> = on_pool!(&self.pool, |pool| {
            sqlx::query_as(&statement)
                .bind(member)
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
        })?;
        Ok(rows.into_iter().map(match_of).collect())
    }

    /// The match played at table `id`, and the table with its seats, invitations and
    /// record, closed or not: all that rebuilding it takes. `None` when no result of that
    /// table is stored.
    pub async fn stored_match(
        &self,
        id: TableId,
    ) -> Result<Option<(StoredMatch, StoredTable)>, StoreError> {
        let statement = format!("{MATCH_COLUMNS} WHERE r.table_id = $1");
        let (found, tables, invitations, actions) = on_pool!(&self.pool, |pool| {
            let mut tx = pool.begin().await?;
            let found: Option<MatchRow> = sqlx::query_as(&statement)
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let tables: Vec<TableRow> = sqlx::query_as(
                "SELECT id, owner, options, seed, private, green, black, warned, host \
                 FROM game_tables WHERE id = $1",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
            let invitations: Vec<(TableId, MemberId)> = sqlx::query_as(
                "SELECT table_id, member FROM invitations WHERE table_id = $1 ORDER BY id",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
            let actions: Vec<ActionRow> = sqlx::query_as(
                "SELECT table_id, seq, member, line, thought_ms, at_ms FROM actions \
                 WHERE table_id = $1 ORDER BY seq",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok::<_, sqlx::Error>((found, tables, invitations, actions))
        })?;
        let table = tables_of(tables, invitations, actions).into_iter().next();
        Ok(found.map(match_of).zip(table))
    }
}
