"""an index on a server's results by finishing time

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-03

``/history`` without a game lists a server's newest results; the index on (guild, game,
finished_at) could not serve it, so every result of the server was read and sorted.
"""

from __future__ import annotations

from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_results", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_game_results_guild_finished"), ["guild_id", "finished_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("game_results", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_results_guild_finished"))
