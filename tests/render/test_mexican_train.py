"""Text rendering, labels and ids for the cog, and the Pillow board picture."""

from __future__ import annotations

import random

from bot.games.dominoes import Tile, parse_tiles
from bot.games.mexican_train import MexicanTrainState
from bot.games.mexican_train.events import (
    DoubleReleased,
    LastTile,
    MarkerPlaced,
    RoundStarted,
    YouDrew,
)
from bot.render import limits
from bot.render.mexican_train import (
    _packed_chain,
    action_from_id,
    action_id,
    action_label,
    arranged_hand,
    blocking_line,
    drawn_line,
    event_line,
    hand_text,
    laid_text,
    table_text,
    tile_pages,
    train_choices,
)
from tests.games.mexican_train.helpers import (
    MEXICAN,
    Draw,
    Pass,
    act,
    acts,
    deal,
    game,
    play,
    ts,
)

NAMES = ["Ann", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu"]
NINE = {"set": 9}


def late_round(players: int, top: int = 12, seed: int = 1) -> MexicanTrainState:
    """A random round played until just before it ends: long trains, few tiles left."""
    state = game().new({"set": top}, players, seed)
    rng = random.Random(seed)
    while True:
        (seat,) = game().to_act(state)
        after, _ = game().apply(state, seat, rng.choice(game().legal_actions(state, seat)))
        if after.round.number != state.round.number:
            return state
        state = after


def ann_with_a_double() -> MexicanTrainState:
    """Ann (to move) holds 5-5 for her own train and 7-1 for the Mexican Train."""
    return deal(
        ["5-5 7-1 6-5 2-2", "8-1", "5-0 9-0"],
        "1-1 3-3",
        options=NINE,
        trains={0: "9-5", MEXICAN: "9-7"},
    )


def test_every_public_event_has_a_line_and_private_ones_do_not() -> None:
    state = ann_with_a_double()
    state, events = acts(state, play("5-5", 0), play("7-1", MEXICAN), Draw())
    state, more = acts(state, play("5-0", 0))
    events += more
    lines = [event_line(e, NAMES) for e in events]
    for event, line in zip(events, lines, strict=True):
        if event.public:
            assert line, event
        else:
            assert line is None
    # said until the drawer moves again, so on their next turn too: it must not read as news
    (tile,) = [e.tile.code for e in events if isinstance(e, YouDrew)]
    assert drawn_line(events) == f"Your last draw: **{tile}**."
    text = "\n".join(line for line in lines if line)
    assert "Ann plays 5-5 on their own train — a double: they play again." in text
    assert "Ann plays 7-1 on the Mexican Train." in text
    assert "Open double 5-5 on Ann's train" in text
    assert "Ben draws a tile (1 left in the boneyard)." in text
    assert "Ben can't play the drawn tile and puts a marker on their train." in text
    assert "covering the double" in text


def test_round_and_game_end_lines_list_every_player() -> None:
    state = deal(["1-0", "8-1 6-6", "3-3"], "6-3", options=NINE, round_number=9)
    state, events = act(state, play("1-0", 0))
    text = "\n".join(filter(None, (event_line(e, NAMES) for e in events)))
    assert "**Round 10 (engine 0-0) over:** Ann went out." in text
    assert "Ben: +21 (21 pips) → 21" in text
    assert "Cy: +6 (6 pips) → 6" in text
    assert "Game over: Ann wins with 0." in text


def test_a_score_row_names_the_double_blank_whose_fifty_its_pips_do_not_show() -> None:
    def rows(options: dict[str, int]) -> str:
        state = deal(["9-2", "7-0 0-0", "3-3"], "6-3", options=options)
        _, events = act(state, play("9-2", MEXICAN))
        return "\n".join(filter(None, (event_line(e, NAMES) for e in events)))

    scored = rows(NINE)
    assert "Ben: +57 (7 pips + 50 for the double blank) → 57" in scored
    assert "Cy: +6 (6 pips) → 6" in scored
    assert "Ben: +7 (7 pips) → 7" in rows({**NINE, "double_blank": 0})  # at face value


def test_going_out_on_a_double_says_no_play_again_and_leaves_no_open_double_shown() -> None:
    # the last round (engine 0-0): Ann's last tile is 1-1, on her own train ending in 1
    state = deal(["1-1", "8-1 6-6", "3-3"], "6-3", options=NINE, round_number=9, trains={0: "1-0"})
    state, events = act(state, play("1-1", 0))
    lines = [line for line in (event_line(e, NAMES) for e in events) if line]
    assert lines[0] == "Ann plays 1-1 on their own train."
    assert lines[1].startswith("**Round 10 (engine 0-0) over:** Ann went out.")
    view = game().view(state, None)
    assert view.over and not view.open_doubles and view.closing is None
    assert not any(train.open_double for train in (*view.trains, view.mexican))
    assert "open double" not in table_text(view, NAMES)


def test_other_event_lines() -> None:
    lines = {
        type(event).__name__: event_line(event, NAMES)
        for event in (
            RoundStarted(
                round=1,
                rounds=13,
                engine=Tile(12, 12),
                first=1,
                hand_counts=(15,) * 4,
                boneyard=30,
            ),
            LastTile(player=2),
            MarkerPlaced(player=0, after_draw=False),
            DoubleReleased(train=MEXICAN, tile=Tile(2, 2)),
        )
    }
    assert lines["RoundStarted"] == (
        "Round 1 of 13: engine 12-12 in the hub. Ben starts; 30 tiles in the boneyard."
    )
    assert lines["LastTile"] == "📣 Cy has one tile left!"
    assert lines["MarkerPlaced"] == "Ann can't play and passes; their train is marked."
    assert lines["DoubleReleased"] == (
        "Nobody can cover 2-2 on the Mexican Train any more: it stops blocking."
    )


def test_table_text_shows_trains_markers_and_counts_without_hands() -> None:
    state = late_round(8)
    view = game().view(state, None)
    text = table_text(view, NAMES)
    assert len(text) <= 2000
    assert "🚂 Mexican Train" in text and f"boneyard {view.boneyard}" in text
    for seat in range(8):
        count = view.hand_counts[seat]
        assert f"{NAMES[seat]} ({count} {'tile' if count == 1 else 'tiles'})" in text
    assert ("🚩" in text) == any(t.marked for t in view.trains)


def test_a_hand_redrawn_unchanged_is_arranged_without_searching_again() -> None:
    state = deal(["6-1 4-2 8-8 9-2 6-4", "8-1"], "3-3", options=NINE)
    arranged_hand(game().view(state, 0))
    searched = _packed_chain.cache_info().misses
    redrawn = game().view(game().state_from_json(game().state_to_json(state)), 0)
    assert arranged_hand(redrawn) == (ts("9-2 4-2 6-4 6-1"), ts("8-8"))
    assert _packed_chain.cache_info().misses == searched


def test_long_trains_show_their_last_tiles_and_a_count_of_the_rest() -> None:
    state = deal(["1-1", "8-8"], "6-6", options=NINE, trains={0: "9-0 0-1 1-2 2-3 3-4 4-5"})
    train = game().view(state, None).trains[0]
    assert laid_text(train, tail=3) == "+3 [2|3] [3|4] [4|5]\u00a0→\u00a05"
    assert laid_text(game().view(state, None).trains[1]) == "empty → 9"


def test_a_trains_open_end_never_wraps_away_from_its_last_tile() -> None:
    """On a phone ``[9|10] →`` ended a line and the open end stood alone on the next: the
    tile, the arrow and the end are held together by no-break spaces."""
    state = deal(["1-1", "8-8"], "6-6", options=NINE, trains={0: "9-0 0-1"})
    laid = laid_text(game().view(state, None).trains[0])
    assert laid.rsplit(" ", 1)[-1] == "[0|1]\u00a0→\u00a01"


def test_hand_text_arranges_the_chain_then_extras_and_bolds_playable_tiles() -> None:
    # Rules tip: engine 9-9, chain 9-2 4-2 6-4 6-1; 8-8 is an extra.
    state = deal(["6-1 4-2 8-8 9-2 6-4", "8-1"], "3-3", options=NINE)
    view = game().view(state, 0)
    assert arranged_hand(view) == (ts("9-2 4-2 6-4 6-1"), ts("8-8"))
    text = hand_text(view, NAMES, game().legal_actions(state, 0))
    # a non-breaking hyphen in each tile: a phone wrapped the line inside one ("6-" / "4")
    # each tile faces the way it would be laid, as on the table: 4-2 follows 9-2 as 2-4
    assert "Chain for your train: **9‑2** 2‑4 4‑6 6‑1" in text
    assert "Extras: 8‑8" in text
    assert parse_tiles("9‑2 2‑4") == ts("9-2 4-2")  # and copied back into /play, it reads


def test_hand_text_leaves_out_the_chain_when_nothing_runs_from_your_train() -> None:
    state = deal(["8-8 7-1", "8-1"], "3-3", options=NINE)
    view = game().view(state, 0)
    assert arranged_hand(view)[0] == ()
    text = hand_text(view, NAMES, game().legal_actions(state, 0))
    assert "Chain for your train" not in text and "Extras: 8‑8 7‑1" in text


def test_action_labels_and_ids_for_the_cog() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    view = game().view(state, 0)
    legal = game().legal_actions(state, 0)
    labels = {action_label(a, view, NAMES) for a in legal}
    assert labels == {
        "Play 9-2 on your train (start it)",
        "Play 9-2 on the Mexican Train (start it)",
        "Play 5-1 on Ben's train",
    }
    for action in [*legal, Draw(), Pass()]:
        assert action_from_id(action_id(action)) == action
        assert len(action_label(action, view, NAMES)) <= limits.BUTTON_LABEL
    assert action_id(play("12-5", MEXICAN)) == '{"kind":"play","tile":"12-5","train":"mexican"}'


def test_tile_choices_then_train_choices() -> None:
    state = deal(["9-2 5-1", "8-1"], "3-3", options=NINE, trains={1: "9-5"}, marked=[1])
    view = game().view(state, 0)
    legal = game().legal_actions(state, 0)
    (page,) = tile_pages(view, legal, NAMES)
    assert [(c.id, c.label) for c in page.choices] == [
        ("9-2", "9-2 → yours, Mexican"),
        ("5-1", "5-1 → Ben"),
    ]
    choices = train_choices(view, legal, "9-2", NAMES)
    assert [c.label for c in choices] == ["Your train (ends in 9)", "The Mexican Train (ends in 9)"]
    assert {action_from_id(c.id) for c in choices} == {play("9-2", 0), play("9-2", MEXICAN)}


def test_more_than_25_playable_tiles_are_paged() -> None:
    hand = [Tile(18, n) for n in range(17)] + [Tile(17, n) for n in range(17)]
    others = [[Tile(16, n * 2), Tile(16, n * 2 + 1)] for n in range(8)]
    state = game().deal_from({"set": 18}, [hand, *others], ts("15-15"), trains={MEXICAN: "18-17"})
    view = game().view(state, 0)
    pages = tile_pages(view, game().legal_actions(state, 0), NAMES)
    assert len(pages) == 2
    assert all(len(p.choices) <= limits.SELECT_OPTIONS for p in pages)
    assert sum(len(p.choices) for p in pages) == 34
    assert all(len(c.label) <= limits.OPTION_LABEL for p in pages for c in p.choices)
    assert [p.pages for p in pages] == [2, 2]


def test_stale_ids_are_a_readable_refusal() -> None:
    import pytest

    from bot.errors import IllegalAction

    for bad in ("", "nope", "[1]", '{"kind":"play"}'):
        with pytest.raises(IllegalAction):
            action_from_id(bad)


def test_the_table_text_of_twelve_players_with_long_names_keeps_every_score() -> None:
    """It is an embed description (4,096 characters): a cut at a message's 2,000 lost the
    scores of most players."""
    rules = game()
    state = rules.new({"set": 18}, 12, 3)
    for _ in range(60):  # trains with tiles on them, open doubles and markers
        (seat,) = rules.to_act(state)
        state, _events = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    names = [f"{'W' * 62}{n:02d}" for n in range(12)]
    text = table_text(rules.view(state, None), names)
    assert len(text) > limits.CONTENT
    scores = text.splitlines()[-1]
    assert all(name in scores for name in names) and not text.endswith("…")


def test_the_open_double_to_cover_first_names_its_train() -> None:
    state = ann_with_a_double()
    state, _ = acts(state, play("5-5", 0), play("7-1", MEXICAN), Draw())
    view = game().view(state, None)
    assert "⚠️ Open double 5-5 on Ann's train:" in table_text(view, NAMES)
    assert blocking_line(view, NAMES, 0) == (
        "⚠️ Open double 5-5 on your train: cover it before playing anywhere else."
    )


def test_a_train_marked_already_keeps_its_marker_rather_than_gaining_one() -> None:
    """A player stuck for several turns read "puts a marker on their train" at each of them,
    as if their train had just opened to the others; the table showed it open all along."""
    hands = ["8-0", "8-1 5-2", "4-0 8-2"]
    trains = {1: "9-4", MEXICAN: "9-7"}
    for marked, said in (
        ((), "Ben can't play the drawn tile and puts a marker on their train."),
        ((1,), "Ben can't play the drawn tile; their train keeps its marker."),
    ):
        ben_to_draw = deal(hands, "6-3", options=NINE, first=1, trains=trains, marked=marked)
        _, events = act(ben_to_draw, Draw())
        (placed,) = [e for e in events if isinstance(e, MarkerPlaced)]
        assert event_line(placed, NAMES) == said
    passed = MarkerPlaced(player=0, after_draw=False, kept=True)
    assert event_line(passed, NAMES) == "Ann can't play and passes; their train keeps its marker."
