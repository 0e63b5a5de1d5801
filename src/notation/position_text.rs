//! Positions written as the seeds write them:
//! `V6 (2v), V5 (3v), V4 (1n), V3 (), V2 (4v), V1 (1n), barre (1n)`, extended to every game
//! of the family (`variants.md` §0.5).
//!
//! Comma-separated entries (a comma inside parentheses belongs to its entry) in the count
//! form of [`super::tactile`]; `()` is an empty point. Besides the 24 points:
//! - the bar, both colours in one entry, green first: `barre (1v, 5n)` (`barre (1v), barre
//!   (5n)` is read too);
//! - the reserve, checkers that have not entered yet: `réserve (5v, 3n)` (English `reserve`);
//! - the borne-off checkers: `sortis (2v, 0n)` (English `off`);
//! - Grasshopper's run of scores, the last side to bear a wall off and how many times in a
//!   row: `marques (1v)` (English `scores`);
//! - Doublets' standing piles, green's then black's: `piles (V1 V4, N2)` (English `stacks`;
//!   every other occupied point lies unstacked, and no entry means none stands), and each
//!   side's phase: `phase (1v, 2n)` (1 unstack, 2 restack, 3 bear off). Without a phase entry
//!   a side is in phase 3 once it has borne off, else in phase 1 while a pile stands, else
//!   in phase 2 (`variants.md` §0.5, §2.15).
//!
//! A point holding both colours (a pin: Plakoto) lists its checkers from the bottom up:
//! `V5 (1n, 2v)` is one black checker pinned under two green ones.
//!
//! A side's checkers not listed anywhere are borne off: the game's count (`RuleSet::checkers`:
//! 15, Hypergammon 3, Crowded 20, Grasshopper 14) less those listed; a `sortis` entry is then
//! optional and must agree. Where a side's count is not fixed (Cloning's clones) a side has
//! what is listed, borne-off checkers included, none when no `sortis` entry gives them. In
//! Jacquet, `*` after a count marks the point holding that side's postillon while it still
//! travels (`N12 (15v*)` at the start); a side with no `*` has its postillon home.
//!
//! The text says nothing of whose turn it is: the caller tells.
//!
//! ```
//! use tablier::notation::position_text;
//! use tablier::notation::tactile::Vocabulary;
//! use tablier::rules::{Position, Side, Variant};
//!
//! let vocab = Vocabulary::new("barre", "sortis", "réserve", "marques");
//! let start = Position::start(Variant::Jacquet, Side::Green);
//! assert_eq!(position_text::format(&start, &vocab), "N12 (15v*), V12 (15n*)");
//! let read = position_text::parse("N12 (15v*), V12 (15n*)", Variant::Jacquet, Side::Green, &vocab);
//! assert_eq!(read, Ok(start));
//! let race = Position::start(Variant::Race, Side::Green);
//! assert_eq!(position_text::format(&race, &vocab), "réserve (15v, 15n)");
//! ```

use crate::rules::{
    BAR, BySide, Geometry, OFF, Position, PositionError, Setup, Side, Stacks, Variant,
};

use super::tactile::{Counted, CountedError, Label, PointLabel, Stack, Vocabulary, parse_counts};

/// Why a text is not a position. `entry` counts the comma-separated entries from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// An entry is not a label with its count.
    #[error("entry {entry}: {error}")]
    Entry { entry: usize, error: CountedError },
    /// A place is listed twice (for the bar, off and the reserve: one side's checkers there).
    #[error("entry {entry}: {label:?} listed twice")]
    RepeatedPoint { entry: usize, label: Label },
    /// Both colours on one point, in two entries.
    #[error("entry {entry}: both colours on {label:?}")]
    BothColours { entry: usize, label: Label },
    /// A side has more checkers listed than the game has (`max`).
    #[error("{side:?} has more than {max} checkers")]
    TooManyCheckers { side: Side, max: u8 },
    /// A postillon mark in a game that has no postillon.
    #[error("entry {entry}: this game has no postillon")]
    PostillonInGameWithout { entry: usize },
    /// Two postillon marks for one side.
    #[error("entry {entry}: a second postillon for {side:?}")]
    TwoPostillons { entry: usize, side: Side },
    /// The scores entry gives both colours, or is listed twice.
    #[error("entry {entry}: one side scores in a row")]
    Scores { entry: usize },
    /// The piles entry names a place where no pile can stand, is listed twice, or is given
    /// in a game without piles.
    #[error("entry {entry}: no pile can stand there")]
    Piles { entry: usize },
    /// The phase entry gives a phase other than 1, 2 or 3, is listed twice, or is given in
    /// a game without phases.
    #[error("entry {entry}: not a phase")]
    Phase { entry: usize },
    /// The text reads, but not as a position of the game.
    #[error("illegal position: {0}")]
    Illegal(PositionError),
}

/// The comma-separated entries of a position text, a comma inside parentheses kept in its
/// entry (`V5 (1n, 2v)`); none for a blank text.
#[must_use]
pub fn entries(text: &str) -> Vec<&str> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
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
    let rules = variant.rules();
    let mut setup = Setup::empty(variant, turn);
    // What each of Green's points was listed with: `Some(sides)` listed, bottom first.
    let mut listed: [Option<Vec<Side>>; 25] = std::array::from_fn(|_| None);
    // Whether each side's checkers on the bar, off and in the reserve were given.
    let mut given: [BySide<bool>; 3] = [BySide::default(); 3];
    let mut scores_given = false;
    let mut piles_given = false;
    let mut phases: BySide<Option<u8>> = BySide::default();

    for (entry, raw) in entries(text).into_iter().enumerate() {
        if let Some(rest) = vocab.strip_piles_word(raw.trim()) {
            if !rules.stacks || std::mem::replace(&mut piles_given, true) {
                return Err(PositionTextError::Piles { entry });
            }
            for (side, point) in pile_points(rest, variant, vocab, entry)? {
                let stacks = setup.stacks[side];
                if stacks.stands(point) {
                    return Err(PositionTextError::Piles { entry });
                }
                setup.stacks[side] = stacks.with_pile(point, true);
            }
            continue;
        }
        if let Some(rest) = vocab.strip_phase_word(raw.trim()) {
            let stacks = parse_counts(rest, vocab, false)
                .map_err(|error| PositionTextError::Entry { entry, error })?;
            let repeated = Side::ALL.iter().any(|&s| phases[s].is_some());
            if !rules.stacks || repeated || stacks.iter().any(|s| s.postillon || s.count > 3) {
                return Err(PositionTextError::Phase { entry });
            }
            for stack in stacks {
                phases[stack.side] = Some(stack.count);
            }
            continue;
        }
        if let Some(rest) = vocab.strip_scores_word(raw.trim()) {
            let stacks = parse_counts(rest, vocab, false)
                .map_err(|error| PositionTextError::Entry { entry, error })?;
            if scores_given || stacks.len() > 1 {
                return Err(PositionTextError::Scores { entry });
            }
            scores_given = true;
            setup.streak = stacks.first().map(|s| (s.side, s.count));
            continue;
        }
        let Counted { label, stacks } = Counted::parse(raw, vocab)
            .map_err(|error| PositionTextError::Entry { entry, error })?;
        let repeated = PositionTextError::RepeatedPoint { entry, label };
        let slot = match label {
            Label::Point(_) => {
                let green = usize::from(label.point_of(variant, Side::Green));
                let sides: Vec<Side> = stacks.iter().map(|s| s.side).collect();
                if let Some(before) = &listed[green] {
                    let both = Side::ALL
                        .iter()
                        .all(|side| before.iter().chain(&sides).any(|s| s == side));
                    return Err(if both {
                        PositionTextError::BothColours { entry, label }
                    } else {
                        repeated
                    });
                }
                listed[green] = Some(sides);
                None
            }
            Label::Bar => Some(0),
            Label::Off => Some(1),
            Label::Reserve => Some(2),
        };
        if let Some(slot) = slot {
            for stack in &stacks {
                if std::mem::replace(&mut given[slot][stack.side], true) {
                    return Err(repeated);
                }
            }
        }
        for (i, stack) in stacks.iter().enumerate() {
            let own = label.point_of(variant, stack.side);
            if label == Label::Reserve {
                setup.reserve[stack.side] = stack.count;
            } else {
                setup.checkers[stack.side][usize::from(own)] = stack.count;
            }
            // The bottom checker of a point holding both colours is pinned under the other.
            if label.is_point() && stacks.len() == 2 && i == 0 {
                setup.pinned[stack.side] |= 1 << own;
            }
            if stack.postillon {
                if !rules.postillon {
                    return Err(PositionTextError::PostillonInGameWithout { entry });
                }
                if setup.postillon[stack.side].is_some() {
                    return Err(PositionTextError::TwoPostillons {
                        entry,
                        side: stack.side,
                    });
                }
                setup.postillon[stack.side] = Some(own);
            }
        }
    }

    if rules.stacks {
        for side in Side::ALL {
            let stacks = setup.stacks[side];
            let listed: u32 = setup.checkers[side][1..=BAR]
                .iter()
                .map(|&n| u32::from(n))
                .sum();
            let phase = phases[side].unwrap_or(if listed < u32::from(rules.checkers) {
                3
            } else if stacks.piles() != 0 {
                1
            } else {
                2
            });
            setup.stacks[side] = Stacks::new(phase, stacks.piles()).unwrap_or(stacks);
        }
    }

    // Where the count is fixed, the checkers not listed are borne off; where clones make it
    // grow, a side has what is listed.
    if !rules.clones {
        for side in Side::ALL {
            if given[1][side] {
                continue;
            }
            let listed: u32 = setup.checkers[side][1..=BAR]
                .iter()
                .map(|&n| u32::from(n))
                .sum::<u32>()
                + u32::from(setup.reserve[side]);
            let left = u32::from(rules.checkers).checked_sub(listed).ok_or(
                PositionTextError::TooManyCheckers {
                    side,
                    max: rules.checkers,
                },
            )?;
            setup.checkers[side][OFF] = left as u8;
        }
    }
    Ok(setup)
}

/// The points a piles entry lists (`(V1 V4, N2)`: labels separated by spaces or commas),
/// each with the side whose own 1..=6 it is.
fn pile_points(
    text: &str,
    variant: Variant,
    vocab: &Vocabulary,
    entry: usize,
) -> Result<Vec<(Side, u8)>, PositionTextError> {
    let bad = PositionTextError::Piles { entry };
    let inside = text
        .trim()
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .ok_or(bad)?;
    inside
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|token| {
            let label = Label::parse(token, vocab).map_err(|_| bad)?;
            if !label.is_point() {
                return Err(bad);
            }
            Side::ALL
                .into_iter()
                .map(|side| (side, label.point_of(variant, side)))
                .find(|&(_, own)| (1..=6).contains(&own))
                .ok_or(bad)
        })
        .collect()
}

/// Writes a position as a sighted player reads the board from Green's seat: the far row left
/// to right, then the near row left to right, then the bar, the reserve, the borne-off
/// checkers where the game's count is not fixed (Cloning), and the run of scores (Grasshopper).
/// Elsewhere borne-off checkers are not written: the reader counts them as the ones missing.
#[must_use]
pub fn format(pos: &Position, vocab: &Vocabulary) -> String {
    let variant = pos.variant();
    let rules = pos.rules();
    // The far row runs the other way in opposite-direction games (N12 … N1 seen from
    // Green's seat), the same way where both turn alike (N1 … N12).
    let far: Vec<u8> = match rules.geometry {
        Geometry::Same => (1..=12).collect(),
        _ => (1..=12).rev().collect(),
    };
    let points = far
        .into_iter()
        .filter_map(|n| PointLabel::new(Side::Black, n))
        .chain(
            (1..=12)
                .rev()
                .filter_map(|n| PointLabel::new(Side::Green, n)),
        )
        .map(Label::Point);

    let mut entries = Vec::new();
    let mut push = |label: Label, mut stacks: Vec<Stack>| {
        stacks.retain(|s| s.count > 0);
        if !stacks.is_empty() {
            entries.push(Counted { label, stacks }.to_text(vocab));
        }
    };
    let stack = |side: Side, count: u8, own: u8| Stack {
        side,
        count,
        postillon: pos.postillon(side) == Some(own),
    };
    for label in points {
        let mut stacks: Vec<Stack> = Side::ALL
            .into_iter()
            .map(|side| {
                let own = label.point_of(variant, side);
                stack(side, pos.count(side, own), own)
            })
            .collect();
        // Bottom up: the pinned checker first.
        stacks.sort_by_key(|s| !pos.is_pinned(s.side, label.point_of(variant, s.side)));
        push(label, stacks);
    }
    let by_side = |count: &dyn Fn(Side) -> u8| -> Vec<Stack> {
        Side::ALL
            .into_iter()
            .map(|side| Stack {
                side,
                count: count(side),
                postillon: false,
            })
            .collect()
    };
    push(Label::Bar, by_side(&|s| pos.count(s, BAR as u8)));
    push(Label::Reserve, by_side(&|s| pos.reserve(s)));
    if rules.clones {
        push(Label::Off, by_side(&|s| pos.count(s, OFF as u8)));
    }
    if rules.stacks {
        let sides: Vec<String> = Side::ALL
            .into_iter()
            .map(|side| {
                let stacks = pos.stacks(side);
                (1..=6u8)
                    .filter(|&p| stacks.stands(p))
                    .map(|p| Label::of_point(variant, side, p).to_text(vocab))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .filter(|labels| !labels.is_empty())
            .collect();
        if !sides.is_empty() {
            entries.push(format!("{} ({})", vocab.piles, sides.join(", ")));
        }
        let phases: Vec<Stack> = Side::ALL
            .into_iter()
            .map(|side| Stack {
                side,
                count: pos.stacks(side).phase(),
                postillon: false,
            })
            .collect();
        entries.push(format!(
            "{} {}",
            vocab.phase,
            super::tactile::counts_text(&phases, vocab)
        ));
    }
    if let Some((side, n)) = pos.streak() {
        let scores = Stack {
            side,
            count: n,
            postillon: false,
        };
        entries.push(format!(
            "{} {}",
            vocab.scores,
            super::tactile::counts_text(&[scores], vocab)
        ));
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
        Vocabulary::new("barre", "sortis", "réserve", "marques")
            .with_stack_words("piles", "phase")
            .also_reading(&english())
    }

    fn english() -> Vocabulary {
        Vocabulary::new("bar", "off", "reserve", "scores").with_stack_words("stacks", "phase")
    }

    fn read(text: &str, variant: Variant) -> Result<Position, PositionTextError> {
        parse(text, variant, Side::Green, &vocab())
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
        assert_eq!(format(&pos, &english()), "N6 (15n), bar (2v)");
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
        assert_eq!(format(&pos, &vocab()), "V1 (3n), barre (2v, 1n)");
        assert_eq!(bg("barre (2v, 1n), V1 (3n)"), Ok(pos));
        assert_eq!(
            bg("barre (1n), barre (2v, 1n), V1 (3n)"),
            Err(PositionTextError::RepeatedPoint {
                entry: 1,
                label: Label::Bar
            })
        );
    }

    #[test]
    fn more_than_fifteen_checkers_are_refused() {
        assert_eq!(
            bg("V6 (10v), V5 (6v)"),
            Err(PositionTextError::TooManyCheckers {
                side: Side::Green,
                max: 15
            })
        );
    }

    #[test]
    fn each_game_has_its_own_checker_count() {
        // Hypergammon: three a side, the missing ones borne off.
        let hyper = read("N1 (1v), N2 (1v), V1 (2n)", Variant::Hypergammon).unwrap();
        assert_eq!(hyper.count(Side::Green, OFF as u8), 1);
        assert_eq!(hyper.count(Side::Black, OFF as u8), 1);
        assert!(matches!(
            read("V6 (4v), V1 (1n)", Variant::Hypergammon),
            Err(PositionTextError::TooManyCheckers { max: 3, .. })
        ));
        // Crowded: twenty.
        let crowded = read("V6 (18v), V1 (20n)", Variant::Crowded).unwrap();
        assert_eq!(crowded.count(Side::Green, OFF as u8), 2);
        // Grasshopper: fourteen.
        let hopper = read("réserve (14v, 13n), N1 (1n)", Variant::Grasshopper).unwrap();
        assert_eq!(hopper.count(Side::Black, OFF as u8), 0);
    }

    #[test]
    fn the_reserve_is_read_in_one_entry_or_two_and_written_in_one() {
        let pos = read(
            "réserve (10v), reserve (9n), N12 (3v), V8 (2v), V1 (6n)",
            Variant::Race,
        )
        .unwrap();
        assert_eq!(pos.reserve(Side::Green), 10);
        assert_eq!(pos.reserve(Side::Black), 9);
        assert_eq!(
            format(&pos, &vocab()),
            "N12 (3v), V8 (2v), V1 (6n), réserve (10v, 9n)"
        );
        assert_eq!(
            format(&pos, &english()),
            "N12 (3v), V8 (2v), V1 (6n), reserve (10v, 9n)"
        );
    }

    #[test]
    fn a_reserve_in_a_game_without_one_is_refused_by_the_rule() {
        assert_eq!(
            bg("réserve (1v), V6 (14v), V1 (15n)"),
            Err(PositionTextError::Illegal(PositionError::Reserve {
                side: Side::Green,
                found: 1,
                allowed: 0
            }))
        );
    }

    #[test]
    fn a_pinned_checker_is_listed_under_its_pinner() {
        let pos = read("V5 (1n, 2v), N1 (13v), V1 (14n)", Variant::Plakoto).unwrap();
        // V5 is Black's own 20-point.
        assert!(pos.is_pinned(Side::Black, 20));
        assert!(!pos.is_pinned(Side::Green, 5));
        assert_eq!(pos.count(Side::Green, 5), 2);
        assert_eq!(format(&pos, &vocab()), "N1 (13v), V5 (1n, 2v), V1 (14n)");
        assert!(matches!(
            bg("V5 (1n, 2v), N1 (13v), V1 (14n)"),
            Err(PositionTextError::Illegal(PositionError::Pin {
                side: Side::Black,
                point: 20
            }))
        ));
        assert!(matches!(
            read("V5 (2n, 1v), N1 (14v), V1 (13n)", Variant::Plakoto),
            Err(PositionTextError::Illegal(PositionError::Pin { .. }))
        ));
    }

    #[test]
    fn cloning_lists_its_borne_off_checkers() {
        let pos = read("V6 (16v), sortis (2v, 0n), V1 (15n)", Variant::Cloning).unwrap();
        assert_eq!(pos.total(Side::Green), 18);
        assert_eq!(pos.count(Side::Black, OFF as u8), 0);
        assert_eq!(format(&pos, &vocab()), "V6 (16v), V1 (15n), sortis (2v)");
        // Without a `sortis` entry nothing is borne off: 14 is too few.
        assert!(matches!(
            read("V6 (14v), V1 (15n)", Variant::Cloning),
            Err(PositionTextError::Illegal(PositionError::CheckerCount {
                side: Side::Green,
                found: 14,
                ..
            }))
        ));
    }

    #[test]
    fn grasshoppers_scores_in_a_row_are_an_entry() {
        let pos = read(
            "V3 (2v), réserve (10v, 14n), sortis (2v), marques (1v)",
            Variant::Grasshopper,
        )
        .unwrap();
        assert_eq!(pos.streak(), Some((Side::Green, 1)));
        assert_eq!(
            format(&pos, &english()),
            "V3 (2v), reserve (10v, 14n), scores (1v)"
        );
        assert_eq!(
            read(
                "V3 (2v), réserve (12v, 14n), marques (1v, 1n)",
                Variant::Grasshopper
            ),
            Err(PositionTextError::Scores { entry: 2 })
        );
        assert_eq!(
            bg("V6 (15v), V1 (15n), scores (1n)"),
            Err(PositionTextError::Illegal(PositionError::Streak))
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

    /// A position of any game reached by random play from its start, a random number of
    /// stages in: reserves, pins, clones, borne-off checkers and scores as play makes them.
    fn random_played(seed: u64) -> Position {
        use crate::rules::Die;
        use crate::rules::driver::{next_stage, plays};
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let variant = Variant::ALL[rng.random_range(0..Variant::ALL.len())];
        let mut pos = Position::start(variant, Side::ALL[rng.random_range(0..2)]);
        for _ in 0..rng.random_range(0..160) {
            if pos.outcome().is_some() {
                break;
            }
            let mut throw = || Die::new(rng.random_range(1..=6)).unwrap();
            let stage = next_stage(&pos, None, &mut throw);
            let legal = plays(&pos, stage);
            pos = if legal.is_empty() {
                pos.with_turn(!pos.turn())
            } else {
                legal[rng.random_range(0..legal.len())].after
            };
        }
        pos
    }

    #[test]
    fn random_play_reaches_reserves_pins_clones_and_scores() {
        let positions: Vec<Position> = (0..300).map(random_played).collect();
        let any = |f: &dyn Fn(&Position) -> bool| positions.iter().any(f);
        assert!(any(&|p| Side::ALL.iter().any(|&s| p.reserve(s) > 0)));
        assert!(any(&|p| Side::ALL.iter().any(|&s| p.pinned_mask(s) != 0)));
        assert!(any(&|p| p.rules().clones && p.total(Side::Green) > 15));
        assert!(any(&|p| p.streak().is_some()));
        for &variant in Variant::ALL {
            assert!(any(&|p| p.variant() == variant), "{variant}");
        }
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

    /// The random position of `seed`, written, reads back as itself.
    fn random_position_reads_back(seed: u64) {
        let pos = random_position(seed);
        let vocab = vocab();
        let text = format(&pos, &vocab);
        assert_eq!(
            parse(&text, pos.variant(), pos.turn(), &vocab),
            Ok(pos),
            "{text}"
        );
    }

    /// The played position of `seed`, written in both languages, reads back as itself.
    fn played_position_reads_back(seed: u64) {
        let mut pos = random_played(seed);
        // Sans prendre's hitter is the last play's, not the board's: no text says it.
        pos.forfeit = None;
        for vocab in [vocab(), english()] {
            let text = format(&pos, &vocab);
            assert_eq!(
                parse(&text, pos.variant(), pos.turn(), &vocab),
                Ok(pos),
                "{} {}",
                pos.variant(),
                text
            );
        }
    }

    /// A seed the properties below once failed on (a regression file kept it; it is pinned
    /// here, where it is read).
    #[test]
    fn the_positions_of_a_seed_once_misread_are_read_back_as_written() {
        random_position_reads_back(8_433_034_827_898_313_397);
        played_position_reads_back(8_433_034_827_898_313_397);
    }

    proptest! {
        #[test]
        fn every_position_is_read_back_as_written(seed in any::<u64>()) {
            random_position_reads_back(seed);
        }

        #[test]
        fn every_played_position_of_every_game_is_read_back_as_written(seed in any::<u64>()) {
            played_position_reads_back(seed);
        }

        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            for &variant in Variant::ALL {
                let _ = parse(&text, variant, Side::Green, &vocab());
            }
        }

        #[test]
        fn reading_position_like_text_never_panics(text in "[VNvnbarreofsmqué0-9 (),*]{0,40}") {
            for &variant in Variant::ALL {
                let _ = parse(&text, variant, Side::Black, &vocab());
            }
        }
    }
}
