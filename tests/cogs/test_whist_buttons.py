"""Whist's cards to play as one-tap buttons when five or fewer are legal (a select past that,
a lone card as **Play …**), the rule Shengji's quick plays share (bot/ui/choices.py): through
the frontend with dealt states, then end to end through SimCord."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
import pytest

from bot.errors import PlayerError
from bot.games.whist import PlayCard, WhistState
from bot.render.whist import action_label
from bot.ui.frontend import Act
from bot.ui.frontends.whist import WhistFrontend
from tests.cogs.conftest import Server
from tests.cogs.support import components, key_of, shown_by, table_now
from tests.cogs.test_whist import SEED, hand_context, open_game
from tests.cogs.whist_support import WHIST, take_turn
from tests.cogs.whist_support import build_bot as build_bot  # conftest's make_bot uses it

FRONTEND = WhistFrontend(WHIST)


def first_turn(when: Callable[[int], bool]) -> tuple[WhistState, int]:
    """The first turn of a Whist deal (every seat playing its first legal card) whose number
    of legal cards passes ``when``."""
    state = WHIST.new({}, 4, SEED)
    while True:
        (seat,) = WHIST.to_act(state)
        legal = WHIST.legal_actions(state, seat)
        if when(len(legal)):
            return state, seat
        state, _ = WHIST.apply(state, seat, legal[0])


def controls(state: WhistState, seat: int) -> tuple[list[Any], str]:
    shown = FRONTEND.hand_message(hand_context(WHIST, state, seat))
    assert shown.view is not None
    children: list[Any] = list(shown.view.children)  # the game's dynamic items
    return [child.item for child in children], shown.content or ""


def test_two_to_five_legal_cards_are_a_row_of_one_tap_buttons() -> None:
    state, seat = first_turn(lambda legal: 2 <= legal <= 5)
    ctx = hand_context(WHIST, state, seat)
    items, said = controls(state, seat)
    assert all(isinstance(item, discord.ui.Button) for item in items)
    assert [item.label for item in items] == [action_label(a, ctx.view) for a in ctx.legal]
    assert [item.custom_id.rsplit(":", 1)[-1] for item in items] == [
        f"menu{n}" for n in range(len(ctx.legal))
    ]
    assert {item.row for item in items} == {0}
    assert "**Tap a card** to play it" in said and "menu" not in said
    assert FRONTEND.on_component(ctx, "menu1", ()) == Act(ctx.legal[1])


def test_more_than_five_legal_cards_stay_one_select() -> None:
    state, seat = first_turn(lambda legal: legal > 5)
    ctx = hand_context(WHIST, state, seat)
    (menu,), said = controls(state, seat)
    assert isinstance(menu, discord.ui.Select) and len(menu.options) == len(ctx.legal)
    assert "**Play a card** from the menu" in said
    picked = FRONTEND.on_component(ctx, "menu", (menu.options[2].value,))
    assert picked == Act(ctx.legal[2])


def test_a_lone_legal_card_is_one_button_that_plays_it() -> None:
    """The last trick (or the one card of the suit led) is one tap, not a menu of one."""
    state, seat = first_turn(lambda legal: legal == 1)
    ctx = hand_context(WHIST, state, seat)
    (button,), said = controls(state, seat)
    assert button.label == f"Play {action_label(ctx.legal[0], ctx.view)}"
    assert f"Press **{button.label}**: it is the only card" in said and "menu" not in said
    assert FRONTEND.on_component(ctx, "menu0", ()) == Act(ctx.legal[0])


def test_a_card_button_past_the_list_or_over_a_select_is_refused_as_out_of_date() -> None:
    few = first_turn(lambda legal: 2 <= legal <= 5)
    many = first_turn(lambda legal: legal > 5)
    for (state, seat), key in ((few, "menu5"), (few, "menu77"), (many, "menu0")):
        with pytest.raises(PlayerError, match="out of date"):
            FRONTEND.on_component(hand_context(WHIST, state, seat), key, ())


async def test_a_player_taps_a_card_button_and_that_card_is_played(server: Server) -> None:
    """alice with three AI: her late turns show a button per legal card; she taps the last
    one, not the first, and that very card leaves her hand."""
    await open_game(server, "whist", "deals=1", ai=3)
    alice = shown_by(await server.alice.slash(server.channel, "hand"))
    for _ in range(13):
        table = await table_now(server)
        state: WhistState = table.state
        legal = WHIST.legal_actions(state, 0)
        buttons = [c for c in components(alice()) if key_of(c).startswith("menu")]
        if 2 <= len(legal) <= 5:
            break
        await take_turn(server.alice, alice)
    else:
        raise AssertionError("alice never had two to five legal cards")
    assert [key_of(c) for c in buttons] == [f"menu{n}" for n in range(len(legal))]
    tapped = legal[-1]
    assert isinstance(tapped, PlayCard)
    await server.alice.click(alice(), custom_id=buttons[-1]["custom_id"])
    after: WhistState = (await table_now(server)).state
    assert tapped.card not in after.hands[0] and len(after.hands[0]) == len(state.hands[0]) - 1
