//! The rules of the family's games (`shared/docs/variants.md` §2 and §3), proved on the
//! sets of positions each roll leads to, on finished games' results, and through turns typed
//! one checker at a time; and perft-style counts from each start, cross-checked by a brute
//! force written on `Position::try_step` alone (`perft`).
//!
//! Positions are built straight from `tablier::rules::Setup` (`common`), in each side's own
//! numbering: 24 its start side, 1 its last point, 25 the bar, 0 borne off.

mod common;

mod anti;
mod choice;
mod cloning;
mod crowded;
mod early;
mod fevga;
mod french;
mod gioul;
mod grasshopper;
mod hypergammon;
mod mexican;
mod nackgammon;
mod perft;
mod plakoto;
mod puff;
mod race;
