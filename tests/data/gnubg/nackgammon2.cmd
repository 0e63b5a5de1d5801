set variation nackgammon
set player 0 gnubg
set player 1 gnubg
set player 0 chequerplay evaluation plies 0
set player 1 chequerplay evaluation plies 0
set player 0 cubedecision evaluation plies 0
set player 1 cubedecision evaluation plies 0
set seed 11
new match 2
save match nackgammon2.sgf
export match mat nackgammon2.mat
