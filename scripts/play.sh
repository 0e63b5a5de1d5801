#!/usr/bin/env bash
# Starts a game of tablier on Debian: installs what is missing (scripts/setup-debian.sh),
# builds in release mode, and runs the program with the arguments given
# (`scripts/play.sh --langue en`, `scripts/play.sh --jeu jacquet`, `scripts/play.sh legal --help`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup-debian.sh >&2
if ! command -v cargo >/dev/null && [[ -x $HOME/.cargo/bin/cargo ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi
# `cargo run` finds the binary wherever CARGO_TARGET_DIR puts it; its build messages go to
# standard error, so that the game's own lines stay alone on standard output.
exec cargo run --release --quiet -- "$@"
