"""Every parser of text a player types answers any input with a parse or a polite refusal.

Inputs mix the notation's own characters with digits of other scripts (``²``, ``٣``, ``５``),
control characters and very long strings: Python's ``isdigit`` accepts some digits that
``int`` refuses, and ``int`` refuses numbers of more than 4,300 digits.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.catalogue import load_catalogue
from bot.errors import PlayerError
from bot.games.cards import parse_cards
from bot.games.dominoes import parse_tiles
from bot.games.options import parse_options
from bot.tables.deadlines import parse_duration
from bot.tables.snapshots import SeatInfo, TableSnapshot, TableStatus
from bot.ui.frontend import HandContext

ODD = "²³¹⁴₂٣۵५৬๗༣５𝟘𝟙-|:/, \t\n\r\x00\x07\u200b\u202e"
NOTATION = "0123456789TJQKASHDCshdcjbr♠♥♦♣smhdoffn=+- "

pieces = st.text(alphabet=st.sampled_from(NOTATION + ODD), max_size=30)
anything = st.text(max_size=40)
long_text = st.builds(lambda s, n: (s * n)[:5000], st.text(min_size=1, max_size=8), st.just(5000))
player_text = st.one_of(
    pieces, anything, long_text, st.builds("".join, st.lists(pieces, max_size=3))
)
EXAMPLES = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parses_or_refuses(parser: Callable[[str], Any], text: str) -> None:
    try:
        parser(text)
    except PlayerError as refusal:
        assert refusal.message and "Traceback" not in refusal.message


def test_a_superscript_timer_is_refused_politely() -> None:
    with pytest.raises(PlayerError, match="can't read"):
        parse_duration("²m")


@EXAMPLES
@given(player_text)
def test_timers_parse_or_refuse_any_text(text: str) -> None:
    parses_or_refuses(parse_duration, text)


@EXAMPLES
@given(player_text)
def test_cards_parse_or_refuse_any_text(text: str) -> None:
    parses_or_refuses(parse_cards, text)


@EXAMPLES
@given(player_text)
def test_tiles_parse_or_refuse_any_text(text: str) -> None:
    parses_or_refuses(parse_tiles, text)


GAMES = {entry.game.name: entry for entry in load_catalogue()}


@EXAMPLES
@given(st.sampled_from(sorted(GAMES)), player_text)
def test_table_options_parse_or_refuse_any_text(game: str, text: str) -> None:
    parses_or_refuses(lambda t: parse_options(GAMES[game].game.options, t), text)


def opening_context(game: str) -> HandContext:
    """The first seat to act at a new table of ``game``, as ``/play`` sees it."""
    rules = GAMES[game].game
    options = parse_options(rules.options, None)
    players = rules.seat_range(options)[0]
    state = rules.new(options, players, seed=5)
    seat = min((s for s in rules.to_act(state) if s >= 0), default=0)
    seats = tuple(SeatInfo(n, 100 + n, f"P{n}") for n in range(players))
    table = TableSnapshot(
        id=1, guild_id=1, channel_id=2, thread_id=None, message_id=3, host_id=100,
        game=game, options=options, status=TableStatus.PLAYING, version=1, seats=seats,
        state=state, last_action_at=datetime(2024, 1, 1, tzinfo=UTC),
    )  # fmt: skip
    legal = rules.legal_actions(state, seat) if seat in rules.to_act(state) else ()
    return HandContext(table, seat, rules.view(state, seat), legal)


CONTEXTS = {game: opening_context(game) for game in GAMES}


def test_a_superscript_after_a_tile_is_refused_politely() -> None:
    ctx = CONTEXTS["mexican_train"]
    with pytest.raises(PlayerError):
        GAMES["mexican_train"].frontend.parse_text(ctx, "12-5 ²")


@EXAMPLES
@given(st.sampled_from(sorted(GAMES)), player_text)
def test_typed_moves_parse_or_refuse_any_text(game: str, text: str) -> None:
    frontend = GAMES[game].frontend
    parses_or_refuses(lambda t: frontend.parse_text(CONTEXTS[game], t), text)


KEYS = ("i", "pick", "menu", "quick", "tile", "train", "cards", "decl-", "declmenu", "bury", "play")


@EXAMPLES
@given(
    st.sampled_from(sorted(GAMES)),
    st.builds(str.__add__, st.sampled_from(KEYS), pieces),
    st.lists(player_text, max_size=3),
)
def test_forged_control_values_are_read_or_refused(game: str, key: str, values: list[str]) -> None:
    """A modified client may send any key and values on a control; none of them crashes."""
    frontend = GAMES[game].frontend
    parses_or_refuses(lambda _: frontend.on_component(CONTEXTS[game], key, values), "")
