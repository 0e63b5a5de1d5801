# Matches, the cube, resignations, saves: options, commands, narration, errors.
# Short lines for braille displays: 80 characters at most.

## Command-line options.

cli-help-match = A match to N points (N from 1 to 9999), game after game, with the cube.
cli-help-money = Money session: games chained, points added up, with the cube.
cli-help-cube-cap = The cube's highest value, a power of 2 (64 by default).
cli-help-jacoby = Money session: Jacoby rule, gammons count single until the cube is turned.
cli-help-beavers = Money session: beavers, redouble at once and keep the cube.
cli-help-resume = Resumes the saved match where it stopped.
cli-help-transcript = Writes everything printed to FILE, in plain text lines, to read again in braille.
cli-error-match = Invalid match length: "{ $value }". A number from 1 to 9999 is needed.
cli-error-cube-cap = Invalid cube cap: "{ $value }". It must be 2, 4, 8, 16, 32, 64…
resume-error-none = No saved match to resume in { $value }.
resume-error-over = The match saved in { $value } is over: nothing to resume.
resume-error-file =
    Cannot resume { $value }: { $why ->
        [not-found] file not found.
        [denied] access denied.
        [foreign] this is not a tablier save. The file is left as it is.
        [version] a save from a newer version of tablier.
        [damaged] the save is damaged. The file is left as it is.
        [edited] the save was changed outside tablier. The file is left as it is.
        [unchecked] a save of an old version, without a check: it cannot be resumed. The file is left as it is.
        [folder] this is a folder, not a file.
        [special] not a regular file. It is left as it is.
        [too-large] too large for a save. The file is left as it is.
        [bad-name] impossible file name.
        [disk-full] the disk is full.
        [read-only] the disk is read-only.
       *[io] read error.
    }

## Commands.

cmd-word-roll = roll
    .short = ro
cmd-help-roll = rolls the dice without doubling, or starts the next game; Enter too.
cmd-word-double = double
    .short = db
cmd-help-double = offers the cube, before rolling the dice.
cmd-word-accept = accept
    .short = ac
cmd-help-accept = takes the cube offered, or accepts the resignation offered; yes too.
cmd-word-refuse = refuse
    .short = rf
cmd-help-refuse = drops the cube (the game is lost) or refuses the resignation; no too.
cmd-word-beaver = beaver
    .short = bv
cmd-help-beaver = money session: takes the cube and redoubles at once, keeping it.
cmd-word-cube = cube
    .short = cu
cmd-help-cube = the cube's value, who has it, and whether you may double.
cmd-word-score = score
    .short = sc
cmd-help-score = the match score, and the computer's level.
cmd-word-resign = resign
    .short = rs
cmd-help-resign = resigns: resign single, gammon or backgammon.
cmd-word-history = history
    .short = hi
cmd-help-history = reads back the plays of the game in progress; history 3: the last 3.
cmd-word-id = id
    .short = id
cmd-help-id = GNU Backgammon's Position ID and Match ID.
cmd-word-save = save
    .short = sa
cmd-help-save = saves the match to a file: save FILE.
cmd-word-load = load
    .short = lo
cmd-help-load = resumes a saved match: load FILE, or load 2 for game 2 of the games list.
cmd-word-games = games
    .short = gm
cmd-help-games = the games set aside, numbered, the latest first.
cmd-word-export = export
    .short = ex
cmd-help-export = writes the match for GNU Backgammon: export game.sgf, or export game.mat; export previous game.mat: the match finished before this one.
cmd-word-transcription = transcript
    .short = tx
cmd-help-transcription = writes everything printed to a text file, to read again in braille: transcript FILE; transcript off stops it.

## Prompts.

match-prompt-before-roll = { $side }, Enter to roll, or double >
match-prompt-doubled = { $side }, cube at { $value }: accept or refuse >
match-prompt-resigning =
    { $side }, accept the resignation of { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
       *[quadruple] a quadruple game
    }? >
match-prompt-over = Match over: Enter plays again, review, quit >
match-prompt-next-game = Enter for the next game >

## The match.

match-score-line =
    Green { $green }, Black { $black }{ $games ->
        [0] { $length ->
            [0] {""}
            [one] , to 1 point
           *[other] , to { $length } points
        }
       *[other] , a match of { $games } games
    }
match-new-game =
    { $number ->
        [1] { $games ->
            [0] { $length ->
                [0] Money session, game 1.
                [one] Match to 1 point.
               *[other] Match to { $length } points, game 1.
            }
           *[other] A match of { $games } games, only games won count. Game 1.
        }
       *[other] Game { $number }. Score: { $score }.
    }
match-crawford-game = Crawford game: no cube in this game.
match-post-crawford = After the Crawford game: the cube is back.
match-post-crawford-now = After the Crawford game: the cube is back in play.
match-score = Score: { $score }.
match-crawford-next = A player is 1 point from victory: the next game is the Crawford game.
match-next-game = Enter for the next game.
match-over = { $side } wins the match! Final score: { $score }.

## The cube.

match-roll-or-double = { $side }, your turn: Enter to roll, or double to { $value }.
match-double-offered = { $side } doubles: the cube at { $value }.
match-double-cost =
    Refusing costs { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the score would be Green { $green }, Black { $black }.
match-double-answer = { $side }, accept or refuse?
match-double-taken = { $side } takes: the cube is at { $value }, on { $side }'s side.
match-beavered = { $side } beavers: the cube is at { $value }, on { $side }'s side.
match-double-dropped =
    { $side } refuses. { $winner } wins { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-cube-none =
    { $game ->
        [yes] No cube: this game is played without one.
       *[no] No cube in a single game; --match N or --money gives one.
    }
match-cube-centred = The cube is in the middle, at { $value }.
match-cube-owned = The cube is at { $value }, on { $side }'s side.
match-cube-may-double = { $side } may double to { $value } before rolling.
match-cube-may-not-double =
    { $side } may not double: { $why ->
        [no-cube] no cube in a single game or in Jacquet.
        [crawford] this is the Crawford game.
        [owner] the opponent has the cube.
        [one-point] one point is missing; a drop would give the match anyway.
        [dead] the cube's value already wins the match.
       *[cap] the cube is at its highest value.
    }

## Resignations.

match-resign-offered =
    { $side } resigns { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
       *[quadruple] a quadruple game
    }, worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-resign-accepted =
    { $side } accepts the resignation and wins { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-resign-confirm =
    { $side }, resign { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
       *[quadruple] a quadruple game
    }, worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }? Type yes or no.
match-earlier-kept = The finished match stays at hand: review previous, replay previous, export previous and a file name.
match-older-games-dropped = Only the last { $kept } games stay to look back on; the score counts the whole session.
match-what-next = Enter to play again, review for the analysis, replay to go over the game move by move, quit to leave.
match-what-next-short = Enter: play again; review: the analysis; replay: move by move; quit: leave.
match-resign-kept = No resignation: play goes on.
match-prompt-resign = Resign? yes or no >
match-resign-refused = { $side } refuses the resignation: play goes on.

## Score, history, IDs.

match-score-info =
    { $single ->
        [yes] A single game: no match score, no cube.
       *[no] { $length ->
            [0] Money session, game { $game }. Score: { $score }.
           *[other] Game { $game }. Score: { $score }.
        }
    }
match-level-info =
    The computer plays at the { $level ->
        [simple] simple
        [beginner] beginner
        [intermediate] intermediate
        [advanced] advanced
        [strong] strong
       *[expert] expert
    } level.
# Said after the level: the computer's budget for each decision, in seconds (0.2, 1, 1.5).
match-thinking-info =
    It thinks for at most { $seconds } { $form ->
        [one] second
       *[other] seconds
    } a decision.
match-history-title =
    Game { $number }: { $count ->
        [0] nothing played yet.
        [one] 1 action.
       *[other] { $count } actions.
    }
match-history-title-last =
    Game { $number }, the last { $shown ->
        [one] action
       *[other] { $shown } actions
    } of { $count }:
match-history-play = { $side }, { $dice }: { $play }.
match-history-pass = { $side }, { $dice }: no legal move.
match-history-double = { $side } doubles to { $value }.
match-history-take = { $side } takes.
match-history-beaver = { $side } beavers.
match-history-drop = { $side } refuses.
match-history-resign =
    { $side } offers to resign { $kind ->
        [single] a single game
        [gammon] a gammon
        [backgammon] a backgammon
        [double] a double game
        [triple] a triple game
       *[quadruple] a quadruple game
    }.
match-history-resign-answer =
    { $side } { $accepted ->
        [yes] accepts the resignation.
       *[no] refuses the resignation.
    }
match-history-end =
    { $side } wins { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-ids = Position ID: { $position }. Match ID: { $match }.
    .ear = Position ID: { $position }. Match ID: { $match }.
# One character of an ID spelled for the ear.
match-id-char =
    { $kind ->
        [upper] capital { $char }
        [slash] slash
        [plus] plus
       *[plain] { $char }
    }

## Files.

match-file-written =
    { $kind ->
        [save] Match saved to { $path }.
        [sgf] Match exported to { $path }, for GNU Backgammon: load match.
       *[mat] Match exported to { $path }, for GNU Backgammon: import mat.
    }
match-file-loaded =
    { $single ->
        [yes] Game resumed from { $path }.
       *[no] Match resumed from { $path }.
    }
match-transcript-started = Transcript to { $path }: everything printed so far, then the rest.
match-transcript-stopped = Transcript stopped; { $path } is complete.
match-transcript-where = Transcript being written to { $path }.
match-transcript-none = No transcript; transcript FILE starts one.
match-transcript-failed =
    Cannot write the transcript to { $path }: { $why ->
        [not-found] folder not found.
        [denied] access denied.
        [folder] this is a folder; give a file name.
        [special] not a regular file.
        [bad-name] impossible name (too long, or a null character).
        [disk-full] the disk is full.
        [read-only] the disk is read-only.
       *[io] input/output error.
    } { $midway ->
        [yes] It stops there; the game goes on.
       *[no] The game goes on.
    }
match-file-replace-ask = { $path } already exists. Replace it? Type yes or no.
match-file-replace-declined = { $path } is not replaced: nothing is written.
match-file-failed =
    File { $path }: { $why ->
        [not-found] not found.
        [denied] access denied.
        [foreign] not a tablier save; nothing changed.
        [version] a save from a newer version of tablier; nothing changed.
        [damaged] the save is damaged; nothing changed.
        [jacquet] GNU Backgammon does not play this game: neither .mat nor .sgf; save keeps it for tablier.
        [edited] the save was changed outside tablier; nothing changed.
        [unchecked] a save of an old version, without a check; nothing changed.
        [folder] this is a folder; give a file name.
        [special] not a regular file; nothing changed.
        [too-large] too large for a save (16 MB at most); nothing changed.
        [bad-name] impossible name (too long, or a null character).
        [disk-full] the disk is full.
        [read-only] the disk is read-only.
        [dangling-link] a link to a folder that does not exist; no folder is created.
       *[io] input/output error.
    }
match-saved-for-later =
    { $single ->
        [yes] The game is saved: tablier --resume takes it up where it stopped.
       *[no] The match is saved: tablier --resume takes it up where it stopped.
    }
    .ear =
        { $single ->
            [yes] The game is saved: it will resume where it stopped next time you start with the resume option.
           *[no] The match is saved: it will resume where it stopped next time you start with the resume option.
        }
match-autosave-failed =
    The game could not be saved to { $path }: { $why ->
        [too-large] the save would be larger than tablier reads back (16 MB at most); the previous one is kept.
       *[other] { $why ->
            [disk-full] the disk is full.
            [read-only] the disk is read-only.
            [denied] access denied.
            [folder] a folder has that name.
            [special] not a regular file.
            [bad-name] impossible name.
            [not-found] folder not found.
            [dangling-link] a link to a folder that does not exist; no folder is created.
           *[other] input/output error.
        } To keep it, type { cmd-word-save } and a file elsewhere.
    }
match-autosave-works = The game is saved again, to { $path }.
match-not-saved-for-later =
    Warning: the last position is not saved ({ $why ->
        [disk-full] the disk is full
        [read-only] the disk is read-only
        [denied] access denied
        [dangling-link] a link to a folder that does not exist
        [too-large] the save would be too large
       *[other] write error
    }); tablier --resume will not find it.
    .ear =
        Warning: the last position is not saved, { $why ->
            [disk-full] the disk is full
            [read-only] the disk is read-only
            [denied] access denied
            [dangling-link] a link to a folder that does not exist
            [too-large] the save would be too large
           *[other] write error
        }; the resume option will not find it next time you start.
match-resumed =
    { $single ->
        [yes] Game resumed where it stopped.
       *[no] Match resumed where it stopped.
    }
match-set-aside =
    { $single ->
        [yes] An unfinished game was set aside
       *[no] An unfinished match was set aside
    }; type { cmd-word-games } for the list.
match-set-aside-unreadable = The previous save cannot be read; it was set aside, not deleted.
match-games-title =
    { $count ->
        [0] No game set aside.
        [one] One game set aside; { cmd-word-load } 1 resumes it:
       *[other] { $count } games set aside; { cmd-word-load } and a number resumes one:
    }
match-games-line =
    { $number }: { $game }, { $single ->
        [yes] single game
       *[no] { $length ->
            [0] money game
           *[other] { $length }-point match
        }, Green { $green }, Black { $black }
    }, pips Green { $green-pips }, Black { $black-pips }, { $ago ->
        [0] just now
       *[other] { $ago } { $unit ->
            [minutes] { $ago ->
                [one] minute
               *[other] minutes
            }
            [hours] { $ago ->
                [one] hour
               *[other] hours
            }
           *[days] { $ago ->
                [one] day
               *[other] days
            }
        } ago
    }.
match-games-unreadable = { $number }: unreadable save.
match-games-loaded = Game { $number } of the list resumed.
match-games-none-such =
    { $count ->
        [0] No game set aside: nothing under number { $number }.
        [one] No game number { $number }: only one is set aside, { cmd-word-load } 1 resumes it.
       *[other] No game number { $number }: type a number from 1 to { $count }.
    }
match-games-failed =
    Game { $number } cannot be resumed: { $why ->
        [edited] the save was changed outside tablier.
        [version] a save from a newer version of tablier.
        [not-found] the file is gone.
       *[other] the save is damaged.
    } Nothing changed.
match-in-play-not-set-aside =
    Nothing is loaded: the game in play could not be set aside beside { $path }: { $why ->
        [disk-full] the disk is full.
        [read-only] the disk is read-only.
        [denied] access denied.
        [not-found] no such folder.
       *[other] an input/output error.
    } It goes on; { cmd-word-save } and a file elsewhere keeps it.

## Errors.

match-error-cannot-double =
    You may not double: { $why ->
        [no-cube] no cube in a single game or in Jacquet.
            Try --match N or --money.
        [crawford] this is the Crawford game, played without the cube.
        [owner] the opponent has the cube; only its owner may redouble.
        [one-point] you need one point; a drop would give you the match anyway.
        [dead] the cube's value already wins you the match.
       *[cap] the cube is at its highest value.
    }
match-error-not-before-roll = A double is offered before rolling, at the start of one's turn.
match-error-roll-first = Roll the dice first: Enter, or double.
match-error-answer-first = Answer first: accept or refuse.
match-error-nothing-to-answer = Nothing to accept or refuse.
match-error-no-beaver = Beavers are not played here: they need --money --beavers.
match-error-cannot-resign = One resigns during one's own turn.
match-error-bad-resignation =
    Resign what? single, gammon or backgammon;
    in Jacquet single, double, triple or quadruple.
match-error-no-ids = GNU Backgammon does not play this game: no IDs.
match-error-between-games = The game is over: Enter for the next one.
match-error-file-name = A file name is needed: { $command ->
        [export] export game.mat, or export game.sgf for GNU Backgammon.
        [import] import game.sgf or import game.mat, a GNU Backgammon match.
        [load] load match.json, or load 1 for the first of the games set aside.
       *[save] save match.json.
    }

## Clock.

cli-help-clock = Tournament clock: 2 minutes per match point, a 12-second delay per turn.
cli-help-minutes-per-point = Clock: minutes per match point (2 by default; 3.5 accepted).
cli-help-delay = Clock: seconds of delay per turn, not taken from the bank (12 by default).
cli-error-minutes-per-point = Invalid minutes per point: "{ $value }". A number from 0 to 600 is needed.
cli-error-delay = Invalid delay: "{ $value }". A number of seconds from 0 to 3600 is needed.
cmd-word-time = time
    .short = ti
cmd-help-time = the thinking time each player has left, with the clock.
cmd-word-pause = pause
    .short = ps
cmd-help-pause = stops the clock until the next line.
match-duration =
    { $min ->
        [0] { $sec } s
       *[other] { $min } min { $sec } s
    }
    .ear =
        { $min ->
            [0] {""}
            [one] 1 minute {""}
           *[other] { $min } minutes {""}
        }{ $sec ->
            [0] {""}
            [one] 1 second
           *[other] { $sec } seconds
        }
match-clock-banks = Clock: Green { $green }, Black { $black }.
match-clock-delay = { $side } still has { $delay } of delay this turn.
match-clock-warning = Careful, { $side }: only { $left } left on the clock.
match-clock-time-up = { $side }: out of time on the clock; the next line loses the match.
match-clock-paused = Clock stopped: it starts again after your next line.
match-clock-none = No clock in this match: see --clock.
match-time-forfeit =
    { $side } is out of time: { $winner } wins { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and the match.
