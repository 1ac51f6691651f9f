# Parlour — karata: majina ya pande (suti) na jokari, na makosa ya kuandika karata (Whist,
# Bid Whist na Shengji). Majina ya pande ni ya karata za Afrika Mashariki: shupaza (♠),
# kopa (♥), uwari (♦), pau (♣). Maandishi ya karata (10♥, TH, SJ) ni yale yale kwa kila lugha.

cards-suit-spades = shupaza
cards-suit-hearts = kopa
cards-suit-diamonds = uwari
cards-suit-clubs = pau
cards-joker-big = Jokari Mkubwa
cards-joker-small = Jokari Mdogo

cards-empty = Hiyo si karata: haina kitu.
cards-unknown-card = Siwezi kusoma '{ $text }' kama karata. Andika namba na upande, kama TH, 10h, ♥10, AS{ $jokers }.
cards-joker-hint = {", "}au SJ / BJ kwa jokari
cards-none-named = Taja angalau karata moja, kama `TH` au `10h 10h`.
cards-too-many = Hizo ni karata nyingi kuliko mkono wowote unavyoshika.
cards-typed-play = cheza
cards-typed-trump = turufu
cards-not-held = Huna { $piece } mkononi.
# Two or more cards in a list ($rest may itself be a list).
cards-list = { $first }, { $rest }
