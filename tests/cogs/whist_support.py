"""Driving Whist and Bid Whist through SimCord: a turn taken from whatever controls a hand
offers, and a watch on every public message for cards that are still hidden.

Cards are spotted the way a player reads them (``10♥``, ``A♠``, ``Big Joker``) and, in the
controls, by the values the menus carry (card codes or action ids). A card is *hidden* while it
is in a hand or the kitty, unless everybody saw it: the turned-up card of classic Whist, or a
kitty the rules had shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import discord
import simcord

from bot.app import create_bot
from bot.catalogue import whist_entries
from bot.config import Settings
from bot.errors import PlayerError
from bot.games.cards import BIG_JOKER, SMALL_JOKER, Card, parse_card
from bot.games.whist import Action, BidWhistGame, PlayCard, WhistGame, WhistState, action_from_id
from bot.games.whist.events import Played
from bot.games.whist.state import Phase
from bot.tables.snapshots import TableUpdate
from tests.cogs.support import PublicFeed, as_read, components, key_of, public_text

WHIST = WhistGame()
BID_WHIST = BidWhistGame()
TABLE_TITLE = "— table #"

#: a card as written: its rank, the word joiner that keeps its suit on the same line, the suit
_LABEL = re.compile(r"(?<![0-9A-Za-z])(10|[2-9JQKA])\u2060?([♠♥♦♣])")
_JOKERS = {"Small Joker": SMALL_JOKER, "Big Joker": BIG_JOKER}
_NEW_DEAL = re.compile(r"^Deal \d+: \S.* deals\.")

Fetch = Callable[[], discord.Message]


def build_bot(settings: Settings) -> discord.Client:
    """The bot as it runs for real, with both Whist games, their AI and their frontend."""
    return create_bot(settings, whist_entries())


def cards_in(text: str) -> set[Card]:
    """Every card written as a player reads it in ``text``."""
    found = {parse_card(rank + suit) for rank, suit in _LABEL.findall(text)}
    found |= {card for name, card in _JOKERS.items() if name in text}
    return found


def control_cards(message: discord.Message) -> set[Card]:
    """The cards a message's controls name: in labels and in option values."""
    found: set[Card] = set()
    for item in components(message):
        found |= cards_in(item.get("label") or "")
        for option in item.get("options", ()):
            found |= cards_in(option["label"])
            found |= _value_card(option["value"])
    return found


def _value_card(value: str) -> set[Card]:
    try:
        action = action_from_id(value)
    except PlayerError:
        try:
            return {parse_card(value)}
        except PlayerError:
            return set()
    return {action.card} if isinstance(action, PlayCard) else set()


def shown_cards(message: discord.Message) -> set[Card]:
    """Everything a reader of this message learns about cards."""
    return cards_in(public_text(message)) | control_cards(message)


def hidden_cards(state: WhistState, seat: int | None = None) -> set[Card]:
    """Cards ``seat`` (``None``: the public) must not see: other hands and an unseen kitty."""
    hidden = {card for s, hand in enumerate(state.hands) if s != seat for card in hand}
    declarer = None if state.contract is None else state.contract.declarer
    sees_kitty = state.phase is Phase.EXCHANGE or state.exchanged is not None
    if not (seat is not None and seat == declarer and sees_kitty):
        hidden |= set(state.kitty)
    if seat is not None:
        hidden -= set(state.hands[seat])
    public = set(state.shown_kitty)
    if state.turn_up is not None:
        public.add(state.turn_up)
    return hidden - public


def check_hand_view(message: discord.Message, state: WhistState, seat: int) -> None:
    """A hand view shows all of its owner's cards and none that are hidden from them."""
    leaked = shown_cards(message) & hidden_cards(state, seat)
    assert not leaked, f"seat {seat} sees {sorted(map(str, leaked))}"
    missing = set(state.hands[seat]) - cards_in(message.content)
    assert not missing, f"seat {seat} misses {sorted(map(str, missing))}"


def check_private_replies(
    channel: simcord.ChannelHandle, members: Sequence[simcord.MemberActor], state: WhistState
) -> int:
    """Every ephemeral reply each member got here (hand views, refusals) shows no card hidden
    from them now; within a deal cards only leave hands, so this covers the past too."""
    checked = 0
    for seat, member in enumerate(members):
        for message in channel.history(viewer=member):
            if message.flags.ephemeral:
                leaked = shown_cards(message) & hidden_cards(state, seat)
                assert not leaked, f"{member} was shown {sorted(map(str, leaked))}"
                checked += 1
    return checked


def played_card(action: Action) -> Card:
    """The card a Whist action plays (it must be a play)."""
    assert isinstance(action, PlayCard), action
    return action.card


def table_message(channel: simcord.ChannelHandle) -> discord.Message:
    return next(
        m for m in channel.history() if m.embeds and TABLE_TITLE in (m.embeds[0].title or "")
    )


def thread_text(channel: simcord.ChannelHandle) -> str:
    return as_read("\n".join(m.content for m in channel.threads[-1].history()))


async def take_turn(actor: Any, fetch: Fetch, *, pass_bids: bool = False) -> str:
    """One move from the controls offered, always the first option; says which control.

    In the auction, ``pass_bids`` presses Pass instead of bidding. The exchange picks the
    first cards of the menu (the sorted hand) to leave in the kitty, then confirms.
    """
    message = fetch()
    items = {key_of(c): c for c in components(message) if not c.get("disabled")}
    if "bury" in items:
        menu = items["bury"]
        picks = [o["value"] for o in menu["options"][: menu["min_values"]]]
        await actor.select(message, picks, custom_id=menu["custom_id"])
        message = fetch()
        confirm = next(c for c in components(message) if key_of(c) == "confirm")
        await actor.click(message, custom_id=confirm["custom_id"])
        return "exchange"
    if "pass" in items and (pass_bids or "menu" not in items):
        await actor.click(message, custom_id=items["pass"]["custom_id"])
        return "pass"
    if "menu" in items:
        menu = items["menu"]
        await actor.select(message, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
        return "bid" if "bid" in menu["options"][0]["value"] else "card"
    if "i0" in items:
        await actor.click(message, custom_id=items["i0"]["custom_id"])
        return "declare"
    if "menu0" in items:  # five or fewer cards to play: a button each
        await actor.click(message, custom_id=items["menu0"]["custom_id"])
        return "card"
    raise AssertionError(f"nothing to choose on a hand view: {components(message)}")


class LeakWatch(PublicFeed):
    """A table listener, added after the presenter, so it reads what was just posted.

    Each new public line is checked against the hidden cards of its own moment: lines before a
    new deal's announcement belong to the deal that just ended, the rest to the cards now.
    """

    def __init__(self, env: simcord.Env, channel: simcord.ChannelHandle) -> None:
        super().__init__(env, channel)
        self.hidden: set[Card] = set()
        self.deal: int | None = None
        self.lines: list[str] = []
        self.leaks: list[str] = []

    async def __call__(self, update: TableUpdate) -> None:
        state = update.table.state
        if not isinstance(state, WhistState):
            return
        lines = [line for m in self.new_public_messages() for line in public_text(m).splitlines()]
        now = hidden_cards(state)
        played = {c for e in update.events if isinstance(e, Played) for c in e.cards}
        hidden = now if self.deal in (None, state.deal_number) else self.hidden - played
        for line in lines:
            if _NEW_DEAL.match(line):
                hidden = now
            leaked = cards_in(line) & hidden
            if leaked:
                self.leaks.append(f"{sorted(map(str, leaked))} in {line!r}")
        self.lines += lines
        self.hidden, self.deal = now, state.deal_number

    def check_table_message(self, state: WhistState) -> None:
        """The table message is edited, not posted: check it as it is now, against now."""
        leaked = shown_cards(table_message(self.channel)) & hidden_cards(state)
        assert not leaked, f"the table message shows {sorted(map(str, leaked))}"
