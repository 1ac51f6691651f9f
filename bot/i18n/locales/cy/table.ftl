# Parlour — byrddau: y lobi, seddi, troeon, amseryddion, neges y bwrdd a'r cofnod chwarae.
# Termau: bwrdd (table), sedd, tro (turn), llaw (hand), gwesteiwr (host), AI; "crybwyll" yw @ Discord.

## The table message

table-title = { $game } — bwrdd #{ NUMBER($table, useGrouping: 0) }
table-closed-early = Cafodd y bwrdd hwn ei gau.
table-button-hand = Eich llaw
table-button-back = Dw i'n ôl
table-button-rematch = Gêm arall
table-button-continue = Gêm arall (cadw'r lefelau)
table-button-join-rematch = Ymuno â'r gêm arall #{ NUMBER($table, useGrouping: 0) }
table-away-field = I ffwrdd (mae'r AI yn chwarae drostynt)
table-waiting-field = ⏸ Yn aros
table-waiting-for-people = Does neb yn chwarae: bydd y gêm yn mynd yn ei blaen pan fydd rhywun yn pwyso **{ table-button-back }**.
table-countdown-field = ⏳ Amser yn dod i ben
table-footer-aborted = Cafodd y bwrdd hwn ei gau cyn y diwedd. Ni chofnodwyd canlyniad.
table-footer-abandoned = Cafodd y bwrdd hwn ei gau fel un wedi'i adael. Ni chofnodwyd canlyniad.

## Durations

table-duration = { $d ->
    [0] {""}
    [two] { $d } ddiwrnod{" "}
   *[other] { $d } diwrnod{" "}
}{ $h ->
    [0] {""}
   *[other] { $h } awr{" "}
}{ $m ->
    [0] {""}
    [two] { $m } funud{" "}
   *[other] { $m } munud{" "}
}{ $s ->
    [0] {""}
   *[other] { $s } eiliad
}
table-duration-off = i ffwrdd
table-duration-unreadable = Alla i ddim darllen '{ $text }' fel amser. Ysgrifennwch e fel 30s, 2m, 1h30m neu off.
table-duration-range = Rhaid i amserydd tro fod rhwng { $low } a { $high }, neu i ffwrdd.
table-abandon-range = Mae byrddau heb ddim chwarae yn cau ar ôl amser rhwng { $low } a { $high }: dewiswch un yn yr ystod honno.

## The play-by-play

table-your-turn = { $mentions } — eich tro chi.
table-still-your-turn = { $mentions } — mae'n dal yn dro i chi wrth fwrdd #{ NUMBER($table, useGrouping: 0) }.
table-reminder = { $mentions } — mae hanner eich amser ar gyfer y tro hwn wedi mynd; daw i ben { $deadline }.
table-dm-closed = { $mentions } — allwn i ddim anfon eich llaw mewn neges uniongyrchol (mae eich negeseuon preifat ar gau i mi). Pwyswch **{ table-button-hand }** ar neges y bwrdd yn lle hynny.
table-turn-dm = Eich tro chi wrth fwrdd #{ NUMBER($table, useGrouping: 0) }: { $link }
table-sentences = { $first } { $second }
table-joined = { $name } a ymunodd.
table-moved = Symudodd { $name } i sedd { $seat }.
table-swapped = Cyfnewidiodd { $by } seddi { $first } a { $second } ({ $one } ↔ { $other }).
table-swap-moved = Symudodd { $by } { $name } o sedd { $source } i sedd { $seat }.
table-left = { $name } a adawodd.
table-left-last = { $name } a adawodd; does neb ar ôl, felly mae'r bwrdd ar gau.
table-left-host = { $name } a adawodd; { $host } yw'r gwesteiwr nawr.
table-added-ai = Ychwanegodd { $name } { $ai }.
table-removed = Tynnodd { $by } { $name } oddi ar y bwrdd.
table-kicked-by = Tynnodd { $by } { $name } oddi ar y bwrdd.
table-seat-to-ai = { $reclaim ->
    [yes] { $ai } sy'n chwarae sedd { $name } nawr. Gallan nhw ei chymryd yn ôl gyda `/table reclaim`.
   *[no] { $ai } sy'n chwarae sedd { $name } nawr.
}
table-new-host = { $host } yw'r gwesteiwr nawr.
table-vote-cast = Mae { $voter } yn pleidleisio i roi sedd { $name } i AI ({ $votes } o { $needed ->
        [one] { $needed } bleidlais sydd ei hangen
        [two] { $needed } bleidlais sydd eu hangen
        [many] { $needed } phleidlais sydd eu hangen
       *[other] { $needed } pleidlais sydd eu hangen
    }). Gall eraill bleidleisio gyda `/table replace`.
table-vote-passed = Mae'r chwaraewyr wedi pleidleisio. { $outcome }
table-replaced-by = Ar gais { $by }: { $outcome }
table-reclaimed = Mae { $name } yn ôl yn sedd { $seat }.
table-back = Mae { $name } yn ôl.
table-begins = Mae { $game } yn dechrau.
table-aborted = Caeodd { $name } y bwrdd. Ni chofnodir canlyniad.
table-aborted-forfeit = Caeodd { $name } y bwrdd yn ystod y chwarae, gan ildio'r gêm: mae'n cyfrif fel colled i'w dîm.
table-abandoned = Ni welodd y bwrdd hwn ddim chwarae ers amser hir, a chafodd ei gau fel un wedi'i adael. Ni chofnodir canlyniad.
table-expired = ⏰ Rhedodd amser { $name } allan; chwaraeodd yr AI drostynt.
table-marked-away = Ar ôl { $count ->
        [two] { $count } dro
        [few] { $count } thro
        [many] { $count } thro
       *[other] { $count } tro
    } yn olynol, mae { $name } wedi'i nodi i ffwrdd: mae'r AI yn chwarae drostynt nes iddyn nhw bwyso **Dw i'n ôl**.
table-marked-away-last = Ar ôl { $count ->
        [two] { $count } dro
        [few] { $count } thro
        [many] { $count } thro
       *[other] { $count } tro
    } yn olynol, mae { $name } wedi'i nodi i ffwrdd. Does neb ar ôl yn chwarae, felly mae'r gêm yn aros nes i rywun bwyso **Dw i'n ôl**.
table-nobody-playing = Does neb ar ôl yn chwarae, felly mae'r gêm yn aros nes i chwaraewr ddod yn ôl neu i'r gwesteiwr gau'r bwrdd.

## Answers to the player who pressed or typed

table-joined-reply = Rydych chi i mewn: sedd { $seat } wrth fwrdd #{ NUMBER($table, useGrouping: 0) }.
table-left-reply = Rydych chi wedi gadael bwrdd #{ NUMBER($table, useGrouping: 0) }.
table-added-ai-reply = Ychwanegwyd chwaraewr AI.
table-started-reply = Mae'r gêm wedi dechrau. Pwyswch **{ table-button-hand }** i weld eich llaw a chwarae.
table-back-reply = Croeso'n ôl! Nid yw'r AI yn chwarae drosoch chi mwyach.
table-aborted-reply = Mae bwrdd #{ NUMBER($table, useGrouping: 0) } ar gau.
table-moved-on-reply = Mae'r bwrdd wedi symud ymlaen ers i'r rheolyddion hynny gael eu dangos, felly ni chwaraewyd dim. Dyma eich llaw nawr.
table-picks-lost = Nid yw'r dewisiadau a ddangosai'r olwg hon yn cael eu cadw mwyach (efallai fod Parlour wedi ailgychwyn), felly ni chwaraewyd dim. Dyma eich llaw fel y mae nawr: gwiriwch eich dewisiadau a phwyswch eto.
table-done = Wedi'i wneud.
table-play-blank = Wnaethoch chi ddim teipio dim i'w chwarae: ysgrifennwch eich symudiad ar ôl `cards:`, neu pwyswch **{ table-button-hand }** i'w ddewis.
table-view-game-over = Diwedd y gêm — gwelwch y bwrdd.
table-view-closed = Caewyd y bwrdd cyn y diwedd: gwelwch neges y bwrdd.
table-view-replaced = Mae golwg newydd wedi cymryd lle'r un hon: defnyddiwch yr un fwyaf newydd, neu pwyswch **{ table-button-hand }**.
table-view-unseated = Mae AI yn chwarae eich sedd wrth y bwrdd hwn bellach: gwelwch neges y bwrdd.
table-channel-lost = ⚠️ Alla i ddim ysgrifennu yn { $channel } bellach, felly gall neges y bwrdd yno fod yn hen. Chwaraewch ymlaen o fan hyn; gall aelod â Manage Server roi **{ permission-view-channel }**, **{ permission-send-messages }** ac **{ permission-embed-links }** yn ôl i mi yno.
table-view-over = Mae'r gêm drosodd: mae'r bwrdd yn dangos y canlyniad.
table-settings-ping = Crybwyll ar eich tro: **{ $ping ->
    [always] bob tro
    [never] byth
   *[idle] pan fyddwch chi i'w gweld i ffwrdd
}**
settings-autoplay = Chwarae awtomatig (eich unig gerdyn neu deilsen gyfreithlon): **{ $autoplay ->
    [on] ymlaen
   *[off] i ffwrdd
}**

## Refusals

table-limit-host = Rydych chi eisoes yn cynnal { $count ->
        [two] { $count } fwrdd
       *[other] { $count } bwrdd
    } agored yma; gorffennwch un neu ei gau gyda `/table abort` cyn agor un arall.
table-limit-server = Mae gan y gweinydd hwn { $count ->
        [two] { $count } fwrdd
       *[other] { $count } bwrdd
    } agored yn barod, y mwyaf y caiff ei gael ar unwaith; ymunwch ag un, neu arhoswch i un orffen.
table-limit-opened = Rydych chi wedi agor { $count ->
        [two] { $count } fwrdd
       *[other] { $count } bwrdd
    } yma yn yr awr ddiwethaf, y mwyaf y caiff un aelod; arhoswch ychydig cyn agor un arall.
table-busy = Mae'r bwrdd yn brysur ar hyn o bryd; rhowch gynnig arall arni.
table-clicks-too-fast = Arafwch ychydig: rydych chi wedi pwyso llawer iawn wrth y bwrdd hwn. Arhoswch { $seconds } eiliad, yna rhowch gynnig arall arni.
table-restarting = Mae Parlour yn ailgychwyn; does dim wedi'i golli. Rhowch gynnig arall arni ymhen munud.
table-already-seated = Rydych chi wrth y bwrdd hwn yn barod.
table-full = Mae'r bwrdd hwn yn llawn.
table-cannot-leave = Mae'r gêm ar y gweill, felly allwch chi ddim gadael nawr. Gall y gwesteiwr roi eich sedd i chwaraewr AI (`/table replace`), neu gau'r bwrdd.
table-not-seated = Dydych chi ddim wrth y bwrdd hwn.
table-join-first = Ymunwch â'r bwrdd yn gyntaf, yna gallwch ychwanegu chwaraewyr AI.
table-host-kicks-self = All y gwesteiwr ddim cicio'i hun allan; defnyddiwch `/table leave`.
table-kick-host = All neb dynnu'r gwesteiwr o'i lobi ei hun; caewch y bwrdd gyda `/table abort` yn lle hynny.
table-host-only-kick = Dim ond y gwesteiwr (neu rywun â Manage Server) all gicio chwaraewyr allan.
table-host-only-start = Dim ond y gwesteiwr (neu rywun â Manage Server) all ddechrau'r gêm.
table-host-only-abort = Dim ond y gwesteiwr (neu rywun â Manage Server) all gau'r bwrdd.
table-seat-empty = Mae sedd { $seat } yn wag.
table-no-such-seat = Mae gan y bwrdd hwn { $seats } sedd: dewiswch un o 1 i { $seats }.
table-seat-taken = Mae { $name } yn sedd { $seat }: gofynnwch iddyn nhw symud, neu dewiswch sedd rydd.
table-already-in-seat = Rydych chi eisoes yn sedd { $seat }.
table-host-only-swap = Dim ond y gwesteiwr (neu rywun â Manage Server) all gyfnewid seddi.
table-swap-same-seat = Dewiswch ddwy sedd wahanol i'w cyfnewid (nid yw sedd { $seat } ddwywaith yn newid dim).
table-swap-both-empty = Mae seddi { $first } a { $second } ill dwy yn wag: does dim i'w gyfnewid.
table-seat-is-ai = Mae sedd { $seat } eisoes yn cael ei chwarae gan AI.
table-already-voted = Rydych chi eisoes wedi pleidleisio i gymryd lle { $name }.
table-vote-not-seated = Dim ond chwaraewyr wrth y bwrdd hwn all bleidleisio i gymryd lle rhywun.
table-vote-self = Allwch chi ddim pleidleisio i gymryd eich lle eich hun.
table-vote-too-few = Mae rhy ychydig o chwaraewyr eraill yn eistedd i bleidlais roi sedd { $name } i AI; gall y gwesteiwr (neu rywun â Manage Server) wneud hynny.
table-reclaim-none = Ni roddwyd unrhyw sedd wrth y bwrdd hwn oddi wrthych chi i AI.
table-reclaim-off = Nid yw'r bwrdd hwn yn gadael i chwaraewyr y cymerwyd eu lle gymryd eu sedd yn ôl.
table-reclaim-kicked = Tynnodd y gwesteiwr chi oddi ar y bwrdd hwn, felly allwch chi ddim cymryd y sedd yn ôl; gofynnwch i'r gwesteiwr os hoffech chi chwarae eto.
table-reclaim-seated = Rydych chi eisoes yn chwarae wrth y bwrdd hwn.
table-nobody-away = Does neb wedi'i nodi i ffwrdd; chwaraewch ymlaen!
table-only-away = Dim ond { $names } all bwyso hwn: mae ar gyfer { $count ->
    [one] y chwaraewr sydd
   *[other] y chwaraewyr sydd
} wedi'u nodi i ffwrdd.
table-needs-players = Mae angen { $low } chwaraewr ar { $game }: { $missing ->
    [one] mae { $missing } sedd yn wag. Pwyswch **Ychwanegu AI** i'w llenwi, neu arhoswch am ragor o chwaraewyr.
   *[other] mae { $missing } sedd yn wag. Pwyswch **Ychwanegu AI** i'w llenwi, neu arhoswch am ragor o chwaraewyr.
}
table-already-started = Mae'r gêm hon wedi dechrau'n barod.
table-ended = Mae'r bwrdd hwn wedi dod i ben.
table-already-ended = Mae'r bwrdd hwn wedi dod i ben yn barod.
table-not-started = Dydy'r gêm ddim wedi dechrau eto.
table-game-over = Mae'r gêm hon drosodd.
table-closed = Mae'r bwrdd hwn wedi'i gau.
table-not-in-play = Dydy'r gêm hon ddim ar y gweill.
table-not-playing-here = Dydych chi ddim yn chwarae wrth y bwrdd hwn.
table-your-seat-to-ai = { $reclaim ->
    [yes] Mae AI yn chwarae eich sedd wrth fwrdd #{ NUMBER($table, useGrouping: 0) } nawr. Cymerwch hi'n ôl gyda `/table reclaim`.
   *[no] Mae AI yn chwarae eich sedd wrth fwrdd #{ NUMBER($table, useGrouping: 0) } nawr.
}
table-moved-on = Mae'r bwrdd wedi symud ymlaen ers i'r rheolyddion hynny gael eu dangos. Pwyswch **{ table-button-hand }** am rai newydd.
table-refused-moved-on = { $refusal } (Mae'r bwrdd wedi symud ymlaen ers i'r rheolyddion hynny gael eu dangos.)
table-not-your-turn-yet = Dydy hi ddim yn dro i chi eto.
table-not-your-turn = Dydy hi ddim yn dro i chi: yn aros am { $names }.
table-no-such-table = Does dim bwrdd #{ NUMBER($table, useGrouping: 0) }.
table-no-such-game = Does dim gêm o'r enw '{ $name }' yma.
table-game-unavailable = Dydy'r gêm hon ddim ar gael ar y bot hwn ar hyn o bryd.
table-button-unknown = Dydy'r botwm hwnnw ddim yn cael ei ddefnyddio mwyach; adnewyddwch os gwelwch yn dda.
table-rules-unavailable = Dydy'r rheolau ddim ar gael ar hyn o bryd; rhowch gynnig ar `/rules`.
table-rematch-unfinished = Dim ond gêm sydd wedi gorffen y gellir ei chwarae eto.
table-rematch-expired = Daeth y cynnig am gêm arall i ben { $minutes ->
        [two] { $minutes } funud
       *[other] { $minutes } munud
    } ar ôl i'r gêm orffen; agorwch fwrdd newydd gyda `/table create`.
table-rematch-not-player = Dim ond chwaraewyr y gêm hon all ofyn am gêm arall.
table-rematch-gone = Mae bwrdd y gêm arall #{ NUMBER($table, useGrouping: 0) } yn llawn neu wedi mynd.
table-rematch-cannot-go-on = Mae'r ornest hon drosodd: does dim ar ôl i barhau ohono. Pwyswch **Gêm arall** am un newydd.
table-shengji-levels-unreadable = Alla i ddim darllen '{ $text }' fel lefelau'r timau: ysgrifennwch nhw fel 6-4 neu j-5 (seddi 1 a 3 yn gyntaf, t = 10).
table-shengji-levels-past-target = Mae'r lefelau { $levels } eisoes y tu hwnt i'r rheng darged: codwch `target` neu ostwng `levels`.
table-shengji-levels-need-starter = Gyda `levels` ({ $levels }) dywedwch hefyd pa sedd sy'n dechrau, gyda `starter` (1–4): ei thîm hi sy'n datgan, ar ei lefel ei hun.

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = crybwyll
cmd-settings-opt-ping-desc = Pryd mae eich tro yn eich crybwyll: bob tro, pan fyddwch i'w gweld i ffwrdd (rhagosodiad), neu byth
cmd-opt-autoplay = chwarae-awtomatig
cmd-settings-opt-autoplay-desc = Chwarae eich unig gerdyn neu deilsen gyfreithlon ar ôl eiliad (byth bid, pasio na chodi)
cmd-choice-always = bob tro
cmd-choice-idle = pan i ffwrdd
cmd-choice-never = byth

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name } ({ $level })
ai-level-easy = hawdd
ai-level-normal = arferol
ai-level-strong = cryf
