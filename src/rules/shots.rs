//! Blots and the shots at them: what a sighted player sees at a glance, counted for a player
//! who cannot glance (issue 30, item 12).
//!
//! A roll hits a blot when some legal play of the opponent for that roll takes it (to the bar,
//! out of the game, or pinned under the lander). The count asks the legal plays of each of
//! the 21 rolls rather than measuring distances, so that it is right in every game of the
//! family: entering from the bar first, points that block, the dice each game allows, its own
//! movement (rows, circuits, same-direction tracks).

use super::dice::Dice;
use super::position::Position;
use super::ruleset::Contact;
use super::side::Side;

/// A lone checker and how many rolls of 36 take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blot {
    /// Its point, in its owner's numbering (1..=24).
    pub point: u8,
    /// The rolls of 36 after which the opponent can take it.
    pub shots: u8,
}

/// One side's blots and the opponent's shots at them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shots {
    /// The lone checkers, furthest from home first.
    pub blots: Vec<Blot>,
    /// The rolls of 36 that take at least one of them.
    pub any: u8,
}

impl Position {
    /// `side`'s lone checkers on the board and the opponent's shots at them, whoever is on
    /// roll; `None` in a game where a lone checker is never taken (Jacquet blocks instead).
    /// A checker pinned, or pinning one beneath it, is not alone.
    ///
    /// ```
    /// use tablier::rules::{Position, Side, Variant};
    ///
    /// let start = Position::start(Variant::Backgammon, Side::Green);
    /// assert!(start.shots(Side::Green).unwrap().blots.is_empty());
    /// assert_eq!(Position::start(Variant::Jacquet, Side::Green).shots(Side::Green), None);
    /// ```
    #[must_use]
    pub fn shots(&self, side: Side) -> Option<Shots> {
        if !takes_checkers(self) {
            return None;
        }
        let geometry = self.rules().geometry;
        let lone: Vec<u8> = (1..=24u8)
            .rev()
            .filter(|&p| {
                self.count(side, p) == 1
                    && !self.is_pinned(side, p)
                    && self.pinned_under(geometry.green_point(side, p)) != Some(!side)
            })
            .collect();
        let mut shots = Shots {
            blots: lone.iter().map(|&point| Blot { point, shots: 0 }).collect(),
            any: 0,
        };
        if lone.is_empty() {
            return Some(shots);
        }
        let opponent = self.with_turn(!side);
        let mut afters = Vec::new();
        for dice in Dice::all() {
            opponent.positions_after_into(dice, &mut afters);
            let mut hit_any = false;
            for blot in &mut shots.blots {
                let taken = afters.iter().any(|after| {
                    after.count(side, blot.point) == 0 || after.is_pinned(side, blot.point)
                });
                if taken {
                    blot.shots += dice.weight();
                    hit_any = true;
                }
            }
            if hit_any {
                shots.any += dice.weight();
            }
        }
        Some(shots)
    }
}

/// Whether a lone checker can be taken in this game: hit, pinned, or landed on in a game
/// with plays of its own (Catch me removes it from the game).
fn takes_checkers(pos: &Position) -> bool {
    let rules = pos.rules();
    rules.contact != Contact::Block || rules.hooks.plays.is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::OFF;
    use crate::rules::{Setup, Variant};

    /// A position of `variant` with Green's and Black's checkers on their own points, the
    /// rest borne off; Black on roll.
    fn position(variant: Variant, green: &[(u8, u8)], black: &[(u8, u8)]) -> Position {
        let mut setup = Setup::empty(variant, Side::Black);
        let total = variant.rules().checkers;
        for (side, points) in [(Side::Green, green), (Side::Black, black)] {
            let mut placed = 0;
            for &(p, n) in points {
                setup.checkers[side][usize::from(p)] += n;
                placed += n;
            }
            setup.checkers[side][OFF] = total - placed;
        }
        Position::from_setup(setup).unwrap()
    }

    /// The shots at Green's one blot on its 18 from one black checker `distance` points
    /// behind it, nothing between them.
    fn shots_from(distance: u8) -> u8 {
        // Green's 18 is Black's 7; the hitter stands `distance` further up Black's track.
        let pos = position(Variant::Backgammon, &[(18, 1)], &[(7 + distance, 1)]);
        pos.shots(Side::Green).unwrap().blots[0].shots
    }

    #[test]
    fn a_blot_six_away_with_nothing_between_is_hit_by_seventeen_rolls() {
        assert_eq!(shots_from(6), 17);
    }

    #[test]
    fn direct_and_indirect_shots_match_the_textbook_table() {
        // Distance: rolls of 36 (the table every backgammon book prints).
        let table = [
            (1, 11),
            (2, 12),
            (3, 14),
            (4, 15),
            (5, 15),
            (6, 17),
            (7, 6),
            (8, 6),
            (9, 5),
            (10, 3),
            (11, 2),
            (12, 3),
        ];
        for (distance, rolls) in table {
            assert_eq!(shots_from(distance), rolls, "{distance} away");
        }
    }

    #[test]
    fn a_point_held_between_takes_away_the_rolls_that_must_land_on_it() {
        // Green holds its 15, three points in front of the hitter: 3-3 cannot pass.
        let pos = position(Variant::Backgammon, &[(18, 1), (15, 2)], &[(13, 1)]);
        assert_eq!(pos.shots(Side::Green).unwrap().blots[0].shots, 16);
    }

    #[test]
    fn a_checker_on_the_bar_hits_a_blot_in_the_home_board_as_it_enters() {
        // Green's blot on its 3 (Black's 22), three points in from Black's bar.
        let pos = position(Variant::Backgammon, &[(3, 1)], &[(25, 1)]);
        assert_eq!(pos.shots(Side::Green).unwrap().blots[0].shots, 14);
    }

    #[test]
    fn a_checker_that_must_enter_first_cannot_hit_with_the_die_it_enters_by() {
        // Black has one on the bar and a hitter one point behind Green's blot on its 13.
        // Green holds its 2 to 6, so only a 1 enters (on Green's 1); the other die is then
        // free to move. Only 1-1 both enters and hits.
        let green = [(2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (13, 1)];
        let pos = position(Variant::Backgammon, &green, &[(25, 1), (13, 1)]);
        assert_eq!(pos.shots(Side::Green).unwrap().blots[0].shots, 1);
    }

    #[test]
    fn two_blots_count_each_roll_that_hits_either_once() {
        // Blots one and two points in front of the hitter: every roll with a 1 or a 2.
        let pos = position(Variant::Backgammon, &[(18, 1), (17, 1)], &[(9, 1)]);
        let shots = pos.shots(Side::Green).unwrap();
        assert_eq!(
            shots.blots,
            vec![
                Blot {
                    point: 18,
                    shots: 12
                },
                Blot {
                    point: 17,
                    shots: 11
                }
            ]
        );
        assert_eq!(shots.any, 20);
    }

    #[test]
    fn points_of_two_are_not_blots() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        assert_eq!(pos.shots(Side::Black), Some(Shots::default()));
    }

    #[test]
    fn a_game_that_blocks_instead_of_hitting_has_no_shots() {
        for variant in [Variant::Jacquet, Variant::Fevga] {
            let pos = Position::start(variant, Side::Green);
            assert_eq!(pos.shots(Side::Green), None, "{variant:?}");
        }
    }

    #[test]
    fn in_plakoto_a_lone_checker_six_away_is_pinned_by_seventeen_rolls_when_the_pinner_may_stay() {
        // Plakoto moves as backgammon does and pins instead of hitting; a second black
        // checker far back plays the other die, so the pinner may stay on the pin.
        let pos = position(Variant::Plakoto, &[(18, 1)], &[(13, 1), (24, 1)]);
        assert_eq!(pos.shots(Side::Green).unwrap().blots[0].shots, 17);
    }

    #[test]
    fn in_plakoto_a_pin_the_pinner_must_leave_again_is_no_shot() {
        // Alone, the black checker must play both dice: 6-1 pins and moves on. Only 5-1
        // and 4-2, which end on the blot, pin it.
        let pos = position(Variant::Plakoto, &[(18, 1)], &[(13, 1)]);
        assert_eq!(pos.shots(Side::Green).unwrap().blots[0].shots, 4);
    }
}
