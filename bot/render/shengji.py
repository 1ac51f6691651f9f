"""Text for Shengji: the public table, a seat's hand, and what the cog needs
to offer cards and actions (select-menu groups of cards with stable ids, action labels/ids).

Pure functions over views (event lines: :mod:`bot.render.shengji_events`); every text stays
well inside Discord's limits (message 2000, embed description 4096, select label 100). Every
word comes from the ``shengji-…`` catalog messages, worded in the language in force (the
table's for public text, the reader's for a hand): a hand's text is kept with its language
(:mod:`bot.render.hand_texts`), nothing else here is cached across calls.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import PlayerError
from bot.games.cards import Card, Rank, Suit, parse_card
from bot.games.shengji import actions as act
from bot.games.shengji.declare import describe
from bot.games.shengji.order import DISPLAY_SUITS, TRUMP, CardOrder
from bot.games.shengji.scoring import takeover_threshold
from bot.games.shengji.state import Phase
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner
from bot.i18n import t, word
from bot.numbers import read_number
from bot.render import limits
from bot.render.cards import card_label, cards_text
from bot.render.hand_texts import HandTexts, codes
from bot.render.menus import MenuChoice, menu_pages
from bot.render.shengji_events import (
    level_text,
    plays_text,
    suit_text,
    team_name,
)
from bot.render.table_texts import TableTexts, joined, on_turn

MAX_GROUPS = 5
#: Marks the trumps wherever a hand is listed (the same in every language).
TRUMP_MARK = "★ "


# ---------------------------------------------------------------------------- table and hand


def _trump_line(suit: Suit | None, rank: Rank, *, no_rank: bool) -> str:
    """ "Trumps ♥ hearts, rank 5", "No trump (jokers only), rank 5"."""
    level = level_text(rank.value)
    if suit is None:
        wording = "shengji-trumps-none-jokers" if no_rank else "shengji-trumps-none"
        return t(wording, rank=level)
    return t("shengji-trumps-suit", suit=suit_text(suit), rank=level)


def _view_trump_line(view: ShengjiView) -> str:
    if not view.trump_fixed:
        return t("shengji-trumps-open", rank=level_text(view.trump_rank.value))
    no_rank = view.trump_suit is None and view.rules.jokers_only_no_trump
    return _trump_line(view.trump_suit, view.trump_rank, no_rank=no_rank)


def table_text(view: ShengjiView, names: Sequence[str], turn: bool = True) -> str:
    """The public table: trumps, levels, points, the deal or the trick, whose turn."""
    return table_texts(view, names, turn).full


def table_texts(view: ShengjiView, names: Sequence[str], turn: bool = True) -> TableTexts:
    """The public table and, from the same lines, the hand view's embed: only what a player
    needs to choose a move (while dealing, the cards dealt and the declaration so far; then
    which side declares, the opponents' points, the trick in progress with the play winning
    it, else the last trick; a failed throw's pending choice; the game's end). The trumps are
    in the hand's own head line, whose turn it is on its controls."""
    over = view.winner is not None
    head = t("shengji-game-over-head") if over else _view_trump_line(view)
    lines = [t("shengji-table-head", hand=view.hand_no + 1, head=head)]
    declarers = None
    for team in (0, 1):
        role = (
            "none"
            if view.declarers is None
            else "declarers"
            if team == view.declarers
            else "opponents"
        )
        line = t(
            "shengji-table-team",
            team=team_name(team, names),
            level=level_text(view.levels[team]),
            role=role,
        )
        lines.append(line)
        if team == view.declarers:
            declarers = line
    if view.starter is not None:
        lines.append(t("shengji-table-starter", name=names[view.starter]))
    dealing: list[str] = []
    if view.phase is Phase.DEAL:
        dealing.append(t("shengji-table-dealing", dealt=view.dealt, total=view.deal_total))
        if view.declaration is None:
            dealing.append(t("shengji-table-no-declaration"))
        else:
            shown = word(describe(view.declaration))
            dealing.append(
                t("shengji-table-declaration", name=names[view.declaration.seat], shown=shown)
            )
    lines += dealing
    if view.turned:
        lines.append(t("shengji-table-kitty-turned", cards=cards_text(view.turned)))
    points = None
    if view.declarers is not None and view.phase not in (Phase.DEAL, Phase.NAME_TRUMP):
        # what the opponents need to take over, beside what they have: whether to give
        # points away in a trick hangs on how near they are
        need = takeover_threshold(view.rules.decks)
        if view.penalty:
            penalty = f"{view.penalty:+d}"
            points = t(
                "shengji-table-points-penalty",
                points=view.attackers_points,
                threshold=need,
                penalty=penalty,
            )
        else:
            points = t("shengji-table-points", points=view.attackers_points, threshold=need)
        lines.append(points)
        taken = view.attackers_point_cards
        if taken:
            lines.append(t("shengji-table-point-cards", cards=cards_text(taken)))
        points = joined(declarers, points)
    last = None
    if view.history:
        won = view.history[-1]
        last = t(
            "shengji-table-last-trick",
            name=names[won.winner],
            points=won.points,
            plays=plays_text(won.plays, names, view.order),
        )
        lines.append(last)
    trick = _trick_lines(view, names)
    lines += trick
    pending = None
    if view.pending is not None:
        pending = t("shengji-table-throw-choice", name=names[view.pending.chooser])
        lines.append(pending)
    waiting = [names[s] for s in sorted(view.to_act) if s >= 0]
    ending = None
    if view.winner is not None:
        ending = t("shengji-table-winner", team=team_name(view.winner, names))
        lines.append(ending)
    elif turn and waiting and view.phase is not Phase.DEAL:
        # what the turn is for when it is not a play: a starter burying the kitty looked,
        # to everyone watching, like a starter slow to lead
        waited = tuple(on_turn(name) for name in waiting)
        lines.append(t("shengji-table-turn", names=waited, phase=view.phase.value))
    hand = joined(*dealing, points, *trick, None if trick else last, pending, ending)
    return TableTexts("\n".join(lines)[:4000], hand[:4000])


def _trick_lines(view: ShengjiView, names: Sequence[str]) -> list[str]:
    """The trick in progress, a play a line, the one winning it marked."""
    if view.trick is None or not view.trick.plays:
        return []
    order = view.order
    best = trick_winner([p.cards for p in view.trick.plays], order)
    lines = [t("shengji-table-trick", number=len(view.history) + 1)]
    for index, play in enumerate(view.trick.plays):
        winning = index == best
        wording = "shengji-table-trick-play-winning" if winning else "shengji-table-trick-play"
        shown = cards_text(sorted(play.cards, key=order.display_key))
        lines.append("  " + t(wording, name=names[play.seat], cards=shown))
    return lines


def _group_label(group: str) -> str:
    return t("shengji-trumps-label") if group == TRUMP else suit_text(group)


def _grouped(cards: Sequence[Card], order: CardOrder) -> list[tuple[str, list[Card]]]:
    """Cards by group in display order: trumps first, then each suit, high to low."""
    groups: dict[str, list[Card]] = {}
    for card in order.sorted(cards):
        groups.setdefault(order.group(card), []).append(card)
    keys = [TRUMP, *(s.value for s in DISPLAY_SUITS)]
    return [(key, groups[key]) for key in keys if key in groups]


_HAND_TEXTS = HandTexts()


def hand_text(view: ShengjiView) -> str:
    """A seat's hand, trumps first (marked), each group sorted by the current trump order
    (worded once while it reads the same: :mod:`bot.render.hand_texts`)."""
    declaration = view.declaration
    key = (
        view.seat,
        view.trump_fixed,
        view.trump_rank.value,
        None if view.trump_suit is None else view.trump_suit.value,
        None if declaration is None or declaration.suit is None else declaration.suit.value,
        view.rules.jokers_only_no_trump,
        codes(view.hand),
        codes(view.kitty),
    )
    return _HAND_TEXTS(key, lambda: _hand_text(view))


def _hand_text(view: ShengjiView) -> str:
    if view.seat is None:
        return t("shengji-hand-spectator")
    order = view.order
    head = t("shengji-hand-head", count=len(view.hand), trumps=_view_trump_line(view))
    lines = [head]
    for group, cards in _grouped(view.hand, order):
        label = TRUMP_MARK + _group_label(group) if group == TRUMP else _group_label(group)
        lines.append(
            t("shengji-hand-group", group=label, count=len(cards), cards=cards_text(cards))
        )
    if view.kitty:
        lines.append(t("shengji-hand-buried", cards=cards_text(view.kitty)))
    return "\n".join(lines)[: limits.CONTENT]


# ---------------------------------------------------------------------------- cog helpers


@dataclass(frozen=True, slots=True)
class CardGroup:
    label: str
    options: tuple[MenuChoice, ...]


def card_ids(cards: Sequence[Card]) -> list[str]:
    """Stable ids for cards in this order: the code plus which copy it is (``AS#0``, ``AS#1``)."""
    seen: dict[Card, int] = {}
    ids = []
    for card in cards:
        copy = seen.get(card, 0)
        seen[card] = copy + 1
        ids.append(f"{card.code}#{copy}")
    return ids


def cards_from_ids(ids: Sequence[str]) -> tuple[Card, ...]:
    """The cards selected by ids from :func:`hand_groups` (copy numbers just keep them apart)."""
    return tuple(parse_card(card_id.partition("#")[0]) for card_id in ids)


def hand_groups(view: ShengjiView) -> list[CardGroup]:
    """A seat's hand in at most five select menus of at most 25 cards each, trumps first."""
    order = view.order
    ids = iter(card_ids(order.sorted(view.hand)))  # _grouped keeps this same order
    segments: list[tuple[str, list[MenuChoice]]] = []
    for group, cards in _grouped(view.hand, order):
        mark = TRUMP_MARK if group == TRUMP else ""
        options = [MenuChoice(next(ids), mark + card_label(card)) for card in cards]
        chunks = menu_pages(options)
        for index, chunk in enumerate(chunks):
            label = _group_label(group)
            if len(chunks) > 1:
                label = t("shengji-menu-part", group=label, part=index + 1, parts=len(chunks))
            segments.append((label, chunk))
    while len(segments) > MAX_GROUPS:
        sizes = [len(segments[i][1]) + len(segments[i + 1][1]) for i in range(len(segments) - 1)]
        i = min(range(len(sizes)), key=sizes.__getitem__)
        merged = (
            merged_label(segments[i][0], segments[i + 1][0]),
            segments[i][1] + segments[i + 1][1],
        )
        segments[i : i + 2] = [merged]
    return [CardGroup(label[: limits.OPTION_LABEL], tuple(options)) for label, options in segments]


def declaration_code(action: act.Declare) -> str:
    """``2H*2``: the card and how many are shown, readable back without the legal list."""
    return f"{action.cards[0].code}*{len(action.cards)}"


def declaration_cards(code: str) -> tuple[Card, ...]:
    card, _, count = code.partition("*")
    copies = read_number(count)
    if copies is None or not 1 <= copies <= 3:
        raise PlayerError("shengji-declaration-stale")
    return (parse_card(card),) * copies


def action_id(action: act.Action) -> str:
    """A compact, stable string id for an action (its JSON)."""
    return json.dumps(act.action_to_json(action), separators=(",", ":"), sort_keys=True)


def play_label(cards: Sequence[Card]) -> str:
    """A shortcut's label: the play it makes, in at most 80 characters."""
    return action_label(act.PlayCards(tuple(cards)))


def cards_label(msg_id: str, cards: Sequence[Card], limit: int = limits.BUTTON_LABEL) -> str:
    """``msg_id`` naming ``cards`` in at most ``limit`` characters: when they do not all fit,
    as many whole cards as do and "…" (``Play A♠ K♠ Q♠ …``); a cut through a card (``1``
    left of a ``10♠``, a joker's name halved) would name a card the play does not hold."""
    labels = [card_label(card) for card in cards]
    text = t(msg_id, cards=" ".join(labels) if labels else "—")
    if len(text) <= limit:
        return text
    room = limit - len(t(msg_id, cards="…"))  # what the words and the "…" leave the cards
    shown: list[str] = []
    for label in labels:
        room -= len(label) + 1  # the card and the space before the "…"
        if room < 0:
            break
        shown.append(label)
    return limits.clip(t(msg_id, cards=" ".join([*shown, "…"])), limit)


def merged_label(first: str, second: str) -> str:
    """Two card menus' labels once they share one menu."""
    return t("shengji-menu-merged", first=first, second=second)


def shortcut_placeholder(following: bool, count: int) -> str:
    """The quick plays' select placeholder: the engine's ready plays when following (not
    every legal one: void in the suit led, a few ways to discard stand for all), the ready
    leads (safe throws, strong leads, singles) else."""
    return t("shengji-quick-follow" if following else "shengji-quick-lead", count=count)


def action_label(action: act.Action) -> str:
    """A short button/menu label (at most 80 characters)."""
    match action:
        case act.Deal(count):
            text = t("shengji-action-deal", count=count)
        case act.FinishDeal():
            text = t("shengji-action-finish-deal")
        case act.Declare(cards):
            text = cards_label("shengji-action-declare", cards)
        case act.Pass():
            text = t("shengji-action-pass")
        case act.NameTrump(suit):
            text = t("shengji-action-name-trump", suit=suit_text(suit))
        case act.Bury(cards):
            text = cards_label("shengji-action-bury", cards)
        case act.PlayCards(cards):
            text = cards_label("shengji-action-play", cards)
        case act.ChooseThrowPart(cards):
            text = cards_label("shengji-action-throw-part", cards)
    return limits.clip(text, limits.BUTTON_LABEL)
