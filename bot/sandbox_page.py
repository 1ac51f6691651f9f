"""The sandbox's page kept up with the bot, as a Discord client is.

SimCord's Preview page shows the world as the person's last page action left it, once the
bot's work due within the sandbox's settle time was done. What the bot does later (the rest of
a chain of AI moves, a turn reminder, the channel's log lines, an edit paced past the settle
time on a slow machine) waited for their next click: the page sat at "Waiting for AI …" while
the table played on. :class:`LivePage` publishes the page again whenever the bot has written
anything since it was last published.

A publication makes the page's older controls stale: SimCord refuses a click made on an
earlier publication, since it finds controls by their place on a message and the place may
now hold another. A click made just after the bot moved would be refused ("Action was not
completed") although the control is exactly as it was, the table's "Your hand" button under
an AI's move, say. So a click whose control is the same in the publication the person saw
and in the current one is taken as made on the current one, as Discord takes a click on any
component still on its message; a control that changed stays refused.

Only SimCord's private attributes allow either (its public ``refresh`` first waits for the
bot to settle, seconds in which the person's own clicks would be refused as overlapping); a
SimCord without them gets the page as SimCord draws it (:func:`keep_live` says so).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from typing import Any

log = logging.getLogger(__name__)

#: how often the page is brought up to date with what the bot did
LIVE_SECONDS = 0.5
#: a page's publications kept to judge a click made on one of them (a few: the page reads
#: the newest one every half second)
KEPT_PUBLICATIONS = 4
#: what SimCord's Preview must have for the page to be kept live
PREVIEW_PARTS = (
    "_publish",
    "_publish_message_pages",
    "_advance_presentation_time",
    "_action",
    "_active_action",
    "_pages",
)


def control(snapshot: object, key: str) -> Mapping[str, Any] | None:
    """The control (button, menu) with this key in a published page, if it is there."""
    if isinstance(snapshot, Mapping):
        if snapshot.get("control_key") == key:
            return snapshot
        parts: Any = snapshot.values()
    elif isinstance(snapshot, list):
        parts = snapshot
    else:
        return None
    for part in parts:
        found = control(part, key)
        if found is not None:
            return found
    return None


def acted_on(body: Mapping[str, Any]) -> Callable[[Mapping[str, Any]], object] | None:
    """What of a published page an action depends on, as a function of the page: the control
    a click or a choice is made on, the command list a command is typed from, the open form a
    submission fills; None for actions that no publication of the bot's may leave as they were
    (SimCord's own navigation)."""
    kind = body.get("kind")
    key = body.get("control_key")
    if kind in ("click", "select") and isinstance(key, str):
        return lambda page: control(page.get("messages"), key)
    if kind in ("run_command", "autocomplete_command"):
        return lambda page: page.get("commands")
    if kind == "modal_submit":
        return lambda page: page.get("modal")
    return None


class LivePage:
    """Publishes the page when the bot has written since its last publication; see the
    module's docstring. Every request the bot makes is in the simulated Discord's
    transcript, whose length at each publication is noted."""

    def __init__(self, env: Any, preview: Any) -> None:
        self._env = env
        self._preview = preview
        self._shown = self._written()
        #: page -> revision -> what it showed, the newest few
        self._published: dict[str, dict[int, Mapping[str, Any]]] = {}
        self._publish = preview._publish
        self._action = preview._action
        preview._publish = self._publish_noted
        preview._action = self._act

    def _written(self) -> int:
        """How many requests the bot has made (read anew: the list is SimCord's)."""
        return len(self._env.backend.transcript)

    def _publish_noted(self, page: Any, **how: Any) -> None:
        self._shown = self._written()
        self._publish(page, **how)
        kept = self._published.setdefault(page.id, {})
        kept[page.revision] = page.snapshot
        for revision in sorted(kept)[:-KEPT_PUBLICATIONS]:
            del kept[revision]

    async def _act(self, context_id: Any, body: Any) -> Any:
        return await self._action(context_id, self.as_current(context_id, body))

    def as_current(self, context_id: Any, body: Any) -> Any:
        """``body`` made on the current publication when what it acts on is the same there as
        in the publication the person saw; else as it came (SimCord refuses it if stale)."""
        page = self._preview._pages.get(context_id) if isinstance(context_id, str) else None
        if page is None or not isinstance(body, Mapping):
            return body
        seen = body.get("published_revision")
        if type(seen) is not int or seen == page.revision:
            return body
        then = self._published.get(page.id, {}).get(seen)
        part = acted_on(body)
        if then is None or part is None:
            return body
        same = part(then)
        if same is None or same != part(page.snapshot):
            return body
        return {**body, "published_revision": page.revision}

    async def keep_up(self) -> None:
        """Publish what is new every ``LIVE_SECONDS``. A publication that fails (SimCord's
        private step is not ours) is logged and the next one tried: the page goes on."""
        while True:
            await asyncio.sleep(LIVE_SECONDS)
            if (
                self._preview._active_action is None
                and self._env._operation_task is None
                and self._written() != self._shown
            ):
                try:
                    self._preview._advance_presentation_time()
                    self._preview._publish_message_pages(reason="refresh")
                except Exception:
                    self._shown = self._written()  # logged once, not every half second
                    log.exception("the sandbox's page could not be brought up to date")


def keep_live(env: Any, preview: Any) -> asyncio.Task[None] | None:
    """Keep the page live until the task is cancelled; None (and a warning) with a SimCord
    that lacks what it takes."""
    missing = [name for name in PREVIEW_PARTS if not hasattr(preview, name)]
    if missing or not hasattr(env, "_operation_task"):
        log.warning("this SimCord's page shows the bot's later moves only after a click or Refresh")
        return None
    return asyncio.create_task(LivePage(env, preview).keep_up())
