"""Shengji in every language: a whole hand rendered with no English catalog text left in it,
refusals worded in the reader's language, and every refusal in the code a catalog message."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest.mock import patch

import discord
import pytest

import bot.i18n as i18n
from bot.errors import IllegalAction, PlayerError
from bot.games.base import SYSTEM, GameEvent
from bot.games.cards import Suit
from bot.games.shengji import Declare, NameTrump, Pass, Phase, ShengjiState
from bot.games.shengji.combos import PAIR, TRIPLE
from bot.games.shengji.events import ThrowFailed, ThrowPartChosen, TrickWon
from bot.games.shengji.throws import Beaten
from bot.games.shengji.words import cards_words, lead_msg, shape_msg, shapes_msg
from bot.games.tricks import Play
from bot.i18n import Language, Msg, has_message, t, use_language, word
from bot.i18n.catalogs import format_id, format_message
from bot.render.shengji import action_label, hand_text, table_text
from bot.render.shengji_events import event_text
from bot.ui.frontends.shengji import ShengjiFrontend
from bot.ui.frontends.shengji_prompts import hand_prompt
from tests.cogs.shengji_support import declaring_moves, find_seed, hand_context, planned_move
from tests.games.shengji.helpers import GAME, cards, play, start
from tests.support.languages import english_leaks

OTHERS = [language for language in Language if language is not Language.EN]
NAMES = ("al", "bo", "cy", "di")
ROOT = Path(__file__).resolve().parents[2]
MODULES = [
    *sorted((ROOT / "bot" / "games" / "shengji").glob("*.py")),
    ROOT / "bot" / "render" / "shengji.py",
    ROOT / "bot" / "render" / "shengji_events.py",
    ROOT / "bot" / "ui" / "frontends" / "shengji.py",
    ROOT / "bot" / "ui" / "frontends" / "shengji_controls.py",
]
REFUSALS = {"PlayerError", "IllegalAction", "OptionError", "NotFound"}
#: what may stay as it is in any language: card notation, numbers, emoji, Markdown, names
_NEUTRAL = re.compile(r"[^\W\d_]{2,}")


# ---------------------------------------------------------------------------- every refusal


def _string_constants(tree: ast.Module) -> dict[str, str]:
    return {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
        if isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _called(node: ast.Call) -> str:
    return node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")


def _ids(first: ast.expr, constants: dict[str, str]) -> list[ast.expr]:
    """The possible first arguments: both branches of a conditional, a constant's value."""
    if isinstance(first, ast.IfExp):
        return _ids(first.body, constants) + _ids(first.orelse, constants)
    if isinstance(first, ast.Name) and first.id in constants:
        return [ast.Constant(constants[first.id])]
    return [first]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_every_refusal_and_message_in_shengji_code_is_a_catalog_id(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = _string_constants(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _called(node)
        if name not in REFUSALS | {"msg", "t"}:
            continue
        where = f"{path.name}:{node.lineno}"
        for first in _ids(node.args[0], constants):
            if isinstance(first, ast.Constant):
                assert isinstance(first.value, str) and has_message(first.value), where
            elif isinstance(first, ast.JoinedStr):
                assert name in ("msg", "t"), f"{where}: a refusal worded in code"
            else:  # a message built elsewhere, or an id picked from a table of ids
                assert isinstance(first, ast.Name | ast.Attribute | ast.Call | ast.Subscript), where
    tables = [node for node in ast.walk(tree) if isinstance(node, ast.Dict)]
    for value in (value for table in tables for value in table.values):
        text = value.value if isinstance(value, ast.Constant) else None
        if isinstance(text, str) and text.startswith("shengji-"):
            assert has_message(text), f"{path.name}:{value.lineno}"


def test_the_ids_built_from_parts_all_exist() -> None:
    shapes = [(1, 1), PAIR, TRIPLE, (2, 3), (3, 2)]
    built = [shape_msg(shape, count) for shape in shapes for count in (1, 2, 5)]
    built += [shapes_msg([PAIR, PAIR, (2, 2)], "T"), lead_msg([PAIR]), lead_msg([PAIR, (1, 1)])]
    for suit in Suit:
        built.append(Msg(f"cards-suit-{suit.name.lower()}"))
    for how in ("declare", "overturn", "reinforce"):
        built.append(Msg(f"shengji-event-{how}"))
    for message in built:
        assert has_message(message.id), message.id


# ---------------------------------------------------------------------------- refusals read


def test_a_follow_refusal_in_chinese_and_welsh() -> None:
    state = start(["AS 9S 9S", "KS 3S 3S", "7D QS QS", "2C 4S 4S"], trump="H")
    state, _ = play(state, 0, "9S 9S")
    with pytest.raises(IllegalAction) as refused:
        play(state, 1, "KS 3S")
    assert str(refused.value) == "You hold a pair of spades: you must play it on a pair lead."
    with use_language(Language.ZH_CN):
        assert str(refused.value) == "你手里有黑桃的一个对子：跟领出的一个对子时必须出它。"
    with use_language(Language.CY):
        assert str(refused.value) == (
            "Yn eich llaw mae pâr o rawiau: rhaid i chi ei chwarae pan arweinir pâr."
        )


def test_a_declaration_refusal_names_the_joker_in_the_readers_words() -> None:
    state = start(["SJ 3C", "3C", "3C", "3C"], trump="H")
    refusal = IllegalAction(
        Msg("shengji-declare-not-held", {"count": 2, "card": cards_words(cards("SJ"))})
    )
    assert refusal.message == "You don't hold 2 × Small Joker."
    with use_language(Language.ZH_TW):
        assert refusal.message == "你手裡沒有 2 張 小王。"
    assert state.phase is Phase.PLAY


def test_the_table_in_swahili_and_hindi() -> None:
    state = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"], trump="H", level=5)
    state, _ = play(state, 0, "AS")
    view = GAME.view(state, None)
    with use_language(Language.SW):
        text = table_text(view, NAMES)
        assert "Turufu ♥ kopa, ngazi 5" in text and "al na cy: ngazi 5 (watangazaji)" in text
        assert "al: A♠ ← inashinda" in text and "Zamu: **bo**" in text
    with use_language(Language.HI):
        text = table_text(view, NAMES)
        assert "तुरुप ♥ पान, रैंक 5" in text and "बारी: **bo**" in text


# ---------------------------------------------------------------------------- a whole hand


@contextmanager
def recorded() -> Iterator[list[Msg]]:
    """Every catalog message worded meanwhile (t() goes through ``format_id``, word() through
    ``format_message``)."""
    seen: list[Msg] = []

    def spy(language: Language, message: Msg) -> str:
        seen.append(message)
        return format_message(language, message)

    def spy_id(language: Language, msg_id: str, args: Mapping[str, Any]) -> str:
        seen.append(Msg(msg_id, dict(args)))
        return format_id(language, msg_id, args)

    with patch.object(i18n, "format_message", spy), patch.object(i18n, "format_id", spy_id):
        yield seen


def _args_in(language: Language, message: Msg) -> list[str]:
    return [
        format_message(language, value) if isinstance(value, Msg) else str(value)
        for value in message.args.values()
    ]


def english_left(language: Language, message: Msg) -> str | None:
    """The English wording of ``message`` when ``language`` words it the same way and it says
    more than its parameters (names, cards, numbers) do; None when it is translated."""
    english = format_message(Language.EN, message)
    if format_message(language, message) != english:
        return None
    rest = english
    for value in sorted(_args_in(Language.EN, message), key=len, reverse=True):
        rest = rest.replace(value, " ") if value else rest
    return english if _NEUTRAL.search(rest) else None


def _labels(message: Any) -> list[str]:
    """Every text of a message's controls (labels, placeholders, select options)."""
    found: list[str] = []
    view: discord.ui.View | None = message.view
    for item in view.children if view is not None else ():
        if isinstance(item, discord.ui.Button) and item.label:
            assert len(item.label) <= 80, item.label
            found.append(item.label)
        if isinstance(item, discord.ui.Select):
            assert len(item.placeholder or "") <= 150
            assert all(len(option.label) <= 100 for option in item.options)
            found += [item.placeholder or "", *(option.label for option in item.options)]
    return found


def _render_all(state: ShengjiState, events: Sequence[GameEvent]) -> list[str]:
    """Everything the game shows of one moment: the events, the table, each seat's hand."""
    frontend = ShengjiFrontend(GAME)
    table = hand_context(state, 0).table
    shown = frontend.event_lines(table, events)
    shown += [text for event in events if (text := event_text(event, NAMES))]
    message = frontend.table_message(table, GAME.view(state, None))
    assert message.embed is not None and len(message.embed.description or "") <= 4096
    shown += [message.embed.title or "", message.embed.description or ""]
    shown.append(message.embed.footer.text or "")
    for seat in range(4):
        ctx = hand_context(state, seat, private=events)
        hand = frontend.hand_message(ctx)
        assert len(hand.content or "") <= 2000
        shown += [hand.content or "", *_labels(hand), hand_text(ctx.view)]
        shown += [action_label(action) for action in ctx.legal]
    return shown


def _synthetic_events() -> list[GameEvent]:
    """Events a planned hand may not reach: a throw choice and a chooser, a kept trick."""
    beaten = Beaten(component=_component("QS"), seat=2, cards=cards("KS"))
    return [
        ThrowFailed(thrower=0, cards=cards("QS 4S 4S"), beaten=(beaten,), chooser=1),
        ThrowFailed(thrower=0, cards=cards("QS 4S 4S"), beaten=(beaten,), chooser=1, seat=0),
        ThrowPartChosen(chooser=1, thrower=0, cards=cards("QS 4S 4S")),
        TrickWon(number=3, winner=0, points=10, plays=(Play(0, cards("KS")),), declarers=0),
        TrickWon(number=4, winner=1, points=0, plays=(Play(1, cards("BJ")),), declarers=0),
    ]


def _component(text: str) -> Any:
    from bot.games.shengji.combos import decompose
    from bot.games.shengji.order import card_order

    return decompose(cards(text), card_order(None, Suit.HEARTS))[0]


def _play_a_hand() -> list[tuple[ShengjiState, list[GameEvent]]]:
    """The first hand of a seed where seats declare, overturn, pass, lead a tractor and fail a
    throw, each moment with the events that led to it."""
    options = {"declare_pause": 3}
    state = GAME.new(options, 4, find_seed(options, 1))
    moments: list[tuple[ShengjiState, list[GameEvent]]] = [(state, [])]
    while state.phase is Phase.DEAL:
        (action,) = GAME.legal_actions(state, SYSTEM)[:1]
        state, events = GAME.apply(state, SYSTEM, action)
        moments.append((state, list(events)))
        for seat, move in declaring_moves(state) if state.phase is Phase.DEAL else ():
            assert isinstance(move, Declare | Pass)
            state, events = GAME.apply(state, seat, move)
            moments.append((state, list(events)))
    while state.hand_no == 0:
        seat, move = planned_move(state)
        state, events = GAME.apply(state, seat, move)
        moments.append((state, list(events)))
    return moments


@pytest.fixture(scope="module")
def hand() -> list[tuple[ShengjiState, list[GameEvent]]]:
    return _play_a_hand()


@pytest.mark.parametrize("language", OTHERS, ids=str)
def test_a_whole_hand_leaves_no_english_in_any_other_language(
    language: Language, hand: list[tuple[ShengjiState, list[GameEvent]]]
) -> None:
    shown: list[str] = []
    with use_language(language), recorded() as seen:
        for state, events in hand:
            shown += _render_all(state, events)
        shown += _render_all(hand[-1][0], _synthetic_events())
        for refusal in ("shengji-controls-stale", "shengji-not-your-turn-to-play"):
            shown.append(word(PlayerError(refusal)))
    assert english_leaks("\n".join(shown), language) == []
    ids = {message.id for message in seen}
    assert {"shengji-event-trick-won", "shengji-hand-over-count", "shengji-event-overturn"} <= ids
    assert {"shengji-event-throw-forced", "shengji-prompt-bury-suggested"} <= ids
    assert {"shengji-you-throw-forced", "shengji-you-throw-penalty"} <= ids
    assert "shengji-you-throw-chooser" in ids
    left = {message.id: english_left(language, message) for message in seen}
    assert {msg_id: text for msg_id, text in left.items() if text} == {}


def test_the_english_check_would_see_an_untranslated_message() -> None:
    untranslated = Msg("shengji-table-starter", {"name": "al"})
    assert english_left(Language.EN, untranslated) == "Starter: al"
    assert english_left(Language.EN, Msg("shengji-play", {"name": "al", "cards": "A♠"})) is None
    with use_language(Language.CY):
        assert t("shengji-table-starter", name="al") == "Cychwynnwr: al"


def test_typed_moves_read_the_readers_own_words_for_suits_and_passing() -> None:
    frontend = ShengjiFrontend(GAME)
    state = GAME.new({"first_starter": "fixed", "no_declaration": "partner"}, 4, 3)
    while state.phase is Phase.DEAL:
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    ctx = hand_context(state, 2)  # the starter's partner names the trump suit
    with use_language(Language.ZH_CN):
        assert frontend.parse_text(ctx, "红桃") == NameTrump(Suit.HEARTS)
        assert frontend.parse_text(ctx, "hearts") == NameTrump(Suit.HEARTS)
        assert frontend.parse_text(ctx, "主 红桃") == NameTrump(Suit.HEARTS)
        with pytest.raises(PlayerError) as refused:
            frontend.parse_text(ctx, "星星")
        assert str(refused.value) == "看不懂“星星”是哪个花色。说出主牌花色：`红桃`、`H` 或 `♥`。"
    with use_language(Language.SW):
        assert frontend.parse_text(ctx, "Kopa") == NameTrump(Suit.HEARTS)
        assert frontend.parse_text(ctx, "turufu kopa") == NameTrump(Suit.HEARTS)
    with use_language(Language.HI):
        assert frontend.parse_text(ctx, "चिड़ी") == NameTrump(Suit.CLUBS)

    state = GAME.new({}, 4, 3)
    while not any(GAME.legal_actions(state, s)[:-1] for s in range(4) if s in GAME.to_act(state)):
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    seat = next(s for s in range(4) if s in GAME.to_act(state) and GAME.legal_actions(state, s))
    with use_language(Language.CY):
        assert frontend.parse_text(hand_context(state, seat), "Pasio") == Pass()
    with use_language(Language.ZH_TW):
        assert frontend.parse_text(hand_context(state, seat), "過") == Pass()


def test_every_option_description_is_a_catalog_id() -> None:
    for spec in GAME.options:
        assert has_message(spec.description), spec.key
        assert spec.description == f"option-shengji-{spec.key.replace('_', '-')}"


#: about four lines of a phone's 400 px: the declaration prompt under a hand of the deal
DECLARE_PROMPT = 200


@pytest.mark.parametrize("language", list(Language))
def test_the_declaration_prompt_is_a_few_lines_on_a_phone(language: Language) -> None:
    """The prompt under an open deal (declare, pass, or type; no hurry) took eight lines of a
    400 px screen in English, more in Welsh, above the hand's own lines and the buttons; it
    came up again at each new chance to declare while the cards arrived."""
    state = GAME.new({}, 4, 1)
    while not (GAME.to_act(state) - {SYSTEM}):
        state, _ = GAME.apply(state, SYSTEM, GAME.legal_actions(state, SYSTEM)[0])
    seat = min(GAME.to_act(state) - {SYSTEM})
    with use_language(language):
        prompt = hand_prompt(GAME, hand_context(state, seat))
    assert '/play cards:"' in prompt and "\n" in prompt  # typed, and "no hurry"
    assert len(prompt.replace("**", "")) <= DECLARE_PROMPT, len(prompt)
