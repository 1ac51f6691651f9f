# Parlour — faces：墨西哥火車牌局圖與花色設定（issue #15）。
# 術語：墨西哥火車（Mexican Train）、火車標記（marker）、起始牌／火車頭（engine）、牌堆（boneyard）、對子牌（double）。

faces-board-round = 第 { $round }/{ $rounds } 局 · 火車頭
faces-board-boneyard = 牌堆：{ $count } 張
faces-board-over = 遊戲結束
faces-board-mexican = 墨西哥火車
faces-board-legend-marker = 標記：人人可接
faces-board-legend-double = 未接的雙牌：須先接上
faces-board-legend-blocking = 攔路的雙牌：最先接上

faces-style-two-colour = 雙色
faces-style-four-colour = 四色
faces-style-text = 純文字（螢幕閱讀器）
faces-settings-cards = 花色顯示：**{ $style }** { $suits }

faces-open-ends = 可接的端點：{ $ends }
faces-open-end-yours = 你的火車 → { $end }
faces-open-end-mexican = 墨西哥火車 → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }
