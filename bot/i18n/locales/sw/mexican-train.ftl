# Parlour — Treni ya Mexico: muhtasari wa /rules, maelezo ya chaguo, makatazo, maandishi ya meza na ya mkono,
# mistari ya kumbukumbu na maneno machache kwenye picha ya ubao.
# Maneno yametoka kwenye maandishi ya sheria ya Kiswahili (shared/seeds/002): Treni ya Mexico, kigae/vigae
# (tile), injini (engine), kitovu (hub), rundo la mifupa (boneyard), alama ya treni (marker), raundi, zamu,
# pita (pass), pointi (score, kama "pointi 50" kwenye maandishi hayo). Maandishi hayo yanasema "chora" kwa
# "draw" (tafsiri ya mashine); hapa ni "chukua kigae". "Double" humo ni "mara mbili"/"maradufu"; hapa ni
# "dabo", neno la wachezaji wa domino. "Nukta" ni vitone (pips). Namba za vigae (12-5) ni zilezile kila lugha.

rules-mexican-train-1 = **Wachezaji.** { $low }–{ $high } kwa seti ya dabo-{ $top } (kila mmoja peke yake).
rules-mexican-train-2 = **Raundi.** Raundi ya 1 inaanza na injini { $engine }-{ $engine }, inayofuata na { $next }-{ $next }, hadi 0-0.
rules-mexican-train-3 = **Treni.** Kila mchezaji hujenga treni yake binafsi kuanzia kwenye injini; **Treni ya Mexico** moja ya pamoja iko wazi kwa wote. Unaweza kucheza kwenye treni yako, kwenye Treni ya Mexico, au kwenye treni ya mchezaji mwingine yenye alama (🚩).
rules-mexican-train-4 = **Zamu.** Cheza kigae kimoja kinacholingana ukiweza (ni lazima). Usipoweza, chukua kigae kimoja na ukicheze kikilingana; vinginevyo alama inawekwa kwenye treni yako, ikiifungua kwa wote, hadi utakapocheza juu yake tena.
rules-mexican-train-5 = **Dabo.** Baada ya dabo unacheza tena{ $cover ->
        [cover] , kwenye dabo hiyo: ifunike ukiweza
       *[anywhere] {""}
    }. Dabo isiyofunikwa iko **wazi**: kila mtu, kwa zamu yake, lazima aifunike kabla treni nyingine yoyote haijachezwa.
rules-mexican-train-6 = **Pointi.** Raundi inaisha mtu anapocheza kigae chake cha mwisho au hakuna anayeweza kucheza. Vigae vilivyobaki mkononi vinahesabiwa kwa nukta zake (0-0 ni { $blank }). Mwenye jumla ndogo kabisa baada ya raundi ya mwisho hushinda.

## Chaguo za meza (/table create)

option-mexican-train-set = Seti ya domino: dabo-6 au -9 kwa wachezaji 2–4, dabo-12 kwa 2–8, dabo-15 au -18 kwa 9–12
option-mexican-train-hand = Vigae vya kila mchezaji (none: idadi ya kawaida kwa seti na wachezaji)
option-mexican-train-doubles-order = Dabo kadhaa zilizo wazi hufungwa kwa mpangilio zilivyochezwa, au kinyume (mpya kwanza)
option-mexican-train-after-double = Kigae baada ya dabo: popote palipo wazi, au juu ya dabo hiyo (cover)
option-mexican-train-double-blank = Pointi za 0-0 iliyobaki mkononi: 50, au thamani yake halisi 0
mt-option-seats = Seti ya dabo-{ $top } ni ya wachezaji { $low }–{ $high }, si { $players }.{ $hint ->
        [more] {" "}Tumia set=15 au set=18 kwa zaidi ya 8.
        [fewer] {" "}Tumia set=12 kwa chini ya 9.
       *[none] {""}
    }
mt-option-hand-too-big = Mikono { $players } ya vigae { $hand } inahitaji vigae { $need }, lakini seti ya dabo-{ $top } ina { $spare } tu mbali na injini, na rundo la mifupa lazima libaki na kimoja: gawa visivyozidi { $most } kila mmoja.
mt-option-no-set = Hakuna seti ya dabo-{ $top } hapa; chagua 6, 9, 12, 15 au 18.

## Kusoma vigae na hatua

mt-tile-unreadable = Siwezi kusoma '{ $text }' kama kigae. Andika namba zake mbili kwa kistari, kama 12-5.
mt-tile-too-high = Hakuna { $text } katika seti ya dabo-{ $top }: namba ni 0 hadi { $top }.
mt-tiles-none = Taja angalau kigae kimoja, kama `12-5`.
mt-tiles-too-many = Hivyo ni vigae vingi kuliko seti yoyote.
mt-move-unreadable = Sielewi hatua hiyo; tafadhali onyesha upya mkono wako.
mt-button-stale = Kitufe hicho kimepitwa na wakati; tafadhali onyesha upya mkono wako.
mt-deal-not-in-set = { $tile } haimo katika seti ya dabo-{ $top }.
mt-deal-engine-tile = { $tile } ni injini ya raundi hii; iko kwenye kitovu.
mt-deal-twice = Kigae kimoja kimegawiwa mara mbili.
mt-deal-marker-owner = Ni treni za wachezaji wenyewe tu zinazobeba alama.

## Treni, kama zinavyotajwa ndani ya sentensi, mwanzoni mwa mstari wa menyu, na kwa ufupi

mt-train-mexican = Treni ya Mexico
mt-train-yours = treni yako
mt-train-named = treni ya { $name }
mt-train-seat = treni ya kiti { $seat }
mt-train-their-own = treni yake mwenyewe
mt-label-mexican = Treni ya Mexico
mt-label-yours = Treni yako
mt-label-named = Treni ya { $name }
mt-short-mexican = Mexico
mt-short-yours = yako
mt-list-separator = {", "}
mt-list-or = { $first } au { $second }
mt-list-and = { $first } na { $second }

## Makatazo

mt-game-over = Mchezo huu umekwisha.
mt-not-your-turn-seat = Si zamu yako: ni zamu ya { $seat }.
mt-not-your-turn-waiting = Si zamu yako: tunamsubiri { $name }.
mt-must-play-not-draw = Unaweza kucheza { $tile }, kwa hiyo lazima ucheze badala ya kuchukua kigae.
mt-boneyard-empty = Rundo la mifupa limekwisha: pita badala yake.
mt-must-play-fits = Lazima ucheze unapoweza: { $tile } inalingana.
mt-draw-first = Chukua kigae kwanza: unaweza kupita tu rundo la mifupa likiisha.
mt-not-holding = Huna { $tile }.
mt-no-such-train = Hakuna treni kama hiyo kwenye meza hii.
mt-blocked-by-double = Dabo iliyo wazi { $double } kwenye { $train } lazima ifunikwe kwanza: treni nyingine zote zimefungwa hadi hapo.
mt-must-close-double = { $rule ->
        [cover] Kwenye meza hii kigae kinachofuata dabo huifunika: kigae chako kijacho lazima kiende kwenye { $double } kwenye { $train }.
       *[several] Umeweka dabo kadhaa zamu hii: kigae chako kijacho kisicho dabo lazima kifunge { $double } kwenye { $train }.
    }
mt-train-closed = Huwezi kucheza kwenye { $train }: mwenyewe hajaweka alama juu yake.
mt-tile-does-not-fit = { $stuck ->
        [yes] { $tile } hailingani na { $train }: ncha yake iliyo wazi ni { $end }. Hakuna kigae mkononi mwako kinacholingana popote: chukua kigae au pita.
       *[no] { $tile } hailingani na { $train }: ncha yake iliyo wazi ni { $end }.
    }
mt-cannot-play-there = Huwezi kucheza { $tile } kwenye { $train } sasa.
mt-cannot-draw-now = Huwezi kuchukua kigae sasa. Bonyeza **{ table-button-hand }** upate vitufe vipya.
mt-cannot-pass-now = Huwezi kupita sasa. Bonyeza **{ table-button-hand }** upate vitufe vipya.
mt-choose-one = Chagua chaguo moja kwenye menyu.
mt-tile-not-now = { $tile } haiwezi kuchezwa sasa; chagua kigae kingine.
mt-move-gone = Hatua hiyo haipo tena; chagua upya.
mt-control-stale = Kitufe hicho hakitumiki tena. Bonyeza **{ table-button-hand }** upate vipya.
mt-menu-stale = Menyu hiyo imepitwa na wakati. Bonyeza **{ table-button-hand }** upate vitufe vipya.
mt-fits-several = { $tile } inalingana na treni kadhaa; sema ipi, kwa mfano `/play cards:"{ $tile } { $example }"` ({ $trains }).
mt-refusal-and-fits = { $reason } { $tile } inalingana na { $trains }.
mt-fits-nowhere = { $tile } hailingani na treni yoyote unayoruhusiwa kuchezea.
mt-fits-nowhere-fallback = { $tile } hailingani na treni yoyote unayoruhusiwa kuchezea. Hakuna kigae mkononi mwako kinacholingana: { $action }.
mt-fits-nowhere-blocked = { $tile } hailingani na treni yoyote unayoruhusiwa kuchezea. Dabo iliyo wazi kwenye { $train } lazima ifunikwe kwanza.
mt-fits-nowhere-closing = { $rule ->
        [cover] { $tile } haiwezi kuchezwa sasa: kwenye meza hii kigae kinachofuata dabo huifunika, kwa hiyo kigae chako kijacho lazima kiende kwenye { $double } kwenye { $train }.
       *[several] { $tile } haiwezi kuchezwa sasa: umeweka dabo kadhaa zamu hii, kwa hiyo kigae chako kijacho kisicho dabo lazima kifunge { $double } kwenye { $train }.
    }
mt-no-such-seat = Hakuna kiti { $seat } kwenye meza hii: viti ni 1 hadi { $seats }.
mt-player-not-here = Mchezaji huyo hayupo kwenye meza hii.
mt-unknown-train = Sijui treni '{ $text }' ni ipi. Itaje kwa `mexico`, `yangu`, namba ya kiti (1–{ $seats }) au jina la mchezaji.

## Mistari ya kumbukumbu (uzi wa meza)

mt-log-round-started = Raundi { $round } kati ya { $rounds }: injini { $engine } iko kwenye kitovu. { $name } anaanza; { $boneyard ->
        [one] kigae { $boneyard } kiko
       *[other] vigae { $boneyard } viko
    } kwenye rundo la mifupa.
mt-log-play = { $double ->
        [yes] { $name } anacheza { $tile } kwenye { $train } — ni dabo: anacheza tena.
       *[no] { $name } anacheza { $tile } kwenye { $train }.
    }
mt-log-play-start-mexican = { $name } anacheza { $tile } kwenye Treni ya Mexico, akiianzisha Treni ya Mexico.
mt-log-play-cover = { $name } anacheza { $tile } kwenye { $train }, akifunika dabo.
mt-log-play-marker-off = { $double ->
        [yes] { $name } anacheza { $tile } kwenye treni yake mwenyewe na kuondoa alama yake — ni dabo: anacheza tena.
       *[no] { $name } anacheza { $tile } kwenye treni yake mwenyewe na kuondoa alama yake.
    }
mt-log-play-cover-marker-off = { $name } anacheza { $tile } kwenye treni yake mwenyewe, akifunika dabo, na kuondoa alama yake.
mt-log-drew = { $name } anachukua kigae (vimebaki { $left } kwenye rundo la mifupa).
mt-log-marker-after-draw = { $kept ->
    [yes] { $name } hawezi kucheza kigae alichochukua; alama inabaki kwenye treni yake.
   *[no] { $name } hawezi kucheza kigae alichochukua, anaweka alama kwenye treni yake.
}
mt-log-passed = { $kept ->
    [yes] { $name } hawezi kucheza, anapita; alama inabaki kwenye treni yake.
   *[no] { $name } hawezi kucheza, anapita; treni yake imewekewa alama.
}
mt-log-last-tile = 📣 { $name } amebakiwa na kigae kimoja!
mt-double-on = { $tile } kwenye { $train }
mt-log-doubles-open = { $count ->
        [one] Dabo iliyo wazi { $doubles }: lazima ifunikwe kabla ya kucheza kitu kingine chochote.
       *[other] Dabo zilizo wazi { $doubles }: lazima zifunikwe kabla ya kucheza kitu kingine chochote.
    }
mt-log-double-released = Hakuna anayeweza kufunika { $tile } kwenye { $train } tena: haizuii tena.
mt-log-round-out = **Raundi { $round } (injini { $engine }) imekwisha:** { $name } amemaliza vigae vyake.
mt-log-round-blocked = **Raundi { $round } (injini { $engine }) imekwisha:** imekwama, hakuna anayeweza kucheza.
mt-log-round-row = { $name }: +{ $score } (nukta { $pips }) → { $total }
mt-log-round-row-blank = { $name }: +{ $score } (nukta { $pips } + { $blank } kwa dabo tupu) → { $total }
mt-log-game-over = { $count ->
        [one] 🏁 Mchezo umekwisha: { $names } ameshinda kwa { $total }.
       *[other] 🏁 Mchezo umekwisha: { $names } wameshinda kwa { $total }.
    }
mt-you-drew = Kigae ulichochukua mwisho: **{ $tile }**.
mt-summary-by = Jumla ya chini kabisa { $total }: { $winners } baada ya raundi { $rounds }.
# michezo iliyohifadhiwa kabla muhtasari haujataja majina: /history bado huisoma
mt-summary = { $count ->
        [one] Jumla ya chini kabisa { $total }: kiti { $seats } baada ya raundi { $rounds }.
       *[other] Jumla ya chini kabisa { $total }: viti { $seats } baada ya raundi { $rounds }.
    }

## Ujumbe wa meza

mt-table-title = { game-mexican-train } — meza #{ NUMBER($table, useGrouping: 0) }
mt-table-head = **Raundi { $round }/{ $rounds }** · injini { $engine } · rundo la mifupa { $boneyard }
mt-table-mexican = 🚂 Treni ya Mexico: { $laid }
mt-table-player = { $name } ({ $count ->
        [one] kigae { $count }
       *[other] vigae { $count }
    }){ $marker }: { $laid }
mt-table-open-double = ⚠️ dabo iliyo wazi
mt-train-empty = tupu → { $end }
mt-table-blocking = ⚠️ Dabo iliyo wazi { $double } kwenye { $train }: ifunike kabla ya kucheza mahali pengine popote.
mt-table-turn = Zamu: { $name }
mt-table-scores = Pointi: { $scores }
mt-final-ranking = Msimamo wa mwisho
mt-table-footer = Bonyeza "{ table-button-hand }" uone vigae vyako na ucheze, au andika /play cards:"{ $tile } mexico".

## Mkono wa mchezaji

mt-hand-head = **Treni ya Mexico — meza #{ NUMBER($table, useGrouping: 0) }** · raundi { $round }/{ $rounds }
mt-hand-over = Mchezo umekwisha.
mt-hand-your-turn = **Zamu yako.**
mt-hand-waiting = Tunamsubiri { $name }.
mt-hand-tiles = Vigae vyako ({ $count }, nukta { $pips }):
mt-hand-chain = Mfuatano wa treni yako: { $tiles }
mt-hand-extras = Vigae vya ziada: { $tiles }
mt-hand-close-first = { $rule ->
        [cover] Umeweka dabo: funika { $double } sasa.
       *[several] Umeweka dabo kadhaa: funga { $double } kwanza.
    }
mt-hand-play-again = Umeweka dabo: cheza tena.
mt-hand-nothing-fits = Hakuna kinacholingana: { $action }.
mt-hand-more-tiles = Vigae vinavyolingana ni vingi kuliko menyu zinavyoweza kubeba: andika `/play` kwa vingine.
mt-action-play = Cheza { $tile } kwenye { $train }
mt-action-play-start = Cheza { $tile } kwenye { $train } (ianzishe)
mt-action-draw = Chukua kigae (vimebaki { $left })
mt-action-pass = Pita (treni yako inawekewa alama)
mt-button-draw = Chukua
mt-button-pass = Pita
mt-choice-train = { $train } (inaishia { $end })
mt-choice-train-covers = { $train } (inaishia { $end }), inafunika dabo
mt-select-tile = Cheza kigae…
mt-select-tile-page = Cheza kigae… ({ $page }/{ $pages })
mt-select-train = { $tile } iende kwenye treni ipi?

## Picha ya ubao (fonti yake ni ya herufi za Kilatini tu hadi suala #15)

