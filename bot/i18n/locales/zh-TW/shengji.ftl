# Parlour — 升級（拖拉機）：引擎的拒絕理由、牌桌、手牌與操作。
# 術語取自中文升級的通行說法：升級、拖拉機、主牌、級牌、亮主、反主、加固、甩牌、摳底、底牌、
# 莊家（坐莊的一方為「莊家方」）、閒家（抓分的一方）、對子、大王、小王、分、無主。
# 牌面記法（10♥、TH、SJ）與玩家名字作為參數傳入，不翻譯。

## 其他訊息用到的詞

shengji-trumps = 主牌
shengji-level-beyond = A（通關）
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }；{ $rest }
shengji-shape-single = { $count ->
    [1] 一張單牌
   *[other] { $count } 張單牌
}
shengji-shape-pair = { $count ->
    [1] 一個對子
   *[other] { $count } 個對子
}
shengji-shape-triple = { $count ->
    [1] 一個三張
   *[other] { $count } 個三張
}
shengji-shape-tractor = { $count ->
    [1] 一個拖拉機（{ $length } 連對）
   *[other] { $count } 個拖拉機（各 { $length } 連對）
}
shengji-shape-run = { $count ->
    [1] 一個 { $length } 連三張
   *[other] { $count } 個 { $length } 連三張
}
shengji-shapes-and = { $first }和{ $rest }
shengji-shapes-of = { $group }的{ $shapes }
shengji-lead-throw = 甩牌
shengji-lead-shape = 領出的{ $shape }
shengji-declaration = { $count ->
    [1] 一張 { $card }
    [2] 一對 { $card }
   *[other] 三張 { $card }
}
shengji-result-by = { $winners } 獲勝，打到 { $level }；另一方打到 { $other }。
# 供摘要寫出玩家名字之前儲存的牌局使用：$first 與 $second 是座位號。/history 仍會讀取；新牌局不再使用。
shengji-result = { $first } 號位和 { $second } 號位獲勝，打到 { $level }；另一方打到 { $other }。

## 拒絕理由

shengji-game-over = 本局遊戲已結束。
shengji-declare-only-in-deal = 只能在發牌時亮主。
shengji-wrong-action-deal = 正在發牌：現在只能亮主。
shengji-wrong-action-name-trump = 須先定主。
shengji-wrong-action-bury = 莊家須先扣底。
shengji-wrong-action-play = 現在請出牌。
shengji-wrong-action-throw-choice = 請選擇甩牌失敗後須領出的那一部分。
shengji-not-possible-now = 現在不能這樣做。
shengji-declare-after-deal = 本桌發牌時不能亮主：牌發完後，由 { $first }（莊家的對家）先亮主，然後按順序輪流。
shengji-declaring-over = 亮主已結束：大家都不亮了，正在定主。
shengji-declare-turn-first = 還沒輪到你亮主：由 { $seat }先亮。
shengji-declare-turn-next = 還沒輪到你亮主：下一個是 { $seat }。
shengji-nothing-to-declare = 你現在沒有可亮的牌，繼續發牌。
shengji-not-your-turn = 還沒輪到你：正在等 { $seats }。
shengji-not-your-turn-to-play = 還沒輪到你出牌。
shengji-not-your-turn-fresh = 還沒輪到你。請按 **{ table-button-hand }** 重新整理操作按鈕。
shengji-choose-a-card = 請至少選一張牌。
shengji-lead-one-group = 領出的牌必須是同一花色，或者全是主牌。
shengji-choose-throw-part = 請從甩牌中可被管住的部分裡選一個：{ $parts }。
shengji-deal-count = { $left ->
        [1] 請發最後一張牌。
       *[other] 請發 1 到 { $left } 張牌。
    }
shengji-deal-not-done = 還有 { $left } 張牌沒發完。
shengji-bury-count = 請正好扣 { $count } 張底牌：與底牌張數相同。
shengji-four-players = 升級必須正好 4 人打，對家兩人一隊。
shengji-no-such-option = 升級沒有 `{ $key }` 這個選項。
shengji-fixed-dealer-fixed-trump = `declare_order=fixed-dealer` 要求大家輪流亮主，而 `fixed_trump` 事先定好了主，沒人亮主：請二選一。
shengji-fixed-dealer-first-card = 在 `declare_order=fixed-dealer` 下，沒人亮主時由莊家的對家定主：請去掉 `no_declaration=first-card`。
shengji-declare-trump-fixed = 本桌主牌花色已事先定好：不亮主。
shengji-declare-identical = 亮主要亮一張牌，或兩三張相同的牌。
shengji-declare-not-held = 你手裡沒有 { $count } 張 { $card }。
shengji-declare-no-trump-off = 本桌不允許亮無主。
shengji-declare-single-joker = 單張王不能亮主：請亮一對相同的王。
shengji-declare-rank-only = 只有級牌（{ $rank }）或一對王才能亮主。
shengji-declare-at-most-three = 亮主最多亮三張。
shengji-declare-own = 不能反自己亮的主。
shengji-declare-own-reinforce = 不能反自己亮的主；要加固，請一起亮出 { $count } 張 { $card }。
shengji-declare-too-weak = 這樣反不了 { $current }：反主必須更大。
shengji-declare-final = 本桌沒有牌能反 { $current }：一對王亮的主不能再反。
shengji-follow-count = 請正好出 { $count } 張牌：與領出的張數相同。
shengji-follow-suit = 你手裡還有{ $group }：必須跟{ $group }。
shengji-follow-all-of = { $count ->
    [1] 你手裡有 1 張{ $group }：必須先出它，才能墊別的牌。
   *[other] 你手裡有 { $count } 張{ $group }：必須先全部出完，才能墊別的牌。
}
shengji-follow-shape = 你手裡有{ $held }：跟{ $lead }時必須{ $count ->
    [1] 出它
   *[other] 把它們都出上
}。
shengji-declaration-stale = 這個亮主按鈕已過期。請按 **{ table-button-hand }**。
shengji-controls-stale = 這些操作按鈕已過期。請按 **{ table-button-hand }** 重新整理。
shengji-pick-cards-first = 請先在選單裡選牌。
shengji-cards-gone = 這些牌已不在你手裡。請按 **{ table-button-hand }**。
shengji-not-a-suit = 看不懂「{ $text }」是哪個花色。
shengji-refusal-with-hint = { $refusal }{ $hint }
shengji-hint-deal = 輸入要亮的牌，如 `2H` 或 `2H 2H`（或 `SJ SJ`），不亮就輸入 `過`。
shengji-hint-name-trump = 說出主牌花色：`紅心`、`H` 或 `♥`。
shengji-hint-bury = 輸入要扣的牌，如 `3C 4C 6D 7D 8D 9S JS QS`。
shengji-hint-play = 輸入你要出的牌，如 `AS` 或 `TH TH 9H 9H`。
shengji-hint-throw-choice = 輸入甩牌中必須領出的部分，如 `QH` 或 `4H 4H`。
shengji-typed-pass = 過
shengji-typed-bury = 扣 扣底 埋

## 牌桌與記錄

shengji-table-title = { game-shengji } — 第 { NUMBER($table, useGrouping: 0) } 桌
shengji-footer = 按「{ table-button-hand }」查看手牌並出牌，或輸入 /play cards:"{ $typed }"。
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = 無主
shengji-suit-trumps = { $suit }為主
shengji-event-dealing = 發牌中… { $dealt }/{ $total } 張。
shengji-event-declare = { $name } 亮 { $cards }：{ $trumps }。
shengji-event-overturn = { $name } 用 { $cards } 反主：{ $trumps }。
shengji-event-reinforce = { $name } 用 { $cards } 加固：{ $trumps }。
shengji-event-redeal = 沒人亮主：收牌、洗牌，重新發牌。
shengji-event-kitty-turned = 沒人亮主：翻底牌 — { $cards }：{ $trumps }。
shengji-event-name-trump-asked = 沒人亮主：由 { $name } 定主。
shengji-event-trump-named = { $name } 定 { $suit } 為主。
shengji-event-trump-fixed = 主牌：{ $suit }，級牌 { $rank }。{ $starter } 坐莊並拿底牌；{ $team } 為莊家方。
shengji-event-trump-fixed-none = 無主，級牌 { $rank }。{ $starter } 坐莊並拿底牌；{ $team } 為莊家方。
shengji-event-kitty-taken = 你拿到底牌：{ $cards }。請扣回同樣張數的牌。
shengji-event-buried = { $name } 扣了 { $count } 張底牌。
shengji-event-you-buried = 你扣了 { $cards }。
shengji-event-played = { $name } 出 { $cards }。
shengji-event-part-chosen = { $name } 選擇 { $thrower } 的甩牌中須領出的部分。
shengji-event-trick-won = { $name } 以 { $cards } 贏得第 { $number } 輪（{ $points }）。
shengji-event-game-won = 🏆 { $team } 贏得本場，打到 { $level }！
shengji-points-none = 沒有分
shengji-points-declarers = { $points } 分歸莊家方 { $team }：不計
shengji-points-opponents = { $points } 分歸閒家 { $team }
shengji-throw-beaten = { $name } 用 { $cards } 管住 { $part }
shengji-event-throw-failed = { $name } 甩牌 { $cards } 失敗：{ $beaten }。
shengji-event-throw-chooser = 由 { $name } 選擇領出哪一部分。
shengji-event-throw-forced = { $name } 甩牌 { $cards } 失敗：{ $beater } 能用 { $beating } 管住 { $part }，{ $name } 須領出 { $part }（罰 { $penalty } 分）。
shengji-you-throw-forced = **你的甩牌 { $cards } 失敗**：{ $beater } 能用 { $beating } 管住 { $part }，所以只領出了 { $part }，{ $back } 收回手中。
shengji-you-throw-penalty = { $side ->
    [opponents] 罰分：你方閒家扣 { $penalty } 分。
   *[declarers] 罰分：閒家得 { $penalty } 分。
}
shengji-you-throw-chooser = **你的甩牌 { $cards } 失敗**：{ $beaten }。由 { $name } 選擇你須領出其中哪一部分，其餘的牌收回手中。
shengji-hand-over = **第 { $hand } 局結束。** 底牌：{ $kitty }（{ $points } 分）。
shengji-hand-over-bonus = **第 { $hand } 局結束。** 底牌：{ $kitty }（{ $points } 分）×{ $multiplier } = { $bonus } 分，摳底歸閒家。
shengji-hand-over-count = 閒家（{ $team }）：{ $points } 分（抓分 { $tricks }，摳底 { $kitty }，罰分 { $penalty }）。
shengji-hand-over-keep = { $team } 守莊成功，升 { $steps } 級 → { $level }。
shengji-hand-over-take-up = { $team } 上台坐莊，並升 { $steps } 級 → { $level }。
shengji-hand-over-take = { $team } 上台坐莊。
shengji-hand-over-next = 下一局：{ $name } 坐莊；級牌 { $level }。
shengji-trick-line = { $trick }本輪出牌：{ $plays }。
shengji-deal-start = **第 { $hand } 局**：正在發牌；級牌 { $rank }。邊抓牌邊在 **{ table-button-hand }** 裡亮主。
shengji-deal-start-ordered = **第 { $hand } 局**：正在發牌；級牌 { $rank }。牌發完後按順序輪流亮主。
shengji-deal-done = 牌已發完：定主前還有最後機會亮主或反主。
shengji-deal-done-ordered = 牌已發完：按順序輪流亮主，從 { $name }（莊家的對家）開始。
shengji-trumps-suit = 主牌 { $suit }，級牌 { $rank }
shengji-trumps-none = 無主，級牌 { $rank }
shengji-trumps-none-jokers = 無主（只有王是主），級牌 { $rank }
shengji-trumps-open = 尚未定主，級牌 { $rank }
shengji-game-over-head = 遊戲結束
shengji-table-head = **第 { $hand } 局** · { $head }
shengji-table-team = { $team }：打 { $level }{ $role ->
    [declarers] （莊家方）
    [opponents] （閒家）
   *[none] {""}
}
shengji-table-starter = 坐莊：{ $name }
shengji-table-dealing = 發牌：{ $dealt }/{ $total } 張
shengji-table-no-declaration = 亮主：暫無
shengji-table-declaration = 亮主：{ $name } 亮了{ $shown }
shengji-table-kitty-turned = 翻開的底牌：{ $cards }
shengji-table-points = 閒家得分：{ $points }（{ $threshold } 分上台）
shengji-table-points-penalty = 閒家得分：{ $points }（{ $threshold } 分上台；罰分 { $penalty }）
shengji-table-point-cards = 閒家的分牌：{ $cards }
shengji-table-last-trick = 上一輪（{ $name } 贏，{ $points } 分）：{ $plays }
shengji-table-trick = 第 { $number } 輪：
shengji-table-trick-play = { $name }：{ $cards }
shengji-table-trick-play-winning = { $name }：{ $cards } ← 最大
shengji-table-throw-choice = { $name } 正在選擇甩牌失敗後須領出的部分
shengji-table-winner = 🏆 { $team } 贏得本場
shengji-table-turn = 輪到：{ $names }{ $phase ->
    [bury] （扣底牌）
    [name_trump] （定主）
   *[other] {""}
}

## 手牌與操作

shengji-hand-spectator = 旁觀者看不到手牌。
shengji-hand-head = **你的手牌**（{ $count } 張）· { $trumps }
shengji-trumps-label = 主牌
shengji-hand-group = { $group }（{ $count }）：{ $cards }
shengji-hand-buried = 扣底：{ $cards }
shengji-menu-part = { $group }（{ $part }/{ $parts }）
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group }（已選 { $count } 張）
shengji-menu-bury-chosen = 已選要扣的牌（{ $chosen }/{ $count } 張）
shengji-quick-follow = 快捷跟牌：{ $count } 種現成出法
shengji-quick-lead = 快捷領出：{ $count } 種現成出法
shengji-action-deal = 發 { $count } 張牌
shengji-action-finish-deal = 結束發牌
shengji-action-declare = 亮 { $cards }
shengji-action-pass = 不亮
shengji-action-name-trump = 定 { $suit } 為主
shengji-action-bury = 扣 { $cards }
shengji-action-play = 出 { $cards }
shengji-action-throw-part = 指定領出 { $cards }
shengji-prompt-declare = 用下面的牌 **亮主**，或按 **不亮**。
shengji-prompt-declare-typed = 用下面的牌 **亮主**，或按 **不亮**（也可輸入 `/play cards:"{ $typed }"`）。
shengji-prompt-declare-wait = 不急：發牌結束前隨時可以亮主；按 **不亮** 只放棄這一次機會。
shengji-prompt-name-trump = 沒人亮主：**請定主**。
shengji-prompt-throw-choice = { $name } 甩牌失敗：**請指定其必須領出的部分**。
shengji-prompt-bury-suggested = **扣 { $count } 張底牌**：已替你選好建議扣的牌，按 **扣這些**，或在選單裡更換。
shengji-prompt-bury-pick = **扣 { $count } 張底牌**：在選單裡選（已選 { $chosen }/{ $count }），然後按 **扣這些**。
shengji-prompt-from-kitty = 來自底牌：{ $cards }
shengji-prompt-chosen = 已選：{ $cards }
shengji-prompt-bury-put-back = 想一次放回幾張，就在第一個選單（已選的牌）裡取消勾選。
shengji-prompt-lead = **輪到你領出**：{ $quick ->
    [buttons] 點一個快捷出法，或在選單裡選單張、對子、拖拉機或甩牌，然後按 **出牌**。
    [menu] 在第一個選單裡選一個快捷出法，或在下面的選單裡選單張、對子、拖拉機或甩牌，然後按 **出牌**。
   *[none] 在選單裡選單張、對子、拖拉機或甩牌，然後按 **出牌**。
}
shengji-prompt-follow = **輪到你跟牌**：{ $quick ->
    [buttons] 點一個快捷出法，或在選單裡選 { $count } 張牌，然後按 **出牌**。
    [menu] 在第一個選單裡選一個快捷出法，或在下面的選單裡選 { $count } 張牌，然後按 **出牌**。
   *[none] 在選單裡選 { $count } 張牌，然後按 **出牌**。
}
shengji-prompt-refused = 已選：{ $cards } — ❌ { $reason }
shengji-prompt-throw = 已選：{ $cards } — ✅ 可以出（這是甩牌：如果別人能管住其中一部分，你就得領出那部分，每收回一張牌罰 { $penalty } 分）。
shengji-prompt-playable = 已選：{ $cards } — ✅ 可以出。
shengji-choose = 請選擇
shengji-declare-placeholder = 亮主…
shengji-button-play = 出牌
shengji-button-clear = 清空
shengji-button-bury-these = 扣這些
shengji-button-bury-count = 扣底 { $chosen }/{ $count } 張
shengji-button-dealing = 發牌 { $dealt }/{ $total }：暫時沒有可亮的牌
shengji-button-game-over = 遊戲已結束
shengji-button-waiting = 等待 { $names }
shengji-button-deal = 等待發牌

## 牌桌選項（/table options）

option-shengji-decks = 用幾副 54 張的牌：2 副（每人 25 張，底牌 8 張）、1 副（12 張，底牌 6 張）或 3 副（39 張，底牌 6 張）
option-shengji-no-trump = 一對王可以亮無主
option-shengji-no-trump-trumps = 無主時的主牌：王和級牌（ranks），或只有王（jokers）
option-shengji-overturn = 亮主大小：階梯（ladder：單張 < 對子 < 小王對 < 大王對 < 三張），或王最大（joker-final：一對王不能被反）
option-shengji-reinforce = 亮主的人可以加固自己亮的主
option-shengji-first-starter = 第一局誰坐莊：誰亮主誰坐莊（declare），或 1 號位（fixed）
option-shengji-no-declaration = 沒人亮主時（莊家已定）：翻底牌直到出現級牌（kitty），翻第一張底牌（first-card），或由莊家的對家定主（partner）
option-shengji-declare-order = 誰可以亮主：任何人，發牌時和發完後都可以（open）；或牌發完後，從莊家的對家開始按順序輪流，直到連續四人不亮（fixed-dealer；同時意味著 first_starter=fixed 和 no_declaration=partner）
option-shengji-fixed-trump = 事先定好的主牌花色（不亮主）
option-shengji-kitty-multiplier = 閒家摳底的倍數：最後一輪每人出牌張數的 2 倍（cards），或固定 ×2（double）
option-shengji-throw-penalty = 甩牌失敗時每收回一張牌罰的分
option-shengji-throw-choice = 甩牌失敗且有幾部分能被管住時：強制領出最小的部分（smallest），或由下家選擇（next-player）
option-shengji-failed-throw = 別人能管住的甩牌：領出者領出能被管住的部分，每收回一張牌罰 throw_penalty 分
option-shengji-follow-tractor = 跟拖拉機：有拖拉機必須出拖拉機（tractor），或任意對子即可（pairs）
option-shengji-triple-follow = 3 副牌時跟連三張：按 s1 順序，或對子拖拉機排在三張加對子之前（tractor-first）或兩個三張之前（tractor-top）
option-shengji-direction = 出牌方向
option-shengji-must-defend = 必打級：坐莊時必須打過、不能直接跳過的級：none（不設）、ace（必打 A）或 5-10-k-a（必打 5、10、K、A）
option-shengji-target = 一方打過這一級即獲勝（t = 10）
option-shengji-declare-pause = 最後一張牌發出（或之後有人亮主）後還能亮主的秒數；能亮主的人都選擇不亮後，稍候即結束發牌
option-shengji-levels = 兩隊的起始級數，先 1、3 號位再 2、4 號位（如 6-4；須同時設 `starter`）：接著上一場繼續打，「{ table-button-continue }」會這樣設定
option-shengji-starter = 第一局坐莊的座位，其所在一方為莊家方（與 levels 一起用時：按上一場最後一局的結果）

## /rules

rules-shengji-1 = **人數。** 4 人，對家兩兩組隊，對面而坐。用 { $decks } 副帶王的牌（{ $cards } 張，每人 { $hand } 張，底牌 { $kitty } 張）。
rules-shengji-2 = **級別。** 每方有自己的級，{ $from ->
        [carried] 接著上一場（1、3 號位打 { $first_level }，2、4 號位打 { $second_level }）打到 { $target }
       *[two] 從 2 打到 { $target }
    }；莊家方的級就是本局的 **級牌**。主牌包括大小王、所有級牌和主花色的牌。
rules-shengji-3 = **亮主。** { $declaring ->
        [fixed] 不亮主：每局都以{ $suit }為主，第一局由 { $starter } 號位坐莊，其所在一方為莊家方。
        [ordered] 牌全部發完後，從莊家的對家開始，每人依次可以亮出一張級牌，以其花色為主（一對可以反一張），直到連續四人不亮。第一局由 { $starter } 號位坐莊，其所在一方為莊家方。
       *[other] 發牌時亮出一張級牌，即以其花色為主；一對可以反一張{ $declaring ->
            [no-no-trump] ；本桌一對王不能亮無主
           *[other] ，一對王可以亮無主
        }。{ $first ->
            [seat] 第一局由 { $starter } 號位坐莊，其所在一方為莊家方。
           *[declarer] 第一局最後亮主的人所在一方成為莊家方。第一局若無人亮主，則重新發牌；重發三次後，由第一個摸牌的人坐莊，主牌按之後各局的辦法確定。
        }
    }
rules-shengji-4 = **底牌。** 坐莊的人拿起底牌，再扣回同樣張數的牌。
rules-shengji-5 = **出牌。** 可以領出單張、對子、拖拉機（相連的對子）或甩牌（幾組最大的牌）。跟牌要儘量跟同樣的牌型（對子跟對子，拖拉機跟拖拉機），跟不上就儘量多跟。某門副牌出完了，就可以用同樣牌型的主牌斃。
rules-shengji-6 = **計分。** 5 算 5 分，10 和 K 算 10 分。閒家（非莊家方）從贏得的輪次裡抓分；如果閒家贏了最後一輪，底牌的分按倍數計入（摳底）。{ $points } 分中拿到 { $threshold } 分或以上，閒家上台坐莊，還可能升級；不到 { $threshold } 分，莊家方升 1–3 級。一方打過 { $target } 即獲勝。
shengji-prompt-only = **輪到你**：按 **{ $button }**，這是你唯一合法的出法。
