"""Issue 14.1, without Discord: the shortcuts that make a Shengji move a tap or two — every
listed legal follow (five or fewer as buttons, more in one select, a lone one as a single
**Play …** button, none past a select's 25), the quick leads on a free lead, and the AI's
suggested bury chosen in advance. The lead's list itself: tests/cogs/test_shengji_quick.py."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import discord
import pytest

from bot.ai.shengji import suggested_bury
from bot.errors import PlayerError
from bot.games.cards import Suit
from bot.games.shengji import PlayCards, ShengjiState
from bot.ui.frontend import Act, HandContext, Reselect
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.cogs.shengji_support import GAME, codes, hand_context

FRONTEND = ShengjiFrontend(GAME)


def after_lead(follower: str, lead: str) -> ShengjiState:
    """al (seat 0) leads ``lead``; di (seat 3, next counterclockwise) holds ``follower``."""
    hands = [codes("9S 9S 3D 4D"), codes("3C 4C 5C 6C"), codes("7D 8D 9D TD"), codes(follower)]
    state = GAME.new_from_hands({}, hands, (), trump_suit=Suit.HEARTS, starter=0)
    state, _ = GAME.apply(state, 0, PlayCards(codes(lead)))
    assert GAME.to_act(state) == frozenset({3})
    return state


def controls_by_key(ctx: HandContext) -> dict[str, Any]:
    """The hand view's controls by their key (the custom id's last part)."""
    shown = FRONTEND.hand_message(ctx)
    assert shown.view is not None
    children: list[Any] = list(shown.view.children)
    return {item.key: item for item in children}


def test_five_or_fewer_follows_are_one_tap_buttons_on_the_first_row() -> None:
    state = after_lead("3S 5S 7S KD", "9S")
    ctx = hand_context(state, 3)
    keys = controls_by_key(ctx)
    buttons = [keys[f"quick{n}"].item for n in range(3)]
    assert "quick" not in keys and "quick3" not in keys and "cards0" in keys  # menus below
    assert [b.label for b in buttons] == ["Play 7♠", "Play 5♠", "Play 3♠"]  # hand order
    assert {b.row for b in buttons} == {0} and len(buttons) == len(ctx.legal)
    assert FRONTEND.on_component(ctx, "quick1", ()) == Act(PlayCards(codes("5S")))
    said = FRONTEND.hand_message(ctx).content or ""
    assert "**Your turn**: tap a quick play, or pick 1 card in the menus" in said


def test_more_than_five_follows_are_one_select_named_first_in_the_prompt() -> None:
    state = after_lead("TS AS 3S KS JS QS 2C", "9S")
    ctx = hand_context(state, 3)
    keys = controls_by_key(ctx)
    quick = keys["quick"].item
    assert quick.row == 0 and "quick0" not in keys and len(quick.options) == len(ctx.legal) == 6
    assert FRONTEND.on_component(ctx, "quick", ("KS",)) == Act(PlayCards(codes("KS")))
    said = FRONTEND.hand_message(ctx).content or ""
    assert "**Your turn**: pick a quick play from the first menu, or 1 card in the menus" in said
    with pytest.raises(PlayerError, match="out of date"):
        FRONTEND.on_component(ctx, "quick", ("2C",))  # not a legal play: never offered


def test_a_quick_button_past_the_list_or_over_a_select_is_refused_as_out_of_date() -> None:
    """The buttons are indexes into the list drawn for the table's version; a click naming
    none of it (a forged id, or a list of another length) plays nothing."""
    few = hand_context(after_lead("3S 5S 7S KD", "9S"), 3)
    many = hand_context(after_lead("TS AS 3S KS JS QS 2C", "9S"), 3)
    for ctx, key in ((few, "quick3"), (few, "quick99"), (many, "quick0")):
        with pytest.raises(PlayerError, match="out of date"):
            FRONTEND.on_component(ctx, key, ())


def test_the_follows_are_offered_as_the_hand_reads_not_by_card_code() -> None:
    """Hearts are trumps, rank 2: the hand reads A♠ K♠ Q♠ J♠ 10♠ 3♠ (by code: A J K Q T 3)."""
    state = after_lead("TS AS 3S KS JS QS 2C", "9S")
    ctx = hand_context(state, 3)
    labels = [o.label for o in controls_by_key(ctx)["quick"].item.options]
    assert labels == ["Play A♠", "Play K♠", "Play Q♠", "Play J♠", "Play 10♠", "Play 3♠"]
    content = FRONTEND.hand_message(ctx).content or ""
    assert "♠ spades (6): A♠ K♠ Q♠ J♠ 10♠ 3♠" in content

    # void in spades (2♠ is a trump): any two cards, each option in hand order, the list too
    # but with the fewest trumps first (a hurried first pick threw a Big Joker away)
    state = after_lead("4H TD 3C KD 2S", "9S 9S")
    ctx = hand_context(state, 3)
    values = [o.value for o in controls_by_key(ctx)["quick"].item.options]
    hand = [card.code for card in ctx.view.hand]
    assert hand == ["2S", "4H", "3C", "KD", "TD"]
    ranks = [[hand.index(code) for code in value.split()] for value in values]
    assert all(a < b for a, b in ranks)
    trumps = [sum(code in ("2S", "4H") for code in value.split()) for value in values]
    assert list(zip(trumps, ranks, strict=True)) == sorted(zip(trumps, ranks, strict=True))
    assert values[0] == "3C KD"  # no trump in the first option
    assert FRONTEND.on_component(ctx, "quick", (values[0],)) == Act(PlayCards(codes(values[0])))


def test_a_lone_legal_follow_is_one_play_button() -> None:
    state = after_lead("3S KD QD JD", "9S")
    ctx = hand_context(state, 3)
    only = controls_by_key(ctx)["quick0"].item
    assert only.label == "Play 3♠" and only.row == 0 and not only.disabled
    assert only.style is discord.ButtonStyle.success  # green, as **Play** is
    said = FRONTEND.hand_message(ctx).content or ""  # the button, not a menu it lacks
    assert "press **Play 3♠**, the only play you may make" in said and "menu" not in said
    assert FRONTEND.on_component(ctx, "quick0", ()) == Act(PlayCards(codes("3S")))


def test_a_lone_card_to_lead_is_one_play_button_too() -> None:
    """The last trick's lead."""
    hands = [codes("3S"), codes("3C"), codes("7D"), codes("4C")]
    state = GAME.new_from_hands({}, hands, (), trump_suit=Suit.HEARTS, starter=0)
    ctx = hand_context(state, 0)
    keys = controls_by_key(ctx)
    assert keys["quick0"].item.label == "Play 3♠" and "quick" not in keys
    assert FRONTEND.on_component(ctx, "quick0", ()) == Act(PlayCards(codes("3S")))


def test_more_than_25_legal_follows_leave_the_card_menus_only() -> None:
    state = after_lead("3D 4D 5D 6D 7D 8D 9D TD", "9S 9S")
    assert len(GAME.legal_actions(state, 3)) > 25
    ctx = hand_context(state, 3)
    keys = controls_by_key(ctx)
    assert "quick" not in keys and "quick0" not in keys and "cards0" in keys
    for key, values in (("quick", ("3D 4D",)), ("quick0", ())):
        with pytest.raises(PlayerError, match="out of date"):
            FRONTEND.on_component(ctx, key, values)


def test_a_free_lead_offers_tractors_pairs_aces_and_the_top_trump_then_the_singles() -> None:
    """Hearts are trumps, rank 2: B♛ is the top trump. Nothing here is a safe throw (the
    other A♠ could beat K♠, any higher pair 3♣ 3♣)."""
    hand = codes("3C 3C 4C 4C 9D 9D AS KS 5S BJ 6H 2D")
    others = [codes("5C 6C 7C 8C")] * 3
    state = GAME.new_from_hands({}, [hand, *others], (), trump_suit=Suit.HEARTS, starter=0)
    ctx = hand_context(state, 0)
    quick = controls_by_key(ctx)["quick"].item
    values = [o.value for o in quick.options]
    assert values[0] == "4C 4C 3C 3C" and "Quick lead" in quick.placeholder
    # the singles as the hand shows them: the top trump first, then each suit's ace
    assert values[:6] == ["4C 4C 3C 3C", "9D 9D", "4C 4C", "3C 3C", "BJ", "AS"]
    assert values[6:] == ["5S", "3C", "4C", "9D", "KS", "6H", "2D"]  # the cheapest first
    assert FRONTEND.on_component(ctx, "quick", ("9D 9D",)) == Act(PlayCards(codes("9D 9D")))


def test_the_suggested_bury_is_chosen_in_advance_and_clear_empties_it() -> None:
    hand = codes("BJ 2H 3H 4H AS KS QS JS TS 9S 8S 7S AC KC 6D 5D 4D 3D")
    others = [codes(c) for c in ("3S", "4S", "5S")]
    kitty = codes("6S 7C 8C 9C TC JC QC 6H")
    state = GAME.new_from_hands({}, [hand, *others], kitty, trump_suit=None, starter=0, bury=True)
    ctx = hand_context(state, 0)
    suggested = suggested_bury(ctx.view, ctx.legal)
    assert suggested is not None
    bury = controls_by_key(ctx)["bury"]
    assert bury.item.label == "Bury these" and not bury.item.disabled
    acted = FRONTEND.on_component(replace(ctx, shown=bury.shown), "bury", ())
    assert isinstance(acted, Act) and Counter(acted.action.cards) == Counter(suggested.cards)

    cleared = FRONTEND.on_component(ctx, "clear", ())
    assert isinstance(cleared, Reselect)
    after = hand_context(state, 0, cleared.selection)
    shown = FRONTEND.hand_message(after)
    assert "(0/8 chosen)" in (shown.content or "")
    bury = controls_by_key(after)["bury"].item
    assert bury.label == "Bury 0/8 cards" and bury.disabled
    picked = FRONTEND.on_component(after, "cards1", ("AS#0",))  # the menus change it
    assert isinstance(picked, Reselect) and picked.selection == ("AS#0",)


def test_a_finished_tricks_line_shows_each_play_as_a_hand_reads() -> None:
    """An AI's play came in the order it chose the cards ("4♥ 9♥"): the trick's line and
    the table showed it so, where a person's play from the menus read high to low."""
    hands = [codes("3S 3S"), codes("6D 8D"), codes("5C 7C"), codes("4H 9H")]
    state = GAME.new_from_hands({}, hands, (), trump_suit=Suit.CLUBS, starter=0)
    for seat in (0, 3, 2, 1):  # play goes round to the right
        state, events = GAME.apply(state, seat, PlayCards(hands[seat]))
    table = hand_context(state, 0).table
    (line,) = [line for line in FRONTEND.event_lines(table, events) if "Trick 1" in line]
    assert "9♥ 4♥" in line and "4♥ 9♥" not in line


def test_strong_pairs_to_lead_list_the_trump_pairs_first_then_the_highest() -> None:
    """No trump suit (jokers and 2s are the trumps): a pair of sixes was listed above a pair
    of Big Jokers, heights compared across suits (each counts within its own)."""
    hands = [codes("6S 6S BJ BJ AH AH 8D 8D"), codes("3C 4C"), codes("5C 7C"), codes("6D 9D")]
    state = GAME.new_from_hands({}, hands, (), trump_suit=None, starter=0)
    labels = [o.label for o in controls_by_key(hand_context(state, 0))["quick"].item.options]
    pairs = [label for label in labels if label.count(" ") == 2 or "Joker" in label]
    assert pairs[0] == "Play Big Joker Big Joker"
    assert pairs.index("Play A♥ A♥") < pairs.index("Play 8♦ 8♦") < pairs.index("Play 6♠ 6♠")
