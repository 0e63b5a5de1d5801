//! When the connection is encrypted, whom it trusts, and when a password may be sent.
//!
//! The rules, in one place so that each reads as a sentence:
//! - `--sans-chiffrement` means plain TCP, to any host;
//! - otherwise `--ca FICHIER` means TLS, trusting that file's certificates alone (a server's
//!   self-signed certificate);
//! - otherwise a host on this machine gets plain TCP, and any other host TLS, trusting the
//!   system's certificates;
//! - a password goes only over TLS, or to this machine, or where `--sans-chiffrement` said
//!   plain text is wanted: checked again where the password is asked for, so that the rule
//!   holds whatever the connection code becomes.

use std::path::Path;
use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use rustls::{ClientConfig, RootCertStore};

use super::address::Address;

/// How the bytes travel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    /// Plain TCP.
    Plain,
    /// TLS over TCP.
    Tls,
}

/// The transport for `address`, given whether `--ca` and `--sans-chiffrement` were given.
#[must_use]
pub fn transport(address: &Address, ca_given: bool, insecure: bool) -> Transport {
    if insecure {
        Transport::Plain
    } else if ca_given || !address.is_local() {
        Transport::Tls
    } else {
        Transport::Plain
    }
}

/// Whether a password may be sent to `address` over `transport`: never in plain text to
/// another machine, unless the player said so with `--sans-chiffrement` (`insecure`).
#[must_use]
pub fn may_send_secret(address: &Address, transport: Transport, insecure: bool) -> bool {
    transport == Transport::Tls || address.is_local() || insecure
}

/// Why the certificates of `--ca` cannot be used.
#[derive(Debug)]
pub enum CaError {
    /// The file cannot be read (the system's words).
    Unreadable(String),
    /// The file holds no certificate, or one rustls refuses.
    NoCertificate,
}

/// The most a certificate file may weigh: a few certificates are a few kilobytes.
const CA_MAX: u64 = 1 << 20;

/// The trust anchors of `--ca FICHIER`: every certificate of that PEM file.
pub fn load_ca(path: &Path) -> Result<RootCertStore, CaError> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| CaError::Unreadable(e.to_string()))?;
    let mut pem = Vec::new();
    file.take(CA_MAX)
        .read_to_end(&mut pem)
        .map_err(|e| CaError::Unreadable(e.to_string()))?;
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(&pem) {
        let cert = cert.map_err(|_| CaError::NoCertificate)?;
        roots.add(cert).map_err(|_| CaError::NoCertificate)?;
    }
    if roots.is_empty() {
        return Err(CaError::NoCertificate);
    }
    Ok(roots)
}

/// The system's trust anchors; those it cannot read are left out (then no certificate is
/// trusted, and the connection fails with a certificate that is not recognised).
#[must_use]
pub fn system_roots() -> RootCertStore {
    let mut roots = RootCertStore::empty();
    let found = rustls_native_certs::load_native_certs();
    let _ = roots.add_parsable_certificates(found.certs);
    roots
}

/// A TLS client trusting `roots`, with the ring provider.
pub fn client_config(roots: RootCertStore) -> Result<Arc<ClientConfig>, rustls::Error> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Address {
        Address::parse(text).expect(text)
    }

    #[test]
    fn a_host_on_this_machine_gets_plain_tcp_unless_a_ca_is_given() {
        assert_eq!(transport(&at("localhost"), false, false), Transport::Plain);
        assert_eq!(
            transport(&at("127.0.0.1:9"), false, false),
            Transport::Plain
        );
        assert_eq!(transport(&at("[::1]:9"), true, false), Transport::Tls);
    }

    #[test]
    fn another_host_gets_tls_unless_encryption_is_refused() {
        assert_eq!(
            transport(&at("jeu.example.org"), false, false),
            Transport::Tls
        );
        assert_eq!(
            transport(&at("jeu.example.org"), true, true),
            Transport::Plain
        );
        assert_eq!(transport(&at("localhost"), true, true), Transport::Plain);
    }

    #[test]
    fn a_password_is_never_sent_in_plain_text_to_another_machine_unless_asked() {
        let remote = at("jeu.example.org");
        assert!(!may_send_secret(&remote, Transport::Plain, false));
        assert!(may_send_secret(&remote, Transport::Plain, true));
        assert!(may_send_secret(&remote, Transport::Tls, false));
    }

    #[test]
    fn a_password_may_go_in_plain_text_to_this_machine() {
        assert!(may_send_secret(&at("localhost"), Transport::Plain, false));
        assert!(may_send_secret(&at("[::1]"), Transport::Plain, false));
        assert!(!may_send_secret(&at("0.0.0.0"), Transport::Plain, false));
    }

    #[test]
    fn a_ca_file_without_certificates_is_refused() {
        let dir = std::env::temp_dir().join(format!("tablier-ca-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("vide.pem");
        std::fs::write(&path, "pas un certificat\n").unwrap();
        assert!(matches!(load_ca(&path), Err(CaError::NoCertificate)));
        assert!(matches!(
            load_ca(&dir.join("absent.pem")),
            Err(CaError::Unreadable(_))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
