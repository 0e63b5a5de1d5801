//! Trying a play again during a review (`revoir`): a play typed at a play of the record is
//! judged against the play made there and the best, and the review stays where it was.

use crate::rules::{MoveError, Turn};

use super::event::Problem;
use super::replay::{ReplayEvent, ReplayProblem, play_at};
use super::{Event, Session};

impl Session {
    /// A play typed at a play of the game: read as in a game (either notation, the
    /// current one first), made on the position of that play, and judged against the one
    /// made and the best.
    pub(super) fn retry(&mut self, text: &str, out: &mut Vec<Event>) {
        let Some((replay, record)) = self.replay_at() else {
            return;
        };
        let Some((side, dice, before, made)) = play_at(record, replay.at) else {
            out.push(ReplayProblem::NoPlayHere.into());
            return;
        };
        // The opponent's next roll, where the mover knew it: judged as `bilan` judges.
        let known = super::review::known_next(record, replay.at, self.replay_waiting());
        // A pass: the roll left nothing to choose.
        let made_after = before.after_steps(&made).filter(|_| !made.is_empty());
        let Some(made_after) = made_after else {
            out.push(ReplayProblem::NoChoice.into());
            return;
        };
        let variant = before.variant();
        let Some(segments) = self.typed_segments(text, variant, side, out) else {
            return;
        };
        let mut turn = Turn::new(before, dice);
        let illegal = |error: MoveError| {
            Event::Error(Problem::Illegal {
                side,
                variant,
                error,
            })
        };
        let tried = match turn.play_as_written(&segments) {
            Ok(steps) => steps,
            Err(error) => {
                out.push(illegal(error));
                return;
            }
        };
        if !turn.is_complete() {
            out.push(Event::Error(Problem::Incomplete {
                left: turn.dice_left(),
            }));
            return;
        }
        let Some(after) = turn.finish().map(|p| p.after) else {
            out.push(illegal(MoveError::NoDiceLeft));
            return;
        };
        let judged = (
            self.coaching.judgements.judge(&before, dice, known, &after),
            self.coaching
                .judgements
                .judge(&before, dice, known, &made_after),
        );
        let (Some(tried_judged), Some(made_judged)) = judged else {
            out.push(ReplayProblem::NoChoice.into());
            return;
        };
        out.push(Event::Replay(ReplayEvent::Retried {
            side,
            before,
            tried,
            tried_loss: tried_judged.loss(),
            made_loss: made_judged.loss(),
            same: after == made_after,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::gnubg_play;
    use crate::rules::{Dice, Side};
    use crate::rules::{Play, Position, Step};
    use crate::session::history::Action;
    use crate::session::replay::tests::{after_a_blunder, refused, replay_events};
    use crate::session::review;

    /// The text of `play` from `before` in the standard notation.
    fn typed(before: &Position, steps: &[Step]) -> String {
        let play = Play::from_steps(steps).expect("a play");
        gnubg_play::format_for(&play, before.variant())
    }

    #[test]
    fn a_retry_is_told_against_the_play_made_and_the_best() {
        let mut session = after_a_blunder();
        session.handle("revoir");
        let events = session.handle("erreurs");
        let mistakes = replay_events(&events);
        let [
            ReplayEvent::Mistakes { sides, list },
            ReplayEvent::Mistake {
                index: 1,
                count: 1,
                mistake,
            },
        ] = &mistakes[..]
        else {
            panic!("{events:?}")
        };
        assert_eq!(
            (sides.as_slice(), list.len()),
            ([Side::Green].as_slice(), 1)
        );
        assert_eq!(mistake.number, 1);
        assert!(mistake.loss > review::BAD, "{mistake:?}");
        let before = mistake.before;
        let dice = mistake.dice;
        // The best play and the worst, by the same judge.
        let mut ranked: Vec<(i32, Vec<Step>)> = before
            .legal_plays(dice)
            .iter()
            .filter_map(|p| {
                let judged = session
                    .coaching
                    .judgements
                    .judge(&before, dice, None, &p.after)?;
                Some((judged.loss(), p.play.steps().to_vec()))
            })
            .collect();
        ranked.sort_by_key(|(loss, _)| *loss);
        let best = &ranked[0].1;
        // A play worse than the best and better than the blunder made.
        let middle = ranked
            .iter()
            .find(|(loss, _)| *loss > 0 && *loss < mistake.loss)
            .expect("a play between the best and the blunder");
        let told = |events: &[Event]| match events {
            [
                Event::Replay(ReplayEvent::Retried {
                    tried_loss,
                    made_loss,
                    same,
                    ..
                }),
            ] => (*tried_loss, *made_loss, *same),
            other => panic!("{other:?}"),
        };
        let (tried, made, same) = told(&session.handle(&typed(&before, best)));
        assert_eq!((tried, made, same), (0, mistake.loss, false));
        let (tried, made, same) = told(&session.handle(&typed(&before, &middle.1)));
        assert_eq!((tried, made, same), (middle.0, mistake.loss, false));
        // Typed in tactile notation, the play made is the play made.
        let (tried, _, same) = told(&session.handle("V8-V3 V8-V2"));
        assert_eq!((tried, same), (mistake.loss, true));
        // Half a play, or an illegal one, is refused as in a game.
        assert!(refused(&session.handle("V8-V3")));
        assert!(refused(&session.handle("N1-N4 N1-N6")));
        // The hint of the review ranks that roll's plays, the best first.
        let events = session.handle("conseil");
        let [Event::Hint { start, plays, .. }] = &events[..] else {
            panic!("{events:?}")
        };
        assert_eq!((start, &plays[0].0), (&before, best));
        // `suivant` after the last error goes play by play again.
        assert_eq!(
            session.handle("suivant"),
            [Event::Replay(ReplayEvent::NoMoreMistakes { first: false })]
        );
        assert!(matches!(
            replay_events(&session.handle("suivant"))[..],
            [ReplayEvent::Step {
                number: Some(2),
                ..
            }]
        ));
        // Black's answer, the search's own, has no error.
        let events = session.handle("erreurs noir");
        assert!(
            matches!(
                replay_events(&events)[..],
                [ReplayEvent::Mistakes { list, .. }] if list.is_empty()
            ),
            "{events:?}"
        );
        assert!(refused(&session.handle("erreurs bleus")));
    }

    #[test]
    fn a_pass_and_a_cube_action_have_nothing_to_try_again() {
        let mut session = after_a_blunder();
        let before = session.position();
        let dice = Dice::from_values(6, 6).expect("dice");
        session.matchplay.history[0].actions.push(Action::Double {
            side: Side::Green,
            value: 2,
        });
        session.matchplay.history[0].actions.push(Action::Play {
            side: Side::Green,
            dice: Some(dice),
            before,
            steps: Vec::new(),
        });
        session.handle("revoir");
        session.handle("aller 2");
        let events = session.handle("suivant");
        assert!(
            matches!(
                replay_events(&events)[..],
                [ReplayEvent::Step {
                    number: None,
                    action: Action::Double { .. }
                }]
            ),
            "{events:?}"
        );
        assert_eq!(session.handle("N1-N7"), [ReplayProblem::NoPlayHere.into()]);
        assert_eq!(
            session.handle("conseil"),
            [ReplayProblem::NoPlayHere.into()]
        );
        session.handle("suivant");
        assert_eq!(session.handle("N1-N7"), [ReplayProblem::NoChoice.into()]);
    }
}
