//! The hub: the one task that owns the lobby and every table. Connections hand it the lines
//! of logged-in members ([`ToHub`]); it answers each, tells the others what they must know,
//! each in their own words, and writes every accepted action to the store before anyone is
//! told of it. One owner, one order: two players can never act at once on one game.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::mpsc;

use crate::i18n::{Arg, Lang};
use crate::net::VoiceSetting;
use crate::presentation::Renderer;
use crate::rules::Side;
use crate::rules::score::Format;
use crate::session::commands::Lexicon;
use crate::session::commands::command;
use crate::session::{CommandId, Event, MatchEvent, NewGame, Reach};

use super::connection::{ConnId, Shared, ToHub};
use super::reader::Reader;
use super::store::{MemberId, NewTable, StoredTable, TableEnd, TableId};
use super::table::{Table, for_the_actor_only, for_the_opponent};
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
}

impl Hub {
    /// A hub with no one connected and no table.
    #[must_use]
    pub fn new(shared: Arc<Shared>, read_table: TableReader, seed: Option<u64>) -> Hub {
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
        }
    }

    /// Takes up the tables the store kept, each replayed to its last action; returns how
    /// many, and those that could not be read with why.
    pub async fn restore(&mut self, stored: Vec<StoredTable>) -> (usize, Vec<(TableId, String)>) {
        let mut failed = Vec::new();
        let mut restored = 0;
        for kept in stored {
            let words: Vec<String> = kept
                .options
                .split_whitespace()
                .filter(|w| !self.shared.words.is_private(w))
                .map(str::to_owned)
                .collect();
            let config = match (self.read_table)(&words, Lang::Fr) {
                Ok(config) => config,
                Err(why) => {
                    failed.push((kept.id, why));
                    continue;
                }
            };
            let mut table = Table::new(kept.id, kept.owner, kept.options, kept.seed, config);
            table.private = kept.private;
            table.seats.green = kept.seats[0];
            table.seats.black = kept.seats[1];
            table.invited = kept.invited;
            for member in Side::ALL.iter().filter_map(|&s| table.seats[s]) {
                if let Ok(Some(m)) = self.shared.store.member_by_id(member).await {
                    self.names.insert(member, m.name);
                }
            }
            if table.is_full() {
                table.replay(&kept.actions);
            }
            self.tables.insert(kept.id, table);
            self.tables_made += 1;
            restored += 1;
        }
        (restored, failed)
    }

    /// Answers the connections until they are all gone and the server stops.
    pub async fn run(mut self, mut inbox: mpsc::Receiver<ToHub>) {
        let mut tick = tokio::time::interval(CLOCK_TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                message = inbox.recv() => match message {
                    Some(message) => self.on(message).await,
                    None => break,
                },
                _ = tick.tick() => self.clocks().await,
            }
        }
    }

    async fn on(&mut self, message: ToHub) {
        match message {
            ToHub::In {
                conn,
                member,
                reader,
                out,
                registered,
            } => self.enter(conn, member.id, member.name, reader, out, registered),
            ToHub::Line { conn, line, done } => {
                if let Some(&member) = self.conns.get(&conn) {
                    self.line(member, &line).await;
                }
                drop(done);
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
        if let Some(id) = self.table_of(member) {
            self.back(member, id, &mut lines);
        }
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
        if let Some(id) = self.table_of(member)
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
        if self
            .lexicon
            .command(line.split_whitespace().next().unwrap_or(""))
            == Some(CommandId::Repeat)
        {
            return self.repeat(member);
        }
        if let Some((verb, _, rest)) = self.shared.words.verb(line) {
            return self.verb(member, verb, rest).await;
        }
        match self.table_of(member) {
            Some(id) => self.at_table(member, id, line).await,
            None if line.is_empty() => self.finish(member, Vec::new()),
            None => {
                let id = match self
                    .lexicon
                    .command(line.split_whitespace().next().unwrap_or(""))
                {
                    Some(_) => "srv-not-seated",
                    None => "srv-unknown",
                };
                self.answer(member, id, &[("text", line.into())]);
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
        }
    }

    async fn language(&mut self, member: MemberId, rest: &str) {
        let Ok(lang) = rest.parse::<Lang>() else {
            return self.answer(member, "srv-lang-bad", &[("text", rest.into())]);
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
        match self.table_of(member) {
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

    fn who(&mut self, member: MemberId) {
        let mut lines = Vec::new();
        let count = i64::try_from(self.online.len()).unwrap_or(i64::MAX);
        self.text(member, "srv-who", &[("count", Arg::Int(count))], &mut lines);
        let mut people: Vec<(String, MemberId)> = self
            .online
            .iter()
            .map(|(&id, o)| (o.name.clone(), id))
            .collect();
        people.sort_by_key(|(name, _)| name.to_lowercase());
        for (name, id) in people {
            let (message, table) = match self.table_of(id) {
                None => ("srv-who-lobby", 0),
                Some(t) if self.tables.get(&t).is_some_and(|t| t.game.is_some()) => {
                    ("srv-who-playing", t)
                }
                Some(t) => ("srv-who-waiting", t),
            };
            self.text(
                member,
                message,
                &[("name", name.as_str().into()), ("id", Arg::Int(table))],
                &mut lines,
            );
        }
        self.finish(member, lines);
    }

    fn list_tables(&mut self, member: MemberId) {
        let mut lines = Vec::new();
        if self.tables.is_empty() {
            self.text(member, "srv-tables-none", &[], &mut lines);
            return self.finish(member, lines);
        }
        let count = i64::try_from(self.tables.len()).unwrap_or(i64::MAX);
        self.text(
            member,
            "srv-tables-head",
            &[("count", Arg::Int(count))],
            &mut lines,
        );
        let ids: Vec<TableId> = self.tables.keys().copied().collect();
        for id in ids {
            let line = self.table_line(member, id);
            if let Some(online) = self.online.get(&member) {
                online.reader.text(&line, &mut lines);
            }
        }
        self.finish(member, lines);
    }

    /// One table in words: its game, match, cube, clock, players.
    fn table_line(&self, member: MemberId, id: TableId) -> String {
        let lang = self.lang_of(member);
        let words = &self.shared.words;
        let Some(table) = self.tables.get(&id) else {
            return String::new();
        };
        let config = &table.config;
        let game = words.tr(lang, &format!("game-name-{}", config.variant.name()), &[]);
        let format = self.format_words(lang, config);
        let rules = &config.match_rules;
        let cube =
            if !rules.cube || rules.format == Format::SingleGame || !config.variant.rules().cube {
                String::new()
            } else if rules.cube_cap < crate::rules::score::MatchRules::new(rules.format).cube_cap {
                words.tr(
                    lang,
                    "srv-cube-capped",
                    &[("cap", Arg::Int(i64::from(rules.cube_cap)))],
                )
            } else {
                words.tr(lang, "srv-cube-yes", &[])
            };
        let clock = if config.clock.is_some() {
            words.tr(lang, "srv-clock-yes", &[])
        } else {
            String::new()
        };
        let mut players = Vec::new();
        for side in Side::ALL {
            let seat = match table.seats[side] {
                Some(m) => {
                    let id = if side == Side::Green {
                        "srv-seat-green"
                    } else {
                        "srv-seat-black"
                    };
                    words.tr(lang, id, &[("name", self.name(m).as_str().into())])
                }
                None => {
                    let side_word = self.side_word(member, side);
                    words.tr(
                        lang,
                        "srv-seat-free",
                        &[("side", side_word.as_str().into())],
                    )
                }
            };
            players.push(seat);
        }
        let private = if table.private {
            format!(" {}", words.tr(lang, "srv-private", &[]))
        } else {
            String::new()
        };
        words.tr(
            lang,
            "srv-table-line",
            &[
                ("id", Arg::Int(id)),
                ("game", game.as_str().into()),
                ("format", format.as_str().into()),
                ("cube", cube.as_str().into()),
                ("clock", clock.as_str().into()),
                ("players", players.join(" ").as_str().into()),
                ("private", private.as_str().into()),
            ],
        )
    }

    fn format_words(&self, lang: Lang, config: &NewGame) -> String {
        let words = &self.shared.words;
        match config.match_rules.format {
            Format::SingleGame => words.tr(lang, "srv-format-single", &[]),
            Format::Money => words.tr(lang, "srv-format-money", &[]),
            Format::Match(points) if config.match_rules.games_won_only => words.tr(
                lang,
                "srv-format-games",
                &[("points", Arg::Int(i64::from(points)))],
            ),
            Format::Match(points) => words.tr(
                lang,
                "srv-format-match",
                &[("points", Arg::Int(i64::from(points)))],
            ),
        }
    }

    // The tables.

    async fn create(&mut self, member: MemberId, rest: &str) {
        if let Some(id) = self.table_of(member) {
            return self.answer(member, "srv-already-seated", &[("id", Arg::Int(id))]);
        }
        let words = &self.shared.words;
        let private = rest.split_whitespace().any(|w| words.is_private(w));
        let options: Vec<String> = rest
            .split_whitespace()
            .filter(|w| !words.is_private(w))
            .map(str::to_owned)
            .collect();
        let lang = self.lang_of(member);
        let config = match (self.read_table)(&options, lang) {
            Ok(config) => config,
            Err(why) => {
                return self.answer(member, "srv-create-bad", &[("why", why.as_str().into())]);
            }
        };
        let seed = match self.seed {
            Some(seed) => seed.wrapping_add(self.tables_made),
            None => rand::random(),
        };
        let new = NewTable {
            owner: member,
            options: rest.split_whitespace().collect::<Vec<_>>().join(" "),
            seed,
            private,
        };
        let store = &self.shared.store;
        let id = match store.create_table(&new).await {
            Ok(id) => id,
            Err(_) => return self.answer(member, "srv-store-failed", &[]),
        };
        if store.seat(id, 0, Some(member)).await.is_err() {
            let _ = store.close_table(id, TableEnd::Abandoned).await;
            return self.answer(member, "srv-store-failed", &[]);
        }
        self.tables_made += 1;
        let mut table = Table::new(id, member, new.options, seed, config);
        table.private = private;
        let game = self.shared.words.tr(
            lang,
            &format!("game-name-{}", table.config.variant.name()),
            &[],
        );
        let format = self.format_words(lang, &table.config);
        self.tables.insert(id, table);
        self.answer(
            member,
            "srv-created",
            &[
                ("id", Arg::Int(id)),
                ("game", game.as_str().into()),
                ("format", format.as_str().into()),
            ],
        );
    }

    async fn join(&mut self, member: MemberId, rest: &str) {
        if let Some(id) = self.table_of(member) {
            return self.answer(member, "srv-already-seated", &[("id", Arg::Int(id))]);
        }
        let Ok(id) = rest.trim().parse::<TableId>() else {
            return self.answer(member, "srv-table-number", &[]);
        };
        let Some(table) = self.tables.get(&id) else {
            return self.answer(member, "srv-no-table", &[("id", Arg::Int(id))]);
        };
        if table.is_full() {
            return self.answer(member, "srv-table-full", &[("id", Arg::Int(id))]);
        }
        if table.private && !table.invited.contains(&member) {
            return self.answer(member, "srv-table-private", &[("id", Arg::Int(id))]);
        }
        if self.shared.store.seat(id, 1, Some(member)).await.is_err() {
            return self.answer(member, "srv-store-failed", &[]);
        }
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.seats.black = Some(member);
        let events = table.start();
        let (green, black) = (table.seats.green, table.seats.black);
        let names = (
            green.map(|m| self.name(m)).unwrap_or_default(),
            self.name(member),
        );
        for (side, seated) in [(Side::Green, green), (Side::Black, black)] {
            let Some(player) = seated else { continue };
            let mut lines = Vec::new();
            if player != member {
                let name = self.name(member);
                self.text(
                    player,
                    "srv-joined",
                    &[("name", name.as_str().into()), ("id", Arg::Int(id))],
                    &mut lines,
                );
            }
            self.text(
                player,
                "srv-game-starts",
                &[
                    ("id", Arg::Int(id)),
                    ("green", names.0.as_str().into()),
                    ("black", names.1.as_str().into()),
                ],
                &mut lines,
            );
            let side_word = self.side_word(player, side);
            self.text(
                player,
                "srv-you-are",
                &[("side", side_word.as_str().into())],
                &mut lines,
            );
            lines.extend(self.render(player, id, &events, false));
            self.finish(player, lines);
        }
    }

    async fn invite(&mut self, member: MemberId, rest: &str) {
        let Some(id) = self.table_of(member) else {
            return self.answer(member, "srv-not-seated", &[]);
        };
        let name = rest.trim();
        let Some((&guest, _)) = self
            .online
            .iter()
            .find(|(_, o)| super::accounts::name_key(&o.name) == super::accounts::name_key(name))
        else {
            return self.answer(member, "srv-no-member", &[("name", name.into())]);
        };
        if guest == member {
            return self.answer(member, "srv-invite-self", &[]);
        }
        if self.shared.store.invite(id, guest).await.is_err() {
            return self.answer(member, "srv-store-failed", &[]);
        }
        if let Some(table) = self.tables.get_mut(&id)
            && !table.invited.contains(&guest)
        {
            table.invited.push(guest);
        }
        let host = self.name(member);
        let guest_lang = self.lang_of(guest);
        let game = self
            .tables
            .get(&id)
            .map(|t| {
                self.shared.words.tr(
                    guest_lang,
                    &format!("game-name-{}", t.config.variant.name()),
                    &[],
                )
            })
            .unwrap_or_default();
        self.notify(
            guest,
            "srv-invited",
            &[
                ("name", host.as_str().into()),
                ("id", Arg::Int(id)),
                ("game", game.as_str().into()),
            ],
        );
        let guest_name = self.name(guest);
        self.answer(
            member,
            "srv-invite-sent",
            &[("name", guest_name.as_str().into())],
        );
    }

    fn say(&mut self, member: MemberId, text: &str) {
        if text.is_empty() {
            let word = self
                .shared
                .words
                .tr(self.lang_of(member), "srv-word-say", &[]);
            return self.answer(
                member,
                "srv-nothing-said",
                &[("command", word.as_str().into())],
            );
        }
        let name = self.name(member);
        let table = self.table_of(member);
        let hearers: Vec<MemberId> = self
            .online
            .keys()
            .copied()
            .filter(|&m| m != member && self.table_of(m) == table)
            .collect();
        for hearer in hearers {
            self.notify(
                hearer,
                "srv-said",
                &[("name", name.as_str().into()), ("text", text.into())],
            );
        }
        let done = if table.is_some() {
            "srv-said-you"
        } else {
            "srv-said-lobby"
        };
        self.answer(member, done, &[]);
    }

    fn tell(&mut self, member: MemberId, rest: &str) {
        let (name, text) = rest
            .split_once(char::is_whitespace)
            .map_or((rest, ""), |(n, t)| (n, t.trim()));
        let Some((&hearer, _)) = self
            .online
            .iter()
            .find(|(_, o)| super::accounts::name_key(&o.name) == super::accounts::name_key(name))
        else {
            return self.answer(member, "srv-no-member", &[("name", name.into())]);
        };
        if text.is_empty() {
            let word = self
                .shared
                .words
                .tr(self.lang_of(member), "srv-word-tell", &[]);
            let example = format!("{word} {name}");
            return self.answer(
                member,
                "srv-nothing-said",
                &[("command", example.as_str().into())],
            );
        }
        let from = self.name(member);
        self.notify(
            hearer,
            "srv-told",
            &[("name", from.as_str().into()), ("text", text.into())],
        );
        let to = self.name(hearer);
        self.answer(member, "srv-tell-sent", &[("name", to.as_str().into())]);
    }

    /// `quitter la table`: a game in progress is lost for who leaves; the table closes.
    async fn leave(&mut self, member: MemberId) {
        let Some(id) = self.table_of(member) else {
            return self.answer(member, "srv-not-seated", &[]);
        };
        let Some(table) = self.tables.get(&id) else {
            return;
        };
        let playing = table.game.as_ref().is_some_and(|g| !g.is_over());
        let end = if playing {
            TableEnd::Abandoned
        } else {
            TableEnd::Finished
        };
        if self.shared.store.close_table(id, end).await.is_err() {
            return self.answer(member, "srv-store-failed", &[]);
        }
        let table = self.tables.remove(&id);
        let name = self.name(member);
        if let Some(table) = table
            && let Some(other) = table.side_of(member).and_then(|s| table.seats[!s])
        {
            let winner = self.name(other);
            let mut lines = Vec::new();
            let id_arg = [("name", name.as_str().into()), ("id", Arg::Int(id))];
            self.text(other, "srv-left", &id_arg, &mut lines);
            if playing {
                self.text(
                    other,
                    "srv-forfeit",
                    &[
                        ("name", name.as_str().into()),
                        ("winner", winner.as_str().into()),
                    ],
                    &mut lines,
                );
            }
            self.text(
                other,
                "srv-table-closed",
                &[("id", Arg::Int(id))],
                &mut lines,
            );
            self.away.remove(&other);
            self.finish(other, lines);
        }
        self.answer(member, "srv-left-you", &[("id", Arg::Int(id))]);
    }

    /// A line at `member`'s table: a setting of their own, a look, a refusal of what does
    /// not exist online, or an action — from the player who must act only, kept by the
    /// store before it is played.
    async fn at_table(&mut self, member: MemberId, id: TableId, line: &str) {
        let Some(game) = self.tables.get_mut(&id).and_then(|t| t.game.as_mut()) else {
            return self.answer(member, "srv-waiting-opponent", &[]);
        };
        let Some(online) = self.online.get_mut(&member) else {
            return;
        };
        let mut mine = online.reader.personal.over(game.settings());
        if let Some(events) = game.personal(line, &mut mine) {
            online.reader.personal.take(&mine);
            let mut lines = Vec::new();
            for event in &events {
                let setting = match event {
                    Event::SpeechSet { on } => Some(VoiceSetting::Speech(*on)),
                    Event::RateSet { percent } => Some(VoiceSetting::Rate(*percent)),
                    Event::PitchSet { percent } => Some(VoiceSetting::Pitch(*percent)),
                    Event::VolumeSet { percent } => Some(VoiceSetting::Volume(*percent)),
                    Event::LanguageSet { lang } => Some(VoiceSetting::Lang(*lang)),
                    _ => None,
                };
                if let Some(setting) = setting {
                    online.reader.voice(setting, &mut lines);
                }
            }
            // The keeping of settings in a file is the local game's; not said here.
            let events: Vec<Event> = events
                .into_iter()
                .filter(|e| !matches!(e, Event::Settings(crate::session::SettingsNote::KeepHint)))
                .collect();
            lines.extend(self.render(member, id, &events, false));
            return self.finish(member, lines);
        }
        if let Some(events) = game.look(line) {
            let lines = self.render(member, id, &events, false);
            return self.finish(member, lines);
        }
        if let Some(command_id) = game.command_of(line)
            && command(command_id).reach() == Reach::Local
        {
            let word = line
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned();
            return self.answer(
                member,
                "srv-not-online",
                &[("command", word.as_str().into())],
            );
        }
        self.act(member, id, line).await;
    }

    async fn act(&mut self, member: MemberId, id: TableId, line: &str) {
        let Some(table) = self.tables.get(&id) else {
            return;
        };
        let Some(game) = table.game.as_ref() else {
            return;
        };
        if let Some(side) = game.to_act()
            && table.seats[side] != Some(member)
        {
            let name = table.seats[side].map(|m| self.name(m)).unwrap_or_default();
            let side_word = self.side_word(member, side);
            return self.answer(
                member,
                "srv-not-your-turn",
                &[
                    ("name", name.as_str().into()),
                    ("side", side_word.as_str().into()),
                ],
            );
        }
        let now = Instant::now();
        let action = table.action(member, line, now);
        self.play(id, member, &action, now).await;
    }

    /// Keeps `action` in the store, then plays it and tells both players; a store that
    /// cannot keep it refuses it, and nothing changes.
    async fn play(
        &mut self,
        id: TableId,
        member: MemberId,
        action: &super::store::StoredAction,
        now: Instant,
    ) {
        if self.shared.store.append_action(id, action).await.is_err() {
            return self.answer(member, "srv-store-failed", &[]);
        }
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let mut events = table.apply(action, now);
        let over = table
            .game
            .as_ref()
            .is_some_and(crate::session::Session::is_over);
        if over {
            // What a keyboard may do after the match (play again, review it) is not for a
            // table that closes now.
            events.retain(|e| !matches!(e, Event::Match(MatchEvent::WhatNext)));
        }
        let seats = [table.seats.green, table.seats.black];
        self.tell_table(id, member, &events, seats, !over);
        if over {
            self.close(id, seats).await;
        }
    }

    /// Tells the players of table `id` the events of `actor`'s action: all to the actor,
    /// what concerns them to the other; with their prompts after, unless the table closes.
    fn tell_table(
        &mut self,
        id: TableId,
        actor: MemberId,
        events: &[Event],
        seats: [Option<MemberId>; 2],
        prompt: bool,
    ) {
        for player in seats.into_iter().flatten() {
            let lines = if player == actor {
                self.render(player, id, events, false)
            } else {
                let theirs: Vec<Event> = events
                    .iter()
                    .filter(|e| !for_the_actor_only(e))
                    .cloned()
                    .collect();
                if theirs.is_empty() {
                    continue;
                }
                self.render(player, id, &theirs, true)
            };
            if prompt {
                self.finish(player, lines);
            } else if let Some(online) = self.online.get(&player) {
                online.out.send(lines);
            }
        }
    }

    /// The game is over: the table closes, its record kept; its players are back in the
    /// lobby.
    async fn close(&mut self, id: TableId, seats: [Option<MemberId>; 2]) {
        // The record is complete already; a failure to mark it closed only means the table
        // would be taken up again, over, at the next start.
        let _ = self.shared.store.close_table(id, TableEnd::Finished).await;
        self.tables.remove(&id);
        for player in seats.into_iter().flatten() {
            self.away.remove(&player);
            self.answer(player, "srv-match-over", &[("id", Arg::Int(id))]);
        }
    }

    /// The clocks: warnings told to both players, and a fall played as an action.
    async fn clocks(&mut self) {
        let now = Instant::now();
        let ids: Vec<TableId> = self
            .tables
            .iter()
            .filter(|(_, t)| t.game.is_some())
            .map(|(&id, _)| id)
            .collect();
        for id in ids {
            let Some(table) = self.tables.get_mut(&id) else {
                continue;
            };
            let (warnings, fallen) = table.due(now);
            let seats = [table.seats.green, table.seats.black];
            for player in seats.into_iter().flatten() {
                if !warnings.is_empty() {
                    let lines = self.render(player, id, &warnings, false);
                    self.finish(player, lines);
                }
            }
            if let Some(action) = fallen {
                let member = action.member;
                self.play(id, member, &action, now).await;
            }
        }
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

    /// `Vert`, `Green`: a side in `member`'s words.
    fn side_word(&self, member: MemberId, side: Side) -> String {
        let id = match side {
            Side::Green => "game-side-green",
            Side::Black => "game-side-black",
        };
        self.shared.words.tr(self.lang_of(member), id, &[])
    }

    /// The table `member` sits at.
    fn table_of(&self, member: MemberId) -> Option<TableId> {
        self.tables
            .iter()
            .find(|(_, t)| t.side_of(member).is_some())
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
        let Some(id) = self.table_of(member) else {
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
