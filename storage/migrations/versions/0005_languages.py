"""the languages tables and people read, and how a person wants to be pinged

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Nullable: None means "the default" (English for a table stored before; for a person,
    # their Discord client's language, then the server's), so no row needs rewriting.
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.add_column(sa.Column("language", sa.String(length=8), nullable=True))
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("language", sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column("ping", sa.String(length=8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("user_settings", schema=None) as batch_op:
        batch_op.drop_column("ping")
        batch_op.drop_column("language")
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.drop_column("language")
