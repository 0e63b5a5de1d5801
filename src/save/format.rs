//! The save file's JSON, field by field: words rather than numbers where a person reads
//! them (sides, games, results), points in each side's own numbering (25 the bar, 0 off).

use serde::{Deserialize, Serialize};

use crate::ai::search::Level;
use crate::i18n::Lang;
use crate::notation::play_input::PlayNotation;
use crate::rules::clock::{Clock, ClockRules};
use crate::rules::cube::Cube;
use crate::rules::score::{Format, GameEnd, MatchRules};
use crate::rules::{
    BySide, Conventions, Dice, Die, Points, Position, Setup, Side, Stacks, Step, Variant, WinKind,
};
use crate::session::history::{Action, GameRecord};
use crate::session::kept::Dropped;
use crate::session::snapshot::{Snapshot, Waiting};
use crate::session::tutor::{Threshold, Tutor};
use crate::session::{DiceState, FileProblem, Player, Settings};

/// The `format` field of every save.
pub const FORMAT: &str = "tablier-save";
/// The version written; saves of this version or earlier are read. Version 2 added the
/// checksum (every save of version 2 must carry it) and the generator's place in its stream;
/// version 3 lets a money session leave its first games out (`dropped`, see
/// `session::kept`): a reader of version 2 would take such a save for a damaged one.
pub const VERSION: u32 = 3;

/// How a save's checksum starts: the hash's name, then its 16 hex digits.
const CHECKSUM_PREFIX: &str = "fnv1a64:";
/// What the checksum field looks like in the text, right before its value: always the
/// last field.
const CHECKSUM_FIELD: &str = ",\n  \"checksum\": \"";

/// The most dice a game's record can explain, per game and per action: two per roll and
/// the opening's ties, with room to spare. A save claiming more was not written by a game.
const DRAWN_PER_RECORD: u64 = 100;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u32,
    settings: SettingsDto,
    #[serde(rename = "match")]
    match_rules: MatchDto,
    score: [u32; 2],
    cube: CubeDto,
    position: PositionDto,
    dice: Option<DiceDto>,
    waiting: WaitingDto,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<ClockDto>,
    /// Each side's next roll already made, green first (Lancer prématuré); absent when
    /// neither is.
    #[serde(default, skip_serializing_if = "no_early_roll")]
    early: [Option<[u8; 2]>; 2],
    /// The games of a money session left out of `games`, before them: absent when none
    /// is, and in saves before version 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dropped: Option<DroppedDto>,
    games: Vec<GameDto>,
    /// The hash of the text without this field (see [`seal`]): absent only in saves of
    /// version 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    checksum: Option<String>,
}

/// What a save keeps of the games a money session left out (`session::kept::Dropped`).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DroppedDto {
    /// How many games, the first ones of the session.
    games: u32,
    /// How many actions they held, all together: the dice they drew are explained by them.
    actions: u64,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockDto {
    per_point_ms: u64,
    delay_ms: u64,
    bank_ms: [u64; 2],
}

/// Only the first two fields, to tell a foreign file from a later version.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingsDto {
    lang: String,
    game: String,
    notation: String,
    green: String,
    black: String,
    auto_confirm: bool,
    speech: bool,
    rate: i8,
    no_six_block: bool,
    double_bouchage: bool,
    /// "Deux tours contre le libre choix": Black chooses its rolls; written only when so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    black_chooses: bool,
    /// The tutor's threshold in points (`0.08`) when it is on; absent when off, and in
    /// saves made before the tutor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tutor: Option<f64>,
    /// The computer's level (`--niveau`), by its English identifier (`expert`): always
    /// written, optional only because saves made before it have none (they resume at the
    /// default level).
    #[serde(default)]
    level: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchDto {
    /// `single`, `match` or `money`.
    kind: String,
    length: Option<u32>,
    cube_cap: u32,
    jacoby: bool,
    beavers: bool,
    /// Jacquet's convention of counting games won only (absent in saves made before it).
    #[serde(default)]
    games_won_only: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CubeDto {
    value: u32,
    owner: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionDto {
    turn: String,
    green: Vec<u8>,
    black: Vec<u8>,
    green_postillon: Option<u8>,
    black_postillon: Option<u8>,
    /// Checkers in the reserve, Green's then Black's (games that have one).
    #[serde(default, skip_serializing_if = "is_zero_pair")]
    reserve: [u8; 2],
    /// Pinned checkers as masks of own points, Green's then Black's (pinning games).
    #[serde(default, skip_serializing_if = "is_zero_masks")]
    pinned: [u32; 2],
    /// The last side to score and how many times in a row (Grasshopper).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    streak: Option<(String, u8)>,
    /// The roll every turn plays, higher die first (Lancer fixe).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fixed: Option<[u8; 2]>,
    /// The side that hit, in a game where hitting loses (Sans prendre).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    forfeit: Option<String>,
    /// Each side's phase, Green's then Black's (Doublets: 1 unstack, 2 restack, 3 bear off).
    #[serde(default, skip_serializing_if = "is_zero_pair")]
    phase: [u8; 2],
    /// Each side's standing piles as a mask of own points 1..=6, bit `p − 1` (Doublets).
    #[serde(default, skip_serializing_if = "is_zero_pair")]
    piles: [u8; 2],
}

fn is_zero_pair(pair: &[u8; 2]) -> bool {
    *pair == [0, 0]
}

fn is_zero_masks(masks: &[u32; 2]) -> bool {
    *masks == [0, 0]
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceDto {
    seed: u64,
    drawn: u64,
    /// The generator's place in its stream, in 32-bit words: absent in saves of version 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    word: Option<u64>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WaitingDto {
    /// `before_roll`, `turn`, `named` (a turn playing a double named in place of a roll),
    /// `doubled`, `resigning`, `between_games` or `over`.
    state: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dice: Option<[u8; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    by: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameDto {
    number: u32,
    score: [u32; 2],
    crawford: bool,
    start: PositionDto,
    actions: Vec<ActionDto>,
    end: Option<EndDto>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EndDto {
    /// `won`, `dropped` or `resigned`.
    how: String,
    winner: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kind: Option<String>,
    points: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
enum ActionDto {
    /// Steps as `[from, to, die]`, in the mover's numbering; dice and die 0 where the game
    /// has none (Grasshopper).
    Play {
        side: String,
        dice: [u8; 2],
        steps: Vec<[u8; 3]>,
    },
    Double {
        side: String,
        value: u32,
    },
    Take {
        side: String,
    },
    Beaver {
        side: String,
    },
    Drop {
        side: String,
    },
    Resign {
        side: String,
        kind: String,
    },
    ResignAnswer {
        side: String,
        accepted: bool,
    },
}

fn side_word(side: Side) -> String {
    match side {
        Side::Green => "green".into(),
        Side::Black => "black".into(),
    }
}

fn side_of(word: &str) -> Result<Side, FileProblem> {
    match word {
        "green" => Ok(Side::Green),
        "black" => Ok(Side::Black),
        _ => Err(FileProblem::Damaged),
    }
}

fn player_word(player: Player) -> String {
    match player {
        Player::Human => "human".into(),
        Player::Computer => "computer".into(),
    }
}

fn player_of(word: &str) -> Result<Player, FileProblem> {
    match word {
        "human" => Ok(Player::Human),
        "computer" => Ok(Player::Computer),
        _ => Err(FileProblem::Damaged),
    }
}

/// The level a save names, by the English identifier tablier writes: any other word (even
/// one the command line accepts, `Expert`, `débutant`) means the file was altered, and is
/// refused as every other field is.
fn level_of(word: &str) -> Result<Level, FileProblem> {
    Level::ALL
        .into_iter()
        .find(|l| l.id_en() == word)
        .ok_or(FileProblem::Damaged)
}

fn kind_word(kind: WinKind) -> String {
    kind.word()
}

fn kind_of(word: &str) -> Result<WinKind, FileProblem> {
    WinKind::from_name(word).ok_or(FileProblem::Damaged)
}

fn no_early_roll(early: &[Option<[u8; 2]>; 2]) -> bool {
    early.iter().all(Option::is_none)
}

fn dice_pair(dice: Dice) -> [u8; 2] {
    [dice.big().value(), dice.small().value()]
}

fn dice_of(pair: [u8; 2]) -> Result<Dice, FileProblem> {
    Dice::from_values(pair[0], pair[1]).ok_or(FileProblem::Damaged)
}

fn position_dto(pos: &Position) -> PositionDto {
    PositionDto {
        turn: side_word(pos.turn()),
        green: pos.checkers(Side::Green).to_vec(),
        black: pos.checkers(Side::Black).to_vec(),
        green_postillon: pos.postillon(Side::Green),
        black_postillon: pos.postillon(Side::Black),
        reserve: [pos.reserve(Side::Green), pos.reserve(Side::Black)],
        pinned: [pos.pinned_mask(Side::Green), pos.pinned_mask(Side::Black)],
        streak: pos.streak().map(|(side, n)| (side_word(side), n)),
        fixed: pos.fixed_roll().map(dice_pair),
        forfeit: pos.forfeit().map(side_word),
        phase: Side::ALL.map(|s| pos.stacks(s).phase()),
        piles: Side::ALL.map(|s| pos.stacks(s).piles()),
    }
}

fn points_of(counts: &[u8]) -> Result<Points, FileProblem> {
    counts.try_into().map_err(|_| FileProblem::Damaged)
}

fn position_of(
    dto: &PositionDto,
    variant: Variant,
    conventions: Conventions,
) -> Result<Position, FileProblem> {
    let streak = match &dto.streak {
        Some((side, n)) => Some((side_of(side)?, *n)),
        None => None,
    };
    let setup = Setup {
        variant,
        checkers: BySide {
            green: points_of(&dto.green)?,
            black: points_of(&dto.black)?,
        },
        reserve: BySide {
            green: dto.reserve[0],
            black: dto.reserve[1],
        },
        pinned: BySide {
            green: dto.pinned[0],
            black: dto.pinned[1],
        },
        postillon: BySide {
            green: dto.green_postillon,
            black: dto.black_postillon,
        },
        streak,
        stacks: BySide {
            green: Stacks::new(dto.phase[0], dto.piles[0]).ok_or(FileProblem::Damaged)?,
            black: Stacks::new(dto.phase[1], dto.piles[1]).ok_or(FileProblem::Damaged)?,
        },
        turn: side_of(&dto.turn)?,
    };
    let mut pos = Position::from_setup(setup)
        .map(|p| p.with_conventions(conventions))
        .map_err(|_| FileProblem::Damaged)?;
    if let Some(pair) = dto.fixed {
        let dice = dice_of(pair)?;
        pos = pos.with_fixed_roll(dice);
        // A fixed roll in a game whose dice are rolled, or a double: not tablier's file.
        if pos.fixed_roll() != Some(dice) || dice.is_double() {
            return Err(FileProblem::Damaged);
        }
    }
    if let Some(side) = &dto.forfeit {
        let side = side_of(side)?;
        pos = pos.with_forfeit(side);
        if pos.forfeit() != Some(side) {
            return Err(FileProblem::Damaged);
        }
    }
    Ok(pos)
}

fn action_dto(action: &Action) -> ActionDto {
    match action {
        Action::Play {
            side, dice, steps, ..
        } => ActionDto::Play {
            side: side_word(*side),
            dice: dice.map_or([0, 0], dice_pair),
            steps: steps
                .iter()
                .map(|s| [s.from, s.to, s.die.map_or(0, Die::value)])
                .collect(),
        },
        Action::Double { side, value } => ActionDto::Double {
            side: side_word(*side),
            value: *value,
        },
        Action::Take { side } => ActionDto::Take {
            side: side_word(*side),
        },
        Action::Beaver { side } => ActionDto::Beaver {
            side: side_word(*side),
        },
        Action::Drop { side } => ActionDto::Drop {
            side: side_word(*side),
        },
        Action::Resign { side, kind } => ActionDto::Resign {
            side: side_word(*side),
            kind: kind_word(*kind),
        },
        Action::ResignAnswer { side, accepted } => ActionDto::ResignAnswer {
            side: side_word(*side),
            accepted: *accepted,
        },
    }
}

/// An action as read; a play's `before` is a placeholder the replay fills in.
fn action_of(dto: &ActionDto, placeholder: Position) -> Result<Action, FileProblem> {
    Ok(match dto {
        ActionDto::Play { side, dice, steps } => Action::Play {
            side: side_of(side)?,
            dice: match *dice {
                [0, 0] => None,
                pair => Some(dice_of(pair)?),
            },
            before: placeholder,
            steps: steps
                .iter()
                .map(|&[from, to, die]| {
                    Ok(Step {
                        from,
                        to,
                        die: match die {
                            0 => None,
                            d => Some(Die::new(d).ok_or(FileProblem::Damaged)?),
                        },
                        hit: false,
                        pin: false,
                    })
                })
                .collect::<Result<_, FileProblem>>()?,
        },
        ActionDto::Double { side, value } => Action::Double {
            side: side_of(side)?,
            value: *value,
        },
        ActionDto::Take { side } => Action::Take {
            side: side_of(side)?,
        },
        ActionDto::Beaver { side } => Action::Beaver {
            side: side_of(side)?,
        },
        ActionDto::Drop { side } => Action::Drop {
            side: side_of(side)?,
        },
        ActionDto::Resign { side, kind } => Action::Resign {
            side: side_of(side)?,
            kind: kind_of(kind)?,
        },
        ActionDto::ResignAnswer { side, accepted } => Action::ResignAnswer {
            side: side_of(side)?,
            accepted: *accepted,
        },
    })
}

fn end_dto((end, points): (GameEnd, u32)) -> EndDto {
    let (how, kind) = match end {
        GameEnd::Won { kind, .. } => ("won", Some(kind_word(kind))),
        GameEnd::Dropped { .. } => ("dropped", None),
        GameEnd::Resigned { kind, .. } => ("resigned", Some(kind_word(kind))),
        GameEnd::TimeForfeit { .. } => ("time_forfeit", None),
        GameEnd::Drawn => ("drawn", None),
    };
    EndDto {
        how: how.into(),
        // A draw has no winner: the field stays empty.
        winner: end.winner().map(side_word).unwrap_or_default(),
        kind,
        points,
    }
}

fn end_of(dto: &EndDto) -> Result<(GameEnd, u32), FileProblem> {
    if dto.how == "drawn" {
        return Ok((GameEnd::Drawn, 0));
    }
    let winner = side_of(&dto.winner)?;
    let kind = || kind_of(dto.kind.as_deref().unwrap_or(""));
    let end = match dto.how.as_str() {
        "won" => GameEnd::Won {
            winner,
            kind: kind()?,
        },
        "dropped" => GameEnd::Dropped { winner },
        "time_forfeit" => GameEnd::TimeForfeit { winner },
        "resigned" => GameEnd::Resigned {
            winner,
            kind: kind()?,
        },
        _ => return Err(FileProblem::Damaged),
    };
    Ok((end, dto.points))
}

fn waiting_dto(waiting: Waiting) -> WaitingDto {
    let mut dto = WaitingDto {
        state: String::new(),
        dice: None,
        by: None,
        kind: None,
    };
    dto.state = match waiting {
        Waiting::BeforeRoll => "before_roll",
        Waiting::Turn { dice, named } => {
            dto.dice = dice.map(dice_pair);
            // A double named in place of a roll: its own state, so that saves of every
            // other turn read as they always did.
            if named { "named" } else { "turn" }
        }
        Waiting::Doubled { by } => {
            dto.by = Some(side_word(by));
            "doubled"
        }
        Waiting::Resigning { by, kind, dice } => {
            dto.by = Some(side_word(by));
            dto.kind = Some(kind_word(kind));
            dto.dice = dice.map(dice_pair);
            "resigning"
        }
        Waiting::ComputerToRoll => "computer_to_roll",
        Waiting::Naming => "naming",
        Waiting::Choosing => "choosing",
        Waiting::BetweenGames => "between_games",
        Waiting::Over => "over",
    }
    .into();
    dto
}

fn waiting_of(dto: &WaitingDto) -> Result<Waiting, FileProblem> {
    let by = || side_of(dto.by.as_deref().unwrap_or(""));
    let dice = dto.dice.map(dice_of).transpose()?;
    Ok(match dto.state.as_str() {
        "before_roll" => Waiting::BeforeRoll,
        "turn" => Waiting::Turn { dice, named: false },
        "named" => Waiting::Turn { dice, named: true },
        "doubled" => Waiting::Doubled { by: by()? },
        "resigning" => Waiting::Resigning {
            by: by()?,
            kind: kind_of(dto.kind.as_deref().unwrap_or(""))?,
            dice,
        },
        "computer_to_roll" => Waiting::ComputerToRoll,
        "naming" => Waiting::Naming,
        "choosing" => Waiting::Choosing,
        "between_games" => Waiting::BetweenGames,
        "over" => Waiting::Over,
        _ => return Err(FileProblem::Damaged),
    })
}

/// The JSON text of `s`, pretty-printed, ending with a newline.
pub fn to_text(s: &Snapshot) -> String {
    let rules = &s.rules;
    let file = SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        settings: SettingsDto {
            lang: s.settings.lang.code().into(),
            game: s.settings.variant.name().into(),
            notation: match s.settings.notation {
                PlayNotation::Tactile => "tactile",
                PlayNotation::Standard => "standard",
            }
            .into(),
            green: player_word(s.settings.players.green),
            black: player_word(s.settings.players.black),
            auto_confirm: s.settings.auto_confirm,
            speech: s.settings.speech,
            rate: s.settings.rate,
            no_six_block: s.settings.conventions.no_six_block,
            double_bouchage: s.settings.conventions.double_bouchage,
            black_chooses: s.settings.conventions.black_chooses,
            tutor: match s.settings.tutor {
                Tutor::On(t) => Some(f64::from(t.thousandths()) / 1000.0),
                Tutor::Off => None,
            },
            level: Some(s.settings.level.id_en().into()),
        },
        match_rules: MatchDto {
            kind: match rules.format {
                Format::SingleGame => "single",
                Format::Match(_) => "match",
                Format::Money => "money",
            }
            .into(),
            length: rules.length(),
            cube_cap: rules.cube_cap,
            jacoby: rules.jacoby,
            beavers: rules.beavers,
            games_won_only: rules.games_won_only,
        },
        score: [s.score.green, s.score.black],
        cube: CubeDto {
            value: s.cube.value(),
            owner: s.cube.owner().map(side_word),
        },
        position: position_dto(&s.position),
        dice: s.dice.map(|d| DiceDto {
            seed: d.seed,
            drawn: d.drawn,
            word: Some(d.word),
        }),
        waiting: waiting_dto(s.waiting),
        early: [s.early.green.map(dice_pair), s.early.black.map(dice_pair)],
        clock: s.clock.map(|c| ClockDto {
            per_point_ms: c.rules().per_point_ms,
            delay_ms: c.rules().delay_ms,
            bank_ms: [c.bank(Side::Green), c.bank(Side::Black)],
        }),
        dropped: (s.dropped != Dropped::default()).then_some(DroppedDto {
            games: s.dropped.games,
            actions: s.dropped.actions,
        }),
        games: s
            .games
            .iter()
            .map(|g| GameDto {
                number: g.number,
                score: [g.score.green, g.score.black],
                crawford: g.crawford,
                start: position_dto(&g.start),
                actions: g.actions.iter().map(action_dto).collect(),
                end: g.end.map(end_dto),
            })
            .collect(),
        checksum: None,
    };
    seal(&compact_arrays(
        &serde_json::to_string_pretty(&file).unwrap_or_default(),
    ))
}

/// FNV-1a, 64 bits: enough to tell a file changed by hand or by a fault from the one
/// tablier wrote (it is no protection against someone who recomputes it).
fn fnv1a64(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The save's text without its checksum field, and the checksum it claims; `None` when it
/// has none.
fn unsealed(text: &str) -> Option<(String, &str)> {
    let at = text.rfind(CHECKSUM_FIELD)?;
    let rest = &text[at + CHECKSUM_FIELD.len()..];
    let (claimed, tail) = rest.split_once('"')?;
    (tail.trim() == "}").then(|| (format!("{}\n}}", &text[..at]), claimed))
}

/// `text` (a save's JSON, sealed or not) with its checksum, as the last field, computed
/// anew: what tablier writes. Also for tools and tests that write a save by hand: a sealed
/// file is still checked field by field, as every save is.
#[must_use]
pub fn seal(text: &str) -> String {
    let body = match unsealed(text) {
        Some((body, _)) => body,
        None => text.trim_end().to_owned(),
    };
    let Some(open) = body.strip_suffix("\n}") else {
        return format!("{body}\n");
    };
    format!(
        "{open}{CHECKSUM_FIELD}{CHECKSUM_PREFIX}{:016x}\"\n}}\n",
        fnv1a64(&body)
    )
}

/// Whether `text` carries the checksum of its own content.
fn seal_holds(text: &str) -> bool {
    unsealed(text).is_some_and(|(body, claimed)| {
        claimed.strip_prefix(CHECKSUM_PREFIX) == Some(format!("{:016x}", fnv1a64(&body)).as_str())
    })
}

/// Refuses a value beyond the bounds the command line sets for it.
fn within<T: PartialOrd>(value: T, bounds: std::ops::RangeInclusive<T>) -> Result<T, FileProblem> {
    if bounds.contains(&value) {
        Ok(value)
    } else {
        Err(FileProblem::Damaged)
    }
}

/// Puts each array of plain values on one line (`[0, 2, 0]`), so that a position or a
/// play reads at a glance; arrays holding objects or arrays keep one item per line.
fn compact_arrays(pretty: &str) -> String {
    let mut out = String::with_capacity(pretty.len());
    let mut rest = pretty;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..=open]);
        rest = &rest[open + 1..];
        let Some(close) = rest.find(']') else {
            break;
        };
        let inside = &rest[..close];
        if inside.contains(['{', '[', '"']) {
            continue;
        }
        let items: Vec<&str> = inside
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .collect();
        out.push_str(&items.join(", "));
        out.push(']');
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The dice of a save, refused when the record cannot explain as many throws, or when the
/// generator's place is not one those throws reach. The record is one match, and the dice
/// start with it: each new match draws a stream of its own (`DiceSource::new_match`). The
/// games a money session left out count as the records they were (`dropped`).
fn dice_state(
    dto: &DiceDto,
    games: &[GameRecord],
    dropped: Dropped,
) -> Result<DiceState, FileProblem> {
    let records = games
        .iter()
        .map(|g| 1 + g.actions.len() as u64)
        .sum::<u64>()
        .saturating_add(dropped.records());
    within(dto.drawn, 0..=DRAWN_PER_RECORD.saturating_mul(records + 1))?;
    let state = match dto.word {
        Some(word) => DiceState {
            seed: dto.seed,
            drawn: dto.drawn,
            word,
        },
        // Version 1: the place is found by throwing the dice again, as many as the record
        // allows (bounded above).
        None => {
            use crate::session::DiceSource;
            crate::session::SeededDice::replayed(dto.seed, dto.drawn)
                .state()
                .ok_or(FileProblem::Damaged)?
        }
    };
    if state.is_consistent() {
        Ok(state)
    } else {
        Err(FileProblem::Damaged)
    }
}

/// Reads a save's text into a snapshot (not yet replayed).
pub fn from_text(text: &str) -> Result<Snapshot, FileProblem> {
    let header: Header = serde_json::from_str(text).map_err(|_| FileProblem::Foreign)?;
    if header.format != FORMAT {
        return Err(FileProblem::Foreign);
    }
    if header.version > VERSION {
        return Err(FileProblem::Version);
    }
    // A save is refused unless its checksum holds: changed outside tablier. Saves of
    // version 1 had none, so any edit could pass as one: they are refused as unchecked
    // (the file is left as it is).
    if header.version < 2 {
        return Err(FileProblem::Unchecked);
    }
    if !seal_holds(text) {
        return Err(FileProblem::Edited);
    }
    let file: SaveFile = serde_json::from_str(text).map_err(|_| FileProblem::Damaged)?;
    let d = &file.settings;
    let variant: Variant = d.game.parse().map_err(|_| FileProblem::Damaged)?;
    let conventions = Conventions {
        no_six_block: d.no_six_block,
        double_bouchage: d.double_bouchage,
        black_chooses: d.black_chooses,
    };
    let settings = Settings {
        // Not saved: how much is said is the player's, not the match's.
        verbosity: crate::session::Verbosity::default(),
        messages: crate::session::Messages::default(),
        // Nor is the voice's pitch or volume: the player's, kept in the settings file.
        pitch: 0,
        volume: 100,
        lang: d.lang.parse::<Lang>().map_err(|_| FileProblem::Damaged)?,
        variant,
        notation: d.notation.parse().map_err(|_| FileProblem::Damaged)?,
        players: BySide {
            green: player_of(&d.green)?,
            black: player_of(&d.black)?,
        },
        auto_confirm: d.auto_confirm,
        // The player's, kept in the settings file, not the match's.
        forced_auto: false,
        speech: d.speech,
        rate: within(d.rate, -100..=100)?,
        conventions,
        games_won_only: file.match_rules.games_won_only,
        // Not saved: a resumed match thinks as its level does, unless told again.
        thinking: None,
        level: match &d.level {
            None => Level::default(),
            Some(word) => level_of(word)?,
        },
        tutor: match d.tutor {
            None => Tutor::Off,
            Some(points) => Tutor::On(
                Threshold::from_thousandths((points * 1000.0).round().clamp(0.0, 1e4) as u16)
                    .ok_or(FileProblem::Damaged)?,
            ),
        },
    };
    let m = &file.match_rules;
    // The bounds of the match, the cube and the clock are the rules' own, as on the command
    // line.
    let format = match (m.kind.as_str(), m.length) {
        ("single", None) => Format::SingleGame,
        ("match", Some(n)) => Format::match_of(n).ok_or(FileProblem::Damaged)?,
        ("money", None) => Format::Money,
        _ => return Err(FileProblem::Damaged),
    };
    let mut rules = MatchRules::new(format)
        .with_cube_cap(m.cube_cap)
        .ok_or(FileProblem::Damaged)?;
    if file.cube.value > m.cube_cap {
        return Err(FileProblem::Damaged);
    }
    let over = file.waiting.state == "over";
    if let Some(c) = &file.clock {
        ClockRules::new(c.per_point_ms, c.delay_ms).ok_or(FileProblem::Damaged)?;
        // A bank never grows past what the match gave it, and an empty one ends the match.
        let full = c.per_point_ms * u64::from(m.length.unwrap_or(1).max(1));
        for bank in c.bank_ms {
            within(bank, u64::from(!over)..=full)?;
        }
    }
    rules.jacoby = m.jacoby;
    rules.beavers = m.beavers;
    rules.games_won_only = m.games_won_only;
    let cube = Cube::new(
        file.cube.value,
        file.cube.owner.as_deref().map(side_of).transpose()?,
    )
    .ok_or(FileProblem::Damaged)?;
    let position = position_of(&file.position, variant, conventions)?;
    let games = file
        .games
        .iter()
        .map(|g| {
            let start = position_of(&g.start, variant, conventions)?;
            Ok(GameRecord {
                number: g.number,
                start,
                score: BySide {
                    green: g.score[0],
                    black: g.score[1],
                },
                crawford: g.crawford,
                actions: g
                    .actions
                    .iter()
                    .map(|a| action_of(a, start))
                    .collect::<Result<_, FileProblem>>()?,
                end: g.end.as_ref().map(end_of).transpose()?,
            })
        })
        .collect::<Result<Vec<_>, FileProblem>>()?;
    // Before version 3 no game was ever left out.
    if header.version < 3 && file.dropped.is_some() {
        return Err(FileProblem::Damaged);
    }
    let dropped = file
        .dropped
        .as_ref()
        .map_or(Dropped::default(), |d| Dropped {
            games: d.games,
            actions: d.actions,
        });
    let dice = file
        .dice
        .as_ref()
        .map(|d| dice_state(d, &games, dropped))
        .transpose()?;
    Ok(Snapshot {
        settings,
        rules,
        dice,
        games,
        dropped,
        waiting: waiting_of(&file.waiting)?,
        early: BySide {
            green: file.early[0].map(dice_of).transpose()?,
            black: file.early[1].map(dice_of).transpose()?,
        },
        score: BySide {
            green: file.score[0],
            black: file.score[1],
        },
        cube,
        position,
        clock: file.clock.map(|c| {
            Clock::with_banks(
                ClockRules {
                    per_point_ms: c.per_point_ms,
                    delay_ms: c.delay_ms,
                },
                BySide {
                    green: c.bank_ms[0],
                    black: c.bank_ms[1],
                },
            )
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::NewGame as GameConfig;
    use crate::session::Session;

    /// The text of a single game against the computer at `level`, at the player's first
    /// turn.
    fn saved_at(level: Option<Level>) -> String {
        let config = GameConfig {
            seed: Some(1),
            level,
            ..GameConfig::new(Lang::Fr, Variant::Backgammon)
        };
        let mut session = Session::new(&config);
        session.start();
        to_text(&session.snapshot().expect("a game under way"))
    }

    #[test]
    fn a_fixed_roll_game_resumes_with_its_roll_and_never_rolls_again() {
        // Lancer fixe (`variants.md` §2.19): the roll lives in the position, and so in the save.
        let config = GameConfig {
            seed: Some(7),
            ..GameConfig::new(Lang::Fr, Variant::LancerFixe)
        };
        let mut session = Session::new(&config);
        session.start();
        let fixed = session
            .position()
            .fixed_roll()
            .expect("the opening roll is kept");
        let text = to_text(&session.snapshot().expect("a game under way"));
        assert!(text.contains("\"fixed\""), "{text}");
        let back = from_text(&text).expect("a good save");
        let mut resumed = Session::restore(back).expect("it resumes");
        assert_eq!(resumed.position().fixed_roll(), Some(fixed));
        resumed.start();
        assert_eq!(resumed.position().fixed_roll(), Some(fixed));
        let played = resumed
            .history()
            .iter()
            .flat_map(|g| g.actions.iter())
            .filter_map(|a| match a {
                Action::Play { dice, .. } => *dice,
                _ => None,
            })
            .collect::<Vec<_>>();
        assert!(!played.is_empty());
        assert!(played.iter().all(|&d| d == fixed), "{played:?}");
    }

    #[test]
    fn a_fixed_roll_in_a_game_whose_dice_are_rolled_is_a_damaged_save() {
        let config = GameConfig {
            seed: Some(1),
            ..GameConfig::new(Lang::Fr, Variant::Backgammon)
        };
        let mut session = Session::new(&config);
        session.start();
        let snapshot = session.snapshot().expect("a game under way");
        let mut dto = position_dto(&snapshot.position);
        dto.fixed = Some([5, 3]);
        assert_eq!(
            position_of(&dto, Variant::Backgammon, Conventions::default()),
            Err(FileProblem::Damaged)
        );
    }

    #[test]
    fn the_computers_level_is_saved_and_read_back() {
        let text = saved_at(Some(Level::Expert));
        assert!(text.contains("\"level\": \"expert\""), "{text}");
        let back = from_text(&text).expect("a good save");
        assert_eq!(back.settings.level, Level::Expert);
        assert_eq!(to_text(&back), text, "the round trip changes nothing");
    }

    #[test]
    fn a_save_without_the_level_resumes_at_the_default_level() {
        let text = saved_at(Some(Level::Beginner));
        let old = text.replacen(",\n    \"level\": \"beginner\"", "", 1);
        assert!(!old.contains("level"), "{old}");
        let back = from_text(&seal(&old)).expect("a save made before the level was saved");
        assert_eq!(back.settings.level, Level::default());
    }

    #[test]
    fn a_level_tablier_never_writes_is_a_damaged_save() {
        let text = saved_at(None);
        for bad in ["\"grandmaster\"", "\"Expert\"", "\"débutant\"", "\"\"", "3"] {
            let damaged = text.replacen("\"level\": \"advanced\"", &format!("\"level\": {bad}"), 1);
            assert_ne!(damaged, text, "{bad}");
            assert_eq!(
                from_text(&damaged).map(|_| ()),
                Err(FileProblem::Edited),
                "{bad}"
            );
            assert_eq!(
                from_text(&seal(&damaged)).map(|_| ()),
                Err(FileProblem::Damaged),
                "{bad}"
            );
        }
    }
}
