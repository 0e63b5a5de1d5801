//! Sans prendre — No hitting (`variants.md` §2.20): backgammon in which a side that hits
//! loses the game. Hitting stays legal, and a forced hit must be played; the loss falls when
//! the turn that hit is over (confirmed: a player may undo before), worth a single point
//! times the cube, whatever the checkers (the seed gives no value). A game that ends by
//! bearing off counts as backgammon's.
//!
//! The hitter is kept in the position ([`Position::forfeit`]), set by the step that hits:
//! the board alone cannot tell a checker just hit from one that was on the bar before.

use crate::rules::position::{Outcome, Position, WinKind};
use crate::rules::ruleset::{Hooks, RuleSet};

/// Backgammon, but a hit loses.
pub const RULES: RuleSet = RuleSet {
    hit_loses: true,
    hooks: Hooks {
        early_end: hit,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};

/// The game is lost to the side that hit.
fn hit(pos: &Position) -> Option<Outcome> {
    pos.forfeit().map(|hitter| Outcome::Won {
        winner: !hitter,
        kind: WinKind::Hit,
    })
}
