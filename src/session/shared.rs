//! The session at a table that several people share from their own machines (online): who
//! may act now, what any of them may look at without disturbing the game, and the settings
//! that are each reader's own. The server asks; the session stays one game with one truth.

use crate::rules::Side;

use super::commands::{CommandId, Reach, command};
use super::event::Event;
use super::{Pending, Phase, Session, Settings};

impl Session {
    /// The command a line starts with, in either language, if it starts with one.
    #[must_use]
    pub fn command_of(&self, line: &str) -> Option<CommandId> {
        self.lexicon.command(super::input::first_word(line.trim()))
    }

    /// The side that must act now (play, roll, double, answer the cube or a resignation,
    /// pick a choice); `None` when the game waits for no one side: between games (either
    /// player may start the next), at its end, or before it starts.
    #[must_use]
    pub fn to_act(&self) -> Option<Side> {
        if let Pending::Resign { .. } | Pending::Choice { .. } = self.pending {
            return self.acting_side();
        }
        match &self.game.phase {
            Phase::BeforeRoll => Some(self.cube_side()),
            Phase::Human(turn) => Some(turn.start().turn()),
            Phase::Naming | Phase::Choosing => Some(self.game.position.turn()),
            Phase::Doubled { by } | Phase::Resigning { by, .. } => Some(!*by),
            Phase::NotStarted
            | Phase::ComputerToRoll
            | Phase::BetweenGames
            | Phase::Over
            | Phase::Quit => None,
        }
    }

    /// Answers `line` when it only looks at the game (`plateau`, `case V3`, `pips`, `état`…):
    /// the answer goes to whoever asked, and nothing of the game changes — not what the
    /// player on turn was asked (a choice of moves, a resignation to confirm), nor what
    /// `répéter` repeats. `None` when the line is not such a command.
    pub fn look(&mut self, line: &str) -> Option<Vec<Event>> {
        self.look_also(line, &[])
    }

    /// [`Session::look`], with the commands `also` counted as looks: `conseil` at a table
    /// where advice is allowed (a teaching table online), which tells the best plays of the
    /// position without playing one.
    pub fn look_also(&mut self, line: &str, also: &[CommandId]) -> Option<Vec<Event>> {
        let line = line.trim();
        let id = self.command_of(line)?;
        if command(id).reach() != Reach::Look && !also.contains(&id) {
            return None;
        }
        let rest = line
            .split_once(char::is_whitespace)
            .map_or("", |(_, rest)| rest.trim());
        let mut out = Vec::new();
        self.run_command(id, rest, &mut out);
        Some(out)
    }

    /// Answers `line` when it changes a setting that is its reader's own (`notation`,
    /// `verbosité`, `langue`, `parole`, the voice's rate, pitch and volume): the change is
    /// made to `mine`, the settings of whoever typed it, never to the game's. `None` when the
    /// line is not such a command.
    pub fn personal(&mut self, line: &str, mine: &mut Settings) -> Option<Vec<Event>> {
        let line = line.trim();
        let id = self.command_of(line)?;
        if command(id).reach() != Reach::Personal || id == CommandId::Repeat {
            return None;
        }
        let rest = line
            .split_once(char::is_whitespace)
            .map_or("", |(_, rest)| rest.trim());
        let game = self.settings;
        self.settings = *mine;
        let mut out = Vec::new();
        self.run_command(id, rest, &mut out);
        *mine = self.settings;
        if mine.lang != game.lang {
            self.set_lang(game.lang);
        }
        self.settings = game;
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::notation::play_input::PlayNotation;
    use crate::rules::{BySide, Side, Variant};
    use crate::session::{Event, NewGame, Player, Prompt, ScriptedDice, Session, Settings};

    /// Two people at a backgammon table, Green to play 6-5 at the start.
    fn table() -> Session {
        let mut settings = Settings::from_config(&NewGame::new(Lang::Fr, Variant::Backgammon));
        settings.players = BySide::new_with(|_| Player::Human);
        let mut session = Session::at_position(
            settings,
            Box::new(ScriptedDice::new(&[6, 5, 1, 2, 3, 4])),
            crate::rules::Position::start(Variant::Backgammon, Side::Green),
        );
        let _ = session.start();
        session
    }

    #[test]
    fn the_side_on_roll_is_the_one_to_act_and_after_its_play_the_other() {
        let mut session = table();
        assert_eq!(session.to_act(), Some(Side::Green));
        session.handle("24/13");
        session.handle("valider");
        assert_eq!(
            session.to_act(),
            Some(Side::Black),
            "{:?}",
            session.prompt()
        );
    }

    #[test]
    fn looking_at_the_board_changes_nothing_of_a_choice_waiting_for_the_player_on_turn() {
        let mut session = table();
        // A pending question stays pending through a look by anyone.
        let _ = session.handle("abandonner");
        assert_eq!(session.prompt(), Prompt::Resign);
        let looked = session.look("plateau").expect("a look");
        assert!(matches!(looked[0], Event::Board { .. }));
        assert_eq!(session.prompt(), Prompt::Resign);
        assert_eq!(session.to_act(), Some(Side::Green));
    }

    #[test]
    fn a_play_or_a_game_command_is_not_a_look() {
        let mut session = table();
        assert!(session.look("V1-V7 V1-V6").is_none());
        assert!(session.look("doubler").is_none());
        assert!(session.look("sauver f.txt").is_none());
        assert!(session.look("pips").is_some());
    }

    #[test]
    fn a_personal_setting_changes_its_reader_and_never_the_game() {
        let mut session = table();
        let mut mine = *session.settings();
        let said = session
            .personal("notation standard", &mut mine)
            .expect("a setting");
        assert!(matches!(said[0], Event::NotationSet { .. }));
        assert_eq!(mine.notation, PlayNotation::Standard);
        assert_eq!(session.settings().notation, PlayNotation::Tactile);
        session.personal("langue en", &mut mine);
        assert_eq!(mine.lang, Lang::En);
        assert_eq!(session.settings().lang, Lang::Fr);
        // The game still reads French words for the board's places.
        assert!(session.look("case V3").is_some());
    }
}
