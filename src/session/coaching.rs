//! The coaching around the game, the third of a session's parts (beside the game and the
//! match): what the tutor held back, the plays already judged (by the tutor and `bilan`),
//! the practice board, the lesson under way, and the review of a game (`revoir`).

use super::{cube_advice, replay, review, teach, tutor};

/// The coaching of a session.
#[derive(Default)]
pub(super) struct Coaching {
    /// The play the tutor last held back, made if typed again.
    pub(super) tutor_warned: Option<tutor::Warned>,
    /// The cube action the tutor last held back, made if typed again.
    pub(super) cube_warned: Option<cube_advice::CubeWarned>,
    /// Plays already judged, by the tutor or `bilan`.
    pub(super) judgements: review::Judgements,
    /// Whether this is a practice board (`--entrainement`): never saved.
    pub(super) practice: bool,
    /// The lesson being run, if any.
    pub(super) lesson: Option<teach::LessonRun>,
    /// The review of a game in progress (`revoir`), never saved: the game waits meanwhile.
    pub(super) going_over: Option<replay::Replay>,
}
