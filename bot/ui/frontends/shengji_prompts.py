"""The lines under a Shengji player's hand that say what to do now: declare or pass, name a
trump, choose a throw's part, bury, lead or follow (and whether the cards picked would do),
and the seat's own failed throw while it is news. Kept apart from the frontend, which arranges
them with the hand and its controls into a message.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import GameEvent
from bot.games.cards import Card
from bot.games.shengji import Declare, Phase, PlayCards, ShengjiGame, ShengjiView
from bot.games.shengji.combos import combination
from bot.games.shengji.events import KittyTaken, ThrowFailed
from bot.i18n import t
from bot.render.cards import cards_text
from bot.render.shengji import cards_from_ids, play_label
from bot.render.shengji_events import throw_note
from bot.ui.choices import as_buttons
from bot.ui.frontend import HandContext
from bot.ui.frontends.shengji_controls import chosen, shortcuts


def throw_line(ctx: HandContext) -> str:
    """The seat's own failed throw, while it is news (until it plays again)."""
    view: ShengjiView = ctx.view
    private: Sequence[GameEvent] = ctx.private
    kept = next((e for e in private if isinstance(e, ThrowFailed)), None)
    return "" if kept is None else throw_note(kept, ctx.names, view.declarers)


def hand_prompt(engine: ShengjiGame, ctx: HandContext) -> str:
    view: ShengjiView = ctx.view
    if not ctx.legal:
        return ""
    match view.phase:
        case Phase.DEAL:
            return _declare_prompt(ctx)
        case Phase.NAME_TRUMP:
            return t("shengji-prompt-name-trump")
        case Phase.THROW_CHOICE:
            thrower = ctx.names[view.pending.seat] if view.pending is not None else ""
            return t("shengji-prompt-throw-choice", name=thrower)
        case Phase.BURY:
            return _bury_prompt(ctx)
        case Phase.PLAY:
            return _play_prompt(engine, ctx)
    return ""


def _declare_prompt(ctx: HandContext) -> str:
    """Declare or pass; under open declaring also that the deal does not wait for an
    answer (under fixed-dealer it is this seat's turn, which it does)."""
    view: ShengjiView = ctx.view
    shown = next((a.cards for a in ctx.legal if isinstance(a, Declare)), ())
    if shown:
        typed = " ".join(card.code for card in shown)
        prompt = t("shengji-prompt-declare-typed", typed=typed)
    else:
        prompt = t("shengji-prompt-declare")
    if view.rules.ordered_declaring:
        return prompt
    return prompt + "\n" + t("shengji-prompt-declare-wait")


def _bury_prompt(ctx: HandContext) -> str:
    view: ShengjiView = ctx.view
    picked = chosen(ctx)
    private: Sequence[GameEvent] = ctx.private
    kitty = next((e.cards for e in private if isinstance(e, KittyTaken)), ())
    if ctx.selection:
        lines = [t("shengji-prompt-bury-pick", count=view.kitty_size, chosen=len(picked))]
    else:
        lines = [t("shengji-prompt-bury-suggested", count=view.kitty_size)]
    if kitty:
        lines.append(t("shengji-prompt-from-kitty", cards=cards_text(kitty)))
    if picked:
        lines.append(t("shengji-prompt-chosen", cards=cards_text(cards_from_ids(picked))))
        lines.append(t("shengji-prompt-bury-put-back"))
    return "\n".join(lines)


def _play_prompt(engine: ShengjiGame, ctx: HandContext) -> str:
    view: ShengjiView = ctx.view
    lead = None if view.trick is None else view.trick.lead
    offered = shortcuts(ctx)
    # the quick route first: taps on row 0, or the first menu, before the card menus
    quick = "buttons" if as_buttons(len(offered)) else "menu" if offered else "none"
    if len(ctx.legal) == 1:  # one button, "Play …" (see ``shortcut_controls``)
        head = t("shengji-prompt-only", button=play_label(offered[0]))
    elif lead is None:
        head = t("shengji-prompt-lead", quick=quick)
    else:
        head = t("shengji-prompt-follow", count=len(lead.cards), quick=quick)
    picked = chosen(ctx)
    if not picked:
        return head
    cards = cards_from_ids(picked)
    shown = cards_text(cards)
    reason = refusal(engine, ctx, cards)
    if reason:
        return head + "\n" + t("shengji-prompt-refused", cards=shown, reason=reason)
    if lead is None and len(cards) > 1 and combination(cards, view.order) is None:
        note = t("shengji-prompt-throw", cards=shown, penalty=view.rules.throw_penalty)
        return head + "\n" + note
    return head + "\n" + t("shengji-prompt-playable", cards=shown)


def refusal(engine: ShengjiGame, ctx: HandContext, cards: Sequence[Card]) -> str | None:
    """Why the engine would refuse playing ``cards`` now (None: it would accept them), as the
    engine words it for this seat; the frontend never reads the hidden state itself."""
    return engine.explain(ctx.table.state, ctx.seat, PlayCards(tuple(cards)))
