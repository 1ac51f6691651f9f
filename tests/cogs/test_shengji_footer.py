"""Shengji's public table says what may be typed: the move the table waits for. While it
dealt it offered a play (`TH TH 9H 9H`), which a deal refuses; now a card of the rank being
played (a declaration) while it deals, a suit while a suit is to be named, a play after."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games.base import SYSTEM
from bot.games.cards import Rank, Suit, suit_from_word
from bot.games.shengji import Declare, Phase, ShengjiState
from bot.i18n import Language, use_language
from bot.ui.frontends.shengji import ShengjiFrontend, typed_example
from tests.cogs.shengji_support import GAME, hand_context

FRONTEND = ShengjiFrontend(GAME)


def footer(state: ShengjiState) -> str:
    ctx = hand_context(state, 0)
    embed = FRONTEND.table_message(ctx.table, GAME.view(ctx.table.state, None)).embed
    assert embed is not None and embed.footer.text is not None
    return embed.footer.text.split('/play cards:"', 1)[1].split('"', 1)[0]


@pytest.mark.parametrize("language", list(Language))
def test_while_the_cards_are_dealt_the_footer_offers_a_declaration(language: Language) -> None:
    state = GAME.new({}, 4, 7)
    while GAME.view(state, None).phase is Phase.DEAL and not any(
        GAME.legal_actions(state, seat) for seat in range(4)
    ):
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    assert GAME.view(state, None).phase is Phase.DEAL
    with use_language(language):
        typed = footer(state)
    assert typed == "2H"  # the first hand plays rank 2
    seat = next(s for s in range(4) if GAME.legal_actions(state, s))
    assert isinstance(FRONTEND.parse_text(hand_context(state, seat), typed), Declare)


@pytest.mark.parametrize("language", list(Language))
def test_a_suit_to_name_is_offered_as_a_word_the_reader_may_type(language: Language) -> None:
    view = replace(GAME.view(GAME.new({}, 4, 7), None), phase=Phase.NAME_TRUMP)
    with use_language(language):
        assert suit_from_word(typed_example(view)) is Suit.HEARTS


def test_a_later_hand_declares_with_its_own_rank_and_play_shows_a_play() -> None:
    view = GAME.view(GAME.new({}, 4, 7), None)
    assert typed_example(replace(view, trump_rank=Rank.TEN)) == "TH"
    assert typed_example(replace(view, phase=Phase.PLAY)) == "TH TH 9H 9H"


def test_a_burial_offers_as_many_cards_as_the_kitty_holds() -> None:
    """It offered a play of four cards, which a burial of six or eight refuses."""
    view = replace(GAME.view(GAME.new({}, 4, 7), None), phase=Phase.BURY)
    assert typed_example(view) == "3C 4C 6D 7D 8D 9S JS QS"  # two decks: a kitty of 8
    one_deck = GAME.view(GAME.new({"decks": 1}, 4, 7), None)
    assert typed_example(replace(one_deck, phase=Phase.BURY)) == "3C 4C 6D 7D 8D 9S"
