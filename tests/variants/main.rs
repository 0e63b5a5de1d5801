//! The rules of seed 003's nine games (`shared/docs/variants.md` §3.1–§3.9), of seed 002's
//! games (§2) and of Tapa, proved on the
//! sets of positions each roll leads to, on finished games' results, and through turns typed
//! one checker at a time; and perft-style counts from each start, cross-checked by a brute
//! force written on `Position::try_step` alone (`perft`).
//!
//! Positions are built straight from `tablier::rules::Setup` (`common`), in each side's own
//! numbering: 24 its start side, 1 its last point, 25 the bar, 0 borne off.

mod common;

mod acey_deucey;
mod anti;
mod arriere;
mod catch_me;
mod choice;
mod cloning;
mod crowded;
mod doublets;
mod early;
mod envers;
mod eureka;
mod fevga;
mod french;
mod gioul;
mod grasshopper;
mod hypergammon;
mod lancer_fixe;
mod ludus;
mod mexican;
mod nackgammon;
mod old_britain;
mod perft;
mod pin;
mod plakoto;
mod puff;
mod race;
mod sans_prendre;
mod saves;
mod serpent;
mod straight;
mod tapa;
mod tourne_case;
