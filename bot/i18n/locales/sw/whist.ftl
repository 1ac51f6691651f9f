# Parlour — Whist na Whist ya Zabuni. Maneno: turufu (trump, kama katika seeds/000), mzunguko
# (trick na book; "mkono" ni karata za mchezaji), zabuni (bid), napita / kupita (pass), mgawaji
# (dealer), mgawo (deal), shimo (kitty: "kadi za shimo" za seeds/000), upande (suit), timu (side: si "upande", lisichanganywe na suit),
# juu / chini (uptown / downtown), bila turufu (no-trump).

rules-whist-1 = **Wachezaji.** 4, katika jozi mbili za wenzi; wenzi hukaa wakitazamana.
rules-whist-2 = **Kugawa.** Karata 13 kwa kila mmoja. { $trumps ->
        [rotating] Turufu hufuata mgawo: kopa, uwari, shupaza, pau, kisha tena tangu mwanzo; hakuna karata inayofunuliwa.
        [rotating-no-trump] Turufu hufuata mgawo: kopa, uwari, shupaza, pau, kisha mgawo mmoja bila turufu, kisha tena tangu mwanzo; hakuna karata inayofunuliwa.
       *[turnup] Karata ya mwisho ya mgawaji hufunuliwa: upande wake ndio turufu.
    }
rules-whist-3 = **Kucheza.** Mchezaji wa kushoto kwa mgawaji huongoza karata yoyote. Lazima ufuate upande ulioongozwa ukiwa nao; vinginevyo cheza karata yoyote. Turufu kubwa zaidi hushinda mzunguko, la sivyo karata kubwa zaidi ya upande ulioongozwa. Mshindi huongoza mzunguko unaofuata.
rules-whist-4 = **Alama.** Timu yenye mizunguko mingi zaidi hupata pointi moja kwa kila mzunguko zaidi ya sita; timu nyingine haipati kitu. { $deals ->
        [0] Timu ya kwanza kufika pointi { $target } hushinda.
       *[other] Baada ya { $deals ->
            [one] mgawo mmoja
           *[other] migawo { $deals }
        }, timu yenye pointi nyingi zaidi hushinda; pointi zikiwa sawa ni sare.
    }

rules-bidwhist-1 = **Wachezaji.** 4, katika jozi mbili za wenzi; wenzi hukaa wakitazamana. Karata 54: pakiti nzima pamoja na Jokari Mkubwa na Jokari Mdogo.
rules-bidwhist-2 = **Kugawa.** Karata 12 kwa kila mmoja na 6 zimefunikwa kwenye shimo.
rules-bidwhist-3 = **Zabuni.** { $auction ->
        [single] Kuanzia kushoto kwa mgawaji, kila mchezaji huzungumza mara moja tu, mgawaji akiwa wa mwisho: hutoa zabuni ya juu zaidi au hupita.
       *[continuous] Kuanzia kushoto kwa mgawaji, kila mchezaji hutoa zabuni ya juu zaidi au hupita (aliyepita hatoi tena).
    } Zabuni ni idadi ya mizunguko zaidi ya sita pamoja na aina: **juu** (karata kubwa hushinda), **chini** (karata ndogo hushinda, A hubaki juu) au **bila turufu**. Kwa hiyo "4 juu" ni ahadi ya mizunguko 10 kati ya 13 pamoja na turufu, karata kubwa zikishinda. Kwa namba ileile chini hushinda juu, na bila turufu hushinda zote mbili. Zabuni ya chini kabisa ni { $min_bid }. Wachezaji watatu wakipita, mgawaji lazima atoe zabuni.
rules-bidwhist-4 = **Mkataba.** { $declare ->
        [after] Mshindi huchukua shimo, huweka chini karata nyingi kama alizochukua, kisha hutaja upande wa turufu (au, baada ya bila turufu, juu au chini).
       *[before] Mshindi hutaja upande wa turufu (au, baada ya bila turufu, juu au chini), huchukua shimo, na huweka chini karata nyingi kama alizochukua.
    } Katika mkataba wa turufu jokari wote wawili ndio turufu kubwa zaidi; bila turufu hawana thamani. Shimo huhesabiwa kama mzunguko wa kwanza wa timu iliyotoa zabuni.
rules-bidwhist-5 = **Kucheza.** Mshindi wa zabuni huongoza; fuata upande ukiweza; turufu kubwa zaidi hushinda, la sivyo karata kubwa zaidi ya upande ulioongozwa kwa mwelekeo wa mkataba.
rules-bidwhist-6 = **Alama.** Mkataba ukitimia: timu iliyotoa zabuni hupata { $overtricks ->
        [off] pointi sawa na zabuni yake (mizunguko ya ziada haihesabiwi)
       *[on] pointi moja kwa kila mzunguko zaidi ya sita
    }. Usipotimia: hupoteza { $penalty ->
        [bid] zabuni nzima
       *[shortfall] upungufu
    }. Walinzi hawapati pointi kamwe. { $deals ->
        [0] Timu ya kwanza kufika +{ $target } hushinda; timu inayofika −{ $target } hushindwa.
       *[other] Baada ya { $deals ->
            [one] mgawo mmoja
           *[other] migawo { $deals }
        }, timu yenye pointi nyingi zaidi hushinda; pointi zikiwa sawa ni sare.
    }

## Maneno ya pamoja

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — meza #{ NUMBER($table, useGrouping: 0) }
whist-seat = Kiti { $seat }
whist-bid = { $number } { $kind ->
    [downtown] chini
    [notrump] bila turufu
   *[uptown] juu
}
whist-contract-trump = { $bid }, turufu ni { $suit }
whist-contract-direction = { $bid }, inachezwa { $direction ->
    [downtown] chini
   *[uptown] juu
}

## Sababu za kukataa

whist-not-an-action = Hilo si tendo la Whist ninaloelewa.
whist-game-over = Mchezo umekwisha.
whist-not-your-turn = Si zamu yako.
whist-wrong-phase = Huwezi kufanya hivyo sasa: { $phase ->
    [auction] ni zamu yako kutoa zabuni au kupita
    [declare] umeshinda zabuni, kwa hiyo taja mkataba
    [exchange] ni zamu yako kubadilishana karata na shimo
   *[play] ni zamu yako kucheza karata
}.
whist-no-auction = Hakuna zabuni katika mchezo huu.
whist-auction-over = Zabuni zimekwisha.
whist-not-your-turn-to-bid = Si zamu yako kutoa zabuni.
whist-dealer-must-bid = Wengine wote wamepita, kwa hiyo mgawaji lazima atoe zabuni.
whist-bid-out-of-range = Zabuni ni namba kutoka 1 hadi { $max }.
whist-bid-below-minimum = Zabuni ya chini kabisa kwenye meza hii ni { $min }.
whist-bid-too-low = Zabuni yako lazima ishinde { $bid }.
whist-no-contract = Hakuna mkataba wa kutaja.
whist-choose-direction-instead = Baada ya zabuni ya bila turufu, chagua juu au chini badala yake.
whist-name-trump-instead = Baada ya zabuni ya upande, taja upande wa turufu badala yake.
whist-exchange-uneven = Toa na uchukue idadi ileile ya karata: unatoa { $give } na unachukua { $take }.
whist-card-named-twice = Umetaja { $card } mara mbili.
whist-card-not-in-kitty = { $card } haimo kwenye shimo.
whist-card-not-there = { $card } haimo mkononi mwako wala kwenye shimo.
whist-pick-kitty-cards = Chagua karata { $count } tofauti hasa za kuacha kwenye shimo.
whist-pick-one = Chagua chaguo moja.
whist-no-trick = Hakuna mzunguko unaochezwa.
whist-must-follow = Lazima ufuate { $suit }: una { $held }.
whist-players = Whist huchezwa na wachezaji { $players } hasa, katika jozi mbili.
whist-target-or-deals = Chagua alama ya lengo au idadi maalum ya migawo, si vyote viwili.
whist-cycle-needs-rotating = `cycle` hutumika tu pamoja na `trump=rotating`.
whist-stale-turn = Si zamu yako. Bonyeza **{ table-button-hand }** upate vitufe vipya.
whist-stale-controls = Vitufe hivyo vimepitwa na wakati. Bonyeza **{ table-button-hand }** upate vipya.
whist-waiting-for = Si zamu yako: tunamsubiri { $player }.
whist-one-card = Cheza karata moja tu kwa wakati mmoja.
whist-unread-bid = Siwezi kusoma '{ $text }' kama zabuni.
whist-typed-bid = zabuni
whist-typed-keep = baki
whist-unread-declaration = Siwezi kusoma '{ $text }' hapa.
whist-refusal-hint = { $refusal } { $hint }
whist-hint-play = Andika karata moja, kama `AS`, `10h` au `♥Q`.
whist-hint-auction = Andika zabuni kama `4`, `4 chini` au `4 bila turufu`, au `pita`.
whist-hint-declare = Taja upande wa turufu (`kopa`, `H`, `♥`), au baada ya zabuni ya bila turufu `juu` au `chini`.
whist-hint-exchange = Andika karata 6 za kuacha kwenye shimo, kama `2C 3C 4D 5D 6H 7H`, au `{ whist-typed-keep }` kubaki na karata zako.

## Matukio ya mchezo

whist-deal-bidding = Mgawo { $deal }: { $dealer } anagawa. { $bidder } anaanza zabuni.
whist-deal-turn-up = Mgawo { $deal }: { $dealer } anagawa. { $card } imefunuliwa: turufu ni { $suit }. { $leader } anaongoza.
whist-deal-trump = Mgawo { $deal }: { $dealer } anagawa. Turufu ya mgawo huu: { $suit }. { $leader } anaongoza.
whist-deal-no-trump = Mgawo { $deal }: { $dealer } anagawa. Hakuna turufu katika mgawo huu. { $leader } anaongoza.
whist-forced-bid = Wote wamepita: { $player }, mgawaji, lazima atoe zabuni na anaichukua kwa { $bid }.
whist-bids = { $player } anatoa zabuni ya { $bid }.
whist-passes = { $player } anapita.
whist-wins-auction = { $player } anashinda zabuni kwa { $bid }.
whist-names-trump = { $player } anataja { $symbol } { $suit } kuwa turufu.
whist-direction-chosen = { $player } atacheza bila turufu { $direction ->
    [downtown] chini
   *[uptown] juu
}.
whist-kitty-taken = Unachukua shimo: { $cards }.
whist-kitty-revealed = { $player } anaonyesha shimo kwa wote: { $cards }.
whist-kitty-kept = { $player } anabaki na karata zake na habadilishani chochote na shimo.
whist-kitty-exchanged = { $player } anabadilishana karata { $count } na shimo.
whist-exchange-kept = Ulibaki na karata zako.
whist-exchange-made = Uliweka { $give } kwenye shimo na ukachukua { $take }.
whist-card-played = { $player } anacheza { $card }.
# $variant: whist au bidwhist; "mizunguko" hutumika kwa michezo yote miwili.
whist-trick-won = { $player } ameshinda mzunguko { $number } kwa { $card } ({ $variant ->
        [bidwhist] mizunguko
       *[whist] mizunguko
    }: { $books }).
whist-trick-played = { $line } Zilizochezwa: { $plays }.
whist-deal-made = Mgawo { $deal }: { $team } walitoa zabuni ya { $bid }, wakapata mizunguko { $books } na wakatimiza: { $points }. Alama: { $score }.
whist-deal-set = Mgawo { $deal }: { $team } walitoa zabuni ya { $bid }, wakapata mizunguko { $books } na wakashindwa: { $points }. Alama: { $score }.
whist-deal-scored = Mgawo { $deal }: { $team } walipata mizunguko { $books } dhidi ya { $other } na wanapata { $points }. Alama: { $score }.
whist-game-drawn = Mchezo umekwisha sare kwa { $first }–{ $second }.
whist-game-floor = { $losers } wameshuka hadi { $score }: { $winners } wameshinda mchezo!
whist-game-won = { $winners } wameshinda mchezo, { $score } kwa { $other }!
whist-result-drawn = Sare kwa { $first } kwa { $second } baada ya { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}.
whist-result-won-by = { $winners } wameshinda: { $score } kwa { $other } baada ya { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}.
whist-result-floor-by = { $winners } wameshinda: { $losers } wameshuka hadi { $score } baada ya { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}.
# Vivyo hivyo kwa michezo iliyohifadhiwa kabla muhtasari haujataja wachezaji kwa majina: $winners
# na $losers ni namba za viti ("1 na 3"). /history bado huzisoma; michezo mipya haizitumii.
whist-result-won = Viti { $winners } vimeshinda: { $score } kwa { $other } baada ya { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}.
whist-result-floor = Viti { $winners } vimeshinda: viti { $losers } vimeshuka hadi { $score } baada ya { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}.

## Meza ya wazi

whist-table-head = **Mgawo { $deal }** · mgawaji { $dealer }
whist-goal-deals = { $deals ->
    [one] mgawo { $deals }
   *[other] migawo { $deals }
}
whist-goal-bid = wa kwanza kufika +{ $target }, −{ $target } hushindwa
whist-goal-target = wa kwanza kufika { $target }
whist-table-score = Alama: { $score } ({ $goal })
whist-trump-turned-up = Turufu: { $symbol } { $suit } (imefunuliwa: { $card })
whist-trumps = Turufu: { $symbol } { $suit }
whist-trumps-not-named = Turufu bado haijatajwa
whist-no-trumps = Hakuna turufu
whist-auction = Zabuni: { $calls }
whist-auction-empty = Zabuni: bado hakuna
whist-call-pass = napita
whist-contract = Mkataba ({ $player }): { $contract } — { $bidders } wanahitaji mizunguko { $need }, { $defenders } { $set } kuuvunja
whist-kitty-shown = Shimo lililoonyeshwa: { $cards }
whist-exchanged = { $count ->
    [0] { $player } alibaki na karata zake
   *[other] { $player } alibadilishana karata { $count }
}; shimo ni mzunguko wao wa kwanza
whist-books = { $variant ->
        [bidwhist] Mizunguko
       *[whist] Mizunguko
    }: { $books }
whist-trick = Mzunguko { $number }: { $plays }
whist-trick-play-winning = { $player } { $cards } (inashinda)
whist-last-trick = Mzunguko uliopita (ameshinda { $player }): { $plays }
whist-cards-in-hand = Karata mkononi: { $counts }
whist-over-drawn = Mchezo umekwisha: sare.
whist-over-won = Mchezo umekwisha: { $team } wameshinda.
whist-waiting = Tunamsubiri { $player } { $phase ->
    [auction] atoe zabuni
    [declare] ataje mkataba
    [exchange] abadilishane na shimo, ambalo litakuwa mzunguko wao wa kwanza
   *[play] acheze
}.
whist-footer = Bonyeza "{ table-button-hand }" kuona karata zako na kucheza, au andika /play cards:"{ $move ->
        [bid] 4 juu
        [trump] kopa
        [direction] juu
        [exchange] { whist-typed-keep }
       *[card] AS
    }".

## Karata za mchezaji

whist-spectator = Watazamaji hawana karata.
whist-hand-head = **Karata zako** ({ $count }) — { $trump }
whist-hand-head-downtown = **Karata zako** ({ $count }) — { $trump } · chini (A 2 3 … K)
whist-hand-jokers = Jokari: { $cards }
whist-hand-jokers-worthless = Jokari (hawana thamani bila turufu): { $cards }
whist-hand-trumps = { $symbol } **turufu**: { $cards }
whist-hand-suit = { $symbol } { $suit }: { $cards }
whist-hand-kitty = Shimo: { $cards }
whist-hand-kitty-put-back = Shimo (ulizorudisha): { $cards }
whist-your-turn = Zamu yako.
whist-prompt-bid = Toa **zabuni** kutoka kwenye menyu, au **Pita**.
whist-prompt-must-bid = Wengine wote wamepita: kama mgawaji **lazima utoe zabuni**.
whist-prompt-direction = **Chagua mwelekeo** wa mkataba wako wa bila turufu.
whist-prompt-trump = **Taja upande wa turufu.**
whist-prompt-play = **Cheza karata** kutoka kwenye menyu.
whist-prompt-follow = **Cheza karata** kutoka kwenye menyu: lazima ufuate { $suit }.
whist-prompt-play-tap = **Gusa karata** kuicheza.
whist-prompt-follow-tap = **Gusa karata** kuicheza: lazima ufuate { $suit }.
whist-prompt-exchange = **Badilishana na shimo.** Kwenye menyu, chagua karata { $count } (za mkononi na za shimo) za kuacha kwenye shimo, kisha bonyeza **Thibitisha**. { $now } Kila mtu ataona umebadilishana karata ngapi, si zipi.
whist-exchange-now-swap = Kwa ulivyochagua, unatoa { $give } na unachukua { $take }.
whist-exchange-now-keep = Kwa ulivyochagua (shimo kama lilivyogawiwa), unabaki na karata zako.

## Vitufe na menyu

whist-label-trump-card = { $card } · turufu
whist-label-kitty-card = { $card } · shimo
whist-label-bid = Zabuni { $bid }: mizunguko { $books }, { $kind ->
    [downtown] karata ndogo hushinda
    [notrump] hakuna turufu
   *[uptown] karata kubwa hushinda
}
whist-label-pass = Pita
whist-label-uptown = Cheza juu (A K Q … 2: karata kubwa hushinda)
whist-label-downtown = Cheza chini (A 2 3 … K: karata ndogo hushinda, A bado juu)
whist-label-keep-hand = Baki na karata zangu (usibadilishe)
whist-label-exchange = Toa { $give }, chukua { $take }
whist-label-exchange-count = Badilisha karata { $count }
whist-menu-kitty = Chagua karata { $count } za kuacha kwenye shimo
whist-menu-bid = Toa zabuni au pita
whist-menu-declare = Taja mkataba
whist-menu-play = Cheza karata
whist-button-play-only = Cheza { $card }
whist-menu-bid-short = Zabuni
whist-button-waiting = Tunamsubiri { $player }
whist-button-waiting-nobody = Hatumsubiri mtu
whist-button-confirm = Thibitisha: acha hizi { $count } kwenye shimo
whist-button-keep = Baki na karata zangu

## Machaguo ya meza (/table options, /table create): mstari mmoja kila moja, herufi 100 au chache.

option-whist-target = Pointi zinazoshinda mchezo
option-whist-deals = Cheza migawo hii hasa badala ya lengo; jumla kubwa zaidi hushinda
option-whist-dealer = Kiti cha mgawaji wa kwanza 1–4 (none: huchaguliwa kwa bahati)
option-whist-trump = Turufu: `turnup` karata ya mwisho ya mgawaji iliyofunuliwa, au `rotating` kwa mgawo
option-whist-cycle = Turufu inayozunguka: 4 (kopa, uwari, shupaza, pau) au 5 (kisha mgawo bila turufu)
option-bidwhist-target = Pointi zinazoshinda mchezo; timu inayofika hasi ya idadi hii hushindwa
option-bidwhist-min-bid = Zabuni ya chini inayoruhusiwa (3 ni mchezo wa hatari)
option-bidwhist-kitty = Shimo huonyeshwa wote baada ya: `notrump`, `trump` (zabuni hizo), `never` kamwe, `always` daima
option-bidwhist-auction = Zabuni: `continuous` (huzunguka, kupita ni mwisho) au `single` (kila mmoja mara moja, mgawaji mwisho)
option-bidwhist-penalty = Mkataba ulioshindwa hupoteza upungufu (`shortfall`) au zabuni nzima (`bid`)
option-bidwhist-overtricks = Mizunguko zaidi ya zabuni hupata pointi pia
option-bidwhist-declare = Turufu / mwelekeo hutajwa kabla (`before`) au baada (`after`) ya kuchukua shimo
whist-prompt-only = Bonyeza **{ $button }**: ndiyo karata pekee unayoweza kucheza.
