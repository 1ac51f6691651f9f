"""Text for Shengji: event lines, the public table, a seat's hand, and what the cog needs
to offer cards and actions (select-menu groups of cards with stable ids, action labels/ids).

Pure functions over views and events; every text stays well inside Discord's limits (message
2000, embed description 4096, select label 100).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.base import Event
from bot.games.cards import Card, Suit, parse_card
from bot.games.shengji.declare import describe
from bot.games.shengji.game import level_name
from bot.games.shengji.order import DISPLAY_SUITS, TRUMP, CardOrder
from bot.games.shengji.state import (
    Action,
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    NameTrump,
    Pass,
    Phase,
    PlayCards,
    action_to_json,
)
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner

MAX_OPTIONS = 25
MAX_GROUPS = 5


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards) if cards else "—"


def _codes_text(codes: Sequence[str]) -> str:
    return cards_text([parse_card(code) for code in codes])


def team_name(team: int, names: Sequence[str]) -> str:
    return f"{names[team]} & {names[team + 2]}"


def _suit_text(suit: str | Suit | None) -> str:
    if suit is None:
        return "no trump suit"
    suit = Suit(suit)
    return f"{suit.symbol} {suit.title}"


# ---------------------------------------------------------------------------- events


def event_text(event: Event, names: Sequence[str]) -> str | None:
    """One line (a few for a hand summary) telling what happened; None for silent events."""
    d: Mapping[str, Any] = event.data
    match event.kind:
        case "deal":
            return f"Dealing… {d['dealt']}/{d['total']} cards."
        case "declare":
            verb = (
                "reinforces with"
                if d["reinforce"]
                else "overturns with"
                if d["overturn"]
                else "declares"
            )
            what = "no trump" if d["suit"] is None else f"{_suit_text(d['suit'])} are trumps"
            return f"{names[d['seat']]} {verb} {_codes_text(d['cards'])}: {what}."
        case "redeal":
            return "Nobody declared: the cards are collected, shuffled and dealt again."
        case "kitty_turned":
            what = f"{_suit_text(d['suit'])} are trumps" if d["suit"] else "no trump suit"
            return f"Nobody declared: the kitty is turned up — {_codes_text(d['cards'])}: {what}."
        case "name_trump":
            return f"Nobody declared: {names[d['seat']]} names the trump suit."
        case "trump_named":
            return f"{names[d['seat']]} names {_suit_text(d['suit'])} as trumps."
        case "trump":
            suit = "No trump" if d["suit"] is None else f"Trumps: {_suit_text(d['suit'])}"
            return (
                f"{suit}, rank {level_name(_rank_level(d['rank']))}. "
                f"{names[d['starter']]} starts and takes the kitty; "
                f"{team_name(d['declarers'], names)} declare."
            )
        case "kitty_taken":
            return f"You take the kitty: {_codes_text(d['cards'])}. Bury as many cards."
        case "bury":
            return f"{names[d['seat']]} buries {d['count']} cards."
        case "buried":
            return f"You buried {_codes_text(d['cards'])}."
        case "play":
            return f"{names[d['seat']]} plays {_codes_text(d['cards'])}."
        case "throw_failed":
            return _throw_failed_text(d, names)
        case "throw_part_chosen":
            return f"{names[d['seat']]} chooses which part of {names[d['thrower']]}'s throw is led."
        case "trick":
            play = next(p for p in d["plays"] if p["seat"] == d["winner"])
            return (
                f"Trick {d['number']} won by {names[d['winner']]} with "
                f"{_codes_text(play['cards'])} ({d['points']} points)."
            )
        case "hand_end":
            return _hand_end_text(d, names)
        case "game_end":
            return (
                f"🏆 {team_name(d['winner'], names)} win the game, going "
                f"{level_name(d['levels'][d['winner']])}!"
            )
    return None


def _rank_level(code: str) -> int:
    return parse_card(code + "S").rank.value


def _throw_failed_text(d: Mapping[str, Any], names: Sequence[str]) -> str:
    thrower = names[d["seat"]]
    head = f"{thrower}'s throw {_codes_text(d['cards'])} fails"
    if "forced" not in d:
        parts = "; ".join(
            f"{names[b['seat']]} beats {_codes_text(b['part'])} with {_codes_text(b['by'])}"
            for b in d["beaten"]
        )
        return f"{head}: {parts}. {names[d['chooser']]} chooses which part is led."
    by = d["forced_by"]
    return (
        f"{head}: {names[by['seat']]} can beat {_codes_text(d['forced'])} with "
        f"{_codes_text(by['cards'])} — {thrower} must lead {_codes_text(d['forced'])} "
        f"(penalty {d['penalty']} points)."
    )


def _hand_end_text(d: Mapping[str, Any], names: Sequence[str]) -> str:
    attackers = d["attackers"]
    declarers = 1 - attackers
    kitty = f"Kitty: {_codes_text(d['kitty'])} ({d['kitty_points']} points)"
    if d["kitty_bonus"]:
        kitty += f" ×{d['multiplier']} = {d['kitty_bonus']} to the opponents"
    lines = [
        f"**Hand {d['hand']} over.** {kitty}.",
        f"Opponents ({team_name(attackers, names)}): {d['points']} points "
        f"(tricks {d['card_points']}, kitty {d['kitty_bonus']}, penalties {d['penalty']}).",
    ]
    before, after = d["levels_before"], d["levels"]
    climber = declarers if d["declarers_keep"] else attackers
    change = after[climber] - before[climber]
    if d["declarers_keep"]:
        lines.append(
            f"{team_name(declarers, names)} keep the deal and go up {change} "
            f"→ {level_name(after[declarers])}."
        )
    else:
        up = f" and go up {change} → {level_name(after[attackers])}" if change else ""
        lines.append(f"{team_name(attackers, names)} take over the deal{up}.")
    if max(after) <= 14:
        lines.append(
            f"Next hand: {names[d['next_starter']]} starts; trump rank "
            f"{level_name(after[d['next_declarers']])}."
        )
    return "\n".join(lines)


# ---------------------------------------------------------------------------- table and hand


def _trump_line(view: ShengjiView) -> str:
    rank = f"rank {level_name(view.trump_rank.value)}"
    if view.trump_fixed:
        if view.trump_suit is None:
            jokers = " (jokers only)" if view.rules.jokers_only_no_trump else ""
            return f"No trump{jokers}, {rank}"
        return f"Trumps {_suit_text(view.trump_suit)}, {rank}"
    return f"Trumps not fixed yet, {rank}"


def table_text(view: ShengjiView, names: Sequence[str]) -> str:
    """The public table: trumps, levels, points, the deal or the trick, whose turn."""
    lines = [f"**Hand {view.hand_no + 1}** · {_trump_line(view)}"]
    for team in (0, 1):
        role = ""
        if view.declarers is not None:
            role = " (declarers)" if team == view.declarers else " (opponents)"
        lines.append(f"{team_name(team, names)}: level {level_name(view.levels[team])}{role}")
    if view.starter is not None:
        lines.append(f"Starter: {names[view.starter]}")
    if view.phase is Phase.DEAL:
        lines.append(f"Dealing: {view.dealt}/{view.deal_total} cards")
        if view.declaration is None:
            lines.append("Declaration: none yet")
        else:
            lines.append(
                f"Declaration: {names[view.declaration.seat]} shows {describe(view.declaration)}"
            )
    if view.turned:
        lines.append(f"Kitty turned: {cards_text(view.turned)}")
    if view.declarers is not None and view.phase not in (Phase.DEAL, Phase.NAME_TRUMP):
        lines.append(
            f"Opponents' points: {view.attackers_points}"
            + (f" (penalties {view.penalty:+d})" if view.penalty else "")
        )
    if view.trick is not None and view.trick.plays:
        order = view.order
        best = trick_winner([p.cards for p in view.trick.plays], order)
        lines.append(f"Trick {len(view.history) + 1}:")
        for index, play in enumerate(view.trick.plays):
            mark = " ← winning" if index == best else ""
            lines.append(f"  {names[play.seat]}: {cards_text(play.cards)}{mark}")
    elif view.history:
        last = view.history[-1]
        lines.append(f"Last trick won by {names[last.winner]} ({last.points} points)")
    if view.pending is not None:
        lines.append(f"{names[view.pending.chooser]} chooses which part of the failed throw is led")
    waiting = [names[s] for s in sorted(view.to_act) if s >= 0]
    if view.winner is not None:
        lines.append(f"🏆 {team_name(view.winner, names)} won the game")
    elif waiting and view.phase is not Phase.DEAL:
        lines.append(f"Turn: {', '.join(waiting)}")
    return "\n".join(lines)[:4000]


def _group_label(group: str) -> str:
    return "Trumps" if group == TRUMP else f"{Suit(group).symbol} {Suit(group).title}"


def _grouped(cards: Sequence[Card], order: CardOrder) -> list[tuple[str, list[Card]]]:
    """Cards by group in display order: trumps first, then each suit, high to low."""
    groups: dict[str, list[Card]] = {}
    for card in order.sorted(cards):
        groups.setdefault(order.group(card), []).append(card)
    keys = [TRUMP, *(s.value for s in DISPLAY_SUITS)]
    return [(key, groups[key]) for key in keys if key in groups]


def hand_text(view: ShengjiView, names: Sequence[str]) -> str:
    """A seat's hand, trumps first (marked), each group sorted by the current trump order."""
    if view.seat is None:
        return "Spectators see no hand."
    order = view.order
    lines = [f"**{names[view.seat]}'s hand** ({len(view.hand)} cards) · {_trump_line(view)}"]
    for group, cards in _grouped(view.hand, order):
        label = "★ Trumps" if group == TRUMP else _group_label(group)
        lines.append(f"{label} ({len(cards)}): {cards_text(cards)}")
    if view.kitty:
        lines.append(f"Buried: {cards_text(view.kitty)}")
    return "\n".join(lines)[:2000]


# ---------------------------------------------------------------------------- cog helpers


@dataclass(frozen=True, slots=True)
class CardOption:
    """One card of a hand for a select menu: a stable id (code#copy) and what to show."""

    id: str
    label: str


@dataclass(frozen=True, slots=True)
class CardGroup:
    label: str
    options: tuple[CardOption, ...]


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
    segments: list[tuple[str, list[CardOption]]] = []
    for group, cards in _grouped(view.hand, order):
        mark = "★ " if group == TRUMP else ""
        options = [CardOption(next(ids), mark + card.label) for card in cards]
        chunks = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)]
        for index, chunk in enumerate(chunks):
            suffix = f" ({index + 1}/{len(chunks)})" if len(chunks) > 1 else ""
            segments.append((_group_label(group) + suffix, chunk))
    while len(segments) > MAX_GROUPS:
        sizes = [len(segments[i][1]) + len(segments[i + 1][1]) for i in range(len(segments) - 1)]
        i = min(range(len(sizes)), key=sizes.__getitem__)
        merged = (f"{segments[i][0]} + {segments[i + 1][0]}", segments[i][1] + segments[i + 1][1])
        segments[i : i + 2] = [merged]
    return [CardGroup(label[:100], tuple(options)) for label, options in segments]


def action_id(action: Action) -> str:
    """A compact, stable string id for an action (its JSON)."""
    return json.dumps(action_to_json(action), separators=(",", ":"), sort_keys=True)


def action_label(action: Action) -> str:
    """A short button/menu label (at most 80 characters)."""
    match action:
        case Deal(count):
            text = f"Deal {count} cards"
        case FinishDeal():
            text = "Close the deal"
        case Declare(cards):
            text = f"Declare {cards_text(cards)}"
        case Pass():
            text = "No declaration"
        case NameTrump(suit):
            text = f"Name {_suit_text(suit)} trumps"
        case Bury(cards):
            text = f"Bury {cards_text(cards)}"
        case PlayCards(cards):
            text = f"Play {cards_text(cards)}"
        case ChooseThrowPart(cards):
            text = f"They must lead {cards_text(cards)}"
        case _:
            text = str(action)
    return text if len(text) <= 80 else text[:79] + "…"
