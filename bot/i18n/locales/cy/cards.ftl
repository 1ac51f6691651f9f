# Parlour — cardiau: enwau'r siwtiau a'r jocwyr, a gwallau wrth deipio cardiau (Chwist, Chwist
# Bidio a Shengji). Siwtiau: rhawiau, calonnau (fel yn nhestun Tractor, seeds/001), diemwntau,
# clybiau. Mae nodiant y cardiau (10♥, TH, SJ) yr un fath ym mhob iaith.

cards-suit-spades = rhawiau
cards-suit-hearts = calonnau
cards-suit-diamonds = diemwntau
cards-suit-clubs = clybiau
cards-joker-big = Jocer Mawr
cards-joker-small = Jocer Bach

cards-empty = Nid cerdyn yw hwnna: mae'n wag.
cards-unknown-card = Ni allaf ddarllen '{ $text }' fel cerdyn. Ysgrifennwch y rheng a'r siwt, fel TH, 10h, ♥10, AS{ $jokers }.
cards-joker-hint = {", "}neu SJ / BJ am y jocers
cards-none-named = Enwch o leiaf un cerdyn, fel `TH` neu `10h 10h`.
cards-too-many = Mae hynny'n fwy o gardiau nag sydd mewn unrhyw law.
cards-typed-play = chwarae
cards-typed-trump = trwmp trympiau
cards-not-held = Does gennych chi ddim { $piece }.
# Two or more cards in a list ($rest may itself be a list).
cards-list = { $first }, { $rest }
