//! The online game server (`tablier serveur`, issue 28; `docs/protocole.md`): members and
//! their passwords ([`accounts`]), and the database that keeps members and tables across a
//! restart ([`store`]).

pub mod accounts;
pub mod store;
