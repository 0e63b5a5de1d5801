#!/usr/bin/env bash
# Runs every test, the real-speech one included, on Debian.
#
# Installs what is missing (scripts/setup-debian.sh), starts a private headless
# speech-dispatcher in a temporary folder, points the tests at it with SPEECHD_ADDRESS and
# TABLIER_SPOKEN_FILE, starts a private PostgreSQL cluster on loopback in another
# (scripts/postgres-private.sh) and points the store's tests at it with TABLIER_POSTGRES_URL,
# runs `cargo test --all-targets --features entrainer --no-fail-fast` (the training tool
# built too, for the gnubg cube test; every target runs, so one failure does not
# hide the rest) then `cargo test --doc`, stops the daemon and the cluster whatever happens,
# and exits with cargo's first failing status. Arguments go to both cargo runs
# (`scripts/test.sh speech` runs the tests whose names contain "speech").
#
# The tests that need gnubg, the speech daemon, PostgreSQL or the Debian packaging tools
# (cargo-deb, dpkg-deb, lintian, appstreamcli) are `#[ignore]`d in a plain `cargo test`
# (listed with their reason); here they run (`--include-ignored`), and TABLIER_REQUIRE makes
# a missing gnubg, daemon, database server or tool a failure rather than a skip. A PostgreSQL that cannot be installed or started stops this script with an error.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup-debian.sh || exit
if ! command -v cargo >/dev/null && [[ -x $HOME/.cargo/bin/cargo ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

speechd_dir=$(mktemp -d "${TMPDIR:-/tmp}/tablier-speechd.XXXXXX")
postgres_dir=$(mktemp -d "${TMPDIR:-/tmp}/tablier-postgres.XXXXXX")
cleanup() {
    bash scripts/speechd-headless.sh stop "$speechd_dir" || true
    bash scripts/postgres-private.sh stop "$postgres_dir" || true
    rm -rf "$speechd_dir" "$postgres_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

address=$(bash scripts/speechd-headless.sh start "$speechd_dir") || exit
address=$(grep -m1 '^SPEECHD_ADDRESS=' <<<"$address") || {
    echo "test.sh: the headless speech-dispatcher gave no address" >&2
    exit 1
}
export "$address"
export TABLIER_SPOKEN_FILE="$speechd_dir/spoken.txt"
postgres=$(bash scripts/postgres-private.sh start "$postgres_dir") || {
    echo "test.sh: the private PostgreSQL server did not start" >&2
    exit 1
}
postgres=$(grep -m1 '^TABLIER_POSTGRES_URL=' <<<"$postgres") || {
    echo "test.sh: the private PostgreSQL server gave no URL" >&2
    exit 1
}
export "$postgres"
export TABLIER_REQUIRE=gnubg,speechd,postgres,cargo-deb,dpkg-deb,lintian,appstreamcli

cargo test --all-targets --features entrainer --no-fail-fast "$@" -- --include-ignored
status=$?
# `--all-targets` leaves out the examples in doc comments: run them too.
cargo test --doc "$@"
doc_status=$?
((status == 0)) && status=$doc_status
exit "$status"
