//! The course of a game, written once for every front end (the REPL session, `tablier duel`,
//! the trainer, the benchmarks and the tests): the opening, each turn's stages, the end.
//!
//! The opening is the game's rule ([`Opening`]): in backgammon the higher opening die starts
//! and plays both opening dice; in Jacquet (`rules.md` §3) and Grasshopper it only decides who
//! starts, and the starter rolls two new dice (or, without dice, simply moves).

use super::dice::{Dice, Die};
use super::game::Conventions;
use super::generate::LegalPlay;
use super::position::{Outcome, Position};
use super::ruleset::{DiceOrigin, Opening};
use super::side::Side;
use super::stage::{AfterStage, Stage, StageKind};
use super::variant::Variant;

/// More turns than any real game lasts: a guard against a loop between two programs.
pub const MAX_TURNS: usize = 10_000;

/// What the opening roll gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningRoll {
    /// Each throw of one die per side, Green's first, ties included, the deciding one last.
    pub throws: Vec<(Die, Die)>,
    /// Who plays first.
    pub starter: Side,
    /// The dice the starter plays first when the game plays the opening dice; `None` when the
    /// starter rolls afresh.
    pub dice: Option<Dice>,
}

/// Rolls the opening of `variant`: one die each until they differ; the higher starts.
pub fn opening(variant: Variant, throw: &mut dyn FnMut() -> Die) -> OpeningRoll {
    let mut throws = Vec::new();
    loop {
        let (green, black) = (throw(), throw());
        throws.push((green, black));
        if green != black {
            let starter = if green > black {
                Side::Green
            } else {
                Side::Black
            };
            let dice = match variant.rules().opening {
                Opening::PlayOpeningDice => Some(Dice::new(green, black)),
                Opening::StarterRolls => None,
            };
            return OpeningRoll {
                throws,
                starter,
                dice,
            };
        }
    }
}

/// Rolls two dice.
pub fn roll(throw: &mut dyn FnMut() -> Die) -> Dice {
    let a = throw();
    let b = throw();
    Dice::new(a, b)
}

/// The stage the side on roll in `pos` plays next, rolling the dice if the game has them
/// (`rolled` when they are already known, as the opening dice).
///
/// In a game whose roll is fixed (Lancer fixe) the position's roll is played, and the dice
/// are never thrown again.
pub fn next_stage(pos: &Position, rolled: Option<Dice>, throw: &mut dyn FnMut() -> Die) -> Stage {
    let kind = if !pos.rules().has_dice() {
        StageKind::Free
    } else if chooses(pos) {
        StageKind::ChooseRoll
    } else {
        let dice = pos.fixed_roll().or(rolled).unwrap_or_else(|| roll(throw));
        roll_kind(pos, dice, false)
    };
    Stage {
        side: pos.turn(),
        kind,
    }
}

/// Whether the side on roll in `pos` chooses its roll instead of rolling ("Deux tours
/// contre le libre choix").
#[must_use]
pub fn chooses(pos: &Position) -> bool {
    pos.rules().dice.origin == DiceOrigin::ChoiceAgainstTwo
        && pos.turn() == super::variant::chains::chooser(pos)
}

/// The stage the roll `dice` gives the side on roll: the game's own (a 1-2 that names a
/// double), tagged as a roll `again` within the turn when it follows another.
#[must_use]
pub fn roll_kind(pos: &Position, dice: Dice, again: bool) -> StageKind {
    match (pos.rules().hooks.roll)(dice) {
        StageKind::Roll(d) if again => StageKind::Reroll(d),
        kind => kind,
    }
}

/// Every roll a chooser may name: the fifteen that are not doubles.
pub fn choosable_rolls() -> impl Iterator<Item = Dice> {
    Die::ALL.into_iter().flat_map(|big| {
        Die::ALL
            .into_iter()
            .filter(move |&small| small < big)
            .map(move |small| Dice::new(big, small))
    })
}

/// The legal plays of a stage, one per resulting position, the opponent then on roll; empty
/// when the stage cannot be played (the turn passes).
#[must_use]
pub fn plays(pos: &Position, stage: Stage) -> Vec<LegalPlay> {
    match stage.kind.dice() {
        Some(dice) => pos.legal_plays(dice),
        None if stage.kind.names_a_double() => named_double_plays(pos),
        None if stage.kind.chooses_a_roll() => {
            union_of(pos, choosable_rolls().collect::<Vec<_>>().into_iter())
        }
        None => pos.legal_moves_without_dice(),
    }
}

/// The plays of a double still to be named: every play of every double, one per resulting
/// position (the steps' die says which double was named). For the computer and the
/// driver's own games; a player names the double first, then plays its stage.
fn named_double_plays(pos: &Position) -> Vec<LegalPlay> {
    union_of(pos, Die::ALL.into_iter().rev().map(Dice::Double))
}

/// The plays of every roll of `rolls`, one per resulting position.
fn union_of(pos: &Position, rolls: impl Iterator<Item = Dice>) -> Vec<LegalPlay> {
    let mut out: Vec<LegalPlay> = Vec::new();
    for dice in rolls {
        for play in pos.legal_plays(dice) {
            if !out.iter().any(|p| p.after == play.after) {
                out.push(play);
            }
        }
    }
    out
}

/// The roll a play of a [`StageKind::ChooseRoll`] stage was chosen for: the first of the
/// rolls a chooser may name that has it among its plays.
#[must_use]
pub fn chosen_roll(pos: &Position, play: &LegalPlay) -> Option<Dice> {
    choosable_rolls().find(|&dice| pos.legal_plays(dice).iter().any(|p| p.after == play.after))
}

/// The double a play of a [`StageKind::NameDouble`] stage named: the die of its steps.
#[must_use]
pub fn named_die(play: &LegalPlay) -> Option<Die> {
    play.play.steps().first().and_then(|s| s.die)
}

/// What follows `stage`, played from `before` to `after` (`after` with the opponent on roll,
/// as plays leave it), `complete` when every number of the stage was played: the game's
/// hook's answer, the position with the side that plays next on roll, and the stage that
/// side plays next when it is not a new roll. A game over hands over.
#[must_use]
pub fn follow(
    before: &Position,
    stage: Stage,
    after: Position,
    complete: bool,
) -> (AfterStage, Position, Option<Stage>) {
    if after.outcome().is_some() {
        return (AfterStage::HandOver, after, None);
    }
    let next = (before.rules().hooks.after_stage)(before, stage, &after, complete);
    match next {
        AfterStage::HandOver => (next, after.with_turn(!stage.side), None),
        AfterStage::Again(kind) => (
            next,
            after.with_turn(stage.side),
            Some(Stage {
                side: stage.side,
                kind,
            }),
        ),
        AfterStage::RollAgain => (next, after.with_turn(stage.side), None),
        AfterStage::Opponent(kind) => (
            next,
            after.with_turn(!stage.side),
            Some(Stage {
                side: !stage.side,
                kind,
            }),
        ),
        AfterStage::TurnTo(side) => (next, after.with_turn(side), None),
    }
}

/// The positions each legal play of a stage leads to, in the order of [`plays`], into a
/// reused buffer: all the computer's search needs.
pub fn afters_into(pos: &Position, stage: Stage, out: &mut Vec<Position>) {
    match stage.kind.dice() {
        Some(dice) => pos.positions_after_into(dice, out),
        None => {
            out.clear();
            out.extend(plays(pos, stage).into_iter().map(|p| p.after));
        }
    }
}

/// Whether `play` used every number of `stage` (four of a double, or two where doubles are
/// played once; a move without dice is complete when it is made).
#[must_use]
pub fn stage_complete(pos: &Position, stage: Stage, play: Option<&LegalPlay>) -> bool {
    play.is_some_and(|play| played_in_full(pos, stage, play.play.len()))
}

/// Whether the play of `stage` from `pos` that leads to `after` used every number of the
/// stage, for the callers that choose among resulting positions alone ([`afters_into`]):
/// the self-play of the trainers, which must follow a game's turns of several stages (a
/// double's bottom faces, a second roll) as the players meet them.
#[must_use]
pub fn complete_to(pos: &Position, stage: Stage, after: &Position) -> bool {
    let legal = plays(pos, stage);
    stage_complete(pos, stage, legal.iter().find(|p| p.after == *after))
}

/// Whether `moves` checker moves play every number of `stage` (see [`stage_complete`]):
/// for a play known only by its steps, as a record replays it.
#[must_use]
pub fn played_in_full(pos: &Position, stage: Stage, moves: usize) -> bool {
    match stage.kind.dice() {
        Some(dice) => moves == super::general::dice_of(pos.rules(), dice).len(),
        None if stage.kind.names_a_double() => moves == 4,
        None if stage.kind.chooses_a_roll() => moves == 2,
        None => moves > 0,
    }
}

/// A game in progress, stage by stage: the loop every front end drives.
///
/// ```
/// use tablier::rules::driver::Course;
/// use tablier::rules::{Conventions, Die, Variant};
///
/// let mut faces = [3u8, 1, 6, 4, 2, 5].into_iter().cycle();
/// let mut throw = || Die::new(faces.next().unwrap()).unwrap();
/// let (mut course, opening) = Course::start(Variant::Jacquet, Conventions::default(), &mut throw);
/// assert!(opening.dice.is_none(), "in Jacquet the starter rolls afresh");
/// while let Some(stage) = course.next_stage(&mut throw) {
///     let plays = tablier::rules::driver::plays(course.position(), stage);
///     let after = plays.first().map_or(course.position().with_turn(!stage.side), |p| p.after);
///     course.advance(after);
/// }
/// assert!(course.outcome().is_some());
/// ```
#[derive(Clone, Debug)]
pub struct Course {
    position: Position,
    /// Dice already known for the next stage (the opening dice).
    rolled: Option<Dice>,
    /// The next stage when the game's hook set one (a stage that follows a stage).
    queued: Option<Stage>,
    /// Whether the side on roll rolls again within its turn.
    again: bool,
    /// Each side's next roll, already known (Lancer prématuré: rolled during the other
    /// side's turn).
    early: crate::rules::BySide<Option<Dice>>,
    turns: usize,
}

impl Course {
    /// A new game of `variant` under `conventions`, after its opening roll.
    pub fn start(
        variant: Variant,
        conventions: Conventions,
        throw: &mut dyn FnMut() -> Die,
    ) -> (Course, OpeningRoll) {
        let opening = opening(variant, throw);
        let mut position = Position::start(variant, opening.starter).with_conventions(conventions);
        if let Some(dice) = opening.dice {
            // Lancer fixe: the opening roll is every turn's (`variants.md` §2.19).
            position = position.with_fixed_roll(dice);
        }
        let course = Course {
            position,
            rolled: opening.dice,
            queued: None,
            again: false,
            early: crate::rules::BySide::default(),
            turns: 0,
        };
        (course, opening)
    }

    /// A game going on from `position`, the side on roll to roll.
    #[must_use]
    pub fn resume(position: Position) -> Course {
        Course {
            position,
            rolled: None,
            queued: None,
            again: false,
            early: crate::rules::BySide::default(),
            turns: 0,
        }
    }

    /// The position now.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The end of the game, once decided: on the board, or by the game's cap on its length.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome().or_else(|| {
            self.position
                .rules()
                .capped(self.turns)
                .then_some(Outcome::Drawn)
        })
    }

    /// The next stage, its dice rolled; `None` once the game is over (or after
    /// [`MAX_TURNS`], a guard against two programs that never finish).
    pub fn next_stage(&mut self, throw: &mut dyn FnMut() -> Die) -> Option<Stage> {
        if self.outcome().is_some() || self.turns >= MAX_TURNS {
            return None;
        }
        if let Some(stage) = self.queued.take() {
            return Some(stage);
        }
        if std::mem::take(&mut self.again) && self.position.rules().has_dice() {
            let dice = roll(throw);
            return Some(Stage {
                side: self.position.turn(),
                kind: roll_kind(&self.position, dice, true),
            });
        }
        if self.position.rules().dice.rolls_early() {
            // The mover's roll was made during the opponent's turn (the opening dice for
            // the first); the opponent rolls its next now, before the mover moves.
            let side = self.position.turn();
            let mine = self.rolled.take().or_else(|| self.early[side].take());
            if self.early[!side].is_none() {
                self.early[!side] = Some(roll(throw));
            }
            return Some(next_stage(&self.position, mine, throw));
        }
        Some(next_stage(&self.position, self.rolled.take(), throw))
    }

    /// The opponent's next roll, when the game lets the mover know it (Lancer prématuré).
    #[must_use]
    pub fn known_next(&self) -> Option<Dice> {
        self.early[!self.position.turn()]
    }

    /// `stage` is over: `after` is the position it led to (the opponent on roll), or the
    /// same position with the opponent on roll when it could not be played; `complete` when
    /// every number of the stage was played. The game's hook says what follows: the
    /// opponent's turn, or another stage of this one ([`AfterStage`]).
    pub fn advance_stage(&mut self, stage: Stage, after: Position, complete: bool) -> AfterStage {
        let (next, position, queued) = follow(&self.position, stage, after, complete);
        self.turns += 1;
        self.position = position;
        self.queued = queued;
        self.again = next == AfterStage::RollAgain;
        next
    }

    /// The stage is over and the turn with it: `after` is the position it led to (the
    /// opponent on roll). For the games whose every turn is one stage.
    pub fn advance(&mut self, after: Position) {
        self.position = after;
        self.queued = None;
        self.again = false;
        self.turns += 1;
    }
}

/// One game played out: the opening, each stage with the position before it and the play
/// made (`None`: the stage could not be played), and the end.
pub struct PlayedGame {
    pub opening: OpeningRoll,
    pub turns: Vec<(Position, Stage, Option<LegalPlay>)>,
    /// The end, `None` if [`MAX_TURNS`] passed first.
    pub outcome: Option<Outcome>,
}

/// Who picks the play of each stage of [`play_game`]: given the position, the stage, the
/// opponent's next roll where the mover knows it ([`Course::known_next`]), the stage's
/// legal plays (never none) and the turns played so far, the index of the play chosen.
pub type Chooser<'a> = dyn FnMut(&Position, Stage, Option<Dice>, &[LegalPlay], usize) -> usize + 'a;

/// Plays a whole game of `variant` under `conventions`, `choose` picking the play of each
/// stage among the legal ones by its index (never called when there is none), told the
/// turns played so far, passes included (what the game's cap counts).
pub fn play_game(
    variant: Variant,
    conventions: Conventions,
    throw: &mut dyn FnMut() -> Die,
    choose: &mut Chooser<'_>,
) -> PlayedGame {
    let (mut course, opening) = Course::start(variant, conventions, throw);
    let mut turns = Vec::new();
    while let Some(stage) = course.next_stage(throw) {
        let before = *course.position();
        let legal = plays(&before, stage);
        let chosen = if legal.is_empty() {
            None
        } else {
            let known = course.known_next();
            let i = choose(&before, stage, known, &legal, turns.len()).min(legal.len() - 1);
            Some(legal[i])
        };
        let after = chosen
            .as_ref()
            .map_or(before.with_turn(!before.turn()), |p| p.after);
        let complete = stage_complete(&before, stage, chosen.as_ref());
        course.advance_stage(stage, after, complete);
        turns.push((before, stage, chosen));
    }
    PlayedGame {
        opening,
        outcome: course.outcome(),
        turns,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scripted(values: &[u8]) -> impl FnMut() -> Die + '_ {
        let mut i = 0;
        move || {
            let d = Die::new(values[i % values.len()]).unwrap();
            i += 1;
            d
        }
    }

    #[test]
    fn in_backgammon_the_starter_plays_the_opening_dice() {
        let o = opening(Variant::Backgammon, &mut scripted(&[3, 3, 5, 2]));
        assert_eq!(o.throws.len(), 2);
        assert_eq!(o.starter, Side::Green);
        assert_eq!(o.dice, Dice::from_values(5, 2));
    }

    #[test]
    fn in_jacquet_the_opening_roll_only_decides_who_starts() {
        let o = opening(Variant::Jacquet, &mut scripted(&[2, 6]));
        assert_eq!(o.starter, Side::Black);
        assert_eq!(o.dice, None);
    }

    #[test]
    fn the_jacquet_starter_rolls_two_new_dice() {
        let mut throw = scripted(&[2, 6, 4, 4]);
        let o = opening(Variant::Jacquet, &mut throw);
        let pos = Position::start(Variant::Jacquet, o.starter);
        let stage = next_stage(&pos, o.dice, &mut throw);
        assert_eq!(
            stage.kind,
            StageKind::Roll(Dice::from_values(4, 4).unwrap())
        );
        assert_eq!(stage.side, Side::Black);
    }

    #[test]
    fn a_game_without_dice_is_played_by_free_stages() {
        let pos = Position::start(Variant::Grasshopper, Side::Green);
        let stage = next_stage(&pos, None, &mut scripted(&[1]));
        assert_eq!(stage.kind, StageKind::Free);
        assert_eq!(plays(&pos, stage).len(), 6, "an entry on each point of A");
    }

    #[test]
    fn every_game_played_by_first_choices_ends() {
        for &variant in Variant::ALL {
            let game = play_game(
                variant,
                Conventions::default(),
                &mut scripted(&[3, 1, 6, 4, 2, 5, 5, 5, 1, 2, 6, 6, 4, 3]),
                &mut |_, _, _, _, _| 0,
            );
            assert!(game.outcome.is_some(), "{variant} did not end");
        }
    }

    #[test]
    fn only_a_game_of_early_rolls_tells_the_chooser_the_opponent_s_next_roll() {
        for &variant in Variant::ALL {
            let (mut told, mut stages) = (0, 0);
            play_game(
                variant,
                Conventions::default(),
                &mut scripted(&[3, 1, 6, 4, 2, 5, 5, 5, 1, 2, 6, 6, 4, 3]),
                &mut |_, _, known, _, _| {
                    stages += 1;
                    told += usize::from(known.is_some());
                    0
                },
            );
            if variant == Variant::Early {
                assert_eq!(told, stages, "every stage of {variant}");
            } else {
                assert_eq!(told, 0, "{variant} told a roll");
            }
        }
    }
}

#[cfg(test)]
mod cap_tests {
    use super::*;

    #[test]
    fn an_anti_backgammon_game_still_running_after_four_thousand_turns_a_side_is_drawn() {
        let rules = Variant::Anti.rules();
        assert!(!rules.capped(7_999));
        assert!(rules.capped(8_000));
        assert!(!Variant::Backgammon.rules().capped(100_000));
        let mut course = Course::resume(Position::start(Variant::Anti, Side::Green));
        for _ in 0..8_000 {
            let pos = *course.position();
            course.advance(pos.with_turn(!pos.turn()));
        }
        assert_eq!(course.outcome(), Some(Outcome::Drawn));
        assert!(course.next_stage(&mut || Die::ALL[0]).is_none());
    }
}
