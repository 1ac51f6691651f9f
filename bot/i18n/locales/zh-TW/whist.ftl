# Parlour — 惠斯特與叫牌惠斯特。術語取自橋牌的說法：將牌（trump）、無將（no-trump）、
# 墩（trick / book）、叫牌（bid）、莊家（贏得叫牌者）、發牌人、跟牌、底牌（kitty）。
# Bid Whist 的 uptown / downtown 譯作「高」（大牌贏）/「低」（小牌贏，A 仍最大）。
# 臺灣橋牌多說「王牌 / 無王」，但「王」會和大王、小王（鬼牌）混淆，所以這裡用「將牌 / 無將」。

rules-whist-1 = **人數。** 4 人，兩兩結成搭檔，搭檔對面而坐。
rules-whist-2 = **發牌。** 每人 13 張。{ $trumps ->
        [rotating] 將牌按局輪換：紅心、方塊、黑桃、梅花，然後從頭再來；不翻牌。
        [rotating-no-trump] 將牌按局輪換：紅心、方塊、黑桃、梅花，接著一局無將，然後從頭再來；不翻牌。
       *[turnup] 發牌人的最後一張牌翻開亮出：它的花色就是將牌。
    }
rules-whist-3 = **出牌。** 發牌人左手的玩家領出任意一張牌。有領出花色的牌就必須跟牌，沒有才可以出任意牌。最大的將牌贏得這一墩，沒有將牌時由領出花色中最大的牌贏。贏墩者領出下一墩。
rules-whist-4 = **計分。** 墩數多的一方，超過六墩的每一墩得 1 分；另一方不得分。{ $deals ->
        [0] 先到 { $target } 分的一方獲勝。
       *[other] 打滿 { $deals } 局後，得分多的一方獲勝；得分相同則為平局。
    }

rules-bidwhist-1 = **人數。** 4 人，兩兩結成搭檔，搭檔對面而坐。共 54 張牌：一副牌加大王和小王。
rules-bidwhist-2 = **發牌。** 每人 12 張，6 張扣下作底牌。
rules-bidwhist-3 = **叫牌。** { $auction ->
        [single] 從發牌人左手開始，每人只叫一次，發牌人最後叫：叫得比前面高，或不叫。
       *[continuous] 從發牌人左手開始，每人依次叫得比前面高，或不叫（不叫後不能再叫）。
    }叫牌是超過六墩的墩數加上一種打法：**高**（大牌贏）、**低**（小牌贏，A 仍最大）或 **無將**。所以「4 高」表示承諾在有將牌、大牌贏的情況下拿到 13 墩中的 10 墩。同樣的數字，低大於高，無將大於兩者。最低可叫 { $min_bid }。如果三人都不叫，發牌人必須叫。
rules-bidwhist-4 = **定約。** { $declare ->
        [after] 贏得叫牌的人先拿起底牌，扣下同樣張數的牌，再指定將牌花色（叫無將時則選高或低）。
       *[before] 贏得叫牌的人指定將牌花色（叫無將時則選高或低），拿起底牌，再扣下同樣張數的牌。
    }有將定約中兩張王是最大的將牌；無將定約中兩張王毫無用處。底牌算作叫牌一方的第一墩。
rules-bidwhist-5 = **出牌。** 贏得叫牌的人領出；有領出花色必須跟牌；最大的將牌贏，否則按定約的方向由領出花色中最大的牌贏。
rules-bidwhist-6 = **計分。** 完成定約：叫牌方{ $overtricks ->
        [off] 得到與叫牌數字相同的分（超出的墩不計分）
       *[on] 超過六墩的每一墩得 1 分
    }。定約失敗：{ $penalty ->
        [bid] 扣去整個叫牌數
       *[shortfall] 扣去差的墩數
    }。防守方從不得分。{ $deals ->
        [0] 先到 +{ $target } 的一方獲勝；降到 −{ $target } 的一方告負。
       *[other] 打滿 { $deals } 局後，得分多的一方獲勝；得分相同則為平局。
    }

## 共用詞語

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — 第 { NUMBER($table, useGrouping: 0) } 桌
whist-seat = { $seat } 號位
whist-bid = { $number } { $kind ->
    [downtown] 低
    [notrump] 無將
   *[uptown] 高
}
whist-contract-trump = { $bid }，{ $suit }為將牌
whist-contract-direction = { $bid }，按{ $direction ->
    [downtown] 低
   *[uptown] 高
}打

## 拒絕的理由

whist-not-an-action = 這不是我能看懂的惠斯特操作。
whist-game-over = 牌局已經結束。
whist-not-your-turn = 還沒輪到你。
whist-wrong-phase = 現在不能這麼做：{ $phase ->
    [auction] 輪到你叫牌或不叫
    [declare] 你贏得了叫牌，請宣布定約
    [exchange] 輪到你和底牌換牌
   *[play] 輪到你出牌
}。
whist-no-auction = 這種玩法沒有叫牌。
whist-auction-over = 叫牌已經結束。
whist-not-your-turn-to-bid = 還沒輪到你叫牌。
whist-dealer-must-bid = 其他人都不叫，發牌人必須叫。
whist-bid-out-of-range = 叫牌是 1 到 { $max } 之間的數字。
whist-bid-below-minimum = 這一桌最低要叫 { $min }。
whist-bid-too-low = 你叫的必須高過 { $bid }。
whist-no-contract = 沒有要宣布的定約。
whist-choose-direction-instead = 叫了無將之後，請選擇高或低。
whist-name-trump-instead = 叫了有將的牌之後，請指定將牌花色。
whist-exchange-uneven = 換出和換入的張數必須相同：你換出 { $give } 張，換入 { $take } 張。
whist-card-named-twice = 你把 { $card } 寫了兩次。
whist-card-not-in-kitty = 底牌裡沒有 { $card }。
whist-card-not-there = { $card } 既不在你手裡，也不在底牌裡。
whist-pick-kitty-cards = 請選出正好 { $count } 張不同的牌留作底牌。
whist-pick-one = 請選一項。
whist-no-trick = 現在沒有在出牌。
whist-must-follow = 你必須跟{ $suit }：你手裡有 { $held }。
whist-players = 惠斯特必須由 { $players } 人分成兩對搭檔來打。
whist-target-or-deals = 目標分數和固定局數只能選一個。
whist-cycle-needs-rotating = `cycle` 只在 `trump=rotating` 時有效。
whist-stale-turn = 還沒輪到你。請按「{ table-button-hand }」取得最新的按鈕。
whist-stale-controls = 這些按鈕已經過時了。請按「{ table-button-hand }」取得新的。
whist-waiting-for = 還沒輪到你：正在等 { $player }。
whist-one-card = 一次只能出一張牌。
whist-unread-bid = 看不懂「{ $text }」是什麼叫牌。
whist-typed-bid = 叫 叫牌
whist-typed-keep = 保留
whist-unread-declaration = 這裡看不懂「{ $text }」。
whist-refusal-hint = { $refusal }{ $hint }
whist-hint-play = 請輸入一張牌，例如 `AS`、`10h` 或 `♥Q`。
whist-hint-auction = 請輸入叫牌，例如 `4`、`4 低` 或 `4 無將`，或輸入 `不叫`。
whist-hint-declare = 請指定將牌花色（`紅心`、`H`、`♥`），叫無將後則輸入 `高` 或 `低`。
whist-hint-exchange = 請輸入要留作底牌的 6 張牌，例如 `2C 3C 4D 5D 6H 7H`，或輸入 `{ whist-typed-keep }` 保留手牌。

## 牌局記錄

whist-deal-bidding = 第 { $deal } 局：{ $dealer } 發牌。{ $bidder } 先叫牌。
whist-deal-turn-up = 第 { $deal } 局：{ $dealer } 發牌。翻開的是 { $card }：{ $suit }為將牌。{ $leader } 領出。
whist-deal-trump = 第 { $deal } 局：{ $dealer } 發牌。本局將牌：{ $suit }。{ $leader } 領出。
whist-deal-no-trump = 第 { $deal } 局：{ $dealer } 發牌。本局無將。{ $leader } 領出。
whist-forced-bid = 大家都不叫：發牌人 { $player } 必須叫，以 { $bid } 拿下定約。
whist-bids = { $player } 叫 { $bid }。
whist-passes = { $player } 不叫。
whist-wins-auction = { $player } 以 { $bid } 贏得叫牌。
whist-names-trump = { $player } 指定 { $symbol } { $suit }為將牌。
whist-direction-chosen = { $player } 的無將定約按{ $direction ->
    [downtown] 低
   *[uptown] 高
}打。
whist-kitty-taken = 你拿起底牌：{ $cards }。
whist-kitty-revealed = { $player } 向大家亮出底牌：{ $cards }。
whist-kitty-kept = { $player } 保留手牌，沒有和底牌換牌。
whist-kitty-exchanged = { $player } 和底牌換了 { $count } 張牌。
whist-exchange-kept = 你保留了手牌。
whist-exchange-made = 你把 { $give } 扣進底牌，拿了 { $take }。
whist-card-played = { $player } 出 { $card }。
# $variant：whist 或 bidwhist；兩種玩法都稱「墩」。
whist-trick-won = 第 { $number } 墩由 { $player } 以 { $card } 贏得（{ $variant ->
        [bidwhist] 墩數
       *[whist] 墩數
    }：{ $books }）。
whist-trick-played = { $line }本墩出牌：{ $plays }。
whist-deal-made = 第 { $deal } 局：{ $team } 叫 { $bid }，拿到 { $books } 墩，完成定約：{ $points }。比分：{ $score }。
whist-deal-set = 第 { $deal } 局：{ $team } 叫 { $bid }，拿到 { $books } 墩，定約失敗：{ $points }。比分：{ $score }。
whist-deal-scored = 第 { $deal } 局：{ $team } 以 { $books } 墩對 { $other } 墩，得 { $points } 分。比分：{ $score }。
whist-game-drawn = 牌局以 { $first }–{ $second } 打平。
whist-game-floor = { $losers } 降到 { $score }：{ $winners } 贏得牌局！
whist-game-won = { $winners } 以 { $score } 比 { $other } 贏得牌局！
whist-result-drawn = { $deals } 局後以 { $first } 比 { $second } 打平。
whist-result-won-by = { $winners } 獲勝：{ $deals } 局後 { $score } 比 { $other }。
whist-result-floor-by = { $winners } 獲勝：{ $deals } 局後 { $losers } 降到 { $score }。
# 供摘要寫出玩家名字之前儲存的牌局使用：$winners 與 $losers 是座位號（「1 和 3」）。
# /history 仍會讀取；新牌局不再使用。
whist-result-won = { $winners } 號位獲勝：{ $deals } 局後 { $score } 比 { $other }。
whist-result-floor = { $winners } 號位獲勝：{ $deals } 局後 { $losers } 號位降到 { $score }。

## 公開的牌桌

whist-table-head = **第 { $deal } 局** · 發牌人 { $dealer }
whist-goal-deals = 共 { $deals } 局
whist-goal-bid = 先到 +{ $target } 獲勝，到 −{ $target } 告負
whist-goal-target = 先到 { $target } 分獲勝
whist-table-score = 比分：{ $score }（{ $goal }）
whist-trump-turned-up = 將牌：{ $symbol } { $suit }（翻開的牌：{ $card }）
whist-trumps = 將牌：{ $symbol } { $suit }
whist-trumps-not-named = 將牌尚未指定
whist-no-trumps = 無將
whist-auction = 叫牌：{ $calls }
whist-auction-empty = 叫牌：還沒有人叫
whist-call-pass = 不叫
whist-contract = 定約（{ $player }）：{ $contract } — { $bidders } 需要 { $need } 墩，{ $defenders } 拿到 { $set } 墩即可使定約失敗
whist-kitty-shown = 亮出的底牌：{ $cards }
whist-exchanged = { $player } { $count ->
    [0] 保留了手牌
   *[other] 換了 { $count } 張牌
}；底牌算作叫牌方的第一墩
whist-books = { $variant ->
        [bidwhist] 墩數
       *[whist] 墩數
    }：{ $books }
whist-trick = 第 { $number } 墩：{ $plays }
whist-trick-play-winning = { $player } { $cards }（最大）
whist-last-trick = 上一墩（{ $player } 贏）：{ $plays }
whist-cards-in-hand = 手中張數：{ $counts }
whist-over-drawn = 牌局結束：平局。
whist-over-won = 牌局結束：{ $team } 獲勝。
whist-waiting = 正在等 { $player } { $phase ->
    [auction] 叫牌
    [declare] 宣布定約
    [exchange] 和底牌換牌，底牌算作叫牌方的第一墩
   *[play] 出牌
}。
whist-footer = 按「{ table-button-hand }」查看手牌並出牌，或輸入 /play cards:"{ $move ->
        [bid] 4 高
        [trump] 紅心
        [direction] 高
        [exchange] { whist-typed-keep }
       *[card] AS
    }"。

## 玩家的手牌

whist-spectator = 觀戰者沒有手牌。
whist-hand-head = **你的手牌**（{ $count } 張）— { $trump }
whist-hand-head-downtown = **你的手牌**（{ $count } 張）— { $trump } · 低（A 2 3 … K）
whist-hand-jokers = 王：{ $cards }
whist-hand-jokers-worthless = 王（無將時無用）：{ $cards }
whist-hand-trumps = { $symbol } **將牌**：{ $cards }
whist-hand-suit = { $symbol } { $suit }：{ $cards }
whist-hand-kitty = 底牌：{ $cards }
whist-hand-kitty-put-back = 底牌（你扣回的）：{ $cards }
whist-your-turn = 輪到你了。
whist-prompt-bid = 從選單裡**叫牌**，或選擇**不叫**。
whist-prompt-must-bid = 其他人都不叫：你是發牌人，**必須叫牌**。
whist-prompt-direction = 為你的無將定約**選擇高或低**。
whist-prompt-trump = **請指定將牌花色。**
whist-prompt-play = 從選單裡**出一張牌**。
whist-prompt-follow = 從選單裡**出一張牌**：你必須跟{ $suit }。
whist-prompt-play-tap = **點一張牌**出牌。
whist-prompt-follow-tap = **點一張牌**出牌：你必須跟{ $suit }。
whist-prompt-exchange = **和底牌換牌。** 在選單中從手牌和底牌裡選出 { $count } 張留作底牌，然後按 **確認**。{ $now } 大家會看到你換了幾張，但看不到是哪幾張。
whist-exchange-now-swap = 按目前的選擇，你換出 { $give }，換入 { $take }。
whist-exchange-now-keep = 按目前的選擇（底牌保持原樣），你保留手牌。

## 按鈕和選單

whist-label-trump-card = { $card } · 將牌
whist-label-kitty-card = { $card } · 底牌
whist-label-bid = 叫 { $bid }：{ $books } 墩，{ $kind ->
    [downtown] 小牌贏
    [notrump] 無將
   *[uptown] 大牌贏
}
whist-label-pass = 不叫
whist-label-uptown = 按高打（A K Q … 2：大牌贏）
whist-label-downtown = 按低打（A 2 3 … K：小牌贏，A 仍最大）
whist-label-keep-hand = 保留手牌（不換）
whist-label-exchange = 換出 { $give }，換入 { $take }
whist-label-exchange-count = 換 { $count } 張牌
whist-menu-kitty = 選出 { $count } 張留作底牌
whist-menu-bid = 叫牌或不叫
whist-menu-declare = 宣布定約
whist-menu-play = 出一張牌
whist-button-play-only = 出 { $card }
whist-menu-bid-short = 叫牌
whist-button-waiting = 正在等 { $player }
whist-button-waiting-nobody = 沒有在等任何人
whist-button-confirm = 確認：把這 { $count } 張留作底牌
whist-button-keep = 保留手牌

## 牌桌選項（/table options、/table create）：每項一行，不超過 100 個字元。

option-whist-target = 贏得牌局所需的分數
option-whist-deals = 固定打這麼多局，不設目標分；總分高者獲勝
option-whist-dealer = 第一位發牌人的座位 1–4（none：隨機決定）
option-whist-trump = 將牌花色：`turnup` 發牌人翻開的最後一張牌，或 `rotating` 按局輪換
option-whist-cycle = 輪換將牌：4（紅心、方塊、黑桃、梅花）或 5（之後再加一局無將）
option-bidwhist-target = 贏得牌局所需的分數；一方降到負這個分數即告負
option-bidwhist-min-bid = 允許的最低叫牌（3 是冒險打法）
option-bidwhist-kitty = 何時向所有人亮出底牌：`notrump` 無將叫牌後、`trump` 有將叫牌後、`never` 從不、`always` 總是
option-bidwhist-auction = 叫牌方式：`continuous`（輪流叫，不叫後不能再叫）或 `single`（每人只叫一次，發牌人最後）
option-bidwhist-penalty = 定約失敗時扣去差的墩數（`shortfall`）或整個叫牌數（`bid`）
option-bidwhist-overtricks = 超過叫牌的墩數也計分
option-bidwhist-declare = 將牌 / 方向在拿底牌之前（`before`）還是之後（`after`）宣布
whist-prompt-only = 按 **{ $button }**：這是你現在唯一能出的牌。
