//! `tablier legal`: the legal plays of a position, one per line, for testers, teachers and
//! other programs (GNU Backgammon's notation and Position IDs, or the tactile notation).
//!
//! For every game of the family (`--jeu NAME`, `variants.md` §0.5): `--position TEXT --trait
//! vert|noir --des DD` lists `PLAY<TAB>RESULT` for one step of the roll (the two dice of a
//! mixed roll, the four, or two, moves of a double); a game without dice (Grasshopper) takes
//! no `--des` and lists its moves.

use std::io::{BufRead, Write};

use clap::Args;

use super::{CliError, GameArgs, conventions, notation, variant};
use crate::i18n::{Localizer, vocabulary};
use crate::notation::play_input::{PlayNotation, format_tactile};
use crate::notation::tactile::Vocabulary;
use crate::notation::{gnubg_play, position_id, position_text};
use crate::rules::{Dice, Gnubg, LegalPlay, Position, Side, Variant};

#[derive(Args, Debug)]
pub(super) struct LegalArgs {
    /// gnubg Position ID, the side on roll first.
    #[arg(long = "id", value_name = "ID", conflicts_with_all = ["position", "batch"])]
    id: Option<String>,
    /// Position in the tactile edition's text form.
    #[arg(long = "position", value_name = "TEXTE", conflicts_with = "batch")]
    position: Option<String>,
    /// The side on roll, with --position.
    #[arg(long = "trait", alias = "to-move", value_name = "COULEUR")]
    to_move: Option<String>,
    /// The roll, such as 63.
    #[arg(long = "des", alias = "dice", value_name = "DÉS")]
    dice: Option<String>,
    /// Read `<PositionID><TAB><dice>` lines on standard input.
    #[arg(long = "lot", alias = "batch")]
    batch: bool,
}

/// Puts the localized help on the subcommand's options.
pub(super) fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    super::localized_subcommand(
        cmd,
        loc,
        "cli-legal-about",
        "cli-legal-usage",
        &[
            ("id", "cli-legal-help-id"),
            ("position", "cli-legal-help-position"),
            ("to_move", "cli-legal-help-to-move"),
            ("dice", "cli-legal-help-dice"),
            ("batch", "cli-legal-help-batch"),
        ],
    )
}

/// Reads a roll written `63`, `6-3`, `6 3` or `6,3`.
fn parse_dice(text: &str) -> Result<Dice, CliError> {
    let digits: Vec<char> = text
        .chars()
        .filter(|c| !matches!(c, '-' | ' ' | ',' | '/'))
        .collect();
    match digits.as_slice() {
        [a, b] => a
            .to_digit(10)
            .zip(b.to_digit(10))
            .and_then(|(a, b)| Dice::from_values(a as u8, b as u8)),
        _ => None,
    }
    .ok_or_else(|| CliError::new("cli-error-dice", text))
}

/// Reads `vert`/`noir` (or `green`/`black`, or the letters).
fn parse_side(text: &str) -> Result<Side, CliError> {
    match text.trim().to_lowercase().as_str() {
        "vert" | "verts" | "green" | "v" | "g" => Ok(Side::Green),
        "noir" | "noirs" | "black" | "n" | "b" => Ok(Side::Black),
        _ => Err(CliError::new("cli-error-side", text)),
    }
}

/// Writes one play in the chosen notation.
fn play_text(
    pos: &Position,
    play: &LegalPlay,
    notation: PlayNotation,
    vocab: &Vocabulary,
) -> String {
    match notation {
        PlayNotation::Standard => gnubg_play::format_for(&play.play, pos.variant()),
        PlayNotation::Tactile => format_tactile(&play.play, pos.variant(), pos.turn(), vocab),
    }
}

/// The result column: the Position ID, or the position text, of the position after the play.
#[derive(Clone, Copy)]
enum ResultForm {
    PositionId,
    Text,
}

/// Each legal play as `PLAY<sep>RESULT`, sorted by byte order.
fn lines(
    pos: &Position,
    plays: &[LegalPlay],
    notation: PlayNotation,
    form: ResultForm,
    sep: char,
    vocab: &Vocabulary,
) -> Vec<String> {
    let mut lines: Vec<String> = plays
        .iter()
        .map(|p| {
            let result = match form {
                ResultForm::PositionId => position_id::encode(&p.after),
                ResultForm::Text => position_text::format(&p.after, vocab),
            };
            format!("{}{sep}{result}", play_text(pos, p, notation, vocab))
        })
        .collect();
    lines.sort();
    lines
}

pub(super) fn run(args: &LegalArgs, game: &GameArgs, loc: &Localizer) -> Result<i32, CliError> {
    let vocab = vocabulary(loc.lang());
    let variant = variant(game)?;
    // Position IDs describe the games GNU Backgammon plays (backgammon, Nackgammon,
    // Hyper-Backgammon), whose checker count says how many are borne off.
    let ids = variant.rules().gnubg != Gnubg::Unknown;
    if args.batch {
        if !ids {
            return Err(CliError::new(
                "cli-error-id-backgammon-only",
                variant.name(),
            ));
        }
        let notation = notation(game, PlayNotation::Standard)?;
        return Ok(batch(variant, notation, &vocab, loc));
    }
    // A game without dice lists its moves; the others need the roll.
    let dice = match (&args.dice, variant.rules().has_dice()) {
        (Some(d), true) => Some(parse_dice(d)?),
        (None, true) => return Err(CliError::new("cli-error-missing-option", "--des")),
        (Some(d), false) => return Err(CliError::new("cli-error-no-dice", d.as_str())),
        (None, false) => None,
    };
    let (pos, form, default_notation) = match (&args.id, &args.position) {
        (Some(id), _) => {
            if !ids {
                return Err(CliError::new(
                    "cli-error-id-backgammon-only",
                    variant.name(),
                ));
            }
            let pos = position_id::decode_for(variant, id, Side::Green)
                .map_err(|_| CliError::new("cli-error-position-id", id.as_str()))?;
            (pos, ResultForm::PositionId, PlayNotation::Standard)
        }
        (None, Some(text)) => {
            let turn = match &args.to_move {
                Some(side) => parse_side(side)?,
                None => return Err(CliError::new("cli-error-missing-option", "--trait")),
            };
            let pos = position_text::parse(text, variant, turn, &vocab)
                .map_err(|e| CliError::position_text(text, variant, e))?;
            let pos = pos.with_conventions(conventions(game)?);
            (pos, ResultForm::Text, PlayNotation::Tactile)
        }
        (None, None) => return Err(CliError::new("cli-error-missing-option", "--id")),
    };
    let notation = notation(game, default_notation)?;
    let plays = match dice {
        // A roll that is not played but names a double (Mexican's 1-2) has no line: the
        // double is asked as its own dice (`variants.md` §0.5).
        Some(dice) if (pos.rules().hooks.roll)(dice).names_a_double() => Vec::new(),
        Some(dice) => pos.legal_plays(dice),
        None => pos.legal_moves_without_dice(),
    };
    let mut out = std::io::stdout().lock();
    for line in lines(&pos, &plays, notation, form, '\t', &vocab) {
        if writeln!(out, "{line}").is_err() {
            return Ok(1);
        }
    }
    Ok(0)
}

/// Answers each `<PositionID><TAB><dice>` line of standard input with one line: the plays as
/// `PLAY=RESULT` joined by `;`, empty when there is none, or a localized error line. Returns
/// the exit status: 2 if any line was refused.
fn batch(variant: Variant, notation: PlayNotation, vocab: &Vocabulary, loc: &Localizer) -> i32 {
    let stdin = std::io::stdin().lock();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut status = 0;
    for line in stdin.split(b'\n') {
        let Ok(line) = line else { break };
        let line = String::from_utf8_lossy(&line);
        let line = line.trim_end_matches('\r');
        let answer = match batch_line(variant, line, notation, vocab) {
            Ok(plays) => plays,
            Err(e) => {
                status = super::EXIT_BAD_INPUT;
                e.message(loc)
            }
        };
        if writeln!(out, "{answer}").is_err() {
            return 1;
        }
    }
    if out.flush().is_err() {
        return 1;
    }
    status
}

fn batch_line(
    variant: Variant,
    line: &str,
    notation: PlayNotation,
    vocab: &Vocabulary,
) -> Result<String, CliError> {
    let mut cols = line.split(['\t', ' ']).filter(|c| !c.is_empty());
    let (Some(id), Some(dice), None) = (cols.next(), cols.next(), cols.next()) else {
        return Err(CliError::new("cli-error-batch-line", line));
    };
    let pos = position_id::decode_for(variant, id, Side::Green)
        .map_err(|_| CliError::new("cli-error-position-id", id))?;
    let plays = pos.legal_plays(parse_dice(dice)?);
    Ok(lines(&pos, &plays, notation, ResultForm::PositionId, '=', vocab).join(";"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_are_read_in_several_forms() {
        assert_eq!(parse_dice("63").ok(), Dice::from_values(6, 3));
        assert_eq!(parse_dice("3-6").ok(), Dice::from_values(6, 3));
        assert_eq!(parse_dice("5 5").ok(), Dice::from_values(5, 5));
        assert!(parse_dice("07").is_err());
        assert!(parse_dice("7").is_err());
        assert!(parse_dice("633").is_err());
        assert!(parse_dice("").is_err());
        assert!(parse_dice("６３").is_err());
    }

    #[test]
    fn a_batch_line_lists_the_plays_in_byte_order() {
        let vocab = Vocabulary::new("barre", "sortis", "réserve", "marques");
        let line = batch_line(
            Variant::Backgammon,
            "/9oBAIAAAAAAAA\t55",
            PlayNotation::Standard,
            &vocab,
        );
        assert_eq!(line.ok().as_deref(), Some("1/off=AAAA/rUDAAAAAA"));
        assert!(
            batch_line(
                Variant::Backgammon,
                "nonsense",
                PlayNotation::Standard,
                &vocab
            )
            .is_err()
        );
    }
}
