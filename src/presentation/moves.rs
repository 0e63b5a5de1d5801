//! Moves and plays in words: each move within the turn and what is left to play, a play
//! made, forced or taken back (with both pip counts after it, when asked for), and what a
//! move did besides moving: a hit, a score, the postillon home.

use crate::notation::tactile::Label;
use crate::rules::{Dice, Die, Position, Side, Step};
use crate::session::Verbosity;
use crate::session::event::{Event, Player};

use super::{Renderer, Txt, Val, int, key, side_key, too_long};

impl Renderer<'_> {
    /// The moves of a turn: each move, the play made or forced, a move taken back.
    pub(super) fn move_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Moved {
                side,
                before,
                steps,
                dice_left,
                complete,
            } => self.moved(*side, before, steps, dice_left, *complete),
            Event::Played {
                side,
                player,
                dice,
                before,
                steps,
            } => self.played(*side, *player, *dice, before, steps),
            Event::Forced {
                side,
                dice,
                before,
                steps,
            } => self.forced(*side, *dice, before, steps),
            Event::Undone {
                side,
                before,
                steps,
                dice_left,
            } => vec![self.undone(*side, before, steps, dice_left)],
            _ => unreachable!("not a move or a play: {event:?}"),
        }
    }

    /// What a move did besides moving: a hit (and a clone), a score, the postillon home.
    pub(super) fn hit_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Hit {
                victim,
                point,
                addressed,
                clone,
                facing,
                removed,
            } => self.hit(*victim, *point, *addressed, *clone, *facing, *removed),
            Event::Scored {
                side,
                point,
                in_a_row,
            } => vec![self.msg(
                "game-scored",
                &[
                    ("side", self.side(*side).into()),
                    ("point", Txt::same(point.to_text(self.vocab)).into()),
                    ("count", int(*in_a_row)),
                ],
            )],
            Event::PostillonArrived { side, point } => {
                let point = Txt::same(point.to_text(self.vocab));
                vec![self.msg2(
                    "jacquet-postillon-arrived",
                    Some("jacquet-postillon-arrived.ear"),
                    &[("point", point.into()), ("side", key(side_key(*side)))],
                )]
            }
            _ => unreachable!("not a hit, a score or the postillon: {event:?}"),
        }
    }

    /// A person's move within the turn, and the dice left to play.
    fn moved(
        &self,
        side: Side,
        before: &Position,
        steps: &[Step],
        dice_left: &[Die],
        complete: bool,
    ) -> Vec<Txt> {
        // Without the echo, only what is left to play: the player knows what was typed.
        let id = match (self.settings.messages.echo, complete, self.short()) {
            (true, true, false) => "game-moved-complete",
            (true, true, true) => "game-moved-complete-short",
            (true, false, false) => "game-moved",
            (true, false, true) => "game-moved-short",
            (false, true, false) => "game-moved-complete-quiet",
            (false, true, true) => "game-moved-complete-quiet-short",
            (false, false, false) => "game-moved-quiet",
            (false, false, true) => "game-moved-quiet-short",
        };
        let play = self.play(side, before, steps);
        let left = Val::from(Self::dice_left(dice_left));
        let line = self.msg(id, &[("play", (&play).into()), ("left", left)]);
        if self.short() && self.settings.messages.echo && too_long(&line) {
            // A long play (a double's four moves) on its own line, then what is left, each
            // within a pan.
            let rest = if complete {
                "game-moved-complete-quiet-short"
            } else {
                "game-moved-quiet-short"
            };
            let left = Val::from(Self::dice_left(dice_left));
            vec![play, self.msg(rest, &[("left", left)])]
        } else {
            vec![line]
        }
    }

    /// A whole play made, the turn over: a person's confirmed, or the computer's with its
    /// roll.
    fn played(
        &self,
        side: Side,
        player: Player,
        dice: Option<Dice>,
        before: &Position,
        steps: &[Step],
    ) -> Vec<Txt> {
        let play = self.play(side, before, steps);
        let lines = match player {
            Player::Human => self.human_played(side, play),
            Player::Computer => self.computer_played(side, dice, play),
        };
        self.then_pips(lines, before, steps)
    }

    /// A person's play confirmed. Typed and told checker by checker, then confirmed: not
    /// told again. A play confirmed as it was typed (`auto`) was not told yet, unless the
    /// player asked for no echo of their moves.
    fn human_played(&self, side: Side, play: Txt) -> Vec<Txt> {
        let short = self.short();
        if !self.settings.auto_confirm {
            return vec![self.msg(
                if short {
                    "game-played-confirmed-short"
                } else {
                    "game-played-confirmed"
                },
                &[],
            )];
        }
        if !self.settings.messages.echo {
            return vec![self.msg("game-played-quiet", &[])];
        }
        let line = self.msg(
            if short {
                "game-played-human-short"
            } else {
                "game-played-human"
            },
            &[
                ("side", self.side(side).into()),
                ("alone", self.alone()),
                ("play", (&play).into()),
            ],
        );
        if short && too_long(&line) {
            vec![play, self.msg("game-played-quiet", &[])]
        } else {
            vec![line]
        }
    }

    /// The computer's play, with its roll.
    fn computer_played(&self, side: Side, dice: Option<Dice>, play: Txt) -> Vec<Txt> {
        let Some(dice) = dice else {
            return vec![self.msg(
                "game-played-computer-free",
                &[("side", self.side(side).into()), ("play", play.into())],
            )];
        };
        if !self.short() {
            return vec![self.msg(
                "game-played-computer",
                &[
                    ("side", self.side(side).into()),
                    ("dice", self.dice(dice).into()),
                    ("play", play.into()),
                ],
            )];
        }
        let line = self.msg2(
            "game-played-computer-short",
            Some("game-played-computer-short.ear"),
            &[
                ("side", self.side(side).into()),
                ("dice", self.dice(dice).into()),
                ("play", (&play).into()),
            ],
        );
        if too_long(&line) {
            // The side and the roll, then the long play on a line of its own.
            vec![
                self.msg2(
                    "game-played-computer-head-short",
                    Some("game-played-computer-head-short.ear"),
                    &[
                        ("side", self.side(side).into()),
                        ("dice", self.dice(dice).into()),
                    ],
                ),
                play,
            ]
        } else {
            vec![line]
        }
    }

    /// The only play of the turn, played for the player (`forcés`).
    fn forced(
        &self,
        side: Side,
        dice: Option<Dice>,
        before: &Position,
        steps: &[Step],
    ) -> Vec<Txt> {
        let play = self.play(side, before, steps);
        let line = self.msg(
            if self.short() {
                "game-forced-short"
            } else {
                "game-forced"
            },
            &[
                ("side", self.side(side).into()),
                ("alone", self.alone()),
                ("dice", dice.map_or(Txt::default(), |d| self.dice(d)).into()),
                ("play", (&play).into()),
            ],
        );
        let lines = if self.short() && too_long(&line) {
            vec![self.msg("game-forced-head-short", &[]), play]
        } else {
            vec![line]
        };
        self.then_pips(lines, before, steps)
    }

    /// The last move taken back, and the dice left to play.
    fn undone(&self, side: Side, before: &Position, steps: &[Step], dice_left: &[Die]) -> Txt {
        self.msg(
            if self.short() {
                "game-undone-short"
            } else {
                "game-undone"
            },
            &[
                ("play", self.play(side, before, steps).into()),
                ("left", Self::dice_left(dice_left).into()),
            ],
        )
    }

    /// `lines`, then both pip counts after `steps` from `before`, when asked for.
    fn then_pips(&self, mut lines: Vec<Txt>, before: &Position, steps: &[Step]) -> Vec<Txt> {
        if self.settings.messages.pips
            && let Some(after) = before.after_steps(steps)
        {
            lines.push(self.msg(
                "board-pips",
                &[
                    ("green", int(after.pips(Side::Green))),
                    ("black", int(after.pips(Side::Black))),
                ],
            ));
        }
        lines
    }

    /// A hit, when the play's line does not tell it already, and a clone. The play's own
    /// line already says a hit on its landing point ("N7 à N11 en frappant", `N11*`), and
    /// the victim's next turn says its checker is on the bar: such a hit is told once, but
    /// for the player's own checker hit by the computer, which is named from the player's
    /// side ("Votre pion de N11 est frappé"): the play is the computer's, said as it moved. A
    /// capture the play's line does not show (on the facing point, Tourne-case; a checker
    /// removed from the game, Catch me) is told on its own line; so is a person's hit when
    /// their moves are not echoed; the detailed level tells every hit again.
    fn hit(
        &self,
        victim: Side,
        point: Label,
        addressed: bool,
        clone: bool,
        facing: bool,
        removed: bool,
    ) -> Vec<Txt> {
        let unechoed =
            !self.settings.messages.echo && self.settings.players[!victim] == Player::Human;
        let mut lines = Vec::new();
        if self.settings.verbosity == Verbosity::Detailed || facing || removed || unechoed {
            lines.push(self.hit_line(victim, point, addressed, facing, removed));
        } else if addressed {
            // The computer's play names the point it hit from its side of the move; the
            // player hears which of their own checkers went to the bar.
            let point = Txt::same(point.to_text(self.vocab));
            lines.push(self.msg("game-hit-yours", &[("point", point.into())]));
        }
        if clone {
            lines.push(self.msg("game-clone", &[("side", key(side_key(!victim)))]));
        }
        lines
    }

    /// The line of a hit: where, and whose checker (the player's own, addressed, or a
    /// side's); at the short level, where only.
    fn hit_line(
        &self,
        victim: Side,
        point: Label,
        addressed: bool,
        facing: bool,
        removed: bool,
    ) -> Txt {
        let point = Txt::same(point.to_text(self.vocab));
        let facing = key(if facing { "yes" } else { "no" });
        let removed = key(if removed { "yes" } else { "no" });
        if self.short() {
            self.msg(
                "game-hit-short",
                &[
                    ("point", point.into()),
                    ("facing", facing),
                    ("removed", removed),
                ],
            )
        } else if addressed {
            self.msg(
                "game-hit-you",
                &[
                    ("point", point.into()),
                    ("facing", facing),
                    ("removed", removed),
                ],
            )
        } else {
            self.msg(
                "game-hit-side",
                &[
                    ("point", point.into()),
                    ("side", key(side_key(victim))),
                    ("facing", facing),
                    ("removed", removed),
                ],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{position, said, said_with};
    use super::super::{PAN, Said};
    use super::*;
    use crate::i18n::{Lang, Localizer};
    use crate::rules::Variant;
    use crate::session::Settings;

    #[test]
    fn a_forced_play_is_told_with_its_dice_and_its_play() {
        let mut session = crate::session::forced_six_five(false);
        let events = session.handle("forcés oui");
        let loc = Localizer::new(Lang::Fr);
        let forced = events
            .iter()
            .find(|e| matches!(e, Event::Forced { .. }))
            .map(|e| Renderer::for_session(&loc, &session).render(e))
            .expect("the forced play");
        assert_eq!(forced.display, ["Coup forcé, dés 6-5 : V6-V1 V6-sortis."]);
        assert_eq!(
            forced.spoken,
            "Coup forcé, dés 6 et 5 : V6 à V1, V6, sorti."
        );
    }

    #[test]
    fn a_capture_on_the_facing_point_is_told_with_the_victims_point() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::TourneCase, Side::Black, 9),
            addressed: false,
            clone: false,
            facing: true,
            removed: false,
        };
        let fr = said(Lang::Fr, Variant::TourneCase, &hit);
        assert_eq!(
            fr.display,
            ["Prise en face ! Le pion noir de N9 est sur la barre."]
        );
        let en = said(Lang::En, Variant::TourneCase, &hit);
        assert_eq!(
            en.display,
            ["Taken on the facing point! The black checker on N9 is on the bar."]
        );
    }

    #[test]
    fn a_clone_and_a_score_are_told() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::Cloning, Side::Green, 7),
            addressed: false,
            clone: true,
            facing: false,
            removed: false,
        };
        let fr = said(Lang::Fr, Variant::Cloning, &hit);
        assert_eq!(fr.display, ["Clone : un pion vert de plus, sur la barre."]);
        let en = said(Lang::En, Variant::Cloning, &hit);
        assert_eq!(en.display, ["Clone: one more green checker, on the bar."]);
        let scored = |in_a_row| Event::Scored {
            side: Side::Green,
            point: Label::of_point(Variant::Grasshopper, Side::Green, 3),
            in_a_row,
        };
        let fr = said(Lang::Fr, Variant::Grasshopper, &scored(1));
        assert_eq!(fr.display, ["Vert marque : mur de V3 sorti."]);
        let fr = said(Lang::Fr, Variant::Grasshopper, &scored(2));
        assert_eq!(fr.display, ["Vert marque encore : mur de V3 sorti."]);
        let en = said(Lang::En, Variant::Grasshopper, &scored(1));
        assert_eq!(en.display, ["Green scores: wall off V3."]);
        for line in fr.display.iter().chain(&en.display) {
            assert!(line.chars().count() <= 40, "{line}");
        }
    }

    #[test]
    fn the_players_own_checker_hit_by_the_computer_is_named_at_every_level() {
        let hit = Event::Hit {
            victim: Side::Green,
            point: Label::of_point(Variant::Backgammon, Side::Green, 20),
            addressed: true,
            clone: false,
            facing: false,
            removed: false,
        };
        let normal = said_with(|_| {}, &hit);
        assert_eq!(normal.display, ["Votre pion de N5 est frappé."]);
        assert_eq!(normal.spoken, "Votre pion de N5 est frappé.");
        let short = said_with(|s| s.verbosity = Verbosity::Short, &hit);
        assert_eq!(short.display, ["Votre pion de N5 est frappé."]);
        let en = said(Lang::En, Variant::Backgammon, &hit);
        assert_eq!(en.display, ["Your checker on N5 is hit."]);
        let detailed = said_with(|s| s.verbosity = Verbosity::Detailed, &hit);
        assert_eq!(
            detailed.display,
            ["Frappe ! Votre pion de N5 est sur la barre."]
        );
    }

    #[test]
    fn without_the_echo_a_persons_hit_is_told_on_its_own_line() {
        let hit = Event::Hit {
            victim: Side::Black,
            point: Label::of_point(Variant::Backgammon, Side::Green, 20),
            addressed: false,
            clone: false,
            facing: false,
            removed: false,
        };
        assert_eq!(said_with(|_| {}, &hit), Said::default());
        let quiet = |s: &mut Settings| {
            s.verbosity = Verbosity::Short;
            s.messages.echo = false;
        };
        assert_eq!(said_with(quiet, &hit).display, ["Frappe en N5."]);
    }

    #[test]
    fn a_play_told_as_typed_is_not_told_again_when_confirmed() {
        let before = Position::start(Variant::Backgammon, Side::Green);
        let played = Event::Played {
            side: Side::Green,
            player: Player::Human,
            dice: Dice::from_values(6, 5),
            before,
            steps: before.legal_plays(Dice::from_values(6, 5).unwrap())[0]
                .play
                .steps()
                .to_vec(),
        };
        let confirmed = said_with(|_| {}, &played);
        assert_eq!(confirmed.display, ["Coup validé."]);
        assert_eq!(confirmed.spoken, "Coup validé.");
        // Confirmed as typed, it was not told yet: it is told now, once.
        let auto = said_with(|s| s.auto_confirm = true, &played);
        assert!(
            auto.spoken.starts_with("Vert joue N1 à "),
            "{}",
            auto.spoken
        );
    }

    /// Green's moves of `dice` from the start: the first legal play's first `count` steps.
    fn moved(dice: (u8, u8), count: usize, complete: bool) -> Event {
        let before = Position::start(Variant::Backgammon, Side::Green);
        let steps = before.legal_plays(Dice::from_values(dice.0, dice.1).unwrap())[0]
            .play
            .steps()[..count]
            .to_vec();
        Event::Moved {
            side: Side::Green,
            before,
            steps,
            dice_left: Vec::new(),
            complete,
        }
    }

    #[test]
    fn a_move_is_echoed_in_short_and_not_at_all_without_the_echo() {
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        let said = said_with(short, &moved((6, 5), 2, true));
        assert_eq!(said.display.len(), 1, "{said:?}");
        assert!(said.display[0].ends_with(" : complet."), "{said:?}");
        let quiet = said_with(|s| s.messages.echo = false, &moved((6, 5), 2, true));
        assert_eq!(quiet.display, ["Coup complet : Entrée valide."]);
        let both = |s: &mut Settings| {
            s.verbosity = Verbosity::Short;
            s.messages.echo = false;
        };
        assert_eq!(
            said_with(both, &moved((6, 5), 2, true)).display,
            ["Complet."]
        );
    }

    #[test]
    fn a_long_play_at_the_short_level_goes_on_a_line_of_its_own() {
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        // Four checkers borne off with a double: the play, then the word that it is
        // complete.
        let before = position(Variant::Backgammon, "V6 (15v), N6 (15n)", Side::Green);
        let steps = before.legal_plays(Dice::from_values(6, 6).unwrap())[0]
            .play
            .steps()
            .to_vec();
        let bear_off = Event::Moved {
            side: Side::Green,
            before,
            steps,
            dice_left: Vec::new(),
            complete: true,
        };
        let said = said_with(short, &bear_off);
        assert_eq!(said.display.len(), 2, "{said:?}");
        assert_eq!(said.display[1], "Complet.");
        for line in &said.display {
            assert!(line.chars().count() <= PAN, "{line}");
        }
    }

    #[test]
    fn the_pips_follow_each_play_when_asked_for() {
        let before = Position::start(Variant::Backgammon, Side::Black);
        let dice = Dice::from_values(6, 5).unwrap();
        let play = before.legal_plays(dice)[0].play.steps().to_vec();
        let played = Event::Played {
            side: Side::Black,
            player: Player::Computer,
            dice: Some(dice),
            before,
            steps: play,
        };
        let short = |s: &mut Settings| s.verbosity = Verbosity::Short;
        let said = said_with(short, &played);
        assert!(said.display[0].starts_with("Noir 6-5 : "), "{said:?}");
        assert!(said.spoken.starts_with("Noir, 6 et 5 : "), "{said:?}");
        assert_eq!(said.display.len(), 1);
        let pips = |s: &mut Settings| s.messages.pips = true;
        let said = said_with(pips, &played);
        assert_eq!(said.display[1], "Pips : Vert 167, Noir 156.");
    }
}
