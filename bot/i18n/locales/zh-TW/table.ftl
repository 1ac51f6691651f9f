# Parlour — 牌桌：大廳、座位、輪次、計時、牌桌訊息與對局紀錄。
# 用語：牌桌、座位、桌主（host）、AI 玩家；「提及」即 Discord 的 @ 提醒；伺服器、私訊為台灣慣用詞。

## The table message

table-title = { $game } — 第 { NUMBER($table, useGrouping: 0) } 桌
table-closed-early = 此牌桌已關閉。
table-button-hand = 我的手牌
table-button-back = 我回來了
table-button-rematch = 再來一局
table-button-continue = 再來一局（保留級數）
table-button-join-rematch = 加入再來一局 #{ NUMBER($table, useGrouping: 0) }
table-away-field = 暫離（由 AI 代打）
table-waiting-field = ⏸ 暫停中
table-waiting-for-people = 無人在玩：有人按下「{ table-button-back }」後牌局繼續。
table-countdown-field = ⏳ 剩餘時間
table-footer-aborted = 此牌桌在結束前被關閉，未記錄結果。
table-footer-abandoned = 此牌桌因長時間無人操作而關閉，未記錄結果。

## Durations

table-duration = { $d ->
    [0] {""}
   *[other] { $d }天
}{ $h ->
    [0] {""}
   *[other] { $h }小時
}{ $m ->
    [0] {""}
   *[other] { $m }分鐘
}{ $s ->
    [0] {""}
   *[other] { $s }秒
}
table-duration-off = 關閉
table-duration-unreadable = 無法把「{ $text }」辨識為時間。請寫成 30s、2m、1h30m 或 off。
table-duration-range = 回合時限必須在 { $low } 到 { $high } 之間，或設為關閉（off）。
table-abandon-range = 無人操作的牌桌會在 { $low } 到 { $high } 之間的某個時長後關閉：請在此範圍內選擇。

## The play-by-play

table-your-turn = { $mentions } — 輪到你了。
table-still-your-turn = { $mentions } — 牌桌 #{ NUMBER($table, useGrouping: 0) } 仍在等你出牌。
table-reminder = { $mentions } — 本回合的時間已過一半，將在 { $deadline } 用完。
table-dm-closed = { $mentions } — 無法用私訊傳送你的手牌（你關閉了私訊）。請在牌桌訊息上按 **{ table-button-hand }**。
table-turn-dm = 牌桌 #{ NUMBER($table, useGrouping: 0) } 輪到你了：{ $link }
table-sentences = { $first }{ $second }
table-joined = { $name } 加入了。
table-moved = { $name } 換到了 { $seat } 號座位。
table-swapped = { $by } 對調了 { $first } 號和 { $second } 號座位（{ $one } ↔ { $other }）。
table-swap-moved = { $by } 把 { $name } 從 { $source } 號座位換到了 { $seat } 號座位。
table-left = { $name } 離開了。
table-left-last = { $name } 離開了；沒有人了，牌桌已關閉。
table-left-host = { $name } 離開了；{ $host } 成為新桌主。
table-added-ai = { $name } 新增了 { $ai }。
table-removed = { $by } 把 { $name } 移出了牌桌。
table-kicked-by = { $by } 把 { $name } 請出了牌桌。
table-seat-to-ai = { $reclaim ->
    [yes] { $name } 的座位現由 { $ai } 代打。可用 `/table reclaim` 收回。
   *[no] { $name } 的座位現由 { $ai } 代打。
}
table-new-host = { $host } 成為新桌主。
table-vote-cast = { $voter } 投票讓 AI 接替 { $name } 的座位（已有 { $votes } 票，需要 { $needed } 票）。其他人可用 `/table replace` 投票。
table-vote-passed = 玩家投票通過。{ $outcome }
table-replaced-by = 由 { $by } 決定：{ $outcome }
table-reclaimed = { $name } 回到了 { $seat } 號座位。
table-back = { $name } 回來了。
table-begins = { $game } 開始！
table-aborted = { $name } 關閉了牌桌，不記錄結果。
table-aborted-forfeit = { $name } 在牌局中關閉了牌桌，認輸：算作其一方輸掉。
table-abandoned = 此牌桌長時間無人操作，已作為棄局關閉，不記錄結果。
table-expired = ⏰ { $name } 逾時，由 AI 代出一手。
table-marked-away = { $name } 已連續 { $count } 次逾時，標記為暫離：由 AI 代打，直到按 **我回來了**。
table-marked-away-last = { $name } 已連續 { $count } 次逾時，標記為暫離。已無人在玩，牌局暫停，直到有人按 **我回來了**。
table-nobody-playing = 已無人在玩，牌局暫停，直到有玩家回來或桌主關閉牌桌。

## Answers to the player who pressed or typed

table-joined-reply = 已加入：牌桌 #{ NUMBER($table, useGrouping: 0) } 的 { $seat } 號座位。
table-left-reply = 你已離開牌桌 #{ NUMBER($table, useGrouping: 0) }。
table-added-ai-reply = 已新增一名 AI 玩家。
table-started-reply = 對局開始了。按 **{ table-button-hand }** 查看手牌並出牌。
table-back-reply = 歡迎回來！AI 不再替你出牌。
table-aborted-reply = 牌桌 #{ NUMBER($table, useGrouping: 0) } 已關閉。
table-moved-on-reply = 這些按鈕顯示之後牌局已有變化，所以沒有出牌。這是你現在的手牌。
table-picks-lost = 這裡顯示的選擇已不再保留（Parlour 可能重新啟動過），所以沒有出牌。這是你現在的手牌：請核對你的選擇後再按一次。
table-done = 好了。
table-play-blank = 你沒有輸入要出的牌：請在 `cards:` 後寫上你的出法，或按 **{ table-button-hand }** 來選。
table-view-game-over = 對局結束——請看牌桌。
table-view-closed = 牌桌在對局結束前已關閉——請看牌桌訊息。
table-view-replaced = 此畫面已被新的取代：請使用最新的，或按 **{ table-button-hand }**。
table-view-unseated = 你在這張牌桌的座位現由 AI 代打——請看牌桌訊息。
table-channel-lost = ⚠️ 我已無法在 { $channel } 發言，那裡的牌桌訊息可能已經過時。請在這裡繼續出牌；有「管理伺服器」權限的成員可以在那裡把 **{ permission-view-channel }**、**{ permission-send-messages }** 和 **{ permission-embed-links }** 權限還給我。
table-view-over = 對局已結束：結果見牌桌。
table-settings-ping = 輪到你時提醒：**{ $ping ->
    [always] 每一輪
    [never] 從不
   *[idle] 你似乎不在時
}**
settings-autoplay = 自動出牌（唯一合法的牌或骨牌）：**{ $autoplay ->
    [on] 開
   *[off] 關
}**

## Refusals

table-limit-host = 你在這裡已經開著 { $count } 張未結束的牌桌；請先打完或用 `/table abort` 關閉一張再開新的。
table-limit-server = 本伺服器已有 { $count } 張牌桌，已達上限；請加入其中一張，或等某一局結束。
table-limit-opened = 你在過去一小時內已在這裡開了 { $count } 張牌桌，已達每位成員的上限；請稍等一會兒再開新的。
table-busy = 牌桌正忙，請再試一次。
table-clicks-too-fast = 你在這張牌桌上點得太快了，請等 { $seconds } 秒再試。
table-restarting = Parlour 正在重新啟動，不會遺失任何內容。請一分鐘後再試。
table-already-seated = 你已經在這張牌桌上了。
table-full = 這張牌桌已滿。
table-cannot-leave = 對局正在進行，現在不能離開。桌主可以讓 AI 接替你的座位（`/table replace`），或關閉牌桌。
table-not-seated = 你不在這張牌桌上。
table-join-first = 請先加入牌桌，才能新增 AI 玩家。
table-host-kicks-self = 桌主不能踢出自己；請用 `/table leave`。
table-kick-host = 不能把桌主移出他自己的等候桌；請改用 `/table abort` 關閉牌桌。
table-host-only-kick = 只有桌主（或有「管理伺服器」權限的人）可以踢出玩家。
table-host-only-start = 只有桌主（或有「管理伺服器」權限的人）可以開始對局。
table-host-only-abort = 只有桌主（或有「管理伺服器」權限的人）可以關閉牌桌。
table-seat-empty = { $seat } 號座位是空的。
table-no-such-seat = 這張牌桌有 { $seats } 個座位：請選 1 到 { $seats } 號。
table-seat-taken = { $seat } 號座位已有 { $name }：請對方換座，或選一個空位。
table-already-in-seat = 你已經在 { $seat } 號座位了。
table-host-only-swap = 只有桌主（或有「管理伺服器」權限的人）可以對調座位。
table-swap-same-seat = 請選兩個不同的座位來對調（{ $seat } 號座位選兩次什麼也不會變）。
table-swap-both-empty = { $first } 號和 { $second } 號座位都是空的：沒有可對調的。
table-seat-is-ai = { $seat } 號座位已經由 AI 代打。
table-already-voted = 你已經投票要求替換 { $name } 了。
table-vote-not-seated = 只有這張牌桌上的玩家才能投票替換他人。
table-vote-self = 你不能投票替換自己。
table-vote-too-few = 在座的其他玩家太少，無法投票讓 AI 接替 { $name } 的座位；桌主（或有「管理伺服器」權限的人）可以直接操作。
table-reclaim-none = 這張牌桌上沒有從你手中交給 AI 的座位。
table-reclaim-off = 這張牌桌不允許被替換的玩家收回座位。
table-reclaim-kicked = 桌主把你移出了這張牌桌，所以不能收回座位；想再玩的話請問問桌主。
table-reclaim-seated = 你已經在這張牌桌上打牌了。
table-nobody-away = 沒有人被標記為暫離，繼續打吧！
table-only-away = { $count ->
   *[other] 只有 { $names } 可以按這個：它是給被標記為暫離的玩家用的。
}
table-needs-players = { $game } 需要 { $low } 名玩家：還有 { $missing } 個空位。按 **{ lobby-button-ai }** 補齊，或等更多玩家加入。
table-already-started = 對局已經開始了。
table-ended = 這張牌桌已經結束了。
table-already-ended = 這張牌桌已經結束了。
table-not-started = 對局還沒開始。
table-game-over = 對局已經結束。
table-closed = 這張牌桌已關閉。
table-not-in-play = 對局不在進行中。
table-not-playing-here = 你沒有在這張牌桌上打牌。
table-your-seat-to-ai = { $reclaim ->
    [yes] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位現由 AI 代打。可用 `/table reclaim` 收回。
   *[no] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位現由 AI 代打。
}
table-moved-on = 這些按鈕顯示之後牌局已有變化。請按 **{ table-button-hand }** 取得最新的。
table-refused-moved-on = { $refusal }（這些按鈕顯示之後牌局已有變化。）
table-not-your-turn-yet = 還沒輪到你。
table-not-your-turn = 還沒輪到你：正在等 { $names }。
table-no-such-table = 沒有牌桌 #{ NUMBER($table, useGrouping: 0) }。
table-no-such-game = 這裡沒有叫「{ $name }」的遊戲。
table-game-unavailable = 這個遊戲目前在本機器人上無法使用。
table-button-unknown = 這個按鈕已不再使用，請重新整理。
table-rules-unavailable = 規則暫時無法顯示；請試試 `/rules`。
table-rematch-unfinished = 只有已結束的對局才能再來一局。
table-rematch-expired = 再來一局的邀請已在對局結束 { $minutes } 分鐘後失效；請用 `/table create` 開新牌桌。
table-rematch-not-player = 只有這局的玩家才能要求再來一局。
table-rematch-gone = 再來一局的牌桌 #{ NUMBER($table, useGrouping: 0) } 已滿或已關閉。
table-rematch-cannot-go-on = 這場比賽已經結束，沒有可以接著打的了。按 **再來一局** 開新的一場。
table-shengji-levels-unreadable = 無法把「{ $text }」辨識為雙方的級數：請寫成 6-4 或 j-5（先寫 1、3 號座位，t = 10）。
table-shengji-levels-past-target = 級數 { $levels } 已超過目標級：請提高 `target` 或降低 `levels`。
table-shengji-levels-need-starter = 設了 `levels`（{ $levels }）時，還須用 `starter`（1–4）指定由哪個座位先坐莊：其所在一方為莊家方，打自己的級。

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = 提醒
cmd-settings-opt-ping-desc = 輪到你時何時 @ 你：總是、你似乎不在時（預設）或從不
cmd-opt-autoplay = 自動出牌
cmd-settings-opt-autoplay-desc = 片刻後替你打出唯一合法的牌或骨牌（絕不替你叫牌、過牌或摸牌）
cmd-choice-always = 總是
cmd-choice-idle = 不在時
cmd-choice-never = 從不

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name }（{ $level }）
ai-level-easy = 簡單
ai-level-normal = 普通
ai-level-strong = 困難
