//! The tactile edition's names for the points (`rules.md` §1): `V1`..`V12` on Green's side of
//! the board, `N1`..`N12` on Black's, plus the bar, the borne-off checkers and the reserve
//! (`variants.md` §0.3), and the count form `V3 (4v)` that says who stands on a place and how
//! many: `V5 (1n, 2v)` lists a point holding both colours from the bottom up (a pinned checker
//! first, `variants.md` §0.5), `barre (1v, 5n)` both sides' checkers on the bar.
//!
//! A label names a place on the board, the same for both players; a side's own number for it
//! (1..=24 by distance to its bear-off, 25 the bar, 0 off) depends on the game, because the
//! far half of the board runs the other way in backgammon and the same way in Jacquet.
//!
//! This layer has no access to the translations: the words and letters it reads and writes
//! come in a [`Vocabulary`] that the caller builds from the locale's messages.
//!
//! ```
//! use tablier::notation::tactile::{Label, Vocabulary};
//! use tablier::rules::{Side, Variant};
//!
//! let vocab = Vocabulary::new("barre", "sortis", "réserve", "marques");
//! // Green's own 24-point is Black's 1-point in backgammon: N1.
//! let label = Label::of_point(Variant::Backgammon, Side::Green, 24);
//! assert_eq!(label.to_text(&vocab), "N1");
//! assert_eq!(Label::parse(" n 1 ", &vocab), Ok(label));
//! ```

use crate::rules::{BAR, BySide, OFF, RESERVE, Side, Variant};

/// The words and letters of the notation in the player's language, and the other languages'
/// words that are read as well.
///
/// Built by the caller from the locale's messages, never written in the code: the notation
/// layer has no translations of its own. The label and count letters are V/N and v/n in
/// every locale unless a translator chooses others (`rules.md` §1): English writes its
/// counts g/b (`V1 (2b)`, issue 30, item 9), and reads v/n too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vocabulary {
    /// The word written for the bar (`barre` in French).
    pub bar: String,
    /// The word written for the borne-off checkers.
    pub off: String,
    /// The word written for the reserve, the checkers not entered yet (`réserve`).
    pub reserve: String,
    /// The word of a position's entry giving the last side to score and how many times in a
    /// row (Grasshopper: `marques (1v)`).
    pub scores: String,
    /// The word of a position's entry listing the points whose pile stands (Doublets:
    /// `piles (V1 V4, N2)`); empty where the caller gave none, and then never read.
    pub piles: String,
    /// The word of a position's entry giving each side's phase (Doublets: `phase (1v, 2n)`).
    pub phase: String,
    /// The letter written before a point number for each half of the board (`V`, `N`).
    pub label_letters: BySide<char>,
    /// The letter written after a count for each side's checkers (`v`, `n`).
    pub count_letters: BySide<char>,
    /// Further words read as the bar, such as other languages' (`bar`).
    pub other_bar_words: Vec<String>,
    /// Further words read as the borne-off checkers.
    pub other_off_words: Vec<String>,
    /// Further words read as the reserve.
    pub other_reserve_words: Vec<String>,
    /// Further words read as the scores entry.
    pub other_scores_words: Vec<String>,
    /// Further words read as the piles entry.
    pub other_piles_words: Vec<String>,
    /// Further words read as the phase entry.
    pub other_phase_words: Vec<String>,
    /// Further letters read as a half of the board.
    pub other_label_letters: BySide<Vec<char>>,
    /// Further letters read as a side's checkers in a count.
    pub other_count_letters: BySide<Vec<char>>,
}

impl Vocabulary {
    /// A vocabulary writing `bar`, `off`, `reserve` and `scores`, with the default letters
    /// V/N and v/n.
    #[must_use]
    pub fn new(
        bar: impl Into<String>,
        off: impl Into<String>,
        reserve: impl Into<String>,
        scores: impl Into<String>,
    ) -> Vocabulary {
        Vocabulary {
            bar: bar.into(),
            off: off.into(),
            reserve: reserve.into(),
            scores: scores.into(),
            piles: String::new(),
            phase: String::new(),
            label_letters: BySide {
                green: 'V',
                black: 'N',
            },
            count_letters: BySide {
                green: 'v',
                black: 'n',
            },
            other_bar_words: Vec::new(),
            other_off_words: Vec::new(),
            other_reserve_words: Vec::new(),
            other_scores_words: Vec::new(),
            other_piles_words: Vec::new(),
            other_phase_words: Vec::new(),
            other_label_letters: BySide::default(),
            other_count_letters: BySide::default(),
        }
    }

    /// The same vocabulary writing `piles` and `phase` for Doublets' entries (`variants.md`
    /// §0.5).
    #[must_use]
    pub fn with_stack_words(
        mut self,
        piles: impl Into<String>,
        phase: impl Into<String>,
    ) -> Vocabulary {
        self.piles = piles.into();
        self.phase = phase.into();
        self
    }

    /// The same vocabulary with other letters, for a locale whose translator chose them.
    #[must_use]
    pub fn with_letters(mut self, label: BySide<char>, count: BySide<char>) -> Vocabulary {
        self.label_letters = label;
        self.count_letters = count;
        self
    }

    /// This vocabulary, also reading every word and letter of `other` (another language), so
    /// that a player may type `bar` or `barre` whatever the locale. A letter of `other` that
    /// this vocabulary already reads for either side is left out, so reading stays unambiguous.
    #[must_use]
    pub fn also_reading(mut self, other: &Vocabulary) -> Vocabulary {
        for word in other.bar_words() {
            if !self.bar_words().any(|w| same_word(w, word)) {
                self.other_bar_words.push(word.to_owned());
            }
        }
        for word in other.off_words() {
            if !self.off_words().any(|w| same_word(w, word)) {
                self.other_off_words.push(word.to_owned());
            }
        }
        for word in other.reserve_words() {
            if !self.reserve_words().any(|w| same_word(w, word)) {
                self.other_reserve_words.push(word.to_owned());
            }
        }
        for word in other.scores_words() {
            if !self.scores_words().any(|w| same_word(w, word)) {
                self.other_scores_words.push(word.to_owned());
            }
        }
        for word in other.piles_words() {
            if !word.is_empty() && !self.piles_words().any(|w| same_word(w, word)) {
                self.other_piles_words.push(word.to_owned());
            }
        }
        for word in other.phase_words() {
            if !word.is_empty() && !self.phase_words().any(|w| same_word(w, word)) {
                self.other_phase_words.push(word.to_owned());
            }
        }
        for side in Side::ALL {
            for letter in other.label_letters_of(side).collect::<Vec<_>>() {
                if self.label_side(letter).is_none() {
                    self.other_label_letters[side].push(letter);
                }
            }
            for letter in other.count_letters_of(side).collect::<Vec<_>>() {
                if self.count_side(letter).is_none() {
                    self.other_count_letters[side].push(letter);
                }
            }
        }
        self
    }

    /// Every word read as the bar, the written one first.
    pub fn bar_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.bar.as_str()).chain(self.other_bar_words.iter().map(String::as_str))
    }

    /// Every word read as the borne-off checkers, the written one first.
    pub fn off_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.off.as_str()).chain(self.other_off_words.iter().map(String::as_str))
    }

    /// Every word read as the reserve, the written one first.
    pub fn reserve_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.reserve.as_str())
            .chain(self.other_reserve_words.iter().map(String::as_str))
    }

    /// Every word read as the scores entry, the written one first.
    pub fn scores_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.scores.as_str())
            .chain(self.other_scores_words.iter().map(String::as_str))
    }

    /// Every word read as the piles entry, the written one first.
    pub fn piles_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.piles.as_str())
            .chain(self.other_piles_words.iter().map(String::as_str))
    }

    /// Every word read as the phase entry, the written one first.
    pub fn phase_words(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.phase.as_str())
            .chain(self.other_phase_words.iter().map(String::as_str))
    }

    fn label_letters_of(&self, side: Side) -> impl Iterator<Item = char> + '_ {
        std::iter::once(self.label_letters[side])
            .chain(self.other_label_letters[side].iter().copied())
    }

    fn count_letters_of(&self, side: Side) -> impl Iterator<Item = char> + '_ {
        std::iter::once(self.count_letters[side])
            .chain(self.other_count_letters[side].iter().copied())
    }

    /// The half of the board a label letter names, whatever its case.
    #[must_use]
    pub fn label_side(&self, letter: char) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|&s| self.label_letters_of(s).any(|l| same_letter(l, letter)))
    }

    /// The side whose checkers a count letter names, whatever its case.
    #[must_use]
    pub fn count_side(&self, letter: char) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|&s| self.count_letters_of(s).any(|l| same_letter(l, letter)))
    }

    /// If `text` starts with a bar, off or reserve word (any case) that ends there, which one
    /// and the rest.
    pub(crate) fn strip_word<'t>(&self, text: &'t str) -> Option<(Label, &'t str)> {
        let bar = self.bar_words().map(|w| (Label::Bar, w));
        let off = self.off_words().map(|w| (Label::Off, w));
        let reserve = self.reserve_words().map(|w| (Label::Reserve, w));
        // The longest word wins, so that a word that begins another is not taken for it.
        bar.chain(off)
            .chain(reserve)
            .filter_map(|(label, word)| Some((label, strip_word_ci(text, word)?)))
            .min_by_key(|(_, rest)| rest.len())
    }

    /// If `text` starts with a piles word (any case) that ends there, the rest.
    pub(crate) fn strip_piles_word<'t>(&self, text: &'t str) -> Option<&'t str> {
        self.piles_words()
            .filter_map(|word| strip_word_ci(text, word))
            .min_by_key(|rest| rest.len())
    }

    /// If `text` starts with a phase word (any case) that ends there, the rest.
    pub(crate) fn strip_phase_word<'t>(&self, text: &'t str) -> Option<&'t str> {
        self.phase_words()
            .filter_map(|word| strip_word_ci(text, word))
            .min_by_key(|rest| rest.len())
    }

    /// If `text` starts with a scores word (any case) that ends there, the rest.
    pub(crate) fn strip_scores_word<'t>(&self, text: &'t str) -> Option<&'t str> {
        self.scores_words()
            .filter_map(|word| strip_word_ci(text, word))
            .min_by_key(|rest| rest.len())
    }
}

/// Whether two letters are the same but for case.
fn same_letter(a: char, b: char) -> bool {
    a == b || a.to_lowercase().eq(b.to_lowercase())
}

/// Whether two words are the same but for case and surrounding spaces.
fn same_word(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    a.chars().count() == b.chars().count()
        && a.chars().zip(b.chars()).all(|(x, y)| same_letter(x, y))
}

/// `text` without `word` at its start, compared letter by letter whatever the case.
pub(crate) fn strip_prefix_ci<'t>(text: &'t str, word: &str) -> Option<&'t str> {
    let word = word.trim();
    if word.is_empty() {
        return None;
    }
    let mut rest = text.char_indices();
    for w in word.chars() {
        let (_, c) = rest.next()?;
        if !same_letter(c, w) {
            return None;
        }
    }
    Some(rest.next().map_or("", |(i, _)| &text[i..]))
}

/// `text` without `word` at its start, whatever the case, when the word ends there.
fn strip_word_ci<'t>(text: &'t str, word: &str) -> Option<&'t str> {
    strip_prefix_ci(text, word).filter(|rest| !rest.starts_with(char::is_alphanumeric))
}

/// One of the 24 points, named by the half of the board it is on and its number there (1..=12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointLabel {
    half: Side,
    number: u8,
}

impl PointLabel {
    /// The point `number` (1..=12) of `half`'s side of the board; `None` for another number.
    #[must_use]
    pub const fn new(half: Side, number: u8) -> Option<PointLabel> {
        if number >= 1 && number <= 12 {
            Some(PointLabel { half, number })
        } else {
            None
        }
    }

    /// The side whose half of the board holds the point (the letter V or N).
    #[must_use]
    pub const fn half(self) -> Side {
        self.half
    }

    /// The number on that half, 1..=12: the owner's own point number.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.number
    }
}

/// A place a checker can be, as the tactile edition names it: a point, the bar, off, or the
/// reserve.
///
/// The bar, off and the reserve have no side of their own: they are the places of the side
/// the label is read for (the mover in a play, the colour in a count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    /// One of the 24 points.
    Point(PointLabel),
    /// The bar.
    Bar,
    /// The borne-off checkers.
    Off,
    /// The checkers that have not entered yet (`variants.md` §0.3); a step from it starts at
    /// [`RESERVE`].
    Reserve,
}

/// Why a text is not a label.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LabelError {
    /// Nothing was typed.
    #[error("no label")]
    Empty,
    /// The text starts with neither a half's letter nor a bar or off word.
    #[error("unknown letter or word")]
    UnknownLetter,
    /// A half's letter with no number after it.
    #[error("no point number")]
    MissingNumber,
    /// The number is written oddly (a leading zero, a sign).
    #[error("badly written point number")]
    BadNumber,
    /// The number is not 1 to 12.
    #[error("point number out of range")]
    NumberOutOfRange,
    /// Something follows the label.
    #[error("text after the label")]
    TrailingText,
}

impl Label {
    /// The label of `side`'s own point `point` (0 off, 1..=24, 25 the bar, [`RESERVE`] the
    /// reserve; anything higher is read as the bar).
    ///
    /// A side's points 1..=12 are on its own half with the same number; its points 13..=24
    /// are on the opponent's half, where they carry the opponent's own number for them (a
    /// half board numbers its own way: [`crate::rules::Geometry::label`]).
    #[must_use]
    pub fn of_point(variant: Variant, side: Side, point: u8) -> Label {
        let geometry = variant.rules().geometry;
        match usize::from(point) {
            OFF => Label::Off,
            1..=24 => {
                let (half, number) = geometry.label(geometry.green_point(side, point));
                Label::Point(PointLabel { half, number })
            }
            p if p == usize::from(RESERVE) => Label::Reserve,
            _ => Label::Bar,
        }
    }

    /// `side`'s own number for this place (0 off, 1..=24, 25 the bar, [`RESERVE`] the
    /// reserve).
    #[must_use]
    pub fn point_of(self, variant: Variant, side: Side) -> u8 {
        let geometry = variant.rules().geometry;
        match self {
            Label::Off => OFF as u8,
            Label::Bar => BAR as u8,
            Label::Reserve => RESERVE,
            Label::Point(p) => geometry.own_point(side, geometry.green_of_label(p.half, p.number)),
        }
    }

    /// Reads a label: a half's letter and a number (`V3`, `n12`, ` n 7 `), or a bar, off or
    /// reserve word;
    /// any case, spaces around and between, but the number exactly 1 to 12.
    ///
    /// # Errors
    /// [`LabelError`] saying what is wrong.
    pub fn parse(text: &str, vocab: &Vocabulary) -> Result<Label, LabelError> {
        let (label, rest) = Label::parse_prefix(text.trim_start(), vocab)?;
        if rest.trim().is_empty() {
            Ok(label)
        } else {
            Err(LabelError::TrailingText)
        }
    }

    /// Reads a label at the start of `text` (no leading space), returning the rest.
    pub(crate) fn parse_prefix<'t>(
        text: &'t str,
        vocab: &Vocabulary,
    ) -> Result<(Label, &'t str), LabelError> {
        if let Some(found) = vocab.strip_word(text) {
            return Ok(found);
        }
        let mut chars = text.chars();
        let Some(letter) = chars.next() else {
            return Err(LabelError::Empty);
        };
        let half = vocab.label_side(letter).ok_or(LabelError::UnknownLetter)?;
        let rest = chars.as_str();
        if rest.starts_with(char::is_alphabetic) {
            return Err(LabelError::UnknownLetter);
        }
        let rest = rest.trim_start();
        let (number, rest) = parse_number(rest).ok_or(LabelError::MissingNumber)?;
        let number = number?;
        if rest.starts_with(char::is_alphanumeric) {
            return Err(LabelError::TrailingText);
        }
        let point = u8::try_from(number)
            .ok()
            .and_then(|n| PointLabel::new(half, n))
            .ok_or(LabelError::NumberOutOfRange)?;
        Ok((Label::Point(point), rest))
    }

    /// The label as written: `V3`, or the bar, off or reserve word.
    #[must_use]
    pub fn to_text(self, vocab: &Vocabulary) -> String {
        match self {
            Label::Point(p) => format!("{}{}", vocab.label_letters[p.half], p.number),
            Label::Bar => vocab.bar.clone(),
            Label::Off => vocab.off.clone(),
            Label::Reserve => vocab.reserve.clone(),
        }
    }

    /// Whether this is one of the 24 points (not the bar, off or the reserve).
    #[must_use]
    pub const fn is_point(self) -> bool {
        matches!(self, Label::Point(_))
    }
}

/// Reads the ASCII digits at the start of `text`: `None` when there are none, `Err` for a
/// number written with a leading zero; the value saturates instead of overflowing.
pub(crate) fn parse_number(text: &str) -> Option<(Result<u32, LabelError>, &str)> {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    if end == 0 {
        return None;
    }
    let digits = &text[..end];
    let value = if digits.len() > 1 && digits.starts_with('0') {
        Err(LabelError::BadNumber)
    } else {
        Ok(digits.bytes().fold(0u32, |n, d| {
            n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
        }))
    };
    Some((value, &text[end..]))
}

/// The most checkers a count may give: the most a side may have in any game of the family
/// (Cloning's thirty), so that a count the game refuses is told by the game's rule.
pub const MAX_COUNT: u8 = {
    let mut max = 0;
    let mut i = 0;
    while i < Variant::ALL.len() {
        let most = Variant::ALL[i].rules().max_checkers;
        if most > max {
            max = most;
        }
        i += 1;
    }
    max
};

/// Who stands on a place and how many: the `4v` of `V3 (4v)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    /// Whose checkers.
    pub side: Side,
    /// How many: 1 to [`MAX_COUNT`] on a point; 0 is read for the bar, off and the reserve
    /// (`sortis (2v, 0n)`).
    pub count: u8,
    /// Whether the side's travelling postillon is among them (Jacquet), written `*`.
    pub postillon: bool,
}

/// A label with what stands there: `V3 (4v)`, `N9 (1v*)`, `V3 ()` for an empty point,
/// `V5 (1n, 2v)` for a point holding both colours, `barre (1v, 5n)` for both sides' checkers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Counted {
    /// The place.
    pub label: Label,
    /// The checkers there, in the order written: from the bottom up on a point (the pinned
    /// checker first), and green first on the bar, off and the reserve, as a program writes
    /// them; empty when nothing stands there.
    pub stacks: Vec<Stack>,
}

/// Why a text is not a label with its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CountedError {
    /// The label before the parenthesis is wrong.
    #[error("bad label: {0}")]
    Label(LabelError),
    /// No `(` after the label.
    #[error("no count in parentheses")]
    MissingCount,
    /// No `)` closing the count, or text after it.
    #[error("the count is not closed")]
    Unclosed,
    /// The count is not a number from 1 to [`MAX_COUNT`] (0 on the bar, off, the reserve).
    #[error("bad count")]
    BadCount,
    /// The count has no colour letter, or one that names no side.
    #[error("unknown colour")]
    UnknownColour,
    /// Both colours in one count without a comma between (`1v1n`).
    #[error("both colours on one point")]
    BothColours,
    /// One colour given twice in one entry (`1v, 2v`).
    #[error("a colour given twice")]
    RepeatedColour,
    /// The postillon mark `*` written twice, or somewhere other than after the colour.
    #[error("misplaced postillon mark")]
    MisplacedPostillon,
}

impl Counted {
    /// Reads `label (count letter)`, `label (count letter*)`, `label (count letter, count
    /// letter)` or `label ()`; any case, spaces allowed around each part.
    ///
    /// # Errors
    /// [`CountedError`] saying what is wrong.
    pub fn parse(text: &str, vocab: &Vocabulary) -> Result<Counted, CountedError> {
        let text = text.trim();
        let open = text.find('(').ok_or_else(|| {
            // Tell a bad label from a missing count.
            match Label::parse(text, vocab) {
                Err(e) => CountedError::Label(e),
                Ok(_) => CountedError::MissingCount,
            }
        })?;
        let label = Label::parse(&text[..open], vocab).map_err(CountedError::Label)?;
        let stacks = parse_counts(&text[open..], vocab, !label.is_point())?;
        Ok(Counted { label, stacks })
    }

    /// The text `V3 (4v)`, `N9 (1v*)`, `V5 (1n, 2v)` or `V3 ()`.
    #[must_use]
    pub fn to_text(&self, vocab: &Vocabulary) -> String {
        let mut text = self.label.to_text(vocab);
        text.push(' ');
        text.push_str(&counts_text(&self.stacks, vocab));
        text
    }
}

/// The parenthesised counts `(1n, 2v)`, in the order given.
#[must_use]
pub fn counts_text(stacks: &[Stack], vocab: &Vocabulary) -> String {
    let items: Vec<String> = stacks
        .iter()
        .map(|stack| {
            let mut item = format!("{}{}", stack.count, vocab.count_letters[stack.side]);
            if stack.postillon {
                item.push('*');
            }
            item
        })
        .collect();
    format!("({})", items.join(", "))
}

/// Reads the parenthesised counts `(4v)`, `(1n, 2v)` or `()` that make the whole of `text`
/// (spaces around allowed); `zero` allows a count of 0.
///
/// # Errors
/// [`CountedError`] saying what is wrong.
pub fn parse_counts(
    text: &str,
    vocab: &Vocabulary,
    zero: bool,
) -> Result<Vec<Stack>, CountedError> {
    let inside = text
        .trim()
        .strip_prefix('(')
        .ok_or(CountedError::MissingCount)?
        .strip_suffix(')')
        .ok_or(CountedError::Unclosed)?;
    if inside.contains(['(', ')']) {
        return Err(CountedError::Unclosed);
    }
    let mut rest = inside.trim();
    let mut stacks: Vec<Stack> = Vec::new();
    let mut after_comma = false;
    while !rest.is_empty() || after_comma {
        let (stack, after) = parse_item(rest, vocab, zero)?;
        if stacks.iter().any(|s| s.side == stack.side) {
            return Err(CountedError::RepeatedColour);
        }
        // `1v1n`: two colours run together, as the single-colour form was written before.
        if !stacks.is_empty() && !after_comma {
            return Err(CountedError::BothColours);
        }
        stacks.push(stack);
        after_comma = false;
        rest = after;
        if rest.starts_with('*') {
            return Err(CountedError::MisplacedPostillon);
        }
        if let Some(next) = rest.strip_prefix(',') {
            rest = next.trim_start();
            after_comma = true;
        }
    }
    Ok(stacks)
}

/// Reads one count `4v` or `4v*` at the start of `text`, returning the rest, spaces skipped.
fn parse_item<'t>(
    text: &'t str,
    vocab: &Vocabulary,
    zero: bool,
) -> Result<(Stack, &'t str), CountedError> {
    if text.starts_with('*') {
        return Err(CountedError::MisplacedPostillon);
    }
    let (count, after) = parse_number(text).ok_or(CountedError::BadCount)?;
    let least = u32::from(!zero);
    let count = count
        .ok()
        .filter(|n| (least..=u32::from(MAX_COUNT)).contains(n))
        .and_then(|n| u8::try_from(n).ok())
        .ok_or(CountedError::BadCount)?;
    let after = after.trim_start();
    let mut chars = after.chars();
    let side = chars
        .next()
        .and_then(|c| vocab.count_side(c))
        .ok_or(CountedError::UnknownColour)?;
    let after = chars.as_str();
    if after.starts_with(char::is_alphabetic) {
        return Err(CountedError::UnknownColour);
    }
    let after = after.trim_start();
    let (postillon, after) = match after.strip_prefix('*') {
        Some(a) => (true, a.trim_start()),
        None => (false, after),
    };
    Ok((
        Stack {
            side,
            count,
            postillon,
        },
        after,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn vocab() -> Vocabulary {
        Vocabulary::new("barre", "sortis", "réserve", "marques")
            .also_reading(&Vocabulary::new("bar", "off", "reserve", "scores"))
    }

    fn point(half: Side, number: u8) -> Label {
        Label::Point(PointLabel::new(half, number).unwrap())
    }

    #[test]
    fn the_backgammon_start_of_green_is_n1_n12_v8_v6() {
        let labels: Vec<String> = [24, 13, 8, 6]
            .iter()
            .map(|&p| Label::of_point(Variant::Backgammon, Side::Green, p).to_text(&vocab()))
            .collect();
        assert_eq!(labels, ["N1", "N12", "V8", "V6"]);
    }

    #[test]
    fn the_backgammon_start_of_black_is_v1_v12_n8_n6() {
        let labels: Vec<String> = [24, 13, 8, 6]
            .iter()
            .map(|&p| Label::of_point(Variant::Backgammon, Side::Black, p).to_text(&vocab()))
            .collect();
        assert_eq!(labels, ["V1", "V12", "N8", "N6"]);
    }

    #[test]
    fn in_jacquet_green_starts_on_n12_and_black_on_v12() {
        assert_eq!(
            Label::of_point(Variant::Jacquet, Side::Green, 24),
            point(Side::Black, 12)
        );
        assert_eq!(
            Label::of_point(Variant::Jacquet, Side::Black, 24),
            point(Side::Green, 12)
        );
        assert_eq!(
            Label::of_point(Variant::Jacquet, Side::Green, 13),
            point(Side::Black, 1)
        );
    }

    #[test]
    fn every_place_maps_to_a_label_and_back() {
        for &variant in Variant::ALL {
            for side in Side::ALL {
                for p in 0..=RESERVE {
                    let label = Label::of_point(variant, side, p);
                    assert_eq!(label.point_of(variant, side), p, "{variant} {side:?} {p}");
                }
            }
        }
    }

    #[test]
    fn a_label_names_the_same_place_for_both_sides() {
        for &variant in Variant::ALL {
            for green in 1..=24u8 {
                let label = Label::of_point(variant, Side::Green, green);
                assert_eq!(
                    label.point_of(variant, Side::Black),
                    variant.opposite(green)
                );
            }
        }
    }

    #[test]
    fn every_label_is_read_back_as_written() {
        let vocab = vocab();
        for &variant in Variant::ALL {
            for p in 0..=RESERVE {
                let label = Label::of_point(variant, Side::Black, p);
                assert_eq!(Label::parse(&label.to_text(&vocab), &vocab), Ok(label));
            }
        }
    }

    #[test]
    fn labels_are_read_in_any_case_with_spaces() {
        let vocab = vocab();
        assert_eq!(Label::parse("V3", &vocab), Ok(point(Side::Green, 3)));
        assert_eq!(Label::parse("v3", &vocab), Ok(point(Side::Green, 3)));
        assert_eq!(Label::parse("N12", &vocab), Ok(point(Side::Black, 12)));
        assert_eq!(Label::parse(" n 7 ", &vocab), Ok(point(Side::Black, 7)));
        assert_eq!(Label::parse("BARRE", &vocab), Ok(Label::Bar));
        assert_eq!(Label::parse("bar", &vocab), Ok(Label::Bar));
        assert_eq!(Label::parse(" Off", &vocab), Ok(Label::Off));
        assert_eq!(Label::parse("sortis", &vocab), Ok(Label::Off));
        assert_eq!(Label::parse("Réserve", &vocab), Ok(Label::Reserve));
        assert_eq!(Label::parse("reserve", &vocab), Ok(Label::Reserve));
        assert_eq!(
            Label::parse("réserves", &vocab),
            Err(LabelError::UnknownLetter)
        );
    }

    #[test]
    fn the_reserve_is_a_place_past_the_bar() {
        assert_eq!(
            Label::of_point(Variant::Race, Side::Green, RESERVE),
            Label::Reserve
        );
        assert_eq!(Label::Reserve.point_of(Variant::Race, Side::Black), RESERVE);
        assert_eq!(Label::Reserve.to_text(&vocab()), "réserve");
    }

    #[test]
    fn point_numbers_outside_one_to_twelve_are_refused() {
        let vocab = vocab();
        assert_eq!(
            Label::parse("V13", &vocab),
            Err(LabelError::NumberOutOfRange)
        );
        assert_eq!(
            Label::parse("V0", &vocab),
            Err(LabelError::NumberOutOfRange)
        );
        assert_eq!(
            Label::parse("N99999999999999999999", &vocab),
            Err(LabelError::NumberOutOfRange)
        );
        assert_eq!(Label::parse("V03", &vocab), Err(LabelError::BadNumber));
    }

    #[test]
    fn unknown_letters_and_missing_numbers_are_told_apart() {
        let vocab = vocab();
        assert_eq!(Label::parse("X3", &vocab), Err(LabelError::UnknownLetter));
        assert_eq!(
            Label::parse("barrel", &vocab),
            Err(LabelError::UnknownLetter)
        );
        assert_eq!(Label::parse("V", &vocab), Err(LabelError::MissingNumber));
        assert_eq!(Label::parse("V-3", &vocab), Err(LabelError::MissingNumber));
        assert_eq!(Label::parse("", &vocab), Err(LabelError::Empty));
        assert_eq!(Label::parse("V3 V4", &vocab), Err(LabelError::TrailingText));
        assert_eq!(Label::parse("V3x", &vocab), Err(LabelError::TrailingText));
    }

    #[test]
    fn a_translator_may_choose_other_letters() {
        let en = Vocabulary::new("bar", "off", "reserve", "scores").with_letters(
            BySide {
                green: 'G',
                black: 'B',
            },
            BySide {
                green: 'g',
                black: 'b',
            },
        );
        let both = en
            .clone()
            .also_reading(&Vocabulary::new("barre", "sortis", "réserve", "marques"));
        assert_eq!(point(Side::Black, 4).to_text(&en), "B4");
        assert_eq!(Label::parse("b4", &both), Ok(point(Side::Black, 4)));
        assert_eq!(Label::parse("n4", &both), Ok(point(Side::Black, 4)));
        assert_eq!(Label::parse("bar", &both), Ok(Label::Bar));
    }

    #[test]
    fn a_count_is_written_after_the_label() {
        let vocab = vocab();
        let counted = Counted {
            label: point(Side::Green, 3),
            stacks: vec![Stack {
                side: Side::Green,
                count: 4,
                postillon: false,
            }],
        };
        assert_eq!(counted.to_text(&vocab), "V3 (4v)");
        assert_eq!(Counted::parse("V3 (4v)", &vocab), Ok(counted.clone()));
        assert_eq!(Counted::parse(" v3( 4 V ) ", &vocab), Ok(counted));
    }

    #[test]
    fn an_empty_point_has_empty_parentheses() {
        let vocab = vocab();
        let empty = Counted {
            label: point(Side::Green, 3),
            stacks: Vec::new(),
        };
        assert_eq!(empty.to_text(&vocab), "V3 ()");
        assert_eq!(Counted::parse("V3 ()", &vocab), Ok(empty));
    }

    #[test]
    fn the_postillon_is_marked_with_a_star() {
        let vocab = vocab();
        let counted = Counted::parse("N12 (15v*)", &vocab).unwrap();
        assert_eq!(
            counted.stacks,
            [Stack {
                side: Side::Green,
                count: 15,
                postillon: true
            }]
        );
        assert_eq!(counted.to_text(&vocab), "N12 (15v*)");
    }

    #[test]
    fn bad_counts_are_refused_with_their_reason() {
        let vocab = vocab();
        let err = |t: &str| Counted::parse(t, &vocab).unwrap_err();
        assert_eq!(err("V3 (1v1n)"), CountedError::BothColours);
        assert_eq!(err("V3 (0v)"), CountedError::BadCount);
        assert_eq!(err("V3 (31v)"), CountedError::BadCount);
        assert_eq!(err("V3 (1v, 2v)"), CountedError::RepeatedColour);
        assert_eq!(err("V3 (1v,)"), CountedError::BadCount);
        assert_eq!(err("V3 (1v, 2n, 3v)"), CountedError::RepeatedColour);
        assert_eq!(err("V3 (v)"), CountedError::BadCount);
        assert_eq!(err("V3 (4x)"), CountedError::UnknownColour);
        assert_eq!(err("V3 (4)"), CountedError::UnknownColour);
        assert_eq!(err("V3 (4v"), CountedError::Unclosed);
        assert_eq!(err("V3 (4v) x"), CountedError::Unclosed);
        assert_eq!(err("V3 (4v**)"), CountedError::MisplacedPostillon);
        assert_eq!(err("V3"), CountedError::MissingCount);
        assert_eq!(
            err("V13 (1v)"),
            CountedError::Label(LabelError::NumberOutOfRange)
        );
    }

    #[test]
    fn a_mixed_point_is_read_from_the_bottom_up() {
        let vocab = vocab();
        let counted = Counted::parse("V5 (1n, 2v)", &vocab).unwrap();
        let sides: Vec<(Side, u8)> = counted.stacks.iter().map(|s| (s.side, s.count)).collect();
        assert_eq!(sides, [(Side::Black, 1), (Side::Green, 2)]);
        assert_eq!(counted.to_text(&vocab), "V5 (1n, 2v)");
    }

    #[test]
    fn the_bar_off_and_the_reserve_take_both_colours_and_zero() {
        let vocab = vocab();
        let counted = Counted::parse("sortis (2v, 0n)", &vocab).unwrap();
        assert_eq!(counted.label, Label::Off);
        assert_eq!(counted.stacks[1].count, 0);
        assert_eq!(
            Counted::parse("reserve (20v)", &vocab).unwrap().label,
            Label::Reserve
        );
        assert_eq!(
            Counted::parse("V3 (0v)", &vocab),
            Err(CountedError::BadCount),
            "an empty point is written ()"
        );
    }

    proptest! {
        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            let vocab = vocab();
            let _ = Label::parse(&text, &vocab);
            let _ = Counted::parse(&text, &vocab);
        }

        #[test]
        fn reading_label_like_text_never_panics(text in "[VvNnXbarsotif0-9 ()*é]{0,16}") {
            let vocab = vocab();
            let _ = Label::parse(&text, &vocab);
            let _ = Counted::parse(&text, &vocab);
        }
    }
}
