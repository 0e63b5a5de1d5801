//! Positions written as the seeds write them:
//! `V6 (2v), V5 (3v), V4 (1n), V3 (), V2 (4v), V1 (1n), barre (1n)`.
//!
//! Comma-separated entries in the count form of [`super::tactile`]; `()` is an empty point;
//! the bar is written with the vocabulary's word and the colour of its checkers. A side's
//! checkers that are not listed are borne off. In Jacquet, `*` after a count marks the point
//! holding that side's postillon while it still travels (`N12 (15v*)` at the start); a side
//! with no `*` has its postillon home.
//!
//! The text says nothing of whose turn it is: the caller tells.
//!
//! ```
//! use tablier::notation::position_text;
//! use tablier::notation::tactile::Vocabulary;
//! use tablier::rules::{Position, Side, Variant};
//!
//! let vocab = Vocabulary::new("barre", "sortis");
//! let start = Position::start(Variant::Jacquet, Side::Green);
//! assert_eq!(position_text::format(&start, &vocab), "N12 (15v*), V12 (15n*)");
//! let read = position_text::parse("N12 (15v*), V12 (15n*)", Variant::Jacquet, Side::Green, &vocab);
//! assert_eq!(read, Ok(start));
//! ```

use crate::rules::{
    BAR, BySide, Geometry, OFF, Points, Position, PositionError, Setup, Side, Variant,
};

use super::tactile::{Counted, CountedError, Label, PointLabel, Stack, Vocabulary};

/// Why a text is not a position. `entry` counts the comma-separated entries from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// An entry is not a label with its count.
    #[error("entry {entry}: {error}")]
    Entry { entry: usize, error: CountedError },
    /// A place is listed twice.
    #[error("entry {entry}: {label:?} listed twice")]
    RepeatedPoint { entry: usize, label: Label },
    /// Both colours on one point, in one entry or in two.
    #[error("entry {entry}: both colours on {label:?}")]
    BothColours { entry: usize, label: Label },
    /// A side has more than 15 checkers listed.
    #[error("{side:?} has more than 15 checkers")]
    TooManyCheckers { side: Side },
    /// A postillon mark in a game that has no postillon.
    #[error("entry {entry}: this game has no postillon")]
    PostillonInGameWithout { entry: usize },
    /// Two postillon marks for one side.
    #[error("entry {entry}: a second postillon for {side:?}")]
    TwoPostillons { entry: usize, side: Side },
    /// The text reads, but not as a position of the game.
    #[error("illegal position: {0}")]
    Illegal(PositionError),
}

/// Reads a position of `variant`, `turn` on roll, and checks it against the game.
///
/// # Errors
/// [`PositionTextError`]: the first entry that cannot be read, or the rule the position breaks.
pub fn parse(
    text: &str,
    variant: Variant,
    turn: Side,
    vocab: &Vocabulary,
) -> Result<Position, PositionTextError> {
    let setup = parse_setup(text, variant, turn, vocab)?;
    Position::from_setup(setup).map_err(PositionTextError::Illegal)
}

/// Reads a position of `variant`, `turn` on roll, without checking it against the game
/// (for an editor that shows what is wrong before it is fixed).
///
/// # Errors
/// [`PositionTextError`] for a text that cannot be read as a setup; never `Illegal`.
pub fn parse_setup(
    text: &str,
    variant: Variant,
    turn: Side,
    vocab: &Vocabulary,
) -> Result<Setup, PositionTextError> {
    let mut checkers = BySide::<Points>::default();
    let mut postillon = BySide::<Option<u8>>::default();
    // What each of Green's points was listed with: `Some(None)` listed empty.
    let mut listed: [Option<Option<Side>>; 25] = [None; 25];
    let mut bar_listed = BySide::<bool>::default();
    let mut off_listed = BySide::<bool>::default();

    let entries = if text.trim().is_empty() {
        Vec::new()
    } else {
        text.split(',').collect()
    };
    for (entry, raw) in entries.into_iter().enumerate() {
        let Counted { label, stack } = Counted::parse(raw, vocab)
            .map_err(|error| PositionTextError::Entry { entry, error })?;
        let repeated = PositionTextError::RepeatedPoint { entry, label };
        match label {
            Label::Point(_) => {
                let green = usize::from(label.point_of(variant, Side::Green));
                if let Some(before) = listed[green] {
                    return Err(match (before, stack) {
                        (Some(a), Some(b)) if a != b.side => {
                            PositionTextError::BothColours { entry, label }
                        }
                        _ => repeated,
                    });
                }
                listed[green] = Some(stack.map(|s| s.side));
            }
            // An empty bar or off entry says nothing, and whose it is cannot be told.
            Label::Bar | Label::Off => {
                let Some(Stack { side, .. }) = stack else {
                    continue;
                };
                let seen = if label == Label::Bar {
                    &mut bar_listed[side]
                } else {
                    &mut off_listed[side]
                };
                if *seen {
                    return Err(repeated);
                }
                *seen = true;
            }
        }
        let Some(stack) = stack else {
            continue;
        };
        let own = label.point_of(variant, stack.side);
        checkers[stack.side][usize::from(own)] = stack.count;
        if stack.postillon {
            if !variant.rules().postillon {
                return Err(PositionTextError::PostillonInGameWithout { entry });
            }
            if postillon[stack.side].is_some() {
                return Err(PositionTextError::TwoPostillons {
                    entry,
                    side: stack.side,
                });
            }
            postillon[stack.side] = Some(own);
        }
    }

    for side in Side::ALL {
        let on_board: u32 = checkers[side][1..=BAR].iter().map(|&n| u32::from(n)).sum();
        let Some(left) = 15u32.checked_sub(on_board) else {
            return Err(PositionTextError::TooManyCheckers { side });
        };
        if !off_listed[side] {
            checkers[side][OFF] = left as u8;
        }
    }
    Ok(Setup {
        checkers,
        postillon,
        ..Setup::empty(variant, turn)
    })
}

/// Writes the occupied points as a sighted player reads the board from Green's seat: the far
/// row left to right, then the near row left to right, then the bar (Green's, then Black's).
/// Borne-off checkers are not written; the reader counts them as the ones missing.
#[must_use]
pub fn format(pos: &Position, vocab: &Vocabulary) -> String {
    let variant = pos.variant();
    // The far row runs the other way in opposite-direction games (N12 … N1 seen from
    // Green's seat), the same way where both turn alike (N1 … N12).
    let far: Vec<u8> = match variant.rules().geometry {
        Geometry::Same => (1..=12).collect(),
        Geometry::Opposite | Geometry::Shared => (1..=12).rev().collect(),
    };
    let labels = far
        .into_iter()
        .filter_map(|n| PointLabel::new(Side::Black, n))
        .chain(
            (1..=12)
                .rev()
                .filter_map(|n| PointLabel::new(Side::Green, n)),
        )
        .map(Label::Point)
        .chain([Label::Bar]);

    let mut entries = Vec::new();
    for label in labels {
        for side in Side::ALL {
            let own = label.point_of(variant, side);
            let count = pos.count(side, own);
            if count > 0 {
                let stack = Stack {
                    side,
                    count,
                    postillon: pos.postillon(side) == Some(own),
                };
                entries.push(
                    Counted {
                        label,
                        stack: Some(stack),
                    }
                    .to_text(vocab),
                );
            }
        }
    }
    entries.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn vocab() -> Vocabulary {
        Vocabulary::new("barre", "sortis").also_reading(&Vocabulary::new("bar", "off"))
    }

    fn bg(text: &str) -> Result<Position, PositionTextError> {
        parse(text, Variant::Backgammon, Side::Green, &vocab())
    }

    #[test]
    fn the_backgammon_start_is_written_far_row_then_near_row() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let text = format(&start, &vocab());
        assert_eq!(
            text,
            "N12 (5v), N8 (3n), N6 (5n), N1 (2v), V12 (5n), V8 (3v), V6 (5v), V1 (2n)"
        );
        assert_eq!(bg(&text), Ok(start));
    }

    #[test]
    fn the_seeds_example_reads_with_the_missing_checkers_borne_off() {
        let pos = bg("V6 (2v), V5 (3v), V4 (1n), V3 (), V2 (4v), V1 (1n), barre (1n)").unwrap();
        assert_eq!(pos.count(Side::Green, 6), 2);
        assert_eq!(pos.count(Side::Green, 2), 4);
        assert_eq!(pos.count(Side::Green, OFF as u8), 15 - 9);
        // V4 is Black's own 21-point, V1 its 24-point.
        assert_eq!(pos.count(Side::Black, 21), 1);
        assert_eq!(pos.count(Side::Black, 24), 1);
        assert_eq!(pos.count(Side::Black, BAR as u8), 1);
        assert_eq!(pos.count(Side::Black, OFF as u8), 12);
        assert_eq!(
            format(&pos, &vocab()),
            "V6 (2v), V5 (3v), V4 (1n), V2 (4v), V1 (1n), barre (1n)"
        );
    }

    #[test]
    fn the_bar_word_of_any_language_is_read() {
        let pos = bg("bar (2v), N6 (15n)").unwrap();
        assert_eq!(pos.count(Side::Green, BAR as u8), 2);
        let english = Vocabulary::new("bar", "off");
        assert_eq!(format(&pos, &english), "N6 (15n), bar (2v)");
    }

    #[test]
    fn the_jacquet_postillon_is_starred_while_it_travels() {
        let vocab = vocab();
        let pos = parse(
            "N9 (1v*), N12 (14v), V12 (15n)",
            Variant::Jacquet,
            Side::Black,
            &vocab,
        )
        .unwrap();
        assert_eq!(pos.postillon(Side::Green), Some(21));
        assert_eq!(pos.postillon(Side::Black), None);
        assert_eq!(format(&pos, &vocab), "N9 (1v*), N12 (14v), V12 (15n)");
    }

    #[test]
    fn a_point_listed_twice_is_refused() {
        let label = Label::Point(PointLabel::new(Side::Green, 3).unwrap());
        assert_eq!(
            bg("V3 (1v), V3 (2v)"),
            Err(PositionTextError::RepeatedPoint { entry: 1, label })
        );
        assert_eq!(
            bg("V3 (), V3 (2v)"),
            Err(PositionTextError::RepeatedPoint { entry: 1, label })
        );
        assert_eq!(
            bg("barre (1v), barre (1v)"),
            Err(PositionTextError::RepeatedPoint {
                entry: 1,
                label: Label::Bar
            })
        );
    }

    #[test]
    fn both_colours_on_one_point_are_refused() {
        let label = Label::Point(PointLabel::new(Side::Green, 3).unwrap());
        assert_eq!(
            bg("V3 (1v), v3 (2n)"),
            Err(PositionTextError::BothColours { entry: 1, label })
        );
        assert_eq!(
            bg("V3 (1v1n)"),
            Err(PositionTextError::Entry {
                entry: 0,
                error: CountedError::BothColours
            })
        );
    }

    #[test]
    fn both_sides_may_have_checkers_on_the_bar() {
        let pos = bg("barre (1n), barre (2v), V1 (3n)").unwrap();
        assert_eq!(pos.count(Side::Green, BAR as u8), 2);
        assert_eq!(pos.count(Side::Black, BAR as u8), 1);
        assert_eq!(format(&pos, &vocab()), "V1 (3n), barre (2v), barre (1n)");
    }

    #[test]
    fn more_than_fifteen_checkers_are_refused() {
        assert_eq!(
            bg("V6 (10v), V5 (6v)"),
            Err(PositionTextError::TooManyCheckers { side: Side::Green })
        );
    }

    #[test]
    fn postillon_marks_are_refused_in_backgammon_and_twice_in_jacquet() {
        assert_eq!(
            bg("V6 (1v*)"),
            Err(PositionTextError::PostillonInGameWithout { entry: 0 })
        );
        assert_eq!(
            parse(
                "N9 (1v*), N12 (14v*)",
                Variant::Jacquet,
                Side::Green,
                &vocab()
            ),
            Err(PositionTextError::TwoPostillons {
                entry: 1,
                side: Side::Green
            })
        );
    }

    #[test]
    fn the_rules_of_the_game_are_checked_after_reading() {
        assert_eq!(
            parse(
                "barre (1v), N12 (14v)",
                Variant::Jacquet,
                Side::Green,
                &vocab()
            ),
            Err(PositionTextError::Illegal(
                PositionError::BarInGameWithoutHits { side: Side::Green }
            ))
        );
        assert_eq!(
            bg(""),
            Err(PositionTextError::Illegal(PositionError::BothFinished))
        );
    }

    #[test]
    fn an_off_entry_must_agree_with_the_checkers_listed() {
        assert!(bg("V6 (10v), sortis (5v), N6 (1n)").is_ok());
        assert!(matches!(
            bg("V6 (10v), off (4v), N6 (1n)"),
            Err(PositionTextError::Illegal(PositionError::CheckerCount {
                side: Side::Green,
                ..
            }))
        ));
    }

    #[test]
    fn a_bad_entry_is_told_by_its_place() {
        assert!(matches!(
            bg("V6 (10v), X4 (1n)"),
            Err(PositionTextError::Entry { entry: 1, .. })
        ));
        assert!(matches!(
            bg("V6 (10v),"),
            Err(PositionTextError::Entry { entry: 1, .. })
        ));
    }

    /// A legal position with each side's 15 checkers scattered at random over points the
    /// other side does not hold, the bar (backgammon) and off, and in Jacquet a postillon
    /// travelling or not.
    fn random_position(seed: u64) -> Position {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let variant = [Variant::Backgammon, Variant::Jacquet][rng.random_range(0..2)];
        let turn = Side::ALL[rng.random_range(0..2)];
        loop {
            let mut setup = Setup {
                checkers: BySide::default(),
                postillon: BySide::default(),
                ..Setup::empty(variant, turn)
            };
            // Deal Green's points out between the sides.
            let mut greens: Vec<u8> = (1..=24).collect();
            greens.shuffle(&mut rng);
            let split = rng.random_range(0..=24);
            for side in Side::ALL {
                let mine: Vec<u8> = if side == Side::Green {
                    greens[..split].to_vec()
                } else {
                    greens[split..]
                        .iter()
                        .map(|&g| variant.opposite(g))
                        .collect()
                };
                let mut places: Vec<usize> = mine.iter().map(|&p| usize::from(p)).collect();
                places.push(OFF);
                if variant.hits() {
                    places.push(BAR);
                }
                // Fewer places makes piles; some checkers usually go off.
                let used = rng.random_range(1..=places.len());
                for _ in 0..15 {
                    let place = places[rng.random_range(0..used)];
                    setup.checkers[side][place] += 1;
                }
                if variant == Variant::Jacquet && rng.random_bool(0.5) {
                    let travelling: Vec<u8> = (7..=24)
                        .filter(|&p| setup.checkers[side][usize::from(p)] > 0)
                        .collect();
                    if !travelling.is_empty() {
                        setup.postillon[side] =
                            Some(travelling[rng.random_range(0..travelling.len())]);
                    }
                }
            }
            if let Ok(pos) = Position::from_setup(setup) {
                return pos;
            }
        }
    }

    proptest! {
        #[test]
        fn every_position_is_read_back_as_written(seed in any::<u64>()) {
            let pos = random_position(seed);
            let vocab = vocab();
            let text = format(&pos, &vocab);
            prop_assert_eq!(parse(&text, pos.variant(), pos.turn(), &vocab), Ok(pos), "{}", text);
        }

        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            for &variant in Variant::ALL {
                let _ = parse(&text, variant, Side::Green, &vocab());
            }
        }

        #[test]
        fn reading_position_like_text_never_panics(text in "[VNvnbarreof0-9 (),*]{0,40}") {
            for &variant in Variant::ALL {
                let _ = parse(&text, variant, Side::Black, &vocab());
            }
        }
    }
}
