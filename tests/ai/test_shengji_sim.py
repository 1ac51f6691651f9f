"""The search's simulator agrees with the engine on every trick it plays: which follows are
legal, who wins, the points, and the kitty's bonus at the end."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from bot.ai.shengji import ShengjiAI
from bot.ai.shengji_sim import Table, decode, encode
from bot.games.shengji import Phase, PlayCards, ShengjiState
from bot.games.shengji.events import HandEnded, TrickWon
from bot.games.shengji.follow import follow_error
from bot.games.shengji.order import points_of
from bot.games.shengji.turns import play_order
from tests.games.shengji.helpers import GAME, cards, play_trick, play_until, start

TODAY = ShengjiAI()
OPTIONS: list[dict[str, Any]] = [
    {},
    {"direction": "clockwise"},
    {"decks": 1},
    {"kitty_multiplier": "double"},
]


def to_play(options: dict[str, Any], seed: int) -> ShengjiState:
    """A hand dealt, declared and buried by today's AI, at its first lead."""
    state = GAME.new(options, 4, seed)

    def decide(state: ShengjiState, seat: int) -> Any:
        view = GAME.view(state, seat)
        return TODAY.choose(view, GAME.legal_actions(state, seat), 0)

    return play_until(state, decide, lambda s: s.phase is Phase.PLAY)


def table_of(state: ShengjiState) -> Table:
    return Table.of(play_order(state), state.rules)


def test_follows_the_simulator_allows_are_those_the_engine_allows() -> None:
    for seed in range(12):
        options = OPTIONS[seed % len(OPTIONS)]
        state = to_play(options, seed)
        table, order, rng = table_of(state), play_order(state), random.Random(seed)
        while state.phase is Phase.PLAY:
            (seat,) = GAME.to_act(state)
            assert state.trick is not None
            hand = state.hands[seat]
            legal = [a for a in GAME.legal_actions(state, seat) if isinstance(a, PlayCards)]
            if state.trick.lead is None:
                legal = [a for a in legal if table.simple(encode(a.cards))]
            else:
                lead = state.trick.lead.cards
                tried = {tuple(sorted(encode(c))) for c in combinations(hand, len(lead))}
                for play in tried:
                    engine = follow_error(hand, lead, decode(play), order, state.rules) is None
                    assert table.legal(encode(hand), encode(lead), play) == engine
            state, events = GAME.apply(state, seat, rng.choice(legal))
            for event in events:
                if isinstance(event, TrickWon):
                    plays = [encode(p.cards) for p in event.plays]
                    assert event.plays[table.winner(plays)].seat == event.winner


def test_a_playout_scores_what_the_engine_scores_for_the_same_plays() -> None:
    for seed in range(16):
        options = OPTIONS[seed % len(OPTIONS)]
        state = to_play(options, seed)
        table = table_of(state)
        assert state.trick is not None and state.declarers is not None
        attackers, kitty = 1 - state.declarers, encode(state.kitty)
        hands = [list(encode(hand)) for hand in state.hands]
        kitty_points = sum(table.points[c] for c in kitty)
        predicted = table.playout(
            [h[:] for h in hands], [], state.trick.leader, attackers, kitty_points
        )
        ended = None
        while state.phase is Phase.PLAY:
            (seat,) = GAME.to_act(state)
            assert state.trick is not None
            trick = [encode(p.cards) for p in state.trick.plays]
            play = table.policy(hands, trick, state.trick.leader, seat)
            for card in play:
                hands[seat].remove(card)
            state, events = GAME.apply(state, seat, PlayCards(decode(play)))  # legal, or raises
            ended = next((e for e in events if isinstance(e, HandEnded)), ended)
        assert ended is not None and ended.penalty == 0
        assert ended.card_points + ended.kitty_bonus == predicted


def test_opponents_taking_the_last_trick_with_a_pair_score_the_kitty_four_times() -> None:
    for options, multiplier in (({}, 4), ({"kitty_multiplier": "double"}, 2)):
        hands = ["3S 3S", "AH AH", "4S 6S", "7S 8S"]
        state = start(hands, starter=0, kitty="KS 5D 3C", options=options)
        table = table_of(state)
        dealt = [list(encode(hand)) for hand in state.hands]
        taken = table.playout(dealt, [], 0, 1, points_of(state.kitty))
        _, events = play_trick(state, 0, *hands)  # what the simulator's players play
        ended = next(e for e in events if isinstance(e, HandEnded))
        assert taken == ended.points == 15 * multiplier


def test_the_short_team_leads_its_shortest_side_suit_the_others_their_longest() -> None:
    # seat 1 (an opponent of the declarers, team 0) holds no master: three clubs, one spade
    hands = ["AC AD", "3C 4C 6C 4S", "AS KC", "7D 8D"]
    state = start(hands, starter=0, leader=1)
    dealt = [list(encode(hand)) for hand in state.hands]
    longest = table_of(state).policy(dealt, [], 1, 1)
    shortest = Table.of(play_order(state), state.rules, short_team=1).policy(dealt, [], 1, 1)
    assert (decode(longest), decode(shortest)) == (cards("3C"), cards("4S"))
