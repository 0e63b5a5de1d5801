#!/usr/bin/env bash
# Runs every test, the real-speech one included, on Debian.
#
# Installs what is missing (scripts/setup-debian.sh), starts a private headless
# speech-dispatcher in a temporary folder, points the tests at it with SPEECHD_ADDRESS and
# TABLIER_SPOKEN_FILE, runs `cargo test --all-targets --no-fail-fast` (every target runs, so
# one failure does not hide the rest) then `cargo test --doc`, stops the daemon whatever
# happens, and exits with cargo's first failing status. Arguments go to both cargo runs
# (`scripts/test.sh speech` runs the tests whose names contain "speech").
#
# The tests that need gnubg or the speech daemon are `#[ignore]`d in a plain `cargo test`
# (listed with their reason); here they run (`--include-ignored`), and TABLIER_REQUIRE makes
# a missing gnubg or daemon a failure rather than a skip.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup-debian.sh || exit
if ! command -v cargo >/dev/null && [[ -x $HOME/.cargo/bin/cargo ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

speechd_dir=$(mktemp -d "${TMPDIR:-/tmp}/tablier-speechd.XXXXXX")
cleanup() {
    bash scripts/speechd-headless.sh stop "$speechd_dir" || true
    rm -rf "$speechd_dir"
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
export TABLIER_REQUIRE=gnubg,speechd

cargo test --all-targets --no-fail-fast "$@" -- --include-ignored
status=$?
# `--all-targets` leaves out the examples in doc comments: run them too.
cargo test --doc "$@"
doc_status=$?
((status == 0)) && status=$doc_status
exit "$status"
