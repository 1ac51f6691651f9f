# Parlour — 升级（拖拉机）：引擎的拒绝理由、牌桌、手牌与操作。
# 术语取自中文升级的通行说法：升级、拖拉机、主牌、级牌、亮主、反主、加固、甩牌、抠底、底牌、
# 庄家（坐庄的一方为“庄家方”）、闲家（抓分的一方）、对子、大王、小王、分、无主。
# 牌面记法（10♥、TH、SJ）与玩家名字作为参数传入，不翻译。

## 其他消息用到的词

shengji-trumps = 主牌
shengji-level-beyond = A（通关）
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }；{ $rest }
shengji-shape-single = { $count ->
    [1] 一张单牌
   *[other] { $count } 张单牌
}
shengji-shape-pair = { $count ->
    [1] 一个对子
   *[other] { $count } 个对子
}
shengji-shape-triple = { $count ->
    [1] 一个三张
   *[other] { $count } 个三张
}
shengji-shape-tractor = { $count ->
    [1] 一个拖拉机（{ $length } 连对）
   *[other] { $count } 个拖拉机（各 { $length } 连对）
}
shengji-shape-run = { $count ->
    [1] 一个 { $length } 连三张
   *[other] { $count } 个 { $length } 连三张
}
shengji-shapes-and = { $first }和{ $rest }
shengji-shapes-of = { $group }的{ $shapes }
shengji-lead-throw = 甩牌
shengji-lead-shape = 领出的{ $shape }
shengji-declaration = { $count ->
    [1] 一张 { $card }
    [2] 一对 { $card }
   *[other] 三张 { $card }
}
shengji-result-by = { $winners } 获胜，打到 { $level }；另一方打到 { $other }。
# 供摘要写出玩家名字之前保存的牌局使用：$first 与 $second 是座位号。/history 仍会读取；新牌局不再使用。
shengji-result = { $first } 号位和 { $second } 号位获胜，打到 { $level }；另一方打到 { $other }。

## 拒绝理由

shengji-game-over = 本局游戏已结束。
shengji-declare-only-in-deal = 只能在发牌时亮主。
shengji-wrong-action-deal = 正在发牌：现在只能亮主。
shengji-wrong-action-name-trump = 须先定主。
shengji-wrong-action-bury = 庄家须先扣底。
shengji-wrong-action-play = 现在请出牌。
shengji-wrong-action-throw-choice = 请选择甩牌失败后须领出的那一部分。
shengji-not-possible-now = 现在不能这样做。
shengji-declare-after-deal = 本桌发牌时不能亮主：牌发完后，由 { $first }（庄家的对家）先亮主，然后按顺序轮流。
shengji-declaring-over = 亮主已结束：大家都不亮了，正在定主。
shengji-declare-turn-first = 还没轮到你亮主：由 { $seat }先亮。
shengji-declare-turn-next = 还没轮到你亮主：下一个是 { $seat }。
shengji-nothing-to-declare = 你现在没有可亮的牌，继续发牌。
shengji-not-your-turn = 还没轮到你：正在等 { $seats }。
shengji-not-your-turn-to-play = 还没轮到你出牌。
shengji-not-your-turn-fresh = 还没轮到你。请按 **{ table-button-hand }** 刷新操作按钮。
shengji-choose-a-card = 请至少选一张牌。
shengji-lead-one-group = 领出的牌必须是同一花色，或者全是主牌。
shengji-choose-throw-part = 请从甩牌中可被管住的部分里选一个：{ $parts }。
shengji-deal-count = { $left ->
        [1] 请发最后一张牌。
       *[other] 请发 1 到 { $left } 张牌。
    }
shengji-deal-not-done = 还有 { $left } 张牌没发完。
shengji-bury-count = 请正好扣 { $count } 张底牌：与底牌张数相同。
shengji-four-players = 升级必须正好 4 人打，对家两人一队。
shengji-no-such-option = 升级没有 `{ $key }` 这个选项。
shengji-fixed-dealer-fixed-trump = `declare_order=fixed-dealer` 要求大家轮流亮主，而 `fixed_trump` 事先定好了主，没人亮主：请二选一。
shengji-fixed-dealer-first-card = 在 `declare_order=fixed-dealer` 下，没人亮主时由庄家的对家定主：请去掉 `no_declaration=first-card`。
shengji-declare-trump-fixed = 本桌主牌花色已事先定好：不亮主。
shengji-declare-identical = 亮主要亮一张牌，或两三张相同的牌。
shengji-declare-not-held = 你手里没有 { $count } 张 { $card }。
shengji-declare-no-trump-off = 本桌不允许亮无主。
shengji-declare-single-joker = 单张王不能亮主：请亮一对相同的王。
shengji-declare-rank-only = 只有级牌（{ $rank }）或一对王才能亮主。
shengji-declare-at-most-three = 亮主最多亮三张。
shengji-declare-own = 不能反自己亮的主。
shengji-declare-own-reinforce = 不能反自己亮的主；要加固，请一起亮出 { $count } 张 { $card }。
shengji-declare-too-weak = 这样反不了 { $current }：反主必须更大。
shengji-declare-final = 本桌没有牌能反 { $current }：一对王亮的主不能再反。
shengji-follow-count = 请正好出 { $count } 张牌：与领出的张数相同。
shengji-follow-suit = 你手里还有{ $group }：必须跟{ $group }。
shengji-follow-all-of = { $count ->
    [1] 你手里有 1 张{ $group }：必须先出它，才能垫别的牌。
   *[other] 你手里有 { $count } 张{ $group }：必须先全部出完，才能垫别的牌。
}
shengji-follow-shape = 你手里有{ $held }：跟{ $lead }时必须{ $count ->
    [1] 出它
   *[other] 把它们都出上
}。
shengji-declaration-stale = 这个亮主按钮已过期。请按 **{ table-button-hand }**。
shengji-controls-stale = 这些操作按钮已过期。请按 **{ table-button-hand }** 刷新。
shengji-pick-cards-first = 请先在菜单里选牌。
shengji-cards-gone = 这些牌已不在你手里。请按 **{ table-button-hand }**。
shengji-not-a-suit = 看不懂“{ $text }”是哪个花色。
shengji-refusal-with-hint = { $refusal }{ $hint }
shengji-hint-deal = 输入要亮的牌，如 `2H` 或 `2H 2H`（或 `SJ SJ`），不亮就输入 `过`。
shengji-hint-name-trump = 说出主牌花色：`红桃`、`H` 或 `♥`。
shengji-hint-bury = 输入要扣的牌，如 `3C 4C 6D 7D 8D 9S JS QS`。
shengji-hint-play = 输入你要出的牌，如 `AS` 或 `TH TH 9H 9H`。
shengji-hint-throw-choice = 输入甩牌中必须领出的部分，如 `QH` 或 `4H 4H`。
shengji-typed-pass = 过
shengji-typed-bury = 扣 扣底 埋

## 牌桌与记录

shengji-table-title = { game-shengji } — 第 { NUMBER($table, useGrouping: 0) } 桌
shengji-footer = 按“{ table-button-hand }”查看手牌并出牌，或输入 /play cards:"{ $typed }"。
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = 无主
shengji-suit-trumps = { $suit }为主
shengji-event-dealing = 发牌中… { $dealt }/{ $total } 张。
shengji-event-declare = { $name } 亮 { $cards }：{ $trumps }。
shengji-event-overturn = { $name } 用 { $cards } 反主：{ $trumps }。
shengji-event-reinforce = { $name } 用 { $cards } 加固：{ $trumps }。
shengji-event-redeal = 没人亮主：收牌、洗牌，重新发牌。
shengji-event-kitty-turned = 没人亮主：翻底牌 — { $cards }：{ $trumps }。
shengji-event-name-trump-asked = 没人亮主：由 { $name } 定主。
shengji-event-trump-named = { $name } 定 { $suit } 为主。
shengji-event-trump-fixed = 主牌：{ $suit }，级牌 { $rank }。{ $starter } 坐庄并拿底牌；{ $team } 为庄家方。
shengji-event-trump-fixed-none = 无主，级牌 { $rank }。{ $starter } 坐庄并拿底牌；{ $team } 为庄家方。
shengji-event-kitty-taken = 你拿到底牌：{ $cards }。请扣回同样张数的牌。
shengji-event-buried = { $name } 扣了 { $count } 张底牌。
shengji-event-you-buried = 你扣了 { $cards }。
shengji-event-played = { $name } 出 { $cards }。
shengji-event-part-chosen = { $name } 选择 { $thrower } 的甩牌中须领出的部分。
shengji-event-trick-won = { $name } 以 { $cards } 赢得第 { $number } 轮（{ $points }）。
shengji-event-game-won = 🏆 { $team } 赢得本场，打到 { $level }！
shengji-points-none = 没有分
shengji-points-declarers = { $points } 分归庄家方 { $team }：不计
shengji-points-opponents = { $points } 分归闲家 { $team }
shengji-throw-beaten = { $name } 用 { $cards } 管住 { $part }
shengji-event-throw-failed = { $name } 甩牌 { $cards } 失败：{ $beaten }。
shengji-event-throw-chooser = 由 { $name } 选择领出哪一部分。
shengji-event-throw-forced = { $name } 甩牌 { $cards } 失败：{ $beater } 能用 { $beating } 管住 { $part }，{ $name } 须领出 { $part }（罚 { $penalty } 分）。
shengji-you-throw-forced = **你的甩牌 { $cards } 失败**：{ $beater } 能用 { $beating } 管住 { $part }，所以只领出了 { $part }，{ $back } 收回手中。
shengji-you-throw-penalty = { $side ->
    [opponents] 罚分：你方闲家扣 { $penalty } 分。
   *[declarers] 罚分：闲家得 { $penalty } 分。
}
shengji-you-throw-chooser = **你的甩牌 { $cards } 失败**：{ $beaten }。由 { $name } 选择你须领出其中哪一部分，其余的牌收回手中。
shengji-hand-over = **第 { $hand } 局结束。** 底牌：{ $kitty }（{ $points } 分）。
shengji-hand-over-bonus = **第 { $hand } 局结束。** 底牌：{ $kitty }（{ $points } 分）×{ $multiplier } = { $bonus } 分，抠底归闲家。
shengji-hand-over-count = 闲家（{ $team }）：{ $points } 分（抓分 { $tricks }，抠底 { $kitty }，罚分 { $penalty }）。
shengji-hand-over-keep = { $team } 守庄成功，升 { $steps } 级 → { $level }。
shengji-hand-over-take-up = { $team } 上台坐庄，并升 { $steps } 级 → { $level }。
shengji-hand-over-take = { $team } 上台坐庄。
shengji-hand-over-next = 下一局：{ $name } 坐庄；级牌 { $level }。
shengji-trick-line = { $trick }本轮出牌：{ $plays }。
shengji-deal-start = **第 { $hand } 局**：正在发牌；级牌 { $rank }。边抓牌边在 **{ table-button-hand }** 里亮主。
shengji-deal-start-ordered = **第 { $hand } 局**：正在发牌；级牌 { $rank }。牌发完后按顺序轮流亮主。
shengji-deal-done = 牌已发完：定主前还有最后机会亮主或反主。
shengji-deal-done-ordered = 牌已发完：按顺序轮流亮主，从 { $name }（庄家的对家）开始。
shengji-trumps-suit = 主牌 { $suit }，级牌 { $rank }
shengji-trumps-none = 无主，级牌 { $rank }
shengji-trumps-none-jokers = 无主（只有王是主），级牌 { $rank }
shengji-trumps-open = 尚未定主，级牌 { $rank }
shengji-game-over-head = 游戏结束
shengji-table-head = **第 { $hand } 局** · { $head }
shengji-table-team = { $team }：打 { $level }{ $role ->
    [declarers] （庄家方）
    [opponents] （闲家）
   *[none] {""}
}
shengji-table-starter = 坐庄：{ $name }
shengji-table-dealing = 发牌：{ $dealt }/{ $total } 张
shengji-table-no-declaration = 亮主：暂无
shengji-table-declaration = 亮主：{ $name } 亮了{ $shown }
shengji-table-kitty-turned = 翻开的底牌：{ $cards }
shengji-table-points = 闲家得分：{ $points }（{ $threshold } 分上台）
shengji-table-points-penalty = 闲家得分：{ $points }（{ $threshold } 分上台；罚分 { $penalty }）
shengji-table-point-cards = 闲家的分牌：{ $cards }
shengji-table-last-trick = 上一轮（{ $name } 赢，{ $points } 分）：{ $plays }
shengji-table-trick = 第 { $number } 轮：
shengji-table-trick-play = { $name }：{ $cards }
shengji-table-trick-play-winning = { $name }：{ $cards } ← 最大
shengji-table-throw-choice = { $name } 正在选择甩牌失败后须领出的部分
shengji-table-winner = 🏆 { $team } 赢得本场
shengji-table-turn = 轮到：{ $names }{ $phase ->
    [bury] （扣底牌）
    [name_trump] （定主）
   *[other] {""}
}

## 手牌与操作

shengji-hand-spectator = 旁观者看不到手牌。
shengji-hand-head = **你的手牌**（{ $count } 张）· { $trumps }
shengji-trumps-label = 主牌
shengji-hand-group = { $group }（{ $count }）：{ $cards }
shengji-hand-buried = 扣底：{ $cards }
shengji-menu-part = { $group }（{ $part }/{ $parts }）
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group }（已选 { $count } 张）
shengji-menu-bury-chosen = 已选要扣的牌（{ $chosen }/{ $count } 张）
shengji-quick-follow = 快捷跟牌：{ $count } 种现成出法
shengji-quick-lead = 快捷领出：{ $count } 种现成出法
shengji-action-deal = 发 { $count } 张牌
shengji-action-finish-deal = 结束发牌
shengji-action-declare = 亮 { $cards }
shengji-action-pass = 不亮
shengji-action-name-trump = 定 { $suit } 为主
shengji-action-bury = 扣 { $cards }
shengji-action-play = 出 { $cards }
shengji-action-throw-part = 指定领出 { $cards }
shengji-prompt-declare = 用下面的牌 **亮主**，或按 **不亮**。
shengji-prompt-declare-typed = 用下面的牌 **亮主**，或按 **不亮**（也可输入 `/play cards:"{ $typed }"`）。
shengji-prompt-declare-wait = 不急：发牌结束前随时可以亮主；按 **不亮** 只放弃这一次机会。
shengji-prompt-name-trump = 没人亮主：**请定主**。
shengji-prompt-throw-choice = { $name } 甩牌失败：**请指定其必须领出的部分**。
shengji-prompt-bury-suggested = **扣 { $count } 张底牌**：已替你选好建议扣的牌，按 **扣这些**，或在菜单里更换。
shengji-prompt-bury-pick = **扣 { $count } 张底牌**：在菜单里选（已选 { $chosen }/{ $count }），然后按 **扣这些**。
shengji-prompt-from-kitty = 来自底牌：{ $cards }
shengji-prompt-chosen = 已选：{ $cards }
shengji-prompt-bury-put-back = 想一次放回几张，就在第一个菜单（已选的牌）里取消勾选。
shengji-prompt-lead = **轮到你领出**：{ $quick ->
    [buttons] 点一个快捷出法，或在菜单里选单张、对子、拖拉机或甩牌，然后按 **出牌**。
    [menu] 在第一个菜单里选一个快捷出法，或在下面的菜单里选单张、对子、拖拉机或甩牌，然后按 **出牌**。
   *[none] 在菜单里选单张、对子、拖拉机或甩牌，然后按 **出牌**。
}
shengji-prompt-follow = **轮到你跟牌**：{ $quick ->
    [buttons] 点一个快捷出法，或在菜单里选 { $count } 张牌，然后按 **出牌**。
    [menu] 在第一个菜单里选一个快捷出法，或在下面的菜单里选 { $count } 张牌，然后按 **出牌**。
   *[none] 在菜单里选 { $count } 张牌，然后按 **出牌**。
}
shengji-prompt-refused = 已选：{ $cards } — ❌ { $reason }
shengji-prompt-throw = 已选：{ $cards } — ✅ 可以出（这是甩牌：如果别人能管住其中一部分，你就得领出那部分，每收回一张牌罚 { $penalty } 分）。
shengji-prompt-playable = 已选：{ $cards } — ✅ 可以出。
shengji-choose = 请选择
shengji-declare-placeholder = 亮主…
shengji-button-play = 出牌
shengji-button-clear = 清空
shengji-button-bury-these = 扣这些
shengji-button-bury-count = 扣底 { $chosen }/{ $count } 张
shengji-button-dealing = 发牌 { $dealt }/{ $total }：暂时没有可亮的牌
shengji-button-game-over = 游戏已结束
shengji-button-waiting = 等待 { $names }
shengji-button-deal = 等待发牌

## 牌桌选项（/table options）

option-shengji-decks = 用几副 54 张的牌：2 副（每人 25 张，底牌 8 张）、1 副（12 张，底牌 6 张）或 3 副（39 张，底牌 6 张）
option-shengji-no-trump = 一对王可以亮无主
option-shengji-no-trump-trumps = 无主时的主牌：王和级牌（ranks），或只有王（jokers）
option-shengji-overturn = 亮主大小：阶梯（ladder：单张 < 对子 < 小王对 < 大王对 < 三张），或王最大（joker-final：一对王不能被反）
option-shengji-reinforce = 亮主的人可以加固自己亮的主
option-shengji-first-starter = 第一局谁坐庄：谁亮主谁坐庄（declare），或 1 号位（fixed）
option-shengji-no-declaration = 没人亮主时（庄家已定）：翻底牌直到出现级牌（kitty），翻第一张底牌（first-card），或由庄家的对家定主（partner）
option-shengji-declare-order = 谁可以亮主：任何人，发牌时和发完后都可以（open）；或牌发完后，从庄家的对家开始按顺序轮流，直到连续四人不亮（fixed-dealer；同时意味着 first_starter=fixed 和 no_declaration=partner）
option-shengji-fixed-trump = 事先定好的主牌花色（不亮主）
option-shengji-kitty-multiplier = 闲家抠底的倍数：最后一轮每人出牌张数的 2 倍（cards），或固定 ×2（double）
option-shengji-throw-penalty = 甩牌失败时每收回一张牌罚的分
option-shengji-throw-choice = 甩牌失败且有几部分能被管住时：强制领出最小的部分（smallest），或由下家选择（next-player）
option-shengji-failed-throw = 别人能管住的甩牌：领出者领出能被管住的部分，每收回一张牌罚 throw_penalty 分
option-shengji-follow-tractor = 跟拖拉机：有拖拉机必须出拖拉机（tractor），或任意对子即可（pairs）
option-shengji-triple-follow = 3 副牌时跟连三张：按 s1 顺序，或对子拖拉机排在三张加对子之前（tractor-first）或两个三张之前（tractor-top）
option-shengji-direction = 出牌方向
option-shengji-must-defend = 必打级：坐庄时必须打过、不能直接跳过的级：none（不设）、ace（必打 A）或 5-10-k-a（必打 5、10、K、A）
option-shengji-target = 一方打过这一级即获胜（t = 10）
option-shengji-declare-pause = 最后一张牌发出（或之后有人亮主）后还能亮主的秒数；能亮主的人都选择不亮后，稍候即结束发牌
option-shengji-levels = 两队的起始级数，先 1、3 号位再 2、4 号位（如 6-4；须同时设 `starter`）：接着上一场继续打，“{ table-button-continue }”会这样设置
option-shengji-starter = 第一局坐庄的座位，其所在一方为庄家方（与 levels 一起用时：按上一场最后一局的结果）

## /rules

rules-shengji-1 = **人数。** 4 人，对家两两组队，对面而坐。用 { $decks } 副带王的牌（{ $cards } 张，每人 { $hand } 张，底牌 { $kitty } 张）。
rules-shengji-2 = **级别。** 每方有自己的级，{ $from ->
        [carried] 接着上一场（1、3 号位打 { $first_level }，2、4 号位打 { $second_level }）打到 { $target }
       *[two] 从 2 打到 { $target }
    }；庄家方的级就是本局的 **级牌**。主牌包括大小王、所有级牌和主花色的牌。
rules-shengji-3 = **亮主。** { $declaring ->
        [fixed] 不亮主：每局都以{ $suit }为主，第一局由 { $starter } 号位坐庄，其所在一方为庄家方。
        [ordered] 牌全部发完后，从庄家的对家开始，每人依次可以亮出一张级牌，以其花色为主（一对可以反一张），直到连续四人不亮。第一局由 { $starter } 号位坐庄，其所在一方为庄家方。
       *[other] 发牌时亮出一张级牌，即以其花色为主；一对可以反一张{ $declaring ->
            [no-no-trump] ；本桌一对王不能亮无主
           *[other] ，一对王可以亮无主
        }。{ $first ->
            [seat] 第一局由 { $starter } 号位坐庄，其所在一方为庄家方。
           *[declarer] 第一局最后亮主的人所在一方成为庄家方。第一局若无人亮主，则重新发牌；重发三次后，由第一个摸牌的人坐庄，主牌按之后各局的办法确定。
        }
    }
rules-shengji-4 = **底牌。** 坐庄的人拿起底牌，再扣回同样张数的牌。
rules-shengji-5 = **出牌。** 可以领出单张、对子、拖拉机（相连的对子）或甩牌（几组最大的牌）。跟牌要尽量跟同样的牌型（对子跟对子，拖拉机跟拖拉机），跟不上就尽量多跟。某门副牌出完了，就可以用同样牌型的主牌毙。
rules-shengji-6 = **计分。** 5 算 5 分，10 和 K 算 10 分。闲家（非庄家方）从赢得的轮次里抓分；如果闲家赢了最后一轮，底牌的分按倍数计入（抠底）。{ $points } 分中拿到 { $threshold } 分或以上，闲家上台坐庄，还可能升级；不到 { $threshold } 分，庄家方升 1–3 级。一方打过 { $target } 即获胜。
shengji-prompt-only = **轮到你**：按 **{ $button }**，这是你唯一合法的出法。
