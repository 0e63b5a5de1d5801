//! One connection, from its greeting to its end: the bounded lines read (`wire`), the
//! refusals of garbage and floods, and everything before the player is a member (the
//! language, `inscription`, `connexion`, the password asked twice or checked). Once logged
//! in, every line goes to the hub ([`super::hub`]), which owns the lobby and the tables.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncWrite, BufReader};
use tokio::sync::mpsc;

use crate::i18n::{Arg, Lang};
use crate::net::{HELLO, MAX_LINE, PING, PONG};

use super::accounts::{self, LoginThrottle, NameProblem, PasswordProblem};
use super::reader::Reader;
use super::store::{Member, Store, StoreError};
use super::wire::{self, Outbox, Read};
use super::words::{Verb, Words};

/// A connection's number, for the hub.
pub type ConnId = u64;

/// What a connection tells the hub.
pub enum ToHub {
    /// A member logged in (or registered) on connection `conn`.
    In {
        conn: ConnId,
        member: Member,
        reader: Reader,
        out: Outbox,
        registered: bool,
    },
    /// A line from a logged-in member; `done` is dropped once it is answered.
    Line {
        conn: ConnId,
        line: String,
        done: tokio::sync::oneshot::Sender<()>,
    },
    /// The connection ended.
    Gone { conn: ConnId },
}

/// What every connection shares.
pub struct Shared {
    pub words: Words,
    pub store: Store,
    pub throttle: std::sync::Mutex<LoginThrottle>,
    pub hub: mpsc::Sender<ToHub>,
    /// Passwords hashed or checked at once: each takes argon2's 19 MiB and a core for tens
    /// of milliseconds, so that many logins at once queue rather than take the memory.
    pub hashing: tokio::sync::Semaphore,
}

/// How many passwords are hashed at once: the machine's cores.
#[must_use]
pub fn hashing_at_once() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)
}

/// Refused lines in a row past which a client is dropped.
const REFUSED_IN_A_ROW: u32 = 20;
/// How long a connection may stay silent before logging in.
const IDLE_BEFORE_LOGIN: Duration = Duration::from_secs(3600);

/// What the next line answers, before the player is a member. The password typed first is
/// kept only until the second one is compared with it, and never printed.
enum Asked {
    Nothing,
    Password {
        name: String,
        lang: Lang,
    },
    NewPassword {
        name: String,
        lang: Lang,
    },
    Again {
        name: String,
        lang: Lang,
        first: String,
    },
}

/// The lines and the counters of one connection.
struct Conn {
    id: ConnId,
    shared: Arc<Shared>,
    out: Outbox,
    reader: Reader,
    /// The language chosen with `langue` before logging in, which then wins.
    chosen: Option<Lang>,
    asked: Asked,
    refused: u32,
    lines_read: u64,
}

/// Serves one connection until it ends.
pub async fn serve<S>(stream: S, id: ConnId, shared: Arc<Shared>)
where
    S: AsyncRead + AsyncWrite + Send + Unpin + 'static,
{
    let (read, write) = tokio::io::split(stream);
    let out = wire::start_writer(write);
    let mut closing = out.closing();
    let mut conn = Conn {
        id,
        shared,
        out,
        reader: Reader::new(Lang::Fr, false),
        chosen: None,
        asked: Asked::Nothing,
        refused: 0,
        lines_read: 0,
    };
    conn.greet();
    let mut lines = BufReader::new(read);
    let mut logged_in = false;
    loop {
        let read = tokio::select! {
            read = wire::read_line(&mut lines) => read,
            _ = closing.changed() => break,
            () = tokio::time::sleep(IDLE_BEFORE_LOGIN), if !logged_in => {
                conn.say_and_close("srv-idle");
                break;
            }
        };
        let line = match read {
            Ok(Read::Line(line)) => line,
            Ok(Read::TooLong) => {
                conn.refuse("srv-too-long", logged_in);
                continue;
            }
            Ok(Read::NotText) => {
                conn.refuse("srv-not-text", logged_in);
                continue;
            }
            Ok(Read::Flood) => {
                conn.say_and_close("srv-flood");
                break;
            }
            Ok(Read::End) | Err(_) => break,
        };
        conn.refused = 0;
        conn.lines_read += 1;
        if logged_in {
            // One line at a time: the next is read once this one is answered, so that a
            // client sending faster than it is answered waits on itself alone, and every
            // connection gets its turn at the hub.
            let (done, answered) = tokio::sync::oneshot::channel();
            let sent = conn
                .shared
                .hub
                .send(ToHub::Line {
                    conn: id,
                    line,
                    done,
                })
                .await;
            if sent.is_err() {
                break;
            }
            let _ = answered.await;
        } else {
            logged_in = conn.before_login(line).await;
        }
    }
    conn.out.close();
    if logged_in {
        let _ = conn.shared.hub.send(ToHub::Gone { conn: id }).await;
    }
}

impl Conn {
    fn tr(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.shared.words.tr(self.reader.lang(), id, args)
    }

    /// What the client typed, as a message quotes it: cut short.
    fn quote(&self, text: &str) -> String {
        self.shared.words.loc(self.reader.lang()).quote(text)
    }

    /// Sends `lines`, then the prompt.
    fn answer(&mut self, mut lines: Vec<String>) {
        let prompt = self.tr("srv-prompt-login", &[]);
        self.reader.prompt(&prompt, &mut lines);
        self.out.send(lines);
    }

    /// Message `id` as the whole answer.
    fn answer_with(&mut self, id: &str, args: &[(&str, Arg<'_>)]) {
        let mut lines = Vec::new();
        let text = self.tr(id, args);
        self.reader.text(&text, &mut lines);
        self.answer(lines);
    }

    /// The greeting, in French then in English: the language is not known yet. No prompt
    /// yet: a tablier client's first line asks for tagged lines, and gets its prompt then.
    fn greet(&mut self) {
        let mut lines = Vec::new();
        for lang in Lang::ALL {
            let text = self.shared.words.tr(lang, "srv-welcome", &[]);
            self.reader.text(&text, &mut lines);
        }
        self.out.send(lines);
    }

    fn say_and_close(&mut self, id: &str) {
        let mut lines = Vec::new();
        let text = self.tr(id, &[]);
        self.reader.text(&text, &mut lines);
        self.out.send(lines);
        self.out.close();
    }

    /// A line refused before it was read: answered, and counted against the client.
    fn refuse(&mut self, id: &str, logged_in: bool) {
        self.refused += 1;
        if self.refused > REFUSED_IN_A_ROW {
            self.say_and_close("srv-flood");
            return;
        }
        let max = i64::try_from(MAX_LINE).unwrap_or(i64::MAX);
        if logged_in {
            // The prompt is the hub's; the refusal alone is sent, then the hub's prompt is
            // still the one shown.
            let mut lines = Vec::new();
            let text = self.tr(id, &[("max", Arg::Int(max))]);
            self.reader.text(&text, &mut lines);
            self.out.send(lines);
        } else {
            self.answer_with(id, &[("max", Arg::Int(max))]);
        }
    }

    /// Answers a line before the player logged in; `true` once they have.
    async fn before_login(&mut self, line: String) -> bool {
        if line.trim() == PING {
            self.out.send(vec![PONG.to_owned()]);
            return false;
        }
        if self.lines_read == 1 && line.trim_start().starts_with('#') {
            self.hello(line.trim());
            return false;
        }
        match std::mem::replace(&mut self.asked, Asked::Nothing) {
            Asked::Nothing => {}
            Asked::Password { name, lang } => return self.check_password(&name, lang, line).await,
            Asked::NewPassword { name, lang } => {
                match accounts::check_password(&line) {
                    Ok(()) => {
                        let prompt = self.tr("srv-password-again", &[]);
                        let mut lines = Vec::new();
                        self.reader.secret(&prompt, &mut lines);
                        self.out.send(lines);
                        self.asked = Asked::Again {
                            name,
                            lang,
                            first: line,
                        };
                    }
                    Err(PasswordProblem::TooShort) => {
                        let min = i64::try_from(accounts::MIN_PASSWORD).unwrap_or(4);
                        self.answer_with("srv-password-short", &[("min", Arg::Int(min))]);
                    }
                    Err(_) => self.answer_with("srv-password-long", &[]),
                }
                return false;
            }
            Asked::Again { name, lang, first } => {
                if first != line {
                    self.answer_with("srv-password-mismatch", &[]);
                    return false;
                }
                return self.register(&name, lang, line).await;
            }
        }
        let Some((verb, lang, rest)) = self.shared.words.verb(&line) else {
            self.answer_with("srv-login-first", &[]);
            return false;
        };
        match verb {
            Verb::Register | Verb::Login => self.ask_password(verb, lang, rest).await,
            Verb::Language => match rest.parse::<Lang>() {
                Ok(lang) => {
                    self.reader.personal.lang = lang;
                    self.chosen = Some(lang);
                    self.answer_with("srv-lang-set", &[]);
                }
                Err(_) => {
                    let text = self.quote(rest);
                    self.answer_with("srv-lang-bad", &[("text", text.into())]);
                }
            },
            Verb::Help => self.answer_with("srv-help-lobby", &[]),
            Verb::Bye => self.say_and_close("srv-bye"),
            _ => self.answer_with("srv-login-first", &[]),
        }
        false
    }

    /// `#tablier 1` asks for tagged lines; another version is told and the connection stays
    /// plain.
    fn hello(&mut self, line: &str) {
        if line == HELLO {
            self.reader.tagged = true;
            self.answer(Vec::new());
        } else {
            let version = self.quote(line);
            self.answer_with("srv-hello-unknown", &[("version", version.into())]);
        }
    }

    /// `inscription NOM` or `connexion NOM`: the name checked, then the password asked.
    async fn ask_password(&mut self, verb: Verb, lang: Lang, name: &str) {
        // The answers are in the language of the word typed, unless one was chosen.
        let lang = self.chosen.unwrap_or(lang);
        self.reader.personal.lang = lang;
        let name = name.trim();
        if name.is_empty() {
            let word = self.tr(
                if verb == Verb::Register {
                    "srv-word-register"
                } else {
                    "srv-word-login"
                },
                &[],
            );
            return self.answer_with("srv-name-missing", &[("command", word.as_str().into())]);
        }
        if let Err(problem) = accounts::check_name(name) {
            return self.name_problem(&problem);
        }
        if verb == Verb::Register {
            match self.shared.store.member(name).await {
                Ok(Some(_)) => {
                    return self.answer_with("srv-name-taken", &[("name", name.into())]);
                }
                Ok(None) => {}
                Err(_) => return self.answer_with("srv-store-failed", &[]),
            }
        } else if let Some(wait) = self.wait_for(name) {
            let seconds = i64::try_from(wait.as_secs().max(1)).unwrap_or(60);
            return self.answer_with("srv-login-wait", &[("seconds", Arg::Int(seconds))]);
        }
        let prompt = self.tr("srv-password", &[]);
        let mut lines = Vec::new();
        self.reader.secret(&prompt, &mut lines);
        self.out.send(lines);
        self.asked = if verb == Verb::Register {
            Asked::NewPassword {
                name: name.to_owned(),
                lang,
            }
        } else {
            Asked::Password {
                name: name.to_owned(),
                lang,
            }
        };
    }

    fn name_problem(&mut self, problem: &NameProblem) {
        match problem {
            NameProblem::TooShort => self.answer_with("srv-name-short", &[]),
            NameProblem::TooLong => self.answer_with("srv-name-long", &[]),
            NameProblem::BadChar(c) => {
                self.answer_with("srv-name-char", &[("char", c.to_string().as_str().into())]);
            }
        }
    }

    fn wait_for(&self, name: &str) -> Option<Duration> {
        let throttle = self.shared.throttle.lock().ok()?;
        throttle.wait(&accounts::name_key(name), Instant::now())
    }

    /// The password of `connexion`: checked off the event loop (argon2 takes a while);
    /// `true` when the player is in.
    async fn check_password(&mut self, name: &str, lang: Lang, password: String) -> bool {
        let key = accounts::name_key(name);
        if let Some(wait) = self.wait_for(name) {
            let seconds = i64::try_from(wait.as_secs().max(1)).unwrap_or(60);
            self.answer_with("srv-login-wait", &[("seconds", Arg::Int(seconds))]);
            return false;
        }
        let member = match self.shared.store.member(name).await {
            Ok(member) => member,
            Err(_) => {
                self.answer_with("srv-store-failed", &[]);
                return false;
            }
        };
        let good = match &member {
            Some(member) => {
                let hash = member.hash.clone();
                let _turn = self.shared.hashing.acquire().await;
                tokio::task::spawn_blocking(move || accounts::verify_password(&password, &hash))
                    .await
                    .unwrap_or(false)
            }
            None => false,
        };
        match member {
            Some(member) if good => {
                if let Ok(mut throttle) = self.shared.throttle.lock() {
                    throttle.succeeded(&key);
                }
                self.enter(member, lang, false).await
            }
            _ => {
                if let Ok(mut throttle) = self.shared.throttle.lock() {
                    throttle.failed(&key, Instant::now());
                }
                self.answer_with("srv-login-failed", &[]);
                false
            }
        }
    }

    /// The second password matched: the member is created, and in.
    async fn register(&mut self, name: &str, lang: Lang, password: String) -> bool {
        let turn = self.shared.hashing.acquire().await;
        let hashed = tokio::task::spawn_blocking(move || accounts::hash_password(&password)).await;
        drop(turn);
        let hash = match hashed {
            Ok(Ok(hash)) => hash,
            _ => {
                self.answer_with("srv-store-failed", &[]);
                return false;
            }
        };
        match self.shared.store.register(name, &hash, lang.code()).await {
            Ok(id) => {
                let member = Member {
                    id,
                    name: name.to_owned(),
                    hash,
                    lang: lang.code().to_owned(),
                };
                self.enter(member, lang, true).await
            }
            Err(StoreError::NameTaken) => {
                self.answer_with("srv-name-taken", &[("name", name.into())]);
                false
            }
            Err(_) => {
                self.answer_with("srv-store-failed", &[]);
                false
            }
        }
    }

    /// Hands the member to the hub, which greets them and takes every line from now on.
    async fn enter(&mut self, member: Member, lang: Lang, registered: bool) -> bool {
        if member.lang != lang.code() {
            // Kept for the member's next visit; a store that cannot is no reason to refuse.
            let _ = self.shared.store.set_lang(member.id, lang.code()).await;
        }
        let entered = ToHub::In {
            conn: self.id,
            member,
            reader: self.reader.clone(),
            out: self.out.clone(),
            registered,
        };
        self.shared.hub.send(entered).await.is_ok()
    }
}
