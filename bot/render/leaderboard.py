"""Text for leaderboards, player records and game history (pure: no Discord, no database).

The ranking is a fixed-width table in a code block, so columns line up on every client and
nothing a player typed into their name can turn into markdown or a mention.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from bot.leaderboards import BoardPage, BoardRow, GameRecord, PastSeat, RecentGame
from bot.render.names import markdown_name as escape

NAME_WIDTH = 18
SPARKS = "▁▂▃▄▅▆▇█"


@dataclass(frozen=True, slots=True)
class Period:
    key: str
    label: str
    days: int | None


PERIODS = {
    p.key: p
    for p in (
        Period("all", "all time", None),
        Period("30d", "the last 30 days", 30),
        Period("7d", "the last 7 days", 7),
    )
}


def win_rate(wins: int, games: int) -> str:
    return f"{round(100 * wins / games)}%" if games else "—"


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


def plain(name: str, width: int = NAME_WIDTH) -> str:
    """A name made safe for a code block and cut to ``width`` characters."""
    cleaned = name.replace("`", "'").replace("\n", " ")
    return cleaned if len(cleaned) <= width else cleaned[: width - 1] + "…"


def _board_line(row: BoardRow, mine: bool) -> str:
    marker = "▶" if mine else " "
    return (
        f"{marker}{row.rank:>3}  {plain(row.display_name):<{NAME_WIDTH}} {row.rating:>6.1f} "
        f"{row.games:>5} {row.wins:>4} {win_rate(row.wins, row.games):>4}"
    )


def board_table(page: BoardPage, viewer: int | None) -> str:
    """The page's rows, and the viewer's own row after them when it is on another page."""
    header = (
        f" {'#':>3}  {'Player':<{NAME_WIDTH}} {'Rating':>6} {'Games':>5} {'Wins':>4} {'Win%':>4}"
    )
    lines = [header, *(_board_line(row, row.user_id == viewer) for row in page.rows)]
    if page.me is not None and all(row.user_id != page.me.user_id for row in page.rows):
        lines += ["   …", _board_line(page.me, True)]
    return "```\n" + "\n".join(lines) + "\n```"


def board_footer(page: BoardPage, period: Period) -> str:
    counted = "all rated games" if period.days is None else f"rated games in {period.label}"
    return (
        f"Page {page.page + 1} of {page.pages} · {page.total} ranked · Rating = μ − 3σ "
        f"(rises as you play and win) · Games and wins: {counted}"
    )


def record_text(record: GameRecord) -> str:
    """One game's lines of ``/stats``."""
    lines = [
        f"**{record.games}** games · **{record.wins}** wins ({win_rate(record.wins, record.games)})"
    ]
    if record.rating is not None:
        rating = f"Rating **{record.rating.value:.1f}** from {record.rating.games} rated"
        if record.trend:
            rating += (
                f" · {signed(record.trend_delta)} over the last {len(record.trend)} "
                f"`{sparkline(record.trend)}`"
            )
        lines.append(rating)
    else:
        lines.append("Not rated yet (only games with AI players so far).")
    if record.best_partner is not None:
        p = record.best_partner
        lines.append(f"Best partner: {escape(p.display_name)} — {p.wins} won of {p.games} together")
    return "\n".join(lines)


def recent_text(recent: Iterable[RecentGame], title: Callable[[str], str]) -> str:
    """A person's last games, one line each, with what each did to their rating."""
    lines = []
    for game in recent:
        outcome = "won" if game.won else f"placed {ordinal(game.placing)}"
        rated = f" ({game.delta:+.1f})" if game.rated else " (unrated)"
        lines.append(f"{date(game.finished_at)} {title(game.game)}: {outcome}{rated}")
    return "\n".join(lines) or "—"


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def date(at: datetime) -> str:
    """A date every reader sees in their own time zone (Discord timestamp markup)."""
    return f"<t:{int(at.timestamp())}:d>"


def sides(seats: Iterable[PastSeat], *, markdown: bool) -> list[tuple[list[str], int, int]]:
    """Each side's names, placing and score, best placing first."""
    grouped: dict[int, tuple[list[str], int, int]] = {}
    for seat in seats:
        names, _placing, _score = grouped.setdefault(seat.team, ([], seat.placing, seat.score))
        names.append(escape(seat.display_name) if markdown else seat.display_name)
    return sorted(grouped.values(), key=lambda side: side[1])


def result_line(seats: Iterable[PastSeat], *, markdown: bool = True) -> str:
    """``alice & bob 🏆 10 · carol & dave 6``: sides, winners marked, with their scores."""
    parts = []
    for names, placing, score in sides(seats, markdown=markdown):
        who = " & ".join(names)
        if markdown and placing == 1:
            who = f"**{who}**"
        parts.append(f"{who}{' 🏆' if placing == 1 else ''} {score}")
    return " · ".join(parts)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
