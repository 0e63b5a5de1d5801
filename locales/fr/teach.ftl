# L'entraînement et les leçons (issue 14).

cmd-word-practice = entraînement
    .short = ent
cmd-help-practice = un plateau libre pour s'exercer : la partie en cours est mise de côté ({ cmd-word-games }, puis { cmd-word-load }, pour la reprendre). Tous les jeux.
cmd-word-lesson = leçon
    .short = lc
cmd-help-lesson = leçon NOM ou FICHIER : les exercices d'une leçon fournie (tablier --lecon les liste) ou d'un fichier de leçon, jugés comme { cmd-word-hint }. Tous les jeux à dés ; les questions de videau, les jeux à videau.
cmd-word-position = position
    .short = pos
cmd-help-position = à l'entraînement, position TEXTE pose la position : texte tactile (V6 (2v), barre (1n)), Position ID ou XGID (backgammon), ou départ.
cmd-word-turn = trait
    .short = tr
cmd-help-turn = à l'entraînement, trait noir ou trait vert : qui joue.
cmd-word-computer = ordinateur
    .short = ord
cmd-help-computer = à l'entraînement, l'ordinateur joue le coup du camp qui a le trait. Et dés 63 fixe les dés.

help-topic-teach = enseigner
help-about-teach = l'entraînement et les leçons

lesson-start = départ
lesson-key-title = titre
    .other = nom
lesson-key-game = jeu
    .other = variante
lesson-key-exercise = exercice
    .other = ex
lesson-key-position = position
    .other = pos
lesson-key-side = trait
    .other = joueur
lesson-key-dice = dés
    .other = dé
lesson-key-question = question
    .other = q
lesson-key-comment = commentaire
    .other = explication
lesson-question-play = meilleur coup
    .other = coup
lesson-question-double = videau
    .other = doubler
lesson-question-take = prise
    .other = prendre ou passer
lesson-answer-double = double
    .other = je double
lesson-answer-no-double = pas de double
    .other = je ne double pas
lesson-answer-take = prendre
    .other = je prends
lesson-answer-pass = passer
    .other = je passe

teach-practice-started =
    { $set_aside ->
        [yes] La partie est mise de côté : { cmd-word-games }, puis { cmd-word-load } 1, pour la reprendre.
       *[no] {""}
    }Entraînement : { cmd-word-position } TEXTE, { cmd-word-dice } 63, { cmd-word-turn } noir, { cmd-word-computer }, { cmd-word-hint }. { cmd-word-quit } pour sortir.
teach-position-set = Position posée.
teach-lesson-refused = Leçon { $path } refusée, rien n'a changé : { $why }
teach-lesson-file-failed =
    { $why ->
        [not-found] fichier introuvable.
        [denied] accès refusé.
        [foreign] ce n'est pas du texte UTF-8.
        [folder] c'est un dossier ; donnez un nom de fichier.
        [special] ce n'est pas un fichier ordinaire.
        [too-large] fichier trop gros (16 Mo au plus).
        [bad-name] nom de fichier illisible.
       *[other] le fichier ne se lit pas.
    }
teach-lesson-begins =
    Leçon : { $title }{ $closed ->
        [yes] {""}
       *[no] .
    } { $count ->
        [one] Un exercice.
       *[other] { $count } exercices.
    } Répondez par un coup, ou tapez { cmd-word-board }, { cmd-word-pips }, { cmd-word-repeat }, { cmd-word-next }.
teach-exercise =
    Exercice { $number } sur { $count }{ $named ->
        [yes] {" "}({ $name })
       *[no] {""}
    }. { $question ->
        [play] { $side ->
            [green] Vert
           *[black] Noir
        } joue { $dice } : quel est le meilleur coup ?
        [double] { $side ->
            [green] Vert
           *[black] Noir
        } a le trait, videau à { $cube } : doubler ou pas de double ?
       *[take] { $side ->
            [green] Noir double Vert
           *[black] Vert double Noir
        } : prendre ou passer ?
    }
teach-prompt-cube =
    { $question ->
        [double] Doubler ou pas de double ? >
       *[take] Prendre ou passer ? >
    }
teach-play-judged =
    { $best_played ->
        [yes] { $grade ->
            [good] Bien : { $play } est le meilleur coup.
           *[other] { $play } : c'est le meilleur coup.
        }
       *[no] { $grade ->
            [good] Bien : { $play } perd seulement { $loss }. Le meilleur : { $best }.
            [doubtful] Douteux : { $play } perd { $loss }. Le meilleur : { $best }.
           *[bad] Erreur : { $play } perd { $loss }. Le meilleur : { $best }.
        }
    }
teach-cube-judged =
    { $right ->
        [yes] Bien : { $best }.
       *[no] { $grade ->
            [good] Presque : { $best } valait un peu mieux, perte { $loss }.
            [doubtful] Douteux : il fallait { $best }, perte { $loss }.
           *[bad] Erreur : il fallait { $best }, perte { $loss }.
        }
    }
teach-cube-equities = Pas de double { $none }, double-prise { $take }, double-passe { $pass }.
teach-cube-action =
    { $question ->
        [take] { $yes ->
            [yes] prendre
           *[no] passer
        }
       *[other] { $yes ->
            [yes] doubler
           *[no] ne pas doubler
        }
    }
teach-comment = Commentaire : { $text }
teach-hint-counted = Conseil demandé : cet exercice ne comptera pas comme réussi.
teach-skipped = Exercice { $number } passé.
teach-lesson-over =
    Leçon finie : { $right } sur { $total } bien { $right ->
        [one] répondu
       *[other] répondus
    }, équité perdue en tout { $lost }{ $helped ->
        [0] {""}
        [one] , un avec conseil
       *[other] , { $helped } avec conseil
    }{ $skipped ->
        [0] {""}
        [one] , un passé
       *[other] , { $skipped } passés
    }. Vous êtes à l'entraînement ; { cmd-word-quit } pour sortir.
teach-position-id = « { $text } » n'est pas un Position ID.
teach-position-xgid = XGID illisible : { $why }
teach-position-not-gnubg = { $game } : ni Position ID ni XGID pour ce jeu ; écrivez la position en texte.
teach-position-over = cette position est une partie finie.

teach-error-not-in-practice = { $word } : seulement à l'entraînement ; tapez { cmd-word-practice }.
teach-error-already-practising = Vous êtes déjà à l'entraînement.
teach-error-not-in-lesson = { $word } : pas pendant une leçon ; répondez, ou tapez { cmd-word-next } ou { cmd-word-quit }.
teach-error-no-lesson = Aucune leçon en cours ; { cmd-word-lesson } FICHIER en commence une.
teach-error-answer-the-question =
    { $question ->
        [play] Répondez par un coup, par exemple 24/18 13/10.
       *[other] Répondez { $question ->
            [take] prendre ou passer.
           *[other] double ou pas de double.
        }
    }
teach-error-position = Position refusée : { $why }

lesson-error-line = ligne { $line } : { $why }
lesson-error-not-key-value = la ligne n'est pas « mot-clé : valeur ».
lesson-error-unknown-key = « { $word } » n'est pas un mot-clé (titre, exercice, position, trait, dés, question, commentaire).
lesson-error-repeated = { $key } est donné deux fois.
lesson-error-before-exercise = { $key } avant le premier exercice ; écrivez d'abord « exercice ».
lesson-error-after-exercise = { $key } va avant le premier exercice.
lesson-error-missing = il manque { $key } à cet exercice.
lesson-error-empty = { $key } sans valeur.
lesson-error-no-title = il manque le titre (titre : …).
lesson-error-no-exercise = aucun exercice.
lesson-error-too-many = un exercice de trop : une leçon en a { $max } au plus ; partagez-la en plusieurs fichiers.
lesson-error-game = « { $text } » n'est pas un jeu connu.
lesson-error-side = « { $text } » n'est pas une couleur (vert ou noir).
lesson-error-dice = « { $text } » n'est pas un lancer (par exemple 63).
lesson-error-question = « { $text } » n'est pas une question (meilleur coup, videau, prise).
lesson-error-position = { $why }
lesson-error-no-choice = ce lancer ne laisse aucun choix : rien à demander.
lesson-error-dice-for-cube = une question de videau se pose avant le lancer : pas de dés.
lesson-error-no-cube = { $game } se joue sans videau : pas de question de videau.
lesson-error-no-dice = { $game } se joue sans dés : pas de leçon.

cli-help-practice = Un plateau libre pour s'exercer : position, dés, trait, ordinateur.
cli-help-lesson = Les exercices d'une leçon : un fichier (voir docs/lecons.md), ou le nom d'une leçon fournie. Seul, liste les leçons fournies.
cli-lessons-heading = Leçons fournies, par leur nom :
cli-lessons-line = { $name } : { $title }{ $other ->
        [yes] {" "}({ $language })
       *[no] {""}
    }
cli-lessons-untitled = sans titre
cli-lessons-how = Pour en ouvrir une : tablier --lecon NOM, ou leçon NOM en cours de partie.
cli-lessons-none = Aucune leçon fournie trouvée ; un paquet les installe dans { $folder }.
