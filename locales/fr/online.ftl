# Le serveur en ligne (tablier serveur) : l'accueil, les membres, le salon, les tables.

## Les mots des commandes du serveur ; ceux de l'anglais sont compris aussi.
srv-word-register = inscription
srv-word-login = connexion
srv-word-language = langue
srv-word-help = aide
srv-word-bye = au revoir
srv-word-who = qui
srv-word-tables = tables
srv-word-create = créer
srv-word-join = rejoindre
srv-word-invite = inviter
srv-word-say = dire
srv-word-tell = chuchoter
srv-word-leave = quitter la table
srv-word-watch = regarder
srv-word-quiet = silence
srv-word-teaching = entraînement
srv-word-stats = stats
srv-word-games = parties
srv-word-open = ouvrir
srv-word-correspondence = correspondance
srv-word-days = jours
srv-word-matches = matchs
srv-word-export = exporter
srv-word-private = privée

## L'accueil et les membres.
srv-welcome = Bienvenue sur le serveur tablier. Pour jouer : inscription NOM, ou connexion NOM. Aide : aide.
srv-listening = Serveur tablier à l'écoute sur { $address }, base { $base }.
srv-listening-tls = Serveur tablier à l'écoute sur { $address } (TLS), base { $base }.
srv-cannot-start = Le serveur ne peut pas démarrer : { $why }
srv-tables-restored = { $count ->
    [0] Aucune table à reprendre.
    [one] 1 table reprise telle qu'elle était.
   *[other] { $count } tables reprises telles qu'elles étaient.
}
srv-table-unreadable = La table { $id } n'a pas pu être reprise : { $why }
srv-hello-unknown = Ce serveur ne connaît pas « { $version } » : la connexion reste en texte simple.
srv-password = Mot de passe :
srv-password-again = Le même mot de passe, une seconde fois :
srv-password-mismatch = Les deux mots de passe diffèrent : rien n'est créé.
srv-password-short = Un mot de passe a au moins { $min } caractères : rien n'est créé.
srv-password-long = Ce mot de passe est trop long : rien n'est créé.
srv-name-missing = Quel nom ? Par exemple : { $command } Anne.
srv-name-short = Un nom a au moins 2 caractères.
srv-name-long = Un nom a au plus 20 caractères.
srv-name-char = « { $char } » ne peut pas être dans un nom : des lettres, des chiffres, - et _ seulement.
srv-name-taken = Le nom { $name } est déjà pris.
srv-registered = Bienvenue, { $name } : vous êtes inscrit et connecté.
srv-logged-in = Bonjour, { $name }.
srv-login-failed = Nom ou mot de passe incorrect.
srv-login-wait = Trop d'essais manqués pour ce nom : réessayez dans { $seconds } secondes.
srv-login-first = Connectez-vous d'abord : connexion NOM, ou inscription NOM.
srv-already-in = Vous êtes déjà connecté, { $name }.
srv-replaced = Vous vous êtes connecté ailleurs : cette connexion se ferme.
srv-lang-set = Les réponses seront en français.
srv-lang-bad = Langue inconnue : « { $text } ». Langues : fr, en.
srv-bye = Au revoir.
srv-unknown = Commande inconnue : « { $text } ». Tapez aide.
srv-store-failed = Le serveur ne peut pas écrire dans sa base pour l'instant, son disque est peut-être plein : ce que vous avez demandé n'a pas été fait, et rien de ce qui a été fait avant n'est perdu. Réessayez dans un moment.
srv-too-long = Ligne trop longue (plus de { $max } octets) : ignorée.
srv-not-text = Cette ligne n'est pas du texte UTF-8 : ignorée.
srv-flood = Trop de lignes refusées ou envoyées trop vite : déconnexion.
srv-slow-reader = Vous ne lisez plus ce que le serveur envoie : déconnexion.
srv-idle = Une heure sans rien taper hors d'une table : déconnexion.

## L'aide.
srv-help-lobby = Au salon : qui, tables, parties, ouvrir N, stats NOM, matchs, exporter N FICHIER, créer OPTIONS, rejoindre N, regarder N, inviter NOM, dire TEXTE, chuchoter NOM TEXTE, langue fr ou en, au revoir.
srv-help-create = Options de créer : --jeu JEU, --match N, --partie-libre, --pendule, --videau-max N, --conventions, et les mots privée (sur invitation), entraînement (non classée, conseil permis), correspondance jours N (un coup en N jours).
srv-help-table = À la table : les commandes du jeu (aide jeu), dire TEXTE, chuchoter NOM TEXTE, inviter NOM, silence (les spectateurs entre eux), quitter la table.
srv-help-game-word = jeu

## Le salon.
srv-who = { $count ->
    [one] 1 personne connectée :
   *[other] { $count } personnes connectées :
}
srv-who-lobby = { $name } ({ $rating }), au salon.
srv-who-waiting = { $name } ({ $rating }), à la table { $id }, attend un adversaire.
srv-who-playing = { $name } ({ $rating }), joue à la table { $id }.
srv-tables-none = Aucune table ouverte. Pour en ouvrir une : créer --match 3.
srv-tables-head = { $count ->
    [one] 1 table :
   *[other] { $count } tables :
}
srv-table-line = Table { $id } : { $game }, { $format }{ $cube }{ $clock }. { $players }{ $private }
srv-format-single = une partie
srv-format-money = partie libre
srv-format-match = match en { $points } points
srv-format-games = match en { $points } manches
srv-cube-yes = , videau
srv-cube-capped = , videau jusqu'à { $cap }
srv-clock-yes = , pendule
srv-seat-green = Vert : { $name }.
srv-seat-black = Noir : { $name }.
srv-seat-free = { $side } : place libre.
srv-private = Privée.
srv-created = Table { $id } ouverte : { $game }, { $format }. Vous aurez Vert. On attend un adversaire ; pour inviter : inviter NOM.
srv-create-bad = Table refusée : { $why }
srv-create-offline = L'option { $option } n'a pas de sens en ligne.
srv-joined = { $name } s'assoit à la table { $id }.
srv-game-starts = La partie commence à la table { $id } : { $green } a Vert, { $black } a Noir.
srv-you-are = Vous jouez { $side }.
srv-no-table = Pas de table { $id }. Tapez tables.
srv-table-number = Quelle table ? Par exemple : rejoindre 3.
srv-table-full = La table { $id } est complète.
srv-table-private = La table { $id } est privée : il faut y être invité.
srv-already-seated = Vous êtes déjà à la table { $id }. Pour la quitter : quitter la table.
srv-not-seated = Vous n'êtes à aucune table.
srv-invited = { $name } vous invite à la table { $id } ({ $game }). Pour la rejoindre : rejoindre { $id }.
srv-invite-sent = Invitation envoyée à { $name }.
srv-invite-self = Vous êtes déjà à votre table.
srv-no-member = { $name } n'est pas connecté.
srv-said = { $name } dit : { $text }
srv-said-you = Dit à la table.
srv-said-lobby = Dit au salon.
srv-told = { $name } vous chuchote : { $text }
srv-tell-sent = Chuchoté à { $name }.
srv-nothing-said = Dire quoi ? Par exemple : { $command } bonne partie.
srv-left = { $name } quitte la table { $id }.
srv-left-you = Vous quittez la table { $id }.
srv-forfeit = { $name } a quitté la partie en cours : elle est perdue pour lui, { $winner } gagne le match.
srv-table-closed = La table { $id } ferme.

## Regarder, enseigner.
srv-watching = Vous regardez la table { $id }. Pour partir : quitter la table.
srv-watcher-joined = { $name } regarde la table { $id }.
srv-watcher-left = { $name } ne regarde plus la table { $id }.
srv-watch-private = La table { $id } est privée : il faut y être invité pour la regarder.
srv-watcher-only = Vous regardez cette table : seuls ses joueurs y jouent.
srv-who-watching = { $name } ({ $rating }), regarde la table { $id }.
srv-quiet-on = Silence demandé par { $name } : ce que disent les spectateurs ne va plus qu'aux spectateurs.
srv-quiet-off = Fin du silence, demandée par { $name } : les spectateurs parlent de nouveau à la table.
srv-quiet-players-only = Seuls les joueurs d'une table demandent le silence.
srv-said-watchers = Dit aux spectateurs : les joueurs ont demandé le silence.
srv-rated-no-advice = Pas de { $command } ici : la table est classée. Le conseil et le tuteur sont pour les tables d'entraînement (créer entraînement).
srv-teaching = , entraînement
srv-left-watch = Vous ne regardez plus la table { $id }.

## Résultats et classements.
srv-rating-changed = { $name } : classement { $rating } ({ $change }).
srv-result-not-kept = Le résultat de ce match n'a pas pu être enregistré : le serveur n'arrive pas à écrire.
srv-stats-head = { $name } : classement { $rating }, { $experience ->
    [one] 1 point de match classé joué.
   *[other] { $experience } points de match classés joués.
}
srv-stats-none = { $name } n'a encore fini aucun match.
srv-stats-game = { $game } : { $played ->
    [one] 1 match joué
   *[other] { $played } matchs joués
}, { $won ->
    [one] 1 gagné.
   *[other] { $won } gagnés.
}
srv-stats-colours = Parties gagnées : { $green } avec Vert, { $black } avec Noir.
srv-stats-server = Sur tout le serveur, parties gagnées : Vert { $green }, Noir { $black }, nulles { $draws }.
srv-no-such-member = Personne ne s'appelle { $name } sur ce serveur.

## Les parties par correspondance.
srv-corr-waiting = { $count ->
    [one] À vous dans 1 partie par correspondance : parties pour la liste.
   *[other] À vous dans { $count } parties par correspondance : parties pour la liste.
}
srv-corr-none = Aucune partie par correspondance en cours. Pour en ouvrir une : créer correspondance jours 3.
srv-corr-game = Table { $id } : { $game } contre { $opponent }, { $mine } à { $theirs }, { $turn ->
    [yes] à vous
   *[no] à l'adversaire
}, encore { $days } j { $hours } h. Pour y aller : ouvrir { $id }.
srv-corr-not-yours = La table { $id } n'est pas une de vos parties par correspondance.
srv-corr-opened = Table { $id }, par correspondance.
srv-corr-your-turn = À vous à la table { $id } : { $name } a joué. Pour y aller : ouvrir { $id }.
srv-corr-left = Vous quittez la table { $id } ; la partie continue. Pour y revenir : ouvrir { $id }.
srv-corr-warning = Moins d'un jour pour jouer à la table { $id } : passé ce délai, la partie est perdue.
srv-corr-timed-out = Table { $id } : { $name } n'a pas joué à temps ; { $winner } gagne le match.
srv-store-unsure = La base du serveur a échoué pendant cette écriture : cette action n'a pas été jouée, mais la base l'a peut-être gardée, et elle peut s'y trouver au redémarrage du serveur. Rien de ce qui a été fait avant n'est perdu. Regardez la partie de nouveau dans un moment.
srv-moved-elsewhere = Cette partie a été jouée entre-temps par un autre serveur : elle vient d'être relue, et ce que vous avez tapé n'a pas été joué. Regardez où elle en est avant de jouer.
srv-corr-days-bad = Le nombre de jours d'un coup va de 1 à 30.

## À la table.
srv-not-your-turn = C'est à { $name } ({ $side }) d'agir.
srv-waiting-opponent = La partie commencera quand un adversaire s'assiéra.
srv-not-online = { $command } n'existe pas en ligne.
srv-opponent-gone = { $name } s'est déconnecté ; la table attend son retour.
srv-opponent-back = { $name } est de retour à la table.
srv-back = Retour à la table { $id } ; vous jouez { $side }. { $count ->
    [0] Rien ne s'est passé pendant votre absence.
    [one] Pendant votre absence : 1 action de { $name }.
   *[other] Pendant votre absence : { $count } actions de { $name }.
}
srv-match-over = La partie est finie ; la table { $id } ferme. Vous revenez au salon.
srv-nothing-to-repeat = Rien à répéter.

## Les invites.
srv-prompt-lobby = salon >
srv-prompt-waiting = table { $id }, en attente >
srv-prompt-login = >

## La ligne de commande du serveur.
cli-serveur-about = Lance le serveur de jeu en ligne : des membres, un salon, des tables, pour le client tablier en-ligne ou tout client de lignes (nc, telnet).
cli-serveur-usage = tablier serveur [--adresse ADRESSE] [--base FICHIER|URL] [--certificat FICHIER --cle FICHIER]
cli-serveur-help-address = L'adresse d'écoute (par défaut 127.0.0.1:4321) ; le port 0 laisse le système choisir, et l'adresse est écrite.
cli-serveur-help-base = La base : un fichier (SQLite), par défaut serveur.db dans le dossier des données de tablier ; ou l'URL d'une base PostgreSQL (postgres://utilisateur@hôte:port/base), que plusieurs serveurs peuvent partager.
cli-serveur-help-cert = Le certificat TLS (PEM) : toute connexion est alors chiffrée.
cli-serveur-help-key = La clé privée du certificat (PEM).
cli-serveur-help-seed = La graine des dés des tables (pour les tests).
cli-serveur-help-instance = Le nom de ce serveur parmi ceux qui partagent une même base : il ne reprend que les tables vivantes qu'il a créées. Par défaut, le nom de la machine et l'adresse, les mêmes à chaque redémarrage.
cli-error-no-data-folder = Aucun dossier de données : donnez le fichier de la base avec --base.

## Les matchs finis, et leur export (exporter N FICHIER).
srv-matches-none = Aucun match fini pour l'instant.
srv-matches-head = { $count ->
    [one] Votre dernier match fini ; pour en garder le compte rendu : exporter, son numéro, puis un nom de fichier en sgf ou en mat.
   *[other] Vos { $count } derniers matchs finis, du plus récent ; pour en garder un : exporter, son numéro, puis un nom de fichier en sgf ou en mat.
}
srv-matches-line = { $id } : { $game }, { $length ->
    [0] une partie
    [one] 1 point
   *[other] { $length } points
}, contre { $opponent }, { $mine } à { $theirs }, { $outcome ->
    [won] gagné
    [lost] perdu
   *[draw] nul
}{ $forfeit ->
    [yes] {" "}par abandon
   *[no] {""}
}, le { $date }.
srv-date = { $day }/{ $month }/{ $year }
srv-date-none = jour inconnu
srv-export-usage = Pour exporter un match : exporter, son numéro (matchs les liste), puis un nom de fichier finissant par .sgf ou .mat. Exemple : exporter 3 match.sgf
srv-export-extension = { $name } : le nom doit finir par .sgf (pour GNU Backgammon : load match) ou .mat (import mat). Rien n'est envoyé.
srv-export-no-match = Aucun match fini ne porte le numéro { $id } : matchs liste les vôtres.
srv-export-private = Le match { $id } s'est joué à une table privée : seuls ses joueurs et ses invités peuvent l'exporter.
srv-export-unreadable = Le match { $id } ne peut pas être reconstruit sur ce serveur : rien n'est envoyé.
srv-export-game = Le match { $id } est une partie de { $game } : GNU Backgammon ne joue pas ce jeu, il n'a ni .sgf ni .mat.
srv-export-too-large = Le match { $id } fait { $bytes } octets, plus que le mégaoctet qu'on peut envoyer : rien n'est envoyé.
srv-export-begin = Début du fichier { $name } : { $lines ->
    [one] 1 ligne
   *[other] { $lines } lignes
}, { $bytes } octets, jusqu'à la ligne « Fin du fichier { $name } ». Le client tablier en-ligne l'écrit lui-même.
srv-export-end = Fin du fichier { $name }.
