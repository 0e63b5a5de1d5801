//! A teacher's lesson file, read into a [`Lesson`]: a title, then exercises, each a position,
//! a roll, a question and a comment (issue 14; the format is `docs/lecons.md`).
//!
//! The file is plain UTF-8 text, one `key: value` a line; blank lines and lines starting
//! with `#` are left out. The keys are words of both languages (`titre`/`title`,
//! `exercice`/`exercise`…), accents and case aside, taken from the Fluent files like the
//! commands. Every exercise is checked as the file is read (its position by the rules of the
//! game, its roll leaving a choice, a cube question in a game with a cube), so that a bad
//! file is refused whole, with the line and the problem, before the learner hears a word.
//!
//! Positions are read as `position` reads them in practice ([`read_position`]): the tactile
//! text (`V6 (2v), barre (1n)`), a gnubg Position ID, an XGID (which may give the roll and
//! the cube too), or the word for the start position (`départ`).

use crate::engine::{Decision, RequestError, xgid};
use crate::i18n::{Lang, Localizer, vocabulary};
use crate::notation::position_id;
use crate::notation::position_text::{self, PositionTextError};
use crate::rules::cube::Cube;
use crate::rules::{Dice, Gnubg, Position, Side, Variant};

use super::commands::{Lexicon, fold};

/// What an exercise asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// The best play of the roll.
    Play,
    /// Whether the side on roll doubles (before rolling).
    Double,
    /// The side on roll has doubled: whether its opponent takes.
    Take,
}

impl Question {
    pub const ALL: [Question; 3] = [Question::Play, Question::Double, Question::Take];

    /// The question's words in a lesson file (`meilleur coup`, `videau`, `prise`), in Fluent.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Question::Play => "lesson-question-play",
            Question::Double => "lesson-question-double",
            Question::Take => "lesson-question-take",
        }
    }

    /// The selector key of the question in messages.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Question::Play => "play",
            Question::Double => "double",
            Question::Take => "take",
        }
    }
}

/// One exercise, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The line of its `exercice` keyword, from 1.
    pub line: usize,
    /// Its name, the text after `exercice`, if any.
    pub name: Option<String>,
    /// The position, the side on roll to answer (the other side for a take).
    pub position: Position,
    /// The roll, for a play question.
    pub dice: Option<Dice>,
    /// The cube before the question (centred unless an XGID says otherwise).
    pub cube: Cube,
    pub question: Question,
    /// Read after the answer.
    pub comment: Option<String>,
}

impl Exercise {
    /// The side that answers: the side on roll, or for a take its opponent.
    #[must_use]
    pub fn answerer(&self) -> Side {
        match self.question {
            Question::Take => !self.position.turn(),
            _ => self.position.turn(),
        }
    }
}

/// A lesson: a title and its exercises, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: String,
    /// The game of every exercise (`jeu:`, or the game in play).
    pub variant: Variant,
    pub exercises: Vec<Exercise>,
}

/// The keys of a lesson file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Title,
    Game,
    Exercise,
    Position,
    Side,
    Dice,
    Question,
    Comment,
}

impl Key {
    pub const ALL: [Key; 8] = [
        Key::Title,
        Key::Game,
        Key::Exercise,
        Key::Position,
        Key::Side,
        Key::Dice,
        Key::Question,
        Key::Comment,
    ];

    /// The key's word in Fluent; its `.other` attribute is a second word for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Key::Title => "lesson-key-title",
            Key::Game => "lesson-key-game",
            Key::Exercise => "lesson-key-exercise",
            Key::Position => "lesson-key-position",
            Key::Side => "lesson-key-side",
            Key::Dice => "lesson-key-dice",
            Key::Question => "lesson-key-question",
            Key::Comment => "lesson-key-comment",
        }
    }
}

/// Why a position typed or written is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// A position text that does not read: the entry and the rule, as `tablier legal` says.
    Text {
        text: String,
        variant: Variant,
        error: PositionTextError,
    },
    /// A Position ID that does not read.
    Id { text: String },
    /// An XGID that does not read.
    Xgid(RequestError),
    /// A Position ID or XGID for a game GNU Backgammon does not play.
    NotGnubg { variant: Variant },
    /// The position is a finished game: nothing to play.
    Over,
}

/// A position read, with what an XGID gives beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    pub position: Position,
    pub dice: Option<Dice>,
    pub cube: Option<Cube>,
    /// An XGID's side on roll has doubled: a take question.
    pub doubled: bool,
}

/// Reads a position of `variant` with `turn` on roll: an XGID (the side on roll is `turn`
/// whatever colour the XGID calls it), a Position ID, the word for the start position, or a
/// position text in the words of `lang` or of the other language.
///
/// # Errors
/// [`PositionProblem`], the position text's error told in `lang`'s words.
pub fn read_position(
    text: &str,
    variant: Variant,
    turn: Side,
    lang: Lang,
    lexicon: &Lexicon,
) -> Result<Given, PositionProblem> {
    let text = text.trim();
    let gnubg = variant.rules().gnubg != Gnubg::Unknown;
    let plain = |position: Position| Given {
        position,
        dice: None,
        cube: None,
        doubled: false,
    };
    let given = if lexicon.is_start(text) {
        plain(Position::start(variant, turn))
    } else if xgid::looks_like(text) && !text.contains('(') {
        if variant != Variant::Backgammon {
            return Err(PositionProblem::NotGnubg { variant });
        }
        let request = xgid::parse(text).map_err(PositionProblem::Xgid)?;
        // The engine reads the mover as Green; the colour asked for plays it here.
        let mut setup = request.position.to_setup();
        if turn == Side::Black {
            setup.checkers = crate::rules::BySide {
                green: setup.checkers.black,
                black: setup.checkers.green,
            };
        }
        setup.turn = turn;
        let position = Position::from_setup(setup)
            .map_err(|e| PositionProblem::Xgid(RequestError::Position(e)))?;
        let owner = match request.cube.owner {
            crate::ai::cube::CubeOwner::Centered => None,
            crate::ai::cube::CubeOwner::Owned(Side::Green) => Some(turn),
            crate::ai::cube::CubeOwner::Owned(_) => Some(!turn),
        };
        Given {
            position,
            dice: match request.decision {
                Decision::Play(dice) => Some(dice),
                _ => None,
            },
            cube: Cube::new(request.cube.value, owner),
            doubled: request.decision == Decision::TakeOrDrop,
        }
    } else if text.len() == 14 && text.is_ascii() && !text.contains([' ', '(', ',']) {
        if !gnubg {
            return Err(PositionProblem::NotGnubg { variant });
        }
        plain(
            position_id::decode_for(variant, text, turn).map_err(|_| PositionProblem::Id {
                text: text.to_owned(),
            })?,
        )
    } else {
        let mine = vocabulary(lang);
        match position_text::parse(text, variant, turn, &mine) {
            Ok(position) => plain(position),
            Err(error) => {
                let other = Lang::ALL.into_iter().find(|&l| l != lang).unwrap_or(lang);
                match position_text::parse(text, variant, turn, &vocabulary(other)) {
                    Ok(position) => plain(position),
                    Err(_) => {
                        return Err(PositionProblem::Text {
                            text: text.to_owned(),
                            variant,
                            error,
                        });
                    }
                }
            }
        }
    };
    if given.position.outcome().is_some() {
        return Err(PositionProblem::Over);
    }
    Ok(given)
}

/// Why a lesson file is refused, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The line at fault, from 1 (for what is missing: the line of its exercise).
    pub line: usize,
    pub problem: LessonProblem,
}

/// What is wrong with a line of a lesson file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonProblem {
    /// The line is not `key: value`.
    NotKeyValue,
    /// The word before the colon is no key.
    UnknownKey { word: String },
    /// A key given twice where it may be given once.
    Repeated { key: Key },
    /// A key of an exercise before the first `exercice`.
    BeforeExercise { key: Key },
    /// The title or the game after the first exercise.
    AfterExercise { key: Key },
    /// A key the exercise needs is missing.
    Missing { key: Key },
    /// The value given is empty.
    Empty { key: Key },
    /// No title line.
    NoTitle,
    /// No exercise.
    NoExercise,
    /// More than [`MAX_EXERCISES`] exercises (the line: the first one too many).
    TooManyExercises { max: usize },
    /// `jeu:` names no game.
    BadGame { text: String },
    /// `trait:` names no colour.
    BadSide { text: String },
    /// `dés:` is not a roll.
    BadDice { text: String },
    /// `question:` is none of the questions.
    BadQuestion { text: String },
    /// The position does not read.
    Position(PositionProblem),
    /// The roll leaves no choice: nothing to ask.
    NoChoice,
    /// A cube question comes with a roll.
    DiceForCube,
    /// A cube question in a game without a cube.
    NoCube { variant: Variant },
    /// The game has no dice: a lesson has a roll to play.
    NoDice { variant: Variant },
}

impl LessonError {
    fn at(line: usize, problem: LessonProblem) -> LessonError {
        LessonError { line, problem }
    }
}

/// The words of a lesson file, in every language, folded.
#[derive(Clone, Debug)]
pub struct LessonWords {
    keys: Vec<(Key, Vec<String>)>,
    questions: Vec<(Question, Vec<String>)>,
}

impl LessonWords {
    /// Reads the words from the catalogues of every language.
    #[must_use]
    pub fn new() -> LessonWords {
        let mut keys: Vec<(Key, Vec<String>)> = Key::ALL.iter().map(|&k| (k, vec![])).collect();
        let mut questions: Vec<(Question, Vec<String>)> =
            Question::ALL.iter().map(|&q| (q, vec![])).collect();
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            for (key, words) in &mut keys {
                words.push(fold(&loc.tr(key.word())));
                words.push(fold(&loc.tr(format!("{}.other", key.word()))));
            }
            for (question, words) in &mut questions {
                words.push(fold(&loc.tr(question.word())));
                words.push(fold(&loc.tr(format!("{}.other", question.word()))));
            }
        }
        LessonWords { keys, questions }
    }

    fn key(&self, word: &str) -> Option<Key> {
        let word = fold(&word.split_whitespace().collect::<Vec<_>>().join(" "));
        self.keys
            .iter()
            .find(|(_, w)| w.contains(&word))
            .map(|(k, _)| *k)
    }

    fn question(&self, text: &str) -> Option<Question> {
        let text = fold(&text.split_whitespace().collect::<Vec<_>>().join(" "));
        self.questions
            .iter()
            .find(|(_, w)| w.contains(&text))
            .map(|(q, _)| *q)
    }
}

impl Default for LessonWords {
    fn default() -> LessonWords {
        LessonWords::new()
    }
}

/// A roll written `63`, `6-3`, `6 3` or `6,3`.
#[must_use]
pub fn parse_dice(text: &str) -> Option<Dice> {
    let digits: Vec<char> = text
        .chars()
        .filter(|c| !matches!(c, '-' | ' ' | ',' | '/'))
        .collect();
    match digits.as_slice() {
        [a, b] => {
            let (a, b) = (a.to_digit(10)?, b.to_digit(10)?);
            Dice::from_values(u8::try_from(a).ok()?, u8::try_from(b).ok()?)
        }
        _ => None,
    }
}

/// The most exercises a lesson holds. A teacher's lesson has tens; a generated one may have
/// thousands, and reads in well under a second (`cargo bench --bench lesson`). The bound
/// keeps a runaway file (a lesson file is read whole, up to `save::MAX_FILE_BYTES`, 16 MiB,
/// which could hold some 200,000 exercises) from keeping the player waiting and the memory
/// filling before anything is asked.
pub const MAX_EXERCISES: usize = 10_000;

/// An exercise as written, before it is checked.
#[derive(Default)]
struct Draft {
    line: usize,
    name: Option<String>,
    position: Option<(usize, String)>,
    side: Option<Side>,
    dice: Option<(usize, Dice)>,
    question: Option<Question>,
    comment: Option<String>,
}

/// Reads a lesson of `variant` (unless the file names its game), position texts in the words
/// of `lang` or the other language.
///
/// # Errors
/// The first [`LessonError`]: the line and what is wrong with it.
pub fn parse(
    text: &str,
    variant: Variant,
    lang: Lang,
    lexicon: &Lexicon,
    words: &LessonWords,
) -> Result<Lesson, LessonError> {
    let mut title: Option<String> = None;
    let mut variant = variant;
    let mut drafts: Vec<Draft> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim().trim_start_matches('\u{feff}');
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let (key, word, value) = read_key(raw, words).map_err(|p| LessonError::at(line, p))?;
        let first = word.split_whitespace().next().unwrap_or("");
        let fail = |problem| Err(LessonError::at(line, problem));
        if value.is_empty() && !matches!(key, Key::Exercise) {
            return fail(LessonProblem::Empty { key });
        }
        match key {
            Key::Title | Key::Game if !drafts.is_empty() => {
                return fail(LessonProblem::AfterExercise { key });
            }
            Key::Title if title.is_some() => return fail(LessonProblem::Repeated { key }),
            Key::Title => title = Some(value.to_owned()),
            Key::Game => match value.parse::<Variant>() {
                Ok(v) => variant = v,
                Err(_) => {
                    return fail(LessonProblem::BadGame {
                        text: value.to_owned(),
                    });
                }
            },
            Key::Exercise if drafts.len() == MAX_EXERCISES => {
                return fail(LessonProblem::TooManyExercises { max: MAX_EXERCISES });
            }
            Key::Exercise => {
                // The name: after the colon, or after the word.
                let name = if value.is_empty() {
                    word.trim()[first.len()..].trim()
                } else {
                    value
                };
                drafts.push(Draft {
                    line,
                    name: (!name.is_empty()).then(|| name.to_owned()),
                    ..Draft::default()
                });
            }
            _ => {
                let Some(draft) = drafts.last_mut() else {
                    return fail(LessonProblem::BeforeExercise { key });
                };
                draft
                    .set(key, value, line, lexicon, words)
                    .map_err(|p| LessonError::at(line, p))?;
            }
        }
    }
    let Some(title) = title else {
        return Err(LessonError::at(1, LessonProblem::NoTitle));
    };
    if drafts.is_empty() {
        return Err(LessonError::at(
            text.lines().count().max(1),
            LessonProblem::NoExercise,
        ));
    }
    let exercises = drafts
        .into_iter()
        .map(|d| check(d, variant, lang, lexicon))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Lesson {
        title,
        variant,
        exercises,
    })
}

/// The key of a lesson line (`raw`, trimmed, neither empty nor a comment), the word that
/// named it and its value: `clé : valeur`, or `exercice` alone or with its name after it.
/// The title of a lesson file, read from its lines before the first exercise, without
/// checking the rest: what the list of shipped lessons shows. None where the file gives no
/// title there, or a line before it is not understood.
#[must_use]
pub fn read_title(text: &str, words: &LessonWords) -> Option<String> {
    for raw in text.lines() {
        let raw = raw.trim().trim_start_matches('\u{feff}');
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        match read_key(raw, words).ok()? {
            (Key::Title, _, value) if !value.is_empty() => return Some(value.to_owned()),
            (Key::Title | Key::Exercise, _, _) => return None,
            _ => {}
        }
    }
    None
}

fn read_key<'a>(
    raw: &'a str,
    words: &LessonWords,
) -> Result<(Key, &'a str, &'a str), LessonProblem> {
    let (word, value) = match raw.split_once(':') {
        Some((word, value)) => (word, value.trim()),
        // `exercice` alone, or with its name after a space.
        None => match words.key(raw.split_whitespace().next().unwrap_or("")) {
            Some(Key::Exercise) => (raw, ""),
            _ => return Err(LessonProblem::NotKeyValue),
        },
    };
    let first = word.split_whitespace().next().unwrap_or("");
    let key = match words.key(word) {
        Some(key) => key,
        None if words.key(first) == Some(Key::Exercise) => Key::Exercise,
        None => {
            return Err(LessonProblem::UnknownKey {
                word: word.trim().chars().take(40).collect(),
            });
        }
    };
    Ok((key, word, value))
}

impl Draft {
    /// Sets the exercise's field `key` to `value` (read on `line`): each field once, a
    /// comment over as many lines as it takes.
    fn set(
        &mut self,
        key: Key,
        value: &str,
        line: usize,
        lexicon: &Lexicon,
        words: &LessonWords,
    ) -> Result<(), LessonProblem> {
        let repeated = match key {
            Key::Position => self.position.is_some(),
            Key::Side => self.side.is_some(),
            Key::Dice => self.dice.is_some(),
            Key::Question => self.question.is_some(),
            _ => false,
        };
        if repeated {
            return Err(LessonProblem::Repeated { key });
        }
        let text = || value.to_owned();
        match key {
            Key::Position => self.position = Some((line, value.to_owned())),
            Key::Side => {
                let side = lexicon.colour(value);
                self.side = Some(side.ok_or_else(|| LessonProblem::BadSide { text: text() })?);
            }
            Key::Dice => {
                let dice = parse_dice(value);
                self.dice = Some((
                    line,
                    dice.ok_or_else(|| LessonProblem::BadDice { text: text() })?,
                ));
            }
            Key::Question => {
                let question = words.question(value);
                self.question =
                    Some(question.ok_or_else(|| LessonProblem::BadQuestion { text: text() })?);
            }
            // A long comment may take several lines, joined.
            _ => {
                let comment = self.comment.get_or_insert_with(String::new);
                if !comment.is_empty() {
                    comment.push(' ');
                }
                comment.push_str(value);
            }
        }
        Ok(())
    }
}

/// Checks one exercise against the rules of `variant`.
fn check(
    draft: Draft,
    variant: Variant,
    lang: Lang,
    lexicon: &Lexicon,
) -> Result<Exercise, LessonError> {
    let fail = |line, problem| Err(LessonError::at(line, problem));
    let Some((at, text)) = draft.position else {
        return fail(draft.line, LessonProblem::Missing { key: Key::Position });
    };
    let rules = variant.rules();
    if !rules.has_dice() {
        return fail(draft.line, LessonProblem::NoDice { variant });
    }
    let side = draft.side.unwrap_or(Side::Green);
    let given = read_position(&text, variant, side, lang, lexicon)
        .map_err(|p| LessonError::at(at, LessonProblem::Position(p)))?;
    let question = draft.question.unwrap_or(if given.doubled {
        Question::Take
    } else {
        Question::Play
    });
    let dice = draft.dice.map(|(_, d)| d).or(given.dice);
    match question {
        Question::Play => {
            let Some(dice) = dice else {
                return fail(draft.line, LessonProblem::Missing { key: Key::Dice });
            };
            if given.position.legal_plays(dice).len() < 2 {
                return fail(draft.dice.map_or(at, |(l, _)| l), LessonProblem::NoChoice);
            }
        }
        Question::Double | Question::Take => {
            if !rules.cube {
                return fail(draft.line, LessonProblem::NoCube { variant });
            }
            if let Some((line, _)) = draft.dice {
                return fail(line, LessonProblem::DiceForCube);
            }
        }
    }
    Ok(Exercise {
        line: draft.line,
        name: draft.name,
        position: given.position,
        dice: if question == Question::Play {
            dice
        } else {
            None
        },
        cube: given.cube.unwrap_or(Cube::CENTRED),
        question,
        comment: draft.comment,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Lesson, LessonError> {
        let lexicon = Lexicon::new(&Localizer::new(Lang::Fr));
        parse(
            text,
            Variant::Backgammon,
            Lang::Fr,
            &lexicon,
            &LessonWords::new(),
        )
    }

    fn problem(text: &str) -> (usize, LessonProblem) {
        let error = read(text).expect_err("refused");
        (error.line, error.problem)
    }

    /// A lesson of `count` exercises, each the start written out as position text.
    fn big_lesson(count: usize) -> String {
        let start = position_text::format(
            &Position::start(Variant::Backgammon, Side::Green),
            &vocabulary(Lang::Fr),
        );
        let mut text = String::from("titre: Beaucoup\n");
        for n in 1..=count {
            text.push_str(&format!("exercice {n}\nposition: {start}\ndés: 31\n"));
        }
        text
    }

    #[test]
    fn a_lesson_of_ten_thousand_exercises_written_as_position_text_reads() {
        let lesson = read(&big_lesson(MAX_EXERCISES)).expect("read");
        assert_eq!(lesson.exercises.len(), MAX_EXERCISES);
    }

    #[test]
    fn one_exercise_more_than_the_bound_refuses_the_lesson_at_its_line() {
        let text = big_lesson(MAX_EXERCISES + 1);
        // The title, then three lines an exercise: the first one too many.
        assert_eq!(
            problem(&text),
            (
                2 + 3 * MAX_EXERCISES,
                LessonProblem::TooManyExercises { max: MAX_EXERCISES }
            )
        );
    }

    #[test]
    fn the_title_is_read_before_the_exercises_in_either_language_without_the_rest() {
        let words = LessonWords::new();
        let title = |text| read_title(text, &words);
        assert_eq!(
            title("# x\n\nTITRE : Ouvertures\nexercice\nn'importe quoi"),
            Some("Ouvertures".into())
        );
        assert_eq!(title("\u{feff}title: Openings"), Some("Openings".into()));
        assert_eq!(title("jeu: jacquet\nnom: Le jan"), Some("Le jan".into()));
        assert_eq!(title("exercice 1\ntitre: trop tard"), None);
        assert_eq!(title("pas une clé\ntitre: x"), None);
        assert_eq!(title("titre:\n"), None);
        assert_eq!(title(""), None);
    }

    #[test]
    fn a_lesson_reads_its_title_and_exercises_in_french_or_english_keywords() {
        let lesson = read(
            "# une leçon\ntitre: Ouvertures\n\nexercice 1\nposition: départ\ndés: 31\n\
             question: meilleur coup\ncommentaire: On fait le point.\ncommentaire: Toujours.\n\
             Exercise: two\nposition: start\nturn: black\ndice: 6-5\nComment: Run.\n",
        )
        .expect("read");
        assert_eq!(lesson.title, "Ouvertures");
        assert_eq!(lesson.exercises.len(), 2);
        let first = &lesson.exercises[0];
        assert_eq!(first.name.as_deref(), Some("1"));
        assert_eq!(first.question, Question::Play);
        assert_eq!(first.dice, Dice::from_values(3, 1));
        assert_eq!(
            first.comment.as_deref(),
            Some("On fait le point. Toujours.")
        );
        let second = &lesson.exercises[1];
        assert_eq!(second.position.turn(), Side::Black);
        assert_eq!(second.line, 10);
    }

    #[test]
    fn a_lesson_line_without_a_keyword_is_refused_with_its_number() {
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\nbonjour: 3\n"),
            (
                4,
                LessonProblem::UnknownKey {
                    word: "bonjour".to_owned()
                }
            )
        );
        assert_eq!(
            problem("titre: T\nexercice\nrien ici\n"),
            (3, LessonProblem::NotKeyValue)
        );
    }

    #[test]
    fn a_bad_position_names_its_line_and_the_entry_at_fault() {
        let (line, problem) = problem("titre: T\nexercice\nposition: V13 (2v)\ndés: 31\n");
        assert_eq!(line, 3);
        assert!(
            matches!(
                problem,
                LessonProblem::Position(PositionProblem::Text {
                    error: PositionTextError::Entry { entry: 0, .. },
                    ..
                })
            ),
            "{problem:?}"
        );
    }

    #[test]
    fn a_roll_without_a_choice_or_a_missing_roll_is_refused() {
        // Green's last checker on its 1-point: any roll bears it off.
        let text = "titre: T\nexercice\nposition: V1 (1v), N1 (1n)\ndés: 21\n";
        assert_eq!(problem(text), (4, LessonProblem::NoChoice));
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\n"),
            (2, LessonProblem::Missing { key: Key::Dice })
        );
        assert_eq!(
            problem("titre: T\nexercice\ndés: 31\n"),
            (2, LessonProblem::Missing { key: Key::Position })
        );
    }

    #[test]
    fn a_lesson_without_title_or_exercise_or_with_keys_out_of_place_is_refused() {
        assert_eq!(
            problem("exercice\nposition: départ\ndés: 31\n"),
            (1, LessonProblem::NoTitle)
        );
        assert_eq!(problem("titre: T\n"), (1, LessonProblem::NoExercise));
        assert_eq!(
            problem("titre: T\ndés: 31\n"),
            (2, LessonProblem::BeforeExercise { key: Key::Dice })
        );
        assert_eq!(
            problem("titre: T\nexercice\njeu: plakoto\n"),
            (3, LessonProblem::AfterExercise { key: Key::Game })
        );
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\ndés: 31\ndés: 42\n"),
            (5, LessonProblem::Repeated { key: Key::Dice })
        );
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\ndés: 71\n"),
            (
                4,
                LessonProblem::BadDice {
                    text: "71".to_owned()
                }
            )
        );
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\nquestion: pourquoi\n"),
            (
                4,
                LessonProblem::BadQuestion {
                    text: "pourquoi".to_owned()
                }
            )
        );
    }

    #[test]
    fn a_cube_question_takes_no_roll_and_needs_a_game_with_a_cube() {
        let lesson = read("titre: T\nexercice\nposition: départ\nquestion: videau\n").unwrap();
        assert_eq!(lesson.exercises[0].question, Question::Double);
        assert_eq!(
            problem("titre: T\nexercice\nposition: départ\ndés: 31\nquestion: prise\n"),
            (4, LessonProblem::DiceForCube)
        );
        assert_eq!(
            problem("titre: T\njeu: plakoto\nexercice\nposition: départ\nquestion: videau\n"),
            (
                3,
                LessonProblem::NoCube {
                    variant: Variant::Plakoto
                }
            )
        );
    }

    #[test]
    fn an_xgid_gives_the_roll_and_a_position_id_the_checkers() {
        let lesson = read(
            "titre: T\nexercice\nposition: XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10\n\
             exercice\nposition: 4HPwATDgc/ABMA\ndés: 31\n",
        )
        .unwrap();
        assert_eq!(lesson.exercises[0].dice, Dice::from_values(5, 2));
        assert_eq!(
            lesson.exercises[1].position,
            Position::start(Variant::Backgammon, Side::Green)
        );
    }
}
