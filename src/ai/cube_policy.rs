//! The computer's cube decisions and its answer to a resignation: [`offers_double`] and
//! [`answer_double`], [`crate::ai::cube`]'s decisions (Janowski's model for money, a match
//! equity table in matches) on the game's default evaluator; and [`cube_verdict`], the same
//! decision with its numbers, which `conseil` tells at a cube decision, the tutor warns with
//! and `bilan` judges with, so that they agree as they do for plays ([`crate::ai::judge`]).

use crate::ai::cube::{self as ai_cube, CubeOwner, MatchScore};
use crate::ai::{Evaluation, cube_evaluator, default_evaluator};
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

/// The stakes of a game at `score` (`None`: money play, whose Jacoby rule the computer's
/// games do not play).
fn stakes(score: Option<MatchScore>) -> ai_cube::Stakes {
    match score {
        Some(score) => ai_cube::Stakes::Match(score),
        None => ai_cube::Stakes::Money { jacoby: false },
    }
}

/// The cube decision of the side on roll in `pos` from its cubeless `chances`, in
/// [`crate::ai::cube`]'s units (money at the cube's value, or match-winning chances at
/// `score`).
fn decision_from(
    pos: &Position,
    score: Option<MatchScore>,
    cube: ai_cube::Cube,
    chances: &Evaluation,
) -> ai_cube::CubeDecision {
    let life = ai_cube::cube_life(pos);
    ai_cube::decision_now(chances, life, cube, pos.turn(), stakes(score))
}

/// The cube decision of the side on roll in `pos` as the computer makes it, by `eval` (the
/// game's cube evaluator): [`ai_cube::decision`].
fn decision(
    pos: &Position,
    score: Option<MatchScore>,
    cube: ai_cube::Cube,
    eval: &dyn crate::ai::Evaluator,
) -> ai_cube::CubeDecision {
    ai_cube::decision(pos, eval, cube, stakes(score))
}

/// Whether the computer, on roll in `pos` and allowed to double, offers the cube.
#[must_use]
pub fn offers_double(pos: &Position, state: &MatchState, cube: Cube) -> bool {
    offers_double_judged(pos, state, cube).0
}

/// [`offers_double`], and the verdict [`cube_verdict`] gives of the same decision, from the
/// same look-ahead (`None` where the computer's rules of the cube forbid the double and
/// nothing was looked at): the computer's own cube decisions cost `bilan` no second search.
#[must_use]
pub fn offers_double_judged(
    pos: &Position,
    state: &MatchState,
    cube: Cube,
) -> (bool, Option<CubeVerdict>) {
    let (score, ai) = (match_score(pos, state), ai_cube(cube));
    let may = match score {
        Some(score) => ai_cube::match_may_double(score, ai, pos.turn()),
        None => ai_cube::may_double(ai, pos.turn()),
    };
    if !may {
        return (false, None);
    }
    let eval = cube_evaluator(pos.variant());
    let decided = decision(pos, score, ai, eval.as_ref());
    (
        decided.should_double(),
        Some(verdict_with(pos, state, cube, eval.as_ref(), || decided)),
    )
}

/// The computer's answer to a double offered by the side on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoubleAnswer {
    /// It takes (otherwise it drops).
    pub take: bool,
    /// It beavers: money play with beavers allowed, and taking leaves it ahead (the
    /// doubler's equity after a take below zero), as GNU Backgammon beavers.
    pub beaver: bool,
}

/// The computer's answer to a double offered by the side on roll in `pos`: to take or drop,
/// and whether to beaver, both from the one look-ahead ([`ai_cube::lookahead_decision`]).
#[must_use]
pub fn answer_double(pos: &Position, state: &MatchState, cube: Cube) -> DoubleAnswer {
    answer_double_judged(pos, state, cube).0
}

/// [`answer_double`], and the verdict [`cube_verdict`] gives of the double answered, from
/// the same look-ahead: `bilan` judges the double and its answer by it without a second
/// search.
#[must_use]
pub fn answer_double_judged(
    pos: &Position,
    state: &MatchState,
    cube: Cube,
) -> (DoubleAnswer, CubeVerdict) {
    let eval = cube_evaluator(pos.variant());
    let score = match_score(pos, state);
    let decided = decision(pos, score, ai_cube(cube), eval.as_ref());
    let beaver =
        state.beavers_allowed(cube) && verdict_of(decided, score, ai_cube(cube)).double_take < 0;
    (
        DoubleAnswer {
            take: decided.should_take(),
            beaver,
        },
        verdict_with(pos, state, cube, eval.as_ref(), || decided),
    )
}

/// The three cube actions open to the side on roll, with their equities for that side, in
/// thousandths of a point per cube 1 (money play) or of an equivalent-to-money point (a
/// match; see [`ai_cube::match_emg`]), rounded as they are told, so that a loss is the
/// difference of two numbers the player has heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeVerdict {
    /// Not doubling (the game played on, the cube as it is).
    pub no_double: i32,
    /// Doubling, the opponent taking.
    pub double_take: i32,
    /// Doubling, the opponent dropping.
    pub double_pass: i32,
}

impl CubeVerdict {
    /// What a double is worth to the doubler, answered as well as the opponent can.
    fn doubled(&self) -> i32 {
        self.double_take.min(self.double_pass)
    }

    /// Whether the side on roll should double: a tie doubles, as the computer's decision
    /// does ([`ai_cube::CubeDecision::should_double`]).
    #[must_use]
    pub fn should_double(&self) -> bool {
        self.doubled() >= self.no_double
    }

    /// Whether the opponent should take: a take costs it no more than a drop.
    #[must_use]
    pub fn should_take(&self) -> bool {
        self.double_take <= self.double_pass
    }

    /// Whether both answers are far from close ([`CLEAR`]): to double or not, and to take or
    /// drop.
    fn is_clear(&self) -> bool {
        (self.doubled() - self.no_double).abs() > CLEAR
            && (self.double_take - self.double_pass).abs() > CLEAR
    }

    /// What doubling (`true`) or not doubling loses the side on roll against the better of
    /// the two, in thousandths; never below zero.
    #[must_use]
    pub fn double_loss(&self, doubled: bool) -> i32 {
        let (chosen, other) = if doubled {
            (self.doubled(), self.no_double)
        } else {
            (self.no_double, self.doubled())
        };
        (other - chosen).max(0)
    }

    /// What taking (`true`, a beaver included) or dropping loses the side that answers,
    /// whose equity is the doubler's with the sign changed; never below zero.
    #[must_use]
    pub fn take_loss(&self, took: bool) -> i32 {
        let (chosen, other) = if took {
            (self.double_take, self.double_pass)
        } else {
            (self.double_pass, self.double_take)
        };
        (chosen - other).max(0)
    }
}

/// How far apart, in thousandths, a verdict's answers must be for the chances now to settle
/// it without looking ahead ([`cube_verdict`]).
const CLEAR: i32 = 200;

/// The cube decision of the side on roll in `pos` (before its roll), the cube `cube` and the
/// match `state` as they are, by the game's cube networks ([`cube_evaluator`]): money play
/// per cube 1, a match in equivalent-to-money points. Whether the side may double at all is
/// the caller's to know ([`crate::rules::cube`]); the numbers are those of a double offered
/// now.
///
/// From the look-ahead the computer's own cube decisions make ([`ai_cube::lookahead_decision`],
/// two plies ahead, about 20 ms), except where the chances now leave both answers (double or
/// not, take or drop) more than `CLEAR` (0.2) apart: looking ahead moves the numbers by a few
/// hundredths, and `bilan` asks at every turn a side could double, most of them far from
/// any decision (two in three positions of play). On 3,000 money and 2,000 match positions
/// judged by gnubg (`entrainer videau`) the shortcut changed no agreement at 150
/// thousandths; a 60-play `bilan` (`cargo bench --bench review`) takes 0.11 s with the
/// chances now alone, 1.45 s looking ahead at every turn, 0.46 s so (0.69 s since the cube
/// networks judge again where the favourite is on roll; 0.24 s since the look-ahead's plays
/// are chosen by the play networks and every roll's replies ranked together).
#[must_use]
pub fn cube_verdict(pos: &Position, state: &MatchState, cube: Cube) -> CubeVerdict {
    cube_verdict_by(pos, state, cube, cube_evaluator(pos.variant()).as_ref())
}

/// [`cube_verdict`] by `eval` rather than the game's cube networks: candidate networks
/// measured before they are embedded (`entrainer videau --poids`) decide exactly as the
/// shipped ones would.
#[must_use]
pub fn cube_verdict_by(
    pos: &Position,
    state: &MatchState,
    cube: Cube,
    eval: &dyn crate::ai::Evaluator,
) -> CubeVerdict {
    let score = match_score(pos, state);
    verdict_with(pos, state, cube, eval, || {
        decision(pos, score, ai_cube(cube), eval)
    })
}

/// [`cube_verdict`] by `eval` (the game's cube evaluator), the chances looked ahead given by
/// `ahead`, asked only where the chances now leave the decision close.
fn verdict_with(
    pos: &Position,
    state: &MatchState,
    cube: Cube,
    eval: &dyn crate::ai::Evaluator,
    ahead: impl FnOnce() -> ai_cube::CubeDecision,
) -> CubeVerdict {
    let now = cube_verdict_from(pos, state, cube, &ai_cube::chances_on_roll(pos, eval));
    if now.is_clear() {
        return now;
    }
    verdict_of(ahead(), match_score(pos, state), ai_cube(cube))
}

/// [`cube_verdict`] from given cubeless `chances` of the side on roll in `pos` rather than
/// the default evaluator's: measuring the cube model alone, fed another program's chances
/// (`entrainer videau --chances`), goes through the very same numbers.
#[must_use]
pub fn cube_verdict_from(
    pos: &Position,
    state: &MatchState,
    cube: Cube,
    chances: &Evaluation,
) -> CubeVerdict {
    let (score, cube) = (match_score(pos, state), ai_cube(cube));
    verdict_of(decision_from(pos, score, cube, chances), score, cube)
}

/// A decision in [`crate::ai::cube`]'s units as a verdict: per cube 1 in money play, in
/// equivalent-to-money points in a match, in thousandths.
fn verdict_of(
    decision: ai_cube::CubeDecision,
    score: Option<MatchScore>,
    cube: ai_cube::Cube,
) -> CubeVerdict {
    let decision = match score {
        Some(score) => ai_cube::match_emg(decision, score, cube),
        None => ai_cube::money_per_cube(decision, cube),
    };
    let thousandths = crate::ai::judge::thousandths;
    CubeVerdict {
        no_double: thousandths(decision.no_double),
        double_take: thousandths(decision.double_take),
        double_pass: thousandths(decision.double_pass),
    }
}

/// Below this chance an outcome counts as impossible, for resigning.
const NEVER: f32 = 0.001;
/// Below this chance of winning a race, it is lost: the race network's judgement of a lost
/// race is rarely closer to 0 than this, and resigning with 1 % to win costs at most a
/// few hundredths of a point.
const HOPELESS: f32 = 0.01;

/// The resignation the side on roll in `pos` offers, if it cannot win (less than
/// 1 %): the kind its loss is
/// sure to be (a single game when it cannot be gammoned, a gammon when it surely is and
/// cannot be backgammoned, a backgammon when it surely is). `None` while it can still win,
/// and while the kind is uncertain (a gammon that may or may not come), where resigning would
/// give away points or be refused. Only in a race of the games with backgammon's results,
/// where the evaluation is exact (the bear-off database) or close to it: a network's
/// "cannot win" in contact is not sure enough to give a game away.
#[must_use]
pub fn resignation(pos: &Position) -> Option<WinKind> {
    if !crate::ai::net::has_race_net(pos.variant()) || !crate::ai::is_race(pos) {
        return None;
    }
    let eval = default_evaluator(pos.variant());
    let e = ai_cube::chances_on_roll(pos, eval.as_ref());
    if e.win > HOPELESS {
        return None;
    }
    // What the rules rule out, the network's guess does not bring back: no gammon once a
    // checker is off, no backgammon without a checker on the bar or in the winner's home.
    let mine = pos.checkers(pos.turn());
    let gammon = if mine[crate::rules::OFF] > 0 {
        0.0
    } else {
        e.lose_gammon
    };
    let backgammon = if mine[19..].iter().any(|&n| n > 0) {
        e.lose_backgammon.min(gammon)
    } else {
        0.0
    };
    if gammon < NEVER {
        Some(WinKind::Single)
    } else if gammon > 1.0 - e.win - NEVER && backgammon < NEVER {
        Some(WinKind::Gammon)
    } else if backgammon > 1.0 - e.win - NEVER {
        Some(WinKind::Backgammon)
    } else {
        None
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
        assert!(answer_double(&green_crushing(), &state, Cube::CENTRED).take);
    }

    /// Green's last checker on its 4 point, Black's two on its 1 point: Green wins unless it
    /// rolls 2-1 (34 rolls in 36), and never a gammon.
    fn green_winning_single() -> Position {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green = [0; 26];
        setup.checkers.green[0] = 14;
        setup.checkers.green[4] = 1;
        setup.checkers.black = [0; 26];
        setup.checkers.black[0] = 13;
        setup.checkers.black[1] = 2;
        Position::from_setup(setup).expect("legal")
    }

    #[test]
    fn the_verdict_agrees_with_the_computer_s_own_cube_decisions() {
        let money = MatchState::new(MatchRules::new(Format::Money));
        let crushing = green_winning_single();
        let verdict = cube_verdict(&crushing, &money, Cube::CENTRED);
        assert!(verdict.should_double() && !verdict.should_take());
        assert_eq!(verdict.double_pass, 1000);
        assert_eq!(verdict.double_loss(true), 0);
        assert!(verdict.double_loss(false) > 0);
        assert_eq!(verdict.take_loss(false), 0);
        assert!(verdict.take_loss(true) > 0);
        assert_eq!(
            verdict.should_take(),
            answer_double(&crushing, &money, Cube::CENTRED).take
        );
        let start = Position::start(Variant::Backgammon, Side::Green);
        let opening = cube_verdict(&start, &money, Cube::CENTRED);
        assert!(!opening.should_double() && opening.should_take());
        assert!(opening.double_loss(true) > 0);
    }

    #[test]
    fn the_verdict_told_agrees_with_the_computer_s_decisions_through_a_game() {
        // The verdict settles clear positions with the chances now, the computer's own
        // decisions always look ahead: they must still answer alike, in money and at a
        // match score, at every turn of a seeded self-play game.
        use rand::{Rng, SeedableRng};
        let eval = default_evaluator(Variant::Backgammon);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let money = MatchState::new(MatchRules::new(Format::Money));
        let mut five = MatchState::new(MatchRules::new(Format::Match(5)));
        five.record(Side::Black, 2);
        let mut pos = Position::start(Variant::Backgammon, Side::Green);
        let mut clear = 0;
        // Judged at every third turn of 24 (each judgement looks two plies ahead three
        // times): the opening, the middle game and the race.
        for turn in 0..24 * crate::test_size(1) {
            if pos.outcome().is_some() {
                break;
            }
            let judged = if turn % 3 == 0 {
                &[&money, &five][..]
            } else {
                &[]
            };
            for &state in judged {
                let verdict = cube_verdict(&pos, state, Cube::CENTRED);
                clear += usize::from(verdict.is_clear());
                assert_eq!(
                    verdict.should_double(),
                    offers_double(&pos, state, Cube::CENTRED),
                    "{verdict:?}"
                );
                assert_eq!(
                    verdict.should_take(),
                    answer_double(&pos, state, Cube::CENTRED).take,
                    "{verdict:?}"
                );
            }
            let all = crate::rules::Dice::all();
            let dice = all[rng.random_range(0..all.len())];
            let chosen = crate::ai::choose_play(&pos, dice, eval.as_ref(), &mut rng);
            pos = chosen.map_or(pos.with_turn(!pos.turn()), |p| p.after);
        }
        assert!(clear > 0, "no verdict was settled by the chances now");
    }

    #[test]
    fn the_computer_s_decisions_come_with_the_verdict_told() {
        let money = MatchState::new(MatchRules::new(Format::Money));
        let mut five = MatchState::new(MatchRules::new(Format::Match(5)));
        five.record(Side::Black, 2);
        let start = Position::start(Variant::Backgammon, Side::Green);
        for pos in [green_winning_single(), start] {
            for state in [&money, &five] {
                let verdict = cube_verdict(&pos, state, Cube::CENTRED);
                let (offers, judged) = offers_double_judged(&pos, state, Cube::CENTRED);
                assert_eq!(offers, offers_double(&pos, state, Cube::CENTRED));
                assert_eq!(judged, Some(verdict));
                let (answer, judged) = answer_double_judged(&pos, state, Cube::CENTRED);
                assert_eq!(answer, answer_double(&pos, state, Cube::CENTRED));
                assert_eq!(judged, verdict);
            }
        }
    }

    #[test]
    fn in_a_match_a_drop_is_worth_one_equivalent_point() {
        let mut state = MatchState::new(MatchRules::new(Format::Match(7)));
        state.record(Side::Black, 2);
        let verdict = cube_verdict(&green_winning_single(), &state, Cube::CENTRED);
        assert_eq!(verdict.double_pass, 1000);
        assert!(verdict.should_double());
    }

    /// Black on roll in a race, `black` its checkers (its own numbering), Green's last
    /// checker on its 1 point: Black cannot win.
    fn black_lost(black: &[(usize, u8)]) -> Position {
        let mut setup = Setup::start(Variant::Backgammon, Side::Black);
        setup.checkers.green = [0; 26];
        setup.checkers.green[0] = 14;
        setup.checkers.green[1] = 1;
        setup.checkers.black = [0; 26];
        for &(p, n) in black {
            setup.checkers.black[p] = n;
        }
        Position::from_setup(setup).expect("legal")
    }

    #[test]
    fn a_side_that_cannot_win_resigns_the_result_it_is_sure_of() {
        // Three checkers on its 12 point, twelve off: no gammon.
        assert_eq!(
            resignation(&black_lost(&[(0, 12), (12, 3)])),
            Some(WinKind::Single)
        );
        // All fifteen on its 12 point: none can be borne off before Green's last roll.
        assert_eq!(resignation(&black_lost(&[(12, 15)])), Some(WinKind::Gammon));
        // All fifteen on its 1 point: two come off this roll, so no gammon.
        assert_eq!(resignation(&black_lost(&[(1, 15)])), Some(WinKind::Single));
        // All fifteen on its 6 point: only some rolls bear one off; the gammon is uncertain.
        assert_eq!(resignation(&black_lost(&[(6, 15)])), None);
    }

    #[test]
    fn a_side_that_can_still_win_or_whose_loss_is_uncertain_plays_on() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        assert_eq!(resignation(&start), None);
        // Black bears off its last two with any roll but 2-1: it wins first.
        assert_eq!(resignation(&black_lost(&[(0, 13), (2, 2)])), None);
    }

    #[test]
    fn the_computer_beavers_a_double_that_leaves_it_ahead_when_beavers_are_played() {
        let mut rules = MatchRules::new(Format::Money);
        // Black on roll doubles a race it has lost.
        let lost = black_lost(&[(0, 12), (12, 3)]);
        assert!(!answer_double(&lost, &MatchState::new(rules), Cube::CENTRED).beaver);
        rules.beavers = true;
        let state = MatchState::new(rules);
        assert!(answer_double(&lost, &state, Cube::CENTRED).beaver);
        // A fair double is taken, not beavered.
        let start = Position::start(Variant::Backgammon, Side::Green);
        assert!(cube_verdict(&start, &state, Cube::CENTRED).double_take < 0);
        assert!(!answer_double(&green_winning_single(), &state, Cube::CENTRED).beaver);
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
