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
cmd-help-review = pour chaque camp, l'équité perdue, le taux d'erreur et les 3 pires coups.
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
            [one] { $side } : une décision, équité perdue { $lost }, taux d'erreur { $rate } millièmes de point par coup.
           *[other] { $side } : { $decisions } décisions, équité perdue { $lost }, taux d'erreur { $rate } millièmes de point par coup.
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
