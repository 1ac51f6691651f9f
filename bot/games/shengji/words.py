"""The game's words as messages: suits, trumps, jokers, seats, levels, shapes and declarations.

The engine names things in its refusals (``You hold a pair of trumps``), and the render layer
names the same things on the table; both take them from here as :class:`~bot.msg.Msg` values
(or plain notation, which reads the same in every language), so the reader's language is
chosen only when the message is worded. Cards and suits are worded by :mod:`bot.games.cards`
(``Card.words``, ``Suit.words``): notation for a suited card, a name for a joker, so a list of
cards holding a joker is a message too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.games.cards import Card, Suit
from bot.games.shengji.combos import Shape, shape_size
from bot.games.shengji.order import TRUMP
from bot.msg import Msg, msg

#: A card's words or notation: notation is the same in every language.
Words = str | Msg

_LEVELS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}


def group_msg(group: str) -> Msg:
    """How a player calls a group of cards: the trumps, or a side suit."""
    return msg("shengji-trumps") if group == TRUMP else Suit(group).words


def cards_words(cards: Sequence[Card]) -> Words:
    """Cards in a row, space apart; a joker among them makes the row a chain of messages."""
    if not any(card.is_joker for card in cards):
        return " ".join(card.label for card in cards)
    head, *rest = cards
    if not rest:
        return head.words
    return msg("shengji-cards-row", head=head.words, tail=cards_words(rest))


def level_words(level: int) -> Words:
    """A level or trump rank: its card notation, or the words for having gone past A."""
    return msg("shengji-level-beyond") if level > 14 else _LEVELS.get(level, str(level))


def throw_parts_words(parts: Sequence[Sequence[Card]]) -> Words:
    """The parts of a failed throw, one after another."""
    head, *rest = parts
    if not rest:
        return cards_words(head)
    return msg("shengji-throw-parts", first=cards_words(head), rest=throw_parts_words(rest))


def shape_msg(shape: Shape, count: int = 1) -> Msg:
    """``count`` combinations of one shape: "a pair", "two tractors of 3 pairs"."""
    width, length = shape
    if length == 1:
        kind = {1: "single", 2: "pair", 3: "triple"}[width]
        return msg(f"shengji-shape-{kind}", count=count)
    kind = "tractor" if width == 2 else "run"
    return msg(f"shengji-shape-{kind}", count=count, length=length)


def shapes_msg(shapes: Sequence[Shape], group: str) -> Msg:
    """ "a pair of hearts", "two pairs of trumps", "a tractor of 2 pairs and a pair of spades"."""
    counts = sorted(Counter(shapes).items(), key=lambda item: (-shape_size(item[0]), item[0]))
    parts = [shape_msg(shape, count) for shape, count in counts]
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg("shengji-shapes-and", first=part, rest=joined)
    return msg("shengji-shapes-of", shapes=joined, group=group_msg(group))


def lead_msg(shapes: Sequence[Shape]) -> Msg:
    """What was led, as a follower is told it: a throw, or one combination's shape."""
    if len(shapes) > 1:
        return msg("shengji-lead-throw")
    return msg("shengji-lead-shape", shape=shape_msg(shapes[0]))


def declaration_msg(card: Card, count: int) -> Msg:
    """ "a single 2♥", "a pair of Small Joker" (``count`` copies of ``card`` shown)."""
    return msg("shengji-declaration", count=count, card=card.words)
