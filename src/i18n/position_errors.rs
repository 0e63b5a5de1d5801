//! Why a typed position text is refused, in the player's language: the entry at fault and
//! the rule, so that a teacher or a tester can mend it (`V13`: the points go 1 to 12).

use super::{Arg, Localizer, vocabulary};
use crate::notation::position_text::{PositionTextError, entries};
use crate::notation::tactile::{CountedError, Label, LabelError};
use crate::rules::{PositionError, Side, Variant};

fn side_key(side: Side) -> &'static str {
    match side {
        Side::Green => "green",
        Side::Black => "black",
    }
}

/// The reason an entry (`V3 (4v)`) cannot be read.
fn entry_reason(error: &CountedError) -> &'static str {
    match error {
        CountedError::Label(LabelError::Empty) => "position-reason-label-empty",
        CountedError::Label(LabelError::UnknownLetter) => "position-reason-label-letter",
        CountedError::Label(LabelError::MissingNumber) => "position-reason-label-number",
        CountedError::Label(LabelError::BadNumber) => "position-reason-label-bad-number",
        CountedError::Label(LabelError::NumberOutOfRange) => "position-reason-label-range",
        CountedError::Label(LabelError::TrailingText) => "position-reason-label-trailing",
        CountedError::MissingCount => "position-reason-missing-count",
        CountedError::Unclosed => "position-reason-unclosed",
        CountedError::BadCount => "position-reason-bad-count",
        CountedError::UnknownColour => "position-reason-colour",
        CountedError::BothColours => "position-reason-both-colours",
        CountedError::RepeatedColour => "position-reason-repeated-colour",
        CountedError::MisplacedPostillon => "position-reason-postillon-mark",
    }
}

/// The whole explanation of why `text` is not a position of `variant`.
#[must_use]
pub fn position_text_error(
    loc: &Localizer,
    text: &str,
    variant: Variant,
    error: &PositionTextError,
) -> String {
    let vocab = vocabulary(loc.lang());
    let entry = |i: usize| -> String {
        loc.quote(
            entries(text)
                .into_iter()
                .map(str::trim)
                .nth(i)
                .unwrap_or(text),
        )
    };
    let label = |l: &Label| l.to_text(&vocab);
    match error {
        PositionTextError::Entry { entry: i, error } => {
            let reason = loc.tr(entry_reason(error));
            loc.tr_args(
                "position-error-entry",
                &[
                    ("entry", Arg::from(entry(*i))),
                    ("reason", Arg::from(reason)),
                ],
            )
        }
        PositionTextError::RepeatedPoint { label: l, .. } => {
            loc.tr_args("position-error-repeated", &[("label", Arg::from(label(l)))])
        }
        PositionTextError::BothColours { label: l, .. } => loc.tr_args(
            "position-error-both-colours",
            &[("label", Arg::from(label(l)))],
        ),
        PositionTextError::TooManyCheckers { side, max } => loc.tr_args(
            "position-error-too-many",
            &[
                ("side", Arg::from(side_key(*side))),
                ("max", Arg::from(*max)),
            ],
        ),
        PositionTextError::Scores { entry: i } => {
            loc.tr_args("position-error-scores", &[("entry", Arg::from(entry(*i)))])
        }
        PositionTextError::Piles { entry: i } => {
            loc.tr_args("position-error-piles", &[("entry", Arg::from(entry(*i)))])
        }
        PositionTextError::Phase { entry: i } => {
            loc.tr_args("position-error-phase", &[("entry", Arg::from(entry(*i)))])
        }
        PositionTextError::PostillonInGameWithout { entry: i } => loc.tr_args(
            "position-error-no-postillon",
            &[("entry", Arg::from(entry(*i)))],
        ),
        PositionTextError::TwoPostillons { entry: i, side } => loc.tr_args(
            "position-error-two-postillons",
            &[
                ("entry", Arg::from(entry(*i))),
                ("side", Arg::from(side_key(*side))),
            ],
        ),
        PositionTextError::Illegal(e) => position_error(loc, variant, e),
    }
}

/// Why a position breaks the rules of its game.
#[must_use]
pub fn position_error(loc: &Localizer, variant: Variant, error: &PositionError) -> String {
    let vocab = vocabulary(loc.lang());
    match error {
        PositionError::CheckerCount {
            side,
            found,
            expected,
        } => {
            let rules = variant.rules();
            loc.tr_args(
                "position-error-count",
                &[
                    ("side", Arg::from(side_key(*side))),
                    ("found", Arg::from(*found)),
                    ("expected", Arg::from(*expected)),
                    ("most", Arg::from(rules.max_checkers)),
                    ("grows", Arg::from(if rules.clones { "yes" } else { "no" })),
                ],
            )
        }
        PositionError::SharedPoint { green_point } => {
            let l = Label::of_point(variant, Side::Green, *green_point).to_text(&vocab);
            loc.tr_args("position-error-both-colours", &[("label", Arg::from(l))])
        }
        PositionError::BarInGameWithoutHits { .. } => loc.tr("position-error-no-bar"),
        PositionError::Postillon { side, point } => {
            let l = Label::of_point(variant, *side, *point).to_text(&vocab);
            loc.tr_args(
                "position-error-postillon-place",
                &[
                    ("side", Arg::from(side_key(*side))),
                    ("label", Arg::from(l)),
                ],
            )
        }
        PositionError::PostillonInGameWithout => {
            loc.tr_args("position-error-no-postillon", &[("entry", Arg::from(""))])
        }
        PositionError::BothFinished => loc.tr("position-error-both-finished"),
        PositionError::Reserve {
            side,
            found,
            allowed,
        } => loc.tr_args(
            "position-error-reserve",
            &[
                ("side", Arg::from(side_key(*side))),
                ("found", Arg::from(*found)),
                ("allowed", Arg::from(*allowed)),
            ],
        ),
        PositionError::Pin { side, point } => {
            let l = Label::of_point(variant, *side, *point).to_text(&vocab);
            loc.tr_args(
                "position-error-pin",
                &[
                    ("side", Arg::from(side_key(*side))),
                    ("label", Arg::from(l)),
                ],
            )
        }
        PositionError::OffTrack { side, point } => {
            let l = Label::of_point(variant, *side, *point).to_text(&vocab);
            loc.tr_args(
                "position-error-off-track",
                &[
                    ("side", Arg::from(side_key(*side))),
                    ("label", Arg::from(l)),
                ],
            )
        }
        PositionError::Cap {
            side,
            point,
            found,
            cap,
        } => {
            let l = Label::of_point(variant, *side, *point).to_text(&vocab);
            loc.tr_args(
                "position-error-cap",
                &[
                    ("side", Arg::from(side_key(*side))),
                    ("label", Arg::from(l)),
                    ("found", Arg::from(*found)),
                    ("cap", Arg::from(*cap)),
                ],
            )
        }
        PositionError::Streak => loc.tr("position-error-streak"),
        PositionError::Stacks { side } => loc.tr_args(
            "position-error-stacks",
            &[("side", Arg::from(side_key(*side)))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn one_checker_is_written_in_the_singular_and_more_in_the_plural() {
        let fr = Localizer::new(Lang::Fr);
        let en = Localizer::new(Lang::En);
        let count = |found| PositionError::CheckerCount {
            side: Side::Green,
            found,
            expected: 15,
        };
        let said = position_error(&fr, Variant::Backgammon, &count(1));
        assert_eq!(said, "Vert aurait 1 pion au lieu de 15.");
        let said = position_error(&fr, Variant::Backgammon, &count(3));
        assert_eq!(said, "Vert aurait 3 pions au lieu de 15.");
        let said = position_error(&en, Variant::Backgammon, &count(1));
        assert_eq!(said, "Green would have 1 checker instead of 15.");
        let said = position_error(&en, Variant::Backgammon, &count(3));
        assert_eq!(said, "Green would have 3 checkers instead of 15.");
        let reserve = PositionError::Reserve {
            side: Side::Black,
            found: 1,
            allowed: 0,
        };
        let said = position_error(&fr, Variant::Backgammon, &reserve);
        assert!(said.contains("aurait 1 pion en réserve"), "{said}");
        let said = position_error(&en, Variant::Backgammon, &reserve);
        assert!(
            said.contains("would have 1 checker in the reserve"),
            "{said}"
        );
    }

    #[test]
    fn a_megabyte_entry_of_a_position_text_is_quoted_in_a_few_dozen_characters() {
        let text = "V3 (2v) V4 (3n) ".repeat(70_000);
        let error = PositionTextError::Entry {
            entry: 0,
            error: CountedError::MissingCount,
        };
        for lang in Lang::ALL {
            let said =
                position_text_error(&Localizer::new(lang), &text, Variant::Backgammon, &error);
            assert!(said.chars().count() < 200, "{said}");
            assert!(said.contains("V3 (2v) V4 (3n) V3 (2v) V4…"), "{said}");
        }
    }
}
