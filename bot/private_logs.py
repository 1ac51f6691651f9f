"""Logs carry ids and kinds, never contents: no hand, DM or message body reaches a log.

discord.py logs whole request and gateway bodies at DEBUG (a hand sent by DM among them), and
aiosqlite each statement with its parameters (a table's state), so the loggers that do get a
filter that keeps each record's shape and its short plain values (method, route, status,
shard, event name) and replaces every body with its size. The database engine hides its
parameters itself (``hide_parameters`` in ``storage.db``).
"""

from __future__ import annotations

import logging
import re

#: loggers that put payloads into their records (aiosqlite: each statement with its rows)
PAYLOAD_LOGGERS = (
    "discord.http",
    "discord.gateway",
    "discord.webhook.async_",
    "discord.state",
    "aiosqlite",
)
_PLAIN = re.compile(r"[\w./:?=&%-]{0,200}")


class WithoutContents(logging.Filter):
    """Replaces every argument that could hold a body (anything but a short word, a number,
    a URL or a route) with a note of its size; the record itself is kept."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(_plain(arg) for arg in record.args)
        elif record.args:
            record.args = (_plain(record.args),)
            record.msg = "%s"
        return True


def _plain(value: object) -> object:
    if value is None or isinstance(value, int | float):
        return value
    text = str(value)
    if _PLAIN.fullmatch(text):
        return value
    return f"<{type(value).__name__} of {len(text)} characters, not logged>"


def keep_contents_out_of_logs() -> None:
    """Install the filter on every logger that logs payloads (once, however often called)."""
    for name in PAYLOAD_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, WithoutContents) for f in logger.filters):
            logger.addFilter(WithoutContents())
