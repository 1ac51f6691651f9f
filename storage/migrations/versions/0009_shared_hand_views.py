"""hand views opened by a process that does not hold their table, for the one that does

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
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
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_shared_hand_views_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_shared_hand_views")),
    )
    with op.batch_alter_table("shared_hand_views", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_shared_hand_views_table_id"), ["table_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("shared_hand_views", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_shared_hand_views_table_id"))
    op.drop_table("shared_hand_views")
