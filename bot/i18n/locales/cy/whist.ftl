# Parlour — Chwist a Chwist Bidio. Geiriau: chwist (whist), trwmp / trympiau (fel yn seeds/001),
# tric / triciau (trick a book, fel yn seeds/001), bid / bidio, pasio, rhannwr (dealer), rhaniad
# (deal), y talon (kitty; fel yn seeds/001 ac yn shengji.ftl), siwt, i fyny / i lawr (uptown / downtown), heb drwmp (no-trump).

rules-whist-1 = **Chwaraewyr.** 4, mewn dwy bartneriaeth; mae partneriaid yn eistedd gyferbyn.
rules-whist-2 = **Rhannu.** 13 cerdyn yr un. { $trumps ->
        [rotating] Mae'r trwmp yn dilyn y rhaniad: calonnau, diemwntau, rhawiau, clybiau, yna o'r dechrau eto; ni chaiff unrhyw gerdyn ei droi drosodd.
        [rotating-no-trump] Mae'r trwmp yn dilyn y rhaniad: calonnau, diemwntau, rhawiau, clybiau, yna rhaniad heb drwmp, yna o'r dechrau eto; ni chaiff unrhyw gerdyn ei droi drosodd.
       *[turnup] Caiff cerdyn olaf y rhannwr ei droi drosodd: ei siwt yw'r trwmp.
    }
rules-whist-3 = **Chwarae.** Mae'r chwaraewr ar chwith y rhannwr yn arwain unrhyw gerdyn. Rhaid dilyn y siwt a arweiniwyd os gallwch; fel arall chwaraewch unrhyw gerdyn. Y trwmp uchaf sy'n ennill y tric, neu fel arall cerdyn uchaf y siwt a arweiniwyd. Yr enillydd sy'n arwain nesaf.
rules-whist-4 = **Sgorio.** Mae'r tîm â mwy o driciau yn sgorio un pwynt am bob tric dros chwech; nid yw'r tîm arall yn sgorio dim. { $deals ->
        [0] Y tîm cyntaf i gyrraedd sgôr o { $target } sy'n ennill.
       *[other] Ar ôl { $deals ->
            [two] { $deals } raniad
           *[other] { $deals } rhaniad
        }, y tîm â mwy o bwyntiau sy'n ennill; mae sgoriau cyfartal yn gêm gyfartal.
    }

rules-bidwhist-1 = **Chwaraewyr.** 4, mewn dwy bartneriaeth; mae partneriaid yn eistedd gyferbyn. 54 cerdyn: y pecyn a Jocer Mawr a Jocer Bach.
rules-bidwhist-2 = **Rhannu.** 12 cerdyn yr un a 6 wyneb i lawr yn y talon.
rules-bidwhist-3 = **Bidio.** { $auction ->
        [single] O chwith y rhannwr, mae pob chwaraewr yn siarad unwaith, a'r rhannwr yn olaf: bidio'n uwch neu basio.
       *[continuous] O chwith y rhannwr, mae pob chwaraewr yn bidio'n uwch neu'n pasio (mae pasio'n derfynol).
    } Mae bid yn nifer o driciau dros chwech ynghyd â math: **i fyny** (cardiau uchel yn ennill), **i lawr** (cardiau isel yn ennill, yr as yn aros yn uchel) neu **heb drwmp**. Felly mae "4 i fyny" yn addo 10 o'r 13 tric gyda siwt trwmp a chardiau uchel yn ennill. Ar yr un rhif mae i lawr yn curo i fyny a heb drwmp yn curo'r ddau. Y bid isaf yw { $min_bid }. Os bydd tri yn pasio, rhaid i'r rhannwr fidio.
rules-bidwhist-4 = **Contract.** { $declare ->
        [after] Mae'r enillydd yn cymryd y talon, yn rhoi i lawr gynifer o gardiau ag a gymerodd, ac yna'n enwi'r siwt trwmp (neu, ar ôl heb drwmp, i fyny neu i lawr).
       *[before] Mae'r enillydd yn enwi'r siwt trwmp (neu, ar ôl heb drwmp, i fyny neu i lawr), yn cymryd y talon, ac yn rhoi i lawr gynifer o gardiau ag a gymerodd.
    } Mewn contract trwmp y ddau jocer yw'r trympiau uchaf; heb drwmp maen nhw'n ddiwerth. Mae'r talon yn cyfrif fel tric cyntaf y tîm a fidiodd.
rules-bidwhist-5 = **Chwarae.** Yr enillydd sy'n arwain; dilynwch y siwt os gallwch; y trwmp uchaf sy'n ennill, neu fel arall cerdyn uchaf y siwt a arweiniwyd yng nghyfeiriad y contract.
rules-bidwhist-6 = **Sgorio.** Llwyddo: mae'r tîm a fidiodd yn ennill { $overtricks ->
        [off] cymaint o bwyntiau â'i fid (dim byd am driciau y tu hwnt iddo)
       *[on] un pwynt am bob tric dros chwech
    }. Methu: mae'n colli { $penalty ->
        [bid] y bid cyfan
       *[shortfall] y diffyg
    }. Nid yw'r amddiffynwyr byth yn sgorio. { $deals ->
        [0] Y tîm cyntaf i +{ $target } sy'n ennill; mae tîm sy'n cyrraedd −{ $target } yn colli.
       *[other] Ar ôl { $deals ->
            [two] { $deals } raniad
           *[other] { $deals } rhaniad
        }, y tîm â mwy o bwyntiau sy'n ennill; mae sgoriau cyfartal yn gêm gyfartal.
    }

## Geiriau cyffredin

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — bwrdd #{ NUMBER($table, useGrouping: 0) }
whist-seat = Sedd { $seat }
whist-bid = { $number } { $kind ->
    [downtown] i lawr
    [notrump] heb drwmp
   *[uptown] i fyny
}
whist-contract-trump = { $bid }, { $suit } yn drympiau
whist-contract-direction = { $bid }, yn chwarae { $direction ->
    [downtown] i lawr
   *[uptown] i fyny
}

## Gwrthod

whist-not-an-action = Nid yw hynny'n weithred Chwist rwy'n ei deall.
whist-game-over = Mae'r gêm ar ben.
whist-not-your-turn = Nid eich tro chi yw hi.
whist-wrong-phase = Ni allwch wneud hynny nawr: { $phase ->
    [auction] eich tro chi yw bidio neu basio
    [declare] chi enillodd y bidio, felly enwch y contract
    [exchange] eich tro chi yw cyfnewid â'r talon
   *[play] eich tro chi yw chwarae cerdyn
}.
whist-no-auction = Does dim bidio yn y gêm hon.
whist-auction-over = Mae'r bidio ar ben.
whist-not-your-turn-to-bid = Nid eich tro chi i fidio yw hi.
whist-dealer-must-bid = Mae pawb arall wedi pasio, felly rhaid i'r rhannwr fidio.
whist-bid-out-of-range = Mae bid yn rhif o 1 i { $max }.
whist-bid-below-minimum = Y bid isaf wrth y bwrdd hwn yw { $min }.
whist-bid-too-low = Rhaid i'ch bid guro { $bid }.
whist-no-contract = Does dim contract i'w enwi.
whist-choose-direction-instead = Ar ôl bid heb drwmp, dewiswch i fyny neu i lawr yn lle hynny.
whist-name-trump-instead = Ar ôl bid siwt, enwch y siwt trwmp yn lle hynny.
whist-exchange-uneven = Rhowch a chymerwch yr un nifer o gardiau: rydych yn rhoi { $give } ac yn cymryd { $take }.
whist-card-named-twice = Fe enwoch chi { $card } ddwywaith.
whist-card-not-in-kitty = Nid yw { $card } yn y talon.
whist-card-not-there = Nid yw { $card } yn eich llaw nac yn y talon.
whist-pick-kitty-cards = Dewiswch union { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } gwahanol i'w gadael yn y talon.
whist-pick-one = Dewiswch un opsiwn.
whist-no-trick = Does dim tric yn cael ei chwarae.
whist-must-follow = Rhaid i chi ddilyn { $suit }: mae gennych { $held }.
whist-players = Mae Chwist yn cael ei chwarae gan union { $players } chwaraewr mewn dwy bartneriaeth.
whist-target-or-deals = Dewiswch naill ai sgôr darged neu nifer penodol o raniadau, nid y ddau.
whist-cycle-needs-rotating = Dim ond gyda `trump=rotating` y mae `cycle` yn berthnasol.
whist-stale-turn = Nid eich tro chi yw hi. Pwyswch "{ table-button-hand }" am fotymau newydd.
whist-stale-controls = Mae'r botymau hynny wedi dyddio. Pwyswch "{ table-button-hand }" am rai newydd.
whist-waiting-for = Nid eich tro chi yw hi: yn aros am { $player }.
whist-one-card = Chwaraewch un cerdyn ar y tro.
whist-unread-bid = Ni allaf ddarllen '{ $text }' fel bid.
whist-typed-bid = cynnig bidio
whist-typed-keep = cadw
whist-unread-declaration = Ni allaf ddarllen '{ $text }' yma.
whist-refusal-hint = { $refusal } { $hint }
whist-hint-play = Teipiwch un cerdyn, fel `AS`, `10h` neu `♥Q`.
whist-hint-auction = Teipiwch fid fel `4`, `4 i lawr` neu `4 heb drwmp`, neu `pasio`.
whist-hint-declare = Enwch y siwt trwmp (`calonnau`, `H`, `♥`), neu ar ôl bid heb drwmp `i fyny` neu `i lawr`.
whist-hint-exchange = Teipiwch y 6 cherdyn i'w gadael yn y talon, fel `2C 3C 4D 5D 6H 7H`, neu `{ whist-typed-keep }` i gadw'ch llaw.

## Digwyddiadau'r gêm

whist-deal-bidding = Rhaniad { $deal }: { $dealer } sy'n rhannu. { $bidder } sy'n bidio gyntaf.
whist-deal-turn-up = Rhaniad { $deal }: { $dealer } sy'n rhannu. Mae { $card } wedi'i droi: { $suit } yw'r trympiau. { $leader } sy'n arwain.
whist-deal-trump = Rhaniad { $deal }: { $dealer } sy'n rhannu. Trympiau'r rhaniad hwn: { $suit }. { $leader } sy'n arwain.
whist-deal-no-trump = Rhaniad { $deal }: { $dealer } sy'n rhannu. Dim trympiau'r tro hwn. { $leader } sy'n arwain.
whist-forced-bid = Pawb wedi pasio: rhaid i { $player }, y rhannwr, fidio, ac mae'n ei gymryd ar { $bid }.
whist-bids = { $player } yn bidio { $bid }.
whist-passes = { $player } yn pasio.
whist-wins-auction = { $player } sy'n ennill y bidio gyda { $bid }.
whist-names-trump = { $player } yn enwi { $symbol } { $suit } yn drympiau.
whist-direction-chosen = Bydd { $player } yn chwarae heb drwmp { $direction ->
    [downtown] i lawr
   *[uptown] i fyny
}.
whist-kitty-taken = Rydych yn codi'r talon: { $cards }.
whist-kitty-revealed = { $player } yn dangos y talon i bawb: { $cards }.
whist-kitty-kept = { $player } yn cadw'i law a heb gyfnewid dim â'r talon.
whist-kitty-exchanged = { $player } yn cyfnewid { $count } { $count ->
    [zero] cardiau
    [one] cerdyn
    [two] gerdyn
    [few] cherdyn
    [many] cherdyn
   *[other] cerdyn
} â'r talon.
whist-exchange-kept = Fe gadwoch chi'ch llaw.
whist-exchange-made = Fe roesoch chi { $give } yn y talon a chymryd { $take }.
whist-card-played = { $player } yn chwarae { $card }.
# $variant: whist neu bidwhist; mae "triciau" yn gwneud y tro i'r ddwy gêm.
whist-trick-won = Tric { $number } i { $player } gyda { $card } ({ $variant ->
        [bidwhist] triciau
       *[whist] triciau
    }: { $books }).
whist-trick-played = { $line } Chwaraewyd: { $plays }.
whist-deal-made = Rhaniad { $deal }: bidiodd { $team } { $bid }, cymryd { $books ->
        [zero] { $books } triciau
        [two] { $books } dric
        [few] { $books } thric
        [many] { $books } thric
       *[other] { $books } tric
    } a llwyddo: { $points }. Sgôr: { $score }.
whist-deal-set = Rhaniad { $deal }: bidiodd { $team } { $bid }, cymryd { $books ->
        [zero] { $books } triciau
        [two] { $books } dric
        [few] { $books } thric
        [many] { $books } thric
       *[other] { $books } tric
    } a methu: { $points }. Sgôr: { $score }.
whist-deal-scored = Rhaniad { $deal }: cymerodd { $team } { $books ->
        [zero] { $books } triciau
        [two] { $books } dric
        [few] { $books } thric
        [many] { $books } thric
       *[other] { $books } tric
    } yn erbyn { $other } a sgorio { $points }. Sgôr: { $score }.
whist-game-drawn = Mae'r gêm yn gyfartal ar { $first }–{ $second }.
whist-game-floor = Mae { $losers } yn disgyn i { $score }: { $winners } sy'n ennill y gêm!
whist-game-won = { $winners } sy'n ennill y gêm, { $score } i { $other }!
whist-result-drawn = Cyfartal ar { $first } i { $second } ar ôl { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}.
whist-result-won-by = { $winners } sy'n ennill: { $score } i { $other } ar ôl { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}.
whist-result-floor-by = { $winners } sy'n ennill: disgynnodd { $losers } i { $score } ar ôl { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}.
# Yr un peth i gemau a gadwyd cyn i'r crynodebau enwi'r chwaraewyr: rhifau seddi yw $winners
# a $losers ("1 & 3"). Mae /history yn dal i'w darllen; dydy gemau newydd byth yn eu defnyddio.
whist-result-won = Seddi { $winners } yn ennill: { $score } i { $other } ar ôl { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}.
whist-result-floor = Seddi { $winners } yn ennill: disgynnodd seddi { $losers } i { $score } ar ôl { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}.

## Y bwrdd cyhoeddus

whist-table-head = **Rhaniad { $deal }** · rhannwr { $dealer }
whist-goal-deals = { $deals } { $deals ->
    [zero] rhaniadau
    [one] rhaniad
    [two] raniad
   *[other] rhaniad
}
whist-goal-bid = y cyntaf i +{ $target }, mae −{ $target } yn colli
whist-goal-target = y cyntaf i { $target }
whist-table-score = Sgôr: { $score } ({ $goal })
whist-trump-turned-up = Trympiau: { $symbol } { $suit } (wedi'i droi: { $card })
whist-trumps = Trympiau: { $symbol } { $suit }
whist-trumps-not-named = Trympiau heb eu henwi eto
whist-no-trumps = Dim trympiau
whist-auction = Bidio: { $calls }
whist-auction-empty = Bidio: dim bid eto
whist-call-pass = pas
whist-contract = Contract ({ $player }): { $contract } — mae angen { $need } tric ar { $bidders }, { $set } ar { $defenders } i'w drechu
whist-kitty-shown = Y talon a ddangoswyd: { $cards }
whist-exchanged = { $count ->
    [0] Cadwodd { $player } ei law
   *[other] Cyfnewidiodd { $player } { $count } { $count ->
        [one] cerdyn
        [two] gerdyn
        [few] cherdyn
        [many] cherdyn
       *[other] cerdyn
    }
}; y talon yw eu tric cyntaf
whist-books = { $variant ->
        [bidwhist] Triciau
       *[whist] Triciau
    }: { $books }
whist-trick = Tric { $number }: { $plays }
whist-trick-play-winning = { $player } { $cards } (yn ennill)
whist-last-trick = Y tric diwethaf ({ $player } enillodd): { $plays }
whist-cards-in-hand = Cardiau yn y llaw: { $counts }
whist-over-drawn = Mae'r gêm ar ben: gêm gyfartal.
whist-over-won = Mae'r gêm ar ben: { $team } sy'n ennill.
whist-waiting = Yn aros i { $player } { $phase ->
    [auction] fidio
    [declare] enwi'r contract
    [exchange] gyfnewid â'r talon, sy'n cyfrif fel eu tric cyntaf
   *[play] chwarae
}.
whist-footer = Pwyswch "{ table-button-hand }" i weld eich cardiau a chwarae, neu teipiwch /play cards:"{ $move ->
        [bid] 4 i fyny
        [trump] calonnau
        [direction] i fyny
        [exchange] { whist-typed-keep }
       *[card] AS
    }".

## Llaw chwaraewr

whist-spectator = Does gan wylwyr ddim llaw.
whist-hand-head = **Eich llaw** ({ $count } { $count ->
    [zero] cardiau
    [one] cerdyn
    [two] gerdyn
    [few] cherdyn
    [many] cherdyn
   *[other] cerdyn
}) — { $trump }
whist-hand-head-downtown = **Eich llaw** ({ $count } { $count ->
    [zero] cardiau
    [one] cerdyn
    [two] gerdyn
    [few] cherdyn
    [many] cherdyn
   *[other] cerdyn
}) — { $trump } · i lawr (A 2 3 … K)
whist-hand-jokers = Jocwyr: { $cards }
whist-hand-jokers-worthless = Jocwyr (diwerth heb drwmp): { $cards }
whist-hand-trumps = { $symbol } **trympiau**: { $cards }
whist-hand-suit = { $symbol } { $suit }: { $cards }
whist-hand-kitty = Y talon: { $cards }
whist-hand-kitty-put-back = Y talon (a roesoch yn ôl): { $cards }
whist-your-turn = Eich tro chi.
whist-prompt-bid = **Bidiwch** o'r ddewislen, neu **Pasiwch**.
whist-prompt-must-bid = Mae pawb arall wedi pasio: fel y rhannwr **rhaid i chi fidio**.
whist-prompt-direction = **Dewiswch y cyfeiriad** ar gyfer eich contract heb drwmp.
whist-prompt-trump = **Enwch y siwt trwmp.**
whist-prompt-play = **Chwaraewch gerdyn** o'r ddewislen.
whist-prompt-follow = **Chwaraewch gerdyn** o'r ddewislen: rhaid i chi ddilyn { $suit }.
whist-prompt-play-tap = **Tapiwch gerdyn** i'w chwarae.
whist-prompt-follow-tap = **Tapiwch gerdyn** i'w chwarae: rhaid i chi ddilyn { $suit }.
whist-prompt-exchange = **Cyfnewid â'r talon.** Yn y ddewislen, dewiswch y { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } (o'ch llaw a'r talon) i'w gadael yn y talon, yna pwyswch **Cadarnhau**. { $now } Bydd pawb yn gweld sawl cerdyn a gyfnewidiwyd gennych, nid pa rai.
whist-exchange-now-swap = Fel y dewiswyd, rydych yn rhoi { $give } ac yn cymryd { $take }.
whist-exchange-now-keep = Fel y dewiswyd (y talon fel y'i rhannwyd), rydych yn cadw'ch llaw.

## Botymau a dewislenni

whist-label-trump-card = { $card } · trwmp
whist-label-kitty-card = { $card } · talon
whist-label-bid = Bid { $bid }: { $books } tric, { $kind ->
    [downtown] cardiau isel yn ennill
    [notrump] dim trympiau
   *[uptown] cardiau uchel yn ennill
}
whist-label-pass = Pasio
whist-label-uptown = Chwarae i fyny (A K Q … 2: cardiau uchel yn ennill)
whist-label-downtown = Chwarae i lawr (A 2 3 … K: cardiau isel yn ennill, yr as yn dal ar y brig)
whist-label-keep-hand = Cadw fy llaw (cyfnewid dim)
whist-label-exchange = Rhoi { $give }, cymryd { $take }
whist-label-exchange-count = Cyfnewid { $count } { $count ->
    [zero] cardiau
    [one] cerdyn
    [two] gerdyn
    [few] cherdyn
    [many] cherdyn
   *[other] cerdyn
}
whist-menu-kitty = Dewiswch y { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } i'w gadael yn y talon
whist-menu-bid = Bidio neu basio
whist-menu-declare = Enwi'r contract
whist-menu-play = Chwarae cerdyn
whist-button-play-only = Chwarae { $card }
whist-menu-bid-short = Bidio
whist-button-waiting = Yn aros am { $player }
whist-button-waiting-nobody = Yn aros am neb
whist-button-confirm = Cadarnhau: gadael y { $count } hyn yn y talon
whist-button-keep = Cadw fy llaw

## Dewisiadau'r bwrdd (/table options, /table create): un llinell yr un, 100 nod ar y mwyaf.

option-whist-target = Pwyntiau sy'n ennill y gêm
option-whist-deals = Chwarae union gynifer o raniadau yn lle targed; y cyfanswm uchaf sy'n ennill
option-whist-dealer = Sedd y rhannwr cyntaf 1–4 (none: ar hap)
option-whist-trump = Siwt trwmp: `turnup` cerdyn olaf y rhannwr wedi'i droi, neu `rotating` fesul rhaniad
option-whist-cycle = Trwmp yn cylchdroi: 4 (calonnau, diemwntau, rhawiau, clybiau) neu 5 (yna rhaniad heb drwmp)
option-bidwhist-target = Pwyntiau sy'n ennill y gêm; mae tîm ar minws hyn yn colli
option-bidwhist-min-bid = Y bid isaf a ganiateir (3 yw'r fersiwn fentrus)
option-bidwhist-kitty = Dangos y talon i bawb ar ôl: `notrump` bidiau heb drwmp, `trump` bidiau trwmp, `never`, `always`
option-bidwhist-auction = Bidio: `continuous` (o gwmpas, pasio'n derfynol) neu `single` (pawb unwaith, y rhannwr olaf)
option-bidwhist-penalty = Mae contract a fethodd yn colli'r diffyg (`shortfall`) neu'r bid cyfan (`bid`)
option-bidwhist-overtricks = Mae triciau y tu hwnt i'r bid yn sgorio hefyd
option-bidwhist-declare = Enwi trwmp / cyfeiriad cyn (`before`) neu ar ôl (`after`) cymryd y talon
whist-prompt-only = Pwyswch **{ $button }**: dyma'r unig gerdyn y cewch ei chwarae.
