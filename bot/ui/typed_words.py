"""Words a player may type around a move in ``/play``, in English and in their own language.

The notation of cards and tiles is the same everywhere, but the word that says what to do with
them (``play``, 出, ``cheza``) belongs to the reader's language. The catalogs list such words
(``cards-typed-play``: several, separated by spaces); English ones are understood in every
language, since the help and the examples show them.
"""

from __future__ import annotations

from bot.i18n import Language, t, use_language
from bot.msg import Msg, msg


def typed_words(msg_id: str) -> list[str]:
    """The words ``msg_id`` lists in the language in force and in English, longest first."""
    with use_language(Language.EN):
        english = t(msg_id).lower().split()
    return sorted({*english, *t(msg_id).lower().split()}, key=len, reverse=True)


def without_word(text: str, *msg_ids: str) -> str:
    """``text`` less one of the listed words at its start or its end: ``play TH``, ``出TH``,
    ``TH चलें``. A word in Latin letters needs a space beside it (``pH`` stays a card); a
    Chinese word may touch the cards, as Chinese is written without spaces."""
    lowered = text.lower()
    for word in (w for msg_id in msg_ids for w in typed_words(msg_id)):
        gap = " " if word.isascii() else ""
        if lowered.startswith(word + gap):
            return text[len(word) :].strip()
        if lowered.endswith(gap + word):
            return text[: -len(word)].strip()
    return text


#: refusals of typed text that carry their own examples of what to type
_EXPLAINED = frozenset({"cards-unknown-card"})


def with_hint(refusal: Msg, joined: str, hint: Msg | str) -> Msg:
    """``refusal`` of a typed move, then the phase's ``hint`` (the two joined by the catalog's
    ``joined``), unless there is none or the refusal already shows what to type: an unreadable
    card lists the notation, and the hint after it ("Type one card, like `AS` …") said the
    same again."""
    if not hint or refusal.id in _EXPLAINED:
        return refusal
    return msg(joined, refusal=refusal, hint=hint)
