//! `matchs` (`matches`): a member's last finished matches, numbered by their table; and
//! `exporter N f.sgf` (`export N f.mat`): the record of stored match N, rebuilt from the
//! store (the table's seed and its lines replayed through [`crate::session::Session`]),
//! written as the local `exporter` writes it ([`crate::save::exported_text`]) with the
//! players' names, and sent to be written on the player's machine (`docs/protocole.md` §5).
//!
//! A match is exported to its players, and to any member when its table was not private
//! (anyone could watch it) or invited them; others are refused with the reason.

use std::path::Path;

use crate::i18n::Arg;
use crate::net::file;
use crate::rules::BySide;
use crate::rules::ruleset::Gnubg;
use crate::server::store::{MemberId, StoredMatch};
use crate::session::FileKind;

use super::Hub;

/// How many matches `matchs` lists, the latest first.
const LISTED: u32 = 20;

/// The kind a file's name asks for: `.sgf` or `.mat`, whatever its case; `None` for any
/// other name (the local game's `.mat` for any name is not guessed at a distance).
fn kind_of(name: &str) -> Option<FileKind> {
    let extension = Path::new(name).extension()?.to_str()?.to_ascii_lowercase();
    match extension.as_str() {
        "sgf" => Some(FileKind::Sgf),
        "mat" => Some(FileKind::Mat),
        _ => None,
    }
}

/// The number and the file's name of `exporter N FICHIER`; `None` when either is missing
/// or the number is not one.
fn number_and_name(rest: &str) -> Option<(i64, &str)> {
    let (number, name) = rest.trim().split_once(char::is_whitespace)?;
    let number = number.parse::<i64>().ok().filter(|&n| n > 0)?;
    let name = name.trim();
    (!name.is_empty()).then_some((number, name))
}

/// The day of `ms` milliseconds since the epoch (UTC): year, month, day (the civil
/// calendar, as Howard Hinnant's `civil_from_days` counts it).
fn civil_date(ms: u64) -> (i64, u32, u32) {
    let days = i64::try_from(ms / 86_400_000).unwrap_or(0) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = u32::try_from(day_of_year - (153 * shifted_month + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    })
    .unwrap_or(1);
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

impl Hub {
    /// `matchs`: the member's last finished matches, the latest first.
    pub(super) async fn matches(&mut self, member: MemberId) {
        let found = match self.shared.store.matches_of(member, LISTED).await {
            Ok(found) => found,
            Err(_) => return self.answer(member, "srv-store-failed", &[]),
        };
        let mut lines = Vec::new();
        if found.is_empty() {
            self.text(member, "srv-matches-none", &[], &mut lines);
        } else {
            let count = i64::try_from(found.len()).unwrap_or(i64::MAX);
            self.text(
                member,
                "srv-matches-head",
                &[("count", Arg::Int(count))],
                &mut lines,
            );
        }
        for stored in &found {
            self.match_line(member, stored, &mut lines);
        }
        self.finish(member, lines);
    }

    /// One match of `matchs`, as `member` played it.
    fn match_line(&self, member: MemberId, stored: &StoredMatch, lines: &mut Vec<String>) {
        let lang = self.lang_of(member);
        let words = &self.shared.words;
        let mine = usize::from(stored.players[0] != member);
        let outcome = match (stored.winner.as_str(), mine) {
            ("g", 0) | ("b", 1) => "won",
            ("g" | "b", _) => "lost",
            _ => "draw",
        };
        let game = words.tr(lang, &format!("game-name-{}", stored.game), &[]);
        let date = match stored.ended_ms {
            Some(ms) => {
                let (year, month, day) = civil_date(ms);
                let (year, month, day) =
                    (year.to_string(), format!("{month:02}"), format!("{day:02}"));
                words.tr(
                    lang,
                    "srv-date",
                    &[
                        ("year", year.as_str().into()),
                        ("month", month.as_str().into()),
                        ("day", day.as_str().into()),
                    ],
                )
            }
            None => words.tr(lang, "srv-date-none", &[]),
        };
        let points = |n: u32| Arg::Int(i64::from(n));
        self.text(
            member,
            "srv-matches-line",
            &[
                ("id", Arg::Int(stored.table)),
                ("game", game.as_str().into()),
                ("length", points(stored.length)),
                ("opponent", stored.names[1 - mine].as_str().into()),
                ("mine", points(stored.score[mine])),
                ("theirs", points(stored.score[1 - mine])),
                ("outcome", outcome.into()),
                ("forfeit", if stored.forfeit { "yes" } else { "no" }.into()),
                ("date", date.as_str().into()),
            ],
            lines,
        );
    }

    /// `exporter N FICHIER`: the record of stored match N, sent to be written on the
    /// member's machine (a plain client gets its lines between a first and a last line).
    pub(super) async fn export(&mut self, member: MemberId, rest: &str) {
        let Some((id, name)) = number_and_name(rest) else {
            return self.answer(member, "srv-export-usage", &[]);
        };
        let Some(kind) = kind_of(name) else {
            let name = self.quote(member, name);
            return self.answer(member, "srv-export-extension", &[("name", name.into())]);
        };
        let (stored, kept) = match self.shared.store.stored_match(id).await {
            Ok(Some(found)) => found,
            Ok(None) => return self.answer(member, "srv-export-no-match", &[("id", Arg::Int(id))]),
            Err(_) => return self.answer(member, "srv-store-failed", &[]),
        };
        let played = stored.players.contains(&member);
        if !played && kept.private && !kept.invited.contains(&member) {
            return self.answer(member, "srv-export-private", &[("id", Arg::Int(id))]);
        }
        let Some(session) = self
            .table_from_store(kept)
            .ok()
            .and_then(|table| table.game)
        else {
            return self.answer(member, "srv-export-unreadable", &[("id", Arg::Int(id))]);
        };
        if session.settings().variant.rules().gnubg == Gnubg::Unknown {
            let game = self.shared.words.tr(
                self.lang_of(member),
                &format!("game-name-{}", stored.game),
                &[],
            );
            return self.answer(
                member,
                "srv-export-game",
                &[("id", Arg::Int(id)), ("game", game.as_str().into())],
            );
        }
        let names = BySide {
            green: stored.names[0].as_str(),
            black: stored.names[1].as_str(),
        };
        let text = crate::save::exported_text(&session, kind, false, names).unwrap_or_default();
        self.send_file(member, id, name, &text);
    }

    /// Sends `text` as the file `name`: a block of the tablier client's extension, or, to a
    /// plain client, its lines between a first line that names it and a last line.
    fn send_file(&mut self, member: MemberId, id: i64, name: &str, text: &str) {
        let Some(tagged) = self.online.get(&member).map(|o| o.reader.tagged) else {
            return;
        };
        let block = match file::tagged(name, text) {
            Ok(block) => block,
            Err(bytes) => {
                let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
                return self.answer(
                    member,
                    "srv-export-too-large",
                    &[("id", Arg::Int(id)), ("bytes", Arg::Int(bytes))],
                );
            }
        };
        if tagged {
            // Apart from the answer, so that `répéter` never sends the file again.
            if let Some(online) = self.online.get(&member) {
                online.out.send(block);
            }
            return self.finish(member, Vec::new());
        }
        let sent = file::as_sent(text);
        let count = |n: usize| Arg::Int(i64::try_from(n).unwrap_or(i64::MAX));
        let mut lines = Vec::new();
        self.text(
            member,
            "srv-export-begin",
            &[
                ("name", name.into()),
                ("lines", count(sent.lines().count())),
                ("bytes", count(sent.len())),
            ],
            &mut lines,
        );
        lines.extend(sent.lines().map(str::to_owned));
        self.text(
            member,
            "srv-export-end",
            &[("name", name.into())],
            &mut lines,
        );
        self.finish(member, lines);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exporter_takes_a_match_number_then_a_name_with_its_spaces() {
        assert_eq!(
            number_and_name("3 mon match.sgf"),
            Some((3, "mon match.sgf"))
        );
        assert_eq!(number_and_name(" 12  f.mat "), Some((12, "f.mat")));
        for bad in ["", "f.sgf", "x f.sgf", "0 f.sgf", "-1 f.sgf", "3", "3  "] {
            assert_eq!(number_and_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn only_sgf_and_mat_names_are_exported_whatever_their_case() {
        assert_eq!(kind_of("a.SGF"), Some(FileKind::Sgf));
        assert_eq!(kind_of("dossier/a.mat"), Some(FileKind::Mat));
        for other in ["a.txt", "a", "a.sgf.bak", ".mat"] {
            assert_eq!(kind_of(other), None, "{other}");
        }
    }

    #[test]
    fn a_matchs_date_is_its_day_in_the_civil_calendar() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        // 2026-11-27 12:00 UTC, and the last day of a leap February.
        assert_eq!(civil_date(1_795_780_800_000), (2026, 11, 27));
        assert_eq!(civil_date(951_782_400_000), (2000, 2, 29));
    }
}
