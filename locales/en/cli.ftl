# The command line: help and errors.

cli-about = Tablier: backgammon, jacquet and their family of games by keyboard and speech, for blind and low-vision players (tablier --game help lists the games).
cli-help-template =
    { $about }

    Usage: { $usage }

    Commands:
    { $subcommands }

    Options:
    { $options }
cli-legal-help-template =
    { $about }

    Usage: { $usage }

    Options:
    { $options }
cli-help-help = Shows this help.
cli-help-version = Shows the version.
cli-help-lang = Language: fr or en (default: the system's, else French).
cli-help-game = Game: { $games }.
cli-help-opponent = Opponent: computer or human (two players at one keyboard).
cli-help-demo = The computer plays both sides, with commentary.
cli-help-seed = Dice seed, to replay a game exactly.
cli-help-speech = Speech: auto, yes or no.
cli-help-notation = Move notation: tactile (N1-N7) or standard (24/18).
cli-help-simple = Plain lines without editing, for screen readers that prefer them.
cli-help-editing = Line editing even when a screen reader is found (plain lines otherwise).
cli-hint-help = Type tablier --help for the list of options.

cli-legal-about = Lists the legal plays of a position, one per line: PLAY, tab, resulting position.
cli-legal-help-id = GNU Backgammon Position ID, the player on roll first.
cli-legal-help-position = Position in tactile notation, for example "V6 (2g), V5 (3g), bar (1b), reserve (5g, 3b)".
cli-legal-help-to-move = Side on roll with --position: green or black.
cli-legal-help-dice = The dice, for example 63; not for grasshopper, played without dice.
cli-legal-help-batch = Reads "PositionID tab dice" lines on standard input and answers one line for each.

cli-error-usage = Command not understood: { $value }
cli-error-unknown-option = Unknown option: { $value }
cli-error-unknown-command = Unknown command: { $value }
cli-error-missing-option = The option { $value } is missing.
cli-error-missing-value = A value is missing for { $value }.
cli-error-conflict = These options do not go together: { $value }
cli-error-repeated = The option { $value } is given twice: once is enough.
cli-error-money-only = { $value } applies only to money play: add --money.
cli-help-default = (default: { $value })
cli-error-lang = Unknown language: "{ $value }". Languages: fr, en.
cli-error-game = Unknown game: "{ $value }". Games: { $games }.
cli-error-opponent = Unknown opponent: "{ $value }". Choices: computer, human.
cli-error-seed = Invalid seed: "{ $value }". It must be a whole positive number.
cli-error-speech = Unknown speech setting: "{ $value }". Choices: auto, yes, no.
cli-error-notation = Unknown notation: "{ $value }". Choices: tactile, standard.
cli-error-dice = Invalid dice: "{ $value }". Two digits from 1 to 6 are needed, for example 63.
cli-error-no-dice = This game is played without dice: --dice { $value } is not wanted.
cli-error-side = Unknown side: "{ $value }". Choices: green, black.
cli-error-position-id = Invalid Position ID: "{ $value }".
cli-error-position-text = Unreadable or impossible position: "{ $value }".
cli-error-id-backgammon-only = Position IDs describe the games GNU Backgammon plays (backgammon, nackgammon, hypergammon), not "{ $value }".
cli-error-batch-line = Unreadable line: "{ $value }". A Position ID, a tab and the dice are needed.

## The words of the tactile notation.

notation-word-bar = bar
notation-word-off = off
    .also = out
notation-word-reserve = reserve
notation-word-scores = scores
# Doublets (variants.md §0.5): the entry listing the standing piles, and the one giving each side's phase.
notation-word-piles = stacks
notation-word-phase = phase
notation-letter-green = V
notation-letter-black = N
notation-count-green = g
notation-count-black = b

cli-help-conventions = Conventions, comma-separated: six (Jacquet: no six-point block), double (Jacquet: double block), black-chooses (two rolls against choice: Black chooses its rolls).
cli-error-conventions = Unknown convention in "{ $value }". Choices: six, double, black-chooses.
cli-help-games-won-only = Jacquet: a match of 3 or 5 games where only games won count.
cli-error-games-won-only = Invalid number of games: "{ $value }". A match is played in 3 or 5 games.
cli-error-games-won-only-jacquet = --manches { $value } is a Jacquet convention: add --game jacquet.

cli-duel-about = Plays two players against each other, with duplicate dice, and measures points per game.
cli-duel-help-a = First player: a level (beginner … expert), net0, net1, net2, pubeval, heuristic, heuristic1 (Jacquet), safety, safety1, general, general1 (every game), random, or gnubg, gnubg1, gnubg2 (the installed GNU Backgammon, backgammon only).
cli-duel-help-b = Second player, as for --a.
cli-duel-help-games = Number of games, played in pairs with the same dice, seats swapped.
cli-duel-help-seed = Seed of the dice.
cli-duel-help-threads = Number of threads.
cli-duel-help-weights = A folder of networks written by entrainer, played instead of the embedded ones.
cli-duel-help-speed = Instead of a duel, times both players' decisions on the same positions.
cli-help-with-aliases = { $help } Also: { $names }.
cli-usage = tablier [options] [legal | duel | engine …]
cli-legal-usage = tablier legal (--id ID | --position TEXT --to-move SIDE) --dice DICE, or tablier legal --batch
cli-duel-usage = tablier duel [--a PLAYER] [--b PLAYER] [--games N] [options]

duel-error-player = Unknown player: "{ $a }" or "{ $b }". Choices: a level (beginner … expert), net0, net1, net2, pubeval, heuristic, heuristic1, random, gnubg (gnubg0), gnubg1, gnubg2.
duel-error-no-gnubg = GNU Backgammon is not installed: scripts/setup-debian.sh installs it.
duel-error-gnubg-game = GNU Backgammon is played here for backgammon only.
duel-error-gnubg = Duel void: { $error }
duel-mat-written = The duel's first games written to { $path }: scripts/gnubg-analyse.sh has GNU Backgammon analyse them.
cli-duel-help-mat = After the duel, writes its first games (the first player as Green, 100 at most) to this .mat file, for GNU Backgammon's analysis.
duel-error-weights = Unreadable networks in { $dir }: { $error }
duel-speed = { $game }: { $positions } positions, { $rate } decisions per second of processor time at 0-ply.
duel-speed-player = { $player }: { $mean } ms of processor time per decision on average, { $p99 } ms at the 99th percentile, { $max } ms at most, over { $count } decisions.
duel-speed-unread = { $player }: its processor time cannot be read on this system.
duel-result =
    { $game }: { $a } against { $b }, { $games } games.
    Points per game: { $ppg }, standard error { $se }. Won: { $wins } %.
    Gammons: { $gammons-won } % won, { $gammons-lost } % lost. Backgammons: { $backgammons-won } % won, { $backgammons-lost } % lost.
    Time: { $seconds } s.
cli-help-level = The computer's level: simple, beginner, intermediate, advanced (default), strong or expert.
cli-help-thinking = The computer's thinking time for each decision, in seconds (0.2 by default; 0.5 at the strong level, 1 at expert; a clock lowers it).
cli-error-thinking = Invalid thinking time: "{ $value }". A number of seconds from 0 to 60 is needed.
cli-error-level = Unknown level: "{ $value }". Choices: simple, beginner, intermediate, advanced, strong, expert.
cli-help-tutor = Tutor: warns before a play that loses more than SEUIL (0.08 by default, 0 to 1); off to stop it.
cli-error-tutor = Invalid tutor threshold: "{ $value }". Use on, off, or a number above 0 and at most 1, for example 0.08.
cli-help-verbosity = What is said: short (lines of at most 40 characters), normal (the default) or detailed.
cli-error-verbosity = Unknown verbosity: "{ $value }". Choices: short, normal, detailed.
