"""the name of the person an AI replaced in a seat (their result is still theirs)

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Nullable: a seat handed over before this was kept names its AI, as it did then.
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("replaced_name", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("replaced_name")
