#!/usr/bin/env bash
# Has GNU Backgammon analyse the checker plays of matches, cubeless, and prints what each
# player gave up: the equity a game, with its standard error over the games, and a table by
# kind of position (issue 35). Luck does not enter it, so it tells two players' play apart
# with far fewer games than a duel: over 300 games of the default level against gnubg
# 0-ply, the difference of the two errors a game has a standard error near 0.006, where a
# duel's points a game need about 20,000 games for 0.009.
#
#   scripts/gnubg-errors.sh PLIES MATCH.mat...
#
# PLIES: the depth of gnubg's analysis (2 is the usual judge). MATCH.mat: Jellyfish files,
# as `tablier duel --mat FILE` writes them (the first player, in Green, is the left column).
# Each play with a choice counts its equity (cubeless, for the player who made it) below
# gnubg's best play of the roll. Kinds of position, seen by the player on roll before the
# play, the first that fits: the first three plays of each side ("opening"); no contact,
# every checker home ("bear-off") or not ("race"); the player on the bar ("on the bar");
# the opponent on the bar ("opponent on the bar"); the player holding a point in the
# opponent's home board while the opponent has checkers in the player's ("both back, an
# anchor"), or without that ("an anchor"); the player with single checkers there ("blots
# back"); the opponent alone with checkers back ("their checkers back"); the rest ("other
# contact").
#
# Only gnubg's documented interfaces are used: its command line and its Python module
# (`gnubg -p`, `gnubg.match()`).
set -euo pipefail

if (($# < 2)); then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 2
fi
plies=$1
shift
[[ $plies =~ ^[0-9]$ ]] || { echo "gnubg-errors.sh: PLIES is a depth from 0 to 9, not $plies" >&2; exit 2; }
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
[[ -x $gnubg ]] || { echo "gnubg-errors.sh: gnubg not found (scripts/setup-debian.sh installs it)" >&2; exit 1; }
files=()
for f in "$@"; do
    [[ -r $f ]] || { echo "gnubg-errors.sh: cannot read $f" >&2; exit 1; }
    files+=("$(realpath "$f")")
done

work=$(mktemp -d "${TMPDIR:-/tmp}/gnubg-errors.XXXXXX")
trap 'rm -rf "$work"' EXIT
printf '%s\n' "${files[@]}" > "$work/files"

cat > "$work/errors.py" <<'PYTHON'
import math
import os
import gnubg

work = os.environ["GNUBG_ERRORS_DIR"]
gnubg.command("set threads %d" % os.cpu_count())
gnubg.command("set analysis chequerplay evaluation plies %s" % os.environ["GNUBG_ERRORS_PLIES"])
gnubg.command("set analysis chequerplay evaluation cubeful off")
gnubg.command("set analysis cube off")

KINDS = ["opening", "bear-off", "race", "on the bar", "opponent on the bar",
         "both back, an anchor", "an anchor", "blots back", "their checkers back",
         "other contact"]


def kind(plays_so_far, theirs, mine):
    """The kind of position: `mine` the player on roll's checkers (0-based from its
    1-point, 24 the bar), `theirs` the opponent's, seen from the opponent's side."""
    my_back = max(i for i in range(25) if mine[i] > 0)
    their_back = max(i for i in range(25) if theirs[i] > 0)
    if plays_so_far <= 6:
        return "opening"
    if my_back + their_back <= 23:
        return "bear-off" if my_back < 6 else "race"
    if mine[24] > 0:
        return "on the bar"
    if theirs[24] > 0:
        return "opponent on the bar"
    anchor = any(mine[i] >= 2 for i in range(18, 24))
    if anchor and their_back >= 18:
        return "both back, an anchor"
    if anchor:
        return "an anchor"
    if my_back >= 18:
        return "blots back"
    if their_back >= 18:
        return "their checkers back"
    return "other contact"


names = {}
games = []  # per game: {side: given up}
by_kind = {}  # (side, kind) -> [plays, given up]
for path in open(os.path.join(work, "files")).read().split("\n"):
    if not path:
        continue
    gnubg.command("import mat " + path)
    gnubg.command("analyse match")
    match = gnubg.match(analysis=1, boards=1, statistics=0, verbose=0)
    for side in ("X", "O"):
        names.setdefault(side, match["match-info"][side]["name"])
    for game in match["games"]:
        given = {"X": 0.0, "O": 0.0}
        plays = 0
        for action in game["game"]:
            if action.get("action") != "move":
                continue
            plays += 1
            analysis = action.get("analysis") or {}
            moves = analysis.get("moves")
            chosen = analysis.get("imove")
            if not moves or len(moves) < 2 or chosen is None:
                continue
            loss = moves[0]["score"] - moves[chosen]["score"]
            side = action["player"]
            theirs, mine = gnubg.positionfromid(action["board"])
            entry = by_kind.setdefault((side, kind(plays, theirs, mine)), [0, 0.0])
            entry[0] += 1
            entry[1] += loss
            given[side] += loss
        games.append(given)

n = len(games)
if n < 2:
    raise SystemExit("gnubg-errors.sh: fewer than two games analysed")
for side in ("X", "O"):
    values = [g[side] for g in games]
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    print("%s: %.4f ± %.4f given up a game (%d games)" % (names[side], mean, sd / math.sqrt(n), n))
diff = [g["X"] - g["O"] for g in games]
mean = sum(diff) / n
sd = math.sqrt(sum((v - mean) ** 2 for v in diff) / (n - 1))
print("%s less %s: %+.4f ± %.4f a game" % (names["X"], names["O"], mean, sd / math.sqrt(n)))
print("kind of position | %s: plays, mEMG a play, a game | %s: plays, mEMG a play, a game"
      % (names["X"], names["O"]))
for k in KINDS:
    cells = []
    for side in ("X", "O"):
        plays, lost = by_kind.get((side, k), [0, 0.0])
        cells.append("%d, %.2f, %.4f" % (plays, 1000 * lost / max(plays, 1), lost / n))
    print("%s | %s | %s" % (k, cells[0], cells[1]))
PYTHON

GNUBG_ERRORS_DIR=$work GNUBG_ERRORS_PLIES=$plies "$gnubg" -t -q -p "$work/errors.py" > "$work/out" 2>&1 || {
    cat "$work/out" >&2
    exit 1
}
sed -n '/given up a game/,$p' "$work/out" | grep -v '^$'
grep -q 'given up a game' "$work/out" || { cat "$work/out" >&2; exit 1; }
