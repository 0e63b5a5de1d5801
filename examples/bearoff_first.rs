//! The CPU time of the computer's first bear-off decision in a fresh process, beside a
//! decision before it (the networks already read) and a second bear-off decision: the first
//! should cost no more than the others (issue 33, item 4).
//!
//! `cargo run --release --example bearoff_first` prints the three decisions' CPU
//! microseconds (the process's CPU time, which a busy machine does not skew).
//!
//! On the busy 2-core development machine, six runs each: with the database built at first
//! use, the first bear-off decision took 51.5 to 58 ms, a second one 7 to 180 µs (7 or 8 in
//! four runs), a contact decision 317 to 1,610 µs; with the database built into the program
//! (issue 33, item 4), the first takes 44 to 476 µs, a second 17 to 40, a contact decision
//! 334 to 514. A second bear-off decision costs a few microseconds more than when the built
//! database lay in memory: its records are read for the first time from the program's pages.

use rand::SeedableRng;
use tablier::ai::bearoff::Database;
use tablier::ai::{choose_play, default_evaluator, duel::cpu_now};
use tablier::rules::{Dice, OFF, Position, Setup, Side, Variant};

/// A backgammon position with both sides' checkers on their home points as `green` and
/// `black` say (own point, count), the rest borne off; Green on roll.
fn bear_off(green: &[(usize, u8)], black: &[(usize, u8)]) -> Position {
    let mut setup = Setup::empty(Variant::Backgammon, Side::Green);
    for (side, points) in [(Side::Green, green), (Side::Black, black)] {
        let board = &mut setup.checkers[side];
        for &(p, n) in points {
            board[p] = n;
        }
        board[OFF] = 15 - board.iter().sum::<u8>();
    }
    Position::from_setup(setup).expect("a legal bear-off")
}

fn main() {
    let eval = default_evaluator(Variant::Backgammon);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut decide = |pos: &Position, dice: Dice| {
        let before = cpu_now();
        std::hint::black_box(choose_play(pos, dice, eval.as_ref(), &mut rng));
        (cpu_now() - before).as_secs_f64() * 1e6
    };
    let roll = Dice::from_values(6, 4).expect("a roll");
    let contact = decide(&Position::start(Variant::Backgammon, Side::Green), roll);
    let first = decide(
        &bear_off(
            &[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2)],
            &[(6, 4), (5, 4), (1, 3)],
        ),
        roll,
    );
    let second = decide(
        &bear_off(&[(6, 2), (4, 4), (2, 3), (1, 2)], &[(5, 5), (3, 3), (2, 2)]),
        roll,
    );
    println!(
        "CPU µs: a contact decision {contact:.0}, the first bear-off decision {first:.0}, a second bear-off decision {second:.0}"
    );
    println!(
        "database fingerprint {:016x}",
        Database::get().fingerprint()
    );
}
