//! GNU Backgammon's Position ID: 14 Base64 characters for 80 bits of board.
//!
//! For the player not on roll, then the player on roll, each of its points 1..=24 and then
//! the bar gives as many 1-bits as checkers, followed by a 0-bit; bits fill each byte from
//! the lowest. The ID says nothing of whose turn it is: it is always read from the side on roll.

use base64::Engine;
use base64::alphabet::STANDARD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};

/// Base64 without padding; the last character's 2 spare bits are ignored, as gnubg does.
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &STANDARD,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone)
        .with_decode_allow_trailing_bits(true),
);

use crate::rules::{BAR, BySide, OFF, Points, Position, PositionError, Setup, Side, Variant};

/// Why a text is not a Position ID of a legal backgammon position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionIdError {
    /// Not 14 characters of the Base64 alphabet.
    #[error("not 14 Base64 characters")]
    Syntax,
    /// A side would have more than 15 checkers.
    #[error("too many checkers")]
    TooManyCheckers,
    /// The bits decode, but not to a legal position.
    #[error("illegal position: {0}")]
    Illegal(PositionError),
}

/// The Position ID of a backgammon position, seen from the side on roll.
#[must_use]
pub fn encode(pos: &Position) -> String {
    let me = pos.turn();
    let mut key = [0u8; 10];
    let mut bit = 0usize;
    for side in [!me, me] {
        let points = pos.checkers(side);
        for point in (1..=24).chain([BAR]) {
            for _ in 0..points[point] {
                key[bit / 8] |= 1 << (bit % 8);
                bit += 1;
            }
            bit += 1;
        }
    }
    BASE64.encode(key)
}

/// Reads a Position ID of a backgammon position, `turn` being the side on roll (the ID itself
/// does not say).
///
/// # Errors
/// [`PositionIdError`] for a malformed ID or one that is not a legal position.
pub fn decode(id: &str, turn: Side) -> Result<Position, PositionIdError> {
    decode_for(Variant::Backgammon, id, turn)
}

/// Reads a Position ID of a position of `variant` (a game gnubg plays: backgammon,
/// Nackgammon, Hyper-Backgammon), `turn` on roll; the checkers not on the board are borne off.
///
/// # Errors
/// [`PositionIdError`] for a malformed ID or one that is not a legal position of the game.
pub fn decode_for(variant: Variant, id: &str, turn: Side) -> Result<Position, PositionIdError> {
    let id = id.trim();
    if id.len() != 14 || !id.is_ascii() {
        return Err(PositionIdError::Syntax);
    }
    let bytes = BASE64.decode(id).map_err(|_| PositionIdError::Syntax)?;
    let key: [u8; 10] = bytes.try_into().map_err(|_| PositionIdError::Syntax)?;
    let bit_at = |i: usize| key[i / 8] >> (i % 8) & 1 == 1;
    let mut checkers = BySide::<Points>::default();
    let mut bit = 0usize;
    for side in [!turn, turn] {
        let mut total = 0u8;
        for point in (1..=24).chain([BAR]) {
            while bit < 80 && bit_at(bit) {
                checkers[side][point] += 1;
                total += 1;
                if total > 15 {
                    return Err(PositionIdError::TooManyCheckers);
                }
                bit += 1;
            }
            bit += 1;
        }
        checkers[side][OFF] = variant.rules().checkers.saturating_sub(total);
    }
    let setup = Setup {
        checkers,
        ..Setup::empty(variant, turn)
    };
    Position::from_setup(setup).map_err(PositionIdError::Illegal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starting_position_is_4hpwatdgc_abma() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        assert_eq!(encode(&start), "4HPwATDgc/ABMA");
        assert_eq!(decode("4HPwATDgc/ABMA", Side::Green), Ok(start));
    }

    #[test]
    fn an_id_of_the_wrong_length_is_refused() {
        assert_eq!(
            decode("4HPwATDgc/AB", Side::Green),
            Err(PositionIdError::Syntax)
        );
        assert_eq!(
            decode("4HPwATDgc/ABMA==", Side::Green),
            Err(PositionIdError::Syntax)
        );
        assert_eq!(
            decode("4HPwATDgc/AB!A", Side::Green),
            Err(PositionIdError::Syntax)
        );
        assert_eq!(
            decode("éHPwATDgc/ABM", Side::Green),
            Err(PositionIdError::Syntax)
        );
    }

    #[test]
    fn an_id_with_more_than_fifteen_checkers_is_refused() {
        assert_eq!(
            decode("//////////////", Side::Green),
            Err(PositionIdError::TooManyCheckers)
        );
    }
}
