# tablier moteur : le dialogue UBGI avec un autre programme, et ses messages d'erreur
# (écrits sur la sortie d'erreur, la réponse sur la sortie standard étant « sorry »).

cli-moteur-about = Joue comme moteur pour un autre programme : lit des positions XGID ou FIBS (protocole UBGI) et répond par un coup ou une décision de videau.
cli-moteur-usage = tablier moteur [--niveau NIVEAU] [--port PORT] [--gnubg]
cli-moteur-help-level = Niveau du moteur : simple, débutant, intermédiaire, avancé, fort ou expert (par défaut expert ; le moteur ne joue jamais au hasard).
cli-moteur-help-port = Écoute ce port TCP local au lieu de l'entrée standard, pour un seul programme (GNU Backgammon : set player 1 external localhost:PORT).
cli-moteur-help-gnubg = Lit les lignes FIBS comme les écrit le joueur externe de GNU Backgammon 1.07 (score du joueur 0 en premier) : à donner quand gnubg fait jouer tablier.
cli-error-engine-game = Le moteur joue les jeux de GNU Backgammon (backgammon, nackgammon, hypergammon) : XGID et FIBS ne décrivent pas une position de { $value }.
cli-error-port = Port invalide : « { $value } ». Attendu : un nombre de 1 à 65535.
cli-error-port-busy = Impossible d'écouter le port { $value }.

engine-listening = Moteur à l'écoute sur 127.0.0.1:{ $port }.
engine-error-unknown =
    Ligne incomprise : « { $line }{ $cut ->
        [yes] …
       *[no] {""}
    } ». Attendu : ubgi, isready, quit, une position XGID ou une ligne FIBS board:.
engine-error-field-count =
    Cette position a { $found ->
        [0] aucun champ
        [one] { $found } champ
       *[other] { $found } champs
    } ; il en faut { $expected }.
engine-error-field = Champ « { $field } » incorrect : « { $value } ».
engine-error-position = Ces dames ne forment pas une position de backgammon. { $reason }
engine-error-game-over = La partie est finie : il n'y a rien à décider.
engine-error-beaver = Un castor ou un raton est en attente : le moteur n'y répond pas.

engine-field-checkers = dames
engine-field-board = plateau
engine-field-cube = videau
engine-field-cube-owner = propriétaire du videau
engine-field-may-double = droit de doubler
engine-field-was-doubled = double proposé
engine-field-max-cube = videau maximal
engine-field-turn = trait
engine-field-dice = dés
engine-field-score = score
engine-field-match-length = longueur du match
engine-field-rules = règles
engine-field-crawford = Crawford
engine-field-colour = couleur
engine-field-direction = sens de marche
