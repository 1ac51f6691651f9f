# Parlour — 大門：/table、/hand、/play、/settings 的語言行、選項錯誤、翻頁按鈕和開放牌桌的訊息。
# 術語：升級（Shengji/拖拉機）沿用中文牌友的叫法；惠斯特、叫牌惠斯特為通行譯名；墨西哥火車為多米諾骨牌遊戲的常見譯名。

## 遊戲名稱

game-whist = 惠斯特
game-bidwhist = 叫牌惠斯特
game-shengji = 升級（拖拉機）
game-mexican-train = 墨西哥火車

## 找到命令所指的牌桌

lobby-no-table-here = 這個頻道沒有開著的牌桌。用 `/table create` 開一桌，或用 `table:` 指明牌桌。
lobby-several-tables = 這裡有好幾桌：{ $tables }。請加上 `table:` 說明是哪一桌。
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) }（{ $game }）
lobby-list-separator = 、
lobby-no-such-table = 沒有 #{ NUMBER($table, useGrouping: 0) } 號牌桌。
lobby-not-your-controls = 這些按鈕屬於另一位玩家的手牌。
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位現由 AI 代打，這些按鈕已不起作用。可用 `/table reclaim` 收回。
   *[no] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位現由 AI 代打，這些按鈕已不起作用。
}
lobby-controls-not-seated = 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 已沒有座位，這些按鈕已不起作用。

## /table 命令

lobby-not-in-thread = 請在頻道裡開桌，不要在討論串裡開。
lobby-channel-taken = 這個頻道已經有一桌了，而我在這裡無法建立討論串來容納另一桌。請先打完那一桌，或在其他頻道使用 `/table create`。
lobby-channel-taken-threads = 這個頻道已經有一桌了，我無法在這裡為另一桌開討論串：為此我需要以下 { $count } 項權限。
    { $permissions }
    請先打完那一桌，或在其他頻道使用 `/table create`。
lobby-bot-lacks-permissions = 我無法在這個頻道顯示牌桌：我在這裡需要以下 { $count } 項權限。
    { $permissions }
    請讓管理伺服器的人為我開啟，或在其他頻道開桌。
permission-view-channel = 檢視頻道
permission-send-messages = 傳送訊息
permission-embed-links = 嵌入連結
permission-attach-files = 附加檔案
permission-create-public-threads = 建立公開討論串
permission-send-messages-in-threads = 在討論串中傳送訊息
permission-read-message-history = 讀取訊息歷史
lobby-joined = 你已入座：#{ NUMBER($table, useGrouping: 0) } 號桌的 { $seat } 號座位。
lobby-joined-rematch = 你已入座：再來一局的 #{ NUMBER($table, useGrouping: 0) } 號桌，{ $seat } 號座位。
lobby-left = 你離開了 #{ NUMBER($table, useGrouping: 0) } 號桌。
lobby-added-ai = 已新增 { $count } 名 AI 玩家。
lobby-kick-whom = 請指明要踢出的 `player`（玩家）或 `seat`（座位），二選一。
lobby-replace-whom = 請指明要交給 AI 的 `player`（玩家）或 `seat`（座位），二選一。
lobby-not-at-table = { $name } 不在 #{ NUMBER($table, useGrouping: 0) } 號桌。
lobby-not-playing-at-table = { $name } 沒有在 #{ NUMBER($table, useGrouping: 0) } 號桌打牌。
lobby-done = 好了。
lobby-noted = 已記下。
lobby-replaced = 完成：{ $seat } 號座位現由 AI 代打。
lobby-reclaimed = 座位又是你的了。按 **{ table-button-hand }** 繼續打。
lobby-welcome-back = 歡迎回來！AI 不再替你出牌了。
lobby-started = 牌局開始了。按 **{ table-button-hand }** 查看手牌並出牌。
lobby-closed = #{ NUMBER($table, useGrouping: 0) } 號桌已關閉。
lobby-none-open = 本伺服器沒有開著的牌桌。用 `/table create` 開一桌。
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — 已坐 { $seated } 人，等待玩家，{ $where }（{ $rules }）
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — 已坐 { $seated } 人，牌局進行中，{ $where }（{ $rules }）
lobby-list-more = ……還有 { $count } 桌。

## 開放牌桌的訊息（用牌桌的語言）

lobby-title = { $game } — 第 { NUMBER($table, useGrouping: 0) } 桌
lobby-seat-empty = *空位*
lobby-host = （桌主）
lobby-players = 玩家
lobby-players-value = 已坐 { $seated } 人，需要 { $need } 人
lobby-need-range = { $low }–{ $high }
lobby-rules = 規則
lobby-partners = 搭檔
lobby-partners-value = { $seats } 號座位一隊，對陣 { $others }。想和朋友搭檔：在下方 **{ lobby-seat-menu }** 裡選他們那一隊的座位（或用 `/table move seat:`）。
lobby-partners-other = { $seats } 號
lobby-seat-menu = 選擇座位…
lobby-seat-option = { $seat } 號座位 — { $who }
lobby-seat-free = 空位
lobby-seat-side = { $count ->
   *[other] 與 { $seats } 號一隊
}
lobby-turn-timer = 回合計時
lobby-footer = 按「入座」坐下。座位坐滿後由桌主開局。
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = 按「入座」坐下。至少 { $low } 人入座後桌主即可開局（最多 { $high } 人）。
lobby-button-join = 入座
lobby-button-leave = 離座
lobby-button-ai = 加 AI
lobby-button-start = 開局
lobby-button-rules = 規則

## 各遊戲共用的手牌控制元件

lobby-choose = 請選擇
lobby-choose-one = 請從選單裡選一項。
lobby-choice-gone = 這個選項已經失效。按 **{ table-button-hand }** 取得新的按鈕。

## 分頁

lobby-page-of = 第 { $page } 頁，共 { $pages } 頁
lobby-page-back = ◀ 上一頁
lobby-page-next = 下一頁 ▶
lobby-pages-gone = 這些頁面已失效，請重新查詢。

## /help、/rules 和 /table options

lobby-rules-which-game = 哪個遊戲？加上 `game:`（例如 `/rules game:whist`），或在牌桌的討論串裡問。
lobby-options-title = { $game } — 牌桌選項
lobby-rules-title = { $game } — 本機器人的玩法
lobby-options-at-table = #{ NUMBER($table, useGrouping: 0) } 號桌的選項
lobby-options-defaults = 選項（預設值）
lobby-options-example = 例如：`{ $command }`

## 牌桌選項：列表和拒絕

option-none = 沒有選項：按標準規則。
option-line = - `{ $key }` — { $description }。預設：`{ $default }`；可取 { $allowed }。
option-default-rules = 預設規則
option-allowed-on-off = on、off
option-allowed-list = { $values }
option-allowed-range = { $low }–{ $high } 之間的數
option-allowed-at-least = 至少 { $low } 的數
option-allowed-up-to = 最多 { $high } 的數
option-allowed-number = 一個整數
option-allowed-text = 按說明填寫的文字
option-allowed-or-none = { $allowed }，或 none
option-allowed-multiples = { $allowed }，且須為 { $step } 的倍數
option-error-on-off = 選項 `{ $key }` 只能是 on 或 off，不能是「{ $value }」。
option-error-whole-number = 選項 `{ $key }` 要一個整數，不能是「{ $value }」。
option-error-is-on-off = 選項 `{ $key }` 只能是 on 或 off。
option-error-number = 選項 `{ $key }` 要一個整數。
option-error-one-of = 選項 `{ $key }` 只能取：{ $allowed }。
option-error-at-least = 選項 `{ $key }` 至少要 { $low }。
option-error-at-most = 選項 `{ $key }` 最多 { $high }。
option-error-multiple-of = 選項 `{ $key }` 只能取 { $step } 的倍數，不能是「{ $value }」。
option-error-too-long = 選項文字太長了；寫幾個 `key=value` 就好。
option-error-format = 選項請寫成 `key=value`，例如 `{ $example }`。
option-error-unknown = 沒有 `{ $key }` 這個選項。{ $known }
option-error-twice = 選項 `{ $key }` 寫了兩次。
option-known-none = 這個遊戲沒有選項。
option-known = 可用的選項：{ $keys }。

## /settings：語言

settings-language = 你的語言：**{ $language }**
settings-language-automatic = 你的語言：自動（跟隨你的 Discord 客戶端，若客戶端是英文則用伺服器的）
settings-server-language = 新牌桌的語言：**{ $language }**
settings-server-only = 只有擁有「管理伺服器」權限的成員才能在伺服器裡修改伺服器預設值（timer、abandon、away_after、server_language）。
settings-dm-hands = 私訊傳送手牌：**{ $dm ->
    [on] 開
   *[off] 關
}**
settings-server-title = **本伺服器新牌桌的預設設定**
settings-server-timer = 回合計時：{ $timer }
settings-server-timer-each-game = 各遊戲自己的預設值
settings-server-abandon = 無人操作 { $duration } 後關閉牌桌
settings-server-away = 連續 { $turns } 回合逾時後標為暫離

## 所有命令都可能給出的錯誤

cmd-error-not-understood = 我看不懂這裡的 `{ $value }`，請檢查一下。
cmd-error-no-dm = 這個命令要在伺服器頻道裡用，不能在私訊裡用。
cmd-error-check-failed = 你不能在這裡使用這個命令。
lobby-opened-slowly = #{ NUMBER($table, useGrouping: 0) } 號桌已開：它的訊息隨後出現在本頻道。
option-error-withdrawn = `{ $key }={ $value }` 已不再提供：選項 `{ $key }` 只能取：{ $allowed }。
