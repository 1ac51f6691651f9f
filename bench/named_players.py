"""The players a strength match names (``--pairs X:Y``): the baselines, the bot's own levels,
and variants of the strong players with some settings changed (``strong@C``,
``calibrated@C``, ``shengji@…``, ``train@…``), so a setting is tried without editing the bot.
Kept apart from the matches themselves, which other benches and the AI tests also build
players for.
"""

from __future__ import annotations

from collections.abc import Callable

from bench.ai_players import baseline
from bot.games.base import AIPlayer


def player_factory(budget: int | None) -> Callable[[str, str], AIPlayer]:
    """Baselines by name, and the bot's own levels (easy, normal, strong)."""

    def make(game: str, name: str) -> AIPlayer:
        if name in ("random", "greedy", "today"):
            return baseline(game, name)
        if name.startswith("shengji@"):
            return tuned_shengji(name, budget)
        if name.startswith("train@"):
            return tuned_train(name, budget)
        if "@" in name:
            return fixed_confidence(name, budget)
        from bot.ai.levels import Level, player_for

        return player_for(game, Level(name), rollouts=budget)

    return make


def fixed_confidence(name: str, budget: int | None) -> AIPlayer:
    """``strong@C`` / ``calibrated@C``: the Bid Whist bidding with a fixed chance asked for."""
    from bot.ai.whist_bidding import CalibratedWhistAI
    from bot.ai.whist_search import WhistSearch

    kind, confidence = name.split("@")
    if kind == "strong":
        return WhistSearch(budget, confidence=float(confidence))
    if kind == "calibrated":
        return CalibratedWhistAI(float(confidence))
    raise ValueError(f"no player {name!r}")


def tuned_shengji(name: str, budget: int | None) -> AIPlayer:
    """``shengji@key=value/…``: the strong Shengji player with some settings changed:
    ``endgame`` (search with this many cards or fewer; 0: the mended heuristic alone),
    ``margin`` (points a world), ``share`` and ``least`` (how sure of its trumps it declares),
    ``points`` and ``void`` (burying's cost per point buried, gain per suit voided), ``cap``
    (the clock's cap in seconds: a large one makes a loaded run play as an idle one),
    ``rollouts`` (playouts a decision), ``short`` (0: the playouts' opponents of the declarers
    lead from their longest suit, as before, rather than their shortest), ``pairs`` (0: declare
    with the single, as today), ``overturn`` (the share of trumps asked to overturn an
    opponent; today 0.3), ``partner`` (0: never overturn the partner)."""
    from dataclasses import replace

    from bot.ai.shengji_search import CAP_SECONDS, ENDGAME, MARGIN, ShengjiSearch
    from bot.ai.shengji_strong import Tuning

    given = {k: float(v) for k, v in (item.split("=") for item in name[8:].split("/") if item)}
    base = Tuning()
    tuning = replace(
        base,
        declare_share=given.get("share", base.declare_share),
        declare_least=int(given.get("least", base.declare_least)),
        bury_points=given.get("points", base.bury_points),
        bury_void=given.get("void", base.bury_void),
        declare_pairs=bool(given.get("pairs", base.declare_pairs)),
        overturn_share=given.get("overturn", base.overturn_share),
        overturn_partner=bool(given.get("partner", base.overturn_partner)),
    )
    endgame, margin = int(given.get("endgame", ENDGAME)), given.get("margin", MARGIN)
    cap, short = given.get("cap", CAP_SECONDS), bool(given.get("short", 1))
    return ShengjiSearch(
        int(given.get("rollouts", budget or 0)) or None,
        endgame=endgame,
        margin=margin,
        cap_seconds=cap,
        tuning=tuning,
        short_leads=short,
    )


def tuned_train(name: str, budget: int | None) -> AIPlayer:
    """``train@key=value/…``: the strong Mexican Train player with some of its
    :class:`SearchTuning` changed (``margin``, ``pips``, ``slips``, ``candidates``,
    ``endgame``, ``infer`` as 0 or 1; ``candidates=1`` is the tuned heuristic) and some of its
    heuristic's :class:`Weights` (by field name, e.g. ``breaks_plan=-60``; the rest as in
    ``STRONG_WEIGHTS``). No wall-clock cap to speak of, so a loaded machine plays the same
    tiles."""
    from dataclasses import fields, replace

    from bot.ai.mexican_train import STRONG_WEIGHTS
    from bot.ai.mexican_train_search import MexicanTrainSearch, SearchTuning

    base = SearchTuning()
    kinds = {field.name: type(getattr(base, field.name)) for field in fields(base)}
    given = dict(item.split("=") for item in name[6:].split("/") if item)
    tuning = replace(base, **{k: kinds[k](float(v)) for k, v in given.items() if k in kinds})
    weights = replace(STRONG_WEIGHTS, **{k: int(v) for k, v in given.items() if k not in kinds})
    return MexicanTrainSearch(budget, cap_seconds=10, tuning=tuning, weights=weights)
