//! The match finished before this one, kept until the player quits. One Entrée at "Match
//! fini" starts a new match; a player who then asks for the review of what was just played
//! must not find it gone, and a blind player cannot glance back at a board. So the finished
//! match stays at hand: `bilan précédent`, `revoir précédent` (and `revoir précédent 2`)
//! and `exporter précédent FICHIER` reach it, while the plain commands are the new match's.
//! Only the last finished match is kept, and it is never saved: it lives as long as the
//! session.

use crate::rules::score::MatchRules;

use super::event::Event;
use super::history::GameRecord;
use super::matchplay::MatchEvent;
use super::replay::ReplayProblem;
use super::{CommandId, Session};

/// A finished match: its games and its rules.
pub(super) struct Earlier {
    pub(super) history: Vec<GameRecord>,
    pub(super) rules: MatchRules,
}

impl super::matchplay::MatchPlay {
    /// The games of the match looked at: the earlier one, or this one. Empty when there is
    /// no earlier match.
    pub(super) fn games(&self, earlier: bool) -> &[GameRecord] {
        match &self.earlier {
            Some(e) if earlier => &e.history,
            _ if earlier => &[],
            _ => &self.history,
        }
    }
}

impl Session {
    /// Keeps the match just finished, when a play was made in it, before a new match takes
    /// its place; says so, with the words that reach it.
    pub(super) fn keep_earlier(&mut self, history: Vec<GameRecord>, out: &mut Vec<Event>) {
        if history.iter().all(|g| g.actions.is_empty()) {
            return;
        }
        self.matchplay.earlier = Some(Earlier {
            history,
            rules: *self.matchplay.state.rules(),
        });
        out.push(Event::Match(MatchEvent::EarlierKept));
    }

    /// What follows the word `précédent` (`previous`) at the start of `rest`, when it is
    /// there: the command asks for the earlier match.
    pub(super) fn after_earlier_word<'a>(&self, rest: &'a str) -> Option<&'a str> {
        let word = super::input::first_word(rest);
        (!word.is_empty() && self.lexicon.command(word) == Some(CommandId::Previous))
            .then(|| rest[word.len()..].trim_start())
    }

    /// The games and the rules of the match to export: the earlier one, or this one.
    #[must_use]
    pub fn exported(&self, earlier: bool) -> (&[GameRecord], &MatchRules) {
        match &self.matchplay.earlier {
            Some(e) if earlier => (&e.history, &e.rules),
            _ => (&self.matchplay.history, self.matchplay.state.rules()),
        }
    }

    /// Whether a finished match is kept behind this one.
    #[must_use]
    pub fn has_earlier(&self) -> bool {
        self.matchplay.earlier.is_some()
    }

    /// `précédent` where no match finished before this one.
    pub(super) fn no_earlier(out: &mut Vec<Event>) {
        out.push(ReplayProblem::NoEarlierMatch.into());
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{BySide, Variant};
    use crate::session::{Event, MatchEvent, NewGame, Player, Problem, ReplayEvent, Session};
    use crate::session::{FileKind, ReplayProblem};

    /// A 1-point match of a player against the computer, played to its end by taking the
    /// first play each turn and refusing every double.
    fn finished_match() -> Session {
        let mut session = Session::new(&NewGame {
            players: BySide {
                green: Player::Human,
                black: Player::Computer,
            },
            seed: Some(7),
            speech: false,
            match_rules: crate::rules::score::MatchRules::new(crate::rules::score::Format::Match(
                1,
            )),
            ..NewGame::new(crate::i18n::Lang::Fr, Variant::Backgammon)
        });
        session.start();
        for _ in 0..2000 {
            if session.is_over() {
                return session;
            }
            session.handle("1");
            session.handle("non");
            session.handle("");
        }
        panic!("the match never ended");
    }

    fn review_of(events: &[Event]) -> Option<&crate::session::review::Review> {
        events.iter().find_map(|e| match e {
            Event::Review(r) => Some(r),
            _ => None,
        })
    }

    #[test]
    fn a_new_match_keeps_the_finished_one_and_says_how_to_reach_it() {
        let mut session = finished_match();
        let finished = session.history().to_vec();
        let events = session.handle("");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Match(MatchEvent::EarlierKept))),
            "{events:?}"
        );
        assert!(session.has_earlier());
        assert_eq!(session.exported(true).0, finished.as_slice());
        assert_ne!(session.history(), finished.as_slice());
    }

    #[test]
    fn bilan_precedent_reviews_the_finished_match_and_bilan_the_new_one() {
        let mut session = finished_match();
        let before = session.handle("bilan");
        session.handle("");
        let earlier = session.handle("bilan précédent");
        assert_eq!(review_of(&earlier), review_of(&before));
        assert!(review_of(&before).is_some());
        let now = session.handle("bilan");
        assert_ne!(review_of(&now), review_of(&before));
    }

    #[test]
    fn revoir_precedent_goes_over_the_finished_match_while_the_new_one_waits() {
        let mut session = finished_match();
        let last = session.history().len();
        session.handle("");
        let position = session.position();
        let prompt = session.prompt();
        let events = session.handle("revoir précédent");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Replay(ReplayEvent::Began { game, over: true, .. }) if *game as usize == last
            )),
            "{events:?}"
        );
        session.handle("suivant");
        session.handle("fin");
        assert!(!session.is_reviewing());
        assert_eq!(session.position(), position);
        assert_eq!(session.prompt(), prompt);
        let first = session.handle("revoir précédent 1");
        assert!(
            first
                .iter()
                .any(|e| matches!(e, Event::Replay(ReplayEvent::Began { game: 1, .. }))),
            "{first:?}"
        );
    }

    #[test]
    fn exporter_precedent_asks_to_write_the_finished_match() {
        let mut session = finished_match();
        session.handle("");
        let events = session.handle("exporter précédent fini.mat");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Match(MatchEvent::WriteFile { kind: FileKind::Mat, path, earlier: true })
                    if path == "fini.mat"
            )),
            "{events:?}"
        );
        let plain = session.handle("exporter nouveau.mat");
        assert!(
            plain.iter().any(|e| matches!(
                e,
                Event::Match(MatchEvent::WriteFile { earlier: false, .. })
            )),
            "{plain:?}"
        );
    }

    #[test]
    fn precedent_before_any_finished_match_says_there_is_none() {
        let mut session = finished_match();
        for line in [
            "bilan précédent",
            "revoir précédent",
            "exporter précédent x.mat",
        ] {
            let events = session.handle(line);
            assert!(
                events.iter().any(|e| matches!(
                    e,
                    Event::Error(Problem::Replay(ReplayProblem::NoEarlierMatch))
                )),
                "{line}: {events:?}"
            );
        }
    }
}
