# Parlour — 牌桌：大厅、座位、轮次、计时、牌桌消息与对局记录。
# 用语：牌桌、座位、桌主（host）、AI 玩家；“提及”即 Discord 的 @ 提醒。

## The table message

table-title = { $game } — 第 { NUMBER($table, useGrouping: 0) } 桌
table-closed-early = 此牌桌已关闭。
table-button-hand = 我的手牌
table-button-back = 我回来了
table-button-rematch = 再来一局
table-button-continue = 再来一局（保留级数）
table-button-join-rematch = 加入再来一局 #{ NUMBER($table, useGrouping: 0) }
table-away-field = 暂离（由 AI 代打）
table-waiting-field = ⏸ 暂停中
table-waiting-for-people = 无人在玩：有人按下“{ table-button-back }”后牌局继续。
table-countdown-field = ⏳ 剩余时间
table-footer-aborted = 此牌桌在结束前被关闭，未记录结果。
table-footer-abandoned = 此牌桌因长时间无人操作而关闭，未记录结果。

## Durations

table-duration = { $d ->
    [0] {""}
   *[other] { $d }天
}{ $h ->
    [0] {""}
   *[other] { $h }小时
}{ $m ->
    [0] {""}
   *[other] { $m }分钟
}{ $s ->
    [0] {""}
   *[other] { $s }秒
}
table-duration-off = 关闭
table-duration-unreadable = 无法把“{ $text }”识别为时间。请写成 30s、2m、1h30m 或 off。
table-duration-range = 回合时限必须在 { $low } 到 { $high } 之间，或设为关闭（off）。
table-abandon-range = 无人操作的牌桌会在 { $low } 到 { $high } 之间的某个时长后关闭：请在此范围内选择。

## The play-by-play

table-your-turn = { $mentions } — 轮到你了。
table-still-your-turn = { $mentions } — 牌桌 #{ NUMBER($table, useGrouping: 0) } 仍在等你出牌。
table-reminder = { $mentions } — 本回合的时间已过一半，将在 { $deadline } 用完。
table-dm-closed = { $mentions } — 无法私信发送你的手牌（你关闭了私信）。请在牌桌消息上点 **{ table-button-hand }**。
table-turn-dm = 牌桌 #{ NUMBER($table, useGrouping: 0) } 轮到你了：{ $link }
table-sentences = { $first }{ $second }
table-joined = { $name } 加入了。
table-moved = { $name } 换到了 { $seat } 号座位。
table-swapped = { $by } 对调了 { $first } 号和 { $second } 号座位（{ $one } ↔ { $other }）。
table-swap-moved = { $by } 把 { $name } 从 { $source } 号座位换到了 { $seat } 号座位。
table-left = { $name } 离开了。
table-left-last = { $name } 离开了；没有人了，牌桌已关闭。
table-left-host = { $name } 离开了；{ $host } 成为新桌主。
table-added-ai = { $name } 添加了 { $ai }。
table-removed = { $by } 把 { $name } 移出了牌桌。
table-kicked-by = { $by } 把 { $name } 请出了牌桌。
table-seat-to-ai = { $reclaim ->
    [yes] { $name } 的座位现由 { $ai } 代打。可用 `/table reclaim` 收回。
   *[no] { $name } 的座位现由 { $ai } 代打。
}
table-new-host = { $host } 成为新桌主。
table-vote-cast = { $voter } 投票让 AI 接替 { $name } 的座位（已有 { $votes } 票，需要 { $needed } 票）。其他人可用 `/table replace` 投票。
table-vote-passed = 玩家投票通过。{ $outcome }
table-replaced-by = 由 { $by } 决定：{ $outcome }
table-reclaimed = { $name } 回到了 { $seat } 号座位。
table-back = { $name } 回来了。
table-begins = { $game } 开始！
table-aborted = { $name } 关闭了牌桌，不记录结果。
table-aborted-forfeit = { $name } 在牌局中关闭了牌桌，认输：算作其一方输掉。
table-abandoned = 此牌桌长时间无人操作，已作为弃局关闭，不记录结果。
table-expired = ⏰ { $name } 超时，由 AI 代出一手。
table-marked-away = { $name } 已连续 { $count } 次超时，标记为暂离：由 AI 代打，直到点 **我回来了**。
table-marked-away-last = { $name } 已连续 { $count } 次超时，标记为暂离。已无人在玩，牌局暂停，直到有人点 **我回来了**。
table-nobody-playing = 已无人在玩，牌局暂停，直到有玩家回来或桌主关闭牌桌。

## Answers to the player who pressed or typed

table-joined-reply = 已加入：牌桌 #{ NUMBER($table, useGrouping: 0) } 的 { $seat } 号座位。
table-left-reply = 你已离开牌桌 #{ NUMBER($table, useGrouping: 0) }。
table-added-ai-reply = 已添加一名 AI 玩家。
table-started-reply = 对局开始了。点 **{ table-button-hand }** 查看手牌并出牌。
table-back-reply = 欢迎回来！AI 不再替你出牌。
table-aborted-reply = 牌桌 #{ NUMBER($table, useGrouping: 0) } 已关闭。
table-moved-on-reply = 这些按钮显示之后牌局已有变化，所以没有出牌。这是你现在的手牌。
table-picks-lost = 这里显示的选择已不再保留（Parlour 可能重启过），所以没有出牌。这是你现在的手牌：请核对你的选择后再按一次。
table-done = 好了。
table-play-blank = 你没有输入要出的牌：请在 `cards:` 后写上你的出法，或点 **{ table-button-hand }** 来选。
table-view-game-over = 对局结束——请看牌桌。
table-view-closed = 牌桌在对局结束前已关闭——请看牌桌消息。
table-view-replaced = 此视图已被新的视图取代：请使用最新的，或点 **{ table-button-hand }**。
table-view-unseated = 你在这张牌桌的座位现由 AI 代打——请看牌桌消息。
table-channel-lost = ⚠️ 我已无法在 { $channel } 发言，那里的牌桌消息可能已经过时。请在这里继续出牌；有“管理服务器”权限的成员可以在那里把 **{ permission-view-channel }**、**{ permission-send-messages }** 和 **{ permission-embed-links }** 权限还给我。
table-view-over = 对局已结束：结果见牌桌。
table-settings-ping = 轮到你时提醒：**{ $ping ->
    [always] 每一轮
    [never] 从不
   *[idle] 你似乎不在时
}**
settings-autoplay = 自动出牌（唯一合法的牌或骨牌）：**{ $autoplay ->
    [on] 开
   *[off] 关
}**

## Refusals

table-limit-host = 你在这里已经开着 { $count } 张未结束的牌桌；请先打完或用 `/table abort` 关闭一张再开新的。
table-limit-server = 本服务器已有 { $count } 张牌桌，已达上限；请加入其中一张，或等某一局结束。
table-limit-opened = 你在过去一小时内已在这里开了 { $count } 张牌桌，已达每位成员的上限；请稍等一会儿再开新的。
table-busy = 牌桌正忙，请再试一次。
table-clicks-too-fast = 你在这张牌桌上点得太快了，请等 { $seconds } 秒再试。
table-restarting = Parlour 正在重启，不会丢失任何内容。请一分钟后再试。
table-already-seated = 你已经在这张牌桌上了。
table-full = 这张牌桌已满。
table-cannot-leave = 对局正在进行，现在不能离开。桌主可以让 AI 接替你的座位（`/table replace`），或关闭牌桌。
table-not-seated = 你不在这张牌桌上。
table-join-first = 请先加入牌桌，然后才能添加 AI 玩家。
table-host-kicks-self = 桌主不能踢出自己；请用 `/table leave`。
table-kick-host = 不能把桌主移出他自己的等候桌；请改用 `/table abort` 关闭牌桌。
table-host-only-kick = 只有桌主（或有“管理服务器”权限的人）可以踢出玩家。
table-host-only-start = 只有桌主（或有“管理服务器”权限的人）可以开始对局。
table-host-only-abort = 只有桌主（或有“管理服务器”权限的人）可以关闭牌桌。
table-seat-empty = { $seat } 号座位是空的。
table-no-such-seat = 这张牌桌有 { $seats } 个座位：请选 1 到 { $seats } 号。
table-seat-taken = { $seat } 号座位已有 { $name }：请对方换座，或选一个空位。
table-already-in-seat = 你已经在 { $seat } 号座位了。
table-host-only-swap = 只有桌主（或有“管理服务器”权限的人）可以对调座位。
table-swap-same-seat = 请选两个不同的座位来对调（{ $seat } 号座位选两次什么也不会变）。
table-swap-both-empty = { $first } 号和 { $second } 号座位都是空的：没有可对调的。
table-seat-is-ai = { $seat } 号座位已经由 AI 代打。
table-already-voted = 你已经投票要求替换 { $name } 了。
table-vote-not-seated = 只有这张牌桌上的玩家才能投票替换他人。
table-vote-self = 你不能投票替换自己。
table-vote-too-few = 在座的其他玩家太少，无法投票让 AI 接替 { $name } 的座位；桌主（或有“管理服务器”权限的人）可以直接操作。
table-reclaim-none = 这张牌桌上没有从你手中交给 AI 的座位。
table-reclaim-off = 这张牌桌不允许被替换的玩家收回座位。
table-reclaim-kicked = 桌主把你移出了这张牌桌，所以不能收回座位；想再玩的话请问问桌主。
table-reclaim-seated = 你已经在这张牌桌上打牌了。
table-nobody-away = 没有人被标记为暂离，继续打吧！
table-only-away = { $count ->
   *[other] 只有 { $names } 可以点这个：它是给被标记为暂离的玩家用的。
}
table-needs-players = { $game } 需要 { $low } 名玩家：还有 { $missing } 个空位。点 **{ lobby-button-ai }** 补齐，或等更多玩家加入。
table-already-started = 对局已经开始了。
table-ended = 这张牌桌已经结束了。
table-already-ended = 这张牌桌已经结束了。
table-not-started = 对局还没开始。
table-game-over = 对局已经结束。
table-closed = 这张牌桌已关闭。
table-not-in-play = 对局不在进行中。
table-not-playing-here = 你没有在这张牌桌上打牌。
table-your-seat-to-ai = { $reclaim ->
    [yes] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位现由 AI 代打。可用 `/table reclaim` 收回。
   *[no] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位现由 AI 代打。
}
table-moved-on = 这些按钮显示之后牌局已有变化。请点 **{ table-button-hand }** 获取最新的。
table-refused-moved-on = { $refusal }（这些按钮显示之后牌局已有变化。）
table-not-your-turn-yet = 还没轮到你。
table-not-your-turn = 还没轮到你：正在等 { $names }。
table-no-such-table = 没有牌桌 #{ NUMBER($table, useGrouping: 0) }。
table-no-such-game = 这里没有叫“{ $name }”的游戏。
table-game-unavailable = 这个游戏目前在本机器人上不可用。
table-button-unknown = 这个按钮已不再使用，请刷新。
table-rules-unavailable = 规则暂时无法显示；请试试 `/rules`。
table-rematch-unfinished = 只有已结束的对局才能再来一局。
table-rematch-expired = 再来一局的邀请已在对局结束 { $minutes } 分钟后失效；请用 `/table create` 开新牌桌。
table-rematch-not-player = 只有这局的玩家才能要求再来一局。
table-rematch-gone = 再来一局的牌桌 #{ NUMBER($table, useGrouping: 0) } 已满或已关闭。
table-rematch-cannot-go-on = 这场比赛已经结束，没有可以接着打的了。点 **再来一局** 开新的一场。
table-shengji-levels-unreadable = 无法把“{ $text }”识别为双方的级数：请写成 6-4 或 j-5（先写 1、3 号座位，t = 10）。
table-shengji-levels-past-target = 级数 { $levels } 已超过目标级：请提高 `target` 或降低 `levels`。
table-shengji-levels-need-starter = 设了 `levels`（{ $levels }）时，还须用 `starter`（1–4）指定由哪个座位先坐庄：其所在一方为庄家方，打自己的级。

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = 提醒
cmd-settings-opt-ping-desc = 轮到你时何时 @ 你：总是、你似乎不在时（默认）或从不
cmd-opt-autoplay = 自动出牌
cmd-settings-opt-autoplay-desc = 片刻后替你打出唯一合法的牌或骨牌（绝不替你叫牌、过牌或摸牌）
cmd-choice-always = 总是
cmd-choice-idle = 不在时
cmd-choice-never = 从不

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name }（{ $level }）
ai-level-easy = 简单
ai-level-normal = 普通
ai-level-strong = 困难
