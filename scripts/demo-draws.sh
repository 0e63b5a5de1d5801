#!/usr/bin/env bash
# Plays the computer's demonstration of a game for many seeds and counts the games drawn at
# the game's cap on its length (issue 30, item 13: Anti-Backgammon and À l'envers, whose
# players both court hits, must end their games).
#
#   scripts/demo-draws.sh GAME [SEEDS] [TABLIER]
#
# GAME: a game's name (`anti`, `envers`). SEEDS: how many, from 1 (default 100). TABLIER:
# the binary (default target/release/tablier, else target/debug/tablier). Prints the games
# drawn, the games played, their share, and the moves played on average.
set -euo pipefail

if (($# < 1)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
game=$1
seeds=${2:-100}
tablier=${3:-}
if [[ -z $tablier ]]; then
    tablier=target/release/tablier
    [[ -x $tablier ]] || tablier=target/debug/tablier
fi
[[ -x $tablier ]] || { echo "demo-draws.sh: no binary at $tablier (cargo build)" >&2; exit 1; }

drawn=0
moves=0
for seed in $(seq 1 "$seeds"); do
    out=$("$tablier" --langue fr --jeu "$game" --demo --graine "$seed" --parole non --simple </dev/null)
    grep -q '^Partie nulle' <<<"$out" && drawn=$((drawn + 1))
    moves=$((moves + $(grep -c ', joue ' <<<"$out" || true)))
done
echo "$game: $drawn drawn of $seeds ($((100 * drawn / seeds)) %), $((moves / seeds)) moves a game on average"
