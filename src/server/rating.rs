//! Ratings, by the FIBS formula (documented on FIBS's help, `help ratings`, and used by
//! every server since): the chance of an upset shrinks with the rating difference and the
//! square root of the match length; the winner takes what the loser gives, four times the
//! square root of the length times the chance the winner had of losing; a newcomer's
//! rating moves faster until 400 match points of experience.

/// The rating of a newcomer.
pub const START: f64 = 1500.0;

/// A member's rating and experience (the match points they played in rated matches).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub experience: u64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START,
            experience: 0,
        }
    }
}

impl Rating {
    /// How much faster a newcomer's rating moves: 5 at the start, down to 1 at 400 points
    /// of experience.
    #[must_use]
    pub fn factor(&self) -> f64 {
        let experience = self.experience.min(400) as f64;
        (5.0 - experience / 100.0).max(1.0)
    }
}

/// The chance that the weaker of two players wins a match of `length` points, their
/// ratings `difference` apart.
#[must_use]
pub fn upset(difference: f64, length: u32) -> f64 {
    let exponent = difference.abs() * f64::from(length).sqrt() / 2000.0;
    1.0 / (10f64.powf(exponent) + 1.0)
}

/// The ratings after `winner` beat `loser` in a rated match of `length` points.
#[must_use]
pub fn after(winner: Rating, loser: Rating, length: u32) -> (Rating, Rating) {
    let upset = upset(winner.rating - loser.rating, length);
    // The chance the winner had of losing.
    let losing = if winner.rating >= loser.rating {
        upset
    } else {
        1.0 - upset
    };
    let stake = 4.0 * f64::from(length).sqrt() * losing;
    let points = u64::from(length);
    (
        Rating {
            rating: winner.rating + stake * winner.factor(),
            experience: winner.experience + points,
        },
        Rating {
            rating: loser.rating - stake * loser.factor(),
            experience: loser.experience + points,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    fn seasoned(rating: f64) -> Rating {
        Rating {
            rating,
            experience: 1000,
        }
    }

    #[test]
    fn equal_players_share_the_chances_and_the_winner_takes_two_root_n() {
        // By hand: D = 0, P(upset) = 1/2; stake = 4 × √5 × 1/2 = 2√5 = 4.472136.
        let (won, lost) = after(seasoned(1500.0), seasoned(1500.0), 5);
        assert!(close(won.rating, 1_504.472_135_955), "{won:?}");
        assert!(close(lost.rating, 1_495.527_864_045), "{lost:?}");
        assert_eq!((won.experience, lost.experience), (1005, 1005));
    }

    #[test]
    fn the_favourite_who_wins_takes_less_than_the_underdog_who_wins() {
        // By hand, D = 100 over one point: 10^0.05 = 1.1220185, P(upset) = 1/2.1220185 =
        // 0.4712495; the favourite wins 4 × 0.4712495 = 1.884998, the underdog 2.115002.
        assert!(close(upset(100.0, 1), 0.471_249_512));
        let (favourite, _) = after(seasoned(1600.0), seasoned(1500.0), 1);
        assert!(
            close(favourite.rating - 1600.0, 1.884_998_049),
            "{favourite:?}"
        );
        let (underdog, beaten) = after(seasoned(1500.0), seasoned(1600.0), 1);
        assert!(
            close(underdog.rating - 1500.0, 2.115_001_951),
            "{underdog:?}"
        );
        assert!(close(1600.0 - beaten.rating, 2.115_001_951));
    }

    #[test]
    fn a_newcomer_moves_five_times_faster_down_to_once_at_400_points() {
        assert!(close(Rating::default().factor(), 5.0));
        let half = Rating {
            rating: START,
            experience: 250,
        };
        assert!(close(half.factor(), 2.5));
        assert!(close(seasoned(START).factor(), 1.0));
        let (won, lost) = after(Rating::default(), seasoned(1500.0), 5);
        assert!(close(won.rating - 1500.0, 5.0 * 4.472_135_955));
        assert!(close(1500.0 - lost.rating, 4.472_135_955));
    }
}
