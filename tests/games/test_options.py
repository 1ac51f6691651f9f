"""Table options: ``key=value`` text in, a complete checked dict out, and a short summary."""

from __future__ import annotations

from typing import Any

import pytest

from bot.catalogue import load_catalogue
from bot.errors import OptionError
from bot.games.options import (
    OptionSpec,
    complete_options,
    describe_options,
    parse_options,
)
from bot.i18n import Language, use_language, word
from bot.msg import msg

SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("target", "Points that win", 10, int, minimum=3, maximum=100),
    OptionSpec("jokers", "Play with jokers", False, bool),
    OptionSpec("mode", "Scoring", "classic", str, choices=("classic", "bid", "first-card")),
    OptionSpec("limit", "Most deals (none: no limit)", None, int, minimum=1, maximum=50),
    OptionSpec("trump", "Fixed trump suit", None, str, choices=(None, "spades", "hearts")),
    OptionSpec("decks", "Decks", 2, int, choices=(1, 2, 3)),
)
DEFAULTS: dict[str, Any] = {
    "target": 10,
    "jokers": False,
    "mode": "classic",
    "limit": None,
    "trump": None,
    "decks": 2,
}


def refusal(text: str, specs: tuple[OptionSpec, ...] = SPECS) -> str:
    with pytest.raises(OptionError) as caught:
        parse_options(specs, text)
    return caught.value.message


# ---------------------------------------------------------------------------- reading


@pytest.mark.parametrize("text", [None, "", "   ", ", ,"])
def test_no_text_gives_every_default(text: str | None) -> None:
    assert parse_options(SPECS, text) == DEFAULTS


def test_defaults_are_filled_around_the_given_options() -> None:
    assert parse_options(SPECS, "target=25") == {**DEFAULTS, "target": 25}


def test_every_kind_at_once() -> None:
    options = parse_options(SPECS, "target=7 jokers=on mode=bid limit=12 trump=hearts decks=3")
    assert options == {
        "target": 7,
        "jokers": True,
        "mode": "bid",
        "limit": 12,
        "trump": "hearts",
        "decks": 3,
    }
    assert list(options) == [spec.key for spec in SPECS]  # in declaration order


@pytest.mark.parametrize("separator", [" ", ",", ", ", " , ", "\n", "\t"])
def test_pairs_separated_by_spaces_or_commas(separator: str) -> None:
    options = parse_options(SPECS, separator.join(["target=7", "mode=bid"]))
    assert options["target"] == 7 and options["mode"] == "bid"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("on", True),
        ("ON", True),
        ("yes", True),
        ("true", True),
        ("1", True),
        ("y", True),
        ("off", False),
        ("Off", False),
        ("no", False),
        ("false", False),
        ("0", False),
        ("n", False),
    ],
)
def test_bools(value: str, expected: bool) -> None:
    assert parse_options(SPECS, f"jokers={value}")["jokers"] is expected


@pytest.mark.parametrize(("value", "expected"), [("3", 3), ("100", 100), ("007", 7), ("+9", 9)])
def test_ints(value: str, expected: int) -> None:
    assert parse_options(SPECS, f"target={value}")["target"] == expected


def test_keys_and_str_values_are_read_in_any_case() -> None:
    options = parse_options(SPECS, "TARGET=8 Mode=BID Trump=Spades")
    assert options["target"] == 8 and options["mode"] == "bid" and options["trump"] == "spades"


def test_choice_values_may_contain_dashes() -> None:
    assert parse_options(SPECS, "mode=first-card")["mode"] == "first-card"


@pytest.mark.parametrize("value", ["none", "NONE", "off"])
def test_none_when_the_default_is_none(value: str) -> None:
    assert parse_options(SPECS, "limit=5")["limit"] == 5
    assert parse_options(SPECS, f"limit={value}")["limit"] is None
    assert parse_options(SPECS, f"trump={value}")["trump"] is None


def test_none_when_choices_list_it() -> None:
    spec = OptionSpec("trump", "Fixed trump", "spades", str, choices=(None, "spades", "hearts"))
    assert parse_options((spec,), "trump=none") == {"trump": None}
    assert parse_options((spec,), "trump=hearts") == {"trump": "hearts"}


# ---------------------------------------------------------------------------- refusals


def test_an_unknown_key_is_named_with_the_known_ones() -> None:
    message = refusal("seats=3")
    assert "`seats`" in message
    assert "`target`" in message and "`decks`" in message


def test_an_unknown_key_is_cut_short() -> None:
    message = refusal("x" * 200 + "=1")
    assert "x" * 30 in message and "x" * 31 not in message


def test_a_duplicate_key_is_named() -> None:
    assert refusal("target=7 target=8") == "Option `target` is given twice."
    assert "`target`" in refusal("target=7 TARGET=7")


@pytest.mark.parametrize("text", ["target", "target=", "target:7", "target 7", "target = 7"])
def test_a_malformed_token_is_refused_with_an_example(text: str) -> None:
    message = refusal(text)
    assert "`key=value`" in message
    assert "`target=10`" in message  # an example built from the first option


def test_a_malformed_token_in_a_game_without_options() -> None:
    assert "`key=value`" in refusal("fast", ())
    assert "This game has no options" in refusal("fast=on", ())


def test_a_key_without_a_value_names_that_key() -> None:
    assert refusal("decks=") == "Write options as `key=value`, like `decks=2`."
    assert "`jokers=off`" in refusal("jokers")


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("target=2", "Option `target` must be at least 3."),
        ("target=101", "Option `target` must be at most 100."),
        ("target=-5", "Option `target` must be at least 3."),
        ("limit=0", "Option `limit` must be at least 1."),
        ("limit=51", "Option `limit` must be at most 50."),
    ],
)
def test_out_of_range_is_refused_naming_the_key(text: str, needle: str) -> None:
    assert refusal(text) == needle


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("target=ten", "target"),
        ("target=7.5", "target"),
        ("target=none", "target"),  # None is not allowed: the default is a number
        ("jokers=maybe", "jokers"),
        ("jokers=none", "jokers"),
        ("jokers=2", "jokers"),
        ("mode=zzz", "mode"),
        ("mode=none", "mode"),
        ("trump=clubs", "trump"),
        ("decks=4", "decks"),
        ("decks=two", "decks"),
    ],
)
def test_wrong_kind_or_choice_is_refused_naming_the_key(text: str, key: str) -> None:
    message = refusal(text)
    assert message.startswith(f"Option `{key}` ")
    assert len(message) < 200


def test_a_number_option_reads_ascii_digits_only() -> None:
    """``int`` would read other scripts' digits and underscores: a table's options must say
    what everyone reads (bot/numbers.py)."""
    for typed in ("٣", "５", "1_0", "𝟓", "+-5"):
        assert refusal(f"target={typed}") == f"Option `target` takes a whole number, not '{typed}'."


def test_wrong_kind_messages_say_what_is_wanted() -> None:
    assert refusal("target=ten") == "Option `target` takes a whole number, not 'ten'."
    assert refusal("jokers=maybe") == "Option `jokers` is on or off, not 'maybe'."
    assert refusal("mode=zzz") == "Option `mode` takes one of: classic, bid, first-card."
    assert refusal("trump=clubs") == "Option `trump` takes one of: none, spades, hearts."
    assert refusal("decks=4") == "Option `decks` takes one of: 1, 2, 3."


def test_too_long_text_is_refused() -> None:
    assert parse_options(SPECS, "target=7" + " " * 492)["target"] == 7  # 500 characters
    message = refusal("target=7" + " " * 493)
    assert "too long" in message


def test_a_refusal_of_the_first_error_stops_there() -> None:
    # The unknown key comes first; nothing after it matters.
    assert "`bogus`" in refusal("bogus=1 target=2")


# ---------------------------------------------------------------------------- stored options


def test_complete_options_fills_options_added_later() -> None:
    stored = {"target": 25, "jokers": True}
    assert complete_options(SPECS, stored) == {**DEFAULTS, "target": 25, "jokers": True}


def test_complete_options_keeps_stored_none() -> None:
    assert complete_options(SPECS, {"limit": None, "trump": None}) == DEFAULTS


def test_complete_options_refuses_an_unknown_stored_key() -> None:
    with pytest.raises(OptionError, match="There is no option `retired`"):
        complete_options(SPECS, {"target": 10, "retired": 1})


@pytest.mark.parametrize(
    ("stored", "key"),
    [
        ({"target": 1000}, "target"),
        ({"target": "10"}, "target"),
        ({"target": True}, "target"),  # a bool is not a whole number here
        ({"target": None}, "target"),
        ({"jokers": 1}, "jokers"),
        ({"mode": "ancient"}, "mode"),
        ({"mode": 3}, "mode"),
        ({"decks": 5}, "decks"),
    ],
)
def test_complete_options_rechecks_stored_values(stored: dict[str, Any], key: str) -> None:
    with pytest.raises(OptionError, match=f"^Option `{key}` "):
        complete_options(SPECS, stored)


def test_complete_options_does_not_change_its_input() -> None:
    stored = {"target": 25}
    complete_options(SPECS, stored)
    assert stored == {"target": 25}


# ---------------------------------------------------------------------------- describing


def test_describe_default_rules() -> None:
    assert describe_options(SPECS, DEFAULTS) == "default rules"
    assert describe_options(SPECS, {}) == "default rules"
    assert describe_options((), {}) == "default rules"


def test_describe_shows_only_changed_options_in_order() -> None:
    values = {**DEFAULTS, "decks": 3, "target": 25}
    assert describe_options(SPECS, values) == "target=25, decks=3"


def test_describe_shows_values_as_players_write_them() -> None:
    values = {**DEFAULTS, "jokers": True, "limit": 4, "trump": "hearts"}
    assert describe_options(SPECS, values) == "jokers=on, limit=4, trump=hearts"
    spec = OptionSpec("fast", "Fast", True, bool)
    assert describe_options((spec,), {"fast": False}) == "fast=off"
    spec = OptionSpec("trump", "Trump", "spades", str, choices=(None, "spades"))
    assert describe_options((spec,), {"trump": None}) == "trump=none"


def test_describe_then_parse_round_trips() -> None:
    values = {**DEFAULTS, "jokers": True, "limit": 4, "mode": "first-card", "target": 99}
    assert parse_options(SPECS, describe_options(SPECS, values)) == values


# ---------------------------------------------------------------------------- one spec


def test_allowed_lists_what_a_spec_takes() -> None:
    assert word(SPECS[0].allowed()) == "a number 3–100"
    assert word(SPECS[1].allowed()) == "on, off"
    assert word(SPECS[2].allowed()) == "classic, bid, first-card"
    assert word(SPECS[4].allowed()) == "none, spades, hearts"


def test_show() -> None:
    assert SPECS[1].show(True) == "on" and SPECS[1].show(False) == "off"
    assert SPECS[3].show(None) == "none"
    assert SPECS[0].show(12) == "12"


def test_allowed_reads_well_for_open_ranges() -> None:
    assert word(OptionSpec("deals", "Deals", 5, int).allowed()) == "a whole number"
    at_least = OptionSpec("deals", "Deals", 5, int, minimum=1)
    assert word(at_least.allowed()) == "a number of at least 1"
    assert word(OptionSpec("deals", "Deals", 5, int, maximum=9).allowed()) == "a number up to 9"
    assert word(SPECS[3].allowed()) == "a number 1–50 or none"  # limit: None is its default


def test_a_multiple_of_binds_new_tables_only() -> None:
    """Scores that move in fives take a multiple of 5 at /table create (after the range, which
    is named first); a table stored before the rule keeps its value."""
    fives = (OptionSpec("fine", "Fine", 10, int, minimum=0, maximum=50, multiple_of=5),)
    assert refusal("fine=7", fives) == "Option `fine` takes only multiples of 5, not '7'."
    assert refusal("fine=52", fives) == "Option `fine` must be at most 50."
    assert parse_options(fives, "fine=15") == {"fine": 15}
    assert complete_options(fives, {"fine": 7}) == {"fine": 7}
    assert word(fives[0].allowed()) == "a number 0–50, in multiples of 5"


def _every_game_option() -> list[tuple[str, OptionSpec]]:
    from bot.catalogue import load_catalogue

    return [(entry.game.name, spec) for entry in load_catalogue() for spec in entry.game.options]


@pytest.mark.parametrize(
    ("game", "spec"),
    [pair for pair in _every_game_option() if pair[1].kind is int and pair[1].choices is None],
    ids=lambda value: value if isinstance(value, str) else value.key,
)
def test_every_number_option_of_every_game_has_a_minimum_and_a_maximum(
    game: str, spec: OptionSpec
) -> None:
    """Fair limits: no table may ask for a million deals or a target nobody reaches."""
    assert spec.minimum is not None and spec.maximum is not None, (game, spec.key)
    with pytest.raises(OptionError, match=f"`{spec.key}` must be at most {spec.maximum}"):
        spec.parse(str(spec.maximum + 1))
    assert spec.parse(str(spec.maximum)) == spec.maximum


@pytest.mark.parametrize("language", list(Language))
def test_every_option_says_what_it_sets_before_its_values(language: Language) -> None:
    """``/table options`` and ``/rules`` list ``key — description``: Bid Whist's ``auction``
    read "continuous (go round, …) or single (…)", values with no word of what they choose."""
    descriptions = {spec.description for entry in load_catalogue() for spec in entry.game.options}
    with use_language(language):
        opening = {d: word(msg(d))[:1] for d in descriptions}
    assert [d for d, first in opening.items() if first == "`" or first.islower()] == []


@pytest.mark.parametrize("language", list(Language))
def test_no_option_description_ends_a_sentence(language: Language) -> None:
    """``/rules`` lists them as they are, ``/table options`` puts its own full stop after
    each: Shengji's ended in one ("… (t = 10).") where the other games' did not."""
    descriptions = {spec.description for entry in load_catalogue() for spec in entry.game.options}
    with use_language(language):
        ending = {d: word(msg(d))[-1:] for d in descriptions}
    assert [d for d, last in ending.items() if last in ".。।"] == []
