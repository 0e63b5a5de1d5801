//! Where the server is: `host:port`, `[v6]:port` or a name, as the player types it after
//! `tablier en-ligne`, and whether that host is this machine (which decides whether the
//! connection must be encrypted).

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};

/// The port of `tablier serveur` when the address names none.
pub const DEFAULT_PORT: u16 = 4321;

/// A server's address, checked: a host (a name, or an IP address without brackets) and a
/// port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    host: String,
    port: u16,
}

/// Why an address typed after `en-ligne` is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// No host: an empty address, or `:4321` alone.
    NoHost,
    /// A port that is not a number from 1 to 65535.
    Port,
    /// An IPv6 address with an opening bracket and no closing one, or one without brackets
    /// followed by a port.
    Brackets,
    /// A host with spaces or other characters no host name has.
    Host,
}

impl Address {
    /// Reads `text`: `host`, `host:port`, `[v6]`, `[v6]:port`, or a bare IPv6 address; a
    /// missing port is [`DEFAULT_PORT`].
    ///
    /// ```
    /// use tablier::online::Address;
    /// let a = Address::parse("[::1]:5000").unwrap();
    /// assert_eq!((a.host(), a.port()), ("::1", 5000));
    /// assert_eq!(Address::parse("jeu.example.org").unwrap().port(), 4321);
    /// ```
    pub fn parse(text: &str) -> Result<Address, AddressError> {
        let text = text.trim();
        let (host, port) = if let Some(rest) = text.strip_prefix('[') {
            let (host, after) = rest.split_once(']').ok_or(AddressError::Brackets)?;
            let port = match after {
                "" => None,
                _ => Some(after.strip_prefix(':').ok_or(AddressError::Brackets)?),
            };
            // Brackets hold an IPv6 address and nothing else.
            host.parse::<Ipv6Addr>()
                .map_err(|_| AddressError::Brackets)?;
            (host, port)
        } else if text.parse::<Ipv6Addr>().is_ok() {
            // A bare IPv6 address: every colon is its own, none is a port's.
            (text, None)
        } else if text.matches(':').count() > 1 {
            return Err(AddressError::Brackets);
        } else {
            match text.split_once(':') {
                Some((host, port)) => (host, Some(port)),
                None => (text, None),
            }
        };
        if host.is_empty() {
            return Err(AddressError::NoHost);
        }
        let allowed = |c: char| c.is_alphanumeric() || matches!(c, '.' | '-' | '_' | ':');
        if !host.chars().all(allowed) {
            return Err(AddressError::Host);
        }
        let port = match port {
            None => DEFAULT_PORT,
            Some(p) => p
                .parse::<u16>()
                .ok()
                .filter(|&p| p != 0)
                .ok_or(AddressError::Port)?,
        };
        Ok(Address {
            host: host.to_owned(),
            port,
        })
    }

    /// The host, as typed (an IPv6 address without its brackets).
    #[must_use]
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Whether the host is this machine by its very name: `localhost` or a loopback
    /// address. Nothing is looked up: a name that merely resolves to this machine is
    /// treated as remote, the safe side (it gets TLS).
    #[must_use]
    pub fn is_local(&self) -> bool {
        let host = self.host.trim_end_matches('.');
        if host.eq_ignore_ascii_case("localhost") {
            return true;
        }
        match host.parse::<IpAddr>() {
            Ok(IpAddr::V4(ip)) => ip.is_loopback(),
            Ok(IpAddr::V6(ip)) => {
                ip.is_loopback() || ip.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
            }
            Err(_) => false,
        }
    }
}

impl fmt::Display for Address {
    /// The address as it would be typed again: brackets around an IPv6 host.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.host.contains(':') {
            write!(f, "[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{}:{}", self.host, self.port)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> (String, u16) {
        let a = Address::parse(text).expect(text);
        (a.host, a.port)
    }

    #[test]
    fn a_host_and_port_read_as_typed() {
        assert_eq!(parsed("127.0.0.1:5000"), ("127.0.0.1".into(), 5000));
        assert_eq!(parsed("jeu.example.org:80"), ("jeu.example.org".into(), 80));
    }

    #[test]
    fn an_address_without_a_port_gets_the_servers_default() {
        assert_eq!(parsed("localhost"), ("localhost".into(), DEFAULT_PORT));
        assert_eq!(parsed("[::1]"), ("::1".into(), DEFAULT_PORT));
        assert_eq!(parsed("fe80::1"), ("fe80::1".into(), DEFAULT_PORT));
    }

    #[test]
    fn an_ipv6_host_with_a_port_is_written_in_brackets() {
        assert_eq!(parsed("[::1]:4000"), ("::1".into(), 4000));
        assert_eq!(parsed("[2001:db8::7]:1"), ("2001:db8::7".into(), 1));
        assert_eq!(
            Address::parse("[::1]:4000").unwrap().to_string(),
            "[::1]:4000"
        );
        assert_eq!(Address::parse("a.b").unwrap().to_string(), "a.b:4321");
    }

    #[test]
    fn odd_addresses_are_refused_with_their_reason() {
        let refused = |t| Address::parse(t).unwrap_err();
        assert_eq!(refused(""), AddressError::NoHost);
        assert_eq!(refused(":4321"), AddressError::NoHost);
        assert_eq!(refused("host:0"), AddressError::Port);
        assert_eq!(refused("host:99999"), AddressError::Port);
        assert_eq!(refused("host:"), AddressError::Port);
        assert_eq!(refused("host:port"), AddressError::Port);
        assert_eq!(refused("[::1"), AddressError::Brackets);
        assert_eq!(refused("[::1]4000"), AddressError::Brackets);
        assert_eq!(refused("[jeu.org]:4000"), AddressError::Brackets);
        assert_eq!(refused("a:b:c"), AddressError::Brackets);
        assert_eq!(refused("jeu org"), AddressError::Host);
        assert_eq!(refused("jeu/org:4"), AddressError::Host);
    }

    #[test]
    fn only_localhost_and_loopback_addresses_are_this_machine() {
        for local in [
            "localhost",
            "LocalHost.",
            "127.0.0.1",
            "127.3.4.5",
            "[::1]",
            "[::ffff:127.0.0.1]",
        ] {
            assert!(Address::parse(local).unwrap().is_local(), "{local}");
        }
        for remote in [
            "jeu.example.org",
            "192.168.1.2",
            "0.0.0.0",
            "[2001:db8::1]",
            "localhost.example.org",
        ] {
            assert!(!Address::parse(remote).unwrap().is_local(), "{remote}");
        }
    }
}
