# Parlour — y Trên Mecsicanaidd: crynodeb /rules, disgrifiadau'r opsiynau, gwrthodiadau, testun y bwrdd a'r llaw,
# llinellau'r log a'r ychydig eiriau ar lun y bwrdd.
# Termau: trên (train, fel yn y briff), y Trên Mecsicanaidd (Mexican Train), teilsen/teils (tile), injan (engine),
# canolbwynt (hub), pentwr (boneyard), marciwr (marker), dwbl/dyblau (double), smotyn/smotiau (pips),
# rownd, tro, codi teilsen (draw), pasio (pass), sgôr. Enw yn syth ar ôl rhif yn yr unigol ("5 teilsen").
# Mae'r treiglad meddal ar ôl "ar" wedi'i gynnwys yn y ffurf: mt-train-named = "drên { $name }", a
# phob brawddeg sy'n enwi trên yn ei roi ar ôl "ar". Codau'r teils (12-5) yr un fath ym mhob iaith.

rules-mexican-train-1 = **Chwaraewyr.** { $low }–{ $high } gyda'r set dwbl-{ $top } (pawb drosto'i hun).
rules-mexican-train-2 = **Rowndiau.** Mae rownd 1 yn dechrau o'r injan { $engine }-{ $engine }, yr un nesaf o { $next }-{ $next }, i lawr i 0-0.
rules-mexican-train-3 = **Trenau.** Mae pob chwaraewr yn adeiladu ei drên ei hun o'r injan; mae un **Trên Mecsicanaidd** a rennir ar agor i bawb. Cewch chwarae ar eich trên eich hun, ar y Trên Mecsicanaidd, neu ar drên chwaraewr arall sydd â marciwr (🚩) arno.
rules-mexican-train-4 = **Tro.** Chwaraewch un deilsen sy'n cyfateb os gallwch chi (mae'n rhaid). Os na allwch chi, codwch un deilsen a'i chwarae os yw'n ffitio; fel arall mae marciwr yn mynd ar eich trên, gan ei agor i bawb, nes i chi chwarae arno eto.
rules-mexican-train-5 = **Dyblau.** Ar ôl dwbl rydych chi'n chwarae eto{ $cover ->
        [cover] , ar y dwbl hwnnw: gorchuddiwch ef os gallwch chi
       *[anywhere] {""}
    }. Mae dwbl heb ei orchuddio yn **agored**: rhaid i bawb, yn eu tro, ei orchuddio cyn y caiff unrhyw drên arall ei chwarae.
rules-mexican-train-6 = **Sgôr.** Daw'r rownd i ben pan fydd rhywun yn chwarae ei deilsen olaf neu pan na all neb symud. Mae'r teils sydd ar ôl yn y llaw yn cyfrif eu smotiau (mae 0-0 yn cyfrif { $blank }). Y cyfanswm isaf ar ôl y rownd olaf sy'n ennill.

## Opsiynau'r bwrdd (/table create)

option-mexican-train-set = Set ddomino: dwbl-6 neu -9 i 2–4 chwaraewr, dwbl-12 i 2–8, dwbl-15 neu -18 i 9–12
option-mexican-train-hand = Teils i bob chwaraewr (none: y nifer arferol i'r set a'r chwaraewyr)
option-mexican-train-doubles-order = Mae sawl dwbl agored yn cau yn y drefn y'u chwaraewyd, neu o chwith (y mwyaf newydd gyntaf)
option-mexican-train-after-double = Y deilsen ar ôl dwbl: unrhyw le agored, neu ar y dwbl hwnnw (cover)
option-mexican-train-double-blank = Sgôr 0-0 sydd ar ôl yn y llaw: 50, neu ei werth wyneb 0
mt-option-seats = Mae set dwbl-{ $top } i { $low }–{ $high } chwaraewr, nid { $players }.{ $hint ->
        [more] {" "}Defnyddiwch set=15 neu set=18 i fwy nag 8.
        [fewer] {" "}Defnyddiwch set=12 i lai na 9.
       *[none] {""}
    }
mt-option-hand-too-big = Mae { $players } llaw o { $hand } yn gofyn am { $need ->
        [one] { $need } deilsen
        [two] { $need } deilsen
        [many] { $need } theilsen
       *[other] { $need } teilsen
    }, ond dim ond { $spare } sydd gan set dwbl-{ $top } heblaw'r injan, a rhaid i'r pentwr gadw un: rhowch { $most } yr un ar y mwyaf.
mt-option-no-set = Does dim set dwbl-{ $top } yma; dewiswch 6, 9, 12, 15 neu 18.

## Darllen teils a symudiadau

mt-tile-unreadable = Alla i ddim darllen '{ $text }' fel teilsen. Ysgrifennwch ei dau rif gyda llinell doriad, fel 12-5.
mt-tile-too-high = Does dim { $text } mewn set dwbl-{ $top }: mae'r rhifau'n mynd o 0 i { $top }.
mt-tiles-none = Enwch o leiaf un deilsen, fel `12-5`.
mt-tiles-too-many = Mae hynny'n fwy o deils nag sydd mewn unrhyw set.
mt-move-unreadable = Dydw i ddim yn deall y symudiad yna; adnewyddwch eich llaw.
mt-button-stale = Mae'r botwm yna wedi dyddio; adnewyddwch eich llaw.
mt-deal-not-in-set = Dydy { $tile } ddim mewn set dwbl-{ $top }.
mt-deal-engine-tile = { $tile } yw injan y rownd hon; mae yn y canolbwynt.
mt-deal-twice = Mae teilsen wedi'i rhannu ddwywaith.
mt-deal-marker-owner = Dim ond trenau'r chwaraewyr eu hunain sy'n cario marcwyr.

## Trenau, fel y'u henwir mewn brawddeg (ar ôl "ar"), ar ddechrau llinell dewislen, ac yn fyr

mt-train-mexican = y Trên Mecsicanaidd
mt-train-yours = eich trên
mt-train-named = drên { $name }
mt-train-seat = drên sedd { $seat }
mt-train-their-own = ei drên ei hun
mt-label-mexican = Y Trên Mecsicanaidd
mt-label-yours = Eich trên
mt-label-named = Trên { $name }
mt-short-mexican = Mecsicanaidd
mt-short-yours = eich un chi
mt-list-separator = {", "}
mt-list-or = { $first } neu { $second }
mt-list-and = { $first } a { $second }

## Gwrthodiadau

mt-game-over = Mae'r gêm hon ar ben.
mt-not-your-turn-seat = Nid eich tro chi yw hi: { $seat } sy'n chwarae.
mt-not-your-turn-waiting = Nid eich tro chi yw hi: yn aros am { $name }.
mt-must-play-not-draw = Gallwch chi chwarae { $tile }, felly rhaid i chi chwarae yn hytrach na chodi teilsen.
mt-boneyard-empty = Mae'r pentwr yn wag: pasiwch yn lle hynny.
mt-must-play-fits = Rhaid chwarae pan allwch chi: mae { $tile } yn ffitio.
mt-draw-first = Codwch deilsen yn gyntaf: cewch basio dim ond pan fydd y pentwr yn wag.
mt-not-holding = Does gennych chi ddim { $tile }.
mt-no-such-train = Does dim trên o'r fath wrth y bwrdd hwn.
mt-blocked-by-double = Rhaid gorchuddio'r dwbl agored { $double } ar { $train } yn gyntaf: mae pob trên arall ar gau tan hynny.
mt-must-close-double = { $rule ->
        [cover] Wrth y bwrdd hwn mae'r deilsen ar ôl dwbl yn ei orchuddio: rhaid i'ch teilsen nesaf fynd ar { $double } ar { $train }.
       *[several] Fe osodoch chi sawl dwbl y tro hwn: rhaid i'ch teilsen nesaf nad yw'n ddwbl gau { $double } ar { $train }.
    }
mt-train-closed = Allwch chi ddim chwarae ar { $train }: does gan ei berchennog ddim marciwr arno.
mt-tile-does-not-fit = { $stuck ->
        [yes] Dydy { $tile } ddim yn ffitio ar { $train }: ei ben agored yw { $end }. Does dim byd yn eich llaw yn ffitio yn unman: codwch deilsen neu pasiwch.
       *[no] Dydy { $tile } ddim yn ffitio ar { $train }: ei ben agored yw { $end }.
    }
mt-cannot-play-there = Allwch chi ddim chwarae { $tile } ar { $train } nawr.
mt-cannot-draw-now = Allwch chi ddim codi teilsen nawr. Pwyswch **{ table-button-hand }** am reolyddion newydd.
mt-cannot-pass-now = Allwch chi ddim pasio nawr. Pwyswch **{ table-button-hand }** am reolyddion newydd.
mt-choose-one = Dewiswch un opsiwn o'r ddewislen.
mt-tile-not-now = Does dim modd chwarae { $tile } nawr; dewiswch deilsen arall.
mt-move-gone = Dydy'r symudiad yna ddim ar agor mwyach; dewiswch eto.
mt-control-stale = Dydy'r rheolydd yna ddim yn cael ei ddefnyddio mwyach. Pwyswch **{ table-button-hand }** am rai newydd.
mt-menu-stale = Mae'r ddewislen yna wedi dyddio. Pwyswch **{ table-button-hand }** am reolyddion newydd.
mt-fits-several = Mae { $tile } yn ffitio ar sawl trên; dywedwch pa un, e.e. `/play cards:"{ $tile } { $example }"` ({ $trains }).
mt-refusal-and-fits = { $reason } Mae { $tile } yn ffitio ar { $trains }.
mt-fits-nowhere = Dydy { $tile } ddim yn ffitio ar unrhyw drên y cewch chi chwarae arno.
mt-fits-nowhere-fallback = Dydy { $tile } ddim yn ffitio ar unrhyw drên y cewch chi chwarae arno. Does dim byd yn eich llaw yn ffitio: { $action }.
mt-fits-nowhere-blocked = Dydy { $tile } ddim yn ffitio ar unrhyw drên y cewch chi chwarae arno. Rhaid gorchuddio'r dwbl agored ar { $train } yn gyntaf.
mt-fits-nowhere-closing = { $rule ->
        [cover] Chewch chi ddim chwarae { $tile } nawr: wrth y bwrdd hwn mae'r deilsen ar ôl dwbl yn ei orchuddio, felly rhaid i'ch teilsen nesaf fynd ar { $double } ar { $train }.
       *[several] Chewch chi ddim chwarae { $tile } nawr: fe osodoch chi sawl dwbl y tro hwn, felly rhaid i'ch teilsen nesaf nad yw'n ddwbl gau { $double } ar { $train }.
    }
mt-no-such-seat = Does dim sedd { $seat } wrth y bwrdd hwn: mae'r seddi'n mynd o 1 i { $seats }.
mt-player-not-here = Dydy'r chwaraewr yna ddim wrth y bwrdd hwn.
mt-unknown-train = Wn i ddim pa drên yw '{ $text }'. Enwch ef yn `mecsico`, `fi`, rhif sedd (1–{ $seats }) neu enw chwaraewr.

## Llinellau'r log (edefyn y bwrdd)

mt-log-round-started = Rownd { $round } o { $rounds }: injan { $engine } yn y canolbwynt. { $name } sy'n dechrau; { $boneyard ->
        [zero] { $boneyard } teils
        [one] { $boneyard } deilsen
        [two] { $boneyard } deilsen
        [many] { $boneyard } theilsen
       *[other] { $boneyard } teilsen
    } yn y pentwr.
mt-log-play = { $double ->
        [yes] Mae { $name } yn chwarae { $tile } ar { $train } — dwbl: maen nhw'n chwarae eto.
       *[no] Mae { $name } yn chwarae { $tile } ar { $train }.
    }
mt-log-play-start-mexican = Mae { $name } yn chwarae { $tile } ar y Trên Mecsicanaidd, gan gychwyn y Trên Mecsicanaidd.
mt-log-play-cover = Mae { $name } yn chwarae { $tile } ar { $train }, gan orchuddio'r dwbl.
mt-log-play-marker-off = { $double ->
        [yes] Mae { $name } yn chwarae { $tile } ar ei drên ei hun, ac yn tynnu ei farciwr i ffwrdd — dwbl: maen nhw'n chwarae eto.
       *[no] Mae { $name } yn chwarae { $tile } ar ei drên ei hun, ac yn tynnu ei farciwr i ffwrdd.
    }
mt-log-play-cover-marker-off = Mae { $name } yn chwarae { $tile } ar ei drên ei hun, gan orchuddio'r dwbl, ac yn tynnu ei farciwr i ffwrdd.
mt-log-drew = Mae { $name } yn codi teilsen ({ $left } ar ôl yn y pentwr).
mt-log-marker-after-draw = { $kept ->
    [yes] All { $name } ddim chwarae'r deilsen a gododd; mae'r marciwr yn aros ar ei drên.
   *[no] All { $name } ddim chwarae'r deilsen a gododd, ac mae'n rhoi marciwr ar ei drên.
}
mt-log-passed = { $kept ->
    [yes] All { $name } ddim chwarae ac mae'n pasio; mae'r marciwr yn aros ar ei drên.
   *[no] All { $name } ddim chwarae ac mae'n pasio; mae marciwr ar ei drên.
}
mt-log-last-tile = 📣 Dim ond un deilsen sydd gan { $name } ar ôl!
mt-double-on = { $tile } ar { $train }
mt-log-doubles-open = { $count ->
        [one] Dwbl agored { $doubles }: rhaid ei orchuddio cyn chwarae dim byd arall.
       *[other] Dyblau agored { $doubles }: rhaid eu gorchuddio cyn chwarae dim byd arall.
    }
mt-log-double-released = All neb orchuddio { $tile } ar { $train } mwyach: dydy e ddim yn rhwystro mwyach.
mt-log-round-out = **Rownd { $round } (injan { $engine }) ar ben:** mae { $name } wedi chwarae ei deils i gyd.
mt-log-round-blocked = **Rownd { $round } (injan { $engine }) ar ben:** wedi cloi, all neb chwarae.
mt-log-round-row = { $name }: +{ $score } ({ $pips ->
        [zero] { $pips } smotiau
       *[other] { $pips } smotyn
    }) → { $total }
mt-log-round-row-blank = { $name }: +{ $score } ({ $pips ->
        [zero] { $pips } smotiau
       *[other] { $pips } smotyn
    } + { $blank } am y dwbl gwag) → { $total }
mt-log-game-over = { $count ->
        [one] 🏁 Diwedd y gêm: { $names } sy'n ennill gyda { $total }.
       *[other] 🏁 Diwedd y gêm: { $names } sy'n ennill, gyda { $total } yr un.
    }
mt-you-drew = Y deilsen a godoch ddiwethaf: **{ $tile }**.
mt-summary-by = Cyfanswm isaf { $total }: { $winners } ar ôl { $rounds } rownd.
# gemau a gadwyd cyn i'r crynodeb enwi'r chwaraewyr: mae /history yn dal i'w darllen
mt-summary = { $count ->
        [one] Cyfanswm isaf { $total }: sedd { $seats } ar ôl { $rounds } rownd.
       *[other] Cyfanswm isaf { $total }: seddi { $seats } ar ôl { $rounds } rownd.
    }

## Neges y bwrdd

mt-table-title = { game-mexican-train } — bwrdd #{ NUMBER($table, useGrouping: 0) }
mt-table-head = **Rownd { $round }/{ $rounds }** · injan { $engine } · pentwr { $boneyard }
mt-table-mexican = 🚂 Trên Mecsicanaidd: { $laid }
mt-table-player = { $name } ({ $count ->
        [zero] { $count } teils
        [one] { $count } deilsen
        [two] { $count } deilsen
        [many] { $count } theilsen
       *[other] { $count } teilsen
    }){ $marker }: { $laid }
mt-table-open-double = ⚠️ dwbl agored
mt-train-empty = gwag → { $end }
mt-table-blocking = ⚠️ Dwbl agored { $double } ar { $train }: gorchuddiwch ef cyn chwarae yn unman arall.
mt-table-turn = Tro: { $name }
mt-table-scores = Sgoriau: { $scores }
mt-final-ranking = Y safleoedd terfynol
mt-table-footer = Pwyswch "{ table-button-hand }" i weld eich teils a chwarae, neu teipiwch /play cards:"{ $tile } mecsico".

## Llaw chwaraewr

mt-hand-head = **Trên Mecsicanaidd — bwrdd #{ NUMBER($table, useGrouping: 0) }** · rownd { $round }/{ $rounds }
mt-hand-over = Mae'r gêm ar ben.
mt-hand-your-turn = **Eich tro chi.**
mt-hand-waiting = Yn aros am { $name }.
mt-hand-tiles = Eich teils ({ $count }, { $pips ->
        [zero] { $pips } smotiau
       *[other] { $pips } smotyn
    }):
mt-hand-chain = Cadwyn i'ch trên: { $tiles }
mt-hand-extras = Teils dros ben: { $tiles }
mt-hand-close-first = { $rule ->
        [cover] Fe osodoch chi ddwbl: gorchuddiwch { $double } nawr.
       *[several] Fe osodoch chi sawl dwbl: caewch { $double } yn gyntaf.
    }
mt-hand-play-again = Fe osodoch chi ddwbl: chwaraewch eto.
mt-hand-nothing-fits = Does dim yn ffitio: { $action }.
mt-hand-more-tiles = Mae mwy o deils yn ffitio nag sydd o le yn y dewislenni: teipiwch `/play` am y lleill.
mt-action-play = Chwarae { $tile } ar { $train }
mt-action-play-start = Chwarae { $tile } ar { $train } (ei gychwyn)
mt-action-draw = Codi teilsen ({ $left } ar ôl)
mt-action-pass = Pasio (marciwr ar eich trên)
mt-button-draw = Codi
mt-button-pass = Pasio
mt-choice-train = { $train } (yn gorffen â { $end })
mt-choice-train-covers = { $train } (yn gorffen â { $end }), yn gorchuddio'r dwbl
mt-select-tile = Chwarae teilsen…
mt-select-tile-page = Chwarae teilsen… ({ $page }/{ $pages })
mt-select-train = Ar ba drên mae { $tile } yn mynd?

## Llun y bwrdd (mae ei ffont yn tynnu llythrennau Lladin yn unig tan fater #15)

