//! Each command of the table ([`super::commands::COMMANDS`]) as the game carries it out: one
//! short method a command, all of one signature ([`Handler`]), so that the table names them
//! and one dispatcher ([`Session::run_command`]) serves the game and its review.

use crate::notation::tactile::Label;
use crate::rules::{Dice, Die, Side, StageKind, Step};

use super::commands::{Answer, CommandId, InReview, command};
use super::event::{Event, Problem, StageNote};
use super::files::{FileKind, TranscriptAsk};
use super::game::{Listing, PLAYS_PAGE};
use super::matchplay::{MatchEvent, MatchProblem, Reply};
use super::replay::{ReplayEvent, ReplayProblem};
use super::{Pending, Phase, Session};

/// What a command was given: which command (its refusals name it) and the rest of the line.
#[derive(Clone, Copy, Debug)]
pub struct Given<'a> {
    pub id: CommandId,
    pub rest: &'a str,
}

impl Given<'_> {
    /// The refusal of what follows the command: not an argument it takes.
    pub(super) fn bad(self) -> Event {
        Event::Error(Problem::BadArgument {
            command: self.id,
            text: self.rest.to_owned(),
        })
    }
}

/// A command carried out: what it was given, the events it adds to the answer.
pub type Handler = fn(&mut Session, Given<'_>, &mut Vec<Event>);

impl Session {
    /// Carries out command `id` with `rest`: in the game, or as the review has it while a
    /// review is under way (its own steps; the board's commands on the reviewed position;
    /// a refusal for what would act on the game, which waits).
    pub(super) fn run_command(&mut self, id: CommandId, rest: &str, out: &mut Vec<Event>) {
        let line = command(id);
        let given = Given { id, rest };
        let handler = match (self.coaching.going_over.is_some(), line.review) {
            (false, _) | (true, InReview::Same) => line.game,
            (true, InReview::Own(handler)) => handler,
            (true, InReview::Refused) => {
                out.push(ReplayProblem::InReview { command: Some(id) }.into());
                return;
            }
        };
        handler(self, given, out);
    }

    // What is on the board.

    pub(super) fn help_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.lexicon.help(given.rest) {
            Some(asked) => out.push(Event::Help { asked }),
            None => out.push(given.bad()),
        }
    }

    pub(super) fn board_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(Event::Board {
            position: self.shown(),
        });
    }

    /// `case V3`, `case 1 6`: one place, or several.
    pub(super) fn point_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.places(given.rest) {
            Some(labels) if labels.len() == 1 => out.push(Event::Point {
                position: self.shown(),
                label: labels[0],
            }),
            Some(labels) => out.push(Event::Places {
                position: self.shown(),
                labels,
            }),
            None => out.push(given.bad()),
        }
    }

    pub(super) fn places_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.places(given.rest) {
            Some(labels) if !given.rest.is_empty() => out.push(Event::Places {
                position: self.shown(),
                labels,
            }),
            _ => out.push(given.bad()),
        }
    }

    /// `pions noirs`; `pions` alone: the viewer's own.
    pub(super) fn checkers_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let side = match self.lexicon.colour(given.rest) {
            Some(side) => side,
            None if given.rest.is_empty() => self.viewer(),
            None => return out.push(given.bad()),
        };
        out.push(Event::Checkers {
            position: self.shown(),
            side,
        });
    }

    pub(super) fn pips_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        let pos = self.shown();
        out.push(Event::Pips {
            green: pos.pips(Side::Green),
            black: pos.pips(Side::Black),
        });
    }

    /// `blots`, `blots noir`, `blots adversaire`: a side's lone checkers and the rolls that
    /// take them, counted by the rules of the game; alone, the viewer's own.
    pub(super) fn blots_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let viewer = self.viewer();
        let side = match self.lexicon.colour(given.rest) {
            Some(side) => side,
            None if given.rest.is_empty() => viewer,
            None if self.lexicon.is_opponent(given.rest) => !viewer,
            None => return out.push(given.bad()),
        };
        let position = self.shown();
        out.push(Event::Blots {
            variant: position.variant(),
            side,
            yours: side == viewer,
            pin: position.rules().contact == crate::rules::Contact::Pin,
            shots: position.shots(side),
        });
    }

    pub(super) fn status_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.status());
    }

    pub(super) fn last_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.last_play());
    }

    /// `répéter` is answered before any dispatch ([`Session::handle`]): nothing to add here.
    pub(super) fn repeat_command(&mut self, _: Given<'_>, _: &mut Vec<Event>) {}

    pub(super) fn rules_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(Event::Rules {
            variant: self.settings.variant,
        });
    }

    /// `historique 2`: the last two actions; a number of at least 1.
    pub(super) fn history_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match super::input::number(given.rest) {
            _ if given.rest.is_empty() => out.push(self.history_info(None)),
            Some(n) if n > 0 => out.push(self.history_info(Some(n))),
            _ => out.push(given.bad()),
        }
    }

    // The turn.

    /// `dés`: the roll and what is left of it; `dés 42` on a practice board sets the roll.
    pub(super) fn dice_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        if !given.rest.is_empty() {
            return self.teach_command(given, out);
        }
        match &self.game.phase {
            Phase::Human(turn) => {
                // A stage that follows another says which it is, then its dice.
                let stage = turn.stage();
                let note = match stage.kind {
                    StageKind::BottomFaces(die) => Some(StageNote::BottomFaces {
                        side: stage.side,
                        die,
                    }),
                    StageKind::Ladder { die, roller } => Some(StageNote::Ladder {
                        side: stage.side,
                        die,
                        passes: roller != stage.side,
                    }),
                    StageKind::NamedDouble(die) => Some(StageNote::Named {
                        side: stage.side,
                        die,
                        rolled: None,
                    }),
                    _ => None,
                };
                out.extend(note.map(Event::Stage));
                out.push(super::input::dice_info(turn));
                // Lancer prématuré: the opponent's next roll is known.
                if let Some(dice) = self.game.early[!stage.side] {
                    out.push(Event::Stage(StageNote::EarlyRoll {
                        side: !stage.side,
                        dice,
                    }));
                }
            }
            Phase::Choosing => out.push(Event::Stage(StageNote::ChooseRoll {
                side: self.game.position.turn(),
            })),
            Phase::Naming => out.push(Event::Stage(StageNote::NameDouble {
                side: self.game.position.turn(),
                rolled: None,
            })),
            _ => out.push(Event::Error(self.not_playing())),
        }
    }

    /// `coups`, `coups N6`: the legal plays (those moving a checker from N6), under their
    /// numbers in the whole list, which the numbers typed next pick.
    pub(super) fn plays_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let Phase::Human(turn) = &self.game.phase else {
            return out.push(Event::Error(self.not_playing()));
        };
        let from = if given.rest.is_empty() {
            None
        } else if let Ok(label) = Label::parse(given.rest, &self.vocab) {
            Some(label)
        } else {
            return out.push(given.bad());
        };
        // Numbers typed now pick from this list, not from `conseil`'s.
        self.game.advised = None;
        self.game.listing = Some(Listing {
            start: *turn.start(),
            dice: turn.dice(),
            from,
            told: 0,
        });
        self.plays_page(out);
    }

    /// `plus`: the next page of the plays `coups` is telling.
    pub(super) fn more_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        match self.game.listing() {
            Some(listing) if listing.told > 0 => self.plays_page(out),
            _ => out.push(Event::Error(Problem::NoMorePlays)),
        }
    }

    /// The next page of the plays being listed, under their numbers in the whole list;
    /// nothing once every one is told.
    fn plays_page(&mut self, out: &mut Vec<Event>) {
        let (Phase::Human(turn), Some(listing)) = (&self.game.phase, &mut self.game.listing) else {
            return;
        };
        let start = *turn.start();
        let side = start.turn();
        let point = listing.from.map(|l| l.point_of(start.variant(), side));
        let legal = turn.legal_plays();
        let asked: Vec<(usize, Vec<Step>)> = legal
            .iter()
            .enumerate()
            .filter(|(_, p)| point.is_none_or(|at| p.play.steps().iter().any(|s| s.from == at)))
            .map(|(i, p)| (i + 1, p.play.steps().to_vec()))
            .collect();
        let before = listing.told;
        if before > 0 && before >= asked.len() {
            return out.push(Event::Error(Problem::NoMorePlays));
        }
        let count = asked.len();
        let plays: Vec<_> = asked.into_iter().skip(before).take(PLAYS_PAGE).collect();
        listing.told = before + plays.len();
        out.push(Event::Plays {
            side,
            start,
            plays,
            from: listing.from,
            total: legal.len(),
            count,
            before,
        });
    }

    /// `conseil`: the best plays, which the numbers typed next pick, or at a cube decision
    /// what to do.
    pub(super) fn hint_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        match &self.game.phase {
            Phase::Human(turn) => {
                let (start, dice) = (*turn.start(), turn.dice());
                let known = self.game.early[!start.turn()];
                let ranked = super::input::advised_plays(&start, dice, known);
                out.push(super::input::hint_event(&start, &ranked));
                // Numbers typed now pick these plays.
                let after = ranked.into_iter().map(|(p, _)| p.after).collect();
                self.game.advised = Some(super::game::Advised { start, dice, after });
            }
            Phase::Naming => out.push(self.roll_hint(true)),
            Phase::Choosing => out.push(self.roll_hint(false)),
            _ => match self.cube_hint() {
                Some(hint) => out.push(hint),
                None => out.push(Event::Error(self.not_playing())),
            },
        }
    }

    /// `conseil` when a double is to be named (Acey-Deucey's, Mexican's 1-2) or a roll
    /// chosen (`libre-choix`): the rolls the player may take, ranked by the best play each
    /// allows, as `conseil` ranks plays; a roll that cannot be played is never advised.
    fn roll_hint(&self, naming: bool) -> Event {
        let start = self.game.position;
        let dice = Die::ALL
            .iter()
            .flat_map(|&a| Die::ALL.iter().map(move |&b| (a, b)));
        let candidates: Vec<Dice> = dice
            .filter(|(a, b)| if naming { a == b } else { a > b })
            .map(|(a, b)| Dice::new(a, b))
            .collect();
        let mut ranked: Vec<(Dice, i32)> = candidates
            .into_iter()
            .filter_map(|dice| {
                let best = super::input::advised_plays(&start, Some(dice), None)
                    .into_iter()
                    .find(|(play, _)| !play.play.steps().is_empty())?;
                Some((dice, crate::ai::judge::thousandths(best.1)))
            })
            .collect();
        ranked.sort_by_key(|&(_, equity)| std::cmp::Reverse(equity));
        ranked.truncate(crate::ai::search::HINT_SAME_DEPTH);
        Event::RollHint {
            side: start.turn(),
            naming,
            rolls: ranked,
        }
    }

    pub(super) fn undo_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        let Phase::Human(turn) = &mut self.game.phase else {
            return out.push(Event::Error(self.not_playing()));
        };
        let side = turn.start().turn();
        match turn.undo() {
            Some(steps) => out.push(Event::Undone {
                side,
                before: *turn.position(),
                steps,
                dice_left: turn.dice_left(),
            }),
            None => out.push(Event::Error(Problem::NothingToUndo)),
        }
    }

    pub(super) fn confirm_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.confirm(out);
    }

    // The match and the cube.

    pub(super) fn accept_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.reply(Reply::Accept, out);
    }

    pub(super) fn refuse_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.reply(Reply::Refuse, out);
    }

    pub(super) fn beaver_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.reply(Reply::Beaver, out);
    }

    pub(super) fn cube_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.cube_info());
    }

    pub(super) fn score_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.score_info());
    }

    pub(super) fn time_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.time_info());
    }

    pub(super) fn pause_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.pause());
    }

    pub(super) fn quit_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.pending = Pending::Quit;
        out.push(Event::QuitAsked);
    }

    // The files: requests the front end carries out.

    /// Holds back `request`, which would write over the file `path`: the player is asked
    /// first (the event returned tells the question). Yes gives the request back to the
    /// front end as [`MatchEvent::ReplaceConfirmed`]; anything else leaves the file as it
    /// is. The front end knows which files exist, and which it wrote itself: it decides to
    /// ask, the session asks.
    pub fn ask_before_replacing(&mut self, request: MatchEvent, path: String) -> Event {
        self.pending = Pending::Replace {
            request,
            path: path.clone(),
        };
        Event::Match(MatchEvent::ReplaceAsked { path })
    }

    pub(super) fn id_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        out.push(self.ids());
    }

    pub(super) fn save_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        out.push(file_request(given, |path| {
            Event::Match(MatchEvent::WriteFile {
                kind: FileKind::Save,
                path,
                earlier: false,
            })
        }));
    }

    /// `exporter FICHIER`, or `exporter précédent FICHIER` for the match finished before
    /// this one.
    pub(super) fn export_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        match self.after_earlier_word(given.rest) {
            Some(_) if !self.has_earlier() => Self::no_earlier(out),
            Some(rest) => out.push(file_request(Given { rest, ..given }, |path| {
                self.export_request(&path, true)
            })),
            None => out.push(file_request(given, |path| {
                self.export_request(&path, false)
            })),
        }
    }

    pub(super) fn import_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        out.push(file_request(given, |path| {
            Event::Match(MatchEvent::ImportFile { path })
        }));
    }

    /// `charger 2` names a match set aside (`parties` lists them); anything else a file.
    pub(super) fn load_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        out.push(file_request(given, |path| {
            Event::Match(match super::input::number(&path) {
                Some(number) => MatchEvent::LoadSetAside { number },
                None => MatchEvent::LoadFile { path },
            })
        }));
    }

    pub(super) fn games_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        if given.rest.is_empty() {
            out.push(Event::Match(MatchEvent::ListSetAside));
        } else {
            out.push(given.bad());
        }
    }

    /// `transcription FICHIER` starts it, `transcription non` stops it, alone: where it goes.
    pub(super) fn transcript_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let ask = if given.rest.is_empty() {
            TranscriptAsk::Where
        } else if self.lexicon.switch(given.rest) == Some(Answer::No) {
            TranscriptAsk::Stop
        } else {
            TranscriptAsk::Start {
                path: given.rest.to_owned(),
            }
        };
        out.push(Event::Match(MatchEvent::Transcript(ask)));
    }

    // Coaching: the review, practice and lessons.

    /// `bilan`, or `bilan précédent` for the match finished before this one.
    pub(super) fn review_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let earlier = self.after_earlier_word(given.rest).is_some();
        if earlier && !self.has_earlier() {
            return Self::no_earlier(out);
        }
        // The game in progress (the last of this match) waits for the roll its last play
        // was made knowing, where rolls are made early.
        let (games, rules, waiting) = match &self.matchplay.earlier {
            Some(e) if earlier => (&e.history, &e.rules, None),
            _ => (
                &self.matchplay.history,
                self.matchplay.state.rules(),
                self.game.waiting_roll(),
            ),
        };
        out.push(Event::Review(super::review::review(
            games,
            rules,
            waiting,
            &mut self.coaching.judgements,
        )));
    }

    /// `suivant` skips a lesson's exercise; outside a lesson and a review there is nothing
    /// to go on to.
    pub(super) fn next_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        if self.coaching.lesson.is_some() {
            self.teach_command(given, out);
        } else {
            Self::not_reviewing(out);
        }
    }

    /// A review's step outside a review.
    pub(super) fn review_step_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        Self::not_reviewing(out);
    }

    // During a review.

    /// `aide` alone during a review tells the review's own commands; `aide jouer` as ever.
    pub(super) fn replay_help_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        if given.rest.is_empty() {
            out.push(Event::Help {
                asked: super::commands::HelpAsked::Topic(super::commands::Topic::Replay),
            });
        } else {
            self.help_command(given, out);
        }
    }

    pub(super) fn replay_next_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.replay_next(out);
    }

    /// `fin`: the review ends, the game takes up where it waited.
    pub(super) fn replay_end_command(&mut self, _: Given<'_>, out: &mut Vec<Event>) {
        self.coaching.going_over = None;
        out.push(Event::Replay(ReplayEvent::Left));
    }
}

/// The request a file command makes of its file (`sauver FICHIER`), or the refusal of a
/// command given none.
fn file_request(given: Given<'_>, request: impl FnOnce(String) -> Event) -> Event {
    if given.rest.is_empty() {
        Event::Error(Problem::Match(MatchProblem::FileNameNeeded {
            command: given.id,
        }))
    } else {
        request(given.rest.to_owned())
    }
}

#[cfg(test)]
mod tests {

    use crate::rules::{Side, Step, Variant};

    use crate::session::event::Problem;
    use crate::session::game::PLAYS_PAGE;
    use crate::session::{Event, Phase, Session, Settings, opening_six_five};

    /// A French session of `variant` from its start, the opening and the rolls after it
    /// given by `dice`, its settings adjusted by `adjust`.
    fn from_start(variant: Variant, dice: &[u8], adjust: impl FnOnce(&mut Settings)) -> Session {
        use crate::i18n::Lang;
        use crate::rules::Position;
        use crate::session::{NewGame, ScriptedDice};
        let mut settings = Settings::from_config(&NewGame::new(Lang::Fr, variant));
        adjust(&mut settings);
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(dice)),
            Position::start(variant, Side::Green),
        );
        let _ = session.start();
        session
    }

    #[test]
    fn at_a_roll_to_choose_the_hint_ranks_the_rolls_that_are_not_doubles() {
        use crate::rules::BySide;
        use crate::session::{Player, Prompt};
        let mut session = from_start(Variant::Choice, &[6, 5, 4, 3, 2, 1], |s| {
            s.players = BySide::new_with(|_| Player::Human);
        });
        for _ in 0..8 {
            if matches!(session.prompt(), Prompt::Choosing { .. }) {
                break;
            }
            session.handle("1");
            session.handle("valider");
        }
        assert!(
            matches!(session.prompt(), Prompt::Choosing { .. }),
            "{:?}",
            session.prompt()
        );
        let hint = session.handle("conseil");
        let [
            Event::RollHint {
                naming: false,
                rolls,
                ..
            },
        ] = hint.as_slice()
        else {
            panic!("{hint:?}");
        };
        assert_eq!(rolls.len(), 3, "{rolls:?}");
        assert!(rolls.iter().all(|(dice, _)| !dice.is_double()));
        assert!(
            rolls.windows(2).all(|w| w[0].1 >= w[1].1),
            "best first: {rolls:?}"
        );
    }

    #[test]
    fn at_a_double_to_name_the_hint_ranks_the_doubles_that_can_be_played() {
        use crate::rules::BySide;
        use crate::session::{Player, Prompt};
        let mut session = from_start(Variant::AceyDeucey, &[2, 1, 3, 4, 5, 6], |s| {
            s.players = BySide::new_with(|_| Player::Human);
        });
        // The 1-2 played, the double is to be named.
        for _ in 0..4 {
            if matches!(session.prompt(), Prompt::Naming { .. }) {
                break;
            }
            session.handle("1");
            session.handle("valider");
        }
        assert!(
            matches!(session.prompt(), Prompt::Naming { .. }),
            "{:?}",
            session.prompt()
        );
        let hint = session.handle("conseil");
        let [
            Event::RollHint {
                naming: true,
                rolls,
                ..
            },
        ] = hint.as_slice()
        else {
            panic!("{hint:?}");
        };
        assert!(!rolls.is_empty() && rolls.len() <= 3, "{rolls:?}");
        assert!(rolls.iter().all(|(dice, _)| dice.is_double()));
        assert!(
            rolls.windows(2).all(|w| w[0].1 >= w[1].1),
            "best first: {rolls:?}"
        );
        // Naming the advised double plays on.
        let best = rolls[0].0.big().value();
        session.handle(&best.to_string());
        assert!(!matches!(session.prompt(), Prompt::Naming { .. }));
    }

    #[test]
    fn a_file_command_without_a_file_says_which_command_wanted_one() {
        use crate::session::{MatchProblem, Problem};
        let mut session = opening_six_five(|_| {});
        for (line, command) in [
            ("importer", super::CommandId::Import),
            ("exporter", super::CommandId::Export),
            ("charger", super::CommandId::Load),
            ("sauver", super::CommandId::Save),
        ] {
            assert_eq!(
                session.handle(line),
                [Event::Error(Problem::Match(MatchProblem::FileNameNeeded {
                    command
                }))],
                "{line}"
            );
        }
    }

    #[test]
    fn blots_alone_are_the_players_and_blots_with_a_colour_or_the_opponent_are_that_sides() {
        use crate::rules::{Blot, Shots};
        // Green's lone checker on V1, behind every black checker: no roll reaches it.
        let mut session = crate::session::forced_six_five(false);
        let mine = session.handle("blots");
        let [
            Event::Blots {
                side: Side::Green,
                yours: true,
                shots: Some(shots),
                ..
            },
        ] = &mine[..]
        else {
            panic!("{mine:?}")
        };
        assert_eq!(shots.blots, [Blot { point: 1, shots: 0 }]);
        for line in ["blots adversaire", "tirs noirs", "shots opponent"] {
            let theirs = session.handle(line);
            assert!(
                matches!(
                    &theirs[..],
                    [Event::Blots { side: Side::Black, yours: false, shots: Some(s), .. }]
                        if *s == Shots::default()
                ),
                "{line}: {theirs:?}"
            );
        }
        let refused = session.handle("blots zut");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
    }

    /// Green (a person) to play the opening 2-1: more plays than a page holds.
    fn opening_two_one() -> Session {
        from_start(Variant::Backgammon, &[2, 1, 3, 4], |s| {
            s.auto_confirm = false
        })
    }

    /// Every play `coups` and then `plus` tell, page after page, under their numbers.
    fn every_play_listed(session: &mut Session, asked: &str) -> Vec<(usize, Vec<Step>)> {
        let mut every = Vec::new();
        let mut events = session.handle(asked);
        while let Some(Event::Plays { plays, .. }) = events.first() {
            every.extend(plays.iter().cloned());
            events = session.handle("plus");
        }
        assert!(
            matches!(events[..], [Event::Error(Problem::NoMorePlays)]),
            "{events:?}"
        );
        every
    }

    #[test]
    fn the_plays_are_told_ten_at_a_time_and_plus_tells_the_next_ten() {
        let mut session = opening_two_one();
        let Phase::Human(turn) = &session.game.phase else {
            panic!("Green to play")
        };
        let legal: Vec<Vec<Step>> = turn
            .legal_plays()
            .iter()
            .map(|p| p.play.steps().to_vec())
            .collect();
        assert!(legal.len() > PLAYS_PAGE, "{}", legal.len());
        let first = session.handle("coups");
        let Some(Event::Plays {
            plays,
            count,
            before,
            ..
        }) = first.first()
        else {
            panic!("{first:?}")
        };
        assert_eq!((plays.len(), *count, *before), (PLAYS_PAGE, legal.len(), 0));
        let second = session.handle("plus");
        let Some(Event::Plays { plays, before, .. }) = second.first() else {
            panic!("{second:?}")
        };
        assert_eq!(*before, PLAYS_PAGE);
        assert_eq!(plays[0].0, PLAYS_PAGE + 1);
        // Every play is told once, in the list's order, under its number; then nothing more.
        let every = every_play_listed(&mut session, "coups");
        let numbered: Vec<(usize, Vec<Step>)> =
            legal.into_iter().zip(1..).map(|(p, n)| (n, p)).collect();
        assert_eq!(every, numbered);
    }

    #[test]
    fn plus_with_no_list_going_on_says_so_and_a_number_on_a_later_page_plays_it() {
        let mut session = opening_two_one();
        let refused = session.handle("plus");
        assert!(
            matches!(refused[..], [Event::Error(Problem::NoMorePlays)]),
            "{refused:?}"
        );
        let start = session.position();
        let every = every_play_listed(&mut session, "coups");
        let (number, steps) = every.last().cloned().expect("plays");
        let _ = session.handle(&number.to_string());
        let expected = start.after_steps(&steps).expect("a legal play");
        assert_eq!(
            session.position().checkers(Side::Green),
            expected.checkers(Side::Green)
        );
    }

    #[test]
    fn plays_asked_from_a_point_are_those_moving_from_it_under_their_list_numbers() {
        let mut session = opening_six_five(|_| {});
        let every = every_play_listed(&mut session, "coups");
        let events = session.handle("coups N12");
        let Some(Event::Plays {
            plays, from, total, ..
        }) = events.first()
        else {
            panic!("{events:?}")
        };
        assert!(from.is_some() && *total == every.len());
        assert!(!plays.is_empty() && plays.len() < every.len(), "{plays:?}");
        for (number, steps) in plays {
            // N12 is Green's 13-point; each play listed moves from there, under the number
            // that plays it.
            assert!(steps.iter().any(|s| s.from == 13), "{steps:?}");
            assert_eq!(&every[number - 1].1, steps);
        }
        let refused = session.handle("coups zut");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
    }

    #[test]
    fn history_with_a_number_tells_that_many_last_actions_and_refuses_zero() {
        use crate::session::MatchEvent;
        let mut session = opening_six_five(|s| s.auto_confirm = true);
        session.handle("24/13");
        let events = session.handle("historique 1");
        assert!(
            matches!(
                &events[..],
                [Event::Match(MatchEvent::History { last: Some(1), record })]
                    if record.actions.len() >= 2
            ),
            "{events:?}"
        );
        let events = session.handle("historique 0");
        assert!(matches!(events[..], [Event::Error(_)]), "{events:?}");
    }

    #[test]
    fn a_single_game_tells_it_has_no_cube_and_no_match_score() {
        use crate::session::MatchEvent;
        let mut session = opening_six_five(|_| {});
        let events = session.handle("videau");
        assert_eq!(events, [Event::Match(MatchEvent::NoCube { game: false })]);
        let events = session.handle("score");
        assert!(
            matches!(
                events[..],
                [Event::Match(MatchEvent::ScoreInfo { single: true, .. })]
            ),
            "{events:?}"
        );
    }

    /// The points, in Green's numbering, of the places in `events`' single answer.
    fn places_asked(events: &[Event]) -> Vec<u8> {
        let point = |label: &crate::notation::tactile::Label| {
            label.point_of(Variant::Backgammon, Side::Green)
        };
        match events {
            [Event::Places { labels, .. }] => labels.iter().map(point).collect(),
            [Event::Point { label, .. }] => vec![point(label)],
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn points_are_asked_by_number_from_the_players_side_by_range_and_by_region() {
        let mut session = opening_six_five(|_| {});
        assert_eq!(places_asked(&session.handle("case 13")), [13]);
        assert_eq!(places_asked(&session.handle("case N12")), [13]);
        assert_eq!(
            places_asked(&session.handle("cases 1 6")),
            [1, 2, 3, 4, 5, 6]
        );
        assert_eq!(places_asked(&session.handle("case 6 4")), [6, 5, 4]);
        assert_eq!(places_asked(&session.handle("cases V1 V3")), [1, 2, 3]);
        assert_eq!(
            places_asked(&session.handle("cases jan intérieur")),
            [1, 2, 3, 4, 5, 6]
        );
        assert_eq!(
            places_asked(&session.handle("points OUTER  board")),
            [7, 8, 9, 10, 11, 12]
        );
        for wrong in [
            "case 25",
            "case 0",
            "cases",
            "cases 1 30",
            "cases jan",
            "case barre 3",
        ] {
            let refused = session.handle(wrong);
            assert!(
                matches!(refused[..], [Event::Error(_)]),
                "{wrong}: {refused:?}"
            );
        }
    }

    #[test]
    fn checkers_are_asked_by_colour_or_as_ones_own() {
        let mut session = opening_six_five(|_| {});
        for (line, side) in [
            ("pions noirs", Side::Black),
            ("checkers green", Side::Green),
            ("pions", Side::Green),
            ("mes pions", Side::Green),
            ("My  Checkers", Side::Green),
        ] {
            let events = session.handle(line);
            assert!(
                matches!(events[..], [Event::Checkers { side: s, .. }] if s == side),
                "{line}: {events:?}"
            );
        }
        let refused = session.handle("pions bleus");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
    }
}
