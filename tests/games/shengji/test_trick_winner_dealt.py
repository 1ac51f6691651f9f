"""Rules 10.4, 10.5 and 11 played through the engine: who wins a trick, from explicit deals.

``test_tricks.py`` checks most of these on ``trick_winner`` alone; here each seat is dealt
exactly the cards it plays (so every follow is the one the rules force), the trick is played
move by move, and the engine's ``TrickWon`` names the winner. A throw led here is judged by
the engine first, so only throws the other hands cannot beat are led.
"""

from __future__ import annotations

import pytest

from bot.games.shengji.events import ThrowFailed, TrickWon
from tests.games.shengji.helpers import play_trick, start

#: (rule, trump suit or None, plays of seats 0..3 in order, winner); hearts trump, rank 2
CASES = [
    ("higher-card-of-the-led-suit-wins-a-single-lead", "H", ("9S", "KS", "3S", "QS"), 1),
    ("discard-of-another-side-suit-never-wins", "H", ("3S", "AD", "4S", "5S"), 3),
    ("equal-plays-the-first-played-wins", "H", ("KS", "AS", "AS", "3S"), 1),
    ("tied-off-suit-rank-card-ruffs-the-earlier-stands", "H", ("3S", "2D", "2C", "4S"), 1),
    ("any-ruff-beats-every-card-of-the-led-side-suit", "H", ("AS", "3S", "3H", "KS"), 2),
    ("overruff-with-a-higher-trump", "H", ("AS", "4H", "3H", "5H"), 3),
    ("an-equal-trump-does-not-overruff", "H", ("AS", "4H", "4H", "3S"), 1),
    ("follower-without-the-pair-shape-ranks-below-the-leader", "H",
     ("5S 5S", "AS KS", "3S 4S", "6S 7S"), 0),
    ("a-higher-pair-of-the-led-suit-beats-the-led-pair", "H",
     ("5S 5S", "AS AS", "3S 4S", "6S 7S"), 1),
    ("a-tractor-is-compared-by-its-highest-pair", "H",
     ("5S 5S 6S 6S", "9S 9S TS TS", "3S 3S 4S 4S", "JS JS KS KS"), 1),
    ("two-separate-trump-pairs-do-not-ruff-a-tractor", "H",
     ("5S 5S 6S 6S", "5H 5H 8H 8H", "3S 4S 7S 8S", "7D 8D 9D TD"), 0),
    ("a-trump-tractor-ruffs-a-tractor", "H",
     ("5S 5S 6S 6S", "5H 5H 6H 6H", "3S 4S 7S 8S", "7D 8D 9D TD"), 1),
    ("a-trump-tractor-stands-in-for-two-pairs-ruffing-a-throw", "H",
     ("AS AS QS QS", "5H 5H 6H 6H", "3S 4S 7S 8S", "7D 8D 9D TD"), 1),
    ("two-trump-pairs-ruff-a-throw-of-two-pairs", "H",
     ("AS AS QS QS", "5H 5H 9H 9H", "3S 4S 7S 8S", "7D 8D 9D TD"), 1),
    ("a-ruff-of-a-throw-needs-its-components-in-trumps", "H",
     ("AS KS KS", "3H 4H 5H", "3S 4S 7S", "7D 8D 9D"), 0),
    ("overruff-of-a-throw-compares-the-top-pair-not-the-top-single", "H",
     ("AD KD KD", "AH 9H 9H", "3H QH QH", "3S 4S 5S"), 2),
    ("overruff-of-a-singles-throw-needs-a-higher-top-single", "H",
     ("AD KD", "3H 9H", "4H 8H", "3S 4S"), 1),
    ("overruff-of-a-singles-throw-with-a-higher-top-single", "H",
     ("AD KD", "3H 9H", "4H TH", "3S 4S"), 2),
    ("overruff-of-a-throw-with-a-tractor-compares-the-top-tractor", "H",
     ("AS AS KS KS 9S 9S", "3H 3H 4H 4H AH AH", "5H 5H 6H 6H 9H 9H", "3S 4S 5S 6S 7S 8S"), 2),
    ("a-higher-pair-outside-the-tractor-does-not-overruff", "H",
     ("AS AS KS KS 9S 9S", "5H 5H 6H 6H 9H 9H", "3H 3H 4H 4H AH AH", "3S 4S 5S 6S 7S 8S"), 1),
    ("overruff-of-a-tractor-and-single-throw-ignores-a-higher-single", "H",
     ("AS AS KS KS QS", "3H 3H 4H 4H BJ", "5H 5H 6H 6H 7H", "3S 4S 5S 6S 7S"), 2),
    ("a-follower-short-in-the-led-suit-cannot-ruff-with-its-fill", "H",
     ("5S 5S", "9S BJ", "6S 7S", "8S 3D"), 0),
    ("a-follower-short-in-a-thrown-suit-cannot-ruff-with-a-trump-pair", "H",
     ("AS KS KS", "QS 3H 3H", "3S 4S 5S", "3D 4D 5D"), 0),
    ("a-three-pair-trump-tractor-ruffs-a-throw-of-a-tractor-and-a-pair", "H",
     ("AS AS KS KS 9S 9S", "3H 3H 4H 4H 5H 5H", "3S 4S 5S 6S 7S 8S", "3D 4D 5D 6D 7D 8D"), 1),
    ("a-trump-mixed-with-a-side-card-is-a-discard-against-a-pair", "H",
     ("5S 5S", "BJ 3D", "6S 7S", "8D 9D"), 0),
    ("a-trump-mixed-with-a-side-card-is-a-discard-against-a-throw", "H",
     ("AS KS", "BJ 3D", "3H 4H", "5S 6S"), 2),
    ("a-valid-throw-is-not-beaten-by-tying-it-in-its-suit", "H",
     ("AS KS KS", "AS QS QS", "3S 4S 5S", "6S 7S 8S"), 0),
    ("trump-lead-a-joker-beats-rank-cards-and-plain-trumps", "H", ("AH", "2S", "BJ", "3H"), 2),
    ("trump-lead-an-off-suit-rank-pair-beats-a-plain-trump-pair", "H",
     ("KH KH", "2S 2S", "3H 4H", "5H 5H"), 1),
    ("no-trump-hand-rank-cards-of-any-suit-tie-and-the-first-wins", None,
     ("2S", "2H", "2D", "2C"), 0),
    ("no-trump-hand-a-small-joker-beats-the-rank-cards", None, ("2S", "2H", "SJ", "2C"), 2),
    ("no-trump-hand-a-rank-card-ruffs-a-side-suit-ace", None, ("AS", "3S", "2D", "4S"), 2),
]  # fmt: skip


@pytest.mark.parametrize(
    ("trump", "plays", "expected"),
    [pytest.param(trump, plays, won, id=rule) for rule, trump, plays, won in CASES],
)
def test_trick_winner_of_a_dealt_trick_played_through_the_engine(
    trump: str | None, plays: tuple[str, str, str, str], expected: int
) -> None:
    state = start(list(plays), trump=trump)
    _, events = play_trick(state, 0, *plays)
    assert not any(isinstance(e, ThrowFailed) for e in events)
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == expected
