//! What follows a stage in the games whose turn has several (`variants.md` §0.3, C5): the
//! bottom faces after a double (Puff, French, Russian), the re-roll, the named double after
//! Acey Deucey's 1-2, and Gioul's ladder. Each is a `Hooks::after_stage`; the driver and the
//! session apply them ([`crate::rules::driver::follow`]).

use crate::rules::dice::{Dice, Die};
use crate::rules::position::Position;
use crate::rules::stage::{AfterStage, Stage, StageKind};

/// The bottom face of `die`: 7 − the number on top.
#[must_use]
pub fn bottom(die: Die) -> Die {
    Die::ALL[usize::from(6 - die.value())]
}

/// The double a stage's roll is, if it is a rolled double (first or again).
fn rolled_double(stage: Stage) -> Option<Die> {
    match stage.kind.rolled() {
        Some(Dice::Double(d)) => Some(d),
        _ => None,
    }
}

/// Puff and its long and Russian forms (§2.2–§2.5): four of a double, then, only if all four
/// were played, four of its bottom face; no re-roll.
pub fn puff(_: &Position, stage: Stage, _: &Position, complete: bool) -> AfterStage {
    match rolled_double(stage) {
        Some(d) if complete => AfterStage::Again(StageKind::BottomFaces(bottom(d))),
        _ => AfterStage::HandOver,
    }
}

/// French backgammon 1 (§2.6): after a double, its bottom faces, then a new roll within the
/// turn; a stage not completed is left and the next still follows.
pub fn french(_: &Position, stage: Stage, _: &Position, _complete: bool) -> AfterStage {
    match (rolled_double(stage), stage.kind) {
        (Some(d), _) => AfterStage::Again(StageKind::BottomFaces(bottom(d))),
        (None, StageKind::BottomFaces(_)) => AfterStage::RollAgain,
        _ => AfterStage::HandOver,
    }
}

/// Russian backgammon (§2.7): as French, but each stage only if the one before it was
/// completed; a stage not completed loses the rest of the turn.
pub fn russian(_: &Position, stage: Stage, _: &Position, complete: bool) -> AfterStage {
    if !complete {
        return AfterStage::HandOver;
    }
    match (rolled_double(stage), stage.kind) {
        (Some(d), _) => AfterStage::Again(StageKind::BottomFaces(bottom(d))),
        (None, StageKind::BottomFaces(_)) => AfterStage::RollAgain,
        _ => AfterStage::HandOver,
    }
}

/// Whether a roll is the 1-2 (acey-deucey).
#[must_use]
pub fn is_acey_deucey(dice: Dice) -> bool {
    dice == Dice::Mixed {
        big: Die::ALL[1],
        small: Die::ALL[0],
    }
}

/// Acey Deucey (§2.10): the 1-2, completed, lets the player name a double and play four of
/// it; that completed, he rolls again. Other doubles are played as in backgammon.
pub fn acey_deucey(_: &Position, stage: Stage, _: &Position, complete: bool) -> AfterStage {
    match stage.kind {
        StageKind::Roll(dice) | StageKind::Reroll(dice) if complete && is_acey_deucey(dice) => {
            AfterStage::Again(StageKind::NameDouble)
        }
        StageKind::NamedDouble(_) if complete => AfterStage::RollAgain,
        _ => AfterStage::HandOver,
    }
}

/// Mexican (§2.11): the 1-2 is never played, a double is named instead.
pub fn mexican_roll(dice: Dice) -> StageKind {
    if is_acey_deucey(dice) {
        StageKind::NameDouble
    } else {
        StageKind::Roll(dice)
    }
}

/// Mexican (§2.11): a double, rolled or named, completed gives a new roll.
pub fn mexican(_: &Position, stage: Stage, _: &Position, complete: bool) -> AfterStage {
    match stage.kind {
        StageKind::NamedDouble(_) if complete => AfterStage::RollAgain,
        _ if complete && rolled_double(stage).is_some() => AfterStage::RollAgain,
        _ => AfterStage::HandOver,
    }
}

/// "Deux tours contre le libre choix" (§2.24): the side that chooses its rolls plays one a
/// turn; the other rolls and plays, then rolls and plays again.
pub fn two_rolls(before: &Position, stage: Stage, _: &Position, _complete: bool) -> AfterStage {
    match stage.kind {
        StageKind::Roll(_) if stage.side != chooser(before) => AfterStage::RollAgain,
        _ => AfterStage::HandOver,
    }
}

/// The side that chooses its rolls in "Deux tours contre le libre choix": a setting of the
/// game, Green unless the players chose Black.
#[must_use]
pub fn chooser(pos: &Position) -> crate::rules::Side {
    if pos.conventions().black_chooses {
        crate::rules::Side::Black
    } else {
        crate::rules::Side::Green
    }
}

/// Gioul (§2.8): a double opens a ladder of four of each higher number up to the 6s. The
/// side that completes a stage plays the next; a stage not completed hands the next to the
/// other side. After the 6s (or a failed stage of 6s), the roller's opponent rolls.
pub fn gioul(_: &Position, stage: Stage, _: &Position, complete: bool) -> AfterStage {
    let (die, roller) = match stage.kind {
        StageKind::Roll(Dice::Double(d)) | StageKind::Reroll(Dice::Double(d)) => (d, stage.side),
        StageKind::Ladder { die, roller } => (die, roller),
        _ => return AfterStage::HandOver,
    };
    if die.value() == 6 {
        return AfterStage::TurnTo(!roller);
    }
    let next = StageKind::Ladder {
        die: Die::ALL[usize::from(die.value())],
        roller,
    };
    if complete {
        AfterStage::Again(next)
    } else {
        AfterStage::Opponent(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Side, Variant};

    fn die(n: u8) -> Die {
        Die::new(n).unwrap()
    }

    fn stage(side: Side, kind: StageKind) -> Stage {
        Stage { side, kind }
    }

    #[test]
    fn the_bottom_face_of_a_die_is_seven_minus_its_top() {
        for d in Die::ALL {
            assert_eq!(bottom(d).value(), 7 - d.value());
        }
    }

    #[test]
    fn in_puff_the_bottom_faces_follow_only_a_completed_double() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let six = stage(Side::Green, StageKind::Roll(Dice::Double(die(6))));
        assert_eq!(
            puff(&pos, six, &pos, true),
            AfterStage::Again(StageKind::BottomFaces(die(1)))
        );
        assert_eq!(puff(&pos, six, &pos, false), AfterStage::HandOver);
        let faces = stage(Side::Green, StageKind::BottomFaces(die(1)));
        assert_eq!(puff(&pos, faces, &pos, true), AfterStage::HandOver);
    }

    #[test]
    fn in_french_backgammon_a_failed_stage_still_leads_to_the_next() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let six = stage(Side::Green, StageKind::Roll(Dice::Double(die(6))));
        assert_eq!(
            french(&pos, six, &pos, false),
            AfterStage::Again(StageKind::BottomFaces(die(1)))
        );
        let faces = stage(Side::Green, StageKind::BottomFaces(die(1)));
        assert_eq!(french(&pos, faces, &pos, false), AfterStage::RollAgain);
        assert_eq!(russian(&pos, faces, &pos, false), AfterStage::HandOver);
        assert_eq!(russian(&pos, faces, &pos, true), AfterStage::RollAgain);
    }

    #[test]
    fn in_gioul_a_failed_stage_hands_the_next_number_to_the_opponent() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let fives = stage(Side::Green, StageKind::Roll(Dice::Double(die(5))));
        let sixes = StageKind::Ladder {
            die: die(6),
            roller: Side::Green,
        };
        assert_eq!(gioul(&pos, fives, &pos, false), AfterStage::Opponent(sixes));
        assert_eq!(gioul(&pos, fives, &pos, true), AfterStage::Again(sixes));
        let black_sixes = stage(Side::Black, sixes);
        assert_eq!(
            gioul(&pos, black_sixes, &pos, true),
            AfterStage::TurnTo(Side::Black),
            "after the 6s the roller's opponent rolls"
        );
        let green_sixes = stage(Side::Green, StageKind::Roll(Dice::Double(die(6))));
        assert_eq!(
            gioul(&pos, green_sixes, &pos, false),
            AfterStage::TurnTo(Side::Black)
        );
    }

    #[test]
    fn the_acey_deucey_names_a_double_and_a_completed_one_rolls_again() {
        let pos = Position::start(Variant::Backgammon, Side::Green);
        let ad = stage(
            Side::Green,
            StageKind::Roll(Dice::from_values(1, 2).unwrap()),
        );
        assert_eq!(
            acey_deucey(&pos, ad, &pos, true),
            AfterStage::Again(StageKind::NameDouble)
        );
        assert_eq!(acey_deucey(&pos, ad, &pos, false), AfterStage::HandOver);
        let named = stage(Side::Green, StageKind::NamedDouble(die(4)));
        assert_eq!(acey_deucey(&pos, named, &pos, true), AfterStage::RollAgain);
        let double = stage(Side::Green, StageKind::Roll(Dice::Double(die(4))));
        assert_eq!(acey_deucey(&pos, double, &pos, true), AfterStage::HandOver);
        assert_eq!(
            mexican_roll(Dice::from_values(2, 1).unwrap()),
            StageKind::NameDouble
        );
        assert_eq!(mexican(&pos, double, &pos, true), AfterStage::RollAgain);
    }
}
