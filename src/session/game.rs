//! The game in play, the first of a session's three parts (beside the match and the
//! coaching): the position at the start of the turn, where the turn stands (its steps and
//! dice, in the phase), what the side on roll plays next, and the rolls made early.

use crate::notation::tactile::Label;
use crate::rules::{BySide, Dice, Position, Side, Turn, WinKind};

use super::event::Problem;
use super::matchplay::MatchProblem;

/// The game in play.
pub(super) struct Game {
    /// The position at the start of the turn in progress (or the final one).
    pub(super) position: Position,
    /// Where the game is, the turn in progress with it.
    pub(super) phase: Phase,
    /// Whether the game starts from a given position, without the opening roll.
    pub(super) resumed: bool,
    /// What the side on roll plays next: a new turn, a new roll within its turn, or a stage
    /// that follows the last one (`variants.md` §0.3).
    pub(super) next: NextStage,
    /// Each side's next roll, already made (Lancer prématuré: during the other's turn).
    pub(super) early: BySide<Option<Dice>>,
    /// The plays `conseil` numbered, which the numbers typed pick until `coups`, a move,
    /// or the end of the turn.
    pub(super) advised: Option<Advised>,
    /// The plays `coups` is telling page by page, which `plus` goes on with while the
    /// turn stands where they were listed.
    pub(super) listing: Option<Listing>,
}

/// How many plays `coups` and `plus` tell at a time: a hundred plays heard in one go are
/// lost to the ear.
pub(super) const PLAYS_PAGE: usize = 10;

/// The plays of a turn being told page by page.
#[derive(Clone, Debug)]
pub(super) struct Listing {
    /// The start of the turn they are the plays of (its whole list, whatever was moved
    /// since), and its roll.
    pub(super) start: Position,
    pub(super) dice: Option<Dice>,
    /// The point asked for (`coups N6`), if any.
    pub(super) from: Option<Label>,
    /// How many of them are told already.
    pub(super) told: usize,
}

/// The plays `conseil` numbered for a turn, best first.
#[derive(Clone, Debug)]
pub(super) struct Advised {
    /// The turn's start and roll, which the plays are for.
    pub(super) start: Position,
    pub(super) dice: Option<Dice>,
    /// The position after each play, the opponent on roll, as the turn's legal plays
    /// end.
    pub(super) after: Vec<Position>,
}

impl Game {
    /// A game not yet started, from `position`.
    pub(super) fn new(position: Position) -> Game {
        Game {
            position,
            phase: Phase::NotStarted,
            resumed: false,
            next: NextStage::Turn,
            early: BySide::default(),
            advised: None,
            listing: None,
        }
    }

    /// The position now, with the moves of the turn in progress.
    pub(super) fn now(&self) -> Position {
        match &self.phase {
            Phase::Human(turn) => *turn.position(),
            _ => self.position,
        }
    }

    /// Whether each side rolls during the other's turn (Lancer prématuré, `variants.md`
    /// §2.21).
    pub(super) fn rolls_early(&self) -> bool {
        self.position.rules().dice.rolls_early()
    }

    /// The roll the side on roll plays now, or has made early and plays next, in a game whose
    /// rolls are made early: what the last play recorded was made knowing
    /// ([`super::review::known_next`]). `None` in any other game.
    pub(super) fn waiting_roll(&self) -> Option<Dice> {
        if !self.rolls_early() {
            return None;
        }
        match &self.phase {
            Phase::Human(turn) => turn.dice(),
            _ => self.early[self.position.turn()],
        }
    }

    /// The problem with a play or a move in a phase where none can be made; `None` when a
    /// turn is in progress.
    pub(super) fn phase_problem(&self) -> Option<Problem> {
        let problem = match self.phase {
            Phase::BeforeRoll => MatchProblem::RollFirst,
            Phase::Doubled { .. } | Phase::Resigning { .. } => MatchProblem::AnswerFirst,
            Phase::BetweenGames => MatchProblem::BetweenGames,
            _ => return None,
        };
        Some(Problem::Match(problem))
    }

    /// The positions after the plays `conseil` numbered, when the numbers typed pick them:
    /// the turn they were given for is in progress and no checker moved since.
    pub(super) fn advised(&self) -> Option<&[Position]> {
        let Phase::Human(turn) = &self.phase else {
            return None;
        };
        self.advised
            .as_ref()
            .filter(|a| {
                turn.steps().is_empty() && a.start == *turn.start() && a.dice == turn.dice()
            })
            .map(|a| a.after.as_slice())
    }

    /// The plays `coups` is telling, while the turn they were listed for is in progress.
    pub(super) fn listing(&mut self) -> Option<&mut Listing> {
        let Phase::Human(turn) = &self.phase else {
            return None;
        };
        self.listing
            .as_mut()
            .filter(|l| l.start == *turn.start() && l.dice == turn.dice())
    }

    /// The checker moves made so far in the turn in progress.
    pub(super) fn steps(&self) -> &[crate::rules::Step] {
        match &self.phase {
            Phase::Human(turn) => turn.steps(),
            _ => &[],
        }
    }
}

/// Where the game is.
#[derive(Clone, Debug)]
pub(super) enum Phase {
    /// `start` has not been called.
    NotStarted,
    /// A human is on roll and may double: roll or double?
    BeforeRoll,
    /// A human is on roll: the turn in progress.
    Human(Turn),
    /// A human names the double to play (Acey Deucey's and Mexican's 1-2).
    Naming,
    /// A human chooses the roll to play ("Deux tours contre le libre choix").
    Choosing,
    /// `by` offered the cube: the other side (a human) takes or drops.
    Doubled { by: Side },
    /// `by` offered to resign `kind`: the other side (a human) accepts or refuses; play
    /// goes back to `back` on a refusal.
    Resigning {
        by: Side,
        kind: WinKind,
        back: Box<Phase>,
    },
    /// A human confirmed a play; the computer is on roll (a resting point for saves,
    /// never waited in).
    ComputerToRoll,
    /// A game of the match is over: Enter starts the next one.
    BetweenGames,
    /// The game, or the match, is over.
    Over,
    /// The player quit.
    Quit,
}

impl NextStage {
    /// What the game's answer `next` to a stage leaves to play, `queued` the stage it set.
    pub(super) fn after(
        next: crate::rules::stage::AfterStage,
        queued: Option<crate::rules::Stage>,
    ) -> Self {
        match (next, queued) {
            (_, Some(queued)) => NextStage::Queued(queued),
            (crate::rules::stage::AfterStage::RollAgain, None) => NextStage::RollAgain,
            _ => NextStage::Turn,
        }
    }
}

/// What comes after a stage, until it is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum NextStage {
    /// A new turn: the cube may be offered, then the dice rolled.
    #[default]
    Turn,
    /// A new roll within the same turn (French and Russian doubles, re-rolls).
    RollAgain,
    /// A stage of the same turn (bottom faces, a named double, a ladder's next number).
    Queued(crate::rules::Stage),
}
