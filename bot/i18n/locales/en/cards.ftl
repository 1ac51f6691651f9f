# Parlour — cards: suit and joker names, and refusals about typed cards (shared by Whist,
# Bid Whist and Shengji). Card notation (10♥, TH, SJ) is the same in every language; ranks
# are only ever shown in it, so they have no names here.

cards-suit-spades = spades
cards-suit-hearts = hearts
cards-suit-diamonds = diamonds
cards-suit-clubs = clubs
cards-joker-big = Big Joker
cards-joker-small = Small Joker

cards-empty = That is not a card: it is empty.
cards-unknown-card = I can't read '{ $text }' as a card. Write the rank and the suit, like TH, 10h, ♥10, AS{ $jokers }.
cards-joker-hint = {", "}or SJ / BJ for the jokers
cards-none-named = Name at least one card, like `TH` or `10h 10h`.
cards-too-many = That is more cards than any hand holds.
# Words a player may type before (or after) the cards of a move, or a trump suit, in /play;
# several words separated by spaces. English ones are understood in every language.
cards-typed-play = play
cards-typed-trump = trump trumps
# $piece: a card (10♥, Big Joker) or a domino tile (4-4); bot/games/pieces.py, shared by every game.
cards-not-held = You don't hold { $piece }.
# Two or more cards in a list ($rest may itself be a list).
cards-list = { $first }, { $rest }
