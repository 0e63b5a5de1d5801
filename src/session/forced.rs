//! Forced plays played for the player, when asked for (`forcés oui`, off by default): a turn
//! whose dice allow one play only needs no typing; it is played, told, and confirmed.
//! A turn with no legal play already passes by itself.

use super::event::{Event, Player};
use super::{Pending, Phase, Session};

/// More forced turns than one answer can hold: each is a whole turn of a game that ends.
const MAX_FORCED: usize = 1_000;

impl Session {
    /// Plays, while asked for, each turn of a person that allows one play only, from its
    /// start: told as forced ([`Event::Forced`]), then confirmed, and on to the next turn.
    pub(super) fn play_forced(&mut self, out: &mut Vec<Event>) {
        for _ in 0..MAX_FORCED {
            if !self.settings.forced_auto || !matches!(self.pending, Pending::Nothing) {
                return;
            }
            let Phase::Human(turn) = &mut self.game.phase else {
                return;
            };
            let side = turn.start().turn();
            let only = matches!(turn.legal_plays(), [play] if !play.play.steps().is_empty());
            if !only
                || !turn.steps().is_empty()
                || self.settings.players[side] != Player::Human
                || turn.play_legal(0).is_err()
            {
                return;
            }
            out.push(Event::Forced {
                side,
                dice: turn.dice(),
                before: *turn.start(),
                steps: turn.steps().to_vec(),
            });
            let told = out.len();
            self.confirm(out);
            // The play is told as forced: its confirmation would tell it again.
            if let Some(at) = out[told..].iter().position(|e| {
                matches!(
                    e,
                    Event::Played {
                        player: Player::Human,
                        ..
                    }
                )
            }) {
                out.remove(told + at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Side;
    use crate::session::{Event, Player};

    use crate::session::forced_six_five as forced;

    #[test]
    fn the_only_legal_play_is_played_and_told_when_asked_for() {
        let mut session = forced(false);
        assert_eq!(session.steps().len(), 0);
        let events = session.handle("forcés oui");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Forced {
                    side: Side::Green,
                    ..
                }
            )),
            "{events:?}"
        );
        assert!(
            !events.iter().any(|e| matches!(
                e,
                Event::Played {
                    player: Player::Human,
                    ..
                }
            )),
            "told once: {events:?}"
        );
    }

    #[test]
    fn a_turn_with_a_choice_is_left_to_the_player() {
        let mut session = crate::session::opening_six_five(|s| s.forced_auto = true);
        let events = session.handle("plateau");
        assert!(
            !events.iter().any(|e| matches!(e, Event::Forced { .. })),
            "{events:?}"
        );
    }
}
