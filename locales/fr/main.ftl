# Messages généraux de tablier.
# Les identifiants se lisent <domaine>-<genre>-<détail> ; locales/en/main.ftl a exactement les mêmes.
# Pas de symboles que la voix lirait comme du bruit (astérisques, parenthèses décoratives).

app-name = Tablier

## Noms des langues, pour le choix de la langue.

lang-name-fr = français
lang-name-en = anglais

## Citations : le texte de quelqu'un, coupé entre deux mots quand il est long.

quote-cut = { $text }…

## Synthèse vocale : avis affichés quand la parole manque.

speech-notice-unavailable = La synthèse vocale n'est pas disponible : affichage seul.
speech-notice-screen-reader = Lecteur d'écran détecté : tablier ne parle pas lui-même ; parole oui pour sa voix.
speech-notice-timeout = La synthèse vocale ne répond pas : affichage seul.
speech-notice-lost = La synthèse vocale ne répond plus : affichage seul.

## Réservé aux tests : pluriel et nombres (en français, 0 et 1 prennent le singulier).

locale-test-checkers =
    { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    }
    .label = Pions
