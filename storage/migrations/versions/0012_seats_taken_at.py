"""When the host took a seat from a player who was playing."""

from __future__ import annotations

import sqlalchemy as sa

from storage.migrations.steps import Columns, reversible

revision = "0012"
down_revision = "0011"

# Nullable: a seat handed over before this keeps its result with its player, as it did then.
upgrade, downgrade = reversible(
    Columns("seats", sa.Column("taken_at", sa.Integer(), nullable=True))
)
