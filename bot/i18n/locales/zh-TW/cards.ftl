# Parlour — 紙牌：花色與大小王的名稱，以及輸入紙牌時的提示（惠斯特、叫牌惠斯特與升級共用）。
# 花色用臺灣牌桌的通行叫法：黑桃、紅心、方塊、梅花；鬼牌依升級的說法叫大王、小王。
# 牌面記法（10♥、TH、SJ）各語言通用，點數只用記法顯示。

cards-suit-spades = 黑桃
cards-suit-hearts = 紅心
cards-suit-diamonds = 方塊
cards-suit-clubs = 梅花
cards-joker-big = 大王
cards-joker-small = 小王

cards-empty = 這不是一張牌：什麼也沒寫。
cards-unknown-card = 看不懂「{ $text }」是哪張牌。請寫出點數和花色，例如 TH、10h、♥10、AS{ $jokers }。
cards-joker-hint = ，大小王寫 BJ / SJ
cards-none-named = 請至少寫一張牌，例如 `TH` 或 `10h 10h`。
cards-too-many = 哪一手牌都沒有這麼多張。
cards-typed-play = 出 出牌
cards-typed-trump = 主 主牌 叫主
cards-not-held = 你手上沒有 { $piece }。
# 兩張以上的牌列在一起（$rest 本身也可以是一串）。
cards-list = { $first }、{ $rest }
