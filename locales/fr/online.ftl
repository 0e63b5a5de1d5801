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
srv-store-failed = Le serveur n'arrive pas à enregistrer : rien n'a changé. Réessayez plus tard.
srv-too-long = Ligne trop longue (plus de { $max } octets) : ignorée.
srv-not-text = Cette ligne n'est pas du texte UTF-8 : ignorée.
srv-flood = Trop de lignes refusées ou envoyées trop vite : déconnexion.
srv-slow-reader = Vous ne lisez plus ce que le serveur envoie : déconnexion.
srv-idle = Une heure sans rien taper hors d'une table : déconnexion.

## L'aide.
srv-help-lobby = Au salon : qui, tables, créer OPTIONS, rejoindre N, inviter NOM, dire TEXTE, chuchoter NOM TEXTE, langue fr ou en, au revoir.
srv-help-create = Options de créer : --jeu JEU, --match N, --partie-libre, --pendule, --videau-max N, --conventions, et privée.
srv-help-table = À la table : les commandes du jeu (aide jeu), dire TEXTE, chuchoter NOM TEXTE, inviter NOM, quitter la table.
srv-help-game-word = jeu

## Le salon.
srv-who = { $count ->
    [one] 1 personne connectée :
   *[other] { $count } personnes connectées :
}
srv-who-lobby = { $name }, au salon.
srv-who-waiting = { $name }, à la table { $id }, attend un adversaire.
srv-who-playing = { $name }, joue à la table { $id }.
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
cli-error-no-data-folder = Aucun dossier de données : donnez le fichier de la base avec --base.
