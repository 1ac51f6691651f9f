# Parlour — 墨西哥火车（Mexican Train）：/rules 摘要、选项说明、拒绝理由、桌面与手牌文字、日志和棋盘图上的字。
# 用词：墨西哥火车（游戏名，中文多米诺玩家的通用叫法）、骨牌（tile）、火车头（engine，中心的双牌）、
# 中心站（hub）、牌堆（boneyard）、标记（marker）、双牌（double）、未接的双牌（open double）、
# 接上（cover）、点数/点（pips）、局（round）、摸牌（draw）、过（pass）。骨牌写法 12-5 各语言相同。

rules-mexican-train-1 = **人数。** 使用双 { $top } 骨牌，{ $low }–{ $high } 人，各自为战。
rules-mexican-train-2 = **局数。** 第 1 局从 { $engine }-{ $engine } 火车头开始，下一局从 { $next }-{ $next } 开始，依次直到 0-0。
rules-mexican-train-3 = **火车。** 每位玩家从火车头出发铺一列自己的火车；另有一列共用的**墨西哥火车**，人人可接。你可以在自己的火车、墨西哥火车，或放了标记（🚩）的其他玩家的火车上出牌。
rules-mexican-train-4 = **出牌。** 能接就必须接一张点数相符的骨牌。接不上就从牌堆摸一张，能接就打出；否则在你的火车上放一个标记，向所有人开放，直到你再次在上面出牌。
rules-mexican-train-5 = **双牌。** 出了双牌之后再出一张{ $cover ->
        [cover] ，接在这张双牌上：能接就必须接
       *[anywhere] {""}
    }。没被接上的双牌是**未接的双牌**：所有人依次都必须先接上它，才能在别的火车上出牌。
rules-mexican-train-6 = **计分。** 有人出完最后一张牌，或谁都无法出牌时，本局结束。手中剩下的骨牌按点数计分（0-0 算 { $blank } 分）。最后一局结束后总分最低者获胜。

## 桌面选项（/table create）

option-mexican-train-set = 骨牌套：2–4 人用双 6 或双 9，2–8 人用双 12，9–12 人用双 15 或双 18
option-mexican-train-hand = 每人发几张骨牌（none：按套牌和人数的常规张数）
option-mexican-train-doubles-order = 多张未接的双牌按打出顺序接上，或倒序（最新的先接）
option-mexican-train-after-double = 双牌之后的下一张：出在任何开放的火车上，或接在这张双牌上（cover）
option-mexican-train-double-blank = 手中剩下的 0-0 计几分：50，或按牌面计 0
mt-option-seats = 双 { $top } 骨牌可供 { $low }–{ $high } 人玩，不能是 { $players } 人。{ $hint ->
        [more] 超过 8 人请用 set=15 或 set=18。
        [fewer] 少于 9 人请用 set=12。
       *[none] {""}
    }
mt-option-hand-too-big = { $players } 人各 { $hand } 张共需 { $need } 张，但双 { $top } 骨牌除火车头外只有 { $spare } 张，牌堆还至少要留一张：每人最多发 { $most } 张。
mt-option-no-set = 这里没有双 { $top } 骨牌；请选 6、9、12、15 或 18。

## 读骨牌和出牌

mt-tile-unreadable = 看不懂“{ $text }”是哪张骨牌。请用短横线连接两个数字，例如 12-5。
mt-tile-too-high = 双 { $top } 骨牌里没有 { $text }：点数从 0 到 { $top }。
mt-tiles-none = 请至少写一张骨牌，例如 `12-5`。
mt-tiles-too-many = 这比任何一套骨牌的张数都多。
mt-move-unreadable = 看不懂这一步；请刷新你的手牌。
mt-button-stale = 这个按钮已过期；请刷新你的手牌。
mt-deal-not-in-set = { $tile } 不在双 { $top } 骨牌里。
mt-deal-engine-tile = { $tile } 是本局的火车头，放在中心站里。
mt-deal-twice = 有一张骨牌被发了两次。
mt-deal-marker-owner = 只有玩家自己的火车才能放标记。

## 火车的叫法：句中、菜单行首、简称

mt-train-mexican = 墨西哥火车
mt-train-yours = 你的火车
mt-train-named = { $name } 的火车
mt-train-seat = { $seat } 号座位的火车
mt-train-their-own = 自己的火车
mt-label-mexican = 墨西哥火车
mt-label-yours = 你的火车
mt-label-named = { $name } 的火车
mt-short-mexican = 墨西哥
mt-short-yours = 你的
mt-list-separator = {"、"}
mt-list-or = { $first }或{ $second }
mt-list-and = { $first }和{ $second }

## 拒绝理由

mt-game-over = 这场游戏已经结束。
mt-not-your-turn-seat = 还没轮到你：现在轮到 { $seat }。
mt-not-your-turn-waiting = 还没轮到你：正在等 { $name }。
mt-must-play-not-draw = 你可以出 { $tile }，所以必须出牌，不能摸牌。
mt-boneyard-empty = 牌堆已经摸空：请选择过。
mt-must-play-fits = 能出就必须出：{ $tile } 接得上。
mt-draw-first = 请先摸一张牌：牌堆摸空后才能过。
mt-not-holding = 你手里没有 { $tile }。
mt-no-such-train = 这张牌桌上没有这列火车。
mt-blocked-by-double = { $train }上未接的双牌 { $double } 必须先接上：在那之前其他火车都不能出牌。
mt-must-close-double = { $rule ->
        [cover] 本桌出了双牌就要马上接上它：你的下一张牌必须接在{ $train }的 { $double } 上。
       *[several] 你这一轮出了好几张双牌：下一张非双牌必须接在{ $train }的 { $double } 上。
    }
mt-train-closed = 你不能在{ $train }上出牌：它的主人没有放标记。
mt-tile-does-not-fit = { $stuck ->
        [yes] { $tile } 接不上{ $train }：它的开口端是 { $end }。你手里没有哪张牌接得上：请摸牌或过。
       *[no] { $tile } 接不上{ $train }：它的开口端是 { $end }。
    }
mt-cannot-play-there = 你现在不能把 { $tile } 出在{ $train }上。
mt-cannot-draw-now = 你现在不能摸牌。请按 **{ table-button-hand }** 获取新的按钮。
mt-cannot-pass-now = 你现在不能过。请按 **{ table-button-hand }** 获取新的按钮。
mt-choose-one = 请从菜单中选择一项。
mt-tile-not-now = { $tile } 现在不能出；请换一张。
mt-move-gone = 这一步已经不能走了；请重新选择。
mt-control-stale = 这个按钮已不再使用。请按 **{ table-button-hand }** 获取新的按钮。
mt-menu-stale = 这个菜单已过期。请按 **{ table-button-hand }** 获取新的按钮。
mt-fits-several = { $tile } 能接在好几列火车上；请说明是哪一列，例如 `/play cards:"{ $tile } { $example }"`（{ $trains }）。
mt-refusal-and-fits = { $reason }{ $tile } 可以接在{ $trains }上。
mt-fits-nowhere = { $tile } 接不上任何你能出牌的火车。
mt-fits-nowhere-fallback = { $tile } 接不上任何你能出牌的火车。你手里没有接得上的牌：{ $action }。
mt-fits-nowhere-blocked = { $tile } 接不上任何你能出牌的火车。必须先接上{ $train }上未接的双牌。
mt-fits-nowhere-closing = { $rule ->
        [cover] 现在不能出 { $tile }：本桌出了双牌就要马上接上它，你的下一张牌必须接在{ $train }的 { $double } 上。
       *[several] 现在不能出 { $tile }：你这一轮出了好几张双牌，下一张非双牌必须接在{ $train }的 { $double } 上。
    }
mt-no-such-seat = 这张牌桌上没有 { $seat } 号座位：座位是 1 到 { $seats }。
mt-player-not-here = 这位玩家不在这张牌桌上。
mt-unknown-train = 不知道“{ $text }”是哪列火车。请写 `墨西哥`、`我的`、座位号（1–{ $seats }）或玩家名字。

## 日志（桌面的讨论串）

mt-log-round-started = 第 { $round } 局（共 { $rounds } 局）：火车头 { $engine } 放在中心站。{ $name } 先出；牌堆里有 { $boneyard } 张骨牌。
mt-log-play = { $double ->
        [yes] { $name } 把 { $tile } 出在{ $train }上——是双牌：再出一张。
       *[no] { $name } 把 { $tile } 出在{ $train }上。
    }
mt-log-play-start-mexican = { $name } 把 { $tile } 出在墨西哥火车上，开通了墨西哥火车。
mt-log-play-cover = { $name } 把 { $tile } 出在{ $train }上，接上了双牌。
mt-log-play-marker-off = { $double ->
        [yes] { $name } 把 { $tile } 出在自己的火车上，并拿走了标记——是双牌：再出一张。
       *[no] { $name } 把 { $tile } 出在自己的火车上，并拿走了标记。
    }
mt-log-play-cover-marker-off = { $name } 把 { $tile } 出在自己的火车上，接上了双牌，并拿走了标记。
mt-log-drew = { $name } 摸了一张牌（牌堆还剩 { $left } 张）。
mt-log-marker-after-draw = { $kept ->
    [yes] { $name } 摸到的牌接不上，其火车上的标记保留。
   *[no] { $name } 摸到的牌接不上，在自己的火车上放了标记。
}
mt-log-passed = { $kept ->
    [yes] { $name } 无牌可出，选择过；其火车上的标记保留。
   *[no] { $name } 无牌可出，选择过；其火车放上了标记。
}
mt-log-last-tile = 📣 { $name } 只剩一张牌了！
mt-double-on = { $train }上的 { $tile }
mt-log-doubles-open = { $count ->
       *[other] 未接的双牌：{ $doubles }。必须先接上，才能出别的牌。
    }
mt-log-double-released = 再也没人能接上{ $train }上的 { $tile }：它不再挡路。
mt-log-round-out = **第 { $round } 局（火车头 { $engine }）结束**：{ $name } 出完了牌。
mt-log-round-blocked = **第 { $round } 局（火车头 { $engine }）结束**：僵局，谁都无法出牌。
mt-log-round-row = { $name }：+{ $score }（{ $pips } 点）→ { $total }
mt-log-round-row-blank = { $name }：+{ $score }（{ $pips } 点 + 双零 { $blank } 分）→ { $total }
mt-log-game-over = { $count ->
       *[other] 🏁 游戏结束：{ $names } 以 { $total } 分获胜。
    }
mt-you-drew = 你上次摸到的骨牌：**{ $tile }**。
mt-summary-by = 最低总分 { $total }：{ $winners }，共 { $rounds } 局。
# 在总结写出玩家名字之前保存的对局：/history 仍会读取
mt-summary = { $count ->
       *[other] 最低总分 { $total }：{ $seats } 号座位，共 { $rounds } 局。
    }

## 桌面消息

mt-table-title = { game-mexican-train } — 第 { NUMBER($table, useGrouping: 0) } 桌
mt-table-head = **第 { $round }/{ $rounds } 局** · 火车头 { $engine } · 牌堆 { $boneyard } 张
mt-table-mexican = 🚂 墨西哥火车：{ $laid }
mt-table-player = { $name }（{ $count } 张）{ $marker }：{ $laid }
mt-table-open-double = ⚠️ 未接的双牌
mt-train-empty = 空 → { $end }
mt-table-blocking = ⚠️ { $train }上未接的双牌 { $double }：先接上它，才能在别处出牌。
mt-table-turn = 轮到：{ $name }
mt-table-scores = 得分：{ $scores }
mt-final-ranking = 最终排名
mt-table-footer = 按“{ table-button-hand }”查看骨牌并出牌，或输入 /play cards:"{ $tile } 墨西哥"。

## 玩家的手牌

mt-hand-head = **墨西哥火车 — 第 { NUMBER($table, useGrouping: 0) } 桌** · 第 { $round }/{ $rounds } 局
mt-hand-over = 游戏已经结束。
mt-hand-your-turn = **轮到你了。**
mt-hand-waiting = 正在等 { $name }。
mt-hand-tiles = 你的骨牌（{ $count } 张，{ $pips } 点）：
mt-hand-chain = 接你火车的牌链：{ $tiles }
mt-hand-extras = 其余的牌：{ $tiles }
mt-hand-close-first = { $rule ->
        [cover] 你出了双牌：现在接上 { $double }。
       *[several] 你出了好几张双牌：先接上 { $double }。
    }
mt-hand-play-again = 你出了一张双牌：再出一张。
mt-hand-nothing-fits = 没有接得上的牌：{ $action }。
mt-hand-more-tiles = 能出的牌比菜单放得下的多：其余的请用 `/play` 输入。
mt-action-play = 把 { $tile } 出在{ $train }上
mt-action-play-start = 把 { $tile } 出在{ $train }上（开通它）
mt-action-draw = 摸一张牌（还剩 { $left } 张）
mt-action-pass = 过（你的火车放上标记）
mt-button-draw = 摸牌
mt-button-pass = 过
mt-choice-train = { $train }（开口端 { $end }）
mt-choice-train-covers = { $train }（开口端 { $end }），接上双牌
mt-select-tile = 出一张骨牌…
mt-select-tile-page = 出一张骨牌…（{ $page }/{ $pages }）
mt-select-train = { $tile } 出在哪列火车上？

## 棋盘图（在第 15 号议题带来字体之前，图上的字体只能画拉丁字母）

