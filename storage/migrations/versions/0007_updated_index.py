"""an index on when each table was last written

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-23

A process holding some of the shards looks every second for its tables that another process
wrote recently (``TableRepository.changed_since``); without the index that is a scan of every
table ever played.
"""

from __future__ import annotations

from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_game_tables_updated_at"), ["updated_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_tables_updated_at"))
