"""The two registry entries, ``whist`` and ``bidwhist``: one shared engine, two option sets.

Start from an explicit deal (tests, replays) with :meth:`WhistRules.new_from_deal`::

    deal = explicit_deal(dealer=3, hands=[...4 hands...], kitty=[...], turn_up=card)
    state = WhistGame().new_from_deal(deal, {"target": 7}, seed=1)

Only the first deal is explicit; later deals are shuffled from the seed as usual.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.games.base import Codec, GameBase, GameEvent, GameResult
from bot.games.tricks import PARTNERS, PLAYERS, team_words
from bot.games.whist import deal_cycle, engine
from bot.games.whist.actions import Action, Pass, PlayCard, action_from_json, action_to_json
from bot.games.whist.deal import Deal
from bot.games.whist.events import Dealt
from bot.games.whist.options import (
    BID_OPTIONS,
    CLASSIC_OPTIONS,
    Rules,
    Variant,
    check_options,
)
from bot.games.whist.scoring import EndReason
from bot.games.whist.state import (
    Phase,
    WhistState,
    state_from_json,
    state_text,
    state_to_json,
)
from bot.games.whist.view import WhistView, build_view
from bot.msg import msg


class WhistRules(GameBase[WhistState, Action, WhistView]):
    """What both games share; subclasses only say which variant and options they are."""

    variant: ClassVar[Variant]
    partners = PARTNERS
    codec = Codec(state_to_json, state_from_json, action_to_json, action_from_json)

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return (PLAYERS, PLAYERS)

    def check_options(self, options: Mapping[str, Any], players: int | None) -> None:
        check_options(self.variant, options, players)

    def new(self, options: Mapping[str, Any], players: int, seed: int) -> WhistState:
        self.check_options(options, players)
        return deal_cycle.start_game(self.variant, Rules.from_options(self.variant, options), seed)

    def new_from_deal(
        self, deal: Deal, options: Mapping[str, Any] | None = None, seed: int = 0
    ) -> WhistState:
        """A game whose first deal is ``deal`` (dealer included); options may be partial."""
        options = options or {}
        self.check_options(options, PLAYERS)
        rules = Rules.from_options(self.variant, options)
        return deal_cycle.start_game(self.variant, rules, seed, deal)

    def deal_event(self, state: WhistState) -> Dealt:
        """The announcement of the current deal; ``apply`` emits it for every deal after the
        first, so a table shows this one when the game starts."""
        return deal_cycle.deal_event(state)

    def opening_events(self, state: WhistState) -> list[GameEvent]:
        return [self.deal_event(state)]

    def to_act(self, state: WhistState) -> frozenset[int]:
        seat = engine.to_act(state)
        return frozenset() if seat is None else frozenset({seat})

    def phase(self, state: WhistState) -> str:
        """The deal and its stage (auction, declaration, exchange, tricks): a contract won,
        trumps named or a kitty exchanged is posted then, not held until the declarer leads,
        and a deal's end even when the last trick's winner opens the next."""
        return f"{state.deal_number} {state.phase.value}"

    def legal_actions(self, state: WhistState, seat: int) -> Sequence[Action]:
        return engine.legal_actions(state, seat)

    def is_play(self, action: Action) -> bool:
        return isinstance(action, PlayCard)

    def forced_play(self, state: WhistState, seat: int) -> Action | None:
        return engine.forced_play(state, seat)

    def expired_action(self, state: WhistState, seat: int) -> Action | None:
        """A bid that ran out passes (a dealer who must bid is left to the AI)."""
        if state.phase is Phase.AUCTION and Pass() in engine.legal_actions(state, seat):
            return Pass()
        return None

    def apply(
        self, state: WhistState, seat: int, action: Action
    ) -> tuple[WhistState, list[GameEvent]]:
        return engine.apply(state, seat, action)

    def view(self, state: WhistState, seat: int | None) -> WhistView:
        return build_view(state, seat, engine.to_act(state))

    def state_text(self, state: WhistState) -> str:
        return state_text(state)

    def is_over(self, state: WhistState) -> bool:
        return state.phase is Phase.OVER

    def result(self, state: WhistState) -> GameResult:
        if state.outcome is None:
            raise ValueError("the game is not over yet")
        winner = state.outcome.winner
        scores = state.scores
        deals = state.deal_number
        if winner is None:
            summary = msg("whist-result-drawn", first=scores[0], second=scores[1], deals=deals)
            return GameResult(PARTNERS, (1, 1), scores, summary)
        placings = (1, 2) if winner == 0 else (2, 1)
        won, lost = team_words(winner), team_words(1 - winner)
        if state.outcome.reason is EndReason.FLOOR:
            summary = msg(
                "whist-result-floor-by",
                winners=won,
                losers=lost,
                score=scores[1 - winner],
                deals=deals,
            )
        else:
            summary = msg(
                "whist-result-won-by",
                winners=won,
                score=scores[winner],
                other=scores[1 - winner],
                deals=deals,
            )
        return GameResult(PARTNERS, placings, scores, summary)


class WhistGame(WhistRules):
    """Classic Whist: 13 cards each, trump turned up (or rotating), first side to 5."""

    variant = Variant.CLASSIC
    name = "whist"
    title = "Whist"
    options = CLASSIC_OPTIONS


class BidWhistGame(WhistRules):
    """Bid Whist: jokers, a kitty, an auction for the contract; +5 wins, −5 loses."""

    variant = Variant.BID
    name = "bidwhist"
    title = "Bid Whist"
    options = BID_OPTIONS
