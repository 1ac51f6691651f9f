# Parlour — /leaderboard, /stats, /history and /ratings.

board-no-dm = That works in a server channel, not in DMs.
board-managers-only = Only members with Manage Server can change this server's leaderboards.
board-previous = ◀ Previous
board-next = Next ▶
board-period-all = all time
board-period-30d = the last 30 days
board-period-7d = the last 7 days
board-hidden = The { $game } leaderboard is hidden in this server.
board-empty = Nobody has a rated { $game } game in this server yet.
board-empty-period = Nobody has a rated { $game } game in this server in { $period }.
board-empty-ai = Nobody has a rated { $game } game in this server yet. Games with AI players don't move ratings here; a member with Manage Server can change that with `/ratings ai-games`.
board-title = { $game } leaderboard — { $period }
# one ranked person: rank, name, rating (the footer says what it is) and board-record-games
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = all rated games
board-counted-period = rated games in { $period }
board-footer = Page { $page } of { $pages } · { $total } ranked · Rating = μ − 3σ (rises as you play and win) · Games and wins: { $counted }
board-ai-counted = Games with AI players count
board-ai-uncounted = Games with AI players don't count

## /ratings reset

board-reset-ask = Reset the { $game } leaderboard of this server? Every rating and record for it (as `/stats` shows them) starts again from scratch; the list of past games in `/history` stays.
board-reset-yes = Reset it
board-reset-cancel = Cancel
board-reset-kept = Nothing was changed; the { $game } leaderboard stays as it is.
board-reset-expired = That confirmation has expired; run `/ratings reset` again.
board-reset-done = The { $game } leaderboard of this server was reset. Games finished from now on count.
board-hidden-now = The { $game } leaderboard is now hidden from `/leaderboard`.
board-shown-now = The { $game } leaderboard is now shown on `/leaderboard`.
board-rebuilt-game = { $count ->
    [one] Rebuilt the { $game } ratings from { $count } finished game.
   *[other] Rebuilt the { $game } ratings from { $count } finished games.
}
board-rebuilt-all = { $count ->
    [one] Rebuilt every rating from { $count } finished game.
   *[other] Rebuilt every rating from { $count } finished games.
}
board-ai-on = Games with AI players move ratings in this server, for every game that finishes from now on (finished games keep how they were counted).
board-ai-off = Games with AI players are recorded but don't move ratings in this server, for every game that finishes from now on (finished games keep how they were counted).

## /history

board-history-placeholder = Show a game's summary
board-history-pick = Pick one of the games in the list.
board-history-gone = That game isn't in this server's history any more.
board-history-none = No games have finished in this server yet.
board-history-none-game = No { $game } games have finished in this server yet.
board-history-title = Recent games
board-history-title-game = Recent { $game } games
board-history-footer = Pick a game below to see its summary.
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — table #{ NUMBER($table, useGrouping: 0) }
board-no-summary = No summary was stored.
board-result = Result
board-finished = Finished

## /stats

board-stats-none = { $reset ->
    [yes] { $name } has no finished game counted in this server yet (a leaderboard reset counts only the games after it).
   *[no] { $name } has no finished game in this server yet.
}
board-stats-title = { $name } — record in this server
board-recent = Recent results
board-record-games = { $games ->
    [one] **{ $games }** game
   *[other] **{ $games }** games
} · { $wins ->
    [one] **{ $wins }** win
   *[other] **{ $wins }** wins
} ({ $rate })
board-record-rating = Rating **{ $rating }** from { $games } rated { $games ->
    [one] game
   *[other] games
}
board-record-trend = { $delta } over the last { $count } games `{ $spark }`
board-record-unrated = Not rated yet (only games with AI players so far).
board-best-partner = Best partner: { $name } — { $wins } won of { $games } together
board-recent-line = { $date } { $game }: { $outcome } { $rated }
board-won = won
board-drawn = drew
board-lost = lost
board-placed = { $place ->
    [2] placed 2nd
    [3] placed 3rd
   *[other] placed { $place }th
}
board-unrated = (unrated)

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = Ratings: { $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating } ({ $change })
board-end-ratings-later = Ratings couldn't be updated just now; this game will count once they catch up.
