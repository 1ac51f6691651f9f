"""The front door's refusals are catalog ids, and its texts read in other languages."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import OptionError
from bot.games.options import OptionSpec, parse_options
from bot.i18n import Language, has_message, t, use_language, word
from bot.ui.languages import Languages

ROOT = Path(__file__).resolve().parents[2]
MODULES = (
    "cogs/lobby.py",
    "cogs/play.py",
    "cogs/errors.py",
    "cogs/help.py",
    "cogs/leaderboard.py",
    "cogs/settings.py",
    "bot/render/help.py",
    "bot/render/leaderboard.py",
    "bot/leaderboards.py",
    "bot/games/options.py",
    "bot/numbers.py",
    "bot/ui/access.py",
    "bot/ui/autocomplete.py",
    "bot/ui/choices.py",
    "bot/ui/pages.py",
    "bot/ui/new_tables.py",
    "bot/ui/replies.py",
    "bot/ui/lobby_message.py",
    "bot/app.py",
)
REFUSALS = {"PlayerError", "IllegalAction", "OptionError", "NotFound"}


def refusal_calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in REFUSALS
    ]


@pytest.mark.parametrize("module", MODULES)
def test_every_refusal_is_a_catalog_id(module: str) -> None:
    for call in refusal_calls(ROOT / module):
        first = call.args[0] if call.args else None
        assert isinstance(first, ast.Constant) and isinstance(first.value, str), (
            f"{module}:{call.lineno}: a refusal must name a catalog id"
        )
        assert has_message(first.value), f"{module}:{call.lineno}: {first.value!r}"


def refusal(specs: tuple[OptionSpec, ...], text: str) -> OptionError:
    with pytest.raises(OptionError) as caught:
        parse_options(specs, text)
    return caught.value


SPECS = (OptionSpec("target", "Points that win", 10, int, minimum=3, maximum=100),)


def test_an_option_refusal_in_chinese_and_welsh() -> None:
    error = refusal(SPECS, "target=500")
    with use_language(Language.ZH_CN):
        assert word(error) == "选项 `target` 最多 100。"
    with use_language(Language.CY):
        assert word(error) == "Rhaid i'r dewis `target` fod ddim mwy na 100."
    assert str(error) == "Option `target` must be at most 100."


def test_lobby_words_in_swahili_and_hindi() -> None:
    with use_language(Language.SW):
        assert t("lobby-joined", seat=2, table=1234) == "Umeingia: kiti 2 kwenye meza #1234."
        assert t("lobby-added-ai", count=3) == "Wachezaji 3 wa AI wameongezwa."
    with use_language(Language.HI):
        assert t("game-whist") == "व्हिस्ट"
        assert t("board-period-7d") == "पिछले 7 दिन"
    with use_language(Language.ZH_CN):
        assert t("game-shengji").startswith("升级")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_settings_are_cached_until_changed_or_stale(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    clock = Clock()
    languages = Languages(sessions, ttl=30, clock=clock)
    assert await languages.personal(7) is None
    await languages.settings.set_language(7, Language.CY)  # as another process would
    assert await languages.personal(7) is None  # still the cached answer
    clock.now = 31
    assert await languages.personal(7) is Language.CY  # stale: read again
    await languages.settings.set_language(7, Language.HI)
    languages.forget_person(7)  # this process changed it: seen at once
    assert await languages.personal(7) is Language.HI
    await languages.settings.change_defaults(5, language=Language.SW)
    assert await languages.server(5) is Language.SW
    assert await languages.server(None) is None
