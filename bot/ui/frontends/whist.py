"""Whist and Bid Whist in Discord: the public table, a player's hand with its choices, ``/play``.

One thin frontend (see :mod:`bot.ui.frontend`) serves both games, registered under ``whist``
and ``bidwhist``: the engine decides what is legal and :mod:`bot.render.whist` decides how it
reads, so this module only arranges them into messages and turns clicks or typed text back into
actions. Bids and the kitty exchange are select menus, and so are the cards to play unless
five or fewer are legal: then each is a one-tap button (see
:func:`bot.ui.choices.tap_or_select`, which Shengji's quick plays share). The trump suit or
direction and Pass are buttons.

The Bid Whist exchange is the one two-step choice: its legal actions are a lazy sequence of
18,564 swaps, so it is never listed. The auction winner picks the 6 of the 18 cards (hand plus
kitty) to leave in the kitty in one multi-select, which only records the pick (the presenter's
``selection``), then presses Confirm, which commits the pick only if it is the one its message
showed (it carries the pick's digest: a pick lost to a restart would keep the hand instead).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import IllegalAction, PlayerError
from bot.games.base import GameEvent
from bot.games.cards import Suit, parse_cards, suit_from_word
from bot.games.whist import (
    Action,
    Bid,
    BidKind,
    ChooseDirection,
    Direction,
    Exchange,
    MakeBid,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    WhistRules,
    WhistView,
)
from bot.games.whist.events import Dealt, Played, TrickWon
from bot.games.whist.options import Variant
from bot.i18n import t
from bot.msg import msg
from bot.numbers import read_number
from bot.render import limits
from bot.render.cards import card_label, cards_text
from bot.render.menus import MenuChoice
from bot.render.whist import (
    Menu,
    action_from_menu,
    action_label,
    action_menu,
    hand_text,
    seat_name,
    table_texts,
)
from bot.render.whist_events import event_line
from bot.tables.snapshots import TableSnapshot
from bot.ui.choices import (
    as_buttons,
    pick_controls,
    picked_action,
    tap_or_select,
    tapped_choice,
    taps,
)
from bot.ui.components import GameButton, GameSelect, controls
from bot.ui.frontend import PICKS_LOST, Act, HandContext, Message, Redraw, Reselect, picks_digest
from bot.ui.public_text import PublicText
from bot.ui.quick_ui import option
from bot.ui.typed_words import typed_words, with_hint, without_word

MENU_KEY = "menu"
PASS_KEY = "pass"
BURY_KEY = "bury"
CONFIRM_KEY = "confirm"
KEEP_KEY = "keep"
WAIT_KEY = "wait"
COLOUR = discord.Colour.dark_teal()

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
#: uptown, downtown and no-trump as players type them, in English and in the catalogs' words
#: (whist.ftl: 高 / 低 / 无将, juu / chini / bila turufu, i fyny / i lawr / heb drwmp, …)
_UP_WORDS = ("up", "uptown", "高", "juu", "i fyny", "अपटाउन")
_DOWN_WORDS = ("down", "downtown", "低", "chini", "i lawr", "डाउनटाउन")
_NOTRUMP_WORDS = (
    *("nt", "n", "no trump", "no-trump", "no trumps", "notrump", "notrumps"),
    *("无将", "無將", "bila turufu", "heb drwmp", "बिना तुरुप"),
)
_KINDS = {
    **dict.fromkeys(("", "u", *_UP_WORDS), BidKind.UPTOWN),
    **dict.fromkeys(("d", *_DOWN_WORDS), BidKind.DOWNTOWN),
    **dict.fromkeys(_NOTRUMP_WORDS, BidKind.NOTRUMP),
}
_BID = re.compile(r"^(\d+|[a-z]+)\s*(.*)$")
#: pass as players type it, also in the catalogs' languages (过 / 不叫, pasi, pas, पास)
_PASSES = frozenset({"pass", "p", "no bid", "nobid", "过", "過", "不叫", "pasi", "pas", "पास"})
#: keeping the hand at the kitty as players type it in English; the reader's own words are
#: whist-typed-keep and the keep button's label (cadw, baki, रखें, 保留, …)
_KEEPS = frozenset({"keep", "none", "nothing", "keep my hand", "keep hand"})
_DIRECTIONS = {
    **dict.fromkeys(_UP_WORDS, Direction.UPTOWN),
    **dict.fromkeys(_DOWN_WORDS, Direction.DOWNTOWN),
}

_TEXT_HINT = {
    Phase.PLAY: msg("whist-hint-play"),
    Phase.AUCTION: msg("whist-hint-auction"),
    Phase.DECLARE: msg("whist-hint-declare"),
    Phase.EXCHANGE: msg("whist-hint-exchange"),
}


def _typed_example(view: WhistView) -> str:
    """Which kind of move the table's footer shows typed (``whist-footer``): during the auction
    a card would only be refused as a bid, so the example is the move the table waits for."""
    match view.phase:
        case Phase.AUCTION:
            return "bid"
        case Phase.DECLARE if view.contract is not None and view.contract.notrump:
            return "direction"
        case Phase.DECLARE:
            return "trump"
        case Phase.EXCHANGE:
            return "exchange"
    return "card"


class WhistFrontend:
    """The Discord face of one of the two games; both share every method."""

    private_read = ()
    pictured = False
    turn_in_one_line = False

    def __init__(self, rules: WhistRules) -> None:
        self.rules = rules
        self.game = rules.name
        self.variant = rules.variant.value
        #: the public table's texts (the whole table; the hand views' embed), worded together
        #: once per version for the table message and every hand view
        self._table_text = PublicText(table_texts)

    def forget(self, table_id: int) -> None:
        self._table_text.forget(table_id)

    # ------------------------------------------------------------------ public table

    def table_message(self, table: TableSnapshot, public_view: WhistView) -> Message:
        """The public view only: the trick, trump, contract, books, scores and whose turn."""
        embed = discord.Embed(
            title=t("whist-embed-title", variant=self.variant, table=table.id),
            description=self._table_text.full(table, public_view, table.names)[
                : limits.DESCRIPTION
            ],
            colour=COLOUR,
        )
        if not public_view.over:
            embed.set_footer(text=t("whist-footer", move=_typed_example(public_view)))
        return Message(embed=embed)

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        """Public events only, whatever the caller passes. Single card plays are not posted:
        the table message shows the trick in progress and each finished trick gets one line
        naming every card of it."""
        shown = [e for e in events if e.public and not isinstance(e, Played)]
        if not shown:  # most moves are a card played: the table's names are not read
            return []
        names = table.names
        lines = []
        for event in shown:
            line = event_line(event, names, self.rules.variant)
            if line and isinstance(event, TrickWon):
                plays = " · ".join(
                    f"{seat_name(names, play.seat)} {card_label(play.cards[0])}"
                    for play in event.plays
                )
                line = t("whist-trick-played", line=line, plays=plays)
            if line:
                lines.append(line)
        return lines

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        return any(isinstance(event, Dealt) for event in events)

    # ------------------------------------------------------------------ a player's hand

    def hand_message(self, ctx: HandContext) -> Message:
        """The hand (by suit, trumps first and marked), what to do now, and below it a short
        embed of what the choice depends on (the bids or contract, the books, the trick being
        answered and who is winning it): the whole table stays on the table message, so on a
        phone the controls are not pushed a screen down."""
        view: WhistView = ctx.view
        table = ctx.table
        names = ctx.names  # worded anew on each read (AI levels): once per view
        lines = [hand_text(view, names)]
        if ctx.legal:
            lines.append(self._prompt(ctx))
        content = "\n".join(lines)[: limits.CONTENT]
        embed = discord.Embed(
            title=t("whist-embed-title", variant=self.variant, table=table.id),
            description=self._table_text.hand(ctx.table, view, names)[: limits.DESCRIPTION],
            colour=COLOUR,
        )
        return Message(content=content, embed=embed, view=controls(*self._controls(ctx, names)))

    def _prompt(self, ctx: HandContext) -> str:
        view: WhistView = ctx.view
        match view.phase:
            case Phase.AUCTION if Pass() in ctx.legal:
                return t("whist-prompt-bid")
            case Phase.AUCTION:
                return t("whist-prompt-must-bid")
            case Phase.DECLARE if view.contract is not None and view.contract.notrump:
                return t("whist-prompt-direction")
            case Phase.DECLARE:
                return t("whist-prompt-trump")
            case Phase.EXCHANGE:
                return self._exchange_prompt(ctx)
        if len(ctx.legal) == 1:  # one button, no menu (see ``_controls``)
            button = t("whist-button-play-only", card=action_label(ctx.legal[0], view))
            return t("whist-prompt-only", button=button)
        led = _suit_to_follow(view, ctx.legal)
        tap = as_buttons(len(ctx.legal))  # buttons, not the menu (see ``_controls``)
        if led is None:
            return t("whist-prompt-play-tap" if tap else "whist-prompt-play")
        return t("whist-prompt-follow-tap" if tap else "whist-prompt-follow", suit=led.words)

    def _exchange_prompt(self, ctx: HandContext) -> str:
        view: WhistView = ctx.view
        exchange = _chosen_exchange(ctx)
        size = len(view.kitty)
        if exchange.give:
            give, take = (
                cards_text(view.order.sorted(cards)) for cards in (exchange.give, exchange.take)
            )
            now = t("whist-exchange-now-swap", give=give, take=take)
        else:
            now = t("whist-exchange-now-keep")
        return t("whist-prompt-exchange", count=size, now=now)

    def _controls(self, ctx: HandContext, names: Sequence[str]) -> list[discord.ui.Item[Any]]:
        view: WhistView = ctx.view
        table = ctx.table
        if not ctx.legal:
            if view.to_act is None:
                waiting = t("whist-button-waiting-nobody")
            else:
                waiting = t("whist-button-waiting", player=seat_name(names, view.to_act))
            return [GameButton(table.id, table.version, WAIT_KEY, label=waiting, disabled=True)]
        match view.phase:
            case Phase.DECLARE:
                labels = [action_label(action, view) for action in ctx.legal]
                return pick_controls(ctx, labels, buttons=True)
            case Phase.EXCHANGE:
                return self._exchange_controls(ctx)
            case Phase.AUCTION:
                bids = [action for action in ctx.legal if isinstance(action, MakeBid)]
                items: list[discord.ui.Item[Any]] = []
                if bids:
                    items.append(
                        _select(ctx, MENU_KEY, action_menu(view, bids), t("whist-menu-bid-short"))
                    )
                if Pass() in ctx.legal:
                    items.append(
                        GameButton(
                            table.id,
                            table.version,
                            PASS_KEY,
                            label=t("whist-label-pass"),
                            # an ordinary move: red said "careful, destructive"
                            style=discord.ButtonStyle.secondary,
                            row=1,
                        )
                    )
                return items
        menu = action_menu(view, ctx.legal)
        choices = menu.options
        if len(choices) == 1:  # the last trick, or the one card of the suit led: "Play A♠"
            (only,) = choices
            choices = (MenuChoice(only.id, t("whist-button-play-only", card=only.label)),)
        return tap_or_select(ctx, MENU_KEY, choices, placeholder=menu.placeholder)

    def _exchange_controls(self, ctx: HandContext) -> list[discord.ui.Item[Any]]:
        view: WhistView = ctx.view
        table = ctx.table
        menu = action_menu(view, ctx.legal)  # the 18 cards; the legal list is never read
        chosen = _bury_codes(_chosen_exchange(ctx), view)
        return [
            _select(ctx, BURY_KEY, menu, menu.placeholder, chosen=set(chosen)),
            GameButton(
                table.id,
                table.version,
                CONFIRM_KEY,
                label=t("whist-button-confirm", count=len(view.kitty)),
                style=discord.ButtonStyle.success,
                row=1,
                shown=picks_digest(chosen),
            ),
            GameButton(table.id, table.version, KEEP_KEY, label=t("whist-button-keep"), row=1),
        ]

    def on_component(
        self, ctx: HandContext, key: str, values: Sequence[str]
    ) -> Act | Reselect | Redraw:
        """Clicks name actions the engine still checks; a kitty pick only redraws the hand.
        **Confirm** commits the pick kept now, so only if it is the one its view showed (a
        pick lost to a restart would keep the hand instead)."""
        view: WhistView = ctx.view
        if not ctx.legal:
            raise PlayerError("whist-stale-turn")
        if view.phase is Phase.EXCHANGE:
            if key == BURY_KEY:
                action_from_menu(view, values)  # refuses a wrong count or unknown cards
                return Reselect(tuple(values))
            if key == CONFIRM_KEY:
                exchange = _chosen_exchange(ctx)
                return Act(exchange) if ctx.shows(_bury_codes(exchange, view)) else PICKS_LOST
            if key == KEEP_KEY:
                return Act(Exchange())
        elif key == MENU_KEY:
            return Act(action_from_menu(view, values))
        elif key == PASS_KEY:
            return Act(Pass())
        elif taps(MENU_KEY, key) and view.phase is Phase.PLAY:  # a card's button
            card = tapped_choice(MENU_KEY, key, values, action_menu(view, ctx.legal).options)
            if card is not None:
                return Act(action_from_menu(view, (card,)))
        elif view.phase is Phase.DECLARE:
            action = picked_action(ctx, key, values)
            if action is not None:
                return Act(action)
        raise PlayerError("whist-stale-controls")

    # ------------------------------------------------------------------ /play

    def parse_text(self, ctx: HandContext, text: str) -> Action:
        """A card (``AS``), a bid (``4 downtown``, ``pass``), a trump suit or direction
        (``hearts``, ``downtown``), or the 6 cards to leave in the kitty. What is read is
        returned as it is: the engine, applying it, says why it is not allowed."""
        view: WhistView = ctx.view
        if not ctx.legal:
            if view.to_act is None:
                raise PlayerError("whist-game-over")
            raise PlayerError("whist-waiting-for", player=seat_name(ctx.names, view.to_act))
        typed = " ".join(text.split())
        try:
            match view.phase:
                case Phase.AUCTION:
                    return _parse_call(typed)
                case Phase.DECLARE:
                    return _parse_declaration(typed)
                case Phase.EXCHANGE:
                    return _parse_exchange(view, typed)
            return _parse_play(typed, jokers=view.variant is not Variant.CLASSIC)
        except IllegalAction as refusal:
            hint = _TEXT_HINT[view.phase]
            raise PlayerError(with_hint(refusal.msg, "whist-refusal-hint", hint)) from None


# ---------------------------------------------------------------------- helpers


def _select(
    ctx: HandContext, key: str, menu: Menu, placeholder: str, *, chosen: set[str] | None = None
) -> GameSelect:
    """One render menu as a select on the first row."""
    options = [
        option(
            choice.label[: limits.OPTION_LABEL],
            choice.id,
            chosen is not None and choice.id in chosen,
        )
        for choice in menu.options
    ]
    return GameSelect(
        ctx.table.id,
        ctx.table.version,
        key,
        options,
        placeholder=placeholder,
        min_values=menu.min_values,
        max_values=menu.max_values,
        row=0,
    )


def _chosen_exchange(ctx: HandContext) -> Exchange:
    """The exchange the kitty pick stands for; with no (valid) pick, keeping the hand."""
    if ctx.selection:
        try:
            action = action_from_menu(ctx.view, ctx.selection)
        except IllegalAction:
            return Exchange()
        if isinstance(action, Exchange):
            return action
    return Exchange()


def _bury_codes(exchange: Exchange, view: WhistView) -> list[str]:
    """The cards that end up in the kitty after ``exchange``, as menu values."""
    kept = [card for card in view.kitty if card not in exchange.take]
    return [card.code for card in (*kept, *exchange.give)]


def _parse_play(typed: str, *, jokers: bool) -> PlayCard:
    cards = parse_cards(without_word(typed, "cards-typed-play"), jokers=jokers)
    if len(cards) != 1:
        raise IllegalAction("whist-one-card")
    return PlayCard(cards[0])


def _parse_call(typed: str) -> MakeBid | Pass:
    """Read in lower case; a refusal quotes what was typed as it was (not ``as as as``)."""
    words = typed.lower()
    if words in _PASSES or words in (t("whist-label-pass").lower(), t("whist-call-pass").lower()):
        return Pass()  # also the reader's own words for it, as the button and the log say it
    found = _BID.match(without_word(words, "whist-typed-bid"))
    if found is not None:
        number_text, kind_text = found.groups()
        number = _NUMBERS.get(number_text) or read_number(number_text) or 0
        kind = _KINDS.get(kind_text.strip())
        if number and kind is not None:
            return MakeBid(Bid(number, kind))
    raise IllegalAction("whist-unread-bid", text=typed[:40])


def _parse_declaration(typed: str) -> NameTrump | ChooseDirection:
    words = typed.lower()
    word = without_word(words, "cards-typed-trump")
    suit = suit_from_word(word)
    if suit is not None:
        return NameTrump(suit)
    if word in _DIRECTIONS:
        return ChooseDirection(_DIRECTIONS[word])
    raise IllegalAction("whist-unread-declaration", text=typed[:40])


def _parse_exchange(view: WhistView, typed: str) -> Action:
    words = typed.lower()
    # also the reader's own words for it: the word the hint shows, and the buttons' labels
    labels = (t("whist-button-keep").lower(), t("whist-label-keep-hand").lower())
    if words in _KEEPS or words in labels or words in typed_words("whist-typed-keep"):
        return Exchange()
    codes = [card.code for card in parse_cards(typed)]
    return action_from_menu(view, codes)  # refuses a wrong count or a card not there


def _suit_to_follow(view: WhistView, legal: Sequence[Any]) -> Suit | None:
    """The suit led, when it is why the menu holds only some of the hand: a player who saw
    cards missing from it was not told why until a typed card was refused."""
    if view.trick is None or not view.trick.plays or len(legal) >= len(view.hand):
        return None
    order = view.order  # a joker counts as a trump (and a joker led, as the suit after it)
    led = order.led_suit(view.trick.cards())
    follows = all(isinstance(a, PlayCard) and order.suit_of(a.card) is led for a in legal)
    return led if follows and led is not None else None
