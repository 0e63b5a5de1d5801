//! Perft-style counts: the number of positions reached after `depth` plies from a position,
//! over all 21 rolls (each counted once) and every legal play, a pass counting as one.
//! The expected numbers live in `tests/data/perft.tsv`; backgammon ones agree with the
//! `bkgm` crate's independent generator (checked by `backgammon_perft_agrees_with_bkgm`).

use bkgm::State;
use tablier::rules::{Dice, Position, Side, Variant};

fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 || pos.outcome().is_some() {
        return 1;
    }
    Dice::all()
        .iter()
        .map(|&dice| {
            let plays = pos.legal_plays(dice);
            if plays.is_empty() {
                perft(&pos.with_turn(!pos.turn()), depth - 1)
            } else {
                plays.iter().map(|p| perft(&p.after, depth - 1)).sum()
            }
        })
        .sum()
}

#[test]
fn perft_counts_match_the_data_file() {
    let data = include_str!("../data/perft.tsv");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let variant: Variant = cols[0].parse().expect("variant");
        let pos = match cols[1] {
            "start" => Position::start(variant, Side::Green),
            id => tablier::notation::position_id::decode(id, Side::Green).expect("position id"),
        };
        let depth: u32 = cols[2].parse().expect("depth");
        let expected: u64 = cols[3].parse().expect("count");
        assert_eq!(perft(&pos, depth), expected, "{line}");
        checked += 1;
    }
    assert!(checked >= 4);
}

fn bkgm_perft(pos: bkgm::Position<15>, depth: u32) -> u64 {
    if depth == 0 || pos.game_state() != bkgm::GameState::Ongoing {
        return 1;
    }
    bkgm::dice::ALL_21
        .iter()
        .map(|(dice, _)| {
            bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(pos, dice)
                .into_iter()
                .map(|p| bkgm_perft(p, depth - 1))
                .sum::<u64>()
        })
        .sum()
}

#[test]
fn backgammon_perft_agrees_with_bkgm() {
    let ours = Position::start(Variant::Backgammon, Side::Green);
    let theirs = bkgm::codecs::gnuid::decode_position::<15>("4HPwATDgc/ABMA").expect("start");
    for depth in 1..=2 {
        assert_eq!(
            perft(&ours, depth),
            bkgm_perft(theirs, depth),
            "depth {depth}"
        );
    }
}
