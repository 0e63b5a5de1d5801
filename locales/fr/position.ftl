# Pourquoi un texte de position est refusé.

position-error-entry = Dans « { $entry } » : { $reason }
position-reason-label-empty = il manque la case.
position-reason-label-letter = une case commence par V ou N, ou s'écrit barre, réserve ou sortis.
position-reason-label-number = il manque le numéro de la case.
position-reason-label-bad-number = le numéro de la case est mal écrit.
position-reason-label-range = les cases vont de 1 à 12.
position-reason-label-trailing = il y a du texte en trop après la case.
position-reason-missing-count = il manque le nombre de pions entre parenthèses, par exemple V3 (4v).
position-reason-unclosed = la parenthèse n'est pas fermée.
position-reason-bad-count = le nombre de pions est mal écrit.
position-reason-colour = la couleur des pions s'écrit v ou n.
position-reason-both-colours = deux couleurs se séparent par une virgule, par exemple V5 (1n, 2v).
position-reason-repeated-colour = chaque couleur n'est donnée qu'une fois par case.
position-reason-postillon-mark = l'étoile du postillon suit le nombre, par exemple N9 (1v*).
position-error-repeated = La case { $label } est donnée deux fois.
position-error-both-colours = La case { $label } porterait des pions des deux couleurs.
position-error-too-many =
    { $side ->
        [green] Vert
       *[black] Noir
    } aurait plus de { $max } pions.
position-error-count =
    { $side ->
        [green] Vert
       *[black] Noir
    } aurait { $found ->
        [one] { $found } pion
       *[other] { $found } pions
    } { $grows ->
        [yes] ; ce jeu en permet de { $expected } à { $most }.
       *[no] au lieu de { $expected }.
    }
position-error-no-postillon = Ce jeu n'a pas de postillon : « { $entry } ».
position-error-two-postillons =
    Un seul postillon { $side ->
        [green] vert
       *[black] noir
    } : « { $entry } ».
position-error-no-bar = Ce jeu n'a pas de barre : on n'y frappe pas.
position-error-postillon-place =
    Le postillon { $side ->
        [green] vert
       *[black] noir
    } ne peut être en { $label } : il y faut un de ses pions, hors de son jan intérieur.
position-error-both-finished = Les deux camps ne peuvent avoir sorti tous leurs pions.
position-error-scores = Une seule couleur marque de suite : « { $entry } ».
position-error-piles = Aucune pile ne peut se tenir là (les piles sont en V1 à V6 pour Vert, N1 à N6 pour Noir, dans les doublets seulement) : « { $entry } ».
position-error-phase = La phase est 1, 2 ou 3 pour chaque couleur, dans les doublets seulement : « { $entry } ».
