"""Shengji (Tractor) in Discord: the public table, a player's hand with its choices, ``/play``.

A thin frontend (see :mod:`bot.ui.frontend`): the engine decides what is legal and
:mod:`bot.render.shengji` decides how it reads; this module arranges them into messages and
turns clicks or typed text back into actions.

Playing several cards at once is the hard part. A hand of 25 cards (33 while burying) does not
fit one select menu, so it is split by group (trumps first, then each suit) into multi-select
menus (merged down to three; see :mod:`bot.ui.frontends.shengji_controls`). Each pick only
records the chosen cards (the presenter's ``selection``, merged across menus and shown back as
the menus' defaults), and a **Play** (or **Bury**) button, enabled only when the engine says the
chosen cards are a legal play (or the kitty's count), commits them: only if they are the
cards its message showed chosen, whose digest it carries (the picks live in one process's
memory, and a restart loses them while the message still shows them). Above the menus, the quick
plays make the common moves in a tap or two: the legal follows (or a lead's safe throws,
strong leads and singles) as buttons when five or fewer, else one select, and the AI's
suggested bury chosen in advance (listed on row 0, where unticking puts several back at once).

Declarations during the deal are buttons whose keys name the declaration itself (not an index
into the legal list), so a click means the same thing whatever was dealt since it was drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import IllegalAction, PlayerError
from bot.games.base import SYSTEM, GameEvent
from bot.games.cards import parse_cards, suit_from_word
from bot.games.shengji import (
    Bury,
    ChooseThrowPart,
    Declare,
    NameTrump,
    Pass,
    Phase,
    PlayCards,
    ShengjiGame,
    ShengjiView,
)
from bot.games.shengji.actions import Action
from bot.games.shengji.dealing import DEAL_BATCH
from bot.games.shengji.events import Dealt, HandEnded, KittyTaken, Played, ThrowFailed, TrickWon
from bot.games.tricks import partner_of
from bot.i18n import t
from bot.msg import msg
from bot.numbers import read_number
from bot.render import limits
from bot.render.shengji import (
    action_label,
    cards_from_ids,
    declaration_cards,
    declaration_code,
    hand_text,
    table_texts,
)
from bot.render.shengji_events import event_text, level_text, plays_text
from bot.tables.snapshots import TableSnapshot
from bot.ui.choices import pick_controls, picked_action, taps
from bot.ui.components import GameButton, GameSelect, controls
from bot.ui.frontend import PICKS_LOST, Act, HandContext, Message, Redraw, Reselect, picks_digest
from bot.ui.frontends.shengji_controls import (
    CARDS_KEY,
    CHOSEN_KEY,
    NOTHING,
    QUICK_KEY,
    STALE,
    card_menus,
    chosen,
    chosen_cards,
    chosen_menu,
    merge_pick,
    shortcut_controls,
    shortcut_play,
    unpick,
)
from bot.ui.frontends.shengji_prompts import hand_prompt, refusal, throw_line
from bot.ui.public_text import PublicText
from bot.ui.quick_ui import option
from bot.ui.typed_words import with_hint, without_word

BUTTON_ROW = 4
PLAY_KEY = "play"
BURY_KEY = "bury"
CLEAR_KEY = "clear"
WAIT_KEY = "wait"
DECLARE_KEY = "decl-"
NO_DECLARATION_KEY = "nodecl"
DECLARE_MENU_KEY = "declmenu"
#: the buttons that commit the cards chosen, by phase, and the move they make of them
_COMMITS: dict[tuple[str, Phase], type[PlayCards | Bury]] = {
    (PLAY_KEY, Phase.PLAY): PlayCards,
    (BURY_KEY, Phase.BURY): Bury,
}
#: Declarations shown as buttons (with "No declaration" beside them); more go in a select.
DECLARE_BUTTONS = 4
COLOUR = discord.Colour.dark_red()

_PASSES = frozenset({"pass", "p", "no", "none", "no declaration", "nothing"})
_TEXT_HINT = {
    Phase.DEAL: "shengji-hint-deal",
    Phase.NAME_TRUMP: "shengji-hint-name-trump",
    Phase.BURY: "shengji-hint-bury",
    Phase.PLAY: "shengji-hint-play",
    Phase.THROW_CHOICE: "shengji-hint-throw-choice",
}


def _passes() -> frozenset[str]:
    """What a player may type to pass: English, or the reader's own words for it."""
    return _PASSES | {t("shengji-typed-pass").lower(), t("shengji-action-pass").lower()}


#: low cards, as many as the largest kitty: the footer's burial, cut to the kitty's size
_BURIAL = ("3C", "4C", "6D", "7D", "8D", "9S", "JS", "QS")


def typed_example(view: ShengjiView) -> str:
    """What the table's footer shows typed: the move the table waits for, since a play typed
    while it deals, waits for a named suit or for the kitty's burial would only be refused (a
    declaration shows a card of the rank being played, any suit; a burial as many cards as the
    kitty)."""
    match view.phase:
        case Phase.DEAL:
            return f"{view.trump_rank.code}H"
        case Phase.NAME_TRUMP:
            return "hearts"
        case Phase.BURY:
            return " ".join(_BURIAL[: view.kitty_size])
    return "TH TH 9H 9H"


class ShengjiFrontend:
    """The Discord face of Shengji; the engine is only asked, never second-guessed."""

    game = "shengji"
    #: the kitty taken, and the thrower's own copy of a failed throw (told in their hand view
    #: until they play again: the presenter keeps it that long)
    private_read = (KittyTaken, ThrowFailed)
    pictured = False
    turn_in_one_line = False

    def __init__(self, engine: ShengjiGame) -> None:
        self.engine = engine
        #: the public table's texts (the whole table; the hand views' embed), worded together
        #: once per version for the table message and every hand view
        self._table_text = PublicText(table_texts)

    def forget(self, table_id: int) -> None:
        self._table_text.forget(table_id)

    # ------------------------------------------------------------------ public table

    def table_message(self, table: TableSnapshot, public_view: ShengjiView) -> Message:
        """The public view only: trumps, levels, points, the declaration or trick, whose turn."""
        embed = discord.Embed(
            title=t("shengji-table-title", table=table.id),
            description=self._table_text.full(table, public_view, table.names)[
                : limits.DESCRIPTION
            ],
            colour=COLOUR,
        )
        if public_view.winner is None:
            embed.set_footer(text=t("shengji-footer", typed=typed_example(public_view)))
        return Message(embed=embed)

    def event_lines(self, table: TableSnapshot, events: Sequence[GameEvent]) -> list[str]:
        """Public events only, whatever the caller passes.

        The deal is told twice (when it starts and when the last card is out), not once per
        batch; single plays are not posted, since the table message shows the trick in progress
        and each finished trick gets one line naming every card in it.
        """
        shown = [e for e in events if e.public and not isinstance(e, Played)]
        if not shown:  # most moves are a card played: the table's names are not read
            return []
        names = table.names
        lines: list[str] = []
        for event in shown:
            match event:
                case Dealt():
                    lines += self._deal_lines(table, event)
                case TrickWon(plays=plays):
                    text = event_text(event, names)
                    lines.append(
                        t("shengji-trick-line", trick=text, plays=plays_text(plays, names))
                    )
                case _:
                    line = event_text(event, names)
                    if line:
                        lines.append(line)
        return lines

    def _deal_lines(self, table: TableSnapshot, event: Dealt) -> list[str]:
        """Read from the public view only (the table's snapshot holds every hand), made only
        for the deal's first and last batch: the batches between say nothing here."""
        if table.state is None or DEAL_BATCH < event.dealt < event.total:
            return []
        view = self.engine.view(table.state, None)
        ordered = view.rules.ordered_declaring and view.starter is not None
        lines: list[str] = []
        if event.dealt <= DEAL_BATCH:
            lines.append(
                t(
                    "shengji-deal-start-ordered" if ordered else "shengji-deal-start",
                    hand=view.hand_no + 1,
                    rank=level_text(view.trump_rank.value),
                )
            )
        if event.dealt >= event.total and ordered and view.starter is not None:
            first = table.names[partner_of(view.starter)]
            lines.append(t("shengji-deal-done-ordered", name=first))
        elif event.dealt >= event.total:
            lines.append(t("shengji-deal-done"))
        return lines

    def starts_deal(self, events: Sequence[GameEvent]) -> bool:
        """A hand's end starts the next deal (cards then arrive in batches, and hand views
        that are open, DMs included, are redrawn as they do)."""
        return any(isinstance(event, HandEnded) for event in events)

    # ------------------------------------------------------------------ a player's hand

    def hand_message(self, ctx: HandContext) -> Message:
        """The hand (trumps first and marked ★, sorted by the trump order in force), what to do
        now, and below it a short embed of what the choice depends on (the deal and its
        declaration, which side declares, the opponents' points, the trick being answered and
        the play winning it): the whole table stays on the table message, so on a phone the
        card menus are not pushed a screen down."""
        view: ShengjiView = ctx.view
        lines = [hand_text(view)]
        for line in (throw_line(ctx), hand_prompt(self.engine, ctx)):
            if line:
                lines.append(line)
        embed = discord.Embed(
            title=t("shengji-table-title", table=ctx.table.id),
            description=self._table_text.hand(ctx.table, view, ctx.names)[: limits.DESCRIPTION],
            colour=COLOUR,
        )
        return Message(
            content="\n".join(lines)[: limits.CONTENT],
            embed=embed,
            view=controls(*self._controls(ctx)),
        )

    def _controls(self, ctx: HandContext) -> list[discord.ui.Item[Any]]:
        view: ShengjiView = ctx.view
        if not ctx.legal:
            return [self._waiting(ctx)]
        match view.phase:
            case Phase.DEAL:
                return self._declare_controls(ctx)
            case Phase.NAME_TRUMP | Phase.THROW_CHOICE:
                labels = [action_label(action) for action in ctx.legal]
                return pick_controls(ctx, labels, placeholder=t("shengji-choose"))
            case Phase.BURY:
                picked = chosen(ctx)
                ready = len(picked) == view.kitty_size
                label = (
                    t("shengji-button-bury-these")
                    if ready
                    else t("shengji-button-bury-count", chosen=len(picked), count=view.kitty_size)
                )
                menus = [*chosen_menu(ctx, picked), *card_menus(ctx, picked)]
                return [*menus, *self._buttons(ctx, BURY_KEY, label, ready, picked)]
            case Phase.PLAY:
                picked = chosen(ctx)
                cards = cards_from_ids(picked)
                ready = bool(cards) and refusal(self.engine, ctx, cards) is None
                label = action_label(PlayCards(cards)) if cards else t("shengji-button-play")
                menus = card_menus(ctx, picked)
                buttons = self._buttons(ctx, PLAY_KEY, label, ready, picked)
                return [*shortcut_controls(ctx), *menus, *buttons]
        return [self._waiting(ctx)]

    @staticmethod
    def _buttons(
        ctx: HandContext, key: str, label: str, ready: bool, picked: Sequence[str]
    ) -> list[discord.ui.Item[Any]]:
        """**Play** or **Bury**, carrying the digest of ``picked`` (what the menus show chosen,
        the suggested bury while untouched), and **Clear**."""
        table = ctx.table
        return [
            GameButton(
                table.id,
                table.version,
                key,
                label=label,
                style=discord.ButtonStyle.success,
                disabled=not ready,
                row=BUTTON_ROW,
                shown=picks_digest(picked),
            ),
            GameButton(
                table.id,
                table.version,
                CLEAR_KEY,
                label=t("shengji-button-clear"),
                disabled=not picked,
                row=BUTTON_ROW,
            ),
        ]

    @staticmethod
    def _waiting(ctx: HandContext) -> GameButton:
        view: ShengjiView = ctx.view
        if view.phase is Phase.DEAL:
            label = t("shengji-button-dealing", dealt=view.dealt, total=view.deal_total)
        elif view.winner is not None:
            label = t("shengji-button-game-over")
        else:
            who = tuple(ctx.names[s] for s in sorted(view.to_act) if s != SYSTEM)
            label = t("shengji-button-waiting", names=who) if who else t("shengji-button-deal")
        return GameButton(ctx.table.id, ctx.table.version, WAIT_KEY, label=label, disabled=True)

    def _declare_controls(self, ctx: HandContext) -> list[discord.ui.Item[Any]]:
        table = ctx.table
        declarations = [a for a in ctx.legal if isinstance(a, Declare)]
        items: list[discord.ui.Item[Any]] = []
        if len(declarations) <= DECLARE_BUTTONS:
            items += [
                GameButton(
                    table.id,
                    table.version,
                    DECLARE_KEY + declaration_code(action),
                    label=action_label(action),
                    style=discord.ButtonStyle.primary,
                    row=0,
                )
                for action in declarations
            ]
        else:
            options = [
                option(action_label(a), declaration_code(a))
                for a in declarations[: limits.SELECT_OPTIONS]
            ]
            items.append(
                GameSelect(
                    table.id,
                    table.version,
                    DECLARE_MENU_KEY,
                    options,
                    placeholder=t("shengji-declare-placeholder"),
                )
            )
        if Pass() in ctx.legal:
            items.append(
                GameButton(
                    table.id,
                    table.version,
                    NO_DECLARATION_KEY,
                    label=action_label(Pass()),
                    row=1,
                )
            )
        return items

    def version_free(self, key: str) -> bool:
        """Declaring stays open while cards keep arriving, and each batch is a new version; a
        declaration control names the declaration itself and the engine checks it against the
        hand as it is now, so an older view's click is still meant and still safe."""
        return key.startswith(DECLARE_KEY) or key in (DECLARE_MENU_KEY, NO_DECLARATION_KEY)

    def on_component(
        self, ctx: HandContext, key: str, values: Sequence[str]
    ) -> Act | Reselect | Redraw:
        """Card picks only redraw the hand; buttons name actions the engine still checks.
        **Play** and **Bury** commit the cards chosen now, so only if they are those their
        view showed (after a restart the picks are gone, and **Bury** would bury the
        suggestion)."""
        view: ShengjiView = ctx.view
        if not ctx.legal:
            raise PlayerError(
                "shengji-nothing-to-declare"
                if view.phase is Phase.DEAL
                else "shengji-not-your-turn-fresh"
            )
        menu = read_number(key[len(CARDS_KEY) :]) if key.startswith(CARDS_KEY) else None
        if menu is not None:
            return Reselect(merge_pick(ctx, menu, values))
        if key == CLEAR_KEY:
            return Reselect((NOTHING,))
        if key == CHOSEN_KEY and view.phase is Phase.BURY:
            return Reselect(unpick(ctx, values))
        commit = _COMMITS.get((key, view.phase))
        if commit is not None:
            picked = chosen(ctx)
            return Act(commit(chosen_cards(picked))) if ctx.shows(picked) else PICKS_LOST
        if taps(QUICK_KEY, key) and view.phase is Phase.PLAY:
            return Act(shortcut_play(ctx, key, values))
        if key.startswith(DECLARE_KEY):
            return Act(Declare(declaration_cards(key[len(DECLARE_KEY) :])))
        if key == DECLARE_MENU_KEY and len(values) == 1:
            return Act(Declare(declaration_cards(values[0])))
        if key == NO_DECLARATION_KEY:
            return Act(Pass())
        if view.phase in (Phase.NAME_TRUMP, Phase.THROW_CHOICE):
            action = picked_action(ctx, key, values)
            if action is not None:
                return Act(action)
        raise PlayerError(STALE)

    # ------------------------------------------------------------------ /play

    def parse_text(self, ctx: HandContext, text: str) -> Action:
        """Cards in our notation (``TH TH 9H 9H``), read as the move of the moment: a play, a
        bury, a declaration (or ``pass``), a throw part, or a suit to name. What is read is
        returned as it is: the engine, applying it, says why it is not allowed."""
        view: ShengjiView = ctx.view
        words = " ".join(text.split())
        lowered = words.lower()
        phase = view.phase
        if phase is Phase.OVER:
            raise PlayerError("shengji-game-over")
        if phase is Phase.DEAL and not ctx.legal:
            raise PlayerError("shengji-nothing-to-declare")
        try:
            if phase is Phase.DEAL and lowered in _passes():
                return Pass()
            if phase is Phase.NAME_TRUMP:
                suit = suit_from_word(without_word(words, "cards-typed-trump"))
                if suit is None:
                    raise IllegalAction("shengji-not-a-suit", text=words[:40])
                return NameTrump(suit)
            cards = parse_cards(without_word(words, "cards-typed-play", "shengji-typed-bury"))
        except IllegalAction as refusal:
            hint = msg(_TEXT_HINT[phase]) if phase in _TEXT_HINT else ""
            raise PlayerError(with_hint(refusal.msg, "shengji-refusal-with-hint", hint)) from None
        match phase:
            case Phase.DEAL:
                return Declare(cards)
            case Phase.BURY:
                return Bury(cards)
            case Phase.THROW_CHOICE:
                return ChooseThrowPart(cards)
        return PlayCards(cards)
