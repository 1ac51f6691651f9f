"""Mexican Train in every catalog language: a whole game's text, refusals, typed words, the board.

Everything the render module and the frontend write is produced twice for the same deal, in
English and in the table's language; a text that has words of its own (not only names, tile
codes, numbers and emoji) must read differently, and no English catalog fragment may show up.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest

from bot.errors import IllegalAction, OptionError, PlayerError
from bot.games.base import GameEvent
from bot.games.dominoes import double_set
from bot.games.mexican_train import MexicanTrainGame, MexicanTrainState, Play
from bot.i18n import Language, t, use_language
from bot.render.board_image import render_board
from bot.render.mexican_train import (
    action_label,
    drawn_line,
    event_line,
    hand_text,
    table_text,
    tile_pages,
    train_choices,
)
from bot.ui.frontend import HandContext, Message
from bot.ui.frontends.mexican_train import MexicanTrainFrontend
from tests.cogs.mexican_train_support import GAME, NAMES, context, crossroads, snapshot
from tests.games.mexican_train.helpers import MEXICAN, Draw, acts, deal, play
from tests.support.languages import english_leaks

OTHERS = [language for language in Language if language is not Language.EN]
FRONTEND = MexicanTrainFrontend(MexicanTrainGame())
NINE = {"set": 9}

#: What may stay the same in every language: names, tile codes and laid tiles, numbers, signs.
_NEUTRAL = re.compile(
    r"\b(?:" + "|".join(NAMES) + r"|P\d+)\b|\[\d+\|\d+\]|\d+|[^\w]|_", flags=re.UNICODE
)


def _has_words(text: str) -> bool:
    return bool(_NEUTRAL.sub("", text).strip())


def _scenario() -> Iterator[tuple[MexicanTrainState, list[GameEvent]]]:
    """An explicit deal that makes every kind of play line, then a whole seeded game."""
    state = deal(
        ["5-5 7-1 6-5 2-2", "8-1", "5-0 9-0"],
        "1-1 3-3",
        options=NINE,
        trains={0: "9-5", MEXICAN: "9-7"},
    )
    yield state, []
    for action in (play("5-5", 0), play("7-1", MEXICAN), Draw(), play("5-0", 0)):
        state, events = acts(state, action)
        yield state, events
    marked = deal(["5-5 5-1", "8-1"], "3-3", options=NINE, trains={0: "9-5"}, marked=[0])
    yield marked, acts(marked, play("5-5", 0))[1]
    state = GAME.new({"set": 6}, 3, 7)
    rng = random.Random(7)
    while not state.over:
        (seat,) = GAME.to_act(state)
        state, events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        yield state, events


def _message_texts(message: Message) -> list[str]:
    texts = [message.content or ""]
    if message.embed is not None:
        embed = message.embed
        texts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        texts += [f"{field.name}: {field.value}" for field in embed.fields]
    if message.view is not None:
        for row in message.view.to_components():
            for item in row["components"]:
                texts += [item.get("label") or "", item.get("placeholder") or ""]
                texts += [option["label"] for option in item.get("options", ())]
    return texts


def _texts() -> list[str]:
    """Every line the game's text layer writes over the scenario, in the language in force."""
    texts: list[str] = []
    for state, events in _scenario():
        texts += [event_line(event, NAMES) or "" for event in events]
        texts.append(drawn_line(events) or "")
        view = GAME.view(state, None)
        texts.append(table_text(view, NAMES))
        texts += _message_texts(FRONTEND.table_message(snapshot(state), view))
        texts += FRONTEND.event_lines(snapshot(state), events)
        for seat in range(state.players):
            ctx = context(state, seat)
            texts += _message_texts(FRONTEND.hand_message(ctx))
            texts.append(hand_text(ctx.view, NAMES, ctx.legal))
            texts += [action_label(action, ctx.view, NAMES) for action in ctx.legal]
            pages = tile_pages(ctx.view, ctx.legal, NAMES)
            texts += [choice.label for page in pages for choice in page.choices]
            for tile in {a.tile.code for a in ctx.legal if isinstance(a, Play)}:
                texts += [c.label for c in train_choices(ctx.view, ctx.legal, tile, NAMES)]
    return texts


@pytest.fixture(scope="module")
def english() -> list[str]:
    with use_language(Language.EN):
        return _texts()


@pytest.mark.parametrize("language", OTHERS, ids=str)
def test_a_whole_game_reads_in_the_table_language_with_no_english_left(
    language: Language, english: list[str]
) -> None:
    with use_language(language):
        theirs = _texts()
    assert len(theirs) == len(english)
    same = sorted(
        {en for en, text in zip(english, theirs, strict=True) if en == text and _has_words(en)}
    )
    assert same == []
    leaks = sorted({leak for text in theirs for leak in english_leaks(text, language)})
    assert leaks == []
    assert any(text.startswith("🏁") for text in theirs)  # the game is played to its end
    for text in theirs:
        assert len(text) <= 2000


def _refusal(run: Callable[[], object]) -> PlayerError:
    with pytest.raises(PlayerError) as refused:
        run()
    return refused.value


def test_an_engine_refusal_is_worded_in_the_language_in_force() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE)
    refusal = _refusal(lambda: GAME.apply(state, 0, Draw()))
    assert isinstance(refusal, IllegalAction)
    assert refusal.message == "You can play 9-2, so you must play rather than draw."
    with use_language(Language.ZH_CN):
        assert refusal.message == "你可以出 9-2，所以必须出牌，不能摸牌。"
        assert GAME.explain(state, 1, Draw()) == "还没轮到你：现在轮到 1 号位。"
    with use_language(Language.CY):
        assert refusal.message.startswith("Gallwch chi chwarae 9-2")
    with use_language(Language.HI):
        options = _refusal(lambda: GAME.check_options({"set": 9}, 5))
        assert isinstance(options, OptionError)
        assert options.message == ("डबल-9 सेट पर 2–4 खिलाड़ी खेलते हैं, 5 नहीं। 9 से कम के लिए set=12 लें।")


def test_a_frontend_refusal_nests_the_engine_reason_in_the_same_language() -> None:
    ctx = context(crossroads())
    refusal = _refusal(lambda: FRONTEND.parse_text(ctx, "12-5 3"))
    with use_language(Language.SW):
        assert refusal.message == (
            "Huwezi kucheza kwenye treni ya Cy: mwenyewe hajaweka alama juu yake. "
            "12-5 inalingana na treni yako au treni ya Ben au Treni ya Mexico."
        )
    with use_language(Language.ZH_TW):
        assert "12-5 可以接在你的火車或Ben 的火車或墨西哥火車上" in refusal.message


def test_a_table_text_in_two_languages() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    view = GAME.view(state, None)
    with use_language(Language.CY):
        welsh = table_text(view, NAMES)
    with use_language(Language.ZH_CN):
        chinese = table_text(view, NAMES)
    assert welsh.splitlines()[:2] == [
        "**Rownd 1/10** · injan 9-9 · pentwr 1",
        "🚂 Trên Mecsicanaidd: gwag → 9",
    ]
    assert "Ben (1 deilsen) 🚩: [9|5]\u00a0→\u00a05" in welsh
    assert "Ben（1 张） 🚩：[9|5]\u00a0→\u00a05" in chinese and "轮到：**Ann**" in chinese


@pytest.mark.parametrize(
    ("words", "train"),
    [("墨西哥", MEXICAN), ("我的", 0), ("mexico", MEXICAN), ("yangu", 0), ("mecsico", MEXICAN),
     ("मैक्सिकन", MEXICAN), ("मेरी", 0)],
)  # fmt: skip
def test_typed_trains_in_the_catalog_languages(words: str, train: int) -> None:
    assert FRONTEND.parse_text(context(crossroads()), f"12-5 {words}").train == train  # type: ignore[union-attr]


def test_typed_draw_and_pass_in_the_catalog_languages() -> None:
    stuck = deal(["1-0", "8-1"], "3-3", options=NINE)
    for words in ("摸牌", "chukua", "codi", "उठाएँ"):
        assert FRONTEND.parse_text(context(stuck), words) == Draw()
    refusal = _refusal(lambda: FRONTEND.parse_text(context(stuck), "pita"))
    with use_language(Language.SW):
        assert refusal.message.startswith("Chukua kigae kwanza")


def test_the_board_picture_is_drawn_per_language_and_cached_per_language() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    view = GAME.view(state, None)
    pictures = {}
    for language in Language:
        with use_language(language):
            pictures[language] = render_board(view, NAMES[:2])
            message = FRONTEND.table_message(snapshot(state, NAMES[:2]), view)
        assert message.file is not None and message.file[1] == pictures[language]
    # Chinese shows as boxes until the picture has a CJK font (issue #15): both scripts alike
    shown = [pictures[language] for language in Language if language is not Language.ZH_TW]
    assert len(set(shown)) == len(shown)


def test_a_hand_too_big_for_the_menus_still_says_how_to_play_the_rest() -> None:
    """Past three menus of tiles the only way to the others is typing them: the note that
    says so survives the cut to Discord's 2,000 characters, in every language."""
    trains = {seat: f"18-{seat}" for seat in range(12)} | {MEXICAN: "18-12"}
    used = {*trains.values(), "18-18"}
    rest = sorted(
        (tile.code for tile in double_set(18) if tile.code not in used),
        key=lambda code: min(int(n) for n in code.split("-")),
    )
    hands = [" ".join(rest[:150]), *rest[150:161]]
    state = GAME.deal_from({"set": 18}, hands, trains=trains, marked=list(range(12)), boneyard=[])
    names = [f"{'名前' * 30}{seat:02d}"[:64] for seat in range(12)]  # as long as names go
    legal = GAME.legal_actions(state, 0)
    ctx = HandContext(snapshot(state, names), 0, GAME.view(state, 0), legal, ())
    for language in Language:
        with use_language(language):
            shown = FRONTEND.hand_message(ctx)
            assert shown.content is not None and len(shown.content) <= 2000
            assert shown.content.endswith(t("mt-hand-more-tiles"))
