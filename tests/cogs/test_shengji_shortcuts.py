"""Issue 14.1, without Discord: the shortcuts that make a Shengji move two taps — every listed
legal follow in one select (a lone one as a single button, none past a select's 25), the strong
leads on a free lead, and the AI's suggested bury chosen in advance."""

from __future__ import annotations

from collections import Counter
from typing import Any

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


def test_following_offers_every_listed_legal_play_in_one_select() -> None:
    state = after_lead("3S 5S 7S KD", "9S")
    ctx = hand_context(state, 3)
    quick = controls_by_key(ctx)["quick"].item
    assert quick.row == 0 and "cards0" in controls_by_key(ctx)  # the menus stay below
    assert [o.label for o in quick.options] == ["Play 7♠", "Play 5♠", "Play 3♠"]  # hand order
    assert len(quick.options) == len(ctx.legal)
    assert FRONTEND.on_component(ctx, "quick", ("5S",)) == Act(PlayCards(codes("5S")))
    with pytest.raises(PlayerError, match="out of date"):
        FRONTEND.on_component(ctx, "quick", ("KD",))  # not a legal play: never offered


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
    only = controls_by_key(ctx)["only"].item
    assert only.label == "Play 3♠" and only.row == 0 and not only.disabled
    said = FRONTEND.hand_message(ctx).content or ""  # the button, not a menu it lacks
    assert "press **Play 3♠**, the only play you may make" in said and "menu" not in said
    assert FRONTEND.on_component(ctx, "only", ()) == Act(PlayCards(codes("3S")))


def test_a_lone_card_to_lead_is_one_play_button_too() -> None:
    """The last trick's lead: a low single is no strong lead, but it is the only play."""
    hands = [codes("3S"), codes("3C"), codes("7D"), codes("4C")]
    state = GAME.new_from_hands({}, hands, (), trump_suit=Suit.HEARTS, starter=0)
    ctx = hand_context(state, 0)
    keys = controls_by_key(ctx)
    assert keys["only"].item.label == "Play 3♠" and "quick" not in keys
    assert FRONTEND.on_component(ctx, "only", ()) == Act(PlayCards(codes("3S")))


def test_more_than_25_legal_follows_leave_the_card_menus_only() -> None:
    state = after_lead("3D 4D 5D 6D 7D 8D 9D TD", "9S 9S")
    assert len(GAME.legal_actions(state, 3)) > 25
    ctx = hand_context(state, 3)
    keys = controls_by_key(ctx)
    assert "quick" not in keys and "only" not in keys and "cards0" in keys
    with pytest.raises(PlayerError, match="out of date"):
        FRONTEND.on_component(ctx, "quick", ("3D 4D",))


def test_a_free_lead_offers_tractors_pairs_aces_and_the_top_trump() -> None:
    """Hearts are trumps, rank 2: B♛ is the top trump; low singles are left to the menus."""
    hand = codes("3C 3C 4C 4C 9D 9D AS KS 5S BJ 6H 2D")
    others = [codes("5C 6C 7C 8C")] * 3
    state = GAME.new_from_hands({}, [hand, *others], (), trump_suit=Suit.HEARTS, starter=0)
    ctx = hand_context(state, 0)
    quick = controls_by_key(ctx)["quick"].item
    offered = {o.value for o in quick.options}
    assert quick.options[0].value == "4C 4C 3C 3C" and "Quick lead" in quick.placeholder
    assert offered == {"4C 4C 3C 3C", "9D 9D", "4C 4C", "3C 3C", "AS", "BJ"}
    # the singles as the hand shows them: the top trump first, then each suit's ace
    assert [o.value for o in quick.options][-2:] == ["BJ", "AS"]
    assert FRONTEND.on_component(ctx, "quick", ("9D 9D",)) == Act(PlayCards(codes("9D 9D")))


def test_the_suggested_bury_is_chosen_in_advance_and_clear_empties_it() -> None:
    hand = codes("BJ 2H 3H 4H AS KS QS JS TS 9S 8S 7S AC KC 6D 5D 4D 3D")
    others = [codes(c) for c in ("3S", "4S", "5S")]
    kitty = codes("6S 7C 8C 9C TC JC QC 6H")
    state = GAME.new_from_hands({}, [hand, *others], kitty, trump_suit=None, starter=0, bury=True)
    ctx = hand_context(state, 0)
    suggested = suggested_bury(ctx.view, ctx.legal)
    assert suggested is not None
    bury = controls_by_key(ctx)["bury"].item
    assert bury.label == "Bury these" and not bury.disabled
    acted = FRONTEND.on_component(ctx, "bury", ())
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
