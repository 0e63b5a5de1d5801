//! `tablier serveur` (`tablier server`): the online game server ([`crate::server`]), its
//! address, its store, its TLS certificate.

use std::path::PathBuf;

use clap::Args;

use super::CliError;
use crate::i18n::Localizer;
use crate::server::ServerConfig;
use crate::server::store::Location;

#[derive(Args, Debug)]
pub(super) struct ServerArgs {
    /// Where to listen; port 0 lets the system choose (the address is printed).
    #[arg(
        long = "adresse",
        alias = "address",
        value_name = "ADRESSE",
        default_value = "127.0.0.1:4321"
    )]
    address: String,
    /// The store: a file (SQLite), `serveur.db` in the data folder by default, or a
    /// `postgres://` URL (PostgreSQL, shared by several servers).
    #[arg(long = "base", alias = "store", value_name = "FICHIER|URL")]
    base: Option<String>,
    /// The TLS certificate chain (PEM).
    #[arg(
        long = "certificat",
        alias = "certificate",
        value_name = "FICHIER",
        requires = "key"
    )]
    cert: Option<String>,
    /// The TLS private key (PEM).
    #[arg(long = "cle", alias = "key", value_name = "FICHIER", requires = "cert")]
    key: Option<String>,
    /// The seed of the tables' dice (tests and demonstrations).
    #[arg(long = "graine", alias = "seed", value_name = "N")]
    seed: Option<String>,
    /// This server's name among the servers sharing its store; the machine's name and the
    /// address by default.
    #[arg(long = "instance", value_name = "NOM")]
    instance: Option<String>,
}

/// Puts the localized help on the subcommand's options.
pub(super) fn localize(cmd: clap::Command, loc: &Localizer) -> clap::Command {
    super::localized_subcommand(
        cmd,
        loc,
        "cli-serveur-about",
        "cli-serveur-usage",
        &[
            ("address", "cli-serveur-help-address"),
            ("base", "cli-serveur-help-base"),
            ("cert", "cli-serveur-help-cert"),
            ("key", "cli-serveur-help-key"),
            ("seed", "cli-serveur-help-seed"),
            ("instance", "cli-serveur-help-instance"),
        ],
    )
}

/// Starts the server; it runs until killed.
pub(super) fn run(args: &ServerArgs, loc: &Localizer) -> Result<i32, CliError> {
    let seed = args
        .seed
        .as_deref()
        .map(|v| {
            v.trim()
                .parse::<u64>()
                .map_err(|_| CliError::new("cli-error-seed", v))
        })
        .transpose()?;
    let base = match &args.base {
        Some(base) => Location::parse(base),
        None => Location::File(
            crate::save::data_dir()
                .ok_or_else(|| CliError::new("cli-error-no-data-folder", ""))?
                .join("serveur.db"),
        ),
    };
    let tls = match (&args.cert, &args.key) {
        (Some(cert), Some(key)) => Some((PathBuf::from(cert), PathBuf::from(key))),
        _ => None,
    };
    let config = ServerConfig {
        address: args.address.clone(),
        base,
        tls,
        seed,
        read_table: super::read_table,
        instance: args
            .instance
            .as_deref()
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(str::to_owned),
    };
    Ok(crate::server::run(&config, loc))
}
