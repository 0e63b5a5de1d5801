//! The games a money session keeps in its record. A money session has no end, and every game
//! it kept made the automatic save longer, until a session of a few thousand games wrote a
//! save larger than `--reprendre` reads (issue 32). A player expects to find there the
//! running score, the game in progress and what was just played, not a whole evening's
//! games: so a money session keeps the game in progress and the last [`KEPT_GAMES`]
//! finished games, for `revoir`, `bilan` and `exporter`, resumed or not. An older game
//! leaves the record as a new one ends; the player is told once, when the first one leaves.
//!
//! What the save still needs of the games gone is kept as [`Dropped`]: how many there were,
//! so that the games kept go on with their own numbers and the score they started from, and
//! how many actions they held, so that the dice drawn are still explained by a record as
//! long as the one that drew them. A match keeps every game: it ends.

use super::Session;
use super::event::Event;
use super::matchplay::MatchEvent;

/// The finished games a money session keeps: enough to go back over the last hour's play,
/// and a few hundred kilobytes of save at most, far below what a save may weigh.
pub const KEPT_GAMES: u32 = 20;

/// The games that left a money session's record: how many, and how many actions they held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// The games gone, the first ones of the session: the first game kept is the next.
    pub games: u32,
    /// Their actions, all together.
    pub actions: u64,
}

impl Dropped {
    /// The records the games gone held, each game and each action one, as the save's check
    /// of the dice counts them.
    #[must_use]
    pub fn records(self) -> u64 {
        u64::from(self.games).saturating_add(self.actions)
    }
}

impl Session {
    /// After a money game's end: the finished games beyond the last [`KEPT_GAMES`] leave the
    /// record, counted in [`Dropped`]; the first time, the player is told. A review under way
    /// goes on looking at the same game, or ends if that game is gone.
    pub(super) fn keep_recent_games(&mut self, out: &mut Vec<Event>) {
        if !self.matchplay.state.rules().is_money() {
            return;
        }
        let finished = self
            .matchplay
            .history
            .iter()
            .filter(|g| g.end.is_some())
            .count();
        let gone = finished.saturating_sub(KEPT_GAMES as usize);
        if gone == 0 {
            return;
        }
        let first_time = self.matchplay.dropped.games == 0;
        for game in self.matchplay.history.drain(..gone) {
            let dropped = &mut self.matchplay.dropped;
            dropped.games = dropped.games.saturating_add(1);
            dropped.actions = dropped.actions.saturating_add(game.actions.len() as u64);
        }
        if let Some(replay) = &mut self.coaching.going_over
            && !replay.earlier
        {
            match replay.game.checked_sub(gone) {
                Some(game) => replay.game = game,
                None => self.coaching.going_over = None,
            }
        }
        if first_time {
            out.push(Event::Match(MatchEvent::OlderGamesDropped {
                kept: KEPT_GAMES,
            }));
        }
    }

    /// The games that left the record of this money session.
    #[must_use]
    pub fn dropped_games(&self) -> Dropped {
        self.matchplay.dropped
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::score::{Format, MatchRules};
    use crate::rules::{BySide, Variant};
    use crate::session::{NewGame, Player, Prompt, ReplayEvent, ReplayProblem};

    /// A money session of two players at the keyboard.
    fn money_session(seed: u64) -> Session {
        let mut session = Session::new(&NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(seed),
            speech: false,
            match_rules: MatchRules::new(Format::Money),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        session
    }

    /// Plays `games` more games through the session's own lines, every event kept: the
    /// first listed play at each turn, and, when `short`, a double refused at the first
    /// chance (a game of a few lines); otherwise to the end, no cube turned.
    fn play_games(session: &mut Session, games: u32, short: bool) -> Vec<Event> {
        let target = session.match_state().games() + games;
        let mut events = Vec::new();
        for _ in 0..100_000 {
            if session.match_state().games() >= target
                && !matches!(session.prompt(), Prompt::NextGame)
            {
                return events;
            }
            let lines: &[&str] = match session.prompt() {
                Prompt::Turn { .. } => &["1", ""],
                Prompt::BeforeRoll { .. } if short => &["doubler"],
                Prompt::Doubled { .. } => &["non"],
                _ => &[""],
            };
            for line in lines {
                events.extend(session.handle(line));
            }
        }
        panic!("the games never ended");
    }

    fn dropped_told(events: &[Event]) -> usize {
        events
            .iter()
            .filter(|e| matches!(e, Event::Match(MatchEvent::OlderGamesDropped { .. })))
            .count()
    }

    #[test]
    fn a_money_session_keeps_its_last_games_and_says_so_once_when_older_ones_leave() {
        let mut session = money_session(3);
        let events = play_games(&mut session, KEPT_GAMES, true);
        assert_eq!(dropped_told(&events), 0, "nothing left yet");
        assert_eq!(session.dropped_games(), Dropped::default());
        let events = play_games(&mut session, 15, true);
        assert_eq!(dropped_told(&events), 1, "told once, not at every game");
        assert_eq!(
            events.iter().find_map(|e| match e {
                Event::Match(MatchEvent::OlderGamesDropped { kept }) => Some(*kept),
                _ => None,
            }),
            Some(KEPT_GAMES)
        );
        let finished: Vec<u32> = session
            .history()
            .iter()
            .filter(|g| g.end.is_some())
            .map(|g| g.number)
            .collect();
        assert_eq!(finished, (16..=35).collect::<Vec<_>>(), "the last 20 games");
        assert_eq!(session.dropped_games().games, 15);
        // The score counts every game: 35 games of a refused double, a point each.
        let score = session.match_state().score();
        assert_eq!(score.green + score.black, 35);
        assert_eq!(session.match_state().games(), 35);
    }

    #[test]
    fn a_match_keeps_every_game() {
        let mut session = Session::new(&NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(3),
            speech: false,
            match_rules: MatchRules::new(Format::Match(99)),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        let events = play_games(&mut session, KEPT_GAMES + 5, true);
        assert_eq!(dropped_told(&events), 0);
        assert_eq!(session.history()[0].number, 1);
        assert_eq!(session.dropped_games(), Dropped::default());
    }

    #[test]
    fn a_long_money_session_resumes_with_the_same_score_and_the_same_next_dice() {
        let mut session = money_session(5);
        // A few whole games, then hundreds of short ones (a double refused), then whole
        // games again: the save holds the games kept, some 10 kB for a whole game, a few
        // hundred bytes for a short one; all 425 would make some 160 kB.
        play_games(&mut session, 3, false);
        play_games(&mut session, 420, true);
        play_games(&mut session, 2, false);
        session.handle("1");
        session.handle("");
        let text = crate::save::to_text(&session.snapshot().expect("a session at rest"));
        assert!(session.history().len() <= KEPT_GAMES as usize + 1);
        assert!(
            text.len() < 64 * 1024,
            "a save of {} bytes after 425 games",
            text.len()
        );
        let mut resumed = crate::save::from_text(&text).expect("the save reads back");
        resumed.resume_events();
        assert_eq!(resumed.match_state(), session.match_state());
        assert_eq!(resumed.match_state().games(), 425);
        assert_eq!(resumed.prompt(), session.prompt());
        assert_eq!(resumed.position(), session.position());
        assert_eq!(resumed.dropped_games(), session.dropped_games());
        // The same dice and the same answers, line after line, for two more games.
        for _ in 0..2000 {
            let lines: &[&str] = match session.prompt() {
                Prompt::Turn { .. } => &["1", ""],
                Prompt::Doubled { .. } => &["non"],
                _ => &[""],
            };
            for line in lines {
                assert_eq!(resumed.handle(line), session.handle(line), "{line:?}");
            }
        }
        assert_eq!(
            crate::save::to_text(&resumed.snapshot().expect("at rest")),
            crate::save::to_text(&session.snapshot().expect("at rest"))
        );
    }

    #[test]
    fn the_games_kept_stay_reviewable_by_their_numbers_after_a_resume() {
        let mut session = money_session(9);
        play_games(&mut session, KEPT_GAMES + 11, true);
        let text = crate::save::to_text(&session.snapshot().expect("a session at rest"));
        let mut resumed = crate::save::from_text(&text).expect("the save reads back");
        resumed.resume_events();
        let last = resumed.history().last().expect("a game").number;
        assert_eq!(last, KEPT_GAMES + 12, "the next game is open");
        let began = |events: &[Event]| {
            events.iter().find_map(|e| match e {
                Event::Replay(ReplayEvent::Began { game, .. }) => Some(*game),
                _ => None,
            })
        };
        // The game just played, by its number.
        let whole = KEPT_GAMES + 11;
        assert_eq!(
            began(&resumed.handle(&format!("revoir {whole}"))),
            Some(whole)
        );
        resumed.handle("fin");
        // The oldest kept, and one gone: told which games are kept.
        assert_eq!(began(&resumed.handle("revoir 12")), Some(12));
        resumed.handle("fin");
        let gone = resumed.handle("revoir 11");
        assert!(
            gone.iter().any(|e| matches!(
                e,
                Event::Error(crate::session::Problem::Replay(ReplayProblem::NoSuchGame {
                    first: 12,
                    count,
                    ..
                })) if *count == last
            )),
            "{gone:?}"
        );
        assert!(
            resumed
                .handle("bilan")
                .iter()
                .any(|e| matches!(e, Event::Review(_))),
            "bilan after the resume"
        );
    }

    /// `text` with `edit` made to its JSON, sealed anew (as someone editing it with care
    /// would) or not.
    fn edited(text: &str, sealed: bool, edit: impl FnOnce(&mut serde_json::Value)) -> String {
        let mut value: serde_json::Value = serde_json::from_str(text).expect("JSON");
        let object = value.as_object_mut().expect("an object");
        let checksum = object.remove("checksum").expect("a checksum");
        edit(&mut value);
        let body = serde_json::to_string_pretty(&value).expect("JSON");
        if sealed {
            crate::save::seal(&body)
        } else {
            let open = body.strip_suffix("\n}").expect("an object");
            format!("{open},\n  \"checksum\": {checksum}\n}}\n")
        }
    }

    #[test]
    fn a_save_that_left_games_out_is_refused_when_what_it_says_of_them_is_altered() {
        use crate::session::FileProblem;
        let mut session = money_session(4);
        play_games(&mut session, KEPT_GAMES + 15, true);
        let text = crate::save::to_text(&session.snapshot().expect("a session at rest"));
        let read = |text: &str| crate::save::from_text(text).map(|_| ());
        assert_eq!(
            read(&edited(&text, true, |_| ())),
            Ok(()),
            "the edit itself"
        );
        let games = |n: u64| move |v: &mut serde_json::Value| v["dropped"]["games"] = n.into();
        // Unsealed, any edit is told as such.
        assert_eq!(
            read(&edited(&text, false, games(14))),
            Err(FileProblem::Edited)
        );
        // Sealed: fewer or more games gone than the first kept follows, none at all, or
        // some in a save of version 2 (which never left games out).
        for edit in [
            Box::new(games(14)) as Box<dyn FnOnce(&mut serde_json::Value)>,
            Box::new(games(16)),
            Box::new(games(0)),
            Box::new(|v: &mut serde_json::Value| {
                v.as_object_mut().expect("an object").remove("dropped");
            }),
            Box::new(|v: &mut serde_json::Value| v["version"] = 2.into()),
            // Dice beyond what all the games, gone and kept, explain.
            Box::new(|v: &mut serde_json::Value| {
                v["dice"]["drawn"] = 1_000_000_000u64.into();
                v["dice"]["word"] = 1_000_000_000u64.into();
            }),
        ] {
            assert_eq!(read(&edited(&text, true, edit)), Err(FileProblem::Damaged));
        }
        // A match never leaves games out.
        let mut session = Session::new(&NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(4),
            match_rules: MatchRules::new(Format::Match(99)),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        play_games(&mut session, 2, true);
        let text = crate::save::to_text(&session.snapshot().expect("a match at rest"));
        let claimed = edited(&text, true, |v| {
            v["dropped"] = serde_json::json!({"games": 1, "actions": 3});
            v["games"][0]["number"] = 2.into();
            v["games"][1]["number"] = 3.into();
        });
        assert_eq!(read(&claimed), Err(FileProblem::Damaged));
    }
}
