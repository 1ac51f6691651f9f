"""Numbers as players type them: ASCII digits only, and few of them.

``str.isdigit`` accepts characters ``int`` refuses (``²``) and digits of other scripts, and
``int`` refuses strings of more than 4,300 digits, so player text is never checked with one
and read with the other: it is read here, and anything else is simply not a number.
"""

from __future__ import annotations

MAX_DIGITS = 9


def read_number(text: str, *, digits: int = MAX_DIGITS) -> int | None:
    """The number ``text`` spells in at most ``digits`` ASCII digits, else None."""
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None
