"""Shows tables in Discord: keeps each table message current, records events, deals hands.

The presenter listens to the table service (it never decides anything itself) and routes
clicks back to it. Everything it keeps in memory (open hand views, selections, whose turn was
last announced) is a convenience: after a restart it starts empty and the tables carry on.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence

import discord

from bot.errors import NotFound, PlayerError
from bot.games.base import SYSTEM, GameEvent
from bot.guild_settings import SettingsService
from bot.render.names import markdown_name
from bot.render.suits import use_card_faces
from bot.tables.service import TableService
from bot.tables.snapshots import Person, TableSnapshot, TableStatus, TableUpdate, UpdateKind
from bot.ui import new_tables
from bot.ui.access import require_owner, require_view
from bot.ui.card_faces import CONTENT_LIMIT, CardFacesBook, dress_message
from bot.ui.components import LobbyButton, controls, sign_controls
from bot.ui.frontend import Act, Frontend, HandContext, Message
from bot.ui.hand_views import HandViews, fixed, message_kwargs
from bot.ui.lobby_message import lobby_message
from bot.ui.outbox import Budget, Outboxes, Priority
from bot.ui.pacing import Paced
from bot.ui.pages import Source, send_document
from bot.ui.replies import answering, can_manage, tell

log = logging.getLogger(__name__)

CORRESPONDENCE = 3600  # turn timers this long are a slow, by-mention-and-DM pace
WAITING = "Waiting for "  # a frontend's turn line, wrong once the table is closed
DEFAULT_BUDGET = Budget()


class Presenter:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        frontends: Mapping[str, Frontend],
        *,
        edit_interval: float = 2.0,
        budget: Budget = DEFAULT_BUDGET,
    ) -> None:
        self.client = client
        self.service = service
        self.frontends = dict(frontends)
        self.edit_interval = edit_interval
        self._selection: dict[tuple[int, int], tuple[str, ...]] = {}
        self._private: dict[tuple[int, int], tuple[GameEvent, ...]] = {}
        self._newest: dict[int, int] = {}
        self._turns: dict[int, frozenset[int]] = {}
        #: table id -> the picture its message carries, so an unchanged board isn't uploaded again
        self._pictures: dict[int, tuple[str, bytes]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        #: every write after an interaction's acknowledgement goes through these
        self.outboxes = Outboxes(budget, clock=lambda: service.clock().timestamp())
        self.views = HandViews(self.outboxes, self.hand_message)
        #: each reader's suits (two or four colours) and the bot's suit emoji
        self.card_faces = CardFacesBook(SettingsService(service.sessions))
        self._table_edits = Paced(self.edit_table_message, lambda: self.edit_interval, self._tasks)
        self._hand_edits = Paced(self.views.refresh, lambda: self.edit_interval, self._tasks)

    # ------------------------------------------------------------------ rendering

    def frontend(self, game: str) -> Frontend:
        try:
            return self.frontends[game]
        except KeyError:
            raise NotFound("This game isn't available on this bot right now.") from None

    def table_message(self, table: TableSnapshot) -> Message:
        game = self.service.game(table.game)
        if table.status is TableStatus.OPEN:
            return self._lobby_message(table)
        if table.state is None:
            return Message(
                embed=discord.Embed(
                    title=f"{game.title} — table #{table.id}", description="This table was closed."
                )
            )
        shown = self.frontend(table.game).table_message(table, game.view(table.state, None))
        embed = shown.embed or discord.Embed(title=f"{game.title} — table #{table.id}")
        buttons = None
        if table.status is TableStatus.PLAYING:
            items = [
                LobbyButton("hand", table.id, label="Your hand", style=discord.ButtonStyle.primary)
            ]
            away = [s.name for s in table.seats if s.away]
            if away:
                items.append(LobbyButton("back", table.id, label="I'm back"))
                embed.add_field(name="Away (the AI plays for them)", value=", ".join(away)[:1000])
            if table.countdown_to is not None:
                embed.add_field(
                    name="⏳ Time runs out", value=discord.utils.format_dt(table.countdown_to, "R")
                )
            buttons = controls(*items)
        if table.status is TableStatus.FINISHED:
            buttons = controls(
                LobbyButton("rematch", table.id, label="Rematch", style=discord.ButtonStyle.success)
            )
        if table.status is not TableStatus.PLAYING and embed.description:
            embed.description = "\n".join(
                line for line in embed.description.splitlines() if not line.startswith(WAITING)
            )
        if table.status is TableStatus.ABORTED:
            embed.set_footer(text="This table was closed before the end. No result was recorded.")
        elif table.status is TableStatus.ABANDONED:
            embed.set_footer(text="This table was closed as abandoned. No result was recorded.")
        return dress_message(
            Message(shown.content, embed, shown.file, buttons), self.card_faces.public()
        )

    def _lobby_message(self, table: TableSnapshot) -> Message:
        return lobby_message(table, self.service.game(table.game))

    def hand_context(self, table: TableSnapshot, user_id: int) -> HandContext:
        if table.status is not TableStatus.PLAYING:
            raise PlayerError(
                "This game isn't in play."
                if table.status is TableStatus.OPEN
                else "This game is over."
            )
        seat, view = self.service.view_for(table, user_id)
        if seat is None:
            raise PlayerError("You're not playing at this table.")
        return HandContext(
            table,
            seat,
            view,
            self.service.legal_for(table, seat),
            self._selection.get((table.id, user_id), ()),
            self._private.get((table.id, seat), ()),
        )

    def hand_message(self, table: TableSnapshot, user_id: int) -> Message:
        faces = self.card_faces.of(user_id)
        with use_card_faces(faces):
            shown = self.frontend(table.game).hand_message(self.hand_context(table, user_id))
        sign_controls(shown.view, user_id)
        return dress_message(shown, faces)

    # ------------------------------------------------------------------ service events

    async def on_update(self, update: TableUpdate) -> None:
        table = update.table
        if update.kind is UpdateKind.CREATED:
            return
        self._newest[table.id] = max(self._newest.get(table.id, 0), table.version)
        if table.message_id is not None:
            self._table_edits.submit(table)
        for seat in {e.seat for e in update.events if e.seat is not None}:
            self._private[(table.id, seat)] = tuple(e for e in update.events if e.seat == seat)
        lines = [update.note] if update.note else []
        public = [e for e in update.events if e.public]
        if table.game in self.frontends and public:
            lines += self.frontend(table.game).event_lines(table, public)
        if update.kind is UpdateKind.REMINDER and table.countdown_to is not None:
            lines.append(
                " ".join(f"<@{uid}>" for uid in update.mention)
                + " — half your time for this turn is gone; it runs out "
                + discord.utils.format_dt(table.countdown_to, "R")
                + "."
            )
            mentions = list(update.mention)
        else:
            mentions = self._new_turns(table)
            if mentions:
                tag = " ".join(f"<@{uid}>" for uid in mentions) + " — your turn."
                lines[-1:] = [f"{lines[-1]} {tag}" if lines else tag]
        await self._post(table, lines, mention=mentions)
        if update.kind in (UpdateKind.FINISHED, UpdateKind.ABORTED, UpdateKind.ABANDONED):
            self.views.close_table(table.id)
            self._forget(table.id)
            return
        if update.kind is UpdateKind.STARTED or (
            table.game in self.frontends and self.frontend(table.game).starts_deal(update.events)
        ):
            await self._deal_by_dm(table)
        if mentions and update.kind is not UpdateKind.REMINDER:
            await self._turn_by_dm(table, mentions)
        self._hand_edits.submit(table)

    async def _turn_by_dm(self, table: TableSnapshot, user_ids: Sequence[int]) -> None:
        """At a correspondence pace (a timer of an hour or more), turns are also sent by DM."""
        if (table.rules.turn_timer or 0) < CORRESPONDENCE:
            return
        asked = await SettingsService(self.service.sessions).wanting_hands_by_dm(user_ids)
        wanted = [u for u in user_ids if u in asked]
        link = (
            f"https://discord.com/channels/{table.guild_id}/{table.channel_id}/{table.message_id}"
        )
        for user_id in wanted:
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send(f"It's your turn at table #{table.id}: {link}")
            except discord.HTTPException:
                log.info("table %s: could not DM a turn notice", table.id)

    def _new_turns(self, table: TableSnapshot) -> list[int]:
        if table.status is not TableStatus.PLAYING or table.state is None:
            return []
        game = self.service.game(table.game)
        to_act = game.to_act(table.state)
        if SYSTEM in to_act:
            self._turns[table.id] = frozenset()
            return []  # cards are still being dealt: a chance to declare is nobody's turn
        now = frozenset(to_act)
        before = self._turns.get(table.id, frozenset())
        self._turns[table.id] = now
        humans = {s.position: s.user_id for s in table.seats if s.user_id is not None}
        if len(now) > 1:
            return []  # open-to-all moments (declaring during a deal) are not anybody's turn
        return [humans[s] for s in sorted(now - before) if s in humans]

    async def _post(
        self, table: TableSnapshot, lines: Sequence[str], *, mention: Sequence[int] = ()
    ) -> None:
        channel = self.client.get_partial_messageable(table.post_channel_id)

        async def send(text: str, mentioned: Sequence[int]) -> None:
            allowed = discord.AllowedMentions(
                users=[discord.Object(u) for u in mentioned], everyone=False, roles=False
            )
            text = self.card_faces.public().dress(text, CONTENT_LIMIT)
            await channel.send(text, allowed_mentions=allowed)

        self.outboxes(("channel", table.post_channel_id)).post(lines, send, mention=mention)

    async def edit_table_message(self, table: TableSnapshot) -> None:
        """Draw the table message (off the event loop: pictures take time) and queue its edit."""
        if table.message_id is None:
            return
        message = self.client.get_partial_messageable(table.channel_id).get_partial_message(
            table.message_id
        )
        try:
            shown = await asyncio.to_thread(self.table_message, table)
        except Exception:
            log.exception("table %s: could not draw the table message", table.id)
            return

        async def send(shown: Message) -> None:
            carried = self._pictures.get(table.id)
            await message.edit(**message_kwargs(shown, editing=True, carried=carried))
            if shown.file is not None and table.status is TableStatus.PLAYING:
                self._pictures[table.id] = shown.file
            else:
                self._pictures.pop(table.id, None)

        self.outboxes(("channel", table.channel_id)).edit(
            ("table", table.id), Priority.TABLE, fixed(shown), send
        )

    async def _deal_by_dm(self, table: TableSnapshot) -> None:
        humans = [s for s in table.seats if s.user_id is not None]
        if not humans:
            return
        asked = await SettingsService(self.service.sessions).wanting_hands_by_dm(
            [s.user_id for s in humans if s.user_id is not None]
        )
        wanted = [s for s in humans if s.user_id in asked]
        closed = []
        for seat in wanted:
            assert seat.user_id is not None
            try:
                user = self.client.get_user(seat.user_id) or await self.client.fetch_user(
                    seat.user_id
                )
                await self.card_faces.load(seat.user_id)
                shown = self.hand_message(table, seat.user_id)
                message = await user.send(**message_kwargs(shown))
                self.views.keep(table.id, seat.user_id, message, new=True)
                self.views.showing(table.id, seat.user_id, message, shown)
            except discord.Forbidden:
                closed.append(seat.user_id)
            except discord.HTTPException:
                log.warning("table %s: could not DM a hand", table.id)
        if closed:
            await self._post(
                table,
                [
                    " ".join(f"<@{u}>" for u in closed)
                    + " — I couldn't send your hand by DM (your DMs are closed to me). "
                    "Press **Your hand** on the table message instead."
                ],
                mention=closed,
            )

    def _forget(self, table_id: int) -> None:
        """A table has ended: drop what was kept for it (its last edit still goes out)."""
        self._turns.pop(table_id, None)
        self._newest.pop(table_id, None)
        self._table_edits.forget(table_id)
        self._hand_edits.forget(table_id)
        for key in [k for k in self._selection if k[0] == table_id]:
            self._selection.pop(key, None)
        for key in [k for k in self._private if k[0] == table_id]:
            self._private.pop(key, None)

    async def idle(self) -> None:
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        await self.outboxes.idle()

    # ------------------------------------------------------------------ interactions

    def person(self, interaction: discord.Interaction) -> Person:
        user = interaction.user
        name = markdown_name(getattr(user, "display_name", user.name))
        return Person(user.id, name, can_manage(interaction))

    async def show_hand(
        self, interaction: discord.Interaction, table: TableSnapshot, *, replaces: bool = True
    ) -> None:
        """A fresh hand view in a new private reply; it ``replaces`` the older one (which gets
        a last edit without controls) unless the older one must stay as it is."""
        await self.card_faces.load(interaction.user.id)
        shown = self.hand_message(table, interaction.user.id)
        await interaction.response.send_message(ephemeral=True, **message_kwargs(shown))
        self.views.keep(table.id, interaction.user.id, interaction, new=replaces)
        self.views.showing(table.id, interaction.user.id, interaction, shown)

    async def lobby_click(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        async with answering(interaction, table_id):
            table = await self.service.get(table_id)
            require_view(interaction, table)
            person = self.person(interaction)
            if verb == "rematch":
                await new_tables.rematch(self, interaction, table)
                return
            if verb == "hand":
                await self.show_hand(interaction, table)
                return
            if verb == "rules":
                await self._show_rules(interaction, table)
                return
            if verb == "join":
                table = await self.service.join(table_id, person)
                done = f"You're in: seat {table.seat_of(person.user_id) + 1} at table #{table_id}."  # type: ignore[operator]
            elif verb == "leave":
                await self.service.leave(table_id, person)
                done = f"You left table #{table_id}."
            elif verb == "ai":
                await self.service.add_ai(table_id, person)
                done = "Added an AI player."
            elif verb == "start":
                await self.service.start(table_id, person)
                done = "The game has started. Press **Your hand** to see your cards."
            elif verb == "back":
                await self.service.back(table_id, person)
                done = "Welcome back! The AI no longer plays for you."
            elif verb == "abort":
                await self.service.abort(table_id, person)
                done = f"Table #{table_id} is closed."
            else:
                raise PlayerError("That button is no longer used; please refresh.")
            await tell(interaction, done)

    async def _show_rules(self, interaction: discord.Interaction, table: TableSnapshot) -> None:
        """The game's rules with this table's options, as ``/rules`` shows them in its thread."""
        source: Source | None = self.client.page_source  # type: ignore[attr-defined]
        if source is None:
            raise PlayerError("The rules aren't available right now; try `/rules`.")
        topic = f"rules.{table.game}.{table.id}"
        await send_document(interaction, topic, await source(interaction, topic))

    async def game_component(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        owner: int | None,
        key: str,
        values: Sequence[str],
    ) -> None:
        async with answering(interaction, table_id):
            table = await self.service.get(table_id)
            require_view(interaction, table)
            user_id = interaction.user.id
            if owner is None:
                # drawn before controls carried their owner: whose they are is unknown, so
                # the clicker gets their own hand in a new reply and the clicked view stays
                await self.show_hand(interaction, table, replaces=False)
                return
            require_owner(interaction, table, owner)
            frontend = self.frontend(table.game)
            steady = getattr(frontend, "version_free", _never)(key)
            if version != table.version and not steady:
                shown = self.hand_message(table, user_id)
                await interaction.response.edit_message(**message_kwargs(shown, editing=True))
                self.views.showing(table_id, user_id, interaction, shown)
                await tell(
                    interaction,
                    "The table has moved on since those controls were "
                    "drawn, so nothing was played. Here is your hand now.",
                )
                return
            ctx = self.hand_context(table, user_id)
            outcome = frontend.on_component(ctx, key, values)
            if not isinstance(outcome, Act):
                self._selection[(table_id, user_id)] = outcome.selection
                shown = self.hand_message(table, user_id)
                await interaction.response.edit_message(**message_kwargs(shown, editing=True))
                self.views.keep(table_id, user_id, interaction)
                self.views.showing(table_id, user_id, interaction, shown)
                return
            await interaction.response.defer()
            self._selection.pop((table_id, user_id), None)
            self.views.keep(table_id, user_id, interaction)
            after = await self.service.act(
                table_id, user_id, outcome.action, seen_version=None if steady else version
            )
            # the player who acted sees the result at once; other views follow at the paced
            # rate (and if later moves came already, the paced refresh shows those instead)
            if after.version < self._newest.get(table_id, 0):
                return
            if after.status is TableStatus.PLAYING:
                render = self.views.drawn(after, user_id)
            else:
                render = fixed(Message(content="The game is over: the table shows the result."))
            self.views.queue(table_id, user_id, interaction, Priority.OWN_VIEW, render)

    async def play_text(
        self, interaction: discord.Interaction, table: TableSnapshot, text: str
    ) -> None:
        ctx = self.hand_context(table, interaction.user.id)
        action = self.frontend(table.game).parse_text(ctx, text)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.act(table.id, interaction.user.id, action)
        await interaction.followup.send("Done.", ephemeral=True)


def _never(_key: str) -> bool:
    return False
