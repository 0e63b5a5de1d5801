//! The lobby: who is here, the tables open, creating, joining and leaving one, inviting,
//! and what members say to each other.

use crate::i18n::{Arg, Lang};
use crate::rules::Side;
use crate::rules::score::Format;
use crate::session::NewGame;

use super::Hub;
use crate::server::store::{MemberId, NewTable, TableEnd, TableId};
use crate::server::table::Table;

impl Hub {
    pub(super) fn who(&mut self, member: MemberId) {
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
                None if self.watched_by(id).is_some() => {
                    ("srv-who-watching", self.watched_by(id).unwrap_or_default())
                }
                None => ("srv-who-lobby", 0),
                Some(t) if self.tables.get(&t).is_some_and(|t| t.game.is_some()) => {
                    ("srv-who-playing", t)
                }
                Some(t) => ("srv-who-waiting", t),
            };
            let rating = self
                .ratings
                .get(&id)
                .map(|r| {
                    super::results::decimal(self.shared.words.loc(self.lang_of(member)), r.rating)
                })
                .unwrap_or_default();
            self.text(
                member,
                message,
                &[
                    ("name", name.as_str().into()),
                    ("id", Arg::Int(table)),
                    ("rating", rating.as_str().into()),
                ],
                &mut lines,
            );
        }
        self.finish(member, lines);
    }

    pub(super) fn list_tables(&mut self, member: MemberId) {
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
        let mut clock = if config.clock.is_some() {
            words.tr(lang, "srv-clock-yes", &[])
        } else {
            String::new()
        };
        if table.teaching {
            clock.push_str(&words.tr(lang, "srv-teaching", &[]));
        }
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

    pub(super) async fn create(&mut self, member: MemberId, rest: &str) {
        if let Some(id) = self.table_of(member) {
            return self.answer(member, "srv-already-seated", &[("id", Arg::Int(id))]);
        }
        self.stop_watching(member);
        let table_words = self.shared.words.table_words(rest);
        let (private, teaching) = (table_words.private, table_words.teaching);
        let correspondence = match table_words.correspondence {
            Some(None) => return self.answer(member, "srv-corr-days-bad", &[]),
            Some(Some(days)) => Some(days),
            None => None,
        };
        let options = table_words.game;
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
        table.teaching = teaching;
        table.correspondence = correspondence;
        if correspondence.is_some() {
            self.opened.insert(member, id);
        }
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

    pub(super) async fn join(&mut self, member: MemberId, rest: &str) {
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
        self.stop_watching(member);
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        table.seats.black = Some(member);
        let events = table.start();
        table.began(super::correspondence::now_ms());
        if table.correspondence.is_some() {
            self.opened.insert(member, id);
        }
        let (green, black) = (table.seats.green, table.seats.black);
        let watchers = table.watchers.clone();
        let names = (
            green.map(|m| self.name(m)).unwrap_or_default(),
            self.name(member),
        );
        for watcher in watchers {
            let mut lines = Vec::new();
            self.text(
                watcher,
                "srv-game-starts",
                &[
                    ("id", Arg::Int(id)),
                    ("green", names.0.as_str().into()),
                    ("black", names.1.as_str().into()),
                ],
                &mut lines,
            );
            lines.extend(self.render(watcher, id, &events, true));
            self.finish(watcher, lines);
        }
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

    pub(super) async fn invite(&mut self, member: MemberId, rest: &str) {
        let Some(id) = self.table_of(member) else {
            return self.answer(member, "srv-not-seated", &[]);
        };
        let name = rest.trim();
        let Some((&guest, _)) = self.online.iter().find(|(_, o)| {
            crate::server::accounts::name_key(&o.name) == crate::server::accounts::name_key(name)
        }) else {
            let name = self.quote(member, name);
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

    pub(super) fn say(&mut self, member: MemberId, text: &str) {
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
        let seated = self.table_of(member);
        let watched = self.watched_by(member);
        // At a table: its players and watchers; a watcher while the players asked for quiet:
        // the other watchers only; in the lobby: those in the lobby.
        let (hearers, done): (Vec<MemberId>, &str) = match (seated, watched) {
            (Some(id), _) | (None, Some(id)) => {
                let Some(table) = self.tables.get(&id) else {
                    return;
                };
                if seated.is_none() && table.quiet {
                    (table.watchers.clone(), "srv-said-watchers")
                } else {
                    (table.audience(), "srv-said-you")
                }
            }
            (None, None) => (
                self.online
                    .keys()
                    .copied()
                    .filter(|&m| self.table_of(m).is_none() && self.watched_by(m).is_none())
                    .collect(),
                "srv-said-lobby",
            ),
        };
        for hearer in hearers.into_iter().filter(|&h| h != member) {
            self.notify(
                hearer,
                "srv-said",
                &[("name", name.as_str().into()), ("text", text.into())],
            );
        }
        self.answer(member, done, &[]);
    }

    pub(super) fn tell(&mut self, member: MemberId, rest: &str) {
        let (name, text) = rest
            .split_once(char::is_whitespace)
            .map_or((rest, ""), |(n, t)| (n, t.trim()));
        let Some((&hearer, _)) = self.online.iter().find(|(_, o)| {
            crate::server::accounts::name_key(&o.name) == crate::server::accounts::name_key(name)
        }) else {
            let name = self.quote(member, name);
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
    pub(super) async fn leave(&mut self, member: MemberId) {
        if let Some(id) = self.stop_watching(member) {
            return self.answer(member, "srv-left-watch", &[("id", Arg::Int(id))]);
        }
        let Some(id) = self.table_of(member) else {
            return self.answer(member, "srv-not-seated", &[]);
        };
        if self.opened.remove(&member).is_some() {
            // A correspondence game goes on without anyone at its table.
            return self.answer(member, "srv-corr-left", &[("id", Arg::Int(id))]);
        }
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
        if playing && let Some(result) = table.as_ref().and_then(|t| t.result(Some(member))) {
            let audience = table.as_ref().map(|t| t.audience()).unwrap_or_default();
            self.record(result, &audience).await;
        }
        let name = self.name(member);
        if let Some(table) = &table
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
        if let Some(table) = &table {
            for &watcher in &table.watchers {
                self.notify(watcher, "srv-table-closed", &[("id", Arg::Int(id))]);
            }
        }
        self.answer(member, "srv-left-you", &[("id", Arg::Int(id))]);
    }
}
