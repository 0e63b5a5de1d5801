//! The match's files, for the front end: the automatic save after every resting point,
//! `--reprendre`, and the files the player names (`sauver`, `charger`, `exporter`).

use std::path::{Path, PathBuf};

use crate::i18n::Localizer;
use crate::presentation::{FrontEvent, Said, Told};
use crate::rules::BySide;
use crate::rules::score::Format;
use crate::save::{self, Found};
use crate::session::NewGame;
use crate::session::lesson::Lesson;
use crate::session::snapshot::Waiting;
use crate::session::teach::{LessonTrouble, TeachEvent};
use crate::session::{Event, FileKind, FileProblem, MatchEvent, Session, SetAsideGame};

/// What the hook's writes inside an answer came to, for [`Autosave::keep`] to tell.
type Outcome = std::sync::Arc<std::sync::Mutex<Option<Result<(), FileProblem>>>>;

/// The automatic save: where it goes, and the revision last written.
pub struct Autosave {
    path: Option<PathBuf>,
    written: Option<u64>,
    /// Whether the match last saved was unfinished, and whether it is a single game.
    unfinished: bool,
    single: bool,
    /// Why the automatic save fails, once the player was told; `None` while it works.
    failing: Option<FileProblem>,
    /// The last outcome of the writes made inside an answer (see [`Autosave::watch`]).
    hooked: Outcome,
    /// The most a save may weigh: [`save::MAX_FILE_BYTES`], what `--reprendre` reads.
    limit: u64,
}

impl Autosave {
    fn at(path: Option<PathBuf>) -> Autosave {
        if let Some(path) = &path {
            // Temporary files of killed processes would otherwise pile up.
            save::remove_stale_temp_files(path);
        }
        Autosave {
            path,
            written: None,
            unfinished: false,
            single: false,
            failing: None,
            hooked: Outcome::default(),
            limit: save::MAX_FILE_BYTES,
        }
    }

    /// The automatic save of a new match: an unfinished or unreadable save already there is
    /// kept under another name, and said so in `notices`.
    pub fn for_new_match(demo: bool, notices: &mut Vec<Told>) -> Autosave {
        let path = if demo { None } else { save::autosave_path() };
        if let Some(path) = &path {
            let found = match save::inspect(path) {
                Found::Nothing | Found::Finished => None,
                Found::Unfinished(session) => Some((true, is_single(&session))),
                Found::Unreadable(_) => Some((false, false)),
            };
            if let Some((readable, single)) = found {
                let prefix = if readable {
                    save::SET_ASIDE
                } else {
                    save::UNREADABLE
                };
                match save::set_aside(path, prefix) {
                    Ok(_) => notices.push(FrontEvent::SetAside { readable, single }.into()),
                    // Never write over a file that could not be moved out of the way.
                    Err(_) => return Autosave::at(None),
                }
            }
        }
        Autosave::at(path)
    }

    /// The automatic save of a resumed match.
    fn resumed(path: PathBuf, session: &Session) -> Autosave {
        Autosave {
            written: Some(session.revision()),
            unfinished: true,
            single: is_single(session),
            ..Autosave::at(Some(path))
        }
    }

    /// Saves `session` when it reached a new resting point since the last save. A failure
    /// is not the game's end: it is told at once (with where else to save), tried again at
    /// the next resting point, and a success after it is told too.
    pub fn keep(&mut self, session: &Session) -> Option<FrontEvent> {
        let path = self.path.clone()?;
        let mut outcome = self.hooked.lock().ok().and_then(|mut hooked| hooked.take());
        if self.written != Some(session.revision())
            && let Some(snapshot) = session.snapshot()
        {
            let written = save::write_save_within(&path, &snapshot, self.limit);
            if written.is_ok() {
                self.written = Some(session.revision());
                self.unfinished = snapshot.waiting != Waiting::Over;
                self.single = snapshot.rules.format == Format::SingleGame;
            }
            outcome = Some(written);
        }
        let path = path.display().to_string();
        match outcome? {
            Ok(()) => self
                .failing
                .take()
                .map(|_| FrontEvent::AutosaveWorks { path }),
            Err(why) => {
                let news = self.failing != Some(why);
                self.failing = Some(why);
                news.then_some(FrontEvent::AutosaveFailed { path, why })
            }
        }
    }

    /// What to say when the session ends: that the unfinished match is saved, if it is, or
    /// that it is not, when the automatic save fails.
    pub fn farewell(&self) -> Option<FrontEvent> {
        self.path.as_ref()?;
        if let Some(why) = self.failing {
            return Some(FrontEvent::NotSavedForLater { why });
        }
        (self.written.is_some() && self.unfinished).then_some(FrontEvent::SavedForLater {
            single: self.single,
        })
    }

    /// Before `charger` puts another match in its place: the unfinished match of `session` is
    /// set aside, as a new match would set it aside, so that loading never loses one.
    /// `Err` when it cannot be: then nothing is loaded.
    fn set_aside(&mut self, session: &Session) -> Result<Option<FrontEvent>, FileProblem> {
        let Some(path) = &self.path else {
            return Ok(None);
        };
        let Some(snapshot) = session.snapshot() else {
            return Ok(None);
        };
        if snapshot.waiting == Waiting::Over {
            return Ok(None);
        }
        save::write_save_within(path, &snapshot, self.limit)?;
        save::set_aside(path, save::SET_ASIDE)?;
        Ok(Some(FrontEvent::SetAside {
            readable: true,
            single: is_single(session),
        }))
    }

    /// The automatic save's path, as the player is shown it (empty when there is none).
    fn shown_path(&self) -> String {
        self.path
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_default()
    }

    /// After `charger`: the loaded match is the one saved automatically from now on.
    pub fn reset(&mut self) {
        self.written = None;
    }

    /// Has `session` save itself at the resting points inside an answer too (a confirmed
    /// play, before the computer's turn); what came of it is told by the next
    /// [`Autosave::keep`].
    pub fn watch(&self, session: &mut Session) {
        if let Some(path) = self.path.clone() {
            let hooked = self.hooked.clone();
            let limit = self.limit;
            session.set_rest_hook(Box::new(move |snapshot| {
                let written = save::write_save_within(&path, &snapshot, limit);
                if let Ok(mut outcome) = hooked.lock() {
                    *outcome = Some(written);
                }
            }));
        }
    }
}

/// Whether `session` plays a single game rather than a match.
fn is_single(session: &Session) -> bool {
    session.match_state().rules().format == Format::SingleGame
}

/// The matches set aside beside the automatic save, newest first, as `parties` numbers them.
fn set_aside_games() -> Vec<(PathBuf, u64)> {
    save::data_dir().map_or_else(Vec::new, |dir| save::set_aside_games(&dir))
}

/// What `parties` says: each match set aside, with how long ago, its game and its score.
/// One that can no longer be read is listed all the same, under its number, so that the
/// numbers stay those of `charger`.
fn list_set_aside() -> FrontEvent {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let games = set_aside_games()
        .into_iter()
        .enumerate()
        .map(|(i, (path, secs))| {
            let session = save::load(&path).ok();
            let rules = session.as_ref().map(|s| *s.match_state().rules());
            SetAsideGame {
                number: i + 1,
                age_secs: now.saturating_sub(secs),
                variant: session.as_ref().map(|s| s.settings().variant),
                length: rules.and_then(|r| r.length()),
                single: rules.is_some_and(|r| r.format == Format::SingleGame),
                score: session
                    .as_ref()
                    .map_or(BySide::new_with(|_| 0), |s| s.match_state().score()),
                pips: session.as_ref().map_or(BySide::new_with(|_| 0), |s| {
                    let position = s.position();
                    BySide::new_with(|side| position.pips(side))
                }),
            }
        })
        .collect();
    FrontEvent::SetAsideList { games }
}

/// The session of `--reprendre`: the automatic save, resumed; on failure what to print (in
/// `loc`'s language, the save's whole path) and to say (its file name alone: a voice reading
/// folders out is noise), and the exit status.
pub fn resume(loc: &Localizer) -> Result<(Session, Autosave), (Said, i32)> {
    let Some(path) = save::autosave_path() else {
        let text = loc.tr_args("resume-error-none", &[("value", "?".into())]);
        return Err((
            Said {
                display: vec![text.clone()],
                spoken: text,
            },
            1,
        ));
    };
    let shown = path.display().to_string();
    let name = path
        .file_name()
        .map_or_else(|| shown.clone(), |n| n.to_string_lossy().into_owned());
    let refused = |id: &str, why: Option<FileProblem>| {
        let told = |value: &str| {
            let mut args = vec![("value", value.into())];
            if let Some(why) = why {
                args.push(("why", problem_word(why).into()));
            }
            loc.tr_args(id, &args)
        };
        Err((
            Said {
                display: vec![told(&shown)],
                spoken: told(&name),
            },
            1,
        ))
    };
    match save::inspect(&path) {
        Found::Nothing => refused("resume-error-none", None),
        Found::Finished => refused("resume-error-over", None),
        Found::Unreadable(why) => refused("resume-error-file", Some(why)),
        Found::Unfinished(session) => {
            let autosave = Autosave::resumed(path, &session);
            Ok((*session, autosave))
        }
    }
}

fn problem_word(why: FileProblem) -> &'static str {
    match why {
        // Resuming never exports: a problem of `.mat` files cannot come up here.
        FileProblem::NoMatForGame => FileProblem::Io.key(),
        other => other.key(),
    }
}

/// The lesson file at `path`, or the shipped lesson of that name ([`super::shipped`]), read
/// within the bound of every file and checked for `session`'s game: for `--lecon` and
/// `leçon` alike.
pub fn read_lesson(session: &Session, path: &Path) -> Result<Lesson, LessonTrouble> {
    let path = super::shipped::resolve(path, session.settings().lang);
    let text = save::read_text(&path).map_err(LessonTrouble::File)?;
    session.read_lesson(&text).map_err(LessonTrouble::Content)
}

/// Carries out the file requests among `events` (write a save or a `.mat`, load a save),
/// each followed by what came of it; a loaded match replaces `session`.
pub fn carry_out(
    session: &mut Session,
    events: Vec<Event>,
    loc: &Localizer,
    autosave: &mut Autosave,
) -> Vec<Told> {
    let mut out: Vec<Told> = Vec::with_capacity(events.len());
    for event in events {
        let result = match &event {
            Event::Match(MatchEvent::WriteFile {
                kind,
                path,
                earlier,
            }) => Some(write(session, *kind, path, *earlier, loc)),
            Event::Match(MatchEvent::LoadFile { path }) => {
                let loaded = FrontEvent::FileLoaded {
                    path: path.clone(),
                    single: false,
                };
                match load(session, Path::new(path), loaded, loc, autosave) {
                    Ok(said) => {
                        out.push(event.clone().into());
                        out.extend(said);
                        continue;
                    }
                    Err(NotReplaced::File(why)) => Some(FrontEvent::FileFailed {
                        path: path.clone(),
                        why,
                    }),
                    Err(NotReplaced::InPlay(told)) => Some(told),
                }
            }
            Event::Teach(TeachEvent::PracticeAsked) => {
                out.extend(practise(session, autosave, None));
                continue;
            }
            Event::Teach(TeachEvent::LessonAsked { path }) => {
                match read_lesson(session, Path::new(path)) {
                    Ok(lesson) if session.is_practice() => {
                        out.extend(session.begin_lesson(lesson).into_iter().map(Told::Session));
                    }
                    Ok(lesson) => out.extend(practise(session, autosave, Some(lesson))),
                    Err(why) => out.push(Told::Session(Event::Teach(TeachEvent::LessonRefused {
                        path: path.clone(),
                        why,
                    }))),
                }
                continue;
            }
            Event::Match(MatchEvent::ImportFile { path }) => {
                match save::import(Path::new(path), session.settings()) {
                    Ok(imported) => {
                        let games = imported.history().len();
                        let over = imported.is_over();
                        let told = FrontEvent::Imported {
                            path: path.clone(),
                            games,
                            over,
                        };
                        match replace(session, imported, told, loc, autosave) {
                            Ok(said) => {
                                out.push(event.clone().into());
                                out.extend(said);
                                continue;
                            }
                            // The data folder's fault, not the imported file's.
                            Err(told) => Some(told),
                        }
                    }
                    Err(error) => Some(FrontEvent::ImportFailed {
                        path: path.clone(),
                        error,
                    }),
                }
            }
            Event::Match(MatchEvent::ListSetAside) => Some(list_set_aside()),
            Event::Match(MatchEvent::LoadSetAside { number }) => {
                let number = *number;
                let games = set_aside_games();
                match number.checked_sub(1).and_then(|i| games.get(i)) {
                    None => Some(FrontEvent::NoSuchSetAside {
                        number,
                        count: games.len(),
                    }),
                    Some((path, _)) => {
                        let loaded = FrontEvent::SetAsideLoaded { number };
                        match load(session, path, loaded, loc, autosave) {
                            Ok(said) => {
                                // Its match goes on in the automatic save: no longer aside.
                                let _ = std::fs::remove_file(path);
                                out.push(event.clone().into());
                                out.extend(said);
                                continue;
                            }
                            Err(NotReplaced::File(why)) => {
                                Some(FrontEvent::SetAsideFailed { number, why })
                            }
                            Err(NotReplaced::InPlay(told)) => Some(told),
                        }
                    }
                }
            }
            _ => None,
        };
        out.push(event.into());
        out.extend(result.map(Told::Front));
    }
    out
}

/// Leaves the game in play for a practice board, and `lesson` on it if any: the game is set
/// aside first (as `charger` sets one aside), or nothing changes when it cannot be.
fn practise(session: &mut Session, autosave: &mut Autosave, lesson: Option<Lesson>) -> Vec<Told> {
    let set_aside = match autosave.set_aside(session) {
        Ok(told) => told,
        Err(why) => {
            return vec![Told::Front(FrontEvent::AutosaveFailed {
                path: autosave.shown_path(),
                why,
            })];
        }
    };
    // The game is aside, not in the automatic save: nothing to tell of it at the end.
    autosave.written = None;
    autosave.unfinished = false;
    let mut practice = session.practice_from();
    let mut said: Vec<Told> = set_aside.into_iter().map(Told::Front).collect();
    said.extend(
        practice
            .start_practice(said.len() == 1)
            .into_iter()
            .map(Told::Session),
    );
    if let Some(lesson) = lesson {
        said.extend(practice.begin_lesson(lesson).into_iter().map(Told::Session));
    }
    *session = practice;
    said
}

/// Loads the save at `path` in place of `session`; what the loaded match says first: its
/// language, if another, then `loaded` (the word that it was loaded), then where it stands.
fn load(
    session: &mut Session,
    path: &Path,
    loaded: FrontEvent,
    loc: &Localizer,
    autosave: &mut Autosave,
) -> Result<Vec<Told>, NotReplaced> {
    let loaded_session = save::load(path).map_err(NotReplaced::File)?;
    replace(session, loaded_session, loaded, loc, autosave).map_err(NotReplaced::InPlay)
}

/// Why a match was not loaded in place of the one in play: the file loaded, or the match
/// in play, which could not be set aside (what to tell, the data folder named).
enum NotReplaced {
    File(FileProblem),
    InPlay(FrontEvent),
}

/// Puts `loaded_session` (loaded or imported) in place of `session`, the unfinished match
/// of `session` set aside first as a new match sets it aside (`parties` lists it, `charger`
/// takes it up): what the new match says first, as [`load`] tells.
fn replace(
    session: &mut Session,
    loaded_session: Session,
    loaded: FrontEvent,
    loc: &Localizer,
    autosave: &mut Autosave,
) -> Result<Vec<Told>, FrontEvent> {
    // A full or read-only data folder is told as such, never blamed on the file loaded.
    let set_aside = autosave
        .set_aside(session)
        .map_err(|why| FrontEvent::InPlayNotSetAside {
            path: autosave.shown_path(),
            why,
        })?;
    // How much is said and the voice are the player's, not the match's: they stay.
    let personal = *session.settings();
    *session = loaded_session;
    session.keep_personal(&personal);
    autosave.reset();
    autosave.watch(session);
    let mut said: Vec<Told> = Vec::new();
    // The loaded match speaks its own language.
    if session.settings().lang != loc.lang() {
        said.push(Told::Session(Event::LanguageSet {
            lang: session.settings().lang,
        }));
    }
    // An imported match was never played here: it is not "resumed", its import is told.
    let imported = matches!(loaded, FrontEvent::Imported { .. });
    // A file loaded is told as the match or the single game it turned out to hold.
    let loaded = match loaded {
        FrontEvent::FileLoaded { path, .. } => FrontEvent::FileLoaded {
            path,
            single: is_single(session),
        },
        other => other,
    };
    said.push(loaded.into());
    said.extend(set_aside.map(Told::Front));
    said.extend(
        session
            .resume_events()
            .into_iter()
            .skip(1)
            .filter(|e| !(imported && matches!(e, Event::Match(MatchEvent::Resumed { .. }))))
            .map(Told::Session),
    );
    Ok(said)
}

fn write(
    session: &Session,
    kind: FileKind,
    path: &str,
    earlier: bool,
    loc: &Localizer,
) -> FrontEvent {
    let file = Path::new(path);
    let written = match kind {
        FileKind::Save => save::save(session, file).map(|_| ()),
        FileKind::Mat | FileKind::Sgf => {
            let green = loc.tr("game-side-green");
            let black = loc.tr("game-side-black");
            let names = BySide {
                green: green.as_str(),
                black: black.as_str(),
            };
            let text = save::exported_text(session, kind, earlier, names).unwrap_or_default();
            save::write_atomic(file, &text)
        }
    };
    match written {
        Ok(()) => FrontEvent::FileWritten {
            kind,
            path: path.to_owned(),
        },
        Err(why) => FrontEvent::FileFailed {
            path: path.to_owned(),
            why,
        },
    }
}

/// The configuration a resumed session plays under: its own saved language and speech.
pub fn resumed_config(config: &NewGame, session: &Session) -> NewGame {
    let mut config = config.clone();
    config.lang = session.settings().lang;
    config
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::{BySide, Variant};
    use crate::save::mat;
    use crate::session::Player;

    #[test]
    fn a_lesson_file_larger_than_any_save_is_refused_unread() {
        let dir = std::env::temp_dir().join(format!("tablier-big-lesson-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let big = dir.join("leçon.txt");
        let file = std::fs::File::create(&big).expect("created");
        file.set_len(save::MAX_FILE_BYTES + 1)
            .expect("a sparse file");
        assert!(matches!(
            read_lesson(&session(), &big),
            Err(LessonTrouble::File(FileProblem::TooLarge))
        ));
        std::fs::remove_dir_all(&dir).ok();
    }

    fn session() -> Session {
        let config = NewGame {
            players: BySide::new_with(|_| Player::Human),
            seed: Some(1),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        };
        let mut session = Session::new(&config);
        session.start();
        session
    }

    #[test]
    fn a_failed_automatic_save_is_told_at_once_and_its_return_too() {
        let dir = std::env::temp_dir().join(format!("tablier-autosave-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        // A file where the data folder should be: every save fails.
        let blocked = dir.join("data");
        std::fs::write(&blocked, "").expect("written");
        let path = blocked.join(save::AUTOSAVE);
        let mut autosave = Autosave::at(Some(path.clone()));
        let session = session();
        let told = autosave.keep(&session);
        assert!(
            matches!(
                told,
                Some(FrontEvent::AutosaveFailed {
                    why: FileProblem::NotFound,
                    ..
                })
            ),
            "{told:?}"
        );
        // Told once, not at every turn.
        assert_eq!(autosave.keep(&session), None);
        assert!(matches!(
            autosave.farewell(),
            Some(FrontEvent::NotSavedForLater { .. })
        ));
        // The folder is back: the next save works, and says so.
        std::fs::remove_file(&blocked).expect("removed");
        let told = autosave.keep(&session);
        assert!(
            matches!(told, Some(FrontEvent::AutosaveWorks { .. })),
            "{told:?}"
        );
        assert!(path.is_file());
        assert!(matches!(
            autosave.farewell(),
            Some(FrontEvent::SavedForLater { .. })
        ));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_save_too_large_to_read_back_is_not_written_and_never_said_saved() {
        let dir = std::env::temp_dir().join(format!("tablier-too-large-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join(save::AUTOSAVE);
        let mut autosave = Autosave::at(Some(path.clone()));
        let mut session = session();
        assert_eq!(autosave.keep(&session), None);
        let kept = std::fs::read_to_string(&path).expect("the first save");
        // A save may weigh no more than what is read back: here, the first one's size.
        autosave.limit = kept.len() as u64;
        autosave.watch(&mut session);
        session.handle("1");
        session.handle("");
        let told = autosave.keep(&session);
        assert!(
            matches!(
                told,
                Some(FrontEvent::AutosaveFailed {
                    why: FileProblem::TooLarge,
                    ..
                })
            ),
            "{told:?}"
        );
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), kept);
        assert!(save::load(&path).is_ok(), "the save kept still resumes");
        // At the end, not "saved": why the last position is not.
        assert!(matches!(
            autosave.farewell(),
            Some(FrontEvent::NotSavedForLater {
                why: FileProblem::TooLarge
            })
        ));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn exporter_precedent_writes_the_match_finished_before_the_new_one() {
        let dir = std::env::temp_dir().join(format!("tablier-earlier-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let mut session = Session::new(&NewGame {
            players: BySide {
                green: Player::Human,
                black: Player::Computer,
            },
            seed: Some(7),
            speech: false,
            match_rules: crate::rules::score::MatchRules::new(Format::Match(1)),
            ..NewGame::new(Lang::Fr, Variant::Backgammon)
        });
        session.start();
        while !session.is_over() {
            for line in ["1", "non", ""] {
                session.handle(line);
            }
        }
        let loc = Localizer::new(Lang::Fr);
        let (green, black) = (loc.tr("game-side-green"), loc.tr("game-side-black"));
        let names = BySide {
            green: green.as_str(),
            black: black.as_str(),
        };
        let finished = mat::write(session.history(), Variant::Backgammon, 1, names);
        session.handle("");
        let path = dir.join("fini.mat");
        let events = session.handle(&format!("exporter précédent {}", path.display()));
        let mut autosave = Autosave::at(None);
        let told = carry_out(&mut session, events, &loc, &mut autosave);
        assert!(
            told.iter()
                .any(|t| matches!(t, Told::Front(FrontEvent::FileWritten { .. }))),
            "{told:?}"
        );
        assert_eq!(std::fs::read_to_string(&path).expect("written"), finished);
        assert_ne!(
            mat::write(session.history(), Variant::Backgammon, 1, names),
            finished
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
