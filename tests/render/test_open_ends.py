"""The Mexican Train hand view names the open ends a player can play on, without the board."""

from __future__ import annotations

from bot.i18n import Language, use_language
from bot.render.open_ends import open_ends_line
from tests.games.mexican_train.helpers import MEXICAN, acts, deal, game, play
from tests.render.test_mexican_train import NAMES, NINE
from tests.support.reading import as_read


def test_own_train_mexican_and_marked_trains_with_the_number_to_match() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    view = game().view(state, 0)
    line = open_ends_line(view, NAMES, game().legal_actions(state, 0))
    assert as_read(line) == "Open ends: your train → **9** · Mexican → **9** · Ben 🚩 → **5**"
    # not their turn: the same ends, none in bold
    waiting = open_ends_line(game().view(state, 1), NAMES, [])
    assert as_read(waiting) == "Open ends: your train → 5 · Mexican → 9"


def test_while_an_open_double_must_be_covered_only_its_end_is_bold() -> None:
    state = deal(
        ["5-5 7-1 6-5 9-3", "5-2 8-1", "4-4 3-2"],
        "1-1 2-2",
        options=NINE,
        trains={0: "9-5", MEXICAN: "9-7"},
    )
    state, _ = acts(state, play("5-5", 0), play("7-1", MEXICAN))
    assert set(game().to_act(state)) == {1}
    line = open_ends_line(game().view(state, 1), NAMES, game().legal_actions(state, 1))
    assert as_read(line) == "Open ends: your train → 9 · Mexican → 1 · Ann → **5**"


def test_the_line_is_worded_in_the_readers_language() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    with use_language(Language.ZH_CN):
        line = open_ends_line(game().view(state, 0), NAMES, game().legal_actions(state, 0))
    assert as_read(line) == "可接的端点：你的火车 → **9** · 墨西哥火车 → **9** · Ben 🚩 → **5**"


def test_a_trains_end_never_wraps_away_from_its_arrow_and_name() -> None:
    """On a phone "Mexican →" ended a line, and the number to match sat alone below it."""
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    line = open_ends_line(game().view(state, 0), NAMES, game().legal_actions(state, 0))
    assert " → " not in line
    assert "Mexican\u00a0→\u00a0**9**" in line and "🚩\u00a0→\u00a0**5**" in line
