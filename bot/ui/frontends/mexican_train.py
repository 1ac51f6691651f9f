"""Mexican Train in Discord: the board picture, a player's tiles with their legal moves, ``/play``.

A thin frontend (see :mod:`bot.ui.frontend`): the engine decides what is legal, the renderers
in :mod:`bot.render.mexican_train` and :mod:`bot.render.board_image` decide how it reads, and
this module only arranges them into messages and turns clicks or typed text back into one of
the legal actions it was given. Playing takes two choices (a tile, then a train), so the
chosen tile travels as the presenter's ``selection`` between the two selects.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import PlayerError
from bot.games.base import GameEvent
from bot.games.dominoes import Tile, parse_tile
from bot.games.mexican_train import MEXICAN, Action, Draw, MexicanTrainView, Pass, Play
from bot.games.mexican_train.events import GameEnded, RoundStarted
from bot.games.mexican_train.game import MexicanTrainGame
from bot.games.mexican_train.scoring import placings
from bot.numbers import read_number
from bot.render.board_image import render_board
from bot.render.mexican_train import (
    TilePage,
    action_from_id,
    action_label,
    event_line,
    hand_text,
    table_text,
    tile_pages,
    train_choices,
    train_name,
)
from bot.render.open_ends import open_ends_line
from bot.tables.snapshots import TableSnapshot
from bot.ui.components import GameButton, GameSelect, controls
from bot.ui.frontend import Act, HandContext, Message, Reselect

BOARD_FILE = "board.png"
#: Rows 0-2 hold pages of playable tiles, row 3 the trains for the chosen tile, row 4 buttons.
TILE_ROWS = 3
TRAIN_ROW = 3
BUTTON_ROW = 4
TILE_KEY = "tile"
TRAIN_KEY = "train"
DRAW_KEY = "draw"
PASS_KEY = "pass"
COLOUR = discord.Colour.dark_green()
MAX_CONTENT = 2000

_MEXICAN_WORDS = frozenset({"mexican", "mex", "m", "mexican train", "the mexican train", "🚂"})
_OWN_WORDS = frozenset({"mine", "me", "my", "my train", "own", "your train", "yours"})
_MENTION = re.compile(r"^<@!?(\d{1,20})>$")


class MexicanTrainFrontend:
    def __init__(self, rules: MexicanTrainGame) -> None:
        self.rules = rules
        self.game = rules.name
        #: table id -> (version, names, PNG): the table message is redrawn for reasons that
        #: leave the board alone (a countdown, a seat away), and a picture costs ~20 ms of CPU
        self._boards: dict[int, tuple[int, tuple[str, ...], bytes]] = {}

    # ------------------------------------------------------------------ public table

    def table_message(self, table: TableSnapshot, public_view: MexicanTrainView) -> Message:
        """The board picture plus its text, which doubles as a description of the picture."""
        names = table.names
        embed = discord.Embed(
            title=f"Mexican Train — table #{table.id}",
            description=table_text(public_view, names),
            colour=COLOUR,
        )
        if public_view.over:
            embed.add_field(name="Final ranking", value=_ranking(public_view.totals, names))
        else:
            embed.set_footer(
                text='Press "Your hand" to see your tiles and play, or type '
                '/play cards:"12-5 mexican".'
            )
        embed.set_image(url=f"attachment://{BOARD_FILE}")
        return Message(embed=embed, file=(BOARD_FILE, self._board(table, public_view)))

    def _board(self, table: TableSnapshot, public_view: MexicanTrainView) -> bytes:
        """The board picture of this table version, drawn once; a finished game's is let go."""
        cached = self._boards.get(table.id)
        if cached is not None and cached[:2] == (table.version, table.names):
            return cached[2]
        picture = render_board(public_view, table.names)
        if public_view.over:
            self._boards.pop(table.id, None)
        else:
            self._boards[table.id] = (table.version, table.names, picture)
        return picture

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        """Public events only, whatever the caller passes: a seat's hand or draw stays private."""
        lines = []
        for event in events:
            line = event_line(event, table.names) if event.public else None
            if line:
                lines.append(line)
            if event.public and isinstance(event, GameEnded):
                lines.append(_ranking(event.totals, table.names))
        return lines

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        return any(isinstance(event, RoundStarted) for event in events)

    # ------------------------------------------------------------------ a player's hand

    def hand_message(self, ctx: HandContext) -> Message:
        view: MexicanTrainView = ctx.view
        head = (
            f"**Mexican Train — table #{ctx.table.id}** · round {view.round_number}/{view.rounds}"
        )
        if view.over:
            status = "The game is over."
        elif ctx.legal:
            status = "**Your turn.**"
        else:
            status = f"Waiting for {ctx.names[view.to_act]}." if view.to_act is not None else ""
        text = f"{head}\n{status}\n{hand_text(view, ctx.names, ctx.legal)}"
        text += "\n" + open_ends_line(view, ctx.names, ctx.legal)
        pages = tile_pages(view, ctx.legal, ctx.names)
        if len(pages) > TILE_ROWS:
            text += "\nMore tiles fit than the menus hold: type `/play` for the others."
        items = [
            *_tile_menus(ctx, pages[:TILE_ROWS]),
            *_train_menu(ctx),
            _button(ctx, Draw, DRAW_KEY, "Draw", discord.ButtonStyle.primary),
            _button(ctx, Pass, PASS_KEY, "Pass", discord.ButtonStyle.danger),
        ]
        return Message(content=text[:MAX_CONTENT], view=controls(*items))

    def on_component(self, ctx: HandContext, key: str, values: Sequence[str]) -> Act | Reselect:
        if key in (DRAW_KEY, PASS_KEY):
            offered = _legal_of(ctx, Draw if key == DRAW_KEY else Pass)
            if offered is None:
                raise PlayerError(f"You can't {key} now. Press **Your hand** for fresh controls.")
            return Act(offered)
        if len(values) != 1:
            raise PlayerError("Choose one option from the menu.")
        if key.startswith(TILE_KEY) and read_number(key[len(TILE_KEY) :]) is not None:
            tile = _tile_or_refuse(values[0])
            plays = _plays_of(ctx.legal, tile)
            if not plays:
                raise PlayerError(f"{tile.code} can't be played now; choose another tile.")
            return Act(plays[0]) if len(plays) == 1 else Reselect((tile.code,))
        if key == TRAIN_KEY:
            action = action_from_id(values[0])
            if action not in ctx.legal:
                raise PlayerError("That move isn't open any more; choose again.")
            return Act(action)
        raise PlayerError("That control is no longer used. Press **Your hand** for fresh ones.")

    # ------------------------------------------------------------------ /play

    def parse_text(self, ctx: HandContext, text: str) -> Action:
        """``12-5 mexican``, ``12-5 mine``, ``12-5 @name``, ``12-5 3``, ``12-5``, draw, pass."""
        view: MexicanTrainView = ctx.view
        words = text.strip()
        if not ctx.legal:
            if view.to_act is None:
                raise PlayerError("This game is over.")
            raise PlayerError(f"It's not your turn: waiting for {ctx.names[view.to_act]}.")
        lowered = words.lower()
        if lowered in ("draw", "pass"):
            kind = Draw if lowered == "draw" else Pass
            offered = _legal_of(ctx, kind)
            if offered is None:
                raise PlayerError(self._refusal(ctx, kind()))
            return offered
        first, _, rest = words.partition(" ")
        tile = parse_tile(first, view.top)
        if tile not in (view.hand or ()):
            raise PlayerError(f"You don't hold {tile.code}.")
        plays = _plays_of(ctx.legal, tile)
        rest = rest.strip()
        if rest.lower().startswith("on "):
            rest = rest[3:].strip()
        if not rest:
            if len(plays) == 1:
                return plays[0]
            if not plays:
                raise PlayerError(self._nowhere(ctx, tile))
            where = ", ".join(_train_word(p.train, ctx) for p in plays)
            raise PlayerError(
                f"{tile.code} fits several trains; say which, e.g. "
                f'`/play cards:"{tile.code} {_train_word(plays[0].train, ctx)}"` ({where}).'
            )
        action = Play(tile, _train_of(ctx, rest))
        if action in ctx.legal:
            return action
        if not plays:
            raise PlayerError(self._nowhere(ctx, tile))
        fits = " or ".join(train_name(p.train, ctx.names, ctx.seat) for p in plays)
        raise PlayerError(f"{self._refusal(ctx, action)} {tile.code} fits {fits}.")

    def _refusal(self, ctx: HandContext, action: Action) -> str:
        """The engine's own reason, worded for this seat: it alone knows why (open doubles,
        markers, the boneyard); the frontend only passes the stored state through."""
        why = self.rules.explain(ctx.table.state, ctx.seat, action)
        return why or "That move isn't open any more; choose again."

    def _nowhere(self, ctx: HandContext, tile: Tile) -> str:
        fallback = next((a for a in ctx.legal if not isinstance(a, Play)), None)
        hint = ""
        if fallback is not None:
            hint = f" Nothing in your hand fits: {action_label(fallback, ctx.view, ctx.names)}."
        elif ctx.view.blocking is not None:
            where = train_name(ctx.view.blocking, ctx.names, ctx.seat)
            hint = f" The open double on {where} must be covered first."
        return f"{tile.code} doesn't fit any train you may play on.{hint}"


def _tile_menus(ctx: HandContext, pages: Sequence[TilePage]) -> list[discord.ui.Item[Any]]:
    """One select per page of playable tiles; the chosen tile stays shown as chosen."""
    chosen = _chosen_tile(ctx)
    menus: list[discord.ui.Item[Any]] = []
    for page in pages:
        suffix = f" ({page.page + 1}/{page.pages})" if page.pages > 1 else ""
        options = [
            discord.SelectOption(label=choice.label, value=choice.id, default=choice.id == chosen)
            for choice in page.choices
        ]
        menus.append(
            GameSelect(
                ctx.table.id,
                ctx.table.version,
                f"{TILE_KEY}{page.page}",
                options,
                placeholder="Play a tile…" + suffix,
                row=page.page,
            )
        )
    return menus


def _train_menu(ctx: HandContext) -> list[discord.ui.Item[Any]]:
    """The trains the chosen tile may go on; nothing until a tile with a choice is chosen."""
    chosen = _chosen_tile(ctx)
    if chosen is None:
        return []
    options = [
        discord.SelectOption(label=choice.label, value=choice.id)
        for choice in train_choices(ctx.view, ctx.legal, chosen, ctx.names)
    ]
    return [
        GameSelect(
            ctx.table.id,
            ctx.table.version,
            TRAIN_KEY,
            options,
            placeholder=f"Which train does {chosen} go on?",
            row=TRAIN_ROW,
        )
    ]


def _button(
    ctx: HandContext, kind: type[Draw | Pass], key: str, word: str, style: discord.ButtonStyle
) -> discord.ui.Item[Any]:
    """Always shown, so the hand keeps its shape; enabled only when the engine offers it."""
    action = _legal_of(ctx, kind)
    return GameButton(
        ctx.table.id,
        ctx.table.version,
        key,
        label=action_label(action, ctx.view, ctx.names) if action else word,
        style=style if action else discord.ButtonStyle.secondary,
        disabled=action is None,
        row=BUTTON_ROW,
    )


def _legal_of(ctx: HandContext, kind: type[Draw | Pass]) -> Draw | Pass | None:
    return next((a for a in ctx.legal if isinstance(a, kind)), None)


def _plays_of(legal: Sequence[Action], tile: Tile) -> list[Play]:
    return [a for a in legal if isinstance(a, Play) and a.tile == tile]


def _tile_or_refuse(code: str) -> Tile:
    try:
        return parse_tile(code)
    except PlayerError:
        raise PlayerError(
            "That menu is out of date. Press **Your hand** for fresh controls."
        ) from None


def _chosen_tile(ctx: HandContext) -> str | None:
    """The tile picked in the first select, if it still has two or more trains to go on.

    The presenter keeps a selection across other players' moves, so it is checked against the
    legal moves of now: a tile that no longer fits anywhere simply isn't chosen any more.
    """
    if len(ctx.selection) != 1:
        return None
    try:
        tile = parse_tile(ctx.selection[0])
    except PlayerError:
        return None
    return tile.code if len(_plays_of(ctx.legal, tile)) > 1 else None


def _train_word(owner: int, ctx: HandContext) -> str:
    """How to name a train in ``/play``: ``mexican``, ``mine``, or the owner's seat number."""
    if owner == MEXICAN:
        return "mexican"
    return "mine" if owner == ctx.seat else str(owner + 1)


def _train_of(ctx: HandContext, text: str) -> int:
    """The train a player named: mexican, mine, a seat number, a mention, or a player's name."""
    word = text.strip()
    lowered = word.lower()
    if lowered in _MEXICAN_WORDS:
        return MEXICAN
    if lowered in _OWN_WORDS:
        return ctx.seat
    names = ctx.names
    number = read_number(lowered)
    if number is not None:
        seat = number - 1
        if 0 <= seat < len(names):
            return seat
        raise PlayerError(f"There is no seat {lowered} at this table: seats go 1 to {len(names)}.")
    mention = _MENTION.match(word)
    if mention:
        mentioned = ctx.table.seat_of(int(mention.group(1)))
        if mentioned is None:
            raise PlayerError("That player isn't at this table.")
        return mentioned
    wanted = lowered.removeprefix("@").removesuffix("'s train").removesuffix("'s").strip()
    exact = [seat for seat, name in enumerate(names) if name.lower() == wanted]
    found = exact or [seat for seat, name in enumerate(names) if name.lower().startswith(wanted)]
    if len(found) == 1 and wanted:
        return found[0]
    raise PlayerError(
        f"I don't know which train {word[:40]!r} is. Name it `mexican`, `mine`, a seat number "
        f"(1–{len(names)}) or a player's name."
    )


def _ranking(totals: Sequence[int], names: Sequence[str]) -> str:
    """Places lowest total first; equal totals share a place."""
    places = placings(totals)
    order = sorted(range(len(totals)), key=lambda seat: (places[seat], seat))
    return "\n".join(f"{places[seat]}. {names[seat]} — {totals[seat]}" for seat in order)[:1024]
