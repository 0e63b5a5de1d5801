//! Reading one line: an answer to a question, a number, a command, a play or a point.

use crate::notation::play_input::{PlayNotation, looks_like_play, parse_play};
use crate::notation::tactile::Label;
use crate::rules::{Dice, Die, MoveError, Step, Turn};

use super::commands::{Answer, CommandId};
use super::event::{Event, Problem, StageNote};
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
    fn answer_pending(&mut self, line: &str, out: &mut Vec<Event>) -> bool {
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

    /// A number: the play of that number in the list given last, `conseil`'s (said as the
    /// advised play of that rank) or the `coups` list.
    fn listed_play(&mut self, text: &str, out: &mut Vec<Event>) {
        let advised = self.game.advised().map(<[_]>::to_vec);
        let Phase::Human(turn) = &mut self.game.phase else {
            out.push(Event::Error(self.not_playing()));
            return;
        };
        let count = advised.as_ref().map_or(turn.legal_plays().len(), Vec::len);
        let Some(rank) = number(text)
            .and_then(|n| n.checked_sub(1))
            .filter(|&i| i < count)
        else {
            out.push(Event::Error(Problem::NoSuchPlay {
                number: text.to_owned(),
                count,
            }));
            return;
        };
        let index = match &advised {
            // The legal play that ends where the advised one does.
            Some(after) => turn
                .legal_plays()
                .iter()
                .position(|p| p.after == after[rank]),
            None => Some(rank),
        };
        let Some(index) = index else {
            out.push(self.illegal(MoveError::NotAMove));
            return;
        };
        if advised.is_some() {
            out.push(Event::AdvisedPlay { rank: rank + 1 });
        }
        let side = turn.start().turn();
        let before = *turn.start();
        if let Err(error) = turn.play_legal(index) {
            out.push(self.illegal(error));
            return;
        }
        let steps = turn.steps().to_vec();
        let (dice_left, complete) = (turn.dice_left(), turn.is_complete());
        let moved = Event::Moved {
            side,
            before,
            steps: steps.clone(),
            dice_left,
            complete,
        };
        self.tell_moved(moved, out);
        self.announce_hits(side, &before, &steps, out);
        self.announce_arrival(side, &before, &steps, out);
        self.after_move(out);
    }

    /// Whether `line` is one point named during a turn of Doublets, where a play is the points
    /// it acts on and one die may be all there is to play (`V4`): a play, not a question
    /// about the point.
    fn names_a_pile(&self, line: &str) -> bool {
        self.settings.variant.rules().stacks
            && matches!(self.game.phase, Phase::Human(_))
            && Label::parse(line, &self.vocab).is_ok_and(|label| label.is_point())
    }

    /// A play typed in either notation, the current one first.
    fn typed_play(&mut self, text: &str, out: &mut Vec<Event>) {
        let Phase::Human(turn) = &self.game.phase else {
            out.push(Event::Error(self.not_playing()));
            return;
        };
        let side = turn.start().turn();
        if let Some(segments) = self.typed_segments(text, self.settings.variant, side, out) {
            self.play_segments(&segments, out);
        }
    }

    /// The moves of a play typed by `side` of `variant`, read in the player's notation, else
    /// in the other one; when neither reads it, the syntax error of the player's notation
    /// goes to `out` and `None` comes back. A play in a game and one tried again in a review
    /// read the same.
    pub(super) fn typed_segments(
        &self,
        text: &str,
        variant: crate::rules::Variant,
        side: crate::rules::Side,
        out: &mut Vec<Event>,
    ) -> Option<Vec<(u8, u8)>> {
        let first = self.settings.notation;
        let other = match first {
            PlayNotation::Tactile => PlayNotation::Standard,
            PlayNotation::Standard => PlayNotation::Tactile,
        };
        let segments = match parse_play(text, first, variant, side, &self.vocab) {
            Ok(segments) => segments,
            Err(error) => match parse_play(text, other, variant, side, &self.vocab) {
                Ok(segments) => segments,
                Err(_) => {
                    out.push(Event::Error(Problem::Syntax {
                        error,
                        text: text.to_owned(),
                    }));
                    return None;
                }
            },
        };
        Some(segments.iter().map(|s| (s.from, s.to)).collect())
    }

    /// Moves checkers along `segments`, all or none, in the order typed or else as
    /// [`Turn::play_as_written`] reads them; an ambiguous one asks which way.
    fn play_segments(&mut self, segments: &[(u8, u8)], out: &mut Vec<Event>) {
        let Phase::Human(turn) = &mut self.game.phase else {
            out.push(Event::Error(self.not_playing()));
            return;
        };
        let side = turn.start().turn();
        let before = *turn.position();
        let mut trial: Turn = turn.clone();
        let mut steps: Vec<Step> = Vec::new();
        for (i, &(from, to)) in segments.iter().enumerate() {
            match trial.move_checker(from, to) {
                Ok(made) => steps.extend(made),
                Err(MoveError::Ambiguous { choices }) => {
                    out.push(Event::Choices {
                        side,
                        before: *trial.position(),
                        choices: choices.clone(),
                    });
                    self.pending = super::Pending::Choice {
                        before: segments[..i].to_vec(),
                        choices,
                        after: segments[i + 1..].to_vec(),
                    };
                    return;
                }
                Err(error) => {
                    // Written in an order the rules do not play (Jacquet's postillon moves
                    // first), or two checkers' hops written as one: the play as written.
                    let mut reordered = turn.clone();
                    match reordered.play_as_written(segments) {
                        Ok(made) => {
                            (trial, steps) = (reordered, made);
                            break;
                        }
                        Err(_) => {
                            out.push(self.illegal(error));
                            return;
                        }
                    }
                }
            }
        }
        *turn = trial;
        let moved = Event::Moved {
            side,
            before,
            steps: steps.clone(),
            dice_left: turn.dice_left(),
            complete: turn.is_complete(),
        };
        self.tell_moved(moved, out);
        self.announce_hits(side, &before, &steps, out);
        self.announce_arrival(side, &before, &steps, out);
        self.after_move(out);
    }

    /// Confirms at once a complete play when the player asked for that, or when it is the
    /// play the tutor warned of, typed again; the numbers typed next pick from `coups`.
    pub(super) fn after_move(&mut self, out: &mut Vec<Event>) {
        // Numbers typed pick from the `coups` list again.
        self.game.advised = None;
        if self.confirms_at_once() {
            self.confirm(out);
        }
    }

    /// Whether the turn in progress is a complete play that [`Self::after_move`] confirms
    /// in the same step.
    fn confirms_at_once(&self) -> bool {
        matches!(&self.game.phase, Phase::Human(turn) if turn.is_complete())
            && (self.settings.auto_confirm
                || self.is_warned_play()
                || self.coaching.lesson.is_some())
    }

    /// Tells the checkers just moved, except when they complete a play confirmed in the
    /// same step: their line asks to type `valider` or Enter, which would ask for what is
    /// already being done. The whole line goes: what comes next (the play made, or the
    /// tutor's warning) names the play again.
    fn tell_moved(&self, moved: Event, out: &mut Vec<Event>) {
        if !self.confirms_at_once() {
            out.push(moved);
        }
    }

    fn illegal(&self, error: MoveError) -> Event {
        let side = match &self.game.phase {
            Phase::Human(turn) => turn.start().turn(),
            _ => self.game.position.turn(),
        };
        Event::Error(Problem::Illegal {
            side,
            variant: self.settings.variant,
            error,
        })
    }

    /// `verbosité` alone says the level and the kinds of message; with a level's word
    /// (`courte`), sets the level; with a kind's word (`écho non`, `pips`), turns that kind
    /// on or off, or over when nothing follows.
    pub(super) fn verbosity_command(&mut self, rest: &str, out: &mut Vec<Event>) {
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

/// `conseil`: the best plays from `start` with `dice`, ranked by the search.
pub(super) fn hint_for(start: &crate::rules::Position, dice: Option<Dice>) -> Event {
    hint_event(start, &advised_plays(start, dice))
}

/// The plays `conseil` gives from `start` with `dice`, best first, with their equities.
pub(super) fn advised_plays(
    start: &crate::rules::Position,
    dice: Option<Dice>,
) -> Vec<(crate::rules::LegalPlay, f32)> {
    let mut ranked = match dice {
        Some(dice) => crate::ai::search::hint(start, dice, crate::ai::search::HINT_LEVEL),
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
fn first_word(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

/// A line of ASCII digits as a number; `None` for anything else or beyond `usize`.
pub(super) fn number(text: &str) -> Option<usize> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Localizer, vocabulary};
    use crate::notation::play_input::PlayNotation;
    use crate::notation::position_text;
    use crate::presentation::Renderer;
    use crate::rules::BySide;
    use crate::rules::{Position, RESERVE, Side, Step, Variant};
    use crate::session::NewGame as GameConfig;
    use crate::session::Phase;
    use crate::session::{Event, Player, ScriptedDice, Session, Settings, opening_six_five};

    /// A French session of `variant` from `text`, Green (a human) on roll with `dice`.
    fn family_session(variant: Variant, text: &str, dice: &[u8]) -> Session {
        let settings = Settings::from_config(&GameConfig::new(Lang::Fr, variant));
        let pos = position_text::parse(text, variant, Side::Green, &vocabulary(Lang::Fr)).unwrap();
        let mut session = Session::at_position(settings, Box::new(ScriptedDice::new(dice)), pos);
        let _ = session.start();
        session
    }

    #[test]
    fn a_checker_enters_from_the_reserve_as_typed_in_either_notation() {
        let mut session = family_session(Variant::Race, "réserve (15v, 15n)", &[6, 1]);
        let events = session.handle("réserve-N6");
        assert!(
            events.iter().any(|e| matches!(e, Event::Moved { steps, .. }
                if steps.len() == 1 && steps[0].from == RESERVE && steps[0].to == 19)),
            "{events:?}"
        );
        let events = session.handle("in/24");
        assert!(asks_to_confirm(&events), "{events:?}");
        assert_eq!(session.position().reserve(Side::Green), 13);
    }

    #[test]
    fn a_checker_on_the_bar_enters_before_the_reserve_as_the_plays_listed_do() {
        let text = "N6 (1v), N5 (1n), N4 (1n), barre (1v), réserve (13v, 13n)";
        let mut session = family_session(Variant::PuffLong, text, &[6, 2]);
        let events = session.handle("barre-N2 réserve-N6");
        assert!(asks_to_confirm(&events), "{events:?}");
        assert_eq!(session.position().reserve(Side::Green), 12);
    }

    #[test]
    fn a_hit_in_cloning_tells_the_clone() {
        let text =
            "N12 (5v), N8 (3n), N6 (5n), N1 (2v), V12 (4n), V8 (3v), V7 (1n), V6 (5v), V1 (2n)";
        let mut session = family_session(Variant::Cloning, text, &[6, 3]);
        let events = session.handle("13/7");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Hit { clone: true, .. })),
            "{events:?}"
        );
    }

    #[test]
    fn a_wall_borne_off_is_told_as_a_score() {
        let text = "V3 (2v), N2 (1n), réserve (10v, 13n), marques (1v)";
        let mut session = family_session(Variant::Grasshopper, text, &[4, 2]);
        let events = session.handle("V3-sortis");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Scored { in_a_row: 2, .. })),
            "{events:?}"
        );
    }

    /// Whether `events` ask for the play to be confirmed ("type done, or Enter").
    fn asks_to_confirm(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { complete: true, .. }))
    }

    fn played(events: &[Event]) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Played {
                    player: Player::Human,
                    ..
                }
            )
        })
    }

    /// The plays of `conseil`'s answer in `events`, best first.
    fn advised(events: &[Event]) -> Vec<Vec<Step>> {
        events
            .iter()
            .find_map(|e| match e {
                Event::Hint { plays, .. } => {
                    Some(plays.iter().map(|(steps, _)| steps.clone()).collect())
                }
                _ => None,
            })
            .unwrap_or_else(|| panic!("no hint: {events:?}"))
    }

    /// Both sides' checkers of `pos`, whoever is on roll.
    fn checkers(pos: Position) -> ([u8; 26], [u8; 26]) {
        (*pos.checkers(Side::Green), *pos.checkers(Side::Black))
    }

    /// Whether `events` say the play made is the advised play of `rank`.
    fn says_advised(events: &[Event], rank: usize) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::AdvisedPlay { rank: r } if *r == rank))
    }

    #[test]
    fn after_the_hint_a_number_plays_the_advised_play_of_that_rank_and_says_so() {
        for rank in 1..=3 {
            let mut session = opening_six_five(|s| s.auto_confirm = false);
            let start = session.position();
            let plays = advised(&session.handle("conseil"));
            let events = session.handle(&rank.to_string());
            assert!(says_advised(&events, rank), "{rank}: {events:?}");
            let expected = start.after_steps(&plays[rank - 1]).unwrap();
            assert_eq!(checkers(session.position()), checkers(expected), "{rank}");
        }
    }

    #[test]
    fn after_the_plays_are_listed_or_a_checker_moved_a_number_plays_the_listed_play() {
        for between in [&["coups"][..], &["24/18", "annuler"][..]] {
            let mut session = opening_six_five(|s| s.auto_confirm = false);
            let start = session.position();
            let listed = session.handle("coups").into_iter().find_map(|e| match e {
                Event::Plays { mut plays, .. } => Some(plays.remove(0).1),
                _ => None,
            });
            let listed = listed.expect("the plays are listed");
            let _ = session.handle("conseil");
            for line in between {
                let _ = session.handle(line);
            }
            let events = session.handle("1");
            assert!(!says_advised(&events, 1), "{between:?}: {events:?}");
            let expected = start.after_steps(&listed).unwrap();
            assert_eq!(
                checkers(session.position()),
                checkers(expected),
                "{between:?}"
            );
        }
    }

    #[test]
    fn jacquets_play_is_accepted_in_the_order_written_when_the_postillon_must_move_first() {
        let text = "N12 (14v), V10 (1v*), V12 (14n), V8 (1n*)";
        for play in ["N12-N10 V10-V6", "V10-V6 N12-N10"] {
            let mut session = family_session(Variant::Jacquet, text, &[4, 2]);
            let events = session.handle(play);
            assert!(
                events.iter().any(|e| matches!(e, Event::Moved { steps, .. }
                    if steps.len() == 2))
                    || played(&events),
                "{play}: {events:?}"
            );
        }
    }

    /// The plays of `coups` in `events`, under their numbers.
    fn listed(events: &[Event]) -> Option<&Event> {
        events.iter().find(|e| matches!(e, Event::Plays { .. }))
    }

    /// Types back plays of `session`'s turn as `coups` writes them (in the notation given),
    /// spread over the list: each must play, to the position it lists, and is undone.
    fn type_back_listed_plays(session: &mut Session, notation: PlayNotation) {
        let Phase::Human(turn) = &session.game.phase else {
            return;
        };
        let (legal, side) = (turn.legal_plays().to_vec(), turn.start().turn());
        let variant = session.settings.variant;
        let events = session.handle("coups");
        let Some(event) = listed(&events) else {
            panic!("no plays listed: {events:?}");
        };
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let settings = Settings {
            notation,
            ..session.settings
        };
        let lines = Renderer::new(&loc, &vocab, settings).render(event).display;
        // The title, then a line per play: `1 : N12-N10 V10-V6`.
        let every = legal.len().div_ceil(crate::test_size(6)).max(1);
        for (i, line) in lines.iter().skip(1).enumerate() {
            if i % every != 0 && i + 1 != legal.len() {
                continue;
            }
            let (_, mut play) = line.split_once(" : ").expect("a numbered play");
            if variant.rules().stacks {
                // Doublets: the play, then what it does (`N2 N4, phase 2 : on rempile`).
                play = play.split(", ").next().unwrap_or(play);
            }
            let steps = legal[i].play.steps();
            // A checker moved from where another arrived earlier in the play.
            let merged = steps
                .iter()
                .enumerate()
                .any(|(j, a)| steps[j + 1..].iter().any(|b| b.to == a.from));
            let mine = |pos: &Position| *pos.checkers(side);
            let target = legal[i].after;
            let reached = typed_reaches(session, play, |pos| {
                if merged && play.split_whitespace().count() < steps.len() {
                    // Two checkers' hops written as one (Ludus's `V6-N4` for N5-N4 V6-N5)
                    // read as one checker's, which may hit on the way: the same checkers
                    // of the mover are moved.
                    mine(&pos) == mine(&target)
                } else {
                    checkers(pos) == checkers(target)
                }
            });
            assert!(
                reached,
                "{variant}: {play} not played as listed from {}",
                position_text::format(turn_start(session), &vocab)
            );
        }
    }

    /// Whether `play` typed in `session` reaches a position that is `right`, the question of
    /// a move that can be made more ways than one (`V7-V12` hitting on V10 or not) answered
    /// each way in turn; the turn is left as it was.
    fn typed_reaches(session: &mut Session, play: &str, right: impl Fn(Position) -> bool) -> bool {
        let undo_all = |session: &mut Session| {
            for _ in 0..8 {
                if session.steps().is_empty() {
                    break;
                }
                let _ = session.handle("annuler");
            }
        };
        let mut answer = 0;
        loop {
            let mut events = session.handle(play);
            let asked = events.iter().find_map(|e| match e {
                Event::Choices { choices, .. } => Some(choices.len()),
                _ => None,
            });
            if let Some(count) = asked {
                answer += 1;
                if answer > count {
                    let _ = session.handle(&count.to_string());
                    undo_all(session);
                    return false;
                }
                events = session.handle(&answer.to_string());
            }
            let refused = events.iter().any(|e| matches!(e, Event::Error(_)));
            let reached = !refused && right(session.position());
            undo_all(session);
            if reached || refused || asked.is_none() {
                return reached;
            }
        }
    }

    /// The position at the start of `session`'s turn.
    fn turn_start(session: &Session) -> &Position {
        match &session.game.phase {
            Phase::Human(turn) => turn.start(),
            _ => &session.game.position,
        }
    }

    #[test]
    fn every_play_listed_in_every_game_is_played_when_typed_as_written() {
        for (seed, &variant) in Variant::ALL.iter().enumerate() {
            let mut config = GameConfig::new(Lang::Fr, variant);
            config.players = BySide {
                green: Player::Human,
                black: Player::Human,
            };
            config.seed = Some(seed as u64);
            config.speech = false;
            config.auto_confirm = Some(false);
            config.forced_auto = Some(false);
            let mut session = Session::new(&config);
            let _ = session.start();
            for turn in 0..crate::test_size(10) {
                let line = match &session.game.phase {
                    Phase::Human(_) => {
                        // Doublets' plays in the standard notation are numbers (`6`, `1 3`),
                        // which a line reads as the number of a listed play.
                        let stacks = variant.rules().stacks;
                        let notation = if turn % 2 == 0 || stacks {
                            PlayNotation::Tactile
                        } else {
                            PlayNotation::Standard
                        };
                        type_back_listed_plays(&mut session, notation);
                        "1"
                    }
                    Phase::BeforeRoll => "lancer",
                    Phase::Choosing => "65",
                    Phase::Naming => "6",
                    _ => break,
                };
                let _ = session.handle(line);
                if matches!(&session.game.phase, Phase::Human(turn) if turn.is_complete()) {
                    let _ = session.handle("");
                }
            }
        }
    }

    #[test]
    fn a_complete_play_waits_for_confirmation_and_says_so() {
        let mut session = opening_six_five(|s| s.auto_confirm = false);
        let events = session.handle("24/13");
        assert!(asks_to_confirm(&events) && !played(&events), "{events:?}");
    }

    #[test]
    fn a_play_confirmed_automatically_is_not_asked_to_be_confirmed() {
        for line in ["24/13", "1"] {
            let mut session = opening_six_five(|s| s.auto_confirm = true);
            let events = session.handle(line);
            assert!(played(&events), "{line}: {events:?}");
            assert!(!asks_to_confirm(&events), "{line}: {events:?}");
        }
        // One checker at a time: the first move is told, the last one makes the play.
        let mut session = opening_six_five(|s| s.auto_confirm = true);
        let first = session.handle("24/18");
        assert!(first.iter().any(|e| matches!(e, Event::Moved { .. })));
        let last = session.handle("18/13");
        assert!(played(&last) && !asks_to_confirm(&last), "{last:?}");
    }
}
