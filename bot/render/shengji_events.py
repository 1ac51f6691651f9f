"""Shengji's words for what happened and who holds what: the event lines, and the small pieces
(cards, teams, suits, levels) the table and hand texts are made of.

Every word comes from the ``shengji-…`` catalog messages, worded in the language in force (the
table's for public lines, the reader's for private ones); card notation reads the same in every
language, jokers by their names.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import GameEvent
from bot.games.cards import Card, Suit
from bot.games.shengji.events import (
    Buried,
    Dealt,
    Declared,
    GameWon,
    HandEnded,
    KittyBuried,
    KittyTaken,
    KittyTurned,
    NameTrumpAsked,
    Played,
    Redealt,
    ThrowFailed,
    ThrowPartChosen,
    TrickWon,
    TrumpFixed,
    TrumpNamed,
)
from bot.games.shengji.order import CardOrder
from bot.games.shengji.words import Words, level_words
from bot.games.tricks import Play, team_of
from bot.i18n import t, word
from bot.render.cards import cards_text
from bot.render.names import together


def say(words: Words) -> str:
    """Notation as it is, a message worded in the language in force."""
    return words if isinstance(words, str) else word(words)


def plays_text(plays: Sequence[Play], names: Sequence[str], order: CardOrder | None = None) -> str:
    """Each seat's cards, sorted as a hand reads when ``order`` is given (an AI's play came
    in any order; a trick's event is sorted already)."""
    return " · ".join(
        t("shengji-play", name=names[p.seat], cards=cards_text(_in_order(p.cards, order)))
        for p in plays
    )


def _in_order(cards: Sequence[Card], order: CardOrder | None) -> Sequence[Card]:
    return cards if order is None else sorted(cards, key=order.display_key)


def team_name(team: int, names: Sequence[str]) -> str:
    return together((names[team], names[team + 2]))


def level_text(level: int) -> str:
    return say(level_words(level))


def suit_text(suit: str | Suit) -> str:
    suit = Suit(suit)
    return t("shengji-suit", symbol=suit.symbol, name=suit.words)


def trumps_text(suit: Suit | None) -> str:
    """ "♥ hearts are trumps", or the hand has no trump suit."""
    if suit is None:
        return t("shengji-no-trump-suit")
    return t("shengji-suit-trumps", suit=suit_text(suit))


# ---------------------------------------------------------------------------- events


def event_text(event: GameEvent, names: Sequence[str]) -> str | None:
    """One line (a few for a hand summary) telling what happened; None for silent events."""
    match event:
        case Dealt(dealt=dealt, total=total):
            return t("shengji-event-dealing", dealt=dealt, total=total)
        case Declared():
            how = "reinforce" if event.reinforce else "overturn" if event.overturn else "declare"
            return t(
                f"shengji-event-{how}",
                name=names[event.declarer],
                cards=cards_text(event.cards),
                trumps=trumps_text(event.suit),
            )
        case Redealt():
            return t("shengji-event-redeal")
        case KittyTurned(cards=cards, suit=suit):
            return t(
                "shengji-event-kitty-turned", cards=cards_text(cards), trumps=trumps_text(suit)
            )
        case NameTrumpAsked(namer=namer):
            return t("shengji-event-name-trump-asked", name=names[namer])
        case TrumpNamed(player=namer, suit=suit):
            return t("shengji-event-trump-named", name=names[namer], suit=suit_text(suit))
        case TrumpFixed(suit=suit):
            return t(
                "shengji-event-trump-fixed-none" if suit is None else "shengji-event-trump-fixed",
                suit="" if suit is None else suit_text(suit),
                rank=level_text(event.rank.value),
                starter=names[event.starter],
                team=team_name(event.declarers, names),
            )
        case KittyTaken(cards=cards):
            return t("shengji-event-kitty-taken", cards=cards_text(cards))
        case Buried(starter=starter, count=count):
            return t("shengji-event-buried", name=names[starter], count=count)
        case KittyBuried(cards=cards):
            return t("shengji-event-you-buried", cards=cards_text(cards))
        case Played(player=player, cards=cards):
            return t("shengji-event-played", name=names[player], cards=cards_text(cards))
        case ThrowFailed():
            return _throw_failed_text(event, names)
        case ThrowPartChosen(chooser=chooser, thrower=thrower):
            return t("shengji-event-part-chosen", name=names[chooser], thrower=names[thrower])
        case TrickWon():
            return t(
                "shengji-event-trick-won",
                number=event.number,
                name=names[event.winner],
                cards=cards_text(event.winning.cards),
                points=_whose_points(event, names),
            )
        case HandEnded():
            return _hand_end_text(event, names)
        case GameWon(winner=winner, levels=levels):
            return t(
                "shengji-event-game-won",
                team=team_name(winner, names),
                level=level_text(levels[winner]),
            )
    return None


def _whose_points(event: TrickWon, names: Sequence[str]) -> str:
    """Only the opponents' points count (rules 12), so a trick line says whose they are."""
    team = team_of(event.winner)
    if event.points == 0:
        return t("shengji-points-none")
    wording = "shengji-points-declarers" if team == event.declarers else "shengji-points-opponents"
    return t(wording, points=event.points, team=team_name(team, names))


def _beaten_text(event: ThrowFailed, names: Sequence[str]) -> str:
    return "; ".join(
        t(
            "shengji-throw-beaten",
            name=names[b.seat],
            part=cards_text(b.component.cards),
            cards=cards_text(b.cards),
        )
        for b in event.beaten
    )


def _throw_failed_text(event: ThrowFailed, names: Sequence[str]) -> str:
    thrower = names[event.thrower]
    forced = event.forced
    if forced is None:
        beaten = _beaten_text(event, names)
        text = t(
            "shengji-event-throw-failed", name=thrower, cards=cards_text(event.cards), beaten=beaten
        )
        if event.chooser is None:
            return text
        return text + " " + t("shengji-event-throw-chooser", name=names[event.chooser])
    return t(
        "shengji-event-throw-forced",
        name=thrower,
        cards=cards_text(event.cards),
        beater=names[forced.seat],
        part=cards_text(forced.component.cards),
        beating=cards_text(forced.cards),
        penalty=event.penalty,
    )


def throw_note(event: ThrowFailed, names: Sequence[str], declarers: int | None) -> str:
    """What the thrower alone is told of their failed throw, in their own hand view.

    The public line is the table's, in the table's language, and says "al must lead": it does
    not say which of the thrower's cards came back, and it has scrolled by when they look at
    their hand (where the cards they chose are suddenly back). This says it to them, in their
    language, and who beat which part, so the next throw can be judged better.
    """
    cards = cards_text(event.cards)
    forced = event.forced
    chooser = event.chooser
    if forced is None:
        if chooser is None:  # not a failed throw the engine tells: the public words
            return _throw_failed_text(event, names)
        beaten = _beaten_text(event, names)
        return t("shengji-you-throw-chooser", cards=cards, beaten=beaten, name=names[chooser])
    back = list(event.cards)
    for card in forced.component.cards:
        back.remove(card)
    text = t(
        "shengji-you-throw-forced",
        cards=cards,
        beater=names[forced.seat],
        part=cards_text(forced.component.cards),
        beating=cards_text(forced.cards),
        back=cards_text(back),
    )
    if not event.penalty:
        return text
    side = "declarers" if team_of(event.thrower) == declarers else "opponents"
    # a line of its own: a sentence joined by a space reads wrong in Chinese
    return text + "\n" + t("shengji-you-throw-penalty", side=side, penalty=event.penalty)


def _hand_end_text(d: HandEnded, names: Sequence[str]) -> str:
    attackers = d.attackers
    declarers = 1 - attackers
    kitty = cards_text(d.kitty)
    if d.kitty_bonus:
        kitty_line = t(
            "shengji-hand-over-bonus",
            hand=d.hand,
            kitty=kitty,
            points=d.kitty_points,
            multiplier=d.multiplier,
            bonus=d.kitty_bonus,
        )
    else:
        kitty_line = t("shengji-hand-over", hand=d.hand, kitty=kitty, points=d.kitty_points)
    lines = [
        kitty_line,
        t(
            "shengji-hand-over-count",
            team=team_name(attackers, names),
            points=d.points,
            tricks=d.card_points,
            kitty=d.kitty_bonus,
            penalty=d.penalty,
        ),
    ]
    before, after = d.levels_before, d.levels
    climber = declarers if d.declarers_keep else attackers
    change = after[climber] - before[climber]
    if d.declarers_keep:
        lines.append(
            t(
                "shengji-hand-over-keep",
                team=team_name(declarers, names),
                steps=change,
                level=level_text(after[declarers]),
            )
        )
    elif change:
        lines.append(
            t(
                "shengji-hand-over-take-up",
                team=team_name(attackers, names),
                steps=change,
                level=level_text(after[attackers]),
            )
        )
    else:
        lines.append(t("shengji-hand-over-take", team=team_name(attackers, names)))
    if not d.game_over:
        lines.append(
            t(
                "shengji-hand-over-next",
                name=names[d.next_starter],
                level=level_text(after[d.next_declarers]),
            )
        )
    return "\n".join(lines)
