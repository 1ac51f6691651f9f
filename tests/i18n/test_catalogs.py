"""Every catalog says everything English says, with the same parameters, and nothing more."""

from __future__ import annotations

import gc

import pytest

from bot.errors import PlayerError
from bot.i18n import Language, Msg, t, use_language, word
from bot.i18n.catalogs import catalog, load_catalogs, placeholders
from bot.msg import msg_from_json, msg_to_json

OTHERS = [language for language in Language if language is not Language.EN]


@pytest.mark.parametrize("language", OTHERS, ids=str)
def test_catalog_has_every_english_message_and_no_other(language: Language) -> None:
    english = set(catalog(Language.EN).sources)
    theirs = set(catalog(language).sources)
    assert sorted(english - theirs) == [], f"{language} lacks these messages"
    assert sorted(theirs - english) == [], f"{language} has messages English does not"


@pytest.mark.parametrize("language", OTHERS, ids=str)
def test_catalog_messages_take_the_same_parameters_as_english(language: Language) -> None:
    english = catalog(Language.EN).sources
    theirs = catalog(language).sources
    mismatched = {
        msg_id: (sorted(placeholders(english[msg_id])), sorted(placeholders(source)))
        for msg_id, source in theirs.items()
        if msg_id in english and placeholders(source) != placeholders(english[msg_id])
    }
    assert mismatched == {}


def test_every_language_names_itself_in_every_catalog() -> None:
    for reader in Language:
        with use_language(reader):
            assert {t(f"language-{language}") for language in Language} == {
                "English",
                "简体中文",
                "繁體中文",
                "Kiswahili",
                "Cymraeg",
                "हिन्दी",
            }


def test_a_refusal_is_worded_in_the_language_in_force() -> None:
    refusal = PlayerError("apology")
    with use_language(Language.CY):
        welsh = word(refusal)
    assert welsh.startswith("Mae'n ddrwg gen i")
    assert word(refusal).startswith("Sorry")


def test_nested_messages_are_worded_in_the_same_language() -> None:
    with use_language(Language.ZH_CN):
        assert word(Msg("language-en")) == "English"
        assert word(Msg("apology", {"x": Msg("language-sw")})).startswith("抱歉")


def test_an_unknown_id_is_shown_as_it_is() -> None:
    assert t("Text stored before the catalogs") == "Text stored before the catalogs"


@pytest.mark.parametrize(
    ("language", "one", "several"),
    [(Language.EN, "pick 1 card in", "pick 3 cards in"), (Language.HI, "1 पत्ता", "3 पत्ते")],
)
def test_a_count_of_cards_takes_the_languages_plural(
    language: Language, one: str, several: str
) -> None:
    with use_language(language):
        assert one in t("shengji-prompt-follow", count=1, quick="none")
        assert several in t("shengji-prompt-follow", count=3, quick="none")


#: a Welsh noun after 1, 2, 3, 6 and 10: the singular, soft-mutated after "dau/dwy",
#: aspirate-mutated after "tri" and "chwe" (not after the feminine "tair": 3 teilsen), as
#: the numeral is spoken even when written in digits (Fluent's cy plural categories: two,
#: few = 3, many = 6)
WELSH_COUNTS = [
    ("shengji-hand-head", "count", ("cerdyn", "gerdyn", "cherdyn", "cherdyn", "cerdyn")),
    ("shengji-table-last-trick", "points", ("pwynt", "bwynt", "phwynt", "phwynt", "pwynt")),
    ("mt-table-player", "count", ("deilsen", "deilsen", "teilsen", "theilsen", "teilsen")),
    ("whist-deal-scored", "books", ("tric", "dric", "thric", "thric", "tric")),
    ("table-needs-players", "missing", ("sedd", "sedd", "sedd", "sedd", "sedd")),
    ("table-rematch-expired", "minutes", ("munud", "funud", "munud", "munud", "munud")),
]


@pytest.mark.parametrize(
    ("msg_id", "count", "nouns"), WELSH_COUNTS, ids=[m for m, _, _ in WELSH_COUNTS]
)
def test_a_welsh_count_mutates_its_noun_as_the_numeral_is_spoken(
    msg_id: str, count: str, nouns: tuple[str, ...]
) -> None:
    others = placeholders(catalog(Language.CY).sources[msg_id]) - {count}
    with use_language(Language.CY):
        for n, noun in zip((1, 2, 3, 6, 10), nouns, strict=True):
            text = t(msg_id, **dict.fromkeys(others, "x"), **{count: n})
            assert f"{n} {noun} " in text or f"{n} {noun})" in text, text


def test_a_hand_of_one_pip_says_pip() -> None:
    assert t("mt-hand-tiles", count=1, pips=1) == "Your tiles (1, 1 pip):"
    assert t("mt-hand-tiles", count=1, pips=0) == "Your tiles (1, 0 pips):"  # the 0-0
    assert t("mt-log-round-row", name="Ada", score=1, pips=1, total=9) == "Ada: +1 (1 pip) → 9"


def test_one_round_and_the_last_card_are_singular() -> None:
    assert t("mt-summary", count=1, total=5, seats="2", rounds=1).endswith("seat 2 after 1 round.")
    assert t("mt-summary", count=2, total=5, seats="2, 3", rounds=13).endswith("after 13 rounds.")
    assert t("shengji-deal-count", left=1) == "Deal the last card."
    assert t("shengji-deal-count", left=5) == "Deal between 1 and 5 cards."


@pytest.mark.parametrize("language", list(Language), ids=str)
def test_the_last_card_to_deal_is_not_a_range_from_one_to_one(language: Language) -> None:
    with use_language(language):
        last, several = t("shengji-deal-count", left=1), t("shengji-deal-count", left=5)
    assert "1" not in last and "5" in several


def test_loaded_catalogs_leave_nothing_of_fluent_or_babel_to_build_on_first_use() -> None:
    """Start-up loads every catalog before it freezes what is alive; whatever Fluent or Babel
    built later, on a message's first use, every full collection would walk (issue #19)."""
    load_catalogs()

    def built() -> int:
        gc.collect()
        modules = (vars(type(o)).get("__module__") for o in gc.get_objects())
        return sum(isinstance(m, str) and m.startswith(("fluent", "babel")) for m in modules)

    before = built()
    for language in Language:
        bundle = catalog(language).bundle
        for msg_id, source in catalog(language).sources.items():
            pattern = bundle.get_message(msg_id).value
            if pattern is not None:
                bundle.format_pattern(pattern, dict.fromkeys(placeholders(source), 3))
    assert built() == before


def test_a_shengji_hand_of_one_card_says_card() -> None:
    with use_language(Language("en")):
        assert "(1 card)" in t("shengji-hand-head", name="Ann", count=1, trumps="♥")
        assert "(2 cards)" in t("shengji-hand-head", name="Ann", count=2, trumps="♥")


def test_a_whist_deal_of_one_book_or_trick_says_it_in_the_singular() -> None:
    common = {"deal": 1, "team": "Ann & Bo", "bid": "4 uptown", "points": -4, "score": "0–4"}
    with use_language(Language("en")):
        assert "took 1 book and went set" in t("whist-deal-set", books=1, **common)
        assert "took 1 trick to 12" in t("whist-deal-scored", books=1, other=12, **common)
        assert "took 10 books and made it" in t("whist-deal-made", books=10, **common)


def test_a_list_of_names_takes_the_languages_separator() -> None:
    """Names were joined with an English ", " in code: "正在等 alice, bob"."""
    waiting = Msg("table-not-your-turn", {"names": ("alice", "bob")})
    assert word(waiting) == "It's not your turn: waiting for alice, bob."
    with use_language(Language.ZH_CN):
        assert word(waiting) == "还没轮到你：正在等 alice、bob。"
        stored = msg_from_json(msg_to_json(waiting))  # a summary read back: a JSON list
        assert word(stored) == "还没轮到你：正在等 alice、bob。"
