# Parlour — whist: rules summaries (/rules), one line per section.

rules-whist-1 = **Players.** 4, in two partnerships; partners sit opposite.
rules-whist-2 = **Deal.** 13 cards each. The dealer's last card is turned up: its suit is trump (with `trump=rotating`, the suit follows the round: hearts, diamonds, spades, clubs).
rules-whist-3 = **Play.** The player left of the dealer leads any card. You must follow the suit led if you can; otherwise play any card. The highest trump wins the trick, else the highest card of the suit led. The winner leads next.
rules-whist-4 = **Score.** The side with more tricks scores one point for each trick over six; the other side scores nothing. The first side to 5 points wins.

rules-bidwhist-1 = **Players.** 4, in two partnerships; partners sit opposite. 54 cards: the deck and a Big and a Little Joker.
rules-bidwhist-2 = **Deal.** 12 cards each and 6 face down in the kitty.
rules-bidwhist-3 = **Bidding.** From the dealer's left, each player bids higher or passes (a pass is final). A bid is a number of *books* over six plus a kind: **uptown** (high cards win), **downtown** (low cards win, the ace stays high) or **notrump**. So "4 uptown" promises 10 of the 13 books with a trump suit and high cards winning. At the same number downtown beats uptown and notrump beats both. If three players pass, the dealer must bid.
rules-bidwhist-4 = **Contract.** The winner names the trump suit (or, after notrump, uptown or downtown), takes the kitty, and lays away as many cards as they took. In a trump contract both jokers are the highest trumps; in notrump they are worthless. The kitty counts as the bidding side's first book.
rules-bidwhist-5 = **Play.** The winner leads; follow suit if you can; the highest trump wins, else the highest card of the suit led in the contract's direction.
rules-bidwhist-6 = **Score.** Made: the bidding side gains one point per book over six. Set: it loses the shortfall. The defenders never score. The first side to +5 wins; a side at −5 loses.
