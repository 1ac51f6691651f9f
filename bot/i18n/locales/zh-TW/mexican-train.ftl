# Parlour — 墨西哥火車（Mexican Train）：/rules 摘要、選項說明、拒絕理由、桌面與手牌文字、紀錄和牌桌圖上的字。
# 用詞：墨西哥火車（遊戲名）、骨牌（tile）、火車頭（engine，中心的雙牌）、中心站（hub）、
# 牌堆（boneyard）、標記（marker）、雙牌（double）、未接的雙牌（open double）、接上（cover）、
# 點數／點（pips）、局（round）、摸牌（draw）、過（pass）；臺灣慣用「選單」「重新整理」。骨牌寫法 12-5 各語言相同。

rules-mexican-train-1 = **人數。** 使用雙 { $top } 骨牌，{ $low }–{ $high } 人，各自為戰。
rules-mexican-train-2 = **局數。** 第 1 局從 { $engine }-{ $engine } 火車頭開始，下一局從 { $next }-{ $next } 開始，依序直到 0-0。
rules-mexican-train-3 = **火車。** 每位玩家從火車頭出發鋪一列自己的火車；另有一列共用的**墨西哥火車**，人人可接。你可以在自己的火車、墨西哥火車，或放了標記（🚩）的其他玩家的火車上出牌。
rules-mexican-train-4 = **出牌。** 能接就必須接一張點數相符的骨牌。接不上就從牌堆摸一張，能接就打出；否則在你的火車上放一個標記，向所有人開放，直到你再次在上面出牌。
rules-mexican-train-5 = **雙牌。** 出了雙牌之後再出一張{ $cover ->
        [cover] ，接在這張雙牌上：能接就必須接
       *[anywhere] {""}
    }。沒被接上的雙牌是**未接的雙牌**：所有人依序都必須先接上它，才能在別的火車上出牌。
rules-mexican-train-6 = **計分。** 有人出完最後一張牌，或誰都無法出牌時，本局結束。手中剩下的骨牌按點數計分（0-0 算 { $blank } 分）。最後一局結束後總分最低者獲勝。

## 牌桌選項（/table create）

option-mexican-train-set = 骨牌組：2–4 人用雙 6 或雙 9，2–8 人用雙 12，9–12 人用雙 15 或雙 18
option-mexican-train-hand = 每人發幾張骨牌（none：依牌組和人數的慣常張數）
option-mexican-train-doubles-order = 多張未接的雙牌依打出順序接上，或倒序（最新的先接）
option-mexican-train-after-double = 雙牌之後的下一張：出在任何開放的火車上，或接在這張雙牌上（cover）
option-mexican-train-double-blank = 手中剩下的 0-0 計幾分：50，或依牌面計 0
mt-option-seats = 雙 { $top } 骨牌可供 { $low }–{ $high } 人玩，不能是 { $players } 人。{ $hint ->
        [more] 超過 8 人請用 set=15 或 set=18。
        [fewer] 少於 9 人請用 set=12。
       *[none] {""}
    }
mt-option-hand-too-big = { $players } 人各 { $hand } 張共需 { $need } 張，但雙 { $top } 骨牌除火車頭外只有 { $spare } 張，牌堆還至少要留一張：每人最多發 { $most } 張。
mt-option-no-set = 這裡沒有雙 { $top } 骨牌；請選 6、9、12、15 或 18。

## 讀骨牌和出牌

mt-tile-unreadable = 看不懂「{ $text }」是哪張骨牌。請用短橫線連接兩個數字，例如 12-5。
mt-tile-too-high = 雙 { $top } 骨牌裡沒有 { $text }：點數從 0 到 { $top }。
mt-tiles-none = 請至少寫一張骨牌，例如 `12-5`。
mt-tiles-too-many = 這比任何一組骨牌的張數都多。
mt-move-unreadable = 看不懂這一步；請重新整理你的手牌。
mt-button-stale = 這個按鈕已過期；請重新整理你的手牌。
mt-deal-not-in-set = { $tile } 不在雙 { $top } 骨牌裡。
mt-deal-engine-tile = { $tile } 是本局的火車頭，放在中心站裡。
mt-deal-twice = 有一張骨牌被發了兩次。
mt-deal-marker-owner = 只有玩家自己的火車才能放標記。

## 火車的叫法：句中、選單行首、簡稱

mt-train-mexican = 墨西哥火車
mt-train-yours = 你的火車
mt-train-named = { $name } 的火車
mt-train-seat = { $seat } 號座位的火車
mt-train-their-own = 自己的火車
mt-label-mexican = 墨西哥火車
mt-label-yours = 你的火車
mt-label-named = { $name } 的火車
mt-short-mexican = 墨西哥
mt-short-yours = 你的
mt-list-separator = {"、"}
mt-list-or = { $first }或{ $second }
mt-list-and = { $first }和{ $second }

## 拒絕理由

mt-game-over = 這場遊戲已經結束。
mt-not-your-turn-seat = 還沒輪到你：現在輪到 { $seat }。
mt-not-your-turn-waiting = 還沒輪到你：正在等 { $name }。
mt-must-play-not-draw = 你可以出 { $tile }，所以必須出牌，不能摸牌。
mt-boneyard-empty = 牌堆已經摸完：請選擇過。
mt-must-play-fits = 能出就必須出：{ $tile } 接得上。
mt-draw-first = 請先摸一張牌：牌堆摸完後才能過。
mt-not-holding = 你手裡沒有 { $tile }。
mt-no-such-train = 這張牌桌上沒有這列火車。
mt-blocked-by-double = { $train }上未接的雙牌 { $double } 必須先接上：在那之前其他火車都不能出牌。
mt-must-close-double = { $rule ->
        [cover] 本桌出了雙牌就要馬上接上它：你的下一張牌必須接在{ $train }的 { $double } 上。
       *[several] 你這一輪出了好幾張雙牌：下一張非雙牌必須接在{ $train }的 { $double } 上。
    }
mt-train-closed = 你不能在{ $train }上出牌：它的主人沒有放標記。
mt-tile-does-not-fit = { $stuck ->
        [yes] { $tile } 接不上{ $train }：它的開口端是 { $end }。你手裡沒有哪張牌接得上：請摸牌或過。
       *[no] { $tile } 接不上{ $train }：它的開口端是 { $end }。
    }
mt-cannot-play-there = 你現在不能把 { $tile } 出在{ $train }上。
mt-cannot-draw-now = 你現在不能摸牌。請按 **{ table-button-hand }** 取得新的按鈕。
mt-cannot-pass-now = 你現在不能過。請按 **{ table-button-hand }** 取得新的按鈕。
mt-choose-one = 請從選單中選擇一項。
mt-tile-not-now = { $tile } 現在不能出；請換一張。
mt-move-gone = 這一步已經不能走了；請重新選擇。
mt-control-stale = 這個按鈕已不再使用。請按 **{ table-button-hand }** 取得新的按鈕。
mt-menu-stale = 這個選單已過期。請按 **{ table-button-hand }** 取得新的按鈕。
mt-fits-several = { $tile } 能接在好幾列火車上；請說明是哪一列，例如 `/play cards:"{ $tile } { $example }"`（{ $trains }）。
mt-refusal-and-fits = { $reason }{ $tile } 可以接在{ $trains }上。
mt-fits-nowhere = { $tile } 接不上任何你能出牌的火車。
mt-fits-nowhere-fallback = { $tile } 接不上任何你能出牌的火車。你手裡沒有接得上的牌：{ $action }。
mt-fits-nowhere-blocked = { $tile } 接不上任何你能出牌的火車。必須先接上{ $train }上未接的雙牌。
mt-fits-nowhere-closing = { $rule ->
        [cover] 現在不能出 { $tile }：本桌出了雙牌就要馬上接上它，你的下一張牌必須接在{ $train }的 { $double } 上。
       *[several] 現在不能出 { $tile }：你這一輪出了好幾張雙牌，下一張非雙牌必須接在{ $train }的 { $double } 上。
    }
mt-no-such-seat = 這張牌桌上沒有 { $seat } 號座位：座位是 1 到 { $seats }。
mt-player-not-here = 這位玩家不在這張牌桌上。
mt-unknown-train = 不知道「{ $text }」是哪列火車。請寫 `墨西哥`、`我的`、座位號（1–{ $seats }）或玩家名字。

## 紀錄（牌桌的討論串）

mt-log-round-started = 第 { $round } 局（共 { $rounds } 局）：火車頭 { $engine } 放在中心站。{ $name } 先出；牌堆裡有 { $boneyard } 張骨牌。
mt-log-play = { $double ->
        [yes] { $name } 把 { $tile } 出在{ $train }上——是雙牌：再出一張。
       *[no] { $name } 把 { $tile } 出在{ $train }上。
    }
mt-log-play-start-mexican = { $name } 把 { $tile } 出在墨西哥火車上，開通了墨西哥火車。
mt-log-play-cover = { $name } 把 { $tile } 出在{ $train }上，接上了雙牌。
mt-log-play-marker-off = { $double ->
        [yes] { $name } 把 { $tile } 出在自己的火車上，並拿走了標記——是雙牌：再出一張。
       *[no] { $name } 把 { $tile } 出在自己的火車上，並拿走了標記。
    }
mt-log-play-cover-marker-off = { $name } 把 { $tile } 出在自己的火車上，接上了雙牌，並拿走了標記。
mt-log-drew = { $name } 摸了一張牌（牌堆還剩 { $left } 張）。
mt-log-marker-after-draw = { $kept ->
    [yes] { $name } 摸到的牌接不上，其火車上的標記保留。
   *[no] { $name } 摸到的牌接不上，在自己的火車上放了標記。
}
mt-log-passed = { $kept ->
    [yes] { $name } 無牌可出，選擇過；其火車上的標記保留。
   *[no] { $name } 無牌可出，選擇過；其火車放上了標記。
}
mt-log-last-tile = 📣 { $name } 只剩一張牌了！
mt-double-on = { $train }上的 { $tile }
mt-log-doubles-open = { $count ->
       *[other] 未接的雙牌：{ $doubles }。必須先接上，才能出別的牌。
    }
mt-log-double-released = 再也沒人能接上{ $train }上的 { $tile }：它不再擋路。
mt-log-round-out = **第 { $round } 局（火車頭 { $engine }）結束**：{ $name } 出完了牌。
mt-log-round-blocked = **第 { $round } 局（火車頭 { $engine }）結束**：僵局，誰都無法出牌。
mt-log-round-row = { $name }：+{ $score }（{ $pips } 點）→ { $total }
mt-log-round-row-blank = { $name }：+{ $score }（{ $pips } 點 + 雙零 { $blank } 分）→ { $total }
mt-log-game-over = { $count ->
       *[other] 🏁 遊戲結束：{ $names } 以 { $total } 分獲勝。
    }
mt-you-drew = 你上次摸到的骨牌：**{ $tile }**。
mt-summary-by = 最低總分 { $total }：{ $winners }，共 { $rounds } 局。
# 在總結寫出玩家名字之前儲存的對局：/history 仍會讀取
mt-summary = { $count ->
       *[other] 最低總分 { $total }：{ $seats } 號座位，共 { $rounds } 局。
    }

## 牌桌訊息

mt-table-title = { game-mexican-train } — 第 { NUMBER($table, useGrouping: 0) } 桌
mt-table-head = **第 { $round }/{ $rounds } 局** · 火車頭 { $engine } · 牌堆 { $boneyard } 張
mt-table-mexican = 🚂 墨西哥火車：{ $laid }
mt-table-player = { $name }（{ $count } 張）{ $marker }：{ $laid }
mt-table-open-double = ⚠️ 未接的雙牌
mt-train-empty = 空 → { $end }
mt-table-blocking = ⚠️ { $train }上未接的雙牌 { $double }：先接上它，才能在別處出牌。
mt-table-turn = 輪到：{ $name }
mt-table-scores = 得分：{ $scores }
mt-final-ranking = 最終排名
mt-table-footer = 按「{ table-button-hand }」查看骨牌並出牌，或輸入 /play cards:"{ $tile } 墨西哥"。

## 玩家的手牌

mt-hand-head = **墨西哥火車 — 第 { NUMBER($table, useGrouping: 0) } 桌** · 第 { $round }/{ $rounds } 局
mt-hand-over = 遊戲已經結束。
mt-hand-your-turn = **輪到你了。**
mt-hand-waiting = 正在等 { $name }。
mt-hand-tiles = 你的骨牌（{ $count } 張，{ $pips } 點）：
mt-hand-chain = 接你火車的牌鏈：{ $tiles }
mt-hand-extras = 其餘的牌：{ $tiles }
mt-hand-close-first = { $rule ->
        [cover] 你出了雙牌：現在接上 { $double }。
       *[several] 你出了好幾張雙牌：先接上 { $double }。
    }
mt-hand-play-again = 你出了一張雙牌：再出一張。
mt-hand-nothing-fits = 沒有接得上的牌：{ $action }。
mt-hand-more-tiles = 能出的牌比選單放得下的多：其餘的請用 `/play` 輸入。
mt-action-play = 把 { $tile } 出在{ $train }上
mt-action-play-start = 把 { $tile } 出在{ $train }上（開通它）
mt-action-draw = 摸一張牌（還剩 { $left } 張）
mt-action-pass = 過（你的火車放上標記）
mt-button-draw = 摸牌
mt-button-pass = 過
mt-choice-train = { $train }（開口端 { $end }）
mt-choice-train-covers = { $train }（開口端 { $end }），接上雙牌
mt-select-tile = 出一張骨牌…
mt-select-tile-page = 出一張骨牌…（{ $page }/{ $pages }）
mt-select-train = { $tile } 出在哪列火車上？

## 牌桌圖（在第 15 號議題帶來字型之前，圖上的字型只能畫拉丁字母）

