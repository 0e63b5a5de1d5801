//! Whole games played by the computer against itself and against a random player, with
//! seeded dice: every game must end, keep 15 checkers a side, and pubeval must be clearly
//! stronger than chance.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Evaluator, JacquetHeuristic, PubEval, choose_play};
use crate::rules::{Dice, Outcome, Position, Side, Variant};

/// More turns than any real game takes (passes included): reaching it means a game that
/// does not end.
const MAX_TURNS: u32 = 2_000;

/// Who picks the plays of one side.
#[derive(Clone, Copy)]
enum Player<'a> {
    Computer(&'a dyn Evaluator),
    Random,
}

fn roll(rng: &mut ChaCha8Rng) -> (u8, u8) {
    (rng.random_range(1..=6), rng.random_range(1..=6))
}

fn assert_fifteen_a_side(pos: &Position) {
    for side in Side::ALL {
        let total: u32 = pos.checkers(side).iter().map(|&n| u32::from(n)).sum();
        assert_eq!(total, 15, "{side:?} in {pos:?}");
    }
}

/// Plays one game to its end from the start of `variant`: the opening roll decides who
/// begins and is played as the first turn (`rules.md` §2, §3).
fn play_game(variant: Variant, green: Player, black: Player, seed: u64) -> Outcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut a, mut b) = roll(&mut rng);
    while a == b {
        (a, b) = roll(&mut rng);
    }
    let first = if a > b { Side::Green } else { Side::Black };
    let mut pos = Position::start(variant, first);
    let mut dice = Dice::from_values(a, b).expect("dice");
    for _ in 0..MAX_TURNS {
        assert_fifteen_a_side(&pos);
        if let Some(outcome) = pos.outcome() {
            return outcome;
        }
        let player = if pos.turn() == Side::Green {
            green
        } else {
            black
        };
        let chosen = match player {
            Player::Computer(eval) => choose_play(&pos, dice, eval, &mut rng),
            Player::Random => super::duel::random_play(&pos, dice, &mut rng),
        };
        pos = match chosen {
            Some(play) => {
                assert_eq!(play.after.turn(), !pos.turn());
                play.after
            }
            None => pos.with_turn(!pos.turn()),
        };
        let (a, b) = roll(&mut rng);
        dice = Dice::from_values(a, b).expect("dice");
    }
    panic!("game {seed} of {variant} did not end in {MAX_TURNS} turns: {pos:?}");
}

#[test]
fn fifty_pubeval_self_play_games_all_end_with_fifteen_checkers_a_side() {
    let eval = PubEval;
    for seed in 0..50 {
        let outcome = play_game(
            Variant::Backgammon,
            Player::Computer(&eval),
            Player::Computer(&eval),
            seed,
        );
        assert!(outcome.kind.points() <= 3);
    }
}

#[test]
fn twenty_jacquet_heuristic_self_play_games_all_end_with_fifteen_checkers_a_side() {
    let eval = JacquetHeuristic;
    for seed in 0..20 {
        let outcome = play_game(
            Variant::Jacquet,
            Player::Computer(&eval),
            Player::Computer(&eval),
            1_000 + seed,
        );
        assert!(outcome.kind.points() <= 4);
    }
}

/// Wins of `eval` out of `games` against a random player, taking each colour in turn.
fn wins_against_random(variant: Variant, eval: &dyn Evaluator, games: u64) -> u64 {
    (0..games)
        .filter(|&seed| {
            let computer = if seed % 2 == 0 {
                Side::Green
            } else {
                Side::Black
            };
            let (green, black) = match computer {
                Side::Green => (Player::Computer(eval), Player::Random),
                Side::Black => (Player::Random, Player::Computer(eval)),
            };
            play_game(variant, green, black, 10_000 + seed).winner == computer
        })
        .count() as u64
}

#[test]
fn pubeval_beats_a_random_player_clearly() {
    let wins = wins_against_random(Variant::Backgammon, &PubEval, 200);
    assert!(
        wins > 140,
        "pubeval won only {wins} of 200 against random plays"
    );
}

#[test]
fn the_jacquet_heuristic_beats_a_random_player() {
    let wins = wins_against_random(Variant::Jacquet, &JacquetHeuristic, 100);
    assert!(
        wins > 60,
        "the heuristic won only {wins} of 100 against random plays"
    );
}
