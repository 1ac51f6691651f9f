"""Shengji's quick plays: a lead's list (the engine's safe throws, proved from what the leader
may see, then the strong leads, then every single, cheapest first), labels cut at whole cards,
prompts that name the quick route first, the list worked out once per state; then end to end
through SimCord: a tap on a quick button plays, a stale one is refused politely."""

from __future__ import annotations

import gc
import random
from collections.abc import Callable
from typing import Any

import discord
import pytest

from bot.games.base import SYSTEM
from bot.games.cards import Card, Suit
from bot.games.shengji import Phase, PlayCards, ShengjiState
from bot.games.shengji.combos import combination
from bot.games.shengji.events import ThrowFailed
from bot.i18n import Language, current_language, t, use_language
from bot.render import limits
from bot.render.cards import card_label
from bot.render.shengji import action_label
from bot.ui.frontend import Act
from bot.ui.frontends import shengji_controls as controls
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.cogs.conftest import Server
from tests.cogs.shengji_support import GAME, codes, hand_context, table_message
from tests.cogs.shengji_support import build_bot as build_bot  # conftest's make_bot uses it
from tests.cogs.support import (
    as_read,
    components,
    key_of,
    parlour,
    result_text,
    shown_by,
    table_now,
    typed_play,
)
from tests.cogs.test_shengji_hand_reading import set_table, set_up
from tests.support.collector import collect_fully

FRONTEND = ShengjiFrontend(GAME)
#: alice (seat 0) leads 9♠; dave (seat 3, next counterclockwise) may follow with 7♠, 5♠ or 3♠
FOLLOW_HANDS = ("9S 9S 3D 4D", "3C 4C 5C 6C", "7D 8D 9D TD", "3S 5S 7S KD")


def quick_values(state: ShengjiState, seat: int) -> list[str]:
    return [
        " ".join(card.code for card in cards)
        for cards in controls.shortcuts(hand_context(state, seat))
    ]


def lead_state(hands: tuple[str, ...], kitty: str = "", *, starter: int = 0) -> ShengjiState:
    """Seat 0 to lead; hearts are trumps, rank 2."""
    return GAME.new_from_hands(
        {}, [codes(h) for h in hands], codes(kitty), trump_suit=Suit.HEARTS, starter=starter,
        leader=0,
    )  # fmt: skip


# ---------------------------------------------------------------------------- a lead's list


def test_a_safe_throw_comes_first_then_the_strong_leads_then_every_single_cheapest_first() -> None:
    """Both A♠ are here, so A♠ A♠ and K♠ are sure; the other K♠ is unseen, so Q♠ is not."""
    state = lead_state(("AS AS KS QS 3C 4D", "5C 6C 7C", "8C 9C TC", "5D 6D 7D"))
    assert quick_values(state, 0) == ["AS AS KS", "AS AS", "AS", "3C", "4D", "QS", "KS"]
    ctx = hand_context(state, 0)
    acted = FRONTEND.on_component(ctx, "quick", ("AS AS KS",))
    assert acted == Act(PlayCards(codes("AS AS KS")))
    _, events = GAME.apply(state, 0, acted.action)
    assert not any(isinstance(event, ThrowFailed) for event in events)


def test_a_throw_only_hidden_cards_make_safe_is_not_offered() -> None:
    """The other A♠ lies in the kitty: nobody can beat K♠, but only the starter, who buried
    it, can know that. The engine, seeing every card, would let the throw stand."""
    hands = ("AS KS 3C 4D", "5C 6C 7C 8C", "9C TC JC QC", "5D 6D 7D 8D")
    hidden = lead_state(hands, "AS 9D", starter=1)
    assert all(len(v.split()) == 1 for v in quick_values(hidden, 0))  # singles only
    _, events = GAME.apply(hidden, 0, PlayCards(codes("AS KS")))
    assert not any(isinstance(event, ThrowFailed) for event in events)
    known = lead_state(hands, "AS 9D", starter=0)
    assert quick_values(known, 0)[0] == "AS KS"


def test_every_quick_lead_is_legal_and_no_offered_throw_ever_fails() -> None:
    """Random deals of one, two and three decks played out at random: at every lead each
    quick play is one the engine accepts, none twice, and a throw among them never fails."""
    throws = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new({"decks": 1 + seed % 3}, 4, seed)
        while state.hand_no == 0 and state.phase is not Phase.OVER:
            (seat, *_) = sorted(GAME.to_act(state))
            if state.phase is Phase.PLAY and seat != SYSTEM and state.trick is not None:
                offered = controls.shortcuts(hand_context(state, seat))
                assert len(set(offered)) == len(offered) <= limits.SELECT_OPTIONS
                for cards in offered if state.trick.lead is None else ():
                    assert GAME.explain(state, seat, PlayCards(cards)) is None
                    order = hand_context(state, seat).view.order
                    if len(cards) > 1 and combination(cards, order) is None:
                        throws += 1
                        _, events = GAME.apply(state, seat, PlayCards(cards))
                        assert not any(isinstance(e, ThrowFailed) for e in events), cards
            state, _ = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))
    assert throws >= 20, throws  # 35 with these seeds


# ---------------------------------------------------------------------------- labels, prompts


#: longer than any label holds in any language (the words are only read, never played)
LONG_PLAY = codes("BJ BJ SJ SJ TH TH AH AH KH KH QH QH JH JH 9H 9H 8H 8H 7H 7H") * 2


@pytest.mark.parametrize("language", list(Language), ids=str)
def test_a_long_play_label_is_cut_at_a_whole_card_with_an_ellipsis(language: Language) -> None:
    """As many whole cards as fit Discord's 80 characters, then "…": never half a card."""
    with use_language(language):
        label = action_label(PlayCards(LONG_PLAY))
        cuts = [
            t("shengji-action-play", cards=" ".join([*map(card_label, LONG_PLAY[:n]), "…"]))
            for n in range(1, len(LONG_PLAY))
        ]
    fitting = [cut for cut in cuts if len(cut) <= limits.BUTTON_LABEL]
    assert label == fitting[-1] and len(fitting) < len(cuts)


def test_a_play_that_fits_is_named_whole() -> None:
    assert action_label(PlayCards(codes("TH TH 9H 9H"))) == "Play 10♥ 10♥ 9♥ 9♥"


@pytest.mark.parametrize("language", list(Language), ids=str)
def test_every_language_words_the_three_routes_apart(language: Language) -> None:
    with use_language(language):
        for msg_id, extra in (("shengji-prompt-lead", {}), ("shengji-prompt-follow", {"count": 2})):
            said = {t(msg_id, quick=quick, **extra) for quick in ("buttons", "menu", "none")}
            assert len(said) == 3, msg_id


def test_the_lead_prompt_names_the_quick_route_first() -> None:
    few = lead_state(("AS 3C", "5C 6C", "8C 9C", "5D 6D"))
    many = lead_state(("AS AS KS QS 3C 4D", "5C 6C 7C", "8C 9C TC", "5D 6D 7D"))
    assert "**Your lead**: tap a quick play, or pick a single" in hand_text(few)
    assert "**Your lead**: pick a quick play from the first menu, or a single" in hand_text(many)


def hand_text(state: ShengjiState) -> str:
    return FRONTEND.hand_message(hand_context(state, 0)).content or ""


# ---------------------------------------------------------------------------- memo, layout


def test_the_quick_plays_are_worked_out_once_per_state_and_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A view asks for them for its prompt and its controls, and a click again."""
    worked: list[int] = []
    real = controls._shortcuts

    def counted(ctx: Any) -> list[tuple[Card, ...]]:
        worked.append(ctx.seat)
        return real(ctx)

    monkeypatch.setattr(controls, "_shortcuts", counted)
    state = set_up(FOLLOW_HANDS)
    state, _ = GAME.apply(state, 0, PlayCards(codes("9S")))
    for _ in range(2):  # two views of one version: the channel's and a DM
        FRONTEND.hand_message(hand_context(state, 3))
    FRONTEND.on_component(hand_context(state, 3), "quick0", ())
    assert worked == [3]
    FRONTEND.hand_message(hand_context(GAME.apply(state, 3, PlayCards(codes("3S")))[0], 2))
    assert worked == [3, 2]


def test_quick_labels_are_worded_once_per_state_seat_and_language_each_in_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A seat's views of one version (channel, DM, the redraw after a click) show the same
    labels; a reader in another language gets them in theirs, never the first one's."""
    worded: list[Language] = []
    real = action_label

    def counted(cards: Any) -> str:
        worded.append(current_language())
        return real(PlayCards(tuple(cards)))

    monkeypatch.setattr(controls, "play_label", counted)
    state = set_up(FOLLOW_HANDS)
    state, _ = GAME.apply(state, 0, PlayCards(codes("9S")))

    def labels(language: Language) -> list[str]:
        with use_language(language):
            items: list[Any] = controls.shortcut_controls(hand_context(state, 3))
            return [item.item.label for item in items]

    english = labels(Language.EN)
    assert english == labels(Language.EN)
    assert worded == [Language.EN] * 3  # 7♠, 5♠ or 3♠, worded once
    with use_language(Language.ZH_TW):
        chinese = [action_label(PlayCards(codes(code))) for code in ("7S", "5S", "3S")]
    assert labels(Language.ZH_TW) == chinese != english
    assert labels(Language.EN) == english and len(worded) == 6


def test_quick_plays_and_labels_are_kept_by_keys_the_collector_stops_tracking() -> None:
    """Issue #19: a label's key held the language itself, so each was a tuple every
    collection walked; now its tag."""
    state = set_up(FOLLOW_HANDS)
    state, _ = GAME.apply(state, 0, PlayCards(codes("9S")))
    controls.shortcut_controls(hand_context(state, 3))
    collect_fully()
    kept = controls._QUICK(state)
    assert (3, Language.EN.value) in kept
    assert not any(gc.is_tracked(key) for key in kept)


def test_quick_controls_keep_discord_rows_whatever_the_hand() -> None:
    """Row 0: one select, or at most five buttons; the card menus below; Play and Clear on
    the last row; never more than five rows."""
    state = GAME.new({}, 4, 3)
    rng = random.Random(3)
    seen: set[str] = set()
    while state.hand_no == 0:
        (seat, *_) = sorted(GAME.to_act(state))
        if state.phase is Phase.PLAY and seat != SYSTEM:
            shown = FRONTEND.hand_message(hand_context(state, seat))
            assert shown.view is not None
            rows: dict[int, list[Any]] = {}
            children: list[Any] = list(shown.view.children)  # the game's dynamic items
            for child in children:
                rows.setdefault(child.item.row, []).append(child.item)
            assert set(rows) <= set(range(limits.ROWS))
            first = rows.get(0, [])
            selects = [item for item in first if isinstance(item, discord.ui.Select)]
            assert (len(selects), len(first)) in ((1, 1), (0, len(first)))
            assert len(first) <= limits.ROW_BUTTONS
            seen.add("select" if selects else f"{len(first)} buttons")
        state, _ = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))
    assert "select" in seen and any("buttons" in kind for kind in seen), seen


# ---------------------------------------------------------------------------- through SimCord


async def test_a_player_taps_a_quick_button_and_the_play_happens(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    await set_table(server, make_bot, set_up(FOLLOW_HANDS))
    await typed_play(server, server.alice, "9S", moves=1)
    dave = shown_by(await server.dave.slash(server.channel, "hand"))
    quick = {key_of(c): c for c in components(dave()) if key_of(c).startswith("quick")}
    # each names one suit, so it shows in the button's emoji slot
    assert [(k, as_read(c["label"])) for k, c in quick.items()] == [
        ("quick0", "Play 7"), ("quick1", "Play 5"), ("quick2", "Play 3"),
    ]  # fmt: skip
    assert all(c.get("emoji") for c in quick.values())
    assert "tap a quick play" in as_read(dave().content)
    await server.dave.click(dave(), custom_id=quick["quick1"]["custom_id"])
    assert "dave: 5♠" in as_read(table_message(server.channel).embeds[0].description or "")
    assert codes("5S")[0] not in (await table_now(server)).state.hands[3]


async def test_a_stale_quick_button_is_refused_politely_and_plays_nothing(
    server: Server, make_bot: Callable[[], discord.Client]
) -> None:
    """dave's view stays as drawn (redraws held back) while he plays 7♠ by /play; its 5♠
    button, pressed after, says the table moved on and shows his hand as it is now."""
    await set_table(server, make_bot, set_up(FOLLOW_HANDS))
    await typed_play(server, server.alice, "9S", moves=1)
    dave = shown_by(await server.dave.slash(server.channel, "hand"))
    stale = next(c for c in components(dave()) if key_of(c) == "quick1")
    parlour(server.env).presenter.edit_interval = 30.0
    await typed_play(server, server.dave, "7S", moves=1)
    before = await table_now(server)
    clicked = await server.dave.click(dave(), custom_id=stale["custom_id"])
    assert "moved on" in result_text(clicked) and clicked.followups[-1].ephemeral
    after = await table_now(server)
    assert (after.version, after.state) == (before.version, before.state)
    assert codes("5S")[0] in after.state.hands[3]
    assert not any(key_of(c).startswith("quick") for c in components(dave()))  # redrawn
    parlour(server.env).presenter.edit_interval = 0.0
    await server.env.advance_time(30)  # the held-back redraws go out
