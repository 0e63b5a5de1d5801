//! Correspondence tables (`créer … correspondance [jours 3]`, seed 003's way): the game
//! lives in the store, not in a connection. A member may have many going; at login one line
//! says how many wait for them; `parties` lists them, `ouvrir N` enters one with the
//! opponent's last play. Each move has its days: the player on turn is warned once when
//! less than a day is left, then loses the match, and the record says why.

use crate::i18n::Arg;
use crate::rules::Side;

use super::Hub;
use crate::server::store::{MemberId, TableEnd, TableId};

/// A day, in milliseconds.
pub(super) const DAY_MS: u64 = 24 * 3600 * 1000;

/// The environment variable naming a file that holds a number of seconds added to the
/// server's clock: how the tests make days pass (`docs/protocole.md`).
pub const CLOCK_SHIFT_VAR: &str = "TABLIER_DECALAGE_HORLOGE";

/// Now, in milliseconds since the epoch, shifted by the file that [`CLOCK_SHIFT_VAR`]
/// names, when it is set.
pub(super) fn now_ms() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    let shift = std::env::var_os(CLOCK_SHIFT_VAR)
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|text| text.trim().parse::<u64>().ok())
        .unwrap_or(0);
    now.saturating_add(shift.saturating_mul(1000))
}

impl Hub {
    /// The correspondence tables where `member` plays.
    pub(super) fn correspondence_of(&self, member: MemberId) -> Vec<TableId> {
        self.tables
            .iter()
            .filter(|(_, t)| t.correspondence.is_some() && t.side_of(member).is_some())
            .map(|(&id, _)| id)
            .collect()
    }

    /// Whether `member` must act at table `id`.
    pub(super) fn waits_for(&self, member: MemberId, id: TableId) -> bool {
        let Some(table) = self.tables.get(&id) else {
            return false;
        };
        let Some(game) = table.game.as_ref() else {
            return false;
        };
        match game.to_act() {
            Some(side) => table.seats[side] == Some(member),
            // Between games, either player starts the next.
            None => !game.is_over() && table.side_of(member).is_some(),
        }
    }

    /// The correspondence games where `member` must act with less than a day left and was
    /// not warned yet, each now noted as warned in the store: the warnings to give them at
    /// login, which they were not there to hear. A warning the store has noted already
    /// (before a restart, or by another process) is not given again.
    pub(super) async fn warnings_due(&mut self, member: MemberId) -> Vec<TableId> {
        let now = now_ms();
        let mut due = Vec::new();
        for id in self.correspondence_of(member) {
            if !self.waits_for(member, id) {
                continue;
            }
            let Some(table) = self.tables.get(&id) else {
                continue;
            };
            if table.warned || table.deadline_ms().saturating_sub(now) >= DAY_MS {
                continue;
            }
            // A store that cannot note it: the warning is given, and kept in memory.
            let first = self
                .shared
                .store
                .warn_once(id, table.seq())
                .await
                .unwrap_or(true);
            if let Some(table) = self.tables.get_mut(&id) {
                table.warned = true;
            }
            if first {
                due.push(id);
            }
        }
        due
    }

    /// At login: how many correspondence games wait for `member`, in one line; then the
    /// warnings due to them ([`Hub::warnings_due`]).
    pub(super) fn waiting_line(&mut self, member: MemberId, lines: &mut Vec<String>) {
        let waiting: Vec<TableId> = self
            .correspondence_of(member)
            .into_iter()
            .filter(|&id| self.waits_for(member, id))
            .collect();
        if !waiting.is_empty() {
            let count = i64::try_from(waiting.len()).unwrap_or(i64::MAX);
            self.text(
                member,
                "srv-corr-waiting",
                &[("count", Arg::Int(count))],
                lines,
            );
        }
        for id in self.login_warnings.remove(&member).unwrap_or_default() {
            self.text(member, "srv-corr-warning", &[("id", Arg::Int(id))], lines);
        }
    }

    /// `parties`: each correspondence game of `member`: its game, the opponent, the score,
    /// whose turn, the time left.
    pub(super) fn games(&mut self, member: MemberId) {
        let ids = self.correspondence_of(member);
        let mut lines = Vec::new();
        if ids.is_empty() {
            self.text(member, "srv-corr-none", &[], &mut lines);
            return self.finish(member, lines);
        }
        let lang = self.lang_of(member);
        let now = now_ms();
        for id in ids {
            let Some(table) = self.tables.get(&id) else {
                continue;
            };
            let Some(side) = table.side_of(member) else {
                continue;
            };
            let opponent = table.seats[!side].map(|m| self.name(m)).unwrap_or_default();
            let game = self.shared.words.tr(
                lang,
                &format!("game-name-{}", table.config.variant.name()),
                &[],
            );
            let score = table
                .game
                .as_ref()
                .map(|g| g.match_state().score())
                .unwrap_or_default();
            let left_ms = table.deadline_ms().saturating_sub(now);
            let hours = i64::try_from(left_ms / 3_600_000).unwrap_or(i64::MAX);
            let turn = if self.waits_for(member, id) {
                "yes"
            } else {
                "no"
            };
            self.text(
                member,
                "srv-corr-game",
                &[
                    ("id", Arg::Int(id)),
                    ("game", game.as_str().into()),
                    ("opponent", opponent.as_str().into()),
                    ("mine", Arg::Int(i64::from(score[side]))),
                    ("theirs", Arg::Int(i64::from(score[!side]))),
                    ("turn", turn.into()),
                    ("days", Arg::Int(hours / 24)),
                    ("hours", Arg::Int(hours % 24)),
                ],
                &mut lines,
            );
        }
        self.finish(member, lines);
    }

    /// `ouvrir N`: `member` enters their correspondence game `N`, told the opponent's
    /// last play and where the game stands.
    pub(super) fn open(&mut self, member: MemberId, rest: &str) {
        let Ok(id) = rest.trim().parse::<TableId>() else {
            return self.answer(member, "srv-table-number", &[]);
        };
        let mine = self
            .tables
            .get(&id)
            .is_some_and(|t| t.correspondence.is_some() && t.side_of(member).is_some());
        if !mine {
            return self.answer(member, "srv-corr-not-yours", &[("id", Arg::Int(id))]);
        }
        if let Some(live) = self.live_table_of(member) {
            return self.answer(member, "srv-already-seated", &[("id", Arg::Int(live))]);
        }
        self.stop_watching(member);
        self.opened.insert(member, id);
        let mut lines = Vec::new();
        self.text(
            member,
            "srv-corr-opened",
            &[("id", Arg::Int(id))],
            &mut lines,
        );
        let last = self
            .tables
            .get_mut(&id)
            .and_then(|t| t.game.as_mut())
            .and_then(|g| g.look("dernier"));
        if let Some(last) = last {
            lines.extend(self.render(member, id, &last, false));
        }
        self.finish(member, lines);
    }

    /// A correspondence player away from table `id` (not connected, or elsewhere) is told
    /// only that it is their turn there, in one line, when it is.
    pub(super) fn nudge(&mut self, member: MemberId, id: TableId, by: MemberId) {
        if self.waits_for(member, id) {
            let name = self.name(by);
            self.notify(
                member,
                "srv-corr-your-turn",
                &[("id", Arg::Int(id)), ("name", name.as_str().into())],
            );
        }
    }

    /// The days of the correspondence tables: a warning once less than a day is left, told
    /// to the player on turn if they are here (else at their login) and noted in the store,
    /// so that it is given once whatever the restarts; and the match lost by the player on
    /// turn when none is. A table whose action is being committed is looked at once it is
    /// played.
    pub(super) async fn deadlines(&mut self) {
        let now = now_ms();
        let due: Vec<(TableId, Side, bool)> = self
            .tables
            .iter()
            .filter(|(id, t)| t.correspondence.is_some() && !self.committing.contains_key(id))
            .filter_map(|(&id, t)| {
                let side = t.game.as_ref()?.to_act()?;
                let deadline = t.deadline_ms();
                if now >= deadline {
                    Some((id, side, true))
                } else if deadline - now < DAY_MS && !t.warned {
                    Some((id, side, false))
                } else {
                    None
                }
            })
            .collect();
        for (id, side, fallen) in due {
            let Some(table) = self.tables.get_mut(&id) else {
                continue;
            };
            let Some(late) = table.seats[side] else {
                continue;
            };
            if !fallen {
                if !self.online.contains_key(&late) {
                    continue;
                }
                let seq = table.seq();
                table.warned = true;
                // A store that cannot note it: the warning is given, and kept in memory.
                if self.shared.store.warn_once(id, seq).await.unwrap_or(true) {
                    self.notify(late, "srv-corr-warning", &[("id", Arg::Int(id))]);
                }
                continue;
            }
            self.time_out(id, late).await;
        }
    }

    /// `late` let the days of their move run out at table `id`: they lose the match; the
    /// table closes, its record saying so.
    async fn time_out(&mut self, id: TableId, late: MemberId) {
        // Played, joined or closed by another process sharing the store: judged again at
        // the next look at the clocks, as the store has it.
        if self.moved_elsewhere(id).await {
            return;
        }
        if self
            .shared
            .store
            .close_table(id, TableEnd::Abandoned)
            .await
            .is_err()
        {
            return;
        }
        let Some(table) = self.tables.remove(&id) else {
            return;
        };
        let audience = table.audience();
        let name = self.name(late);
        let winner = table
            .side_of(late)
            .and_then(|s| table.seats[!s])
            .map(|m| self.name(m))
            .unwrap_or_default();
        for &member in &audience {
            self.opened.retain(|_, &mut t| t != id);
            self.notify(
                member,
                "srv-corr-timed-out",
                &[
                    ("id", Arg::Int(id)),
                    ("name", name.as_str().into()),
                    ("winner", winner.as_str().into()),
                ],
            );
        }
        if let Some(result) = table.result(Some(late)) {
            self.record(result, &audience).await;
        }
    }
}
