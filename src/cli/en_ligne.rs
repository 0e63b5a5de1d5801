//! `tablier en-ligne ADRESSE` (`tablier online`): its options read and checked, in the
//! player's language, before the client ([`crate::online`]) starts.

use clap::Args;

use super::CliError;
use crate::i18n::Localizer;
use crate::online::{Address, CaError, Options};
use crate::speech::SpeechMode;

#[derive(Args, Debug)]
pub(super) struct OnlineArgs {
    /// The server: `host:port`, `[v6]:port` or a name.
    #[arg(value_name = "ADRESSE")]
    address: String,
    /// The only certificates trusted (a self-signed server certificate).
    #[arg(long = "ca", value_name = "FICHIER")]
    ca: Option<String>,
    /// Plain TCP to any host.
    #[arg(long = "sans-chiffrement", alias = "insecure")]
    insecure: bool,
    /// Plain lines, no line editing.
    #[arg(long = "simple")]
    simple: bool,
    /// Line editing although a screen reader runs.
    #[arg(long = "edition", alias = "line-editing")]
    editing: bool,
    /// Speech: auto, yes or no.
    #[arg(long = "parole", alias = "speech", value_name = "MODE")]
    speech: Option<String>,
}

/// Puts the localized help on the subcommand's options.
pub(super) fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    super::localized_subcommand(
        cmd,
        loc,
        "client-about",
        "client-usage",
        &[
            ("address", "client-help-address"),
            ("ca", "client-help-ca"),
            ("insecure", "client-help-insecure"),
            ("simple", "client-help-simple"),
            ("editing", "cli-help-editing"),
            ("speech", "client-help-speech"),
        ],
    )
}

/// The client's options, checked.
fn options(args: &OnlineArgs, loc: &Localizer) -> Result<Options, CliError> {
    let address = Address::parse(&args.address)
        .map_err(|_| CliError::new("client-error-address", &args.address))?;
    let ca = match &args.ca {
        None => None,
        Some(path) => Some(crate::online::secure::load_ca(path.as_ref()).map_err(|e| {
            let why = match e {
                CaError::Unreadable(words) => words,
                CaError::NoCertificate => loc.tr("client-error-ca-none"),
            };
            CliError::new("client-error-ca", format!("{path} ({why})"))
        })?),
    };
    let speech = match &args.speech {
        None => SpeechMode::Auto,
        Some(v) => v
            .parse()
            .map_err(|_| CliError::new("cli-error-speech", v))?,
    };
    // A screen reader at work: its voice alone, plain lines, as in the local game.
    let start = crate::speech::screen_reader::start(
        crate::speech::screen_reader::running(),
        speech,
        args.speech.is_some(),
        args.simple,
        args.editing,
    );
    Ok(Options {
        address,
        ca,
        insecure: args.insecure,
        simple: start.simple,
        speech: start.speech,
        screen_reader: start.notice,
    })
}

/// Runs the client; its exit status.
pub(super) fn run(args: &OnlineArgs, loc: &Localizer) -> Result<i32, CliError> {
    let options = options(args, loc)?;
    Ok(crate::online::run(&options, loc.clone()))
}
