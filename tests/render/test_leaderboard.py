"""How a finished game reads in /history and /stats: winners marked, a draw marking nobody."""

from __future__ import annotations

from bot.leaderboards import PastSeat
from bot.render.leaderboard import result_line


def test_the_winning_side_is_marked_and_a_draw_marks_nobody() -> None:
    won = [PastSeat("alice", 0, 1, 5), PastSeat("bob", 1, 2, 3), PastSeat("carol", 0, 1, 5)]
    assert result_line(won) == "**alice & carol** 🏆 5 · bob 3"
    drawn = [PastSeat("alice", 0, 1, 4), PastSeat("bob", 1, 1, 4)]
    assert result_line(drawn) == "alice 4 · bob 4"
    assert "🏆" not in result_line(drawn, markdown=False)
