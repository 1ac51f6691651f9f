"""Typed settings, read once at start-up from ``config.toml`` and the environment.

The environment wins over the file so that secrets (the bot token) and per-deployment values
(the database URL) need not live in a file at all. Anything wrong fails at start with one line
that names the key, never later in the middle of a game.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_args

from storage.db import SqliteSynchronous

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///parlour.db"
#: "emoji": the bot's own coloured suit emoji (application emoji it creates at start-up);
#: "unicode": the plain suit characters
CARD_SUITS = ("emoji", "unicode")
#: where the Mexican Train board picture is drawn: "thread" (beside the bot) or "process" (a
#: child process, for a bot with hundreds of tables: see bot/render/board_process.py)
BOARD_PICTURES = ("thread", "process")


class ConfigError(Exception):
    """A setting is missing, unknown or of the wrong kind; the message names it."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting the bot reads, with its default (documented in config.example.toml)."""

    token: str | None = field(default=None, repr=False)
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_ids: tuple[int, ...] = ()
    api_base_url: str | None = None
    gateway_url: str | None = None
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    log_level: str = "INFO"
    ai_move_delay: float = 1.5
    system_move_delay: float = 1.0
    message_edit_interval: float = 2.0
    log_interval: float = 20.0
    write_budget: int = 5
    write_window: float = 5.0
    sqlite_synchronous: SqliteSynchronous = "full"
    max_tables_per_host: int = 3
    max_tables_per_server: int = 50
    max_tables_opened_per_hour: int = 20
    card_suits: str = "emoji"
    board_pictures: str = "thread"
    clicks_per_member_per_table: int = 20
    click_window: float = 10.0
    #: None: every move is kept for ever (see bot/tables/retention.py)
    keep_move_logs_days: int | None = None

    def __post_init__(self) -> None:
        if self.shard_ids is not None and self.shard_count is None:
            raise ConfigError("shard_ids: set shard_count too (the total number of shards).")
        if self.shard_ids is not None and self.shard_count is not None:
            bad = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
            if bad:
                raise ConfigError(f"shard_ids: {bad} are outside 0..{self.shard_count - 1}.")
        if self.shard_count is not None and self.shard_count < 1:
            raise ConfigError("shard_count: must be at least 1.")
        if self.log_level.upper() not in ("DEBUG", "INFO", "WARNING", "ERROR"):
            raise ConfigError("log_level: use DEBUG, INFO, WARNING or ERROR.")
        for key in ("ai_move_delay", "system_move_delay", "message_edit_interval", "log_interval"):
            if not 0 <= getattr(self, key) <= 60:
                raise ConfigError(f"{key}: must be between 0 and 60 seconds.")
        if self.write_budget < 1:
            raise ConfigError("write_budget: must be at least 1 write.")
        if not 0 <= self.write_window <= 60:
            raise ConfigError("write_window: must be between 0 and 60 seconds.")
        for key in ("max_tables_per_host", "max_tables_per_server", "max_tables_opened_per_hour"):
            if not 1 <= getattr(self, key) <= 10_000:
                raise ConfigError(f"{key}: must be between 1 and 10000.")
        if not 1 <= self.clicks_per_member_per_table <= 1000:
            raise ConfigError("clicks_per_member_per_table: must be between 1 and 1000.")
        if not 0 < self.click_window <= 3600:
            raise ConfigError("click_window: must be more than 0 and at most 3600 seconds.")
        if self.keep_move_logs_days is not None and not 1 <= self.keep_move_logs_days <= 36500:
            raise ConfigError("keep_move_logs_days: must be between 1 and 36500 days.")
        if self.sqlite_synchronous not in get_args(SqliteSynchronous):
            raise ConfigError('sqlite_synchronous: use "full" or "normal".')
        if self.card_suits not in CARD_SUITS:
            raise ConfigError('card_suits: use "emoji" or "unicode".')
        if self.board_pictures not in BOARD_PICTURES:
            raise ConfigError('board_pictures: use "thread" or "process".')
        if not self.database_url.startswith(("sqlite+aiosqlite://", "postgresql+asyncpg://")):
            raise ConfigError(
                "database_url: use sqlite+aiosqlite:///path.db or "
                "postgresql+asyncpg://user@host:5432/dbname."
            )


#: key -> (environment variable, kind) ; kinds: str, int, float, ints (a list of ids)
_KEYS: dict[str, tuple[str, str]] = {
    "token": ("DISCORD_TOKEN", "str"),
    "database_url": ("PARLOUR_DATABASE_URL", "str"),
    "dev_guild_ids": ("PARLOUR_DEV_GUILD_IDS", "ints"),
    "api_base_url": ("PARLOUR_API_BASE_URL", "str"),
    "gateway_url": ("PARLOUR_GATEWAY_URL", "str"),
    "shard_count": ("PARLOUR_SHARD_COUNT", "int"),
    "shard_ids": ("PARLOUR_SHARD_IDS", "ints"),
    "log_level": ("PARLOUR_LOG_LEVEL", "str"),
    "ai_move_delay": ("PARLOUR_AI_MOVE_DELAY", "float"),
    "system_move_delay": ("PARLOUR_SYSTEM_MOVE_DELAY", "float"),
    "message_edit_interval": ("PARLOUR_MESSAGE_EDIT_INTERVAL", "float"),
    "log_interval": ("PARLOUR_LOG_INTERVAL", "float"),
    "write_budget": ("PARLOUR_WRITE_BUDGET", "int"),
    "write_window": ("PARLOUR_WRITE_WINDOW", "float"),
    "sqlite_synchronous": ("PARLOUR_SQLITE_SYNCHRONOUS", "str"),
    "max_tables_per_host": ("PARLOUR_MAX_TABLES_PER_HOST", "int"),
    "max_tables_per_server": ("PARLOUR_MAX_TABLES_PER_SERVER", "int"),
    "max_tables_opened_per_hour": ("PARLOUR_MAX_TABLES_OPENED_PER_HOUR", "int"),
    "card_suits": ("PARLOUR_CARD_SUITS", "str"),
    "board_pictures": ("PARLOUR_BOARD_PICTURES", "str"),
    "clicks_per_member_per_table": ("PARLOUR_CLICKS_PER_MEMBER_PER_TABLE", "int"),
    "click_window": ("PARLOUR_CLICK_WINDOW", "float"),
    "keep_move_logs_days": ("PARLOUR_KEEP_MOVE_LOGS_DAYS", "int"),
}


def load_settings(
    path: Path | str | None = "config.toml", environ: Mapping[str, str] | None = None
) -> Settings:
    """Read the file (if it exists) and the environment into :class:`Settings`."""
    env = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    if path is not None and Path(path).exists():
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML ({exc}).") from None
        except UnicodeDecodeError:
            raise ConfigError(f"{path}: not UTF-8 text; save it as UTF-8.") from None
        except OSError as exc:
            raise ConfigError(f"{path}: can't be read ({exc.strerror}).") from None
        for key, value in data.items():
            if key not in _KEYS:
                raise ConfigError(f"{key}: unknown key in {path}. Known keys: {', '.join(_KEYS)}.")
            values[key] = _from_file(key, value)
    for key, (var, kind) in _KEYS.items():
        raw = env.get(var)
        if raw is not None and raw.strip() != "":
            values[key] = _from_env(key, var, kind, raw.strip())
    return Settings(**values)


def _from_file(key: str, value: Any) -> Any:
    kind = _KEYS[key][1]
    if kind == "str" and isinstance(value, str):
        return value
    if kind == "int" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if kind == "float" and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if (
        kind == "ints"
        and isinstance(value, list)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return tuple(value)
    wanted = {
        "str": "a string",
        "int": "a whole number",
        "float": "a number",
        "ints": "a list of whole numbers",
    }[kind]
    raise ConfigError(f"{key}: must be {wanted}, not {type(value).__name__}.")


def _from_env(key: str, var: str, kind: str, raw: str) -> Any:
    try:
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
        if kind == "ints":
            return tuple(int(part) for part in raw.replace(",", " ").split())
    except ValueError:
        raise ConfigError(
            f"{key}: environment variable {var} has a value of the wrong kind."
        ) from None
    return raw
