"""A hand control's custom id: within Discord's 100 characters at its longest, the digest of
the picks a confirming button was drawn with included, and read back as it was drawn."""

from __future__ import annotations

from typing import Any, cast

import pytest

from bot.render import limits
from bot.ui.components import MAX_KEY, GameButton, GameSelect, drawn_for
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


async def test_controls_drawn_for_a_hand_name_its_owner_once_made() -> None:
    """The presenter draws a hand inside ``drawn_for`` its reader: each control's id names
    them as made (it was made, then made again to sign it); outside, none is named, and a
    control read back from its id keeps the owner the id names."""
    with drawn_for(OWNER):
        drawn: list[Any] = [GameButton(TABLE, VERSION, "play"), GameSelect(TABLE, VERSION, "menu")]
        legacy = GameButton(TABLE, VERSION, "old", owner=5)
    unsigned: Any = GameButton(TABLE, VERSION, "play")
    for control in drawn:
        assert control.owner == OWNER and f":u{OWNER}:" in cast(str, control.item.custom_id)
    assert legacy.owner == 5 and unsigned.owner is None
    assert cast(str, unsigned.item.custom_id) == f"pl:b:{TABLE}:{VERSION}:play"
    match = GameButton.__discord_ui_compiled_template__.fullmatch(drawn[0].item.custom_id)
    assert match is not None
    with drawn_for(OWNER + 1):  # a click read while another hand is drawn keeps its own
        read = await GameButton.from_custom_id(cast(Any, None), drawn[0].item, match)
    assert read.owner == OWNER
