#!/usr/bin/env bash
# Has GNU Backgammon judge the cube decision of positions, in money play without the Jacoby
# rule or at a match score, for `entrainer videau` to measure how often tablier's cube
# decisions agree with gnubg's (issue 16, item 6).
#
#   scripts/gnubg-cube.sh POSITIONS OUTPUT [PLIES] [JOBS]
#
# POSITIONS: one position a line, either a gnubg Position ID (the side on roll first, money
# play, the cube centred; `entrainer echantillons` writes them) or an XGID (`XGID=...`, the
# cube, the side on roll, the match length, the score and the Crawford flag its own;
# `entrainer scores` writes them, the dice `00`: a cube decision).
# OUTPUT: one line a position judged, tab-separated: the line itself; gnubg's cubeful
# equities for the side on roll of no double, double and take, double and pass; and the
# Position ID and Match ID gnubg judged, for `entrainer videau` to check that gnubg read the
# line as meant. The equities are per cube (a drop is +1.000): money points in money play,
# equivalent-to-money points (EMG, gnubg's default in a match, set here) at a match score.
# A position where the side on roll may not double (the Crawford game, a dead cube, the
# opponent's cube) gets no cube analysis from gnubg: it is named on standard error and
# left out.
# PLIES: the depth of gnubg's cube evaluation (default 0). JOBS: gnubg processes at once
# (default 32: gnubg 1.07's `eval` idles about 10 ms a position, see gnubg-label.sh).
#
# Only gnubg's documented command line is used (`set board`, `set xgid`, `eval`).
set -euo pipefail

if (($# < 2)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
positions=$1
output=$2
plies=${3:-0}
jobs=${4:-32}
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[[ -x $gnubg ]] || { echo "gnubg-cube.sh: gnubg not found (scripts/setup-debian.sh installs it)" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/gnubg-cube.XXXXXX")
trap 'rm -rf "$work"' EXIT

grep -v '^[[:space:]]*\(#\|$\)' "$positions" | sed 's/[[:space:]]*$//' > "$work/ids"
total=$(wc -l < "$work/ids")
split -n "l/$jobs" -d "$work/ids" "$work/part."

# Money play, the cube centred, no Jacoby rule, no beavers: set before each Position ID,
# which `set board` would otherwise read at the score and cube of the line before.
money='XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'

for part in "$work"/part.*; do
    {
        echo "set player 0 human"
        echo "set player 1 human"
        echo "set jacoby off"
        echo "set output mwc off"
        echo "set evaluation cubedecision evaluation plies $plies"
        echo "set evaluation chequerplay evaluation plies $plies"
        echo "new session"
        # gnubg answers `set threads 1` with a line of its own on standard output: after
        # each `eval` it closes that position's answer, whatever the answer held.
        echo "set threads 1"
        while read -r line; do
            case $line in
                XGID=*) echo "set xgid $line" ;;
                *) echo "set xgid $money"; echo "set board $line" ;;
            esac
            echo "eval"
            echo "set threads 1"
        done < "$part"
    } > "$part.cmd"
    (
        "$gnubg" -t -q < "$part.cmd" 2> "$part.err" |
            awk -v lines="$part" -v unjudged="$part.unjudged" -v refused="$part.refused" '
                function value() { return ($NF ~ /^\(/) ? $(NF - 1) : $NF }
                /^The number of threads has been set to 1\./ {
                    if (started) {
                        getline line < lines
                        # A Position ID gnubg could not read leaves the position before.
                        if (line !~ /^XGID=/ && pid != line)
                            print "Not a valid Position ID " line > refused
                        else if (nd != "" && dt != "" && dp != "" && pid != "" && mid != "")
                            print line "\t" nd "\t" dt "\t" dp "\t" pid "\t" mid
                        else
                            print line > unjudged
                    }
                    started = 1
                    nd = dt = dp = pid = mid = ""
                }
                /^Position ID:/ { pid = $NF }
                /^Match ID:/ { mid = $NF }
                /^[0-9]\. No (re)?double/ { nd = value() }
                /^[0-9]\. (Re)?[Dd]ouble, (take|beaver)/ { dt = value() }
                /^[0-9]\. (Re)?[Dd]ouble, pass/ { dp = value() }' > "$part.out"
    ) &
done
wait

cat "$work"/part.*.out > "$output"
cat "$work"/part.*.unjudged > "$work/unjudged" 2> /dev/null || true
# gnubg names an XGID it cannot read on standard error, and judges the position before it:
# such lines are taken out of OUTPUT, and the run fails.
cat "$work"/part.*.refused > "$work/refused" 2> /dev/null || true
grep -h '^Not a valid XGID' "$work"/part.*.err >> "$work/refused" || true
if [[ -s $work/refused ]]; then
    sed "s/^Not a valid XGID '//; s/'\$//; s/^Not a valid Position ID //" "$work/refused" > "$work/bad"
    awk -F '\t' 'NR == FNR { bad[$0] = 1; next } !($1 in bad)' "$work/bad" "$output" > "$work/kept"
    cp "$work/kept" "$output"
fi
done_count=$(wc -l < "$output")
echo "gnubg-cube.sh: $done_count of $total positions judged" >&2
if [[ -s $work/unjudged ]]; then
    echo "gnubg-cube.sh: no cube decision for the side on roll (left out):" >&2
    sed 's/^/  /' "$work/unjudged" >&2
fi
if [[ -s $work/refused ]]; then
    echo "gnubg-cube.sh: gnubg could not read these lines (left out):" >&2
    sed 's/^/  /' "$work/refused" >&2
    exit 1
fi
((done_count + $(wc -l < "$work/unjudged") == total)) ||
    { echo "gnubg-cube.sh: some positions were not judged" >&2; exit 1; }
