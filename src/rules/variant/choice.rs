//! "Deux tours contre le libre choix", two rolls against choice (`variants.md` §2.24; [CB]):
//! backgammon, but one side (the chooser, Green unless the players say Black) names any roll
//! but a double each turn and plays it, while the other rolls and plays, then rolls and plays
//! again (each double four times). The opening roll only decides who starts: the chooser
//! never plays a rolled roll. Cube and values as in backgammon; a double is offered before
//! the turn's first roll or choice.

use super::chains;
use crate::rules::ruleset::{DiceOrigin, DiceRule, Hooks, Opening, RuleSet};

/// Backgammon's board and moves; the chooser's named roll against the roller's two.
pub const RULES: RuleSet = RuleSet {
    dice: DiceRule {
        origin: DiceOrigin::ChoiceAgainstTwo,
        ..DiceRule::BACKGAMMON
    },
    opening: Opening::StarterRolls,
    hooks: Hooks {
        after_stage: chains::two_rolls,
        ..Hooks::NONE
    },
    ..RuleSet::BACKGAMMON
};
