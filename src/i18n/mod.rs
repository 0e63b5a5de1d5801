//! Every word tablier shows or says comes from here: Fluent messages in `locales/<lang>/`,
//! embedded in the binary so that it runs from anywhere with nothing beside it.
//!
//! Message ids read `<area>-<kind>-<detail>` (`speech-notice-timeout`). Rust code names them
//! with string literals passed straight to [`Localizer::tr`] / [`Localizer::tr_args`], or with
//! [`msg!`](crate::msg) where an id must be stored; `tests/library/locales.rs` finds both forms
//! in the sources and fails if either language lacks one of them.
//!
//! To add a message: write it in `locales/fr/<file>.ftl` and `locales/en/<file>.ftl` (same id,
//! same attributes); to add a file, create it in both folders and list it in [`FILES`] below.

mod lang;
mod position_errors;
mod vocabulary;

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use lang::{Lang, ParseLangError};
pub use position_errors::{position_error, position_text_error};
pub use vocabulary::vocabulary;

/// Declares the Fluent files once: their names, and their text for each language.
macro_rules! locale_files {
    ($($file:literal),+ $(,)?) => {
        /// The Fluent files of each language, by name; both folders hold exactly these.
        pub const FILES: &[&str] = &[$($file),+];

        fn sources(lang: Lang) -> &'static [&'static str] {
            match lang {
                Lang::Fr => &[$(include_str!(concat!("../../locales/fr/", $file))),+],
                Lang::En => &[$(include_str!(concat!("../../locales/en/", $file))),+],
            }
        }
    };
}

locale_files![
    "main.ftl",
    "cli.ftl",
    "game.ftl",
    "match.ftl",
    "position.ftl",
    "engine.ftl",
    "learn.ftl",
    "variants.ftl",
    "stages.ftl",
    "summaries.ftl",
    "teach.ftl",
    "exchange.ftl",
    "online.ftl",
    "client.ftl",
];

/// The most characters of someone's own text that an error quotes back (a line not
/// understood, a setting or a threshold, a line sent to the engine, a line of a file): a long
/// paste would otherwise fill a braille display with it, line after line.
pub const QUOTED_MAX: usize = 30;

/// The first [`QUOTED_MAX`] characters of `text` at most, cut between words, and whether some
/// were left out: [`excerpt_within`] of [`QUOTED_MAX`]. The one cut of every quote.
#[must_use]
pub fn excerpt(text: &str) -> (&str, bool) {
    excerpt_within(text, QUOTED_MAX)
}

/// The first `max` characters of `text` at most, and whether some were left out.
///
/// Characters, not bytes: a cut never falls inside an accented letter, nor counts it twice,
/// nor parts a letter from the accent or the joiner written after it. The cut falls between
/// words, after the last whole word that fits; a single word longer than `max` is cut inside
/// it. The spaces before a cut are dropped, so that the ellipsis the message adds after a cut
/// (its `$cut` selector, or [`Localizer::quote`]: the ellipsis is text, so it lives in Fluent)
/// stays on the word.
#[must_use]
pub fn excerpt_within(text: &str, max: usize) -> (&str, bool) {
    let Some((mut at, _)) = text.char_indices().nth(max) else {
        return (text, false);
    };
    // Back over marks that belong to the letter before them.
    while let Some(c) = text[at..].chars().next()
        && at > 0
        && joins_the_letter_before(c)
    {
        at = text[..at].char_indices().next_back().map_or(0, |(i, _)| i);
    }
    let kept = &text[..at];
    let between_words =
        kept.ends_with(char::is_whitespace) || text[at..].starts_with(char::is_whitespace);
    let cut = if between_words {
        kept
    } else {
        // Back to the end of the last whole word, unless the first word is already too long.
        match kept.trim_end().rfind(char::is_whitespace) {
            Some(space) if !kept[..space].trim().is_empty() => &kept[..space],
            _ => kept,
        }
    };
    (cut.trim_end(), true)
}

/// Whether `c` is written after a letter and belongs to it: a combining accent, a
/// variation selector or a joiner.
fn joins_the_letter_before(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{200C}'..='\u{200D}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

/// The text shown in place of a message that does not exist: visible, so that the gap is
/// noticed and reported, rather than a raw id passing for a translation.
fn missing(id: &str) -> String {
    format!("⟦missing: {id}⟧")
}

/// A message id held in a constant or returned by a function, written with [`msg!`](crate::msg).
///
/// It exists so that ids stored away from a `tr` call are still found by
/// `tests/library/locales.rs`, and so that their syntax is checked when the crate compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MsgId(&'static str);

impl MsgId {
    /// Wraps `id`; panics (at compile time when used through [`msg!`](crate::msg)) unless it
    /// reads `area-kind-detail`, lower-case ASCII letters and digits between hyphens, optionally
    /// followed by `.attribute`.
    pub const fn new(id: &'static str) -> MsgId {
        assert!(is_message_id(id), "message ids read area-kind-detail");
        MsgId(id)
    }

    /// The id as Fluent knows it.
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl AsRef<str> for MsgId {
    fn as_ref(&self) -> &str {
        self.0
    }
}

impl fmt::Display for MsgId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A message id checked at compile time, for ids kept in constants or returned by functions.
///
/// ```
/// use tablier::i18n::{Lang, Localizer, MsgId};
/// const TITLE: MsgId = tablier::msg!("app-name");
/// assert_eq!(Localizer::new(Lang::En).tr(TITLE), "Tablier");
/// ```
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        const { $crate::i18n::MsgId::new($id) }
    };
}

/// Whether `id` is a well-formed message id, optionally with an attribute: it matches
/// `[a-z]+(-[a-z0-9]+)+(\.[a-z][a-z0-9-]*)?`, as in `speech-notice-timeout` or
/// `cli-help-move.short`.
///
/// ```
/// use tablier::i18n::is_message_id;
/// assert!(is_message_id("app-name"));
/// assert!(!is_message_id("Hello"));
/// ```
pub const fn is_message_id(id: &str) -> bool {
    let bytes = id.as_bytes();
    let mut i = 0;
    let mut segments = 0;
    // Hyphen-separated segments; the first one letters only.
    loop {
        let start = i;
        while i < bytes.len()
            && (bytes[i].is_ascii_lowercase() || (segments > 0 && bytes[i].is_ascii_digit()))
        {
            i += 1;
        }
        if i == start {
            return false;
        }
        segments += 1;
        if i < bytes.len() && bytes[i] == b'-' {
            i += 1;
        } else {
            break;
        }
    }
    if segments < 2 {
        return false;
    }
    if i == bytes.len() {
        return true;
    }
    // An optional attribute.
    if bytes[i] != b'.' || i + 1 == bytes.len() || !bytes[i + 1].is_ascii_lowercase() {
        return false;
    }
    i += 1;
    while i < bytes.len() {
        if !(bytes[i].is_ascii_lowercase() || bytes[i].is_ascii_digit() || bytes[i] == b'-') {
            return false;
        }
        i += 1;
    }
    true
}

/// A value for a message variable: a whole number or some text.
///
/// Numbers print plainly (`1234567`, `-3`), with no grouping separators, in both languages;
/// they also drive plural selectors (`{ $count -> [one] … *[other] … }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A whole number.
    Int(i64),
    /// Text, inserted as is.
    Text(Cow<'a, str>),
}

macro_rules! arg_from_int {
    ($($int:ty),+) => {$(
        impl From<$int> for Arg<'_> {
            fn from(n: $int) -> Self {
                Arg::Int(i64::from(n))
            }
        }
    )+};
}

arg_from_int!(i8, i16, i32, i64, u8, u16, u32);

macro_rules! arg_from_wide_int {
    ($($int:ty),+) => {$(
        impl From<$int> for Arg<'_> {
            /// Saturates at `i64::MAX`/`i64::MIN`: no count in a game comes near.
            fn from(n: $int) -> Self {
                Arg::Int(i64::try_from(n).unwrap_or(if n > 0 { i64::MAX } else { i64::MIN }))
            }
        }
    )+};
}

arg_from_wide_int!(u64, usize, isize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Arg::Text(s)
    }
}

impl<'a> Arg<'a> {
    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.as_ref()),
        }
    }
}

/// Why a message could not be formatted exactly as written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrError {
    /// No such message (or attribute) in this language.
    #[error("no message {id:?} in {lang}")]
    Missing {
        /// The language looked in.
        lang: Lang,
        /// The id asked for.
        id: String,
    },
    /// The message exists but formatting it went wrong, typically a missing variable.
    #[error("message {id:?} in {lang}: {}", .errors.join("; "))]
    Format {
        /// The language looked in.
        lang: Lang,
        /// The id asked for.
        id: String,
        /// Fluent's description of each problem.
        errors: Vec<String>,
        /// Fluent's best-effort text, what [`Localizer::tr_args`] returns.
        text: String,
    },
}

/// Turns message ids into text in the current language.
///
/// Both languages are loaded up front, so [`Localizer::set_lang`] is instant. The localizer is
/// `Send + Sync`, cheap to clone (clones share the messages, each has its own language), and
/// never panics on a bad or missing message.
///
/// ```
/// use tablier::i18n::{Lang, Localizer};
/// let mut loc = Localizer::new(Lang::Fr);
/// assert_eq!(
///     loc.tr("speech-notice-unavailable"),
///     "La synthèse vocale n'est pas disponible : affichage seul."
/// );
/// loc.set_lang(Lang::En);
/// assert_eq!(loc.tr_args("locale-test-checkers", &[("count", 1.into())]), "1 checker");
/// ```
#[derive(Clone)]
pub struct Localizer {
    lang: Lang,
    bundles: Arc<[FluentBundle<FluentResource>; 2]>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// A localizer speaking `lang`, with every message of every language loaded.
    ///
    /// The catalogues are parsed once, the first time a localizer is made, and shared by
    /// every localizer after it: the words are embedded and never change, and parsing them
    /// costs milliseconds, which a lesson of thousands of exercises (each position read in
    /// both languages' words) paid again for every exercise.
    pub fn new(lang: Lang) -> Localizer {
        static BUNDLES: OnceLock<Arc<[FluentBundle<FluentResource>; 2]>> = OnceLock::new();
        Localizer {
            lang,
            bundles: Arc::clone(BUNDLES.get_or_init(|| Arc::new(Lang::ALL.map(bundle)))),
        }
    }

    /// The current language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Switches language; later calls to `tr` use it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Whether message `id` (or `id.attribute`) exists in the current language.
    pub fn has(&self, id: impl AsRef<str>) -> bool {
        let (message, attribute) = split_id(id.as_ref());
        let Some(found) = self.bundle().get_message(message) else {
            return false;
        };
        match attribute {
            None => found.value().is_some(),
            Some(attribute) => found.get_attribute(attribute).is_some(),
        }
    }

    /// The text of message `id`, or of attribute `id.attribute`.
    ///
    /// A missing message gives a visible `⟦missing: id⟧`.
    pub fn tr(&self, id: impl AsRef<str>) -> String {
        self.tr_args(id, &[])
    }

    /// The text of message `id` with its variables set from `args`.
    ///
    /// A missing message gives `⟦missing: id⟧`; a formatting problem (a variable not given)
    /// gives Fluent's best effort, with the variable's name in braces. Use
    /// [`Localizer::tr_checked`] in tests to catch those.
    ///
    /// ```
    /// use tablier::i18n::{Lang, Localizer};
    /// let loc = Localizer::new(Lang::Fr);
    /// let n = 0;
    /// assert_eq!(loc.tr_args("locale-test-checkers", &[("count", n.into())]), "0 pion");
    /// ```
    pub fn tr_args(&self, id: impl AsRef<str>, args: &[(&str, Arg<'_>)]) -> String {
        match self.tr_checked(id, args) {
            Ok(text) => text,
            Err(TrError::Missing { id, .. }) => missing(&id),
            Err(TrError::Format { text, .. }) => text,
        }
    }

    /// Someone's own text as a message quotes it: its [`excerpt`], and the ellipsis of
    /// `quote-cut` after it when some was left out.
    ///
    /// ```
    /// use tablier::i18n::{Lang, Localizer};
    /// let loc = Localizer::new(Lang::Fr);
    /// assert_eq!(loc.quote("V3 (2v)"), "V3 (2v)");
    /// assert_eq!(
    ///     loc.quote("une ligne collée bien plus longue que ce qu'un message cite"),
    ///     "une ligne collée bien plus…"
    /// );
    /// ```
    #[must_use]
    pub fn quote(&self, text: &str) -> String {
        match excerpt(text) {
            (whole, false) => whole.to_owned(),
            (kept, true) => self.tr_args("quote-cut", &[("text", kept.into())]),
        }
    }

    /// Like [`Localizer::tr_args`], but reports any problem instead of papering over it.
    pub fn tr_checked(
        &self,
        id: impl AsRef<str>,
        args: &[(&str, Arg<'_>)],
    ) -> Result<String, TrError> {
        let id = id.as_ref();
        let (message, attribute) = split_id(id);
        let bundle = self.bundle();
        let found = bundle.get_message(message);
        let pattern = match attribute {
            None => found.and_then(|m| m.value()),
            Some(attribute) => found
                .and_then(|m| m.get_attribute(attribute))
                .map(|a| a.value()),
        };
        let Some(pattern) = pattern else {
            return Err(TrError::Missing {
                lang: self.lang,
                id: id.to_owned(),
            });
        };
        let fluent_args = (!args.is_empty()).then(|| {
            args.iter()
                .map(|(name, value)| (*name, value.to_fluent()))
                .collect::<FluentArgs>()
        });
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, fluent_args.as_ref(), &mut errors)
            .into_owned();
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(TrError::Format {
                lang: self.lang,
                id: id.to_owned(),
                errors: errors.iter().map(ToString::to_string).collect(),
                text,
            })
        }
    }

    fn bundle(&self) -> &FluentBundle<FluentResource> {
        &self.bundles[self.lang as usize]
    }
}

/// Splits `message.attribute`.
fn split_id(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    }
}

/// The bundle of one language, built from the embedded files.
///
/// It never fails: a file that does not parse keeps the messages that did, and a duplicate id
/// keeps its first definition. `tests/library/locales.rs` makes sure neither happens.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.langid()]);
    // Unicode isolation marks around placeables would be read aloud by some voices.
    bundle.set_use_isolating(false);
    for source in sources(lang) {
        let resource =
            FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(partial, _)| partial);
        // Duplicates are reported and skipped; the first definition stays.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_is_cut_after_the_last_whole_word_that_fits() {
        let text = "le coup joué depuis la case vingt-quatre vers la case dix-huit";
        let (kept, cut) = excerpt(text);
        assert!(cut);
        assert_eq!(kept, "le coup joué depuis la case");
        // A cut that falls on a space keeps the whole word before it.
        let text = format!("{} suite", "a".repeat(QUOTED_MAX));
        assert_eq!(excerpt(&text), ("a".repeat(QUOTED_MAX).as_str(), true));
    }

    #[test]
    fn a_short_text_or_one_of_exactly_the_bound_is_quoted_unchanged() {
        let loc = Localizer::new(Lang::En);
        assert_eq!(loc.quote("bonjour"), "bonjour");
        let exactly = "mot ".repeat(QUOTED_MAX / 4) + "ab";
        assert_eq!(exactly.chars().count(), QUOTED_MAX);
        assert_eq!(loc.quote(&exactly), exactly);
    }

    #[test]
    fn a_megabyte_line_is_quoted_in_a_few_dozen_characters_with_an_ellipsis() {
        let line = "n'importe quoi ".repeat(70_000);
        assert!(line.len() > 1_000_000);
        for lang in Lang::ALL {
            let quoted = Localizer::new(lang).quote(&line);
            assert!(quoted.chars().count() <= QUOTED_MAX + 1, "{quoted}");
            assert_eq!(quoted, "n'importe quoi n'importe quoi…");
        }
        // One word longer than the bound is cut inside it.
        let word = "x".repeat(1_000_000);
        let quoted = Localizer::new(Lang::Fr).quote(&word);
        assert_eq!(quoted, format!("{}…", "x".repeat(QUOTED_MAX)));
    }

    #[test]
    fn a_cut_never_parts_a_letter_from_the_accent_written_after_it() {
        // `e` and a combining acute accent: two characters, one letter.
        let text = format!("{}e\u{301}e\u{301}", "x".repeat(QUOTED_MAX - 1));
        let (kept, cut) = excerpt(&text);
        assert!(cut);
        assert_eq!(kept, "x".repeat(QUOTED_MAX - 1));
        let text = "é".repeat(QUOTED_MAX + 1);
        assert_eq!(excerpt(&text), ("é".repeat(QUOTED_MAX).as_str(), true));
    }

    #[test]
    fn the_catalogues_are_parsed_once_and_shared_by_every_localizer() {
        let (a, b) = (Localizer::new(Lang::Fr), Localizer::new(Lang::En));
        assert!(Arc::ptr_eq(&a.bundles, &b.bundles));
    }

    #[test]
    fn message_id_syntax() {
        for id in [
            "app-name",
            "speech-notice-timeout",
            "game-dice-2",
            "cli-help-move.short",
        ] {
            assert!(is_message_id(id), "{id}");
        }
        for id in [
            "app",
            "App-name",
            "app-",
            "-app",
            "app--name",
            "2d-dice",
            "app_name",
            "app-name.",
            "app-name.X",
            "",
        ] {
            assert!(!is_message_id(id), "{id}");
        }
    }

    #[test]
    fn every_language_has_the_app_name() {
        for lang in Lang::ALL {
            assert_eq!(Localizer::new(lang).tr("app-name"), "Tablier");
        }
    }

    #[test]
    fn a_missing_message_is_visible() {
        // Built at run time so that tests/library/locales.rs does not take it for a real id.
        let id = ["no", "such", "message"].join("-");
        let loc = Localizer::new(Lang::Fr);
        assert_eq!(loc.tr(&id), "⟦missing: no-such-message⟧");
        assert!(!loc.has(&id));
        assert!(matches!(
            loc.tr_checked(&id, &[]),
            Err(TrError::Missing { .. })
        ));
        let attribute = format!("{}.{}", "app-name", "nope");
        assert_eq!(loc.tr(&attribute), "⟦missing: app-name.nope⟧");
    }

    #[test]
    fn a_missing_variable_does_not_panic() {
        let loc = Localizer::new(Lang::En);
        let text = loc.tr("locale-test-checkers");
        assert!(text.contains("count"), "{text}");
        assert!(matches!(
            loc.tr_checked("locale-test-checkers", &[]),
            Err(TrError::Format { .. })
        ));
    }

    #[test]
    fn french_says_one_for_zero_and_one() {
        let loc = Localizer::new(Lang::Fr);
        let count = |n: i64| loc.tr_args("locale-test-checkers", &[("count", n.into())]);
        assert_eq!(count(0), "0 pion");
        assert_eq!(count(1), "1 pion");
        assert_eq!(count(2), "2 pions");
        assert_eq!(count(15), "15 pions");
    }

    #[test]
    fn english_says_other_for_zero() {
        let loc = Localizer::new(Lang::En);
        let count = |n: usize| loc.tr_args("locale-test-checkers", &[("count", n.into())]);
        assert_eq!(count(0), "0 checkers");
        assert_eq!(count(1), "1 checker");
        assert_eq!(count(2), "2 checkers");
    }

    #[test]
    fn numbers_print_plainly() {
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let text = loc.tr_args("locale-test-checkers", &[("count", 1_234_567u32.into())]);
            assert!(text.starts_with("1234567 "), "{text}");
            let text = loc.tr_args("locale-test-checkers", &[("count", (-3).into())]);
            assert!(text.starts_with("-3 "), "{text}");
            let text = loc.tr_args("locale-test-checkers", &[("count", usize::MAX.into())]);
            let number = text.split(' ').next().unwrap_or_default();
            assert!(number.bytes().all(|b| b.is_ascii_digit()), "{text}");
        }
    }

    #[test]
    fn text_arguments_have_no_isolation_marks() {
        let loc = Localizer::new(Lang::En);
        let name = String::from("Ada");
        let text = loc.tr_args("locale-test-checkers", &[("count", name.as_str().into())]);
        assert!(text.starts_with("Ada "), "{text:?}");
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }

    #[test]
    fn switching_language_is_immediate() {
        let mut loc = Localizer::new(Lang::Fr);
        let french = loc.tr(Lang::En.name_id());
        loc.set_lang(Lang::En);
        assert_eq!(loc.lang(), Lang::En);
        assert_ne!(loc.tr(Lang::En.name_id()), french);
    }

    #[test]
    fn attributes_are_reachable() {
        let loc = Localizer::new(Lang::Fr);
        assert!(loc.has("app-name"));
        assert!(loc.has("locale-test-checkers.label"));
        assert_eq!(loc.tr("locale-test-checkers.label"), "Pions");
    }

    #[test]
    fn localizer_is_shareable() {
        fn shareable<T: Send + Sync + Clone>() {}
        shareable::<Localizer>();
    }

    #[test]
    fn clones_switch_language_independently() {
        let french = Localizer::new(Lang::Fr);
        let mut english = french.clone();
        english.set_lang(Lang::En);
        assert_eq!(french.lang(), Lang::Fr);
        assert_ne!(french.tr("lang-name-en"), english.tr("lang-name-en"));
    }
}
