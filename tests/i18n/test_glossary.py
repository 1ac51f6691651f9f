"""The catalogs keep to docs/glossary.md: a word the glossary rules out for a game term appears in
no message of that language, so a new or reworded line cannot drift back to it.

Each rule is a regex for the ruled-out word in the sense the glossary rules it out (Swahili
"upande" stays for a suit, so only its "side" uses are caught); an exception names the message
and says why the word is right there. Comments in the catalogs are not checked: they may quote
the ruled-out words to say why they are not used.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from bot.i18n import Language
from bot.i18n.catalogs import catalog

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"
#: a letter or combining mark of the scripts the catalogs use: Python's ``\b`` breaks a Hindi
#: word at its vowel signs, so boundaries are spelled out
LETTER = r"[\w\u0900-\u097f]"


class RuledOut(NamedTuple):
    """A word the glossary rules out for a term, as docs/glossary.md spells it."""

    term: str
    word: str
    pattern: str


def whole(pattern: str) -> str:
    """``pattern`` as a whole word (for languages written with spaces)."""
    return rf"(?<!{LETTER})(?:{pattern})(?!{LETTER})"


RULED_OUT: dict[Language, list[RuledOut]] = {
    Language.CY: [
        RuledOut("kitty", "pwll", whole("pwll")),
        RuledOut("side / team", "ochr", whole("h?ochr(?:au)?")),
        RuledOut("trump", "utgorn", whole("h?utgorn")),
        RuledOut("declarer", "datganydd", whole("d?datganydd")),
    ],
    Language.SW: [
        RuledOut("partner", "washirika", whole("m?shirika|washirika")),
        RuledOut(
            "side / team",
            "upande",
            whole(
                r"(?:kwa|cha|wa|ya|la)\s+upande\s+w(?:angu|ako|ake|etu|enu|ao)|upande\s+mwingine"
            ),
        ),
        RuledOut("deal", "mgao", whole("[Mm]i?gao")),
        RuledOut("lead", "anza", whole(r"\w*anzwa") + r"|\{ \$leader \} anaanza"),
        RuledOut("trump", "tarumbeta", whole("tarumbeta")),
        RuledOut("card", "kadi", whole("kadi")),
    ],
    Language.HI: [
        RuledOut("side / team", "पक्ष", whole("पक्ष")),
        RuledOut("side / team", "तरफ़", whole("तरफ़?")),
        RuledOut("side / team", "जोड़ी", whole("जोड़ी")),
        RuledOut("dealer", "बाँटने वाला", whole("बाँटने वाल[ाे]")),
        RuledOut("whist", "सीटी", whole("सीटी")),
        RuledOut("partner", "साझेदार", whole("साझेदार")),
    ],
    Language.ZH_CN: [
        RuledOut("lead", "先出", "先出"),
        RuledOut("lead", "首出", "首出"),
        RuledOut("partner", "同伴", "同伴|伙伴|队友"),
        RuledOut("table", "这张桌", "这张桌"),
        RuledOut("bid whist", "竞叫惠斯特", "竞叫惠斯特"),
    ],
    Language.ZH_TW: [
        RuledOut("lead", "先出", "先出"),
        RuledOut("lead", "首出", "首出"),
        RuledOut("partner", "同伴", "同伴|夥伴|隊友"),
        RuledOut("trump", "王牌", "王牌|無王"),
        RuledOut("table", "這張桌", "這張桌"),
    ],
}

#: (language, message, ruled-out word) → why the word is right in that message
EXCEPTIONS: dict[tuple[Language, str, str], str] = {
    (Language.CY, "apology", "ochr"): "'ar fy ochr i' is 'on my end', not a team",
    (Language.CY, "rules-shengji-5", "ochr"): "'siwt ochr' is a side suit (not trumps)",
    (Language.HI, "help-6", "पक्ष"): "'उसके पक्ष में वोट' is a vote in favour, not a team",
    (Language.ZH_CN, "shengji-follow-all-of", "先出"): "'play it first' (before discarding)",
    (Language.ZH_TW, "shengji-follow-all-of", "先出"): "'play it first' (before discarding)",
    (Language.ZH_CN, "mt-log-round-started", "先出"): "dominoes have no lead: 'plays first'",
    (Language.ZH_TW, "mt-log-round-started", "先出"): "dominoes have no lead: 'plays first'",
}


def text_of(source: str) -> str:
    """A message's Fluent source without the comment attached to it."""
    return "\n".join(line for line in source.splitlines() if not line.startswith("#"))


@pytest.mark.parametrize("language", list(RULED_OUT), ids=str)
def test_no_message_uses_a_word_the_glossary_rules_out(language: Language) -> None:
    found = {
        (msg_id, rule.word, match.group())
        for msg_id, source in catalog(language).sources.items()
        for rule in RULED_OUT[language]
        if (language, msg_id, rule.word) not in EXCEPTIONS
        for match in re.finditer(rule.pattern, text_of(source))
    }
    assert sorted(found) == []


def test_every_exception_is_still_needed() -> None:
    """An exception whose message no longer uses the word is removed, not left to excuse a later
    drift."""
    rules = {
        (language, rule.word): rule.pattern
        for language in RULED_OUT
        for rule in RULED_OUT[language]
    }
    stale = [
        key
        for key in EXCEPTIONS
        if not re.search(rules[key[0], key[2]], text_of(catalog(key[0]).sources[key[1]]))
    ]
    assert stale == []


def test_the_glossary_names_every_ruled_out_word() -> None:
    glossary = GLOSSARY.read_text(encoding="utf-8")
    sections = dict(re.findall(r"^## .*?\(`([\w-]+)`\)\n(.*?)(?=^## |\Z)", glossary, re.M | re.S))
    missing = [
        (str(language), rule.word)
        for language, rules in RULED_OUT.items()
        for rule in rules
        if rule.word not in sections.get(str(language), "")
    ]
    assert missing == []
