"""Text for leaderboards, player records and game history (pure: no Discord, no database).

The ranking is a fixed-width table in a code block, so columns line up on every client and
nothing a player typed into their name can turn into markdown or a mention.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from bot.i18n import t
from bot.leaderboards import BoardPage, BoardRow, GameRatings, GameRecord, PastSeat, RecentGame
from bot.render.names import markdown_name as escape
from bot.render.names import plain_name, together
from bot.render.table_texts import pair_list

SPARKS = "▁▂▃▄▅▆▇█"


@dataclass(frozen=True, slots=True)
class Period:
    key: str
    days: int | None

    @property
    def label(self) -> str:
        """``all time``, ``the last 30 days``… in the language in force."""
        return t(f"board-period-{self.key}")


PERIODS = {p.key: p for p in (Period("all", None), Period("30d", 30), Period("7d", 7))}


def win_rate(wins: int, games: int) -> str:
    return f"{round(100 * wins / games)}%" if games else "—"


def rating_number(value: float) -> str:
    """A rating as every list of them shows it (the board, ``/stats``, a game's end)."""
    return f"{value:.1f}"


def rating_change(delta: float) -> str:
    """What one game did to a rating, as ``/stats`` lists a recent game and a game's end
    shows it: signed, so the two read alike side by side."""
    return f"{delta:+.1f}"


def ratings_line(ratings: GameRatings | None) -> str | None:
    """A finished game's last line: each rated person's new rating and the change, best
    placed first ("Ratings: alice 26.4 (+1.8) · bob 23.1 (-1.2)"); a short note when the
    update failed and comes later; None when the game moved no rating to show (or the
    update ended no game)."""
    if ratings is None:
        return None
    if ratings.failed:
        return t("board-end-ratings-later")
    if not ratings.moved:
        return None
    people = [
        t(
            "board-end-rating",
            name=escape(person.display_name),
            rating=rating_number(person.rating),
            change=rating_change(person.delta),
        )
        for person in ratings.moved
    ]
    return t("board-end-ratings", ratings=pair_list(people))


def signed(value: float) -> str:
    if round(value, 1) == 0:
        return "±0.0"
    return f"{'▲' if value > 0 else '▼'} {abs(value):.1f}"


def sparkline(values: Sequence[float]) -> str:
    """A tiny bar per value, scaled between the lowest and the highest."""
    if not values:
        return ""
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    return "".join(SPARKS[round((v - low) / span * (len(SPARKS) - 1))] for v in values)


def _board_line(row: BoardRow, mine: bool) -> str:
    record = t(
        "board-record-games", games=row.games, wins=row.wins, rate=win_rate(row.wins, row.games)
    )
    line = t(
        "board-row",
        rank=row.rank,
        name=escape(row.display_name),
        rating=rating_number(row.rating),
        record=record,
    )
    # ▸, not ▶: outside a code block Discord draws ▶ as an emoji button
    return f"▸ {line}" if mine else line


def board_table(page: BoardPage, viewer: int | None) -> str:
    """The page's rows, a line each, and the viewer's own row after them when it is on
    another page. Lines, not a table in a code block: its five columns were 47 characters
    wide, of which a phone's embed shows 31 (games, wins and win rate were off the screen)
    and a desktop's 46, and a wide (CJK) name or heading pushed its columns out of line."""
    lines = [_board_line(row, row.user_id == viewer) for row in page.rows]
    if page.me is not None and all(row.user_id != page.me.user_id for row in page.rows):
        lines += ["…", _board_line(page.me, True)]
    return "\n".join(lines)


def board_footer(page: BoardPage, period: Period) -> str:
    counted = (
        t("board-counted-all")
        if period.days is None
        else t("board-counted-period", period=period.label)
    )
    footer = t(
        "board-footer", page=page.page + 1, pages=page.pages, total=page.total, counted=counted
    )
    return footer + " · " + t("board-ai-counted" if page.ai_rated else "board-ai-uncounted")


def record_text(record: GameRecord) -> str:
    """One game's lines of ``/stats``."""
    lines = [
        t(
            "board-record-games",
            games=record.games,
            wins=record.wins,
            rate=win_rate(record.wins, record.games),
        )
    ]
    if record.rating is not None:
        rating = t(
            "board-record-rating",
            rating=rating_number(record.rating.value),
            games=record.rating.games,
        )
        if len(record.trend) > 1:  # one game's "trend" is its rating again, and one bar
            trend = t(
                "board-record-trend",
                delta=signed(record.trend_delta),
                count=len(record.trend),
                spark=sparkline(record.trend),
            )
            rating += f" · {trend}"
        lines.append(rating)
    else:
        lines.append(t("board-record-unrated"))
    if record.best_partner is not None:
        p = record.best_partner
        lines.append(
            t("board-best-partner", name=escape(p.display_name), wins=p.wins, games=p.games)
        )
    return "\n".join(lines)


def recent_text(
    recent: Iterable[RecentGame],
    title: Callable[[str], str],
    partnered: Callable[[str], bool],
) -> str:
    """A person's last games, one line each, with what each did to their rating.

    ``partnered`` says whether a game is played by two sides (the catalogue knows; the stored
    result does not): a side that did not win lost, where "placed 2nd" of two read oddly."""
    lines = []
    for game in recent:
        if game.won:
            outcome = t("board-won")
        elif game.placing == 1:  # first, with everyone else: a draw
            outcome = t("board-drawn")
        elif partnered(game.game):
            outcome = t("board-lost")
        else:
            outcome = t("board-placed", place=game.placing)
        rated = f"({rating_change(game.delta)})" if game.rated else t("board-unrated")
        lines.append(
            t(
                "board-recent-line",
                date=date(game.finished_at),
                game=title(game.game),
                outcome=outcome,
                rated=rated,
            )
        )
    return "\n".join(lines) or "—"


def date(at: datetime) -> str:
    """A date every reader sees in their own time zone (Discord timestamp markup)."""
    return f"<t:{int(at.timestamp())}:d>"


def sides(seats: Iterable[PastSeat], *, markdown: bool) -> list[tuple[list[str], int, int]]:
    """Each side's names, placing and score, best placing first."""
    grouped: dict[int, tuple[list[str], int, int]] = {}
    for seat in seats:
        names, _placing, _score = grouped.setdefault(seat.team, ([], seat.placing, seat.score))
        names.append(escape(seat.display_name) if markdown else plain_name(seat.display_name))
    return sorted(grouped.values(), key=lambda side: side[1])


def result_line(seats: Iterable[PastSeat], *, markdown: bool = True) -> str:
    """``alice & bob 🏆 10 · carol & dave 6``: sides, winners marked, with their scores (a
    draw, every side first, marks nobody)."""
    parts = []
    ranked = sides(seats, markdown=markdown)
    drawn = all(placing == 1 for _names, placing, _score in ranked)
    for names, placing, score in ranked:
        who = together(names)
        won = placing == 1 and not drawn
        if markdown and won:
            who = f"**{who}**"
        parts.append(f"{who}{' 🏆' if won else ''} {score}")
    return " · ".join(parts)
