"""Every Whist refusal is a catalog id, worded in the reader's language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.errors import IllegalAction, OptionError
from bot.games.cards import parse_card
from bot.games.whist.actions import MakeBid, PlayCard
from bot.games.whist.bidding import Bid, BidKind
from bot.i18n import Language, has_message, use_language, word
from tests.games.whist.helpers import BID, CLASSIC, bid, classic, do

ROOT = Path(__file__).resolve().parents[3]
#: the modules of the Whist area whose refusals players read
AREA = [
    *sorted((ROOT / "bot" / "games" / "whist").glob("*.py")),
    ROOT / "bot" / "games" / "cards.py",
    ROOT / "bot" / "games" / "pieces.py",
    ROOT / "bot" / "render" / "whist.py",
    ROOT / "bot" / "ui" / "frontends" / "whist.py",
]
REFUSALS = {"PlayerError", "IllegalAction", "OptionError", "NotFound"}


def _refusal_ids(path: Path) -> list[tuple[int, object]]:
    """(line, first argument) of every refusal built in ``path``."""
    found: list[tuple[int, object]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name in REFUSALS:
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Call) and getattr(first.func, "id", None) == "with_hint":
                    first = first.args[1]  # the id joining a refusal (built and checked here)
                value = first.value if isinstance(first, ast.Constant) else ast.dump(first or node)
                found.append((node.lineno, value))
    return found


@pytest.mark.parametrize("path", AREA, ids=lambda p: p.name)
def test_every_refusal_is_an_english_catalog_id(path: Path) -> None:
    for line, msg_id in _refusal_ids(path):
        assert isinstance(msg_id, str) and has_message(msg_id), f"{path.name}:{line} {msg_id}"


def test_the_refusals_module_builds_every_engine_refusal() -> None:
    engine = [p for p in AREA if p.parent.name == "whist" and p.name != "refusals.py"]
    assert [p.name for p in engine if _refusal_ids(p)] == []
    assert len(_refusal_ids(ROOT / "bot" / "games" / "whist" / "refusals.py")) >= 25


def _must_follow() -> IllegalAction:
    state = classic(3, {0: "TC", 1: "AC KC 2S 3S"}, turn_up=None)
    state, _ = do(CLASSIC, state, "TC")
    with pytest.raises(IllegalAction) as refusal:
        CLASSIC.apply(state, 1, PlayCard(parse_card("2S")))
    return refusal.value


def test_a_refusal_reads_in_english_chinese_and_hindi() -> None:
    refusal = _must_follow()
    assert word(refusal) == "You must follow clubs: you hold A♣, K♣."
    with use_language(Language.ZH_CN):
        assert word(refusal) == "你必须跟梅花：你手里有 A♣、K♣。"
    with use_language(Language.HI):
        assert word(refusal) == "आपको चिड़ी ही डालना होगा: आपके पास A♣, K♣ है।"
    with use_language(Language.ZH_TW):
        assert "梅花" in str(refusal) and "K♣" in str(refusal)


def test_a_bid_refusal_names_the_high_bid_in_the_readers_words() -> None:
    state = bid(0, {})
    state, _ = do(BID, state, "3 downtown")
    with pytest.raises(IllegalAction) as refusal:
        BID.apply(state, 2, MakeBid(Bid(3, BidKind.UPTOWN)))
    assert str(refusal.value) == "Your bid must beat 3 downtown."
    with use_language(Language.SW):
        assert str(refusal.value) == "Zabuni yako lazima ishinde 3 chini."
    with use_language(Language.CY):
        assert str(refusal.value) == "Rhaid i'ch bid guro 3 i lawr."


def test_a_joker_is_named_in_the_readers_language() -> None:
    state = bid(0, {1: "SJ AS 2S KS 3H KH AH 4D 5D 6C 7C 8C"})
    state, _ = do(BID, state, "1", "pass", "pass", "pass", "trump H", "keep")
    with pytest.raises(IllegalAction) as refusal:
        BID.apply(state, 1, PlayCard(parse_card("BJ")))
    with use_language(Language.ZH_CN):
        assert "大王" in str(refusal.value)
    assert "Big Joker" in str(refusal.value)


def test_an_option_refusal_reads_in_welsh() -> None:
    with pytest.raises(OptionError) as refusal:
        CLASSIC.check_options({"trump": "turnup", "cycle": 5}, 4)
    with use_language(Language.CY):
        assert "Dim ond gyda `trump=rotating`" in str(refusal.value)


def test_the_auction_winner_bidding_again_is_told_to_name_the_contract() -> None:
    """Only the seat to act meets a wrong-phase refusal: it speaks to them, not of them."""
    state = bid(0, {})
    state, _ = do(BID, state, "4 notrump", "pass", "pass", "pass")
    (seat,) = BID.to_act(state)
    with pytest.raises(IllegalAction) as refusal:
        BID.apply(state, seat, MakeBid(Bid(5)))
    assert str(refusal.value) == "You can't do that now: you won the auction, so name the contract."
    opening = bid(0, {})
    (first,) = BID.to_act(opening)
    with pytest.raises(IllegalAction) as refusal:
        BID.apply(opening, first, PlayCard(parse_card("2H")))
    assert str(refusal.value) == "You can't do that now: it is your turn to bid or pass."
