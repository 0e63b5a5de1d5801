//! Saves through whole matches (issue 30, defect 1): for random sequences of turns, whole
//! games and matches, new matches (Entrée after the match), cube actions, quits and
//! resumes, a player against the computer or a second player, every save the session
//! would write reads back, saves the same, and plays on identically: the same prompt, the
//! same position, the same next dice and answers.
//!
//! The save that once failed was written after a whole match and a new one: its dice were
//! counted from the first match, its record held only the second.
//!
//! Money sessions too (issue 32, item 2): played past the games their record keeps, each
//! game short (a double at the first chance), they save, resume and play on the same.

use std::sync::{Arc, Mutex};

use proptest::prelude::*;

use tablier::ai::search::Level;
use tablier::i18n::Lang;
use tablier::rules::score::{Format, MatchRules};
use tablier::rules::{BySide, Variant};
use tablier::save;
use tablier::session::kept::KEPT_GAMES;
use tablier::session::snapshot::Snapshot;
use tablier::session::{NewGame, Player, Prompt, Session};

use crate::common;

/// What the player does next.
#[derive(Clone, Debug)]
enum Step {
    /// Turns played on: the first listed play confirmed, Entrée to roll or go on.
    Lines(u8),
    /// Play on to the end of the match (Entrée between its games), taking or refusing the
    /// opponent's doubles.
    ToTheEnd { take: bool },
    /// Play on to the end of the match as `ToTheEnd` does, then Entrée: a new match.
    NewMatch { take: bool },
    /// A line typed as it is: a cube action, an answer, Entrée (a new match after one).
    Typed(&'static str),
    /// Quit and resume: the save read back, played on beside the session, then kept.
    QuitAndResume,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => (1u8..40).prop_map(Step::Lines),
        2 => any::<bool>().prop_map(|take| Step::ToTheEnd { take }),
        3 => any::<bool>().prop_map(|take| Step::NewMatch { take }),
        2 => prop::sample::select(vec!["doubler", "accepter", "refuser", "oui", "non", ""])
            .prop_map(Step::Typed),
        3 => Just(Step::QuitAndResume),
    ]
}

fn rules() -> impl Strategy<Value = MatchRules> {
    prop_oneof![
        2 => (1u32..3).prop_map(|n| MatchRules::new(Format::Match(n))),
        1 => Just(MatchRules::new(Format::SingleGame)),
        2 => Just(MatchRules::new(Format::Money)),
    ]
}

/// Where a money session is taken to be "at the end": a few games past those its record
/// keeps, so that games have left it.
const MONEY_GAMES: u32 = KEPT_GAMES + 3;

fn is_money(session: &Session) -> bool {
    session.match_state().rules().format == Format::Money
}

/// The lines that play on from `session`'s prompt: the first listed play and Entrée to
/// confirm it, an answer to a double, yes to the computer's resignation, or Entrée (roll,
/// next game).
fn playing_lines(session: &Session, take: bool) -> &'static [&'static str] {
    match session.prompt() {
        // A money session's games are short: a double at the first chance (Entrée rolls
        // when the cube cannot be turned).
        Prompt::BeforeRoll { .. } if is_money(session) => &["doubler", ""],
        Prompt::Turn { .. } => &["1", ""],
        Prompt::Doubled { .. } if take => &["oui"],
        Prompt::Doubled { .. } => &["non"],
        Prompt::Resigning { .. } => &["oui"],
        _ => &[""],
    }
}

/// Whether `session` waits at the end of the match (or of the single game), or, for a money
/// session, past [`MONEY_GAMES`].
fn at_the_end(session: &Session) -> bool {
    if is_money(session) {
        return session.match_state().games() >= MONEY_GAMES;
    }
    matches!(session.prompt(), Prompt::MatchOver | Prompt::Over)
}

/// A player and the computer, with the saves the session writes: at each new resting point
/// (as the front end does) and inside answers (the rest hook), each read back when `every`
/// (each costs a replay of the whole match), else only those made at a quit.
struct Table {
    session: Session,
    saved: Arc<Mutex<Vec<Snapshot>>>,
    revision: u64,
    every: bool,
}

impl Table {
    fn new(session: Session, every: bool) -> Table {
        let mut table = Table {
            session,
            saved: Arc::default(),
            revision: 0,
            every,
        };
        table.hook();
        table
    }

    fn hook(&mut self) {
        let sink = Arc::clone(&self.saved);
        self.session
            .set_rest_hook(Box::new(move |s| sink.lock().expect("lock").push(s)));
        self.revision = self.session.revision();
    }

    /// Types `line`, then checks every save written meanwhile.
    fn handle(&mut self, line: &str) {
        self.session.handle(line);
        if !self.every {
            return;
        }
        let hooked = std::mem::take(&mut *self.saved.lock().expect("lock"));
        for snapshot in hooked {
            self.reads_back(&snapshot);
        }
        if self.session.revision() != self.revision {
            self.revision = self.session.revision();
            if let Some(snapshot) = self.session.snapshot() {
                self.reads_back(&snapshot);
            }
        }
    }

    /// `snapshot`, written and read back, saves the same.
    fn reads_back(&mut self, snapshot: &Snapshot) {
        let text = save::to_text(snapshot);
        let copy = save::from_text(&text)
            .unwrap_or_else(|e| panic!("a save tablier wrote is refused ({e:?}):\n{text}"));
        assert_eq!(
            save::to_text(&copy.snapshot().expect("a resumed match")),
            text,
            "the resumed match saves the same"
        );
    }

    /// Quits and resumes: the session's save read back asks the same (the same dice to
    /// play), stands at the same position, and answers the next lines as the session does;
    /// the copy plays on. A play made and not confirmed is not saved: the copy then stands
    /// at the turn's start, and plays on as a second copy does.
    fn quit_and_resume(&mut self) {
        let Some(snapshot) = self.session.snapshot() else {
            return;
        };
        let text = save::to_text(&snapshot);
        let read = || {
            let mut copy = save::from_text(&text)
                .unwrap_or_else(|e| panic!("a save tablier wrote is refused ({e:?}):\n{text}"));
            copy.resume_events();
            copy
        };
        let mut copy = read();
        assert_eq!(copy.prompt(), self.session.prompt(), "{text}");
        let mut second;
        let reference = if copy.position() == self.session.position() {
            &mut self.session
        } else {
            assert!(
                matches!(self.session.prompt(), Prompt::Turn { .. }),
                "only a turn in progress is left out of a save\n{text}"
            );
            second = read();
            &mut second
        };
        for _ in 0..3 {
            for line in playing_lines(reference, false) {
                assert_eq!(
                    copy.handle(line),
                    reference.handle(line),
                    "{line:?} after resuming\n{text}"
                );
            }
        }
        self.session = copy;
        self.hook();
    }

    fn play(&mut self, step: &Step) {
        match step {
            Step::Lines(n) => {
                for _ in 0..*n {
                    for line in playing_lines(&self.session, false) {
                        self.handle(line);
                    }
                }
            }
            Step::ToTheEnd { take } => {
                // A game is a few hundred lines, a match of 3 points a few games.
                for _ in 0..10_000 {
                    if at_the_end(&self.session) {
                        break;
                    }
                    for line in playing_lines(&self.session, *take) {
                        self.handle(line);
                    }
                }
            }
            Step::NewMatch { take } => {
                self.play(&Step::ToTheEnd { take: *take });
                self.handle("");
            }
            Step::Typed(line) => self.handle(line),
            Step::QuitAndResume => self.quit_and_resume(),
        }
    }
}

/// Plays `steps` from the start of a match of `rules` with `seed`, Green against `black`,
/// reading back `every` save written or only those made at a quit; the session at the end.
fn saves_hold_through(
    seed: u64,
    rules: MatchRules,
    black: Player,
    steps: &[Step],
    every: bool,
) -> Session {
    let mut session = Session::new(&NewGame {
        players: BySide {
            green: Player::Human,
            black,
        },
        seed: Some(seed),
        speech: false,
        level: Some(Level::Simple),
        match_rules: rules,
        ..NewGame::new(Lang::Fr, Variant::Backgammon)
    });
    session.start();
    let mut table = Table::new(session, every);
    for step in steps {
        table.play(step);
        if table.session.is_finished() {
            break;
        }
    }
    table.quit_and_resume();
    table.session
}

/// The reproducer, at two players for speed (the computer's turns cost a search
/// each; the property plays against it too): a 3-point match with the cube, quit and
/// resumed, played to its end, Entrée for a new match, and again, each quit and resumed
/// (the dice of the matches before are more than a new match's record explains).
#[test]
fn a_new_match_after_a_resumed_match_with_the_cube_saves_and_resumes() {
    saves_hold_through(
        1,
        MatchRules::new(Format::Match(3)),
        Player::Human,
        &[
            Step::Lines(6),
            Step::QuitAndResume,
            Step::Typed("doubler"),
            Step::Typed("accepter"),
            Step::QuitAndResume,
            Step::NewMatch { take: false },
            Step::QuitAndResume,
            Step::NewMatch { take: true },
            Step::QuitAndResume,
            Step::Lines(4),
            Step::QuitAndResume,
        ],
        false,
    );
}

/// A money session played past the games its record keeps, quit and resumed on the way and
/// after, a double taken now and then.
#[test]
fn a_money_session_past_the_games_it_keeps_saves_and_resumes() {
    let session = saves_hold_through(
        2,
        MatchRules::new(Format::Money),
        Player::Human,
        &[
            Step::Lines(10),
            Step::QuitAndResume,
            Step::ToTheEnd { take: false },
            Step::QuitAndResume,
            Step::Typed("doubler"),
            Step::Typed("accepter"),
            Step::Lines(6),
            Step::QuitAndResume,
            Step::NewMatch { take: false },
            Step::QuitAndResume,
        ],
        true,
    );
    assert!(
        session.dropped_games().games > 0,
        "played past the games kept"
    );
    assert!(session.history().len() <= KEPT_GAMES as usize + 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(common::size(4)))]

    #[test]
    fn every_save_written_through_whole_matches_reads_back_and_plays_on_the_same(
        seed in 0u64..1_000,
        rules in rules(),
        computer in prop::bool::weighted(0.3),
        steps in prop::collection::vec(step(), 1..8),
    ) {
        // Against the computer (its turns cost a search each) or a second player at the
        // keyboard, who doubles and answers as the lines say. A money session is played
        // by two players: the computer would take the doubles, and every save read back
        // would replay twenty whole games.
        let black = if computer && rules.format != Format::Money {
            Player::Computer
        } else {
            Player::Human
        };
        saves_hold_through(seed, rules, black, &steps, true);
    }
}
