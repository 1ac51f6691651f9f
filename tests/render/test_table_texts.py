"""What every game's table message says alike: whose turn it is, and each player's score."""

from __future__ import annotations

from bot.leaderboards import GameRatings
from bot.render import mexican_train, shengji, whist
from bot.render.leaderboard import ratings_line
from storage.ratings import ResultRating
from tests.games.mexican_train.helpers import deal
from tests.games.mexican_train.helpers import game as mexican_train_game
from tests.games.shengji.helpers import GAME as SHENGJI
from tests.games.shengji.helpers import start
from tests.games.whist.helpers import BID, CLASSIC, do
from tests.render.test_hand_embeds import downtown_deal
from tests.support.reading import as_read

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_every_game_names_the_player_it_waits_for_in_bold() -> None:
    """The audit found "Turn: **alice**" at Mexican Train but "Turn: alice" at Shengji and
    "Waiting for alice" at Whist: the name a player looks for first now stands out at all."""
    dominoes = deal(["6-1", "5-2", "4-3", "2-1"], options={"set": 6})
    assert "\nTurn: **Ann**\n" in mexican_train.table_text(
        mexican_train_game().view(dominoes, None), NAMES
    )
    cards = start(["AS 3C", "KS 3C", "3S 3C", "4S 3C"])
    assert shengji.table_text(SHENGJI.view(cards, None), NAMES).endswith("\nTurn: **Ann**")
    whist_table = CLASSIC.view(CLASSIC.new({}, 4, 8), None)
    assert whist_table.to_act is not None
    waited = NAMES[whist_table.to_act]
    assert f"\nWaiting for **{waited}** to play." in whist.table_text(whist_table, NAMES)


def test_mexican_train_scores_are_parted_as_every_game_parts_them() -> None:
    """Mexican Train said "Scores: a 0, b 5" where Whist says "a & c +3 · b & d −1"."""
    dominoes = deal(["6-1", "5-2", "4-3"], options={"set": 6})
    text = mexican_train.table_text(mexican_train_game().view(dominoes, None), NAMES[:3])
    assert as_read(text).endswith("\nScores: Ann 0 · Bo 0 · Cy 0")
    whist_table = whist.table_text(CLASSIC.view(CLASSIC.new({}, 4, 8), None), NAMES)
    assert "Score: Ann & Cy 0 · Bo & Di 0" in as_read(whist_table)


def test_a_line_of_names_and_numbers_wraps_only_between_two_pairs() -> None:
    """A phone wrapped "Scores: alice 0 · AI" above "Grace 0": the names of a pair (AI
    Grace, a side of two) and its number now hold together, the line parting between pairs."""
    spaced = ["alice", "AI Grace", "AI Ada", "bob"]
    dominoes = deal(["6-1", "5-2", "4-3"], options={"set": 6})
    board = mexican_train.table_text(mexican_train_game().view(dominoes, None), spaced[:3])
    table = whist.table_text(BID.view(do(BID, downtown_deal(), "2H")[0], None), spaced)
    people = (ResultRating(1, "AI Grace", 26.4, 1.8), ResultRating(2, "bob", 23.1, -1.2))
    ratings = ratings_line(GameRatings(moved=people)) or ""
    lines = [
        (board, "Scores: ", ["alice 0", "AI Grace 0", "AI Ada 0"]),
        (table, "Score: ", ["alice & AI Ada 0", "AI Grace & bob 0"]),
        (table, "Books: ", ["alice & AI Ada 0", "AI Grace & bob 1"]),
        (table, "Cards in hand: ", ["alice 12", "AI Grace 11", "AI Ada 11", "bob 12"]),
        (ratings, "Ratings: ", ["AI Grace 26.4 (+1.8)", "bob 23.1 (-1.2)"]),
    ]
    for text, heading, read in lines:
        said = heading + " · ".join(read)
        found = [line for line in text.splitlines() if as_read(line).startswith(said)]
        assert found, (said, text)
        line = found[0]
        pairs = line[len(heading) : len(said)].split(" · ")
        assert len(pairs) == len(read) and not any(" " in pair for pair in pairs), line
