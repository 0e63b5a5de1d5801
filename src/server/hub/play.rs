//! A table's game: a line of a seated player (a setting of their own, a look, an action of
//! the player who must act), the action kept (`commits`) then played and told, the clock,
//! the end.

use std::time::Instant;

use crate::i18n::Arg;
use crate::net::VoiceSetting;
use crate::session::commands::command;
use crate::session::{CommandId, Event, MatchEvent, Reach};

use super::Hub;
use crate::server::store::{MemberId, StoredAction, TableEnd, TableId};
use crate::server::table::for_the_actor_only;

impl Hub {
    /// A line at `member`'s table: a setting of their own, a look, a refusal of what does
    /// not exist online, or an action — from the player who must act only, committed by
    /// the store before it is played (`commits`). At a teaching table, `conseil` is a look
    /// and the tutor an action; at a rated one both are refused, and the refusal says why.
    pub(super) async fn at_table(&mut self, member: MemberId, id: TableId, line: &str) {
        if self.tables.get(&id).is_some_and(|t| t.game.is_none()) {
            return self.answer(member, "srv-waiting-opponent", &[]);
        }
        if self.personal_line(member, id, line) {
            return;
        }
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let teaching = table.teaching;
        let Some(game) = table.game.as_mut() else {
            return;
        };
        let also: &[CommandId] = if teaching { &[CommandId::Hint] } else { &[] };
        if let Some(events) = game.look_also(line, also) {
            let lines = self.render(member, id, &events, false);
            return self.finish(member, lines);
        }
        let word = line
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned();
        match game.command_of(line) {
            Some(CommandId::Hint | CommandId::Tutor) if !teaching => {
                return self.answer(
                    member,
                    "srv-rated-no-advice",
                    &[("command", word.as_str().into())],
                );
            }
            Some(CommandId::Tutor) => {}
            Some(command_id) if command(command_id).reach() == Reach::Local => {
                return self.answer(
                    member,
                    "srv-not-online",
                    &[("command", word.as_str().into())],
                );
            }
            _ => {}
        }
        self.act(member, id, line);
    }

    /// A setting that is `member`'s own (`notation`, `verbosité`, `parole`…), at table `id`:
    /// `true` when `line` was one, answered.
    pub(super) fn personal_line(&mut self, member: MemberId, id: TableId, line: &str) -> bool {
        let Some(game) = self.tables.get_mut(&id).and_then(|t| t.game.as_mut()) else {
            return false;
        };
        let Some(online) = self.online.get_mut(&member) else {
            return false;
        };
        let mut mine = online.reader.personal.over(game.settings());
        let Some(events) = game.personal(line, &mut mine) else {
            return false;
        };
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
        self.finish(member, lines);
        true
    }

    fn act(&mut self, member: MemberId, id: TableId, line: &str) {
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
        let action = table.action(member, line, now, super::correspondence::now_ms());
        self.commit(id, member, action, now);
    }

    /// Plays `action`, committed by the store, and tells both players and the watchers.
    pub(super) async fn play(
        &mut self,
        id: TableId,
        member: MemberId,
        action: &StoredAction,
        now: Instant,
    ) {
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
        let audience = table.audience();
        self.tell_table(id, member, &events, &audience, !over);
        if over {
            self.close(id, &audience).await;
        }
    }

    /// Tells everyone at table `id` the events of `actor`'s action: all to the actor, what
    /// concerns them to the other player and the watchers; with their prompts after, unless
    /// the table closes.
    fn tell_table(
        &mut self,
        id: TableId,
        actor: MemberId,
        events: &[Event],
        audience: &[MemberId],
        prompt: bool,
    ) {
        let by_post = self
            .tables
            .get(&id)
            .is_some_and(|t| t.correspondence.is_some());
        for &player in audience {
            if by_post && player != actor && self.opened.get(&player) != Some(&id) {
                // Away from this correspondence game: one line when it is their turn.
                self.nudge(player, id, actor);
                continue;
            }
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
    async fn close(&mut self, id: TableId, audience: &[MemberId]) {
        // The record is complete already; a failure to mark it closed only means the table
        // would be taken up again, over, at the next start.
        let _ = self.shared.store.close_table(id, TableEnd::Finished).await;
        if let Some(result) = self.tables.remove(&id).and_then(|t| t.result(None)) {
            self.record(result, audience).await;
        }
        self.opened.retain(|_, &mut t| t != id);
        for &player in audience {
            self.away.remove(&player);
            self.answer(player, "srv-match-over", &[("id", Arg::Int(id))]);
        }
    }

    /// The clocks: warnings told to both players, and a fall played as an action. A table
    /// whose action is being committed is looked at once it is played.
    pub(super) async fn clocks(&mut self) {
        self.deadlines().await;
        let now = Instant::now();
        let ids: Vec<TableId> = self
            .tables
            .iter()
            .filter(|(id, t)| t.game.is_some() && !self.committing.contains_key(id))
            .map(|(&id, _)| id)
            .collect();
        for id in ids {
            let Some(table) = self.tables.get_mut(&id) else {
                continue;
            };
            let (warnings, fallen) = table.due(now, super::correspondence::now_ms());
            for player in table.audience() {
                if !warnings.is_empty() {
                    let lines = self.render(player, id, &warnings, false);
                    self.finish(player, lines);
                }
            }
            if let Some(action) = fallen {
                self.commit(id, action.member, action, now);
            }
        }
    }
}
