//! Free text written by a person, a lesson's title, an exercise's name or a teacher's
//! comment, for the ear: its rolls and moves said as the game says them (issue 30, item 9),
//! every other word as written.
//!
//! The token rule: the text is cut at its spaces; each word, once opening brackets or
//! quotes and closing punctuation are set apart, is
//! - a roll when it is two dice joined by a dash, `3-1`, `6-6` ("3 et 1", "double 6");
//! - a tactile move when it is two or more places joined by dashes, each a label of the
//!   notation (`V8-V5`, `N1-N7*`, `V3-sortis`), a `*` after a place for a hit there;
//! - a standard move when it is two or more places joined by slashes, each a point number
//!   from 1 to 25 or the bar or off word (`24/18`, `8/5*`, `bar/22`, `6/off`).
//!
//! Nothing else is touched: `5-point`, `jan-intérieur`, `1-0` or a lone `V5` (which the voice
//! already says as a place) stay as written. Two moves one after the other (`8/5 6/5`) are
//! said with a pause between them, as a play's moves are.

use crate::i18n::excerpt_within;
use crate::notation::tactile::Label;
use crate::rules::{Dice, Die};

use super::{Renderer, Txt};

/// Characters that open a word without being part of it.
const OPENING: [char; 4] = ['(', '«', '"', '['];

/// Characters that close a word without being part of it.
const CLOSING: [char; 11] = [',', '.', ';', ':', '!', '?', '…', ')', '»', '"', ']'];

/// The most characters of a lesson's title or an exercise's name that are shown. Each is one
/// line of the file, and a real one is a few words; a file holding megabytes on that line
/// would otherwise fill a braille display with it, screen after screen.
pub(super) const NAME_MAX: usize = 80;

/// The most characters of a teacher's comment that are shown: a comment explains a play in a
/// few sentences, and is one line of the file like a title.
pub(super) const COMMENT_MAX: usize = 600;

/// One place of a move written in a text: how it is said, and what happened there.
struct Place {
    said: String,
    hit: bool,
    off: bool,
}

impl Renderer<'_> {
    /// [`free_text`](Renderer::free_text) of at most the first `max` characters of `text`,
    /// cut between words; the eye sees the ellipsis of a cut, the ear hears the words kept.
    pub(super) fn free_text_within(&self, text: &str, max: usize) -> Txt {
        let (kept, cut) = excerpt_within(text, max);
        let mut txt = self.free_text(kept);
        if cut {
            txt.eye = self.loc.tr_args("quote-cut", &[("text", kept.into())]);
        }
        txt
    }

    /// `text` as written for the eye; for the ear, with its rolls and moves in words.
    pub(super) fn free_text(&self, text: &str) -> Txt {
        let mut ear = String::new();
        // Whether the last word was a move with nothing after it.
        let mut after_move = false;
        for word in text.split_whitespace() {
            let core = word.trim_start_matches(OPENING);
            let lead = &word[..word.len() - core.len()];
            let core = core.trim_end_matches(CLOSING);
            let tail = &word[lead.len() + core.len()..];
            let said = self.said_roll(core).or_else(|| self.said_move(core));
            if !ear.is_empty() {
                ear.push_str(if after_move && said.is_some() && lead.is_empty() {
                    ", "
                } else {
                    " "
                });
            }
            after_move = said.is_some() && tail.is_empty();
            ear.push_str(lead);
            ear.push_str(said.as_deref().unwrap_or(core));
            ear.push_str(tail);
        }
        Txt {
            eye: text.to_owned(),
            ear,
        }
    }

    /// `3-1` as the game says a roll: "3 et 1", "double 6".
    fn said_roll(&self, word: &str) -> Option<String> {
        let (a, b) = word.split_once('-')?;
        let die = |text: &str| -> Option<Die> {
            let mut chars = text.chars();
            let value = chars.next()?.to_digit(10)?;
            if chars.next().is_some() {
                return None;
            }
            Die::new(u8::try_from(value).ok()?)
        };
        Some(self.dice(Dice::new(die(a)?, die(b)?)).ear)
    }

    /// `V8-V5` or `24/18*` as the game says a checker's path: "V8 à V5", "24 à 18 en
    /// frappant".
    fn said_move(&self, word: &str) -> Option<String> {
        let (parts, tactile): (Vec<&str>, bool) = if word.contains('-') {
            (word.split('-').collect(), true)
        } else {
            (word.split('/').collect(), false)
        };
        if parts.len() < 2 {
            return None;
        }
        let places = parts
            .iter()
            .map(|part| self.place_written(part, tactile))
            .collect::<Option<Vec<Place>>>()?;
        let (first, hops) = places.split_first()?;
        if first.hit || first.off {
            return None;
        }
        let mut said = first.said.clone();
        let mut touched = false;
        for hop in hops {
            let id = match (hop.off, hop.hit, touched) {
                (true, _, _) => "play-say-hop-off",
                (false, false, false) => "play-say-hop",
                (false, true, false) => "play-say-hop-hit",
                (false, false, true) => "play-say-hop-on",
                (false, true, true) => "play-say-hop-on-hit",
            };
            said = self.loc.tr_args(
                id,
                &[
                    ("from", said.as_str().into()),
                    ("to", hop.said.as_str().into()),
                ],
            );
            touched = hop.hit;
        }
        Some(said)
    }

    /// One place of a written move: a label of the tactile notation (`tactile`), else a
    /// point number from 1 to 25 or the bar or off word; a `*` after it for a hit.
    fn place_written(&self, part: &str, tactile: bool) -> Option<Place> {
        let (text, hit) = match part.strip_suffix('*') {
            Some(text) => (text, true),
            None => (part, false),
        };
        if !tactile
            && text.bytes().all(|b| b.is_ascii_digit())
            && !text.starts_with('0')
            && matches!(text.parse::<u8>(), Ok(1..=25))
        {
            return Some(Place {
                said: text.to_owned(),
                hit,
                off: false,
            });
        }
        let label = Label::parse(text, self.vocab).ok()?;
        if (!tactile && !matches!(label, Label::Bar | Label::Off)) || label == Label::Reserve {
            return None;
        }
        Some(Place {
            said: label.to_text(self.vocab),
            hit,
            off: label == Label::Off,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer, vocabulary};
    use crate::presentation::Renderer;
    use crate::rules::Variant;
    use crate::session::{NewGame, Settings};

    /// What the ear hears of `text` in `lang`.
    fn heard(lang: Lang, text: &str) -> String {
        let loc = Localizer::new(lang);
        let vocab = vocabulary(lang);
        let settings = Settings::from_config(&NewGame::new(lang, Variant::Backgammon));
        let txt = Renderer::new(&loc, &vocab, settings).free_text(text);
        assert_eq!(txt.eye, text, "the eye reads the text as written");
        txt.ear
    }

    #[test]
    fn rolls_and_moves_in_free_text_are_said_as_the_game_says_them() {
        assert_eq!(
            heard(Lang::Fr, "Avec 3-1, on joue V8-V5 et V6-V5."),
            "Avec 3 et 1, on joue V8 à V5 et V6 à V5."
        );
        assert_eq!(heard(Lang::Fr, "(6-6)"), "(double 6)");
        assert_eq!(
            heard(Lang::Fr, "N1-N7* puis V3-sortis"),
            "N1 à N7 en frappant puis V3, sorti"
        );
        assert_eq!(
            heard(Lang::En, "With 3-1: 8/5 6/5, then 24/18/13 and 13/8*/5."),
            "With 3 and 1: 8 to 5, 6 to 5, then 24 to 18 to 13 and 13 to 8, hitting, then 5."
        );
        assert_eq!(heard(Lang::En, "bar/22 6/off"), "bar to 22, 6, borne off");
    }

    #[test]
    fn words_that_are_not_rolls_or_moves_are_said_as_written() {
        for (lang, text) in [
            (Lang::En, "make your 5-point, lover's leap"),
            (
                Lang::Fr,
                "le jan-intérieur, 1-0 au score, 7-1, 1/0, 0/3, 26/20, V5 seul",
            ),
            (Lang::Fr, "V8-, -V5, V13-V5, 3-, 3-1-2, R1-R2, réserve-V3"),
            (Lang::En, "8/ /5 V8/V5 8/5/"),
        ] {
            assert_eq!(heard(lang, text), text);
        }
    }

    #[test]
    fn the_shipped_lessons_titles_names_and_comments_say_no_dash_or_slash_of_a_move() {
        let lessons = [
            (Lang::Fr, include_str!("../../lessons/fr/ouvertures.txt")),
            (Lang::Fr, include_str!("../../lessons/fr/sortie.txt")),
            (Lang::En, include_str!("../../lessons/en/openings.txt")),
        ];
        let free = [
            "titre:",
            "title:",
            "commentaire:",
            "comment:",
            "exercice ",
            "exercise ",
        ];
        let mut said = 0;
        for (lang, lesson) in lessons {
            for line in lesson.lines() {
                let Some(text) = free.iter().find_map(|head| line.strip_prefix(head)) else {
                    continue;
                };
                let ear = heard(lang, text.trim());
                said += 1;
                assert!(!ear.contains('/'), "{ear}");
                let dashes = ear.match_indices('-').all(|(at, _)| {
                    let before = ear[..at].chars().next_back();
                    let after = ear[at + 1..].chars().next();
                    // A dash left is one of a word's own (`5-point`), never between a digit
                    // and a digit or a place.
                    !(before.is_some_and(|c| c.is_ascii_digit())
                        && after.is_some_and(|c| c.is_ascii_digit() || c == 'V' || c == 'N'))
                });
                assert!(dashes, "{ear}");
            }
        }
        assert!(said >= 15, "every title, name and comment read: {said}");
        assert_eq!(
            heard(
                Lang::Fr,
                "Avec 6-5, on sauve un pion arrière : N1-N12, onze cases d'un coup."
            ),
            "Avec 6 et 5, on sauve un pion arrière : N1 à N12, onze cases d'un coup."
        );
        assert_eq!(
            heard(Lang::En, "With 4-2, make your 4-point: 8/4 6/4."),
            "With 4 and 2, make your 4-point: 8 to 4, 6 to 4."
        );
    }
}
