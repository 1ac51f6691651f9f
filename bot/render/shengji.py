"""Text for Shengji: event lines, the public table, a seat's hand, and what the cog needs
to offer cards and actions (select-menu groups of cards with stable ids, action labels/ids).

Pure functions over views and events; every text stays well inside Discord's limits (message
2000, embed description 4096, select label 100).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import PlayerError
from bot.games.base import GameEvent
from bot.games.cards import Card, Suit, parse_card
from bot.games.shengji.actions import (
    Action,
    Bury,
    ChooseThrowPart,
    Deal,
    Declare,
    FinishDeal,
    NameTrump,
    Pass,
    PlayCards,
    action_to_json,
)
from bot.games.shengji.declare import describe
from bot.games.shengji.events import (
    Buried,
    Dealt,
    Declared,
    GameWon,
    HandEnded,
    KittyBuried,
    KittyTaken,
    KittyTurned,
    NameTrumpAsked,
    Played,
    Redealt,
    ThrowFailed,
    ThrowPartChosen,
    TrickWon,
    TrumpFixed,
    TrumpNamed,
)
from bot.games.shengji.order import DISPLAY_SUITS, TRUMP, CardOrder
from bot.games.shengji.state import Phase
from bot.games.shengji.turns import level_name
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner
from bot.games.tricks import Play, team_of
from bot.numbers import read_number

MAX_OPTIONS = 25
MAX_GROUPS = 5


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.label for card in cards) if cards else "—"


def plays_text(plays: Sequence[Play], names: Sequence[str]) -> str:
    return " · ".join(f"{names[p.seat]} {cards_text(p.cards)}" for p in plays)


def team_name(team: int, names: Sequence[str]) -> str:
    return f"{names[team]} & {names[team + 2]}"


def _suit_text(suit: str | Suit | None) -> str:
    if suit is None:
        return "no trump suit"
    suit = Suit(suit)
    return f"{suit.symbol} {suit.title}"


# ---------------------------------------------------------------------------- events


def event_text(event: GameEvent, names: Sequence[str]) -> str | None:
    """One line (a few for a hand summary) telling what happened; None for silent events."""
    match event:
        case Dealt(dealt=dealt, total=total):
            return f"Dealing… {dealt}/{total} cards."
        case Declared():
            verb = (
                "reinforces with"
                if event.reinforce
                else "overturns with"
                if event.overturn
                else "declares"
            )
            what = "no trump" if event.suit is None else f"{_suit_text(event.suit)} are trumps"
            return f"{names[event.declarer]} {verb} {cards_text(event.cards)}: {what}."
        case Redealt():
            return "Nobody declared: the cards are collected, shuffled and dealt again."
        case KittyTurned(cards=cards, suit=suit):
            what = f"{_suit_text(suit)} are trumps" if suit else "no trump suit"
            return f"Nobody declared: the kitty is turned up — {cards_text(cards)}: {what}."
        case NameTrumpAsked(namer=namer):
            return f"Nobody declared: {names[namer]} names the trump suit."
        case TrumpNamed(namer=namer, suit=suit):
            return f"{names[namer]} names {_suit_text(suit)} as trumps."
        case TrumpFixed():
            suit_line = "No trump" if event.suit is None else f"Trumps: {_suit_text(event.suit)}"
            return (
                f"{suit_line}, rank {level_name(event.rank.value)}. "
                f"{names[event.starter]} starts and takes the kitty; "
                f"{team_name(event.declarers, names)} declare."
            )
        case KittyTaken(cards=cards):
            return f"You take the kitty: {cards_text(cards)}. Bury as many cards."
        case Buried(starter=starter, count=count):
            return f"{names[starter]} buries {count} cards."
        case KittyBuried(cards=cards):
            return f"You buried {cards_text(cards)}."
        case Played(player=player, cards=cards):
            return f"{names[player]} plays {cards_text(cards)}."
        case ThrowFailed():
            return _throw_failed_text(event, names)
        case ThrowPartChosen(chooser=chooser, thrower=thrower):
            return f"{names[chooser]} chooses which part of {names[thrower]}'s throw is led."
        case TrickWon():
            play = next(p for p in event.plays if p.seat == event.winner)
            return (
                f"Trick {event.number} won by {names[event.winner]} with "
                f"{cards_text(play.cards)} ({_whose_points(event, names)})."
            )
        case HandEnded():
            return _hand_end_text(event, names)
        case GameWon(winner=winner, levels=levels):
            return (
                f"🏆 {team_name(winner, names)} win the game, going {level_name(levels[winner])}!"
            )
    return None


def _whose_points(event: TrickWon, names: Sequence[str]) -> str:
    """Only the opponents' points count (rules 12), so a trick line says whose they are."""
    team = team_of(event.winner)
    if event.points == 0:
        return "no points"
    if team == event.declarers:
        return f"{event.points} points to the declarers {team_name(team, names)}: not counted"
    return f"{event.points} points to the opponents {team_name(team, names)}"


def _throw_failed_text(event: ThrowFailed, names: Sequence[str]) -> str:
    thrower = names[event.thrower]
    head = f"{thrower}'s throw {cards_text(event.cards)} fails"
    forced = event.forced
    if forced is None:
        parts = "; ".join(
            f"{names[b.seat]} beats {cards_text(b.component.cards)} with {cards_text(b.cards)}"
            for b in event.beaten
        )
        chooser = (
            "" if event.chooser is None else f" {names[event.chooser]} chooses which part is led."
        )
        return f"{head}: {parts}.{chooser}"
    part = cards_text(forced.component.cards)
    return (
        f"{head}: {names[forced.seat]} can beat {part} with {cards_text(forced.cards)} — "
        f"{thrower} must lead {part} (penalty {event.penalty} points)."
    )


def _hand_end_text(d: HandEnded, names: Sequence[str]) -> str:
    attackers = d.attackers
    declarers = 1 - attackers
    kitty = f"Kitty: {cards_text(d.kitty)} ({d.kitty_points} points)"
    if d.kitty_bonus:
        kitty += f" ×{d.multiplier} = {d.kitty_bonus} to the opponents"
    lines = [
        f"**Hand {d.hand} over.** {kitty}.",
        f"Opponents ({team_name(attackers, names)}): {d.points} points "
        f"(tricks {d.card_points}, kitty {d.kitty_bonus}, penalties {d.penalty}).",
    ]
    before, after = d.levels_before, d.levels
    climber = declarers if d.declarers_keep else attackers
    change = after[climber] - before[climber]
    if d.declarers_keep:
        lines.append(
            f"{team_name(declarers, names)} keep the deal and go up {change} "
            f"→ {level_name(after[declarers])}."
        )
    else:
        up = f" and go up {change} → {level_name(after[attackers])}" if change else ""
        lines.append(f"{team_name(attackers, names)} take over the deal{up}.")
    if not d.game_over:
        lines.append(
            f"Next hand: {names[d.next_starter]} starts; trump rank "
            f"{level_name(after[d.next_declarers])}."
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
    over = view.winner is not None
    head = "Game over" if over else _trump_line(view)
    lines = [f"**Hand {view.hand_no + 1}** · {head}"]
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
        taken = view.attackers_point_cards
        if taken:
            lines.append(f"Opponents' point cards: {cards_text(taken)}")
    if view.history:
        last = view.history[-1]
        plays = plays_text(last.plays, names)
        lines.append(f"Last trick (won by {names[last.winner]}, {last.points} points): {plays}")
    if view.trick is not None and view.trick.plays:
        order = view.order
        best = trick_winner([p.cards for p in view.trick.plays], order)
        lines.append(f"Trick {len(view.history) + 1}:")
        for index, play in enumerate(view.trick.plays):
            mark = " ← winning" if index == best else ""
            lines.append(f"  {names[play.seat]}: {cards_text(play.cards)}{mark}")
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


def declaration_code(action: Declare) -> str:
    """``2H*2``: the card and how many are shown, readable back without the legal list."""
    return f"{action.cards[0].code}*{len(action.cards)}"


def declaration_cards(code: str) -> tuple[Card, ...]:
    card, _, count = code.partition("*")
    copies = read_number(count)
    if copies is None or not 1 <= copies <= 3:
        raise PlayerError("That declaration button is out of date. Press **Your hand**.")
    return (parse_card(card),) * copies


def action_id(action: Action) -> str:
    """A compact, stable string id for an action (its JSON)."""
    return json.dumps(action_to_json(action), separators=(",", ":"), sort_keys=True)


def play_label(cards: Sequence[Card]) -> str:
    """A shortcut's label: the play it makes, in at most 80 characters."""
    return action_label(PlayCards(tuple(cards)))


def shortcut_placeholder(following: bool, count: int) -> str:
    """The shortcut select's placeholder: all legal plays when following, strong leads else."""
    if following:
        return f"Play: your {count} legal plays"
    return f"Quick lead: {count} strong lead{'s' if count != 1 else ''} (or pick in the menus)"


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
    return text if len(text) <= 80 else text[:79] + "…"
