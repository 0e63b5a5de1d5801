//! Resigning: a player's offer (`abandonner`, `abandonner gammon`), confirmed before it is
//! made, the computer's own offers when it cannot win, and the answers to both.

use crate::ai::cube_policy;
use crate::rules::ruleset::Scoring;
use crate::rules::score::GameEnd;
use crate::rules::{Side, Variant, WinKind};

use super::event::{Event, Player, Problem};
use super::handlers::Given;
use super::history::Action;
use super::matchplay::{MatchEvent, MatchProblem};
use super::{Phase, Session};

impl Session {
    /// `abandonner KIND`: asks the player to confirm resigning a single game (by default), a
    /// gammon or a backgammon (in Jacquet: double, triple, quadruple), with what it costs.
    pub(super) fn resign_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let rest = given.rest;
        let Some(side) = self.acting_side() else {
            let problem = self
                .game
                .phase_problem()
                .unwrap_or(Problem::Match(MatchProblem::CannotResign));
            out.push(Event::Error(problem));
            return;
        };
        let Some(kind) = resign_kind(rest, self.settings.variant) else {
            out.push(Event::Error(Problem::Match(MatchProblem::BadResignation)));
            return;
        };
        let points = self.matchplay.state.points(
            GameEnd::Resigned {
                winner: !side,
                kind,
            },
            self.matchplay.cube,
        );
        self.pending = super::Pending::Resign { kind };
        out.push(Event::Match(MatchEvent::ResignConfirm {
            side,
            kind,
            points,
        }));
    }

    /// The computer on roll, about to roll, gives up a game it cannot win to the human it
    /// plays: `true` when it offered, the human now to answer. It offers once a kind: after a
    /// refusal it plays on, and offers again only a worse result.
    pub(super) fn computer_resigns(&mut self, side: Side, out: &mut Vec<Event>) -> bool {
        if self.settings.players[side] != Player::Computer
            || self.settings.players[!side] != Player::Human
        {
            return false;
        }
        let Some(kind) = cube_policy::resignation(&self.game.position) else {
            return false;
        };
        let refused = self.matchplay.history.last().and_then(|game| {
            game.actions.iter().rev().find_map(|a| match a {
                Action::Resign { side: s, kind } if *s == side => Some(*kind),
                _ => None,
            })
        });
        if refused.is_some_and(|k| k.points() >= kind.points()) {
            return false;
        }
        self.announce_resignation(side, kind, out);
        self.wait(Phase::Resigning {
            by: side,
            kind,
            back: Box::new(Phase::ComputerToRoll),
        });
        true
    }

    /// `side` offers to resign `kind`: told with what it costs, and recorded.
    fn announce_resignation(&mut self, side: Side, kind: WinKind, out: &mut Vec<Event>) {
        let points = self.matchplay.state.points(
            GameEnd::Resigned {
                winner: !side,
                kind,
            },
            self.matchplay.cube,
        );
        out.push(Event::Match(MatchEvent::ResignOffered {
            side,
            kind,
            points,
        }));
        self.matchplay.record(Action::Resign { side, kind });
    }

    /// The resignation of `kind` the player confirmed: offered to the opponent, who accepts
    /// or refuses (the computer at once).
    pub(super) fn offer_resignation(&mut self, kind: WinKind, out: &mut Vec<Event>) {
        let Some(side) = self.acting_side() else {
            out.push(Event::Error(Problem::Match(MatchProblem::CannotResign)));
            return;
        };
        let winner = !side;
        self.announce_resignation(side, kind, out);
        match self.settings.players[winner] {
            Player::Human => {
                let back = std::mem::replace(&mut self.game.phase, Phase::NotStarted);
                self.wait(Phase::Resigning {
                    by: side,
                    kind,
                    back: Box::new(back),
                });
            }
            Player::Computer => {
                let accepted = cube_policy::accepts_resignation(&self.game.position, kind);
                self.matchplay.record(Action::ResignAnswer {
                    side: winner,
                    accepted,
                });
                if accepted {
                    self.end_game(GameEnd::Resigned { winner, kind }, out);
                } else {
                    out.push(Event::Match(MatchEvent::ResignRefused { side: winner }));
                }
            }
        }
    }
}

/// The resignation `text` names in `variant`, single when empty: the results its scoring
/// counts (single, gammon, backgammon; Jacquet's double, triple, quadruple; single alone in
/// the games that count one point a game).
fn resign_kind(text: &str, variant: Variant) -> Option<WinKind> {
    let word = super::commands::fold(text);
    let gammons = matches!(
        variant.rules().scoring,
        Scoring::Backgammon | Scoring::Reversed
    );
    let jacquet = variant.rules().scoring == Scoring::Jacquet;
    let kind = match word.as_str() {
        "" | "simple" | "single" | "1" => WinKind::Single,
        "gammon" | "2" if gammons => WinKind::Gammon,
        "backgammon" | "3" if gammons => WinKind::Backgammon,
        "double" | "2" if jacquet => WinKind::Double,
        "triple" | "3" if jacquet => WinKind::Triple,
        "quadruple" | "4" if jacquet => WinKind::Quadruple,
        _ => return None,
    };
    Some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resignation_names_a_result_of_the_game_played() {
        assert_eq!(resign_kind("", Variant::Backgammon), Some(WinKind::Single));
        assert_eq!(
            resign_kind("Gammon", Variant::Backgammon),
            Some(WinKind::Gammon)
        );
        assert_eq!(resign_kind("gammon", Variant::Jacquet), None);
        assert_eq!(
            resign_kind("triple", Variant::Jacquet),
            Some(WinKind::Triple)
        );
        assert_eq!(resign_kind("triple", Variant::Backgammon), None);
        assert_eq!(resign_kind("n'importe", Variant::Backgammon), None);
    }

    /// Green (a person) against the computer on roll as Black, who has lost the race: twelve
    /// off, three on its 12 point, and Green's last checker on its 1 point.
    fn computer_lost() -> (Session, Vec<Event>) {
        use crate::rules::{Setup, Side};
        use crate::session::{NewGame, ScriptedDice, Settings};
        let settings =
            Settings::from_config(&NewGame::new(crate::i18n::Lang::Fr, Variant::Backgammon));
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.green = [0; 26];
        setup.checkers.green[0] = 14;
        setup.checkers.green[1] = 1;
        setup.checkers.black = [0; 26];
        setup.checkers.black[0] = 12;
        setup.checkers.black[12] = 3;
        let position = crate::rules::Position::from_setup(setup).expect("legal");
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(&[2, 1, 3, 1, 4, 1])),
            position,
        );
        let events = session.start();
        (session, events)
    }

    fn offered(events: &[Event]) -> Option<WinKind> {
        events.iter().find_map(|e| match e {
            Event::Match(MatchEvent::ResignOffered { kind, .. }) => Some(*kind),
            _ => None,
        })
    }

    #[test]
    fn the_computer_resigns_a_game_it_cannot_win_and_the_player_may_accept() {
        let (mut session, events) = computer_lost();
        assert_eq!(offered(&events), Some(WinKind::Single), "{events:?}");
        let events = session.handle("oui");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Match(MatchEvent::ResignAccepted { points: 1, .. })
            )),
            "{events:?}"
        );
    }

    #[test]
    fn a_resignation_refused_is_not_offered_again_and_the_computer_plays_on() {
        let (mut session, _) = computer_lost();
        let events = session.handle("non");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Match(MatchEvent::ResignRefused { .. }))),
            "{events:?}"
        );
        assert_eq!(offered(&events), None);
        // The computer rolled and played: Green is on roll.
        assert_eq!(session.position().turn(), crate::rules::Side::Green);
    }
}
