//! The online game server (`tablier serveur`, issue 28; `docs/protocole.md`): members and
//! their passwords ([`accounts`]).

pub mod accounts;
