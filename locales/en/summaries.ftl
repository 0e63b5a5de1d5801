# One line per game, for tablier --game help: what sets it apart from backgammon.

cli-game-line = { $word }: { $name }, { $summary }

game-summary-backgammon = the base game, with the cube.
game-summary-jacquet = both sides the same way, the postillon, one checker blocks.
game-summary-nackgammon = backgammon with 4 back checkers.
game-summary-hypergammon = 3 checkers a side.
game-summary-plakoto = pinning instead of hitting, the mother.
game-summary-fevga = the same way, one checker blocks, the runner first.
game-summary-course = every checker starts in the reserve.
game-summary-surpeuple = 5 more checkers in the reserve.
game-summary-anti = the first to bear off all loses.
game-summary-clonage = each hit gives the hitter one more checker.
game-summary-sauterelle = no dice, jumps from quarter to quarter, walls.
game-summary-puff = all in the reserve, smaller die first, bottom faces.
game-summary-puff-long = Puff on one track.
game-summary-puff-russe = Puff, free to enter or move after two checkers.
game-summary-puff-russe-long = Russian Puff on one track.
game-summary-francais-1 = all in the reserve; a double, its bottom faces, roll again.
game-summary-russe = one track; complete doubles, bottom faces, roll again.
game-summary-gioul = one checker blocks, doubles climb a ladder.
game-summary-mexicain = smaller die first, 5 a point, the 1-2 names a double.
game-summary-libre-choix = one chooses his roll, the other rolls twice.
game-summary-lancer-premature = every roll is known one turn early.
game-summary-tourne-case = 3 checkers on one's own row, capture on the facing point.
game-summary-ludus = on half a board, doubles once, forbidden points.
game-summary-catch-me = 6 checkers on an endless circuit, moved on a 1 or a 6.
game-summary-eureka = every checker home, bearing off only.
game-summary-old-britain = 5 a point at most, either die when only one can be played.
game-summary-pin = pinning instead of hitting, the whole roll or nothing, pips scored.
game-summary-arriere = any die may also move a checker backward.
game-summary-straight = backgammon's start, both sides the same way.
game-summary-lancer-fixe = the opening roll serves every turn.
game-summary-sans-prendre = whoever hits loses the game.
game-summary-envers = the last to bear off all wins.
game-summary-serpent = one side starts with 6 checkers at the back and 9 on the bar.
game-summary-doublets = nothing moves: each die names a point to unstack, restack, bear off.
