//! The help and the rules in words: `aide` from the command table (its topics, one topic,
//! every command), and `règles`, the rules of the game in short.

use crate::rules::Variant;
use crate::session::commands::{COMMANDS, HelpAsked, Topic};

use super::{Renderer, Txt, key, yes_no};

impl Renderer<'_> {
    /// `aide`: the topics in a few lines; `aide TOPIC`: its commands (and how to type a
    /// play, under `jouer`); `aide tout`: every command.
    pub(super) fn help(&self, asked: HelpAsked) -> Vec<Txt> {
        let topic = match asked {
            HelpAsked::Topics => {
                let mut lines = vec![self.msg("help-topics-title", &[])];
                lines.extend(Topic::ALL.iter().map(|t| {
                    self.msg(
                        "help-topic-line",
                        &[
                            ("topic", Txt::same(self.loc.tr(t.word())).into()),
                            ("about", Txt::same(self.loc.tr(t.about())).into()),
                        ],
                    )
                }));
                lines.push(self.msg("help-topics-end", &[]));
                return lines;
            }
            HelpAsked::Topic(topic) => Some(topic),
            HelpAsked::All => None,
        };
        let mut lines = vec![match topic {
            Some(t) => self.msg(
                "help-topic-title",
                &[("topic", Txt::same(self.loc.tr(t.word())).into())],
            ),
            None => self.msg("help-title", &[]),
        }];
        for c in COMMANDS
            .iter()
            .filter(|c| topic.is_none_or(|t| c.topic == t))
        {
            let (word, short) = (self.loc.tr(c.word), self.loc.tr(c.short));
            // A short form that is the word itself (`id`) or a sign (`?`) is not read out.
            let spoken = short != word && short.chars().all(char::is_alphabetic);
            lines.push(self.msg2(
                "help-line",
                Some("help-line.ear"),
                &[
                    ("word", Txt::same(word).into()),
                    ("short", Txt::same(short).into()),
                    ("spoken", key(yes_no(spoken))),
                    ("text", Txt::same(self.loc.tr(c.help)).into()),
                ],
            ));
        }
        if topic.is_none_or(|t| t == Topic::Play) {
            lines.push(self.msg2("help-play", Some("help-play.ear"), &[]));
        }
        lines
    }

    /// `règles`: the rules of `variant`, in short.
    pub(super) fn rules(&self, variant: Variant) -> Txt {
        self.msg(&format!("rules-{}", variant.name()), &[])
    }
}
