//! Several server processes sharing one store (`docs/protocole.md` §6). Each live table is
//! held by the process that created it (`--instance`), which alone takes it up at a start.
//! A correspondence game belongs to no process: any process sharing the store plays it,
//! and reads it again from the store when another may have added to its record — when one
//! of its players logs in, lists (`parties`) or opens (`ouvrir`) their games, before a
//! deadline is judged, and when an action is refused because its place in the record is
//! taken.

use std::collections::HashSet;

use crate::i18n::Lang;
use crate::rules::Side;

use super::{Hub, correspondence};
use crate::server::store::{MemberId, StoreError, StoredTable, TableId};
use crate::server::table::Table;

impl Hub {
    /// The table `kept` made again, replayed to its last action; `None` for a live table
    /// (not by correspondence) that another process holds; why, when its words cannot be
    /// read.
    pub(super) async fn rebuilt(&mut self, kept: StoredTable) -> Result<Option<Table>, String> {
        let table_words = self.shared.words.table_words(&kept.options);
        let correspondence = table_words.correspondence.flatten();
        let elsewhere = kept
            .host
            .as_deref()
            .is_some_and(|host| Some(host) != self.shared.store.host());
        if elsewhere && correspondence.is_none() {
            return Ok(None);
        }
        let table = self.table_from_store(kept)?;
        for member in Side::ALL.iter().filter_map(|&s| table.seats[s]) {
            if let Ok(Some(m)) = self.shared.store.member_by_id(member).await {
                self.names.insert(member, m.name);
            }
        }
        Ok(Some(table))
    }

    /// The table `kept` made again from its words, its seed and its record, replayed to
    /// its last action, whichever process holds it; why not, when its words cannot be read.
    pub(super) fn table_from_store(&self, kept: StoredTable) -> Result<Table, String> {
        let table_words = self.shared.words.table_words(&kept.options);
        let config = (self.read_table)(&table_words.game, Lang::Fr)?;
        let mut table = Table::new(kept.id, kept.owner, kept.options, kept.seed, config);
        table.private = kept.private;
        table.teaching = table_words.teaching;
        table.correspondence = table_words.correspondence.flatten();
        table.seats.green = kept.seats[0];
        table.seats.black = kept.seats[1];
        table.invited = kept.invited;
        // A move's days count from the last action, or from now for a game that has none.
        table.began(correspondence::now_ms());
        if table.is_full() {
            table.replay(&kept.actions);
        }
        // The warning given for the move now awaited, if one was (`Store::warn_once`).
        table.warned = kept.warned == Some(table.seq());
        Ok(table)
    }

    /// `table` in place of the table of the same number, its watchers kept.
    fn replace(&mut self, mut table: Table) {
        if let Some(old) = self.tables.remove(&table.id) {
            table.watchers = old.watchers;
            table.quiet = old.quiet;
        }
        self.tables.insert(table.id, table);
    }

    /// A table no longer live in the store (closed by another process): gone here too.
    fn forget(&mut self, id: TableId) {
        self.tables.remove(&id);
        self.opened.retain(|_, &mut t| t != id);
    }

    /// `member`'s correspondence games as the store has them now: those another process
    /// created, joined or played since this one read them are read again; those it closed
    /// are gone. A store that cannot be read leaves them as they are.
    pub(super) async fn refresh_correspondence(&mut self, member: MemberId) {
        let Ok(stored) = self.shared.store.member_tables(member).await else {
            return;
        };
        let live: HashSet<TableId> = stored.iter().map(|kept| kept.id).collect();
        for kept in stored {
            // A table whose action is being committed is as this process will have it once
            // the commit's answer is back: read again now, it would be played twice.
            if self.committing.contains_key(&kept.id) {
                continue;
            }
            if let Some(table) = self.tables.get(&kept.id)
                && (table.correspondence.is_none() || same(table, &kept))
            {
                continue;
            }
            if let Ok(Some(table)) = self.rebuilt(kept).await
                && table.correspondence.is_some()
            {
                self.replace(table);
            }
        }
        for id in self.correspondence_of(member) {
            if !live.contains(&id) && !self.committing.contains_key(&id) {
                self.forget(id);
            }
        }
    }

    /// Reads table `id` again when another process has added to its record, joined or
    /// closed it since this one read it: whether it had.
    pub(super) async fn moved_elsewhere(&mut self, id: TableId) -> bool {
        let Ok(kept) = self.shared.store.live_table(id).await else {
            return false;
        };
        let Some(kept) = kept else {
            self.forget(id);
            return true;
        };
        if self.tables.get(&id).is_some_and(|table| same(table, &kept)) {
            return false;
        }
        match self.rebuilt(kept).await {
            Ok(Some(table)) => self.replace(table),
            _ => self.forget(id),
        }
        true
    }

    /// `member`'s action at table `id`, refused by the store: when another process took its
    /// place in the record, the table is read again and the player asked to look at it
    /// before playing; on a full disk, nothing changed; when the store fails otherwise, the
    /// action is not played here, but may be found in the store at a restart, and the
    /// player is told so.
    pub(super) async fn refused(&mut self, id: TableId, member: MemberId, error: &StoreError) {
        if matches!(error, StoreError::SeqTaken { .. }) {
            self.moved_elsewhere(id).await;
            return self.answer(member, "srv-moved-elsewhere", &[]);
        }
        if matches!(error, StoreError::Full { .. }) {
            return self.answer(member, "srv-store-failed", &[]);
        }
        self.answer(member, "srv-store-unsure", &[]);
    }
}

/// Whether `table` is as the store keeps it: the same seats and the same last action.
fn same(table: &Table, kept: &StoredTable) -> bool {
    let last = kept.actions.last().map_or(0, |action| action.seq);
    table.seq() == last && [table.seats.green, table.seats.black] == kept.seats
}
