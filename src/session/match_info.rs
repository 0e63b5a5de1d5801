//! What the match's commands tell: the cube (`videau`), the score (`score`), the record
//! (`historique`), gnubg's IDs (`id`), and the request to export (`exporter`).

use crate::notation::match_id::{self, MatchId};
use crate::notation::position_id;
use crate::rules::Side;
use crate::rules::ruleset::Gnubg;
use crate::rules::score::{Format, GameEnd, NoDouble};

use super::event::{Event, Player, Problem};
use super::files::FileKind;
use super::history::GameRecord;
use super::matchplay::{MatchEvent, MatchProblem};
use super::{Phase, Session};

impl Session {
    /// `videau`: the cube, and whether the side on roll may double.
    pub(super) fn cube_info(&self) -> Event {
        if !self.matchplay.state.rules().cube {
            return Event::Match(MatchEvent::NoCube {
                game: !self.settings.variant.rules().cube,
            });
        }
        // After the roll, "may double" would mislead; why one may not still helps.
        let on_roll = self.game.position.turn();
        let side = match self.game.phase {
            Phase::BeforeRoll => Some(self.cube_side()),
            Phase::Human(_)
                if self
                    .matchplay
                    .state
                    .may_double(on_roll, self.matchplay.cube)
                    .is_err() =>
            {
                Some(on_roll)
            }
            _ => None,
        };
        let may = side.map_or(Err(NoDouble::NoCube), |s| {
            self.matchplay.state.may_double(s, self.matchplay.cube)
        });
        Event::Match(MatchEvent::CubeInfo {
            cube: self.matchplay.cube,
            side,
            may,
        })
    }

    /// `score`: where the match stands.
    pub(super) fn score_info(&self) -> Event {
        let playing = !matches!(self.game.phase, Phase::BetweenGames | Phase::Over);
        Event::Match(MatchEvent::ScoreInfo {
            score: self.matchplay.state.score(),
            length: self.matchplay.state.rules().length(),
            single: self.matchplay.state.rules().format == Format::SingleGame,
            game: self.matchplay.state.games() + u32::from(playing),
            crawford: playing && self.matchplay.state.is_crawford_game(),
            post_crawford: playing && self.matchplay.state.is_post_crawford(),
            level: Side::ALL
                .iter()
                .any(|&s| self.settings.players[s] == Player::Computer)
                .then_some(self.settings.level),
            thinking: self.settings.thinking_budget(),
        })
    }

    /// `historique`: the current game's record (the last game's between games).
    pub(super) fn history_info(&self, last: Option<usize>) -> Event {
        let record = self.matchplay.history.last().cloned().unwrap_or_else(|| {
            GameRecord::new(1, self.game.position, self.matchplay.state.score(), false)
        });
        Event::Match(MatchEvent::History { record, last })
    }

    /// `exporter FILE`: asks the front end to write the match (the `earlier` one, finished
    /// before this one) for GNU Backgammon, as SGF when the name ends in `.sgf`, else as a
    /// `.mat` file.
    pub(super) fn export_request(&self, path: &str, earlier: bool) -> Event {
        let path = path.to_owned();
        let sgf = std::path::Path::new(&path)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("sgf"));
        if self.settings.variant.rules().gnubg != Gnubg::Unknown {
            Event::Match(MatchEvent::WriteFile {
                kind: if sgf { FileKind::Sgf } else { FileKind::Mat },
                path,
                earlier,
            })
        } else {
            Event::Match(MatchEvent::NoExport { path })
        }
    }

    /// `id`: gnubg's Position ID and Match ID (Green is gnubg's player 0).
    pub(super) fn ids(&self) -> Event {
        if self.settings.variant.rules().gnubg == Gnubg::Unknown {
            return Event::Error(Problem::Match(MatchProblem::NoIdsForGame));
        }
        Event::Match(MatchEvent::Ids {
            position_id: position_id::encode(&self.position()),
            match_id: self.match_id().encode(),
        })
    }

    /// The Match ID of the state now.
    #[must_use]
    pub fn match_id(&self) -> MatchId {
        let player = |side: Side| match side {
            Side::Green => match_id::Player::Zero,
            Side::Black => match_id::Player::One,
        };
        let on_roll = self.game.position.turn();
        let (turn, double_offered, resignation) = match &self.game.phase {
            Phase::Doubled { by } => (!*by, true, match_id::Resignation::None),
            Phase::Resigning { by, kind, .. } => (
                !*by,
                false,
                match kind.points() {
                    1 => match_id::Resignation::Single,
                    2 => match_id::Resignation::Gammon,
                    _ => match_id::Resignation::Backgammon,
                },
            ),
            _ => (on_roll, false, match_id::Resignation::None),
        };
        let dice = match &self.game.phase {
            Phase::Human(turn) => turn.dice().map(|d| (d.big(), d.small())),
            _ => None,
        };
        let game_state = match (
            &self.game.phase,
            self.matchplay.history.last().and_then(|g| g.end),
        ) {
            (Phase::NotStarted, _) => match_id::GameState::NoGame,
            (Phase::BetweenGames | Phase::Over, Some((GameEnd::Dropped { .. }, _))) => {
                match_id::GameState::Dropped
            }
            (Phase::BetweenGames | Phase::Over, Some((GameEnd::Resigned { .. }, _))) => {
                match_id::GameState::Resigned
            }
            (Phase::BetweenGames | Phase::Over, _) => match_id::GameState::Over,
            _ => match_id::GameState::Playing,
        };
        let score = self.matchplay.state.score();
        let clamp = |n: u32| u16::try_from(n.min(0x7FFF)).unwrap_or(0x7FFF);
        MatchId {
            cube_log2: u8::try_from(self.matchplay.cube.value().trailing_zeros()).unwrap_or(0),
            cube_owner: match self.matchplay.cube.owner() {
                None => match_id::CubeOwner::Centred,
                Some(side) => match_id::CubeOwner::Player(player(side)),
            },
            on_roll: player(on_roll),
            crawford: self.matchplay.state.is_crawford_game(),
            game_state,
            turn: player(turn),
            double_offered,
            resignation,
            dice,
            match_length: clamp(self.matchplay.state.rules().length().unwrap_or(0)),
            score: [clamp(score.green), clamp(score.black)],
            jacoby: self.matchplay.state.rules().jacoby,
        }
    }
}
