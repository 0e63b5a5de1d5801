# The boxed set's games (seed 002) whose turn has several stages: Puff, French, Russian,
# Gioul, Acey Deucey, Mexican. Names, rules, and the words of the stages.
# Short lines for braille displays.

## Names of the games.

game-name-puff = Puff
game-name-puff-long = Long Puff
game-name-puff-russe = Russian Puff
game-name-puff-russe-long = Russian Long Puff
game-name-francais-1 = French Backgammon
game-name-russe = Russian Backgammon
game-name-gioul = Gioul
game-name-mexicain = Mexican Backgammon
game-name-acey-deucey = Acey Deucey

game-name-libre-choix = Two Rolls against Choice
game-name-lancer-premature = Early Roll

## Rules.

rules-puff =
    Puff. All 15 checkers wait in the reserve.
    They enter into the opponent's home table: a 4 enters on N4 for Green.
    All enter before any board checker moves, one die per checker.
    The smaller die is played first; if it cannot be, the turn is lost.
    A double is played 4 times, then, if all 4 were played,
    4 times its bottom face: after 6-6, four 1s.
    The rest is backgammon: hits, bar, bearing off, cube.
rules-puff-long =
    Long Puff: Puff on one track for both sides.
    Both enter on N1 to N6 and bear off from V1 to V6.
    A hit checker enters again on N1 to N6 and must come home before bearing off.
    Smaller die first, doubles and bottom faces as in Puff.
rules-puff-russe =
    Russian Puff: Puff, but once two checkers have entered,
    each die may enter a checker or move one on the board.
    Smaller die first, doubles and bottom faces as in Puff.
rules-puff-russe-long =
    Russian Long Puff: Russian Puff on one track.
    Both enter on N1 to N6 and bear off from V1 to V6.
rules-francais-1 =
    French Backgammon. All 15 checkers wait in the reserve
    and all enter before any board checker moves.
    A double gives three stages: 4 times the number, 4 times its bottom face,
    then a new roll. A stage that cannot be played is lost; the next still comes.
    The rest is backgammon, cube included.
rules-russe =
    Russian Backgammon. All 15 checkers wait in the reserve.
    One track: both enter on N1 to N6 and bear off from V1 to V6.
    Once two have entered, each die enters or moves a checker.
    A double: 4 times the number; if all played, 4 times the bottom face;
    if that too is all played, roll again. Otherwise the turn ends. No cube.
rules-gioul =
    Gioul. All 15 checkers start on the opponent's 1-point: N1 for Green.
    Nothing is ever hit: one opposing checker closes a point.
    A double opens a ladder: 4 times the number, then 4 times each higher number,
    up to the 6s. Whoever cannot finish a stage hands the next to the opponent.
    After the 6s, the roller's opponent plays his turn.
    1 point, 2 if the loser has borne off none. No cube.
rules-acey-deucey =
    Acey Deucey. All 15 checkers wait in the reserve.
    Each die enters a checker into the opponent's home table or moves one on the board,
    from the first turn; a checker on the bar enters first.
    The 1-2: play the 1 and the 2, then name a double and play it 4 times,
    then roll again. A stage that cannot be played ends the turn.
    The winner scores 1 point per opposing checker not borne off. No cube.

rules-mexicain =
    Mexican Backgammon. The backgammon start.
    The smaller die is played first; if it cannot be, the whole turn is lost.
    No more than 5 checkers on a point.
    A double played in full gives a new roll.
    The 1-2 is never played: name a double, play it, then roll again.
    Checkers bear off only with the exact number. 1 point a game, no cube.

rules-libre-choix =
    Two rolls against choice. Backgammon's start and moves.
    The chooser (Green, unless set otherwise) names a roll each turn,
    any but a double, and plays it.
    The other rolls and plays, then rolls and plays again: two rolls a turn.
    The opening roll only decides who starts. The cube before the turn's first roll.
rules-lancer-premature =
    Early roll. Backgammon's start and moves.
    Each side rolls its dice during the other's turn, before the other moves:
    one always plays knowing the opponent's next roll.
    After the opening roll, the second player rolls at once.
    The cube: one doubles only just before rolling one's own dice,
    that is during the opponent's turn, before the opponent moves.

## The stages of a turn.

stage-bottom-faces = Then the bottom face: four { $die }s.
stage-roll-again = { $side } rolls again.
stage-ladder-same = Ladder: { $side } plays four { $die }s.
stage-ladder-passes = Ladder: { $side } takes over with four { $die }s.
stage-name-rolled = { $side }, dice { $dice }: which double? Type for example 6-6, 66 or double 6.
    .ear = { $side }, dice { $dice }: which double? Type for example double 6.
stage-named-rolled = { $side }, dice { $dice }, names double { $die }s.
stage-named = { $side } names double { $die }s.
stage-name-prompt = Which double? Type for example 6-6, 66 or double 6.
    .ear = Which double? Type for example double 6.
stage-name-bad = A double is written 6-6, 66 or double 6.
    .ear = Type a double, for example double 6.
repl-prompt-naming = { $side }, which double? >

repl-prompt-choosing = { $side }, which roll? >
stage-choose-prompt = { $side }, choose your roll, any but a double: type for example 6-5 or 65.
    .ear = { $side }, choose your roll, any but a double: type for example 6 5.
stage-chose = { $side } chooses { $dice }.
stage-choose-bad = { $double ->
        [yes] No doubles for the chooser: two different numbers, for example 6-5.
       *[no] A chosen roll is two different numbers, for example 6-5 or 65.
    }
    .ear = { $double ->
        [yes] No doubles for the chooser: two different numbers, for example 6 5.
       *[no] A chosen roll is typed as two different numbers, for example 6 5.
    }
stage-early-roll = { $side }'s next roll: { $dice }.
