"""The languages tables and people read, and how a person wants to be pinged."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0005"
down_revision = "0004"

# Nullable: None means "the default" (English for a table stored before; for a person, their
# Discord client's language, then the server's), so no row needs rewriting.
upgrade, downgrade = reversible(
    Columns("game_tables", sa.Column("language", sa.String(length=8), nullable=True)),
    Columns(
        "user_settings",
        sa.Column("language", sa.String(length=8), nullable=True),
        sa.Column("ping", sa.String(length=8), nullable=True),
    ),
)
