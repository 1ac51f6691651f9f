# Parlour — shengji: rules summaries (/rules), one line per section.

rules-shengji-1 = **Players.** 4, in two partnerships; partners sit opposite. Two decks with jokers by default (108 cards, 25 each and 8 in the kitty).
rules-shengji-2 = **Levels.** Each side has a level, from 2 up to A; the declaring side's level is the hand's **trump rank**. Trumps are the jokers, every card of the trump rank, and the trump suit.
rules-shengji-3 = **Declaring.** While the cards are dealt, show a trump-rank card to make its suit trump; a pair overturns a single, and a pair of jokers makes the hand no-trump. In the first hand the final declarer's side becomes the declarers.
rules-shengji-4 = **Kitty.** The starter takes the kitty and buries as many cards.
rules-shengji-5 = **Play.** Leads are singles, pairs, tractors (consecutive pairs) or throws of top cards. Follow the group led with the same shape if you can (pairs to pairs, tractors to tractors), else as much of it as you can. A side suit may be trumped by a trump of the same shape.
rules-shengji-6 = **Points.** 5s count 5, tens and kings 10. The attackers (the side not declaring) collect points from the tricks they win; if they win the last trick, the kitty's points count with a multiplier. With 80 or more of 200 the attackers take over as declarers and may go up; with fewer, the declarers go up 1–3 levels. A side wins by going past A.
