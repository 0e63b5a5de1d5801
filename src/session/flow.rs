//! The course of the game: the opening roll, turns handed from side to side, the computer's
//! plays, passes and the end; the cube before each roll (see `matchplay`).

use crate::notation::tactile::Label;
use crate::rules::driver::{self, Course};
use crate::rules::ruleset::Scoring;
use crate::rules::stage::AfterStage;
use crate::rules::{
    Dice, Die, LegalPlay, OFF, Outcome, Position, Side, Stage, StageKind, Step, Turn,
};

use crate::rules::score::{Format, GameEnd};

use super::event::{Event, Player, Problem, StageNote};
use super::history::{Action, GameRecord};
use super::{NextStage, Phase, Session, opponent};

/// More turns than any real game lasts: a guard against a loop between two computers.
const MAX_TURNS: usize = 10_000;
/// More games than a demonstration match lasts.
const MAX_GAMES: usize = 1_000;

impl Session {
    /// Starts the game: the welcome, the opening roll, and every turn until a human is on
    /// roll (in a demonstration, the whole game, or the whole match).
    pub fn start(&mut self) -> Vec<Event> {
        let mut out = vec![Event::Welcome {
            variant: self.settings.variant,
            green: self.settings.players.green,
            black: self.settings.players.black,
        }];
        if !matches!(self.game.phase, Phase::NotStarted) {
            return self.remember(out);
        }
        if self.game.resumed {
            self.matchplay.announce_game(&mut out);
            self.matchplay.open_record(self.game.position);
            self.play_from(None, &mut out);
        } else {
            self.begin_game(&mut out);
        }
        self.run_demo(&mut out);
        self.play_forced(&mut out);
        self.remember(out)
    }

    /// In a demonstration, the games of a match follow one another to its end (played
    /// stepwise, one game at each [`Session::play_next`] that finds the last one over).
    fn run_demo(&mut self, out: &mut Vec<Event>) {
        let mut games = 0;
        while self.next_demo_game_due() && games < MAX_GAMES {
            self.begin_game(out);
            games += 1;
            if self.stepwise {
                return;
            }
        }
    }

    /// Whether a demonstration's match has another game to play now.
    fn next_demo_game_due(&self) -> bool {
        Side::ALL
            .iter()
            .all(|&s| self.settings.players[s] == Player::Computer)
            && matches!(self.matchplay.state.rules().format, Format::Match(_))
            && matches!(self.game.phase, Phase::BetweenGames)
            && self.matchplay.state.games() < MAX_GAMES as u32
    }

    /// Plays the computer's turns one per call from now on, each told by
    /// [`Session::play_next`]: a demonstration is heard as it is played, not all at once
    /// at its end (issue 33). Set before [`Session::start`].
    pub fn play_stepwise(&mut self) {
        self.stepwise = true;
    }

    /// The next computer's turn of a stepwise session ([`Session::play_stepwise`]), or the
    /// next game of a demonstration's match; nothing once a person must answer or all is
    /// over.
    pub fn play_next(&mut self) -> Vec<Event> {
        let mut out = Vec::new();
        if matches!(self.game.phase, Phase::ComputerToRoll) {
            self.play_from(None, &mut out);
        } else if self.next_demo_game_due() {
            self.run_demo(&mut out);
        }
        if out.is_empty() {
            return out;
        }
        self.remember(out)
    }

    /// A new game: its announcement in a match, the opening roll by the game's rule
    /// ([`driver::opening`]: in backgammon the higher die starts with those two dice, in
    /// Jacquet it only says who starts, who then rolls), and the turns that follow.
    pub(super) fn begin_game(&mut self, out: &mut Vec<Event>) {
        self.matchplay.cube = crate::rules::cube::Cube::CENTRED;
        self.game.next = NextStage::Turn;
        self.game.early = crate::rules::BySide::default();
        self.matchplay.announce_game(out);
        let dice = &mut self.dice;
        let (course, opening) = Course::start(
            self.settings.variant,
            self.settings.conventions,
            &mut || dice.throw(),
        );
        let ties = opening.throws.len() - 1;
        for (i, &(green, black)) in opening.throws.iter().enumerate() {
            out.push(Event::OpeningRoll { green, black });
            if i < ties {
                out.push(Event::OpeningTie);
            }
        }
        out.push(Event::Starts {
            side: opening.starter,
            dice: opening.dice,
        });
        self.game.position = *course.position();
        self.matchplay.open_record(self.game.position);
        self.play_from(opening.dice, out);
    }

    /// Lancer prématuré (`variants.md` §2.21): the mover's roll is the one it made during
    /// the other side's turn (or `rolled`, the opening dice); before the mover moves, the
    /// other side may double, then rolls its own next roll, which the mover sees. `None`
    /// when a player must answer first (the cube).
    fn early_rolls(&mut self, rolled: Option<Dice>, out: &mut Vec<Event>) -> Option<Dice> {
        let side = self.game.position.turn();
        if rolled.is_some() {
            self.game.early[side] = rolled;
        }
        if self.game.early[!side].is_none() {
            if self.cube_before_roll(!side, out) {
                return None;
            }
            let dice = &mut self.dice;
            let next = driver::roll(&mut || -> Die { dice.throw() });
            self.game.early[!side] = Some(next);
            out.push(Event::Stage(StageNote::EarlyRoll {
                side: !side,
                dice: next,
            }));
        }
        let dice = &mut self.dice;
        Some(
            self.game.early[side]
                .take()
                .unwrap_or_else(|| driver::roll(&mut || -> Die { dice.throw() })),
        )
    }

    /// The stage a new roll gives the side on roll: its dice rolled now (or `rolled`, the
    /// opening dice), or a move without dice; with the dice of the roll.
    ///
    /// `again`: a new roll within the same turn. A chooser ("Deux tours contre le libre
    /// choix") rolls nothing: its stage asks for the roll.
    fn roll_stage(&mut self, rolled: Option<Dice>, again: bool) -> (Stage, Option<Dice>) {
        let rules = self.game.position.rules();
        let side = self.game.position.turn();
        if !rules.has_dice() || (!again && driver::chooses(&self.game.position)) {
            let kind = if rules.has_dice() {
                StageKind::ChooseRoll
            } else {
                StageKind::Free
            };
            return (Stage { side, kind }, None);
        }
        // A game whose roll is fixed (Lancer fixe) never throws the dice again.
        let dice = &mut self.dice;
        let dice = (self.game.position.fixed_roll().or(rolled))
            .unwrap_or_else(|| driver::roll(&mut || -> Die { dice.throw() }));
        let kind = driver::roll_kind(&self.game.position, dice, again);
        (Stage { side, kind }, Some(dice))
    }

    /// Plays turns from `self.game.position`, the first with `first` when the dice are already
    /// rolled, until a human must answer or the game ends. Before each new turn's roll, the
    /// cube; a stage that follows another (bottom faces, a ladder, a named double, a new
    /// roll) comes without it.
    pub(super) fn play_from(&mut self, mut first: Option<Dice>, out: &mut Vec<Event>) {
        for _ in 0..MAX_TURNS {
            let side = self.game.position.turn();
            let player = self.settings.players[side];
            let rolled = first.take();
            // `rolled`, from here: the dice of a stage that is a roll.
            let (mut stage, rolled) = match std::mem::take(&mut self.game.next) {
                NextStage::Queued(stage) => (stage, None),
                NextStage::RollAgain => self.roll_stage(rolled, true),
                NextStage::Turn if self.game.rolls_early() => {
                    let Some(mine) = self.early_rolls(rolled, out) else {
                        return;
                    };
                    self.roll_stage(Some(mine), false)
                }
                NextStage::Turn => {
                    if rolled.is_none()
                        && (self.computer_resigns(side, out) || self.cube_before_roll(side, out))
                    {
                        return;
                    }
                    self.roll_stage(rolled, false)
                }
            };
            let mut chosen = None;
            if stage.kind.chooses_a_roll() {
                if player == Player::Human {
                    out.push(Event::Stage(StageNote::ChooseRoll { side }));
                    self.wait(Phase::Choosing);
                    return;
                }
                // The computer chooses the roll whose best play it likes best.
                chosen = opponent::choose(
                    &self.game.position,
                    stage,
                    self.game.early[!side],
                    self.settings.level,
                    self.turns_played(),
                    self.thinking_budget(side),
                );
                let dice = chosen
                    .as_ref()
                    .and_then(|p| driver::chosen_roll(&self.game.position, p))
                    .unwrap_or(Dice::new(Die::ALL[5], Die::ALL[4]));
                out.push(Event::Stage(StageNote::Chose { side, dice }));
                stage.kind = StageKind::Chosen(dice);
            }
            if stage.kind.names_a_double() {
                // A roll that names a double instead of being played (Mexican's 1-2) is
                // said with the question; one that was played (Acey Deucey's) was said.
                if player == Player::Human {
                    out.push(Event::Stage(StageNote::NameDouble { side, rolled }));
                    self.wait(Phase::Naming);
                    return;
                }
                // The computer names the double whose best play it likes best.
                chosen = opponent::choose(
                    &self.game.position,
                    stage,
                    self.game.early[!side],
                    self.settings.level,
                    self.turns_played(),
                    self.thinking_budget(side),
                );
                let die = chosen
                    .as_ref()
                    .and_then(driver::named_die)
                    .unwrap_or(Die::ALL[5]);
                out.push(Event::Stage(StageNote::Named { side, die, rolled }));
                stage.kind = StageKind::NamedDouble(die);
            }
            if !self.play_stage(stage, chosen, out) {
                return;
            }
            let next = self.settings.players[self.game.position.turn()];
            if self.stepwise && next == Player::Computer {
                // One stage told, the game going on; the next at the next `play_next`.
                self.game.phase = Phase::ComputerToRoll;
                return;
            }
        }
        // Never reached in a real game; end cleanly rather than loop.
        self.game.phase = Phase::Quit;
    }

    /// Plays `stage` of the side on roll: waits for a human (`false`), or plays the
    /// computer's choice (`chosen` when already made) or the pass, then what follows it.
    /// `false` when the loop must stop: a human to answer, or the game over.
    fn play_stage(
        &mut self,
        stage: Stage,
        chosen: Option<LegalPlay>,
        out: &mut Vec<Event>,
    ) -> bool {
        let side = stage.side;
        let player = self.settings.players[side];
        let dice = stage.kind.dice();
        let bar = self.game.position.count(side, crate::rules::BAR as u8);
        out.push(Event::TurnStarted {
            side,
            dice,
            player,
            bar,
        });
        let turn = Turn::for_stage(self.game.position, stage);
        let chosen = if turn.must_pass() {
            None
        } else if player == Player::Human {
            self.wait(Phase::Human(turn));
            return false;
        } else {
            chosen.or_else(|| {
                opponent::choose(
                    &self.game.position,
                    stage,
                    self.game.early[!side],
                    self.settings.level,
                    self.turns_played(),
                    self.thinking_budget(side),
                )
            })
        };
        let before = self.game.position;
        let Some(chosen) = chosen else {
            out.push(Event::Passed { side, dice });
            self.matchplay.record(Action::Play {
                side,
                dice,
                before,
                steps: Vec::new(),
            });
            self.follow_stage(stage, &before, None, out);
            return true;
        };
        let steps = chosen.play.steps().to_vec();
        out.push(Event::Played {
            side,
            player,
            dice,
            before,
            steps: steps.clone(),
        });
        self.announce_hits(side, &before, &steps, out);
        self.announce_arrival(side, &before, &steps, out);
        self.matchplay.record(Action::Play {
            side,
            dice,
            before,
            steps,
        });
        self.follow_stage(stage, &before, Some(&chosen), out);
        !self.game_over(out)
    }

    /// `stage` was played from `before` (`play`; `None`: it could not be): the position
    /// after it with the right side on roll, what the side plays next, and the words for
    /// it (bottom faces, a ladder handed over, a new roll, a double to name).
    pub(super) fn follow_stage(
        &mut self,
        stage: Stage,
        before: &Position,
        play: Option<&LegalPlay>,
        out: &mut Vec<Event>,
    ) {
        let complete = driver::stage_complete(before, stage, play);
        let after = play.map_or(before.with_turn(!stage.side), |p| p.after);
        let (next, queued) = self.advance(before, stage, after, complete);
        let note = match (next, queued) {
            (
                _,
                Some(Stage {
                    side,
                    kind: StageKind::BottomFaces(die),
                }),
            ) => Some(StageNote::BottomFaces { side, die }),
            (
                _,
                Some(Stage {
                    side,
                    kind: StageKind::Ladder { die, .. },
                }),
            ) => Some(StageNote::Ladder {
                side,
                die,
                passes: side != stage.side,
            }),
            (AfterStage::RollAgain, _) => Some(StageNote::RollAgain { side: stage.side }),
            _ => None,
        };
        out.extend(note.map(Event::Stage));
    }

    /// `stage`, played from `before` to `after` (`complete`: every number played), is over:
    /// the position with the side that plays next on roll, and what it plays
    /// ([`driver::follow`]); the game's answer and the stage it queued, for the words.
    pub(super) fn advance(
        &mut self,
        before: &Position,
        stage: Stage,
        after: Position,
        complete: bool,
    ) -> (AfterStage, Option<Stage>) {
        let (next, position, queued) = driver::follow(before, stage, after, complete);
        self.game.position = position;
        self.game.next = NextStage::after(next, queued);
        (next, queued)
    }

    /// The human chose the roll `dice`: its stage begins, and play goes on.
    pub(super) fn choose_roll(&mut self, dice: Dice, out: &mut Vec<Event>) {
        let side = self.game.position.turn();
        let note = StageNote::Chose { side, dice };
        self.answered(Phase::Choosing, note, StageKind::Chosen(dice), out);
    }

    /// The human named the double of `die`s: its stage begins (or passes when none of it
    /// can be played), and play goes on.
    pub(super) fn name_double(&mut self, die: Die, out: &mut Vec<Event>) {
        let side = self.game.position.turn();
        let rolled = None;
        let note = StageNote::Named { side, die, rolled };
        self.answered(Phase::Naming, note, StageKind::NamedDouble(die), out);
    }

    /// The question `asked` (a double to name, a roll to choose) is answered: `note` tells
    /// the answer, the stage `kind` it makes is played, and play goes on.
    fn answered(&mut self, asked: Phase, note: StageNote, kind: StageKind, out: &mut Vec<Event>) {
        if std::mem::discriminant(&self.game.phase) != std::mem::discriminant(&asked) {
            out.push(Event::Error(self.not_playing()));
            return;
        }
        out.push(Event::Stage(note));
        let side = self.game.position.turn();
        if self.play_stage(Stage { side, kind }, None, out) {
            self.play_on(out);
        }
    }

    /// After a human's stage: play goes on, from a resting point (saved) when the computer
    /// plays next, even while it thinks.
    fn play_on(&mut self, out: &mut Vec<Event>) {
        if self.settings.players[self.game.position.turn()] == Player::Computer {
            self.game.phase = Phase::ComputerToRoll;
            self.rest();
        }
        self.play_from(None, out);
    }

    /// What `mover`'s `steps` from `before` did to tell apart from the play itself: a hit
    /// event for every step that hit, saying whether it made a clone (Cloning, until the
    /// hitter has its most checkers: `variants.md` §3.6), and a score for a wall borne off
    /// (Grasshopper, §3.7).
    pub(super) fn announce_hits(
        &self,
        mover: Side,
        before: &Position,
        steps: &[Step],
        out: &mut Vec<Event>,
    ) {
        let victim = !mover;
        let rules = before.rules();
        let humans = crate::rules::Side::ALL
            .iter()
            .filter(|&&s| self.settings.players[s] == Player::Human)
            .count();
        let mut total = before.total(mover);
        for step in steps.iter().filter(|s| s.hit) {
            let clone = rules.clones && total < u32::from(rules.max_checkers);
            if clone {
                total += 1;
            }
            // Where the victim stood, in its own numbering: the same place, or on rows the
            // point facing the lander's.
            let victim_at = rules.geometry.facing(step.to);
            out.push(Event::Hit {
                victim,
                point: Label::of_point(self.settings.variant, victim, victim_at),
                addressed: humans == 1 && self.settings.players[victim] == Player::Human,
                clone,
                facing: rules.geometry == crate::rules::Geometry::Rows,
                removed: !rules.has_bar(),
            });
        }
        if rules.scoring == Scoring::TwoInARow
            && let Some(wall) = steps.iter().find(|s| usize::from(s.to) == OFF)
        {
            let in_a_row = match before.streak() {
                Some((side, n)) if side == mover => n + 1,
                _ => 1,
            };
            out.push(Event::Scored {
                side: mover,
                point: Label::of_point(self.settings.variant, mover, wall.from),
                in_a_row,
            });
        }
    }

    /// The turns the game now played has lasted, passes included: what its cap on its length
    /// counts, and what the computer's patience in a long game reads.
    pub(super) fn turns_played(&self) -> usize {
        self.matchplay.history.last().map_or(0, GameRecord::turns)
    }

    /// Ends the game if the position is won.
    fn game_over(&mut self, out: &mut Vec<Event>) -> bool {
        let capped = self.game.position.rules().capped(self.turns_played());
        let Some(outcome) = self
            .game
            .position
            .outcome()
            .or_else(|| capped.then_some(Outcome::Drawn))
        else {
            return false;
        };
        let end = match outcome {
            Outcome::Won { winner, kind } => GameEnd::Won { winner, kind },
            Outcome::Drawn => GameEnd::Drawn,
        };
        self.end_game(end, out);
        true
    }

    /// Confirms the human's play, then plays on.
    pub(super) fn confirm(&mut self, out: &mut Vec<Event>) {
        let Phase::Human(turn) = &self.game.phase else {
            out.push(Event::Error(self.not_playing()));
            return;
        };
        let Some(done) = turn.finish() else {
            out.push(Event::Error(Problem::Incomplete {
                left: turn.dice_left(),
            }));
            return;
        };
        if self.lesson_play(&done.after, out) {
            return;
        }
        if self.tutor_holds_back(&done.after, out) {
            return;
        }
        self.coaching.tutor_warned = None;
        let Phase::Human(turn) = &self.game.phase else {
            return;
        };
        let side = turn.start().turn();
        out.push(Event::Played {
            side,
            player: Player::Human,
            dice: turn.dice(),
            before: *turn.start(),
            steps: turn.steps().to_vec(),
        });
        let action = Action::Play {
            side,
            dice: turn.dice(),
            before: *turn.start(),
            steps: turn.steps().to_vec(),
        };
        let (stage, before) = (turn.stage(), *turn.start());
        self.matchplay.record(action);
        self.follow_stage(stage, &before, Some(&done), out);
        if self.game_over(out) {
            return;
        }
        self.play_on(out);
    }

    /// The problem with playing now: the game is over (or not started).
    pub(super) fn not_playing(&self) -> Problem {
        if let Some(problem) = self.game.phase_problem() {
            return problem;
        }
        match self.game.phase {
            Phase::Over | Phase::Quit => Problem::GameIsOver,
            _ => Problem::NotYourTurn,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::rules::score::{Format, MatchRules};
    use crate::rules::{BySide, Variant};
    use crate::session::{Event, NewGame, Player, Session};

    /// A demonstration of `variant`, seeded, a single game or a match of `length`.
    fn demo(variant: Variant, length: Option<u32>) -> NewGame {
        let mut config = NewGame {
            players: BySide::new_with(|_| Player::Computer),
            seed: Some(5),
            ..NewGame::new(Lang::Fr, variant)
        };
        if let Some(format) = length.and_then(Format::match_of) {
            config.match_rules = MatchRules::new(format);
        }
        config
    }

    #[test]
    fn a_demonstration_played_stepwise_tells_the_same_turns_one_stage_at_a_time() {
        for (variant, length) in [
            (Variant::Backgammon, None),
            (Variant::Backgammon, Some(3)),
            (Variant::AceyDeucey, None),
        ] {
            let config = demo(variant, length);
            let whole = Session::new(&config).start();
            let mut stepwise = Session::new(&config);
            stepwise.play_stepwise();
            let mut told = stepwise.start();
            let mut calls = 0;
            loop {
                let next = stepwise.play_next();
                if next.is_empty() {
                    break;
                }
                let played = next
                    .iter()
                    .filter(|e| matches!(e, Event::Played { .. } | Event::Passed { .. }))
                    .count();
                assert!(played <= 1, "{variant:?}: {next:?}");
                told.extend(next);
                calls += 1;
            }
            assert!(calls > 10, "{variant:?}: {calls}");
            assert_eq!(told, whole, "{variant:?}");
            assert!(stepwise.is_finished());
        }
    }
}
