//! The languages tablier speaks, and how one is chosen from a request or the environment.

use std::fmt;
use std::str::FromStr;

use unic_langid::LanguageIdentifier;
use unic_langid::subtags::Language;

use crate::i18n::MsgId;
use crate::msg;

/// A language with a complete set of messages.
///
/// French comes first: it is the fallback whenever nothing better is known, because
/// tablier is written for French players first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// French.
    #[default]
    Fr,
    /// English.
    En,
}

impl Lang {
    /// Every language, French first.
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    /// The ISO 639-1 code, which is also the name of the folder under `locales/`.
    ///
    /// ```
    /// use tablier::i18n::Lang;
    /// assert_eq!(Lang::En.code(), "en");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The message that names this language (in the language of the localizer that reads it).
    pub const fn name_id(self) -> MsgId {
        match self {
            Lang::Fr => msg!("lang-name-fr"),
            Lang::En => msg!("lang-name-en"),
        }
    }

    /// The language identifier given to Fluent, which picks plural rules by it.
    pub fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::Fr => unic_langid::langid!("fr"),
            Lang::En => unic_langid::langid!("en"),
        }
    }

    /// The supported language of a BCP 47 tag or POSIX locale (`fr-CA`, `en_US.UTF-8`,
    /// `fr_FR@euro`), matched on the language alone; `None` for anything else.
    ///
    /// ```
    /// use tablier::i18n::Lang;
    /// assert_eq!(Lang::from_tag("en_GB.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("de-DE"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        // POSIX locales carry a codeset (`.UTF-8`) and a modifier (`@euro`) that BCP 47 lacks.
        let tag = tag
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .replace('_', "-");
        let id: LanguageIdentifier = tag.parse().ok()?;
        Lang::ALL
            .into_iter()
            .find(|lang| id.language == lang.language())
    }

    /// The language to use: the requested one if it names or tags a supported language,
    /// else the first supported language of the environment, else French.
    ///
    /// The environment is read from the system (`sys-locale`), then from `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, in that order. A request for an unsupported language is
    /// treated as no request, so that `--lang de` on a French system still gives French.
    pub fn negotiate(requested: Option<&str>) -> Lang {
        let environment = sys_locale::get_locales().chain(
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .into_iter()
                .filter_map(|var| std::env::var(var).ok()),
        );
        Lang::first_supported(requested.map(str::to_owned).into_iter().chain(environment))
    }

    /// The first candidate that parses as a supported language, else French.
    fn first_supported<S: AsRef<str>>(candidates: impl IntoIterator<Item = S>) -> Lang {
        candidates
            .into_iter()
            .find_map(|candidate| candidate.as_ref().parse().ok())
            .unwrap_or_default()
    }

    fn language(self) -> Language {
        self.langid().language
    }
}

impl fmt::Display for Lang {
    /// Writes the code: language names are messages, not Rust strings.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A string that names no supported language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unsupported language {0:?}")]
pub struct ParseLangError(pub String);

impl FromStr for Lang {
    type Err = ParseLangError;

    /// Accepts the language's name in French or English, in any case (`français`,
    /// `Francais`, `French`, `anglais`, `English`), or any tag [`Lang::from_tag`] accepts.
    ///
    /// ```
    /// use tablier::i18n::Lang;
    /// assert_eq!("Français".parse(), Ok(Lang::Fr));
    /// assert_eq!("ENGLISH".parse(), Ok(Lang::En));
    /// assert_eq!("fr-BE".parse(), Ok(Lang::Fr));
    /// assert!("klingon".parse::<Lang>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let trimmed = s.trim();
        match trimmed.to_lowercase().as_str() {
            "français" | "francais" | "french" => Ok(Lang::Fr),
            "anglais" | "english" => Ok(Lang::En),
            _ => Lang::from_tag(trimmed).ok_or_else(|| ParseLangError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_accepted_in_any_case() {
        for (input, lang) in [
            ("fr", Lang::Fr),
            ("FR", Lang::Fr),
            ("français", Lang::Fr),
            ("FRANÇAIS", Lang::Fr),
            ("Francais", Lang::Fr),
            ("en", Lang::En),
            ("English", Lang::En),
            ("anglais", Lang::En),
            (" en ", Lang::En),
        ] {
            assert_eq!(input.parse::<Lang>(), Ok(lang), "{input:?}");
        }
    }

    #[test]
    fn posix_locales_and_tags_match_by_language() {
        assert_eq!(Lang::from_tag("en_US.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr_CA.utf8"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("fr_FR@euro"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("en-Latn-GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        assert_eq!(Lang::from_tag("POSIX"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::from_tag("de_DE.UTF-8"), None);
    }

    #[test]
    fn a_supported_request_wins_over_the_environment() {
        assert_eq!(Lang::first_supported(["en", "fr_FR.UTF-8"]), Lang::En);
    }

    #[test]
    fn an_unsupported_request_falls_back_to_the_environment() {
        assert_eq!(Lang::first_supported(["de", "C", "en_GB.UTF-8"]), Lang::En);
    }

    #[test]
    fn nothing_supported_means_french() {
        assert_eq!(Lang::first_supported(["de_DE.UTF-8", "C"]), Lang::Fr);
        assert_eq!(Lang::first_supported(Vec::<String>::new()), Lang::Fr);
    }

    #[test]
    fn negotiate_honours_a_supported_request() {
        assert_eq!(Lang::negotiate(Some("english")), Lang::En);
        assert_eq!(Lang::negotiate(Some("fr")), Lang::Fr);
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
            assert_eq!(lang.to_string(), lang.code());
        }
    }
}
