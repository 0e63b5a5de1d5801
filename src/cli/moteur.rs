//! `tablier moteur` (`tablier engine`): tablier as an engine for other programs, speaking
//! UBGI on its standard input and output ([`crate::engine::ubgi`]).

use clap::Args;

use super::CliError;
use crate::ai::search::Level;
use crate::i18n::Localizer;

#[derive(Args, Debug)]
pub(super) struct EngineArgs {
    /// The engine's level (expert unless told otherwise).
    #[arg(long = "niveau", alias = "level", value_name = "NIVEAU")]
    level: Option<String>,
}

/// Puts the localized help on the subcommand's options.
pub(super) fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    cmd.about(loc.tr("cli-moteur-about"))
        .override_usage(loc.tr("cli-moteur-usage"))
        .help_template(super::help_template(loc, "cli-legal-help-template"))
        .disable_help_flag(true)
        .arg(super::help_arg(loc))
        .mut_arg("level", |a| {
            super::described(a, loc, "cli-moteur-help-level")
        })
}

/// Runs the dialogue on the process's standard streams until `quit` or the end of input.
pub(super) fn run(args: &EngineArgs, loc: &Localizer) -> Result<i32, CliError> {
    // An engine is asked for its best: expert (2-ply) unless the UI wants it quicker.
    let level = match &args.level {
        None => Level::Expert,
        Some(v) => v.parse().map_err(|_| CliError::new("cli-error-level", v))?,
    };
    let stdin = std::io::stdin();
    let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
    // A failure to write means the UI closed its end: nothing left to answer, nobody to tell.
    let _ = crate::engine::ubgi::serve(stdin.lock(), &mut out, &mut err, loc, level);
    Ok(0)
}
