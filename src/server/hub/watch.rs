//! Watching a table (`regarder N`): every play, roll, cube action and result told to the
//! watcher in their own words, the board's commands at any moment, talk with the table —
//! or among watchers alone when the players asked for quiet — and, at a teaching table,
//! advice on the position for an invited watcher (the teacher).

use crate::i18n::Arg;
use crate::session::CommandId;

use super::Hub;
use crate::server::store::{MemberId, TableId};

impl Hub {
    /// `regarder N`: `member` follows table `N`, if it is not private or they are invited.
    pub(super) fn watch(&mut self, member: MemberId, rest: &str) {
        if let Some(id) = self.table_of(member) {
            return self.answer(member, "srv-already-seated", &[("id", Arg::Int(id))]);
        }
        let Ok(id) = rest.trim().parse::<TableId>() else {
            return self.answer(member, "srv-table-number", &[]);
        };
        let Some(table) = self.tables.get(&id) else {
            return self.answer(member, "srv-no-table", &[("id", Arg::Int(id))]);
        };
        if table.private && table.owner != member && !table.invited.contains(&member) {
            return self.answer(member, "srv-watch-private", &[("id", Arg::Int(id))]);
        }
        let audience = table.audience();
        self.stop_watching(member);
        if let Some(table) = self.tables.get_mut(&id) {
            table.watchers.push(member);
        }
        let name = self.name(member);
        for other in audience {
            self.notify(
                other,
                "srv-watcher-joined",
                &[("name", name.as_str().into()), ("id", Arg::Int(id))],
            );
        }
        let mut lines = Vec::new();
        self.text(member, "srv-watching", &[("id", Arg::Int(id))], &mut lines);
        let board = self
            .tables
            .get_mut(&id)
            .and_then(|t| t.game.as_mut())
            .and_then(|g| g.look("plateau"));
        if let Some(board) = board {
            lines.extend(self.render(member, id, &board, false));
        }
        self.finish(member, lines);
    }

    /// `member` no longer watches the table they watched, if any; the players are told.
    pub(super) fn stop_watching(&mut self, member: MemberId) -> Option<TableId> {
        let id = self.watched_by(member)?;
        let table = self.tables.get_mut(&id)?;
        table.watchers.retain(|&w| w != member);
        let audience = table.audience();
        let name = self.name(member);
        for other in audience {
            self.notify(
                other,
                "srv-watcher-left",
                &[("name", name.as_str().into()), ("id", Arg::Int(id))],
            );
        }
        Some(id)
    }

    /// `silence`: a player asks that watchers talk among themselves, or no longer.
    pub(super) fn quiet(&mut self, member: MemberId) {
        let Some(id) = self.table_of(member) else {
            return self.answer(member, "srv-quiet-players-only", &[]);
        };
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.quiet = !table.quiet;
        let message = if table.quiet {
            "srv-quiet-on"
        } else {
            "srv-quiet-off"
        };
        let audience = table.audience();
        let name = self.name(member);
        for other in audience {
            if other != member {
                self.notify(other, message, &[("name", name.as_str().into())]);
            }
        }
        self.answer(member, message, &[("name", name.as_str().into())]);
    }

    /// A watcher's line: a setting of their own, a look, advice at a teaching table for an
    /// invited watcher; anything else is the players' alone.
    pub(super) fn watcher_line(&mut self, member: MemberId, id: TableId, line: &str) {
        if self.personal_line(member, id, line) {
            return;
        }
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let teacher = table.teaching && table.invited.contains(&member);
        let also: &[CommandId] = if teacher { &[CommandId::Hint] } else { &[] };
        let looked = table.game.as_mut().and_then(|g| g.look_also(line, also));
        match looked {
            Some(events) => {
                let lines = self.render(member, id, &events, false);
                self.finish(member, lines);
            }
            None if line.is_empty() => self.finish(member, Vec::new()),
            None => self.answer(member, "srv-watcher-only", &[]),
        }
    }
}
