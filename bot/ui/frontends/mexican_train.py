"""Mexican Train in Discord: the board picture, a player's tiles with their legal moves, ``/play``.

A thin frontend (see :mod:`bot.ui.frontend`): the engine decides what is legal, the renderers
in :mod:`bot.render.mexican_train` and :mod:`bot.render.board_image` decide how it reads, and
this module only arranges them into messages and turns clicks or typed text back into one of
the legal actions it was given. Playing takes two choices (a tile, then a train), so the
chosen tile travels as the presenter's ``selection`` between the two selects. Each train the
second lists names the whole play (tile and train), so a train chosen once the pick is lost (a
restart) still plays the tile its menu was drawn for, never another.
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
from bot.games.mexican_train.events import GameEnded, RoundStarted, YouDrew
from bot.games.mexican_train.game import MexicanTrainGame
from bot.games.mexican_train.refusals import closing_rule
from bot.games.mexican_train.scoring import placings
from bot.i18n import current_language, t
from bot.msg import Msg, msg, name_seats
from bot.numbers import read_number
from bot.render import limits
from bot.render.board_process import DrawHere, Painter
from bot.render.mexican_train import (
    TilePage,
    action_from_id,
    action_label,
    action_message,
    alternatives,
    blocking_line,
    drawn_line,
    engine_code,
    event_line,
    hand_text,
    table_text,
    tile_pages,
    train_choices,
    train_name,
)
from bot.render.names import plain_name
from bot.render.open_ends import open_ends_line
from bot.render.png import BandValues, Png
from bot.tables.snapshots import TableSnapshot
from bot.ui.components import GameButton, GameSelect, controls
from bot.ui.frontend import Act, HandContext, Message, Reselect
from bot.ui.quick_ui import option

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

#: Typed train names: the English keywords work in every language, beside each catalog
#: language's own words for the Mexican Train and for "mine".
_MEXICAN_WORDS = frozenset(
    {
        *("mexican", "mex", "m", "mexican train", "the mexican train", "🚂"),
        *("墨西哥", "墨西哥火车", "墨西哥火車"),
        *("mexico", "meksiko", "treni ya mexico", "treni ya meksiko"),
        *("mecsico", "mecsicanaidd", "y trên mecsicanaidd", "trên mecsicanaidd"),
        *("मैक्सिकन", "मैक्सिकन ट्रेन"),
    }
)
_OWN_WORDS = frozenset(
    {
        *("mine", "me", "my", "my train", "own", "your train", "yours"),
        *("我的", "自己", "我的火车", "我的火車"),
        *("yangu", "treni yangu"),
        *("fy un i", "fy nhrên", "fi"),
        *("मेरी", "मेरी ट्रेन"),
    }
)
#: Typed "draw" and "pass" in each catalog language, beside the English keywords.
_DRAW_WORDS = frozenset({"draw", "摸牌", "抓牌", "chukua", "codi", "उठाएँ", "उठाओ"})
_PASS_WORDS = frozenset({"pass", "过", "過", "pita", "pasio", "पास"})
_MENTION = re.compile(r"^<@!?(\d{1,20})>$")


#: a table's last board picture as kept: its version, names and language tag, then the PNG's
#: fields (:class:`~bot.render.png.Png`)
Board = tuple[int, tuple[str, ...], str, bytes, int, tuple[BandValues, ...]]


class MexicanTrainFrontend:
    private_read = (YouDrew,)
    pictured = True
    turn_in_one_line = True

    def __init__(self, rules: MexicanTrainGame, painter: Painter | None = None) -> None:
        self.rules = rules
        self.game = rules.name
        #: where the board picture is drawn (``board_pictures``: here, or in a child process)
        self.painter = painter or DrawHere()
        #: table id -> (version, names, language tag, the PNG's fields): the table message is
        #: redrawn for reasons that leave the board alone (a countdown, a seat away), and a
        #: picture costs ~5 ms of CPU; its words are in the table's language, so the language
        #: is part of the key. The next version's picture is encoded from this one (only what
        #: changed is compressed). Plain values, which the collector stops tracking: with the
        #: language and the ``Png`` themselves, two objects a table it walked (issue #19).
        self._boards: dict[int, Board] = {}

    # ------------------------------------------------------------------ public table

    def table_message(self, table: TableSnapshot, public_view: MexicanTrainView) -> Message:
        """The board picture plus its text, which doubles as a description of the picture."""
        names = table.names
        embed = discord.Embed(
            title=t("mt-table-title", table=table.id),
            description=table_text(public_view, names, table.moving),
            colour=COLOUR,
        )
        if public_view.over:
            embed.add_field(name=t("mt-final-ranking"), value=_ranking(public_view.totals, names))
        else:
            embed.set_footer(text=t("mt-table-footer", tile=engine_code(public_view)))
        embed.set_image(url=f"attachment://{BOARD_FILE}")
        return Message(embed=embed, file=(BOARD_FILE, self._board(table, public_view, names)))

    def _board(
        self, table: TableSnapshot, public_view: MexicanTrainView, names: tuple[str, ...]
    ) -> bytes:
        """The board picture of this table version, drawn once; a finished game's is let go."""
        key = (table.version, names, current_language()._value_)
        cached = self._boards.get(table.id)
        if cached is not None and cached[:3] == key:
            return cached[3]
        plain = tuple(plain_name(name) for name in names)  # a picture shows them as typed
        picture = self.painter(public_view, plain, Png(*cached[3:]) if cached else None)
        if public_view.over:
            self._boards.pop(table.id, None)
        else:
            self._boards[table.id] = (*key, picture.data, picture.width, picture.band_values)
        return picture.data

    def forget(self, table_id: int) -> None:
        """The table ended (an aborted or abandoned one never drew a finished board)."""
        self._boards.pop(table_id, None)

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        """Public events only, whatever the caller passes: a seat's hand or draw stays private."""
        public = [event for event in events if event.public]
        if not public:
            return []
        names = table.names  # made anew at each read of it
        lines = []
        for event in public:
            line = event_line(event, names)
            if line:
                lines.append(line)
            if isinstance(event, GameEnded):
                lines.append(_ranking(event.totals, names))
        return lines

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        return any(isinstance(event, RoundStarted) for event in events)

    # ------------------------------------------------------------------ a player's hand

    def hand_message(self, ctx: HandContext) -> Message:
        view: MexicanTrainView = ctx.view
        head = t("mt-hand-head", table=ctx.table.id, round=view.round_number, rounds=view.rounds)
        if view.over:
            status = t("mt-hand-over")
        elif ctx.legal:
            status = t("mt-hand-your-turn")
        elif view.to_act is not None:
            status = t("mt-hand-waiting", name=ctx.names[view.to_act])
        else:
            status = ""
        said = [status, drawn_line(ctx.private), blocking_line(view, ctx.names, ctx.seat)]
        status = "\n".join(line for line in said if line)
        text = f"{head}\n{status}\n{hand_text(view, ctx.names, ctx.legal)}"
        text += "\n" + open_ends_line(view, ctx.names, ctx.legal)
        pages = tile_pages(view, ctx.legal, ctx.names)
        if len(pages) > TILE_ROWS:  # said whatever the cut: the only way to those tiles
            more = "\n" + t("mt-hand-more-tiles")
            text = text[: limits.CONTENT - len(more)] + more
        items = [
            *_tile_menus(ctx, pages[:TILE_ROWS]),
            *_train_menu(ctx),
            _button(ctx, Draw, DRAW_KEY, "mt-button-draw", discord.ButtonStyle.primary),
            _button(ctx, Pass, PASS_KEY, "mt-button-pass", discord.ButtonStyle.danger),
        ]
        return Message(content=text[: limits.CONTENT], view=controls(*items))

    def on_component(self, ctx: HandContext, key: str, values: Sequence[str]) -> Act | Reselect:
        if key in (DRAW_KEY, PASS_KEY):
            offered = _legal_of(ctx, Draw if key == DRAW_KEY else Pass)
            if offered is None:
                raise PlayerError("mt-cannot-draw-now" if key == DRAW_KEY else "mt-cannot-pass-now")
            return Act(offered)
        if len(values) != 1:
            raise PlayerError("mt-choose-one")
        if key.startswith(TILE_KEY) and read_number(key[len(TILE_KEY) :]) is not None:
            tile = _tile_or_refuse(values[0])
            plays = _plays_of(ctx.legal, tile)
            if not plays:
                raise PlayerError("mt-tile-not-now", tile=tile.code)
            return Act(plays[0]) if len(plays) == 1 else Reselect((tile.code,))
        if key == TRAIN_KEY:
            action = action_from_id(values[0])
            if action not in ctx.legal:
                raise PlayerError("mt-move-gone")
            return Act(action)
        raise PlayerError("mt-control-stale")

    # ------------------------------------------------------------------ /play

    def parse_text(self, ctx: HandContext, text: str) -> Action:
        """``12-5 mexican``, ``12-5 mine``, ``12-5 @name``, ``12-5 3``, ``12-5``, draw, pass."""
        view: MexicanTrainView = ctx.view
        words = text.strip()
        if not ctx.legal:
            if view.to_act is None:
                raise PlayerError("mt-game-over")
            raise PlayerError("mt-not-your-turn-waiting", name=ctx.names[view.to_act])
        lowered = words.lower()
        if lowered in _DRAW_WORDS or lowered in _PASS_WORDS:
            kind = Draw if lowered in _DRAW_WORDS else Pass
            offered = _legal_of(ctx, kind)
            if offered is None:
                raise PlayerError(self._refusal(ctx, kind()))
            return offered
        first, _, rest = words.partition(" ")
        tile = parse_tile(first, view.top)
        if tile not in (view.hand or ()):
            raise PlayerError("mt-not-holding", tile=tile.code)
        plays = _plays_of(ctx.legal, tile)
        rest = rest.strip()
        if rest.lower().startswith("on "):
            rest = rest[3:].strip()
        if not rest:
            if len(plays) == 1:
                return plays[0]
            if not plays:
                raise PlayerError(self._nowhere(ctx, tile))
            raise PlayerError(
                "mt-fits-several",
                tile=tile.code,
                example=_train_word(plays[0].train, ctx),
                trains=tuple(_train_word(p.train, ctx) for p in plays),
            )
        action = Play(tile, _train_of(ctx, rest))
        if action in ctx.legal:
            return action
        # a train was named: why not there comes first (no marker on it, a double to close),
        # which "fits no train you may play on" would hide when the tile matches its end
        reason = self._refusal(ctx, action)
        if not plays:
            raise PlayerError(reason)
        fits = alternatives([train_name(p.train, ctx.names, ctx.seat) for p in plays])
        raise PlayerError("mt-refusal-and-fits", reason=reason, tile=tile.code, trains=fits)

    def _refusal(self, ctx: HandContext, action: Action) -> Msg:
        """The engine's own reason for this seat: it alone knows why (open doubles, markers,
        the boneyard); the frontend only passes the stored state through, naming its trains
        by their owners' names."""
        why = self.rules.refusal(ctx.table.state, ctx.seat, action)
        return name_seats(why, ctx.names) if why else msg("mt-move-gone")

    def _nowhere(self, ctx: HandContext, tile: Tile) -> Msg:
        """A tile typed without a train that goes nowhere now, and what limits it: the double
        this turn's doubles must close first (the tile may well match other trains), what to
        do instead when nothing fits, or the open double everyone must cover."""
        view: MexicanTrainView = ctx.view
        if view.closing is not None:
            double = view.train(view.closing).tiles[-1].code
            where = train_name(view.closing, ctx.names, ctx.seat)
            return msg(
                "mt-fits-nowhere-closing",
                tile=tile.code,
                double=double,
                train=where,
                rule=closing_rule(view.cover),
            )
        fallback = next((a for a in ctx.legal if not isinstance(a, Play)), None)
        if fallback is not None:
            label = action_message(fallback, ctx.view, ctx.names)
            return msg("mt-fits-nowhere-fallback", tile=tile.code, action=label)
        if ctx.view.blocking is not None:
            where = train_name(ctx.view.blocking, ctx.names, ctx.seat)
            return msg("mt-fits-nowhere-blocked", tile=tile.code, train=where)
        return msg("mt-fits-nowhere", tile=tile.code)


def _tile_menus(ctx: HandContext, pages: Sequence[TilePage]) -> list[discord.ui.Item[Any]]:
    """One select per page of playable tiles; the chosen tile stays shown as chosen."""
    chosen = _chosen_tile(ctx)
    menus: list[discord.ui.Item[Any]] = []
    for page in pages:
        placeholder = (
            t("mt-select-tile-page", page=page.page + 1, pages=page.pages)
            if page.pages > 1
            else t("mt-select-tile")
        )
        options = [option(choice.label, choice.id, choice.id == chosen) for choice in page.choices]
        menus.append(
            GameSelect(
                ctx.table.id,
                ctx.table.version,
                f"{TILE_KEY}{page.page}",
                options,
                placeholder=placeholder,
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
        option(choice.label, choice.id)
        for choice in train_choices(ctx.view, ctx.legal, chosen, ctx.names)
    ]
    return [
        GameSelect(
            ctx.table.id,
            ctx.table.version,
            TRAIN_KEY,
            options,
            placeholder=t("mt-select-train", tile=chosen),
            row=TRAIN_ROW,
        )
    ]


def _button(
    ctx: HandContext, kind: type[Draw | Pass], key: str, name: str, style: discord.ButtonStyle
) -> discord.ui.Item[Any]:
    """Always shown, so the hand keeps its shape; enabled only when the engine offers it.
    ``name`` is the catalog id of its short label while it is disabled."""
    action = _legal_of(ctx, kind)
    return GameButton(
        ctx.table.id,
        ctx.table.version,
        key,
        label=action_label(action, ctx.view, ctx.names) if action else t(name),
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
        raise PlayerError("mt-menu-stale") from None


def _chosen_tile(ctx: HandContext) -> str | None:
    """The tile picked in the first select, if it still has two or more trains to go on.

    Checked against the legal moves of now (the presenter hands a selection over only at the
    table's version it was made at, ``bot.ui.selections``, but this does not rely on it): a tile
    that no longer fits anywhere simply isn't chosen.
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
        raise PlayerError("mt-no-such-seat", seat=lowered, seats=len(names))
    mention = _MENTION.match(word)
    if mention:
        mentioned = ctx.table.seat_of(int(mention.group(1)))
        if mentioned is None:
            raise PlayerError("mt-player-not-here")
        return mentioned
    wanted = lowered.removeprefix("@").removesuffix("'s train").removesuffix("'s").strip()
    exact = [seat for seat, name in enumerate(names) if name.lower() == wanted]
    found = exact or [seat for seat, name in enumerate(names) if name.lower().startswith(wanted)]
    if len(found) == 1 and wanted:
        return found[0]
    raise PlayerError("mt-unknown-train", text=word[:40], seats=len(names))


def _ranking(totals: Sequence[int], names: Sequence[str]) -> str:
    """Places lowest total first; equal totals share a place."""
    places = placings(totals)
    order = sorted(range(len(totals)), key=lambda seat: (places[seat], seat))
    return "\n".join(f"{places[seat]}. {names[seat]} — {totals[seat]}" for seat in order)[
        : limits.FIELD
    ]
