"""How well an AI seat plays (/table addbot level:)."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0008"
down_revision = "0007"

# Nullable: None is the normal level every AI seat played at before, so no row changes.
upgrade, downgrade = reversible(
    Columns("seats", sa.Column("ai_level", sa.String(length=8), nullable=True))
)
