"""Why a Whist or Bid Whist action is refused: every refusal of the engine in one place, as a
catalog id (``whist.ftl``) and its parameters, naming only what the refused seat may know.

Each function builds a fresh :class:`~bot.errors.IllegalAction` (or :class:`OptionError`) for
its caller to raise; the render layer words it in the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import IllegalAction, OptionError
from bot.games.cards import Card, Suit, cards_words
from bot.msg import Msg

# -- the flow of a deal ----------------------------------------------------------------------


def not_an_action() -> IllegalAction:
    """A stale or forged button, or text that is no Whist action."""
    return IllegalAction("whist-not-an-action")


def game_over() -> IllegalAction:
    return IllegalAction("whist-game-over")


def not_your_turn() -> IllegalAction:
    return IllegalAction("whist-not-your-turn")


def wrong_phase(phase: str) -> IllegalAction:
    """The right seat, the wrong kind of action: say what the table is doing now."""
    return IllegalAction("whist-wrong-phase", phase=phase)


# -- the auction and the contract ------------------------------------------------------------


def no_auction() -> IllegalAction:
    return IllegalAction("whist-no-auction")


def auction_over() -> IllegalAction:
    return IllegalAction("whist-auction-over")


def not_your_turn_to_bid() -> IllegalAction:
    return IllegalAction("whist-not-your-turn-to-bid")


def dealer_must_bid() -> IllegalAction:
    return IllegalAction("whist-dealer-must-bid")


def bid_out_of_range(highest: int) -> IllegalAction:
    return IllegalAction("whist-bid-out-of-range", max=highest)


def bid_below_minimum(minimum: int) -> IllegalAction:
    return IllegalAction("whist-bid-below-minimum", min=minimum)


def bid_too_low(high: Msg) -> IllegalAction:
    return IllegalAction("whist-bid-too-low", bid=high)


def no_contract() -> IllegalAction:
    return IllegalAction("whist-no-contract")


def choose_direction_instead() -> IllegalAction:
    return IllegalAction("whist-choose-direction-instead")


def name_trump_instead() -> IllegalAction:
    return IllegalAction("whist-name-trump-instead")


# -- the kitty -------------------------------------------------------------------------------


def exchange_uneven(give: int, take: int) -> IllegalAction:
    return IllegalAction("whist-exchange-uneven", give=give, take=take)


def card_named_twice(card: Card) -> IllegalAction:
    return IllegalAction("whist-card-named-twice", card=card.words)


def card_not_held(card: Card) -> IllegalAction:
    return IllegalAction("cards-not-held", piece=card.words)


def card_not_in_kitty(card: Card) -> IllegalAction:
    return IllegalAction("whist-card-not-in-kitty", card=card.words)


def card_not_there(card: Card) -> IllegalAction:
    """A kitty pick naming a card that is neither in the hand nor in the kitty."""
    return IllegalAction("whist-card-not-there", card=card.words)


def pick_kitty_cards(count: int) -> IllegalAction:
    return IllegalAction("whist-pick-kitty-cards", count=count)


def pick_one() -> IllegalAction:
    return IllegalAction("whist-pick-one")


# -- tricks ----------------------------------------------------------------------------------


def no_trick() -> IllegalAction:
    return IllegalAction("whist-no-trick")


def must_follow(led: Suit, following: Sequence[Card]) -> IllegalAction:
    """The seat holds cards of the suit led (named: they are the seat's own cards)."""
    return IllegalAction("whist-must-follow", suit=led.words, held=cards_words(following))


# -- options ---------------------------------------------------------------------------------


def wrong_player_count(players: int) -> OptionError:
    return OptionError("whist-players", players=players)


def target_or_deals() -> OptionError:
    return OptionError("whist-target-or-deals")


def cycle_needs_rotating() -> OptionError:
    return OptionError("whist-cycle-needs-rotating")
