# Parlour — faces：墨西哥火车牌局图与花色设置（issue #15）。
# 术语：墨西哥火车（Mexican Train）、火车标记（marker）、起始牌/火车头（engine）、牌堆（boneyard）、对子牌（double）。

faces-board-round = 第 { $round }/{ $rounds } 局 · 火车头
faces-board-boneyard = 牌堆：{ $count } 张
faces-board-over = 游戏结束
faces-board-mexican = 墨西哥火车
faces-board-legend-marker = 标记：人人可接
faces-board-legend-double = 未接的双牌：须先接上
faces-board-legend-blocking = 拦路的双牌：最先接上

faces-style-two-colour = 双色
faces-style-four-colour = 四色
faces-style-text = 纯文本（读屏软件）
faces-settings-cards = 花色显示：**{ $style }** { $suits }

faces-open-ends = 可接的端点：{ $ends }
faces-open-end-yours = 你的火车 → { $end }
faces-open-end-mexican = 墨西哥火车 → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }
