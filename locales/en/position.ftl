# Why a position text is refused.

position-error-entry = In "{ $entry }": { $reason }
position-reason-label-empty = the point is missing.
position-reason-label-letter = a point begins with V or N, or is written bar, reserve or off.
position-reason-label-number = the point number is missing.
position-reason-label-bad-number = the point number is badly written.
position-reason-label-range = points go from 1 to 12.
position-reason-label-trailing = there is extra text after the point.
position-reason-missing-count = the number of checkers in parentheses is missing, for example V3 (4g).
position-reason-unclosed = the parenthesis is not closed.
position-reason-bad-count = the number of checkers is badly written.
position-reason-colour = the checkers' colour is written v or n.
position-reason-both-colours = two colours are parted by a comma, for example V5 (1b, 2g).
position-reason-repeated-colour = each colour is given once only in an entry.
position-reason-postillon-mark = the postillon's star follows the number, for example N9 (1g*).
position-error-repeated = The point { $label } is given twice.
position-error-both-colours = The point { $label } would hold checkers of both colours.
position-error-too-many =
    { $side ->
        [green] Green
       *[black] Black
    } would have more than { $max } checkers.
position-error-count =
    { $side ->
        [green] Green
       *[black] Black
    } would have { $found ->
        [one] { $found } checker
       *[other] { $found } checkers
    }{ $grows ->
        [yes] ; this game allows { $expected } to { $most }.
       *[no] {""} instead of { $expected }.
    }
position-error-no-postillon = This game has no postillon: "{ $entry }".
position-error-two-postillons =
    Only one { $side ->
        [green] green
       *[black] black
    } postillon: "{ $entry }".
position-error-no-bar = This game has no bar: there is no hitting.
position-error-postillon-place =
    The { $side ->
        [green] green
       *[black] black
    } postillon cannot be on { $label }: one of its checkers must be there, outside its inner table.
position-error-both-finished = Both sides cannot have borne off all their checkers.
position-error-scores = Only one colour scores in a row: "{ $entry }".
position-error-piles = No pile can stand there (piles are on V1 to V6 for Green, N1 to N6 for Black, in Doublets only): "{ $entry }".
position-error-phase = The phase is 1, 2 or 3 for each colour, in Doublets only: "{ $entry }".
