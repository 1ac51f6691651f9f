"""Discord's write limits, enforced on the simulated Discord, so tests can count overruns.

Every REST call the bot makes under SimCord passes through ``simcord.http.router.dispatch``;
this wraps it and, on the simulated clock, allows ``writes`` message creates and edits per
``window`` seconds per channel (a thread or a DM is one too) and per interaction token, and
50 requests per second for the whole bot. A write past that is recorded as an overrun and
answered with a 429 carrying ``Retry-After``, as Discord does. Acknowledging an interaction
(its callback) is Discord's own budget: it is recorded with its time, never refused.
"""

from __future__ import annotations

import json
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest
import simcord
from simcord.http import router

GLOBAL_PER_SECOND = 50


@dataclass(frozen=True, slots=True)
class Write:
    at: float
    method: str
    path: str
    bucket: str
    #: the people the write pings (named in its content and let through its allowed mentions)
    pinged: tuple[int, ...] = ()


class _Answer429:
    """Just enough of an aiohttp response for ``discord.HTTPException``."""

    status = 429
    reason = "Too Many Requests"

    def __init__(self, retry_after: float) -> None:
        self.headers = {"Retry-After": f"{retry_after:.3f}", "X-RateLimit-Scope": "user"}


def too_many_requests(retry_after: float) -> discord.HTTPException:
    """Discord's 429, as discord.py raises it when it gives up waiting."""
    return discord.HTTPException(
        _Answer429(retry_after),
        json.dumps({"message": "You are being rate limited.", "retry_after": retry_after}),
    )


@dataclass
class RateLimits:
    """The enforcing stand-in: what was written where and when, and every overrun."""

    env: simcord.Env
    writes: int = 5
    window: float = 5.0
    log: list[Write] = field(default_factory=list)
    overruns: list[Write] = field(default_factory=list)
    #: interaction id -> simulated time its acknowledgement was sent
    acks: dict[str, float] = field(default_factory=dict)
    _recent: dict[str, deque[float]] = field(default_factory=dict)
    _second: deque[float] = field(default_factory=deque)

    def now(self) -> float:
        return self.env.backend.clock.elapsed

    def install(self, monkeypatch: pytest.MonkeyPatch) -> RateLimits:
        original = router.dispatch

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            if backend is self.env.backend:
                self.check(method, path, kwargs.get("json"))
            return original(backend, method, path, **kwargs)

        monkeypatch.setattr(router, "dispatch", dispatch)
        return self

    def check(self, method: str, path: str, payload: Any = None) -> None:
        now = self.now()
        parts = path.strip("/").split("/")
        if parts[0] == "interactions" and parts[-1] == "callback":
            self.acks.setdefault(parts[1], now)
            return
        self._spend(self._second, now, 1.0, GLOBAL_PER_SECOND, Write(now, method, path, "global"))
        bucket = _bucket(method, parts)
        if bucket is not None:
            write = Write(now, method, path, bucket, _pinged(payload))
            recent = self._recent.setdefault(bucket, deque())
            self._spend(recent, now, self.window, self.writes, write)
            self.log.append(write)

    def _spend(self, recent: deque[float], now: float, window: float, limit: int, w: Write) -> None:
        while recent and recent[0] <= now - window:
            recent.popleft()
        if len(recent) >= limit:
            self.overruns.append(w)
            raise too_many_requests(recent[0] + window - now)
        recent.append(now)

    def busiest(self, bucket: str) -> int:
        """The most writes one bucket took in any window (the budget when it was spent)."""
        times = [w.at for w in self.log if w.bucket == bucket]
        return max((sum(1 for t in times if at <= t < at + self.window) for at in times), default=0)

    def writes_to(self, kind: str) -> list[Write]:
        """The writes of one kind of target: ``channel`` (also DMs) or ``token``."""
        return [w for w in self.log if w.bucket.startswith(kind + ":")]


def _bucket(method: str, parts: list[str]) -> str | None:
    """The per-target budget a write spends, or None for reads and other routes."""
    if method == "GET":
        return None
    if parts[0] == "channels" and len(parts) in (3, 4) and parts[2] == "messages":
        return f"channel:{parts[1]}"  # a message posted, edited or deleted (not a thread made)
    if parts[0] == "webhooks" and len(parts) >= 3:
        return f"token:{parts[2]}"
    return None


def _pinged(payload: Any) -> tuple[int, ...]:
    """Who a message pings: users it names whom its allowed mentions let through."""
    if not isinstance(payload, dict):
        return ()
    content = str(payload.get("content") or "")
    named = {int(u) for u in re.findall(r"<@!?(\d+)>", content)}
    allowed = payload.get("allowed_mentions")
    if allowed is None or "users" in allowed.get("parse", []):
        return tuple(sorted(named))  # Discord's default: everyone named is pinged
    return tuple(sorted(named & {int(u) for u in allowed.get("users", [])}))
