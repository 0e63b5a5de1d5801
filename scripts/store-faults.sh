#!/usr/bin/env bash
# The server's store on a full disk and on a disk turned read-only, under load (issue 29,
# item 5), measured with the load driver (examples/charge.rs), its store on a small file
# system of its own in a temporary folder; the counts are printed.
#
# 1. A full disk: a tmpfs (TABLIER_FAULTS_SIZE, 16m by default); `--pleins 5` times the disk
#    is filled during the load (a file written until the disk refuses), kept full for
#    `--panne` seconds while the players play, then emptied.
# 2. A disk turned read-only: an ext4 file system in a file, on a loop device, mounted
#    `errors=remount-ro`; `--seules 3` times an ext4 error is triggered during the load
#    (/sys/fs/ext4/DEV/trigger_fs_error), which turns it read-only at once, open files and
#    all, as a failing disk does (`mount -o remount,ro` is refused while the server holds its
#    files open for writing: "mount point is busy"). After `--panne` seconds the server is
#    killed, the file system unmounted, checked (e2fsck) and mounted again.
#
# Both times the players count the lines refused with the store's message and check that
# each refused action left the table as they last read it; the tables play on once the disk
# can write, and after each fault the server is killed (kill -9) and every table read again
# after the restart, as `--coupures` does.
#
# Needs root (mount, losetup). Builds in release (TABLIER_FAULTS_PROFILE=debug for the test
# build). Arguments go to both runs of the driver after the defaults:
# scripts/store-faults.sh --clients 100.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ $(id -u) != 0 ]]; then
    echo "store-faults.sh: needs root, to mount small file systems" >&2
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
charge=("target/$profile/examples/charge" --serveur "target/$profile/tablier"
    --clients 40 --pense 20-200 --panne 3)

work=$(mktemp -d "${TMPDIR:-/tmp}/tablier-faults.XXXXXX")
full="$work/plein"
ro="$work/seul"
image="$work/seul.ext4"
loop=""
cleanup() {
    umount "$full" 2>/dev/null || umount -l "$full" 2>/dev/null || true
    umount "$ro" 2>/dev/null || umount -l "$ro" 2>/dev/null || true
    [[ -n $loop ]] && losetup -d "$loop" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mkdir -p "$full" "$ro"

mount -t tmpfs -o "size=$size" tmpfs "$full"
echo "store-faults.sh: 1. a full disk: the store on a tmpfs of $size"
"${charge[@]}" --dossier "$full" --pleins 5 "$@"

truncate -s "$size" "$image"
mkfs.ext4 -q "$image"
loop=$(losetup -f --show "$image")
mount -o errors=remount-ro "$loop" "$ro"
dev=$(basename "$loop")
echo "store-faults.sh: 2. a disk turned read-only: the store on ext4 ($size, $loop)"
"${charge[@]}" --dossier "$ro" --seules 3 \
    --seule "echo store-faults > /sys/fs/ext4/$dev/trigger_fs_error && findmnt -n -o OPTIONS $ro | grep -q emergency_ro" \
    --reparation "umount $ro && { e2fsck -fy $loop >/dev/null 2>&1; [ \$? -le 1 ]; } && mount -o errors=remount-ro $loop $ro" \
    "$@"
