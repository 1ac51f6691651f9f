"""An index on a server's results by finishing time."""

from __future__ import annotations

from storage.migrations.steps import Indexes, reversible

revision = "0011"
down_revision = "0010"

# ``/history`` without a game lists a server's newest results; the index on (guild, game,
# finished_at) could not serve it, so every result of the server was read and sorted.
upgrade, downgrade = reversible(
    Indexes("game_results", {"ix_game_results_guild_finished": ["guild_id", "finished_at"]})
)
