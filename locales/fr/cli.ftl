# La ligne de commande : aide et erreurs.

cli-about = Tablier : backgammon, jacquet et toute leur famille de jeux au clavier et à la voix, pour joueurs aveugles et malvoyants (tablier --jeu aide liste les jeux).
cli-help-template =
    { $about }

    Utilisation : { $usage }

    Commandes :
    { $subcommands }

    Options :
    { $options }
cli-legal-help-template =
    { $about }

    Utilisation : { $usage }

    Options :
    { $options }
cli-help-help = Affiche cette aide.
cli-help-version = Affiche la version.
cli-help-lang = Langue : fr ou en (par défaut, celle du système, sinon le français).
cli-help-game = Jeu : { $games }.
cli-help-opponent = Adversaire : ordinateur ou humain (deux joueurs au même clavier).
cli-help-demo = L'ordinateur joue les deux camps, partie commentée.
cli-help-seed = Graine des dés, pour rejouer une partie à l'identique.
cli-help-speech = Parole : auto, oui ou non.
cli-help-notation = Notation des coups : tactile (N1-N7) ou standard (24/18).
cli-help-simple = Lignes simples sans édition, pour les lecteurs d'écran qui les préfèrent.
cli-help-editing = Édition de la ligne même quand un lecteur d'écran est détecté (sinon lignes simples).
cli-hint-help = Tapez tablier --aide pour la liste des options.

cli-legal-about = Liste les coups légaux d'une position, un par ligne : COUP, tabulation, position obtenue.
cli-legal-help-id = Position ID de GNU Backgammon, le joueur au trait d'abord.
cli-legal-help-position = Position en notation tactile, par exemple « V6 (2v), V5 (3v), barre (1n), réserve (5v, 3n) ».
cli-legal-help-to-move = Camp au trait avec --position : vert ou noir.
cli-legal-help-dice = Les dés, par exemple 63 ; sans objet à la sauterelle, jouée sans dés.
cli-legal-help-batch = Lit sur l'entrée des lignes « PositionID tabulation dés » et répond une ligne par ligne.

cli-error-usage = Commande incomprise : { $value }
cli-error-unknown-option = Option inconnue : { $value }
cli-error-unknown-command = Commande inconnue : { $value }
cli-error-missing-option = Il manque l'option { $value }.
cli-error-missing-value = Il manque une valeur pour { $value }.
cli-error-conflict = Ces options ne vont pas ensemble : { $value }
cli-error-repeated = L'option { $value } est donnée deux fois : une seule suffit.
cli-error-money-only = { $value } ne vaut qu'en partie libre : ajoutez --partie-libre.
cli-help-default = (par défaut : { $value })
cli-error-lang = Langue inconnue : « { $value } ». Langues possibles : fr, en.
cli-error-game = Jeu inconnu : « { $value } ». Jeux possibles : { $games }.
cli-error-opponent = Adversaire inconnu : « { $value } ». Possibles : ordinateur, humain.
cli-error-seed = Graine invalide : « { $value } ». Il faut un nombre entier positif.
cli-error-speech = Réglage de parole inconnu : « { $value } ». Possibles : auto, oui, non.
cli-error-notation = Notation inconnue : « { $value } ». Possibles : tactile, standard.
cli-error-dice = Dés invalides : « { $value } ». Il faut deux chiffres de 1 à 6, par exemple 63.
cli-error-no-dice = Ce jeu se joue sans dés : --des { $value } est de trop.
cli-error-side = Camp inconnu : « { $value } ». Possibles : vert, noir.
cli-error-position-id = Position ID invalide : « { $value } ».
cli-error-position-text = Position illisible ou impossible : « { $value } ».
cli-error-id-backgammon-only = Les Position ID décrivent les jeux de GNU Backgammon (backgammon, nackgammon, hypergammon), pas le jeu « { $value } ».
cli-error-batch-line = Ligne illisible : « { $value } ». Il faut un Position ID, une tabulation et les dés.

## Les mots de la notation tactile.

notation-word-bar = barre
notation-word-off = sortis
    .also = sorti, sortie, sorties
notation-word-reserve = réserve
notation-word-scores = marques
# Doublets (variants.md §0.5): the entry listing the standing piles, and the one giving each side's phase.
notation-word-piles = piles
notation-word-phase = phase
notation-letter-green = V
notation-letter-black = N
notation-count-green = v
notation-count-black = n

cli-help-conventions = Conventions, séparées par des virgules : six (jacquet : aucun barrage de six cases), double (jacquet : double bouchage), noir-choisit (libre choix : Noir choisit ses lancers).
cli-error-conventions = Convention inconnue dans « { $value } ». Possibles : six, double, noir-choisit.
cli-help-games-won-only = Jacquet : rencontre en 3 ou 5 parties où seules comptent les parties gagnées.
cli-error-games-won-only = Nombre de parties invalide : « { $value } ». Une rencontre se joue en 3 ou 5 parties.
cli-error-games-won-only-jacquet = --manches { $value } est une convention du jacquet : ajoutez --jeu jacquet.

cli-duel-about = Fait jouer deux joueurs l'un contre l'autre, dés dupliqués, et mesure les points par partie.
cli-duel-help-a = Premier joueur : un niveau (débutant … expert), net0, net1, net2, pubeval, heuristique, heuristique1 (jacquet), securite, securite1, general, general1 (tous les jeux), hasard, ou gnubg, gnubg1, gnubg2 (GNU Backgammon installé, backgammon seulement).
cli-duel-help-b = Second joueur, comme pour --a.
cli-duel-help-games = Nombre de parties, jouées par paires avec les mêmes dés, camps échangés.
cli-duel-help-seed = Graine des dés.
cli-duel-help-threads = Nombre de fils d'exécution.
cli-duel-help-weights = Dossier de réseaux écrits par entrainer, joués à la place des réseaux intégrés.
cli-duel-help-speed = Au lieu d'un duel, chronomètre les décisions des deux joueurs sur les mêmes positions.
cli-help-with-aliases = { $help } Aussi : { $names }.
cli-usage = tablier [options] [legal | duel | moteur …]
cli-legal-usage = tablier legal (--id ID | --position TEXTE --trait COULEUR) --des DÉS, ou tablier legal --lot
cli-duel-usage = tablier duel [--a JOUEUR] [--b JOUEUR] [--parties N] [options]

duel-error-player = Joueur inconnu : « { $a } » ou « { $b } ». Possibles : un niveau (débutant … expert), net0, net1, net2, pubeval, heuristique, heuristique1, hasard, gnubg (gnubg0), gnubg1, gnubg2.
duel-error-no-gnubg = GNU Backgammon est introuvable : scripts/setup-debian.sh l'installe.
duel-error-gnubg-game = GNU Backgammon ne joue ici que le backgammon.
duel-error-gnubg = Duel annulé : { $error }
duel-mat-written = Premières parties du duel écrites dans { $path } : scripts/gnubg-analyse.sh les fait analyser par GNU Backgammon.
cli-duel-help-mat = Après le duel, écrit ses premières parties (le premier joueur en Vert, 100 au plus) dans ce fichier .mat, pour l'analyse de GNU Backgammon.
duel-error-weights = Réseaux illisibles dans { $dir } : { $error }
duel-speed = { $game } : { $positions } positions, { $rate } décisions par seconde de calcul à 0-ply.
duel-speed-player = { $player } : { $mean } ms de calcul par décision en moyenne, { $p99 } ms au 99e centile, { $max } ms au plus, sur { $count } décisions.
duel-speed-unread = { $player } : son temps de calcul ne peut pas être lu sur ce système.
duel-result =
    { $game } : { $a } contre { $b }, { $games } parties.
    Points par partie : { $ppg }, erreur type { $se }. Gagnées : { $wins } %.
    Gammons : { $gammons-won } % gagnés, { $gammons-lost } % perdus. Backgammons : { $backgammons-won } % gagnés, { $backgammons-lost } % perdus.
    Durée : { $seconds } s.
cli-help-level = Niveau de l'ordinateur : simple, débutant, intermédiaire, avancé (par défaut), fort ou expert.
cli-help-thinking = Temps de réflexion de l'ordinateur par décision, en secondes (0,2 par défaut ; 0,5 au niveau fort, 1 au niveau expert ; une pendule l'abaisse).
cli-error-thinking = Temps de réflexion invalide : « { $value } ». Il faut un nombre de secondes de 0 à 60.
cli-error-level = Niveau inconnu : « { $value } ». Possibles : simple, débutant, intermédiaire, avancé, fort, expert.
cli-help-tutor = Tuteur : prévient avant un coup qui perd plus que SEUIL (0,08 par défaut, de 0 à 1) ; non pour l'arrêter.
cli-error-tutor = Seuil du tuteur invalide : « { $value } ». Il faut oui, non, ou un nombre plus grand que 0 et au plus 1, par exemple 0,08.
cli-help-verbosity = Ce qui est dit : courte (lignes de 40 caractères au plus), normale (par défaut) ou détaillée.
cli-error-verbosity = Verbosité inconnue : « { $value } ». Possibles : courte, normale, détaillée.
