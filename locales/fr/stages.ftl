# Les jeux du coffret (graine 002) dont un tour a plusieurs étapes : Puff, français, russe,
# Gioul, Acey Deucey, mexicain. Noms, règles, et les mots des étapes.
# Lignes courtes pour les plages braille.

## Noms des jeux.

game-name-puff = puff
game-name-puff-long = puff long
game-name-puff-russe = puff russe
game-name-puff-russe-long = puff russe long
game-name-francais-1 = backgammon français 1
game-name-russe = backgammon russe
game-name-gioul = gioul turc
game-name-mexicain = backgammon mexicain
game-name-acey-deucey = acey deucey

game-name-libre-choix = deux tours contre le libre choix
game-name-lancer-premature = lancer prématuré

## Règles.

rules-puff =
    Puff. Les 15 pions attendent dans la réserve.
    On les entre dans le jan intérieur adverse : un 4 entre en N4 pour Vert.
    Tous les pions entrent avant qu'un pion du plateau bouge, un dé par pion.
    On joue d'abord le plus petit dé ; s'il ne se joue pas, le tour est perdu.
    Un doublet se joue 4 fois, puis, s'il est joué en entier,
    4 fois sa face du dessous : après 6-6, quatre 1.
    Le reste comme au backgammon : frappe, barre, sortie, videau.
rules-puff-long =
    Puff long : le puff sur une seule piste pour les deux camps.
    Les deux camps entrent en N1 à N6 et sortent de V1 à V6.
    Un pion frappé rentre en N1 à N6 et doit revenir avant de sortir.
    Petit dé d'abord, doublets et faces du dessous comme au puff.
rules-puff-russe =
    Puff russe : le puff, mais dès que deux pions sont entrés,
    chaque dé peut entrer un pion ou avancer un pion du plateau.
    Petit dé d'abord, doublets et faces du dessous comme au puff.
rules-puff-russe-long =
    Puff russe long : le puff russe sur une seule piste.
    Les deux camps entrent en N1 à N6 et sortent de V1 à V6.
rules-francais-1 =
    Backgammon français 1. Les 15 pions attendent dans la réserve
    et entrent tous avant qu'un pion du plateau bouge.
    Un doublet donne trois étapes : 4 fois le nombre, 4 fois sa face du dessous,
    puis on relance. Une étape impossible est perdue, la suivante vient quand même.
    Le reste comme au backgammon, videau compris.
rules-russe =
    Backgammon russe. Les 15 pions attendent dans la réserve.
    Une seule piste : on entre en N1 à N6, on sort de V1 à V6.
    Dès que deux pions sont entrés, chaque dé entre ou avance un pion.
    Doublet : 4 fois le nombre ; s'il est joué en entier, 4 fois la face du dessous ;
    si elle aussi est jouée en entier, on relance. Sinon le tour s'arrête. Sans videau.
rules-gioul =
    Gioul turc. Les 15 pions partent de la case 1 adverse : N1 pour Vert.
    On ne frappe jamais : un seul pion adverse ferme une case.
    Un doublet ouvre une échelle : 4 fois le nombre, puis 4 fois chaque nombre au-dessus,
    jusqu'aux 6. Qui ne peut pas finir une étape passe la suivante à l'adversaire.
    Après les 6, l'adversaire du lanceur joue son tour.
    1 point, 2 si le perdant n'a sorti aucun pion. Sans videau.
rules-acey-deucey =
    Acey Deucey. Les 15 pions attendent dans la réserve.
    Chaque dé entre un pion dans le jan intérieur adverse ou avance un pion du plateau,
    dès le premier tour ; un pion sur la barre rentre d'abord.
    Le 1-2 : on joue le 1 et le 2, puis on annonce un doublet et on le joue 4 fois,
    puis on relance. Une étape impossible arrête le tour.
    Le gagnant marque 1 point par pion adverse pas encore sorti. Sans videau.

rules-mexicain =
    Backgammon mexicain. Départ du backgammon.
    On joue d'abord le plus petit dé ; s'il ne se joue pas, tout le tour est perdu.
    Pas plus de 5 pions sur une case.
    Un doublet joué en entier fait relancer.
    Le 1-2 ne se joue jamais : on annonce un doublet, on le joue, puis on relance.
    On ne sort qu'avec le nombre exact. 1 point par partie, sans videau.

rules-libre-choix =
    Deux tours contre le libre choix. Départ et coups du backgammon.
    Celui qui choisit (Vert, sauf réglage) annonce son lancer à chaque tour,
    n'importe lequel sauf un doublet, et le joue.
    L'autre lance et joue, puis lance et joue encore : deux lancers par tour.
    Le lancer d'ouverture ne décide que de qui commence. Videau avant le premier lancer.
rules-lancer-premature =
    Lancer prématuré. Départ et coups du backgammon.
    Chacun lance ses dés pendant le tour de l'adversaire, avant que celui-ci ne joue :
    on joue toujours en connaissant le prochain lancer adverse.
    Après le lancer d'ouverture, le second joueur lance aussitôt.
    Videau : on ne double que juste avant de lancer ses propres dés,
    donc pendant le tour adverse, avant que l'adversaire ne joue.

## Les étapes d'un tour.

stage-bottom-faces = Puis la face du dessous : quatre { $die }.
stage-roll-again = { $side } relance les dés.
stage-ladder-same = Échelle : { $side } joue quatre { $die }.
stage-ladder-passes = Échelle : { $side } prend la suite avec quatre { $die }.
stage-name-rolled = { $side }, dés { $dice } : quel doublet ? Tapez par exemple 6-6, 66 ou double 6.
    .ear = { $side }, dés { $dice } : quel doublet ? Tapez par exemple double 6.
stage-named-rolled = { $side }, dés { $dice }, annonce le double { $die }.
stage-named = { $side } annonce le double { $die }.
stage-name-prompt = Quel doublet ? Tapez par exemple 6-6, 66 ou double 6.
    .ear = Quel doublet ? Tapez par exemple double 6.
stage-name-bad = Un doublet s'écrit 6-6, 66 ou double 6.
    .ear = Un doublet se tape par exemple double 6.
repl-prompt-naming = { $side }, quel doublet ? >

repl-prompt-choosing = { $side }, quel lancer ? >
stage-choose-prompt = { $side }, choisissez votre lancer, sauf un doublet : tapez par exemple 6-5 ou 65.
    .ear = { $side }, choisissez votre lancer, sauf un doublet : tapez par exemple 6 5.
stage-chose = { $side } choisit { $dice }.
stage-choose-bad = { $double ->
        [yes] Pas de doublet pour celui qui choisit : deux nombres différents, par exemple 6-5.
       *[no] Un lancer choisi s'écrit avec deux nombres différents, par exemple 6-5 ou 65.
    }
    .ear = { $double ->
        [yes] Pas de doublet pour celui qui choisit : deux nombres différents, par exemple 6 5.
       *[no] Un lancer choisi se tape avec deux nombres différents, par exemple 6 5.
    }
stage-early-roll = Prochain lancer de { $side } : { $dice }.
