"""The public table's text is worded once per table version, language and names."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import pytest

from bot.i18n import Language, use_language
from bot.render.shengji import table_texts
from bot.render.table_texts import TableTexts
from bot.ui.frontend import HandContext
from bot.ui.frontends import shengji as shengji_frontend
from bot.ui.frontends.shengji import ShengjiFrontend
from bot.ui.public_text import PublicText
from tests.cogs.shengji_support import GAME, hand_context
from tests.games.shengji.helpers import play, start


class Counting:
    def __init__(self) -> None:
        self.worded = 0

    def __call__(self, view: Any, names: Sequence[str], turn: bool) -> TableTexts:
        self.worded += 1
        full = f"{view} {' '.join(names)}" + (" (turn)" if turn else "")
        return TableTexts(full, full.upper())


def table(state: object, table_id: int = 1, moving: bool = False) -> Any:
    return SimpleNamespace(id=table_id, state=state, moving=moving)


def test_the_same_state_is_worded_once_for_the_table_message_and_every_hand_view() -> None:
    draw = Counting()
    text = PublicText(draw)
    state = object()
    shown = [text.full(table(state), "public", ("Ann", "Bo"))]
    shown += [text.hand(table(state), view, ("Ann", "Bo")) for view in ("seat 0", "seat 1")]
    assert shown == ["public Ann Bo", "PUBLIC ANN BO", "PUBLIC ANN BO"] and draw.worded == 1


def test_a_new_state_other_names_or_another_language_are_worded_anew() -> None:
    draw = Counting()
    text = PublicText(draw)
    first, second = object(), object()
    assert text.full(table(first), "v1", ("Ann",)) == "v1 Ann"
    assert text.full(table(second), "v2", ("Ann",)) == "v2 Ann"  # the next version
    assert text.full(table(second), "v2", ("AI Ann (easy)",)) == "v2 AI Ann (easy)"
    with use_language(Language.CY):
        assert text.full(table(second), "v2 cy", ("Ann",)) == "v2 cy Ann"
    assert text.full(table(second), "v2", ("Ann",)) == "v2 Ann" and draw.worded == 5
    assert text.full(table(second, table_id=2), "other", ("Ann",)) == "other Ann"
    assert draw.worded == 6


def test_whose_turn_it_is_is_worded_only_while_turns_go_on() -> None:
    """The same state is shown while in play, then once the table is closed or nobody plays."""
    draw = Counting()
    text = PublicText(draw)
    state = object()
    assert text.full(table(state, moving=True), "v", ("Ann",)) == "v Ann (turn)"
    assert text.full(table(state), "v", ("Ann",)) == "v Ann"
    assert draw.worded == 2


def test_an_ended_tables_texts_are_forgotten() -> None:
    text = PublicText(Counting())
    state = object()
    text.full(table(state), "v", ("Ann",))
    with use_language(Language.HI):
        text.full(table(state), "v", ("Ann",))
    text.forget(1)
    assert not text._states and not text._texts


def test_a_hand_context_words_the_names_once() -> None:
    reads = []

    class Table:
        @property
        def names(self) -> tuple[str, ...]:
            reads.append(1)
            return ("Ann", "AI Bo (strong)")

    ctx = HandContext(Table(), 0, None, ())  # type: ignore[arg-type]
    assert ctx.names == ctx.names == ("Ann", "AI Bo (strong)") and len(reads) == 1


def test_the_table_message_and_every_seats_hand_embed_of_a_version_are_worded_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Shengji's whole table and the hand views' short embed come from one wording per
    version, however many seats redraw their hand view (docs/performance.md)."""
    worded: list[object] = []

    def counted(view: Any, names: Sequence[str], turn: bool) -> TableTexts:
        worded.append(view)
        return table_texts(view, names, turn)

    monkeypatch.setattr(shengji_frontend, "table_texts", counted)
    frontend = ShengjiFrontend(GAME)
    state = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"], trump="H", level=5)
    state, _ = play(state, 0, "AS")
    contexts = [hand_context(state, seat) for seat in range(4)]
    table = frontend.table_message(contexts[0].table, GAME.view(state, None)).embed
    hands = [frontend.hand_message(ctx).embed for ctx in contexts]
    assert len(worded) == 1 and table is not None and table.description is not None
    assert {h.description for h in hands if h is not None} == {
        "al & cy: level 5 (declarers)\nOpponents' points: 0 (need 80)\nTrick 1:\n  al: A♠ ← winning"
    }
    assert "bo & di: level 2 (opponents)" in table.description


def test_what_is_kept_of_a_text_is_plain_values_the_collector_stops_tracking() -> None:
    """Issue #19: a tuple holding the state and the texts (a named tuple, never untracked)
    were two objects a live table for every full collection to walk."""
    text = PublicText(Counting())
    state = object()
    text.full(table(state, moving=True), "v", ("Ann", "Bo"))
    gc.collect()
    assert text._states == {(1, "en"): state}
    assert [gc.is_tracked(kept) for kept in text._texts.values()] == [False]
