# Learning: the tutor, which warns before a costly play, and the review of the games.
# Equities are in points per game, written with three decimals as hint writes them.

## The tutor.

cmd-word-tutor = tutor
    .short = tu
cmd-help-tutor = warns before a play that loses too much: tutor on, tutor off, or an equity threshold between 0 and 1.
cmd-answer-on = on
cmd-answer-off = off
tutor-setting =
    { $on ->
        [yes] Tutor on: it warns before a play that loses more than { $threshold }.
       *[no] Tutor off.
    }
tutor-warning =
    Tutor: { $play } loses { $loss } against the best play, { $best }.
    Checkers put back. Type this play again to make it, or play another.
    .ear =
        Careful: { $play } loses { $loss } against the best play, { $best }.
        The checkers are put back. Type the same play again to make it anyway, or play another.
error-tutor-threshold =
    tutor: "{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }" not understood. Type tutor on, tutor off,
    or a threshold above 0 and at most 1, for example tutor 0.08.
    .ear = Tutor threshold not understood. Type tutor on, tutor off, or a threshold above 0 and at most 1, for example 0.08.

## The cube: hint and tutor.

cube-hint =
    { $advice ->
        [no-double] Hint: no double.
        [too-good] Hint: too good to double; play on for the gammon.
        [double-take] Hint: double; { $other } should take.
        [double-pass] Hint: double; { $other } should pass.
        [take] Hint: take.
       *[drop] Hint: pass.
    }
cube-hint-offer = No double { $nd }, double and take { $dt }, double and pass { $dp }.
cube-hint-answer = Take { $take }, pass { $pass }.
tutor-cube-warning =
    Tutor: { $action ->
        [no-double] not doubling
        [double] doubling
        [take] taking
       *[drop] passing
    } loses { $loss }; { $better ->
        [no-double] not doubling
        [double] doubling
        [take] taking
       *[drop] passing
    } is better. Type { $action ->
        [no-double] roll
        [double] double
        [take] accept
       *[drop] refuse
    } again to do it anyway.

## The review.

cmd-word-review = review
    .short = rv
cmd-help-review = for each side, the equity lost, the error rate and the 3 worst plays; review previous: the match finished before this one.
review-available = Type review for an analysis of the plays.
review-title =
    { $games ->
        [0] No game played: nothing to review.
        [one] Review of the game, by the program's judgement:
       *[other] Review of the { $games } games, by the program's judgement:
    }
review-side =
    { $decisions ->
        [0] { $side }: no play with a choice yet.
        [one] { $side }: 1 decision, equity lost { $lost }, error rate { $rate } thousandths per move.
       *[other] { $side }: { $decisions } decisions, equity lost { $lost }, error rate { $rate } thousandths per move.
    }
    .ear =
        { $decisions ->
            [0] { $side }: no play with a choice yet.
            [one] { $side }: one decision, equity lost { $lost }, error rate { $rate } per move.
           *[other] { $side }: { $decisions } decisions, equity lost { $lost }, error rate { $rate } per move.
        }
review-counts =
    { $doubtful ->
        [0] No doubtful play
        [one] 1 doubtful play
       *[other] { $doubtful } doubtful plays
    } (losing over { $doubtful-line }), { $bad ->
        [0] no bad one
        [one] 1 bad one
       *[other] { $bad } bad ones
    } (over { $bad-line }).
review-no-mistake = No mistake.
review-worst-title =
    { $count ->
        [one] Its worst play:
       *[other] Its { $count } worst plays:
    }
review-mistake =
    { $several ->
        [yes] Game { $game }, move { $number }
       *[no] Move { $number }
    }, dice { $dice }: { $play }, loses { $loss }.
    Better: { $best }.
    .ear =
        { $several ->
            [yes] Game { $game }, move { $number }
           *[no] Move { $number }
        }, { $dice }: { $play }, loses { $loss }; better was { $best }.
review-cube = In this game, cube decisions are not reviewed, only the plays.
review-cube-side =
    Cube: { $decisions ->
        [one] 1 decision
       *[other] { $decisions } decisions
    }, equity lost { $lost }, error rate { $rate } thousandths per decision; { $doubtful ->
        [0] none doubtful
       *[other] { $doubtful } doubtful
    }, { $bad ->
        [0] none bad
       *[other] { $bad } bad
    }.
    .ear =
        Cube: { $decisions ->
            [one] 1 decision
           *[other] { $decisions } decisions
        }, equity lost { $lost }, error rate { $rate } per decision; { $doubtful ->
            [0] none doubtful
           *[other] { $doubtful } doubtful
        }, { $bad ->
            [0] none bad
           *[other] { $bad } bad
        }.
review-cube-mistake =
    { $several ->
        [yes] Game { $game }, before move { $number }
       *[no] Before move { $number }
    }: { $action ->
        [no-double] not doubling
        [double] doubling
        [take] taking
       *[drop] passing
    } loses { $loss }; { $better ->
        [no-double] not doubling
        [double] doubling
        [take] taking
       *[drop] passing
    } was better.

## Replaying a game: move by move, and trying one's mistakes again.

# `review` is already bilan's word (the account of both sides' errors): going over a game
# move by move is `replay`, as a recorded game is replayed on a board.
cmd-word-replay = replay
    .short = rp
cmd-help-replay = goes over the game move by move from the start; board, point and pips show the position each move was made from, hint its best moves; replay 2: game 2 of the match; replay previous: the match finished before this one.
cmd-word-next = next
    .short = nx
cmd-help-next = while replaying, the next move (Enter too), or the next mistake; in a lesson, skips the exercise without answering.
cmd-word-previous = previous
    .short = p
cmd-help-previous = while replaying, the move before, or the mistake before.
cmd-word-go-to = go
    .short = g
cmd-help-go-to = while replaying, go 12: to move 12 of the game.
cmd-word-mistakes = mistakes
    .short = mi
cmd-help-mistakes = while replaying, your moves that lost most, in the order played; type another move to try it; mistakes black: Black's.
cmd-word-end = end
    .short = e
cmd-help-end = leaves the replay and goes back to the game.
help-topic-replay = replay
help-about-replay = going over a game move by move, its mistakes, trying a move again
repl-prompt-replay =
    { $number ->
        [0] Replay >
       *[other] Replay, move { $number }/{ $plays } >
    }
replay-began =
    { $over ->
        [yes] Replay of game { $game }
       *[no] Replay of game { $game }, in progress
    }, { $plays ->
        [one] 1 move.
       *[other] { $plays } moves.
    }
    Enter: next. end: back to the game.
    .ear =
        { $over ->
            [yes] Replay of game { $game }
           *[no] Replay of game { $game }, in progress
        }, { $plays ->
            [one] 1 move.
           *[other] { $plays } moves.
        } Enter for the next move, previous to go back, mistakes for your mistakes, end to go back to the game.
replay-step = { $number }. { $action }
    .ear = Move { $number }. { $action }
replay-end =
    { $again ->
        [yes] This is already the end
       *[no] End
    } { $over ->
        [yes] of the game: { $result }
       *[no] of the moves so far: the game goes on.
    }
replay-start = Start of the game: nothing before.
replay-both-sides = { $green } and { $black }
replay-mistakes =
    { $count ->
        [0] No mistake by { $sides }: no move loses over { $line }.
        [one] 1 mistake by { $sides } (losing over { $line }): move { $numbers }.
       *[other] { $count } mistakes by { $sides } (losing over { $line }): moves { $numbers }.
    }
    .ear =
        { $count ->
            [0] No mistake by { $sides }: no move loses over { $line }.
            [one] 1 mistake by { $sides }, losing over { $line }: move { $numbers }.
           *[other] { $count } mistakes by { $sides }, each losing over { $line }: moves { $numbers }.
        }
replay-mistake =
    Mistake { $index } of { $count }: move { $number }.
    { $side }, { $dice }: { $play }, loses { $loss }.
    Try another move, or hint.
    .ear = Mistake { $index } of { $count }, move { $number }. { $side }, { $dice }: { $play }, loses { $loss }. Type another move to try it, or hint for the best ones.
replay-no-more-mistakes =
    { $first ->
        [yes] No mistake before this one.
       *[no] That was the last mistake.
    } next and previous go move by move again.
replay-retried =
    { $play }: { $verdict ->
        [same] the move played{ $made-lost ->
            [yes] , it loses { $made }.
           *[no] , the best.
        }
        [best] { $made-lost ->
            [yes] the best move! The move played lost { $made }.
           *[no] as good as the move played, the best.
        }
        [better] better than the move played by { $gap }, but loses { $loss } against the best.
        [equal] as good as the move played, loses { $loss } against the best.
       *[worse] worse than the move played by { $gap }, loses { $loss } against the best.
    }
    .ear =
        { $play }: { $verdict ->
            [same] the move played{ $made-lost ->
                [yes] , it loses { $made }.
               *[no] , the best.
            }
            [best] { $made-lost ->
                [yes] the best move! The move played lost { $made }.
               *[no] as good as the move played, the best.
            }
            [better] better than the move played by { $gap }, but loses { $loss } against the best. Type hint to hear it.
            [equal] as good as the move played, loses { $loss } against the best.
           *[worse] worse than the move played by { $gap }, loses { $loss } against the best.
        }
replay-judging = Judging the game's moves: one moment.
replay-left = Replay over: back to the game.
replay-error-not-reviewing = No replay going on: type replay to go over the game.
replay-error-in-review = While replaying, type a move to try, next, or end to go back to the game.
replay-error-in-review-command = { $word } waits for the end of the replay: type end to go back to the game.
replay-error-no-earlier = No match finished before this one.
replay-error-nothing = Nothing to replay: no move played yet.
replay-error-no-such-game =
    replay: "{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }" is no game of the match; { $count ->
        [one] there is 1.
       *[other] from { $first } to { $count }.
    }
    .ear = There is no such game; { $count ->
        [one] there is one.
       *[other] the games kept go from { $first } to { $count }.
    }
replay-error-no-such-play =
    go: "{ $text }{ $cut ->
        [yes] …
       *[no] {""}
    }" is no move of the game; from 1 to { $count }.
    .ear = There is no such move; moves go from 1 to { $count }.
replay-error-no-play-here = No move here: next or previous leads to a move to try.
replay-error-no-choice = That move was forced: nothing else to try.
