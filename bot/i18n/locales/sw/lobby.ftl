# Parlour — mlango wa mbele: /table, /hand, /play, mistari ya lugha ya /settings, makosa ya machaguo,
# vitufe vya kurasa na ujumbe wa meza iliyo wazi.
# Istilahi: "meza" (table), "kiti" (seat), "mwenyeji" (host); "Treni ya Mexico" kama maandishi ya
# sheria za Mexican Train (seeds/002) yanavyoiita; Whist na Shengji yanabaki majina yake.

## Majina ya michezo

game-whist = Whist
game-bidwhist = Whist ya Zabuni
game-shengji = Shengji (Trekta)
game-mexican-train = Treni ya Mexico

## Kupata meza ambayo amri inakusudia

lobby-no-table-here = Hakuna meza iliyo wazi katika chaneli hii. Fungua moja kwa `/table create`, au taja moja kwa `table:`.
lobby-several-tables = Kuna meza kadhaa hapa: { $tables }. Ongeza `table:` kusema ipi.
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) } ({ $game })
lobby-list-separator = { ", " }
lobby-no-such-table = Hakuna meza #{ NUMBER($table, useGrouping: 0) }.
lobby-not-your-controls = Vitufe hivyo ni vya mkono wa mchezaji mwingine.
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] Kiti chako kwenye meza #{ NUMBER($table, useGrouping: 0) } sasa kinachezwa na AI, kwa hiyo vitufe hivi havifanyi kitu. Kirudishe kwa `/table reclaim`.
   *[no] Kiti chako kwenye meza #{ NUMBER($table, useGrouping: 0) } sasa kinachezwa na AI, kwa hiyo vitufe hivi havifanyi kitu.
}
lobby-controls-not-seated = Huna tena kiti kwenye meza #{ NUMBER($table, useGrouping: 0) }, kwa hiyo vitufe hivi havifanyi kitu.

## Amri za /table

lobby-not-in-thread = Fungua meza katika chaneli, si ndani ya uzi.
lobby-channel-taken = Chaneli hii tayari ina meza, na siwezi kufungua nyuzi hapa kwa ajili ya nyingine. Maliza hiyo kwanza, au tumia `/table create` katika chaneli nyingine.
lobby-channel-taken-threads = Chaneli hii tayari ina meza, na siwezi kuipa nyingine uzi wake hapa: kwa hilo nahitaji { $count ->
        [one] ruhusa hii
       *[other] ruhusa hizi
    }.
    { $permissions }
    Maliza meza hiyo kwanza, au tumia `/table create` katika chaneli nyingine.
lobby-bot-lacks-permissions = Siwezi kuonyesha meza katika chaneli hii: nahitaji { $count ->
    [one] ruhusa hii
   *[other] ruhusa hizi
    } hapa.
    { $permissions }
    Mwombe mtu anayesimamia seva anipe, au fungua meza katika chaneli nyingine.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-read-message-history = Read Message History
lobby-joined = Umeingia: kiti { $seat } kwenye meza #{ NUMBER($table, useGrouping: 0) }.
lobby-joined-rematch = Umeingia: kiti { $seat } kwenye meza ya mchezo mwingine #{ NUMBER($table, useGrouping: 0) }.
lobby-left = Umeondoka kwenye meza #{ NUMBER($table, useGrouping: 0) }.
lobby-added-ai = { $count ->
    [one] Mchezaji mmoja wa AI ameongezwa.
   *[other] Wachezaji { $count } wa AI wameongezwa.
}
lobby-kick-whom = Taja `player` au `seat` (kimoja tu) wa kuondolewa.
lobby-replace-whom = Taja `player` au `seat` (kimoja tu) wa kupewa AI.
lobby-not-at-table = { $name } hayupo kwenye meza #{ NUMBER($table, useGrouping: 0) }.
lobby-not-playing-at-table = { $name } hachezi kwenye meza #{ NUMBER($table, useGrouping: 0) }.
lobby-done = Imekamilika.
lobby-noted = Imepokelewa.
lobby-replaced = Imefanyika: kiti { $seat } sasa kinachezwa na AI.
lobby-reclaimed = Kiti ni chako tena. Bonyeza **{ table-button-hand }** ili ucheze.
lobby-welcome-back = Karibu tena! AI haichezi tena kwa niaba yako.
lobby-started = Mchezo umeanza. Bonyeza **{ table-button-hand }** kuona mkono wako na kucheza.
lobby-closed = Meza #{ NUMBER($table, useGrouping: 0) } imefungwa.
lobby-none-open = Hakuna meza zilizo wazi katika seva hii. Fungua moja kwa `/table create`.
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — wameketi { $seated }, inasubiri wachezaji, { $where } ({ $rules })
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — wameketi { $seated }, mchezo unaendelea, { $where } ({ $rules })
lobby-list-more = …na nyingine { $count }.

## Ujumbe wa meza iliyo wazi (kwa lugha ya meza)

lobby-title = { $game } — meza #{ NUMBER($table, useGrouping: 0) }
lobby-seat-empty = *kitupu*
lobby-host = (mwenyeji)
lobby-players = Wachezaji
lobby-players-value = wameketi { $seated }, wanahitajika { $need }
lobby-need-range = { $low }–{ $high }
lobby-rules = Sheria
lobby-partners = Wenzi
lobby-partners-value = Viti { $seats } vinacheza pamoja dhidi ya { $others }. Kucheza pamoja na rafiki, chagua kiti cha timu yake katika **{ lobby-seat-menu }** hapa chini (au `/table move seat:`).
lobby-partners-other = viti { $seats }
lobby-seat-menu = Chagua kiti…
lobby-seat-option = Kiti { $seat } — { $who }
lobby-seat-free = wazi
lobby-seat-side = { $count ->
    [one] pamoja na kiti { $seats }
   *[other] pamoja na viti { $seats }
}
lobby-turn-timer = Muda wa zamu
lobby-footer = Bonyeza Jiunge ili uketi. Mwenyeji huanzisha mchezo viti vikijaa.
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = Bonyeza Jiunge ili uketi. Mwenyeji anaweza kuanzisha mchezo wachezaji { $low } au zaidi wakishaketi (hadi { $high }).
lobby-button-join = Jiunge
lobby-button-leave = Ondoka
lobby-button-ai = Ongeza AI
lobby-button-start = Anza
lobby-button-rules = Sheria

## Vidhibiti vya mkono vya kila mchezo

lobby-choose = Chagua
lobby-choose-one = Chagua chaguo moja kwenye menyu.
lobby-choice-gone = Chaguo hilo halipatikani tena. Bonyeza **{ table-button-hand }** upate vidhibiti vipya.

## Kurasa

lobby-page-of = Ukurasa { $page } kati ya { $pages }
lobby-page-back = ◀ Nyuma
lobby-page-next = Mbele ▶
lobby-pages-gone = Kurasa hizi hazipatikani tena; uliza upya.

## /help, /rules na /table options

lobby-rules-which-game = Mchezo upi? Ongeza `game:` (kwa mfano `/rules game:whist`), au uliza ndani ya uzi wa meza.
lobby-options-title = { $game } — machaguo ya meza
lobby-rules-title = { $game } — sheria kama zinavyochezwa hapa
lobby-options-at-table = Machaguo kwenye meza #{ NUMBER($table, useGrouping: 0) }
lobby-options-defaults = Machaguo (chaguo-msingi)
lobby-options-example = Mfano: `{ $command }`

## Machaguo ya meza: orodha na makataa

option-none = Hakuna machaguo: sheria za kawaida.
option-line = - `{ $key }` — { $description }. Chaguo-msingi: `{ $default }`; inakubali { $allowed }.
option-default-rules = sheria za kawaida
option-allowed-on-off = on, off
option-allowed-list = { $values }
option-allowed-range = namba kati ya { $low } na { $high }
option-allowed-at-least = namba isiyopungua { $low }
option-allowed-up-to = namba isiyozidi { $high }
option-allowed-number = namba kamili
option-allowed-text = maandishi kama ilivyoelezwa
option-allowed-or-none = { $allowed } au none
option-allowed-multiples = { $allowed }, kwa vigawe vya { $step }
option-error-on-off = Chaguo `{ $key }` ni on au off, si '{ $value }'.
option-error-whole-number = Chaguo `{ $key }` linahitaji namba kamili, si '{ $value }'.
option-error-is-on-off = Chaguo `{ $key }` ni on au off.
option-error-number = Chaguo `{ $key }` linahitaji namba kamili.
option-error-one-of = Chaguo `{ $key }` linakubali moja kati ya: { $allowed }.
option-error-at-least = Chaguo `{ $key }` lazima liwe angalau { $low }.
option-error-at-most = Chaguo `{ $key }` lisizidi { $high }.
option-error-multiple-of = Chaguo `{ $key }` linakubali vigawe vya { $step } pekee, si '{ $value }'.
option-error-too-long = Maandishi ya machaguo ni marefu mno; andika jozi chache za `key=value`.
option-error-format = Andika machaguo kama `key=value`, kwa mfano `{ $example }`.
option-error-unknown = Hakuna chaguo `{ $key }`. { $known }
option-error-twice = Chaguo `{ $key }` limetolewa mara mbili.
option-known-none = Mchezo huu hauna machaguo.
option-known = Machaguo yaliyopo: { $keys }.

## /settings: lugha

settings-language = Lugha yako: **{ $language }**
settings-language-automatic = Lugha yako: otomatiki (ya programu yako ya Discord isipokuwa ni Kiingereza, la sivyo ya seva)
settings-server-language = Lugha ya meza mpya: **{ $language }**
settings-server-only = Ni wanachama wenye ruhusa ya Manage Server pekee wanaoweza kubadilisha chaguo-msingi za seva (timer, abandon, away_after, server_language), na ndani ya seva tu.
settings-dm-hands = Mkono kwa ujumbe binafsi: **{ $dm ->
    [on] ndiyo
   *[off] hapana
}**
settings-server-title = **Chaguo-msingi za seva hii kwa meza mpya**
settings-server-timer = Kipima muda cha zamu: { $timer }
settings-server-timer-each-game = chaguo-msingi la kila mchezo
settings-server-abandon = Meza hufungwa baada ya: { $duration } bila hatua yoyote
settings-server-away = Huwekwa kama hayupo baada ya zamu { $turns } mfululizo kuisha muda

## Makosa ambayo amri yoyote inaweza kutoa

cmd-error-not-understood = Sikuelewa `{ $value }` hapo; tafadhali kiangalie.
cmd-error-no-dm = Amri hiyo inafanya kazi katika chaneli ya seva, si katika ujumbe binafsi.
cmd-error-check-failed = Huwezi kutumia amri hiyo hapa.
lobby-opened-slowly = Meza #{ NUMBER($table, useGrouping: 0) } imefunguliwa: ujumbe wake unafuata katika chaneli hii.
option-error-withdrawn = `{ $key }={ $value }` haipatikani tena: chaguo `{ $key }` linakubali { $allowed }.
