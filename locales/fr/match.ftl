# Matchs, videau, abandons, sauvegardes : options, commandes, narration, erreurs.
# Lignes courtes pour les afficheurs braille : 80 caractères au plus.

## Options de la ligne de commande.

cli-help-match = Un match en N points (N de 1 à 9999), partie après partie, avec le videau.
cli-help-money = Partie libre : des parties enchaînées, les points additionnés, avec le videau.
cli-help-cube-cap = Valeur la plus haute du videau, une puissance de 2 (64 par défaut).
cli-help-jacoby = Partie libre : règle Jacoby, gammons simples tant que le videau n'a pas tourné.
cli-help-beavers = Partie libre : le castor, redoubler aussitôt en gardant le videau.
cli-help-resume = Reprend le match sauvegardé, là où il s'est arrêté.
cli-help-transcript = Écrit tout ce qui s'affiche dans FICHIER, en lignes de texte simples, à relire en braille.
cli-error-match = Longueur de match invalide : « { $value } ». Il faut un nombre de 1 à 9999.
cli-error-cube-cap = Videau maximum invalide : « { $value } ». Il faut 2, 4, 8, 16, 32, 64…
resume-error-none = Aucun match sauvegardé à reprendre dans { $value }.
resume-error-over = Le match sauvegardé dans { $value } est fini : rien à reprendre.
resume-error-file =
    Impossible de reprendre { $value } : { $why ->
        [not-found] fichier introuvable.
        [denied] accès refusé.
        [foreign] ce n'est pas une sauvegarde de tablier. Le fichier est laissé tel quel.
        [version] sauvegarde d'une version plus récente de tablier.
        [damaged] sauvegarde abîmée. Le fichier est laissé tel quel.
        [edited] sauvegarde modifiée hors de tablier. Le fichier est laissé tel quel.
        [unchecked] sauvegarde d'une version ancienne, sans contrôle : elle ne peut être reprise. Le fichier est laissé tel quel.
        [folder] c'est un dossier, pas un fichier.
        [special] ce n'est pas un fichier ordinaire. Il est laissé tel quel.
        [too-large] fichier trop gros pour une sauvegarde. Il est laissé tel quel.
        [bad-name] nom de fichier impossible.
        [disk-full] disque plein.
        [read-only] disque en lecture seule.
       *[io] erreur de lecture.
    }

## Commandes.

cmd-word-roll = lancer
    .short = l
cmd-help-roll = lance les dés sans doubler, ou la partie suivante ; Entrée aussi.
cmd-word-double = doubler
    .short = db
cmd-help-double = propose le videau, avant de lancer les dés.
cmd-word-accept = accepter
    .short = ac
cmd-help-accept = accepte le videau proposé, ou l'abandon proposé ; oui aussi.
cmd-word-refuse = refuser
    .short = rf
cmd-help-refuse = refuse le videau (la partie est perdue) ou l'abandon ; non aussi.
cmd-word-beaver = castor
    .short = ca
cmd-help-beaver = partie libre : accepte le videau et redouble aussitôt en le gardant.
cmd-word-cube = videau
    .short = vd
cmd-help-cube = la valeur du videau, qui l'a, et si vous pouvez doubler.
cmd-word-score = score
    .short = sc
cmd-help-score = le score du match, et le niveau de l'ordinateur.
cmd-word-resign = abandonner
    .short = ab
cmd-help-resign = abandonne : abandonner simple, gammon ou backgammon.
cmd-word-history = historique
    .short = hi
cmd-help-history = relit les coups de la partie en cours ; historique 3 : les 3 derniers.
cmd-word-id = id
    .short = id
cmd-help-id = le Position ID et le Match ID de GNU Backgammon.
cmd-word-save = sauver
    .short = sv
cmd-help-save = sauve le match dans un fichier : sauver FICHIER.
cmd-word-load = charger
    .short = ch
cmd-help-load = reprend un match sauvé : charger FICHIER, ou charger 2 pour la partie 2 de la liste des parties.
cmd-word-games = parties
    .short = pr
cmd-help-games = les parties mises de côté, numérotées, la plus récente d'abord.
cmd-word-export = exporter
    .short = ex
cmd-help-export = écrit le match pour GNU Backgammon : exporter partie.sgf, ou exporter partie.mat ; exporter précédent partie.mat : le match fini avant celui-ci.
cmd-word-transcription = transcription
    .short = tx
cmd-help-transcription = écrit tout ce qui s'affiche dans un fichier texte, à relire en braille : transcription FICHIER ; transcription non l'arrête.

## Invites.

match-prompt-before-roll = { $side }, Entrée pour lancer, ou doubler >
match-prompt-doubled = { $side }, videau à { $value } : accepter ou refuser >
match-prompt-resigning =
    { $side }, accepter l'abandon { $kind ->
        [single] simple
        [gammon] d'un gammon
        [backgammon] d'un backgammon
        [double] d'une partie double
        [triple] d'une partie triple
       *[quadruple] d'une partie quadruple
    } ? >
match-prompt-over = Match fini : Entrée rejoue, bilan, quitter >
match-prompt-next-game = Entrée pour la partie suivante >

## Le match.

match-score-line =
    Vert { $green }, Noir { $black }{ $games ->
        [0] { $length ->
            [0] {""}
            [one] , en 1 point
           *[other] , en { $length } points
        }
       *[other] , rencontre en { $games } parties
    }
match-new-game =
    { $number ->
        [1] { $games ->
            [0] { $length ->
                [0] Partie libre, partie 1.
                [one] Match en 1 point.
               *[other] Match en { $length } points, partie 1.
            }
           *[other] Rencontre en { $games } parties, seules comptent les parties gagnées. Partie 1.
        }
       *[other] Partie { $number }. Score : { $score }.
    }
match-crawford-game = Partie Crawford : pas de videau dans cette partie.
match-post-crawford = Après la partie Crawford : le videau revient.
match-post-crawford-now = Après la partie Crawford : le videau est de retour.
match-score = Score : { $score }.
match-crawford-next = À 1 point de la victoire : la partie suivante est la partie Crawford.
match-next-game = Entrée pour la partie suivante.
match-over = { $side } gagne le match ! Score final : { $score }.

## Le videau.

match-roll-or-double = { $side }, à vous : Entrée pour lancer, ou doubler à { $value }.
match-double-offered = { $side } double : le videau à { $value }.
match-double-cost =
    Refuser coûte { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ; score alors : Vert { $green }, Noir { $black }.
match-double-answer = { $side }, accepter ou refuser ?
match-double-taken = { $side } accepte : le videau est à { $value }, chez { $side }.
match-beavered = { $side } fait castor : le videau est à { $value }, chez { $side }.
match-double-dropped =
    { $side } refuse. { $winner } gagne { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-cube-none =
    { $game ->
        [yes] Pas de videau : ce jeu se joue sans.
       *[no] Pas de videau dans une partie seule ; --match N ou --partie-libre en donnent un.
    }
match-cube-centred = Videau au milieu, à { $value }.
match-cube-owned = Videau à { $value }, chez { $side }.
match-cube-may-double = { $side } peut doubler à { $value } avant de lancer.
match-cube-may-not-double =
    { $side } ne peut pas doubler : { $why ->
        [no-cube] pas de videau dans une partie seule ni au jacquet.
        [crawford] c'est la partie Crawford.
        [owner] le videau est chez l'adversaire.
        [one-point] il ne manque qu'un point, un refus donnerait déjà le match.
        [dead] la valeur du videau suffit déjà pour gagner le match.
       *[cap] le videau est à sa valeur maximum.
    }

## Abandons.

match-resign-offered =
    { $side } abandonne { $kind ->
        [single] une partie simple
        [gammon] un gammon
        [backgammon] un backgammon
        [double] une partie double
        [triple] une partie triple
       *[quadruple] une partie quadruple
    }, soit { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-resign-accepted =
    { $side } accepte l'abandon et gagne { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-resign-confirm =
    { $side }, abandonner { $kind ->
        [single] une partie simple
        [gammon] un gammon
        [backgammon] un backgammon
        [double] une partie double
        [triple] une partie triple
       *[quadruple] une partie quadruple
    }, soit { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ? Tapez oui ou non.
match-earlier-kept = Le match fini reste à portée : bilan précédent, revoir précédent, exporter précédent et un nom de fichier.
match-older-games-dropped = Seules les { $kept } dernières parties restent à revoir ; le score compte toute la session.
match-what-next = Entrée pour rejouer, bilan pour l'analyse, revoir pour revoir la partie coup par coup, quitter pour finir.
match-what-next-short = Entrée : rejouer ; bilan : l'analyse ; revoir : coup par coup ; quitter : finir.
match-resign-kept = Pas d'abandon : la partie continue.
match-prompt-resign = Abandonner ? oui ou non >
match-resign-refused = { $side } refuse l'abandon : la partie continue.

## Score, historique, identifiants.

match-score-info =
    { $single ->
        [yes] Partie seule : pas de score de match, pas de videau.
       *[no] { $length ->
            [0] Partie libre, partie { $game }. Score : { $score }.
           *[other] Partie { $game }. Score : { $score }.
        }
    }
match-level-info =
    L'ordinateur joue au niveau { $level ->
        [simple] simple
        [beginner] débutant
        [intermediate] intermédiaire
        [advanced] avancé
        [strong] fort
       *[expert] expert
    }.
# Dit après le niveau : le temps de réflexion de l'ordinateur par décision, en secondes
# (0,2, 1, 1,5) ; « seconde » au singulier sous deux.
match-thinking-info =
    Il réfléchit au plus { $seconds } { $form ->
        [other] secondes
       *[one] seconde
    } par décision.
match-history-title =
    Partie { $number } : { $count ->
        [0] rien n'est encore joué.
        [one] 1 action.
       *[other] { $count } actions.
    }
match-history-title-last =
    Partie { $number }, { $shown ->
        [one] la dernière
       *[other] les { $shown } dernières
    } de { $count } actions :
match-history-play = { $side }, { $dice } : { $play }.
match-history-pass = { $side }, { $dice } : aucun coup possible.
match-history-double = { $side } double à { $value }.
match-history-take = { $side } accepte.
match-history-beaver = { $side } fait castor.
match-history-drop = { $side } refuse.
match-history-resign =
    { $side } propose d'abandonner { $kind ->
        [single] une partie simple
        [gammon] un gammon
        [backgammon] un backgammon
        [double] une partie double
        [triple] une partie triple
       *[quadruple] une partie quadruple
    }.
match-history-resign-answer =
    { $side } { $accepted ->
        [yes] accepte l'abandon.
       *[no] refuse l'abandon.
    }
match-history-end =
    { $side } gagne { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
match-ids = Position ID : { $position }. Match ID : { $match }.
    .ear = Identifiant de position : { $position }. Identifiant de match : { $match }.
# Un caractère d'un ID épelé pour la voix.
match-id-char =
    { $kind ->
        [upper] { $char } majuscule
        [slash] barre oblique
        [plus] plus
       *[plain] { $char }
    }

## Fichiers.

match-file-written =
    { $kind ->
        [save] Match sauvé dans { $path }.
        [sgf] Match exporté dans { $path }, pour GNU Backgammon : load match.
       *[mat] Match exporté dans { $path }, pour GNU Backgammon : import mat.
    }
match-file-loaded =
    { $single ->
        [yes] Partie reprise depuis { $path }.
       *[no] Match repris depuis { $path }.
    }
match-transcript-started = Transcription dans { $path } : tout ce qui s'est affiché, puis la suite.
match-transcript-stopped = Transcription arrêtée ; { $path } est complet.
match-transcript-where = Transcription en cours dans { $path }.
match-transcript-none = Pas de transcription ; transcription FICHIER en commence une.
match-transcript-failed =
    Transcription dans { $path } impossible : { $why ->
        [not-found] dossier introuvable.
        [denied] accès refusé.
        [folder] c'est un dossier ; donnez un nom de fichier.
        [special] ce n'est pas un fichier ordinaire.
        [bad-name] nom impossible (trop long, ou un caractère nul).
        [disk-full] disque plein.
        [read-only] disque en lecture seule.
       *[io] erreur d'entrée-sortie.
    } { $midway ->
        [yes] Elle s'arrête là ; la partie continue.
       *[no] La partie continue.
    }
match-file-replace-ask = { $path } existe déjà. Le remplacer ? Tapez oui ou non.
match-file-replace-declined = { $path } n'est pas remplacé : rien n'est écrit.
match-file-failed =
    Fichier { $path } : { $why ->
        [not-found] introuvable.
        [denied] accès refusé.
        [foreign] ce n'est pas une sauvegarde de tablier ; rien n'a changé.
        [version] sauvegarde d'une version plus récente de tablier ; rien n'a changé.
        [damaged] sauvegarde abîmée ; rien n'a changé.
        [jacquet] GNU Backgammon ne joue pas ce jeu : pas de .mat ni de .sgf ; sauver le garde pour tablier.
        [edited] sauvegarde modifiée hors de tablier ; rien n'a changé.
        [unchecked] sauvegarde d'une version ancienne, sans contrôle ; rien n'a changé.
        [folder] c'est un dossier ; donnez un nom de fichier.
        [special] ce n'est pas un fichier ordinaire ; rien n'a changé.
        [too-large] trop gros pour une sauvegarde (16 Mo au plus) ; rien n'a changé.
        [bad-name] nom impossible (trop long, ou un caractère nul).
        [disk-full] disque plein.
        [read-only] disque en lecture seule.
        [dangling-link] c'est un lien vers un dossier qui n'existe pas ; aucun dossier n'est créé.
       *[io] erreur d'entrée-sortie.
    }
match-saved-for-later =
    { $single ->
        [yes] La partie est sauvée : tablier --reprendre la reprend là où elle s'est arrêtée.
       *[no] Le match est sauvé : tablier --reprendre le reprend là où il s'est arrêté.
    }
    .ear =
        { $single ->
            [yes] La partie est sauvée : elle reprendra là où elle s'est arrêtée au prochain lancement, avec l'option reprendre.
           *[no] Le match est sauvé : il reprendra là où il s'est arrêté au prochain lancement, avec l'option reprendre.
        }
match-autosave-failed =
    La partie n'a pas pu être sauvée dans { $path } : { $why ->
        [too-large] la sauvegarde dépasserait ce que tablier relit (16 Mo au plus) ; la précédente est gardée.
       *[other] { $why ->
            [disk-full] disque plein.
            [read-only] disque en lecture seule.
            [denied] accès refusé.
            [folder] un dossier porte ce nom.
            [special] ce n'est pas un fichier ordinaire.
            [bad-name] nom impossible.
            [not-found] dossier introuvable.
            [dangling-link] c'est un lien vers un dossier qui n'existe pas ; aucun dossier n'est créé.
           *[other] erreur d'entrée-sortie.
        } Pour la garder, tapez { cmd-word-save } suivi d'un fichier ailleurs.
    }
match-autosave-works = La partie est de nouveau sauvée, dans { $path }.
match-not-saved-for-later =
    Attention : la dernière position n'est pas sauvée ({ $why ->
        [disk-full] disque plein
        [read-only] disque en lecture seule
        [denied] accès refusé
        [dangling-link] lien vers un dossier qui n'existe pas
        [too-large] la sauvegarde serait trop grosse
       *[other] erreur d'écriture
    }) ; tablier --reprendre ne la retrouvera pas.
    .ear =
        Attention : la dernière position n'est pas sauvée, { $why ->
            [disk-full] disque plein
            [read-only] disque en lecture seule
            [denied] accès refusé
            [dangling-link] lien vers un dossier qui n'existe pas
            [too-large] la sauvegarde serait trop grosse
           *[other] erreur d'écriture
        } ; l'option reprendre, au prochain lancement, ne la retrouvera pas.
match-resumed =
    { $single ->
        [yes] Partie reprise là où elle s'était arrêtée.
       *[no] Match repris là où il s'était arrêté.
    }
match-set-aside =
    { $single ->
        [yes] Une partie inachevée a été mise de côté
       *[no] Un match inachevé a été mis de côté
    } ; tapez { cmd-word-games } pour la liste.
match-set-aside-unreadable = La sauvegarde précédente est illisible ; elle a été mise de côté, pas effacée.
match-games-title =
    { $count ->
        [0] Aucune partie mise de côté.
        [one] Une partie mise de côté ; { cmd-word-load } 1 la reprend :
       *[other] { $count } parties mises de côté ; { cmd-word-load } et un numéro en reprend une :
    }
match-games-line =
    { $number } : { $game }, { $single ->
        [yes] partie seule
       *[no] { $length ->
            [0] partie libre
           *[other] match en { $length } points
        }, Vert { $green }, Noir { $black }
    }, pips Vert { $green-pips }, Noir { $black-pips }, { $ago ->
        [0] à l'instant
       *[other] il y a { $ago } { $unit ->
            [minutes] { $ago ->
                [one] minute
               *[other] minutes
            }
            [hours] { $ago ->
                [one] heure
               *[other] heures
            }
           *[days] { $ago ->
                [one] jour
               *[other] jours
            }
        }
    }.
match-games-unreadable = { $number } : sauvegarde illisible.
match-games-loaded = Partie { $number } de la liste reprise.
match-games-none-such =
    { $count ->
        [0] Aucune partie mise de côté : rien sous le numéro { $number }.
        [one] Pas de partie numéro { $number } : une seule est mise de côté, { cmd-word-load } 1 la reprend.
       *[other] Pas de partie numéro { $number } : tapez un numéro de 1 à { $count }.
    }
match-games-failed =
    La partie { $number } ne peut pas être reprise : { $why ->
        [edited] sauvegarde modifiée hors de tablier.
        [version] sauvegarde d'une version plus récente de tablier.
        [not-found] fichier disparu.
       *[other] sauvegarde abîmée.
    } Rien n'a changé.
match-in-play-not-set-aside =
    Rien n'est chargé : la partie en cours n'a pas pu être mise de côté près de { $path } : { $why ->
        [disk-full] disque plein.
        [read-only] disque en lecture seule.
        [denied] accès refusé.
        [not-found] dossier introuvable.
       *[other] erreur d'entrée-sortie.
    } Elle continue ; { cmd-word-save } suivi d'un fichier ailleurs la garde.

## Erreurs.

match-error-cannot-double =
    Vous ne pouvez pas doubler : { $why ->
        [no-cube] pas de videau dans une partie seule ni au jacquet.
            Essayez --match N ou --partie-libre.
        [crawford] c'est la partie Crawford, jouée sans videau.
        [owner] le videau est chez l'adversaire ; seul celui qui l'a peut redoubler.
        [one-point] il ne vous manque qu'un point, un refus vous donnerait déjà le match.
        [dead] la valeur du videau suffit déjà pour gagner le match.
       *[cap] le videau est à sa valeur maximum.
    }
match-error-not-before-roll = On double avant de lancer les dés, au début de son tour.
match-error-roll-first = Lancez d'abord les dés : Entrée, ou doubler.
match-error-answer-first = Répondez d'abord : accepter ou refuser.
match-error-nothing-to-answer = Rien à accepter ni à refuser.
match-error-no-beaver = Le castor n'est pas joué ici : il faut --partie-libre --castors.
match-error-cannot-resign = On abandonne pendant son tour de jeu.
match-error-bad-resignation =
    Abandonner quoi ? simple, gammon ou backgammon ;
    au jacquet simple, double, triple ou quadruple.
match-error-between-games = La partie est finie : Entrée pour la suivante.
match-error-no-ids = GNU Backgammon ne joue pas ce jeu : pas d'identifiants.
match-error-file-name = Il faut un nom de fichier : { $command ->
        [export] exporter partie.mat, ou exporter partie.sgf pour GNU Backgammon.
        [import] importer partie.sgf ou importer partie.mat, un match de GNU Backgammon.
        [load] charger match.json, ou charger 1 pour la première des parties mises de côté.
       *[save] sauver match.json.
    }

## Pendule.

cli-help-clock = Pendule de tournoi : 2 minutes par point de match, 12 secondes de délai par tour.
cli-help-minutes-per-point = Pendule : minutes par point de match (2 par défaut ; 3,5 accepté).
cli-help-delay = Pendule : secondes de délai par tour, hors réserve (12 par défaut).
cli-error-minutes-per-point = Minutes par point invalides : « { $value } ». Il faut un nombre de 0 à 600.
cli-error-delay = Délai invalide : « { $value } ». Il faut un nombre de secondes de 0 à 3600.
cmd-word-time = temps
    .short = tp
cmd-help-time = le temps de réflexion qui reste à chacun, avec la pendule.
cmd-word-pause = pause
    .short = ps
cmd-help-pause = arrête la pendule jusqu'à la ligne suivante.
match-duration =
    { $min ->
        [0] { $sec } s
       *[other] { $min } min { $sec } s
    }
    .ear =
        { $min ->
            [0] {""}
            [one] 1 minute {""}
           *[other] { $min } minutes {""}
        }{ $sec ->
            [0] {""}
            [one] 1 seconde
           *[other] { $sec } secondes
        }
match-clock-banks = Pendule : Vert { $green }, Noir { $black }.
match-clock-delay = { $side } a encore { $delay } de délai pour ce tour.
match-clock-warning = Attention, { $side } : plus que { $left } à la pendule.
match-clock-time-up = { $side } : temps écoulé à la pendule ; le match est perdu à la prochaine ligne.
match-clock-paused = Pendule arrêtée : elle repart après votre prochaine ligne.
match-clock-none = Pas de pendule dans ce match : voir --pendule.
match-time-forfeit =
    { $side } n'a plus de temps : { $winner } gagne { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et le match.
