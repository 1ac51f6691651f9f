"""The strong Shengji player's endgame search: legal, deterministic, reading only its view,
and within its budget of playouts (counted, and capped by an injected clock)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

from bot.ai.shengji_search import ShengjiSearch, knowledge
from bot.ai.shengji_sim import DECK
from bot.ai.shengji_strong import shown_out
from bot.games.hands import CardHands
from bot.games.shengji import Phase, ShengjiState
from bot.games.shengji.order import card_points
from tests.games.shengji.helpers import GAME, play_checked, play_until

#: a clock that stands still: the cap never bites, so a loaded machine plays the same cards
SEARCH = ShengjiSearch(rollouts=60, clock=lambda: 0.0)


def endgame(seed: int, cards: int = 6) -> ShengjiState:
    """A hand played by the search in every seat until the seat to play holds ``cards``
    cards, with a single or a pair on the table when there is one."""

    def there(state: ShengjiState) -> bool:
        if state.phase is not Phase.PLAY:
            return False
        (seat,) = GAME.to_act(state)
        return len(state.hands[seat]) <= cards

    return play_until(
        GAME.new({}, 4, seed),
        lambda s, seat: SEARCH.choose(GAME.view(s, seat), GAME.legal_actions(s, seat), 1),
        there,
    )


def test_search_plays_whole_hands_legally_and_the_same_for_the_same_seed() -> None:
    for decks in (1, 2):
        play_checked(ShengjiSearch(rollouts=20, clock=lambda: 0.0), {"decks": decks}, 40 + decks)


def test_search_spends_at_most_its_playouts_in_the_endgame_and_none_before() -> None:
    state = endgame(3)
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    SEARCH.choose(GAME.view(state, seat), legal, 0)
    assert 0 < SEARCH.spent <= 60
    early = ShengjiSearch(rollouts=60, endgame=0)
    early.choose(GAME.view(state, seat), legal, 0)
    assert early.spent == 0


def test_a_clock_past_the_cap_stops_the_search_after_one_world() -> None:
    ticks = itertools.count(0.0, 1.0)  # a second passes every time the clock is read
    search = ShengjiSearch(rollouts=1000, clock=lambda: next(ticks))
    state = endgame(3)
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    search.choose(GAME.view(state, seat), legal, 0)
    unhurried = ShengjiSearch(rollouts=1000, clock=lambda: 0.0)
    unhurried.choose(GAME.view(state, seat), legal, 0)
    assert 0 < search.spent < unhurried.spent
    assert unhurried.spent % search.spent == 0  # one world: each candidate once


def test_search_reads_only_its_view_other_hidden_hands_give_the_same_play() -> None:
    for seed in (3, 4, 5):
        state = endgame(seed)
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        voids = shown_out(view)
        others = [s for s in range(4) if s != seat]
        hands = list(state.hands)
        hidden_kitty = () if view.kitty else state.kitty  # the seat that buried it knows it
        pool = [c for s in others for c in state.hands[s]] + list(hidden_kitty)
        rng = random.Random(seed)
        while True:  # deal the hidden cards otherwise, within the voids the view shows
            rng.shuffle(pool)
            rest = pool[:]
            for s in others:
                hands[s], rest = tuple(rest[: len(hands[s])]), rest[len(hands[s]) :]
            if all(view.order.group(c) not in voids[s] for s in others for c in hands[s]):
                break
        other = replace(state, hands=CardHands(hands), kitty=tuple(rest) or state.kitty)
        assert GAME.view(other, seat) == view
        legal = GAME.legal_actions(state, seat)
        assert GAME.legal_actions(other, seat) == legal
        assert SEARCH.choose(GAME.view(other, seat), legal, 4) == SEARCH.choose(view, legal, 4)


def test_imagined_worlds_respect_shown_voids_hand_sizes_and_the_kitty() -> None:
    state = endgame(5, cards=10)
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    worlds, voids = knowledge(view), shown_out(view)
    rng = random.Random(0)
    for _ in range(30):
        dealt = worlds.deal(rng)
        assert sorted(dealt[seat]) == sorted(worlds.own)
        for other in range(4):
            assert all(view.order.group(DECK[c]) not in voids[other] for c in dealt[other])
            if other != seat:
                assert len(dealt[other]) == view.hand_sizes[other]
        assert len(dealt[4]) == (0 if view.kitty else view.kitty_size)


def test_a_kitty_the_seat_did_not_bury_is_imagined_without_trumps_or_points() -> None:
    state = endgame(5, cards=10)
    assert state.starter is not None
    seat = next(s for s in range(4) if s != state.starter)
    view = GAME.view(state, seat)
    assert not view.kitty
    rng = random.Random(0)
    for _ in range(30):
        kitty = [DECK[c] for c in knowledge(view).deal(rng)[4]]
        assert len(kitty) == view.kitty_size
        assert not any(view.order.is_trump(c) or card_points(c) for c in kitty)


def test_the_bench_builds_the_strong_player_with_the_settings_named() -> None:
    from bench.named_players import player_factory

    player = player_factory(30)("shengji", "shengji@endgame=4/share=0.2/least=2/void=40")
    assert isinstance(player, ShengjiSearch)
    assert (player.rollouts, player.endgame) == (30, 4)
    tuning = player.tuning
    assert (tuning.declare_share, tuning.declare_least, tuning.bury_void) == (0.2, 2, 40)
    again = player_factory(None)("shengji", "shengji@pairs=0/overturn=0.3/partner=0")
    assert isinstance(again, ShengjiSearch)
    tuning = again.tuning
    assert (tuning.declare_pairs, tuning.overturn_share, tuning.overturn_partner) == (
        False,
        0.3,
        False,
    )


def test_the_playouts_lead_short_for_the_opponents_of_the_declarers_unless_told_not_to() -> None:
    from bench.named_players import player_factory

    state = endgame(3)
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    assert state.declarers is not None
    assert SEARCH.table(view).short_team == 1 - state.declarers
    plain = player_factory(None)("shengji", "shengji@short=0/cap=2/rollouts=50")
    assert isinstance(plain, ShengjiSearch) and plain.table(view).short_team == -1
    assert (plain.cap, plain.rollouts) == (2, 50)
