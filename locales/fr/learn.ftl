# Apprendre : le tuteur, qui prévient avant un coup coûteux, et le bilan des parties.
# Les équités sont en points de partie, écrites avec trois décimales comme dans conseil.

## Le tuteur.

cmd-word-tutor = tuteur
    .short = tu
cmd-help-tutor = prévient avant un coup qui perd trop : tuteur oui, tuteur non, ou un seuil d'équité entre 0 et 1.
cmd-answer-on = on
cmd-answer-off = off
tutor-setting =
    { $on ->
        [yes] Tuteur activé : il prévient avant un coup qui perd plus de { $threshold }.
       *[no] Tuteur désactivé.
    }
tutor-warning =
    Tuteur : { $play } perd { $loss } contre le meilleur coup, { $best }.
    Pions remis en place. Retapez ce coup pour le jouer, ou jouez-en un autre.
    .ear =
        Attention : { $play } perd { $loss } par rapport au meilleur coup, { $best }.
        Les pions sont remis en place. Retapez le même coup pour le jouer quand même, ou jouez-en un autre.
error-tutor-threshold =
    tuteur : « { $text }{ $cut ->
        [yes] …
       *[no] {""}
    } » incompris. Tapez tuteur oui, tuteur non,
    ou un seuil plus grand que 0 et au plus 1, par exemple tuteur 0,08.
    .ear = Seuil du tuteur incompris. Tapez tuteur oui, tuteur non, ou un seuil plus grand que 0 et au plus 1, par exemple 0 virgule 08.

## Le videau : conseil et tuteur.

cube-hint =
    { $advice ->
        [no-double] Conseil : pas de double.
        [too-good] Conseil : trop bon pour doubler ; jouez pour le gammon.
        [double-take] Conseil : doubler ; { $other } devrait prendre.
        [double-pass] Conseil : doubler ; { $other } devrait passer.
        [take] Conseil : prendre.
       *[drop] Conseil : passer.
    }
cube-hint-offer = Pas de double { $nd }, double et prise { $dt }, double et passe { $dp }.
cube-hint-answer = Prendre { $take }, passer { $pass }.
tutor-cube-warning =
    Tuteur : { $action ->
        [no-double] ne pas doubler
        [double] doubler
        [take] prendre
       *[drop] passer
    } perd { $loss } ; mieux vaut { $better ->
        [no-double] ne pas doubler
        [double] doubler
        [take] prendre
       *[drop] passer
    }. Retapez { $action ->
        [no-double] lancer
        [double] doubler
        [take] accepter
       *[drop] refuser
    } pour le faire quand même.

## Le bilan.

cmd-word-review = bilan
    .short = bi
cmd-help-review = pour chaque camp, l'équité perdue, le taux d'erreur et les 3 pires coups ; bilan précédent : le match fini avant celui-ci.
review-available = Tapez bilan pour l'analyse des coups joués.
review-title =
    { $games ->
        [0] Aucune partie jouée : rien à analyser.
        [one] Bilan de la partie, selon le programme :
       *[other] Bilan des { $games } parties, selon le programme :
    }
review-side =
    { $decisions ->
        [0] { $side } : aucun coup à choisir pour l'instant.
        [one] { $side } : 1 décision, équité perdue { $lost }, taux d'erreur { $rate } millièmes par coup.
       *[other] { $side } : { $decisions } décisions, équité perdue { $lost }, taux d'erreur { $rate } millièmes par coup.
    }
    .ear =
        { $decisions ->
            [0] { $side } : aucun coup à choisir pour l'instant.
            [one] { $side } : une décision, équité perdue { $lost }, taux d'erreur { $rate } par coup.
           *[other] { $side } : { $decisions } décisions, équité perdue { $lost }, taux d'erreur { $rate } par coup.
        }
review-counts =
    { $doubtful ->
        [0] Aucun coup douteux
        [one] 1 coup douteux
       *[other] { $doubtful } coups douteux
    } (perte de plus de { $doubtful-line }), { $bad ->
        [0] aucun mauvais
        [one] 1 mauvais
       *[other] { $bad } mauvais
    } (plus de { $bad-line }).
review-no-mistake = Aucune erreur.
review-worst-title =
    { $count ->
        [one] Son pire coup :
       *[other] Ses { $count } pires coups :
    }
review-mistake =
    { $several ->
        [yes] Partie { $game }, coup { $number }
       *[no] Coup { $number }
    }, dés { $dice } : { $play }, perd { $loss }.
    Mieux : { $best }.
    .ear =
        { $several ->
            [yes] Partie { $game }, coup { $number }
           *[no] Coup { $number }
        }, { $dice } : { $play }, perd { $loss } ; mieux valait { $best }.
review-cube = Dans ce jeu, les décisions de videau ne sont pas analysées, seulement les coups.
review-cube-side =
    Videau : { $decisions ->
        [one] 1 décision
       *[other] { $decisions } décisions
    }, équité perdue { $lost }, taux d'erreur { $rate } millièmes par décision ; { $doubtful ->
        [0] aucune douteuse
        [one] 1 douteuse
       *[other] { $doubtful } douteuses
    }, { $bad ->
        [0] aucune mauvaise
        [one] 1 mauvaise
       *[other] { $bad } mauvaises
    }.
    .ear =
        Videau : { $decisions ->
            [one] 1 décision
           *[other] { $decisions } décisions
        }, équité perdue { $lost }, taux d'erreur { $rate } par décision ; { $doubtful ->
            [0] aucune douteuse
            [one] 1 douteuse
           *[other] { $doubtful } douteuses
        }, { $bad ->
            [0] aucune mauvaise
            [one] 1 mauvaise
           *[other] { $bad } mauvaises
        }.
review-cube-mistake =
    { $several ->
        [yes] Partie { $game }, avant le coup { $number }
       *[no] Avant le coup { $number }
    } : { $action ->
        [no-double] ne pas doubler
        [double] doubler
        [take] prendre
       *[drop] passer
    } perd { $loss } ; mieux valait { $better ->
        [no-double] ne pas doubler
        [double] doubler
        [take] prendre
       *[drop] passer
    }.

## La revue d'une partie : revoir, coup par coup, et réessayer ses erreurs.

cmd-word-replay = revoir
    .short = re
cmd-help-replay = revoir la partie coup par coup depuis le début ; plateau, case et pips y montrent la position d'où le coup fut joué, conseil ses meilleurs coups ; revoir 2 : la partie 2 du match ; revoir précédent : le match fini avant celui-ci.
cmd-word-next = suivant
    .short = s
cmd-help-next = pendant la revue, le coup suivant (Entrée aussi), ou l'erreur suivante ; dans une leçon, passe l'exercice sans répondre.
cmd-word-previous = précédent
    .short = p
cmd-help-previous = pendant la revue, le coup précédent, ou l'erreur précédente.
cmd-word-go-to = aller
    .short = al
cmd-help-go-to = pendant la revue, aller 12 : au coup 12 de la partie.
cmd-word-mistakes = erreurs
    .short = er
cmd-help-mistakes = pendant la revue, vos coups qui perdent le plus, dans l'ordre joué ; tapez un autre coup pour l'essayer ; erreurs noir : celles de Noir.
cmd-word-end = fin
    .short = fi
cmd-help-end = quitte la revue et revient à la partie.
help-topic-replay = revoir
help-about-replay = revoir une partie coup par coup, ses erreurs, réessayer un coup
repl-prompt-replay =
    { $number ->
        [0] Revue >
       *[other] Revue, coup { $number }/{ $plays } >
    }
replay-began =
    { $over ->
        [yes] Revue de la partie { $game }
       *[no] Revue de la partie { $game } en cours
    }, { $plays ->
        [one] 1 coup.
       *[other] { $plays } coups.
    }
    Entrée : suivant. fin : retour au jeu.
    .ear =
        { $over ->
            [yes] Revue de la partie { $game }
           *[no] Revue de la partie { $game } en cours
        }, { $plays ->
            [one] 1 coup.
           *[other] { $plays } coups.
        } Entrée pour le coup suivant, précédent pour revenir, erreurs pour vos erreurs, fin pour revenir au jeu.
replay-step = { $number }. { $action }
    .ear = Coup { $number }. { $action }
replay-end =
    { $again ->
        [yes] C'est déjà la fin
       *[no] Fin
    } { $over ->
        [yes] de la partie : { $result }
       *[no] des coups joués : la partie continue.
    }
replay-start = Début de la partie : rien avant.
replay-both-sides = { $green } et { $black }
replay-mistakes =
    { $count ->
        [0] Aucune erreur de { $sides } : aucun coup ne perd plus de { $line }.
        [one] 1 erreur de { $sides } (perte de plus de { $line }) : coup { $numbers }.
       *[other] { $count } erreurs de { $sides } (perte de plus de { $line }) : coups { $numbers }.
    }
    .ear =
        { $count ->
            [0] Aucune erreur de { $sides } : aucun coup ne perd plus de { $line }.
            [one] 1 erreur de { $sides }, qui perd plus de { $line } : le coup { $numbers }.
           *[other] { $count } erreurs de { $sides }, qui perdent plus de { $line } : les coups { $numbers }.
        }
replay-mistake =
    Erreur { $index } sur { $count } : coup { $number }.
    { $side }, { $dice } : { $play }, perd { $loss }.
    Essayez un autre coup, ou conseil.
    .ear = Erreur { $index } sur { $count }, coup { $number }. { $side }, { $dice } : { $play }, perd { $loss }. Tapez un autre coup pour l'essayer, ou conseil pour les meilleurs.
replay-no-more-mistakes =
    { $first ->
        [yes] Pas d'erreur avant celle-ci.
       *[no] C'était la dernière erreur.
    } suivant et précédent vont de nouveau coup par coup.
replay-retried =
    { $play } : { $verdict ->
        [same] c'est le coup joué{ $made-lost ->
            [yes] , il perd { $made }.
           *[no] , le meilleur.
        }
        [best] { $made-lost ->
            [yes] le meilleur coup ! Le coup joué perdait { $made }.
           *[no] aussi bon que le coup joué, le meilleur.
        }
        [better] mieux que le coup joué de { $gap }, mais perd { $loss } contre le meilleur.
        [equal] aussi bon que le coup joué, perd { $loss } contre le meilleur.
       *[worse] moins bon que le coup joué de { $gap }, perd { $loss } contre le meilleur.
    }
    .ear =
        { $play } : { $verdict ->
            [same] c'est le coup joué{ $made-lost ->
                [yes] , il perd { $made }.
               *[no] , le meilleur.
            }
            [best] { $made-lost ->
                [yes] le meilleur coup ! Le coup joué perdait { $made }.
               *[no] aussi bon que le coup joué, le meilleur.
            }
            [better] mieux que le coup joué de { $gap }, mais perd { $loss } par rapport au meilleur. Tapez conseil pour le connaître.
            [equal] aussi bon que le coup joué, perd { $loss } par rapport au meilleur.
           *[worse] moins bon que le coup joué de { $gap }, perd { $loss } par rapport au meilleur.
        }
replay-judging = Analyse des coups de la partie : un moment.
replay-left = Fin de la revue : retour à la partie.
replay-error-not-reviewing = Aucune revue en cours : tapez revoir pour revoir la partie.
replay-error-in-review = Pendant la revue, tapez un coup à essayer, suivant, ou fin pour revenir au jeu.
replay-error-in-review-command = { $word } attendra la fin de la revue : tapez fin pour revenir au jeu.
replay-error-no-earlier = Aucun match fini avant celui-ci.
replay-error-nothing = Rien à revoir : aucun coup n'est encore joué.
replay-error-no-such-game =
    revoir : « { $text }{ $cut ->
        [yes] …
       *[no] {""}
    } » n'est pas une partie du match ; { $count ->
        [one] il y en a 1.
       *[other] de { $first } à { $count }.
    }
    .ear = Cette partie n'existe pas ; { $count ->
        [one] il y en a une.
       *[other] les parties gardées vont de { $first } à { $count }.
    }
replay-error-no-such-play =
    aller : « { $text }{ $cut ->
        [yes] …
       *[no] {""}
    } » n'est pas un coup de la partie ; de 1 à { $count }.
    .ear = Ce coup n'existe pas ; les coups vont de 1 à { $count }.
replay-error-no-play-here = Pas de coup ici : suivant ou précédent mène à un coup à essayer.
replay-error-no-choice = Ce coup était forcé : rien d'autre à essayer.
