"""Starting a Shengji game from an explicit deal: a given card order dealt as usual, or hands
ready for the first lead (tests and puzzles build their situations with these)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.cards import Card, Suit, shoe
from bot.games.evolve import evolve
from bot.games.hands import CardHands
from bot.games.shengji.dealing import fresh_hand, shuffled_deck
from bot.games.shengji.options import Rules
from bot.games.shengji.state import NO_DECK, Phase, ShengjiState
from bot.games.shengji.turns import deal_total
from bot.games.tricks import Trick, team_of


def from_deck(
    options: Mapping[str, Any],
    seed: int,
    deck: Sequence[Card],
    *,
    first_drawer: int | None = None,
    levels: tuple[int, int] = (2, 2),
    declarers: int | None = None,
    starter: int | None = None,
    hand_no: int = 0,
) -> ShengjiState:
    """A game whose first deal uses ``deck`` in this order (card i goes to the i-th seat in
    turn order from ``first_drawer``; the last cards are the kitty).

    ``starter``/``declarers`` given: a later hand (the trump only is declared). With a fixed
    first starter the starter is seat 0. ``first_drawer`` defaults to the starter.
    """
    rules = Rules.from_options(options)
    if sorted(c.code for c in deck) != sorted(c.code for c in shoe(rules.decks, jokers=True)):
        raise ValueError("the deck must hold exactly the cards of the shoe")
    if starter is None and rules.fixed_first_starter:
        starter, declarers = 0, 0
    if starter is not None and declarers is None:
        declarers = team_of(starter)
    drawer = first_drawer if first_drawer is not None else (starter or 0)
    base = ShengjiState(
        rules=rules,
        seed=seed,
        hand_no=hand_no,
        redeals=0,
        levels=levels,
        declarers=declarers,
        starter=starter,
    )
    return fresh_hand(base, tuple(deck), drawer)


def from_hands(
    options: Mapping[str, Any],
    hands: Sequence[Sequence[Card]],
    kitty: Sequence[Card],
    *,
    trump_suit: Suit | None,
    starter: int,
    declarers: int | None = None,
    levels: tuple[int, int] = (2, 2),
    leader: int | None = None,
    seed: int = 0,
    hand_no: int = 1,
    bury: bool = False,
) -> ShengjiState:
    """A hand ready to play from explicit hands: trump fixed, ``kitty`` already buried.

    With ``bury=True`` the starter still holds ``kitty`` in hand and must bury first. Hands
    may be short (a few cards each) so tests can play out one situation; the trump rank is
    the declarers' level.
    """
    rules = Rules.from_options(options)
    state = from_deck(
        options,
        seed,
        shuffled_deck(rules, seed, 0, 0),
        levels=levels,
        declarers=team_of(starter) if declarers is None else declarers,
        starter=starter,
        hand_no=hand_no,
    )
    held = [tuple(h) for h in hands]
    if bury:
        held[starter] = held[starter] + tuple(kitty)
    return evolve(
        state,
        deck=NO_DECK,
        dealt=deal_total(state),
        hands=CardHands(held),
        kitty=() if bury else tuple(kitty),
        trump_suit=trump_suit,
        phase=Phase.BURY if bury else Phase.PLAY,
        trick=None if bury else Trick(starter if leader is None else leader),
    )
