## Exchanges with GNU Backgammon: importing its .sgf and .mat files.

cmd-word-import = import
    .short = im
cmd-help-import = takes up a GNU Backgammon match, to read it back or play it on: import game.sgf, or import game.mat.

import-done =
    Match imported from { $path }: { $games ->
        [one] one game
       *[other] { $games } games
    }. { $over ->
        [yes] The match is over; { cmd-word-history } and { cmd-word-review } read it back.
       *[no] It goes on where the file stops.
    }
import-failed =
    File { $path }{ $line ->
        [0] {""}
       *[other] , line { $line }
    }: { $why ->
        [not-a-match] not a GNU Backgammon match (.sgf or .mat).
        [syntax] the SGF is cut short or malformed.
        [property] property { $text } cannot be read.
        [unknown-game] tablier does not play this GNU Backgammon game: { $text }.
        [bad-line] line not understood: { $text }.
        [illegal-move] illegal move: { $text }.
        [out-of-turn] not this side's turn: { $text }.
        [cube] cube action out of place: { $text }.
        [result] a result the game does not give: { $text }.
        [no-game] no game.
        [unfinished] game { $text } stops with no result, no win and no resignation, before the next one.
        [not-text] this is not text.
        [refused] the match's rules refuse this cube action or resignation here.
       *[file] unreadable.
    } Nothing changed.
