//! Making text fit for a voice.

/// What a voice should do with a character.
enum Sound {
    /// Say it.
    Keep(char),
    /// A short pause: brackets become commas, so "Blanc (X) joue" reads "Blanc, X, joue".
    Pause,
    /// A word break: decoration such as `*`, `_`, box drawing and arrows, which voices would
    /// otherwise spell out ("astérisque") or read as noise.
    Space,
}

fn sound(c: char) -> Sound {
    match c {
        '(' | ')' | '[' | ']' | '{' | '}' | '⟦' | '⟧' | '⟨' | '⟩' => Sound::Pause,
        '*' | '_' | '#' | '`' | '~' | '|' | '^' | '\\' | '"' | '<' | '>' | '=' => Sound::Space,
        // Arrows, box drawing, blocks, geometric shapes, braille patterns: visual only.
        '\u{2190}'..='\u{21FF}'
        | '\u{2500}'..='\u{25FF}'
        | '\u{2800}'..='\u{28FF}'
        | '\u{2B00}'..='\u{2BFF}' => Sound::Space,
        // Invisible marks some voices name aloud.
        '\u{200B}'..='\u{200F}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}' => Sound::Space,
        c if c.is_whitespace() || c.is_control() => Sound::Space,
        c => Sound::Keep(c),
    }
}

/// Text as a voice should receive it: decoration dropped, brackets turned into pauses,
/// spaces collapsed, and no dangling commas.
///
/// Renderers for the ear should already write words; this is the safety net that keeps a
/// stray symbol from being read out as noise. It is idempotent.
///
/// ```
/// use tablier::speech::for_ear;
/// assert_eq!(for_ear("Blanc (X) joue **6-3**."), "Blanc, X, joue 6-3.");
/// assert_eq!(for_ear("  ── ⟦missing: app-name⟧ "), "missing: app-name");
/// ```
pub fn for_ear(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // A pause or space waiting for the next spoken character, so none trails at the end.
    let mut pending_pause = false;
    let mut pending_space = false;
    for c in text.chars() {
        match sound(c) {
            Sound::Pause => pending_pause = true,
            Sound::Space => pending_space = true,
            Sound::Keep(c) => {
                let punctuation = matches!(c, ',' | '.' | ';' | ':' | '!' | '?' | '…');
                if c == ',' {
                    pending_pause = true;
                    continue;
                }
                // A pause just before other punctuation, or at the very start, is dropped.
                let ends_in_punctuation = out.ends_with([',', ';', ':', '.', '!', '?', '…']);
                if pending_pause && !punctuation && !out.is_empty() {
                    if !ends_in_punctuation {
                        out.push(',');
                    }
                    out.push(' ');
                } else if (pending_space || pending_pause) && !out.is_empty() {
                    // French puts a space before `:`, `;`, `!`, `?`: keep it there.
                    if !punctuation || matches!(c, ':' | ';' | '!' | '?') {
                        out.push(' ');
                    }
                }
                pending_pause = false;
                pending_space = false;
                out.push(c);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_become_pauses() {
        assert_eq!(for_ear("Blanc (X) joue"), "Blanc, X, joue");
        assert_eq!(for_ear("au point [13]."), "au point, 13.");
        assert_eq!(for_ear("(Blanc) joue"), "Blanc, joue");
        assert_eq!(for_ear("Noir (O), puis"), "Noir, O, puis");
    }

    #[test]
    fn decoration_is_dropped() {
        assert_eq!(for_ear("**Attention** : double"), "Attention : double");
        assert_eq!(for_ear("mode_jacquet"), "mode jacquet");
        assert_eq!(for_ear("┌──┐ 24 ● ○ →"), "24");
        assert_eq!(for_ear("\u{2068}Ada\u{2069} joue"), "Ada joue");
    }

    #[test]
    fn words_digits_and_apostrophes_stay() {
        let plain = "L'ordinateur joue 13/7 et 6-3, puis 24/18 !";
        assert_eq!(for_ear(plain), plain);
    }

    #[test]
    fn spaces_collapse_and_ends_are_trimmed() {
        assert_eq!(for_ear("  un \n\t deux  "), "un deux");
        assert_eq!(for_ear(",, un ,, deux ,"), "un, deux");
        assert_eq!(for_ear("***"), "");
        assert_eq!(for_ear(""), "");
    }

    #[test]
    fn cleaning_twice_changes_nothing() {
        for text in [
            "Blanc (X) joue **6-3**.",
            "a (b) , (c) ; d",
            "Vous avez gagné ! (3 points)",
            "mot_à_mot [1] {2}",
        ] {
            let once = for_ear(text);
            assert_eq!(for_ear(&once), once, "{text:?}");
        }
    }
}
