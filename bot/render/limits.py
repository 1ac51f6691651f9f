"""Discord's limits on what one message may carry, declared once.

Discord refuses a message that passes any of them, so renderers cut their text and menus to
these numbers, and the frontends, replies and controls cut what they send.
"""

from __future__ import annotations

#: a message's text
CONTENT = 2000
#: an embed's description, and the value of one of its fields
DESCRIPTION = 4096
FIELD = 1024
#: options in one select menu, and autocomplete choices offered at once
SELECT_OPTIONS = 25
CHOICES = 25
#: a select option's or a command choice's label and value, a button's label, and a select's
#: placeholder
OPTION_LABEL = 100
BUTTON_LABEL = 80
PLACEHOLDER = 150
#: a button's or a select's custom id
CUSTOM_ID = 100
#: buttons in one row, and rows of controls in one message
ROW_BUTTONS = 5
ROWS = 5


def clip(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters, ending "…" when cut, a bold part cut short
    still closed (an open ``**`` would make the rest of the message bold)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 3].rstrip("*")
    return cut + ("**" if cut.count("**") % 2 else "") + "…"
