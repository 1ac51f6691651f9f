"""Clicks a modified client could send: any custom id, on any message, in the member's name.

SimCord's public ``click``/``select`` only reach controls the member can see; a forged click
goes through its dispatcher directly, carrying the victim's message as Discord would.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
import simcord
from simcord.actors import _dispatch_actor_interaction
from simcord.backend import serializers
from simcord.builders import ChannelHandle
from simcord.components import walk_components
from simcord.enums import ComponentType, InteractionType


async def forge(
    actor: simcord.MemberActor,
    message: discord.Message,
    custom_id: str,
    values: Sequence[str] | None = None,
    *,
    sent_from: simcord.ChannelHandle | None = None,
) -> simcord.InteractionResult:
    """``actor`` clicks (or, with ``values``, selects) ``custom_id`` on ``message``, from the
    message's channel or, when the actor can't view that one, from ``sent_from`` (their DM
    channel: the click then comes from the member as a user, outside the server)."""
    env = actor._env
    backend = env.backend
    stored = backend.get_message(_channel_id(message), message.id)
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": ComponentType.BUTTON}
    if values is not None:
        data = {**data, "component_type": ComponentType.STRING_SELECT, "values": list(values)}
    channel = sent_from or ChannelHandle(env, actor.guild, backend.get_channel(stored.channel_id))
    in_dm = sent_from is not None and sent_from.id == actor.user.dm_channel.id
    return await _dispatch_actor_interaction(
        actor.user if in_dm else actor,
        InteractionType.MESSAGE_COMPONENT,
        channel,
        data,
        extra={"message": dict(serializers.message_payload(backend, stored))},
        source_message_id=stored.id,
    )


def forged_values(control: dict[str, Any]) -> list[str] | None:
    """What a forged click on ``control`` sends: for a menu, the fewest of its options it
    takes; for a button, nothing (a click)."""
    if "options" not in control:
        return None
    return [o["value"] for o in control["options"][: max(1, control.get("min_values", 1))]]


def snapshot(message: discord.Message) -> tuple[Any, ...]:
    """What a reader of the message sees, to tell whether anything about it changed."""
    return (
        message.content,
        [e.to_dict() for e in message.embeds],
        [row.to_dict() for row in message.components],
        [a.filename for a in message.attachments],
    )


def unsign(env: simcord.Env, message: discord.Message) -> None:
    """Give a stored message's controls the ids older versions drew (without their owner)."""
    stored = env.backend.get_message(_channel_id(message), message.id)
    for component in walk_components(stored.components):
        if "custom_id" in component:
            component["custom_id"] = re.sub(r":u\d+:", ":", component["custom_id"])


def _channel_id(message: Any) -> int:
    return int(getattr(message, "channel_id", None) or message.channel.id)
