# Parlour — 惠斯特与叫牌惠斯特。术语取自国内桥牌的通行说法：将牌（trump）、无将（no-trump）、
# 墩（trick / book）、叫牌（bid）、庄家（赢得叫牌者）、发牌人、跟牌、底牌（kitty）。
# Bid Whist 的 uptown / downtown 译作“高”（大牌赢）/“低”（小牌赢，A 仍最大）。

rules-whist-1 = **人数。** 4 人，两两结成搭档，搭档对面而坐。
rules-whist-2 = **发牌。** 每人 13 张。{ $trumps ->
        [rotating] 将牌按局轮换：红桃、方块、黑桃、梅花，然后从头再来；不翻牌。
        [rotating-no-trump] 将牌按局轮换：红桃、方块、黑桃、梅花，接着一局无将，然后从头再来；不翻牌。
       *[turnup] 发牌人的最后一张牌翻开亮出：它的花色就是将牌。
    }
rules-whist-3 = **出牌。** 发牌人左手的玩家领出任意一张牌。有领出花色的牌就必须跟牌，没有才可以出任意牌。最大的将牌赢得这一墩，没有将牌时由领出花色中最大的牌赢。赢墩者领出下一墩。
rules-whist-4 = **计分。** 墩数多的一方，超过六墩的每一墩得 1 分；另一方不得分。{ $deals ->
        [0] 先到 { $target } 分的一方获胜。
       *[other] 打满 { $deals } 局后，得分多的一方获胜；得分相同则为平局。
    }

rules-bidwhist-1 = **人数。** 4 人，两两结成搭档，搭档对面而坐。共 54 张牌：一副牌加大王和小王。
rules-bidwhist-2 = **发牌。** 每人 12 张，6 张扣下作底牌。
rules-bidwhist-3 = **叫牌。** { $auction ->
        [single] 从发牌人左手开始，每人只叫一次，发牌人最后叫：叫得比前面高，或不叫。
       *[continuous] 从发牌人左手开始，每人依次叫得比前面高，或不叫（不叫后不能再叫）。
    }叫牌是超过六墩的墩数加上一种打法：**高**（大牌赢）、**低**（小牌赢，A 仍最大）或 **无将**。所以“4 高”表示承诺在有将牌、大牌赢的情况下拿到 13 墩中的 10 墩。同样的数字，低大于高，无将大于两者。最低可叫 { $min_bid }。如果三人都不叫，发牌人必须叫。
rules-bidwhist-4 = **定约。** { $declare ->
        [after] 赢得叫牌的人先拿起底牌，扣下同样张数的牌，再指定将牌花色（叫无将时则选高或低）。
       *[before] 赢得叫牌的人指定将牌花色（叫无将时则选高或低），拿起底牌，再扣下同样张数的牌。
    }有将定约中两张王是最大的将牌；无将定约中两张王毫无用处。底牌算作叫牌一方的第一墩。
rules-bidwhist-5 = **出牌。** 赢得叫牌的人领出；有领出花色必须跟牌；最大的将牌赢，否则按定约的方向由领出花色中最大的牌赢。
rules-bidwhist-6 = **计分。** 完成定约：叫牌方{ $overtricks ->
        [off] 得到与叫牌数字相同的分（超出的墩不计分）
       *[on] 超过六墩的每一墩得 1 分
    }。定约失败：{ $penalty ->
        [bid] 扣去整个叫牌数
       *[shortfall] 扣去差的墩数
    }。防守方从不得分。{ $deals ->
        [0] 先到 +{ $target } 的一方获胜；降到 −{ $target } 的一方告负。
       *[other] 打满 { $deals } 局后，得分多的一方获胜；得分相同则为平局。
    }

## 共用词语

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — 第 { NUMBER($table, useGrouping: 0) } 桌
whist-seat = { $seat } 号位
whist-bid = { $number } { $kind ->
    [downtown] 低
    [notrump] 无将
   *[uptown] 高
}
whist-contract-trump = { $bid }，{ $suit }为将牌
whist-contract-direction = { $bid }，按{ $direction ->
    [downtown] 低
   *[uptown] 高
}打

## 拒绝的理由

whist-not-an-action = 这不是我能看懂的惠斯特操作。
whist-game-over = 牌局已经结束。
whist-not-your-turn = 还没轮到你。
whist-wrong-phase = 现在不能这么做：{ $phase ->
    [auction] 轮到你叫牌或不叫
    [declare] 你赢得了叫牌，请宣布定约
    [exchange] 轮到你和底牌换牌
   *[play] 轮到你出牌
}。
whist-no-auction = 这种玩法没有叫牌。
whist-auction-over = 叫牌已经结束。
whist-not-your-turn-to-bid = 还没轮到你叫牌。
whist-dealer-must-bid = 其他人都不叫，发牌人必须叫。
whist-bid-out-of-range = 叫牌是 1 到 { $max } 之间的数字。
whist-bid-below-minimum = 这一桌最低要叫 { $min }。
whist-bid-too-low = 你叫的必须高过 { $bid }。
whist-no-contract = 没有要宣布的定约。
whist-choose-direction-instead = 叫了无将之后，请选择高或低。
whist-name-trump-instead = 叫了有将的牌之后，请指定将牌花色。
whist-exchange-uneven = 换出和换入的张数必须相同：你换出 { $give } 张，换入 { $take } 张。
whist-card-named-twice = 你把 { $card } 写了两次。
whist-card-not-in-kitty = 底牌里没有 { $card }。
whist-card-not-there = { $card } 既不在你手里，也不在底牌里。
whist-pick-kitty-cards = 请选出正好 { $count } 张不同的牌留作底牌。
whist-pick-one = 请选一项。
whist-no-trick = 现在没有在出牌。
whist-must-follow = 你必须跟{ $suit }：你手里有 { $held }。
whist-players = 惠斯特必须由 { $players } 人分成两对搭档来打。
whist-target-or-deals = 目标分数和固定局数只能选一个。
whist-cycle-needs-rotating = `cycle` 只在 `trump=rotating` 时有效。
whist-stale-turn = 还没轮到你。请按“{ table-button-hand }”获取最新的按钮。
whist-stale-controls = 这些按钮已经过时了。请按“{ table-button-hand }”获取新的。
whist-waiting-for = 还没轮到你：正在等 { $player }。
whist-one-card = 一次只能出一张牌。
whist-unread-bid = 看不懂“{ $text }”是什么叫牌。
whist-typed-bid = 叫 叫牌
whist-typed-keep = 保留
whist-unread-declaration = 这里看不懂“{ $text }”。
whist-refusal-hint = { $refusal }{ $hint }
whist-hint-play = 请输入一张牌，例如 `AS`、`10h` 或 `♥Q`。
whist-hint-auction = 请输入叫牌，例如 `4`、`4 低` 或 `4 无将`，或输入 `不叫`。
whist-hint-declare = 请指定将牌花色（`红桃`、`H`、`♥`），叫无将后则输入 `高` 或 `低`。
whist-hint-exchange = 请输入要留作底牌的 6 张牌，例如 `2C 3C 4D 5D 6H 7H`，或输入 `{ whist-typed-keep }` 保留手牌。

## 牌局记录

whist-deal-bidding = 第 { $deal } 局：{ $dealer } 发牌。{ $bidder } 先叫牌。
whist-deal-turn-up = 第 { $deal } 局：{ $dealer } 发牌。翻开的是 { $card }：{ $suit }为将牌。{ $leader } 领出。
whist-deal-trump = 第 { $deal } 局：{ $dealer } 发牌。本局将牌：{ $suit }。{ $leader } 领出。
whist-deal-no-trump = 第 { $deal } 局：{ $dealer } 发牌。本局无将。{ $leader } 领出。
whist-forced-bid = 大家都不叫：发牌人 { $player } 必须叫，以 { $bid } 拿下定约。
whist-bids = { $player } 叫 { $bid }。
whist-passes = { $player } 不叫。
whist-wins-auction = { $player } 以 { $bid } 赢得叫牌。
whist-names-trump = { $player } 指定 { $symbol } { $suit }为将牌。
whist-direction-chosen = { $player } 的无将定约按{ $direction ->
    [downtown] 低
   *[uptown] 高
}打。
whist-kitty-taken = 你拿起底牌：{ $cards }。
whist-kitty-revealed = { $player } 向大家亮出底牌：{ $cards }。
whist-kitty-kept = { $player } 保留手牌，没有和底牌换牌。
whist-kitty-exchanged = { $player } 和底牌换了 { $count } 张牌。
whist-exchange-kept = 你保留了手牌。
whist-exchange-made = 你把 { $give } 扣进底牌，拿了 { $take }。
whist-card-played = { $player } 出 { $card }。
# $variant：whist 或 bidwhist；两种玩法都称“墩”。
whist-trick-won = 第 { $number } 墩由 { $player } 以 { $card } 赢得（{ $variant ->
        [bidwhist] 墩数
       *[whist] 墩数
    }：{ $books }）。
whist-trick-played = { $line }本墩出牌：{ $plays }。
whist-deal-made = 第 { $deal } 局：{ $team } 叫 { $bid }，拿到 { $books } 墩，完成定约：{ $points }。比分：{ $score }。
whist-deal-set = 第 { $deal } 局：{ $team } 叫 { $bid }，拿到 { $books } 墩，定约失败：{ $points }。比分：{ $score }。
whist-deal-scored = 第 { $deal } 局：{ $team } 以 { $books } 墩对 { $other } 墩，得 { $points } 分。比分：{ $score }。
whist-game-drawn = 牌局以 { $first }–{ $second } 打平。
whist-game-floor = { $losers } 降到 { $score }：{ $winners } 赢得牌局！
whist-game-won = { $winners } 以 { $score } 比 { $other } 赢得牌局！
whist-result-drawn = { $deals } 局后以 { $first } 比 { $second } 打平。
whist-result-won-by = { $winners } 获胜：{ $deals } 局后 { $score } 比 { $other }。
whist-result-floor-by = { $winners } 获胜：{ $deals } 局后 { $losers } 降到 { $score }。
# 供摘要写出玩家名字之前保存的牌局使用：$winners 与 $losers 是座位号（“1 和 3”）。
# /history 仍会读取；新牌局不再使用。
whist-result-won = { $winners } 号位获胜：{ $deals } 局后 { $score } 比 { $other }。
whist-result-floor = { $winners } 号位获胜：{ $deals } 局后 { $losers } 号位降到 { $score }。

## 公开的牌桌

whist-table-head = **第 { $deal } 局** · 发牌人 { $dealer }
whist-goal-deals = 共 { $deals } 局
whist-goal-bid = 先到 +{ $target } 获胜，到 −{ $target } 告负
whist-goal-target = 先到 { $target } 分获胜
whist-table-score = 比分：{ $score }（{ $goal }）
whist-trump-turned-up = 将牌：{ $symbol } { $suit }（翻开的牌：{ $card }）
whist-trumps = 将牌：{ $symbol } { $suit }
whist-trumps-not-named = 将牌尚未指定
whist-no-trumps = 无将
whist-auction = 叫牌：{ $calls }
whist-auction-empty = 叫牌：还没有人叫
whist-call-pass = 不叫
whist-contract = 定约（{ $player }）：{ $contract } — { $bidders } 需要 { $need } 墩，{ $defenders } 拿到 { $set } 墩即可使定约失败
whist-kitty-shown = 亮出的底牌：{ $cards }
whist-exchanged = { $player } { $count ->
    [0] 保留了手牌
   *[other] 换了 { $count } 张牌
}；底牌算作叫牌方的第一墩
whist-books = { $variant ->
        [bidwhist] 墩数
       *[whist] 墩数
    }：{ $books }
whist-trick = 第 { $number } 墩：{ $plays }
whist-trick-play-winning = { $player } { $cards }（最大）
whist-last-trick = 上一墩（{ $player } 赢）：{ $plays }
whist-cards-in-hand = 手中张数：{ $counts }
whist-over-drawn = 牌局结束：平局。
whist-over-won = 牌局结束：{ $team } 获胜。
whist-waiting = 正在等 { $player } { $phase ->
    [auction] 叫牌
    [declare] 宣布定约
    [exchange] 和底牌换牌，底牌算作叫牌方的第一墩
   *[play] 出牌
}。
whist-footer = 按“{ table-button-hand }”查看手牌并出牌，或输入 /play cards:"{ $move ->
        [bid] 4 高
        [trump] 红桃
        [direction] 高
        [exchange] { whist-typed-keep }
       *[card] AS
    }"。

## 玩家的手牌

whist-spectator = 观战者没有手牌。
whist-hand-head = **你的手牌**（{ $count } 张）— { $trump }
whist-hand-head-downtown = **你的手牌**（{ $count } 张）— { $trump } · 低（A 2 3 … K）
whist-hand-jokers = 王：{ $cards }
whist-hand-jokers-worthless = 王（无将时无用）：{ $cards }
whist-hand-trumps = { $symbol } **将牌**：{ $cards }
whist-hand-suit = { $symbol } { $suit }：{ $cards }
whist-hand-kitty = 底牌：{ $cards }
whist-hand-kitty-put-back = 底牌（你扣回的）：{ $cards }
whist-your-turn = 轮到你了。
whist-prompt-bid = 从菜单里**叫牌**，或选择**不叫**。
whist-prompt-must-bid = 其他人都不叫：你是发牌人，**必须叫牌**。
whist-prompt-direction = 为你的无将定约**选择高或低**。
whist-prompt-trump = **请指定将牌花色。**
whist-prompt-play = 从菜单里**出一张牌**。
whist-prompt-follow = 从菜单里**出一张牌**：你必须跟{ $suit }。
whist-prompt-play-tap = **点一张牌**出牌。
whist-prompt-follow-tap = **点一张牌**出牌：你必须跟{ $suit }。
whist-prompt-exchange = **和底牌换牌。** 在菜单中从手牌和底牌里选出 { $count } 张留作底牌，然后按 **确认**。{ $now } 大家会看到你换了几张，但看不到是哪几张。
whist-exchange-now-swap = 按目前的选择，你换出 { $give }，换入 { $take }。
whist-exchange-now-keep = 按目前的选择（底牌保持原样），你保留手牌。

## 按钮和菜单

whist-label-trump-card = { $card } · 将牌
whist-label-kitty-card = { $card } · 底牌
whist-label-bid = 叫 { $bid }：{ $books } 墩，{ $kind ->
    [downtown] 小牌赢
    [notrump] 无将
   *[uptown] 大牌赢
}
whist-label-pass = 不叫
whist-label-uptown = 按高打（A K Q … 2：大牌赢）
whist-label-downtown = 按低打（A 2 3 … K：小牌赢，A 仍最大）
whist-label-keep-hand = 保留手牌（不换）
whist-label-exchange = 换出 { $give }，换入 { $take }
whist-label-exchange-count = 换 { $count } 张牌
whist-menu-kitty = 选出 { $count } 张留作底牌
whist-menu-bid = 叫牌或不叫
whist-menu-declare = 宣布定约
whist-menu-play = 出一张牌
whist-button-play-only = 出 { $card }
whist-menu-bid-short = 叫牌
whist-button-waiting = 正在等 { $player }
whist-button-waiting-nobody = 没有在等任何人
whist-button-confirm = 确认：把这 { $count } 张留作底牌
whist-button-keep = 保留手牌

## 牌桌选项（/table options、/table create）：每项一行，不超过 100 个字符。

option-whist-target = 赢得牌局所需的分数
option-whist-deals = 固定打这么多局，不设目标分；总分高者获胜
option-whist-dealer = 第一位发牌人的座位 1–4（none：随机决定）
option-whist-trump = 将牌花色：`turnup` 发牌人翻开的最后一张牌，或 `rotating` 按局轮换
option-whist-cycle = 轮换将牌：4（红桃、方块、黑桃、梅花）或 5（之后再加一局无将）
option-bidwhist-target = 赢得牌局所需的分数；一方降到负这个分数即告负
option-bidwhist-min-bid = 允许的最低叫牌（3 是冒险打法）
option-bidwhist-kitty = 何时向所有人亮出底牌：`notrump` 无将叫牌后、`trump` 有将叫牌后、`never` 从不、`always` 总是
option-bidwhist-auction = 叫牌方式：`continuous`（轮流叫，不叫后不能再叫）或 `single`（每人只叫一次，发牌人最后）
option-bidwhist-penalty = 定约失败时扣去差的墩数（`shortfall`）或整个叫牌数（`bid`）
option-bidwhist-overtricks = 超过叫牌的墩数也计分
option-bidwhist-declare = 将牌 / 方向在拿底牌之前（`before`）还是之后（`after`）宣布
whist-prompt-only = 按 **{ $button }**：这是你现在唯一能出的牌。
