//! The course of the game: the opening roll, turns handed from side to side, the computer's
//! plays, passes and the end.

use crate::notation::tactile::Label;
use crate::rules::{Dice, Position, Side, Step, Turn};

use super::event::{Event, Player, Problem};
use super::{Phase, Session, opponent};

/// More turns than any real game lasts: a guard against a loop between two computers.
const MAX_TURNS: usize = 10_000;

impl Session {
    /// Starts the game: the welcome, the opening roll, and every turn until a human is on
    /// roll (in a demonstration, the whole game).
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
            let dice = self.roll();
            self.play_from(dice, &mut out);
            return self.remember(out);
        }
        // rules.md §2: each side rolls one die, the higher starts with those two dice.
        let (green, black) = loop {
            let green = self.dice.throw();
            let black = self.dice.throw();
            out.push(Event::OpeningRoll { green, black });
            if green != black {
                break (green, black);
            }
            out.push(Event::OpeningTie);
        };
        let side = if green > black {
            Side::Green
        } else {
            Side::Black
        };
        let dice = Dice::new(green, black);
        out.push(Event::Starts { side, dice });
        self.position = Position::start(self.settings.variant, side)
            .with_conventions(self.settings.conventions);
        self.play_from(dice, &mut out);
        self.remember(out)
    }

    /// Rolls two dice.
    fn roll(&mut self) -> Dice {
        let a = self.dice.throw();
        let b = self.dice.throw();
        Dice::new(a, b)
    }

    /// Plays turns from `self.position` with `dice` for the side on roll, until a human must
    /// answer or the game ends.
    pub(super) fn play_from(&mut self, mut dice: Dice, out: &mut Vec<Event>) {
        for _ in 0..MAX_TURNS {
            let side = self.position.turn();
            let player = self.settings.players[side];
            out.push(Event::TurnStarted { side, dice, player });
            let turn = Turn::new(self.position, dice);
            if turn.must_pass() {
                out.push(Event::Passed { side, dice });
                self.position = self.position.with_turn(!side);
            } else if player == Player::Human {
                self.phase = Phase::Human(turn);
                return;
            } else {
                let Some(chosen) = opponent::choose(&self.position, dice) else {
                    out.push(Event::Passed { side, dice });
                    self.position = self.position.with_turn(!side);
                    dice = self.roll();
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
                self.announce_hits(side, &steps, out);
                self.announce_arrival(side, &self.position, &steps, out);
                self.position = chosen.after;
                if self.game_over(out) {
                    return;
                }
            }
            dice = self.roll();
        }
        // Never reached in a real game; end cleanly rather than loop.
        self.phase = Phase::Quit;
    }

    /// A hit event for every step of `mover` that hit.
    pub(super) fn announce_hits(&self, mover: Side, steps: &[Step], out: &mut Vec<Event>) {
        let victim = !mover;
        let humans = crate::rules::Side::ALL
            .iter()
            .filter(|&&s| self.settings.players[s] == Player::Human)
            .count();
        for step in steps.iter().filter(|s| s.hit) {
            out.push(Event::Hit {
                victim,
                point: Label::of_point(self.settings.variant, mover, step.to),
                addressed: humans == 1 && self.settings.players[victim] == Player::Human,
            });
        }
    }

    /// Ends the game if the position is won.
    fn game_over(&mut self, out: &mut Vec<Event>) -> bool {
        let Some(outcome) = self.position.outcome() else {
            return false;
        };
        out.push(Event::GameOver {
            winner: outcome.winner,
            kind: outcome.kind,
            points: outcome.kind.points(),
        });
        self.phase = Phase::Over(outcome);
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
        let side = turn.start().turn();
        out.push(Event::Played {
            side,
            player: Player::Human,
            dice: turn.dice(),
            before: *turn.start(),
            steps: turn.steps().to_vec(),
        });
        self.position = done.after;
        if self.game_over(out) {
            return;
        }
        let dice = self.roll();
        self.play_from(dice, out);
    }

    /// The problem with playing now: the game is over (or not started).
    pub(super) fn not_playing(&self) -> Problem {
        match self.phase {
            Phase::Over(_) | Phase::Quit => Problem::GameIsOver,
            _ => Problem::NotYourTurn,
        }
    }
}
