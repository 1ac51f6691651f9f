# Parlour — Shengji (Tractor, 升级): gwrthodiadau'r injan, y bwrdd, llaw chwaraewr a'r rheolyddion.
# Geiriau, o ../shared/seeds/001_* (Tractor) lle maen nhw'n naturiol: trwmp / trympiau, tric /
# triciau, talon (kitty), datganwr / datganwyr (declarers), gwrthwynebwyr (opponents),
# cychwynnwr (starter), rheng (trump rank), pâr / parau, tractor; "lefel" am lefel tîm, "tafliad"
# am throw, "gwrthdroi" am overturn, "atgyfnerthu" am reinforce. Enwau'r siwtiau o cards.ftl.

## Geiriau'r negeseuon eraill

shengji-trumps = trympiau
shengji-level-beyond = heibio A
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }; { $rest }
shengji-shape-single = { $count ->
    [1] un cerdyn sengl
    [2] dau gerdyn sengl
    [3] tri cherdyn sengl
    [many] { $count } cherdyn sengl
   *[other] { $count } cerdyn sengl
}
shengji-shape-pair = { $count ->
    [1] pâr
    [2] dau bâr
    [3] tri phâr
    [many] { $count } phâr
   *[other] { $count } pâr
}
shengji-shape-triple = { $count ->
    [1] triawd
    [2] dau driawd
    [few] { $count } thriawd
    [many] { $count } thriawd
   *[other] { $count } triawd
}
shengji-shape-tractor = { $count ->
    [1] tractor
    [2] dau dractor
    [few] { $count } thractor
    [many] { $count } thractor
   *[other] { $count } tractor
} o { $length ->
    [two] { $length } bâr
    [few] { $length } phâr
    [many] { $length } phâr
   *[other] { $length } pâr
}
shengji-shape-run = { $count ->
    [1] rhediad
    [2] dau rediad
   *[other] { $count } rhediad
} o { $length ->
    [two] { $length } driawd
    [few] { $length } thriawd
    [many] { $length } thriawd
   *[other] { $length } triawd
}
shengji-shapes-and = { $first } a { $rest }
# "o" softens the suit or trumps that follow it
shengji-shapes-of = { $shapes } o { $group ->
    [rhawiau] rawiau
    [calonnau] galonnau
    [diemwntau] ddiemwntau
    [clybiau] glybiau
    [trympiau] drympiau
   *[other] { $group }
}
shengji-lead-throw = tafliad
shengji-lead-shape = { $shape }
shengji-declaration = { $count ->
    [1] un { $card }
    [2] pâr o { $card }
   *[other] triawd o { $card }
}
shengji-result-by = { $winners } enillodd, gan fynd { $level }; cyrhaeddodd y tîm arall { $other }.
# Yr un peth i gemau a gadwyd cyn i'r crynodebau enwi'r chwaraewyr: rhifau seddi yw $first a
# $second. Mae /history yn dal i'w darllen; dydy gemau newydd byth yn ei defnyddio.
shengji-result = Seddi { $first } a { $second } enillodd, gan fynd { $level }; cyrhaeddodd y tîm arall { $other }.

## Gwrthodiadau

shengji-game-over = Mae'r gêm ar ben.
shengji-declare-only-in-deal = Dim ond tra bo'r cardiau'n cael eu rhannu y gellir datgan trympiau.
shengji-wrong-action-deal = Mae'r cardiau'n cael eu rhannu: cewch ddatgan trympiau, dim byd arall.
shengji-wrong-action-name-trump = Rhaid enwi siwt y trwmp yn gyntaf.
shengji-wrong-action-bury = Rhaid i'r cychwynnwr gladdu'r talon yn gyntaf.
shengji-wrong-action-play = Chwaraewch gardiau nawr.
shengji-wrong-action-throw-choice = Dewiswch pa ran o'r tafliad a fethodd sy'n cael ei harwain.
shengji-not-possible-now = Dydy hynny ddim yn bosibl nawr.
shengji-declare-after-deal = Does neb yn datgan tra bo'r cardiau'n cael eu rhannu wrth y bwrdd hwn: ar ôl iddyn nhw i gyd gael eu rhannu, { $first } (partner y cychwynnwr) sy'n datgan gyntaf, yna pob chwaraewr yn ei dro.
shengji-declaring-over = Mae'r datgan ar ben: mae pawb wedi pasio, ac mae'r trwmp yn cael ei bennu.
shengji-declare-turn-first = Nid eich tro chi yw datgan: { $seat } sy'n datgan gyntaf.
shengji-declare-turn-next = Nid eich tro chi yw datgan: { $seat } sy'n datgan nesaf.
shengji-nothing-to-declare = Does gennych chi ddim i'w ddatgan nawr; mae'r rhannu'n parhau.
shengji-not-your-turn = Nid eich tro chi yw hi: yn aros am { $seats }.
shengji-not-your-turn-to-play = Nid eich tro chi yw chwarae.
shengji-not-your-turn-fresh = Nid eich tro chi yw hi. Pwyswch **{ table-button-hand }** am reolyddion newydd.
shengji-choose-a-card = Dewiswch o leiaf un cerdyn.
shengji-lead-one-group = Rhaid i arweiniad fod i gyd yn yr un siwt, neu i gyd yn drympiau.
shengji-choose-throw-part = Dewiswch un o'r rhannau o'r tafliad y gellir eu curo: { $parts }.
shengji-deal-count = { $left ->
        [1] Rhannwch y cerdyn olaf.
        [two] Rhannwch rhwng 1 a { $left } gerdyn.
        [few] Rhannwch rhwng 1 a { $left } cherdyn.
        [many] Rhannwch rhwng 1 a { $left } cherdyn.
       *[other] Rhannwch rhwng 1 a { $left } cerdyn.
    }
shengji-deal-not-done = { $left ->
    [one] Mae 1 cerdyn ar ôl i'w rannu.
    [two] Mae { $left } gerdyn ar ôl i'w rhannu.
    [few] Mae { $left } cherdyn ar ôl i'w rhannu.
    [many] Mae { $left } cherdyn ar ôl i'w rhannu.
   *[other] Mae { $left } cerdyn ar ôl i'w rhannu.
}
shengji-bury-count = Claddwch union { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    }: cymaint ag oedd yn y talon.
shengji-four-players = Mae Shengji yn cael ei chwarae gan union 4 chwaraewr, mewn dau bâr o bartneriaid.
shengji-no-such-option = Does dim dewis `{ $key }` yn Shengji.
shengji-fixed-dealer-fixed-trump = Mae `declare_order=fixed-dealer` yn gwneud i chwaraewyr ddatgan yn eu tro, ond mae `fixed_trump` yn pennu siwt y trwmp felly does neb yn datgan: dewiswch un ohonyn nhw.
shengji-fixed-dealer-first-card = Gyda `declare_order=fixed-dealer` partner y rhannwr sy'n enwi siwt y trwmp pan na fydd neb yn datgan: gadewch `no_declaration=first-card` allan.
shengji-declare-trump-fixed = Mae siwt y trwmp wedi'i phennu wrth y bwrdd hwn: does neb yn datgan.
shengji-declare-identical = Mae datganiad yn dangos un cerdyn, neu ddau neu dri cherdyn union yr un fath.
shengji-declare-not-held = Does gennych chi ddim { $count } × { $card }.
shengji-declare-no-trump-off = Dydy datganiadau di-drwmp ddim yn cael eu caniatáu wrth y bwrdd hwn.
shengji-declare-single-joker = All un jocer ddim datgan: dangoswch bâr o jocers union yr un fath.
shengji-declare-rank-only = Dim ond cardiau'r rheng ({ $rank }) neu barau o jocers all ddatgan.
shengji-declare-at-most-three = Mae datganiad yn dangos tri cherdyn ar y mwyaf.
shengji-declare-own = Allwch chi ddim gwrthdroi eich datganiad eich hun.
shengji-declare-own-reinforce = Allwch chi ddim gwrthdroi eich datganiad eich hun; i'w atgyfnerthu, dangoswch { $count } × { $card } gyda'i gilydd.
shengji-declare-too-weak = Dydy hynny ddim yn gwrthdroi { $current }: rhaid i wrthdroad fod yn gryfach.
shengji-declare-final = Does dim yn gwrthdroi { $current } wrth y bwrdd hwn: mae pâr o jocers yn derfynol.
shengji-follow-count = { $count ->
    [one] Chwaraewch union 1 cerdyn: dyna faint a arweiniwyd.
    [two] Chwaraewch union { $count } gerdyn: dyna faint a arweiniwyd.
    [few] Chwaraewch union { $count } cherdyn: dyna faint a arweiniwyd.
    [many] Chwaraewch union { $count } cherdyn: dyna faint a arweiniwyd.
   *[other] Chwaraewch union { $count } cerdyn: dyna faint a arweiniwyd.
}
shengji-follow-suit = Mae { $group } yn eich llaw o hyd: rhaid i chi ddilyn { $group }.
shengji-follow-all-of = { $count ->
    [one] Mae un cerdyn o { $group ->
        [rhawiau] rawiau
        [calonnau] galonnau
        [diemwntau] ddiemwntau
        [clybiau] glybiau
        [trympiau] drympiau
       *[other] { $group }
    } yn eich llaw: rhaid i chi ei chwarae cyn cardiau eraill.
   *[other] Mae { $count } o { $group ->
        [rhawiau] rawiau
        [calonnau] galonnau
        [diemwntau] ddiemwntau
        [clybiau] glybiau
        [trympiau] drympiau
       *[other] { $group }
    } yn eich llaw: rhaid i chi eu chwarae i gyd cyn cardiau eraill.
}
shengji-follow-shape = Yn eich llaw mae { $held }: rhaid i chi { $count ->
    [one] ei chwarae
   *[other] eu chwarae
} pan arweinir { $lead }.
shengji-declaration-stale = Mae'r botwm datgan hwnnw wedi dyddio. Pwyswch **{ table-button-hand }**.
shengji-controls-stale = Mae'r rheolyddion hynny wedi dyddio. Pwyswch **{ table-button-hand }** am rai newydd.
shengji-pick-cards-first = Dewiswch eich cardiau yn y dewislenni yn gyntaf.
shengji-cards-gone = Dydy'r cardiau hynny ddim yn eich llaw mwyach. Pwyswch **{ table-button-hand }**.
shengji-not-a-suit = Alla i ddim darllen '{ $text }' fel siwt.
shengji-refusal-with-hint = { $refusal } { $hint }
shengji-hint-deal = Teipiwch y cardiau i'w dangos, fel `2H` neu `2H 2H` (neu `SJ SJ`), neu `pasio`.
shengji-hint-name-trump = Enwch siwt y trwmp: `calonnau`, `H` neu `♥`.
shengji-hint-bury = Teipiwch y cardiau i'w claddu, fel `3C 4C 6D 7D 8D 9S JS QS`.
shengji-hint-play = Teipiwch eich cardiau, fel `AS` neu `TH TH 9H 9H`.
shengji-hint-throw-choice = Teipiwch y rhan o'r tafliad y mae'n rhaid ei harwain, fel `QH` neu `4H 4H`.
shengji-typed-pass = pasio
shengji-typed-bury = claddu

## Y bwrdd a'i linellau

shengji-table-title = { game-shengji } — bwrdd #{ NUMBER($table, useGrouping: 0) }
shengji-footer = Pwyswch "{ table-button-hand }" i weld eich cardiau a chwarae, neu teipiwch /play cards:"{ $typed }".
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = dim siwt trwmp
shengji-suit-trumps = { $suit } yw'r trympiau
shengji-event-dealing = Yn rhannu… { $dealt }/{ $total } cerdyn.
shengji-event-declare = Mae { $name } yn datgan { $cards }: { $trumps }.
shengji-event-overturn = Mae { $name } yn gwrthdroi gyda { $cards }: { $trumps }.
shengji-event-reinforce = Mae { $name } yn atgyfnerthu gyda { $cards }: { $trumps }.
shengji-event-redeal = Wnaeth neb ddatgan: mae'r cardiau'n cael eu casglu, eu cymysgu a'u rhannu eto.
shengji-event-kitty-turned = Wnaeth neb ddatgan: mae'r talon yn cael ei droi — { $cards }: { $trumps }.
shengji-event-name-trump-asked = Wnaeth neb ddatgan: { $name } sy'n enwi siwt y trwmp.
shengji-event-trump-named = Mae { $name } yn enwi { $suit } yn drympiau.
shengji-event-trump-fixed = Trympiau: { $suit }, rheng { $rank }. { $starter } sy'n cychwyn ac yn cymryd y talon; { $team } sy'n datgan.
shengji-event-trump-fixed-none = Dim trwmp, rheng { $rank }. { $starter } sy'n cychwyn ac yn cymryd y talon; { $team } sy'n datgan.
shengji-event-kitty-taken = Rydych chi'n cymryd y talon: { $cards }. Claddwch yr un nifer o gardiau.
shengji-event-buried = Mae { $name } yn claddu { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    }.
shengji-event-you-buried = Fe gladdoch chi { $cards }.
shengji-event-played = Mae { $name } yn chwarae { $cards }.
shengji-event-part-chosen = Mae { $name } yn dewis pa ran o dafliad { $thrower } sy'n cael ei harwain.
shengji-event-trick-won = Tric { $number } i { $name } gyda { $cards } ({ $points }).
shengji-event-game-won = 🏆 { $team } sy'n ennill y gêm, gan gyrraedd { $level }!
shengji-points-none = dim pwyntiau
shengji-points-declarers = { $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    } i'r datganwyr { $team }: heb eu cyfrif
shengji-points-opponents = { $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    } i'r gwrthwynebwyr { $team }
shengji-throw-beaten = mae { $name } yn curo { $part } gyda { $cards }
shengji-event-throw-failed = Mae tafliad { $name } { $cards } yn methu: { $beaten }.
shengji-event-throw-chooser = { $name } sy'n dewis pa ran sy'n cael ei harwain.
shengji-event-throw-forced = Mae tafliad { $name } { $cards } yn methu: gall { $beater } guro { $part } gyda { $beating } — rhaid i { $name } arwain { $part } (cosb { $penalty ->
        [zero] { $penalty } pwyntiau
        [two] { $penalty } bwynt
        [few] { $penalty } phwynt
        [many] { $penalty } phwynt
       *[other] { $penalty } pwynt
    }).
shengji-you-throw-forced = **Methodd eich tafliad { $cards }**: gall { $beater } guro { $part } gyda { $beating }, felly dim ond { $part } a arweiniwyd, ac aeth { $back } yn ôl i'ch llaw.
shengji-you-throw-penalty = { $side ->
    [opponents] Cosb: mae eich tîm yn colli { $penalty ->
        [zero] { $penalty } pwyntiau
        [two] { $penalty } bwynt
        [few] { $penalty } phwynt
        [many] { $penalty } phwynt
       *[other] { $penalty } pwynt
    }.
   *[declarers] Cosb: mae'r gwrthwynebwyr yn ennill { $penalty ->
        [zero] { $penalty } pwyntiau
        [two] { $penalty } bwynt
        [few] { $penalty } phwynt
        [many] { $penalty } phwynt
       *[other] { $penalty } pwynt
    }.
}
shengji-you-throw-chooser = **Methodd eich tafliad { $cards }**: { $beaten }. { $name } sy'n dewis pa un o'r rhannau hynny rydych chi'n ei harwain; mae'r gweddill yn mynd yn ôl i'ch llaw.
shengji-hand-over = **Llaw { $hand } ar ben.** Talon: { $kitty } ({ $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    }).
shengji-hand-over-bonus = **Llaw { $hand } ar ben.** Talon: { $kitty } ({ $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    }) ×{ $multiplier } = { $bonus } i'r gwrthwynebwyr.
shengji-hand-over-count = Gwrthwynebwyr ({ $team }): { $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    } (triciau { $tricks }, talon { $kitty }, cosbau { $penalty }).
shengji-hand-over-keep = Mae { $team } yn cadw'r datgan ac yn codi { $steps } lefel → { $level }.
shengji-hand-over-take-up = Mae { $team } yn cymryd y datgan drosodd ac yn codi { $steps } lefel → { $level }.
shengji-hand-over-take = Mae { $team } yn cymryd y datgan drosodd.
shengji-hand-over-next = Llaw nesaf: { $name } sy'n cychwyn; rheng y trwmp { $level }.
shengji-trick-line = { $trick } Chwaraewyd: { $plays }.
shengji-deal-start = **Llaw { $hand }**: mae'r cardiau'n cael eu rhannu; rheng y trwmp { $rank }. Datganwch drympiau o **{ table-button-hand }** wrth i'ch cardiau gyrraedd.
shengji-deal-start-ordered = **Llaw { $hand }**: mae'r cardiau'n cael eu rhannu; rheng y trwmp { $rank }. Mae'r datgan yn mynd o amgylch yn ei dro ar ôl rhannu'r cardiau i gyd.
shengji-deal-done = Mae'r cardiau i gyd wedi'u rhannu: cyfle olaf i ddatgan neu wrthdroi cyn pennu'r trwmp.
shengji-deal-done-ordered = Mae'r cardiau i gyd wedi'u rhannu: mae'r datgan yn mynd o amgylch yn ei dro, gan ddechrau gyda { $name } (partner y cychwynnwr).
shengji-trumps-suit = Trympiau { $suit }, rheng { $rank }
shengji-trumps-none = Dim trwmp, rheng { $rank }
shengji-trumps-none-jokers = Di-drwmp (jocers yn unig), rheng { $rank }
shengji-trumps-open = Trympiau heb eu pennu eto, rheng { $rank }
shengji-game-over-head = Diwedd y gêm
shengji-table-head = **Llaw { $hand }** · { $head }
shengji-table-team = { $team }: lefel { $level }{ $role ->
    [declarers] {" "}(datganwyr)
    [opponents] {" "}(gwrthwynebwyr)
   *[none] {""}
}
shengji-table-starter = Cychwynnwr: { $name }
shengji-table-dealing = Rhannu: { $dealt }/{ $total } cerdyn
shengji-table-no-declaration = Datganiad: dim eto
shengji-table-declaration = Datganiad: mae { $name } yn dangos { $shown }
shengji-table-kitty-turned = Talon wedi'i droi: { $cards }
shengji-table-points = Pwyntiau'r gwrthwynebwyr: { $points } (angen { $threshold })
shengji-table-points-penalty = Pwyntiau'r gwrthwynebwyr: { $points } (angen { $threshold }; cosbau { $penalty })
shengji-table-point-cards = Cardiau pwynt y gwrthwynebwyr: { $cards }
shengji-table-last-trick = Tric olaf (i { $name }, { $points ->
        [zero] { $points } pwyntiau
        [two] { $points } bwynt
        [few] { $points } phwynt
        [many] { $points } phwynt
       *[other] { $points } pwynt
    }): { $plays }
shengji-table-trick = Tric { $number }:
shengji-table-trick-play = { $name }: { $cards }
shengji-table-trick-play-winning = { $name }: { $cards } ← yn ennill
shengji-table-throw-choice = Mae { $name } yn dewis pa ran o'r tafliad a fethodd sy'n cael ei harwain
shengji-table-winner = 🏆 { $team } enillodd y gêm
shengji-table-turn = Tro: { $names }{ $phase ->
    [bury] {" "}(yn claddu'r talon)
    [name_trump] {" "}(yn enwi'r trwmp)
   *[other] {""}
}

## Llaw chwaraewr a'i rheolyddion

shengji-hand-spectator = Dydy gwylwyr ddim yn gweld llaw.
shengji-hand-head = **Eich llaw** ({ $count ->
        [zero] { $count } cardiau
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    }) · { $trumps }
shengji-trumps-label = Trympiau
shengji-hand-group = { $group } ({ $count }): { $cards }
shengji-hand-buried = Wedi'u claddu: { $cards }
shengji-menu-part = { $group } ({ $part }/{ $parts })
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group } ({ $count } wedi'u dewis)
shengji-menu-bury-chosen = Wedi'u dewis i'w claddu ({ $chosen } o { $count })
shengji-quick-follow = Dilyn cyflym: { $count } chwarae parod
shengji-quick-lead = Arwain cyflym: { $count } chwarae parod
shengji-action-deal = Rhannu { $count ->
    [two] { $count } gerdyn
    [few] { $count } cherdyn
    [many] { $count } cherdyn
   *[other] { $count } cerdyn
}
shengji-action-finish-deal = Cau'r rhannu
shengji-action-declare = Datgan { $cards }
shengji-action-pass = Dim datganiad
shengji-action-name-trump = Enwi { $suit } yn drympiau
shengji-action-bury = Claddu { $cards }
shengji-action-play = Chwarae { $cards }
shengji-action-throw-part = Rhaid iddyn nhw arwain { $cards }
shengji-prompt-declare = **Datganwch drympiau** isod, neu pwyswch **Dim datganiad**.
shengji-prompt-declare-typed = **Datganwch drympiau** isod, neu pwyswch **Dim datganiad** (neu teipiwch `/play cards:"{ $typed }"`).
shengji-prompt-declare-wait = Dim brys: gallwch ddatgan nes i'r rhannu gau; mae **Dim datganiad** yn hepgor y cyfle hwn yn unig.
shengji-prompt-name-trump = Wnaeth neb ddatgan: **enwch siwt y trwmp**.
shengji-prompt-throw-choice = Methodd tafliad { $name }: **dewiswch pa ran ohono y mae'n rhaid iddyn nhw ei harwain**.
shengji-prompt-bury-suggested = **Claddwch { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    }**: mae'r cardiau a awgrymir wedi'u dewis: pwyswch **Claddu'r rhain**, neu newidiwch nhw yn y dewislenni.
shengji-prompt-bury-pick = **Claddwch { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    }**: dewiswch nhw yn y dewislenni ({ $chosen }/{ $count } wedi'u dewis), yna pwyswch **Claddu'r rhain**.
shengji-prompt-from-kitty = O'r talon: { $cards }
shengji-prompt-chosen = Wedi'u dewis: { $cards }
shengji-prompt-bury-put-back = Dad-diciwch gardiau yn y ddewislen gyntaf (y rhai a ddewiswyd) i roi sawl un yn ôl ar unwaith.
shengji-prompt-lead = **Eich arweiniad chi**: { $quick ->
    [buttons] tapiwch chwarae cyflym, neu dewiswch gerdyn sengl, pâr, tractor neu dafliad yn y dewislenni, yna pwyswch **Chwarae**.
    [menu] dewiswch chwarae cyflym o'r ddewislen gyntaf, neu gerdyn sengl, pâr, tractor neu dafliad yn y dewislenni oddi tani, yna pwyswch **Chwarae**.
   *[none] dewiswch gerdyn sengl, pâr, tractor neu dafliad yn y dewislenni, yna pwyswch **Chwarae**.
}
shengji-prompt-follow = **Eich tro chi**: { $quick ->
    [buttons] tapiwch chwarae cyflym, neu dewiswch { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } yn y dewislenni, yna pwyswch **Chwarae**.
    [menu] dewiswch chwarae cyflym o'r ddewislen gyntaf, neu { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } yn y dewislenni oddi tani, yna pwyswch **Chwarae**.
   *[none] dewiswch { $count ->
        [two] { $count } gerdyn
        [few] { $count } cherdyn
        [many] { $count } cherdyn
       *[other] { $count } cerdyn
    } yn y dewislenni, yna pwyswch **Chwarae**.
}
shengji-prompt-refused = Wedi'u dewis: { $cards } — ❌ { $reason }
shengji-prompt-throw = Wedi'u dewis: { $cards } — ✅ cewch chwarae hyn (tafliad: os gall chwaraewr arall guro rhan ohono, rhaid i chi arwain y rhan honno a cholli { $penalty ->
        [zero] { $penalty } pwyntiau
        [two] { $penalty } bwynt
        [few] { $penalty } phwynt
        [many] { $penalty } phwynt
       *[other] { $penalty } pwynt
    } am bob cerdyn a gymerir yn ôl).
shengji-prompt-playable = Wedi'u dewis: { $cards } — ✅ cewch chwarae hyn.
shengji-choose = Dewiswch
shengji-declare-placeholder = Datgan…
shengji-button-play = Chwarae
shengji-button-clear = Clirio
shengji-button-bury-these = Claddu'r rhain
shengji-button-bury-count = Claddu { $count ->
    [two] { $chosen }/{ $count } gerdyn
    [few] { $chosen }/{ $count } cherdyn
    [many] { $chosen }/{ $count } cherdyn
   *[other] { $chosen }/{ $count } cerdyn
}
shengji-button-dealing = Yn rhannu { $dealt }/{ $total }: dim i'w ddatgan nawr
shengji-button-game-over = Mae'r gêm ar ben
shengji-button-waiting = Yn aros am { $names }
shengji-button-deal = Yn aros am y rhannu

## Dewisiadau'r bwrdd (/table options)

option-shengji-decks = Deciau o 54 cerdyn: 2 (25 cerdyn yr un, talon 8), 1 (12, talon 6) neu 3 (39, talon 6)
option-shengji-no-trump = Caiff parau o jocers ddatgan llaw ddi-drwmp
option-shengji-no-trump-trumps = Trympiau llaw ddi-drwmp: jocers a chardiau'r rheng (ranks), neu jocers yn unig (jokers)
option-shengji-overturn = Cryfder datganiad: ysgol (ladder: sengl < pâr < pâr SJ < pâr BJ < triawdau) neu jocer-terfynol (joker-final: all neb wrthdroi pâr o jocers)
option-shengji-reinforce = Caiff datganwr atgyfnerthu ei ddatganiad ei hun
option-shengji-first-starter = Pwy sy'n cychwyn y llaw gyntaf: pwy bynnag sy'n datgan (declare) neu sedd 1 (fixed)
option-shengji-no-declaration = Pan na fydd neb yn datgan (unwaith y mae cychwynnwr yn hysbys): troi'r talon nes cael cerdyn o'r rheng (kitty), troi ei gerdyn cyntaf (first-card), neu partner y cychwynnwr sy'n enwi'r trympiau (partner)
option-shengji-declare-order = Pwy gaiff ddatgan: unrhyw un, yn ystod y rhannu ac wedyn (open), neu, ar ôl rhannu'r cardiau i gyd, pob chwaraewr yn ei dro o bartner y cychwynnwr nes i bedwar basio yn olynol (fixed-dealer; mae'n golygu first_starter=fixed a no_declaration=partner)
option-shengji-fixed-trump = Siwt trwmp wedi'i phennu ymlaen llaw (dim datgan)
option-shengji-kitty-multiplier = Bonws y talon i'r gwrthwynebwyr: 2 × cardiau pob chwaraewr yn y tric olaf (cards), neu ×2 bob amser (double)
option-shengji-throw-penalty = Pwyntiau am bob cerdyn a gymerir yn ôl ar ôl tafliad a fethodd
option-shengji-throw-choice = Sawl rhan o dafliad a fethodd y gellir eu curo: gorfodir yr un leiaf (smallest), neu'r chwaraewr nesaf sy'n dewis (next-player)
option-shengji-failed-throw = Tafliad y gall llaw arall ei guro: mae'r arweinydd yn arwain y rhan y gellir ei churo ac yn colli throw_penalty pwynt am bob cerdyn a gymerir yn ôl
option-shengji-follow-tractor = Dilyn tractor: mae angen tractor os oes gennych un (tractor), neu mae unrhyw barau'n ddigon (pairs)
option-shengji-triple-follow = 3 dec, dilyn triawdau olynol: trefn s1, neu dractor o barau uwchlaw triawd + pâr (tractor-first) neu uwchlaw dau driawd (tractor-top)
option-shengji-direction = Cyfeiriad y chwarae
option-shengji-must-defend = Rhengoedd y mae'n rhaid i dîm eu hennill fel datganwyr cyn mynd heibio iddyn nhw: none, ace, neu 5-10-k-a
option-shengji-target = Mae tîm yn ennill drwy fynd heibio'r rheng hon (t = 10)
option-shengji-declare-pause = Eiliadau ar ôl y cerdyn olaf (neu ddatganiad diweddarach) pan gaiff chwaraewyr ddatgan o hyd; unwaith y bydd pawb a allai ddatgan wedi pasio, mae'r rhannu'n cau ar ôl saib byr
option-shengji-levels = Y lefelau y mae'r timau'n dechrau ohonyn nhw, seddi 1 a 3 yna 2 a 4 (e.e. 6-4; gyda `starter`): gêm sy'n parhau o gêm gynharach, fel y mae { table-button-continue } yn ei osod
option-shengji-starter = Y sedd sy'n cychwyn y llaw gyntaf, a'i thîm yn datgan (gyda levels: fel y gadawodd llaw olaf y gêm gynharach hi)

## /rules

rules-shengji-1 = **Chwaraewyr.** 4, mewn dau bâr o bartneriaid; mae partneriaid yn eistedd gyferbyn. { $decks ->
        [one] Un dec
        [two] { $decks } ddec
       *[other] { $decks } dec
    } gyda jocers ({ $cards } cerdyn, { $hand } yr un a { $kitty } yn y talon).
rules-shengji-2 = **Lefelau.** Mae gan bob tîm lefel, { $from ->
        [carried] gan fynd ymlaen o { $first_level } (seddi 1 a 3) a { $second_level } (seddi 2 a 4) hyd at { $target }
       *[two] o 2 hyd at { $target }
    }; lefel y tîm sy'n datgan yw **rheng y trwmp** yn y llaw. Y trympiau yw'r jocers, pob cerdyn o reng y trwmp, a siwt y trwmp.
rules-shengji-3 = **Datgan.** { $declaring ->
        [fixed] Does neb yn datgan: { $suit } yw'r trympiau ym mhob llaw, a sedd { $starter } sy'n cychwyn y llaw gyntaf, gyda'i thîm yn ddatganwyr.
        [ordered] Unwaith y bydd yr holl gardiau wedi'u rhannu, caiff pob chwaraewr yn ei dro, gan ddechrau gyda phartner y cychwynnwr, ddangos cerdyn o reng y trwmp i wneud ei siwt yn drwmp (mae pâr yn gwrthdroi cerdyn sengl), nes bod pedwar yn pasio yn olynol. Sedd { $starter } sy'n cychwyn y llaw gyntaf, gyda'i thîm yn ddatganwyr.
       *[other] Tra bo'r cardiau'n cael eu rhannu, dangoswch gerdyn o reng y trwmp i wneud ei siwt yn drwmp; mae pâr yn gwrthdroi cerdyn sengl{ $declaring ->
            [no-no-trump] ; nid yw pâr o jocers yn gwneud y llaw yn ddi-drwmp yma
           *[other] , ac mae pâr o jocers yn gwneud y llaw yn ddi-drwmp
        }. { $first ->
            [seat] Sedd { $starter } sy'n cychwyn y llaw gyntaf, gyda'i thîm yn ddatganwyr.
           *[declarer] Yn y llaw gyntaf, tîm y datganwr olaf sy'n dod yn ddatganwyr. Os nad oes neb yn datgan yn y llaw gyntaf, caiff y cardiau eu rhannu eto; ar ôl tri ail-rannu mae'r chwaraewr cyntaf i gael cardiau yn dechrau, a cheir y trwmp fel mewn llaw ddiweddarach.
        }
    }
rules-shengji-4 = **Talon.** Mae'r cychwynnwr yn cymryd y talon ac yn claddu'r un nifer o gardiau.
rules-shengji-5 = **Chwarae.** Gellir arwain cardiau sengl, parau, tractorau (parau olynol) neu dafliadau o'r cardiau uchaf. Dilynwch y grŵp a arweiniwyd gyda'r un siâp os gallwch (parau ar barau, tractorau ar dractorau), neu gymaint ohono ag y gallwch. Gellir trympio siwt ochr gyda thrwmp o'r un siâp.
rules-shengji-6 = **Pwyntiau.** Mae pump yn werth 5, degau a brenhinoedd 10. Mae'r gwrthwynebwyr (y tîm nad yw'n datgan) yn casglu pwyntiau o'r triciau maen nhw'n eu hennill; os ydyn nhw'n ennill y tric olaf, mae pwyntiau'r talon yn cyfrif gyda lluosydd. Gyda { $threshold } neu fwy o { $points } mae'r gwrthwynebwyr yn cymryd y datgan drosodd a gallan nhw godi; gyda llai, mae'r datganwyr yn codi 1–3 lefel. Mae tîm yn ennill drwy fynd heibio { $target }.
shengji-prompt-only = **Eich tro chi**: pwyswch **{ $button }**, yr unig symudiad y cewch ei wneud.
