//! Routine lines fit a braille display's pan (issue 13, defect 9): whole games played
//! through the session and the renderer, as the binary shows them, at the short level,
//! every routine line and every turn's prompt measured.
//!
//! `cargo test --test library line_lengths -- --nocapture` prints the figures of each level: how
//! many routine lines, how many over 40 characters, and the median length.

use tablier::i18n::{Lang, Localizer};
use tablier::presentation::Renderer;
use tablier::rules::{BySide, Variant};
use tablier::session::{Event, NewGame, Player, Prompt, Session, Verbosity};

/// The most characters a routine line may have at the short level: one pan of a 40-cell
/// braille display.
const PAN: usize = 40;

/// A game of `variant` in `lang` seeded 7, without speech, at `level`: Green a person,
/// Black the computer, or a second person when `humans`.
fn seeded_game(lang: Lang, variant: Variant, level: Verbosity, humans: bool) -> NewGame {
    NewGame {
        seed: Some(7),
        speech: false,
        verbosity: Some(level),
        players: BySide {
            green: Player::Human,
            black: if humans {
                Player::Human
            } else {
                Player::Computer
            },
        },
        ..NewGame::new(lang, variant)
    }
}

/// The routine lines of a whole game of `variant` in `lang` at `level`, Green typing the
/// first listed play of each turn (after asking for the dice, and taking it back once),
/// Black the computer or, with `humans`, a second person doing the same.
fn routine_lines(lang: Lang, variant: Variant, level: Verbosity, humans: bool) -> Vec<String> {
    let config = seeded_game(lang, variant, level, humans);
    let loc = Localizer::new(lang);
    let mut session = Session::new(&config);
    let mut lines = Vec::new();
    let keep = |session: &Session, events: &[Event], lines: &mut Vec<String>| {
        let renderer = Renderer::for_session(&loc, session);
        for event in events.iter().filter(|e| e.is_routine()) {
            lines.extend(renderer.render(event).display);
        }
        if let Prompt::Turn { .. } = session.prompt() {
            lines.push(renderer.prompt(session.prompt()).trim_end().to_owned());
        }
    };
    let events = session.start();
    keep(&session, &events, &mut lines);
    let script = [
        "dés", "1", "annuler", "annuler", "annuler", "annuler", "1", "",
    ];
    for line in script.iter().cycle().take(4_000) {
        if !matches!(session.prompt(), Prompt::Turn { .. }) {
            break;
        }
        let events = session.handle(line);
        keep(&session, &events, &mut lines);
    }
    assert!(
        matches!(session.prompt(), Prompt::Over),
        "{variant:?}: the game was played to its end"
    );
    lines
}

fn median(lengths: &mut [usize]) -> usize {
    lengths.sort_unstable();
    lengths.get(lengths.len() / 2).copied().unwrap_or(0)
}

/// The games measured: each language, against the computer and between two people (whose
/// sides are named), backgammon and Jacquet.
const GAMES: [(Lang, Variant, bool); 5] = [
    (Lang::Fr, Variant::Backgammon, false),
    (Lang::En, Variant::Backgammon, false),
    (Lang::Fr, Variant::Backgammon, true),
    (Lang::En, Variant::Backgammon, true),
    (Lang::Fr, Variant::Jacquet, false),
];

#[test]
fn every_routine_line_of_a_game_at_the_short_level_fits_in_forty_characters() {
    for (lang, variant, humans) in GAMES {
        let lines = routine_lines(lang, variant, Verbosity::Short, humans);
        assert!(lines.len() > 50, "{lang:?} {variant:?}: {}", lines.len());
        let long: Vec<&String> = lines.iter().filter(|l| l.chars().count() > PAN).collect();
        assert!(
            long.is_empty(),
            "{lang:?} {variant:?} humans {humans}: {long:#?}"
        );
    }
}

#[test]
fn the_short_level_says_less_than_the_normal_one() {
    for level in Verbosity::ALL {
        let (mut count, mut over) = (0, 0);
        let (mut lengths, mut told) = (Vec::new(), Vec::new());
        for (lang, variant, humans) in GAMES {
            let lines = routine_lines(lang, variant, level, humans);
            count += lines.len();
            over += lines.iter().filter(|l| l.chars().count() > PAN).count();
            lengths.extend(lines.iter().map(|l| l.chars().count()));
            // The lines told, without the prompts (which end in `>`).
            told.extend(
                lines
                    .iter()
                    .filter(|l| !l.ends_with('>'))
                    .map(|l| l.chars().count()),
            );
        }
        let (all, without) = (median(&mut lengths), median(&mut told));
        println!(
            "{level:?}: {count} routine lines, {over} over {PAN}, median {all}; \
             without prompts {}, median {without}",
            told.len()
        );
        if level == Verbosity::Short {
            assert_eq!(over, 0);
        }
    }
    let total = |level| -> usize {
        GAMES
            .iter()
            .map(|&(lang, variant, humans)| {
                routine_lines(lang, variant, level, humans)
                    .iter()
                    .map(|l| l.chars().count())
                    .sum::<usize>()
            })
            .sum()
    };
    assert!(total(Verbosity::Short) < total(Verbosity::Normal));
}

/// What a player asks for at every turn beside the routine: the state, the last play, the
/// board, the legal plays (issue 30, item 10).
const ASKED: [&str; 5] = ["état", "dernier", "plateau", "coups", "blots"];

/// Every line shown, at the short level, in answer to [`ASKED`] at each turn of a whole game
/// of `variant` in `lang` (Green the first listed play, Black the computer or a second
/// person), and the lines of the game's end; each with what was typed.
fn asked_lines(lang: Lang, variant: Variant, humans: bool) -> Vec<(String, String)> {
    let config = seeded_game(lang, variant, Verbosity::Short, humans);
    let loc = Localizer::new(lang);
    let mut session = Session::new(&config);
    let mut lines = Vec::new();
    let _ = session.start();
    let script: Vec<&str> = ASKED.iter().copied().chain(["1", ""]).collect();
    for line in script.iter().cycle().take(8_000) {
        if !matches!(session.prompt(), Prompt::Turn { .. }) {
            break;
        }
        let events = session.handle(line);
        let renderer = Renderer::for_session(&loc, &session);
        let told = ASKED.contains(line) || matches!(session.prompt(), Prompt::Over);
        for event in events.iter().filter(|e| told || e.is_routine()) {
            for shown in renderer.render(event).display {
                lines.push(((*line).to_owned(), shown));
            }
        }
    }
    assert!(
        matches!(session.prompt(), Prompt::Over),
        "{variant:?}: the game was played to its end"
    );
    lines
}

#[test]
fn what_a_player_asks_at_every_turn_and_the_games_end_fit_in_forty_characters_at_the_short_level() {
    for (lang, variant, humans) in GAMES {
        let lines = asked_lines(lang, variant, humans);
        assert!(lines.len() > 100, "{lang:?} {variant:?}: {}", lines.len());
        let long: Vec<&(String, String)> = lines
            .iter()
            .filter(|(_, l)| l.chars().count() > PAN)
            .collect();
        assert!(
            long.is_empty(),
            "{lang:?} {variant:?} humans {humans}: {} over {PAN}: {long:#?}",
            long.len()
        );
    }
}
