"""Mexican Train as text: event lines, the table, a player's hand, and what the cog's buttons
and select menus need (stable ids and short labels for every legal action).

Pure functions; ``names`` gives each seat's display name. Trains show each tile as laid
(``[5|12]``: the 5 touches the previous tile), the last few tiles only when a train is long.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.dominoes import Tile, longest_chain, parse_tile
from bot.games.mexican_train import (
    MEXICAN,
    Action,
    Draw,
    MexicanTrainView,
    Play,
    TrainView,
)
from bot.games.mexican_train.actions import action_from_json, action_to_json
from bot.games.mexican_train.events import (
    DoubleReleased,
    DoublesOpen,
    GameEnded,
    HandDealt,
    LastTile,
    MarkerPlaced,
    RoundEnded,
    RoundStarted,
    TileDrawn,
    TilePlayed,
    YouDrew,
)

#: Discord caps a select menu at 25 options and an option label at 100 characters.
SELECT_LIMIT = 25
LABEL_LIMIT = 100
BUTTON_LABEL_LIMIT = 80
#: Tiles shown at the end of each train in the table text; older ones become "+k".
TRAIN_TAIL = 8


@dataclass(frozen=True, slots=True)
class Choice:
    """One select-menu option: ``id`` goes back to the engine, ``label`` is what players read."""

    id: str
    label: str


@dataclass(frozen=True, slots=True)
class TilePage:
    """One page of playable tiles (a hand can hold more than a select menu's 25 options)."""

    choices: tuple[Choice, ...]
    page: int
    pages: int


# -- names -------------------------------------------------------------------------------------


def train_name(owner: int, names: Sequence[str], viewer: int | None = None) -> str:
    if owner == MEXICAN:
        return "the Mexican Train"
    if owner == viewer:
        return "your train"
    return f"{names[owner]}'s train"


def laid_text(train: TrainView, tail: int = TRAIN_TAIL) -> str:
    """``+3 [5|12] [12|12] → 12``: the last ``tail`` tiles as laid and the open end."""
    hidden = max(0, len(train.ends) - tail)
    shown = " ".join(f"[{near}|{far}]" for near, far in train.ends[hidden:])
    more = f"+{hidden} " if hidden else ""
    return f"{more}{shown} → {train.open_end}" if shown else f"empty → {train.open_end}"


# -- events ------------------------------------------------------------------------------------


def event_line(event: GameEvent, names: Sequence[str]) -> str | None:
    """One line (or a short block for round ends) for a public event; None for private ones."""
    if not event.public:
        return None
    match event:
        case RoundStarted():
            return (
                f"Round {event.round} of {event.rounds}: engine {event.engine.code} in the hub. "
                f"{names[event.first]} starts; {event.boneyard} tiles in the boneyard."
            )
        case TilePlayed():
            return _play_line(event, names)
        case TileDrawn(player=seat, boneyard=left):
            return f"{names[seat]} draws a tile ({left} left in the boneyard)."
        case MarkerPlaced(player=seat, after_draw=True):
            return f"{names[seat]} can't play the drawn tile and puts a marker on their train."
        case MarkerPlaced(player=seat):
            return f"{names[seat]} can't play and passes; their train is marked."
        case LastTile(player=seat):
            return f"📣 {names[seat]} has one tile left!"
        case DoublesOpen(trains=trains, tiles=tiles):
            doubles = ", ".join(
                f"{tile.code} on {train_name(owner, names)}"
                for tile, owner in zip(tiles, trains, strict=True)
            )
            return f"Open double {doubles}: it must be covered before anything else is played."
        case DoubleReleased(train=owner, tile=tile):
            where = train_name(owner, names)
            return f"Nobody can cover {tile.code} on {where} any more: it stops blocking."
        case RoundEnded():
            return _round_end_text(event, names)
        case GameEnded(totals=totals, winners=winners):
            who = " and ".join(names[seat] for seat in winners)
            verb = "wins" if len(winners) == 1 else "win"
            return f"🏁 Game over: {who} {verb} with {min(totals)}."
    return None


def private_line(event: GameEvent) -> str | None:
    """What only the event's seat reads: its dealt hand, the tile it drew."""
    match event:
        case HandDealt(tiles=tiles):
            return "Your tiles: " + " ".join(tile.code for tile in tiles)
        case YouDrew(tile=tile):
            return f"You drew {tile.code}."
    return None


def _play_line(event: TilePlayed, names: Sequence[str]) -> str:
    owner = event.train
    where = "their own train" if owner == event.player else train_name(owner, names)
    line = f"{names[event.player]} plays {event.tile.code} on {where}"
    notes = []
    if event.started and owner == MEXICAN:
        notes.append("starting the Mexican Train")
    if event.covered:
        notes.append("covering the double")
    if event.marker_off:
        notes.append("and takes their marker off")
    if notes:
        line += ", " + ", ".join(notes)
    if event.double:
        line += " — a double: they play again"
    return line + "."


def _round_end_text(event: RoundEnded, names: Sequence[str]) -> str:
    head = f"Round {event.round} (engine {event.engine.code}) over:"
    if event.out is not None:
        head = f"{head} {names[event.out]} went out."
    else:
        head = f"{head} blocked, nobody can play."
    rows = [
        f"{names[seat]}: +{score} ({pips} pips) → {total}"
        for seat, (score, pips, total) in enumerate(
            zip(event.scores, event.pips, event.totals, strict=True)
        )
    ]
    return "\n".join([head, *rows])


# -- table and hand ----------------------------------------------------------------------------


def table_text(view: MexicanTrainView, names: Sequence[str]) -> str:
    """The public table: engine, trains with markers and open doubles, counts, scores, turn."""
    lines = [
        f"**Round {view.round_number}/{view.rounds}** · engine {view.engine}-{view.engine} · "
        f"boneyard {view.boneyard}"
    ]
    for train in (view.mexican, *view.trains):
        lines.append(_train_line(train, view, names))
    if view.blocking is not None:
        double = view.train(view.blocking).tiles[-1].code
        lines.append(f"⚠️ Open double {double}: cover it before playing anywhere else.")
    if view.to_act is not None:
        lines.append(f"Turn: **{names[view.to_act]}**")
    lines.append(
        "Scores: " + ", ".join(f"{names[s]} {total}" for s, total in enumerate(view.totals))
    )
    return _cut("\n".join(lines), 2000)


def _train_line(train: TrainView, view: MexicanTrainView, names: Sequence[str]) -> str:
    if train.owner == MEXICAN:
        head = "🚂 Mexican Train"
    else:
        marker = " 🚩" if train.marked else ""
        head = f"{names[train.owner]} ({view.hand_counts[train.owner]} tiles){marker}"
    flag = " ⚠️ open double" if train.open_double else ""
    return f"{head}: {laid_text(train)}{flag}"


def arranged_hand(view: MexicanTrainView) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The hand as the rules' tip suggests: the chain from your own train, then the extras."""
    hand = view.hand or ()
    if view.seat is None:
        return (), tuple(sorted(hand, reverse=True))
    chain = longest_chain(hand, view.trains[view.seat].open_end, 4_000)
    extras = list(hand)
    for tile in chain:
        extras.remove(tile)
    return chain, tuple(sorted(extras, reverse=True))


def hand_text(view: MexicanTrainView, names: Sequence[str], legal: Sequence[Action] = ()) -> str:
    """A player's own hand: chain then extras, playable tiles in bold, and what to do now."""
    chain, extras = arranged_hand(view)
    playable = {action.tile for action in legal if isinstance(action, Play)}

    def show(tiles: Sequence[Tile]) -> str:
        return " ".join(f"**{t.code}**" if t in playable else t.code for t in tiles) or "—"

    hand = view.hand or ()
    lines = [
        f"Your tiles ({len(hand)}, {sum(t.pips for t in hand)} pips):",
        f"Chain for your train: {show(chain)}",
        f"Extras: {show(extras)}",
    ]
    if view.closing is not None:
        double = view.train(view.closing).tiles[-1].code
        lines.append(f"You laid several doubles: close {double} first.")
    elif view.turn_doubles:
        lines.append("You laid a double: play again.")
    if legal and not playable:
        lines.append("Nothing fits: " + action_label(legal[0], view, names) + ".")
    return _cut("\n".join(lines), 2000)


# -- ids and labels for the cog ----------------------------------------------------------------


def action_id(action: Action) -> str:
    """A stable, compact id for a button or select value (the action's JSON)."""
    return json.dumps(action_to_json(action), separators=(",", ":"), sort_keys=True)


def action_from_id(text: str) -> Action:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError):
        raise IllegalAction("That button is out of date; please refresh your hand.") from None
    if not isinstance(data, dict):
        raise IllegalAction("That button is out of date; please refresh your hand.")
    return action_from_json(data)


def action_label(action: Action, view: MexicanTrainView, names: Sequence[str]) -> str:
    if isinstance(action, Play):
        train = view.train(action.train)
        where = train_name(action.train, names, view.seat)
        start = " (start it)" if not train.tiles else ""
        return _cut(f"Play {action.tile.code} on {where}{start}", BUTTON_LABEL_LIMIT)
    if isinstance(action, Draw):
        return f"Draw a tile ({view.boneyard} left)"
    return "Pass (your train gets a marker)"


def tile_pages(
    view: MexicanTrainView, legal: Sequence[Action], names: Sequence[str]
) -> tuple[TilePage, ...]:
    """The playable tiles for a select menu, heaviest first, in pages of at most 25."""
    where: dict[Tile, list[str]] = {}
    for action in legal:
        if isinstance(action, Play):
            where.setdefault(action.tile, []).append(_short_train(action.train, names, view.seat))
    tiles = sorted(where, key=lambda t: (-t.pips, -t.high))
    choices = [
        Choice(t.code, _cut(f"{t.code} → {', '.join(where[t])}", LABEL_LIMIT)) for t in tiles
    ]
    chunks = [choices[i : i + SELECT_LIMIT] for i in range(0, len(choices), SELECT_LIMIT)]
    return tuple(TilePage(tuple(chunk), i, len(chunks)) for i, chunk in enumerate(chunks))


def train_choices(
    view: MexicanTrainView, legal: Sequence[Action], tile_id: str, names: Sequence[str]
) -> tuple[Choice, ...]:
    """The trains the chosen tile may go on (each id is the full play's action id)."""
    tile = parse_tile(tile_id)
    choices = []
    for action in legal:
        if isinstance(action, Play) and action.tile == tile:
            train = view.train(action.train)
            label = f"{train_name(action.train, names, view.seat)} (ends in {train.open_end})"
            if train.open_double:
                label += ", covers the double"
            choices.append(
                Choice(action_id(action), _cut(label[0].upper() + label[1:], LABEL_LIMIT))
            )
    return tuple(choices)


def _short_train(owner: int, names: Sequence[str], viewer: int | None) -> str:
    if owner == MEXICAN:
        return "Mexican"
    return "yours" if owner == viewer else names[owner]


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
