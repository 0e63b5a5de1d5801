//! The notation's words in the player's language, from Fluent, reading the other language too.

use std::sync::OnceLock;

use super::{Lang, Localizer};
use crate::notation::tactile::Vocabulary;
use crate::rules::BySide;

/// The first character of a message, for the letters of the tactile notation.
fn letter(loc: &Localizer, id: &str, fallback: char) -> char {
    loc.tr(id).chars().next().unwrap_or(fallback)
}

/// The vocabulary of one language alone.
fn of_language(lang: Lang) -> Vocabulary {
    let loc = Localizer::new(lang);
    let mut vocab = Vocabulary::new(
        loc.tr("notation-word-bar"),
        loc.tr("notation-word-off"),
        loc.tr("notation-word-reserve"),
        loc.tr("notation-word-scores"),
    )
    .with_stack_words(loc.tr("notation-word-piles"), loc.tr("notation-word-phase"))
    .with_letters(
        BySide {
            green: letter(&loc, "notation-letter-green", 'V'),
            black: letter(&loc, "notation-letter-black", 'N'),
        },
        BySide {
            green: letter(&loc, "notation-count-green", 'v'),
            black: letter(&loc, "notation-count-black", 'n'),
        },
    );
    // Other forms a player types for off (`V3-sorti`), read as it, never written.
    vocab.other_off_words.extend(
        loc.tr("notation-word-off.also")
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned),
    );
    vocab
}

/// The vocabulary written in `lang`, which also reads every other language's words, so that
/// `bar` and `barre`, `reserve` and `réserve`, are understood whatever the language of the
/// game.
///
/// Each language's vocabulary is built once and copied after: a lesson reads each of its
/// positions with it, thousands of times for a big one.
#[must_use]
pub fn vocabulary(lang: Lang) -> Vocabulary {
    static BUILT: [OnceLock<Vocabulary>; 2] = [OnceLock::new(), OnceLock::new()];
    BUILT[lang as usize]
        .get_or_init(|| {
            Lang::ALL
                .into_iter()
                .filter(|&other| other != lang)
                .fold(of_language(lang), |v, other| {
                    v.also_reading(&of_language(other))
                })
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tactile::Label;

    #[test]
    fn english_counts_are_written_green_and_black_and_either_language_s_letters_are_read() {
        use crate::notation::position_text::{format, parse};
        use crate::rules::{Position, Side, Variant};
        let start = Position::start(Variant::Backgammon, Side::Green);
        let en = vocabulary(Lang::En);
        let fr = vocabulary(Lang::Fr);
        let english = format(&start, &en);
        assert!(
            english.contains("N1 (2g)") && english.contains("V1 (2b)"),
            "{english}"
        );
        assert!(
            !english.contains("v)") && !english.contains("n)"),
            "{english}"
        );
        let french = format(&start, &fr);
        assert!(
            french.contains("N1 (2v)") && french.contains("V1 (2n)"),
            "{french}"
        );
        for vocab in [&en, &fr] {
            for text in [&english, &french] {
                let read = parse(text, Variant::Backgammon, Side::Green, vocab);
                assert_eq!(read.as_ref(), Ok(&start), "{text}");
            }
        }
    }

    #[test]
    fn off_typed_in_the_singular_or_feminine_reads_as_off() {
        let vocab = vocabulary(Lang::Fr);
        for word in ["sortis", "sorti", "Sortie", "sorties", "off", "out"] {
            assert_eq!(
                vocab.strip_word(word).map(|(label, _)| label),
                Some(Label::Off),
                "{word}"
            );
        }
        assert_eq!(vocab.off, "sortis", "written as the notation writes it");
    }
}
