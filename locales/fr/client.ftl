# tablier en-ligne : le client du serveur (issue 28). Le serveur dit tout le reste, dans la
# langue du joueur ; le client ne dit que ses propres messages.

client-about = Joue en ligne : se connecte à un serveur tablier (tablier serveur).
client-usage = tablier en-ligne ADRESSE [OPTIONS]
client-help-address = L'adresse du serveur : hôte:port, [IPv6]:port ou un nom (port 4321 par défaut).
client-help-ca = Le certificat (PEM) du serveur, le seul de confiance : pour un certificat auto-signé.
client-help-insecure = Sans chiffrement (TCP simple), même vers une autre machine ; le mot de passe passe en clair.
client-help-simple = Lignes simples sans édition, pour les lecteurs d'écran qui les préfèrent.
client-help-speech = Parole : auto, oui ou non.

client-error-address = Adresse de serveur incomprise : « { $value } ». Exemples : localhost, jeu.example.org:4321, [::1]:4321.
client-error-ca = Certificat inutilisable : { $value }.
client-error-ca-none = aucun certificat PEM dans ce fichier

client-info-connecting = Connexion à { $address }…
client-error-connect = Impossible de se connecter à { $address } : { $reason }.
client-reason-refused = rien n'écoute sur ce port (connexion refusée)
client-reason-unknown-host = cette adresse est inconnue
client-reason-timeout = pas de réponse
client-reason-certificate = le certificat du serveur n'est pas reconnu (pour un certificat auto-signé : --ca FICHIER)
client-reason-tls = le chiffrement (TLS) a échoué
client-reason-other = { $error }
client-ask-retry = Réessayer ? (oui/non)
client-info-lost = La connexion au serveur est perdue.
client-info-closed = Le serveur a fermé la connexion.
client-ask-reconnect = Se reconnecter ? (oui/non)
client-error-silent = Le serveur ne répond pas depuis { $seconds } secondes.
client-error-secret-refused = Mot de passe non envoyé : la connexion à { $address } n'est pas chiffrée (--sans-chiffrement pour l'envoyer quand même).
client-info-end = Fin de la saisie : connexion fermée, au revoir.

## Les fichiers envoyés par le serveur (exporter N FICHIER).
client-error-file-malformed = Le serveur a envoyé un fichier mal formé ou incomplet : rien n'est écrit.
client-error-file-too-large = Le serveur a envoyé un fichier de plus d'un mégaoctet : refusé, rien n'est écrit.
client-error-file-unasked = Le serveur a envoyé un fichier nommé { $name } que vous n'avez pas demandé : rien n'est écrit.
