//! The board in words: the whole board by side, one side's checkers, one place or several,
//! the pip counts. Each place is written as the position text writes it (`V3 (4v)`) and
//! said with its count ("V3, 4 verts"); in the standard notation, numbered from the
//! viewer's side (`13 : 5 verts`). A checker pinned, a postillon, a Doublets pile say so
//! (messages in `board.ftl`).

use crate::notation::play_input::PlayNotation;
use crate::notation::tactile::{Counted, Label, Stack};
use crate::rules::{BAR, OFF, Position, RESERVE, Side};
use crate::session::event::Event;

use super::{ENTRIES_PER_LINE, Renderer, Txt, int, key, pack, side_key, yes_no};

impl Renderer<'_> {
    /// What the player asks to see of the board: all of it, one side's checkers, one place
    /// or several, the pip counts.
    pub(super) fn board_lines(&self, event: &Event) -> Vec<Txt> {
        match event {
            Event::Board { position } => self.board(position),
            Event::Point { position, label } => vec![self.counted(position, *label)],
            Event::Places { position, labels } => self.places(position, labels),
            Event::Checkers { position, side } => self.side_lines(position, *side),
            Event::Pips { green, black } => vec![self.msg(
                "board-pips",
                &[("green", int(*green)), ("black", int(*black))],
            )],
            _ => unreachable!("not about the board: {event:?}"),
        }
    }

    /// The board by side (Green then Black), each side from its furthest checker to its
    /// nearest, then its borne-off checkers.
    fn board(&self, pos: &Position) -> Vec<Txt> {
        let mut lines = Vec::new();
        for side in Side::ALL {
            lines.extend(self.side_lines(pos, side));
        }
        if let Some((side, n)) = pos.streak() {
            lines.push(self.msg(
                "board-streak",
                &[("side", self.side(side).into()), ("count", int(n))],
            ));
        }
        lines
    }

    /// One side's checkers: a heading with its pips, then each place it holds, furthest
    /// first (`pions noirs`, and each half of `plateau`).
    fn side_lines(&self, pos: &Position, side: Side) -> Vec<Txt> {
        let heading = self.msg(
            "board-side",
            &[
                ("side", self.side(side).into()),
                ("pips", int(pos.pips(side))),
            ],
        );
        let entries = self.side_entries(pos, side);
        let said: Vec<&str> = entries.iter().map(|t| t.ear.as_str()).collect();
        let ear = self.loc.tr_args(
            "board-say-side",
            &[
                ("heading", heading.ear.as_str().into()),
                (
                    "points",
                    said.join(&self.loc.tr("board-say-separator")).into(),
                ),
            ],
        );
        let mut lines = vec![Txt {
            eye: heading.eye,
            ear: String::new(),
        }];
        let eyes: Vec<&str> = entries.iter().map(|t| t.eye.as_str()).collect();
        for eye in self.rows(&eyes) {
            lines.push(Txt {
                eye,
                ear: String::new(),
            });
        }
        if let Some(last) = lines.last_mut() {
            last.ear = ear;
        }
        if pos.rules().stacks {
            let phase = pos.stacks(side).phase();
            lines.push(self.msg(
                "board-phase",
                &[("side", self.side(side).into()), ("phase", int(phase))],
            ));
        }
        lines
    }

    /// Each place `side` holds, furthest first: the reserve first, furthest from home, as
    /// the bar.
    fn side_entries(&self, pos: &Position, side: Side) -> Vec<Txt> {
        let variant = pos.variant();
        std::iter::once(RESERVE)
            .chain((OFF as u8..=BAR as u8).rev())
            .filter(|&p| count_at(pos, side, Label::of_point(variant, side, p)) > 0)
            .map(|p| {
                let label = Label::of_point(variant, side, p);
                let stack = Stack {
                    side,
                    count: count_at(pos, side, label),
                    postillon: pos.postillon(side) == Some(p),
                };
                let said = self.stack(pos, label, stack, pos.is_pinned(side, p));
                if pos.rules().stacks && label.is_point() {
                    self.pile(pos, side, p, said)
                } else {
                    said
                }
            })
            .collect()
    }

    /// Entries of the board to display, joined by commas: six to a line, or at the short
    /// level as many as fit in a pan.
    fn rows<S: AsRef<str>>(&self, entries: &[S]) -> Vec<String> {
        if self.short() {
            let last = entries.len().saturating_sub(1);
            let segments: Vec<String> = entries
                .iter()
                .enumerate()
                .map(|(i, e)| format!("{}{}", e.as_ref(), if i < last { "," } else { "" }))
                .collect();
            return pack(&segments);
        }
        entries
            .chunks(ENTRIES_PER_LINE)
            .map(|chunk| {
                chunk
                    .iter()
                    .map(AsRef::as_ref)
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect()
    }

    /// Several places (`cases 1 6`, `cases jan intérieur`), each as `case` tells it, a few
    /// to a displayed line and in one utterance.
    fn places(&self, pos: &Position, labels: &[Label]) -> Vec<Txt> {
        let entries: Vec<Txt> = labels.iter().map(|&l| self.counted(pos, l)).collect();
        let trim = |t: &str| t.trim_end_matches('.').to_owned();
        let eyes: Vec<String> = entries.iter().map(|t| trim(&t.eye)).collect();
        let mut lines: Vec<Txt> = self
            .rows(&eyes)
            .into_iter()
            .map(|eye| Txt {
                eye,
                ear: String::new(),
            })
            .collect();
        let said: Vec<String> = entries.iter().map(|t| trim(&t.ear)).collect();
        if let Some(last) = lines.last_mut() {
            last.ear = format!("{}.", said.join(&self.loc.tr("board-say-separator")));
        }
        lines
    }

    /// The side whose numbering the standard notation's points follow on the board (Pontes'
    /// F3: from the player's side): the side on roll where a person plays it, else the
    /// person who plays, else Green.
    fn viewer(&self, turn: Side) -> Side {
        self.settings.viewer(turn)
    }

    /// A place's name on the board in the notation in use: `V3` (tactile), or `13`,
    /// numbered from the viewer's side (standard); the bar, off and the reserve by their
    /// words.
    fn place_name(&self, pos: &Position, label: Label) -> String {
        match (self.settings.notation, label) {
            (PlayNotation::Standard, Label::Point(_)) => label
                .point_of(pos.variant(), self.viewer(pos.turn()))
                .to_string(),
            _ => label.to_text(self.vocab),
        }
    }

    /// What stands on `label`: `V3 (4v)` and "V3, 4 verts"; the bar, off and the reserve
    /// list each side; a point holding both colours says who is pinned under whom.
    fn counted(&self, pos: &Position, label: Label) -> Txt {
        let variant = pos.variant();
        let mut stacks: Vec<Stack> = Side::ALL
            .into_iter()
            .filter_map(|side| {
                let own = label.point_of(variant, side);
                let count = count_at(pos, side, label);
                (count > 0).then(|| Stack {
                    side,
                    count,
                    postillon: pos.postillon(side) == Some(own),
                })
            })
            .collect();
        if stacks.is_empty() {
            let name = Txt::same(self.place_name(pos, label));
            return self.msg("board-point-empty", &[("label", name.into())]);
        }
        if let [under, over] = stacks.as_mut_slice()
            && label.is_point()
        {
            // Bottom up, as the position text writes it: the pinned checker first.
            if pos.is_pinned(over.side, label.point_of(variant, over.side)) {
                std::mem::swap(under, over);
            }
            return self.pinned(label, *under, *over);
        }
        let texts: Vec<Txt> = stacks
            .iter()
            .map(|&s| {
                let said = self.stack(pos, label, s, false);
                let own = label.point_of(variant, s.side);
                if pos.rules().stacks && label.is_point() {
                    self.pile(pos, s.side, own, said)
                } else {
                    said
                }
            })
            .collect();
        Txt {
            eye: texts
                .iter()
                .map(|t| t.eye.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            ear: texts
                .iter()
                .map(|t| t.ear.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// A point holding both colours, `under` pinned by `over`: `V5 (1n, 2v) : noir
    /// épinglé`, "Un pion noir épinglé sous 2 verts en V5".
    fn pinned(&self, label: Label, under: Stack, over: Stack) -> Txt {
        let entry = Counted {
            label,
            stacks: vec![under, over],
        }
        .to_text(self.vocab);
        self.msg2(
            "board-pinned",
            Some("board-pinned.ear"),
            &[
                ("entry", Txt::same(entry).into()),
                ("label", Txt::same(label.to_text(self.vocab)).into()),
                ("pinned", key(side_key(under.side))),
                ("side", key(side_key(over.side))),
                ("count", int(over.count)),
            ],
        )
    }

    /// One side's checkers on `label`: `V3 (4v)` and "V3, 4 verts"; a pinned checker says
    /// so (`V5 (1n) épinglé`, "V5, 1 noir, épinglé").
    fn stack(&self, pos: &Position, label: Label, stack: Stack, pinned: bool) -> Txt {
        if self.settings.notation == PlayNotation::Standard && label.is_point() {
            // `13 : 5 verts`, the number from the viewer's side, for the eye and the ear.
            return self.msg(
                "board-std-count",
                &[
                    ("label", Txt::same(self.place_name(pos, label)).into()),
                    ("count", int(stack.count)),
                    ("side", key(side_key(stack.side))),
                    ("postillon", key(yes_no(stack.postillon))),
                    ("pinned", key(yes_no(pinned))),
                ],
            );
        }
        let entry = Counted {
            label,
            stacks: vec![stack],
        }
        .to_text(self.vocab);
        let eye = if pinned {
            self.loc
                .tr_args("board-show-pinned", &[("entry", entry.as_str().into())])
        } else {
            entry
        };
        let ear = self.loc.tr_args(
            "board-say-count",
            &[
                ("label", label.to_text(self.vocab).into()),
                ("count", stack.count.into()),
                ("side", side_key(stack.side).into()),
                ("postillon", yes_no(stack.postillon).into()),
                ("pinned", yes_no(pinned).into()),
            ],
        );
        Txt { eye, ear }
    }

    /// One side's checkers on its own `point` in Doublets, said with its pile standing or not
    /// (`V3 (2v) en pile`, "V3, 2 verts, en pile").
    fn pile(&self, pos: &Position, side: Side, point: u8, said: Txt) -> Txt {
        let standing = key(yes_no(pos.stacks(side).stands(point)));
        self.msg2(
            "board-pile",
            Some("board-pile.ear"),
            &[("entry", said.into()), ("standing", standing)],
        )
    }
}

/// How many of `side`'s checkers are on `label`: a point, the bar, off, or the reserve.
fn count_at(pos: &Position, side: Side, label: Label) -> u8 {
    match label {
        Label::Reserve => pos.reserve(side),
        _ => pos.count(side, label.point_of(pos.variant(), side)),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{position, said, said_with};
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Variant;
    use crate::session::Settings;
    use crate::session::event::Player;

    #[test]
    fn the_board_tells_the_reserve_first() {
        let pos = position(Variant::Race, "réserve (9v, 15n), N12 (6v)", Side::Green);
        let fr = said(Lang::Fr, Variant::Race, &Event::Board { position: pos });
        assert!(
            fr.display.contains(&"réserve (9v), N12 (6v)".to_owned()),
            "{fr:?}"
        );
        assert!(
            fr.spoken.contains("réserve, 9 verts ; N12, 6 verts"),
            "{}",
            fr.spoken
        );
        assert!(fr.spoken.contains("réserve, 15 noirs"), "{}", fr.spoken);
        let en = said(Lang::En, Variant::Race, &Event::Board { position: pos });
        assert!(en.spoken.contains("reserve, 9 green"), "{}", en.spoken);
        let point = said(
            Lang::Fr,
            Variant::Race,
            &Event::Point {
                position: pos,
                label: Label::Reserve,
            },
        );
        assert_eq!(point.display, ["réserve (9v), réserve (15n)"]);
        assert_eq!(point.spoken, "réserve, 9 verts, réserve, 15 noirs");
    }

    #[test]
    fn a_pinned_checker_is_told_for_the_eye_and_the_ear() {
        let pos = position(
            Variant::Plakoto,
            "V5 (1n, 2v), N1 (13v), V1 (14n)",
            Side::Green,
        );
        let label = Label::of_point(Variant::Plakoto, Side::Green, 5);
        let fr = said(
            Lang::Fr,
            Variant::Plakoto,
            &Event::Point {
                position: pos,
                label,
            },
        );
        assert_eq!(fr.display, ["V5 (1n, 2v) : noir épinglé"]);
        assert_eq!(fr.spoken, "Un pion noir épinglé sous 2 verts en V5");
        let en = said(
            Lang::En,
            Variant::Plakoto,
            &Event::Point {
                position: pos,
                label,
            },
        );
        assert_eq!(en.display, ["V5 (1b, 2g): black pinned"]);
        assert_eq!(en.spoken, "One black checker pinned under 2 green on V5");
        let board = said(Lang::Fr, Variant::Plakoto, &Event::Board { position: pos });
        assert!(
            board.display.iter().any(|l| l.contains("V5 (1n) épinglé")),
            "{board:?}"
        );
        assert!(
            board.spoken.contains("V5, 1 noir, épinglé"),
            "{}",
            board.spoken
        );
    }

    #[test]
    fn the_board_tells_the_run_of_scores() {
        let pos = position(
            Variant::Grasshopper,
            "V3 (2v), réserve (10v, 14n), sortis (2v), marques (1v)",
            Side::Black,
        );
        let fr = said(
            Lang::Fr,
            Variant::Grasshopper,
            &Event::Board { position: pos },
        );
        assert!(
            fr.display
                .contains(&"Dernière marque : Vert, 1 de suite.".to_owned()),
            "{fr:?}"
        );
    }

    #[test]
    fn in_standard_notation_the_board_numbers_points_from_the_players_side() {
        let standard = |s: &mut Settings| s.notation = PlayNotation::Standard;
        let board = Event::Board {
            position: Position::start(Variant::Backgammon, Side::Green),
        };
        let said = said_with(standard, &board);
        assert_eq!(
            said.display,
            [
                "Vert, 167 pips :",
                "24 : 2 verts, 13 : 5 verts, 8 : 3 verts, 6 : 5 verts",
                "Noir, 167 pips :",
                "1 : 2 noirs, 12 : 5 noirs, 17 : 3 noirs, 19 : 5 noirs",
            ]
        );
        // Black on roll, a second person: from Black's side.
        let two = |s: &mut Settings| {
            s.notation = PlayNotation::Standard;
            s.players.black = Player::Human;
        };
        let point = Event::Point {
            position: Position::start(Variant::Backgammon, Side::Black),
            label: Label::of_point(Variant::Backgammon, Side::Black, 13),
        };
        assert_eq!(said_with(two, &point).display, ["13 : 5 noirs"]);
        // In the tactile notation, as ever.
        assert_eq!(said_with(|_| {}, &point).display, ["V12 (5n)"]);
    }

    #[test]
    fn several_places_are_told_a_few_to_a_line_and_in_one_utterance() {
        let position = Position::start(Variant::Backgammon, Side::Green);
        let labels = (1..=6)
            .map(|p| Label::of_point(Variant::Backgammon, Side::Green, p))
            .collect();
        let said = said_with(|_| {}, &Event::Places { position, labels });
        assert_eq!(
            said.display,
            ["V1 (2n), V2 : vide, V3 : vide, V4 : vide, V5 : vide, V6 (5v)"]
        );
        assert_eq!(
            said.spoken,
            "V1, 2 noirs ; V2 : vide ; V3 : vide ; V4 : vide ; V5 : vide ; V6, 5 verts."
        );
    }
}
