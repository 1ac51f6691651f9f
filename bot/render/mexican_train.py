"""Mexican Train as text: event lines, the table, a player's hand, and what the cog's buttons
and select menus need (stable ids and short labels for every legal action).

Pure functions; ``names`` gives each seat's display name. Every word comes from the catalogs
(:func:`bot.i18n.t`) in the language in force, which the caller sets: the table's for public
text, the reader's for a hand. Trains show each tile as laid (``[5|12]``: the 5 touches the
previous tile), the last few tiles only when a train is long.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from bot.errors import IllegalAction
from bot.games.base import GameEvent
from bot.games.dominoes import Tile, longest_chain, packed_tiles, parse_tile, tiles_of_packed
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
    LastTile,
    MarkerPlaced,
    RoundEnded,
    RoundStarted,
    TileDrawn,
    TilePlayed,
    YouDrew,
)
from bot.games.mexican_train.refusals import closing_rule
from bot.i18n import t, word
from bot.msg import Msg, msg
from bot.render import limits
from bot.render.hand_texts import LINES_LIMIT, HandTexts, codes
from bot.render.menus import MenuChoice, menu_pages
from bot.render.table_texts import on_turn, tallies

#: Tiles shown at the end of each train in the table text; older ones become "+k".
TRAIN_TAIL = 8


@dataclass(frozen=True, slots=True)
class TilePage:
    """One page of playable tiles (a hand can hold more than a select menu's 25 options)."""

    choices: tuple[MenuChoice, ...]
    page: int
    pages: int


# -- names -------------------------------------------------------------------------------------


#: Catalog ids naming a train (the Mexican Train, the reader's own, another seat's): inside a
#: sentence, and at the start of a menu line, where some languages capitalise or word it apart.
_TRAIN_IN_SENTENCE = ("mt-train-mexican", "mt-train-yours", "mt-train-named")
_TRAIN_AT_START = ("mt-label-mexican", "mt-label-yours", "mt-label-named")


def _train_words(
    ids: tuple[str, str, str], owner: int, names: Sequence[str], viewer: int | None
) -> Msg:
    mexican, yours, named = ids
    if owner == MEXICAN:
        return msg(mexican)
    if owner == viewer:
        return msg(yours)
    return msg(named, name=names[owner])


def train_name(owner: int, names: Sequence[str], viewer: int | None = None) -> Msg:
    """A train as named inside a sentence ("the Mexican Train", "your train", "Ben's train")."""
    return _train_words(_TRAIN_IN_SENTENCE, owner, names, viewer)


def train_label(owner: int, names: Sequence[str], viewer: int | None = None) -> Msg:
    """A train as named at the start of a menu line ("The Mexican Train", "Your train")."""
    return _train_words(_TRAIN_AT_START, owner, names, viewer)


def join_list(items: Sequence[str]) -> str:
    """Items one after the other with the language's list separator ("a, b", "a、b")."""
    return t("mt-list-separator").join(items)


def alternatives(items: Sequence[Msg | str], link: str = "mt-list-or") -> Msg | str:
    """``a or b or c`` (``link="mt-list-and"``: ``a and b``) as one message, each link worded
    by the catalog of whoever reads it."""
    joined = items[0]
    for item in items[1:]:
        joined = msg(link, first=joined, second=item)
    return joined


#: between a train's last tile, its arrow and its open end: no-break spaces, as a phone ended a
#: line with ``[9|10] →`` and put the open end, the number a player looks for, alone below it
TO_END = "\u00a0→\u00a0"


def laid_text(train: TrainView, tail: int = TRAIN_TAIL) -> str:
    """``+3 [5|12] [12|12] → 12``: the last ``tail`` tiles as laid and the open end (kept on
    the last tile's line)."""
    hidden = max(0, len(train.ends) - tail)
    shown = " ".join(f"[{near}|{far}]" for near, far in train.ends[hidden:])
    more = f"+{hidden} " if hidden else ""
    if not shown:
        return t("mt-train-empty", end=train.open_end)
    return f"{more}{shown}{TO_END}{train.open_end}"


# -- events ------------------------------------------------------------------------------------


def event_line(event: GameEvent, names: Sequence[str]) -> str | None:
    """One line (or a short block for round ends) for a public event; None for private ones."""
    if not event.public:
        return None
    match event:
        case RoundStarted():
            return t(
                "mt-log-round-started",
                round=event.round,
                rounds=event.rounds,
                engine=event.engine.code,
                name=names[event.first],
                boneyard=event.boneyard,
            )
        case TilePlayed():
            return _play_line(event, names)
        case TileDrawn(player=seat, boneyard=left):
            return t("mt-log-drew", name=names[seat], left=left)
        case MarkerPlaced(player=seat, after_draw=after_draw, kept=kept):
            said = "mt-log-marker-after-draw" if after_draw else "mt-log-passed"
            return t(said, name=names[seat], kept="yes" if kept else "no")
        case LastTile(player=seat):
            return t("mt-log-last-tile", name=names[seat])
        case DoublesOpen(trains=trains, tiles=tiles):
            doubles = join_list(
                [
                    t("mt-double-on", tile=tile.code, train=train_name(owner, names))
                    for tile, owner in zip(tiles, trains, strict=True)
                ]
            )
            return t("mt-log-doubles-open", doubles=doubles, count=len(tiles))
        case DoubleReleased(train=owner, tile=tile):
            return t("mt-log-double-released", tile=tile.code, train=train_name(owner, names))
        case RoundEnded():
            return _round_end_text(event, names)
        case GameEnded(totals=totals, winners=winners):
            who = alternatives([names[seat] for seat in winners], "mt-list-and")
            return t("mt-log-game-over", names=who, count=len(winners), total=min(totals))
    return None


def blocking_line(
    view: MexicanTrainView, names: Sequence[str], reader: int | None = None
) -> str | None:
    """The open double every player must cover first, and on which train (two trains may
    end in the same number), said on the table and in each hand."""
    if view.blocking is None:
        return None
    double = view.train(view.blocking).tiles[-1].code
    train = word(train_name(view.blocking, names, reader))
    return t("mt-table-blocking", double=double, train=train)


def drawn_line(events: Sequence[GameEvent]) -> str | None:
    """The tile the reader drew on their last turn: only they may know it, and in a hand of
    many tiles it is not easy to find."""
    drawn = [e.tile.code for e in events if isinstance(e, YouDrew)]
    return t("mt-you-drew", tile=drawn[-1]) if drawn else None


def _play_line(event: TilePlayed, names: Sequence[str]) -> str:
    """One whole sentence per kind of play: a first tile on the Mexican Train never is a double
    (the engine's double sits in the hub), and a tile covering a double never is one either."""
    owner = event.train
    where = msg("mt-train-their-own") if owner == event.player else train_name(owner, names)
    said = {"name": names[event.player], "tile": event.tile.code}
    if event.started and owner == MEXICAN:
        return t("mt-log-play-start-mexican", **said)
    if event.covered and event.marker_off:
        return t("mt-log-play-cover-marker-off", **said)
    if event.covered:
        return t("mt-log-play-cover", train=where, **said)
    # "they play again" only while they hold a tile: out on a double, the round is over
    double = "yes" if event.double and not event.out else "no"
    if event.marker_off:
        return t("mt-log-play-marker-off", double=double, **said)
    return t("mt-log-play", train=where, double=double, **said)


def _round_end_text(event: RoundEnded, names: Sequence[str]) -> str:
    engine = event.engine.code
    if event.out is not None:
        head = t("mt-log-round-out", round=event.round, engine=engine, name=names[event.out])
    else:
        head = t("mt-log-round-blocked", round=event.round, engine=engine)
    rows = [_score_row(event, seat, names[seat]) for seat in range(len(event.scores))]
    return "\n".join([head, *rows])


def _score_row(event: RoundEnded, seat: int, name: str) -> str:
    """A seat's score for the round; a 0-0 left in hand is named, since its 50 (by default)
    does not show in the pips ("+57 (7 pips + 50 for the double blank)"); named in words,
    not as the tile code, since a code in public text reads as a hand's tile leaking."""
    said = {
        "name": name,
        "score": event.scores[seat],
        "pips": event.pips[seat],
        "total": event.totals[seat],
    }
    blank = event.blanks[seat]
    return (
        t("mt-log-round-row-blank", blank=blank, **said) if blank else t("mt-log-round-row", **said)
    )


# -- table and hand ----------------------------------------------------------------------------


def table_text(view: MexicanTrainView, names: Sequence[str], turn: bool = True) -> str:
    """The public table: engine, trains with markers and open doubles, counts, scores, turn.
    It is an embed's description (up to 4,096 characters): twelve players with long names
    take more than a message's 2,000, and a cut there lost the scores."""
    head = (view.round_number, view.rounds, view.engine, view.boneyard)
    lines = [_LINES(("head", *head), _head_line, view)]
    for train in (view.mexican, *view.trains):
        owner = train.owner
        key = (
            None if owner == MEXICAN else names[owner],
            None if owner == MEXICAN else view.hand_counts[owner],
            train.marked,
            train.open_double,
            len(train.ends),
            train.ends[-TRAIN_TAIL:],
            train.open_end,
        )
        lines.append(_LINES(("train", *key), _train_line, train, view, names))
    if (blocking := blocking_line(view, names)) is not None:
        lines.append(blocking)
    if turn and view.to_act is not None:
        name = names[view.to_act]
        lines.append(_LINES(("turn", name), lambda: t("mt-table-turn", name=on_turn(name))))
    totals = tuple(zip(names, view.totals, strict=False))
    lines.append(_LINES(("scores", totals), lambda: t("mt-table-scores", scores=tallies(totals))))
    return _cut("\n".join(lines), limits.DESCRIPTION)


#: the table's lines by what they read (plain values and the language: see
#: :mod:`bot.render.hand_texts`): from one move to the next all but a train or two, the turn
#: and the boneyard read the same, and each was worded anew (issue #19)
_LINES = HandTexts(LINES_LIMIT)


def _head_line(view: MexicanTrainView) -> str:
    return t(
        "mt-table-head",
        round=view.round_number,
        rounds=view.rounds,
        engine=engine_code(view),
        boneyard=view.boneyard,
    )


def engine_code(view: MexicanTrainView) -> str:
    """The round's engine (``6-6``). It sits in the hub all round, so it is the one tile a
    public text may always name as an example without pointing into someone's hand, and it
    belongs to the set in play (a fixed ``12-5`` is no tile of a double-six set, and may be
    in a hand of a double-twelve one)."""
    return Tile.of(view.engine, view.engine).code


def _train_line(train: TrainView, view: MexicanTrainView, names: Sequence[str]) -> str:
    laid = laid_text(train)
    if train.open_double:
        laid = f"{laid} {t('mt-table-open-double')}"
    if train.owner == MEXICAN:
        return t("mt-table-mexican", laid=laid)
    return t(
        "mt-table-player",
        name=names[train.owner],
        count=view.hand_counts[train.owner],
        marker=" 🚩" if train.marked else "",
        laid=laid,
    )


def chain_for_train(hand: Sequence[Tile], start: int) -> tuple[Tile, ...]:
    """The search behind the tip, once per hand and open end: a hand view is redrawn for
    every move at the table, while the hand and its train rarely change (~2 ms a search)."""
    return tiles_of_packed(_packed_chain(packed_tiles(hand), start))


@lru_cache(maxsize=512)
def _packed_chain(hand: str, start: int) -> str:
    """Remembered by the packed hand: keys and answers of strings and numbers, which the
    collector stops tracking, where tuples of tiles were ~1,500 objects walked by every full
    collection (issue #19)."""
    return packed_tiles(longest_chain(tiles_of_packed(hand), start, 4_000))


def arranged_hand(view: MexicanTrainView) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The hand as the rules' tip suggests: the chain from your own train, then the extras."""
    hand = view.hand or ()
    if view.seat is None:
        return (), tuple(sorted(hand, reverse=True))
    chain = chain_for_train(hand, view.trains[view.seat].open_end)
    extras = list(hand)
    for tile in chain:
        extras.remove(tile)
    return chain, tuple(sorted(extras, reverse=True))


#: a tile's two numbers in a row of tiles: a non-breaking hyphen, as a phone wrapped a hand's
#: line inside a tile ("7-5 6-" at one line's end, "5" at the next's); typed back, it is read
#: as a tile all the same (``parse_tile``)
_TILE_JOINER = "\u2011"


def _faces(tiles: Sequence[Tile], start: int | None = None) -> Iterator[tuple[Tile, str]]:
    """Each tile's face; from ``start``, the tiles of a chain face the way they would be laid
    (``9-2 2-4 4-6``, as the table's trains show them), where ``9-2 4-2 6-4`` hid the chain."""
    end = start
    for tile in tiles:
        if end is None:
            yield tile, tile.code.replace("-", _TILE_JOINER)
        else:
            far = tile.other_end(end)
            yield tile, f"{end}{_TILE_JOINER}{far}"
            end = far


_HAND_TEXTS = HandTexts()


def hand_text(view: MexicanTrainView, names: Sequence[str], legal: Sequence[Action] = ()) -> str:
    """A player's own hand: chain then extras, playable tiles in bold, and what to do now
    (worded once while it reads the same, as it does while the others move: no tile is
    playable then; :mod:`bot.render.hand_texts`)."""
    playable = sorted(action.tile.code for action in legal if isinstance(action, Play))
    if legal and not playable:
        return _hand_text(view, names, legal)  # names what to do instead: worded each time
    seat = view.seat
    own_turn = seat is not None and seat == view.to_act
    key = (
        seat,
        codes(view.hand),
        None if seat is None else view.trains[seat].open_end,
        " ".join(playable),
        own_turn,
        view.train(view.closing).tiles[-1].code if own_turn and view.closing is not None else None,
        view.cover,
        own_turn and bool(view.turn_doubles),
    )
    return _HAND_TEXTS(key, lambda: _hand_text(view, names, legal))


def _hand_text(view: MexicanTrainView, names: Sequence[str], legal: Sequence[Action]) -> str:
    chain, extras = arranged_hand(view)
    playable = {action.tile for action in legal if isinstance(action, Play)}

    def show(tiles: Sequence[Tile], start: int | None = None) -> str:
        faces = _faces(tiles, start)
        return " ".join(f"**{face}**" if tile in playable else face for tile, face in faces) or "—"

    hand = view.hand or ()
    own_end = None if view.seat is None else view.trains[view.seat].open_end
    lines = [t("mt-hand-tiles", count=len(hand), pips=sum(tile.pips for tile in hand))]
    if chain:  # nothing runs from your train's end: no line to read past
        lines.append(t("mt-hand-chain", tiles=show(chain, own_end)))
    lines.append(t("mt-hand-extras", tiles=show(extras)))
    own_turn = view.seat is not None and view.seat == view.to_act
    if own_turn and view.closing is not None:
        double = view.train(view.closing).tiles[-1].code
        lines.append(t("mt-hand-close-first", double=double, rule=closing_rule(view.cover)))
    elif own_turn and view.turn_doubles:
        lines.append(t("mt-hand-play-again"))
    if legal and not playable:
        lines.append(t("mt-hand-nothing-fits", action=action_label(legal[0], view, names)))
    return _cut("\n".join(lines), limits.CONTENT)


# -- ids and labels for the cog ----------------------------------------------------------------


def action_id(action: Action) -> str:
    """A stable, compact id for a button or select value (the action's JSON)."""
    return json.dumps(action_to_json(action), separators=(",", ":"), sort_keys=True)


def action_from_id(text: str) -> Action:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError):
        raise IllegalAction("mt-button-stale") from None
    if not isinstance(data, dict):
        raise IllegalAction("mt-button-stale")
    return action_from_json(data)


def action_message(action: Action, view: MexicanTrainView, names: Sequence[str]) -> Msg:
    """What an action does, as a message (a refusal carries it to whoever reads it)."""
    if isinstance(action, Play):
        where = train_name(action.train, names, view.seat)
        label = "mt-action-play" if view.train(action.train).tiles else "mt-action-play-start"
        return msg(label, tile=action.tile.code, train=where)
    if isinstance(action, Draw):
        return msg("mt-action-draw", left=view.boneyard)
    return msg("mt-action-pass")


def action_label(action: Action, view: MexicanTrainView, names: Sequence[str]) -> str:
    return _cut(word(action_message(action, view, names)), limits.BUTTON_LABEL)


def tile_pages(
    view: MexicanTrainView, legal: Sequence[Action], names: Sequence[str]
) -> tuple[TilePage, ...]:
    """The playable tiles for a select menu, heaviest first, in pages of at most 25."""
    where: dict[Tile, list[str]] = {}
    for action in legal:
        if isinstance(action, Play):
            where.setdefault(action.tile, []).append(_short_train(action.train, names, view.seat))
    tiles = sorted(where, key=lambda tile: (-tile.pips, -tile.high))
    choices = [
        MenuChoice(tile.code, _cut(f"{tile.code} → {join_list(where[tile])}", limits.OPTION_LABEL))
        for tile in tiles
    ]
    chunks = menu_pages(choices)
    return tuple(TilePage(tuple(chunk), i, len(chunks)) for i, chunk in enumerate(chunks))


def train_choices(
    view: MexicanTrainView, legal: Sequence[Action], tile_id: str, names: Sequence[str]
) -> tuple[MenuChoice, ...]:
    """The trains the chosen tile may go on (each id is the full play's action id)."""
    tile = parse_tile(tile_id)
    choices = []
    for action in legal:
        if isinstance(action, Play) and action.tile == tile:
            train = view.train(action.train)
            label = t(
                "mt-choice-train-covers" if train.open_double else "mt-choice-train",
                train=train_label(action.train, names, view.seat),
                end=train.open_end,
            )
            choices.append(MenuChoice(action_id(action), _cut(label, limits.OPTION_LABEL)))
    return tuple(choices)


def _short_train(owner: int, names: Sequence[str], viewer: int | None) -> str:
    if owner == MEXICAN:
        return t("mt-short-mexican")
    return t("mt-short-yours") if owner == viewer else names[owner]


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
