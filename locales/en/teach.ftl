# Practice and lessons (issue 14).

cmd-word-practice = practice
    .short = prc
cmd-help-practice = a free board to practise on: the game in play is set aside ({ cmd-word-games }, then { cmd-word-load }, to get it back). Every game.
cmd-word-lesson = lesson
    .short = lsn
cmd-help-lesson = lesson NAME or FILE: the exercises of a shipped lesson (tablier --lesson lists them) or of a lesson file, judged as { cmd-word-hint } judges. Every game with dice; cube questions, games with a cube.
cmd-word-position = position
    .short = pos
cmd-help-position = in practice, position TEXT sets the position: tactile text (V6 (2g), bar (1b)), Position ID or XGID (backgammon), or start.
cmd-word-turn = turn
    .short = tn
cmd-help-turn = in practice, turn black or turn green: who plays.
cmd-word-computer = computer
    .short = cpu
cmd-help-computer = in practice, the computer plays the turn of the side on roll. And dice 63 sets the dice.

help-topic-teach = teach
help-about-teach = practice and lessons

lesson-start = start
lesson-key-title = title
    .other = name
lesson-key-game = game
    .other = variant
lesson-key-exercise = exercise
    .other = ex
lesson-key-position = position
    .other = pos
lesson-key-side = turn
    .other = player
lesson-key-dice = dice
    .other = roll
lesson-key-question = question
    .other = q
lesson-key-comment = comment
    .other = explanation
lesson-question-play = best play
    .other = play
lesson-question-double = cube
    .other = double
lesson-question-take = take
    .other = take or pass
lesson-answer-double = double
    .other = i double
lesson-answer-no-double = no double
    .other = no
lesson-answer-take = take
    .other = i take
lesson-answer-pass = pass
    .other = drop

teach-practice-started =
    { $set_aside ->
        [yes] The game is set aside: { cmd-word-games }, then { cmd-word-load } 1, to get it back.
       *[no] {""}
    }Practice: { cmd-word-position } TEXT, { cmd-word-dice } 63, { cmd-word-turn } black, { cmd-word-computer }, { cmd-word-hint }. { cmd-word-quit } to leave.
teach-position-set = Position set.
teach-lesson-refused = Lesson { $path } refused, nothing changed: { $why }
teach-lesson-file-failed =
    { $why ->
        [not-found] file not found.
        [denied] access denied.
        [foreign] this is not UTF-8 text.
        [folder] this is a folder; give a file name.
        [special] this is not an ordinary file.
        [too-large] file too large (16 MB at most).
        [bad-name] unreadable file name.
       *[other] the file cannot be read.
    }
teach-lesson-begins =
    Lesson: { $title }{ $closed ->
        [yes] {""}
       *[no] .
    } { $count ->
        [one] One exercise.
       *[other] { $count } exercises.
    } Answer with a play, or type { cmd-word-board }, { cmd-word-pips }, { cmd-word-repeat }, { cmd-word-next }.
teach-exercise =
    Exercise { $number } of { $count }{ $named ->
        [yes] {" "}({ $name })
       *[no] {""}
    }. { $question ->
        [play] { $side ->
            [green] Green
           *[black] Black
        } to play { $dice }: what is the best play?
        [double] { $side ->
            [green] Green
           *[black] Black
        } on roll, cube at { $cube }: double or no double?
       *[take] { $side ->
            [green] Black doubles Green
           *[black] Green doubles Black
        }: take or pass?
    }
teach-prompt-cube =
    { $question ->
        [double] Double or no double? >
       *[take] Take or pass? >
    }
teach-play-judged =
    { $best_played ->
        [yes] { $grade ->
            [good] Good: { $play } is the best play.
           *[other] { $play }: that is the best play.
        }
       *[no] { $grade ->
            [good] Good: { $play } loses only { $loss }. The best: { $best }.
            [doubtful] Doubtful: { $play } loses { $loss }. The best: { $best }.
           *[bad] Mistake: { $play } loses { $loss }. The best: { $best }.
        }
    }
teach-cube-judged =
    { $right ->
        [yes] Good: { $best }.
       *[no] { $grade ->
            [good] Nearly: { $best } was a little better, loss { $loss }.
            [doubtful] Doubtful: the answer was { $best }, loss { $loss }.
           *[bad] Mistake: the answer was { $best }, loss { $loss }.
        }
    }
teach-cube-equities = No double { $none }, double-take { $take }, double-pass { $pass }.
teach-cube-action =
    { $question ->
        [take] { $yes ->
            [yes] take
           *[no] pass
        }
       *[other] { $yes ->
            [yes] double
           *[no] no double
        }
    }
teach-comment = Comment: { $text }
teach-hint-counted = Hint asked: this exercise will not count as answered well.
teach-skipped = Exercise { $number } skipped.
teach-lesson-over =
    Lesson over: { $right } of { $total } answered well, equity lost in all { $lost }{ $helped ->
        [0] {""}
        [one] , one with a hint
       *[other] , { $helped } with a hint
    }{ $skipped ->
        [0] {""}
        [one] , one skipped
       *[other] , { $skipped } skipped
    }. You are in practice; { cmd-word-quit } to leave.
teach-position-id = "{ $text }" is not a Position ID.
teach-position-xgid = unreadable XGID: { $why }
teach-position-not-gnubg = { $game }: no Position ID or XGID for this game; write the position as text.
teach-position-over = this position is a finished game.

teach-error-not-in-practice = { $word }: in practice only; type { cmd-word-practice }.
teach-error-already-practising = You are in practice already.
teach-error-not-in-lesson = { $word }: not during a lesson; answer, or type { cmd-word-next } or { cmd-word-quit }.
teach-error-no-lesson = No lesson running; { cmd-word-lesson } FILE starts one.
teach-error-answer-the-question =
    { $question ->
        [play] Answer with a play, such as 24/18 13/10.
       *[other] Answer { $question ->
            [take] take or pass.
           *[other] double or no double.
        }
    }
teach-error-position = Position refused: { $why }

lesson-error-line = line { $line }: { $why }
lesson-error-not-key-value = the line is not "keyword: value".
lesson-error-unknown-key = "{ $word }" is not a keyword (title, exercise, position, turn, dice, question, comment).
lesson-error-repeated = { $key } is given twice.
lesson-error-before-exercise = { $key } before the first exercise; write "exercise" first.
lesson-error-after-exercise = { $key } goes before the first exercise.
lesson-error-missing = this exercise has no { $key }.
lesson-error-empty = { $key } without a value.
lesson-error-no-title = the title is missing (title: …).
lesson-error-no-exercise = no exercise.
lesson-error-too-many = one exercise too many: a lesson holds { $max } at most; split it into several files.
lesson-error-game = "{ $text }" is not a known game.
lesson-error-side = "{ $text }" is not a colour (green or black).
lesson-error-dice = "{ $text }" is not a roll (such as 63).
lesson-error-question = "{ $text }" is not a question (best play, cube, take).
lesson-error-position = { $why }
lesson-error-no-choice = this roll leaves no choice: nothing to ask.
lesson-error-dice-for-cube = a cube question comes before the roll: no dice.
lesson-error-no-cube = { $game } is played without a cube: no cube question.
lesson-error-no-dice = { $game } is played without dice: no lesson.

cli-help-practice = A free board to practise on: position, dice, turn, computer.
cli-help-lesson = The exercises of a lesson: a file (see docs/lecons.md), or the name of a shipped lesson. Alone, lists the shipped lessons.
cli-lessons-heading = Shipped lessons, by name:
cli-lessons-line = { $name }: { $title }{ $other ->
        [yes] {" "}({ $language })
       *[no] {""}
    }
cli-lessons-untitled = untitled
cli-lessons-how = To open one: tablier --lesson NAME, or lesson NAME during a game.
cli-lessons-none = No shipped lesson found; a package installs them in { $folder }.
