//! The shape of a game's rules: what is data (counts, layout, geometry, contact, entry, dice,
//! opening, scoring, cube) and the few hooks that are behaviour (`variants.md` §0.2–§0.4).
//!
//! Each game of [`super::variant`] is one `const` [`RuleSet`]; the generators, the driver, the
//! narration and the computer read it instead of asking which game is played.

use super::dice::Dice;
use super::jacquet::BlockingRule;
use super::position::{Outcome, Position};
use super::side::Side;
use super::stage::{AfterStage, Failure, Stage, StageKind};

/// Everything that makes one game of the family.
#[derive(Clone, Copy, Debug)]
pub struct RuleSet {
    /// Checkers per side at the start (on the board, on the bar and in the reserve).
    pub checkers: u8,
    /// Whether a side's count can grow during the game (Cloning's clones): then `checkers`
    /// is the least a side has, and a position lists borne-off checkers itself.
    pub clones: bool,
    /// The most checkers a side may have: `checkers`, unless clones add to them.
    pub max_checkers: u8,
    /// Where the checkers stand at the start.
    pub layout: Layout,
    /// Black's start where it is not Green's (Straight, Le serpent: `variants.md` §2.18,
    /// §2.23); `None` where both sides start alike, in their own numberings.
    pub black_layout: Option<Layout>,
    /// How the two sides' numberings lie on the board.
    pub geometry: Geometry,
    /// What a checker does to a lone opposing checker where it lands.
    pub contact: Contact,
    /// The most checkers of a side on one point, if there is a limit.
    pub cap: Option<u8>,
    /// How checkers in the reserve come in.
    pub entry: EntryPolicy,
    /// Whether a die may also move a checker backward, towards its own 24-point (À
    /// l'arrière, `variants.md` §2.17).
    pub backward: bool,
    /// Whether a turn that hits loses the game (Sans prendre, `variants.md` §2.20): the
    /// position remembers the hitter ([`Position::forfeit`]).
    pub hit_loses: bool,
    /// How a roll is played.
    pub dice: DiceRule,
    /// What happens to the rest of a turn when a stage cannot be played in full.
    pub failure: Failure,
    /// What the opening roll decides.
    pub opening: Opening,
    /// How a finished game is counted.
    pub scoring: Scoring,
    /// Whether the doubling cube may be used.
    pub cube: bool,
    /// Where play can go on without end, the turns each side may play before the game is
    /// drawn (a proposal: `variants.md` §2.17 makes it for À l'arrière, and Anti-Backgammon
    /// needs it too).
    pub turn_cap: Option<u16>,
    /// Whether money play uses the Jacoby rule by default (gammons count single until the
    /// cube is turned).
    pub jacoby: bool,
    /// Whether the game has a leading checker that moves alone (Jacquet's postillon), kept in
    /// the position because the board alone cannot tell it.
    pub postillon: bool,
    /// Whether a side's checkers stand in piles that are unstacked, restacked and borne off
    /// by phases instead of moving (Doublets, `variants.md` §2.15): the position then keeps
    /// each side's phase and standing piles.
    pub stacks: bool,
    /// Whether GNU Backgammon plays this game too, and under which name: then its Position
    /// ID, Match ID and `.mat` files describe it.
    pub gnubg: Gnubg,
    /// The behaviour that is not data.
    pub hooks: Hooks,
}

impl RuleSet {
    /// Whether a game that has lasted `turns` turns (both sides' together, passes
    /// included) has reached the game's cap and is drawn.
    #[must_use]
    pub fn capped(&self, turns: usize) -> bool {
        self.turn_cap
            .is_some_and(|cap| turns >= 2 * usize::from(cap))
    }

    /// Backgammon's rules (`rules.md` §2), the base every other game changes.
    pub const BACKGAMMON: RuleSet = RuleSet {
        checkers: 15,
        clones: false,
        max_checkers: 15,
        layout: Layout {
            points: &[(24, 2), (13, 5), (8, 3), (6, 5)],
            bar: 0,
            reserve: 0,
        },
        black_layout: None,
        geometry: Geometry::Opposite,
        contact: Contact::Hit,
        cap: None,
        entry: EntryPolicy::Free,
        backward: false,
        hit_loses: false,
        dice: DiceRule::BACKGAMMON,
        failure: Failure::RestLost,
        opening: Opening::PlayOpeningDice,
        scoring: Scoring::Backgammon,
        cube: true,
        turn_cap: None,
        jacoby: false,
        postillon: false,
        stacks: false,
        // Each game says so itself: a change of rules makes a game gnubg does not know.
        gnubg: Gnubg::Unknown,
        hooks: Hooks::NONE,
    };

    /// The fast legal-play generator that plays exactly these rules' moves, if one does
    /// ([`FastPath::serving`]): read off the data, never written by a game, so that a game
    /// built on another's rules cannot inherit a generator that plays other moves.
    #[must_use]
    pub const fn fast(&self) -> Option<FastPath> {
        FastPath::serving(self)
    }

    /// Whether the game is played with dice (Grasshopper is not).
    #[must_use]
    pub const fn has_dice(&self) -> bool {
        !matches!(self.dice.origin, DiceOrigin::None)
    }

    /// Whether a side may have checkers on the bar: only where checkers are hit.
    #[must_use]
    pub fn has_bar(&self) -> bool {
        self.contact == Contact::Hit
            || self.layout(Side::Green).bar > 0
            || self.layout(Side::Black).bar > 0
    }

    /// Whether checkers can wait off the board before entering.
    #[must_use]
    pub const fn has_reserve(&self) -> bool {
        self.layout.reserve > 0
    }

    /// `side`'s start, in its own numbering.
    #[must_use]
    pub const fn layout(&self, side: Side) -> &Layout {
        match (side, &self.black_layout) {
            (Side::Black, Some(layout)) => layout,
            _ => &self.layout,
        }
    }
}

/// The start, the same for both sides in their own numbering.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// `(own point, count)` on the board.
    pub points: &'static [(u8, u8)],
    /// Checkers on the bar.
    pub bar: u8,
    /// Checkers in the reserve (off the board, not yet entered: `variants.md` §0.3).
    pub reserve: u8,
}

/// How the two sides' own numberings (1..=24 by distance to bearing off) lie on the board
/// (`variants.md` §0.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Geometry {
    /// OPP: opposite directions; my 24-point is the opponent's 1-point (backgammon).
    Opposite,
    /// JACQ: the same direction, each starting diagonally across; my 1-point is the
    /// opponent's 13-point (Jacquet, Fevga).
    Same,
    /// SHARED: one track for both; an own number is the same place for both sides, entered
    /// on `N1`–`N6` and borne off from `V1`–`V6` (Grasshopper, Straight, the long Puffs).
    Shared,
    /// HALF: a 12-point track on one half of the board (Ludus): Green's own 1..=6 are
    /// `V6`..`V1`, its 7..=12 are `N1`..`N6`, and my own `p` is the opponent's `13 − p`;
    /// the bar enters with `d` on own `13 − d`. Own points 13..=24 do not exist.
    Half,
    /// ROWS: each side on its own row only (Tourne-case): own `p` (1..=12) is `Vp` for Green,
    /// `Np` for Black, step `13 − p` from the outer end; `Vj` faces `Nj`. Numbered as OPP, so
    /// the two rows never meet; own points 13..=24 do not exist; entry with `d` on own `13 − d`.
    Rows,
    /// CYCLE: OPP numbering without end (Catch me): after own 1 comes own 24 again.
    Cycle,
}

impl Geometry {
    /// The opponent's own number for the mover's own `point` (1..=24).
    #[must_use]
    #[inline]
    pub const fn opposite(self, point: u8) -> u8 {
        match self {
            Geometry::Opposite => 25 - point,
            Geometry::Same => {
                if point <= 12 {
                    point + 12
                } else {
                    point - 12
                }
            }
            Geometry::Shared => point,
            // The half board's places past the track map to themselves: always empty.
            Geometry::Half => {
                if point <= 12 {
                    13 - point
                } else {
                    point
                }
            }
            Geometry::Rows | Geometry::Cycle => 25 - point,
        }
    }

    /// The opponent's own number for the point from which its checker landing there takes
    /// the mover's checker on own `point`: the same place ([`Geometry::opposite`]), except on
    /// rows, where a checker is captured from the facing point, which carries the same number
    /// (`variants.md` §0.2, §2.9).
    #[must_use]
    #[inline]
    pub const fn facing(self, point: u8) -> u8 {
        match self {
            Geometry::Rows => point,
            _ => self.opposite(point),
        }
    }

    /// The own points a track has: 24, or 12 on a half board or a row (`variants.md` §0.2).
    #[must_use]
    #[inline]
    pub const fn track(self) -> u8 {
        match self {
            Geometry::Half | Geometry::Rows => 12,
            _ => 24,
        }
    }

    /// The own number a checker on the bar or in the reserve counts from: entering with
    /// die `d` lands on `entry() − d` (25 − d, or 13 − d on a 12-point track).
    #[must_use]
    #[inline]
    pub const fn entry(self) -> u8 {
        self.track() + 1
    }

    /// Green's own number for the place that `side` numbers `point` (1..=24).
    #[must_use]
    pub const fn green_point(self, side: Side, point: u8) -> u8 {
        match side {
            Side::Green => point,
            Side::Black => self.opposite(point),
        }
    }

    /// `side`'s own number for the place Green numbers `green_point` (1..=24).
    #[must_use]
    pub const fn own_point(self, side: Side, green_point: u8) -> u8 {
        // Every geometry's `opposite` is its own inverse.
        self.green_point(side, green_point)
    }

    /// The label of the place Green numbers `green_point` (1..=24): the half of the board it
    /// lies on (Green's `V`, Black's `N`) and its number there, 1..=12. A bijection between
    /// Green's 24 numbers and the 24 labels, so that a position text can list every label;
    /// on a half board the labels past the track (`V7`..`V12`, `N7`..`N12`) name Green's
    /// own 13..=24, which are never occupied.
    #[must_use]
    pub const fn label(self, green_point: u8) -> (Side, u8) {
        match self {
            Geometry::Half => match green_point {
                0..=6 => (Side::Green, 7 - green_point),
                7..=12 => (Side::Black, green_point - 6),
                13..=18 => (Side::Green, green_point - 6),
                _ => (Side::Black, green_point - 12),
            },
            _ if green_point <= 12 => (Side::Green, green_point),
            Geometry::Same => (Side::Black, green_point - 12),
            _ => (Side::Black, 25 - green_point),
        }
    }

    /// Green's own number for the label `number` (1..=12) on `half`: the inverse of
    /// [`Geometry::label`].
    #[must_use]
    pub const fn green_of_label(self, half: Side, number: u8) -> u8 {
        match (self, half) {
            (Geometry::Half, Side::Green) if number <= 6 => 7 - number,
            (Geometry::Half, Side::Green) => number + 6,
            (Geometry::Half, Side::Black) if number <= 6 => number + 6,
            (Geometry::Half, Side::Black) => number + 12,
            (_, Side::Green) => number,
            (Geometry::Same, Side::Black) => number + 12,
            (_, Side::Black) => 25 - number,
        }
    }
}

/// What landing on a lone opposing checker does (`variants.md` C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contact {
    /// It is hit and goes to the bar; two or more close the point (backgammon).
    Hit,
    /// One opposing checker already closes the point (Jacquet, Fevga, Gioul).
    Block,
    /// It is pinned under the lander until he leaves (Plakoto, Pin): two or more opposing
    /// checkers, or one pinning a checker of the mover's, close the point.
    Pin,
}

/// How the reserve's checkers come in (`variants.md` C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryPolicy {
    /// Each number may enter a checker or move one on the board (Race, Crowded).
    Free,
    /// Every checker must be in before any board move (Puff, French 1).
    AllFirst,
    /// Entries only until this many have entered, then free (Russian games: 2).
    FreeAfter(u8),
}

/// How the dice of a roll are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceRule {
    /// Where each turn's numbers come from: rolled, fixed, named, none.
    pub origin: DiceOrigin,
    /// How many moves a double gives.
    pub doubles: Doubles,
    /// What one die of two that cannot both be played must be.
    pub one_die: OneDie,
    /// In which order the two dice of a mixed roll are played.
    pub order: DieOrder,
    /// Whether a checker is borne off only by the exact number (Mexican), not by a higher
    /// one from the furthest point.
    pub exact_bear_off: bool,
}

impl DiceRule {
    /// `rules.md` §2: two dice, doubles four times, as many dice as possible, the higher die
    /// when only one of two can be played.
    pub const BACKGAMMON: DiceRule = DiceRule {
        origin: DiceOrigin::Rolled,
        doubles: Doubles::Four,
        one_die: OneDie::Higher,
        order: DieOrder::Any,
        exact_bear_off: false,
    };

    /// No dice at all (Grasshopper).
    pub const NONE: DiceRule = DiceRule {
        origin: DiceOrigin::None,
        ..DiceRule::BACKGAMMON
    };

    /// Whether each side rolls during the other's turn, so that the mover knows the
    /// opponent's next roll (Lancer prématuré, `variants.md` §2.21): the play, the advice,
    /// the tutor and the review all ask.
    #[must_use]
    pub fn rolls_early(&self) -> bool {
        self.origin == DiceOrigin::Early
    }
}

/// Where a turn's numbers come from, and when they are known (`variants.md` C6): a rule of
/// the game, not the generator that throws the dice (`session::DiceSource`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceOrigin {
    /// Two dice rolled each turn.
    Rolled,
    /// The opening roll, every turn of both sides, kept in the position
    /// ([`Position::fixed_roll`]; Lancer fixe, `variants.md` §2.19).
    Fixed,
    /// No dice: each turn is one move chosen among the game's own (Grasshopper).
    None,
    /// One side names its roll each turn (never a double), the other rolls twice ("Deux
    /// tours contre le libre choix": `variants.md` §2.24).
    ChoiceAgainstTwo,
    /// Each side rolls its next roll during the other side's turn, before that side moves:
    /// the mover always knows the opponent's next roll (Lancer prématuré, §2.21).
    Early,
}

/// How many moves a double gives (`variants.md` C7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubles {
    /// Four moves of the number.
    Four,
    /// Two moves of the number ("played only once").
    Twice,
    /// One move of the number: the point it names acts once (Doublets, `variants.md` §2.15).
    Once,
}

/// When only one die of a mixed roll can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OneDie {
    /// The higher when either could be played (`rules.md` §2).
    Higher,
    /// Either (Old Britain).
    Either,
}

/// In which order the two dice of a mixed roll are played (`variants.md` C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieOrder {
    /// Either first (`rules.md` §2).
    Any,
    /// The smaller first; if it cannot be played the turn is lost; then the larger if it
    /// can (Puff, Mexican: `variants.md` §0.3). The higher-die rule does not apply.
    SmallerFirst,
}

/// What the opening roll decides (`rules.md` §2 and §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The higher die starts and plays the two opening dice (backgammon).
    PlayOpeningDice,
    /// The higher die starts and rolls two new dice (Jacquet, Grasshopper's first move).
    StarterRolls,
}

/// How a finished game is counted (`rules.md` §2, §3; `variants.md` C8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Single, gammon, backgammon for the first side to bear off all.
    Backgammon,
    /// Single, double, triple, quadruple (Jacquet).
    Jacquet,
    /// The first side to bear off all loses; the other wins single, gammon or backgammon
    /// judged on its own checkers (Anti-Backgammon).
    Reversed,
    /// One point for the winner, whatever the loser's checkers.
    Single,
    /// One point, two if the loser has borne off none; never three (Gioul).
    NoBackgammon,
    /// The first side to bear off all loses one point, whatever the checkers (À l'envers,
    /// `variants.md` §2.22).
    LastOffWins,
    /// The winner scores the loser's pip count, doubled when the loser bore off none,
    /// tripled when one of its checkers is also in the winner's home (Pin, `variants.md`
    /// §2.13).
    Pips,
    /// The winner scores one point for each of the loser's checkers not borne off, wherever
    /// it is (Acey Deucey, `variants.md` §2.10).
    PerChecker,
    /// The first side to score twice in a row wins one point (Grasshopper's walls).
    TwoInARow,
}

/// How GNU Backgammon knows a game (its `set variation` and the `; [Variation "…"]` line it
/// writes at the top of a `.mat` file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gnubg {
    /// Its standard game: no variation line.
    Standard,
    /// One of its variations, named as its `.mat` files name it.
    Variation(&'static str),
    /// gnubg does not play it.
    Unknown,
}

/// The generator a game can use instead of the general one (`rules::generate`): the
/// bit-mask search, monomorphised on the game's geometry and contact. A game never names
/// it: [`RuleSet::fast`] finds the one whose moves are exactly the game's, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastPath {
    /// Backgammon's moves: opposite directions, hitting, no reserve, no cap, no leading
    /// checker, backgammon's dice usage, any end of turn.
    Backgammon,
    /// Jacquet's moves: the same direction, one checker blocks, the postillon leads, and
    /// Jacquet's bouchage and V12 rules (`rules.md` §3).
    Jacquet,
}

impl FastPath {
    /// The fast generator that plays exactly the moves of `rules`, if one does: the first
    /// whose [`FastPath::mismatch`] finds nothing.
    #[must_use]
    pub const fn serving(rules: &RuleSet) -> Option<FastPath> {
        if FastPath::Backgammon.mismatch(rules).is_none() {
            Some(FastPath::Backgammon)
        } else if FastPath::Jacquet.mismatch(rules).is_none() {
            Some(FastPath::Jacquet)
        } else {
            None
        }
    }

    /// The first rule of `rules` this generator does not play, named by the field that
    /// holds it (`"contact"`, `"hooks.step"`…); `None` when it plays exactly `rules`' moves.
    ///
    /// The search reads the geometry and contact (as its [`super::game::Game`]), the
    /// postillon, the bar, and nothing else of a game: so every rule that changes a move
    /// must be backgammon's (or, for [`FastPath::Jacquet`], Jacquet's). What it need not
    /// read: the checker count and the start (any layout without a reserve), the opening,
    /// the scoring, the cube, the turn cap, the Jacoby rule, gnubg's name, where the
    /// numbers come from (the search is given them), and the hooks outside one stage's
    /// moves (`early_end`, asked by both generators through [`Position::outcome`] before
    /// searching; `after_stage` and `roll`, which say which stages a roll gives).
    ///
    /// Hooks are functions, which a `const fn` cannot compare: Jacquet's `turn_end` and
    /// `bear_off_blocked` are only required to be there. That they are Jacquet's own, and
    /// that every game given a fast path plays as the general generator does, is checked
    /// by the property test `the_fast_and_the_general_generators_agree_on_every_game_both_play`
    /// over every game of [`super::variant::Variant::ALL`].
    #[must_use]
    pub const fn mismatch(self, rules: &RuleSet) -> Option<&'static str> {
        let hooks = &rules.hooks;
        let jacquet = matches!(self, FastPath::Jacquet);
        let geometry = if jacquet {
            matches!(rules.geometry, Geometry::Same)
        } else {
            matches!(rules.geometry, Geometry::Opposite)
        };
        let contact = if jacquet {
            matches!(rules.contact, Contact::Block)
        } else {
            matches!(rules.contact, Contact::Hit)
        };
        let black_reserve = match &rules.black_layout {
            Some(layout) => layout.reserve,
            None => 0,
        };
        let checks: [(bool, &'static str); 22] = [
            (geometry, "geometry"),
            (contact, "contact"),
            (rules.postillon == jacquet, "postillon"),
            (hooks.turn_end.is_some() == jacquet, "hooks.turn_end"),
            (
                hooks.bear_off_blocked.is_some() == jacquet,
                "hooks.bear_off_blocked",
            ),
            (rules.layout.reserve == 0, "layout.reserve"),
            (black_reserve == 0, "black_layout.reserve"),
            (!rules.clones, "clones"),
            (rules.cap.is_none(), "cap"),
            (!rules.backward, "backward"),
            (!rules.hit_loses, "hit_loses"),
            (!rules.stacks, "stacks"),
            (
                !matches!(rules.dice.origin, DiceOrigin::None),
                "dice.origin",
            ),
            (matches!(rules.dice.doubles, Doubles::Four), "dice.doubles"),
            (matches!(rules.dice.one_die, OneDie::Higher), "dice.one_die"),
            (matches!(rules.dice.order, DieOrder::Any), "dice.order"),
            (!rules.dice.exact_bear_off, "dice.exact_bear_off"),
            (matches!(rules.failure, Failure::RestLost), "failure"),
            (hooks.leader.is_none(), "hooks.leader"),
            (hooks.moves.is_none(), "hooks.moves"),
            (hooks.step.is_none(), "hooks.step"),
            (hooks.plays.is_none(), "hooks.plays"),
        ];
        let mut i = 0;
        while i < checks.len() {
            if !checks[i].0 {
                return Some(checks[i].1);
            }
            i += 1;
        }
        None
    }
}

/// Whether a turn may end on a position (checked on every candidate play before the
/// dice-usage rule, `rules.md` §3 and `variants.md` §3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    /// It may.
    Allowed,
    /// It may not: the play breaks this rule.
    Forbidden(RuleBreak),
    /// Only when no other non-empty play ends allowed (Fevga's rule B).
    LastResort(RuleBreak),
}

/// A rule about where a turn may end, for telling the player which one a play breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleBreak {
    /// Jacquet's bouchage.
    Blocking(BlockingRule),
    /// Fevga's rule A: all six of one's first quarter (own 19–24) held at once.
    FirstQuarterFull,
    /// Fevga's rule B: six points in a row with every opposing checker behind them.
    PrimeBeforeAll,
}

/// The behaviour of a game that is not data; each defaults to backgammon's. The hooks that
/// a fast generator would have to know (`leader`, `turn_end`, `bear_off_blocked`, `moves`,
/// `step`, `plays`) are `None` where the game keeps backgammon's behaviour, so that
/// [`FastPath::mismatch`] can tell from the data alone that a game has none of its own.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// The only point `side` may move from while it has a leading checker the position does
    /// not record itself (Fevga's runner; Jacquet's postillon is the position's own,
    /// [`Position::leader`]), or `None` when any checker may move. `None`: no such checker.
    pub leader: Option<fn(&Position, Side) -> Option<u8>>,
    /// Whether the side that just moved (`mover`) may end its turn on `after`. `None`: always
    /// (backgammon).
    pub turn_end: Option<fn(&Position, Side) -> TurnEnd>,
    /// Whether anything on the board, besides having every checker home, forbids `side` to
    /// bear off (Jacquet's V12). `None`: nothing does.
    pub bear_off_blocked: Option<fn(&Position, Side) -> bool>,
    /// An end decided on the board before anyone has borne off all (Plakoto's mother).
    pub early_end: fn(&Position) -> Option<Outcome>,
    /// A game's own moves, for games without dice (Grasshopper): every play of the side on
    /// roll, one per resulting position.
    pub moves: Option<fn(&Position) -> Vec<super::generate::LegalPlay>>,
    /// What follows `stage`, played from `before` to `after` (the opponent on roll), `complete`
    /// when every number of the stage was played; backgammon hands the turn over.
    pub after_stage:
        fn(before: &Position, stage: Stage, after: &Position, complete: bool) -> AfterStage,
    /// The stage a roll gives (Mexican's 1-2 is never played: a double is named instead).
    pub roll: fn(Dice) -> StageKind,
    /// A game's own rule for one checker moved by one die from `from` (25 the bar,
    /// [`super::moves::RESERVE`]), replacing the general one of `rules::general` (Ludus's
    /// forbidden points, Tourne-case's rows); `None` keeps the general rule. The sources, the
    /// search over the dice and the dice-usage rule stay the general generator's.
    pub step: Option<StepRule>,
    /// A game's own plays for a roll, replacing the general search entirely (Catch me's sums,
    /// skips and corner jumps, which are not one die per step): every legal play of the
    /// numbers given (two, or four of a double), one per resulting position, the opponent
    /// then on roll. A turn typed one move at a time follows these plays' steps.
    pub plays: Option<PlaysRule>,
}

/// A game's own plays for a roll's numbers: every legal play, one per resulting position.
pub type PlaysRule = fn(&Position, &[super::dice::Die]) -> Vec<super::generate::LegalPlay>;

/// A game's rule for one step: the step and the position after it, if the rule allows it.
pub type StepRule =
    fn(&Position, from: u8, die: super::dice::Die) -> Option<(super::moves::Step, Position)>;

impl Hooks {
    /// Backgammon's behaviour: no leader, any end of turn, bearing off never blocked, no end
    /// but bearing off, moves by the dice.
    pub const NONE: Hooks = Hooks {
        leader: None,
        turn_end: None,
        bear_off_blocked: None,
        early_end: |_| None,
        moves: None,
        after_stage: |_, _, _, _| AfterStage::HandOver,
        roll: StageKind::Roll,
        step: None,
        plays: None,
    };
}

impl Hooks {
    /// Whether `mover` may end its turn on `after`, by the game's [`Hooks::turn_end`].
    #[must_use]
    pub fn judge_turn_end(&self, after: &Position, mover: Side) -> TurnEnd {
        self.turn_end
            .map_or(TurnEnd::Allowed, |hook| hook(after, mover))
    }

    /// Whether the game's [`Hooks::bear_off_blocked`] forbids `side` to bear off in `pos`.
    #[must_use]
    pub fn blocks_bear_off(&self, pos: &Position, side: Side) -> bool {
        self.bear_off_blocked.is_some_and(|hook| hook(pos, side))
    }
}

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hooks")
    }
}
