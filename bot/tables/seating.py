"""Who may sit, vote, host and kick: the seat rules, pure over a table's rows.

Nothing here reads or writes the database or the clock, so every rule is tested on tables
built in memory; the service loads the rows, calls these, and stores what they changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from bot.ai.levels import Level
from bot.errors import PlayerError
from bot.games.base import GameResult
from bot.games.evolve import evolve
from bot.games.memo import interned
from bot.msg import Msg, msg, name_seats
from bot.tables.snapshots import Person, SeatInfo, TableStatus, anyone_playing
from storage.models import GameTable, Seat

AI_NAMES = (
    "Ada",
    "Blaise",
    "Grace",
    "Alan",
    "Edsger",
    "Barbara",
    "Donald",
    "Frances",
    "Claude",
    "Hedy",
    "Kurt",
    "Radia",
)
MAX_NAME = 64
#: a replace vote never passes by one person's vote alone
MIN_VOTES = 2


def clean_name(name: str) -> str:
    return (" ".join(name.split()) or "Player")[:MAX_NAME]


def ai_name(table: GameTable) -> str:
    taken = {s.display_name for s in table.seats}
    return next((f"AI {n}" for n in AI_NAMES if f"AI {n}" not in taken), "AI")


def seat_of(table: GameTable, user_id: int) -> Seat | None:
    return next((s for s in table.seats if s.user_id == user_id), None)


def own_seat(table: GameTable, user_id: int) -> Seat:
    """The seat of a person acting on their own place (moving, leaving); refused if none."""
    seat = seat_of(table, user_id)
    if seat is None:
        raise PlayerError("table-not-seated")
    return seat


def seat_at(table: GameTable, position: int, most: int | None = None) -> Seat:
    """The seat at ``position``. Given the game's ``most`` seats, a number past the table's
    seats (the lobby's seats to fill, or those dealt in) is told apart from an empty seat."""
    if most is not None:
        seats = most if table.status is TableStatus.OPEN else len(table.seats)
        if not 0 <= position < seats:
            raise PlayerError("table-no-such-seat", seats=seats)
    seat = next((s for s in table.seats if s.position == position), None)
    if seat is None:
        raise PlayerError("table-seat-empty", seat=position + 1)
    return seat


def free_position(table: GameTable, preferred: int | None = None) -> int:
    """``preferred`` when no one sits there (a rematch's rotated seat), else the lowest free."""
    taken = {s.position for s in table.seats}
    if preferred is not None and preferred not in taken:
        return preferred
    return next(i for i in range(len(taken) + 1) if i not in taken)


def asked_seat(table: GameTable, position: int, most: int) -> Seat | None:
    """What sits in seat ``position``, asked for by number by a person: nothing, or an AI,
    which has no say in where it sits; refused when the table lacks that seat or a person
    holds it."""
    if not 0 <= position < most:
        raise PlayerError("table-no-such-seat", seats=most)
    there = next((s for s in table.seats if s.position == position), None)
    if there is not None and not there.is_ai:
        raise PlayerError("table-seat-taken", seat=position + 1, name=there.display_name)
    return there


def move_seat(table: GameTable, seat: Seat, position: int, most: int) -> None:
    """``seat``'s player moves to ``position`` before the game starts (to sit opposite a
    partner): a free seat, or an AI's, which takes theirs; never another person's."""
    if seat.position == position:
        raise PlayerError("table-already-in-seat", seat=position + 1)
    _trade(seat, asked_seat(table, position, most), position)


def swap_seats(table: GameTable, first: int, second: int, most: int, by: str) -> Msg:
    """The host arranges the lobby: what sits in seats ``first`` and ``second`` (two people,
    a person and an AI, or one of them and an empty seat) trade places; ``by`` is the host's
    name for the table's note."""
    if not (0 <= first < most and 0 <= second < most):
        raise PlayerError("table-no-such-seat", seats=most)
    if first == second:
        raise PlayerError("table-swap-same-seat", seat=first + 1)
    one, other = (next((s for s in table.seats if s.position == p), None) for p in (first, second))
    if other is None:
        if one is None:
            raise PlayerError("table-swap-both-empty", first=first + 1, second=second + 1)
        return _moved(one, second, by)
    if one is None:
        return _moved(other, first, by)
    note = msg(
        "table-swapped",
        by=by,
        first=first + 1,
        second=second + 1,
        one=one.display_name,
        other=other.display_name,
    )
    _trade(one, other, second)
    return note


def _moved(seat: Seat, position: int, by: str) -> Msg:
    """The host moves ``seat``'s occupant to the empty seat ``position``."""
    name, source = seat.display_name, seat.position + 1
    _trade(seat, None, position)
    return msg("table-swap-moved", by=by, name=name, source=source, seat=position + 1)


def _trade(seat: Seat, there: Seat | None, position: int) -> None:
    """``seat``'s occupant goes to seat ``position``: an empty one (``there`` is None), else
    it trades places with what sits ``there``."""
    if there is None:
        seat.position = position
        return
    for key in _SWAPPED:  # rows keyed by position: trade what sits there, not the keys
        mine, theirs = getattr(seat, key), getattr(there, key)
        setattr(seat, key, theirs)
        setattr(there, key, mine)


#: a lobby seat's columns but its keys: who sits there, and everything that goes with them
_SWAPPED = tuple(
    column.key
    for column in Seat.__table__.columns
    if not column.primary_key and column.key != "table_id"
)


class StoredTable(Protocol):
    """A table row a snapshot is made from: a ``GameTable``, or a table read's row
    (``read_table``: no ORM object, its seats in rows of their own). These are the columns
    read by name here; the snapshot copies the others of the same names
    (``from_attributes``)."""

    @property
    def game(self) -> str: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def status(self) -> TableStatus: ...
    @property
    def version(self) -> int: ...
    @property
    def state(self) -> dict[str, Any] | None: ...
    @property
    def language(self) -> str | None: ...
    @property
    def reminded_version(self) -> int | None: ...


class StoredSeat(Protocol):
    """What a snapshot shows of a seat: a ``Seat``, or a row of a table read (``read_table``)."""

    @property
    def position(self) -> int: ...
    @property
    def user_id(self) -> int | None: ...
    @property
    def display_name(self) -> str: ...
    @property
    def away(self) -> bool: ...
    @property
    def replaced_user_id(self) -> int | None: ...
    @property
    def expiries(self) -> int: ...
    @property
    def ai_level(self) -> str | None: ...
    @property
    def kicked(self) -> bool: ...


def seat_infos(table: GameTable) -> tuple[SeatInfo, ...]:
    return infos_of(sorted(table.seats, key=lambda s: s.position))


def infos_of(seats: Iterable[StoredSeat]) -> tuple[SeatInfo, ...]:
    """``seats``, in position order, as a snapshot shows them. An AI seat's is the one shared
    value equal to it: AI seats repeat from table to table (their names, places and levels),
    so live tables hold a few of them between them, not one each (issue #19)."""
    infos = (
        SeatInfo(
            s.position,
            s.user_id,
            s.display_name,
            s.away,
            s.replaced_user_id,
            s.expiries,
            Level(s.ai_level or Level.NORMAL),
            s.kicked,
        )
        for s in seats
    )
    return tuple(interned(info) if info.user_id is None else info for info in infos)


def is_member_or_host(table: GameTable, person: Person) -> bool:
    return (
        person.user_id == table.host_id
        or person.can_manage
        or seat_of(table, person.user_id) is not None
    )


def is_host(table: GameTable, person: Person) -> bool:
    """The host, or someone who manages the server, has the host's powers."""
    return person.user_id == table.host_id or person.can_manage


def require_host(table: GameTable, person: Person, refusal: str) -> None:
    """``refusal``: the catalog id saying what only the host may do."""
    if not is_host(table, person):
        raise PlayerError(refusal)


def require_open(table: GameTable) -> None:
    if table.status is not TableStatus.OPEN:
        raise PlayerError(
            "table-already-started" if table.status is TableStatus.PLAYING else "table-ended"
        )


def require_playing(table: GameTable) -> None:
    if table.status is not TableStatus.PLAYING:
        raise PlayerError(not_playing(table.status))


def not_playing(status: TableStatus) -> str:
    """The refusal's catalog id for a move at a table that is not in play."""
    if status is TableStatus.OPEN:
        return "table-not-started"
    if status is TableStatus.FINISHED:
        return "table-game-over"
    return "table-closed"


def humans(table: GameTable) -> list[Seat]:
    return [s for s in sorted(table.seats, key=lambda s: s.position) if s.user_id is not None]


def hand_to_ai(table: GameTable, seat: Seat, *, kicked: bool = False, by: int | None = None) -> Msg:
    """The AI takes ``seat``; a host who loses their seat passes host powers on.

    A seat the host kicked cannot be reclaimed; one handed over for absence can (if the
    table allows it). ``by``: the host or manager who took it; from someone else who was
    playing, the version is kept (``answering``).
    """
    if seat.user_id is None:
        raise PlayerError("table-seat-is-ai", seat=seat.position + 1)
    playing = by is not None and by != seat.user_id and not absent(seat)
    seat.taken_at = table.version if playing else None
    old = seat.display_name
    seat.replaced_user_id, seat.user_id = seat.user_id, None
    seat.replaced_name = old
    seat.display_name = ai_name(table)
    seat.ai_level = None
    seat.away, seat.expiries, seat.kicked = False, 0, kicked
    reclaim = "yes" if table.allow_reclaim and not kicked else "no"
    note = msg("table-seat-to-ai", name=old, ai=seat.display_name, reclaim=reclaim)
    if seat.replaced_user_id == table.host_id:
        heir = next_host(table, seat.position)
        if heir is not None:
            table.host_id = heir.user_id  # type: ignore[assignment]
            note = msg(
                "table-sentences", first=note, second=msg("table-new-host", host=heir.display_name)
            )
    if not anyone_playing(table.seats):
        note = msg("table-sentences", first=note, second=msg("table-nobody-playing"))
    return note


def answering(seat: Seat, ai_played_most: bool = False) -> tuple[int | None, str]:
    """Who a finished game's result names for ``seat``, and by what name: its person, or the
    person an AI replaced there (handed over or kicked), whose game it stays: else handing a
    losing seat to the AI would take the loss off the board, and a kick would take a win
    away. A seat the AI held from the start (or took over before names were kept) is
    nobody's; so is one the host took from a player who was playing (``taken_at``) when the
    AI then played most of its moves (``ai_played_most``): a host could hand a stranger
    the AI's loss, or farm wins against seats the AI played."""
    handed = seat.user_id is None and seat.replaced_user_id is not None
    if handed and seat.replaced_name and not ai_played_most:
        return seat.replaced_user_id, seat.replaced_name
    return seat.user_id, seat.display_name


def named_result(result: GameResult, answers: Mapping[int, tuple[int | None, str]]) -> GameResult:
    """``result`` with its summary naming each seat by the name the record keeps for it
    (``answers``, from :func:`answering`, by position): "Ana & Cy win", as players know each
    other, and the same names ``/history`` lists beside it."""
    names = [answers[position][1] for position in sorted(answers)]
    return evolve(result, summary=name_seats(result.summary, names))


def absent(seat: Seat) -> bool:
    """Whether the seat's player let a turn run out since they last moved, or is away."""
    return bool(seat.away or seat.expiries)


def answered_by(table: GameTable, user_id: int) -> Seat | None:
    """The seat whose result names ``user_id``: theirs, or the one the AI took from them."""
    return next((s for s in table.seats if answering(s)[0] == user_id), None)


def giving_up(
    table: GameTable, user_id: int, partners: Sequence[Sequence[int]] | None
) -> Seat | None:
    """The seat whose side gives the game up when ``user_id`` closes the table during play:
    theirs, if someone on another side is still at the table (a person there to be wronged;
    against seats the AI plays, closing it takes nothing from anyone present)."""
    seat = answered_by(table, user_id)
    if seat is None:
        return None
    side = next((team for team in partners or () if seat.position in team), (seat.position,))
    # a person still there, or one the host took out while they played (else kicking every
    # opponent and then closing would dodge the loss)
    there = [s for s in table.seats if s.user_id is not None or s.taken_at is not None]
    facing = any(s.position not in side for s in there)
    return seat if facing else None


def next_host(table: GameTable, after: int) -> Seat | None:
    """The first seated human after position ``after``, going round the table."""
    seated = humans(table)
    later = [s for s in seated if s.position > after]
    return next(iter(later or seated), None)


def votes_needed(table: GameTable, seat: Seat) -> int | None:
    """Votes that hand ``seat`` to the AI: a majority of the other humans still seated, and
    never fewer than two; None when too few others are seated for any vote to pass."""
    others = [s for s in humans(table) if s is not seat]
    if len(others) < MIN_VOTES:
        return None
    return max(MIN_VOTES, len(others) // 2 + 1)


def counted_votes(table: GameTable, seat: Seat, voters: Iterable[int]) -> int:
    """Votes still counting: only those of humans seated now, other than the seat's player."""
    seated = {s.user_id for s in humans(table) if s is not seat}
    return len(seated & set(voters))


def check_voter(table: GameTable, seat: Seat, person: Person) -> None:
    voter = seat_of(table, person.user_id)
    if voter is None:
        raise PlayerError("table-vote-not-seated")
    if voter is seat:
        raise PlayerError("table-vote-self")
    if votes_needed(table, seat) is None:
        raise PlayerError("table-vote-too-few", name=seat.display_name)


def reclaim_seat(table: GameTable, person: Person) -> Seat:
    """The seat the AI took from ``person`` for absence, which they may take back now."""
    seat = next((s for s in table.seats if s.replaced_user_id == person.user_id), None)
    if seat is None:
        raise PlayerError("table-reclaim-none")
    if not table.allow_reclaim:
        raise PlayerError("table-reclaim-off")
    if seat.kicked:
        raise PlayerError("table-reclaim-kicked")
    if seat_of(table, person.user_id) is not None:
        raise PlayerError("table-reclaim-seated")
    return seat


def take_back(table: GameTable, person: Person) -> Msg:
    """``person`` sits again in the seat the AI took from them (``reclaim_seat``'s refusals)."""
    seat = reclaim_seat(table, person)
    seat.user_id, seat.replaced_user_id, seat.replaced_name = person.user_id, None, None
    seat.taken_at = None
    seat.display_name = clean_name(person.name)
    seat.away, seat.expiries = False, 0
    return msg("table-reclaimed", name=seat.display_name, seat=seat.position + 1)


def welcome_back(table: GameTable, seat: int) -> Msg | None:
    """A player who had been away (or let turns run out) plays again: the count starts over."""
    acting = seat_at(table, seat)
    was_away = acting.away
    acting.away, acting.expiries = False, 0
    return msg("table-back", name=acting.display_name) if was_away else None
