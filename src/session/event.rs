//! What happened, as data: the session core says what, the renderer says it in words.
//!
//! Every event carries all it needs to be told (positions are small `Copy` values), so a
//! renderer never asks the session anything and a transcript of events can be stored.

use crate::i18n::Lang;
use crate::notation::play_input::{PlayInputError, PlayNotation};
use crate::notation::tactile::Label;
use crate::rules::{Dice, Die, MoveError, Position, Shots, Side, Step, Variant, WinKind};

use super::commands::CommandId;
use super::matchplay::{MatchEvent, MatchProblem};
use super::review::Review;
use super::tutor::Tutor;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Someone at the keyboard.
    Human,
    /// The program.
    Computer,
}

/// What follows a stage, told before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageNote {
    /// `side` plays four of the bottom face `die` of the double just played.
    BottomFaces { side: Side, die: Die },
    /// `side` rolls again within its turn.
    RollAgain { side: Side },
    /// `side` plays four `die`s of a ladder; `passes` when it takes over from the other side.
    Ladder { side: Side, die: Die, passes: bool },
    /// `side`, a human, is asked to name a double; `rolled`: the roll that gives the
    /// choice, when it is not played itself (Mexican's 1-2).
    NameDouble { side: Side, rolled: Option<Dice> },
    /// `side` rolled its next roll `dice` early, during the other side's turn (Lancer
    /// prématuré).
    EarlyRoll { side: Side, dice: Dice },
    /// `side`, a human, is asked to choose a roll.
    ChooseRoll { side: Side },
    /// `side` chose the roll `dice`.
    Chose { side: Side, dice: Dice },
    /// `side` named the double of `die`s (`rolled` as above).
    Named {
        side: Side,
        die: Die,
        rolled: Option<Dice>,
    },
}

/// One thing to tell the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The game begins: which game, and who plays which side.
    Welcome {
        variant: Variant,
        green: Player,
        black: Player,
    },
    /// Each side rolled one die to see who starts (a tie is rolled again).
    OpeningRoll { green: Die, black: Die },
    /// The opening dice were equal: they are rolled again.
    OpeningTie,
    /// `side` starts, playing the two opening dice.
    /// `dice`: the opening dice the starter plays, `None` where it rolls afresh (Jacquet).
    Starts { side: Side, dice: Option<Dice> },
    /// `side` is on roll with `dice` (a human's turn waits for input after this).
    TurnStarted {
        side: Side,
        /// `None` in a game without dice.
        dice: Option<Dice>,
        player: Player,
        /// `side`'s checkers on the bar, which must enter first: its turn says so.
        bar: u8,
    },
    /// `side` cannot move: the turn passes.
    Passed { side: Side, dice: Option<Dice> },
    /// What follows a stage of a turn of several (`variants.md` §0.3).
    Stage(StageNote),
    /// A human moved checkers, within the turn: the steps, the position before them, and
    /// the dice still to play.
    Moved {
        side: Side,
        before: Position,
        steps: Vec<Step>,
        dice_left: Vec<Die>,
        complete: bool,
    },
    /// A checker of `victim` was hit on `point` (a label) and is on the bar.
    Hit {
        victim: Side,
        point: Label,
        /// Whether the victim is the only human, addressed as "you".
        addressed: bool,
        /// Whether the hit gave the hitter a new checker on its bar (Cloning).
        clone: bool,
        /// Whether the checker was taken on the point facing the lander's, on the other row
        /// (Tourne-case, `variants.md` §2.9): `point` is then the victim's.
        facing: bool,
        /// Whether the checker left the game rather than going to the bar (Catch me,
        /// `variants.md` §2.14: a game without a bar).
        removed: bool,
    },
    /// `side` bore a wall off `point` and scores, `in_a_row` times running (Grasshopper:
    /// two in a row win).
    Scored {
        side: Side,
        point: Label,
        in_a_row: u8,
    },
    /// Jacquet: `side`'s postillon has reached its inner table, on `point`; from now on any
    /// of its checkers may move.
    PostillonArrived { side: Side, point: Label },
    /// A whole play is made and the turn is over (a human confirmed, or the computer played).
    Played {
        side: Side,
        player: Player,
        dice: Option<Dice>,
        before: Position,
        steps: Vec<Step>,
    },
    /// `side`'s turn allowed one play only, and it was played for the player (`forcés`).
    Forced {
        side: Side,
        dice: Option<Dice>,
        before: Position,
        steps: Vec<Step>,
    },
    /// The last checker move was taken back.
    Undone {
        side: Side,
        before: Position,
        steps: Vec<Step>,
        dice_left: Vec<Die>,
    },
    /// The game is over.
    /// The game ended in a draw (`variants.md` §0.3): no points.
    GameDrawn,
    GameOver {
        winner: Side,
        kind: WinKind,
        /// With the cube.
        points: u32,
    },
    /// The match, the cube, and the match's files.
    Match(MatchEvent),
    /// The whole board, by side then by point.
    Board { position: Position },
    /// One place on the board and who stands there.
    Point { position: Position, label: Label },
    /// Several places, in order (`cases 1 6`, `cases jan intérieur`).
    Places {
        position: Position,
        labels: Vec<Label>,
    },
    /// Where one side's checkers stand (`pions noirs`, `mes pions`).
    Checkers { position: Position, side: Side },
    /// Both pip counts.
    Pips { green: u32, black: u32 },
    /// One side's lone checkers and the rolls of 36 that take each (`blots`, `blots noir`).
    Blots {
        variant: Variant,
        side: Side,
        /// Whether `side` is the reader's own, addressed as "your".
        yours: bool,
        /// Whether the game pins rather than hits (Plakoto).
        pin: bool,
        /// `None` in a game that never takes a lone checker.
        shots: Option<Shots>,
    },
    /// The roll and what is left of it.
    DiceInfo {
        side: Side,
        /// `None` in a game without dice.
        dice: Option<Dice>,
        left: Vec<Die>,
        complete: bool,
        /// Nothing is played of the roll yet: what is left is the roll itself, not said
        /// twice.
        fresh: bool,
    },
    /// The legal plays of the turn, each with its number in the whole list (from 1), which
    /// plays it when typed; `from`: only those moving a checker from that place were asked
    /// for (`coups N6`), out of `total`.
    Plays {
        side: Side,
        start: Position,
        /// This page of them, at most ten (`coups`, then `plus`).
        plays: Vec<(usize, Vec<Step>)>,
        from: Option<Label>,
        /// Every legal play of the turn.
        total: usize,
        /// Those asked for (from the point, or all), over every page.
        count: usize,
        /// How many of them were told on earlier pages (`plus`).
        before: usize,
    },
    /// The best plays of the turn by the program's own judgement, best first, each with its
    /// equity in thousandths of a point (cubeless, for the side on roll).
    Hint {
        side: Side,
        start: Position,
        plays: Vec<(Vec<Step>, i32)>,
    },
    /// `conseil` at a double to name or a roll to choose: the best rolls, with the equity
    /// (thousandths) of the best play each allows, best first.
    RollHint {
        side: Side,
        naming: bool,
        rolls: Vec<(Dice, i32)>,
    },
    /// A number typed after `conseil`: the play it makes is the advised play of that rank
    /// (from 1), told before it is made.
    AdvisedPlay { rank: usize },
    /// A typed move can be made several ways: the choices, numbered from 1.
    Choices {
        side: Side,
        before: Position,
        choices: Vec<Vec<Step>>,
    },
    /// `état`: the whole state in one line.
    Status(super::status::Status),
    /// `dernier`: `side`'s last play, again.
    LastPlay {
        side: Side,
        dice: Option<Dice>,
        before: Position,
        steps: Vec<Step>,
    },
    /// `dernier` with no play to tell yet.
    NoLastPlay,
    /// The help: its topics, one topic, or every command.
    Help { asked: super::commands::HelpAsked },
    /// The rules of the game, in short.
    Rules { variant: Variant },
    /// Speech switched on or off.
    SpeechSet { on: bool },
    /// Speaking rate set (-100 to 100).
    RateSet { percent: i8 },
    /// The voice's pitch set (-100 to 100).
    PitchSet { percent: i8 },
    /// The volume set (0 to 100).
    VolumeSet { percent: u8 },
    /// Plays are now written and read in this notation.
    NotationSet { notation: PlayNotation },
    /// The language changed (the renderer switches before telling it).
    LanguageSet { lang: Lang },
    /// How much is said, changed or asked for, with the kinds of message on and off.
    VerbositySet {
        level: super::Verbosity,
        messages: super::Messages,
    },
    /// One kind of message turned on or off (`verbosité écho non`).
    MessageSet { kind: super::MessageKind, on: bool },
    /// The settings kept between sessions, and their file.
    Settings(SettingsNote),
    /// Automatic confirmation of complete plays switched on or off.
    AutoConfirmSet { on: bool },
    /// Forced plays played for the player, or not.
    ForcedSet { on: bool },
    /// The tutor's setting, changed or asked for.
    TutorSet { tutor: Tutor },
    /// The tutor held back `side`'s play from `start`: it loses `loss` (thousandths of a
    /// point) against `best`. The checkers are back at the start of the turn.
    TutorWarning {
        side: Side,
        start: Position,
        played: Vec<Step>,
        best: Vec<Step>,
        loss: i32,
    },
    /// `conseil` at a cube decision: what `side` should do (double or not, or, `answering`
    /// a double, take or drop), and the equities of the three actions for the doubler.
    CubeHint {
        side: Side,
        advice: super::cube_advice::CubeAdvice,
        verdict: crate::ai::cube_policy::CubeVerdict,
        answering: bool,
    },
    /// The tutor held back `side`'s cube `action`: it loses `loss` (thousandths) against
    /// `better`.
    TutorCubeWarning {
        side: Side,
        action: super::cube_advice::CubeAction,
        better: super::cube_advice::CubeAction,
        loss: i32,
    },
    /// `bilan`: each side's errors in the games so far.
    Review(Review),
    /// A game with a human in it is over: `bilan` can tell how it was played.
    ReviewAvailable,
    /// Practice and lessons.
    Teach(super::teach::TeachEvent),
    /// `revoir`: going back over a game.
    Replay(super::replay::ReplayEvent),
    /// The player asked to quit: confirm?
    QuitAsked,
    /// Quitting was cancelled.
    QuitCancelled,
    /// The session ends at the player's request.
    Quit,
    /// Something typed was refused; nothing changed.
    Error(Problem),
}

/// The settings kept between sessions (`réglages`); what becomes of their file is the
/// front end's to tell (`presentation::SettingsFile`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsNote {
    /// `réglages`: each setting the file keeps, as it is now.
    Listed { settings: super::Settings },
    /// `réglages sauver`: the front end writes the file, then says how it went.
    SaveAsked,
    /// A setting was changed: how to keep it for the next sessions (said once a session).
    KeepHint,
    /// `command` alone switched a setting with a big effect (the language, the notation,
    /// speech): the same word again switches it back. Said after the change, in the new
    /// language, so that a stray `la` is never a trap.
    UndoHint { command: super::commands::CommandId },
}

impl Event {
    /// Whether the event is one of a turn's routine lines (the opening, the turn, a move, a
    /// play, the dice, a confirmation, a pass, a hit): those the short level keeps within
    /// 40 characters, one pan of a braille display (issue 13, defect 9).
    #[must_use]
    pub fn is_routine(&self) -> bool {
        matches!(
            self,
            Event::OpeningRoll { .. }
                | Event::OpeningTie
                | Event::Starts { .. }
                | Event::TurnStarted { .. }
                | Event::Passed { .. }
                | Event::Moved { .. }
                | Event::Hit { .. }
                | Event::Played { .. }
                | Event::Forced { .. }
                | Event::Undone { .. }
                | Event::DiceInfo { .. }
        )
    }
}

/// Why a line was refused. The position is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not a command, a play or a point.
    Unknown { text: String },
    /// It looked like a play but does not read as one; `text` is the line typed, for the
    /// message to quote the word it did not know.
    Syntax { error: PlayInputError, text: String },
    /// A move the rules forbid, with the points in `side`'s numbering.
    Illegal {
        side: Side,
        variant: Variant,
        error: MoveError,
    },
    /// A number that names no listed play or choice.
    NoSuchPlay { number: String, count: usize },
    /// Nothing to undo.
    NothingToUndo,
    /// `plus` with no list of plays going on, or every play of it told.
    NoMorePlays,
    /// Confirm asked while the play is not complete.
    Incomplete { left: Vec<Die> },
    /// A command's argument is not understood.
    BadArgument { command: CommandId, text: String },
    /// `tuteur` was given neither yes, no, nor a threshold above 0 and at most 1.
    BadThreshold { text: String },
    /// A move or confirmation while it is not a human's turn (the game is over).
    NotYourTurn,
    /// The game is over: only looking and quitting are left.
    GameIsOver,
    /// `repeat` with nothing said yet.
    NothingToRepeat,
    /// A double to name was asked, and the line names none.
    NameADouble,
    /// A roll to choose was asked, and the line is none (`double`: a double was named).
    ChooseARoll { double: bool },
    /// A cube, resignation or match command refused.
    Match(MatchProblem),
    /// A practice or lesson command refused.
    Teach(super::teach::TeachProblem),
    /// A review command refused, or a game command during a review.
    Replay(super::replay::ReplayProblem),
}
