# Parlour — /leaderboard, /stats, /history a /ratings.

board-no-dm = Mae hynny'n gweithio mewn sianel gweinydd, nid mewn negeseuon preifat.
board-managers-only = Dim ond aelodau â Manage Server sy'n gallu newid tablau arweinwyr y gweinydd hwn.
board-previous = ◀ Blaenorol
board-next = Nesaf ▶
board-period-all = erioed
board-period-30d = y 30 diwrnod diwethaf
board-period-7d = y 7 diwrnod diwethaf
board-hidden = Mae tabl arweinwyr { $game } wedi'i guddio ar y gweinydd hwn.
board-empty = Does gan neb gêm { $game } â sgôr ar y gweinydd hwn eto.
board-empty-period = Does gan neb gêm { $game } â sgôr ar y gweinydd hwn yn { $period }.
board-empty-ai = Does gan neb gêm { $game } â sgôr ar y gweinydd hwn eto. Dydy gemau â chwaraewyr AI ddim yn symud sgoriau yma; gall aelod â Manage Server newid hynny gyda `/ratings ai-games`.
board-title = Tabl arweinwyr { $game } — { $period }
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = pob gêm â sgôr
board-counted-period = gemau â sgôr yn { $period }
board-footer = Tudalen { $page } o { $pages } · { $total } ar y tabl · Sgôr = μ − 3σ (yn codi wrth i chi chwarae ac ennill) · Gemau ac enillion: { $counted }
board-ai-counted = Mae gemau â chwaraewyr AI yn cyfrif
board-ai-uncounted = Dydy gemau â chwaraewyr AI ddim yn cyfrif

## /ratings reset

board-reset-ask = Ailosod tabl arweinwyr { $game } y gweinydd hwn? Mae pob sgôr a chofnod ynddo (fel y mae `/stats` yn eu dangos) yn dechrau eto o'r dechrau; mae'r rhestr o gemau'r gorffennol yn `/history` yn aros.
board-reset-yes = Ailosod
board-reset-cancel = Canslo
board-reset-kept = Ni newidiwyd dim; mae tabl arweinwyr { $game } yn aros fel y mae.
board-reset-expired = Mae'r cadarnhad hwnnw wedi dod i ben; rhedwch `/ratings reset` eto.
board-reset-done = Ailosodwyd tabl arweinwyr { $game } y gweinydd hwn. Mae gemau a orffennir o hyn ymlaen yn cyfrif.
board-hidden-now = Mae tabl arweinwyr { $game } bellach wedi'i guddio o `/leaderboard`.
board-shown-now = Mae tabl arweinwyr { $game } bellach i'w weld ar `/leaderboard`.
board-rebuilt-game = { $count ->
    [zero] Ailadeiladwyd sgoriau { $game } o { $count } gemau a orffennwyd.
    [one] Ailadeiladwyd sgoriau { $game } o { $count } gêm a orffennwyd.
   *[other] Ailadeiladwyd sgoriau { $game } o { $count } gêm a orffennwyd.
}
board-rebuilt-all = { $count ->
    [zero] Ailadeiladwyd pob sgôr o { $count } gemau a orffennwyd.
    [one] Ailadeiladwyd pob sgôr o { $count } gêm a orffennwyd.
   *[other] Ailadeiladwyd pob sgôr o { $count } gêm a orffennwyd.
}
board-ai-on = Mae gemau â chwaraewyr AI yn symud sgoriau ar y gweinydd hwn, ar gyfer pob gêm a orffennir o hyn ymlaen (mae gemau a orffennwyd yn cadw sut y'u cyfrifwyd).
board-ai-off = Mae gemau â chwaraewyr AI yn cael eu cofnodi ond dydyn nhw ddim yn symud sgoriau ar y gweinydd hwn, ar gyfer pob gêm a orffennir o hyn ymlaen (mae gemau a orffennwyd yn cadw sut y'u cyfrifwyd).

## /history

board-history-placeholder = Dangos crynodeb gêm
board-history-pick = Dewiswch un o'r gemau yn y rhestr.
board-history-gone = Dydy'r gêm honno ddim yn hanes y gweinydd hwn mwyach.
board-history-none = Does dim gemau wedi gorffen ar y gweinydd hwn eto.
board-history-none-game = Does dim gemau { $game } wedi gorffen ar y gweinydd hwn eto.
board-history-title = Gemau diweddar
board-history-title-game = Gemau { $game } diweddar
board-history-footer = Dewiswch gêm isod i weld ei chrynodeb.
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — bwrdd #{ NUMBER($table, useGrouping: 0) }
board-no-summary = Ni chadwyd crynodeb.
board-result = Canlyniad
board-finished = Gorffennwyd

## /stats

board-stats-none = { $reset ->
    [yes] Does gan { $name } ddim gêm orffenedig yn cyfrif ar y gweinydd hwn eto (ar ôl ailosod tabl arweinwyr, dim ond y gemau wedyn sy'n cyfrif).
   *[no] Does gan { $name } ddim gêm orffenedig ar y gweinydd hwn eto.
}
board-stats-title = { $name } — record ar y gweinydd hwn
board-recent = Canlyniadau diweddar
board-record-games = { $games ->
    [zero] **{ $games }** gemau
   *[other] **{ $games }** gêm
} · { $wins ->
    [zero] **{ $wins }** buddugoliaethau
    [one] **{ $wins }** fuddugoliaeth
    [two] **{ $wins }** fuddugoliaeth
   *[other] **{ $wins }** buddugoliaeth
} ({ $rate })
board-record-rating = Sgôr **{ $rating }** o { $games } gêm â sgôr
board-record-trend = { $delta } dros y { $count } gêm ddiwethaf `{ $spark }`
board-record-unrated = Heb sgôr eto (dim ond gemau â chwaraewyr AI hyd yma).
board-best-partner = Partner gorau: { $name } — { $wins } wedi'u hennill o { $games } gyda'ch gilydd
board-recent-line = { $date } { $game }: { $outcome } { $rated }
board-won = ennill
board-drawn = cyfartal
board-lost = colli
board-placed = safle { $place }
board-unrated = (heb sgôr)

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = Sgoriau: { $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating } ({ $change })
board-end-ratings-later = Doedd dim modd diweddaru'r sgoriau ar hyn o bryd; bydd y gêm hon yn cyfrif pan fyddan nhw'n dal i fyny.
