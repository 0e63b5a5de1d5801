# La partie : narration, commandes, erreurs.
# Chaque message sert à l'écran (et au braille) et à la voix ; l'attribut .ear, quand il
# existe, est la version parlée (sans citer ce que le joueur a tapé).
# Lignes courtes pour les afficheurs braille : 80 caractères au plus.

## Camps, jeux, dés.

game-side-green = Vert
game-side-black = Noir
game-name-backgammon = backgammon
game-name-jacquet = jacquet
dice-show = { $high }-{ $low }
dice-say = { $high } et { $low }
dice-say-double = double { $value }

## Début de partie.

game-welcome-computer = Jeu : { $game }. Vous jouez Vert, l'ordinateur Noir.
game-welcome-humans = Jeu : { $game }, à deux joueurs : Vert contre Noir.
game-welcome-demo = Jeu : { $game }, en démonstration : l'ordinateur joue les deux camps.
game-welcome-help = Tapez aide pour la liste des commandes.
game-opening-roll = Dés d'ouverture : Vert { $green }, Noir { $black }.
game-opening-tie = Égalité : on relance.
# Les dés viennent d'être dits un à un : le camp qui commence seulement.
game-opening-starts = { $side } commence.

## Les tours.

game-turn-human =
    { $side }, à vous : dés { $dice }{ $bar ->
        [0] {""}
        [one] , un pion sur la barre
       *[other] , { $bar } pions sur la barre
    }.
game-pass-human = Aucun coup avec { $dice } : le tour passe.
game-pass-computer = { $side }, dés { $dice } : aucun coup possible, le tour passe.
game-moved = { $play }. Reste à jouer : { $left }.
game-moved-complete = { $play }. Complet : Entrée valide.
game-undone = Annulé : { $play }. Reste : { $left }.
# Le niveau court (verbosité courte) : les lignes de routine tiennent en 40 caractères,
# une plage d'afficheur braille ; le camp n'est pas nommé quand une seule personne joue.
game-turn-short =
    { $alone ->
        [yes] À vous
       *[no] { $side }
    } : { $dice }{ $bar ->
        [0] {""}
       *[other] , { $bar } sur la barre
    }.
game-pass-human-short = { $dice } : aucun coup, le tour passe.
game-pass-computer-short = { $side } { $dice } : aucun coup.
game-moved-short = { $play }, reste { $left }.
game-moved-complete-short = { $play } : complet.
# Sans écho (verbosité écho non) : ce qui reste à jouer seulement.
game-moved-quiet = Reste à jouer : { $left }.
game-moved-quiet-short = Reste { $left }.
game-moved-complete-quiet = Coup complet : Entrée valide.
game-moved-complete-quiet-short = Complet.
game-hit-short =
    { $removed ->
        [yes] Pris
       *[no] { $facing ->
            [yes] Prise en face
           *[no] Frappe
        }
    } en { $point }.
game-undone-short = Annulé { $play }, reste { $left }.
game-played-confirmed-short = Validé.
game-played-quiet = Coup joué.
game-played-human-short =
    { $alone ->
        [yes] Joué
       *[no] { $side }
    } : { $play }.
game-played-computer-short = { $side } { $dice } : { $play }.
    .ear = { $side }, { $dice } : { $play }.
game-played-computer-head-short = { $side } { $dice } :
    .ear = { $side }, { $dice } :
dice-info-fresh-short = { $dice }.
dice-info-short = { $dice }, reste { $left }.
dice-info-complete-short = { $dice } : complet.
repl-prompt-turn-short =
    { $alone ->
        [yes] { $dice }
       *[no] { $side } { $dice }
    } >
game-hit-yours = Votre pion de { $point } est frappé.
game-hit-you =
    { $removed ->
        [yes] Pris ! Votre pion de { $point } sort du jeu.
       *[no] { $facing ->
            [yes] Prise en face !
           *[no] Frappe !
        } Votre pion de { $point } est sur la barre.
    }
game-hit-side =
    { $removed ->
        [yes] Pris !
       *[no] { $facing ->
            [yes] Prise en face !
           *[no] Frappe !
        }
    } Le pion { $side ->
        [green] vert
       *[black] noir
    } de { $point } { $removed ->
        [yes] sort du jeu.
       *[no] est sur la barre.
    }
game-played-human = { $side } joue { $play }.
# Un coup déjà dit pion par pion, validé : il n'est pas redit.
game-played-confirmed = Coup validé.
game-played-computer = { $side }, dés { $dice }, joue { $play }.
play-say-hop = { $from } à { $to }
play-say-hop-off = { $from }, sorti
play-say-hop-hit = { $from } à { $to } en frappant
# Après une prise, le pas suivant : la prise est entendue où elle a eu lieu.
play-say-hop-on = { $from }, puis { $to }
play-say-hop-on-hit = { $from }, puis { $to } en frappant
play-say-jump = { $from }, saut au coin { $to }
play-say-jump-capture = { $from }, saut au coin { $to }, pion pris
play-say-hop-capture = { $from } à { $to }, pion pris
game-over =
    { $side } gagne { $kind ->
        [single] une partie simple
        [gammon] un gammon
        [backgammon] un backgammon
        [double] une partie double
        [triple] une partie triple
        [mother] par la mère, une partie triple
        [hit] parce que l'adversaire a frappé, une partie simple
        [checkers] un point par pion que l'adversaire n'a pas sorti
        [last-off] en sortant son dernier pion après l'adversaire, une partie simple
        [pips] les { $pips } pips qui restaient à l'adversaire{ $times ->
            [1] {""}
            [2] , doublés car il n'a sorti aucun pion
           *[other] , triplés car il n'a sorti aucun pion et en a un dans le jan intérieur du gagnant
        }
       *[quadruple] une partie quadruple
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

## Le plateau.

board-side = { $side }, { $pips } pips :
board-point-empty = { $label } : vide.
board-say-count =
    { $label }, { $count } { $side ->
        [green] { $count ->
            [one] vert
           *[other] verts
        }
       *[black] { $count ->
            [one] noir
           *[other] noirs
        }
    }{ $postillon ->
        [yes] , dont le postillon
       *[no] {""}
    }{ $pinned ->
        [yes] , épinglé
       *[no] {""}
    }
# La notation standard : le numéro de la case vu du joueur, deux-points, le compte.
board-std-count =
    { $label } : { $count } { $side ->
        [green] { $count ->
            [one] vert
           *[other] verts
        }
       *[black] { $count ->
            [one] noir
           *[other] noirs
        }
    }{ $postillon ->
        [yes] , dont le postillon
       *[no] {""}
    }{ $pinned ->
        [yes] , épinglé
       *[no] {""}
    }
# Between the points of a side, said aloud (French puts a space before the semicolon).
board-say-separator = { " ; " }
board-say-side = { $heading } { $points }.
board-pips = Pips : Vert { $green }, Noir { $black }.
dice-info-fresh = { $side }, dés { $dice }.
dice-info = { $side }, dés { $dice }. Reste à jouer : { $left }.
dice-info-complete = { $side }, dés { $dice } : complet, Entrée valide.

## Les coups légaux.

plays-title =
    { $count ->
        [0] Aucun coup possible.
        [one] Un coup possible. Tapez son numéro pour le jouer :
       *[other] { $count } coups possibles. Tapez un numéro pour le jouer :
    }
plays-title-from =
    { $count ->
        [0] Aucun coup ne part de { $point }, sur { $total }.
        [one] Un coup part de { $point }, sur { $total }. Tapez son numéro pour le jouer :
       *[other] { $count } coups partent de { $point }, sur { $total }. Tapez un numéro pour le jouer :
    }
# plus : la page suivante de la liste, sous les numéros de la liste entière.
plays-title-next = Coups { $first } à { $last } sur { $count } :
# Après une page de coups, quand il en reste.
plays-more =
    { $more ->
        [one] Encore un coup : tapez { cmd-word-more }.
       *[other] Encore { $more } coups : tapez { cmd-word-more }.
    }
plays-choices = Ce déplacement se joue de plusieurs façons. Tapez le numéro :
plays-line = { $number } : { $play }
    .ear = { $number } : { $play }.

## L'aide et les règles.

help-title = Commandes, en entier ou en forme courte :
help-line = { $word } ({ $short }) : { $text }
    .ear =
        { $word }{ $spoken ->
            [yes] , ou { $short }
           *[no] {""}
        } : { $text }
help-topics-title = Aide par thème ; tapez aide et le thème :
help-topic-line = { $topic } : { $about }.
help-topics-end = aide tout : toutes les commandes. quitter : finir la partie.
help-topic-title = Aide, { $topic } :
help-topic-all = tout
help-topic-play = jouer
help-topic-look = voir
help-topic-match = match
help-topic-files = fichiers
help-topic-settings = réglages
help-topic-learn = apprendre
help-about-play = taper un coup, les dés, annuler, valider
help-about-look = le plateau, une case, les pips, l'historique
help-about-match = le videau, le score, l'abandon, la pendule, quitter
help-about-files = sauver, reprendre, les parties mises de côté
help-about-settings = la parole, la vitesse, la langue, la notation
help-about-learn = les règles, le conseil, les blots, le bilan, le tuteur
help-play =
    Pour jouer, tapez un coup : N1-N7 N12-V10, ou 24/18 13/11.
    Un pion à la fois : N1-N7, puis le suivant. Barre, sortis et réserve en toutes lettres.
    Entrée sur une ligne vide valide un coup complet. V3 seul décrit la case V3.
    .ear =
        Pour jouer, tapez la case de départ, un tiret et la case d'arrivée, par exemple N1 tiret N7,
        ou en notation standard 24 barre oblique 18. Un pion à la fois, ou tout le coup.
        Entrée sur une ligne vide valide un coup complet. V3 seul décrit la case V3.
rules-backgammon =
    Backgammon. Chaque camp a 15 pions ; Vert avance vers V1, Noir vers N1.
    Un dé avance un pion d'autant de cases ; un double se joue quatre fois.
    Une case tenue par 2 pions adverses est fermée ; un pion seul est frappé.
    Un pion frappé va sur la barre et doit rentrer avant tout autre coup.
    Il faut jouer les deux dés si possible, sinon le plus fort.
    On sort quand les 15 pions sont dans le jan intérieur : V1 à V6 pour Vert.
    Gammon : le perdant n'a rien sorti, 2 points. Backgammon : 3 points.
rules-jacquet =
    Jacquet. Chaque camp a 15 pions, dont le postillon, sur sa case de départ.
    Les deux camps tournent dans le même sens ; on ne frappe pas.
    Un seul pion adverse suffit à bloquer une case.
    Le postillon avance seul jusqu'à son jan intérieur.
    Il faut jouer les deux dés si possible, sinon le plus fort.
    Bouchage : pas plus de 5 cases de suite devant un postillon adverse en route.
    5 cases de suite depuis le départ, seulement avec un pion en V1 pour Vert.
    Pour sortir, les 15 pions doivent être dans le jan intérieur,
    et votre case de sortie, V12 pour Vert, libre de pions adverses.
    Le perdant qui a sorti un pion perd 1 point ; sinon 2, 3 ou 4
    selon que ses derniers pions sont loin ou non du côté du gagnant.

## Réglages.

settings-speech-no-voice = Aucune voix n'est disponible : la parole reste coupée, le jeu continue en texte.
settings-speech =
    Parole { $on ->
        [yes] activée.
       *[no] coupée.
    }
settings-rate = Vitesse de parole : { $rate }.
settings-notation =
    { $notation ->
        [tactile] Notation tactile, par exemple N1-N7.
       *[standard] Notation standard, par exemple 24/18.
    }
    .ear =
        { $notation ->
            [tactile] Notation tactile, par exemple N1 tiret N7.
           *[standard] Notation standard, par exemple 24 barre oblique 18.
        }
settings-language = Langue : { $name }.
settings-auto =
    { $on ->
        [yes] Validation automatique des coups complets.
       *[no] Validation par valider, ou Entrée.
    }

## Quitter.

quit-ask = Quitter la partie ? Tapez oui ou non.
quit-cancelled = La partie continue.
quit-done = Au revoir.

## Invites.

repl-prompt-turn = { $side }, dés { $dice } >
repl-prompt-quit = Quitter ? oui ou non >
repl-prompt-replace = Remplacer ? oui ou non >
repl-prompt-choice = Numéro >
repl-prompt-over = Fin : Entrée rejoue, bilan, quitter >
repl-info-end = Fin de la saisie : au revoir.
repl-error-too-long = Ligne trop longue (plus de { $max } octets) : elle est ignorée.
repl-error-not-text =
    Ligne illisible : ce n'est pas du texte UTF-8. Rien n'a changé.

## Erreurs de saisie. La position ne change pas.

error-unknown =
    Je ne comprends pas « { $text }{ $cut ->
        [yes] …
       *[no] {""}
    } ». Tapez aide.
    .ear = Je ne comprends pas. Tapez aide.
error-syntax = Coup illisible : { $why }
error-no-such-play =
    { $count ->
        [0] Pas de coup numéro { $number }{ $cut ->
            [yes] …
           *[no] {""}
        } : aucun coup n'est possible.
       *[other] Pas de coup numéro { $number }{ $cut ->
            [yes] …
           *[no] {""}
        } : tapez un numéro de 1 à { $count }.
    }
    .ear =
        { $count ->
            [0] Aucun coup n'est possible.
           *[other] Pas de coup de ce numéro : tapez un numéro de 1 à { $count }.
        }
error-nothing-to-undo = Rien à annuler.
error-no-more-plays = Plus aucun coup à dire ; { cmd-word-plays } pour la liste.
error-incomplete = Le coup n'est pas fini. Reste à jouer : { $left }.
error-bad-argument =
    { $word } : « { $text }{ $cut ->
        [yes] …
       *[no] {""}
    } » incompris.
    { $word } : { $help }
    .ear = { $word } : ce qui suit n'est pas compris. { $help }
error-missing-argument = { $word } attend une précision : { $help }
error-not-your-turn = Ce n'est pas à vous de jouer.
error-game-over = La partie est finie. Tapez quitter.
error-nothing-to-repeat = Rien à répéter.

input-error-empty = aucun déplacement.
input-error-unexpected-char = un caractère n'a pas sa place dans un coup.
input-error-unknown-word = un mot n'est ni une case, ni barre, ni sortis.
input-error-label = les cases vont de 1 à 12, V1 à V12 et N1 à N12.
input-error-bad-number = un nombre est mal écrit.
input-error-number-range = les cases vont de 1 à 24, la barre est 25.
input-error-wrong-notation = une seule notation par coup, N1-N7 ou 24/18.
input-error-missing-destination = il manque la case d'arrivée.
input-error-dangling-separator = il manque une case avant ou après un tiret.
input-error-misplaced-star = une étoile de frappe est mal placée.
input-error-bad-repeat = une répétition s'écrit de 2 à 4 entre parenthèses.
input-error-starts-off = un pion sorti ne revient pas en jeu.
input-error-ends-on-bar = un déplacement ne finit pas sur la barre.
input-error-ends-in-reserve = un coup ne finit jamais dans la réserve.
input-error-not-forward = un pion avance toujours, il ne recule pas.
error-backward = Coup refusé : il va en arrière ; un pion avance toujours, il ne recule pas.
error-unknown-word =
    Coup illisible : « { $word }{ $cut ->
        [yes] …
       *[no] {""}
    } » n'est ni une case, ni { $bar }, ni { $off }. Pour sortir un pion : V3-{ $off }.
    .ear = Coup illisible : un mot n'est ni une case, ni { $bar }, ni { $off }. Pour sortir un pion, tapez V3 tiret { $off }.

## Coups refusés : la règle enfreinte.

move-error-no-checker =
    Pas de pion { $side ->
        [green] vert
       *[black] noir
    } en { $point }.
move-error-enter-first = Il faut d'abord rentrer le pion de la barre.
move-error-postillon-first = Le talon ne peut partir avant l'arrivée du postillon, qui est en { $point }.
move-error-no-die =
    Aucun dé restant ne fait { $distance ->
        [one] { $distance } case
       *[other] { $distance } cases
    }.
move-error-closed =
    { $point } est fermé : { $count } { $count ->
        [one] pion
       *[other] pions
    } { $side ->
        [green] { $count ->
            [one] vert
           *[other] verts
        }
       *[black] { $count ->
            [one] noir
           *[other] noirs
        }
    }.
move-error-not-all-home = Pour sortir, tous vos pions doivent être dans le jan intérieur.
move-error-further-first = Ce dé ne sort que le pion le plus éloigné, en { $point }.
move-error-bear-off-blocked =
    { $point } est occupé par un pion { $side ->
        [green] vert
       *[black] noir
    } : la sortie est impossible.
move-error-too-many-moves = Ce coup a plus de déplacements que les dés n'en permettent : rien n'est joué.
move-error-no-dice-left = Tous les dés sont joués : tapez valider, ou annuler.
move-error-more-dice =
    Vous devez jouer { $dice ->
        [2] les deux dés
       *[other] { $dice } dés
    } si c'est possible.
move-error-higher-die = Avec un seul dé jouable, il faut jouer le plus fort : le { $die }.
move-error-smaller-first = Dans ce jeu, on joue d'abord le plus petit dé : le { $die }.
move-error-exact-bear-off = Dans ce jeu, on ne sort qu'avec le nombre exact ; le pion de { $point } ne sort pas avec ce dé.
move-error-blocking =
    { $rule ->
        [route] Ce bouchage est interdit tant que le postillon { $side ->
            [green] vert
           *[black] noir
        } n'est pas rentré.
        [start] Cinq cases de suite depuis votre départ demandent un pion en { $first }.
        [double] Double bouchage : cinq cases de suite depuis votre départ demandent des pions en { $first } et en { $sixth }.
       *[six] Six cases de suite sont interdites par la convention choisie.
    }
move-error-ambiguous = Ce déplacement se joue de plusieurs façons.

## Les commandes : le mot, sa forme courte, une ligne d'aide.

cmd-word-help = aide
    .short = ?
cmd-help-help = les thèmes de l'aide ; aide jouer, aide voir… ; aide tout : toutes les commandes.
cmd-word-status = état
    .short = st
cmd-help-status = en une ligne : à qui le tour, les dés qui restent, la barre, le videau, le score, les pips, la pendule.
cmd-word-last = dernier
    .short = dn
cmd-help-last = redit le dernier coup de l'adversaire.
status-over = Partie finie
status-turn-roll = { $side } à lancer
status-turn-answer = { $side } doit répondre
status-turn-free = { $side } à jouer, sans dés
status-turn-complete = { $side } : coup complet à valider
status-turn-play =
    { $whole ->
        [yes] { $side } à jouer { $dice }
       *[no] { $side } à jouer { $dice }, reste { $left }
    }
status-bar =
    { $count } { $side ->
        [green] { $count ->
            [one] vert
           *[other] verts
        }
       *[black] { $count ->
            [one] noir
           *[other] noirs
        }
    } sur la barre
status-cube-centred = videau { $value } au milieu
status-cube-owned = videau { $value } chez { $side }
status-score =
    score { $green } à { $black }{ $length ->
        [0] {""}
       *[other] , en { $length }
    }
status-pips = pips Vert { $green }, Noir { $black }
status-clock = pendule Vert { $green }, Noir { $black }
status-separator = {" ; "}
last-play = Dernier coup de { $side }, dés { $dice } : { $play }.
last-play-pass = { $side } n'a pas pu jouer { $dice }.
last-play-free = Dernier coup de { $side } : { $play }.
last-play-none = Aucun coup de l'adversaire à redire dans cette partie.
cmd-word-verbosity = verbosité
    .short = vb
cmd-help-verbosity = ce qui est dit : verbosité courte (lignes de 40 caractères), normale (chaque chose une fois) ou détaillée ; verbosité écho non : vos coups ne sont pas répétés ; verbosité pips oui : les pips après chaque coup.
cmd-word-pitch = hauteur
    .short = ht
cmd-help-pitch = hauteur de la voix, de moins 100 à 100 ; 0 est la hauteur normale.
cmd-word-volume = volume
    .short = vol
cmd-help-volume = volume de la voix, de 0 à 100 ; 100 est le plus fort.
settings-pitch = Hauteur de la voix : { $pitch }.
settings-volume = Volume : { $volume }.
cmd-word-forced = forcés
    .short = fo
cmd-help-forced = coups forcés joués pour vous : forcés oui, forcés non (par défaut).
settings-forced =
    { $on ->
        [yes] Coups forcés joués pour vous.
       *[no] Coups forcés joués par vous.
    }
game-forced =
    Coup forcé{ $alone ->
        [yes] {""}
       *[no] {" "}de { $side }
    }, dés { $dice } : { $play }.
game-forced-short = Forcé : { $play }.
game-forced-head-short = Coup forcé :
cmd-word-settings = réglages
    .short = rgl
cmd-help-settings = les réglages gardés d'une session à l'autre ; réglages sauver les garde.
settings-keep-hint = Pour le garder la prochaine fois : réglages sauver.
settings-undo-hint = Tapez de nouveau { $command } pour revenir en arrière.
settings-list-title = Réglages ; réglages sauver les garde pour les prochaines fois :
settings-file-saved =
    { $aside ->
        [yes] Réglages gardés ; l'ancien fichier, illisible, est mis de côté.
       *[no] Réglages gardés pour les prochaines fois.
    }
settings-file-not-saved =
    Réglages non gardés : { $why ->
        [not-found] pas de dossier de configuration.
        [denied] accès refusé.
        [folder] un dossier porte le nom du fichier.
        [special] le fichier n'est pas un fichier ordinaire.
        [too-large] le fichier est trop gros.
        [disk-full] disque plein.
        [read-only] disque en lecture seule.
        [dangling-link] le fichier est un lien vers un dossier qui n'existe pas ; aucun dossier n'est créé.
       *[other] erreur d'entrée-sortie.
    }
settings-file-ignored =
    Fichier de réglages illisible, { $why ->
        [syntax] ligne { $line } : il faut clé = valeur
        [unknown-key] ligne { $line } : réglage inconnu
        [bad-value] ligne { $line } : valeur impossible
        [folder] c'est un dossier
        [special] ce n'est pas un fichier ordinaire
        [too-large] trop gros
        [foreign] ce n'est pas du texte
        [denied] accès refusé
       *[other] erreur d'entrée-sortie
    } ; réglages par défaut. réglages sauver le remplace.
verbosity-word-short = courte
verbosity-word-normal = normale
verbosity-word-detailed = détaillée
verbosity-kind-echo = écho
verbosity-kind-pips = pips
settings-verbosity =
    Verbosité { $level ->
        [short] courte
        [detailed] détaillée
       *[normal] normale
    } ; écho { $echo ->
        [yes] oui
       *[no] non
    }, pips { $pips ->
        [yes] oui
       *[no] non
    }.
settings-message =
    { $kind ->
        [echo] Écho de vos coups
       *[pips] Pips après chaque coup
    } : { $on ->
        [yes] oui
       *[no] non
    }.
cmd-word-board = plateau
    .short = pl
cmd-help-board = tout le plateau, par camp puis par case.
cmd-word-point = case
    .short = c
cmd-help-point = une case, par exemple case V3 ; V3 seul suffit ; en notation standard, case 13, vue de votre côté.
cmd-word-places = cases
    .short = cc
cmd-help-places = plusieurs cases : cases 1 6 (numéros vus de votre côté), cases V1 V6, cases jan intérieur ou jan extérieur.
cmd-word-checkers = pions
    .short = pn
cmd-help-checkers = où sont les pions d'une couleur : pions noirs, pions verts ; mes pions, les vôtres.
cmd-phrase-mine = mes pions
cmd-phrase-opponent = adversaire
region-home = jan intérieur
region-outer = jan extérieur
colour-word-green = vert
    .plural = verts
colour-word-black = noir
    .plural = noirs
cmd-word-pips = pips
    .short = pi
cmd-help-pips = le compte des points de course des deux camps.
cmd-word-dice = dés
    .short = d
cmd-help-dice = les dés et ce qui reste à jouer.
cmd-word-plays = coups
    .short = co
cmd-help-plays = les coups légaux, numérotés, dix à la fois ; coups N6 : ceux qui partent de N6 ; tapez ensuite un numéro.
cmd-word-more = plus
    .short = pu
cmd-help-more = les dix coups suivants de la liste de coups.
cmd-word-undo = annuler
    .short = a
cmd-help-undo = reprend le dernier pion joué.
cmd-word-confirm = valider
    .short = v
cmd-help-confirm = valide le coup complet ; Entrée aussi.
cmd-word-auto = auto
    .short = au
cmd-help-auto = validation automatique : auto oui, auto non.
cmd-word-repeat = répéter
    .short = r
cmd-help-repeat = redit le dernier message.
cmd-word-rules = règles
    .short = rg
cmd-help-rules = résumé des règles du jeu.
cmd-word-speech = parole
    .short = pa
cmd-help-speech = parole oui ou non.
cmd-word-rate = vitesse
    .short = vi
cmd-help-rate = vitesse de parole, de moins 100 à 100 ; 0 est normal.
cmd-word-notation = notation
    .short = nt
cmd-help-notation = notation tactile ou standard.
cmd-word-language = langue
    .short = la
cmd-help-language = langue fr ou en.
cmd-word-quit = quitter
    .short = q
cmd-help-quit = quitte la partie, après confirmation.
cmd-answer-yes = oui
    .short = o
cmd-answer-no = non
    .short = n

## Jacquet : le postillon.

jacquet-postillon-arrived =
    Le postillon { $side ->
        [green] vert
       *[black] noir
    } est arrivé en { $point } : tout le talon peut partir.
    .ear =
        Le postillon { $side ->
            [green] vert
           *[black] noir
        } est arrivé en { $point }, le talon peut partir.

## Le conseil : les meilleurs coups, selon le programme.

cmd-word-blots = blots
    .short = tirs
cmd-help-blots = vos pions seuls et les lancers de l'adversaire qui les touchent, sur 36 ; blots noir, blots adversaire : ceux d'un camp.
cmd-word-hint = conseil
    .short = cs
cmd-help-hint = les trois meilleurs coups selon le programme, avec ce que chacun perd.
hint-title =
    { $count ->
        [0] Aucun coup possible : le tour passe.
       *[other] Conseil, du meilleur coup au moins bon :
    }
hint-roll-title =
    { $count ->
        [0] Aucun lancer ne se joue.
       *[other] { $naming ->
            [yes] Conseil, du meilleur doublet au moins bon :
           *[no] Conseil, du meilleur lancer au moins bon :
        }
    }
hint-line =
    { $number } : { $play }, équité { $equity }{ $lost ->
        [0] {""}
       *[other] , perd { $loss }
    }.
    .ear =
        { $number } : { $play }, équité { $equity }{ $lost ->
            [0] {""}
           *[other] { $close ->
                [yes] , presque aussi bon que le meilleur
               *[no] , { $loss } de moins que le meilleur
            }
        }.
# Un numéro tapé après le conseil : le coup conseillé à ce rang, joué.
hint-picked = Coup conseillé { $number } :
# Pour la voix : la virgule décimale serait lue comme une pause.
number-say-decimal = { $sign }{ $whole } virgule { $decimals }
number-decimal-separator = ,
# Pour la voix : une équité en points et centièmes de point ; signée, « plus » ou « moins »
# devant (« perd » se confondrait avec ce qu'un coup perd sur le meilleur), « à peu près
# zéro » quand elle arrondit à zéro.
number-say-hundredths =
    { $sign ->
        [zero] à peu près zéro
        [plus] plus{" "}
        [minus] moins{" "}
       *[none] {""}
    }{ $sign ->
        [zero] {""}
       *[other] { $points ->
            [0] { $hundredths ->
                [0] moins d'un centième
                [one] 1 centième
               *[other] { $hundredths } centièmes
            }
            [one] 1 point{ $hundredths ->
                [0] {""}
                [one] {" "}et 1 centième
               *[other] {" "}et { $hundredths } centièmes
            }
           *[other] { $points } points{ $hundredths ->
                [0] {""}
                [one] {" "}et 1 centième
               *[other] {" "}et { $hundredths } centièmes
            }
        }
    }
# Pour la voix : un taux d'erreur en millièmes de point, arrondi au millième.
number-say-thousandths =
    { $thousandths ->
        [0] moins d'un millième de point
        [one] 1 millième de point
       *[other] { $thousandths } millièmes de point
    }
# blots : les pions seuls d'un camp et les lancers de l'adversaire qui les prennent, sur 36.
blots-none =
    { $yours ->
        [yes] Aucun de vos pions n'est seul.
       *[no] Aucun pion { $side ->
            [green] vert
           *[black] noir
        } n'est seul.
    }
blots-list =
    { $yours ->
        [yes] {""}
       *[no] { $side ->
            [green] Vert
           *[black] Noir
        } : {""}
    }{ $points } { $count ->
        [one] est seul
       *[other] sont seuls
    }.
blots-and = { $first } et { $last }
blots-shots =
    { $point } est { $pin ->
        [yes] épinglé
       *[no] touché
    } par { $shots } { $shots ->
        [one] lancer
       *[other] lancers
    } sur 36.
blots-any =
    Au moins un { $pin ->
        [yes] épinglé
       *[no] touché
    } : { $shots } lancers sur 36.
blots-safe =
    Aucun lancer ne { $count ->
        [one] le
       *[other] les
    } { $pin ->
        [yes] épingle
       *[no] touche
    }.
blots-no-contact = Dans ce jeu, aucun pion n'est pris.
