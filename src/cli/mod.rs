//! The command line: raw arguments parsed by clap, turned into one validated configuration,
//! and every error mapped to a localized message and an exit status in one place.
//!
//! Exit statuses: 0 success, 2 bad input (an option, a position, dice), 1 anything else.

pub mod config;
mod en_ligne;
mod legal;
mod lessons;
mod moteur;
mod serveur;

use std::io::Write;

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::ai::budget::Budget;
use crate::ai::search::Level;
use crate::i18n::{Lang, Localizer};
use crate::notation::play_input::PlayNotation;
use crate::repl::{Options, settings_file};
use crate::rules::clock::ClockRules;
use crate::rules::score::{Format, MatchRules};
use crate::rules::{BySide, Variant};
use crate::session::tutor::{Threshold, Tutor};
use crate::session::{NewGame, Player, Verbosity};
use crate::speech::SpeechMode;
pub use config::Opponent;

/// Exit status for input the program refuses.
pub const EXIT_BAD_INPUT: i32 = 2;

#[derive(Parser, Debug)]
#[command(name = "tablier", version, disable_help_subcommand = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    game: GameArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Lists the legal plays of a position (for testers, teachers and other programs).
    #[command(name = "legal", alias = "coups")]
    Legal(legal::LegalArgs),
    /// Plays two players against each other and measures the result (issue 6's harness).
    #[command(name = "duel")]
    Duel(crate::ai::duel::DuelArgs),
    /// Answers positions for another program, as a UBGI engine.
    #[command(name = "moteur", alias = "engine")]
    Engine(moteur::EngineArgs),
    /// Runs the online game server (issue 28).
    #[command(name = "serveur", alias = "server")]
    Server(serveur::ServerArgs),
    /// Plays online, on a tablier server (issue 28).
    #[command(name = "en-ligne", alias = "online")]
    Online(en_ligne::OnlineArgs),
}

/// The options of a game. Values are read as text and checked here, so that a wrong one
/// gets a message in the player's language rather than clap's English.
#[derive(Args, Debug)]
struct GameArgs {
    #[arg(long = "langue", alias = "lang", value_name = "LANGUE", global = true)]
    lang: Option<String>,
    #[arg(long = "jeu", alias = "game", value_name = "JEU", global = true)]
    game: Option<String>,
    #[arg(long = "adversaire", alias = "opponent", value_name = "ADVERSAIRE")]
    opponent: Option<String>,
    #[arg(long = "demo")]
    demo: bool,
    #[arg(
        long = "graine",
        alias = "seed",
        value_name = "N",
        allow_negative_numbers = true
    )]
    seed: Option<String>,
    #[arg(long = "parole", alias = "speech", value_name = "MODE")]
    speech: Option<String>,
    #[arg(long = "notation", value_name = "NOTATION", global = true)]
    notation: Option<String>,
    #[arg(long = "simple")]
    simple: bool,
    /// Line editing although a screen reader runs (which reads plain lines better).
    #[arg(long = "edition", alias = "line-editing")]
    editing: bool,
    #[arg(long = "conventions", value_name = "LISTE", global = true)]
    conventions: Option<String>,
    #[arg(long = "niveau", alias = "level", value_name = "NIVEAU")]
    level: Option<String>,
    #[arg(long = "reflexion", alias = "thinking", value_name = "SECONDES")]
    thinking: Option<String>,
    /// Alone it turns the tutor on at its default threshold, hence the optional value.
    #[arg(
        long = "tuteur",
        alias = "tutor",
        value_name = "SEUIL",
        num_args = 0..=1,
        default_missing_value = ""
    )]
    tutor: Option<String>,
    #[arg(long = "verbosite", alias = "verbosity", value_name = "NIVEAU")]
    verbosity: Option<String>,
    #[arg(
        long = "match",
        value_name = "N",
        conflicts_with = "money",
        allow_negative_numbers = true
    )]
    match_length: Option<String>,
    #[arg(
        long = "manches",
        alias = "games",
        value_name = "N",
        conflicts_with_all = ["match_length", "money"],
        allow_negative_numbers = true
    )]
    games_won_only: Option<String>,
    #[arg(long = "partie-libre", alias = "money")]
    money: bool,
    #[arg(
        long = "videau-max",
        alias = "cube-cap",
        value_name = "N",
        allow_negative_numbers = true
    )]
    cube_cap: Option<String>,
    #[arg(long = "jacoby")]
    jacoby: bool,
    #[arg(long = "castors", alias = "beavers")]
    beavers: bool,
    #[arg(long = "reprendre", alias = "resume")]
    resume: bool,
    #[arg(long = "transcription", alias = "transcript", value_name = "FICHIER")]
    transcript: Option<String>,
    #[arg(
        long = "entrainement",
        alias = "practice",
        conflicts_with_all = ["resume", "lesson"]
    )]
    practice: bool,
    #[arg(
        long = "lecon",
        alias = "lesson",
        value_name = "FICHIER",
        num_args = 0..=1,
        conflicts_with = "resume"
    )]
    lesson: Option<Option<String>>,
    #[arg(long = "pendule", alias = "clock")]
    clock: bool,
    #[arg(
        long = "minutes-par-point",
        alias = "minutes-per-point",
        value_name = "MIN",
        allow_negative_numbers = true
    )]
    minutes_per_point: Option<String>,
    #[arg(
        long = "delai",
        alias = "delay",
        value_name = "S",
        allow_negative_numbers = true
    )]
    delay: Option<String>,
}

/// A command-line error: the message id and its one argument (the text at fault).
#[derive(Debug)]
pub(crate) struct CliError {
    id: &'static str,
    value: String,
    /// Why a position text was refused, told after the main message.
    position: Option<(Variant, crate::notation::position_text::PositionTextError)>,
}

impl CliError {
    pub(crate) fn new(id: &'static str, value: impl Into<String>) -> CliError {
        CliError {
            id,
            value: value.into(),
            position: None,
        }
    }

    /// A refused position text, with the reason.
    pub(crate) fn position_text(
        text: &str,
        variant: Variant,
        error: crate::notation::position_text::PositionTextError,
    ) -> CliError {
        CliError {
            position: Some((variant, error)),
            ..CliError::new("cli-error-position-text", text)
        }
    }

    pub(crate) fn message(&self, loc: &Localizer) -> String {
        // Every message may name the games (an unknown game lists the known ones).
        let main = loc.tr_args(
            self.id,
            &[
                ("value", loc.quote(&self.value).into()),
                ("games", game_names().into()),
            ],
        );
        match &self.position {
            Some((variant, error)) => {
                let reason = crate::i18n::position_text_error(loc, &self.value, *variant, error);
                format!("{main}\n{reason}")
            }
            None => main,
        }
    }
}

/// The language asked for with `--langue`/`--lang` anywhere on the line, read before clap
/// so that even clap's own errors and the help come out in it.
fn requested_lang(args: &[String]) -> Option<String> {
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        for name in ["--langue", "--lang"] {
            if arg == name {
                return iter.next().cloned();
            }
            if let Some(value) = arg.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                return Some(value.to_owned());
            }
        }
    }
    None
}

/// A help layout from Fluent, its `$about`, `$usage`, `$subcommands` and `$options` filled
/// with clap's own placeholders (Fluent reads braces as its own syntax).
pub(crate) fn help_template(loc: &Localizer, id: &str) -> String {
    loc.tr_args(
        id,
        &[
            ("about", "{about}".into()),
            ("usage", "{usage}".into()),
            ("subcommands", "{subcommands}".into()),
            ("options", "{options}".into()),
        ],
    )
}

/// Writes one line on standard error; a closed stream is ignored rather than a panic.
fn tell(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The words of every game, in menu order, as `--jeu` reads them: `backgammon, jacquet, …`.
pub(crate) fn game_names() -> String {
    Variant::ALL
        .iter()
        .map(|v| v.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `arg` with its help from Fluent, followed by its other names (`--lang` for `--langue`):
/// clap would write those as an English "[alias: …]". A help may name the games (`$games`).
pub(crate) fn described(arg: clap::Arg, loc: &Localizer, id: &str) -> clap::Arg {
    let names: Vec<String> = arg
        .get_all_aliases()
        .unwrap_or_default()
        .iter()
        .map(|a| format!("--{a}"))
        .collect();
    let text = loc.tr_args(id, &[("games", game_names().into())]);
    let help = if names.is_empty() {
        text
    } else {
        loc.tr_args(
            "cli-help-with-aliases",
            &[("help", text.into()), ("names", names.join(", ").into())],
        )
    };
    arg.help(help)
}

/// A subcommand's help in the user's language: its `about` and `usage` messages, the help
/// layout of the subcommands, `--aide`, and each option's help (`helps`: the option's name
/// and its message).
pub(crate) fn localized_subcommand(
    cmd: clap::Command,
    loc: &Localizer,
    about: &str,
    usage: &str,
    helps: &[(&str, &str)],
) -> clap::Command {
    let mut cmd = cmd
        .about(loc.tr(about))
        .override_usage(loc.tr(usage))
        .help_template(help_template(loc, "cli-legal-help-template"))
        .disable_help_flag(true)
        .arg(help_arg(loc));
    for &(name, id) in helps {
        cmd = cmd.mut_arg(name, |a| described(a, loc, id));
    }
    cmd
}

/// `--aide`/`--help`/`-h`, described in the user's language.
pub(crate) fn help_arg(loc: &Localizer) -> clap::Arg {
    clap::Arg::new("help")
        .long("aide")
        .alias("help")
        .short('h')
        .action(clap::ArgAction::Help)
        .help(loc.tr_args(
            "cli-help-with-aliases",
            &[
                ("help", loc.tr("cli-help-help").into()),
                ("names", "--help".into()),
            ],
        ))
}

/// The help of `tablier duel`, in the user's language.
fn localize_duel(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    let helps = [
        ("a", "cli-duel-help-a"),
        ("b", "cli-duel-help-b"),
        ("games", "cli-duel-help-games"),
        ("seed", "cli-duel-help-seed"),
        ("threads", "cli-duel-help-threads"),
        ("weights", "cli-duel-help-weights"),
        ("speed", "cli-duel-help-speed"),
        ("mat", "cli-duel-help-mat"),
    ];
    let mut cmd = cmd
        .about(loc.tr("cli-duel-about"))
        .override_usage(loc.tr("cli-duel-usage"))
        .help_template(help_template(loc, "cli-legal-help-template"))
        .disable_help_flag(true)
        .arg(help_arg(loc));
    for (name, id) in helps {
        cmd = cmd.mut_arg(name, |a| described(a, loc, id));
    }
    // clap would name the numbers' values after the English fields.
    for name in ["games", "seed", "threads"] {
        cmd = cmd.mut_arg(name, |a| a.value_name("N"));
    }
    cmd
}

/// `tablier duel --mat FICHIER`: the duel's first games written as a `.mat` money session
/// for GNU Backgammon to analyse; the exit status.
fn write_duel_games(
    duel: &crate::ai::duel::DuelArgs,
    path: &std::path::Path,
    loc: &Localizer,
) -> i32 {
    let variant = duel.variant.unwrap_or(crate::rules::Variant::Backgammon);
    let name = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_whitespace() { '-' } else { c })
            .collect()
    };
    let (a, b) = (name(&duel.a), name(&duel.b));
    let written = crate::ai::duel::duel_games(duel, 100).and_then(|games| {
        let records = crate::save::mat::records_of(&games);
        let text = crate::save::mat::write(
            &records,
            variant,
            0,
            crate::rules::BySide {
                green: &a,
                black: &b,
            },
        );
        crate::save::write_atomic(path, &text).map_err(|e| format!("{e:?}"))
    });
    match written {
        Ok(()) => {
            println!(
                "{}",
                loc.tr_args(
                    "duel-mat-written",
                    &[("path", path.display().to_string().into())]
                )
            );
            0
        }
        Err(error) => {
            eprintln!(
                "{}",
                loc.tr_args("duel-error-gnubg", &[("error", error.into())])
            );
            1
        }
    }
}

/// The clap command with every help text, heading and template taken from Fluent.
fn localized_command(loc: &Localizer) -> clap::Command {
    let arg_help = [
        ("lang", "cli-help-lang"),
        ("game", "cli-help-game"),
        ("opponent", "cli-help-opponent"),
        ("demo", "cli-help-demo"),
        ("seed", "cli-help-seed"),
        ("speech", "cli-help-speech"),
        ("notation", "cli-help-notation"),
        ("simple", "cli-help-simple"),
        ("editing", "cli-help-editing"),
        ("match_length", "cli-help-match"),
        ("games_won_only", "cli-help-games-won-only"),
        ("money", "cli-help-money"),
        ("cube_cap", "cli-help-cube-cap"),
        ("jacoby", "cli-help-jacoby"),
        ("beavers", "cli-help-beavers"),
        ("resume", "cli-help-resume"),
        ("transcript", "cli-help-transcript"),
        ("practice", "cli-help-practice"),
        ("lesson", "cli-help-lesson"),
        ("clock", "cli-help-clock"),
        ("minutes_per_point", "cli-help-minutes-per-point"),
        ("delay", "cli-help-delay"),
        ("conventions", "cli-help-conventions"),
        ("level", "cli-help-level"),
        ("thinking", "cli-help-thinking"),
        ("tutor", "cli-help-tutor"),
        ("verbosity", "cli-help-verbosity"),
    ];
    let mut cmd = Cli::command()
        .about(loc.tr("cli-about"))
        .override_usage(loc.tr("cli-usage"))
        .help_template(help_template(loc, "cli-help-template"))
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(help_arg(loc))
        .arg(
            clap::Arg::new("version")
                .long("version")
                .short('V')
                .action(clap::ArgAction::Version)
                .help(loc.tr("cli-help-version")),
        );
    for (name, id) in arg_help {
        cmd = cmd.mut_arg(name, |a| described(a, loc, id));
    }
    cmd.mut_subcommand("legal", |sub| legal::localize(sub, loc))
        .mut_subcommand("duel", |sub| localize_duel(sub, loc))
        .mut_subcommand("moteur", |sub| moteur::localize(sub, loc))
        .mut_subcommand("serveur", |sub| serveur::localize(sub, loc))
        .mut_subcommand("en-ligne", |sub| en_ligne::localize(sub, loc))
}

/// Runs the program on the process's arguments and returns its exit status.
pub fn main() -> i32 {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    run(&args)
}

/// Runs the program on `args` (the program name first) and returns its exit status.
pub fn run(args: &[String]) -> i32 {
    let requested = requested_lang(args);
    let lang = Lang::negotiate(requested.as_deref());
    let loc = Localizer::new(lang);
    if let Some(value) = &requested
        && value.parse::<Lang>().is_err()
    {
        tell(&CliError::new("cli-error-lang", value).message(&loc));
        return EXIT_BAD_INPUT;
    }
    let matches = match localized_command(&loc).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => return report_clap_error(&e, &loc),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return report_clap_error(&e, &loc),
    };
    if cli
        .game
        .game
        .as_deref()
        .is_some_and(|g| ["aide", "help", "?"].contains(&g.trim().to_lowercase().as_str()))
    {
        return list_games(&loc);
    }
    if matches!(cli.game.lesson, Some(None)) {
        return lessons::list(&loc);
    }
    let result = match cli.command {
        Some(Command::Legal(legal)) => legal::run(&legal, &cli.game, &loc),
        // The client's own words in the language asked for, else the system's.
        Some(Command::Online(online)) => en_ligne::run(&online, &loc),
        // XGID and FIBS describe the boards of the games GNU Backgammon plays (backgammon,
        // Nackgammon, Hyper-Backgammon), not a Jacquet or a Plakoto position.
        Some(Command::Engine(engine)) => match variant(&cli.game) {
            Ok(v) if v.rules().gnubg != crate::rules::Gnubg::Unknown => {
                moteur::run(&engine, v, &loc)
            }
            Ok(other) => Err(CliError::new("cli-error-engine-game", other.to_string())),
            Err(e) => Err(e),
        },
        Some(Command::Server(server)) => serveur::run(&server, &loc),
        Some(Command::Duel(mut duel)) => variant(&cli.game).map(|v| {
            duel.variant = Some(v);
            let status = crate::ai::duel::duel_main(duel.clone(), &loc);
            match &duel.mat {
                Some(path) if status == 0 => write_duel_games(&duel, path, &loc),
                _ => status,
            }
        }),
        None => {
            // The settings kept between sessions; a file that cannot be read is told at the
            // start and the defaults hold. Temporary files of killed processes would
            // otherwise pile up beside it.
            settings_file::remove_stale_temp_files();
            let (stored, trouble) = match settings_file::load() {
                Ok(stored) => (stored, None),
                Err(trouble) => (settings_file::Stored::default(), Some(trouble)),
            };
            // `--langue` wins over the file's language, which wins over the system's.
            let lang = match (&requested, stored.lang) {
                (None, Some(kept)) => kept,
                _ => lang,
            };
            game_config(&cli.game, lang, &stored).map(|(config, mut options)| {
                options.settings_trouble = trouble;
                options.lang_asked = requested.is_some().then_some(lang);
                let lesson = cli
                    .game
                    .lesson
                    .clone()
                    .flatten()
                    .map(std::path::PathBuf::from);
                crate::repl::run_with(&config, &options, &lesson, Localizer::new(lang))
            })
        }
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            tell(&e.message(&loc));
            EXIT_BAD_INPUT
        }
    }
}

/// Prints clap's verdict in the user's language: help and version as clap renders them
/// (from the localized command), errors as one localized line.
fn report_clap_error(e: &clap::Error, loc: &Localizer) -> i32 {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let help = localize_help(&e.render().to_string(), loc);
            // A reader that closed the pipe early (`| head`) is no error worth a word.
            let _ = write!(std::io::stdout(), "{help}");
            0
        }
        _ => {
            tell(&clap_error(e).message(loc));
            tell(&loc.tr("cli-hint-help"));
            EXIT_BAD_INPUT
        }
    }
}

/// clap's error as one of ours: the word at fault and what is wrong with it.
fn clap_error(e: &clap::Error) -> CliError {
    use clap::error::ContextKind;
    let kind = e.kind();
    let context = |k| e.get(k).map(ToString::to_string);
    // The word at fault: an option, else a command clap did not know.
    let culprit = context(ContextKind::InvalidArg)
        .or_else(|| context(ContextKind::InvalidSubcommand))
        .unwrap_or_default();
    // clap calls an option given twice a conflict with itself.
    let repeated = kind == ErrorKind::ArgumentConflict
        && context(ContextKind::PriorArg).is_none_or(|prior| prior == culprit);
    let id = match kind {
        ErrorKind::UnknownArgument => "cli-error-unknown-option",
        ErrorKind::InvalidSubcommand => "cli-error-unknown-command",
        ErrorKind::MissingRequiredArgument => "cli-error-missing-option",
        ErrorKind::ArgumentConflict if repeated => "cli-error-repeated",
        ErrorKind::ArgumentConflict => "cli-error-conflict",
        ErrorKind::NoEquals | ErrorKind::InvalidValue => "cli-error-missing-value",
        _ => "cli-error-usage",
    };
    CliError::new(id, culprit)
}

/// The game of a table online from the words typed after `créer` (`--jeu jacquet --match
/// 3`): the local game's options, read as the command line reads them, each refusal in
/// `lang`. The options of one keyboard (the opponent, the seed, speech, lessons…) are
/// refused: they make no sense at a table.
pub fn read_table(words: &[String], lang: Lang) -> Result<NewGame, String> {
    let loc = Localizer::new(lang);
    let args: Vec<String> = std::iter::once("tablier".to_owned())
        .chain(words.iter().cloned())
        .collect();
    let cli = localized_command(&loc)
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m))
        .map_err(|e| match e.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                loc.tr_args("srv-create-offline", &[("option", "--aide".into())])
            }
            _ => clap_error(&e).message(&loc),
        })?;
    if let Some(command) = cli.command {
        let word = match command {
            Command::Legal(_) => "legal",
            Command::Duel(_) => "duel",
            Command::Engine(_) => "moteur",
            Command::Server(_) => "serveur",
            Command::Online(_) => "en-ligne",
        };
        return Err(CliError::new("cli-error-unknown-option", word).message(&loc));
    }
    let game = &cli.game;
    let local_only = [
        ("--adversaire", game.opponent.is_some()),
        ("--demo", game.demo),
        ("--graine", game.seed.is_some()),
        ("--parole", game.speech.is_some()),
        ("--simple", game.simple),
        ("--niveau", game.level.is_some()),
        ("--reflexion", game.thinking.is_some()),
        ("--tuteur", game.tutor.is_some()),
        ("--reprendre", game.resume),
        ("--transcription", game.transcript.is_some()),
        ("--entrainement", game.practice),
        ("--lecon", game.lesson.is_some()),
        ("--langue", game.lang.is_some()),
        ("--notation", game.notation.is_some()),
        ("--verbosite", game.verbosity.is_some()),
    ];
    if let Some((option, _)) = local_only.iter().find(|(_, given)| *given) {
        return Err(loc.tr_args("srv-create-offline", &[("option", (*option).into())]));
    }
    game_config(game, lang, &settings_file::Stored::default())
        .map(|(config, _)| config)
        .map_err(|e| e.message(&loc))
}

/// clap's help as rendered, its English notes put in the user's language: a default value
/// (`[default: 1]`) is said in words, and other names (`[alias: --games]`), already in the
/// help's own text, are dropped.
fn localize_help(help: &str, loc: &Localizer) -> String {
    let mut out = String::with_capacity(help.len());
    for line in help.split_inclusive('\n') {
        let mut rest = line;
        while let Some(open) = rest.find(" [") {
            out.push_str(&rest[..open]);
            let note = &rest[open + 2..];
            let Some(close) = note.find(']') else {
                out.push_str(&rest[open..]);
                rest = "";
                break;
            };
            let (inside, after) = (&note[..close], &note[close + 1..]);
            if let Some(value) = inside.strip_prefix("default: ") {
                out.push(' ');
                out.push_str(&loc.tr_args("cli-help-default", &[("value", value.into())]));
            } else if !(inside.starts_with("alias: ") || inside.starts_with("aliases: ")) {
                out.push_str(&rest[open..open + 2 + close + 1]);
            }
            rest = after;
        }
        out.push_str(rest);
    }
    out
}

/// `--jeu aide`: every game, one line each (its word, its name, what makes it), in the
/// user's language.
fn list_games(loc: &Localizer) -> i32 {
    let mut out = std::io::stdout().lock();
    for &v in Variant::ALL {
        let line = loc.tr_args(
            "cli-game-line",
            &[
                ("word", v.name().into()),
                ("name", loc.tr(format!("game-name-{}", v.name())).into()),
                (
                    "summary",
                    loc.tr(format!("game-summary-{}", v.name())).into(),
                ),
            ],
        );
        if writeln!(out, "{line}").is_err() {
            return 0;
        }
    }
    0
}

/// The game's variant from `--jeu`, backgammon when absent.
fn variant(game: &GameArgs) -> Result<Variant, CliError> {
    match &game.game {
        None => Ok(Variant::Backgammon),
        Some(v) => v.parse().map_err(|_| CliError::new("cli-error-game", v)),
    }
}

/// The play notation from `--notation`, or `default`.
fn notation(game: &GameArgs, default: PlayNotation) -> Result<PlayNotation, CliError> {
    match &game.notation {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| CliError::new("cli-error-notation", v)),
    }
}

/// Jacquet's conventions from `--conventions`, none when absent.
fn conventions(game: &GameArgs) -> Result<crate::rules::Conventions, CliError> {
    match &game.conventions {
        None => Ok(crate::rules::Conventions::default()),
        Some(v) => {
            config::parse_conventions(v).ok_or_else(|| CliError::new("cli-error-conventions", v))
        }
    }
}

/// The session's configuration and the front end's options, from the command line.
fn game_config(
    game: &GameArgs,
    lang: Lang,
    stored: &settings_file::Stored,
) -> Result<(NewGame, Options), CliError> {
    let opponent = match &game.opponent {
        None => Opponent::Computer,
        Some(v) => v
            .parse()
            .map_err(|_| CliError::new("cli-error-opponent", v))?,
    };
    let seed = match &game.seed {
        None => None,
        Some(v) => Some(
            v.trim()
                .parse::<u64>()
                .map_err(|_| CliError::new("cli-error-seed", v))?,
        ),
    };
    let speech = match &game.speech {
        // Speech turned off and kept so: the voice is never contacted.
        None if stored.speech == Some(false) => SpeechMode::Off,
        None => SpeechMode::Auto,
        Some(v) => v
            .parse()
            .map_err(|_| CliError::new("cli-error-speech", v))?,
    };
    // A screen reader at work keeps tablier's own voice quiet unless it was asked for, and
    // lines plain unless editing was (issue 31).
    let start = crate::speech::screen_reader::start(
        crate::speech::screen_reader::running(),
        speech,
        game.speech.is_some() || stored.speech == Some(true),
        game.simple,
        game.editing,
    );
    let speech = start.speech;
    // Green is the player, Black the computer or a second person; both the computer in a
    // demonstration.
    let players = if game.demo {
        BySide::new_with(|_| Player::Computer)
    } else {
        BySide {
            green: Player::Human,
            black: match opponent {
                Opponent::Computer => Player::Computer,
                Opponent::Human => Player::Human,
            },
        }
    };
    let mut config = NewGame {
        lang,
        variant: variant(game)?,
        players,
        seed,
        speech: speech != SpeechMode::Off,
        notation: notation(game, PlayNotation::Tactile)?,
        conventions: conventions(game)?,
        level: level(game.level.as_deref())?,
        thinking: thinking(game.thinking.as_deref())?,
        match_rules: match_rules(game)?,
        clock: clock(game)?,
        tutor: tutor(game, lang)?,
        verbosity: verbosity(game, lang)?,
        messages: None,
        rate: None,
        auto_confirm: None,
        pitch: None,
        volume: None,
        forced_auto: None,
    };
    stored.apply(
        &mut config,
        settings_file::Given {
            notation: game.notation.is_some(),
            speech: game.speech.is_some(),
        },
    );
    let options = Options {
        simple: start.simple,
        speech,
        screen_reader: start.notice,
        resume: game.resume,
        settings_trouble: None,
        transcript: game.transcript.clone(),
        practice: game.practice,
        lang_asked: None,
    };
    Ok((config, options))
}

/// The level of a `--niveau` option (of the game or of the engine), `None` when not given.
pub(crate) fn level(text: Option<&str>) -> Result<Option<Level>, CliError> {
    text.map(|v| v.parse().map_err(|_| CliError::new("cli-error-level", v)))
        .transpose()
}

/// The computer's budget for each decision of a `--reflexion` option, in seconds (a decimal
/// comma or point), from 0 (the 0-ply look alone) to a minute; `None` when not given.
fn thinking(text: Option<&str>) -> Result<Option<Budget>, CliError> {
    let Some(v) = text else {
        return Ok(None);
    };
    let max = crate::ai::budget::MAX_MS as f64 / 1000.0;
    v.trim()
        .replace(',', ".")
        .parse::<f64>()
        .ok()
        .filter(|s| (0.0..=max).contains(s))
        .map(|s| Some(Budget::from_millis((s * 1000.0).round() as u64)))
        .ok_or_else(|| CliError::new("cli-error-thinking", v))
}

/// The level of `--verbosite` (`courte`, `normale`, `détaillée`, in either language,
/// accents optional), `None` when the option is not given.
fn verbosity(game: &GameArgs, lang: Lang) -> Result<Option<Verbosity>, CliError> {
    let Some(v) = &game.verbosity else {
        return Ok(None);
    };
    let lexicon = crate::session::commands::Lexicon::new(&Localizer::new(lang));
    lexicon
        .verbosity(v)
        .map(Some)
        .ok_or_else(|| CliError::new("cli-error-verbosity", v))
}

/// The tutor of `--tuteur`: alone, on at the default threshold; with a value, what the
/// `tuteur` command would make of it. `None` when the option is not given.
fn tutor(game: &GameArgs, lang: Lang) -> Result<Option<Tutor>, CliError> {
    let Some(v) = &game.tutor else {
        return Ok(None);
    };
    let lexicon = crate::session::commands::Lexicon::new(&Localizer::new(lang));
    match Tutor::parse(v, &lexicon) {
        Ok(Some(tutor)) => Ok(Some(tutor)),
        Ok(None) => Ok(Some(Tutor::On(Threshold::DEFAULT))),
        Err(_) => Err(CliError::new("cli-error-tutor", v)),
    }
}

/// The tournament clock of `--pendule`, with `--minutes-par-point` and `--delai` (either
/// alone also turns it on); none by default.
fn clock(game: &GameArgs) -> Result<Option<ClockRules>, CliError> {
    if !game.clock && game.minutes_per_point.is_none() && game.delay.is_none() {
        return Ok(None);
    }
    // Minutes and seconds read as milliseconds; the bounds are the clock's own.
    let defaults = ClockRules::default();
    let per_point_ms = match &game.minutes_per_point {
        None => defaults.per_point_ms,
        Some(v) => {
            v.trim()
                .replace(',', ".")
                .parse::<f64>()
                .ok()
                .filter(|m| m.is_finite() && *m > 0.0)
                .map(|m| (m * 60_000.0).round() as u64)
                .and_then(|ms| ClockRules::new(ms, defaults.delay_ms))
                .ok_or_else(|| CliError::new("cli-error-minutes-per-point", v))?
                .per_point_ms
        }
    };
    let delay_ms = match &game.delay {
        None => defaults.delay_ms,
        Some(v) => v
            .trim()
            .parse::<u64>()
            .ok()
            .and_then(|s| s.checked_mul(1_000))
            .ok_or_else(|| CliError::new("cli-error-delay", v))?,
    };
    ClockRules::new(per_point_ms, delay_ms)
        .map(Some)
        .ok_or_else(|| CliError::new("cli-error-delay", game.delay.as_deref().unwrap_or("")))
}

/// The match from `--match`, `--partie-libre` and the cube's options; a single game by
/// default.
fn match_rules(game: &GameArgs) -> Result<MatchRules, CliError> {
    // Seed 001's convention: Jacquet matches of 3 or 5 games, counting games won only; a
    // convention of the games counted as Jacquet counts them.
    if let Some(v) = &game.games_won_only {
        if variant(game)?.rules().scoring != crate::rules::ruleset::Scoring::Jacquet {
            return Err(CliError::new("cli-error-games-won-only-jacquet", v));
        }
        return match v.trim() {
            "3" => Ok(MatchRules::games_won_only(3)),
            "5" => Ok(MatchRules::games_won_only(5)),
            _ => Err(CliError::new("cli-error-games-won-only", v)),
        };
    }
    let format = match (&game.match_length, game.money) {
        (Some(v), _) => v
            .trim()
            .parse::<u32>()
            .ok()
            .and_then(Format::match_of)
            .ok_or_else(|| CliError::new("cli-error-match", v))?,
        (None, true) => Format::Money,
        (None, false) => Format::SingleGame,
    };
    let mut rules = MatchRules::new(format);
    if let Some(v) = &game.cube_cap {
        rules = v
            .trim()
            .parse::<u32>()
            .ok()
            .and_then(|cap| rules.with_cube_cap(cap))
            .ok_or_else(|| CliError::new("cli-error-cube-cap", v))?;
    }
    // The Jacoby rule and beavers are money play's: asked for elsewhere, they would be
    // silently without effect.
    if format != Format::Money {
        if game.jacoby {
            return Err(CliError::new("cli-error-money-only", "--jacoby"));
        }
        if game.beavers {
            return Err(CliError::new("cli-error-money-only", "--castors"));
        }
    }
    // Nackgammon and Hyper-Backgammon are played with the Jacoby rule in money play unless
    // said otherwise ([NK], [HY]): their rule sets say so.
    rules.jacoby = game.jacoby || (format == Format::Money && variant(game)?.rules().jacoby);
    rules.beavers = game.beavers;
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_found_before_clap_reads_the_line() {
        let args: Vec<String> = ["tablier", "legal", "--lang=en"].map(String::from).to_vec();
        assert_eq!(requested_lang(&args).as_deref(), Some("en"));
        let args: Vec<String> = ["tablier", "--langue", "fr"].map(String::from).to_vec();
        assert_eq!(requested_lang(&args).as_deref(), Some("fr"));
    }

    #[test]
    fn a_megabyte_value_on_the_command_line_is_quoted_in_a_few_dozen_characters() {
        let value = "V3 (2v) V4 (3n) ".repeat(70_000);
        for lang in [Lang::Fr, Lang::En] {
            let loc = Localizer::new(lang);
            let message = CliError::new("cli-error-dice", value.as_str()).message(&loc);
            assert!(message.chars().count() < 200, "{message}");
            assert!(message.contains("V3 (2v) V4 (3n) V3 (2v) V4…"), "{message}");
            let message = CliError::position_text(
                &value,
                Variant::Backgammon,
                crate::notation::position_text::PositionTextError::Entry {
                    entry: 0,
                    error: crate::notation::tactile::CountedError::MissingCount,
                },
            )
            .message(&loc);
            assert!(message.chars().count() < 400, "{message}");
        }
    }

    #[test]
    fn the_thinking_time_is_read_in_seconds_with_a_comma_or_a_point_up_to_a_minute() {
        assert!(matches!(thinking(None), Ok(None)));
        let read = |text: &str| thinking(Some(text)).ok().flatten();
        assert_eq!(read("0,5"), Some(Budget::from_millis(500)));
        assert_eq!(read(" 2.25 "), Some(Budget::from_millis(2_250)));
        assert_eq!(read("0"), Some(Budget::ZERO));
        for bad in ["", "vite", "-1", "61", "NaN", "inf"] {
            assert!(thinking(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
