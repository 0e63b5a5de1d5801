//! Matches in and out of GNU Backgammon: its own files (`tests/data/gnubg/`, written by
//! gnubg, see `tests/data/README.md`) import with every game, move and result; what tablier
//! exports as SGF and `.mat` goes through the real gnubg and comes back move for move; bad
//! files are refused with their line and change nothing.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use tablier::i18n::Lang;
use tablier::rules::WinKind;
use tablier::rules::score::GameEnd;
use tablier::rules::score::{Format, MatchRules};
use tablier::rules::{BySide, Variant};
use tablier::save::exchange::ImportProblem;
use tablier::save::{self, mat, sgf};
use tablier::session::history::{Action, GameRecord};
use tablier::session::{NewGame, Player, Prompt, Session, Settings};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gnubg")
        .join(name)
}

/// A game's actions and its end, as compared.
type Record = (Vec<Action>, Option<(GameEnd, u32)>);

fn settings() -> Settings {
    Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon))
}

fn imported(name: &str) -> Session {
    save::import(&fixture(name), &settings()).unwrap_or_else(|e| panic!("{name} imports: {e:?}"))
}

/// Each game's winner (`W` Green, `B` Black) and points, as an SGF's `RE` says.
fn sgf_results(text: &str) -> Vec<Option<(char, u32)>> {
    text.split("(;FF[4]")
        .skip(1)
        .map(|game| {
            let re = game.split("RE[").nth(1)?;
            let winner = re.chars().next()?;
            let points: String = re[2..].chars().take_while(char::is_ascii_digit).collect();
            Some((winner, points.parse().ok()?))
        })
        .collect()
}

/// Each game's plays, as an SGF's move nodes (dice then letters) count them.
fn sgf_plays(text: &str) -> Vec<usize> {
    text.split("(;FF[4]")
        .skip(1)
        .map(|game| {
            game.split(';')
                .filter(|node| {
                    let b = node.as_bytes();
                    b.len() > 3
                        && (b[0] == b'W' || b[0] == b'B')
                        && b[1] == b'['
                        && b[2].is_ascii_digit()
                })
                .count()
        })
        .collect()
}

fn plays(game: &GameRecord) -> usize {
    game.actions
        .iter()
        .filter(|a| matches!(a, Action::Play { .. }))
        .count()
}

fn result(game: &GameRecord) -> Option<(char, u32)> {
    let (end, points) = game.end?;
    let winner = match end.winner()? {
        tablier::rules::Side::Green => 'W',
        tablier::rules::Side::Black => 'B',
    };
    Some((winner, points))
}

#[test]
fn gnubgs_own_sgf_files_import_with_every_play_and_result() {
    for name in [
        "match3.sgf",
        "match5.sgf",
        "nackgammon2.sgf",
        "money-beaver-resign.sgf",
    ] {
        let text = std::fs::read_to_string(fixture(name)).expect("the fixture");
        let session = imported(name);
        let games = session.history();
        // A game saved before its first play (only its opening roll) is no game yet.
        let mut expected_plays = sgf_plays(&text);
        if expected_plays.last() == Some(&0) {
            expected_plays.pop();
        }
        assert_eq!(
            games.iter().map(plays).collect::<Vec<_>>(),
            expected_plays,
            "{name}"
        );
        let results: Vec<_> = games.iter().map(result).collect();
        let expected = sgf_results(&text);
        if name.starts_with("money") {
            // Money play with the Jacoby rule: gnubg counts a resigned gammon as a gammon
            // on a centred cube, tablier (and the rule) as a single game.
            assert_eq!(results[0], expected[0], "{name}");
            assert_eq!(results[2], expected[2], "{name}");
            assert_eq!(results[1], Some(('B', 1)), "{name}");
            assert!(matches!(
                games[1].end,
                Some((
                    GameEnd::Resigned {
                        kind: tablier::rules::WinKind::Gammon,
                        ..
                    },
                    _
                ))
            ));
            // The fourth game has only its opening roll: the session waits for it.
            assert!(!session.is_over() && games.len() == 3);
        } else {
            assert_eq!(results, expected, "{name}");
            assert!(session.is_over(), "{name}: the match is over");
        }
        if name.starts_with("nack") {
            assert_eq!(session.settings().variant, Variant::Nackgammon);
        }
    }
}

#[test]
fn gnubgs_mat_export_imports_to_the_same_record_as_its_sgf() {
    for name in ["match3", "match5", "nackgammon2", "money-beaver-resign"] {
        let from_sgf = imported(&format!("{name}.sgf"));
        let from_mat = imported(&format!("{name}.mat"));
        // A `.mat` file does not say whether money play follows the Jacoby rule (an SGF
        // does): the points of a money game may differ, never its actions or its end.
        let money = name.starts_with("money");
        let strip = |s: &Session| -> Vec<(Vec<Action>, Option<GameEnd>, Option<u32>)> {
            s.history()
                .iter()
                .map(|g| {
                    let points = g.end.map(|e| e.1).filter(|_| !money);
                    (g.actions.clone(), g.end.map(|e| e.0), points)
                })
                .collect()
        };
        assert_eq!(strip(&from_sgf), strip(&from_mat), "{name}");
    }
}

#[test]
fn the_crawford_game_of_an_imported_match_is_the_one_gnubg_marked() {
    let text = std::fs::read_to_string(fixture("match5.sgf")).expect("the fixture");
    let marked: Vec<bool> = text
        .split("(;FF[4]")
        .skip(1)
        .map(|g| g.contains("CrawfordGame"))
        .collect();
    let session = imported("match5.sgf");
    let crawford: Vec<bool> = session.history().iter().map(|g| g.crawford).collect();
    assert_eq!(crawford, marked);
    assert!(marked.contains(&true));
}

/// Writes `text` to a file of its own and imports it.
fn import_text_file(name: &str, text: &[u8]) -> tablier::save::exchange::ImportError {
    let dir = std::env::temp_dir().join(format!("tablier-exchange-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    match save::import(&path, &settings()) {
        Ok(_) => panic!("{name} is refused"),
        Err(error) => error,
    }
}

#[test]
fn bad_files_are_refused_with_their_line_and_problem() {
    let sgf = std::fs::read_to_string(fixture("match5.sgf")).expect("the fixture");
    let cut = &sgf[..sgf.len() / 2];
    let err = import_text_file("cut.sgf", cut.as_bytes());
    assert!(err.line > 1, "{err:?}");
    assert!(
        matches!(
            err.problem,
            ImportProblem::Syntax | ImportProblem::Property { .. }
        ),
        "{err:?}"
    );

    let mat = std::fs::read_to_string(fixture("match3.mat")).expect("the fixture");
    let bad = mat.replacen("13/11 24/23", "13/11 24/20", 1);
    let err = import_text_file("illegal.mat", bad.as_bytes());
    let line = bad
        .lines()
        .position(|l| l.contains("13/11 24/20"))
        .expect("there")
        + 1;
    assert_eq!(err.line, line);
    assert_eq!(
        err.problem,
        ImportProblem::IllegalMove {
            text: "21: 13/11 24/20".into()
        }
    );

    let err = import_text_file("garbage.sgf", b"(;FF[4]\n\xff\xfe\x00garbage");
    assert_eq!((err.line, err.problem), (2, ImportProblem::NotText));
    let err = import_text_file("empty.mat", b"");
    assert_eq!(err.problem, ImportProblem::NotAMatch);
}

/// Has gnubg read `file` (`load match` for SGF, `import mat`) and save it again as SGF:
/// the text it writes.
fn through_gnubg(gnubg: &Path, dir: &Path, file: &Path, sgf: bool) -> String {
    let out = dir.join("back.sgf");
    std::fs::remove_file(&out).ok();
    let read = if sgf { "load match" } else { "import mat" };
    let commands = format!(
        "{read} \"{}\"\nsave match \"{}\"\n",
        file.display(),
        out.display()
    );
    let mut child = Command::new(gnubg)
        .args(["-t", "-q", "-r"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("gnubg runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(commands.as_bytes()).expect("commands");
    }
    child.wait().expect("gnubg ends");
    std::fs::read_to_string(&out).unwrap_or_else(|_| panic!("gnubg saved {}", out.display()))
}

/// Each game's actions and end, without the resignations refused (gnubg writes none).
fn comparable(s: &Session) -> Vec<Record> {
    s.history()
        .iter()
        .map(|g| {
            let mut actions = g.actions.clone();
            let mut i = 0;
            while i < actions.len() {
                if matches!(
                    actions.get(i + 1),
                    Some(Action::ResignAnswer {
                        accepted: false,
                        ..
                    })
                ) {
                    actions.drain(i..i + 2);
                } else {
                    i += 1;
                }
            }
            (actions, g.end)
        })
        .collect()
}

/// Plays the first listed play and confirms, until `wanted` says the prompt is reached.
fn until(session: &mut Session, wanted: impl Fn(Prompt) -> bool) {
    for _ in 0..200 {
        if wanted(session.prompt()) {
            return;
        }
        session.handle("1");
        session.handle("");
    }
    panic!("never reached: {:?}", session.prompt());
}

/// Two people's money session in tablier, with beavers and the Jacoby rule: a double
/// beavered then a gammon resigned; a double taken, a redouble dropped; a resignation
/// refused, then one accepted.
fn played_money_session() -> Session {
    let mut rules = MatchRules::new(Format::Money);
    rules.beavers = true;
    rules.jacoby = true;
    let mut session = Session::new(&NewGame {
        players: BySide::new_with(|_| Player::Human),
        seed: Some(9),
        speech: false,
        match_rules: rules,
        ..NewGame::new(Lang::Fr, Variant::Backgammon)
    });
    session.start();
    let before_roll = |p| matches!(p, Prompt::BeforeRoll { .. });
    let turn = |p| matches!(p, Prompt::Turn { .. });
    // Game 1: a double beavered, two turns, a gammon resigned and accepted.
    until(&mut session, before_roll);
    session.handle("doubler");
    session.handle("castor");
    assert_eq!(session.cube().value(), 4);
    for _ in 0..2 {
        session.handle("");
        until(&mut session, turn);
        session.handle("1");
        session.handle("");
    }
    until(&mut session, |p| turn(p) || before_roll(p));
    session.handle("abandonner gammon");
    session.handle("oui");
    session.handle("accepter");
    assert_eq!(session.prompt(), Prompt::NextGame);
    // Game 2: a double taken, then redoubled and dropped.
    session.handle("");
    until(&mut session, before_roll);
    session.handle("doubler");
    session.handle("accepter");
    let taker = session.cube().owner().expect("taken");
    until(&mut session, |p| p == Prompt::BeforeRoll { side: taker });
    session.handle("doubler");
    session.handle("refuser");
    assert_eq!(session.prompt(), Prompt::NextGame);
    // Game 3: a single game resigned and refused, two turns, then resigned and accepted.
    session.handle("");
    until(&mut session, turn);
    session.handle("abandonner simple");
    session.handle("oui");
    session.handle("refuser");
    for _ in 0..2 {
        session.handle("1");
        session.handle("");
        until(&mut session, |p| turn(p) || before_roll(p));
        session.handle("");
    }
    until(&mut session, turn);
    session.handle("abandonner simple");
    session.handle("oui");
    session.handle("accepter");
    assert_eq!(session.prompt(), Prompt::NextGame);
    let ends: Vec<_> = session.history().iter().map(|g| g.end).collect();
    assert!(
        matches!(
            ends[..],
            [
                Some((
                    GameEnd::Resigned {
                        kind: WinKind::Gammon,
                        ..
                    },
                    _
                )),
                Some((GameEnd::Dropped { .. }, 2)),
                Some((
                    GameEnd::Resigned {
                        kind: WinKind::Single,
                        ..
                    },
                    1
                ))
            ]
        ),
        "{ends:?}"
    );
    let refused = session.history()[2]
        .actions
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::ResignAnswer {
                    accepted: false,
                    ..
                }
            )
        })
        .count();
    assert_eq!(refused, 1);
    session
}

#[test]
fn a_money_session_played_in_tablier_exports_and_imports_back_to_itself() {
    let session = played_money_session();
    let names = BySide {
        green: "Vert",
        black: "Noir",
    };
    let rules = session.match_state().rules();
    let text = sgf::write(session.history(), Variant::Backgammon, rules, names);
    let back = save::import_text(&text, &settings()).expect("its own SGF");
    // gnubg writes no refused resignation: all else comes back, the points included.
    assert_eq!(comparable(&back), comparable(&session));
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn matches_exported_as_sgf_and_mat_come_back_from_gnubg_move_for_move() {
    let Some(gnubg) = common::gnubg() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("tablier-gnubg-exchange-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    // Doubles, takes, drops, a beaver, resignations (single and gammon), a Crawford game,
    // Nackgammon: each exported by tablier, read by gnubg, saved by gnubg, read back.
    let sessions = [
        ("tablier's money session", played_money_session()),
        (
            "money-beaver-resign.sgf",
            imported("money-beaver-resign.sgf"),
        ),
        ("match5.sgf", imported("match5.sgf")),
        ("match3.sgf", imported("match3.sgf")),
        ("nackgammon2.sgf", imported("nackgammon2.sgf")),
    ];
    for (name, session) in sessions {
        let names = BySide {
            green: "Vert",
            black: "Noir",
        };
        let rules = session.match_state().rules();
        let variant = session.settings().variant;
        let ours_sgf = sgf::write(session.history(), variant, rules, names);
        let ours_mat = mat::write(
            session.history(),
            variant,
            rules.length().unwrap_or(0),
            names,
        );
        for (file, text, is_sgf) in [
            ("ours.sgf", &ours_sgf, true),
            ("ours.mat", &ours_mat, false),
        ] {
            let path = dir.join(file);
            std::fs::write(&path, text).expect("written");
            let back = through_gnubg(&gnubg, &dir, &path, is_sgf);
            let again = save::import_text(&back, &settings())
                .unwrap_or_else(|e| panic!("{name} via {file}: {e:?}\n{back}"));
            assert_eq!(
                comparable(&again),
                comparable(&session),
                "{name} via {file}:\n{back}"
            );
            if variant == Variant::Nackgammon {
                assert!(back.contains("Nackgammon"), "{back}");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
