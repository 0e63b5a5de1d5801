//! Choosing a voice for a language among those a backend lists.

use crate::i18n::Lang;

/// The region whose voice is preferred for each language: the reference voices of espeak-ng,
/// the synthesizer Debian installs with speech-dispatcher.
fn preferred_region(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "FR",
        Lang::En => "GB",
    }
}

/// The index of the best voice for `lang` among `(name, language tag)` pairs, or `None` if
/// no voice speaks it.
///
/// With espeak-ng there are some 13,000 voices, mostly variants of one another
/// (`French (France)+Alex`); the plain voice of the main region wins (`French (France)`,
/// `fr-FR`), then any plain voice of the language, then the first that speaks it at all.
pub(crate) fn best_voice<'a>(
    lang: Lang,
    voices: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Option<usize> {
    let mut best: Option<(u8, usize)> = None;
    for (index, (name, tag)) in voices.into_iter().enumerate() {
        if Lang::from_tag(tag) != Some(lang) {
            continue;
        }
        let mut subtags = tag.split(['-', '_']).skip(1);
        let region = subtags.next();
        let mut score = 0;
        if region.is_some_and(|r| r.eq_ignore_ascii_case(preferred_region(lang))) {
            score += 4;
        }
        // `en-GB-SCOTLAND`, `en-GB-X-RP`: accents, not the standard voice.
        if subtags.next().is_none() {
            score += 2;
        }
        // espeak-ng names its variants `Voice+Variant`.
        if !name.contains('+') {
            score += 1;
        }
        if best.is_none_or(|(best_score, _)| score > best_score) {
            best = Some((score, index));
        }
    }
    best.map(|(_, index)| index)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ESPEAK: [(&str, &str); 9] = [
        ("English (Caribbean)+Alex", "en-029"),
        ("English (Scotland)", "en-GB-SCOTLAND"),
        ("English (Great Britain)+Adam", "en-GB"),
        ("English (Great Britain)", "en-GB"),
        ("English (America)", "en-US"),
        ("French (Belgium)", "fr-BE"),
        ("French (France)+Alex", "fr-FR"),
        ("French (France)", "fr-FR"),
        ("German", "de"),
    ];

    #[test]
    fn the_plain_voice_of_the_main_region_wins() {
        assert_eq!(best_voice(Lang::Fr, ESPEAK), Some(7));
        assert_eq!(best_voice(Lang::En, ESPEAK), Some(3));
    }

    #[test]
    fn any_voice_of_the_language_beats_none() {
        let voices = [("German", "de"), ("Alex", "fr-CA")];
        assert_eq!(best_voice(Lang::Fr, voices), Some(1));
        assert_eq!(best_voice(Lang::En, voices), None);
    }

    #[test]
    fn bare_language_tags_match() {
        // The headless test daemon's recorder lists voices `en` and `fr`.
        let voices = [("en", "en"), ("fr", "fr")];
        assert_eq!(best_voice(Lang::Fr, voices), Some(1));
        assert_eq!(best_voice(Lang::En, voices), Some(0));
    }
}
