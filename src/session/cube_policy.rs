//! The computer's cube decisions and its answer to a resignation, behind three functions:
//! [`crate::ai::cube`]'s decisions (Janowski's model for money, a match equity table in
//! matches) on the game's default evaluator.

use crate::ai::cube::{self as ai_cube, CubeOwner, MatchScore};
use crate::ai::default_evaluator;
use crate::rules::cube::Cube;
use crate::rules::score::MatchState;
use crate::rules::{Position, WinKind};

/// The cube in the terms of [`crate::ai::cube`].
fn ai_cube(cube: Cube) -> ai_cube::Cube {
    ai_cube::Cube {
        value: cube.value(),
        owner: cube.owner().map_or(CubeOwner::Centered, CubeOwner::Owned),
    }
}

/// The match score seen by the side on roll in `pos`; `None` outside a match.
fn match_score(pos: &Position, state: &MatchState) -> Option<MatchScore> {
    let me = pos.turn();
    Some(MatchScore {
        me_away: state.needs(me)?,
        them_away: state.needs(!me)?,
        crawford: state.is_crawford_game(),
    })
}

/// Whether the computer, on roll in `pos` and allowed to double, offers the cube.
#[must_use]
pub fn offers_double(pos: &Position, state: &MatchState, cube: Cube) -> bool {
    let eval = default_evaluator(pos.variant());
    match match_score(pos, state) {
        Some(score) => ai_cube::should_double_match(pos, eval.as_ref(), score, ai_cube(cube)),
        None => ai_cube::should_double(pos, eval.as_ref(), ai_cube(cube)),
    }
}

/// Whether the computer takes a double offered by the side on roll in `pos`.
#[must_use]
pub fn takes_double(pos: &Position, state: &MatchState, cube: Cube) -> bool {
    let eval = default_evaluator(pos.variant());
    match match_score(pos, state) {
        Some(score) => ai_cube::should_take_match(pos, eval.as_ref(), score, ai_cube(cube)),
        None => ai_cube::should_take(pos, eval.as_ref(), ai_cube(cube)),
    }
}

/// Whether the computer accepts `kind` resigned by the side on roll in `pos`: yes when it is
/// worth at least what the computer expects to win by playing on (cubeless).
#[must_use]
pub fn accepts_resignation(pos: &Position, kind: WinKind) -> bool {
    let eval = default_evaluator(pos.variant());
    let resigner = ai_cube::chances_on_roll(pos, eval.as_ref());
    f32::from(kind.points()) >= -resigner.equity()
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
