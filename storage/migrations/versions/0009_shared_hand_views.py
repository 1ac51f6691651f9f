"""Hand views opened by a process that does not hold their table, for the one that does."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Table, reversible

revision = "0009"
down_revision = "0008"

upgrade, downgrade = reversible(
    Table(
        "shared_hand_views",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=False),
        sa.Column("application_id", sa.BigInteger(), nullable=True),
        sa.Column("token", sa.Text(), nullable=True),
        sa.Column("language", sa.String(length=16), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        primary_key=["id"],
        parents={"table_id": "game_tables"},
        indexes={"ix_shared_hand_views_table_id": ["table_id"]},
    )
)
