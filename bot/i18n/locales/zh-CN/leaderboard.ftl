# Parlour — /leaderboard、/stats、/history 和 /ratings。

board-no-dm = 这要在服务器频道里用，不能在私信里用。
board-managers-only = 只有拥有“管理服务器”权限的成员才能修改本服务器的排行榜。
board-previous = ◀ 上一页
board-next = 下一页 ▶
board-period-all = 全部时间
board-period-30d = 最近 30 天
board-period-7d = 最近 7 天
board-hidden = 本服务器隐藏了{ $game }排行榜。
board-empty = 本服务器还没有人打过计分的{ $game }牌局。
board-empty-period = 本服务器在{ $period }内没有人打过计分的{ $game }牌局。
board-empty-ai = 本服务器还没有人打过计分的{ $game }牌局。这里有 AI 玩家的牌局不计入评分；有“管理服务器”（Manage Server）权限的成员可以用 `/ratings ai-games` 改变这一点。
board-title = { $game }排行榜 — { $period }
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = 所有计分的牌局
board-counted-period = { $period }内计分的牌局
board-footer = 第 { $page } 页，共 { $pages } 页 · { $total } 人上榜 · 评分 = μ − 3σ（多打多赢，评分就会上升）· 局数和胜局：{ $counted }
board-ai-counted = 有 AI 玩家的牌局计入评分
board-ai-uncounted = 有 AI 玩家的牌局不计入评分

## /ratings reset

board-reset-ask = 要重置本服务器的{ $game }排行榜吗？它的所有评分和战绩（即 `/stats` 显示的内容）都将从零开始；`/history` 里的历史对局会保留。
board-reset-yes = 重置
board-reset-cancel = 取消
board-reset-kept = 什么都没改；{ $game }排行榜保持原样。
board-reset-expired = 这个确认已经过期；请重新运行 `/ratings reset`。
board-reset-done = 本服务器的{ $game }排行榜已重置。从现在起结束的牌局才计入。
board-hidden-now = { $game }排行榜现已在 `/leaderboard` 中隐藏。
board-shown-now = { $game }排行榜现已重新显示在 `/leaderboard` 中。
board-rebuilt-game = 已根据 { $count } 局已结束的牌局重算{ $game }评分。
board-rebuilt-all = 已根据 { $count } 局已结束的牌局重算所有评分。
board-ai-on = 从现在起结束的每一局，本服务器有 AI 玩家的牌局会计入评分（已结束的牌局保持原来的计法）。
board-ai-off = 从现在起结束的每一局，本服务器有 AI 玩家的牌局只记录、不计入评分（已结束的牌局保持原来的计法）。

## /history

board-history-placeholder = 查看某一局的总结
board-history-pick = 请从列表里选一局。
board-history-gone = 这一局已经不在本服务器的历史里了。
board-history-none = 本服务器还没有结束的牌局。
board-history-none-game = 本服务器还没有结束的{ $game }牌局。
board-history-title = 最近的牌局
board-history-title-game = 最近的{ $game }牌局
board-history-footer = 在下面选一局查看总结。
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — #{ NUMBER($table, useGrouping: 0) } 号桌
board-no-summary = 没有保存总结。
board-result = 结果
board-finished = 结束于

## /stats

board-stats-none = { $reset ->
    [yes] { $name } 在本服务器还没有计入的已完成对局（排行榜重置后只计入之后的对局）。
   *[no] { $name } 在本服务器还没有已完成的对局。
}
board-stats-title = { $name } — 在本服务器的战绩
board-recent = 最近的结果
board-record-games = **{ $games }** 局 · 胜 **{ $wins }** 局（{ $rate }）
board-record-rating = 评分 **{ $rating }**，来自 { $games } 局计分牌局
board-record-trend = 最近 { $count } 局 { $delta } `{ $spark }`
board-record-unrated = 尚无评分（目前只打过有 AI 玩家的牌局）。
board-best-partner = 最佳搭档：{ $name } — 合作 { $games } 局赢了 { $wins } 局
board-recent-line = { $date } { $game }：{ $outcome } { $rated }
board-won = 获胜
board-drawn = 平局
board-lost = 落败
board-placed = 第 { $place } 名
board-unrated = （不计分）

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = 评分：{ $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating }（{ $change }）
board-end-ratings-later = 评分暂时未能更新；稍后补上时，这局会计入。
