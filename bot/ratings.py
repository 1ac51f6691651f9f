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

    @property
    def won(self) -> bool:
        return self.placing == 1

    @property
    def delta(self) -> float:
        return self.after.conservative - self.before.conservative


def rate(finished: Finished, skills: Mapping[int, Skill], rated: bool) -> list[Outcome]:
    """Every person's outcome of ``finished``, given their ratings before it.

    With ``rated`` false (or a game of fewer than two sides) ratings stay as they were. The
    update is exactly ``MODEL.rate(teams, ranks=placings)``; seats without a rated person (AI
    players, or a second seat of the same person) play as a new player and are thrown away.
    """
    humans = finished.humans()
    before = {user: skills.get(user, NEW_PLAYER) for user in humans}
    after = dict(before)
    teams = sorted({seat.team for seat in finished.seats})
    if rated and len(teams) > 1:
        after.update(_openskill(finished, teams, before))
    return [
        Outcome(user, seat.display_name, seat.team, seat.placing, before[user], after[user])
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
    new = MODEL.rate([[rating for _, rating in side] for side in lineup], ranks=ranks)
    return {
        user: Skill(rating.mu, rating.sigma)
        for side, rated_side in zip(lineup, new, strict=True)
        for (user, _), rating in zip(side, rated_side, strict=True)
        if user is not None
    }


def _entrant(
    seat: SeatLike, humans: Mapping[int, SeatLike], before: Mapping[int, Skill]
) -> tuple[int | None, PlackettLuceRating]:
    if seat.user_id is not None and humans.get(seat.user_id) is seat:
        skill = before[seat.user_id]
        return seat.user_id, MODEL.rating(mu=skill.mu, sigma=skill.sigma)
    return None, MODEL.rating()
