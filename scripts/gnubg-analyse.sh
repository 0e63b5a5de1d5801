#!/usr/bin/env bash
# Has GNU Backgammon analyse a match and prints each player's checker-play error rate, in
# thousandths of an equivalent-to-money point per unforced move (mEMG), as gnubg's
# `show statistics match` gives it (issue 16's measure of the levels' play).
#
#   scripts/gnubg-analyse.sh MATCH.mat [PLIES]
#
# MATCH.mat: a Jellyfish .mat, as `tablier duel --mat FILE` or `exporter` writes it. PLIES:
# the depth of the analysis (default 2). Prints one line per player: its name, its unforced
# moves and its error rate, then the whole of gnubg's statistics on standard error.
set -euo pipefail

if (($# < 1)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
match=$1
plies=${2:-2}
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[[ -x $gnubg ]] || { echo "gnubg-analyse.sh: gnubg not found (scripts/setup-debian.sh installs it)" >&2; exit 1; }
[[ -r $match ]] || { echo "gnubg-analyse.sh: cannot read $match" >&2; exit 1; }

out=$(
    printf '%s\n' \
        "set threads $(nproc)" \
        "set analysis chequerplay evaluation plies $plies" \
        "set analysis cubedecision evaluation plies $plies" \
        "import mat $(realpath "$match")" \
        "analyse match" \
        "show statistics match" |
        "$gnubg" -t -q 2>&1
)
printf '%s\n' "$out" | sed -n '/^Player /,$p' >&2
printf '%s\n' "$out" | awk '
    /^Player / { a = $2; b = $3 }
    /^Chequerplay statistics/ { in_chequer = 1 }
    in_chequer && /^Unforced moves/ { ua = $3; ub = $4 }
    in_chequer && /^Error rate mEMG/ {
        ra = $5; rb = $8
        printf "%s: %s unforced moves, %s mEMG per move\n", a, ua, -ra
        printf "%s: %s unforced moves, %s mEMG per move\n", b, ub, -rb
        in_chequer = 0; found = 1
    }
    END { if (!found) { print "gnubg-analyse.sh: no statistics in gnubg'"'"'s answer" > "/dev/stderr"; exit 1 } }'
