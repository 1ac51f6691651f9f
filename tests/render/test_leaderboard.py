"""How a finished game reads in /history and /stats: winners marked, a draw marking nobody."""

from __future__ import annotations

from bot.leaderboards import PastSeat
from bot.render.leaderboard import result_line
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
