"""The words of ``/help`` and ``/rules``: how tables work, and each game as this bot plays it.

Summaries follow the rule files the engines implement (``shared/rules``) with their default
options; the options a table actually uses are listed under the summary, so a player reading
``/rules`` in a table's thread sees the game as it is played there.
"""

from __future__ import annotations

from typing import Any

from bot.games.base import GameBase
from bot.games.options import option_reference

HELP_TITLE = "Parlour — how tables work"

HELP = """\
**Open a table.** `/table create game:<game>` opens a table in this channel (in its own thread \
when I may create threads). Rule options go in `options:"key=value …"`; `/table options \
game:<game>` lists them all with their defaults, and `timer:2m` sets the turn timer.
**Sit down.** Press **Join** on the table message (or `/table join`); **Leave** gets you up \
again before the start. **Add AI** (or `/table addbot`) fills empty seats with AI players. The \
host presses **Start** when the seats are filled.
**Play again.** When a game ends, its players may press **Rematch** for a few minutes: the \
first press opens a new table with the same game and rules (the presser hosts), and each \
player who presses next sits there, everyone one seat to the right so the deal passes on.
**Your hand is private.** Press **Your hand** on the table message, or use `/hand`: only you \
see that reply, with buttons and menus for the moves you may make now. You can also type a \
move: `/play cards:"TH TH 9H 9H"` (cards: `TH`, `10h`, `♥10`, `SJ`, `BJ`), `/play \
cards:"12-5 mexican"` (tiles), or words such as `pass`, `4 uptown`, `hearts`. \
`/settings dm:on` also sends your hand by DM after each deal.
**Timers.** Each turn is timed (2 minutes for card games, 3 for Mexican Train, unless the table \
says otherwise). Halfway you are reminded; when time runs out the AI plays that one move for \
you, and after three in a row your seat is marked away: the AI plays for you until you press \
**I'm back** (or `/table back`). A table with no move by a person for 24 hours is closed as \
abandoned, without a result.
**Absent players.** The host (or a member with Manage Server) may `/table kick` a player (an \
AI takes the seat during play) or hand an absent player's seat to the AI at once with \
`/table replace player:@name`. Other players may vote the same way: the seat goes to the AI \
when a majority of the *other* humans still seated vote for it, never on one vote alone (so \
with two humans only the host can do it); votes of people no longer seated stop counting. A \
host whose seat goes to the AI passes host powers to the next seated human. With \
`reclaim:true` a player whose seat the AI took for absence may take it back with `/table \
reclaim`; a player the host kicked may not.
**Closing.** The host (or a member with Manage Server) may `/table abort` a table: it closes \
with no result.
**Looking around.** `/table status`, `/table list` (the tables you can see in this server), \
`/rules game:<game>` (a game's rules as played here; inside a table's thread, that table's \
options), `/leaderboard game:<game>`, `/stats`, `/history`.
"""

RULES: dict[str, str] = {
    "whist": """\
**Players.** 4, in two partnerships; partners sit opposite.
**Deal.** 13 cards each. The dealer's last card is turned up: its suit is trump (with \
`trump=rotating`, the suit follows the round: hearts, diamonds, spades, clubs).
**Play.** The player left of the dealer leads any card. You must follow the suit led if you \
can; otherwise play any card. The highest trump wins the trick, else the highest card of the \
suit led. The winner leads next.
**Score.** The side with more tricks scores one point for each trick over six; the other side \
scores nothing. The first side to 5 points wins.
""",
    "bidwhist": """\
**Players.** 4, in two partnerships; partners sit opposite. 54 cards: the deck and a Big and \
a Little Joker.
**Deal.** 12 cards each and 6 face down in the kitty.
**Bidding.** From the dealer's left, each player bids higher or passes (a pass is final). A \
bid is a number of *books* over six plus a kind: **uptown** (high cards win), **downtown** \
(low cards win, the ace stays high) or **notrump**. So "4 uptown" promises 10 of the 13 \
books with a trump suit and high cards winning. At the same number downtown beats uptown and \
notrump beats both. If three players pass, the dealer must bid.
**Contract.** The winner names the trump suit (or, after notrump, uptown or downtown), takes \
the kitty, and lays away as many cards as they took. In a trump contract both jokers are the \
highest trumps; in notrump they are worthless. The kitty counts as the bidding side's first \
book.
**Play.** The winner leads; follow suit if you can; the highest trump wins, else the highest \
card of the suit led in the contract's direction.
**Score.** Made: the bidding side gains one point per book over six. Set: it loses the \
shortfall. The defenders never score. The first side to +5 wins; a side at −5 loses.
""",
    "shengji": """\
**Players.** 4, in two partnerships; partners sit opposite. Two decks with jokers by default \
(108 cards, 25 each and 8 in the kitty).
**Levels.** Each side has a level, from 2 up to A; the declaring side's level is the hand's \
**trump rank**. Trumps are the jokers, every card of the trump rank, and the trump suit.
**Declaring.** While the cards are dealt, show a trump-rank card to make its suit trump; a \
pair overturns a single, and a pair of jokers makes the hand no-trump. In the first hand the \
final declarer's side becomes the declarers.
**Kitty.** The starter takes the kitty and buries as many cards.
**Play.** Leads are singles, pairs, tractors (consecutive pairs) or throws of top cards. \
Follow the group led with the same shape if you can (pairs to pairs, tractors to tractors), \
else as much of it as you can. A side suit may be trumped by a trump of the same shape.
**Points.** 5s count 5, tens and kings 10. The attackers (the side not declaring) collect \
points from the tricks they win; if they win the last trick, the kitty's points count with a \
multiplier. With 80 or more of 200 the attackers take over as declarers and may go up; with \
fewer, the declarers go up 1–3 levels. A side wins by going past A.
""",
    "mexican_train": """\
**Players.** 2–8 with the double-12 set (each on their own).
**Rounds.** Round 1 starts from the 12-12 engine, the next from 11-11, down to 0-0.
**Trains.** Each player builds a personal train from the engine; one shared **Mexican Train** \
is open to all. You may play on your own train, the Mexican Train, or another player's train \
that carries a marker.
**A turn.** Play one matching tile if you can (you must). If you can't, draw one tile and play \
it if it fits; otherwise a marker goes on your train, opening it to everyone, until you play \
on it again.
**Doubles.** After a double you play again. A double left uncovered is **open**: everyone, in \
turn, must cover it before any other train may be played.
**Score.** The round ends when someone plays their last tile or nobody can move. Tiles left in \
hand count their pips (0-0 counts 50). The lowest total after the last round wins.
""",
}


def options_text(game: GameBase[Any, Any, Any]) -> str:
    """``/table options``: every option with its default, and an example to copy."""
    text = option_reference(game.title, game.options).split("\n", 2)[-1]
    example = " ".join(f"{s.key}={s.show(s.default)}" for s in game.options[:2])
    if example:
        text += f"\n\nExample: `/table create game:{game.name} options:{example}`"
    return text


def options_title(game_title: str) -> str:
    return f"{game_title} — table options"


def rules_title(game_title: str) -> str:
    return f"{game_title} — rules as played here"


def options_heading(at_table: int | None) -> str:
    return f"Options at table #{at_table}" if at_table is not None else "Options (defaults)"
