#!/usr/bin/env bash
# The server's store on a full disk and on a read-only one, under load (issue 29, item 5),
# measured: mounts a small tmpfs (TABLIER_FAULTS_SIZE, 16m by default) in a temporary
# folder, and runs the load driver (examples/charge.rs) with the server's store there:
# `--pleins N` times the disk is filled during the load (a file written until the disk
# refuses), kept full for `--panne` seconds while the players play, then emptied; the players
# count the lines refused with the store's message, check that each refused action left the
# table as they last read it, and play on; then the server is killed (kill -9) and every
# table read again after the restart, as `--coupures` does. With `--lecture-seule`, the folder
# is then remounted read-only: tried under load, then with the server stopped, the server
# started on it, and the tables checked once it is writable again. The counts are printed.
#
# Needs root (mount). Builds in release (TABLIER_FAULTS_PROFILE=debug for the test build).
# Arguments go to the driver after the defaults: scripts/store-faults.sh --clients 100.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ $(id -u) != 0 ]]; then
    echo "store-faults.sh: needs root, to mount a small file system" >&2
    exit 1
fi
if ! command -v cargo >/dev/null && [[ -x $HOME/.cargo/bin/cargo ]]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi
size=${TABLIER_FAULTS_SIZE:-16m}
profile=${TABLIER_FAULTS_PROFILE:-release}
build=()
[[ $profile == release ]] && build=(--release)
cargo build "${build[@]}" --bin tablier --example charge

dir=$(mktemp -d "${TMPDIR:-/tmp}/tablier-faults.XXXXXX")
cleanup() {
    mount -o remount,rw "$dir" 2>/dev/null || true
    umount "$dir" 2>/dev/null || umount -l "$dir" 2>/dev/null || true
    rmdir "$dir" 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mount -t tmpfs -o "size=$size" tmpfs "$dir"
echo "store-faults.sh: the store on a tmpfs of $size at $dir"

"target/$profile/examples/charge" --serveur "target/$profile/tablier" --dossier "$dir" \
    --clients 40 --pense 20-200 --pleins 5 --panne 3 --lecture-seule "$@"
