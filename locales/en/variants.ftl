# The games of the family (shared/docs/variants.md): names, rules, and what is their own.
# Short lines for braille displays.

## Names of the games (game-name-<name>), one per game of the rule list.

game-name-nackgammon = Nackgammon
game-name-hypergammon = Hyper-Backgammon
game-name-plakoto = Plakoto
game-name-fevga = Fevga
game-name-course = Backgammon Race
game-name-surpeuple = Crowded Backgammon
game-name-anti = Anti-Backgammon
game-name-clonage = Cloning Backgammon
game-name-sauterelle = Grasshopper
game-name-tourne-case = Tourne-case
game-name-ludus = Ludus Lumbadorum
game-name-catch-me = Catch me
game-name-eureka = Eureka
game-name-old-britain = Old Britain
game-name-pin = Pin Game
game-name-arriere = Backward
game-name-straight = Straight
game-name-lancer-fixe = Fixed Roll
game-name-sans-prendre = No Hitting
game-name-envers = Backgammon to Lose
game-name-serpent = Snake
game-name-doublets = Doublets
game-name-tapa = Tapa

## Rules of each game (rules-<name>), read by the rules command.

rules-nackgammon =
    Nackgammon: backgammon with 4 back checkers.
    Green starts on N1 (2 checkers), N2 (2), N12 (4), V8 (3) and V6 (4); Black likewise.
    Everything else is backgammon: moves, hits, bearing off, gammons, the cube.
rules-hypergammon =
    Hyper-Backgammon: 3 checkers a side, on N1, N2 and N3 for Green.
    Everything else is backgammon; bear off once all 3 are home.
rules-plakoto =
    Plakoto. 15 checkers a side, all on its start point: N1 for Green.
    There is no hitting: a lone checker you stop on is pinned.
    A pinned checker cannot move while the pinner stays on it,
    and its side cannot stop on that point.
    Two opposing checkers also close a point.
    To bear off, all 15 must be home and none pinned.
    The mother: pinning the opponent's last checker on its start point,
    once you have left your own, wins at once, 3 points.
    Both mothers pinned: a draw. No cube.
rules-fevga =
    Fevga. 15 checkers a side on its start point, N12 for Green, V12 for Black.
    Both sides go round the same way; there is no hitting.
    A single opposing checker closes a point.
    The runner: until your first checker has passed V12 for Green,
    no other checker moves.
    You may not hold all 6 points of your first quarter, N7 to N12 for Green.
    You may not hold 6 points in a row in front of every opposing checker,
    unless no other play exists.
    Bear off once all 15 are home. Gammons and backgammons count.
rules-course =
    Backgammon Race. Each side's 15 checkers start off the board, in the reserve.
    A die enters a reserve checker as from the bar, whenever you wish;
    a checker on the bar enters first.
    Everything else is backgammon. No cube, except in a match with the cube.
rules-surpeuple =
    Crowded Backgammon: 20 checkers a side, the backgammon start
    and 5 in the reserve, which enter whenever you wish.
    Bear off once all 20 are home.
    Only a one-line summary of this game exists: this reading is a proposal.
rules-anti =
    Anti-Backgammon: the first side to bear off all its checkers loses.
    The other wins 1 point, 2 if it has borne off none, 3 if it also has a checker
    on the bar or in the loser's home table.
    Everything else is backgammon.
rules-clonage =
    Cloning Backgammon: each hit gives the hitter one more checker, on its bar.
    That clone must enter before any other move, with the rest of the dice.
    30 checkers a side at most. Bear off once all your checkers are home.
    Only a one-line summary of this game exists: this reading is a proposal.
rules-sauterelle =
    Grasshopper, without dice. 14 checkers a side in the reserve.
    Both sides enter on N1 to N6 and bear off from V1 to V6.
    One move a turn: enter a checker on an empty point of N1 to N6;
    move a lone checker to an empty point of the next quarter, jumping no wall;
    make a wall by moving a checker 6 points onto one of your lone checkers;
    the top checker of a wall jumps walls; bearing off a wall from V1 to V6 scores.
    Two scores in a row win; if nobody can move, the game is drawn.
    The end of the rules is lost: bearing off, scoring and draws are proposals.
rules-tourne-case =
    Tourne-case, or French backgammon 2. 3 checkers a side, all in the reserve.
    Each side plays on its own row only: Green from V12 to V1, Black from N12 to N1.
    Count in steps from the outer end: a 2 enters a checker on step 2, V11 for Green.
    A double is played once: two moves of the number.
    You may not stop on nor pass one of your own checkers: their order stays.
    Stopping opposite an opposing checker, V5 facing N5, captures it:
    it goes to the bar and must come in before any other move.
    The goal, V1 for Green, is reached exactly; checkers there are safe.
    The first with all 3 checkers on the goal wins 1 point. No cube.
rules-ludus =
    Ludus Lumbadorum: backgammon on one half of the board, 12 points a side.
    Green starts on N6 with all 15 checkers and moves towards V6, V1, then off;
    Black starts on V6, moves towards N6, N1, then off.
    A double is played once: two moves of the number.
    Hitting as in backgammon; the bar enters with die d on point 13 minus d,
    a 1 on N6 for Green.
    Never 2 of your checkers on N2, N3 or N4 for Green, on V2, V3 or V4 for Black.
    You may add a checker to your start point only when none of yours is there.
    Bear off once all 15 are on V1 to V6 for Green. Gammons, backgammons and the cube.
rules-catch-me =
    Catch me. 6 checkers a side on an endless circuit: Green starts on N1 to N6,
    Black on V1 to V6; after V1, Green goes on to N1.
    Without a double, you move only if a die shows 1 or 6: one checker moves the sum.
    A double gives 4 moves of its number, any checkers, then you roll again.
    One checker a point. Stopping on an opposing checker takes it out of the game.
    Stopping on one of yours: go on to the next point that is empty or opposing.
    The last checker runs from corner to corner: V1, V6, V7, V12, N12, N7, N6, N1.
    Off a corner, it first jumps to the next corner at the start of your turn;
    then a 1 takes it one corner on, a 6 two corners, other dice nothing.
    The side with no checker left loses: 1 point. No cube.
rules-doublets =
    Doublets. 12 checkers a side, two stacked on each of its points 1 to 6:
    Green on V1 to V6, Black on N1 to N6. No checker moves: each die names a point.
    Phase 1, unstack the pile on each point rolled; phase 2, restack it;
    phase 3, bear off the pile, both its checkers, of each point rolled.
    A double acts once, on its point, then you roll again.
    A die with nothing to do is lost. Once a phase is complete, the die left is lost:
    the next phase starts with the next roll.
    The first to bear off all 12 wins 1 point. No cube.
    Play by naming the points: V3 V6, or V4 alone.

rules-eureka =
    Eureka, to learn bearing off. Every checker starts home:
    3 on V1, V2 and V3, 2 on V4, V5 and V6 for Green; Black likewise on N1 to N6.
    There is only backgammon's bearing off; no checker can be hit.
    The first to bear off all 15 wins: 1 point, 2 if the other bore off none.
    No cube.
rules-old-britain =
    Old Britain: backgammon, but 5 checkers at most on a point,
    where a checker lands, at each stop of a checker playing both dice, and on entering.
    Play both dice when you can; otherwise either one, as you choose.
    No cube.
rules-pin =
    Pin Game. Green starts with 13 checkers on N1, 1 on N8 and 1 on N10;
    Black likewise on V1, V8 and V10.
    There is no hitting: a lone checker you stop on is pinned;
    it cannot move while the pinner stays, and its side cannot stop there.
    Two opposing checkers also close a point.
    The roll is played whole, both dice or all four of a double, or not at all.
    Bear off once all 15 are home and none is pinned.
    The winner scores the pips the loser has left, doubled if he bore off none,
    tripled if he also has a checker in the winner's home. No cube.
rules-arriere =
    Backward: backgammon, but each die may also move a checker backward,
    die by die as you choose, as far as its furthest starting point, N1 for Green.
    A backward move may hit; it never goes to the bar.
    Entering and bearing off go forward only; to bear off, all must be home.
    After 500 turns a side, the game is drawn. Cube.
rules-straight =
    Straight: backgammon's start, but both sides move the same way.
    Green starts on N1, N12, V8, V6; Black on the same points as in backgammon:
    V1 (2), V12 (5), N8 (3), N6 (5). Both enter on N1 to N6 and bear off from V1 to V6.
    Black has 208 pips to go, Green 167. Backgammon's hits, gammons and cube.
rules-lancer-fixe =
    Fixed Roll: the opening roll is both sides' roll, every turn,
    for the whole game. The dice are never rolled again.
    If neither side can play that roll any more, the game is drawn.
    Everything else is backgammon, the cube included.
rules-sans-prendre =
    No Hitting: backgammon, but whoever hits a checker loses the game,
    1 point times the cube, once the play is confirmed.
    A forced hit must be played.
rules-envers =
    Backgammon to Lose: backgammon, but the last to bear off all checkers wins,
    1 point times the cube, no gammons.
rules-serpent =
    Snake, a handicap start. Green has only 6 checkers on the board,
    2 on N1, 2 on N2, 2 on N3, and 9 on the bar, which enter first.
    Black has backgammon's start. Everything else is backgammon.
rules-tapa =
    Tapa. 15 checkers a side, all on its start point: N1 for Green.
    There is no hitting: a lone checker you stop on is pinned.
    A pinned checker cannot move while the pinner stays on it,
    and its side cannot stop on that point.
    Two opposing checkers also close a point.
    To bear off, all 15 must be home and none pinned.
    No mother: a checker pinned on its start point is pinned like any other.
    1 point, 2 if the loser bore off none; no backgammon, no cube.
    If neither side can ever move again, the game is a draw.

## The game.

game-opening-starts-roll = { $side } starts and rolls the dice.
game-opening-starts-free = { $side } starts.
game-turn-human-free = { $side }, your turn: one move, no dice.
game-pass-human-free = No move possible: the turn passes.
game-pass-computer-free = { $side }: no move possible, the turn passes.
game-played-computer-free = { $side } plays { $play }.
game-drawn = A draw: nobody scores.
dice-info-free = { $side }, one move without dice.
repl-prompt-turn-free = { $side }, no dice >
match-history-pass-free = { $side }: no move possible.
match-history-play-free = { $side }: { $play }.
match-history-drawn = A draw.

## Refused moves.

move-error-runner-first = The runner, on { $point }, moves alone until it has passed the opponent's start.
move-error-reserve-first = Every checker of the reserve must enter first.
move-error-pinned = The checker on { $point } is pinned: it cannot move.
move-error-own-checker = Your checker on { $point } forbids it: this game lets you neither join it nor pass it.
move-error-full = { $point } already holds { $cap } of your checkers, the most allowed.
move-error-turn-end =
    { $rule ->
        [quarter] Not allowed: you would hold all 6 points of your first quarter.
        [prime] Not allowed: 6 points in a row in front of every opposing checker, while another play exists.
       *[blocking] Not allowed: this block is forbidden.
    }
move-error-not-a-move = No move goes from there to there.
move-error-nothing-on = No die of this roll acts on { $point }: its pile is already done in this phase, or no die names it.

## Refused positions.

position-error-reserve =
    { $side ->
        [green] Green
       *[black] Black
    } would have { $found ->
        [one] { $found } checker
       *[other] { $found } checkers
    } in the reserve; this game allows { $allowed }.
position-error-pin =
    No { $side ->
        [green] green
       *[black] black
    } checker can be pinned on { $label }: this game does not pin, or nothing is on it.
position-error-cap =
    { $side ->
        [green] Green
       *[black] Black
    } would have { $found } checkers on { $label }; this game allows { $cap } a point.
position-error-off-track =
    { $side ->
        [green] Green
       *[black] Black
    } cannot have checkers on { $label }: this game is not played on that point.
position-error-streak = This game does not count scores in a row.
position-error-stacks =
    { $side ->
        [green] Green's
       *[black] Black's
    } piles or phase do not fit its checkers: in phases 1 and 2, two checkers on each of its points 1 to 6 and at least one pile to unstack (phase 1) or restack (phase 2); in phase 3, every pile left standing.

## Pins, clones, scores, the reserve.

play-say-hop-pin = { $from } to { $to }, pinning
play-say-hop-on-pin = { $from }, then { $to }, pinning
board-show-pinned = { $entry } pinned
board-pinned = { $entry }: { $pinned ->
        [green] green
       *[black] black
    } pinned
    .ear =
        One { $pinned ->
            [green] green
           *[black] black
        } checker pinned under { $count } { $side ->
            [green] green
           *[black] black
        } on { $label }
board-streak = Last score: { $side }, { $count } in a row.
game-clone =
    Clone: one more { $side ->
        [green] green
       *[black] black
    } checker, on the bar.
game-scored =
    { $count ->
        [one] { $side } scores: wall off { $point }.
       *[other] { $side } scores again: wall off { $point }.
    }

## Doublets: piles and phases.

play-say-unstack = { $point } unstacked
play-say-restack = { $point } restacked
play-say-pile-off = { $point }, pile borne off
play-phase-begins =
    { $phase ->
        [2] phase 2: restacking
       *[3] phase 3: bearing the piles off
    }
board-pile = { $entry } { $standing ->
        [yes] stacked
       *[no] unstacked
    }
    .ear = { $entry }, { $standing ->
        [yes] stacked
       *[no] unstacked
    }
board-phase = { $side } in phase { $phase }: { $phase ->
        [1] unstacking
        [2] restacking
       *[3] bearing the piles off
    }.
