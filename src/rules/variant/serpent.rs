//! Le serpent — Snake (`variants.md` §2.23; [RU2], cut short): a handicap start. One side
//! has only six checkers on the board, two each on its own 24-, 23- and 22-points
//! (`N1 (2v), N2 (2v), N3 (2v)` for Green) and the other nine on the bar, which must all
//! enter before any board checker moves (`rules.md`'s bar rule); the other side has
//! backgammon's start. Otherwise backgammon, with its values and cube.
//!
//! **Which side is the snake**: the seed makes it a setting, default Green; the engine has no
//! per-game setting, so Green, whose player takes the snake by choosing Green's seat (in a
//! game against the computer, by the `--couleur` the player picks). The nine are on the bar,
//! not borne off (§2.23 item 6: the seed calls the start apparently hopeless).

use crate::rules::ruleset::{Layout, RuleSet};

/// Green the snake, Black backgammon's start.
pub const RULES: RuleSet = RuleSet {
    layout: Layout {
        points: &[(24, 2), (23, 2), (22, 2)],
        bar: 9,
        reserve: 0,
    },
    black_layout: Some(RuleSet::BACKGAMMON.layout),
    ..RuleSet::BACKGAMMON
};
