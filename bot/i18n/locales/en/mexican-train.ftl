# Parlour — Mexican Train: the /rules summary, option descriptions, refusals, table and hand text,
# the log lines and the few words drawn on the board picture.
# Tile codes (12-5), numbers and player names are parameters, the same in every language.

rules-mexican-train-1 = **Players.** { $low }–{ $high } with the double-{ $top } set (each on their own).
rules-mexican-train-2 = **Rounds.** Round 1 starts from the { $engine }-{ $engine } engine, the next from { $next }-{ $next }, down to 0-0.
rules-mexican-train-3 = **Trains.** Each player builds a personal train from the engine; one shared **Mexican Train** is open to all. You may play on your own train, the Mexican Train, or another player's train that carries a marker (🚩).
rules-mexican-train-4 = **A turn.** Play one matching tile if you can (you must). If you can't, draw one tile and play it if it fits; otherwise a marker goes on your train, opening it to everyone, until you play on it again.
rules-mexican-train-5 = **Doubles.** After a double you play again{ $cover ->
        [cover] , on that double: cover it if you can
       *[anywhere] {""}
    }. A double left uncovered is **open**: everyone, in turn, must cover it before any other train may be played.
rules-mexican-train-6 = **Score.** The round ends when someone plays their last tile or nobody can move. Tiles left in hand count their pips (0-0 counts { $blank }). The lowest total after the last round wins.

## Table options (/table create)

option-mexican-train-set = Domino set: double-6 or -9 for 2–4 players, double-12 for 2–8, double-15 or -18 for 9–12
option-mexican-train-hand = Tiles dealt to each player (none: the usual number for the set and players)
option-mexican-train-doubles-order = Several open doubles close in the order played, or in reverse (newest first)
option-mexican-train-after-double = The tile after a double: anywhere open, or on that double (cover)
option-mexican-train-double-blank = What 0-0 left in hand scores: 50, or its face value 0
mt-option-seats = A double-{ $top } set seats { $low }–{ $high } players, not { $players }.{ $hint ->
        [more] {" "}Use set=15 or set=18 for more than 8.
        [fewer] {" "}Use set=12 for fewer than 9.
       *[none] {""}
    }
mt-option-hand-too-big = { $players } hands of { $hand } need { $need } tiles, but a double-{ $top } set has { $spare } besides the engine and the boneyard must keep one: deal at most { $most } each.
mt-option-no-set = There is no double-{ $top } set here; choose 6, 9, 12, 15 or 18.

## Reading tiles and moves

mt-tile-unreadable = I can't read '{ $text }' as a tile. Write its two numbers with a dash, like 12-5.
mt-tile-too-high = There is no { $text } in a double-{ $top } set: numbers go 0 to { $top }.
mt-tiles-none = Name at least one tile, like `12-5`.
mt-tiles-too-many = That is more tiles than any set holds.
mt-move-unreadable = That move is not one I understand; please refresh your hand.
mt-button-stale = That button is out of date; please refresh your hand.
mt-deal-not-in-set = { $tile } is not in a double-{ $top } set.
mt-deal-engine-tile = { $tile } is this round's engine; it sits in the hub.
mt-deal-twice = A tile is dealt twice.
mt-deal-marker-owner = Only players' own trains carry markers.

## Trains, as named inside a sentence, at the start of a menu line, and in short

mt-train-mexican = the Mexican Train
mt-train-yours = your train
mt-train-named = { $name }'s train
mt-train-seat = seat { $seat }'s train
mt-train-their-own = their own train
mt-label-mexican = The Mexican Train
mt-label-yours = Your train
mt-label-named = { $name }'s train
mt-short-mexican = Mexican
mt-short-yours = yours
# Between the items of a list ("yours, Ben, Mexican").
mt-list-separator = {", "}
mt-list-or = { $first } or { $second }
mt-list-and = { $first } and { $second }

## Refusals

mt-game-over = This game is over.
mt-not-your-turn-seat = It is not your turn: { $seat } is playing.
mt-not-your-turn-waiting = It's not your turn: waiting for { $name }.
mt-must-play-not-draw = You can play { $tile }, so you must play rather than draw.
mt-boneyard-empty = The boneyard is empty: pass instead.
mt-must-play-fits = You must play when you can: { $tile } fits.
mt-draw-first = Draw a tile first: you may only pass once the boneyard is empty.
mt-not-holding = You don't hold { $tile }.
mt-no-such-train = There is no such train at this table.
mt-blocked-by-double = The open double { $double } on { $train } must be covered first: every other train is closed until then.
mt-must-close-double = { $rule ->
        [cover] At this table the tile after a double covers it: your next tile must go on { $double } on { $train }.
       *[several] You laid several doubles this turn: your next non-double must close { $double } on { $train }.
    }
mt-train-closed = You can't play on { $train }: its owner has no marker on it.
mt-tile-does-not-fit = { $stuck ->
        [yes] { $tile } doesn't fit { $train }: its open end is { $end }. Nothing in your hand fits anywhere: draw or pass.
       *[no] { $tile } doesn't fit { $train }: its open end is { $end }.
    }
mt-cannot-play-there = You can't play { $tile } on { $train } now.
mt-cannot-draw-now = You can't draw now. Press **{ table-button-hand }** for fresh controls.
mt-cannot-pass-now = You can't pass now. Press **{ table-button-hand }** for fresh controls.
mt-choose-one = Choose one option from the menu.
mt-tile-not-now = { $tile } can't be played now; choose another tile.
mt-move-gone = That move isn't open any more; choose again.
mt-control-stale = That control is no longer used. Press **{ table-button-hand }** for fresh ones.
mt-menu-stale = That menu is out of date. Press **{ table-button-hand }** for fresh controls.
mt-fits-several = { $tile } fits several trains; say which, e.g. `/play cards:"{ $tile } { $example }"` ({ $trains }).
mt-refusal-and-fits = { $reason } { $tile } fits { $trains }.
mt-fits-nowhere = { $tile } doesn't fit any train you may play on.
mt-fits-nowhere-fallback = { $tile } doesn't fit any train you may play on. Nothing in your hand fits: { $action }.
mt-fits-nowhere-blocked = { $tile } doesn't fit any train you may play on. The open double on { $train } must be covered first.
mt-fits-nowhere-closing = { $rule ->
        [cover] { $tile } can't be played now: at this table the tile after a double covers it, so your next tile must go on { $double } on { $train }.
       *[several] { $tile } can't be played now: you laid several doubles this turn, so your next non-double must close { $double } on { $train }.
    }
mt-no-such-seat = There is no seat { $seat } at this table: seats go 1 to { $seats }.
mt-player-not-here = That player isn't at this table.
mt-unknown-train = I don't know which train '{ $text }' is. Name it `mexican`, `mine`, a seat number (1–{ $seats }) or a player's name.

## Log lines (the table's thread)

mt-log-round-started = Round { $round } of { $rounds }: engine { $engine } in the hub. { $name } starts; { $boneyard } { $boneyard ->
        [one] tile
       *[other] tiles
    } in the boneyard.
mt-log-play = { $double ->
        [yes] { $name } plays { $tile } on { $train } — a double: they play again.
       *[no] { $name } plays { $tile } on { $train }.
    }
mt-log-play-start-mexican = { $name } plays { $tile } on the Mexican Train, starting the Mexican Train.
mt-log-play-cover = { $name } plays { $tile } on { $train }, covering the double.
mt-log-play-marker-off = { $double ->
        [yes] { $name } plays { $tile } on their own train, and takes their marker off — a double: they play again.
       *[no] { $name } plays { $tile } on their own train, and takes their marker off.
    }
mt-log-play-cover-marker-off = { $name } plays { $tile } on their own train, covering the double, and takes their marker off.
mt-log-drew = { $name } draws a tile ({ $left } left in the boneyard).
mt-log-marker-after-draw = { $kept ->
    [yes] { $name } can't play the drawn tile; their train keeps its marker.
   *[no] { $name } can't play the drawn tile and puts a marker on their train.
}
mt-log-passed = { $kept ->
    [yes] { $name } can't play and passes; their train keeps its marker.
   *[no] { $name } can't play and passes; their train is marked.
}
mt-log-last-tile = 📣 { $name } has one tile left!
mt-double-on = { $tile } on { $train }
mt-log-doubles-open = { $count ->
        [one] Open double { $doubles }: it must be covered before anything else is played.
       *[other] Open doubles { $doubles }: they must be covered before anything else is played.
    }
mt-log-double-released = Nobody can cover { $tile } on { $train } any more: it stops blocking.
mt-log-round-out = **Round { $round } (engine { $engine }) over:** { $name } went out.
mt-log-round-blocked = **Round { $round } (engine { $engine }) over:** blocked, nobody can play.
mt-log-round-row = { $name }: +{ $score } ({ $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}) → { $total }
mt-log-round-row-blank = { $name }: +{ $score } ({ $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
} + { $blank } for the double blank) → { $total }
mt-log-game-over = { $count ->
        [one] 🏁 Game over: { $names } wins with { $total }.
       *[other] 🏁 Game over: { $names } win with { $total }.
    }
mt-you-drew = Your last draw: **{ $tile }**.
# a finished game's summary: the winners named by their players ($winners: "Ana" or "Ana, Ben")
mt-summary-by = Lowest total { $total }: { $winners } after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
# games stored before their summaries named the players: /history still reads them
mt-summary = Lowest total { $total }: { $count ->
        [one] seat
       *[other] seats
    } { $seats } after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.

## The table message

mt-table-title = { game-mexican-train } — table #{ NUMBER($table, useGrouping: 0) }
mt-table-head = **Round { $round }/{ $rounds }** · engine { $engine } · boneyard { $boneyard }
mt-table-mexican = 🚂 Mexican Train: { $laid }
mt-table-player = { $name } ({ $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }){ $marker }: { $laid }
mt-table-open-double = ⚠️ open double
mt-train-empty = empty → { $end }
mt-table-blocking = ⚠️ Open double { $double } on { $train }: cover it before playing anywhere else.
mt-table-turn = Turn: { $name }
mt-table-scores = Scores: { $scores }
mt-final-ranking = Final ranking
# $tile: the round's engine (6-6), a tile on the board and so in nobody's hand
mt-table-footer = Press "{ table-button-hand }" to see your tiles and play, or type /play cards:"{ $tile } mexican".

## A player's hand

mt-hand-head = **Mexican Train — table #{ NUMBER($table, useGrouping: 0) }** · round { $round }/{ $rounds }
mt-hand-over = The game is over.
mt-hand-your-turn = **Your turn.**
mt-hand-waiting = Waiting for { $name }.
mt-hand-tiles = Your tiles ({ $count }, { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}):
mt-hand-chain = Chain for your train: { $tiles }
mt-hand-extras = Extras: { $tiles }
mt-hand-close-first = { $rule ->
        [cover] You laid a double: cover { $double } now.
       *[several] You laid several doubles: close { $double } first.
    }
mt-hand-play-again = You laid a double: play again.
mt-hand-nothing-fits = Nothing fits: { $action }.
mt-hand-more-tiles = More tiles fit than the menus hold: type `/play` for the others.
mt-action-play = Play { $tile } on { $train }
mt-action-play-start = Play { $tile } on { $train } (start it)
mt-action-draw = Draw a tile ({ $left } left)
mt-action-pass = Pass (your train gets a marker)
mt-button-draw = Draw
mt-button-pass = Pass
mt-choice-train = { $train } (ends in { $end })
mt-choice-train-covers = { $train } (ends in { $end }), covers the double
mt-select-tile = Play a tile…
mt-select-tile-page = Play a tile… ({ $page }/{ $pages })
mt-select-train = Which train does { $tile } go on?

## The board picture (its font draws Latin letters only until issue #15)

