"""The public table's text is worded once per table version, language and names."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from bot.i18n import Language, use_language
from bot.ui.frontend import HandContext
from bot.ui.public_text import PublicText


class Counting:
    def __init__(self) -> None:
        self.worded = 0

    def __call__(self, view: Any, names: Sequence[str], turn: bool) -> str:
        self.worded += 1
        return f"{view} {' '.join(names)}" + (" (turn)" if turn else "")


def table(state: object, table_id: int = 1, moving: bool = False) -> Any:
    return SimpleNamespace(id=table_id, state=state, moving=moving)


def test_the_same_state_is_worded_once_for_the_table_message_and_every_hand_view() -> None:
    draw = Counting()
    text = PublicText(draw)
    state = object()
    shown = [text(table(state), view, ("Ann", "Bo")) for view in ("public", "seat 0", "seat 1")]
    assert shown == ["public Ann Bo"] * 3 and draw.worded == 1


def test_a_new_state_other_names_or_another_language_are_worded_anew() -> None:
    draw = Counting()
    text = PublicText(draw)
    first, second = object(), object()
    assert text(table(first), "v1", ("Ann",)) == "v1 Ann"
    assert text(table(second), "v2", ("Ann",)) == "v2 Ann"  # the next version
    assert text(table(second), "v2", ("AI Ann (easy)",)) == "v2 AI Ann (easy)"
    with use_language(Language.CY):
        assert text(table(second), "v2 cy", ("Ann",)) == "v2 cy Ann"
    assert text(table(second), "v2", ("Ann",)) == "v2 Ann" and draw.worded == 5
    assert text(table(second, table_id=2), "other", ("Ann",)) == "other Ann"
    assert draw.worded == 6


def test_whose_turn_it_is_is_worded_only_while_turns_go_on() -> None:
    """The same state is shown while in play, then once the table is closed or nobody plays."""
    draw = Counting()
    text = PublicText(draw)
    state = object()
    assert text(table(state, moving=True), "v", ("Ann",)) == "v Ann (turn)"
    assert text(table(state), "v", ("Ann",)) == "v Ann"
    assert draw.worded == 2


def test_an_ended_tables_texts_are_forgotten() -> None:
    text = PublicText(Counting())
    state = object()
    text(table(state), "v", ("Ann",))
    with use_language(Language.HI):
        text(table(state), "v", ("Ann",))
    text.forget(1)
    assert not text._kept


def test_a_hand_context_words_the_names_once() -> None:
    reads = []

    class Table:
        @property
        def names(self) -> tuple[str, ...]:
            reads.append(1)
            return ("Ann", "AI Bo (strong)")

    ctx = HandContext(Table(), 0, None, ())  # type: ignore[arg-type]
    assert ctx.names == ctx.names == ("Ann", "AI Bo (strong)") and len(reads) == 1
