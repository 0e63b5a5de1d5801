//! The tutor: before a human's play is made, it is judged as `conseil` would rank it, and a
//! play losing more than the threshold is held back. The player hears what it loses and
//! which play was better, then types the same play again to make it anyway, or another.
//!
//! Holding back changes nothing in the game: the checkers go back to the start of the turn,
//! the dice stay, and no resting point is reached, so nothing is saved. What was warned is
//! remembered (start, roll, result) so that the same play, typed again, goes through.

use std::fmt;
use std::str::FromStr;

use crate::rules::{Dice, Position, Step};

use super::commands::{Answer, Lexicon};
use super::event::{Event, Player, Problem};
use super::handlers::Given;
use super::{Phase, Session};

/// How much a play may lose before the tutor speaks, in thousandths of a point: from 1
/// (0.001) to 1,000 (a whole point).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Threshold(u16);

impl Threshold {
    /// 0.08: what GNU Backgammon calls a bad play, the usual blunder line for a learner.
    pub const DEFAULT: Threshold = Threshold(80);
    /// The highest threshold: a whole point.
    pub const MAX: u16 = 1_000;

    /// The threshold of `thousandths`, when it is from 1 to [`Threshold::MAX`].
    #[must_use]
    pub fn from_thousandths(thousandths: u16) -> Option<Threshold> {
        (1..=Threshold::MAX)
            .contains(&thousandths)
            .then_some(Threshold(thousandths))
    }

    /// In thousandths of a point.
    #[must_use]
    pub const fn thousandths(self) -> u16 {
        self.0
    }
}

/// The text is not a threshold: not a plain decimal number, or not above 0 and at most 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThresholdError {
    #[error("not a decimal number")]
    NotANumber,
    #[error("a threshold is above 0 and at most 1")]
    OutOfRange,
}

impl FromStr for Threshold {
    type Err = ThresholdError;

    /// A decimal number with a point or a comma (`0.08`, `0,08`, `.05`), above 0 and at
    /// most 1, rounded to the thousandth. Signs, exponents and words are refused: a player
    /// who typed them meant something else.
    fn from_str(text: &str) -> Result<Threshold, ThresholdError> {
        let text = text.trim();
        let separators = text.chars().filter(|c| matches!(c, '.' | ',')).count();
        let digits = text.chars().filter(char::is_ascii_digit).count();
        if text.starts_with('-') && text.len() > 1 {
            return Err(ThresholdError::OutOfRange);
        }
        if digits == 0 || separators > 1 || digits + separators != text.len() {
            return Err(ThresholdError::NotANumber);
        }
        let value: f64 = text
            .replace(',', ".")
            .parse()
            .map_err(|_| ThresholdError::NotANumber)?;
        let thousandths = (value * 1000.0).round();
        if value <= 0.0 || thousandths < 1.0 || thousandths > f64::from(Threshold::MAX) {
            return Err(ThresholdError::OutOfRange);
        }
        Threshold::from_thousandths(thousandths as u16).ok_or(ThresholdError::OutOfRange)
    }
}

impl fmt::Display for Threshold {
    /// `0.080`: the form the save file and tests read back; players hear it in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:03}", self.0 / 1000, self.0 % 1000)
    }
}

/// Whether the tutor watches the humans' plays, and from what loss it speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tutor {
    /// Plays are made as typed (the default).
    #[default]
    Off,
    /// Plays losing more than the threshold are held back.
    On(Threshold),
}

impl Tutor {
    /// The tutor a setting typed after `tuteur` (or given to `--tuteur`) asks for: yes or on
    /// for the default threshold, no or off, or a threshold; `Ok(None)` for nothing typed.
    ///
    /// # Errors
    /// [`ThresholdError`] when the text is neither a word it knows nor a threshold.
    pub fn parse(text: &str, lexicon: &Lexicon) -> Result<Option<Tutor>, ThresholdError> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        match lexicon.switch(text) {
            Some(Answer::Yes) => Ok(Some(Tutor::On(Threshold::DEFAULT))),
            Some(Answer::No) => Ok(Some(Tutor::Off)),
            None => text.parse().map(|t| Some(Tutor::On(t))),
        }
    }
}

/// A play the tutor held back: typed again from the same start with the same roll, it is
/// made without a second warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Warned {
    pub start: Position,
    pub dice: Dice,
    /// The position the play leads to, the opponent on roll.
    pub after: Position,
}

impl Session {
    /// `tuteur`: tells the setting, or changes it.
    pub(super) fn tutor_command(&mut self, given: Given<'_>, out: &mut Vec<Event>) {
        let rest = given.rest;
        match Tutor::parse(rest, &self.lexicon) {
            Ok(Some(tutor)) => {
                self.settings.tutor = tutor;
                self.coaching.tutor_warned = None;
                out.push(Event::TutorSet { tutor });
            }
            Ok(None) => out.push(Event::TutorSet {
                tutor: self.settings.tutor,
            }),
            Err(_) => out.push(Event::Error(Problem::BadThreshold {
                text: rest.to_owned(),
            })),
        }
    }

    /// Switches the tutor (a resumed match takes `--tuteur` from the command line).
    pub fn set_tutor(&mut self, tutor: Tutor) {
        self.settings.tutor = tutor;
    }

    /// Whether the tutor holds back the complete play of the turn in progress, which would
    /// lead to `after`: if so, the checkers go back to the start of the turn and the
    /// warning is told.
    pub(super) fn tutor_holds_back(&mut self, after: &Position, out: &mut Vec<Event>) -> bool {
        let Tutor::On(threshold) = self.settings.tutor else {
            return false;
        };
        let Phase::Human(turn) = &self.game.phase else {
            return false;
        };
        // The tutor weighs the plays of a roll: a move without dice is not judged.
        let Some(dice) = turn.dice() else {
            return false;
        };
        let (start, side) = (*turn.start(), turn.start().turn());
        let warned = Warned {
            start,
            dice,
            after: *after,
        };
        if self.settings.players[side] != Player::Human
            || self.coaching.tutor_warned == Some(warned)
        {
            return false;
        }
        let played: Vec<Step> = turn.steps().to_vec();
        // The opponent's next roll, where the game showed it (Lancer prématuré): the tutor
        // judges knowing it, as `conseil` advises ([`super::input::advised_plays`]).
        let known = self.game.early[!side];
        let Some(judged) = self.coaching.judgements.judge(&start, dice, known, after) else {
            return false;
        };
        if judged.loss() <= i32::from(threshold.thousandths()) {
            return false;
        }
        if let Phase::Human(turn) = &mut self.game.phase {
            turn.reset();
        }
        self.coaching.tutor_warned = Some(warned);
        out.push(Event::TutorWarning {
            side,
            start,
            played,
            best: judged.best.play.steps().to_vec(),
            loss: judged.loss(),
        });
        true
    }

    /// Whether the turn in progress is complete and is the play the tutor warned of: typed
    /// again, it is made at once.
    pub(super) fn is_warned_play(&self) -> bool {
        let (Phase::Human(turn), Some(warned)) = (&self.game.phase, self.coaching.tutor_warned)
        else {
            return false;
        };
        turn.is_complete()
            && *turn.start() == warned.start
            && turn.dice() == Some(warned.dice)
            && turn.finish().is_some_and(|p| p.after == warned.after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::judge::judge;
    use crate::ai::search::{HINT_LEVEL, hint};
    use crate::i18n::{Lang, Localizer};
    use crate::rules::{Side, Variant};
    use crate::session::NewGame as GameConfig;
    use crate::session::{ScriptedDice, Settings, opening_six_five};

    #[test]
    fn a_threshold_reads_with_a_point_or_a_comma() {
        assert_eq!("0.08".parse(), Ok(Threshold(80)));
        assert_eq!("0,08".parse(), Ok(Threshold(80)));
        assert_eq!(" .05 ".parse(), Ok(Threshold(50)));
        assert_eq!("1".parse(), Ok(Threshold(1_000)));
        assert_eq!("0,0125".parse(), Ok(Threshold(13)));
    }

    #[test]
    fn a_threshold_is_above_zero_and_at_most_one() {
        assert_eq!("0".parse::<Threshold>(), Err(ThresholdError::OutOfRange));
        assert_eq!(
            "0.0004".parse::<Threshold>(),
            Err(ThresholdError::OutOfRange)
        );
        assert_eq!("-1".parse::<Threshold>(), Err(ThresholdError::OutOfRange));
        assert_eq!("5".parse::<Threshold>(), Err(ThresholdError::OutOfRange));
        assert_eq!(
            "1.001".parse::<Threshold>(),
            Err(ThresholdError::OutOfRange)
        );
    }

    #[test]
    fn words_signs_and_exponents_are_not_thresholds() {
        for text in [
            "abc", "", ".", "0.0.1", "1e-2", "+0.1", "inf", "NaN", "0,08%",
        ] {
            assert_eq!(
                text.parse::<Threshold>(),
                Err(ThresholdError::NotANumber),
                "{text}"
            );
        }
    }

    #[test]
    fn the_tutor_reads_yes_no_on_off_and_thresholds_in_both_languages() {
        let lexicon = Lexicon::new(&Localizer::new(Lang::Fr));
        let on = Some(Tutor::On(Threshold::DEFAULT));
        assert_eq!(Tutor::parse("oui", &lexicon), Ok(on));
        assert_eq!(Tutor::parse("on", &lexicon), Ok(on));
        assert_eq!(Tutor::parse("YES", &lexicon), Ok(on));
        assert_eq!(Tutor::parse("non", &lexicon), Ok(Some(Tutor::Off)));
        assert_eq!(Tutor::parse("off", &lexicon), Ok(Some(Tutor::Off)));
        assert_eq!(
            Tutor::parse("0,05", &lexicon),
            Ok(Some(Tutor::On(Threshold(50))))
        );
        assert_eq!(Tutor::parse("", &lexicon), Ok(None));
        assert!(Tutor::parse("abc", &lexicon).is_err());
    }

    fn warnings(events: &[Event]) -> usize {
        events
            .iter()
            .filter(|e| matches!(e, Event::TutorWarning { .. }))
            .count()
    }

    fn played(events: &[Event]) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Played {
                    player: Player::Human,
                    ..
                }
            )
        })
    }

    #[test]
    fn an_opening_six_five_played_on_the_home_board_is_held_back_then_made_when_retyped() {
        let mut session = opening_six_five(|s| s.tutor = Tutor::On(Threshold::DEFAULT));
        let start = session.position();
        let (revision, saved) = (session.revision(), session.snapshot());
        // 8/3 8/2 breaks the midpoint for two blots at home: far worse than 24/13.
        let events = session.handle("8/3 8/2");
        assert!(!played(&events), "a complete play waits for valider");
        let events = session.handle("");
        assert_eq!(warnings(&events), 1);
        assert_eq!(
            session.revision(),
            revision,
            "no resting point: nothing saved"
        );
        assert_eq!(session.snapshot(), saved, "same position, same dice");
        let Some(Event::TutorWarning { loss, best, .. }) = events
            .iter()
            .find(|e| matches!(e, Event::TutorWarning { .. }))
        else {
            unreachable!()
        };
        assert!(*loss > 200, "{loss}");
        let run: Vec<(u8, u8)> = best.iter().map(|s| (s.from, s.to)).collect();
        assert_eq!(run, [(24, 18), (18, 13)], "24/13 runs a back checker");
        assert!(!played(&events));
        assert_eq!(session.position(), start, "the checkers are back");
        assert!(session.steps().is_empty());
        let events = session.handle("8/2 8/3");
        assert_eq!(warnings(&events), 0);
        assert!(played(&events), "typed again, the play is made");
    }

    #[test]
    fn another_play_after_a_warning_is_judged_afresh() {
        let mut session = opening_six_five(|s| s.tutor = Tutor::On(Threshold::DEFAULT));
        session.handle("8/3 8/2");
        assert_eq!(warnings(&session.handle("")), 1);
        session.handle("13/7 13/8");
        let events = session.handle("");
        assert_eq!(warnings(&events), 1, "13/7 13/8 loses more than 0.08 too");
        session.handle("24/13");
        let events = session.handle("");
        assert_eq!(warnings(&events), 0);
        assert!(played(&events));
    }

    #[test]
    fn the_tutor_says_nothing_when_off_or_below_its_threshold() {
        let mut session = opening_six_five(|s| s.tutor = Tutor::Off);
        session.handle("8/3 8/2");
        assert!(played(&session.handle("")));
        let mut session = opening_six_five(|s| s.tutor = Tutor::On(Threshold(1_000)));
        session.handle("8/3 8/2");
        assert!(played(&session.handle("")));
    }

    #[test]
    fn the_tutor_watches_jacquet_plays_too() {
        // A Jacquet game played by the search itself until Green has a roll with a play
        // losing more than 0.02; that play is the one typed.
        let rolls = [
            (4, 1),
            (6, 2),
            (5, 3),
            (6, 6),
            (3, 1),
            (5, 4),
            (2, 2),
            (6, 4),
            (5, 2),
        ];
        let mut pos = Position::start(Variant::Jacquet, Side::Green);
        let mut found = None;
        for round in 0..200 {
            let (a, b) = rolls[round % rolls.len()];
            let dice = Dice::from_values(a, b).expect("dice");
            let legal = pos.legal_plays(dice);
            if pos.turn() == Side::Green && legal.len() > 1 {
                let worst = legal
                    .iter()
                    .enumerate()
                    .filter_map(|(i, p)| Some((i, judge(&pos, dice, None, &p.after)?.loss())))
                    .max_by_key(|&(_, loss)| loss);
                if let Some((index, loss)) = worst.filter(|&(_, loss)| loss > 20) {
                    found = Some((pos, (a, b), index, loss));
                    break;
                }
            }
            pos = match hint(&pos, dice, None, HINT_LEVEL).first() {
                Some((best, _)) => best.after,
                None => pos.with_turn(!pos.turn()),
            };
            if pos.outcome().is_some() {
                break;
            }
        }
        let (pos, (a, b), index, loss) = found.expect("a costly Jacquet play");
        let mut settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Jacquet));
        settings.tutor = Tutor::On(Threshold(20));
        let mut session = Session::at_position(settings, Box::new(ScriptedDice::new(&[a, b])), pos);
        let _ = session.start();
        let number = (index + 1).to_string();
        session.handle(&number);
        let events = session.handle("");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::TutorWarning { loss: l, .. } if *l == loss)),
            "{events:?}"
        );
        assert_eq!(session.position(), pos);
        assert!(played(&session.handle(&number)));
    }

    #[test]
    fn in_lancer_premature_the_tutor_judges_with_the_roll_the_mover_knows() {
        // Green to play 6-1 knowing Black's 6-4 (made first, during Green's turn): over
        // every roll its runner is best run on to the 11 point, where only 6-4 hits; knowing
        // the 6-4, it stops a point short, as `conseil` says.
        let (pos, roll) = crate::ai::search::tests::runner_to_bring_home();
        let six_four = Dice::from_values(6, 4).expect("dice");
        let advised = hint(&pos, roll, Some(six_four), HINT_LEVEL)[0].0;
        let blind = hint(&pos, roll, None, HINT_LEVEL)[0].0;
        assert_ne!(advised.after, blind.after);
        let typed = |play: &crate::rules::LegalPlay| {
            crate::notation::gnubg_play::format_for(&play.play, Variant::Early)
        };
        let session_at = || {
            let mut settings = Settings::from_config(&GameConfig::new(Lang::Fr, Variant::Early));
            settings.tutor = Tutor::On(Threshold(1));
            let dice = ScriptedDice::new(&[6, 4, 6, 1]);
            let mut session = Session::at_position(settings, Box::new(dice), pos);
            let _ = session.start();
            assert_eq!(session.game.early[Side::Black], Some(six_four));
            session
        };
        let mut session = session_at();
        session.handle(&typed(&blind));
        let events = session.handle("");
        let warned = events.iter().find_map(|e| match e {
            Event::TutorWarning { best, loss, .. } => Some((best.clone(), *loss)),
            _ => None,
        });
        let loss = judge(&pos, roll, Some(six_four), &blind.after).map(|j| j.loss());
        assert_eq!(
            warned,
            Some((advised.play.steps().to_vec(), loss.expect("a decision"))),
            "{events:?}"
        );
        let mut session = session_at();
        session.handle(&typed(&advised));
        let events = session.handle("");
        assert_eq!(warnings(&events), 0, "{events:?}");
        assert!(played(&events));
    }

    #[test]
    fn a_bad_threshold_changes_nothing() {
        let mut session = opening_six_five(|s| s.tutor = Tutor::On(Threshold(50)));
        for text in ["tuteur abc", "tuteur -1", "tuteur 5"] {
            let events = session.handle(text);
            assert!(
                matches!(
                    events.as_slice(),
                    [Event::Error(Problem::BadThreshold { .. })]
                ),
                "{text}: {events:?}"
            );
            assert_eq!(session.settings().tutor, Tutor::On(Threshold(50)));
        }
        session.handle("tutor off");
        assert_eq!(session.settings().tutor, Tutor::Off);
        session.handle("tuteur 0,05");
        assert_eq!(session.settings().tutor, Tutor::On(Threshold(50)));
    }
}
