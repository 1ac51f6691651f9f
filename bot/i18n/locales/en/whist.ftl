# Parlour — whist: rules summaries (/rules), one line per section.

rules-whist-1 = **Players.** 4, in two partnerships; partners sit opposite.
rules-whist-2 = **Deal.** 13 cards each. { $trumps ->
        [rotating] Trump follows the deal: hearts, diamonds, spades, clubs, then round again; no card is turned up.
        [rotating-no-trump] Trump follows the deal: hearts, diamonds, spades, clubs, then a deal without trump, then round again; no card is turned up.
       *[turnup] The dealer's last card is turned up: its suit is trump.
    }
rules-whist-3 = **Play.** The player left of the dealer leads any card. You must follow the suit led if you can; otherwise play any card. The highest trump wins the trick, else the highest card of the suit led. The winner leads next.
rules-whist-4 = **Score.** The side with more tricks scores one point for each trick over six; the other side scores nothing. { $deals ->
        [0] The first side to reach a score of { $target } wins.
       *[other] After { $deals ->
            [one] one deal
           *[other] { $deals } deals
        } the side with more points wins; equal scores are a draw.
    }

rules-bidwhist-1 = **Players.** 4, in two partnerships; partners sit opposite. 54 cards: the deck and a Big and a Small Joker.
rules-bidwhist-2 = **Deal.** 12 cards each and 6 face down in the kitty.
rules-bidwhist-3 = **Bidding.** { $auction ->
        [single] From the dealer's left, each player speaks once, the dealer last: bid higher or pass.
       *[continuous] From the dealer's left, each player bids higher or passes (a pass is final).
    } A bid is a number of *books* over six plus a kind: **uptown** (high cards win), **downtown** (low cards win, the ace stays high) or **notrump**. So "4 uptown" promises 10 of the 13 books with a trump suit and high cards winning. At the same number downtown beats uptown and notrump beats both. The lowest bid is { $min_bid }. If three players pass, the dealer must bid.
rules-bidwhist-4 = **Contract.** { $declare ->
        [after] The winner takes the kitty, lays away as many cards as they took, then names the trump suit (or, after notrump, uptown or downtown).
       *[before] The winner names the trump suit (or, after notrump, uptown or downtown), takes the kitty, and lays away as many cards as they took.
    } In a trump contract both jokers are the highest trumps; in notrump they are worthless. The kitty counts as the bidding side's first book.
rules-bidwhist-5 = **Play.** The winner leads; follow suit if you can; the highest trump wins, else the highest card of the suit led in the contract's direction.
rules-bidwhist-6 = **Score.** Made: the bidding side gains { $overtricks ->
        [off] as many points as its bid (books beyond it score nothing)
       *[on] one point per book over six
    }. Set: it loses { $penalty ->
        [bid] the whole bid
       *[shortfall] the shortfall
    }. The defenders never score. { $deals ->
        [0] The first side to +{ $target } wins; a side at −{ $target } loses.
       *[other] After { $deals ->
            [one] one deal
           *[other] { $deals } deals
        } the side with more points wins; equal scores are a draw.
    }

## Shared words: the games' names, bids, contracts, seats. $variant is whist or bidwhist;
## $kind is uptown, downtown or notrump; $direction is uptown or downtown.

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — table #{ NUMBER($table, useGrouping: 0) }
whist-seat = Seat { $seat }
whist-bid = { $number } { $kind ->
    [downtown] downtown
    [notrump] no-trump
   *[uptown] uptown
}
whist-contract-trump = { $bid }, { $suit } trumps
whist-contract-direction = { $bid }, played { $direction ->
    [downtown] downtown
   *[uptown] uptown
}

## Refusals (bot/games/whist/refusals.py and the Discord side).

whist-not-an-action = That is not a Whist action I understand.
whist-game-over = The game is over.
whist-not-your-turn = It's not your turn.
whist-wrong-phase = You can't do that now: { $phase ->
    [auction] it is your turn to bid or pass
    [declare] you won the auction, so name the contract
    [exchange] it is your turn to exchange with the kitty
   *[play] it is your turn to play a card
}.
whist-no-auction = There is no auction in this game.
whist-auction-over = The auction is over.
whist-not-your-turn-to-bid = It's not your turn to bid.
whist-dealer-must-bid = Everyone else passed, so the dealer must bid.
whist-bid-out-of-range = A bid is a number from 1 to { $max }.
whist-bid-below-minimum = The minimum bid at this table is { $min }.
whist-bid-too-low = Your bid must beat { $bid }.
whist-no-contract = There is no contract to declare.
whist-choose-direction-instead = After a no-trump bid, choose uptown or downtown instead.
whist-name-trump-instead = After a suit bid, name the trump suit instead.
whist-exchange-uneven = Give and take the same number of cards: you give { $give } and take { $take }.
whist-card-named-twice = You named { $card } twice.
whist-card-not-in-kitty = { $card } is not in the kitty.
whist-card-not-there = { $card } is neither in your hand nor in the kitty.
whist-pick-kitty-cards = Pick exactly { $count } different cards to leave in the kitty.
whist-pick-one = Pick one option.
whist-no-trick = No trick is being played.
whist-must-follow = You must follow { $suit }: you hold { $held }.
whist-players = Whist is played by exactly { $players } players in two partnerships.
whist-target-or-deals = Choose either a target score or a fixed number of deals, not both.
whist-cycle-needs-rotating = `cycle` only applies with `trump=rotating`.
whist-stale-turn = It's not your turn. Press **{ table-button-hand }** for fresh controls.
whist-stale-controls = Those controls are out of date. Press **{ table-button-hand }** for fresh ones.
whist-waiting-for = It's not your turn: waiting for { $player }.
whist-one-card = Play one card at a time.
whist-unread-bid = I can't read '{ $text }' as a bid.
whist-typed-bid = bid
# The word /play reads for keeping the hand at the kitty (the hint and the footer show it);
# English "keep" is read in every language.
whist-typed-keep = keep
whist-unread-declaration = I can't read '{ $text }' here.
# A refusal of typed text, then how to type it ($hint is one of the whist-hint- messages).
whist-refusal-hint = { $refusal } { $hint }
whist-hint-play = Type one card, like `AS`, `10h` or `♥Q`.
whist-hint-auction = Type a bid like `4`, `4 downtown` or `4 no-trump`, or `pass`.
whist-hint-declare = Name the trump suit (`hearts`, `H`, `♥`), or after a no-trump bid `uptown` or `downtown`.
whist-hint-exchange = Type the 6 cards to leave in the kitty, like `2C 3C 4D 5D 6H 7H`, or `{ whist-typed-keep }` to keep your hand.

## Event lines (the table's thread, or the player's own for private ones).

whist-deal-bidding = Deal { $deal }: { $dealer } deals. { $bidder } bids first.
whist-deal-turn-up = Deal { $deal }: { $dealer } deals. { $card } is turned up: { $suit } are trumps. { $leader } leads.
whist-deal-trump = Deal { $deal }: { $dealer } deals. Trumps this deal: { $suit }. { $leader } leads.
whist-deal-no-trump = Deal { $deal }: { $dealer } deals. No trumps this deal. { $leader } leads.
whist-forced-bid = Everyone passed: { $player }, the dealer, must bid and takes it at { $bid }.
whist-bids = { $player } bids { $bid }.
whist-passes = { $player } passes.
whist-wins-auction = { $player } wins the auction with { $bid }.
whist-names-trump = { $player } names { $symbol } { $suit } as trumps.
whist-direction-chosen = { $player } will play no-trump { $direction ->
    [downtown] downtown
   *[uptown] uptown
}.
whist-kitty-taken = You pick up the kitty: { $cards }.
whist-kitty-revealed = { $player } shows the kitty to everyone: { $cards }.
whist-kitty-kept = { $player } keeps their hand and exchanges nothing with the kitty.
whist-kitty-exchanged = { $player } exchanges { $count } { $count ->
    [one] card
   *[other] cards
} with the kitty.
whist-exchange-kept = You kept your hand.
whist-exchange-made = You put { $give } in the kitty and took { $take }.
whist-card-played = { $player } plays { $card }.
# $variant: whist or bidwhist; classic Whist counts tricks, Bid Whist calls them books.
# $books: each side with its books or tricks, "alice & carol 3 · bob & dave 2"
whist-trick-won = Trick { $number } won by { $player } with { $card } ({ $variant ->
        [bidwhist] books
       *[whist] tricks
    }: { $books }).
# $plays: each seat's name and card, in playing order.
whist-trick-played = { $line } Played: { $plays }.
whist-deal-made = Deal { $deal }: { $team } bid { $bid }, took { $books ->
        [one] { $books } book
       *[other] { $books } books
    } and made it: { $points }. Score: { $score }.
whist-deal-set = Deal { $deal }: { $team } bid { $bid }, took { $books ->
        [one] { $books } book
       *[other] { $books } books
    } and went set: { $points }. Score: { $score }.
whist-deal-scored = Deal { $deal }: { $team } took { $books ->
        [one] { $books } trick
       *[other] { $books } tricks
    } to { $other } and score { $points }. Score: { $score }.
whist-game-drawn = The game is drawn at { $first }–{ $second }.
whist-game-floor = { $losers } fall to { $score }: { $winners } win the game!
whist-game-won = { $winners } win the game, { $score } to { $other }!
# A finished game's summary (history, leaderboards); $winners and $losers are the two sides,
# named by their players ("Ana & Cy").
whist-result-drawn = Draw at { $first } to { $second } after { $deals } { $deals ->
    [one] deal
   *[other] deals
}.
whist-result-won-by = { $winners } win: { $score } to { $other } after { $deals } { $deals ->
    [one] deal
   *[other] deals
}.
whist-result-floor-by = { $winners } win: { $losers } fell to { $score } after { $deals } { $deals ->
    [one] deal
   *[other] deals
}.
# The same for games stored before summaries named players: $winners and $losers are seat
# numbers ("1 & 3"). /history still reads them; new games never use them.
whist-result-won = Seats { $winners } win: { $score } to { $other } after { $deals } { $deals ->
    [one] deal
   *[other] deals
}.
whist-result-floor = Seats { $winners } win: seats { $losers } fell to { $score } after { $deals } { $deals ->
    [one] deal
   *[other] deals
}.

## The public table.

whist-table-head = **Deal { $deal }** · dealer { $dealer }
whist-goal-deals = { $deals } { $deals ->
    [one] deal
   *[other] deals
}
whist-goal-bid = first to +{ $target }, −{ $target } loses
whist-goal-target = first to { $target }
whist-table-score = Score: { $score } ({ $goal })
whist-trump-turned-up = Trumps: { $symbol } { $suit } (turned up: { $card })
whist-trumps = Trumps: { $symbol } { $suit }
whist-trumps-not-named = Trumps not named yet
whist-no-trumps = No trumps
whist-auction = Auction: { $calls }
whist-auction-empty = Auction: no bids yet
whist-call-pass = pass
whist-contract = Contract ({ $player }): { $contract } — { $bidders } need { $need } books, { $defenders } { $set } to set it
whist-kitty-shown = Kitty shown: { $cards }
# $count 0: the declarer kept their hand, as the play-by-play's whist-kitty-kept says
whist-exchanged = { $count ->
    [0] { $player } kept their hand
   *[other] { $player } exchanged { $count } { $count ->
        [one] card
       *[other] cards
    }
}; the kitty is their first book
# $books: each side with its books or tricks, "alice & carol 3 · bob & dave 2"
whist-books = { $variant ->
        [bidwhist] Books
       *[whist] Tricks
    }: { $books }
whist-trick = Trick { $number }: { $plays }
whist-trick-play-winning = { $player } { $cards } (winning)
whist-last-trick = Last trick ({ $player } won): { $plays }
whist-cards-in-hand = Cards in hand: { $counts }
whist-over-drawn = The game is over: a draw.
whist-over-won = The game is over: { $team } win.
whist-waiting = Waiting for { $player } { $phase ->
    [auction] to bid
    [declare] to name the contract
    [exchange] to exchange with the kitty, which becomes their first book
   *[play] to play
}.
# the move typed is in the reader's own words where /play reads them (whist.py's _UP_WORDS,
# suit words, whist-typed-keep); card codes are the same in every language
whist-footer = Press "{ table-button-hand }" to see your cards and play, or type /play cards:"{ $move ->
        [bid] 4 uptown
        [trump] hearts
        [direction] uptown
        [exchange] { whist-typed-keep }
       *[card] AS
    }".

## A player's hand.

whist-spectator = Spectators have no hand.
whist-hand-head = **Your hand** ({ $count } { $count ->
    [one] card
   *[other] cards
}) — { $trump }
whist-hand-head-downtown = **Your hand** ({ $count } { $count ->
    [one] card
   *[other] cards
}) — { $trump } · downtown (A 2 3 … K)
whist-hand-jokers = Jokers: { $cards }
whist-hand-jokers-worthless = Jokers (worthless at no-trump): { $cards }
whist-hand-trumps = { $symbol } **trumps**: { $cards }
whist-hand-suit = { $symbol } { $suit }: { $cards }
whist-hand-kitty = Kitty: { $cards }
whist-hand-kitty-put-back = Kitty (you put back): { $cards }
whist-your-turn = Your turn.
whist-prompt-bid = **Bid** from the menu, or **Pass**.
whist-prompt-must-bid = Everyone else passed: as the dealer you **must bid**.
whist-prompt-direction = **Choose the direction** for your no-trump contract.
whist-prompt-trump = **Name the trump suit.**
whist-prompt-play = **Play a card** from the menu.
whist-prompt-follow = **Play a card** from the menu: you must follow { $suit }.
# Instead of the two above when the legal cards are a row of buttons.
whist-prompt-play-tap = **Tap a card** to play it.
whist-prompt-follow-tap = **Tap a card** to play it: you must follow { $suit }.
# $now is whist-exchange-now-swap or whist-exchange-now-keep.
whist-prompt-exchange = **Exchange with the kitty.** In the menu, pick the { $count } cards (of your hand and the kitty) to leave in the kitty, then press **Confirm**. { $now } Everyone will see how many cards you exchanged, not which.
whist-exchange-now-swap = As chosen, you give { $give } and take { $take }.
whist-exchange-now-keep = As chosen (the kitty as dealt), you keep your hand.

## Buttons, menus and their options (100 characters at most).

whist-label-trump-card = { $card } · trump
whist-label-kitty-card = { $card } · kitty
whist-label-bid = Bid { $bid }: { $books } books, { $kind ->
    [downtown] low cards win
    [notrump] no trumps
   *[uptown] high cards win
}
whist-label-pass = Pass
whist-label-uptown = Play uptown (A K Q … 2: high cards win)
whist-label-downtown = Play downtown (A 2 3 … K: low cards win, ace still top)
whist-label-keep-hand = Keep my hand (exchange nothing)
whist-label-exchange = Give { $give }, take { $take }
whist-label-exchange-count = Exchange { $count } { $count ->
    [one] card
   *[other] cards
}
whist-menu-kitty = Pick the { $count } cards to leave in the kitty
whist-menu-bid = Bid or pass
whist-menu-declare = Name the contract
whist-menu-play = Play a card
whist-button-play-only = Play { $card }
whist-menu-bid-short = Bid
whist-button-waiting = Waiting for { $player }
whist-button-waiting-nobody = Waiting for nobody
whist-button-confirm = Confirm: leave these { $count } in the kitty
whist-button-keep = Keep my hand

## Table options (/table options, /table create): one line each, 100 characters at most.

option-whist-target = Points that win the game
option-whist-deals = Play exactly this many deals instead of to a target; higher total wins
option-whist-dealer = First dealer's seat 1–4 (none: chosen at random)
option-whist-trump = Trump suit: the dealer's turned-up last card, or rotating by deal
option-whist-cycle = Rotating trump: 4 (hearts, diamonds, spades, clubs) or 5 (then a no-trump deal)
option-bidwhist-target = Points that win the game; a side at minus this loses it
option-bidwhist-min-bid = Lowest bid allowed (3 is the risky version)
option-bidwhist-kitty = Kitty shown to all after: notrump bids, trump bids, never, always
option-bidwhist-auction = Auction: continuous (round and round; a pass is final) or single (each bids once, dealer last)
option-bidwhist-penalty = A failed contract loses the shortfall or the whole bid
option-bidwhist-overtricks = Books beyond the bid score too
option-bidwhist-declare = Trump / direction named before or after taking the kitty
whist-prompt-only = Press **{ $button }**: it is the only card you may play.
