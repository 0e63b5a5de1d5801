//! A file sent by the server to be written on the client's machine (`exporter N f.sgf`),
//! in the tablier client's extension (`docs/protocole.md` §5): a [`Tag::File`] line that
//! announces the file's length in bytes and its name (`&1834 f.sgf`), then each of its
//! lines, tagged the same way. The length counts every line with its end (`\n`); the block
//! ends when the lines sent reach it. Any other line before that cuts the block short.
//!
//! Bounded on both sides: the server never sends more than [`MAX_BYTES`] nor a line longer
//! than [`MAX_LINE_BYTES`], and the client refuses an announcement beyond them and a block
//! whose lines overrun what it announced, keeping nothing of it.

use super::Tag;

/// The largest file sent, in bytes: a long match's record is a few dozen kilobytes.
pub const MAX_BYTES: usize = 1024 * 1024;

/// The longest line of a file sent, in bytes, its end not counted: below the longest line
/// the client keeps whole (64 KiB).
pub const MAX_LINE_BYTES: usize = 60 * 1024;

/// The lines of `text` as they are sent: its lines, each to be ended by `\n` (a last line
/// without its end gets one, a `\r` before an end is dropped).
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
}

/// The file as it arrives: `text`'s lines, each ended by `\n`.
#[must_use]
pub fn as_sent(text: &str) -> String {
    let mut sent = String::with_capacity(text.len() + 1);
    for line in lines_of(text) {
        sent.push_str(line);
        sent.push('\n');
    }
    sent
}

/// The tagged lines that send `text` as the file `name`; `Err` with its size in bytes when
/// it is larger than [`MAX_BYTES`] or has a line longer than [`MAX_LINE_BYTES`].
///
/// # Errors
/// The file's size, when it cannot be sent.
pub fn tagged(name: &str, text: &str) -> Result<Vec<String>, usize> {
    let bytes: usize = lines_of(text).map(|l| l.len() + 1).sum();
    if bytes > MAX_BYTES || lines_of(text).any(|l| l.len() > MAX_LINE_BYTES) {
        return Err(bytes);
    }
    let mut out = vec![Tag::File.line(&format!("{bytes} {name}"))];
    out.extend(lines_of(text).map(|line| Tag::File.line(line)));
    Ok(out)
}

/// A file received whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Received {
    /// The name it was sent under, as the player typed it.
    pub name: String,
    /// Its text, each line ended by `\n`.
    pub text: String,
}

/// Why a file sent was not received.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Its announcement is not a length and a name, its lines overrun the length announced,
    /// or another line came before its end.
    Malformed,
    /// It announced more than [`MAX_BYTES`].
    TooLarge,
}

/// Where the reception stands.
#[derive(Debug, Default)]
enum State {
    /// No file under way.
    #[default]
    Idle,
    /// A file under way: its name, the length announced, and its text so far.
    Receiving {
        name: String,
        announced: usize,
        text: String,
    },
    /// A file refused: the rest of its lines are skipped, up to the next other line.
    Skipping,
}

/// Puts together the files the server sends, line by line.
#[derive(Debug, Default)]
pub struct Receiver {
    state: State,
}

impl Receiver {
    /// Takes the text of a [`Tag::File`] line: the file, when this line ends it; why it was
    /// refused, when this line refuses it (told once: the lines after it are skipped).
    pub fn file_line(&mut self, line: &str) -> Option<Result<Received, Trouble>> {
        match &mut self.state {
            State::Skipping => None,
            State::Idle => {
                let Some((bytes, name)) = line.split_once(' ') else {
                    return self.refuse(Trouble::Malformed);
                };
                let Ok(announced) = bytes.parse::<usize>() else {
                    return self.refuse(Trouble::Malformed);
                };
                if name.trim().is_empty() {
                    return self.refuse(Trouble::Malformed);
                }
                if announced > MAX_BYTES {
                    return self.refuse(Trouble::TooLarge);
                }
                self.state = State::Receiving {
                    name: name.to_owned(),
                    announced,
                    text: String::new(),
                };
                self.done()
            }
            State::Receiving {
                announced, text, ..
            } => {
                if text.len() + line.len() + 1 > *announced {
                    return self.refuse(Trouble::Malformed);
                }
                text.push_str(line);
                text.push('\n');
                self.done()
            }
        }
    }

    /// Any other line: it cuts short a file under way, which is refused.
    pub fn other_line(&mut self) -> Option<Trouble> {
        match std::mem::take(&mut self.state) {
            State::Receiving { .. } => Some(Trouble::Malformed),
            State::Idle | State::Skipping => None,
        }
    }

    /// The file, once its text has the length announced.
    fn done(&mut self) -> Option<Result<Received, Trouble>> {
        match &self.state {
            State::Receiving {
                announced, text, ..
            } if text.len() == *announced => {
                let State::Receiving { name, text, .. } = std::mem::take(&mut self.state) else {
                    return None;
                };
                Some(Ok(Received { name, text }))
            }
            _ => None,
        }
    }

    fn refuse(&mut self, trouble: Trouble) -> Option<Result<Received, Trouble>> {
        self.state = State::Skipping;
        Some(Err(trouble))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `receiver` makes of `lines` as the client reads them: a `&` line's text goes
    /// to the file, any other line cuts it short.
    fn receive(receiver: &mut Receiver, lines: &[String]) -> Vec<Result<Received, Trouble>> {
        let mut out = Vec::new();
        for line in lines {
            match Tag::parse(line) {
                Some((Tag::File, text)) => out.extend(receiver.file_line(text)),
                _ => out.extend(receiver.other_line().map(Err)),
            }
        }
        out
    }

    #[test]
    fn a_file_sent_arrives_whole_with_its_name_and_each_line_ended() {
        let text = "(;FF[4]GM[6]\r\n;B[52lm]\n\n)";
        let lines = tagged("mon match.sgf", text).expect("small enough");
        assert_eq!(lines[0], format!("&{} mon match.sgf", as_sent(text).len()));
        let mut receiver = Receiver::default();
        let got = receive(&mut receiver, &lines);
        assert_eq!(
            got,
            [Ok(Received {
                name: "mon match.sgf".to_owned(),
                text: "(;FF[4]GM[6]\n;B[52lm]\n\n)\n".to_owned(),
            })]
        );
        // The next block is a new file.
        let empty = tagged("vide.mat", "").expect("small enough");
        assert_eq!(empty, ["&0 vide.mat"]);
        assert_eq!(receive(&mut receiver, &empty).len(), 1);
    }

    #[test]
    fn a_block_cut_short_or_overrunning_its_length_is_refused_and_its_rest_skipped() {
        let mut receiver = Receiver::default();
        let cut = [
            "&20 f.mat".to_owned(),
            "&abc".to_owned(),
            ":Bonjour".to_owned(),
        ];
        assert_eq!(receive(&mut receiver, &cut), [Err(Trouble::Malformed)]);
        let over = [
            "&5 f.mat".to_owned(),
            "&abcdef".to_owned(),
            "&skipped".to_owned(),
            "?> ".to_owned(),
        ];
        assert_eq!(receive(&mut receiver, &over), [Err(Trouble::Malformed)]);
        for bad in ["&x f.mat", "&12", "&-3 f.mat", "&12 "] {
            let mut receiver = Receiver::default();
            let lines = [bad.to_owned(), "&rest".to_owned()];
            assert_eq!(
                receive(&mut receiver, &lines),
                [Err(Trouble::Malformed)],
                "{bad}"
            );
        }
        // After a refusal and another line, a good file is read again.
        let good = tagged("g.mat", "1 point match\n").expect("small");
        assert!(matches!(receive(&mut receiver, &good)[..], [Ok(_)]));
    }

    #[test]
    fn a_file_larger_than_the_limit_is_never_sent_nor_received() {
        let big = "x".repeat(1000) + "\n";
        let text = big.repeat(MAX_BYTES / 1000 + 1);
        assert!(tagged("f.mat", &text).is_err());
        assert!(tagged("f.mat", &"y".repeat(MAX_LINE_BYTES + 1)).is_err());
        let mut receiver = Receiver::default();
        let lines = [format!("&{} f.mat", MAX_BYTES + 1), "&x".to_owned()];
        assert_eq!(receive(&mut receiver, &lines), [Err(Trouble::TooLarge)]);
    }
}
