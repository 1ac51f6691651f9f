"""The strong Shengji player: today's heuristic with its card play mended where it lost points.

Measured against today's player on duplicate deals (bench/ai_strength.py, docs/ai.md), each
rule below won points on its own; each is a field of :class:`Tuning` so the bench can weigh it
alone (all off is the normal player):

- ``points_when_last``: the last to play, able to win, wins with a point card when one does
  (today it won with its cheapest card, an ace, and kept the king);
- ``shape_aware_holds``: points go to a winning partner only when the opponents still to play
  cannot beat the partner's play: no unseen pair above a partner's pair (today: any single card
  above it), and no opponent who has shown out of the led suit and could ruff;
- ``to_partner_void``: a lead goes to a suit the partner has shown out of, so the partner can
  ruff it;
- ``worth``: a follower who can win the trick takes it whatever it holds (today only when it
  was worth 10 points): the lead is worth having;
- ``lead_short``: an opponent of the declarers leads from its shortest side suit rather than its
  longest, to void it and ruff later;
- declaring (``declare_share``, ``declare_least``, ``declare_pairs``, ``overturn_share``): it
  declares whatever it can as soon as it can, showing a pair rather than a single (which any
  pair overturns) and reinforcing its own single, and overturns the opponents whenever it can:
  in the first hand the declaring side keeps the deal and climbs far more often than the other,
  even on weak trumps (today: only once 30 % of the cards held are trumps);
- ``bury_void``: burying voids side suits even at a point card's cost (today a void was worth
  less than a king kept), so the declarer can ruff them.

Tried and left out (no gain, or a loss, in the same runs): not leading unsure point pairs,
drawing trumps as declarer (also: sure trumps before sure side cards), steering leads away
from suits an opponent has shown out of, trying to win only with plays sure to stand, leading
sure singles after pairs, and never overturning the partner. Naming trumps (fixed-dealer
tables) stays with the normal player.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from bot.ai.shengji import (
    BURY_POINTS,
    BURY_VOID,
    DECLARE_LEAST,
    DECLARE_SHARE,
    ShengjiAI,
    _holds,
    _trump_count,
    lead_parts,
    play_cost,
    suggested_bury,
    sure_leads,
)
from bot.games.cards import Card
from bot.games.shengji.actions import Bury, Declare, Pass, PlayCards
from bot.games.shengji.combos import best_top, decompose
from bot.games.shengji.order import TRUMP, points_of
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner, winning_next
from bot.games.tricks import PLAYERS, partner_of, team_of

#: The normal player's rule: a follower tries to win only a trick worth this many points.
NORMAL_WORTH = 10


@dataclass(frozen=True, slots=True)
class Tuning:
    """Which of the strong player's rules are on (all, for the bot; the bench sweeps them)."""

    points_when_last: bool = True
    shape_aware_holds: bool = True
    to_partner_void: bool = True
    lead_short: bool = True
    #: a follower who can win tries to when the trick (with its own points) is worth this
    worth: int = 0
    #: declare a suit once this share of the cards held are its trumps, and at least so many
    #: (the strong player declares whatever it can: today 0.3 and 3)
    declare_share: float = 0.0
    declare_least: int = 1
    #: burying: cost per point buried, gain per side suit voided (the strong player voids
    #: a suit even at a king's or a ten's cost, to ruff it: today 25)
    bury_points: float = BURY_POINTS
    bury_void: float = 100
    #: declare with the most copies held (a pair rather than a single, which any pair
    #: overturns) and reinforce its own single as soon as it can; today: the fewest, never
    declare_pairs: bool = True
    #: overturn an opponent's declaration once this share of the cards held are trumps
    #: (the strong player whenever it can: today as it declares, 0.3)
    overturn_share: float = 0.0
    #: overturn the partner's declaration too (today: like anyone's)
    overturn_partner: bool = True


#: Every rule off (declaring and burying keep the normal player's defaults): plays exactly as
#: the normal player.
NORMAL_TUNING = Tuning(
    points_when_last=False,
    shape_aware_holds=False,
    to_partner_void=False,
    lead_short=False,
    worth=NORMAL_WORTH,
    declare_share=DECLARE_SHARE,
    declare_least=DECLARE_LEAST,
    declare_pairs=False,
    overturn_share=DECLARE_SHARE,
    bury_void=BURY_VOID,
)


class StrongShengjiAI(ShengjiAI):
    """Deterministic given the seed, like the normal player it builds on; it reads only its
    seat's view (the public tricks for shown-out suits, the unseen cards for what may beat)."""

    def __init__(self, tuning: Tuning | None = None) -> None:
        self.tuning = tuning or Tuning()

    def _declare(self, view: ShengjiView, options: list[Any]) -> Any:
        return _strong_declare(view, options, self.tuning)

    def bury(self, view: ShengjiView, options: list[Any]) -> Bury | None:
        return suggested_bury(view, options, self.tuning.bury_points, self.tuning.bury_void)

    def lead(self, view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
        return _strong_lead(view, plays, self.tuning)

    def follow(self, view: ShengjiView, plays: list[PlayCards]) -> PlayCards:
        return _strong_follow(view, plays, self.tuning)


# ---------------------------------------------------------------------------- declaring


def _strong_declare(view: ShengjiView, options: list[Any], tuning: Tuning) -> Any:
    """The normal player's declaring (the suit it holds most trumps in, once they are a share
    of its hand; anything rather than a redeal at the end of the first deal), with the pair
    shown rather than the single and the shares tuned apart for the first hand, where declaring
    decides which side declares: that side keeps the deal and climbs far more often than the
    other. Once the starter is known declaring only names the trump suit, so the normal
    player's shares hold there (the bench plays first hands only)."""
    assert view.seat is not None
    declares = [a for a in options if isinstance(a, Declare)]
    passing = next((a for a in options if isinstance(a, Pass)), options[0])
    if not declares:
        return passing
    copies = 1 if tuning.declare_pairs else -1

    def quality(action: Declare) -> tuple[int, int]:
        return (_trump_count(view.hand, view, action.cards[0].suit), copies * len(action.cards))

    best = max(declares, key=quality)
    current = view.declaration
    dealt_out = view.dealt >= view.deal_total
    own = current is not None and current.seat == view.seat
    if own and tuning.declare_pairs:
        return best
    if own and not dealt_out:
        return passing
    partners = current is not None and team_of(current.seat) == team_of(view.seat)
    if partners and not own and not tuning.overturn_partner:
        return passing
    share = tuning.declare_share if current is None or partners else tuning.overturn_share
    least = tuning.declare_least
    if view.starter is not None:
        share, least = DECLARE_SHARE, DECLARE_LEAST
    strong = quality(best)[0] >= max(least, share * len(view.hand))
    must = dealt_out and current is None and view.starter is None
    return best if strong or must else passing


# ---------------------------------------------------------------------------- leading


def _strong_lead(view: ShengjiView, plays: list[PlayCards], tuning: Tuning) -> PlayCards:
    """The normal player's lead order (sure plays, then plain pairs and tractors, then single
    cards) with a single to a partner's void first among the unsure leads, and an opponent of
    the declarers shortening its shortest suit."""
    assert view.seat is not None
    order = view.order
    parts = lead_parts(order)
    is_sure = sure_leads(view, view.unseen(), parts)
    lengths = Counter(order.group(c) for c in view.hand)
    declarer = view.declarers is not None and team_of(view.seat) == view.declarers
    partner_voids = shown_out(view)[partner_of(view.seat)] if tuning.to_partner_void else set()
    shorten = tuning.lead_short and not declarer

    def value(action: PlayCards) -> tuple[float, ...]:
        cards = action.cards
        group = order.group(cards[0])
        trump = group == TRUMP
        points = points_of(cards)
        if is_sure(cards) and (not trump or declarer):
            return (4, len(cards), -trump, points, -play_cost(cards, view))
        if group in partner_voids and not trump and len(cards) == 1:
            return (3, -points, -play_cost(cards, view))
        if len(cards) >= 2 and not trump and len(parts(cards)) == 1:
            return (2, len(cards), -order.ord(cards[0]), 0, 0)
        length = -lengths[group] if shorten else lengths[group]
        return (1, -trump, length, -points, -play_cost(cards, view))

    return max(plays, key=value)


# ---------------------------------------------------------------------------- following


def _strong_follow(view: ShengjiView, plays: list[PlayCards], tuning: Tuning) -> PlayCards:
    """Feed points to a partner whose play stands, else win the trick as cheaply as possible
    (with points when last), else play the cheapest cards holding the fewest points."""
    assert view.trick is not None and view.seat is not None
    order = view.order
    so_far = [p.cards for p in view.trick.plays]
    current = trick_winner(so_far, order)
    partner_winning = team_of(view.trick.plays[current].seat) == team_of(view.seat)
    last = len(so_far) == PLAYERS - 1
    if tuning.shape_aware_holds:
        holds = stands(view, so_far, current)
    else:
        holds = _holds(so_far[current], view)
    if partner_winning and (last or holds):
        return max(plays, key=lambda a: (points_of(a.cards), -play_cost(a.cards, view)))
    table_points = points_of(c for p in so_far for c in p)
    wins = winning_next(so_far, order)
    winners = [a for a in plays if wins(a.cards)]
    worth = table_points + max(points_of(a.cards) for a in plays) >= tuning.worth
    if winners and (worth or last):
        if last and tuning.points_when_last:
            return max(winners, key=lambda a: (points_of(a.cards), -play_cost(a.cards, view)))
        return min(winners, key=lambda a: (play_cost(a.cards, view), -points_of(a.cards)))
    return min(plays, key=lambda a: points_of(a.cards) * 4 + play_cost(a.cards, view))


def shown_out(view: ShengjiView) -> dict[int, set[str]]:
    """The groups each seat has shown out of: it put cards of another group on a lead of that
    group, which the follow rules allow only to a seat short of the group (so it holds none
    of it now)."""
    order = view.order
    voids: dict[int, set[str]] = {seat: set() for seat in range(PLAYERS)}
    tricks = [record.plays for record in view.history]
    if view.trick is not None:
        tricks.append(view.trick.plays)
    for trick in tricks:
        if not trick:
            continue
        group = order.group(trick[0].cards[0])
        for play in trick[1:]:
            if any(order.group(c) != group for c in play.cards):
                voids[play.seat].add(group)
    return voids


def stands(view: ShengjiView, so_far: list[tuple[Card, ...]], current: int) -> bool:
    """Whether our side's winning play ``so_far[current]`` should stand against the opponents
    yet to play: no unseen combination of the lead's shape beats it in its group, and, when it
    is not a ruff, none of those opponents has shown out of the led suit (they could ruff)."""
    assert view.trick is not None and view.seat is not None
    order = view.order
    winning, lead = so_far[current], so_far[0]
    group, played_group = order.group(lead[0]), order.group(winning[0])
    parts = decompose(lead, order)
    if len(parts) > 1:
        return group != TRUMP and played_group == group  # a throw that stood: only a ruff
    unseen = view.unseen()
    outside = Counter({c: n for c, n in unseen.items() if order.group(c) == played_group})
    top = best_top(outside, order, parts[0].shape)
    mine = decompose(winning, order)
    if top is not None and mine and top > mine[0].top:
        return False
    if played_group == TRUMP or group == TRUMP:
        return True  # a ruff, or a trump lead: beaten only by a higher trump (checked above)
    played = {play.seat for play in view.trick.plays}
    voids = shown_out(view)
    side = team_of(view.seat)
    return not any(
        group in voids[seat]
        for seat in range(PLAYERS)
        if seat not in played and team_of(seat) != side
    )
