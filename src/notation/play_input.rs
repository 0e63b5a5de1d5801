//! Plays typed by the player (`rules.md` §5), read into checker segments, and plays written
//! in the tactile notation.
//!
//! Two notations are read:
//! - tactile: `N1-N7`, `N1 N7`, `n1/n7`, chains `N1-N7-N12`, the bar, off and the reserve
//!   by word (`barre-N3`, `V2-sortis`, `réserve-N6`), several moves separated by spaces or
//!   commas;
//! - standard, as GNU Backgammon writes plays, in the mover's own numbers: `24/18 13/10`,
//!   `bar/22`, `6/off`, `8/5(2)`, `24/20*/16`, `8-5`, an entry from the reserve `in/22`, and
//!   the vocabulary's words (`barre/22`, `réserve/22`).
//!
//! Hit marks `*` are allowed after any point reached and ignored; `(n)` repeats a part
//! n times (1 to 4). Reading never consults the position: which legal play the segments
//! describe is for the caller to find, so syntax errors ([`PlayInputError`]) and illegal plays
//! stay apart.
//!
//! ```
//! use tablier::notation::play_input::{parse_play, PlayNotation, Segment};
//! use tablier::notation::tactile::Vocabulary;
//! use tablier::rules::{Side, Variant};
//!
//! let vocab = Vocabulary::new("barre", "sortis", "réserve", "marques");
//! let segments = parse_play("N1-N7-N12", PlayNotation::Tactile, Variant::Backgammon, Side::Green, &vocab);
//! assert_eq!(segments, Ok(vec![Segment { from: 24, to: 18 }, Segment { from: 18, to: 13 }]));
//! ```

use std::str::FromStr;

use crate::rules::{BAR, Geometry, OFF, Play, RESERVE, Side, Variant};

use super::gnubg_play::RESERVE_WORD;
use super::tactile::{Label, LabelError, Vocabulary, parse_number, strip_prefix_ci};

/// One checker's move from one point to another in the mover's own numbering (25 the bar,
/// 0 off), as typed: it may cover one die or several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// Where the checker leaves from.
    pub from: u8,
    /// Where it stops.
    pub to: u8,
}

/// The notations a play can be typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayNotation {
    /// The tactile edition's labels: `N1-N7`.
    Tactile,
    /// Numbers from the mover's side, as GNU Backgammon writes them: `24/18`.
    Standard,
}

/// The name given is not a notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation")]
pub struct UnknownNotation;

impl FromStr for PlayNotation {
    type Err = UnknownNotation;

    /// `tactile`, or `standard` / `gnubg`, in any case: the words of settings and command lines.
    fn from_str(s: &str) -> Result<PlayNotation, UnknownNotation> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("tactile") {
            Ok(PlayNotation::Tactile)
        } else if s.eq_ignore_ascii_case("standard") || s.eq_ignore_ascii_case("gnubg") {
            Ok(PlayNotation::Standard)
        } else {
            Err(UnknownNotation)
        }
    }
}

/// Why a typed text is not a play. `at` counts characters from 0, to point the player there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayInputError {
    /// Nothing that moves a checker was typed.
    #[error("no move")]
    Empty,
    /// A character that has no place in a play.
    #[error("unexpected character at {at}")]
    UnexpectedChar { at: usize, ch: char },
    /// A word that is neither a label nor the bar or off.
    #[error("unknown word at {at}")]
    UnknownWord { at: usize },
    /// A label with a wrong number (`V13`, `V0`).
    #[error("bad label at {at}: {error}")]
    Label { at: usize, error: LabelError },
    /// A point number written oddly (a leading zero, letters after it).
    #[error("badly written number at {at}")]
    BadNumber { at: usize },
    /// A point number above 25.
    #[error("number out of range at {at}")]
    NumberOutOfRange { at: usize },
    /// A label typed in the standard notation, or a number in the tactile one.
    #[error("wrong notation at {at}")]
    WrongNotation { at: usize },
    /// A point with nowhere to go.
    #[error("no destination for the move at {at}")]
    MissingDestination { at: usize },
    /// A `-` or `/` with no point after it, or before it.
    #[error("separator without a point at {at}")]
    DanglingSeparator { at: usize },
    /// A `*` not right after a point reached.
    #[error("misplaced hit mark at {at}")]
    MisplacedStar { at: usize },
    /// A `(n)` not right after a move, or with n not 1 to 4.
    #[error("bad repetition at {at}")]
    BadRepeat { at: usize },
    /// A move that starts from the borne-off checkers.
    #[error("a move cannot start off the board (at {at})")]
    StartsOff { at: usize },
    /// A move that ends on the bar.
    #[error("a move cannot end on the bar (at {at})")]
    EndsOnBar { at: usize },
    /// A move that ends in the reserve.
    #[error("a move cannot end in the reserve (at {at})")]
    EndsInReserve { at: usize },
    /// A move that does not go forward (`from` and `to` in the mover's numbering).
    #[error("the move at {at} does not go forward")]
    NotForward { at: usize, from: u8, to: u8 },
}

/// A place as typed: a label or word, or a number of the standard notation (0..=25).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Label(Label),
    Number(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Place(Place),
    Sep,
    Star,
    Repeat(u8),
    Comma,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    tok: Tok,
    /// Character index of the token's start.
    at: usize,
}

/// Cuts `text` into tokens, stopping at the first thing that is none.
fn lex(text: &str, vocab: &Vocabulary) -> (Vec<Token>, Option<PlayInputError>) {
    let mut tokens = Vec::new();
    let mut rest = text;
    // The character index of `rest`'s start, counted as the text is consumed (counting from
    // the start at every token made long lines quadratic).
    let mut at = 0;
    let chars_between = |from: &str, to: &str| from[..from.len() - to.len()].chars().count();
    loop {
        let trimmed = rest.trim_start();
        at += chars_between(rest, trimmed);
        rest = trimmed;
        let Some(c) = rest.chars().next() else {
            return (tokens, None);
        };
        let single = |tok| (tok, &rest[c.len_utf8()..]);
        let lexed: Result<(Tok, &str), PlayInputError> = match c {
            ',' => Ok(single(Tok::Comma)),
            '-' | '/' => Ok(single(Tok::Sep)),
            '*' => Ok(single(Tok::Star)),
            '(' => lex_repeat(&rest[1..]).ok_or(PlayInputError::BadRepeat { at }),
            '0'..='9' => lex_number(rest, at),
            _ => {
                if let Some((label, after)) = vocab.strip_word(rest) {
                    Ok((Tok::Place(Place::Label(label)), after))
                } else if let Some(after) = strip_prefix_ci(rest, RESERVE_WORD)
                    .filter(|after| !after.starts_with(char::is_alphanumeric))
                {
                    Ok((Tok::Place(Place::Label(Label::Reserve)), after))
                } else if c.is_alphabetic() {
                    match Label::parse_prefix(rest, vocab) {
                        Ok((label, after)) => Ok((Tok::Place(Place::Label(label)), after)),
                        Err(LabelError::UnknownLetter) => Err(PlayInputError::UnknownWord { at }),
                        Err(error) => Err(PlayInputError::Label { at, error }),
                    }
                } else {
                    Err(PlayInputError::UnexpectedChar { at, ch: c })
                }
            }
        };
        match lexed {
            Ok((tok, after)) => {
                tokens.push(Token { tok, at });
                at += chars_between(rest, after);
                rest = after;
            }
            Err(e) => return (tokens, Some(e)),
        }
    }
}

/// Reads `n)` (after the `(`), spaces allowed, n from 1 to 4.
fn lex_repeat(text: &str) -> Option<(Tok, &str)> {
    let (n, rest) = parse_number(text.trim_start())?;
    let n = n.ok().filter(|n| (1..=4).contains(n))?;
    let rest = rest.trim_start().strip_prefix(')')?;
    Some((Tok::Repeat(n as u8), rest))
}

/// Reads a point number of the standard notation, 0 (off) to 25 (the bar).
fn lex_number(text: &str, at: usize) -> Result<(Tok, &str), PlayInputError> {
    let (n, rest) = parse_number(text).ok_or(PlayInputError::BadNumber { at })?;
    let n = n.map_err(|_| PlayInputError::BadNumber { at })?;
    if rest.starts_with(char::is_alphanumeric) {
        return Err(PlayInputError::BadNumber { at });
    }
    let n = u8::try_from(n)
        .ok()
        .filter(|&n| usize::from(n) <= BAR)
        .ok_or(PlayInputError::NumberOutOfRange { at })?;
    Ok((Tok::Place(Place::Number(n)), rest))
}

/// Reads a typed play into checker segments in `mover`'s own numbering, in the order typed;
/// a chain `a-b-c` gives the segments a→b and b→c, and `(n)` repeats its part n times.
///
/// # Errors
/// [`PlayInputError`] for the first thing that is not a play in `notation`.
pub fn parse_play(
    text: &str,
    notation: PlayNotation,
    variant: Variant,
    mover: Side,
    vocab: &Vocabulary,
) -> Result<Vec<Segment>, PlayInputError> {
    let (tokens, error) = lex(text, vocab);
    if let Some(e) = error {
        return Err(e);
    }
    let own = |token: &Token| -> Result<u8, PlayInputError> {
        match token.tok {
            Tok::Place(Place::Label(label @ (Label::Bar | Label::Off | Label::Reserve))) => {
                Ok(label.point_of(variant, mover))
            }
            Tok::Place(Place::Label(label)) if notation == PlayNotation::Tactile => {
                Ok(label.point_of(variant, mover))
            }
            // On rows (Tourne-case) the standard numbers are steps (`variants.md` §0.2).
            Tok::Place(Place::Number(n)) if notation == PlayNotation::Standard => {
                Ok(if variant.rules().geometry == Geometry::Rows {
                    super::gnubg_play::row_step(n)
                } else {
                    n
                })
            }
            _ => Err(PlayInputError::WrongNotation { at: token.at }),
        }
    };

    if variant.rules().stacks {
        return stack_points(&tokens, own);
    }
    let mut segments = Vec::new();
    let mut i = 0;
    while let Some(first) = tokens.get(i) {
        let at = first.at;
        match first.tok {
            Tok::Comma => {
                i += 1;
                continue;
            }
            Tok::Sep => return Err(PlayInputError::DanglingSeparator { at }),
            Tok::Star => return Err(PlayInputError::MisplacedStar { at }),
            Tok::Repeat(_) => return Err(PlayInputError::BadRepeat { at }),
            Tok::Place(_) => {}
        }
        let mut points = vec![(own(first)?, at)];
        i += 1;
        loop {
            let next = match tokens.get(i) {
                Some(sep @ Token { tok: Tok::Sep, .. }) => {
                    i += 1;
                    match tokens.get(i) {
                        Some(
                            t @ Token {
                                tok: Tok::Place(_), ..
                            },
                        ) => t,
                        _ => return Err(PlayInputError::DanglingSeparator { at: sep.at }),
                    }
                }
                // `N1 N7`: in the tactile notation a space may stand for the dash.
                Some(
                    t @ Token {
                        tok: Tok::Place(_), ..
                    },
                ) if notation == PlayNotation::Tactile && points.len() == 1 => t,
                Some(Token { tok: Tok::Star, at }) => {
                    return Err(PlayInputError::MisplacedStar { at: *at });
                }
                _ => break,
            };
            points.push((own(next)?, next.at));
            i += 1;
            if let Some(Token { tok: Tok::Star, .. }) = tokens.get(i) {
                i += 1;
            }
        }
        if points.len() < 2 {
            return Err(PlayInputError::MissingDestination { at });
        }
        let repeat = match tokens.get(i) {
            Some(Token {
                tok: Tok::Repeat(n),
                ..
            }) => {
                i += 1;
                *n
            }
            _ => 1,
        };
        let mut part = Vec::with_capacity(points.len() - 1);
        for pair in points.windows(2) {
            let [(from, from_at), (to, to_at)] = [pair[0], pair[1]];
            if usize::from(from) == OFF {
                return Err(PlayInputError::StartsOff { at: from_at });
            }
            if usize::from(to) == BAR {
                return Err(PlayInputError::EndsOnBar { at: to_at });
            }
            if to == RESERVE {
                return Err(PlayInputError::EndsInReserve { at: to_at });
            }
            // On a circuit (Catch me) every other point is ahead: own 1 is followed by 24.
            let circuit = variant.rules().geometry == Geometry::Cycle
                && (1..=24).contains(&from)
                && (1..=24).contains(&to);
            // À l'arrière (`variants.md` §2.17): a board checker may go back towards its own
            // 24-point; the rules judge the move.
            let backward = variant.rules().backward && usize::from(from) < BAR && to > from;
            if to >= from && !(circuit && to != from) && !backward {
                return Err(PlayInputError::NotForward {
                    at: from_at,
                    from,
                    to,
                });
            }
            part.push(Segment { from, to });
        }
        for _ in 0..repeat {
            segments.extend_from_slice(&part);
        }
    }
    if segments.is_empty() {
        return Err(PlayInputError::Empty);
    }
    Ok(segments)
}

/// A Doublets play (`variants.md` §0.5): the points it acts on, `V3 V6` (or `3 6`), each a
/// segment from the point to itself; spaces, commas and dashes between them.
fn stack_points(
    tokens: &[Token],
    own: impl Fn(&Token) -> Result<u8, PlayInputError>,
) -> Result<Vec<Segment>, PlayInputError> {
    let mut segments = Vec::new();
    for token in tokens {
        match token.tok {
            Tok::Comma | Tok::Sep => {}
            Tok::Star => return Err(PlayInputError::MisplacedStar { at: token.at }),
            Tok::Repeat(_) => return Err(PlayInputError::BadRepeat { at: token.at }),
            Tok::Place(_) => {
                let point = own(token)?;
                if !(1..=24).contains(&point) {
                    return Err(PlayInputError::WrongNotation { at: token.at });
                }
                segments.push(Segment {
                    from: point,
                    to: point,
                });
            }
        }
    }
    if segments.is_empty() {
        return Err(PlayInputError::Empty);
    }
    Ok(segments)
}

/// Whether a typed line looks like a play rather than a command, so that the command line can
/// send it to [`parse_play`] (which then says precisely what is wrong with it).
///
/// It does when it starts with a place and, before anything unreadable, has a `-` or `/`
/// after a place, or (tactile) two labels in a row: `24/18`, `N1 N7`, `bar/2x` do; `3`, `V3`,
/// `coups`, `aide` do not.
#[must_use]
pub fn looks_like_play(text: &str, vocab: &Vocabulary) -> bool {
    let (tokens, _) = lex(text, vocab);
    let Some(Token {
        tok: Tok::Place(_), ..
    }) = tokens.first()
    else {
        return false;
    };
    let joined = tokens
        .windows(2)
        .any(|w| matches!((w[0].tok, w[1].tok), (Tok::Place(_), Tok::Sep)));
    let is_label = |t: &Token| matches!(t.tok, Tok::Place(Place::Label(_)));
    joined || (tokens.len() >= 2 && tokens[..2].iter().all(is_label))
}

/// Writes a play in the tactile notation, each checker's path as GNU Backgammon writes it:
/// parts by decreasing source point, the hops of one checker merged unless it hit on the way,
/// `*` after a point where a checker was hit or pinned (`N1-N7*`, `N1-N5*-N10`), parts
/// separated by a space; an entry from the reserve starts at the reserve's word
/// (`réserve-N6`), and a move without dice is written once (see [`super::gnubg_play`]). Identical parts are written out again rather than counted, since `(2)` would read
/// as the count form `V3 (2v)`.
#[must_use]
pub fn format_tactile(play: &Play, variant: Variant, mover: Side, vocab: &Vocabulary) -> String {
    if variant.rules().stacks {
        // Doublets: the points acted on, `V3 V6` (`variants.md` §0.5).
        return play
            .steps()
            .iter()
            .map(|s| Label::of_point(variant, mover, s.from).to_text(vocab))
            .collect::<Vec<_>>()
            .join(" ");
    }
    let hit_at = |point: u8| super::gnubg_play::hit_at(play, point);
    let parts = super::gnubg_play::paths_for(play, variant);

    // A hit point is starred once, on the first part written that reaches it: gnubg's rule,
    // which also leaves the second copy of `8/5*/2(2)` unstarred once written out.
    let mut starred = 0u32;
    let mut written = Vec::new();
    for part in &parts {
        let mut text = String::new();
        for (k, &point) in part.iter().enumerate() {
            if k > 0 {
                text.push('-');
            }
            text.push_str(&Label::of_point(variant, mover, point).to_text(vocab));
            if k > 0 && hit_at(point) && starred & (1 << point) == 0 {
                text.push('*');
                starred |= 1 << point;
            }
        }
        written.push(text);
    }
    written.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{gnubg_play, position_id};
    use crate::rules::{Dice, Die, Position, StageKind, Step, Turn};
    use proptest::prelude::*;

    fn vocab() -> Vocabulary {
        Vocabulary::new("barre", "sortis", "réserve", "marques")
            .also_reading(&Vocabulary::new("bar", "off", "reserve", "scores"))
    }

    fn seg(from: u8, to: u8) -> Segment {
        Segment { from, to }
    }

    fn tactile(text: &str, variant: Variant, mover: Side) -> Result<Vec<Segment>, PlayInputError> {
        parse_play(text, PlayNotation::Tactile, variant, mover, &vocab())
    }

    fn standard(text: &str) -> Result<Vec<Segment>, PlayInputError> {
        parse_play(
            text,
            PlayNotation::Standard,
            Variant::Backgammon,
            Side::Green,
            &vocab(),
        )
    }

    fn green_bg(text: &str) -> Result<Vec<Segment>, PlayInputError> {
        tactile(text, Variant::Backgammon, Side::Green)
    }

    #[test]
    fn a_tactile_move_is_read_in_the_movers_numbering() {
        assert_eq!(green_bg("N1-N7"), Ok(vec![seg(24, 18)]));
        assert_eq!(
            tactile("V1-V7", Variant::Backgammon, Side::Black),
            Ok(vec![seg(24, 18)])
        );
        assert_eq!(
            tactile("N12-N6", Variant::Jacquet, Side::Green),
            Ok(vec![seg(24, 18)])
        );
    }

    #[test]
    fn a_dash_a_slash_or_a_space_joins_the_two_points() {
        for text in ["N1-N7", "N1 N7", "n1/n7", "N1 - N7", " n 1/ n7 "] {
            assert_eq!(green_bg(text), Ok(vec![seg(24, 18)]), "{text}");
        }
    }

    /// The position of `text` in `variant`, `side` on roll.
    fn family_position(variant: Variant, text: &str, side: Side) -> Position {
        let vocab = crate::i18n::vocabulary(crate::i18n::Lang::Fr);
        crate::notation::position_text::parse(text, variant, side, &vocab).unwrap()
    }

    /// Whether every legal play of `pos` for `dice`, written in the tactile notation and
    /// typed back, is made in the order written, each move legal when it comes.
    fn typed_in_order_as_written(pos: &Position, dice: Dice) -> Result<(), String> {
        let vocab = crate::i18n::vocabulary(crate::i18n::Lang::Fr);
        let (variant, side) = (pos.variant(), pos.turn());
        for legal in pos.legal_plays(dice) {
            let text = format_tactile(&legal.play, variant, side, &vocab);
            let segments: Vec<(u8, u8)> =
                parse_play(&text, PlayNotation::Tactile, variant, side, &vocab)
                    .map_err(|e| format!("{text}: {e:?}"))?
                    .iter()
                    .map(|s| (s.from, s.to))
                    .collect();
            let mut turn = Turn::new(*pos, dice);
            match turn.play_segments(&segments) {
                Ok(_) if turn.position().checkers(side) == legal.after.checkers(side) => {}
                Ok(_) => return Err(format!("{text}: another position")),
                Err(crate::rules::MoveError::Ambiguous { .. }) => {}
                Err(e) => return Err(format!("{text}: {e:?}")),
            }
        }
        Ok(())
    }

    #[test]
    fn a_tourne_case_play_is_written_by_its_legal_steps_in_order() {
        // N4 may neither pass N3 nor land on it: N3 goes home first, then N4 follows.
        let text = "N4 (1n), N3 (1n), N1 (1n), V11 (1v), V6 (1v), V1 (1v)";
        let pos = family_position(Variant::TourneCase, text, Side::Black);
        let dice = Dice::from_values(2, 1).unwrap();
        let legal = pos.legal_plays(dice);
        assert_eq!(legal.len(), 1);
        let written = format_tactile(&legal[0].play, Variant::TourneCase, Side::Black, &vocab());
        assert_eq!(written, "N3-N1 N4-N3");
        assert_eq!(
            gnubg_play::format_for(&legal[0].play, Variant::TourneCase),
            "10/12 9/10"
        );
        assert_eq!(typed_in_order_as_written(&pos, dice), Ok(()));
        // Two checkers entering: the nearer first, so that the other one need not pass it.
        let start = Position::start(Variant::TourneCase, Side::Green);
        let both = Dice::from_values(5, 4).unwrap();
        assert_eq!(typed_in_order_as_written(&start, both), Ok(()));
    }

    #[test]
    fn every_tourne_case_play_typed_as_written_is_made_in_the_order_written() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(30);
        for _ in 0..crate::test_size(20) {
            let mut pos = Position::start(Variant::TourneCase, Side::Green);
            while pos.outcome().is_none() {
                let dice =
                    Dice::from_values(rng.random_range(1..=6), rng.random_range(1..=6)).unwrap();
                assert_eq!(typed_in_order_as_written(&pos, dice), Ok(()));
                let plays = pos.legal_plays(dice);
                pos = if plays.is_empty() {
                    pos.with_turn(!pos.turn())
                } else {
                    plays[rng.random_range(0..plays.len())].after
                };
            }
        }
    }

    #[test]
    fn a_chain_is_split_into_segments() {
        assert_eq!(green_bg("N1-N7-N12"), Ok(vec![seg(24, 18), seg(18, 13)]));
        assert_eq!(green_bg("N1 N7-N12"), Ok(vec![seg(24, 18), seg(18, 13)]));
    }

    #[test]
    fn several_moves_are_separated_by_spaces_or_commas() {
        let both = Ok(vec![seg(24, 18), seg(8, 5)]);
        assert_eq!(green_bg("N1-N7 V8-V5"), both);
        assert_eq!(green_bg("N1-N7, V8-V5"), both);
        assert_eq!(green_bg("N1 N7 V8 V5"), both);
        assert_eq!(green_bg("N1 N7,V8 V5,"), both);
    }

    #[test]
    fn the_bar_and_off_are_words_of_either_language() {
        assert_eq!(green_bg("barre-N3"), Ok(vec![seg(25, 22)]));
        assert_eq!(green_bg("BAR N3"), Ok(vec![seg(25, 22)]));
        assert_eq!(green_bg("V2-sortis"), Ok(vec![seg(2, 0)]));
        assert_eq!(green_bg("v2 off"), Ok(vec![seg(2, 0)]));
    }

    #[test]
    fn standard_plays_are_read_as_gnubg_writes_them() {
        assert_eq!(standard("24/18 13/10"), Ok(vec![seg(24, 18), seg(13, 10)]));
        assert_eq!(standard("bar/22"), Ok(vec![seg(25, 22)]));
        assert_eq!(standard("barre/22"), Ok(vec![seg(25, 22)]));
        assert_eq!(standard("6/off"), Ok(vec![seg(6, 0)]));
        assert_eq!(standard("8-5"), Ok(vec![seg(8, 5)]));
        assert_eq!(standard("25/20 3/0"), Ok(vec![seg(25, 20), seg(3, 0)]));
    }

    #[test]
    fn a_count_in_parentheses_repeats_the_part() {
        assert_eq!(standard("8/5(2)"), Ok(vec![seg(8, 5), seg(8, 5)]));
        assert_eq!(
            standard("8/5(2) 6/3 (2)"),
            Ok(vec![seg(8, 5), seg(8, 5), seg(6, 3), seg(6, 3)])
        );
        assert_eq!(standard("13/7*(2)"), Ok(vec![seg(13, 7), seg(13, 7)]));
        assert_eq!(standard("8/5(5)"), Err(PlayInputError::BadRepeat { at: 3 }));
        assert_eq!(
            standard("(2) 8/5"),
            Err(PlayInputError::BadRepeat { at: 0 })
        );
    }

    #[test]
    fn hit_marks_are_allowed_and_ignored() {
        assert_eq!(standard("24/20*/16"), Ok(vec![seg(24, 20), seg(20, 16)]));
        assert_eq!(standard("24/20* 13/9"), Ok(vec![seg(24, 20), seg(13, 9)]));
        assert_eq!(green_bg("N1-N7*"), Ok(vec![seg(24, 18)]));
        assert_eq!(
            standard("24*/20"),
            Err(PlayInputError::MisplacedStar { at: 2 })
        );
        assert_eq!(
            standard("24/20**"),
            Err(PlayInputError::MisplacedStar { at: 6 })
        );
    }

    #[test]
    fn a_play_in_the_other_notation_is_refused() {
        assert_eq!(
            standard("N1-N7"),
            Err(PlayInputError::WrongNotation { at: 0 })
        );
        assert_eq!(
            green_bg("24/18"),
            Err(PlayInputError::WrongNotation { at: 0 })
        );
    }

    #[test]
    fn a_long_line_is_read_in_time_proportional_to_its_length() {
        // 350 KB of moves and one bad character at the end, whose place is found in
        // characters (the no-break space counts one, though two bytes): counting from the
        // start at every token took minutes.
        let line = format!("{}€", "V1-V3\u{a0}".repeat(50_000));
        let started = std::time::Instant::now();
        let (tokens, error) = lex(&line, &vocab());
        assert_eq!(tokens.len(), 150_000);
        assert_eq!(
            error,
            Some(PlayInputError::UnexpectedChar {
                at: 300_000,
                ch: '€'
            })
        );
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
    }

    #[test]
    fn broken_plays_are_refused_with_their_place() {
        assert_eq!(standard(""), Err(PlayInputError::Empty));
        assert_eq!(standard(" , "), Err(PlayInputError::Empty));
        assert_eq!(
            standard("24"),
            Err(PlayInputError::MissingDestination { at: 0 })
        );
        assert_eq!(
            standard("24 18"),
            Err(PlayInputError::MissingDestination { at: 0 })
        );
        assert_eq!(
            standard("24/"),
            Err(PlayInputError::DanglingSeparator { at: 2 })
        );
        assert_eq!(
            standard("/18"),
            Err(PlayInputError::DanglingSeparator { at: 0 })
        );
        assert_eq!(
            standard("24//18"),
            Err(PlayInputError::DanglingSeparator { at: 2 })
        );
        assert_eq!(
            standard("26/20"),
            Err(PlayInputError::NumberOutOfRange { at: 0 })
        );
        assert_eq!(standard("24/08"), Err(PlayInputError::BadNumber { at: 3 }));
        assert_eq!(standard("24/1O"), Err(PlayInputError::BadNumber { at: 3 }));
        assert_eq!(
            standard("24/18 ; 13/10"),
            Err(PlayInputError::UnexpectedChar { at: 6, ch: ';' })
        );
        assert_eq!(
            standard("24/18 zut"),
            Err(PlayInputError::UnknownWord { at: 6 })
        );
        assert_eq!(
            green_bg("N1-V13"),
            Err(PlayInputError::Label {
                at: 3,
                error: LabelError::NumberOutOfRange
            })
        );
        assert_eq!(
            green_bg("N1-N7 V6"),
            Err(PlayInputError::MissingDestination { at: 6 })
        );
        assert_eq!(
            green_bg("N1, N7"),
            Err(PlayInputError::MissingDestination { at: 0 })
        );
    }

    #[test]
    fn moves_must_go_forward_from_the_board_or_the_bar() {
        assert_eq!(standard("off/3"), Err(PlayInputError::StartsOff { at: 0 }));
        assert_eq!(standard("3/bar"), Err(PlayInputError::EndsOnBar { at: 2 }));
        assert_eq!(
            standard("3/5"),
            Err(PlayInputError::NotForward {
                at: 0,
                from: 3,
                to: 5
            })
        );
        assert_eq!(
            green_bg("V3 V3"),
            Err(PlayInputError::NotForward {
                at: 0,
                from: 3,
                to: 3
            })
        );
    }

    #[test]
    fn an_entry_from_the_reserve_is_read_in_both_notations() {
        let entry = Ok(vec![seg(RESERVE, 19)]);
        assert_eq!(standard("in/19"), entry);
        assert_eq!(standard("IN/19"), entry);
        assert_eq!(standard("réserve/19"), entry);
        assert_eq!(standard("reserve/19"), entry);
        assert_eq!(green_bg("réserve-N6"), entry);
        assert_eq!(green_bg("Reserve N6"), entry);
        assert_eq!(
            standard("in/19 19/18"),
            Ok(vec![seg(RESERVE, 19), seg(19, 18)])
        );
        assert_eq!(
            standard("19/in"),
            Err(PlayInputError::EndsInReserve { at: 3 })
        );
        assert_eq!(
            standard("inside/19"),
            Err(PlayInputError::UnknownWord { at: 0 })
        );
    }

    #[test]
    fn an_entry_from_the_reserve_is_written_with_the_reserves_word() {
        let play = Play::from_steps(&[step(RESERVE, 19, 6, false)]).unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Race, Side::Green, &vocab()),
            "réserve-N6"
        );
        assert_eq!(gnubg_play::format(&play), "in/19");
    }

    /// The positions a typed play can end on through a turn: one, or several when a move
    /// can be made more ways than one (`16/13` hitting on 15 or not) and the player is asked.
    fn typed_results(turn: Turn, segments: &[(u8, u8)]) -> Vec<Position> {
        let Some((&(from, to), rest)) = segments.split_first() else {
            return turn.finish().map(|p| p.after).into_iter().collect();
        };
        let mut moved = turn.clone();
        match moved.move_checker(from, to) {
            Ok(_) => typed_results(moved, rest),
            Err(crate::rules::MoveError::Ambiguous { choices }) => choices
                .iter()
                .flat_map(|choice| {
                    let mut chosen = turn.clone();
                    let hops: Vec<(u8, u8)> = choice.iter().map(|s| (s.from, s.to)).collect();
                    chosen
                        .play_segments(&hops)
                        .expect("a choice offered is legal");
                    typed_results(chosen, rest)
                })
                .collect(),
            Err(_) => Vec::new(),
        }
    }

    /// [`typed_results`] for the segments in every order: the program writes a play's parts
    /// by decreasing source point, and where a leading checker must move first (Jacquet's
    /// postillon) the player types them in another order.
    fn typed_results_any_order(turn: &Turn, segments: &[(u8, u8)]) -> Vec<Position> {
        if segments.len() <= 1 {
            return typed_results(turn.clone(), segments);
        }
        let mut orders = Vec::new();
        permutations(segments, &mut Vec::new(), &mut orders);
        orders
            .into_iter()
            .flat_map(|order| typed_results(turn.clone(), &order))
            .collect()
    }

    /// `side`'s checkers off, on the board and on the bar, and in the reserve, after
    /// `segments`.
    fn moved_by(pos: &Position, side: Side, segments: &[(u8, u8)]) -> ([u8; 26], u8) {
        let mut board = *pos.checkers(side);
        let mut reserve = pos.reserve(side);
        for &(from, to) in segments {
            if from == RESERVE {
                reserve -= 1;
            } else {
                // Entering from an empty bar is a clone made by a hit earlier in the play
                // (Cloning): a checker more, from nowhere.
                let here = &mut board[usize::from(from)];
                *here = here.saturating_sub(1);
            }
            board[usize::from(to)] += 1;
        }
        (board, reserve)
    }

    fn permutations(left: &[(u8, u8)], prefix: &mut Vec<(u8, u8)>, out: &mut Vec<Vec<(u8, u8)>>) {
        if left.is_empty() {
            out.push(prefix.clone());
            return;
        }
        for i in 0..left.len() {
            let mut rest = left.to_vec();
            prefix.push(rest.remove(i));
            permutations(&rest, prefix, out);
            prefix.pop();
        }
    }

    #[test]
    fn legal_plays_of_every_game_at_every_turn_are_read_back_as_written() {
        use crate::rules::driver::{next_stage, plays};
        let vocab = vocab();
        let mut faces = [3u8, 1, 6, 4, 2, 5, 5, 5, 1, 2, 6, 6, 4, 3, 2, 2]
            .into_iter()
            .cycle();
        let mut throw = || Die::new(faces.next().unwrap()).unwrap();
        for &variant in Variant::ALL {
            let mut pos = Position::start(variant, Side::Green);
            for turn in 0..30 {
                // A double to name or a roll to choose is named or chosen first: the
                // 6s, the 6-5 (every double and roll is read the same way).
                let mut stage = next_stage(&pos, None, &mut throw);
                stage.kind = match stage.kind {
                    StageKind::NameDouble => StageKind::NamedDouble(Die::ALL[5]),
                    StageKind::ChooseRoll => StageKind::Chosen(Dice::new(Die::ALL[5], Die::ALL[4])),
                    kind => kind,
                };
                let legal = plays(&pos, stage);
                let me = pos.turn();
                // Sixteen plays of a turn at most, spread over its list (the first, the
                // last, and between): a double's hundreds of plays are written alike.
                let every = legal.len().div_ceil(crate::test_size(16)).max(1);
                let sampled = legal
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i % every == 0 || i + 1 == legal.len());
                for (_, l) in sampled {
                    for notation in [PlayNotation::Tactile, PlayNotation::Standard] {
                        let text = match notation {
                            PlayNotation::Tactile => format_tactile(&l.play, variant, me, &vocab),
                            PlayNotation::Standard => gnubg_play::format_for(&l.play, variant),
                        };
                        let segments = parse_play(&text, notation, variant, me, &vocab)
                            .unwrap_or_else(|e| panic!("{variant} {text}: {e}"));
                        let moved: Vec<(u8, u8)> =
                            segments.iter().map(|s| (s.from, s.to)).collect();
                        // A double to name is named first: the play's die says which.
                        let start = Turn::for_stage(pos, stage);
                        let mut reached = typed_results(start.clone(), &moved);
                        if !reached.contains(&l.after) {
                            reached = typed_results_any_order(&start, &moved);
                        }
                        if !reached.contains(&l.after) {
                            // Merged hops a turn cannot make one checker at a time as
                            // written (two checkers `9/off` on a 5-5, the first home only
                            // once the second is; Ludus's `8/3* 10/8` written `10/3*`, one
                            // checker barred from touching down on its own 8 where another
                            // stood): the segments still move the checkers.
                            assert_eq!(
                                moved_by(&pos, me, &moved),
                                moved_by(&l.after, me, &[]),
                                "{variant} turn {turn}: {stage:?} {text} from {}",
                                super::super::position_text::format(&pos, &vocab)
                            );
                        } else {
                            assert!(
                                reached.contains(&l.after),
                                "{variant} turn {turn}: {stage:?} {text} from {}",
                                super::super::position_text::format(&pos, &vocab)
                            );
                        }
                    }
                }
                match legal.first() {
                    Some(l) if l.after.outcome().is_none() => pos = l.after,
                    Some(_) => break,
                    None => pos = pos.with_turn(!me),
                }
            }
        }
    }

    #[test]
    fn notations_are_named_in_settings() {
        assert_eq!("Tactile".parse(), Ok(PlayNotation::Tactile));
        assert_eq!(" standard".parse(), Ok(PlayNotation::Standard));
        assert_eq!("GNUBG".parse(), Ok(PlayNotation::Standard));
        assert_eq!("braille".parse::<PlayNotation>(), Err(UnknownNotation));
    }

    #[test]
    fn plays_are_told_from_commands() {
        let vocab = vocab();
        for play in [
            "24/18", "N1 N7", "n1-n7", "bar/22", "barre N3", "24/", "8/5(2)", "24/1O",
        ] {
            assert!(looks_like_play(play, &vocab), "{play}");
        }
        for command in ["3", "V3", "coups", "aide", "", "bar", "dés 3 4", "3 4", "-"] {
            assert!(!looks_like_play(command, &vocab), "{command}");
        }
    }

    fn step(from: u8, to: u8, die: u8, hit: bool) -> Step {
        Step {
            hit,
            ..Step::new(from, to, Die::new(die).unwrap())
        }
    }

    #[test]
    fn a_play_is_written_with_each_checkers_path() {
        let vocab = vocab();
        let play = Play::from_steps(&[step(24, 18, 6, false), step(18, 13, 5, false)]).unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Backgammon, Side::Green, &vocab),
            "N1-N12"
        );
        let play = Play::from_steps(&[step(8, 5, 3, false), step(24, 21, 3, true)]).unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Backgammon, Side::Green, &vocab),
            "N1-N4* V8-V5"
        );
    }

    #[test]
    fn a_checker_that_hits_on_the_way_keeps_the_point_it_hit() {
        let play = Play::from_steps(&[step(24, 20, 4, true), step(20, 15, 5, false)]).unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Backgammon, Side::Green, &vocab()),
            "N1-N5*-N10"
        );
    }

    #[test]
    fn identical_parts_are_written_out_again() {
        let play = Play::from_steps(&[
            step(8, 5, 3, false),
            step(8, 5, 3, false),
            step(6, 3, 3, false),
            step(6, 3, 3, false),
        ])
        .unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Backgammon, Side::Green, &vocab()),
            "V8-V5 V8-V5 V6-V3 V6-V3"
        );
    }

    #[test]
    fn the_bar_and_off_are_written_with_the_vocabularys_words() {
        let play = Play::from_steps(&[step(25, 22, 3, false), step(2, 0, 2, false)]).unwrap();
        assert_eq!(
            format_tactile(&play, Variant::Backgammon, Side::Black, &vocab()),
            "barre-V3 N2-sortis"
        );
    }

    /// gnubg's writing of a Green backgammon play turned into the tactile one by hand: numbers
    /// to labels, `/` to `-`, and `(n)` written out, the hit mark on the first copy only.
    fn gnubg_to_tactile(gnubg: &str, vocab: &Vocabulary) -> String {
        let mut out = Vec::new();
        for part in gnubg.split(' ') {
            let (path, count) = match part.split_once('(') {
                Some((path, n)) => (path, n.trim_end_matches(')').parse().unwrap()),
                None => (part, 1),
            };
            for copy in 0..count {
                let points: Vec<String> = path
                    .split('/')
                    .map(|p| {
                        let (number, star) = match p.strip_suffix('*') {
                            Some(n) => (n, copy == 0),
                            None => (p, false),
                        };
                        let own = match number {
                            "bar" => 25,
                            "off" => 0,
                            n => n.parse().unwrap(),
                        };
                        let label = Label::of_point(Variant::Backgammon, Side::Green, own);
                        format!("{}{}", label.to_text(vocab), if star { "*" } else { "" })
                    })
                    .collect();
                out.push(points.join("-"));
            }
        }
        out.join(" ")
    }

    const FIXTURE: &str = include_str!("../../tests/data/gnubg-legal-plays.tsv");

    /// Every gnubg play of the fixture reads into segments that lead from its position to its
    /// result; every legal play written in the tactile notation reads back into the same
    /// segments as its gnubg writing.
    #[test]
    fn every_gnubg_play_of_the_fixture_is_read_and_agrees_with_the_tactile_writing() {
        let vocab = vocab();
        let mut cases = 0;
        for line in FIXTURE.lines().filter(|l| !l.starts_with('#')) {
            let mut cols = line.split('\t');
            let (Some(id), Some(dice), Some(plays)) = (cols.next(), cols.next(), cols.next())
            else {
                panic!("a fixture line has three columns: {line}");
            };
            let pos = position_id::decode(id, Side::Green).unwrap();
            for entry in plays.split(';').filter(|p| !p.is_empty()) {
                let (play, result) = entry.split_once('=').unwrap();
                let segments = parse_play(
                    play,
                    PlayNotation::Standard,
                    Variant::Backgammon,
                    Side::Green,
                    &vocab,
                )
                .unwrap_or_else(|e| panic!("{play}: {e}"));
                let mut mine = *pos.checkers(Side::Green);
                for s in &segments {
                    mine[usize::from(s.from)] -= 1;
                    mine[usize::from(s.to)] += 1;
                }
                let after = position_id::decode(result, Side::Black).unwrap();
                assert_eq!(&mine, after.checkers(Side::Green), "{id} {play}");
                cases += 1;
            }
            let d: Vec<u8> = dice.bytes().map(|b| b - b'0').collect();
            for legal in pos.legal_plays(Dice::from_values(d[0], d[1]).unwrap()) {
                let gnubg = gnubg_play::format(&legal.play);
                let written = format_tactile(&legal.play, Variant::Backgammon, Side::Green, &vocab);
                let mut from_gnubg = standard(&gnubg).unwrap();
                let mut from_tactile =
                    green_bg(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
                from_gnubg.sort_by_key(|s| (s.from, s.to));
                from_tactile.sort_by_key(|s| (s.from, s.to));
                assert_eq!(from_gnubg, from_tactile, "{gnubg} / {written}");
                assert_eq!(written, gnubg_to_tactile(&gnubg, &vocab), "{gnubg}");
            }
        }
        assert!(cases > 20_000);
    }

    #[test]
    fn jacquet_plays_are_written_and_read_back() {
        let vocab = vocab();
        let start = Position::start(Variant::Jacquet, Side::Black);
        for dice in [(6, 5), (3, 3), (2, 1)] {
            for legal in start.legal_plays(Dice::from_values(dice.0, dice.1).unwrap()) {
                let text = format_tactile(&legal.play, Variant::Jacquet, Side::Black, &vocab);
                let segments = tactile(&text, Variant::Jacquet, Side::Black).unwrap();
                let mut mine = *start.checkers(Side::Black);
                for s in &segments {
                    mine[usize::from(s.from)] -= 1;
                    mine[usize::from(s.to)] += 1;
                }
                assert_eq!(&mine, legal.after.checkers(Side::Black), "{text}");
            }
        }
    }

    proptest! {
        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            let vocab = vocab();
            for notation in [PlayNotation::Tactile, PlayNotation::Standard] {
                let _ = parse_play(&text, notation, Variant::Jacquet, Side::Black, &vocab);
            }
            let _ = looks_like_play(&text, &vocab);
        }

        #[test]
        fn reading_play_like_text_never_panics(text in "[VNvn0-9 /*(),barreoffsti-]{0,30}") {
            let vocab = vocab();
            for notation in [PlayNotation::Tactile, PlayNotation::Standard] {
                for &variant in Variant::ALL {
                    let _ = parse_play(&text, notation, variant, Side::Green, &vocab);
                }
            }
            let _ = looks_like_play(&text, &vocab);
        }
    }
}
