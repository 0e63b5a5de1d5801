//! Positions: an unvalidated [`Setup`] with public fields, and a [`Position`] that can only be
//! built through [`Position::from_setup`], so every `Position` obeys `rules.md`.

use super::dice::Dice;
use super::game::{BAR, Conventions, OFF, Points};
use super::ruleset::{Contact, EntryPolicy, Geometry, RuleSet, Scoring};
use super::side::{BySide, Side};
use super::variant::Variant;

/// A position as typed, decoded or loaded, not yet checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Which game's rules and geometry apply.
    pub variant: Variant,
    /// Each side's checkers by its own point number (see [`Points`]).
    pub checkers: BySide<Points>,
    /// Each side's checkers in the reserve: off the board, not yet entered (`variants.md` §0.3).
    pub reserve: BySide<u8>,
    /// Each side's pinned checkers, as a mask of its own points (bit `p` for point `p`): the
    /// bottom checker of a point that also holds the opponent's (Plakoto).
    pub pinned: BySide<u32>,
    /// Where a side's postillon stands while it still travels (Jacquet); `None` once it has
    /// reached its inner table, and always in games without one.
    pub postillon: BySide<Option<u8>>,
    /// The last side to score and how many times in a row (Grasshopper's walls borne off).
    pub streak: Option<(Side, u8)>,
    /// Each side's phase and standing piles in Doublets (`variants.md` §2.15); empty in the
    /// other games.
    pub stacks: BySide<Stacks>,
    /// The side on roll.
    pub turn: Side,
}

/// One side's state in Doublets (`variants.md` §2.15, §0.5): its phase (1 unstack, 2 restack,
/// 3 bear off; 0 in a game without piles) and which of its own points 1..=6 hold a standing
/// pile. One byte, so that positions of every game stay as small as they were: the piles in
/// bits 0..=5 (own point `p` in bit `p − 1`), the phase in bits 6 and 7.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stacks(u8);

impl Stacks {
    /// The bits of the piles.
    const PILES: u8 = 0b0011_1111;

    /// `phase` (0..=3) with the piles standing on the own points of `piles` (bit `p − 1`
    /// for own point `p`, 1..=6); `None` for a phase above 3 or a pile past own 6.
    #[must_use]
    pub const fn new(phase: u8, piles: u8) -> Option<Stacks> {
        if phase > 3 || piles & !Stacks::PILES != 0 {
            None
        } else {
            Some(Stacks(phase << 6 | piles))
        }
    }

    /// The phase: 1 unstack, 2 restack, 3 bear off; 0 in a game without piles.
    #[must_use]
    pub const fn phase(self) -> u8 {
        self.0 >> 6
    }

    /// The standing piles, bit `p − 1` for own point `p`.
    #[must_use]
    pub const fn piles(self) -> u8 {
        self.0 & Stacks::PILES
    }

    /// Whether a pile stands on own `point` (1..=6).
    #[must_use]
    pub const fn stands(self, point: u8) -> bool {
        point >= 1 && point <= 6 && self.0 & (1 << (point - 1)) != 0
    }

    /// The same phase with the pile on own `point` (1..=6) standing or not.
    #[must_use]
    pub const fn with_pile(self, point: u8, standing: bool) -> Stacks {
        let bit = 1 << (point - 1);
        Stacks(if standing {
            self.0 | bit
        } else {
            self.0 & !bit
        })
    }

    /// The next phase, its piles `piles`.
    #[must_use]
    pub const fn next_phase(self, piles: u8) -> Stacks {
        Stacks(((self.phase() + 1) << 6) | (piles & Stacks::PILES))
    }
}

impl Setup {
    /// The starting position of `variant`, `turn` to play first.
    #[must_use]
    pub fn start(variant: Variant, turn: Side) -> Setup {
        let rules = variant.rules();
        let points = |side: Side| {
            let layout = rules.layout(side);
            let mut points = [0u8; 26];
            for &(p, n) in layout.points {
                points[usize::from(p)] += n;
            }
            points[BAR] = layout.bar;
            points
        };
        let mut setup = Setup::empty(variant, turn);
        setup.checkers = BySide::new_with(points);
        setup.reserve = BySide::new_with(|_| rules.layout.reserve);
        if rules.postillon {
            // The postillon leaves with the others, from the start point.
            setup.postillon = BySide::new_with(|_| rules.layout.points.first().map(|&(p, _)| p));
        }
        if rules.stacks {
            // Doublets: every pile stands, and the first phase unstacks them.
            setup.stacks = BySide::new_with(|_| Stacks::new(1, Stacks::PILES).unwrap_or_default());
        }
        setup
    }

    /// No checker anywhere, not even borne off: a blank to fill.
    #[must_use]
    pub fn empty(variant: Variant, turn: Side) -> Setup {
        Setup {
            variant,
            checkers: BySide::default(),
            reserve: BySide::default(),
            pinned: BySide::default(),
            postillon: BySide::default(),
            streak: None,
            stacks: BySide::default(),
            turn,
        }
    }
}

/// Why a [`Setup`] is not a position of its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A side has more or fewer checkers than the game has (borne-off ones included); for a
    /// game whose count grows, fewer than it starts with.
    #[error("{side:?} has {found} checkers, the game has {expected}")]
    CheckerCount {
        side: Side,
        found: u32,
        expected: u8,
    },
    /// Both sides have checkers on one point, which this game allows only for a pin: Green's
    /// own number for it.
    #[error("both sides on Green's point {green_point}")]
    SharedPoint { green_point: u8 },
    /// A checker on the bar in a game without hitting.
    #[error("{side:?} has a checker on the bar, which this game has not")]
    BarInGameWithoutHits { side: Side },
    /// Checkers in the reserve in a game without one, or more than the game starts with.
    #[error("{side:?} has {found} checkers in the reserve, the game allows {allowed}")]
    Reserve { side: Side, found: u8, allowed: u8 },
    /// A pinned checker in a game without pinning, or where no opposing checker stands on
    /// it, or under more than one of its own: `side`'s own point.
    #[error("{side:?}'s checker cannot be pinned on its point {point}")]
    Pin { side: Side, point: u8 },
    /// More checkers of a side on one point than the game allows: `side`'s own point.
    #[error("{side:?} has {found} checkers on its point {point}, the game allows {cap}")]
    Cap {
        side: Side,
        point: u8,
        found: u8,
        cap: u8,
    },
    /// A checker on an own point past the game's track (a half board or a row has 12):
    /// `side`'s own point.
    #[error("{side:?} has checkers on its point {point}, past the game's track")]
    OffTrack { side: Side, point: u8 },
    /// A postillon is said to travel where its side has no checker, or inside its inner table.
    #[error("{side:?}'s postillon cannot be on point {point}")]
    Postillon { side: Side, point: u8 },
    /// A postillon in a game that has none.
    #[error("this game has no postillon")]
    PostillonInGameWithout,
    /// A run of scores in a game that does not count them, or longer than ends the game.
    #[error("this game does not count scores in a row")]
    Streak,
    /// Both sides have borne off every checker.
    #[error("both sides have borne off every checker")]
    BothFinished,
    /// A side's phase or piles do not fit its checkers (Doublets, `variants.md` §2.15), or
    /// a game without piles is given some.
    #[error("{side:?}'s piles or phase do not fit its checkers")]
    Stacks { side: Side },
}

/// How a game was won, with the points it is worth before the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// Backgammon and Jacquet: 1 point.
    Single,
    /// Backgammon: the loser bore off none, 2 points.
    Gammon,
    /// Backgammon: a gammon with a loser's checker on the bar or in the winner's home, 3 points.
    Backgammon,
    /// Jacquet: none borne off, none left on the winner's side, 2 points.
    Double,
    /// Jacquet: none borne off, some in the winner's inner table, 3 points.
    Triple,
    /// Jacquet: none borne off, some in the winner's outer table, 4 points.
    Quadruple,
    /// Plakoto: the opponent's last checker on its start point is pinned (the mother),
    /// worth a backgammon, 3 points (`variants.md` §3.8).
    Mother,
    /// Sans prendre: the loser hit a checker, 1 point (`variants.md` §2.20).
    Hit,
    /// À l'envers: the loser bore off all its checkers first, 1 point (`variants.md` §2.22).
    LastOff,
    /// Pin: the loser's pip count `pips`, `times` 1, 2 (none borne off) or 3 (and one in the
    /// winner's home) (`variants.md` §2.13).
    Pips { pips: u16, times: u8 },
    /// Acey Deucey: one point for each of the loser's `count` checkers not borne off
    /// (`variants.md` §2.10).
    Checkers { count: u8 },
}

impl WinKind {
    /// Every result worth a fixed number of points, smallest first (a pip score,
    /// [`WinKind::Pips`], is not listed: its points are its own).
    pub const ALL: [WinKind; 9] = [
        WinKind::Single,
        WinKind::Gammon,
        WinKind::Backgammon,
        WinKind::Double,
        WinKind::Triple,
        WinKind::Quadruple,
        WinKind::Mother,
        WinKind::Hit,
        WinKind::LastOff,
    ];

    /// The result's word in save files and message selectors (not shown to players).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            WinKind::Single => "single",
            WinKind::Gammon => "gammon",
            WinKind::Backgammon => "backgammon",
            WinKind::Double => "double",
            WinKind::Triple => "triple",
            WinKind::Quadruple => "quadruple",
            WinKind::Mother => "mother",
            WinKind::Hit => "hit",
            WinKind::LastOff => "last-off",
            WinKind::Pips { .. } => "pips",
            WinKind::Checkers { .. } => "checkers",
        }
    }

    /// The result named `name` (see [`WinKind::name`]); a pip score is written
    /// `pips-<pips>-<times>` (see [`WinKind::word`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<WinKind> {
        if let Some(rest) = name.strip_prefix("pips-") {
            let (pips, times) = rest.split_once('-')?;
            let times: u8 = times.parse().ok()?;
            return (1..=3).contains(&times).then_some(WinKind::Pips {
                pips: pips.parse().ok()?,
                times,
            });
        }
        if let Some(count) = name.strip_prefix("checkers-") {
            let count: u8 = count.parse().ok()?;
            return (1..=15)
                .contains(&count)
                .then_some(WinKind::Checkers { count });
        }
        WinKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The result's whole word for a save file: its name, with a pip score's numbers.
    #[must_use]
    pub fn word(self) -> String {
        match self {
            WinKind::Pips { pips, times } => format!("pips-{pips}-{times}"),
            WinKind::Checkers { count } => format!("checkers-{count}"),
            _ => self.name().to_owned(),
        }
    }

    /// The points this result is worth, cube aside.
    #[must_use]
    pub const fn points(self) -> u16 {
        match self {
            WinKind::Single | WinKind::Hit | WinKind::LastOff => 1,
            WinKind::Gammon | WinKind::Double => 2,
            WinKind::Backgammon | WinKind::Triple | WinKind::Mother => 3,
            WinKind::Quadruple => 4,
            WinKind::Pips { pips, times } => pips * times as u16,
            WinKind::Checkers { count } => count as u16,
        }
    }

    /// Whether the loser bore off none (a gammon or more, or their likes): what the
    /// computer's evaluation calls a gammon.
    #[must_use]
    pub const fn gammon_like(self) -> (bool, bool) {
        match self {
            WinKind::Single | WinKind::Hit | WinKind::LastOff => (false, false),
            WinKind::Gammon | WinKind::Double => (true, false),
            WinKind::Backgammon | WinKind::Triple | WinKind::Quadruple | WinKind::Mother => {
                (true, true)
            }
            WinKind::Pips { times, .. } => (times >= 2, times >= 3),
            WinKind::Checkers { .. } => (false, false),
        }
    }
}

/// The end of a game: who won and how, or a draw (`variants.md` §0.3: Plakoto, Grasshopper).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` won, `kind` says how.
    Won { winner: Side, kind: WinKind },
    /// Nobody won: 0 points.
    Drawn,
}

impl Outcome {
    /// The winner, `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Won { winner, .. } => Some(winner),
            Outcome::Drawn => None,
        }
    }

    /// The winner and how, `None` for a draw.
    #[must_use]
    pub const fn won(self) -> Option<(Side, WinKind)> {
        match self {
            Outcome::Won { winner, kind } => Some((winner, kind)),
            Outcome::Drawn => None,
        }
    }

    /// The points won, cube aside; 0 for a draw.
    #[must_use]
    pub const fn points(self) -> u16 {
        match self {
            Outcome::Won { kind, .. } => kind.points(),
            Outcome::Drawn => 0,
        }
    }

    /// The points for `side`: positive when it won, negative when it lost, cube aside.
    #[must_use]
    pub fn points_for(self, side: Side) -> i32 {
        match self {
            Outcome::Won { winner, kind } if winner == side => i32::from(kind.points()),
            Outcome::Won { kind, .. } => -i32::from(kind.points()),
            Outcome::Drawn => 0,
        }
    }
}

/// A legal position of a game, with the side on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) checkers: BySide<Points>,
    pub(crate) reserve: BySide<u8>,
    pub(crate) pinned: BySide<u32>,
    pub(crate) postillon: BySide<Option<u8>>,
    pub(crate) streak: Option<(Side, u8)>,
    pub(crate) stacks: BySide<Stacks>,
    pub(crate) turn: Side,
    pub(crate) conventions: Conventions,
    /// The roll every turn plays, once the opening has given it (Lancer fixe, `variants.md`
    /// §2.19): part of the game's state, so that saves, the driver and the computer's
    /// look-ahead all read it here.
    pub(crate) fixed: Option<Dice>,
    /// The side whose play hit in a game where hitting loses (Sans prendre, §2.20).
    pub(crate) forfeit: Option<Side>,
}

impl Position {
    /// The starting position of `variant`, `turn` to play first.
    #[must_use]
    pub fn start(variant: Variant, turn: Side) -> Position {
        Position::unchecked(Setup::start(variant, turn))
    }

    fn unchecked(setup: Setup) -> Position {
        Position {
            variant: setup.variant,
            checkers: setup.checkers,
            reserve: setup.reserve,
            pinned: setup.pinned,
            postillon: setup.postillon,
            streak: setup.streak,
            stacks: setup.stacks,
            turn: setup.turn,
            conventions: Conventions::default(),
            fixed: None,
            forfeit: None,
        }
    }

    /// Checks a setup against its game's rule set: the checker count (borne off and reserve
    /// included), the bar only where checkers are hit, the reserve only where the game has
    /// one, no point held by both sides unless one pins the other, the cap per point,
    /// postillons where they can be.
    ///
    /// # Errors
    /// The first rule the setup breaks.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let variant = setup.variant;
        let rules = variant.rules();
        let expected = rules.checkers;
        for side in Side::ALL {
            let points = &setup.checkers[side];
            let found = total(points, setup.reserve[side]);
            let count_ok = if rules.clones {
                found >= u32::from(expected) && found <= u32::from(rules.max_checkers)
            } else {
                found == u32::from(expected)
            };
            if !count_ok {
                return Err(PositionError::CheckerCount {
                    side,
                    found,
                    expected,
                });
            }
            if !rules.has_bar() && points[BAR] > 0 {
                return Err(PositionError::BarInGameWithoutHits { side });
            }
            if setup.reserve[side] > rules.layout.reserve {
                return Err(PositionError::Reserve {
                    side,
                    found: setup.reserve[side],
                    allowed: rules.layout.reserve,
                });
            }
            let track = rules.geometry.track();
            if let Some(point) = (track + 1..=24).find(|&p| points[usize::from(p)] > 0) {
                return Err(PositionError::OffTrack { side, point });
            }
            if let Some(cap) = rules.cap
                && let Some(point) = (1..=24u8).find(|&p| points[usize::from(p)] > cap)
            {
                return Err(PositionError::Cap {
                    side,
                    point,
                    found: points[usize::from(point)],
                    cap,
                });
            }
        }
        check_pins(&setup, rules)?;
        for side in Side::ALL {
            if let Some(point) = setup.postillon[side] {
                if !rules.postillon {
                    return Err(PositionError::PostillonInGameWithout);
                }
                if !(7..=24).contains(&point) || setup.checkers[side][usize::from(point)] == 0 {
                    return Err(PositionError::Postillon { side, point });
                }
            }
        }
        if let Some((_, n)) = setup.streak
            && (rules.scoring != Scoring::TwoInARow || !(1..=2).contains(&n))
        {
            return Err(PositionError::Streak);
        }
        for side in Side::ALL {
            let fits = if rules.stacks {
                super::variant::doublets::fits(&setup.checkers[side], setup.stacks[side])
            } else {
                setup.stacks[side] == Stacks::default()
            };
            if !fits {
                return Err(PositionError::Stacks { side });
            }
        }
        // Grasshopper is won by scores in a row, not by bearing off all: both sides may
        // have borne off everything in a game drawn at its end.
        if rules.scoring != Scoring::TwoInARow
            && Side::ALL
                .iter()
                .all(|&s| finished(&setup.checkers[s], setup.reserve[s]))
        {
            return Err(PositionError::BothFinished);
        }
        Ok(Position::unchecked(setup))
    }

    /// The unchecked form of this position, to edit and check again.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            checkers: self.checkers,
            reserve: self.reserve,
            pinned: self.pinned,
            postillon: self.postillon,
            streak: self.streak,
            stacks: self.stacks,
            turn: self.turn,
        }
    }

    /// The same position played under `conventions` (Jacquet's friendly conventions).
    #[must_use]
    pub fn with_conventions(mut self, conventions: Conventions) -> Position {
        self.conventions = conventions;
        self
    }

    /// The friendly conventions this position is played under.
    #[must_use]
    pub fn conventions(&self) -> Conventions {
        self.conventions
    }

    /// The roll every turn plays in a game whose dice are fixed (Lancer fixe), once known.
    #[must_use]
    pub fn fixed_roll(&self) -> Option<Dice> {
        self.fixed
    }

    /// The same position in a game whose every turn plays `dice` (Lancer fixe); unchanged
    /// in a game whose dice are rolled.
    #[must_use]
    pub fn with_fixed_roll(mut self, dice: Dice) -> Position {
        if self.rules().dice.origin == super::ruleset::DiceOrigin::Fixed {
            self.fixed = Some(dice);
        }
        self
    }

    /// The side that hit, in a game where hitting loses (Sans prendre): the game is lost to
    /// it once its turn is over.
    #[must_use]
    pub fn forfeit(&self) -> Option<Side> {
        self.forfeit
    }

    /// The same position with `side` marked as having hit in a game where that loses;
    /// unchanged in any other game (a save's way back to a finished game).
    #[must_use]
    pub fn with_forfeit(mut self, side: Side) -> Position {
        if self.rules().hit_loses {
            self.forfeit = Some(side);
        }
        self
    }

    /// The game this position belongs to.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The rules of the game this position belongs to.
    #[must_use]
    #[inline]
    pub fn rules(&self) -> &'static RuleSet {
        self.variant.rules()
    }

    /// The side on roll.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The same position with the other side on roll (a pass, or the hand-over after a play).
    #[must_use]
    pub fn with_turn(mut self, turn: Side) -> Position {
        self.turn = turn;
        self
    }

    /// `side`'s checkers by its own point number.
    #[must_use]
    pub fn checkers(&self, side: Side) -> &Points {
        &self.checkers[side]
    }

    /// How many of `side`'s checkers stand on its own `point` (0 off, 25 bar).
    #[must_use]
    pub fn count(&self, side: Side, point: u8) -> u8 {
        self.checkers[side]
            .get(usize::from(point))
            .copied()
            .unwrap_or(0)
    }

    /// How many of `side`'s checkers wait in the reserve.
    #[must_use]
    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side]
    }

    /// Whether `side` may only enter from its reserve for now, by the game's entry policy
    /// (`variants.md` C1): all first, or until so many have entered.
    #[must_use]
    pub fn must_enter_reserve(&self, side: Side) -> bool {
        let reserve = self.reserve[side];
        let rules = self.rules();
        reserve > 0
            && match rules.entry {
                EntryPolicy::Free => false,
                EntryPolicy::AllFirst => true,
                EntryPolicy::FreeAfter(n) => rules.layout.reserve.saturating_sub(reserve) < n,
            }
    }

    /// Whether `side`'s checker on its own `point` is pinned under an opposing checker.
    #[must_use]
    pub fn is_pinned(&self, side: Side, point: u8) -> bool {
        point < 32 && self.pinned[side] & (1 << point) != 0
    }

    /// `side`'s pinned checkers as a mask of its own points.
    #[must_use]
    pub fn pinned_mask(&self, side: Side) -> u32 {
        self.pinned[side]
    }

    /// Where `side`'s postillon stands while it still travels.
    #[must_use]
    pub fn postillon(&self, side: Side) -> Option<u8> {
        self.postillon[side]
    }

    /// The only point `side` may move from while one of its checkers leads alone: its
    /// postillon while it travels (Jacquet), else the game's own leader (Fevga's runner,
    /// [`super::ruleset::Hooks::leader`]); `None` when any checker may move.
    #[must_use]
    pub fn leader(&self, side: Side) -> Option<u8> {
        self.postillon[side].or_else(|| {
            self.rules()
                .hooks
                .leader
                .and_then(|leader| leader(self, side))
        })
    }

    /// The last side to score and how many times in a row (Grasshopper).
    #[must_use]
    pub fn streak(&self) -> Option<(Side, u8)> {
        self.streak
    }

    /// `side`'s phase and standing piles (Doublets); empty in the other games.
    #[must_use]
    pub fn stacks(&self, side: Side) -> Stacks {
        self.stacks[side]
    }

    /// How many checkers `side` has in all, borne off and in the reserve included.
    #[must_use]
    pub fn total(&self, side: Side) -> u32 {
        total(&self.checkers[side], self.reserve[side])
    }

    /// The pip count: how far `side`'s checkers still have to go (bar and reserve = 25, or
    /// 13 on a 12-point track: [`Geometry::entry`]).
    #[must_use]
    pub fn pips(&self, side: Side) -> u32 {
        let points = &self.checkers[side];
        let waiting = u32::from(points[BAR]) + u32::from(self.reserve[side]);
        points[..BAR]
            .iter()
            .enumerate()
            .map(|(p, &n)| p as u32 * u32::from(n))
            .sum::<u32>()
            + u32::from(self.rules().geometry.entry()) * waiting
    }

    /// The side on top of Green's point `green_point` (1..=24), and how many checkers it has
    /// there (a pinned checker beneath is [`Position::pinned_under`]).
    #[must_use]
    pub fn occupant(&self, green_point: u8) -> Option<(Side, u8)> {
        let geometry = self.rules().geometry;
        let green = self.count(Side::Green, green_point);
        let black_point = geometry.own_point(Side::Black, green_point);
        let black = self.count(Side::Black, black_point);
        let green_pinned = self.is_pinned(Side::Green, green_point);
        if green > 0 && !green_pinned {
            Some((Side::Green, green))
        } else if black > 0 {
            Some((Side::Black, black))
        } else if green > 0 {
            Some((Side::Green, green))
        } else {
            None
        }
    }

    /// The side whose checker is pinned at the bottom of Green's point `green_point`.
    #[must_use]
    pub fn pinned_under(&self, green_point: u8) -> Option<Side> {
        let geometry = self.rules().geometry;
        Side::ALL
            .into_iter()
            .find(|&s| self.is_pinned(s, geometry.own_point(s, green_point)))
    }

    /// Whether `side` has no checker left to bear off (none on the board, the bar or in
    /// the reserve).
    #[must_use]
    pub fn finished(&self, side: Side) -> bool {
        finished(&self.checkers[side], self.reserve[side])
    }

    /// The end of the game, once it is decided: by the game's own rule (Plakoto's mother,
    /// Grasshopper's two scores in a row), else when a side has borne off every checker,
    /// counted by the game's scoring.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let rules = self.rules();
        if let Some(outcome) = (rules.hooks.early_end)(self) {
            return Some(outcome);
        }
        let finisher = Side::ALL.into_iter().find(|&s| self.finished(s))?;
        let other = !finisher;
        let (winner, kind) = match rules.scoring {
            Scoring::Backgammon => (finisher, self.gammon_kind(other)),
            Scoring::Reversed => (other, self.gammon_kind(other)),
            Scoring::Jacquet => (finisher, self.jacquet_kind(other)),
            Scoring::Single => (finisher, WinKind::Single),
            Scoring::NoBackgammon => (
                finisher,
                match self.gammon_kind(other) {
                    WinKind::Single => WinKind::Single,
                    _ => WinKind::Gammon,
                },
            ),
            Scoring::LastOffWins => (other, WinKind::LastOff),
            Scoring::Pips => (finisher, self.pip_kind(other)),
            Scoring::PerChecker => (
                finisher,
                WinKind::Checkers {
                    count: u8::try_from(
                        self.total(other) - u32::from(self.count(other, OFF as u8)),
                    )
                    .unwrap_or(u8::MAX),
                },
            ),
            // Only scores in a row end the game: a side with nothing left passes.
            Scoring::TwoInARow => return None,
        };
        Some(Outcome::Won { winner, kind })
    }

    /// Single, gammon or backgammon, judged on `side`'s checkers against the other side's
    /// home (`rules.md` §2; `variants.md` §0.3: reserve checkers count as on the bar, and on
    /// a shared track the test is `side`'s own 19–24).
    fn gammon_kind(&self, side: Side) -> WinKind {
        let points = &self.checkers[side];
        if points[OFF] > 0 {
            return WinKind::Single;
        }
        let geometry = self.rules().geometry;
        let in_their_home = (1..=6u8).any(|w| {
            let own = match geometry {
                Geometry::Shared => 25 - w,
                _ => geometry.opposite(w),
            };
            points[usize::from(own)] > 0
        });
        if points[BAR] > 0 || self.reserve[side] > 0 || in_their_home {
            WinKind::Backgammon
        } else {
            WinKind::Gammon
        }
    }

    /// Pin's result: the loser's pips, pinned checkers included, times 2 when it bore off
    /// none, times 3 when one of its checkers is also in the winner's home (`variants.md`
    /// §2.13).
    fn pip_kind(&self, loser: Side) -> WinKind {
        let times = match self.gammon_kind(loser) {
            WinKind::Single => 1,
            WinKind::Gammon => 2,
            _ => 3,
        };
        let pips = u16::try_from(self.pips(loser)).unwrap_or(u16::MAX);
        WinKind::Pips { pips, times }
    }

    /// Jacquet's result, judged on the loser's checkers: simple if it bore one off, else
    /// double, triple or quadruple by how far back its last checkers are (`rules.md` §3).
    fn jacquet_kind(&self, loser: Side) -> WinKind {
        let points = &self.checkers[loser];
        let geometry = self.rules().geometry;
        let in_winners = |range: std::ops::RangeInclusive<u8>| {
            range
                .into_iter()
                .any(|w| points[usize::from(geometry.opposite(w))] > 0)
        };
        if points[OFF] > 0 {
            WinKind::Single
        } else if in_winners(7..=12) {
            WinKind::Quadruple
        } else if in_winners(1..=6) {
            WinKind::Triple
        } else {
            WinKind::Double
        }
    }
}

/// A side's checkers in all: on its points, borne off, and in the reserve.
fn total(points: &Points, reserve: u8) -> u32 {
    points.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(reserve)
}

/// Whether a side has nothing left but borne-off checkers.
fn finished(points: &Points, reserve: u8) -> bool {
    reserve == 0 && points[1..=BAR].iter().all(|&n| n == 0)
}

/// Both sides on one point only where a pin holds them: a pinning game, the pinned side alone
/// at the bottom with one checker, the other on top; no pin anywhere else.
fn check_pins(setup: &Setup, rules: &RuleSet) -> Result<(), PositionError> {
    let geometry = rules.geometry;
    for side in Side::ALL {
        let mask = setup.pinned[side];
        for point in 0..32u8 {
            if mask & (1 << point) == 0 {
                continue;
            }
            let ok = rules.contact == Contact::Pin
                && (1..=24).contains(&point)
                && setup.checkers[side][usize::from(point)] == 1
                && setup.checkers[!side][usize::from(geometry.opposite(point))] > 0
                && setup.pinned[!side] & (1 << geometry.opposite(point)) == 0;
            if !ok {
                return Err(PositionError::Pin { side, point });
            }
        }
    }
    for green_point in 1..=24u8 {
        let black_point = geometry.opposite(green_point);
        let both = setup.checkers.green[usize::from(green_point)] > 0
            && setup.checkers.black[usize::from(black_point)] > 0;
        let pinned = setup.pinned.green & (1 << green_point) != 0
            || setup.pinned.black & (1 << black_point) != 0;
        if both && !pinned {
            return Err(PositionError::SharedPoint { green_point });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backgammon_start_is_a_legal_position() {
        let setup = Setup::start(Variant::Backgammon, Side::Green);
        assert_eq!(
            Position::from_setup(setup),
            Ok(Position::start(Variant::Backgammon, Side::Green))
        );
    }

    #[test]
    fn the_jacquet_start_is_a_legal_position() {
        let setup = Setup::start(Variant::Jacquet, Side::Black);
        assert!(Position::from_setup(setup).is_ok());
    }

    #[test]
    fn every_game_starts_legal_with_its_checker_count_a_side() {
        for &variant in Variant::ALL {
            let pos = Position::start(variant, Side::Green);
            assert_eq!(Position::from_setup(pos.to_setup()), Ok(pos), "{variant}");
            for side in Side::ALL {
                assert_eq!(pos.total(side), u32::from(variant.rules().checkers));
            }
        }
    }

    #[test]
    fn a_reserve_is_refused_in_a_game_without_one() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green[6] -= 1;
        setup.reserve.green = 1;
        assert!(matches!(
            Position::from_setup(setup),
            Err(PositionError::Reserve { .. })
        ));
    }

    #[test]
    fn a_pin_is_refused_in_a_game_without_pinning() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        // Green's 6-point is Black's 19: one black checker under green ones.
        setup.checkers.black[24] -= 1;
        setup.checkers.black[19] += 1;
        setup.pinned.black = 1 << 19;
        assert!(matches!(
            Position::from_setup(setup),
            Err(PositionError::Pin { .. })
        ));
        setup.variant = Variant::Plakoto;
        setup.checkers.green = [0; 26];
        setup.checkers.green[24] = 10;
        setup.checkers.green[6] = 5;
        setup.checkers.black = [0; 26];
        setup.checkers.black[24] = 14;
        setup.checkers.black[19] = 1;
        assert!(Position::from_setup(setup).is_ok(), "Plakoto pins");
    }

    #[test]
    fn a_grasshopper_game_drawn_with_every_checker_off_is_a_position_to_save() {
        let mut setup = Setup::empty(Variant::Grasshopper, Side::Green);
        setup.checkers.green[OFF] = 14;
        setup.checkers.black[OFF] = 14;
        setup.streak = Some((Side::Black, 1));
        let pos = Position::from_setup(setup).expect("a drawn end");
        assert_eq!(pos.outcome(), Some(Outcome::Drawn));
        setup.variant = Variant::Backgammon;
        setup.checkers.green[OFF] = 15;
        setup.checkers.black[OFF] = 15;
        setup.streak = None;
        assert_eq!(
            Position::from_setup(setup),
            Err(PositionError::BothFinished)
        );
    }

    #[test]
    fn a_clone_game_counts_at_least_its_starting_checkers() {
        let mut setup = Setup::start(Variant::Cloning, Side::Green);
        setup.checkers.green[25] = 2;
        assert!(Position::from_setup(setup).is_ok());
        setup.checkers.green[25] = 0;
        setup.checkers.green[6] = 0;
        assert!(Position::from_setup(setup).is_err());
    }

    #[test]
    fn a_sixteenth_checker_is_refused() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        setup.checkers.green[6] += 1;
        assert!(matches!(
            Position::from_setup(setup),
            Err(PositionError::CheckerCount {
                side: Side::Green,
                found: 16,
                ..
            })
        ));
    }

    #[test]
    fn one_point_cannot_hold_both_sides() {
        let mut setup = Setup::start(Variant::Backgammon, Side::Green);
        // Black's 6-point is Green's 19-point.
        setup.checkers.green[6] -= 1;
        setup.checkers.green[19] += 1;
        assert_eq!(
            Position::from_setup(setup),
            Err(PositionError::SharedPoint { green_point: 19 })
        );
    }

    #[test]
    fn jacquet_has_no_bar() {
        let mut setup = Setup::start(Variant::Jacquet, Side::Green);
        setup.checkers.green[24] -= 1;
        setup.checkers.green[BAR] += 1;
        assert!(Position::from_setup(setup).is_err());
    }

    #[test]
    fn the_start_has_167_pips_a_side() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        assert_eq!(pos.pips(Side::Green), 167);
        assert_eq!(pos.pips(Side::Black), 167);
    }
}
