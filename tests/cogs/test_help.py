"""``/help`` and ``/rules`` through SimCord, and long replies split into pages that fit Discord."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.app import create_bot
from bot.catalogue import load_catalogue
from bot.config import Settings
from bot.i18n import Language, t, use_language
from bot.render.help import help_document, rules_summary
from bot.ui.pages import Document, page_embed, split_pages
from tests.cogs.conftest import Server
from tests.cogs.support import components, reply

EMBED_TOTAL = 6000
EMBED_DESCRIPTION = 4096
#: about what a phone shows of an embed without scrolling: a /help page is one screen
PHONE_SCREEN = 1600


def build_bot(settings: Settings) -> discord.Client:
    """Every game the bot offers, so /rules can show each of them."""
    return create_bot(settings, load_catalogue())


def fits(embed: discord.Embed) -> bool:
    total = len(embed.title or "") + len(embed.description or "") + len(embed.footer.text or "")
    return len(embed.description or "") <= EMBED_DESCRIPTION and total <= EMBED_TOTAL


async def test_help_answers_privately_with_how_tables_work_a_phone_screen_a_page(
    server: Server,
) -> None:
    result = await server.alice.slash(server.channel, "help")
    assert result.ephemeral
    message = reply(result).message
    pages = [message.embeds[0]]
    while len(pages) < 5 and not buttons_of(message)["Next ▶"]["disabled"]:
        message = reply(await server.alice.click(message, label="Next ▶")).message
        pages.append(message.embeds[0])
    assert [page.footer.text for page in pages] == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]
    assert all(fits(page) and len(page.description or "") <= PHONE_SCREEN for page in pages)
    assert (pages[0].description or "").startswith("**Open a table.**")
    assert (pages[1].description or "").startswith("**Your hand is private.**")
    assert (pages[2].description or "").startswith("**Absent players.**")
    shown = "\n".join(page.description or "" for page in pages)
    for words in (
        "/table create",
        "/table move",
        "/table swap",
        "Your hand",
        "/rules",
        "I'm back",
        "/table replace",
        "new rating and its change",
    ):
        assert words in shown
    assert "\f" not in shown


@pytest.mark.parametrize("language", list(Language))
def test_help_offers_typed_moves_in_the_readers_words(language: Language) -> None:
    """/help's typed words are those /play reads in the reader's language, as the tables'
    footers and hints offer them: Bid Whist's word for keeping the hand at the kitty
    (whist-typed-keep), and no English bid words in another language."""
    with use_language(language):
        text = help_document()[1]
        keep = t("whist-typed-keep")
    assert f"`{keep}`" in text
    assert language is Language.EN or "`4 uptown`" not in text


def buttons_of(message: discord.Message) -> dict[str, dict[str, Any]]:
    return {c["label"]: {"disabled": bool(c.get("disabled"))} for c in components(message)}


async def test_rules_summarise_every_game_with_its_default_options(server: Server) -> None:
    for entry in load_catalogue():
        game = entry.game
        assert rules_summary(game)
        result = await server.bob.slash(server.channel, "rules", game=game.name)
        assert result.ephemeral
        embed = reply(result).embeds[0]
        assert game.title in (embed.title or "") and fits(embed)
        assert "Options (defaults)" in (embed.description or "")


async def test_a_game_typed_by_its_title_in_any_case_is_the_game(server: Server) -> None:
    """Discord sends what was typed when no choice is picked: titles and stray capitals or
    spaces name the game in /rules, /table options and /table create alike."""
    for typed, title in (("Bid Whist", "Bid Whist"), (" MEXICAN train ", "Mexican Train")):
        rules = reply(await server.bob.slash(server.channel, "rules", game=typed)).embeds[0]
        assert title in (rules.title or "")
        options = reply(await server.bob.slash(server.channel, "table options", game=typed))
        assert title in (options.embeds[0].title or "")
    created = await server.alice.slash(server.channel, "table create", game="Whist")
    assert not created.ephemeral and "Whist" in (reply(created).embeds[0].title or "")
    unknown = await server.bob.slash(server.channel, "rules", game="Chess")
    assert unknown.ephemeral and "There is no game called 'Chess' here." in reply(unknown).content


async def test_rules_in_a_tables_thread_show_that_tables_options(server: Server) -> None:
    await server.alice.slash(server.channel, "table create", game="whist", options="target=3")
    thread = server.channel.threads[-1]
    result = await server.bob.slash(thread, "rules")
    text = reply(result).embeds[0].description or ""
    assert "Options at table #1" in text and "`target=3`" in text


async def every_page(server: Server, result: simcord.InteractionResult) -> str:
    """All the pages of a /rules reply, turned with its Next button (a summary and a long
    option list may not fit one page)."""
    message = reply(result).message
    shown = message.embeds[0].description or ""
    footer = message.embeds[0].footer.text or ""
    while footer.startswith("Page ") and footer != "Page {0} of {0}".format(footer.split()[-1]):
        message = reply(await server.bob.click(message, label="Next ▶")).message
        shown += "\n" + (message.embeds[0].description or "")
        footer = message.embeds[0].footer.text or ""
    return shown


async def rules_in_thread(server: Server, game: str, options: str) -> str:
    """The summary /rules shows in a new table's thread (the option list under it, which
    names defaults in its descriptions, cut off)."""
    await server.alice.slash(server.channel, "table create", game=game, options=options)
    text = await every_page(server, await server.bob.slash(server.channel.threads[-1], "rules"))
    summary, heading, _options = text.partition("\n**Options at table #1**")
    assert heading
    return summary


async def test_rules_in_a_mexican_train_thread_with_set_9_tell_the_double_9_set(
    server: Server,
) -> None:
    """The set, its seats, round 1's engine and the double-blank's score follow the table;
    where no table is, the defaults."""
    default = await every_page(
        server, await server.bob.slash(server.channel, "rules", game="mexican_train")
    )
    assert "2–8 with the double-12 set" in default and "from the 12-12 engine" in default
    assert "(0-0 counts 50)" in default
    text = await rules_in_thread(server, "mexican_train", "set=9 double_blank=0")
    assert "2–4 with the double-9 set" in text
    assert "from the 9-9 engine, the next from 8-8" in text
    assert "(0-0 counts 0)" in text
    for words in ("double-12", "12-12", "11-11", "counts 50"):
        assert words not in text


async def test_rules_in_a_bid_whist_thread_with_target_7_tell_that_target(
    server: Server,
) -> None:
    text = await rules_in_thread(server, "bidwhist", "target=7 penalty=bid")
    assert "The first side to +7 wins; a side at −7 loses." in text
    assert "it loses the whole bid" in text
    assert "+5" not in text and "−5" not in text and "the shortfall" not in text


async def test_rules_in_a_shengji_thread_with_one_deck_tell_one_decks_points(
    server: Server,
) -> None:
    """One deck: 54 cards, 12 each and 6 in the kitty, and 40 of 100 points take over."""
    text = await rules_in_thread(server, "shengji", "decks=1 target=k")
    assert "One deck with jokers (54 cards, 12 each and 6 in the kitty)" in text
    assert "With 40 or more of 100 the opponents take over" in text
    assert "from 2 up to K" in text and "going past K" in text
    for words in ("108 cards", "80 or more", "of 200", "past A"):
        assert words not in text


async def test_rules_in_a_shengji_match_going_on_tell_its_levels_and_who_starts(
    server: Server,
) -> None:
    """A match kept going (levels 6-4, seat 2 starting) with declaring in turn after the
    deal: the summary says so rather than "from 2" and "the final declarer's side"."""
    text = await rules_in_thread(
        server, "shengji", "levels=6-4 starter=2 declare_order=fixed-dealer"
    )
    assert "going on from 6 (seats 1 & 3) and 4 (seats 2 & 4) up to A" in text
    assert "Once all cards are dealt, each player in turn from the starter's partner" in text
    assert "Seat 2 starts the first hand, its side declaring." in text
    for words in ("from 2 up to", "While the cards are dealt", "final declarer's side"):
        assert words not in text


@pytest.mark.parametrize("language", list(Language), ids=str)
def test_rules_follow_the_options_in_every_language(language: Language) -> None:
    """Each catalog words the options' values, not the defaults written in."""
    games = {entry.game.name: entry.game for entry in load_catalogue()}
    with use_language(language):
        train = rules_summary(games["mexican_train"], {"set": 9, "double_blank": 0}) or ""
        bid = rules_summary(games["bidwhist"], {"target": 7}) or ""
        whist = rules_summary(games["whist"], {"target": 3}) or ""
        tractor = rules_summary(games["shengji"], {"decks": 1}) or ""
        default_tractor = rules_summary(games["shengji"]) or ""
    assert "9-9" in train and "8-8" in train and "12-12" not in train and "50" not in train
    assert "+7" in bid and "−7" in bid and "+5" not in bid
    assert " 3 " in whist and " 5 " not in whist
    assert "54" in tractor and "100" in tractor and "40" in tractor and "200" not in tractor
    assert "108" in default_tractor and "200" in default_tractor and "80" in default_tractor


async def test_rules_without_a_game_outside_a_table_ask_which(server: Server) -> None:
    result = await server.bob.slash(server.channel, "rules")
    assert result.ephemeral and "Which game?" in reply(result).content


async def test_a_long_document_turns_pages_with_buttons(server: Server) -> None:
    document = Document("Long", "\n".join(f"line {n} " + "word " * 30 for n in range(200)))
    embed, count = page_embed(document, 0)
    assert count > 1 and fits(embed)
    embed, _ = page_embed(document, count + 5)  # past the end: the last page, not an error
    assert embed.footer.text == f"Page {count} of {count}"


async def test_long_pages_turn_with_the_next_button(
    server: Server, simcord_bot: discord.Client
) -> None:
    long_text = Document("Long help", "\n".join("word " * 40 for _ in range(300)))

    async def source(_interaction: discord.Interaction, _topic: str) -> Document:
        return long_text

    simcord_bot.get_cog("Help").document = source  # type: ignore[attr-defined]
    simcord_bot.page_source = source  # type: ignore[attr-defined]
    result = await server.alice.slash(server.channel, "help")
    message = reply(result).message
    assert (message.embeds[0].footer.text or "").startswith("Page 1 of ")
    turned = await server.alice.click(message, label="Next ▶")
    assert (reply(turned).message.embeds[0].footer.text or "").startswith("Page 2 of ")


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=5000))
def test_pages_fit_and_never_cut_a_word_that_fits_on_a_page(text: str) -> None:
    size = 300
    pages = split_pages(text, size)
    assert all(len(page) <= size for page in pages)
    assert "".join("".join(pages).split()) == "".join(text.split())
    words = {w for w in text.split() if len(w) <= size // 2}
    pieces = {w for page in pages for w in page.split()}
    assert words <= pieces


async def test_table_options_show_every_option_of_every_game_without_cutting(
    server: Server,
) -> None:
    for entry in load_catalogue():
        game = entry.game
        result = await server.carol.slash(server.channel, "table options", game=game.name)
        assert result.ephemeral
        message = reply(result).message
        embed = message.embeds[0]
        shown = embed.description or ""
        while embed.footer.text and not embed.footer.text.startswith(
            "Page {0} of {0}".format(embed.footer.text.rsplit(" ", 1)[-1])
        ):
            turned = await server.carol.click(message, label="Next ▶")
            message = reply(turned).message
            embed = message.embeds[0]
            shown += "\n" + (embed.description or "")
        assert fits(embed) and ".." not in shown
        for spec in game.options:
            assert f"`{spec.key}`" in shown
        assert f"/table create game:{game.name}" in shown


async def test_the_lobby_rules_button_shows_the_rules_with_the_tables_options(
    server: Server,
) -> None:
    created = await server.alice.slash(
        server.channel, "table create", game="bidwhist", options="min_bid=3"
    )
    pressed = await server.bob.click(reply(created).message, label="Rules")
    assert pressed.ephemeral
    embed = reply(pressed).embeds[0]
    text = embed.description or ""
    assert "Bid Whist" in (embed.title or "") and fits(embed)
    assert "Options at table #1" in text and "`min_bid=3`" in text


def test_help_is_three_pages_of_whole_paragraphs_in_every_language() -> None:
    """Welsh, Swahili and Hindi ran past one embed and were cut between two pages wherever the
    size fell; now every language breaks where the help asks, and each page opens on a
    paragraph's bold heading."""
    for language in Language:
        with use_language(language):
            pages = split_pages(Document(*help_document()).text)
        assert len(pages) == 3, language
        assert all(page.startswith("**") for page in pages), language


@pytest.mark.parametrize("language", list(Language))
def test_every_help_page_fits_a_phone_screen_in_every_language(language: Language) -> None:
    """Only the English pages were held to a phone screen: the Welsh page on absent players
    ran to about 1,700 characters and the Swahili one to 1,660, a scroll on a phone."""
    with use_language(language):
        pages = split_pages(Document(*help_document()).text)
    assert [len(page) for page in pages if len(page) > PHONE_SCREEN] == []


def test_help_does_not_have_the_host_wait_for_every_seat() -> None:
    """It said the host starts "when the seats are filled", as the lobby did: at a Mexican
    Train table for 2 to 8 people waited for eight."""
    with use_language(Language.EN):
        text = Document(*help_document()).text
    assert "The host presses **Start** once enough players are seated." in text
