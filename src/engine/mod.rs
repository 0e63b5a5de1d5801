//! tablier as an engine for other programs: `tablier moteur` speaks the Universal
//! Backgammon Interface (UBGI, draft 0.01) on its standard input and output.
//!
//! A UI sends a position, as an XGID or a FIBS `board:` line; both carry the checkers, the
//! dice, the cube and the score. The notations read them ([`crate::notation::xgid`],
//! [`crate::notation::fibs`]), and [`xgid`] and [`fibs`] turn what they read into one
//! [`Request`]: what the side that must act sees, and what it must decide. [`decide`]
//! answers it with the computer's own search and cube judgement (the same as in a game),
//! and [`ubgi`] runs the dialogue.
//!
//! Backgammon only: neither format can describe a Jacquet position.

pub mod fibs;
pub mod ubgi;
pub mod xgid;

use rand::SeedableRng;

use crate::ai::Evaluator;
use crate::ai::budget::Budget;
use crate::ai::cube::{self, Cube, MatchScore};
use crate::ai::search::{self, Level};
use crate::i18n::Localizer;
use crate::rules::{BAR, BySide, Dice, OFF, Position, PositionError, Side, Step, Variant};

/// What the side that must act has to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The side on roll has rolled `Dice`: its play.
    Play(Dice),
    /// The side on roll has not rolled: double or roll.
    DoubleOrRoll,
    /// The side on roll has doubled: its opponent takes or drops.
    TakeOrDrop,
}

/// Money game or match, with what changes the cube's value in each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stakes {
    /// A money game. With the Jacoby rule, gammons count only once the cube has turned.
    Money { jacoby: bool },
    /// A match to `length` points, with the score of each side and whether this is the
    /// Crawford game (no doubling).
    Match {
        length: u32,
        score: BySide<u32>,
        crawford: bool,
    },
}

/// One position line, read: the position with the side on roll to move (the one that rolled
/// or may double, or that has doubled), the decision asked for and the cube.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The checkers, the side on roll to move.
    pub position: Position,
    /// What must be decided, and by whom.
    pub decision: Decision,
    /// The cube before any double offered now.
    pub cube: Cube,
    /// The highest value the cube may reach, if the line sets one.
    pub max_cube: Option<u32>,
    /// Money or match.
    pub stakes: Stakes,
}

impl Request {
    /// The same request in `variant`, whose checker count says how many checkers not on the
    /// board are borne off (the lines themselves list only the board and the bar).
    ///
    /// # Errors
    /// A position that is not one of `variant` (too many checkers), or a finished game.
    pub fn in_game(mut self, variant: Variant) -> Result<Request, RequestError> {
        if variant == self.position.variant() {
            return Ok(self);
        }
        let mut setup = self.position.to_setup();
        setup.variant = variant;
        for side in Side::ALL {
            let on_board: u32 = setup.checkers[side][1..=BAR]
                .iter()
                .map(|&n| u32::from(n))
                .sum();
            let off = u32::from(variant.rules().checkers).saturating_sub(on_board);
            setup.checkers[side][OFF] = u8::try_from(off).unwrap_or(0);
        }
        self.position = Position::from_setup(setup)?;
        if self.position.outcome().is_some() {
            return Err(RequestError::GameOver);
        }
        Ok(self)
    }
}

/// The engine's answer to a [`Request`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The play, one checker step at a time, in the mover's own numbering (25 the bar, 0
    /// off); empty when the roll cannot be played.
    Play(Vec<Step>),
    Double,
    Roll,
    Take,
    Drop,
}

impl Answer {
    /// The answer as UBGI writes it: a play as from/to pairs of numbers (`24/18 18/13`,
    /// every step written out, no `*` and no `(2)`, the bar 25 and off 0), an empty line
    /// for no play, otherwise the word.
    #[must_use]
    pub fn to_ubgi(&self) -> String {
        match self {
            Answer::Play(steps) => steps
                .iter()
                .map(|s| format!("{}/{}", s.from, s.to))
                .collect::<Vec<_>>()
                .join(" "),
            Answer::Double => "double".to_owned(),
            Answer::Roll => "roll".to_owned(),
            Answer::Take => "take".to_owned(),
            Answer::Drop => "drop".to_owned(),
        }
    }
}

/// The fields of the two position formats, for saying which one is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Checkers,
    Board,
    Cube,
    CubeOwner,
    MayDouble,
    WasDoubled,
    MaxCube,
    Turn,
    Dice,
    Score,
    MatchLength,
    Rules,
    Crawford,
    Colour,
    Direction,
}

impl Field {
    /// Every field.
    pub const ALL: [Field; 15] = [
        Field::Checkers,
        Field::Board,
        Field::Cube,
        Field::CubeOwner,
        Field::MayDouble,
        Field::WasDoubled,
        Field::MaxCube,
        Field::Turn,
        Field::Dice,
        Field::Score,
        Field::MatchLength,
        Field::Rules,
        Field::Crawford,
        Field::Colour,
        Field::Direction,
    ];

    /// The id of the field's name in the Fluent files.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            Field::Checkers => "engine-field-checkers",
            Field::Board => "engine-field-board",
            Field::Cube => "engine-field-cube",
            Field::CubeOwner => "engine-field-cube-owner",
            Field::MayDouble => "engine-field-may-double",
            Field::WasDoubled => "engine-field-was-doubled",
            Field::MaxCube => "engine-field-max-cube",
            Field::Turn => "engine-field-turn",
            Field::Dice => "engine-field-dice",
            Field::Score => "engine-field-score",
            Field::MatchLength => "engine-field-match-length",
            Field::Rules => "engine-field-rules",
            Field::Crawford => "engine-field-crawford",
            Field::Colour => "engine-field-colour",
            Field::Direction => "engine-field-direction",
        }
    }
}

/// Why a position line could not be read: which field, and why the position is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// The line has the wrong number of fields for its format.
    #[error("expected {expected} fields, found {found}")]
    FieldCount { expected: usize, found: usize },
    /// One field is not what its format allows.
    #[error("bad field {field:?}: {value}")]
    Field { field: Field, value: String },
    /// The checkers do not make a backgammon position.
    #[error("not a position: {0}")]
    Position(#[from] PositionError),
    /// The game is over: there is nothing to decide.
    #[error("the game is over")]
    GameOver,
    /// A beaver or raccoon is pending (XGID `B`/`R`), which the engine does not answer.
    #[error("beavers are not answered")]
    Beaver,
}

impl RequestError {
    pub(crate) fn field(field: Field, value: &str) -> RequestError {
        RequestError::Field {
            field,
            value: value.to_owned(),
        }
    }
}

/// Why `error` refused a position line, in the user's language, for standard error.
#[must_use]
pub fn error_message(error: &RequestError, loc: &Localizer) -> String {
    match error {
        RequestError::FieldCount { expected, found } => loc.tr_args(
            "engine-error-field-count",
            &[("expected", (*expected).into()), ("found", (*found).into())],
        ),
        RequestError::Field { field, value } => loc.tr_args(
            "engine-error-field",
            &[
                ("field", loc.tr(field.message_id()).into()),
                // A long wrong value is cut: the message goes to a log line, not a file dump.
                ("value", loc.quote(value).into()),
            ],
        ),
        RequestError::Position(e) => loc.tr_args(
            "engine-error-position",
            &[(
                "reason",
                crate::i18n::position_error(loc, crate::rules::Variant::Backgammon, e).into(),
            )],
        ),
        RequestError::GameOver => loc.tr("engine-error-game-over"),
        RequestError::Beaver => loc.tr("engine-error-beaver"),
    }
}

/// The side that acts in `request`, seen as the mover's colour.
pub(crate) const MOVER: Side = Side::Green;

/// Decides `request` at `level`: its plays with `eval` (the program's network for
/// backgammon), its cube decisions with the cube networks ([`crate::ai::cube_evaluator`]),
/// each within the level's budget ([`Budget::of_level`]).
#[must_use]
pub fn decide(request: &Request, eval: &dyn Evaluator, level: Level) -> Answer {
    let _watch = Budget::of_level(level).start();
    let pos = &request.position;
    match request.decision {
        Decision::Play(dice) => {
            // The engine plays its best: the level's depth, never its noise, so that the
            // same position always gets the same answer.
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
            let exact = match level {
                Level::Beginner | Level::Intermediate => Level::Advanced,
                other => other,
            };
            let play = search::choose(pos, dice, None, eval, exact, &mut rng);
            Answer::Play(play.map(|p| p.play.steps().to_vec()).unwrap_or_default())
        }
        Decision::DoubleOrRoll => {
            if may_double(request) && double_decision(request).should_double() {
                Answer::Double
            } else {
                Answer::Roll
            }
        }
        Decision::TakeOrDrop => {
            if double_decision(request).should_take() {
                Answer::Take
            } else {
                Answer::Drop
            }
        }
    }
}

/// Whether the side on roll may double now: it has access to the cube, the cube is below its
/// limit, and in a match it is neither the Crawford game nor a dead cube.
fn may_double(request: &Request) -> bool {
    let cube = request.cube;
    if request
        .max_cube
        .is_some_and(|max| cube.value.saturating_mul(2) > max)
    {
        return false;
    }
    match request.stakes {
        Stakes::Money { .. } => cube::may_double(cube, MOVER),
        Stakes::Match {
            length,
            score,
            crawford,
        } => cube::match_may_double(away(length, score, crawford), cube, MOVER),
    }
}

/// The match score seen by the side on roll, in points still needed.
fn away(length: u32, score: BySide<u32>, crawford: bool) -> MatchScore {
    MatchScore {
        me_away: length.saturating_sub(score[MOVER]).max(1),
        them_away: length.saturating_sub(score[!MOVER]).max(1),
        crawford,
    }
}

/// The cube decision of the side on roll (double, and its opponent's take), looked at two
/// plies ahead with the cube alive at every turn by the game's cube networks
/// ([`cube::decision`], [`crate::ai::cube_evaluator`]), at every level: the engine plays its
/// best.
fn double_decision(request: &Request) -> cube::CubeDecision {
    let pos = &request.position;
    let stakes = match request.stakes {
        Stakes::Match {
            length,
            score,
            crawford,
        } => cube::Stakes::Match(away(length, score, crawford)),
        Stakes::Money { jacoby } => cube::Stakes::Money { jacoby },
    };
    let eval = crate::ai::cube_evaluator(pos.variant());
    cube::decision(pos, eval.as_ref(), request.cube, stakes)
}

#[cfg(test)]
mod tests;
