# The game: narration, commands, errors.
# Each message serves the screen (and braille) and the voice; the .ear attribute, where
# there is one, is the spoken version (which does not quote what the player typed).
# Short lines for braille displays: 80 characters at most.

## Sides, games, dice.

game-side-green = Green
game-side-black = Black
game-name-backgammon = backgammon
game-name-jacquet = jacquet
dice-show = { $high }-{ $low }
dice-say = { $high } and { $low }
dice-say-double = double { $value }

## Start of the game.

game-welcome-computer = A game of { $game }: you play Green, the computer Black.
game-welcome-humans = A game of { $game } for two players: Green against Black.
game-welcome-demo = Demonstration of { $game }: the computer plays both sides.
game-welcome-help = Type help for the list of commands.
game-opening-roll = Opening dice: Green { $green }, Black { $black }.
game-opening-tie = A tie: rolling again.
game-opening-starts = { $side } starts and plays { $dice }.

## Turns.

game-turn-human = { $side }, your turn: dice { $dice }.
game-pass-human = No legal move with { $dice }: the turn passes.
game-pass-computer = { $side }, dice { $dice }: no legal move, the turn passes.
game-moved = { $play }. Left to play: { $left }.
game-moved-complete = { $play }. Play complete: type done, or Enter.
game-undone = Undone: { $play }. Left to play: { $left }.
game-hit-you = Hit! Your checker on { $point } is on the bar.
game-hit-side =
    Hit! The { $side ->
        [green] green
       *[black] black
    } checker on { $point } is on the bar.
game-played-human = { $side } plays { $play }.
game-played-computer = { $side }, dice { $dice }, plays { $play }.
play-say-hop = { $from } to { $to }
play-say-hop-off = { $from }, borne off
play-say-hop-hit = { $from } to { $to }, hitting
game-over =
    { $side } wins { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
        [mother] by pinning the mother, a triple game
        [hit] because the opponent hit, a single game
        [last-off] by bearing off the last checker after the opponent, a single game
        [pips] the { $pips } pips the opponent had left{ $times ->
            [1] {""}
            [2] , doubled as none was borne off
           *[other] , tripled as none was borne off and one is in the winner's home
        }
       *[quadruple] a quadruple game
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

## The board.

board-side = { $side }, { $pips } pips:
board-point-empty = { $label }: empty.
board-say-count =
    { $label }, { $count } { $side ->
        [green] green
       *[black] black
    }{ $postillon ->
        [yes] , the postillon among them
       *[no] {""}
    }{ $pinned ->
        [yes] , pinned
       *[no] {""}
    }
# Between the points of a side, said aloud (French puts a space before the semicolon).
board-say-separator = { "; " }
board-say-side = { $heading } { $points }.
board-pips = Pips: Green { $green }, Black { $black }.
dice-info = { $side }, dice { $dice }. Left to play: { $left }.
dice-info-complete = { $side }, dice { $dice }: play complete, type done, or Enter.

## Legal plays.

plays-title =
    { $count ->
        [0] No legal play.
        [one] One legal play. Type its number to play it:
       *[other] { $count } legal plays. Type a number to play one:
    }
plays-choices = This move can be played several ways. Type the number:
plays-line = { $number }: { $play }
    .ear = { $number }: { $play }.

## Help and rules.

help-title = Commands, in full or short form:
help-line = { $word } ({ $short }): { $text }
help-play =
    To play, type a play: N1-N7 N12-V10, or 24/18 13/11.
    One checker at a time: N1-N7, then the next. Write bar, off and reserve as words.
    Enter on an empty line confirms a complete play. V3 alone describes point V3.
    .ear =
        To play, type the starting point, a dash and the point of arrival, for example N1 dash N7,
        or in standard notation 24 slash 18. One checker at a time, or the whole play.
        Enter on an empty line confirms a complete play. V3 alone describes point V3.
rules-backgammon =
    Backgammon. Each side has 15 checkers; Green moves towards V1, Black towards N1.
    A die moves one checker that many points; a double is played four times.
    A point held by 2 opposing checkers is closed; a lone checker is hit.
    A hit checker goes to the bar and must enter before any other move.
    Both dice must be played if possible, otherwise the higher one.
    To bear off, all 15 checkers must be in the home table, V1 to V6 for Green.
    Gammon: the loser has borne off none, 2 points. Backgammon: 3 points.
rules-jacquet =
    Jacquet. Each side has 15 checkers, the postillon among them, on its start point.
    Both sides go round the same way; there is no hitting.
    A single opposing checker is enough to block a point.
    The postillon moves alone until it reaches its inner table.
    Both dice must be played if possible, otherwise the higher one.
    Blocking: no more than 5 points in a row before an opposing postillon on its way.
    5 points in a row from your start only with a checker on V1 for Green.
    To bear off, all 15 checkers must be in the inner table,
    and your off point, V12 for Green, free of opposing checkers.
    A loser who bore off a checker loses 1 point; otherwise 2, 3 or 4
    depending on how far back its last checkers are on the winner's side.

## Settings.

settings-speech =
    Speech { $on ->
        [yes] on.
       *[no] off.
    }
settings-rate = Speech rate: { $rate }.
settings-notation =
    { $notation ->
        [tactile] Tactile notation, for example N1-N7.
       *[standard] Standard notation, for example 24/18.
    }
    .ear =
        { $notation ->
            [tactile] Tactile notation, for example N1 dash N7.
           *[standard] Standard notation, for example 24 slash 18.
        }
settings-language = Language: { $name }.
settings-auto =
    { $on ->
        [yes] Complete plays are confirmed automatically.
       *[no] Plays are confirmed with done, or Enter.
    }

## Quitting.

quit-ask = Quit the game? Type yes or no.
quit-cancelled = The game goes on.
quit-done = Goodbye.

## Prompts.

repl-prompt-turn = { $side }, dice { $dice } >
repl-prompt-quit = Quit? yes or no >
repl-prompt-choice = Number >
repl-prompt-over = Over: Enter plays again, review, quit >
repl-info-end = End of input: goodbye.
repl-error-too-long = Line too long (over { $max } bytes): it is ignored.
repl-error-not-text =
    Unreadable line: it is not UTF-8 text. Nothing changed.

## Input errors. The position does not change.

error-unknown =
    I do not understand “{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }”. Type help.
    .ear = I do not understand. Type help.
error-syntax = Unreadable play: { $why }
error-no-such-play =
    { $count ->
        [0] No play number { $number }{ $cut ->
            [yes] …
           *[no] {""}
        }: there is no legal play.
       *[other] No play number { $number }{ $cut ->
            [yes] …
           *[no] {""}
        }: type a number from 1 to { $count }.
    }
    .ear =
        { $count ->
            [0] There is no legal play.
           *[other] No play with that number: type a number from 1 to { $count }.
        }
error-nothing-to-undo = Nothing to undo.
error-incomplete = The play is not finished. Left to play: { $left }.
error-bad-argument =
    { $word }: “{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }” not understood.
    { $word }: { $help }
    .ear = { $word }: setting not understood. { $help }
error-not-your-turn = It is not your turn.
error-game-over = The game is over. Type quit.
error-nothing-to-repeat = Nothing to repeat.

input-error-empty = no move.
input-error-unexpected-char = a character has no place in a play.
input-error-unknown-word = a word is neither a point, nor bar, nor off.
input-error-label = points go from 1 to 12, V1 to V12 and N1 to N12.
input-error-bad-number = a number is badly written.
input-error-number-range = points go from 1 to 24, the bar is 25.
input-error-wrong-notation = one notation per play, N1-N7 or 24/18.
input-error-missing-destination = the point of arrival is missing.
input-error-dangling-separator = a point is missing before or after a dash.
input-error-misplaced-star = a hit mark is misplaced.
input-error-bad-repeat = a repeat is written 2 to 4 in parentheses.
input-error-starts-off = a borne-off checker does not come back.
input-error-ends-on-bar = a move does not end on the bar.
input-error-ends-in-reserve = a move never ends in the reserve.
input-error-not-forward = a checker always moves forward, never back.

## Refused moves: the rule broken.

move-error-no-checker =
    No { $side ->
        [green] green
       *[black] black
    } checker on { $point }.
move-error-enter-first = You must first enter the checker from the bar.
move-error-postillon-first = The talon cannot leave before the postillon arrives; it is on { $point }.
move-error-no-die =
    No die left makes { $distance ->
        [one] { $distance } point
       *[other] { $distance } points
    }.
move-error-closed =
    { $point } is closed: { $count } { $side ->
        [green] green
       *[black] black
    } { $count ->
        [one] checker
       *[other] checkers
    }.
move-error-not-all-home = To bear off, all your checkers must be in the home table.
move-error-further-first = This die bears off only the furthest checker, on { $point }.
move-error-bear-off-blocked =
    { $point } holds a { $side ->
        [green] green
       *[black] black
    } checker: you cannot bear off.
move-error-too-many-moves = This play has more moves than the dice allow: nothing is played.
move-error-no-dice-left = All dice are played: type done, or undo.
move-error-more-dice =
    You must play { $dice ->
        [2] both dice
       *[other] { $dice } dice
    } if you can.
move-error-higher-die = With only one die playable, you must play the higher: the { $die }.
move-error-blocking =
    { $rule ->
        [route] This block is forbidden while the { $side ->
            [green] green
           *[black] black
        } postillon has not arrived.
        [start] Five points in a row from your start need a checker on { $first }.
        [double] Double block: five points in a row from your start need checkers on { $first } and { $sixth }.
       *[six] Six points in a row are forbidden by the chosen convention.
    }
move-error-ambiguous = This move can be played several ways.

## Commands: the word, its short form, one line of help.

cmd-word-help = help
    .short = h
cmd-help-help = this list.
cmd-word-board = board
    .short = b
cmd-help-board = the whole board, by side then by point.
cmd-word-point = point
    .short = pt
cmd-help-point = one point, for example point V3; V3 alone is enough.
cmd-word-pips = pips
    .short = pi
cmd-help-pips = both sides' pip counts.
cmd-word-dice = dice
    .short = di
cmd-help-dice = the dice and what is left to play.
cmd-word-plays = moves
    .short = m
cmd-help-plays = the legal plays, numbered; then type a number.
cmd-word-undo = undo
    .short = u
cmd-help-undo = takes back the last checker moved.
cmd-word-confirm = done
    .short = ok
cmd-help-confirm = confirms the complete play; Enter too.
cmd-word-auto = auto
    .short = au
cmd-help-auto = automatic confirmation: auto yes, auto no.
cmd-word-repeat = repeat
    .short = r
cmd-help-repeat = says the last message again.
cmd-word-rules = rules
    .short = ru
cmd-help-rules = a summary of the rules.
cmd-word-speech = speech
    .short = sp
cmd-help-speech = speech yes or no.
cmd-word-rate = rate
    .short = ra
cmd-help-rate = speech rate, from minus 100 to 100; 0 is normal.
cmd-word-notation = notation
    .short = nt
cmd-help-notation = notation tactile or standard.
cmd-word-language = language
    .short = lang
cmd-help-language = language fr or en.
cmd-word-quit = quit
    .short = q
cmd-help-quit = quits the game, after confirmation.
cmd-answer-yes = yes
    .short = y
cmd-answer-no = no
    .short = n

## Jacquet: the postillon.

jacquet-postillon-arrived =
    The { $side ->
        [green] green
       *[black] black
    } postillon has arrived on { $point }: the whole talon may move.
    .ear =
        The { $side ->
            [green] green
           *[black] black
        } star has arrived on { $point }, the talon may move.

## Hints: the best plays, by the program's judgement.

cmd-word-hint = hint
    .short = hn
cmd-help-hint = the three best plays by the program's judgement, with what each loses.
hint-title =
    { $count ->
        [0] No legal play: the turn passes.
       *[other] Hint, from the best play down:
    }
hint-line =
    { $number }: { $play }, equity { $equity }{ $lost ->
        [0] {""}
       *[other] , loses { $loss }
    }.
    .ear =
        { $number }: { $play }, equity { $equity }{ $lost ->
            [0] {""}
           *[other] , loses { $loss } against the best
        }.
# For the ear: a French decimal comma would be heard as a pause.
number-say-decimal = { $sign }{ $whole }.{ $decimals }
number-decimal-separator = .
