"""The rating maths: openskill's Plackett-Luce, fed a result's sides and placings (pure).

A result's teams and placings go in unchanged: partnerships (Whist, Bid Whist, Shengji) are
teams, Mexican Train is a free-for-all of one-seat teams ranked by its placings. AI seats play
as a fixed new player and are thrown away afterwards. The board ranks by the conservative
rating, mu − 3σ, so one lucky game does not top it. Live play and rebuilds both call
:func:`rate` on the same :class:`Finished`, which is why a rebuild gets the same numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()
#: how far below the mean the ranking looks, so one lucky game does not top the board
Z = 3.0


def conservative(mu: float, sigma: float) -> float:
    return mu - Z * sigma


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        return conservative(self.mu, self.sigma)


NEW_PLAYER = Skill(MODEL.mu, MODEL.sigma)


class SeatLike(Protocol):
    """What rating needs of one seat of a result (a stored seat or a query row)."""

    @property
    def user_id(self) -> int | None: ...
    @property
    def display_name(self) -> str: ...
    @property
    def team(self) -> int: ...
    @property
    def placing(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Finished:
    """A stored result, reduced to what rating reads (the same for live play and rebuilds)."""

    result_id: int
    guild_id: int
    game: str
    finished_at: datetime
    seats: tuple[SeatLike, ...]

    def humans(self) -> dict[int, SeatLike]:
        """Each person once (first seat wins), in seat order; AI seats have no user id."""
        found: dict[int, SeatLike] = {}
        for seat in self.seats:
            if seat.user_id is not None and seat.user_id not in found:
                found[seat.user_id] = seat
        return found

    def rated_by_policy(self, rate_ai: bool) -> bool:
        """Whether today's policy rates this result: always without AI seats, else if asked."""
        return rate_ai or all(seat.user_id is not None for seat in self.seats)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One person's part in one result: where they finished and their rating before and after."""

    user_id: int
    display_name: str
    team: int
    placing: int
    before: Skill
    after: Skill
    #: first, and someone else was not: in a draw (every side first) nobody won
    won: bool

    @property
    def delta(self) -> float:
        return self.after.conservative - self.before.conservative


def rate(finished: Finished, skills: Mapping[int, Skill], rated: bool) -> list[Outcome]:
    """Every person's outcome of ``finished``, given their ratings before it.

    With ``rated`` false (or a game of fewer than two sides) ratings stay as they were. The
    update is ``MODEL.rate(teams, ranks=placings)`` (ties of three or more sides averaged over
    their orders, :func:`_tie_orders`); seats without a rated person (AI
    players, or a second seat of the same person) play as a new player and are thrown away.
    """
    humans = finished.humans()
    before = {user: skills.get(user, NEW_PLAYER) for user in humans}
    after = dict(before)
    teams = sorted({seat.team for seat in finished.seats})
    if rated and len(teams) > 1:
        after.update(_openskill(finished, teams, before))
    beaten = any(seat.placing > 1 for seat in finished.seats)
    return [
        Outcome(
            user,
            seat.display_name,
            seat.team,
            seat.placing,
            before[user],
            after[user],
            won=seat.placing == 1 and beaten,
        )
        for user, seat in humans.items()
    ]


def _openskill(
    finished: Finished, teams: Sequence[int], before: Mapping[int, Skill]
) -> dict[int, Skill]:
    humans = finished.humans()
    lineup: list[list[tuple[int | None, PlackettLuceRating]]] = []
    ranks: list[float] = []
    for team in teams:
        seats = [s for s in finished.seats if s.team == team]
        ranks.append(float(seats[0].placing))
        lineup.append([_entrant(seat, humans, before) for seat in seats])
    orders = _tie_orders(ranks)
    totals: dict[int, tuple[float, float]] = {}
    for order in orders:
        new = MODEL.rate([[rating for _, rating in side] for side in lineup], ranks=order)
        for side, rated_side in zip(lineup, new, strict=True):
            for (user, _), rating in zip(side, rated_side, strict=True):
                if user is not None:
                    mu, sigma = totals.get(user, (0.0, 0.0))
                    totals[user] = (mu + rating.mu, sigma + rating.sigma)
    return {
        user: Skill(mu / len(orders), sigma / len(orders)) for user, (mu, sigma) in totals.items()
    }


def _tie_orders(ranks: Sequence[float]) -> list[list[float]]:
    """The placings to rate: as they are, or, where three or more sides include a tie, every
    way of ordering the tied sides that puts each of them in each tied place once (their
    rotations), whose updates are averaged. openskill 6.2's Plackett-Luce rates such ties
    wrongly (openskill.py issues 155 and 173: in 1, 1, 3, 4 the third placed ends above the
    two winners); a two-side draw it rates right, so that is left to it."""
    groups: dict[float, list[int]] = {}
    for index, rank in enumerate(ranks):
        groups.setdefault(rank, []).append(index)
    if len(ranks) < 3 or all(len(members) == 1 for members in groups.values()):
        return [list(ranks)]
    orders = [[0.0] * len(ranks)]
    first = 1.0
    for _rank, members in sorted(groups.items()):
        rotations = [members[k:] + members[:k] for k in range(len(members))]
        orders = [_placed(order, turn, first) for order in orders for turn in rotations]
        first += len(members)
    return orders


def _placed(order: Sequence[float], sides: Sequence[int], first: float) -> list[float]:
    """``order`` with ``sides`` placed one after another from ``first``."""
    placed = list(order)
    for offset, side in enumerate(sides):
        placed[side] = first + offset
    return placed


def _entrant(
    seat: SeatLike, humans: Mapping[int, SeatLike], before: Mapping[int, Skill]
) -> tuple[int | None, PlackettLuceRating]:
    if seat.user_id is not None and humans.get(seat.user_id) is seat:
        skill = before[seat.user_id]
        return seat.user_id, MODEL.rating(mu=skill.mu, sigma=skill.sigma)
    return None, MODEL.rating()
