//! Measuring the computer's cube decisions against GNU Backgammon's, in money play and at
//! match scores (issue 16, item 6): `entrainer scores` gives self-play positions match
//! states ([`draw_request`]), `scripts/gnubg-cube.sh` has gnubg judge them, and
//! `entrainer videau` reads gnubg's judgements ([`read_judged`]), asks the computer the same
//! questions ([`ours`]) and counts the agreements ([`Tally`], [`Report`]).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rand::Rng;
use tablier::ai::Evaluation;
use tablier::ai::cube::{self as ai_cube, CubeOwner};
use tablier::ai::cube_policy::{self, CubeVerdict};
use tablier::engine::{Decision, Request, Stakes, xgid};
use tablier::notation::match_id::{self, MatchId};
use tablier::notation::position_id;
use tablier::rules::cube::Cube;
use tablier::rules::score::{Crawford, Format, MatchRules, MatchState};
use tablier::rules::{BySide, Position, Side};

/// The match lengths drawn, equally often: the short and middle lengths of club and online
/// play, where the score moves the cube most.
pub const LENGTHS: [u32; 5] = [3, 5, 7, 9, 11];

/// Of the match lines, how many have the cube owned by the side on roll (a redouble): a
/// fifth at 2, a tenth at 4, where that value still leaves a double to make.
const OWNED_AT_2: f64 = 0.2;
const OWNED_AT_4: f64 = 0.1;
/// Of the money lines, how many have the cube owned by the side on roll, at 2.
const MONEY_OWNED: f64 = 0.3;

/// A cube decision for the side on roll in `position` (its turn, before rolling) at a match
/// state drawn by `rng`: a money game (no Jacoby rule, as tablier plays money) with chance
/// `money_share`, otherwise a match.
///
/// What a seasoned player would call a fair spread of cube decisions, keeping only those
/// where the side on roll may double (the others are no decision):
/// - the length among [`LENGTHS`], equally often;
/// - the score as each side's points still needed ("away"), uniform over the side on roll
///   needing 2 to the length and its opponent 1 to the length: every score of the match,
///   lopsided ones as often as close ones, as a match passes through them. A side needing 1
///   never doubles, so the side on roll needs 2 or more; an opponent needing 1 makes the
///   game post-Crawford (the trailer's double, the most frequent match-play cube question).
///   The Crawford game itself has no cube, hence no line;
/// - the cube centred mostly; owned by the side on roll at 2 ([`OWNED_AT_2`]) or 4
///   ([`OWNED_AT_4`]) where that value is below what the side needs (a cube that already
///   wins the match is dead: no double); always centred post-Crawford, where the leader
///   never doubles;
/// - money lines centred, or owned by the side on roll at 2 ([`MONEY_OWNED`]): in money play
///   the cube's value changes nothing per point, only who may turn it.
pub fn draw_request(position: Position, money_share: f64, rng: &mut impl Rng) -> Request {
    let me = position.turn();
    let owned = |value| ai_cube::Cube {
        value,
        owner: CubeOwner::Owned(me),
    };
    let (stakes, cube) = if rng.random_bool(money_share) {
        let cube = if rng.random_bool(MONEY_OWNED) {
            owned(2)
        } else {
            ai_cube::Cube::default()
        };
        (Stakes::Money { jacoby: false }, cube)
    } else {
        let length = LENGTHS[rng.random_range(0..LENGTHS.len())];
        let me_away = rng.random_range(2..=length);
        let them_away = rng.random_range(1..=length);
        let mut score = BySide::new_with(|_| 0);
        score[me] = length - me_away;
        score[!me] = length - them_away;
        let draw: f64 = rng.random();
        let cube = if them_away == 1 {
            ai_cube::Cube::default()
        } else if draw < OWNED_AT_2 && me_away > 2 {
            owned(2)
        } else if draw < OWNED_AT_2 + OWNED_AT_4 && me_away > 4 {
            owned(4)
        } else {
            ai_cube::Cube::default()
        };
        let stakes = Stakes::Match {
            length,
            score,
            crawford: false,
        };
        (stakes, cube)
    };
    Request {
        position,
        decision: Decision::DoubleOrRoll,
        cube,
        max_cube: None,
        stakes,
    }
}

/// One position gnubg judged: the cube decision of the side on roll, the match state and
/// cube it was judged at, and gnubg's cubeful equities for the side on roll.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The Position ID of the checkers, to find gnubg's cubeless chances of them.
    pub id: String,
    pub position: Position,
    pub state: MatchState,
    pub cube: Cube,
    /// No double, double and take, double and pass: per cube, money points or EMG.
    pub gnubg: [f32; 3],
}

/// Reads a line of `scripts/gnubg-cube.sh`: a Position ID (money play, the cube centred) or
/// an XGID, gnubg's three equities, and (in lines of today's script) the Position ID and
/// Match ID gnubg judged, which must be the line's own position, score and cube.
///
/// # Errors
/// What is wrong with the line, in plain words.
pub fn read_judged(line: &str) -> Result<Judged, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let (first, numbers, seen) = match fields[..] {
        [first, nd, dt, dp] => (first, [nd, dt, dp], None),
        [first, nd, dt, dp, pid, mid] => (first, [nd, dt, dp], Some((pid, mid))),
        _ => return Err(format!("4 or 6 fields, found {}", fields.len())),
    };
    let mut gnubg = [0.0f32; 3];
    for (g, n) in gnubg.iter_mut().zip(numbers) {
        *g = n.parse().map_err(|_| format!("not an equity: {n}"))?;
    }
    let (position, state, cube) = if first.starts_with("XGID=") {
        let request = xgid::parse(first).map_err(|e| format!("not an XGID: {e}"))?;
        if request.decision != Decision::DoubleOrRoll {
            return Err("the XGID is no cube decision (its dice must be 00)".to_owned());
        }
        let cube = Cube::new(
            request.cube.value,
            match request.cube.owner {
                CubeOwner::Centered => None,
                CubeOwner::Owned(side) => Some(side),
            },
        )
        .ok_or("a cube of 1 cannot be owned")?;
        let state = match_state(request.stakes)?;
        (request.position, state, cube)
    } else {
        let position = position_id::decode(first, Side::Green)
            .map_err(|e| format!("not a Position ID: {e}"))?;
        (
            position,
            MatchState::new(MatchRules::new(Format::Money)),
            Cube::CENTRED,
        )
    };
    let id = position_id::encode(&position);
    if let Some((pid, mid)) = seen {
        if pid != id {
            return Err(format!("gnubg judged the checkers of {pid}, not {id}"));
        }
        let mid = MatchId::decode(mid).map_err(|e| format!("not a Match ID: {mid}: {e}"))?;
        check_match_id(&mid, &position, &state, cube)?;
    }
    Ok(Judged {
        id,
        position,
        state,
        cube,
        gnubg,
    })
}

/// The match state an XGID's stakes describe: with one side needing 1 and the Crawford flag
/// clear, post-Crawford, as gnubg reads it (`show postcrawford`).
fn match_state(stakes: Stakes) -> Result<MatchState, String> {
    match stakes {
        Stakes::Money { jacoby: true } => {
            Err("a money line with the Jacoby rule: the computer's cube model has none".to_owned())
        }
        Stakes::Money { jacoby: false } => Ok(MatchState::new(MatchRules::new(Format::Money))),
        Stakes::Match {
            length,
            score,
            crawford,
        } => {
            let one_away = Side::ALL.iter().any(|&s| score[s] + 1 >= length);
            let stage = match (crawford, one_away) {
                (true, _) => Crawford::ThisGame,
                (false, true) => Crawford::After,
                (false, false) => Crawford::Before,
            };
            MatchState::at(MatchRules::new(Format::Match(length)), score, stage, 0)
                .ok_or_else(|| format!("no such match state: {score:?} of {length}, {stage:?}"))
        }
    }
}

/// Whether the Match ID gnubg judged at holds the line's score, length, cube and turn.
/// Not the Jacoby rule: gnubg 1.07 sets that bit even in a money session it plays without
/// the rule (`show jacoby` after `set xgid` of a money XGID whose rules field is 0), so the
/// script's `set jacoby off` and the XGID's rules field are what make money play Jacoby-free.
fn check_match_id(
    mid: &MatchId,
    position: &Position,
    state: &MatchState,
    cube: Cube,
) -> Result<(), String> {
    let me = position.turn();
    let on_roll = mid.on_roll;
    let their = match on_roll {
        match_id::Player::Zero => match_id::Player::One,
        match_id::Player::One => match_id::Player::Zero,
    };
    let index = |p: match_id::Player| usize::from(p == match_id::Player::One);
    let owner = match mid.cube_owner {
        match_id::CubeOwner::Centred => None,
        match_id::CubeOwner::Player(p) if p == on_roll => Some(me),
        match_id::CubeOwner::Player(_) => Some(!me),
    };
    let score = state.score();
    let seen = (
        u32::from(mid.match_length),
        u32::from(mid.score[index(on_roll)]),
        u32::from(mid.score[index(their)]),
        mid.cube_value(),
        owner,
        mid.crawford,
        mid.turn == on_roll && !mid.double_offered && mid.dice.is_none(),
    );
    let meant = (
        state.rules().length().unwrap_or(0),
        score[me],
        score[!me],
        cube.value(),
        cube.owner(),
        state.is_crawford_game(),
        true,
    );
    if seen == meant {
        Ok(())
    } else {
        Err(format!(
            "gnubg judged another match state: (length, scores, cube, owner, Crawford, \
             cube decision) {seen:?}, not {meant:?}"
        ))
    }
}

/// The computer's decision of `judged`: its own ([`cube_policy::cube_verdict`], the shipped
/// networks), or, given `chances` (gnubg's cubeless chances of the position, for the side
/// on roll), its cube model fed those chances, in the same units as gnubg's equities.
pub fn ours(judged: &Judged, chances: Option<&Evaluation>) -> CubeVerdict {
    let (pos, state, cube) = (&judged.position, &judged.state, judged.cube);
    match chances {
        Some(e) => cube_policy::cube_verdict_from(pos, state, cube, e),
        None => cube_policy::cube_verdict(pos, state, cube),
    }
}

/// The computer's decision of `judged` by candidate cube networks `eval`, as the shipped
/// ones decide ([`cube_policy::cube_verdict_by`]).
pub fn ours_by(judged: &Judged, eval: &dyn tablier::ai::Evaluator) -> CubeVerdict {
    cube_policy::cube_verdict_by(&judged.position, &judged.state, judged.cube, eval)
}

/// Agreements on one set of positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    all: u32,
    agree_all: u32,
    decisions: u32,
    agree_double: u32,
    takes: u32,
    agree_take: u32,
    /// Doubles only the computer makes, doubles only gnubg makes.
    only_ours: u32,
    only_theirs: u32,
    /// Takes gnubg would drop, drops gnubg would take.
    our_takes: u32,
    our_drops: u32,
    /// Cube decisions and takes where gnubg's two equities are equal as it prints them.
    ties: u32,
}

/// gnubg prints equities to three decimals: two that differ by less than half of the last
/// one are the same to it, and it has no preference between the actions they value.
const TIE: f32 = 0.0005;

impl Tally {
    /// Counts one position: the computer's verdict against gnubg's `[nd, dt, dp]`; a no
    /// double counts as a cube decision when gnubg's double is within `close` of it. Where
    /// gnubg values both actions the same (a won race with no gammon left: no double and
    /// double/pass both 1.000), either action agrees with it.
    pub fn add(&mut self, ours: CubeVerdict, gnubg: [f32; 3], close: f32) {
        let [nd, dt, dp] = gnubg;
        let double_tie = (dt.min(dp) - nd).abs() < TIE;
        let take_tie = (dt - dp).abs() < TIE;
        let theirs_double = dt.min(dp) > nd;
        let theirs_take = dt <= dp;
        let ours_double = ours.should_double();
        let agree_double = double_tie || ours_double == theirs_double;
        let agree_take = take_tie || ours.should_take() == theirs_take;
        let near = dt.min(dp) > nd - close;
        self.all += 1;
        self.agree_all += u32::from(agree_double);
        self.only_ours += u32::from(!agree_double && ours_double);
        self.only_theirs += u32::from(!agree_double && theirs_double);
        if theirs_double || ours_double || near {
            self.decisions += 1;
            self.agree_double += u32::from(agree_double);
            self.ties += u32::from(double_tie);
        }
        if theirs_double || near {
            self.takes += 1;
            self.agree_take += u32::from(agree_take);
            self.our_takes += u32::from(!agree_take && ours.should_take());
            self.our_drops += u32::from(!agree_take && !ours.should_take());
            self.ties += u32::from(take_tie);
        }
    }

    /// Two lines: the agreements, then the disagreements, under `name`.
    fn report(&self, name: &str, close: f32) -> String {
        let percent = |a: u32, n: u32| 100.0 * f64::from(a) / f64::from(n.max(1));
        format!(
            "{name}: {} positions: double or not agrees on {:.1} %; on the {} cube decisions \
             (doubled by either, or gnubg's double within {close} of no double): {:.1} %; \
             take or pass on the {} doubles worth considering: {:.1} %\n  disagreements: {} \
             doubles gnubg would not make, {} doubles missed; {} takes gnubg would drop, {} \
             drops gnubg would take; {} ties (gnubg's two equities the same), either action \
             agreeing\n",
            self.all,
            percent(self.agree_all, self.all),
            self.decisions,
            percent(self.agree_double, self.decisions),
            self.takes,
            percent(self.agree_take, self.takes),
            self.only_ours,
            self.only_theirs,
            self.our_takes,
            self.our_drops,
            self.ties,
        )
    }
}

/// The agreements of a whole file, money and match apart, the match by length, and the
/// redoubles (the cube owned by the side on roll) and post-Crawford games apart too.
#[derive(Clone, Debug, Default)]
pub struct Report {
    money: Tally,
    money_owned: Tally,
    matches: Tally,
    match_owned: Tally,
    post_crawford: Tally,
    by_length: BTreeMap<u32, Tally>,
}

impl Report {
    /// Counts `judged`, the computer's verdict being `ours`.
    pub fn add(&mut self, judged: &Judged, ours: CubeVerdict, close: f32) {
        let owned = judged.cube.owner().is_some();
        let mut tallies = Vec::new();
        match judged.state.rules().length() {
            None => {
                tallies.push(&mut self.money);
                if owned {
                    tallies.push(&mut self.money_owned);
                }
            }
            Some(length) => {
                tallies.push(&mut self.matches);
                if owned {
                    tallies.push(&mut self.match_owned);
                }
                if judged.state.is_post_crawford() {
                    tallies.push(&mut self.post_crawford);
                }
                tallies.push(self.by_length.entry(length).or_default());
            }
        }
        for tally in tallies {
            tally.add(ours, judged.gnubg, close);
        }
    }

    /// Each set that holds a position, two lines each.
    pub fn text(&self, close: f32) -> String {
        let mut text = String::new();
        let mut put = |name: &str, tally: &Tally| {
            if tally.all > 0 {
                text.push_str(&tally.report(name, close));
            }
        };
        put("money", &self.money);
        put(
            "money, the cube owned by the side on roll",
            &self.money_owned,
        );
        put("match (equities in EMG)", &self.matches);
        put(
            "match, the cube owned by the side on roll",
            &self.match_owned,
        );
        put("match, post-Crawford", &self.post_crawford);
        for (length, tally) in &self.by_length {
            put(&format!("match to {length}"), tally);
        }
        if text.is_empty() {
            let _ = writeln!(text, "no position judged");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    const START: &str = "4HPwATDgc/ABMA";

    fn start() -> Position {
        position_id::decode(START, Side::Green).unwrap()
    }

    #[test]
    fn a_judged_xgid_line_gives_its_score_cube_and_gnubg_s_equities() {
        // Written by xgid::write, judged by gnubg 1.07 at 0 ply (scripts/gnubg-cube.sh).
        let line = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:3:0:7:10\t+0.361\t+0.250\t\
                    +1.000\t4HPwATDgc/ABMA\tUQngADAAEAAE";
        let judged = read_judged(line).unwrap();
        let me = judged.position.turn();
        assert_eq!(judged.id, START);
        assert_eq!(judged.gnubg, [0.361, 0.25, 1.0]);
        assert_eq!(judged.state.rules().length(), Some(7));
        assert_eq!(
            (judged.state.needs(me), judged.state.needs(!me)),
            (Some(5), Some(4))
        );
        assert_eq!((judged.cube.value(), judged.cube.owner()), (2, Some(me)));
        assert!(!judged.state.is_crawford_game() && !judged.state.is_post_crawford());
    }

    #[test]
    fn a_judged_position_id_line_is_money_with_the_cube_centred() {
        let judged = read_judged(&format!(
            "{START}\t+0.092\t-0.191\t+1.000\t{START}\tcAkAAAAAAAAE"
        ))
        .unwrap();
        assert!(judged.state.rules().is_money());
        assert_eq!(judged.cube, Cube::CENTRED);
        // The lines of the first script, without what gnubg judged, are read too.
        let old = read_judged(&format!("{START}\t+0.092\t-0.191\t+1.000")).unwrap();
        assert_eq!(old, judged);
    }

    #[test]
    fn a_line_gnubg_judged_at_another_score_or_cube_is_refused() {
        let xgid = "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:2:3:0:7:10";
        // gnubg's Match ID of the same checkers with the other side on roll and the cube
        // (`set xgid` of the line with turn and owner -1): the scores and owner swapped.
        let other_owner = format!("{xgid}\t0.2\t0.3\t1\t{START}\tUQngACAAGAAE");
        assert!(read_judged(&other_owner).is_err());
        // The money Match ID under a match line: gnubg kept the state of the line before.
        let money = format!("{xgid}\t0.2\t0.3\t1\t{START}\tcAkAAAAAAAAE");
        assert!(read_judged(&money).unwrap_err().contains("match state"));
        let other_checkers = format!("{xgid}\t0.2\t0.3\t1\tsGfwATDgc/ABMA\tUQngADAAEAAE");
        assert!(
            read_judged(&other_checkers)
                .unwrap_err()
                .contains("checkers")
        );
    }

    #[test]
    fn a_post_crawford_line_is_read_as_post_crawford_and_a_crawford_one_as_crawford() {
        let post = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:6:0:7:10\t0.215\t0.286\t1\t\
                    4HPwATDgc/ABMA\tcAngAGAAEAAE";
        assert!(read_judged(post).unwrap().state.is_post_crawford());
        let crawford = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:6:1:7:10\t0\t0\t1";
        assert!(read_judged(crawford).unwrap().state.is_crawford_game());
    }

    #[test]
    fn lines_that_are_no_cube_decision_or_not_measured_are_refused() {
        for line in [
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10\t0\t0\t1",
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10\t0\t0\t1",
            "4HPwATDgc/ABMA\t0\tx\t1",
            "4HPwATDgc/ABMA\t0\t0",
        ] {
            assert!(read_judged(line).is_err(), "{line}");
        }
    }

    #[test]
    fn every_drawn_match_state_leaves_the_side_on_roll_a_double_to_make() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let (mut money, mut owned, mut post, mut lengths) = (0, 0, 0, BTreeMap::new());
        for _ in 0..2000 {
            let request = draw_request(start(), 0.2, &mut rng);
            let line = format!("{}\t0\t0\t1", xgid::write(&request));
            let judged = read_judged(&line).unwrap();
            let me = judged.position.turn();
            assert_eq!(judged.state.may_double(me, judged.cube), Ok(()), "{line}");
            match judged.state.rules().length() {
                None => money += 1,
                Some(n) => *lengths.entry(n).or_insert(0) += 1,
            }
            owned += u32::from(judged.cube.owner().is_some());
            post += u32::from(judged.state.is_post_crawford());
        }
        // About a fifth money, each length about a fifth of the rest; some redoubles and
        // some post-Crawford games.
        assert!((300..500).contains(&money), "{money}");
        assert_eq!(lengths.keys().copied().collect::<Vec<_>>(), LENGTHS);
        assert!(
            lengths.values().all(|&n| (250..400).contains(&n)),
            "{lengths:?}"
        );
        assert!((200..500).contains(&owned), "{owned}");
        assert!((100..400).contains(&post), "{post}");
    }

    #[test]
    fn the_computer_fed_gnubg_s_chances_judges_a_match_line_at_its_score() {
        let e = Evaluation {
            win: 0.75,
            win_gammon: 0.1,
            ..Evaluation::default()
        };
        let line = |xgid: &str| read_judged(&format!("{xgid}\t0\t0\t1")).unwrap();
        let money = ours(
            &line("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"),
            Some(&e),
        );
        let at = ours(
            &line("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:10"),
            Some(&e),
        );
        let post = ours(
            &line("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:6:0:7:10"),
            Some(&e),
        );
        // A drop is +1 per cube in both units; post-Crawford the trailer loses nothing by
        // doubling, so its double is worth at least its no double.
        for v in [money, at, post] {
            assert_eq!(v.double_pass, 1000);
        }
        assert!(post.should_double());
        assert_ne!(money, at);
    }

    #[test]
    fn the_report_counts_money_and_each_match_length_apart() {
        let mut report = Report::default();
        let doubles = CubeVerdict {
            no_double: 0,
            double_take: 500,
            double_pass: 1000,
        };
        for line in [
            "4HPwATDgc/ABMA\t0.1\t0.5\t1",
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:10\t0.5\t0.1\t1",
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:3:10\t0.1\t0.5\t1",
        ] {
            report.add(&read_judged(line).unwrap(), doubles, 0.1);
        }
        let text = report.text(0.1);
        assert!(text.contains("money: 1 positions: double or not agrees on 100.0 %"));
        assert!(
            text.contains("match (equities in EMG): 2 positions: double or not agrees on 50.0 %")
        );
        assert!(text.contains("match to 3: 1 positions: double or not agrees on 100.0 %"));
        assert!(text.contains("match to 7: 1 positions: double or not agrees on 0.0 %"));
        assert!(!text.contains("post-Crawford"));
    }

    #[test]
    fn where_gnubg_values_both_actions_the_same_either_one_agrees() {
        // A won race with no gammon left: gnubg's no double and double/pass are both 1.000.
        let gnubg = [1.0, 1.999, 1.0];
        let doubles = CubeVerdict {
            no_double: 999,
            double_take: 1990,
            double_pass: 1000,
        };
        let waits = CubeVerdict {
            no_double: 1000,
            ..doubles
        };
        for verdict in [doubles, waits] {
            let mut tally = Tally::default();
            tally.add(verdict, gnubg, 0.1);
            assert_eq!((tally.agree_all, tally.agree_double), (1, 1));
            assert_eq!((tally.only_ours, tally.only_theirs), (0, 0));
        }
        // One thousandth apart is a preference, and a disagreement counts.
        let mut tally = Tally::default();
        tally.add(doubles, [1.001, 1.999, 1.0], 0.1);
        assert_eq!((tally.agree_double, tally.only_ours, tally.ties), (0, 1, 0));
    }
}
