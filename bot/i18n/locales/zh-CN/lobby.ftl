# Parlour — 大门：/table、/hand、/play、/settings 的语言行、选项错误、翻页按钮和开放牌桌的消息。
# 术语：升级（Shengji/拖拉机）沿用中文牌友的叫法；惠斯特、叫牌惠斯特为通行译名；墨西哥火车为多米诺骨牌游戏的常见译名。

## 游戏名称

game-whist = 惠斯特
game-bidwhist = 叫牌惠斯特
game-shengji = 升级（拖拉机）
game-mexican-train = 墨西哥火车

## 找到命令所指的牌桌

lobby-no-table-here = 这个频道没有开着的牌桌。用 `/table create` 开一桌，或用 `table:` 指明牌桌。
lobby-several-tables = 这里有好几桌：{ $tables }。请加上 `table:` 说明是哪一桌。
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) }（{ $game }）
lobby-list-separator = 、
lobby-no-such-table = 没有 #{ NUMBER($table, useGrouping: 0) } 号牌桌。
lobby-not-your-controls = 这些按钮属于另一位玩家的手牌。
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位现由 AI 代打，这些按钮已不起作用。可用 `/table reclaim` 收回。
   *[no] 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 的座位现由 AI 代打，这些按钮已不起作用。
}
lobby-controls-not-seated = 你在牌桌 #{ NUMBER($table, useGrouping: 0) } 已没有座位，这些按钮已不起作用。

## /table 命令

lobby-not-in-thread = 请在频道里开桌，不要在子区里开。
lobby-channel-taken = 这个频道已经有一桌了，而我在这里无法创建子区来容纳另一桌。请先打完那一桌，或在其他频道使用 `/table create`。
lobby-channel-taken-threads = 这个频道已经有一桌了，我无法在这里为另一桌开子区：为此我需要以下 { $count } 项权限。
    { $permissions }
    请先打完那一桌，或在其他频道使用 `/table create`。
lobby-bot-lacks-permissions = 我无法在这个频道显示牌桌：我在这里需要以下 { $count } 项权限。
    { $permissions }
    请让管理服务器的人为我开启，或在其他频道开桌。
permission-view-channel = 查看频道
permission-send-messages = 发送消息
permission-embed-links = 嵌入链接
permission-attach-files = 附加文件
permission-create-public-threads = 创建公开子区
permission-send-messages-in-threads = 在子区中发送消息
permission-read-message-history = 阅读消息历史记录
lobby-joined = 你已入座：#{ NUMBER($table, useGrouping: 0) } 号桌的 { $seat } 号座位。
lobby-joined-rematch = 你已入座：再来一局的 #{ NUMBER($table, useGrouping: 0) } 号桌，{ $seat } 号座位。
lobby-left = 你离开了 #{ NUMBER($table, useGrouping: 0) } 号桌。
lobby-added-ai = 已添加 { $count } 名 AI 玩家。
lobby-kick-whom = 请指明要踢出的 `player`（玩家）或 `seat`（座位），二选一。
lobby-replace-whom = 请指明要交给 AI 的 `player`（玩家）或 `seat`（座位），二选一。
lobby-not-at-table = { $name } 不在 #{ NUMBER($table, useGrouping: 0) } 号桌。
lobby-not-playing-at-table = { $name } 没有在 #{ NUMBER($table, useGrouping: 0) } 号桌打牌。
lobby-done = 好了。
lobby-noted = 已记下。
lobby-replaced = 完成：{ $seat } 号座位现由 AI 代打。
lobby-reclaimed = 座位又是你的了。按 **{ table-button-hand }** 继续打。
lobby-welcome-back = 欢迎回来！AI 不再替你出牌了。
lobby-started = 牌局开始了。按 **{ table-button-hand }** 查看手牌并出牌。
lobby-closed = #{ NUMBER($table, useGrouping: 0) } 号桌已关闭。
lobby-none-open = 本服务器没有开着的牌桌。用 `/table create` 开一桌。
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — 已坐 { $seated } 人，等待玩家，{ $where }（{ $rules }）
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — 已坐 { $seated } 人，牌局进行中，{ $where }（{ $rules }）
lobby-list-more = ……还有 { $count } 桌。

## 开放牌桌的消息（用牌桌的语言）

lobby-title = { $game } — 第 { NUMBER($table, useGrouping: 0) } 桌
lobby-seat-empty = *空位*
lobby-host = （桌主）
lobby-players = 玩家
lobby-players-value = 已坐 { $seated } 人，需要 { $need } 人
lobby-need-range = { $low }–{ $high }
lobby-rules = 规则
lobby-partners = 搭档
lobby-partners-value = { $seats } 号座位一队，对阵 { $others }。想和朋友搭档：在下方 **{ lobby-seat-menu }** 里选他们那一队的座位（或用 `/table move seat:`）。
lobby-partners-other = { $seats } 号
lobby-seat-menu = 选择座位…
lobby-seat-option = { $seat } 号座位 — { $who }
lobby-seat-free = 空位
lobby-seat-side = { $count ->
   *[other] 与 { $seats } 号一队
}
lobby-turn-timer = 回合计时
lobby-footer = 按“入座”坐下。座位坐满后由桌主开局。
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = 按“入座”坐下。至少 { $low } 人入座后桌主即可开局（最多 { $high } 人）。
lobby-button-join = 入座
lobby-button-leave = 离座
lobby-button-ai = 加 AI
lobby-button-start = 开局
lobby-button-rules = 规则

## 各游戏共用的手牌控件

lobby-choose = 请选择
lobby-choose-one = 请从菜单里选一项。
lobby-choice-gone = 这个选项已经失效。按 **{ table-button-hand }** 获取新的按钮。

## 分页

lobby-page-of = 第 { $page } 页，共 { $pages } 页
lobby-page-back = ◀ 上一页
lobby-page-next = 下一页 ▶
lobby-pages-gone = 这些页面已失效，请重新查询。

## /help、/rules 和 /table options

lobby-rules-which-game = 哪个游戏？加上 `game:`（例如 `/rules game:whist`），或在牌桌的子区里问。
lobby-options-title = { $game } — 牌桌选项
lobby-rules-title = { $game } — 本机器人的玩法
lobby-options-at-table = #{ NUMBER($table, useGrouping: 0) } 号桌的选项
lobby-options-defaults = 选项（默认值）
lobby-options-example = 例如：`{ $command }`

## 牌桌选项：列表和拒绝

option-none = 没有选项：按标准规则。
option-line = - `{ $key }` — { $description }。默认：`{ $default }`；可取 { $allowed }。
option-default-rules = 默认规则
option-allowed-on-off = on、off
option-allowed-list = { $values }
option-allowed-range = { $low }–{ $high } 之间的数
option-allowed-at-least = 至少 { $low } 的数
option-allowed-up-to = 最多 { $high } 的数
option-allowed-number = 一个整数
option-allowed-text = 按说明填写的文字
option-allowed-or-none = { $allowed }，或 none
option-allowed-multiples = { $allowed }，且须为 { $step } 的倍数
option-error-on-off = 选项 `{ $key }` 只能是 on 或 off，不能是“{ $value }”。
option-error-whole-number = 选项 `{ $key }` 要一个整数，不能是“{ $value }”。
option-error-is-on-off = 选项 `{ $key }` 只能是 on 或 off。
option-error-number = 选项 `{ $key }` 要一个整数。
option-error-one-of = 选项 `{ $key }` 只能取：{ $allowed }。
option-error-at-least = 选项 `{ $key }` 至少要 { $low }。
option-error-at-most = 选项 `{ $key }` 最多 { $high }。
option-error-multiple-of = 选项 `{ $key }` 只能取 { $step } 的倍数，不能是“{ $value }”。
option-error-too-long = 选项文字太长了；写几个 `key=value` 就好。
option-error-format = 选项请写成 `key=value`，例如 `{ $example }`。
option-error-unknown = 没有 `{ $key }` 这个选项。{ $known }
option-error-twice = 选项 `{ $key }` 写了两次。
option-known-none = 这个游戏没有选项。
option-known = 可用的选项：{ $keys }。

## /settings：语言

settings-language = 你的语言：**{ $language }**
settings-language-automatic = 你的语言：自动（跟随你的 Discord 客户端，若客户端是英文则用服务器的）
settings-server-language = 新牌桌的语言：**{ $language }**
settings-server-only = 只有拥有“管理服务器”权限的成员才能在服务器里修改服务器默认值（timer、abandon、away_after、server_language）。
settings-dm-hands = 私信发送手牌：**{ $dm ->
    [on] 开
   *[off] 关
}**
settings-server-title = **本服务器新牌桌的默认设置**
settings-server-timer = 回合计时：{ $timer }
settings-server-timer-each-game = 各游戏自己的默认值
settings-server-abandon = 无人操作 { $duration } 后关闭牌桌
settings-server-away = 连续 { $turns } 回合超时后标为暂离

## 所有命令都可能给出的错误

cmd-error-not-understood = 我看不懂这里的 `{ $value }`，请检查一下。
cmd-error-no-dm = 这个命令要在服务器频道里用，不能在私信里用。
cmd-error-check-failed = 你不能在这里使用这个命令。
lobby-opened-slowly = #{ NUMBER($table, useGrouping: 0) } 号桌已开：它的消息随后出现在本频道。
option-error-withdrawn = `{ $key }={ $value }` 已不再提供：选项 `{ $key }` 只能取：{ $allowed }。
