//! What Jacquet adds to the course of a game: the postillon's arrival is told to both players
//! (`rules.md` §3: from then on its side may move any checker).

use crate::notation::tactile::Label;
use crate::rules::{Position, Side, Step};

use super::Session;
use super::event::Event;

impl Session {
    /// Tells the players when `steps`, played by `side` from `before`, bring its travelling
    /// postillon into its inner table.
    pub(super) fn announce_arrival(
        &self,
        side: Side,
        before: &Position,
        steps: &[Step],
        out: &mut Vec<Event>,
    ) {
        let Some(mut at) = before.postillon(side) else {
            return;
        };
        for step in steps {
            if step.from == at {
                if step.to <= 6 {
                    out.push(Event::PostillonArrived {
                        side,
                        point: Label::of_point(before.variant(), side, step.to),
                    });
                    return;
                }
                at = step.to;
            }
        }
    }
}
