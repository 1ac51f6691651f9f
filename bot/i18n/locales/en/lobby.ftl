# Parlour — the front door: /table, /hand, /play, /settings language lines, option errors,
# page buttons and the lobby message of an open table.

## Game titles, wherever a game is named

game-whist = Whist
game-bidwhist = Bid Whist
game-shengji = Shengji (Tractor)
game-mexican-train = Mexican Train

## Finding the table a command means

lobby-no-table-here = There is no open table in this channel. Start one with `/table create`, or name one with `table:`.
lobby-several-tables = Several tables are here: { $tables }. Add `table:` to say which.
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) } ({ $game })
lobby-list-separator = { ", " }
lobby-no-such-table = There is no table #{ NUMBER($table, useGrouping: 0) }.
lobby-not-your-controls = Those controls belong to another player's hand.
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] Your seat at table #{ NUMBER($table, useGrouping: 0) } is played by an AI now, so these controls do nothing. Take it back with `/table reclaim`.
   *[no] Your seat at table #{ NUMBER($table, useGrouping: 0) } is played by an AI now, so these controls do nothing.
}
lobby-controls-not-seated = You no longer have a seat at table #{ NUMBER($table, useGrouping: 0) }, so these controls do nothing.

## /table commands

lobby-not-in-thread = Open tables in a channel rather than inside a thread.
lobby-channel-taken = This channel already has a table, and I can't make threads here to hold another. Finish that one first, or use `/table create` in another channel.
lobby-channel-taken-threads = This channel already has a table, and I can't give another one its own thread here: for that I need { $count ->
        [one] this permission
       *[other] these permissions
    }.
    { $permissions }
    Finish that table first, or use `/table create` in another channel.
lobby-bot-lacks-permissions = I can't show a table in this channel: I need { $count ->
    [one] this permission
   *[other] these permissions
    } here.
    { $permissions }
    Ask someone who manages the server to grant { $count ->
    [one] it
   *[other] them
    }, or open the table in another channel.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-read-message-history = Read Message History
lobby-joined = You're in: seat { $seat } at table #{ NUMBER($table, useGrouping: 0) }.
lobby-joined-rematch = You're in: seat { $seat } at rematch table #{ NUMBER($table, useGrouping: 0) }.
lobby-left = You left table #{ NUMBER($table, useGrouping: 0) }.
lobby-added-ai = { $count ->
    [one] Added an AI player.
   *[other] Added { $count } AI players.
}
lobby-kick-whom = Name either a `player` or a `seat` to kick.
lobby-replace-whom = Name either a `player` or a `seat` to hand to the AI.
lobby-not-at-table = { $name } isn't at table #{ NUMBER($table, useGrouping: 0) }.
lobby-not-playing-at-table = { $name } isn't playing at table #{ NUMBER($table, useGrouping: 0) }.
lobby-done = Done.
lobby-noted = Noted.
lobby-replaced = Done: seat { $seat } is played by an AI now.
lobby-reclaimed = Your seat is yours again. Press **{ table-button-hand }** to play.
lobby-welcome-back = Welcome back! The AI no longer plays for you.
lobby-started = The game has started. Press **{ table-button-hand }** to see your hand and play.
lobby-closed = Table #{ NUMBER($table, useGrouping: 0) } is closed.
lobby-none-open = No tables are open in this server. Start one with `/table create`.
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } seated, waiting for players, { $where } ({ $rules })
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } seated, in play, { $where } ({ $rules })
lobby-list-more = …and { $count } more.

## The lobby message of an open table (worded in the table's language)

lobby-title = { $game } — table #{ NUMBER($table, useGrouping: 0) }
lobby-seat-empty = *empty*
lobby-host = (host)
lobby-players = Players
lobby-players-value = { $seated } seated, { $need } needed
lobby-need-range = { $low }–{ $high }
lobby-rules = Rules
lobby-partners = Partners
lobby-partners-value = Seats { $seats } play together against { $others }. To play with a friend, pick a seat on their side in **{ lobby-seat-menu }** below (or `/table move seat:`).
lobby-partners-other = seats { $seats }
# the lobby's seat menu (tables of three seats or more): picking a seat sits you there, or moves you there
lobby-seat-menu = Choose a seat…
lobby-seat-option = Seat { $seat } — { $who }
lobby-seat-free = free
# under a seat in the menu, in a partnership game: the seats it plays with ("1 & 3")
lobby-seat-side = { $count ->
    [one] with seat { $seats }
   *[other] with seats { $seats }
}
lobby-turn-timer = Turn timer
lobby-footer = Join to sit down. The host starts when the seats are filled.
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = Join to sit down. The host can start once { $low } or more are seated (up to { $high }).
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-ai = Add AI
lobby-button-start = Start
lobby-button-rules = Rules

## Hand controls shared by every game

lobby-choose = Choose
lobby-choose-one = Choose one option from the menu.
lobby-choice-gone = That choice is no longer available. Press **{ table-button-hand }** for fresh controls.

## Long replies in pages (/help, /rules, /table options)

lobby-page-of = Page { $page } of { $pages }
lobby-page-back = ◀ Back
lobby-page-next = Next ▶
lobby-pages-gone = These pages are no longer available; ask again.

## /help, /rules and /table options around the catalog texts

lobby-rules-which-game = Which game? Add `game:` (for example `/rules game:whist`), or ask inside a table's thread.
lobby-options-title = { $game } — table options
lobby-rules-title = { $game } — rules as played here
lobby-options-at-table = Options at table #{ NUMBER($table, useGrouping: 0) }
lobby-options-defaults = Options (defaults)
lobby-options-example = Example: `{ $command }`

## Table options (every game's): listing and refusals

option-none = No options: the standard rules.
option-line = - `{ $key }` — { $description }. Default: `{ $default }`; takes { $allowed }.
option-default-rules = default rules
option-allowed-on-off = on, off
option-allowed-list = { $values }
option-allowed-range = a number { $low }–{ $high }
option-allowed-at-least = a number of at least { $low }
option-allowed-up-to = a number up to { $high }
option-allowed-number = a whole number
option-allowed-text = a text as described
option-allowed-or-none = { $allowed } or none
option-allowed-multiples = { $allowed }, in multiples of { $step }
option-error-on-off = Option `{ $key }` is on or off, not '{ $value }'.
option-error-whole-number = Option `{ $key }` takes a whole number, not '{ $value }'.
option-error-is-on-off = Option `{ $key }` is on or off.
option-error-number = Option `{ $key }` takes a whole number.
option-error-one-of = Option `{ $key }` takes one of: { $allowed }.
option-error-at-least = Option `{ $key }` must be at least { $low }.
option-error-at-most = Option `{ $key }` must be at most { $high }.
option-error-multiple-of = Option `{ $key }` takes only multiples of { $step }, not '{ $value }'.
option-error-too-long = That option text is too long; write a few `key=value` pairs.
option-error-format = Write options as `key=value`, like `{ $example }`.
option-error-unknown = There is no option `{ $key }`. { $known }
option-error-twice = Option `{ $key }` is given twice.
option-known-none = This game has no options.
option-known = Options here: { $keys }.

## /settings: the language lines and the server-only refusal

settings-language = Your language: **{ $language }**
settings-language-automatic = Your language: automatic (your Discord app's if it isn't English, else the server's)
settings-server-language = Language of new tables: **{ $language }**
settings-server-only = Only members with Manage Server can change the server's defaults (timer, abandon, away_after, server_language), and only in the server.
settings-dm-hands = Hands by DM: **{ $dm ->
    [on] on
   *[off] off
}**
settings-server-title = **This server's defaults for new tables**
settings-server-timer = Turn timer: { $timer }
settings-server-timer-each-game = each game's default
settings-server-abandon = Abandoned after: { $duration } without any action
settings-server-away = Marked away after: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} in a row run out

## Errors every command may give

cmd-error-not-understood = I couldn't understand `{ $value }` there; please check it.
cmd-error-no-dm = That command works in a server channel, not in DMs.
cmd-error-check-failed = You can't use that command here.
lobby-opened-slowly = Table #{ NUMBER($table, useGrouping: 0) } is open: its message comes next in this channel.
option-error-withdrawn = `{ $key }={ $value }` is no longer offered: option `{ $key }` takes { $allowed }.
