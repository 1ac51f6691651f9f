"""How a person's cards' suits look (two or four colours)."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0006"
down_revision = "0005"

# Nullable: None is two-colour suits, what everyone had before, so no row needs rewriting.
upgrade, downgrade = reversible(
    Columns("user_settings", sa.Column("cards", sa.String(length=12), nullable=True))
)
