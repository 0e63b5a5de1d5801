# Les jeux de la famille (shared/docs/variants.md) : noms, règles, et ce qui leur est propre.
# Lignes courtes pour les afficheurs braille.

## Noms des jeux (game-name-<nom>), un par jeu de la liste des règles.

game-name-nackgammon = nackgammon
game-name-hypergammon = hyper-backgammon
game-name-plakoto = plakoto
game-name-fevga = fevga
game-name-course = course de backgammon
game-name-surpeuple = backgammon surpeuplé
game-name-anti = anti-backgammon
game-name-clonage = backgammon de clonage
game-name-sauterelle = sauterelle
game-name-tourne-case = tourne-case
game-name-ludus = ludus lumbadorum
game-name-catch-me = attrape-moi
game-name-eureka = eurêka
game-name-old-britain = old britain
game-name-pin = pin
game-name-arriere = à l'arrière
game-name-straight = straight
game-name-lancer-fixe = lancer fixe
game-name-sans-prendre = sans prendre
game-name-envers = à l'envers
game-name-serpent = le serpent
game-name-doublets = doublets
game-name-tapa = tapa

## Règles de chaque jeu (rules-<nom>), lues par la commande règles.

rules-nackgammon =
    Nackgammon : le backgammon avec 4 pions à l'arrière.
    Vert part de N1 (2 pions), N2 (2), N12 (4), V8 (3) et V6 (4) ; Noir de même.
    Tout le reste est le backgammon : coups, frappe, sortie, gammon, videau.
rules-hypergammon =
    Hyper-backgammon : 3 pions par camp, en N1, N2 et N3 pour Vert.
    Tout le reste est le backgammon ; on sort quand les 3 pions sont rentrés.
rules-plakoto =
    Plakoto. 15 pions par camp, tous sur sa case de départ : N1 pour Vert.
    On ne frappe pas : un pion seul sur lequel on s'arrête est épinglé.
    Un pion épinglé ne bouge plus tant que l'épingleur reste sur lui,
    et son camp ne peut pas s'arrêter sur cette case.
    Deux pions adverses ferment aussi une case.
    Pour sortir, les 15 pions doivent être rentrés et aucun épinglé.
    La mère : épingler le dernier pion adverse de sa case de départ,
    quand on a soi-même quitté la sienne, gagne aussitôt 3 points.
    Les deux mères épinglées : partie nulle. Pas de videau.
rules-fevga =
    Fevga. 15 pions par camp sur sa case de départ, N12 pour Vert, V12 pour Noir.
    Les deux camps tournent dans le même sens ; on ne frappe pas.
    Un seul pion adverse ferme une case.
    Le coureur : tant que votre premier pion n'a pas dépassé V12 pour Vert,
    aucun autre pion ne bouge.
    Interdit de tenir à la fois les 6 cases de votre premier quart, N7 à N12 pour Vert.
    Interdit de tenir 6 cases de suite devant tous les pions adverses,
    sauf s'il n'y a pas d'autre coup.
    On sort quand les 15 pions sont dans le jan intérieur. Gammon et backgammon comptent.
rules-course =
    Course de backgammon. Les 15 pions de chaque camp commencent hors du plateau,
    dans la réserve. Un dé entre un pion de la réserve comme depuis la barre,
    quand vous le voulez ; un pion sur la barre rentre d'abord.
    Tout le reste est le backgammon. Pas de videau, sauf en match avec videau.
rules-surpeuple =
    Backgammon surpeuplé : 20 pions par camp, le départ du backgammon
    et 5 pions dans la réserve, qui entrent quand vous le voulez.
    On sort quand les 20 pions sont dans le jan intérieur.
    Seul un résumé d'une ligne de ce jeu existe : cette lecture est une proposition.
rules-anti =
    Anti-backgammon : le premier à sortir tous ses pions perd.
    L'autre gagne 1 point, 2 s'il n'a rien sorti, 3 s'il a aussi un pion
    sur la barre ou dans le jan intérieur du perdant.
    Tout le reste est le backgammon.
rules-clonage =
    Backgammon de clonage : chaque frappe donne au frappeur un pion de plus, sur sa barre.
    Ce clone doit rentrer avant tout autre coup, avec la suite des dés.
    30 pions au plus par camp. On sort quand tous ses pions sont rentrés.
    Seul un résumé d'une ligne de ce jeu existe : cette lecture est une proposition.
rules-sauterelle =
    Sauterelle, sans dés. 14 pions par camp dans la réserve.
    Les deux camps entrent en N1 à N6 et sortent de V1 à V6.
    Un seul mouvement par tour : entrer un pion sur une case libre de N1 à N6 ;
    avancer un pion seul jusqu'au quart suivant, sur une case libre, sans sauter de mur ;
    faire un mur en avançant un pion de 6 cases sur un de vos pions seuls ;
    le pion du dessus d'un mur saute les murs ; sortir un mur de V1 à V6 marque.
    Deux marques de suite gagnent ; si personne ne peut jouer, partie nulle.
    La fin de la règle est perdue : sortie, marque et nulle sont des propositions.
rules-tourne-case =
    Tourne-case, ou backgammon français 2. 3 pions par camp, tous dans la réserve.
    Chacun joue seulement sur sa rangée : Vert de V12 à V1, Noir de N12 à N1.
    On compte en pas depuis le bout : un dé de 2 entre un pion au pas 2, en V11 pour Vert.
    Un doublé se joue une seule fois : deux coups du nombre.
    On ne s'arrête pas sur un de ses pions et on ne le dépasse pas : l'ordre reste.
    S'arrêter en face d'un pion adverse, V5 face à N5, le prend :
    il va sur la barre et doit rentrer avant tout autre coup.
    Le but, V1 pour Vert, s'atteint exactement ; les pions y sont à l'abri.
    Le premier avec ses 3 pions au but gagne 1 point. Pas de videau.
rules-ludus =
    Ludus lumbadorum : le backgammon sur une moitié du plateau, 12 cases par camp.
    Vert part de N6 avec ses 15 pions et va vers V6, V1, puis sort ;
    Noir part de V6, va vers N6, N1, puis sort.
    Un doublé se joue une seule fois : deux coups du nombre.
    On frappe comme au backgammon ; la barre rentre avec le dé d en case 13 moins d,
    un 1 en N6 pour Vert.
    Jamais 2 pions à soi en N2, N3 ou N4 pour Vert, en V2, V3 ou V4 pour Noir.
    On n'ajoute un pion sur sa case de départ que si elle est vide de ses pions.
    On sort quand les 15 pions sont en V1 à V6 pour Vert. Gammon, backgammon et videau.
rules-catch-me =
    Attrape-moi. 6 pions par camp sur un circuit sans fin : Vert part de N1 à N6,
    Noir de V1 à V6 ; après V1, Vert repart en N1.
    Sans doublé, on ne joue que si un dé montre 1 ou 6 : un seul pion avance de la somme.
    Un doublé donne 4 coups du nombre, avec n'importe quels pions, puis on relance.
    Un seul pion par case. S'arrêter sur un pion adverse le retire du jeu.
    S'arrêter sur un de ses pions : on va jusqu'à la case suivante vide ou adverse.
    Le dernier pion va de coin en coin : V1, V6, V7, V12, N12, N7, N6, N1.
    Hors d'un coin, il saute d'abord au coin suivant au début de votre tour ;
    puis un 1 l'avance d'un coin, un 6 de deux coins, les autres dés rien.
    Le camp qui n'a plus de pion perd : 1 point. Pas de videau.
rules-doublets =
    Doublets. 12 pions par camp, deux empilés sur chacune de ses cases 1 à 6 :
    Vert en V1 à V6, Noir en N1 à N6. Aucun pion ne se déplace : chaque dé nomme une case.
    Phase 1, on dépile la pile de chaque case tirée ; phase 2, on la rempile ;
    phase 3, on sort la pile, ses deux pions, de chaque case tirée.
    Un doublé n'agit qu'une fois, sur sa case, puis on relance.
    Un dé qui n'a rien à faire est perdu. Quand une phase est finie, le dé qui reste est perdu :
    la phase suivante commence au lancer suivant.
    Le premier à sortir ses 12 pions gagne 1 point. Pas de videau.
    On joue en nommant les cases : V3 V6, ou V4 seul.

rules-eureka =
    Eurêka, pour apprendre à sortir. Tous les pions partent du jan intérieur :
    3 en V1, V2 et V3, 2 en V4, V5 et V6 pour Vert ; Noir de même en N1 à N6.
    Il n'y a que la sortie du backgammon ; aucun pion ne peut être frappé.
    Le premier à sortir ses 15 pions gagne : 1 point, 2 si l'autre n'a rien sorti.
    Sans videau.
rules-old-britain =
    Old Britain : le backgammon, mais 5 pions au plus sur une case,
    à l'arrivée comme à chaque étape d'un pion qui joue les deux dés, et en rentrant.
    Il faut jouer les deux dés quand on peut ; sinon, l'un ou l'autre au choix.
    Sans videau.
rules-pin =
    Pin. Vert part avec 13 pions en N1, 1 en N8 et 1 en N10 ;
    Noir de même en V1, V8 et V10.
    On ne frappe pas : un pion seul sur lequel on s'arrête est épinglé,
    il ne bouge plus tant que l'épingleur reste dessus, et son camp ne peut s'y poser.
    Deux pions adverses ferment aussi une case.
    Le coup se joue en entier, les deux dés ou les quatre du double, ou pas du tout.
    On sort quand les 15 pions sont rentrés et qu'aucun n'est épinglé.
    Le gagnant marque les pips qui restent au perdant, doublés s'il n'a rien sorti,
    triplés s'il a aussi un pion dans le jan intérieur du gagnant. Sans videau.
rules-arriere =
    À l'arrière : le backgammon, mais chaque dé peut aussi reculer un pion,
    au choix dé par dé, jusqu'à sa case de départ la plus lointaine, N1 pour Vert.
    En reculant on peut frapper ; on ne recule jamais sur la barre.
    On rentre et on sort en avançant seulement ; pour sortir, tous doivent être rentrés.
    Après 500 tours de chaque camp, la partie est nulle. Videau.
rules-straight =
    Straight : le départ du backgammon, mais les deux camps vont dans le même sens.
    Vert part de N1, N12, V8, V6 ; Noir des mêmes cases qu'au backgammon :
    V1 (2), V12 (5), N8 (3), N6 (5). Les deux rentrent en N1 à N6 et sortent de V1 à V6.
    Noir a 208 pips à faire, Vert 167. Frappe, gammon et videau du backgammon.
rules-lancer-fixe =
    Lancer fixe : le lancer d'ouverture vaut pour les deux camps, à chaque tour,
    toute la partie. On ne lance plus jamais les dés.
    Si aucun des deux ne peut plus jouer ce lancer, la partie est nulle.
    Tout le reste est le backgammon, videau compris.
rules-sans-prendre =
    Sans prendre : le backgammon, mais qui frappe un pion perd la partie,
    1 point fois le videau, quand son coup est validé.
    Une frappe forcée doit être jouée.
rules-envers =
    À l'envers : le backgammon, mais le dernier à sortir tous ses pions gagne,
    1 point fois le videau, sans gammon.
rules-serpent =
    Le serpent, départ à handicap. Vert n'a que 6 pions sur le plateau,
    2 en N1, 2 en N2, 2 en N3, et 9 sur la barre, qui rentrent d'abord.
    Noir a le départ du backgammon. Tout le reste est le backgammon.
rules-tapa =
    Tapa. 15 pions par camp, tous sur sa case de départ : N1 pour Vert.
    On ne frappe pas : un pion seul sur lequel on s'arrête est épinglé.
    Un pion épinglé ne bouge plus tant que l'épingleur reste sur lui,
    et son camp ne peut pas s'arrêter sur cette case.
    Deux pions adverses ferment aussi une case.
    Pour sortir, les 15 pions doivent être rentrés et aucun épinglé.
    Pas de mère : un pion épinglé sur sa case de départ l'est comme un autre.
    1 point, 2 si le perdant n'a rien sorti ; pas de backgammon, pas de videau.
    Si plus aucun camp ne peut jamais bouger, la partie est nulle.

## La partie.

game-opening-starts-roll = { $side } commence et lance les dés.
game-opening-starts-free = { $side } commence.
game-turn-human-free = { $side }, à vous : un mouvement, sans dés.
game-pass-human-free = Aucun mouvement possible : le tour passe.
game-pass-computer-free = { $side } : aucun mouvement possible, le tour passe.
game-played-computer-free = { $side } joue { $play }.
game-drawn = Partie nulle : personne ne marque.
dice-info-free = { $side }, un mouvement sans dés.
repl-prompt-turn-free = { $side }, sans dés >
match-history-pass-free = { $side } : aucun mouvement possible.
match-history-play-free = { $side } : { $play }.
match-history-drawn = Partie nulle.

## Coups refusés.

move-error-runner-first = Le coureur, en { $point }, avance seul jusqu'à ce qu'il ait passé la case de départ adverse.
move-error-reserve-first = Il faut d'abord entrer tous les pions de la réserve.
move-error-pinned = Le pion en { $point } est épinglé : il ne peut pas bouger.
move-error-own-checker = Votre pion en { $point } l'interdit : ce jeu ne permet ni de s'y ajouter ni de le dépasser.
move-error-full =
    La case { $point } a déjà { $cap ->
        [one] { $cap } de vos pions
       *[other] { $cap } de vos pions
    }, le maximum.
move-error-turn-end =
    { $rule ->
        [quarter] Interdit : vous tiendriez les 6 cases de votre premier quart.
        [prime] Interdit : 6 cases de suite devant tous les pions adverses, alors qu'un autre coup existe.
       *[blocking] Interdit : ce blocage n'est pas permis.
    }
move-error-not-a-move = Aucun mouvement ne va de là à là.
move-error-nothing-on = Aucun dé de ce lancer n'agit en { $point } : sa pile est déjà faite dans cette phase, ou aucun dé ne la nomme.

## Positions refusées.

position-error-reserve =
    { $side ->
        [green] Vert
       *[black] Noir
    } aurait { $found ->
        [one] { $found } pion
       *[other] { $found } pions
    } en réserve ; ce jeu en permet { $allowed }.
position-error-pin =
    Pas de pion { $side ->
        [green] vert
       *[black] noir
    } épinglé en { $label } : ce jeu n'épingle pas, ou rien n'est dessus.
position-error-cap =
    { $side ->
        [green] Vert
       *[black] Noir
    } aurait { $found } pions en { $label } ; ce jeu en permet { $cap } par case.
position-error-off-track =
    { $side ->
        [green] Vert
       *[black] Noir
    } ne peut pas avoir de pion en { $label } : ce jeu ne se joue pas sur cette case.
position-error-streak = Ce jeu ne compte pas de marques de suite.
position-error-stacks =
    Les piles ou la phase { $side ->
        [green] de Vert
       *[black] de Noir
    } ne vont pas avec ses pions : en phase 1 ou 2, deux pions sur chaque case de 1 à 6 et au moins une pile à dépiler (phase 1) ou à rempiler (phase 2) ; en phase 3, chaque pile encore là debout.

## Épingles, clones, marques, réserve.

play-say-hop-pin = { $from } à { $to } en épinglant
play-say-hop-on-pin = { $from }, puis { $to } en épinglant
board-show-pinned = { $entry } épinglé
board-pinned = { $entry } : { $pinned ->
        [green] vert
       *[black] noir
    } épinglé
    .ear =
        Un pion { $pinned ->
            [green] vert
           *[black] noir
        } épinglé sous { $count } { $side ->
            [green] { $count ->
                [one] vert
               *[other] verts
            }
           *[black] { $count ->
                [one] noir
               *[other] noirs
            }
        } en { $label }
board-streak = Dernière marque : { $side }, { $count } de suite.
game-clone =
    Clone : un pion { $side ->
        [green] vert
       *[black] noir
    } de plus, sur la barre.
game-scored =
    { $count ->
        [one] { $side } marque : mur de { $point } sorti.
       *[other] { $side } marque encore : mur de { $point } sorti.
    }

## Doublets : piles et phases.

play-say-unstack = { $point } dépilé
play-say-restack = { $point } rempilé
play-say-pile-off = { $point }, pile sortie
play-phase-begins =
    { $phase ->
        [2] phase 2 : on rempile
       *[3] phase 3 : on sort les piles
    }
board-pile = { $entry } { $standing ->
        [yes] en pile
       *[no] dépilés
    }
    .ear = { $entry }, { $standing ->
        [yes] en pile
       *[no] dépilés
    }
board-phase = { $side } en phase { $phase } : { $phase ->
        [1] dépiler
        [2] rempiler
       *[3] sortir les piles
    }.
