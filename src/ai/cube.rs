//! Cube decisions from the evaluator's cubeless chances: the model that turns chances into
//! the worth of keeping or turning the cube, below, and the look-ahead the computer decides
//! with in backgammon ([`lookahead_decision`]: the same model two plies on, the cube alive at every
//! turn between).
//!
//! **Money play**: Janowski's model. A cube is worth something between a *dead* cube (the
//! cubeless equity) and a *live* one (one that can be redoubled at exactly the right
//! moment, where equity is linear in the winning chances between the take and cash
//! points); the cube-life index `x` (0.68 in contact, less in a race, as in GNU Backgammon)
//! mixes the two. The side on roll doubles when the doubled cube is worth more to it than
//! keeping the cube, and the opponent takes when taking loses less than the one point
//! (times the cube) of a drop.
//!
//! **Match play**: the match-winning chances of each result, from a match equity table
//! (Rockwell–Kazaross, below), and Janowski's mix carried over: the dead cube (the game
//! played out at the stake) and the live one (doubled at the cash points the table gives,
//! looking three cube turns ahead) mixed by the same cube life. As in the money formulas,
//! the take and cash points are those of a fully live cube: the taker's recube is worth
//! its whole value to it. (Mixing the dead cube into those points too made the taker pass
//! too soon, and the computer think itself too good to double: 49 of 2,007 of gnubg 0-ply's
//! match doubles missed when fed gnubg's own chances, against 10 now; `entrainer videau
//! --chances`.) No double is offered in the Crawford game, nor by a side that needs 1
//! point, nor when the cube already wins the match (dead cube, `rules.md` §2).

mod cubeful;

pub use cubeful::{Stakes, decision as lookahead_decision};

use super::search::RanksByRoll;
use super::{Evaluation, Evaluator};
use crate::rules::{Dice, Position, Side};

/// Who may double next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeOwner {
    Centered,
    Owned(Side),
}

/// The cube: its value and who holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cube {
    pub value: u32,
    pub owner: CubeOwner,
}

impl Default for Cube {
    fn default() -> Cube {
        Cube {
            value: 1,
            owner: CubeOwner::Centered,
        }
    }
}

/// The score of a match, in points still needed by each side ("away").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchScore {
    /// Points the side on roll still needs.
    pub me_away: u32,
    /// Points its opponent still needs.
    pub them_away: u32,
    /// Whether this game is the Crawford game (no cube).
    pub crawford: bool,
}

/// A cube decision with the numbers behind it, for the side on roll (doubling) or its
/// opponent (taking), all in the same unit: points of money per cube-1 game, or
/// match-winning chances.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeDecision {
    /// The side on roll's value without doubling.
    pub no_double: f32,
    /// Its value if it doubles and the opponent takes.
    pub double_take: f32,
    /// Its value if it doubles and the opponent drops.
    pub double_pass: f32,
}

/// How much of a drop's worth playing on must gain over cashing for the side on roll to keep
/// the cube ([`CubeDecision::should_double`]): half a thousandth, the precision GNU
/// Backgammon prints equities to.
pub const CASH_MARGIN: f32 = 0.0005;

impl CubeDecision {
    /// Whether the side on roll should double: the double, answered as well as the
    /// opponent can, is worth more than keeping the cube, or as much to within
    /// [`CASH_MARGIN`] of what a drop is worth. That near tie is a game won at the cube's
    /// value whatever comes (a race too far ahead for any return): the opponent drops and
    /// the game ends, as a player cashes it and as GNU Backgammon calls it (double, pass),
    /// where playing on for the gammon chances of a few in ten thousand the networks still
    /// see would gain nothing they can tell from noise.
    #[must_use]
    pub fn should_double(&self) -> bool {
        self.double_take.min(self.double_pass)
            >= self.no_double - CASH_MARGIN * self.double_pass.abs()
    }

    /// Whether the opponent should take: a take costs it no more than a drop. Where both
    /// cost the same (a match lost either way), it takes, as a player keeps the miracle.
    #[must_use]
    pub fn should_take(&self) -> bool {
        self.double_take <= self.double_pass
    }
}

/// The cubeless chances of the side on roll in `pos` (before its roll), by the
/// evaluator, which judges positions for the side that has just moved.
#[must_use]
pub fn chances_on_roll(pos: &Position, eval: &dyn Evaluator) -> Evaluation {
    eval.evaluate(pos).turned()
}

/// The cubeless chances of the side on roll in `pos` one ply ahead: over its 21 rolls, the
/// position its best play (at 0-ply) leads to, or the same board with the opponent on roll
/// when it cannot move, judged by `eval` for it, weighted by how often the roll comes:
/// `entrainer juger` trains the networks towards it.
#[must_use]
pub fn chances_one_ply_ahead(pos: &Position, eval: &dyn Evaluator) -> Evaluation {
    over_rolls(pos, eval, |after| eval.evaluate(after))
}

/// The average over the 21 rolls of the side on roll in `pos`, each weighted by how often
/// it comes, of `judge(after)`: `after` the position its best play at 0-ply leads to (or
/// the same board with the opponent on roll when it cannot move).
///
/// The best play is the one `eval` ranks first ([`Evaluator::rank_all`]): for the cube
/// networks, the play networks' choice ([`crate::ai::net::CubeNetworks`]), as the computer
/// would play; the position it leads to is then judged as `judge` says. Choosing with the
/// cube networks too cost three networks for every play of every roll, for choices that
/// differ from the play networks' only between plays the networks find alike: it made a
/// cube look-ahead about three times as long (`cargo bench --bench evaluator --
/// cube`). Against gnubg 0-ply's cube decisions (`entrainer videau`, sets made anew
/// with `echantillons --nombre 3000 --graine 98`, and `--nombre 8000 --graine 109` with
/// `scores --graine 109`), the plays chosen so agree on as many: money 95.2 % of 711 cube
/// decisions (95.5 % before: two disagreements more), matches 96.1 % of 2,446 (96.1 %), take
/// or pass 98.3 % in both (98.3 %).
fn over_rolls(
    pos: &Position,
    eval: &dyn Evaluator,
    judge: impl Fn(&Position) -> Evaluation,
) -> Evaluation {
    let mut total = Evaluation::default();
    for (weight, after) in best_afters(pos, eval) {
        total.add_weighted(weight, &judge(&after));
    }
    // Summed with whole weights and scaled once: a sure result stays exactly 1 (36 / 36),
    // where 21 fractions of 36 summed would round past it, and the cube model is undefined
    // beyond certainty.
    let mut average = Evaluation::default();
    average.add_weighted(1.0 / 36.0, &total);
    average
}

/// Each of the 21 rolls of the side on roll in `pos`, with its weight in 36ths and the
/// position its best play at 0-ply by `eval` leads to (the same board with the opponent on
/// roll when the roll cannot be played): the look-aheads' plies ([`over_rolls`],
/// [`cubeful::decision`]).
fn best_afters(pos: &Position, eval: &dyn Evaluator) -> Vec<(f32, Position)> {
    let passed = pos.with_turn(!pos.turn());
    RanksByRoll::new(pos, &Dice::all(), eval)
        .rolls()
        .map(|(dice, afters, ranks)| {
            // The last of the best, as `max_by` chooses among equals.
            let after = afters
                .iter()
                .zip(ranks)
                .max_by(|(_, a), (_, b)| a.total_cmp(b))
                .map_or(passed, |(after, _)| *after);
            (f32::from(dice.weight()), after)
        })
        .collect()
}

/// Janowski's cube-life index for `pos`: 0.68 with contact; in a race, more life the
/// longer the race (GNU Backgammon's 0.55 + 0.00125 × pips, between 0.6 and 0.7).
#[must_use]
pub fn cube_life(pos: &Position) -> f32 {
    if !super::pubeval::is_race(pos) {
        return 0.68;
    }
    let pips = pos.pips(pos.turn()) as f32;
    (0.55 + 0.00125 * pips).clamp(0.6, 0.7)
}

/// Average points of a win and of a loss (gammons and backgammons included).
fn win_loss_values(e: &Evaluation) -> (f32, f32) {
    let w = if e.win > 0.0 {
        1.0 + (e.win_gammon + e.win_backgammon) / e.win
    } else {
        1.0
    };
    let l = if e.win < 1.0 {
        1.0 + (e.lose_gammon + e.lose_backgammon) / (1.0 - e.win)
    } else {
        1.0
    };
    (w, l)
}

/// Where the side on roll stands with respect to the cube, for the live-cube equity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    Centered,
    Mine,
    Theirs,
}

/// Janowski's live-cube equity (cube 1) for the side with chances `p`, win and loss
/// values `w` and `l`.
fn live_equity(p: f32, w: f32, l: f32, access: Access) -> f32 {
    let take_point = (l - 0.5) / (w + l + 0.5);
    let cash_point = (l + 1.0) / (w + l + 0.5);
    match access {
        Access::Centered => {
            if p < take_point {
                -l + (l - 1.0) * p / take_point
            } else if p < cash_point {
                -1.0 + 2.0 * (p - take_point) / (cash_point - take_point)
            } else {
                1.0 + (w - 1.0) * (p - cash_point) / (1.0 - cash_point)
            }
        }
        Access::Mine => {
            if p < cash_point {
                -l + (1.0 + l) * p / cash_point
            } else {
                1.0 + (w - 1.0) * (p - cash_point) / (1.0 - cash_point)
            }
        }
        Access::Theirs => {
            if p < take_point {
                -l + (l - 1.0) * p / take_point
            } else {
                -1.0 + (w + 1.0) * (p - take_point) / (1.0 - take_point)
            }
        }
    }
}

/// The cubeful money equity (per unit of cube) of the side on roll with chances `e`.
fn cubeful(e: &Evaluation, x: f32, access: Access) -> f32 {
    let (w, l) = win_loss_values(e);
    let dead = e.equity();
    let live = live_equity(e.win, w, l, access);
    dead * (1.0 - x) + live * x
}

/// The money cube decision for the side on roll in `pos`, the cube as it is (the side on
/// roll must have access to it: centred or its own), from the chances `e` of that side.
#[must_use]
pub fn money_decision_from(e: &Evaluation, x: f32, cube: Cube, me: Side) -> CubeDecision {
    let access = match cube.owner {
        CubeOwner::Centered => Access::Centered,
        CubeOwner::Owned(s) if s == me => Access::Mine,
        CubeOwner::Owned(_) => Access::Theirs,
    };
    let v = cube.value as f32;
    CubeDecision {
        no_double: v * cubeful(e, x, access),
        double_take: 2.0 * v * cubeful(e, x, Access::Theirs),
        double_pass: v,
    }
}

/// The cube decision of `me`, on roll with cubeless chances `e` at cube life `x`, the cube
/// `cube`, at the `stakes`: the model of this module, money or match, the one place the two
/// are chosen. Under the Jacoby rule with the cube in the middle, gammons do not count if
/// nobody doubles: only the value of not doubling changes.
#[must_use]
pub fn decision_now(e: &Evaluation, x: f32, cube: Cube, me: Side, stakes: Stakes) -> CubeDecision {
    match stakes {
        Stakes::Match(score) => match_decision_from(e, score, cube, x, me),
        Stakes::Money { jacoby } => {
            let full = money_decision_from(e, x, cube, me);
            if jacoby && cube.owner == CubeOwner::Centered {
                CubeDecision {
                    no_double: money_decision_from(&e.without_gammons(), x, cube, me).no_double,
                    ..full
                }
            } else {
                full
            }
        }
    }
}

/// The computer's cube decision of the side on roll in `pos` by `eval` (the game's cube
/// evaluator): looked at two plies ahead ([`lookahead_decision`]) in backgammon, elsewhere
/// or when the decision's budget runs out first from the chances now ([`decision_now`]).
#[must_use]
pub fn decision(pos: &Position, eval: &dyn Evaluator, cube: Cube, stakes: Stakes) -> CubeDecision {
    lookahead_decision(pos, eval, cube, stakes).unwrap_or_else(|| {
        let now = chances_on_roll(pos, eval);
        decision_now(&now, cube_life(pos), cube, pos.turn(), stakes)
    })
}

/// Whether `side` has access to the cube.
#[must_use]
pub fn may_double(cube: Cube, side: Side) -> bool {
    match cube.owner {
        CubeOwner::Centered => true,
        CubeOwner::Owned(s) => s == side,
    }
}

/// Longest match the table covers; longer matches read the 25-point edge.
pub const MET_LENGTH: usize = 25;

/// The Rockwell–Kazaross 25-point match equity table: the chance of winning the match for
/// a side needing `i + 1` points against one needing `j + 1`, before the Crawford game,
/// at `PRE_CRAWFORD[i][j]`. Generated by David Rockwell and Neil Kazaross (2008–2010) with
/// GNU Backgammon Supremo full rollouts to 15 points, extended to 25 by projecting take
/// points; as distributed with GNU Backgammon, whose notice reads: "Copying and
/// distribution of verbatim and modified versions of this file is permitted in any medium
/// provided the copyright notice and this permission notice are preserved."
#[rustfmt::skip]
pub const PRE_CRAWFORD: [[f32; MET_LENGTH]; MET_LENGTH] = [
    [0.500000, 0.676888, 0.751179, 0.813772, 0.841941, 0.886867, 0.907188, 0.932313, 0.943975, 0.959275, 0.966442, 0.975534, 0.979845, 0.985273, 0.987893, 0.99114, 0.99273, 0.99467, 0.99563, 0.99679, 0.99737, 0.99807, 0.99842, 0.99884, 0.99905],
    [0.323112, 0.500000, 0.598994, 0.668586, 0.743447, 0.798991, 0.842141, 0.875198, 0.901720, 0.923034, 0.939311, 0.952470, 0.962495, 0.970701, 0.976887, 0.98196, 0.98580, 0.98893, 0.99129, 0.99322, 0.99466, 0.99585, 0.99675, 0.99746, 0.99802],
    [0.248821, 0.401006, 0.500000, 0.571438, 0.647713, 0.711608, 0.762548, 0.804850, 0.840196, 0.870638, 0.894417, 0.914831, 0.930702, 0.944426, 0.954931, 0.96399, 0.97093, 0.97687, 0.98139, 0.98522, 0.98814, 0.99062, 0.99248, 0.99407, 0.99527],
    [0.186228, 0.331414, 0.428562, 0.500000, 0.577415, 0.643063, 0.699664, 0.746157, 0.788290, 0.824059, 0.853955, 0.879141, 0.900233, 0.918040, 0.932657, 0.94495, 0.95499, 0.96341, 0.97021, 0.97589, 0.98044, 0.98422, 0.98726, 0.98975, 0.99174],
    [0.158059, 0.256553, 0.352287, 0.422585, 0.500000, 0.566621, 0.626658, 0.678181, 0.725507, 0.767055, 0.802732, 0.833654, 0.859934, 0.882866, 0.902013, 0.91847, 0.93223, 0.94397, 0.95367, 0.96189, 0.96864, 0.97432, 0.97896, 0.98283, 0.98600],
    [0.113133, 0.201009, 0.288392, 0.356937, 0.433379, 0.500000, 0.562783, 0.616561, 0.667856, 0.713057, 0.753427, 0.788634, 0.819569, 0.846648, 0.869999, 0.89021, 0.90756, 0.92246, 0.93508, 0.94583, 0.95488, 0.96254, 0.96894, 0.97432, 0.97879],
    [0.092812, 0.157859, 0.237452, 0.300336, 0.373342, 0.437217, 0.500000, 0.554919, 0.608614, 0.656283, 0.700209, 0.739054, 0.774121, 0.805203, 0.832566, 0.85659, 0.87761, 0.89591, 0.91171, 0.92535, 0.93702, 0.94703, 0.95553, 0.96276, 0.96887],
    [0.067687, 0.124802, 0.195150, 0.253843, 0.321819, 0.383439, 0.445081, 0.500000, 0.554384, 0.603718, 0.649899, 0.691356, 0.729447, 0.763593, 0.794397, 0.82158, 0.84578, 0.86714, 0.88589, 0.90230, 0.91658, 0.92898, 0.93968, 0.94891, 0.95682],
    [0.056025, 0.098280, 0.159804, 0.211710, 0.274493, 0.332144, 0.391386, 0.445616, 0.500000, 0.550196, 0.597926, 0.641481, 0.682119, 0.718927, 0.752814, 0.78301, 0.81037, 0.83483, 0.85662, 0.87591, 0.89294, 0.90791, 0.92098, 0.93240, 0.94230],
    [0.040725, 0.076966, 0.129362, 0.175941, 0.232945, 0.286943, 0.343717, 0.396282, 0.449804, 0.500000, 0.548547, 0.593459, 0.635880, 0.674830, 0.711113, 0.74371, 0.77375, 0.80093, 0.82543, 0.84741, 0.86703, 0.88448, 0.89991, 0.91353, 0.92550],
    [0.033558, 0.060689, 0.105583, 0.146045, 0.197268, 0.246573, 0.299791, 0.350101, 0.402074, 0.451453, 0.500000, 0.545552, 0.589242, 0.629736, 0.667927, 0.70303, 0.73530, 0.76494, 0.79198, 0.81648, 0.83862, 0.85849, 0.87629, 0.89214, 0.90622],
    [0.024466, 0.047530, 0.085169, 0.120859, 0.166346, 0.211366, 0.260946, 0.308644, 0.358519, 0.406541, 0.454448, 0.500000, 0.544068, 0.585701, 0.625259, 0.66178, 0.69610, 0.72778, 0.75703, 0.78381, 0.80826, 0.83044, 0.85051, 0.86856, 0.88476],
    [0.020155, 0.037505, 0.069298, 0.099767, 0.140066, 0.180431, 0.225879, 0.270553, 0.317881, 0.364120, 0.410758, 0.455932, 0.500000, 0.541943, 0.582545, 0.62036, 0.65619, 0.68966, 0.72081, 0.74963, 0.77619, 0.80054, 0.82276, 0.84295, 0.86123],
    [0.014727, 0.029299, 0.055574, 0.081960, 0.117134, 0.153352, 0.194797, 0.236407, 0.281073, 0.325170, 0.370264, 0.414299, 0.458057, 0.500000, 0.540750, 0.57942, 0.61634, 0.65117, 0.68391, 0.71448, 0.74290, 0.76917, 0.79339, 0.81559, 0.83586],
    [0.012107, 0.023113, 0.045069, 0.067343, 0.097987, 0.130001, 0.167434, 0.205603, 0.247186, 0.288887, 0.332073, 0.374741, 0.417455, 0.459250, 0.500000, 0.53916, 0.57679, 0.61261, 0.64659, 0.67859, 0.70862, 0.73664, 0.76265, 0.78669, 0.80883],
    [0.00886, 0.01804, 0.03601, 0.05505, 0.08153, 0.10979, 0.14341, 0.17842, 0.21699, 0.25629, 0.29697, 0.33822, 0.37964, 0.42058, 0.46084, 0.50000, 0.53796, 0.57441, 0.60929, 0.64241, 0.67376, 0.70323, 0.73084, 0.75657, 0.78046],
    [0.00727, 0.01420, 0.02907, 0.04501, 0.06777, 0.09244, 0.12239, 0.15422, 0.18963, 0.22625, 0.26470, 0.30390, 0.34381, 0.38366, 0.42321, 0.46204, 0.50000, 0.53676, 0.57222, 0.60618, 0.63856, 0.66925, 0.69822, 0.72542, 0.75087],
    [0.00533, 0.01107, 0.02313, 0.03659, 0.05603, 0.07754, 0.10409, 0.13286, 0.16517, 0.19907, 0.23506, 0.27222, 0.31034, 0.34883, 0.38739, 0.42559, 0.46324, 0.50000, 0.53574, 0.57023, 0.60336, 0.63501, 0.66510, 0.69356, 0.72038],
    [0.00437, 0.00871, 0.01861, 0.02979, 0.04633, 0.06492, 0.08829, 0.11411, 0.14338, 0.17457, 0.20802, 0.24297, 0.27919, 0.31609, 0.35341, 0.39071, 0.42778, 0.46426, 0.50000, 0.53475, 0.56838, 0.60073, 0.63171, 0.66122, 0.68921],
    [0.00321, 0.00678, 0.01478, 0.02411, 0.03811, 0.05417, 0.07465, 0.09770, 0.12409, 0.15259, 0.18352, 0.21619, 0.25037, 0.28552, 0.32141, 0.35759, 0.39382, 0.42977, 0.46525, 0.50000, 0.53387, 0.56667, 0.59830, 0.62864, 0.65760],
    [0.00263, 0.00534, 0.01186, 0.01956, 0.03136, 0.04512, 0.06298, 0.08342, 0.10706, 0.13297, 0.16138, 0.19174, 0.22381, 0.25710, 0.29138, 0.32624, 0.36144, 0.39664, 0.43162, 0.46613, 0.50000, 0.53303, 0.56508, 0.59603, 0.62576],
    [0.00193, 0.00415, 0.00938, 0.01578, 0.02568, 0.03746, 0.05297, 0.07102, 0.09209, 0.11552, 0.14151, 0.16956, 0.19946, 0.23083, 0.26336, 0.29677, 0.33075, 0.36499, 0.39927, 0.43333, 0.46697, 0.50000, 0.53226, 0.56360, 0.59391],
    [0.00158, 0.00325, 0.00752, 0.01274, 0.02104, 0.03106, 0.04447, 0.06032, 0.07902, 0.10009, 0.12371, 0.14949, 0.17724, 0.20661, 0.23735, 0.26916, 0.30178, 0.33490, 0.36829, 0.40170, 0.43492, 0.46774, 0.50000, 0.53153, 0.56221],
    [0.00116, 0.00254, 0.00593, 0.01025, 0.01717, 0.02568, 0.03724, 0.05109, 0.06760, 0.08647, 0.10786, 0.13144, 0.15705, 0.18441, 0.21331, 0.24343, 0.27458, 0.30644, 0.33878, 0.37136, 0.40397, 0.43640, 0.46847, 0.50000, 0.53086],
    [0.00095, 0.00198, 0.00473, 0.00826, 0.01400, 0.02121, 0.03113, 0.04318, 0.05770, 0.07450, 0.09378, 0.11524, 0.13877, 0.16414, 0.19117, 0.21954, 0.24913, 0.27962, 0.31079, 0.34240, 0.37424, 0.40609, 0.43779, 0.46914, 0.50000],
];

/// Post-Crawford (same source): the chance of the trailer needing `i + 1` points to win
/// the match against a leader needing 1.
#[rustfmt::skip]
pub const POST_CRAWFORD: [f32; MET_LENGTH] = [
    0.500000, 0.487677, 0.323112, 0.310299, 0.190796, 0.181162, 0.115921, 0.109060, 0.069730, 0.065161,
    0.042069, 0.039060, 0.025371, 0.023428, 0.015304, 0.01405, 0.00924, 0.00842, 0.00556, 0.00505,
    0.00336, 0.00303, 0.00203, 0.00182, 0.00123,
];

/// The chance of winning the match for a side needing `me` points against one needing
/// `them`, before the game starts. `post_crawford` says whether the Crawford game has been
/// played (it matters only when one side needs 1).
#[must_use]
pub fn match_equity(me: i64, them: i64, post_crawford: bool) -> f32 {
    if me <= 0 {
        return 1.0;
    }
    if them <= 0 {
        return 0.0;
    }
    let cap = |n: i64| (n as usize).min(MET_LENGTH) - 1;
    if post_crawford && me == 1 && them > 1 {
        return 1.0 - POST_CRAWFORD[cap(them)];
    }
    if post_crawford && them == 1 && me > 1 {
        return POST_CRAWFORD[cap(me)];
    }
    PRE_CRAWFORD[cap(me)][cap(them)]
}

/// The match-winning chances that a game's results give the side on roll, at one score:
/// what it wins or loses, gammons weighted by how often they come, for any stake.
struct MatchStakes {
    me: i64,
    them: i64,
    post: bool,
    /// Of the wins, the share of single games, gammons and backgammons; of the losses too.
    wins: [f32; 3],
    losses: [f32; 3],
    /// The cash points found so far, by stake, depth and side: each depends on neither
    /// chance nor cube life, and the live cube asks for the same ones again at every step of
    /// the search for the one above it (a look three cube turns ahead would otherwise solve
    /// the innermost 24 × 24 times over: the cube's look-ahead cost three times as much in a
    /// match as in money play).
    cash_points: std::cell::RefCell<Vec<CashPoint>>,
}

/// A cash point found: the stake, the depth, whether it is the side on roll's, and where
/// it lies (`None`: doubling cannot gain).
type CashPoint = (i64, u8, bool, Option<f32>);

impl MatchStakes {
    fn new(e: &Evaluation, score: MatchScore) -> MatchStakes {
        let share = |total: f32, gammons: f32, backgammons: f32| {
            if total > 0.0 {
                [
                    (total - gammons) / total,
                    (gammons - backgammons) / total,
                    backgammons / total,
                ]
            } else {
                [1.0, 0.0, 0.0]
            }
        };
        MatchStakes {
            me: i64::from(score.me_away),
            them: i64::from(score.them_away),
            post: post_crawford_after(score),
            wins: share(e.win, e.win_gammon, e.win_backgammon),
            losses: share(1.0 - e.win, e.lose_gammon, e.lose_backgammon),
            cash_points: std::cell::RefCell::new(Vec::new()),
        }
    }

    /// The chance of winning the match after winning `mine` points and the opponent `theirs`.
    fn mwc(&self, mine: i64, theirs: i64) -> f32 {
        match_equity(self.me - mine, self.them - theirs, self.post)
    }

    /// The match-winning chance after winning this game, the cube at `stake`.
    fn win(&self, stake: i64) -> f32 {
        (1..=3)
            .map(|k| self.wins[k as usize - 1] * self.mwc(k * stake, 0))
            .sum()
    }

    /// The match-winning chance after losing this game, the cube at `stake`.
    fn lose(&self, stake: i64) -> f32 {
        (1..=3)
            .map(|k| self.losses[k as usize - 1] * self.mwc(0, k * stake))
            .sum()
    }

    /// The match-winning chance with winning chance `p` and the cube dead at `stake`.
    fn dead(&self, p: f32, stake: i64) -> f32 {
        p * self.win(stake) + (1.0 - p) * self.lose(stake)
    }

    /// The match-winning chance with winning chance `p`, the cube at `stake` fully live:
    /// whoever has access doubles at the last moment, where the other side's take and drop
    /// are worth the same, and a drop ends the game for `stake`. Each cash point is found by
    /// looking `depth` cube turns ahead, the taker's cube fully live too; beyond that the
    /// cube is dead.
    fn live(&self, p: f32, stake: i64, access: Access, depth: u8) -> f32 {
        if depth == 0 {
            return self.dead(p, stake);
        }
        let (low_p, low) = match access {
            Access::Centered | Access::Theirs => match self.their_cash_point(stake, depth) {
                Some(point) => (point, self.mwc(0, stake)),
                None => (0.0, self.lose(stake)),
            },
            Access::Mine => (0.0, self.lose(stake)),
        };
        let (high_p, high) = match access {
            Access::Centered | Access::Mine => match self.my_cash_point(stake, depth) {
                Some(point) => (point, self.mwc(stake, 0)),
                None => (1.0, self.win(stake)),
            },
            Access::Theirs => (1.0, self.win(stake)),
        };
        if p < low_p {
            self.lose(stake) + (low - self.lose(stake)) * p / low_p
        } else if p > high_p {
            high + (self.win(stake) - high) * (p - high_p) / (1.0 - high_p)
        } else if high_p > low_p {
            low + (high - low) * (p - low_p) / (high_p - low_p)
        } else {
            low
        }
    }

    /// Where a double to `2 × stake` by the side on roll becomes a drop for the opponent
    /// (who would own the cube): `None` when doubling cannot gain (the stake already wins
    /// the match for the side on roll).
    fn my_cash_point(&self, stake: i64, depth: u8) -> Option<f32> {
        self.remembered(stake, depth, true, || {
            if self.me <= stake {
                return None;
            }
            let drop = self.mwc(stake, 0);
            Some(solve(|p| {
                self.live(p, 2 * stake, Access::Theirs, depth - 1) - drop
            }))
        })
    }

    /// The cash point of `stake` at `depth`, of the side on roll (`mine`) or its opponent,
    /// found by `find` the first time only.
    fn remembered(
        &self,
        stake: i64,
        depth: u8,
        mine: bool,
        find: impl FnOnce() -> Option<f32>,
    ) -> Option<f32> {
        let known = self
            .cash_points
            .borrow()
            .iter()
            .find(|&&(s, d, m, _)| (s, d, m) == (stake, depth, mine))
            .map(|&(.., point)| point);
        if let Some(point) = known {
            return point;
        }
        let point = find();
        self.cash_points
            .borrow_mut()
            .push((stake, depth, mine, point));
        point
    }

    /// Where the opponent's double to `2 × stake` becomes a drop for the side on roll.
    fn their_cash_point(&self, stake: i64, depth: u8) -> Option<f32> {
        self.remembered(stake, depth, false, || {
            if self.them <= stake {
                return None;
            }
            let drop = self.mwc(0, stake);
            Some(solve(|p| {
                self.live(p, 2 * stake, Access::Mine, depth - 1) - drop
            }))
        })
    }

    /// The match-winning chance with winning chance `p`, the cube at `stake` with `access`,
    /// at cube life `x`: between the dead cube and the fully live one.
    fn cubeful(&self, p: f32, stake: i64, access: Access, x: f32) -> f32 {
        self.mixed(p, stake, access, 3, x)
    }

    /// The dead and the live cube mixed by cube life `x`, the live one looking `depth`
    /// cube turns ahead.
    fn mixed(&self, p: f32, stake: i64, access: Access, depth: u8, x: f32) -> f32 {
        (1.0 - x) * self.dead(p, stake) + x * self.live(p, stake, access, depth)
    }
}

/// The `p` in 0..1 where the increasing function `f` crosses 0 (0 or 1 if it never does).
fn solve(f: impl Fn(f32) -> f32) -> f32 {
    let (mut lo, mut hi) = (0.0f32, 1.0f32);
    if f(lo) >= 0.0 {
        return 0.0;
    }
    if f(hi) <= 0.0 {
        return 1.0;
    }
    for _ in 0..24 {
        let mid = 0.5 * (lo + hi);
        if f(mid) < 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// Whether the games after this one are post-Crawford: this is the Crawford game, or a
/// side already needs 1 point outside it (otherwise a side reaching 1-away now makes the
/// next game the Crawford game, which the pre-Crawford table covers).
fn post_crawford_after(score: MatchScore) -> bool {
    score.crawford || score.me_away == 1 || score.them_away == 1
}

/// Whether the side on roll may double at all at this score (`rules.md` §2: not in the
/// Crawford game, not when needing 1 point, not when the cube already wins the match).
#[must_use]
pub fn match_may_double(score: MatchScore, cube: Cube, me: Side) -> bool {
    may_double(cube, me) && !score.crawford && score.me_away > 1 && cube.value < score.me_away
}

/// The match cube decision for `me`, on roll with cubeless chances `e`, in match-winning
/// chances, at cube life `x` (see [`cube_life`]).
///
/// Janowski's model carried into match play: each value mixes the dead cube (the game
/// played out at the stake, converted by the match equity table) and the fully live cube
/// (doubled at the last moment, at the cash points the table gives), in the proportion `x`.
/// A dead cube alone doubles far too early: it leaves out what the cube is worth to the
/// side that keeps it.
#[must_use]
pub fn match_decision_from(
    e: &Evaluation,
    score: MatchScore,
    cube: Cube,
    x: f32,
    me: Side,
) -> CubeDecision {
    let stakes = MatchStakes::new(e, score);
    let v = i64::from(cube.value);
    let access = match cube.owner {
        CubeOwner::Centered => Access::Centered,
        CubeOwner::Owned(s) if s == me => Access::Mine,
        CubeOwner::Owned(_) => Access::Theirs,
    };
    CubeDecision {
        no_double: stakes.cubeful(e.win, v, access, x),
        double_take: stakes.cubeful(e.win, 2 * v, Access::Theirs, x),
        double_pass: stakes.mwc(v, 0),
    }
}

/// A match decision in *equivalent-to-money* points (EMG), GNU Backgammon's unit for
/// judging cube actions in a match: each match-winning chance is mapped linearly so that
/// losing the cube's present value is −1 and winning it +1. Errors in EMG compare with money
/// errors and with the errors of checker play, and `bilan` adds them up together.
#[must_use]
pub fn match_emg(decision: CubeDecision, score: MatchScore, cube: Cube) -> CubeDecision {
    let post = post_crawford_after(score);
    let v = i64::from(cube.value);
    let (me, them) = (i64::from(score.me_away), i64::from(score.them_away));
    let win = match_equity(me - v, them, post);
    let lose = match_equity(me, them - v, post);
    let span = win - lose;
    let emg = |mwc: f32| {
        if span > 0.0 {
            2.0 * (mwc - lose) / span - 1.0
        } else {
            0.0
        }
    };
    CubeDecision {
        no_double: emg(decision.no_double),
        double_take: emg(decision.double_take),
        double_pass: emg(decision.double_pass),
    }
}

/// A money decision per cube 1: GNU Backgammon's normalised equities, in which a drop is
/// always worth 1 to the doubler whatever the cube's value.
#[must_use]
pub fn money_per_cube(decision: CubeDecision, cube: Cube) -> CubeDecision {
    let v = cube.value.max(1) as f32;
    CubeDecision {
        no_double: decision.no_double / v,
        double_take: decision.double_take / v,
        double_pass: decision.double_pass / v,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rules::Variant;

    fn chances(win: f32, wg: f32, lg: f32) -> Evaluation {
        Evaluation {
            win,
            win_gammon: wg,
            lose_gammon: lg,
            ..Evaluation::default()
        }
    }

    #[test]
    fn without_gammons_a_live_cube_takes_at_twenty_percent_and_a_dead_one_at_twenty_five() {
        // No gammons: w = l = 1, take point (1 - 0.5) / 2.5 = 0.2 for a fully live cube.
        let centred = Cube::default();
        let at =
            |p: f32, x: f32| money_decision_from(&chances(p, 0.0, 0.0), x, centred, Side::Green);
        assert!(at(0.79, 1.0).should_take());
        assert!(!at(0.81, 1.0).should_take());
        assert!(at(0.74, 0.0).should_take());
        assert!(!at(0.76, 0.0).should_take());
    }

    #[test]
    fn in_equivalent_to_money_a_drop_of_the_cube_is_worth_one_point() {
        let score = MatchScore {
            me_away: 5,
            them_away: 3,
            crawford: false,
        };
        let cube = Cube::default();
        let d = match_decision_from(&chances(0.7, 0.2, 0.05), score, cube, 0.68, Side::Green);
        let emg = match_emg(d, score, cube);
        assert!((emg.double_pass - 1.0).abs() < 1e-4);
        // The mapping keeps the order, so the decision does not change.
        assert_eq!(emg.should_double(), d.should_double());
        assert_eq!(emg.should_take(), d.should_take());
    }

    #[test]
    fn per_cube_money_equities_do_not_depend_on_the_cube_value() {
        let e = chances(0.7, 0.2, 0.05);
        let one = Cube {
            value: 1,
            owner: CubeOwner::Owned(Side::Green),
        };
        let four = Cube { value: 4, ..one };
        let a = money_per_cube(money_decision_from(&e, 0.68, one, Side::Green), one);
        let b = money_per_cube(money_decision_from(&e, 0.68, four, Side::Green), four);
        assert!((a.no_double - b.no_double).abs() < 1e-5);
        assert!((b.double_pass - 1.0).abs() < 1e-6);
    }

    #[test]
    fn a_big_favourite_doubles_and_an_even_game_does_not() {
        let centred = Cube::default();
        let d = money_decision_from(&chances(0.75, 0.0, 0.0), 0.68, centred, Side::Black);
        assert!(d.should_double() && d.should_take());
        let d = money_decision_from(&chances(0.55, 0.1, 0.1), 0.68, centred, Side::Black);
        assert!(!d.should_double());
        // Too good: a drop the opponent must take is not offered... it is doubled and dropped.
        let d = money_decision_from(&chances(0.9, 0.0, 0.0), 0.68, centred, Side::Black);
        assert!(d.should_double() && !d.should_take());
    }

    #[test]
    fn the_table_is_complementary() {
        for (i, row) in PRE_CRAWFORD.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                let sum = v + PRE_CRAWFORD[j][i];
                assert!((sum - 1.0).abs() < 2e-4, "{i} {j} {sum}");
            }
        }
        assert!((match_equity(1, 2, true) - (1.0 - 0.487677)).abs() < 1e-6);
        assert_eq!(match_equity(0, 3, false), 1.0);
    }

    #[test]
    fn no_double_in_the_crawford_game_nor_when_needing_one_point() {
        let cube = Cube::default();
        let crawford = MatchScore {
            me_away: 3,
            them_away: 1,
            crawford: true,
        };
        assert!(!match_may_double(crawford, cube, Side::Green));
        let one_away = MatchScore {
            me_away: 1,
            them_away: 4,
            crawford: false,
        };
        assert!(!match_may_double(one_away, cube, Side::Green));
    }

    #[test]
    fn early_in_a_long_match_a_small_edge_is_no_double_as_at_money() {
        // 7-away 7-away, no gammons: the dead cube alone would double at 55 %; with the
        // cube's value to its owner the window opens near 71 % and a take lasts to ~79 %.
        let score = MatchScore {
            me_away: 7,
            them_away: 7,
            crawford: false,
        };
        let at = |p: f32| {
            match_decision_from(
                &chances(p, 0.0, 0.0),
                score,
                Cube::default(),
                0.68,
                Side::Green,
            )
        };
        assert!(!at(0.55).should_double());
        assert!(!at(0.62).should_double());
        assert!(at(0.72).should_double() && at(0.72).should_take());
        assert!(at(0.85).should_double() && !at(0.85).should_take());
    }

    #[test]
    fn at_double_match_point_the_favourite_doubles_and_the_underdog_takes() {
        // 2-away 2-away: a double makes the game decide the match; it is right to double
        // with any edge and always right to take (a drop loses the match).
        let score = MatchScore {
            me_away: 2,
            them_away: 2,
            crawford: false,
        };
        let d = match_decision_from(
            &chances(0.6, 0.0, 0.0),
            score,
            Cube::default(),
            0.68,
            Side::Green,
        );
        assert!(d.should_take());
        assert!(d.double_take > 0.59 && d.double_take < 0.61);
    }

    #[test]
    fn a_gammonish_favourite_doubles_out_rather_than_playing_on_too_good() {
        // Judged by gnubg 1.07 at 0 ply (its own chances: 72.1 % wins, 45.4 % gammons,
        // 1.7 % backgammons, 6.0 % and 0.3 % lost): 6-away 11-away, cube centred, no double
        // +0.980, double/take +1.258, double/pass +1.000 in EMG: double, pass. The taker's
        // recube must count fully live in the cash point, or the favourite thinks itself
        // too good (no double +1.030 before).
        let e = Evaluation {
            win: 0.721,
            win_gammon: 0.454,
            win_backgammon: 0.017,
            lose_gammon: 0.060,
            lose_backgammon: 0.003,
        };
        let score = MatchScore {
            me_away: 6,
            them_away: 11,
            crawford: false,
        };
        let d = match_emg(
            match_decision_from(&e, score, Cube::default(), 0.68, Side::Green),
            score,
            Cube::default(),
        );
        assert!(d.should_double() && !d.should_take(), "{d:?}");
        assert!((d.no_double - 0.980).abs() < 0.02, "{d:?}");
    }

    /// A race near its end: the side on roll has `mine` checkers on its own points (index
    /// 1..=6) and the rest off; its opponent `theirs`.
    pub(super) fn bear_off(variant: Variant, mine: [u8; 7], theirs: [u8; 7]) -> Position {
        let mut setup = crate::rules::Setup::start(variant, Side::Green);
        let fill = |home: [u8; 7]| {
            let mut checkers = [0u8; 26];
            checkers[1..7].copy_from_slice(&home[1..]);
            checkers[0] = 15 - home[1..].iter().sum::<u8>();
            checkers
        };
        setup.checkers.green = fill(mine);
        setup.checkers.black = fill(theirs);
        Position::from_setup(setup).expect("a legal race")
    }

    fn close(a: &Evaluation, b: &Evaluation) -> bool {
        [
            a.win - b.win,
            a.win_gammon - b.win_gammon,
            a.win_backgammon - b.win_backgammon,
            a.lose_gammon - b.lose_gammon,
            a.lose_backgammon - b.lose_backgammon,
        ]
        .iter()
        .all(|d| d.abs() < 1e-5)
    }

    #[test]
    fn a_last_checker_borne_off_unless_two_one_wins_34_times_in_36_at_every_depth() {
        // Green's last checker on its 4 point, Black's two on its 1 point: Green wins at once
        // unless it rolls 2-1, and Black then bears off both. The bear-off database is exact
        // here, so looking ahead changes nothing, seen from the side on roll.
        let eval = crate::ai::default_evaluator(Variant::Backgammon);
        let pos = bear_off(
            Variant::Backgammon,
            [0, 0, 0, 0, 1, 0, 0],
            [0, 2, 0, 0, 0, 0, 0],
        );
        let exact = Evaluation {
            win: 34.0 / 36.0,
            ..Evaluation::default()
        };
        for e in [
            chances_on_roll(&pos, eval.as_ref()),
            chances_one_ply_ahead(&pos, eval.as_ref()),
        ] {
            assert!(close(&e, &exact), "{e:?}");
        }
    }
}
