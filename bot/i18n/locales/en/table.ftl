# Parlour — tables: the lobby, seats, turns, timers, the table message and its play-by-play.

## The table message

table-title = { $game } — table #{ NUMBER($table, useGrouping: 0) }
table-closed-early = This table was closed.
table-button-hand = Your hand
table-button-back = I'm back
table-button-rematch = Rematch
table-button-continue = Rematch (keep levels)
table-button-join-rematch = Join rematch #{ NUMBER($table, useGrouping: 0) }
table-away-field = Away (the AI plays for them)
table-waiting-field = ⏸ Waiting
table-waiting-for-people = Nobody is playing: the game goes on when someone presses **{ table-button-back }**.
table-countdown-field = ⏳ Time runs out
table-footer-aborted = This table was closed before the end. No result was recorded.
table-footer-abandoned = This table was closed as abandoned. No result was recorded.

## Durations (typed as 30s, 2m, 1h30m in every language)

table-duration = { $d ->
    [0] {""}
   *[other] { $d }d
}{ $h ->
    [0] {""}
   *[other] { $h }h
}{ $m ->
    [0] {""}
   *[other] { $m }m
}{ $s ->
    [0] {""}
   *[other] { $s }s
}
table-duration-off = off
table-duration-unreadable = I can't read '{ $text }' as a time. Write it like 30s, 2m, 1h30m or off.
table-duration-range = A turn timer must be between { $low } and { $high }, or off.
table-abandon-range = Tables without any action close after a time between { $low } and { $high }: choose one in that range.

## The play-by-play

table-your-turn = { $mentions } — your turn.
table-still-your-turn = { $mentions } — it's still your turn at table #{ NUMBER($table, useGrouping: 0) }.
table-reminder = { $mentions } — half your time for this turn is gone; it runs out { $deadline }.
table-dm-closed = { $mentions } — I couldn't send your hand by DM (your DMs are closed to me). Press **{ table-button-hand }** on the table message instead.
table-turn-dm = It's your turn at table #{ NUMBER($table, useGrouping: 0) }: { $link }
table-sentences = { $first } { $second }
table-joined = { $name } joined.
table-moved = { $name } moved to seat { $seat }.
table-swapped = { $by } swapped seats { $first } and { $second } ({ $one } ↔ { $other }).
table-swap-moved = { $by } moved { $name } from seat { $source } to seat { $seat }.
table-left = { $name } left.
table-left-last = { $name } left; nobody is left, so the table is closed.
table-left-host = { $name } left; { $host } is now the host.
table-added-ai = { $name } added { $ai }.
table-removed = { $by } removed { $name } from the table.
table-kicked-by = { $by } took { $name } off the table.
table-seat-to-ai = { $reclaim ->
    [yes] { $name }'s seat is now played by { $ai }. They can take it back with `/table reclaim`.
   *[no] { $name }'s seat is now played by { $ai }.
}
table-new-host = { $host } is now the host.
table-vote-cast = { $voter } votes to hand { $name }'s seat to an AI ({ $votes } of { $needed } votes needed). Others can vote with `/table replace`.
table-vote-passed = The players voted. { $outcome }
table-replaced-by = On { $by }'s call: { $outcome }
table-reclaimed = { $name } is back in seat { $seat }.
table-back = { $name } is back.
table-begins = { $game } begins.
table-aborted = { $name } closed the table. No result is recorded.
table-aborted-forfeit = { $name } closed the table during play, giving the game up: it counts as a loss for their side.
table-abandoned = This table saw no action for a long time and was closed as abandoned. No result is recorded.
table-expired = ⏰ { $name } ran out of time; the AI played for them.
table-marked-away = After { $count } turns in a row, { $name } is marked away: the AI plays for them until they press **I'm back**.
table-marked-away-last = After { $count } turns in a row, { $name } is marked away. Nobody is left playing, so the game waits until someone presses **I'm back**.
table-nobody-playing = Nobody is left playing, so the game waits until a player comes back or the host closes the table.

## Answers to the player who pressed or typed

table-joined-reply = You're in: seat { $seat } at table #{ NUMBER($table, useGrouping: 0) }.
table-left-reply = You left table #{ NUMBER($table, useGrouping: 0) }.
table-added-ai-reply = Added an AI player.
table-started-reply = The game has started. Press **{ table-button-hand }** to see your hand and play.
table-back-reply = Welcome back! The AI no longer plays for you.
table-aborted-reply = Table #{ NUMBER($table, useGrouping: 0) } is closed.
table-moved-on-reply = The table has moved on since those controls were drawn, so nothing was played. Here is your hand now.
table-picks-lost = The picks this view showed are no longer kept (Parlour may have restarted), so nothing was played. Here is your hand as it stands now: please check your picks and press again.
table-done = Done.
table-play-blank = You typed nothing to play: write your move after `cards:`, or press **{ table-button-hand }** to pick it.
table-view-game-over = Game over — see the table.
table-view-closed = The table was closed before the end: see the table message.
table-view-replaced = This view was replaced by a newer one: use the newest, or press **{ table-button-hand }**.
table-view-unseated = An AI now plays your seat at this table: see the table message.
table-channel-lost = ⚠️ I can no longer write in { $channel }: its table message may be out of date. Play on from here; a member with Manage Server can give me back **{ permission-view-channel }**, **{ permission-send-messages }** and **{ permission-embed-links }** there.
table-view-over = The game is over: the table shows the result.
table-settings-ping = Turn mentions: **{ $ping ->
    [always] every turn
    [never] never
   *[idle] when you seem away
}**
settings-autoplay = Autoplay (your only legal card or tile): **{ $autoplay ->
    [on] on
   *[off] off
}**

## Refusals

table-limit-host = { $count ->
    [one] You already host an open table here; finish it or close it with `/table abort` before opening another.
   *[other] You already host { $count } open tables here; finish one or close it with `/table abort` before opening another.
}
table-limit-server = This server already has { $count ->
    [one] an open table
   *[other] { $count } open tables
}, the most it may have at once; please join one, or wait for one to finish.
table-limit-opened = You have opened { $count ->
    [one] a table
   *[other] { $count } tables
} here in the last hour, the most one member may; please wait a little before opening another.
table-busy = The table is busy right now; please try again.
table-clicks-too-fast = Easy there: that's a lot of presses at this table. Please wait { $seconds } s, then try again.
table-restarting = Parlour is restarting; nothing is lost. Please try again in a minute.
table-already-seated = You're already at this table.
table-full = This table is full.
table-cannot-leave = The game is under way, so you can't leave now. The host can hand your seat to an AI player (`/table replace`), or abort the table.
table-not-seated = You're not at this table.
table-join-first = Join the table first, then you can add AI players.
table-host-kicks-self = The host can't kick themselves; use `/table leave`.
table-kick-host = The host can't be removed from their own lobby; close the table with `/table abort` instead.
table-host-only-kick = Only the host (or someone with Manage Server) can kick players.
table-host-only-start = Only the host (or someone with Manage Server) can start the game.
table-host-only-abort = Only the host (or someone with Manage Server) can abort the table.
table-seat-empty = Seat { $seat } is empty.
table-no-such-seat = This table has { $seats } seats: choose one from 1 to { $seats }.
table-seat-taken = Seat { $seat } is { $name }'s: ask them to move, or choose a free seat.
table-already-in-seat = You are already in seat { $seat }.
table-host-only-swap = Only the host (or someone with Manage Server) can swap seats.
table-swap-same-seat = Choose two different seats to swap (seat { $seat } twice changes nothing).
table-swap-both-empty = Seats { $first } and { $second } are both empty: there is nothing to swap.
table-seat-is-ai = Seat { $seat } is already played by an AI.
table-already-voted = You've already voted to replace { $name }.
table-vote-not-seated = Only players at this table can vote to replace someone.
table-vote-self = You can't vote to replace yourself.
table-vote-too-few = Too few other players are seated for a vote to hand { $name }'s seat to an AI; the host (or someone with Manage Server) can do it.
table-reclaim-none = No seat at this table was handed from you to an AI.
table-reclaim-off = This table doesn't let replaced players take their seat back.
table-reclaim-kicked = The host took you off this table, so you can't take the seat back; ask the host if you'd like to play again.
table-reclaim-seated = You're already playing at this table.
table-nobody-away = Nobody is marked away; play on!
table-only-away = { $count ->
    [one] Only { $names } can press this: it's for the player marked away.
   *[other] Only these players can press this: { $names }. It's for the players marked away.
}
table-needs-players = { $missing ->
    [one] { $game } needs { $low } players: { $missing } seat is empty. Press **Add AI** to fill it, or wait for more players.
   *[other] { $game } needs { $low } players: { $missing } seats are empty. Press **Add AI** to fill them, or wait for more players.
}
table-already-started = This game has already started.
table-ended = This table has ended.
table-already-ended = This table has already ended.
table-not-started = The game hasn't started yet.
table-game-over = This game is over.
table-closed = This table has been closed.
table-not-in-play = This game isn't in play.
table-not-playing-here = You're not playing at this table.
table-your-seat-to-ai = { $reclaim ->
    [yes] Your seat at table #{ NUMBER($table, useGrouping: 0) } is played by an AI now. Take it back with `/table reclaim`.
   *[no] Your seat at table #{ NUMBER($table, useGrouping: 0) } is played by an AI now.
}
table-moved-on = The table has moved on since those controls were shown. Press **{ table-button-hand }** for fresh ones.
table-refused-moved-on = { $refusal } (The table has moved on since those controls were shown.)
table-not-your-turn-yet = It's not your turn yet.
table-not-your-turn = It's not your turn: waiting for { $names }.
table-no-such-table = There is no table #{ NUMBER($table, useGrouping: 0) }.
table-no-such-game = There is no game called '{ $name }' here.
table-game-unavailable = This game isn't available on this bot right now.
table-button-unknown = That button is no longer used; please refresh.
table-rules-unavailable = The rules aren't available right now; try `/rules`.
table-rematch-unfinished = Only a finished game can be played again.
table-rematch-expired = { $minutes ->
    [one] The rematch offer ran out { $minutes } minute after the game ended; open a new table with `/table create`.
   *[other] The rematch offer ran out { $minutes } minutes after the game ended; open a new table with `/table create`.
}
table-rematch-not-player = Only the players of this game can ask for a rematch.
table-rematch-gone = The rematch table #{ NUMBER($table, useGrouping: 0) } is full or gone.
table-rematch-cannot-go-on = This match is over: nothing is left to go on from. Press **Rematch** for a new one.
table-shengji-levels-unreadable = I can't read '{ $text }' as the teams' levels: write them like 6-4 or j-5 (seats 1 & 3 first, t = 10).
table-shengji-levels-past-target = The levels { $levels } already reach past the target rank: raise `target` or lower `levels`.
table-shengji-levels-need-starter = With `levels` ({ $levels }) also say which seat starts, with `starter` (1–4): its team declares, at its own level.

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = ping
cmd-settings-opt-ping-desc = When your turn mentions you: always, when you seem away (default), or never
cmd-opt-autoplay = autoplay
cmd-settings-opt-autoplay-desc = Play your only legal card or tile for you after a moment (never a bid, pass or draw)
cmd-choice-always = always
cmd-choice-idle = idle
cmd-choice-never = never

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name } ({ $level })
ai-level-easy = easy
ai-level-normal = normal
ai-level-strong = strong
