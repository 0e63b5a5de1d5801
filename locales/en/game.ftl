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
# The dice were just told one by one: only the side that starts.
game-opening-starts = { $side } starts.

## Turns.

game-turn-human =
    { $side }, your turn: dice { $dice }{ $bar ->
        [0] {""}
        [one] , one checker on the bar
       *[other] , { $bar } checkers on the bar
    }.
game-pass-human = No legal move with { $dice }: the turn passes.
game-pass-computer = { $side }, dice { $dice }: no legal move, the turn passes.
game-moved = { $play }. Left to play: { $left }.
game-moved-complete = { $play }. Complete: Enter confirms.
game-undone = Undone: { $play }. Left: { $left }.
# The short level (verbosity short): routine lines fit in 40 characters, one pan of a
# braille display; the side is not named where one person plays.
game-turn-short =
    { $alone ->
        [yes] Your turn
       *[no] { $side }
    }: { $dice }{ $bar ->
        [0] {""}
       *[other] , { $bar } on the bar
    }.
game-pass-human-short = { $dice }: no legal move, the turn passes.
game-pass-computer-short = { $side } { $dice }: no legal move.
game-moved-short = { $play }, { $left } left.
game-moved-complete-short = { $play }: complete.
# Without the echo (verbosity echo no): only what is left to play.
game-moved-quiet = Left to play: { $left }.
game-moved-quiet-short = { $left } left.
game-moved-complete-quiet = Play complete: Enter confirms.
game-moved-complete-quiet-short = Complete.
game-hit-short =
    { $removed ->
        [yes] Taken
       *[no] { $facing ->
            [yes] Taken facing
           *[no] Hit
        }
    } on { $point }.
game-undone-short = Undone { $play }, { $left } left.
game-played-confirmed-short = Confirmed.
game-played-quiet = Played.
game-played-human-short =
    { $alone ->
        [yes] Played
       *[no] { $side }
    }: { $play }.
game-played-computer-short = { $side } { $dice }: { $play }.
    .ear = { $side }, { $dice }: { $play }.
game-played-computer-head-short = { $side } { $dice }:
    .ear = { $side }, { $dice }:
dice-info-fresh-short = { $dice }.
dice-info-short = { $dice }, { $left } left.
dice-info-complete-short = { $dice }: complete.
repl-prompt-turn-short =
    { $alone ->
        [yes] { $dice }
       *[no] { $side } { $dice }
    } >
game-hit-yours = Your checker on { $point } is hit.
game-hit-you =
    { $removed ->
        [yes] Taken! Your checker on { $point } leaves the game.
       *[no] { $facing ->
            [yes] Taken on the facing point!
           *[no] Hit!
        } Your checker on { $point } is on the bar.
    }
game-hit-side =
    { $removed ->
        [yes] Taken!
       *[no] { $facing ->
            [yes] Taken on the facing point!
           *[no] Hit!
        }
    } The { $side ->
        [green] green
       *[black] black
    } checker on { $point } { $removed ->
        [yes] leaves the game.
       *[no] is on the bar.
    }
game-played-human = { $side } plays { $play }.
# A play already told checker by checker, confirmed: it is not told again.
game-played-confirmed = Play confirmed.
game-played-computer = { $side }, dice { $dice }, plays { $play }.
play-say-hop = { $from } to { $to }
play-say-hop-off = { $from }, borne off
play-say-hop-hit = { $from } to { $to }, hitting
# The hop after a hit: the hit is heard where it happened.
play-say-hop-on = { $from }, then { $to }
play-say-hop-on-hit = { $from }, then { $to }, hitting
play-say-jump = { $from }, jumps to the corner { $to }
play-say-jump-capture = { $from }, jumps to the corner { $to }, taking a checker
play-say-hop-capture = { $from } to { $to }, taking a checker
game-over =
    { $side } wins { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
        [mother] by pinning the mother, a triple game
        [hit] because the opponent hit, a single game
        [checkers] a point for each checker the opponent has not borne off
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
# The standard notation: the point's number from the player's side, a colon, the count.
board-std-count =
    { $label }: { $count } { $side ->
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
dice-info-fresh = { $side }, dice { $dice }.
dice-info = { $side }, dice { $dice }. Left to play: { $left }.
dice-info-complete = { $side }, dice { $dice }: complete, Enter confirms.

## Legal plays.

plays-title =
    { $count ->
        [0] No legal play.
        [one] One legal play. Type its number to play it:
       *[other] { $count } legal plays. Type a number to play one:
    }
plays-title-from =
    { $count ->
        [0] No play moves from { $point }, out of { $total }.
        [one] One play moves from { $point }, out of { $total }. Type its number to play it:
       *[other] { $count } plays move from { $point }, out of { $total }. Type a number to play it:
    }
# more: the next page of the list, under the whole list's numbers.
plays-title-next = Plays { $first } to { $last } of { $count }:
# After a page of plays, when some are left.
plays-more =
    { $more ->
        [one] One more play: type { cmd-word-more }.
       *[other] { $more } more plays: type { cmd-word-more }.
    }
plays-choices = This move can be played several ways. Type the number:
plays-line = { $number }: { $play }
    .ear = { $number }: { $play }.

## Help and rules.

help-title = Commands, in full or short form:
help-line = { $word } ({ $short }): { $text }
    .ear =
        { $word }{ $spoken ->
            [yes] , or { $short }
           *[no] {""}
        }: { $text }
help-topics-title = Help by topic; type help and the topic:
help-topic-line = { $topic }: { $about }.
help-topics-end = help all: every command. quit: end the game.
help-topic-title = Help, { $topic }:
help-topic-all = all
help-topic-play = play
help-topic-look = look
help-topic-match = match
help-topic-files = files
help-topic-settings = settings
help-topic-learn = learn
help-about-play = typing a play, the dice, undo, confirm
help-about-look = the board, a point, the pips, the record
help-about-match = the cube, the score, resigning, the clock, quitting
help-about-files = saving, resuming, the games set aside
help-about-settings = speech, rate, language, notation
help-about-learn = the rules, hints, blots, the review, the tutor
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

settings-speech-no-voice = No voice is available: speech stays off, the game goes on in text.
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
repl-prompt-replace = Replace? yes or no >
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
error-no-more-plays = No more plays to tell; { cmd-word-plays } for the list.
error-incomplete = The play is not finished. Left to play: { $left }.
error-bad-argument =
    { $word }: “{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }” not understood.
    { $word }: { $help }
    .ear = { $word }: what follows is not understood. { $help }
error-missing-argument = { $word } needs more: { $help }
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
error-backward = Play refused: it goes backward; a checker always moves forward, never back.
error-unknown-word =
    Unreadable play: “{ $word }{ $cut ->
        [yes] …
       *[no] {""}
    }” is neither a point, nor { $bar }, nor { $off }. To bear a checker off: V3-{ $off }.
    .ear = Unreadable play: a word is neither a point, nor { $bar }, nor { $off }. To bear a checker off, type V3 dash { $off }.

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
move-error-smaller-first = In this game the smaller die is played first: the { $die }.
move-error-exact-bear-off = In this game a checker bears off only with the exact number; the one on { $point } cannot with this die.
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
cmd-help-help = the help's topics; help play, help look…; help all: every command.
cmd-word-status = status
    .short = st
cmd-help-status = in one line: whose turn, the dice left, the bar, the cube, the score, the pips, the clock.
cmd-word-last = last
    .short = ls
cmd-help-last = tells the opponent's last play again.
status-over = Game over
status-turn-roll = { $side } to roll
status-turn-answer = { $side } to answer
status-turn-free = { $side } to move, no dice
status-turn-complete = { $side }: play complete, to confirm
status-turn-play =
    { $whole ->
        [yes] { $side } to play { $dice }
       *[no] { $side } to play { $dice }, { $left } left
    }
status-bar = { $count } { $side ->
        [green] green
       *[black] black
    } on the bar
status-cube-centred = cube { $value } in the middle
status-cube-owned = cube { $value } with { $side }
status-score =
    score { $green } to { $black }{ $length ->
        [0] {""}
       *[other] , to { $length }
    }
status-pips = pips Green { $green }, Black { $black }
status-clock = clock Green { $green }, Black { $black }
status-separator = {"; "}
last-play = { $side }'s last play, dice { $dice }: { $play }.
last-play-pass = { $side } could not play { $dice }.
last-play-free = { $side }'s last play: { $play }.
last-play-none = No play of the opponent to tell again in this game.
cmd-word-verbosity = verbosity
    .short = vb
cmd-help-verbosity = what is said: verbosity short (lines of 40 characters), normal (each thing once) or detailed; verbosity echo no: your moves are not said back; verbosity pips yes: the pips after each play.
cmd-word-pitch = pitch
    .short = ph
cmd-help-pitch = the voice's pitch, from minus 100 to 100; 0 is normal.
cmd-word-volume = volume
    .short = vol
cmd-help-volume = the voice's volume, from 0 to 100; 100 is the loudest.
settings-pitch = Voice pitch: { $pitch }.
settings-volume = Volume: { $volume }.
cmd-word-forced = forced
    .short = fd
cmd-help-forced = forced plays played for you: forced yes, forced no (the default).
settings-forced =
    { $on ->
        [yes] Forced plays are played for you.
       *[no] Forced plays are yours to type.
    }
game-forced =
    Forced play{ $alone ->
        [yes] {""}
       *[no] {" "}for { $side }
    }, dice { $dice }: { $play }.
game-forced-short = Forced: { $play }.
game-forced-head-short = Forced play:
cmd-word-settings = settings
    .short = sg
cmd-help-settings = the settings kept from one session to the next; settings save keeps them.
settings-keep-hint = To keep it for next time: settings save.
settings-undo-hint = Type { $command } again to switch it back.
settings-list-title = Settings; settings save keeps them for next time:
settings-file-saved =
    { $aside ->
        [yes] Settings kept; the old file, unreadable, is set aside.
       *[no] Settings kept for next time.
    }
settings-file-not-saved =
    Settings not kept: { $why ->
        [not-found] no configuration folder.
        [denied] access denied.
        [folder] a folder has the file's name.
        [special] the file is not a regular file.
        [too-large] the file is too large.
        [disk-full] disk full.
        [read-only] read-only disk.
        [dangling-link] the file is a link to a folder that does not exist; no folder is created.
       *[other] input/output error.
    }
settings-file-ignored =
    Unreadable settings file, { $why ->
        [syntax] line { $line }: key = value is needed
        [unknown-key] line { $line }: unknown setting
        [bad-value] line { $line }: impossible value
        [folder] it is a folder
        [special] it is not a regular file
        [too-large] too large
        [foreign] it is not text
        [denied] access denied
       *[other] input/output error
    }; default settings. settings save replaces it.
verbosity-word-short = short
verbosity-word-normal = normal
verbosity-word-detailed = detailed
verbosity-kind-echo = echo
verbosity-kind-pips = pips
settings-verbosity =
    Verbosity { $level ->
        [short] short
        [detailed] detailed
       *[normal] normal
    }; echo { $echo ->
        [yes] yes
       *[no] no
    }, pips { $pips ->
        [yes] yes
       *[no] no
    }.
settings-message =
    { $kind ->
        [echo] Echo of your moves
       *[pips] Pips after each play
    }: { $on ->
        [yes] yes
       *[no] no
    }.
cmd-word-board = board
    .short = b
cmd-help-board = the whole board, by side then by point.
cmd-word-point = point
    .short = pt
cmd-help-point = one point, for example point V3; V3 alone is enough; in standard notation, point 13, from your side.
cmd-word-places = points
    .short = pp
cmd-help-places = several points: points 1 6 (numbers from your side), points V1 V6, points home board or outer board.
cmd-word-checkers = checkers
    .short = ck
cmd-help-checkers = where the checkers of one colour stand: checkers black, checkers green; my checkers, your own.
cmd-phrase-mine = my checkers
cmd-phrase-opponent = opponent
region-home = home board
region-outer = outer board
colour-word-green = green
    .plural = greens
colour-word-black = black
    .plural = blacks
cmd-word-pips = pips
    .short = pi
cmd-help-pips = both sides' pip counts.
cmd-word-dice = dice
    .short = di
cmd-help-dice = the dice and what is left to play.
cmd-word-plays = moves
    .short = m
cmd-help-plays = the legal plays, numbered, ten at a time; moves N6: those moving from N6; then type a number.
cmd-word-more = more
    .short = mr
cmd-help-more = the next ten plays of the list of moves.
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

cmd-word-blots = blots
    .short = shots
cmd-help-blots = your lone checkers and the opponent's rolls of 36 that hit them; blots black, blots opponent: one side's.
cmd-word-hint = hint
    .short = hn
cmd-help-hint = the three best plays by the program's judgement, with what each loses.
hint-title =
    { $count ->
        [0] No legal play: the turn passes.
       *[other] Hint, from the best play down:
    }
hint-roll-title =
    { $count ->
        [0] No roll can be played.
       *[other] { $naming ->
            [yes] Hint, from the best double down:
           *[no] Hint, from the best roll down:
        }
    }
hint-line =
    { $number }: { $play }, equity { $equity }{ $lost ->
        [0] {""}
       *[other] , loses { $loss }
    }.
    .ear =
        { $number }: { $play }, equity { $equity }{ $lost ->
            [0] {""}
           *[other] { $close ->
                [yes] , almost as good as the best
               *[no] , { $loss } less than the best
            }
        }.
# A number typed after the hint: the play advised at that rank, made.
hint-picked = Advised play { $number }:
# For the ear: a French decimal comma would be heard as a pause.
number-say-decimal = { $sign }{ $whole }.{ $decimals }
number-decimal-separator = .
# For the ear: an equity in points and hundredths of a point; signed, "plus" or "minus"
# before it ("loses" would be taken for what a play loses to the best), "about zero" when
# it rounds to zero.
number-say-hundredths =
    { $sign ->
        [zero] about zero
        [plus] plus{" "}
        [minus] minus{" "}
       *[none] {""}
    }{ $sign ->
        [zero] {""}
       *[other] { $points ->
            [0] { $hundredths ->
                [0] less than a hundredth
                [one] 1 hundredth
               *[other] { $hundredths } hundredths
            }
            [one] 1 point{ $hundredths ->
                [0] {""}
                [one] {" "}and 1 hundredth
               *[other] {" "}and { $hundredths } hundredths
            }
           *[other] { $points } points{ $hundredths ->
                [0] {""}
                [one] {" "}and 1 hundredth
               *[other] {" "}and { $hundredths } hundredths
            }
        }
    }
# For the ear: an error rate in thousandths of a point, rounded to the thousandth.
number-say-thousandths =
    { $thousandths ->
        [0] less than a thousandth of a point
        [one] 1 thousandth of a point
       *[other] { $thousandths } thousandths of a point
    }
# blots: one side's lone checkers and the opponent's rolls of 36 that take them.
blots-none =
    { $yours ->
        [yes] None of your checkers is alone.
       *[no] No { $side ->
            [green] green
           *[black] black
        } checker is alone.
    }
blots-list =
    { $yours ->
        [yes] {""}
       *[no] { $side ->
            [green] Green
           *[black] Black
        }: {""}
    }{ $points } { $count ->
        [one] is alone
       *[other] are alone
    }.
blots-and = { $first } and { $last }
blots-shots =
    { $point } is { $pin ->
        [yes] pinned
       *[no] hit
    } by { $shots } { $shots ->
        [one] roll
       *[other] rolls
    } of 36.
blots-any =
    At least one { $pin ->
        [yes] pinned
       *[no] hit
    }: { $shots } rolls of 36.
blots-safe =
    No roll { $pin ->
        [yes] pins
       *[no] hits
    } { $count ->
        [one] it
       *[other] them
    }.
blots-no-contact = No checker is ever taken in this game.
