"""The end of a hand (rules 12-14): the opponents' count with the kitty bonus and penalties,
the level change, the next starter, and either the next deal or the end of the game."""

from __future__ import annotations

from bot.games.evolve import evolve
from bot.games.shengji import scoring
from bot.games.shengji.dealing import fresh_hand, shuffled_deck
from bot.games.shengji.events import GameWon, HandEnded, ShengjiEvent, Step
from bot.games.shengji.order import points_of
from bot.games.shengji.state import Phase, ShengjiState, TrickRecord
from bot.games.shengji.turns import next_seat
from bot.games.tricks import partner_of, team_of


def finish_hand(state: ShengjiState, last: TrickRecord, events: list[ShengjiEvent]) -> Step:
    rules = state.rules
    assert state.declarers is not None and state.starter is not None
    declarers, attackers = state.declarers, 1 - state.declarers
    kitty_points = points_of(state.kitty)
    multiplier = scoring.kitty_multiplier(len(last.plays[0].cards), rules)
    bonus = kitty_points * multiplier if team_of(last.winner) == attackers else 0
    card_points = state.team_points[attackers]
    total = card_points + bonus + state.penalty
    result = scoring.outcome(total, rules.decks)
    levels = list(state.levels)
    if result.declarers_keep:
        levels[declarers] = scoring.climb(
            levels[declarers], result.steps, True, rules.must_defend, rules.target
        )
        new_declarers, new_starter = declarers, partner_of(state.starter)
    else:
        levels[attackers] = scoring.climb(
            levels[attackers], result.steps, False, rules.must_defend, rules.target
        )
        new_declarers, new_starter = attackers, next_seat(state, state.starter)
    after = (levels[0], levels[1])
    winner = next((t for t in (0, 1) if after[t] > rules.target), None)
    summary = HandEnded(
        hand=state.hand_no + 1,
        kitty=state.kitty,
        kitty_points=kitty_points,
        multiplier=multiplier,
        kitty_bonus=bonus,
        last_trick_winner=last.winner,
        attackers=attackers,
        card_points=card_points,
        penalty=state.penalty,
        points=total,
        declarers_keep=result.declarers_keep,
        steps=result.steps,
        levels_before=state.levels,
        levels=after,
        next_declarers=new_declarers,
        next_starter=new_starter,
        game_over=winner is not None,
    )
    events = [*events, summary]
    state = evolve(state, levels=after, declarers=new_declarers, starter=new_starter)
    if winner is not None:
        over = evolve(state, phase=Phase.OVER, winner=winner, trick=None)
        return over, [*events, GameWon(winner=winner, levels=after)]
    hand_no = state.hand_no + 1
    deck = shuffled_deck(rules, state.seed, hand_no, 0)
    return fresh_hand(evolve(state, hand_no=hand_no, redeals=0), deck, new_starter), events
