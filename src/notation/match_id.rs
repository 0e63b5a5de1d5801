//! GNU Backgammon's Match ID: 12 Base64 characters for the 66 bits of match state that the
//! Position ID leaves out (cube, score, dice, whose turn), so that a match can be handed to
//! or taken from gnubg and other programs that speak it.
//!
//! The 9 bytes hold bit fields filled from the lowest bit of the first byte on:
//! cube value as a power of two (4 bits), cube owner (2), player on roll (1), Crawford game
//! (1), game state (3), player whose turn it is (1), double offered (1), resignation offered
//! (2), die 1 (3), die 2 (3), match length (15, 0 for a money session), score of player 0
//! (15), score of player 1 (15). Players are gnubg's player 0 and player 1; which side each
//! is stays the caller's choice.
//!
//! ```
//! use tablier::notation::match_id::MatchId;
//!
//! let id = MatchId::decode("cAkKAAAAAAAA").unwrap();
//! assert_eq!(id.match_length, 0);
//! assert_eq!(id.encode(), "cAkKAAAAAAAA");
//! ```

use base64::Engine;
use base64::engine::general_purpose::STANDARD_NO_PAD;

use crate::rules::Die;

/// One of gnubg's two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Player 0 (gnubg's bottom player).
    Zero,
    /// Player 1.
    One,
}

impl Player {
    fn bit(self) -> u128 {
        match self {
            Player::Zero => 0,
            Player::One => 1,
        }
    }

    fn from_bit(bit: u128) -> Player {
        if bit == 0 { Player::Zero } else { Player::One }
    }
}

/// Who may double next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeOwner {
    /// Either player: the cube is in the middle.
    Centred,
    /// Only this player, who took the last double.
    Player(Player),
}

/// Where the current game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// No game started.
    NoGame,
    /// A game in progress.
    Playing,
    /// The game is over.
    Over,
    /// The game ended by resignation.
    Resigned,
    /// The game ended by a dropped double.
    Dropped,
}

/// A resignation on offer, and how much it gives away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resignation {
    /// None offered.
    None,
    /// A single game.
    Single,
    /// A gammon.
    Gammon,
    /// A backgammon.
    Backgammon,
}

/// The match state a Match ID carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchId {
    /// The cube value as a power of two: 0 for 1, 1 for 2, … up to 15 (only 4 bits are written).
    pub cube_log2: u8,
    /// Who owns the cube.
    pub cube_owner: CubeOwner,
    /// The player who rolls (or rolled) the dice of this turn.
    pub on_roll: Player,
    /// Whether this is the Crawford game.
    pub crawford: bool,
    /// Where the game stands.
    pub game_state: GameState,
    /// The player who must act now (differs from `on_roll` while a double or resignation waits
    /// for an answer).
    pub turn: Player,
    /// Whether a double waits for an answer.
    pub double_offered: bool,
    /// Which resignation waits for an answer.
    pub resignation: Resignation,
    /// The dice rolled, die 1 then die 2; `None` before the roll.
    pub dice: Option<(Die, Die)>,
    /// The match length, 0 for a money session (only 15 bits are written).
    pub match_length: u16,
    /// The scores of player 0 and player 1 (only 15 bits each are written).
    pub score: [u16; 2],
    /// Whether the Jacoby rule is on: GNU Backgammon 1.07 and later write it in the bit
    /// after the scores, and older Match IDs leave it clear.
    pub jacoby: bool,
}

/// Why a text is not a Match ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchIdError {
    /// Not 12 characters of the Base64 alphabet.
    #[error("not 12 Base64 characters")]
    Syntax,
    /// The cube owner field holds 2, which names nobody.
    #[error("unknown cube owner")]
    CubeOwner,
    /// The game state field holds 5 to 7.
    #[error("unknown game state")]
    GameState,
    /// A die of 7, or one die rolled and not the other.
    #[error("impossible dice")]
    Dice,
    /// The five bits after the last field are not zero.
    #[error("unused bits are set")]
    UnusedBits,
}

/// The fields' offsets and widths in bits.
const CUBE: (u32, u32) = (0, 4);
const OWNER: (u32, u32) = (4, 2);
const ON_ROLL: (u32, u32) = (6, 1);
const CRAWFORD: (u32, u32) = (7, 1);
const STATE: (u32, u32) = (8, 3);
const TURN: (u32, u32) = (11, 1);
const DOUBLE: (u32, u32) = (12, 1);
const RESIGN: (u32, u32) = (13, 2);
const DIE1: (u32, u32) = (15, 3);
const DIE2: (u32, u32) = (18, 3);
const LENGTH: (u32, u32) = (21, 15);
const SCORE0: (u32, u32) = (36, 15);
const SCORE1: (u32, u32) = (51, 15);
const JACOBY: (u32, u32) = (66, 1);
const USED_BITS: u32 = 67;

fn put(bits: &mut u128, (offset, width): (u32, u32), value: u128) {
    *bits |= (value & ((1 << width) - 1)) << offset;
}

fn get(bits: u128, (offset, width): (u32, u32)) -> u128 {
    (bits >> offset) & ((1 << width) - 1)
}

impl MatchId {
    /// The cube's value: 1, 2, 4, …
    #[must_use]
    pub fn cube_value(&self) -> u32 {
        1 << (self.cube_log2 & 0xF)
    }

    /// The 12-character Match ID. Numbers wider than their field keep only their low bits.
    #[must_use]
    pub fn encode(&self) -> String {
        let mut bits = 0u128;
        put(&mut bits, CUBE, u128::from(self.cube_log2));
        let owner = match self.cube_owner {
            CubeOwner::Player(p) => p.bit(),
            CubeOwner::Centred => 3,
        };
        put(&mut bits, OWNER, owner);
        put(&mut bits, ON_ROLL, self.on_roll.bit());
        put(&mut bits, CRAWFORD, u128::from(self.crawford));
        let state = match self.game_state {
            GameState::NoGame => 0,
            GameState::Playing => 1,
            GameState::Over => 2,
            GameState::Resigned => 3,
            GameState::Dropped => 4,
        };
        put(&mut bits, STATE, state);
        put(&mut bits, TURN, self.turn.bit());
        put(&mut bits, DOUBLE, u128::from(self.double_offered));
        let resign = match self.resignation {
            Resignation::None => 0,
            Resignation::Single => 1,
            Resignation::Gammon => 2,
            Resignation::Backgammon => 3,
        };
        put(&mut bits, RESIGN, resign);
        if let Some((a, b)) = self.dice {
            put(&mut bits, DIE1, u128::from(a.value()));
            put(&mut bits, DIE2, u128::from(b.value()));
        }
        put(&mut bits, LENGTH, u128::from(self.match_length));
        put(&mut bits, SCORE0, u128::from(self.score[0]));
        put(&mut bits, SCORE1, u128::from(self.score[1]));
        put(&mut bits, JACOBY, u128::from(self.jacoby));
        STANDARD_NO_PAD.encode(&bits.to_le_bytes()[..9])
    }

    /// Reads a Match ID (spaces around it allowed).
    ///
    /// # Errors
    /// [`MatchIdError`]: not 12 Base64 characters, or a field holding a value with no meaning.
    pub fn decode(id: &str) -> Result<MatchId, MatchIdError> {
        let id = id.trim();
        if id.len() != 12 || !id.is_ascii() {
            return Err(MatchIdError::Syntax);
        }
        let bytes = STANDARD_NO_PAD
            .decode(id)
            .map_err(|_| MatchIdError::Syntax)?;
        let bytes: [u8; 9] = bytes.try_into().map_err(|_| MatchIdError::Syntax)?;
        let mut wide = [0u8; 16];
        wide[..9].copy_from_slice(&bytes);
        let bits = u128::from_le_bytes(wide);
        if bits >> USED_BITS != 0 {
            return Err(MatchIdError::UnusedBits);
        }
        let cube_owner = match get(bits, OWNER) {
            0 => CubeOwner::Player(Player::Zero),
            1 => CubeOwner::Player(Player::One),
            3 => CubeOwner::Centred,
            _ => return Err(MatchIdError::CubeOwner),
        };
        let game_state = match get(bits, STATE) {
            0 => GameState::NoGame,
            1 => GameState::Playing,
            2 => GameState::Over,
            3 => GameState::Resigned,
            4 => GameState::Dropped,
            _ => return Err(MatchIdError::GameState),
        };
        let resignation = match get(bits, RESIGN) {
            0 => Resignation::None,
            1 => Resignation::Single,
            2 => Resignation::Gammon,
            _ => Resignation::Backgammon,
        };
        let die = |field| Die::new(get(bits, field) as u8);
        let dice = match (get(bits, DIE1), get(bits, DIE2)) {
            (0, 0) => None,
            _ => Some((
                die(DIE1).ok_or(MatchIdError::Dice)?,
                die(DIE2).ok_or(MatchIdError::Dice)?,
            )),
        };
        Ok(MatchId {
            cube_log2: get(bits, CUBE) as u8,
            cube_owner,
            on_roll: Player::from_bit(get(bits, ON_ROLL)),
            crawford: get(bits, CRAWFORD) == 1,
            game_state,
            turn: Player::from_bit(get(bits, TURN)),
            double_offered: get(bits, DOUBLE) == 1,
            resignation,
            dice,
            match_length: get(bits, LENGTH) as u16,
            score: [get(bits, SCORE0) as u16, get(bits, SCORE1) as u16],
            jacoby: get(bits, JACOBY) == 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_initial_money_game_id_reads_and_is_written_back_identically() {
        let id = MatchId::decode("cAkKAAAAAAAA").unwrap();
        assert_eq!(
            id,
            MatchId {
                cube_log2: 0,
                cube_owner: CubeOwner::Centred,
                on_roll: Player::One,
                crawford: false,
                game_state: GameState::Playing,
                turn: Player::One,
                double_offered: false,
                resignation: Resignation::None,
                dice: Some((Die::new(4).unwrap(), Die::new(2).unwrap())),
                match_length: 0,
                score: [0, 0],
                jacoby: false,
            }
        );
        assert_eq!(id.cube_value(), 1);
        assert_eq!(id.encode(), "cAkKAAAAAAAA");
    }

    #[test]
    fn gnubg_1_07_writes_the_jacoby_rule_after_the_scores() {
        // `new match 7` in gnubg 1.07, Jacoby on by default, 51 rolled.
        let id = MatchId::decode("cInmAAAAAAAE").unwrap();
        assert!(id.jacoby);
        assert_eq!(id.match_length, 7);
        assert_eq!(id.encode(), "cInmAAAAAAAE");
    }

    #[test]
    fn a_match_score_and_an_owned_cube_survive_the_round_trip() {
        let id = MatchId {
            cube_log2: 2,
            cube_owner: CubeOwner::Player(Player::Zero),
            on_roll: Player::Zero,
            crawford: true,
            game_state: GameState::Playing,
            turn: Player::One,
            double_offered: true,
            resignation: Resignation::Gammon,
            dice: None,
            match_length: 7,
            score: [6, 3],
            jacoby: false,
        };
        assert_eq!(id.cube_value(), 4);
        assert_eq!(id.encode().len(), 12);
        assert_eq!(MatchId::decode(&id.encode()), Ok(id));
    }

    #[test]
    fn malformed_ids_are_refused() {
        assert_eq!(MatchId::decode("cAkKAAAAAAA"), Err(MatchIdError::Syntax));
        assert_eq!(MatchId::decode("cAkKAAAAAAAAA"), Err(MatchIdError::Syntax));
        assert_eq!(MatchId::decode("cAkKAAAAAA!A"), Err(MatchIdError::Syntax));
        assert_eq!(MatchId::decode("cAkKAAAAAAé"), Err(MatchIdError::Syntax));
        assert_eq!(MatchId::decode(""), Err(MatchIdError::Syntax));
    }

    #[test]
    fn fields_holding_values_with_no_meaning_are_refused() {
        // Owner 2: byte 0 = 0b0010_0000.
        assert_eq!(
            MatchId::decode("IAkKAAAAAAAA"),
            Err(MatchIdError::CubeOwner)
        );
        // The last six bits set.
        assert_eq!(
            MatchId::decode("cAkKAAAAAAA/"),
            Err(MatchIdError::UnusedBits)
        );
        // Game state 7.
        let mut bits = 0u128;
        put(&mut bits, OWNER, 3);
        put(&mut bits, STATE, 7);
        let id = STANDARD_NO_PAD.encode(&bits.to_le_bytes()[..9]);
        assert_eq!(MatchId::decode(&id), Err(MatchIdError::GameState));
        // Die 1 rolled, die 2 not.
        let mut bits = 0u128;
        put(&mut bits, OWNER, 3);
        put(&mut bits, DIE1, 3);
        let id = STANDARD_NO_PAD.encode(&bits.to_le_bytes()[..9]);
        assert_eq!(MatchId::decode(&id), Err(MatchIdError::Dice));
    }

    fn player() -> impl Strategy<Value = Player> {
        prop_oneof![Just(Player::Zero), Just(Player::One)]
    }

    fn match_id() -> impl Strategy<Value = MatchId> {
        (
            (
                0u8..16,
                prop_oneof![
                    Just(CubeOwner::Centred),
                    player().prop_map(CubeOwner::Player)
                ],
            ),
            (
                player(),
                any::<bool>(),
                0usize..5,
                player(),
                any::<bool>(),
                0usize..4,
            ),
            proptest::option::of((1u8..=6, 1u8..=6)),
            (0u16..0x8000, 0u16..0x8000, 0u16..0x8000),
            any::<bool>(),
        )
            .prop_map(
                |(
                    (cube_log2, cube_owner),
                    (on_roll, crawford, state, turn, double_offered, resign),
                    dice,
                    (match_length, s0, s1),
                    jacoby,
                )| MatchId {
                    cube_log2,
                    cube_owner,
                    on_roll,
                    crawford,
                    game_state: [
                        GameState::NoGame,
                        GameState::Playing,
                        GameState::Over,
                        GameState::Resigned,
                        GameState::Dropped,
                    ][state],
                    turn,
                    double_offered,
                    resignation: [
                        Resignation::None,
                        Resignation::Single,
                        Resignation::Gammon,
                        Resignation::Backgammon,
                    ][resign],
                    dice: dice.and_then(|(a, b)| Some((Die::new(a)?, Die::new(b)?))),
                    match_length,
                    score: [s0, s1],
                    jacoby,
                },
            )
    }

    proptest! {
        #[test]
        fn every_match_id_is_read_back_as_written(id in match_id()) {
            let text = id.encode();
            prop_assert_eq!(text.len(), 12);
            prop_assert_eq!(MatchId::decode(&text), Ok(id));
        }

        #[test]
        fn every_readable_id_is_written_back_identically(text in "[A-Za-z0-9+/]{12}") {
            if let Ok(id) = MatchId::decode(&text) {
                prop_assert_eq!(id.encode(), text);
            }
        }

        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            let _ = MatchId::decode(&text);
        }
    }
}
