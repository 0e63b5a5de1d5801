//! The match and the cube in words (messages in `match.ftl`).

use crate::rules::cube::Cube;
use crate::rules::score::{GameEnd, NoDouble};
use crate::rules::{BySide, Side};

use super::{Renderer, Txt, Val, int, key, yes_no};
use crate::session::Prompt;
use crate::session::commands::CommandId;
use crate::session::event::Player;
use crate::session::files::FileProblem;
use crate::session::history::{Action, GameRecord};
use crate::session::matchplay::{MatchEvent, MatchProblem};

/// The selector key of a reason not to double.
fn why_key(why: NoDouble) -> &'static str {
    match why {
        NoDouble::NoCube => "no-cube",
        NoDouble::Crawford => "crawford",
        NoDouble::OpponentOwns => "owner",
        NoDouble::OnePointAway => "one-point",
        NoDouble::DeadCube => "dead",
        NoDouble::AtCap => "cap",
    }
}

impl Renderer<'_> {
    /// The prompts of the match: roll or double, take or drop, accept a resignation, the
    /// next game.
    pub(super) fn match_prompt(&self, prompt: Prompt) -> String {
        match prompt {
            Prompt::BeforeRoll { side } => self.loc.tr_args(
                "match-prompt-before-roll",
                &[("side", self.side(side).eye.into())],
            ),
            Prompt::Doubled { side, value } => self.loc.tr_args(
                "match-prompt-doubled",
                &[
                    ("side", self.side(side).eye.into()),
                    ("value", value.into()),
                ],
            ),
            Prompt::Resigning { side, kind } => self.loc.tr_args(
                "match-prompt-resigning",
                &[
                    ("side", self.side(side).eye.into()),
                    ("kind", kind.name().into()),
                ],
            ),
            Prompt::MatchOver => self.loc.tr("match-prompt-over"),
            Prompt::Resign => self.loc.tr("match-prompt-resign"),
            _ => self.loc.tr("match-prompt-next-game"),
        }
    }

    /// A time: `17 min 40 s`, and in words for the ear.
    pub(super) fn duration(&self, ms: u64) -> Txt {
        let secs = ms.div_ceil(1_000);
        let args = [
            ("min", int(i64::try_from(secs / 60).unwrap_or(i64::MAX))),
            ("sec", int(i64::try_from(secs % 60).unwrap_or(0))),
        ];
        self.msg2("match-duration", Some("match-duration.ear"), &args)
    }

    /// The score in words: "Vert 3, Noir 1", and the length when it is a match.
    fn score(&self, score: BySide<u32>, length: Option<u32>) -> Txt {
        self.msg(
            "match-score-line",
            &[
                ("green", int(score.green)),
                ("black", int(score.black)),
                ("length", int(length.unwrap_or(0))),
                ("games", int(self.games(length))),
            ],
        )
    }

    /// The number of games of a match counting games won only (to `length` wins), else 0.
    fn games(&self, length: Option<u32>) -> u32 {
        match length {
            Some(n) if self.settings.games_won_only => 2 * n - 1,
            _ => 0,
        }
    }

    /// The match, the cube and the match's files, by family in the order of
    /// [`MatchEvent`]'s variants: each family is worded by a method of its own, which takes
    /// only the events routed to it here.
    pub(super) fn match_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        match event {
            MatchEvent::NewGame { .. }
            | MatchEvent::WhatNext
            | MatchEvent::EarlierKept
            | MatchEvent::OlderGamesDropped { .. }
            | MatchEvent::Score { .. }
            | MatchEvent::MatchOver { .. }
            | MatchEvent::ScoreInfo { .. } => self.score_lines(event),
            MatchEvent::RollOrDouble { .. }
            | MatchEvent::DoubleOffered { .. }
            | MatchEvent::DoubleTaken { .. }
            | MatchEvent::Beavered { .. }
            | MatchEvent::DoubleDropped { .. }
            | MatchEvent::CubeInfo { .. }
            | MatchEvent::NoCube { .. } => self.cube_lines(event),
            MatchEvent::ResignOffered { .. }
            | MatchEvent::ResignAccepted { .. }
            | MatchEvent::ResignRefused { .. }
            | MatchEvent::ResignConfirm { .. }
            | MatchEvent::ResignKept => self.resign_lines(event),
            MatchEvent::TimeForfeit { .. }
            | MatchEvent::ClockInfo { .. }
            | MatchEvent::ClockWarning { .. }
            | MatchEvent::TimeUp { .. }
            | MatchEvent::ClockPaused
            | MatchEvent::NoClock => self.clock_lines(event),
            MatchEvent::History { .. }
            | MatchEvent::Ids { .. }
            | MatchEvent::WriteFile { .. }
            | MatchEvent::NoExport { .. }
            | MatchEvent::LoadFile { .. }
            | MatchEvent::ImportFile { .. }
            | MatchEvent::Resumed { .. }
            | MatchEvent::Transcript(_)
            | MatchEvent::ListSetAside
            | MatchEvent::LoadSetAside { .. }
            | MatchEvent::ReplaceAsked { .. }
            | MatchEvent::ReplaceDeclined { .. }
            | MatchEvent::ReplaceConfirmed { .. } => self.record_lines(event),
        }
    }

    /// The games and the score: a game begins, the score after it, the match won, the score
    /// asked for, what may follow.
    fn score_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        match event {
            MatchEvent::NewGame {
                number,
                score,
                length,
                crawford,
                post_crawford,
            } => self.new_game(*number, *score, *length, *crawford, *post_crawford),
            MatchEvent::WhatNext if self.short() => {
                vec![self.fit(self.msg("match-what-next-short", &[]))]
            }
            MatchEvent::WhatNext => vec![self.msg("match-what-next", &[])],
            MatchEvent::EarlierKept => vec![self.msg("match-earlier-kept", &[])],
            MatchEvent::OlderGamesDropped { kept } => {
                vec![self.msg("match-older-games-dropped", &[("kept", super::int(*kept))])]
            }
            MatchEvent::Score {
                score,
                length,
                crawford_next,
            } => self.score_after(*score, *length, *crawford_next),
            MatchEvent::MatchOver {
                winner,
                score,
                length,
            } => vec![self.msg(
                "match-over",
                &[
                    ("side", self.side(*winner).into()),
                    ("score", self.score(*score, Some(*length)).into()),
                ],
            )],
            MatchEvent::ScoreInfo {
                score,
                length,
                single,
                game,
                crawford,
                post_crawford,
                level,
                thinking,
            } => {
                let mut lines = vec![self.msg(
                    "match-score-info",
                    &[
                        ("single", key(yes_no(*single))),
                        ("game", int(*game)),
                        ("length", int(length.unwrap_or(0))),
                        ("score", self.score(*score, *length).into()),
                    ],
                )];
                if *crawford {
                    lines.push(self.msg("match-crawford-game", &[]));
                } else if *post_crawford {
                    lines.push(self.msg("match-post-crawford-now", &[]));
                }
                if let Some(level) = level {
                    lines.push(self.msg("match-level-info", &[("level", key(level.id_en()))]));
                    lines.push(self.thinking_info(*thinking));
                }
                lines
            }
            _ => unreachable!("not about the games and the score: {event:?}"),
        }
    }

    /// A game of a match or money session begins: its number and the score, and whether it
    /// is the Crawford game or the first after it.
    fn new_game(
        &self,
        number: u32,
        score: BySide<u32>,
        length: Option<u32>,
        crawford: bool,
        post_crawford: bool,
    ) -> Vec<Txt> {
        let mut lines = vec![self.msg(
            "match-new-game",
            &[
                ("number", int(number)),
                ("length", int(length.unwrap_or(0))),
                ("games", int(self.games(length))),
                ("score", self.score(score, length).into()),
            ],
        )];
        if crawford {
            lines.push(self.msg("match-crawford-game", &[]));
        } else if post_crawford {
            lines.push(self.msg("match-post-crawford", &[]));
        }
        lines
    }

    /// The score after a game, the match going on; where a person plays, how to go on.
    fn score_after(
        &self,
        score: BySide<u32>,
        length: Option<u32>,
        crawford_next: bool,
    ) -> Vec<Txt> {
        let mut lines = vec![self.msg(
            "match-score",
            &[("score", self.score(score, length).into())],
        )];
        if crawford_next {
            lines.push(self.msg("match-crawford-next", &[]));
        }
        if Side::ALL
            .iter()
            .any(|&s| self.settings.players[s] == Player::Human)
        {
            lines.push(self.msg("match-next-game", &[]));
        }
        lines
    }

    /// The cube: roll or double, a double offered and its answer, the cube asked for.
    fn cube_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        let side = |s: Side| Val::from(self.side(s));
        match event {
            MatchEvent::RollOrDouble { side: s, value } => vec![self.msg(
                "match-roll-or-double",
                &[("side", side(*s)), ("value", int(*value))],
            )],
            MatchEvent::DoubleOffered {
                side: s,
                value,
                drop_cost,
                score_if_dropped,
                ..
            } => self.double_offered(*s, *value, *drop_cost, *score_if_dropped),
            MatchEvent::DoubleTaken { side: s, value } => vec![self.msg(
                "match-double-taken",
                &[("side", side(*s)), ("value", int(*value))],
            )],
            MatchEvent::Beavered { side: s, value } => vec![self.msg(
                "match-beavered",
                &[("side", side(*s)), ("value", int(*value))],
            )],
            MatchEvent::DoubleDropped {
                side: s,
                winner,
                points,
            } => vec![self.msg(
                "match-double-dropped",
                &[
                    ("side", side(*s)),
                    ("winner", side(*winner)),
                    ("points", int(*points)),
                ],
            )],
            MatchEvent::CubeInfo {
                cube,
                side: on_roll,
                may,
            } => self.cube_info(cube, *on_roll, *may),
            MatchEvent::NoCube { game } => {
                vec![self.msg("match-cube-none", &[("game", key(yes_no(*game)))])]
            }
            _ => unreachable!("not about the cube: {event:?}"),
        }
    }

    /// `side` offers the cube at `value`. The question only to a human, with what refusing
    /// costs; the computer answers at once.
    fn double_offered(
        &self,
        side: Side,
        value: u32,
        drop_cost: u32,
        score_if_dropped: BySide<u32>,
    ) -> Vec<Txt> {
        let answerer = !side;
        let mut lines = vec![self.msg(
            "match-double-offered",
            &[("side", self.side(side).into()), ("value", int(value))],
        )];
        if self.settings.players[answerer] == Player::Human {
            lines.push(self.msg(
                "match-double-cost",
                &[
                    ("points", int(drop_cost)),
                    ("green", int(score_if_dropped.green)),
                    ("black", int(score_if_dropped.black)),
                ],
            ));
            lines.push(self.msg(
                "match-double-answer",
                &[("side", self.side(answerer).into())],
            ));
        }
        lines
    }

    /// `videau`: the cube's value and owner, and whether the side on roll may double now
    /// (and why not).
    fn cube_info(&self, cube: &Cube, on_roll: Option<Side>, may: Result<(), NoDouble>) -> Vec<Txt> {
        let side = |s: Side| Val::from(self.side(s));
        let owner = match cube.owner() {
            None => self.msg("match-cube-centred", &[("value", int(cube.value()))]),
            Some(o) => self.msg(
                "match-cube-owned",
                &[("value", int(cube.value())), ("side", side(o))],
            ),
        };
        let mut lines = vec![owner];
        if let Some(s) = on_roll {
            lines.push(match may {
                Ok(()) => self.msg(
                    "match-cube-may-double",
                    &[("side", side(s)), ("value", int(cube.offered()))],
                ),
                Err(why) => self.msg(
                    "match-cube-may-not-double",
                    &[("side", side(s)), ("why", key(why_key(why)))],
                ),
            });
        }
        lines
    }

    /// A resignation: offered, to confirm, kept back, accepted or refused.
    fn resign_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        let side = |s: Side| Val::from(self.side(s));
        match event {
            MatchEvent::ResignOffered {
                side: s,
                kind,
                points,
            } => vec![self.msg(
                "match-resign-offered",
                &[
                    ("side", side(*s)),
                    ("kind", key(kind.name())),
                    ("points", int(*points)),
                ],
            )],
            MatchEvent::ResignAccepted {
                side: s,
                kind,
                points,
            } => vec![self.msg(
                "match-resign-accepted",
                &[
                    ("side", side(*s)),
                    ("kind", key(kind.name())),
                    ("points", int(*points)),
                ],
            )],
            MatchEvent::ResignRefused { side: s } => {
                vec![self.msg("match-resign-refused", &[("side", side(*s))])]
            }
            MatchEvent::ResignConfirm {
                side: s,
                kind,
                points,
            } => vec![self.msg(
                "match-resign-confirm",
                &[
                    ("side", side(*s)),
                    ("kind", key(kind.name())),
                    ("points", int(*points)),
                ],
            )],
            MatchEvent::ResignKept => vec![self.msg("match-resign-kept", &[])],
            _ => unreachable!("not about a resignation: {event:?}"),
        }
    }

    /// The clocks: where they stand, a warning, time up, a side losing on time.
    fn clock_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        let side = |s: Side| Val::from(self.side(s));
        match event {
            MatchEvent::TimeForfeit {
                side: s,
                winner,
                points,
            } => vec![self.msg(
                "match-time-forfeit",
                &[
                    ("side", side(*s)),
                    ("winner", side(*winner)),
                    ("points", int(*points)),
                ],
            )],
            MatchEvent::ClockInfo { bank_ms, delay } => self.clock_info(*bank_ms, *delay),
            MatchEvent::ClockWarning { side: s, left_ms } => vec![self.msg(
                "match-clock-warning",
                &[("side", side(*s)), ("left", self.duration(*left_ms).into())],
            )],
            MatchEvent::TimeUp { side: s } => {
                vec![self.msg("match-clock-time-up", &[("side", side(*s))])]
            }
            MatchEvent::ClockPaused => vec![self.msg("match-clock-paused", &[])],
            MatchEvent::NoClock => vec![self.msg("match-clock-none", &[])],
            _ => unreachable!("not about the clocks: {event:?}"),
        }
    }

    /// Where the clocks stand: both banks, and the delay left to the side thinking now.
    fn clock_info(&self, bank_ms: BySide<u64>, delay: Option<(Side, u64)>) -> Vec<Txt> {
        let mut lines = vec![self.msg(
            "match-clock-banks",
            &[
                ("green", self.duration(bank_ms.green).into()),
                ("black", self.duration(bank_ms.black).into()),
            ],
        )];
        if let Some((s, ms)) = delay.filter(|&(_, ms)| ms > 0) {
            lines.push(self.msg(
                "match-clock-delay",
                &[
                    ("side", self.side(s).into()),
                    ("delay", self.duration(ms).into()),
                ],
            ));
        }
        lines
    }

    /// The record of the match and its files: the history, gnubg's IDs, an export refused,
    /// the match resumed; the requests to the front end (a file to write, load or import,
    /// the transcript, the matches set aside) say nothing: the front end tells how they went.
    fn record_lines(&self, event: &MatchEvent) -> Vec<Txt> {
        match event {
            MatchEvent::History { record, last } => self.history(record, *last),
            MatchEvent::Ids {
                position_id,
                match_id,
            } => vec![self.msg2(
                "match-ids",
                // Said in the player's words; shown as gnubg names them, to be copied.
                Some("match-ids.ear"),
                &[
                    ("position", self.spelled(position_id).into()),
                    ("match", self.spelled(match_id).into()),
                ],
            )],
            MatchEvent::WriteFile { .. }
            | MatchEvent::LoadFile { .. }
            | MatchEvent::ImportFile { .. } => Vec::new(),
            MatchEvent::Transcript(_) => Vec::new(),
            MatchEvent::NoExport { path } => vec![self.msg(
                "match-file-failed",
                &[
                    ("path", Txt::same(path.clone()).into()),
                    ("why", key(FileProblem::NoMatForGame.key())),
                ],
            )],
            MatchEvent::Resumed { single } => {
                vec![self.msg("match-resumed", &[("single", key(yes_no(*single)))])]
            }
            MatchEvent::ListSetAside | MatchEvent::LoadSetAside { .. } => Vec::new(),
            MatchEvent::ReplaceAsked { path } => vec![self.msg(
                "match-file-replace-ask",
                &[("path", Txt::path(path).into())],
            )],
            MatchEvent::ReplaceDeclined { path } => vec![self.msg(
                "match-file-replace-declined",
                &[("path", Txt::path(path).into())],
            )],
            // The front end's to carry out, as the other requests.
            MatchEvent::ReplaceConfirmed { .. } => Vec::new(),
            _ => unreachable!("not about the record or the files: {event:?}"),
        }
    }

    /// An ID as shown, and spelled for the ear in groups of four characters, capitals,
    /// slashes and plus signs said as such: what a player copies into another program by
    /// ear must be heard one character at a time.
    fn spelled(&self, id: &str) -> Txt {
        let chars: Vec<char> = id.chars().collect();
        let groups: Vec<String> = chars
            .chunks(4)
            .map(|group| {
                group
                    .iter()
                    .map(|&c| {
                        let (kind, c) = match c {
                            '/' => ("slash", c),
                            '+' => ("plus", c),
                            _ if c.is_uppercase() => ("upper", c),
                            _ => ("plain", c),
                        };
                        self.loc.tr_args(
                            "match-id-char",
                            &[("kind", kind.into()), ("char", c.to_string().into())],
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect();
        Txt {
            eye: id.to_owned(),
            ear: groups.join(" ; "),
        }
    }

    /// The record of a game, one line per action; the last `last` actions only when asked.
    fn history(&self, record: &GameRecord, last: Option<usize>) -> Vec<Txt> {
        let count = record.actions.len();
        let shown = last.map_or(count, |n| n.min(count));
        let mut lines = vec![if shown < count {
            self.msg(
                "match-history-title-last",
                &[
                    ("number", int(record.number)),
                    ("count", int(count as i64)),
                    ("shown", int(shown as i64)),
                ],
            )
        } else {
            self.msg(
                "match-history-title",
                &[("number", int(record.number)), ("count", int(count as i64))],
            )
        }];
        lines.extend(
            record.actions[count - shown..]
                .iter()
                .map(|action| self.action_line(action)),
        );
        if let Some((end, points)) = record.end {
            lines.push(self.end_line(end, points));
        }
        lines
    }

    /// How a game ended: `Vert gagne 2 points.`, or a draw.
    pub(super) fn end_line(&self, end: GameEnd, points: u32) -> Txt {
        match end.winner() {
            Some(winner) => self.msg(
                "match-history-end",
                &[("side", self.side(winner).into()), ("points", int(points))],
            ),
            None => self.msg("match-history-drawn", &[]),
        }
    }

    /// One action of a game's record, as `historique` tells it: `Vert, 6-5 : N1-N12.`
    pub(super) fn action_line(&self, action: &Action) -> Txt {
        let side = |s: Side| Val::from(self.side(s));
        match action {
            Action::Play {
                side: s,
                dice,
                steps,
                ..
            } if steps.is_empty() => match dice {
                Some(dice) => self.msg(
                    "match-history-pass",
                    &[("side", side(*s)), ("dice", self.dice(*dice).into())],
                ),
                None => self.msg("match-history-pass-free", &[("side", side(*s))]),
            },
            Action::Play {
                side: s,
                dice,
                before,
                steps,
            } => match dice {
                Some(dice) => self.msg(
                    "match-history-play",
                    &[
                        ("side", side(*s)),
                        ("dice", self.dice(*dice).into()),
                        ("play", self.play(*s, before, steps).into()),
                    ],
                ),
                None => self.msg(
                    "match-history-play-free",
                    &[
                        ("side", side(*s)),
                        ("play", self.play(*s, before, steps).into()),
                    ],
                ),
            },
            Action::Double { side: s, value } => self.msg(
                "match-history-double",
                &[("side", side(*s)), ("value", int(*value))],
            ),
            Action::Take { side: s } => self.msg("match-history-take", &[("side", side(*s))]),
            Action::Beaver { side: s } => self.msg("match-history-beaver", &[("side", side(*s))]),
            Action::Drop { side: s } => self.msg("match-history-drop", &[("side", side(*s))]),
            Action::Resign { side: s, kind } => self.msg(
                "match-history-resign",
                &[("side", side(*s)), ("kind", key(kind.name()))],
            ),
            Action::ResignAnswer { side: s, accepted } => self.msg(
                "match-history-resign-answer",
                &[
                    ("side", side(*s)),
                    ("accepted", key(if *accepted { "yes" } else { "no" })),
                ],
            ),
        }
    }

    pub(super) fn match_problem(&self, problem: MatchProblem) -> Txt {
        match problem {
            MatchProblem::CannotDouble(why) => {
                self.msg("match-error-cannot-double", &[("why", key(why_key(why)))])
            }
            MatchProblem::NotBeforeRoll => self.msg("match-error-not-before-roll", &[]),
            MatchProblem::RollFirst => self.msg("match-error-roll-first", &[]),
            MatchProblem::AnswerFirst => self.msg("match-error-answer-first", &[]),
            MatchProblem::NothingToAnswer => self.msg("match-error-nothing-to-answer", &[]),
            MatchProblem::NoBeaver => self.msg("match-error-no-beaver", &[]),
            MatchProblem::CannotResign => self.msg("match-error-cannot-resign", &[]),
            MatchProblem::BadResignation => self.msg("match-error-bad-resignation", &[]),
            MatchProblem::BetweenGames => self.msg("match-error-between-games", &[]),
            MatchProblem::NoIdsForGame => self.msg("match-error-no-ids", &[]),
            MatchProblem::FileNameNeeded { command } => {
                let command = match command {
                    CommandId::Export => "export",
                    CommandId::Import => "import",
                    CommandId::Load => "load",
                    _ => "save",
                };
                self.msg("match-error-file-name", &[("command", key(command))])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::said_with;
    use crate::ai::budget::Budget;
    use crate::ai::search::Level;
    use crate::session::{Event, MatchEvent};

    #[test]
    fn the_score_tells_the_computers_thinking_time_after_its_level_in_seconds() {
        let score = |thinking: Budget| {
            said_with(
                |_| {},
                &Event::Match(MatchEvent::ScoreInfo {
                    score: crate::rules::BySide { green: 0, black: 0 },
                    length: None,
                    single: true,
                    game: 1,
                    crawford: false,
                    post_crawford: false,
                    level: Some(Level::Expert),
                    thinking,
                }),
            )
        };
        let said = score(Budget::from_millis(1_000));
        assert_eq!(
            said.display[1..],
            [
                "L'ordinateur joue au niveau expert.",
                "Il réfléchit au plus 1 seconde par décision."
            ]
        );
        let said = score(Budget::from_millis(1_500));
        assert_eq!(
            said.display[2],
            "Il réfléchit au plus 1,5 seconde par décision."
        );
        assert!(
            said.spoken
                .contains("au plus 1 virgule 5 seconde par décision"),
            "{}",
            said.spoken
        );
        let said = score(Budget::from_millis(250));
        assert_eq!(
            said.display[2],
            "Il réfléchit au plus 0,25 seconde par décision."
        );
        let said = score(Budget::from_millis(3_000));
        assert_eq!(
            said.display[2],
            "Il réfléchit au plus 3 secondes par décision."
        );
    }

    #[test]
    fn the_ids_are_spelled_for_the_ear_in_groups_of_four_and_named_in_the_players_words() {
        let said = said_with(
            |_| {},
            &Event::Match(crate::session::MatchEvent::Ids {
                position_id: "4PPg/+A".into(),
                match_id: "cAg".into(),
            }),
        );
        assert_eq!(said.display, ["Position ID : 4PPg/+A. Match ID : cAg."]);
        assert_eq!(
            said.spoken,
            "Identifiant de position : 4, P majuscule, P majuscule, g ; barre oblique, plus, \
             A majuscule. Identifiant de match : c, A majuscule, g."
        );
    }
}
