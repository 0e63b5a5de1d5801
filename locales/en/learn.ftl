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
cmd-help-review = for each side, the equity lost, the error rate and the 3 worst plays.
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
            [one] { $side }: one decision, equity lost { $lost }, error rate { $rate } thousandths of a point per move.
           *[other] { $side }: { $decisions } decisions, equity lost { $lost }, error rate { $rate } thousandths of a point per move.
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
