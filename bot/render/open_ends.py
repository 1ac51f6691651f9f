"""The open ends a Mexican Train player can play on, for their hand view.

Planning a move needs the board; on a phone the table message is a screen away. So the hand
view carries one line with every train the player may use (their own, the Mexican Train,
marked trains, a train with an open double) and the number its next tile must match, the
trains they may use right now in bold (only the open double's while one must be covered).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.mexican_train import MEXICAN, MexicanTrainView, Play, TrainView
from bot.i18n import t
from bot.render.mexican_train import TO_END


def open_ends_line(view: MexicanTrainView, names: Sequence[str], legal: Sequence[object]) -> str:
    """ "Open ends: your train → **10** · Mexican → **3** · bob 🚩 → 5" (bold: playable now)."""
    if view.seat is None or view.over:
        return ""
    playable = {action.train for action in legal if isinstance(action, Play)}
    others = [
        train
        for train in view.trains
        if train.owner != view.seat and (train.marked or train.open_double)
    ]
    ends = [
        _end(train, view.seat, names, train.owner in playable)
        for train in (view.train(view.seat), view.mexican, *others)
    ]
    return t("faces-open-ends", ends=" · ".join(ends))


def _end(train: TrainView, seat: int, names: Sequence[str], now: bool) -> str:
    """One train and its end, the arrow held to both (as on the board): a phone ended the
    line with "Mexican →" and put the number a player looks for alone below it."""
    number = f"**{train.open_end}**" if now else str(train.open_end)
    if train.owner == seat:
        said = t("faces-open-end-yours", end=number)
    elif train.owner == MEXICAN:
        said = t("faces-open-end-mexican", end=number)
    else:
        marker = "faces-open-end-marked" if train.marked else "faces-open-end-other"
        said = t(marker, name=names[train.owner], end=number)
    return said.replace(" → ", TO_END)
