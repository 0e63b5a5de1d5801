//! `tablier moteur`, the UBGI engine, driven through the binary as a UI would drive it; and
//! its two position readers checked against GNU Backgammon's own reading of the same lines.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common;
use crate::common::gnubg;

use rand::{Rng, SeedableRng};

use tablier::ai::cube::{Cube, CubeOwner};
use tablier::engine::{Decision, Request, Stakes, fibs, xgid};
use tablier::notation::match_id::{self, MatchId};
use tablier::notation::position_id;
use tablier::rules::{BAR, BySide, Dice, Position, Side};

const OPENING_31: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10";
const GNUBG_OPENING_51: &str = "board:root:gnubg:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:\
                                -3:0:-5:0:0:0:0:2:0:1:5:1:5:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";

/// Runs `tablier <args>` with `input` on its standard input, in no locale.
fn tablier(args: &[&str], input: &str) -> (i32, String, String) {
    let ran = common::tablier(args).no_locale().input(input).run();
    (ran.status, ran.stdout, ran.stderr)
}

/// The steps of a play line, sorted, to compare plays whatever their order.
fn steps(line: &str) -> Vec<String> {
    let mut s: Vec<String> = line.split_whitespace().map(str::to_owned).collect();
    s.sort();
    s
}

#[test]
fn a_ui_session_gets_one_answer_per_line_and_sorry_for_what_it_cannot_read() {
    let input = format!(
        "ubgi\nisready\n{OPENING_31}\n{GNUBG_OPENING_51}\nnewgame\nplay chess\n\
         XGID=-b----E-C---eE---c-e----B-:0:0:1:07:0:0:0:0:10\nquit\nisready\n"
    );
    let (status, out, err) = tablier(&["moteur", "--niveau", "avancé"], &input);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "{out}");
    assert_eq!(lines[0], "id name tablier");
    assert!(lines[1].starts_with("id author "), "{out}");
    assert!(lines[2].starts_with("id version "), "{out}");
    assert_eq!(lines[3..5], ["readyok", "readyok"]);
    // 31 at the start: the 5-point, as every program plays it.
    assert_eq!(steps(lines[5]), ["6/5", "8/5"]);
    // 51 at the start: 13/8 6/5 or 24/23 13/8, the two plays strong programs make.
    let play_51 = steps(lines[6]);
    assert!(
        play_51 == ["13/8", "6/5"] || play_51 == ["13/8", "24/23"],
        "{out}"
    );
    // Nothing after quit: the last isready is not answered.
    assert_eq!(lines[7..], ["sorry", "sorry"]);
    let err_lines: Vec<&str> = err.lines().collect();
    assert_eq!(err_lines.len(), 2, "{err}");
    assert!(err_lines[0].contains("play chess"), "{err}");
    assert!(
        err_lines[1].contains("dés") && err_lines[1].contains("07"),
        "{err}"
    );
}

#[test]
fn the_engine_speaks_english_on_standard_error_when_asked() {
    let (status, out, err) = tablier(&["engine", "--lang", "en"], "hello\n");
    assert_eq!(status, 0);
    assert_eq!(out, "sorry\n");
    assert!(err.starts_with("Line not understood: \"hello\""), "{err}");
}

#[test]
fn a_wrong_level_is_refused_before_anything_is_read() {
    let (status, out, err) = tablier(&["moteur", "--niveau", "champion"], "ubgi\n");
    assert_eq!(status, 2);
    assert_eq!(out, "");
    assert!(err.contains("champion"), "{err}");
}

#[test]
fn the_engine_refuses_jacquet_which_neither_format_can_describe() {
    let (status, out, err) = tablier(&["moteur", "--jeu", "jacquet"], "ubgi\n");
    assert_eq!(status, 2);
    assert_eq!(out, "");
    assert!(
        err.starts_with("Le moteur joue les jeux de GNU Backgammon"),
        "{err}"
    );
}

#[test]
fn the_engine_plays_hyper_backgammon_with_three_checkers_a_side() {
    // The Hyper-Backgammon start, Green to play 5-2: gnubg's external player writes such
    // boards; every checker not on the board would be borne off.
    let line = "XGID=-aaa------------------AAA-:0:0:1:52:0:0:0:0:10\n";
    let (status, out, _) = tablier(&["moteur", "--jeu", "hypergammon"], line);
    assert_eq!(status, 0);
    let play = out.trim();
    assert_eq!(play.split(' ').count(), 2, "two dice, two moves: {out}");
    // Seven pips in all from the three back checkers: a legal Hyper-Backgammon play.
    let pips: u32 = play
        .split(' ')
        .filter_map(|m| m.split_once('/'))
        .map(|(a, b)| a.parse::<u32>().unwrap_or(0) - b.parse::<u32>().unwrap_or(0))
        .sum();
    assert_eq!(pips, 7, "{out}");
}

#[test]
fn a_wrong_port_is_refused_in_the_user_s_language() {
    for port in ["abc", "0", "70000"] {
        let (status, out, err) = tablier(&["moteur", "--port", port], "");
        assert_eq!(status, 2, "{port}");
        assert_eq!(out, "");
        assert!(err.starts_with("Port invalide"), "{port}: {err}");
    }
}

#[test]
fn the_engine_doubles_takes_and_drops_by_its_judgement() {
    // A race, the bottom player on roll with 57 pips against 90: double, and drop.
    let race = "XGID=-BBBCCC----------ccccc----:0:0:1:00:0:0:0:0:10";
    let input = format!("{race}\n{}\n", race.replace(":00:", ":D:"));
    let (_, out, err) = tablier(&["moteur", "--niveau", "fort"], &input);
    assert_eq!(out, "double\ndrop\n", "{err}");
    // At the start nobody doubles.
    let start = OPENING_31.replace(":31:", ":00:");
    let (_, out, _) = tablier(&["moteur", "--niveau", "avancé"], &format!("{start}\n"));
    assert_eq!(out, "roll\n");
}

// ---------------------------------------------------------------------------------------
// Against GNU Backgammon: gnubg reads each XGID, then writes the state back as its own
// Position ID and Match ID, and as a FIBS board. The three must make one request.

/// An XGID for `pos` (Green on roll) with the bottom or top player on turn, and the rest.
#[allow(clippy::too_many_arguments)]
fn xgid_of(
    pos: &Position,
    bottom_moves: bool,
    cube_log2: u32,
    owner: i32,
    dice: &str,
    scores: (u32, u32),
    rules: u32,
    length: u32,
) -> String {
    let mover = pos.checkers(Side::Green);
    let other = pos.checkers(Side::Black);
    let (bottom, top) = if bottom_moves {
        (mover, other)
    } else {
        (other, mover)
    };
    let mut chars = vec!['-'; 26];
    for i in 1..=24 {
        if bottom[i] > 0 {
            chars[i] = char::from(b'A' + bottom[i] - 1);
        }
        if top[25 - i] > 0 {
            chars[i] = char::from(b'a' + top[25 - i] - 1);
        }
    }
    if top[BAR] > 0 {
        chars[0] = char::from(b'a' + top[BAR] - 1);
    }
    if bottom[BAR] > 0 {
        chars[25] = char::from(b'A' + bottom[BAR] - 1);
    }
    let turn = if bottom_moves { 1 } else { -1 };
    let board: String = chars.into_iter().collect();
    format!(
        "XGID={board}:{cube_log2}:{owner}:{turn}:{dice}:{}:{}:{rules}:{length}:10",
        scores.0, scores.1
    )
}

/// The request gnubg's Position ID and Match ID describe: the player on roll moves (and
/// has doubled when a double is offered).
fn request_from_ids(position: &str, matchid: &str) -> Request {
    let m = MatchId::decode(matchid).expect("gnubg's Match ID");
    let pos = position_id::decode(position, Side::Green).expect("gnubg's Position ID");
    let mover = m.on_roll;
    let side_of = |p: match_id::Player| {
        if p == mover { Side::Green } else { Side::Black }
    };
    let decision = if m.double_offered {
        Decision::TakeOrDrop
    } else {
        match m.dice {
            Some((a, b)) => Decision::Play(Dice::new(a, b)),
            None => Decision::DoubleOrRoll,
        }
    };
    let owner = match m.cube_owner {
        match_id::CubeOwner::Centred => CubeOwner::Centered,
        match_id::CubeOwner::Player(p) => CubeOwner::Owned(side_of(p)),
    };
    let stakes = if m.match_length == 0 {
        Stakes::Money { jacoby: false }
    } else {
        let mut score = BySide::new_with(|_| 0);
        score[side_of(match_id::Player::Zero)] = u32::from(m.score[0]);
        score[side_of(match_id::Player::One)] = u32::from(m.score[1]);
        Stakes::Match {
            length: u32::from(m.match_length),
            score,
            crawford: m.crawford,
        }
    };
    Request {
        position: pos,
        decision,
        cube: Cube {
            value: 1 << m.cube_log2,
            owner,
        },
        max_cube: None,
        stakes,
    }
}

/// What neither format nor gnubg's IDs agree to carry is set aside: the cube's limit and
/// the Jacoby rule (a setting of gnubg's, not of its IDs).
fn comparable(mut r: Request) -> Request {
    r.max_cube = None;
    if let Stakes::Money { .. } = r.stakes {
        r.stakes = Stakes::Money { jacoby: false };
    }
    r
}

/// Random but legal XGIDs over the fixture's positions: either side on turn, every cube
/// state, rolls, doubles on offer, money and match scores, Crawford games.
fn cases(count: usize) -> Vec<String> {
    let fixture = include_str!("../data/gnubg-legal-plays.tsv");
    let ids: Vec<&str> = fixture
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next())
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    (0..count)
        .map(|_| {
            let id = ids[rng.random_range(0..ids.len())];
            let pos = position_id::decode(id, Side::Green).expect("fixture position");
            let bottom_moves = rng.random_bool(0.5);
            let turn = if bottom_moves { 1 } else { -1 };
            let cube_log2 = rng.random_range(0..4);
            let owner = if cube_log2 == 0 {
                0
            } else {
                [1, -1][rng.random_range(0..2)]
            };
            let dice = match rng.random_range(0..4) {
                // A double may be offered only by a side with access to the cube.
                0 if owner == 0 || owner == turn => "D".to_owned(),
                0 | 1 => "00".to_owned(),
                _ => format!("{}{}", rng.random_range(1..=6), rng.random_range(1..=6)),
            };
            let (length, scores, rules) = if rng.random_bool(0.4) {
                (0, (0, 0), 0)
            } else {
                let length = [3, 5, 7][rng.random_range(0..3)];
                let scores = (rng.random_range(0..length), rng.random_range(0..length));
                let one_away = scores.0 + 1 == length || scores.1 + 1 == length;
                let crawford = u32::from(one_away && rng.random_bool(0.5));
                (length, scores, crawford)
            };
            // No cube in the Crawford game.
            let (cube_log2, owner) = if rules == 1 && length > 0 {
                (0, 0)
            } else {
                (cube_log2, owner)
            };
            let dice = if rules == 1 && length > 0 && dice == "D" {
                "00".to_owned()
            } else {
                dice
            };
            xgid_of(
                &pos,
                bottom_moves,
                cube_log2,
                owner,
                &dice,
                scores,
                rules,
                length,
            )
        })
        .collect()
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn xgid_and_fibs_boards_mean_to_tablier_what_they_mean_to_gnu_backgammon() {
    let Some(gnubg) = gnubg() else {
        return;
    };
    let cases = cases(300);
    let mut script = String::new();
    for (i, case) in cases.iter().enumerate() {
        script.push_str(&format!(
            "mark{i}\nset xgid {}\nset output rawboard off\nshow board\n\
             set output rawboard on\nshow board\n",
            case
        ));
    }
    // One stream for both, in order: the markers' answers go to standard error.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("exec {} -t -q 2>&1", gnubg.display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(script.as_bytes())?;
            child.wait_with_output()
        })
        .expect("gnubg runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut compared = 0;
    for (i, case) in cases.iter().enumerate() {
        // gnubg answers the marker with "Unknown keyword `markN'": the case's output follows.
        let start = text
            .find(&format!("`mark{i}'"))
            .unwrap_or_else(|| panic!("gnubg skipped case {i}:\n{text}"));
        let end = text.find(&format!("`mark{}'", i + 1)).unwrap_or(text.len());
        let part = &text[start..end];
        // `set xgid` shows boards of its own on the way: the last of each kind is the state.
        let field = |label: &str| {
            part.lines()
                .rev()
                .find_map(|l| l.split_once(label).map(|(_, v)| v.trim().to_owned()))
                .unwrap_or_else(|| panic!("no {label} for {}:\n{part}", case))
        };
        let theirs = request_from_ids(&field("Position ID:"), &field("Match ID   :"));
        let raw = part
            .lines()
            .rev()
            .find(|l| l.starts_with("board:"))
            .unwrap_or_else(|| panic!("no FIBS board for {}:\n{part}", case));
        let mut from_xgid = comparable(xgid::parse(case).expect("our XGID"));
        if from_xgid.decision == Decision::TakeOrDrop {
            // gnubg 1.07 cannot hold a double on offer from an XGID: it "steps back to the
            // offering of the cube", the doubler on roll. That still tells who doubled.
            assert!(part.contains("Stepping back"), "{part}");
            from_xgid.decision = Decision::DoubleOrRoll;
        }
        assert_eq!(from_xgid, theirs, "XGID {}\n{part}", case);
        let from_fibs = comparable(fibs::parse(raw).expect("gnubg's FIBS board"));
        assert_eq!(from_fibs, theirs, "FIBS {raw} from {}\n{part}", case);
        compared += 1;
    }
    assert_eq!(compared, cases.len());
}

#[test]
#[ignore = "needs gnubg: scripts/test.sh runs it (or cargo test -- --include-ignored)"]
fn the_engine_plays_a_whole_match_against_gnu_backgammon_as_its_external_player() {
    use std::io::{BufRead, BufReader};
    let Some(gnubg) = gnubg() else {
        return;
    };
    // A port free a moment ago; the engine binds it itself.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free local port")
        .port();
    let mut engine = common::tablier(&[
        "moteur",
        "--niveau",
        "avancé",
        "--gnubg",
        "--port",
        &port.to_string(),
        "--langue",
        "en",
    ])
    .talks_elsewhere()
    .spawn();
    let mut engine_err = BufReader::new(engine.stderr.take().expect("stderr"));
    let mut listening = String::new();
    engine_err
        .read_line(&mut listening)
        .expect("the engine says it listens");
    assert_eq!(
        listening.trim(),
        format!("Engine listening on 127.0.0.1:{port}.")
    );

    let dir = std::env::temp_dir().join(format!("tablier-moteur-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mat = dir.join("match.mat");
    // gnubg connects to the external player when told to, then plays the match through it:
    // every decision of player 1 goes out as a FIBS board, every answer comes back. gnubg
    // plays at 0-ply: the test is of the protocol, not of strength.
    let script = format!(
        "set player 1 external 127.0.0.1:{port}\n\
         set player 0 gnubg\nset player 0 chequerplay evaluation plies 0\n\
         set player 0 cubedecision evaluation plies 0\n\
         set seed 2026\nnew match 5\nexport match mat {}\n",
        mat.display()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("exec {} -t -q 2>&1", gnubg.display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(script.as_bytes())?;
            child.wait_with_output()
        })
        .expect("gnubg runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let status = engine.wait().expect("the engine ends when gnubg hangs up");
    let mut complaints = String::new();
    let _ = std::io::Read::read_to_string(&mut engine_err, &mut complaints);
    let exported = std::fs::read_to_string(&mat).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);

    assert!(status.success());
    assert!(text.contains("has won the match"), "{text}");
    for complaint in ["badly formed", "llegal", "Error"] {
        assert!(!text.contains(complaint), "gnubg: {complaint}\n{text}");
    }
    assert_eq!(complaints, "", "the engine refused a board");
    // The match as gnubg recorded it, to its end.
    assert!(
        exported.contains("Game 1") && exported.contains("Wins"),
        "{exported}"
    );
}
