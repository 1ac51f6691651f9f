"""A hand control's custom id: within Discord's 100 characters at its longest, the digest of
the picks a confirming button was drawn with included, and read back as it was drawn."""

from __future__ import annotations

from typing import Any, cast

import pytest

from bot.render import limits
from bot.ui.components import MAX_KEY, GameButton
from bot.ui.frontend import DIGEST_LENGTH, picks_digest

#: the longest table id, version and owner the ids accept (a Discord id has at most 20 digits)
TABLE, VERSION, OWNER = 10**18 - 1, 10**9 - 1, 2**64 - 1


def test_the_digest_is_short_stable_and_blind_to_the_order_of_the_picks() -> None:
    """Stable across processes and restarts (Python's ``hash`` of a string is not): the one
    worked out when the view was drawn is compared with one worked out after a restart."""
    assert picks_digest(["AS#0", "KS#0"]) == picks_digest(("KS#0", "AS#0")) == "5nstv"
    assert picks_digest([]) != picks_digest(["AS#0"]) != picks_digest(["AS#1"])
    assert all(len(picks_digest([str(n)])) == DIGEST_LENGTH for n in range(50))


@pytest.mark.parametrize("key", ["bury", "play", "confirm", "k" * MAX_KEY])
async def test_the_longest_confirming_ids_fit_and_read_back(key: str) -> None:
    shown = picks_digest(["AS#0", "AS#1", "BJ#0"])
    drawn = GameButton(TABLE, VERSION, key, owner=OWNER, shown=shown)
    custom_id = drawn.item.custom_id
    assert custom_id is not None and len(custom_id) <= limits.CUSTOM_ID
    match = GameButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    read = await GameButton.from_custom_id(cast(Any, None), drawn.item, match)
    assert (read.table_id, read.version, read.key, read.owner, read.shown) == (
        TABLE,
        VERSION,
        key,
        OWNER,
        shown,
    )


async def test_a_key_longer_than_the_room_left_is_cut_not_the_id_made_too_long() -> None:
    drawn = GameButton(TABLE, VERSION, "k" * 60, owner=OWNER, shown=picks_digest(()))
    custom_id = drawn.item.custom_id
    assert custom_id is not None and len(custom_id) == limits.CUSTOM_ID
