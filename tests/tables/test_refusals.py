"""What a refused move tells the player: whom the table waits for, and whose train it is."""

from __future__ import annotations

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bot.errors import IllegalAction, PlayerError
from bot.games.base import SYSTEM
from bot.games.mexican_train import MexicanTrainGame, Play
from bot.games.shengji import Pass
from bot.i18n import word
from bot.msg import Msg, msg, name_seats, seat_msg
from bot.tables.decisions import not_your_turn
from bot.tables.service import Pace, TableService
from bot.tables.snapshots import Person
from tests.cogs.shengji_support import hand_context
from tests.games.shengji.helpers import GAME, dealt, declare

ANA, BEN, CY = Person(1, "Ana"), Person(2, "Ben"), Person(3, "Cy")


def test_while_the_dealer_acts_a_refusal_names_nobody_who_may_declare() -> None:
    """Shengji's seats able to act while cards are dealt are those holding a declaration:
    naming them would tell a player who holds a trump-rank card."""
    state = dealt({}, {2: "2H"})
    assert {SYSTEM, 2} <= GAME.to_act(state)
    table = hand_context(state, 0).table
    assert word(not_your_turn(table, GAME)) == "It's not your turn yet."


def test_name_seats_names_each_seat_by_its_player_however_deep_it_sits() -> None:
    train = seat_msg("mt-train-seat", 1, "mt-train-named")
    assert word(train) == "seat 2's train"
    nested = msg("mt-refusal-and-fits", reason=msg("mt-train-closed", train=train), tile="4-1",
                 trains=(train, msg("mt-train-mexican")))  # fmt: skip
    named = name_seats(nested, ("Ana", "Ben"))
    assert word(named) == (
        "You can't play on Ben's train: its owner has no marker on it."
        " 4-1 fits Ben's train, the Mexican Train."
    )
    plain = Msg("mt-train-closed", {"train": msg("mt-train-yours")})
    assert name_seats(plain, ("Ana", "Ben")) == plain


NAMES = ("Ana", "Ben", "Cy", "Dee")


def named_refusal(refuse: object) -> tuple[str, str]:
    """A refused move's words as the engine says them and as the table service passes them on."""
    with pytest.raises(IllegalAction) as refused:
        refuse()  # type: ignore[operator]
    return word(refused.value.msg), word(name_seats(refused.value.msg, NAMES))


def test_shengji_fixed_dealer_refusals_name_whose_turn_to_declare_it_is() -> None:
    state = dealt({"declare_order": "fixed-dealer"}, {0: "2H", 1: "2S 2S", 2: "2D", 3: "2C"},
                  kitty="2H 2D 2C SJ SJ BJ BJ 3C")  # fmt: skip
    numbered, named = named_refusal(lambda: declare(state, 1, "2S 2S"))
    assert numbered == "It's not your turn to declare: seat 3 declares first."
    assert named == "It's not your turn to declare: Cy declares first."


def test_shengji_not_your_turn_names_everyone_it_waits_for() -> None:
    state = dealt({}, {2: "2H"})
    assert 0 not in GAME.to_act(state)
    _, named = named_refusal(lambda: GAME.apply(state, 0, Pass()))
    assert "seat" not in named


def test_mexican_train_not_your_turn_names_the_player_on_turn() -> None:
    game = MexicanTrainGame()
    state = game.new({"set": 6, "hand": 5}, 4, 1234)
    (turn,) = game.to_act(state)
    other = (turn + 1) % 4
    why = game.refusal(state, other, Play(state.round.hands[other][0], other))
    assert why is not None
    assert word(why) == f"It is not your turn: seat {turn + 1} is playing."
    assert word(name_seats(why, NAMES)) == f"It is not your turn: {NAMES[turn]} is playing."


async def three_at_mexican_train(
    sessions: async_sessionmaker[AsyncSession],
) -> tuple[TableService, int]:
    game = MexicanTrainGame()
    service = TableService(
        sessions, {"mexican_train": game}, {}, Pace(0, 0), seed_source=lambda: 1234
    )
    table = await service.create(10, 20, ANA, "mexican_train", "set=6 hand=5")
    for person in (BEN, CY):
        await service.join(table.id, person)
    await service.start(table.id, ANA)
    return service, table.id


async def test_a_train_refused_by_the_service_is_named_by_its_owner(
    sessions: async_sessionmaker[AsyncSession],
) -> None:
    """A move the table service refuses (a stale click, a forged one) names the other
    player's train by the name shown on the table, never "seat 2's train"."""
    service, table_id = await three_at_mexican_train(sessions)
    try:
        table = await service.get(table_id)
        (seat,) = MexicanTrainGame().to_act(table.state)
        mover, owner = table.seats[seat], table.seats[(seat + 1) % 3]
        assert mover.user_id is not None
        tile = table.state.round.hands[seat][0]
        with pytest.raises(IllegalAction) as refused:
            await service.act(table_id, mover.user_id, Play(tile, owner.position))
        said = refused.value.message
        assert said == f"You can't play on {owner.label}'s train: its owner has no marker on it."
        with pytest.raises(PlayerError) as stale:
            await service.act(table_id, mover.user_id, Play(tile, owner.position), seen_version=0)
        assert stale.value.message.startswith(said) and "moved on" in stale.value.message
        assert (await service.get(table_id)).version == table.version
    finally:
        await service.close()
