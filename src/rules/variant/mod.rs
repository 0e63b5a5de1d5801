//! Every game of the family, each a [`RuleSet`]: data (checker count, layout, geometry,
//! contact, entry, dice, opening, scoring, cube) plus the few hooks that are behaviour
//! (`shared/docs/variants.md` §0; `family-engine.md`).
//!
//! One file per game under this module, and one list, `games!`, that makes the
//! run-time [`Variant`] enum: its order, names, aliases, [`FromStr`] and Fluent ids. Adding a
//! game (Tapa was added so, as the proof) is:
//! - one file here, its `const` [`RuleSet`] and the hooks it needs, its sources and decisions
//!   in its doc; the fast generator is read off its rules, never chosen by hand
//!   ([`FastPath::mismatch`]);
//! - one line in `games!` (last, so that seeded tests that index [`Variant::ALL`] keep their
//!   games);
//! - its Fluent messages in both languages: `game-name-<id>` and `rules-<id>` in
//!   `variants.ftl`, its line in `summaries.ftl` (`tests/library/locales.rs` fails without
//!   them);
//! - its perft rows in `tests/data/variants-perft.tsv` and its `perft!` line, or its reason in
//!   `NOT_COUNTED` (`tests/variants/perft.rs` fails otherwise);
//! - its word under `--jeu` in both manual pages (`tests/binary/man_pages.rs` fails
//!   otherwise), and in the README's lists;
//! - its tests, `tests/variants/<game>.rs`.
//!
//! The fast-versus-general cross-check, the random games that must end and the save round
//! trips run over [`Variant::ALL`] by themselves. Nothing outside `rules` asks which game is
//! played: it asks the rule set (direction, contact, checker count, cube, scoring).

use std::fmt;
use std::str::FromStr;

pub use super::ruleset::{
    Contact, DiceRule, Doubles, EntryPolicy, FastPath, Geometry, Hooks, Layout, OneDie, Opening,
    RuleSet, Scoring, TurnEnd,
};

mod acey_deucey;
mod anti;
mod arriere;
pub mod backgammon;
mod catch_me;
pub mod chains;
mod choice;
mod cloning;
mod crowded;
pub mod doublets;
mod early;
mod envers;
mod eureka;
mod fevga;
mod french;
mod gioul;
mod grasshopper;
mod hypergammon;
pub mod jacquet;
mod lancer_fixe;
mod ludus;
mod mexican;
mod nackgammon;
mod old_britain;
mod pin;
pub mod pinning;
mod plakoto;
mod puff;
mod puff_long;
mod puff_russe;
mod puff_russe_long;
mod race;
mod russian;
mod sans_prendre;
mod serpent;
mod straight;
mod tapa;
mod tourne_case;

/// Lists the games once: the enum, its order (menus, `--jeu aide`), the word used on command
/// lines and in saves, the other words accepted for it, and the module holding its rules.
macro_rules! games {
    ($( $(#[$doc:meta])* $id:ident => $module:ident, $name:literal, [$($alias:literal),*]; )*) => {
        /// The games the engine knows, for choosing one at run time.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Variant {
            $( $(#[$doc])* $id, )*
        }

        impl Variant {
            /// Every game, in the order menus list them.
            pub const ALL: &'static [Variant] = &[$(Variant::$id),*];

            /// The word used on command lines, in save files and in Fluent ids
            /// (`game-name-<name>`, `rules-<name>`).
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Variant::$id => $name,)*
                }
            }

            /// Other words read as this game (accented, English).
            #[must_use]
            pub const fn aliases(self) -> &'static [&'static str] {
                match self {
                    $(Variant::$id => &[$($alias),*],)*
                }
            }

            /// The game's rules.
            #[must_use]
            pub const fn rules(self) -> &'static RuleSet {
                match self {
                    $(Variant::$id => &$module::RULES,)*
                }
            }

            /// The fast legal-play generator that plays exactly the game's moves, if one
            /// does ([`RuleSet::fast`]), found from its rules when the program is compiled.
            #[must_use]
            #[inline]
            pub const fn fast(self) -> Option<FastPath> {
                match self {
                    $(Variant::$id => const { $module::RULES.fast() },)*
                }
            }
        }
    };
}

games! {
    /// Backgammon (`rules.md` §2).
    Backgammon => backgammon, "backgammon", [];
    /// Jacquet, the tactile edition's game (`rules.md` §3).
    Jacquet => jacquet, "jacquet", [];
    /// Nackgammon: four back checkers (variants.md §3.1).
    Nackgammon => nackgammon, "nackgammon", [];
    /// Hyper-Backgammon: three checkers a side (variants.md §3.5).
    Hypergammon => hypergammon, "hypergammon", ["hyper", "hyper-backgammon", "hyperbackgammon"];
    /// Plakoto: pinning instead of hitting, the mother checker (variants.md §3.8).
    Plakoto => plakoto, "plakoto", [];
    /// Fevga: same direction, one checker blocks, the runner first (variants.md §3.9).
    Fevga => fevga, "fevga", [];
    /// Backgammon Race: every checker starts off the board (variants.md §3.3).
    Race => race, "course", ["race", "backgammon-race"];
    /// Crowded Backgammon: five more checkers in the reserve (variants.md §3.4).
    Crowded => crowded, "surpeuple", ["surpeuplé", "crowded"];
    /// Anti-Backgammon: the first to finish loses (variants.md §3.2).
    Anti => anti, "anti", ["anti-backgammon", "antibackgammon"];
    /// Cloning Backgammon: each hit gives the hitter a new checker (variants.md §3.6).
    Cloning => cloning, "clonage", ["cloning"];
    /// Grasshopper: no dice, quadrant jumps and walls (variants.md §3.7).
    Grasshopper => grasshopper, "sauterelle", ["grasshopper"];
    /// Puff: all in the reserve, smaller die first, bottom faces (variants.md §2.2).
    Puff => puff, "puff", ["german-puff"];
    /// Long Puff: Puff on a shared track (variants.md §2.3).
    PuffLong => puff_long, "puff-long", ["long-puff"];
    /// Russian Puff: free to enter or move after two (variants.md §2.4).
    PuffRusse => puff_russe, "puff-russe", ["russian-puff"];
    /// Russian Long Puff (variants.md §2.5).
    PuffRusseLong => puff_russe_long, "puff-russe-long", ["russian-long-puff"];
    /// French backgammon 1: entries first, doubles with faces and a new roll (variants.md §2.6).
    French => french, "francais-1", ["français-1", "french", "french-backgammon"];
    /// Russian backgammon: shared track, faces and re-roll if complete (variants.md §2.7).
    Russian => russian, "russe", ["russian", "russian-backgammon"];
    /// Gioul: one checker blocks, climbing doubles that pass (variants.md §2.8).
    Gioul => gioul, "gioul", ["gul-bara", "turc"];
    /// Acey Deucey: all in the reserve, free entry, the 1-2 names a double (variants.md
    /// §2.10).
    AceyDeucey => acey_deucey, "acey-deucey", ["acey", "aceydeucey", "acey-deuce"];
    /// Mexican backgammon: smaller first, cap 5, named double on 1-2 (variants.md §2.11).
    Mexican => mexican, "mexicain", ["mexican", "mexican-backgammon"];
    /// Two rolls against choice: one side names its rolls, the other rolls twice
    /// (variants.md §2.24).
    Choice => choice, "libre-choix", ["deux-tours", "two-rolls", "choice"];
    /// Early roll: each roll is known one turn early (variants.md §2.21).
    Early => early, "lancer-premature", ["lancer-prématuré", "early-roll", "early"];
    /// Tourne-case (Backgammon français 2): three checkers on one's own row, capture on the
    /// facing point (variants.md §2.9).
    TourneCase => tourne_case, "tourne-case", ["francais-2", "français-2", "tournecase", "backgammon-francais-2", "backgammon-français-2"];
    /// Ludus Lumbadorum: backgammon on a half board, forbidden points (variants.md §2.16).
    Ludus => ludus, "ludus", ["ludus-lumbadorum", "ludus-lumbardorum", "lumbadorum"];
    /// Catch me: six checkers on an endless circuit, moved on a 1 or a 6, captures that
    /// remove, the last checker's corner jumps (variants.md §2.14).
    CatchMe => catch_me, "catch-me", ["catchme", "attrape-moi", "chasing-the-girls"];
    /// Eureka: every checker home, bear-off only (variants.md §2.1).
    Eureka => eureka, "eureka", ["eureika", "euréka"];
    /// Old Britain: five a point at most, either die when both cannot be played (§2.12).
    OldBritain => old_britain, "old-britain", ["old-english", "old-english-backgammon"];
    /// Pin: pinning, the whole roll or nothing, the loser's pips scored (§2.13).
    Pin => pin, "pin", ["pin-game"];
    /// À l'arrière: any die may move a checker backward (§2.17).
    Arriere => arriere, "arriere", ["arrière", "a-l-arriere", "à-l-arrière", "backward"];
    /// Straight: backgammon's start, both sides the same way (§2.18).
    Straight => straight, "straight", [];
    /// Lancer fixe: the opening roll is every turn's (§2.19).
    LancerFixe => lancer_fixe, "lancer-fixe", ["lancer-fixé", "fixed-roll"];
    /// Sans prendre: hitting loses the game (§2.20).
    SansPrendre => sans_prendre, "sans-prendre", ["no-hitting"];
    /// À l'envers: the last to finish wins (§2.22).
    Envers => envers, "envers", ["a-l-envers", "à-l-envers", "misere", "misère"];
    /// Le serpent: a handicap start, six checkers back and nine on the bar (§2.23).
    Serpent => serpent, "serpent", ["le-serpent", "snake"];
    /// Doublets: nothing moves; each die names a point, unstacked, restacked, then borne off
    /// by phases (variants.md §2.15).
    Doublets => doublets, "doublets", ["doublet", "ofanfelling", "doublets-ofanfelling"];
    /// Tapa: Plakoto's pins without the mother; single and double games (not in
    /// variants.md: see its file).
    Tapa => tapa, "tapa", [];
}

impl Variant {
    /// The opponent's own number for the point that the mover's numbering calls `point`
    /// (1..=24): the same place on the board.
    #[must_use]
    #[inline]
    pub fn opposite(self, point: u8) -> u8 {
        self.rules().geometry.opposite(point)
    }

    /// Whether a lone opposing checker is hit and sent to the bar.
    #[must_use]
    pub fn hits(self) -> bool {
        self.rules().contact == Contact::Hit
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is not a game the engine knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game")]
pub struct UnknownVariant;

impl FromStr for Variant {
    type Err = UnknownVariant;
    /// The game named by its word or one of its aliases, in any case, accents kept as typed
    /// (`Surpeuplé` and `surpeuple` are both read).
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let s = s.trim();
        Variant::ALL
            .iter()
            .copied()
            .find(|v| {
                v.name().eq_ignore_ascii_case(s)
                    || v.aliases()
                        .iter()
                        .any(|a| a.to_lowercase() == s.to_lowercase())
            })
            .ok_or(UnknownVariant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_read_by_its_name_and_its_aliases() {
        for &v in Variant::ALL {
            assert_eq!(v.name().parse(), Ok(v));
            assert_eq!(v.name().to_uppercase().parse(), Ok(v));
            for alias in v.aliases() {
                assert_eq!(alias.parse(), Ok(v), "{alias}");
            }
        }
        assert_eq!("SURPEUPLÉ".parse(), Ok(Variant::Crowded));
        assert_eq!("échecs".parse::<Variant>(), Err(UnknownVariant));
    }

    #[test]
    fn no_two_games_share_a_word() {
        let mut words: Vec<String> = Variant::ALL
            .iter()
            .flat_map(|v| std::iter::once(v.name()).chain(v.aliases().iter().copied()))
            .map(str::to_lowercase)
            .collect();
        let all = words.len();
        words.sort();
        words.dedup();
        assert_eq!(words.len(), all);
    }

    #[test]
    fn a_game_built_on_backgammons_rules_that_changes_a_move_loses_the_fast_search() {
        // Tapa's mistake: backgammon's rules with pins. The fast search hits; this game
        // must not use it.
        let pinning = RuleSet {
            contact: Contact::Pin,
            ..RuleSet::BACKGAMMON
        };
        assert_eq!(pinning.fast(), None);
        assert_eq!(FastPath::Backgammon.mismatch(&pinning), Some("contact"));
        assert_eq!(RuleSet::BACKGAMMON.fast(), Some(FastPath::Backgammon));
        let capped = RuleSet {
            cap: Some(5),
            ..RuleSet::BACKGAMMON
        };
        assert_eq!(FastPath::Backgammon.mismatch(&capped), Some("cap"));
    }

    /// The games whose moves are backgammon's or Jacquet's, which had the fast search before
    /// it was read off the rules: they must keep it (the computer's speed depends on it).
    #[test]
    fn the_games_that_play_backgammons_or_jacquets_moves_keep_the_fast_search() {
        let backgammon = [
            Variant::Backgammon,
            Variant::Nackgammon,
            Variant::Hypergammon,
            Variant::Anti,
            Variant::Envers,
            Variant::Eureka,
            Variant::Serpent,
            Variant::Choice,
            Variant::Early,
            Variant::LancerFixe,
        ];
        let expected = backgammon
            .iter()
            .map(|&v| (v, FastPath::Backgammon))
            .chain([(Variant::Jacquet, FastPath::Jacquet)]);
        for (v, path) in expected {
            assert_eq!(
                path.mismatch(v.rules()),
                None,
                "{v}: FastPath::{path:?} refused by the field named"
            );
            assert_eq!(v.fast(), Some(path), "{v}");
        }
    }

    #[test]
    fn every_games_fast_search_is_the_one_its_rules_allow() {
        for &v in Variant::ALL {
            let rules = v.rules();
            assert_eq!(v.fast(), rules.fast(), "{v}");
            match v.fast() {
                Some(path) => assert_eq!(path.mismatch(rules), None, "{v}"),
                None => {
                    for path in [FastPath::Backgammon, FastPath::Jacquet] {
                        assert!(path.mismatch(rules).is_some(), "{v}: {path:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_layout_places_the_games_checker_count() {
        for &v in Variant::ALL {
            let rules = v.rules();
            for side in crate::rules::Side::ALL {
                let layout = rules.layout(side);
                let placed: u32 = layout
                    .points
                    .iter()
                    .map(|&(_, n)| u32::from(n))
                    .sum::<u32>()
                    + u32::from(layout.bar)
                    + u32::from(layout.reserve);
                assert_eq!(placed, u32::from(rules.checkers), "{v} {side:?}");
            }
        }
    }
}
