//! Advice and warnings at a cube decision (issue 14, item 4): `conseil` before the roll says
//! whether to double, and when a double is offered whether to take, with the equity of each
//! action; the tutor holds back a cube action that loses more than its threshold, as it
//! holds back a play, and the same action typed again goes through.
//!
//! The numbers are [`cube_policy::cube_verdict`]'s, the computer's own cube decisions, so
//! that what `conseil` advises is what the computer would do, and `bilan` judges cube
//! actions with the same verdict.

use crate::rules::{Position, Side};

use super::event::Event;
use super::tutor::Tutor;
use super::{Phase, Player, Session};
use crate::ai::cube_policy::{self, CubeVerdict};

/// One of the four cube actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeAction {
    /// Rolling without doubling.
    NoDouble,
    Double,
    /// Taking, a beaver included.
    Take,
    Drop,
}

/// What the verdict advises to the side doubling, or, once a double is offered, to the side
/// answering it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeAdvice {
    /// Do not double: the game is not strong enough yet.
    NoDouble,
    /// Do not double: the game is too strong, played on for a gammon it is worth more than
    /// the drop.
    TooGood,
    /// Double, and the opponent should take.
    DoubleTake,
    /// Double, and the opponent should drop.
    DoublePass,
    /// Take the double offered.
    Take,
    /// Drop the double offered.
    Drop,
}

impl CubeAdvice {
    /// The advice to the side on roll, before its roll.
    #[must_use]
    pub fn to_doubler(verdict: &CubeVerdict) -> CubeAdvice {
        match (verdict.should_double(), verdict.should_take()) {
            (true, true) => CubeAdvice::DoubleTake,
            (true, false) => CubeAdvice::DoublePass,
            (false, false) if verdict.no_double > verdict.double_pass => CubeAdvice::TooGood,
            (false, _) => CubeAdvice::NoDouble,
        }
    }

    /// The advice to the side a double is offered to.
    #[must_use]
    pub fn to_taker(verdict: &CubeVerdict) -> CubeAdvice {
        if verdict.should_take() {
            CubeAdvice::Take
        } else {
            CubeAdvice::Drop
        }
    }
}

impl CubeAction {
    /// What taking this action loses against the best one, in thousandths, by `verdict`.
    #[must_use]
    pub fn loss(self, verdict: &CubeVerdict) -> i32 {
        match self {
            CubeAction::NoDouble => verdict.double_loss(false),
            CubeAction::Double => verdict.double_loss(true),
            CubeAction::Take => verdict.take_loss(true),
            CubeAction::Drop => verdict.take_loss(false),
        }
    }

    /// The better action of the same decision: the other one.
    #[must_use]
    pub fn other(self) -> CubeAction {
        match self {
            CubeAction::NoDouble => CubeAction::Double,
            CubeAction::Double => CubeAction::NoDouble,
            CubeAction::Take => CubeAction::Drop,
            CubeAction::Drop => CubeAction::Take,
        }
    }
}

/// The cube action the tutor last held back, made if typed again at the same point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeWarned {
    pub position: Position,
    pub action: CubeAction,
}

impl Session {
    /// The verdict on the cube decision now: before a human's roll, or on a double offered
    /// to a human; `None` at any other moment.
    fn cube_moment(&self) -> Option<(Side, bool, CubeVerdict)> {
        let (side, answering) = match self.game.phase {
            Phase::BeforeRoll => (self.cube_side(), false),
            Phase::Doubled { by } => (!by, true),
            _ => return None,
        };
        let verdict = cube_policy::cube_verdict(
            &self.cube_position(),
            &self.matchplay.state,
            self.matchplay.cube,
        );
        Some((side, answering, verdict))
    }

    /// `conseil` at a cube decision: the advice and the equity of each action; `None` when
    /// no cube decision waits.
    pub(super) fn cube_hint(&self) -> Option<Event> {
        let (side, answering, verdict) = self.cube_moment()?;
        let advice = if answering {
            CubeAdvice::to_taker(&verdict)
        } else {
            CubeAdvice::to_doubler(&verdict)
        };
        Some(Event::CubeHint {
            side,
            advice,
            verdict,
            answering,
        })
    }

    /// Whether the tutor holds back `action`, about to be made by a human at a cube
    /// decision: it loses more than the threshold and was not held back already. Nothing
    /// changes; the warning is told, and the same action typed again is made.
    pub(super) fn tutor_holds_cube(&mut self, action: CubeAction, out: &mut Vec<Event>) -> bool {
        let Tutor::On(threshold) = self.settings.tutor else {
            return false;
        };
        let Some((side, _, verdict)) = self.cube_moment() else {
            return false;
        };
        let warned = CubeWarned {
            position: self.game.position,
            action,
        };
        if self.settings.players[side] != Player::Human || self.coaching.cube_warned == Some(warned)
        {
            return false;
        }
        let loss = action.loss(&verdict);
        if loss <= i32::from(threshold.thousandths()) {
            return false;
        }
        self.coaching.cube_warned = Some(warned);
        out.push(Event::TutorCubeWarning {
            side,
            action,
            better: action.other(),
            loss,
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::score::{Format, MatchRules};
    use crate::rules::{Setup, Variant};
    use crate::session::tutor::Threshold;
    use crate::session::{NewGame, ScriptedDice, Settings};

    /// A money session, Green the human, Black the computer on roll in a bear-off it wins
    /// unless it rolls 2-1: Black doubles at once and Green should pass.
    fn doubled_by_the_computer(tutor: Tutor) -> (Session, Vec<Event>) {
        let mut settings = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon));
        settings.tutor = tutor;
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.black = [0; 26];
        setup.checkers.black[0] = 14;
        setup.checkers.black[4] = 1;
        setup.checkers.green = [0; 26];
        setup.checkers.green[0] = 13;
        setup.checkers.green[1] = 2;
        let position = Position::from_setup(setup).expect("legal");
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(&[6, 5, 6, 5])),
            position,
        );
        session.set_match_rules(MatchRules::new(Format::Money));
        let events = session.start();
        (session, events)
    }

    #[test]
    fn bilan_judges_the_computer_s_double_by_the_verdict_it_doubled_by() {
        let (mut session, _) = doubled_by_the_computer(Tutor::Off);
        session.handle("refuser");
        let searches = session.coaching.judgements.searches();
        let events = session.handle("bilan");
        assert_eq!(
            session.coaching.judgements.searches(),
            searches,
            "the double's verdict was kept when the computer doubled"
        );
        let fresh = super::super::review::review(
            &session.matchplay.history,
            session.matchplay.state.rules(),
            None,
            &mut super::super::review::Judgements::default(),
        );
        assert_eq!(fresh.sides.black.cube_decisions, 1);
        assert_eq!(events.first(), Some(&Event::Review(fresh)));
    }

    #[test]
    fn asked_for_advice_on_a_double_too_strong_to_take_the_hint_is_to_pass() {
        let (mut session, events) = doubled_by_the_computer(Tutor::Off);
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Match(super::super::MatchEvent::DoubleOffered { .. })
            )),
            "{events:?}"
        );
        let hint = session.handle("conseil");
        let Some(Event::CubeHint {
            side,
            advice,
            verdict,
            answering,
        }) = hint.first()
        else {
            panic!("{hint:?}");
        };
        assert_eq!(
            (*side, *advice, *answering),
            (Side::Green, CubeAdvice::Drop, true)
        );
        assert!(verdict.double_take > verdict.double_pass);
    }

    #[test]
    fn the_tutor_holds_back_a_costly_take_and_lets_it_through_when_typed_again() {
        let (mut session, _) = doubled_by_the_computer(Tutor::On(Threshold::DEFAULT));
        let (revision, saved) = (session.revision(), session.snapshot());
        let events = session.handle("accepter");
        assert!(
            matches!(
                events.first(),
                Some(Event::TutorCubeWarning {
                    side: Side::Green,
                    action: CubeAction::Take,
                    better: CubeAction::Drop,
                    ..
                })
            ),
            "{events:?}"
        );
        // Held back: nothing changed, nothing to save.
        assert_eq!(session.revision(), revision);
        assert_eq!(session.snapshot(), saved);
        let events = session.handle("accepter");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Match(super::super::MatchEvent::DoubleTaken { .. })
            )),
            "{events:?}"
        );
    }

    #[test]
    fn the_right_cube_answer_passes_the_tutor_without_a_word() {
        let (mut session, _) = doubled_by_the_computer(Tutor::On(Threshold::DEFAULT));
        let events = session.handle("refuser");
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::TutorCubeWarning { .. })),
            "{events:?}"
        );
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Match(super::super::MatchEvent::DoubleDropped { .. })
        )));
    }

    fn verdict(no_double: i32, double_take: i32, double_pass: i32) -> CubeVerdict {
        CubeVerdict {
            no_double,
            double_take,
            double_pass,
        }
    }

    #[test]
    fn a_position_worth_more_played_on_than_the_drop_is_too_good_to_double() {
        assert_eq!(
            CubeAdvice::to_doubler(&verdict(1200, 1900, 1000)),
            CubeAdvice::TooGood
        );
        assert_eq!(
            CubeAdvice::to_doubler(&verdict(900, 1400, 1000)),
            CubeAdvice::DoublePass
        );
        assert_eq!(
            CubeAdvice::to_doubler(&verdict(500, 700, 1000)),
            CubeAdvice::DoubleTake
        );
        assert_eq!(
            CubeAdvice::to_doubler(&verdict(300, 200, 1000)),
            CubeAdvice::NoDouble
        );
    }

    #[test]
    fn the_taker_takes_what_costs_less_than_the_drop() {
        assert_eq!(
            CubeAdvice::to_taker(&verdict(500, 700, 1000)),
            CubeAdvice::Take
        );
        assert_eq!(
            CubeAdvice::to_taker(&verdict(900, 1400, 1000)),
            CubeAdvice::Drop
        );
    }

    #[test]
    fn each_action_loses_against_the_other_of_its_decision() {
        let v = verdict(500, 700, 1000);
        assert_eq!(CubeAction::NoDouble.loss(&v), 200);
        assert_eq!(CubeAction::Double.loss(&v), 0);
        assert_eq!(CubeAction::Take.loss(&v), 0);
        assert_eq!(CubeAction::Drop.loss(&v), 300);
    }
}
