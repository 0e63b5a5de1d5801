//! Perft-style counts from each start of a game with dice (`tests/data/variants-perft.tsv`):
//! after 1 and 2 plies over the 21 rolls, the number of paths (every legal play of every
//! roll; a pass counts as one) and of distinct positions reached. The program's generators
//! give them, and a brute force on `Position::try_step` alone (`common::brute_force`) gives
//! them again.

use std::collections::HashSet;

use tablier::rules::{Dice, Position, Side, Variant};

use crate::common::{brute_force, counts};

/// The games no perft count describes, each with the reason: every other game of
/// [`Variant::ALL`] must have its rows, in `tests/data/variants-perft.tsv` or (backgammon,
/// Jacquet) `tests/data/perft.tsv`, and a line in [`perft!`]. A game added to the list of
/// games without either fails [`every_game_has_its_perft_rows_or_a_reason_not_to`].
const NOT_COUNTED: [(Variant, &str); 13] = [
    (Variant::Puff, "a double's bottom faces are a second stage"),
    (
        Variant::PuffLong,
        "a double's bottom faces are a second stage",
    ),
    (
        Variant::PuffRusse,
        "a double's bottom faces are a second stage",
    ),
    (
        Variant::PuffRusseLong,
        "a double's bottom faces are a second stage",
    ),
    (
        Variant::French,
        "a double's faces and its new roll are more stages",
    ),
    (
        Variant::Russian,
        "a double's faces and its new roll are more stages",
    ),
    (Variant::Gioul, "a double climbs a ladder of stages"),
    (
        Variant::AceyDeucey,
        "the 1-2 names a double, then a new roll",
    ),
    (
        Variant::Mexican,
        "the 1-2 names a double, doubles roll again",
    ),
    (
        Variant::Choice,
        "one side names its roll, the other plays two",
    ),
    (Variant::CatchMe, "a double rolls again"),
    (Variant::Doublets, "a double rolls again"),
    (Variant::Grasshopper, "no dice"),
];

fn by_program(pos: &Position, dice: Dice) -> Vec<Position> {
    pos.positions_after(dice)
}

fn by_brute_force(pos: &Position, dice: Dice) -> Vec<Position> {
    brute_force(pos, dice).into_iter().collect()
}

/// `(variant, depth, paths, distinct)` from the data file.
fn data() -> Vec<(Variant, usize, u64, usize)> {
    include_str!("../data/variants-perft.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "{line}");
            (
                cols[0].parse().expect("a game"),
                cols[1].parse().expect("a depth"),
                cols[2].parse().expect("a count of paths"),
                cols[3].parse().expect("a count of positions"),
            )
        })
        .collect()
}

/// The games counted from the start in `tests/data/perft.tsv` (checked by `tests/perft.rs`).
fn counted_in_perft_tsv() -> HashSet<Variant> {
    include_str!("../data/perft.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            (cols.get(1) == Some(&"start")).then(|| cols[0].parse().expect("a game"))
        })
        .collect()
}

/// The games of `tests/data/variants-perft.tsv`, in the order of [`Variant::ALL`].
#[cfg(not(debug_assertions))]
fn counted() -> Vec<Variant> {
    let rows: HashSet<Variant> = data().iter().map(|r| r.0).collect();
    Variant::ALL
        .iter()
        .copied()
        .filter(|v| rows.contains(v))
        .collect()
}

#[test]
fn every_game_has_its_perft_rows_or_a_reason_not_to() {
    let rows: HashSet<(Variant, usize)> = data().iter().map(|r| (r.0, r.1)).collect();
    let elsewhere = counted_in_perft_tsv();
    for &v in Variant::ALL {
        let excused = NOT_COUNTED.iter().find(|(g, _)| *g == v);
        let here = [1, 2].map(|depth| rows.contains(&(v, depth)));
        match excused {
            Some((_, why)) => assert!(
                here == [false, false] && !elsewhere.contains(&v),
                "{v} has perft rows, yet NOT_COUNTED says: {why}"
            ),
            None if elsewhere.contains(&v) => {}
            None => {
                assert!(
                    here == [true, true],
                    "{v}: no perft rows for depths 1 and 2 in tests/data/variants-perft.tsv \
                     (add them, or name the game in NOT_COUNTED with the reason)"
                );
                assert!(
                    CHECKED.contains(&v),
                    "{v} has perft rows but no line in perft! (tests/variants/perft.rs)"
                );
            }
        }
    }
}

/// Checks `variant`'s rows of the data file up to `depth` with `children`.
fn check(variant: Variant, depth: usize, children: &dyn Fn(&Position, Dice) -> Vec<Position>) {
    let start = Position::start(variant, Side::Green);
    let found = counts(&start, depth, children);
    let rows: Vec<_> = data()
        .into_iter()
        .filter(|r| r.0 == variant && r.1 <= depth)
        .collect();
    assert_eq!(rows.len(), depth, "{variant}: rows for depths 1 to {depth}");
    for (_, d, paths, distinct) in rows {
        assert_eq!(found[d - 1], (paths, distinct), "{variant} depth {d}");
    }
}

/// For each game, the depths at which the program and the brute force are checked on every
/// run, kept within a few seconds of a debug build; [`every_count_by_both_to_depth_2`] checks
/// the rest.
macro_rules! perft {
    ($($name:ident: $variant:expr, program $p:literal, brute force $b:literal;)*) => {
        $(
            #[test]
            fn $name() {
                check($variant, $p, &by_program);
                check($variant, $b, &by_brute_force);
            }
        )*

        /// The games a line of [`perft!`] checks.
        const CHECKED: &[Variant] = &[$($variant),*];
    };
}

perft! {
    nackgammon_counts_from_the_start: Variant::Nackgammon, program 2, brute force 1;
    anti_backgammon_counts_from_the_start: Variant::Anti, program 2, brute force 1;
    race_counts_from_the_start: Variant::Race, program 2, brute force 2;
    crowded_counts_from_the_start: Variant::Crowded, program 1, brute force 1;
    hypergammon_counts_from_the_start: Variant::Hypergammon, program 2, brute force 2;
    cloning_counts_from_the_start: Variant::Cloning, program 2, brute force 1;
    plakoto_counts_from_the_start: Variant::Plakoto, program 2, brute force 2;
    fevga_counts_from_the_start: Variant::Fevga, program 2, brute force 2;
    ludus_counts_from_the_start: Variant::Ludus, program 2, brute force 2;
    tourne_case_counts_from_the_start: Variant::TourneCase, program 2, brute force 2;
    eureka_counts_from_the_start: Variant::Eureka, program 2, brute force 1;
    old_britain_counts_from_the_start: Variant::OldBritain, program 1, brute force 1;
    pin_counts_from_the_start: Variant::Pin, program 2, brute force 1;
    arriere_counts_from_the_start: Variant::Arriere, program 1, brute force 1;
    straight_counts_from_the_start: Variant::Straight, program 1, brute force 1;
    lancer_fixe_counts_from_the_start: Variant::LancerFixe, program 2, brute force 1;
    sans_prendre_counts_from_the_start: Variant::SansPrendre, program 1, brute force 1;
    envers_counts_from_the_start: Variant::Envers, program 2, brute force 1;
    serpent_counts_from_the_start: Variant::Serpent, program 2, brute force 2;
    early_roll_counts_from_the_start: Variant::Early, program 2, brute force 1;
    tapa_counts_from_the_start: Variant::Tapa, program 2, brute force 2;
}

#[test]
// About a minute in a debug build, 8 s optimised: it exists in optimised test builds only
// (`cargo test --release --test variants`), where the debug suite checks the cheaper depths.
#[cfg(not(debug_assertions))]
fn every_count_by_both_to_depth_2() {
    for v in counted() {
        check(v, 2, &by_program);
        // À l'arrière's 3.6 million paths take the brute force minutes: its depth 2 was
        // checked once when the data file was written, depth 1 on every run.
        if v != Variant::Arriere {
            check(v, 2, &by_brute_force);
        }
    }
}

/// The two first games under the general generator that the new games use: the same counts
/// as their fast search's (`tests/data/perft.tsv`: backgammon 447 after one ply, Jacquet 21
/// and 441 after one and two), and backgammon's again by the brute force.
#[test]
fn backgammon_and_jacquet_count_the_same_under_the_general_generator() {
    let general = |pos: &Position, dice: Dice| -> Vec<Position> {
        pos.legal_plays_general(dice)
            .into_iter()
            .map(|p| p.after)
            .collect()
    };
    let bg = Position::start(Variant::Backgammon, Side::Green);
    assert_eq!(counts(&bg, 1, &general)[0].0, 447);
    assert_eq!(counts(&bg, 1, &by_brute_force), counts(&bg, 1, &by_program));
    let jacquet = Position::start(Variant::Jacquet, Side::Green);
    let found: Vec<u64> = counts(&jacquet, 2, &general).iter().map(|c| c.0).collect();
    assert_eq!(found, [21, 441]);
    assert_eq!(
        counts(&jacquet, 2, &general),
        counts(&jacquet, 2, &by_program)
    );
}
