"""The play-by-play's lines read the public view only when they say something from it: a
Shengji deal comes in a dozen batches, and only its first and last are told (issue #19)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.games.shengji import ShengjiGame
from bot.games.shengji.dealing import DEAL_BATCH
from bot.games.shengji.events import Dealt
from bot.ui.frontends.shengji import ShengjiFrontend
from tests.render.test_hand_texts import states

NAMES = ("Asha", "Bo", "AI Cy", "Dee")


def test_a_deal_s_batches_between_its_first_and_last_read_no_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, read = ShengjiGame(), ShengjiGame()  # the frontend's own, to count its reads
    frontend = ShengjiFrontend(read)
    viewed: list[int] = []
    view = read.view

    def counted(state: Any, seat: int | None) -> Any:
        viewed.append(1)
        return view(state, seat)

    monkeypatch.setattr(read, "view", counted)
    rng = random.Random(2)
    deals = due = told = 0
    for state in states(game, 2):
        if game.is_over(state):
            break
        seat = rng.choice(sorted(game.to_act(state)))
        legal = game.legal_actions(state, seat)
        after, events = game.apply(state, seat, legal[rng.randrange(len(legal))])
        table = SimpleNamespace(state=after, names=NAMES)
        told += len(frontend.event_lines(table, events))  # type: ignore[arg-type]
        for event in events:
            if isinstance(event, Dealt):
                deals += 1
                due += event.dealt <= DEAL_BATCH or event.dealt >= event.total
    assert deals > 4 and told > 0
    assert len(viewed) == due < deals
