"""Rules 5.1 and 10.3 in play: the tractors of 5.1 that only exist because the trump rank left
its suit (R = T, X = S) must be played to a tractor lead when held, from explicit deals through
the engine; tied rank-card pairs are no tractor, so two pairs are enough. Each refusal leaves
the state as it was."""

from __future__ import annotations

import pytest

from bot.errors import IllegalAction
from bot.games.shengji import PlayCards, ShengjiState
from tests.games.shengji.helpers import GAME, cards, play, start


def tractor_led(lead: str, follower: str, trump: str | None = "S") -> ShengjiState:
    """Seat 0 has led the tractor ``lead``; seat 1 (holding ``follower``) is to play; R = T."""
    hands = [lead + " 3C", follower, "4C 4C 6C 6C 7C 7C", "8C 8C 9C 9C QC QC"]
    state, _ = play(start(hands, trump=trump, level=10), 0, lead)
    return state


def refused(state: ShengjiState, text: str, fragment: str) -> None:
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, 1, PlayCards(cards(text)))
    assert fragment in info.value.message, info.value.message
    assert GAME.state_to_json(state) == before


@pytest.mark.parametrize(
    ("lead", "follower", "tractor", "broken"),
    [
        # TH is a trump, so 9H and JH are adjacent hearts
        ("2H 2H 3H 3H", "9H 9H JH JH 5H 7H", "9H 9H JH JH", "9H 9H 5H 7H"),
        # TS has moved up, so 9S and JS are adjacent trumps
        ("2S 2S 3S 3S", "9S 9S JS JS 5S 7S", "9S 9S JS JS", "9S 9S 5S 7S"),
        # the off-suit rank cards sit right above the trump ace
        ("2S 2S 3S 3S", "AS AS TD TD 5S 7S", "AS AS TD TD", "AS AS 5S 7S"),
        # the trump-suit rank card sits right above the off-suit rank cards
        ("2S 2S 3S 3S", "TC TC TS TS 5S 7S", "TC TC TS TS", "TS TS 5S 7S"),
        # the small joker sits right above the trump-suit rank card
        ("2S 2S 3S 3S", "TS TS SJ SJ 5S 7S", "TS TS SJ SJ", "SJ SJ 5S 7S"),
    ],
)
def test_shengji_a_tractor_across_the_trump_rank_gap_must_follow_a_tractor_lead(
    lead: str, follower: str, tractor: str, broken: str
) -> None:
    state = tractor_led(lead, follower)
    refused(state, broken, "you must play it on a tractor of 2 pairs lead")
    assert GAME.is_legal_play(state, 1, cards(tractor))


def test_shengji_tied_off_suit_rank_pairs_are_no_tractor_so_any_two_trump_pairs_follow() -> None:
    state = tractor_led("2S 2S 3S 3S", "TD TD TC TC 5S 5S")
    assert GAME.is_legal_play(state, 1, cards("TD TD 5S 5S"))
    assert GAME.is_legal_play(state, 1, cards("TD TD TC TC"))
    refused(state, "TD TD TC 5S", "pairs")


def test_shengji_a_trump_rank_pair_beside_the_led_suit_is_no_tractor_of_that_suit() -> None:
    # 9H 9H TH TH: TH is a trump, so seat 1 holds only one heart pair and may not use TH
    state = tractor_led("2H 2H 3H 3H", "9H 9H TH TH 5H 7H")
    assert GAME.is_legal_play(state, 1, cards("9H 9H 5H 7H"))
    refused(state, "9H 9H TH TH", "hearts")
