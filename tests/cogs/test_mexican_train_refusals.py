"""Typed ``/play`` refusals on exact deals: the reason given is the one that applies."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.errors import PlayerError
from bot.games.mexican_train import MEXICAN, MexicanTrainGame, MexicanTrainState
from bot.ui.frontends.mexican_train import MexicanTrainFrontend
from tests.cogs.mexican_train_support import GAME, context
from tests.games.mexican_train.helpers import play

FRONTEND = MexicanTrainFrontend(MexicanTrainGame())


def refusal(state: MexicanTrainState, text: str) -> str:
    with pytest.raises(PlayerError) as refused:
        FRONTEND.parse_text(context(state), text)
    return refused.value.message


def test_a_named_train_the_tile_fits_but_may_not_take_is_refused_with_the_engines_reason() -> None:
    # Ann's train ends in 12, Ben's (unmarked) in 4, the Mexican Train in 9: 4-1 fits only Ben's
    state = GAME.deal_from(
        {}, ["12-5 4-1", "11-2", "9-8"], "0-0", trains={1: "12-4", MEXICAN: "12-9"}
    )
    said = refusal(state, "4-1 ben")
    assert said.endswith("train: its owner has no marker on it."), said
    assert "doesn't fit any train" not in said


def test_after_several_doubles_a_tile_that_does_not_close_the_first_is_told_so() -> None:
    # 6-6 on her own train, then 3-3 on the Mexican Train: her next non-double must close 6-6
    state = GAME.deal_from(
        {}, ["6-6 3-3 3-1 5-0", "11-2", "9-8"], "0-0 1-1", trains={0: "12-6", MEXICAN: "12-3"}
    )
    for action in (play("6-6", 0), play("3-3", MEXICAN)):
        state, _ = GAME.apply(state, 0, action)
    closing = "your next non-double must close 6-6 on your train."
    assert refusal(state, "3-1 mexican").endswith(closing)
    assert refusal(state, "3-1") == (
        "3-1 can't be played now: you laid several doubles this turn, so " + closing
    )


def test_refusals_name_other_players_trains_by_name_as_the_table_does_not_by_seat() -> None:
    # Cy left 7-7 open on his own train: everyone must cover it before anything else
    blocked = GAME.deal_from(
        {}, ["12-5 7-1", "11-2", "9-8"], "0-0", trains={2: "12-7 7-7", MEXICAN: "12-9"}
    )
    blocked = replace(blocked, round=replace(blocked.round, open_doubles=(2,)))
    said = refusal(blocked, "12-5 mine")
    assert said.startswith("The open double 7-7 on Cy's train must be covered first"), said
    assert "seat" not in refusal(GAME.deal_from({}, ["12-5", "11-2", "9-8"], "0-0"), "12-5 2")
