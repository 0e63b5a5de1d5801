//! Practice and lessons in words (messages in `teach.ftl`). Losses are written as `conseil`
//! writes equities, so that what a lesson says an answer lost is what `conseil` lists.

use super::free_text::{COMMENT_MAX, NAME_MAX};
use super::{Renderer, Txt, Val, int, key, side_key, yes_no};
use crate::session::commands::command;
use crate::session::lesson::{LessonError, LessonProblem, PositionProblem, Question};
use crate::session::teach::{CubeAction, Grade, LessonTrouble, TeachEvent, TeachProblem};

impl Renderer<'_> {
    /// One event of practice or of a lesson: what is set up and asked, or how an answer is
    /// judged.
    pub(super) fn teach_lines(&self, event: &TeachEvent) -> Vec<Txt> {
        match event {
            TeachEvent::PracticeStarted { .. }
            | TeachEvent::PracticeAsked
            | TeachEvent::LessonAsked { .. }
            | TeachEvent::LessonRefused { .. }
            | TeachEvent::PositionSet
            | TeachEvent::LessonBegins { .. }
            | TeachEvent::Exercise { .. } => self.lesson_lines(event),
            TeachEvent::PlayJudged { .. }
            | TeachEvent::CubeJudged { .. }
            | TeachEvent::Comment { .. }
            | TeachEvent::HintCounted
            | TeachEvent::Skipped { .. }
            | TeachEvent::LessonOver { .. } => self.judged_lines(event),
        }
    }

    /// Practice begins, a position is set, a lesson begins (or is refused), an exercise is
    /// asked.
    fn lesson_lines(&self, event: &TeachEvent) -> Vec<Txt> {
        match event {
            TeachEvent::PracticeStarted { set_aside } => vec![self.msg(
                "teach-practice-started",
                &[("set_aside", key(yes_no(*set_aside)))],
            )],
            // Nothing to say: the front end answers it.
            TeachEvent::PracticeAsked | TeachEvent::LessonAsked { .. } => Vec::new(),
            TeachEvent::LessonRefused { path, why } => vec![self.lesson_refused(path, why)],
            TeachEvent::PositionSet => vec![self.msg("teach-position-set", &[])],
            // A title that ends a sentence itself (`…?`) gets no full stop after it. The
            // title, an exercise's name and a comment are heard with their rolls and moves in
            // words (`free_text`).
            // A title too long to be one is cut (`NAME_MAX`), and then ends with an ellipsis.
            TeachEvent::LessonBegins { title, count } => {
                let title = self.free_text_within(title, NAME_MAX);
                let closed = title.eye.ends_with(['.', '?', '!', '…']);
                vec![self.msg(
                    "teach-lesson-begins",
                    &[
                        ("title", title.into()),
                        ("closed", key(yes_no(closed))),
                        ("count", int(*count as i64)),
                    ],
                )]
            }
            TeachEvent::Exercise {
                number,
                count,
                name,
                side,
                dice,
                question,
                cube,
            } => {
                let dice = dice.map_or_else(Txt::default, |d| self.dice(d));
                let shown_name =
                    self.free_text_within(name.as_deref().unwrap_or_default(), NAME_MAX);
                vec![self.msg(
                    "teach-exercise",
                    &[
                        ("number", int(*number as i64)),
                        ("count", int(*count as i64)),
                        ("name", shown_name.into()),
                        ("named", key(yes_no(name.is_some()))),
                        ("side", key(side_key(*side))),
                        ("dice", dice.into()),
                        ("question", key(question.key())),
                        ("cube", int(i64::from(*cube))),
                    ],
                )]
            }
            _ => unreachable!("not the setting up of practice or a lesson: {event:?}"),
        }
    }

    /// The lesson file `path` could not be read or is refused, and why.
    fn lesson_refused(&self, path: &str, why: &LessonTrouble) -> Txt {
        let why = match why {
            LessonTrouble::File(problem) => {
                self.msg("teach-lesson-file-failed", &[("why", key(problem.key()))])
            }
            LessonTrouble::Content(error) => self.lesson_error(error),
        };
        self.msg(
            "teach-lesson-refused",
            &[("path", Txt::path(path).into()), ("why", why.into())],
        )
    }

    /// An answer judged, the teacher's comment, a hint counted, an exercise skipped, the
    /// lesson over.
    fn judged_lines(&self, event: &TeachEvent) -> Vec<Txt> {
        match event {
            TeachEvent::PlayJudged {
                side,
                start,
                played,
                best,
                loss,
                grade,
            } => {
                let is_best = played == best || *loss == 0;
                vec![self.msg(
                    "teach-play-judged",
                    &[
                        ("grade", key(grade.key())),
                        ("best_played", key(yes_no(is_best))),
                        ("play", self.play(*side, start, played).into()),
                        ("best", self.play(*side, start, best).into()),
                        ("loss", self.thousandths(*loss, false).into()),
                    ],
                )]
            }
            TeachEvent::CubeJudged {
                answered,
                best,
                loss,
                grade,
                equities,
            } => self.cube_judged(*answered, *best, *loss, *grade, *equities),
            TeachEvent::Comment { text } => {
                let text = self.free_text_within(text, COMMENT_MAX);
                vec![self.msg("teach-comment", &[("text", text.into())])]
            }
            TeachEvent::HintCounted => vec![self.msg("teach-hint-counted", &[])],
            TeachEvent::Skipped { number } => {
                vec![self.msg("teach-skipped", &[("number", int(*number as i64))])]
            }
            TeachEvent::LessonOver {
                right,
                total,
                lost,
                helped,
                skipped,
            } => vec![self.msg(
                "teach-lesson-over",
                &[
                    ("right", int(*right as i64)),
                    ("total", int(*total as i64)),
                    ("lost", self.thousandths(*lost, false).into()),
                    ("helped", int(*helped as i64)),
                    ("skipped", int(*skipped as i64)),
                ],
            )],
            _ => unreachable!("not an answer judged or the lesson's end: {event:?}"),
        }
    }

    /// A cube action answered, judged against the right one, then the equities of the
    /// actions.
    fn cube_judged(
        &self,
        answered: CubeAction,
        best: CubeAction,
        loss: i32,
        grade: Grade,
        equities: [i32; 3],
    ) -> Vec<Txt> {
        vec![
            self.msg(
                "teach-cube-judged",
                &[
                    ("grade", key(grade.key())),
                    ("right", key(yes_no(answered == best))),
                    ("best", self.cube_action(best).into()),
                    ("loss", self.thousandths(loss, false).into()),
                ],
            ),
            if best.question == Question::Take {
                // The learner answered the double: its own equities, the doubler's with
                // the sign changed, as `conseil` tells them.
                self.msg(
                    "cube-hint-answer",
                    &[
                        ("take", self.thousandths(-equities[1], true).into()),
                        ("pass", self.thousandths(-equities[2], true).into()),
                    ],
                )
            } else {
                self.msg(
                    "teach-cube-equities",
                    &[
                        ("none", self.thousandths(equities[0], true).into()),
                        ("take", self.thousandths(equities[1], true).into()),
                        ("pass", self.thousandths(equities[2], true).into()),
                    ],
                )
            },
        ]
    }

    /// A cube action in words: double, no double, take, pass.
    fn cube_action(&self, action: CubeAction) -> Txt {
        self.msg(
            "teach-cube-action",
            &[
                ("question", key(action.question.key())),
                ("yes", key(yes_no(action.yes))),
            ],
        )
    }

    /// Why a position typed or written is refused: the entry and the rule, as `legal`
    /// says it.
    pub(super) fn position_problem(&self, problem: &PositionProblem) -> Txt {
        match problem {
            PositionProblem::Text {
                text,
                variant,
                error,
            } => Txt::same(crate::i18n::position_text_error(
                self.loc, text, *variant, error,
            )),
            PositionProblem::Id { text } => self.msg(
                "teach-position-id",
                &[("text", Txt::same(self.loc.quote(text)).into())],
            ),
            PositionProblem::Xgid(error) => self.msg(
                "teach-position-xgid",
                &[(
                    "why",
                    Txt::same(crate::engine::error_message(error, self.loc)).into(),
                )],
            ),
            PositionProblem::NotGnubg { variant } => self.msg(
                "teach-position-not-gnubg",
                &[(
                    "game",
                    Txt::same(self.loc.tr(format!("game-name-{}", variant.name()))).into(),
                )],
            ),
            PositionProblem::Over => self.msg("teach-position-over", &[]),
        }
    }

    /// The line of a lesson file at fault, and what is wrong with it.
    fn lesson_error(&self, error: &LessonError) -> Txt {
        let key_word =
            |k: crate::session::lesson::Key| -> Val { Txt::same(self.loc.tr(k.word())).into() };
        let quoted = |text: &str| -> Val { Txt::same(self.loc.quote(text)).into() };
        let game = |v: crate::rules::Variant| -> Val {
            Txt::same(self.loc.tr(format!("game-name-{}", v.name()))).into()
        };
        let (id, args): (&str, Vec<(&str, Val)>) = match &error.problem {
            LessonProblem::NotKeyValue => ("lesson-error-not-key-value", vec![]),
            LessonProblem::UnknownKey { word } => {
                ("lesson-error-unknown-key", vec![("word", quoted(word))])
            }
            LessonProblem::Repeated { key } => {
                ("lesson-error-repeated", vec![("key", key_word(*key))])
            }
            LessonProblem::BeforeExercise { key } => (
                "lesson-error-before-exercise",
                vec![("key", key_word(*key))],
            ),
            LessonProblem::AfterExercise { key } => {
                ("lesson-error-after-exercise", vec![("key", key_word(*key))])
            }
            LessonProblem::Missing { key } => {
                ("lesson-error-missing", vec![("key", key_word(*key))])
            }
            LessonProblem::Empty { key } => ("lesson-error-empty", vec![("key", key_word(*key))]),
            LessonProblem::NoTitle => ("lesson-error-no-title", vec![]),
            LessonProblem::NoExercise => ("lesson-error-no-exercise", vec![]),
            LessonProblem::TooManyExercises { max } => {
                ("lesson-error-too-many", vec![("max", int(*max as i64))])
            }
            LessonProblem::BadGame { text } => ("lesson-error-game", vec![("text", quoted(text))]),
            LessonProblem::BadSide { text } => ("lesson-error-side", vec![("text", quoted(text))]),
            LessonProblem::BadDice { text } => ("lesson-error-dice", vec![("text", quoted(text))]),
            LessonProblem::BadQuestion { text } => {
                ("lesson-error-question", vec![("text", quoted(text))])
            }
            LessonProblem::Position(problem) => (
                "lesson-error-position",
                vec![("why", self.position_problem(problem).into())],
            ),
            LessonProblem::NoChoice => ("lesson-error-no-choice", vec![]),
            LessonProblem::DiceForCube => ("lesson-error-dice-for-cube", vec![]),
            LessonProblem::NoCube { variant } => {
                ("lesson-error-no-cube", vec![("game", game(*variant))])
            }
            LessonProblem::NoDice { variant } => {
                ("lesson-error-no-dice", vec![("game", game(*variant))])
            }
        };
        let why = self.msg(id, &args);
        self.msg(
            "lesson-error-line",
            &[("line", int(error.line as i64)), ("why", why.into())],
        )
    }

    /// A practice or lesson command refused.
    pub(super) fn teach_problem(&self, problem: &TeachProblem) -> Txt {
        let word = |id| -> Val { Txt::same(self.loc.tr(command(id).word)).into() };
        match problem {
            TeachProblem::NotInPractice { command } => {
                self.msg("teach-error-not-in-practice", &[("word", word(*command))])
            }
            TeachProblem::AlreadyPractising => self.msg("teach-error-already-practising", &[]),
            TeachProblem::NotInLesson { command } => {
                self.msg("teach-error-not-in-lesson", &[("word", word(*command))])
            }
            TeachProblem::NoLesson => self.msg("teach-error-no-lesson", &[]),
            TeachProblem::AnswerTheQuestion { question } => self.msg(
                "teach-error-answer-the-question",
                &[("question", key(question.key()))],
            ),
            TeachProblem::Position(problem) => self.msg(
                "teach-error-position",
                &[("why", self.position_problem(problem).into())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::presentation::tests::said;
    use crate::rules::Variant;
    use crate::session::Event;
    use crate::session::teach::TeachEvent;

    fn begins(lang: Lang, title: &str) -> String {
        let event = Event::Teach(TeachEvent::LessonBegins {
            title: title.to_owned(),
            count: 2,
        });
        said(lang, Variant::Backgammon, &event).display.join("\n")
    }

    #[test]
    fn a_megabyte_lesson_title_is_shown_cut_between_words() {
        let title = "Les ouvertures au backgammon ".repeat(40_000);
        assert!(title.len() > 1_000_000);
        let event = Event::Teach(TeachEvent::LessonBegins {
            title: title.clone(),
            count: 2,
        });
        for lang in [Lang::Fr, Lang::En] {
            let said = said(lang, Variant::Backgammon, &event);
            let shown = said.display.join("\n");
            assert!(shown.chars().count() < 200, "{shown}");
            assert!(shown.contains("backgammon Les ouvertures au…"), "{shown}");
            assert!(said.spoken.chars().count() < 200, "{}", said.spoken);
            assert!(!said.spoken.contains('…'), "{}", said.spoken);
        }
        // A title of a few words is shown whole.
        assert!(
            begins(Lang::Fr, &title[..28]).starts_with("Leçon : Les ouvertures au backgammon. 2")
        );
    }

    #[test]
    fn a_megabyte_line_in_a_lesson_file_is_quoted_in_a_few_dozen_characters() {
        use crate::session::lesson::{LessonError, LessonProblem};
        use crate::session::teach::LessonTrouble;
        let text = "pas un jeu ".repeat(100_000);
        let event = Event::Teach(TeachEvent::LessonRefused {
            path: "leçon.txt".to_owned(),
            why: LessonTrouble::Content(LessonError {
                line: 2,
                problem: LessonProblem::BadGame { text },
            }),
        });
        for lang in [Lang::Fr, Lang::En] {
            let shown = said(lang, Variant::Backgammon, &event).display.join("\n");
            assert!(shown.chars().count() < 200, "{shown}");
            assert!(shown.contains("pas un jeu pas un jeu pas un…"), "{shown}");
        }
    }

    #[test]
    fn a_lesson_of_too_many_exercises_is_refused_with_the_bound_and_what_to_do() {
        use crate::session::lesson::{LessonError, LessonProblem, MAX_EXERCISES};
        use crate::session::teach::LessonTrouble;
        let event = Event::Teach(TeachEvent::LessonRefused {
            path: "leçon.txt".to_owned(),
            why: LessonTrouble::Content(LessonError {
                line: 30_002,
                problem: LessonProblem::TooManyExercises { max: MAX_EXERCISES },
            }),
        });
        let fr = said(Lang::Fr, Variant::Backgammon, &event);
        let shown = fr.display.join("\n");
        assert!(
            shown.contains("ligne 30002 : un exercice de trop"),
            "{shown}"
        );
        assert!(shown.contains("10000 au plus ; partagez-la"), "{shown}");
        let en = said(Lang::En, Variant::Backgammon, &event)
            .display
            .join("\n");
        assert!(en.contains("10000 at most; split it"), "{en}");
    }

    #[test]
    fn a_lesson_title_that_ends_its_sentence_gets_no_second_full_stop() {
        assert!(
            begins(Lang::Fr, "Prendre ou passer ?")
                .starts_with("Leçon : Prendre ou passer ? 2 exercices.")
        );
        assert!(
            begins(Lang::Fr, "Les ouvertures").starts_with("Leçon : Les ouvertures. 2 exercices.")
        );
        assert!(
            begins(Lang::En, "Take or pass?").starts_with("Lesson: Take or pass? 2 exercises.")
        );
    }
}
