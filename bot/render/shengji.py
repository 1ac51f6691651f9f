"""Text for Shengji: the public table, a seat's hand, and what the cog needs
to offer cards and actions (select-menu groups of cards with stable ids, action labels/ids).

Pure functions over views (event lines: :mod:`bot.render.shengji_events`); every text stays
well inside Discord's limits (message 2000, embed description 4096, select label 100). Every
word comes from the ``shengji-…`` catalog messages, worded in the language in force (the
table's for public text, the reader's for a hand): a hand's text is kept with its language
(:mod:`bot.render.hand_texts`), and so is each line of the table's text.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from bot.errors import PlayerError
from bot.games.cards import Card, Rank, Suit, parse_card
from bot.games.memo import ByState
from bot.games.shengji import actions as act
from bot.games.shengji.declare import describe
from bot.games.shengji.order import DISPLAY_SUITS, TRUMP, CardOrder
from bot.games.shengji.scoring import takeover_threshold
from bot.games.shengji.state import Phase, TrickRecords
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner
from bot.i18n import language_tag, t, word
from bot.numbers import read_number
from bot.render import limits
from bot.render.cards import card_label, cards_text
from bot.render.hand_texts import LINES_LIMIT, HandTexts, codes
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
    in the hand's own head line, whose turn it is on its controls. Each line is worded once
    while it reads the same (:data:`_LINES`)."""
    over = view.winner is not None
    trump = (
        view.trump_fixed,
        view.trump_rank.value,
        None if view.trump_suit is None else view.trump_suit.value,
        view.rules.jokers_only_no_trump,
    )
    lines = [_LINES(("head", over, trump, view.hand_no), lambda: _head_line(view))]
    declarers = None
    for team in (0, 1):
        role = (
            "none"
            if view.declarers is None
            else "declarers"
            if team == view.declarers
            else "opponents"
        )
        level = view.levels[team]
        line = _LINES(
            ("team", names[team], names[team + 2], level, role),
            _team_line,
            team,
            level,
            role,
            names,
        )
        lines.append(line)
        if team == view.declarers:
            declarers = line
    if view.starter is not None:
        starter = names[view.starter]
        lines.append(_LINES(("starter", starter), lambda: t("shengji-table-starter", name=starter)))
    dealing: list[str] = []
    if view.phase is Phase.DEAL:
        dealing += _dealing_lines(view, names)
    lines += dealing
    if view.turned:
        turned = view.turned
        lines.append(
            _LINES(
                ("turned", codes(turned)),
                lambda: t("shengji-table-kitty-turned", cards=cards_text(turned)),
            )
        )
    points = None
    if view.declarers is not None and view.phase not in (Phase.DEAL, Phase.NAME_TRUMP):
        points = _LINES(
            ("points", view.attackers_points, view.rules.decks, view.penalty),
            lambda: _points_line(view),
        )
        lines.append(points)
        taken = _by_history(view, ("taken", view.declarers), lambda: _point_cards_line(view))
        if taken:
            lines.append(taken)
        points = joined(declarers, points)
    last = None
    order = _order_key(view.order)
    if view.history:
        last = _by_history(view, ("last", *names), lambda: _last_trick_line(view, names))
        lines.append(last)
    trick = _trick_lines(view, names, order)
    lines += trick
    pending = None
    if view.pending is not None:
        chooser = names[view.pending.chooser]
        pending = _LINES(
            ("pending", chooser), lambda: t("shengji-table-throw-choice", name=chooser)
        )
        lines.append(pending)
    waiting = [names[s] for s in sorted(view.to_act) if s >= 0]
    ending = None
    if view.winner is not None:
        winner = view.winner
        ending = _LINES(
            ("winner", names[winner], names[winner + 2]),
            lambda: t("shengji-table-winner", team=team_name(winner, names)),
        )
        lines.append(ending)
    elif turn and waiting and view.phase is not Phase.DEAL:
        # what the turn is for when it is not a play: a starter burying the kitty looked,
        # to everyone watching, like a starter slow to lead
        waited = tuple(on_turn(name) for name in waiting)
        phase = view.phase.value
        lines.append(
            _LINES(
                ("turn", phase, *waited),
                lambda: t("shengji-table-turn", names=waited, phase=phase),
            )
        )
    hand = joined(*dealing, points, *trick, None if trick else last, pending, ending)
    return TableTexts("\n".join(lines)[:4000], hand[:4000])


#: the table's lines by what they read (plain values and the language: see
#: :mod:`bot.render.hand_texts`): from one version to the next most of them read the same,
#: and each was worded anew (issue #19)
_LINES = HandTexts(LINES_LIMIT)


def _by_history(view: ShengjiView, key: tuple[Hashable, ...], word: Callable[[], str]) -> str:
    """A line worded from the hand's finished tricks, kept with them: they change only when
    a trick is won, and which cards the opponents took is worked out from all of them. The
    card order a trick is shown in is the hand's: tricks are kept for one hand only."""
    kept = _HISTORY_LINES(view.history)
    key = (language_tag(), *key)
    line = kept.get(key)
    if line is None:
        line = kept[key] = word()
    return line


_HISTORY_LINES: ByState[TrickRecords, dict[tuple[Hashable, ...], str]] = ByState(
    lambda _history: {}
)


def _order_key(order: CardOrder) -> tuple[int | None, str | None]:
    """The card order as plain values (the order a trick's plays are sorted and won by)."""
    return (
        None if order.rank is None else order.rank.value,
        None if order.suit is None else order.suit.value,
    )


def _team_line(team: int, level: int, role: str, names: Sequence[str]) -> str:
    return t("shengji-table-team", team=team_name(team, names), level=level_text(level), role=role)


def _head_line(view: ShengjiView) -> str:
    head = t("shengji-game-over-head") if view.winner is not None else _view_trump_line(view)
    return t("shengji-table-head", hand=view.hand_no + 1, head=head)


def _dealing_lines(view: ShengjiView, names: Sequence[str]) -> list[str]:
    dealt = _LINES(
        ("dealt", view.dealt, view.deal_total),
        lambda: t("shengji-table-dealing", dealt=view.dealt, total=view.deal_total),
    )
    declaration = view.declaration
    if declaration is None:
        return [dealt, _LINES(("undeclared",), lambda: t("shengji-table-no-declaration"))]
    name = names[declaration.seat]
    shown = _LINES(
        ("declaration", name, declaration.card.code, declaration.count),
        lambda: t("shengji-table-declaration", name=name, shown=word(describe(declaration))),
    )
    return [dealt, shown]


def _points_line(view: ShengjiView) -> str:
    # what the opponents need to take over, beside what they have: whether to give
    # points away in a trick hangs on how near they are
    need = takeover_threshold(view.rules.decks)
    if view.penalty:
        penalty = f"{view.penalty:+d}"
        return t(
            "shengji-table-points-penalty",
            points=view.attackers_points,
            threshold=need,
            penalty=penalty,
        )
    return t("shengji-table-points", points=view.attackers_points, threshold=need)


def _point_cards_line(view: ShengjiView) -> str:
    taken = view.attackers_point_cards
    return t("shengji-table-point-cards", cards=cards_text(taken)) if taken else ""


def _last_trick_line(view: ShengjiView, names: Sequence[str]) -> str:
    won = view.history[-1]
    return t(
        "shengji-table-last-trick",
        name=names[won.winner],
        points=won.points,
        plays=plays_text(won.plays, names, view.order),
    )


def _trick_lines(view: ShengjiView, names: Sequence[str], order: tuple[Hashable, ...]) -> list[str]:
    """The trick in progress, a play a line, the one winning it marked."""
    if view.trick is None or not view.trick.plays:
        return []
    best = trick_winner([p.cards for p in view.trick.plays], view.order)
    number = len(view.history) + 1
    lines = [_LINES(("trick", number), lambda: t("shengji-table-trick", number=number))]
    for index, play in enumerate(view.trick.plays):
        name = names[play.seat]
        winning = index == best
        lines.append(
            _LINES(
                ("play", name, codes(play.cards), order, winning),
                _play_line,
                view,
                name,
                play.cards,
                winning,
            )
        )
    return lines


def _play_line(view: ShengjiView, name: str, cards: Sequence[Card], winning: bool) -> str:
    wording = "shengji-table-trick-play-winning" if winning else "shengji-table-trick-play"
    shown = cards_text(sorted(cards, key=view.order.display_key))
    return "  " + t(wording, name=name, cards=shown)


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
