//! `revoir`: going back over a game of the record, play by play, to learn from its mistakes
//! (issue 14, item 3: "learn from your mistakes", the most asked-for feature of lichess's
//! blind mode).
//!
//! The review is a cursor on one game's actions ([`GameRecord::actions`]): `suivant` (or
//! Enter) and `précédent` move it one action, `aller 7` to the seventh play; each step
//! tells the play's number, the side, the dice and the play, and a cube action or a
//! resignation is a step of its own. The board commands (`plateau`, `case V3`, `pions`,
//! `pips`) look at the position the action was decided from: the learner sees what the
//! player saw. `erreurs` goes through the reviewed side's plays that lost more than
//! [`review::DOUBTFUL`], those `bilan` counts as doubtful or bad, in the order played; at
//! any play with a choice the learner may type another play, judged by the same search,
//! and hears whether it is better than the one made and how far it is from the best;
//! `conseil` ranks that roll's plays. `fin` leaves the review.
//!
//! Nothing of the game changes: the review reads the record and the judgements only, the
//! game in progress waits where it was (its position, turn, record and save are as
//! before), and the review itself is not saved, since it is a way of reading a game, not a
//! part of it. While it lasts, the commands that act on the game (`lancer`, `valider`,
//! `doubler`…) are refused with a word on how to leave it.

use crate::rules::score::GameEnd;
use crate::rules::{Dice, Position, Side, Step};

use super::commands::CommandId;
use super::event::{Event, Problem};
use super::handlers::Given;
use super::history::{Action, GameRecord};
use super::review::{self, Mistake};
use super::{Player, Session};

/// The review in progress: which game, and where in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Replay {
    /// The game's index in the history of its match.
    pub(super) game: usize,
    /// Whether the match is the one finished before this one (`revoir précédent`).
    pub(super) earlier: bool,
    /// The action looked at; the number of actions when past the last (the end).
    pub(super) at: usize,
    /// While going through the errors: the actions of the errors, and the one looked at.
    errors: Option<(Vec<usize>, usize)>,
}

/// What the review tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayEvent {
    /// `revoir`: game `game` is looked at, `plays` plays long; `over`: it has ended.
    Began { game: u32, plays: u32, over: bool },
    /// One action: the play's number in the game (plays only, as `bilan` numbers them),
    /// and the action.
    Step { number: Option<u32>, action: Action },
    /// Past the last action: how the game ended, or that it goes on; `again`: the learner
    /// was there already.
    End {
        end: Option<(GameEnd, u32)>,
        again: bool,
    },
    /// `précédent` at the first action.
    Start,
    /// `erreurs`: the plays of `sides` that lost more than the doubtful line, in the order
    /// played: each one's number and loss (thousandths of a point).
    Mistakes {
        sides: Vec<Side>,
        list: Vec<(u32, i32)>,
    },
    /// Error `index` (from 1) of `count`, looked at: try another play here.
    Mistake {
        index: usize,
        count: usize,
        mistake: Mistake,
    },
    /// `suivant` after the last error, or `précédent` before the first: the errors are
    /// behind; `suivant` and `précédent` go play by play again.
    NoMoreMistakes { first: bool },
    /// A play typed at a play of the game, judged against the one made and the best.
    Retried {
        side: Side,
        before: Position,
        tried: Vec<Step>,
        /// What the play typed loses against the best (thousandths of a point).
        tried_loss: i32,
        /// What the play made loses.
        made_loss: i32,
        /// Whether the play typed is the one made.
        same: bool,
    },
    /// The judging of the game's plays begins, and takes a moment (said once, before it).
    Judging,
    /// `fin`: back to the game.
    Left,
}

/// Why a review command was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayProblem {
    /// `suivant`, `erreurs`, `fin`… outside a review.
    NotReviewing,
    /// A command that acts on the game, during a review.
    InReview { command: Option<CommandId> },
    /// No game has any action yet.
    NothingToReview,
    /// `précédent` where no match finished before this one.
    NoEarlierMatch,
    /// `revoir N` names no game kept of the match: they go from `first` to `count` (from 1
    /// unless a money session left its first games out, `kept`).
    NoSuchGame {
        text: String,
        first: u32,
        count: u32,
    },
    /// `aller N` names no play of the game (`count` plays).
    NoSuchPlay { text: String, count: u32 },
    /// A play typed, or `conseil`, where the review is not at a play with dice.
    NoPlayHere,
    /// A play typed at a play the roll left no choice for.
    NoChoice,
}

impl From<ReplayProblem> for Event {
    fn from(problem: ReplayProblem) -> Event {
        Event::Error(Problem::Replay(problem))
    }
}

impl Replay {
    /// Where the cursor is, for the prompt: the play's number, or `None` past the end or at a
    /// cube action; and the game's plays.
    fn place(&self, record: &GameRecord) -> (Option<u32>, u32) {
        (number_at(record, self.at), plays_in(record))
    }
}

/// The number of plays in `record`.
fn plays_in(record: &GameRecord) -> u32 {
    let count = record
        .actions
        .iter()
        .filter(|a| matches!(a, Action::Play { .. }))
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// The number of the play at action `at` (from 1), `None` for another action or the end.
fn number_at(record: &GameRecord, at: usize) -> Option<u32> {
    match record.actions.get(at) {
        Some(Action::Play { .. }) => {
            let before = record.actions[..at]
                .iter()
                .filter(|a| matches!(a, Action::Play { .. }))
                .count();
            u32::try_from(before + 1).ok()
        }
        _ => None,
    }
}

/// The action of play `number` (from 1).
fn action_of_play(record: &GameRecord, number: u32) -> Option<usize> {
    let index = usize::try_from(number.checked_sub(1)?).ok()?;
    record
        .actions
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Action::Play { .. }))
        .nth(index)
        .map(|(i, _)| i)
}

/// The position action `at` was decided from: the play's own, or the one the last play
/// before it led to (a cube action, a resignation, the end).
fn position_at(record: &GameRecord, at: usize) -> Position {
    if let Some(Action::Play { before, .. }) = record.actions.get(at) {
        return *before;
    }
    record.actions[..at.min(record.actions.len())]
        .iter()
        .rev()
        .find_map(|a| match a {
            Action::Play { before, steps, .. } => Some(
                before
                    .after_steps(steps)
                    .unwrap_or_else(|| before.with_turn(!before.turn())),
            ),
            _ => None,
        })
        .unwrap_or(record.start)
}

impl Session {
    /// Whether a review is in progress.
    #[must_use]
    pub fn is_reviewing(&self) -> bool {
        self.coaching.going_over.is_some()
    }

    /// The position the board commands look at: the reviewed one during a review, else the
    /// game's.
    pub(super) fn shown(&self) -> Position {
        match &self.coaching.going_over {
            Some(replay) => position_at(
                &self.matchplay.games(replay.earlier)[replay.game],
                replay.at,
            ),
            None => self.position(),
        }
    }

    /// Where the review is, for the prompt: the play's number, or `None` elsewhere, and the
    /// game's plays; `None` outside a review.
    pub(super) fn replay_place(&self) -> Option<(Option<u32>, u32)> {
        let replay = self.coaching.going_over.as_ref()?;
        Some(replay.place(&self.matchplay.games(replay.earlier)[replay.game]))
    }

    /// What to tell before `line` is answered, when answering takes a moment: the first
    /// `erreurs` of a game judges each of its plays with the search. The front end shows it
    /// first, so that the learner knows why nothing is said for a while.
    #[must_use]
    pub fn notice_before(&self, line: &str) -> Option<Event> {
        let replay = self.coaching.going_over.as_ref()?;
        let word = line.split_whitespace().next().unwrap_or("");
        let asks = self.lexicon.command(word) == Some(CommandId::Mistakes);
        let game = &self.matchplay.games(replay.earlier)[replay.game];
        (asks
            && !self
                .coaching
                .judgements
                .knows_all(game, self.replay_waiting()))
        .then_some(Event::Replay(ReplayEvent::Judging))
    }

    /// `revoir` or `revoir N`: looks at game N of the match (the last by default) from its
    /// first action; `revoir précédent` and `revoir précédent N`, at the match finished
    /// before this one.
    pub(super) fn replay_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let (rest, earlier) = match self.after_earlier_word(given.rest) {
            Some(_) if !self.has_earlier() => return Self::no_earlier(out),
            Some(rest) => (rest, true),
            None => (given.rest, false),
        };
        let games = self.matchplay.games(earlier);
        // `revoir N` names a game by its number: a money session's first kept game may be
        // the 21st.
        let first = games.first().map_or(1, |g| g.number);
        let count = games.len();
        let game = if rest.is_empty() {
            count.checked_sub(1)
        } else {
            rest.parse::<u32>()
                .ok()
                .and_then(|n| n.checked_sub(first))
                .and_then(|i| usize::try_from(i).ok())
                .filter(|&i| i < count)
        };
        let Some(game) = game else {
            out.push(if rest.is_empty() {
                ReplayProblem::NothingToReview.into()
            } else {
                ReplayProblem::NoSuchGame {
                    text: rest.to_owned(),
                    first,
                    count: games.last().map_or(0, |g| g.number),
                }
                .into()
            });
            return;
        };
        let record = &games[game];
        if record.actions.is_empty() {
            out.push(ReplayProblem::NothingToReview.into());
            return;
        }
        out.push(Event::Replay(ReplayEvent::Began {
            game: record.number,
            plays: plays_in(record),
            over: record.end.is_some(),
        }));
        self.coaching.going_over = Some(Replay {
            game,
            earlier,
            at: 0,
            errors: None,
        });
        self.tell_step(out);
    }

    /// The review's commands outside a review: refused, with the word that starts one.
    pub(super) fn not_reviewing(out: &mut Vec<Event>) {
        out.push(ReplayProblem::NotReviewing.into());
    }

    /// The review, its game and the action looked at.
    /// The roll waiting to be played in the game looked at, where it is the game in
    /// progress and its rolls are made early: what its last play was made knowing
    /// ([`review::known_next`]).
    pub(super) fn replay_waiting(&self) -> Option<Dice> {
        let replay = self.coaching.going_over.as_ref()?;
        let last = self.matchplay.games(false).len().checked_sub(1)?;
        let in_progress = !replay.earlier && replay.game == last;
        in_progress.then(|| self.game.waiting_roll()).flatten()
    }

    pub(super) fn replay_at(&self) -> Option<(&Replay, &GameRecord)> {
        let replay = self.coaching.going_over.as_ref()?;
        Some((replay, &self.matchplay.games(replay.earlier)[replay.game]))
    }

    /// Tells the action looked at, or the end.
    fn tell_step(&self, out: &mut Vec<Event>) {
        let Some((replay, record)) = self.replay_at() else {
            return;
        };
        match record.actions.get(replay.at) {
            Some(action) => out.push(Event::Replay(ReplayEvent::Step {
                number: number_at(record, replay.at),
                action: action.clone(),
            })),
            None => out.push(Event::Replay(ReplayEvent::End {
                end: record.end,
                again: false,
            })),
        }
    }

    /// `suivant` or Enter: the next action, or the next error while going through them.
    pub(super) fn replay_next(&mut self, out: &mut Vec<Event>) {
        let Some(replay) = self.coaching.going_over.as_mut() else {
            return;
        };
        let len = self.matchplay.games(replay.earlier)[replay.game]
            .actions
            .len();
        if let Some((errors, index)) = &mut replay.errors {
            if *index + 1 < errors.len() {
                *index += 1;
                replay.at = errors[*index];
                self.tell_mistake(out);
            } else {
                replay.errors = None;
                out.push(Event::Replay(ReplayEvent::NoMoreMistakes { first: false }));
            }
            return;
        }
        if replay.at >= len {
            out.push(Event::Replay(ReplayEvent::End {
                end: self.matchplay.games(replay.earlier)[replay.game].end,
                again: true,
            }));
            return;
        }
        replay.at += 1;
        self.tell_step(out);
    }

    /// `précédent`: the action before, or the error before while going through them.
    pub(super) fn replay_previous(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        let Some(replay) = self.coaching.going_over.as_mut() else {
            return;
        };
        if let Some((errors, index)) = &mut replay.errors {
            if *index > 0 {
                *index -= 1;
                replay.at = errors[*index];
                self.tell_mistake(out);
            } else {
                replay.errors = None;
                out.push(Event::Replay(ReplayEvent::NoMoreMistakes { first: true }));
            }
            return;
        }
        if replay.at == 0 {
            out.push(Event::Replay(ReplayEvent::Start));
            return;
        }
        replay.at -= 1;
        self.tell_step(out);
    }

    /// `aller N`: play N of the game, then play by play from there.
    pub(super) fn replay_go_to(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let rest = given.rest;
        let Some((_, record)) = self.replay_at() else {
            return;
        };
        let count = plays_in(record);
        let at = rest
            .parse::<u32>()
            .ok()
            .and_then(|n| action_of_play(record, n));
        let Some(at) = at else {
            out.push(
                ReplayProblem::NoSuchPlay {
                    text: rest.to_owned(),
                    count,
                }
                .into(),
            );
            return;
        };
        if let Some(replay) = self.coaching.going_over.as_mut() {
            replay.at = at;
            replay.errors = None;
        }
        self.tell_step(out);
    }

    /// The sides whose errors `erreurs` goes through: the colour named, else the people's
    /// (both where both play, or where nobody does, as in a demonstration).
    fn mistake_sides(&self, rest: &str) -> Option<Vec<Side>> {
        if !rest.is_empty() {
            return self.lexicon.colour(rest).map(|side| vec![side]);
        }
        let people: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|&s| self.settings.players[s] == Player::Human)
            .collect();
        Some(if people.is_empty() {
            Side::ALL.to_vec()
        } else {
            people
        })
    }

    /// `erreurs`, `erreurs noir`: the side's plays that lost more than the doubtful line, in
    /// the order played; the first of them is looked at.
    pub(super) fn replay_mistakes(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let rest = given.rest;
        let Some(sides) = self.mistake_sides(rest) else {
            out.push(Event::Error(Problem::BadArgument {
                command: CommandId::Mistakes,
                text: rest.to_owned(),
            }));
            return;
        };
        let Some(replay) = self.coaching.going_over.as_ref() else {
            return;
        };
        let waiting = self.replay_waiting();
        let record = &self.matchplay.games(replay.earlier)[replay.game];
        let mistakes = review::mistakes(record, &sides, waiting, &mut self.coaching.judgements);
        let errors: Vec<usize> = mistakes
            .iter()
            .filter_map(|m| action_of_play(record, m.number))
            .collect();
        out.push(Event::Replay(ReplayEvent::Mistakes {
            sides,
            list: mistakes.iter().map(|m| (m.number, m.loss)).collect(),
        }));
        let Some(replay) = self.coaching.going_over.as_mut() else {
            return;
        };
        if let Some(&first) = errors.first() {
            replay.at = first;
            replay.errors = Some((errors, 0));
            self.tell_mistake(out);
        } else {
            replay.errors = None;
        }
    }

    /// Tells the error looked at, with what it lost.
    fn tell_mistake(&mut self, out: &mut Vec<Event>) {
        let Some((replay, record)) = self.replay_at() else {
            return;
        };
        let Some((errors, index)) = &replay.errors else {
            return;
        };
        let (index, count) = (*index, errors.len());
        let Some((side, dice, before, steps)) = play_at(record, replay.at) else {
            return;
        };
        let number = number_at(record, replay.at).unwrap_or(0);
        let game = record.number;
        let Some(after) = before.after_steps(&steps) else {
            return;
        };
        let known = review::known_next(record, replay.at, self.replay_waiting());
        let Some(judged) = self.coaching.judgements.judge(&before, dice, known, &after) else {
            return;
        };
        out.push(Event::Replay(ReplayEvent::Mistake {
            index: index + 1,
            count,
            mistake: Mistake {
                game,
                number,
                side,
                dice,
                before,
                played: steps,
                best: judged.best.play.steps().to_vec(),
                loss: judged.loss(),
            },
        }));
    }

    /// `conseil` during a review: the plays of the roll looked at, ranked.
    pub(super) fn replay_hint(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        let Some((replay, record)) = self.replay_at() else {
            return;
        };
        match play_at(record, replay.at) {
            Some((_, dice, before, _)) => {
                let known = review::known_next(record, replay.at, self.replay_waiting());
                out.push(super::input::hint_for(&before, Some(dice), known));
            }
            None => out.push(ReplayProblem::NoPlayHere.into()),
        }
    }
}

/// The play at action `at`, when it is one with dice: its side, dice, position and steps.
pub(super) fn play_at(record: &GameRecord, at: usize) -> Option<(Side, Dice, Position, Vec<Step>)> {
    match record.actions.get(at)? {
        Action::Play {
            side,
            dice: Some(dice),
            before,
            steps,
        } => Some((*side, *dice, *before, steps.clone())),
        _ => None,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::session::opening_six_five;

    /// Green (a person) opens 6-5 with the blunder 8/3 8/2, two blots at home; the computer
    /// answers 1-2; Green is on roll with 3-4.
    pub(in crate::session) fn after_a_blunder() -> Session {
        let mut session = opening_six_five(|s| s.auto_confirm = true);
        let events = session.handle("V8-V3 V8-V2");
        assert!(
            events.iter().any(|e| matches!(e, Event::Played { .. })),
            "{events:?}"
        );
        assert_eq!(session.matchplay.history[0].actions.len(), 2, "{events:?}");
        session
    }

    pub(in crate::session) fn replay_events(events: &[Event]) -> Vec<&ReplayEvent> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Replay(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    pub(in crate::session) fn refused(events: &[Event]) -> bool {
        matches!(events, [Event::Error(_)])
    }

    #[test]
    fn stepping_past_the_last_play_says_it_is_the_end() {
        let mut session = after_a_blunder();
        let events = session.handle("revoir");
        assert!(
            matches!(
                replay_events(&events)[..],
                [
                    ReplayEvent::Began {
                        game: 1,
                        plays: 2,
                        over: false
                    },
                    ReplayEvent::Step {
                        number: Some(1),
                        action: Action::Play {
                            side: Side::Green,
                            ..
                        }
                    }
                ]
            ),
            "{events:?}"
        );
        assert_eq!(
            session.handle("précédent"),
            [Event::Replay(ReplayEvent::Start)]
        );
        let events = session.handle("suivant");
        assert!(
            matches!(
                replay_events(&events)[..],
                [ReplayEvent::Step {
                    number: Some(2),
                    action: Action::Play {
                        side: Side::Black,
                        ..
                    }
                }]
            ),
            "{events:?}"
        );
        // Enter alone is `suivant`.
        assert_eq!(
            session.handle(""),
            [Event::Replay(ReplayEvent::End {
                end: None,
                again: false
            })]
        );
        assert_eq!(
            session.handle("next"),
            [Event::Replay(ReplayEvent::End {
                end: None,
                again: true
            })]
        );
        let events = session.handle("p");
        assert!(
            matches!(
                replay_events(&events)[..],
                [ReplayEvent::Step {
                    number: Some(2),
                    ..
                }]
            ),
            "{events:?}"
        );
    }

    #[test]
    fn the_board_shows_the_position_each_play_was_decided_from() {
        let mut session = after_a_blunder();
        let start = session.matchplay.history[0].start;
        let Some(Action::Play { before, .. }) =
            session.matchplay.history[0].actions.get(1).cloned()
        else {
            panic!("a play")
        };
        session.handle("revoir");
        assert_eq!(
            session.handle("plateau"),
            [Event::Board { position: start }]
        );
        session.handle("suivant");
        assert_eq!(
            session.handle("plateau"),
            [Event::Board { position: before }]
        );
        assert_eq!(
            session.handle("pips"),
            [Event::Pips {
                green: before.pips(Side::Green),
                black: before.pips(Side::Black)
            }]
        );
        // Past the last play: the position now.
        session.handle("suivant");
        assert_eq!(
            session.handle("board"),
            [Event::Board {
                position: session.position()
            }]
        );
        // `aller 1`: back to the first play.
        session.handle("aller 1");
        assert_eq!(
            session.handle("plateau"),
            [Event::Board { position: start }]
        );
        for wrong in ["aller 3", "aller 0", "aller x"] {
            assert!(refused(&session.handle(wrong)), "{wrong}");
        }
    }

    #[test]
    fn review_commands_outside_a_review_are_refused_and_revoir_needs_a_play() {
        let mut session = opening_six_five(|_| {});
        for line in ["suivant", "erreurs", "fin", "aller 2", "précédent"] {
            assert_eq!(
                session.handle(line),
                [ReplayProblem::NotReviewing.into()],
                "{line}"
            );
        }
        assert_eq!(
            session.handle("revoir"),
            [ReplayProblem::NothingToReview.into()]
        );
        let mut session = after_a_blunder();
        assert!(refused(&session.handle("revoir 2")));
        assert!(!refused(&session.handle("replay 1")));
        assert!(session.is_reviewing());
    }

    #[test]
    fn a_review_leaves_the_game_its_record_and_its_save_unchanged() {
        let mut session = after_a_blunder();
        session.handle("V6-V2");
        let (position, steps) = (session.position(), session.steps().to_vec());
        let history = session.matchplay.history.clone();
        let save = session.snapshot().map(|s| crate::save::to_text(&s));
        let prompt = session.prompt();
        for line in [
            "revoir",
            "suivant",
            "plateau",
            "N1-N7 N1-N6",
            "lancer",
            "valider",
            "annuler",
            "1",
            "oui",
            "doubler",
            "précédent",
            "V3",
            "mes pions",
            "fin",
        ] {
            session.handle(line);
        }
        assert!(!session.is_reviewing());
        assert_eq!(session.prompt(), prompt);
        assert_eq!(
            (session.position(), session.steps()),
            (position, &steps[..])
        );
        assert_eq!(session.matchplay.history, history);
        assert_eq!(session.snapshot().map(|s| crate::save::to_text(&s)), save);
    }

    #[test]
    fn a_saved_game_loaded_again_is_reviewed_as_it_was_played() {
        let mut played = after_a_blunder();
        let text = crate::save::to_text(&played.snapshot().expect("a snapshot"));
        let mut loaded = crate::save::from_text(&text).expect("the save loads");
        for line in ["revoir", "suivant", "plateau", "suivant"] {
            assert_eq!(loaded.handle(line), played.handle(line), "{line}");
        }
    }

    #[test]
    fn the_commands_that_act_on_the_game_wait_for_the_end_of_the_review() {
        let mut session = after_a_blunder();
        session.handle("revoir");
        for (line, id) in [
            ("valider", Some(CommandId::Confirm)),
            ("annuler", Some(CommandId::Undo)),
            ("dés", Some(CommandId::Dice)),
            ("oui", None),
            ("2", None),
        ] {
            assert_eq!(
                session.handle(line),
                [ReplayProblem::InReview { command: id }.into()],
                "{line}"
            );
        }
        assert_eq!(session.handle("fin"), [Event::Replay(ReplayEvent::Left)]);
        // Back in the game: the turn in progress answers again.
        assert!(matches!(
            session.handle("dés")[..],
            [Event::DiceInfo { .. }]
        ));
    }

    #[test]
    fn the_first_errors_of_a_game_say_first_that_judging_takes_a_moment() {
        let mut session = after_a_blunder();
        assert_eq!(session.notice_before("erreurs"), None);
        session.handle("revoir");
        assert_eq!(
            session.notice_before("erreurs"),
            Some(Event::Replay(ReplayEvent::Judging))
        );
        assert_eq!(session.notice_before("suivant"), None);
        session.handle("erreurs");
        assert_eq!(session.notice_before("mistakes"), None);
    }

    #[test]
    fn a_cube_action_is_a_step_of_its_own_decided_from_the_position_before_it() {
        let mut record = GameRecord::new(
            1,
            Position::start(crate::rules::Variant::Backgammon, Side::Green),
            crate::rules::BySide::default(),
            false,
        );
        let start = record.start;
        let dice = Dice::from_values(3, 1).expect("dice");
        let play = start.legal_plays(dice).remove(0);
        record.actions.push(Action::Play {
            side: Side::Green,
            dice: Some(dice),
            before: start,
            steps: play.play.steps().to_vec(),
        });
        record.actions.push(Action::Double {
            side: Side::Black,
            value: 2,
        });
        assert_eq!(position_at(&record, 1), play.after);
        assert_eq!(position_at(&record, 2), play.after);
        assert_eq!(
            (number_at(&record, 0), number_at(&record, 1)),
            (Some(1), None)
        );
        assert_eq!(action_of_play(&record, 1), Some(0));
        assert_eq!(action_of_play(&record, 2), None);
    }
}
