"""How a finished game reads in /history and /stats: winners marked, a draw marking nobody,
and a rating's games and trend counted in words."""

from __future__ import annotations

from bot.leaderboards import GameRecord, PastSeat, Rating
from bot.render.leaderboard import record_text, result_line
from bot.render.limits import clip


def test_the_winning_side_is_marked_and_a_draw_marks_nobody() -> None:
    won = [PastSeat("alice", 0, 1, 5), PastSeat("bob", 1, 2, 3), PastSeat("carol", 0, 1, 5)]
    assert result_line(won) == "**alice & carol** 🏆 5 · bob 3"
    drawn = [PastSeat("alice", 0, 1, 4), PastSeat("bob", 1, 1, 4)]
    assert result_line(drawn) == "alice 4 · bob 4"
    assert "🏆" not in result_line(drawn, markdown=False)


def test_a_line_cut_inside_its_bold_part_still_closes_it() -> None:
    line = result_line([PastSeat(f"player{n}", n % 2, 1 + n % 2, 9) for n in range(12)])
    cut = clip(line, 40)
    assert len(cut) <= 40 and cut.endswith("**…") and cut.count("**") == 2
    assert clip("**ab** cd", 8) == "**ab**…" and clip("short", 40) == "short"


def rated(trend: tuple[float, ...]) -> str:
    """``/stats``' lines for someone with ``len(trend)`` rated games, all won."""
    games = len(trend)
    rating = Rating(trend[-1], games, games)
    return record_text(GameRecord("whist", games, games, rating, trend, trend[-1], None))


def test_a_rating_says_rated_games_and_a_trend_needs_two_of_them() -> None:
    """"from 1 rated" named nothing, and after one game the trend was that game's rating
    again beside a lone bar (``▁``) "over the last 1"."""
    one = rated((2.4,))
    assert "from 1 rated game" in one and "over the last" not in one and "▁" not in one
    three = rated((2.4, 3.1, 4.0))
    assert "from 3 rated games · ▲ 4.0 over the last 3 games `▁▄█`" in three
