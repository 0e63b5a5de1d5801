//! Whole games played by the computer against itself and against a random player, with
//! seeded dice: every game must end, keep 15 checkers a side, and pubeval must be clearly
//! stronger than chance.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Evaluator, JacquetHeuristic, PubEval, RuleHeuristic, choose_play};
use crate::rules::driver;
use crate::rules::{Conventions, Outcome, Position, Side, Variant};

/// Who picks the plays of one side.
#[derive(Clone, Copy)]
enum Player<'a> {
    Computer(&'a dyn Evaluator),
    Random,
}

fn assert_fifteen_a_side(pos: &Position) {
    for side in Side::ALL {
        assert_eq!(pos.total(side), 15, "{side:?} in {pos:?}");
    }
}

/// Plays one game to its end from the start of `variant`, on the one driver every front end
/// uses (the opening by the game's rule: `rules.md` §2, §3).
fn play_game(variant: Variant, green: Player, black: Player, seed: u64) -> Outcome {
    let mut dice_rng = ChaCha8Rng::seed_from_u64(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xC401CE);
    let game = driver::play_game(
        variant,
        Conventions::default(),
        &mut || super::duel::throw(&mut dice_rng),
        &mut |pos, stage, _, legal, _| {
            if pos.rules().checkers == 15 && !pos.rules().clones {
                assert_fifteen_a_side(pos);
            }
            let player = if pos.turn() == Side::Green {
                green
            } else {
                black
            };
            let chosen = match (player, stage.kind.dice()) {
                (Player::Computer(eval), Some(dice)) => choose_play(pos, dice, eval, &mut rng),
                // A double to name: the best of every double's plays.
                (Player::Computer(eval), None) => {
                    crate::ai::search::best_without_dice(legal, eval, 0).cloned()
                }
                (Player::Random, _) => Some(legal[rng.random_range(0..legal.len())]),
            };
            let chosen = chosen.expect("a play");
            legal
                .iter()
                .position(|p| p.after == chosen.after)
                .expect("a legal play")
        },
    );
    game.outcome
        .unwrap_or_else(|| panic!("game {seed} of {variant} did not end"))
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
        assert!(outcome.points() <= 3);
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
        assert!(outcome.points() <= 4);
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
            play_game(variant, green, black, 10_000 + seed).winner() == Some(computer)
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

#[test]
fn the_general_heuristic_beats_a_random_player_in_every_game_with_dice() {
    for &variant in Variant::ALL {
        // Doublets gives at most one play a roll (variants.md §2.15): nobody can beat anybody.
        if !variant.rules().has_dice() || variant.rules().stacks {
            continue;
        }
        let wins = wins_against_random(variant, &RuleHeuristic, 20);
        assert!(wins >= 13, "{variant}: the heuristic won only {wins} of 20");
    }
}
