# Parlour — 纸牌：花色与大小王的名称，以及输入纸牌时的提示（惠斯特、叫牌惠斯特与升级共用）。
# 花色用国内牌桌的通行叫法：黑桃、红桃、方块、梅花；王牌叫大王、小王（升级的说法）。
# 牌面记法（10♥、TH、SJ）各语言通用，点数只用记法显示。

cards-suit-spades = 黑桃
cards-suit-hearts = 红桃
cards-suit-diamonds = 方块
cards-suit-clubs = 梅花
cards-joker-big = 大王
cards-joker-small = 小王

cards-empty = 这不是一张牌：什么也没写。
cards-unknown-card = 看不懂“{ $text }”是哪张牌。请写出点数和花色，例如 TH、10h、♥10、AS{ $jokers }。
cards-joker-hint = ，大小王写 BJ / SJ
cards-none-named = 请至少写一张牌，例如 `TH` 或 `10h 10h`。
cards-too-many = 哪一手牌都没有这么多张。
cards-typed-play = 出 出牌
cards-typed-trump = 主 主牌 叫主
cards-not-held = 你手里没有 { $piece }。
# 两张以上的牌列在一起（$rest 本身也可以是一串）。
cards-list = { $first }、{ $rest }
