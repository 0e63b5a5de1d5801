//! The teaching side (issue 14): practice, where a teacher or a learner sets the board
//! (`position`, `dés 63`, `trait noir`) and plays either side or lets the computer play
//! (`ordinateur`); and lessons, whose exercises ([`super::lesson`]) are asked one after the
//! other, each answer judged by what it loses against the best, with the judge `conseil`,
//! the tutor and `bilan` share ([`crate::ai::judge`], [`crate::ai::cube_policy::cube_verdict`]),
//! graded by `bilan`'s lines ([`super::review::DOUBTFUL`], [`super::review::BAD`]).
//!
//! A practice session plays both sides as a person: the board is the learner's to explore.
//! It is never saved: it is no match to resume. `entraînement` during a game asks the front
//! end to set the game aside first (as `charger` does), so that it is got back with
//! `parties` and `charger`.

use crate::rules::cube::Cube;
use crate::rules::score::{Format, MatchRules, MatchState};
use crate::rules::{BySide, Dice, Position, Side, Step};

use super::commands::{Answer, CommandId, CubeWord};
use super::event::{Event, Player, Problem};
use super::handlers::Given;
use super::lesson::{Exercise, Lesson, PositionProblem, Question};
use super::review::{BAD, DOUBTFUL};
use super::{NextStage, Pending, Phase, Session};

/// How good an answer was, by what it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grade {
    /// Lost at most [`DOUBTFUL`] thousandths: well answered.
    Good,
    /// Lost more than [`DOUBTFUL`], at most [`BAD`].
    Doubtful,
    /// Lost more than [`BAD`].
    Bad,
}

impl Grade {
    /// The grade of a loss in thousandths, by `bilan`'s lines.
    #[must_use]
    pub const fn of(loss: i32) -> Grade {
        if loss > BAD {
            Grade::Bad
        } else if loss > DOUBTFUL {
            Grade::Doubtful
        } else {
            Grade::Good
        }
    }

    /// The selector key of the grade in messages.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Grade::Good => "good",
            Grade::Doubtful => "doubtful",
            Grade::Bad => "bad",
        }
    }
}

/// A cube action: double or not, take or pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeAction {
    pub question: Question,
    /// Doubles (a double question) or takes (a take question).
    pub yes: bool,
}

/// What the teaching side tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeachEvent {
    /// Practice begins: what can be done in it; `set_aside`: the game in play was set
    /// aside first, to be got back with `charger`.
    PracticeStarted { set_aside: bool },
    /// `entraînement` during a game: the front end sets the game aside, then practice starts.
    PracticeAsked,
    /// `leçon FILE`: the front end reads the file and hands the lesson over.
    LessonAsked { path: String },
    /// The lesson file could not be read or is refused: nothing changed.
    LessonRefused { path: String, why: LessonTrouble },
    /// A position was set (`position`, `trait`).
    PositionSet,
    /// The lesson begins.
    LessonBegins { title: String, count: usize },
    /// An exercise is asked.
    Exercise {
        number: usize,
        count: usize,
        name: Option<String>,
        side: Side,
        dice: Option<Dice>,
        question: Question,
        cube: u32,
    },
    /// A play answered, judged.
    PlayJudged {
        side: Side,
        start: Position,
        played: Vec<Step>,
        best: Vec<Step>,
        loss: i32,
        grade: Grade,
    },
    /// A cube action answered, judged; `best` the right action.
    CubeJudged {
        answered: CubeAction,
        best: CubeAction,
        loss: i32,
        grade: Grade,
        /// Equities of no double, double-take, double-pass (thousandths, per cube 1).
        equities: [i32; 3],
    },
    /// The teacher's comment on the exercise.
    Comment { text: String },
    /// `conseil` during an exercise: it will not count as answered well.
    HintCounted,
    /// The exercise was skipped (`suivant`).
    Skipped { number: usize },
    /// The lesson is over: the exercises answered well out of the total, the equity lost in
    /// thousandths, those helped by `conseil` and those skipped.
    LessonOver {
        right: usize,
        total: usize,
        lost: i32,
        helped: usize,
        skipped: usize,
    },
}

/// Why a lesson file was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonTrouble {
    File(super::FileProblem),
    Content(super::lesson::LessonError),
}

/// What the teaching commands refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeachProblem {
    /// `position`, `trait`, `ordinateur`, `dés 63` outside practice.
    NotInPractice { command: CommandId },
    /// `entraînement` in practice already.
    AlreadyPractising,
    /// A command that would leave the exercise, during a lesson.
    NotInLesson { command: CommandId },
    /// `suivant` with no lesson.
    NoLesson,
    /// A cube question answered with a play, or a play question with a cube word.
    AnswerTheQuestion { question: Question },
    /// The position typed is not one.
    Position(PositionProblem),
}

/// Where a lesson stands.
#[derive(Clone, Debug)]
pub(super) struct LessonRun {
    lesson: Lesson,
    /// The exercise asked now.
    index: usize,
    /// `conseil` was asked during it.
    helped: bool,
    right: usize,
    lost: i32,
    helped_count: usize,
    skipped: usize,
}

impl Session {
    /// Whether this session is a practice board (never saved).
    #[must_use]
    pub fn is_practice(&self) -> bool {
        self.coaching.practice
    }

    /// Whether a lesson is running.
    #[must_use]
    pub fn in_lesson(&self) -> bool {
        self.coaching.lesson.is_some()
    }

    /// Turns this new session into a practice board at the game's start position, Green on
    /// roll, both sides played at the keyboard; what it says first.
    pub fn start_practice(&mut self, set_aside: bool) -> Vec<Event> {
        self.coaching.practice = true;
        self.settings.players = BySide::new_with(|_| Player::Human);
        self.matchplay.state = MatchState::new(MatchRules::new(Format::SingleGame));
        let mut out = vec![Event::Teach(TeachEvent::PracticeStarted { set_aside })];
        let start = Position::start(self.settings.variant, Side::Green)
            .with_conventions(self.settings.conventions);
        self.practice_at(start, None, &mut out);
        self.remember(out)
    }

    /// A practice board with this session's settings and dice, which it takes over: for
    /// `entraînement` and `leçon` during a game, once the game is set aside.
    pub fn practice_from(&mut self) -> Session {
        let dice = std::mem::replace(&mut self.dice, Box::new(super::SeededDice::from_entropy()));
        Session::with_dice(self.settings, dice)
    }

    /// Reads a lesson file's text in this session's game and words.
    ///
    /// # Errors
    /// The line at fault and its problem.
    pub fn read_lesson(&self, text: &str) -> Result<Lesson, super::lesson::LessonError> {
        super::lesson::parse(
            text,
            self.settings.variant,
            self.settings.lang,
            &self.lexicon,
            &super::lesson::LessonWords::new(),
        )
    }

    /// Starts `lesson` on this practice board; what is said: the title and the first
    /// exercise.
    pub fn begin_lesson(&mut self, lesson: Lesson) -> Vec<Event> {
        self.coaching.practice = true;
        self.settings.players = BySide::new_with(|_| Player::Human);
        self.settings.variant = lesson.variant;
        let mut out = vec![Event::Teach(TeachEvent::LessonBegins {
            title: lesson.title.clone(),
            count: lesson.exercises.len(),
        })];
        self.coaching.lesson = Some(LessonRun {
            lesson,
            index: 0,
            helped: false,
            right: 0,
            lost: 0,
            helped_count: 0,
            skipped: 0,
        });
        self.ask_exercise(&mut out);
        self.remember(out)
    }

    /// Puts `position` on the board, `dice` rolled for the side on roll (rolled now when
    /// `None`), and waits for its play.
    pub(super) fn practice_at(
        &mut self,
        position: Position,
        dice: Option<Dice>,
        out: &mut Vec<Event>,
    ) {
        self.game.position = position;
        self.pending = Pending::Nothing;
        self.game.next = NextStage::Turn;
        self.game.early = BySide::default();
        self.coaching.tutor_warned = None;
        self.matchplay.cube = Cube::CENTRED;
        self.game.phase = Phase::BeforeRoll;
        self.matchplay.open_record(position);
        self.play_from(dice, out);
    }

    /// The side on roll and its dice, as the board stands (the start of the turn).
    fn practice_turn(&self) -> (Position, Option<Dice>) {
        match &self.game.phase {
            Phase::Human(turn) => (*turn.start(), turn.dice()),
            _ => (self.game.position, None),
        }
    }

    /// The teaching commands: `position`, `trait`, `ordinateur`, `entraînement`, `leçon`,
    /// `suivant`, and `dés` with a roll.
    pub(super) fn teach_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let (id, rest) = (given.id, given.rest);
        let bad = |text: &str| {
            Event::Error(Problem::BadArgument {
                command: id,
                text: text.to_owned(),
            })
        };
        match id {
            CommandId::Practice if self.coaching.practice => {
                out.push(Event::Error(Problem::Teach(
                    TeachProblem::AlreadyPractising,
                )));
            }
            CommandId::Practice => out.push(Event::Teach(TeachEvent::PracticeAsked)),
            CommandId::Lesson if rest.is_empty() => out.push(bad(rest)),
            CommandId::Lesson => out.push(Event::Teach(TeachEvent::LessonAsked {
                path: rest.to_owned(),
            })),
            CommandId::Next => self.skip_exercise(out),
            _ if !self.coaching.practice => {
                out.push(Event::Error(Problem::Teach(TeachProblem::NotInPractice {
                    command: id,
                })))
            }
            CommandId::Position if rest.is_empty() => out.push(bad(rest)),
            CommandId::Position => {
                let (now, dice) = self.practice_turn();
                match super::lesson::read_position(
                    rest,
                    self.settings.variant,
                    now.turn(),
                    self.settings.lang,
                    &self.lexicon,
                ) {
                    Ok(given) => {
                        out.push(Event::Teach(TeachEvent::PositionSet));
                        let position = given.position.with_conventions(self.settings.conventions);
                        self.practice_at(position, given.dice.or(dice), out);
                    }
                    Err(problem) => {
                        out.push(Event::Error(Problem::Teach(TeachProblem::Position(
                            problem,
                        ))));
                    }
                }
            }
            CommandId::Turn => match self.lexicon.colour(rest) {
                Some(side) => {
                    let (now, dice) = self.practice_turn();
                    out.push(Event::Teach(TeachEvent::PositionSet));
                    self.practice_at(now.with_turn(side), dice, out);
                }
                None => out.push(bad(rest)),
            },
            CommandId::Dice => match super::lesson::parse_dice(rest) {
                Some(dice) if self.settings.variant.rules().has_dice() => {
                    let (now, _) = self.practice_turn();
                    self.practice_at(now, Some(dice), out);
                }
                _ => out.push(bad(rest)),
            },
            CommandId::Computer => match &self.game.phase {
                Phase::Human(turn) => {
                    let (start, dice) = (*turn.start(), turn.dice());
                    let side = start.turn();
                    self.game.position = start;
                    self.game.next = NextStage::Turn;
                    self.settings.players[side] = Player::Computer;
                    self.game.phase = Phase::BeforeRoll;
                    self.play_from(dice, out);
                    self.settings.players[side] = Player::Human;
                }
                _ => out.push(Event::Error(self.not_playing())),
            },
            _ => {}
        }
    }

    /// A line during a lesson, before the game's own reading; `true` when it was taken.
    pub(super) fn lesson_line(&mut self, line: &str, out: &mut Vec<Event>) -> bool {
        let Some(run) = &self.coaching.lesson else {
            return false;
        };
        let question = run.lesson.exercises[run.index].question;
        // What the line before asked is answered first: `oui` after `quitter` quits, as it
        // does outside a lesson, and never answers the exercise. A line that is no answer
        // to it (`non`, `prendre`) leaves the question, then is read as usual.
        if !matches!(self.pending, Pending::Nothing) && self.answer_pending(line, out) {
            return true;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        let id = self.lexicon.command(first);
        if question != Question::Play {
            if line.is_empty() {
                // Enter says the question again, with the words that answer it. It does not
                // roll (the board waits for no roll: the question comes before it), nor
                // mean "no double" as it would in a game: an exercise is judged, and a stray
                // Enter must not answer it for a player who cannot see the prompt change.
                self.exercise_asked(out);
                return true;
            }
            let answer = self.lexicon.cube_word(line).or(match (question, id) {
                (Question::Take, Some(CommandId::Accept))
                | (Question::Double, Some(CommandId::Double)) => Some(CubeWord::Yes),
                (Question::Take, Some(CommandId::Refuse))
                | (Question::Double, Some(CommandId::Roll)) => Some(CubeWord::No),
                _ => match self.lexicon.answer(line) {
                    Some(Answer::Yes) => Some(CubeWord::Yes),
                    Some(Answer::No) => Some(CubeWord::No),
                    None => None,
                },
            });
            if let Some(word) = answer {
                self.judge_cube(word == CubeWord::Yes, out);
                return true;
            }
            if id == Some(CommandId::Hint) {
                self.hint_asked(out);
                let verdict = self.verdict();
                let (answered, equities) = cube_best(question, &verdict);
                // Told as a judged answer of the right action, which gives it away.
                out.push(Event::Teach(TeachEvent::CubeJudged {
                    answered,
                    best: answered,
                    loss: 0,
                    grade: Grade::Good,
                    equities,
                }));
                return true;
            }
            if id.is_none() && !line.is_empty() {
                out.push(Event::Error(Problem::Teach(
                    TeachProblem::AnswerTheQuestion { question },
                )));
                return true;
            }
        } else if self.lexicon.cube_word(line).is_some() {
            out.push(Event::Error(Problem::Teach(
                TeachProblem::AnswerTheQuestion { question },
            )));
            return true;
        }
        match id {
            Some(CommandId::Hint) => {
                self.hint_asked(out);
                false
            }
            Some(CommandId::Repeat | CommandId::Next | CommandId::Quit) => false,
            // What would leave the exercise, or change the game, waits for its end.
            Some(
                command @ (CommandId::Position
                | CommandId::Turn
                | CommandId::Computer
                | CommandId::Practice
                | CommandId::Lesson
                | CommandId::Roll
                | CommandId::Double
                | CommandId::Accept
                | CommandId::Refuse
                | CommandId::Beaver
                | CommandId::Resign
                | CommandId::Tutor
                | CommandId::Save
                | CommandId::Load
                | CommandId::Games
                | CommandId::Export
                | CommandId::Review),
            ) => {
                out.push(Event::Error(Problem::Teach(TeachProblem::NotInLesson {
                    command,
                })));
                true
            }
            Some(CommandId::Dice) if !line[first.len()..].trim().is_empty() => {
                out.push(Event::Error(Problem::Teach(TeachProblem::NotInLesson {
                    command: CommandId::Dice,
                })));
                true
            }
            _ => false,
        }
    }

    fn hint_asked(&mut self, out: &mut Vec<Event>) {
        if let Some(run) = &mut self.coaching.lesson
            && !run.helped
        {
            run.helped = true;
            out.push(Event::Teach(TeachEvent::HintCounted));
        }
    }

    /// The cube verdict of the exercise asked (money play, the exercise's cube).
    fn verdict(&self) -> crate::ai::cube_policy::CubeVerdict {
        let (position, cube) = match &self.coaching.lesson {
            Some(run) => {
                let e = &run.lesson.exercises[run.index];
                (e.position, e.cube)
            }
            None => (self.game.position, self.matchplay.cube),
        };
        let state = MatchState::new(MatchRules::new(Format::Money));
        crate::ai::cube_policy::cube_verdict(&position, &state, cube)
    }

    /// The question of the exercise asked now, if it is a cube question: the prompt is its
    /// own ("doubler ou pas de double ?"), not the game's.
    pub(super) fn cube_exercise(&self) -> Option<Question> {
        let run = self.coaching.lesson.as_ref()?;
        let question = run.lesson.exercises[run.index].question;
        (question != Question::Play).then_some(question)
    }

    /// Says the exercise asked now: its number, the side, the roll, the question.
    fn exercise_asked(&self, out: &mut Vec<Event>) {
        let Some(run) = &self.coaching.lesson else {
            return;
        };
        let exercise = &run.lesson.exercises[run.index];
        out.push(Event::Teach(TeachEvent::Exercise {
            number: run.index + 1,
            count: run.lesson.exercises.len(),
            name: exercise.name.clone(),
            side: exercise.answerer(),
            dice: exercise.dice,
            question: exercise.question,
            cube: exercise.cube.value(),
        }));
    }

    /// Says the exercise asked now ([`Self::exercise_asked`]) and sets the board for
    /// `plateau`, `case`, `pips`.
    fn ask_exercise(&mut self, out: &mut Vec<Event>) {
        let Some(run) = &self.coaching.lesson else {
            return;
        };
        let exercise: Exercise = run.lesson.exercises[run.index].clone();
        self.exercise_asked(out);
        let position = exercise
            .position
            .with_conventions(self.settings.conventions);
        self.game.position = position;
        self.pending = Pending::Nothing;
        self.game.next = NextStage::Turn;
        self.coaching.tutor_warned = None;
        self.matchplay.cube = exercise.cube;
        self.matchplay.open_record(position);
        match exercise.dice {
            Some(dice) => {
                let stage = crate::rules::Stage {
                    side: position.turn(),
                    kind: crate::rules::driver::roll_kind(&position, dice, false),
                };
                self.wait(Phase::Human(crate::rules::Turn::for_stage(position, stage)));
            }
            // The side on roll has doubled: the learner answers for the other side.
            None if exercise.question == Question::Take => self.wait(Phase::Doubled {
                by: position.turn(),
            }),
            None => self.wait(Phase::BeforeRoll),
        }
    }

    /// A complete play confirmed during a lesson: judged, then the next exercise. `true`
    /// when a lesson took it.
    pub(super) fn lesson_play(&mut self, after: &Position, out: &mut Vec<Event>) -> bool {
        let Some(run) = &self.coaching.lesson else {
            return false;
        };
        let Phase::Human(turn) = &self.game.phase else {
            return false;
        };
        let exercise = &run.lesson.exercises[run.index];
        let (start, dice, played) = (*turn.start(), turn.dice(), turn.steps().to_vec());
        // An exercise shows no roll of the opponent's: none is known.
        let judged = dice.and_then(|d| crate::ai::judge::judge(&start, d, None, after));
        let (best, loss) = match judged {
            Some(j) => (j.best.play.steps().to_vec(), j.loss()),
            None => (played.clone(), 0),
        };
        out.push(Event::Teach(TeachEvent::PlayJudged {
            side: exercise.position.turn(),
            start,
            played,
            best,
            loss,
            grade: Grade::of(loss),
        }));
        self.close_exercise(Some(loss), out);
        true
    }

    /// A cube answer: doubles (or takes) when `yes`.
    fn judge_cube(&mut self, yes: bool, out: &mut Vec<Event>) {
        let Some(run) = &self.coaching.lesson else {
            return;
        };
        let question = run.lesson.exercises[run.index].question;
        let verdict = self.verdict();
        let loss = match question {
            Question::Take => verdict.take_loss(yes),
            _ => verdict.double_loss(yes),
        };
        let (best, equities) = cube_best(question, &verdict);
        out.push(Event::Teach(TeachEvent::CubeJudged {
            answered: CubeAction { question, yes },
            best,
            loss,
            grade: Grade::of(loss),
            equities,
        }));
        self.close_exercise(Some(loss), out);
    }

    /// `suivant`: the exercise is left unanswered.
    fn skip_exercise(&mut self, out: &mut Vec<Event>) {
        let Some(run) = &self.coaching.lesson else {
            out.push(Event::Error(Problem::Teach(TeachProblem::NoLesson)));
            return;
        };
        out.push(Event::Teach(TeachEvent::Skipped {
            number: run.index + 1,
        }));
        self.close_exercise(None, out);
    }

    /// Counts the exercise (`loss`: `None` when skipped), reads its comment, and asks the
    /// next one or ends the lesson with its score.
    fn close_exercise(&mut self, loss: Option<i32>, out: &mut Vec<Event>) {
        let Some(run) = &mut self.coaching.lesson else {
            return;
        };
        match loss {
            Some(loss) => {
                run.lost += loss;
                if run.helped {
                    run.helped_count += 1;
                } else if Grade::of(loss) == Grade::Good {
                    run.right += 1;
                }
            }
            None => run.skipped += 1,
        }
        let exercise = run.lesson.exercises[run.index].clone();
        if let Some(text) = exercise.comment.clone() {
            out.push(Event::Teach(TeachEvent::Comment { text }));
        }
        run.index += 1;
        run.helped = false;
        if run.index < run.lesson.exercises.len() {
            self.ask_exercise(out);
            return;
        }
        out.push(Event::Teach(TeachEvent::LessonOver {
            right: run.right,
            total: run.lesson.exercises.len(),
            lost: run.lost,
            helped: run.helped_count,
            skipped: run.skipped,
        }));
        self.coaching.lesson = None;
        // The board stays in practice at the last exercise, its roll to play again.
        let position = exercise
            .position
            .with_conventions(self.settings.conventions);
        self.practice_at(position, exercise.dice, out);
    }
}

/// The right cube action for `question`, and the three equities.
fn cube_best(
    question: Question,
    verdict: &crate::ai::cube_policy::CubeVerdict,
) -> (CubeAction, [i32; 3]) {
    let yes = match question {
        Question::Take => verdict.should_take(),
        _ => verdict.should_double(),
    };
    (
        CubeAction { question, yes },
        [verdict.no_double, verdict.double_take, verdict.double_pass],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Variant;
    use crate::session::{NewGame, ScriptedDice, Settings};

    fn practice() -> Session {
        let settings = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon));
        let mut session = Session::with_dice(settings, Box::new(ScriptedDice::new(&[3, 1, 6, 5])));
        let _ = session.start_practice(false);
        session
    }

    fn lesson_events(lines: &[&str]) -> Vec<Event> {
        let mut session = practice();
        let lesson = session
            .read_lesson(
                "titre: T\nexercice\nposition: départ\ndés: 31\ncommentaire: Le point V5.\n\
                 exercice\nposition: départ\ndés: 42\nexercice\nposition: départ\ndés: 61\n",
            )
            .expect("read");
        let mut events = session.begin_lesson(lesson);
        for line in lines {
            events.extend(session.handle(line));
        }
        assert!(!session.in_lesson());
        events
    }

    fn over(events: &[Event]) -> (usize, usize, i32, usize, usize) {
        events
            .iter()
            .find_map(|e| match e {
                Event::Teach(TeachEvent::LessonOver {
                    right,
                    total,
                    lost,
                    helped,
                    skipped,
                }) => Some((*right, *total, *lost, *helped, *skipped)),
                _ => None,
            })
            .expect("the lesson ends")
    }

    #[test]
    fn a_lesson_answered_right_scores_every_exercise_and_loses_nothing() {
        let events = lesson_events(&["8/5 6/5", "8/4 6/4", "13/7 8/7"]);
        assert_eq!(over(&events), (3, 3, 0, 0, 0));
        assert!(events.contains(&Event::Teach(TeachEvent::Comment {
            text: "Le point V5.".to_owned()
        })));
    }

    #[test]
    fn a_wrong_answer_says_the_best_play_and_counts_its_loss() {
        let events = lesson_events(&["24/21 24/23", "cs", "8/4 6/4", "suivant"]);
        let (right, total, lost, helped, skipped) = over(&events);
        assert_eq!((right, total, helped, skipped), (0, 3, 1, 1));
        assert!(lost > BAD, "{lost}");
        assert!(
            events.iter().any(|e| matches!(e,
                Event::Teach(TeachEvent::PlayJudged { grade: Grade::Bad, best, .. })
                    if best.len() == 2 && best.iter().all(|s| s.to == 5))),
            "{events:?}"
        );
    }

    #[test]
    fn a_cube_question_takes_double_or_no_double_and_judges_it() {
        let mut session = practice();
        let lesson = session
            .read_lesson("titre: T\nexercice\nposition: départ\nquestion: videau\n")
            .unwrap();
        session.begin_lesson(lesson);
        let refused = session.handle("24/18");
        assert!(matches!(refused[..], [Event::Error(_)]), "{refused:?}");
        // No one doubles at the start.
        let events = session.handle("pas de double");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Teach(TeachEvent::CubeJudged {
                    loss: 0,
                    grade: Grade::Good,
                    ..
                })
            )),
            "{events:?}"
        );
        assert_eq!(over(&events).0, 1);
    }

    /// A practice board in `lang` running a lesson of one cube question: whether Green,
    /// on roll at the start, doubles (`take`: whether Black takes Green's double).
    fn cube_lesson(lang: Lang, take: bool) -> Session {
        let settings = Settings::from_config(&NewGame::new(lang, Variant::Backgammon));
        let mut session = Session::with_dice(settings, Box::new(ScriptedDice::new(&[3, 1, 6, 5])));
        let _ = session.start_practice(false);
        let text = match (lang, take) {
            (Lang::Fr, false) => "titre: T\nexercice\nposition: départ\nquestion: videau\n",
            (Lang::Fr, true) => "titre: T\nexercice\nposition: départ\nquestion: prise\n",
            (_, false) => "title: T\nexercise\nposition: start\nquestion: cube\n",
            (_, true) => "title: T\nexercise\nposition: start\nquestion: take\n",
        };
        let lesson = session.read_lesson(text).expect("read");
        let _ = session.begin_lesson(lesson);
        session
    }

    fn judged(events: &[Event]) -> Option<CubeAction> {
        events.iter().find_map(|e| match e {
            Event::Teach(TeachEvent::CubeJudged { answered, .. }) => Some(*answered),
            _ => None,
        })
    }

    #[test]
    fn quitting_a_lesson_asks_and_never_answers_the_exercise() {
        for (lang, quit, yes) in [(Lang::Fr, "quitter", "oui"), (Lang::En, "quit", "yes")] {
            for take in [true, false] {
                let mut session = cube_lesson(lang, take);
                assert_eq!(session.handle(quit), [Event::QuitAsked], "{lang:?}");
                assert_eq!(session.prompt(), super::super::Prompt::Quit);
                let events = session.handle(yes);
                assert_eq!(judged(&events), None, "{lang:?} {take}: {events:?}");
                assert!(events.contains(&Event::Quit), "{lang:?} {take}: {events:?}");
                assert!(session.is_finished());
            }
        }
    }

    #[test]
    fn refusing_to_quit_a_lesson_keeps_the_exercise_unanswered() {
        for (lang, quit, no) in [(Lang::Fr, "quitter", "non"), (Lang::En, "quit", "no")] {
            let mut session = cube_lesson(lang, true);
            session.handle(quit);
            let events = session.handle(no);
            assert_eq!(events, [Event::QuitCancelled], "{lang:?}");
            assert!(session.in_lesson() && !session.is_finished());
            // The exercise still waits for its answer.
            let events = session.handle(if lang == Lang::Fr { "prendre" } else { "take" });
            assert_eq!(
                judged(&events),
                Some(CubeAction {
                    question: Question::Take,
                    yes: true
                })
            );
        }
    }

    #[test]
    fn enter_at_a_cube_question_says_it_again_and_rolls_nothing() {
        for lang in [Lang::Fr, Lang::En] {
            for take in [false, true] {
                let mut session = cube_lesson(lang, take);
                let before = session.position();
                let events = session.handle("");
                assert!(
                    matches!(
                        events[..],
                        [Event::Teach(TeachEvent::Exercise { number: 1, .. })]
                    ),
                    "{lang:?} {take}: {events:?}"
                );
                assert_eq!(session.position(), before);
                assert!(session.in_lesson());
                assert!(matches!(
                    session.prompt(),
                    super::super::Prompt::CubeExercise { .. }
                ));
            }
        }
    }

    #[test]
    fn a_cube_question_s_prompt_is_its_own_in_both_languages() {
        use crate::presentation::Renderer;
        for (lang, take, said) in [
            (Lang::Fr, false, "Doubler ou pas de double ? > "),
            (Lang::Fr, true, "Prendre ou passer ? > "),
            (Lang::En, false, "Double or no double? > "),
            (Lang::En, true, "Take or pass? > "),
        ] {
            let session = cube_lesson(lang, take);
            let loc = crate::i18n::Localizer::new(lang);
            let prompt = Renderer::for_session(&loc, &session).prompt(session.prompt());
            assert_eq!(prompt, said);
        }
    }

    #[test]
    fn at_a_take_question_rolling_or_doubling_answers_nothing() {
        // `lancer` is no pass, nor `doubler` a take: the words of the other question.
        for line in ["lancer", "doubler", "roll"] {
            let mut session = cube_lesson(Lang::Fr, true);
            let events = session.handle(line);
            assert_eq!(judged(&events), None, "{line}: {events:?}");
            assert!(
                matches!(events[..], [Event::Error(Problem::Teach(_))]),
                "{line}: {events:?}"
            );
            assert!(session.in_lesson());
        }
    }

    #[test]
    fn a_cube_question_takes_its_own_words_in_both_languages() {
        let double = |yes| CubeAction {
            question: Question::Double,
            yes,
        };
        let take = |yes| CubeAction {
            question: Question::Take,
            yes,
        };
        for (lang, is_take, line, answer) in [
            (Lang::Fr, false, "doubler", double(true)),
            (Lang::Fr, false, "double", double(true)),
            (Lang::Fr, false, "pas de double", double(false)),
            (Lang::Fr, true, "prendre", take(true)),
            (Lang::Fr, true, "passer", take(false)),
            (Lang::En, false, "double", double(true)),
            (Lang::En, false, "no double", double(false)),
            (Lang::En, true, "take", take(true)),
            (Lang::En, true, "pass", take(false)),
        ] {
            let mut session = cube_lesson(lang, is_take);
            let events = session.handle(line);
            assert_eq!(judged(&events), Some(answer), "{lang:?} {line}: {events:?}");
        }
    }

    #[test]
    fn practice_sets_the_position_the_roll_and_the_side_and_refuses_bad_text() {
        let mut session = practice();
        session.handle("position V6 (5v), V5 (2v), N1 (2n)");
        session.handle("dés 63");
        session.handle("trait noir");
        assert_eq!(session.position().turn(), Side::Black);
        assert_eq!(
            session.prompt(),
            super::super::Prompt::Turn {
                side: Side::Black,
                dice: Dice::from_values(6, 3)
            }
        );
        let refused = session.handle("position V13 (2v)");
        assert!(
            matches!(
                refused[..],
                [Event::Error(Problem::Teach(TeachProblem::Position(_)))]
            ),
            "{refused:?}"
        );
        assert_eq!(session.position().turn(), Side::Black);
        // The computer plays Black's 6-3; Green is on roll.
        session.handle("ordinateur");
        assert_eq!(session.position().turn(), Side::Green);
        assert!(
            session.snapshot().is_none(),
            "a practice board is never saved"
        );
    }

    #[test]
    fn the_practice_board_reads_the_english_and_the_french_count_letters_in_either_language() {
        for lang in [Lang::Fr, Lang::En] {
            let settings = Settings::from_config(&NewGame::new(lang, Variant::Backgammon));
            let mut session = Session::with_dice(settings, Box::new(ScriptedDice::new(&[3, 1])));
            let _ = session.start_practice(false);
            session.handle("position V6 (5g), V5 (2g), N1 (2b)");
            let english = session.position();
            session.handle("position V6 (4v), V5 (3v), N1 (1n)");
            assert_ne!(
                session.position(),
                english,
                "{lang:?}: the French text is read"
            );
            session.handle("position V6 (5v), V5 (2v), N1 (2n)");
            assert_eq!(session.position(), english, "{lang:?}");
            assert_eq!(english.checkers(Side::Black)[1], 2, "{lang:?}: b is Black");
        }
    }

    #[test]
    fn practice_commands_are_refused_in_a_game() {
        let mut session = crate::session::opening_six_five(|_| {});
        for line in ["position départ", "trait noir", "dés 63", "ordinateur"] {
            let refused = session.handle(line);
            assert!(
                matches!(
                    refused[..],
                    [Event::Error(Problem::Teach(
                        TeachProblem::NotInPractice { .. }
                    ))]
                ),
                "{line}: {refused:?}"
            );
        }
    }

    #[test]
    fn the_shipped_lessons_read_and_every_best_play_is_computed() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
        for (lang, file) in [
            (Lang::Fr, "fr/ouvertures.txt"),
            (Lang::Fr, "fr/sortie.txt"),
            (Lang::En, "en/openings.txt"),
        ] {
            let text = std::fs::read_to_string(root.join(file)).expect(file);
            let settings = Settings::from_config(&NewGame::new(lang, Variant::Backgammon));
            let session = Session::with_dice(settings, Box::new(ScriptedDice::new(&[1, 2])));
            let lesson = session.read_lesson(&text).expect(file);
            assert!(lesson.exercises.len() >= 2, "{file}");
            for exercise in &lesson.exercises {
                let dice = exercise.dice.expect("a roll");
                let best = &crate::ai::search::hint(
                    &exercise.position,
                    dice,
                    None,
                    crate::ai::search::HINT_LEVEL,
                )[0]
                .0;
                let judged = crate::ai::judge::judge(&exercise.position, dice, None, &best.after);
                assert_eq!(judged.map(|j| j.loss()), Some(0), "{file}");
                assert!(exercise.comment.is_some(), "{file}");
            }
        }
    }
}
