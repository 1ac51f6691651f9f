"""The strong Whist / Bid Whist player: legal, deterministic, and blind to hidden cards."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.ai.whist import WhistAI
from bot.ai.whist_search import _DECK, WhistSearch, _Knowledge
from bot.games.hands import CardHands
from bot.games.whist import BidWhistGame, WhistGame, WhistRules
from bot.games.whist.actions import PlayCard
from bot.games.whist.state import Phase, WhistState

#: tiny budgets: the tests check behaviour, the bench checks strength
SEARCH = WhistSearch(rollouts=24, clock=lambda: 0.0)  # the cap never cuts a decision short
HEURISTIC = WhistAI()


def options(game: WhistRules) -> dict[str, object]:
    return {spec.key: spec.default for spec in game.options}


def to_trick(game: WhistRules, seed: int, tricks: int) -> WhistState:
    """A deal played by the heuristic until ``tricks`` tricks are complete."""
    state = game.new(options(game), 4, seed)
    while state.phase is not Phase.PLAY or len(state.tricks) < tricks:
        (seat,) = game.to_act(state)
        legal = game.legal_actions(state, seat)
        state, _ = game.apply(state, seat, HEURISTIC.choose(game.view(state, seat), legal, 0))
    return state


@pytest.mark.parametrize("game", [WhistGame(), BidWhistGame()], ids=["whist", "bidwhist"])
def test_plays_whole_deals_with_legal_moves_only(game: WhistRules) -> None:
    for seed in range(2):
        state = game.new(options(game), 4, seed)
        start = state.deal_number
        while state.deal_number == start and not game.is_over(state):
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            action = SEARCH.choose(game.view(state, seat), legal, seed)
            assert action in legal
            state, _ = game.apply(state, seat, action)


@pytest.mark.parametrize("game", [WhistGame(), BidWhistGame()], ids=["whist", "bidwhist"])
def test_the_same_seed_gives_the_same_card(game: WhistRules) -> None:
    state = to_trick(game, 3, 2)
    (seat,) = game.to_act(state)
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    assert len(legal) > 1
    first = SEARCH.choose(view, legal, 11)
    assert all(SEARCH.choose(view, legal, 11) == first for _ in range(3))


@pytest.mark.parametrize("game", [WhistGame(), BidWhistGame()], ids=["whist", "bidwhist"])
def test_hidden_cards_dealt_otherwise_change_nothing(game: WhistRules) -> None:
    """Shuffle the cards the seat cannot see among the other hands (the same sizes): its view
    is the same, and so is its card."""
    checked = 0
    for seed in range(6):
        state = to_trick(game, seed, 1)
        (seat,) = game.to_act(state)
        hidden = [c for s, hand in enumerate(state.hands) if s != seat for c in hand]
        random.Random(seed).shuffle(hidden)
        hands, at = [], 0
        for s, hand in enumerate(state.hands):
            if s == seat:
                hands.append(hand)
                continue
            hands.append(tuple(hidden[at : at + len(hand)]))
            at += len(hand)
        other = replace(state, hands=CardHands(hands))
        assert other.hands != state.hands
        view = game.view(state, seat)
        assert game.view(other, seat) == view
        legal = game.legal_actions(state, seat)
        assert SEARCH.choose(view, legal, seed) == SEARCH.choose(
            game.view(other, seat), game.legal_actions(other, seat), seed
        )
        checked += 1
    assert checked == 6


def test_the_worlds_it_imagines_respect_shown_voids() -> None:
    game = WhistGame()
    for seed in range(40):
        state = to_trick(game, seed, 6)
        (seat,) = game.to_act(state)
        view = game.view(state, seat)
        knowledge = _Knowledge.of(view)
        voids = [
            (play.seat, view.order.led_suit(trick.cards()))
            for trick in view.tricks
            for play in trick.plays
            if view.order.suit_of(play.cards[0]) is not view.order.led_suit(trick.cards())
        ]
        if not voids:
            continue
        rng = random.Random(seed)
        for _ in range(20):
            hands = knowledge.deal(rng)[:4]  # the pile no player holds is last
            assert sorted(hands[seat]) == sorted(knowledge.own)
            for other, suit in voids:
                assert all(_DECK[c].suit is not suit for c in hands[other])
            assert [len(h) for s, h in enumerate(hands) if s != seat] == [
                n for s, n in enumerate(view.hand_sizes) if s != seat
            ]
        return
    pytest.fail("no deal showed a void")


def test_a_sure_last_trick_is_taken() -> None:
    """Last to play with a card that wins and one that loses: the search wins the trick."""
    game = WhistGame()
    for seed in range(30):
        state = to_trick(game, seed, 2)
        while state.trick is None or len(state.trick.plays) != 3:
            (seat,) = game.to_act(state)
            legal = game.legal_actions(state, seat)
            state, _ = game.apply(state, seat, HEURISTIC.choose(game.view(state, seat), legal, 0))
        (seat,) = game.to_act(state)
        view = game.view(state, seat)
        plays = [a for a in game.legal_actions(state, seat) if isinstance(a, PlayCard)]
        on_table = view.trick.cards() if view.trick is not None else ()
        index = view.order.winning_index(on_table)
        partner_wins = (
            index is not None
            and view.trick is not None
            and view.trick.plays[index].seat == view.partner
        )
        winners = [a for a in plays if view.order.beats(a.card, on_table)]
        if partner_wins or not winners or len(winners) == len(plays):
            continue
        assert SEARCH.choose(view, plays, seed) in winners
        return
    pytest.fail("no position to test")
