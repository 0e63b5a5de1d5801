set player 0 human
set player 1 human
set jacoby on
set beavers 3
new session
set dice 3 1
move 8/5 6/5
double
beaver
take
set dice 4 2
move 8/4 6/4
resign gammon
reject
set dice 6 5
move 24/18 18/13
resign single
accept
new game
set dice 3 1
move 8/5 6/5
set dice 3 1
move 8/5 6/5
resign gammon
accept
new game
set dice 3 1
move 8/5 6/5
double
take
set dice 4 2
move 8/4 6/4
double
drop
save match money-beaver-resign.sgf
export match mat money-beaver-resign.mat
