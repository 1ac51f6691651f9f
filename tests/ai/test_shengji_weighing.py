"""The Shengji AI weighs its candidate plays against what it works out once per move (issue
#19): the unseen tops of a group's shapes once per lead, the trick's standing best once per
follow. Its answers stay those of the per-candidate checks (``trick_winner`` of the trick
with the play added; the unseen cards of the group searched afresh)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from bot.ai.shengji import ShengjiAI, sure_leads
from bot.ai.shengji_strong import StrongShengjiAI
from bot.games.base import SYSTEM
from bot.games.cards import Card
from bot.games.shengji import PlayCards
from bot.games.shengji import moves as moves_module
from bot.games.shengji import winner as winner_module
from bot.games.shengji.combos import best_top, decompose
from bot.games.shengji.state import Phase, ShengjiState
from bot.games.shengji.view import ShengjiView
from bot.games.shengji.winner import trick_winner, winning_next
from tests.games.shengji.helpers import GAME, trick_of


def plays_of_a_hand(seed: int) -> list[tuple[ShengjiState, int]]:
    """Every (state, seat) of one randomly played hand where the seat plays to a trick."""
    rng = random.Random(seed)
    state = GAME.new({}, 4, seed)
    hand = state.hand_no
    found: list[tuple[ShengjiState, int]] = []
    while state.hand_no == hand and state.phase is not Phase.OVER:
        seats = sorted(GAME.to_act(state) - {SYSTEM})
        seat = seats[0] if seats else SYSTEM
        legal = GAME.legal_actions(state, seat)
        if state.phase is Phase.PLAY:
            found.append((state, seat))
        state, _ = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    return found


def sure_afresh(cards: Sequence[Card], view: ShengjiView) -> bool:
    order = view.order
    group = order.group(cards[0])
    outside = Counter({c: n for c, n in view.unseen().items() if order.group(c) == group})
    for part in decompose(cards, order):
        top = best_top(outside, order, part.shape)
        if top is not None and top > part.top:
            return False
    return True


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_checks_worked_out_once_answer_as_the_per_candidate_ones(seed: int) -> None:
    for state, seat in plays_of_a_hand(seed):
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        plays = [a.cards for a in legal if isinstance(a, PlayCards)]
        lead = trick_of(state).lead
        if lead is None:
            sure = sure_leads(view, view.unseen())
            assert [sure(p) for p in plays] == [sure_afresh(p, view) for p in plays]
        else:
            so_far = [p.cards for p in trick_of(state).plays]
            wins = winning_next(so_far, view.order)
            afresh = [trick_winner([*so_far, p], view.order) == len(so_far) for p in plays]
            assert [wins(p) for p in plays] == afresh


@pytest.mark.parametrize("player", [ShengjiAI(), StrongShengjiAI()])
def test_a_move_weighs_its_candidates_without_redoing_the_trick(
    player: ShengjiAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lead searches the unseen cards once per group and shape; a follow ranks the plays
    already made once (before, both were redone for every candidate)."""
    tops: list[object] = []
    strengths: list[object] = []
    real_top, real_strength = best_top, winner_module.play_strength

    def top(outside: Counter[Card], *args: object) -> object:
        tops.append((frozenset(outside.items()), args[1]))
        return real_top(outside, *args)  # type: ignore[arg-type]

    def strength(*args: object) -> object:
        strengths.append(1)
        return real_strength(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(moves_module, "best_top", top)
    monkeypatch.setattr(winner_module, "play_strength", strength)
    for seed in (1, 2, 3):
        for state, seat in plays_of_a_hand(seed):
            view = GAME.view(state, seat)
            tops.clear()
            legal = GAME._list_legal(state, seat)  # a lead's safe throws: once per shape too
            assert len(tops) == len(set(tops))
            tops.clear()
            strengths.clear()
            player.choose(view, legal, seed)
            assert len(tops) == len(set(tops))  # once per group and shape
            so_far = len(trick_of(state).plays)
            assert len(strengths) <= 2 * so_far + len(legal)
