"""Settings: defaults, config.toml, environment overrides, and one-line refusals."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from bot import config
from bot.config import DEFAULT_DATABASE_URL, ConfigError, Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "config.example.toml"
TOKEN = "MTIz.secret-token-value.XYZ"

#: Every setting and the environment variable that overrides it (the module's own table, so
#: settings added later are checked against the example file too).
ENV_VARS: dict[str, str] = {key: var for key, (var, _kind) in config._KEYS.items()}
FIELDS = {f.name for f in dataclasses.fields(Settings)}
_ASSIGNMENT = re.compile(r"^#?\s*([a-z_]+)\s*=\s*(.+)$")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def error_of(path: Path | None, environ: dict[str, str] | None = None) -> str:
    with pytest.raises(ConfigError) as caught:
        load_settings(path, environ={} if environ is None else environ)
    message = str(caught.value)
    assert "\n" not in message  # one line
    return message


def documented_assignments() -> dict[str, Any]:
    """Every ``key = value`` in the example, commented out or not (first one of each key)."""
    found: dict[str, Any] = {}
    for line in EXAMPLE.read_text(encoding="utf-8").splitlines():
        match = _ASSIGNMENT.match(line.strip())
        if match is None:
            continue
        key = match.group(1)
        value = tomllib.loads(f"{key} = {match.group(2)}")[key]
        found.setdefault(key, value)
    return found


# ---------------------------------------------------------------------------- defaults


def test_defaults_with_no_file(tmp_path: Path) -> None:
    settings = load_settings(tmp_path / "missing.toml", environ={})
    assert settings == Settings()
    assert settings.token is None
    assert settings.database_url == DEFAULT_DATABASE_URL
    assert settings.dev_guild_ids == ()
    assert settings.shard_count is None and settings.shard_ids is None
    assert settings.log_level == "INFO"
    assert settings.ai_move_delay == 1.5 and settings.system_move_delay == 1.0


def test_no_path_at_all_reads_only_the_environment() -> None:
    assert load_settings(None, environ={"DISCORD_TOKEN": TOKEN}).token == TOKEN


def test_an_empty_file_gives_the_defaults(tmp_path: Path) -> None:
    assert load_settings(write(tmp_path, ""), environ={}) == Settings()


# ---------------------------------------------------------------------------- the example file


def test_the_example_file_loads_as_it_is() -> None:
    settings = load_settings(EXAMPLE, environ={})
    assert settings == Settings()  # the values shown are the defaults


def test_every_key_the_example_documents_is_a_setting() -> None:
    documented = documented_assignments()
    assert set(documented) <= FIELDS, set(documented) - FIELDS
    # the commented ones are found too
    assert {"token", "api_base_url", "gateway_url", "shard_count", "shard_ids"} <= set(documented)


def test_every_setting_is_documented_in_the_example() -> None:
    documented = documented_assignments()
    assert set(documented) == FIELDS, FIELDS - set(documented)


def test_every_environment_variable_is_documented_in_the_example() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    assert set(ENV_VARS) == FIELDS
    assert ENV_VARS["token"] == "DISCORD_TOKEN"
    assert ENV_VARS["database_url"] == "PARLOUR_DATABASE_URL"
    for key, var in ENV_VARS.items():
        assert var == "DISCORD_TOKEN" or var == f"PARLOUR_{key.upper()}", var
    for var in ENV_VARS.values():
        assert var in text, var


def test_a_file_with_every_documented_key_uncommented_loads(tmp_path: Path) -> None:
    documented = documented_assignments()
    lines = [f"{key} = {_toml(value)}" for key, value in documented.items()]
    settings = load_settings(write(tmp_path, "\n".join(lines)), environ={})
    for key, value in documented.items():
        got = getattr(settings, key)
        expected = tuple(value) if isinstance(value, list) else value
        assert got == expected, key


def _toml(value: Any) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return repr(value)


def test_a_full_file(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        f"""
token = "{TOKEN}"
database_url = "postgresql+asyncpg://parlour@db:5432/parlour"
dev_guild_ids = [111, 222]
api_base_url = "http://127.0.0.1:8080/api/v10"
gateway_url = "ws://127.0.0.1:8081/"
shard_count = 4
shard_ids = [0, 3]
log_level = "debug"
ai_move_delay = 0
system_move_delay = 2.5
""",
    )
    settings = load_settings(path, environ={})
    assert settings.token == TOKEN
    assert settings.database_url.startswith("postgresql+asyncpg://")
    assert settings.dev_guild_ids == (111, 222)
    assert settings.api_base_url == "http://127.0.0.1:8080/api/v10"
    assert settings.gateway_url == "ws://127.0.0.1:8081/"
    assert settings.shard_count == 4 and settings.shard_ids == (0, 3)
    assert settings.log_level == "debug"
    assert settings.ai_move_delay == 0.0 and isinstance(settings.ai_move_delay, float)
    assert settings.system_move_delay == 2.5


# ---------------------------------------------------------------------------- the environment


def test_the_environment_overrides_the_file(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        'token = "from-file"\ndatabase_url = "sqlite+aiosqlite:///file.db"\n'
        "dev_guild_ids = [9]\nai_move_delay = 3\n",
    )
    environ = {
        "DISCORD_TOKEN": TOKEN,
        "PARLOUR_DATABASE_URL": "postgresql+asyncpg://postgres@127.0.0.1:5432/test",
        "PARLOUR_DEV_GUILD_IDS": "1,2",
        "PARLOUR_SHARD_COUNT": "4",
        "PARLOUR_SHARD_IDS": "2, 3",
        "PARLOUR_AI_MOVE_DELAY": "0.25",
    }
    settings = load_settings(path, environ=environ)
    assert settings.token == TOKEN
    assert settings.database_url == "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
    assert settings.dev_guild_ids == (1, 2)
    assert settings.shard_count == 4 and settings.shard_ids == (2, 3)
    assert settings.ai_move_delay == 0.25


@pytest.mark.parametrize(
    ("var", "raw", "key", "expected"),
    [
        ("DISCORD_TOKEN", TOKEN, "token", TOKEN),
        (
            "PARLOUR_DATABASE_URL",
            "sqlite+aiosqlite:///x.db",
            "database_url",
            "sqlite+aiosqlite:///x.db",
        ),
        ("PARLOUR_DEV_GUILD_IDS", "1,2", "dev_guild_ids", (1, 2)),
        ("PARLOUR_DEV_GUILD_IDS", "1 2 3", "dev_guild_ids", (1, 2, 3)),
        ("PARLOUR_DEV_GUILD_IDS", "42", "dev_guild_ids", (42,)),
        ("PARLOUR_API_BASE_URL", "http://proxy/api/v10", "api_base_url", "http://proxy/api/v10"),
        ("PARLOUR_GATEWAY_URL", "ws://proxy/", "gateway_url", "ws://proxy/"),
        ("PARLOUR_SHARD_COUNT", "8", "shard_count", 8),
        ("PARLOUR_LOG_LEVEL", "WARNING", "log_level", "WARNING"),
        ("PARLOUR_AI_MOVE_DELAY", "0", "ai_move_delay", 0.0),
        ("PARLOUR_SYSTEM_MOVE_DELAY", "2.5", "system_move_delay", 2.5),
        ("PARLOUR_SQLITE_SYNCHRONOUS", "normal", "sqlite_synchronous", "normal"),
        ("PARLOUR_MAX_TABLES_PER_HOST", "5", "max_tables_per_host", 5),
        ("PARLOUR_MAX_TABLES_PER_SERVER", "200", "max_tables_per_server", 200),
        ("PARLOUR_KEEP_MOVE_LOGS_DAYS", "90", "keep_move_logs_days", 90),
    ],
)
def test_each_environment_variable(var: str, raw: str, key: str, expected: Any) -> None:
    assert ENV_VARS[key] == var
    assert getattr(load_settings(None, environ={var: raw}), key) == expected


def test_shard_ids_from_the_environment() -> None:
    environ = {"PARLOUR_SHARD_COUNT": "4", "PARLOUR_SHARD_IDS": "0,1"}
    settings = load_settings(None, environ=environ)
    assert settings.shard_count == 4 and settings.shard_ids == (0, 1)


def test_an_empty_environment_variable_is_ignored(tmp_path: Path) -> None:
    path = write(tmp_path, 'token = "from-file"\n')
    settings = load_settings(path, environ={"DISCORD_TOKEN": "  ", "PARLOUR_SHARD_COUNT": ""})
    assert settings.token == "from-file" and settings.shard_count is None


def test_the_process_environment_is_used_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOUR_LOG_LEVEL", "ERROR")
    assert load_settings(None).log_level == "ERROR"


@pytest.mark.parametrize(
    ("var", "raw", "key"),
    [
        ("PARLOUR_SHARD_COUNT", "four", "shard_count"),
        ("PARLOUR_DEV_GUILD_IDS", "1;2", "dev_guild_ids"),
        ("PARLOUR_AI_MOVE_DELAY", "soon", "ai_move_delay"),
    ],
)
def test_a_wrong_environment_value_names_the_key_and_variable(var: str, raw: str, key: str) -> None:
    message = error_of(None, {var: raw})
    assert message.startswith(f"{key}:")
    assert var in message
    assert raw not in message  # values are not echoed (they may be secrets)


# ---------------------------------------------------------------------------- refusals


def test_an_unknown_key_starts_the_message(tmp_path: Path) -> None:
    message = error_of(write(tmp_path, 'colour = "blue"\n'))
    assert message.startswith("colour:")
    assert "unknown" in message and "database_url" in message


def test_a_section_is_an_unknown_key(tmp_path: Path) -> None:
    assert error_of(write(tmp_path, "[discord]\ntoken = 'x'\n")).startswith("discord:")


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("token = 123", "token"),
        ("database_url = 5", "database_url"),
        ('dev_guild_ids = "123"', "dev_guild_ids"),
        ('dev_guild_ids = ["123"]', "dev_guild_ids"),
        ("dev_guild_ids = [true]", "dev_guild_ids"),
        ('shard_count = "4"', "shard_count"),
        ("shard_count = 4.0", "shard_count"),
        ("shard_count = true", "shard_count"),
        ("shard_ids = 1", "shard_ids"),
        ('ai_move_delay = "1.5"', "ai_move_delay"),
        ("ai_move_delay = false", "ai_move_delay"),
        ("log_level = 10", "log_level"),
    ],
)
def test_a_wrong_type_names_the_key(tmp_path: Path, line: str, key: str) -> None:
    message = error_of(write(tmp_path, line + "\n"))
    assert message.startswith(f"{key}: must be ")


def test_invalid_toml_is_a_config_error(tmp_path: Path) -> None:
    path = write(tmp_path, "token = \n[[[\n")
    message = error_of(path)
    assert "not valid TOML" in message and str(path) in message


def test_a_file_that_is_not_utf8_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_bytes('# Café\nlog_level = "INFO"\n'.encode("latin-1"))
    message = error_of(path)
    assert message.startswith(str(path)) and "UTF-8" in message


def test_a_file_that_cannot_be_read_is_a_config_error(tmp_path: Path) -> None:
    folder = tmp_path / "config.toml"
    folder.mkdir()  # exists, but is not a file
    assert error_of(folder).startswith(str(folder))


def test_shard_ids_without_shard_count(tmp_path: Path) -> None:
    assert error_of(write(tmp_path, "shard_ids = [0, 1]\n")).startswith("shard_ids:")
    assert error_of(None, {"PARLOUR_SHARD_IDS": "0"}).startswith("shard_ids:")


def test_shard_ids_outside_the_count() -> None:
    message = error_of(None, {"PARLOUR_SHARD_COUNT": "2", "PARLOUR_SHARD_IDS": "0,2"})
    assert message.startswith("shard_ids:") and "[2]" in message


def test_shard_count_must_be_positive() -> None:
    assert error_of(None, {"PARLOUR_SHARD_COUNT": "0"}).startswith("shard_count:")


@pytest.mark.parametrize(
    "url",
    [
        "mysql://user@host/db",
        "sqlite:///parlour.db",  # the sync driver
        "postgresql://postgres@127.0.0.1/test",  # psycopg, not asyncpg
        "parlour.db",
    ],
)
def test_a_bad_database_url_scheme(url: str) -> None:
    message = error_of(None, {"PARLOUR_DATABASE_URL": url})
    assert message.startswith("database_url:")
    assert "sqlite+aiosqlite" in message and "postgresql+asyncpg" in message


@pytest.mark.parametrize("level", ["TRACE", "verbose"])
def test_a_bad_log_level(level: str) -> None:
    assert error_of(None, {"PARLOUR_LOG_LEVEL": level}).startswith("log_level:")


@pytest.mark.parametrize(
    ("var", "raw"),
    [
        ("PARLOUR_AI_MOVE_DELAY", "-1"),
        ("PARLOUR_AI_MOVE_DELAY", "61"),
        ("PARLOUR_AI_MOVE_DELAY", "nan"),
        ("PARLOUR_SYSTEM_MOVE_DELAY", "inf"),
    ],
)
def test_delays_out_of_range(var: str, raw: str) -> None:
    key = next(k for k, v in ENV_VARS.items() if v == var)
    assert error_of(None, {var: raw}).startswith(f"{key}:")


# ---------------------------------------------------------------------------- secrets


def test_the_token_never_appears_in_repr(tmp_path: Path) -> None:
    from_env = load_settings(None, environ={"DISCORD_TOKEN": TOKEN})
    from_file = load_settings(write(tmp_path, f'token = "{TOKEN}"\n'), environ={})
    for settings in (from_env, from_file):
        assert settings.token == TOKEN
        assert TOKEN not in repr(settings)
        assert TOKEN not in str(settings)
        assert "token=" not in repr(settings)


def test_a_config_error_never_echoes_the_token(tmp_path: Path) -> None:
    path = write(tmp_path, f'token = "{TOKEN}"\nbogus = 1\n')
    assert TOKEN not in error_of(path)
    assert TOKEN not in error_of(None, {"DISCORD_TOKEN": TOKEN, "PARLOUR_SHARD_IDS": "1"})


@pytest.mark.parametrize("value", ["off", "FULL", "extra"])
def test_sqlite_synchronous_must_be_full_or_normal(tmp_path: Path, value: str) -> None:
    assert error_of(write(tmp_path, f'sqlite_synchronous = "{value}"\n')).startswith(
        "sqlite_synchronous:"
    )


@pytest.mark.parametrize("line", ["max_tables_per_host = 0", "max_tables_per_server = -1"])
def test_table_limits_must_be_positive(tmp_path: Path, line: str) -> None:
    key = line.split(" =")[0]
    assert error_of(write(tmp_path, line + "\n")).startswith(f"{key}: must be between 1")


def test_card_suits_are_the_bots_emoji_or_plain_unicode(tmp_path: Path) -> None:
    assert load_settings(None, environ={}).card_suits == "emoji"
    assert load_settings(None, environ={"PARLOUR_CARD_SUITS": "unicode"}).card_suits == "unicode"
    assert error_of(write(tmp_path, 'card_suits = "colour"\n')).startswith("card_suits:")


def test_click_limits_have_defaults_and_bounds(tmp_path: Path) -> None:
    settings = load_settings(None, environ={})
    assert (settings.clicks_per_member_per_table, settings.click_window) == (20, 10.0)
    read = load_settings(
        None,
        environ={"PARLOUR_CLICKS_PER_MEMBER_PER_TABLE": "5", "PARLOUR_CLICK_WINDOW": "2.5"},
    )
    assert (read.clicks_per_member_per_table, read.click_window) == (5, 2.5)
    bad = error_of(write(tmp_path, "clicks_per_member_per_table = 0\n"))
    assert bad.startswith("clicks_per_member_per_table:")
    assert error_of(write(tmp_path, "click_window = 0\n")).startswith("click_window:")


@pytest.mark.parametrize("days", [0, -1, 36501])
def test_move_logs_are_kept_at_least_a_day_and_at_most_a_century(days: int) -> None:
    with pytest.raises(ConfigError, match="keep_move_logs_days"):
        load_settings(None, environ={"PARLOUR_KEEP_MOVE_LOGS_DAYS": str(days)})
    assert Settings().keep_move_logs_days is None  # unset: every move is kept
