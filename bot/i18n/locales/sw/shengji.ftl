# Parlour — Shengji (Trekta, 升级): makatazo ya injini, meza, karata za mchezaji na vidhibiti.
# Maneno: turufu (trump: neno la kawaida la karata Afrika Mashariki, si "tarumbeta" ya maandishi
# ya ../shared/seeds/000_*), trekta, jozi, shimo (kitty: "kadi za shimo" za maandishi hayo),
# ngazi (level: "kupanda ngazi"), kuimarisha (reinforce), kupindua (overturn), mrusho (throw,
# "kurusha"), mzunguko (trick), mgawo (hand: mgawo mmoja wa karata), watangazaji (declarers),
# wapinzani (opponents), pointi. Majina ya pande za karata ni ya cards.ftl (shupaza, kopa…).

## Maneno ya ujumbe mwingine

shengji-trumps = turufu
shengji-level-beyond = zaidi ya A
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }; { $rest }
shengji-shape-single = { $count ->
    [one] karata moja
   *[other] karata { $count } moja moja
}
shengji-shape-pair = { $count ->
    [one] jozi moja
   *[other] jozi { $count }
}
shengji-shape-triple = { $count ->
    [one] tatu sawa moja
   *[other] tatu sawa { $count }
}
shengji-shape-tractor = { $count ->
    [one] trekta ya jozi { $length }
   *[other] trekta { $count } za jozi { $length }
}
shengji-shape-run = { $count ->
    [one] mfululizo wa tatu sawa { $length }
   *[other] mifululizo { $count } ya tatu sawa { $length }
}
shengji-shapes-and = { $first } na { $rest }
shengji-shapes-of = { $shapes } katika { $group }
shengji-lead-throw = mrusho
shengji-lead-shape = { $shape } iliyoongozwa
shengji-declaration = { $count ->
    [1] { $card } moja
    [2] jozi ya { $card }
   *[other] { $card } tatu
}
shengji-result-by = { $winners } wameshinda, wakifika { $level }; timu nyingine ilifika { $other }.
# Vivyo hivyo kwa michezo iliyohifadhiwa kabla muhtasari haujataja wachezaji kwa majina: $first na
# $second ni namba za viti. /history bado huusoma; michezo mipya haiutumii.
shengji-result = Viti { $first } na { $second } vimeshinda, vikifika { $level }; timu nyingine ilifika { $other }.

## Makatazo

shengji-game-over = Mchezo umekwisha.
shengji-declare-only-in-deal = Turufu hutangazwa tu wakati karata zinagawiwa.
shengji-wrong-action-deal = Karata zinagawiwa: unaweza kutangaza turufu tu.
shengji-wrong-action-name-trump = Upande wa turufu lazima utajwe kwanza.
shengji-wrong-action-bury = Mwanzilishi lazima azike shimo kwanza.
shengji-wrong-action-play = Sasa cheza karata.
shengji-wrong-action-throw-choice = Chagua sehemu ya mrusho ulioshindwa itakayoongozwa.
shengji-not-possible-now = Hilo haliwezekani sasa.
shengji-declare-after-deal = Kwenye meza hii hakuna anayetangaza wakati karata zinagawiwa: zote zikishatoka, { $first } (mwenzi wa mwanzilishi) hutangaza kwanza, kisha kila mchezaji kwa zamu.
shengji-declaring-over = Kutangaza kumekwisha: wote wamepita, na turufu inawekwa.
shengji-declare-turn-first = Si zamu yako kutangaza: zamu ya kwanza ni ya { $seat }.
shengji-declare-turn-next = Si zamu yako kutangaza: zamu inayofuata ni ya { $seat }.
shengji-nothing-to-declare = Huna cha kutangaza sasa; ugawaji unaendelea.
shengji-not-your-turn = Si zamu yako: tunamsubiri { $seats }.
shengji-not-your-turn-to-play = Si zamu yako kucheza.
shengji-not-your-turn-fresh = Si zamu yako. Bonyeza **{ table-button-hand }** upate vidhibiti vipya.
shengji-choose-a-card = Chagua angalau karata moja.
shengji-lead-one-group = Karata za kuongoza lazima ziwe za upande mmoja, au zote turufu.
shengji-choose-throw-part = Chagua mojawapo ya sehemu za mrusho zinazoweza kushindwa: { $parts }.
shengji-deal-count = { $left ->
        [1] Gawa karata ya mwisho.
       *[other] Gawa karata kati ya 1 na { $left }.
    }
shengji-deal-not-done = { $left ->
    [one] Karata 1 bado haijagawiwa.
   *[other] Karata { $left } bado hazijagawiwa.
}
shengji-bury-count = Zika karata { $count } hasa: idadi ileile iliyokuwa shimoni.
shengji-four-players = Shengji huchezwa na wachezaji 4 hasa, katika timu mbili za wawili.
shengji-no-such-option = Shengji haina chaguo `{ $key }`.
shengji-fixed-dealer-fixed-trump = `declare_order=fixed-dealer` huwafanya wachezaji watangaze kwa zamu, lakini `fixed_trump` huweka turufu mapema hivyo hakuna anayetangaza: chagua moja kati ya hayo.
shengji-fixed-dealer-first-card = Kwa `declare_order=fixed-dealer`, mwenzi wa mgawaji hutaja turufu ikiwa hakuna aliyetangaza: ondoa `no_declaration=first-card`.
shengji-declare-trump-fixed = Turufu ya meza hii imewekwa mapema: hakuna anayetangaza.
shengji-declare-identical = Kutangaza ni kuonyesha karata moja, au karata mbili au tatu zinazofanana.
shengji-declare-not-held = Huna { $card } { $count }.
shengji-declare-no-trump-off = Kutangaza bila turufu hakuruhusiwi katika meza hii.
shengji-declare-single-joker = Jokari mmoja hawezi kutangaza: onyesha jozi ya jokari wanaofanana.
shengji-declare-rank-only = Karata za ngazi tu ({ $rank }) au jozi za jokari ndizo zinazotangaza.
shengji-declare-at-most-three = Kutangaza ni kuonyesha karata zisizozidi tatu.
shengji-declare-own = Huwezi kupindua tangazo lako mwenyewe.
shengji-declare-own-reinforce = Huwezi kupindua tangazo lako mwenyewe; ili kuliimarisha, onyesha { $count } × { $card } kwa pamoja.
shengji-declare-too-weak = Hilo halipindui { $current }: kupindua lazima kuwe na nguvu zaidi.
shengji-declare-final = Hakuna kinachopindua { $current } kwenye meza hii: jozi ya jokari ni ya mwisho.
shengji-follow-count = { $count ->
    [one] Cheza karata 1 hasa: ndiyo idadi iliyoongozwa.
   *[other] Cheza karata { $count } hasa: ndiyo idadi iliyoongozwa.
}
shengji-follow-suit = Bado una { $group }: lazima ufuate { $group }.
shengji-follow-all-of = { $count ->
    [one] Una karata moja ya { $group }: lazima uicheze kabla ya karata nyingine.
   *[other] Una karata { $count } za { $group }: lazima uzicheze zote kabla ya karata nyingine.
}
shengji-follow-shape = Una { $held }: lazima { $count ->
    [one] uicheze
   *[other] uzicheze
} juu ya { $lead }.
shengji-declaration-stale = Kitufe hicho cha kutangaza kimepitwa na wakati. Bonyeza **{ table-button-hand }**.
shengji-controls-stale = Vidhibiti hivyo vimepitwa na wakati. Bonyeza **{ table-button-hand }** upate vipya.
shengji-pick-cards-first = Chagua karata zako kwenye menyu kwanza.
shengji-cards-gone = Karata hizo hazipo tena mkononi mwako. Bonyeza **{ table-button-hand }**.
shengji-not-a-suit = Siwezi kusoma '{ $text }' kama upande wa karata.
shengji-refusal-with-hint = { $refusal } { $hint }
shengji-hint-deal = Andika karata za kuonyesha, kama `2H` au `2H 2H` (au `SJ SJ`), au `pita`.
shengji-hint-name-trump = Taja upande wa turufu: `kopa`, `H` au `♥`.
shengji-hint-bury = Andika karata za kuzika, kama `3C 4C 6D 7D 8D 9S JS QS`.
shengji-hint-play = Andika karata zako, kama `AS` au `TH TH 9H 9H`.
shengji-hint-throw-choice = Andika sehemu ya mrusho inayolazimika kuongozwa, kama `QH` au `4H 4H`.
shengji-typed-pass = pita
shengji-typed-bury = zika

## Meza na mistari yake

shengji-table-title = { game-shengji } — meza #{ NUMBER($table, useGrouping: 0) }
shengji-footer = Bonyeza "{ table-button-hand }" uone karata zako na kucheza, au andika /play cards:"{ $typed }".
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = hakuna upande wa turufu
shengji-suit-trumps = { $suit } ndiyo turufu
shengji-event-dealing = Karata zinagawiwa… { $dealt }/{ $total }.
shengji-event-declare = { $name } anatangaza { $cards }: { $trumps }.
shengji-event-overturn = { $name } anapindua kwa { $cards }: { $trumps }.
shengji-event-reinforce = { $name } anaimarisha kwa { $cards }: { $trumps }.
shengji-event-redeal = Hakuna aliyetangaza: karata zinakusanywa, zinachanganywa na kugawiwa upya.
shengji-event-kitty-turned = Hakuna aliyetangaza: shimo linafunuliwa — { $cards }: { $trumps }.
shengji-event-name-trump-asked = Hakuna aliyetangaza: { $name } anataja upande wa turufu.
shengji-event-trump-named = { $name } anataja { $suit } kuwa turufu.
shengji-event-trump-fixed = Turufu: { $suit }, ngazi { $rank }. { $starter } anaanza na kuchukua shimo; { $team } ndio watangazaji.
shengji-event-trump-fixed-none = Bila turufu, ngazi { $rank }. { $starter } anaanza na kuchukua shimo; { $team } ndio watangazaji.
shengji-event-kitty-taken = Unachukua shimo: { $cards }. Zika karata idadi ileile.
shengji-event-buried = { $name } anazika karata { $count }.
shengji-event-you-buried = Umezika { $cards }.
shengji-event-played = { $name } anacheza { $cards }.
shengji-event-part-chosen = { $name } anachagua sehemu ya mrusho wa { $thrower } itakayoongozwa.
shengji-event-trick-won = { $name } ameshinda mzunguko { $number } kwa { $cards } ({ $points }).
shengji-event-game-won = 🏆 { $team } wameshinda mchezo, wakifika { $level }!
shengji-points-none = hakuna pointi
shengji-points-declarers = pointi { $points } kwa watangazaji { $team }: hazihesabiwi
shengji-points-opponents = pointi { $points } kwa wapinzani { $team }
shengji-throw-beaten = { $name } anashinda { $part } kwa { $cards }
shengji-event-throw-failed = Mrusho wa { $name } { $cards } umeshindwa: { $beaten }.
shengji-event-throw-chooser = { $name } anachagua sehemu itakayoongozwa.
shengji-event-throw-forced = Mrusho wa { $name } { $cards } umeshindwa: { $beater } anaweza kushinda { $part } kwa { $beating } — { $name } lazima aongoze { $part } (adhabu pointi { $penalty }).
shengji-you-throw-forced = **Mrusho wako { $cards } umeshindwa**: { $beater } anaweza kushinda { $part } kwa { $beating }, kwa hiyo uliongoza { $part } pekee, na umerudishiwa { $back } mkononi.
shengji-you-throw-penalty = { $side ->
    [opponents] Adhabu: timu yako inapoteza pointi { $penalty }.
   *[declarers] Adhabu: wapinzani wanapata pointi { $penalty }.
}
shengji-you-throw-chooser = **Mrusho wako { $cards } umeshindwa**: { $beaten }. { $name } atachagua ni sehemu ipi kati ya hizo utakayoongoza; nyingine zitarudi mkononi mwako.
shengji-hand-over = **Mgawo { $hand } umekwisha.** Shimo: { $kitty } (pointi { $points }).
shengji-hand-over-bonus = **Mgawo { $hand } umekwisha.** Shimo: { $kitty } (pointi { $points }) ×{ $multiplier } = { $bonus } kwa wapinzani.
shengji-hand-over-count = Wapinzani ({ $team }): pointi { $points } (mizunguko { $tricks }, shimo { $kitty }, adhabu { $penalty }).
shengji-hand-over-keep = { $team } wanabaki watangazaji na kupanda ngazi { $steps } → { $level }.
shengji-hand-over-take-up = { $team } wanakuwa watangazaji na kupanda ngazi { $steps } → { $level }.
shengji-hand-over-take = { $team } wanakuwa watangazaji.
shengji-hand-over-next = Mgawo ujao: { $name } anaanza; ngazi ya turufu { $level }.
shengji-trick-line = { $trick } Zilizochezwa: { $plays }.
shengji-deal-start = **Mgawo { $hand }**: karata zinagawiwa; ngazi ya turufu { $rank }. Tangaza turufu kutoka **{ table-button-hand }** karata zinapofika.
shengji-deal-start-ordered = **Mgawo { $hand }**: karata zinagawiwa; ngazi ya turufu { $rank }. Kutangaza huenda kwa zamu karata zote zikishagawiwa.
shengji-deal-done = Karata zote zimegawiwa: nafasi ya mwisho kutangaza au kupindua kabla turufu haijawekwa.
shengji-deal-done-ordered = Karata zote zimegawiwa: kutangaza kunaenda kwa zamu, kuanzia { $name } (mwenzi wa mwanzilishi).
shengji-trumps-suit = Turufu { $suit }, ngazi { $rank }
shengji-trumps-none = Bila turufu, ngazi { $rank }
shengji-trumps-none-jokers = Bila turufu (jokari tu), ngazi { $rank }
shengji-trumps-open = Turufu bado haijawekwa, ngazi { $rank }
shengji-game-over-head = Mchezo umekwisha
shengji-table-head = **Mgawo { $hand }** · { $head }
shengji-table-team = { $team }: ngazi { $level }{ $role ->
    [declarers] {" "}(watangazaji)
    [opponents] {" "}(wapinzani)
   *[none] {""}
}
shengji-table-starter = Mwanzilishi: { $name }
shengji-table-dealing = Kugawa: karata { $dealt }/{ $total }
shengji-table-no-declaration = Tangazo: bado hakuna
shengji-table-declaration = Tangazo: { $name } anaonyesha { $shown }
shengji-table-kitty-turned = Shimo lililofunuliwa: { $cards }
shengji-table-points = Pointi za wapinzani: { $points } (wanahitaji { $threshold })
shengji-table-points-penalty = Pointi za wapinzani: { $points } (wanahitaji { $threshold }; adhabu { $penalty })
shengji-table-point-cards = Karata za pointi za wapinzani: { $cards }
shengji-table-last-trick = Mzunguko uliopita ({ $name } ameshinda, pointi { $points }): { $plays }
shengji-table-trick = Mzunguko { $number }:
shengji-table-trick-play = { $name }: { $cards }
shengji-table-trick-play-winning = { $name }: { $cards } ← inashinda
shengji-table-throw-choice = { $name } anachagua sehemu ya mrusho ulioshindwa itakayoongozwa
shengji-table-winner = 🏆 { $team } wameshinda mchezo
shengji-table-turn = Zamu: { $names }{ $phase ->
    [bury] {" "}(anazika karata za shimo)
    [name_trump] {" "}(anataja turufu)
   *[other] {""}
}

## Karata za mchezaji na vidhibiti

shengji-hand-spectator = Watazamaji hawaoni karata za mtu.
shengji-hand-head = **Karata zako** (karata { $count }) · { $trumps }
shengji-trumps-label = Turufu
shengji-hand-group = { $group } ({ $count }): { $cards }
shengji-hand-buried = Zilizozikwa: { $cards }
shengji-menu-part = { $group } ({ $part }/{ $parts })
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group } ({ $count } zimechaguliwa)
shengji-menu-bury-chosen = Zilizochaguliwa kuzikwa ({ $chosen } kati ya { $count })
shengji-quick-follow = Kufuata haraka: hatua { $count } tayari
shengji-quick-lead = Kuongoza haraka: hatua { $count } tayari
shengji-action-deal = Gawa karata { $count }
shengji-action-finish-deal = Funga ugawaji
shengji-action-declare = Tangaza { $cards }
shengji-action-pass = Sitangazi
shengji-action-name-trump = Taja { $suit } kuwa turufu
shengji-action-bury = Zika { $cards }
shengji-action-play = Cheza { $cards }
shengji-action-throw-part = Aongoze { $cards }
shengji-prompt-declare = **Tangaza turufu** hapa chini, au bonyeza **Sitangazi**.
shengji-prompt-declare-typed = **Tangaza turufu** hapa chini, au bonyeza **Sitangazi** (au andika `/play cards:"{ $typed }"`).
shengji-prompt-declare-wait = Hakuna haraka: unaweza kutangaza hadi ugawaji ufungwe; **Sitangazi** inaacha nafasi hii tu.
shengji-prompt-name-trump = Hakuna aliyetangaza: **taja upande wa turufu**.
shengji-prompt-throw-choice = Mrusho wa { $name } umeshindwa: **chagua sehemu yake atakayolazimika kuongoza**.
shengji-prompt-bury-suggested = **Zika karata { $count }**: karata zinazopendekezwa zimechaguliwa: bonyeza **Zika hizi**, au zibadilishe kwenye menyu.
shengji-prompt-bury-pick = **Zika karata { $count }**: zichague kwenye menyu ({ $chosen }/{ $count } zimechaguliwa), kisha bonyeza **Zika hizi**.
shengji-prompt-from-kitty = Kutoka shimoni: { $cards }
shengji-prompt-chosen = Zilizochaguliwa: { $cards }
shengji-prompt-bury-put-back = Ondoa alama kwenye karata katika menyu ya kwanza (zilizochaguliwa) ili kurudisha kadhaa kwa mara moja.
shengji-prompt-lead = **Unaongoza**: { $quick ->
    [buttons] gusa hatua ya haraka, au chagua karata moja, jozi, trekta au mrusho kwenye menyu, kisha bonyeza **Cheza**.
    [menu] chagua hatua ya haraka kwenye menyu ya kwanza, au karata moja, jozi, trekta au mrusho kwenye menyu zilizo chini yake, kisha bonyeza **Cheza**.
   *[none] chagua karata moja, jozi, trekta au mrusho kwenye menyu, kisha bonyeza **Cheza**.
}
shengji-prompt-follow = **Zamu yako**: { $quick ->
    [buttons] gusa hatua ya haraka, au chagua karata { $count } kwenye menyu, kisha bonyeza **Cheza**.
    [menu] chagua hatua ya haraka kwenye menyu ya kwanza, au karata { $count } kwenye menyu zilizo chini yake, kisha bonyeza **Cheza**.
   *[none] chagua karata { $count } kwenye menyu, kisha bonyeza **Cheza**.
}
shengji-prompt-refused = Zilizochaguliwa: { $cards } — ❌ { $reason }
shengji-prompt-throw = Zilizochaguliwa: { $cards } — ✅ unaweza kucheza hizi (ni mrusho: mchezaji mwingine akiweza kushinda sehemu yake, lazima uongoze sehemu hiyo na upoteze pointi { $penalty } kwa kila karata unayorudisha).
shengji-prompt-playable = Zilizochaguliwa: { $cards } — ✅ unaweza kucheza hizi.
shengji-choose = Chagua
shengji-declare-placeholder = Tangaza…
shengji-button-play = Cheza
shengji-button-clear = Futa
shengji-button-bury-these = Zika hizi
shengji-button-bury-count = Zika karata { $chosen }/{ $count }
shengji-button-dealing = Kugawa { $dealt }/{ $total }: huna cha kutangaza sasa
shengji-button-game-over = Mchezo umekwisha
shengji-button-waiting = Tunasubiri { $names }
shengji-button-deal = Tunasubiri ugawaji

## Machaguo ya meza (/table options)

option-shengji-decks = Pakiti za karata 54: 2 (karata 25 kila mmoja, shimo 8), 1 (12, shimo 6) au 3 (39, shimo 6)
option-shengji-no-trump = Jozi za jokari zinaweza kutangaza mgawo bila turufu
option-shengji-no-trump-trumps = Turufu za mgawo bila turufu: jokari na karata za ngazi (ranks), au jokari tu (jokers)
option-shengji-overturn = Nguvu ya tangazo: ngazi (ladder: moja < jozi < jozi ya SJ < jozi ya BJ < tatu), au jokari mwisho (joker-final: jozi ya jokari haipinduliwi kamwe)
option-shengji-reinforce = Mtangazaji anaweza kuimarisha tangazo lake mwenyewe
option-shengji-first-starter = Nani anaanza mgawo wa kwanza: anayetangaza (declare) au kiti 1 (fixed)
option-shengji-no-declaration = Hakuna anayetangaza (mwanzilishi akijulikana): funua shimo hadi karata ya ngazi (kitty), funua karata yake ya kwanza (first-card), au mwenzi wa mwanzilishi ataja turufu (partner)
option-shengji-declare-order = Nani anatangaza: yeyote, wakati wa kugawa na baadaye (open), au karata zote zikishagawiwa, kila mchezaji kwa zamu kuanzia mwenzi wa mwanzilishi hadi wanne wapite mfululizo (fixed-dealer; inamaanisha first_starter=fixed na no_declaration=partner)
option-shengji-fixed-trump = Upande wa turufu uliowekwa mapema (hakuna kutangaza)
option-shengji-kitty-multiplier = Ziada ya shimo kwa wapinzani: 2 × karata za kila mchezaji katika mzunguko wa mwisho (cards), au ×2 daima (double)
option-shengji-throw-penalty = Pointi kwa kila karata inayorudishwa baada ya mrusho ulioshindwa
option-shengji-throw-choice = Sehemu kadhaa za mrusho ulioshindwa zinazoweza kushindwa: ndogo zaidi inalazimishwa (smallest), au mchezaji anayefuata anachagua (next-player)
option-shengji-failed-throw = Mrusho ambao karata za mwingine zinaweza kuushinda: anayeongoza huongoza sehemu inayoshindika na kupoteza pointi throw_penalty kwa kila karata inayorudishwa
option-shengji-follow-tractor = Kufuata trekta: trekta inahitajika ukiwa nayo (tractor), au jozi zozote zinatosha (pairs)
option-shengji-triple-follow = Pakiti 3, kufuata tatu sawa zinazofuatana: mpangilio wa s1, au trekta ya jozi juu ya tatu sawa + jozi (tractor-first) au juu ya tatu sawa mbili (tractor-top)
option-shengji-direction = Mwelekeo wa mchezo
option-shengji-must-defend = Ngazi ambazo timu lazima ishinde ikiwa watangazaji kabla ya kuzipita: none, ace, au 5-10-k-a
option-shengji-target = Timu inashinda kwa kupita ngazi hii (t = 10)
option-shengji-declare-pause = Sekunde baada ya karata ya mwisho (au tangazo la baadaye) ambapo wachezaji bado wanaweza kutangaza; wote wanaoweza kutangaza wakishasema hawatangazi, ugawaji hufungwa baada ya kitambo kifupi
option-shengji-levels = Ngazi ambazo timu zinaanzia, viti 1 na 3 kisha 2 na 4 (mfano 6-4; pamoja na `starter`): mechi inayoendelea kutoka mchezo uliopita, kama { table-button-continue } inavyoweka
option-shengji-starter = Kiti kinachoanza mgawo wa kwanza, timu yake ikiwa watangazaji (pamoja na levels: kama mgawo wa mwisho wa mchezo uliopita ulivyoacha)

## /rules

rules-shengji-1 = **Wachezaji.** 4, katika timu mbili za wawili; wenzi hukaa wakitazamana. { $decks ->
        [one] Pakiti moja yenye jokari
       *[other] Pakiti { $decks } zenye jokari
    } (karata { $cards }, { $hand } kila mmoja na { $kitty } shimoni).
rules-shengji-2 = **Ngazi.** Kila timu ina ngazi yake, { $from ->
        [carried] ikiendelea kutoka { $first_level } (viti 1 na 3) na { $second_level } (viti 2 na 4) hadi { $target }
       *[two] kutoka 2 hadi { $target }
    }; ngazi ya watangazaji ndiyo **ngazi ya turufu** ya mgawo huo. Turufu ni jokari, kila karata ya ngazi ya turufu, na upande wa turufu.
rules-shengji-3 = **Kutangaza.** { $declaring ->
        [fixed] Hakuna anayetangaza: { $suit } ndiyo turufu katika kila mgawo, na kiti { $starter } kinaanza mgawo wa kwanza, timu yake ikiwa watangazaji.
        [ordered] Karata zote zikishagawiwa, kila mchezaji kwa zamu, kuanzia mwenzi wa mwanzilishi, anaweza kuonyesha karata ya ngazi ya turufu ili upande wake uwe turufu (jozi hupindua karata moja), hadi wanne wapite mfululizo. Kiti { $starter } kinaanza mgawo wa kwanza, timu yake ikiwa watangazaji.
       *[other] Wakati karata zinagawiwa, onyesha karata ya ngazi ya turufu ili upande wake uwe turufu; jozi hupindua karata moja{ $declaring ->
            [no-no-trump] ; hapa jozi ya jokari haifanyi mgawo kuwa bila turufu
           *[other] , na jozi ya jokari hufanya mgawo bila turufu
        }. { $first ->
            [seat] Kiti { $starter } kinaanza mgawo wa kwanza, timu yake ikiwa watangazaji.
           *[declarer] Katika mgawo wa kwanza, timu ya mtangazaji wa mwisho ndiyo inakuwa watangazaji. Mtu yeyote asipotangaza katika mgawo wa kwanza, karata zinagawiwa upya; baada ya kugawa upya mara tatu, mchezaji wa kwanza kupewa karata anaanza, na turufu inapatikana kama katika mgawo wa baadaye.
        }
    }
rules-shengji-4 = **Shimo.** Mwanzilishi huchukua shimo na kuzika karata idadi ileile.
rules-shengji-5 = **Kucheza.** Unaweza kuongoza karata moja, jozi, trekta (jozi zinazofuatana) au mrusho wa karata za juu kabisa. Fuata kundi lililoongozwa kwa umbo lilelile ukiweza (jozi kwa jozi, trekta kwa trekta), la sivyo kadiri unavyoweza. Upande usio wa turufu ukiongozwa, unaweza kuukata kwa turufu ya umbo lilelile.
rules-shengji-6 = **Pointi.** Karata za 5 zina pointi 5, za 10 na K zina 10. Wapinzani (timu isiyotangaza) hukusanya pointi za mizunguko wanayoshinda; wakishinda mzunguko wa mwisho, pointi za shimo huhesabiwa kwa kizidisho. Wakipata { $threshold } au zaidi kati ya { $points }, wapinzani huwa watangazaji na wanaweza kupanda; chini ya hapo, watangazaji hupanda ngazi 1–3. Timu inashinda kwa kupita { $target }.
shengji-prompt-only = **Zamu yako**: bonyeza **{ $button }**, hatua pekee inayoruhusiwa.
