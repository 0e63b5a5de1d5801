//! Games chained into a match or a money session: the score, what each game is worth with
//! the cube, the Crawford game, and when a double is not allowed (`rules.md` §2 "Cube" and
//! "Match and clock"; seeds 000, 003, 004).
//!
//! ```
//! use tablier::rules::score::{Format, GameEnd, MatchRules, MatchState};
//! use tablier::rules::cube::Cube;
//! use tablier::rules::{Side, WinKind};
//!
//! let mut m = MatchState::new(MatchRules::new(Format::Match(3)));
//! let end = GameEnd::Won { winner: Side::Green, kind: WinKind::Gammon };
//! let points = m.points(end, Cube::CENTRED);
//! assert_eq!(points, 2);
//! m.record(Side::Green, points);
//! assert!(m.is_crawford_game());
//! ```

use super::cube::{Cube, DEFAULT_CUBE_CAP};
use super::position::WinKind;
use super::side::{BySide, Side};

/// The longest match: gnubg's Match ID has 15 bits for it, and nobody plays longer.
pub const MAX_MATCH_LENGTH: u32 = 9_999;
/// The highest cube cap (2^15, as far as a Match ID can write).
pub const MAX_CUBE_CAP: u32 = 1 << 15;

/// How games are chained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// One game, no cube (the game as it was before matches).
    SingleGame,
    /// A match to this many points (1 or more).
    Match(u32),
    /// A money session ("partie libre", seed 000): games chained, points added, no end.
    Money,
}

impl Format {
    /// A match to `length` points, if it is one that can be played and written: 1 to
    /// [`MAX_MATCH_LENGTH`]. The command line, the saves and the imported files all read
    /// their lengths through here.
    #[must_use]
    pub fn match_of(length: u32) -> Option<Format> {
        (1..=MAX_MATCH_LENGTH)
            .contains(&length)
            .then_some(Format::Match(length))
    }
}

/// The rules both players agreed before the first game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchRules {
    pub format: Format,
    /// The highest cube value (seed 002: 64 on the real cube).
    pub cube_cap: u32,
    /// Money only: gammons count single while the cube has not been turned.
    pub jacoby: bool,
    /// Money only: a player doubled may take and redouble at once, keeping the cube.
    pub beavers: bool,
    /// Whether the game has a cube at all (Jacquet has none).
    pub cube: bool,
    /// Jacquet's convention (seed 001, "Comptage des points"): every game won counts one,
    /// whatever the loser's checkers; matches are then played in 3 or 5 games.
    pub games_won_only: bool,
}

impl MatchRules {
    /// `format` with the default conventions: cap 64, no Jacoby, no beavers, a cube unless
    /// the format is a single game.
    #[must_use]
    pub fn new(format: Format) -> MatchRules {
        MatchRules {
            format,
            cube_cap: DEFAULT_CUBE_CAP,
            jacoby: false,
            beavers: false,
            cube: !matches!(format, Format::SingleGame),
            games_won_only: false,
        }
    }

    /// These rules with the cube capped at `cap`, if a cube can have that value: a power of
    /// two from 2 to [`MAX_CUBE_CAP`].
    #[must_use]
    pub fn with_cube_cap(self, cap: u32) -> Option<MatchRules> {
        (cap >= 2 && cap.is_power_of_two() && cap <= MAX_CUBE_CAP).then_some(MatchRules {
            cube_cap: cap,
            ..self
        })
    }

    /// A match of `games` games (3 or 5) counting games won only, to the first side to win
    /// more than half of them, without a cube (seed 001's convention for Jacquet).
    #[must_use]
    pub fn games_won_only(games: u32) -> MatchRules {
        MatchRules {
            cube: false,
            games_won_only: true,
            ..MatchRules::new(Format::Match(games / 2 + 1))
        }
    }

    /// The match length, `None` for a single game or a money session.
    #[must_use]
    pub fn length(&self) -> Option<u32> {
        match self.format {
            Format::Match(n) => Some(n),
            _ => None,
        }
    }

    /// Whether this is money play (Jacoby and beavers apply only there).
    #[must_use]
    pub fn is_money(&self) -> bool {
        self.format == Format::Money
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// `winner` bore off every checker first.
    Won { winner: Side, kind: WinKind },
    /// The loser refused a double offered by `winner`.
    Dropped { winner: Side },
    /// The loser resigned `kind` and `winner` accepted.
    Resigned { winner: Side, kind: WinKind },
    /// The loser's clock ran out: it loses the match (`rules.md` §2, seed 000).
    TimeForfeit { winner: Side },
    /// Nobody won: both Plakoto mothers pinned, or no side able to move in Grasshopper
    /// (`variants.md` §0.3: a draw scores 0).
    Drawn,
}

impl GameEnd {
    /// Who won the game; `None` for a draw.
    #[must_use]
    pub fn winner(self) -> Option<Side> {
        match self {
            GameEnd::Won { winner, .. }
            | GameEnd::Dropped { winner }
            | GameEnd::Resigned { winner, .. }
            | GameEnd::TimeForfeit { winner } => Some(winner),
            GameEnd::Drawn => None,
        }
    }
}

/// Where the Crawford rule stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Crawford {
    /// No side has reached match-length − 1 yet.
    #[default]
    Before,
    /// This game is the Crawford game: no cube.
    ThisGame,
    /// The Crawford game has been played: the cube is back (post-Crawford).
    After,
}

/// Why a side may not double now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoDouble {
    /// A single game, or a game without a cube (Jacquet).
    NoCube,
    /// This is the Crawford game.
    Crawford,
    /// The opponent owns the cube.
    OpponentOwns,
    /// The side needs only one point: a drop would give it the match anyway (seed 003).
    OnePointAway,
    /// The cube's value already wins the match for the side (a dead cube, seed 003).
    DeadCube,
    /// The cube is at its highest value.
    AtCap,
}

/// The state of a match or a money session between and during games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchState {
    rules: MatchRules,
    score: BySide<u32>,
    crawford: Crawford,
    /// Games finished so far.
    games: u32,
}

impl MatchState {
    /// A match not started: 0–0, no game played.
    #[must_use]
    pub fn new(rules: MatchRules) -> MatchState {
        MatchState {
            rules,
            score: BySide::default(),
            crawford: Crawford::Before,
            games: 0,
        }
    }

    /// A match at a given score, for resumed games and tests; `None` when the score or the
    /// Crawford state cannot happen under `rules`.
    #[must_use]
    pub fn at(
        rules: MatchRules,
        score: BySide<u32>,
        crawford: Crawford,
        games: u32,
    ) -> Option<MatchState> {
        let state = MatchState {
            rules,
            score,
            crawford,
            games,
        };
        let ok = match rules.format {
            Format::Match(n) => {
                n >= 1
                    && (crawford == Crawford::Before
                        || Side::ALL.iter().any(|&s| score[s] + 1 >= n))
                    && !(crawford == Crawford::ThisGame && state.winner().is_some())
            }
            Format::SingleGame => games <= 1 && crawford == Crawford::Before,
            Format::Money => crawford == Crawford::Before,
        };
        ok.then_some(state)
    }

    /// The agreed rules.
    #[must_use]
    pub fn rules(&self) -> &MatchRules {
        &self.rules
    }

    /// Points won by each side so far.
    #[must_use]
    pub fn score(&self) -> BySide<u32> {
        self.score
    }

    /// Games finished so far.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Where the Crawford rule stands.
    #[must_use]
    pub fn crawford(&self) -> Crawford {
        self.crawford
    }

    /// Whether the game being played (or about to be) is the Crawford game.
    #[must_use]
    pub fn is_crawford_game(&self) -> bool {
        self.crawford == Crawford::ThisGame
    }

    /// Whether the Crawford game has been played.
    #[must_use]
    pub fn is_post_crawford(&self) -> bool {
        self.crawford == Crawford::After
    }

    /// The points `side` still needs to win the match; `None` outside a match.
    #[must_use]
    pub fn needs(&self, side: Side) -> Option<u32> {
        self.rules
            .length()
            .map(|n| n.saturating_sub(self.score[side]))
    }

    /// The side that has won the match (a single game is won by its one game).
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        match self.rules.format {
            Format::Match(_) => Side::ALL.into_iter().find(|&s| self.needs(s) == Some(0)),
            Format::SingleGame if self.games > 0 => Side::ALL
                .into_iter()
                .find(|&s| self.score[s] > self.score[!s]),
            _ => None,
        }
    }

    /// Whether no more games are played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        match self.rules.format {
            Format::Money => false,
            Format::SingleGame => self.games > 0,
            Format::Match(_) => self.winner().is_some(),
        }
    }

    /// Whether `side` may offer a double of `cube` before rolling; the reason when not.
    ///
    /// # Errors
    /// The [`NoDouble`] that forbids it, the cube's own rules first, then the match's.
    pub fn may_double(&self, side: Side, cube: Cube) -> Result<(), NoDouble> {
        if !self.rules.cube {
            return Err(NoDouble::NoCube);
        }
        if self.is_crawford_game() {
            return Err(NoDouble::Crawford);
        }
        if !cube.may_turn(side) {
            return Err(NoDouble::OpponentOwns);
        }
        if let Some(needs) = self.needs(side) {
            if needs <= 1 {
                return Err(NoDouble::OnePointAway);
            }
            if cube.value() >= needs {
                return Err(NoDouble::DeadCube);
            }
        }
        if cube.at_cap(self.rules.cube_cap) {
            return Err(NoDouble::AtCap);
        }
        Ok(())
    }

    /// Whether beavers are allowed: money play with the convention on.
    #[must_use]
    pub fn beavers_allowed(&self, cube: Cube) -> bool {
        self.rules.is_money() && self.rules.beavers && cube.offered() * 2 <= self.rules.cube_cap
    }

    /// What `end` is worth with `cube`: the result times the cube; a drop the value before
    /// the double; a time forfeit what the winner needs to win the match; with the Jacoby rule in money play, gammons count single on a cube never
    /// turned.
    #[must_use]
    pub fn points(&self, end: GameEnd, cube: Cube) -> u32 {
        let kind_points = |kind: WinKind| {
            if self.rules.games_won_only
                || (self.rules.is_money() && self.rules.jacoby && !cube.is_turned())
            {
                1
            } else {
                u32::from(kind.points())
            }
        };
        match end {
            GameEnd::Dropped { .. } => cube.dropped_points(),
            // The whole match to the winner; outside a match, the game at its cube.
            GameEnd::TimeForfeit { winner } => self
                .needs(winner)
                .map_or(cube.value(), |needs| needs.max(1)),
            GameEnd::Won { kind, .. } | GameEnd::Resigned { kind, .. } => {
                kind_points(kind).saturating_mul(cube.value())
            }
            GameEnd::Drawn => 0,
        }
    }

    /// Counts a drawn game: no points, but a game played, and a Crawford game is over.
    pub fn record_draw(&mut self) {
        self.games += 1;
        if self.crawford == Crawford::ThisGame {
            self.crawford = Crawford::After;
        }
    }

    /// Adds `points` to `winner` at the end of a game, and moves the Crawford rule on: the
    /// game after a side first reaches length − 1 is the Crawford game, the games after it
    /// are post-Crawford.
    pub fn record(&mut self, winner: Side, points: u32) {
        self.score[winner] = self.score[winner].saturating_add(points);
        self.games += 1;
        let Format::Match(n) = self.rules.format else {
            return;
        };
        // The Crawford rule is a rule of the cube: a game without one (Jacquet) has none.
        if !self.rules.cube {
            return;
        }
        self.crawford = match self.crawford {
            Crawford::ThisGame | Crawford::After => Crawford::After,
            Crawford::Before if self.winner().is_none() && self.score[winner] + 1 == n && n > 1 => {
                Crawford::ThisGame
            }
            Crawford::Before => Crawford::Before,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_games_won_only_makes_a_quadruple_game_worth_one() {
        let rules = MatchRules::games_won_only(3);
        assert_eq!(rules.length(), Some(2));
        let mut m = MatchState::new(rules);
        let cube = Cube::default();
        let end = GameEnd::Won {
            winner: Side::Green,
            kind: WinKind::Quadruple,
        };
        assert_eq!(m.points(end, cube), 1);
        m.record(Side::Green, 1);
        assert!(!m.is_over());
        m.record(Side::Green, 1);
        assert_eq!(m.winner(), Some(Side::Green));
        assert!(!m.is_crawford_game());
    }

    fn match_to(n: u32) -> MatchState {
        MatchState::new(MatchRules::new(Format::Match(n)))
    }

    fn won(winner: Side, kind: WinKind) -> GameEnd {
        GameEnd::Won { winner, kind }
    }

    const GREEN: Side = Side::Green;
    const BLACK: Side = Side::Black;

    #[test]
    fn a_gammon_is_worth_two_points_times_the_cube() {
        let m = match_to(7);
        let at_four = Cube::new(4, Some(BLACK)).unwrap();
        assert_eq!(m.points(won(GREEN, WinKind::Gammon), at_four), 8);
        assert_eq!(m.points(won(GREEN, WinKind::Backgammon), at_four), 12);
        assert_eq!(m.points(won(GREEN, WinKind::Single), Cube::CENTRED), 1);
    }

    #[test]
    fn a_dropped_double_scores_the_value_before_the_double_without_gammons() {
        let m = match_to(7);
        assert_eq!(
            m.points(GameEnd::Dropped { winner: GREEN }, Cube::CENTRED),
            1
        );
        let at_two = Cube::CENTRED.taken_by(BLACK);
        assert_eq!(m.points(GameEnd::Dropped { winner: BLACK }, at_two), 2);
    }

    #[test]
    fn a_resignation_scores_what_was_resigned_times_the_cube() {
        let m = match_to(7);
        let at_two = Cube::CENTRED.taken_by(GREEN);
        let end = GameEnd::Resigned {
            winner: GREEN,
            kind: WinKind::Gammon,
        };
        assert_eq!(m.points(end, at_two), 4);
    }

    #[test]
    fn the_game_after_a_side_first_reaches_one_point_from_victory_is_the_crawford_game() {
        let mut m = match_to(5);
        m.record(GREEN, 2);
        assert!(!m.is_crawford_game());
        m.record(GREEN, 2);
        assert!(m.is_crawford_game());
        assert_eq!(m.may_double(BLACK, Cube::CENTRED), Err(NoDouble::Crawford));
        assert_eq!(m.may_double(GREEN, Cube::CENTRED), Err(NoDouble::Crawford));
    }

    #[test]
    fn after_the_crawford_game_the_trailer_may_double_again() {
        let mut m = match_to(5);
        m.record(GREEN, 4);
        assert!(m.is_crawford_game());
        m.record(BLACK, 1);
        assert!(m.is_post_crawford());
        assert_eq!(m.may_double(BLACK, Cube::CENTRED), Ok(()));
        m.record(BLACK, 1);
        assert!(m.is_post_crawford(), "post-Crawford lasts to the end");
    }

    #[test]
    fn a_side_that_needs_one_point_may_not_double() {
        let mut m = match_to(5);
        m.record(GREEN, 4);
        m.record(BLACK, 1);
        assert_eq!(
            m.may_double(GREEN, Cube::CENTRED),
            Err(NoDouble::OnePointAway)
        );
    }

    #[test]
    fn reaching_one_point_away_by_a_winning_game_of_the_crawford_game_does_not_repeat_it() {
        let mut m = match_to(3);
        m.record(GREEN, 2);
        assert!(m.is_crawford_game());
        m.record(BLACK, 2);
        assert!(m.is_post_crawford(), "both at 2: no second Crawford game");
    }

    #[test]
    fn a_cube_that_already_wins_the_match_is_dead() {
        let mut m = match_to(7);
        m.record(BLACK, 3);
        // Green needs 7, Black 4. Black owns a cube at 4: doubling gains nothing.
        let at_four = Cube::new(4, Some(BLACK)).unwrap();
        assert_eq!(m.may_double(BLACK, at_four), Err(NoDouble::DeadCube));
        // Green needs 7: a cube at 4 (if it were Green's) is still alive.
        let green_four = Cube::new(4, Some(GREEN)).unwrap();
        assert_eq!(m.may_double(GREEN, green_four), Ok(()));
    }

    #[test]
    fn only_the_owner_of_the_cube_may_redouble() {
        let m = match_to(11);
        let cube = Cube::CENTRED.taken_by(GREEN);
        assert_eq!(m.may_double(BLACK, cube), Err(NoDouble::OpponentOwns));
        assert_eq!(m.may_double(GREEN, cube), Ok(()));
    }

    #[test]
    fn the_cube_cannot_pass_its_cap() {
        let mut rules = MatchRules::new(Format::Money);
        rules.cube_cap = 8;
        let m = MatchState::new(rules);
        let at_eight = Cube::new(8, Some(GREEN)).unwrap();
        assert_eq!(m.may_double(GREEN, at_eight), Err(NoDouble::AtCap));
        let at_four = Cube::new(4, Some(GREEN)).unwrap();
        assert_eq!(m.may_double(GREEN, at_four), Ok(()));
    }

    #[test]
    fn a_single_game_has_no_cube() {
        let m = MatchState::new(MatchRules::new(Format::SingleGame));
        assert_eq!(m.may_double(GREEN, Cube::CENTRED), Err(NoDouble::NoCube));
    }

    #[test]
    fn a_one_point_match_is_played_without_a_useful_cube() {
        let m = match_to(1);
        assert_eq!(
            m.may_double(GREEN, Cube::CENTRED),
            Err(NoDouble::OnePointAway)
        );
    }

    #[test]
    fn the_match_is_won_on_reaching_its_length_even_by_more() {
        let mut m = match_to(5);
        m.record(GREEN, 3);
        assert!(!m.is_over());
        m.record(GREEN, 4);
        assert_eq!(m.winner(), Some(GREEN));
        assert!(m.is_over());
        assert_eq!(m.score().green, 7);
    }

    #[test]
    fn a_money_session_adds_points_and_never_ends() {
        let mut m = MatchState::new(MatchRules::new(Format::Money));
        m.record(GREEN, 4);
        m.record(BLACK, 1);
        assert_eq!((m.score().green, m.score().black), (4, 1));
        assert!(!m.is_over());
        assert_eq!(m.winner(), None);
        assert_eq!(m.games(), 2);
    }

    #[test]
    fn with_the_jacoby_rule_gammons_count_single_until_the_cube_is_turned() {
        let mut rules = MatchRules::new(Format::Money);
        rules.jacoby = true;
        let m = MatchState::new(rules);
        assert_eq!(m.points(won(GREEN, WinKind::Gammon), Cube::CENTRED), 1);
        let at_two = Cube::CENTRED.taken_by(BLACK);
        assert_eq!(m.points(won(GREEN, WinKind::Gammon), at_two), 4);
        // Not in a match.
        let mut rules = MatchRules::new(Format::Match(7));
        rules.jacoby = true;
        let m = MatchState::new(rules);
        assert_eq!(m.points(won(GREEN, WinKind::Gammon), Cube::CENTRED), 2);
    }

    #[test]
    fn beavers_belong_to_money_play_with_the_convention_on() {
        let mut rules = MatchRules::new(Format::Money);
        assert!(!MatchState::new(rules).beavers_allowed(Cube::CENTRED));
        rules.beavers = true;
        assert!(MatchState::new(rules).beavers_allowed(Cube::CENTRED));
        let mut rules = MatchRules::new(Format::Match(7));
        rules.beavers = true;
        assert!(!MatchState::new(rules).beavers_allowed(Cube::CENTRED));
    }

    #[test]
    fn a_player_out_of_time_loses_the_match() {
        let mut m = match_to(7);
        m.record(GREEN, 3);
        let points = m.points(GameEnd::TimeForfeit { winner: BLACK }, Cube::CENTRED);
        assert_eq!(points, 7);
        m.record(BLACK, points);
        assert_eq!(m.winner(), Some(BLACK));
    }

    #[test]
    fn a_match_without_a_cube_has_no_crawford_game() {
        let mut rules = MatchRules::new(Format::Match(3));
        rules.cube = false;
        let mut m = MatchState::new(rules);
        m.record(GREEN, 2);
        assert!(!m.is_crawford_game());
        assert_eq!(m.crawford(), Crawford::Before);
    }

    #[test]
    fn a_single_game_ends_after_one_game() {
        let mut m = MatchState::new(MatchRules::new(Format::SingleGame));
        assert!(!m.is_over());
        m.record(BLACK, 2);
        assert!(m.is_over());
        assert_eq!(m.winner(), Some(BLACK));
    }

    #[test]
    fn an_impossible_saved_state_is_refused() {
        let rules = MatchRules::new(Format::Match(5));
        let score = BySide { green: 1, black: 0 };
        assert!(MatchState::at(rules, score, Crawford::ThisGame, 1).is_none());
        assert!(MatchState::at(rules, score, Crawford::Before, 1).is_some());
        assert!(
            MatchState::at(
                MatchRules::new(Format::Match(0)),
                score,
                Crawford::Before,
                1
            )
            .is_none()
        );
    }
}
