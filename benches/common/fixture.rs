//! The gnubg fixture's 2,993 positions and rolls, read for tablier and for the `bkgm` crate
//! alike: shared by the `movegen` benchmark and the `movegen_cpu` example, so that both
//! time the same cases.

use tablier::notation::position_id;
use tablier::rules::{Dice, Position, Side};

const FIXTURE: &str = include_str!("../../tests/data/gnubg-legal-plays.tsv");

/// One case: the position and roll, for tablier and for bkgm.
pub struct Case {
    pub ours: Position,
    pub dice: Dice,
    pub theirs: bkgm::Position<15>,
    pub theirs_dice: bkgm::Dice,
}

/// Every case of the fixture, in its order.
pub fn cases() -> Vec<Case> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut cols = line.split('\t');
            let id = cols.next().unwrap_or_default();
            let roll = cols.next().unwrap_or_default().as_bytes();
            let (a, b) = (roll[0] - b'0', roll[1] - b'0');
            Case {
                ours: position_id::decode(id, Side::Green).expect("fixture decodes"),
                dice: Dice::from_values(a, b).expect("fixture dice"),
                theirs: bkgm::codecs::gnuid::decode_position::<15>(id).expect("bkgm decodes"),
                theirs_dice: bkgm::Dice::new(usize::from(a), usize::from(b)),
            }
        })
        .collect()
}
