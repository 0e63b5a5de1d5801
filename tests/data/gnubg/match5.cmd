set seed 3
set player 0 gnubg
set player 1 gnubg
new match 5
analysis clear match
save match match5.sgf
export match mat match5.mat
