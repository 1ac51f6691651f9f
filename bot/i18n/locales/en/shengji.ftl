# Parlour — Shengji (Tractor, 升级): the engine's refusals, the table, the hand and its controls.
# Ids: shengji-… (this game), option-shengji-<key> (table options), rules-shengji-N (/rules).
# Card notation (10♥, TH, SJ) and player names come in as parameters and are never translated.
# Terms: "declarers" (the side whose level is played) and "opponents" (the side collecting
# points), "starter" (who takes the kitty and leads first), "kitty", "throw", "tractor", as in
# ../shared/rules/shengji.md.

## Words the other messages are made of

shengji-trumps = trumps
shengji-level-beyond = beyond A
# a row of cards holding a joker: one card, then the rest
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }; { $rest }
shengji-shape-single = { $count ->
    [1] a single
    [2] two singles
    [3] three singles
   *[other] { $count } singles
}
shengji-shape-pair = { $count ->
    [1] a pair
    [2] two pairs
    [3] three pairs
   *[other] { $count } pairs
}
shengji-shape-triple = { $count ->
    [1] a triple
    [2] two triples
   *[other] { $count } triples
}
shengji-shape-tractor = { $count ->
    [1] a tractor of { $length } pairs
    [2] two tractors of { $length } pairs
   *[other] { $count } tractors of { $length } pairs
}
shengji-shape-run = { $count ->
    [1] a run of { $length } triples
    [2] two runs of { $length } triples
   *[other] { $count } runs of { $length } triples
}
shengji-shapes-and = { $first } and { $rest }
shengji-shapes-of = { $shapes } of { $group }
shengji-lead-throw = a throw
shengji-lead-shape = { $shape } lead
shengji-declaration = { $count ->
    [1] a single { $card }
    [2] a pair of { $card }
   *[other] a triple of { $card }
}
shengji-result-by = { $winners } won, going { $level }; the other team reached { $other }.
# The same for games stored before summaries named players: $first and $second are seat numbers.
# /history still reads it; new games never use it.
shengji-result = Seats { $first } & { $second } won, going { $level }; the other team reached { $other }.

## Refusals

shengji-game-over = The game is over.
shengji-declare-only-in-deal = Trumps can only be declared while the cards are dealt.
shengji-wrong-action-deal = The cards are being dealt: you may declare trumps, nothing else.
shengji-wrong-action-name-trump = The trump suit must be named first.
shengji-wrong-action-bury = The starter must bury the kitty first.
shengji-wrong-action-play = Play cards now.
shengji-wrong-action-throw-choice = Choose which part of the failed throw is led.
shengji-not-possible-now = That is not possible now.
shengji-declare-after-deal = Nobody declares while the cards are dealt at this table: once they are all out, { $first } (the starter's partner) declares first, then each player in turn.
shengji-declaring-over = Declaring is over: everybody has passed, and the trump is being fixed.
shengji-declare-turn-first = It's not your turn to declare: { $seat } declares first.
shengji-declare-turn-next = It's not your turn to declare: { $seat } declares next.
shengji-nothing-to-declare = You have nothing to declare now; the deal goes on.
# $seats: the players waited for, "Ana" or "Ana, Ben" (seat numbers where names are not at hand)
shengji-not-your-turn = It's not your turn: waiting for { $seats }.
shengji-not-your-turn-to-play = It's not your turn to play.
shengji-not-your-turn-fresh = It's not your turn. Press **{ table-button-hand }** for fresh controls.
shengji-choose-a-card = Choose at least one card.
shengji-lead-one-group = A lead must be all in one suit, or all trumps.
shengji-choose-throw-part = Choose one of the beatable parts of the throw: { $parts }.
shengji-deal-count = { $left ->
        [one] Deal the last card.
       *[other] Deal between 1 and { $left } cards.
    }
shengji-deal-not-done = { $left ->
    [one] 1 card is still to be dealt.
   *[other] { $left } cards are still to be dealt.
}
shengji-bury-count = Bury exactly { $count } cards: as many as the kitty held.
shengji-four-players = Shengji is played by exactly 4 players, in two partnerships.
shengji-no-such-option = There is no option `{ $key }` in Shengji.
shengji-fixed-dealer-fixed-trump = `declare_order=fixed-dealer` has players declare in turn, but `fixed_trump` fixes the trump suit so nobody declares: choose one of them.
shengji-fixed-dealer-first-card = With `declare_order=fixed-dealer` the dealer's partner names the trump suit when nobody declares: leave out `no_declaration=first-card`.
shengji-declare-trump-fixed = The trump suit is fixed at this table: nobody declares.
shengji-declare-identical = A declaration shows one card, or two or three identical cards.
shengji-declare-not-held = You don't hold { $count } × { $card }.
shengji-declare-no-trump-off = No-trump declarations are not allowed at this table.
shengji-declare-single-joker = A single joker cannot declare: show a pair of identical jokers.
shengji-declare-rank-only = Only rank cards ({ $rank }s) or joker pairs can declare.
shengji-declare-at-most-three = A declaration shows at most three cards.
shengji-declare-own = You cannot overturn your own declaration.
shengji-declare-own-reinforce = You cannot overturn your own declaration; to reinforce it, show { $count } × { $card } together.
shengji-declare-too-weak = That does not overturn { $current }: an overturn must be strictly stronger.
shengji-declare-final = Nothing overturns { $current } at this table: a pair of jokers is final.
shengji-follow-count = { $count ->
    [one] Play exactly 1 card: that is how many were led.
   *[other] Play exactly { $count } cards: that is how many were led.
}
shengji-follow-suit = You still hold { $group }: you must follow { $group }.
shengji-follow-all-of = { $count ->
    [one] You hold one card in { $group }: you must play it before other cards.
   *[other] You hold { $count } { $group }: you must play all of them before other cards.
}
shengji-follow-shape = You hold { $held }: you must play { $count ->
    [one] it
   *[other] them
} on { $lead }.
shengji-declaration-stale = That declaration button is out of date. Press **{ table-button-hand }**.
shengji-controls-stale = Those controls are out of date. Press **{ table-button-hand }** for fresh ones.
shengji-pick-cards-first = Pick your cards in the menus first.
shengji-cards-gone = Those cards are no longer in your hand. Press **{ table-button-hand }**.
shengji-not-a-suit = I can't read '{ $text }' as a suit.
# a refusal of typed cards, then how to type them now
shengji-refusal-with-hint = { $refusal } { $hint }
shengji-hint-deal = Type the cards to show, like `2H` or `2H 2H` (or `SJ SJ`), or `pass`.
shengji-hint-name-trump = Name the trump suit: `hearts`, `H` or `♥`.
shengji-hint-bury = Type the cards to bury, like `3C 4C 6D 7D 8D 9S JS QS`.
shengji-hint-play = Type your cards, like `AS` or `TH TH 9H 9H`.
shengji-hint-throw-choice = Type the part of the throw that must be led, like `QH` or `4H 4H`.
# what a player may type in /play to pass during the deal (besides "pass")
shengji-typed-pass = pass
# Words for burying the kitty, typed before (or after) the cards (as cards-typed-play).
shengji-typed-bury = bury

## The table and its log lines

shengji-table-title = { game-shengji } — table #{ NUMBER($table, useGrouping: 0) }
shengji-footer = Press "{ table-button-hand }" to see your cards and play, or type /play cards:"{ $typed }".
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = no trump suit
shengji-suit-trumps = { $suit } are trumps
shengji-event-dealing = Dealing… { $dealt }/{ $total } cards.
shengji-event-declare = { $name } declares { $cards }: { $trumps }.
shengji-event-overturn = { $name } overturns with { $cards }: { $trumps }.
shengji-event-reinforce = { $name } reinforces with { $cards }: { $trumps }.
shengji-event-redeal = Nobody declared: the cards are collected, shuffled and dealt again.
shengji-event-kitty-turned = Nobody declared: the kitty is turned up — { $cards }: { $trumps }.
shengji-event-name-trump-asked = Nobody declared: { $name } names the trump suit.
shengji-event-trump-named = { $name } names { $suit } as trumps.
shengji-event-trump-fixed = Trumps: { $suit }, rank { $rank }. { $starter } starts and takes the kitty; { $team } declare.
shengji-event-trump-fixed-none = No trump, rank { $rank }. { $starter } starts and takes the kitty; { $team } declare.
shengji-event-kitty-taken = You take the kitty: { $cards }. Bury as many cards.
shengji-event-buried = { $name } buries { $count } cards.
shengji-event-you-buried = You buried { $cards }.
shengji-event-played = { $name } plays { $cards }.
shengji-event-part-chosen = { $name } chooses which part of { $thrower }'s throw is led.
shengji-event-trick-won = Trick { $number } won by { $name } with { $cards } ({ $points }).
shengji-event-game-won = 🏆 { $team } win the game, reaching { $level }!
shengji-points-none = no points
shengji-points-declarers = { $points } points to the declarers { $team }: not counted
shengji-points-opponents = { $points } points to the opponents { $team }
shengji-throw-beaten = { $name } beats { $part } with { $cards }
shengji-event-throw-failed = { $name }'s throw { $cards } fails: { $beaten }.
shengji-event-throw-chooser = { $name } chooses which part is led.
shengji-event-throw-forced = { $name }'s throw { $cards } fails: { $beater } can beat { $part } with { $beating } — { $name } must lead { $part } (penalty { $penalty } points).
# Told to the thrower alone, in their hand view until they play again: what their failed throw
# left on the table and in their hand. $back: the cards taken back into the hand.
shengji-you-throw-forced = **Your throw { $cards } failed**: { $beater } can beat { $part } with { $beating }, so only { $part } was led and { $back } went back to your hand.
# $side: the thrower's side; an opponent's throw costs their own points, a declarer's gives
# points to the opponents
shengji-you-throw-penalty = { $side ->
    [opponents] Penalty: your team loses { $penalty ->
        [one] { $penalty } point
       *[other] { $penalty } points
    }.
   *[declarers] Penalty: the opponents gain { $penalty ->
        [one] { $penalty } point
       *[other] { $penalty } points
    }.
}
shengji-you-throw-chooser = **Your throw { $cards } failed**: { $beaten }. { $name } chooses which of those parts you lead; the rest goes back to your hand.
shengji-hand-over = **Hand { $hand } over.** Kitty: { $kitty } ({ $points } points).
shengji-hand-over-bonus = **Hand { $hand } over.** Kitty: { $kitty } ({ $points } points) ×{ $multiplier } = { $bonus } to the opponents.
shengji-hand-over-count = Opponents ({ $team }): { $points } points (tricks { $tricks }, kitty { $kitty }, penalties { $penalty }).
shengji-hand-over-keep = { $team } keep the deal and go up { $steps ->
    [one] 1 level
   *[other] { $steps } levels
} → { $level }.
shengji-hand-over-take-up = { $team } take over the deal and go up { $steps ->
    [one] 1 level
   *[other] { $steps } levels
} → { $level }.
shengji-hand-over-take = { $team } take over the deal.
shengji-hand-over-next = Next hand: { $name } starts; trump rank { $level }.
shengji-trick-line = { $trick } Played: { $plays }.
shengji-deal-start = **Hand { $hand }**: the cards are being dealt; trump rank { $rank }. Declare trumps from **{ table-button-hand }** as your cards arrive.
shengji-deal-start-ordered = **Hand { $hand }**: the cards are being dealt; trump rank { $rank }. Declaring goes round in turn once all cards are dealt.
shengji-deal-done = All cards are dealt: a last moment to declare or overturn before the trump is fixed.
shengji-deal-done-ordered = All cards are dealt: declaring goes round in turn, starting with { $name } (the starter's partner).
shengji-trumps-suit = Trumps { $suit }, rank { $rank }
shengji-trumps-none = No trump, rank { $rank }
shengji-trumps-none-jokers = No trump (jokers only), rank { $rank }
shengji-trumps-open = Trumps not fixed yet, rank { $rank }
shengji-game-over-head = Game over
shengji-table-head = **Hand { $hand }** · { $head }
# $role: declarers, opponents or none (before the first declaration)
shengji-table-team = { $team }: level { $level }{ $role ->
    [declarers] {" "}(declarers)
    [opponents] {" "}(opponents)
   *[none] {""}
}
shengji-table-starter = Starter: { $name }
shengji-table-dealing = Dealing: { $dealt }/{ $total } cards
shengji-table-no-declaration = Declaration: none yet
shengji-table-declaration = Declaration: { $name } shows { $shown }
shengji-table-kitty-turned = Kitty turned: { $cards }
# $threshold: the points that make the opponents the next declarers (40 a deck)
shengji-table-points = Opponents' points: { $points } (need { $threshold })
# $penalty is signed: +10, -20
shengji-table-points-penalty = Opponents' points: { $points } (need { $threshold }; penalties { $penalty })
shengji-table-point-cards = Opponents' point cards: { $cards }
shengji-table-last-trick = Last trick (won by { $name }, { $points } points): { $plays }
shengji-table-trick = Trick { $number }:
shengji-table-trick-play = { $name }: { $cards }
shengji-table-trick-play-winning = { $name }: { $cards } ← winning
shengji-table-throw-choice = { $name } chooses which part of the failed throw is led
shengji-table-winner = 🏆 { $team } won the game
# $phase: what the turn is for (bury, name_trump; play and throw_choice need no word)
shengji-table-turn = Turn: { $names }{ $phase ->
    [bury] {" "}(burying the kitty)
    [name_trump] {" "}(naming trumps)
   *[other] {""}
}

## A player's hand and its controls

shengji-hand-spectator = Spectators see no hand.
shengji-hand-head = **Your hand** ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }) · { $trumps }
shengji-trumps-label = Trumps
shengji-hand-group = { $group } ({ $count }): { $cards }
shengji-hand-buried = Buried: { $cards }
shengji-menu-part = { $group } ({ $part }/{ $parts })
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group } ({ $count } chosen)
shengji-menu-bury-chosen = Chosen to bury ({ $chosen } of { $count })
shengji-quick-follow = Quick follow: { $count } ready plays
shengji-quick-lead = { $count ->
    [one] Quick lead: 1 ready play
   *[other] Quick lead: { $count } ready plays
}
shengji-action-deal = Deal { $count } cards
shengji-action-finish-deal = Close the deal
shengji-action-declare = Declare { $cards }
shengji-action-pass = No declaration
shengji-action-name-trump = Name { $suit } trumps
shengji-action-bury = Bury { $cards }
shengji-action-play = Play { $cards }
shengji-action-throw-part = They must lead { $cards }
shengji-prompt-declare = **Declare trumps** below, or press **No declaration**.
shengji-prompt-declare-typed = **Declare trumps** below, or press **No declaration** (or type `/play cards:"{ $typed }"`).
# open declaring: nobody has to answer, the deal goes on (a pass holds until something new could be declared)
shengji-prompt-declare-wait = No hurry: you can declare until the deal closes; **No declaration** skips only this chance.
shengji-prompt-name-trump = Nobody declared: **name the trump suit**.
shengji-prompt-throw-choice = { $name }'s throw failed: **choose which part of it they must lead**.
shengji-prompt-bury-suggested = **Bury { $count } cards**: the suggested cards are chosen: press **Bury these**, or change them in the menus.
shengji-prompt-bury-pick = **Bury { $count } cards**: pick them in the menus ({ $chosen }/{ $count } chosen), then press **Bury these**.
shengji-prompt-from-kitty = From the kitty: { $cards }
shengji-prompt-chosen = Chosen: { $cards }
shengji-prompt-bury-put-back = Untick cards in the first menu (the chosen ones) to put several back at once.
# $shortcuts: true when plays are offered above the menus
shengji-prompt-lead = **Your lead**: { $quick ->
    [buttons] tap a quick play, or pick a single, pair, tractor or throw in the menus, then press **Play**.
    [menu] pick a quick play from the first menu, or a single, pair, tractor or throw in the menus below it, then press **Play**.
   *[none] pick a single, pair, tractor or throw in the menus, then press **Play**.
}
shengji-prompt-follow = **Your turn**: { $quick ->
    [buttons] tap a quick play, or pick { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in the menus, then press **Play**.
    [menu] pick a quick play from the first menu, or { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in the menus below it, then press **Play**.
   *[none] pick { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in the menus, then press **Play**.
}
shengji-prompt-refused = Chosen: { $cards } — ❌ { $reason }
shengji-prompt-throw = Chosen: { $cards } — ✅ you may play this (a throw: if another player can beat part of it, you must lead that part and lose { $penalty } points per card taken back).
shengji-prompt-playable = Chosen: { $cards } — ✅ you may play this.
shengji-choose = Choose
shengji-declare-placeholder = Declare…
shengji-button-play = Play
shengji-button-clear = Clear
shengji-button-bury-these = Bury these
shengji-button-bury-count = Bury { $chosen }/{ $count } cards
shengji-button-dealing = Dealing { $dealt }/{ $total }: nothing to declare now
shengji-button-game-over = The game is over
shengji-button-waiting = Waiting for { $names }
shengji-button-deal = Waiting for the deal

## Table options (/table options)

option-shengji-decks = Decks of 54 cards: 2 (25 cards each, kitty 8), 1 (12, kitty 6) or 3 (39, kitty 6)
option-shengji-no-trump = Joker pairs may declare a no-trump hand
option-shengji-no-trump-trumps = Trumps of a no-trump hand: jokers and rank cards (ranks), or jokers only (jokers)
option-shengji-overturn = Declaration strength: ladder (single < pair < SJ pair < BJ pair < triples) or joker-final (a joker pair can never be overturned)
option-shengji-reinforce = A declarer may reinforce their own declaration
option-shengji-first-starter = Who starts the first hand: whoever declares (declare) or seat 1 (fixed)
option-shengji-no-declaration = When nobody declares (once a starter is known): turn the kitty until a rank card (kitty), turn its first card (first-card), or the starter's partner names trumps (partner)
option-shengji-declare-order = Who may declare: anyone, during the deal and after it (open), or, once all cards are dealt, each player in turn from the starter's partner until four pass in a row (fixed-dealer; implies first_starter=fixed and no_declaration=partner)
option-shengji-fixed-trump = A trump suit fixed in advance (no declaring)
option-shengji-kitty-multiplier = Kitty bonus for the opponents: 2 × cards per player in the last trick (cards), or always ×2 (double)
option-shengji-throw-penalty = Points per card taken back after a failed throw
option-shengji-throw-choice = Several beatable parts of a failed throw: the smallest is forced (smallest), or the next player chooses (next-player)
option-shengji-failed-throw = A throw another hand can beat: the leader leads the beatable part and loses throw_penalty points per card taken back
option-shengji-follow-tractor = Following a tractor: a tractor is required if held (tractor), or any pairs suffice (pairs)
option-shengji-triple-follow = 3 decks, following consecutive triples: s1 order, or a tractor of pairs ranked above triple + pair (tractor-first) or above two triples (tractor-top)
option-shengji-direction = Direction of play
option-shengji-must-defend = Ranks a team must win as declarers before passing them: none, ace, or 5-10-k-a
option-shengji-target = A team wins by going beyond this rank (t = 10)
option-shengji-declare-pause = Seconds after the last card (or a later declaration) in which players may still declare; once everyone who could declare has passed, the deal closes after a short beat
# the "levels" and "starter" options come with Rematch (keep levels), branch `table`
option-shengji-levels = Levels the teams start from, seats 1 & 3 then 2 & 4 (e.g. 6-4; with `starter`): a match going on from an earlier game, as { table-button-continue } sets it
option-shengji-starter = Seat that starts the first hand, its team declaring (with levels: as the last hand of the earlier game left it)

## /rules

rules-shengji-1 = **Players.** 4, in two partnerships; partners sit opposite. { $decks ->
        [one] One deck
       *[other] { $decks } decks
    } with jokers ({ $cards } cards, { $hand } each and { $kitty } in the kitty).
rules-shengji-2 = **Levels.** Each side has a level, { $from ->
        [carried] going on from { $first_level } (seats 1 & 3) and { $second_level } (seats 2 & 4) up to { $target }
       *[two] from 2 up to { $target }
    }; the declaring side's level is the hand's **trump rank**. Trumps are the jokers, every card of the trump rank, and the trump suit.
rules-shengji-3 = **Declaring.** { $declaring ->
        [fixed] Nobody declares: { $suit } are trumps in every hand, and seat { $starter } starts the first hand, its side declaring.
        [ordered] Once all cards are dealt, each player in turn from the starter's partner may show a trump-rank card to make its suit trump (a pair overturns a single), until four pass in a row. Seat { $starter } starts the first hand, its side declaring.
       *[other] While the cards are dealt, show a trump-rank card to make its suit trump; a pair overturns a single{ $declaring ->
            [no-no-trump] ; a pair of jokers does not make the hand no-trump here
           *[other] , and a pair of jokers makes the hand no-trump
        }. { $first ->
            [seat] Seat { $starter } starts the first hand, its side declaring.
           *[declarer] In the first hand the final declarer's side becomes the declarers. If nobody declares in the first hand, the cards are dealt again; after three redeals the first player dealt to starts, and the trump is found as in a later hand.
        }
    }
rules-shengji-4 = **Kitty.** The starter takes the kitty and buries as many cards.
rules-shengji-5 = **Play.** Leads are singles, pairs, tractors (consecutive pairs) or throws of top cards. Follow the group led with the same shape if you can (pairs to pairs, tractors to tractors), else as much of it as you can. A side suit may be trumped by a trump of the same shape.
rules-shengji-6 = **Points.** 5s count 5, tens and kings 10. The opponents (the side not declaring) collect points from the tricks they win; if they win the last trick, the kitty's points count with a multiplier. With { $threshold } or more of { $points } the opponents take over as declarers and may go up; with fewer, the declarers go up 1–3 levels. A side wins by going past { $target }.
shengji-prompt-only = **Your turn**: press **{ $button }**, the only play you may make.
