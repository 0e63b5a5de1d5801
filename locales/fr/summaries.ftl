# Une ligne par jeu, pour tablier --jeu aide : ce qui le distingue du backgammon.

cli-game-line = { $word } : { $name }, { $summary }

game-summary-backgammon = le jeu de base, avec le videau.
game-summary-jacquet = même sens pour les deux camps, le postillon, un pion bloque.
game-summary-nackgammon = le backgammon avec 4 pions à l'arrière.
game-summary-hypergammon = 3 pions par camp.
game-summary-plakoto = on épingle au lieu de frapper, la mère.
game-summary-fevga = même sens, un pion bloque, le coureur d'abord.
game-summary-course = tous les pions partent de la réserve.
game-summary-surpeuple = 5 pions de plus dans la réserve.
game-summary-anti = le premier à tout sortir perd.
game-summary-clonage = chaque frappe donne un pion de plus.
game-summary-sauterelle = sans dés, sauts de quart en quart, des murs.
game-summary-puff = tout dans la réserve, petit dé d'abord, faces du dessous.
game-summary-puff-long = le puff sur une seule piste.
game-summary-puff-russe = le puff, libre d'entrer ou d'avancer après deux pions.
game-summary-puff-russe-long = le puff russe sur une seule piste.
game-summary-francais-1 = tout dans la réserve ; doublet, faces du dessous, on relance.
game-summary-russe = une seule piste ; doublets complets, faces du dessous, on relance.
game-summary-gioul = un pion bloque, les doublets montent en échelle.
game-summary-mexicain = petit dé d'abord, 5 par case, le 1-2 annonce un doublet.
game-summary-libre-choix = l'un choisit son lancer, l'autre lance deux fois.
game-summary-lancer-premature = chaque lancer est connu un tour à l'avance.
game-summary-tourne-case = 3 pions sur sa propre rangée, prise sur la case d'en face.
game-summary-ludus = sur un demi-plateau, doublets une fois, cases interdites.
game-summary-catch-me = 6 pions sur un circuit sans fin, on bouge sur un 1 ou un 6.
game-summary-eureka = tous les pions dans son jan intérieur, on ne fait que sortir.
game-summary-old-britain = 5 pions par case au plus, l'un ou l'autre dé quand un seul se joue.
game-summary-pin = on épingle au lieu de frapper, le lancer entier ou rien, on marque les pips.
game-summary-arriere = chaque dé peut aussi faire reculer un pion.
game-summary-straight = départ du backgammon, les deux camps dans le même sens.
game-summary-lancer-fixe = le lancer d'ouverture sert à tous les tours.
game-summary-sans-prendre = qui frappe perd la partie.
game-summary-envers = le dernier à tout sortir gagne.
game-summary-serpent = un camp part avec 6 pions au fond et 9 sur la barre.
game-summary-doublets = rien ne bouge : chaque dé nomme une case à dépiler, rempiler, sortir.
