//! A play in words, and the plays the player asks about. A play is written in the notation
//! in use for the eye (`N1-N7 N1-N6`, `24/18 24/19`) and said checker by checker for the
//! ear ("N1 à N7, N1 à N6"); the dice and what is left of them, the legal plays, the hint,
//! the choices of a move typed, and the last play are told with it (messages in
//! `game.ftl`).

use crate::notation::gnubg_play;
use crate::notation::play_input::{PlayNotation, format_tactile};
use crate::notation::tactile::Label;
use crate::rules::{
    Dice, Die, Geometry, OFF, Play, Position, Side, Step, Variant, variant::doublets,
};
use crate::session::event::Event;

use super::{Renderer, Txt, Val, int, key, yes_no};

impl Renderer<'_> {
    /// What the player asks about the plays of the turn: the dice, the legal plays, the
    /// hint, the choices of a move, the last play.
    pub(super) fn plays_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::DiceInfo {
                side,
                dice,
                left,
                complete,
                fresh,
            } => vec![self.dice_info(*side, *dice, left, *complete, *fresh)],
            Event::Plays {
                side,
                start,
                plays,
                from,
                total,
                count,
                before,
            } => {
                let title = if *before == 0 {
                    self.plays_title(*count, *from, *total)
                } else {
                    self.msg(
                        "plays-title-next",
                        &[
                            ("first", int(*before as i64 + 1)),
                            ("last", int((before + plays.len()) as i64)),
                            ("count", int(*count as i64)),
                        ],
                    )
                };
                let mut lines = vec![self.fit(title)];
                lines.extend(self.numbered(*side, start, plays.iter().map(|(n, p)| (*n, p))));
                let more = count.saturating_sub(before + plays.len());
                if more > 0 {
                    lines.push(self.fit(self.msg("plays-more", &[("more", int(more as i64))])));
                }
                lines
            }
            Event::Hint { side, start, plays } => self.hint(*side, start, plays),
            Event::RollHint { naming, rolls, .. } => self.roll_hint(*naming, rolls),
            Event::AdvisedPlay { rank } => {
                vec![self.msg("hint-picked", &[("number", int(*rank as i64))])]
            }
            Event::Choices {
                side,
                before,
                choices,
            } => {
                let mut lines = vec![self.msg("plays-choices", &[])];
                let numbered = choices.iter().enumerate().map(|(i, p)| (i + 1, p));
                lines.extend(self.numbered(*side, before, numbered));
                lines
            }
            Event::LastPlay {
                side,
                dice,
                before,
                steps,
            } => vec![self.fit(self.last_play(*side, *dice, before, steps))],
            Event::NoLastPlay => vec![self.fit(self.msg("last-play-none", &[]))],
            _ => unreachable!("not about the plays of the turn: {event:?}"),
        }
    }

    /// The roll and what is left of it.
    /// `dés`: the roll, and what is left of it once something is played (`fresh`: nothing
    /// yet, and the roll is not said twice).
    fn dice_info(
        &self,
        side: Side,
        dice: Option<Dice>,
        left: &[Die],
        complete: bool,
        fresh: bool,
    ) -> Txt {
        let Some(dice) = dice else {
            return self.msg("dice-info-free", &[("side", self.side(side).into())]);
        };
        let args = [
            ("side", Val::from(self.side(side))),
            ("dice", self.dice(dice).into()),
            ("left", Self::dice_left(left).into()),
        ];
        let id = match (complete, fresh, self.short()) {
            (true, _, false) => "dice-info-complete",
            (true, _, true) => "dice-info-complete-short",
            (false, true, false) => "dice-info-fresh",
            (false, true, true) => "dice-info-fresh-short",
            (false, false, false) => "dice-info",
            (false, false, true) => "dice-info-short",
        };
        self.msg(id, &args)
    }

    /// The title of the legal plays: how many, and from which place when asked for.
    fn plays_title(&self, count: usize, from: Option<Label>, total: usize) -> Txt {
        match from {
            None => self.msg("plays-title", &[("count", int(count as i64))]),
            Some(label) => self.msg(
                "plays-title-from",
                &[
                    ("count", int(count as i64)),
                    ("total", int(total as i64)),
                    ("point", Txt::same(label.to_text(self.vocab)).into()),
                ],
            ),
        }
    }

    /// `conseil`: the best plays, each with its equity and what it loses against the best.
    fn hint(&self, side: Side, start: &Position, plays: &[(Vec<Step>, i32)]) -> Vec<Txt> {
        let best = plays.first().map_or(0, |(_, e)| *e);
        let mut lines = vec![self.msg("hint-title", &[("count", int(plays.len() as i64))])];
        for (i, (steps, equity)) in plays.iter().enumerate() {
            lines.push(self.msg2(
                "hint-line",
                Some("hint-line.ear"),
                &[
                    ("number", int(i as i64 + 1)),
                    ("play", self.play(side, start, steps).into()),
                    ("equity", self.thousandths(*equity, true).into()),
                    ("loss", self.thousandths(best - equity, false).into()),
                    ("lost", int(i64::from(best - equity))),
                    // Under half a hundredth behind: "as good", to the ear.
                    ("close", key(yes_no(best - equity < 5))),
                ],
            ));
        }
        lines
    }

    /// `conseil` at a double to name or a roll to choose: the rolls, best first, each with
    /// the equity of the best play it allows, worded as `conseil` words plays.
    fn roll_hint(&self, naming: bool, rolls: &[(Dice, i32)]) -> Vec<Txt> {
        let best = rolls.first().map_or(0, |(_, e)| *e);
        let mut lines = vec![self.msg(
            "hint-roll-title",
            &[
                ("count", int(rolls.len() as i64)),
                ("naming", key(yes_no(naming))),
            ],
        )];
        for (i, (dice, equity)) in rolls.iter().enumerate() {
            lines.push(self.msg2(
                "hint-line",
                Some("hint-line.ear"),
                &[
                    ("number", int(i as i64 + 1)),
                    ("play", self.dice(*dice).into()),
                    ("equity", self.thousandths(*equity, true).into()),
                    ("loss", self.thousandths(best - equity, false).into()),
                    ("lost", int(i64::from(best - equity))),
                    ("close", key(yes_no(best - equity < 5))),
                ],
            ));
        }
        lines
    }

    /// `dernier`: `side`'s last play, with its dice, or its pass.
    fn last_play(&self, side: Side, dice: Option<Dice>, before: &Position, steps: &[Step]) -> Txt {
        let play = self.play(side, before, steps);
        let args = |dice: Dice| {
            [
                ("side", Val::from(self.side(side))),
                ("dice", self.dice(dice).into()),
                ("play", play.clone().into()),
            ]
        };
        match dice {
            Some(dice) if steps.is_empty() => self.msg("last-play-pass", &args(dice)),
            Some(dice) => self.msg("last-play", &args(dice)),
            None => self.msg(
                "last-play-free",
                &[("side", self.side(side).into()), ("play", play.into())],
            ),
        }
    }

    /// Plays under their numbers, one per line.
    fn numbered<'p>(
        &self,
        side: Side,
        start: &Position,
        plays: impl Iterator<Item = (usize, &'p Vec<Step>)>,
    ) -> Vec<Txt> {
        plays
            .map(|(number, steps)| {
                self.fit(self.msg2(
                    "plays-line",
                    Some("plays-line.ear"),
                    &[
                        ("number", int(number as i64)),
                        ("play", self.play(side, start, steps).into()),
                    ],
                ))
            })
            .collect()
    }

    /// A place in the notation in use: `N7` or `18`, the bar and off by their word.
    pub(super) fn place(&self, variant: Variant, side: Side, point: u8) -> String {
        let label = Label::of_point(variant, side, point);
        match (self.settings.notation, label) {
            (PlayNotation::Standard, Label::Point(_)) => point.to_string(),
            _ => label.to_text(self.vocab),
        }
    }

    /// A play made by `side` from `before`: written in the notation in use, and worded.
    pub(super) fn play(&self, side: Side, before: &Position, steps: &[Step]) -> Txt {
        let variant = before.variant();
        let play = Play::from_steps(steps).unwrap_or_default();
        let eye = match self.settings.notation {
            PlayNotation::Tactile => format_tactile(&play, variant, side, self.vocab),
            PlayNotation::Standard => gnubg_play::format_for(&play, variant),
        };
        if before.rules().stacks {
            return self.stacks_play(side, before, steps, eye);
        }
        let ear = if before.rules().geometry == Geometry::Cycle {
            self.circuit_said(side, before, steps)
        } else {
            self.paths_said(variant, side, steps)
        };
        Txt { eye, ear }
    }

    /// A play on a circuit (Catch me), for the ear: each landing told in the order made, the
    /// last checker's corner jump (the move of a lone checker without a die) as such.
    fn circuit_said(&self, side: Side, before: &Position, steps: &[Step]) -> String {
        let variant = before.variant();
        let lone = before.checkers(side)[1..=24].iter().sum::<u8>() == 1;
        let parts: Vec<String> = steps
            .iter()
            .map(|step| {
                let from = self.place(variant, side, step.from);
                let to = self.place(variant, side, step.to);
                let id = match (lone && step.die.is_none(), step.hit) {
                    (true, false) => "play-say-jump",
                    (true, true) => "play-say-jump-capture",
                    (false, true) => "play-say-hop-capture",
                    (false, false) => "play-say-hop",
                };
                self.loc.tr_args(
                    id,
                    &[("from", from.as_str().into()), ("to", to.as_str().into())],
                )
            })
            .collect();
        parts.join(", ")
    }

    /// A play for the ear, checker by checker: each one's path, with what it hit or pinned
    /// on the way. A hop after a hit is said with "puis" ("V12 à N11 en frappant, puis
    /// N6"), so that the hit is heard where it happened and not on the next point.
    fn paths_said(&self, variant: Variant, side: Side, steps: &[Step]) -> String {
        let parts: Vec<String> = checker_paths(steps, gnubg_play::written_as_made(variant))
            .iter()
            .map(|path| {
                let mut said = self.place(variant, side, path[0].0);
                let mut touched = false;
                for &(point, touch) in &path[1..] {
                    let to = self.place(variant, side, point);
                    said = self.loc.tr_args(
                        match (touch, touched) {
                            // Borne off is said as such ("V2, sorti"), not as a place.
                            _ if usize::from(point) == OFF => "play-say-hop-off",
                            (Touch::None, false) => "play-say-hop",
                            (Touch::Hit, false) => "play-say-hop-hit",
                            (Touch::Pin, false) => "play-say-hop-pin",
                            (Touch::None, true) => "play-say-hop-on",
                            (Touch::Hit, true) => "play-say-hop-on-hit",
                            (Touch::Pin, true) => "play-say-hop-on-pin",
                        },
                        &[("from", said.as_str().into()), ("to", to.as_str().into())],
                    );
                    touched = touch != Touch::None;
                }
                said
            })
            .collect();
        parts.join(", ")
    }

    /// A Doublets play (`variants.md` §2.15), written as the points acted on (`eye`), said as
    /// what each die did there (unstacked, restacked, pile borne off); a phase completed says
    /// which one begins, on the screen too.
    fn stacks_play(&self, side: Side, before: &Position, steps: &[Step], eye: String) -> Txt {
        let variant = before.variant();
        let mut pos = before.with_turn(side);
        let mut said = Vec::new();
        for step in steps {
            let id = match pos.stacks(side).phase() {
                doublets::UNSTACK => "play-say-unstack",
                doublets::RESTACK => "play-say-restack",
                _ => "play-say-pile-off",
            };
            let point = self.place(variant, side, step.from);
            said.push(self.loc.tr_args(id, &[("point", point.as_str().into())]));
            pos = doublets::apply(&pos, step);
        }
        let mut txt = Txt {
            eye,
            ear: said.join(", "),
        };
        let phase = pos.stacks(side).phase();
        if phase != before.stacks(side).phase() {
            let begins = self.msg("play-phase-begins", &[("phase", int(phase))]);
            txt.eye = format!("{}, {}", txt.eye, begins.eye);
            txt.ear = format!("{}, {}", txt.ear, begins.ear);
        }
        txt
    }
}

/// What a checker did to a lone opposing checker where it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Touch {
    None,
    Hit,
    Pin,
}

impl Touch {
    fn of(step: &Step) -> Touch {
        if step.hit {
            Touch::Hit
        } else if step.pin {
            Touch::Pin
        } else {
            Touch::None
        }
    }
}

/// The path of each checker in a play, for the ear: the points it went through, each with
/// whether it hit or pinned there. Hops of one checker are joined, furthest checker first,
/// or, `as_made`, in the order the checkers first moved (Tourne-case, as it is written:
/// [`gnubg_play::written_as_made`]); a move without dice that takes two checkers alike (a
/// wall borne off) is told once.
fn checker_paths(steps: &[Step], as_made: bool) -> Vec<Vec<(u8, Touch)>> {
    let mut sorted: Vec<Step> = Vec::new();
    for &step in steps {
        if !(step.die.is_none() && sorted.contains(&step)) {
            sorted.push(step);
        }
    }
    if !as_made {
        sorted.sort_by(|a, b| {
            gnubg_play::source_rank(b.from)
                .cmp(&gnubg_play::source_rank(a.from))
                .then(b.to.cmp(&a.to))
        });
    }
    let mut paths: Vec<Vec<(u8, Touch)>> = Vec::new();
    let mut used = vec![false; sorted.len()];
    for i in 0..sorted.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        let mut path = vec![
            (sorted[i].from, Touch::None),
            (sorted[i].to, Touch::of(&sorted[i])),
        ];
        while let Some(j) = path
            .last()
            .and_then(|&(end, _)| (0..sorted.len()).find(|&j| !used[j] && sorted[j].from == end))
        {
            used[j] = true;
            if let Some(last) = path.last_mut()
                && last.1 == Touch::None
            {
                // Passing through without hitting or pinning: the checker simply goes on.
                *last = (sorted[j].to, Touch::of(&sorted[j]));
            } else {
                path.push((sorted[j].to, Touch::of(&sorted[j])));
            }
        }
        paths.push(path);
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::super::tests::{position, said, said_with};
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_dice_asked_before_any_move_are_told_once_and_what_is_left_after_one() {
        let dice = Dice::from_values(6, 1).expect("a roll");
        let info = |left: Vec<u8>, fresh| Event::DiceInfo {
            side: Side::Green,
            dice: Some(dice),
            left: left.into_iter().filter_map(Die::new).collect(),
            complete: false,
            fresh,
        };
        let told = said(Lang::Fr, Variant::Backgammon, &info(vec![6, 1], true));
        assert_eq!(told.display, ["Vert, dés 6-1."]);
        assert_eq!(told.spoken, "Vert, dés 6 et 1.");
        let told = said(Lang::Fr, Variant::Backgammon, &info(vec![1], false));
        assert_eq!(told.display, ["Vert, dés 6-1. Reste à jouer : 1."]);
    }

    #[test]
    fn a_play_that_pins_says_so_once() {
        let before = position(
            Variant::Plakoto,
            "V6 (1n), V8 (2v), N1 (13v), V1 (14n)",
            Side::Green,
        );
        let legal = before.legal_plays(Dice::from_values(2, 1).unwrap());
        let pinning = legal
            .iter()
            .find(|p| p.play.steps().iter().any(|s| s.pin) && p.play.len() == 2)
            .unwrap();
        let event = Event::Played {
            side: Side::Green,
            player: crate::session::Player::Computer,
            dice: Dice::from_values(2, 1),
            before,
            steps: pinning.play.steps().to_vec(),
        };
        let fr = said(Lang::Fr, Variant::Plakoto, &event);
        assert_eq!(
            fr.spoken.matches("en épinglant").count(),
            1,
            "{}",
            fr.spoken
        );
        assert!(fr.display[0].contains('*'), "{:?}", fr.display);
        assert!(!fr.spoken.contains('*'));
        let en = said(Lang::En, Variant::Plakoto, &event);
        assert_eq!(en.spoken.matches("pinning").count(), 1, "{}", en.spoken);
    }

    #[test]
    fn a_tourne_case_play_is_shown_and_said_by_its_legal_steps_in_order() {
        // Black's N4 cannot pass N3 nor land on it: N3 goes home first, then N4 follows.
        let text = "N4 (1n), N3 (1n), N1 (1n), V11 (1v), V6 (1v), V1 (1v)";
        let before = position(Variant::TourneCase, text, Side::Black);
        let dice = Dice::from_values(2, 1).unwrap();
        let legal = before.legal_plays(dice);
        assert_eq!(legal.len(), 1);
        let event = Event::Played {
            side: Side::Black,
            player: crate::session::Player::Computer,
            dice: Some(dice),
            before,
            steps: legal[0].play.steps().to_vec(),
        };
        let fr = said(Lang::Fr, Variant::TourneCase, &event);
        assert!(fr.display[0].contains("N3-N1 N4-N3"), "{:?}", fr.display);
        assert!(fr.spoken.contains("N3 à N1, N4 à N3"), "{}", fr.spoken);
    }

    #[test]
    fn a_hit_is_said_where_it_happens_and_the_rest_of_the_path_after_it() {
        // Black's checker on V12 hits on N11 with the 2, then goes on to N8 with the 3.
        let before = position(Variant::Backgammon, "V12 (1n), N11 (1v)", Side::Black);
        let dice = Dice::from_values(3, 2).unwrap();
        let hitting = before
            .legal_plays(dice)
            .into_iter()
            .find(|p| p.play.hits())
            .unwrap();
        let event = Event::Played {
            side: Side::Black,
            player: crate::session::Player::Computer,
            dice: Some(dice),
            before,
            steps: hitting.play.steps().to_vec(),
        };
        let fr = said(Lang::Fr, Variant::Backgammon, &event);
        assert!(
            fr.spoken.ends_with("V12 à N11 en frappant, puis N8."),
            "{}",
            fr.spoken
        );
        let en = said(Lang::En, Variant::Backgammon, &event);
        assert!(
            en.spoken.ends_with("V12 to N11, hitting, then N8."),
            "{}",
            en.spoken
        );
    }

    #[test]
    fn a_number_typed_after_the_hint_is_told_as_the_advised_play_of_that_rank() {
        let event = Event::AdvisedPlay { rank: 2 };
        let fr = said(Lang::Fr, Variant::Backgammon, &event);
        assert_eq!(fr.display, ["Coup conseillé 2 :"]);
        let en = said(Lang::En, Variant::Backgammon, &event);
        assert_eq!(en.display, ["Advised play 2:"]);
    }

    #[test]
    fn a_later_page_of_plays_names_its_numbers_and_the_plays_left_are_counted() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let legal = start.legal_plays(Dice::from_values(2, 1).unwrap());
        let page = |before: usize, shown: usize| Event::Plays {
            side: Side::Green,
            start,
            plays: (before..before + shown)
                .map(|i| (i + 1, legal[i % legal.len()].play.steps().to_vec()))
                .collect(),
            from: None,
            total: 23,
            count: 23,
            before,
        };
        let fr = said(Lang::Fr, Variant::Backgammon, &page(0, 10));
        assert_eq!(
            fr.display[0],
            "23 coups possibles. Tapez un numéro pour le jouer :"
        );
        assert_eq!(fr.display.len(), 12, "{:?}", fr.display);
        assert_eq!(fr.display[11], "Encore 13 coups : tapez plus.");
        let fr = said(Lang::Fr, Variant::Backgammon, &page(10, 10));
        assert_eq!(fr.display[0], "Coups 11 à 20 sur 23 :");
        assert!(fr.display[1].starts_with("11 : "), "{:?}", fr.display);
        assert_eq!(fr.display[11], "Encore 3 coups : tapez plus.");
        let en = said(Lang::En, Variant::Backgammon, &page(20, 3));
        assert_eq!(en.display[0], "Plays 21 to 23 of 23:");
        assert_eq!(
            en.display.len(),
            4,
            "the last page says nothing more: {:?}",
            en.display
        );
    }

    #[test]
    fn equities_are_spoken_as_plus_or_minus_in_hundredths_and_shown_as_numbers() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let plays = start.legal_plays(Dice::from_values(6, 5).unwrap());
        let hint = Event::Hint {
            side: Side::Green,
            start,
            plays: vec![
                (plays[0].play.steps().to_vec(), 85),
                (plays[1].play.steps().to_vec(), -380),
            ],
        };
        let said = said_with(|_| {}, &hint);
        assert!(
            said.spoken.contains("équité plus 9 centièmes."),
            "{}",
            said.spoken
        );
        assert!(
            said.spoken
                .contains("équité moins 38 centièmes, 47 centièmes de moins que le meilleur."),
            "{}",
            said.spoken
        );
        assert!(!said.spoken.contains("virgule"), "{}", said.spoken);
        assert!(!said.spoken.contains("perd"), "{}", said.spoken);
        assert!(
            said.display[1].ends_with("équité +0,085."),
            "{:?}",
            said.display
        );
        assert!(
            said.display[2].contains("équité -0,380, perd 0,465"),
            "{:?}",
            said.display
        );
    }

    #[test]
    fn a_whole_point_is_said_in_points_and_an_equity_near_zero_as_about_zero() {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let plays = start.legal_plays(Dice::from_values(6, 5).unwrap());
        let hint = |equities: [i32; 2]| Event::Hint {
            side: Side::Green,
            start,
            plays: vec![
                (plays[0].play.steps().to_vec(), equities[0]),
                (plays[1].play.steps().to_vec(), equities[1]),
            ],
        };
        let said = said_with(|_| {}, &hint([1000, -1250]));
        assert!(
            said.spoken.contains("équité plus 1 point."),
            "{}",
            said.spoken
        );
        assert!(
            said.spoken.contains(
                "équité moins 1 point et 25 centièmes, 2 points et 25 centièmes de moins"
            ),
            "{}",
            said.spoken
        );
        let said = said_with(|_| {}, &hint([4, -3]));
        assert!(
            said.spoken.contains("équité à peu près zéro."),
            "{}",
            said.spoken
        );
        assert!(!said.spoken.contains("100 centièmes"), "{}", said.spoken);
    }
}
