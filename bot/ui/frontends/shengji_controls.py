"""Shengji's hand controls: the card menus, and the shortcuts that make most moves a tap or two.

The card menus (one multi-select per group of the hand) can make any move, but a move through
them costs a tap per menu plus **Play**. Most moves are simpler, so row 0 offers them whole,
the *quick plays*: when following, the engine's list of legal plays (usually short: void in
the suit led, a few ways to discard stand for every way); on a free lead, the engine's safe
throws, the strong leads (tractors, pairs, single aces, the top trump) and every single,
cheapest first. Five or fewer are one-tap buttons, more one select (see
:func:`bot.ui.choices.tap_or_select`); a lone legal play is one green **Play …** button.
Burying starts from the AI's suggested bury, already chosen, so one press of **Bury these**
confirms it; row 0 then lists the chosen cards, all ticked, so unticking puts several back in
one go wherever they sit in the card menus. The card menus stay below row 0 for any other move,
so it costs the menus one row (see :data:`CARD_ROWS`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

import discord

from bot.ai.shengji import play_cost, suggested_bury
from bot.errors import PlayerError
from bot.games.cards import Card, Rank, parse_cards
from bot.games.memo import ByState
from bot.games.shengji import PlayCards, ShengjiView
from bot.games.shengji.combos import combination
from bot.games.shengji.moves import safe_throws
from bot.games.shengji.order import TRUMP
from bot.i18n import current_language, t
from bot.render import limits
from bot.render.menus import MenuChoice
from bot.render.shengji import (
    CardGroup,
    cards_from_ids,
    hand_groups,
    merged_label,
    play_label,
    shortcut_placeholder,
)
from bot.ui.choices import tap_or_select, tapped_choice
from bot.ui.components import GameSelect
from bot.ui.frontend import HandContext
from bot.ui.quick_ui import option as quick_option

#: Row 0 holds the shortcut (the chosen cards while burying), rows 1-3 the card menus, row 4
#: Play/Bury and Clear. Three menus reach every card of any real hand: merging the two smallest
#: of five groups, then of four, never passes 25 cards while a hand holds at most 45.
SHORTCUT_ROW = 0
CARD_ROWS = 3
CARDS_KEY = "cards"
#: the shortcuts: one select, or buttons ``quick0``… (see :func:`bot.ui.choices.tap_or_select`)
QUICK_KEY = "quick"
#: while burying, the select of the cards chosen so far (see :func:`chosen_menu`)
CHOSEN_KEY = "buried"
#: The selection after **Clear**: nothing chosen on purpose (an empty selection while burying
#: means "not touched yet", which shows the suggested bury).
NOTHING = "-"
STALE = "shengji-controls-stale"


#: the card menus of recent hands: a view asks for them three or four times (the prompt, the
#: menus, the buttons) and a hand stays the same while the other seats play (issue #19). Each
#: is kept as one string, keyed by one string: the garbage collector does not track strings, so
#: full collections never walk them. Kept as menu objects, an entry was ~30 tracked objects,
#: ~120,000 once full, more than 700 live tables hold.
_MENUS: dict[str, str] = {}
_MENUS_LIMIT = 4_096
#: between a menu's label and its options' ids and labels, and between menus: characters no
#: label holds
_FIELD, _MENU = "\x1f", "\x1e"
#: the menus last asked for, as objects: the draw that asked asks again at once
_last: tuple[str, tuple[CardGroup, ...]] | None = None


def menu_groups(view: ShengjiView) -> list[CardGroup]:
    """The hand's card menus, at most :data:`CARD_ROWS` of them: while there are too many,
    the two smallest merge, shown where the first of them was."""
    global _last
    order = view.order
    # all they depend on: the labels' language, the card order in force and the hand
    key = _FIELD.join(
        (
            current_language(),
            str(order.rank and order.rank.value),
            str(order.suit),
            *(card.code for card in view.hand),
        )
    )
    last = _last  # read once: right even were another thread to draw meanwhile
    if last is not None and last[0] == key:
        return list(last[1])
    menus = _MENUS.get(key)
    if menus is None:
        if len(_MENUS) >= _MENUS_LIMIT:
            _MENUS.clear()
        groups = tuple(_menu_groups(view))
        _MENUS[key] = _MENU.join(
            _FIELD.join((group.label, *(f"{o.id}{_FIELD}{o.label}" for o in group.options)))
            for group in groups
        )
    else:
        splits = menus.split(_MENU) if menus else []  # "" is no menu, not one empty menu
        groups = tuple(_unpacked(menu.split(_FIELD)) for menu in splits)
    _last = (key, groups)
    return list(groups)


def _unpacked(fields: list[str]) -> CardGroup:
    options = zip(fields[1::2], fields[2::2], strict=True)
    return CardGroup(fields[0], tuple(MenuChoice(id_, label) for id_, label in options))


def _menu_groups(view: ShengjiView) -> list[CardGroup]:
    groups = list(hand_groups(view))
    while len(groups) > CARD_ROWS:
        by_size = sorted(range(len(groups)), key=lambda i: (len(groups[i].options), i))
        first, second = sorted(by_size[:2])
        a, b = groups[first], groups[second]
        if len(a.options) + len(b.options) > limits.SELECT_OPTIONS:
            break  # no real hand gets here; /play reaches the cards of menus left out
        groups[first] = CardGroup(
            merged_label(a.label, b.label)[: limits.OPTION_LABEL], a.options + b.options
        )
        del groups[second]
    return groups[:CARD_ROWS]


def _ids_of(view: ShengjiView, cards: Sequence[Card]) -> tuple[str, ...]:
    """The menu option ids of ``cards`` (twins take the copies in menu order)."""
    wanted = Counter(card.code for card in cards)
    ids = []
    for group in menu_groups(view):
        for option in group.options:
            code = option.id.partition("#")[0]
            if wanted[code] > 0:
                wanted[code] -= 1
                ids.append(option.id)
    return tuple(ids)


def suggestion(ctx: HandContext) -> tuple[str, ...]:
    """While burying, the AI's suggested bury as menu ids; nothing in any other phase."""
    bury = suggested_bury(ctx.view, ctx.legal)
    return () if bury is None else _ids_of(ctx.view, bury.cards)


def chosen(ctx: HandContext) -> tuple[str, ...]:
    """The selection (the suggested bury while untouched), less anything no longer in the hand,
    in hand order."""
    picked = set(ctx.selection or suggestion(ctx))
    return tuple(
        option.id
        for group in menu_groups(ctx.view)
        for option in group.options
        if option.id in picked
    )


def chosen_cards(picked: Sequence[str]) -> tuple[Card, ...]:
    """The cards of :func:`chosen`'s ``picked``, to commit; refused when there are none."""
    if not picked:
        raise PlayerError("shengji-pick-cards-first")
    return cards_from_ids(picked)


def merge_pick(ctx: HandContext, index: int, values: Sequence[str]) -> tuple[str, ...]:
    """The selection after menu ``index`` was set to ``values`` (the other menus keep theirs)."""
    groups = menu_groups(ctx.view)
    if not 0 <= index < len(groups):
        raise PlayerError(STALE)
    in_menu = {option.id for option in groups[index].options}
    if not set(values) <= in_menu:
        raise PlayerError("shengji-cards-gone")
    kept = [card_id for card_id in chosen(ctx) if card_id not in in_menu]
    return (*kept, *(v for v in values if v in in_menu)) or (NOTHING,)


def card_menus(ctx: HandContext, picked_ids: Sequence[str]) -> list[GameSelect]:
    """One multi-select per group of the hand; what is chosen shows as the menus' defaults."""
    picked = set(picked_ids)
    menus = []
    for index, group in enumerate(menu_groups(ctx.view)):
        count = sum(choice.id in picked for choice in group.options)
        options = [
            quick_option(choice.label, choice.id, choice.id in picked) for choice in group.options
        ]
        menus.append(
            GameSelect(
                ctx.table.id,
                ctx.table.version,
                f"{CARDS_KEY}{index}",
                options,
                placeholder=(
                    t("shengji-menu-chosen", group=group.label, count=count)
                    if count
                    else group.label
                ),
                min_values=0,
                max_values=len(options),
                row=SHORTCUT_ROW + 1 + index,
            )
        )
    return menus


def chosen_menu(ctx: HandContext, picked_ids: Sequence[str]) -> list[GameSelect]:
    """While burying, row 0 (no shortcut needs it then): the chosen cards, each ticked. The
    card menus put a card back one menu per interaction, and a bury's cards spread over all
    of them; here unticking any number is one. Read back with :func:`unpick`."""
    labels = {o.id: o.label for group in menu_groups(ctx.view) for o in group.options}
    shown = [card_id for card_id in picked_ids if card_id in labels][: limits.SELECT_OPTIONS]
    if not shown:
        return []
    options = [
        quick_option(labels[card_id][: limits.OPTION_LABEL], card_id, True) for card_id in shown
    ]
    count = ctx.view.kitty_size
    placeholder = t("shengji-menu-bury-chosen", chosen=len(picked_ids), count=count)
    return [
        GameSelect(
            ctx.table.id,
            ctx.table.version,
            CHOSEN_KEY,
            options,
            placeholder=placeholder,
            min_values=0,
            max_values=len(options),
            row=SHORTCUT_ROW,
        )
    ]


def unpick(ctx: HandContext, values: Sequence[str]) -> tuple[str, ...]:
    """The selection once :func:`chosen_menu` was left holding ``values``: the cards it listed
    and no longer holds are put back, any chosen past its 25 stay. What it listed is read off
    the clicked message where Discord sent it: picks draw no new table version, so a copy
    drawn before the latest picks (another view of the same hand) still passes the version
    check, and it never listed the cards chosen since, which must stay chosen."""
    picked = chosen(ctx)
    listed = set(picked[: limits.SELECT_OPTIONS] if ctx.clicked is None else ctx.clicked)
    if not set(values) <= listed:
        raise PlayerError("shengji-cards-gone")
    dropped = listed - set(values)
    return tuple(card_id for card_id in picked if card_id not in dropped) or (NOTHING,)


# ---------------------------------------------------------------------------- play shortcuts


def _plays(ctx: HandContext) -> list[tuple[Card, ...]]:
    return [action.cards for action in ctx.legal if isinstance(action, PlayCards)]


def _in_hand_order(view: ShengjiView, plays: Sequence[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    """The plays as the hand above them reads (trumps first, then each suit, high to low),
    each play's cards too: the engine lists them by card code (``AH`` before ``KH``, ``TH``
    last), which makes a long list hard to find a card in."""
    key = view.order.display_key
    shown = [tuple(sorted(cards, key=key)) for cards in plays]
    return sorted(shown, key=lambda cards: [key(card) for card in cards])


def _strong_leads(view: ShengjiView, plays: Sequence[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    """The obvious strong leads among the engine's: tractors (longest first), pairs and
    triples (trumps first, as the hand reads, then highest first: a card's height counts
    within its own suit, so a pair of sixes went above a pair of Big Jokers), single
    side-suit aces and the hand's top trump."""
    order = view.order
    trumps = [card for card in view.hand if order.is_trump(card)]
    top = max(trumps, key=order.ord, default=None)
    sets, singles = [], []
    for cards in plays:
        found = combination(cards, order)
        if found is None:
            continue
        if found.width >= 2:
            trump = order.group(cards[0]) == TRUMP
            sets.append((found.length, found.width, trump, found.top, cards))
        elif cards[0] == top or (cards[0].rank is Rank.ACE and order.group(cards[0]) != TRUMP):
            singles.append(cards)
    sets.sort(key=lambda s: (-s[0], -s[1], -s[2], -s[3]))
    return [s[4] for s in sets] + singles


def _leads(view: ShengjiView, plays: Sequence[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    """A free lead's quick plays: the engine's safe throws first (several sure winners at
    once, proved from what this seat may see), then the strong leads, then every other
    single, cheapest first (as the AI counts what spending a card costs), so a low card to
    give the lead away is one tap too; at most a select's worth."""
    throws = _in_hand_order(view, safe_throws(view.hand, view.order, view.unseen()))
    strong = _strong_leads(view, plays)
    listed = {*throws, *strong}
    singles = sorted(
        (cards for cards in plays if len(cards) == 1 and cards not in listed),
        key=lambda cards: (play_cost(cards, view), view.order.display_key(cards[0])),
    )
    return [*throws, *strong, *singles][: limits.SELECT_OPTIONS]


def _shortcuts(ctx: HandContext) -> list[tuple[Card, ...]]:
    view: ShengjiView = ctx.view
    plays = _in_hand_order(view, _plays(ctx))
    if len(plays) == 1:  # the last card of a hand, or a forced follow
        return plays
    if view.trick is None or view.trick.lead is None:
        return _leads(view, plays)
    if len(plays) > limits.SELECT_OPTIONS:
        return []
    # the follows with fewer trumps first, each in hand order: hand order alone put the
    # trumps, jokers first, at the top, and a hurried pick of the first option threw a Big
    # Joker away where a discard would do
    return sorted(plays, key=lambda cards: sum(view.order.is_trump(card) for card in cards))


def _value(cards: Sequence[Card]) -> str:
    return " ".join(card.code for card in cards)


#: the quick plays of the states last asked about, per seat, by their values (``AS AS KS``): a
#: view asks for them twice (its prompt, its controls), each of a seat's views again (channel
#: and DM) and a click once more, and a lead's list reads every combination of the hand and
#: what the seat cannot see. Their labels too, per seat and language tag (a label per play,
#: each worded, was a tenth of a Shengji hand's controls). Kept as strings, by keys of plain
#: values, which the garbage collector does not walk (a tuple of cards or holding the
#: language itself it would, issue #19).
_QUICK: ByState[Any, dict[Hashable, tuple[str, ...]]] = ByState(lambda _state: {})


def _quick_values(ctx: HandContext) -> tuple[str, ...]:
    state = ctx.table.state
    answers = _QUICK(state) if state is not None else {}
    found = answers.get(ctx.seat)
    if found is None:
        found = answers[ctx.seat] = tuple(_value(cards) for cards in _shortcuts(ctx))
    return found


def _quick_labels(ctx: HandContext) -> tuple[str, ...]:
    """:func:`_quick_values`' labels, in the language in force."""
    state = ctx.table.state
    answers = _QUICK(state) if state is not None else {}
    key = (ctx.seat, current_language()._value_)
    found = answers.get(key)
    if found is None:
        values = _quick_values(ctx)
        found = answers[key] = tuple(play_label(parse_cards(value)) for value in values)
    return found


def shortcuts(ctx: HandContext) -> list[tuple[Card, ...]]:
    """The plays offered in one tap or two: when following, every legal play the engine lists
    if they fit one select (none otherwise: the card menus do it); on a free lead, the
    engine's safe throws, the strong leads and every single (:func:`_leads`). The sets are in
    hand order within each kind, so the list reads like the hand shown above it; so do the
    follows, those with fewer trumps first. Worked out once per state and seat."""
    return [parse_cards(value) for value in _quick_values(ctx)]


def shortcut_controls(ctx: HandContext) -> list[discord.ui.Item[Any]]:
    """The shortcuts on row 0: up to five as one-tap buttons (the one legal play green, as
    **Play** is), more as one select."""
    view: ShengjiView = ctx.view
    values = _quick_values(ctx)
    following = view.trick is not None and view.trick.lead is not None
    return tap_or_select(
        ctx,
        QUICK_KEY,
        [MenuChoice(value, label) for value, label in zip(values, _quick_labels(ctx), strict=True)],
        placeholder=shortcut_placeholder(following, len(values)),
        row=SHORTCUT_ROW,
        style=(discord.ButtonStyle.success if len(values) == 1 else discord.ButtonStyle.primary),
    )


def shortcut_play(ctx: HandContext, key: str, values: Sequence[str]) -> PlayCards:
    """The play a shortcut names, if it is still one on offer."""
    choices = [MenuChoice(value, "") for value in _quick_values(ctx)]
    picked = tapped_choice(QUICK_KEY, key, values, choices)
    if picked is None:
        raise PlayerError(STALE)
    return PlayCards(parse_cards(picked))
