# The online server (tablier server): the greeting, members, the lobby, the tables.

## The words of the server's commands; the French ones are understood too.
srv-word-register = register
srv-word-login = login
srv-word-language = language
srv-word-help = help
srv-word-bye = bye
srv-word-who = who
srv-word-tables = tables
srv-word-create = create
srv-word-join = join
srv-word-invite = invite
srv-word-say = say
srv-word-tell = tell
srv-word-leave = leave table
srv-word-watch = watch
srv-word-quiet = quiet
srv-word-teaching = teaching
srv-word-stats = stats
srv-word-games = games
srv-word-open = open
srv-word-correspondence = correspondence
srv-word-days = days
srv-word-matches = matches
srv-word-export = export
srv-word-private = private

## The greeting and the members.
srv-welcome = Welcome to the tablier server. To play: register NAME, or login NAME. Help: help.
srv-listening = tablier server listening on { $address }, store { $base }.
srv-listening-tls = tablier server listening on { $address } (TLS), store { $base }.
srv-cannot-start = The server cannot start: { $why }
srv-tables-restored = { $count ->
    [0] No table to take up again.
    [one] 1 table taken up again as it was.
   *[other] { $count } tables taken up again as they were.
}
srv-table-unreadable = Table { $id } could not be taken up again: { $why }
srv-hello-unknown = This server does not know "{ $version }": the connection stays plain text.
srv-password = Password:
srv-password-again = The same password, once more:
srv-password-mismatch = The two passwords differ: nothing is created.
srv-password-short = A password has at least { $min } characters: nothing is created.
srv-password-long = This password is too long: nothing is created.
srv-name-missing = Which name? For instance: { $command } Anne.
srv-name-short = A name has at least 2 characters.
srv-name-long = A name has at most 20 characters.
srv-name-char = "{ $char }" cannot be in a name: letters, digits, - and _ only.
srv-name-taken = The name { $name } is already taken.
srv-registered = Welcome, { $name }: you are registered and logged in.
srv-logged-in = Hello, { $name }.
srv-login-failed = Wrong name or password.
srv-login-wait = Too many failed tries for this name: try again in { $seconds } seconds.
srv-login-first = Log in first: login NAME, or register NAME.
srv-already-in = You are already logged in, { $name }.
srv-replaced = You logged in elsewhere: this connection closes.
srv-lang-set = Answers will be in English.
srv-lang-bad = Unknown language: "{ $text }". Languages: fr, en.
srv-bye = Goodbye.
srv-unknown = Unknown command: "{ $text }". Type help.
srv-store-failed = The server cannot write to its store just now, perhaps its disk is full: what you asked was not done, and nothing done before is lost. Try again in a while.
srv-too-long = Line too long (over { $max } bytes): ignored.
srv-not-text = This line is not UTF-8 text: ignored.
srv-flood = Too many refused lines, or lines sent too fast: disconnecting.
srv-slow-reader = You no longer read what the server sends: disconnecting.
srv-idle = An hour without typing anything away from a table: disconnecting.

## Help.
srv-help-lobby = In the lobby: who, tables, games, open N, stats NAME, matches, export N FILE, create OPTIONS, join N, watch N, invite NAME, say TEXT, tell NAME TEXT, language fr or en, bye.
srv-help-create = Options of create: --game GAME, --match N, --money, --clock, --cube-cap N, --conventions, and the words private (invited only), teaching (unrated, advice allowed), correspondence days N (a move in N days).
srv-help-table = At the table: the game's commands (help game), say TEXT, tell NAME TEXT, invite NAME, quiet (watchers among themselves), leave table.
srv-help-game-word = game

## The lobby.
srv-who = { $count ->
    [one] 1 person online:
   *[other] { $count } people online:
}
srv-who-lobby = { $name } ({ $rating }), in the lobby.
srv-who-waiting = { $name } ({ $rating }), at table { $id }, waiting for an opponent.
srv-who-playing = { $name } ({ $rating }), playing at table { $id }.
srv-tables-none = No open table. To open one: create --match 3.
srv-tables-head = { $count ->
    [one] 1 table:
   *[other] { $count } tables:
}
srv-table-line = Table { $id }: { $game }, { $format }{ $cube }{ $clock }. { $players }{ $private }
srv-format-single = one game
srv-format-money = money game
srv-format-match = { $points }-point match
srv-format-games = match of { $points } games
srv-cube-yes = , cube
srv-cube-capped = , cube up to { $cap }
srv-clock-yes = , clock
srv-seat-green = Green: { $name }.
srv-seat-black = Black: { $name }.
srv-seat-free = { $side }: free seat.
srv-private = Private.
srv-created = Table { $id } open: { $game }, { $format }. You will have Green. Waiting for an opponent; to invite one: invite NAME.
srv-create-bad = Table refused: { $why }
srv-create-offline = The option { $option } makes no sense online.
srv-joined = { $name } sits down at table { $id }.
srv-game-starts = The game starts at table { $id }: { $green } has Green, { $black } has Black.
srv-you-are = You play { $side }.
srv-no-table = No table { $id }. Type tables.
srv-table-number = Which table? For instance: join 3.
srv-table-full = Table { $id } is full.
srv-table-private = Table { $id } is private: you must be invited.
srv-already-seated = You are already at table { $id }. To leave it: leave table.
srv-not-seated = You are at no table.
srv-invited = { $name } invites you to table { $id } ({ $game }). To join: join { $id }.
srv-invite-sent = Invitation sent to { $name }.
srv-invite-self = You are at your table already.
srv-no-member = { $name } is not online.
srv-said = { $name } says: { $text }
srv-said-you = Said to the table.
srv-said-lobby = Said to the lobby.
srv-told = { $name } tells you: { $text }
srv-tell-sent = Told { $name }.
srv-nothing-said = Say what? For instance: { $command } good game.
srv-left = { $name } leaves table { $id }.
srv-left-you = You leave table { $id }.
srv-forfeit = { $name } left the game in progress: it is lost for them, { $winner } wins the match.
srv-table-closed = Table { $id } closes.

## Watching, teaching.
srv-watching = You are watching table { $id }. To go: leave table.
srv-watcher-joined = { $name } watches table { $id }.
srv-watcher-left = { $name } no longer watches table { $id }.
srv-watch-private = Table { $id } is private: you must be invited to watch it.
srv-watcher-only = You are watching this table: only its players play.
srv-who-watching = { $name } ({ $rating }), watching table { $id }.
srv-quiet-on = Quiet asked by { $name }: what watchers say now reaches the watchers only.
srv-quiet-off = Quiet ended by { $name }: watchers talk to the table again.
srv-quiet-players-only = Only the players of a table ask for quiet.
srv-said-watchers = Said to the watchers: the players asked for quiet.
srv-rated-no-advice = No { $command } here: the table is rated. Advice and the tutor are for teaching tables (create teaching).
srv-teaching = , teaching
srv-left-watch = You no longer watch table { $id }.

## Results and ratings.
srv-rating-changed = { $name }: rating { $rating } ({ $change }).
srv-result-not-kept = The result of this match could not be recorded: the server cannot write.
srv-stats-head = { $name }: rating { $rating }, { $experience ->
    [one] 1 rated match point played.
   *[other] { $experience } rated match points played.
}
srv-stats-none = { $name } has not finished a match yet.
srv-stats-game = { $game }: { $played ->
    [one] 1 match played
   *[other] { $played } matches played
}, { $won } won.
srv-stats-colours = Games won: { $green } with Green, { $black } with Black.
srv-stats-server = On the whole server, games won: Green { $green }, Black { $black }, drawn { $draws }.
srv-no-such-member = No one is called { $name } on this server.

## Correspondence games.
srv-corr-waiting = { $count ->
    [one] Your turn in 1 correspondence game: games for the list.
   *[other] Your turn in { $count } correspondence games: games for the list.
}
srv-corr-none = No correspondence game going. To open one: create correspondence days 3.
srv-corr-game = Table { $id }: { $game } against { $opponent }, { $mine } to { $theirs }, { $turn ->
    [yes] your turn
   *[no] their turn
}, { $days } d { $hours } h left. To go there: open { $id }.
srv-corr-not-yours = Table { $id } is not one of your correspondence games.
srv-corr-opened = Table { $id }, by correspondence.
srv-corr-your-turn = Your turn at table { $id }: { $name } has played. To go there: open { $id }.
srv-corr-left = You leave table { $id }; the game goes on. To come back: open { $id }.
srv-corr-warning = Less than a day to play at table { $id }: past it, the game is lost.
srv-corr-timed-out = Table { $id }: { $name } did not play in time; { $winner } wins the match.
srv-corr-days-bad = A move's days go from 1 to 30.
srv-store-unsure = The server's store failed while writing this: it was not played, but the store may have kept it, and it may be there after the server restarts. Nothing done before is lost. Look at the game again in a while.
srv-moved-elsewhere = This game was played meanwhile through another server: it has just been read again, and what you typed was not played. Look at where it stands before you play.

## At the table.
srv-not-your-turn = It is { $name }'s turn ({ $side }) to act.
srv-waiting-opponent = The game will start when an opponent sits down.
srv-not-online = { $command } does not exist online.
srv-opponent-gone = { $name } disconnected; the table waits for them.
srv-opponent-back = { $name } is back at the table.
srv-back = Back at table { $id }; you play { $side }. { $count ->
    [0] Nothing happened while you were away.
    [one] While you were away: 1 action by { $name }.
   *[other] While you were away: { $count } actions by { $name }.
}
srv-match-over = The game is over; table { $id } closes. You are back in the lobby.
srv-nothing-to-repeat = Nothing to repeat.

## Prompts.
srv-prompt-lobby = lobby >
srv-prompt-waiting = table { $id }, waiting >
srv-prompt-login = >

## The server's command line.
cli-serveur-about = Runs the online game server: members, a lobby, tables, for the tablier online client or any line client (nc, telnet).
cli-serveur-usage = tablier server [--address ADDRESS] [--store FILE|URL] [--certificate FILE --key FILE]
cli-serveur-help-address = The address to listen on (127.0.0.1:4321 by default); port 0 lets the system choose, and the address is printed.
cli-serveur-help-base = The store: a file (SQLite), serveur.db in tablier's data folder by default; or the URL of a PostgreSQL database (postgres://user@host:port/database), which several servers may share.
cli-serveur-help-cert = The TLS certificate (PEM): every connection is then encrypted.
cli-serveur-help-key = The certificate's private key (PEM).
cli-serveur-help-seed = The seed of the tables' dice (for tests).
cli-serveur-help-instance = This server's name among the servers sharing one store: it takes up only the live tables it created. By default the machine's name and the address, the same at each restart.
cli-error-no-data-folder = No data folder: give the store's file with --store.

## Finished matches, and their export (export N FILE).
srv-matches-none = No finished match yet.
srv-matches-head = { $count ->
    [one] Your last finished match; to keep its record: export, its number, then a file name in sgf or mat.
   *[other] Your last { $count } finished matches, latest first; to keep one: export, its number, then a file name in sgf or mat.
}
srv-matches-line = { $id }: { $game }, { $length ->
    [0] a single game
    [one] 1 point
   *[other] { $length } points
}, against { $opponent }, { $mine } to { $theirs }, { $outcome ->
    [won] won
    [lost] lost
   *[draw] drawn
}{ $forfeit ->
    [yes] {" "}by forfeit
   *[no] {""}
}, on { $date }.
srv-date = { $year }-{ $month }-{ $day }
srv-date-none = an unknown day
srv-export-usage = To export a match: export, its number (matches lists them), then a file name ending in .sgf or .mat. Example: export 3 match.sgf
srv-export-extension = { $name }: the name must end in .sgf (for GNU Backgammon: load match) or .mat (import mat). Nothing is sent.
srv-export-no-match = No finished match has the number { $id }: matches lists yours.
srv-export-private = Match { $id } was played at a private table: only its players and its invited members may export it.
srv-export-unreadable = Match { $id } cannot be rebuilt on this server: nothing is sent.
srv-export-game = Match { $id } is a game of { $game }: GNU Backgammon does not play it, it has no .sgf nor .mat.
srv-export-too-large = Match { $id } is { $bytes } bytes, more than the one megabyte that can be sent: nothing is sent.
srv-export-begin = Start of the file { $name }: { $lines ->
    [one] 1 line
   *[other] { $lines } lines
}, { $bytes } bytes, up to the line "End of the file { $name }". The tablier en-ligne client writes it by itself.
srv-export-end = End of the file { $name }.
