"""Seat rules on tables built in memory (no database): votes, hosts, kicks and reclaiming."""

from __future__ import annotations

import pytest

from bot.errors import PlayerError
from bot.i18n import word
from bot.tables import seating
from bot.tables.snapshots import Person, TableStatus
from storage.models import GameTable, Seat

ALICE, BOB, CAROL, DAVE = (
    Person(n, name) for n, name in enumerate(["Alice", "Bob", "Carol", "Dave"], 1)
)


def table(*people: Person | None, host: int = 1, reclaim: bool = True) -> GameTable:
    """A table in play; None is an AI seat."""
    row = GameTable(id=1, host_id=host, status=TableStatus.PLAYING, allow_reclaim=reclaim)
    row.seats = [
        Seat(
            position=i,
            user_id=None if p is None else p.user_id,
            display_name="AI" if p is None else p.name,
            away=False,
            expiries=0,
            kicked=False,
        )
        for i, p in enumerate(people)
    ]
    return row


def test_with_two_humans_no_vote_can_hand_a_seat_to_the_ai() -> None:
    two = table(ALICE, BOB, None, None)
    assert seating.votes_needed(two, two.seats[0]) is None
    with pytest.raises(PlayerError, match="Too few other players"):
        seating.check_voter(two, two.seats[0], BOB)


def test_a_replace_vote_needs_a_majority_of_the_other_humans_and_never_one_vote() -> None:
    three = table(ALICE, BOB, CAROL, None)
    assert seating.votes_needed(three, three.seats[1]) == 2  # of Alice and Carol: both
    four = table(ALICE, BOB, CAROL, DAVE)
    assert seating.votes_needed(four, four.seats[1]) == 2  # of three others: two


def test_votes_from_people_no_longer_seated_stop_counting() -> None:
    row = table(ALICE, BOB, CAROL, DAVE)
    seating.hand_to_ai(row, row.seats[2])  # Carol's seat goes to the AI after her vote
    assert seating.counted_votes(row, row.seats[1], [CAROL.user_id, DAVE.user_id]) == 1


def test_a_host_whose_seat_goes_to_the_ai_passes_host_powers_to_the_next_human() -> None:
    row = table(ALICE, None, CAROL, DAVE)
    note = seating.hand_to_ai(row, row.seats[0])
    assert row.host_id == CAROL.user_id and "Carol is now the host" in word(note)
    assert not seating.is_host(row, ALICE)


def test_the_next_host_is_found_going_round_the_table() -> None:
    row = table(BOB, CAROL, None, ALICE, host=ALICE.user_id)
    seating.hand_to_ai(row, row.seats[3])
    assert row.host_id == BOB.user_id


def test_a_kicked_player_cannot_reclaim_but_one_replaced_for_absence_can() -> None:
    row = table(ALICE, BOB, CAROL, None)
    kicked = seating.hand_to_ai(row, row.seats[1], kicked=True)
    assert "reclaim" not in word(kicked)
    with pytest.raises(PlayerError, match="host took you off"):
        seating.reclaim_seat(row, BOB)
    seating.hand_to_ai(row, row.seats[2])
    assert seating.reclaim_seat(row, CAROL) is row.seats[2]


def test_nobody_votes_on_themselves_and_only_seated_players_vote() -> None:
    row = table(ALICE, BOB, CAROL, None)
    with pytest.raises(PlayerError, match="replace yourself"):
        seating.check_voter(row, row.seats[1], BOB)
    with pytest.raises(PlayerError, match="Only players at this table"):
        seating.check_voter(row, row.seats[1], DAVE)


def test_an_ai_seats_info_is_one_shared_value_a_persons_is_its_own() -> None:
    """AI seats repeat from table to table: live tables share their infos (issue #19)."""

    def seats() -> list[Seat]:
        return [
            Seat(position=0, user_id=None, display_name="AI Ada", ai_level="strong"),
            Seat(position=1, user_id=7, display_name="Sam"),
        ]

    first, second = seating.infos_of(seats()), seating.infos_of(seats())
    assert first == second
    assert first[0] is second[0]
    assert first[1] is not second[1]
