"""when the host took a seat from a player who was playing

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04

Nullable: a seat handed over before this keeps its result with its player, as it did then.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("taken_at", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("taken_at")
