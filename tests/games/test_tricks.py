"""What the trick-taking games share (``bot/games/tricks.py``)."""

from __future__ import annotations

import copy
import gc
import pickle
import random
from typing import cast

from bot.catalogue import shengji_entries, whist_entries
from bot.games.cards import parse_cards
from bot.games.shengji.state import ShengjiState, TrickRecord, TrickRecords
from bot.games.tricks import Packed, Play, Trick, TrickHistory, play_of, team_of
from bot.games.whist.state import WhistState


def test_a_single_cards_play_is_one_shared_value_equal_to_a_new_one() -> None:
    (ace,) = parse_cards("AS")
    assert play_of(2, [ace]) is play_of(2, (ace,))
    assert play_of(2, [ace]) == Play(2, (ace,))
    assert play_of(1, [ace]) != play_of(2, [ace])
    pair = parse_cards("9H 9H")
    assert play_of(3, pair) == Play(3, pair)
    assert Trick(0).add(0, [ace]).plays[0] is play_of(0, [ace])


def test_a_stored_hand_history_comes_back_with_its_single_plays_shared() -> None:
    """A state read back from JSON shares its one-card plays as a state played to it does:
    what a full collection walks does not depend on whether the table was just loaded."""
    for entry in (*whist_entries(), *shengji_entries()):
        game, rng = entry.game, random.Random(4)
        state = game.new({}, 4, 4)
        for _ in range(60):
            if game.is_over(state):
                break
            seat = rng.choice(sorted(game.to_act(state)))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        again = game.state_from_json(game.state_to_json(state))
        assert again == state
        singles = [play for trick in _tricks(again) for play in trick.plays if len(play.cards) == 1]
        assert singles, game.name
        assert all(play is play_of(play.seat, play.cards) for play in singles), game.name


def _tricks(state: object) -> list[Trick]:
    """The tricks a state keeps: this hand's completed ones and the one under way."""
    if isinstance(state, WhistState):
        kept: list[Trick] = list(state.tricks)
    else:
        assert isinstance(state, ShengjiState)
        kept = [Trick(record.leader, record.plays) for record in state.history]
    return [*kept, *([state.trick] if state.trick is not None else [])]


def _played_to_trick(tricks: int, seed: int = 7) -> list[object]:
    """States of each trick-taking game played until ``tricks`` tricks of a hand are done."""
    states: list[object] = []
    for entry in (*whist_entries(), *shengji_entries()):
        game, rng = entry.game, random.Random(seed)
        state = game.new({}, 4, 4)
        while len(_history(state)) < tricks:
            seat = rng.choice(sorted(game.to_act(state)))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        states.append(state)
    return states


def _history(state: object) -> Packed[object]:
    if isinstance(state, WhistState):
        return cast(Packed[object], state.tricks)
    assert isinstance(state, ShengjiState)
    return cast(Packed[object], state.history)


def test_a_hands_finished_tricks_are_one_object_for_the_garbage_collector() -> None:
    """However many tricks are done, a history is one tracked object: its tricks are kept
    as tuples of numbers and codes, which CPython stops tracking (issue #19)."""
    for state in _played_to_trick(6):
        history = _history(state)
        gc.collect()
        gc.collect()  # a tuple of tuples is untracked once its items are: a pass may visit it first
        inside = [thing for thing in gc.get_referents(history) if not isinstance(thing, type)]
        assert len(history) == 6
        assert inside and not any(gc.is_tracked(thing) for thing in inside)
        tricks = [thing for thing in inside if isinstance(thing, tuple)]
        assert len(tricks) == 1 and not any(gc.is_tracked(packed) for packed in tricks[0])


def test_a_packed_history_reads_back_the_tricks_it_was_given() -> None:
    ace, king, two, three = parse_cards("AS KS 2C 3C")
    pair, throw = parse_cards("9H 9H"), parse_cards("SJ BJ 10D 10D")
    whist = Trick(1).add(1, [ace]).add(2, [king]).add(3, [two]).add(0, [three])
    history = TrickHistory.NONE.plus(whist).plus(Trick(2).add(2, [two]))
    assert len(TrickHistory.NONE) == 0 and not TrickHistory.NONE
    assert list(history) == [whist, Trick(2).add(2, [two])]
    assert history[0] == whist and history[-1].leader == 2
    assert history[:1] == (whist,)
    assert history.cards() == (ace, king, two, three, two)
    assert history == TrickHistory([whist, Trick(2).add(2, [two])])
    assert hash(history) == hash(TrickHistory(list(history)))
    assert history != TrickHistory([whist])
    assert pickle.loads(pickle.dumps(history)) == history
    assert copy.deepcopy(history) == history
    record = TrickRecord(3, (play_of(3, pair), Play(0, throw)), winner=0, points=20)
    records = TrickRecords([record])
    assert records[0] == record and records[0].plays[1].cards == throw
    assert records[0].plays[0] is not None and records[0].plays[0].cards == pair
    assert records.cards() == (*pair, *throw)
    assert records.plus(record) == TrickRecords([record, record])
    assert len(records) == 1  # plus makes a new history


def test_what_is_read_of_a_packed_history_without_making_its_tricks_is_what_they_hold() -> None:
    for state in _played_to_trick(9, seed=3):
        history = _history(state)
        tricks = [_trick_of(item) for item in history]
        assert history.cards() == tuple(card for trick in tricks for card in trick.cards())
        if isinstance(state, ShengjiState):
            for team in (0, 1):
                won = [r for r in state.history if team_of(r.winner) == team]
                expected = tuple(card for r in won for play in r.plays for card in play.cards)
                assert state.history.won_by(team) == expected


def _trick_of(item: object) -> Trick:
    if isinstance(item, TrickRecord):
        return Trick(item.leader, item.plays)
    assert isinstance(item, Trick)
    return item
