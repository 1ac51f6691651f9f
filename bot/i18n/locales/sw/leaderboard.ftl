# Parlour — /leaderboard, /stats, /history na /ratings.

board-no-dm = Hiyo inafanya kazi katika chaneli ya seva, si katika ujumbe binafsi.
board-managers-only = Ni wanachama wenye ruhusa ya Manage Server pekee wanaoweza kubadilisha ubao wa viongozi wa seva hii.
board-previous = ◀ Iliyotangulia
board-next = Inayofuata ▶
board-period-all = muda wote
board-period-30d = siku 30 zilizopita
board-period-7d = siku 7 zilizopita
board-hidden = Ubao wa viongozi wa { $game } umefichwa katika seva hii.
board-empty = Bado hakuna aliye na mchezo wa { $game } wenye alama katika seva hii.
board-empty-period = Hakuna aliye na mchezo wa { $game } wenye alama katika seva hii ndani ya { $period }.
board-empty-ai = Bado hakuna aliye na mchezo wa { $game } wenye alama katika seva hii. Michezo yenye wachezaji wa AI haibadilishi alama hapa; mwanachama mwenye Manage Server anaweza kubadilisha hilo kwa `/ratings ai-games`.
board-title = Ubao wa viongozi wa { $game } — { $period }
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = michezo yote yenye alama
board-counted-period = michezo yenye alama ndani ya { $period }
board-footer = Ukurasa { $page } kati ya { $pages } · { $total } katika msimamo · Alama = μ − 3σ (hupanda unavyocheza na kushinda) · Mich. na Ush. (michezo na ushindi): { $counted }
board-ai-counted = Michezo yenye wachezaji wa AI inahesabiwa
board-ai-uncounted = Michezo yenye wachezaji wa AI haihesabiwi

## /ratings reset

board-reset-ask = Uweke upya ubao wa viongozi wa { $game } wa seva hii? Kila alama na rekodi yake (kama `/stats` inavyoonyesha) itaanza upya kabisa; orodha ya michezo iliyopita katika `/history` inabaki.
board-reset-yes = Weka upya
board-reset-cancel = Ghairi
board-reset-kept = Hakuna kilichobadilishwa; ubao wa viongozi wa { $game } unabaki ulivyo.
board-reset-expired = Uthibitisho huo umepitwa na wakati; endesha `/ratings reset` tena.
board-reset-done = Ubao wa viongozi wa { $game } wa seva hii umewekwa upya. Michezo itakayomalizika kuanzia sasa ndiyo itahesabiwa.
board-hidden-now = Ubao wa viongozi wa { $game } sasa umefichwa kwenye `/leaderboard`.
board-shown-now = Ubao wa viongozi wa { $game } sasa unaonyeshwa kwenye `/leaderboard`.
board-rebuilt-game = { $count ->
    [one] Alama za { $game } zimejengwa upya kutoka kwa mchezo { $count } uliomalizika.
   *[other] Alama za { $game } zimejengwa upya kutoka kwa michezo { $count } iliyomalizika.
}
board-rebuilt-all = { $count ->
    [one] Kila alama imejengwa upya kutoka kwa mchezo { $count } uliomalizika.
   *[other] Kila alama imejengwa upya kutoka kwa michezo { $count } iliyomalizika.
}
board-ai-on = Michezo yenye wachezaji wa AI inabadilisha alama katika seva hii, kwa kila mchezo utakaomalizika kuanzia sasa (michezo iliyomalizika inabaki ilivyohesabiwa).
board-ai-off = Michezo yenye wachezaji wa AI inarekodiwa lakini haibadilishi alama katika seva hii, kwa kila mchezo utakaomalizika kuanzia sasa (michezo iliyomalizika inabaki ilivyohesabiwa).

## /history

board-history-placeholder = Onyesha muhtasari wa mchezo
board-history-pick = Chagua mchezo mmoja kwenye orodha.
board-history-gone = Mchezo huo haupo tena katika historia ya seva hii.
board-history-none = Bado hakuna michezo iliyomalizika katika seva hii.
board-history-none-game = Bado hakuna michezo ya { $game } iliyomalizika katika seva hii.
board-history-title = Michezo ya karibuni
board-history-title-game = Michezo ya karibuni ya { $game }
board-history-footer = Chagua mchezo hapa chini kuona muhtasari wake.
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — meza #{ NUMBER($table, useGrouping: 0) }
board-no-summary = Hakuna muhtasari uliohifadhiwa.
board-result = Matokeo
board-finished = Ulimalizika

## /stats

board-stats-none = { $reset ->
    [yes] { $name } bado hana mchezo uliomalizika unaohesabiwa katika seva hii (baada ya ubao kuwekwa upya, michezo ya baadaye tu ndiyo inahesabiwa).
   *[no] { $name } bado hana mchezo uliomalizika katika seva hii.
}
board-stats-title = { $name } — rekodi katika seva hii
board-recent = Matokeo ya karibuni
board-record-games = Michezo **{ $games }** · ushindi **{ $wins }** ({ $rate })
board-record-rating = Alama **{ $rating }** kutoka michezo { $games } yenye alama
board-record-trend = { $delta } katika michezo { $count } iliyopita `{ $spark }`
board-record-unrated = Bado hana alama (michezo yenye wachezaji wa AI tu hadi sasa).
board-best-partner = Mwenzi bora: { $name } — mmeshinda { $wins } kati ya { $games } pamoja
board-recent-line = { $date } { $game }: { $outcome } { $rated }
board-won = alishinda
board-drawn = alitoka sare
board-lost = alishindwa
board-placed = nafasi ya { $place }
board-unrated = (bila alama)

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = Alama: { $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating } ({ $change })
board-end-ratings-later = Alama hazikuweza kusasishwa sasa hivi; mchezo huu utahesabiwa zitakapofidiwa baadaye.
