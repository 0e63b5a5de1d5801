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
            let Phase::Human(turn) = &mut self.phase else {
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
    use crate::i18n::{Lang, vocabulary};
    use crate::notation::position_text;
    use crate::rules::{Side, Variant};
    use crate::session::{Event, NewGame, Player, ScriptedDice, Session, Settings};

    /// Green (a person) to play 6-5 with one checker on N1 and one on V12 (its 13-point):
    /// 6-5 can be played only one way from here, Black's points blocked as they are.
    fn forced(on: bool) -> Session {
        let mut settings = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon));
        settings.forced_auto = on;
        let text = "V6 (14v), V1 (1v), N1 (2n), N2 (2n), N3 (2n), N4 (2n), N5 (2n), N6 (5n)";
        let pos = position_text::parse(
            text,
            Variant::Backgammon,
            Side::Green,
            &vocabulary(Lang::Fr),
        )
        .unwrap();
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(&[6, 5, 6, 5, 2, 1])),
            pos,
        );
        let _ = session.start();
        session
    }

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
        let loc = crate::i18n::Localizer::new(Lang::Fr);
        let forced = events
            .iter()
            .find(|e| matches!(e, Event::Forced { .. }))
            .map(|e| session.renderer(&loc).render(e))
            .unwrap();
        assert_eq!(forced.display, ["Coup forcé, dés 6-5 : V6-V1 V6-sortis."]);
        assert_eq!(
            forced.spoken,
            "Coup forcé, dés 6 et 5 : V6 à V1, V6, sorti."
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
