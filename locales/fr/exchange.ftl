## Échanges avec GNU Backgammon : importer ses fichiers .sgf et .mat.

cmd-word-import = importer
    .short = im
cmd-help-import = reprend un match de GNU Backgammon, pour le relire ou le continuer : importer partie.sgf, ou importer partie.mat.

import-done =
    Match importé depuis { $path } : { $games ->
        [one] une partie
       *[other] { $games } parties
    }. { $over ->
        [yes] Le match est fini ; { cmd-word-history } et { cmd-word-review } le relisent.
       *[no] Il continue là où le fichier s'arrête.
    }
import-failed =
    Fichier { $path }{ $line ->
        [0] {""}
       *[other] , ligne { $line }
    } : { $why ->
        [not-a-match] ce n'est pas un match de GNU Backgammon (.sgf ou .mat).
        [syntax] SGF coupé ou mal formé.
        [property] la propriété { $text } ne se lit pas.
        [unknown-game] tablier ne joue pas ce jeu de GNU Backgammon : { $text }.
        [bad-line] ligne incomprise : { $text }.
        [illegal-move] coup illégal : { $text }.
        [out-of-turn] ce n'est pas son tour : { $text }.
        [cube] videau hors de propos : { $text }.
        [result] résultat que la partie ne donne pas : { $text }.
        [no-game] aucune partie.
        [unfinished] la partie { $text } s'arrête sans résultat, sans gain ni abandon, avant la suivante.
        [not-text] ce n'est pas du texte.
        [refused] les règles du match refusent ce coup de videau ou cet abandon ici.
       *[file] illisible.
    } Rien n'a changé.
