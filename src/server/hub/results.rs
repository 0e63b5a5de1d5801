//! A match's end kept: its result in the store, the players' ratings moved by the FIBS
//! formula when it was rated, and told; `stats NOM` reads it all back.

use crate::i18n::{Arg, Localizer};

use super::Hub;
use crate::server::rating::{self, Rating};
use crate::server::store::MemberId;
use crate::server::table::MatchResult;

/// `value` with one decimal, written with `loc`'s decimal separator (`1504,5`, `1504.5`),
/// the one the game's equities use.
pub(super) fn decimal(loc: &Localizer, value: f64) -> String {
    format!("{value:.1}").replace('.', &loc.tr("number-decimal-separator"))
}

/// A change with its sign (`+4,5`, `-2.1`).
fn signed(loc: &Localizer, value: f64) -> String {
    let sign = if value >= 0.0 { "+" } else { "" };
    format!("{sign}{}", decimal(loc, value))
}

impl Hub {
    /// Keeps `result`, moves the ratings of a rated match, and tells `audience` the new
    /// ratings; a store that cannot write is told, and nothing of it is kept.
    pub(super) async fn record(&mut self, result: MatchResult, audience: &[MemberId]) {
        let moved = match (result.rated, result.winner) {
            (true, Some(winner)) => {
                let (won, lost) = (result.players[winner], result.players[!winner]);
                let before = (self.rating_of(won).await, self.rating_of(lost).await);
                let after = rating::after(before.0, before.1, result.length);
                Some([(won, before.0, after.0), (lost, before.1, after.1)])
            }
            _ => None,
        };
        let kept = moved.map(|m| [(m[0].0, m[0].2), (m[1].0, m[1].2)]);
        if self
            .shared
            .store
            .record_result(&result, kept)
            .await
            .is_err()
        {
            for &member in audience {
                self.notify(member, "srv-result-not-kept", &[]);
            }
            return;
        }
        let Some(moved) = moved else {
            return;
        };
        for (member, _, after) in moved {
            self.ratings.insert(member, after);
        }
        for &hearer in audience {
            let loc = self.shared.words.loc(self.lang_of(hearer));
            let mut lines = Vec::new();
            for (member, before, after) in moved {
                let name = self.name(member);
                let rating = decimal(loc, after.rating);
                let change = signed(loc, after.rating - before.rating);
                self.text(
                    hearer,
                    "srv-rating-changed",
                    &[
                        ("name", name.as_str().into()),
                        ("rating", rating.as_str().into()),
                        ("change", change.as_str().into()),
                    ],
                    &mut lines,
                );
            }
            if let Some(online) = self.online.get(&hearer) {
                online.out.send(lines);
            }
        }
    }

    /// `member`'s rating, from the store the first time.
    pub(super) async fn rating_of(&mut self, member: MemberId) -> Rating {
        if let Some(&rating) = self.ratings.get(&member) {
            return rating;
        }
        let rating = self.shared.store.rating(member).await.unwrap_or_default();
        self.ratings.insert(member, rating);
        rating
    }

    /// `stats NOM` (`stats` alone: one's own): matches by game, games won by colour, the
    /// rating, and the server's games won by each colour.
    pub(super) async fn stats(&mut self, member: MemberId, rest: &str) {
        let name = rest.trim();
        let (who, shown) = if name.is_empty() {
            (member, self.name(member))
        } else {
            match self.shared.store.member(name).await {
                Ok(Some(found)) => (found.id, found.name),
                Ok(None) => {
                    let name = self.quote(member, name);
                    return self.answer(member, "srv-no-such-member", &[("name", name.into())]);
                }
                Err(_) => return self.answer(member, "srv-store-failed", &[]),
            }
        };
        let stats = match self.shared.store.stats(who).await {
            Ok(stats) => stats,
            Err(_) => return self.answer(member, "srv-store-failed", &[]),
        };
        let lang = self.lang_of(member);
        let mut lines = Vec::new();
        let rating = decimal(self.shared.words.loc(lang), stats.rating.rating);
        let experience = i64::try_from(stats.rating.experience).unwrap_or(i64::MAX);
        self.text(
            member,
            "srv-stats-head",
            &[
                ("name", shown.as_str().into()),
                ("rating", rating.as_str().into()),
                ("experience", Arg::Int(experience)),
            ],
            &mut lines,
        );
        if stats.by_game.is_empty() {
            self.text(
                member,
                "srv-stats-none",
                &[("name", shown.as_str().into())],
                &mut lines,
            );
        }
        let count = |n: u64| Arg::Int(i64::try_from(n).unwrap_or(i64::MAX));
        for (game, played, won) in &stats.by_game {
            let game = self
                .shared
                .words
                .tr(lang, &format!("game-name-{game}"), &[]);
            self.text(
                member,
                "srv-stats-game",
                &[
                    ("game", game.as_str().into()),
                    ("played", count(*played)),
                    ("won", count(*won)),
                ],
                &mut lines,
            );
        }
        if !stats.by_game.is_empty() {
            self.text(
                member,
                "srv-stats-colours",
                &[
                    ("green", count(stats.won_green)),
                    ("black", count(stats.won_black)),
                ],
                &mut lines,
            );
        }
        let (green, black, draws) = stats.server;
        self.text(
            member,
            "srv-stats-server",
            &[
                ("green", count(green)),
                ("black", count(black)),
                ("draws", count(draws)),
            ],
            &mut lines,
        );
        self.finish(member, lines);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_written_with_the_readers_decimal_mark() {
        use crate::i18n::Lang;
        let (fr, en) = (Localizer::new(Lang::Fr), Localizer::new(Lang::En));
        assert_eq!(decimal(&fr, 1504.472), "1504,5");
        assert_eq!(decimal(&en, 1504.472), "1504.5");
        assert_eq!(signed(&fr, 4.47), "+4,5");
        assert_eq!(signed(&en, -2.1), "-2.1");
    }
}
