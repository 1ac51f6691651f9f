"""What the random-press tests share: pressing a control with random choices, and reading
every answer and public message for the apology that stands for a bug."""

from __future__ import annotations

import random
from typing import Any

import discord
import simcord

from bot.i18n import t
from tests.cogs.support import components, public_text

Actor = simcord.MemberActor | simcord.UserHandle


def live_controls(message: discord.Message) -> list[dict[str, Any]]:
    """The buttons and menus of ``message`` that can be used now."""
    return [c for c in components(message) if not c.get("disabled") and "custom_id" in c]


async def operate(
    rng: random.Random,
    actor: Actor,
    message: discord.Message,
    control: dict[str, Any],
    picks: list[str] | None = None,
) -> simcord.InteractionResult:
    """Press a button, or choose ``picks`` in a menu (random ones, as many as it allows)."""
    if "options" not in control:
        return await actor.click(message, custom_id=control["custom_id"])
    if picks is None:
        options = [o["value"] for o in control["options"]]
        least = control.get("min_values", 1)
        most = min(control.get("max_values", 1), len(options))
        picks = rng.sample(options, rng.randint(least, most))
    return await actor.select(message, picks, custom_id=control["custom_id"])


def check_answer(result: simcord.InteractionResult, *, private: bool = False) -> None:
    """Answered, without the apology; ``private``: every answer only the asker sees."""
    assert result.acknowledged
    answers = [a for a in (result.response, *result.followups) if a is not None]
    for answer in answers:
        assert t("apology") not in answer.content, answer.content
    if private:
        assert all(a.message.flags.ephemeral for a in answers), [a.content for a in answers]


def apologies_in_public(channel: simcord.ChannelHandle) -> list[int]:
    """The public messages of ``channel`` and its threads that apologise."""
    public = [m for c in (channel, *channel.threads) for m in c.history()]
    return [m.id for m in public if t("apology") in public_text(m)]
