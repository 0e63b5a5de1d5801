//! `tablier moteur` (`tablier engine`): tablier as an engine for other programs, speaking
//! UBGI on its standard input and output ([`crate::engine::ubgi`]), or on one TCP
//! connection with `--port`: GNU Backgammon's external player (`set player 1 external
//! localhost:PORT`) connects to such a port and sends its FIBS boards there.

use std::io::{BufReader, Write};
use std::net::TcpListener;

use clap::Args;

use super::CliError;
use crate::ai::search::Level;
use crate::engine::fibs::Writer;
use crate::engine::ubgi::{Settings, serve};
use crate::i18n::Localizer;
use crate::rules::Variant;

#[derive(Args, Debug)]
pub(super) struct EngineArgs {
    /// The engine's level (expert unless told otherwise).
    #[arg(long = "niveau", alias = "level", value_name = "NIVEAU")]
    level: Option<String>,
    /// Listen on this local TCP port and serve the first program that connects.
    #[arg(long = "port", value_name = "PORT")]
    port: Option<String>,
    /// Read FIBS lines as GNU Backgammon 1.07's external player writes them (see `fibs::Writer`).
    #[arg(long = "gnubg")]
    gnubg: bool,
}

/// Puts the localized help on the subcommand's options.
pub(super) fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    super::localized_subcommand(
        cmd,
        loc,
        "cli-moteur-about",
        "cli-moteur-usage",
        &[
            ("level", "cli-moteur-help-level"),
            ("port", "cli-moteur-help-port"),
            ("gnubg", "cli-moteur-help-gnubg"),
        ],
    )
}

/// Runs the dialogue on the process's standard streams until `quit` or the end of input.
pub(super) fn run(args: &EngineArgs, variant: Variant, loc: &Localizer) -> Result<i32, CliError> {
    // An engine is asked for its best: expert (2-ply) unless the UI wants it quicker.
    let level = super::level(args.level.as_deref())?.unwrap_or(Level::Expert);
    let port = match &args.port {
        None => None,
        Some(v) => Some(
            v.trim()
                .parse::<u16>()
                .ok()
                .filter(|&p| p != 0)
                .ok_or_else(|| CliError::new("cli-error-port", v))?,
        ),
    };
    let settings = Settings {
        level,
        fibs_writer: if args.gnubg {
            Writer::GnubgExternal
        } else {
            Writer::Fibs
        },
        variant,
    };
    let mut err = std::io::stderr();
    // A failure to write means the UI closed its end: nothing left to answer, nobody to tell.
    match port {
        None => {
            let stdin = std::io::stdin();
            let _ = serve(
                stdin.lock(),
                &mut std::io::stdout(),
                &mut err,
                loc,
                settings,
            );
        }
        Some(port) => {
            let busy =
                |e: std::io::Error| CliError::new("cli-error-port-busy", format!("{port} ({e})"));
            // Only this machine: an engine has no business answering the network.
            let listener = TcpListener::bind(("127.0.0.1", port)).map_err(busy)?;
            let _ = writeln!(
                err,
                "{}",
                loc.tr_args("engine-listening", &[("port", port.into())])
            );
            let (stream, _) = listener.accept().map_err(busy)?;
            let mut writer = stream.try_clone().map_err(busy)?;
            let _ = serve(BufReader::new(stream), &mut writer, &mut err, loc, settings);
        }
    }
    Ok(0)
}
