//! A game-tree search for the games played without dice (Grasshopper, `variants.md` §3.7).
//!
//! **Why a search of its own.** The look-aheads of [`super::search`] average over the
//! opponent's rolls, one or two plies deep, because dice make the tree wide and every line
//! uncertain. Without dice each turn is one move, the sides alternate, and nothing is left
//! to chance: the tree is narrow and every line can be followed exactly, which is a chess
//! engine's setting rather than a backgammon one's. Judged one move ahead, Grasshopper's
//! tactics (a side that has scored once wins with its next score, unless the opponent scores
//! in between) are beyond the static judgement, and the default level lost every game to the
//! baseline looking one move further.
//!
//! **What it is.** Negamax with alpha-beta pruning, deepened one move at a time (iterative
//! deepening) while the decision's node budget lasts:
//! - one move a turn, the sides alternating; a side with no legal move passes (the same
//!   board, the other side on roll);
//! - the end of the game is exact: +1 for the side on roll when it has won, −1 when it has
//!   lost, 0 for a draw (neither side can move);
//! - below the last ply, the position is judged by the game's evaluator (for Grasshopper a
//!   heuristic of its own, which values walls near their score and singles with a partner
//!   six points behind), its equity for the side that has just moved turned into the value for
//!   the side on roll;
//! - at each node the moves are tried best first by that same static judgement (the best
//!   move of the previous, shallower look first, kept in a table of the positions seen), so
//!   that the pruning cuts most of the tree;
//! - a look deepened until it ends in finished games everywhere stops deepening.
//!
//! **Deterministic.** The effort of a decision is a number of positions ([`Effort`]), not a
//! time: the same position always gets the same move, on any machine, in tests and seeded
//! games alike. The decision's time budget ([`super::budget`]) is only a safety net: a look
//! cut short by it is thrown away and the deepest completed one decides, as in the searches
//! with dice.
//!
//! **Measured** (release build, `tablier --jeu sauterelle duel --a A --b B --fils 1 --graine
//! 11`; between players without chance a duplicate duel's seed only decides who starts, so
//! that its games are two, each repeated):
//! - avancé against `securite1`, 400 games: +1.000, where it lost every game judging each
//!   move alone (`--a general`, as it played before: −1.000); fort and expert against
//!   `securite1`, 20 games each: +1.000;
//! - avancé against `general1`, 400 games: +1.000;
//! - against random moves, whose games all differ, 400 games: avancé +0.985 ± 0.009
//!   (98.8 % won); `securite1`, for comparison, +0.650 ± 0.035 (77.8 % won);
//! - from 50 openings of 4 to 12 random moves, each played twice with the seats swapped
//!   (`cargo test --lib from_random_openings -- --ignored`): avancé against `securite1`
//!   +1.000, and +0.930 against the same search judging its leaves with the general
//!   heuristic;
//! - the levels against one another: fort and expert against avancé, 20 games each, 0.000
//!   (each pair of games split); from 20 random openings with both seats (40 games, the
//!   harness above run once with fort), fort against avancé +0.550.
//!
//! **Time.** Each level's effort is sized to its time: the default level answers within
//! about 100 ms, the strongest within about a second. Measured on the development machine
//! (two cores shared with other work, release build) by `tablier --jeu sauterelle duel --a
//! avancé --b securite1 --vitesse --graine 11` and `--a fort --b expert`, processor time per
//! decision over 200 positions of 20 seeded random games (mean, 99th percentile, most): see
//! [`Effort::of_level`]. About a million positions a second; the table of positions seen
//! holds a fraction of them, a few megabytes at most.

use std::collections::HashMap;

use super::search::Level;
use super::{Evaluator, budget};
use crate::rules::{LegalPlay, Outcome, Position};

/// The deepest a look goes, in moves (both sides'): beyond any game's remaining length in
/// practice, the node budget stopping the search long before.
const MAX_DEPTH: u8 = 64;

/// How many positions are judged between two readings of the decision's clock.
const CLOCK_EVERY: u64 = 512;

/// The effort of one decision: how many positions the search may judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Effort(u64);

impl Effort {
    /// An effort of `nodes` positions.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Effort {
        Effort(nodes)
    }

    /// The effort of `level`'s decisions, `None` for the levels that do not search
    /// (`simple`, and `débutant` and `intermédiaire`, whose noise is their weakness).
    ///
    /// | level | positions | mean | 99th percentile | most |
    /// |---|---|---|---|---|
    /// | avancé | 20,000 | 14.5 ms | 21.3 ms | 21.7 ms |
    /// | fort | 100,000 | 73.1 ms | 112 ms | 116 ms |
    /// | expert | 500,000 | 387 ms | 600 ms | 616 ms |
    ///
    /// Each well inside the level's time budget ([`super::budget::Budget::of_level`]: 0.2,
    /// 0.5 and 1 s), so that the clock, a safety net only, never decides.
    #[must_use]
    pub const fn of_level(level: Level) -> Option<Effort> {
        match level {
            Level::Simple | Level::Beginner | Level::Intermediate => None,
            Level::Advanced => Some(Effort(20_000)),
            Level::Strong => Some(Effort(100_000)),
            Level::Expert => Some(Effort(500_000)),
        }
    }
}

/// The best move of the side on roll in `pos`, a position of a game without dice, by a
/// search of `effort` judging positions with `eval`; `None` when it cannot move (the turn
/// passes) or the game is over. The first found among equals, so that a game replays the
/// same.
#[must_use]
pub fn best_move(pos: &Position, eval: &dyn Evaluator, effort: Effort) -> Option<LegalPlay> {
    let mut moves = pos.legal_moves_without_dice();
    if moves.len() <= 1 {
        return moves.pop();
    }
    let ranked = Search::new(eval, effort).root(&moves, false);
    ranked.first().map(|&(i, _)| moves[i])
}

/// Every move of the side on roll in `pos` with its value for that side (−1 to +1), best
/// first, each searched with the same effort's look (each judged in full, not only against
/// the best): what `conseil` reads.
#[must_use]
pub fn ranked_moves(pos: &Position, eval: &dyn Evaluator, effort: Effort) -> Vec<(LegalPlay, f32)> {
    let moves = pos.legal_moves_without_dice();
    if moves.is_empty() {
        return Vec::new();
    }
    let ranked = Search::new(eval, effort).root(&moves, true);
    ranked.into_iter().map(|(i, v)| (moves[i], v)).collect()
}

/// What the table remembers of a position searched.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// How deep it was searched; [`MAX_DEPTH`] when every line ended the game.
    depth: u8,
    value: f32,
    bound: Bound,
    /// The index of its best move among its legal moves, tried first next time.
    best: usize,
}

/// What a value found with alpha-beta says of the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    /// At least this (the search stopped at a move good enough to be refuted above).
    Lower,
    /// At most this (no move reached the window).
    Upper,
}

/// A value, and whether every line behind it ended the game (a deeper look would find the
/// same).
type Found = (f32, bool);

/// One decision's search: its judge, its count of positions and the table of those seen.
struct Search<'a> {
    eval: &'a dyn Evaluator,
    nodes: u64,
    limit: u64,
    table: HashMap<Position, Entry>,
}

/// The value of a finished game for `side_on_roll`.
fn finished(outcome: Outcome, side_on_roll: crate::rules::Side) -> f32 {
    match outcome {
        Outcome::Won { winner, .. } if winner == side_on_roll => 1.0,
        Outcome::Won { .. } => -1.0,
        Outcome::Drawn => 0.0,
    }
}

impl<'a> Search<'a> {
    fn new(eval: &'a dyn Evaluator, effort: Effort) -> Search<'a> {
        Search {
            eval,
            nodes: 0,
            limit: effort.0,
            table: HashMap::new(),
        }
    }

    /// Counts one position judged; `false` once the effort or the clock is spent.
    fn count(&mut self, n: u64) -> bool {
        let before = self.nodes;
        self.nodes += n;
        if self.nodes > self.limit {
            return false;
        }
        !(before / CLOCK_EVERY != self.nodes / CLOCK_EVERY && budget::expired())
    }

    /// The value of `after`, reached by a move, for the side that made it, judged statically:
    /// exact where the game is over.
    fn static_value(&self, after: &Position) -> Found {
        match after.outcome() {
            Some(outcome) => (-finished(outcome, after.turn()), true),
            None => (self.eval.evaluate(after).equity(), false),
        }
    }

    /// The moves `moves` (indices) ordered to be tried: by `first`, then by their static
    /// value, best first; each with that value.
    fn ordered(&self, moves: &[LegalPlay], first: Option<usize>) -> Vec<(usize, Found)> {
        let mut scored: Vec<(usize, Found)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| (i, self.static_value(&m.after)))
            .collect();
        scored.sort_by(|a, b| {
            let a_first = Some(a.0) == first;
            let b_first = Some(b.0) == first;
            b_first.cmp(&a_first).then(b.1.0.total_cmp(&a.1.0))
        });
        scored
    }

    /// The root: every move with its value at the deepest look completed, best first (the
    /// first listed among equals). `full`: each move searched with the whole window, so
    /// that every value is exact, not only the best one's.
    fn root(&mut self, moves: &[LegalPlay], full: bool) -> Vec<(usize, f32)> {
        let mut ranked: Vec<(usize, f32)> = self
            .ordered(moves, None)
            .into_iter()
            .map(|(i, (v, _))| (i, v))
            .collect();
        for depth in 1..=MAX_DEPTH {
            let Some((values, resolved)) = self.root_at(moves, &ranked, depth, full) else {
                break;
            };
            ranked = values;
            // Stable: equals keep the order they were tried in.
            ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
            if resolved || ranked.first().is_some_and(|&(_, v)| v.abs() >= 1.0) {
                break;
            }
        }
        ranked
    }

    /// One look `depth` moves deep at the root's moves, tried in the order of `previous`;
    /// `None` when the effort ran out before it ended.
    fn root_at(
        &mut self,
        moves: &[LegalPlay],
        previous: &[(usize, f32)],
        depth: u8,
        full: bool,
    ) -> Option<(Vec<(usize, f32)>, bool)> {
        let mut alpha = f32::NEG_INFINITY;
        let mut values = Vec::with_capacity(previous.len());
        let mut resolved = true;
        for &(i, _) in previous {
            let window = if full { f32::NEG_INFINITY } else { alpha };
            let (v, done) = self.value(&moves[i].after, depth - 1, f32::NEG_INFINITY, -window)?;
            let v = -v;
            resolved &= done;
            alpha = alpha.max(v);
            values.push((i, v));
        }
        Some((values, resolved))
    }

    /// The value of `pos` for its side on roll, searched `depth` moves deep within the
    /// window `alpha..beta` (fail-soft: a value outside it is a bound); `None` once the
    /// effort is spent.
    fn value(&mut self, pos: &Position, depth: u8, alpha: f32, beta: f32) -> Option<Found> {
        if !self.count(1) {
            return None;
        }
        if let Some(outcome) = pos.outcome() {
            return Some((finished(outcome, pos.turn()), true));
        }
        if depth == 0 {
            return Some((-self.eval.evaluate(pos).equity(), false));
        }
        let moves = pos.legal_moves_without_dice();
        if moves.is_empty() {
            // No move: the turn passes, the same board with the other side on roll.
            let passed = pos.with_turn(!pos.turn());
            let (v, done) = self.value(&passed, depth - 1, -beta, -alpha)?;
            return Some((-v, done));
        }
        let mut alpha = alpha;
        let mut first = None;
        if let Some(entry) = self.table.get(pos) {
            if entry.depth >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.value >= beta,
                    Bound::Upper => entry.value <= alpha,
                };
                if usable {
                    return Some((entry.value, entry.depth == MAX_DEPTH));
                }
            }
            first = Some(entry.best);
        }
        let ordered = self.ordered(&moves, first);
        if !self.count(ordered.len() as u64) {
            return None;
        }
        if depth == 1 {
            // The replies' values are their static ones, already found for the order.
            // Every reply is judged, so the value is exact whatever the window.
            let (best, (value, won)) = ordered[0];
            let done = (won && value >= 1.0) || ordered.iter().all(|(_, (_, done))| *done);
            let all = (f32::NEG_INFINITY, f32::INFINITY);
            self.remember(pos, 1, value, all, best, done);
            return Some((value, done));
        }
        let original_alpha = alpha;
        let mut best = (f32::NEG_INFINITY, ordered[0].0);
        let mut done = true;
        for (i, _) in ordered {
            let (v, resolved) = self.value(&moves[i].after, depth - 1, -beta, -alpha)?;
            let v = -v;
            if v > best.0 {
                best = (v, i);
            }
            if resolved && v >= 1.0 {
                // A won game: no move can do better, whatever lies behind the others.
                done = true;
                break;
            }
            done &= resolved;
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.remember(pos, depth, best.0, (original_alpha, beta), best.1, done);
        Some((best.0, done))
    }

    /// Writes what was found of `pos` into the table.
    fn remember(
        &mut self,
        pos: &Position,
        depth: u8,
        value: f32,
        (alpha, beta): (f32, f32),
        best: usize,
        done: bool,
    ) {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let depth = if done { MAX_DEPTH } else { depth };
        self.table.insert(
            *pos,
            Entry {
                depth,
                value,
                bound,
                best,
            },
        );
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::RuleHeuristic;
    use crate::rules::{OFF, Setup, Side, Variant};

    /// A Grasshopper position: each side's checkers on its own points, those borne off, the
    /// rest in its reserve.
    fn position(
        green: &[(usize, u8)],
        black: &[(usize, u8)],
        off: (u8, u8),
        streak: Option<(Side, u8)>,
        turn: Side,
    ) -> Position {
        let mut setup = Setup::empty(Variant::Grasshopper, turn);
        for (side, list, gone) in [(Side::Green, green, off.0), (Side::Black, black, off.1)] {
            let mut placed = gone;
            for &(p, n) in list {
                setup.checkers[side][p] = n;
                placed += n;
            }
            setup.checkers[side][OFF] = gone;
            setup.reserve[side] = 14 - placed;
        }
        setup.streak = streak;
        Position::from_setup(setup).expect("a Grasshopper position")
    }

    /// Green to move; Black has scored once, and its single on its 8 point would build a wall
    /// on its 2 point (six points on, onto its own single), which it would bear off next for
    /// the win. Green's 11/5 builds a wall on its 5 point that Black's single may not cross,
    /// and scores next. Judged alone, entering or running a checker gains more pips;
    /// searched, the wall is the move (the tests of `conseil` and of the computer's play).
    pub(crate) fn black_scores_next_unless_walled_off() -> Position {
        position(
            &[(24, 1), (11, 1), (5, 1)],
            &[(8, 1), (2, 1)],
            (0, 2),
            Some((Side::Black, 1)),
            Side::Green,
        )
    }

    /// The move's first step, as (from, to).
    fn step(play: &LegalPlay) -> (u8, u8) {
        let s = play.play.steps()[0];
        (s.from, s.to)
    }

    const SMALL: Effort = Effort::nodes(3_000);

    #[test]
    fn the_search_takes_a_winning_score_when_one_is_available() {
        // Green has scored once; its wall on own 3 scores again and wins.
        let pos = position(
            &[(3, 2), (15, 1), (20, 1)],
            &[(4, 2), (16, 1)],
            (2, 2),
            Some((Side::Green, 1)),
            Side::Green,
        );
        let chosen = best_move(&pos, &RuleHeuristic, SMALL).expect("a move");
        assert_eq!(
            chosen.after.outcome(),
            Some(Outcome::Won {
                winner: Side::Green,
                kind: crate::rules::WinKind::Single
            })
        );
        let ranked = ranked_moves(&pos, &RuleHeuristic, SMALL);
        assert_eq!(ranked[0].1, 1.0);
    }

    #[test]
    fn the_search_scores_to_stop_the_opponent_s_second_score() {
        // Black has scored once and holds a wall on own 2: unless Green scores now (which
        // resets Black's count), Black's next move wins. Green's other moves lose.
        let pos = position(
            &[(5, 2), (15, 1), (20, 1)],
            &[(2, 2), (16, 1)],
            (0, 2),
            Some((Side::Black, 1)),
            Side::Green,
        );
        let chosen = best_move(&pos, &RuleHeuristic, SMALL).expect("a move");
        assert_eq!(step(&chosen), (5, OFF as u8));
        let ranked = ranked_moves(&pos, &RuleHeuristic, SMALL);
        assert!(ranked[0].1 > -1.0, "{:?}", ranked[0].1);
        assert!(ranked[1..].iter().all(|(_, v)| *v == -1.0), "{ranked:?}");
    }

    #[test]
    fn the_search_sees_a_win_through_the_opponent_s_pass() {
        // Black's last two checkers stand alone in the last quadrant: it cannot move. Green
        // scores with one wall, Black passes, Green scores with the other and wins.
        let pos = position(
            &[(3, 2), (4, 2)],
            &[(1, 1), (2, 1)],
            (10, 12),
            None,
            Side::Green,
        );
        let ranked = ranked_moves(&pos, &RuleHeuristic, SMALL);
        assert_eq!(ranked[0].1, 1.0);
        assert_eq!(step(&ranked[0].0).1, OFF as u8);
    }

    #[test]
    fn a_game_drawn_is_worth_nothing_to_either_side() {
        // Green's last single may go to any vacant point of the last quadrant; there it is
        // stuck, as Black's two are: neither side can move, the game is drawn.
        let pos = position(&[(10, 1)], &[(1, 1), (2, 1)], (13, 12), None, Side::Green);
        let ranked = ranked_moves(&pos, &RuleHeuristic, SMALL);
        assert!(!ranked.is_empty());
        for (play, value) in &ranked {
            assert_eq!(play.after.outcome(), Some(Outcome::Drawn));
            assert_eq!(*value, 0.0);
        }
    }

    #[test]
    fn a_side_with_no_legal_move_passes() {
        let pos = position(&[(3, 1)], &[(20, 1)], (13, 12), None, Side::Green);
        assert!(pos.legal_moves_without_dice().is_empty());
        assert!(best_move(&pos, &RuleHeuristic, SMALL).is_none());
        assert!(ranked_moves(&pos, &RuleHeuristic, SMALL).is_empty());
    }

    #[test]
    fn the_search_never_returns_an_illegal_move_and_always_the_same_one() {
        // Seeded random games from the start, the search asked at every position.
        use rand::{Rng, SeedableRng};
        for seed in 0..3 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::start(Variant::Grasshopper, Side::Green);
            for _ in 0..60 {
                let legal = pos.legal_moves_without_dice();
                let chosen = best_move(&pos, &RuleHeuristic, Effort::nodes(400));
                match &chosen {
                    Some(c) => assert!(legal.iter().any(|p| p.after == c.after)),
                    None => assert!(legal.is_empty()),
                }
                let again = best_move(&pos, &RuleHeuristic, Effort::nodes(400));
                assert_eq!(chosen.map(|c| c.after), again.map(|c| c.after));
                if pos.outcome().is_some() {
                    break;
                }
                pos = if legal.is_empty() {
                    pos.with_turn(!pos.turn())
                } else {
                    legal[rng.random_range(0..legal.len())].after
                };
            }
        }
    }

    #[test]
    fn the_levels_that_search_look_further_the_stronger_they_are() {
        assert_eq!(Effort::of_level(Level::Simple), None);
        assert_eq!(Effort::of_level(Level::Beginner), None);
        assert_eq!(Effort::of_level(Level::Intermediate), None);
        let advanced = Effort::of_level(Level::Advanced).unwrap();
        let strong = Effort::of_level(Level::Strong).unwrap();
        let expert = Effort::of_level(Level::Expert).unwrap();
        assert!(advanced < strong && strong < expert);
    }
}

#[cfg(test)]
mod openings {
    use super::*;
    use crate::ai::duel::Player;
    use crate::ai::{PipSafety, RuleHeuristic};
    use crate::rules::{Side, Stage, StageKind, Variant};
    use rand::{Rng, SeedableRng};

    /// Plays `pos` out between `green` and `black`: the points Green wins (0 for a draw or a
    /// game still going after 400 moves).
    fn play_out(mut pos: Position, green: &Player, black: &Player) -> i32 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        for turns in 0..400 {
            if let Some(outcome) = pos.outcome() {
                return outcome.points_for(Side::Green);
            }
            let legal = pos.legal_moves_without_dice();
            if legal.is_empty() {
                pos = pos.with_turn(!pos.turn());
                continue;
            }
            let player = if pos.turn() == Side::Green {
                green
            } else {
                black
            };
            let stage = Stage {
                side: pos.turn(),
                kind: StageKind::Free,
            };
            pos = legal[player.pick(&pos, stage, None, &legal, turns, &mut rng)].after;
        }
        0
    }

    /// Points a game of `a` against `b` from `openings` starts of a few random moves each,
    /// each start played twice, the seats swapped.
    fn from_openings(a: &Player, b: &Player, openings: u64) -> f64 {
        let mut points = 0;
        for seed in 0..openings {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::start(Variant::Grasshopper, Side::Green);
            for _ in 0..rng.random_range(4..=12) {
                let legal = pos.legal_moves_without_dice();
                pos = legal[rng.random_range(0..legal.len())].after;
            }
            points += play_out(pos, a, b) - play_out(pos, b, a);
        }
        f64::from(points) / (2 * openings) as f64
    }

    #[test]
    #[ignore = "a measure, minutes: cargo test --lib from_random_openings -- --ignored"]
    fn from_random_openings_the_default_level_beats_the_baseline() {
        let eval = crate::ai::default_evaluator(Variant::Grasshopper);
        let advanced = Player::Level(Level::Advanced, eval.as_ref());
        let baseline = Player::OnePly(&PipSafety);
        let ppg = from_openings(&advanced, &baseline, 50);
        println!("avancé against securite1 from 50 random openings, both seats: {ppg:+.3}");
        assert!(ppg >= 0.5, "{ppg}");
        let general = Player::Level(Level::Advanced, &RuleHeuristic);
        let ppg = from_openings(&advanced, &general, 50);
        println!("against the same search with the general heuristic at its leaves: {ppg:+.3}");
        assert!(ppg > 0.0, "{ppg}");
    }
}
