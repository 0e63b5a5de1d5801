#!/usr/bin/env bash
# Installs what building and testing tablier needs on Debian (bookworm or later).
# Idempotent and quiet: installs only what is missing, with sudo only when not root.
#
#   - speech-dispatcher: the headless daemon of the speech tests (scripts/test.sh). Building
#     needs nothing of it: tablier speaks its protocol in Rust (the `ssip-client` crate).
#   - postgresql: the server the store's tests run on beside SQLite (scripts/test.sh starts
#     a private cluster with scripts/postgres-private.sh; nothing else uses Debian's own).
#   - gnubg: GNU Backgammon, which the match-export test imports a `.mat` into (about 40 s,
#     a dozen MB; the test says so and skips when it is absent).
#   - lintian, appstream (appstreamcli), dpkg-dev (dpkg-shlibdeps, strip): the Debian
#     package's test builds the package, checks it with lintian and validates the
#     AppStream entry (tests/binary/debian_package.rs).
#   - Rust, only if cargo is missing: rustup if its site answers, else Debian's cargo.
#   - cargo-deb, pinned, only if missing: it builds the Debian package (`cargo deb`), and
#     the package's test runs it (about 2 minutes to build on two cores).
set -euo pipefail

say() { echo "setup-debian: $*" >&2; }

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    say "not root and no sudo: cannot install packages"
    exit 1
fi

installed() {
    [[ $(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null) == installed ]]
}

# Whether the archive offers a package (its candidate is not "(none)").
available() {
    local candidate
    candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ { print $2 }')
    [[ -n $candidate && $candidate != "(none)" ]]
}

updated=false
apt_update() {
    if ! $updated; then
        "${as_root[@]}" apt-get update -qq >/dev/null
        updated=true
    fi
}

wanted=()
for pkg in speech-dispatcher gnubg postgresql lintian appstream dpkg-dev; do
    installed "$pkg" || wanted+=("$pkg")
done

if ! command -v cargo >/dev/null && [[ -x $HOME/.cargo/bin/cargo ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi
need_rust=false
if ! command -v cargo >/dev/null; then
    need_rust=true
    command -v curl >/dev/null || wanted+=(curl ca-certificates)
fi

if ((${#wanted[@]})); then
    # Lists may be missing (fresh container) or stale: refresh if any package has no candidate.
    for pkg in "${wanted[@]}"; do
        available "$pkg" || { apt_update; break; }
    done
    say "installing ${wanted[*]}"
    install() {
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
    }
    # Stale lists offer every package yet pin a dependency to a version the archive has
    # replaced ("held broken packages", seen on a fresh machine): refresh once and retry.
    if ! install; then
        $updated && exit 1
        say "refreshing the package lists and trying again"
        apt_update
        install
    fi
fi

if $need_rust; then
    if curl -sSf --max-time 20 https://sh.rustup.rs -o /tmp/rustup-init.sh 2>/dev/null; then
        say "installing Rust with rustup"
        sh /tmp/rustup-init.sh -y -q --profile minimal --component clippy,rustfmt >/dev/null
        rm -f /tmp/rustup-init.sh
        export PATH="$HOME/.cargo/bin:$PATH"
    else
        say "rustup unreachable: installing Debian's cargo"
        apt_update
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends cargo rustc >/dev/null
    fi
    # tablier needs Rust 1.85 (edition 2024); bookworm's own rustc is older.
    rustc_minor=$(rustc --version | sed -E 's/^rustc 1\.([0-9]+).*/\1/')
    if ((rustc_minor < 85)); then
        say "warning: $(rustc --version) is older than the 1.85 tablier needs; install rustup"
    fi
fi

# The version the package's metadata and its test were written for (Cargo.toml,
# [package.metadata.deb]); installed where `cargo install` puts programs, ~/.cargo/bin.
cargo_deb_version=3.8.0
if ! command -v cargo-deb >/dev/null && [[ ! -x ${CARGO_HOME:-$HOME/.cargo}/bin/cargo-deb ]]; then
    say "installing cargo-deb $cargo_deb_version"
    cargo install cargo-deb --locked --version "$cargo_deb_version" --quiet
fi
