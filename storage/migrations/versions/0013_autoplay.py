"""whether a person's lone legal play is made for them (``/settings autoplay:on``)

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06

Off for everyone already stored (the server default fills their rows): nobody finds their
cards played for them without asking.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("autoplay", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.drop_column("autoplay")
