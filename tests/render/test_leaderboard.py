"""How a finished game reads in /history and /stats: winners marked, a draw marking nobody,
a rating's games and trend counted in words, and a board a phone shows whole."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.i18n import Language, use_language
from bot.leaderboards import BoardPage, BoardRow, GameRecord, PastSeat, Rating, RecentGame
from bot.render.leaderboard import board_table, recent_text, record_text, result_line
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


def test_a_partnership_game_lost_reads_lost_and_a_free_for_all_keeps_its_place() -> None:
    """/stats said "placed 2nd" of a Whist, Bid Whist or Shengji game lost: of two sides,
    second is lost. A partnership game now reads won, lost or drew; Mexican Train keeps its
    place (a game the bot no longer offers too: nothing says it had two sides)."""
    at = datetime(2026, 5, 1, tzinfo=UTC)
    recent = [
        RecentGame("bidwhist", at, False, 2, True, -1.5),
        RecentGame("shengji", at, False, 2, False, 0.0),
        RecentGame("whist", at, False, 1, True, 0.2),
        RecentGame("whist", at, True, 1, True, 1.0),
        RecentGame("mexican_train", at, False, 2, True, -0.4),
        RecentGame("gone", at, False, 3, True, -0.4),
    ]
    partnered = {"whist", "bidwhist", "shengji"}.__contains__
    outcomes = [line.split(": ", 1)[1] for line in recent_text(recent, str, partnered).splitlines()]
    assert outcomes == [
        "lost (-1.5)",
        "lost (unrated)",
        "drew (+0.2)",
        "won (+1.0)",
        "placed 2nd (-0.4)",
        "placed 3rd (-0.4)",
    ]
    with use_language(Language.CY):
        assert recent_text(recent[:1], str, partnered).endswith("bidwhist: colli (-1.5)")
