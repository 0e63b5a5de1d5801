//! The hub: the one task that owns the lobby and every table. Connections hand it the lines
//! of logged-in members ([`ToHub`]); it answers each, tells the others what they must know,
//! each in their own words, and has every accepted action committed by the store before
//! anyone is told of it. One owner, one order: two players can never act at once on one
//! game. The hub does not wait for the disk: the actions of many tables are committed
//! together by a writer task while that table's later messages wait (`commits`).
//!
//! Here: members coming and going, a line's dispatch, and the words and lines sent; the
//! lobby's commands in `lobby`, a table's game in `play`, the commits in `commits`.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot};

use crate::i18n::{Arg, Lang};
use crate::net::VoiceSetting;
use crate::presentation::Renderer;
use crate::rules::Side;
use crate::session::commands::Lexicon;
use crate::session::{CommandId, Event, NewGame};

mod commits;
mod correspondence;
mod elsewhere;
mod export;
mod lobby;
mod play;
mod results;
mod watch;

use super::connection::{ConnId, Shared, ToHub};
use super::reader::Reader;
use super::store::{MemberId, StoredTable, TableId};
use super::table::{Table, for_the_opponent};
use super::wire::Outbox;
use super::words::Verb;

/// Reads the words typed after `créer` into a game, or says in the reader's language why
/// not: the command line's own reading of its options, handed down by it.
pub type TableReader = fn(&[String], Lang) -> Result<NewGame, String>;

/// How often the tables' clocks are looked at.
const CLOCK_TICK: Duration = Duration::from_millis(250);

/// A member connected now.
struct Online {
    conn: ConnId,
    name: String,
    reader: Reader,
    out: Outbox,
}

/// The lobby and the tables.
pub struct Hub {
    shared: Arc<Shared>,
    read_table: TableReader,
    /// The seed of the tables' dice, when the server was given one (tests).
    seed: Option<u64>,
    tables_made: u64,
    lexicon: Lexicon,
    online: HashMap<MemberId, Online>,
    conns: HashMap<ConnId, MemberId>,
    names: HashMap<MemberId, String>,
    tables: BTreeMap<TableId, Table>,
    /// The number of the last action of their table when a player dropped.
    away: HashMap<MemberId, i64>,
    /// The correspondence table each member has open, if any.
    opened: HashMap<MemberId, TableId>,
    /// Ratings read from the store, kept as they move.
    ratings: HashMap<MemberId, crate::server::rating::Rating>,
    /// The warnings to give a member logging in, already noted in the store
    /// ([`Hub::warnings_due`]).
    login_warnings: HashMap<MemberId, Vec<TableId>>,
    /// The actions handed to the writer.
    commits: mpsc::UnboundedSender<commits::Commit>,
    /// The writer's answers, until [`Hub::run`] takes them.
    answers: Option<mpsc::UnboundedReceiver<commits::Committed>>,
    /// The tables whose action is being committed, with what waits for it.
    committing: HashMap<TableId, commits::Committing>,
    /// The connections whose login waits at a committing table: their lines wait too.
    parked_conns: HashMap<ConnId, TableId>,
    /// The `done` token of the line being answered: an action takes it along while it is
    /// committed.
    answering: Option<oneshot::Sender<()>>,
}

impl Hub {
    /// A hub with no one connected and no table, and its writer started.
    #[must_use]
    pub fn new(shared: Arc<Shared>, read_table: TableReader, seed: Option<u64>) -> Hub {
        let (commits, asked) = mpsc::unbounded_channel();
        let (answered, answers) = mpsc::unbounded_channel();
        tokio::spawn(commits::write(Arc::clone(&shared), asked, answered));
        Hub::with_writer(shared, read_table, seed, commits, answers)
    }

    /// A hub whose actions go to `commits` and whose answers come from `answers`.
    fn with_writer(
        shared: Arc<Shared>,
        read_table: TableReader,
        seed: Option<u64>,
        commits: mpsc::UnboundedSender<commits::Commit>,
        answers: mpsc::UnboundedReceiver<commits::Committed>,
    ) -> Hub {
        let lexicon = Lexicon::new(shared.words.loc(Lang::Fr));
        Hub {
            shared,
            read_table,
            seed,
            tables_made: 0,
            lexicon,
            online: HashMap::new(),
            conns: HashMap::new(),
            names: HashMap::new(),
            tables: BTreeMap::new(),
            away: HashMap::new(),
            ratings: HashMap::new(),
            opened: HashMap::new(),
            login_warnings: HashMap::new(),
            commits,
            answers: Some(answers),
            committing: HashMap::new(),
            parked_conns: HashMap::new(),
            answering: None,
        }
    }

    /// Takes up the tables the store kept, each replayed to its last action: this process's
    /// own live tables and every correspondence table (a live table another process holds
    /// is left to it, `docs/protocole.md` §6); returns how many, and those that could not
    /// be read with why.
    pub async fn restore(&mut self, stored: Vec<StoredTable>) -> (usize, Vec<(TableId, String)>) {
        let mut failed = Vec::new();
        let mut restored = 0;
        for kept in stored {
            let id = kept.id;
            let table = match self.rebuilt(kept).await {
                Ok(Some(table)) => table,
                Ok(None) => continue,
                Err(why) => {
                    failed.push((id, why));
                    continue;
                }
            };
            self.tables.insert(id, table);
            self.tables_made += 1;
            restored += 1;
        }
        (restored, failed)
    }

    /// Answers the connections until they are all gone and the server stops.
    pub async fn run(mut self, mut inbox: mpsc::Receiver<ToHub>) {
        let Some(mut answers) = self.answers.take() else {
            return;
        };
        let mut tick = tokio::time::interval(CLOCK_TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                message = inbox.recv() => match message {
                    Some(message) => self.on(message).await,
                    None => break,
                },
                Some(answer) = answers.recv() => self.committed(answer).await,
                _ = tick.tick() => self.clocks().await,
            }
        }
    }

    /// One message of a connection: answered now, or, when it touches a table whose
    /// action is being committed, once that action is played (`commits`).
    async fn on(&mut self, message: ToHub) {
        if let Some(id) = self.parked_at(&message) {
            return self.park(id, message);
        }
        match message {
            ToHub::In {
                conn,
                member,
                reader,
                out,
                registered,
            } => {
                self.parked_conns.remove(&conn);
                // The rating `qui` shows, read once.
                self.rating_of(member.id).await;
                self.refresh_correspondence(member.id).await;
                let warnings = self.warnings_due(member.id).await;
                self.login_warnings.insert(member.id, warnings);
                self.enter(conn, member.id, member.name, reader, out, registered);
            }
            ToHub::Line { conn, line, done } => {
                if let Some(&member) = self.conns.get(&conn) {
                    self.answering = Some(done);
                    self.line(member, &line).await;
                }
                // Answered, unless an action took it along to its commit.
                self.answering = None;
            }
            ToHub::Gone { conn } => self.gone(conn),
        }
    }

    // Members coming and going.

    fn enter(
        &mut self,
        conn: ConnId,
        member: MemberId,
        name: String,
        reader: Reader,
        out: Outbox,
        registered: bool,
    ) {
        if let Some(old) = self.online.remove(&member) {
            // The same member from elsewhere: the old connection is told, and closes.
            let mut lines = Vec::new();
            let text = self.shared.words.tr(old.reader.lang(), "srv-replaced", &[]);
            old.reader.text(&text, &mut lines);
            old.out.send(lines);
            old.out.close();
            self.conns.remove(&old.conn);
        }
        self.names.insert(member, name.clone());
        self.conns.insert(conn, member);
        self.online.insert(
            member,
            Online {
                conn,
                name: name.clone(),
                reader,
                out,
            },
        );
        let mut lines = Vec::new();
        let lang = self.lang_of(member);
        self.voice(member, VoiceSetting::Lang(lang), &mut lines);
        let greeting = if registered {
            "srv-registered"
        } else {
            "srv-logged-in"
        };
        self.text(
            member,
            greeting,
            &[("name", name.as_str().into())],
            &mut lines,
        );
        if let Some(id) = self.live_table_of(member) {
            self.back(member, id, &mut lines);
        }
        self.waiting_line(member, &mut lines);
        self.finish(member, lines);
    }

    /// A player back at their table: where they are, what happened meanwhile, and the
    /// opponent told.
    fn back(&mut self, member: MemberId, id: TableId, lines: &mut Vec<String>) {
        let Some(table) = self.tables.get(&id) else {
            return;
        };
        let Some(side) = table.side_of(member) else {
            return;
        };
        let opponent = table.seats[!side];
        let missed = self.away.remove(&member).map_or(0, |seq| table.seq() - seq);
        let side_word = self.side_word(member, side);
        let opponent_name = opponent.map(|o| self.name(o)).unwrap_or_default();
        self.text(
            member,
            "srv-back",
            &[
                ("id", Arg::Int(id)),
                ("side", side_word.as_str().into()),
                ("count", Arg::Int(missed)),
                ("name", opponent_name.as_str().into()),
            ],
            lines,
        );
        if let Some(last) = self
            .tables
            .get_mut(&id)
            .and_then(|t| t.game.as_mut())
            .and_then(|g| g.look("dernier"))
        {
            lines.extend(self.render(member, id, &last, false));
        }
        if let Some(opponent) = opponent {
            let name = self.name(member);
            self.notify(
                opponent,
                "srv-opponent-back",
                &[("name", name.as_str().into())],
            );
        }
    }

    fn gone(&mut self, conn: ConnId) {
        let Some(member) = self.conns.remove(&conn) else {
            return;
        };
        if self.online.get(&member).is_none_or(|o| o.conn != conn) {
            // A connection replaced by a newer one of the same member: they are still here.
            return;
        }
        self.online.remove(&member);
        self.stop_watching(member);
        self.opened.remove(&member);
        if let Some(id) = self.live_table_of(member)
            && let Some(table) = self.tables.get(&id)
            && table.game.is_some()
        {
            self.away.insert(member, table.seq());
            if let Some(opponent) = table.side_of(member).and_then(|s| table.seats[!s]) {
                let name = self.name(member);
                self.notify(
                    opponent,
                    "srv-opponent-gone",
                    &[("name", name.as_str().into())],
                );
            }
        }
    }

    // A line.

    async fn line(&mut self, member: MemberId, line: &str) {
        let line = line.trim();
        if line == crate::net::PING {
            if let Some(online) = self.online.get(&member) {
                online.out.send(vec![crate::net::PONG.to_owned()]);
            }
            return;
        }
        // The game's command the line starts with, read once.
        let command = self
            .lexicon
            .command(line.split_whitespace().next().unwrap_or(""));
        if command == Some(CommandId::Repeat) {
            return self.repeat(member);
        }
        if let Some((verb, _, rest)) = self.shared.words.verb(line) {
            return self.verb(member, verb, rest).await;
        }
        if let Some(id) = self.watched_by(member) {
            return self.watcher_line(member, id, line);
        }
        match self.table_of(member) {
            Some(id) => self.at_table(member, id, line).await,
            None if line.is_empty() => self.finish(member, Vec::new()),
            None => {
                let id = match command {
                    Some(_) => "srv-not-seated",
                    None => "srv-unknown",
                };
                let text = self.quote(member, line);
                self.answer(member, id, &[("text", text.into())]);
            }
        }
    }

    fn repeat(&mut self, member: MemberId) {
        let Some(online) = self.online.get(&member) else {
            return;
        };
        let mut lines = online.reader.last.clone();
        if lines.is_empty() {
            let text = self
                .shared
                .words
                .tr(online.reader.lang(), "srv-nothing-to-repeat", &[]);
            online.reader.text(&text, &mut lines);
        }
        let prompt = self.prompt_of(member);
        if let Some(online) = self.online.get_mut(&member) {
            online.reader.prompt(&prompt, &mut lines);
            online.out.send(lines);
        }
    }

    async fn verb(&mut self, member: MemberId, verb: Verb, rest: &str) {
        match verb {
            Verb::Register | Verb::Login => {
                let name = self.name(member);
                self.answer(member, "srv-already-in", &[("name", name.as_str().into())]);
            }
            Verb::Language => self.language(member, rest).await,
            Verb::Help => self.help(member, rest),
            Verb::Bye => {
                let mut lines = Vec::new();
                self.text(member, "srv-bye", &[], &mut lines);
                if let Some(online) = self.online.get(&member) {
                    online.out.send(lines);
                    online.out.close();
                }
            }
            Verb::Who => self.who(member),
            Verb::Tables => self.list_tables(member),
            Verb::Create => self.create(member, rest).await,
            Verb::Join => self.join(member, rest).await,
            Verb::Invite => self.invite(member, rest).await,
            Verb::Say => self.say(member, rest),
            Verb::Tell => self.tell(member, rest),
            Verb::Leave => self.leave(member).await,
            Verb::Watch => self.watch(member, rest),
            Verb::Quiet => self.quiet(member),
            Verb::Stats => self.stats(member, rest).await,
            Verb::Games => {
                self.refresh_correspondence(member).await;
                self.games(member);
            }
            Verb::Open => {
                self.refresh_correspondence(member).await;
                self.open(member, rest);
            }
            Verb::Matches => self.matches(member).await,
            Verb::Export => self.export(member, rest).await,
        }
    }

    async fn language(&mut self, member: MemberId, rest: &str) {
        let Ok(lang) = rest.parse::<Lang>() else {
            let text = self.quote(member, rest);
            return self.answer(member, "srv-lang-bad", &[("text", text.into())]);
        };
        if let Some(online) = self.online.get_mut(&member) {
            online.reader.personal.lang = lang;
        }
        // Kept for the next visit; a store that cannot keep it changes nothing now.
        let _ = self.shared.store.set_lang(member, lang.code()).await;
        let mut lines = Vec::new();
        self.voice(member, VoiceSetting::Lang(lang), &mut lines);
        self.text(member, "srv-lang-set", &[], &mut lines);
        self.finish(member, lines);
    }

    fn help(&mut self, member: MemberId, rest: &str) {
        let mut lines = Vec::new();
        match self.table_of(member).or_else(|| self.watched_by(member)) {
            Some(id) => {
                let game_word =
                    self.shared
                        .words
                        .tr(self.lang_of(member), "srv-help-game-word", &[]);
                if rest.is_empty() {
                    self.text(member, "srv-help-table", &[], &mut lines);
                } else {
                    // `aide jeu`, `aide jouer`: the game's own help.
                    let asked = if crate::session::commands::fold(rest)
                        == crate::session::commands::fold(&game_word)
                    {
                        String::new()
                    } else {
                        rest.to_owned()
                    };
                    let events = self
                        .tables
                        .get_mut(&id)
                        .and_then(|t| t.game.as_mut())
                        .and_then(|g| g.look(&format!("aide {asked}")));
                    match events {
                        Some(events) => lines.extend(self.render(member, id, &events, false)),
                        None => self.text(member, "srv-help-table", &[], &mut lines),
                    }
                }
            }
            None => {
                self.text(member, "srv-help-lobby", &[], &mut lines);
                self.text(member, "srv-help-create", &[], &mut lines);
            }
        }
        self.finish(member, lines);
    }

    // Words and lines.

    fn name(&self, member: MemberId) -> String {
        self.names.get(&member).cloned().unwrap_or_default()
    }

    fn lang_of(&self, member: MemberId) -> Lang {
        self.online
            .get(&member)
            .map_or(Lang::Fr, |o| o.reader.lang())
    }

    /// What `member` typed, as a message to them quotes it: cut short.
    fn quote(&self, member: MemberId, text: &str) -> String {
        self.shared.words.loc(self.lang_of(member)).quote(text)
    }

    /// `Vert`, `Green`: a side in `member`'s words.
    fn side_word(&self, member: MemberId, side: Side) -> String {
        let id = match side {
            Side::Green => "game-side-green",
            Side::Black => "game-side-black",
        };
        self.shared.words.tr(self.lang_of(member), id, &[])
    }

    /// The table `member` watches.
    fn watched_by(&self, member: MemberId) -> Option<TableId> {
        self.tables
            .iter()
            .find(|(_, t)| t.watchers.contains(&member))
            .map(|(&id, _)| id)
    }

    /// The table `member` is at: the correspondence game they opened, else the live table
    /// where they sit.
    fn table_of(&self, member: MemberId) -> Option<TableId> {
        self.opened
            .get(&member)
            .copied()
            .or_else(|| self.live_table_of(member))
    }

    /// The live table (not by correspondence) where `member` sits.
    fn live_table_of(&self, member: MemberId) -> Option<TableId> {
        self.tables
            .iter()
            .find(|(_, t)| t.correspondence.is_none() && t.side_of(member).is_some())
            .map(|(&id, _)| id)
    }

    /// `events` of table `id` in `member`'s words; `opponent`: as the other player hears
    /// them.
    fn render(
        &self,
        member: MemberId,
        id: TableId,
        events: &[Event],
        opponent: bool,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let (Some(online), Some(game)) = (
            self.online.get(&member),
            self.tables.get(&id).and_then(|t| t.game.as_ref()),
        ) else {
            return lines;
        };
        let lang = online.reader.lang();
        let words = &self.shared.words;
        let renderer = Renderer::new(
            words.loc(lang),
            words.vocab(lang),
            online.reader.personal.over(game.settings()),
        );
        for event in events {
            let event = if opponent {
                for_the_opponent(event)
            } else {
                event.clone()
            };
            online.reader.said(&renderer.render(&event), &mut lines);
        }
        lines
    }

    fn text(&self, member: MemberId, id: &str, args: &[(&str, Arg<'_>)], lines: &mut Vec<String>) {
        if let Some(online) = self.online.get(&member) {
            let text = self.shared.words.tr(online.reader.lang(), id, args);
            online.reader.text(&text, lines);
        }
    }

    fn voice(&self, member: MemberId, setting: VoiceSetting, lines: &mut Vec<String>) {
        if let Some(online) = self.online.get(&member) {
            online.reader.voice(setting, lines);
        }
    }

    /// What `member`'s prompt says now.
    fn prompt_of(&self, member: MemberId) -> String {
        let lang = self.lang_of(member);
        let words = &self.shared.words;
        let Some(id) = self.table_of(member).or_else(|| self.watched_by(member)) else {
            return words.tr(lang, "srv-prompt-lobby", &[]);
        };
        match (
            self.tables.get(&id).and_then(|t| t.game.as_ref()),
            self.online.get(&member),
        ) {
            (Some(game), Some(online)) => Renderer::new(
                words.loc(lang),
                words.vocab(lang),
                online.reader.personal.over(game.settings()),
            )
            .prompt(game.prompt()),
            _ => words.tr(lang, "srv-prompt-waiting", &[("id", Arg::Int(id))]),
        }
    }

    /// Sends `lines` and the prompt to `member`, kept for `répéter`.
    fn finish(&mut self, member: MemberId, mut lines: Vec<String>) {
        let prompt = self.prompt_of(member);
        let Some(online) = self.online.get_mut(&member) else {
            return;
        };
        online.reader.last.clone_from(&lines);
        online.reader.prompt(&prompt, &mut lines);
        if !online.out.send(lines) {
            // Not reading: closed; its connection tells the hub it is gone.
            online.out.close();
        }
    }

    /// Message `id` as the whole answer to `member`.
    fn answer(&mut self, member: MemberId, id: &str, args: &[(&str, Arg<'_>)]) {
        let mut lines = Vec::new();
        self.text(member, id, args, &mut lines);
        self.finish(member, lines);
    }

    /// Message `id` told to `member` as it happens, with their prompt after it.
    fn notify(&mut self, member: MemberId, id: &str, args: &[(&str, Arg<'_>)]) {
        if self.online.contains_key(&member) {
            self.answer(member, id, args);
        }
    }
}
