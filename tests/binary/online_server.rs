//! `tablier serveur` played as players would play it: the real server on `127.0.0.1`, on a
//! port the system chooses, with a store of its own and seeded dice, and players talking
//! to it over TCP — as the tablier client does (tagged lines) or as `nc` would (plain
//! text) — one in French and one in English at the same table.
//!
//! The whole games are played by a simple player: whoever's prompt names their side acts
//! (the first legal play, confirmed; a roll; a double once; the cube taken). What each side
//! sees is compared with golden transcripts (`tests/transcripts/online-*`; regenerate with
//! `TABLIER_BLESS=1 cargo test --test binary online`).

use crate::common;
use crate::common::online::{Player, PostgresDatabase, Server};
use crate::transcripts::check;

/// A player's words: French or English.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Words {
    Fr,
    En,
}

impl Words {
    fn register(self) -> &'static str {
        match self {
            Words::Fr => "inscription",
            Words::En => "register",
        }
    }
    fn login(self) -> &'static str {
        match self {
            Words::Fr => "connexion",
            Words::En => "login",
        }
    }
}

/// One seat: the connection, its language, its side's word, and whether it doubles once.
struct Seat {
    player: Player,
    words: Words,
    side: &'static str,
    doubles: bool,
    last: String,
    /// Answers given in a row to a stage's question (a double to name, a roll to choose),
    /// so that a refused one is followed by another.
    tries: usize,
}

impl Seat {
    /// Anne's seat, in French at Green.
    fn anne(player: Player) -> Seat {
        Seat::new(player, Words::Fr, "Vert")
    }

    /// Bob's seat, in English at Black.
    fn bob(player: Player) -> Seat {
        Seat::new(player, Words::En, "Black")
    }

    fn new(player: Player, words: Words, side: &'static str) -> Seat {
        Seat {
            player,
            words,
            side,
            doubles: false,
            last: String::new(),
            tries: 0,
        }
    }

    /// Whether the prompt asks this seat to act.
    fn acts(&self) -> bool {
        self.player.prompt.starts_with(&format!("{},", self.side))
            || self.player.prompt.starts_with(&format!("{} ", self.side))
    }

    /// The line this seat plays at its prompt.
    fn choice(&mut self) -> String {
        let prompt = self.player.prompt.clone();
        let (roll, double, take, confirm) = match self.words {
            Words::Fr => ("Entrée pour lancer", "doubler", "accepter", "valider"),
            Words::En => ("Enter to roll", "double", "accept", "done"),
        };
        if prompt.contains("quel doublet") || prompt.contains("which double") {
            self.tries += 1;
            let line = (6 - (self.tries - 1) % 6).to_string();
            self.last.clone_from(&line);
            return line;
        }
        if prompt.contains("quel lancer") || prompt.contains("which roll") {
            const ROLLS: [&str; 6] = ["6-5", "4-2", "3-1", "6-1", "5-3", "2-1"];
            self.tries += 1;
            let line = ROLLS[(self.tries - 1) % ROLLS.len()].to_owned();
            self.last.clone_from(&line);
            return line;
        }
        self.tries = 0;
        let line = if prompt.contains(roll) {
            if self.doubles {
                self.doubles = false;
                double.to_owned()
            } else {
                String::new()
            }
        } else if prompt.contains("accepter ou refuser") || prompt.contains("accept or refuse") {
            take.to_owned()
        } else if self.last == "1" {
            confirm.to_owned()
        } else {
            "1".to_owned()
        };
        self.last.clone_from(&line);
        line
    }
}

/// Whether `lines` tell the table closed at the end of the game.
fn closed(lines: &[String]) -> bool {
    lines.iter().any(|l| {
        l.contains("la table") && l.contains("ferme") || l.contains("closes. You are back")
    })
}

/// Plays the table of `seats` to its end; the number of lines played.
fn play_to_the_end(seats: &mut [Seat; 2]) -> usize {
    play(seats, 4000).unwrap_or_else(|| panic!("the game did not end in 4000 lines"))
}

/// Plays at most `most` lines at the table of `seats`: the number played when the table
/// closed, `None` if it is still open.
fn play(seats: &mut [Seat; 2], most: usize) -> Option<usize> {
    for step in 0..most {
        let actor = if seats[0].acts() {
            0
        } else if seats[1].acts() {
            1
        } else if seats[0].player.prompt.contains("partie suivante")
            || seats[0].player.prompt.contains("next game")
        {
            seats[0].last = String::new();
            let told = seats[0].player.says("");
            let heard = seats[1].player.sync();
            if closed(&told) || closed(&heard) {
                return Some(step);
            }
            continue;
        } else {
            panic!(
                "no one to act: {:?} / {:?}",
                seats[0].player.prompt, seats[1].player.prompt
            );
        };
        let line = seats[actor].choice();
        let told = seats[actor].player.says(&line);
        let heard = seats[1 - actor].player.sync();
        if closed(&told) || closed(&heard) {
            return Some(step);
        }
    }
    None
}

/// Anne (French, Green) and Bob (English, Black) at a table created by Anne with `create`.
fn table(server: &Server, create: &str) -> [Seat; 2] {
    let mut anne = server.player(true);
    anne.register(Words::Fr.register(), "Anne", "secret1");
    let mut bob = server.player(true);
    bob.register(Words::En.register(), "Bob", "pw1234");
    anne.says(create);
    seated(anne, bob)
}

/// Bob joins Anne's table 1.
fn seated(mut anne: Player, mut bob: Player) -> [Seat; 2] {
    bob.says("tables");
    bob.says("join 1");
    anne.sync();
    [Seat::anne(anne), Seat::bob(bob)]
}

#[test]
fn two_players_in_two_languages_play_a_three_point_match_with_the_cube() {
    let dir = common::scratch("online-match");
    let server = Server::start(&dir, 11);
    let mut seats = table(&server, "créer --match 3");
    seats[0].doubles = true;
    let steps = play_to_the_end(&mut seats);
    assert!(steps > 20, "a whole match: {steps} lines");
    let [anne, bob] = seats;
    let mut bob = bob;
    let stats = bob.player.says("stats Anne");
    let has = |line: &str| stats.iter().any(|l| l == line);
    assert!(
        has(":Anne: rating 1517.3, 3 rated match points played."),
        "{stats:?}"
    );
    assert!(has(":backgammon: 1 match played, 1 won."), "{stats:?}");
    assert!(
        stats.iter().any(|l| l.starts_with(":Games won:")),
        "{stats:?}"
    );
    let (fr, en) = (anne.player.transcript(), bob.player.transcript());
    assert!(
        fr.contains("doubler") && en.contains("accept"),
        "the cube was used"
    );
    // The rated match moved both ratings by the FIBS formula (newcomers: five times
    // 4 × √3 × 1/2 = 17.3).
    assert!(fr.contains(":Anne : classement 1517,3 (+17,3)."), "{fr}");
    assert!(en.contains(":Bob: rating 1482.7 (-17.3)."), "{en}");
    check("online-match.fr.out", &fr);
    check("online-match.en.out", &en);
    // Its record, exported (after the transcripts), keeps the cube's actions and every game.
    let block = bob.player.says("export 1 m.mat");
    let mat: String = block
        .iter()
        .skip(1)
        .take_while(|l| l.starts_with('&'))
        .map(|l| format!("{}\n", &l[1..]))
        .collect();
    assert!(mat.contains(" 3 point match"), "{block:?}");
    assert!(
        mat.contains("Doubles => 2") && mat.contains("Takes"),
        "{mat}"
    );
    assert!(mat.contains(" Game 2"), "{mat}");
}

#[test]
fn a_jacquet_game_is_played_online_to_its_end() {
    let dir = common::scratch("online-jacquet");
    let server = Server::start(&dir, 3);
    let mut seats = table(&server, "créer --jeu jacquet");
    play_to_the_end(&mut seats);
    let [anne, bob] = seats;
    check("online-jacquet.fr.out", &anne.player.transcript());
    check("online-jacquet.en.out", &bob.player.transcript());
    // GNU Backgammon does not play jacquet: its game has no .sgf nor .mat (after the
    // transcripts).
    let mut anne = anne;
    let refused = anne.player.says("exporter 1 j.sgf").join("\n");
    assert!(
        refused.contains("Le match 1 est une partie de jacquet : GNU Backgammon ne joue pas"),
        "{refused}"
    );
}

#[test]
fn a_plain_line_client_plays_a_whole_game() {
    let dir = common::scratch("online-plain");
    let server = Server::start(&dir, 5);
    let mut anne = server.player(false);
    let greeting = anne.sync();
    assert!(greeting.is_empty(), "the greeting came with the connection");
    assert!(anne.seen[0].starts_with("Bienvenue"), "{:?}", anne.seen);
    assert!(
        anne.seen.iter().all(|l| !l.starts_with([':', '~', '?'])),
        "{:?}",
        anne.seen
    );
    anne.register("inscription", "Anne", "secret1");
    anne.says("créer --jeu hypergammon");
    let mut bob = server.player(true);
    bob.register("register", "Bob", "pw1234");
    bob.says("join 1");
    anne.sync();
    let mut seats = [Seat::anne(anne), Seat::bob(bob)];
    play_to_the_end(&mut seats);
    let plain = seats[0].player.transcript();
    assert!(
        plain
            .lines()
            .all(|l| !l.starts_with([':', '~', '?', '*', '%'])),
        "a plain client never sees a tag:\n{plain}"
    );
    assert!(plain.contains("La partie est finie"), "{plain}");
}

/// Whose turn it is at the table of `seats`: the index of the seat to act.
fn actor(seats: &[Seat; 2]) -> usize {
    usize::from(!seats[0].acts())
}

/// What `seat` reads of the game now: the board, the state, the score, its prompt.
fn snapshot(seat: &mut Seat) -> Vec<String> {
    let mut seen = Vec::new();
    for line in ["plateau", "état", "score", "videau"] {
        seen.extend(seat.player.says(line));
    }
    seen
}

#[test]
fn a_player_who_drops_mid_turn_comes_back_to_the_same_turn() {
    let dir = common::scratch("online-drop");
    let server = Server::start(&dir, 21);
    let mut seats = table(&server, "créer");
    // A few lines in, whoever is on roll moves a first play, not yet confirmed.
    play(&mut seats, 6);
    let mut who = actor(&seats);
    let mut line = seats[who].choice();
    while line != "1" {
        seats[who].player.says(&line);
        seats[1 - who].player.sync();
        who = actor(&seats);
        line = seats[who].choice();
    }
    seats[who].player.says(&line);
    let before = snapshot(&mut seats[who]);
    let prompt = seats[who].player.prompt.clone();
    // The connection drops; the other player is told as soon as the server sees it.
    let (name, words) = if who == 0 {
        ("Anne", Words::Fr)
    } else {
        ("Bob", Words::En)
    };
    let password = if who == 0 { "secret1" } else { "pw1234" };
    drop(std::mem::replace(
        &mut seats[who].player,
        server.player(true),
    ));
    let gone =
        |l: &String| l.contains(name) && (l.contains("déconnecté") || l.contains("disconnected"));
    let mut told = Vec::new();
    for _ in 0..500 {
        told.extend(seats[1 - who].player.sync());
        if told.iter().any(gone) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(told.iter().any(gone), "{told:?}");
    // The same member again: the same turn, the same moves made, the same prompt.
    let back = seats[who].player.login(words.login(), name, password);
    assert!(back.iter().any(|l| l.contains("1")), "{back:?}");
    assert_eq!(seats[who].player.prompt, prompt);
    assert_eq!(snapshot(&mut seats[who]), before);
    let told = seats[1 - who].player.sync();
    assert!(told.iter().any(|l| l.contains(name)), "{told:?}");
    // And the game goes on to its end.
    play_to_the_end(&mut seats);
}

#[test]
fn a_server_killed_mid_game_comes_back_with_every_table_as_it_was() {
    let dir = common::scratch("online-kill");
    killed_and_back(Server::start(&dir, 33), 3);
}

#[test]
#[ignore = "needs a PostgreSQL server (TABLIER_POSTGRES_URL), as scripts/test.sh starts"]
fn a_server_on_postgresql_killed_mid_game_comes_back_with_its_table_as_it_was() {
    let Some(database) = PostgresDatabase::new("online_kill") else {
        return;
    };
    killed_and_back(Server::start_on(database.url.clone(), 33, None), 2);
}

/// A three-point match at `server`, which is killed (`kill -9`) and started again `rounds`
/// times mid-game: each time, both players log in again and find their table, their turn
/// and their prompt as they were; then the match is played to its end.
fn killed_and_back(mut server: Server, rounds: usize) {
    let mut seats = table(&server, "créer --match 3");
    seats[1].doubles = true;
    for round in 0..rounds {
        assert!(
            play(&mut seats, 25 + round).is_none(),
            "the match is still on"
        );
        let before = [snapshot(&mut seats[0]), snapshot(&mut seats[1])];
        let prompts = [
            seats[0].player.prompt.clone(),
            seats[1].player.prompt.clone(),
        ];
        server.restart();
        assert!(
            server.started.iter().any(|l| l.contains("1 table reprise")),
            "{:?}",
            server.started
        );
        seats[0].player = server.player(true);
        seats[0].player.login("connexion", "Anne", "secret1");
        seats[1].player = server.player(true);
        seats[1].player.login("login", "Bob", "pw1234");
        seats[0].player.sync();
        for side in 0..2 {
            assert_eq!(seats[side].player.prompt, prompts[side], "round {round}");
            assert_eq!(snapshot(&mut seats[side]), before[side], "round {round}");
        }
    }
    play_to_the_end(&mut seats);
}

#[test]
fn hostile_clients_are_answered_and_never_act_for_others() {
    let dir = common::scratch("online-hostile");
    let server = Server::start(&dir, 8);
    let mut anne = server.player(true);
    anne.register("inscription", "Anne", "secret1");
    let mut bob = server.player(true);
    bob.register("register", "Bob", "pw1234");
    let mut carl = server.player(false);
    carl.sync();
    carl.register("register", "Carl", "carl1234");
    anne.says("créer privée --match 1");
    // A private table admits the invited only, told at once.
    let refused = carl.says("join 1");
    assert!(refused.iter().any(|l| l.contains("private")), "{refused:?}");
    assert!(
        anne.says("inviter bob")
            .iter()
            .any(|l| l.contains("Invitation"))
    );
    let invited = bob.sync();
    assert!(
        invited
            .iter()
            .any(|l| l.contains("Anne invites you to table 1")),
        "{invited:?}"
    );
    let mut seats = seated(anne, bob);
    // Bytes that are not text, then a line too long: answered, and the game is unchanged.
    let garbage = seats[1].player.bytes(b"\xff\xfe\x00garbage\n");
    assert!(
        garbage.iter().any(|l| l.contains("not UTF-8")),
        "{garbage:?}"
    );
    let mut line = vec![b'x'; 5000];
    line.push(b'\n');
    let long = seats[1].player.bytes(&line);
    assert!(long.iter().any(|l| l.contains("too long")), "{long:?}");
    // Playing, rolling, doubling at the other's turn: refused, nothing changes.
    let who = actor(&seats);
    let other = 1 - who;
    let before = snapshot(&mut seats[who]);
    for line in ["1", "", "doubler", "valider", "accepter", "abandonner"] {
        let told = seats[other].player.says(line);
        assert!(
            told.iter()
                .any(|l| l.contains("turn") || l.contains("d'agir")),
            "{line:?}: {told:?}"
        );
    }
    assert!(
        seats[who].player.sync().is_empty(),
        "the player on turn is not disturbed"
    );
    assert_eq!(snapshot(&mut seats[who]), before);
    // What exists only at a keyboard is refused online.
    for line in ["sauver partie.json", "revoir", "quitter", "leçon l.txt"] {
        let told = seats[who].player.says(line);
        assert!(
            told.iter()
                .any(|l| l.contains("en ligne") || l.contains("online")),
            "{line}: {told:?}"
        );
    }
    // The table is full; the lobby's refusals in words.
    let mut dora = server.player(false);
    dora.sync();
    let asked = dora.says("register Dora");
    assert!(asked.iter().any(|l| l.contains("Password")), "{asked:?}");
    let short = dora.secret("abc");
    assert!(short.iter().any(|l| l.contains("at least 4")), "{short:?}");
    for (line, expected) in [
        ("join 1", "full"),
        ("join 99", "No table 99"),
        ("join", "Which table"),
        ("done", "at no table"),
        ("fly away", "Unknown command"),
        ("tell Nobody hi", "not online"),
        ("register Anne", "already logged in"),
    ] {
        let told = carl.says(line);
        assert!(
            told.iter().any(|l| l.contains(expected)),
            "{line}: {told:?}"
        );
    }
    // A long line not understood is quoted cut between words, as is a name not found.
    let long = "fly away ".repeat(400);
    let told = carl.says(&long);
    let answer = told
        .iter()
        .find(|l| l.contains("Unknown command"))
        .expect("answered");
    assert!(answer.chars().count() < 200, "{answer}");
    assert!(
        answer.contains("fly away fly away fly away fly…"),
        "{answer}"
    );
    let told = carl.says(&format!("tell {long}"));
    assert!(told.iter().all(|l| l.chars().count() < 200), "{told:?}");
    // A name taken, in any case; wrong passwords, five times, then a wait.
    let mut mallory = server.player(false);
    mallory.sync();
    assert!(
        mallory
            .says("inscription ANNE")
            .iter()
            .any(|l| l.contains("déjà pris"))
    );
    for _ in 0..5 {
        let told = mallory.login("connexion", "anne", "wrong");
        assert!(told.iter().any(|l| l.contains("incorrect")), "{told:?}");
    }
    let told = mallory.says("connexion anne");
    assert!(told.iter().any(|l| l.contains("secondes")), "{told:?}");
    // A client that floods with a line that never ends is answered, then dropped.
    let mut flood = server.player(false);
    flood.sync();
    let _ = std::io::Write::write_all(flood_stream(&mut flood), &vec![b'y'; 1 << 20]);
    let last = flood.until_closed();
    assert!(last.iter().any(|l| l.contains("déconnexion")), "{last:?}");
    // The table plays on, untouched.
    play_to_the_end(&mut seats);
}

fn flood_stream(player: &mut Player) -> &mut std::net::TcpStream {
    player.stream()
}

#[test]
fn every_game_of_the_family_is_played_online_to_its_end() {
    let dir = common::scratch("online-every-game");
    let server = Server::start(&dir, 2);
    let mut anne = server.player(true);
    anne.register("inscription", "Anne", "secret1");
    let mut bob = server.player(false);
    bob.sync();
    bob.register("register", "Bob", "pw1234");
    let mut seats = [Seat::anne(anne), Seat::bob(bob)];
    for (number, variant) in tablier::rules::Variant::ALL.iter().enumerate() {
        seats[0]
            .player
            .says(&format!("créer --jeu {}", variant.name()));
        let joined = seats[1].player.says(&format!("join {}", number + 1));
        assert!(
            joined.iter().any(|l| l.contains("The game starts")),
            "{variant}: {joined:?}"
        );
        seats[0].player.sync();
        seats[0].last.clear();
        seats[1].last.clear();
        assert!(
            play(&mut seats, 20_000).is_some(),
            "{variant} did not end: {:?} / {:?}",
            seats[0].player.prompt,
            seats[1].player.prompt
        );
    }
}

#[test]
fn the_clock_runs_on_the_server_and_a_player_who_lets_it_fall_loses() {
    let dir = common::scratch("online-clock");
    let server = Server::start(&dir, 4);
    // A one-point match, a second and a half in the bank, no delay.
    let mut seats = table(
        &server,
        "créer --match 1 --pendule --minutes-par-point 0.025 --delai 0",
    );
    let who = actor(&seats);
    // No one types: the server lets the bank run out, and says so to both.
    let fell = |l: &String| l.contains("temps") || l.contains("time");
    let mut told = [Vec::new(), Vec::new()];
    for _ in 0..400 {
        for side in 0..2 {
            told[side].extend(seats[side].player.sync());
        }
        if closed(&told[0]) && closed(&told[1]) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    for heard in &told {
        assert!(closed(heard), "the table closed: {heard:?}");
        assert!(heard.iter().any(fell), "{heard:?}");
    }
    let winner = &told[1 - who];
    assert!(winner.iter().any(|l| l.contains("match")), "{winner:?}");
}

#[test]
fn the_tablier_client_plays_over_tls_with_the_servers_certificate() {
    let dir = common::scratch("online-tls");
    let certified =
        rcgen::generate_simple_self_signed(vec!["localhost".to_owned()]).expect("a certificate");
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    std::fs::write(&cert, certified.cert.pem()).expect("written");
    std::fs::write(&key, certified.key_pair.serialize_pem()).expect("written");
    let server = Server::start_with(&dir, 1, Some((cert.clone(), key)));
    assert!(
        server.started.iter().any(|l| l.contains("TLS")),
        "{:?}",
        server.started
    );
    let address = format!("localhost:{}", server.port);
    let ran = common::tablier(&[
        "en-ligne",
        &address,
        "--ca",
        &cert.to_string_lossy(),
        "--simple",
        "--parole",
        "non",
        "--langue",
        "fr",
    ])
    .input("inscription Zoé\nmotdepasse\nmotdepasse\ncréer --jeu plakoto\ntables\n")
    .within(60)
    .run();
    assert_eq!(ran.status, 0, "{ran:?}");
    assert!(ran.stdout.contains("Bienvenue, Zoé"), "{}", ran.stdout);
    assert!(ran.stdout.contains("Table 1 : plakoto"), "{}", ran.stdout);
    assert!(
        !ran.stdout.contains("motdepasse"),
        "the password is never shown"
    );
    // Plain text to a TLS server: no greeting in clear.
    let mut plain = std::net::TcpStream::connect(("127.0.0.1", server.port)).expect("connects");
    plain
        .set_read_timeout(Some(std::time::Duration::from_secs(2)))
        .expect("a timeout");
    let _ = std::io::Write::write_all(&mut plain, b"qui\n");
    let mut got = Vec::new();
    let _ = std::io::Read::read_to_end(&mut plain, &mut got);
    assert!(!String::from_utf8_lossy(&got).contains("Bienvenue"));
}

#[test]
fn players_talk_and_each_keeps_their_own_language_notation_and_voice() {
    let dir = common::scratch("online-talk");
    let server = Server::start(&dir, 6);
    let mut seats = table(&server, "créer");
    let [anne, bob] = &mut seats;
    let (anne, bob) = (&mut anne.player, &mut bob.player);
    // Said at the table, whispered to one: each hears it once, in their own words around it.
    assert!(
        anne.says("dire bonne partie")
            .iter()
            .any(|l| l.contains("Dit à la table"))
    );
    let heard = bob.sync();
    assert!(
        heard.contains(&":Anne says: bonne partie".to_owned()),
        "{heard:?}"
    );
    assert!(
        bob.says("tell Anne thanks")
            .iter()
            .any(|l| l.contains("Told Anne"))
    );
    let heard = anne.sync();
    assert!(
        heard.contains(&":Bob vous chuchote : thanks".to_owned()),
        "{heard:?}"
    );
    let who = anne.says("qui");
    assert!(
        who.iter()
            .any(|l| l.contains("Bob (1500,0), joue à la table 1")),
        "{who:?}"
    );
    // Anne's settings are hers: the standard notation, English, the short level, no voice.
    let board = |p: &mut Player| p.says("plateau");
    let bob_board = board(bob);
    anne.says("notation standard");
    anne.says("verbosité courte");
    let english = anne.says("langue en");
    assert!(english.contains(&"%langue en".to_owned()), "{english:?}");
    assert!(english.iter().any(|l| l.contains("English")), "{english:?}");
    let voice = anne.says("speech off");
    assert!(voice.contains(&"%parole non".to_owned()), "{voice:?}");
    assert!(
        anne.says("pips").iter().all(|l| !l.starts_with('~')),
        "no speech now"
    );
    assert!(anne.says("rate 20").contains(&"%debit 20".to_owned()));
    assert_eq!(board(bob), bob_board, "Bob reads the board as before");
    // `répéter` says the last answer again, to its reader alone.
    let pips = anne.says("pips");
    let again = anne.says("repeat");
    assert_eq!(again, pips);
    assert!(bob.sync().is_empty(), "Bob heard none of it");
}

#[test]
fn a_watcher_in_another_language_follows_a_whole_game_and_talks_quietly() {
    let dir = common::scratch("online-watch");
    let server = Server::start(&dir, 9);
    let mut seats = table(&server, "créer --jeu jacquet");
    let mut carl = server.player(true);
    carl.register("register", "Carl", "carl1234");
    let watching = carl.says("watch 1");
    assert!(
        watching
            .iter()
            .any(|l| l.contains("You are watching table 1")),
        "{watching:?}"
    );
    assert!(
        seats[0]
            .player
            .sync()
            .iter()
            .any(|l| l.contains("Carl regarde la table 1"))
    );
    seats[1].player.sync();
    // A watcher plays nothing, but looks at anything.
    assert!(
        carl.says("1")
            .iter()
            .any(|l| l.contains("only its players play"))
    );
    assert!(carl.says("pips").iter().any(|l| l.starts_with(":Pips")));
    // Talk: to the table; after the players ask for quiet, among watchers only.
    carl.says("say hello");
    assert!(
        seats[0]
            .player
            .sync()
            .iter()
            .any(|l| l.contains("Carl says: hello") || l.contains("Carl dit : hello"))
    );
    seats[1].player.sync();
    assert!(
        seats[0]
            .player
            .says("silence")
            .iter()
            .any(|l| l.contains("Silence"))
    );
    seats[1].player.sync();
    carl.sync();
    let quiet = carl.says("say psst");
    assert!(
        quiet.iter().any(|l| l.contains("Said to the watchers")),
        "{quiet:?}"
    );
    assert!(!seats[0].player.sync().iter().any(|l| l.contains("psst")));
    // Every play is told to the watcher as it happens, in English.
    let before = carl.seen.len();
    play_to_the_end_watched(&mut seats, &mut carl);
    let heard = &carl.seen[before..];
    assert!(
        heard
            .iter()
            .any(|l| l.starts_with(":Green, dice") || l.starts_with(":Black, dice")),
        "{heard:?}"
    );
    assert!(
        heard.iter().any(|l| l.contains("table 1 closes")),
        "{heard:?}"
    );
    assert_eq!(carl.prompt, "lobby >");
}

/// [`play_to_the_end`], a watcher reading along after each line.
fn play_to_the_end_watched(seats: &mut [Seat; 2], watcher: &mut Player) {
    for _ in 0..4000 {
        if play(seats, 1).is_some() {
            watcher.sync();
            return;
        }
        watcher.sync();
    }
    panic!("the game did not end");
}

#[test]
fn advice_is_for_teaching_tables_and_their_teacher_and_refused_elsewhere_with_why() {
    let dir = common::scratch("online-teach");
    let server = Server::start(&dir, 12);
    // A rated table: no advice, no tutor, and the refusal says why.
    let mut seats = table(&server, "créer");
    let who = actor(&seats);
    for line in ["conseil", "tuteur oui"] {
        let told = seats[who].player.says(line);
        assert!(
            told.iter()
                .any(|l| l.contains("classée") || l.contains("rated")),
            "{line}: {told:?}"
        );
    }
    seats[0].player.says("quitter la table");
    seats[1].player.sync();
    // A teaching table, a learner and a teacher invited to watch.
    let mut teacher = server.player(true);
    teacher.register("inscription", "Prof", "prof1234");
    seats[0].player.says("créer entraînement privée");
    seats[0].player.says("inviter Prof");
    seats[0].player.says("inviter Bob");
    teacher.sync();
    seats[1].player.sync();
    assert!(
        teacher
            .says("regarder 2")
            .iter()
            .any(|l| l.contains("Vous regardez la table 2"))
    );
    seats[1].player.says("join 2");
    seats[0].player.sync();
    teacher.sync();
    let tables = teacher.says("tables");
    assert!(
        tables.iter().any(|l| l.contains("entraînement")),
        "{tables:?}"
    );
    let who = actor(&seats);
    let mut advised = false;
    for _ in 0..40 {
        let who_now = actor(&seats);
        if seats[who_now].player.prompt.contains("dés")
            || seats[who_now].player.prompt.contains("dice")
        {
            let learner = seats[who_now].player.says("conseil");
            assert!(learner.iter().any(|l| l.contains('1')), "{learner:?}");
            let taught = teacher.says("conseil");
            assert!(taught.len() > 2, "{taught:?}");
            advised = true;
            break;
        }
        let line = seats[who_now].choice();
        seats[who_now].player.says(&line);
        seats[1 - who_now].player.sync();
        teacher.sync();
    }
    assert!(
        advised,
        "advice was asked at a turn ({who}): {:?} / {:?}",
        seats[0].player.prompt, seats[1].player.prompt
    );
}

#[test]
fn a_correspondence_game_keeps_its_dice_across_restarts_and_its_days_run_out() {
    let dir = common::scratch("online-corr");
    let mut server = Server::start(&dir, 14);
    let mut seats = table(&server, "créer correspondance jours 2");
    // The first player on roll moves, then both leave the table: the game goes on.
    let who = actor(&seats);
    for _ in 0..2 {
        let line = seats[who].choice();
        seats[who].player.says(&line);
        seats[1 - who].player.sync();
    }
    let on_turn = actor(&seats);
    let prompt = seats[on_turn].player.prompt.clone();
    let left = seats[0].player.says("quitter la table");
    assert!(
        left.iter().any(|l| l.contains("la partie continue")),
        "{left:?}"
    );
    seats[1].player.says("leave table");
    // Twelve hours later, two restarts: each time, the player on turn is told at login,
    // finds the game in `parties` with the days counted from the last move (1 day and 11
    // hours left, not 2 days), and opens it on the same dice.
    server.shift_clock(12 * 3600);
    for _ in 0..2 {
        server.restart();
        seats[0].player = server.player(true);
        let anne = seats[0].player.login("connexion", "Anne", "secret1");
        seats[1].player = server.player(true);
        let bob = seats[1].player.login("login", "Bob", "pw1234");
        let told = if on_turn == 0 { &anne } else { &bob };
        assert!(
            told.iter()
                .any(|l| l.contains("1 partie par correspondance")
                    || l.contains("1 correspondence game")),
            "{told:?}"
        );
        let (word, open) = if on_turn == 0 {
            ("parties", "ouvrir 1")
        } else {
            ("games", "open 1")
        };
        let listed = seats[on_turn].player.says(word);
        assert!(
            listed.iter().any(
                |l| l.contains("Table 1") && (l.contains("1 j 11 h") || l.contains("1 d 11 h"))
            ),
            "{listed:?}"
        );
        seats[on_turn].player.says(open);
        assert_eq!(
            seats[on_turn].player.prompt, prompt,
            "the same turn, the same dice"
        );
        let leave = if on_turn == 0 {
            "quitter la table"
        } else {
            "leave table"
        };
        seats[on_turn].player.says(leave);
    }
    // The days: a warning when less than one is left, then the match lost.
    let other = 1 - on_turn;
    server.shift_clock(36 * 3600);
    let mut warned = Vec::new();
    for _ in 0..200 {
        warned.extend(seats[on_turn].player.sync());
        if warned
            .iter()
            .any(|l| l.contains("1 jour") || l.contains("a day"))
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    assert!(
        warned
            .iter()
            .any(|l| l.contains("Moins d'un jour") || l.contains("Less than a day")),
        "{warned:?}"
    );
    // The warning is kept in the store: a restart does not give it again, neither at login
    // nor while the player waits.
    server.restart();
    seats[0].player = server.player(true);
    let mut again = seats[0].player.login("connexion", "Anne", "secret1");
    seats[1].player = server.player(true);
    again.extend(seats[1].player.login("login", "Bob", "pw1234"));
    std::thread::sleep(std::time::Duration::from_millis(800));
    again.extend(seats[on_turn].player.sync());
    assert!(
        !again
            .iter()
            .any(|l| l.contains("Moins d'un jour") || l.contains("Less than a day")),
        "{again:?}"
    );
    server.shift_clock(3 * 24 * 3600);
    let mut lost = Vec::new();
    for _ in 0..200 {
        lost.extend(seats[other].player.sync());
        if lost
            .iter()
            .any(|l| l.contains("in time") || l.contains("à temps"))
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    assert!(
        lost.iter()
            .any(|l| l.contains("wins the match") || l.contains("gagne le match")),
        "{lost:?}"
    );
    let listed = seats[other]
        .player
        .says(if other == 0 { "parties" } else { "games" });
    assert!(
        listed
            .iter()
            .any(|l| l.contains("Aucune") || l.contains("No correspondence")),
        "{listed:?}"
    );
}

/// The server's resident memory, in MiB (`VmRSS` in `/proc/PID/status`).
#[cfg(target_os = "linux")]
fn resident_mib(server: &Server) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).expect("read");
    let line = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .expect("VmRSS");
    let kib: u64 = line
        .split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("a number");
    kib / 1024
}

#[test]
#[cfg(target_os = "linux")]
fn players_registering_many_at_once_leave_the_servers_memory_as_it_was() {
    let dir = common::scratch("online-memory");
    let server = Server::start(&dir, 9);
    let before = resident_mib(&server);
    // 48 players, 16 at a time: each password hash takes 19 MiB and gives it back.
    std::thread::scope(|scope| {
        for group in 0..16 {
            let server = &server;
            scope.spawn(move || {
                for n in 0..3 {
                    let mut player = server.player(false);
                    let told = player.register("register", &format!("p{group}x{n}"), "pw1234");
                    assert!(told.iter().any(|l| l.contains("Welcome")), "{told:?}");
                }
            });
        }
    });
    let after = resident_mib(&server);
    assert!(
        after < before + 100,
        "{before} MiB before, {after} MiB after 48 registrations"
    );
}

/// The games of a GNU Backgammon file as the local importer reads them: each game's
/// actions, without the lines they were read from.
fn games_read(text: &str) -> Vec<Vec<tablier::session::history::Action>> {
    let read = if tablier::save::sgf::looks_like(text) {
        tablier::save::sgf::read(text)
    } else {
        tablier::save::mat::read(text)
    }
    .unwrap_or_else(|e| panic!("the importer reads it back: {e:?}\n{text}"));
    read.games
        .into_iter()
        .map(|g| g.actions.into_iter().map(|(action, _)| action).collect())
        .collect()
}

#[test]
fn a_stored_match_is_exported_through_the_tablier_client_and_read_back_as_played() {
    let dir = common::scratch("online-export");
    let server = Server::start(&dir, 11);
    let mut seats = table(&server, "créer --match 1");
    play_to_the_end(&mut seats);
    let listed = seats[0].player.says("matchs");
    assert!(
        listed
            .iter()
            .any(|l| l.starts_with(":1 : backgammon, 1 point, contre Bob, ")),
        "{listed:?}"
    );
    let listed = seats[1].player.says("matches");
    assert!(
        listed
            .iter()
            .any(|l| l.starts_with(":1: backgammon, 1 point, against Anne, ")),
        "{listed:?}"
    );
    let here = dir.join("client");
    std::fs::create_dir_all(&here).expect("a folder");
    std::fs::write(here.join("old.mat"), "mine\n").expect("written");
    let address = format!("127.0.0.1:{}", server.port);
    let ran = common::tablier(&[
        "en-ligne", &address, "--simple", "--parole", "non", "--langue", "fr",
    ])
    .current_dir(&here)
    .input(
        "connexion Anne\nsecret1\nexporter 1 f.sgf\nexporter 1 f.mat\nexporter 1 old.mat\nnon\n\
         exporter 1 f.sgf/x.sgf\n",
    )
    .within(60)
    .run();
    assert_eq!(ran.status, 0, "{ran:?}");
    let out = &ran.stdout;
    let written = |name: &str| {
        let path = std::fs::canonicalize(here.join(name)).expect("written");
        format!("dans {}, pour GNU Backgammon", path.display())
    };
    assert!(out.contains(&written("f.sgf")), "{out}");
    assert!(out.contains(&written("f.mat")), "{out}");
    // A file there is never replaced without asking; no keeps it.
    assert!(out.contains("old.mat existe déjà. Le remplacer ?"), "{out}");
    assert!(out.contains("old.mat n'est pas remplacé"), "{out}");
    assert_eq!(
        std::fs::read_to_string(here.join("old.mat")).unwrap(),
        "mine\n"
    );
    // A path the client cannot write is told, and nothing is left half written.
    assert!(out.contains("Fichier f.sgf/x.sgf : introuvable."), "{out}");
    assert!(!out.contains('&'), "no block line shown: {out}");
    let sgf = std::fs::read_to_string(here.join("f.sgf")).expect("the SGF");
    let mat = std::fs::read_to_string(here.join("f.mat")).expect("the .mat");
    assert!(sgf.contains("PW[Anne]PB[Bob]"), "{sgf}");
    assert!(mat.contains(" 1 point match"), "{mat}");
    assert!(mat.contains("Anne") && mat.contains("Bob"), "{mat}");
    let games = games_read(&sgf);
    assert_eq!(games.len(), 1, "a 1-point match is one game");
    assert!(games[0].len() > 10, "{:?}", games[0]);
    assert_eq!(games, games_read(&mat), "both files hold the same game");
    // The importer takes it as a whole match, finished.
    let settings = tablier::session::Settings::from_config(&tablier::session::NewGame::new(
        tablier::i18n::Lang::Fr,
        tablier::rules::Variant::Backgammon,
    ));
    for text in [&sgf, &mat] {
        let session = tablier::save::import_text(text, &settings).expect("imported");
        assert!(session.match_state().is_over(), "{text}");
    }
    let leftovers: Vec<_> = std::fs::read_dir(&here)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tmp") || n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn an_export_is_refused_with_its_reason_and_a_plain_client_gets_the_text_between_two_lines() {
    let dir = common::scratch("online-export-refused");
    let server = Server::start(&dir, 5);
    // Match 1, at a public table.
    let mut seats = table(&server, "créer --match 1");
    play_to_the_end(&mut seats);
    // Match 2, at a private table, Bob invited to play and Carl to watch (a class).
    let [mut anne, mut bob] = seats.map(|s| s.player);
    let mut carl = server.player(true);
    carl.register("inscription", "Carl", "secret8");
    anne.says("créer privée --match 1");
    anne.says("inviter Bob");
    anne.says("inviter Carl");
    bob.sync();
    carl.sync();
    bob.says("join 2");
    anne.sync();
    let mut seats = [Seat::anne(anne), Seat::bob(bob)];
    play_to_the_end(&mut seats);
    let mut zoe = server.player(false);
    zoe.register("inscription", "Zoé", "secret9");
    let said = |player: &mut Player, line: &str| player.says(line).join("\n");
    let refused = said(&mut zoe, "exporter 2 f.sgf");
    assert!(
        refused.contains("Le match 2 s'est joué à une table privée"),
        "{refused}"
    );
    // Whom the private table invited may export it.
    let invited = carl.says("exporter 2 c.mat");
    assert!(
        invited[0].starts_with('&') && invited[0].ends_with(" c.mat"),
        "{invited:?}"
    );
    let wrong = said(&mut zoe, "exporter 9 f.sgf");
    assert!(
        wrong.contains("Aucun match fini ne porte le numéro 9"),
        "{wrong}"
    );
    let usage = said(&mut zoe, "exporter f.sgf");
    assert!(usage.contains("Pour exporter un match"), "{usage}");
    let extension = said(&mut zoe, "exporter 1 f.txt");
    assert!(
        extension.contains("f.txt : le nom doit finir par .sgf"),
        "{extension}"
    );
    assert!(said(&mut zoe, "matchs").contains("Aucun match fini"));
    // A match of a public table: anyone could watch it, anyone may export it. A plain
    // client gets its lines between a first line and a last line.
    let got = zoe.says("exporter 1 partie.mat");
    let start = got
        .iter()
        .position(|l| l.starts_with("Début du fichier partie.mat : "))
        .unwrap_or_else(|| panic!("{got:?}"));
    let end = got
        .iter()
        .position(|l| l == "Fin du fichier partie.mat.")
        .unwrap_or_else(|| panic!("{got:?}"));
    let text = got[start + 1..end].join("\n") + "\n";
    assert!(text.contains(" 1 point match"), "{text}");
    assert_eq!(games_read(&text).len(), 1);
    // Its players may export the private one, in the tablier client's block.
    let block = seats[1].player.says("export 2 g.sgf");
    assert!(
        block[0].starts_with('&') && block[0].ends_with(" g.sgf"),
        "{block:?}"
    );
    let announced: usize = block[0][1..]
        .split_once(' ')
        .and_then(|(n, _)| n.parse().ok())
        .expect("a length");
    let lines: Vec<&str> = block[1..]
        .iter()
        .take_while(|l| l.starts_with('&'))
        .map(|l| &l[1..])
        .collect();
    assert_eq!(lines.iter().map(|l| l.len() + 1).sum::<usize>(), announced);
    assert!(lines.concat().contains("PW[Anne]PB[Bob]"), "{lines:?}");
}

/// Whether `lines` tell that the server could not write to its store.
fn store_failed(lines: &[String]) -> bool {
    lines.iter().any(|l| {
        l.contains("ne peut pas écrire dans sa base") || l.contains("cannot write to its store")
    })
}

#[test]
fn a_full_store_refuses_actions_keeps_answering_looks_and_plays_on_when_room_is_back() {
    let dir = common::scratch("online-full");
    // A store limited to the pages it has, as a full disk would leave it (test only:
    // TABLIER_BASE_PAGES_MAX sets SQLite's max_page_count and nothing else).
    let limit = dir.join("pages-max");
    let base = dir.join("serveur.db").to_string_lossy().into_owned();
    let envs = vec![(
        "TABLIER_BASE_PAGES_MAX".to_owned(),
        limit.to_string_lossy().into_owned(),
    )];
    let mut server = Server::start_as(base, 27, None, None, envs);
    let mut seats = table(&server, "créer --match 3");
    play(&mut seats, 4);
    std::fs::write(&limit, "1").unwrap();
    // Actions go on while the store's last page has room; the first that needs another
    // page is refused, and nothing changes: the same board, state, score, cube and
    // prompts for both players, who can still look.
    let mut refused = None;
    for _ in 0..400 {
        let before = [snapshot(&mut seats[0]), snapshot(&mut seats[1])];
        let prompts = [
            seats[0].player.prompt.clone(),
            seats[1].player.prompt.clone(),
        ];
        let between = !seats[0].acts() && !seats[1].acts();
        let who = if between { 0 } else { actor(&seats) };
        let line = if between {
            seats[0].last = String::new();
            String::new()
        } else {
            seats[who].choice()
        };
        let told = seats[who].player.says(&line);
        let heard = seats[1 - who].player.sync();
        assert!(!closed(&told) && !closed(&heard), "the match ended first");
        if store_failed(&told) {
            assert!(heard.is_empty(), "{heard:?}");
            for side in 0..2 {
                assert_eq!(seats[side].player.prompt, prompts[side]);
                assert_eq!(snapshot(&mut seats[side]), before[side]);
            }
            refused = Some((who, line, before));
            break;
        }
    }
    let (who, line, before) = refused.expect("an action refused by the full store");
    // Refused again while the store is full; taken once it has room, without a restart.
    assert!(store_failed(&seats[who].player.says(&line)));
    std::fs::remove_file(&limit).unwrap();
    let told = seats[who].player.says(&line);
    assert!(!store_failed(&told), "{told:?}");
    seats[1 - who].player.sync();
    let after = [snapshot(&mut seats[0]), snapshot(&mut seats[1])];
    assert_ne!(after, before, "the action was played");
    let prompts = [
        seats[0].player.prompt.clone(),
        seats[1].player.prompt.clone(),
    ];
    // Nothing acknowledged is lost: after a kill, the table is as the players last saw it.
    server.restart();
    seats[0].player = server.player(true);
    seats[0].player.login("connexion", "Anne", "secret1");
    seats[1].player = server.player(true);
    seats[1].player.login("login", "Bob", "pw1234");
    seats[0].player.sync();
    for side in 0..2 {
        assert_eq!(seats[side].player.prompt, prompts[side]);
        assert_eq!(snapshot(&mut seats[side]), after[side]);
    }
    play_to_the_end(&mut seats);
}

#[test]
fn servers_sharing_a_store_take_up_only_their_own_live_tables_and_share_correspondence_games() {
    let dir = common::scratch("online-two");
    shared_by_two(dir.join("serveur.db").to_string_lossy().into_owned());
}

#[test]
#[ignore = "needs a PostgreSQL server (TABLIER_POSTGRES_URL), as scripts/test.sh starts"]
fn servers_sharing_a_postgresql_store_take_up_only_their_own_live_tables() {
    let Some(database) = PostgresDatabase::new("online_two") else {
        return;
    };
    shared_by_two(database.url.clone());
}

/// Two servers, `nord` and `sud`, on the store `base`: a correspondence game created at
/// the north server is opened and played at the south one, a line at the north server
/// whose place the south one took is refused and the game read again, and a live table
/// of the north server is not taken up by the south one when it restarts.
fn shared_by_two(base: String) {
    let north = Server::start_as(base.clone(), 5, None, Some("nord"), Vec::new());
    let mut south = Server::start_as(base, 6, None, Some("sud"), Vec::new());
    // A correspondence game created and begun at the north server, after both started.
    let mut seats = table(&north, "créer correspondance jours 3");
    let who = actor(&seats);
    for _ in 0..2 {
        let line = seats[who].choice();
        seats[who].player.says(&line);
        seats[1 - who].player.sync();
    }
    let on_turn = actor(&seats);
    let prompt = seats[on_turn].player.prompt.clone();
    let board = snapshot(&mut seats[on_turn]);
    let (leave, open, login, name, password) = if on_turn == 0 {
        (
            "quitter la table",
            "ouvrir 1",
            "connexion",
            "Anne",
            "secret1",
        )
    } else {
        ("leave table", "open 1", "login", "Bob", "pw1234")
    };
    seats[on_turn].player.says(leave);
    // The player on turn goes to the south server: told at login, the game opens there on
    // the same turn, the same dice, the same board.
    let mut away = south.player(true);
    let told = away.login(login, name, password);
    assert!(
        told.iter()
            .any(|l| l.contains("1 partie par correspondance")
                || l.contains("1 correspondence game")),
        "{told:?}"
    );
    away.says(open);
    assert_eq!(away.prompt, prompt);
    let mut on_south = Seat::new(away, seats[on_turn].words, seats[on_turn].side);
    assert_eq!(snapshot(&mut on_south), board);
    // Their connection at the north server, where the game is open too, still sees the
    // turn before; they play at the south server.
    seats[on_turn].player.says(open);
    let line = on_south.choice();
    on_south.player.says(&line);
    let played = snapshot(&mut on_south);
    assert_ne!(played, board);
    // A line at the north server now takes a place in the record already taken: refused,
    // the game read again, and the player told to look; it then reads as the south server.
    let stale = seats[on_turn].player.says(&line);
    assert!(
        stale
            .iter()
            .any(|l| l.contains("autre serveur") || l.contains("another server")),
        "{stale:?}"
    );
    assert_eq!(snapshot(&mut seats[on_turn]), played);
    assert_eq!(seats[on_turn].player.prompt, on_south.player.prompt);
    // A live table of the north server is not taken up by the south one when it restarts.
    let mut carl = north.player(true);
    carl.register("inscription", "Carl", "carl123");
    carl.says("créer");
    let mut dora = north.player(true);
    dora.register("inscription", "Dora", "dora123");
    let joined = dora.says("rejoindre 2");
    assert!(joined.iter().any(|l| l.contains("2")), "{joined:?}");
    south.restart();
    assert!(
        south.started.iter().any(|l| l.contains("1 table reprise")),
        "only the correspondence game: {:?}",
        south.started
    );
    let mut eve = south.player(true);
    eve.register("inscription", "Eve", "eve1234");
    let listed = eve.says("tables");
    assert!(!listed.iter().any(|l| l.contains("Carl")), "{listed:?}");
}
