//! What happened in each game of a match, in order: plays and cube actions. `historique`
//! reads it back, the save file keeps it, and `exporter` writes it for other programs.

use crate::rules::score::GameEnd;
use crate::rules::{BySide, Dice, Position, Side, Step, WinKind};

/// One thing a side did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `side` rolled `dice` and played `steps` from `before` (no steps: it could not move).
    Play {
        side: Side,
        /// The roll, `None` in a game without dice.
        dice: Option<Dice>,
        before: Position,
        steps: Vec<Step>,
    },
    /// `side` offered the cube at `value`.
    Double { side: Side, value: u32 },
    /// `side` took the double.
    Take { side: Side },
    /// `side` took and at once redoubled, keeping the cube (money play).
    Beaver { side: Side },
    /// `side` refused the double: the game is over.
    Drop { side: Side },
    /// `side` offered to resign `kind`.
    Resign { side: Side, kind: WinKind },
    /// The opponent of the resigning side accepted (`true`) or refused.
    ResignAnswer { side: Side, accepted: bool },
}

/// One game: where it started, the score before it, its actions and its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's number in the match, from 1.
    pub number: u32,
    /// The position the first play started from.
    pub start: Position,
    /// The score before this game.
    pub score: BySide<u32>,
    /// Whether it is the Crawford game.
    pub crawford: bool,
    /// Everything done, in order.
    pub actions: Vec<Action>,
    /// How it ended and the points it gave, once over.
    pub end: Option<(GameEnd, u32)>,
}

impl GameRecord {
    /// A game not yet played.
    #[must_use]
    pub fn new(number: u32, start: Position, score: BySide<u32>, crawford: bool) -> GameRecord {
        GameRecord {
            number,
            start,
            score,
            crawford,
            actions: Vec::new(),
            end: None,
        }
    }

    /// The turns played so far, passes included: what a game's cap on its length counts.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.actions
            .iter()
            .filter(|a| matches!(a, Action::Play { .. }))
            .count()
    }
}
