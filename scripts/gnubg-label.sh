#!/usr/bin/env bash
# Has GNU Backgammon judge positions, for training tablier's networks on better targets
# than self-play alone (issue 16; `src/ai/net/supervised.rs`).
#
#   scripts/gnubg-label.sh POSITIONS OUTPUT [PLIES] [JOBS]
#
# POSITIONS: one gnubg Position ID a line, the side on roll first (as
# `entrainer echantillons` writes them). OUTPUT: the same IDs, each followed by gnubg's five
# cubeless chances for the side on roll (win, win gammon, win backgammon, lose gammon, lose
# backgammon), tab-separated, as `entrainer apprendre --donnees` reads them. PLIES: 0, 1 or 2
# (default 2), the depth of gnubg's evaluation. JOBS: how many gnubg processes at once
# (default 32: gnubg 1.07's `eval` idles about 10 ms after each position, whatever the
# depth, so one process judges about 100 positions a second at 0-ply while using almost no
# processor; many processes keep the cores busy: 48 judge about 5,000 a second on 2 cores,
# for about 75 MB of memory each).
#
# Only gnubg's documented command line is used (`set board`, `eval`): its outputs are figures
# to learn from; none of its code or weights is read.
set -euo pipefail

if (($# < 2)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
positions=$1
output=$2
plies=${3:-2}
jobs=${4:-32}
case $plies in
    0) row='static:' ;;
    1) row='1 ply:' ;;
    2) row='2 ply:' ;;
    *) echo "gnubg-label.sh: PLIES is 0, 1 or 2" >&2; exit 2 ;;
esac
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[[ -x $gnubg ]] || { echo "gnubg-label.sh: gnubg not found (scripts/setup-debian.sh installs it)" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/gnubg-label.XXXXXX")
trap 'rm -rf "$work"' EXIT

grep -v '^[[:space:]]*\(#\|$\)' "$positions" > "$work/ids"
total=$(wc -l < "$work/ids")
split -n "l/$jobs" -d "$work/ids" "$work/part."

for part in "$work"/part.*; do
    {
        echo "set threads 1"
        echo "set evaluation chequerplay evaluation plies $plies"
        echo "set evaluation cubedecision evaluation plies $plies"
        echo "new session"
        while read -r id; do
            echo "set board $id"
            echo "eval"
        done < "$part"
    } > "$part.cmd"
    (
        "$gnubg" -t -q < "$part.cmd" 2> "$part.err" |
            awk -v row="$row" '
                /^ *GNU Backgammon  Position ID:/ { id = $NF }
                index($0, row) == 1 || index($0, " " row) == 1 {
                    sub(/^.*ply: */, ""); sub(/^static: */, "")
                    if (id != "") { print id "\t" $1 "\t" $2 "\t" $3 "\t" $4 "\t" $5; id = "" }
                }' > "$part.out"
    ) &
done
wait

cat "$work"/part.*.out > "$output"
done_count=$(wc -l < "$output")
echo "gnubg-label.sh: $done_count of $total positions judged at $plies ply" >&2
((done_count == total)) || { echo "gnubg-label.sh: some positions were not judged" >&2; exit 1; }
