"""Declaring trumps during the deal (rules 7.3–7.5).

A declaration is some identical cards shown from a hand: rank cards name their suit, joker
pairs (or triples) make a no-trump hand. A stronger declaration by another player overturns
the current one; its holder may only reinforce it with more copies of the same card. When
nobody declares, the kitty decides (7.5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.games.cards import BIG_JOKER, SMALL_JOKER, Card, Rank, Suit
from bot.games.shengji.options import Rules
from bot.games.shengji.words import declaration_msg, level_words
from bot.msg import Msg, msg

#: Strength of a joker declaration under the joker-final option: nothing overturns it.
FINAL = 100


@dataclass(frozen=True, slots=True)
class Declaration:
    """``count`` copies of ``card`` shown by ``seat``."""

    seat: int
    card: Card
    count: int

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,) * self.count

    @property
    def suit(self) -> Suit | None:
        """The trump suit it names; None for a no-trump declaration."""
        return self.card.suit

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "card": self.card.code, "count": self.count}


def strength(card: Card, count: int, rules: Rules) -> int:
    """Rules 7.3 ladder: single < pair < SJ pair < BJ pair < triple < SJ triple < BJ triple."""
    if not card.is_joker:
        if rules.joker_final:
            return count
        return {1: 1, 2: 2, 3: 5}[count]
    if rules.joker_final:
        return FINAL
    small = card == SMALL_JOKER
    return {2: 3 if small else 4, 3: 6 if small else 7}[count]


def declarable(hand: Sequence[Card], rank: Rank, rules: Rules) -> list[tuple[Card, int]]:
    """Every (card, count) this hand could show, ignoring the current declaration."""
    if not rules.declarations_allowed:
        return []
    # Only the trump rank's cards (and jokers, for no trump) can be shown: count those few,
    # not the whole hand. This runs for every seat whenever the deal asks whose turn it is,
    # several times a move, so counting all 25 cards made it the costliest step of a move.
    showable = _showable(rank, rules.no_trump)
    held: dict[Card, int] = {}
    for card in hand:
        if card in showable:
            held[card] = held.get(card, 0) + 1
    options: list[tuple[Card, int]] = []
    for card, count in sorted(held.items(), key=lambda item: item[0].code):
        if card.rank == rank:
            options += [(card, n) for n in range(1, count + 1)]
        else:  # a joker, in a game with no-trump hands
            options += [(card, n) for n in range(2, count + 1)]
    return options


@lru_cache(maxsize=32)
def _showable(rank: Rank, no_trump: bool) -> frozenset[Card]:
    """The cards a declaration may show: the trump rank's, and the jokers if no trump is on."""
    jokers = (SMALL_JOKER, BIG_JOKER) if no_trump else ()
    return frozenset((*(Card(rank, suit) for suit in Suit), *jokers))


def legal_declarations(
    hand: Sequence[Card], seat: int, rank: Rank, current: Declaration | None, rules: Rules
) -> list[Declaration]:
    """The declarations ``seat`` may make now: first, overturn, or reinforce its own."""
    found: list[Declaration] = []
    for card, count in declarable(hand, rank, rules):
        if current is None:
            found.append(Declaration(seat, card, count))
        elif current.seat == seat:
            if rules.reinforce and card == current.card and count > current.count:
                found.append(Declaration(seat, card, count))
        elif strength(card, count, rules) > strength(current.card, current.count, rules):
            found.append(Declaration(seat, card, count))
    return found


def declaration_error(
    hand: Sequence[Card],
    seat: int,
    cards: Sequence[Card],
    rank: Rank,
    current: Declaration | None,
    rules: Rules,
) -> Msg | None:
    """Why showing ``cards`` is not a declaration ``seat`` may make now, or None."""
    if not rules.declarations_allowed:
        return msg("shengji-declare-trump-fixed")
    if not cards or len(set(cards)) != 1:
        return msg("shengji-declare-identical")
    card, count = cards[0], len(cards)
    if Counter(hand)[card] < count:
        return msg("shengji-declare-not-held", count=count, card=card.words)
    if card.is_joker:
        if not rules.no_trump:
            return msg("shengji-declare-no-trump-off")
        if count < 2:
            return msg("shengji-declare-single-joker")
    elif card.rank != rank:
        return msg("shengji-declare-rank-only", rank=level_words(rank.value))
    if count > 3:
        return msg("shengji-declare-at-most-three")
    if current is None:
        return None
    if current.seat == seat:
        if card == current.card and count > current.count and rules.reinforce:
            return None
        more = current.count + 1
        if not rules.reinforce or Counter(hand)[current.card] < more:
            return msg("shengji-declare-own")
        # showing the same card again reinforces only with all the copies shown at once
        return msg("shengji-declare-own-reinforce", count=more, card=current.card.words)
    held = strength(current.card, current.count, rules)
    if held == FINAL:
        return msg("shengji-declare-final", current=describe(current))
    if strength(card, count, rules) <= held:
        return msg("shengji-declare-too-weak", current=describe(current))
    return None


def describe(declaration: Declaration) -> Msg:
    """ "a pair of 2♥", "a single Small Joker" (what was shown, in the reader's words)."""
    return declaration_msg(declaration.card, declaration.count)


def kitty_trump(
    kitty: Sequence[Card], rank: Rank, first_only: bool = False
) -> tuple[tuple[Card, ...], Suit | None]:
    """Turn kitty cards to fix trumps when nobody declared: (cards turned, trump suit).

    Until a rank card shows (7.5); if none, the highest turned card, the first on a tie; the
    first-card option stops at the first card unless it is a joker. An all-joker kitty leaves
    no suit to name, so the hand is played without a trump suit.
    """
    if first_only and kitty and not kitty[0].is_joker:
        return tuple(kitty[:1]), kitty[0].suit
    for index, card in enumerate(kitty):
        if card.rank == rank:
            return tuple(kitty[: index + 1]), card.suit
    best: Card | None = None
    for card in kitty:
        if not card.is_joker and (best is None or card.rank > best.rank):
            best = card
    return tuple(kitty), None if best is None else best.suit
