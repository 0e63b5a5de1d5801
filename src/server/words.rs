//! The server's words: its commands in both languages (`connexion`, `login`), and every
//! message it sends, from Fluent (`locales/*/online.ftl`), in each reader's language.

use crate::i18n::{Arg, Lang, Localizer};
use crate::notation::tactile::Vocabulary;
use crate::session::commands::fold;

/// A command of the server itself, beside the game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    Register,
    Login,
    Language,
    Help,
    Bye,
    Who,
    Tables,
    Create,
    Join,
    Invite,
    Say,
    Tell,
    Leave,
    Watch,
    Quiet,
    Stats,
    Games,
    Open,
    Matches,
    Export,
}

/// Each verb and the key of its word in Fluent (`srv-word-KEY`).
const VERBS: [(Verb, &str); 20] = [
    (Verb::Register, "register"),
    (Verb::Login, "login"),
    (Verb::Language, "language"),
    (Verb::Help, "help"),
    (Verb::Bye, "bye"),
    (Verb::Who, "who"),
    (Verb::Tables, "tables"),
    (Verb::Create, "create"),
    (Verb::Join, "join"),
    (Verb::Invite, "invite"),
    (Verb::Say, "say"),
    (Verb::Tell, "tell"),
    (Verb::Leave, "leave"),
    (Verb::Watch, "watch"),
    (Verb::Quiet, "quiet"),
    (Verb::Stats, "stats"),
    (Verb::Games, "games"),
    (Verb::Open, "open"),
    (Verb::Matches, "matches"),
    (Verb::Export, "export"),
];

/// What the words after `créer` say of the table itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableWords {
    pub private: bool,
    pub teaching: bool,
    /// A correspondence table, and its days a move (`None`: a number of days refused).
    pub correspondence: Option<Option<u32>>,
    /// The game's options, as typed.
    pub game: Vec<String>,
}

/// The words and the catalogues, built once for the whole server.
pub struct Words {
    locs: [Localizer; 2],
    vocabs: [Vocabulary; 2],
    /// Each verb's words, folded, with their language; the longest first, so that
    /// `quitter la table` is read before any shorter word.
    verbs: Vec<(Verb, Lang, Vec<String>)>,
    private: Vec<String>,
    teaching: Vec<String>,
    correspondence: Vec<String>,
    days: Vec<String>,
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::Fr => 0,
        Lang::En => 1,
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::new()
    }
}

impl Words {
    /// Reads the catalogues of both languages.
    #[must_use]
    pub fn new() -> Words {
        let locs = Lang::ALL.map(Localizer::new);
        let vocabs = Lang::ALL.map(crate::i18n::vocabulary);
        let mut verbs = Vec::new();
        for (verb, key) in VERBS {
            for (lang, loc) in Lang::ALL.into_iter().zip(&locs) {
                let word = fold(&loc.tr(format!("srv-word-{key}")));
                verbs.push((
                    verb,
                    lang,
                    word.split_whitespace()
                        .map(str::to_owned)
                        .collect::<Vec<String>>(),
                ));
            }
        }
        verbs.sort_by_key(|(_, _, words)| std::cmp::Reverse(words.len()));
        let word = |id: &str| -> Vec<String> { locs.iter().map(|loc| fold(&loc.tr(id))).collect() };
        let private = word("srv-word-private");
        let teaching = word("srv-word-teaching");
        let correspondence = word("srv-word-correspondence");
        let days = word("srv-word-days");
        Words {
            locs,
            vocabs,
            verbs,
            private,
            teaching,
            correspondence,
            days,
        }
    }

    /// The catalogue of `lang`.
    #[must_use]
    pub fn loc(&self, lang: Lang) -> &Localizer {
        &self.locs[index(lang)]
    }

    /// The notation's words in `lang`.
    #[must_use]
    pub fn vocab(&self, lang: Lang) -> &Vocabulary {
        &self.vocabs[index(lang)]
    }

    /// Message `id` in `lang`.
    #[must_use]
    pub fn tr(&self, lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.loc(lang).tr_args(id, args)
    }

    /// The server command `line` starts with, the language of the word typed, and the rest
    /// of the line (trimmed); `None` for any other line.
    #[must_use]
    pub fn verb<'a>(&self, line: &'a str) -> Option<(Verb, Lang, &'a str)> {
        let line = line.trim();
        for (verb, lang, words) in &self.verbs {
            if let Some(rest) = after_words(line, words) {
                return Some((*verb, *lang, rest));
            }
        }
        None
    }

    /// Whether `word` is `privée` or `private`.
    #[must_use]
    pub fn is_private(&self, word: &str) -> bool {
        self.private.contains(&fold(word))
    }

    /// Whether `word` is `entraînement` or `teaching`: a teaching table.
    #[must_use]
    pub fn is_teaching(&self, word: &str) -> bool {
        self.teaching.contains(&fold(word))
    }

    /// The table's own words after `créer`, apart from the game's options: whether it is
    /// private, for teaching, and a correspondence table's days a move (`correspondance
    /// jours 5`; 3 when not said; `None` for a bad number); and the words left, the game's.
    #[must_use]
    pub fn table_words(&self, rest: &str) -> TableWords {
        let mut table = TableWords::default();
        let mut words = rest.split_whitespace().peekable();
        while let Some(word) = words.next() {
            let folded = fold(word);
            if self.private.contains(&folded) {
                table.private = true;
            } else if self.teaching.contains(&folded) {
                table.teaching = true;
            } else if self.correspondence.contains(&folded) {
                table.correspondence = Some(Some(3));
            } else if self.days.contains(&folded) {
                let days = words
                    .next()
                    .and_then(|n| n.parse::<u32>().ok())
                    .filter(|n| (1..=30).contains(n));
                table.correspondence = Some(days);
            } else {
                table.game.push(word.to_owned());
            }
        }
        table
    }
}

/// What follows `words` at the start of `line`, compared folded, word by word; `None` when
/// the line does not start with them.
fn after_words<'a>(line: &'a str, words: &[String]) -> Option<&'a str> {
    let mut rest = line;
    for word in words {
        let rest_trimmed = rest.trim_start();
        let end = rest_trimmed
            .find(char::is_whitespace)
            .unwrap_or(rest_trimmed.len());
        if fold(&rest_trimmed[..end]) != *word {
            return None;
        }
        rest = &rest_trimmed[end..];
    }
    Some(rest.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_is_read_in_either_language_with_its_rest() {
        let words = Words::new();
        assert_eq!(
            words.verb("connexion Anne"),
            Some((Verb::Login, Lang::Fr, "Anne"))
        );
        assert_eq!(
            words.verb("LOGIN  Bob "),
            Some((Verb::Login, Lang::En, "Bob"))
        );
        assert_eq!(
            words.verb("creer --match 3"),
            Some((Verb::Create, Lang::Fr, "--match 3"))
        );
        assert_eq!(
            words.verb("quitter la table"),
            Some((Verb::Leave, Lang::Fr, ""))
        );
        assert_eq!(words.verb("au revoir"), Some((Verb::Bye, Lang::Fr, "")));
    }

    #[test]
    fn a_word_that_only_starts_like_a_command_is_not_one() {
        let words = Words::new();
        assert_eq!(words.verb("quitter"), None);
        assert_eq!(words.verb("quietly"), None);
        assert_eq!(words.verb("direct"), None);
        assert_eq!(words.verb("V1-V7"), None);
    }

    #[test]
    fn private_is_understood_in_either_language_with_or_without_its_accent() {
        let words = Words::new();
        assert!(words.is_private("privée"));
        assert!(words.is_private("PRIVEE"));
        assert!(words.is_private("private"));
        assert!(!words.is_private("publique"));
    }
}
