# tablier moteur: the UBGI dialogue with another program, and its error messages
# (written on standard error, the answer on standard output being "sorry").

cli-moteur-about = Plays as an engine for another program: reads XGID or FIBS positions (UBGI protocol) and answers with a play or a cube decision.
cli-moteur-usage = tablier engine [--level LEVEL] [--port PORT] [--gnubg]
cli-moteur-help-level = The engine's level: simple, beginner, intermediate, advanced, strong or expert (expert by default; the engine never plays at random).
cli-moteur-help-port = Listen on this local TCP port instead of standard input, for one program (GNU Backgammon: set player 1 external localhost:PORT).
cli-moteur-help-gnubg = Reads FIBS lines as GNU Backgammon 1.07's external player writes them (player 0's score first): give it when gnubg makes tablier play.
cli-error-engine-game = The engine plays the games GNU Backgammon plays (backgammon, nackgammon, hypergammon): XGID and FIBS cannot describe a { $value } position.
cli-error-port = Invalid port: "{ $value }". Expected a number from 1 to 65535.
cli-error-port-busy = Cannot listen on port { $value }.

engine-listening = Engine listening on 127.0.0.1:{ $port }.
engine-error-unknown =
    Line not understood: "{ $line }{ $cut ->
        [yes] …
       *[no] {""}
    }". Expected: ubgi, isready, quit, an XGID position or a FIBS board: line.
engine-error-field-count =
    This position has { $found ->
        [0] no field
        [one] { $found } field
       *[other] { $found } fields
    }; { $expected } are needed.
engine-error-field = Wrong { $field } field: "{ $value }".
engine-error-position = These checkers are not a backgammon position. { $reason }
engine-error-game-over = The game is over: there is nothing to decide.
engine-error-beaver = A beaver or raccoon is pending: the engine does not answer it.

engine-field-checkers = checkers
engine-field-board = board
engine-field-cube = cube
engine-field-cube-owner = cube owner
engine-field-may-double = may-double
engine-field-was-doubled = was-doubled
engine-field-max-cube = maximum cube
engine-field-turn = turn
engine-field-dice = dice
engine-field-score = score
engine-field-match-length = match length
engine-field-rules = rules
engine-field-crawford = Crawford
engine-field-colour = colour
engine-field-direction = direction
