"""The pure rating maths: what goes into openskill and what comes out, without a database."""

from __future__ import annotations

from datetime import UTC, datetime

from openskill.models import PlackettLuce

from bot.ratings import NEW_PLAYER, Finished, Skill, rate
from storage.ratings import StoredSeat

AT = datetime(2026, 1, 1, tzinfo=UTC)


def finished(*seats: tuple[int | None, int, int]) -> Finished:
    """A result from ``(user, team, placing)`` seats."""
    return Finished(
        1,
        100,
        "whist",
        AT,
        tuple(StoredSeat(1, AT, user, f"P{user}", team, place) for user, team, place in seats),
    )


def test_a_new_player_is_shown_three_sigmas_below_the_mean() -> None:
    model = PlackettLuce()
    assert Skill(model.mu, model.sigma) == NEW_PLAYER
    assert NEW_PLAYER.conservative == model.mu - 3 * model.sigma


def test_an_ai_seat_plays_as_a_new_player_and_gets_no_outcome() -> None:
    outcomes = rate(finished((1, 0, 1), (None, 0, 1), (2, 1, 2), (3, 1, 2)), {}, True)
    model = PlackettLuce()
    teams = [[model.rating() for _ in range(2)] for _ in range(2)]
    (a, _ai), (b, c) = model.rate(teams, ranks=[1, 2])
    assert [(o.user_id, o.after) for o in outcomes] == [
        (1, Skill(a.mu, a.sigma)),
        (2, Skill(b.mu, b.sigma)),
        (3, Skill(c.mu, c.sigma)),
    ]
    assert [o.won for o in outcomes] == [True, False, False]


def test_an_unrated_result_leaves_every_rating_as_it_was() -> None:
    known = {1: Skill(30.0, 5.0)}
    outcomes = rate(finished((1, 0, 1), (2, 1, 2)), known, False)
    assert [(o.before, o.after, o.delta) for o in outcomes] == [
        (known[1], known[1], 0.0),
        (NEW_PLAYER, NEW_PLAYER, 0.0),
    ]


def test_a_person_in_two_seats_counts_once_by_their_first_seat() -> None:
    outcomes = rate(finished((1, 0, 2), (1, 1, 1), (2, 1, 1)), {}, True)
    assert [(o.user_id, o.team, o.placing) for o in outcomes] == [(1, 0, 2), (2, 1, 1)]
    assert outcomes[0].delta < 0 < outcomes[1].delta


def test_a_game_with_one_side_moves_nothing() -> None:
    outcomes = rate(finished((1, 0, 1), (2, 0, 1)), {}, True)
    assert all(o.after == o.before == NEW_PLAYER for o in outcomes)


def test_games_with_ai_seats_are_rated_only_when_the_server_asks() -> None:
    with_ai = finished((1, 0, 1), (None, 1, 2))
    assert not with_ai.rated_by_policy(rate_ai=False) and with_ai.rated_by_policy(rate_ai=True)
    assert finished((1, 0, 1), (2, 1, 2)).rated_by_policy(rate_ai=False)


def test_a_tie_for_first_among_four_ranks_both_winners_above_the_third() -> None:
    """Mexican Train gives equal totals one place: the two first are rated alike and above
    the third, as each order of the tie would (openskill 6.2 alone put the third on top)."""
    outcomes = rate(finished((1, 0, 1), (2, 1, 1), (3, 2, 3), (4, 3, 4)), {}, True)
    first, second, third, fourth = (o.after for o in outcomes)
    assert first == second
    assert first.conservative > third.conservative > fourth.conservative
    assert first.mu > third.mu > fourth.mu
    assert [o.won for o in outcomes] == [True, True, False, False]


def test_a_drawn_game_is_won_by_nobody() -> None:
    """A Whist match that ends level at its deal limit places both sides first."""
    outcomes = rate(finished((1, 0, 1), (2, 1, 1), (3, 0, 1), (4, 1, 1)), {}, True)
    assert [o.won for o in outcomes] == [False] * 4
    model = PlackettLuce()
    teams = [[model.rating() for _ in range(2)] for _ in range(2)]
    (a, _b), _ = model.rate(teams, ranks=[1, 1])
    assert outcomes[0].after == Skill(a.mu, a.sigma)  # a two-side draw is openskill's own
