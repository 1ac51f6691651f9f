"""Names escaped for markdown, and shown as typed where Discord shows text as it is."""

from __future__ import annotations

import discord

from bot.render.names import markdown_name, plain_name, visible_name
from bot.ui.components import GameButton, GameSelect


def test_a_backslash_in_a_name_cannot_undo_the_escape_of_a_link() -> None:
    typed = r"\\[Free Nitro\\](https://e.x)"
    escaped = markdown_name(typed)
    assert escaped == r"\\\[Free Nitro\\\](https://e.x)"  # shows \[Free Nitro\](…): no link
    assert markdown_name("abc\\") == "abc\\\\"  # a last backslash can't escape what follows


def test_escaping_twice_is_escaping_once_and_plain_undoes_it() -> None:
    for typed in ("john_doe", "# head", "*b* ||s|| `c` <@1>", r"\\[x\\](u)", "a\\_b"):
        once = markdown_name(typed)
        assert markdown_name(once) == once
    assert plain_name(markdown_name("john_doe")) == "john_doe"
    assert plain_name(markdown_name("# [x](u)")) == "# [x](u)"


def test_labels_and_menus_show_names_without_escapes() -> None:
    name = markdown_name("john_doe")
    button = GameButton(1, 1, "k", label=f"Waiting for {name}")
    assert button.item.label == "Waiting for john_doe"
    menu = GameSelect(
        1, 1, "k", [discord.SelectOption(label=name, value="1", description=f"by {name}")]
    )
    (option,) = menu.item.options
    assert (option.label, option.description) == ("john_doe", "by john_doe")


def test_a_name_that_shows_nothing_is_empty_and_one_that_shows_something_is_kept_whole() -> None:
    assert visible_name("\u3164\u200b  \u2060") == ""
    wales = "Ann \U0001f3f4\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f"
    assert visible_name(wales) == wales  # the flag's tag characters are format characters
    assert visible_name("  bob   \u200d  smith ") == "bob \u200d smith"
