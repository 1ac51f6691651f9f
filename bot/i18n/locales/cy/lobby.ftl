# Parlour — y drws ffrynt: /table, /hand, /play, llinellau iaith /settings, gwallau dewisiadau,
# botymau tudalennau a neges bwrdd agored.
# Termau: "bwrdd" (table), "sedd" (seat), "gwesteiwr" (host); "Chwist" yw'r enw Cymraeg sefydledig
# ar whist (gyrfa chwist); "Tractor" fel yn nhestun rheolau seeds/001; "trên" fel yn y briff.

## Enwau'r gemau

game-whist = Chwist
game-bidwhist = Chwist Bidio
game-shengji = Shengji (Tractor)
game-mexican-train = Trên Mecsicanaidd

## Dod o hyd i'r bwrdd mae gorchymyn yn ei olygu

lobby-no-table-here = Does dim bwrdd ar agor yn y sianel hon. Agorwch un gyda `/table create`, neu enwch un gyda `table:`.
lobby-several-tables = Mae sawl bwrdd yma: { $tables }. Ychwanegwch `table:` i ddweud pa un.
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) } ({ $game })
lobby-list-separator = { ", " }
lobby-no-such-table = Does dim bwrdd #{ NUMBER($table, useGrouping: 0) }.
lobby-not-your-controls = Mae'r rheolyddion hynny'n perthyn i law chwaraewr arall.
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] Mae AI yn chwarae eich sedd wrth fwrdd #{ NUMBER($table, useGrouping: 0) } nawr, felly dydy'r rheolyddion hyn ddim yn gwneud dim. Cymerwch hi'n ôl gyda `/table reclaim`.
   *[no] Mae AI yn chwarae eich sedd wrth fwrdd #{ NUMBER($table, useGrouping: 0) } nawr, felly dydy'r rheolyddion hyn ddim yn gwneud dim.
}
lobby-controls-not-seated = Does gennych chi ddim sedd wrth fwrdd #{ NUMBER($table, useGrouping: 0) } bellach, felly dydy'r rheolyddion hyn ddim yn gwneud dim.

## Gorchmynion /table

lobby-not-in-thread = Agorwch fyrddau mewn sianel yn hytrach nag mewn edefyn.
lobby-channel-taken = Mae gan y sianel hon fwrdd yn barod, ac alla i ddim creu edafedd yma i ddal un arall. Gorffennwch hwnnw gyntaf, neu defnyddiwch `/table create` mewn sianel arall.
lobby-channel-taken-threads = Mae gan y sianel hon fwrdd yn barod, ac alla i ddim rhoi edefyn ei hun i un arall yma: ar gyfer hynny mae arna i angen { $count ->
        [one] y caniatâd hwn
       *[other] y caniatadau hyn
    }.
    { $permissions }
    Gorffennwch y bwrdd hwnnw gyntaf, neu defnyddiwch `/table create` mewn sianel arall.
lobby-bot-lacks-permissions = Alla i ddim dangos bwrdd yn y sianel hon: mae arna i angen { $count ->
    [one] y caniatâd hwn
   *[other] y caniatadau hyn
    } yma.
    { $permissions }
    Gofynnwch i rywun sy'n rheoli'r gweinydd roi'r caniatâd i mi, neu agorwch y bwrdd mewn sianel arall.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-read-message-history = Read Message History
lobby-joined = Rydych chi i mewn: sedd { $seat } wrth fwrdd #{ NUMBER($table, useGrouping: 0) }.
lobby-joined-rematch = Rydych chi i mewn: sedd { $seat } wrth fwrdd y gêm arall #{ NUMBER($table, useGrouping: 0) }.
lobby-left = Fe adawoch chi fwrdd #{ NUMBER($table, useGrouping: 0) }.
lobby-added-ai = { $count ->
    [zero] Ni ychwanegwyd chwaraewr AI.
    [one] Ychwanegwyd un chwaraewr AI.
    [two] Ychwanegwyd dau chwaraewr AI.
   *[other] Ychwanegwyd { $count } chwaraewr AI.
}
lobby-kick-whom = Enwch naill ai `player` neu `seat` i'w daflu allan.
lobby-replace-whom = Enwch naill ai `player` neu `seat` i'w roi i'r AI.
lobby-not-at-table = Dydy { $name } ddim wrth fwrdd #{ NUMBER($table, useGrouping: 0) }.
lobby-not-playing-at-table = Dydy { $name } ddim yn chwarae wrth fwrdd #{ NUMBER($table, useGrouping: 0) }.
lobby-done = Wedi'i wneud.
lobby-noted = Wedi'i nodi.
lobby-replaced = Wedi'i wneud: mae AI yn chwarae sedd { $seat } nawr.
lobby-reclaimed = Eich sedd chi yw hi eto. Pwyswch **{ table-button-hand }** i chwarae.
lobby-welcome-back = Croeso nôl! Dydy'r AI ddim yn chwarae drosoch chi mwyach.
lobby-started = Mae'r gêm wedi dechrau. Pwyswch **{ table-button-hand }** i weld eich llaw a chwarae.
lobby-closed = Mae bwrdd #{ NUMBER($table, useGrouping: 0) } ar gau.
lobby-none-open = Does dim byrddau ar agor ar y gweinydd hwn. Agorwch un gyda `/table create`.
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } yn eistedd, yn aros am chwaraewyr, { $where } ({ $rules })
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } yn eistedd, yn chwarae, { $where } ({ $rules })
lobby-list-more = …a { $count } arall.

## Neges bwrdd agored (yn iaith y bwrdd)

lobby-title = { $game } — bwrdd #{ NUMBER($table, useGrouping: 0) }
lobby-seat-empty = *gwag*
lobby-host = (gwesteiwr)
lobby-players = Chwaraewyr
lobby-players-value = { $seated } yn eistedd, angen { $need }
lobby-need-range = { $low }–{ $high }
lobby-rules = Rheolau
lobby-partners = Partneriaid
lobby-partners-value = Mae seddi { $seats } yn chwarae gyda'i gilydd yn erbyn { $others }. I chwarae gyda ffrind, dewiswch sedd yn eu tîm nhw yn **{ lobby-seat-menu }** isod (neu `/table move seat:`).
lobby-partners-other = seddi { $seats }
lobby-seat-menu = Dewiswch sedd…
lobby-seat-option = Sedd { $seat } — { $who }
lobby-seat-free = rhydd
lobby-seat-side = { $count ->
    [one] gyda sedd { $seats }
   *[other] gyda seddi { $seats }
}
lobby-turn-timer = Amserydd tro
lobby-footer = Pwyswch Ymuno i eistedd. Mae'r gwesteiwr yn dechrau pan fydd y seddi'n llawn.
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = Pwyswch Ymuno i eistedd. Gall y gwesteiwr ddechrau pan fydd { $low } neu fwy yn eistedd (hyd at { $high }).
lobby-button-join = Ymuno
lobby-button-leave = Gadael
lobby-button-ai = Ychwanegu AI
lobby-button-start = Dechrau
lobby-button-rules = Rheolau

## Rheolyddion llaw pob gêm

lobby-choose = Dewiswch
lobby-choose-one = Dewiswch un dewis o'r ddewislen.
lobby-choice-gone = Dydy'r dewis hwnnw ddim ar gael mwyach. Pwyswch **{ table-button-hand }** am reolyddion newydd.

## Tudalennau

lobby-page-of = Tudalen { $page } o { $pages }
lobby-page-back = ◀ Nôl
lobby-page-next = Nesaf ▶
lobby-pages-gone = Dydy'r tudalennau hyn ddim ar gael mwyach; gofynnwch eto.

## /help, /rules a /table options

lobby-rules-which-game = Pa gêm? Ychwanegwch `game:` (er enghraifft `/rules game:whist`), neu gofynnwch yn edefyn bwrdd.
lobby-options-title = { $game } — dewisiadau'r bwrdd
lobby-rules-title = { $game } — y rheolau fel y'u chwaraeir yma
lobby-options-at-table = Dewisiadau wrth fwrdd #{ NUMBER($table, useGrouping: 0) }
lobby-options-defaults = Dewisiadau (rhagosodiadau)
lobby-options-example = Enghraifft: `{ $command }`

## Dewisiadau bwrdd: rhestr a gwrthodiadau

option-none = Dim dewisiadau: y rheolau safonol.
option-line = - `{ $key }` — { $description }. Rhagosodiad: `{ $default }`; yn derbyn { $allowed }.
option-default-rules = rheolau rhagosodedig
option-allowed-on-off = on, off
option-allowed-list = { $values }
option-allowed-range = rhif { $low }–{ $high }
option-allowed-at-least = rhif o leiaf { $low }
option-allowed-up-to = rhif hyd at { $high }
option-allowed-number = rhif cyfan
option-allowed-text = testun fel y'i disgrifir
option-allowed-or-none = { $allowed } neu none
option-allowed-multiples = { $allowed }, mewn lluosrifau o { $step }
option-error-on-off = Mae'r dewis `{ $key }` naill ai'n on neu'n off, nid '{ $value }'.
option-error-whole-number = Mae'r dewis `{ $key }` yn cymryd rhif cyfan, nid '{ $value }'.
option-error-is-on-off = Mae'r dewis `{ $key }` naill ai'n on neu'n off.
option-error-number = Mae'r dewis `{ $key }` yn cymryd rhif cyfan.
option-error-one-of = Mae'r dewis `{ $key }` yn cymryd un o: { $allowed }.
option-error-at-least = Rhaid i'r dewis `{ $key }` fod o leiaf { $low }.
option-error-at-most = Rhaid i'r dewis `{ $key }` fod ddim mwy na { $high }.
option-error-multiple-of = Mae'r dewis `{ $key }` yn cymryd lluosrifau o { $step } yn unig, nid '{ $value }'.
option-error-too-long = Mae testun y dewisiadau'n rhy hir; ysgrifennwch ychydig o barau `key=value`.
option-error-format = Ysgrifennwch ddewisiadau fel `key=value`, fel `{ $example }`.
option-error-unknown = Does dim dewis `{ $key }`. { $known }
option-error-twice = Rhoddwyd y dewis `{ $key }` ddwywaith.
option-known-none = Does gan y gêm hon ddim dewisiadau.
option-known = Dewisiadau yma: { $keys }.

## /settings: iaith

settings-language = Eich iaith: **{ $language }**
settings-language-automatic = Eich iaith: awtomatig (iaith eich ap Discord os nad Saesneg yw hi, fel arall iaith y gweinydd)
settings-server-language = Iaith byrddau newydd: **{ $language }**
settings-server-only = Dim ond aelodau â Manage Server sy'n gallu newid rhagosodiadau'r gweinydd (timer, abandon, away_after, server_language), a hynny ar y gweinydd yn unig.
settings-dm-hands = Dwylo drwy neges uniongyrchol: **{ $dm ->
    [on] ymlaen
   *[off] i ffwrdd
}**
settings-server-title = **Rhagosodiadau'r gweinydd hwn ar gyfer byrddau newydd**
settings-server-timer = Amserydd tro: { $timer }
settings-server-timer-each-game = rhagosodiad pob gêm ei hun
settings-server-abandon = Cau ar ôl: { $duration } heb unrhyw weithred
settings-server-away = Nodi i ffwrdd ar ôl i { $turns ->
    [two] { $turns } dro
    [few] { $turns } thro
    [many] { $turns } thro
   *[other] { $turns } tro
} yn olynol ddod i ben

## Gwallau y gall unrhyw orchymyn eu rhoi

cmd-error-not-understood = Doeddwn i ddim yn deall `{ $value }` yn y fan yna; gwiriwch ef, os gwelwch yn dda.
cmd-error-no-dm = Mae'r gorchymyn hwnnw'n gweithio mewn sianel gweinydd, nid mewn negeseuon preifat.
cmd-error-check-failed = Allwch chi ddim defnyddio'r gorchymyn hwnnw yma.
lobby-opened-slowly = Mae bwrdd #{ NUMBER($table, useGrouping: 0) } ar agor: daw ei neges nesaf yn y sianel hon.
option-error-withdrawn = Nid yw `{ $key }={ $value }` ar gael mwyach: mae'r dewis `{ $key }` yn cymryd { $allowed }.
