"""Ratings, rating history and per-server leaderboard settings."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Table, reversible

revision = "0002"
down_revision = "0001"

upgrade, downgrade = reversible(
    Table(
        "leaderboard_settings",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("hidden", sa.Boolean(), nullable=False),
        sa.Column("reset_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        primary_key=["guild_id", "game"],
    ),
    Table(
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
        primary_key=["guild_id", "game", "user_id"],
        indexes={
            "ix_player_ratings_board": ["guild_id", "game", "conservative"],
            "ix_player_ratings_user": ["guild_id", "user_id"],
        },
    ),
    Table(
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
        primary_key=["id"],
        parents={"result_id": "game_results"},
        unique=["result_id", "user_id"],
        indexes={
            "ix_rating_changes_board": ["guild_id", "game", "finished_at"],
            "ix_rating_changes_player": ["guild_id", "user_id", "finished_at"],
        },
    ),
)
