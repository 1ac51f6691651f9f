"""ratings, rating history and per-server leaderboard settings

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leaderboard_settings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("hidden", sa.Boolean(), nullable=False),
        sa.Column("reset_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "game", name=op.f("pk_leaderboard_settings")),
    )
    op.create_table(
        "player_ratings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("display_name", sa.String(length=64), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("conservative", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "game", "user_id", name=op.f("pk_player_ratings")),
    )
    with op.batch_alter_table("player_ratings", schema=None) as batch_op:
        batch_op.create_index(
            "ix_player_ratings_board", ["guild_id", "game", "conservative"], unique=False
        )
        batch_op.create_index("ix_player_ratings_user", ["guild_id", "user_id"], unique=False)

    op.create_table(
        "rating_changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("result_id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("display_name", sa.String(length=64), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("team", sa.Integer(), nullable=False),
        sa.Column("placing", sa.Integer(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("delta", sa.Float(), nullable=False),
        sa.ForeignKeyConstraint(
            ["result_id"],
            ["game_results.id"],
            name=op.f("fk_rating_changes_result_id_game_results"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_changes")),
        sa.UniqueConstraint("result_id", "user_id", name=op.f("uq_rating_changes_result_id")),
    )
    with op.batch_alter_table("rating_changes", schema=None) as batch_op:
        batch_op.create_index(
            "ix_rating_changes_board", ["guild_id", "game", "finished_at"], unique=False
        )
        batch_op.create_index(
            "ix_rating_changes_player", ["guild_id", "user_id", "finished_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("rating_changes", schema=None) as batch_op:
        batch_op.drop_index("ix_rating_changes_player")
        batch_op.drop_index("ix_rating_changes_board")

    op.drop_table("rating_changes")
    with op.batch_alter_table("player_ratings", schema=None) as batch_op:
        batch_op.drop_index("ix_player_ratings_user")
        batch_op.drop_index("ix_player_ratings_board")

    op.drop_table("player_ratings")
    op.drop_table("leaderboard_settings")
