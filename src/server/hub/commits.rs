//! Group commits: the hub never waits for the disk. An action is handed to the writer, a
//! task of its own that commits what it is handed in groups — all that arrived while the
//! previous commit was in flight, in one transaction, one wait for the disk
//! ([`crate::server::store::Store::append_actions`]) — and hands back each action's answer.
//!
//! Meanwhile the action's table is *committing*: the action waits with the line's `done`
//! token (its connection sends nothing more until it is answered), and every later message
//! that touches that table — a line of its players or watchers, one that would watch, join
//! or open it, a connection of theirs coming or going — waits behind it, in order. The clock
//! and the days of a committing table wait too. Once the commit's answer is back, the action
//! is played and told (or, refused by the store, answered with why — [`Hub::refused`] — and
//! nothing changes), then what waited is taken up in its order. The lobby and the other tables go
//! on meanwhile. So an action is never played nor answered before its commit, and one
//! table's actions keep their order: the semantics of one commit at a time, without its
//! queue.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Instant;

use tokio::sync::{mpsc, oneshot};

use super::Hub;
use crate::server::connection::{Shared, ToHub};
use crate::server::store::{MemberId, StoreError, StoredAction, TableId};

/// An action for the writer: its table and itself.
pub type Commit = (TableId, StoredAction);

/// The writer's answers to one group, in the group's order: each table, and its action
/// kept or why not.
pub type Committed = Vec<(TableId, Result<(), StoreError>)>;

/// The most actions committed in one transaction: a bound on one commit's time, and so on
/// the wait of the first of a group.
const MOST_AT_ONCE: usize = 512;

/// The writer: takes the actions handed to it, all that are waiting at once (up to
/// [`MOST_AT_ONCE`]), commits them in one transaction, and answers the group; until the hub
/// is gone. The channels are unbounded but hold at most one action per table: a
/// committing table hands over nothing more.
pub(super) async fn write(
    shared: Arc<Shared>,
    mut asked: mpsc::UnboundedReceiver<Commit>,
    answers: mpsc::UnboundedSender<Committed>,
) {
    let mut group = Vec::with_capacity(MOST_AT_ONCE);
    while asked.recv_many(&mut group, MOST_AT_ONCE).await > 0 {
        let kept = shared.store.append_actions(&group).await;
        let answer = group
            .drain(..)
            .zip(kept)
            .map(|((table, _), kept)| (table, kept))
            .collect();
        if answers.send(answer).is_err() {
            return;
        }
    }
}

/// A table whose action is being committed, and what waits for it.
pub(super) struct Committing {
    /// Who acted (for a fallen clock, the player whose time ran out).
    member: MemberId,
    action: StoredAction,
    /// When the action was made: its thinking time is counted to then.
    now: Instant,
    /// The `done` token of the action's line: its connection sends no more until answered.
    done: Option<oneshot::Sender<()>>,
    /// The messages that touch the table, arrived since, in order.
    parked: VecDeque<ToHub>,
}

impl Hub {
    /// Hands `action` of `member` at table `id` to the writer; the table is committing
    /// until its answer is back ([`Hub::committed`]). The line being answered keeps its
    /// connection waiting until then.
    pub(super) fn commit(
        &mut self,
        id: TableId,
        member: MemberId,
        action: StoredAction,
        now: Instant,
    ) {
        if self.commits.send((id, action.clone())).is_err() {
            // No writer: nothing can be kept.
            return self.answer(member, "srv-store-failed", &[]);
        }
        let done = self.answering.take();
        self.committing.insert(
            id,
            Committing {
                member,
                action,
                now,
                done,
                parked: VecDeque::new(),
            },
        );
    }

    /// The writer's answers: each action kept is played and told, each refused is answered
    /// so and changes nothing; then what waited at its table is taken up in order.
    pub(super) async fn committed(&mut self, answers: Committed) {
        for (id, kept) in answers {
            let Some(committing) = self.committing.remove(&id) else {
                continue;
            };
            let Committing {
                member,
                action,
                now,
                done,
                parked,
            } = committing;
            match kept {
                Ok(()) => self.play(id, member, &action, now).await,
                Err(error) => self.refused(id, member, &error).await,
            }
            drop(done);
            // A message taken up may commit the table again: those after it wait again.
            for message in parked {
                self.on(message).await;
            }
        }
    }

    /// The committing table that `message` touches, if any: there it must wait.
    pub(super) fn parked_at(&self, message: &ToHub) -> Option<TableId> {
        if self.committing.is_empty() {
            return None;
        }
        let (conn, line) = match message {
            ToHub::In { member, .. } => {
                return self
                    .live_table_of(member.id)
                    .filter(|id| self.committing.contains_key(id));
            }
            ToHub::Line { conn, line, .. } => (*conn, Some(line.as_str())),
            ToHub::Gone { conn } => (*conn, None),
        };
        if let Some(&id) = self.parked_conns.get(&conn) {
            // Its login waits: so does all that follows it.
            return Some(id);
        }
        let member = *self.conns.get(&conn)?;
        let named = line.and_then(|line| self.table_named(line));
        [self.table_of(member), self.watched_by(member), named]
            .into_iter()
            .flatten()
            .find(|id| self.committing.contains_key(id))
    }

    /// The table a line to watch, join or open names, if it is one of those.
    fn table_named(&self, line: &str) -> Option<TableId> {
        use crate::server::words::Verb;
        match self.shared.words.verb(line.trim())? {
            (Verb::Watch | Verb::Join | Verb::Open, _, rest) => rest.trim().parse().ok(),
            _ => None,
        }
    }

    /// `message` waits behind the commit at table `id`.
    pub(super) fn park(&mut self, id: TableId, message: ToHub) {
        if let ToHub::In { conn, .. } = &message {
            self.parked_conns.insert(*conn, id);
        }
        if let Some(committing) = self.committing.get_mut(&id) {
            committing.parked.push_back(message);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Arg, Lang};
    use crate::rules::Variant;
    use crate::server::accounts::LoginThrottle;
    use crate::server::connection::ConnId;
    use crate::server::reader::Reader;
    use crate::server::store::{Location, Store};
    use crate::server::wire;
    use crate::session::NewGame;
    use std::time::Duration;
    use tokio::io::{AsyncBufReadExt, BufReader, DuplexStream, Lines};

    const HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";

    fn backgammon(_: &[String], lang: Lang) -> Result<NewGame, String> {
        Ok(NewGame::new(lang, Variant::Backgammon))
    }

    /// A scratch store's file, removed when dropped.
    struct Scratch(std::path::PathBuf);

    impl Drop for Scratch {
        fn drop(&mut self) {
            for end in ["", "-wal", "-shm"] {
                let mut path = self.0.clone().into_os_string();
                path.push(end);
                let _ = std::fs::remove_file(path);
            }
        }
    }

    /// A hub on a scratch store whose writer is the test: it receives what the hub hands
    /// over, and answers with [`Hub::committed`].
    async fn hub(what: &str) -> (Hub, mpsc::UnboundedReceiver<Commit>, Scratch) {
        let path = std::env::temp_dir().join(format!(
            "tablier-commits-{what}-{}.sqlite",
            std::process::id()
        ));
        let scratch = Scratch(path.clone());
        let store = Store::open(&Location::File(path)).await.unwrap();
        let shared = Arc::new(Shared {
            words: crate::server::words::Words::new(),
            store,
            throttle: std::sync::Mutex::new(LoginThrottle::default()),
            hub: mpsc::channel(1).0,
            hashing: tokio::sync::Semaphore::new(1),
        });
        let (commits, asked) = mpsc::unbounded_channel();
        let (_, answers) = mpsc::unbounded_channel();
        let hub = Hub::with_writer(shared, backgammon, Some(7), commits, answers);
        (hub, asked, scratch)
    }

    /// A member connected to the hub, and what they are sent.
    struct Client {
        conn: ConnId,
        member: MemberId,
        heard: Lines<BufReader<DuplexStream>>,
    }

    impl Client {
        async fn enter(hub: &mut Hub, conn: ConnId, name: &str) -> Client {
            let store = &hub.shared.store;
            let member = store.register(name, HASH, "fr").await.unwrap();
            let found = store.member_by_id(member).await.unwrap().unwrap();
            let (ours, theirs) = tokio::io::duplex(1 << 16);
            hub.on(ToHub::In {
                conn,
                member: found,
                reader: Reader::new(Lang::Fr, false),
                out: wire::start_writer(theirs),
                registered: true,
            })
            .await;
            let mut client = Client {
                conn,
                member,
                heard: BufReader::new(ours).lines(),
            };
            client.heard().await;
            client
        }

        /// Sends `line`; the receiver closes once it is answered.
        async fn says(&self, hub: &mut Hub, line: &str) -> oneshot::Receiver<()> {
            let (done, answered) = oneshot::channel();
            let line = line.to_owned();
            hub.on(ToHub::Line {
                conn: self.conn,
                line,
                done,
            })
            .await;
            answered
        }

        /// The lines sent to the client since last asked.
        async fn heard(&mut self) -> Vec<String> {
            let mut lines = Vec::new();
            while let Ok(Ok(Some(line))) =
                tokio::time::timeout(Duration::from_millis(50), self.heard.next_line()).await
            {
                lines.push(line);
            }
            lines
        }
    }

    fn answered(receiver: &mut oneshot::Receiver<()>) -> bool {
        matches!(
            receiver.try_recv(),
            Err(oneshot::error::TryRecvError::Closed)
        )
    }

    /// Two members at a table of their own, whose game has begun: (who acts, the other).
    async fn table(hub: &mut Hub, conns: (ConnId, ConnId), names: (&str, &str)) -> [Client; 2] {
        let mut anne = Client::enter(hub, conns.0, names.0).await;
        let mut bob = Client::enter(hub, conns.1, names.1).await;
        drop(anne.says(hub, "créer").await);
        let id = hub.live_table_of(anne.member).unwrap();
        drop(bob.says(hub, &format!("rejoindre {id}")).await);
        anne.heard().await;
        bob.heard().await;
        let table = &hub.tables[&id];
        let side = table.game.as_ref().and_then(|g| g.to_act());
        if side.is_some_and(|s| table.seats[s] == Some(bob.member)) {
            [bob, anne]
        } else {
            [anne, bob]
        }
    }

    #[tokio::test]
    async fn a_table_waits_while_its_action_is_committed_and_the_others_go_on() {
        let (mut hub, mut asked, _scratch) = hub("waits").await;
        let [mut actor, mut other] = table(&mut hub, (1, 2), ("Anne", "Bob")).await;
        let [second, _] = table(&mut hub, (3, 4), ("Carl", "Dora")).await;
        let mut lobby = Client::enter(&mut hub, 5, "Eve").await;
        let (first_id, second_id) = (
            hub.live_table_of(actor.member).unwrap(),
            hub.live_table_of(second.member).unwrap(),
        );

        // Both tables' actions are handed over together; neither is played nor answered.
        let mut acted = actor.says(&mut hub, "").await;
        let mut acted_too = second.says(&mut hub, "").await;
        let (a, b) = (asked.try_recv().unwrap(), asked.try_recv().unwrap());
        assert_eq!((a.0, a.1.seq, b.0, b.1.seq), (first_id, 1, second_id, 1));
        assert!(!answered(&mut acted) && !answered(&mut acted_too));
        assert!(actor.heard().await.is_empty());
        assert_eq!(hub.tables[&first_id].seq(), 0);

        // The other player's look and a member who would watch wait behind the action;
        // the lobby does not.
        let mut look = other.says(&mut hub, "pips").await;
        let mut watcher = Client::enter(&mut hub, 6, "Fanny").await;
        let mut watch = watcher
            .says(&mut hub, &format!("regarder {first_id}"))
            .await;
        let mut who = lobby.says(&mut hub, "qui").await;
        assert!(!answered(&mut look) && !answered(&mut watch));
        assert!(other.heard().await.is_empty() && watcher.heard().await.is_empty());
        assert!(answered(&mut who) && !lobby.heard().await.is_empty());

        // Committed: the action is played and told, then what waited is answered in order.
        hub.committed(vec![(first_id, Ok(()))]).await;
        assert!(answered(&mut acted) && answered(&mut look) && answered(&mut watch));
        assert_eq!(hub.tables[&first_id].seq(), 1);
        // The actor hears their action, then the watcher who came after it; the other
        // player their look, then the watcher: each in the order it arrived.
        let watching = hub.shared.words.tr(
            Lang::Fr,
            "srv-watcher-joined",
            &[("name", "Fanny".into()), ("id", Arg::Int(first_id))],
        );
        let said = actor.heard().await;
        assert!(
            said.len() >= 2 && said[said.len() - 1] == watching,
            "{said:?}"
        );
        let heard = other.heard().await;
        assert!(
            heard.len() == 2 && heard[0].contains("167") && heard[1] == watching,
            "{heard:?}"
        );
        assert!(hub.tables[&first_id].watchers.contains(&watcher.member));
        // The second table still waits for its own commit.
        assert!(!answered(&mut acted_too));
        assert_eq!(hub.tables[&second_id].seq(), 0);
        hub.committed(vec![(second_id, Ok(()))]).await;
        assert!(answered(&mut acted_too));
        assert_eq!(hub.tables[&second_id].seq(), 1);
    }

    #[tokio::test]
    async fn the_writer_commits_what_waits_in_one_transaction_and_answers_each() {
        let (hub, _, _scratch) = hub("writer").await;
        let store = &hub.shared.store;
        let anne = store.register("Anne", HASH, "fr").await.unwrap();
        let (asked, waiting) = mpsc::unbounded_channel();
        let (answered, mut answers) = mpsc::unbounded_channel();
        let mut tables = Vec::new();
        for _ in 0..3 {
            let table = store
                .create_table(&crate::server::store::NewTable {
                    owner: anne,
                    options: String::new(),
                    seed: 1,
                    private: false,
                })
                .await
                .unwrap();
            let action = StoredAction {
                seq: 1,
                member: anne,
                line: "lancer".to_owned(),
                thought_ms: 0,
                at_ms: 0,
            };
            asked.send((table, action)).unwrap();
            tables.push(table);
        }
        // A table closed meanwhile: its action alone is refused.
        store
            .close_table(tables[1], crate::server::store::TableEnd::Abandoned)
            .await
            .unwrap();
        let before = store.action_commits();
        drop(asked);
        write(Arc::clone(&hub.shared), waiting, answered).await;
        let answer = answers.recv().await.unwrap();
        let kept: Vec<_> = answer.iter().map(|(t, kept)| (*t, kept.is_ok())).collect();
        assert_eq!(
            kept,
            [(tables[0], true), (tables[1], false), (tables[2], true)]
        );
        assert!(answers.recv().await.is_none());
        // One transaction for the three.
        assert_eq!(hub.shared.store.action_commits(), before + 1);
    }

    #[tokio::test]
    async fn a_refused_commit_refuses_that_action_alone_and_changes_nothing() {
        let (mut hub, mut asked, _scratch) = hub("refused").await;
        let [mut actor, mut other] = table(&mut hub, (1, 2), ("Anne", "Bob")).await;
        let id = hub.live_table_of(actor.member).unwrap();
        let before = hub.prompt_of(actor.member);
        let mut acted = actor.says(&mut hub, "").await;
        let mut look = other.says(&mut hub, "pips").await;
        assert_eq!(asked.try_recv().unwrap().1.seq, 1);
        let full = crate::server::store::StoreError::Full {
            why: "disk full".to_owned(),
        };
        hub.committed(vec![(id, Err(full))]).await;
        assert!(answered(&mut acted) && answered(&mut look));
        let failed = hub.shared.words.tr(Lang::Fr, "srv-store-failed", &[]);
        let heard = actor.heard().await;
        assert!(
            heard.iter().any(|l| failed.contains(l.as_str())),
            "{heard:?}"
        );
        assert_eq!(hub.tables[&id].seq(), 0);
        assert_eq!(hub.prompt_of(actor.member), before);
        assert!(!other.heard().await.is_empty());
        // The same action may be tried again, at the same place.
        drop(actor.says(&mut hub, "").await);
        assert_eq!(asked.try_recv().unwrap().1.seq, 1);
    }
}
