#!/usr/bin/env bash
# Has GNU Backgammon judge the cube decision of positions, money play without the Jacoby
# rule, for `entrainer videau` to measure how often tablier's cube decisions agree with
# gnubg's (issue 16, item 6).
#
#   scripts/gnubg-cube.sh POSITIONS OUTPUT [PLIES] [JOBS]
#
# POSITIONS: one gnubg Position ID a line, the side on roll first, its cube centred.
# OUTPUT: the same IDs, each followed by gnubg's cubeful equities for the side on roll of no
# double, double and take, double and pass, tab-separated. PLIES: the depth of gnubg's cube
# evaluation (default 0). JOBS: gnubg processes at once (default 4).
#
# Only gnubg's documented command line is used (`set board`, `eval`).
set -euo pipefail

if (($# < 2)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
positions=$1
output=$2
plies=${3:-0}
jobs=${4:-4}
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[[ -x $gnubg ]] || { echo "gnubg-cube.sh: gnubg not found (scripts/setup-debian.sh installs it)" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/gnubg-cube.XXXXXX")
trap 'rm -rf "$work"' EXIT

grep -v '^[[:space:]]*\(#\|$\)' "$positions" > "$work/ids"
total=$(wc -l < "$work/ids")
split -n "l/$jobs" -d "$work/ids" "$work/part."

for part in "$work"/part.*; do
    {
        echo "set player 0 human"
        echo "set player 1 human"
        echo "set threads 1"
        echo "set jacoby off"
        echo "set evaluation cubedecision evaluation plies $plies"
        echo "set evaluation chequerplay evaluation plies $plies"
        echo "new session"
        while read -r id; do
            echo "set board $id"
            echo "eval"
        done < "$part"
    } > "$part.cmd"
    (
        "$gnubg" -t -q < "$part.cmd" 2> "$part.err" |
            awk '
                function value() { return ($NF ~ /^\(/) ? $(NF - 1) : $NF }
                /^Position ID:/ { id = $NF; nd = dt = dp = "" }
                /^[0-9]\. No double/ { nd = value() }
                /^[0-9]\. Double, take/ { dt = value() }
                /^[0-9]\. Double, pass/ { dp = value() }
                /^Proper cube action:/ {
                    if (id != "" && nd != "" && dt != "" && dp != "") print id "\t" nd "\t" dt "\t" dp
                    id = ""
                }' > "$part.out"
    ) &
done
wait

cat "$work"/part.*.out > "$output"
done_count=$(wc -l < "$output")
echo "gnubg-cube.sh: $done_count of $total positions judged" >&2
((done_count == total)) || { echo "gnubg-cube.sh: some positions were not judged" >&2; exit 1; }
