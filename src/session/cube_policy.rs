//! The computer's cube decisions and its answer to a resignation: a simple, sensible rule on
//! the game's evaluator, behind three functions the strong opponent (`crate::ai::cube`) can
//! replace later.
//!
//! The chances of the side on roll are the evaluator's, averaged over the 21 rolls with the
//! best play of each (one ply), so that the roll to come counts.

use crate::ai::{Evaluation, choose_play, default_evaluator};
use crate::rules::cube::Cube;
use crate::rules::score::MatchState;
use crate::rules::{Dice, Position, WinKind};
use rand::SeedableRng;

/// Below this chance of winning, a double is not worth offering.
const DOUBLE_FROM: f32 = 0.68;
/// From this chance on, the game is played on for more (gammons) rather than doubled out.
const TOO_GOOD: f32 = 0.92;
/// The least chance of winning a take needs (a drop costs 1, a lost take 2: 25 %).
const TAKE_FROM: f32 = 0.25;

/// The cubeless chances of the side on roll in `pos`, before it rolls.
#[must_use]
pub fn chances_on_roll(pos: &Position) -> Evaluation {
    let eval = default_evaluator(pos.variant());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
    let mut sum = Evaluation::default();
    let mut weight = 0.0f32;
    for dice in Dice::all() {
        let w = f32::from(dice.weight());
        let e = match choose_play(pos, dice, eval.as_ref(), &mut rng) {
            Some(chosen) => eval.evaluate(&chosen.after),
            // No move: the opponent is on roll in the same position.
            None => flip(eval.evaluate(&pos.with_turn(!pos.turn()))),
        };
        sum.win += w * e.win;
        sum.win_gammon += w * e.win_gammon;
        sum.win_backgammon += w * e.win_backgammon;
        sum.lose_gammon += w * e.lose_gammon;
        sum.lose_backgammon += w * e.lose_backgammon;
        weight += w;
    }
    Evaluation {
        win: sum.win / weight,
        win_gammon: sum.win_gammon / weight,
        win_backgammon: sum.win_backgammon / weight,
        lose_gammon: sum.lose_gammon / weight,
        lose_backgammon: sum.lose_backgammon / weight,
    }
}

/// The same chances seen by the other side.
fn flip(e: Evaluation) -> Evaluation {
    Evaluation {
        win: 1.0 - e.win,
        win_gammon: e.lose_gammon,
        win_backgammon: e.lose_backgammon,
        lose_gammon: e.win_gammon,
        lose_backgammon: e.win_backgammon,
    }
}

/// Whether the computer, on roll in `pos` and allowed to double, offers the cube.
#[must_use]
pub fn offers_double(pos: &Position, state: &MatchState, _cube: Cube) -> bool {
    let me = pos.turn();
    // Post-Crawford, the trailer doubles at once: the leader needs one point anyway.
    if state.is_post_crawford() && state.needs(!me) == Some(1) {
        return true;
    }
    let win = chances_on_roll(pos).win;
    (DOUBLE_FROM..TOO_GOOD).contains(&win)
}

/// Whether the computer takes a double offered by the side on roll in `pos`.
#[must_use]
pub fn takes_double(pos: &Position, state: &MatchState, cube: Cube) -> bool {
    let doubler = pos.turn();
    // A drop that loses the match is never better than a take.
    if state
        .needs(doubler)
        .is_some_and(|needs| needs <= cube.dropped_points())
    {
        return true;
    }
    1.0 - chances_on_roll(pos).win >= TAKE_FROM
}

/// Whether the computer accepts `kind` resigned by the side on roll in `pos`: yes when it is
/// worth at least what the computer expects to win by playing on.
#[must_use]
pub fn accepts_resignation(pos: &Position, kind: WinKind) -> bool {
    let mine = flip(chances_on_roll(pos));
    f32::from(kind.points()) >= mine.equity()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::score::{Format, MatchRules};
    use crate::rules::{Setup, Side, Variant};

    /// Green far ahead in a race: 2 checkers left against Black's 15 at home.
    fn green_crushing() -> Position {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = [0; 26];
        setup.checkers.green[0] = 13;
        setup.checkers.green[1] = 2;
        setup.checkers.black = [0; 26];
        setup.checkers.black[6] = 15;
        Position::from_setup(setup).expect("legal")
    }

    #[test]
    fn a_hopeless_position_is_dropped() {
        let state = MatchState::new(MatchRules::new(Format::Money));
        assert!(!takes_double(&green_crushing(), &state, Cube::CENTRED));
    }

    #[test]
    fn a_drop_that_would_lose_the_match_is_taken_anyway() {
        let mut state = MatchState::new(MatchRules::new(Format::Match(3)));
        state.record(Side::Green, 2);
        state.record(Side::Black, 1);
        assert!(takes_double(&green_crushing(), &state, Cube::CENTRED));
    }

    #[test]
    fn the_opening_position_is_no_double() {
        let state = MatchState::new(MatchRules::new(Format::Money));
        let start = Position::start(Variant::Backgammon, Side::Green);
        assert!(!offers_double(&start, &state, Cube::CENTRED));
    }

    #[test]
    fn a_resignation_worth_at_least_the_expected_result_is_accepted() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        assert!(accepts_resignation(&start, WinKind::Single));
        assert!(accepts_resignation(
            &green_crushing().with_turn(Side::Black),
            WinKind::Backgammon
        ));
    }
}
