//! Invariants of the rules engine over random positions reached by random play, checked
//! against a naive oracle that tries every order of every die, one checker step at a time.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use tablier::notation::position_id;
use tablier::rules::driver;
use tablier::rules::game::Game;
use tablier::rules::jacquet::Jacquet;
use tablier::rules::ruleset::DiceOrigin;
use tablier::rules::{Conventions, Dice, Die, Position, Side, Variant};

use crate::common;

fn random_dice(rng: &mut ChaCha8Rng) -> Dice {
    let a = rng.random_range(1..=6u8);
    let b = rng.random_range(1..=6u8);
    Dice::from_values(a, b).expect("1..=6")
}

/// The position after `plies` random legal plays from the start (or fewer if the game ends),
/// each stage as the one driver gives it (dice rolled, or a move without dice).
fn random_position(variant: Variant, seed: u64, plies: usize) -> Position {
    random_game(variant, seed, plies).0
}

/// [`random_position`] with the number of plies played before the game ended, by the board
/// or by the game's cap on its length, or `plies` ran out.
fn random_game(variant: Variant, seed: u64, plies: usize) -> (Position, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::start(variant, Side::Green);
    if variant.rules().dice.origin == DiceOrigin::Fixed {
        // Lancer fixe: an opening roll of two different dice, every turn's.
        let a = rng.random_range(1..=5u8);
        let b = rng.random_range(a + 1..=6u8);
        pos = pos.with_fixed_roll(Dice::from_values(a, b).expect("a roll"));
    }
    for ply in 0..plies {
        if pos.outcome().is_some() || variant.rules().capped(ply) {
            return (pos, ply);
        }
        let mut throw = || Die::new(rng.random_range(1..=6u8)).expect("1..=6");
        let stage = driver::next_stage(&pos, None, &mut throw);
        let plays = driver::plays(&pos, stage);
        pos = if plays.is_empty() {
            pos.with_turn(!pos.turn())
        } else {
            plays[rng.random_range(0..plays.len())].after
        };
    }
    (pos, plies)
}

/// Every position reachable by playing `dice` in every order, one step at a time, with the
/// number of dice and pips used: the rules of §2 and §3 applied by brute force.
fn oracle(pos: &Position, dice: Dice) -> BTreeSet<String> {
    fn walk(
        pos: &Position,
        left: &[Die],
        used: usize,
        pips: u32,
        out: &mut Vec<(usize, u32, Position)>,
    ) {
        out.push((used, pips, *pos));
        for (i, &die) in left.iter().enumerate() {
            if left[..i].contains(&die) {
                // The same face again: the same moves, already tried.
                continue;
            }
            let mut rest = left.to_vec();
            rest.remove(i);
            for from in 1..=25u8 {
                if let Some((_, next)) = pos.try_step(from, die) {
                    walk(&next, &rest, used + 1, pips + u32::from(die.value()), out);
                }
            }
        }
    }
    let mut all = Vec::new();
    walk(pos, &dice.to_play(), 0, 0, &mut all);
    let me = pos.turn();
    if pos.variant() == Variant::Jacquet {
        all.retain(|(_, _, p)| {
            Jacquet::turn_end_allowed(
                p.checkers(me),
                p.checkers(!me),
                p.postillon(!me),
                p.conventions(),
            )
        });
    }
    let best = all
        .iter()
        .map(|(n, pips, _)| (*n, *pips))
        .max()
        .unwrap_or((0, 0));
    if best.0 == 0 {
        return BTreeSet::new();
    }
    all.iter()
        .filter(|(n, pips, _)| (*n, *pips) == best)
        .map(|(_, _, p)| format!("{:?}", p.with_turn(!me)))
        .collect()
}

/// Whether both generators find, for every roll, the oracle's positions, each once; the
/// first roll where one does not, with what each found, otherwise.
fn agrees_with_oracle(pos: &Position) -> Result<(), String> {
    for dice in Dice::all() {
        let expected = oracle(pos, dice);
        let plays: Vec<String> = pos
            .legal_plays(dice)
            .iter()
            .map(|p| format!("{:?}", p.after))
            .collect();
        let positions: Vec<String> = pos
            .positions_after(dice)
            .iter()
            .map(|p| format!("{p:?}"))
            .collect();
        for found in [&plays, &positions] {
            let distinct: BTreeSet<String> = found.iter().cloned().collect();
            if distinct != expected || distinct.len() != found.len() {
                return Err(format!(
                    "{pos:?} {dice:?}:\n oracle {expected:?}\n found  {found:?}"
                ));
            }
        }
    }
    Ok(())
}

/// Whether the positions-only generator gives, for all 21 rolls, the positions of the legal
/// plays in their order (so that the computer can take the play with the same index); the
/// first roll where it does not, with both lists, otherwise.
fn positions_agree_with_plays(pos: &Position) -> Result<(), String> {
    for dice in Dice::all() {
        let plays: Vec<Position> = pos.legal_plays(dice).iter().map(|p| p.after).collect();
        let positions = pos.positions_after(dice);
        if positions != plays {
            return Err(format!(
                "{pos:?} {dice:?}:\n plays     {plays:?}\n positions {positions:?}"
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::size(300)))]

    #[test]
    fn backgammon_positions_after_a_roll_are_those_of_the_plays(seed in any::<u64>(), plies in 0usize..120) {
        let pos = random_position(Variant::Backgammon, seed, plies);
        prop_assert_eq!(positions_agree_with_plays(&pos), Ok(()));
    }

    #[test]
    fn jacquet_positions_after_a_roll_are_those_of_the_plays(seed in any::<u64>(), plies in 0usize..160, no_six_block in any::<bool>(), double_bouchage in any::<bool>()) {
        let conventions = Conventions { no_six_block, double_bouchage, ..Conventions::default() };
        let pos = random_position(Variant::Jacquet, seed, plies).with_conventions(conventions);
        prop_assert_eq!(positions_agree_with_plays(&pos), Ok(()));
    }

    #[test]
    fn backgammon_plays_and_positions_are_exactly_those_of_the_naive_oracle(seed in any::<u64>(), plies in 0usize..80) {
        let pos = random_position(Variant::Backgammon, seed, plies);
        prop_assert_eq!(agrees_with_oracle(&pos), Ok(()));
    }

    #[test]
    fn jacquet_plays_and_positions_are_exactly_those_of_the_naive_oracle(seed in any::<u64>(), plies in 0usize..120, no_six_block in any::<bool>(), double_bouchage in any::<bool>()) {
        let conventions = Conventions { no_six_block, double_bouchage, ..Conventions::default() };
        let pos = random_position(Variant::Jacquet, seed, plies).with_conventions(conventions);
        prop_assert_eq!(agrees_with_oracle(&pos), Ok(()));
    }

    #[test]
    fn every_hit_sends_one_opposing_checker_to_the_bar(seed in any::<u64>(), plies in 0usize..80) {
        let pos = random_position(Variant::Backgammon, seed, plies);
        let them = !pos.turn();
        for dice in Dice::all() {
            for p in pos.legal_plays(dice) {
                let hits = p.play.steps().iter().filter(|s| s.hit).count();
                let sent = p.after.count(them, 25) - pos.count(them, 25);
                prop_assert_eq!(hits, usize::from(sent), "{:?}", p);
            }
        }
    }

    #[test]
    fn no_checker_is_ever_lost(seed in any::<u64>(), plies in 0usize..150, jacquet in any::<bool>()) {
        let variant = if jacquet { Variant::Jacquet } else { Variant::Backgammon };
        let pos = random_position(variant, seed, plies);
        for side in Side::ALL {
            prop_assert_eq!(pos.checkers(side).iter().map(|&n| u32::from(n)).sum::<u32>(), 15);
        }
        for green_point in 1..=24u8 {
            let both = pos.count(Side::Green, green_point) > 0
                && pos.count(Side::Black, variant.opposite(green_point)) > 0;
            prop_assert!(!both, "point {} shared", green_point);
        }
    }

    #[test]
    fn position_ids_round_trip(seed in any::<u64>(), plies in 0usize..120) {
        let pos = random_position(Variant::Backgammon, seed, plies);
        let id = position_id::encode(&pos);
        prop_assert_eq!(position_id::decode(&id, pos.turn()), Ok(pos));
    }

    #[test]
    fn every_play_uses_as_many_dice_as_any_other(seed in any::<u64>(), plies in 0usize..80, d1 in 1u8..=6, d2 in 1u8..=6) {
        let pos = random_position(Variant::Backgammon, seed, plies);
        let plays = pos.legal_plays(Dice::from_values(d1, d2).unwrap());
        let lens: BTreeSet<usize> = plays.iter().map(|p| p.play.len()).collect();
        prop_assert!(lens.len() <= 1);
    }
}

#[test]
fn random_games_of_every_game_always_end() {
    for &variant in Variant::ALL {
        for seed in 0..u64::from(common::size(10)) {
            // A fixed roll of 1-2 makes random games of Lancer fixe thousands of plies long
            // (3,499 for one seed), hitting back and forth: not a loop, a slow game.
            let most = if variant.rules().dice.origin == DiceOrigin::Fixed {
                20_000
            } else {
                3_000
            };
            let (pos, plies) = random_game(variant, seed, most);
            // Or it is drawn by its cap (À l'arrière: 500 turns a side).
            assert!(
                pos.outcome().is_some() || variant.rules().capped(plies),
                "{variant} game {seed} did not end"
            );
        }
    }
}

#[test]
fn every_position_of_a_random_game_keeps_its_checkers_and_its_occupancy_rule() {
    for &variant in Variant::ALL {
        let rules = variant.rules();
        for seed in 0..u64::from(common::size(4)) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::start(variant, Side::Green);
            for _ in 0..3_000 {
                for side in Side::ALL {
                    let total = pos.total(side);
                    if rules.clones {
                        assert!(total >= u32::from(rules.checkers), "{variant} {pos:?}");
                    } else {
                        assert_eq!(total, u32::from(rules.checkers), "{variant} {pos:?}");
                    }
                }
                // Every reached position passes the game's own validation: no point held
                // by both sides but a pin, the cap, the bar and the reserve where allowed.
                // The hitter of Sans prendre is not a setup's: it is the play's.
                let again = Position::from_setup(pos.to_setup())
                    .map(|p| p.with_conventions(pos.conventions()))
                    .map(|p| match pos.forfeit() {
                        Some(hitter) => p.with_forfeit(hitter),
                        None => p,
                    });
                assert_eq!(again, Ok(pos), "{variant} seed {seed}");
                if pos.outcome().is_some() {
                    break;
                }
                let mut throw = || Die::new(rng.random_range(1..=6u8)).expect("1..=6");
                let stage = driver::next_stage(&pos, None, &mut throw);
                let plays = driver::plays(&pos, stage);
                for p in &plays {
                    assert_eq!(p.after.turn(), !pos.turn(), "{variant}");
                }
                pos = if plays.is_empty() {
                    pos.with_turn(!pos.turn())
                } else {
                    plays[rng.random_range(0..plays.len())].after
                };
            }
        }
    }
}

/// The distinct positions a roll leads to, as the fast search finds them and as the general
/// generator does.
fn both_generators(pos: &Position, dice: Dice) -> (BTreeSet<String>, BTreeSet<String>) {
    let fast: BTreeSet<String> = pos
        .legal_plays(dice)
        .iter()
        .map(|p| format!("{:?}", p.after))
        .collect();
    let general: BTreeSet<String> = pos
        .legal_plays_general(dice)
        .iter()
        .map(|p| format!("{:?}", p.after))
        .collect();
    (fast, general)
}

/// Every game that the fast search plays ([`Variant::fast`]), read off the list of games:
/// a game added later is checked here as soon as its rules give it the fast search.
fn games_with_the_fast_search() -> Vec<Variant> {
    Variant::ALL
        .iter()
        .copied()
        .filter(|v| v.fast().is_some())
        .collect()
}

#[test]
fn the_fast_search_serves_backgammon_and_jacquet_at_least() {
    let games = games_with_the_fast_search();
    assert!(games.contains(&Variant::Backgammon), "{games:?}");
    assert!(games.contains(&Variant::Jacquet), "{games:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::size(48)))]

    /// Each case checks every such game, so that none is left out of a run.
    #[test]
    fn the_fast_and_the_general_generators_agree_on_every_game_both_play(
        seed in any::<u64>(),
        plies in 0usize..120,
    ) {
        for variant in games_with_the_fast_search() {
            let pos = random_position(variant, seed, plies);
            for dice in Dice::all() {
                let (fast, general) = both_generators(&pos, dice);
                prop_assert_eq!(fast, general, "{} {:?} {}", variant, pos, dice);
            }
        }
    }
}

#[test]
fn no_jacquet_turn_ever_ends_with_a_forbidden_block() {
    for seed in 0..60u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = Position::start(Variant::Jacquet, Side::Green);
        for _ in 0..2_000 {
            if pos.outcome().is_some() {
                break;
            }
            let mover = pos.turn();
            let plays = pos.legal_plays(random_dice(&mut rng));
            pos = if plays.is_empty() {
                pos.with_turn(!mover)
            } else {
                plays[rng.random_range(0..plays.len())].after
            };
            assert!(
                <Jacquet as Game>::turn_end_allowed(
                    pos.checkers(mover),
                    pos.checkers(!mover),
                    pos.postillon(!mover),
                    pos.conventions(),
                ),
                "seed {seed}: {pos:?}"
            );
        }
        assert!(pos.outcome().is_some(), "seed {seed} did not end");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::size(64)))]

    /// Every game, played through the one driver with its stages chained (bottom faces,
    /// re-rolls, ladders handed over, named doubles, chosen rolls, early rolls) and random
    /// choices: every position keeps each side's checkers and passes the game's own
    /// validation, each stage's side is the one on roll, and the game ends (or is drawn by
    /// its rule).
    #[test]
    fn every_game_played_stage_by_stage_keeps_its_checkers_and_ends(
        seed in any::<u64>(),
        game in 0..Variant::ALL.len(),
    ) {
        let variant = Variant::ALL[game];
        let rules = variant.rules();
        let mut dice_rng = ChaCha8Rng::seed_from_u64(seed);
        let mut choice_rng = ChaCha8Rng::seed_from_u64(!seed);
        let mut throw = || Die::new(dice_rng.random_range(1..=6u8)).expect("1..=6");
        let mut broken: Option<String> = None;
        let game = driver::play_game(
            variant,
            tablier::rules::Conventions::default(),
            &mut throw,
            &mut |pos, stage, _, legal, _| {
                for side in Side::ALL {
                    let total = pos.total(side);
                    let ok = if rules.clones {
                        total >= u32::from(rules.checkers)
                    } else {
                        total == u32::from(rules.checkers)
                    };
                    if !ok || Position::from_setup(pos.to_setup()).is_err() || stage.side != pos.turn() {
                        broken.get_or_insert_with(|| format!("{stage:?} {pos:?}"));
                    }
                }
                choice_rng.random_range(0..legal.len())
            },
        );
        prop_assert_eq!(broken, None, "{}", variant);
        prop_assert!(game.outcome.is_some(), "{} did not end", variant);
    }
}
