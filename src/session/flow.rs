//! The course of the game: the opening roll, turns handed from side to side, the computer's
//! plays, passes and the end; the cube before each roll (see `matchplay`).

use crate::notation::tactile::Label;
use crate::rules::driver::{self, Course};
use crate::rules::ruleset::Scoring;
use crate::rules::{Dice, Die, OFF, Outcome, Position, Side, Stage, Step, Turn};

use crate::rules::score::{Format, GameEnd};

use super::event::{Event, Player, Problem};
use super::history::{Action, GameRecord};
use super::{Phase, Session, opponent};

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
        if !matches!(self.phase, Phase::NotStarted) {
            return self.remember(out);
        }
        if self.resumed {
            self.announce_game(&mut out);
            self.open_record(self.position);
            self.play_from(None, &mut out);
        } else {
            self.begin_game(&mut out);
        }
        self.run_demo(&mut out);
        self.remember(out)
    }

    /// In a demonstration, the games of a match follow one another to its end.
    fn run_demo(&mut self, out: &mut Vec<Event>) {
        let demo = Side::ALL
            .iter()
            .all(|&s| self.settings.players[s] == Player::Computer)
            && matches!(self.matchplay.rules().format, Format::Match(_));
        let mut games = 0;
        while demo && matches!(self.phase, Phase::BetweenGames) && games < MAX_GAMES {
            self.begin_game(out);
            games += 1;
        }
    }

    /// A new game: its announcement in a match, the opening roll by the game's rule
    /// ([`driver::opening`]: in backgammon the higher die starts with those two dice, in
    /// Jacquet it only says who starts, who then rolls), and the turns that follow.
    pub(super) fn begin_game(&mut self, out: &mut Vec<Event>) {
        self.cube = crate::rules::cube::Cube::CENTRED;
        self.announce_game(out);
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
        self.position = *course.position();
        self.open_record(self.position);
        self.play_from(opening.dice, out);
    }

    /// The next stage of the side on roll: its dice rolled now (or `rolled`, the opening
    /// dice), or a move without dice.
    pub(super) fn next_stage(&mut self, rolled: Option<Dice>) -> Stage {
        let dice = &mut self.dice;
        driver::next_stage(&self.position, rolled, &mut || -> Die { dice.throw() })
    }

    /// Plays turns from `self.position`, the first with `first` when the dice are already
    /// rolled, until a human must answer or the game ends. Before each roll, the cube.
    pub(super) fn play_from(&mut self, mut first: Option<Dice>, out: &mut Vec<Event>) {
        for _ in 0..MAX_TURNS {
            let side = self.position.turn();
            let player = self.settings.players[side];
            let rolled = first.take();
            if rolled.is_none() && self.cube_before_roll(side, out) {
                return;
            }
            let stage = self.next_stage(rolled);
            let dice = stage.kind.dice();
            out.push(Event::TurnStarted { side, dice, player });
            let turn = Turn::for_stage(self.position, stage);
            let chosen = if turn.must_pass() {
                None
            } else if player == Player::Human {
                self.wait(Phase::Human(turn));
                return;
            } else {
                opponent::choose(&self.position, stage, self.settings.level)
            };
            let Some(chosen) = chosen else {
                out.push(Event::Passed { side, dice });
                self.record(Action::Play {
                    side,
                    dice,
                    before: self.position,
                    steps: Vec::new(),
                });
                self.position = self.position.with_turn(!side);
                continue;
            };
            let steps = chosen.play.steps().to_vec();
            out.push(Event::Played {
                side,
                player,
                dice,
                before: self.position,
                steps: steps.clone(),
            });
            self.announce_hits(side, &self.position, &steps, out);
            self.announce_arrival(side, &self.position, &steps, out);
            self.record(Action::Play {
                side,
                dice,
                before: self.position,
                steps,
            });
            self.position = chosen.after;
            if self.game_over(out) {
                return;
            }
        }
        // Never reached in a real game; end cleanly rather than loop.
        self.phase = Phase::Quit;
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

    /// Ends the game if the position is won.
    fn game_over(&mut self, out: &mut Vec<Event>) -> bool {
        let turns = self.history.last().map_or(0, GameRecord::turns);
        let capped = self.position.rules().capped(turns);
        let Some(outcome) = self
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
        let Phase::Human(turn) = &self.phase else {
            out.push(Event::Error(self.not_playing()));
            return;
        };
        let Some(done) = turn.finish() else {
            out.push(Event::Error(Problem::Incomplete {
                left: turn.dice_left(),
            }));
            return;
        };
        if self.tutor_holds_back(&done.after, out) {
            return;
        }
        self.tutor_warned = None;
        let Phase::Human(turn) = &self.phase else {
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
        self.record(action);
        self.position = done.after;
        if self.game_over(out) {
            return;
        }
        if self.settings.players[self.position.turn()] == Player::Computer {
            // A confirmed turn is a resting point even while the computer thinks.
            self.phase = Phase::ComputerToRoll;
            self.rest();
        }
        self.play_from(None, out);
    }

    /// The problem with playing now: the game is over (or not started).
    pub(super) fn not_playing(&self) -> Problem {
        if let Some(problem) = self.match_phase_problem() {
            return problem;
        }
        match self.phase {
            Phase::Over | Phase::Quit => Problem::GameIsOver,
            _ => Problem::NotYourTurn,
        }
    }
}
