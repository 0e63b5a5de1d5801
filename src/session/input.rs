//! Reading one line: an answer to a question, a number, a command, a play or a point.

use crate::notation::play_input::looks_like_play;
use crate::notation::tactile::Label;
use crate::rules::{Dice, Die, Turn};

use super::commands::{Answer, CommandId};
use super::event::{Event, Problem, StageNote};
use super::handlers::Given;
use super::matchplay::MatchEvent;
use super::replay::ReplayProblem;
use super::{Pending, Phase, Session};

impl Session {
    /// Answers one line typed by the player. Anything refused yields an [`Event::Error`] and
    /// leaves the position as it was.
    pub fn handle(&mut self, line: &str) -> Vec<Event> {
        let line = line.trim();
        if self.lexicon.command(first_word(line)) == Some(CommandId::Repeat) {
            return if self.last.is_empty() {
                vec![Event::Error(Problem::NothingToRepeat)]
            } else {
                self.last.clone()
            };
        }
        let mut out = Vec::new();
        if !self.lesson_line(line, &mut out) {
            self.dispatch(line, &mut out);
        }
        if self.coaching.going_over.is_none() {
            // During a review the game waits: nothing is played in it.
            self.play_forced(&mut out);
        }
        self.offer_to_keep(&mut out);
        self.remember(out)
    }

    /// After the first change of a kept setting in a session, how to keep it (issue 13:
    /// "each command that changes one offers to keep it"); once, not after every change.
    fn offer_to_keep(&mut self, out: &mut Vec<Event>) {
        let changed = out.iter().any(|e| {
            matches!(
                e,
                Event::SpeechSet { .. }
                    | Event::RateSet { .. }
                    | Event::PitchSet { .. }
                    | Event::VolumeSet { .. }
                    | Event::NotationSet { .. }
                    | Event::LanguageSet { .. }
                    | Event::MessageSet { .. }
                    | Event::AutoConfirmSet { .. }
                    | Event::ForcedSet { .. }
            )
        });
        if changed && !self.keep_hint_given {
            self.keep_hint_given = true;
            out.push(Event::Settings(super::event::SettingsNote::KeepHint));
        }
    }

    /// Answers `line`: what a question waits for first (quitting, resigning, a choice of
    /// moves), then the line itself.
    fn dispatch(&mut self, line: &str, out: &mut Vec<Event>) {
        if matches!(self.game.phase, Phase::ComputerToRoll) {
            // A match resumed where the computer was to play: it plays first.
            self.play_from(None, out);
        }
        if !self.answer_pending(line, out) {
            self.line(line, out);
        }
    }

    /// The answer to what was asked by the line before, if `line` is one; `true` when
    /// nothing more is to be done with it.
    pub(super) fn answer_pending(&mut self, line: &str, out: &mut Vec<Event>) -> bool {
        match std::mem::take(&mut self.pending) {
            Pending::Nothing => false,
            Pending::Quit => match self.lexicon.answer(line) {
                Some(Answer::Yes) => {
                    self.game.phase = Phase::Quit;
                    out.push(Event::Quit);
                    true
                }
                answer => {
                    out.push(Event::QuitCancelled);
                    answer.is_some()
                }
            },
            Pending::Replace { request, path } => match self.lexicon.answer(line) {
                Some(Answer::Yes) => {
                    out.push(Event::Match(MatchEvent::ReplaceConfirmed {
                        request: Box::new(request),
                    }));
                    true
                }
                answer => {
                    // Anything but yes keeps the file: a command typed instead is carried
                    // out as well.
                    out.push(Event::Match(MatchEvent::ReplaceDeclined { path }));
                    answer.is_some()
                }
            },
            Pending::Resign { kind } => match self.lexicon.answer(line) {
                Some(Answer::Yes) => {
                    self.offer_resignation(kind, out);
                    true
                }
                answer => {
                    out.push(Event::Match(MatchEvent::ResignKept));
                    answer.is_some()
                }
            },
            Pending::Choice {
                before,
                choices,
                after,
            } => {
                let Some(n) = number(line) else {
                    return false;
                };
                match n.checked_sub(1).and_then(|i| choices.get(i)) {
                    Some(choice) => {
                        let mut segments = before;
                        segments.extend(choice.iter().map(|s| (s.from, s.to)));
                        segments.extend(after);
                        self.play_segments(&segments, out);
                    }
                    None => {
                        out.push(Event::Error(Problem::NoSuchPlay {
                            number: line.to_owned(),
                            count: choices.len(),
                        }));
                        self.pending = Pending::Choice {
                            before,
                            choices,
                            after,
                        };
                    }
                }
                true
            }
        }
    }

    /// Answers `line` in the game, or in its review while one is under way (the one
    /// dispatcher of both): Enter, a number, a command, a play, a point.
    fn line(&mut self, line: &str, out: &mut Vec<Event>) {
        let reviewing = self.coaching.going_over.is_some();
        if reviewing {
            if line.is_empty() {
                return self.replay_next(out);
            }
            if self.lexicon.answer(line).is_some() || line.chars().all(|c| c.is_ascii_digit()) {
                // Yes, no, or a number would answer the game's question, not the review's.
                return out.push(ReplayProblem::InReview { command: None }.into());
            }
        } else if self.stage_line(line, out) {
            return;
        }
        if line.is_empty() {
            self.empty_line(out);
        } else if line.chars().all(|c| c.is_ascii_digit()) {
            self.listed_play(line, out);
        } else if self.lexicon.is_mine(line) {
            out.push(Event::Checkers {
                position: self.shown(),
                side: self.viewer(),
            });
        } else if let Some(id) = self.lexicon.command(first_word(line)) {
            let rest = line[first_word(line).len()..].trim();
            self.run_command(id, rest, out);
        } else if reviewing && looks_like_play(line, &self.vocab) {
            self.retry(line, out);
        } else if !reviewing && (looks_like_play(line, &self.vocab) || self.names_a_pile(line)) {
            self.typed_play(line, out);
        } else if let Ok(label) = Label::parse(line, &self.vocab) {
            out.push(Event::Point {
                position: self.shown(),
                label,
            });
        } else {
            out.push(Event::Error(Problem::Unknown {
                text: line.to_owned(),
            }));
        }
    }

    /// What the game's stage takes before any command: a yes or no to the match's question,
    /// a roll chosen, a double named. `true` when `line` was that.
    fn stage_line(&mut self, line: &str, out: &mut Vec<Event>) -> bool {
        if let Some(answer) = self.lexicon.answer(line)
            && self.match_yes_no(answer == Answer::Yes, out)
        {
            return true;
        }
        let command = self.lexicon.command(first_word(line)).is_some();
        if matches!(self.game.phase, Phase::Choosing) {
            // A roll chosen comes first.
            match chosen_roll(line) {
                Some(Ok(dice)) => self.choose_roll(dice, out),
                Some(Err(())) => out.push(Event::Error(Problem::ChooseARoll { double: true })),
                None if line.is_empty() => out.push(Event::Stage(StageNote::ChooseRoll {
                    side: self.game.position.turn(),
                })),
                None if !command => out.push(Event::Error(Problem::ChooseARoll { double: false })),
                None => return false,
            }
            return true;
        }
        if matches!(self.game.phase, Phase::Naming) {
            // A double named comes first: `double 6` is not the cube's command here.
            if let Some(die) = named_double(line) {
                self.name_double(die, out);
            } else if line.is_empty() {
                out.push(Event::Stage(StageNote::NameDouble {
                    side: self.game.position.turn(),
                    rolled: None,
                }));
            } else if !command {
                out.push(Event::Error(Problem::NameADouble));
            } else {
                return false;
            }
            return true;
        }
        false
    }

    /// Enter alone confirms a complete play, and otherwise says what is left to play.
    fn empty_line(&mut self, out: &mut Vec<Event>) {
        if self.match_empty_line(out) {
            return;
        }
        match &self.game.phase {
            Phase::Human(turn) if turn.is_complete() => self.confirm(out),
            Phase::Human(turn) => out.push(dice_info(turn)),
            _ => out.push(Event::Error(self.not_playing())),
        }
    }

    /// `verbosité` alone says the level and the kinds of message; with a level's word
    /// (`courte`), sets the level; with a kind's word (`écho non`, `pips`), turns that kind
    /// on or off, or over when nothing follows.
    pub(super) fn verbosity_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let rest = given.rest;
        let bad = |text: &str| {
            Event::Error(Problem::BadArgument {
                command: CommandId::Verbosity,
                text: text.to_owned(),
            })
        };
        if rest.is_empty() {
            out.push(Event::VerbositySet {
                level: self.settings.verbosity,
                messages: self.settings.messages,
            });
        } else if let Some(level) = self.lexicon.verbosity(rest) {
            self.settings.verbosity = level;
            out.push(Event::VerbositySet {
                level,
                messages: self.settings.messages,
            });
        } else if let Some(kind) = self.lexicon.message_kind(first_word(rest)) {
            let switch = rest[first_word(rest).len()..].trim();
            match self.on_off(switch, self.settings.messages.get(kind)) {
                Some(on) => {
                    self.settings.messages.set(kind, on);
                    out.push(Event::MessageSet { kind, on });
                }
                None => out.push(bad(rest)),
            }
        } else {
            out.push(bad(rest));
        }
    }

    /// The side whose numbering the points typed as numbers follow (standard notation, from
    /// the player's side).
    pub(super) fn viewer(&self) -> crate::rules::Side {
        self.settings.viewer(self.shown().turn())
    }

    /// The places `text` names: one (`V3`, `13`, `barre`), a range between two points
    /// (`1 6`, `V1 V6`), or a region (`jan intérieur`); numbers are points from the
    /// player's side, as the standard notation numbers them. `None` for anything else.
    pub(super) fn places(&self, text: &str) -> Option<Vec<Label>> {
        let variant = self.settings.variant;
        let viewer = self.viewer();
        if let Some(region) = self.lexicon.region(text) {
            return Some(
                region
                    .points()
                    .map(|p| Label::of_point(variant, viewer, p))
                    .collect(),
            );
        }
        let one = |word: &str| -> Option<Label> {
            match number(word) {
                Some(n @ 1..=24) => Some(Label::of_point(variant, viewer, u8::try_from(n).ok()?)),
                Some(_) => None,
                None => Label::parse(word, &self.vocab).ok(),
            }
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        if let [first, last] = words[..]
            && let (Some(from), Some(to)) = (one(first), one(last))
            && from.is_point()
            && to.is_point()
        {
            let (a, b) = (from.point_of(variant, viewer), to.point_of(variant, viewer));
            let points: Vec<u8> = if a <= b {
                (a..=b).collect()
            } else {
                (b..=a).rev().collect()
            };
            return Some(
                points
                    .into_iter()
                    .map(|p| Label::of_point(variant, viewer, p))
                    .collect(),
            );
        }
        // One place, a label with a space inside (`n 7`) read whole.
        one(text).map(|label| vec![label])
    }

    /// An on/off setting: yes, no, or nothing to switch it.
    pub(super) fn on_off(&self, text: &str, now: bool) -> Option<bool> {
        if text.is_empty() {
            return Some(!now);
        }
        self.lexicon.switch(text).map(|a| a == Answer::Yes)
    }
}

/// `conseil`: the best plays from `start` with `dice`, ranked by the search; `known_next`,
/// the opponent's next roll where the game showed it (Lancer prématuré).
pub(super) fn hint_for(
    start: &crate::rules::Position,
    dice: Option<Dice>,
    known_next: Option<Dice>,
) -> Event {
    hint_event(start, &advised_plays(start, dice, known_next))
}

/// The plays `conseil` gives from `start` with `dice`, best first, with their equities;
/// `known_next`, the opponent's next roll where the game shows it (Lancer prématuré).
pub(super) fn advised_plays(
    start: &crate::rules::Position,
    dice: Option<Dice>,
    known_next: Option<Dice>,
) -> Vec<(crate::rules::LegalPlay, f32)> {
    let level = crate::ai::search::HINT_LEVEL;
    let mut ranked = match dice {
        Some(dice) => crate::ai::search::hint(start, dice, known_next, level),
        None => crate::ai::search::hint_without_dice(start, crate::ai::search::HINT_LEVEL),
    };
    ranked.truncate(crate::ai::search::HINT_SAME_DEPTH);
    ranked
}

/// `conseil`'s answer: the plays `ranked` from `start`, numbered best first.
pub(super) fn hint_event(
    start: &crate::rules::Position,
    ranked: &[(crate::rules::LegalPlay, f32)],
) -> Event {
    Event::Hint {
        side: start.turn(),
        start: *start,
        plays: ranked
            .iter()
            .map(|(p, e)| (p.play.steps().to_vec(), crate::ai::judge::thousandths(*e)))
            .collect(),
    }
}

/// The roll of `turn` and what is left of it.
pub(super) fn dice_info(turn: &Turn) -> Event {
    Event::DiceInfo {
        side: turn.start().turn(),
        dice: turn.dice(),
        left: turn.dice_left(),
        complete: turn.is_complete(),
        fresh: turn.steps().is_empty(),
    }
}

/// The double a line names: `6-6`, `66`, `6`, or a word and the number (`double 6`,
/// `doublet 6`); the word is the player's own, so any is read.
fn named_double(line: &str) -> Option<Die> {
    let digits: Vec<u32> = line.chars().filter_map(|c| c.to_digit(10)).collect();
    let rest = line.trim_start_matches(|c: char| !c.is_ascii_digit() && !c.is_whitespace());
    let value = match digits.as_slice() {
        [a, b] if a == b && line.trim().len() <= 3 => *a,
        [a] if rest.trim().len() == 1 => *a,
        _ => return None,
    };
    Die::new(u8::try_from(value).ok()?)
}

/// The roll a line chooses: two different numbers, `6-5`, `65` or `6 5`; `Err` for a
/// double, which a chooser may not name.
fn chosen_roll(line: &str) -> Option<Result<Dice, ()>> {
    let digits: Vec<u8> = line
        .chars()
        .filter_map(|c| c.to_digit(10))
        .filter_map(|d| u8::try_from(d).ok())
        .collect();
    let only_dice = line
        .chars()
        .all(|c| c.is_ascii_digit() || c == '-' || c == '/' || c.is_whitespace());
    match digits.as_slice() {
        [a, b] if only_dice => {
            let dice = Dice::from_values(*a, *b)?;
            Some(if dice.is_double() { Err(()) } else { Ok(dice) })
        }
        _ => None,
    }
}

/// The first word of a line (up to a space).
pub(super) fn first_word(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

/// A line of ASCII digits as a number; `None` for anything else or beyond `usize`.
pub(super) fn number(text: &str) -> Option<usize> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}
