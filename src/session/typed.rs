//! A play made by the player: a number picking a listed or advised play, or moves typed in
//! either notation, in the order written or not; what is told after each move, and when a
//! complete play is confirmed.

use crate::notation::play_input::{PlayNotation, parse_play};
use crate::notation::tactile::Label;
use crate::rules::{MoveError, Step, Turn};

use super::event::{Event, Problem};
use super::input::number;
use super::{Phase, Session};

impl Session {
    /// A number: the play of that number in the list given last, `conseil`'s (said as the
    /// advised play of that rank) or the `coups` list.
    pub(super) fn listed_play(&mut self, text: &str, out: &mut Vec<Event>) {
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
    pub(super) fn names_a_pile(&self, line: &str) -> bool {
        self.settings.variant.rules().stacks
            && matches!(self.game.phase, Phase::Human(_))
            && Label::parse(line, &self.vocab).is_ok_and(|label| label.is_point())
    }

    /// A play typed in either notation, the current one first.
    pub(super) fn typed_play(&mut self, text: &str, out: &mut Vec<Event>) {
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
    pub(super) fn play_segments(&mut self, segments: &[(u8, u8)], out: &mut Vec<Event>) {
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
        let loc = Localizer::new(Lang::Fr);
        let vocab = vocabulary(Lang::Fr);
        let settings = Settings {
            notation,
            ..session.settings
        };
        // Page after page (`coups`, then `plus`), a line per play: `1 : N12-N10 V10-V6`,
        // after each page's title.
        let mut lines = Vec::new();
        let mut events = session.handle("coups");
        while let Some(event) = listed(&events) {
            let Event::Plays { plays, .. } = event else {
                unreachable!("listed finds the plays")
            };
            let page = Renderer::new(&loc, &vocab, settings).render(event).display;
            lines.extend(page.into_iter().skip(1).take(plays.len()));
            events = session.handle("plus");
        }
        assert_eq!(lines.len(), legal.len(), "every play listed once");
        let every = legal.len().div_ceil(crate::test_size(6)).max(1);
        for (i, line) in lines.iter().enumerate() {
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
