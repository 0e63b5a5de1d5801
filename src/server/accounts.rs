//! Members' names and passwords, and the wait imposed on a name after failed logins
//! (`docs/protocole.md`, §2).
//!
//! Nothing here is worded: each problem is an enum that the server words from Fluent, in the
//! player's language. Nothing here holds a password past the call that reads it, and no type
//! that could hold one derives `Debug`, so that no log can print one by mistake.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

/// The fewest characters in a name.
pub const MIN_NAME: usize = 2;

/// The most characters in a name: enough for a first name and a number, short enough to be
/// said in a list of players without tiring the ear.
pub const MAX_NAME: usize = 20;

/// Why a name cannot be registered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Fewer than [`MIN_NAME`] characters.
    TooShort,
    /// More than [`MAX_NAME`] characters.
    TooLong,
    /// A character that is neither a letter, a digit, `-` nor `_`: the first one found.
    BadChar(char),
}

/// Whether `name` may be a member's name: 2 to 20 characters, each a letter or digit of any
/// script (so that `Éloïse` may play under her own name), `-` or `_`. No space, so that a name
/// is one word in every command (`inviter NOM`, `chuchoter NOM TEXTE`).
///
/// Characters are counted, not bytes: `Éloïse` is six long. A letter written with a
/// combining accent (`E` then U+0301) is refused at the accent, which is not a letter.
///
/// ```
/// use tablier::server::accounts::{NameProblem, check_name};
/// assert_eq!(check_name("Éloïse"), Ok(()));
/// assert_eq!(check_name("a"), Err(NameProblem::TooShort));
/// assert_eq!(check_name("Anne Marie"), Err(NameProblem::BadChar(' ')));
/// ```
pub fn check_name(name: &str) -> Result<(), NameProblem> {
    if let Some(bad) = name
        .chars()
        .find(|&c| !(c.is_alphanumeric() || c == '-' || c == '_'))
    {
        return Err(NameProblem::BadChar(bad));
    }
    match name.chars().count() {
        n if n < MIN_NAME => Err(NameProblem::TooShort),
        n if n > MAX_NAME => Err(NameProblem::TooLong),
        _ => Ok(()),
    }
}

/// The name as names are compared, without case (`Anne` and `anne` are one member): the
/// key the store keeps unique and finds members by, and the key of [`LoginThrottle`]. One
/// function, so that the store and the throttle can never disagree on who is who.
///
/// ```
/// use tablier::server::accounts::name_key;
/// assert_eq!(name_key("Éloïse"), name_key("ÉLOÏSE"));
/// ```
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// The fewest characters in a password.
pub const MIN_PASSWORD: usize = 4;

/// The most bytes in a password: far beyond any passphrase, and a bound on the work of
/// hashing one.
pub const MAX_PASSWORD: usize = 1024;

/// Why a password cannot be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasswordProblem {
    /// Fewer than [`MIN_PASSWORD`] characters.
    TooShort,
    /// More than [`MAX_PASSWORD`] bytes.
    TooLong,
}

/// Whether `password` may be chosen: at least [`MIN_PASSWORD`] characters, at most
/// [`MAX_PASSWORD`] bytes.
///
/// ```
/// use tablier::server::accounts::{PasswordProblem, check_password};
/// assert_eq!(check_password("été!"), Ok(()));
/// assert_eq!(check_password("abc"), Err(PasswordProblem::TooShort));
/// ```
pub fn check_password(password: &str) -> Result<(), PasswordProblem> {
    if password.len() > MAX_PASSWORD {
        Err(PasswordProblem::TooLong)
    } else if password.chars().count() < MIN_PASSWORD {
        Err(PasswordProblem::TooShort)
    } else {
        Ok(())
    }
}

/// A password that could not be hashed.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// Argon2 refused (the system's random source failing, in practice). The error names
    /// the cause, never the password.
    #[error("the password could not be hashed: {0}")]
    Hash(argon2::password_hash::Error),
}

/// `password` hashed with Argon2 (its default parameters, a fresh random salt), as a PHC
/// string (`$argon2id$v=19$…`) that records its own parameters: the only form in which a
/// password is kept.
///
/// Hashing costs tens of milliseconds of one core, by design (it is what makes guessing
/// slow): the server runs it off its event loop (`tokio::task::spawn_blocking`), so that no
/// table waits on a login. [`verify_password`] costs the same.
pub fn hash_password(password: &str) -> Result<String, AccountError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(AccountError::Hash)
}

/// Whether `password` is the one hashed in `hash` (a string from [`hash_password`]). A
/// malformed hash matches no password. As slow as [`hash_password`]: off the event loop.
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// Failed logins for one name that lock it.
pub const FAILURES_TO_LOCK: usize = 5;

/// The window in which [`FAILURES_TO_LOCK`] failures lock a name.
pub const FAILURE_WINDOW: Duration = Duration::from_secs(60);

/// How long a locked name waits, from the failure that locked it.
pub const LOCK_TIME: Duration = Duration::from_secs(60);

/// The most names the throttle remembers: a bound on its memory, whatever the number of
/// names tried.
pub const MAX_NAMES: usize = 10_000;

/// The failed logins of one name.
#[derive(Clone, Debug, Default)]
struct Failures {
    /// The failures within the window, oldest first; at most [`FAILURES_TO_LOCK`].
    recent: Vec<Instant>,
    /// The end of the name's wait, once locked.
    locked_until: Option<Instant>,
}

impl Failures {
    /// The last moment this entry matters: after it, the name is as if never tried.
    fn stale_after(&self) -> Option<Instant> {
        let last_failure = self.recent.last().map(|&at| at + FAILURE_WINDOW);
        last_failure.max(self.locked_until)
    }
}

/// The slow-down after failed logins (`docs/protocole.md`, §2): five failures for one name
/// within one minute, and that name must wait one minute from the fifth failure before it
/// may try again. Per name, not per connection: an attacker who reconnects gains nothing,
/// and one who tries many names is slowed by the cost of each hash.
///
/// Keys are names as [`name_key`] gives them. Time is passed in (`now`), so that the rule is
/// tested without waiting. Memory is bounded: names whose failures are all past the window
/// are forgotten, and past [`MAX_NAMES`] names the one tried longest ago is dropped.
///
/// The server asks [`wait`](Self::wait) before reading a password, and reports each outcome
/// with [`failed`](Self::failed) or [`succeeded`](Self::succeeded).
#[derive(Clone, Debug, Default)]
pub struct LoginThrottle {
    names: HashMap<String, Failures>,
}

impl LoginThrottle {
    /// A throttle that remembers no failure.
    pub fn new() -> LoginThrottle {
        LoginThrottle::default()
    }

    /// How long the name `key` must still wait before it may try again; `None` when it may
    /// try now.
    pub fn wait(&self, key: &str, now: Instant) -> Option<Duration> {
        let until = self.names.get(key)?.locked_until?;
        (until > now).then(|| until - now)
    }

    /// A failed login for `key` at `now`: the fifth within [`FAILURE_WINDOW`] locks the name
    /// for [`LOCK_TIME`].
    pub fn failed(&mut self, key: &str, now: Instant) {
        if !self.names.contains_key(key) && self.names.len() >= MAX_NAMES {
            self.make_room(now);
        }
        let failures = self.names.entry(key.to_owned()).or_default();
        failures
            .recent
            .retain(|&at| now.saturating_duration_since(at) < FAILURE_WINDOW);
        failures.recent.push(now);
        if failures.recent.len() >= FAILURES_TO_LOCK {
            failures.locked_until = Some(now + LOCK_TIME);
            // The lock stands for these failures; the next ones count afresh.
            failures.recent.clear();
        }
    }

    /// A successful login for `key`: its failures are forgotten.
    pub fn succeeded(&mut self, key: &str) {
        self.names.remove(key);
    }

    /// How many names the throttle remembers.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the throttle remembers no name.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Room for one more name: the names that no longer matter forgotten, and if none was,
    /// the one whose last failure or lock is oldest. A scan of every name, only when the
    /// throttle is full: rare, and cheap beside the hash each failure costs.
    fn make_room(&mut self, now: Instant) {
        self.names
            .retain(|_, failures| failures.stale_after().is_some_and(|end| end > now));
        if self.names.len() < MAX_NAMES {
            return;
        }
        let oldest = self
            .names
            .iter()
            .min_by_key(|(_, failures)| failures.stale_after())
            .map(|(key, _)| key.clone());
        if let Some(oldest) = oldest {
            self.names.remove(&oldest);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_may_hold_letters_of_any_script_digits_dashes_and_underscores() {
        for name in ["Anne", "jo", "Éloïse", "Ζωή", "player_2", "jean-luc", "a1"] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
    }

    #[test]
    fn a_name_is_two_to_twenty_characters_counted_not_bytes() {
        assert_eq!(check_name(""), Err(NameProblem::TooShort));
        assert_eq!(check_name("é"), Err(NameProblem::TooShort));
        assert_eq!(check_name(&"é".repeat(20)), Ok(()));
        assert_eq!(check_name(&"a".repeat(21)), Err(NameProblem::TooLong));
    }

    #[test]
    fn a_space_punctuation_or_combining_accent_in_a_name_is_named_as_the_problem() {
        assert_eq!(check_name("Anne Marie"), Err(NameProblem::BadChar(' ')));
        assert_eq!(check_name("anne.m"), Err(NameProblem::BadChar('.')));
        assert_eq!(
            check_name("E\u{301}lo"),
            Err(NameProblem::BadChar('\u{301}'))
        );
        assert_eq!(check_name("a\nb"), Err(NameProblem::BadChar('\n')));
    }

    #[test]
    fn names_that_differ_only_by_case_have_one_key() {
        assert_eq!(name_key("Anne"), name_key("aNNE"));
        assert_eq!(name_key("ÉLOÏSE"), "éloïse");
        assert_ne!(name_key("Anne"), name_key("Anna"));
    }

    #[test]
    fn a_password_is_at_least_four_characters_and_at_most_1024_bytes() {
        assert_eq!(check_password("abc"), Err(PasswordProblem::TooShort));
        assert_eq!(check_password("abcd"), Ok(()));
        assert_eq!(check_password("éééé"), Ok(()));
        assert_eq!(check_password(&"a".repeat(MAX_PASSWORD)), Ok(()));
        assert_eq!(
            check_password(&"a".repeat(MAX_PASSWORD + 1)),
            Err(PasswordProblem::TooLong)
        );
    }

    #[test]
    fn a_hashed_password_verifies_and_no_other_does() {
        let hash = hash_password("correct horse").expect("hashed");
        assert!(hash.starts_with("$argon2"), "{hash}");
        assert!(!hash.contains("correct horse"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("Correct horse", &hash));
    }

    #[test]
    fn the_same_password_hashes_differently_each_time() {
        let first = hash_password("secret").expect("hashed");
        let second = hash_password("secret").expect("hashed");
        assert_ne!(first, second, "each hash has its own salt");
        assert!(verify_password("secret", &second));
    }

    #[test]
    fn a_malformed_hash_matches_no_password() {
        for hash in ["", "secret", "$argon2id$v=19$garbage", "$$$$"] {
            assert!(!verify_password("secret", hash), "{hash:?}");
        }
    }

    #[test]
    fn four_failures_in_a_minute_do_not_lock_a_name() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for s in 0..4 {
            throttle.failed("anne", start + Duration::from_secs(s));
        }
        assert_eq!(throttle.wait("anne", start + Duration::from_secs(4)), None);
    }

    #[test]
    fn the_fifth_failure_in_a_minute_locks_the_name_for_a_minute_from_that_failure() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for s in [0, 10, 20, 30, 50] {
            throttle.failed("anne", start + Duration::from_secs(s));
        }
        let fifth = start + Duration::from_secs(50);
        assert_eq!(throttle.wait("anne", fifth), Some(LOCK_TIME));
        assert_eq!(
            throttle.wait("anne", fifth + Duration::from_secs(45)),
            Some(Duration::from_secs(15))
        );
        assert_eq!(throttle.wait("anne", fifth + LOCK_TIME), None);
    }

    #[test]
    fn failures_more_than_a_minute_apart_never_lock_a_name() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for s in [0, 20, 40, 60, 80, 100, 120] {
            let now = start + Duration::from_secs(s);
            throttle.failed("anne", now);
            assert_eq!(throttle.wait("anne", now), None, "at {s} s");
        }
    }

    #[test]
    fn a_locked_name_does_not_lock_another() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for _ in 0..FAILURES_TO_LOCK {
            throttle.failed("anne", start);
        }
        assert!(throttle.wait("anne", start).is_some());
        assert_eq!(throttle.wait("bruno", start), None);
    }

    #[test]
    fn after_the_wait_a_name_has_five_tries_again() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for _ in 0..FAILURES_TO_LOCK {
            throttle.failed("anne", start);
        }
        let later = start + LOCK_TIME;
        for _ in 0..FAILURES_TO_LOCK - 1 {
            throttle.failed("anne", later);
        }
        assert_eq!(throttle.wait("anne", later), None);
        throttle.failed("anne", later);
        assert_eq!(throttle.wait("anne", later), Some(LOCK_TIME));
    }

    #[test]
    fn a_successful_login_forgets_the_failures() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for _ in 0..FAILURES_TO_LOCK - 1 {
            throttle.failed("anne", start);
        }
        throttle.succeeded("anne");
        throttle.failed("anne", start);
        assert_eq!(throttle.wait("anne", start), None);
        assert_eq!(throttle.len(), 1);
    }

    #[test]
    fn the_throttle_never_remembers_more_than_its_bound_of_names() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for n in 0..MAX_NAMES + 50 {
            throttle.failed(&format!("name{n}"), start);
        }
        assert_eq!(throttle.len(), MAX_NAMES);
    }

    #[test]
    fn a_full_throttle_forgets_names_past_the_window_first() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        for _ in 0..FAILURES_TO_LOCK {
            throttle.failed("anne", start + FAILURE_WINDOW);
        }
        for n in 1..MAX_NAMES {
            throttle.failed(&format!("name{n}"), start);
        }
        let later = start + FAILURE_WINDOW + Duration::from_secs(1);
        throttle.failed("bruno", later);
        assert_eq!(
            throttle.len(),
            2,
            "only the locked name and the new one matter"
        );
        assert!(throttle.wait("anne", later).is_some());
    }

    #[test]
    fn a_full_throttle_drops_the_name_tried_longest_ago() {
        let start = Instant::now();
        let mut throttle = LoginThrottle::new();
        throttle.failed("oldest", start);
        for n in 1..MAX_NAMES {
            throttle.failed(&format!("name{n}"), start + Duration::from_secs(1));
        }
        throttle.failed("newest", start + Duration::from_secs(2));
        assert_eq!(throttle.len(), MAX_NAMES);
        assert!(!throttle.names.contains_key("oldest"));
        assert!(throttle.names.contains_key("newest"));
    }
}
