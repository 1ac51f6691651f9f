"""A light simulator of one Mexican Train round's play, for the strong player's rollouts.

The engine keeps every state immutable and tells the table what happened; that costs about
90 ms a round, too slow to play rounds out within a decision's 100 ms. This one keeps a round as
a few mutable lists of plain ints and tuples and plays the same rules (7, 8 and 9 of
docs/rules): must play if able, draw one and play it if it fits, markers, doubles that go on,
open doubles that block (oldest first, or newest with the reverse option) until covered or dead,
a double the next tile must cover (the cover option),
the end when someone goes out or nobody can ever play. A test plays random rounds in both and
checks they agree move for move.

Trains are numbered by owner seat, the Mexican Train after the last seat (``players``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: A tile as (high end, low end).
Tile = tuple[int, int]
#: A tile and the train it goes on.
Move = tuple[Tile, int]

#: Why a round ended.
OUT, BLOCKED = 1, 2


class SimRound:
    """One round in play, changed in place by :meth:`play`, :meth:`draw` and :meth:`pass_`.

    ``boneyard`` is drawn from its end; ``on_table`` counts per number the face-up tiles that
    carry it (the engine once), to tell when an open double can never be covered.
    """

    __slots__ = (
        "boneyard",
        "by_number",
        "cover",
        "double_blank",
        "ends",
        "hands",
        "marked",
        "on_table",
        "open_doubles",
        "over",
        "reverse",
        "seat",
        "top",
        "turn_doubles",
    )

    def __init__(
        self,
        *,
        top: int,
        engine: int,
        hands: Sequence[Iterable[Tile]],
        boneyard: Sequence[Tile],
        trains: Sequence[Sequence[Tile]],
        marked: Sequence[bool],
        open_doubles: Sequence[int],
        seat: int,
        turn_doubles: Sequence[int] = (),
        reverse: bool = False,
        double_blank: int = 50,
        cover: bool = False,
    ) -> None:
        """``trains``: per seat then the Mexican Train, the tiles laid from the hub;
        ``boneyard`` in drawing order (first drawn first)."""
        self.top = top
        self.reverse = reverse
        self.double_blank = double_blank
        self.cover = cover
        self.hands: list[list[Tile]] = []
        self.by_number: list[list[list[Tile]]] = []
        for hand in hands:
            self.hands.append([])
            self.by_number.append([[] for _ in range(top + 1)])
            self.give(len(self.hands) - 1, hand)
        self.boneyard = list(reversed(boneyard))
        self.marked = list(marked)
        self.open_doubles = list(open_doubles)
        self.turn_doubles = list(turn_doubles)
        self.seat = seat
        self.over = 0
        self.on_table = [0] * (top + 1)
        self.on_table[engine] = 1
        self.ends = []
        for tiles in trains:
            end = engine
            for high, low in tiles:
                end = low if end == high else high
                self._count(high, low)
            self.ends.append(end)

    def copy(self) -> SimRound:
        other = SimRound.__new__(SimRound)
        other.top, other.reverse, other.double_blank = self.top, self.reverse, self.double_blank
        other.cover = self.cover
        other.hands = [hand[:] for hand in self.hands]
        other.by_number = [[tiles[:] for tiles in numbers] for numbers in self.by_number]
        other.boneyard = self.boneyard[:]
        other.marked = self.marked[:]
        other.open_doubles = self.open_doubles[:]
        other.turn_doubles = self.turn_doubles[:]
        other.seat, other.over = self.seat, self.over
        other.on_table = self.on_table[:]
        other.ends = self.ends[:]
        return other

    @property
    def mexican(self) -> int:
        return len(self.hands)

    def give(self, seat: int, tiles: Iterable[Tile]) -> None:
        """Add ``tiles`` to ``seat``'s hand (dealing a world, drawing)."""
        hand, numbers = self.hands[seat], self.by_number[seat]
        for tile in tiles:
            hand.append(tile)
            numbers[tile[0]].append(tile)
            if tile[1] != tile[0]:
                numbers[tile[1]].append(tile)

    def _count(self, high: int, low: int) -> None:
        self.on_table[high] += 1
        if low != high:
            self.on_table[low] += 1

    def _first_open(self, owners: Sequence[int]) -> int:
        return owners[-1] if self.reverse else owners[0]

    def plays(self) -> list[Move]:
        """Every tile the player to move may lay now, and where (empty: draw or pass)."""
        ends, holding = self.ends, self.by_number[self.seat]
        if not self.turn_doubles and self.open_doubles:
            blocked = self._first_open(self.open_doubles)
            return [(t, blocked) for t in holding[ends[blocked]]]
        seat, marked = self.seat, self.marked
        by_end: dict[int, list[int]] = {ends[-1]: [len(marked)]}
        for owner, open_to_all in enumerate(marked):
            if open_to_all or owner == seat:
                by_end.setdefault(ends[owner], []).append(owner)
        closing = None
        if len(self.turn_doubles) >= (1 if self.cover else 2):
            pending = [o for o in self.turn_doubles if o in self.open_doubles]
            if pending:
                closing = self._first_open(pending)
        moves: list[Move] = []
        for end, owners in by_end.items():
            for tile in holding[end]:
                if closing is None or (tile[0] == tile[1] and not self.cover):
                    moves += [(tile, owner) for owner in owners]
        if closing is not None:
            moves += [(t, closing) for t in holding[ends[closing]] if t[0] != t[1]]
        return moves

    def play(self, move: Move) -> None:
        (high, low), owner = move
        seat = self.seat
        end = self.ends[owner]
        self.ends[owner] = low if end == high else high
        if owner == seat:
            self.marked[seat] = False
        if owner in self.open_doubles:
            self.open_doubles.remove(owner)
        if high == low:
            self.open_doubles.append(owner)
            self.turn_doubles.append(owner)
        hand, numbers = self.hands[seat], self.by_number[seat]
        hand.remove(move[0])
        numbers[high].remove(move[0])
        if low != high:
            numbers[low].remove(move[0])
        self._count(high, low)
        if self.open_doubles:
            limit, on_table, ends = self.top + 1, self.on_table, self.ends
            self.open_doubles = [o for o in self.open_doubles if on_table[ends[o]] < limit]
        if not hand:
            self.over = OUT
        elif high != low:
            self._end_turn()

    def draw(self) -> list[Move]:
        """Take the next tile; if it fits it must be played (the caller plays it next, from
        the moves returned); if not, the marker goes out and the turn ends (none returned)."""
        self.give(self.seat, (self.boneyard.pop(),))
        moves = self.plays()
        if not moves:
            self.pass_()
        return moves

    def pass_(self) -> None:
        self.marked[self.seat] = True
        self._end_turn()

    def _end_turn(self) -> None:
        self.turn_doubles.clear()
        self.seat = (self.seat + 1) % len(self.hands)
        if not self.boneyard and self._blocked():
            self.over = BLOCKED

    def _blocked(self) -> bool:
        """No tile can ever be played again: not even with every train marked."""
        if self.open_doubles:
            ends = {self.ends[self._first_open(self.open_doubles)]}
        else:
            ends = set(self.ends)
        return not any(numbers[end] for numbers in self.by_number for end in ends)

    def scores(self) -> list[int]:
        """Each seat's pips left in hand (0-0 counting ``double_blank``)."""
        blank = self.double_blank
        return [
            sum(blank if tile == (0, 0) else tile[0] + tile[1] for tile in hand)
            for hand in self.hands
        ]
