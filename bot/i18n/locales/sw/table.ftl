# Parlour — meza: ukumbi, viti, zamu, vipima muda, ujumbe wa meza na kumbukumbu ya mchezo.
# Maneno: meza (table), kiti (seat), zamu (turn), mkono (hand), mwenyeji (host), AI; kutaja = @ ya Discord.

## The table message

table-title = { $game } — meza #{ NUMBER($table, useGrouping: 0) }
table-closed-early = Meza hii imefungwa.
table-button-hand = Mkono wako
table-button-back = Nimerudi
table-button-rematch = Mchezo mwingine
table-button-continue = Mchezo mwingine (bakiza ngazi)
table-button-join-rematch = Jiunge na mchezo mwingine #{ NUMBER($table, useGrouping: 0) }
table-away-field = Hawapo (AI inawachezea)
table-waiting-field = ⏸ Mchezo unasubiri
table-waiting-for-people = Hakuna anayecheza: mchezo utaendelea mtu atakapobonyeza **{ table-button-back }**.
table-countdown-field = ⏳ Muda unaisha
table-footer-aborted = Meza hii ilifungwa kabla ya mwisho. Hakuna matokeo yaliyorekodiwa.
table-footer-abandoned = Meza hii ilifungwa kama iliyotelekezwa. Hakuna matokeo yaliyorekodiwa.

## Durations

table-duration = { $d ->
    [0] {""}
   *[other] siku { $d }{" "}
}{ $h ->
    [0] {""}
   *[other] saa { $h }{" "}
}{ $m ->
    [0] {""}
   *[other] dakika { $m }{" "}
}{ $s ->
    [0] {""}
   *[other] sekunde { $s }
}
table-duration-off = imezimwa
table-duration-unreadable = Siwezi kusoma '{ $text }' kama muda. Liandike kama 30s, 2m, 1h30m au off.
table-duration-range = Muda wa zamu lazima uwe kati ya { $low } na { $high }, au uzimwe.
table-abandon-range = Meza zisizo na hatua yoyote hufungwa baada ya muda kati ya { $low } na { $high }: chagua muda katika kipindi hicho.

## The play-by-play

table-your-turn = { $mentions } — zamu yako.
table-still-your-turn = { $mentions } — bado ni zamu yako kwenye meza #{ NUMBER($table, useGrouping: 0) }.
table-reminder = { $mentions } — nusu ya muda wako wa zamu hii imekwisha; unaisha { $deadline }.
table-dm-closed = { $mentions } — sikuweza kukutumia mkono wako kwa ujumbe wa faragha (umenifungia jumbe za faragha). Bonyeza **{ table-button-hand }** kwenye ujumbe wa meza badala yake.
table-turn-dm = Ni zamu yako kwenye meza #{ NUMBER($table, useGrouping: 0) }: { $link }
table-sentences = { $first } { $second }
table-joined = { $name } amejiunga.
table-moved = { $name } amehamia kiti { $seat }.
table-swapped = { $by } amebadilisha viti { $first } na { $second } ({ $one } ↔ { $other }).
table-swap-moved = { $by } amehamisha kiti { $source } hadi kiti { $seat } ({ $name }).
table-left = { $name } ameondoka.
table-left-last = { $name } ameondoka; hakuna aliyebaki, kwa hiyo meza imefungwa.
table-left-host = { $name } ameondoka; { $host } sasa ndiye mwenyeji.
table-added-ai = { $name } ameongeza { $ai }.
table-removed = { $by } amemwondoa { $name } mezani.
table-kicked-by = { $by } amemwondoa { $name } mezani.
table-seat-to-ai = { $reclaim ->
    [yes] Kiti cha { $name } sasa kinachezwa na { $ai }. Anaweza kukirudisha kwa `/table reclaim`.
   *[no] Kiti cha { $name } sasa kinachezwa na { $ai }.
}
table-new-host = { $host } sasa ndiye mwenyeji.
table-vote-cast = { $voter } anapiga kura kukabidhi kiti cha { $name } kwa AI (kura { $votes } kati ya { $needed } zinazohitajika). Wengine wanaweza kupiga kura kwa `/table replace`.
table-vote-passed = Wachezaji wamepiga kura. { $outcome }
table-replaced-by = Kwa uamuzi wa { $by }: { $outcome }
table-reclaimed = { $name } amerudi kwenye kiti { $seat }.
table-back = { $name } amerudi.
table-begins = { $game } unaanza.
table-aborted = { $name } amefunga meza. Hakuna matokeo yanayorekodiwa.
table-aborted-forfeit = { $name } amefunga meza wakati wa mchezo, akiuacha mchezo: inahesabiwa kuwa kushindwa kwa timu yake.
table-abandoned = Meza hii haikuwa na mchezo kwa muda mrefu na imefungwa kama iliyotelekezwa. Hakuna matokeo yanayorekodiwa.
table-expired = ⏰ Muda wa { $name } umekwisha; AI imemchezea.
table-marked-away = Baada ya zamu { $count } mfululizo, { $name } amewekwa kuwa hayupo: AI inamchezea hadi atakapobonyeza **Nimerudi**.
table-marked-away-last = Baada ya zamu { $count } mfululizo, { $name } amewekwa kuwa hayupo. Hakuna anayecheza tena, kwa hiyo mchezo unasubiri hadi mtu abonyeze **Nimerudi**.
table-nobody-playing = Hakuna anayecheza tena, kwa hiyo mchezo unasubiri hadi mchezaji arudi au mwenyeji afunge meza.

## Answers to the player who pressed or typed

table-joined-reply = Umeingia: kiti { $seat } kwenye meza #{ NUMBER($table, useGrouping: 0) }.
table-left-reply = Umeondoka kwenye meza #{ NUMBER($table, useGrouping: 0) }.
table-added-ai-reply = Mchezaji wa AI ameongezwa.
table-started-reply = Mchezo umeanza. Bonyeza **{ table-button-hand }** kuona mkono wako na kucheza.
table-back-reply = Karibu tena! AI haikuchezei tena.
table-aborted-reply = Meza #{ NUMBER($table, useGrouping: 0) } imefungwa.
table-moved-on-reply = Meza imesonga mbele tangu vidhibiti hivyo vilipoonyeshwa, kwa hiyo hakuna kilichochezwa. Huu ndio mkono wako sasa.
table-picks-lost = Chaguo zilizoonyeshwa hapa hazijahifadhiwa tena (huenda Parlour imeanza upya), kwa hiyo hakuna kilichochezwa. Huu ndio mkono wako ulivyo sasa: tafadhali kagua chaguo zako kisha ubonyeze tena.
table-done = Imekamilika.
table-play-blank = Hukuandika chochote cha kucheza: andika hatua yako baada ya `cards:`, au bonyeza **{ table-button-hand }** uichague.
table-view-game-over = Mchezo umekwisha — tazama meza.
table-view-closed = Meza ilifungwa kabla ya mwisho: tazama ujumbe wa meza.
table-view-replaced = Mwonekano huu umebadilishwa na mpya: tumia mpya zaidi, au bonyeza **{ table-button-hand }**.
table-view-unseated = AI sasa inacheza kiti chako kwenye meza hii: tazama ujumbe wa meza.
table-channel-lost = ⚠️ Siwezi tena kuandika katika { $channel }, kwa hiyo ujumbe wa meza huko huenda umepitwa na wakati. Endelea kucheza kutoka hapa; mwanachama mwenye Manage Server anaweza kunirudishia **{ permission-view-channel }**, **{ permission-send-messages }** na **{ permission-embed-links }** huko.
table-view-over = Mchezo umekwisha: meza inaonyesha matokeo.
table-settings-ping = Kutajwa kwenye zamu yako: **{ $ping ->
    [always] kila zamu
    [never] kamwe
   *[idle] unapoonekana haupo
}**
settings-autoplay = Kucheza kiotomatiki (karata au kigae chako pekee halali): **{ $autoplay ->
    [on] ndiyo
   *[off] hapana
}**

## Refusals

table-limit-host = Tayari unaendesha { $count ->
    [one] meza { $count } iliyo wazi
   *[other] meza { $count } zilizo wazi
} hapa; maliza moja au uifunge kwa `/table abort` kabla ya kufungua nyingine.
table-limit-server = Seva hii tayari ina { $count ->
    [one] meza { $count } iliyo wazi
   *[other] meza { $count } zilizo wazi
}, kiwango cha juu kabisa kwa wakati mmoja; tafadhali jiunge na moja, au subiri moja iishe.
table-limit-opened = Umefungua { $count ->
    [one] meza { $count }
   *[other] meza { $count }
} hapa ndani ya saa moja iliyopita, kiwango cha juu kwa mwanachama mmoja; tafadhali subiri kidogo kabla ya kufungua nyingine.
table-busy = Meza ina shughuli sasa hivi; tafadhali jaribu tena.
table-clicks-too-fast = Pole pole: umebonyeza mara nyingi sana kwenye meza hii. Tafadhali subiri sekunde { $seconds }, kisha ujaribu tena.
table-restarting = Parlour inaanza upya; hakuna kilichopotea. Tafadhali jaribu tena baada ya dakika moja.
table-already-seated = Tayari uko kwenye meza hii.
table-full = Meza hii imejaa.
table-cannot-leave = Mchezo unaendelea, kwa hiyo huwezi kuondoka sasa. Mwenyeji anaweza kukabidhi kiti chako kwa mchezaji wa AI (`/table replace`), au kufunga meza.
table-not-seated = Hauko kwenye meza hii.
table-join-first = Jiunge na meza kwanza, kisha unaweza kuongeza wachezaji wa AI.
table-host-kicks-self = Mwenyeji hawezi kujiondoa mwenyewe; tumia `/table leave`.
table-kick-host = Mwenyeji hawezi kuondolewa kwenye ukumbi wake mwenyewe; badala yake funga meza kwa `/table abort`.
table-host-only-kick = Ni mwenyeji tu (au mwenye Manage Server) anayeweza kuondoa wachezaji.
table-host-only-start = Ni mwenyeji tu (au mwenye Manage Server) anayeweza kuanzisha mchezo.
table-host-only-abort = Ni mwenyeji tu (au mwenye Manage Server) anayeweza kufunga meza.
table-seat-empty = Kiti { $seat } kiko wazi.
table-no-such-seat = Meza hii ina viti { $seats }: chagua kimoja kati ya 1 na { $seats }.
table-seat-taken = Kiti { $seat } kimekaliwa na { $name }: mwombe ahame, au chagua kiti kilicho wazi.
table-already-in-seat = Tayari uko kwenye kiti { $seat }.
table-host-only-swap = Ni mwenyeji tu (au mwenye Manage Server) anayeweza kubadilisha viti.
table-swap-same-seat = Chagua viti viwili tofauti vya kubadilisha (kiti { $seat } mara mbili hakibadilishi kitu).
table-swap-both-empty = Viti { $first } na { $second } vyote viko wazi: hakuna cha kubadilisha.
table-seat-is-ai = Kiti { $seat } tayari kinachezwa na AI.
table-already-voted = Tayari umepiga kura kumbadilisha { $name }.
table-vote-not-seated = Ni wachezaji wa meza hii tu wanaoweza kupiga kura kumbadilisha mtu.
table-vote-self = Huwezi kupiga kura kujibadilisha mwenyewe.
table-vote-too-few = Wachezaji wengine walioketi ni wachache mno kwa kura kukabidhi kiti cha { $name } kwa AI; mwenyeji (au mwenye Manage Server) anaweza kufanya hivyo.
table-reclaim-none = Hakuna kiti kwenye meza hii kilichokabidhiwa kutoka kwako kwa AI.
table-reclaim-off = Meza hii hairuhusu wachezaji waliobadilishwa kurudisha viti vyao.
table-reclaim-kicked = Mwenyeji alikuondoa kwenye meza hii, kwa hiyo huwezi kurudisha kiti; muulize mwenyeji kama ungependa kucheza tena.
table-reclaim-seated = Tayari unacheza kwenye meza hii.
table-nobody-away = Hakuna aliyewekwa kuwa hayupo; endeleeni kucheza!
table-only-away = Ni { $names } tu { $count ->
    [one] anayeweza kubonyeza hiki: ni kwa ajili ya mchezaji aliyewekwa kuwa hayupo.
   *[other] wanaoweza kubonyeza hiki: ni kwa ajili ya wachezaji waliowekwa kuwa hawapo.
}
table-needs-players = { $game } unahitaji wachezaji { $low }: { $missing ->
    [one] kiti { $missing } kiko wazi. Bonyeza **Ongeza AI** kukijaza, au subiri wachezaji zaidi.
   *[other] viti { $missing } viko wazi. Bonyeza **Ongeza AI** kuvijaza, au subiri wachezaji zaidi.
}
table-already-started = Mchezo huu tayari umeanza.
table-ended = Meza hii imekwisha.
table-already-ended = Meza hii tayari imekwisha.
table-not-started = Mchezo bado haujaanza.
table-game-over = Mchezo huu umekwisha.
table-closed = Meza hii imefungwa.
table-not-in-play = Mchezo huu hauchezwi sasa.
table-not-playing-here = Hauchezi kwenye meza hii.
table-your-seat-to-ai = { $reclaim ->
    [yes] Kiti chako kwenye meza #{ NUMBER($table, useGrouping: 0) } sasa kinachezwa na AI. Kirudishe kwa `/table reclaim`.
   *[no] Kiti chako kwenye meza #{ NUMBER($table, useGrouping: 0) } sasa kinachezwa na AI.
}
table-moved-on = Meza imesonga mbele tangu vidhibiti hivyo vilipoonyeshwa. Bonyeza **{ table-button-hand }** upate vipya.
table-refused-moved-on = { $refusal } (Meza imesonga mbele tangu vidhibiti hivyo vilipoonyeshwa.)
table-not-your-turn-yet = Bado si zamu yako.
table-not-your-turn = Si zamu yako: tunasubiri { $names }.
table-no-such-table = Hakuna meza #{ NUMBER($table, useGrouping: 0) }.
table-no-such-game = Hakuna mchezo unaoitwa '{ $name }' hapa.
table-game-unavailable = Mchezo huu haupatikani kwenye bot hii kwa sasa.
table-button-unknown = Kitufe hicho hakitumiki tena; tafadhali onyesha upya.
table-rules-unavailable = Sheria hazipatikani kwa sasa; jaribu `/rules`.
table-rematch-unfinished = Ni mchezo uliokwisha tu unaoweza kuchezwa tena.
table-rematch-expired = Mwaliko wa mchezo mwingine uliisha dakika { $minutes } baada ya mchezo kwisha; fungua meza mpya kwa `/table create`.
table-rematch-not-player = Ni wachezaji wa mchezo huu tu wanaoweza kuomba mchezo mwingine.
table-rematch-gone = Meza ya mchezo mwingine #{ NUMBER($table, useGrouping: 0) } imejaa au haipo tena.
table-rematch-cannot-go-on = Mashindano haya yamekwisha: hakuna cha kuendeleza. Bonyeza **Mchezo mwingine** kwa mapya.
table-shengji-levels-unreadable = Siwezi kusoma '{ $text }' kama ngazi za timu: ziandike kama 6-4 au j-5 (viti 1 na 3 kwanza, t = 10).
table-shengji-levels-past-target = Ngazi { $levels } tayari zimepita ngazi lengwa: ongeza `target` au punguza `levels`.
table-shengji-levels-need-starter = Pamoja na `levels` ({ $levels }) sema pia kiti kipi kinaanza, kwa `starter` (1–4): timu yake ndiyo inatangaza, kwa ngazi yake.

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = kutajwa
cmd-settings-opt-ping-desc = Zamu yako inapokutaja: kila mara, unapoonekana haupo (chaguo-msingi), au kamwe
cmd-opt-autoplay = cheza-kiotomatiki
cmd-settings-opt-autoplay-desc = Ikuchezee karata au kigae chako pekee halali baada ya muda mfupi (si zabuni, kupita wala kuchukua)
cmd-choice-always = kila mara
cmd-choice-idle = ukionekana haupo
cmd-choice-never = kamwe

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name } ({ $level })
ai-level-easy = rahisi
ai-level-normal = kawaida
ai-level-strong = hodari
