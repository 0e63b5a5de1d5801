//! The review of a game (`revoir`) in words (messages in `learn.ftl`): each step as
//! `historique` tells the action, with its number; errors and retried plays with their
//! losses written as `conseil` writes equities.

use crate::i18n::excerpt;
use crate::rules::{Position, Side, Step};

use super::{Renderer, Txt, Val, int, key, yes_no};
use crate::session::commands::command;
use crate::session::history::Action;
use crate::session::replay::{ReplayEvent, ReplayProblem};
use crate::session::review::{DOUBTFUL, Mistake};

impl Renderer<'_> {
    /// What the review tells.
    pub(super) fn replay(&self, event: &ReplayEvent) -> Vec<Txt> {
        match event {
            ReplayEvent::Began { game, plays, over } => vec![self.msg2(
                "replay-began",
                Some("replay-began.ear"),
                &[
                    ("game", int(*game)),
                    ("plays", int(*plays)),
                    ("over", key(yes_no(*over))),
                ],
            )],
            ReplayEvent::Step { number, action } => {
                let line = self.action_line(action);
                match (number, action) {
                    (Some(number), Action::Play { .. }) => vec![self.msg2(
                        "replay-step",
                        Some("replay-step.ear"),
                        &[("number", int(*number)), ("action", line.into())],
                    )],
                    _ => vec![line],
                }
            }
            ReplayEvent::End { end, again } => {
                let result =
                    end.map_or_else(Txt::default, |(end, points)| self.end_line(end, points));
                vec![self.msg(
                    "replay-end",
                    &[
                        ("again", key(yes_no(*again))),
                        ("over", key(yes_no(end.is_some()))),
                        ("result", result.into()),
                    ],
                )]
            }
            ReplayEvent::Start => vec![self.msg("replay-start", &[])],
            ReplayEvent::Mistakes { sides, list } => vec![self.mistakes(sides, list)],
            ReplayEvent::Mistake {
                index,
                count,
                mistake,
            } => vec![self.replay_mistake(*index, *count, mistake)],
            ReplayEvent::NoMoreMistakes { first } => {
                vec![self.msg("replay-no-more-mistakes", &[("first", key(yes_no(*first)))])]
            }
            ReplayEvent::Retried {
                side,
                before,
                tried,
                tried_loss,
                made_loss,
                same,
            } => vec![self.retried(*side, before, tried, *tried_loss, *made_loss, *same)],
            ReplayEvent::Judging => vec![self.msg("replay-judging", &[])],
            ReplayEvent::Left => vec![self.msg("replay-left", &[])],
        }
    }

    /// The mistakes of the game, by their numbers: how many, whose, and the line they
    /// crossed.
    fn mistakes(&self, sides: &[Side], list: &[(u32, i32)]) -> Txt {
        let numbers: Vec<String> = list.iter().map(|(n, _)| n.to_string()).collect();
        self.msg2(
            "replay-mistakes",
            Some("replay-mistakes.ear"),
            &[
                ("count", int(i64::try_from(list.len()).unwrap_or(i64::MAX))),
                ("sides", self.sides(sides).into()),
                ("line", self.review_line(DOUBTFUL).into()),
                ("numbers", Txt::same(numbers.join(", ")).into()),
            ],
        )
    }

    /// The mistake `index` of `count`: where in the game, whose, the play made and what it
    /// lost.
    fn replay_mistake(&self, index: usize, count: usize, m: &Mistake) -> Txt {
        self.msg2(
            "replay-mistake",
            Some("replay-mistake.ear"),
            &[
                ("index", int(i64::try_from(index).unwrap_or(i64::MAX))),
                ("count", int(i64::try_from(count).unwrap_or(i64::MAX))),
                ("number", int(m.number)),
                ("side", self.side(m.side).into()),
                ("dice", Val::from(self.dice(m.dice))),
                ("play", self.play(m.side, &m.before, &m.played).into()),
                ("loss", self.thousandths(m.loss, false).into()),
            ],
        )
    }

    /// A play typed at a play of the game (`tried`), judged against the one made and the
    /// best.
    fn retried(
        &self,
        side: Side,
        before: &Position,
        tried: &[Step],
        tried_loss: i32,
        made_loss: i32,
        same: bool,
    ) -> Txt {
        self.msg2(
            "replay-retried",
            Some("replay-retried.ear"),
            &[
                ("play", self.play(side, before, tried).into()),
                ("verdict", key(verdict(tried_loss, made_loss, same))),
                ("loss", self.thousandths(tried_loss, false).into()),
                ("made", self.thousandths(made_loss, false).into()),
                ("made-lost", key(yes_no(made_loss > 0))),
                (
                    "gap",
                    self.thousandths((made_loss - tried_loss).abs(), false)
                        .into(),
                ),
            ],
        )
    }

    /// One side, or both: `Vert`, `Vert et Noir`.
    fn sides(&self, sides: &[Side]) -> Txt {
        match sides {
            [one] => self.side(*one),
            _ => self.msg(
                "replay-both-sides",
                &[
                    ("green", self.side(Side::Green).into()),
                    ("black", self.side(Side::Black).into()),
                ],
            ),
        }
    }

    /// A review command refused.
    pub(super) fn replay_problem(&self, problem: &ReplayProblem) -> Txt {
        match problem {
            ReplayProblem::NotReviewing => self.msg("replay-error-not-reviewing", &[]),
            ReplayProblem::InReview { command: None } => self.msg("replay-error-in-review", &[]),
            ReplayProblem::InReview { command: Some(id) } => self.msg(
                "replay-error-in-review-command",
                &[("word", Txt::same(self.loc.tr(command(*id).word)).into())],
            ),
            ReplayProblem::NothingToReview => self.msg("replay-error-nothing", &[]),
            ReplayProblem::NoEarlierMatch => self.msg("replay-error-no-earlier", &[]),
            ReplayProblem::NoSuchGame { text, first, count } => {
                let (quoted, cut) = excerpt(text);
                self.msg2(
                    "replay-error-no-such-game",
                    Some("replay-error-no-such-game.ear"),
                    &[
                        ("text", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                        ("first", int(*first)),
                        ("count", int(*count)),
                    ],
                )
            }
            ReplayProblem::NoSuchPlay { text, count } => {
                let (quoted, cut) = excerpt(text);
                self.msg2(
                    "replay-error-no-such-play",
                    Some("replay-error-no-such-play.ear"),
                    &[
                        ("text", Txt::same(quoted.to_owned()).into()),
                        ("cut", key(yes_no(cut))),
                        ("count", int(*count)),
                    ],
                )
            }
            ReplayProblem::NoPlayHere => self.msg("replay-error-no-play-here", &[]),
            ReplayProblem::NoChoice => self.msg("replay-error-no-choice", &[]),
        }
    }
}

/// The selector of a retried play's verdict: the play made again, the best, better or
/// worse than the play made, or as good.
fn verdict(tried_loss: i32, made_loss: i32, same: bool) -> &'static str {
    if same {
        "same"
    } else if tried_loss == 0 {
        "best"
    } else if tried_loss < made_loss {
        "better"
    } else if tried_loss == made_loss {
        "equal"
    } else {
        "worse"
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::said;
    use crate::i18n::Lang;
    use crate::rules::{Dice, Position, Side, Variant};
    use crate::session::Event;

    #[test]
    fn a_retry_is_told_as_the_best_or_as_worse_than_the_best_in_both_languages() {
        use crate::session::ReplayEvent;
        let before = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(6, 5).unwrap();
        let run = before.legal_plays(dice).remove(0).play.steps().to_vec();
        let retried = |tried_loss, made_loss| {
            Event::Replay(ReplayEvent::Retried {
                side: Side::Green,
                before,
                tried: run.clone(),
                tried_loss,
                made_loss,
                same: false,
            })
        };
        let fr = |event: &Event| said(Lang::Fr, Variant::Backgammon, event).display.join(" ");
        let en = |event: &Event| said(Lang::En, Variant::Backgammon, event).display.join(" ");
        let best = retried(0, 250);
        assert!(
            fr(&best).contains("le meilleur coup ! Le coup joué perdait 0,250"),
            "{}",
            fr(&best)
        );
        assert!(
            en(&best).contains("the best move! The move played lost 0.250"),
            "{}",
            en(&best)
        );
        let better = retried(100, 250);
        assert!(
            fr(&better)
                .contains("mieux que le coup joué de 0,150, mais perd 0,100 contre le meilleur"),
            "{}",
            fr(&better)
        );
        let worse = retried(300, 250);
        assert!(
            fr(&worse)
                .contains("moins bon que le coup joué de 0,050, perd 0,300 contre le meilleur"),
            "{}",
            fr(&worse)
        );
        assert!(
            en(&worse)
                .contains("worse than the move played by 0.050, loses 0.300 against the best"),
            "{}",
            en(&worse)
        );
    }
}
