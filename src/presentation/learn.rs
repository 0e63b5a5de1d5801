//! The tutor and the review in words (messages in `learn.ftl`). Equities are written as
//! `conseil` writes them, so that a loss the tutor tells is one `conseil` listed.

use crate::rules::{Position, Side, Step};

use super::{Renderer, Txt, Val, int, key, sign};
use crate::ai::cube_policy::CubeVerdict;
use crate::session::cube_advice::{CubeAction, CubeAdvice};
use crate::session::event::Event;
use crate::session::review::{BAD, DOUBTFUL, Mistake, Review, SideReview};
use crate::session::tutor::{Threshold, Tutor};

impl Renderer<'_> {
    /// The advice: the tutor's warnings, `conseil` at a cube decision, `bilan`.
    pub(super) fn advice_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::TutorWarning {
                side,
                start,
                played,
                best,
                loss,
            } => self.tutor_warning(*side, start, played, best, *loss),
            Event::CubeHint {
                side,
                advice,
                verdict,
                answering,
            } => self.cube_hint(*side, *advice, verdict, *answering),
            Event::TutorCubeWarning {
                action,
                better,
                loss,
                ..
            } => self.tutor_cube_warning(*action, *better, *loss),
            Event::Review(review) => self.review(review),
            Event::ReviewAvailable => vec![self.msg("review-available", &[])],
            _ => unreachable!("not advice: {event:?}"),
        }
    }

    /// `tuteur`: on with its threshold, or off.
    pub(super) fn tutor_setting(&self, tutor: Tutor) -> Vec<Txt> {
        let (on, threshold) = match tutor {
            Tutor::On(t) => ("yes", self.threshold(t)),
            Tutor::Off => ("no", Txt::default()),
        };
        vec![self.msg(
            "tutor-setting",
            &[("on", key(on)), ("threshold", threshold.into())],
        )]
    }

    /// The tutor held a play back: what it loses, and the better play.
    fn tutor_warning(
        &self,
        side: Side,
        start: &Position,
        played: &[Step],
        best: &[Step],
        loss: i32,
    ) -> Vec<Txt> {
        vec![self.msg2(
            "tutor-warning",
            Some("tutor-warning.ear"),
            &[
                ("play", self.play(side, start, played).into()),
                ("best", self.play(side, start, best).into()),
                ("loss", self.thousandths(loss, false).into()),
            ],
        )]
    }

    /// `conseil` at a cube decision: the advice, then the equities of the actions open to
    /// `side`, from its own point of view.
    fn cube_hint(
        &self,
        side: Side,
        advice: CubeAdvice,
        verdict: &CubeVerdict,
        answering: bool,
    ) -> Vec<Txt> {
        let advice_key = match advice {
            CubeAdvice::NoDouble => "no-double",
            CubeAdvice::TooGood => "too-good",
            CubeAdvice::DoubleTake => "double-take",
            CubeAdvice::DoublePass => "double-pass",
            CubeAdvice::Take => "take",
            CubeAdvice::Drop => "drop",
        };
        let first = self.msg(
            "cube-hint",
            &[
                ("advice", key(advice_key)),
                ("other", self.side(!side).into()),
            ],
        );
        let equities = if answering {
            // The taker's equities are the doubler's, the sign changed.
            self.msg(
                "cube-hint-answer",
                &[
                    ("take", self.thousandths(-verdict.double_take, true).into()),
                    ("pass", self.thousandths(-verdict.double_pass, true).into()),
                ],
            )
        } else {
            self.msg(
                "cube-hint-offer",
                &[
                    ("nd", self.thousandths(verdict.no_double, true).into()),
                    ("dt", self.thousandths(verdict.double_take, true).into()),
                    ("dp", self.thousandths(verdict.double_pass, true).into()),
                ],
            )
        };
        vec![first, equities]
    }

    /// The tutor held back a cube action: what it loses, the better one, and how to make it
    /// anyway.
    fn tutor_cube_warning(&self, action: CubeAction, better: CubeAction, loss: i32) -> Vec<Txt> {
        vec![self.msg(
            "tutor-cube-warning",
            &[
                ("action", key(action_key(action))),
                ("better", key(action_key(better))),
                ("loss", self.thousandths(loss, false).into()),
            ],
        )]
    }

    /// `bilan`: a title, then each side's account and worst plays.
    fn review(&self, review: &Review) -> Vec<Txt> {
        let mut lines = vec![self.msg("review-title", &[("games", int(review.games))])];
        if review.games == 0 {
            return lines;
        }
        for side in Side::ALL {
            let account = &review.sides[side];
            lines.extend(self.side_review(side, account, review.games > 1));
            lines.extend(self.cube_review(account, review.games > 1));
        }
        if review.cube_left_out {
            lines.push(self.msg("review-cube", &[]));
        }
        lines
    }

    fn side_review(&self, side: Side, account: &SideReview, several: bool) -> Vec<Txt> {
        let rate = account.error_rate().unwrap_or(0);
        let mut lines = vec![self.msg2(
            "review-side",
            Some("review-side.ear"),
            &[
                ("side", self.side(side).into()),
                ("decisions", int(account.decisions)),
                ("lost", self.thousandths(account.lost, false).into()),
                ("rate", self.error_rate(rate).into()),
            ],
        )];
        if account.decisions == 0 {
            return lines;
        }
        lines.push(self.msg(
            "review-counts",
            &[
                ("doubtful", int(account.doubtful)),
                ("bad", int(account.bad)),
                ("doubtful-line", self.review_line(DOUBTFUL).into()),
                ("bad-line", self.review_line(BAD).into()),
            ],
        ));
        if account.worst.is_empty() {
            lines.push(self.msg("review-no-mistake", &[]));
            return lines;
        }
        lines.push(self.msg(
            "review-worst-title",
            &[("count", int(account.worst.len() as i64))],
        ));
        lines.extend(account.worst.iter().map(|m| self.mistake(m, several)));
        lines
    }

    /// A side's cube decisions: how many, what they lost, and the worst.
    fn cube_review(&self, account: &SideReview, several: bool) -> Vec<Txt> {
        if account.cube_decisions == 0 {
            return Vec::new();
        }
        let mut lines = vec![
            self.msg2(
                "review-cube-side",
                Some("review-cube-side.ear"),
                &[
                    ("decisions", int(account.cube_decisions)),
                    ("lost", self.thousandths(account.cube_lost, false).into()),
                    (
                        "rate",
                        self.error_rate(account.cube_error_rate().unwrap_or(0))
                            .into(),
                    ),
                    ("doubtful", int(account.cube_doubtful)),
                    ("bad", int(account.cube_bad)),
                ],
            ),
        ];
        lines.extend(account.worst_cube.iter().map(|m| {
            self.msg(
                "review-cube-mistake",
                &[
                    ("several", key(if several { "yes" } else { "no" })),
                    ("game", int(m.game)),
                    ("number", int(m.number)),
                    ("action", key(action_key(m.action))),
                    ("better", key(action_key(m.better))),
                    ("loss", self.thousandths(m.loss, false).into()),
                ],
            )
        }));
        lines
    }

    fn mistake(&self, m: &Mistake, several: bool) -> Txt {
        self.msg2(
            "review-mistake",
            Some("review-mistake.ear"),
            &[
                ("several", key(if several { "yes" } else { "no" })),
                ("game", int(m.game)),
                ("number", int(m.number)),
                ("dice", Val::from(self.dice(m.dice))),
                ("play", self.play(m.side, &m.before, &m.played).into()),
                ("best", self.play(m.side, &m.before, &m.best).into()),
                ("loss", self.thousandths(m.loss, false).into()),
            ],
        )
    }

    /// A threshold as a short decimal number: `0,08`, `0,125`, `1`.
    fn threshold(&self, threshold: Threshold) -> Txt {
        self.short_points(i32::from(threshold.thousandths()))
    }

    /// A line of the review (what a doubtful or a bad play loses): shown short, `0,04`,
    /// and said in hundredths as every equity of the review is, "4 centièmes".
    pub(super) fn review_line(&self, thousandths: i32) -> Txt {
        Txt {
            eye: self.short_points(thousandths).eye,
            ear: self.thousandths(thousandths, false).ear,
        }
    }

    /// Thousandths of a point without trailing zeros, for round numbers such as lines
    /// and thresholds: `0,04`. A threshold is said as written ("0 virgule 125"): the
    /// player types it so.
    pub(super) fn short_points(&self, thousandths: i32) -> Txt {
        let v = thousandths.unsigned_abs();
        let decimals = format!("{:03}", v % 1000);
        self.decimal(
            sign(thousandths, false),
            v / 1000,
            decimals.trim_end_matches('0'),
        )
    }

    /// An error rate in tenths of a thousandth of a point: for the eye a decimal number
    /// with one decimal in the player's language (`12,3`, the unit in the message); for the
    /// ear whole thousandths with their unit ("moins d'un millième de point"), since "0
    /// virgule 9 millièmes" is hard to take in by ear.
    fn error_rate(&self, tenths: i32) -> Txt {
        let v = tenths.unsigned_abs();
        let eye = self
            .decimal(sign(tenths, false), v / 10, &(v % 10).to_string())
            .eye;
        let ear = self.loc.tr_args(
            "number-say-thousandths",
            &[("thousandths", ((v + 5) / 10).into())],
        );
        Txt { eye, ear }
    }
}

/// The selector of a cube action in the messages.
fn action_key(action: CubeAction) -> &'static str {
    match action {
        CubeAction::NoDouble => "no-double",
        CubeAction::Double => "double",
        CubeAction::Take => "take",
        CubeAction::Drop => "drop",
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::said_with;
    use crate::rules::BySide;
    use crate::session::event::Event;
    use crate::session::review::{Review, SideReview};

    /// A review of one game where Green made `decisions` choices and lost `lost`
    /// thousandths over them, with one cube decision that lost as much.
    fn review(decisions: u32, lost: i32) -> Event {
        let green = SideReview {
            decisions,
            lost,
            cube_decisions: 1,
            cube_lost: lost,
            ..SideReview::default()
        };
        Event::Review(Review {
            games: 1,
            sides: BySide {
                green,
                black: SideReview::default(),
            },
            cube_left_out: false,
        })
    }

    #[test]
    fn an_error_rate_is_said_in_whole_thousandths_and_shown_with_its_decimal() {
        // 9 thousandths over 10 decisions: 0.9 a decision.
        let said = said_with(|_| {}, &review(10, 9));
        assert!(
            said.spoken
                .contains("taux d'erreur 1 millième de point par coup"),
            "{}",
            said.spoken
        );
        assert!(!said.spoken.contains("virgule"), "{}", said.spoken);
        assert!(
            said.display
                .iter()
                .any(|l| l.contains("taux d'erreur 0,9 millièmes par coup")),
            "{:?}",
            said.display
        );
        let said = said_with(|_| {}, &review(100, 4));
        assert!(
            said.spoken
                .contains("taux d'erreur moins d'un millième de point par coup"),
            "{}",
            said.spoken
        );
        assert!(
            said.spoken
                .contains("taux d'erreur 4 millièmes de point par décision"),
            "{}",
            said.spoken
        );
    }
}
