//! `blots`: one side's lone checkers and the opponent's shots at them, in words ("V5 et N9
//! sont seuls. N9 est touché par 11 lancers sur 36."), each fact a short line for the
//! display and all of them one utterance (messages `blots-*` in `game.ftl`).

use crate::rules::{Shots, Side, Variant};

use super::{Renderer, Txt, int, key, side_key, yes_no};

impl Renderer<'_> {
    /// The blots of `side`: which points, then the rolls that take each one taken by some
    /// roll, and the rolls that take at least one when several are exposed.
    pub(super) fn blots(
        &self,
        variant: Variant,
        side: Side,
        yours: bool,
        pin: bool,
        shots: Option<&Shots>,
    ) -> Vec<Txt> {
        let Some(shots) = shots else {
            return vec![self.msg("blots-no-contact", &[])];
        };
        let whose = [("yours", key(yes_no(yours))), ("side", key(side_key(side)))];
        if shots.blots.is_empty() {
            return vec![self.msg("blots-none", &whose)];
        }
        let names: Vec<String> = shots
            .blots
            .iter()
            .map(|b| self.place(variant, side, b.point))
            .collect();
        let [whose_yours, whose_side] = whose;
        let mut lines = vec![self.msg(
            "blots-list",
            &[
                whose_yours,
                whose_side,
                ("points", Txt::same(self.and_list(&names)).into()),
                ("count", int(names.len() as i64)),
            ],
        )];
        let pin = || key(yes_no(pin));
        let exposed: Vec<_> = shots.blots.iter().filter(|b| b.shots > 0).collect();
        for blot in &exposed {
            lines.push(self.msg(
                "blots-shots",
                &[
                    (
                        "point",
                        Txt::same(self.place(variant, side, blot.point)).into(),
                    ),
                    ("pin", pin()),
                    ("shots", int(blot.shots)),
                ],
            ));
        }
        match exposed.len() {
            0 => lines.push(self.msg(
                "blots-safe",
                &[("count", int(names.len() as i64)), ("pin", pin())],
            )),
            1 => {}
            _ => lines.push(self.msg("blots-any", &[("pin", pin()), ("shots", int(shots.any))])),
        }
        lines.into_iter().map(|line| self.fit(line)).collect()
    }

    /// `V5, V7 et N9`: the names, the last two joined by the language's "and".
    fn and_list(&self, names: &[String]) -> String {
        match names {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.loc.tr_args(
                "blots-and",
                &[
                    ("first", rest.join(", ").as_str().into()),
                    ("last", last.as_str().into()),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{position, said};
    use crate::i18n::Lang;
    use crate::rules::{Position, Side, Variant};
    use crate::session::event::Event;

    fn blots(lang: Lang, variant: Variant, text: &str, side: Side, yours: bool) -> Vec<String> {
        let pos = position(variant, text, Side::Black);
        let event = Event::Blots {
            variant,
            side,
            yours,
            pin: false,
            shots: pos.shots(side),
        };
        said(lang, variant, &event).display
    }

    #[test]
    fn the_players_blots_are_named_then_the_rolls_that_hit_each() {
        // Green's lone checkers on N7 and V11; one black checker on V12, six points behind
        // N7 and past V11.
        let lines = blots(
            Lang::Fr,
            Variant::Backgammon,
            "N7 (1v), V11 (1v), V12 (1n)",
            Side::Green,
            true,
        );
        assert_eq!(
            lines,
            [
                "N7 et V11 sont seuls.",
                "N7 est touché par 17 lancers sur 36."
            ]
        );
    }

    #[test]
    fn the_opponents_blots_are_told_with_their_colour_in_english_too() {
        let lines = blots(
            Lang::En,
            Variant::Backgammon,
            "N1 (1n), N2 (1n), N12 (1v)",
            Side::Black,
            false,
        );
        assert_eq!(lines[0], "Black: N2 and N1 are alone.");
    }

    #[test]
    fn no_blot_and_a_game_without_hitting_say_so() {
        let none = blots(
            Lang::Fr,
            Variant::Backgammon,
            "N1 (2n), N12 (2v)",
            Side::Green,
            true,
        );
        assert_eq!(none, ["Aucun de vos pions n'est seul."]);
        let start = Position::start(Variant::Jacquet, Side::Green);
        let event = Event::Blots {
            variant: Variant::Jacquet,
            side: Side::Green,
            yours: true,
            pin: false,
            shots: start.shots(Side::Green),
        };
        assert_eq!(
            said(Lang::Fr, Variant::Jacquet, &event).display,
            ["Dans ce jeu, aucun pion n'est pris."]
        );
    }
}
