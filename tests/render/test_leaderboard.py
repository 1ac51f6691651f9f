"""How a finished game reads in /history and /stats: winners marked, a draw marking nobody,
a rating's games and trend counted in words, and a board a phone shows whole."""

from __future__ import annotations

from bot.i18n import Language, use_language
from bot.leaderboards import BoardPage, BoardRow, GameRecord, PastSeat, Rating
from bot.render.leaderboard import board_table, record_text, result_line
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
    """/stats said "from 1 rated", naming nothing, and after one game its trend was that
    game's rating again beside a lone bar (``▁``) "over the last 1"."""
    one = rated((2.4,))
    assert "from 1 rated game" in one and "over the last" not in one and "▁" not in one
    three = rated((2.4, 3.1, 4.0))
    assert "from 3 rated games · ▲ 4.0 over the last 3 games `▁▄█`" in three


def test_a_board_row_is_a_line_of_words_a_phone_shows_whole() -> None:
    """The board was a code block 47 characters wide: a phone showed 31 of them, so games,
    wins and win rate were off its screen, and a wide (CJK) name or heading pushed the
    columns out of line. Each row is now a line that wraps like any text."""
    rows = (BoardRow(1, 1, "陈静_*", 6.2, 2, 2), BoardRow(2, 2, "bob", -0.6, 3, 1))
    me = BoardRow(26, 3, "alice", 0.2, 1, 0)
    page = BoardPage(rows, 26, 0, 3, me, ai_rated=False)
    assert "```" not in board_table(page, 3)
    assert board_table(page, 3).splitlines() == [
        "**1.** 陈静\\_\\* — 6.2 · **2** games · **2** wins (100%)",
        "**2.** bob — -0.6 · **3** games · **1** win (33%)",
        "…",
        "▸ **26.** alice — 0.2 · **1** game · **0** wins (0%)",
    ]
    with use_language(Language.ZH_CN):
        assert board_table(page, 1).splitlines()[0] == (
            "▸ **1.** 陈静\\_\\* — 6.2 · **2** 局 · 胜 **2** 局（100%）"
        )
