# Parlour — /leaderboard、/stats、/history 和 /ratings。

board-no-dm = 這要在伺服器頻道裡用，不能在私訊裡用。
board-managers-only = 只有擁有「管理伺服器」權限的成員才能修改本伺服器的排行榜。
board-previous = ◀ 上一頁
board-next = 下一頁 ▶
board-period-all = 全部時間
board-period-30d = 最近 30 天
board-period-7d = 最近 7 天
board-hidden = 本伺服器隱藏了{ $game }排行榜。
board-empty = 本伺服器還沒有人打過計分的{ $game }牌局。
board-empty-period = 本伺服器在{ $period }內沒有人打過計分的{ $game }牌局。
board-empty-ai = 本伺服器還沒有人打過計分的{ $game }牌局。這裡有 AI 玩家的牌局不計入評分；有「管理伺服器」（Manage Server）權限的成員可以用 `/ratings ai-games` 改變這一點。
board-title = { $game }排行榜 — { $period }
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = 所有計分的牌局
board-counted-period = { $period }內計分的牌局
board-footer = 第 { $page } 頁，共 { $pages } 頁 · { $total } 人上榜 · 評分 = μ − 3σ（多打多贏，評分就會上升）· 局數和勝局：{ $counted }
board-ai-counted = 有 AI 玩家的牌局計入評分
board-ai-uncounted = 有 AI 玩家的牌局不計入評分

## /ratings reset

board-reset-ask = 要重置本伺服器的{ $game }排行榜嗎？它的所有評分和戰績（即 `/stats` 顯示的內容）都將從零開始；`/history` 裡的歷史對局會保留。
board-reset-yes = 重置
board-reset-cancel = 取消
board-reset-kept = 什麼都沒改；{ $game }排行榜保持原樣。
board-reset-expired = 這個確認已經過期；請重新執行 `/ratings reset`。
board-reset-done = 本伺服器的{ $game }排行榜已重置。從現在起結束的牌局才計入。
board-hidden-now = { $game }排行榜現已在 `/leaderboard` 中隱藏。
board-shown-now = { $game }排行榜現已重新顯示在 `/leaderboard` 中。
board-rebuilt-game = 已根據 { $count } 局已結束的牌局重算{ $game }評分。
board-rebuilt-all = 已根據 { $count } 局已結束的牌局重算所有評分。
board-ai-on = 從現在起結束的每一局，本伺服器有 AI 玩家的牌局會計入評分（已結束的牌局保持原來的計法）。
board-ai-off = 從現在起結束的每一局，本伺服器有 AI 玩家的牌局只記錄、不計入評分（已結束的牌局保持原來的計法）。

## /history

board-history-placeholder = 檢視某一局的總結
board-history-pick = 請從列表裡選一局。
board-history-gone = 這一局已經不在本伺服器的歷史裡了。
board-history-none = 本伺服器還沒有結束的牌局。
board-history-none-game = 本伺服器還沒有結束的{ $game }牌局。
board-history-title = 最近的牌局
board-history-title-game = 最近的{ $game }牌局
board-history-footer = 在下面選一局檢視總結。
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — #{ NUMBER($table, useGrouping: 0) } 號桌
board-no-summary = 沒有儲存總結。
board-result = 結果
board-finished = 結束於

## /stats

board-stats-none = { $reset ->
    [yes] { $name } 在本伺服器還沒有計入的已完成對局（排行榜重置後只計入之後的對局）。
   *[no] { $name } 在本伺服器還沒有已完成的對局。
}
board-stats-title = { $name } — 在本伺服器的戰績
board-recent = 最近的結果
board-record-games = **{ $games }** 局 · 勝 **{ $wins }** 局（{ $rate }）
board-record-rating = 評分 **{ $rating }**，來自 { $games } 局計分牌局
board-record-trend = 最近 { $count } 局 { $delta } `{ $spark }`
board-record-unrated = 尚無評分（目前只打過有 AI 玩家的牌局）。
board-best-partner = 最佳搭檔：{ $name } — 合作 { $games } 局贏了 { $wins } 局
board-recent-line = { $date } { $game }：{ $outcome } { $rated }
board-won = 獲勝
board-drawn = 平局
board-lost = 落敗
board-placed = 第 { $place } 名
board-unrated = （不計分）

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = 評分：{ $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating }（{ $change }）
board-end-ratings-later = 評分暫時未能更新；稍後補上時，這局會計入。
